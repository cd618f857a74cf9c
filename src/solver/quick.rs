//! Cutoffs at a trick boundary: tricks a side must take however the others play, found
//! without searching (after DDS's QuickTricks and LaterTricks, Haglund and Hein), framed for
//! any seating of partners. Each returns the bound on the counted side's tricks to come and
//! the ranks that decided it (see [`super::search`]): every card whose holder the argument
//! relies on, down from the top of its suit.
//!
//! They run only when all four seats want tricks. At the nullo the declarers play to lose,
//! and a side holding winners may be unable to shed them or may choose not to cash them, so
//! none of these arguments holds there: the nullo has its own ([`super::misere`]).

use super::engine::{
    Engine, NO_TRUMP, Win, at_most_each, count_cards, high_bit, holding_lanes, nth_from_top,
    seat_lanes,
};

/// The top `j` cards of a run of winners (all of it when it has no more): the cards a count
/// of `j` tricks from it rests on.
fn top_cards(run: u16, j: u32) -> u16 {
    if j >= run.count_ones() {
        run
    } else {
        run & !(nth_from_top(run, j).wrapping_mul(2).wrapping_sub(1))
    }
}

/// Per suit, the tricks a player on lead can cash from his own top cards and the cards they
/// rest on (see [`Engine::cash_by_suit`]): 12 bytes, passed about in registers.
#[derive(Clone, Copy, Debug)]
struct Cash {
    /// The tricks, a byte a suit.
    tricks: [u8; 4],
    /// The top cards cashed, 16 bits a suit (as deciding ranks).
    runs: Win,
}

impl Cash {
    #[inline]
    fn tricks(self, suit: usize) -> u32 {
        u32::from(self.tricks[suit])
    }
    #[inline]
    fn run(self, suit: usize) -> u16 {
        (self.runs >> (16 * suit)) as u16
    }
    /// The tricks of all four suits (at most 13 a suit: the bytes' sum never carries).
    #[inline]
    fn total(self) -> u32 {
        u32::from_le_bytes(self.tricks).wrapping_mul(0x0101_0101) >> 24
    }
}

impl Engine {
    /// The boundary cutoffs beyond the trivial ones, strongest first: the bound on the
    /// counted side's tricks to come that settles a search needing `need` of the `left`
    /// tricks, with the ranks that decide it, when one does.
    pub(super) fn boundary_cutoff(&self, need: i32, left: i32) -> Option<(i32, Win)> {
        let t = self.trump;
        // Later tricks: the highest trump out wins a trick whenever it is played.
        if t != NO_TRUMP {
            let top = high_bit(self.alive(t));
            if top != 0 {
                let holder = self.holder_of_top(t, 0);
                let win = u64::from(top) << (16 * t);
                if let Some(b) = self.settles(holder, 1, need, left, win) {
                    return Some(b);
                }
            }
        }
        if !self.all_want_tricks() {
            // The nullo's own arguments.
            return self.misere_cutoff(need, left);
        }
        let lost = self.next_trick_lost(need, left);
        if let Some(b) = lost {
            return Some(b);
        }
        // The leader's own winners, when they are enough: only the top cards of the
        // tricks needed decide (DDS stops counting there too), so that the proof stored
        // above rests on as few cards as it can.
        let leader_cash = self.cash_by_suit(self.leader);
        let want = self.wanted(self.leader, need, left);
        if let Some(win) = self.fewest_cashed(self.leader, leader_cash, want as u32) {
            return self.settles(self.leader, want, need, left, win);
        }
        let (qt, win) = self.quick_tricks(leader_cash, want as u32);
        if let Some(b) = self.settles(self.leader, qt, need, left, win) {
            return Some(b);
        }
        if want == 1
            && let Some(win) = self.partner_ruff()
        {
            return self.settles(self.leader, 1, need, left, win);
        }
        if let Some(b) = self.later_tricks(need, left) {
            return Some(b);
        }
        // The side not on lead: its top trumps.
        let other = self.adversary(self.leader);
        let (n, win) = self.top_trump_tricks(other);
        let want = self.wanted(other, need, left);
        if n > 0 && n >= want {
            // Only the top trumps of the tricks needed decide.
            let t = self.trump;
            let tops = (win >> (16 * t)) as u16;
            let win = u64::from(top_cards(tops, want as u32)) << (16 * t);
            return self.settles(other, want, need, left, win);
        }
        None
    }

