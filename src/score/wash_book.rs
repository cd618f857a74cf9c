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
pub const MAX_PLAYERS: usize = 6;

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
    let mut players: Vec<String> = Vec::new();
    for (i, rubber) in session.rubbers.iter().enumerate() {
        for (k, name) in rubber.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(WashBookError::NoName { rubber: i + 1 });
            }
            if rubber.players[..k].contains(name) {
                return Err(WashBookError::PlayerTwice {
                    rubber: i + 1,
                    name: name.clone(),
                });
            }
            if !players.contains(name) {
                players.push(name.clone());
            }
        }
    }
    if players.len() > MAX_PLAYERS {
        return Err(WashBookError::TooManyPlayers { players });
    }
    let mut running: Vec<Option<i64>> = vec![None; players.len()];
    let mut rows = Vec::new();
    for (i, rubber) in session.rubbers.iter().enumerate() {
        let balances: [i64; 4] = match &rubber.result {
            RubberResult::Totals(totals) => {
                let s = settle(totals, rounding);
                [0, 1, 2, 3].map(|k| s.balances.get(k).copied().unwrap_or(0))
            }
            RubberResult::Balances(b) => {
                let sum: i64 = b.iter().sum();
                if sum != 0 {
                    return Err(WashBookError::Unbalanced { rubber: i + 1, sum });
                }
                *b
            }
        };
        let mut changes = vec![0; players.len()];
        for (seat_index, name) in rubber.players.iter().enumerate() {
            if let Some(p) = players.iter().position(|n| n == name) {
                changes[p] = balances[seat_index];
                running[p] = Some(running[p].unwrap_or(0) + balances[seat_index]);
            }
        }
        rows.push(WashRow {
            rubber: i + 1,
            changes,
            running: running.clone(),
            sitting_out: players
                .iter()
                .filter(|n| !rubber.players.contains(n))
                .cloned()
                .collect(),
        });
    }
    let won = running.iter().flatten().filter(|b| **b > 0).sum();
    Ok(WashBook {
        rounding,
        players,
        rows,
        won,
    })
}

/// The wash-book as the book rules it: a column for each player, a line for each rubber with
/// the running balances, blank until a player first sits down.
pub fn render_wash_book(book: &WashBook) -> String {
    let width = book
        .players
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(5)
        + 2;
    let mut out = String::new();
    let _ = write!(out, "{:<8}", "Rubber");
    for name in &book.players {
        super::columns::push_right(&mut out, name, width);
    }
    out.push('\n');
    for row in &book.rows {
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
        // Only those who have played are "out"; the others have yet to cut in.
        let out_now: Vec<&str> = row
            .sitting_out
            .iter()
            .filter(|name| {
                book.players
                    .iter()
                    .position(|n| n == *name)
                    .and_then(|p| row.running.get(p).copied().flatten())
                    .is_some()
            })
            .map(String::as_str)
            .collect();
        if !out_now.is_empty() {
            let _ = write!(out, "   ({} out)", out_now.join(", "));
        }
        let kept = out.trim_end_matches(' ').len();
        out.truncate(kept);
        out.push('\n');
    }
    let _ = writeln!(out, "Won and lost: {}", book.won);
    out
}
