//! The score of one hand under the Portland code: tricks above six to whichever side wins them
//! (law 4), multiplied by the doubling (53); honours (6, 7), chicane (8) and slams (9), which
//! doubling does not touch; and the revoke penalty (87).

use serde::Serialize;

use crate::cards::Strain;
use crate::law::Line;
use crate::law::portland::report::{HandFacts, PadEntry};
use crate::law::portland::revoke_penalty::{
    FewerThanThreeTricks, REVOKE_TRICKS, RevokeOption, tricks_after,
};
use crate::law::portland::side::{BySide, Side, by_side};
use crate::law::portland::{clause, law};

use super::values::{GRAND_SLAM, LITTLE_SLAM, chicane_value, trick_value};

/// Scoring options a table may agree on; the laws themselves need neither.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandScoringOptions")]
pub struct ScoringOptions {
    /// The Etiquette's suggested limit of 100 points on the value of a trick under doubling.
    pub trick_value_limit: Option<i32>,
    /// The guide's custom of dropping the units from the result of the rubber (p. 32).
    pub drop_units: bool,
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
            ScoreError::FewerThanThreeTricks { side, tricks } => FewerThanThreeTricks {
                side: *side,
                tricks: *tricks,
            }
            .fmt(f),
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
pub(crate) struct HandScore {
    pub entries: Vec<PadEntry>,
    /// Tricks counted after any penalty tricks, by side.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<u8>")]
    pub tricks_after_penalty: [u8; 2],
    pub barred_from_game: Vec<Side>,
}

/// The value of one trick above six under doubling (laws 4, 53), capped by the table's limit.
pub(crate) fn doubled_trick_value(
    strain: Strain,
    factor: i32,
    options: &ScoringOptions,
) -> Result<i32, ScoreError> {
    let base = trick_value(strain).ok_or(ScoreError::NoTrickValue { strain })?;
    let v = base.saturating_mul(factor.max(1));
    Ok(options.trick_value_limit.map_or(v, |limit| v.min(limit)))
}

/// Scores a hand (laws 4, 6–9, 53, 87).
pub(crate) fn score_hand(
    facts: &HandFacts,
    options: &ScoringOptions,
) -> Result<HandScore, ScoreError> {
    if u16::from(facts.tricks[0]) + u16::from(facts.tricks[1]) > 13 {
        return Err(ScoreError::BadTricks {
            tricks: facts.tricks,
        });
    }
    let value = doubled_trick_value(facts.strain, facts.factor, options)?;
    let tricks = tricks_after(facts.tricks, &facts.revokes).map_err(|f| {
        ScoreError::FewerThanThreeTricks {
            side: f.side,
            tricks: f.tricks,
        }
    })?;
    let mut entries = Vec::new();
    let revoking: Vec<Side> = facts.revokes.iter().map(|r| r.revoking).collect();
    // Law 87 I: the penalty, one per revoke (87 II), never divided (87 IV); three tricks are
    // taken by `tricks_after`, their value entered here.
    for r in &facts.revokes {
        let (from, to) = (r.revoking, r.revoking.other());
        match r.option {
            RevokeOption::ThreeTricks => {}
            RevokeOption::DeductValue => entries.push(PadEntry {
                side: from,
                points: -i32::from(REVOKE_TRICKS) * value,
                line: Line::Below,
                law: clause(87, "I"),
                reason: "the value of three tricks deducted for a revoke".into(),
            }),
            RevokeOption::AddValue => entries.push(PadEntry {
                side: to,
                points: i32::from(REVOKE_TRICKS) * value,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::law::portland::revoke_penalty::RevokePenalty;

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
}
