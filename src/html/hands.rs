//! Hands as compass diagrams: N at the top, W and E either side of the table, S at the foot.

use std::fmt::Write as _;

use super::{escape, suit_span};
use crate::cards::{Hand, Seat, Suit};
use crate::record::{DealRecord, Record};

fn hand_html(record: &Record, seat: Seat, hand: Option<Hand>) -> String {
    let mut out = format!("<div class=\"foster-hand foster-seat-{}\">", seat.letter());
    let name = record
        .player_name(seat)
        .map(|n| format!(" <span class=\"foster-player\">{}</span>", escape(n)))
        .unwrap_or_default();
    let _ = write!(
        out,
        "<div class=\"foster-hand-seat\">{}{name}</div>",
        seat.letter()
    );
    match hand {
        Some(hand) => {
            // Each card in its own element, by its index, so that the page's stepper through
            // the tricks (`foster-run.js`) can hide the cards played.
            for suit in Suit::WRITTEN {
                let _ = write!(out, "<div>{}", suit_span(suit));
                if !hand.has_suit(suit) {
                    out.push_str(" —");
                }
                for c in hand.cards_in(suit) {
                    let _ = write!(
                        out,
                        " <span data-c=\"{}\">{}</span>",
                        c.index(),
                        c.rank.written()
                    );
                }
                out.push_str("</div>");
            }
        }
        None => out.push_str("<div class=\"foster-unknown\">not given</div>"),
    }
    out.push_str("</div>");
    out
}

/// One deal's hands as a compass diagram; empty when the record gives no hand.
pub fn diagram(record: &Record, deal: &DealRecord) -> String {
    if deal.hands.hands.iter().all(Option::is_none) {
        return String::new();
    }
    let mut out =
        String::from("<div class=\"foster-compass\" role=\"img\" aria-label=\"the hands\">");
    for seat in [Seat::N, Seat::W, Seat::E, Seat::S] {
        out.push_str(&hand_html(record, seat, deal.hands.hand(seat)));
        if seat == Seat::W {
            out.push_str("<div class=\"foster-table\">N<br>W&nbsp;&nbsp;&nbsp;E<br>S</div>");
        }
    }
    out.push_str("</div>");
    out
}

/// The hands of every deal of a record, each under its label.
pub fn diagrams(record: &Record) -> String {
    let mut out = String::new();
    for deal in &record.deals {
        let d = diagram(record, deal);
        if d.is_empty() {
            continue;
        }
        let dealer = deal
            .dealer
            .map(|d| format!(", dealer {}", d.letter()))
            .unwrap_or_default();
        let _ = write!(
            out,
            "<div class=\"foster-deal\"><div class=\"foster-deal-label\">Deal {}{dealer}</div>{d}</div>",
            escape(&deal.label)
        );
    }
    out
}
