//! Checking a record's `claim:` lines double dummy.
//!
//! A claim says what a declaring side takes with best play by all four: "makes N" exactly N,
//! "at least" and "at most" as they say. At the nullo the count is the tricks the declaring
//! side is forced to take. Assumptions where a claim is silent:
//! - no dummy named: the declarer's partner is taken to sit opposite him (the seating of the
//!   Portland laws and the commonest in Pirate); the verdict says so;
//! - no leader named: the opening leader is fixed by Pirate law 29 (the player on declarer's
//!   left, or the next if that seat is dummy);
//! - a suit led but no card: the leader chooses the best card of that suit for his side.

use serde::Serialize;

use super::position::{Position, PositionError};
use super::solve::Solver;
use super::table::opening_leader;
use crate::cards::{Card, Deal, Partnership, Seat, Strain};
use crate::lawbook::Citation;
use crate::record::{Claim, ClaimBound, Code};

/// Whether the claim stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum Verdict {
    Confirmed,
    Refuted,
    /// The claim cannot be checked: a hand is missing, the lead named is not in the leader's
    /// hand or is not of the suit named, or the declarer is named as his own dummy.
    Unverifiable {
        reason: String,
    },
}

/// A card played, and by whom, as the JSON writes a line of play.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub(super) struct Play {
    pub seat: Seat,
    pub card: Card,
}

fn plays<S: serde::Serializer>(line: &[(Seat, Card)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(line.iter().map(|&(seat, card)| Play { seat, card }))
}

/// The verdict on one claim, with the facts that decide it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ClaimVerdict {
    pub text: String,
    pub verdict: Verdict,
    pub declarer: Seat,
    pub dummy: Option<Seat>,
    pub strain: Strain,
    pub leader: Option<Seat>,
    /// The declaring side's tricks with best play under the claim's conditions.
    pub tricks: Option<u8>,
    /// One line of best play that shows the count, each card with its player.
    #[serde(serialize_with = "plays")]
    #[schemars(with = "Vec<Play>")]
    pub line: Vec<(Seat, Card)>,
    /// What the claim left unsaid and was assumed.
    pub assumptions: Vec<String>,
    /// The laws relied on (the opening leader).
    pub laws: Vec<Citation>,
}

fn unverifiable(claim: &Claim, reason: String, assumptions: Vec<String>) -> ClaimVerdict {
    ClaimVerdict {
        text: claim.text.clone(),
        verdict: Verdict::Unverifiable { reason },
        declarer: claim.declarer,
        dummy: claim.dummy,
        strain: claim.strain,
        leader: claim.leader,
        tricks: None,
        line: Vec::new(),
        assumptions,
        laws: Vec::new(),
    }
}

