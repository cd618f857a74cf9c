//! The state of one deal at the table while it is replayed: the rulings so far, the penalties
//! hanging over the players (cards liable to be called, suits called), and the choices made.

use crate::cards::{Card, Seat, Suit};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Chooser, Laws, PenaltyOption, Place, Ruling};
use crate::lawbook::Citation;
use crate::record::Code;
use crate::record::{Event, PenaltyChoice};

use super::side::Side;

/// A citation of the Portland code.
pub fn law(n: u16) -> Citation {
    Citation::new(Code::Portland1895, n)
}

/// A citation of a clause: `portland-1895:87.I`.
pub fn clause(n: u16, c: &str) -> Citation {
    Citation::clause(Code::Portland1895, n, c)
}

/// A penalty that constrains a later play (laws 69, 76, 77, 81, 82).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Obligation {
    /// The dealer has called an exposed card: it must be played when it can be without a
    /// revoke (80, 81).
    PlayCard {
        seat: Seat,
        card: Card,
        ruling: usize,
    },
    /// A suit called from either of two partners at their next lead (77).
    LeadSuit {
        seats: [Seat; 2],
        suit: Suit,
        ruling: usize,
    },
    /// The leader may not lead the suit of the card his partner exposed (69).
    NotLeadSuit {
        seat: Seat,
        suit: Suit,
        ruling: usize,
    },
    /// A player required to play his highest or lowest of the suit led, or to win or not to
    /// win the trick (83, 98): failing to, though able, he incurs the penalty of a revoke (76).
    Direction {
        seat: Seat,
        direction: Direction,
        ruling: usize,
    },
}

/// What a player may be required to play to the trick in progress (83, 98).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    Highest,
    Lowest,
    Win,
    NotWin,
}

impl Direction {
    /// The direction a chosen option names, if it is one.
    pub(crate) fn from_option(name: Option<OptionName>) -> Option<Direction> {
        match name? {
            OptionName::Highest => Some(Direction::Highest),
            OptionName::Lowest => Some(Direction::Lowest),
            OptionName::Win => Some(Direction::Win),
            OptionName::Lose | OptionName::NotWin => Some(Direction::NotWin),
            _ => None,
        }
    }

    /// The direction in the laws' words.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Direction::Highest => "to play his highest of the suit led",
            Direction::Lowest => "to play his lowest of the suit led",
            Direction::Win => "to win the trick",
            Direction::NotWin => "not to win the trick",
        }
    }
}

/// One deal's table.
#[derive(Debug)]
pub(crate) struct Table {
    pub dealer: Seat,
    pub rulings: Vec<Ruling>,
    /// Set when the deal is void and must be dealt again: the law that says so.
    pub annulled: Option<Citation>,
    /// Players whose partner exposed a card before the lead: they may not double (69).
    pub forfeited_double: Vec<Seat>,
    /// Exposed cards of the dealer's adversaries, liable to be called (70).
    pub liable: Vec<(Seat, Card)>,
    pub obligations: Vec<Obligation>,
    /// Cards drawn from a hand and not yet played or put back: the dealer's are not played
    /// until quitted (63); an adversary's are liable to be called (75).
    pub detached: Vec<(Seat, Card)>,
    /// Facts the replay could not attach to a law (the record is incomplete, and the like).
    pub notes: Vec<String>,
    /// Every statement of the deal that a player has a wrong number of cards ("E has 12
    /// cards"), wherever written, so that they are ruled on together (39 V, 44).
    pub stated_counts: Vec<(Seat, u8)>,
    /// Whether the stated counts have been ruled on.
    pub counts_ruled: bool,
    /// Players stated to have taken a card of the other pack into their hand (43).
    pub other_pack: Vec<Seat>,
    /// Whether the record writes the pack found imperfect anywhere in the deal (45), so that a
    /// player's short count is ruled with it.
    pub pack_imperfect: bool,
    /// A claim of a new deal (39 VII, 40) that the declaration closed: the deal stood.
    pub closed_deal_claim: Option<usize>,
}

impl Table {
    pub(crate) fn new(dealer: Seat) -> Table {
        Table {
            dealer,
            rulings: Vec::new(),
            annulled: None,
            forfeited_double: Vec::new(),
            liable: Vec::new(),
            obligations: Vec::new(),
            detached: Vec::new(),
            notes: Vec::new(),
            stated_counts: Vec::new(),
            counts_ruled: false,
            other_pack: Vec::new(),
            pack_imperfect: false,
            closed_deal_claim: None,
        }
    }

    /// Dummy: the dealer's partner (law 59).
    pub(crate) fn dummy(&self) -> Seat {
        self.dealer.opposite()
    }

