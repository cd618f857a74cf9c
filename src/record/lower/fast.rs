//! The fast reader: a deal written in the commonest forms, read by hand rather than by the
//! grammar.
//!
//! Why it exists: the pest parser took about four fifths of the time of reading a record (some
//! 700 instructions a byte), and a club's history runs to hundreds of megabytes. Nearly every
//! line of such a record is one of a few plain forms, so a deal made only of them — one part of
//! the record as `stream` splits it, `deal N` and the lines up to the next heading — is
//! recognised here line by line and lowered by the lowering's own functions (the same spans,
//! checks and errors, in the same order). The forms, each accepted only where the grammar
//! reads it the same way:
//!
//! - `deal 12` (a number or a single letter, an optional colon), the part's first line;
//! - `dealer: N` (a compass letter);
//! - `hands: N:AKQ43.K65.A2.J94 E:…` (PBN hands, each labelled with its compass letter), or
//!   `hands:` and diagram lines `N: S A K Q 4 3  H K 6 5  D -  C J 9 4`;
//! - `auction:` and `play:` alone on their line;
//! - in the auction, calls `N 1S; E pass; Green accept` (a compass letter or one word of a
//!   name; `pass`, `accept`, `double`, `redouble`, or a bid in capitals);
//! - in the play, a plain trick line `3. E H5, S H2, W HA, N H3`;
//! - `result: 9 tricks`;
//! - blank lines, and comments after any of them.
//!
//! A part with any other line (a carriage return, a keyword in capitals, an irregularity, a
//! name in quotes, a symbol) is read by the grammar, so every syntax error still comes from
//! pest with its line, column, expectation and hint. What the lowering finds wrong in a
//! recognised deal (a card held twice, a name not at the table, a trick out of order) it says
//! from the same functions the grammar's lowering calls.
//!
//! Equality with the grammar is proven by `tests/fast_path.rs`: every case and example, the
//! generated records of `tests/corpus/` and, as a property test, generated records with
//! irregularities and mutated records, read with and without this reader, give the same
//! record or the same diagnostics; and the big generated record is read by it whole.

use pest::Parser;

use super::lines::LineIndex;
use super::parts::{At, content, deal_heading, is_space};
use super::rubbers::Top;
use super::{Lowerer, Section, trim_trailing};
use crate::cards::{Bid, Card, Deal, Hand, Rank, Seat, Strain, Suit};
use crate::record::ast::*;
use crate::record::diagnostic::Diagnostics;
use crate::record::parse::{RecordParser, Rule};

/// A deal recognised: where its heading and label are written, where its text ends, and its
/// statements in order.
#[derive(Debug)]
pub(super) struct FastDeal {
    heading: usize,
    label: At,
    end: usize,
    statements: Vec<Statement>,
}

/// One statement of a recognised deal.
#[derive(Debug)]
enum Statement {
    Dealer { stmt: At, seat: At },
    Hands { stmt: At, hands: Vec<WrittenHand> },
    Section(Section),
    Calls(Vec<WrittenCall>),
    Trick(At),
    Result { stmt: At, count: At },
}

/// A hand of a `hands:` statement: its seat, where it is written, and how.
#[derive(Debug)]
struct WrittenHand {
    seat: Seat,
    at: At,
    pbn: bool,
}

/// A call of an auction line: who (a compass letter or a name) and the call.
#[derive(Debug)]
struct WrittenCall {
    seat: At,
    call: At,
}

/// A compass letter in capitals.
fn compass(b: u8) -> Option<Seat> {
    match b {
        b'N' => Some(Seat::N),
        b'E' => Some(Seat::E),
        b'S' => Some(Seat::S),
        b'W' => Some(Seat::W),
        _ => None,
    }
}

/// The suit of a capital suit letter.
fn suit_letter(b: u8) -> Option<Suit> {
    match b {
        b'S' => Some(Suit::Spades),
        b'H' => Some(Suit::Hearts),
        b'D' => Some(Suit::Diamonds),
        b'C' => Some(Suit::Clubs),
        _ => None,
    }
}

/// The length of the rank at the start of `text` in capitals (`A`…`2`, `10`), if one is there.
fn rank_len(text: &[u8]) -> Option<usize> {
    match text.first()? {
        b'2'..=b'9' | b'A' | b'K' | b'Q' | b'J' | b'T' => Some(1),
        b'1' if text.get(1) == Some(&b'0') => Some(2),
        _ => None,
    }
}

/// True when `text` is ranks alone, at least one.
fn all_ranks(mut text: &[u8]) -> bool {
    if text.is_empty() {
        return false;
    }
    while !text.is_empty() {
        match rank_len(text) {
            Some(n) => text = &text[n..],
            None => return false,
        }
    }
    true
}

