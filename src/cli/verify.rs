//! `foster verify FILE`: check each deal's `claim:` lines double dummy.

use std::path::Path;
use std::process::ExitCode;

use foster::record::Code;
use foster::solver::{
    ClaimVerdict, Solver, SolverConfig, Verdict, render_verdict, verify_claim_under,
};

/// Checks every claim of every deal. Exit status 0 when all are confirmed, 1 when any is
/// refuted, 2 when the record is bad or a claim cannot be checked.
pub fn run(path: &Path, json: bool, table_mb: usize) -> ExitCode {
    let (name, _, rec) = match super::read_and_parse(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: table_mb,
        threads: 1,
    });
    let code = rec.code.unwrap_or(Code::Pirate1917);
    let (mut refuted, mut unchecked) = (false, false);
    let mut all = Vec::new();
    for deal in &rec.deals {
        if deal.claims.is_empty() {
            continue;
        }
        let verdicts: Vec<ClaimVerdict> = deal
            .claims
            .iter()
            .map(|c| verify_claim_under(&deal.hands, c, code, &mut solver))
            .collect();
        for v in &verdicts {
            match v.verdict {
                Verdict::Confirmed => {}
                Verdict::Refuted => refuted = true,
                Verdict::Unverifiable { .. } => unchecked = true,
            }
        }
        if !json {
            println!("deal {}", deal.label);
            for v in &verdicts {
                print!("{}", render_verdict(v));
            }
        }
        all.push(serde_json::json!({ "deal": deal.label, "claims": verdicts }));
    }
    if json {
        if let Err(status) = super::print_json(&name, &all) {
            return status;
        }
    } else if all.is_empty() {
        println!("{name}: no claims to verify");
    }
    if unchecked {
        ExitCode::from(2)
    } else if refuted {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
