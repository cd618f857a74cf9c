//! The mechanics of the play, common to every code: tricks, following suit, who wins a trick,
//! and what each player still holds. No rulings here: a card played out of turn or a failure to
//! follow suit is recorded as a fact, and the law engine decides what it means.

use serde::Serialize;

use crate::cards::{Card, Deal, Hand, Seat, Suit};

/// A trick, complete or in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Trick {
    /// The player who led to it.
    pub leader: Seat,
    /// The cards in the order played.
    pub cards: Vec<(Seat, Card)>,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: Vec::with_capacity(4),
        }
    }

    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }

    /// The suit led, once the lead is made.
    pub(crate) fn suit_led(&self) -> Option<Suit> {
        self.cards.first().map(|(_, c)| c.suit)
    }

    /// Whose turn it is to play to this trick: the first player in rotation from the leader who
    /// has not played (a card played out of turn does not move the turn on).
    pub(crate) fn next_in_turn(&self) -> Seat {
        self.not_played().next().unwrap_or(self.leader)
    }

    /// The players who have not played to this trick, in rotation from the leader.
    pub(crate) fn not_played(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..4)
            .map(|i| self.leader.nth_left(i))
            .filter(|s| self.card_of(*s).is_none())
    }

    /// Whether `later` played to this trick after `earlier` did (both having played).
    pub(crate) fn played_after(&self, later: Seat, earlier: Seat) -> bool {
        let at = |s: Seat| self.cards.iter().position(|(p, _)| *p == s);
        matches!((at(later), at(earlier)), (Some(a), Some(b)) if a > b)
    }

    pub(crate) fn card_of(&self, seat: Seat) -> Option<Card> {
        self.cards.iter().find(|(s, _)| *s == seat).map(|(_, c)| *c)
    }

    /// The winner so far: the highest trump, or failing that the highest card of the suit led.
    pub fn winner(&self, trump: Option<Suit>) -> Option<Seat> {
        let led = self.suit_led()?;
        let beats = |a: Card, b: Card| -> bool {
            match (Some(a.suit) == trump, Some(b.suit) == trump) {
                (true, false) => true,
                (false, true) => false,
                _ => a.suit == b.suit && a.rank > b.rank || (a.suit == led && b.suit != led),
            }
        };
        let mut best = self.cards[0];
        for &(seat, card) in &self.cards[1..] {
            if beats(card, best.1) {
                best = (seat, card);
            }
        }
        Some(best.0)
    }
}

/// A failure to follow suit by a player known to hold the suit led: the facts of a renounce
/// in error, which the codes call a revoke.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct FailureToFollow {
    pub seat: Seat,
    /// Tricks counted from 1.
    pub trick: u8,
    pub suit_led: Suit,
    pub card_played: Card,
}

/// The state of the play: what each player still holds (where known), the tricks so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PlayState {
    pub trump: Option<Suit>,
    /// The cards each player still holds, where the hand is known.
    pub holdings: [Option<Hand>; 4],
    /// Completed tricks, in order.
    pub tricks: Vec<Trick>,
    /// The trick in progress (possibly empty).
    pub current: Trick,
    /// The winner of each completed trick.
    pub winners: Vec<Seat>,
}

impl PlayState {
    /// Whether `seat`'s hand could beat `card` led: a higher card of its suit, or a trump when
    /// void in it. `None` when the record does not give the hand.
    pub fn could_beat(&self, seat: Seat, card: Card) -> Option<bool> {
        let hand = self.holdings[seat.index()]?;
        let void = !hand.cards().any(|c| c.suit == card.suit);
        let trump = self.trump;
        Some(hand.cards().any(|c| {
            (c.suit == card.suit && c.rank > card.rank)
                || (void && Some(c.suit) == trump && trump != Some(card.suit))
        }))
    }

    /// A play about to start with `leader` leading to the first trick.
    pub fn new(deal: &Deal, trump: Option<Suit>, leader: Seat) -> PlayState {
        PlayState {
            trump,
            holdings: deal.hands,
            tricks: Vec::with_capacity(13),
            current: Trick::new(leader),
            winners: Vec::with_capacity(13),
        }
    }

    /// The number of the trick in progress, from 1.
    pub(crate) fn trick_number(&self) -> u8 {
        self.tricks.len() as u8 + 1
    }

