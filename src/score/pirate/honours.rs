//! Honours (laws 73, 74): which side held them, in what combination, and what they are worth.
//!
//! Law 73 says honours "are credited to the original holders"; the 1917 book (p. 17) says
//! "both partners score all honors held by either or both". We read the two together: the
//! *side* that held them scores (declaring or not, made or set), and each of its two partners
//! scores the full value. The book's pad bears this out: on deal A Jones held the spade
//! honours with Smith and both score 36 (Jones 86 = 36 + 50, Smith 122 = 36 + 36 + 50); on deal
//! D Green and Jones each score 64 for four hearts in one hand though the contract failed; and
//! "S makes four odd at no trump, 100 aces" credits 100 to his acceptor W as well (p. 67).

use std::fmt;

use serde::Serialize;

use crate::cards::{Card, Deal, Partnership, Rank, Seat, Strain, Suit};
use crate::record::Honors;

use super::values::{FOUR_ACES, FOUR_ACES_IN_ONE_HAND, THREE_ACES, trick_value};

/// The combinations of honours that score (laws 73, 74).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Combination {
    /// Three trump honours between partners, "simple honours": two tricks (law 73).
    Three,
    /// Four between partners: four tricks.
    Four,
    /// Five between partners: five tricks.
    Five,
    /// Four in one hand: double four, eight tricks.
    FourInOneHand,
    /// Five in one hand: double five, ten tricks.
    FiveInOneHand,
    /// Four in one hand, the fifth in the partner's: nine tricks.
    FourInOneHandFifthInPartners,
    /// Three aces at no trumps, in one hand or between partners: 30 (law 74).
    ThreeAces,
    /// Four aces between partners: 40.
    FourAces,
    /// Four aces in one hand: 100.
    FourAcesInOneHand,
}

impl Combination {
    /// Law 73's value in tricks, for a trump combination.
    fn tricks(self) -> Option<i32> {
        match self {
            Combination::Three => Some(2),
            Combination::Four => Some(4),
            Combination::Five => Some(5),
            Combination::FourInOneHand => Some(8),
            Combination::FiveInOneHand => Some(10),
            Combination::FourInOneHandFifthInPartners => Some(9),
            _ => None,
        }
    }

    /// True for the no-trump combinations of law 74.
    pub(crate) fn is_aces(self) -> bool {
        matches!(
            self,
            Combination::ThreeAces | Combination::FourAces | Combination::FourAcesInOneHand
        )
    }

    /// What the combination is worth in `strain` to each partner (laws 73, 74), never doubled;
    /// `None` if it cannot occur there (aces with a trump suit, trump honours at no trumps,
    /// anything at the nullo, which has no honours).
    pub fn value(self, strain: Strain) -> Option<i32> {
        match strain {
            Strain::Trumps(_) => self.tricks().map(|t| t * trick_value(strain)),
            Strain::NoTrumps => match self {
                Combination::ThreeAces => Some(THREE_ACES),
                Combination::FourAces => Some(FOUR_ACES),
                Combination::FourAcesInOneHand => Some(FOUR_ACES_IN_ONE_HAND),
                _ => None,
            },
            Strain::Nullo => None,
        }
    }

    /// Prose for the pad: "four in one hand".
    pub fn describe(self) -> &'static str {
        match self {
            Combination::Three => "simple honours",
            Combination::Four => "four honours",
            Combination::Five => "five honours",
            Combination::FourInOneHand => "four honours in one hand",
            Combination::FiveInOneHand => "five honours in one hand",
            Combination::FourInOneHandFifthInPartners => {
                "four honours in one hand, the fifth in the partner's"
            }
            Combination::ThreeAces => "three aces",
            Combination::FourAces => "four aces",
            Combination::FourAcesInOneHand => "four aces in one hand",
        }
    }
}

/// The honours of a deal: none that score, or a combination held by one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "held", rename_all = "snake_case")]
pub enum HonoursHeld {
    /// Nothing scores: aces easy (two and two) at no trumps, or a nullo (no honours).
    Easy,
    /// `side` held `combination`; each of its partners scores its value.
    Held {
        side: Partnership,
        combination: Combination,
    },
}

