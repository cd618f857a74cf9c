//! The figures of the Portland Club's scoring, laws 2–11, each a named constant with its law,
//! and the guide's "Bridge Scores" table (p. 39) derived from them.

use crate::cards::{Strain, Suit};
use crate::law::portland::HonoursHeld;
use crate::law::portland::{clause, law};
use crate::lawbook::Citation;

/// Law 2: a game is thirty points obtained by tricks alone.
pub(crate) const GAME: i32 = 30;
/// Law 9 I: all thirteen tricks score forty for Grand Slam.
pub(crate) const GRAND_SLAM: i32 = 40;
/// Law 9 II: twelve tricks score twenty for Little Slam.
pub(crate) const LITTLE_SLAM: i32 = 20;
/// Law 7 II: any three aces held conjointly at no trumps.
pub(crate) const THREE_ACES: i32 = 30;
/// Law 7 I: the four aces held conjointly at no trumps.
pub(crate) const FOUR_ACES: i32 = 40;
/// Law 7: the four aces in one hand at no trumps.
pub(crate) const FOUR_ACES_IN_ONE_HAND: i32 = 100;
/// Law 11: one hundred points added to the score of the winners of the rubber.
pub(crate) const RUBBER_BONUS: i32 = 100;
/// Law 87 V: the revoking side cannot attain a higher score toward the game than twenty-eight.
pub(crate) const REVOKE_GAME_CAP: i32 = 28;
/// The Etiquette of Bridge (p. 23): "100 points is suggested as a reasonable limit" to the
/// re-doubling. Read here as a limit on the value of one trick; the text does not say more.
pub(crate) const SUGGESTED_DOUBLING_LIMIT: i32 = 100;

/// Law 4: each trick above six counts two points in spades, four in clubs, six in diamonds,
/// eight in hearts, twelve at no trumps. The Portland code knows no nullo: `None`.
pub(crate) fn trick_value(strain: Strain) -> Option<i32> {
    match strain {
        Strain::Trumps(Suit::Spades) => Some(2),
        Strain::Trumps(Suit::Clubs) => Some(4),
        Strain::Trumps(Suit::Diamonds) => Some(6),
        Strain::Trumps(Suit::Hearts) => Some(8),
        Strain::NoTrumps => Some(12),
        Strain::Nullo => None,
    }
}

/// Law 8: chicane (a player holding no trump) scores twice the value of the trump suit trick.
pub(crate) fn chicane_value(trump: Suit) -> i32 {
    2 * trick_value(Strain::Trumps(trump)).unwrap_or(0)
}

/// The points a holding scores, the law that values it, and its name on the pad.
impl HonoursHeld {
    /// The points scored for this holding in `strain`: `None` when it cannot occur there
    /// (aces at a trump declaration, trump honours at no trumps). Laws 6 and 8: the trick value
    /// used is the original one, unaffected by doubling.
    pub fn value(self, strain: Strain) -> Option<i32> {
        use HonoursHeld::*;
        match (self, strain) {
            (ThreeAces, Strain::NoTrumps) => Some(THREE_ACES),
            (FourAces, Strain::NoTrumps) => Some(FOUR_ACES),
            (FourAcesInOneHand, Strain::NoTrumps) => Some(FOUR_ACES_IN_ONE_HAND),
            (ThreeAces | FourAces | FourAcesInOneHand, _) => None,
            (_, Strain::Trumps(_)) => {
                let t = trick_value(strain)?;
                Some(
                    t * match self {
                        Five => 5,
                        Four => 4,
                        Three => 2,
                        FiveInOneHand => 10,
                        FourInOneHand => 8,
                        FourInOneHandFifthWithPartner => 9,
                        _ => return None,
                    },
                )
            }
            _ => None,
        }
    }

    /// The law that values it.
    pub fn law(self) -> Citation {
        use HonoursHeld::*;
        match self {
            Five => clause(6, "I"),
            Four => clause(6, "II"),
            Three => clause(6, "III"),
            FiveInOneHand | FourInOneHand | FourInOneHandFifthWithPartner => law(6),
            ThreeAces => clause(7, "II"),
            FourAces => clause(7, "I"),
            FourAcesInOneHand => law(7),
        }
    }

    /// Prose: "four honours in one hand".
    pub fn describe(self) -> &'static str {
        use HonoursHeld::*;
        match self {
            Five => "five honours",
            Four => "four honours",
            Three => "three honours",
            FiveInOneHand => "five honours in one hand",
            FourInOneHand => "four honours in one hand",
            FourInOneHandFifthWithPartner => "four honours in one hand, the fifth in partner's",
            ThreeAces => "three aces",
            FourAces => "four aces",
            FourAcesInOneHand => "four aces in one hand",
        }
    }
}

/// Rounds a settlement the guide's way (p. 32): "the omission of the unit … when the unit is
/// more than 5, one is added to the second figure": 264 → 26, 266 → 27 (and 265 → 26).
pub(crate) fn drop_units(points: i32) -> i32 {
    let sign = points.signum();
    let n = points.abs();
    sign * (n / 10 + i32::from(n % 10 > 5))
}

#[cfg(test)]
mod tests {
    use super::*;
    use HonoursHeld::*;

    /// The guide's table "Bridge Scores", p. 39: for each trump suit, the trick, three, four
    /// and five honours, four in one hand, five with one in partner's hand, five in one hand,
    /// and chicane.
    #[test]
    fn the_table_of_bridge_scores_on_page_39() {
        let rows: [(Suit, [i32; 8]); 4] = [
            (Suit::Spades, [2, 4, 8, 10, 16, 18, 20, 4]),
            (Suit::Clubs, [4, 8, 16, 20, 32, 36, 40, 8]),
            (Suit::Diamonds, [6, 12, 24, 30, 48, 54, 60, 12]),
            (Suit::Hearts, [8, 16, 32, 40, 64, 72, 80, 16]),
        ];
        for (suit, expected) in rows {
            let s = Strain::Trumps(suit);
            let got = [
                trick_value(s).unwrap(),
                Three.value(s).unwrap(),
                Four.value(s).unwrap(),
                Five.value(s).unwrap(),
                FourInOneHand.value(s).unwrap(),
                FourInOneHandFifthWithPartner.value(s).unwrap(),
                FiveInOneHand.value(s).unwrap(),
                chicane_value(suit),
            ];
            assert_eq!(got, expected, "{suit:?}");
        }
        // When there are no trumps: the trick 12, three aces 30, four aces 40, four in one hand 100.
        let nt = Strain::NoTrumps;
        assert_eq!(trick_value(nt), Some(12));
        assert_eq!(ThreeAces.value(nt), Some(30));
        assert_eq!(FourAces.value(nt), Some(40));
        assert_eq!(FourAcesInOneHand.value(nt), Some(100));
        // "GRAND SLAM counts 40, LITTLE SLAM counts 20".
        assert_eq!((GRAND_SLAM, LITTLE_SLAM), (40, 20));
    }

    #[test]
    fn honours_belong_to_their_strain() {
        assert_eq!(ThreeAces.value(Strain::Trumps(Suit::Hearts)), None);
        assert_eq!(Four.value(Strain::NoTrumps), None);
        assert_eq!(trick_value(Strain::Nullo), None);
    }

    #[test]
    fn units_are_dropped_as_the_guide_says() {
        assert_eq!(drop_units(264), 26);
        assert_eq!(drop_units(266), 27);
        assert_eq!(drop_units(265), 26);
        assert_eq!(drop_units(-264), -26);
    }
}
