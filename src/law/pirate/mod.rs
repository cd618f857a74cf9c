//! The Laws of Pirate Bridge (1916, and as revised in 1917): a record replayed and ruled on.
//!
//! One module per section of the code: `cutting_and_dealing` (laws 5–14),
//! `declarations` (15–23), `doubling` (24–27), `the_play` (28–31), [`errors_in_play`]
//! (32–42), `exposed_cards` (43–51), [`revoke`] (52–60), `dummy` (61–67). Scoring (68–80)
//! is `crate::score`. Where the two editions differ the code says so, law by law.

pub(crate) mod auction;
mod closed_bidding;
pub(crate) mod common;
pub(crate) mod cutting_and_dealing;
pub(crate) mod declarations;
pub(crate) mod doubling;
pub(crate) mod dummy;
pub mod errors_in_play;
pub(crate) mod exposed_cards;
mod penalties_complied;
mod question;
pub mod report;
pub mod revoke;
pub(crate) mod scoring;
pub(crate) mod table;
pub(crate) mod the_play;

use crate::cards::Seat;
use crate::law::Ruling;
use crate::law::pirate::common::law;
use crate::lawbook::Citation;
use crate::record::{Action, Code, DealRecord, Event, Record};
use report::{DealReport, PirateReport, TrickCount, TrickSource};

pub(crate) use declarations::AuctionEnd;
pub use declarations::VoidBid;
pub use report::render_text;

/// Replays every deal of a Pirate record under `code` and rules on it.
pub fn rule(record: &Record, code: Code) -> PirateReport {
    let mut deals = Vec::with_capacity(record.deals.len());
    let mut ruler = Ruler::new(code, record.nullo_allowed);
    let rubbers = record.written_rubbers();
    for (i, deal) in record.deals.iter().enumerate() {
        let place = Place {
            previous: i.checked_sub(1).map(|j| record.deals[j].label.as_str()),
            has_next: i + 1 < record.deals.len(),
            rubber: (rubbers.len() > 1)
                .then(|| {
                    rubbers
                        .iter()
                        .find(|r| r.deals.contains(&i))
                        .map(|r| r.number)
                })
                .flatten(),
            new_rubber: rubbers.iter().any(|r| r.deals.start == i && r.number > 1),
        };
        deals.push(ruler.rule_deal(deal, &place));
    }
    revoke::mark_late_claims(record, &mut deals);
    PirateReport { code, deals }
}

/// Where a deal stands in its record, as its ruling needs it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Place<'a> {
    /// The label of the deal before (a revoke claimed in this deal's auction naming no deal is
    /// about it).
    pub previous: Option<&'a str>,
    /// A later deal is written: this hand was over (laws 52, 53).
    pub has_next: bool,
    /// The rubber the deal is in, when the record writes more than one.
    pub rubber: Option<u32>,
    /// A `rubber` line (after the first rubber) begins with this deal.
    pub new_rubber: bool,
}

/// The deals of a Pirate record ruled in order, one at a time, keeping only what the next
/// needs (the deal passing to the left): [`rule`] for a record read whole, and a record read
/// a deal at a time. A revoke claimed in a later deal about an earlier one is marked on the
/// earlier by [`revoke::mark_late_claim`].
#[derive(Clone, Debug)]
pub(crate) struct Ruler {
    code: Code,
    nullo_allowed: bool,
    /// The dealer the next deal has unless it says (none before the first deal).
    dealer: Option<Seat>,
    /// The deal before was void by an irregularity of the deal: its dealer deals again (law 10).
    deals_again: bool,
    /// The deal before was dealt out of turn and stood: this one passes to the left of its
    /// dealer (law 11), and the report says so even where the record writes the dealer.
    after_out_of_turn: bool,
}

impl Ruler {
    pub(crate) fn new(code: Code, nullo_allowed: bool) -> Ruler {
        Ruler {
            code,
            nullo_allowed,
            dealer: None,
            deals_again: false,
            after_out_of_turn: false,
        }
    }

