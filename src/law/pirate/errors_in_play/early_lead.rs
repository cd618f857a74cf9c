//! The declarer's lead to the next trick, from his own hand or dummy's, before this one is
//! complete (`N leads SK to the next trick`): laws 34 and 36 admit two readings. Law 34 speaks
//! of the declarer who "leads out of turn, either from his own hand or dummy", law 36 of the
//! declarer who "plays from both hands without waiting for the opponent between"; neither names
//! a lead made while the trick is still being played to. An adversary's lead to the next trick
//! is no part of this: it is a further lead without waiting for the partner, ruled as a second
//! card to the trick (laws 45, 49; `cards_to_a_trick::second_card`).

use super::shared::{chooser, option, ruling};
use crate::cards::Card;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{EarlyLead, Replay};
use crate::law::ruling::HELD;
use crate::law::{Outcome, Reading};
use crate::record::Event;

/// The declarer (from either hand) leads `card` to the next trick while the trick in progress
/// still lacks cards. The ruling gives both readings; the replay follows law 34's, which lets
/// the lead stand unless an adversary directs it taken back: the card is held until the trick
/// is complete, then led to the next ([`Replay::early_lead`]).
pub(crate) fn declarer_led_before_trick_complete(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let declarer = rp.contract.declarer;
    let trick = rp.state.trick_number();
    let names: Vec<String> = rp
        .state
        .current
        .not_played()
        .map(|s| s.to_string())
        .collect();
    let hand = if seat == declarer {
        "his own hand".to_string()
    } else {
        format!("dummy ({seat})")
    };
    let mut r = ruling(
        rp,
        RulingKind::DeclarerLedBeforeTrickComplete,
        format!(
            "{declarer}, the declarer, led {card} from {hand} to the next trick before trick {trick} was complete"
        ),
        event,
        [law(code, 34), law(code, 36)],
    );
    r.set_offender(Some(declarer));
    r.finding(
        format!("{} had still to play to trick {trick}", names.join(" and ")),
        &[law(code, 31)],
    );
    if seat != declarer {
        r.finding("a lead from dummy is the declarer's", &[law(code, 34)]);
    }
    r.finding(HELD, &[law(code, 34)]);
    r.set_outcome(Outcome::TwoReadings {
        question: "whether a lead before the trick is complete is a lead out of turn, or a card played without waiting".into(),
        readings: [
            Reading::new(
                "a lead out of turn, \"either from his own hand or dummy\"",
                &[law(code, 34)],
                "no penalty; the declarer cannot take it back unless an adversary directs him to; if either adversary plays to it without correcting it, it stands",
            ),
            Reading::new(
                "a card played \"without waiting for the opponent\", which the law lets stand",
                &[law(code, 36)],
                "no penalty, and nothing to correct: it stands as the lead to the next trick",
            ),
        ],
        follows: 0,
        why: "The replay follows the first, the law that names the declarer's lead; with no correction written, the card is the lead to the next trick under both.".into(),
        differ: true,
    });
    r.offer(vec![
        option(
            OptionName::Correct,
            "direct the declarer to take it back".into(),
            &[law(code, 34)],
        ),
        option(
            OptionName::LeadStands,
            "let the lead stand".into(),
            &[law(code, 34)],
        ),
    ]);
    r.chosen_by(chooser(rp, declarer));
    rp.rulings.push(r);
    rp.early_lead = Some(EarlyLead {
        seat,
        span: event.span,
        card,
        ruling: rp.rulings.len() - 1,
    });
}

/// An adversary played to the declarer's early lead without correcting it: it stands under
/// both readings (law 34's words and law 36's alike), so here they do not differ in effect.
pub(super) fn stood(r: &mut crate::law::Ruling) {
    if r.kind() != RulingKind::DeclarerLedBeforeTrickComplete {
        return;
    }
    r.readings_agree_here("Here an adversary played to it: it stands under both.");
}

/// An adversary has directed the declarer to take back the card he led to the next trick,
/// while it is still held (the first reading's `correct`): it goes back to his hand, and the
/// trick, once complete, is led by its winner. Under the second reading there was nothing to
/// correct; the ruling says so in its readings.
pub(crate) fn early_lead_corrected(rp: &mut Replay) {
    let Some(held) = &rp.early_lead else {
        return;
    };
    let i = held.ruling;
    let card = held.card;
    let corrected = rp.rulings[i]
        .applied()
        .as_ref()
        .and_then(|a| a.elected_option())
        == Some(OptionName::Correct);
    if corrected {
        rp.early_lead = None;
        let code = rp.code;
        rp.rulings[i].finding(
            format!("directed by an adversary, the declarer takes back {card}"),
            &[law(code, 34)],
        );
    }
}
