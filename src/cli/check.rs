//! `foster check FILE...`: is each record well written, and can it be ruled on?

use std::path::PathBuf;

use foster::case::RuleError;
use foster::record::{self, Code};

use super::term::{BAD, GOOD, OK, Status, Term, paint};
use super::{read_record, term};

/// Checks every file; prints `FILE: ok (N deals)` for a good one and the diagnostics (to
/// standard error) for a bad one. A record that names no code, with no `--code` given, is
/// well written but cannot be ruled on: a warning says so, as `foster rule` would refuse it.
/// Exit status 2 if any file is bad or cannot be read.
pub fn run(term: &mut Term, files: &[PathBuf], code: Option<Code>) -> Status {
    let mut worst = OK;
    for path in files {
        let (name, text) = match read_record(path) {
            Ok(read) => read,
            Err(unread) => {
                term.eprint_styled(&unread.message);
                worst = BAD;
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
