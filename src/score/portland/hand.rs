//! The score of one hand under the Portland code: tricks above six to whichever side wins them
//! (law 4), multiplied by the doubling (53); honours (6, 7), chicane (8) and slams (9), which
//! doubling does not touch; and the revoke penalty (87).

use crate::law::names::OptionName;
use serde::Serialize;

use crate::cards::{Seat, Strain, Suit};
use crate::law::Line;
use crate::lawbook::Citation;

use super::values::{
    GRAND_SLAM, HonoursHeld, LITTLE_SLAM, REVOKE_TRICKS, chicane_value, clause, law, trick_value,
};

/// A partnership of the Portland game: partners sit opposite for the whole rubber. Written
/// `"N-S"` and `"E-W"`, as a Pirate side is.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
)]
pub enum Side {
    #[serde(rename = "N-S")]
    NorthSouth,
    #[serde(rename = "E-W")]
    EastWest,
}

/// Values by side, as every JSON document writes them: an object keyed `N-S` and `E-W`.
// Only its schema is used: `by_side` writes the values.
#[derive(Debug, schemars::JsonSchema)]
#[schemars(rename = "BySide_of_{T}")]
#[allow(dead_code)]
pub struct BySide<T> {
    #[serde(rename = "N-S")]
    north_south: T,
    #[serde(rename = "E-W")]
    east_west: T,
}

/// Writes a pair of values, N-S then E-W, as an object keyed by the sides: `{"N-S": …,
/// "E-W": …}`.
pub fn by_side<S: serde::Serializer, T: Serialize>(
    values: &[T; 2],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(
        Side::BOTH
            .iter()
            .map(|side| (side.name(), &values[side.index()])),
    )
}

/// [`by_side`] for a pair that may be unknown (`null`).
pub fn by_side_if_known<S: serde::Serializer, T: Serialize>(
    values: &Option<[T; 2]>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match values {
        Some(v) => by_side(v, s),
        None => s.serialize_none(),
    }
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    pub fn of(seat: Seat) -> Side {
        match seat {
            Seat::N | Seat::S => Side::NorthSouth,
            Seat::E | Seat::W => Side::EastWest,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// "N-S" / "E-W".
    pub fn name(self) -> &'static str {
        match self {
            Side::NorthSouth => "N-S",
            Side::EastWest => "E-W",
        }
    }

    pub fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::N, Seat::S],
            Side::EastWest => [Seat::E, Seat::W],
        }
    }
}

/// One entry on the pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PadEntry {
    pub side: Side,
    pub points: i32,
    pub line: Line,
    pub law: Citation,
    pub reason: String,
}

/// The three ways of taking the revoke penalty, at the adversaries' option (law 87 I).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RevokeOption {
    /// Take three tricks from the revoking player and add them to their own.
    ThreeTricks,
    /// Deduct the value of three tricks from the revoking side's score.
    DeductValue,
    /// Add the value of three tricks to their own score.
    AddValue,
}

impl RevokeOption {
    pub const ALL: [RevokeOption; 3] = [
        RevokeOption::ThreeTricks,
        RevokeOption::DeductValue,
        RevokeOption::AddValue,
    ];

    /// The option's name, as a record elects it: `S chooses three-tricks`.
    pub fn option(self) -> OptionName {
        match self {
            RevokeOption::ThreeTricks => OptionName::ThreeTricks,
            RevokeOption::DeductValue => OptionName::DeductValue,
            RevokeOption::AddValue => OptionName::AddValue,
        }
    }

    /// The name as written: `three-tricks`.
    pub fn name(self) -> &'static str {
        self.option().name()
    }

    pub fn from_option(option: OptionName) -> Option<RevokeOption> {
        RevokeOption::ALL.into_iter().find(|o| o.option() == option)
    }

    pub fn from_name(name: &str) -> Option<RevokeOption> {
        OptionName::from_name(name).and_then(RevokeOption::from_option)
    }

    pub fn describe(self) -> &'static str {
        match self {
            RevokeOption::ThreeTricks => {
                "take three tricks from the revoking player and add them to their own"
            }
            RevokeOption::DeductValue => "deduct the value of three tricks from his score",
            RevokeOption::AddValue => "add the value of three tricks to their own score",
        }
    }
}

/// A revoke penalty to be paid in this hand: the side that revoked and, once chosen, how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct RevokePenalty {
    pub revoking: Side,
    pub option: RevokeOption,
}

/// Scoring options a table may agree on; the laws themselves need neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandScoringOptions")]
pub struct ScoringOptions {
    /// The Etiquette's suggested limit of 100 points on the value of a trick under doubling.
    pub trick_value_limit: Option<i32>,
    /// The guide's custom of dropping the units from the result of the rubber (p. 32).
    pub drop_units: bool,
}

