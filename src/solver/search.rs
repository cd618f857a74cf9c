//! The search: zero-window alpha-beta over single plays, with moving bounds, quick tricks,
//! equivalent cards played once, move ordering, and the transposition table at trick
//! boundaries.
//!
//! The game is framed generally: one side's tricks are *counted*, and one side *maximises*
//! the count. At a suit or no-trump contract the declaring side is counted and maximises; at
//! the nullo the declaring side is counted and the adversaries maximise (the declarers play
//! to lose tricks, the adversaries to make them take tricks), with no trump suit. Seats are
//! any four; the two sides are any two pairs, so partners may sit side by side.

use super::tt::TransTable;

/// No trump suit.
pub(crate) const NO_TRUMP: usize = 4;

/// A play: suit index and the rank's bit (bit 0 = deuce).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Play {
    pub suit: usize,
    pub bit: u16,
}

/// What to restore after a play that may have completed a trick.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Undo {
    seat: usize,
    play: Play,
    /// Set when the play completed a trick: the trick's leader and whether it was counted.
    completed: Option<(usize, bool)>,
    trick: [Play; 4],
}

/// Moves of one node, with ordering scores.
struct Moves {
    list: [(Play, i32); 13],
    len: usize,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            list: [(Play { suit: 0, bit: 0 }, 0); 13],
            len: 0,
        }
    }
    fn push(&mut self, play: Play, score: i32) {
        if self.len < 13 {
            self.list[self.len] = (play, score);
            self.len += 1;
        }
    }
    /// Highest score first (insertion sort: the lists are short).
    fn sort(&mut self) {
        for i in 1..self.len {
            let mut j = i;
            while j > 0 && self.list[j - 1].1 < self.list[j].1 {
                self.list.swap(j - 1, j);
                j -= 1;
            }
        }
    }
}

/// The engine's whole state: the hands as rank masks, the trick in progress, and the aims.
#[derive(Debug, Clone)]
pub(crate) struct Engine {
    /// `hands[seat][suit]`: 13-bit rank masks.
    pub hands: [[u16; 4]; 4],
    pub trump: usize,
    /// Seats whose tricks are counted (bit per seat index).
    pub counted: u8,
    /// Seats that play to raise the count.
    pub maximisers: u8,
    pub leader: usize,
    pub trick: [Play; 4],
    pub trick_len: usize,
    /// Counted tricks won since the search began.
    pub won: i32,
    pub nodes: u64,
}

fn high_bit(mask: u16) -> u16 {
    if mask == 0 {
        0
    } else {
        1 << (15 - mask.leading_zeros())
    }
}

impl Engine {
    fn seat_in(mask: u8, seat: usize) -> bool {
        mask & (1 << seat) != 0
    }

    /// True when the seat wants to win tricks: a counted maximiser, or an uncounted minimiser.
    /// At the nullo nobody does.
    fn wants_tricks(&self, seat: usize) -> bool {
        Engine::seat_in(self.counted, seat) == Engine::seat_in(self.maximisers, seat)
    }

    fn same_side(&self, a: usize, b: usize) -> bool {
        Engine::seat_in(self.counted, a) == Engine::seat_in(self.counted, b)
    }

    fn alive(&self, suit: usize) -> u16 {
        self.hands[0][suit] | self.hands[1][suit] | self.hands[2][suit] | self.hands[3][suit]
    }

    pub(crate) fn cards_left(&self, seat: usize) -> u32 {
        self.hands[seat].iter().map(|m| m.count_ones()).sum()
    }

    pub(crate) fn to_play(&self) -> usize {
        (self.leader + self.trick_len) % 4
    }

    /// The index in the trick of the card now winning it.
    fn winning_index(&self) -> usize {
        let mut best = 0;
        for i in 1..self.trick_len {
            let (c, b) = (self.trick[i], self.trick[best]);
            let beats = if c.suit == b.suit {
                c.bit > b.bit
            } else {
                c.suit == self.trump
            };
            if beats {
                best = i;
            }
        }
        best
    }

