//! The text or JSON document of `foster rule` and `foster score` made a deal at a time, from
//! what [`DealByDeal`] hands on ([`Ruled`]), with the same bytes as the record read whole
//! (`case::rule_record`, [`super::scored::score_record`]): a ruling's deals are written as they
//! are ruled; what its text or document gives after them (the pads, the notes, the wash-book,
//! what the code does not govern), and the whole of a score (which an error would replace by a
//! message), are kept until the end in spools (`spool.rs`: in memory up to a limit, past it in a
//! temporary file). A JSON document is made at the end with its lists empty, and written with
//! each list's items put in, as serde_json would indent them.

use std::io;

use crate::case::{Customs, wording};
use crate::json::{PortlandScore, ReportBody, RulingBody, ScoreBody};
use crate::record::{Code, DealRecord, Record};
use crate::score::pirate::{SessionEnd, SessionEvent, SessionScore};
use crate::score::{ScoreError, render_pad};

use super::list::{List, fill, hole};
use super::scored::{PORTLAND_NOTHING_SCORED, portland_rubber_text};
use super::sink::{self, Sink, Stop, document};
use super::spool::{IN_MEMORY, Spool};
use super::{DealByDeal, LateClaims, Ruled};

/// What is made of the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// `foster rule`: the rulings, then the pad.
    Rule,
    /// `foster score`: the pad.
    Score,
}

/// How the output is written.
#[derive(Clone, Debug)]
pub struct Options {
    pub command: Command,
    /// A JSON document, or text.
    pub json: bool,
    /// The document pretty (one file), or on one line (several).
    pub pretty: bool,
    /// The file the document describes, named in its envelope.
    pub file: Option<String>,
    /// What each spool keeps in memory before it moves to a temporary file.
    pub in_memory: usize,
}

impl Options {
    /// `command`'s text, a spool's mebibyte in memory.
    pub fn new(command: Command) -> Options {
        Options {
            command,
            json: false,
            pretty: true,
            file: None,
            in_memory: IN_MEMORY,
        }
    }
}

/// How the output ended.
#[derive(Debug)]
pub enum Finished {
    /// All was written.
    Written,
    /// A score whose Pirate pad cannot be kept: nothing was written (the caller says why).
    ScoreNotKept(ScoreError),
}

/// A record ruled or scored a deal at a time and written to a [`Sink`]: [`Writer::begin`],
/// each deal in order ([`Writer::deal`]), [`Writer::finish`].
#[derive(Debug)]
pub struct Writer<'h> {
    by_deal: DealByDeal<'h>,
    out: Output,
}

impl<'h> Writer<'h> {
    /// A record whose heading and rubbers are `head` and which has `deals` deals, ruled under
    /// `code`, its score kept by `customs`, with its revoke claims about earlier deals (`late`,
    /// found by a reading before), written as `options` say.
    pub fn new(
        head: &'h Record,
        deals: usize,
        code: Code,
        customs: &Customs,
        late: LateClaims,
        options: Options,
    ) -> Writer<'h> {
        Writer {
            by_deal: DealByDeal::new(head, deals, code, customs, late),
            out: Output::new(options, code, customs),
        }
    }

    /// The output as far as its first deal.
    pub fn begin(&mut self, sink: &mut dyn Sink) -> Result<(), Stop> {
        self.out.begin(sink)
    }

    /// The next deal of the record (the one before it is ruled and written). After the
    /// writing stopped, nothing more is written: [`Writer::stopped`] says why.
    pub fn deal(&mut self, deal: DealRecord, sink: &mut dyn Sink) {
        if self.out.stop.is_some() {
            return;
        }
        let out = &mut self.out;
        self.by_deal.deal(deal, &mut |ruled| out.take(sink, ruled));
    }

    /// Why the writing stopped, if it did.
    pub fn stopped(&mut self) -> Option<Stop> {
        self.out.stop.take()
    }

    /// The record's end: the last deal, and what was kept, in its place.
    pub fn finish(mut self, sink: &mut dyn Sink) -> Result<Finished, Stop> {
        if let Some(stop) = self.out.stop.take() {
            return Err(stop);
        }
        let out = &mut self.out;
        let end = self.by_deal.finish(&mut |ruled| out.take(sink, ruled));
        if let Some(stop) = self.out.stop.take() {
            return Err(stop);
        }
        self.out.finish(sink, end)
    }
}