    /// Rules on the next deal of the record.
    pub(crate) fn rule_deal(&mut self, deal: &DealRecord, place: &Place) -> DealReport {
        let first = self.dealer.is_none();
        let this_dealer = deal.dealer.or(self.dealer).unwrap_or(Seat::N);
        let mut report = rule_deal(
            self.code,
            self.nullo_allowed,
            deal,
            this_dealer,
            first,
            place,
        );
        crate::law::settle::fill(deal, &mut report.rulings);
        report.rubber = place.rubber;
        // A new rubber begins with a new cut for the deal (law 5): the record should say who dealt.
        if !first && deal.dealer.is_none() && place.new_rubber {
            report.missing.push(format!(
                "a new rubber begins with a new cut for the deal (law 5); no dealer is written, so {this_dealer}, to the left of the last dealer, is assumed"
            ));
        } else if !first && (deal.dealer.is_none() || self.after_out_of_turn) {
            let by = if self.deals_again {
                10
            } else if self.after_out_of_turn {
                11
            } else {
                7
            };
            report.dealer_by = Some(law(self.code, by));
        }
        self.deals_again = report.annulled.is_some();
        self.after_out_of_turn = !self.deals_again
            && (cutting_and_dealing::dealt_out_of_turn(&deal.auction)
                || cutting_and_dealing::dealt_out_of_turn(&deal.play));
        // Law 7 and law 18: the deal passes to the left, a void deal too; but a deal voided by
        // an irregularity of the deal is not lost (law 10): the same dealer deals again.
        self.dealer = Some(if report.annulled.is_some() {
            this_dealer
        } else {
            this_dealer.left()
        });
        report
    }
}

