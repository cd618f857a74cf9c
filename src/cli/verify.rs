//! `foster verify FILE`: check each deal's `claim:` lines double dummy.

use std::path::Path;
use std::process::ExitCode;

use foster::cards::{Card, Seat};
use foster::solver::{ClaimVerdict, Solver, SolverConfig, Verdict, verify_claim};

/// A line of play, four cards to a trick: `1. W ♠K  N ♠2  E ♠3  S ♠A`.
pub fn render_line(line: &[(Seat, Card)], first_trick: usize) -> String {
    line.chunks(4)
        .enumerate()
        .map(|(i, trick)| {
            let plays: Vec<String> = trick.iter().map(|(s, c)| format!("{s} {c}")).collect();
            format!("    {:>2}. {}\n", first_trick + i, plays.join("  "))
        })
        .collect()
}

fn render(v: &ClaimVerdict) -> String {
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

/// Checks every claim of every deal. Exit status 0 when all are confirmed, 1 when any is
/// refuted, 2 when the record is bad or a claim cannot be checked.
pub fn run(path: &Path, json: bool, table_mb: usize) -> ExitCode {
    let (name, _, rec) = match super::read_and_parse(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: table_mb,
    });
    let (mut refuted, mut unchecked) = (false, false);
    let mut all = Vec::new();
    for deal in &rec.deals {
        if deal.claims.is_empty() {
            continue;
        }
        let verdicts: Vec<ClaimVerdict> = deal
            .claims
            .iter()
            .map(|c| verify_claim(&deal.hands, c, &mut solver))
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
                print!("{}", render(v));
            }
        }
        all.push(serde_json::json!({ "deal": deal.label, "claims": verdicts }));
    }
    if json {
        match serde_json::to_string_pretty(&all) {
            Ok(out) => println!("{out}"),
            Err(e) => {
                eprintln!("{name}: cannot write JSON: {e}");
                return ExitCode::FAILURE;
            }
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
