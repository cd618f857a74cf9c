//! The deal as it happened, under its diagram: the auction as a bidding table and the play as
//! a table of tricks, each irregularity marked at its call or card with its ruling's number,
//! linked to it (and the ruling's place links back to its trick). Readable as printed; the
//! page's script (`foster-run.js`) steps through the tricks, greying the diagram as it goes.

use std::fmt::Write as _;

use super::suit_span;
use crate::cards::{Bid, Seat, Strain};
use crate::game::{PlayState, Trick};
use crate::law::{Place, Ruling};
use crate::record::{Action, Call, DealRecord, Record, Span};

/// The tables' columns, W N E S, whoever deals: as BBO's hand viewer draws its bidding box,
/// and as the diagram reads from left to right. Fixed columns keep a player in one column from
/// deal to deal, and a call out of turn shows as a gap in the rotation; the dealer's column
/// is marked (books that start from the dealer move every column as the deal passes).
const COLUMNS: [Seat; 4] = [Seat::W, Seat::N, Seat::E, Seat::S];

fn column(seat: Seat) -> usize {
    (seat.index() + 1) % 4
}

/// The key of a drawing's element ids: a page may show several records (a chapter's cases),
/// so it is made of what the record holds (each deal's place, hands, events and cards). A
/// deal's ids are `{key}-{n}`, `n` its place in the report.
pub(super) fn key(record: &Record) -> String {
    let mut h: u32 = 0x811c_9dc5;
    let mut mix = |v: u64| {
        for b in v.to_le_bytes() {
            h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    };
    for d in &record.deals {
        mix(d.span.start as u64);
        for hand in d.hands.hands {
            mix(hand.map_or(0, |h| h.bits()));
        }
        for e in d.auction.iter().chain(&d.play) {
            let card = match e.action {
                Action::Play { card, .. } => u64::from(card.index()) + 1,
                _ => 0,
            };
            mix((e.span.end as u64) << 16 | card << 8 | e.seat.index() as u64);
        }
    }
    format!("f{h}")
}

/// The marks of the rulings `at` picks (by their number from 1): each links to its ruling.
/// Returns whether there was any.
fn marks(out: &mut String, rulings: &[Ruling], ids: &str, at: &dyn Fn(&Ruling) -> bool) -> bool {
    let mut any = false;
    for (i, r) in rulings.iter().enumerate() {
        if at(r) {
            let n = i + 1;
            let _ = write!(
                out,
                " <a class=\"foster-mark\" href=\"#{ids}-r{n}\" title=\"ruling {n}\">{n}</a>"
            );
            any = true;
        }
    }
    any
}

fn bid(out: &mut String, bid: Bid) {
    out.push(char::from(b'0' + bid.level));
    match bid.strain {
        Strain::Trumps(s) => out.push_str(&suit_span(s)),
        other => out.push_str(other.code()),
    }
}

/// A call as the table draws it: Pirate's acceptance names the bid it accepted, and whose.
fn call(out: &mut String, call: &Call, span: Span, accepted: &[(Span, Seat, Bid)]) {
    let word = match call {
        Call::Bid { bid: b } => return bid(out, *b),
        Call::Accept { bid: named } => {
            out.push_str("Accept ");
            match accepted.iter().find(|a| a.0.start == span.start) {
                Some(&(_, by, b)) => {
                    out.push(by.letter());
                    out.push_str("'s ");
                    bid(out, b);
                }
                None => {
                    if let Some(b) = named {
                        bid(out, *b);
                    }
                }
            }
            return;
        }
        Call::Declare { strain } => {
            if let Strain::Trumps(s) = strain {
                out.push_str(&suit_span(*s));
                out.push(' ');
            }
            strain.name()
        }
        Call::Pass => "Pass",
        Call::Double => "Double",
        Call::Redouble => "Redouble",
        Call::LeaveToPartner => "Leaves it to partner",
        Call::MayIPlay => "May I play?",
        Call::Yes => "Yes",
        Call::Satisfied => "Satisfied",
    };
    out.push_str(word);
}

/// Empty cells from column `from` up to `to`.
fn blanks(out: &mut String, from: usize, to: usize) {
    for _ in from..to {
        out.push_str("<td></td>");
    }
}

/// The auction as a bidding table, a call a cell, a row a round from W; nothing when no call
/// is written. `void` the calls (counted from 1) whose bids became void.
pub(super) fn auction(
    deal: &DealRecord,
    dealer: Seat,
    rulings: &[Ruling],
    accepted: &[(Span, Seat, Bid)],
    void: &[usize],
    ids: &str,
) -> String {
    let mut out =
        String::from("<table class=\"foster-auction\"><caption>The auction</caption><thead><tr>");
    for seat in COLUMNS {
        out.push_str(if seat == dealer {
            "<th scope=\"col\" class=\"foster-dealer-col\">"
        } else {
            "<th scope=\"col\">"
        });
        out.push(seat.letter());
        if seat == dealer {
            out.push_str(" <small>dealer</small>");
        }
        out.push_str("</th>");
    }
    out.push_str("</tr></thead><tbody>");
    // The next column of the row being written (4: no row begun).
    let mut next = 4;
    let mut n = 0;
    for e in deal.auction.iter().chain(&deal.play) {
        let Action::Call { call: c } = &e.action else {
            continue;
        };
        n += 1;
        let col = column(e.seat);
        if col < next {
            // A row ends (filled out with blanks) before the next begins, full or not.
            if n > 1 {
                blanks(&mut out, next, 4);
                out.push_str("</tr>");
            }
            out.push_str("<tr>");
            next = 0;
        }
        blanks(&mut out, next, col);
        next = col + 1;
        let at = |r: &Ruling| r.span().is_some_and(|s| s.start == e.span.start);
        out.push_str(if rulings.iter().any(at) {
            "<td class=\"foster-irr\">"
        } else {
            "<td>"
        });
        call(&mut out, c, e.span, accepted);
        if void.contains(&n) {
            out.push_str(" <small class=\"foster-void\">void</small>");
        }
        marks(&mut out, rulings, ids, &at);
        out.push_str("</td>");
    }
    if n == 0 {
        return String::new();
    }
    blanks(&mut out, next, 4);
    out.push_str("</tr></tbody></table>");
    out
}

/// The column of trick `t` (number `n`) where a ruling made at it is marked: the offender's
/// card, else the card of its place, else 4, the trick's number. `None`: not made at it.
fn marked_at(r: &Ruling, n: usize, t: &Trick) -> Option<usize> {
    let Place::Play { trick, position } = *r.place() else {
        return None;
    };
    if usize::from(trick) != n {
        return None;
    }
    let seat = r
        .offender()
        .filter(|s| t.card_of(*s).is_some())
        .or_else(|| {
            t.cards
                .get(usize::from(position).wrapping_sub(1))
                .map(|c| c.0)
        });
    Some(seat.map_or(4, column))
}

/// The play as a table of tricks: its number, the leader, the card each seat played (the lead
/// marked), the winner; an irregularity's ruling marked at the offender's card in its trick
/// (else at the card of its place, else at the trick's number). Nothing when no card was
/// played. Each row's id is `{ids}-t{n}`, to which the ruling's place links; the page's
/// stepper goes in its box, before the table.
pub(super) fn tricks(play: &PlayState, rulings: &[Ruling], ids: &str) -> String {
    let current = (!play.current.cards.is_empty()).then_some(&play.current);
    if play.tricks.is_empty() && current.is_none() {
        return String::new();
    }
    let mut out = String::from(
        "<div class=\"foster-play\"><table class=\"foster-tricks\"><caption>The play</caption><thead><tr><th scope=\"col\">Trick</th><th scope=\"col\">Led by</th><th scope=\"col\">W</th><th scope=\"col\">N</th><th scope=\"col\">E</th><th scope=\"col\">S</th><th scope=\"col\">Won by</th></tr></thead><tbody>",
    );
    for (i, t) in play.tricks.iter().chain(current).enumerate() {
        let n = i + 1;
        let _ = write!(
            out,
            "<tr id=\"{ids}-t{n}\" data-trick=\"{n}\"><th scope=\"row\">{n}"
        );
        marks(&mut out, rulings, ids, &|r| marked_at(r, n, t) == Some(4));
        out.push_str("</th><td>");
        out.push(t.leader.letter());
        out.push_str("</td>");
        for (col, seat) in COLUMNS.into_iter().enumerate() {
            let Some(card) = t.card_of(seat) else {
                out.push_str("<td></td>");
                continue;
            };
            let at = |r: &Ruling| marked_at(r, n, t) == Some(col);
            let class = match (seat == t.leader, rulings.iter().any(at)) {
                (true, true) => " class=\"foster-lead foster-irr\"",
                (true, false) => " class=\"foster-lead\"",
                (false, true) => " class=\"foster-irr\"",
                (false, false) => "",
            };
            let _ = write!(
                out,
                "<td data-c=\"{}\"{class}>{}{}",
                card.index(),
                suit_span(card.suit),
                card.rank.written()
            );
            marks(&mut out, rulings, ids, &at);
            out.push_str("</td>");
        }
        out.push_str("<td>");
        if let Some(w) = play.winners.get(i) {
            out.push(w.letter());
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table></div>");
    out
}

#[cfg(test)]
mod tests {
    use crate::case::rule_source;

    fn drawn(text: &str) -> String {
        let rec = crate::record::parse(text).unwrap();
        crate::html::drawing(&rec, &rule_source(text, None).unwrap(), "")
    }

    /// The cells of the table whose class is `table`, in order.
    fn cells<'a>(html: &'a str, table: &str) -> Vec<&'a str> {
        let start = html.find(&format!("<table class=\"{table}\"")).unwrap();
        let end = start + html[start..].find("</table>").unwrap();
        html[start..end]
            .split("<td")
            .skip(1)
            .map(|c| &c[..c.find("</td>").unwrap()])
            .collect()
    }

    #[test]
    fn the_auction_draws_each_call_in_its_seats_column_and_an_acceptance_of_whose_bid() {
        let html = drawn(include_str!(
            "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
        ));
        let spade = "<span class=\"foster-suit foster-black\" title=\"spades\">♠</span>";
        // W N E S, N dealing: W's cell of the first round is blank; W accepts N's bid.
        let expected = [
            ">".to_string(),
            format!(">1{spade}"),
            ">Pass".into(),
            ">Pass".into(),
            format!(">Accept N's 1{spade}"),
            ">Pass".into(),
            ">Pass".into(),
            ">Pass".into(),
        ];
        assert_eq!(cells(&html, "foster-auction"), expected);
        assert!(html.contains(
            "<th scope=\"col\" class=\"foster-dealer-col\">N <small>dealer</small></th>"
        ));
        // Each round a row of its own, closed before the next opens (the first round is full:
        // a row left open let the book's HTML lose the table's end, and the tricks fell in it).
        assert!(html.contains("<td>Pass</td></tr><tr><td>Accept"), "{html}");
        assert_eq!(html.matches("<tr").count(), html.matches("</tr>").count());
    }

    #[test]
    fn a_call_out_of_turn_is_marked_with_its_ruling_and_the_round_breaks() {
        let html = drawn(include_str!(
            "../../cases/pirate/a-bid-out-of-turn-bars-the-bidder.record"
        ));
        let cells = cells(&html, "foster-auction");
        // N 1S, then S's 2H in E's turn: E's cell blank, S's marked; E's pass starts a round.
        assert_eq!(cells[2], ">");
        assert!(
            cells[3].starts_with(" class=\"foster-irr\">2"),
            "{}",
            cells[3]
        );
        let id = &cells[3][cells[3].find("href=\"#").unwrap() + 7..];
        let id = &id[..id.find('"').unwrap()];
        assert!(id.ends_with("-0-r1"), "{id}");
        assert!(html.contains(&format!(
            "<article id=\"{id}\" class=\"foster-irregularity\">"
        )));
        assert_eq!(cells[4..7], [">", ">", ">Pass"]);
    }

    #[test]
    fn the_tricks_draw_the_revoke_at_the_revokers_card_and_the_ruling_links_to_its_trick() {
        let html = drawn(include_str!(
            "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
        ));
        let cells = cells(&html, "foster-tricks");
        // Trick 1: E led, columns W N E S, then the leader column first: E, then W N E S, S won.
        assert_eq!(cells.len(), 2 * 6);
        assert_eq!(cells[0], ">E");
        assert!(cells[1].starts_with(" data-c=\"26\">"), "{}", cells[1]); // W's ♥2
        assert!(
            cells[2].starts_with(" data-c=\"2\" class=\"foster-irr\">"),
            "{}",
            cells[2]
        ); // N's ♣4
        assert!(cells[2].contains("title=\"ruling 1\">1</a>"));
        assert!(
            cells[3].starts_with(" data-c=\"36\" class=\"foster-lead\">"),
            "{}",
            cells[3]
        );
        assert_eq!(cells[5], ">S");
        assert_eq!(cells[11], ">N");
        let row = html.find("data-trick=\"1\"").unwrap();
        let id = &html[html[..row].rfind("id=\"").unwrap() + 4..row - 2];
        assert!(
            html.contains(&format!(
                "<a href=\"#{id}\" class=\"foster-place\">trick 1</a>"
            )),
            "{id}"
        );
        // The diagram's cards carry their indices, for the page's stepper.
        assert!(html.contains("<span data-c=\"2\">4</span>"));
    }

    #[test]
    fn portlands_declaration_left_to_the_partner_and_its_doubling_are_drawn_as_said() {
        let html = drawn(include_str!(
            "../../cases/portland/the-dealer-leaves-it-to-his-partner-and-the-doubled-hearts-go-to-east-and-west.record"
        ));
        let cells = cells(&html, "foster-auction");
        let said: Vec<&str> = cells.iter().filter(|c| c.len() > 1).copied().collect();
        assert_eq!(said[0], ">Leaves it to partner");
        assert!(said[1].ends_with("♥</span> hearts"), "{}", said[1]);
        assert_eq!(
            said[2..],
            [
                ">Double",
                ">May I play?",
                ">Satisfied",
                ">May I play?",
                ">Yes"
            ]
        );
        assert!(!html.contains("foster-tricks"));
    }

    #[test]
    fn drawings_of_two_records_have_different_ids() {
        let a = "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass\n";
        let b = "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1H; E pass\n  S 2H\n";
        let id = |t: &str| super::key(&crate::record::parse(t).unwrap());
        assert_ne!(id(a), id(b));
    }
}
