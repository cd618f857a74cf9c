//! The clause table: every law of every code split into its clauses, and for each clause where
//! the engine applies it, the worked cases that exercise it, or why a record cannot raise it.
//!
//! A law is several sentences: a rule, its conditions, its exceptions, its consequences. Kept law
//! by law, coverage would count a law with one sentence ruled and another ignored as done; kept
//! clause by clause, the ignored sentence shows. The table is data beside the texts
//! (`book/src/laws/<code>/clauses-*.toml`, compiled in by `build.rs`), one `[[clause]]` each:
//!
//! ```toml
//! [[clause]]
//! law = 52                # or `etiquette = 3`
//! text = "If dummy revokes, there is no penalty."
//! does = "exception"      # rule | right | penalty | exception | consequence | definition
//! status = "implemented"  # implemented | not-a-record-matter | silent | ambiguous | not-yet
//! at = "foster::law::pirate::revoke::revokes"
//! cases = ["pirate/…record"]
//! why = "…"               # required unless implemented
//! nearest = [51, 53]      # silent and ambiguous: the laws that bear on the matter
//! ```
//!
//! [`problems`] checks what the table can check alone: every law of a code has clauses, in
//! order, whose words joined are the law's printed words, and every status has what it needs.
//! `tests/clause_table.rs` checks the rest against the source and the cases: that each `at`
//! names a function that exists, and that each case runs under the code and cites the law.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::{Kind, Law};
use crate::record::Code;

mod files {
    include!(concat!(env!("OUT_DIR"), "/clause_files.rs"));
}

/// What a clause does in its law.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Does {
    /// What must or may be done, or what a thing is called (a revoke, an exposed card).
    Rule,
    /// An option the law gives a player (to call a card, to demand a new deal).
    Right,
    /// What the offender pays.
    Penalty,
    /// Where the rule or the penalty does not hold.
    Exception,
    /// What follows from an act or a penalty (a bar, a deal void, a penalty that stands).
    Consequence,
    /// What a word of the code means.
    Definition,
}

/// How the engine stands to a clause.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum Status {
    /// Applied by a function of the engine: its path, `module::function`.
    Implemented { at: String },
    /// Governs something a written record does not contain (forming tables, shuffling…).
    NotARecordMatter { why: String },
    /// A record can raise it and the laws say nothing that decides it.
    Silent { why: String, nearest: Vec<u16> },
    /// The words admit two readings (both named in `why`).
    Ambiguous { why: String, nearest: Vec<u16> },
    /// A record can raise it and the engine does not apply it yet.
    NotYet { why: String },
}

impl Status {
    /// The status's name as the table writes it.
    pub fn name(&self) -> &'static str {
        match self {
            Status::Implemented { .. } => "implemented",
            Status::NotARecordMatter { .. } => "not-a-record-matter",
            Status::Silent { .. } => "silent",
            Status::Ambiguous { .. } => "ambiguous",
            Status::NotYet { .. } => "not-yet",
        }
    }
}

/// One clause of one law.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Clause {
    pub code: Code,
    pub kind: Kind,
    /// The law's (or etiquette paragraph's) number.
    pub law: u16,
    /// The clause's place in its law, from 1.
    pub number: u16,
    /// The law's own words, verbatim.
    pub text: String,
    pub does: Does,
    /// What the engine does with it.
    pub engine: Status,
    /// Worked cases (paths under `cases/`) whose rulings turn on this clause.
    pub cases: Vec<String>,
    /// A note beside an implemented clause (how, or with what limit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl Clause {
    /// The clause's name within its code: `52.2`, or `etiquette-3.1`.
    pub fn id(&self) -> String {
        match self.kind {
            Kind::Law => format!("{}.{}", self.law, self.number),
            Kind::Etiquette => format!("etiquette-{}.{}", self.law, self.number),
        }
    }

    /// The citation of the law the clause belongs to, as rulings write it (`pirate-1916:52`).
    pub fn law_citation(&self) -> String {
        match self.kind {
            Kind::Law => format!("{}:{}", self.code, self.law),
            Kind::Etiquette => format!("{}:etiquette-{}", self.code, self.law),
        }
    }
}

