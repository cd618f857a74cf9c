//! The declarer's lead to the next trick, from his own hand or dummy's, before this one is
//! complete (`N leads SK to the next trick`): laws 34 and 36 admit two readings. Law 34 speaks
//! of the declarer who "leads out of turn, either from his own hand or dummy", law 36 of the
//! declarer who "plays from both hands without waiting for the opponent between"; neither names
//! a lead made while the trick is still being played to. An adversary's lead to the next trick
//! is no part of this: it is a further lead without waiting for the partner, ruled as a second
//! card to the trick (laws 45, 49; `cards_to_a_trick::second_card`).

use super::shared::{chooser, option, ruling};
use crate::cards::{Card, Seat};
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{EarlyLead, Replay};
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
    let next = trick + 1;
    let waiting: Vec<Seat> = rp.state.current.not_played().collect();
    let names: Vec<String> = waiting.iter().map(|s| s.to_string()).collect();
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
    );
    r.offender = Some(declarer);
    r.cite(&[law(code, 34), law(code, 36)]);
    r.finding(
        format!(
            "trick {trick} was not complete: {} had still to play to it",
            names.join(" and ")
        ),
        &[law(code, 31)],
    );
    if seat != declarer {
        r.finding(
            "the lead from dummy is the declarer's: he plays dummy's cards",
            &[law(code, 34)],
        );
    }
    r.finding(
        format!(
            "the replay holds {card} until trick {trick} is complete, then takes it as the lead to trick {next}: if the hand that wins trick {trick} is not the one it came from, it is then a lead from the wrong hand (law 34)"
        ),
        &[law(code, 34)],
    );
    r.outcome = Outcome::TwoReadings {
        question: format!(
            "whether the declarer's lead to the next trick, made while {} had still to play to this one, is a lead out of turn, or a card played without waiting that the laws let stand",
            names.join(" and ")
        ),
        readings: [
            Reading::new(
                format!(
                    "a lead out of turn: law 34 speaks of the declarer who \"leads out of turn, either from his own hand or dummy\", and {card} was led when it was {}'s turn to play to trick {trick}",
                    waiting.first().copied().unwrap_or(seat)
                ),
                &[law(code, 34)],
                format!(
                    "no penalty, law 34 naming none; the declarer cannot take {card} back unless an adversary directs him to; if either adversary plays to it without correcting it, it stands as the lead to trick {next}"
                ),
            ),
            Reading::new(
                "a card played without waiting, not a lead out of turn: the laws' one word on the declarer who does not wait for the opponent within a trick is law 36's \"If the declarer plays from both hands without waiting for the opponent between, either of them may play first\", which makes it no error to correct",
                &[law(code, 36)],
                format!(
                    "no penalty, and nothing to correct: {card} stands as the lead to trick {next}, and the adversaries cannot have it taken back (unless another hand wins trick {trick}, when it is a lead from the wrong hand under law 34)"
                ),
            ),
        ],
        follows: 0,
        why: format!(
            "The replay follows the first: law 34 is the one law that names the declarer's lead \"either from his own hand or dummy\", and it lets the lead stand unless an adversary corrects it, so a record that writes no correction plays on alike under both, with {card} the lead to trick {next}. They differ only if an adversary directs the card taken back."
        ),
        differ: true,
    };
    r.options = vec![
        option(
            OptionName::Correct,
            format!(
                "direct the declarer to take back {card}, and lead when trick {trick} is complete"
            ),
            &[law(code, 34)],
        ),
        option(
            OptionName::LeadStands,
            "let the lead stand".into(),
            &[law(code, 34)],
        ),
    ];
    r.chooser = Some(chooser(rp, declarer));
    rp.rulings.push(r);
    rp.early_lead = Some(EarlyLead {
        event: event.clone(),
        card,
        ruling: rp.rulings.len() - 1,
    });
}

/// An adversary played to the declarer's early lead without correcting it: it stands under
/// both readings (law 34's words and law 36's alike), so here they do not differ in effect.
pub(super) fn stood(r: &mut crate::law::Ruling) {
    if r.kind != RulingKind::DeclarerLedBeforeTrickComplete {
        return;
    }
    if let Outcome::TwoReadings { why, differ, .. } = &mut r.outcome {
        *differ = false;
        why.push_str(
            " Here an adversary played to the lead without correcting it: it stands under both.",
        );
    }
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
        .applied
        .as_ref()
        .and_then(|a| a.elected_option())
        == Some(OptionName::Correct);
    if corrected {
        rp.early_lead = None;
        let trick = rp.state.trick_number();
        let code = rp.code;
        rp.rulings[i].finding(
            format!(
                "directed by an adversary, the declarer takes back {card}: it goes back to his hand, and the winner of trick {trick} leads to the next"
            ),
            &[law(code, 34)],
        );
    }
}
