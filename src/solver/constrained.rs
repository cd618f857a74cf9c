//! The constrained instance of the search (see [`crate::solver::Constraint`]): at a node where
//! a constraint is still pending, the moves its player may make, the discharge of constraints
//! as cards are played, and the key and deciding cards that keep a proof under constraints
//! apart from the others.

use super::order::Moves;
use crate::solver::constraint::{
    AT_ONCE, HIGHEST, LOSE, LOWEST, MAX_CONSTRAINTS, MAY_NOT_LEAD, MUST_LEAD, PLAY_CARD, Rule, WIN,
};
use crate::solver::engine::{Engine, Play, Win, count_cards, high_bit};

impl Engine {
    /// The pending rules, by slot.
    #[inline]
    fn pending_rules(&self) -> impl Iterator<Item = Rule> + '_ {
        (0..MAX_CONSTRAINTS)
            .filter(|&i| self.pending & (1 << i) != 0)
            .map(|i| self.rules[i])
    }

    /// The tricks still to play, the trick in progress counted.
    #[inline]
    fn tricks_to_play(&self) -> u8 {
        (self.cards_left(self.leader) + u32::from(self.trick_len > 0)) as u8
    }

    /// Whether a rule binds now: a card called later binds once few enough tricks are left.
    #[inline]
    fn binds(&self, r: Rule) -> bool {
        r.left == AT_ONCE || self.tricks_to_play() <= r.left
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
            if r.kind == PLAY_CARD && self.binds(r) && lawful[usize::from(r.suit)] & r.bit != 0 {
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
            let mut moves = self.moves(first);
            self.separate_named_cards(seat, &mut moves);
            return moves;
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

    /// The ordinary moves offer one card of each run of equivalent cards, but a card named by
    /// a pending constraint is not equivalent to its neighbours: playing it discharges the
    /// constraint, playing another keeps it pending. Each such card the player may play is
    /// offered on its own, and so is the next card of its run below it, which stands for the
    /// rest of the run (the run's top card, offered already, may be the named card itself).
    fn separate_named_cards(&self, seat: usize, moves: &mut Moves) {
        for r in self.pending_rules() {
            if r.kind != PLAY_CARD || usize::from(r.seat) != seat {
                continue;
            }
            let s = usize::from(r.suit);
            let mine = self.lawful(seat)[s];
            if mine & r.bit == 0 {
                continue;
            }
            let alive = self.alive(s) | (self.table >> (16 * s)) as u16;
            let below = high_bit(alive & (r.bit - 1));
            for bit in [r.bit, below & mine] {
                let play = Play { suit: s, bit };
                if bit != 0 && !moves.plays().any(|p| p == play) {
                    moves.push(play, 0);
                }
            }
        }
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

    /// The pending constraints as part of a shape's key (above the bits the shape uses): 16
    /// bits a slot, with a named card's place among the cards out of its suit and, for a card
    /// to be called later, the tricks left when it will bind (the shape fixes the tricks left
    /// now; a card that binds already is keyed as one called at once, so they share proofs).
    pub(super) fn rules_key(&self) -> u128 {
        let mut key: u128 = 0;
        for i in 0..MAX_CONSTRAINTS {
            if self.pending & (1 << i) == 0 {
                continue;
            }
            let r = self.rules[i];
            let place = if r.kind == PLAY_CARD {
                count_cards(self.alive(usize::from(r.suit)) & !(r.bit | (r.bit - 1)))
            } else {
                0
            };
            let wait = if self.binds(r) { 0 } else { r.left + 1 };
            let slot = u128::from(r.kind)
                | u128::from(r.seat) << 3
                | u128::from(r.suit) << 5
                | u128::from(place) << 7
                | u128::from(wait) << 11;
            key |= slot << (78 + 16 * i);
        }
        key
    }

    /// The players the pending constraints bind, a bit a seat.
    pub(super) fn pending_seats(&self) -> u8 {
        self.pending_rules().fold(0, |m, r| m | 1 << r.seat)
    }

    /// The named cards still pending, as deciding ranks (so that a proof stored under them is
    /// reused only where they lie at the same place).
    pub(super) fn pending_cards(&self) -> Win {
        self.pending_rules()
            .filter(|r| r.kind == PLAY_CARD)
            .fold(0, |w, r| w | u64::from(r.bit) << (16 * usize::from(r.suit)))
    }
}
