//! `foster rule FILE`: what the laws make of a record.

use std::path::Path;

use foster::case;
use foster::record::{Code, Record};

use super::score::{CustomsArgs, with_customs};
use super::term::{Status, Term};

/// What `foster rule` is asked for beside the ruling.
#[derive(Clone, Copy, Debug, Default)]
pub struct Asked {
    /// `--advise`: each penalty option valued double dummy.
    pub advise: bool,
    /// `--tricks`: each deal's play a trick a line, in the text.
    pub tricks: bool,
}

/// Rules on a record and prints the ruling as text, or as JSON with `--json`; its score is kept
/// by the table's `customs`; with `advise`, each penalty option valued double dummy; with
/// `tricks`, each deal's play a trick a line. Exit
/// status 2 for bad input.
///
/// The record read whole: a PBN or LIN file, a ruling with the advice (each option solved
/// double dummy: a record of a few deals); `each_deal::rule` reads a record file a deal at a
/// time, and standard input by `stdin.rs`.
pub fn run(
    term: &mut Term,
    path: &Path,
    json: bool,
    code: Option<Code>,
    asked: Asked,
    customs: &CustomsArgs,
) -> Status {
    match super::read_and_parse(term, path) {
        Ok((name, _, record)) => run_read(term, &name, &record, json, code, asked, customs),
        Err(status) => Ok(status),
    }
}

/// [`run`] on a record read whole, `name` in messages.
pub fn run_read(
    term: &mut Term,
    name: &str,
    record: &Record,
    json: bool,
    code: Option<Code>,
    asked: Asked,
    customs: &CustomsArgs,
) -> Status {
    let (code, customs) = match with_customs(term, name, record, code, customs) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    let r = case::rule_record_with(record, code, &customs, asked.advise, asked.tricks);
    if json {
        term.document(&r.body)
    } else {
        term.print(&r.text)
    }
}
