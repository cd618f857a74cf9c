//! The wash-book (1917 book, pp. 31–32): "when several players belong to a table or play
//! several rubbers without settling up, it is usual to carry the results forward on a
//! wash-book … set down as a plus or minus opposite the name of the player". Players cut in
//! and out between rubbers; those sitting out stand still. "The wash-book can be checked up at
//! any time, as the winnings must always balance the losses for the whole table."

use std::fmt;
use std::fmt::Write;

use serde::Serialize;

use crate::cards::{BySeat, Seat, by_seat};
use crate::score::pirate::Pad;
use crate::score::settlement::{Rounding, settle};

/// The most players a table carries (the book's example has six).
pub(crate) const MAX_PLAYERS: usize = 6;

/// A session at one table: its rubbers in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Session {
    pub rubbers: Vec<SessionRubber>,
}

/// One rubber of a session: who sat where, and how it came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SessionRubber {
    /// The four players by seat.
    #[serde(serialize_with = "by_seat")]
    #[schemars(with = "BySeat<String>")]
    pub players: [String; 4],
    pub result: RubberResult,
}

/// How a rubber came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", content = "values", rename_all = "snake_case")]
pub enum RubberResult {
    /// The pad's totals by seat, to be settled with the session's rounding.
    Totals(
        #[serde(serialize_with = "by_seat")]
        #[schemars(with = "BySeat<i32>")]
        [i32; 4],
    ),
    /// Already settled: each seat's balance in units, as a book or a scorer gives it.
    Balances(
        #[serde(serialize_with = "by_seat")]
        #[schemars(with = "BySeat<i64>")]
        [i64; 4],
    ),
}

impl SessionRubber {
    /// A rubber scored on a pad: its players and totals.
    pub fn from_pad(pad: &Pad) -> SessionRubber {
        SessionRubber {
            players: Seat::ALL.map(|s| pad.name(s).to_string()),
            result: RubberResult::Totals(pad.totals_in_order()),
        }
    }
}

/// One line of the wash-book: after a rubber, each player's running balance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct WashRow {
    /// 1 for the first rubber.
    pub rubber: usize,
    /// What each player of the table won or lost in this rubber (0 for those sitting out),
    /// in the order of [`WashBook::players`].
    pub changes: Vec<i64>,
    /// The running balance of each player who has played so far (`None` before his first rubber).
    pub running: Vec<Option<i64>>,
    pub sitting_out: Vec<String>,
}

impl WashRow {
    /// The players sitting out this rubber who have played before: only they are "out"; the
    /// others have yet to cut in.
    pub(crate) fn out_now<'a>(&'a self, book: &WashBook) -> Vec<&'a str> {
        self.sitting_out
            .iter()
            .filter(|name| {
                book.players
                    .iter()
                    .position(|n| n == *name)
                    .and_then(|p| self.running.get(p).copied().flatten())
                    .is_some()
            })
            .map(String::as_str)
            .collect()
    }
}

/// The wash-book of a session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct WashBook {
    pub rounding: Rounding,
    /// The players in the order they first sat down.
    pub players: Vec<String>,
    pub rows: Vec<WashRow>,
    /// What has been won (and so lost) over the whole session, in units.
    pub won: i64,
}

/// Why a session could not be carried on the wash-book.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum WashBookError {
    TooManyPlayers {
        players: Vec<String>,
    },
    PlayerTwice {
        rubber: usize,
        name: String,
    },
    NoName {
        rubber: usize,
    },
    /// Stated balances that do not sum to nothing: someone's winnings are unpaid.
    Unbalanced {
        rubber: usize,
        sum: i64,
    },
}

impl fmt::Display for WashBookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WashBookError::TooManyPlayers { players } => write!(
                f,
                "a table carries at most {MAX_PLAYERS} players, this session has {}: {}",
                players.len(),
                players.join(", ")
            ),
            WashBookError::PlayerTwice { rubber, name } => {
                write!(f, "rubber {rubber}: {name} sits in two seats")
            }
            WashBookError::NoName { rubber } => write!(f, "rubber {rubber}: a seat has no name"),
            WashBookError::Unbalanced { rubber, sum } => write!(
                f,
                "rubber {rubber}: the balances add to {sum}, not nothing: the winnings must \
                 balance the losses"
            ),
        }
    }
}

impl std::error::Error for WashBookError {}

/// Carries a session's rubbers forward, settling each that gives totals with `rounding`.
pub fn wash_book(session: &Session, rounding: Rounding) -> Result<WashBook, WashBookError> {
    let mut book = WashBookInProgress::new(rounding);
    for rubber in &session.rubbers {
        book.add(rubber);
    }
    let done = book.finish()?;
    let mut out = done.head();
    out.rows = done.rows().collect();
    Ok(out)
}

/// A wash-book carried a rubber at a time: a rubber is kept as its players' places in the
/// book and their balances (a few dozen bytes), as the book's players are known only once
/// every rubber has sat down.
#[derive(Clone, Debug)]
pub(crate) struct WashBookInProgress {
    rounding: Rounding,
    players: Vec<String>,
    /// Each rubber: the place in `players` of the player in each seat, and his balance.
    rubbers: Vec<([u8; 4], [i64; 4])>,
    /// The first rubber with a seat unnamed or a player in two seats.
    named_wrong: Option<WashBookError>,
    unbalanced: Option<WashBookError>,
}

impl WashBookInProgress {
    pub(crate) fn new(rounding: Rounding) -> WashBookInProgress {
        WashBookInProgress {
            rounding,
            players: Vec::new(),
            rubbers: Vec::new(),
            named_wrong: None,
            unbalanced: None,
        }
    }

