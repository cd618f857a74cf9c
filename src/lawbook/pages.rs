//! Where each law is printed: the page of the source on which it begins and, if it runs on, the
//! page on which it ends, so that a reader can find the words in the book itself.
//!
//! The tables are data beside the texts (`book/src/laws/<code>/pages.toml`, compiled in by
//! `build.rs` with the texts, so not into the page's engine): the source's name, then `N = page`
//! or `N = [first, last]` under `[law]` (and `[etiquette]`), and, where the scan does not show a
//! law, `unknown` with the range and why. A fallback law (1917's 71–80) shows the page of the text
//! that applies, the 1916 booklet's. [`problems`] checks each table against the texts: a page for
//! every printed law and no other, and pages that never go back as the numbers rise.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::{Kind, LawRef};
use crate::record::Code;

mod files {
    include!(concat!(env!("OUT_DIR"), "/page_files.rs"));
}

/// The pages of the printed source on which a law stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Printed {
    /// The source as the book names it, e.g. "1916 booklet" or "1917 book".
    pub source: &'static str,
    /// The page on which the law begins.
    pub first: u16,
    /// The page on which it ends (the first page again when it does not run on).
    pub last: u16,
}

impl Printed {
    /// "p. 16", or "pp. 18–19" for a law that runs on.
    pub fn pages(&self) -> String {
        if self.first == self.last {
            format!("p. {}", self.first)
        } else {
            format!("pp. {}–{}", self.first, self.last)
        }
    }
}

impl fmt::Display for Printed {
    /// "1916 booklet, pp. 18–19".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, {}", self.source, self.pages())
    }
}

/// A code's table as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Written {
    source: String,
    title: String,
    unknown: Option<Unknown>,
    law: BTreeMap<String, Span>,
    #[serde(default)]
    etiquette: BTreeMap<String, Span>,
}

/// Laws whose pages the scan does not show, and why.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unknown {
    pub first: u16,
    pub last: u16,
    pub why: String,
}

#[derive(Clone, Copy, Deserialize)]
#[serde(untagged)]
enum Span {
    One(u16),
    Two([u16; 2]),
}

/// One code's table, read.
#[derive(Debug)]
pub struct Source {
    pub code: Code,
    /// The short name shown beside a page.
    pub name: &'static str,
    /// The source in full (author, title, publisher, year).
    pub title: &'static str,
    pub unknown: Option<Unknown>,
    pages: BTreeMap<(Kind, u16), (u16, u16)>,
}

struct Tables {
    sources: Vec<Source>,
    problems: Vec<String>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(read);

fn read() -> Tables {
    let mut sources = Vec::new();
    let mut problems = Vec::new();
    for &(dir, text) in files::PAGE_FILES {
        let Some(code) = Code::parse(dir) else {
            problems.push(format!("{dir}/pages.toml: `{dir}` is not a code"));
            continue;
        };
        let written: Written = match toml::from_str(text) {
            Ok(w) => w,
            Err(e) => {
                problems.push(format!("{dir}/pages.toml: {e}"));
                continue;
            }
        };
        let mut pages = BTreeMap::new();
        for (kind, table) in [
            (Kind::Law, written.law),
            (Kind::Etiquette, written.etiquette),
        ] {
            for (key, span) in table {
                let Ok(n) = key.parse::<u16>() else {
                    problems.push(format!("{dir}/pages.toml: `{key}` is not a law number"));
                    continue;
                };
                let (first, last) = match span {
                    Span::One(p) => (p, p),
                    Span::Two([a, b]) => (a, b),
                };
                pages.insert((kind, n), (first, last));
            }
        }
        sources.push(Source {
            code,
            name: leak(written.source),
            title: leak(written.title),
            unknown: written.unknown,
            pages,
        });
    }
    for s in &sources {
        problems.extend(check(s));
    }
    Tables { sources, problems }
}

/// A table's strings live as long as the program, as the compiled texts do.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// What is wrong with one code's table against the printed texts.
fn check(s: &Source) -> Vec<String> {
    let mut out = Vec::new();
    let place = format!("book/src/laws/{}/pages.toml", s.code.id());
    let printed: Vec<(Kind, u16)> = super::every_law()
        .iter()
        .filter(|l| l.code == s.code)
        .map(|l| (l.kind, l.number))
        .collect();
    for key in &printed {
        if !s.pages.contains_key(key) {
            out.push(format!("{place}: {:?} {} has no page", key.0, key.1));
        }
    }
    let mut before: Option<(Kind, u16, u16)> = None;
    for (&(kind, n), &(first, last)) in &s.pages {
        if !printed.contains(&(kind, n)) {
            out.push(format!("{place}: {kind:?} {n} is not printed in this code"));
        }
        if first > last {
            out.push(format!(
                "{place}: {kind:?} {n} ends (p. {last}) before it begins (p. {first})"
            ));
        }
        if let Some((k, m, end)) = before
            && k == kind
            && first < end
        {
            out.push(format!(
                "{place}: {kind:?} {n} begins on p. {first}, before {m} ends (p. {end})"
            ));
        }
        before = Some((kind, n, last));
    }
    if let Some(u) = &s.unknown
        && let Some(n) = (u.first..=u.last).find(|n| s.pages.contains_key(&(Kind::Law, *n)))
    {
        out.push(format!(
            "{place}: law {n} has a page and is listed as unknown"
        ));
    }
    out
}

/// Each code's source, in the order of the files.
pub fn sources() -> &'static [Source] {
    &TABLES.sources
}

