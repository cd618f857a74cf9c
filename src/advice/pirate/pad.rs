//! An option's deal on the four-column Pirate pad (laws 68–80): the deal entered with the
//! option's tricks after the deals of its rubber before it (so a part score that becomes game,
//! and the rubber, are counted), by the score's own code, and what it comes to for the chooser.
//!
//! Each plays for himself in Pirate: the rubber is settled by each paying each the difference
//! of their totals (law 79). What the deal is worth to a player is what it adds to his winnings
//! from the other three: four times what it adds to his own column less what it adds to all
//! four. For the two adversaries choosing together, it is what the two win from the other two.
//! The figure is exact, before the club's rounding of the totals (which only the rubber's end
//! can apply).

use crate::cards::Seat;
use crate::law::Line;
use crate::record::{Code, Record};
use crate::score::pirate::{DealFacts, Pad, ScoreError, ScoringOptions, score_rubber};

/// The deals of the rubber before the one advised on.
pub(super) struct Rubber {
    before: Vec<DealFacts>,
    code: Code,
}

/// An option's deal scored.
pub(super) struct Scored {
    /// What the chooser wins from the others in the settlement, in points.
    pub settlement: i32,
    /// How it comes about, column by column.
    pub words: Vec<String>,
}

fn players() -> [String; 4] {
    Seat::ALL.map(|s| s.letter().to_string())
}

impl Rubber {
    /// The rubber deal `index` of `record` is played in, as far as the deals before it.
    pub(super) fn of(record: &Record, facts: &[DealFacts], index: usize, code: Code) -> Rubber {
        let start = record
            .written_rubbers()
            .into_iter()
            .find(|r| r.deals.contains(&index))
            .map_or(0, |r| r.deals.start);
        let mut before = facts[start.min(index)..index].to_vec();
        let options = ScoringOptions::new(code);
        // A rubber won before this deal without a `rubber` line: this deal starts the next.
        loop {
            match score_rubber(&players(), &before, &options) {
                Err(ScoreError::DealAfterRubber { deal }) => {
                    match before.iter().position(|f| f.label == deal) {
                        Some(at) if at > 0 => before.drain(..at),
                        _ => break,
                    };
                }
                Ok(pad) if pad.rubber.is_some() => {
                    before.clear();
                    break;
                }
                _ => break,
            }
        }
        Rubber { before, code }
    }

    /// The deal entered after the rubber's earlier deals, and what it is worth to `chooser`.
    pub(super) fn value(&self, deal: DealFacts, chooser: &[Seat]) -> Result<Scored, String> {
        let options = ScoringOptions::new(self.code);
        let before = if self.before.is_empty() {
            None
        } else {
            Some(score_rubber(&players(), &self.before, &options).map_err(|e| e.to_string())?)
        };
        let label = deal.label.clone();
        let mut all = self.before.clone();
        all.push(deal);
        let after = score_rubber(&players(), &all, &options).map_err(|e| e.to_string())?;
        let total = |pad: &Option<Pad>, s: Seat| pad.as_ref().map_or(0, |p| p.total(s));
        let added: [i32; 4] = Seat::ALL.map(|s| after.total(s) - total(&before, s));
        let mut settlement = 0;
        for &c in chooser {
            for o in Seat::ALL.into_iter().filter(|o| !chooser.contains(o)) {
                settlement += added[c.index()] - added[o.index()];
            }
        }
        let mut words = Vec::new();
        for s in Seat::ALL {
            let below = after.cell(&label, s, Line::Below);
            let above = after.cell(&label, s, Line::Above);
            let part = match (below, above) {
                (0, 0) => continue,
                (b, 0) => format!("{s} {b} below"),
                (0, a) => format!("{s} {a} above"),
                (b, a) => format!("{s} {b} below, {a} above"),
            };
            words.push(part);
        }
        if words.is_empty() {
            words.push("nothing scored".into());
        }
        for g in after.games.iter().filter(|g| g.deal == label) {
            words.push(format!(
                "{} wins {} (law 69)",
                g.winner,
                if g.winners_game == 2 {
                    "his second game"
                } else {
                    "a game"
                }
            ));
        }
        if let Some(r) = after.rubber.as_ref().filter(|r| r.deal == label) {
            words.push(format!("{} wins the rubber (law 71)", r.winner));
        }
        Ok(Scored { settlement, words })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Strain;
    use crate::game::{Contract, Doubling};
    use crate::score::pirate::HonoursHeld;

    fn facts(label: &str, level: u8, tricks: u8) -> DealFacts {
        let contract = Contract {
            level,
            strain: Strain::NoTrumps,
            doubled: Doubling::Undoubled,
            declarer: Seat::N,
            dummy: Seat::W,
        };
        DealFacts::played(label, contract, tricks, HonoursHeld::Easy)
    }

    #[test]
    fn a_declarers_trick_is_worth_twice_its_value_to_him_in_the_settlement() {
        // One no-trump trick over the book: N 10 below, W 10 above (laws 68, 70). N wins 10
        // from E and from S, nothing from W: 20.
        let rubber = Rubber {
            before: Vec::new(),
            code: Code::Pirate1917,
        };
        let s = rubber.value(facts("1", 1, 7), &[Seat::N]).unwrap();
        assert_eq!(s.settlement, 20);
        // E and W together: W wins 10 from E and S, E loses 10 to N and W: 0 net.
        let s = rubber.value(facts("1", 1, 7), &[Seat::E, Seat::W]).unwrap();
        assert_eq!(s.settlement, 0);
        // An undertrick: E and S each score 50 (law 76); together they win 200 from N and W.
        let s = rubber.value(facts("1", 1, 6), &[Seat::E, Seat::S]).unwrap();
        assert_eq!(s.settlement, 200);
    }

    #[test]
    fn a_part_score_before_the_deal_makes_game() {
        // N has 20 below from deal 1; one no-trump trick more makes his 30 and a game: 10 below
        // and the game's 50 in his column, 60 credited to W (laws 69, 70).
        let rubber = Rubber {
            before: vec![facts("1", 2, 8)],
            code: Code::Pirate1917,
        };
        let s = rubber.value(facts("2", 1, 7), &[Seat::N]).unwrap();
        assert_eq!(s.settlement, 2 * 60);
        assert!(s.words.iter().any(|w| w == "N wins a game (law 69)"));
    }
}
