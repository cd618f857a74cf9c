//! The engine's answer for a Pirate record ([`PirateReport`], a [`DealReport`] for each deal),
//! and the ruling as text for people: each deal's facts, then each ruling with its laws,
//! findings, options and effect on the score.

use std::fmt::Write;

use serde::Serialize;

use crate::cards::{Deal, Seat};
use crate::game::{Contract, Doubling};
use crate::law::pirate::declarations::VoidBid;
use crate::law::{Line, Outcome, Place, Ruling};
use crate::lawbook::Citation;
use crate::record::Code;

/// The engine's answer for a Pirate record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PirateReport {
    pub code: Code,
    pub deals: Vec<DealReport>,
}

/// What the laws make of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PirateDealReport")]
pub struct DealReport {
    pub label: String,
    /// The rubber the deal belongs to, when the record holds more than one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rubber: Option<u32>,
    pub dealer: Seat,
    /// The final declaration, or `None` for a void deal or an unfinished auction.
    pub contract: Option<Contract>,
    /// True when nothing was accepted and the deal passes to the left (law 18).
    pub void_deal: bool,
    /// The law that made the deal void or called for a new deal because of an irregularity of
    /// the deal itself (laws 10, 13, 14): nothing written after it is ruled or scored.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annulled: Option<Citation>,
    pub opening_leader: Option<Seat>,
    pub void_bids: Vec<VoidBid>,
    /// Tricks won by the declaring side and by the adversaries, when known.
    pub tricks: Option<TrickCount>,
    pub rulings: Vec<Ruling>,
    /// Every law cited in this deal's rulings, in order of first citation.
    pub laws: Vec<Citation>,
    /// What the record lacks for a complete ruling.
    pub missing: Vec<String>,
    /// The hands as given, for diagrams.
    #[serde(skip)]
    pub hands: crate::cards::Deal,
}

/// Tricks won by each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct TrickCount {
    pub declaring_side: u8,
    pub adversaries: u8,
    /// Where the count comes from: the play, or the record's `result:` line.
    pub source: TrickSource,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrickSource {
    Play,
    Result,
}

/// Renders a report. `quote` gives the words of a cited law, when the caller has the law book.
pub fn render_text(
    report: &PirateReport,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Ruled under {}", report.code);
    for deal in &report.deals {
        out.push_str(&render_deal_text(deal, quote));
    }
    out
}

/// One deal of [`render_text`], with the blank line before it.
pub fn render_deal_text(
    deal: &DealReport,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
) -> String {
    let mut out = String::from("\n");
    render_deal(&mut out, deal, quote);
    out
}

/// A hand diagram with suit symbols, one seat a line.
pub fn diagram(deal: &Deal) -> String {
    let mut out = String::new();
    for seat in Seat::ALL {
        if let Some(h) = deal.hand(seat) {
            let _ = writeln!(out, "  {seat}  {}", h.diagram());
        }
    }
    out
}

fn render_deal(
    out: &mut String,
    deal: &DealReport,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
) {
    match deal.rubber {
        Some(r) => {
            let _ = writeln!(
                out,
                "Rubber {r}, deal {} (dealer {})",
                deal.label, deal.dealer
            );
        }
        None => {
            let _ = writeln!(out, "Deal {} (dealer {})", deal.label, deal.dealer);
        }
    }
    let d = diagram(&deal.hands);
    if !d.is_empty() {
        out.push_str(&d);
    }
    match (&deal.contract, deal.void_deal) {
        (Some(c), _) => {
            let dbl = match c.doubled {
                Doubling::Undoubled => "",
                Doubling::Doubled => " doubled",
                Doubling::Redoubled => " redoubled",
            };
            let (strain, seating) = (c.strain_words(), c.dummy_seating());
            let _ = writeln!(
                out,
                "  Declaration: {} {strain}{dbl}, declared by {}; {} accepted and is dummy, sitting {seating}",
                c.level, c.declarer, c.dummy
            );
        }
        (None, true) => {
            let _ = writeln!(out, "  Void deal: no bid was accepted.");
        }
        (None, false) if deal.annulled.is_some() => {
            let _ = writeln!(
                out,
                "  Void deal: an irregularity of the deal ({}); nothing is scored.",
                deal.annulled
                    .as_ref()
                    .map(|c| c.to_string())
                    .unwrap_or_default()
            );
        }
        (None, false) => {}
    }
    for v in &deal.void_bids {
        let _ = writeln!(
            out,
            "  Void bid: {}'s {} (call {}, {})",
            v.bidder,
            v.bid.code(),
            v.call,
            v.law
        );
    }
    if let Some(l) = deal.opening_leader {
        let _ = writeln!(out, "  Opening leader: {l} (law 29)");
    }
    if let Some(t) = deal.tricks {
        let from = match t.source {
            TrickSource::Play => "from the play",
            TrickSource::Result => "from the record's result",
        };
        let _ = writeln!(
            out,
            "  Tricks: declaring side {}, adversaries {} ({from})",
            t.declaring_side, t.adversaries
        );
    }
    for (i, r) in deal.rulings.iter().enumerate() {
        out.push('\n');
        render_ruling(out, i + 1, r, quote);
    }
    if !deal.missing.is_empty() {
        out.push('\n');
        let _ = writeln!(out, "  What the record does not show:");
        for m in &deal.missing {
            let _ = writeln!(out, "    - {m}");
        }
    }
}

