//! `foster parse FILE [--json]`: what a record says.

use std::path::Path;

use foster::cards::Seat;
use foster::record::{self, Action, DealRecord, Record};

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
    let read = if json {
        let body = foster::json::RecordBody { record: head };
        let mut doc = term.begin_document(&body, "deals")?;
        let read = source.read_each_deal(readings, |deal| {
            if failed.is_none()
                && let Err(e) = term.document_item(&mut doc, &deal)
            {
                failed = Some(e);
            }
        });
        if failed.is_none() && matches!(read, Ok(EachDeal::Record(..))) {
            term.end_document(doc)?;
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

/// The record in a few lines: code, players, and each deal's dealer, hands and events.
fn summary(rec: &Record) -> String {
    let mut out = head_summary(rec);
    for deal in &rec.deals {
        out.push_str(&deal_summary(deal));
    }
    out
}

/// The summary's first lines: the code, the players, the nullo.
fn head_summary(rec: &Record) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "code: {}\n",
        rec.code
            .map_or("(not given)".to_string(), |c| c.to_string())
    ));
    for p in &rec.players {
        out.push_str(&format!("player: {} {}\n", p.seat, p.name));
    }
    if rec.nullo_allowed {
        out.push_str("nullo: allowed\n");
    }
    out
}

/// One deal in the summary: its dealer, hands and the count of its events.
fn deal_summary(deal: &DealRecord) -> String {
    let mut out = String::new();
    out.push_str(&format!("deal {}\n", deal.label));
    if let Some(d) = deal.dealer {
        out.push_str(&format!("  dealer: {}\n", d.name()));
    }
    for seat in Seat::ALL {
        if let Some(h) = deal.hands.hand(seat) {
            out.push_str(&format!("  {}: {}\n", seat, h.diagram()));
        }
    }
    let count = |events: &[record::Event]| {
        let plays = events
            .iter()
            .filter(|e| matches!(e.action, Action::Play { .. }))
            .count();
        let calls = events
            .iter()
            .filter(|e| matches!(e.action, Action::Call { .. }))
            .count();
        (calls, plays, events.len() - plays - calls)
    };
    let (ac, ap, ai) = count(&deal.auction);
    let (pc, pp, pi) = count(&deal.play);
    out.push_str(&format!(
        "  auction: {ac} calls, {ap} plays, {ai} other events\n  play: {pp} plays, {pc} calls, {pi} other events\n"
    ));
    if let Some(r) = &deal.result {
        out.push_str(&format!("  result: {} tricks\n", r.tricks));
    }
    out.push_str(&format!(
        "  honours statements: {}, claims: {}\n",
        deal.honors.len(),
        deal.claims.len()
    ));
    out
}
