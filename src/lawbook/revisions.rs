//! What Foster changed in effect when he revised the laws for his 1917 book.
//!
//! One hand-written line per law whose words differ between pirate-1916 and pirate-1917 (after
//! [`super::normalised_words`]); `tests/law_revisions.rs` fails if a law's text differs and
//! is not listed here, or is listed and does not differ.

use crate::record::Code;

/// A revised law and a one-line statement of what changes in effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Revision {
    pub from: Code,
    pub to: Code,
    pub law: u16,
    pub effect: &'static str,
}

const fn r(law: u16, effect: &'static str) -> Revision {
    Revision {
        from: Code::Pirate1916,
        to: Code::Pirate1917,
        law,
        effect,
    }
}

/// The 1916 → 1917 revisions, by law number.
pub const PIRATE_1917: &[Revision] = &[
    r(
        3,
        "Wording only: \"loses his rights\" becomes \"loses his right\" at the first table (perhaps a printer's variant); no change in effect.",
    ),
    r(
        5,
        "Seats and first deal are settled by drawing from a spread pack instead of cutting, and the four cards at each end may not be drawn.",
    ),
    r(
        6,
        "The same order (ace low; spades, hearts, diamonds, clubs on ties) now applies to the draw instead of the cut; a player who exposes two cards draws again.",
    ),
    r(
        21,
        "New: a player who passed an acceptance cannot re-enter the bidding when the only bid made after that acceptance is declared void.",
    ),
    r(
        53,
        "The revoke penalty is paid to each of the three players not in error (1916: to each of the two partners opposed); if the revoker's partner failed to ask him, that partner pays and the revoker pays nothing (1916: only the declarer's acceptor paid for him).",
    ),
    r(
        55,
        "Any player may now ask the revoker whether he has none of the suit (1916: only the revoker's partner).",
    ),
    r(
        57,
        "\"The cards played in error\" becomes \"the card played in error\": the declarer may call exposed the one card played in error; no change in effect for a single revoke card.",
    ),
    r(
        62,
        "Dummy may ask any player (1916: only his partner) whether he has none of the suit led, and clause (g) — consulting his partner on the revoke penalty and correcting the score after the play — is dropped.",
    ),
];

/// The revision note for a law between two codes, if Foster revised it.
pub fn revision(from: Code, to: Code, law: u16) -> Option<&'static Revision> {
    PIRATE_1917
        .iter()
        .find(|r| r.from == from && r.to == to && r.law == law)
}
