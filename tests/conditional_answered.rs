//! The engine checked against itself by answering: a conditional ruling asks a question, and each
//! possibility says what to add to the record to answer it that way (`Possibility::settle`).
//! For every worked case whose ruling is conditional, each possibility's lines are added to the
//! record where the settle says, the record is ruled again under the same code, and then:
//! - no ruling of that deal is still conditional on the same question;
//! - a ruling of that deal cites every law the possibility cites (as a law it applied, or a
//!   finding's, option's or entry's);
//! - where the possibility gives a score, a ruling of that deal scores the same entries.
//!
//! And every conditional ruling of the cases has a possibility with lines to add, or is listed in
//! [`NO_LINE`] with the reason the record language cannot say it (a list that only shrinks).

use std::path::{Path, PathBuf};

use foster::case::Case;
use foster::law::{Outcome, Report, Ruling, ScoreEntry};
use foster::record::{Code, DealRecord};

/// Conditional rulings no line added at the end of the deal settles either way: the case, the
/// question's first words, and why.
const NO_LINE: [(&str, &str, &str); 6] = [
    (
        "cases/format/irregularities.record",
        "When the bidding closed",
        "who becomes the declarer turns on the calls still to come, which no one line decides",
    ),
    (
        "cases/pirate/a-card-exposed-while-the-bidding-is-still-open.record",
        "When the bidding closed",
        "who becomes the declarer turns on the calls still to come, which no one line decides",
    ),
    (
        "cases/pirate/a-card-shown-after-the-declarers-claim-is-free-of-call-if-shown-because-of-it.record",
        "Did E show",
        "the record language has no word for why a card was shown",
    ),
    (
        "cases/pirate-1917/a-card-shown-after-the-declarers-claim-is-free-of-call-if-shown-because-of-it.record",
        "Did E show",
        "the record language has no word for why a card was shown",
    ),
    (
        "cases/pirate/an-adversarys-card-drawn-from-his-hand-is-exposed-only-if-his-partner-could-see-it.record",
        "Could E's partner see",
        "the record says a drawn card was seen by writing `exposes` in place of `detaches`, not by a line added after; it has no word for a card seen by no one",
    ),
    (
        "cases/pirate-1917/an-adversarys-card-drawn-from-his-hand-is-exposed-only-if-his-partner-could-see-it.record",
        "Could E's partner see",
        "the record says a drawn card was seen by writing `exposes` in place of `detaches`, not by a line added after; it has no word for a card seen by no one",
    ),
];