fn rule_deal(
    code: Code,
    nullo_allowed: bool,
    deal: &DealRecord,
    dealer: Seat,
    first: bool,
    place: &Place,
) -> DealReport {
    let mut rulings = Vec::new();
    let mut missing = Vec::new();
    // A record from an ending writes neither the deal's dealer nor its auction: they are not
    // missing (the note on endings says once what such a record can be ruled on).
    let ending = deal.hands.is_ending();
    if !ending && deal.dealer.is_none() && first {
        missing.push("the dealer is not given: North is assumed".to_string());
    }
    let has_next = place.has_next;
    // A revoke claimed here about an earlier deal: after the cut for this one (law 59).
    let (split, late) = crate::law::late_claims::split(deal, place.previous);
    let deal: &DealRecord = &split;
    for claim in &late {
        rulings.push(revoke::claimed_too_late(code, claim, &deal.label));
    }
    // Irregularities of the deal itself may be written anywhere, in the auction or the play;
    // they are ruled first, together.
    let is_deal_event = |e: &&Event| matches!(e.action, Action::DealIrregularity { .. });
    let deal_events: Vec<&Event> = deal
        .auction
        .iter()
        .chain(deal.play.iter())
        .filter(is_deal_event)
        .collect();
    let (deal_rulings, annulled) = cutting_and_dealing::rule_deal_events(code, &deal_events);
    rulings.extend(deal_rulings);
    if let Some(void) = annulled {
        if let Some(r) = rulings.iter_mut().rev().find(|r| r.applied().is_some()) {
            r.finding(
                format!("no matter what irregularities occur, the deal is not lost: {dealer} deals again; the bidding and play written for this deal are not ruled, and nothing of it is scored"),
                &[law(code, 10)],
            );
        }
        return DealReport {
            label: deal.label.clone(),
            rubber: None,
            dealer_by: None,
            dealer,
            contract: None,
            bidding: Vec::new(),
            declarer_by: None,
            doubled_by: Vec::new(),
            void_deal: false,
            annulled: Some(void),
            opening_leader: None,
            void_bids: Vec::new(),
            tricks: None,
            book_by: None,
            laws: laws_of(&rulings),
            rulings,
            missing,
            hands: deal.hands,
            accepted: Vec::new(),
            play: None,
        };
    }
    let auction_events: Vec<Event> = deal
        .auction
        .iter()
        .filter(|e| !is_deal_event(e))
        .cloned()
        .collect();
    let play_events: Vec<Event> = deal
        .play
        .iter()
        .filter(|e| !is_deal_event(e))
        .cloned()
        .collect();
    // One stream of events, read by the state of the game: the auction's until the bidding
    // closes, the play's after (an event written above `play:` but after the three closing
    // passes is an event of the play). Calls written under `play:` while the bidding is still
    // open continue the auction.
    let continues = play_events
        .iter()
        .any(|e| matches!(e.action, Action::Call { .. }));
    let mut stream = auction_events.clone();
    let mut auction = declarations::replay(code, nullo_allowed, dealer, &stream);
    if continues && matches!(auction.end, AuctionEnd::Unfinished { .. }) {
        stream.extend(play_events.iter().cloned());
        auction = declarations::replay(code, nullo_allowed, dealer, &stream);
    } else {
        let from = stream.len();
        stream.extend(play_events.iter().cloned());
        auction.after_close.extend(from..stream.len());
    }
    let play_events: Vec<Event> = auction
        .after_close
        .iter()
        .map(|&i| stream[i].clone())
        .collect();
    rulings.extend(auction.rulings.iter().cloned());
    let (contract, void_deal) = match &auction.end {
        AuctionEnd::Closed { contract } => (Some(*contract), false),
        AuctionEnd::VoidDeal => (None, true),
        AuctionEnd::Unfinished { next_to_call } => {
            if !auction_events.is_empty() || (deal.play.is_empty() && !ending) {
                missing.push(format!(
                    "the auction is not finished: {next_to_call} is next to call"
                ));
            }
            (None, false)
        }
    };
    if void_deal {
        rulings.push(the_play::void_deal_ruling(code, dealer));
    }
    rulings.extend(exposed_cards::rule_auction_exposures(
        code,
        &auction.exposed,
        contract.as_ref(),
        matches!(auction.end, AuctionEnd::Unfinished { .. }),
    ));
    let mut opening_leader = None;
    let mut tricks = None;
    let mut played = None;
    if let Some(c) = contract {
        opening_leader = Some(table::opening_leader(&c));
        // A later deal, or a result, proves this hand was over (laws 52, 53).
        let hand_over = has_next || deal.result.is_some();
        let play = the_play::replay(code, &c, &deal.hands, &play_events, hand_over, has_next);
        rulings.extend(play.rulings);
        played = Some(play.state);
        if play.complete {
            tricks = Some(TrickCount {
                declaring_side: play.declaring_tricks,
                adversaries: 13 - play.declaring_tricks,
                source: TrickSource::Play,
            });
        } else if !deal.play.is_empty() && deal.result.is_none() {
            // A `result:` line gives the tricks: the rest of the play is not needed to score.
            missing.push(format!(
                "the play stops after {} complete trick{}",
                play.tricks_played,
                if play.tricks_played == 1 { "" } else { "s" }
            ));
        }
        if let Some(result) = &deal.result {
            let declaring = match result.side {
                Some((a, b))
                    if !c.declaring_side().contains(a) && !c.declaring_side().contains(b) =>
                {
                    13u8.saturating_sub(result.tricks)
                }
                _ => result.tricks,
            };
            match tricks {
                Some(t) if t.declaring_side != declaring => {
                    rulings.push(the_play::result_disagrees(
                        code,
                        &c,
                        declaring,
                        t.declaring_side,
                    ));
                }
                Some(_) => {}
                None => {
                    tricks = Some(TrickCount {
                        declaring_side: declaring.min(13),
                        adversaries: 13 - declaring.min(13),
                        source: TrickSource::Result,
                    })
                }
            }
        }
        if tricks.is_none() {
            missing.push(
                "the tricks won are not known: write the play, or a `result:` line".to_string(),
            );
        }
        if !deal.hands.is_complete() && deal.play.is_empty() {
            missing.push("the hands are not given: revokes cannot be checked".to_string());
        }
    } else if !deal.play.is_empty() && !void_deal {
        missing.push("the play cannot be ruled on before the bidding is closed".to_string());
    }
    for r in &rulings {
        if let crate::law::Outcome::Conditional {
            turns_on,
            to_record,
            ..
        } = r.outcome()
        {
            missing.push(format!("{turns_on} ({}): give {to_record}", r.summary()));
        }
    }
    let laws = laws_of(&rulings);
    DealReport {
        label: deal.label.clone(),
        rubber: None,
        dealer_by: None,
        dealer,
        bidding: auction.steps.clone(),
        declarer_by: contract.map(|_| declarations::declarer_by(code)),
        doubled_by: contract
            .map(|c| doubling::doubled_by(code, &c))
            .unwrap_or_default(),
        contract,
        void_deal,
        annulled: None,
        opening_leader,
        void_bids: auction.void_bids,
        book_by: contract
            .filter(|c| tricks.is_some() && c.strain != crate::cards::Strain::Nullo)
            .map(|_| law(code, 15)),
        tricks,
        rulings,
        laws,
        missing,
        hands: deal.hands,
        accepted: auction.accepted,
        play: played,
    }
}

/// Every law cited in `rulings`, in order of first citation.
fn laws_of(rulings: &[Ruling]) -> Vec<Citation> {
    let mut laws: Vec<Citation> = Vec::new();
    for r in rulings {
        for c in r.citations() {
            if !laws.contains(c) {
                laws.push(c.clone());
            }
        }
    }
    laws
}