    /// Later tricks (after DDS's LaterTricksMIN/MAX): a trick the side not on lead must take
    /// some time, when its top cards or top trumps are placed so that the leader's side
    /// cannot take every trick left.
    fn later_tricks(&self, need: i32, left: i32) -> Option<(i32, Win)> {
        let l = self.leader;
        let partner = self.partner[l];
        let other = self.adversary(l);
        let t = self.trump;
        let trumps_out = if t == NO_TRUMP { 0 } else { self.alive(t) };
        if trumps_out == 0 {
            // To take every trick the leader's side must lead every trick. It can lead a
            // suit whose top card it holds at most as often as its longer hand holds the
            // suit (both hands follow each round); in a suit whose top card the other side
            // holds, that card wins the trick unless thrown away before. So when those
            // rounds are fewer than the tricks left, the other side keeps a top card to the
            // end of its suit: those top cards decide.
            let mut rounds = 0;
            let mut win: Win = 0;
            for s in 0..4 {
                let top = high_bit(self.alive(s));
                if top == 0 {
                    continue;
                }
                if self.hands[l][s] & top != 0 || self.hands[partner][s] & top != 0 {
                    rounds += self.len_of(l, s).max(self.len_of(partner, s));
                } else {
                    win |= u64::from(top) << (16 * s);
                }
            }
            if (rounds as i32) < left {
                let b = self.settles(other, 1, need, left, win);
                return b;
            }
            return None;
        }
        // The top trump with the leader's side and the second with the other side, in a
        // hand with two trumps or more.
        let top = high_bit(trumps_out);
        let second = high_bit(trumps_out & !top);
        if second == 0 {
            return None;
        }
        let (holder, guard) = (self.holder_of_top(t, 0), self.holder_of_top(t, 1));
        if !self.same_side(holder, l) || self.same_side(guard, l) || self.len_of(guard, t) < 2 {
            return None;
        }
        // The second guarded in the hand that plays just after the top trump's holder in
        // every trick the leader's side leads: it wins a trick unless the leader's side loses
        // one first.
        if holder == (guard + 3) % 4 {
            return self.settles(guard, 1, need, left, u64::from(top | second) << (16 * t));
        }
        // The third trump with the other side too (after DDS's LaterTricksMIN/MAX): the top
        // trump can take only one of the second and third, so both must fall in its trick.
        // They cannot when one hand holds both; with partners opposite and the top trump's
        // holder just after the second's, they need not (DDS's argument: the second's holder
        // ruffs with it when he holds only trumps, the third's takes a trick the top trump's
        // holder has played low to, and a low trump is kept under the top one).
        let third = high_bit(trumps_out & !top & !second);
        if third == 0 {
            return None;
        }
        let third_holder = self.holder_of_top(t, 2);
        // The leader's partner opposite: so are the other two.
        let opposite = self.partner[l] == (l + 2) % 4;
        if third_holder == guard
            || (holder == (guard + 1) % 4 && opposite && !self.same_side(third_holder, l))
        {
            return self.settles(
                guard,
                1,
                need,
                left,
                u64::from(top | second | third) << (16 * t),
            );
        }
        None
    }