    /// Trick number `n` while a revoke in it can still be corrected: the trick in progress, or
    /// the last one quitted when no card is yet led to the next.
    pub(crate) fn trick_in_reach(&self, n: u8) -> Option<&Trick> {
        if n == self.trick_number() {
            Some(&self.current)
        } else if n + 1 == self.trick_number() && self.current.cards.is_empty() {
            self.tricks.get(usize::from(n.checked_sub(1)?))
        } else {
            None
        }
    }

    /// True when all thirteen tricks have been played.
    pub(crate) fn is_finished(&self) -> bool {
        self.tricks.len() == 13
    }

    /// The player whose turn it is.
    pub(crate) fn next_in_turn(&self) -> Seat {
        self.current.next_in_turn()
    }

    /// Whether playing `card` would fail to follow suit when `seat` is known to hold the suit led.
    pub(crate) fn would_fail_to_follow(&self, seat: Seat, card: Card) -> bool {
        match (self.current.suit_led(), self.holdings[seat.index()]) {
            (Some(led), Some(hand)) => card.suit != led && hand.has_suit(led),
            _ => false,
        }
    }

    /// Whether `seat` is known to hold `card` (true when the hand is unknown).
    pub(crate) fn may_hold(&self, seat: Seat, card: Card) -> bool {
        self.holdings[seat.index()].is_none_or(|h| h.contains(card))
    }

    /// Plays a card to the trick in progress for `seat`, returning a failure to follow suit if
    /// the hand shows one. Completing the trick decides its winner, who leads next.
    pub fn play(&mut self, seat: Seat, card: Card) -> Option<FailureToFollow> {
        let failure = self
            .would_fail_to_follow(seat, card)
            .then(|| FailureToFollow {
                seat,
                trick: self.trick_number(),
                suit_led: self.current.suit_led().unwrap_or(card.suit),
                card_played: card,
            });
        if let Some(h) = self.holdings[seat.index()].as_mut() {
            h.remove(card);
        }
        self.current.cards.push((seat, card));
        if self.current.is_complete() {
            self.close_trick();
        }
        failure
    }

    /// Takes back the last card played to the trick in progress (a card withdrawn by law), and
    /// returns it to the player's hand.
    pub(crate) fn withdraw_last(&mut self) -> Option<(Seat, Card)> {
        let (seat, card) = self.current.cards.pop()?;
        if let Some(h) = self.holdings[seat.index()].as_mut() {
            h.insert(card);
        }
        Some((seat, card))
    }

    /// Replaces the card `seat` played to the trick in progress (a revoke corrected in time).
    pub fn substitute(&mut self, seat: Seat, card: Card) -> Option<Card> {
        let slot = self.current.cards.iter_mut().find(|(s, _)| *s == seat)?;
        let old = slot.1;
        slot.1 = card;
        if let Some(h) = self.holdings[seat.index()].as_mut() {
            h.insert(old);
            h.remove(card);
        }
        Some(old)
    }

    /// Replaces the card `seat` played to trick number `trick` (a revoke corrected): in the trick
    /// in progress, or in a quitted trick, which is then won again by its best card (and if it
    /// is the last one quitted and no card is led to the next, its winner leads). Returns the
    /// card replaced, or `None` if `seat` has no card in that trick.
    pub(crate) fn substitute_in_trick(
        &mut self,
        trick: u8,
        seat: Seat,
        card: Card,
    ) -> Option<Card> {
        if trick == self.trick_number() {
            return self.substitute(seat, card);
        }
        let i = usize::from(trick.checked_sub(1)?);
        let t = self.tricks.get_mut(i)?;
        let slot = t.cards.iter_mut().find(|(s, _)| *s == seat)?;
        let old = std::mem::replace(&mut slot.1, card);
        if let Some(h) = self.holdings[seat.index()].as_mut() {
            h.insert(old);
            h.remove(card);
        }
        let winner = t.winner(self.trump).unwrap_or(t.leader);
        self.winners[i] = winner;
        if i + 1 == self.tricks.len() && self.current.cards.is_empty() {
            self.current.leader = winner;
        }
        Some(old)
    }

    /// Takes a card out of a player's hand without playing it to the trick in progress (a card
    /// mixed with a quitted trick, Pirate law 38, Portland law 85).
    pub(crate) fn remove_from_hand(&mut self, seat: Seat, card: Card) {
        if let Some(h) = self.holdings[seat.index()].as_mut() {
            h.remove(card);
        }
    }

