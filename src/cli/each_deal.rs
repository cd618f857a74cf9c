//! `foster rule` and `foster score` of a record file read a deal at a time, in the memory of a
//! deal and a rubber's pad rather than the file's, and with the same bytes, text or JSON, as
//! the record read whole.
//!
//! The file is read first to check it (a bad record prints nothing but its diagnostics), with
//! the revoke claims written about earlier deals (and, if there are any, a second time to find
//! those deals: Pirate law 59 marks the earlier deal's ruling); then again, each deal handed to
//! the library's writer ([`foster::stream::writer::Writer`]), which rules it and writes the
//! ruling or score to the terminal as it is made, the same bytes as the record read whole.
//!
//! Standard input, which can be read only once, is kept by `stdin.rs` and read as a file is
//! (whole within the whole text's limits, as before).

use std::path::Path;

use foster::case::{Customs, RuleError};
use foster::record::Code;
use foster::stream::sink::Stop;
use foster::stream::writer::{Command, Finished, Options, Writer};
use foster::stream::{ClaimsWritten, LateClaims};

use super::score::CustomsArgs;
use super::term::{BAD, OK, Status, Term, WriteError};
use super::version::Readings;
use super::{EachDeal, Source};

/// `foster rule FILE`: a record file ruled a deal at a time, so that it may be of any length,
/// and written as it is ruled; standard input kept so that it is read as a file (`stdin.rs`);
/// a PBN or LIN file, and a ruling with the advice or the tricks, read whole (`rule::run`).
pub fn rule(
    term: &mut Term,
    path: &Path,
    json: bool,
    code: Option<Code>,
    asked: super::rule::Asked,
    customs: &CustomsArgs,
) -> Status {
    if asked.advise || asked.tricks {
        return super::rule::run(term, path, json, code, asked, customs);
    }
    read_and_run(term, path, json, code, customs, Command::Rule)
}

/// `foster score FILE`: a record file scored a deal at a time, so that it may be of any
/// length; standard input kept so that it is read as a file (`stdin.rs`); a PBN or LIN file
/// read whole (`score::run_read`).
pub fn score(
    term: &mut Term,
    path: &Path,
    json: bool,
    code: Option<Code>,
    customs: &CustomsArgs,
) -> Status {
    read_and_run(term, path, json, code, customs, Command::Score)
}

/// A file named, or standard input, ruled or scored: a record a deal at a time; any other
/// text whole (and standard input within a text held whole's limits: `stdin.rs`).
fn read_and_run(
    term: &mut Term,
    path: &Path,
    json: bool,
    code: Option<Code>,
    customs: &CustomsArgs,
    command: Command,
) -> Status {
    if path.as_os_str() == "-" {
        return super::stdin::read(
            term,
            |term, name, record| whole(term, name, &record, json, code, customs, command),
            |term, source| match run(term, source, json, code, customs, command) {
                Ran::Done(status) => status,
                // Standard input kept is plainly a record: it was so when it was kept.
                Ran::Whole(name, _) => Ok(term.changed_while_read(&name)),
            },
        );
    }
    match run(term, Source::Named(path), json, code, customs, command) {
        Ran::Done(status) => status,
        Ran::Whole(name, text) => whole_text(term, name, text, json, code, customs, command),
    }
}

/// A text read whole (a record, PBN or LIN), ruled or scored.
fn whole_text(
    term: &mut Term,
    name: String,
    text: String,
    json: bool,
    code: Option<Code>,
    customs: &CustomsArgs,
    command: Command,
) -> Status {
    match super::read_text(term, name, text) {
        Ok((name, _, read)) => whole(term, &name, &read.record, json, code, customs, command),
        Err(status) => Ok(status),
    }
}

/// A record read whole, ruled or scored.
fn whole(
    term: &mut Term,
    name: &str,
    record: &foster::record::Record,
    json: bool,
    code: Option<Code>,
    customs: &CustomsArgs,
    command: Command,
) -> Status {
    match command {
        Command::Rule => {
            let asked = super::rule::Asked::default();
            super::rule::run_read(term, name, record, json, code, asked, customs)
        }
        Command::Score => super::score::run_read(term, name, record, json, code, customs),
    }
}