    /// At the second player's turn (after DDS's QuickTricksSecondHand): his side takes the
    /// trick in progress when it holds, in a hand still to play, a card of the suit led above
    /// the led card and above every card of the adversaries still to play, none of whom can
    /// ruff; or when one of its hands still to play can ruff and no adversary still to play
    /// can. Who plays after whom is read from the seats, so any seating is covered. Returns
    /// the bound on the counted side's tricks to come (this one included) that settles a
    /// search needing `need`, when it does.
    // Out of line: its locals would otherwise widen every play's frame (see `search`).
    #[inline(never)]
    pub(super) fn second_hand_cutoff(&self, need: i32) -> Option<(i32, Win)> {
        if !self.all_want_tricks() {
            return None;
        }
        let h = self.to_play();
        let left = self.cards_left(h) as i32;
        let partner = self.partner[h];
        let led = self.trick[0];
        let ss = led.suit;
        let t = self.trump;
        // The seats still to play after the second player.
        let later = [(h + 1) % 4, (h + 2) % 4];
        let partner_later = later.contains(&partner);
        let ruffs =
            |o: usize| t != NO_TRUMP && ss != t && self.hands[o][ss] == 0 && self.hands[o][t] != 0;
        let adversaries_later = later.iter().copied().filter(|&o| !self.same_side(o, h));
        if adversaries_later.clone().any(ruffs) {
            return None;
        }
        let we_ruff = ruffs(h) || (partner_later && ruffs(partner));
        let win = if we_ruff {
            // The voids and trumps held are in the shape.
            0
        } else {
            let mut ours = self.hands[h][ss];
            if partner_later {
                ours |= self.hands[partner][ss];
            }
            let top = high_bit(ours);
            let theirs = adversaries_later.fold(0, |m, o| m | self.hands[o][ss]);
            if top < led.bit || top < theirs {
                return None;
            }
            let top_win = u64::from(top) << (16 * ss);
            // Without trumps the hand that wins the trick leads next and cashes its top
            // cards in the other suits (those of the suit led are left out: the leader's
            // cards of it are no longer counted in his length).
            let winner = if self.hands[h][ss] & top != 0 {
                h
            } else {
                partner
            };
            if self.no_trumps_left() {
                // Only the top cards of the tricks needed decide.
                let want = self.wanted(h, need, left);
                if want <= 1 {
                    return self.settles(h, 1, need, left, top_win);
                }
                let mut cash = self.cash_by_suit(winner);
                cash.tricks[ss] = 0;
                let win = self.fewest_cashed(winner, cash, want as u32 - 1)?;
                return self.settles(h, want, need, left, top_win | win);
            }
            top_win
        };
        self.settles(h, 1, need, left, win)
    }

    /// When the side of `seat` surely takes `tricks` of the `left` to come: the bound on the
    /// counted side's tricks that settles a search needing `need`, if it does (the nullo's
    /// cutoffs in `misere.rs` use it too).
    pub(super) fn settles(
        &self,
        seat: usize,
        tricks: i32,
        need: i32,
        left: i32,
        win: Win,
    ) -> Option<(i32, Win)> {
        if Engine::seat_in(self.counted, seat) {
            (tricks >= need).then_some((tricks, win))
        } else {
            (left - tricks < need).then_some((left - tricks, win))
        }
    }

    /// The first adversary of `seat` in playing order.
    fn adversary(&self, seat: usize) -> usize {
        let next = (seat + 1) % 4;
        if self.same_side(next, seat) {
            (seat + 2) % 4
        } else {
            next
        }
    }

    /// Tricks the leader's side can cash at once, a lower bound on its tricks (after DDS's
    /// QuickTricks): the leader's own top cards; or, when he can reach his partner's hand by
    /// a lead no one can beat or ruff (to the partner's top card, or low to the partner's
    /// second-best card when the leader holds the top card and each holds two), the
    /// partner's; or the leader's top cards in the other suits and then a suit whose top two
    /// cards the two hands share.
    fn quick_tricks(&self, leader_cash: Cash, want: u32) -> (i32, Win) {
        let l = self.leader;
        let (mut best, mut win) = self.cashing_from(l, leader_cash);
        let partner = self.partner[l];
        if partner == l {
            return (best, win);
        }
        for s in 0..4 {
            let top = high_bit(self.alive(s));
            if self.hands[l][s] == 0 || self.hands[partner][s] & top == 0 {
                continue;
            }
            if self.adversary_ruffs(l, s) {
                continue;
            }
            // An entry: the partner's tricks from his own hand, the entry among them (its top
            // card is among the cards his count rests on).
            let partner_cash = self.cash_by_suit(partner);
            // When they are enough, only the entry and the top cards of the tricks needed
            // decide: the partner cashes those after the entry.
            if let Some(w) = self.fewest_cashed(partner, partner_cash, want) {
                return (want as i32, w | u64::from(top) << (16 * s));
            }
            let (n, w) = self.cashing_from(partner, partner_cash);
            if n > best {
                best = n;
                win = w;
            }
            if let Some((n, w)) = self.finesse_to_partner(s, partner_cash, want)
                && n > best
            {
                best = n;
                win = w;
            }
            if let Some((n, w)) = self.both_hands_cashing(leader_cash, partner_cash, want)
                && n > best
            {
                best = n;
                win = w;
            }
            break;
        }
        if let Some((n, w)) = self.shared_suit_tricks(leader_cash, want)
            && n > best
        {
            best = n;
            win = w;
        }
        (best, win)
    }

