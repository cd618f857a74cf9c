//! Settling (law 79): "each player pays to or receives from each of the others the difference
//! between his total and theirs", after rounding the totals by the custom of the club.
//!
//! The 1916 booklet (p. 7): "the nearest 25, 50, or 100 taken as the result, according to the
//! custom of the club (the nearest 100 is, of course, the simplest and best way)". The 1917 book
//! (p. 30) speaks of throwing off "the units and even the tens" but its figures round to the
//! nearest (379 is entered as 4 hundreds), and its table of average rubbers (p. 33), though it
//! says "only the units being thrown off", rounds to the nearest ten (158 → 16, 618 → 62,
//! 775 → 78). We round to the nearest, a half upward, and offer [`Rounding::ThrownOff`] for
//! clubs that truncate.

use serde::Serialize;

/// The unit a club settles in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    Point,
    Ten,
    TwentyFive,
    Fifty,
    Hundred,
}

impl Unit {
    pub fn points(self) -> i64 {
        match self {
            Unit::Point => 1,
            Unit::Ten => 10,
            Unit::TwentyFive => 25,
            Unit::Fifty => 50,
            Unit::Hundred => 100,
        }
    }
}

/// How totals are reduced to units before settling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(tag = "method", content = "unit", rename_all = "snake_case")]
pub enum Rounding {
    /// To the nearest unit, a half upward (the books' figures).
    Nearest(Unit),
    /// The odd points simply dropped ("units thrown off").
    ThrownOff(Unit),
}

impl Default for Rounding {
    /// The nearest hundred, "the simplest and best way" (1916 booklet, p. 7).
    fn default() -> Rounding {
        Rounding::Nearest(Unit::Hundred)
    }
}

impl Rounding {
    /// The exact totals.
    pub const EXACT: Rounding = Rounding::Nearest(Unit::Point);

    pub fn unit(self) -> Unit {
        match self {
            Rounding::Nearest(u) | Rounding::ThrownOff(u) => u,
        }
    }

    /// A total in units.
    pub fn apply(self, total: i64) -> i64 {
        let u = self.unit().points();
        match self {
            Rounding::Nearest(_) => (2 * total + u).div_euclid(2 * u),
            Rounding::ThrownOff(_) => total.div_euclid(u),
        }
    }

    pub fn heading(self) -> String {
        match self {
            Rounding::Nearest(Unit::Point) => "Exact".to_string(),
            Rounding::Nearest(u) => format!("Nearest {}", u.points()),
            Rounding::ThrownOff(u) => format!("In {}s, odd dropped", u.points()),
        }
    }
}

/// A settlement among players (four at a rubber), in the order the totals were given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PirateSettlement")]
pub struct Settlement {
    pub rounding: Rounding,
    pub totals: Vec<i64>,
    /// The totals in units.
    pub units: Vec<i64>,
    /// `wins[i][j]`: what player `i` wins from player `j`, in units (negative: pays).
    pub wins: Vec<Vec<i64>>,
    /// What each wins (or, negative, loses) in all, in units.
    pub balances: Vec<i64>,
    /// The same in points.
    pub balances_in_points: Vec<i64>,
    /// The sum of the winnings, which is the sum of the losses.
    pub won: i64,
    /// How many players won.
    pub winners: usize,
}

/// Settles totals by law 79 (each pays each the difference), with the book's first method.
pub fn settle(totals: &[i32], rounding: Rounding) -> Settlement {
    let totals: Vec<i64> = totals.iter().map(|t| i64::from(*t)).collect();
    let units: Vec<i64> = totals.iter().map(|t| rounding.apply(*t)).collect();
    let wins: Vec<Vec<i64>> = units
        .iter()
        .map(|a| units.iter().map(|b| a - b).collect())
        .collect();
    let balances = balances_by_pairs(&units);
    let unit = rounding.unit().points();
    Settlement {
        rounding,
        balances_in_points: balances.iter().map(|b| b * unit).collect(),
        won: balances.iter().filter(|b| **b > 0).sum(),
        winners: balances.iter().filter(|b| **b > 0).count(),
        totals,
        units,
        wins,
        balances,
    }
}

