//! The pad: entries, games, the rubber, totals and the settlement.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use crate::cards::{BySeat, Seat};
use crate::law::Line;
use crate::lawbook::Citation;
use crate::record::Code;
use crate::score::settlement::{Rounding, Settlement, settle};

use super::deal::{DealFacts, RubberState, enter_deal};
use super::entry::{Entry, EntryKind};
use super::error::ScoreError;
use super::values::law;

/// The four players' names, by seat: N, E, S, W.
pub type Players = [String; 4];

/// How a deal on which all four players score above the line is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EntryMethod {
    /// Every entry in full, as the 1917 book's pad shows deal D (64, 50, 64, 50).
    #[default]
    InFull,
    /// The least of the four amounts set off against all four, as the book says is done "in
    /// actual practice" ("14 for them on the balance, nothing for the opponents", p. 28).
    /// Each pays each the difference (law 79), so the exact differences are the same; the
    /// totals are not, and rounding them can give a different settlement.
    OnTheBalance,
}

/// How the pad is kept and settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ScoringOptions {
    /// `pirate-1916` or `pirate-1917`; Portland scoring is not this module's.
    pub code: Code,
    /// The club's custom for settling (law 79; 1916 booklet p. 7): nearest 100 by default.
    pub rounding: Rounding,
    pub entry: EntryMethod,
}

impl Default for ScoringOptions {
    fn default() -> ScoringOptions {
        ScoringOptions {
            code: Code::Pirate1917,
            rounding: Rounding::default(),
            entry: EntryMethod::InFull,
        }
    }
}

impl ScoringOptions {
    pub fn new(code: Code) -> ScoringOptions {
        ScoringOptions {
            code,
            ..ScoringOptions::default()
        }
    }
}

/// A game won: the line drawn across all four columns after `deal` (law 69).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PirateGame")]
pub struct Game {
    /// The game's number in the rubber.
    pub number: usize,
    /// How many games the winner has now won (2 wins the rubber, law 71).
    pub winners_game: u8,
    pub winner: Seat,
    pub deal: String,
}

/// The rubber won: the player's second game (law 71).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct RubberWon {
    pub winner: Seat,
    pub deal: String,
}

/// One column's totals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, schemars::JsonSchema)]
pub struct SeatTotal {
    pub above: i32,
    pub below: i32,
    pub total: i32,
}

/// A scored rubber.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PiratePad")]
pub struct Pad {
    pub code: Code,
    /// The players' names by seat.
    #[serde(serialize_with = "by_seat")]
    #[schemars(with = "BTreeMap<Seat, String>")]
    pub players: [String; 4],
    /// The deal labels in order.
    pub deals: Vec<String>,
    pub entries: Vec<Entry>,
    pub games: Vec<Game>,
    pub rubber: Option<RubberWon>,
    /// Present when the rubber did not finish: the score is made up as it stands (law 80).
    pub unfinished: Option<Citation>,
    /// A player who left the game without a substitute, the rubber not finished, and his
    /// opponents' choice (law 80): a rubber whose score they cancelled has no entries. Absent
    /// when no one left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub left: Option<super::deal::PlayerLeft>,
    /// Each column's totals, by seat.
    #[serde(serialize_with = "by_seat")]
    #[schemars(with = "BTreeMap<Seat, SeatTotal>")]
    pub totals: [SeatTotal; 4],
    /// Law 79: totals rounded by club custom, and each pays each the difference; the figures
    /// in the order N, E, S, W (written keyed by seat).
    #[serde(serialize_with = "settlement_by_seat")]
    #[schemars(with = "SeatSettlement")]
    pub settlement: Settlement,
}