/// The output of a ruling or a score made a deal at a time.
#[derive(Debug)]
struct Output {
    command: Command,
    json: bool,
    pretty: bool,
    file: Option<String>,
    code: Code,
    portland: crate::score::portland::ScoringOptions,
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
    fn new(options: Options, code: Code, customs: &Customs) -> Output {
        let spool = || Spool::new(options.in_memory);
        Output {
            command: options.command,
            json: options.json,
            pretty: options.pretty,
            code,
            portland: customs.portland,
            opening: String::new(),
            deals: None,
            pads: spool(),
            honours: spool(),
            rubber_notes: spool(),
            rubbers: spool(),
            settlements: spool(),
            notes: spool(),
            not_governed: spool(),
            stop: None,
            file: options.file,
        }
    }

    /// A document's text, pretty or on one line, naming the file.
    fn document<T: crate::json::Body>(&self, body: &T) -> Result<String, Stop> {
        document(body, self.file.as_deref(), self.pretty).map_err(|e| Stop::Keep(e.into()))
    }

    /// The ruling's report as far as its first deal: its document to the list of deals, or
    /// the text's first line.
    fn begin(&mut self, out: &mut dyn Sink) -> Result<(), Stop> {
        if self.command != Command::Rule {
            return Ok(());
        }
        if !self.json {
            let first = match self.code {
                Code::Portland1895 => format!("Code: {}\n", self.code),
                _ => format!("Ruled under {}\n", self.code),
            };
            sink::text(out, &first)?;
            return Ok(());
        }
        let text = self.document(&self.ruling_body(None))?;
        let (at, indent) = hole(&text, 0, "deals", self.pretty)?;
        self.opening = text[..at].to_string();
        sink::json(out, self.opening.as_bytes())?;
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
            _ => ReportBody::Pirate(crate::law::pirate::report::PirateReport {
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

    fn portland_report(&self) -> crate::json::PortlandRuling {
        crate::json::PortlandRuling {
            code: self.code,
            options: self.portland,
            deals: Vec::new(),
            pad: crate::score::portland::Pad::default(),
            settlements: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// What the record ruled a deal at a time hands on.
    fn take(&mut self, out: &mut dyn Sink, ruled: Ruled) {
        if self.stop.is_some() {
            return;
        }
        if let Err(stop) = self.keep(out, ruled) {
            self.stop = Some(stop);
        }
    }

    fn keep(&mut self, out: &mut dyn Sink, ruled: Ruled) -> Result<(), Stop> {
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
                    sink::json(out, list.item(&item).as_bytes())?;
                }
                None => {
                    sink::text(out, &crate::law::render_pirate_deal(&deal))?;
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
                            sink::json(out, list.item(&item).as_bytes())?;
                        }
                        None => {
                            sink::text(out, &crate::law::render_portland_deal(&deal))?;
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
                        i => crate::score::pirate::render_session_pad(i, true, &pad),
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
                            crate::score::portland::render_rubber_text(i, &rubber, &self.portland)
                        }
                        Command::Score => portland_rubber_text(i, &rubber, &self.portland),
                    };
                    self.rubbers.push(text.as_bytes())?;
                }
            }
            Ruled::PortlandNote(n) => match (rule, json) {
                (_, true) => self.notes.push_item(&n, pretty)?,
                // Every such note comes before the first deal ruled, under the code's line.
                (true, false) => {
                    sink::text(out, &format!("Note: {n}\n"))?;
                }
                (false, false) => self.notes.push(format!("Note: {n}\n").as_bytes())?,
            },
        }
        Ok(())
    }

    /// The end: what was kept, in its place.
    fn finish(
        &mut self,
        out: &mut dyn Sink,
        end: Option<Result<SessionEnd, ScoreError>>,
    ) -> Result<Finished, Stop> {
        if self.command == Command::Score
            && let Some(Err(e)) = end
        {
            return Ok(Finished::ScoreNotKept(e));
        }
        if self.json {
            self.finish_json(out, end.as_ref())?;
        } else {
            self.finish_text(out, end.as_ref())?;
        }
        Ok(Finished::Written)
    }