    fn beats_current(&self, p: Play) -> bool {
        if self.trick_len == 0 {
            return true;
        }
        let b = self.trick[self.winning_index()];
        if p.suit == b.suit {
            p.bit > b.bit
        } else {
            p.suit == self.trump
        }
    }

    /// Plays a card; when it completes a trick, gives the trick to its winner.
    pub(crate) fn apply(&mut self, play: Play) -> Undo {
        let seat = self.to_play();
        self.hands[seat][play.suit] &= !play.bit;
        self.trick[self.trick_len] = play;
        self.trick_len += 1;
        let mut undo = Undo {
            seat,
            play,
            completed: None,
            trick: self.trick,
        };
        if self.trick_len == 4 {
            let winner = (self.leader + self.winning_index()) % 4;
            let counted = Engine::seat_in(self.counted, winner);
            undo.completed = Some((self.leader, counted));
            self.won += i32::from(counted);
            self.leader = winner;
            self.trick_len = 0;
        }
        undo
    }

    pub(crate) fn revert(&mut self, undo: Undo) {
        if let Some((leader, counted)) = undo.completed {
            self.won -= i32::from(counted);
            self.leader = leader;
            self.trick = undo.trick;
            self.trick_len = 4;
        }
        self.trick_len -= 1;
        self.hands[undo.seat][undo.play.suit] |= undo.play.bit;
    }

    /// Every legal card of the player to play, not merged by equivalence.
    pub(crate) fn legal_plays(&self) -> Vec<Play> {
        let seat = self.to_play();
        let mut out = Vec::new();
        let suits: Vec<usize> = if self.trick_len > 0 && self.hands[seat][self.trick[0].suit] != 0 {
            vec![self.trick[0].suit]
        } else {
            (0..4).collect()
        };
        for s in suits {
            let mut m = self.hands[seat][s];
            while m != 0 {
                let bit = high_bit(m);
                m &= !bit;
                out.push(Play { suit: s, bit });
            }
        }
        out
    }

    /// The legal cards, one from each run of equivalent cards, ordered best first.
    fn moves(&self) -> Moves {
        let seat = self.to_play();
        let mut moves = Moves::new();
        let following = self.trick_len > 0 && self.hands[seat][self.trick[0].suit] != 0;
        let wants = self.wants_tricks(seat);
        let partner_winning =
            self.trick_len > 0 && self.same_side(seat, (self.leader + self.winning_index()) % 4);
        for suit in 0..4 {
            if following && suit != self.trick[0].suit {
                continue;
            }
            let mine = self.hands[seat][suit];
            if mine == 0 {
                continue;
            }
            // Cards on the table this trick still separate ranks; cards of finished tricks do not.
            let mut alive = self.alive(suit);
            for p in &self.trick[..self.trick_len] {
                if p.suit == suit {
                    alive |= p.bit;
                }
            }
            let top_alive = high_bit(alive);
            let partner_side_top = (0..4)
                .filter(|&o| o != seat && self.same_side(o, seat))
                .any(|o| self.hands[o][suit] & top_alive != 0);
            let mut m = mine;
            while m != 0 {
                let bit = m & m.wrapping_neg();
                m &= !bit;
                // Keep only the top card of a run: skip if the next higher live card is ours.
                let above = alive & !(bit | (bit - 1));
                let next = above & above.wrapping_neg();
                if next != 0 && mine & next != 0 {
                    continue;
                }
                let play = Play { suit, bit };
                let rank = bit.trailing_zeros() as i32;
                let score = if self.trick_len == 0 {
                    self.lead_score(seat, suit, bit, rank, wants, top_alive, partner_side_top)
                } else {
                    let wins = self.beats_current(play);
                    match (wants, wins) {
                        (true, true) if !partner_winning => 200 - rank,
                        (true, true) => -rank - 20,
                        (true, false) => 100 - rank - if suit == self.trump { 30 } else { 0 },
                        (false, false) => 200 + rank,
                        (false, true) => 100 + rank,
                    }
                };
                moves.push(play, score);
            }
        }
        moves.sort();
        moves
    }

