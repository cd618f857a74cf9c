//! The clause table (`book/src/laws/<code>/clauses-*.toml`, read by `foster::lawbook::clauses`)
//! held to the laws, the source and the cases:
//!
//! - the table reads, and every law of every code is split into clauses whose words joined are
//!   the law's printed words (`clauses::problems`);
//! - every clause is implemented, not a record matter, or silent or ambiguous with a reason and
//!   the nearest laws: a clause a record can raise and the engine does not apply fails here,
//!   unless it is one of the open ones the table found ([`NOT_YET`]), a list that only shrinks;
//! - an implemented clause names a function that exists in the module it names;
//! - a clause's cases exist, run under the clause's code and cite its law;
//! - the law-by-law coverage (`foster laws coverage`) says what the clauses say: a law is
//!   implemented when a clause of it is, not a record matter when all its clauses are;
//! - every implemented clause has a worked case.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use foster::case::{Customs, rule_record};
use foster::lawbook::Kind;
use foster::lawbook::clauses::{self, Clause, Status};
use foster::lawbook::coverage;
use foster::record::Code;

mod corpus;

#[test]
fn the_table_reads_and_its_words_are_the_laws() {
    let problems = clauses::problems();
    assert!(
        problems.is_empty(),
        "{} problems in the clause table:\n{}",
        problems.len(),
        problems.join("\n")
    );
    assert!(!clauses::all().is_empty());
}

/// The clauses a record can raise that the engine does not apply yet, as the clause table found
/// them (each table says why, and what the engine would have to do): the open work of
/// "every clause of every law". A clause leaves this list when the engine applies it (its case
/// written from the law first); nothing joins it.
const NOT_YET: &[&str] = &[];

#[test]
fn every_clause_is_ruled_or_says_why_not() {
    let open: Vec<String> = clauses::all()
        .iter()
        .filter(|c| matches!(c.engine, Status::NotYet { .. }))
        .map(|c| format!("{}:{}", c.code, c.id()))
        .collect();
    let new: Vec<String> = clauses::all()
        .iter()
        .filter_map(|c| match &c.engine {
            Status::NotYet { why }
                if !NOT_YET.contains(&format!("{}:{}", c.code, c.id()).as_str()) =>
            {
                Some(format!("{}:{} — {why}", c.code, c.id()))
            }
            _ => None,
        })
        .collect();
    assert!(
        new.is_empty(),
        "{} clauses a record can raise are not applied by the engine:\n{}",
        new.len(),
        new.join("\n")
    );
    let done: Vec<&&str> = NOT_YET
        .iter()
        .filter(|id| !open.iter().any(|o| o == *id))
        .collect();
    assert!(
        done.is_empty(),
        "no longer open (take them out of NOT_YET): {done:?}"
    );
}

/// `foster::law::pirate::revoke::revokes` → (`src/law/pirate/revoke`, `revokes`).
fn function_place(at: &str) -> Option<(String, &str)> {
    let rest = at.strip_prefix("foster::")?;
    let (module, function) = rest.rsplit_once("::")?;
    Some((format!("src/{}", module.replace("::", "/")), function))
}

