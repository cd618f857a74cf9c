//! Constraints on the play that stand for a penalty: a card that must be played at the first
//! lawful opportunity (an exposed card called), a suit a player may not lead or must lead at
//! his next lead, and the directions for his next card that the laws give after a revoke
//! corrected in time or a card played out of turn (the highest or lowest of a suit, a card
//! that wins or loses the trick).
//!
//! The search carries the constraints in its own instance ([`Engine::search`] with `C` set):
//! at a node where a constraint is still pending the player's cards are narrowed to those the
//! constraint allows, the quick-trick and later-trick cutoffs are not tried, no card is skipped
//! for standing below a failed one, and the transposition table is used only under a shape
//! that also holds the pending constraints (a proof made under one set of constraints is never
//! read under another or none). Once every constraint is discharged the search goes on in the
//! unconstrained instance, with every cutoff and the shared table: the unconstrained search
//! itself has no test for constraints at all, so it runs exactly as fast as before.
//!
//! Partition search stays sound: a suit constraint (may not lead, must lead, highest, lowest)
//! and the win-or-lose direction depend on nothing the relative ranks do not fix alike, and a
//! named card is made one of the deciding ranks of every proof stored while it is pending, so a
//! proof is reused only where that card lies at the same place among the cards out.

use super::{Engine, Play, Win, high_bit, order::Moves};
use crate::cards::{Card, Seat, Suit};

use serde::Serialize;

/// A constraint on the play, for a named player: what a penalty directs him to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Constraint {
    /// He must play this card at the first lawful opportunity: when he leads, or when its
    /// suit is led, or when he cannot follow suit (an exposed card, called).
    PlayCard { seat: Seat, card: Card },
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
            | Constraint::MayNotLead { seat, .. }
            | Constraint::MustLead { seat, .. }
            | Constraint::Highest { seat, .. }
            | Constraint::Lowest { seat, .. }
            | Constraint::WinTrick { seat }
            | Constraint::LoseTrick { seat } => seat,
        }
    }
}

/// At most this many constraints at once (a position's shape has room for their keys).
pub const MAX_CONSTRAINTS: usize = 4;

/// A constraint as the engine keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Rule {
    /// 1 play the card, 2 may not lead, 3 must lead, 4 highest, 5 lowest, 6 win, 7 lose.
    kind: u8,
    seat: u8,
    suit: u8,
    /// The card's rank bit (play the card only).
    bit: u16,
}

const PLAY_CARD: u8 = 1;
const MAY_NOT_LEAD: u8 = 2;
const MUST_LEAD: u8 = 3;
const HIGHEST: u8 = 4;
const LOWEST: u8 = 5;
const WIN: u8 = 6;
const LOSE: u8 = 7;

impl Rule {
    pub(crate) fn of(c: Constraint) -> Rule {
        let (kind, seat, suit, bit) = match c {
            Constraint::PlayCard { seat, card } => (
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
        }
    }
}

impl Engine {
    /// The pending rules, by slot.
    #[inline]
    fn pending_rules(&self) -> impl Iterator<Item = Rule> + '_ {
        (0..MAX_CONSTRAINTS)
            .filter(|&i| self.pending & (1 << i) != 0)
            .map(|i| self.rules[i])
    }

    /// The cards the player to play may lawfully play, by suit.
    fn lawful(&self, seat: usize) -> [u16; 4] {
        let mut out = self.hands[seat];
        if self.trick_len > 0 {
            let led = self.trick[0].suit;
            if out[led] != 0 {
                out = [0; 4];
                out[led] = self.hands[seat][led];
            }
        }
        out
    }

