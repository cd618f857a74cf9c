//! One ruling in text, the same layout under every code (issue: one renderer). What the text says
//! of a ruling is drawn from the ruling's data alone, and every law the ruling cites (its laws,
//! its findings', chooser's, options', entries', possibilities' and nearest laws) is shown beside
//! what it governs, as the JSON carries it: a reader and a program are told the same.

use std::fmt::Write as _;

use crate::law::{Line, Outcome, Possibility, Ruling, ScoreEntry, no_provision};
use crate::lawbook::Citation;

/// The words of a cited law, when the caller has the law book.
pub(crate) type Quote<'a> = &'a dyn Fn(&Citation) -> Option<String>;

/// Laws as a list: "pirate-1916:32, pirate-1916:35".
pub(crate) fn cite_list(laws: &[Citation]) -> String {
    laws.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// " (laws)", or nothing when there are none.
fn cited(laws: &[Citation]) -> String {
    if laws.is_empty() {
        String::new()
    } else {
        format!(" ({})", cite_list(laws))
    }
}

/// The play a trick a line (`foster rule --tricks`): its number, the leader, the cards in the
/// order played, the winner, and the rulings made at it (by their numbers in the deal).
pub(crate) fn render_tricks(out: &mut String, play: &crate::game::PlayState, rulings: &[Ruling]) {
    let current = (!play.current.cards.is_empty()).then_some(&play.current);
    let mut n = 0u8;
    for t in play.tricks.iter().chain(current) {
        n += 1;
        if n == 1 {
            out.push_str("  The play:\n");
        }
        let _ = write!(out, "    {n:>2}  {}  ", t.leader);
        for i in 0..4 {
            // A card is two or three characters (♥10): padded to three.
            let card = t.cards.get(i).map(|c| c.1.to_string()).unwrap_or_default();
            let pad = 4 - card.chars().count();
            let _ = write!(out, "{card}{:pad$}", "");
        }
        match play.winners.get(usize::from(n) - 1) {
            Some(w) => {
                let _ = write!(out, "{w} wins");
            }
            None => out.push_str("in progress"),
        }
        let at: Vec<String> = (1..=rulings.len())
            .filter(|&k| matches!(*rulings[k - 1].place(), crate::law::Place::Play { trick, .. } if trick == n))
            .map(|k| k.to_string())
            .collect();
        if !at.is_empty() {
            let _ = write!(
                out,
                "  (ruling{} {})",
                if at.len() == 1 { "" } else { "s" },
                at.join(", ")
            );
        }
        out.push('\n');
    }
}

/// The `n`th ruling of a deal, its lines indented under the deal's.
pub fn render_ruling(out: &mut String, n: usize, r: &Ruling, quote: Quote) {
    let _ = writeln!(out, "  {n}. {} [{}]", r.summary(), r.place().words());
    if !r.laws().is_empty() {
        let _ = writeln!(out, "     Laws: {}", cite_list(r.laws()));
    }
    if let Some(first) = r.laws().first()
        && let Some(words) = quote(first)
    {
        for line in wrap(&words, 68) {
            let _ = writeln!(out, "       > {line}");
        }
    }
    for f in r.findings() {
        let _ = writeln!(out, "     - {}{}", f.text, cited(&f.laws));
    }
    if let Some(c) = r.chooser() {
        let seats: Vec<String> = c.seats.iter().map(|s| s.to_string()).collect();
        let how = c
            .constraint
            .as_deref()
            .map(|s| format!(": {s}"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "     Chooses: {}{how}{}",
            seats.join(" or "),
            cited(&c.laws)
        );
    }
    for o in r.options() {
        let _ = writeln!(
            out,
            "     Option `{}`: {}{}",
            o.name,
            o.description,
            cited(&o.laws)
        );
    }
    if let Some(a) = r.applied() {
        let _ = writeln!(out, "     Applied: {a}");
    }
    for e in r.score() {
        score_line(out, "     ", e);
    }
    if !r.by_analogy().is_empty() {
        let _ = writeln!(
            out,
            "     Applied by analogy (the laws name no remedy here): {}",
            cite_list(r.by_analogy())
        );
    }
    match r.outcome() {
        Outcome::NotCovered { reason, nearest } => {
            let _ = writeln!(out, "     {}", no_provision(reason));
            if !nearest.is_empty() {
                let _ = writeln!(out, "     Nearest laws: {}", cite_list(nearest));
            }
        }
        Outcome::Conditional {
            turns_on,
            question,
            possibilities,
            to_record,
        } => {
            let _ = writeln!(
                out,
                "     The record does not show {turns_on}; the ruling turns on it."
            );
            let _ = writeln!(out, "     The question: {question}");
            for p in possibilities {
                let _ = writeln!(
                    out,
                    "       - {}, if {}: {}{}",
                    p.answer,
                    p.given,
                    p.ruling,
                    cited(&p.laws)
                );
                for e in &p.score {
                    score_line(out, "         ", e);
                }
                settle_lines(out, p);
            }
            let _ = writeln!(
                out,
                "     To settle it, the record should give: {to_record}"
            );
        }
        Outcome::TwoReadings {
            question,
            readings,
            follows,
            why,
            differ,
        } => {
            let _ = writeln!(out, "     The laws admit two readings: {question}:");
            for (i, r) in readings.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "       - read as {}{}: {}{}",
                    r.reading,
                    cited(&r.laws),
                    r.ruling,
                    if usize::from(*follows) == i {
                        " (the replay follows this reading)"
                    } else {
                        ""
                    }
                );
            }
            let _ = writeln!(
                out,
                "     {} {why}",
                if *differ {
                    "The two readings differ in effect."
                } else {
                    "The two readings come to the same."
                }
            );
        }
        Outcome::Ruled => {}
    }
}

/// What to add to the record to settle on a possibility, or why no line can.
fn settle_lines(out: &mut String, p: &Possibility) {
    match (&p.settle, &p.unsettled) {
        (Some(settle), _) => {
            let _ = writeln!(out, "         Add at the end of the deal:");
            for line in &settle.lines {
                let _ = writeln!(out, "           {line}");
            }
            if let Some(example) = &settle.example {
                let _ = writeln!(out, "         (an example: {example})");
            }
        }
        (None, Some(why)) => {
            let _ = writeln!(out, "         No line settles it: {why}");
        }
        (None, None) => {}
    }
}

fn score_line(out: &mut String, indent: &str, e: &ScoreEntry) {
    let line = match e.line {
        Line::Above => "above",
        Line::Below => "below",
    };
    let _ = writeln!(
        out,
        "{indent}Score: {} {:+} {line} the line ({})",
        e.seat, e.points, e.law
    );
}

/// Words wrapped to `width` columns, for a law's quoted text.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + word.len() + 1 > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