/// A rubber's settlement as the JSON writes it: every figure keyed by seat.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub(super) struct SeatSettlement {
    pub rounding: Rounding,
    /// Each column's total, in points.
    #[schemars(with = "BySeat<i64>")]
    pub totals: BTreeMap<Seat, i64>,
    /// The totals in units.
    #[schemars(with = "BySeat<i64>")]
    pub units: BTreeMap<Seat, i64>,
    /// `wins.N.E`: what N wins from E, in units (negative: pays).
    #[schemars(with = "BySeat<BTreeMap<Seat, i64>>")]
    pub wins: BTreeMap<Seat, BTreeMap<Seat, i64>>,
    /// What each wins (or, negative, loses) in all, in units.
    #[schemars(with = "BySeat<i64>")]
    pub balances: BTreeMap<Seat, i64>,
    /// The same in points.
    #[schemars(with = "BySeat<i64>")]
    pub balances_in_points: BTreeMap<Seat, i64>,
    /// The sum of the winnings, which is the sum of the losses.
    pub won: i64,
    /// How many players won.
    pub winners: usize,
}

impl SeatSettlement {
    /// A four-player settlement, its figures in seat order N, E, S, W.
    pub(super) fn of(s: &Settlement) -> SeatSettlement {
        let by_seat = |v: &[i64]| -> BTreeMap<Seat, i64> {
            Seat::ALL.into_iter().zip(v.iter().copied()).collect()
        };
        SeatSettlement {
            rounding: s.rounding,
            totals: by_seat(&s.totals),
            units: by_seat(&s.units),
            wins: Seat::ALL
                .into_iter()
                .zip(s.wins.iter())
                .map(|(seat, row)| {
                    let others = Seat::ALL
                        .into_iter()
                        .zip(row.iter().copied())
                        .filter(|(other, _)| *other != seat)
                        .collect();
                    (seat, others)
                })
                .collect(),
            balances: by_seat(&s.balances),
            balances_in_points: by_seat(&s.balances_in_points),
            won: s.won,
            winners: s.winners,
        }
    }
}

fn settlement_by_seat<S: serde::Serializer>(s: &Settlement, ser: S) -> Result<S::Ok, S::Error> {
    SeatSettlement::of(s).serialize(ser)
}

impl Pad {
    /// The total of one column.
    pub fn total(&self, seat: Seat) -> i32 {
        self.totals[seat.index()].total
    }

    /// The totals in seat order N, E, S, W.
    pub fn totals_in_order(&self) -> [i32; 4] {
        Seat::ALL.map(|s| self.total(s))
    }

    /// The sum of the entries of one deal in one column and part of the pad.
    pub fn cell(&self, deal: &str, seat: Seat, line: Line) -> i32 {
        self.entries
            .iter()
            .filter(|e| e.deal == deal && e.seat == seat && e.line == line)
            .map(|e| e.points)
            .sum()
    }

    /// The name above a column.
    pub fn name(&self, seat: Seat) -> &str {
        &self.players[seat.index()]
    }
}

/// Figures by seat (in the order N, E, S, W), written with the seat letters as keys:
/// `{"N": …, "E": …}`. Kept in an array, not a map: the page's engine would carry a map's code
/// for each kind of figure.
fn by_seat<S: serde::Serializer, V: Serialize>(by: &[V; 4], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(
        Seat::ALL
            .iter()
            .zip(by)
            .map(|(seat, v)| (seat.letter().to_string(), v)),
    )
}

/// Scores a rubber: every deal's entries, the games, the rubber, the totals and the settlement.
pub fn score_rubber(
    players: &Players,
    deals: &[DealFacts],
    options: &ScoringOptions,
) -> Result<Pad, ScoreError> {
    let mut pad = PadInProgress::new(options)?;
    for facts in deals {
        pad.enter(facts)?;
    }
    Ok(pad.finish(players))
}

/// A rubber being scored a deal at a time ([`score_rubber`] enters its deals so): a deal that
/// cannot be entered leaves it as it was.
#[derive(Clone, Debug)]
pub(crate) struct PadInProgress {
    options: ScoringOptions,
    rubber: RubberState,
    entries: Vec<Entry>,
    games: Vec<Game>,
    won: Option<RubberWon>,
    labels: Vec<String>,
    /// The same labels, to find one in a rubber of many deals without going through them all.
    seen: BTreeSet<String>,
    /// A player who left the game without a substitute (law 80).
    left: Option<super::deal::PlayerLeft>,
}

