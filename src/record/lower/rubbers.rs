//! The record from the top: its header lines, its rubbers and their players, its deals in order;
//! and the checks across deals (rubbers numbered in order, deal labels in sequence, the deal
//! passing to the left).

use pest::iterators::{Pair, Pairs};

use super::Lowerer;
use super::header::nullo_allowed;
use crate::cards::Seat;
use crate::record::ast::*;
use crate::record::parse::Rule;

/// What the reading of a record keeps from one part of it to the next (a record read whole
/// is one part; read a deal at a time, each deal or rubber is one): the header and rubbers
/// read so far, and what the checks across deals need of the deal before.
#[derive(Debug)]
pub(super) struct Top {
    /// The record without its deals (they are handed on as they are read).
    pub(super) record: Record,
    /// The deals read so far.
    pub(super) deals: usize,
    seen_players: Option<Span>,
    seen_nullo: Option<Span>,
    /// The header's players, kept aside once a `rubber` line names others.
    pub(super) header_players: Option<Vec<Player>>,
    /// The label of the deal before.
    previous_label: Option<String>,
    /// The dealer of the deal before (written, or worked out by the rotation), and its label.
    previous_dealer: Option<(Seat, String)>,
    /// Deals out of sequence and dealers the rotation contradicts, reported after every other
    /// error, as they are found over the whole record.
    pub(super) sequence_errors: Vec<crate::record::Diagnostic>,
    pub(super) dealer_errors: Vec<crate::record::Diagnostic>,
    /// Revoke claims naming a deal not yet dealt, reported last.
    pub(super) claim_errors: Vec<crate::record::Diagnostic>,
    /// The labels of the deals read so far.
    labels: Labels,
}

/// The labels of the deals read so far, in little memory for a record of many deals: numbers
/// written plainly (no leading zero) as runs (`1`–`800000` is one entry), others as written.
#[derive(Debug, Default)]
struct Labels {
    /// Each run of numbers, by its first: its last.
    runs: std::collections::BTreeMap<u64, u64>,
    others: std::collections::BTreeSet<String>,
}

impl Labels {
    fn number(label: &str) -> Option<u64> {
        let plain = label == "0" || !label.starts_with('0');
        plain
            .then(|| label.parse::<u64>().ok())
            .flatten()
            .filter(|_| label.bytes().all(|b| b.is_ascii_digit()))
    }

    fn insert(&mut self, label: &str) {
        let Some(n) = Labels::number(label) else {
            self.others.insert(label.to_string());
            return;
        };
        if self.contains(label) {
            return;
        }
        let mut start = n;
        if let Some((&s, &e)) = self.runs.range(..n).next_back()
            && e.checked_add(1) == Some(n)
        {
            start = s;
        }
        let mut end = n;
        if let Some(next) = n.checked_add(1)
            && let Some(e) = self.runs.remove(&next)
        {
            end = e;
        }
        self.runs.insert(start, end);
    }

    fn contains(&self, label: &str) -> bool {
        match Labels::number(label) {
            Some(n) => self
                .runs
                .range(..=n)
                .next_back()
                .is_some_and(|(_, &e)| e >= n),
            None => self.others.contains(label),
        }
    }
}

impl Top {
    pub(super) fn new() -> Top {
        Top {
            record: Record {
                code: None,
                code_span: None,
                players: Vec::new(),
                nullo_allowed: false,
                deals: Vec::new(),
                rubbers: Vec::new(),
            },
            deals: 0,
            seen_players: None,
            seen_nullo: None,
            header_players: None,
            previous_label: None,
            previous_dealer: None,
            sequence_errors: Vec::new(),
            dealer_errors: Vec::new(),
            claim_errors: Vec::new(),
            labels: Labels::default(),
        }
    }
}

impl<'s> Lowerer<'s> {
    /// The record read whole.
    pub(super) fn record(&mut self, pairs: Pairs<'s, Rule>) -> Record {
        let mut top = Top::new();
        let mut deals = Vec::new();
        self.record_part(pairs, &mut top, &mut |deal| deals.push(deal));
        self.finish(&mut top);
        top.record.deals = deals;
        top.record
    }

