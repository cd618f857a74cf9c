//! The question of law 89: a player may ask his partner whether he has not a card of the suit
//! he has renounced. Asked before the trick is turned and quitted, the quitting does not
//! establish the revoke, unless the question is answered in the negative or the revoking side
//! plays to the following trick (`revoke::on_play`).

use crate::cards::Seat;
use crate::game::PlayState;
use crate::law::Place;
use crate::law::names::RulingKind;
use crate::record::Event;

use super::revoke::{RevokeState, Revokes};
use super::table::{Table, law};

/// "N asks S: none of hearts?" — allowed between partners (89), and to dummy's partner (61).
pub(crate) fn asks(t: &mut Table, revokes: &mut Revokes, event: &Event, asked: Seat, place: Place) {
    let seat = event.seat;
    if asked != seat.opposite() {
        t.not_covered(
            RulingKind::QuestionToAnAdversary,
            format!(
                "{} asked {}, not his partner, about a renounce",
                seat.name(),
                asked.name()
            ),
            event,
            place,
            "law 89 lets a player ask his partner, and law 61 lets dummy ask the dealer; no law \
             forbids asking an adversary: no penalty, and he need not answer",
            [law(89), law(61)],
        );
        return;
    }
    let laws = if seat == t.dummy() {
        vec![law(61)]
    } else {
        vec![law(89)]
    };
    let open = revokes
        .cases
        .iter_mut()
        .rev()
        .find(|c| c.seat == asked && c.state == RevokeState::Open);
    if let Some(case) = open {
        case.asked = true;
        if let Some(r) = t.rulings.get_mut(case.ruling) {
            r.finding(
                format!(
                    "{} asked his partner whether he had none of the suit before the trick was \
                     quitted: the error may be corrected unless the answer is no or his side \
                     plays to the following trick",
                    seat.name()
                ),
                &laws,
            );
        }
    }
}

/// The revoker's answer to his partner's question (89). In the negative ("none"), the question
/// no longer saves the revoke: the turning and quitting of the trick establishes it, at once
/// if the trick is already quitted.
pub(crate) fn answers(
    t: &mut Table,
    revokes: &mut Revokes,
    state: &PlayState,
    seat: Seat,
    none: bool,
) {
    let Some(case) = revokes
        .cases
        .iter_mut()
        .rev()
        .find(|c| c.seat == seat && c.state == RevokeState::Open && c.asked)
    else {
        return;
    };
    if !none {
        return;
    }
    case.asked = false;
    let quitted = state.trick_in_reach(case.trick).is_none();
    if quitted {
        case.state = RevokeState::Established;
    }
    if let Some(r) = t.rulings.get_mut(case.ruling) {
        r.finding(
            format!(
                "{} answered the question in the negative, so the turning and quitting of the \
                 trick establishes the revoke{}",
                seat.name(),
                if quitted {
                    ": the trick was already quitted, and the revoke is established"
                } else {
                    ""
                }
            ),
            &[law(89)],
        );
    }
}
