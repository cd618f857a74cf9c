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

mod options;
mod pirate;
mod portland;
mod replay;

use crate::law::Report;
use crate::record::Record;
use crate::solver::{Solver, SolverConfig};

pub use options::{Advice, Measure, ValuedOption};
pub use replay::Moment;

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
        Report::Pirate(r) => pirate::advise(record, r, solver),
    }
}

/// The advice as text: one line an option, then the best and the margin.
pub fn render_text(advice: &[Advice]) -> String {
    let mut out = String::new();
    for a in advice {
        let who: Vec<&str> = a.chooser.iter().map(|s| s.name()).collect();
        let settled = a.measure == Measure::Settlement;
        let letters: Vec<String> = a.chooser.iter().map(|s| s.to_string()).collect();
        let letters = if letters.is_empty() {
            "the chooser".to_string()
        } else {
            letters.join(" and ")
        };
        out.push_str(&format!(
            "Advice ({}, {}), double dummy, for {}{}:\n",
            a.deal,
            a.kind.replace('_', " "),
            if who.is_empty() {
                "the chooser".to_string()
            } else {
                who.join(" and ")
            },
            if settled {
                ", in what the chooser wins from the others in the settlement (law 79: each \
                 pays each the difference; exact points, before rounding)"
            } else {
                ""
            }
        ));
        for o in &a.options {
            match (&o.not_valued, o.points) {
                (Some(why), _) => out.push_str(&format!("  {}: not valued: {why}\n", o.option)),
                (None, Some(p)) if settled => out.push_str(&format!(
                    "  {}: {}; {p:+} for {letters}\n",
                    o.option, o.reckoning
                )),
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
                        "  Best for {}: {named}, {m} points better than {}.\n",
                        if settled {
                            letters.as_str()
                        } else {
                            "the chooser"
                        },
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