    /// Without trumps, a finesse through the entry suit `s` (after DDS's QuickTricks): the
    /// partner holds its top and third cards, and the second is with an adversary who plays
    /// after the leader and before the partner. The leader leads the suit: the partner plays
    /// his top card on the second if it comes, else his third, which wins; then he cashes the
    /// other, staying on lead with two tricks, and his other winners after. When the leader
    /// and the adversaries hold two cards of the suit or fewer, they are then void, and the
    /// partner's small cards win too. `cash` is the partner's [`Engine::cash_by_suit`].
    fn finesse_to_partner(&self, s: usize, mut cash: Cash, want: u32) -> Option<(i32, Win)> {
        let l = self.leader;
        let partner = self.partner[l];
        if !self.no_trumps_left() {
            return None;
        }
        let alive = self.alive(s);
        let top = high_bit(alive);
        let second = high_bit(alive & !top);
        let third = high_bit(alive & !top & !second);
        if third == 0 || self.hands[partner][s] & third == 0 {
            return None;
        }
        let covering = self.holder_of_top(s, 1);
        let after_leader = |seat: usize| (seat + 4 - l) % 4;
        if self.same_side(covering, l) || after_leader(covering) > after_leader(partner) {
            return None;
        }
        let short = (0..4)
            .filter(|&o| o != partner)
            .all(|o| self.len_of(o, s) <= 2);
        let in_suit = if short { self.len_of(partner, s) } else { 2 };
        // The top three cards decide: the second's holder plays before the partner.
        let honours = u64::from(top | second | third) << (16 * s);
        if in_suit >= want {
            return Some((in_suit as i32, honours));
        }
        cash.tricks[s] = 0;
        if let Some(w) = self.fewest_cashed(partner, cash, want - in_suit) {
            return Some((want as i32, w | honours));
        }
        let (n, w) = self.cashing_from(partner, cash);
        Some((n + in_suit as i32, w | honours))
    }

