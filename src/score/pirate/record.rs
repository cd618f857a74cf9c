//! From a ruled record to the pad: each deal's facts as the engine established them (contract,
//! tricks, honours from the hands or the `honors:` lines, penalties from the rulings).

use serde::Serialize;

use crate::cards::Seat;
use crate::law::pirate::report::{DealReport, PirateReport};
use crate::record::{DealRecord, Record, name_on};
use crate::score::wash_book::{
    SessionRubber, WashBook, WashBookDone, WashBookError, WashBookInProgress, render_wash_book,
};

use super::deal::DealFacts;
use super::error::ScoreError;
use super::honours::{honours_from_hands, honours_from_statement};
use super::pad::{Pad, PadInProgress, Players, ScoringOptions, score_rubber};
use super::render::render_pad;

/// The facts of every deal of a ruled Pirate record, with a note for each deal whose honours
/// could not be established.
pub(crate) fn deal_facts(record: &Record, report: &PirateReport) -> (Vec<DealFacts>, Vec<String>) {
    let (facts, notes) = facts_and_notes(record, report);
    (facts, notes.into_iter().map(|(_, n)| n).collect())
}

/// The facts of every deal, and the notes with the index of the deal each is about.
fn facts_and_notes(
    record: &Record,
    report: &PirateReport,
) -> (Vec<DealFacts>, Vec<(usize, String)>) {
    let mut notes = Vec::new();
    let facts = report
        .deals
        .iter()
        .zip(&record.deals)
        .enumerate()
        .map(|(index, (deal, written))| {
            let (facts, note) = facts_of(deal, written);
            notes.extend(note.map(|n| (index, n)));
            facts
        })
        .collect();
    (facts, notes)
}

/// The facts of one ruled deal (its report and the deal as written), with a note when its
/// honours could not be established.
pub(crate) fn facts_of(deal: &DealReport, written: &DealRecord) -> (DealFacts, Option<String>) {
    let mut note = None;
    let honours = deal.contract.and_then(|c| {
        if c.strain == crate::cards::Strain::Nullo {
            // The 1917 book: there are no honours at the nullo.
            return Some(super::honours::HonoursHeld::Easy);
        }
        let side = c.declaring_side();
        match honours_from_hands(&written.hands, c.strain, side) {
            Ok(h) => Some(h),
            Err(_) => match honours_from_statement(&written.honors, c.strain, side) {
                Ok(h) => Some(h),
                Err(e) => {
                    note = Some(format!(
                        "deal {}: honours not scored ({e}); give the hands or an `honors:` line",
                        deal.label
                    ));
                    None
                }
            },
        }
    });
    let facts = DealFacts {
        label: deal.label.clone(),
        contract: deal.contract,
        declaring_tricks: deal.tricks.map(|t| t.declaring_side),
        honours,
        penalties: deal
            .rulings
            .iter()
            .flat_map(|r| r.score().iter().cloned())
            .collect(),
        left: player_left(deal),
    };
    (facts, note)
}

/// Scores a ruled Pirate record: the four-column pad, games, rubber, totals and settlement.
pub fn score_record(
    record: &Record,
    report: &PirateReport,
    options: &ScoringOptions,
) -> Result<(Pad, Vec<String>), ScoreError> {
    let (facts, notes) = deal_facts(record, report);
    let players = crate::cards::Seat::ALL.map(|s| {
        record
            .player_name(s)
            .map_or_else(|| s.to_string(), str::to_string)
    });
    let pad = score_rubber(&players, &facts, options)?;
    Ok((pad, notes))
}

/// An evening's scoring: each rubber's pad in order, and the wash-book that carries their
/// settlements over the rubbers, player by player (1917 book pp. 31–32; law 79).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SessionScore {
    /// Each rubber's pad, in the order played.
    pub rubbers: Vec<Pad>,
    /// The wash-book of the evening, each rubber settled with the session's rounding.
    pub wash_book: Option<WashBook>,
    /// Why the wash-book could not be kept (more than six players, a player in two seats).
    pub wash_book_error: Option<WashBookError>,
    /// Deals whose honours could not be scored, and rubbers split because one was won.
    pub notes: Vec<String>,
}

