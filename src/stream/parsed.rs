//! `foster parse`'s text: a record in a few lines a player can read (its code, players, and
//! each deal's dealer, hands and events counted), whole ([`summary`]) or a deal at a time
//! ([`head_summary`], then [`deal_summary`] for each deal), the same bytes. Its JSON document
//! is `json::RecordBody`, written a deal at a time by `list::ListDocument`.

use crate::cards::Seat;
use crate::record::{self, Action, DealRecord, Record};

/// The record in a few lines: code, players, and each deal's dealer, hands and events.
pub fn summary(rec: &Record) -> String {
    let mut out = head_summary(rec);
    for deal in &rec.deals {
        out.push_str(&deal_summary(deal));
    }
    out
}

/// The summary's first lines: the code, the players, the nullo.
pub fn head_summary(rec: &Record) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "code: {}\n",
        rec.code
            .map_or("(not given)".to_string(), |c| c.to_string())
    ));
    for p in &rec.players {
        out.push_str(&format!("player: {} {}\n", p.seat, p.name));
    }
    if rec.nullo_allowed {
        out.push_str("nullo: allowed\n");
    }
    out
}

/// One deal in the summary: its dealer, hands and the count of its events.
pub fn deal_summary(deal: &DealRecord) -> String {
    let mut out = String::new();
    out.push_str(&format!("deal {}\n", deal.label));
    if let Some(d) = deal.dealer {
        out.push_str(&format!("  dealer: {}\n", d.name()));
    }
    for seat in Seat::ALL {
        if let Some(h) = deal.hands.hand(seat) {
            out.push_str(&format!("  {}: {}\n", seat, h.diagram()));
        }
    }
    let count = |events: &[record::Event]| {
        let plays = events
            .iter()
            .filter(|e| matches!(e.action, Action::Play { .. }))
            .count();
        let calls = events
            .iter()
            .filter(|e| matches!(e.action, Action::Call { .. }))
            .count();
        (calls, plays, events.len() - plays - calls)
    };
    let (ac, ap, ai) = count(&deal.auction);
    let (pc, pp, pi) = count(&deal.play);
    out.push_str(&format!(
        "  auction: {ac} calls, {ap} plays, {ai} other events\n  play: {pp} plays, {pc} calls, {pi} other events\n"
    ));
    if let Some(r) = &deal.result {
        out.push_str(&format!("  result: {} tricks\n", r.tricks));
    }
    out.push_str(&format!(
        "  honours statements: {}, claims: {}\n",
        deal.honors.len(),
        deal.claims.len()
    ));
    out
}
