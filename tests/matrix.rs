//! The matrix of irregularities (issue 17): every cell of every code is shown by a worked case,
//! or declared silent (with its nearest laws, each a law of the book), or declared not to occur,
//! or declared open; every case's `# cell:` line names a cell of its own code.

use std::path::{Path, PathBuf};

use foster::lawbook;
use foster::matrix::{self, Declared, Entry, Matrix};
use foster::record::Code;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn records(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            records(&path, out);
        } else if path.extension().is_some_and(|e| e == "record") {
            let rel = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            out.push((rel, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

fn cases_of(code: Code) -> Vec<(String, String)> {
    let mut all = Vec::new();
    records(&root().join("cases"), &mut all);
    all.retain(|(path, text)| {
        !path.starts_with("cases/invalid/")
            && foster::record::parse(text).is_ok_and(|r| r.code == Some(code))
    });
    all
}

fn build(code: Code) -> Matrix {
    let path = root().join(matrix::declarations_path(code));
    let text = std::fs::read_to_string(&path).unwrap();
    let declarations = matrix::parse_declarations(code, &text)
        .unwrap_or_else(|e| panic!("{}: {e:#?}", path.display()));
    let cases = cases_of(code);
    Matrix::build(
        code,
        &declarations,
        cases.iter().map(|(p, t)| (p.as_str(), t.as_str())),
    )
    .unwrap_or_else(|e| panic!("{code}: {e:#?}"))
}

#[test]
fn every_cell_of_every_code_is_covered_or_declared() {
    for code in Code::ALL {
        let m = build(code);
        let t = m.totals();
        assert_eq!(t.cells, 9 * 5 * 6, "{code}");
        assert_eq!(
            t.covered + t.ambiguous + t.silent + t.none + t.open,
            t.cells,
            "{code}"
        );
        // Every family has a cell that can occur, but the Portland code's insufficient bid: it
        // has no bidding (laws 48-52).
        for family in matrix::Family::ALL {
            if code == Code::Portland1895 && family == matrix::Family::InsufficientBid {
                continue;
            }
            assert!(
                m.cells.iter().any(|(c, e)| c.family == family
                    && !matches!(e, Entry::Declared(Declared::None { .. }))),
                "{code}: {family:?} has no cell that can occur"
            );
        }
        eprintln!(
            "{code}: {} cells, {} provided, {} ambiguous, {} silent, {} cannot occur, {} open",
            t.cells, t.covered, t.ambiguous, t.silent, t.none, t.open
        );
    }
}

#[test]
fn a_silent_cells_nearest_laws_are_laws_of_the_book() {
    for code in Code::ALL {
        for (cell, entry) in &build(code).cells {
            if let Entry::Declared(
                Declared::Silent { nearest, .. } | Declared::Ambiguous { nearest, .. },
            ) = entry
            {
                assert!(!nearest.is_empty(), "{code} {cell}");
                for c in nearest {
                    lawbook::law(c).unwrap_or_else(|e| panic!("{code} {cell}: {c}: {e}"));
                }
            }
        }
    }
}

#[test]
fn every_cell_line_of_a_case_reads_and_its_case_is_ruled_under_a_code() {
    let mut all = Vec::new();
    records(&root().join("cases"), &mut all);
    for (path, text) in &all {
        let cells = matrix::case_cells(text).unwrap_or_else(|e| panic!("{path}: {e}"));
        if !cells.is_empty() {
            let rec = foster::record::parse(text).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(
                rec.code.is_some(),
                "{path}: a case in the matrix names its code"
            );
        }
    }
    // The matrix's own cases live under cases/matrix/<code>/, each in its code's directory.
    for (path, text) in all.iter().filter(|(p, _)| p.starts_with("cases/matrix/")) {
        let code = foster::record::parse(text).unwrap().code.unwrap();
        assert!(
            path.starts_with(&format!("cases/matrix/{}/", code.id())),
            "{path} is ruled under {code}"
        );
        assert!(
            !matrix::case_cells(text).unwrap().is_empty(),
            "{path}: a matrix case claims its cells with `# cell:`"
        );
    }
}

/// The outcomes of a case's rulings under its own code: (any ruled outright or conditional under
/// a law, any with two readings, any where the laws make no provision).
fn outcomes(text: &str) -> (bool, bool, bool) {
    use foster::law::{Outcome, Report, Ruling};
    let rec = foster::record::parse(text).unwrap();
    let report = foster::law::rule(&rec, rec.code.unwrap());
    let rulings: Vec<&Ruling> = match &report {
        Report::Pirate(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
        Report::Portland(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
    };
    let provided = rulings.iter().any(|r| {
        matches!(r.outcome(), Outcome::Ruled | Outcome::Conditional { .. })
            && !r.citations().is_empty()
    });
    let two = rulings
        .iter()
        .any(|r| matches!(r.outcome(), Outcome::TwoReadings { .. }));
    let silent = rulings
        .iter()
        .any(|r| matches!(r.outcome(), Outcome::NotCovered { .. }));
    (provided, two, silent)
}

/// Every cell's claim checked against the engine's ruling of the cases that show it (issue 33):
/// a cell provided for is shown by cases each ruling under a law; an ambiguous cell is shown by a case, and each of its cases rules both readings; a
/// silent cell that a case shows is ruled there as a matter the laws do not provide for.
#[test]
fn every_cells_claim_agrees_with_the_engines_ruling_of_its_cases() {
    let mut wrong = Vec::new();
    let mut counted = (0, 0, 0);
    for code in Code::ALL {
        let m = build(code);
        let cases: std::collections::BTreeMap<String, String> =
            cases_of(code).into_iter().collect();
        let mut memo = std::collections::BTreeMap::new();
        let mut ruled = |path: &String| {
            *memo
                .entry(path.clone())
                .or_insert_with(|| outcomes(&cases[path]))
        };
        for (cell, entry) in &m.cells {
            let shown = m.shown.get(cell).cloned().unwrap_or_default();
            match entry {
                Entry::Cases(paths) => {
                    counted.0 += 1;
                    // A case may rule a side matter as not provided for (a law that forbids
                    // and names no penalty), or a finer point of the cell on two readings; the
                    // cell itself is ruled under a law by one of its cases at least.
                    if !paths.iter().any(|p| ruled(p).0) {
                        wrong.push(format!(
                            "{code} {cell} is provided for, but no case of it ({}) is ruled under a law",
                            paths.join(", ")
                        ));
                    }
                    for p in paths {
                        let (provided, two, _) = ruled(p);
                        if !provided && !two {
                            wrong.push(format!(
                                "{code} {cell} is provided for, but {p} rules nothing under a law"
                            ));
                        }
                    }
                }
                Entry::Declared(Declared::Ambiguous { .. }) => {
                    counted.1 += 1;
                    if shown.is_empty() {
                        wrong.push(format!(
                            "{code} {cell} is ambiguous, and no case shows both readings"
                        ));
                    }
                    for p in &shown {
                        if !ruled(p).1 {
                            wrong.push(format!(
                                "{code} {cell} is ambiguous, but {p} rules one reading"
                            ));
                        }
                    }
                }
                Entry::Declared(Declared::Silent { .. }) => {
                    counted.2 += 1;
                    for p in &shown {
                        if !ruled(p).2 {
                            wrong.push(format!(
                                "{code} {cell} is declared silent, but {p} is ruled under a law"
                            ));
                        }
                    }
                }
                Entry::Declared(_) => {}
            }
        }
    }
    eprintln!(
        "cells provided {}, ambiguous {}, silent {}",
        counted.0, counted.1, counted.2
    );
    assert!(
        wrong.is_empty(),
        "{} cells disagree:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The matrix compiled into the binary (for `foster laws coverage`) is the one the files give.
#[test]
fn the_compiled_matrix_is_the_repositorys() {
    for code in Code::ALL {
        let compiled = matrix::embedded(code).unwrap_or_else(|e| panic!("{code}: {e:#?}"));
        let files = build(code);
        assert_eq!(compiled.totals(), files.totals(), "{code}");
        // The same entry in every cell, the cases in any order.
        let sorted = |m: &Matrix| -> Vec<String> {
            m.cells
                .iter()
                .map(|(cell, e)| match e {
                    Entry::Cases(paths) => {
                        let mut p = paths.clone();
                        p.sort();
                        format!("{cell}: {}", p.join(", "))
                    }
                    Entry::Declared(d) => format!("{cell}: {d:?}"),
                })
                .collect()
        };
        let (a, b) = (sorted(&compiled), sorted(&files));
        let differ: Vec<_> = a.iter().zip(&b).filter(|(x, y)| x != y).collect();
        assert!(differ.is_empty(), "{code}: {differ:#?}");
    }
}