/// Every worked case: its path from the crate's root, and its record's text.
fn cases() -> Vec<(String, String)> {
    fn collect(dir: &Path, paths: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                collect(&path, paths);
            } else if path.extension().is_some_and(|e| e == "record") {
                paths.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    collect(&root.join("cases"), &mut paths);
    paths.sort();
    paths
        .into_iter()
        .filter_map(|path| {
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if rel.starts_with("cases/invalid/") {
                return None;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            Some((rel, Case::read("case", &text).text))
        })
        .collect()
}

/// Each deal's rulings, in the record's order of deals.
fn deal_rulings(report: &Report) -> Vec<(String, Vec<Ruling>)> {
    match report {
        Report::Pirate(r) => r
            .deals
            .iter()
            .map(|d| (d.label.clone(), d.rulings.clone()))
            .collect(),
        Report::Portland(r) => r
            .deals
            .iter()
            .map(|d| (d.label.clone(), d.rulings.clone()))
            .collect(),
    }
}

fn question_of(r: &Ruling) -> Option<&str> {
    match r.outcome() {
        Outcome::Conditional { question, .. } => Some(question),
        _ => None,
    }
}

/// A score entry as the pad takes it: who, how many, where, under which law.
fn entries(score: &[ScoreEntry]) -> Vec<String> {
    let mut out: Vec<String> = score
        .iter()
        .map(|e| format!("{} {:+} {:?} {}", e.seat, e.points, e.line, e.law))
        .collect();
    out.sort();
    out
}

/// A conditional ruling of a case: the deal's index, the deal, the ruling.
type Found = (usize, DealRecord, Ruling);

/// The conditional rulings of a case, and its code.
fn conditionals(text: &str) -> Option<(Code, Vec<Found>)> {
    let rec = foster::record::parse(text).ok()?;
    let code = rec.code?;
    let report = foster::law::rule(&rec, code);
    let deals = deal_rulings(&report);
    assert_eq!(deals.len(), rec.deals.len(), "a report for each deal");
    let mut out = Vec::new();
    for (i, ((label, rulings), deal)) in deals.into_iter().zip(&rec.deals).enumerate() {
        assert_eq!(label, deal.label);
        for r in rulings {
            if question_of(&r).is_some() {
                out.push((i, deal.clone(), r));
            }
        }
    }
    Some((code, out))
}

#[test]
fn a_conditional_ruling_answered_each_way_gives_each_possibilitys_ruling() {
    let mut wrong = Vec::new();
    let mut answered = 0;
    let mut seen = 0;
    let mut listed_seen = vec![false; NO_LINE.len()];
    for (case, text) in cases() {
        let Some((code, found)) = conditionals(&text) else {
            continue;
        };
        for (deal_no, deal, r) in found {
            seen += 1;
            let Outcome::Conditional {
                question,
                possibilities,
                ..
            } = r.outcome()
            else {
                unreachable!()
            };
            let listed = NO_LINE
                .iter()
                .position(|(c, q, _)| *c == case && question.starts_with(q));
            let settled: Vec<_> = possibilities
                .iter()
                .filter(|p| p.settle.is_some())
                .collect();
            match (settled.is_empty(), listed) {
                (true, None) => wrong.push(format!(
                    "{case}: \"{question}\": no possibility has a line to add, and NO_LINE does not list it"
                )),
                (false, Some(_)) => wrong.push(format!(
                    "{case}: \"{question}\": listed in NO_LINE, but a possibility has a line to add: take it off the list"
                )),
                _ => {}
            }
            if let Some(i) = listed {
                listed_seen[i] = true;
            }
            for p in settled {
                let settle = p.settle.as_ref().unwrap();
                let answered_text = settle.apply(&text, deal.span);
                let what = format!(
                    "{case}: \"{question}\" answered \"{}\" with {:?}",
                    p.answer, settle.lines
                );
                let rec = match foster::record::parse(&answered_text) {
                    Ok(rec) => rec,
                    Err(e) => {
                        wrong.push(format!(
                            "{what}: the record no longer reads: {e:?}\n{answered_text}"
                        ));
                        continue;
                    }
                };
                answered += 1;
                let report = foster::law::rule(&rec, code);
                let Some((_, rulings)) = deal_rulings(&report).into_iter().nth(deal_no) else {
                    wrong.push(format!("{what}: the deal is gone"));
                    continue;
                };
                if rulings.iter().any(|r| question_of(r) == Some(question)) {
                    wrong.push(format!("{what}: still conditional on the same question"));
                    continue;
                }
                let agreeing: Vec<&Ruling> = rulings
                    .iter()
                    .filter(|r| {
                        let cited = r.citations();
                        p.laws.iter().all(|law| cited.contains(&law))
                    })
                    .collect();
                if agreeing.is_empty() {
                    let laws: Vec<String> = rulings
                        .iter()
                        .map(|r| format!("{}: {:?}", r.kind(), r.laws()))
                        .collect();
                    wrong.push(format!(
                        "{what}: no ruling cites the possibility's laws {:?}; the rulings: {laws:?}",
                        p.laws
                    ));
                    continue;
                }
                if !p.score.is_empty()
                    && !agreeing
                        .iter()
                        .any(|r| entries(r.score()) == entries(&p.score))
                {
                    let scores: Vec<Vec<String>> =
                        agreeing.iter().map(|r| entries(r.score())).collect();
                    wrong.push(format!(
                        "{what}: the possibility scores {:?}, the rulings {scores:?}",
                        entries(&p.score)
                    ));
                }
            }
        }
    }
    for (i, (case, question, _)) in NO_LINE.iter().enumerate() {
        if !listed_seen[i] {
            wrong.push(format!(
                "NO_LINE lists {case} \"{question}\", which is no conditional ruling of the cases: take it off the list"
            ));
        }
    }
    assert!(seen >= 20, "{seen} conditional rulings among the cases");
    assert!(answered >= 20, "{answered} possibilities answered");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