    /// The leader's winners, then the partner's after a lead to one of the partner's top
    /// cards (after DDS's QuickTricks, which adds the two hands' winners when the partner
    /// can be reached). The leader must hold a card of a suit whose top card the partner
    /// holds (the entry, itself among the partner's winners), and no adversary may hold a
    /// trump once the leader has drawn trumps with his top ones (else an adversary who
    /// throws a suit away while the leader cashes could ruff the partner's winners). While
    /// the leader cashes, the partner keeps the cards of his own winning suits and his
    /// trumps (he must not ruff and take the lead), and afterwards the leader must not be
    /// forced to ruff the partner's winners: both need enough other cards. The two hands'
    /// [`Engine::cash_by_suit`] are already found.
    fn both_hands_cashing(
        &self,
        leader_cash: Cash,
        partner_cash: Cash,
        want: u32,
    ) -> Option<(i32, Win)> {
        let l = self.leader;
        let partner = self.partner[l];
        let t = self.trump;
        let mut trumps_out_against = false;
        if t != NO_TRUMP {
            let opps_trumps = (0..4)
                .filter(|&o| !self.same_side(o, l))
                .map(|o| self.hands[o][t].count_ones())
                .max()
                .unwrap_or(0);
            if opps_trumps > 0 {
                trumps_out_against = true;
                let (k, _) = self.top_run(t, self.hands[l][t]);
                if opps_trumps > k {
                    return None;
                }
            }
        }
        let (mut by_leader, mut by_partner, mut kept) = (0u32, 0u32, 0u32);
        let mut entry = false;
        let mut trump_kept = t == NO_TRUMP;
        let mut win: Win = 0;
        for s in 0..4 {
            let top = high_bit(self.alive(s));
            if top == 0 {
                continue;
            }
            if self.hands[l][s] & top != 0 {
                by_leader += leader_cash.tricks(s);
                win |= u64::from(leader_cash.run(s)) << (16 * s);
            } else if self.hands[partner][s] & top != 0 {
                by_partner += partner_cash.tricks(s);
                win |= u64::from(partner_cash.run(s)) << (16 * s);
                kept += self.hands[partner][s].count_ones();
                entry |= self.hands[l][s] != 0;
                trump_kept |= s == t;
            }
        }
        if !entry || by_partner == 0 {
            return None;
        }
        if !trump_kept {
            kept += self.hands[partner][t].count_ones();
        }
        if by_leader > self.cards_left(partner) - kept {
            return None;
        }
        if t != NO_TRUMP {
            let leader_trumps = self.hands[l][t].count_ones();
            let cashed = if self.hands[l][t] & high_bit(self.alive(t)) != 0 {
                leader_cash.tricks(t)
            } else {
                0
            };
            let trumps_left = leader_trumps - cashed.min(leader_trumps);
            if trumps_left > 0 && self.cards_left(l) - by_leader - trumps_left < by_partner {
                return None;
            }
        }
        if !trumps_out_against && by_partner < want && by_leader + by_partner > want {
            // Only the top cards of the tricks needed decide: the leader cashes no more
            // than the partner's tricks leave wanting (no trump drawing to keep whole).
            let mut order = [0usize, 1, 2, 3];
            order.sort_by_key(|&s| std::cmp::Reverse(leader_cash.tricks[s]));
            let mut got = by_partner;
            for s in order {
                let top = high_bit(self.alive(s));
                if top == 0 || self.hands[l][s] & top == 0 {
                    continue;
                }
                let run = leader_cash.run(s);
                let j = leader_cash.tricks(s).min(want.saturating_sub(got));
                let cards = top_cards(run, j);
                win &= !(0xffffu64 << (16 * s));
                win |= u64::from(cards) << (16 * s);
                got += j;
            }
            return Some((got as i32, win));
        }
        Some(((by_leader + by_partner) as i32, win))
    }

