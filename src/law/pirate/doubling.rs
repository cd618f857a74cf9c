//! Doubling, laws 24–27: who may double and redouble, and the penalties for doing it wrongly.
//!
//! Law 24: no player may double his own or his partner's bid, nor redouble his partner's double
//! or an opponent's redouble: 25 for a double, 50 for a redouble, scored by each of the others.
//! Law 25: either opponent may double in his proper turn, then the bidder or his acceptor may
//! redouble, "but that ends it"; doubling out of turn is punished as a bid out of turn (17).
//! Law 26: a double reopens the bidding and does not change the rank of bids. Law 27: doubling
//! multiplies trick values and the revoke penalty, not honours or slams.

use crate::cards::{Bid, Seat};
use crate::game::{Contract, Doubling};
use crate::law::Applied;
use crate::law::names::RulingKind;
use crate::law::pirate::auction::Acceptance;
use crate::law::pirate::common::law;
use crate::law::{Laws, Outcome, Place, Reading, Ruling, ScoreEntry};
use crate::record::{Code, Event};

/// Law 24: each of the others scores 25 when a player doubles his own side's bid.
pub(crate) const WRONG_DOUBLE_PENALTY: i32 = 25;
/// Law 24: each of the others scores 50 for a forbidden redouble.
pub(crate) const WRONG_REDOUBLE_PENALTY: i32 = 50;

/// The laws of a doubled or redoubled contract, named beside the declaration: law 25, by which
/// it is doubled ("either of the opponents ... may double, and then either the bidder or his
/// acceptor ... may redouble"), and law 27, what that does when it is played ("the value of the
/// tricks and revoke penalty is doubled or redoubled, but not the honors, nor slams"). None for
/// a contract not doubled.
pub(crate) fn doubled_by(code: Code, contract: &Contract) -> Vec<crate::lawbook::Citation> {
    if contract.doubled == Doubling::Undoubled {
        Vec::new()
    } else {
        vec![law(code, 25), law(code, 27)]
    }
}

/// What doubling asks of the auction it rules in, and may do to it. The replay
/// ([`super::declarations`]) owns the auction and hands each double or redouble here.
pub(crate) trait DoublingView {
    fn code(&self) -> Code;
    /// The last acceptance standing, with its doubling.
    fn standing(&self) -> Option<Acceptance>;
    /// The bid awaiting acceptance (law 16).
    fn pending(&self) -> Option<(Seat, Bid, usize)>;
    fn place(&self) -> Place;
    fn push(&mut self, r: Ruling);
    /// Law 25: a double out of turn is punished as a bid out of turn (law 17).
    fn out_of_turn(&mut self, event: &Event) -> bool;
    /// The call has no effect: the turn passes on.
    fn skip(&mut self, seat: Seat);
    /// Each of the other three scores `points` above the line (law 24).
    fn penalty(&self, offender: Seat, points: i32, reason: &str) -> Vec<ScoreEntry>;
    /// The double or redouble takes effect.
    fn set_doubled(&mut self, seat: Seat, doubled: Doubling);
}

fn ruling(
    view: &impl DoublingView,
    kind: RulingKind,
    summary: String,
    event: &Event,
    laws: impl Into<Laws>,
) -> Ruling {
    Ruling::on_event(kind, summary, event, view.place(), laws)
}

/// A call the laws make no provision for: the reason, and the nearest laws.
fn not_covered(
    view: &impl DoublingView,
    kind: RulingKind,
    summary: String,
    event: &Event,
    reason: &str,
    nearest: impl Into<Laws>,
) -> Ruling {
    Ruling::not_covered_on_event(kind, summary, event, view.place(), reason, nearest)
}

