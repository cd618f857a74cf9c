//! The law engine: replays a record under its code and rules on it, citing each law it applies.
//!
//! The engine never sees parse pairs (only [`crate::record`]) and never invents law: where the
//! laws are silent it says so ([`ruling::Outcome::NotCovered`]).

pub(crate) mod late_claims;
pub(crate) mod names;
pub mod portland;
pub(crate) mod ruling;
pub mod ruling_text;
pub(crate) mod settle;

pub use late_claims::LateClaim;
pub use names::{OptionName, RulingKind};
pub use ruling::Chooser;
pub use ruling::PenaltyOption;
pub(crate) use ruling::no_provision;
pub use ruling::{
    Applied, Applying, Finding, HandWanted, Laws, Line, Outcome, Place, Possibility, Reading,
    Ruling, ScoreEntry, Settle,
};
pub use ruling::{SettleAt, Wanted};

pub mod pirate;

use serde::Serialize;

use crate::lawbook::Citation;
use crate::record::{Code, Record};

/// The engine's answer for a record, under whichever code it is played (the JSON's `report`,
/// `crate::json::ReportBody`, adds the Portland pad).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Report {
    Pirate(pirate::report::PirateReport),
    Portland(portland::report::PortlandReport),
}

impl Report {
    /// The Pirate report, if the record was ruled under a Pirate code.
    pub fn pirate(&self) -> Option<&pirate::report::PirateReport> {
        match self {
            Report::Pirate(r) => Some(r),
            Report::Portland(_) => None,
        }
    }

    /// The Portland report, if the record was ruled under the Portland code.
    pub fn portland(&self) -> Option<&portland::report::PortlandReport> {
        match self {
            Report::Portland(r) => Some(r),
            Report::Pirate(_) => None,
        }
    }
}

/// Replays a record under `code` and rules on it. The score is kept after, from the report
/// (`crate::score`).
pub fn rule(record: &Record, code: Code) -> Report {
    match code {
        Code::Pirate1916 | Code::Pirate1917 => Report::Pirate(pirate::rule(record, code)),
        Code::Portland1895 => Report::Portland(portland::replay(record)),
    }
}

/// The report as text for people, with each governing law's words quoted (without the pad).
pub fn render_text(report: &Report) -> String {
    render_text_with(report, false)
}

/// [`render_text`], with `tricks` each deal's play a trick a line under its facts
/// (`foster rule --tricks`).
pub(crate) fn render_text_with(report: &Report, tricks: bool) -> String {
    match report {
        Report::Pirate(r) => pirate::render_text(r, &quote, tricks),
        Report::Portland(r) => portland::text::render_text_quoting(r, &quote, tricks),
    }
}

/// A Pirate deal's part of [`render_text`], with the blank line before it.
#[cfg(not(target_family = "wasm"))]
pub(crate) fn render_pirate_deal(deal: &pirate::report::DealReport) -> String {
    pirate::report::render_deal_text(deal, &quote, false)
}

/// A Portland deal's part of [`render_text`], with the blank line before it.
#[cfg(not(target_family = "wasm"))]
pub(crate) fn render_portland_deal(deal: &portland::report::DealReport) -> String {
    portland::text::render_deal_text(deal, &quote, false)
}

/// The words of a cited law (or of its cited clause), with the 1917 fallback noted.
pub fn quote(c: &Citation) -> Option<String> {
    let r = crate::lawbook::law(c).ok()?;
    // Built without the laws' words (the page's engine): nothing to quote here.
    if r.law.text.is_empty() {
        return None;
    }
    let words = r
        .item()
        .map(|i| format!("({}) {}", i.label, i.text))
        .unwrap_or_else(|| r.law.text.clone());
    Some(match r.note() {
        Some(n) => format!("{words} [{n}]"),
        None => words,
    })
}