    #[allow(clippy::too_many_arguments)]
    fn lead_score(
        &self,
        seat: usize,
        suit: usize,
        bit: u16,
        rank: i32,
        wants: bool,
        top_alive: u16,
        partner_side_top: bool,
    ) -> i32 {
        let len = self.hands[seat][suit].count_ones() as i32;
        if wants {
            if bit == top_alive {
                300 + len
            } else if partner_side_top {
                200 - rank
            } else {
                100 - rank - if suit == self.trump { 10 } else { 0 }
            }
        } else {
            // At the nullo: lead low, from a suit where others still hold cards above it.
            let higher_elsewhere = (0..4)
                .filter(|&o| o != seat && !self.same_side(o, seat))
                .any(|o| self.hands[o][suit] > bit);
            if higher_elsewhere {
                200 - rank
            } else {
                50 - rank
            }
        }
    }

    /// Tricks the leader's side can cash at once, without giving up the lead, counting only
    /// the leader's own top cards; a lower bound on its tricks.
    fn quick_tricks(&self) -> i32 {
        let l = self.leader;
        let partner = (0..4)
            .find(|&o| o != l && self.same_side(o, l))
            .unwrap_or(l);
        let opps = (0..4).filter(|&o| !self.same_side(o, l));
        let t = self.trump;
        let mut trump_tricks = 0;
        let mut side_tricks = 0;
        for s in 0..4 {
            let mine = self.hands[l][s];
            if mine == 0 {
                continue;
            }
            let alive = self.alive(s);
            let mut k = 0u32;
            let mut rest = alive;
            while rest != 0 {
                let top = high_bit(rest);
                if mine & top == 0 {
                    break;
                }
                k += 1;
                rest &= !top;
            }
            if s == t {
                trump_tricks += k;
                continue;
            }
            let mut cap = k;
            if t != NO_TRUMP {
                for o in opps.clone() {
                    if self.hands[o][t] != 0 {
                        cap = cap.min(self.hands[o][s].count_ones());
                    }
                }
            }
            side_tricks += cap;
        }
        // A partner who could be forced to ruff a winner would take the lead away.
        if t != NO_TRUMP && partner != l && self.hands[partner][t] != 0 {
            let non_trumps = self.cards_left(partner) - self.hands[partner][t].count_ones();
            if non_trumps < side_tricks {
                side_tricks = 0;
            }
        }
        (trump_tricks + side_tricks) as i32
    }

    /// The relative-rank key of a position at a trick boundary.
    fn key(&self) -> u128 {
        let mut key: u128 = 0;
        for s in 0..4 {
            let mut code: u32 = 1;
            let mut rest = self.alive(s);
            while rest != 0 {
                let top = high_bit(rest);
                rest &= !top;
                let holder = (0..4).find(|&h| self.hands[h][s] & top != 0).unwrap_or(0);
                code = (code << 2) | holder as u32;
            }
            key = (key << 27) | u128::from(code);
        }
        key = (key << 2) | self.leader as u128;
        key = (key << 3) | self.trump as u128;
        key = (key << 4) | u128::from(self.counted);
        (key << 4) | u128::from(self.maximisers)
    }

    /// Can the maximisers hold the counted side to at least `target` tricks in all (counting
    /// those won since the search began)?
    pub(crate) fn at_least(&mut self, target: i32, tt: &mut TransTable) -> bool {
        self.nodes += 1;
        if self.trick_len == 0 {
            return self.at_least_boundary(target, tt);
        }
        self.search_moves(target, tt, 0xff).0
    }

