//! `foster rule` and `foster score` of a record file read a deal at a time, in the memory of a
//! deal and a rubber's pad rather than the file's, and with the same bytes, text or JSON, as
//! the record read whole.
//!
//! The file is read first to check it (a bad record prints nothing but its diagnostics), with
//! the revoke claims written about earlier deals (and, if there are any, a second time to find
//! those deals: Pirate law 59 marks the earlier deal's ruling); then again, each deal ruled as
//! it is read ([`foster::stream::DealByDeal`]). A ruling's deals are written as they are ruled;
//! what its text or document gives after them (the pads, the notes, the wash-book, what the
//! code does not govern), and the whole of a score (which an error would replace by a
//! message), are kept until the end in spools (`spool.rs`: in memory up to a mebibyte each,
//! past it in a temporary file). A JSON document is made at the end with its lists empty, and
//! written with each list's items put in, as serde_json would indent them.
//!
//! Standard input, which can be read only once, is kept by `stdin.rs` and read as a file is
//! (whole within the whole text's limits, as before).

use std::io;
use std::path::Path;

use foster::case::{Customs, RuleError, wording};
use foster::json::ReportBody;
use foster::json::{PortlandScore, RulingBody, ScoreBody};
use foster::record::Code;
use foster::score::pirate::{SessionEnd, SessionEvent, SessionScore};
use foster::score::{ScoreError, render_pad};
use foster::stream::{ClaimsWritten, DealByDeal, LateClaims, Ruled};

use super::score::CustomsArgs;
use super::spool::{List, Spool, Stop, fill, hole};
use super::term::{BAD, OK, Status, Term};
use super::version::Readings;
use super::{EachDeal, Source};

/// What is made of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// `foster rule`: the rulings, then the pad.
    Rule,
    /// `foster score`: the pad.
    Score,
}

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
    let mut out = Output::new(command, json, code, customs);
    if let Err(stop) = out.begin(term) {
        return out.stopped(term, name, stop);
    }
    let mut by_deal = DealByDeal::new(head, deals, code, customs, late);
    let read = source.read_each_deal(readings, |deal| {
        by_deal.deal(deal, &mut |ruled| out.take(term, ruled));
    });
    if let Some(stop) = out.stop.take() {
        return out.stopped(term, name, stop);
    }
    if let Some(status) = changed(term, read) {
        return status;
    }
    let end = by_deal.finish(&mut |ruled| out.take(term, ruled));
    if let Some(stop) = out.stop.take() {
        return out.stopped(term, name, stop);
    }
    match out.finish(term, name, end) {
        Ok(status) => Ok(status),
        Err(stop) => out.stopped(term, name, stop),
    }
}

/// The output of a ruling or a score made a deal at a time.
#[derive(Debug)]
struct Output {
    command: Command,
    json: bool,
    pretty: bool,
    code: Code,
    portland: foster::score::portland::ScoringOptions,
    /// A ruling's document as far as its list of deals, written at the start, and that list.
    opening: String,
    deals: Option<List>,
    /// The Pirate pads (the first without its heading, which it has when there are several),
    /// the notes on honours, the notes on rubbers.
    pads: Spool,
    honours: Spool,
    rubber_notes: Spool,
    /// The Portland pad's rubbers, their results, its notes.
    rubbers: Spool,
    settlements: Spool,
    notes: Spool,
    not_governed: Spool,
    stop: Option<Stop>,
}

impl Output {
    fn new(command: Command, json: bool, code: Code, customs: &Customs) -> Output {
        Output {
            command,
            json,
            pretty: true,
            code,
            portland: customs.portland,
            opening: String::new(),
            deals: None,
            pads: Spool::default(),
            honours: Spool::default(),
            rubber_notes: Spool::default(),
            rubbers: Spool::default(),
            settlements: Spool::default(),
            notes: Spool::default(),
            not_governed: Spool::default(),
            stop: None,
        }
    }

