//! Advice for the player who may choose a penalty: each option the ruling offers, the rest of
//! the deal played double dummy with that option enforced (as a constraint on the play,
//! [`crate::solver::Constraint`]), and what it comes to in points for the chooser's side under
//! the record's code, the pad's state included.
//!
//! The advice is a guide for the chooser, not part of the ruling: it assumes every hand is in
//! view and every card is played best from here on (double dummy), which no player at the
//! table can do. Where an option's effect is not a matter of the play (a new deal, a bar from
//! the bidding) it says so and gives no number.
//!
//! Above the law engine, the score and the solver; below `case.rs` and the CLI.

mod portland;
mod replay;

use serde::Serialize;

use crate::cards::Seat;
use crate::law::Report;
use crate::record::Record;
use crate::solver::{Constraint, Solver, SolverConfig};

pub use replay::Moment;

/// One option, valued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValuedOption {
    /// The option's name as the ruling gives it (`call-card`), with its suit when the option
    /// is to be read for each suit (`call-suit hearts`).
    pub option: String,
    pub description: String,
    /// The constraints on the play that stand for it.
    pub constraints: Vec<Constraint>,
    /// The declaring side's tricks in the whole deal with the option enforced and the rest
    /// played double dummy (before any penalty tricks).
    pub declarers_tricks: Option<u8>,
    /// What the deal is worth to the chooser's side with this option: its points less the
    /// other side's, the pad's state included (a game or the rubber won on this deal).
    pub points: Option<i32>,
    /// How the points come about: "N-S 9 tricks, 3 by cards 24 below the line; wins the game".
    pub reckoning: String,
    /// Why no figure is given, when the option's effect is not a matter of the play.
    pub not_valued: Option<String>,
}

/// The advice on one ruling that gives a choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Advice {
    /// The deal's label.
    pub deal: String,
    /// The ruling's index among the deal's rulings.
    pub ruling: usize,
    pub kind: String,
    pub chooser: Vec<Seat>,
    pub options: Vec<ValuedOption>,
    /// The option best for the chooser, when more than one could be valued.
    pub best: Option<String>,
    /// By how many points it beats the next best.
    pub margin: Option<i32>,
    /// Why nothing or not everything could be valued.
    pub notes: Vec<String>,
}

/// Advice on every ruling of a record that gives a choice. One solver is shared by every
/// option (its table holds the unconstrained proofs each option's search ends in).
pub fn advise(record: &Record, report: &Report) -> Vec<Advice> {
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 64,
        threads: 1,
    });
    advise_with(record, report, &mut solver)
}

/// [`advise`] with the caller's solver.
pub fn advise_with(record: &Record, report: &Report, solver: &mut Solver) -> Vec<Advice> {
    match report {
        Report::Portland(r) => portland::advise(record, r, solver),
        Report::Pirate(r) => {
            let mut out = Vec::new();
            for (deal, d) in record.deals.iter().zip(&r.deals) {
                for (i, ruling) in d.rulings.iter().enumerate() {
                    if ruling.options.len() > 1 {
                        out.push(Advice {
                            deal: deal.label.clone(),
                            ruling: i,
                            kind: ruling.kind.clone(),
                            chooser: ruling
                                .chooser
                                .iter()
                                .flat_map(|c| c.seats.clone())
                                .collect(),
                            options: Vec::new(),
                            best: None,
                            margin: None,
                            notes: vec![
                                "advice under the Pirate codes is not yet given: their four-column \
                                 pad is not yet reckoned option by option"
                                    .into(),
                            ],
                        });
                    }
                }
            }
            out
        }
    }
}

/// Picks the best option for the chooser and the margin over the next best.
fn choose(options: &[ValuedOption]) -> (Option<String>, Option<i32>) {
    let mut valued: Vec<(&ValuedOption, i32)> = options
        .iter()
        .filter_map(|o| o.points.map(|p| (o, p)))
        .collect();
    if valued.len() < 2 {
        return (None, None);
    }
    // The highest first; among equals, the order the ruling gives.
    valued.sort_by_key(|&(_, p)| std::cmp::Reverse(p));
    let (best, p) = valued[0];
    (Some(best.option.clone()), Some(p - valued[1].1))
}

/// The advice as text: one line an option, then the best and the margin.
pub fn render_text(advice: &[Advice]) -> String {
    let mut out = String::new();
    for a in advice {
        let who: Vec<&str> = a.chooser.iter().map(|s| s.name()).collect();
        out.push_str(&format!(
            "Advice ({}, {}), double dummy, for {}:\n",
            a.deal,
            a.kind.replace('_', " "),
            if who.is_empty() {
                "the chooser".to_string()
            } else {
                who.join(" and ")
            }
        ));
        for o in &a.options {
            match (&o.not_valued, o.points) {
                (Some(why), _) => out.push_str(&format!("  {}: not valued: {why}\n", o.option)),
                (None, Some(p)) => out.push_str(&format!(
                    "  {}: {}; {p:+} for the chooser's side\n",
                    o.option, o.reckoning
                )),
                (None, None) => out.push_str(&format!("  {}: {}\n", o.option, o.reckoning)),
            }
        }
        if let (Some(best), Some(margin)) = (&a.best, a.margin) {
            let runner = a
                .options
                .iter()
                .filter(|o| o.points.is_some() && &o.option != best)
                .max_by_key(|o| o.points)
                .map(|o| o.option.as_str())
                .unwrap_or("");
            if margin == 0 {
                out.push_str(&format!(
                    "  Best: {best}, no better than {runner} (equal, double dummy).\n"
                ));
            } else {
                out.push_str(&format!(
                    "  Best: {best}, {margin} points better than {runner}.\n"
                ));
            }
        }
        for n in &a.notes {
            out.push_str(&format!("  Note: {n}\n"));
        }
    }
    out
}
