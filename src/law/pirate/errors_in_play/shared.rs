//! What the errors in play share: the chooser of a penalty (67), an option, a ruling at an
//! event, the "each of the others" penalty, and the penalties' figures.

use crate::cards::Seat;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::pirate::table::Replay;
use crate::law::{Chooser, Laws, PenaltyOption, Ruling, ScoreEntry};
use crate::record::Event;

/// Law 39: each of the others scores 25 when a player looks at a quitted trick.
pub(super) const LOOKING_AT_TRICK_PENALTY: i32 = 25;
/// Law 23: each of the others scores 50 when the bidding is asked after the opening lead.
pub(super) const ASKING_BIDDING_PENALTY: i32 = 50;

pub(super) fn option(
    name: OptionName,
    description: String,
    laws: &[crate::lawbook::Citation],
) -> PenaltyOption {
    PenaltyOption {
        name,
        description,
        laws: laws.to_vec(),
    }
}

pub(super) fn ruling(
    rp: &Replay,
    kind: RulingKind,
    summary: String,
    event: &Event,
    laws: impl Into<Laws>,
) -> Ruling {
    Ruling::on_event(kind, summary, event, rp.place(), laws)
}

/// A play the laws make no provision for: the reason, and the nearest laws.
pub(super) fn not_covered(
    rp: &Replay,
    kind: RulingKind,
    summary: String,
    event: &Event,
    reason: &str,
    nearest: impl Into<Laws>,
) -> Ruling {
    Ruling::not_covered_on_event(kind, summary, event, rp.place(), reason, nearest)
}

/// The declarer chooses among penalties against the adversaries; the adversaries, either of
/// them but without consulting, against the declarer or dummy (law 67).
pub(super) fn chooser(rp: &Replay, offender: Seat) -> Chooser {
    let code = rp.code;
    if rp.is_declaring(offender) {
        Chooser {
            seats: rp.adversaries().to_vec(),
            constraint: Some(
                "either adversary may demand the penalty, or direct his partner to do so, but they may not consult, nor even ask which of them shall enforce it".into(),
            ),
            laws: vec![law(code, 67)],
        }
    } else {
        Chooser {
            seats: vec![rp.contract.declarer],
            constraint: None,
            laws: vec![],
        }
    }
}

pub(super) fn each_other(
    rp: &Replay,
    offender: Seat,
    points: i32,
    law_no: u16,
    reason: &str,
) -> Vec<ScoreEntry> {
    each_of_the_others(rp.code, offender, points, law_no, reason)
}
