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

mod later;
mod options;
mod pirate;
mod portland;
mod replay;
mod turn;

use crate::law::Report;
use crate::record::Record;
use crate::solver::{Solver, SolverConfig};

pub use options::Measure;
pub use options::ValuedOption;
pub use options::{Advice, is_valued};
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

/// The options a line each, a card called at successive later tricks with the same outcome
/// drawn as one line ("call-card ♣K at tricks 3–6").
pub(crate) fn grouped(options: &[ValuedOption]) -> Vec<(String, &ValuedOption)> {
    let same = |a: &ValuedOption, b: &ValuedOption| {
        a.points == b.points && a.reckoning == b.reckoning && a.not_valued == b.not_valued
    };
    runs(options.iter(), same)
}

/// The named options (the best and those equal to it), in the options' order, as words: a
/// card called at successive later tricks named once, the rest joined by "or" ("leave or
/// call-card ♥2 at tricks 2–4 (equal)").
pub(crate) fn names_together(options: &[ValuedOption], names: &[&str]) -> String {
    let named: Vec<&ValuedOption> = options
        .iter()
        .filter(|o| names.contains(&o.option.as_str()))
        .collect();
    match grouped_names(&named).as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last} (equal)", rest.join(", ")),
        [] => String::new(),
    }
}

/// The options next after the best (worth the best less the margin), as words joined by "or".
pub(crate) fn runners_up(a: &Advice) -> String {
    let top = a
        .options
        .iter()
        .find(|o| Some(&o.option) == a.best.as_ref())
        .and_then(|o| o.points);
    let next: Vec<&ValuedOption> = a
        .options
        .iter()
        .filter(|o| o.points.is_some_and(|p| a.margin.map(|m| p + m) == top))
        .collect();
    grouped_names(&next).join(" or ")
}

/// Options' names, a card called at successive later tricks named once for them all
/// (whatever their outcomes: the options named together are already equal).
fn grouped_names(options: &[&ValuedOption]) -> Vec<String> {
    runs(options.iter().copied(), |_, _| true)
        .into_iter()
        .map(|(name, _)| name)
        .collect()
}

/// The options in order, each a card called at successive later tricks (of the same card, and
/// `same` as the first of them) drawn as one, named for its tricks; each with its first option.
fn runs<'a>(
    options: impl Iterator<Item = &'a ValuedOption>,
    same: impl Fn(&ValuedOption, &ValuedOption) -> bool,
) -> Vec<(String, &'a ValuedOption)> {
    type Run<'a> = Option<(String, u8, u8, &'a ValuedOption)>;
    fn flush<'a>(run: &mut Run<'a>, out: &mut Vec<(String, &'a ValuedOption)>) {
        if let Some((base, from, to, o)) = run.take() {
            let name = if from == to {
                format!("{base} at trick {from}")
            } else {
                format!("{base} at tricks {from}–{to}")
            };
            out.push((name, o));
        }
    }
    let mut out = Vec::new();
    let mut run: Run = None;
    for o in options {
        match (later_call(o), &mut run) {
            (Some((base, trick)), Some((b, _, to, first)))
                if *b == base && *to + 1 == trick && same(first, o) =>
            {
                *to = trick;
            }
            (later, _) => {
                flush(&mut run, &mut out);
                match later {
                    Some((base, trick)) => run = Some((base, trick, trick, o)),
                    None => out.push((o.option.clone(), o)),
                }
            }
        }
    }
    flush(&mut run, &mut out);
    out
}

/// A card called at a later trick: the option's name without the trick, and the trick.
fn later_call(o: &ValuedOption) -> Option<(String, u8)> {
    let (base, trick) = o.option.rsplit_once(" at trick ")?;
    Some((base.to_string(), trick.parse().ok()?))
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
            a.kind.words(),
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
        for (name, o) in grouped(&a.options) {
            match (&o.not_valued, o.points) {
                (Some(why), _) => out.push_str(&format!("  {name}: not valued: {why}\n")),
                (None, Some(p)) if settled => {
                    out.push_str(&format!("  {name}: {}; {p:+} for {letters}\n", o.reckoning))
                }
                (None, Some(p)) => out.push_str(&format!(
                    "  {name}: {}; {p:+} for the chooser's side\n",
                    o.reckoning
                )),
                (None, None) => out.push_str(&format!("  {name}: {}\n", o.reckoning)),
            }
        }
        if let Some(best) = &a.best {
            let names: Vec<&str> = std::iter::once(best)
                .chain(&a.equal_best)
                .map(String::as_str)
                .collect();
            let named = names_together(&a.options, &names);
            match a.margin {
                Some(m) => {
                    out.push_str(&format!(
                        "  Best for {}: {named}, {m} points better than {}.\n",
                        if settled {
                            letters.as_str()
                        } else {
                            "the chooser"
                        },
                        runners_up(a)
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
