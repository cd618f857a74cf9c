//! Constraints on the play that stand for a penalty: a card that must be played at the first
//! lawful opportunity (an exposed card called, now or after some tricks), a suit a player may not lead or must lead at
//! his next lead, and the directions for his next card that the laws give after a revoke
//! corrected in time or a card played out of turn (the highest or lowest of a suit, a card
//! that wins or loses the trick).
//!
//! The search carries the constraints in its own instance (`Engine::search` with `C` set):
//! at a node where a constraint is still pending the player's cards are narrowed to those the
//! constraint allows, a named card is searched apart from the run of equivalent cards it lies
//! in, no card is skipped for standing below a failed one, and the transposition table keeps
//! its proofs under a shape that also holds the pending constraints (a proof made under one
//! set of constraints is never read under another or none). A constraint only narrows its
//! player's choice, so it can only cost his side: when the pending constraints all bind one
//! side, the free game's bounds against that side (its cutoffs, its proofs in the table) hold
//! under them too, and are used; the others are not. Once every constraint is discharged the search goes on in the
//! unconstrained instance, with every cutoff and the shared table: the unconstrained search
//! itself has no test for constraints at all, so it runs exactly as fast as before.
//!
//! Partition search stays sound: a suit constraint (may not lead, must lead, highest, lowest)
//! and the win-or-lose direction depend on nothing the relative ranks do not fix alike, and a
//! named card is made one of the deciding ranks of every proof stored while it is pending, so a
//! proof is reused only where that card lies at the same place among the cards out.
//!
//! This file holds the constraints and the engine's form of them ([`Rule`], which the engine's
//! state keeps); the constrained search's moves and keys are in `search/constrained.rs`.

use crate::cards::{Card, Seat, Suit};

use serde::Serialize;

/// A constraint on the play, for a named player: what a penalty directs him to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Constraint {
    /// He must play this card at the first lawful opportunity: when he leads, or when its
    /// suit is led, or when he cannot follow suit (an exposed card, called).
    PlayCard { seat: Seat, card: Card },
    /// He must play this card at the first lawful opportunity once `tricks` more tricks are
    /// complete (the trick in progress, if any, counted as one): an exposed card the
    /// adversaries leave on the table for now and call when they please (Portland 70; 'the
    /// call of a card may be repeated until such card has been played', 81). He may play it of
    /// his own accord before then.
    PlayCardAfter { seat: Seat, card: Card, tricks: u8 },
    /// At his next lead he may not lead this suit (unless he holds nothing else).
    MayNotLead { seat: Seat, suit: Suit },
    /// At his next lead he must lead this suit, if he holds it.
    MustLead { seat: Seat, suit: Suit },
    /// His next card is his highest of this suit, if he may lawfully play one.
    Highest { seat: Seat, suit: Suit },
    /// His next card is his lowest of this suit, if he may lawfully play one.
    Lowest { seat: Seat, suit: Suit },
    /// His next card, if he is not leading, is one that wins the trick as it stands (beats
    /// the card winning it), if he holds one he may lawfully play.
    WinTrick { seat: Seat },
    /// His next card, if he is not leading, is one that does not win the trick as it stands,
    /// if he holds one he may lawfully play.
    LoseTrick { seat: Seat },
}

impl Constraint {
    /// The player the constraint binds.
    pub fn seat(self) -> Seat {
        match self {
            Constraint::PlayCard { seat, .. }
            | Constraint::PlayCardAfter { seat, .. }
            | Constraint::MayNotLead { seat, .. }
            | Constraint::MustLead { seat, .. }
            | Constraint::Highest { seat, .. }
            | Constraint::Lowest { seat, .. }
            | Constraint::WinTrick { seat }
            | Constraint::LoseTrick { seat } => seat,
        }
    }

    /// The card it names, if it names one.
    pub fn card(self) -> Option<Card> {
        match self {
            Constraint::PlayCard { card, .. } | Constraint::PlayCardAfter { card, .. } => {
                Some(card)
            }
            _ => None,
        }
    }
}

/// At most this many constraints at once (a position's shape has room for their keys: 16 bits
/// each above the 78 the shape itself takes of 128).
pub(crate) const MAX_CONSTRAINTS: usize = 3;

/// A constraint as the engine keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Rule {
    /// 1 play the card, 2 may not lead, 3 must lead, 4 highest, 5 lowest, 6 win, 7 lose.
    pub(super) kind: u8,
    pub(super) seat: u8,
    pub(super) suit: u8,
    /// The card's rank bit (play the card only).
    pub(super) bit: u16,
    /// Play the card only: it binds once no more than this many tricks are left (the trick
    /// in progress counted); 15 binds at once.
    pub(super) left: u8,
}

pub(super) const PLAY_CARD: u8 = 1;
pub(super) const MAY_NOT_LEAD: u8 = 2;
pub(super) const MUST_LEAD: u8 = 3;
pub(super) const HIGHEST: u8 = 4;
pub(super) const LOWEST: u8 = 5;
pub(super) const WIN: u8 = 6;
pub(super) const LOSE: u8 = 7;

/// A `left` that binds at once.
pub(super) const AT_ONCE: u8 = 15;

impl Rule {
    /// The engine's form of a constraint put on a position with `tricks_left` tricks to play
    /// (the trick in progress counted).
    pub(crate) fn of(c: Constraint, tricks_left: u8) -> Rule {
        let left = match c {
            Constraint::PlayCardAfter { tricks, .. } => tricks_left.saturating_sub(tricks),
            _ => AT_ONCE,
        };
        let (kind, seat, suit, bit) = match c {
            Constraint::PlayCard { seat, card } => (
                PLAY_CARD,
                seat,
                card.suit.index(),
                1u16 << (card.rank.value() - 2),
            ),
            Constraint::PlayCardAfter { seat, card, .. } => (
                PLAY_CARD,
                seat,
                card.suit.index(),
                1u16 << (card.rank.value() - 2),
            ),
            Constraint::MayNotLead { seat, suit } => (MAY_NOT_LEAD, seat, suit.index(), 0),
            Constraint::MustLead { seat, suit } => (MUST_LEAD, seat, suit.index(), 0),
            Constraint::Highest { seat, suit } => (HIGHEST, seat, suit.index(), 0),
            Constraint::Lowest { seat, suit } => (LOWEST, seat, suit.index(), 0),
            Constraint::WinTrick { seat } => (WIN, seat, 0, 0),
            Constraint::LoseTrick { seat } => (LOSE, seat, 0, 0),
        };
        Rule {
            kind,
            seat: seat.index() as u8,
            suit: suit as u8,
            bit,
            left,
        }
    }
}