/// Law 24 provides the penalty of an improper double or redouble (a ruling of its own), but not
/// whether the call takes effect: that is a second ruling, on the two readings the words admit,
/// kept apart so that the penalty the law provides is not labelled "no provision".
fn whether_it_takes_effect(
    view: &impl DoublingView,
    event: &Event,
    kind: RulingKind,
    call: &str,
) -> Ruling {
    let code = view.code();
    let mut r = ruling(
        view,
        kind,
        format!("whether {}'s improper {call} takes effect", event.seat),
        event,
        [law(code, 24), law(code, 27)],
    );
    // The two readings, each resting on the laws nearest it: void, as law 25 gives the call
    // only to the players it names (the engine follows this reading); or standing, as law 24
    // fines the call without cancelling it. Law 27 says what turns on it.
    let (stands, by) = if kind == RulingKind::ImproperRedoubleEffect {
        (
            "the bid is redoubled and, as law 25 says of a redouble, \"that ends it\"",
            25,
        )
    } else {
        ("the bid is doubled and the bidding reopened (law 26)", 26)
    };
    r.set_outcome(Outcome::TwoReadings {
        question: format!("law 24 names the penalty but not whether the improper {call} takes effect"),
        readings: [
            Reading::new(
                format!("void, since law 25 gives the {call} only to the players it names"),
                &[law(code, 24), law(code, 25)],
                "the auction goes on as if it had not been made",
            ),
            Reading::new(
                "standing, since law 24 fines it without cancelling it",
                &[law(code, 24), law(code, by)],
                stands,
            ),
        ],
        follows: 0,
        why: "The replay follows the first, the call given to the players law 25 names; law 27 says what turns on it: the value of the tricks and of a revoke's penalty.".into(),
        differ: true,
    });
    r
}

pub(crate) fn double(mut view: impl DoublingView, event: &Event) {
    let seat = event.seat;
    let code = view.code();
    if view.out_of_turn(event) {
        return;
    }
    let Some(st) = view.standing().filter(|_| view.pending().is_none()) else {
        let mut r = ruling(
            &view,
            RulingKind::DoubleBeforeAcceptance,
            format!("{seat} doubled when no accepted bid stood"),
            event,
            [law(code, 17)],
        );
        r.finding(
            "there shall be no doubling until the bidder has been accepted",
            &[law(code, 17), law(code, 25)],
        );
        r.set_outcome(Outcome::TwoReadings {
            question: "whether a double before acceptance is a double out of turn (law 25)".into(),
            readings: [
                Reading::new(
                    "out of turn: before acceptance no one has a proper turn to double",
                    &[law(code, 25), law(code, 17)],
                    format!("{seat} forfeits his right to bid, as for a bid out of turn, but may accept a new bid"),
                ),
                Reading::new(
                    "forbidden but not out of turn: law 17 tells \"out of turn\" from \"before the previous bid has been accepted\", and law 25 carries the penalty over for the first only",
                    &[law(code, 17), law(code, 25)],
                    "the double is void, with no penalty",
                ),
            ],
            follows: 1,
            why: "The replay follows the second: the first would stretch a penalty printed for another act.".into(),
            differ: true,
        });
        view.push(r);
        view.skip(seat);
        return;
    };
    if seat == st.bidder || seat == st.acceptor {
        let mut r = ruling(
            &view,
            RulingKind::DoubleOfOwnSide,
            format!(
                "{seat} doubled {}'s {}, his own side's bid",
                st.bidder,
                st.bid.code()
            ),
            event,
            [law(code, 24)],
        );
        r.finding(
            "no player may double his own or his partner's bid",
            &[law(code, 24)],
        );
        r.enter(view.penalty(seat, WRONG_DOUBLE_PENALTY, "a double of his own side's bid"));
        r.apply(Applied::words(format!(
            "each of the others scores {WRONG_DOUBLE_PENALTY} in honors"
        )));
        view.push(r);
        let effect =
            whether_it_takes_effect(&view, event, RulingKind::ImproperDoubleEffect, "double");
        view.push(effect);
        view.skip(seat);
        return;
    }
    if st.doubled != Doubling::Undoubled {
        let mut r = ruling(
            &view,
            RulingKind::DoubleOfADouble,
            format!("{seat} doubled a bid already doubled"),
            event,
            [law(code, 24), law(code, 25)],
        );
        r.set_outcome(Outcome::TwoReadings {
            question: "whether a second double by the other opponent is a redouble of his partner's double".into(),
            readings: [
                Reading::new(
                    "a double: the laws know one double (25, 27), and law 24 does not name a second",
                    &[law(code, 25), law(code, 27)],
                    "the call adds nothing and has no effect; there is no penalty",
                ),
                Reading::new(
                    "in substance a redouble of his partner's double, which law 24 forbids",
                    &[law(code, 24)],
                    format!("each of the others scores {WRONG_REDOUBLE_PENALTY} in honors"),
                ),
            ],
            follows: 0,
            why: "The replay follows the first: he said \"double\", and a penalty is not stretched to an act it does not name.".into(),
            differ: true,
        });
        view.push(r);
        view.skip(seat);
        return;
    }
    view.set_doubled(seat, Doubling::Doubled);
}

