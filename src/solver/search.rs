//! The search: zero-window alpha-beta over single plays, with moving bounds, quick tricks,
//! equivalent cards played once, move ordering, and the transposition table at trick
//! boundaries with partition search: every search also returns the ranks that decided it
//! (cards that won a trick by rank, quick tricks cashed, the top trump of the later-tricks
//! cutoff), so that the table can store only the top cards that mattered.
//!
//! The game is framed generally: one side's tricks are *counted*, and one side *maximises*
//! the count. At a suit or no-trump contract the declaring side is counted and maximises; at
//! the nullo the declaring side is counted and the adversaries maximise (the declarers play
//! to lose tricks, the adversaries to make them take tricks), with no trump suit. Seats are
//! any four; the two sides are any two pairs, so partners may sit side by side.

use super::engine::{Engine, Play, SEAT_LANES, Win, count_cards, high_bit, nth_from_top, run_low};
use super::tt::{Probe, TransTable};

#[path = "order/mod.rs"]
pub(super) mod order;

#[path = "constrained.rs"]
mod constrained;

/// What to restore after a play that may have completed a trick.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Undo {
    seat: usize,
    play: Play,
    /// The trick's winning card before the play (see [`Engine::winning`]).
    winning: usize,
    /// The card's place among the cards out (see [`Engine::take`]).
    above: u32,
    /// The cards of the trick before the play (see [`Engine::table`]).
    table: u64,
    /// Set when the play completed a trick: the trick's leader, whether it was counted, and
    /// the trick's first three cards (the next trick's cards are written over them). Only
    /// then is the trick copied: copying it at every play cost a stalled load.
    completed: Option<(usize, bool, [Play; 3])>,
    /// When the play completed a trick won by rank: the winning card, as a deciding rank.
    by_rank: Win,
}

impl Engine {
    pub(super) fn seat_in(mask: u8, seat: usize) -> bool {
        mask & (1 << seat) != 0
    }

    /// True when the seat wants to win tricks: a counted maximiser, or an uncounted minimiser.
    /// At the nullo nobody does.
    pub(super) fn wants_tricks(&self, seat: usize) -> bool {
        Engine::seat_in(self.counted, seat) == Engine::seat_in(self.maximisers, seat)
    }

    /// True when every seat wants tricks (none does at the nullo): the counted seats are the
    /// maximisers.
    #[inline]
    pub(super) fn all_want_tricks(&self) -> bool {
        (self.counted ^ self.maximisers) & 15 == 0
    }

    /// The holder of the `n`th highest card of a suit still out (0 the highest), which must
    /// be out: from the holders kept with the hands (at a trick boundary).
    #[inline]
    pub(super) fn holder_of_top(&self, suit: usize, n: u32) -> usize {
        (self.holders[suit] >> (2 * n)) as usize & 3
    }

    /// The seat's adversaries, a bit a seat: the seats counted unlike him.
    #[inline]
    pub(super) fn adversaries_of(&self, seat: usize) -> u8 {
        if Engine::seat_in(self.counted, seat) {
            !self.counted & 15
        } else {
            self.counted & 15
        }
    }

    pub(super) fn same_side(&self, a: usize, b: usize) -> bool {
        Engine::seat_in(self.counted, a) == Engine::seat_in(self.counted, b)
    }

    #[inline]
    pub(super) fn alive(&self, suit: usize) -> u16 {
        self.out[suit]
    }

    /// The cards of a suit still out, with those on the table this trick (which still
    /// separate ranks until the trick is quitted).
    #[inline]
    fn alive_with_table(&self, suit: usize) -> u16 {
        self.alive(suit) | (self.table >> (16 * suit)) as u16
    }

    /// The cards the seat holds: the sum of its four lengths (at most 13, so the nibbles'
    /// sum by one multiplication never carries).
    #[inline]
    pub(crate) fn cards_left(&self, seat: usize) -> u32 {
        let lens = (self.lens >> (16 * seat)) as u32 & 0xffff;
        (lens.wrapping_mul(0x1111) >> 12) & 15
    }

    /// How many cards of the suit the seat holds.
    #[inline]
    pub(super) fn len_of(&self, seat: usize, suit: usize) -> u32 {
        (self.lens >> (16 * seat + 4 * suit)) as u32 & 15
    }

    /// Every seat's length in the suit, 16 bits a seat (bits `16 × seat ..`), so that the four
    /// can be compared at once (see [`at_most_each`]).
    #[inline]
    pub(super) fn suit_lengths(&self, suit: usize) -> u64 {
        (self.lens >> (4 * suit)) & SEAT_LANES
    }

