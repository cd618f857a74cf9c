//! A position to solve: the cards still to be played, the strain, the declaring side and the
//! trick in progress.

use std::fmt;

use serde::Serialize;

use crate::cards::{Card, Deal, Hand, Partnership, Seat, Strain};

/// A position at any point of the play: a full deal, an ending with equal hands, or a trick
/// partly played. Built only through [`Position::new`] or [`Position::from_deal`], which check
/// that the cards make sense, so the solver never meets an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    hands: [Hand; 4],
    strain: Strain,
    declarers: Partnership,
    leader: Seat,
    trick: Vec<Card>,
}

/// Why a set of cards is not a position the solver can play out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PositionError {
    /// A hand of the deal is not given.
    MissingHand { seat: Seat },
    /// A card is held twice, or is both held and already on the table.
    DuplicateCard { card: Card },
    /// The hands do not hold the numbers of cards the trick in progress implies: the players
    /// who have played to it one fewer than those still to play.
    UnevenHands {
        seat: Seat,
        count: usize,
        expected: usize,
    },
    /// More than three cards of the current trick were given (a fourth completes it).
    TrickTooLong { cards: usize },
    /// No cards left to play.
    Empty,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::MissingHand { seat } => {
                write!(f, "{}'s hand is not given", seat.name())
            }
            PositionError::DuplicateCard { card } => write!(f, "{card} appears twice"),
            PositionError::UnevenHands {
                seat,
                count,
                expected,
            } => write!(
                f,
                "{} holds {count} cards where {expected} were expected",
                seat.name()
            ),
            PositionError::TrickTooLong { cards } => {
                write!(f, "a trick in progress has at most 3 cards, not {cards}")
            }
            PositionError::Empty => f.write_str("no cards are left to play"),
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// A position: `hands` are the cards not yet played, `leader` led to the trick in progress
    /// and `trick` holds the cards already played to it, in order from the leader (empty at a
    /// trick's start). The declaring side may be any two seats, opposite or adjacent.
    pub fn new(
        hands: [Hand; 4],
        strain: Strain,
        declarers: Partnership,
        leader: Seat,
        trick: Vec<Card>,
    ) -> Result<Position, PositionError> {
        if trick.len() > 3 {
            return Err(PositionError::TrickTooLong { cards: trick.len() });
        }
        let mut seen = Hand::EMPTY;
        for card in hands
            .iter()
            .flat_map(|h| h.cards())
            .chain(trick.iter().copied())
        {
            if !seen.insert(card) {
                return Err(PositionError::DuplicateCard { card });
            }
        }
        // The leader's hand fixes the length: those who have played hold one card fewer.
        let played = trick.len();
        let base = hands[leader.index()].len() + usize::from(played > 0);
        if base == 0 {
            return Err(PositionError::Empty);
        }
        for i in 0..4 {
            let seat = leader.nth_left(i);
            let expected = if i < played { base - 1 } else { base };
            let count = hands[seat.index()].len();
            if count != expected {
                return Err(PositionError::UnevenHands {
                    seat,
                    count,
                    expected,
                });
            }
        }
        Ok(Position {
            hands,
            strain,
            declarers,
            leader,
            trick,
        })
    }

    /// The position at the opening lead of a deal whose four hands are all given.
    pub fn from_deal(
        deal: &Deal,
        strain: Strain,
        declarers: Partnership,
        leader: Seat,
    ) -> Result<Position, PositionError> {
        let mut hands = [Hand::EMPTY; 4];
        for seat in Seat::ALL {
            hands[seat.index()] = deal.hand(seat).ok_or(PositionError::MissingHand { seat })?;
        }
        Position::new(hands, strain, declarers, leader, Vec::new())
    }

    pub fn hands(&self) -> &[Hand; 4] {
        &self.hands
    }

    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat.index()]
    }

    pub fn strain(&self) -> Strain {
        self.strain
    }

    /// The declaring side: the declarer and his dummy.
    pub fn declarers(&self) -> Partnership {
        self.declarers
    }

    /// Who led to the trick in progress.
    pub fn leader(&self) -> Seat {
        self.leader
    }

    /// The cards already played to the trick in progress.
    pub fn trick(&self) -> &[Card] {
        &self.trick
    }

    /// Whose turn it is.
    pub fn to_play(&self) -> Seat {
        self.leader.nth_left(self.trick.len())
    }

    /// The tricks still to be decided, counting the one in progress.
    pub fn tricks_left(&self) -> u8 {
        self.hands[self.leader.index()].len() as u8 + u8::from(!self.trick.is_empty())
    }

    /// The cards the player to play may lawfully play: he must follow suit if he can.
    pub fn legal_cards(&self) -> Vec<Card> {
        let hand = self.hand(self.to_play());
        match self.trick.first() {
            Some(led) if hand.has_suit(led.suit) => hand.suit(led.suit).cards().collect(),
            _ => hand.cards().collect(),
        }
    }

    /// The position after the player to play plays `card`; `None` if he does not hold it or
    /// may not play it.
    pub fn after(&self, card: Card) -> Option<Position> {
        if !self.legal_cards().contains(&card) {
            return None;
        }
        let mut next = self.clone();
        next.hands[self.to_play().index()].remove(card);
        next.trick.push(card);
        if next.trick.len() == 4 {
            next.leader = trick_winner(self.leader, &next.trick, self.strain);
            next.trick.clear();
        }
        Some(next)
    }
}

/// Who wins a complete or partial trick: the highest trump, or else the highest card of the
/// suit led. At the nullo there are no trumps.
pub fn trick_winner(leader: Seat, trick: &[Card], strain: Strain) -> Seat {
    let trump = strain.trump();
    let mut best = 0;
    for (i, card) in trick.iter().enumerate().skip(1) {
        let top = trick[best];
        let beats = if card.suit == top.suit {
            card.rank > top.rank
        } else {
            Some(card.suit) == trump
        };
        if beats {
            best = i;
        }
    }
    leader.nth_left(best)
}
