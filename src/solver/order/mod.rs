//! Move ordering: the legal cards of a node, one from each run of equivalent cards, best
//! first. Ordering never changes a result, only how soon a cutoff comes.
//!
//! At a suit or no-trump contract the weights are after DDS (Haglund and Hein), its
//! `WeightAlloc` functions: at the lead by what the suit offers the leader's side (a winner,
//! an entry to the partner, a ruff, a finesse position), with the killer move (the lead that
//! last cut off at this trick) as a bonus; following, the cheapest card sure to win, low when
//! the trick is the side's already. DDS takes the partner to sit opposite; here the partner is
//! `partner[leader]` and each positional rule is read from who plays after whom: an adversary
//! who plays *before* the partner (DDS's left-hand opponent) or *after* him (DDS's
//! right-hand opponent, who sits over the partner's cards).
//!
//! At the nullo every player plays to lose tricks, and the ordering is its own
//! (`nullo_weight`); there the table's stored lead is a bonus too.
//!
//! A file per kind of weight: `lead` (the leader's), `follow` (the second, third and fourth
//! hands', and discards), `nullo` (the nullo's); here the moves of a node and what they share.
//! Kept in one file until it was measured that splitting it costs nothing: callgrind counted
//! 2,504,675,201 instructions for a DDS table (five strains, four declarers, one thread, 16 MB)
//! of `cases/book-deals/e-doubles-four-spades-that-make-an-overtrick.record` before the split
//! and 2,504,689,304 after (+0.0006%; the same nodes, as the ordering is the same).

mod follow;
mod lead;
mod nullo;

use crate::solver::engine::{Engine, NO_TRUMP, Play, count_cards, high_bit, run_low};

/// Moves of one node, with ordering scores: kept small (a node builds one), each card and
/// its score as one sort key.
pub(super) struct Moves {
    /// Best first once sorted: the score × 256 plus 255 less the card's play code, so that
    /// equal scores go lower code first (suits in order, low cards first: the order the
    /// cards are offered in), and the card is read back from the key.
    keys: [i32; 13],
    pub(super) len: usize,
}

impl Moves {
    pub(super) fn new() -> Moves {
        Moves {
            keys: [0; 13],
            len: 0,
        }
    }
    pub(super) fn push(&mut self, play: Play, score: i32) {
        if self.len < 13 {
            self.keys[self.len] = score * 256 + (255 - i32::from(code(play)));
            self.len += 1;
        }
    }
    /// Highest score first (insertion sort, shifting the lower keys up: the lists are short;
    /// `len` is at most 13, said so that the index checks go).
    fn sort(&mut self) {
        for i in 1..self.len.min(13) {
            let key = self.keys[i];
            let mut j = i;
            while j > 0 && self.keys[j - 1] < key {
                self.keys[j] = self.keys[j - 1];
                j -= 1;
            }
            self.keys[j] = key;
        }
    }
    /// The `i`th card, best first once sorted.
    #[inline]
    pub(super) fn play(&self, i: usize) -> Play {
        let c = 255 - (self.keys[i] & 255) as u8;
        Play {
            suit: usize::from(c >> 4),
            bit: 1 << (c & 15),
        }
    }
    /// The `i`th card's score.
    #[cfg(test)]
    fn score(&self, i: usize) -> i32 {
        self.keys[i] >> 8
    }
    /// The cards, best first once sorted.
    #[inline]
    pub(super) fn plays(&self) -> impl Iterator<Item = Play> + '_ {
        (0..self.len).map(|i| self.play(i))
    }
}

/// The play's code: suit in the high nibble, the rank's bit index in the low one.
#[inline]
pub(super) fn code(play: Play) -> u8 {
    (play.suit as u8) << 4 | play.bit.trailing_zeros() as u8
}

/// No seat (for a card that is not out).
const NOBODY: usize = 4;

/// The three highest cards of a suit still out: their holders and the top two cards.
#[derive(Clone, Copy)]
struct Tops {
    winner: u16,
    winner_hand: usize,
    second: u16,
    second_hand: usize,
    third_hand: usize,
}

/// DDS's rank numbers: 2 for the deuce, 14 for the ace.
#[inline]
fn rank(bit: u16) -> i32 {
    bit.trailing_zeros() as i32 + 2
}

/// The card's place among the cards out, 1 for the highest (DDS's relative rank).
#[inline]
fn rel_rank(alive: u16, bit: u16) -> i32 {
    count_cards(alive & !(bit | (bit - 1))) as i32 + 1
}

impl Engine {
    /// The move that last cut off at this trick and place in it (a play code, 0xff none).
    #[inline]
    fn killer(&self, seat: usize) -> u8 {
        self.killers[(self.cards_left(seat) as usize).min(13)][self.trick_len]
    }

    fn holder(&self, suit: usize, bit: u16) -> usize {
        (0..4)
            .find(|&h| self.hands[h][suit] & bit != 0)
            .unwrap_or(NOBODY)
    }