/// Scores a ruled Pirate record of one or more rubbers.
///
/// Rubbers are those written (`rubber 2` lines, each with its players), and a rubber is also
/// over when a player has won his second game (law 71): a deal after that, with no `rubber`
/// line, starts the next rubber with the same players in the same seats (and a note says so).
/// Each rubber is scored on its own pad (laws 68–80) and settled by `options.rounding`
/// (law 79); the settlements are carried on the wash-book by player.
pub fn score_session(
    record: &Record,
    report: &PirateReport,
    options: &ScoringOptions,
) -> Result<SessionScore, ScoreError> {
    let written_rubbers = record.written_rubbers();
    let mut session = SessionInProgress::new(options, written_rubbers.len() > 1);
    let (mut pads, mut honours, mut rubbers) = (Vec::new(), Vec::new(), Vec::new());
    let mut out = |e: SessionEvent| match e {
        SessionEvent::Pad(pad) => pads.push(*pad),
        SessionEvent::HonoursNote(n) => honours.push(n),
        SessionEvent::RubberNote(n) => rubbers.push(n),
    };
    for written in &written_rubbers {
        session.begin_rubber(written.number, written.players, &mut out)?;
        for i in written.deals.clone() {
            if let (Some(deal), Some(as_written)) = (report.deals.get(i), record.deals.get(i)) {
                session.deal(deal, as_written, &mut out)?;
            }
        }
    }
    let end = session.finish(&mut out)?;
    let wash_book = end.wash_book.map(|done| {
        let mut book = done.head();
        book.rows = done.rows().collect();
        book
    });
    honours.append(&mut rubbers);
    Ok(SessionScore {
        rubbers: pads,
        wash_book,
        wash_book_error: end.wash_book_error,
        notes: honours,
    })
}

/// What a session scored a deal at a time ([`SessionInProgress`]) hands on as it is made.
#[derive(Clone, Debug, PartialEq)]
pub enum SessionEvent {
    /// A rubber's pad, done: the session's next.
    Pad(Box<Pad>),
    /// A deal whose honours could not be scored: the first of the session's notes.
    HonoursNote(String),
    /// A rubber split because it was won, or numbered otherwise on the pad: the notes after.
    RubberNote(String),
}

/// The end of a session scored a deal at a time: its wash-book (its rows made on demand), or
/// why it cannot be kept, and whether any pad has an entry.
#[derive(Clone, Debug)]
pub struct SessionEnd {
    pub wash_book: Option<WashBookDone>,
    pub wash_book_error: Option<WashBookError>,
    /// The pads handed on.
    pub pads: usize,
    /// Whether no pad has an entry.
    pub nothing: bool,
}

/// An evening scored a deal at a time, in the memory of one rubber's pad (and a few numbers
/// a rubber for the wash-book): [`score_session`] for a record read whole, and the deals of a
/// record read a deal at a time as they are ruled. The written rubbers are begun in order
/// ([`SessionInProgress::begin_rubber`]), each deal entered as it is ruled.
#[derive(Clone, Debug)]
pub struct SessionInProgress {
    options: ScoringOptions,
    /// The record writes more than one rubber: a deal's note says which it is in.
    several_written: bool,
    pads: usize,
    nothing: bool,
    current: Option<Written>,
    wash: WashBookInProgress,
}

/// The written rubber being scored.
#[derive(Clone, Debug)]
struct Written {
    number: u32,
    players: Players,
    pad: PadInProgress,
    /// A deal of it has been entered.
    begun: bool,
}

impl SessionInProgress {
    /// A session with no rubber yet; `several_written`: the record writes more than one.
    pub fn new(options: &ScoringOptions, several_written: bool) -> SessionInProgress {
        SessionInProgress {
            options: *options,
            several_written,
            pads: 0,
            nothing: true,
            current: None,
            wash: WashBookInProgress::new(options.rounding),
        }
    }

    fn close(&mut self, out: &mut dyn FnMut(SessionEvent)) {
        if let Some(w) = self.current.take()
            // A `rubber` line with no deals after it yet is a rubber not begun.
            && (w.begun || self.pads == 0)
        {
            self.push(w.pad.finish(&w.players), out);
        }
    }

    fn push(&mut self, pad: Pad, out: &mut dyn FnMut(SessionEvent)) {
        self.pads += 1;
        self.nothing &= pad.entries.is_empty() && pad.left.is_none();
        self.wash.add(&SessionRubber::from_pad(&pad));
        out(SessionEvent::Pad(Box::new(pad)));
    }

    /// The next written rubber begins (the deals before the first `rubber` line are the
    /// first, with the header's players): the one before is done.
    pub fn begin_rubber(
        &mut self,
        number: u32,
        players: &[crate::record::Player],
        out: &mut dyn FnMut(SessionEvent),
    ) -> Result<(), ScoreError> {
        self.close(out);
        self.current = Some(Written {
            number,
            players: Seat::ALL
                .map(|s| name_on(players, s).map_or_else(|| s.to_string(), str::to_string)),
            pad: PadInProgress::new(&self.options)?,
            begun: false,
        });
        Ok(())
    }