    fn finish_text(
        &mut self,
        out: &mut dyn Sink,
        end: Option<&Result<SessionEnd, ScoreError>>,
    ) -> Result<(), Stop> {
        let rule = self.command == Command::Rule;
        match end {
            Some(Err(e)) => {
                sink::text(out, &wording::score_error(e))?;
            }
            Some(Ok(_)) if rule && self.nothing_scored(end) => {
                sink::text(out, wording::NOTHING_SCORED)?;
            }
            Some(Ok(end)) => {
                if rule {
                    sink::text(out, wording::SCORE)?;
                }
                let several = self.pads.items > 1;
                if several {
                    sink::text(out, "Rubber 1\n")?;
                }
                self.pads.print(out)?;
                if several {
                    match (&end.wash_book, &end.wash_book_error) {
                        (Some(done), _) => {
                            use crate::score::wash_book as w;
                            sink::text(out, crate::score::pirate::WASH_BOOK_HEADING)?;
                            let book = done.head();
                            sink::text(out, &w::render_wash_book_head(&book))?;
                            for row in done.rows() {
                                sink::text(out, &w::render_wash_row(&book, &row))?;
                            }
                            sink::text(out, &w::render_wash_book_foot(&book))?;
                        }
                        (None, Some(e)) => {
                            sink::text(out, &crate::score::pirate::render_wash_book_error(e))?;
                        }
                        (None, None) => {}
                    }
                }
                self.honours.print(out)?;
                self.rubber_notes.print(out)?;
            }
            None => {
                if !rule && self.rubbers.items == 0 {
                    sink::text(out, PORTLAND_NOTHING_SCORED)?;
                }
                self.rubbers.print(out)?;
                self.notes.print(out)?;
            }
        }
        if rule && self.not_governed.items > 0 {
            sink::text(out, &wording::not_governed_heading(self.code))?;
            self.not_governed.print(out)?;
        }
        Ok(())
    }

    /// Whether no Pirate pad has an entry (the ruling says there is nothing to score yet).
    fn nothing_scored(&self, end: Option<&Result<SessionEnd, ScoreError>>) -> bool {
        matches!(end, Some(Ok(end)) if end.nothing)
    }

    fn finish_json(
        &mut self,
        out: &mut dyn Sink,
        end: Option<&Result<SessionEnd, ScoreError>>,
    ) -> Result<(), Stop> {
        let pretty = self.pretty;
        let text = match self.command {
            Command::Rule => self.document(&self.ruling_body(end))?,
            Command::Score => self.document(&match end {
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
                        pad: crate::score::portland::Pad::default(),
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
            sink::json(out, deals.close().as_bytes())?;
            at = after;
        }
        // The lists kept, in the document's order.
        match end {
            Some(Ok(end)) => {
                fill(out, &text, &mut at, "rubbers", pretty, |out, list| {
                    self.pads.write_items(out, list)
                })?;
                if let Some(done) = &end.wash_book {
                    fill(out, &text, &mut at, "rows", pretty, |out, list| {
                        for row in done.rows() {
                            let item = if pretty {
                                serde_json::to_string_pretty(&row)
                            } else {
                                serde_json::to_string(&row)
                            }
                            .map_err(io::Error::other)?;
                            sink::json(out, list.item(&item).as_bytes())?;
                        }
                        Ok(())
                    })?;
                }
                fill(out, &text, &mut at, "notes", pretty, |out, list| {
                    self.honours.write_items(out, list)?;
                    self.rubber_notes.write_items(out, list)
                })?;
            }
            Some(Err(_)) => {}
            None => {
                fill(out, &text, &mut at, "rubbers", pretty, |out, list| {
                    self.rubbers.write_items(out, list)
                })?;
                fill(out, &text, &mut at, "settlements", pretty, |out, list| {
                    self.settlements.write_items(out, list)
                })?;
                fill(out, &text, &mut at, "notes", pretty, |out, list| {
                    self.notes.write_items(out, list)
                })?;
            }
        }
        // What the code does not govern: the ruling's last list, left out when empty.
        let close = if pretty { "\n}" } else { "}" };
        let Some(before_close) = text.len().checked_sub(close.len()) else {
            return Err(Stop::Keep(io::Error::other("the document is empty")));
        };
        sink::json(out, &text.as_bytes()[at..before_close])?;
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
            sink::json(out, key.as_bytes())?;
            self.not_governed.write_items(out, &mut list)?;
            sink::json(out, format!("{}]", list.close()).as_bytes())?;
        }
        sink::json(out, format!("{}\n", &text[before_close..]).as_bytes())?;
        Ok(())
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