/// Why the honours could not be established.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum HonoursError {
    /// The hands given do not show where every honour lay.
    HandsUnknown { missing: Vec<String> },
    /// No `honors:` statement.
    NoStatement,
    /// Two statements that say different things.
    Conflicting,
    /// The seats named are not partners in this deal (neither the declaring side nor its
    /// adversaries).
    NotPartners {
        #[serde(serialize_with = "crate::cards::two_seats")]
        #[schemars(with = "crate::cards::Partnership")]
        seats: (Seat, Seat),
    },
    /// The statement cannot hold in this strain, with the reason.
    Impossible { reason: String },
}

impl fmt::Display for HonoursError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HonoursError::HandsUnknown { missing } => write!(
                f,
                "the hands given do not show who held {} (law 73)",
                missing.join(", ")
            ),
            HonoursError::NoStatement => f.write_str("no honours statement"),
            HonoursError::Conflicting => f.write_str("the honours statements disagree"),
            HonoursError::NotPartners { seats } => write!(
                f,
                "{} and {} are not partners in this deal: honours go to the declaring side or \
                 its adversaries (law 73)",
                seats.0, seats.1
            ),
            HonoursError::Impossible { reason } => f.write_str(reason),
        }
    }
}

impl std::error::Error for HonoursError {}

/// The honours of `strain` as the hands show them (laws 73, 74), `declaring` being the
/// declarer and his acceptor. Unknown hands are fine as long as every honour is located.
/// At the nullo there are no honours (1917 book, p. 113): always [`HonoursHeld::Easy`].
pub fn honours_from_hands(
    deal: &Deal,
    strain: Strain,
    declaring: Partnership,
) -> Result<HonoursHeld, HonoursError> {
    let honours: Vec<Card> = match strain {
        Strain::Nullo => return Ok(HonoursHeld::Easy),
        Strain::Trumps(suit) => Rank::descending()
            .filter(|r| r.is_honour())
            .map(|r| Card::new(suit, r))
            .collect(),
        Strain::NoTrumps => Suit::ALL.map(|s| Card::new(s, Rank::ACE)).to_vec(),
    };
    let mut per_seat = [0u8; 4];
    let mut missing = Vec::new();
    for card in &honours {
        match Seat::ALL
            .into_iter()
            .find(|s| deal.hand(*s).is_some_and(|h| h.contains(*card)))
        {
            Some(seat) => per_seat[seat.index()] += 1,
            None => missing.push(card.code()),
        }
    }
    if !missing.is_empty() {
        return Err(HonoursError::HandsUnknown { missing });
    }
    for side in [declaring, declaring.adversaries()] {
        let a = per_seat[side.first.index()];
        let b = per_seat[side.second.index()];
        let (most, total) = (a.max(b), a + b);
        if total < 3 {
            continue;
        }
        let combination = if strain == Strain::NoTrumps {
            match (total, most) {
                (4, 4) => Combination::FourAcesInOneHand,
                (4, _) => Combination::FourAces,
                _ => Combination::ThreeAces,
            }
        } else {
            match (total, most) {
                (5, 5) => Combination::FiveInOneHand,
                (5, 4) => Combination::FourInOneHandFifthInPartners,
                (5, _) => Combination::Five,
                (4, 4) => Combination::FourInOneHand,
                (4, _) => Combination::Four,
                _ => Combination::Three,
            }
        };
        return Ok(HonoursHeld::Held { side, combination });
    }
    // Only aces can split two and two: with five trump honours one side holds three.
    Ok(HonoursHeld::Easy)
}

/// The honours of `strain` as `honors:` lines state them, `declaring` being the declarer and
/// his acceptor. One statement is expected; several are accepted if they agree.
pub fn honours_from_statement(
    statements: &[Honors],
    strain: Strain,
    declaring: Partnership,
) -> Result<HonoursHeld, HonoursError> {
    let mut found: Option<HonoursHeld> = None;
    for statement in statements {
        let held = one_statement(statement, strain, declaring)?;
        match found {
            Some(earlier) if earlier != held => return Err(HonoursError::Conflicting),
            _ => found = Some(held),
        }
    }
    found.ok_or(HonoursError::NoStatement)
}

fn impossible(reason: impl Into<String>) -> HonoursError {
    HonoursError::Impossible {
        reason: reason.into(),
    }
}