/// The source of a code's printed laws.
pub fn source(code: Code) -> Option<&'static Source> {
    sources().iter().find(|s| s.code == code)
}

/// The pages on which a printed law (or etiquette paragraph) of a code stands.
pub fn of(code: Code, kind: Kind, number: u16) -> Option<Printed> {
    let s = source(code)?;
    let &(first, last) = s.pages.get(&(kind, number))?;
    Some(Printed {
        source: s.name,
        first,
        last,
    })
}

/// The pages of the text a citation resolves to (for a fallback, the other code's text).
pub fn of_ref(r: &LawRef) -> Option<Printed> {
    of(r.law.code, r.law.kind, r.law.number)
}

/// A law of a code cited by number, with its pages: "34 (pp. 18–19)", or for a fallback the
/// source too, "75 (1916 booklet, p. 29)"; the bare number when the page is not known.
pub fn numbered(code: Code, number: u16) -> String {
    match super::get(code, number) {
        Ok(r) => match of_ref(&r) {
            Some(p) if r.fallback.is_some() => format!("{number} ({p})"),
            Some(p) => format!("{number} ({})", p.pages()),
            None => number.to_string(),
        },
        Err(_) => number.to_string(),
    }
}

/// Laws of a code by number, each with its pages: "11 (p. 13), 13 (p. 13)".
pub fn numbers(code: Code, laws: &[u16]) -> String {
    let each: Vec<String> = laws.iter().map(|&n| numbered(code, n)).collect();
    each.join(", ")
}

/// Cited laws by number, each with its pages (the clause, if any, left out).
pub fn cited(laws: &[super::Citation]) -> String {
    let each: Vec<String> = laws.iter().map(|c| numbered(c.code, c.law)).collect();
    each.join(", ")
}

/// The sentence that heads a page listing a code's laws with their pages: which source the
/// pages are of, and which laws it does not show. Empty for a code without a table.
pub fn beside(code: Code) -> String {
    let Some(s) = source(code) else {
        return String::new();
    };
    let mut out = format!(
        "Beside each law, the page on which it is printed in the {}: {}.",
        s.name, s.title
    );
    if let Some(u) = &s.unknown {
        out.push_str(&format!(" Laws {}–{}: {}.", u.first, u.last, u.why));
    }
    out.push_str("\n\n");
    out
}

/// What is wrong with the tables as compiled (empty in a good build; `tests/law_pages.rs`
/// requires it).
pub fn problems() -> &'static [String] {
    &TABLES.problems
}
