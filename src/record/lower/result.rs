//! The end of a deal: the result, the honours, and claims of what a deal makes double dummy.

use pest::iterators::Pair;

use super::{Lowerer, trim_trailing};
use crate::cards::{Card, Seat};
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    /// `N+S`, `E-W`: two different seats.
    fn side(&mut self, pair: Pair<'s, Rule>) -> Option<(Seat, Seat)> {
        let span = self.span(&pair);
        let mut seats = Vec::with_capacity(2);
        for p in pair.into_inner().filter(|p| p.as_rule() == Rule::seat_ref) {
            seats.push(self.seat_ref(p));
        }
        let (a, b) = match seats.as_slice() {
            [Some(a), Some(b)] => (*a, *b),
            _ => return None,
        };
        if a == b {
            self.error_hint(
                format!("a side of {a} and {b}"),
                span,
                "a side is two different seats, such as N+S or E-W",
            );
            return None;
        }
        Some((a, b))
    }

    pub(super) fn result_stmt(&mut self, pair: Pair<'s, Rule>) -> Option<DealResult> {
        let span = self.span(&pair);
        let mut side = None;
        let mut tricks = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::side => side = Some(self.side(p)?),
                Rule::count => tricks = self.count(&p, 13, "tricks"),
                _ => {}
            }
        }
        Some(DealResult {
            side,
            tricks: tricks?,
            span,
        })
    }

    pub(super) fn honors_stmt(&mut self, pair: Pair<'s, Rule>) -> Option<Honors> {
        let value = pair.into_inner().find(|p| {
            !matches!(
                p.as_rule(),
                Rule::kw_honors | Rule::colon | Rule::end_of_line
            )
        })?;
        let span = self.span(&value);
        let rule = value.as_rule();
        let parts: Vec<Pair<'s, Rule>> = value.into_inner().collect();
        match rule {
            Rule::honors_easy => Some(Honors::Easy { span }),
            Rule::aces_easy => Some(Honors::Aces {
                seats: None,
                count: 2,
                span,
            }),
            Rule::aces_held => {
                let mut seats = None;
                let mut count = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::side => seats = Some(self.side(p)?),
                        // A single seat holds them all in one hand: written as that seat twice.
                        Rule::seat_ref => seats = self.seat_ref(p).map(|s| (s, s)),
                        Rule::count => count = self.count(&p, 4, "aces"),
                        _ => {}
                    }
                }
                Some(Honors::Aces {
                    seats: Some(seats?),
                    count: count?,
                    span,
                })
            }
            Rule::in_one_hand => {
                let mut seats = Vec::new();
                let mut counts = Vec::new();
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => seats.push(self.seat_ref(p)),
                        Rule::count => counts.push(self.count(&p, 5, "honours")),
                        _ => {}
                    }
                }
                let seat = (*seats.first()?)?;
                let count = (*counts.first()?)?;
                let partner = match (seats.get(1), counts.get(1)) {
                    (Some(s), Some(c)) => Some(((*s)?, (*c)?)),
                    _ => None,
                };
                if let Some((p, n)) = partner
                    && (p == seat || count + n > 5)
                {
                    self.error_hint(
                        "these honours cannot be held",
                        span,
                        "there are five honours, held in one hand and perhaps its partner's: `S four in one hand, N one`",
                    );
                    return None;
                }
                Some(Honors::InOneHand {
                    seat,
                    count,
                    partner,
                    span,
                })
            }
            Rule::honors_between => {
                let mut seats = None;
                let mut count = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::side => seats = Some(self.side(p)?),
                        Rule::count => count = self.count(&p, 5, "honours"),
                        _ => {}
                    }
                }
                Some(Honors::Between {
                    seats: seats?,
                    count: count?,
                    span,
                })
            }
            _ => None,
        }
    }

    pub(super) fn claim(&mut self, pair: Pair<'s, Rule>) -> Option<Claim> {
        let span = self.span(&pair);
        let text = trim_trailing(pair.as_str()).to_string();
        let mut declarer = None;
        let mut dummy = None;
        let mut strain = None;
        let mut bound = ClaimBound::Exactly;
        let mut tricks = None;
        let mut leader = None;
        let mut lead_suit = None;
        let mut lead_card = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::side => declarer = Some(self.side(p)?.0),
                Rule::seat_ref => declarer = self.seat_ref(p),
                Rule::bound => {
                    bound = match p.into_inner().next().map(|b| b.as_rule()) {
                        Some(Rule::at_least) => ClaimBound::AtLeast,
                        Some(Rule::at_most) => ClaimBound::AtMost,
                        _ => ClaimBound::Exactly,
                    }
                }
                Rule::count => tricks = self.count(&p, 13, "tricks"),
                Rule::strain => strain = self.strain(p),
                Rule::dummy_clause => {
                    let s = p.into_inner().find(|q| q.as_rule() == Rule::seat_ref)?;
                    dummy = Some(self.seat_ref(s)?);
                }
                Rule::lead_clause => {
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::seat_ref => leader = Some(self.seat_ref(q)?),
                            Rule::card => lead_card = Some(self.card(&q)?),
                            Rule::suit_name => lead_suit = Some(self.suit(&q)?),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        let declarer = declarer?;
        if dummy == Some(declarer) {
            self.error_hint(
                format!("{} cannot be his own dummy", declarer.name()),
                span,
                "the dummy is the declarer's partner (in Pirate Bridge he may sit beside him)",
            );
            return None;
        }
        Some(Claim {
            declarer,
            dummy,
            strain: strain?,
            bound,
            tricks: tricks?,
            leader,
            lead_suit: lead_suit.or(lead_card.map(|c: Card| c.suit)),
            lead_card,
            text,
            span,
        })
    }
}
