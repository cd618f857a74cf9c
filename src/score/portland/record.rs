//! The Portland pad made from the engine's report, as the Pirate one is
//! (`crate::score::pirate::record`): each ruled hand scored (laws 4–9, 53, 87) and entered on
//! the pad a hand at a time (1–3, 87 V), its entries written on the deal's report, and each
//! finished rubber settled (11).

use crate::law::portland::report::{DealReport, PortlandReport};
use crate::law::portland::side::Side;

use super::hand::{ScoringOptions, score_hand};
use super::pad::{Pad, Settlement};
use super::values::{GAME, SUGGESTED_DOUBLING_LIMIT, trick_value};
use crate::cards::Strain;

/// A Portland record's score: the We / They block (laws 1–11), kept by the table's options.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    pub options: ScoringOptions,
    pub pad: Pad,
}

impl Score {
    /// The result of each finished rubber (law 11).
    pub fn settlements(&self) -> Vec<Settlement> {
        self.pad
            .rubbers
            .iter()
            .filter_map(|r| r.settle(&self.options))
            .collect()
    }
}

/// Scores every hand of a ruled record on one pad, writing each deal's entries and the notes
/// on its score into its report.
pub fn score_report(report: &mut PortlandReport, options: &ScoringOptions) -> Score {
    let mut pad = Pad::default();
    for deal in &mut report.deals {
        enter_deal(&mut pad, deal, options);
    }
    Score {
        options: *options,
        pad,
    }
}

/// Scores a ruled deal's hand, when it can be scored, and enters it on the pad (only the
/// pad's last rubber takes a hand: a caller may take the rubbers before it out as they are
/// done): the entries as entered (after 87 V) become the deal's `score`.
pub(crate) fn enter_deal(pad: &mut Pad, deal: &mut DealReport, options: &ScoringOptions) {
    let Some(facts) = &deal.hand else {
        return;
    };
    match score_hand(facts, options) {
        Ok(mut score) => {
            // The sides barred by the rulings as well as by their revokes (87 V, 95).
            score.barred_from_game = std::mem::take(&mut deal.barred);
            // Law 87 V: no grand or little slam (law 9) for a side barred by its revoke,
            // whether a penalty was chosen or none is written.
            let barred = &score.barred_from_game;
            score
                .entries
                .retain(|e| e.law.law != 9 || !barred.contains(&e.side));
            slam_without_penalty_tricks(facts.tricks, score.tricks_after_penalty, &mut deal.notes);
            deal.score = pad.add_hand(&score);
            doubling_limit(facts.strain, facts.factor, options, &mut deal.notes);
            below_nothing(pad, deal);
            over_thirty(pad, deal);
        }
        Err(e) => deal.notes.push(e.to_string()),
    }
}

/// Law 3: the points in excess of the thirty necessary for the game are counted. Said when the
/// hand just scored wins a game with more than thirty (the pad keeps the whole trick score).
fn over_thirty(pad: &Pad, report: &mut DealReport) {
    let Some(game) = pad.rubbers.last().and_then(|r| r.games.last()) else {
        return;
    };
    let Some(side) = game.winner else {
        return;
    };
    // A game once won takes no more entries, so a won game that this hand scored below the
    // line in is the game this hand won.
    let scored_below = report
        .score
        .iter()
        .any(|e| e.side == side && e.line == crate::law::Line::Below && e.points > 0);
    let total = game.total(side);
    if scored_below && total > GAME {
        report.notes.push(format!(
            "{} win the game with {total}: the {} points in excess of the thirty necessary for \
             the game are counted (portland-1895:3)",
            side.name(),
            total - GAME
        ));
    }
}

/// Law 9: a slam is made "independently of any tricks taken for the revoke penalty". Said when
/// the tricks taken come to twelve or thirteen and the tricks made do not.
fn slam_without_penalty_tricks(made: [u8; 2], after: [u8; 2], notes: &mut Vec<String>) {
    for side in Side::BOTH {
        let (m, a) = (made[side.index()], after[side.index()]);
        if a >= 12 && m < 12 {
            notes.push(format!(
                "{} have {a} tricks with those taken for the revoke but made {m}: no slam, which \
                 is reckoned independently of any tricks taken for the revoke penalty \
                 (portland-1895:9)",
                side.name()
            ));
        }
    }
}

/// Etiquette 11: "100 points is suggested as a reasonable limit" of doubling, read as the value
/// of a trick. Said when the doubling takes a trick past it: held there when the table adopts
/// the limit, else only noted, a suggestion of etiquette being no law (re-doubling "may be
/// continued indefinitely", 56).
fn doubling_limit(strain: Strain, factor: i32, options: &ScoringOptions, notes: &mut Vec<String>) {
    let Some(value) = trick_value(strain).map(|v| v.saturating_mul(factor.max(1))) else {
        return;
    };
    let limit = options.trick_value_limit;
    if value <= limit.unwrap_or(SUGGESTED_DOUBLING_LIMIT) {
        return;
    }
    notes.push(match limit {
        Some(l) => format!(
            "each trick would be worth {value} under the doubling; the table's limit holds it \
             at {l}, as the Etiquette suggests a limit (portland-1895:etiquette-11)"
        ),
        None => format!(
            "each trick is worth {value} under the doubling, past the 100 points the Etiquette \
             suggests as a reasonable limit; re-doubling may be continued indefinitely \
             (portland-1895:56), and the suggestion is no law: no limit is applied unless the \
             table adopts one (portland-1895:etiquette-11)"
        ),
    });
}

/// Law 87 I says "deduct the value of three tricks from his score"; when the revoking side
/// has less than that in the game, the laws do not say whether its score goes below nothing.
fn below_nothing(pad: &Pad, report: &mut DealReport) {
    let Some(game) = pad.rubbers.last().and_then(|r| r.games.last()) else {
        return;
    };
    for side in Side::BOTH {
        if game.total(side) < 0 {
            report.notes.push(format!(
                "{}'s score in this game is now {}: law 87 I says only \"deduct the value of three \
                 tricks from his score\" and does not say whether it may go below nothing; the pad \
                 enters the deduction in full",
                side.name(),
                game.total(side)
            ));
        }
    }
}