fn place(p: &Place) -> String {
    match p {
        Place::Deal => "the deal".into(),
        Place::Auction { call: 0 } => "the auction".into(),
        Place::Auction { call } => format!("call {call}"),
        Place::Play { trick, position: 0 } => format!("trick {trick}"),
        Place::Play { trick, position } => format!("trick {trick}, card {position}"),
        Place::AfterPlay => "after the play".into(),
    }
}

fn render_ruling(
    out: &mut String,
    n: usize,
    r: &Ruling,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
) {
    let laws: Vec<String> = r.laws.iter().map(|c| c.to_string()).collect();
    let _ = writeln!(out, "  {n}. {} [{}]", r.summary, place(&r.place));
    if !laws.is_empty() {
        let _ = writeln!(out, "     Laws: {}", laws.join(", "));
    }
    if let Some(first) = r.laws.first()
        && let Some(words) = quote(first)
    {
        for line in wrap(&words, 68) {
            let _ = writeln!(out, "       > {line}");
        }
    }
    for f in &r.findings {
        let cites: Vec<String> = f.laws.iter().map(|c| c.to_string()).collect();
        if cites.is_empty() {
            let _ = writeln!(out, "     - {}", f.text);
        } else {
            let _ = writeln!(out, "     - {} ({})", f.text, cites.join(", "));
        }
    }
    if let Some(c) = &r.chooser {
        let seats: Vec<String> = c.seats.iter().map(|s| s.to_string()).collect();
        let how = c
            .constraint
            .as_deref()
            .map(|s| format!(": {s}"))
            .unwrap_or_default();
        let _ = writeln!(out, "     Chooses: {}{how}", seats.join(" or "));
    }
    for o in &r.options {
        let _ = writeln!(out, "     Option `{}`: {}", o.name, o.description);
    }
    if let Some(a) = &r.applied {
        let _ = writeln!(out, "     Applied: {a}");
    }
    for e in &r.score {
        let line = match e.line {
            Line::Above => "above",
            Line::Below => "below",
        };
        let _ = writeln!(
            out,
            "     Score: {} {:+} {line} the line ({})",
            e.seat, e.points, e.law
        );
    }
    if !r.by_analogy.is_empty() {
        let _ = writeln!(
            out,
            "     Applied by analogy (the laws name no remedy here): {}",
            cite_list(&r.by_analogy)
        );
    }
    match &r.outcome {
        Outcome::NotCovered { reason, nearest } => {
            let _ = writeln!(out, "     {}", crate::law::no_provision(reason));
            if !nearest.is_empty() {
                let _ = writeln!(out, "     Nearest laws: {}", cite_list(nearest));
            }
        }
        Outcome::Conditional {
            turns_on,
            possibilities,
            to_record,
        } => {
            let _ = writeln!(
                out,
                "     The record does not show {turns_on}; the ruling turns on it:"
            );
            for p in possibilities {
                let _ = writeln!(
                    out,
                    "       - if {}: {} ({})",
                    p.given,
                    p.ruling,
                    cite_list(&p.laws)
                );
                for e in &p.score {
                    let line = match e.line {
                        Line::Above => "above",
                        Line::Below => "below",
                    };
                    let _ = writeln!(
                        out,
                        "         Score: {} {:+} {line} the line ({})",
                        e.seat, e.points, e.law
                    );
                }
            }
            let _ = writeln!(
                out,
                "     To settle it, the record should give: {to_record}"
            );
        }
        Outcome::Ruled => {}
    }
}

fn cite_list(laws: &[Citation]) -> String {
    laws.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

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