    /// Sets the lengths, the cards out and their holders from the hands (after the hands
    /// are set other than by play).
    pub(crate) fn count_lengths(&mut self) {
        self.lens = 0;
        for seat in 0..4 {
            for suit in 0..4 {
                self.lens |=
                    u64::from(self.hands[seat][suit].count_ones()) << (16 * seat + 4 * suit);
            }
        }
        for suit in 0..4 {
            self.out[suit] = self.hands[0][suit]
                | self.hands[1][suit]
                | self.hands[2][suit]
                | self.hands[3][suit];
            let [h1, h2, h3] = [
                self.hands[1][suit],
                self.hands[2][suit],
                self.hands[3][suit],
            ];
            let mut rest = self.out[suit];
            let mut code: u32 = 0;
            let mut i = 0;
            while rest != 0 {
                let b = 15 - rest.leading_zeros();
                rest &= !(1 << b);
                let holder = ((h1 >> b) & 1) | (((h2 >> b) & 1) << 1) | (((h3 >> b) & 1) * 3);
                code |= u32::from(holder) << (2 * i);
                i += 1;
            }
            self.holders[suit] = code;
        }
    }

    /// Takes a card from a hand, with its length, its place among the cards out and its
    /// holder's code (the codes of the cards below it move up one place). Returns its place:
    /// how many cards out were above it.
    #[inline]
    pub(super) fn take(&mut self, seat: usize, suit: usize, bit: u16) -> u32 {
        let above = count_cards(self.out[suit] & !(bit | (bit - 1)));
        let keep = (1u32 << (2 * above)) - 1;
        let h = self.holders[suit];
        self.holders[suit] = (h & keep) | ((h >> 2) & !keep);
        self.out[suit] &= !bit;
        self.hands[seat][suit] &= !bit;
        self.lens -= 1 << (16 * seat + 4 * suit);
        above
    }

    /// Gives a card back to a hand: the inverse of [`Engine::take`], which found its place
    /// (`above`).
    #[inline]
    fn give_back(&mut self, seat: usize, suit: usize, bit: u16, above: u32) {
        let keep = (1u32 << (2 * above)) - 1;
        let h = self.holders[suit];
        // The cards below it move down one place, clear of its own.
        let below = (h << 2) & !((keep << 2) | 3);
        self.holders[suit] = (h & keep) | below | ((seat as u32) << (2 * above));
        self.out[suit] |= bit;
        self.hands[seat][suit] |= bit;
        self.lens += 1 << (16 * seat + 4 * suit);
    }

    pub(crate) fn to_play(&self) -> usize {
        (self.leader + self.trick_len) % 4
    }

    /// The index in the trick of the card now winning it, found card by card (when the trick
    /// is set other than by play; see [`Engine::winning`]).
    pub(super) fn winning_index(&self) -> usize {
        let mut best = 0;
        for i in 1..self.trick_len {
            if self.beats(self.trick[i], self.trick[best]) {
                best = i;
            }
        }
        best
    }

    /// Whether a card played to the trick beats the card winning it before.
    #[inline]
    fn beats(&self, c: Play, b: Play) -> bool {
        if c.suit == b.suit {
            c.bit > b.bit
        } else {
            c.suit == self.trump
        }
    }

    /// Plays a card; when it completes a trick, gives the trick to its winner.
    // Inlined into the move loop, with [`Engine::revert`]: the undo record stays in
    // registers rather than going through memory at every play (2% fewer instructions).
    #[inline(always)]
    pub(crate) fn apply(&mut self, play: Play) -> Undo {
        let seat = self.to_play();
        let above = self.take(seat, play.suit, play.bit);
        let mut undo = Undo {
            seat,
            play,
            winning: self.winning,
            above,
            table: self.table,
            completed: None,
            by_rank: 0,
        };
        if self.trick_len == 0 {
            self.winning = 0;
        } else if self.beats(play, self.trick[self.winning]) {
            self.winning = self.trick_len;
        }
        self.trick[self.trick_len] = play;
        self.trick_len += 1;
        self.table |= u64::from(play.bit) << (16 * play.suit);
        if self.trick_len == 4 {
            let wi = self.winning;
            undo.by_rank = self.by_rank(wi);
            let winner = (self.leader + wi) % 4;
            let counted = Engine::seat_in(self.counted, winner);
            let [a, b, c, _] = self.trick;
            undo.completed = Some((self.leader, counted, [a, b, c]));
            self.won += i32::from(counted);
            self.leader = winner;
            self.trick_len = 0;
            self.table = 0;
        }
        undo
    }

