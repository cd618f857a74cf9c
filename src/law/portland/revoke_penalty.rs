//! The revoke penalty's vocabulary (law 87): its three ways, at the adversaries' option (87 I),
//! a penalty to be paid in a hand, and the tricks counted once three are taken.

use serde::Serialize;

use crate::law::names::OptionName;

use super::side::Side;
use super::table::clause;
use crate::law::{Outcome, Reading, Ruling};

/// Law 87 I: the revoke penalty is three tricks, or their value.
pub(crate) const REVOKE_TRICKS: u8 = 3;

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

    pub(crate) fn from_option(option: OptionName) -> Option<RevokeOption> {
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

/// Law 87 I would take three tricks from a side that won fewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FewerThanThreeTricks {
    pub side: Side,
    pub tricks: u8,
}

impl std::fmt::Display for FewerThanThreeTricks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "law 87 I takes three tricks from the revoking side, but {} won only {}",
            self.side.name(),
            self.tricks
        )
    }
}

/// The tricks each side counts after the penalties paid in tricks: three taken from the
/// revoking side and added to the adversaries' (87 I), once for every revoke (87 II).
pub(crate) fn tricks_after(
    tricks: [u8; 2],
    revokes: &[RevokePenalty],
) -> Result<[u8; 2], FewerThanThreeTricks> {
    let mut tricks = tricks;
    for r in revokes {
        if r.option != RevokeOption::ThreeTricks {
            continue;
        }
        let (from, to) = (r.revoking, r.revoking.other());
        if tricks[from.index()] < REVOKE_TRICKS {
            return Err(FewerThanThreeTricks {
                side: from,
                tricks: tricks[from.index()],
            });
        }
        tricks[from.index()] -= REVOKE_TRICKS;
        tricks[to.index()] += REVOKE_TRICKS;
    }
    Ok(tricks)
}

/// Law 87 I's deduction of "the value of three tricks from his score" when the revoking side
/// scored less than that by tricks this hand: III makes the penalty "applicable only to the
/// score of the hand in which it occurs", which may stop the deduction at this hand's score.
pub(crate) fn deduction_beyond_the_hand(r: &mut Ruling, side: Side, won: u8) {
    let odd = won.saturating_sub(6);
    r.set_outcome(Outcome::TwoReadings {
        question: "whether the deduction reaches the revoking side's score of earlier hands".into(),
        readings: [
            Reading::new(
                "applicable only to the score of this hand: the deduction stops at the revoking \
                 side's trick score of this hand",
                &[clause(87, "III")],
                if odd == 0 {
                    format!(
                        "{} scored nothing by tricks this hand, so nothing is deducted, and \
                         their score of earlier hands stands",
                        side.name()
                    )
                } else {
                    format!(
                        "{} lose only their {odd} by tricks of this hand, and their score of \
                         earlier hands stands",
                        side.name()
                    )
                },
            ),
            Reading::new(
                "deducted from his score: III says the penalty is scored with this hand, and the \
                 value of three tricks is taken from the revoking side's score in the game",
                &[clause(87, "I"), clause(87, "III")],
                "the value of three tricks is deducted in full below the line",
            ),
        ],
        follows: 1,
        why: "Law 87 I deducts the value of three tricks, and IV forbids dividing the penalty; \
              a deduction stopped short would leave the value of fewer."
            .into(),
        differ: true,
    });
}
