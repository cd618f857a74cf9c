//! Why a rubber could not be scored: a fault of a deal ([`super::deal`]) or of the rubber
//! ([`super::pad`]).

use std::fmt;

use serde::Serialize;

use crate::cards::Strain;
use crate::record::Code;

/// Why a rubber could not be scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum ScoreError {
    /// Only the Pirate codes are scored here.
    UnsupportedCode {
        code: Code,
    },
    /// A deal after a player had won two games: the rubber was over (law 71).
    DealAfterRubber {
        deal: String,
    },
    DeclarerIsAcceptor {
        deal: String,
    },
    BadLevel {
        deal: String,
        level: u8,
    },
    TooManyTricks {
        deal: String,
        tricks: u8,
    },
    /// Honours credited to two seats that are neither the declaring side nor its adversaries.
    HonoursSide {
        deal: String,
    },
    /// Honours that cannot occur in the strain (aces with a trump suit, any at the nullo).
    HonoursInStrain {
        deal: String,
        strain: Strain,
    },
    /// Two deals with the same label.
    DuplicateLabel {
        deal: String,
    },
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::UnsupportedCode { code } => {
                write!(f, "{code} is not scored on the Pirate pad")
            }
            ScoreError::DealAfterRubber { deal } => write!(
                f,
                "deal {deal}: the rubber was already won (law 71): start a new rubber"
            ),
            ScoreError::DeclarerIsAcceptor { deal } => {
                write!(f, "deal {deal}: the declarer cannot be his own acceptor")
            }
            ScoreError::BadLevel { deal, level } => {
                write!(
                    f,
                    "deal {deal}: a contract of {level} is not a bid (1 to 7)"
                )
            }
            ScoreError::TooManyTricks { deal, tricks } => {
                write!(f, "deal {deal}: {tricks} tricks, but a deal has thirteen")
            }
            ScoreError::HonoursSide { deal } => write!(
                f,
                "deal {deal}: honours go to the declaring side or its adversaries (law 73)"
            ),
            ScoreError::HonoursInStrain { deal, strain } => write!(
                f,
                "deal {deal}: those honours cannot be held in {} (laws 73, 74)",
                strain.name()
            ),
            ScoreError::DuplicateLabel { deal } => write!(f, "two deals are labelled {deal}"),
        }
    }
}

impl std::error::Error for ScoreError {}
