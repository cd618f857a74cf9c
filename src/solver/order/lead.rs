//! The lead at a suit or no-trump contract: what the leader's side and the adversaries hold in a
//! suit (`LeadFacts`), and each card's weight, after DDS's `WeightAlloc` for the leader.

use super::*;

/// What the leader's side and the adversaries hold in a suit, for the lead weights.
pub(super) struct LeadFacts {
    leader: usize,
    partner: usize,
    /// Adversaries who play before the partner (DDS's left-hand opponent).
    before: u8,
    /// Adversaries who play after the partner (DDS's right-hand opponent).
    after: u8,
    tops: Tops,
    /// The weight of the suit, the same for each of its cards.
    suit_weight: i32,
    /// The partner holds a card above every adversary's in the suit.
    partner_tops: bool,
    /// The winner of the suit is an adversary's singleton: it falls under the lead.
    singleton_top: bool,
    /// With trumps out: whether a lead of the suit wins the trick for the side, when the
    /// card led is the suit's winner and when it is not (the same for each of its cards).
    wins_with_top: bool,
    wins_below_top: bool,
}

impl Engine {
    #[inline]
    pub(super) fn len(&self, seat: usize, suit: usize) -> i32 {
        self.len_of(seat, suit) as i32
    }

    /// The adversaries of `leader` as a seat mask, split by whether they play before or after
    /// his partner in the trick.
    pub(super) fn adversaries_around(&self, leader: usize, partner: usize) -> (u8, u8) {
        let (mut before, mut after) = (0u8, 0u8);
        let mut seen_partner = partner == leader;
        for i in 1..4 {
            let s = (leader + i) % 4;
            if s == partner {
                seen_partner = true;
            } else if !self.same_side(s, leader) {
                if seen_partner {
                    after |= 1 << s;
                } else {
                    before |= 1 << s;
                }
            }
        }
        (before, after)
    }

    /// `around`: [`Engine::adversaries_around`] the leader and his partner.
    pub(super) fn lead_suit_facts(
        &self,
        leader: usize,
        suit: usize,
        alive: u16,
        (before, after): (u8, u8),
    ) -> LeadFacts {
        let partner = self.partner[leader];
        let tops = self.suit_tops(suit, alive);
        let t = self.trump;
        let left = self.cards_left(leader) as i32;
        let opps = before | after;
        let in_mask = |mask: u8, h: usize| h < 4 && mask & (1 << h) != 0;
        // The adversaries' lengths, a void counting as long (DDS: the suit is not led
        // through a void).
        let mut count = 0;
        for o in seats(opps) {
            let n = self.len(o, suit);
            count += if n == 0 { left } else { n } << 2;
        }
        let trumps_out = t != NO_TRUMP && self.alive(t) != 0;
        let weight = if trumps_out {
            let mut bonus = 0;
            let ruffer = |o: usize| self.hands[o][suit] == 0 && self.hands[o][t] != 0;
            // An adversary can ruff.
            if suit != t && seats(opps).any(ruffer) {
                bonus = -12;
            }
            // The partner can ruff, and no adversary after him can overruff.
            if suit != t
                && partner != leader
                && self.len(partner, suit) == 0
                && self.len(partner, t) > 0
                && seats(after).all(|o| self.len(o, suit) > 0)
            {
                bonus += 17;
            }
            if in_mask(after, tops.winner_hand) || in_mask(after, tops.second_hand) {
                // A top card sits over the partner.
                let h = if in_mask(after, tops.winner_hand) {
                    tops.winner_hand
                } else {
                    tops.second_hand
                };
                if self.len(h, suit) != 1 {
                    bonus -= 12;
                }
            } else if in_mask(before, tops.winner_hand)
                && tops.second_hand == partner
                && partner != leader
            {
                // The partner's second-best card lies over the winner (DDS: the Bradmetz case).
                if self.len(partner, suit) != 1 {
                    bonus += 27;
                }
            }
            // The partner wins and returns the suit for the leader to ruff.
            if suit != t
                && self.len(leader, suit) == 1
                && self.len(leader, t) > 0
                && self.len(partner, suit) > 1
                && tops.winner_hand == partner
                && partner != leader
            {
                bonus += 19;
            }
            bonus - ((count << 5) / 13)
        } else {
            let mut d = -((count << 5) / 19);
            if self.len(partner, suit) == 0 {
                d -= 9;
            }
            d
        };
        // The facts of the suit that do not depend on the card led, found once per suit.
        let (l, p) = (leader, partner);
        let singleton_top =
            in_mask(opps, tops.winner_hand) && self.len(tops.winner_hand, suit) == 1;
        let partner_tops = p != l && {
            let mut theirs = 0;
            for o in seats(opps) {
                theirs |= self.hands[o][suit];
            }
            self.hands[p][suit] > theirs
        };
        let (mut wins_with_top, mut wins_below_top) = (false, false);
        if trumps_out {
            let follows_or_cannot_ruff =
                |o: usize| self.hands[o][suit] != 0 || self.hands[o][t] == 0;
            let partner_ruffs_over =
                |o: usize| self.hands[o][suit] != 0 || self.hands[p][t] > self.hands[o][t];
            let all_opps = |f: &dyn Fn(usize) -> bool| seats(opps).all(f);
            if tops.winner_hand == l {
                wins_with_top = if suit == t {
                    true
                } else if p == l || self.hands[p][suit] != 0 || self.hands[p][t] == 0 {
                    all_opps(&follows_or_cannot_ruff)
                } else {
                    all_opps(&partner_ruffs_over)
                };
            }
            wins_below_top = if partner_tops {
                suit == t || all_opps(&follows_or_cannot_ruff)
            } else if suit != t && p != l && self.hands[p][suit] == 0 && self.hands[p][t] != 0 {
                // The partner ruffs: above every adversary who can ruff too.
                all_opps(&|o: usize| {
                    !(self.hands[o][suit] == 0 && self.hands[o][t] != 0)
                        || self.hands[p][t] > self.hands[o][t]
                })
            } else {
                false
            };
        }
        LeadFacts {
            leader,
            partner,
            before,
            after,
            tops,
            suit_weight: weight,
            partner_tops,
            singleton_top,
            wins_with_top,
            wins_below_top,
        }
    }

