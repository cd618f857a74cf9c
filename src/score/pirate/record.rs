//! From a ruled record to the pad: each deal's facts as the engine established them (contract,
//! tricks, honours from the hands or the `honors:` lines, penalties from the rulings).

use crate::law::pirate::PirateReport;
use crate::record::Record;

use super::deal::DealFacts;
use super::honours::{honours_from_hands, honours_from_statement};
use super::pad::{Pad, ScoreError, ScoringOptions, score_rubber};

/// The facts of every deal of a ruled Pirate record, with a note for each deal whose honours
/// could not be established.
pub fn deal_facts(record: &Record, report: &PirateReport) -> (Vec<DealFacts>, Vec<String>) {
    let mut notes = Vec::new();
    let facts = report
        .deals
        .iter()
        .zip(&record.deals)
        .map(|(deal, written)| {
            let honours = deal.contract.and_then(|c| {
                if c.strain == crate::cards::Strain::Nullo {
                    // The 1917 book: there are no honours at the nullo.
                    return Some(super::honours::HonoursHeld::Easy);
                }
                let side = c.declaring_side();
                match honours_from_hands(&written.hands, c.strain, side) {
                    Ok(h) => Some(h),
                    Err(_) => match honours_from_statement(&written.honors, c.strain, side) {
                        Ok(h) => Some(h),
                        Err(e) => {
                            notes.push(format!(
                                "deal {}: honours not scored ({e}); give the hands or an `honors:` line",
                                deal.label
                            ));
                            None
                        }
                    },
                }
            });
            DealFacts {
                label: deal.label.clone(),
                contract: deal.contract,
                declaring_tricks: deal.tricks.map(|t| t.declaring_side),
                honours,
                penalties: deal
                    .rulings
                    .iter()
                    .flat_map(|r| r.score.iter().cloned())
                    .collect(),
            }
        })
        .collect();
    (facts, notes)
}

/// Scores a ruled Pirate record: the four-column pad, games, rubber, totals and settlement.
pub fn score_record(
    record: &Record,
    report: &PirateReport,
    options: &ScoringOptions,
) -> Result<(Pad, Vec<String>), ScoreError> {
    let (facts, notes) = deal_facts(record, report);
    let players = crate::cards::Seat::ALL.map(|s| {
        record
            .player_name(s)
            .map_or_else(|| s.to_string(), str::to_string)
    });
    let pad = score_rubber(&players, &facts, options)?;
    Ok((pad, notes))
}