    #[inline(always)]
    pub(crate) fn revert(&mut self, undo: Undo) {
        if let Some((leader, counted, [a, b, c])) = undo.completed {
            self.won -= i32::from(counted);
            self.leader = leader;
            self.trick[..3].copy_from_slice(&[a, b, c]);
            self.trick_len = 4;
        }
        self.trick_len -= 1;
        self.winning = undo.winning;
        self.table = undo.table;
        self.give_back(undo.seat, undo.play.suit, undo.play.bit, undo.above);
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

    /// The shape of a position at a trick boundary: every seat's length in every suit, the
    /// leader, the trump suit and the aims (see [`super::tt`]).
    #[inline]
    fn shape(&self) -> u128 {
        let mut shape = u128::from(self.lens);
        shape = (shape << 2) | self.leader as u128;
        shape = (shape << 3) | self.trump as u128;
        // The aims as the table keeps them: N's side counted.
        let (counted, maximisers) = if self.flipped() {
            (!self.counted & 0b1111, !self.maximisers & 0b1111)
        } else {
            (self.counted, self.maximisers)
        };
        shape = (shape << 4) | u128::from(counted);
        shape = (shape << 4) | u128::from(maximisers);
        // A marker bit: no real shape is 0.
        (shape << 1) | 1
    }

    /// The holders of the cards still out, by suit, the highest card first (2 bits a card,
    /// 32 bits a suit).
    #[inline]
    fn codes(&self) -> u128 {
        let [c, d, h, s] = self.holders.map(u128::from);
        c | (d << 32) | (h << 64) | (s << 96)
    }

    /// How many cards of each suit, from the top, a set of deciding ranks makes relevant:
    /// every card still out down to the lowest deciding rank.
    #[inline]
    fn tops(&self, win: Win) -> [u8; 4] {
        let mut k = [0u8; 4];
        for (s, n) in k.iter_mut().enumerate() {
            let w = (win >> (16 * s)) as u16;
            if w != 0 {
                let lowest = w & w.wrapping_neg();
                *n = count_cards(self.alive(s) & !(lowest - 1)) as u8;
            }
        }
        k
    }

    /// The inverse of [`Engine::tops`]: the lowest relevant card of each suit, as a deciding
    /// rank.
    #[inline]
    fn win_of_tops(&self, k: [u8; 4]) -> Win {
        let mut win: Win = 0;
        for (s, &n) in k.iter().enumerate() {
            if n > 0 {
                win |= u64::from(nth_from_top(self.alive(s), u32::from(n) - 1)) << (16 * s);
            }
        }
        win
    }

    /// A fail-soft zero-window search: can the maximisers hold the counted side to at least
    /// `target` tricks in all (counting those won since the search began)? Returns a bound
    /// `v` on that count, with the ranks that decided it: when `v >= target` the count is at
    /// least `v`, otherwise at most `v`.
    // Inlined into the move loop, its only caller in the recursion: one call a node, not two
    // (the second player's cutoff, with more locals, stays out of line).
    //
    // `C`: the constrained instance ([`constrained`]), which hands over to the unconstrained
    // one as soon as no constraint is pending; the unconstrained one never looks at them.
    #[inline(always)]
    fn search<const C: bool>(&mut self, target: i32, tt: &mut TransTable) -> (i32, Win) {
        if C && self.pending == 0 {
            return self.search::<false>(target, tt);
        }
        self.nodes += 1;
        if self.trick_len == 0 {
            return self.search_boundary::<C>(target, tt);
        }
        if !C
            && self.trick_len == 1
            && self.cutoffs
            && let Some((bound, win)) = self.second_hand_cutoff(target - self.won)
        {
            return (self.won + bound, win);
        }
        let (v, _, win) = self.search_moves::<C>(target, tt, 0xff);
        (v, win)
    }

    /// Searches the moves of the player to play; returns the bound found, the move that
    /// decided it (a cutoff), if any, and the ranks that decided it. `first` is the table's
    /// stored best move here (a play code, 0xff none), which the ordering favours.
    fn search_moves<const C: bool>(
        &mut self,
        target: i32,
        tt: &mut TransTable,
        first: u8,
    ) -> (i32, u8, Win) {
        let seat = self.to_play();
        let maximising = Engine::seat_in(self.maximisers, seat);
        // The table's stored move is a bonus in the weights, not forced first (as in DDS).
        let moves = if C {
            self.constrained_moves(first)
        } else {
            self.moves(first)
        };
        let mut union: Win = 0;
        let mut best = if maximising { i32::MIN } else { i32::MAX };
        // Per suit, the lowest rank still worth trying: a card that failed below every rank
        // that decided its result stands for every lower card of its suit (and, when no rank
        // of the suit decided it, for every card of the suit).
        let mut relevant_from = [0u16; 4];
        for play in moves.plays() {
            // Under a constraint every allowed card is searched.
            if !C && play.bit < relevant_from[play.suit] {
                continue;
            }
            let pending = if C { self.discharge(play) } else { 0 };
            let undo = self.apply(play);
            let (v, mut win) = self.search::<C>(target, tt);
            win |= undo.by_rank;
            self.revert(undo);
            if C {
                self.pending = pending;
            }
            if (v >= target) == maximising {
                let best = order::code(play);
                let left = self.cards_left(seat) as usize;
                self.killers[left.min(13)][self.trick_len] = best;
                return (v, best, win);
            }
            best = if maximising { best.max(v) } else { best.min(v) };
            let w = (win >> (16 * play.suit)) as u16;
            if w == 0 {
                relevant_from[play.suit] = u16::MAX;
            } else {
                let lowest = w & w.wrapping_neg();
                if play.bit < lowest {
                    relevant_from[play.suit] = relevant_from[play.suit].max(lowest);
                }
            }
            union |= win;
        }
        // Every card failed. A card stood for its run of equivalent cards; where a run
        // reaches below the lowest deciding rank, its lowest card becomes deciding too, so
        // that the runs lie alike wherever the stored proof is used.
        for play in moves.plays() {
            let s = play.suit;
            let w = (union >> (16 * s)) as u16;
            let lowest = w & w.wrapping_neg();
            if lowest == 0 || play.bit < lowest {
                continue;
            }
            let mine = self.hands[seat][s];
            let alive = self.alive_with_table(s);
            let low = run_low(alive, mine, play.bit);
            if low < lowest {
                union |= u64::from(low) << (16 * s);
            }
        }
        (best, 0xff, union)
    }

    // Kept out of `search`, which runs at every play: inlined, its locals (the cutoffs', the
    // table's) made every play's stack frame some 700 bytes larger, and a deep search
    // spread over more cache lines.
    #[inline(never)]
    fn search_boundary<const C: bool>(&mut self, target: i32, tt: &mut TransTable) -> (i32, Win) {
        let left = self.cards_left(self.leader) as i32;
        let won = self.won;
        let need = target - won;
        if need <= 0 {
            return (won, 0);
        }
        if need > left {
            return (won + left, 0);
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
            let wi = self.winning_index();
            let winner = (self.leader + wi) % 4;
            let by_rank = self.by_rank(wi);
            self.trick_len = 0;
            return (
                won + i32::from(Engine::seat_in(self.counted, winner)),
                by_rank,
            );
        }
        if !C
            && self.cutoffs
            && let Some((bound, win)) = self.boundary_cutoff(need, left)
        {
            return (won + bound, win);
        }
        if C && self.cutoffs
            && let Some((bound, win)) = self.free_bound(need, left, tt)
        {
            return (won + bound, win | self.pending_cards());
        }
        // Under constraints, the pending ones are part of the shape: their proofs are theirs.
        let shape = if C {
            self.shape() | self.rules_key()
        } else {
            self.shape()
        };
        let codes = self.codes();
        // One side's tricks are the rest of the other's: the table keeps every proof as a
        // bound on the tricks of N's side, so that the searches for either side's declarer
        // share them (as DDS's table does).
        let flip = self.flipped();
        let mut first = 0xff;
        match self.table_bound(tt, shape, codes, need, left) {
            Ok((bound, win)) => return (won + bound, win),
            Err(best) => {
                if best != 0xff {
                    let s = usize::from(best >> 4);
                    let bit = nth_from_top(self.alive(s), u32::from(best & 15));
                    if bit != 0 {
                        first = (best & 0xf0) | bit.trailing_zeros() as u8;
                    }
                }
            }
        }
        let (v, best, mut win) = self.search_moves::<C>(target, tt, first);
        if C {
            win |= self.pending_cards();
        }
        let tops = self.tops(win);
        // The lead is stored by its place among the cards out, so that it means the same
        // card wherever the entry is used.
        let rel = if best == 0xff {
            0xff
        } else {
            let s = usize::from(best >> 4);
            let bit: u16 = 1 << (best & 15);
            (best & 0xf0) | count_cards(self.alive(s) & !(bit | (bit - 1))) as u8
        };
        let future = (v - won).clamp(0, left) as u8;
        // A lower bound on one side's tricks is an upper bound on the other's.
        let bound = if flip { left as u8 - future } else { future };
        if (v >= target) != flip {
            tt.store(shape, codes, tops, left as u8, Some(bound), None, rel);
        } else {
            tt.store(shape, codes, tops, left as u8, None, Some(bound), rel);
        }
        (v, win)
    }

    /// Under constraints, a bound of the free game (no constraint) that holds for this one,
    /// from the cutoffs or the table's free proofs, when it settles a search needing `need`
    /// of the `left` tricks. A constraint only narrows its player's choice of cards, so it can
    /// only cost his side: when every pending constraint binds players of one side, a free
    /// bound against that side holds under the constraints too (a card called later keeps
    /// the search constrained for tricks on end, and without this it had no cutoff at all).
    fn free_bound(&self, need: i32, left: i32, tt: &TransTable) -> Option<(i32, Win)> {
        let bound = self.pending_seats();
        // Which bounds hold: upper ones when only maximisers are bound, lower ones when only
        // minimisers are.
        let (upper, lower) = (
            bound & !self.maximisers & 15 == 0,
            bound & self.maximisers == 0,
        );
        let holds = |b: i32| if b >= need { lower } else { upper };
        if let Some((b, win)) = self.boundary_cutoff(need, left)
            && holds(b)
        {
            return Some((b, win));
        }
        let (b, win) = self
            .table_bound(tt, self.shape(), self.codes(), need, left)
            .ok()?;
        holds(b).then_some((b, win))
    }

    /// What the table's proofs under `shape` say of a search needing `need` of the `left`
    /// tricks to come: a bound on the counted side's tricks that settles it, with the ranks
    /// it rests on; or else the lead to try first (a stored place, 0xff none).
    fn table_bound(
        &self,
        tt: &TransTable,
        shape: u128,
        codes: u128,
        need: i32,
        left: i32,
    ) -> Result<(i32, Win), u8> {
        // The table's bounds are on N's side's tricks (see `flipped`).
        let flip = self.flipped();
        let need_key = if flip { left - need + 1 } else { need };
        let (b, k) = match tt.probe(shape, codes, need_key as u8) {
            Probe::Lower(l, k) => (i32::from(l), k),
            Probe::Upper(u, k) => (i32::from(u), k),
            Probe::Open(best) => return Err(best),
        };
        Ok((if flip { left - b } else { b }, self.win_of_tops(k)))
    }

    /// Whether the table holds this search's proofs for the other side: N's side is not the
    /// counted one. The game is the same either way round: at a suit or no-trumps both
    /// sides want tricks; at the nullo both want to lose them (the adversaries, who play to
    /// make the declarers win tricks, play to take none themselves).
    #[inline]
    fn flipped(&self) -> bool {
        self.counted & 1 == 0
    }

    /// The deciding rank of a completed trick (`trick_len == 4`) won by the card at index
    /// `wi`: the winning card when it beat another card of its suit, else none (a ruff or
    /// the only card of its suit wins whatever its rank).
    #[inline]
    fn by_rank(&self, wi: usize) -> Win {
        let w = self.trick[wi];
        let contested = (0..4).any(|i| i != wi && self.trick[i].suit == w.suit);
        if contested {
            u64::from(w.bit) << (16 * w.suit)
        } else {
            0
        }
    }

    /// The counted side's tricks from here with best play, found by zero-window searches
    /// starting from `guess` (MTD(f): each search moves the lower or the upper bound, by as
    /// much as the fail-soft bound it returns allows).
    pub(crate) fn value(
        &mut self,
        guess: i32,
        tt: &mut TransTable,
        bounds: Option<fn(u8, u8)>,
    ) -> i32 {
        if self.pending != 0 {
            self.value_of::<true>(guess, tt, bounds)
        } else {
            self.value_of::<false>(guess, tt, bounds)
        }
    }

    fn value_of<const C: bool>(
        &mut self,
        guess: i32,
        tt: &mut TransTable,
        bounds: Option<fn(u8, u8)>,
    ) -> i32 {
        let saved_won = self.won;
        self.won = 0;
        // The player to play has not yet played to the trick in progress.
        let total = self.cards_left(self.to_play()) as i32;
        let (mut lower, mut upper) = (0, total);
        let mut g = guess.clamp(0, total);
        while lower < upper {
            let target = if g <= lower { lower + 1 } else { g.min(upper) };
            let (v, _) = self.search::<C>(target, tt);
            if v >= target {
                lower = v.min(total);
            } else {
                upper = v.max(0);
            }
            g = if v >= target { v + 1 } else { v };
            if let Some(report) = bounds {
                report(lower as u8, upper as u8);
            }
        }
        self.won = saved_won;
        lower
    }
}
