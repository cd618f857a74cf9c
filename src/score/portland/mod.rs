//! Scoring under the Portland Club's Laws of Bridge (1895): the values of tricks, honours,
//! chicane and slams (laws 2–11), a hand's score with the revoke penalty (87), and the scoring
//! block (the guide, pp. 30–33), kept from the engine's report (`record.rs`).

pub(crate) mod hand;
pub(crate) mod pad;
pub(crate) mod record;
pub(crate) mod text;
pub(crate) mod values;

pub(crate) use hand::HandScore;
pub(crate) use hand::score_hand;
pub use hand::{ScoreError, ScoringOptions};
pub use pad::Settlement;
pub use pad::{Game, Pad, Rubber, render_rubber};
pub(crate) use record::enter_deal;
pub use record::{Score, score_report};
pub use text::render_pad_text;
#[cfg(not(target_family = "wasm"))]
pub(crate) use text::render_rubber_text;
