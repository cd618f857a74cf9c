//! The declarer's lead to the next trick, from his own hand or dummy's, before this one is
//! complete (`N leads SK to the next trick`): laws 34 and 36 admit two readings. Law 34 speaks
//! of the declarer who "leads out of turn, either from his own hand or dummy", law 36 of the
//! declarer who "plays from both hands without waiting for the opponent between"; neither names
//! a lead made while the trick is still being played to.
//!
//! An adversary's early lead admits two readings too, unless law 49 reaches it (further leads
//! "that neither declarer nor dummy can win", ruled as premature leads by
//! `cards_to_a_trick::second_card`): law 33's lead made when "it is the turn of neither opponent
//! to lead", or a lead made early whose turn the trick, once complete, decides: his own if he
//! wins it (it stands), his partner's (law 32), or the declarer's side's (law 33 again).

use super::shared::{chooser, option, ruling};
use crate::cards::{Card, Seat};
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{EarlyLead, Replay};
use crate::law::ruling::HELD;
use crate::law::{Applied, Outcome, Reading};
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
    let hand = if seat == declarer {
        "his own hand".to_string()
    } else {
        format!("dummy ({seat})")
    };
    let mut r = early_ruling(
        rp,
        RulingKind::DeclarerLedBeforeTrickComplete,
        format!(
            "{declarer}, the declarer, led {card} from {hand} to the next trick before trick {trick} was complete"
        ),
        event,
        [law(code, 34), law(code, 36)],
        declarer,
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
    hold(rp, r, event, card);
}

/// The ruling on an early lead made, and its card held until the trick is complete.
fn hold(rp: &mut Replay, r: crate::law::Ruling, event: &Event, card: Card) {
    rp.rulings.push(r);
    rp.early_lead = Some(EarlyLead {
        seat: event.seat,
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

/// An adversary leads `card` to the next trick while the trick in progress still lacks cards,
/// and law 49 does not reach it. The card is held until the trick is complete
/// ([`Replay::early_lead`]); then [`adversarys_early_lead_judged`] says what the readings come
/// to, and the card is led, ruled as any lead in that turn would be.
pub(crate) fn adversary_led_before_trick_complete(
    rp: &mut Replay,
    event: &Event,
    card: Card,
    first: Card,
    law_49_not_shown: Option<String>,
) {
    let code = rp.code;
    let seat = event.seat;
    let trick = rp.state.trick_number();
    let mut r = early_ruling(
        rp,
        RulingKind::AdversaryLedBeforeTrickComplete,
        format!(
            "{seat} led {card} to the next trick before trick {trick}, to which he had played {first}, was complete"
        ),
        event,
        [law(code, 33), law(code, 32)],
        seat,
    );
    if let Some(why) = law_49_not_shown {
        r.cite_also(law(code, 49));
        r.finding(
            format!("law 49 reaches only further leads \"that neither declarer nor dummy can win\": {why}"),
            &[law(code, 49)],
        );
    }
    r.finding(
        format!("{card} waits on the table until trick {trick} is complete; its winner's turn decides the second reading"),
        &[law(code, 33)],
    );
    r.set_outcome(readings(rp, seat, card, None));
    hold(rp, r, event, card);
}

/// The trick is complete and `winner` leads to the next: the adversary's early lead, held
/// until now, is judged under each reading before it is led.
pub(crate) fn adversarys_early_lead_judged(rp: &mut Replay, held: &EarlyLead, winner: Seat) {
    let outcome = readings(rp, held.seat, held.card, Some(winner));
    let words = if winner == held.seat {
        Applied::no_penalty(format!(
            "{} won the trick: {} stands as his lead, without penalty (the second reading)",
            winner, held.card
        ))
    } else if winner == rp.partner(held.seat) {
        Applied::words(format!(
            "{winner}, his partner, won the trick: the lead was {winner}'s, ruled under law 32 below (under the first reading law 33, to the same effect)"
        ))
    } else {
        Applied::words(format!(
            "{winner} won the trick: the lead was the declaring side's, ruled under law 33 below (both readings)"
        ))
    };
    let r = &mut rp.rulings[held.ruling];
    r.set_outcome(outcome);
    r.apply(words);
}

/// The two readings of an adversary's early lead; `winner`, once the trick is complete, says
/// what the second comes to and whether they differ.
fn readings(rp: &Replay, seat: Seat, card: Card, winner: Option<Seat>) -> Outcome {
    let code = rp.code;
    let partner = rp.partner(seat);
    let law_33 = format!(
        "law 33: {card} is left on the table as a marker; the declarer may call it, or call a suit as soon as either adversary regains the lead, but not both"
    );
    let follows =
        "The replay follows the second: the lead is ruled in the turn the finished trick gives it";
    let (second, second_laws, differ, why) = match winner {
        None => (
            format!(
                "if {seat} wins the trick, {card} stands without penalty; if {partner} wins it, it was led in his partner's turn (law 32); if the declaring side wins it, it is law 33's lead"
            ),
            vec![law(code, 32), law(code, 33)],
            true,
            format!("{follows}."),
        ),
        Some(w) if w == seat => (
            format!("{seat} won the trick, so the lead was his: {card} stands, without penalty"),
            vec![law(code, 33)],
            true,
            format!(
                "{follows}: {seat}'s own; law 33's \"regains the lead\" supposes the adversaries had lost it, which they had not."
            ),
        ),
        Some(w) if w == partner => (
            format!(
                "{partner} won the trick, so {seat} led in his partner's turn: law 32, the declarer may call {card} exposed or call a suit from {partner}, when the card is taken up; if declarer or dummy plays to it, it stands"
            ),
            vec![law(code, 32)],
            false,
            format!(
                "{follows}, {partner}'s (law 32). Here {partner} has the lead, and under both the declarer may call {card} or call a suit from him, not both."
            ),
        ),
        Some(w) => (
            format!("{w} won the trick, so the lead was the declaring side's: {law_33}"),
            vec![law(code, 33)],
            false,
            format!(
                "{follows}. Here the declaring side won the trick, so under both the lead was made when it was the turn of neither adversary (law 33)."
            ),
        ),
    };
    Outcome::TwoReadings {
        question: "whether a lead made before the trick is complete is made \"when it is the turn of neither\", or in the turn of whoever wins the trick".into(),
        readings: [
            Reading::new(
                "a lead made while the trick was unfinished, when it was \"the turn of neither opponent to lead\"",
                &[law(code, 33)],
                law_33,
            ),
            Reading::new(
                "a lead made early, not out of turn: the finished trick says whose lead it was; law 33's \"regains the lead\" supposes the adversaries had lost it",
                &second_laws,
                second,
            ),
        ],
        follows: 1,
        why,
        differ,
    }
}

/// A ruling on a lead to the next trick made early by `offender`, with who had still to play
/// to the trick in progress (law 31: each in turn to the left).
fn early_ruling(
    rp: &Replay,
    kind: RulingKind,
    summary: String,
    event: &Event,
    laws: [crate::lawbook::Citation; 2],
    offender: Seat,
) -> crate::law::Ruling {
    let code = rp.code;
    let trick = rp.state.trick_number();
    let waiting: Vec<String> = rp
        .state
        .current
        .not_played()
        .map(|s| s.to_string())
        .collect();
    let mut r = ruling(rp, kind, summary, event, laws);
    r.set_offender(Some(offender));
    r.finding(
        format!(
            "{} had still to play to trick {trick}",
            waiting.join(" and ")
        ),
        &[law(code, 31)],
    );
    r
}