    /// The moves of the player to play while a constraint is pending: the constraints that
    /// bind him narrow his lawful cards (each in turn, one that would leave him no card being
    /// passed over); a node no constraint narrows is ordered as usual.
    pub(super) fn constrained_moves(&self, first: u8) -> Moves {
        let seat = self.to_play();
        let lawful = self.lawful(seat);
        let mut allowed = lawful;
        let mut narrowed = false;
        // The exposed cards he may lawfully play now: he must play one of them.
        let mut forced = [0u16; 4];
        for r in self.pending_rules().filter(|r| usize::from(r.seat) == seat) {
            if r.kind == PLAY_CARD && lawful[usize::from(r.suit)] & r.bit != 0 {
                forced[usize::from(r.suit)] |= r.bit;
            }
        }
        if forced != [0; 4] {
            allowed = forced;
            narrowed = true;
        }
        for r in self.pending_rules().filter(|r| usize::from(r.seat) == seat) {
            let s = usize::from(r.suit);
            let mut next = allowed;
            match r.kind {
                MAY_NOT_LEAD if self.trick_len == 0 => next[s] = 0,
                MUST_LEAD if self.trick_len == 0 => {
                    next = [0; 4];
                    next[s] = allowed[s];
                }
                HIGHEST | LOWEST if lawful[s] != 0 => {
                    next = [0; 4];
                    let pick = if r.kind == HIGHEST {
                        high_bit(lawful[s])
                    } else {
                        lawful[s] & lawful[s].wrapping_neg()
                    };
                    next[s] = pick & allowed[s];
                }
                WIN | LOSE if self.trick_len > 0 => {
                    let top = self.trick[self.winning];
                    for (suit, cards) in next.iter_mut().enumerate() {
                        let mut keep = 0;
                        let mut m = *cards;
                        while m != 0 {
                            let bit = m & m.wrapping_neg();
                            m &= m - 1;
                            let wins = if suit == top.suit {
                                bit > top.bit
                            } else {
                                suit == self.trump
                            };
                            if wins == (r.kind == WIN) {
                                keep |= bit;
                            }
                        }
                        *cards = keep;
                    }
                }
                _ => continue,
            }
            if next != [0; 4] && next != allowed {
                allowed = next;
                narrowed = true;
            }
        }
        if !narrowed {
            return self.moves(first);
        }
        let mut moves = Moves::new();
        for (suit, &cards) in allowed.iter().enumerate() {
            let mut m = cards;
            while m != 0 {
                let bit = high_bit(m);
                m &= !bit;
                moves.push(Play { suit, bit }, 0);
            }
        }
        moves
    }

    /// Marks the rules the player to play discharges by playing `play` (called before the
    /// play is applied); returns the pending set before, to restore after the play.
    #[inline]
    pub(super) fn discharge(&mut self, play: Play) -> u8 {
        let before = self.pending;
        let seat = self.to_play();
        for i in 0..MAX_CONSTRAINTS {
            if self.pending & (1 << i) == 0 {
                continue;
            }
            let r = self.rules[i];
            if usize::from(r.seat) != seat {
                continue;
            }
            let done = match r.kind {
                PLAY_CARD => usize::from(r.suit) == play.suit && r.bit == play.bit,
                MAY_NOT_LEAD | MUST_LEAD => self.trick_len == 0,
                _ => true,
            };
            if done {
                self.pending &= !(1 << i);
            }
        }
        before
    }

    /// The pending constraints as part of a shape's key (above the bits the shape uses): 12
    /// bits a slot, with a named card's place among the cards out of its suit.
    pub(super) fn rules_key(&self) -> u128 {
        let mut key: u128 = 0;
        for i in 0..MAX_CONSTRAINTS {
            if self.pending & (1 << i) == 0 {
                continue;
            }
            let r = self.rules[i];
            let place = if r.kind == PLAY_CARD {
                super::count_cards(self.alive(usize::from(r.suit)) & !(r.bit | (r.bit - 1)))
            } else {
                0
            };
            let slot = u128::from(r.kind)
                | u128::from(r.seat) << 3
                | u128::from(r.suit) << 5
                | u128::from(place) << 7;
            key |= slot << (78 + 12 * i);
        }
        key
    }

    /// The named cards still pending, as deciding ranks (so that a proof stored under them is
    /// reused only where they lie at the same place).
    pub(super) fn pending_cards(&self) -> Win {
        self.pending_rules()
            .filter(|r| r.kind == PLAY_CARD)
            .fold(0, |w, r| w | u64::from(r.bit) << (16 * usize::from(r.suit)))
    }
}
