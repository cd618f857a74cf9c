//! What each option of a Pirate ruling does to the play, as a position and the constraints that
//! stand for it, by the law that offers it: a wrong lead to the first trick (30), an adversary's
//! lead in his partner's turn (32) or when neither should lead (33), the declarer's lead out of
//! turn (34, and the acceptor's before his hand is down, by analogy; before the trick is complete,
//! said not to be played out), a card played before the
//! partner (36), attention drawn before the partner plays (40) or to an incident (41), a card
//! named that the declarer holds (42), two cards to one trick (45), cards exposed before the
//! play (43, 44) or during it (45, 51), a revoke corrected in time (57, 58), dummy's suggestion
//! (64) and his stopping a lead from the wrong hand (65). An option that is not a matter of the
//! play (a new deal, 37, 38, 11) is said to be so.

use crate::law::{OptionName, Ruling, RulingKind};

use super::effect::{Context, Named, named, not};
use super::{directions, dummy, exposed, leads};

/// Why an option is not valued when it is not a matter of the play.
pub(super) const NOT_THE_PLAY: &str =
    "not a matter of the play (a new deal, the deal itself, the bidding)";

/// How the options of a ruling are valued, by its kind: the section's function that plays each
/// out, or `None` when no option of it is a matter of the play (else none is valued, hands or
/// not).
type Valuer = fn(&mut Vec<Named>, &Context);

fn valuer(ruling: &Ruling) -> Option<Valuer> {
    use RulingKind as K;
    Some(match ruling.kind() {
        K::WrongOpeningLead => leads::wrong_opening_lead,
        K::AdversaryLedInPartnersTurn => leads::led_in_partners_turn,
        K::AdversaryLedWhenNeitherShould => leads::led_when_neither_should,
        K::DeclarerLedOutOfTurn => leads::declarer_led_out_of_turn,
        K::DeclarerLedBeforeTrickComplete => leads::declarer_led_before_trick_complete,
        K::AdversaryDrewAttention | K::AdversaryNamedCard => leads::suit_after_a_word,
        K::AdversaryPlayedBeforePartner => directions::played_before_partner,
        K::AdversaryDrewAttentionBeforePartnerPlayed => directions::attention_before_partner,
        K::RevokeCorrected => directions::revoke_corrected,
        // Law 45's two cards to a trick is a matter of the play only when the adversaries may
        // choose which card is played (the other exposed); the new deal it also offers is not.
        K::TwoCardsToATrick
            if ruling
                .options()
                .iter()
                .any(|o| o.name == OptionName::FirstPlayed) =>
        {
            exposed::two_cards
        }
        K::ExposedCard => exposed::exposed,
        K::CardExposedDuringBidding => exposed::exposed_in_bidding,
        K::DummyPreventedLeadFromWrongHand => dummy::wrong_hand,
        K::DummySuggestedCard => dummy::suggested,
        _ => return None,
    })
}

/// Whether any option of `ruling` is a matter of the play (else none is valued, hands or not).
pub(super) fn about_the_play(ruling: &Ruling) -> bool {
    valuer(ruling).is_some()
}

pub(super) fn effects(c: &Context) -> Vec<Named> {
    let mut out = Vec::new();
    match valuer(c.ruling) {
        Some(value) => value(&mut out, c),
        None => {
            for o in c.ruling.options() {
                out.push(named(
                    o.name.name(),
                    o.description.clone(),
                    not(NOT_THE_PLAY),
                ));
            }
        }
    }
    out
}