    /// The ruling's report as far as its first deal: its document to the list of deals, or
    /// the text's first line.
    fn begin(&mut self, term: &mut Term) -> Result<(), Stop> {
        self.pretty = term.json_pretty();
        if self.command != Command::Rule {
            return Ok(());
        }
        if !self.json {
            let first = match self.code {
                Code::Portland1895 => format!("Code: {}\n", self.code),
                _ => format!("Ruled under {}\n", self.code),
            };
            term.print(&first)?;
            return Ok(());
        }
        let text = term.document_text(&self.ruling_body(None))?;
        let (at, indent) = hole(&text, 0, "deals", self.pretty)?;
        self.opening = text[..at].to_string();
        term.write_json(self.opening.as_bytes())?;
        self.deals = Some(List {
            indent,
            pretty: self.pretty,
            first: true,
        });
        Ok(())
    }

    /// The ruling's document with its lists empty: the report, and the Pirate score (`end`,
    /// once known).
    fn ruling_body(&self, end: Option<&Result<SessionEnd, ScoreError>>) -> RulingBody {
        let report = match self.code {
            Code::Portland1895 => ReportBody::Portland(self.portland_report()),
            _ => ReportBody::Pirate(foster::law::pirate::report::PirateReport {
                code: self.code,
                deals: Vec::new(),
            }),
        };
        RulingBody {
            report,
            score: end.and_then(|e| e.as_ref().ok()).map(session_head),
            score_error: end.and_then(|e| e.as_ref().err()).cloned(),
            not_governed: Vec::new(),
            advice: None,
        }
    }

