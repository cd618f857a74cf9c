//! `foster parse FILE [--json]`: what a record says.

use std::path::Path;

use foster::cards::Seat;
use foster::record::{self, Action, Record};

use super::term::{Status, Term};

/// Reads one record and prints it: as pretty JSON with `--json`, otherwise as a short summary
/// a player can read. Exit status 2 on a bad record.
pub fn run(term: &mut Term, path: &Path, json: bool) -> Status {
    let rec = match super::read_and_parse(term, path) {
        Ok((_, _, rec)) => rec,
        Err(status) => return Ok(status),
    };
    if json {
        term.document(&foster::json::RecordBody { record: rec })
    } else {
        term.print(&summary(&rec))
    }
}

/// The record in a few lines: code, players, and each deal's dealer, hands and events.
fn summary(rec: &Record) -> String {
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
    for deal in &rec.deals {
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
    }
    out
}
