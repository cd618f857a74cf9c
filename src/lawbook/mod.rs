//! The law book: the printed texts of every code, compiled in from `book/src/laws/`, resolved
//! by citation, listed by section, searched, and compared edition against edition.
//!
//! The texts are stored once, as the book's Markdown pages; `build.rs` embeds them, so this
//! module does no I/O. Foster's 1917 book prints laws 1–70 only (the scan ends there); for laws
//! 71–80 the 1917 code uses the 1916 text, and every lookup says so ([`Fallback`]).

mod book;
pub(crate) mod citation;
pub mod clauses;
pub mod coverage;
pub mod diff;
pub mod pages;
pub mod render;
pub mod revisions;
pub mod search;

use std::fmt;
use std::sync::LazyLock;

use serde::Serialize;

use crate::record::Code;
pub use book::{Item, Kind, Law};
pub use citation::Citation;
pub use citation::CitationError;

static BOOK: LazyLock<book::Book> = LazyLock::new(book::Book::compiled);

/// A code whose printed text stops short, and the code whose text applies after that.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Fallback {
    /// The code cited, e.g. pirate-1917.
    pub code: Code,
    /// The code whose text applies, e.g. pirate-1916.
    pub uses: Code,
    pub first: u16,
    pub last: u16,
}

/// Foster's 1917 book: the laws as revised are printed to law 70 in our source; laws 71–80 are
/// the 1916 laws (the scoring laws the book's own chapters describe with the 1916 figures).
pub const FALLBACKS: &[Fallback] = &[Fallback {
    code: Code::Pirate1917,
    uses: Code::Pirate1916,
    first: 71,
    last: 80,
}];

/// A citation resolved to the text that governs it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct LawRef {
    pub citation: Citation,
    /// The text that applies (for a fallback, the other code's law).
    pub law: &'static Law,
    /// Set when the cited code has no printed text for this law.
    pub fallback: Option<Fallback>,
}

impl LawRef {
    /// The explicit fallback notice, e.g. "pirate-1917 has no printed text for law 75; the
    /// 1916 text applies".
    pub fn note(&self) -> Option<String> {
        self.fallback.map(|f| {
            format!(
                "{} has no printed text for law {}; the {} text applies",
                f.code,
                self.citation.law,
                year(f.uses)
            )
        })
    }

    /// The cited clause, if the citation names one.
    pub fn item(&self) -> Option<&'static Item> {
        let clause = self.citation.clause.as_deref()?;
        self.law.items.iter().find(|i| i.label == clause)
    }
}

fn year(code: Code) -> &'static str {
    code.id().rsplit('-').next().unwrap_or(code.id())
}

/// Why a citation could not be resolved; each message says what does exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LawError {
    /// No file of this code is compiled in.
    NoText { code: Code },
    NoSuchLaw {
        code: Code,
        number: u16,
        extent: String,
    },
    NoSuchClause {
        citation: Citation,
        clauses: Vec<String>,
    },
}

impl fmt::Display for LawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LawError::NoText { code } => {
                write!(f, "{code} has no transcribed laws in this build")
            }
            LawError::NoSuchLaw {
                code,
                number,
                extent,
            } => write!(f, "{code} has {extent}; there is no law {number}"),
            LawError::NoSuchClause { citation, clauses } if clauses.is_empty() => write!(
                f,
                "{}:{} has no lettered clauses, so `{citation}` cannot be resolved",
                citation.code, citation.law
            ),
            LawError::NoSuchClause { citation, clauses } => write!(
                f,
                "{}:{} has clauses {}; there is no clause `{}`",
                citation.code,
                citation.law,
                clauses.join(", "),
                citation.clause.as_deref().unwrap_or("")
            ),
        }
    }
}

impl std::error::Error for LawError {}

/// Format errors found in the law files (empty in a good build; the tests require it).
pub fn problems() -> &'static [String] {
    &BOOK.problems
}

/// Every printed law and etiquette paragraph of every code.
pub fn every_law() -> &'static [Law] {
    &BOOK.laws
}

/// The printed laws of a code, in order (for pirate-1917, laws 1–70; see [`resolve_all`]).
pub fn laws(code: Code) -> impl Iterator<Item = &'static Law> {
    BOOK.laws
        .iter()
        .filter(move |l| l.code == code && l.kind == Kind::Law)
}

