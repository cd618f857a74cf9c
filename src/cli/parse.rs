//! `foster parse FILE [--json]`: what a record says.

use std::path::Path;

use foster::record::Record;
use foster::stream::list::ListDocument;
use foster::stream::parsed::{deal_summary, head_summary, summary};
use foster::stream::sink::Stop;

use super::term::{BAD, OK, Status, Term, WriteError};
use super::version::Readings;
use super::{EachDeal, Source};

/// Reads one record and prints it: as pretty JSON with `--json`, otherwise as a short summary
/// a player can read. Exit status 2 on a bad record.
///
/// A record file is read a deal at a time, twice: once to check it (a bad record prints
/// nothing but its diagnostics, as when it was read whole), then again to write it deal by
/// deal, so that memory holds a deal, not the file, and a record of any length and number of
/// deals is read, as `foster check` reads it. Standard input is kept to be read so
/// (`stdin.rs`: read whole within the whole text's limits, as before); a PBN or LIN file is
/// read whole.
pub fn run(term: &mut Term, path: &Path, json: bool) -> Status {
    if path.as_os_str() == "-" {
        return super::stdin::read(
            term,
            |term, _, record| write_whole(term, record, json),
            |term, source| match read_twice(term, source, json) {
                Ok(status) => status,
                // Standard input kept is plainly a record: it was so when it was kept.
                Err((name, _)) => Ok(term.changed_while_read(&name)),
            },
        );
    }
    match read_twice(term, Source::Named(path), json) {
        Ok(status) => status,
        Err((name, text)) => match super::read_text(term, name, text) {
            Ok((_, _, read)) => write_whole(term, read.record, json),
            Err(status) => Ok(status),
        },
    }
}

/// A record read whole, written.
fn write_whole(term: &mut Term, record: Record, json: bool) -> Status {
    if json {
        term.document(&foster::json::RecordBody { record })
    } else {
        term.print(&summary(&record))
    }
}

/// A plain record read a deal at a time, checked, then written; a file that is not plainly a
/// record is handed back read whole (its name and text).
fn read_twice(term: &mut Term, source: Source, json: bool) -> Result<Status, (String, String)> {
    let mut readings = Readings::default();
    match source.read_each_deal(&mut readings, |_| {}) {
        Ok(EachDeal::Record(_, head)) => {
            Ok(write_each_deal(term, source, &mut readings, head, json))
        }
        Ok(EachDeal::Whole(name, text)) => Err((name, text)),
        Ok(EachDeal::Changed(name)) => Ok(Ok(term.changed_while_read(&name))),
        Err(not_read) => {
            not_read.tell(term);
            Ok(Ok(BAD))
        }
    }
}

/// The record read again a deal at a time, each deal written as it is read after `head` (the
/// record without its deals, from the first reading).
fn write_each_deal(
    term: &mut Term,
    source: Source,
    readings: &mut Readings,
    head: Record,
    json: bool,
) -> Status {
    let mut failed: Option<WriteError> = None;
    // A document that cannot be written, or made (serde_json), is a failure to write it.
    let failure = |stop| match stop {
        Stop::Write(e) | Stop::Keep(e) => WriteError(e),
    };
    let read = if json {
        let body = foster::json::RecordBody { record: head };
        let (file, pretty) = (term.json_file().map(str::to_string), term.json_pretty());
        let mut doc =
            ListDocument::begin(&body, "deals", file.as_deref(), pretty, term).map_err(failure)?;
        let read = source.read_each_deal(readings, |deal| {
            if failed.is_none()
                && let Err(stop) = doc.item(&deal, term)
            {
                failed = Some(failure(stop));
            }
        });
        if failed.is_none() && matches!(read, Ok(EachDeal::Record(..))) {
            doc.end(term).map_err(failure)?;
        }
        read
    } else {
        term.print(&head_summary(&head))?;
        source.read_each_deal(readings, |deal| {
            if failed.is_none()
                && let Err(e) = term.print(&deal_summary(&deal))
            {
                failed = Some(e);
            }
        })
    };
    if let Some(e) = failed {
        return Err(e);
    }
    match read {
        Ok(EachDeal::Record(..)) => Ok(OK),
        // The file changed between the two readings, or during the second.
        Ok(EachDeal::Whole(name, _) | EachDeal::Changed(name)) => {
            Ok(term.changed_while_read(&name))
        }
        Err(not_read) => {
            not_read.tell(term);
            Ok(BAD)
        }
    }
}
