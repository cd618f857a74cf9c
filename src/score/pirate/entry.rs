//! An entry on the pad: its column, its line, its points, what it is for and the law that
//! makes it. The deal's scoring ([`super::deal`]) makes the entries; the pad ([`super::pad`])
//! adds them up.

use serde::Serialize;

use crate::cards::Seat;
use crate::law::Line;
use crate::lawbook::Citation;

/// What an entry is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// Tricks over the book (law 68), and their credit to the acceptor (law 70).
    Tricks,
    /// The 50 for a game (law 69).
    Game,
    /// The 50 for the rubber (law 71).
    Rubber,
    /// Grand or little slam (law 72).
    Slam,
    /// Honours (laws 73, 74).
    Honours,
    /// The bonus for a doubled or redoubled contract fulfilled (law 75).
    DoubledBonus,
    /// The bonus for each trick over a doubled contract (law 75).
    Overtricks,
    /// Each adversary's score for the tricks by which a contract failed (law 76).
    Undertricks,
    /// An entry a ruling caused (revokes, law 77, and the like).
    Penalty,
    /// An amount set off equally against all four columns, "on the balance".
    Balance,
}

/// One entry on the pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Entry {
    /// The label of the deal it was scored on.
    pub deal: String,
    /// The column.
    pub seat: Seat,
    pub line: Line,
    pub points: i32,
    pub kind: EntryKind,
    pub law: Citation,
    pub reason: String,
}
