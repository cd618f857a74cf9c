//! What every section of the Pirate code shares: a citation of a law of the code in force, and
//! the penalty that "each of the others" scores.

use crate::cards::Seat;
use crate::law::{Line, ScoreEntry};
use crate::lawbook::Citation;
use crate::record::Code;

/// Cites a law of the code in force.
pub(crate) fn law(code: Code, number: u16) -> Citation {
    Citation::new(code, number)
}

/// "Each of the others" scores `points` in honors, above the line (laws 12, 23, 24, 39, 43): the
/// three players other than the offender.
pub(crate) fn each_of_the_others(
    code: Code,
    offender: Seat,
    points: i32,
    law_no: u16,
    reason: &str,
) -> Vec<ScoreEntry> {
    Seat::ALL
        .into_iter()
        .filter(|s| *s != offender)
        .map(|seat| ScoreEntry {
            seat,
            points,
            line: Line::Above,
            law: law(code, law_no),
            reason: reason.to_string(),
        })
        .collect()
}