    /// Closes the trick in progress with fewer than four cards (a player failed to play to it);
    /// it goes to the best card played.
    pub(crate) fn close_imperfect_trick(&mut self) {
        if !self.current.cards.is_empty() {
            self.close_trick();
        }
    }

    fn close_trick(&mut self) {
        let winner = self
            .current
            .winner(self.trump)
            .unwrap_or(self.current.leader);
        let done = std::mem::replace(&mut self.current, Trick::new(winner));
        self.tricks.push(done);
        self.winners.push(winner);
    }

    /// Tricks won by a set of seats.
    pub(crate) fn tricks_won_by(&self, seats: &[Seat]) -> u8 {
        self.winners.iter().filter(|w| seats.contains(w)).count() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(t: &str) -> Card {
        Card::parse(t).unwrap()
    }

    #[test]
    fn highest_of_the_suit_led_wins_without_trumps() {
        let mut t = Trick::new(Seat::E);
        for (s, c) in [
            (Seat::E, "HQ"),
            (Seat::S, "HA"),
            (Seat::W, "H2"),
            (Seat::N, "SA"),
        ] {
            t.cards.push((s, card(c)));
        }
        assert_eq!(t.winner(None), Some(Seat::S));
        assert_eq!(t.winner(Some(Suit::Spades)), Some(Seat::N));
        assert_eq!(t.winner(Some(Suit::Clubs)), Some(Seat::S));
    }

    #[test]
    fn a_lower_trump_loses_to_a_higher_one() {
        let mut t = Trick::new(Seat::N);
        for (s, c) in [
            (Seat::N, "DA"),
            (Seat::E, "C2"),
            (Seat::S, "C9"),
            (Seat::W, "D3"),
        ] {
            t.cards.push((s, card(c)));
        }
        assert_eq!(t.winner(Some(Suit::Clubs)), Some(Seat::S));
    }

    #[test]
    fn a_card_substituted_in_a_quitted_trick_wins_it_again() {
        let mut deal = Deal::default();
        deal.hands[0] = Some([card("HA"), card("S2")].into_iter().collect());
        deal.hands[1] = Some([card("H3"), card("SA")].into_iter().collect());
        deal.hands[2] = Some([card("H4"), card("S3")].into_iter().collect());
        deal.hands[3] = Some([card("H5"), card("S4")].into_iter().collect());
        let mut p = PlayState::new(&deal, Some(Suit::Spades), Seat::N);
        p.play(Seat::N, card("HA"));
        // East trumps though he holds a heart: a revoke, and the trick is his.
        assert!(p.play(Seat::E, card("SA")).is_some());
        p.play(Seat::S, card("H4"));
        p.play(Seat::W, card("H5"));
        assert_eq!((p.winners[0], p.current.leader), (Seat::E, Seat::E));
        // Corrected with the heart before a card is led to the next trick: North's ace wins,
        // North leads, and East holds his trump again.
        assert_eq!(
            p.substitute_in_trick(1, Seat::E, card("H3")),
            Some(card("SA"))
        );
        assert_eq!((p.winners[0], p.current.leader), (Seat::N, Seat::N));
        assert!(p.may_hold(Seat::E, card("SA")) && !p.may_hold(Seat::E, card("H3")));
        // No trick 5 has been played.
        assert_eq!(p.substitute_in_trick(5, Seat::E, card("H9")), None);
        // North leads to the second trick: the other three, in rotation, have still to play.
        p.play(Seat::N, card("S2"));
        let to_play: Vec<Seat> = p.current.not_played().collect();
        assert_eq!(to_play, vec![Seat::E, Seat::S, Seat::W]);
    }

    #[test]
    fn failure_to_follow_is_seen_from_the_hands() {
        let mut deal = Deal::default();
        deal.hands[0] = Some([card("HA"), card("S2")].into_iter().collect());
        deal.hands[1] = Some([card("H3"), card("S3")].into_iter().collect());
        let mut p = PlayState::new(&deal, None, Seat::N);
        assert_eq!(p.play(Seat::N, card("HA")), None);
        let f = p.play(Seat::E, card("S3")).unwrap();
        assert_eq!((f.seat, f.trick, f.suit_led), (Seat::E, 1, Suit::Hearts));
    }
}
