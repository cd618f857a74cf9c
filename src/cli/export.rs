//! `foster export FILE --pbn OUT`: a record (or a PBN or LIN file) written as PBN 2.1, with
//! what the laws make of each deal in PBN's own tags (the contract, the declarer, the result)
//! and foster's tags for the rest; `--record OUT` writes the record language instead (a PBN or
//! LIN file translated).

use std::path::Path;

use foster::formats::pbn;
use foster::record::Code;

use super::term::{BAD, OK, Status, Term};

/// What to write.
pub enum Target<'a> {
    Pbn(&'a Path),
    Record(&'a Path),
}

/// Reads the file, writes it out. Exit status 2 for bad input, and when the output cannot be
/// written.
pub fn run(term: &mut Term, path: &Path, target: Target<'_>, code: Option<Code>) -> Status {
    let (name, _, read) = match super::read_file(term, path) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    let (out_path, text) = match target {
        Target::Record(out) => {
            let (text, named) = foster::formats::players::record_with_players(&read);
            if !named {
                term.note(
                    &name,
                    "the players' names are left out of the record: one of them cannot be written in the record language",
                );
            }
            (out, text)
        }
        Target::Pbn(out) => {
            // The writer copies events from the record-language text: the record with its
            // spans into that text (it parsed once; it parses again).
            let rec = match read.record_in_translation() {
                Ok(rec) => rec,
                Err(d) => {
                    term.eprint_styled(&d.render(&name, &read.record_text));
                    return Ok(BAD);
                }
            };
            let facts = foster::case::pbn_facts(&rec, code.or(rec.code));
            (
                out,
                pbn::write(&rec, &read.record_text, &facts, read.origin()),
            )
        }
    };
    // Games left out for their own mistakes: written without them, and the status says so.
    let done = if term.take_games_left_out() { BAD } else { OK };
    if out_path.as_os_str() == "-" {
        term.print_data(&text)?;
        return Ok(done);
    }
    match std::fs::write(out_path, text.as_bytes()) {
        Ok(()) => Ok(done),
        Err(e) => {
            term.error(
                &out_path.display().to_string(),
                format!("cannot write: {e}"),
            );
            Ok(BAD)
        }
    }
}