    /// The leader's top cards in the other suits, then a suit whose top two cards the leader
    /// and his partner share, each holding two or more (Ax opposite Kx), cashed last; or a low
    /// lead from there to the partner's second-best card as an entry to his own top cards.
    fn shared_suit_tricks(&self, leader_cash: Cash, want: u32) -> Option<(i32, Win)> {
        let l = self.leader;
        let partner = self.partner[l];
        // The suits of which each hand holds two or more cards, a bit a suit (bit 4 × suit),
        // found from the lengths at once: most often there is none, and nothing more to do.
        let two_or_more = |seat: usize| {
            let x = (self.lens >> (16 * seat)) & 0xeeee;
            (x | x >> 1 | x >> 2 | x >> 3) & 0x1111
        };
        let suits = two_or_more(l) & two_or_more(partner);
        if suits == 0 {
            return None;
        }
        let t = self.trump;
        let no_trumps = self.no_trumps_left();
        let adversary_trumps =
            !no_trumps && self.suit_lengths(t) & seat_lanes(self.adversaries_of(l)) != 0;
        let mut best: Option<(i32, Win)> = None;
        for f in 0..4 {
            if suits >> (4 * f) & 1 == 0 {
                continue;
            }
            let alive = self.alive(f);
            let top = high_bit(alive);
            let second = high_bit(alive & !top);
            let (mine, theirs) = (self.hands[l][f], self.hands[partner][f]);
            let split = (mine & top != 0 && theirs & second != 0)
                || (theirs & top != 0 && mine & second != 0);
            // An adversary who could ruff, now or once he has thrown his cards of the suit
            // while the other suits are cashed, would spoil the count.
            if !split || (adversary_trumps && f != t) {
                continue;
            }
            let honours = u64::from(top | second) << (16 * f);
            // Two rounds, won by the top two cards, in either order so as to end in either
            // hand. Without trumps, when the adversaries and the shorter hand hold no more
            // than two cards of the suit, the longer hand's other cards win too.
            let mut in_suit = 2;
            let adversaries_short = (0..4)
                .filter(|&o| !self.same_side(o, l))
                .all(|o| self.len_of(o, f) <= 2);
            let (my_len, their_len) = (self.len_of(l, f), self.len_of(partner, f));
            if no_trumps && adversaries_short && my_len.min(their_len) == 2 {
                in_suit = my_len.max(their_len);
            }
            // While the leader cashes the other suits, the partner must keep his cards of
            // this suit and must not be made to ruff: he plays from his other cards.
            let before: u32 = (0..4)
                .filter(|&s| s != f)
                .map(|s| leader_cash.tricks(s))
                .sum();
            let mut spare = self.cards_left(partner) - their_len;
            if !no_trumps && f != t {
                spare -= self.len_of(partner, t);
            }
            // With trumps out against him the suit is trumps, and his side-suit counts may
            // rest on drawing them: then every cashed card stays; else he cashes no more of
            // the other suits than the shared suit leaves wanting.
            let cashed_before = if adversary_trumps {
                before
            } else {
                before.min(want.saturating_sub(in_suit))
            };
            if cashed_before <= spare {
                // Only the top cards of the tricks needed decide.
                let (n, win) = if adversary_trumps {
                    let mut win = honours;
                    for s in (0..4).filter(|&s| s != f) {
                        win |= u64::from(leader_cash.run(s)) << (16 * s);
                    }
                    ((before + in_suit) as i32, win)
                } else {
                    let mut order = [0usize, 1, 2, 3];
                    order.sort_by_key(|&s| std::cmp::Reverse(leader_cash.tricks[s]));
                    let (mut got, mut win) = (in_suit, honours);
                    for s in order.into_iter().filter(|&s| s != f) {
                        if got >= want || leader_cash.tricks(s) == 0 {
                            continue;
                        }
                        let j = leader_cash.tricks(s).min(want - got);
                        let run = leader_cash.run(s);
                        let cards = top_cards(run, j);
                        win |= u64::from(cards) << (16 * s);
                        got += j;
                    }
                    (got as i32, win)
                };
                if best.is_none_or(|(b, _)| n > b) {
                    best = Some((n, win));
                }
            }
            // The entry: the leader holds the top card; he leads low to the partner's
            // second-best card, and the partner cashes his own top cards.
            if mine & top != 0 && !self.adversary_ruffs(l, f) {
                let mut after = self.clone();
                after.take(l, f, mine & mine.wrapping_neg());
                after.take(partner, f, second);
                // When they are enough, only the top cards of the tricks needed decide.
                let cash = after.cash_by_suit(partner);
                let (n, w) = match after.fewest_cashed(partner, cash, want.saturating_sub(1)) {
                    Some(w) => (want.saturating_sub(1) as i32, w),
                    None => after.cashing_from(partner, cash),
                };
                let n = n + 1;
                if best.is_none_or(|(b, _)| n > b) {
                    best = Some((n, w | honours));
                }
            }
        }
        best
    }

    /// A trick for the leader's side by a ruff in the partner's hand (after DDS's
    /// QuickTricks): the leader leads a side suit the partner is void in, the partner holds a
    /// trump, and every adversary follows suit, holds no trump, or holds only trumps below
    /// the partner's highest (which then decides).
    fn partner_ruff(&self) -> Option<Win> {
        let t = self.trump;
        let l = self.leader;
        let partner = self.partner[l];
        if t == NO_TRUMP || partner == l || self.hands[partner][t] == 0 {
            return None;
        }
        let top = high_bit(self.hands[partner][t]);
        for s in (0..4).filter(|&s| s != t) {
            if self.hands[l][s] == 0 || self.hands[partner][s] != 0 {
                continue;
            }
            let mut over = false;
            let mut ok = true;
            for o in (0..4).filter(|&o| !self.same_side(o, l)) {
                if self.hands[o][s] != 0 || self.hands[o][t] == 0 {
                    continue;
                }
                if self.hands[o][t] > top {
                    ok = false;
                    break;
                }
                over = true;
            }
            if ok {
                return Some(if over { u64::from(top) << (16 * t) } else { 0 });
            }
        }
        None
    }

