//! `foster check FILE...`: is each record well written, and can it be ruled on?

use std::path::PathBuf;

use foster::case::RuleError;
use foster::record::{self, Code};

use super::term;
use super::term::{BAD, GOOD, OK, Status, Term, paint};

/// Checks every file; prints `FILE: ok (N deals)` for a good one and the diagnostics (to
/// standard error) for a bad one. A record that names no code, with no `--code` given, is
/// well written but cannot be ruled on: a warning says so, as `foster rule` would refuse it.
/// Exit status 2 if any file is bad or cannot be read.
pub fn run(term: &mut Term, files: &[PathBuf], code: Option<Code>) -> Status {
    let mut worst = OK;
    for path in files {
        // A record is read a deal at a time: a record of a club's history is checked in the
        // memory of a deal, not of the file.
        let mut n = 0usize;
        let (name, text) = match super::read_each_deal(term, path, |_| n += 1) {
            Ok(super::EachDeal::Record(name, rec)) => {
                term.print_styled(&format!(
                    "{}: {} ({n} deal{})\n",
                    record::escape_controls(&name),
                    paint(GOOD, "ok"),
                    if n == 1 { "" } else { "s" }
                ))?;
                if code.or(rec.code).is_none() {
                    term.warning(&name, RuleError::NoCode);
                }
                continue;
            }
            Ok(super::EachDeal::Whole(name, text)) => (name, text),
            Err(status) => {
                worst = worst.max(status);
                continue;
            }
        };
        match foster::formats::read(&text) {
            Ok(read) => {
                let rec = read.record;
                let n = rec.deals.len();
                let format = match read.format {
                    foster::formats::Format::Record => String::new(),
                    f => format!(", {}", f.name()),
                };
                term.print_styled(&format!(
                    "{}: {} ({n} deal{}{format})\n",
                    record::escape_controls(&name),
                    paint(GOOD, "ok"),
                    if n == 1 { "" } else { "s" }
                ))?;
                if code.or(rec.code).is_none() {
                    term.warning(&name, RuleError::NoCode);
                }
            }
            Err(diagnostics) => {
                term.eprint_styled(&diagnostics.render_painted(
                    &name,
                    &text,
                    &term::Term::diagnostic_paint(),
                ));
                worst = BAD;
            }
        }
    }
    Ok(worst)
}