/// Checks one claim against a deal of a record under `code`: the opening lead is cited from
/// that edition of the Pirate laws (law 29 reads alike in both; a Portland record, whose laws
/// know no dummy beside the declarer, cites the 1917 edition's).
pub fn verify_claim_under(
    deal: &Deal,
    claim: &Claim,
    code: Code,
    solver: &mut Solver,
) -> ClaimVerdict {
    let edition = if code == Code::Pirate1916 {
        Code::Pirate1916
    } else {
        Code::Pirate1917
    };
    let mut assumptions = Vec::new();
    let mut laws = Vec::new();
    let dummy = match claim.dummy {
        Some(d) => d,
        None => {
            assumptions.push(format!(
                "no dummy named: {} taken to be the declarer's partner, opposite him",
                claim.declarer.opposite().name()
            ));
            claim.declarer.opposite()
        }
    };
    let Some(declarers) = Partnership::new(claim.declarer, dummy) else {
        return unverifiable(
            claim,
            "the declarer cannot be his own dummy".to_string(),
            assumptions,
        );
    };
    if claim.tricks > 13 {
        return unverifiable(
            claim,
            format!("{} tricks is more than a deal has", claim.tricks),
            assumptions,
        );
    }
    let leader = match claim.leader {
        Some(l) => l,
        None => {
            // Where the leader is not named, law 29 names him.
            laws.push(Citation::new(edition, 29));
            opening_leader(claim.declarer, dummy)
        }
    };
    let start = match Position::from_deal(deal, claim.strain, declarers, leader) {
        Ok(p) => p,
        Err(e) => return unverifiable(claim, e.to_string(), assumptions),
    };
    let mut solved = match opening(&start, claim, solver) {
        Ok(s) => s,
        Err(reason) => return unverifiable(claim, reason, assumptions),
    };
    let holds = match claim.bound {
        ClaimBound::Exactly => solved.tricks == claim.tricks,
        ClaimBound::AtLeast => solved.tricks >= claim.tricks,
        ClaimBound::AtMost => solved.tricks <= claim.tricks,
    };
    let mut line = Vec::new();
    if let Some(card) = solved.lead {
        line.push((leader, card));
    }
    line.append(&mut solved.line);
    ClaimVerdict {
        text: claim.text.clone(),
        verdict: if holds {
            Verdict::Confirmed
        } else {
            Verdict::Refuted
        },
        declarer: claim.declarer,
        dummy: Some(dummy),
        strain: claim.strain,
        leader: Some(leader),
        tricks: Some(solved.tricks),
        line,
        assumptions,
        laws,
    }
}

struct Solved {
    tricks: u8,
    /// The opening card, when the claim constrains the lead.
    lead: Option<Card>,
    line: Vec<(Seat, Card)>,
}

/// The value of the opening position under the claim's constraint on the lead.
fn opening(start: &Position, claim: &Claim, solver: &mut Solver) -> Result<Solved, String> {
    let leader = start.leader();
    let hand = start.hand(leader);
    let candidates: Vec<Card> = match (claim.lead_card, claim.lead_suit) {
        (Some(card), suit) => {
            if !hand.contains(card) {
                return Err(format!("{} does not hold {card}", leader.name()));
            }
            if suit.is_some_and(|s| s != card.suit) {
                return Err(format!("{card} is not of the suit named"));
            }
            vec![card]
        }
        (None, Some(suit)) => {
            let cards: Vec<Card> = hand.suit(suit).cards().collect();
            if cards.is_empty() {
                return Err(format!("{} holds no {}", leader.name(), suit.name()));
            }
            cards
        }
        (None, None) => {
            let tricks = solver.tricks(start);
            let line = solver.line(start);
            return Ok(Solved {
                tricks,
                lead: None,
                line,
            });
        }
    };
    // The leader picks the best of the cards allowed him for his own side's aim: the
    // declarers' side wants its count high except at the nullo, the adversaries the reverse.
    let declaring = start.declarers().contains(leader);
    let wants_high = declaring != (start.strain() == Strain::Nullo);
    let values: Vec<(Card, u8)> = solver
        .card_values(start)
        .into_iter()
        .filter(|(c, _)| candidates.contains(c))
        .collect();
    let best = if wants_high {
        values.iter().max_by_key(|(_, v)| *v)
    } else {
        values.iter().min_by_key(|(_, v)| *v)
    };
    let Some(&(card, tricks)) = best else {
        return Err("no lawful opening card".to_string());
    };
    let next = start
        .after(card)
        .ok_or_else(|| format!("{card} cannot be led"))?;
    let line = solver.line(&next);
    Ok(Solved {
        tricks,
        lead: Some(card),
        line,
    })
}

impl From<PositionError> for Verdict {
    fn from(e: PositionError) -> Verdict {
        Verdict::Unverifiable {
            reason: e.to_string(),
        }
    }
}

/// A line of play, four cards to a trick: `1. W ♠K  N ♠2  E ♠3  S ♠A`.
pub(crate) fn render_line(line: &[(Seat, Card)], first_trick: usize) -> String {
    line.chunks(4)
        .enumerate()
        .map(|(i, trick)| {
            let plays: Vec<String> = trick.iter().map(|(s, c)| format!("{s} {c}")).collect();
            format!("    {:>2}. {}\n", first_trick + i, plays.join("  "))
        })
        .collect()
}

