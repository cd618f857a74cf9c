//! Honours and chicane, the facts of the cards the score is made of: the ace, king, queen,
//! knave and ten of trumps, or the four aces when there are none (law 5), held by a side
//! conjointly or in one hand (6, 7), and a player holding no trump (8).

use serde::Serialize;

use crate::cards::{Hand, Seat, Strain, Suit};
use crate::record::{DealRecord, Honors};

use super::side::Side;

/// What a side holds in honours (laws 6, 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum HonoursHeld {
    /// Law 6 I (conjointly): the five honours: five times the trick value.
    Five,
    /// Law 6 II (conjointly): any four honours: four times.
    Four,
    /// Law 6 III (conjointly): any three honours: twice.
    Three,
    /// Law 6, in one hand, I: the five honours: ten times.
    FiveInOneHand,
    /// Law 6, in one hand, II: four honours: eight times.
    FourInOneHand,
    /// Law 6, in one hand, II: four honours, the partner holding the fifth: eight times and
    /// "also … the single value": nine times in all.
    FourInOneHandFifthWithPartner,
    /// Law 7 II: three aces at no trumps: thirty.
    ThreeAces,
    /// Law 7 I: four aces at no trumps: forty.
    FourAces,
    /// Law 7: four aces in one hand at no trumps: one hundred.
    FourAcesInOneHand,
}

/// Reckons the honours of a trump suit or of the aces from full hands (laws 5–7), and the
/// chicanes (law 8).
pub(crate) fn honours_from_hands(
    strain: Strain,
    hands: &[Hand; 4],
) -> (Vec<(Side, HonoursHeld)>, Vec<Side>) {
    use crate::cards::{Card, Rank};
    let mut honours = Vec::new();
    let mut chicane = Vec::new();
    match strain {
        Strain::Trumps(suit) => {
            // Law 5: ace, king, queen, knave and ten of the trump suit.
            let honour_cards: Vec<Card> = (10..=14)
                .filter_map(Rank::new)
                .map(|r| Card::new(suit, r))
                .collect();
            let count = |seat: Seat| {
                honour_cards
                    .iter()
                    .filter(|c| hands[seat.index()].contains(**c))
                    .count()
            };
            for side in Side::BOTH {
                let [a, b] = side.seats();
                let (ca, cb) = (count(a), count(b));
                let (most, other) = (ca.max(cb), ca.min(cb));
                let held = match (most, other) {
                    (5, _) => Some(HonoursHeld::FiveInOneHand),
                    (4, 1) => Some(HonoursHeld::FourInOneHandFifthWithPartner),
                    (4, 0) => Some(HonoursHeld::FourInOneHand),
                    _ => match ca + cb {
                        5 => Some(HonoursHeld::Five),
                        4 => Some(HonoursHeld::Four),
                        3 => Some(HonoursHeld::Three),
                        _ => None,
                    },
                };
                if let Some(h) = held {
                    honours.push((side, h));
                }
                for seat in [a, b] {
                    if !hands[seat.index()].has_suit(suit) {
                        chicane.push(side);
                    }
                }
            }
        }
        Strain::NoTrumps => {
            let aces = |seat: Seat| {
                Suit::ALL
                    .iter()
                    .filter(|s| {
                        Rank::new(14)
                            .is_some_and(|a| hands[seat.index()].contains(Card::new(**s, a)))
                    })
                    .count()
            };
            for side in Side::BOTH {
                let [a, b] = side.seats();
                let held = match (aces(a).max(aces(b)), aces(a) + aces(b)) {
                    (4, _) => Some(HonoursHeld::FourAcesInOneHand),
                    (_, 4) => Some(HonoursHeld::FourAces),
                    (_, 3) => Some(HonoursHeld::ThreeAces),
                    _ => None,
                };
                if let Some(h) = held {
                    honours.push((side, h));
                }
            }
        }
        Strain::Nullo => {}
    }
    (honours, chicane)
}

/// The honours of a deal played in `strain`: from the hands when all four are given, else from
/// `honors:` lines (laws 5–7); the chicanes only from the hands (8).
pub(crate) fn honours(deal: &DealRecord, strain: Strain) -> (Vec<(Side, HonoursHeld)>, Vec<Side>) {
    let hands: Option<[Hand; 4]> = (|| {
        Some([
            deal.hands.hands[0]?,
            deal.hands.hands[1]?,
            deal.hands.hands[2]?,
            deal.hands.hands[3]?,
        ])
    })();
    if let Some(h) = hands {
        return honours_from_hands(strain, &h);
    }
    let trumps = strain.trump().is_some();
    let mut out = Vec::new();
    for h in &deal.honors {
        let held = match h {
            Honors::Between { seats, count, .. } if trumps => match count {
                5 => Some((Side::of(seats.0), HonoursHeld::Five)),
                4 => Some((Side::of(seats.0), HonoursHeld::Four)),
                3 => Some((Side::of(seats.0), HonoursHeld::Three)),
                _ => None,
            },
            Honors::InOneHand {
                seat,
                count,
                partner,
                ..
            } if trumps => match (count, partner.map(|p| p.1)) {
                (5, _) => Some((Side::of(*seat), HonoursHeld::FiveInOneHand)),
                (4, Some(1)) => Some((Side::of(*seat), HonoursHeld::FourInOneHandFifthWithPartner)),
                (4, _) => Some((Side::of(*seat), HonoursHeld::FourInOneHand)),
                _ => None,
            },
            Honors::Aces {
                seats: Some((a, b)),
                count,
                ..
            } if !trumps => match count {
                4 if a == b => Some((Side::of(*a), HonoursHeld::FourAcesInOneHand)),
                4 => Some((Side::of(*a), HonoursHeld::FourAces)),
                3 => Some((Side::of(*a), HonoursHeld::ThreeAces)),
                _ => None,
            },
            _ => None,
        };
        out.extend(held);
    }
    (out, Vec::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hands(pbn: [&str; 4]) -> [crate::cards::Hand; 4] {
        pbn.map(|h| {
            let mut hand = crate::cards::Hand::EMPTY;
            for (suit, ranks) in ["S", "H", "D", "C"].iter().zip(h.split('.')) {
                for r in ranks.chars() {
                    hand.insert(crate::cards::Card::parse(&format!("{suit}{r}")).unwrap());
                }
            }
            hand
        })
    }

    /// Laws 5–8 from the cards: N holds four honours of spades in his hand (law 6: eight
    /// times); W holds no spade (law 8: chicane to E-W); at no trumps N-S hold three aces
    /// (law 7 II).
    #[test]
    fn honours_and_chicane_are_read_from_the_hands() {
        let h = hands([
            "AKQJ.K65.A32.J94",
            "T9.QJ87.KQ8.A653",
            "8765432.A93.J9.T",
            ".T42.T7654.KQ872",
        ]);
        let (honours, chicane) = honours_from_hands(Strain::Trumps(Suit::Spades), &h);
        // E holds the ten: N's four are in one hand, the fifth not with his partner.
        assert_eq!(honours, [(Side::NorthSouth, HonoursHeld::FourInOneHand)]);
        assert_eq!(chicane, [Side::EastWest]);
        let (aces, _) = honours_from_hands(Strain::NoTrumps, &h);
        assert_eq!(aces, [(Side::NorthSouth, HonoursHeld::ThreeAces)]);
    }
}
