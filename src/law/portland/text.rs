//! The Portland report in plain English: each deal's declaration, doubling, tricks and
//! rulings with their citations, and what its hand put on the pad (the pad itself is drawn by
//! `crate::score::portland::text`).

use std::fmt::Write;

use super::report::{DealReport, PortlandReport};

/// Gives the words of a cited law, when the caller has the law book.
pub(crate) use crate::law::ruling_text::Quote;

fn deal_text(out: &mut String, d: &DealReport, quote: Quote, tricks: bool) {
    match &d.annulled {
        // A void hand is not played: no one is dummy and no one leads.
        Some(law) => {
            let _ = writeln!(
                out,
                "Deal {}: {} deals; the hand is void and not played ({law})",
                d.label, d.dealer
            );
        }
        None => {
            let _ = writeln!(
                out,
                "Deal {}: {} deals, {} is dummy, {} leads (portland-1895:34, portland-1895:57, portland-1895:59)",
                d.label, d.dealer, d.dummy, d.leader
            );
        }
    }
    match &d.declaration {
        Some(decl) => {
            let _ = writeln!(
                out,
                "  Declaration: {} by {}{} (portland-1895:{})",
                decl.strain.name(),
                decl.by,
                if decl.left_to_partner {
                    ", the dealer having left it to him"
                } else {
                    ""
                },
                if decl.left_to_partner {
                    49
                } else if decl.by == d.dealer {
                    48
                } else {
                    50
                }
            );
        }
        None => out.push_str("  Declaration: none\n"),
    }
    let calls: Vec<String> = d
        .doubling
        .calls
        .iter()
        .map(|c| format!("{} \"{}\"", c.seat, c.words))
        .collect();
    if calls.is_empty() {
        out.push_str("  Doubling: none recorded\n");
    } else {
        // The laws of the dialogue that this one went through: the first right (54), the
        // question after a double (55), re-doubling (56), the close (57), the value (53).
        let mut laws = vec![54];
        if d.doubling.factor >= 2 {
            laws.extend([53, 55]);
        }
        if d.doubling.factor >= 4 {
            laws.push(56);
        }
        if d.doubling.closed {
            laws.push(57);
        }
        laws.sort_unstable();
        let laws: Vec<String> = laws.iter().map(|n| format!("portland-1895:{n}")).collect();
        let _ = writeln!(
            out,
            "  Doubling: {}; each trick above six ×{} ({})",
            calls.join(", "),
            d.doubling.factor,
            laws.join(", ")
        );
    }
    if let Some(t) = d.tricks {
        let _ = writeln!(out, "  Tricks: N-S {}, E-W {}", t[0], t[1]);
    }
    if let Some(t) = d.tricks_after_penalty
        && Some(t) != d.tricks
    {
        let _ = writeln!(
            out,
            "  Tricks after the revoke penalty: N-S {}, E-W {} (portland-1895:87.I)",
            t[0], t[1]
        );
    }
    if let Some(c) = &d.annulled {
        let _ = writeln!(out, "  The deal is void: there must be a new deal ({c})");
    }
    if let Some(play) = d.play.as_ref().filter(|_| tricks) {
        crate::law::ruling_text::render_tricks(out, play, &d.rulings);
    }
    for (i, r) in d.rulings.iter().enumerate() {
        out.push('\n');
        crate::law::ruling_text::render_ruling(out, i + 1, r, quote);
    }
    for e in &d.score {
        let line = match e.line {
            crate::law::Line::Above => "above",
            crate::law::Line::Below => "below",
        };
        let _ = writeln!(
            out,
            "  Score: {} {:+} {} the line, {} ({})",
            e.side.name(),
            e.points,
            line,
            e.reason,
            e.law
        );
    }
    for n in &d.notes {
        let _ = writeln!(out, "  Note: {n}");
    }
}

/// The whole report as plain text (without the pad).
pub fn render_text(report: &PortlandReport) -> String {
    render_text_quoting(report, &|_| None, false)
}

/// The whole report as plain text (without the pad), each ruling's governing law quoted by
/// `quote`; with `tricks`, each deal's play a trick a line.
pub(crate) fn render_text_quoting(report: &PortlandReport, quote: Quote, tricks: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Code: {}", report.code);
    for n in &report.notes {
        let _ = writeln!(out, "Note: {n}");
    }
    for d in &report.deals {
        out.push_str(&render_deal_text(d, quote, tricks));
    }
    out
}

/// One deal of [`render_text_quoting`], with the blank line before it.
pub(crate) fn render_deal_text(d: &DealReport, quote: Quote, tricks: bool) -> String {
    let mut out = String::from("\n");
    deal_text(&mut out, d, quote, tricks);
    out
}
