//! Plain-text renderings of the law book (its JSON documents are `crate::json`'s), shared by `foster laws` and the tests, so
//! the command line and the snapshots cannot disagree.

use std::fmt::Write as _;

use super::coverage::{self, Status};
use super::diff::LawDiff;
use super::search::Hit;
use super::{LawRef, describe_extent, extent, laws, sections};
use crate::record::Code;

/// A law with its code, number, section heading, the pages it is printed on, any fallback
/// notice, its words and its annotations.
pub fn show(r: &LawRef) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} — {}", r.citation, r.law.section);
    if let Some(printed) = super::pages::of_ref(r) {
        let _ = writeln!(out, "Printed: {printed}.");
    }
    if let Some(note) = r.note() {
        let _ = writeln!(out, "Note: {note}.");
    }
    out.push('\n');
    if let Some(item) = r.item() {
        let _ = writeln!(out, "Clause ({}): {}\n", item.label, item.text);
        let _ = writeln!(out, "The whole law {}:{}:\n", r.law.code, r.law.number);
    }
    let _ = writeln!(out, "{}", r.law.text);
    for (i, a) in r.law.annotations.iter().enumerate() {
        let _ = writeln!(
            out,
            "\nAnnotation {} (editorial, not the law's words):",
            i + 1
        );
        for line in a.lines() {
            if line.is_empty() {
                out.push('\n');
            } else {
                let _ = writeln!(out, "  {line}");
            }
        }
    }
    out
}

fn first_words(text: &str, n: usize) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() <= n {
        words.join(" ")
    } else {
        format!("{} …", words[..n].join(" "))
    }
}

/// The sections and laws of one code, each law with its opening words.
pub fn list(code: Code) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{code}: {}", describe_extent(code));
    for s in sections(code) {
        let _ = writeln!(out, "\n{}", s.title);
        for n in &s.laws {
            if let Some(l) = laws(code).find(|l| l.number == *n) {
                let _ = writeln!(out, "  {:>3}  {}", n, first_words(&l.text, 10));
            }
        }
    }
    if let Some((first, last)) = extent(code) {
        for n in first..=last {
            if laws(code).all(|l| l.number != n)
                && let Ok(r) = super::get(code, n)
                && let Some(note) = r.note()
            {
                let _ = writeln!(out, "  {n:>3}  ({note})");
            }
        }
    }
    out
}

/// Ranked search hits: citation, section, score, and the text with matches marked `**word**`.
pub fn search_results(query: &str, hits: &[Hit]) -> String {
    let mut out = String::new();
    if hits.is_empty() {
        let _ = writeln!(out, "No law mentions {query:?}.");
        return out;
    }
    let _ = writeln!(out, "{} laws mention {query:?} (best first):", hits.len());
    for h in hits {
        let _ = writeln!(
            out,
            "\n{}:{} — {} (score {})\n{}",
            h.law.code, h.law.number, h.law.section, h.score, h.marked
        );
    }
    out
}

/// Every law whose wording differs between two codes, as a word diff with the note on effect.
pub fn diff(from: Code, to: Code, diffs: &[LawDiff]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} laws differ in wording between {from} and {to}. [-removed-] {{+added+}}",
        diffs.len()
    );
    for d in diffs {
        out.push_str(&diff_one(d));
    }
    out
}

/// One law's diff.
pub fn diff_one(d: &LawDiff) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nLaw {} ({} → {}) — {}",
        d.number, d.old.code, d.new.code, d.new.section
    );
    match d.effect() {
        Some(e) => {
            let _ = writeln!(out, "In effect: {e}");
        }
        None => {
            let _ = writeln!(out, "In effect: (no note written for this pair of codes)");
        }
    }
    let _ = writeln!(out, "{}", d.marked());
    out
}

/// The coverage table: each law's status, then totals per code.
/// `after` adds lines of the caller's after each code's totals (the CLI adds the matrix's
/// counts, which sit in a layer above the law book).
pub fn coverage_table(codes: &[Code], after: &dyn Fn(Code) -> Option<String>) -> String {
    let mut out = String::new();
    for &code in codes {
        let Some((first, last)) = extent(code) else {
            let _ = writeln!(out, "{code}: no transcribed laws in this build\n");
            continue;
        };
        let _ = writeln!(out, "{code}");
        for n in first..=last {
            let status = match coverage::status(code, n) {
                Some(Status::Implemented { module }) => format!("implemented  {module}"),
                Some(Status::NotARecordMatter { why }) => format!("not a record matter  {why}"),
                Some(Status::NotYet) => "not yet".to_string(),
                None => "MISSING FROM THE COVERAGE TABLE".to_string(),
            };
            let _ = writeln!(out, "  {n:>3}  {status}");
        }
        let t = coverage::totals(code);
        let _ = writeln!(
            out,
            "  total {}: {} implemented, {} not a record matter, {} not yet",
            t.total(),
            t.implemented,
            t.not_a_record_matter,
            t.not_yet
        );
        if let Some(line) = after(code) {
            let _ = writeln!(out, "  {line}");
        }
        out.push('\n');
    }
    out
}

/// `foster laws coverage --clauses`: every clause of each code, with where the engine applies
/// it and how many worked cases exercise it, or why it is not applied; the totals first.
pub fn clause_table(codes: &[Code]) -> String {
    use super::clauses::{self, Status as ClauseStatus, numbers};
    let mut out = String::new();
    for &code in codes {
        let t = clauses::totals(code);
        let _ = writeln!(
            out,
            "{code}: {} clauses: {} implemented ({} with a worked case), {} not a record matter, {} silent, {} ambiguous, {} not yet",
            t.clauses,
            t.implemented,
            t.with_cases,
            t.not_a_record_matter,
            t.silent,
            t.ambiguous,
            t.not_yet
        );
        for c in clauses::all().iter().filter(|c| c.code == code) {
            let status = match &c.engine {
                ClauseStatus::Implemented { at } => {
                    let at = at.strip_prefix("foster::").unwrap_or(at);
                    match c.cases.len() {
                        0 => format!("implemented  {at}  no case yet"),
                        1 => format!("implemented  {at}  1 case"),
                        n => format!("implemented  {at}  {n} cases"),
                    }
                }
                ClauseStatus::NotARecordMatter { why } => format!("not a record matter  {why}"),
                ClauseStatus::Silent { why, nearest } => {
                    format!("silent  {why} (nearest: {})", numbers(nearest))
                }
                ClauseStatus::Ambiguous { why, nearest } => {
                    format!("ambiguous  {why} (nearest: {})", numbers(nearest))
                }
                ClauseStatus::NotYet { why } => format!("not yet  {why}"),
            };
            let _ = writeln!(out, "  {:>8}  {status}\n            {}", c.id(), c.text);
        }
        out.push('\n');
    }
    out
}