/// One `[[clause]]` as written in a table file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Written {
    law: Option<u16>,
    etiquette: Option<u16>,
    text: String,
    does: Does,
    status: String,
    at: Option<String>,
    #[serde(default)]
    cases: Vec<String>,
    why: Option<String>,
    #[serde(default)]
    nearest: Vec<u16>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    #[serde(default)]
    clause: Vec<Written>,
}

struct Table {
    clauses: Vec<Clause>,
    problems: Vec<String>,
}

static TABLE: LazyLock<Table> = LazyLock::new(|| read(files::CLAUSE_FILES, super::every_law()));

/// Every clause of every code, in order of code, kind and law.
pub fn all() -> &'static [Clause] {
    &TABLE.clauses
}

/// The clauses of one law of a code, in order (none for a fallback law: see `lawbook::FALLBACKS`).
pub fn of_law(code: Code, kind: Kind, law: u16) -> impl Iterator<Item = &'static Clause> {
    all()
        .iter()
        .filter(move |c| c.code == code && c.kind == kind && c.law == law)
}

/// What is wrong with the table as compiled (empty in a good build; `tests/clause_table.rs`
/// requires it).
pub fn problems() -> &'static [String] {
    &TABLE.problems
}

/// Counts of a code's clauses by status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Totals {
    pub clauses: usize,
    pub implemented: usize,
    /// Implemented clauses with at least one worked case.
    pub with_cases: usize,
    pub not_a_record_matter: usize,
    pub silent: usize,
    pub ambiguous: usize,
    pub not_yet: usize,
}

/// The totals of a code's clauses (laws and etiquette).
pub fn totals(code: Code) -> Totals {
    let mut t = Totals::default();
    for c in all().iter().filter(|c| c.code == code) {
        t.clauses += 1;
        match c.engine {
            Status::Implemented { .. } => {
                t.implemented += 1;
                if !c.cases.is_empty() {
                    t.with_cases += 1;
                }
            }
            Status::NotARecordMatter { .. } => t.not_a_record_matter += 1,
            Status::Silent { .. } => t.silent += 1,
            Status::Ambiguous { .. } => t.ambiguous += 1,
            Status::NotYet { .. } => t.not_yet += 1,
        }
    }
    t
}

