//! The engine's answer for a Pirate record ([`PirateReport`], a [`DealReport`] for each deal),
//! and the ruling as text for people: each deal's facts, then each ruling with its laws,
//! findings, options and effect on the score.

use std::fmt::Write;

use serde::Serialize;

use crate::cards::{Deal, Seat};
use crate::game::{Contract, Doubling};
use crate::law::Ruling;
use crate::law::pirate::declarations::VoidBid;
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
    /// When the record writes no dealer for this deal, or the deal before was dealt out of turn:
    /// the law by which this one deals (law 7, the deal passes to the left; law 10, the dealer
    /// of a deal made void deals again; law 11, after a deal out of turn that stood, to the left
    /// of the player who dealt it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dealer_by: Option<Citation>,
    /// The final declaration, or `None` for a void deal or an unfinished auction.
    pub contract: Option<Contract>,
    /// The bidding's course when more than one bid was accepted, a bid was doubled, or the
    /// dealer passed first: each accepted bid, double and redouble that took effect, with the
    /// laws that allowed it (15, 16, 19, 20, 22, 25, 26).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bidding: Vec<crate::law::Finding>,
    /// With a contract, the law that makes its declarer and dummy (law 28).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer_by: Option<Citation>,
    /// With a doubled or redoubled contract, the laws of its doubling: law 25 (who may double
    /// and redouble) and law 27 (what is doubled when it is played).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub doubled_by: Vec<Citation>,
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
    /// With the tricks known (and not a nullo), the law that sets each side's book (law 15):
    /// the declarer's is six tricks, the adversaries' seven less the contract.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub book_by: Option<Citation>,
    pub rulings: Vec<Ruling>,
    /// Every law cited in this deal's rulings, in order of first citation.
    pub laws: Vec<Citation>,
    /// What the record lacks for a complete ruling.
    pub missing: Vec<String>,
    /// The hands as given, for diagrams.
    #[serde(skip)]
    pub hands: crate::cards::Deal,
    /// Each acceptance that took effect, where the record wrote it and whose bid it accepted.
    #[serde(skip)]
    pub accepted: Vec<(crate::record::Span, Seat, crate::cards::Bid)>,
    /// The tricks as the replay left them (the last one perhaps in progress), for drawing.
    #[serde(skip)]
    pub play: Option<crate::game::PlayState>,
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

/// Law 15: the tricks one side won over its book, "the first six tricks" for the declarer,
/// "the difference between the contract and seven" for the adversaries: the side that made
/// its book's excess, in words.
pub(crate) fn over_book(c: &Contract, t: &TrickCount) -> String {
    if t.declaring_side >= c.tricks_needed() {
        format!(
            "{} over the declarer's book of 6",
            t.declaring_side.saturating_sub(6)
        )
    } else {
        let book = 7u8.saturating_sub(c.level);
        format!(
            "{} over the adversaries' book of {book}",
            t.adversaries.saturating_sub(book)
        )
    }
}

/// Renders a report. `quote` gives the words of a cited law, when the caller has the law book.
/// With `tricks`, each deal's play a trick a line.
pub fn render_text(
    report: &PirateReport,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
    tricks: bool,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Ruled under {}", report.code);
    for deal in &report.deals {
        out.push_str(&render_deal_text(deal, quote, tricks));
    }
    out
}

/// One deal of [`render_text`], with the blank line before it.
pub(crate) fn render_deal_text(
    deal: &DealReport,
    quote: &dyn Fn(&crate::lawbook::Citation) -> Option<String>,
    tricks: bool,
) -> String {
    let mut out = String::from("\n");
    render_deal(&mut out, deal, quote, tricks);
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
    tricks: bool,
) {
    match deal.rubber {
        Some(r) => {
            let _ = write!(
                out,
                "Rubber {r}, deal {} (dealer {}",
                deal.label, deal.dealer
            );
        }
        None => {
            let _ = write!(out, "Deal {} (dealer {}", deal.label, deal.dealer);
        }
    }
    match &deal.dealer_by {
        Some(c) if c.law == 10 => {
            let _ = write!(out, ", dealing again: {c}");
        }
        Some(c) if c.law == 11 => {
            let _ = write!(
                out,
                ", the deal passing to the left of the deal out of turn, which stood: {c}"
            );
        }
        Some(c) => {
            let _ = write!(out, ", the deal passing to the left: {c}");
        }
        None => {}
    }
    out.push_str(")\n");
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
            let _ = write!(out, "  Declaration: {} {strain}{dbl}", c.level);
            if !deal.doubled_by.is_empty() {
                let laws: Vec<String> = deal.doubled_by.iter().map(|c| c.to_string()).collect();
                let _ = write!(out, " ({})", laws.join(", "));
            }
            let _ = write!(
                out,
                ", declared by {}; {} accepted and is dummy, sitting {seating}",
                c.declarer, c.dummy
            );
            match &deal.declarer_by {
                Some(law) => {
                    let _ = writeln!(out, " ({law})");
                }
                None => out.push('\n'),
            }
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
    if !deal.bidding.is_empty() {
        let steps: Vec<String> = deal
            .bidding
            .iter()
            .map(|f| {
                let laws: Vec<String> = f.laws.iter().map(|c| c.to_string()).collect();
                format!("{} ({})", f.text, laws.join(", "))
            })
            .collect();
        let _ = writeln!(out, "  Bidding: {}", steps.join("; "));
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
        let _ = write!(
            out,
            "  Tricks: declaring side {}, adversaries {} ({from})",
            t.declaring_side, t.adversaries
        );
        if let (Some(law), Some(c)) = (&deal.book_by, &deal.contract) {
            let _ = write!(out, ": {} ({law})", over_book(c, &t));
        }
        out.push('\n');
    }
    if let Some(play) = deal.play.as_ref().filter(|_| tricks) {
        crate::law::ruling_text::render_tricks(out, play, &deal.rulings);
    }
    for (i, r) in deal.rulings.iter().enumerate() {
        out.push('\n');
        crate::law::ruling_text::render_ruling(out, i + 1, r, quote);
    }
    if !deal.missing.is_empty() {
        out.push('\n');
        let _ = writeln!(out, "  What the record does not show:");
        for m in &deal.missing {
            let _ = writeln!(out, "    - {m}");
        }
    }
}
