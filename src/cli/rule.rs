//! `foster rule FILE`: what the laws make of a record.

use std::path::Path;

use foster::case;
use foster::record::Code;

use super::score::{CustomsArgs, read_with_customs};
use super::term::{Status, Term};

/// Rules on a record and prints the ruling as text, or as JSON with `--json`; its score is kept
/// by the table's `customs`; with `advise`, each penalty option valued double dummy. Exit
/// status 2 for bad input.
///
/// The record read whole: standard input, a PBN or LIN file, a ruling with the advice (each
/// option solved double dummy: a record of a few deals); `each_deal::rule` reads a record
/// file a deal at a time.
pub fn run(
    term: &mut Term,
    path: &Path,
    json: bool,
    code: Option<Code>,
    advise: bool,
    customs: &CustomsArgs,
) -> Status {
    let (_, record, code, customs) = match read_with_customs(term, path, code, customs) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    let r = case::rule_record_advised(&record, code, &customs, advise);
    if json {
        term.document(&r.body)
    } else {
        term.print(&r.text)
    }
}
