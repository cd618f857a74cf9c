//! `foster check FILE...`: is each record well written, and can it be ruled on?

use std::path::Path;

use foster::case::RuleError;
use foster::json::CheckBody;
use foster::record::{self, Code};

use super::term::{BAD, OK, Status, Term};
use super::{EachDeal, display_name, read_each_deal, term};

/// Checks every file, each line naming its file (so no heading); with `--json`, one `check`
/// document per file. Gives the worst status.
pub fn run_all(
    term: &mut Term,
    files: &[std::path::PathBuf],
    json: bool,
    code: Option<Code>,
) -> Status {
    let mut worst = OK;
    for (i, path) in files.iter().enumerate() {
        if json {
            term.begin_file(&display_name(path), i == 0, files.len() > 1, true)?;
        }
        worst = worst.max(run(term, path, json, code)?);
    }
    Ok(worst)
}

/// Checks one file; prints `FILE: ok (N deals)` for a good one and the diagnostics (to
/// standard error) for a bad one, or with `--json` a `check` document either way. A record
/// that names no code, with no `--code` given, is well written but cannot be ruled on: a
/// warning says so, as `foster rule` would refuse it. Exit status 2 if the file is bad or
/// cannot be read.
pub fn run(term: &mut Term, path: &Path, json: bool, code: Option<Code>) -> Status {
    let mut body = CheckBody {
        ok: false,
        deals: None,
        read_as: None,
        code,
        warnings: Vec::new(),
        diagnostics: Vec::new(),
        more_diagnostics: 0,
        error: None,
    };
    // A record is read a deal at a time: a record of a club's history is checked in the
    // memory of a deal, not of the file (and has no length or number of deals to refuse). A
    // PBN or LIN file is read whole.
    let mut n = 0usize;
    let (name, text) = match read_each_deal(path, |_| n += 1) {
        Ok(EachDeal::Record(name, rec)) => {
            let format = foster::formats::Format::Record;
            good(term, &mut body, &name, n, format, rec.code, json)?;
            if json {
                term.document(&body)?;
            }
            return Ok(OK);
        }
        Ok(EachDeal::Whole(name, text)) => (name, text),
        Ok(EachDeal::Changed(name)) => {
            if !json {
                return Ok(term.changed_while_read(&name));
            }
            body.error = Some(term::CHANGED_WHILE_READ.to_string());
            term.document(&body)?;
            return Ok(BAD);
        }
        Err(not_read) => {
            if !json {
                term.eprint_styled(&not_read.message);
                return Ok(BAD);
            }
            match not_read.why {
                Ok(diagnostics) => {
                    body.diagnostics = diagnostics;
                    body.more_diagnostics = not_read.not_kept;
                }
                Err(why) => body.error = Some(why),
            }
            term.document(&body)?;
            return Ok(BAD);
        }
    };
    let status = match foster::formats::read(&text) {
        // A file of boards whose games with mistakes were left out: check reports them as
        // mistakes of the file, and says the others can be read.
        Ok(foster::formats::Read {
            left_out: Some(left),
            ..
        }) => {
            if !json {
                term.eprint_diagnostics(&name, &text, &left.mistakes);
                term.note(&name, left.summary());
            }
            let listed = left.mistakes.0.len().min(record::MAX_KEPT);
            body.diagnostics = left.mistakes.0[..listed].to_vec();
            body.more_diagnostics = left.mistakes.0.len() - listed;
            BAD
        }
        Ok(read) => {
            if !json {
                super::tell_boards(term, &name, &read);
            }
            let n = read.record.deals.len();
            good(
                term,
                &mut body,
                &name,
                n,
                read.format,
                read.record.code,
                json,
            )?;
            OK
        }
        Err(diagnostics) => {
            if !json {
                term.eprint_diagnostics(&name, &text, &diagnostics);
            }
            // A text held whole (within its 4 MiB) lists its mistakes as a record read a deal at a
            // time does: the first `MAX_KEPT`, and a count of the rest.
            let listed = diagnostics.0.len().min(record::MAX_KEPT);
            body.diagnostics = diagnostics.0[..listed].to_vec();
            body.more_diagnostics = diagnostics.0.len() - listed;
            BAD
        }
    };
    if json {
        term.document(&body)?;
    }
    Ok(status)
}

/// A good file of `n` deals read as `format`: its `check` document filled in and, without
/// `--json`, `FILE: ok (N deals)` and the warnings printed.
fn good(
    term: &mut Term,
    body: &mut CheckBody,
    name: &str,
    n: usize,
    format: foster::formats::Format,
    record_code: Option<Code>,
    json: bool,
) -> Result<(), term::WriteError> {
    body.ok = true;
    body.deals = Some(n);
    body.read_as = Some(format.name().to_string());
    body.code = body.code.or(record_code);
    if body.code.is_none() {
        body.warnings.push(RuleError::NoCode.to_string());
    }
    if !json {
        term.print_styled(&foster::stream::terminal::checked(name, n, format))?;
        for w in &body.warnings {
            term.warning(name, w);
        }
    }
    Ok(())
}
