//! The worked cases the book shows, each ruled once by [`crate::case::render_case`], and the
//! laws each one bears on: those its `# law:` header names and those the engine cites.

use std::collections::{BTreeMap, BTreeSet};

use crate::cards::Seat;
use crate::case::{Case, Rendering, RuleError, render_case};
use crate::lawbook::Citation;

/// What the engine made of a case.
#[derive(Clone, Debug)]
pub enum Ruled {
    /// The engine's ruling.
    Ruled(Box<Rendering>),
    /// The code's engine has not landed (e.g. Portland); the book says so on the page.
    NotYet(String),
    /// The record cannot be ruled: a broken case, which fails the build.
    Failed(String),
}

/// A case file of the book.
#[derive(Clone, Debug)]
pub struct BookCase {
    /// Path from the project root, with `/`: `cases/pirate/NAME.record`.
    pub path: String,
    pub case: Case,
    pub ruled: Ruled,
    /// Laws the engine cites in its ruling (law numbers without clause, in order, once each).
    pub engine_laws: Vec<Citation>,
    /// The record's `claim:` lines checked double dummy, once [`CaseLibrary::verify_claims`]
    /// has run.
    pub double_dummy: Option<Vec<crate::solver::DealClaims>>,
    /// The advice to each player the ruling lets choose a penalty, where an option could be
    /// valued (the four hands given), once [`CaseLibrary::verify_claims`] has run.
    pub advice: Vec<crate::advice::Advice>,
}

impl BookCase {
    /// Laws the header names, reduced to whole laws (`pirate-1916:62b` → `pirate-1916:62`).
    pub(crate) fn header_laws(&self) -> Vec<Citation> {
        let mut seen = BTreeSet::new();
        self.case
            .citations()
            .into_iter()
            .map(|c| Citation::new(c.code, c.law))
            .filter(|c| seen.insert(c.to_string()))
            .collect()
    }

    /// True if the header or the engine's ruling cites `law` (its number; clauses ignored).
    pub(crate) fn bears_on(&self, law: &Citation) -> bool {
        let same = |c: &Citation| c.code == law.code && c.law == law.law;
        self.header_laws().iter().any(same) || self.engine_laws.iter().any(same)
    }
}

/// Every case of the book, by path.
#[derive(Clone, Debug, Default)]
pub struct CaseLibrary {
    pub cases: BTreeMap<String, BookCase>,
}

/// Cases under this directory are refused records, not worked cases: the book does not show them.
pub(crate) const INVALID_DIR: &str = "cases/invalid/";

impl CaseLibrary {
    /// Reads and rules every case given as (path from the project root, text); files under
    /// `cases/invalid/` are left out.
    pub(crate) fn from_files(files: impl IntoIterator<Item = (String, String)>) -> CaseLibrary {
        let mut cases = BTreeMap::new();
        for (path, text) in files {
            let path = path.replace('\\', "/");
            if path.starts_with(INVALID_DIR) {
                continue;
            }
            let name = path
                .rsplit('/')
                .next()
                .unwrap_or(&path)
                .trim_end_matches(".record")
                .to_string();
            let case = Case::read(&name, &text);
            let (ruled, engine_laws) = match render_case(&case) {
                Ok(r) => {
                    let laws = engine_citations(&r.json);
                    (Ruled::Ruled(Box::new(r)), laws)
                }
                Err(e @ RuleError::CodeNotRuled(_)) => (Ruled::NotYet(e.to_string()), Vec::new()),
                Err(e) => (Ruled::Failed(e.to_string()), Vec::new()),
            };
            cases.insert(
                path.clone(),
                BookCase {
                    path,
                    case,
                    ruled,
                    engine_laws,
                    double_dummy: None,
                    advice: Vec::new(),
                },
            );
        }
        CaseLibrary { cases }
    }