    /// A deal of the written rubber begun last, ruled (`deal`) and as written.
    pub fn deal(
        &mut self,
        deal: &DealReport,
        written: &DealRecord,
        out: &mut dyn FnMut(SessionEvent),
    ) -> Result<(), ScoreError> {
        let (facts, note) = facts_of(deal, written);
        let several = self.several_written;
        let Some(w) = self.current.as_mut() else {
            return Ok(());
        };
        if let Some(note) = note {
            // With several rubbers a deal's number alone is ambiguous: say whose rubber it is in.
            out(SessionEvent::HonoursNote(if several {
                format!("rubber {}, {note}", w.number)
            } else {
                note
            }));
        }
        if !w.begun {
            w.begun = true;
            if w.number as usize != self.pads + 1 {
                // A rubber won and played on without a `rubber` line shifts the count.
                out(SessionEvent::RubberNote(format!(
                    "the record's rubber {} is the evening's rubber {} on the pad",
                    w.number,
                    self.pads + 1
                )));
            }
        }
        match w.pad.enter(&facts) {
            Ok(()) => Ok(()),
            Err(ScoreError::DealAfterRubber { deal }) => {
                let players = w.players.clone();
                let won = std::mem::replace(&mut w.pad, PadInProgress::new(&self.options)?);
                self.push(won.finish(&players), out);
                out(SessionEvent::RubberNote(format!(
                    "deal {deal}: the rubber was won on the deal before (law 71), and no \
                     `rubber` line follows, so deal {deal} starts rubber {} with the same \
                     players in the same seats",
                    self.pads + 1
                )));
                match self.current.as_mut() {
                    Some(w) => w.pad.enter(&facts),
                    None => Ok(()),
                }
            }
            Err(e) => Err(e),
        }
    }

    /// The session done: the last rubber's pad handed on, the wash-book kept.
    pub fn finish(mut self, out: &mut dyn FnMut(SessionEvent)) -> Result<SessionEnd, ScoreError> {
        self.close(out);
        let (wash_book, wash_book_error) = match self.wash.finish() {
            Ok(book) => (Some(book), None),
            Err(e) => (None, Some(e)),
        };
        Ok(SessionEnd {
            wash_book,
            wash_book_error,
            pads: self.pads,
            nothing: self.nothing,
        })
    }
}

/// The evening as text: each rubber's pad (headed `Rubber N` when there are several), then the
/// wash-book when more than one rubber was played.
pub fn render_session(score: &SessionScore) -> String {
    let several = score.rubbers.len() > 1;
    let mut out = String::new();
    for (i, pad) in score.rubbers.iter().enumerate() {
        out.push_str(&render_session_pad(i, several, pad));
    }
    if several {
        match (&score.wash_book, &score.wash_book_error) {
            (Some(book), _) => {
                out.push_str(WASH_BOOK_HEADING);
                out.push_str(&render_wash_book(book));
            }
            (None, Some(e)) => out.push_str(&render_wash_book_error(e)),
            (None, None) => {}
        }
    }
    out
}

/// The evening's rubber `i` (from 0) in [`render_session`]: headed when there are `several`.
pub(crate) fn render_session_pad(i: usize, several: bool, pad: &Pad) -> String {
    let mut out = String::new();
    if several {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&format!("Rubber {}\n", i + 1));
    }
    out.push_str(&render_pad(pad));
    out
}

/// The line over the wash-book in [`render_session`].
pub(crate) const WASH_BOOK_HEADING: &str =
    "\nThe wash-book (1917 book pp. 31–32): each rubber settled (law 79), carried by player\n";

/// Why the wash-book cannot be kept, in [`render_session`].
pub(crate) fn render_wash_book_error(e: &WashBookError) -> String {
    format!("\nThe wash-book cannot be kept: {e}\n")
}

/// Law 80: a player who left the game without a substitute in this deal, and what his opponents
/// chose, as the engine's ruling applied it.
fn player_left(deal: &DealReport) -> Option<super::deal::PlayerLeft> {
    use crate::law::{OptionName, RulingKind};
    let r = deal
        .rulings
        .iter()
        .rfind(|r| r.kind() == RulingKind::PlayerLeftTheGame)?;
    Some(super::deal::PlayerLeft {
        seat: r.offender()?,
        cancelled: match r.applied().and_then(|a| a.elected_option()) {
            Some(OptionName::CancelRubber) => Some(true),
            Some(OptionName::ScoreAsItStands) => Some(false),
            _ => None,
        },
    })
}