/// The facts of a hand that its score depends on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct HandFacts {
    pub strain: Strain,
    /// 1, 2, 4, 8 … (law 53).
    pub factor: i32,
    /// Tricks won in the play by each side.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<u8>")]
    pub tricks: [u8; 2],
    pub honours: Vec<(Side, HonoursHeld)>,
    /// Each player holding no trump, by side (law 8).
    pub chicane: Vec<Side>,
    pub revokes: Vec<RevokePenalty>,
}

/// Why a hand could not be scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScoreError {
    /// The Portland code has no nullo.
    NoTrickValue { strain: Strain },
    /// Law 87 I says "take three tricks from the revoking player" but he has fewer.
    FewerThanThreeTricks { side: Side, tricks: u8 },
    /// Tricks that do not add up to thirteen.
    BadTricks {
        #[serde(serialize_with = "by_side")]
        #[schemars(with = "BySide<u8>")]
        tricks: [u8; 2],
    },
}

impl std::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScoreError::NoTrickValue { strain } => {
                write!(f, "law 4 gives no trick value for {}", strain.name())
            }
            ScoreError::FewerThanThreeTricks { side, tricks } => write!(
                f,
                "law 87 I takes three tricks from the revoking side, but {} won only {tricks}",
                side.name()
            ),
            ScoreError::BadTricks { tricks } => {
                write!(
                    f,
                    "{} and {} tricks do not make thirteen",
                    tricks[0], tricks[1]
                )
            }
        }
    }
}

/// The score of a hand: its pad entries, and the sides barred from game by a revoke (87 V).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct HandScore {
    pub entries: Vec<PadEntry>,
    /// Tricks counted after any penalty tricks, by side.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<u8>")]
    pub tricks_after_penalty: [u8; 2],
    pub barred_from_game: Vec<Side>,
}

/// The value of one trick above six under doubling (laws 4, 53), capped by the table's limit.
pub fn doubled_trick_value(
    strain: Strain,
    factor: i32,
    options: &ScoringOptions,
) -> Result<i32, ScoreError> {
    let base = trick_value(strain).ok_or(ScoreError::NoTrickValue { strain })?;
    let v = base.saturating_mul(factor.max(1));
    Ok(options.trick_value_limit.map_or(v, |limit| v.min(limit)))
}

/// Scores a hand (laws 4, 6–9, 53, 87).
pub fn score_hand(facts: &HandFacts, options: &ScoringOptions) -> Result<HandScore, ScoreError> {
    if u16::from(facts.tricks[0]) + u16::from(facts.tricks[1]) > 13 {
        return Err(ScoreError::BadTricks {
            tricks: facts.tricks,
        });
    }
    let value = doubled_trick_value(facts.strain, facts.factor, options)?;
    let mut tricks = facts.tricks;
    let mut entries = Vec::new();
    let revoking: Vec<Side> = facts.revokes.iter().map(|r| r.revoking).collect();
    // Law 87 I: the penalty, one per revoke (87 II), never divided (87 IV).
    for r in &facts.revokes {
        let (from, to) = (r.revoking, r.revoking.other());
        match r.option {
            RevokeOption::ThreeTricks => {
                if tricks[from.index()] < REVOKE_TRICKS {
                    return Err(ScoreError::FewerThanThreeTricks {
                        side: from,
                        tricks: tricks[from.index()],
                    });
                }
                tricks[from.index()] -= REVOKE_TRICKS;
                tricks[to.index()] += REVOKE_TRICKS;
            }
            RevokeOption::DeductValue => entries.push(PadEntry {
                side: from,
                points: -3 * value,
                line: Line::Below,
                law: clause(87, "I"),
                reason: "the value of three tricks deducted for a revoke".into(),
            }),
            RevokeOption::AddValue => entries.push(PadEntry {
                side: to,
                points: 3 * value,
                line: Line::Below,
                law: clause(87, "I"),
                reason: "the value of three tricks added for the adversaries' revoke".into(),
            }),
        }
    }
    // Law 4 (and 53): tricks above six, to whichever side wins them.
    for side in Side::BOTH {
        let odd = i32::from(tricks[side.index()].saturating_sub(6));
        if odd > 0 {
            let doubled = if facts.factor > 1 {
                format!(", doubling ×{}", facts.factor)
            } else {
                String::new()
            };
            entries.push(PadEntry {
                side,
                points: odd * value,
                line: Line::Below,
                law: if facts.factor > 1 { law(53) } else { law(4) },
                reason: format!("{odd} by tricks in {}{doubled}", facts.strain.name()),
            });
        }
    }
    // Law 9: slams, independently of penalty tricks; none for a revoking side (87 V). Entered
    // before the honours, in the order the guide scores them (p. 32).
    for side in Side::BOTH {
        if revoking.contains(&side) {
            continue;
        }
        let made = facts.tricks[side.index()];
        let slam = match made {
            13 => Some((GRAND_SLAM, clause(9, "I"), "Grand Slam")),
            12 => Some((LITTLE_SLAM, clause(9, "II"), "Little Slam")),
            _ => None,
        };
        if let Some((points, law, name)) = slam {
            entries.push(PadEntry {
                side,
                points,
                line: Line::Above,
                law,
                reason: name.into(),
            });
        }
    }
    // Laws 6, 7: honours, at the original trick value.
    for &(side, held) in &facts.honours {
        if let Some(points) = held.value(facts.strain) {
            entries.push(PadEntry {
                side,
                points,
                line: Line::Above,
                law: held.law(),
                reason: format!("honours: {}", held.describe()),
            });
        }
    }
    // Law 8: chicane.
    if let Strain::Trumps(suit) = facts.strain {
        for &side in &facts.chicane {
            entries.push(PadEntry {
                side,
                points: chicane_value(suit),
                line: Line::Above,
                law: law(8),
                reason: format!("chicane: a player held no {}", suit.name()),
            });
        }
    }
    // Each side that revoked, once, in order (`Side::BOTH` is).
    let barred: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|s| revoking.contains(s))
        .collect();
    Ok(HandScore {
        entries,
        tricks_after_penalty: tricks,
        barred_from_game: barred,
    })
}

