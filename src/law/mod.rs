//! The law engine: replays a record under its code and rules on it, citing each law it applies.
//!
//! The engine never sees parse pairs (only [`crate::record`]) and never invents law: where the
//! laws are silent it says so ([`ruling::Outcome::NotCovered`]).

pub mod citation;
pub mod portland;
pub mod ruling;

pub use citation::Citation;
pub use ruling::{Chooser, Finding, Line, Outcome, PenaltyOption, Place, Ruling, ScoreEntry};
