//! The play: trick lines and their numbers, plays; and the check of the plays against the hands
//! (a card its player does not hold, a card played twice).

use pest::iterators::Pair;

use super::Lowerer;
use super::header::seat_word;
use crate::cards::{Card, Seat};
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    /// A line read by the grammar's `plain_trick`, which makes no pairs of its own: `3. E H5,
    /// S H2, W HA, N H3`, split here (the grammar has checked its form).
    pub(super) fn plain_trick(
        &mut self,
        text: &str,
        start: usize,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        // Single-byte separators: `. ` after the number, `, ` between the plays.
        let Some((number, plays)) = text.split_once('.') else {
            return;
        };
        let span = self.lines.span(self.source, start, start + number.len());
        let trick = self.check_trick_number(number, span, last_trick);
        let mut at = start + number.len() + 1;
        for piece in plays.split(',') {
            // Each piece is one space and a play.
            let play = piece.strip_prefix(' ').unwrap_or(piece);
            let from = at + piece.len() - play.len();
            let span = self.lines.span(self.source, from, from + play.len());
            if let Some(event) = plain_play(play, span, trick) {
                list.push(event);
            }
            at += piece.len() + 1;
        }
    }

    /// `3.` or `trick 3:`: 1 to 13, and never going back.
    pub(super) fn trick_number(
        &mut self,
        pair: Pair<'s, Rule>,
        last: &mut Option<(u8, Span)>,
    ) -> Option<u8> {
        let number = pair.into_inner().find(|p| p.as_rule() == Rule::number)?;
        let span = self.span(&number);
        self.check_trick_number(number.as_str(), span, last)
    }

    /// A trick number at `span`: 1 to 13, and not less than the last one written.
    pub(super) fn check_trick_number(
        &mut self,
        number: &str,
        span: Span,
        last: &mut Option<(u8, Span)>,
    ) -> Option<u8> {
        let n = self.trick_text(number, span)?;
        if let Some((prev, prev_span)) = *last
            && n < prev
        {
            self.error_hint(
                format!("trick {n} is written after trick {prev}"),
                span,
                format!(
                    "tricks are written in order; trick {prev} is on line {}",
                    prev_span.line
                ),
            );
        }
        *last = Some((n, span));
        Some(n)
    }

    /// A trick's number, 1 to 13.
    pub(super) fn trick(&mut self, number: &Pair<'s, Rule>) -> Option<u8> {
        let span = self.span(number);
        self.trick_text(number.as_str(), span)
    }

    /// A trick's number written `number` at `span`, 1 to 13.
    fn trick_text(&mut self, number: &str, span: Span) -> Option<u8> {
        match number.parse::<u8>() {
            Ok(n) if (1..=13).contains(&n) => Some(n),
            _ => {
                self.error_hint(
                    format!("there is no trick {number}"),
                    span,
                    "a deal has thirteen tricks, numbered 1 to 13",
                );
                None
            }
        }
    }

    /// Plays of cards a player does not hold (when his hand is given), and cards played twice.
    /// A card may be played again by the same player if an irregularity was written after its
    /// first play (a lead out of turn taken back, a revoke corrected): the engine rules on it.
    pub(super) fn check_plays(&mut self, deal: &DealRecord) {
        let mut played: [Option<(Seat, usize, Span)>; 52] = [None; 52];
        let mut last_irregularity: Option<usize> = None;
        // Cards found missing from a short hand and taken into it (Portland law 44).
        let mut found: Vec<(Seat, Card)> = Vec::new();
        let events = deal.auction.iter().chain(deal.play.iter());
        for (i, event) in events.enumerate() {
            let seat = event.seat;
            let card = match &event.action {
                Action::Play { card, .. } => *card,
                Action::Corrects { card: Some(card) } => {
                    last_irregularity = Some(i);
                    *card
                }
                Action::Exposes { cards } => {
                    last_irregularity = Some(i);
                    if let Some(hand) = deal.hands.hand(seat) {
                        for card in cards.iter().filter(|c| !hand.contains(**c)) {
                            self.error_hint(
                                format!("{} does not hold {card}", seat.name()),
                                event.span,
                                format!("{}'s hand is {}", seat.name(), hand.diagram()),
                            );
                        }
                    }
                    continue;
                }
                Action::FindsMissing { card } => {
                    last_irregularity = Some(i);
                    let holder = Seat::ALL
                        .into_iter()
                        .find(|s| deal.hands.hand(*s).is_some_and(|h| h.contains(*card)));
                    if let Some(holder) = holder {
                        self.error_hint(
                            format!("{card} is in {}'s hand, so it is not missing", holder.name()),
                            event.span,
                            "the card found is one the short hand lacks, not a card of another hand",
                        );
                    }
                    found.push((seat, *card));
                    continue;
                }
                Action::Call { .. } => continue,
                _ => {
                    last_irregularity = Some(i);
                    continue;
                }
            };
            if let Some(hand) = deal.hands.hand(seat)
                && !hand.contains(card)
                && !found.contains(&(seat, card))
            {
                self.error_hint(
                    format!("{} does not hold {card}", seat.name()),
                    event.span,
                    format!("{}'s hand is {}", seat.name(), hand.diagram()),
                );
                continue;
            }
            if let Some((by, at, first_span)) = played[card.index() as usize] {
                let taken_back = by == seat && last_irregularity.is_some_and(|j| j > at);
                if !taken_back {
                    let message = if by == seat {
                        format!("{} plays {card} twice", seat.name())
                    } else {
                        format!("{card} is played by {} and by {}", by.name(), seat.name())
                    };
                    self.error_hint(
                        message,
                        event.span,
                        format!(
                            "it was first played on line {}; if that play was taken back, write what happened between (`W draws attention`, `S corrects`)",
                            first_span.line
                        ),
                    );
                    continue;
                }
            }
            played[card.index() as usize] = Some((seat, i, event.span));
        }
    }
}

/// A play read by the grammar's `plain_play` (`E H5`, `S D10`: a compass letter, a space, a
/// card in capitals), which makes no pairs of its own: split here. `None` for any other event.
pub(super) fn plain_play(text: &str, span: Span, trick: Option<u8>) -> Option<Event> {
    let (seat, card) = text.split_once(' ')?;
    let seat = match seat {
        "N" | "E" | "S" | "W" => seat_word(seat)?,
        _ => return None,
    };
    Some(Event {
        seat,
        action: Action::Play {
            card: Card::parse(card)?,
            trick,
            to_next_trick: false,
        },
        span,
    })
}