/// The words of `src[start..end]` separated by spaces or tabs, as ranges.
fn words(src: &str, (start, end): At) -> impl Iterator<Item = At> + '_ {
    let bytes = src.as_bytes();
    let mut at = start;
    std::iter::from_fn(move || {
        while at < end && is_space(bytes[at]) {
            at += 1;
        }
        if at >= end {
            return None;
        }
        let from = at;
        while at < end && !is_space(bytes[at]) {
            at += 1;
        }
        Some((from, at))
    })
}

/// `N:AKQ43.K65.A2.J94 E:…`: each hand labelled with a compass letter, four suits of ranks in
/// capitals separated by three dots (not `...` alone, which the grammar reads as a hand not
/// given).
fn pbn_hands(src: &str, rest: At) -> Option<Vec<WrittenHand>> {
    let mut hands = Vec::with_capacity(4);
    for (start, end) in words(src, rest) {
        let word = &src.as_bytes()[start..end];
        if word.len() < 2 || word[1] != b':' {
            return None;
        }
        let seat = compass(word[0])?;
        let hand = &word[2..];
        if hand.iter().filter(|b| **b == b'.').count() != 3 || hand == b"..." {
            return None;
        }
        if !hand
            .split(|b| *b == b'.')
            .all(|s| s.is_empty() || all_ranks(s))
        {
            return None;
        }
        hands.push(WrittenHand {
            seat,
            at: (start + 2, end),
            pbn: true,
        });
    }
    (!hands.is_empty()).then_some(hands)
}

/// `N: S A K Q 4 3  H K 6 5  D -  C J 9 4`: a compass letter, a colon, and each suit as a
/// capital letter standing alone, then `-` or its ranks. (The grammar tries a hand not given,
/// a PBN hand and a card list first; none reads a suit letter followed by a space.)
fn diagram_line(src: &str, (start, end): At) -> Option<WrittenHand> {
    let bytes = src.as_bytes();
    if end - start < 3 || bytes[start + 1] != b':' {
        return None;
    }
    let seat = compass(bytes[start])?;
    // After a suit: a void mark or ranks; after ranks: more ranks or a suit.
    #[derive(PartialEq)]
    enum After {
        Nothing,
        Suit,
        Void,
        Ranks,
    }
    let mut after = After::Nothing;
    let mut first = None;
    for (from, to) in words(src, (start + 2, end)) {
        first.get_or_insert(from);
        let word = &bytes[from..to];
        after = if word.len() == 1 && suit_letter(word[0]).is_some() {
            if after == After::Suit {
                return None;
            }
            After::Suit
        } else if word == b"-" && after == After::Suit {
            After::Void
        } else if all_ranks(word) && matches!(after, After::Suit | After::Ranks) {
            After::Ranks
        } else {
            return None;
        };
    }
    if !matches!(after, After::Void | After::Ranks) {
        return None;
    }
    Some(WrittenHand {
        seat,
        at: (first?, end),
        pbn: false,
    })
}

/// The calls of an auction line: `N 1S; E pass; Green accept`.
fn calls(src: &str, (start, end): At) -> Option<Vec<WrittenCall>> {
    let bytes = src.as_bytes();
    let mut out = Vec::with_capacity(4);
    let mut at = start;
    while at <= end {
        let stop = bytes[at..end]
            .iter()
            .position(|b| *b == b';' || *b == b',')
            .map_or(end, |i| at + i);
        let mut words = words(src, (at, stop));
        let (seat, call) = (words.next()?, words.next()?);
        if words.next().is_some()
            || !is_seat(&bytes[seat.0..seat.1])
            || !is_call(&src[call.0..call.1])
        {
            return None;
        }
        out.push(WrittenCall { seat, call });
        at = stop + 1;
    }
    Some(out)
}

/// A compass letter, or one word of a name as the grammar's `seat_ref` reads it whole. Not a
/// word starting `trick`: the grammar would read `Trick 1S` as a trick number.
fn is_seat(word: &[u8]) -> bool {
    word.first().is_some_and(u8::is_ascii_alphabetic)
        && word
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'\'' || *b == b'_')
        && !(word.len() >= 5 && word[..5].eq_ignore_ascii_case(b"trick"))
}

/// `pass`, `accept`, `double`, `redouble`, or a bid of one to seven in capitals.
fn is_call(word: &str) -> bool {
    matches!(word, "pass" | "accept" | "double" | "redouble") || bid(word).is_some()
}