/// The paragraphs of a code's etiquette (Portland's *Etiquette of Bridge*), in order.
pub fn etiquette(code: Code) -> impl Iterator<Item = &'static Law> {
    BOOK.laws
        .iter()
        .filter(move |l| l.code == code && l.kind == Kind::Etiquette)
}

/// The law numbers a code can cite: its printed laws plus any fallback range.
pub fn extent(code: Code) -> Option<(u16, u16)> {
    let printed = laws(code).map(|l| l.number);
    let fallback = FALLBACKS
        .iter()
        .filter(|f| f.code == code)
        .flat_map(|f| [f.first, f.last]);
    let all: Vec<u16> = printed.chain(fallback).collect();
    Some((*all.iter().min()?, *all.iter().max()?))
}

/// "laws 1–80", or for a code with a fallback "laws 1–80 (71–80 in the 1916 text)".
pub(crate) fn describe_extent(code: Code) -> String {
    let Some((first, last)) = extent(code) else {
        return "no laws".to_string();
    };
    let mut text = format!("laws {first}–{last}");
    for f in FALLBACKS.iter().filter(|f| f.code == code) {
        text.push_str(&format!(
            " ({}–{} in the {} text)",
            f.first,
            f.last,
            year(f.uses)
        ));
    }
    text
}

/// A printed section of a code: its heading and the laws under it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Section {
    pub code: Code,
    pub title: String,
    pub file: &'static str,
    pub laws: Vec<u16>,
}

/// The sections of a code in printed order (a fallback range keeps its own code's sections).
pub fn sections(code: Code) -> Vec<Section> {
    let mut out: Vec<Section> = Vec::new();
    let mut files: Vec<&'static str> = BOOK
        .laws
        .iter()
        .filter(|l| l.code == code)
        .map(|l| l.file)
        .collect();
    files.sort_unstable();
    files.dedup();
    for file in files {
        let in_file: Vec<&Law> = BOOK
            .laws
            .iter()
            .filter(|l| l.code == code && l.file == file)
            .collect();
        let title = in_file
            .first()
            .map(|l| l.section.clone())
            .unwrap_or_default();
        out.push(Section {
            code,
            title,
            file,
            laws: in_file
                .iter()
                .filter(|l| l.kind == Kind::Law)
                .map(|l| l.number)
                .collect(),
        });
    }
    out
}

/// Resolves a law of a code by number (no clause).
pub fn get(code: Code, number: u16) -> Result<LawRef, LawError> {
    law(&Citation::new(code, number))
}

/// Resolves a citation to the text that governs it; a fallback is explicit in the result.
pub fn law(c: &Citation) -> Result<LawRef, LawError> {
    let printed = laws(c.code).find(|l| l.number == c.law);
    let (found, fallback) = match printed {
        Some(l) => (l, None),
        None => {
            let fb = FALLBACKS
                .iter()
                .find(|f| f.code == c.code && (f.first..=f.last).contains(&c.law));
            match fb.and_then(|f| laws(f.uses).find(|l| l.number == c.law).map(|l| (l, f))) {
                Some((l, f)) => (l, Some(*f)),
                None if extent(c.code).is_none() => return Err(LawError::NoText { code: c.code }),
                None => {
                    return Err(LawError::NoSuchLaw {
                        code: c.code,
                        number: c.law,
                        extent: describe_extent(c.code),
                    });
                }
            }
        }
    };
    let resolved = LawRef {
        citation: c.clone(),
        law: found,
        fallback,
    };
    if c.clause.is_some() && resolved.item().is_none() {
        return Err(LawError::NoSuchClause {
            citation: c.clone(),
            clauses: found.items.iter().map(|i| i.label.clone()).collect(),
        });
    }
    Ok(resolved)
}

/// Every citable law of a code, fallbacks included, in order.
pub fn resolve_all(code: Code) -> Vec<LawRef> {
    let Some((first, last)) = extent(code) else {
        return Vec::new();
    };
    (first..=last).filter_map(|n| get(code, n).ok()).collect()
}

/// The law's words reduced for comparison: lower case, hyphens as spaces, no punctuation, so
/// "no trump" = "no-trump" and "opponent's" = "opponents'"; used to tell a revised law from a
/// reprint.
pub fn normalised_words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .replace(['-', '—', '–'], " ")
        .split_whitespace()
        .map(|w| {
            w.chars()
                .filter(|c| c.is_alphanumeric())
                .collect::<String>()
        })
        .filter(|w| !w.is_empty())
        .collect()
}