    /// Checks every case's claims double dummy (slow without optimisation: a few seconds a
    /// deal in a release build), and advises each player a ruling lets choose a penalty.
    /// The claims are shared out among the machine's cores.
    pub fn verify_claims(&mut self) {
        self.advise();
        let mut paths = Vec::new();
        let mut records = Vec::new();
        for (path, case) in &self.cases {
            if let Ok(rec) = crate::record::parse(&case.case.text)
                && rec.deals.iter().any(|d| !d.claims.is_empty())
            {
                paths.push(path.clone());
                records.push(rec);
            }
        }
        let mut solver = crate::solver::Solver::default();
        let verdicts = crate::solver::records_verdicts(&records, &mut solver);
        for (path, verdict) in paths.iter().zip(verdicts) {
            if let Some(case) = self.cases.get_mut(path) {
                case.double_dummy = Some(verdict);
            }
        }
    }

    /// The advice on every case whose ruling gives a choice that can be valued double dummy
    /// (the four hands given), with one solver for them all.
    fn advise(&mut self) {
        let mut solver = crate::solver::Solver::new(crate::solver::SolverConfig {
            tt_megabytes: 64,
            threads: 1,
        });
        for case in self.cases.values_mut() {
            let Ruled::Ruled(r) = &case.ruled else {
                continue;
            };
            let Ok(rec) = crate::record::parse(&case.case.text) else {
                continue;
            };
            let chooses = |d: &crate::record::DealRecord| {
                Seat::ALL
                    .iter()
                    .all(|s| d.hands.hand(*s).is_some_and(|h| h.len() == 13))
            };
            if !rec.deals.iter().any(chooses) {
                continue;
            }
            case.advice = crate::advice::advise_with(&rec, &r.report, &mut solver)
                .into_iter()
                .filter(|a| a.options.iter().any(|o| o.points.is_some()))
                .collect();
        }
    }

    /// Cases whose path starts with `dir` (e.g. `cases/book-deals`), in path order.
    pub(crate) fn in_dir<'a>(&'a self, dir: &'a str) -> impl Iterator<Item = &'a BookCase> + 'a {
        let prefix = format!("{}/", dir.trim_end_matches('/'));
        self.cases
            .values()
            .filter(move |c| c.path.starts_with(&prefix))
    }

    /// Problems that must fail the build: cases the engine could not rule on.
    pub fn failures(&self) -> Vec<String> {
        self.cases
            .values()
            .filter_map(|c| match &c.ruled {
                Ruled::Failed(e) => Some(format!("{}: the engine cannot rule on it: {e}", c.path)),
                _ => None,
            })
            .collect()
    }
}

/// Every citation anywhere in a report's JSON (whole laws, once each, in order). Walking the
/// JSON keeps this independent of each code's report type.
pub(crate) fn engine_citations(json: &serde_json::Value) -> Vec<Citation> {
    let mut out: Vec<Citation> = Vec::new();
    let mut stack = vec![json];
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::String(s) => {
                if let Ok(c) = s.parse::<Citation>() {
                    let whole = Citation::new(c.code, c.law);
                    if !out.contains(&whole) {
                        out.push(whole);
                    }
                }
            }
            serde_json::Value::Array(a) => stack.extend(a.iter().rev()),
            serde_json::Value::Object(o) => stack.extend(o.values().rev()),
            _ => {}
        }
    }
    out
}

/// Every citation the engine emits over the library, as written (clauses kept).
pub fn all_engine_citations(library: &CaseLibrary) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for c in library.cases.values() {
        if let Ruled::Ruled(r) = &c.ruled {
            let mut stack = vec![&r.json];
            while let Some(v) = stack.pop() {
                match v {
                    serde_json::Value::String(s) if s.parse::<Citation>().is_ok() => {
                        out.entry(s.clone()).or_default().push(c.path.clone());
                    }
                    serde_json::Value::Array(a) => stack.extend(a.iter()),
                    serde_json::Value::Object(o) => stack.extend(o.values()),
                    _ => {}
                }
            }
        }
    }
    for paths in out.values_mut() {
        paths.sort();
        paths.dedup();
    }
    out
}
