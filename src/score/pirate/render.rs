//! The pad drawn as the 1917 book draws it (p. 28): the names on top, the honour column above
//! the heavy line (the latest deal highest), the tricks below it (a legend above the names says
//! so, for a reader who does not know the pad), a line across all four columns
//! at each game, the deal letters beside the entries, the totals at the foot; then the
//! settlement.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::cards::Seat;
use crate::law::Line;
use crate::score::columns::{push_left, push_right};
use crate::score::settlement::render_settlement;

use super::entry::EntryKind;
use super::pad::Pad;

const LABEL: usize = 10;

fn cell(points: i32) -> String {
    if points == 0 {
        "—".to_string()
    } else {
        points.to_string()
    }
}

/// The pad and its settlement, as text.
pub fn render_pad(pad: &Pad) -> String {
    let width = Seat::ALL
        .iter()
        .map(|s| pad.name(*s).chars().count())
        .max()
        .unwrap_or(0)
        .max(5)
        + 3;
    let rule = |out: &mut String, c: char| {
        out.push_str(&c.to_string().repeat(LABEL + 4 * width));
        out.push('\n');
    };
    let row = |out: &mut String, label: &str, cells: [i32; 4]| {
        push_left(out, label, LABEL);
        for c in cells {
            push_right(out, &cell(c), width);
        }
        out.push('\n');
    };
    // Each deal's points by line and seat, summed in one pass over the pad: a pass for each
    // deal made the pad of a rubber of many deals take time as the square of their number.
    // (A B-tree, as the pad's totals use: a hash map's code would pass the page's size budget.)
    let mut sums: BTreeMap<(&str, bool, bool), [i32; 4]> = BTreeMap::new();
    for e in &pad.entries {
        let key = (
            e.deal.as_str(),
            e.line == Line::Above,
            e.kind == EntryKind::Rubber,
        );
        sums.entry(key).or_default()[e.seat.index()] += e.points;
    }
    let sum = |deal: &str, line: Line, rubber: bool| {
        sums.get(&(deal, line == Line::Above, rubber))
            .copied()
            .unwrap_or_default()
    };

    // The legend: a reader of `foster rule` should not have to know the pad to read it.
    let mut out = String::from(
        "Above the heavy line (===): honours, penalties and bonuses; below it: the tricks, toward game.\n",
    );
    push_left(&mut out, "", LABEL);
    for s in Seat::ALL {
        push_right(&mut out, pad.name(s), width);
    }
    out.push('\n');
    rule(&mut out, '-');
    if let Some(rubber) = &pad.rubber {
        row(&mut out, "Rubber", sum(&rubber.deal, Line::Above, true));
    }
    for deal in pad.deals.iter().rev() {
        let cells = sum(deal, Line::Above, false);
        if cells.iter().any(|c| *c != 0) {
            row(&mut out, &format!("({deal})"), cells);
        }
    }
    rule(&mut out, '=');
    for deal in &pad.deals {
        let cells = sum(deal, Line::Below, false);
        if cells.iter().any(|c| *c != 0) {
            row(&mut out, &format!("({deal})"), cells);
        }
        if let Some(game) = pad.games.iter().find(|g| &g.deal == deal) {
            let _ = writeln!(
                out,
                "{}  game to {} ({})",
                "-".repeat(LABEL + 4 * width),
                pad.name(game.winner),
                if game.winners_game >= 2 {
                    "his second"
                } else {
                    "his first"
                }
            );
        }
    }
    if pad.games.last().map(|g| &g.deal) != pad.deals.last() {
        rule(&mut out, '-');
    }
    row(&mut out, "Total", pad.totals_in_order());
    match &pad.rubber {
        Some(r) => {
            let _ = writeln!(
                out,
                "Rubber to {} on deal {} ({})",
                pad.name(r.winner),
                r.deal,
                super::values::law(pad.code, 71)
            );
        }
        None => {
            let how = unfinished_words(pad);
            let _ = writeln!(
                out,
                "Rubber unfinished: {how} ({})",
                super::values::law(pad.code, 80)
            );
        }
    }
    out.push('\n');
    // The law the settlement applies, as the drawn pad's caption names it.
    let _ = writeln!(
        out,
        "The settlement ({}): each pays each the difference between their totals",
        super::values::law(pad.code, 79)
    );
    let names: Vec<&str> = Seat::ALL.iter().map(|s| pad.name(*s)).collect();
    out.push_str(&render_settlement(&names, &pad.settlement));
    out
}

/// How an unfinished rubber's score is made up (law 80): as it stands, or, a player having left
/// the game without a substitute, as his opponents chose.
pub(crate) fn unfinished_words(pad: &Pad) -> String {
    let Some(l) = pad.left else {
        return "the score made up as it stands".to_string();
    };
    let how = match l.cancelled {
        Some(true) => ", and his opponents cancelled the score entirely for the rubber",
        Some(false) => ", and his opponents made up the score as it stands",
        None => {
            ": the score made up as it stands, unless his opponents cancel it entirely for the rubber"
        }
    };
    format!(
        "{} left the game without a substitute{how}",
        pad.name(l.seat)
    )
}
