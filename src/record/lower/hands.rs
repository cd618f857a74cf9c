//! The hands: PBN, a diagram line, a card list or suit by suit; and the check of the hands
//! (a card held twice, a hand of the wrong size).

use pest::iterators::Pair;

use super::Lowerer;
use crate::cards::{Card, Deal, DealFault, Hand, Rank, Seat, Suit};
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    pub(super) fn hands_stmt(
        &mut self,
        pair: Pair<'s, Rule>,
        hands: &mut Deal,
        spans: &mut [Option<Span>; 4],
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::pbn_deal => {
                    let mut first: Option<Seat> = None;
                    let mut next = 1;
                    for h in p.into_inner() {
                        match h.as_rule() {
                            Rule::labelled_hand => {
                                let mut seat = None;
                                for q in h.into_inner() {
                                    match q.as_rule() {
                                        Rule::seat_ref => seat = self.seat_ref(q),
                                        Rule::pbn_hand | Rule::unknown_hand => {
                                            if let Some(seat) = seat {
                                                first.get_or_insert(seat);
                                                self.put_hand(q, seat, hands, spans);
                                            }
                                        }
                                        _ => {}
                                    }
                                }
                            }
                            Rule::pbn_hand | Rule::unknown_hand => {
                                // The unlabelled PBN form: hands clockwise from the first seat.
                                if let Some(first) = first {
                                    self.put_hand(h, first.nth_left(next), hands, spans);
                                }
                                next += 1;
                            }
                            _ => {}
                        }
                    }
                }
                Rule::diagram_line => {
                    let mut seat = None;
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::seat_ref => seat = self.seat_ref(q),
                            Rule::pbn_hand
                            | Rule::unknown_hand
                            | Rule::card_list
                            | Rule::suit_holdings => {
                                if let Some(seat) = seat {
                                    self.put_hand(q, seat, hands, spans);
                                }
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads one hand and gives it to `seat`, unless that seat's hand was already given.
    fn put_hand(
        &mut self,
        pair: Pair<'s, Rule>,
        seat: Seat,
        hands: &mut Deal,
        spans: &mut [Option<Span>; 4],
    ) {
        let span = self.span(&pair);
        if !self.hand_first_given(seat, span, spans) {
            return;
        }
        let hand = match pair.as_rule() {
            Rule::unknown_hand => return,
            Rule::pbn_hand => self.pbn_hand(pair.as_str(), pair.as_span().start(), seat),
            Rule::card_list => {
                let mut hand = Hand::EMPTY;
                for c in pair.into_inner() {
                    let cspan = self.span(&c);
                    if let Some(card) = self.card(&c) {
                        self.add_card(&mut hand, card, seat, cspan);
                    }
                }
                hand
            }
            _ => {
                // Suit by suit.
                let mut hand = Hand::EMPTY;
                for holding in pair.into_inner() {
                    let mut suit = None;
                    for q in holding.into_inner() {
                        match q.as_rule() {
                            Rule::suit_mark => {
                                suit = q.as_str().chars().next().and_then(Suit::from_char)
                            }
                            Rule::rank => {
                                let rspan = self.span(&q);
                                if let (Some(suit), Some(rank)) = (suit, Rank::parse(q.as_str())) {
                                    self.add_card(&mut hand, Card::new(suit, rank), seat, rspan);
                                }
                            }
                            _ => {}
                        }
                    }
                }
                hand
            }
        };
        hands.hands[seat.index()] = Some(hand);
    }

    /// True when `seat`'s hand, written at `span`, is given for the first time; else the error
    /// that it is given twice.
    pub(super) fn hand_first_given(
        &mut self,
        seat: Seat,
        span: Span,
        spans: &mut [Option<Span>; 4],
    ) -> bool {
        if let Some(first) = spans[seat.index()] {
            self.error_hint(
                format!("{}'s hand is given twice", seat.name()),
                span,
                format!("it was first given on line {}", first.line),
            );
            return false;
        }
        spans[seat.index()] = Some(span);
        true
    }

    /// `AKQ43.K65.A2.J94` written at byte `base`: spades, hearts, diamonds, clubs.
    pub(super) fn pbn_hand(&mut self, text: &str, base: usize, seat: Seat) -> Hand {
        let mut hand = Hand::EMPTY;
        let mut suits = Suit::WRITTEN.iter();
        let mut suit = suits.next().copied();
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c == '.' {
                suit = suits.next().copied();
                continue;
            }
            let (rank, len) = if c == '1' && chars.peek().is_some_and(|&(_, d)| d == '0') {
                chars.next();
                (Rank::parse("10"), 2)
            } else {
                (Rank::parse(c.encode_utf8(&mut [0; 4])), c.len_utf8())
            };
            if let (Some(suit), Some(rank)) = (suit, rank) {
                let span = self.lines.span(self.source, base + i, base + i + len);
                self.add_card(&mut hand, Card::new(suit, rank), seat, span);
            }
        }
        hand
    }

    pub(super) fn add_card(&mut self, hand: &mut Hand, card: Card, seat: Seat, span: Span) {
        self.card_at[card.index() as usize] = Some(span);
        if !hand.insert(card) {
            self.error_hint(
                format!("{} is written twice in {}'s hand", card, seat.name()),
                span,
                "there is one of each card in the pack",
            );
        }
    }

    /// Cards held twice, and hands of the wrong size (more than thirteen, or, when all four are
    /// given, other than thirteen).
    pub(super) fn check_hands(&mut self, deal: &DealRecord, spans: &[Option<Span>; 4]) {
        let Some(all) = deal.hands_span else { return };
        for fault in deal.hands.faults() {
            match fault {
                DealFault::DuplicateCard { card, seats } => {
                    let names: Vec<&str> = seats.iter().map(|s| s.name()).collect();
                    let span = self.card_at[card.index() as usize]
                        .or_else(|| seats.last().and_then(|s| spans[s.index()]))
                        .unwrap_or(all);
                    self.error_hint(
                        format!("{card} is in two hands: {}", names.join(" and ")),
                        span,
                        "there is one of each card in the pack",
                    );
                }
                DealFault::WrongSize {
                    seat,
                    count,
                    expected,
                } => {
                    let span = spans[seat.index()].unwrap_or(all);
                    let hand = deal.hands.hand(seat).unwrap_or_default();
                    let hint = if expected == 13 {
                        format!(
                            "a hand has thirteen cards; {}'s is {}",
                            seat.name(),
                            hand.diagram()
                        )
                    } else {
                        format!(
                            "in an ending the four hands have as many cards each, here {expected}; {}'s is {}",
                            seat.name(),
                            hand.diagram()
                        )
                    };
                    self.error_hint(
                        format!("{}'s hand has {count} cards", seat.name()),
                        span,
                        hint,
                    );
                }
            }
        }
    }
}
