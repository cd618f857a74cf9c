//! The nullo's ordering, where every player plays to lose tricks: what the other side holds in
//! a suit and how the trick stands (`NulloFacts`), and the weights of a lead and of a card played
//! to a trick.

use super::*;

/// At the nullo, what the other side holds in a suit and how the trick stands, for the
/// weights of one player's cards of that suit.
pub(super) struct NulloFacts {
    /// The other side's highest card of the suit (at a lead).
    their_top: u16,
    /// At a lead: an adversary is void in the suit (and sheds a card on it).
    their_void: bool,
    /// At a lead: the lowest card of an adversary who holds the suit and must play above
    /// it (the highest such floor), 0 when every adversary can duck or is void.
    forced_floor: u16,
    /// Following: the card now winning the trick, and its suit.
    winning: u16,
    winning_suit: usize,
    /// Following: the other side is winning the trick.
    theirs_winning: bool,
    /// Following: the highest lowest card of an adversary still to play who holds the led
    /// suit (he must play above any card under it), 0 when none.
    later_floor: u16,
    /// Following: the lowest card of the partner when he is still to play and holds the led
    /// suit (he must go above any card under it), 0 otherwise. At a lead: the partner's
    /// lowest card of the suit, 0 when he is void.
    partner_floor: u16,
}

impl Engine {
    /// At a lead, of the suit; `opps`: the leader's adversaries as a seat mask.
    #[inline]
    pub(super) fn nullo_lead_facts(&self, seat: usize, opps: u8, suit: usize) -> NulloFacts {
        let mut their_top = 0;
        let mut forced_floor = 0;
        let mut their_void = false;
        for o in seats(opps) {
            let theirs = self.hands[o][suit];
            their_top = their_top.max(theirs);
            their_void |= theirs == 0;
            if theirs != 0 {
                forced_floor = forced_floor.max(theirs & theirs.wrapping_neg());
            }
        }
        NulloFacts {
            their_top,
            their_void,
            forced_floor,
            winning: 0,
            winning_suit: NO_TRUMP,
            theirs_winning: false,
            later_floor: 0,
            partner_floor: {
                let p = self.hands[self.partner[seat]][suit];
                p & p.wrapping_neg()
            },
        }
    }

    /// Following suit, of the trick.
    #[inline]
    pub(super) fn nullo_follow_facts(&self, seat: usize) -> NulloFacts {
        let (mut later_floor, mut partner_floor) = (0, 0);
        let wi = self.winning;
        let led = self.trick[0].suit;
        for k in self.trick_len + 1..4 {
            let o = (self.leader + k) % 4;
            let held = self.hands[o][led];
            if !self.same_side(o, seat) && held != 0 {
                later_floor = later_floor.max(held & held.wrapping_neg());
            } else if o != seat && held != 0 {
                partner_floor = held & held.wrapping_neg();
            }
        }
        NulloFacts {
            their_top: 0,
            their_void: false,
            forced_floor: 0,
            winning: self.trick[wi].bit,
            winning_suit: self.trick[wi].suit,
            theirs_winning: !self.same_side((self.leader + wi) % 4, seat),
            later_floor,
            partner_floor,
        }
    }

    /// At the nullo every player plays to lose tricks: the leader leads under a card an
    /// adversary must play above it (and above the partner's lowest card), else low, and not in a suit an adversary is void in,
    /// and last a card above all the other side's, the highest first; a
    /// follower ducks under the winning card of the other side with his highest card that
    /// does, sheds his highest card when the trick is his side's anyway, and discards his
    /// highest cards.
    /// `killer`: at a lead, [`Engine::killer`] of the leader.
    pub(super) fn nullo_weight(
        &self,
        f: &NulloFacts,
        play: Play,
        following: bool,
        tt_best: u8,
        killer: u8,
    ) -> i32 {
        let rank = play.bit.trailing_zeros() as i32;
        if self.trick_len == 0 {
            let killer = if killer == code(play) {
                NULLO_KILLER
            } else if tt_best == code(play) {
                NULLO_TT
            } else {
                0
            };
            let void = if f.their_void { NULLO_VOID } else { 0 };
            if play.bit < f.forced_floor && f.partner_floor >= f.forced_floor {
                // An adversary must go above the card led, but the partner may have to go
                // above him: a lead that may not lose the trick, tried after the sure losers
                // (measured on the bench's first three deals' nullo: 3.6% fewer nodes, deal
                // by deal −13%, +1%, +8%; 180 beat 100, 140 and 250 on the first).
                return killer - void + 180 + rank;
            }
            return killer - void
                + if play.bit < f.forced_floor {
                    300 + rank
                } else if f.their_top > play.bit {
                    200 - rank
                } else {
                    // Above every card of the other side, the lead wins the trick: if the
                    // leader's side must take it, it does with his highest such card,
                    // keeping the low ones to lose tricks with.
                    50 + rank
                };
        }
        if !following {
            return 200 + rank;
        }
        // The trick is lost to the other side if its card stays the winner, or if an
        // adversary still to play must go above the card that then wins: the highest such
        // card first; else the trick is ours, so shed the highest.
        // Whether the card beats the winning card (found once for the node).
        let beats = if play.suit == f.winning_suit {
            play.bit > f.winning
        } else {
            play.suit == self.trump
        };
        let (top_card, theirs) = if beats {
            (play.bit, false)
        } else {
            (f.winning, f.theirs_winning)
        };
        if theirs && f.partner_floor > top_card && f.later_floor < f.partner_floor {
            100 + rank
        } else if theirs || f.later_floor > top_card {
            300 + rank
        } else {
            100 + rank
        }
    }
}

/// At the nullo's leads: the bonus of the lead that last cut off at this trick, and of the
/// table's stored lead (measured: 150 and 100 beat 0, 50 and 260).
const NULLO_KILLER: i32 = 150;
const NULLO_TT: i32 = 100;
/// At the nullo's leads: the malus of a suit an adversary is void in, where he sheds a card
/// and the lead's side is likelier to take the trick (measured: 260 beats 30 and 120).
const NULLO_VOID: i32 = 260;