    /// The dealer's left-hand adversary, who leads and has the first right to double (54, 57).
    pub(crate) fn leader(&self) -> Seat {
        self.dealer.left()
    }

    pub(crate) fn is_adversary(&self, seat: Seat) -> bool {
        Side::of(seat) != Side::of(self.dealer)
    }

    pub(crate) fn adversaries(&self) -> Vec<Seat> {
        vec![self.dealer.left(), self.dealer.right()]
    }

    /// Adds a ruling and returns its index.
    pub(crate) fn push(&mut self, ruling: Ruling) -> usize {
        self.rulings.push(ruling);
        self.rulings.len() - 1
    }

    /// A ruling the laws do not settle: the reason, and the nearest laws.
    pub(crate) fn not_covered(
        &mut self,
        kind: RulingKind,
        summary: String,
        event: &Event,
        place: Place,
        reason: &str,
        nearest: impl Into<Laws>,
    ) -> usize {
        self.push(Ruling::not_covered_on_event(
            kind, summary, event, place, reason, nearest,
        ))
    }

    /// Applies a choice written in the record ("S chooses new-deal") to the latest ruling that
    /// offers the chooser that option and has none applied. Returns the ruling's index.
    pub(crate) fn choose(
        &mut self,
        event: &Event,
        choice: &PenaltyChoice,
        place: Place,
    ) -> Option<usize> {
        let found = self.rulings.iter().rposition(|r| {
            r.applied().is_none()
                && r.options().iter().any(|o| o.is_elected_by(choice))
                && r.chooser()
                    .as_ref()
                    .is_none_or(|c| c.seats.contains(&event.seat))
        });
        match found {
            Some(i) => {
                let r = &mut self.rulings[i];
                let mut applied = choice.name.clone();
                if let Some(s) = choice.suit {
                    applied = format!("{applied} {}", s.name());
                }
                if let Some(c) = choice.card {
                    applied = format!("{applied} {c}");
                }
                let elected = r.options().iter().find(|o| o.is_elected_by(choice));
                let laws = elected.map(|o| o.laws.clone()).unwrap_or_default();
                r.apply(match elected {
                    Some(o) => Applied::elected(o.name, applied),
                    None => Applied::words(applied),
                });
                r.finding(
                    format!("{} chose {}", event.seat.name(), choice.name),
                    &laws,
                );
                Some(i)
            }
            None => {
                // Offered to another: the election is his (59 for the dealer), and stays open.
                let other = self.rulings.iter().rev().find(|r| {
                    r.applied().is_none() && r.options().iter().any(|o| o.is_elected_by(choice))
                });
                if let Some(c) = other.and_then(|r| r.chooser().cloned()) {
                    let summary = format!(
                        "{} chose {}, which is not his to choose",
                        event.seat.name(),
                        choice.name
                    );
                    let kind = RulingKind::ChoiceNotOffered;
                    let mut laws = c.laws.clone();
                    if c.seats == [self.dealer] {
                        laws.push(law(59));
                    }
                    // Cited by the laws of whose choice it is; of the record alone where the
                    // chooser's ruling names none.
                    let mut r = match Laws::of(&laws) {
                        Some(laws) => Ruling::on_event(kind, summary, event, place, laws),
                        None => {
                            let mut r =
                                Ruling::of_the_record(kind, summary, Some(event.seat), place);
                            r.set_span(event.span);
                            r
                        }
                    };
                    let who: Vec<&str> = c.seats.iter().map(|s| s.name()).collect();
                    r.finding(
                        format!(
                            "the choice is {}'s: these words have no effect, and his choice \
                             stays open",
                            who.join(" or ")
                        ),
                        &laws,
                    );
                    r.apply(Applied::no_penalty("no-effect"));
                    self.push(r);
                    return None;
                }
                self.not_covered(
                    RulingKind::ChoiceNotOffered,
                    format!(
                        "{} chose {}, which no pending ruling offers him",
                        event.seat.name(),
                        choice.name
                    ),
                    event,
                    place,
                    "no law applied so far gives this option at this point: the words have no \
                     effect, and carry no penalty",
                    [law(59)],
                );
                None
            }
        }
    }
}

/// An option of a ruling.
pub(crate) fn option(name: OptionName, description: &str, laws: &[Citation]) -> PenaltyOption {
    PenaltyOption {
        name,
        description: description.to_string(),
        laws: laws.to_vec(),
    }
}

/// Who chooses.
pub(crate) fn chooser(seats: Vec<Seat>, constraint: Option<&str>, laws: &[Citation]) -> Chooser {
    Chooser {
        seats,
        constraint: constraint.map(str::to_string),
        laws: laws.to_vec(),
    }
}