    /// The next rubber of the session.
    pub(crate) fn add(&mut self, rubber: &SessionRubber) {
        if self.named_wrong.is_some() {
            return;
        }
        let number = self.rubbers.len() + 1;
        let mut places = [0u8; 4];
        for (k, name) in rubber.players.iter().enumerate() {
            if name.trim().is_empty() {
                self.named_wrong = Some(WashBookError::NoName { rubber: number });
                return;
            }
            if rubber.players[..k].contains(name) {
                self.named_wrong = Some(WashBookError::PlayerTwice {
                    rubber: number,
                    name: name.clone(),
                });
                return;
            }
            let place = match self.players.iter().position(|n| n == name) {
                Some(p) => p,
                None => {
                    self.players.push(name.clone());
                    self.players.len() - 1
                }
            };
            places[k] = u8::try_from(place).unwrap_or(u8::MAX);
        }
        let balances: [i64; 4] = match &rubber.result {
            RubberResult::Totals(totals) => {
                let s = settle(totals, self.rounding);
                [0, 1, 2, 3].map(|k| s.balances.get(k).copied().unwrap_or(0))
            }
            RubberResult::Balances(b) => {
                let sum: i64 = b.iter().sum();
                if sum != 0 && self.unbalanced.is_none() {
                    self.unbalanced = Some(WashBookError::Unbalanced {
                        rubber: number,
                        sum,
                    });
                }
                *b
            }
        };
        self.rubbers.push((places, balances));
    }

    /// The book, or why it cannot be kept: a seat unnamed or a player in two seats, before
    /// more players than a table carries, before balances that do not add to nothing.
    pub(crate) fn finish(self) -> Result<WashBookDone, WashBookError> {
        if let Some(e) = self.named_wrong {
            return Err(e);
        }
        if self.players.len() > MAX_PLAYERS {
            return Err(WashBookError::TooManyPlayers {
                players: self.players,
            });
        }
        if let Some(e) = self.unbalanced {
            return Err(e);
        }
        let mut running: Vec<Option<i64>> = vec![None; self.players.len()];
        for (places, balances) in &self.rubbers {
            for (seat, &p) in places.iter().enumerate() {
                let p = usize::from(p);
                running[p] = Some(running[p].unwrap_or(0) + balances[seat]);
            }
        }
        let won = running.iter().flatten().filter(|b| **b > 0).sum();
        Ok(WashBookDone {
            rounding: self.rounding,
            players: self.players,
            rubbers: self.rubbers,
            won,
        })
    }
}

/// A wash-book kept: its players and result ([`WashBookDone::head`]) and its rows, made one
/// at a time ([`WashBookDone::rows`]).
#[derive(Clone, Debug)]
pub struct WashBookDone {
    rounding: Rounding,
    players: Vec<String>,
    rubbers: Vec<([u8; 4], [i64; 4])>,
    won: i64,
}

impl WashBookDone {
    /// The book without its rows.
    pub fn head(&self) -> WashBook {
        WashBook {
            rounding: self.rounding,
            players: self.players.clone(),
            rows: Vec::new(),
            won: self.won,
        }
    }

    /// Each rubber's line, in order.
    pub fn rows(&self) -> impl Iterator<Item = WashRow> + '_ {
        let mut running: Vec<Option<i64>> = vec![None; self.players.len()];
        self.rubbers
            .iter()
            .enumerate()
            .map(move |(i, (places, balances))| {
                let mut changes = vec![0; self.players.len()];
                for (seat, &p) in places.iter().enumerate() {
                    let p = usize::from(p);
                    changes[p] = balances[seat];
                    running[p] = Some(running[p].unwrap_or(0) + balances[seat]);
                }
                WashRow {
                    rubber: i + 1,
                    changes,
                    running: running.clone(),
                    sitting_out: self
                        .players
                        .iter()
                        .enumerate()
                        .filter(|(p, _)| !places.iter().any(|&q| usize::from(q) == *p))
                        .map(|(_, n)| n.clone())
                        .collect(),
                }
            })
    }
}

/// The wash-book as the book rules it: a column for each player, a line for each rubber with
/// the running balances, blank until a player first sits down.
pub fn render_wash_book(book: &WashBook) -> String {
    let mut out = render_wash_book_head(book);
    for row in &book.rows {
        out.push_str(&render_wash_row(book, row));
    }
    out.push_str(&render_wash_book_foot(book));
    out
}

/// The width of a player's column.
fn column_width(book: &WashBook) -> usize {
    book.players
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(5)
        + 2
}

/// The wash-book's first line: the players' names over their columns.
pub(crate) fn render_wash_book_head(book: &WashBook) -> String {
    let width = column_width(book);
    let mut out = String::new();
    let _ = write!(out, "{:<8}", "Rubber");
    for name in &book.players {
        super::columns::push_right(&mut out, name, width);
    }
    out.push('\n');
    out
}

/// One rubber's line of the wash-book (`book` gives the players and their columns).
pub(crate) fn render_wash_row(book: &WashBook, row: &WashRow) -> String {
    let width = column_width(book);
    let mut out = String::new();
    let _ = write!(out, "{:<8}", row.rubber);
    for r in &row.running {
        let cell = match r {
            None => String::new(),
            Some(0) => "0".to_string(),
            Some(n) if *n > 0 => format!("+{n}"),
            Some(n) => format!("−{}", -n),
        };
        super::columns::push_right(&mut out, &cell, width);
    }
    let out_now = row.out_now(book);
    if !out_now.is_empty() {
        let _ = write!(out, "   ({} out)", out_now.join(", "));
    }
    let kept = out.trim_end_matches(' ').len();
    out.truncate(kept);
    out.push('\n');
    out
}

/// The wash-book's last line: what was won and lost.
pub(crate) fn render_wash_book_foot(book: &WashBook) -> String {
    format!("Won and lost: {}\n", book.won)
}
