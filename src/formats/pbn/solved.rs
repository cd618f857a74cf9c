//! `foster solve --pbn`: each deal written back as PBN (as `foster export` writes it) with its
//! double-dummy tags after the deal's own. The file's own double-dummy tags are replaced, not
//! written twice. A board of another program's file that gives its vulnerability gets its par
//! (`OptimumScore`, `ParContract`, contract bridge's, by DDS's algorithm) in place of the
//! file's, with a note where the file's differed; elsewhere the file's par is kept where its
//! `DoubleDummyTricks` agree with foster's, and dropped, with a note, where they do not.

use super::{Origin, dd, par, write};
use crate::record::{DealRecord, Record};
use crate::solver::DdTable;

/// A deal's par (score, contract), where foster gives one.
pub type Par = Option<(String, String)>;

/// The deal's kept tags reconciled with foster's `table` (none: the deal could not be solved):
/// the file's double-dummy tags and any par they no longer support dropped, the par computed
/// where the file gives the vulnerability. Gives the par and the notes to say of the deal (each
/// `deal LABEL: …`), in order.
pub fn reconcile(deal: &mut DealRecord, table: Option<&DdTable>) -> (Par, Vec<String>) {
    let mut notes = Vec::new();
    // foster writes DDS's tags only from a table of their rows; the file's are kept else.
    let ours = table.and_then(dd::double_dummy_tricks);
    // The par of a board whose file gives its vulnerability (contract bridge's), from the same
    // table: it replaces the file's, which is said where it differs.
    let par = match (table, &deal.imported, deal.dealer) {
        (Some(table), Some(kept), Some(dealer)) => kept
            .tags
            .iter()
            .find(|(n, _)| n == "Vulnerable")
            .and_then(|(_, v)| par::vulnerability(v))
            .and_then(|vul| par::par(table, vul, dealer)),
        _ => None,
    };
    if let (Some((score, contract)), Some(kept)) = (&par, deal.imported.as_mut()) {
        let theirs = |name: &str| {
            kept.tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.trim().to_string())
        };
        let (their_score, their_contract) = (theirs("OptimumScore"), theirs("ParContract"));
        if their_score.as_ref().is_some_and(|t| t != score)
            || their_contract.as_ref().is_some_and(|t| t != contract)
        {
            notes.push(format!(
                "deal {}: the file's par ({}, {}) differs from foster's ({score}, {contract}): foster's is written",
                deal.label,
                their_score.as_deref().unwrap_or("?"),
                their_contract.as_deref().unwrap_or("?"),
            ));
        }
        kept.tags
            .retain(|(n, _)| !["OptimumScore", "ParContract"].contains(&n.as_str()));
    }
    let has_par = par.is_some();
    if let (Some(ours), Some(kept)) = (ours, deal.imported.as_mut()) {
        let theirs = kept.tags.iter().find(|(n, _)| n == "DoubleDummyTricks");
        let stale = theirs.is_some_and(|(_, v)| v.trim().to_ascii_lowercase() != ours);
        if stale {
            notes.push(format!(
                "deal {}: the file's DoubleDummyTricks differ from foster's; {}",
                deal.label,
                if has_par {
                    "its par is foster's, from foster's table"
                } else {
                    "its par (OptimumScore, ParContract) is left out"
                }
            ));
        }
        kept.tags.retain(|(n, _)| {
            !(["DoubleDummyTricks", "OptimumResultTable"].contains(&n.as_str())
                || stale && ["OptimumScore", "ParContract"].contains(&n.as_str()))
        });
    }
    (par, notes)
}

/// The record written as PBN (`source` its text, `origin` where it came from), each game
/// followed by its table's tags and its par's, deal by deal (the deals reconciled first).
pub fn with_tags(
    rec: &Record,
    source: &str,
    origin: Origin,
    tables: &[Option<DdTable>],
    pars: &[Par],
) -> String {
    let written = write(rec, source, &[], origin);
    // The games are separated by empty lines; the tags go at the end of each.
    let mut games = written.split("\n\n");
    let mut out = games.next().unwrap_or("").to_string();
    for ((table, par), game) in tables.iter().zip(pars).zip(games) {
        out.push_str("\n\n");
        out.push_str(game.trim_end_matches('\n'));
        out.push('\n');
        if let Some(table) = table {
            out.push_str(&dd::tags(table));
        }
        if let Some((score, contract)) = par {
            out.push_str(&par::tags(score, contract));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{TableEntry, opening_leader};

    /// A table of the partners opposite from a `DoubleDummyTricks` value.
    fn table(ddt: &str) -> DdTable {
        let mut digits = ddt.chars().map(|c| c.to_digit(16).unwrap() as u8);
        let mut entries = Vec::new();
        for declarer in dd::DDS_DECLARERS {
            for strain in dd::DDS_STRAINS {
                let dummy = declarer.opposite();
                entries.push(TableEntry {
                    declarer,
                    dummy,
                    strain,
                    leader: opening_leader(declarer, dummy),
                    tricks: digits.next().unwrap(),
                });
            }
        }
        DdTable { entries }
    }

    fn bridgecomposer() -> (crate::formats::Read, Record) {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/corpus/bridgecomposer-hand-record.pbn"
        );
        let read = crate::formats::read(&std::fs::read_to_string(path).unwrap()).unwrap();
        let rec = read.record_in_translation().unwrap();
        (read, rec)
    }

    #[test]
    fn tricks_that_agree_keep_the_par_and_are_written_once() {
        let (read, mut rec) = bridgecomposer();
        let ours = table("8974c8974c5357153571");
        let (par, notes) = reconcile(&mut rec.deals[0], Some(&ours));
        assert_eq!(par, Some(("NS 920".to_string(), "NS 6C=".to_string())));
        assert!(notes.is_empty(), "{notes:?}");
        let n = rec.deals.len();
        let mut tables = vec![None; n];
        tables[0] = Some(ours);
        let mut pars = vec![None; n];
        pars[0] = par;
        let text = with_tags(&rec, &read.record_text, read.origin(), &tables, &pars);
        let first = text.split("\n\n").nth(1).unwrap();
        assert_eq!(first.matches("[DoubleDummyTricks ").count(), 1, "{first}");
        assert!(first.contains("[DoubleDummyTricks \"8974c8974c5357153571\"]"));
        assert!(first.contains("[OptimumScore \"NS 920\"]\n[ParContract \"NS 6C=\"]"));
    }

    #[test]
    fn tricks_that_differ_are_said_and_the_par_is_foster_s() {
        let (_, mut rec) = bridgecomposer();
        let (par, notes) = reconcile(&mut rec.deals[0], Some(&table("8974c8974c5357153570")));
        assert!(par.is_some());
        assert_eq!(
            notes.last().unwrap(),
            "deal 1: the file's DoubleDummyTricks differ from foster's; its par is foster's, \
             from foster's table"
        );
        let kept = &rec.deals[0].imported.as_ref().unwrap().tags;
        assert!(!kept.iter().any(|(n, _)| n == "DoubleDummyTricks"));
    }

    #[test]
    fn an_unsolved_deal_keeps_the_file_s_tags() {
        let (_, mut rec) = bridgecomposer();
        let (par, notes) = reconcile(&mut rec.deals[0], None);
        assert_eq!((par, notes), (None, Vec::<String>::new()));
        let kept = &rec.deals[0].imported.as_ref().unwrap().tags;
        assert!(kept.iter().any(|(n, _)| n == "DoubleDummyTricks"));
    }
}
