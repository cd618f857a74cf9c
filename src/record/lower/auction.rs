//! Calls: bids, passes, doubles, the Pirate acceptance and the Portland declaration.

use pest::iterators::Pair;

use super::Lowerer;
use super::header::seat_word;
use crate::cards::{Bid, Strain, Suit};
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    pub(super) fn call(&mut self, pair: Pair<'s, Rule>) -> Option<Call> {
        let inner = pair.into_inner().next()?;
        Some(match inner.as_rule() {
            Rule::bid => Call::Bid {
                bid: self.bid(inner)?,
            },
            Rule::accept => {
                let bid = inner.into_inner().find(|p| p.as_rule() == Rule::bid);
                let bid = match bid {
                    Some(b) => Some(self.bid(b)?),
                    None => None,
                };
                Call::Accept { bid }
            }
            Rule::pass => Call::Pass,
            Rule::double => Call::Double,
            Rule::redouble => Call::Redouble,
            Rule::leave_it => Call::LeaveToPartner,
            Rule::may_i_play => Call::MayIPlay,
            Rule::satisfied => Call::Satisfied,
            Rule::yes => Call::Yes,
            Rule::declare => {
                let word = inner
                    .into_inner()
                    .find(|p| p.as_rule() == Rule::strain_word)?;
                Call::Declare {
                    strain: self.strain_text(&word)?,
                }
            }
            _ => return None,
        })
    }

    /// `1S`, `3 nullo`: the level must be 1 to 7.
    pub(super) fn bid(&mut self, pair: Pair<'s, Rule>) -> Option<Bid> {
        let mut level = None;
        let mut strain = None;
        let mut level_span = self.span(&pair);
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::level => {
                    level_span = self.span(&p);
                    level = p.as_str().parse::<u8>().ok();
                }
                Rule::strain => strain = self.strain(p),
                _ => {}
            }
        }
        let (level, strain) = (level?, strain?);
        match Bid::new(level, strain) {
            Some(bid) => Some(bid),
            None => {
                self.error_hint(
                    format!("a bid of {level} cannot be made"),
                    level_span,
                    "a bid is of one to seven odd tricks, the tricks over the book of six",
                );
                None
            }
        }
    }

    pub(super) fn strain(&mut self, pair: Pair<'s, Rule>) -> Option<Strain> {
        let inner = pair.into_inner().next()?;
        self.strain_text(&inner)
    }

    fn strain_text(&mut self, pair: &Pair<'s, Rule>) -> Option<Strain> {
        let text = pair.as_str().replace('\u{FE0F}', "");
        let strain = Strain::parse(&text);
        if strain.is_none() {
            let span = self.span(pair);
            self.error(format!("`{}` is not a strain", pair.as_str()), span);
        }
        strain
    }
}

/// A call read by the grammar's `plain_call` (`N pass`, `E 2S`, `S 1NT`: a compass letter, a
/// space, `pass` or a bid of one to seven in capitals), which makes no pairs of its own: split
/// here. `None` for any other event.
pub(super) fn plain_call(text: &str, span: Span) -> Option<Event> {
    let (seat, call) = text.split_once(' ')?;
    let seat = match seat {
        "N" | "E" | "S" | "W" => seat_word(seat)?,
        _ => return None,
    };
    let call = if call == "pass" {
        Call::Pass
    } else {
        let (level, strain) = call.split_at_checked(1)?;
        let strain = match strain {
            "NT" => Strain::NoTrumps,
            "S" | "H" | "D" | "C" => Strain::Trumps(Suit::from_char(strain.chars().next()?)?),
            _ => return None,
        };
        Call::Bid {
            bid: Bid::new(level.parse().ok()?, strain)?,
        }
    };
    Some(Event {
        seat,
        action: Action::Call { call },
        span,
    })
}
