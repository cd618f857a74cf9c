//! The record from the top: its header lines, its rubbers and their players, its deals in order;
//! and the checks across deals (rubbers numbered in order, deal labels in sequence, the deal
//! passing to the left).

use pest::iterators::{Pair, Pairs};

use super::Lowerer;
use super::header::nullo_allowed;
use crate::cards::Seat;
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    pub(super) fn record(&mut self, mut pairs: Pairs<'s, Rule>) -> Record {
        let mut record = Record {
            code: None,
            code_span: None,
            players: Vec::new(),
            nullo_allowed: false,
            deals: Vec::new(),
            rubbers: Vec::new(),
        };
        let Some(top) = pairs.next() else {
            return record;
        };
        let mut seen_players: Option<Span> = None;
        let mut seen_nullo: Option<Span> = None;
        let mut deal_spans: Vec<Option<Span>> = Vec::new();
        // The header's players, kept aside once a `rubber` line names others.
        let mut header_players: Option<Vec<Player>> = None;
        for pair in top.into_inner() {
            match pair.as_rule() {
                Rule::code_stmt => self.code_stmt(pair, &mut record),
                Rule::players_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = seen_players {
                        self.error_hint(
                            "a second `players:` line",
                            span,
                            format!("the players are named once, on line {}", first.line),
                        );
                    } else {
                        seen_players = Some(span);
                        self.players_stmt(pair);
                    }
                }
                Rule::nullo_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = seen_nullo {
                        self.error_hint(
                            "a second `nullo:` line",
                            span,
                            format!("the nullo is agreed once, on line {}", first.line),
                        );
                    } else {
                        seen_nullo = Some(span);
                        record.nullo_allowed = nullo_allowed(&pair);
                    }
                }
                Rule::implicit_deal => {
                    let span = self.span(&pair);
                    let deal = self.deal("1".to_string(), span, pair.into_inner());
                    deal_spans.push(None);
                    record.deals.push(deal);
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(pair);
                    deal_spans.push(Some(label_span));
                    record.deals.push(deal);
                }
                Rule::rubber_block => {
                    if record.rubbers.is_empty() {
                        header_players = Some(self.players.clone());
                    }
                    self.rubber_block(pair, &mut record, &mut deal_spans);
                }
                _ => {}
            }
        }
        record.players = match header_players {
            Some(p) => p,
            None => std::mem::take(&mut self.players),
        };
        if record.code.is_none()
            && record.players.is_empty()
            && seen_nullo.is_none()
            && record.deals.is_empty()
        {
            self.error_hint(
                "the record is empty",
                self.lines.span(self.source, 0, 0),
                "a record starts with its header (`code: pirate-1916`), then `deal 1`, `dealer: N`, `hands: …`, `auction:` and `play:`",
            );
        }
        self.check_deal_sequence(&record, &deal_spans);
        self.check_dealers(&record);
        self.check_claimed_deals(&record);
        record
    }

    /// `deal 3` and its statements; the deal, and the span of its label.
    fn deal_block(&mut self, pair: Pair<'s, Rule>) -> (DealRecord, Span) {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let mut label = String::from("?");
        let mut label_span = span;
        if let Some(heading) = inner.next() {
            for p in heading.into_inner() {
                if p.as_rule() == Rule::deal_label {
                    label = p.as_str().to_string();
                    label_span = self.span(&p);
                }
            }
        }
        (self.deal(label, span, inner), label_span)
    }

    /// `rubber 2`, its players (Pirate laws 1–4: those who cut in, in their seats) and its
    /// deals. Names in its deals resolve against its players.
    fn rubber_block(
        &mut self,
        pair: Pair<'s, Rule>,
        record: &mut Record,
        deal_spans: &mut Vec<Option<Span>>,
    ) {
        let mut number = 0u32;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::rubber_heading => {
                    let span = self.span(&p);
                    if let Some(label) = p.into_inner().find(|q| q.as_rule() == Rule::rubber_label)
                    {
                        let label_span = self.span(&label);
                        match label.as_str().parse::<u32>() {
                            Ok(n) if n > 0 => number = n,
                            _ => self.error_hint(
                                format!("`rubber {}` is not a rubber's number", label.as_str()),
                                label_span,
                                "rubbers are counted 1, 2, 3 … over the evening",
                            ),
                        }
                    }
                    self.check_rubber_number(record, number, span);
                    record.rubbers.push(RubberStart {
                        number,
                        span,
                        first_deal: record.deals.len(),
                        players: self.players.clone(),
                        players_written: false,
                    });
                }
                Rule::players_stmt => {
                    // A new table: those who cut in, in their seats.
                    let before = std::mem::take(&mut self.players);
                    self.players_stmt(p);
                    for old in before {
                        if !self.cut_out.contains(&old.name) {
                            self.cut_out.push(old.name);
                        }
                    }
                    let at_table: Vec<String> = self
                        .players
                        .iter()
                        .map(|p| p.name.to_ascii_lowercase())
                        .collect();
                    self.cut_out
                        .retain(|n| !at_table.contains(&n.to_ascii_lowercase()));
                    if let Some(r) = record.rubbers.last_mut() {
                        r.players = self.players.clone();
                        r.players_written = true;
                    }
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(p);
                    deal_spans.push(Some(label_span));
                    record.deals.push(deal);
                }
                _ => {}
            }
        }
    }

    /// Rubbers are numbered in order over the evening: `rubber 1` may open it, and each
    /// `rubber` line after is one more than the rubber before.
    fn check_rubber_number(&mut self, record: &Record, number: u32, span: Span) {
        if number == 0 {
            return;
        }
        let expected = match record.rubbers.last() {
            Some(r) => r.number.saturating_add(1),
            None if record.deals.is_empty() => 1,
            None => 2,
        };
        // Deals before the first `rubber` line make rubber 1; `rubber 1` after them is a slip
        // worth pointing out, as is any skipped or repeated number.
        if number != expected {
            let hint = if expected == 1 {
                "the first rubber of the evening is `rubber 1`".to_string()
            } else {
                format!("after rubber {} comes rubber {expected}", expected - 1)
            };
            self.error_hint(format!("rubber {number} is out of sequence"), span, hint);
        }
    }

    /// Deal numbers go up by one (`deal 1`, `deal 2`) and letters by one letter (`deal A`, `deal B`).
    fn check_deal_sequence(&mut self, record: &Record, spans: &[Option<Span>]) {
        for (i, pair) in record.deals.windows(2).enumerate() {
            let (prev, this) = (&pair[0], &pair[1]);
            let expected = next_label(&prev.label);
            // A new rubber may number its deals afresh, from 1 (or A), or run on.
            let new_rubber = record.rubbers.iter().any(|r| r.first_deal == i + 1);
            if new_rubber && (this.label == "1" || this.label.eq_ignore_ascii_case("A")) {
                continue;
            }
            if expected.as_deref() == Some(this.label.as_str())
                || expected
                    .as_deref()
                    .is_some_and(|e| e.eq_ignore_ascii_case(&this.label))
            {
                continue;
            }
            let span = spans.get(i + 1).copied().flatten().unwrap_or(this.span);
            let hint = match expected {
                Some(e) => format!(
                    "deals are written in order: after deal {} comes deal {e}",
                    prev.label
                ),
                None => "deals are numbered 1, 2, 3 … or lettered A, B, C …".to_string(),
            };
            self.error_hint(
                format!(
                    "deal {} is out of sequence after deal {}",
                    this.label, prev.label
                ),
                span,
                hint,
            );
        }
    }

    /// A revoke claim that names its deal (`W claims revoke by E of deal 1`) names this deal or
    /// an earlier one: a claim is made at the table, so never about a deal not yet dealt.
    fn check_claimed_deals(&mut self, record: &Record) {
        for (i, deal) in record.deals.iter().enumerate() {
            for e in deal.auction.iter().chain(&deal.play) {
                if let Action::ClaimsRevoke { deal: Some(d), .. } = &e.action
                    && !record.deals[..=i].iter().any(|x| x.label == *d)
                {
                    self.error_hint(
                        format!(
                            "the claim names deal {d}, which is not deal {} or one before it",
                            deal.label
                        ),
                        e.span,
                        "a revoke claim is about the deal it is written under or an earlier one: `W claims revoke by E of deal 1`",
                    );
                }
            }
        }
    }

    /// The deal passes to the left: a written dealer must be the left-hand neighbour of the
    /// deal before's dealer. A deal dealt out of turn breaks the chain (the laws say who deals
    /// next, and the engine applies them), so the check starts again after it.
    fn check_dealers(&mut self, record: &Record) {
        let mut previous: Option<(Seat, &str)> = None;
        for (i, deal) in record.deals.iter().enumerate() {
            // A new rubber begins with a new cut for the deal (Pirate law 5): its first dealer
            // is whoever cut lowest, not the left-hand neighbour of the last dealer.
            if record.rubbers.iter().any(|r| r.first_deal == i) {
                previous = None;
            }
            let out_of_turn = deal.auction.iter().any(|e| {
                matches!(
                    e.action,
                    Action::DealIrregularity {
                        irregularity: DealIrregularity::DealsOutOfTurn
                    }
                )
            });
            let expected = previous.map(|(s, _)| s.left());
            if let (Some(written), Some(expected), Some((prev, label)), Some(span)) =
                (deal.dealer, expected, previous, deal.dealer_span)
                && written != expected
                && !out_of_turn
            {
                self.error_hint(
                    format!("{} cannot deal deal {}: it is {}'s deal", written.name(), deal.label, expected.name()),
                    span,
                    format!(
                        "deal {label} was dealt by {}, and the deal passes to the left, so {} deals deal {}; if {} dealt out of turn, write `{} deals out of turn`",
                        prev.name(),
                        expected.name(),
                        deal.label,
                        written.name(),
                        written
                    ),
                );
            }
            previous = if out_of_turn {
                deal.dealer.map(|s| (s, deal.label.as_str()))
            } else {
                deal.dealer.or(expected).map(|s| (s, deal.label.as_str()))
            };
        }
    }
}

/// The label that follows `label`: the next number, or the next letter.
pub(super) fn next_label(label: &str) -> Option<String> {
    if let Ok(n) = label.parse::<u32>() {
        return n.checked_add(1).map(|n| n.to_string());
    }
    let mut chars = label.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() && !c.eq_ignore_ascii_case(&'z') => {
            Some(((c as u8) + 1) as char).map(|c| c.to_string())
        }
        _ => None,
    }
}
