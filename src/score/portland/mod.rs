//! Scoring under the Portland Club's Laws of Bridge (1895): the values of tricks, honours,
//! chicane and slams (laws 2–11), a hand's score with the revoke penalty (87), and the scoring
//! block (the guide, pp. 30–33).

pub mod hand;
pub mod pad;
pub mod values;

pub use hand::{
    HandFacts, HandScore, PadEntry, RevokeOption, RevokePenalty, ScoreError, ScoringOptions, Side,
    honours_from_hands, score_hand,
};
pub use pad::{Game, Pad, Rubber, Settlement, render_rubber};
pub use values::HonoursHeld;