/// Reckons the honours of a trump suit or of the aces from full hands (laws 5–7), and the
/// chicanes (law 8).
pub fn honours_from_hands(
    strain: Strain,
    hands: &[crate::cards::Hand; 4],
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

/// The points a revoke penalty's value comes to: three tricks at the hand's trick value (87 I),
/// with the doubling (53).
pub fn revoke_value(strain: Strain, factor: i32, options: &ScoringOptions) -> Option<i32> {
    doubled_trick_value(strain, factor, options)
        .ok()
        .map(|v| i32::from(REVOKE_TRICKS) * v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(strain: Strain, factor: i32, ns: u8) -> HandFacts {
        HandFacts {
            strain,
            factor,
            tricks: [ns, 13 - ns],
            honours: vec![],
            chicane: vec![],
            revokes: vec![],
        }
    }

    #[test]
    fn tricks_above_six_go_to_whichever_side_wins_them() {
        let s = score_hand(
            &facts(Strain::Trumps(Suit::Hearts), 1, 5),
            &Default::default(),
        )
        .unwrap();
        assert_eq!(s.entries.len(), 1);
        assert_eq!(
            (s.entries[0].side, s.entries[0].points),
            (Side::EastWest, 16)
        );
    }

    #[test]
    fn doubling_doubles_each_trick_and_the_limit_caps_it() {
        // Law 53: hearts doubled twice over (×4): 32 a trick.
        let f = facts(Strain::Trumps(Suit::Hearts), 4, 8);
        let s = score_hand(&f, &Default::default()).unwrap();
        assert_eq!(s.entries[0].points, 64);
        let f = facts(Strain::NoTrumps, 16, 7);
        let limited = ScoringOptions {
            trick_value_limit: Some(crate::score::portland::values::SUGGESTED_DOUBLING_LIMIT),
            drop_units: false,
        };
        assert_eq!(score_hand(&f, &limited).unwrap().entries[0].points, 100);
        assert_eq!(
            score_hand(&f, &Default::default()).unwrap().entries[0].points,
            192
        );
    }

    #[test]
    fn the_revoke_penalty_three_ways() {
        let mut f = facts(Strain::Trumps(Suit::Diamonds), 2, 8);
        f.revokes = vec![RevokePenalty {
            revoking: Side::NorthSouth,
            option: RevokeOption::ThreeTricks,
        }];
        let s = score_hand(&f, &Default::default()).unwrap();
        // N-S had 8, lose 3: 5; E-W 5 + 3 = 8: two by tricks at 12 (diamonds doubled).
        assert_eq!(s.tricks_after_penalty, [5, 8]);
        assert_eq!(s.entries[0].side, Side::EastWest);
        assert_eq!(s.entries[0].points, 24);
        assert_eq!(s.barred_from_game, vec![Side::NorthSouth]);
        f.revokes[0].option = RevokeOption::DeductValue;
        let s = score_hand(&f, &Default::default()).unwrap();
        assert_eq!(
            (s.entries[0].side, s.entries[0].points),
            (Side::NorthSouth, -36)
        );
        f.revokes[0].option = RevokeOption::AddValue;
        let s = score_hand(&f, &Default::default()).unwrap();
        assert_eq!(
            (s.entries[0].side, s.entries[0].points),
            (Side::EastWest, 36)
        );
    }

    #[test]
    fn a_revoking_side_scores_no_slam() {
        let mut f = facts(Strain::NoTrumps, 1, 13);
        let s = score_hand(&f, &Default::default()).unwrap();
        assert!(s.entries.iter().any(|e| e.points == GRAND_SLAM));
        f.revokes = vec![RevokePenalty {
            revoking: Side::NorthSouth,
            option: RevokeOption::AddValue,
        }];
        let s = score_hand(&f, &Default::default()).unwrap();
        assert!(!s.entries.iter().any(|e| e.line == Line::Above));
    }

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