    fn portland_report(&self) -> foster::json::PortlandRuling {
        foster::json::PortlandRuling {
            code: self.code,
            options: self.portland,
            deals: Vec::new(),
            pad: foster::score::portland::Pad::default(),
            settlements: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// What the record ruled a deal at a time hands on.
    fn take(&mut self, term: &mut Term, ruled: Ruled) {
        if self.stop.is_some() {
            return;
        }
        if let Err(stop) = self.keep(term, ruled) {
            self.stop = Some(stop);
        }
    }

    fn keep(&mut self, term: &mut Term, ruled: Ruled) -> Result<(), Stop> {
        let (rule, json, pretty) = (self.command == Command::Rule, self.json, self.pretty);
        let note = |n: &str| match rule {
            true => wording::score_note(n),
            false => format!("Note: {n}\n"),
        };
        match ruled {
            Ruled::PirateDeal(deal) if rule => match &mut self.deals {
                Some(list) => {
                    let item = serde_json::to_string_pretty(&deal).map_err(io::Error::other)?;
                    let item = if pretty {
                        item
                    } else {
                        serde_json::to_string(&deal).map_err(io::Error::other)?
                    };
                    term.write_json(list.item(&item).as_bytes())?;
                }
                None => {
                    term.print(&foster::law::render_pirate_deal(&deal))?;
                }
            },
            Ruled::PirateDeal(_) => {}
            Ruled::PortlandDeal(deal) => {
                if rule {
                    match &mut self.deals {
                        Some(list) => {
                            let item = if pretty {
                                serde_json::to_string_pretty(&deal)
                            } else {
                                serde_json::to_string(&deal)
                            }
                            .map_err(io::Error::other)?;
                            term.write_json(list.item(&item).as_bytes())?;
                        }
                        None => {
                            term.print(&foster::law::render_portland_deal(&deal))?;
                        }
                    }
                } else {
                    for n in &deal.notes {
                        let n = format!("deal {}: {n}", deal.label);
                        match json {
                            true => self.notes.push_item(&n, pretty)?,
                            false => self.notes.push(format!("Note: {n}\n").as_bytes())?,
                        }
                    }
                }
            }
            Ruled::NotGoverned(ng) if rule => match json {
                true => self.not_governed.push_item(&ng, pretty)?,
                false => self
                    .not_governed
                    .push(wording::not_governed(&ng.deal, &ng.note).as_bytes())?,
            },
            Ruled::NotGoverned(_) => {}
            Ruled::Score(SessionEvent::Pad(pad)) => match json {
                true => self.pads.push_item(&pad, pretty)?,
                false => {
                    let text = match self.pads.items {
                        0 => render_pad(&pad),
                        i => foster::score::pirate::render_session_pad(i, true, &pad),
                    };
                    self.pads.push(text.as_bytes())?;
                }
            },
            Ruled::Score(SessionEvent::HonoursNote(n)) => match json {
                true => self.honours.push_item(&n, pretty)?,
                false => self.honours.push(note(&n).as_bytes())?,
            },
            Ruled::Score(SessionEvent::RubberNote(n)) => match json {
                true => self.rubber_notes.push_item(&n, pretty)?,
                false => self.rubber_notes.push(note(&n).as_bytes())?,
            },
            Ruled::PortlandRubber(rubber) => {
                let i = self.rubbers.items;
                if json {
                    self.rubbers.push_item(&rubber, pretty)?;
                    if let Some(s) = rubber.settle(&self.portland) {
                        self.settlements.push_item(&s, pretty)?;
                    }
                } else {
                    let text = match self.command {
                        Command::Rule => {
                            foster::score::portland::render_rubber_text(i, &rubber, &self.portland)
                        }
                        Command::Score => {
                            super::score::portland_rubber_text(i, &rubber, &self.portland)
                        }
                    };
                    self.rubbers.push(text.as_bytes())?;
                }
            }
            Ruled::PortlandNote(n) => match (rule, json) {
                (_, true) => self.notes.push_item(&n, pretty)?,
                // Every such note comes before the first deal ruled, under the code's line.
                (true, false) => {
                    term.print(&format!("Note: {n}\n"))?;
                }
                (false, false) => self.notes.push(format!("Note: {n}\n").as_bytes())?,
            },
        }
        Ok(())
    }

    /// The end: what was kept, in its place.
    fn finish(
        &mut self,
        term: &mut Term,
        name: &str,
        end: Option<Result<SessionEnd, ScoreError>>,
    ) -> Result<u8, Stop> {
        if self.command == Command::Score
            && let Some(Err(e)) = &end
        {
            term.error(name, format_args!("the score cannot be kept: {e}"));
            return Ok(BAD);
        }
        if self.json {
            self.finish_json(term, end.as_ref())?;
        } else {
            self.finish_text(term, end.as_ref())?;
        }
        Ok(OK)
    }

    fn finish_text(
        &mut self,
        term: &mut Term,
        end: Option<&Result<SessionEnd, ScoreError>>,
    ) -> Result<(), Stop> {
        let rule = self.command == Command::Rule;
        match end {
            Some(Err(e)) => {
                term.print(&wording::score_error(e))?;
            }
            Some(Ok(_)) if rule && self.nothing_scored(end) => {
                term.print(wording::NOTHING_SCORED)?;
            }
            Some(Ok(end)) => {
                if rule {
                    term.print(wording::SCORE)?;
                }
                let several = self.pads.items > 1;
                if several {
                    term.print("Rubber 1\n")?;
                }
                self.pads.print(term)?;
                if several {
                    match (&end.wash_book, &end.wash_book_error) {
                        (Some(done), _) => {
                            use foster::score::wash_book as w;
                            term.print(foster::score::pirate::WASH_BOOK_HEADING)?;
                            let book = done.head();
                            term.print(&w::render_wash_book_head(&book))?;
                            for row in done.rows() {
                                term.print(&w::render_wash_row(&book, &row))?;
                            }
                            term.print(&w::render_wash_book_foot(&book))?;
                        }
                        (None, Some(e)) => {
                            term.print(&foster::score::pirate::render_wash_book_error(e))?;
                        }
                        (None, None) => {}
                    }
                }
                self.honours.print(term)?;
                self.rubber_notes.print(term)?;
            }
            None => {
                if !rule && self.rubbers.items == 0 {
                    term.print(super::score::PORTLAND_NOTHING_SCORED)?;
                }
                self.rubbers.print(term)?;
                self.notes.print(term)?;
            }
        }
        if rule && self.not_governed.items > 0 {
            term.print(&wording::not_governed_heading(self.code))?;
            self.not_governed.print(term)?;
        }
        Ok(())
    }

    /// Whether no Pirate pad has an entry (the ruling says there is nothing to score yet).
    fn nothing_scored(&self, end: Option<&Result<SessionEnd, ScoreError>>) -> bool {
        matches!(end, Some(Ok(end)) if end.nothing)
    }

    fn finish_json(
        &mut self,
        term: &mut Term,
        end: Option<&Result<SessionEnd, ScoreError>>,
    ) -> Result<(), Stop> {
        let pretty = self.pretty;
        let text = match self.command {
            Command::Rule => term.document_text(&self.ruling_body(end))?,
            Command::Score => term.document_text(&match end {
                Some(end) => ScoreBody {
                    code: self.code,
                    pirate: end.as_ref().ok().map(session_head),
                    portland: None,
                },
                None => ScoreBody {
                    code: self.code,
                    pirate: None,
                    portland: Some(PortlandScore {
                        options: self.portland,
                        pad: foster::score::portland::Pad::default(),
                        settlements: Vec::new(),
                        notes: Vec::new(),
                    }),
                },
            })?,
        };
        let mut at = 0;
        if let Some(deals) = self.deals.take() {
            // The opening written at the start is the document's own.
            let (after, _) = hole(&text, 0, "deals", pretty)?;
            if text[..after] != self.opening {
                return Err(Stop::Keep(io::Error::other(
                    "the document's opening changed while its deals were written",
                )));
            }
            term.write_json(deals.close().as_bytes())?;
            at = after;
        }
        // The lists kept, in the document's order.
        match end {
            Some(Ok(end)) => {
                fill(term, &text, &mut at, "rubbers", pretty, |term, list| {
                    self.pads.write_items(term, list)
                })?;
                if let Some(done) = &end.wash_book {
                    fill(term, &text, &mut at, "rows", pretty, |term, list| {
                        for row in done.rows() {
                            let item = if pretty {
                                serde_json::to_string_pretty(&row)
                            } else {
                                serde_json::to_string(&row)
                            }
                            .map_err(io::Error::other)?;
                            term.write_json(list.item(&item).as_bytes())?;
                        }
                        Ok(())
                    })?;
                }
                fill(term, &text, &mut at, "notes", pretty, |term, list| {
                    self.honours.write_items(term, list)?;
                    self.rubber_notes.write_items(term, list)
                })?;
            }
            Some(Err(_)) => {}
            None => {
                fill(term, &text, &mut at, "rubbers", pretty, |term, list| {
                    self.rubbers.write_items(term, list)
                })?;
                fill(term, &text, &mut at, "settlements", pretty, |term, list| {
                    self.settlements.write_items(term, list)
                })?;
                fill(term, &text, &mut at, "notes", pretty, |term, list| {
                    self.notes.write_items(term, list)
                })?;
            }
        }
        // What the code does not govern: the ruling's last list, left out when empty.
        let close = if pretty { "\n}" } else { "}" };
        let Some(before_close) = text.len().checked_sub(close.len()) else {
            return Err(Stop::Keep(io::Error::other("the document is empty")));
        };
        term.write_json(&text.as_bytes()[at..before_close])?;
        if self.command == Command::Rule && self.not_governed.items > 0 {
            let mut list = List {
                indent: if pretty { "  ".into() } else { String::new() },
                pretty,
                first: true,
            };
            let key = if pretty {
                ",\n  \"not_governed\": ["
            } else {
                ",\"not_governed\":["
            };
            term.write_json(key.as_bytes())?;
            self.not_governed.write_items(term, &mut list)?;
            term.write_json(format!("{}]", list.close()).as_bytes())?;
        }
        term.write_json(format!("{}\n", &text[before_close..]).as_bytes())?;
        Ok(())
    }

    /// The status after the writing stopped: a write error handed on, any other said.
    fn stopped(&self, term: &mut Term, name: &str, stop: Stop) -> Status {
        match stop {
            Stop::Write(e) => Err(e),
            Stop::Keep(e) => {
                term.error(
                    name,
                    format_args!("cannot keep the output for its end: {e}"),
                );
                Ok(BAD)
            }
        }
    }
}

/// A session's score with its lists empty (its wash-book without its rows).
fn session_head(end: &SessionEnd) -> SessionScore {
    SessionScore {
        rubbers: Vec::new(),
        wash_book: end.wash_book.as_ref().map(|done| done.head()),
        wash_book_error: end.wash_book_error.clone(),
        notes: Vec::new(),
    }
}
