//! Two readings, end to end (issue 33): every annotation in the law book that says a law's
//! words admit two readings ("Ambiguous", "two readings") has a worked case whose ruling gives
//! both, under a law of that page; the laws whose case is still to be written are listed, with
//! why, and the list only shrinks.

use std::collections::BTreeSet;
use std::path::Path;

use foster::law::{Outcome, Report, Ruling};

mod corpus;

/// Laws whose annotation speaks of two readings and whose engine does not yet rule them both,
/// each with what it would take. Remove a line when its case is written.
const NOT_YET: &[(&str, &str)] = &[
    (
        "portland-1895:8",
        "Chicane when both partners hold no trump: the score enters it once per void player; \
         a ruling naming the other reading (one Chicane for the side) is to be added where the \
         honours are reckoned",
    ),
    (
        "portland-1895:11",
        "the ambiguity is the guide's custom of omitting the unit (a unit of exactly 5), not \
         the law's words: a settlement option, not a ruling; the rounding asked for applies",
    ),
    (
        "portland-1895:46",
        "the rotation after a deal out of turn that stood: the next dealer is taken from the \
         actual dealer; a ruling giving the other reading is to be added where the dealer of \
         the next deal is checked",
    ),
    (
        "portland-1895:53",
        "the value of three tricks in a doubled hand's revoke penalty: the doubled value is \
         used; a ruling giving the original value as the other reading is to be added where \
         the penalty is valued",
    ),
];

/// `code:law` of every law whose annotation speaks of two readings.
fn annotated() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src/laws");
    let mut out = BTreeSet::new();
    for code in std::fs::read_dir(&root).unwrap() {
        let code = code.unwrap().path();
        if !code.is_dir() {
            continue;
        }
        let id = code.file_name().unwrap().to_string_lossy().to_string();
        for file in std::fs::read_dir(&code).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_none_or(|e| e != "md") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let mut law = None;
            for line in text.lines() {
                if let Some(rest) = line.strip_prefix("## Law ") {
                    law = rest.split_whitespace().next().map(str::to_string);
                } else if line.starts_with("> ")
                    && (line.contains("Ambiguous")
                        || line.contains("Ambiguit")
                        || line.contains("two readings"))
                    && let Some(n) = &law
                {
                    out.insert(format!("{id}:{n}"));
                }
            }
        }
    }
    out
}

/// `code:law` of every law a two-readings ruling of a worked case rests on (the ruling's laws
/// and each reading's).
fn shown() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    corpus::cases::each_case(|_, rec, code| {
        let report = foster::law::rule(rec, code);
        let rulings: Vec<&Ruling> = match &report {
            Report::Pirate(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
            Report::Portland(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
        };
        for r in rulings {
            if let Outcome::TwoReadings { readings, .. } = r.outcome() {
                for c in r.laws().iter().chain(readings.iter().flat_map(|x| &x.laws)) {
                    out.insert(format!("{}:{}", c.code, c.law));
                }
            }
        }
    });
    out
}

#[test]
fn every_annotated_reading_has_a_case_ruling_both() {
    let annotated = annotated();
    assert!(annotated.len() >= 8, "{annotated:?}");
    let shown = shown();
    let mut missing = Vec::new();
    for law in &annotated {
        let waived = NOT_YET.iter().any(|(l, _)| l == law);
        match (shown.contains(law), waived) {
            (false, false) => missing.push(format!("{law}: no case rules both readings")),
            (true, true) => missing.push(format!("{law}: now shown; remove it from NOT_YET")),
            _ => {}
        }
    }
    for (law, _) in NOT_YET {
        if !annotated.contains(*law) {
            missing.push(format!(
                "{law}: in NOT_YET but its annotation speaks of no reading"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