/// Each player balanced against each of the others separately, and the differences added
/// (1916 booklet p. 7; 1917 book p. 31).
pub fn balances_by_pairs(units: &[i64]) -> Vec<i64> {
    units
        .iter()
        .map(|a| units.iter().map(|b| a - b).sum())
        .collect()
}

/// The book's other method (1916 booklet p. 8; 1917 book p. 30): call the lowest score
/// nothing and deduct it from the others; their sum is what the lowest loses; multiply each
/// score by the number of players and deduct that loss. "The result is the same by either
/// method."
pub fn balances_from_lowest(units: &[i64]) -> Vec<i64> {
    let lowest = units.iter().copied().min().unwrap_or(0);
    let above: Vec<i64> = units.iter().map(|u| u - lowest).collect();
    let lowest_loses: i64 = above.iter().sum();
    let n = above.len() as i64;
    above.iter().map(|a| n * a - lowest_loses).collect()
}

/// A figure as the settlement writes it: `+3`, `−2` (a true minus sign), `0`.
pub(crate) fn signed(n: i64) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", -n),
    }
}

/// One row of the settlement as the books lay it out: its label and a cell per player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettlementRow {
    pub label: String,
    pub cells: Vec<String>,
}

impl Settlement {
    /// The rows the books lay out, shared by the text and the HTML drawings: the totals, the
    /// totals in units, what each wins from each of the others (`·` against himself), and,
    /// last, the balance.
    pub fn rows(&self, names: &[&str]) -> Vec<SettlementRow> {
        let row = |label: String, cells: Vec<String>| SettlementRow { label, cells };
        let mut rows = vec![
            row(
                "Total".into(),
                self.totals.iter().map(|t| t.to_string()).collect(),
            ),
            row(
                self.rounding.heading(),
                self.units.iter().map(|t| t.to_string()).collect(),
            ),
        ];
        for (j, name) in names.iter().enumerate() {
            let cells = self
                .wins
                .iter()
                .enumerate()
                .map(|(i, w)| {
                    if i == j {
                        "·".to_string()
                    } else {
                        signed(w.get(j).copied().unwrap_or(0))
                    }
                })
                .collect();
            rows.push(row(format!("v. {name}"), cells));
        }
        rows.push(row(
            "Balance".into(),
            self.balances.iter().map(|b| signed(*b)).collect(),
        ));
        rows
    }
}

/// The settlement as the books lay it out: totals, the totals in units, what each wins from
/// each of the others, and the balance.
pub fn render_settlement(names: &[&str], settlement: &Settlement) -> String {
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(7)
        + 2;
    let label_width = names
        .iter()
        .map(|n| n.chars().count() + 3)
        .max()
        .unwrap_or(0)
        .max(17);
    let mut out = String::new();
    let mut row = |label: &str, cells: &[String]| {
        super::columns::push_left(&mut out, label, label_width);
        for c in cells {
            super::columns::push_right(&mut out, c, width);
        }
        out.push('\n');
    };
    let heads: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    row("", &heads);
    for r in settlement.rows(names) {
        row(&r.label, &r.cells);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_to_the_nearest_takes_a_half_upward() {
        let tens = Rounding::Nearest(Unit::Ten);
        assert_eq!(tens.apply(775), 78);
        assert_eq!(tens.apply(774), 77);
        assert_eq!(Rounding::default().apply(379), 4);
        assert_eq!(Rounding::default().apply(545), 5);
        assert_eq!(Rounding::ThrownOff(Unit::Ten).apply(158), 15);
        assert_eq!(Rounding::Nearest(Unit::TwentyFive).apply(138), 6);
        assert_eq!(Rounding::Nearest(Unit::Fifty).apply(126), 3);
        assert_eq!(Rounding::EXACT.apply(-7), -7);
    }
}
