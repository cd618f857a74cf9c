//! One deal: its statements in order, each handed to its own lowering; event lines go to the
//! auction until a `play:`.

use pest::iterators::Pairs;

use super::{Lowerer, Section};
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    /// Whether a deal's `result:` line is its first (for the grammar's lowering and the fast
    /// reader alike); a second is an error, and passed over.
    pub(super) fn first_result(&mut self, deal: &DealRecord, span: Span) -> bool {
        let Some(first) = &deal.result else {
            return true;
        };
        let line = first.span.line;
        self.error_hint(
            format!("a second `result:` line in deal {}", deal.label),
            span,
            format!("the result is written once, on line {line}"),
        );
        false
    }

    /// A deal's `hands:` statement begins (for the grammar's lowering and the fast reader
    /// alike): an error for a second one, which is then passed over (`false`); else its span
    /// kept, and the cards seen so far forgotten.
    pub(super) fn begin_hands(&mut self, deal: &mut DealRecord, span: Span) -> bool {
        if let Some(first) = deal.hands_span {
            self.error_hint(
                format!("a second `hands:` statement in deal {}", deal.label),
                span,
                format!("the hands are written once, from line {}", first.line),
            );
            return false;
        }
        deal.hands_span = Some(span);
        self.card_at = [None; 52];
        true
    }

    /// One deal: its statements in order; event lines go to the auction until a `play:`.
    pub(super) fn deal(&mut self, label: String, span: Span, items: Pairs<'s, Rule>) -> DealRecord {
        let mut deal = DealRecord::empty(label, span);
        let mut section = Section::Auction;
        let mut hand_spans: [Option<Span>; 4] = [None; 4];
        let mut last_trick: Option<(u8, Span)> = None;
        for item in items {
            let item_span = match item.as_rule() {
                Rule::dealer_stmt | Rule::hands_stmt | Rule::result_stmt => self.span(&item),
                _ => span,
            };
            match item.as_rule() {
                Rule::dealer_stmt => {
                    if let Some(first) = deal.dealer_span {
                        self.error_hint(
                            format!("a second `dealer:` line in deal {}", deal.label),
                            item_span,
                            format!("the dealer is written once, on line {}", first.line),
                        );
                        continue;
                    }
                    if let Some(seat_pair) =
                        item.into_inner().find(|p| p.as_rule() == Rule::seat_ref)
                    {
                        let s = self.span(&seat_pair);
                        if let Some(seat) = self.seat_ref(seat_pair) {
                            deal.dealer = Some(seat);
                            deal.dealer_span = Some(s);
                        }
                    }
                }
                Rule::hands_stmt if self.begin_hands(&mut deal, item_span) => {
                    self.hands_stmt(item, &mut deal.hands, &mut hand_spans);
                }
                Rule::auction_section => {
                    section = Section::Auction;
                    self.event_lines(item, &mut deal.auction, &mut last_trick);
                }
                Rule::play_section => {
                    section = Section::Play;
                    self.event_lines(item, &mut deal.play, &mut last_trick);
                }
                Rule::auction_line => {
                    let list = match section {
                        Section::Auction => &mut deal.auction,
                        Section::Play => &mut deal.play,
                    };
                    self.event_line(item, list, &mut last_trick);
                }
                Rule::result_stmt if self.first_result(&deal, item_span) => {
                    deal.result = self.result_stmt(item);
                }
                Rule::honors_stmt => {
                    if let Some(h) = self.honors_stmt(item) {
                        deal.honors.push(h);
                    }
                }
                Rule::claim_stmt => {
                    if let Some(c) = item.into_inner().find(|p| p.as_rule() == Rule::claim)
                        && let Some(claim) = self.claim(c)
                    {
                        deal.claims.push(claim);
                    }
                }
                _ => {}
            }
        }
        self.check_hands(&deal, &hand_spans);
        self.check_plays(&deal);
        deal
    }
}
