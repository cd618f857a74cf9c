//! `foster solve`'s text and JSON of a deal solved double dummy: its table (one block per
//! pairing, one row per declarer, a column per strain), and for a deal whose auction settles a
//! contract the tricks the declaring side takes in it, or why it was not solved (outside the
//! rows asked for).

use crate::cards::{Seat, Strain};
use crate::game::Contract;
use crate::json::{ContractNotSolved, ContractTricks, SolvedDeal};
use crate::solver::{DdTable, TableRows, declarers_of, opening_leader};

/// The width of a row's label, `    N declares, S dummy, E leads`: each strain's column (four
/// wide, the figure at its right) starts after it, and so does its heading's.
const LABEL_WIDTH: usize = 32;

/// A deal solved: its part of the JSON document, its text, and the note said on standard error
/// of a contract left unsolved.
#[derive(Clone, Debug)]
pub struct Solved {
    pub json: SolvedDeal,
    pub text: String,
    pub note: Option<String>,
}

/// What `foster solve` says when stopped at the user's request (Ctrl-C) while solving the
/// deal `label` of the file `name`: `found` of its `results` found, the others left out of the
/// JSON document (`json`) or shown `-` in its table.
pub fn stopped(name: &str, label: &str, found: usize, results: usize, json: bool) -> String {
    let rest = if json { "left out" } else { "shown -" };
    format!(
        "{name}: stopped at your request: {found} of {results} results of deal {label} found; the others are {rest}"
    )
}

/// The deal `label`'s `table` of the `rows` asked for, and its `contract` (the report's, where
/// the auction settles one): the tricks taken in it double dummy (law 29's leader leads), or,
/// when it lies outside the rows, why it was not solved.
pub fn solved_deal(
    label: &str,
    table: DdTable,
    rows: &TableRows,
    contract: Option<Contract>,
) -> Solved {
    let mut text = String::new();
    let mut note = None;
    let (mut tricks_line, mut not_solved) = (None, None);
    if let Some(c) = contract {
        let leader = opening_leader(c.declarer, c.dummy);
        // Nothing beyond the rows asked for is solved: a contract outside them is named, and
        // why it was left (a nullo's tricks can take longer than the rows asked for).
        if let Some(reason) = outside_rows(rows, c.declarer, c.dummy, c.strain) {
            note = Some(format!(
                "deal {label}: the contract, {}{} by {} with {} as dummy, is not solved: {reason}",
                c.level,
                c.strain.code(),
                c.declarer,
                c.dummy
            ));
            not_solved = Some(ContractNotSolved {
                declarer: c.declarer,
                dummy: c.dummy,
                strain: c.strain,
                level: c.level,
                leader,
                reason,
            });
        } else if let Some(tricks) = table.get(c.declarer, c.dummy, c.strain) {
            let (aim, needed) = if c.strain == Strain::Nullo {
                (
                    "the nullo is made if they take at most",
                    13 - c.tricks_needed(),
                )
            } else {
                ("needing", c.tricks_needed())
            };
            text.push_str(&format!(
                "deal {label}: contract {}{} by {} with {} as dummy, {leader} leading: {tricks} tricks double dummy ({aim} {needed})\n",
                c.level,
                c.strain.code(),
                c.declarer,
                c.dummy,
            ));
            tricks_line = Some(ContractTricks {
                declarer: c.declarer,
                dummy: c.dummy,
                strain: c.strain,
                level: c.level,
                leader,
                tricks,
                needed: c.tricks_needed(),
            });
        }
    }
    if tricks_line.is_none() {
        text.push_str(&format!("deal {label}\n"));
    }
    text.push_str(&render_table(&table, rows));
    Solved {
        json: SolvedDeal {
            deal: label.to_string(),
            table: Some(table),
            contract: tricks_line,
            contract_not_solved: not_solved,
            error: None,
        },
        text,
        note,
    }
}

/// A deal that cannot be solved: its part of the JSON document (the error).
pub fn unsolved_deal(label: &str, error: String) -> SolvedDeal {
    SolvedDeal {
        deal: label.to_string(),
        table: None,
        contract: None,
        contract_not_solved: None,
        error: Some(error),
    }
}

/// Why a contract lies outside the rows asked for, if it does: its strain, or its partners'
/// pairing, not among them (with the option that would add it).
pub(crate) fn outside_rows(
    rows: &TableRows,
    declarer: Seat,
    dummy: Seat,
    strain: Strain,
) -> Option<String> {
    let strain_asked = rows.holds_strain(strain);
    let pair_asked = rows.holds_pair(declarer, dummy);
    let strain_missing = format!(
        "its strain, {}, is not among the strains asked for (name {} in `--strain` to solve it)",
        strain.name(),
        strain.code()
    );
    let pair_missing = format!(
        "its pairing, {declarer}-{dummy}, is not among the pairings asked for (name \
         {declarer}{dummy} in `--pairing` to solve it)"
    );
    match (strain_asked, pair_asked) {
        (true, true) => None,
        (false, true) => Some(strain_missing),
        (true, false) => Some(pair_missing),
        (false, false) => Some(format!("{strain_missing}; {pair_missing}")),
    }
}
/// The table as text: one block per pairing, one row per declarer, a column per strain (of
/// the pairings and strains chosen).
pub(crate) fn render_table(table: &DdTable, chosen: &TableRows) -> String {
    let mut out = " ".repeat(LABEL_WIDTH);
    for strain in chosen.strains() {
        out.push_str(&format!("{:>4}", strain.code()));
    }
    out.push('\n');
    for &pairing in chosen.pairings() {
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
        for (declarer, dummy, leader) in declarers_of(pairing) {
            let label = format!("    {declarer} declares, {dummy} dummy, {leader} leads");
            out.push_str(&format!("{label:<LABEL_WIDTH$}"));
            for &strain in chosen.strains() {
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

#[cfg(test)]
mod tests {
    use super::stopped;

    #[test]
    fn a_stop_says_what_was_found() {
        assert_eq!(
            stopped("a.record", "2", 5, 72, false),
            "a.record: stopped at your request: 5 of 72 results of deal 2 found; the others are shown -"
        );
        assert!(stopped("a.record", "2", 5, 72, true).ends_with("the others are left out"));
    }
}