/// A verdict as `foster verify` prints it: the claim, the verdict with the count found and
/// the leader used, the assumptions made, and a line of best play.
pub fn render_verdict(v: &ClaimVerdict) -> String {
    let mut out = String::new();
    let word = match &v.verdict {
        Verdict::Confirmed => "confirmed".to_string(),
        Verdict::Refuted => "REFUTED".to_string(),
        Verdict::Unverifiable { reason } => format!("cannot be checked: {reason}"),
    };
    out.push_str(&format!("  claim: {}\n    {word}", v.text));
    if let (Some(tricks), Some(dummy), Some(leader)) = (v.tricks, v.dummy, v.leader) {
        out.push_str(&format!(
            ": {} with {} as dummy takes {tricks} in {}, {} leading",
            v.declarer,
            dummy,
            v.strain.name(),
            leader
        ));
        if !v.laws.is_empty() {
            let laws: Vec<String> = v.laws.iter().map(|c| c.to_string()).collect();
            out.push_str(&format!(" ({})", laws.join(", ")));
        }
    }
    out.push('\n');
    for a in &v.assumptions {
        out.push_str(&format!("    assumed: {a}\n"));
    }
    if !v.line.is_empty() {
        out.push_str("    a line of best play:\n");
        out.push_str(&render_line(&v.line, 1));
    }
    out
}

/// The verdicts on one deal's claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DealClaims {
    /// The deal's label.
    pub deal: String,
    pub verdicts: Vec<ClaimVerdict>,
}

/// Every claim of a record checked, deal by deal (the deals with claims only).
pub fn record_verdicts(record: &crate::record::Record, solver: &mut Solver) -> Vec<DealClaims> {
    let code = record.code.unwrap_or(Code::Pirate1917);
    record
        .deals
        .iter()
        .filter(|d| !d.claims.is_empty())
        .map(|deal| DealClaims {
            deal: deal.label.clone(),
            verdicts: deal
                .claims
                .iter()
                .map(|claim| verify_claim_under(&deal.hands, claim, code, solver))
                .collect(),
        })
        .collect()
}

/// Verdicts as `foster verify` prints them: `deal LABEL` and its verdicts, for each deal with
/// claims; `None` when there is none.
pub fn render_verdicts(deals: &[DealClaims]) -> Option<String> {
    let mut out = String::new();
    for d in deals {
        out.push_str(&format!("deal {}\n", d.deal));
        for v in &d.verdicts {
            out.push_str(&render_verdict(v));
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Every claim of a record checked, as `foster verify` prints it: `deal LABEL` and its
/// verdicts, for each deal with claims; `None` when the record states no claim.
pub fn verify_record(record: &crate::record::Record, solver: &mut Solver) -> Option<String> {
    render_verdicts(&record_verdicts(record, solver))
}

/// [`record_verdicts`] for many records, spread over the threads the solver's configuration
/// allows (each with its share of the table's bytes); the results in the records' order.
#[cfg(feature = "book")]
pub(crate) fn records_verdicts(
    records: &[crate::record::Record],
    solver: &mut Solver,
) -> Vec<Vec<DealClaims>> {
    let threads = solver.threads_for(records.len());
    if threads <= 1 {
        return records.iter().map(|r| record_verdicts(r, solver)).collect();
    }
    solver.spread(threads, records, |solver, record| {
        record_verdicts(record, solver)
    })
}

/// [`verify_record`] for many records, spread over the threads the solver's configuration
/// allows (each with its share of the table's bytes); the results in the records' order.
pub fn verify_records(
    records: &[crate::record::Record],
    solver: &mut Solver,
) -> Vec<Option<String>> {
    let threads = solver.threads_for(records.len());
    if threads <= 1 {
        return records.iter().map(|r| verify_record(r, solver)).collect();
    }
    solver.spread(threads, records, |solver, record| {
        verify_record(record, solver)
    })
}