impl PadInProgress {
    /// A pad with no deal on it yet.
    pub(super) fn new(options: &ScoringOptions) -> Result<PadInProgress, ScoreError> {
        if !options.code.is_pirate() {
            return Err(ScoreError::UnsupportedCode { code: options.code });
        }
        Ok(PadInProgress {
            options: *options,
            rubber: RubberState::default(),
            entries: Vec::new(),
            games: Vec::new(),
            won: None,
            labels: Vec::new(),
            seen: BTreeSet::new(),
            left: None,
        })
    }

    /// Enters a deal: its entries, and the game or rubber it wins.
    pub(super) fn enter(&mut self, facts: &DealFacts) -> Result<(), ScoreError> {
        let options = &self.options;
        if self.seen.contains(&facts.label) {
            return Err(ScoreError::DuplicateLabel {
                deal: facts.label.clone(),
            });
        }
        let first = self.entries.len();
        let outcome = enter_deal(facts, options.code, &mut self.rubber, &mut self.entries)?;
        self.labels.push(facts.label.clone());
        self.seen.insert(facts.label.clone());
        self.left = facts.left.or(self.left);
        if options.entry == EntryMethod::OnTheBalance {
            set_off(&mut self.entries, first, &facts.label, options.code);
        }
        if let Some(winner) = outcome.game {
            self.games.push(Game {
                number: self.games.len() + 1,
                winners_game: outcome.winners_game,
                winner,
                deal: facts.label.clone(),
            });
        }
        if let Some(winner) = outcome.rubber {
            self.won = Some(RubberWon {
                winner,
                deal: facts.label.clone(),
            });
        }
        Ok(())
    }

    /// The pad as it stands: the totals and the settlement.
    pub(super) fn finish(self, players: &Players) -> Pad {
        let PadInProgress {
            options,
            mut entries,
            mut games,
            mut won,
            labels,
            left,
            ..
        } = self;
        // Law 80: his opponents cancelled the score entirely for the rubber.
        if left.is_some_and(|l| l.cancelled == Some(true)) {
            entries.clear();
            games.clear();
            won = None;
        }
        let totals = Seat::ALL.map(|seat| {
            let mut total = SeatTotal::default();
            for e in entries.iter().filter(|e| e.seat == seat) {
                match e.line {
                    Line::Above => total.above += e.points,
                    Line::Below => total.below += e.points,
                }
            }
            total.total = total.above + total.below;
            total
        });
        let in_order: Vec<i32> = totals.iter().map(|t| t.total).collect();
        Pad {
            code: options.code,
            players: Seat::ALL.map(|s| players[s.index()].clone()),
            deals: labels,
            entries,
            games,
            unfinished: won.is_none().then(|| law(options.code, 80)),
            left,
            rubber: won,
            totals,
            settlement: settle(&in_order, options.rounding),
        }
    }
}

/// "On the balance": when all four score above the line on one deal, set the least amount off
/// against all four (1917 book p. 28, deal D). Differences, and so exact settlements, are kept
/// (law 79).
fn set_off(entries: &mut Vec<Entry>, first: usize, deal: &str, code: Code) {
    let mut above = [0i32; 4];
    for e in &entries[first..] {
        if e.line == Line::Above {
            above[e.seat.index()] += e.points;
        }
    }
    let least = above.iter().copied().min().unwrap_or(0);
    if least <= 0 {
        return;
    }
    for seat in Seat::ALL {
        entries.push(Entry {
            deal: deal.to_string(),
            seat,
            line: Line::Above,
            points: -least,
            kind: EntryKind::Balance,
            law: law(code, 79),
            reason: format!("{least} set off against all four columns, on the balance"),
        });
    }
}