#[test]
fn every_implemented_clause_names_a_function_that_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    for c in clauses::all() {
        let Status::Implemented { at } = &c.engine else {
            continue;
        };
        let Some((module, function)) = function_place(at) else {
            wrong.push(format!("{}:{}: `{at}` is not a path", c.code, c.id()));
            continue;
        };
        let file = [format!("{module}.rs"), format!("{module}/mod.rs")]
            .into_iter()
            .map(|f| root.join(f))
            .find(|f| f.is_file());
        let Some(file) = file else {
            wrong.push(format!("{}:{}: no module file for `{at}`", c.code, c.id()));
            continue;
        };
        let source = std::fs::read_to_string(&file).unwrap();
        let defined = source
            .match_indices(&format!("fn {function}"))
            .any(|(i, m)| {
                let next = source[i + m.len()..].chars().next();
                matches!(next, Some('(' | '<'))
            });
        if !defined {
            wrong.push(format!(
                "{}:{}: {} has no function `{function}`",
                c.code,
                c.id(),
                file.strip_prefix(root).unwrap().display()
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Each case's code and the laws its ruling document cites (`code:N`, clause letters aside).
fn cases_cite() -> BTreeMap<String, (Code, BTreeSet<String>)> {
    let mut out = BTreeMap::new();
    corpus::cases::each_case(|path, rec, code| {
        let r = rule_record(rec, code, &Customs::default());
        let document = format!("{}\n{}", r.json, r.text);
        let mut cited = BTreeSet::new();
        for other in Code::ALL {
            let prefix = format!("{}:", other.id());
            for (i, _) in document.match_indices(&prefix) {
                let after = &document[i + prefix.len()..];
                let number: String = after.chars().take_while(char::is_ascii_digit).collect();
                if !number.is_empty() {
                    cited.insert(format!("{prefix}{number}"));
                } else if let Some(e) = after.strip_prefix("etiquette-") {
                    let n: String = e.chars().take_while(char::is_ascii_digit).collect();
                    cited.insert(format!("{prefix}etiquette-{n}"));
                }
            }
        }
        let rel = path.strip_prefix("cases/").unwrap_or(path).to_string();
        out.insert(rel, (code, cited));
    });
    out
}

#[test]
fn every_clause_case_runs_under_its_code_and_cites_its_law() {
    let cases = cases_cite();
    let mut wrong = Vec::new();
    for c in clauses::all() {
        for case in &c.cases {
            let law = c.law_citation();
            match cases.get(case) {
                None => wrong.push(format!("{}:{}: no case `cases/{case}`", c.code, c.id())),
                Some((code, _)) if *code != c.code => {
                    wrong.push(format!("{}:{}: `{case}` runs under {code}", c.code, c.id()))
                }
                Some((_, cited)) if !cited.contains(&law) => wrong.push(format!(
                    "{}:{}: `{case}` does not cite {law}",
                    c.code,
                    c.id()
                )),
                Some(_) => {}
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn law_by_law_coverage_says_what_the_clauses_say() {
    let mut wrong = Vec::new();
    for code in Code::ALL {
        for law in foster::lawbook::laws(code) {
            let of_law: Vec<&Clause> = clauses::of_law(code, Kind::Law, law.number).collect();
            if of_law.is_empty() {
                continue; // reported by the_table_reads_and_its_words_are_the_laws
            }
            let Some(status) = coverage::status(code, law.number) else {
                continue;
            };
            // A law is applied when a clause of it is ruled: implemented, or ruled on both
            // readings (ambiguous) or with the nearest laws (silent).
            let implemented = of_law.iter().any(|c| {
                matches!(
                    c.engine,
                    Status::Implemented { .. } | Status::Ambiguous { .. } | Status::Silent { .. }
                )
            });
            let none_a_matter = of_law
                .iter()
                .all(|c| matches!(c.engine, Status::NotARecordMatter { .. }));
            let agrees = match status {
                coverage::Status::Implemented { .. } => implemented,
                coverage::Status::NotARecordMatter { .. } => none_a_matter,
                coverage::Status::NotYet => !implemented && !none_a_matter,
            };
            if !agrees {
                wrong.push(format!(
                    "{code}:{}: coverage says {status:?}; its clauses are {}",
                    law.number,
                    of_law
                        .iter()
                        .map(|c| c.engine.name())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_implemented_clause_has_a_case() {
    let without: Vec<String> = clauses::all()
        .iter()
        .filter(|c| matches!(c.engine, Status::Implemented { .. }) && c.cases.is_empty())
        .map(|c| format!("{}:{}", c.code, c.id()))
        .collect();
    assert!(
        without.is_empty(),
        "{} implemented clauses have no worked case (write it, its expected ruling first written \
         from the law alone):\n{}",
        without.len(),
        without.join("\n")
    );
}
