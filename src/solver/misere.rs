//! Cutoffs at a trick boundary at the nullo (misère), where every player plays to lose tricks:
//! tricks a side cannot avoid taking, and tricks the side on lead can surely lose, found
//! without searching. [`super::quick`]'s arguments (cashing winners) do not hold here: a side
//! holding top cards sheds them when void, or keeps them.
//!
//! Every argument rests on *dominance*: a hand whose lowest card of a suit is above every card
//! of that suit the other side holds wins any trick of that suit it plays to (no trumps at the
//! nullo), and a lead from it cannot be ducked by the other side. Dominance only grows as cards
//! are played (a hand's lowest card rises, the other side's highest falls), so a side whose two
//! hands dominate in every suit they hold keeps the lead, and every trick, to the end.
//!
//! Each cutoff returns the bound on the counted side's tricks to come and the ranks it rests
//! on (see [`super::search`]): in each suit it uses, the lowest card of the dominating hands,
//! so that every card from the top down to it keeps its holder wherever the table reuses the
//! proof, and the cards below it (the other side's, and the low cards the argument needs the
//! other hands to hold) stay below it, each seat keeping its count of them.

use super::engine::{Engine, Win};

/// The lowest card of a mask (0 for none).
#[inline]
fn low_bit(mask: u16) -> u16 {
    mask & mask.wrapping_neg()
}

impl Engine {
    /// The nullo's cutoffs, strongest first: the bound on the counted side's tricks to come
    /// that settles a search needing `need` of the `left` tricks, with the ranks that decide
    /// it, when one does.
    pub(super) fn misere_cutoff(&self, need: i32, left: i32) -> Option<(i32, Win)> {
        let l = self.leader;
        let p = self.partner[l];
        let ours = (1u8 << l) | (1 << p);
        let theirs = !ours & 15;
        // The leader's side dominates with both hands: it leads, and wins, every trick left.
        if let Some(win) = self.dominates(ours, theirs) {
            return self.settles(l, left, need, left, win);
        }
        // The other side dominates with both hands, and the leader has a suit it holds: the
        // lead gives it the trick, and with it the lead and every trick after.
        if let Some(win) = self.dominates(theirs, ours) {
            let gives_lead = (0..4).any(|s| {
                self.hands[l][s] != 0 && Engine::seats(theirs).any(|o| self.hands[o][s] != 0)
            });
            if gives_lead {
                let other = (0..4).find(|&o| theirs & (1 << o) != 0).unwrap_or(l);
                return self.settles(other, left, need, left, win);
            }
        }
        // The leader alone dominates: whatever he leads wins the trick for his side.
        if let Some(win) = self.dominates(1 << l, theirs) {
            return self.settles(l, 1, need, left, win);
        }
        // The leader can lose this trick: see `forced_to_win`.
        if let Some((other, win)) = self.forced_to_win() {
            return self.settles(other, 1, need, left, win);
        }
        None
    }

    /// The seats of a mask.
    #[inline]
    fn seats(mask: u8) -> impl Iterator<Item = usize> + Clone {
        (0..4).filter(move |&s| mask & (1 << s) != 0)
    }

    /// Whether the hands of `hands` (a seat mask) dominate those of `over` in every suit they
    /// hold: in each such suit their lowest card is above every card of `over`. Returns the
    /// ranks it rests on, the lowest card of `hands` in each suit both sides hold (in a suit
    /// `over` is void in, the shape alone decides).
    #[inline]
    fn dominates(&self, hands: u8, over: u8) -> Option<Win> {
        let mut win: Win = 0;
        for s in 0..4 {
            let mine = Engine::seats(hands).fold(0u16, |m, h| m | self.hands[h][s]);
            if mine == 0 {
                continue;
            }
            let low = low_bit(mine);
            let other = Engine::seats(over).fold(0u16, |m, h| m | self.hands[h][s]);
            if other > low {
                return None;
            }
            // Where `over` holds none of the suit, it cannot follow: any card wins.
            if other != 0 {
                win |= u64::from(low) << (16 * s);
            }
        }
        Some(win)
    }

    /// A lead that the other side must win: a suit in which an adversary's lowest card is
    /// above the leader's lowest and above the partner's lowest (or the partner is void), so
    /// that with the leader's side playing low that adversary must play above them both.
    /// Returns an adversary and the ranks it rests on (that adversary's lowest card, the
    /// highest such of any suit, so that the proof looks at as few cards as it can).
    fn forced_to_win(&self) -> Option<(usize, Win)> {
        let l = self.leader;
        let p = self.partner[l];
        let mut best: Option<(usize, usize, u16)> = None;
        for s in 0..4 {
            let led = low_bit(self.hands[l][s]);
            if led == 0 {
                continue;
            }
            let under = low_bit(self.hands[p][s]);
            for o in 0..4 {
                if self.same_side(o, l) {
                    continue;
                }
                let floor = low_bit(self.hands[o][s]);
                if floor > led && floor > under && best.is_none_or(|(_, _, b)| floor > b) {
                    best = Some((o, s, floor));
                }
            }
        }
        best.map(|(o, s, floor)| (o, u64::from(floor) << (16 * s)))
    }
}
