//! Score pads as tables: the names on top, the honour column above the line (the latest deal
//! highest), the tricks below it with a rule under each game, the totals at the foot; then the
//! settlement.

use std::fmt::Write as _;

use super::{cite, escape};
use crate::cards::Seat;
use crate::law::Line;
use crate::law::portland::PadEntry;
use crate::law::portland::side::Side;
use crate::lawbook::Citation;
use crate::score::Settlement;
use crate::score::pirate::{EntryKind, Pad};
use crate::score::portland::{Rubber, ScoringOptions};
use crate::score::settlement::{SettlementRow, signed};

fn cell(points: i32) -> String {
    if points == 0 {
        "<td class=\"foster-nil\">—</td>".to_string()
    } else {
        format!("<td>{points}</td>")
    }
}

/// A Pirate pad (laws 68–80) as the 1917 book draws it, four columns, then its settlement.
pub(crate) fn pirate_pad(pad: &Pad, root: &str) -> String {
    let sum = |deal: &str, line: Line, rubber: bool| {
        Seat::ALL.map(|s| {
            pad.entries
                .iter()
                .filter(|e| {
                    e.deal == deal
                        && e.seat == s
                        && e.line == line
                        && (e.kind == EntryKind::Rubber) == rubber
                })
                .map(|e| e.points)
                .sum::<i32>()
        })
    };
    let mut out = String::from(
        "<div class=\"foster-scroll\"><table class=\"foster-pad\"><thead><tr><th></th>",
    );
    for s in Seat::ALL {
        let _ = write!(
            out,
            "<th scope=\"col\">{}<div class=\"foster-pad-seat\">{}</div></th>",
            escape(pad.name(s)),
            s.letter()
        );
    }
    out.push_str("</tr></thead><tbody class=\"foster-above\">");
    let row = |out: &mut String, label: &str, class: &str, cells: [i32; 4]| {
        let _ = write!(out, "<tr class=\"{class}\"><th scope=\"row\">{label}</th>");
        for c in cells {
            out.push_str(&cell(c));
        }
        out.push_str("</tr>");
    };
    if let Some(rubber) = &pad.rubber {
        row(&mut out, "Rubber", "", sum(&rubber.deal, Line::Above, true));
    }
    let mut above = 0;
    for deal in pad.deals.iter().rev() {
        let cells = sum(deal, Line::Above, false);
        if cells.iter().any(|c| *c != 0) {
            row(&mut out, &format!("({})", escape(deal)), "", cells);
            above += 1;
        }
    }
    if above == 0 && pad.rubber.is_none() {
        out.push_str("<tr class=\"foster-empty\"><th scope=\"row\"></th><td colspan=\"4\">nothing above the line</td></tr>");
    }
    out.push_str("</tbody><tbody class=\"foster-below\">");
    for deal in &pad.deals {
        let cells = sum(deal, Line::Below, false);
        let game = pad.games.iter().find(|g| &g.deal == deal);
        if cells.iter().any(|c| *c != 0) {
            row(&mut out, &format!("({})", escape(deal)), "", cells);
        }
        if let Some(game) = game {
            let _ = write!(
                out,
                "<tr class=\"foster-game\"><td colspan=\"5\">game to {} ({})</td></tr>",
                escape(pad.name(game.winner)),
                if game.winners_game >= 2 {
                    "his second"
                } else {
                    "his first"
                }
            );
        }
    }
    out.push_str("</tbody><tfoot>");
    row(&mut out, "Total", "foster-total", pad.totals_in_order());
    out.push_str("</tfoot></table></div>");
    match &pad.rubber {
        Some(r) => {
            let _ = write!(
                out,
                "<p class=\"foster-pad-note\">Rubber to {} on deal {} ({}).</p>",
                escape(pad.name(r.winner)),
                escape(&r.deal),
                cite(&crate::score::pirate::values::law(pad.code, 71), root)
            );
        }
        None => {
            let _ = write!(
                out,
                "<p class=\"foster-pad-note\">Rubber unfinished: {} ({}).</p>",
                escape(&crate::score::pirate::unfinished_words(pad)),
                cite(&crate::score::pirate::values::law(pad.code, 80), root)
            );
        }
    }
    let names: Vec<&str> = Seat::ALL.iter().map(|s| pad.name(*s)).collect();
    out.push_str(&settlement(&names, &pad.settlement, root, pad.code));
    out
}