    /// How many tricks the side of `seat` must be sure of to settle a search needing `need`
    /// of the `left` tricks to come.
    fn wanted(&self, seat: usize, need: i32, left: i32) -> i32 {
        if Engine::seat_in(self.counted, seat) {
            need
        } else {
            left - need + 1
        }
    }

    /// When the player `l`, on lead, can cash `want` tricks from his own top cards (see
    /// [`Engine::cashing_from`]): the fewest top cards those tricks rest on, taken from the suits
    /// that give the most tricks. His top trumps come first when the count of a side suit
    /// rests on their drawing the adversaries' trumps.
    fn fewest_cashed(&self, l: usize, cash: Cash, want: u32) -> Option<Win> {
        // Most often there are too few winners: say so before sorting the suits.
        if cash.total() < want {
            return None;
        }
        let t = self.trump;
        let mut order = [0usize, 1, 2, 3];
        order.sort_by_key(|&s| std::cmp::Reverse(cash.tricks[s]));
        if t != NO_TRUMP
            && self.suit_lengths(t) & seat_lanes(self.adversaries_of(l)) != 0
            && cash.tricks[t] > 0
        {
            // Drawn trumps may have lifted the ruffing cap of a side suit.
            if let Some(i) = order.iter().position(|&s| s == t) {
                order[..=i].rotate_right(1);
            }
        }
        let (mut got, mut side) = (0u32, 0u32);
        let mut win: Win = 0;
        for s in order {
            if got >= want {
                break;
            }
            if cash.tricks[s] == 0 {
                continue;
            }
            let j = cash.tricks(s).min(want - got);
            let run = cash.run(s);
            let cards = if s == t { run } else { top_cards(run, j) };
            win |= u64::from(cards) << (16 * s);
            got += j;
            if s != t {
                side += j;
            }
        }
        if got < want {
            return None;
        }
        // A partner who could be forced to ruff a winner would take the lead away.
        let partner = self.partner[l];
        if t != NO_TRUMP && partner != l && self.hands[partner][t] != 0 {
            let non_trumps = self.cards_left(partner) - self.hands[partner][t].count_ones();
            if non_trumps < side {
                return None;
            }
        }
        Some(win)
    }

    /// Tricks the player `l`, on lead, can cash from his own top cards (see
    /// [`Engine::quick_tricks`]), from his [`Engine::cash_by_suit`], already found.
    fn cashing_from(&self, l: usize, cash: Cash) -> (i32, Win) {
        let partner = self.partner[l];
        let t = self.trump;
        let trump_tricks = if t == NO_TRUMP { 0 } else { cash.tricks(t) };
        let mut side_tricks = cash.total() - trump_tricks;
        // A partner who could be forced to ruff a winner would take the lead away.
        if t != NO_TRUMP && partner != l && self.hands[partner][t] != 0 {
            let non_trumps = self.cards_left(partner) - self.len_of(partner, t);
            if non_trumps < side_tricks {
                side_tricks = 0;
            }
        }
        ((trump_tricks + side_tricks) as i32, cash.runs)
    }

    /// Per suit, the tricks the player `l`, on lead, can cash from his own top cards staying
    /// in his hand, and the top cards they rest on.
    fn cash_by_suit(&self, l: usize) -> Cash {
        let t = self.trump;
        let opps = self.adversaries_of(l);
        let mut cash = Cash {
            tricks: [0; 4],
            runs: 0,
        };
        // The adversaries who hold a trump and could ruff his winners. When his top trumps
        // outnumber every adversary's trumps, he draws them first, and none can ruff his
        // winners after (the trumps cashed decide).
        let mut ruffers = 0u8;
        if t != NO_TRUMP {
            let (k, _) = self.top_run(t, self.hands[l][t]);
            if !at_most_each(self.suit_lengths(t) & seat_lanes(opps), k) {
                for o in 0..4 {
                    if opps & (1 << o) != 0 && self.hands[o][t] != 0 {
                        ruffers |= 1 << o;
                    }
                }
            }
        }
        for s in 0..4 {
            let mine = self.hands[l][s];
            if mine == 0 {
                continue;
            }
            let (k, cashed) = self.top_run(s, mine);
            // The cards cashed decide the count.
            cash.runs |= u64::from(cashed) << (16 * s);
            // When no other hand holds more cards of the suit than the leader's top run, his
            // run leaves them void and his small cards win too (the lengths are in the shape).
            let others = self.suit_lengths(s) & !seat_lanes(1 << l);
            let mut k = if at_most_each(others, k) {
                self.len_of(l, s)
            } else {
                k
            };
            if s != t {
                // No more than the shortest ruffer can follow to.
                let mut r = ruffers;
                while r != 0 {
                    let o = r.trailing_zeros() as usize;
                    r &= r - 1;
                    k = k.min(self.len_of(o, s));
                }
            }
            cash.tricks[s] = k as u8;
        }
        cash
    }