/// What [`run`] made of a file.
enum Ran {
    /// A record ruled or scored a deal at a time, or refused: the status.
    Done(Status),
    /// A file that is not plainly a record (PBN, LIN), read whole for the caller: its name and
    /// text.
    Whole(String, String),
}

/// Rules on or scores a record file read a deal at a time, as `command` does the record read
/// whole; a file that is not plainly a record (PBN, LIN) is handed back read whole.
fn run(
    term: &mut Term,
    source: Source,
    json: bool,
    code: Option<Code>,
    given: &CustomsArgs,
    command: Command,
) -> Ran {
    let mut claims = ClaimsWritten::default();
    let mut deals = 0usize;
    let mut readings = Readings::default();
    let (name, head) = match source.read_each_deal(&mut readings, |deal| {
        deals += 1;
        claims.deal(&deal);
    }) {
        Ok(EachDeal::Record(name, head)) => (name, head),
        Ok(EachDeal::Whole(name, text)) => return Ran::Whole(name, text),
        Ok(EachDeal::Changed(name)) => return Ran::Done(Ok(term.changed_while_read(&name))),
        Err(not_read) => {
            not_read.tell(term);
            return Ran::Done(Ok(BAD));
        }
    };
    let Some(code) = code.or(head.code) else {
        term.error(&name, RuleError::NoCode);
        return Ran::Done(Ok(BAD));
    };
    let customs = match given.for_code(code) {
        Ok(customs) => customs,
        Err(message) => {
            term.error(&name, message);
            return Ran::Done(Ok(BAD));
        }
    };
    let late = if code.is_pirate() && claims.any() {
        let mut finding = claims.find();
        let read = source.read_each_deal(&mut readings, |deal| finding.deal(&deal));
        if let Some(status) = changed(term, read) {
            return Ran::Done(status);
        }
        finding.done()
    } else {
        LateClaims::default()
    };
    Ran::Done(rule_each_deal(
        term,
        (source, &mut readings),
        &name,
        &head,
        deals,
        code,
        &customs,
        late,
        json,
        command,
    ))
}

/// The status when a reading after the first did not read the record as it was (the file
/// changed), having said so; `None` when it did.
fn changed(term: &mut Term, read: Result<EachDeal, super::NotRead>) -> Option<Status> {
    match read {
        Ok(EachDeal::Record(..)) => None,
        Ok(EachDeal::Whole(name, _) | EachDeal::Changed(name)) => {
            Some(Ok(term.changed_while_read(&name)))
        }
        Err(not_read) => {
            not_read.tell(term);
            Some(Ok(BAD))
        }
    }
}

/// The ruling or score of a record read a deal at a time, written as it is made
/// ([`foster::stream::writer`], the library's: the same bytes as the record read whole).
#[allow(clippy::too_many_arguments)]
fn rule_each_deal(
    term: &mut Term,
    (source, readings): (Source, &mut Readings),
    name: &str,
    head: &foster::record::Record,
    deals: usize,
    code: Code,
    customs: &Customs,
    late: LateClaims,
    json: bool,
    command: Command,
) -> Status {
    let options = Options {
        json,
        pretty: term.json_pretty(),
        file: term.json_file().map(str::to_string),
        ..Options::new(command)
    };
    let mut writer = Writer::new(head, deals, code, customs, late, options);
    if let Err(stop) = writer.begin(term) {
        return stopped(term, name, stop);
    }
    let read = source.read_each_deal(readings, |deal| writer.deal(deal, term));
    if let Some(stop) = writer.stopped() {
        return stopped(term, name, stop);
    }
    if let Some(status) = changed(term, read) {
        return status;
    }
    match writer.finish(term) {
        Ok(Finished::Written) => Ok(OK),
        Ok(Finished::ScoreNotKept(e)) => {
            term.error(name, format_args!("the score cannot be kept: {e}"));
            Ok(BAD)
        }
        Err(stop) => stopped(term, name, stop),
    }
}

/// The status after the writing stopped: a write error handed on (a closed pipe ends quietly),
/// any other said.
fn stopped(term: &mut Term, name: &str, stop: Stop) -> Status {
    match stop {
        Stop::Write(e) => Err(WriteError(e)),
        Stop::Keep(e) => {
            term.error(
                name,
                format_args!("cannot keep the output for its end: {e}"),
            );
            Ok(BAD)
        }
    }
}
