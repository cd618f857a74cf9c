//! The scoring block: games of thirty by tricks (laws 2, 3), honours, chicane and slams above
//! the double line, reckoned at the end of the rubber (10), the rubber the best of three games
//! with a hundred to its winners and the difference of the totals the result (1, 11).

use serde::Serialize;

use crate::law::Line;

use crate::law::portland::clause;
use crate::law::portland::report::PadEntry;
use crate::law::portland::side::{BySide, Side, by_side};

use super::hand::{HandScore, ScoringOptions};
use super::values::{GAME, REVOKE_GAME_CAP, RUBBER_BONUS, drop_units};

/// One game: the trick scores below the line until a side reaches thirty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandGame")]
pub struct Game {
    /// Entries below the line, by side.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<Vec<PadEntry>>")]
    pub below: [Vec<PadEntry>; 2],
    pub winner: Option<Side>,
}

impl Game {
    pub fn total(&self, side: Side) -> i32 {
        self.below[side.index()].iter().map(|e| e.points).sum()
    }
}

/// A rubber: its games, the entries above the line, and its winner once decided.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandRubber")]
pub struct Rubber {
    pub games: Vec<Game>,
    /// Entries above the line, by side, in the order scored (the block writes them upwards
    /// from the double line).
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<Vec<PadEntry>>")]
    pub above: [Vec<PadEntry>; 2],
    pub winner: Option<Side>,
}

/// The result of a finished rubber (law 11).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandSettlement")]
pub struct Settlement {
    pub winner: Side,
    /// Totals of tricks, honours, chicane and slam, by side, before the bonus.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<i32>")]
    pub totals: [i32; 2],
    pub bonus: i32,
    /// The winners' total with the bonus, less the losers' total.
    pub points: i32,
    /// The same with the units dropped, when the table keeps that custom (guide, p. 32).
    pub rounded: Option<i32>,
}

impl Rubber {
    /// Games won by a side.
    pub fn games_won(&self, side: Side) -> usize {
        self.games.iter().filter(|g| g.winner == Some(side)).count()
    }

    /// Adds a hand's score. Law 87 V: a side barred by its revoke cannot pass twenty-eight
    /// toward the game; its trick entries are cut down to that. Returns the entries as
    /// entered (possibly cut).
    pub(crate) fn add_hand(&mut self, score: &HandScore) -> Vec<PadEntry> {
        if self.games.last().is_none_or(|g| g.winner.is_some()) {
            self.games.push(Game::default());
        }
        let mut entered = Vec::new();
        for entry in &score.entries {
            match entry.line {
                Line::Above => {
                    self.above[entry.side.index()].push(entry.clone());
                    entered.push(entry.clone());
                }
                Line::Below => {
                    let Some(game) = self.games.last_mut() else {
                        continue;
                    };
                    let mut e = entry.clone();
                    if score.barred_from_game.contains(&e.side) && e.points > 0 {
                        let room = (REVOKE_GAME_CAP - game.total(e.side)).max(0);
                        if e.points > room {
                            e.points = room;
                            e.law = clause(87, "V");
                            e.reason = format!(
                                "{} (cut to reach no more than {REVOKE_GAME_CAP} toward game)",
                                e.reason
                            );
                        }
                    }
                    game.below[e.side.index()].push(e.clone());
                    entered.push(e);
                }
            }
        }
        if let Some(game) = self.games.last_mut() {
            for side in Side::BOTH {
                if game.winner.is_none() && game.total(side) >= GAME {
                    game.winner = Some(side);
                }
            }
        }
        for side in Side::BOTH {
            // Law 1: the best of three games.
            if self.winner.is_none() && self.games_won(side) == 2 {
                self.winner = Some(side);
            }
        }
        entered
    }

    /// All points scored by a side: tricks, honours, chicane and slam (law 11).
    pub fn total(&self, side: Side) -> i32 {
        let below: i32 = self.games.iter().map(|g| g.total(side)).sum();
        below
            + self.above[side.index()]
                .iter()
                .map(|e| e.points)
                .sum::<i32>()
    }

    /// Law 11: the totals, a hundred to the winners, the difference won or lost.
    pub fn settle(&self, options: &ScoringOptions) -> Option<Settlement> {
        let winner = self.winner?;
        let totals = [self.total(Side::NorthSouth), self.total(Side::EastWest)];
        let points = totals[winner.index()] + RUBBER_BONUS - totals[winner.other().index()];
        Some(Settlement {
            winner,
            totals,
            bonus: RUBBER_BONUS,
            points,
            rounded: options.drop_units.then(|| drop_units(points)),
        })
    }
}