    /// One part of a record (the whole of it, or a deal or a rubber's heading): its header
    /// lines and rubbers go to `top`, and each deal, checked against the deal before, to
    /// `on_deal`.
    pub(super) fn record_part(
        &mut self,
        mut pairs: Pairs<'s, Rule>,
        top: &mut Top,
        on_deal: &mut dyn FnMut(DealRecord),
    ) {
        let Some(part) = pairs.next() else {
            return;
        };
        for pair in part.into_inner() {
            match pair.as_rule() {
                Rule::code_stmt => self.code_stmt(pair, &mut top.record),
                Rule::players_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = top.seen_players {
                        self.error_hint(
                            "a second `players:` line",
                            span,
                            format!("the players are named once, on line {}", first.line),
                        );
                    } else {
                        top.seen_players = Some(span);
                        self.players_stmt(pair);
                    }
                }
                Rule::nullo_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = top.seen_nullo {
                        self.error_hint(
                            "a second `nullo:` line",
                            span,
                            format!("the nullo is agreed once, on line {}", first.line),
                        );
                    } else {
                        top.seen_nullo = Some(span);
                        top.record.nullo_allowed = nullo_allowed(&pair);
                    }
                }
                Rule::implicit_deal => {
                    let span = self.span(&pair);
                    let deal = self.deal("1".to_string(), span, pair.into_inner());
                    self.deal_read(top, deal, None, on_deal);
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(pair);
                    self.deal_read(top, deal, Some(label_span), on_deal);
                }
                Rule::rubber_block => {
                    if top.record.rubbers.is_empty() {
                        top.header_players = Some(self.players.clone());
                    }
                    self.rubber_block(pair, top, on_deal);
                }
                _ => {}
            }
        }
    }

    /// The end of the record: its players, and the errors only the whole of it shows.
    pub(super) fn finish(&mut self, top: &mut Top) {
        top.record.players = match top.header_players.take() {
            Some(p) => p,
            None => std::mem::take(&mut self.players),
        };
        if top.record.code.is_none()
            && top.record.players.is_empty()
            && top.seen_nullo.is_none()
            && top.deals == 0
        {
            self.error_hint(
                "the record is empty",
                Span {
                    start: 0,
                    end: 0,
                    line: 1,
                    col: 1,
                },
                "a record starts with its header (`code: pirate-1916`), then `deal 1`, `dealer: N`, `hands: …`, `auction:` and `play:`",
            );
        }
        self.errors.append(&mut top.sequence_errors);
        self.errors.append(&mut top.dealer_errors);
        self.errors.append(&mut top.claim_errors);
    }

    /// A deal read: checked against the deal before, counted, and handed on.
    pub(super) fn deal_read(
        &mut self,
        top: &mut Top,
        mut deal: DealRecord,
        label_span: Option<Span>,
        on_deal: &mut dyn FnMut(DealRecord),
    ) {
        // The play's list was made with room for 52 plays (3.7 KB): a deal with far fewer, or
        // none (a deal passed out, a result written without the play), gives the room back,
        // so that a record held whole costs what its deals hold.
        if deal.play.len() * 2 < deal.play.capacity() {
            deal.play.shrink_to_fit();
        }
        let index = top.deals;
        // A new rubber begins here when the last `rubber` line was just before this deal.
        let new_rubber = top
            .record
            .rubbers
            .last()
            .is_some_and(|r| r.first_deal == index);
        if let Some(previous) = top.previous_label.take() {
            self.check_deal_sequence(top, &previous, &deal, label_span, new_rubber);
        }
        self.check_dealers(top, &deal, new_rubber);
        top.labels.insert(&deal.label);
        self.check_claimed_deals(top, &deal);
        top.previous_label = Some(deal.label.clone());
        top.deals += 1;
        on_deal(deal);
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
        top: &mut Top,
        on_deal: &mut dyn FnMut(DealRecord),
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
                    self.check_rubber_number(top, number, span);
                    top.record.rubbers.push(RubberStart {
                        number,
                        span,
                        first_deal: top.deals,
                        players: self.players.clone(),
                        players_written: false,
                    });
                }
                Rule::players_stmt => {
                    // A new table: those who cut in, in their seats.
                    // The earlier table's players are put with those gone out first, so that a
                    // name at the new table is checked against every name written before it.
                    for old in std::mem::take(&mut self.players) {
                        if !self.cut_out.contains(&old.name) {
                            self.cut_out.push(old.name);
                        }
                    }
                    self.players_stmt(p);
                    let at_table: Vec<String> = self
                        .players
                        .iter()
                        .map(|p| p.name.to_ascii_lowercase())
                        .collect();
                    self.cut_out
                        .retain(|n| !at_table.contains(&n.to_ascii_lowercase()));
                    if let Some(r) = top.record.rubbers.last_mut() {
                        r.players = self.players.clone();
                        r.players_written = true;
                    }
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(p);
                    self.deal_read(top, deal, Some(label_span), on_deal);
                }
                _ => {}
            }
        }
    }

    /// Rubbers are numbered in order over the evening: `rubber 1` may open it, and each
    /// `rubber` line after is one more than the rubber before.
    fn check_rubber_number(&mut self, top: &Top, number: u32, span: Span) {
        if number == 0 {
            return;
        }
        let expected = match top.record.rubbers.last() {
            Some(r) => r.number.saturating_add(1),
            None if top.deals == 0 => 1,
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
    fn check_deal_sequence(
        &mut self,
        top: &mut Top,
        previous: &str,
        this: &DealRecord,
        label_span: Option<Span>,
        new_rubber: bool,
    ) {
        let expected = next_label(previous);
        // A new rubber may number its deals afresh (from 1 or A, or from a board's number, as a
        // file of boards read from another program keeps each board's), or run on.
        if new_rubber {
            return;
        }
        if expected.as_deref() == Some(this.label.as_str())
            || expected
                .as_deref()
                .is_some_and(|e| e.eq_ignore_ascii_case(&this.label))
        {
            return;
        }
        let span = label_span.unwrap_or(this.span);
        let hint = match expected {
            Some(e) => format!("deals are written in order: after deal {previous} comes deal {e}"),
            None => "deals are numbered 1, 2, 3 … or lettered A, B, C …".to_string(),
        };
        top.sequence_errors.push(
            crate::record::Diagnostic::error(
                format!(
                    "deal {} is out of sequence after deal {previous}",
                    this.label
                ),
                span,
            )
            .with_hint(hint),
        );
    }

    /// A revoke claim that names its deal (`W claims revoke by E of deal 1`) names this deal or
    /// an earlier one: a claim is made at the table, so never about a deal not yet dealt.
    fn check_claimed_deals(&mut self, top: &mut Top, deal: &DealRecord) {
        for e in deal.auction.iter().chain(&deal.play) {
            if let Action::ClaimsRevoke { deal: Some(d), .. } = &e.action
                && !top.labels.contains(d)
            {
                top.claim_errors.push(crate::record::Diagnostic::error(
                    format!(
                        "the claim names deal {d}, which is not deal {} or one before it",
                        deal.label
                    ),
                    e.span,
                ).with_hint(
                    "a revoke claim is about the deal it is written under or an earlier one: `W claims revoke by E of deal 1`",
                ));
            }
        }
    }

    /// The deal passes to the left: a written dealer must be the left-hand neighbour of the
    /// deal before's dealer. A deal dealt out of turn breaks the chain (the laws say who deals
    /// next, and the engine applies them), so the check starts again after it.
    fn check_dealers(&mut self, top: &mut Top, deal: &DealRecord, new_rubber: bool) {
        // A new rubber begins with a new cut for the deal (Pirate law 5): its first dealer
        // is whoever cut lowest, not the left-hand neighbour of the last dealer.
        if new_rubber {
            top.previous_dealer = None;
        }
        let out_of_turn = deal.auction.iter().any(|e| {
            matches!(
                e.action,
                Action::DealIrregularity {
                    irregularity: DealIrregularity::DealsOutOfTurn
                }
            )
        });
        let expected = top.previous_dealer.as_ref().map(|(s, _)| s.left());
        if let (Some(written), Some(expected), Some((prev, label)), Some(span)) = (
            deal.dealer,
            expected,
            top.previous_dealer.as_ref(),
            deal.dealer_span,
        ) && written != expected
            && !out_of_turn
        {
            top.dealer_errors.push(crate::record::Diagnostic::error(
                format!("{} cannot deal deal {}: it is {}'s deal", written.name(), deal.label, expected.name()),
                span,
            ).with_hint(
                format!(
                    "deal {label} was dealt by {}, and the deal passes to the left, so {} deals deal {}; if {} dealt out of turn, write `{} deals out of turn`",
                    prev.name(),
                    expected.name(),
                    deal.label,
                    written.name(),
                    written
                ),
            ));
        }
        top.previous_dealer = if out_of_turn {
            deal.dealer.map(|s| (s, deal.label.clone()))
        } else {
            deal.dealer.or(expected).map(|s| (s, deal.label.clone()))
        };
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

#[cfg(test)]
mod tests {
    use super::Labels;

    /// The runs hold exactly the labels put in, as a plain set of the strings would.
    #[test]
    fn labels_hold_what_was_put_in_as_a_set_of_strings_would() {
        let put = [
            "3",
            "1",
            "2",
            "7",
            "5",
            "6",
            "4",
            "01",
            "A",
            "10",
            "0",
            "",
            "+9",
            "99999999999999999999",
            "12",
            "11",
        ];
        let mut labels = Labels::default();
        let mut plain = std::collections::HashSet::new();
        for (i, l) in put.iter().enumerate() {
            labels.insert(l);
            plain.insert(l.to_string());
            for probe in put.iter().chain(&["8", "9", "13", "1", "001", "a", "-1"]) {
                assert_eq!(
                    labels.contains(probe),
                    plain.contains(*probe),
                    "{probe} after {i}"
                );
            }
        }
        // One run for 0–7 and one for 10–12.
        assert_eq!(labels.runs.len(), 2);
    }
}