    fn suit_tops(&self, suit: usize, alive: u16) -> Tops {
        let winner = high_bit(alive);
        let rest = alive & !winner;
        let second = high_bit(rest);
        let third = high_bit(rest & !second);
        if alive == self.alive(suit) {
            // No card of the suit on the table: the holders are kept, the highest first.
            let h = self.holders[suit] as usize;
            let at = |bit: u16, i: u32| if bit == 0 { NOBODY } else { (h >> (2 * i)) & 3 };
            return Tops {
                winner,
                winner_hand: at(winner, 0),
                second,
                second_hand: at(second, 1),
                third_hand: at(third, 2),
            };
        }
        Tops {
            winner,
            winner_hand: if winner == 0 {
                NOBODY
            } else {
                self.holder(suit, winner)
            },
            second,
            second_hand: if second == 0 {
                NOBODY
            } else {
                self.holder(suit, second)
            },
            third_hand: if third == 0 {
                NOBODY
            } else {
                self.holder(suit, third)
            },
        }
    }

    /// The legal cards, one from each run of equivalent cards, ordered best first. `tt_best`
    /// is the table's stored best move here (code, or 0xff).
    // Inlined into the move loop only as far as a player following suit with one run of
    // cards (a third of the nodes that order moves: one card, nothing to order); the rest is
    // out of line: its locals would stay in every node's stack frame for the whole search
    // below it. The facts each kind of node needs are found once, and only when there is
    // more than one card to order.
    #[inline(always)]
    pub(super) fn moves(&self, tt_best: u8) -> Moves {
        let seat = self.to_play();
        if self.trick_len > 0 {
            let led = self.trick[0].suit;
            let mine = self.hands[seat][led];
            if mine != 0 {
                // Following suit: only the led suit's cards.
                let alive = self.alive_with_table(led);
                let tops = run_tops(mine, alive);
                if tops & (tops - 1) == 0 {
                    let mut moves = Moves::new();
                    moves.push(
                        Play {
                            suit: led,
                            bit: tops,
                        },
                        0,
                    );
                    return moves;
                }
                return self.following_moves(seat, alive, tops, tt_best);
            }
        }
        self.moves_of_every_suit(seat, tt_best)
    }

    /// [`Engine::moves`] following suit with more than one run: `tops`, the heads of the
    /// runs; `alive`, the led suit's cards out with the table's.
    #[inline(never)]
    fn following_moves(&self, seat: usize, alive: u16, tops: u16, tt_best: u8) -> Moves {
        let led = self.trick[0].suit;
        let mut moves = Moves::new();
        if self.wants_tricks(seat) {
            let facts = self.follow_facts(seat, alive);
            for_each_bit(tops, |bit| {
                let play = Play { suit: led, bit };
                moves.push(play, self.follow_weight(&facts, play, true, seat, alive));
            });
        } else {
            let facts = self.nullo_follow_facts(seat);
            for_each_bit(tops, |bit| {
                let play = Play { suit: led, bit };
                moves.push(play, self.nullo_weight(&facts, play, true, tt_best, 0xff));
            });
        }
        moves.sort();
        moves
    }

    /// [`Engine::moves`] at a lead, or of a player void in the led suit: every suit held.
    #[inline(never)]
    fn moves_of_every_suit(&self, seat: usize, tt_best: u8) -> Moves {
        let mut moves = Moves::new();
        let hand = self.hands[seat];
        // A lead, or a void in the led suit: every suit held.
        let mut tops = [0u16; 4];
        let mut count = 0;
        for suit in 0..4 {
            if hand[suit] != 0 {
                tops[suit] = run_tops(hand[suit], self.alive_with_table(suit));
                count += count_cards(tops[suit]);
            }
        }
        if count == 1 {
            let suit = (0..4).find(|&s| tops[s] != 0).unwrap_or(0);
            moves.push(
                Play {
                    suit,
                    bit: tops[suit],
                },
                0,
            );
            return moves;
        }
        let wants = self.wants_tricks(seat);
        if self.trick_len == 0 {
            let killer = self.killer(seat);
            if wants {
                let partner = self.partner[seat];
                let around = self.adversaries_around(seat, partner);
                for (suit, &held) in tops.iter().enumerate() {
                    if held == 0 {
                        continue;
                    }
                    // No card on the table at a lead.
                    let alive = self.alive(suit);
                    let facts = self.lead_suit_facts(seat, suit, alive, around);
                    for_each_bit(held, |bit| {
                        let play = Play { suit, bit };
                        moves.push(play, self.lead_weight(&facts, play, alive, killer));
                    });
                }
            } else {
                let opps = self.adversaries_of(seat);
                for (suit, &held) in tops.iter().enumerate() {
                    if held == 0 {
                        continue;
                    }
                    let facts = self.nullo_lead_facts(seat, opps, suit);
                    for_each_bit(held, |bit| {
                        let play = Play { suit, bit };
                        moves.push(
                            play,
                            self.nullo_weight(&facts, play, false, tt_best, killer),
                        );
                    });
                }
            }
        } else if wants && self.trump != NO_TRUMP && hand[self.trump] != 0 {
            // Void: ruffs and discards.
            let facts = self.follow_facts(seat, 0);
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    let play = Play { suit, bit };
                    moves.push(play, self.follow_weight(&facts, play, false, seat, 0));
                });
            }
        } else if wants {
            // Void, no trump to ruff with: discards only.
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    moves.push(
                        Play { suit, bit },
                        self.discard_weight(seat, Play { suit, bit }),
                    );
                });
            }
        } else {
            // At the nullo a void discards his highest cards (`nullo_weight`).
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    let rank = bit.trailing_zeros() as i32;
                    moves.push(Play { suit, bit }, 200 + rank);
                });
            }
        }
        moves.sort();
        moves
    }
}