    /// DDS's `WeightAllocTrump0` / `WeightAllocNT0` for one card, generalised to any seating.
    /// `killer`: [`Engine::killer`] of the leader.
    pub(super) fn lead_weight(&self, f: &LeadFacts, play: Play, alive: u16, killer: u8) -> i32 {
        let (suit, bit) = (play.suit, play.bit);
        let (l, p) = (f.leader, f.partner);
        let t = self.trump;
        let tops = f.tops;
        let in_mask = |mask: u8, h: usize| h < 4 && mask & (1 << h) != 0;
        let opps = f.before | f.after;
        let r_rank = rel_rank(alive, bit);
        let cur_rank = rank(bit);
        let mine = self.hands[l][suit];
        let below = high_bit(alive & (bit - 1));
        let sequence = below != 0 && mine & below != 0;
        let (singleton_top, partner_tops) = (f.singleton_top, f.partner_tops);
        let killer = killer == code(play);
        let mut delta = f.suit_weight;
        if t != NO_TRUMP && self.alive(t) != 0 {
            // Whether the lead can win the trick for the side.
            let win_move = if tops.winner == bit {
                f.wins_with_top
            } else {
                f.wins_below_top
            };
            if win_move {
                let mut w = if singleton_top {
                    delta + 35 + r_rank
                } else if tops.winner_hand == l {
                    if tops.second_hand == p {
                        delta + 48 + r_rank
                    } else if tops.winner == bit {
                        delta + 31
                    } else {
                        delta - 3 + r_rank
                    }
                } else if tops.winner_hand == p {
                    if tops.second_hand == l {
                        delta + 42 + r_rank
                    } else {
                        delta + 28 + r_rank
                    }
                } else if sequence && bit == tops.second {
                    delta + 40
                } else if sequence {
                    delta + 22 + r_rank
                } else {
                    delta + 11 + r_rank
                };
                if killer {
                    w += 55;
                }
                w
            } else {
                let longer = self.len(p, suit) > 1;
                if tops.second_hand == p && tops.third_hand == p && p != l {
                    delta += 20;
                } else if p != l
                    && longer
                    && ((tops.second_hand == l && tops.third_hand == p)
                        || (tops.second_hand == p && tops.third_hand == l))
                {
                    delta += 13;
                }
                let mut w = if singleton_top {
                    delta + r_rank + 2
                } else if tops.winner_hand == l {
                    if tops.second_hand == p && p != l {
                        delta + 33 + r_rank
                    } else if tops.winner == bit {
                        delta + 38
                    } else {
                        delta - 14 + r_rank
                    }
                } else if tops.winner_hand == p && p != l {
                    delta + 34 + r_rank
                } else if sequence && bit == tops.second {
                    delta + 35
                } else {
                    delta + 17 - cur_rank
                };
                if killer {
                    w += 18;
                }
                w
            }
        } else if tops.winner == bit || partner_tops {
            // The lead wins the trick.
            let second_len = if tops.second_hand < 4 {
                self.len(tops.second_hand, suit)
            } else {
                0
            };
            if in_mask(f.after, tops.second_hand) {
                if second_len != 1 {
                    delta -= 1;
                }
            } else if in_mask(f.before, tops.second_hand) {
                delta += if second_len == 1 { 16 } else { 22 };
            }
            let second_guarded = in_mask(opps, tops.second_hand) && second_len != 1;
            let mut w = if second_guarded {
                delta + 18 + r_rank
            } else {
                delta + 45 + r_rank
            };
            if killer {
                w += 126;
            }
            w
        } else {
            let partner_len = self.len(p, suit);
            if in_mask(f.after, tops.winner_hand) || in_mask(f.after, tops.second_hand) {
                let h = if in_mask(f.after, tops.winner_hand) {
                    tops.winner_hand
                } else {
                    tops.second_hand
                };
                if self.len(h, suit) != 1 {
                    delta -= 10;
                }
            } else if in_mask(f.before, tops.winner_hand)
                && tops.second_hand == p
                && p != l
                && partner_len != 1
            {
                delta += 31;
            }
            if p != l && tops.second_hand == p && tops.third_hand == p {
                delta += 35;
            } else if p != l
                && partner_len > 1
                && ((tops.second_hand == l && tops.third_hand == p)
                    || (tops.second_hand == p && tops.third_hand == l))
            {
                delta += 25;
            }
            let mut w = if singleton_top {
                delta + 28 + r_rank
            } else if tops.winner_hand == l {
                delta - 17 + r_rank
            } else if !sequence {
                delta + 12 + r_rank
            } else if bit == tops.second {
                delta + 48
            } else {
                delta + 29 - r_rank
            };
            if killer {
                w += 47;
            }
            w
        }
    }
}
