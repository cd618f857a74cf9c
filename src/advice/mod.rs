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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Advice {
    /// The deal's label.
    pub deal: String,
    /// The ruling's index among the deal's rulings.
    pub ruling: usize,
    pub kind: String,
    pub chooser: Vec<Seat>,
    pub options: Vec<ValuedOption>,
    /// The option best for the chooser, when more than one could be valued (the first the
    /// ruling lists, among equals).
    pub best: Option<String>,
    /// The other options worth as much as the best.
    pub equal_best: Vec<String>,
    /// By how many points the best beats the best of the options worth less (none when all
    /// are worth the same).
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
                            equal_best: Vec::new(),
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

/// Sets the best option for the chooser, those equal to it, and the margin over the best of
/// the rest.
fn choose(advice: &mut Advice) {
    let valued: Vec<(&ValuedOption, i32)> = advice
        .options
        .iter()
        .filter_map(|o| o.points.map(|p| (o, p)))
        .collect();
    if valued.len() < 2 {
        return;
    }
    let top = valued.iter().map(|&(_, p)| p).max().unwrap_or(0);
    let mut best = valued
        .iter()
        .filter(|&&(_, p)| p == top)
        .map(|(o, _)| o.option.clone());
    advice.best = best.next();
    advice.equal_best = best.collect();
    advice.margin = valued
        .iter()
        .map(|&(_, p)| p)
        .filter(|&p| p < top)
        .max()
        .map(|next| top - next);
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
        if let Some(best) = &a.best {
            let mut names = vec![best.as_str()];
            names.extend(a.equal_best.iter().map(String::as_str));
            let named = match names.as_slice() {
                [one] => one.to_string(),
                [rest @ .., last] => format!("{} or {last} (equal)", rest.join(", ")),
                [] => String::new(),
            };
            match a.margin {
                Some(m) => {
                    let top = a
                        .options
                        .iter()
                        .find(|o| &o.option == best)
                        .and_then(|o| o.points);
                    let next: Vec<&str> = a
                        .options
                        .iter()
                        .filter(|o| o.points.is_some_and(|p| Some(p + m) == top))
                        .map(|o| o.option.as_str())
                        .collect();
                    out.push_str(&format!(
                        "  Best for the chooser: {named}, {m} points better than {}.\n",
                        next.join(" or ")
                    ));
                }
                None => out.push_str(&format!(
                    "  Every option valued comes to the same double dummy: {named}.\n"
                )),
            }
        }
        for n in &a.notes {
            out.push_str(&format!("  Note: {n}\n"));
        }
    }
    out
}
