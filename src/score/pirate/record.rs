//! From a ruled record to the pad: each deal's facts as the engine established them (contract,
//! tricks, honours from the hands or the `honors:` lines, penalties from the rulings).

use serde::Serialize;

use crate::cards::Seat;
use crate::law::pirate::PirateReport;
use crate::record::{Record, name_on};
use crate::score::wash_book::{
    Session, SessionRubber, WashBook, WashBookError, render_wash_book, wash_book,
};

use super::deal::DealFacts;
use super::error::ScoreError;
use super::honours::{honours_from_hands, honours_from_statement};
use super::pad::{Pad, ScoringOptions, score_rubber};
use super::render::render_pad;

/// The facts of every deal of a ruled Pirate record, with a note for each deal whose honours
/// could not be established.
pub fn deal_facts(record: &Record, report: &PirateReport) -> (Vec<DealFacts>, Vec<String>) {
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
                            notes.push((
                                index,
                                format!(
                                    "deal {}: honours not scored ({e}); give the hands or an `honors:` line",
                                    deal.label
                                ),
                            ));
                            None
                        }
                    },
                }
            });
            DealFacts {
                label: deal.label.clone(),
                contract: deal.contract,
                declaring_tricks: deal.tricks.map(|t| t.declaring_side),
                honours,
                penalties: deal
                    .rulings
                    .iter()
                    .flat_map(|r| r.score.iter().cloned())
                    .collect(),
            }
        })
        .collect();
    (facts, notes)
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
    let (facts, deal_notes) = facts_and_notes(record, report);
    let written_rubbers = record.written_rubbers();
    let mut notes = Vec::new();
    for (index, note) in deal_notes {
        // With several rubbers a deal's number alone is ambiguous: say whose rubber it is in.
        match written_rubbers.iter().find(|r| r.deals.contains(&index)) {
            Some(r) if written_rubbers.len() > 1 => {
                notes.push(format!("rubber {}, {note}", r.number));
            }
            _ => notes.push(note),
        }
    }
    let mut pads = Vec::new();
    for written in written_rubbers {
        let players = Seat::ALL
            .map(|s| name_on(written.players, s).map_or_else(|| s.to_string(), str::to_string));
        let end = written.deals.end.min(facts.len());
        let start = written.deals.start.min(end);
        let mut rest = &facts[start..end];
        if !rest.is_empty() && written.number as usize != pads.len() + 1 {
            // A rubber won and played on without a `rubber` line shifts the count.
            notes.push(format!(
                "the record's rubber {} is the evening's rubber {} on the pad",
                written.number,
                pads.len() + 1
            ));
        }
        loop {
            match score_rubber(&players, rest, options) {
                Ok(pad) => {
                    // A `rubber` line with no deals after it yet is a rubber not begun.
                    if !rest.is_empty() || pads.is_empty() {
                        pads.push(pad);
                    }
                    break;
                }
                Err(ScoreError::DealAfterRubber { deal }) => {
                    let Some(at) = rest.iter().position(|f| f.label == deal) else {
                        return Err(ScoreError::DealAfterRubber { deal });
                    };
                    let (won, after) = rest.split_at(at);
                    pads.push(score_rubber(&players, won, options)?);
                    notes.push(format!(
                        "deal {deal}: the rubber was won on the deal before (law 71), and no \
                         `rubber` line follows, so deal {deal} starts rubber {} with the same \
                         players in the same seats",
                        pads.len() + 1
                    ));
                    rest = after;
                }
                Err(e) => return Err(e),
            }
        }
    }
    let session = Session {
        rubbers: pads.iter().map(SessionRubber::from_pad).collect(),
    };
    let (wash_book, wash_book_error) = match wash_book(&session, options.rounding) {
        Ok(book) => (Some(book), None),
        Err(e) => (None, Some(e)),
    };
    Ok(SessionScore {
        rubbers: pads,
        wash_book,
        wash_book_error,
        notes,
    })
}

/// The evening as text: each rubber's pad (headed `Rubber N` when there are several), then the
/// wash-book when more than one rubber was played.
pub fn render_session(score: &SessionScore) -> String {
    let several = score.rubbers.len() > 1;
    let mut out = String::new();
    for (i, pad) in score.rubbers.iter().enumerate() {
        if several {
            if i > 0 {
                out.push('\n');
            }
            out.push_str(&format!("Rubber {}\n", i + 1));
        }
        out.push_str(&render_pad(pad));
    }
    if several {
        match (&score.wash_book, &score.wash_book_error) {
            (Some(book), _) => {
                out.push_str(
                    "\nThe wash-book (1917 book pp. 31–32): each rubber settled (law 79), carried by player\n",
                );
                out.push_str(&render_wash_book(book));
            }
            (None, Some(e)) => out.push_str(&format!("\nThe wash-book cannot be kept: {e}\n")),
            (None, None) => {}
        }
    }
    out
}