/// A settlement among players (law 79): the totals, the units they are settled in, what each
/// wins from each other, and the balance.
pub fn settlement(names: &[&str], s: &Settlement, root: &str, code: crate::record::Code) -> String {
    let mut out = format!(
        "<div class=\"foster-scroll\"><table class=\"foster-settlement\"><caption>The settlement ({})</caption><thead><tr><th></th>",
        cite(&Citation::new(code, 79), root)
    );
    for n in names {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(n));
    }
    out.push_str("</tr></thead><tbody>");
    let mut rows = s.rows(names);
    // The balance stands in the table's foot.
    let balance = rows.pop();
    let row = |out: &mut String, r: &SettlementRow| {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", escape(&r.label));
        for c in &r.cells {
            let _ = write!(out, "<td>{c}</td>");
        }
        out.push_str("</tr>");
    };
    for r in &rows {
        row(&mut out, r);
    }
    out.push_str("</tbody><tfoot>");
    if let Some(r) = &balance {
        row(&mut out, r);
    }
    out.push_str("</tfoot></table></div>");
    out
}

fn entry_cell(e: Option<&PadEntry>, root: &str) -> String {
    match e {
        Some(e) => format!(
            "<td title=\"{}\">{} <span class=\"foster-pad-law\">{}</span></td>",
            escape(&e.reason),
            e.points,
            cite(&e.law, root)
        ),
        None => "<td></td>".to_string(),
    }
}

/// A Portland rubber (laws 1–11) as the guide draws it: We and They, honours written upwards
/// from the double line, tricks below it with a rule under each game, then the result.
pub(crate) fn portland_rubber(rubber: &Rubber, options: &ScoringOptions, root: &str) -> String {
    let mut out = String::from(
        "<div class=\"foster-scroll\"><table class=\"foster-pad foster-portland\"><thead><tr><th scope=\"col\">We (N-S)</th><th scope=\"col\">They (E-W)</th></tr></thead><tbody class=\"foster-above\">",
    );
    let [a, b] = &rubber.above;
    let height = a.len().max(b.len());
    for i in (0..height).rev() {
        let _ = write!(
            out,
            "<tr>{}{}</tr>",
            entry_cell(a.get(i), root),
            entry_cell(b.get(i), root)
        );
    }
    if height == 0 {
        out.push_str(
            "<tr class=\"foster-empty\"><td colspan=\"2\">nothing above the line</td></tr>",
        );
    }
    out.push_str("</tbody><tbody class=\"foster-below\">");
    for game in &rubber.games {
        let [a, b] = &game.below;
        for i in 0..a.len().max(b.len()) {
            let _ = write!(
                out,
                "<tr>{}{}</tr>",
                entry_cell(a.get(i), root),
                entry_cell(b.get(i), root)
            );
        }
        if let Some(w) = game.winner {
            let _ = write!(
                out,
                "<tr class=\"foster-game\"><td colspan=\"2\">game to {}</td></tr>",
                w.name()
            );
        }
    }
    let _ = write!(
        out,
        "</tbody><tfoot><tr class=\"foster-total\"><td>{}</td><td>{}</td></tr></tfoot></table></div>",
        rubber.total(Side::NorthSouth),
        rubber.total(Side::EastWest)
    );
    if let Some(s) = rubber.settle(options) {
        let _ = write!(
            out,
            "<p class=\"foster-pad-note\">{} win the rubber: {} + {} for the rubber − {} = <strong>{} points</strong>{} ({}).</p>",
            s.winner.name(),
            s.totals[s.winner.index()],
            s.bonus,
            s.totals[s.winner.other().index()],
            s.points,
            s.rounded
                .map(|r| format!(", scored {r}"))
                .unwrap_or_default(),
            cite(&Citation::new(crate::record::Code::Portland1895, 11), root)
        );
    } else {
        out.push_str("<p class=\"foster-pad-note\">The rubber is not finished.</p>");
    }
    out
}

/// The wash-book of an evening (1917 book pp. 31–32): a column for each player, a line for each
/// rubber with the running balances, blank until a player first sits down.
pub fn wash_book(book: &crate::score::WashBook) -> String {
    let mut out = String::from(
        "<div class=\"foster-scroll\"><table class=\"foster-settlement foster-wash-book\"><thead><tr><th scope=\"col\">Rubber</th>",
    );
    for name in &book.players {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(name));
    }
    out.push_str("<th></th></tr></thead><tbody>");
    for row in &book.rows {
        let _ = write!(out, "<tr><th scope=\"row\">{}</th>", row.rubber);
        for r in &row.running {
            let cell = r.map(signed).unwrap_or_default();
            let _ = write!(out, "<td>{cell}</td>");
        }
        let out_now: Vec<String> = row.out_now(book).into_iter().map(escape).collect();
        if out_now.is_empty() {
            out.push_str("<td></td></tr>");
        } else {
            let _ = write!(
                out,
                "<td class=\"foster-out\">{} out</td></tr>",
                out_now.join(", ")
            );
        }
    }
    let _ = write!(
        out,
        "</tbody></table></div><p class=\"foster-pad-note\">Won and lost: {}.</p>",
        book.won
    );
    out
}
