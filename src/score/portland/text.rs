//! The Portland pad under a ruling's text: each rubber's block as the guide draws it (laws 1,
//! 2, 10, 11), and its result.

use std::fmt::Write;

use super::hand::ScoringOptions;
use super::pad::{Rubber, render_rubber};
use super::record::Score;

/// Every rubber of the pad, as the ruling's text ends.
pub fn render_pad_text(score: &Score) -> String {
    let mut out = String::new();
    for (i, rubber) in score.pad.rubbers.iter().enumerate() {
        out.push_str(&render_rubber_text(i, rubber, &score.options));
    }
    out
}

/// The pad's rubber `i` (from 0) under a ruling's text, and its result when it is won.
pub(crate) fn render_rubber_text(i: usize, rubber: &Rubber, options: &ScoringOptions) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nRubber {} (portland-1895:1, portland-1895:2, portland-1895:10, portland-1895:11)",
        i + 1
    );
    out.push_str(&render_rubber(rubber, ["We (N-S)", "They (E-W)"], options));
    if let Some(s) = rubber.settle(options) {
        let _ = writeln!(
            out,
            "{} win the rubber by {} points{}",
            s.winner.name(),
            s.points,
            s.rounded
                .map(|r| format!(" (scored {r})"))
                .unwrap_or_default()
        );
    }
    out
}
