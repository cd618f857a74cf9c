//! Following to a trick at a suit or no-trump contract: how the trick stands for the player to
//! play (`FollowFacts`) and his cards' weights, after DDS's `WeightAlloc` for the second, third
//! and fourth hands, and his discards.

use super::*;

/// How a trick in progress stands for the player to play, for his cards' weights (after
/// DDS's `WeightAlloc` for the second, third and fourth hands, read by who plays after whom).
pub(super) struct FollowFacts {
    /// The card now winning the trick.
    winning: Play,
    /// The player's side is winning the trick.
    ours: bool,
    /// The trick is the player's side's whatever he plays: his side is winning it and no
    /// adversary still to play can beat the winning card, or a partner still to play holds a
    /// card no adversary can beat.
    safe: bool,
    /// The highest card of the led suit among adversaries still to play.
    their_top: u16,
    /// The highest trump of an adversary still to play who can ruff (void in the led suit).
    their_ruff: u16,
    /// When the last to play is an adversary who follows suit: the lowest card of the
    /// player's that forces his top card (above his next lower cards and the winning card;
    /// DDS's `RankForcesAce`), 0 otherwise. Its run is tried before the player's other
    /// cards that may not win.
    force: u16,
}

impl Engine {
    /// `alive`: the led suit's cards out with the table's, when the player follows suit (0
    /// when he is void, and the forcing card is not looked for).
    pub(super) fn follow_facts(&self, seat: usize, alive: u16) -> FollowFacts {
        let wi = self.winning;
        let winning = self.trick[wi];
        let ours = self.same_side((self.leader + wi) % 4, seat);
        let led = self.trick[0].suit;
        let t = self.trump;
        let (mut their_top, mut their_ruff) = (0u16, 0u16);
        let mut partner_top = 0u16;
        let mut partner_later = false;
        for k in self.trick_len + 1..4 {
            let o = (self.leader + k) % 4;
            let held = self.hands[o][led];
            if self.same_side(o, seat) {
                partner_later = true;
                partner_top = partner_top.max(held);
            } else {
                their_top = their_top.max(held);
                if held == 0 && t != NO_TRUMP && led != t {
                    their_ruff = their_ruff.max(self.hands[o][t]);
                }
            }
        }
        // A card of the led suit (or a trump) beats every adversary still to play.
        let holds = |suit: usize, bit: u16| {
            if suit == led {
                bit > their_top && their_ruff == 0
            } else {
                suit == t && bit > their_ruff
            }
        };
        let safe = (ours && holds(winning.suit, winning.bit))
            || (winning.suit == led
                && high_bit(partner_top) > winning.bit
                && holds(led, high_bit(partner_top)));
        let mut force = 0;
        // Every player still to play an adversary, none of them ruffing.
        let last_are_theirs = !partner_later;
        if alive != 0 && last_are_theirs && their_ruff == 0 && their_top != 0 && winning.suit == led
        {
            // The adversary's top card and the cards in one run with it; below them, his
            // next card: the player's card must beat it (and the winning card).
            let low = run_low(alive, their_top, high_bit(their_top));
            let second = high_bit(their_top & (low - 1));
            let floor = if second > winning.bit {
                second
            } else if !ours {
                winning.bit
            } else {
                0
            };
            if floor != 0 {
                let above = self.hands[seat][led] & !(floor | (floor - 1));
                force = above & above.wrapping_neg();
            }
        }
        FollowFacts {
            winning,
            ours,
            safe,
            their_top,
            their_ruff,
            force,
        }
    }

    /// `alive`: the led suit's cards out, with the table's (when following).
    pub(super) fn follow_weight(
        &self,
        f: &FollowFacts,
        play: Play,
        following: bool,
        seat: usize,
        alive: u16,
    ) -> i32 {
        let rank = play.bit.trailing_zeros() as i32;
        let led = self.trick[0].suit;
        let t = self.trump;
        let beats = if play.suit == f.winning.suit {
            play.bit > f.winning.bit
        } else {
            play.suit == t
        };
        let sure = beats
            && if play.suit == led {
                play.bit > f.their_top && f.their_ruff == 0
            } else {
                play.bit > f.their_ruff
            };
        if following {
            if f.safe {
                -rank
            } else if sure {
                80 - rank
            } else if f.force != 0 {
                // Third hand, an adversary last: force his top card, else play low.
                let between = alive & !(f.force | (f.force - 1)) & (play.bit - 1);
                if play.bit >= f.force && between & !self.hands[seat][led] == 0 {
                    FORCE - rank
                } else {
                    -20 - rank
                }
            } else if f.ours || !beats {
                -20 - rank
            } else {
                FOLLOW_UNSURE - rank
            }
        } else {
            // Void: ruff or discard.
            if play.suit == t {
                if f.safe || !beats {
                    -40 - rank
                } else if sure {
                    80 - rank
                } else {
                    FOLLOW_UNSURE - rank
                }
            } else {
                self.discard_weight(seat, play)
            }
        }
    }

    /// A discard's weight: low cards from long suits first (DDS's suit weight).
    #[inline]
    pub(super) fn discard_weight(&self, seat: usize, play: Play) -> i32 {
        let long = ((self.len_of(seat, play.suit) as i32) << 6) / 36;
        long - play.bit.trailing_zeros() as i32
    }
}

/// A card that beats the winning card but may be beaten by an adversary still to play: after
/// the sure winners, before the low cards (forces a higher card out; DDS's second hand).
const FOLLOW_UNSURE: i32 = 50;
/// Third hand's card that forces the top card of the adversary playing last (DDS: +20 over
/// the low cards).
const FORCE: i32 = 0;
