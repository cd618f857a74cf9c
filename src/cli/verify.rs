//! `foster verify FILE`: check each deal's `claim:` lines double dummy.

use std::path::Path;

use foster::json::{VerifiedDeal, VerifyBody};
use foster::record::Code;
use foster::solver::{
    ClaimVerdict, DealClaims, Solver, SolverConfig, Verdict, render_verdicts, verify_claim_under,
};

use super::term::{BAD, NOTHING, OK, Status, Term};

/// Checks every claim of every deal. Exit status 0 when all are confirmed, 1 when any is
/// refuted, 2 when the record is bad or a claim cannot be checked.
pub fn run(term: &mut Term, path: &Path, json: bool, table_mb: usize) -> Status {
    let (name, _, rec) = match super::read_and_parse(term, path) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: table_mb,
        threads: 1,
    });
    let code = rec.code.unwrap_or(Code::Pirate1917);
    let (mut refuted, mut unchecked) = (false, false);
    let mut all = Vec::new();
    let claims = rec.deals.iter().map(|d| d.claims.len()).sum();
    let bar = super::progress::bar(term, "verifying", &name, claims, "claims");
    for deal in &rec.deals {
        if deal.claims.is_empty() {
            continue;
        }
        bar.set_message(format!("deal {}", deal.label));
        let verdicts: Vec<ClaimVerdict> = deal
            .claims
            .iter()
            .map(|c| {
                let verdict = verify_claim_under(&deal.hands, c, code, &mut solver);
                bar.inc(1);
                verdict
            })
            .collect();
        for v in &verdicts {
            match v.verdict {
                Verdict::Confirmed => {}
                Verdict::Refuted => refuted = true,
                Verdict::Unverifiable { .. } => unchecked = true,
            }
        }
        let deal_claims = DealClaims {
            deal: deal.label.clone(),
            verdicts,
        };
        if !json && let Some(text) = render_verdicts(std::slice::from_ref(&deal_claims)) {
            bar.suspend(|| term.print(&text))?;
        }
        all.push(VerifiedDeal {
            deal: deal_claims.deal,
            claims: deal_claims.verdicts,
        });
    }
    bar.finish_and_clear();
    let written = if json {
        term.document(&VerifyBody { deals: all })?
    } else {
        if all.is_empty() {
            term.print(&foster::stream::terminal::no_claims(&name))?;
        }
        OK
    };
    Ok(if unchecked {
        BAD
    } else if refuted {
        NOTHING.max(written)
    } else {
        written
    })
}