    /// Searches the moves of the player to play; returns the result and the move that decided
    /// it (a cutoff), if any. `first` is a move to try before the others (from the table).
    fn search_moves(&mut self, target: i32, tt: &mut TransTable, first: u8) -> (bool, u8) {
        let seat = self.to_play();
        let maximising = Engine::seat_in(self.maximisers, seat);
        let mut moves = self.moves();
        if first != 0xff {
            let want = Play {
                suit: usize::from(first >> 4),
                bit: 1 << (first & 15),
            };
            if let Some(i) = moves.list[..moves.len].iter().position(|(p, _)| *p == want) {
                moves.list[..=i].rotate_right(1);
            }
        }
        for &(play, _) in &moves.list[..moves.len] {
            let undo = self.apply(play);
            let r = self.at_least(target, tt);
            self.revert(undo);
            if r == maximising {
                return (r, (play.suit as u8) << 4 | play.bit.trailing_zeros() as u8);
            }
        }
        (!maximising, 0xff)
    }

    fn at_least_boundary(&mut self, target: i32, tt: &mut TransTable) -> bool {
        let left = self.cards_left(self.leader) as i32;
        let need = target - self.won;
        if need <= 0 {
            return true;
        }
        if need > left {
            return false;
        }
        if left == 1 {
            // The last trick plays itself.
            for i in 0..4 {
                let seat = (self.leader + i) % 4;
                let suit = (0..4).find(|&s| self.hands[seat][s] != 0).unwrap_or(0);
                self.trick[i] = Play {
                    suit,
                    bit: self.hands[seat][suit],
                };
            }
            self.trick_len = 4;
            let winner = (self.leader + self.winning_index()) % 4;
            self.trick_len = 0;
            return Engine::seat_in(self.counted, winner);
        }
        // Later tricks: the highest trump out must win a trick whenever it is played.
        if self.trump != NO_TRUMP {
            let top = high_bit(self.alive(self.trump));
            if top != 0 {
                let holder = (0..4)
                    .find(|&h| self.hands[h][self.trump] & top != 0)
                    .unwrap_or(0);
                if Engine::seat_in(self.counted, holder) {
                    if need <= 1 {
                        return true;
                    }
                } else if need > left - 1 {
                    return false;
                }
            }
        }
        if self.wants_tricks(0)
            && self.wants_tricks(1)
            && self.wants_tricks(2)
            && self.wants_tricks(3)
        {
            let qt = self.quick_tricks();
            if Engine::seat_in(self.counted, self.leader) {
                if qt >= need {
                    return true;
                }
            } else if left - qt < need {
                return false;
            }
        }
        let key = self.key();
        let mut first = 0xff;
        if let Some((lower, upper, best)) = tt.get(key) {
            if i32::from(lower) >= need {
                return true;
            }
            if i32::from(upper) < need {
                return false;
            }
            first = best;
        }
        let (r, best) = self.search_moves(target, tt, first);
        if r {
            tt.tighten(key, left as u8, Some(need as u8), None, best);
        } else {
            tt.tighten(key, left as u8, None, Some((need - 1) as u8), best);
        }
        r
    }

    /// The counted side's tricks from here with best play, found by zero-window searches
    /// stepping from `guess` (moving bounds: each search moves the lower or upper bound).
    pub(crate) fn value(&mut self, guess: i32, tt: &mut TransTable) -> i32 {
        let saved_won = self.won;
        self.won = 0;
        // The player to play has not yet played to the trick in progress.
        let total = self.cards_left(self.to_play()) as i32;
        let (mut lower, mut upper) = (0, total);
        let mut g = guess.clamp(0, total);
        while lower < upper {
            let t = g.clamp(lower + 1, upper);
            if self.at_least(t, tt) {
                lower = t;
                g = t + 1;
            } else {
                upper = t - 1;
                g = t - 1;
            }
        }
        self.won = saved_won;
        lower
    }
}