/// `1S`, `3NT`: a bid in capitals.
fn bid(word: &str) -> Option<Bid> {
    let (level, strain) = word.split_at_checked(1)?;
    let strain = match strain {
        "NT" => Strain::NoTrumps,
        "S" => Strain::Trumps(Suit::Spades),
        "H" => Strain::Trumps(Suit::Hearts),
        "D" => Strain::Trumps(Suit::Diamonds),
        "C" => Strain::Trumps(Suit::Clubs),
        _ => return None,
    };
    match level.as_bytes()[0] {
        b'1'..=b'7' => Bid::new(level.as_bytes()[0] - b'0', strain),
        _ => None,
    }
}

/// `3. E H5, S H2, W HA, N H3` exactly as the grammar's `plain_trick` reads it: a number, a
/// stop and one space, plays of a compass letter, one space and a card in capitals, separated
/// by a comma and one space.
fn is_plain_trick(line: &[u8]) -> bool {
    let digits = line.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || !line[digits..].starts_with(b". ") {
        return false;
    }
    let mut rest = &line[digits + 2..];
    loop {
        if rest.len() < 4 || compass(rest[0]).is_none() || rest[1] != b' ' {
            return false;
        }
        if suit_letter(rest[2]).is_none() {
            return false;
        }
        let Some(n) = rank_len(&rest[3..]) else {
            return false;
        };
        rest = &rest[3 + n..];
        if rest.is_empty() {
            return true;
        }
        match rest.strip_prefix(b", ") {
            Some(r) => rest = r,
            None => return false,
        }
    }
}

/// `9 tricks` (or `1 trick`): the count's range.
fn result_count(src: &str, (start, end): At) -> Option<At> {
    let bytes = src.as_bytes();
    let mut w = words(src, (start, end));
    let (count, tricks) = (w.next()?, w.next()?);
    let ok = w.next().is_none()
        && bytes[count.0..count.1].iter().all(u8::is_ascii_digit)
        && matches!(&src[tricks.0..tricks.1], "tricks" | "trick");
    ok.then_some(count)
}

/// The deal written in `src[from..to]` (one part of a record: its heading line and the lines
/// up to the next heading), if every line is one of the forms this reader knows.
pub(super) fn deal_part(src: &str, from: usize, to: usize) -> Option<FastDeal> {
    let text = &src[from..to];
    if text.contains('\r') {
        // The grammar reads a carriage return alone as a line break.
        return None;
    }
    let bytes = src.as_bytes();
    let mut statements = Vec::with_capacity(24);
    let mut section = Section::Auction;
    // A diagram being read: where its statement starts, its hands, where its last line ends.
    let mut diagram: Option<(usize, Vec<WrittenHand>, usize)> = None;
    let mut heading: Option<(usize, At)> = None;
    let mut pos = from;
    while pos < to {
        let nl = bytes[pos..to]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(to, |i| pos + i);
        let (c0, c1) = content(src, pos, nl);
        pos = nl + 1;
        if heading.is_none() {
            heading = Some((c0, deal_heading(src, (c0, c1))?));
            continue;
        }
        if c0 == c1 {
            continue;
        }
        if let Some((stmt, hands, last)) = &mut diagram {
            if let Some(hand) = diagram_line(src, (c0, c1)) {
                hands.push(hand);
                *last = c1;
                continue;
            }
            statements.push(Statement::Hands {
                stmt: (*stmt, *last),
                hands: std::mem::take(hands),
            });
            diagram = None;
        }
        let line = &src[c0..c1];
        let after = |keyword: &str| (c0 + keyword.len(), c1);
        if line == "auction:" {
            section = Section::Auction;
            statements.push(Statement::Section(section));
        } else if line == "play:" {
            section = Section::Play;
            statements.push(Statement::Section(section));
        } else if line.starts_with("dealer:") {
            let (s, e) = content(src, c0 + 7, c1);
            if e != s + 1 || compass(bytes[s]).is_none() {
                return None;
            }
            statements.push(Statement::Dealer {
                stmt: (c0, c1),
                seat: (s, e),
            });
        } else if line == "hands:" {
            diagram = Some((c0, Vec::new(), c1));
        } else if line.starts_with("hands:") {
            statements.push(Statement::Hands {
                stmt: (c0, c1),
                hands: pbn_hands(src, after("hands:"))?,
            });
        } else if line.starts_with("result:") {
            statements.push(Statement::Result {
                stmt: (c0, c1),
                count: result_count(src, after("result:"))?,
            });
        } else if section == Section::Play {
            if !is_plain_trick(line.as_bytes()) {
                return None;
            }
            statements.push(Statement::Trick((c0, c1)));
        } else {
            statements.push(Statement::Calls(calls(src, (c0, c1))?));
        }
    }
    if let Some((stmt, hands, last)) = diagram {
        statements.push(Statement::Hands {
            stmt: (stmt, last),
            hands,
        });
    }
    let (heading, label) = heading?;
    // Every deal is recognised before any is lowered (a deal in another form sends the whole
    // text to the grammar): a short deal gives back the room it did not use.
    if statements.len() * 2 < statements.capacity() {
        statements.shrink_to_fit();
    }
    Some(FastDeal {
        heading,
        label,
        end: to,
        statements,
    })
}