pub(crate) fn redouble(mut view: impl DoublingView, event: &Event) {
    let seat = event.seat;
    let code = view.code();
    if view.out_of_turn(event) {
        return;
    }
    let Some(st) = view.standing().filter(|_| view.pending().is_none()) else {
        let r = not_covered(
            &view,
            RulingKind::RedoubleOfNothing,
            format!("{seat} redoubled when no accepted bid stood"),
            event,
            "law 25 gives a redouble after an accepted bid and a double, and there are neither; law 24 punishes redoubling a partner's double or an opponent's redouble, and this is neither; law 17 names bids out of turn. It has no effect, and the player calls again",
            [law(code, 25), law(code, 24), law(code, 17)],
        );
        view.push(r);
        return;
    };
    let in_pair = seat == st.bidder || seat == st.acceptor;
    match (st.doubled, in_pair) {
        (Doubling::Doubled, true) => view.set_doubled(seat, Doubling::Redoubled),
        (Doubling::Doubled, false) | (Doubling::Redoubled, false) => {
            let what = if st.doubled == Doubling::Doubled {
                "his partner's double"
            } else {
                "an opponent's redouble"
            };
            let mut r = ruling(
                &view,
                RulingKind::ForbiddenRedouble,
                format!("{seat} redoubled {what}"),
                event,
                [law(code, 24)],
            );
            r.finding(format!("no player may redouble {what}"), &[law(code, 24)]);
            r.enter(view.penalty(seat, WRONG_REDOUBLE_PENALTY, "a forbidden redouble"));
            r.apply(Applied::words(format!(
                "each of the others scores {WRONG_REDOUBLE_PENALTY} in honors"
            )));
            view.push(r);
            let effect = whether_it_takes_effect(
                &view,
                event,
                RulingKind::ImproperRedoubleEffect,
                "redouble",
            );
            view.push(effect);
            view.skip(seat);
        }
        (Doubling::Redoubled, true) => {
            let mut r = ruling(
                &view,
                RulingKind::RedoubleAfterRedouble,
                format!("{seat} redoubled again"),
                event,
                [law(code, 25)],
            );
            r.finding(
                "either the bidder or his acceptor may redouble, but that ends it",
                &[law(code, 25)],
            );
            r.cite_also(law(code, 24));
            r.finding(
                "law 24 names the penalty only for redoubling a partner's double or an opponent's redouble, and this is neither",
                &[law(code, 24)],
            );
            r.apply(Applied::no_penalty(format!(
                "the redouble is void and the bid stays redoubled once; {seat} may bid higher or pass; no penalty"
            )));
            view.push(r);
        }
        (Doubling::Undoubled, _) => {
            let r = not_covered(
                &view,
                RulingKind::RedoubleWithoutDouble,
                format!("{seat} redoubled a bid that was not doubled"),
                event,
                "law 25 allows a redouble only then, after a double, and there is none; law 24 punishes redoubling a partner's double or an opponent's redouble, and this is neither. It has no effect, and the player may bid higher or pass",
                [law(code, 25), law(code, 24)],
            );
            view.push(r);
        }
    }
}
