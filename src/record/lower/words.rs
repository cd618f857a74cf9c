//! Words the statements share: a card, a suit, a count in figures or in words.

use pest::iterators::Pair;

use super::Lowerer;
use crate::cards::{Card, Suit};
use crate::record::ast::Span;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    pub(super) fn card(&mut self, pair: &Pair<'s, Rule>) -> Option<Card> {
        let text = pair.as_str();
        let card = if text.contains('\u{FE0F}') {
            Card::parse(&text.replace('\u{FE0F}', ""))
        } else {
            Card::parse(text)
        };
        if card.is_none() {
            let span = self.span(pair);
            self.error(format!("`{text}` is not a card"), span);
        }
        card
    }

    pub(super) fn suit(&mut self, pair: &Pair<'s, Rule>) -> Option<Suit> {
        let text = pair.as_str().trim_end_matches('\u{FE0F}');
        let lower = text.to_ascii_lowercase();
        let suit = match lower.trim_end_matches('s') {
            "spade" => Some(Suit::Spades),
            "heart" => Some(Suit::Hearts),
            "diamond" => Some(Suit::Diamonds),
            "club" => Some(Suit::Clubs),
            _ => {
                let mut cs = text.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Suit::from_char(c),
                    _ => None,
                }
            }
        };
        if suit.is_none() {
            let span = self.span(pair);
            self.error(format!("`{text}` is not a suit"), span);
        }
        suit
    }

    /// A count in figures or words; `max` is the largest that makes sense.
    pub(super) fn count(&mut self, pair: &Pair<'s, Rule>, max: u8, what: &str) -> Option<u8> {
        self.count_written(pair.as_str(), |l| l.span(pair), max, what)
    }

    /// A count written `written`; `span` says where, for the error when it is too many.
    pub(super) fn count_written(
        &mut self,
        written: &str,
        span: impl FnOnce(&Self) -> Span,
        max: u8,
        what: &str,
    ) -> Option<u8> {
        let text = written.to_ascii_lowercase();
        let n = match text.as_str() {
            "zero" | "none" | "no" => Some(0),
            "one" => Some(1),
            "two" => Some(2),
            "three" => Some(3),
            "four" => Some(4),
            "five" => Some(5),
            "six" => Some(6),
            "seven" => Some(7),
            "eight" => Some(8),
            "nine" => Some(9),
            "ten" => Some(10),
            "eleven" => Some(11),
            "twelve" => Some(12),
            "thirteen" => Some(13),
            t => t.parse::<u8>().ok(),
        };
        match n {
            Some(n) if n <= max => Some(n),
            _ => {
                let span = span(self);
                self.error_hint(
                    format!("there cannot be {written} {what}"),
                    span,
                    format!("there can be at most {max}"),
                );
                None
            }
        }
    }
}