/// A record held whole, read with the fast reader: split into parts as `stream` splits it, the
/// first part (the header) read by the grammar unless it is a deal this reader recognises, and
/// every other part a deal it recognises. `None` when any part is not (or the header is badly
/// written): the record is then read by the grammar whole.
pub(crate) fn parse(source: &str) -> Option<Result<Record, Diagnostics>> {
    let mut starts = Vec::new();
    let mut at = 0;
    for line in source.split_inclusive('\n') {
        if at > 0 && super::parts::starts_a_part(line.as_bytes()) {
            starts.push(at);
        }
        at += line.len();
    }
    let first_end = *starts.first()?;
    let mut deals = Vec::with_capacity(starts.len());
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(source.len());
        deals.push(deal_part(source, start, end)?);
    }
    let first = match deal_part(source, 0, first_end) {
        Some(deal) => Ok(deal),
        None => Err(RecordParser::parse(Rule::record, &source[..first_end]).ok()?),
    };
    let mut lowerer = Lowerer {
        source,
        lines: LineIndex::new(source),
        errors: Vec::new(),
        players: Vec::new(),
        cut_out: Vec::new(),
        card_at: [None; 52],
    };
    let mut top = Top::new();
    let mut read = Vec::with_capacity(deals.len() + 1);
    let mut on_deal = |deal| read.push(deal);
    match first {
        Ok(deal) => lowerer.fast_deal(deal, &mut top, &mut on_deal),
        Err(pairs) => lowerer.record_part(pairs, &mut top, &mut on_deal),
    }
    for deal in deals {
        lowerer.fast_deal(deal, &mut top, &mut on_deal);
    }
    lowerer.finish(&mut top);
    top.record.deals = read;
    Some(if lowerer.errors.is_empty() {
        Ok(top.record)
    } else {
        Err(Diagnostics(lowerer.errors))
    })
}

impl<'s> Lowerer<'s> {
    fn span_of(&self, (start, end): At) -> Span {
        self.lines.span(self.source, start, end)
    }

    /// A recognised deal lowered as `deal` lowers the grammar's: its statements in order, the
    /// checks of its hands and plays; then checked against the deal before and handed on.
    pub(super) fn fast_deal(
        &mut self,
        fast: FastDeal,
        top: &mut Top,
        on_deal: &mut dyn FnMut(DealRecord),
    ) {
        let src = self.source;
        let block = trim_trailing(&src[fast.heading..fast.end]);
        let span = self.span_of((fast.heading, fast.heading + block.len()));
        let label_span = self.span_of(fast.label);
        let mut deal = DealRecord::empty(src[fast.label.0..fast.label.1].to_string(), span);
        let mut section = Section::Auction;
        let mut hand_spans: [Option<Span>; 4] = [None; 4];
        let mut last_trick: Option<(u8, Span)> = None;
        for statement in fast.statements {
            match statement {
                Statement::Dealer { stmt, seat } => {
                    if let Some(first) = deal.dealer_span {
                        let item_span = self.span_of(stmt);
                        self.error_hint(
                            format!("a second `dealer:` line in deal {}", deal.label),
                            item_span,
                            format!("the dealer is written once, on line {}", first.line),
                        );
                        continue;
                    }
                    deal.dealer = compass(src.as_bytes()[seat.0]);
                    deal.dealer_span = Some(self.span_of(seat));
                }
                Statement::Hands { stmt, hands } => {
                    let item_span = self.span_of(stmt);
                    if !self.begin_hands(&mut deal, item_span) {
                        continue;
                    }
                    for hand in hands {
                        self.fast_hand(hand, &mut deal.hands, &mut hand_spans);
                    }
                }
                Statement::Section(s) => section = s,
                Statement::Calls(calls) => {
                    for call in calls {
                        if let Some(event) = self.fast_call(call) {
                            match section {
                                Section::Auction => deal.auction.push(event),
                                Section::Play => deal.play.push(event),
                            }
                        }
                    }
                }
                Statement::Trick(at) => {
                    let list = match section {
                        Section::Auction => &mut deal.auction,
                        Section::Play => &mut deal.play,
                    };
                    self.fast_trick(at, list, &mut last_trick);
                }
                Statement::Result { stmt, count } => {
                    let item_span = self.span_of(stmt);
                    if !self.first_result(&deal, item_span) {
                        continue;
                    }
                    let tricks = self.count_written(
                        &src[count.0..count.1],
                        |l| l.span_of(count),
                        13,
                        "tricks",
                    );
                    deal.result = tricks.map(|tricks| DealResult {
                        side: None,
                        tricks,
                        span: item_span,
                    });
                }
            }
        }
        self.check_hands(&deal, &hand_spans);
        self.check_plays(&deal);
        self.deal_read(top, deal, Some(label_span), on_deal);
    }