/// A whole record's pad: rubbers in turn, a new one begun when one is won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandPad")]
pub struct Pad {
    pub rubbers: Vec<Rubber>,
}

impl Pad {
    /// Adds a hand to the rubber in progress (beginning one if the last is finished).
    pub(crate) fn add_hand(&mut self, score: &HandScore) -> Vec<PadEntry> {
        if self.rubbers.last().is_none_or(|r| r.winner.is_some()) {
            self.rubbers.push(Rubber::default());
        }
        match self.rubbers.last_mut() {
            Some(r) => r.add_hand(score),
            None => Vec::new(),
        }
    }
}

const WIDTH: usize = 9;

fn row(left: &str, right: &str) -> String {
    format!("{left:>WIDTH$} │ {right:>WIDTH$}")
        .trim_end()
        .to_string()
        + "\n"
}

fn cell(e: Option<&PadEntry>) -> String {
    e.map(|e| e.points.to_string()).unwrap_or_default()
}

/// Draws the scoring block as the guide draws it (p. 31): two columns, honours written upwards
/// from the double line, tricks below it with a line under each game, then the totals, the
/// hundred for the rubber, the losers' total taken from the winners', and the result.
pub fn render_rubber(rubber: &Rubber, labels: [&str; 2], options: &ScoringOptions) -> String {
    let mut out = row(labels[0], labels[1]);
    out.push_str(&format!(
        "{}┼{}\n",
        "─".repeat(WIDTH + 1),
        "─".repeat(WIDTH + 1)
    ));
    let [a, b] = &rubber.above;
    let height = a.len().max(b.len());
    for i in (0..height).rev() {
        out.push_str(&row(&cell(a.get(i)), &cell(b.get(i))));
    }
    let double = format!("{}╪{}\n", "═".repeat(WIDTH + 1), "═".repeat(WIDTH + 1));
    let single = format!("{}┼{}\n", "─".repeat(WIDTH + 1), "─".repeat(WIDTH + 1));
    out.push_str(&double);
    for game in &rubber.games {
        let [a, b] = &game.below;
        for i in 0..a.len().max(b.len()) {
            out.push_str(&row(&cell(a.get(i)), &cell(b.get(i))));
        }
        if game.winner.is_some() {
            out.push_str(&single);
        }
    }
    let totals = [rubber.total(Side::NorthSouth), rubber.total(Side::EastWest)];
    match rubber.settle(options) {
        Some(s) => {
            let w = s.winner.index();
            let mut cols: [Vec<String>; 2] =
                [vec![totals[0].to_string()], vec![totals[1].to_string()]];
            cols[w].push(s.bonus.to_string());
            cols[w].push((totals[w] + s.bonus).to_string());
            cols[w].push(totals[1 - w].to_string());
            cols[w].push(s.points.to_string());
            for i in 0..cols[w].len() {
                let get = |c: usize| cols[c].get(i).cloned().unwrap_or_default();
                out.push_str(&row(&get(0), &get(1)));
            }
            if let Some(r) = s.rounded {
                let mut pair = [format!("{:+}", -r), format!("{:+}", -r)];
                pair[w] = format!("{r:+}");
                out.push_str(&row(&pair[0], &pair[1]));
            }
        }
        None => out.push_str(&row(&totals[0].to_string(), &totals[1].to_string())),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Strain, Suit};
    use crate::law::portland::HonoursHeld;
    use crate::law::portland::report::HandFacts;
    use crate::score::portland::hand::score_hand;

    const AB: Side = Side::NorthSouth;
    const CD: Side = Side::EastWest;

    fn hand(
        strain: Strain,
        factor: i32,
        ab_tricks: u8,
        honours: Vec<(Side, HonoursHeld)>,
    ) -> HandScore {
        let facts = HandFacts {
            strain,
            factor,
            tricks: [ab_tricks, 13 - ab_tricks],
            honours,
            chicane: vec![],
            revokes: vec![],
        };
        score_hand(&facts, &ScoringOptions::default()).unwrap()
    }

    fn points(entries: &[PadEntry]) -> Vec<(Side, i32)> {
        entries.iter().map(|e| (e.side, e.points)).collect()
    }

    /// The guide's "Explanation of Scoring Block", pp. 30–33: three games, A and B 94, C and D
    /// 258 + 100 = 358, C and D win 264, entered as +26 and −26.
    #[test]
    fn the_scoring_block_of_pages_31_to_33() {
        use HonoursHeld::*;
        let (h, s, d, c) = (
            Strain::Trumps(Suit::Hearts),
            Strain::Trumps(Suit::Spades),
            Strain::Trumps(Suit::Diamonds),
            Strain::Trumps(Suit::Clubs),
        );
        let mut r = Rubber::default();
        // "hearts being trumps, A and B made one by tricks, and scored eight for tricks and
        // sixteen for honours."
        assert_eq!(
            points(&r.add_hand(&hand(h, 1, 7, vec![(AB, Three)]))),
            [(AB, 8), (AB, 16)]
        );
        // "spades being trumps, C and D made three by tricks, and scored six for tricks and four
        // for honours."
        assert_eq!(
            points(&r.add_hand(&hand(s, 1, 4, vec![(CD, Three)]))),
            [(CD, 6), (CD, 4)]
        );
        // "diamonds being trumps, A and B made five by tricks, and scored thirty for tricks and
        // twenty-four for honours, and won the game."
        assert_eq!(
            points(&r.add_hand(&hand(d, 1, 11, vec![(AB, Four)]))),
            [(AB, 30), (AB, 24)]
        );
        assert_eq!(r.games[0].winner, Some(AB));
        // "C and D made six by tricks (no trumps being declared), and scored seventy-two, winning
        // the game. They also scored twenty for Little Slam, and one hundred for four aces in one
        // hand."
        let e = r.add_hand(&hand(Strain::NoTrumps, 1, 1, vec![(CD, FourAcesInOneHand)]));
        assert_eq!(points(&e), [(CD, 72), (CD, 20), (CD, 100)]);
        assert_eq!(r.games[1].winner, Some(CD));
        // "clubs being trumps, A and B in the first hand made four by tricks, and scored sixteen.
        // C and D scored eight for honours."
        assert_eq!(
            points(&r.add_hand(&hand(c, 1, 10, vec![(CD, Three)]))),
            [(AB, 16), (CD, 8)]
        );
        // "hearts being trumps, C and D made two by tricks, having doubled, and scored thirty-two
        // for tricks, thus winning the game and rubber. They also scored sixteen for honours."
        assert_eq!(
            points(&r.add_hand(&hand(h, 2, 5, vec![(CD, Three)]))),
            [(CD, 32), (CD, 16)]
        );
        assert_eq!(r.winner, Some(CD));
        let options = ScoringOptions {
            trick_value_limit: None,
            drop_units: true,
        };
        let settled = r.settle(&options).unwrap();
        assert_eq!(settled.totals, [94, 258]);
        assert_eq!(settled.totals[1] + settled.bonus, 358);
        assert_eq!(settled.points, 264);
        assert_eq!(settled.rounded, Some(26));
        let block = render_rubber(&r, ["A&B", "C&D"], &options);
        // The honours column is written upwards from the double line, as the guide says (p. 30),
        // so C and D's read, from the top, 16, 8, 100, 20, 4, as printed.
        let expected = [
            "      A&B │       C&D",
            "──────────┼──────────",
            "          │        16",
            "          │         8",
            "          │       100",
            "       24 │        20",
            "       16 │         4",
            "══════════╪══════════",
            "        8 │         6",
            "       30 │",
            "──────────┼──────────",
            "          │        72",
            "──────────┼──────────",
            "       16 │        32",
            "──────────┼──────────",
            "       94 │       258",
            "          │       100",
            "          │       358",
            "          │        94",
            "          │       264",
            "      -26 │       +26",
        ];
        assert_eq!(block.lines().collect::<Vec<_>>(), expected);
    }

    #[test]
    fn a_revoking_side_stops_at_twenty_eight() {
        let mut r = Rubber::default();
        let mut score = hand(Strain::NoTrumps, 1, 10, vec![]);
        score.barred_from_game = vec![AB];
        let e = r.add_hand(&score);
        assert_eq!(points(&e), [(AB, 28)]);
        assert_eq!(e[0].law.to_string(), "portland-1895:87.V");
        assert_eq!(r.games[0].winner, None);
    }
}
