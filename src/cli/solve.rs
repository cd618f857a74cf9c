//! `foster solve FILE`: the double-dummy table of each deal, and the contract's tricks.

use std::path::Path;
use std::process::ExitCode;

use foster::cards::{Partnership, Seat, Strain};
use foster::law;
use foster::record::Code;
use foster::solver::{DdTable, Position, STRAINS, Solver, SolverConfig, opening_leader, pairings};

/// The table as text: one block per pairing, one row per declarer, a column per strain.
pub fn render_table(table: &DdTable) -> String {
    let mut out = String::from("                              C   D   H   S  NT  NL\n");
    for pairing in pairings() {
        let other = pairing.adversaries();
        out.push_str(&format!(
            "  {}-{} against {}-{}{}\n",
            pairing.first,
            pairing.second,
            other.first,
            other.second,
            if pairing.adjacent() {
                " (side by side)"
            } else {
                ""
            }
        ));
        for declarer in Seat::ALL {
            let side = if pairing.contains(declarer) {
                pairing
            } else {
                other
            };
            let Some(dummy) = side.partner_of(declarer) else {
                continue;
            };
            let leader = opening_leader(declarer, dummy);
            out.push_str(&format!(
                "    {declarer} declares, {dummy} dummy, {leader} leads"
            ));
            for strain in STRAINS {
                match table.get(declarer, dummy, strain) {
                    Some(t) => out.push_str(&format!("{t:>4}")),
                    None => out.push_str("   -"),
                }
            }
            out.push('\n');
        }
    }
    out
}

/// Prints each deal's table (`--json` for programs); for a deal whose auction settles a
/// contract, also the tricks the declaring side takes in it double dummy.
pub fn run(path: &Path, json: bool, table_mb: usize, threads: usize) -> ExitCode {
    let (name, _, rec) = match super::read_and_parse(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    // The contract, where the record's auction settles one (Pirate codes only).
    let code = rec.code.unwrap_or(Code::Pirate1917);
    let report = code.is_pirate().then(|| law::rule(&rec, code));
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: table_mb,
        threads,
    });
    let mut bad = false;
    let mut all = Vec::new();
    for (i, deal) in rec.deals.iter().enumerate() {
        let table = match solver.table(&deal.hands) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{name}: deal {}: {e}", deal.label);
                bad = true;
                continue;
            }
        };
        let contract = report
            .as_ref()
            .and_then(|r| r.pirate())
            .and_then(|r| r.deals.get(i))
            .and_then(|d| d.contract.map(|c| (c, d.opening_leader)));
        let mut contract_line = None;
        if let Some((c, leader)) = contract {
            let leader = leader.unwrap_or_else(|| opening_leader(c.declarer, c.dummy));
            if let Some(side) = Partnership::new(c.declarer, c.dummy)
                && let Ok(p) = Position::from_deal(&deal.hands, c.strain, side, leader)
            {
                // The table holds the contract's result when the law-29 leader led.
                let tricks = match table.get(c.declarer, c.dummy, c.strain) {
                    Some(t) if leader == opening_leader(c.declarer, c.dummy) => t,
                    _ => solver.tricks(&p),
                };
                contract_line = Some(serde_json::json!({
                    "declarer": c.declarer, "dummy": c.dummy, "strain": c.strain,
                    "level": c.level, "leader": leader, "tricks": tricks,
                    "needed": c.tricks_needed(),
                }));
                if !json {
                    let aim = if c.strain == Strain::Nullo {
                        "the nullo is made if they take at most"
                    } else {
                        "needing"
                    };
                    let needed = if c.strain == Strain::Nullo {
                        13 - c.tricks_needed()
                    } else {
                        c.tricks_needed()
                    };
                    println!(
                        "deal {}: contract {}{} by {} with {} as dummy, {} leading: {} tricks double dummy ({aim} {needed})",
                        deal.label,
                        c.level,
                        c.strain.code(),
                        c.declarer,
                        c.dummy,
                        leader,
                        tricks
                    );
                }
            }
        }
        if !json {
            if contract_line.is_none() {
                println!("deal {}", deal.label);
            }
            print!("{}", render_table(&table));
        }
        all.push(
            serde_json::json!({ "deal": deal.label, "table": table, "contract": contract_line }),
        );
    }
    if json && let Err(status) = super::print_json(&name, &all) {
        return status;
    }
    if bad {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}

/// `foster solve FILE --pbn`: each deal written back as PBN (as `foster export` writes it) with
/// its double-dummy tags after the deal's own.
pub fn run_pbn(path: &Path, table_mb: usize, threads: usize) -> ExitCode {
    let (name, _, read) = match super::read_file(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let rec = match read.record_in_translation() {
        Ok(rec) => rec,
        Err(d) => {
            eprint!("{}", d.render(&name, &read.record_text));
            return ExitCode::from(2);
        }
    };
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: table_mb,
        threads,
    });
    let written = foster::formats::pbn::write(&rec, &read.record_text, &[]);
    // The games are separated by empty lines; the tags go at the end of each.
    let mut games = written.split("\n\n");
    let mut out = games.next().unwrap_or("").to_string();
    let mut bad = false;
    for (deal, game) in rec.deals.iter().zip(games) {
        out.push_str("\n\n");
        out.push_str(game.trim_end_matches('\n'));
        out.push('\n');
        match solver.table(&deal.hands) {
            Ok(table) => out.push_str(&foster::formats::pbn::dd::tags(&table)),
            Err(e) => {
                eprintln!("{name}: deal {}: {e}", deal.label);
                bad = true;
            }
        }
    }
    print!("{out}");
    if bad {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}