    /// A recognised plain trick line, as `plain_trick` splits the grammar's: the trick's
    /// number checked, then each play, its span on the play's text.
    fn fast_trick(
        &mut self,
        (start, end): At,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        let src = self.source;
        let bytes = src.as_bytes();
        let digits = bytes[start..end]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let number_span = self.span_of((start, start + digits));
        let trick = self.check_trick_number(&src[start..start + digits], number_span, last_trick);
        // Past the number, the stop and the space: plays of a letter, a space and a card.
        let mut at = start + digits + 2;
        while at < end {
            let n = rank_len(&bytes[at + 3..end]).unwrap_or(1);
            let play = (
                compass(bytes[at]),
                suit_letter(bytes[at + 2]),
                Rank::parse(&src[at + 3..at + 3 + n]),
            );
            if let (Some(seat), Some(suit), Some(rank)) = play {
                list.push(Event {
                    seat,
                    action: Action::Play {
                        card: Card::new(suit, rank),
                        trick,
                        to_next_trick: false,
                    },
                    span: self.span_of((at, at + 3 + n)),
                });
            }
            // The comma and the space before the next play.
            at += 3 + n + 2;
        }
    }

    /// One hand of a recognised `hands:` statement, as `put_hand` reads the grammar's.
    fn fast_hand(&mut self, hand: WrittenHand, hands: &mut Deal, spans: &mut [Option<Span>; 4]) {
        let span = self.span_of(hand.at);
        if !self.hand_first_given(hand.seat, span, spans) {
            return;
        }
        let src = self.source;
        let (start, end) = hand.at;
        let held = if hand.pbn {
            // As `pbn_hand` reads it: the suits in the order written, each rank's span its own.
            let mut held = Hand::EMPTY;
            let mut suits = Suit::WRITTEN.iter();
            let mut suit = suits.next().copied();
            let mut at = start;
            while at < end {
                if src.as_bytes()[at] == b'.' {
                    suit = suits.next().copied();
                    at += 1;
                    continue;
                }
                let n = rank_len(&src.as_bytes()[at..end]).unwrap_or(1);
                if let (Some(suit), Some(rank)) = (suit, Rank::parse(&src[at..at + n])) {
                    let rank_span = self.span_of((at, at + n));
                    self.add_card(&mut held, Card::new(suit, rank), hand.seat, rank_span);
                }
                at += n;
            }
            held
        } else {
            let mut held = Hand::EMPTY;
            let mut suit = None;
            for (from, to) in words(src, hand.at) {
                let word = &src.as_bytes()[from..to];
                if word.len() == 1 && suit_letter(word[0]).is_some() {
                    suit = suit_letter(word[0]);
                    continue;
                }
                let mut at = from;
                while let Some(n) = rank_len(&src.as_bytes()[at..to]) {
                    let rank_span = self.span_of((at, at + n));
                    if let (Some(suit), Some(rank)) = (suit, Rank::parse(&src[at..at + n])) {
                        self.add_card(&mut held, Card::new(suit, rank), hand.seat, rank_span);
                    }
                    at += n;
                }
            }
            held
        };
        hands.hands[hand.seat.index()] = Some(held);
    }

    /// One call of a recognised auction line, as `event` (or the plain call) reads the
    /// grammar's: `None` when its seat names nobody (the error said).
    fn fast_call(&mut self, call: WrittenCall) -> Option<Event> {
        let src = self.source;
        let span = self.span_of((call.seat.0, call.call.1));
        let seat = self.seat_written(&src[call.seat.0..call.seat.1], |l| l.span_of(call.seat))?;
        let call = match &src[call.call.0..call.call.1] {
            "pass" => Call::Pass,
            "accept" => Call::Accept { bid: None },
            "double" => Call::Double,
            "redouble" => Call::Redouble,
            word => Call::Bid { bid: bid(word)? },
        };
        Some(Event {
            seat,
            action: Action::Call { call },
            span,
        })
    }
}