    /// Without trumps, when every side wants tricks: if an adversary of the leader holds the
    /// top card of every suit the leader holds, the adversaries take the next trick whatever
    /// he leads. Returns the bound on the counted side's tricks to come that settles the
    /// search, with the ranks that decide it, when it does.
    fn next_trick_lost(&self, need: i32, left: i32) -> Option<(i32, Win)> {
        let l = self.leader;
        let counted = Engine::seat_in(self.counted, l);
        if !self.no_trumps_left() || (counted && need < left) || (!counted && need > 1) {
            return None;
        }
        let mut win: Win = 0;
        for s in 0..4 {
            if self.hands[l][s] == 0 {
                continue;
            }
            let top = high_bit(self.alive(s));
            if self.hands[l][s] & top != 0 || self.hands[self.partner[l]][s] & top != 0 {
                return None;
            }
            win |= u64::from(top) << (16 * s);
        }
        Some(if counted { (left - 1, win) } else { (1, win) })
    }

    /// The cards of `suit` from the top down that `holding` holds without a break: how many,
    /// and which.
    #[inline]
    fn top_run(&self, suit: usize, holding: u16) -> (u32, u16) {
        let alive = self.alive(suit);
        // The run ends at the highest card out that `holding` lacks.
        let gap = high_bit(alive & !holding);
        let run = if gap == 0 {
            alive
        } else {
            alive & !((gap << 1).wrapping_sub(1))
        };
        (count_cards(run), run)
    }

    /// Whether no card can be ruffed: at no trumps, or once every trump is played.
    fn no_trumps_left(&self) -> bool {
        self.trump == NO_TRUMP || self.alive(self.trump) == 0
    }

    /// Whether an adversary of `seat` is void in `suit` and holds a trump to ruff it with.
    pub(super) fn adversary_ruffs(&self, seat: usize, suit: usize) -> bool {
        let t = self.trump;
        t != NO_TRUMP && suit != t && {
            let trumps =
                holding_lanes(self.suit_lengths(t) & seat_lanes(self.adversaries_of(seat)));
            trumps & !holding_lanes(self.suit_lengths(suit)) != 0
        }
    }

    /// Tricks the side of `seat` must make with its top trumps, however the play goes: each
    /// of the side's trumps above every adversary's trump wins when played, and the hand with
    /// more trumps can keep them from falling together, so the side makes at least as many
    /// as the longer trump hand holds, up to the number of such trumps.
    fn top_trump_tricks(&self, seat: usize) -> (i32, Win) {
        let t = self.trump;
        if t == NO_TRUMP {
            return (0, 0);
        }
        let partner = self.partner[seat];
        let longer = self.len_of(seat, t).max(self.len_of(partner, t));
        // When the adversaries hold no trump, every trick in which the longer hand plays a
        // trump is the side's, whatever the trumps' ranks: the lengths (in the shape) decide
        // (as in DDS's LaterTricks).
        if (0..4).all(|o| self.same_side(o, seat) || self.hands[o][t] == 0) {
            return (longer as i32, 0);
        }
        let (k, tops) = self.top_run(t, self.hands[seat][t] | self.hands[partner][t]);
        let win = u64::from(tops) << (16 * t);
        (k.min(longer) as i32, win)
    }
}
