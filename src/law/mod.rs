//! The law engine: replays a record under its code and rules on it, citing each law it applies.
//!
//! The engine never sees parse pairs (only [`crate::record`]) and never invents law: where the
//! laws are silent it says so ([`ruling::Outcome::NotCovered`]).

pub mod citation;
pub mod ruling;

pub use citation::Citation;
pub use ruling::{Chooser, Finding, Line, Outcome, PenaltyOption, Place, Ruling, ScoreEntry};

pub mod pirate;

use serde::Serialize;

use crate::record::{Code, Record};

/// The engine's answer for a record, under whichever code it is played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Report {
    Pirate(pirate::PirateReport),
}

/// Replays a record under `code` and rules on it.
pub fn rule(record: &Record, code: Code) -> Report {
    match code {
        Code::Pirate1916 | Code::Pirate1917 => Report::Pirate(pirate::rule(record, code)),
        Code::Portland1895 => Report::Pirate(pirate::rule(record, code)),
    }
}

/// The report as text for people, with each governing law's words quoted.
pub fn render_text(report: &Report) -> String {
    match report {
        Report::Pirate(r) => pirate::render_text(r, &|_| None),
    }
}