/// The side (declaring or adversaries) to which two seats belong together.
fn side_of(a: Seat, b: Seat, declaring: Partnership) -> Result<Partnership, HonoursError> {
    [declaring, declaring.adversaries()]
        .into_iter()
        .find(|side| a != b && side.contains(a) && side.contains(b))
        .ok_or(HonoursError::NotPartners { seats: (a, b) })
}

/// The side to which one seat belongs.
fn side_of_seat(seat: Seat, declaring: Partnership) -> Partnership {
    if declaring.contains(seat) {
        declaring
    } else {
        declaring.adversaries()
    }
}

fn one_statement(
    statement: &Honors,
    strain: Strain,
    declaring: Partnership,
) -> Result<HonoursHeld, HonoursError> {
    if strain == Strain::Nullo {
        return match statement {
            Honors::Easy { .. } => Ok(HonoursHeld::Easy),
            _ => Err(impossible(
                "there are no honours at the nullo (1917 book, p. 113)",
            )),
        };
    }
    let at_no_trumps = strain == Strain::NoTrumps;
    let held = |side, combination| Ok(HonoursHeld::Held { side, combination });
    match statement {
        Honors::Easy { .. } if at_no_trumps => Ok(HonoursHeld::Easy),
        Honors::Easy { .. } => Err(impossible(
            "with a trump suit one side always holds three of the five honours (law 73): \
             say which side, and how many",
        )),
        Honors::Aces { .. } | Honors::Between { .. } | Honors::InOneHand { .. }
            if at_no_trumps != matches!(statement, Honors::Aces { .. }) =>
        {
            Err(impossible(if at_no_trumps {
                "at no trumps the honours are the four aces (law 73): write `aces`"
            } else {
                "aces count as honours only at no trumps (law 73)"
            }))
        }
        Honors::Aces { seats, count, .. } => match (seats, count) {
            (None, 0..=2) => Ok(HonoursHeld::Easy),
            (None, _) => Err(impossible("name the seats that held the aces")),
            (Some((a, b)), 3 | 4) if a == b => {
                let side = side_of_seat(*a, declaring);
                let combination = if *count == 4 {
                    Combination::FourAcesInOneHand
                } else {
                    Combination::ThreeAces
                };
                held(side, combination)
            }
            (Some((a, b)), 3 | 4) => {
                let side = side_of(*a, *b, declaring)?;
                let combination = if *count == 4 {
                    Combination::FourAces
                } else {
                    Combination::ThreeAces
                };
                held(side, combination)
            }
            (Some(_), 0..=2) => Ok(HonoursHeld::Easy),
            (Some(_), n) => Err(impossible(format!("there are four aces, not {n}"))),
        },
        Honors::Between { seats, count, .. } => {
            let side = side_of(seats.0, seats.1, declaring)?;
            match count {
                3 => held(side, Combination::Three),
                4 => held(side, Combination::Four),
                5 => held(side, Combination::Five),
                n => Err(impossible(format!(
                    "{n} honours between partners do not score (law 73): state the side that \
                     held three or more"
                ))),
            }
        }
        Honors::InOneHand {
            seat,
            count,
            partner,
            ..
        } => {
            let side = side_of_seat(*seat, declaring);
            match (count, partner) {
                (4, Some((p, 1))) if side.partner_of(*seat) == Some(*p) => {
                    held(side, Combination::FourInOneHandFifthInPartners)
                }
                (_, Some((p, _))) if side.partner_of(*seat) != Some(*p) => {
                    Err(HonoursError::NotPartners { seats: (*seat, *p) })
                }
                (4, Some((_, 0)) | None) => held(side, Combination::FourInOneHand),
                (5, Some((_, 0)) | None) => held(side, Combination::FiveInOneHand),
                (3, Some((_, 0)) | None) => held(side, Combination::Three),
                (3, Some((_, 1))) => held(side, Combination::Four),
                (3, Some((_, 2))) => held(side, Combination::Five),
                (c, Some((_, n))) => Err(impossible(format!(
                    "{c} honours in one hand and {n} in the partner's make more than five"
                ))),
                (c, None) => Err(impossible(format!("there are five honours, not {c}"))),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Hand;
    use crate::record::Span;

    fn hand(cards: &[&str]) -> Hand {
        let mut h = Hand::EMPTY;
        for c in cards {
            h.insert(Card::parse(c).unwrap());
        }
        h
    }

    const NS: Partnership = Partnership {
        first: Seat::N,
        second: Seat::S,
    };
    const SPADES: Strain = Strain::Trumps(Suit::Spades);

    #[test]
    fn honours_are_found_in_the_hands() {
        // N holds four spade honours, E the fifth: four in one hand for N+S, though N's
        // partner S holds none (law 73: "four or five in one hand are worth double").
        let mut deal = Deal::default();
        deal.hands[0] = Some(hand(&["SA", "SK", "SQ", "SJ"]));
        deal.hands[1] = Some(hand(&["ST", "HA"]));
        deal.hands[2] = Some(hand(&["DA", "CA"]));
        deal.hands[3] = Some(hand(&["H2"]));
        assert_eq!(
            honours_from_hands(&deal, SPADES, NS),
            Ok(HonoursHeld::Held {
                side: NS,
                combination: Combination::FourInOneHand
            })
        );
        // Aces: N one, E one, S two, W none: N+S hold three.
        assert_eq!(
            honours_from_hands(&deal, Strain::NoTrumps, NS),
            Ok(HonoursHeld::Held {
                side: NS,
                combination: Combination::ThreeAces
            })
        );
        // With N and E as the declaring side, two and two: aces easy.
        let ne = Partnership {
            first: Seat::N,
            second: Seat::E,
        };
        assert_eq!(
            honours_from_hands(&deal, Strain::NoTrumps, ne),
            Ok(HonoursHeld::Easy)
        );
        // With N and W as the declaring side, E's ace and S's two make three for E+S.
        let nw = Partnership {
            first: Seat::N,
            second: Seat::W,
        };
        assert_eq!(
            honours_from_hands(&deal, Strain::NoTrumps, nw),
            Ok(HonoursHeld::Held {
                side: nw.adversaries(),
                combination: Combination::ThreeAces
            })
        );
        // The nullo has no honours.
        assert_eq!(
            honours_from_hands(&deal, Strain::Nullo, NS),
            Ok(HonoursHeld::Easy)
        );
        // A heart honour whose holder is unknown.
        assert!(matches!(
            honours_from_hands(&deal, Strain::Trumps(Suit::Hearts), NS),
            Err(HonoursError::HandsUnknown { .. })
        ));
    }

    #[test]
    fn honours_are_read_from_statements() {
        let span = Span::default();
        let four_one = Honors::InOneHand {
            seat: Seat::S,
            count: 4,
            partner: Some((Seat::N, 1)),
            span,
        };
        assert_eq!(
            honours_from_statement(&[four_one], SPADES, NS),
            Ok(HonoursHeld::Held {
                side: NS,
                combination: Combination::FourInOneHandFifthInPartners
            })
        );
        let ew = Honors::Between {
            seats: (Seat::E, Seat::W),
            count: 3,
            span,
        };
        assert_eq!(
            honours_from_statement(std::slice::from_ref(&ew), SPADES, NS),
            Ok(HonoursHeld::Held {
                side: NS.adversaries(),
                combination: Combination::Three
            })
        );
        let ne = Honors::Between {
            seats: (Seat::N, Seat::E),
            count: 4,
            span,
        };
        assert!(matches!(
            honours_from_statement(&[ne], SPADES, NS),
            Err(HonoursError::NotPartners { .. })
        ));
        let easy = Honors::Easy { span };
        assert!(matches!(
            honours_from_statement(std::slice::from_ref(&easy), SPADES, NS),
            Err(HonoursError::Impossible { .. })
        ));
        assert_eq!(
            honours_from_statement(std::slice::from_ref(&easy), Strain::NoTrumps, NS),
            Ok(HonoursHeld::Easy)
        );
        let aces = Honors::Aces {
            seats: Some((Seat::S, Seat::S)),
            count: 4,
            span,
        };
        assert_eq!(
            honours_from_statement(std::slice::from_ref(&aces), Strain::NoTrumps, NS),
            Ok(HonoursHeld::Held {
                side: NS,
                combination: Combination::FourAcesInOneHand
            })
        );
        assert!(matches!(
            honours_from_statement(&[aces], SPADES, NS),
            Err(HonoursError::Impossible { .. })
        ));
        // Trump honours stated at no trumps are refused.
        assert!(honours_from_statement(&[ew, easy], Strain::NoTrumps, NS).is_err());
        assert_eq!(
            honours_from_statement(&[], SPADES, NS),
            Err(HonoursError::NoStatement)
        );
    }
}