/// The player's cards that head a run of equivalent cards: the next higher card still out
/// (`alive`) is not his. Found for all the cards at once: a card is below one of his own
/// when the card above it is his, or is gone (not out) and the card above that is his, and
/// so on up (a carry through the cards gone, in four doubling steps for 13 ranks).
#[inline]
fn run_tops(mine: u16, alive: u16) -> u16 {
    let mut below_mine = mine >> 1;
    let mut gone = (!alive & 0x1fff) >> 1;
    below_mine |= gone & (below_mine >> 1);
    gone &= gone >> 1;
    below_mine |= gone & (below_mine >> 2);
    gone &= gone >> 2;
    below_mine |= gone & (below_mine >> 4);
    gone &= gone >> 4;
    below_mine |= gone & (below_mine >> 8);
    mine & !below_mine
}

/// The seats of a seat mask, lowest first.
#[inline]
fn seats(mut mask: u8) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let seat = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(seat)
        }
    })
}

/// Calls `f` with each card of a mask, lowest first.
#[inline]
fn for_each_bit(mut mask: u16, mut f: impl FnMut(u16)) {
    while mask != 0 {
        let bit = mask & mask.wrapping_neg();
        mask &= !bit;
        f(bit);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{Position, Solver, pairings};
    use super::*;
    use crate::cards::{Card, Deal, Seat, Strain, Suit};
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    /// The cards the ordering must offer, found without it: each legal card that is the
    /// highest of its run, i.e. the next higher card still out (in a hand or on the table
    /// this trick) is not the player's.
    fn run_tops(e: &Engine) -> Vec<(usize, u16)> {
        let seat = e.to_play();
        let mut out: Vec<(usize, u16)> = e
            .legal_plays()
            .into_iter()
            .filter(|p| {
                let mut out_now = e.alive(p.suit);
                for t in &e.trick[..e.trick_len] {
                    if t.suit == p.suit {
                        out_now |= t.bit;
                    }
                }
                let above = out_now & !(p.bit | (p.bit - 1));
                let next = above & above.wrapping_neg();
                next == 0 || e.hands[seat][p.suit] & next == 0
            })
            .map(|p| (p.suit, p.bit))
            .collect();
        out.sort_unstable();
        out
    }

    /// Ordering may only reorder: at every node of random play, in every seating, at a suit
    /// contract, at no trumps and at the nullo, with killer and table moves set at random,
    /// the list holds exactly one card of each run of equivalent legal cards, best first.
    #[test]
    fn the_ordering_offers_exactly_one_card_of_each_run_best_first() {
        let mut rng = StdRng::seed_from_u64(0x0D0E_5EED);
        for round in 0..24 {
            let pack =
                crate::solver::tests::shuffled((0..52).map(Card::from_index).collect(), &mut rng);
            let mut deal = Deal::default();
            for (i, seat) in Seat::ALL.into_iter().enumerate() {
                deal.hands[seat.index()] =
                    Some(pack[i * 13..(i + 1) * 13].iter().copied().collect());
            }
            let strain = [
                Strain::Trumps(Suit::Hearts),
                Strain::NoTrumps,
                Strain::Nullo,
            ][round % 3];
            let declarers = pairings()[(round / 3) % 3];
            let leader = Seat::ALL[round % 4];
            let position = Position::from_deal(&deal, strain, declarers, leader)
                .expect("a full deal is a position");
            let mut e = Solver::engine(&position);
            while e.cards_left(e.to_play()) > 0 {
                let legal = e.legal_plays();
                let left = (e.cards_left(e.to_play()) as usize).min(13);
                e.killers[left][e.trick_len] = code(legal[rng.random_range(0..legal.len())]);
                let tt_best = code(legal[rng.random_range(0..legal.len())]);
                let moves = e.moves(tt_best);
                let list: Vec<(Play, i32)> = (0..moves.len)
                    .map(|i| (moves.play(i), moves.score(i)))
                    .collect();
                let mut got: Vec<(usize, u16)> =
                    list.iter().map(|(p, _)| (p.suit, p.bit)).collect();
                got.sort_unstable();
                assert_eq!(got, run_tops(&e), "round {round}");
                assert!(list.windows(2).all(|w| w[0].1 >= w[1].1), "round {round}");
                let play = legal[rng.random_range(0..legal.len())];
                e.apply(play);
            }
        }
    }
}