/// Law numbers as a list for readers: "51, 53".
pub fn numbers(laws: &[u16]) -> String {
    laws.iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whitespace runs made one space, ends trimmed: how the clauses' words are compared with the
/// law's (the law's paragraphs and items are separate lines, the clauses are not).
pub(crate) fn collapsed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads the table files of every code and checks them against the laws.
fn read(files: &[(&str, &str, &str)], laws: &[Law]) -> Table {
    let mut clauses = Vec::new();
    let mut problems = Vec::new();
    for &(dir, name, text) in files {
        let Some(code) = Code::ALL.into_iter().find(|c| c.id() == dir) else {
            problems.push(format!("{dir}/{name}: `{dir}` is not a code"));
            continue;
        };
        let file: TableFile = match toml::from_str(text) {
            Ok(f) => f,
            Err(e) => {
                problems.push(format!("{dir}/{name}: {e}"));
                continue;
            }
        };
        for (i, w) in file.clause.into_iter().enumerate() {
            let place = format!("{dir}/{name}, clause {} of the file", i + 1);
            match written(code, w) {
                Ok(c) => clauses.push(c),
                Err(e) => problems.push(format!("{place}: {e}")),
            }
        }
    }
    // Number the clauses within each law, keeping the files' order.
    let mut counts: BTreeMap<(Code, Kind, u16), u16> = BTreeMap::new();
    for c in &mut clauses {
        let n = counts.entry((c.code, c.kind, c.law)).or_default();
        *n += 1;
        c.number = *n;
    }
    problems.extend(against_laws(&clauses, laws));
    clauses.sort_by_key(|c| (c.code, c.kind, c.law, c.number));
    Table { clauses, problems }
}

fn written(code: Code, w: Written) -> Result<Clause, String> {
    let (kind, law) = match (w.law, w.etiquette) {
        (Some(n), None) => (Kind::Law, n),
        (None, Some(n)) => (Kind::Etiquette, n),
        _ => return Err("give either `law` or `etiquette`".to_string()),
    };
    let why = w.why.filter(|s| !s.trim().is_empty());
    let needs_why =
        |why: Option<String>| why.ok_or_else(|| format!("a `{}` clause says `why`", w.status));
    let status = match w.status.as_str() {
        "implemented" => {
            match &w.at {
                Some(at) if at.starts_with("foster::") && at.matches("::").count() >= 2 => {
                    Status::Implemented { at: at.clone() }
                }
                _ => return Err(
                    "an implemented clause names its function: `at = \"foster::module::function\"`"
                        .to_string(),
                ),
            }
        }
        "not-a-record-matter" => Status::NotARecordMatter {
            why: needs_why(why.clone())?,
        },
        "silent" | "ambiguous" => {
            if w.nearest.is_empty() {
                return Err(format!("a `{}` clause names the `nearest` laws", w.status));
            }
            let why = needs_why(why.clone())?;
            if w.status == "silent" {
                Status::Silent {
                    why,
                    nearest: w.nearest.clone(),
                }
            } else {
                Status::Ambiguous {
                    why,
                    nearest: w.nearest.clone(),
                }
            }
        }
        "not-yet" => Status::NotYet {
            why: needs_why(why.clone())?,
        },
        other => {
            return Err(format!(
                "`{other}` is not a status: implemented, not-a-record-matter, silent, ambiguous or not-yet"
            ));
        }
    };
    if !matches!(status, Status::Implemented { .. }) && w.at.is_some() {
        return Err("only an implemented clause names a function (`at`)".to_string());
    }
    let note = match status {
        Status::Implemented { .. } => why,
        _ => None,
    };
    Ok(Clause {
        code,
        kind,
        law,
        number: 0,
        text: w.text,
        does: w.does,
        engine: status,
        cases: w.cases,
        note,
    })
}

/// Every printed law of a code has clauses, each law's in one run, and the clauses' words
/// joined are the law's words.
fn against_laws(clauses: &[Clause], laws: &[Law]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen: Vec<(Code, Kind, u16)> = Vec::new();
    for c in clauses {
        let key = (c.code, c.kind, c.law);
        if seen.last() != Some(&key) {
            if seen.contains(&key) {
                problems.push(format!(
                    "{}: its clauses are not all together in the table",
                    c.law_citation()
                ));
            }
            seen.push(key);
        }
    }
    for law in laws {
        let key = (law.code, law.kind, law.number);
        let words: Vec<&str> = clauses
            .iter()
            .filter(|c| (c.code, c.kind, c.law) == key)
            .map(|c| c.text.as_str())
            .collect();
        let name = match law.kind {
            Kind::Law => format!("{}:{}", law.code, law.number),
            Kind::Etiquette => format!("{}:etiquette-{}", law.code, law.number),
        };
        if words.is_empty() {
            // A code with no table at all is reported once, below.
            if clauses.iter().any(|c| c.code == law.code) {
                problems.push(format!("{name} has no clauses in the table"));
            }
            continue;
        }
        let joined = collapsed(&words.join(" "));
        let printed = collapsed(&law.text);
        if joined != printed {
            let at = joined
                .char_indices()
                .zip(printed.chars())
                .find(|((_, a), b)| a != b)
                .map_or(joined.len().min(printed.len()), |((i, _), _)| i);
            let before: String = joined[..at].chars().rev().take(30).collect();
            let before: String = before.chars().rev().collect();
            problems.push(format!(
                "{name}: the clauses' words differ from the law's after “{before}”"
            ));
        }
    }
    for code in Code::ALL {
        if laws.iter().any(|l| l.code == code) && !clauses.iter().any(|c| c.code == code) {
            problems.push(format!("{code} has no clause table"));
        }
    }
    for c in clauses {
        if !laws
            .iter()
            .any(|l| (l.code, l.kind, l.number) == (c.code, c.kind, c.law))
        {
            problems.push(format!(
                "{} is not a printed law of its code",
                c.law_citation()
            ));
        }
    }
    problems
}
