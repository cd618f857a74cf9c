//! What each option of a Pirate ruling does to the play, as a position and the constraints that
//! stand for it, by the law that offers it: a wrong lead to the first trick (30), an adversary's
//! lead in his partner's turn (32) or when neither should lead (33), the declarer's lead out of
//! turn (34, and the acceptor's before his hand is down, by analogy), a card played before the
//! partner (36), attention drawn before the partner plays (40) or to an incident (41), a card
//! named that the declarer holds (42), two cards to one trick (45), cards exposed before the
//! play (43, 44) or during it (45, 51), a revoke corrected in time (57, 58), dummy's suggestion
//! (64) and his stopping a lead from the wrong hand (65). An option that is not a matter of the
//! play (a new deal, 37, 38, 11) is said to be so.

use crate::law::Ruling;

use super::effect::{Context, Named, named, not};
use super::{directions, dummy, exposed, leads};

/// Why an option is not valued when it is not a matter of the play.
pub(super) const NOT_THE_PLAY: &str =
    "not a matter of the play (a new deal, the deal itself, the bidding)";

/// Whether any option of `ruling` is a matter of the play (else none is valued, hands or not).
pub(super) fn about_the_play(ruling: &Ruling) -> bool {
    match ruling.kind.as_str() {
        "two_cards_to_a_trick" => ruling.options.iter().any(|o| o.name == "first-played"),
        kind => [
            "wrong_opening_lead",
            "adversary_led_in_partners_turn",
            "adversary_led_when_neither_should",
            "declarer_led_out_of_turn",
            "acceptor_led_before_his_hand_was_down",
            "adversary_played_before_partner",
            "adversary_drew_attention_before_partner_played",
            "revoke_corrected",
            "exposed_card",
            "card_exposed_during_bidding",
            "adversary_drew_attention",
            "adversary_named_card",
            "dummy_prevented_lead_from_wrong_hand",
            "dummy_suggested_card",
        ]
        .contains(&kind),
    }
}

pub(super) fn effects(c: &Context) -> Vec<Named> {
    let mut out = Vec::new();
    match c.ruling.kind.as_str() {
        "wrong_opening_lead" => leads::wrong_opening_lead(&mut out, c),
        "adversary_led_in_partners_turn" => leads::led_in_partners_turn(&mut out, c),
        "adversary_led_when_neither_should" => leads::led_when_neither_should(&mut out, c),
        "declarer_led_out_of_turn" | "acceptor_led_before_his_hand_was_down" => {
            leads::declarer_led_out_of_turn(&mut out, c)
        }
        "adversary_drew_attention" | "adversary_named_card" => {
            leads::suit_after_a_word(&mut out, c)
        }
        "adversary_played_before_partner" => directions::played_before_partner(&mut out, c),
        "adversary_drew_attention_before_partner_played" => {
            directions::attention_before_partner(&mut out, c)
        }
        "revoke_corrected" => directions::revoke_corrected(&mut out, c),
        "two_cards_to_a_trick" if c.ruling.options.iter().any(|o| o.name == "first-played") => {
            exposed::two_cards(&mut out, c)
        }
        "exposed_card" => exposed::exposed(&mut out, c),
        "card_exposed_during_bidding" => exposed::exposed_in_bidding(&mut out, c),
        "dummy_prevented_lead_from_wrong_hand" => dummy::wrong_hand(&mut out, c),
        "dummy_suggested_card" => dummy::suggested(&mut out, c),
        _ => {
            for o in &c.ruling.options {
                out.push(named(
                    o.name.clone(),
                    o.description.clone(),
                    not(NOT_THE_PLAY),
                ));
            }
        }
    }
    out
}
