//! The book's directives, expanded in each chapter before mdBook's own `{{#include}}`:
//!
//! - `{{#case cases/pirate/NAME.record}}` — one case in full (see [`super::html::case_block`]);
//! - `{{#cases-in cases/book-deals}}` — every case of a directory in full, so new cases slot in;
//! - `{{#cases-for pirate-1916:53}}` — links to every case that bears on a law;
//! - `{{#coverage}}` — the coverage table (law → implementation → cases);
//! - `{{#foster-playground}}` — the playground: any record ruled in the page;
//! - `{{#matrix pirate-1916}}` — the code's matrix of irregularities (family × offender ×
//!   moment), each cell linking to the cases that claim it (`# cell:`) or saying what
//!   `cases/matrix/<code>/cells.txt` declares of it (see [`crate::matrix`]);
//! - `{{#json-kinds}}`, `{{#json-schema KIND}}` — the kinds of `--json` document and each one's
//!   schema, generated from the types that write them (`crate::json`);
//! - `{{#rule-json cases/…}}` — one case's JSON;
//! - `{{#revisions pirate-1916 pirate-1917}}` — every law whose words changed, word by word;
//! - `{{#sections pirate-1916}}` — a code's sections and laws, linked;
//! - `{{#source grammar/record.pest}}` — a whole file of the project, without `ANCHOR` lines;
//! - `{{#settle unit=100 Jones=545 Smith=214 Green=126 White=379}}` — law 79 worked by the engine.
//!
//! Law pages (`laws/<code>/…`) get, under each law, how the engine deals with it and its cases:
//! a case is shown in full under the first law its `# law:` header names, unless a page shows it
//! with `{{#case}}`/`{{#cases-in}}`; elsewhere it is linked.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::html::{self, case_anchor, case_block, case_link, escape, link_citations, to_root};
use super::library::{BookCase, CaseLibrary, Ruled};
use crate::lawbook::Citation;
use crate::lawbook::{self, FALLBACKS, coverage, coverage::Status};
use crate::matrix::{self, Declared, Entry, Matrix};
use crate::record::Code;
use crate::score::settlement::{self, Rounding, Unit};

/// Directives mdBook's own `links` preprocessor handles; left alone here.
const MDBOOK_DIRECTIVES: &[&str] = &[
    "include",
    "rustdoc_include",
    "playground",
    "playpen",
    "title",
];

/// A directive found in a chapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Directive {
    pub start: usize,
    pub end: usize,
    pub name: String,
    pub args: Vec<String>,
}

/// Every `{{#name args}}` in a text (escaped `\{{#…}}` skipped), in order.
pub fn directives(text: &str) -> Vec<Directive> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find("{{#") {
        let start = from + i;
        let Some(len) = text[start..].find("}}") else {
            break;
        };
        let end = start + len + 2;
        from = end;
        if start > 0 && text.as_bytes()[start - 1] == b'\\' {
            continue;
        }
        let inner = &text[start + 3..end - 2];
        let mut words = inner.split_whitespace().map(str::to_string);
        let Some(name) = words.next() else { continue };
        out.push(Directive {
            start,
            end,
            name,
            args: words.collect(),
        });
    }
    out
}

/// Where a case is shown in full: the chapter, and for a law page the law's anchor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Home {
    pub chapter: String,
    pub law_anchor: Option<String>,
}

/// The book's chapters as (path under `src/`, Markdown).
pub(crate) type Chapters = [(String, String)];

/// Decides each case's home page. A case shown with `{{#case}}` or `{{#cases-in}}` lives there;
/// any other lives under the first law its header names. Returns the homes and the problems
/// (a case no page shows, a directive naming a missing case).
pub fn homes(chapters: &Chapters, library: &CaseLibrary) -> (BTreeMap<String, Home>, Vec<String>) {
    let mut homes: BTreeMap<String, Home> = BTreeMap::new();
    let mut problems = Vec::new();
    for (chapter, text) in chapters {
        for d in directives(text) {
            let paths: Vec<String> = match d.name.as_str() {
                "case" => d.args.first().cloned().into_iter().collect(),
                "cases-in" => match d.args.first() {
                    Some(dir) => library.in_dir(dir).map(|c| c.path.clone()).collect(),
                    None => Vec::new(),
                },
                _ => continue,
            };
            for p in paths {
                if !library.cases.contains_key(&p) {
                    problems.push(format!("{chapter}: `{{{{#case {p}}}}}` names no case file"));
                    continue;
                }
                homes.entry(p).or_insert_with(|| Home {
                    chapter: chapter.clone(),
                    law_anchor: None,
                });
            }
        }
    }
    for case in library.cases.values() {
        if homes.contains_key(&case.path) {
            continue;
        }
        let first = case
            .header_laws()
            .into_iter()
            .find_map(|c| lawbook::law(&c).ok());
        let Some(r) = first else {
            problems.push(format!(
                "{}: no page shows this case: its `# law:` header names no law of the book, and no `{{{{#case}}}}` or `{{{{#cases-in}}}}` names it",
                case.path
            ));
            continue;
        };
        let chapter = law_chapter(r.law);
        if chapters.iter().any(|(c, _)| *c == chapter) {
            homes.insert(
                case.path.clone(),
                Home {
                    chapter,
                    law_anchor: Some(r.law.anchor.clone()),
                },
            );
        } else {
            problems.push(format!(
                "{}: its law {} has no page ({chapter})",
                case.path, r.citation
            ));
        }
    }
    (homes, problems)
}

/// The chapter path of a law's page: `laws/<code>/<file>`.
pub fn law_chapter(law: &lawbook::Law) -> String {
    format!("laws/{}/{}", law.code.id(), law.file)
}

/// Everything a chapter's expansion needs.
pub struct Context<'a> {
    pub library: &'a CaseLibrary,
    pub homes: &'a BTreeMap<String, Home>,
    /// Reads a file of the project by its path from the root (for engine anchors); `None` if absent.
    pub source: &'a dyn Fn(&str) -> Option<String>,
    /// The book carries the engine as WebAssembly (`foster.wasm`): records can be edited and
    /// ruled again in the page, and the playground works.
    pub engine: bool,
    /// The book carries the solver's module too (`foster-solver.wasm`): the playground solves
    /// double dummy.
    pub solver: bool,
}

impl std::fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("cases", &self.library.cases.len())
            .field("homes", &self.homes.len())
            .finish_non_exhaustive()
    }
}

/// Expands one chapter. Problems (an unknown directive, a missing case, an engine failure) are
/// pushed to `problems`; the build fails if there are any.
pub(crate) fn expand(
    chapter: &str,
    text: &str,
    cx: &Context<'_>,
    problems: &mut Vec<String>,
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for d in directives(text) {
        let replacement = match d.name.as_str() {
            "case" => match d.args.first().and_then(|p| cx.library.cases.get(p)) {
                Some(case) => full_case(case, chapter, cx.engine, problems),
                None => {
                    problems.push(format!(
                        "{chapter}: `{}` names no case file",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "cases-in" => {
                let dir = d.args.first().map(String::as_str).unwrap_or("");
                let cases: Vec<&BookCase> = cx.library.in_dir(dir).collect();
                if cases.is_empty() {
                    problems.push(format!(
                        "{chapter}: `{{{{#cases-in {dir}}}}}` finds no case"
                    ));
                }
                cases
                    .iter()
                    .map(|c| full_case(c, chapter, cx.engine, problems))
                    .collect::<Vec<_>>()
                    .join("\n\n")
            }
            "cases-for" => match d.args.first().map(|a| a.parse::<Citation>()) {
                Some(Ok(c)) => {
                    let links = bearing_links(&c, chapter, None, cx);
                    if links.is_empty() {
                        "*No worked case bears on this law yet.*".to_string()
                    } else {
                        links.join(" · ")
                    }
                }
                _ => {
                    problems.push(format!(
                        "{chapter}: `{}` needs a citation such as pirate-1916:53",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "coverage" => coverage_page(chapter, cx),
            "foster-playground" => {
                super::playground::page(chapter, cx.library, cx.engine, cx.solver)
            }
            "matrix" => match d.args.first().and_then(|a| Code::parse(a)) {
                Some(code) => match build_matrix(code, cx) {
                    Ok(m) => matrix_page(&m, chapter, cx),
                    Err(errors) => {
                        problems.extend(errors.into_iter().map(|e| format!("{chapter}: {e}")));
                        continue;
                    }
                },
                None => {
                    problems.push(format!(
                        "{chapter}: `{}` needs a code",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "source" => match d.args.first().and_then(|p| (cx.source)(p).map(|t| (p, t))) {
                Some((path, text)) => source_listing(path, &text),
                None => {
                    problems.push(format!(
                        "{chapter}: `{}` names no file of the project",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "json-kinds" => json_kinds(),
            "json-schema" => match d.args.first().and_then(|k| crate::json::Kind::parse(k)) {
                Some(kind) => format!(
                    "<details><summary>The schema of <code>{name}</code>, version {version} \
                     (<code>foster schema {name}</code>)</summary>\n\n```json\n{}\n```\n\n</details>\n",
                    serde_json::to_string_pretty(&kind.schema()).unwrap_or_default(),
                    name = kind.name(),
                    version = kind.version(),
                ),
                None => {
                    problems.push(format!(
                        "{chapter}: `{}` needs a kind of JSON document (`foster schema` lists them)",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "rule-json" => match d.args.first().and_then(|p| cx.library.cases.get(p)) {
                Some(BookCase {
                    ruled: Ruled::Ruled(r),
                    ..
                }) => format!(
                    "```json\n{}\n```\n",
                    serde_json::to_string_pretty(&r.json).unwrap_or_default()
                ),
                _ => {
                    problems.push(format!(
                        "{chapter}: `{}` names no ruled case",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "revisions" => match (
                d.args.first().and_then(|a| Code::parse(a)),
                d.args.get(1).and_then(|a| Code::parse(a)),
            ) {
                (Some(from), Some(to)) => revisions_page(from, to, chapter),
                _ => {
                    problems.push(format!(
                        "{chapter}: `{}` needs two codes",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "sections" => match d.args.first().and_then(|a| Code::parse(a)) {
                Some(code) => sections_list(code, chapter),
                None => {
                    problems.push(format!(
                        "{chapter}: `{}` needs a code",
                        &text[d.start..d.end]
                    ));
                    continue;
                }
            },
            "settle" => match settle(&d.args) {
                Ok(t) => t,
                Err(e) => {
                    problems.push(format!("{chapter}: `{}`: {e}", &text[d.start..d.end]));
                    continue;
                }
            },
            name if MDBOOK_DIRECTIVES.contains(&name) => continue,
            _ => {
                problems.push(format!(
                    "{chapter}: unknown directive `{}`",
                    &text[d.start..d.end]
                ));
                continue;
            }
        };
        out.push_str(&text[last..d.start]);
        out.push_str(&replacement);
        last = d.end;
    }
    out.push_str(&text[last..]);
    if chapter.starts_with("laws/") {
        out = annotate_law_page(chapter, &out, cx, problems);
    }
    out
}

fn full_case(case: &BookCase, chapter: &str, engine: bool, problems: &mut Vec<String>) -> String {
    let dd = case.double_dummy.as_deref();
    let block = match &case.ruled {
        Ruled::Ruled(r) => case_block(
            &case.path,
            &case.case,
            Ok(r),
            dd,
            &case.advice,
            chapter,
            engine,
        ),
        Ruled::NotYet(why) => case_block(
            &case.path,
            &case.case,
            Err(why),
            dd,
            &case.advice,
            chapter,
            engine,
        ),
        Ruled::Failed(why) => {
            problems.push(format!("{}: {why}", case.path));
            case_block(
                &case.path,
                &case.case,
                Err(why),
                dd,
                &case.advice,
                chapter,
                engine,
            )
        }
    };
    // Blank lines around the block keep it a Markdown HTML block of its own.
    format!("\n{block}\n")
}

/// Links to every case bearing on a law (its header names it or the engine cites it), except
/// those shown in full under `skip_anchor` on this chapter.
fn bearing_links(
    law: &Citation,
    chapter: &str,
    skip_anchor: Option<&str>,
    cx: &Context<'_>,
) -> Vec<String> {
    let mut also: Vec<Citation> = vec![law.clone()];
    for f in FALLBACKS {
        if f.uses == law.code && (f.first..=f.last).contains(&law.law) {
            also.push(Citation::new(f.code, law.law));
        }
    }
    cx.library
        .cases
        .values()
        .filter(|c| also.iter().any(|l| c.bears_on(l)))
        .filter_map(|c| {
            let home = cx.homes.get(&c.path)?;
            if home.chapter == chapter && home.law_anchor.as_deref() == skip_anchor {
                return None;
            }
            Some(case_link(&c.path, &c.case, &home.chapter, chapter))
        })
        .collect()
}

/// The law an anchor line (`## Law 53 {#pirate-1916-53}`) opens, if any.
fn law_of_heading(line: &str) -> Option<&'static lawbook::Law> {
    let anchor = line.split("{#").nth(1)?.split('}').next()?;
    lawbook::laws(Code::ALL.into_iter().find(|c| anchor.starts_with(c.id()))?)
        .chain(Code::ALL.into_iter().flat_map(lawbook::etiquette))
        .find(|l| l.anchor == anchor)
}

/// Under each law of a law page: the engine's dealing with it and its cases.
fn annotate_law_page(
    chapter: &str,
    text: &str,
    cx: &Context<'_>,
    problems: &mut Vec<String>,
) -> String {
    let mut out = String::new();
    let mut open: Option<&'static lawbook::Law> = None;
    for line in text.split_inclusive('\n') {
        if line.starts_with("# ") || line.starts_with("## ") {
            if let Some(law) = open.take() {
                out.push_str(&under_law(law, chapter, cx, problems));
            }
            open = law_of_heading(line);
            out.push_str(line);
            // The page of the printed source, under the heading.
            if let Some(p) = open.and_then(|l| lawbook::pages::of(l.code, l.kind, l.number)) {
                let _ = writeln!(out, "\n<p class=\"foster-printed\">{p}</p>");
            }
            continue;
        }
        out.push_str(line);
    }
    if let Some(law) = open {
        out.push_str(&under_law(law, chapter, cx, problems));
    }
    out
}

fn under_law(
    law: &'static lawbook::Law,
    chapter: &str,
    cx: &Context<'_>,
    problems: &mut Vec<String>,
) -> String {
    if law.kind != lawbook::Kind::Law {
        return format!("\n{}", clause_table(law, chapter, cx, problems));
    }
    let mut out = String::from("\n");
    let citation = Citation::new(law.code, law.number);
    match coverage::status(law.code, law.number) {
        Some(Status::Implemented { module }) => {
            let file = module_file(module);
            let _ = writeln!(
                out,
                "<p class=\"foster-status foster-implemented\">Foster applies this law (its rules on {}).</p>\n",
                escape(&section_words(module))
            );
            let anchor = format!("law-{}", law.number);
            if let Some(file) = file
                && (cx.source)(&file).is_some_and(|s| s.contains(&format!("ANCHOR: {anchor}")))
            {
                // Chapter paths are under `book/src/`, the source under the project root.
                let up = to_root(chapter);
                let _ = writeln!(
                    out,
                    "<details class=\"foster-code\"><summary>The code</summary>\n\n```rust\n{{{{#include {up}../../{file}:{anchor}}}}}\n```\n\n</details>\n",
                );
            }
        }
        Some(Status::NotARecordMatter { why }) => {
            let _ = writeln!(
                out,
                "<p class=\"foster-status foster-not-record\">Not a record matter: {}.</p>\n",
                escape(why)
            );
        }
        Some(Status::NotYet) => {
            let _ = writeln!(
                out,
                "<p class=\"foster-status foster-not-yet\">Foster does not apply this law yet.</p>\n"
            );
        }
        None => problems.push(format!("{citation} has no line in the coverage table")),
    }
    out.push_str(&clause_table(law, chapter, cx, problems));
    for case in cx.library.cases.values() {
        let here = cx
            .homes
            .get(&case.path)
            .is_some_and(|h| h.chapter == chapter && h.law_anchor.as_deref() == Some(&law.anchor));
        if here {
            out.push_str(&full_case(case, chapter, cx.engine, problems));
            out.push('\n');
        }
    }
    let links = bearing_links(&citation, chapter, Some(&law.anchor), cx);
    if !links.is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"foster-also\">Cases bearing on law {}: {}</p>\n",
            law.number,
            links.join(" · ")
        );
    }
    out
}

/// A law's clauses (`lawbook::clauses`), the words beside what the engine does with each: the
/// function that applies it and the cases that exercise it, or why it is not applied.
fn clause_table(
    law: &'static lawbook::Law,
    chapter: &str,
    cx: &Context<'_>,
    problems: &mut Vec<String>,
) -> String {
    use crate::lawbook::clauses::{self, Status as ClauseStatus};
    let of_law: Vec<&clauses::Clause> = clauses::of_law(law.code, law.kind, law.number).collect();
    if of_law.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "<table class=\"foster-clauses\">\n<thead><tr><th>Clause</th><th>The law's words</th><th>Foster</th></tr></thead>\n<tbody>\n",
    );
    for c in of_law {
        let foster = match &c.engine {
            ClauseStatus::Implemented { at } => {
                let links: Vec<String> = c
                    .cases
                    .iter()
                    .filter_map(|case| {
                        let path = format!("cases/{case}");
                        let found = cx.library.cases.get(&path);
                        let home = cx.homes.get(&path);
                        if found.is_none() || home.is_none() {
                            problems.push(format!(
                                "clause {}:{}: no case {path} in the book",
                                c.code,
                                c.id()
                            ));
                        }
                        Some(case_link(&path, &found?.case, &home?.chapter, chapter))
                    })
                    .collect();
                let at = at.strip_prefix("foster::").unwrap_or(at);
                let cases = if links.is_empty() {
                    "no worked case yet".to_string()
                } else {
                    links.join(" · ")
                };
                format!("applied by <code>{}</code><br>{cases}", escape(at))
            }
            ClauseStatus::NotARecordMatter { why } => {
                format!("not a record matter: {}", escape(why))
            }
            ClauseStatus::Silent { why, nearest } => open_matter("silent", why, c.code, nearest),
            ClauseStatus::Ambiguous { why, nearest } => {
                open_matter("ambiguous", why, c.code, nearest)
            }
            ClauseStatus::NotYet { why } => {
                format!("<strong>not applied yet</strong>: {}", escape(why))
            }
        };
        let _ = writeln!(
            out,
            "<tr class=\"foster-clause-{}\"><td>{}</td><td>{}</td><td>{foster}</td></tr>",
            c.engine.name(),
            c.id(),
            escape(&c.text)
        );
    }
    out.push_str("</tbody>\n</table>\n\n");
    out
}

/// A clause on which the laws are silent, or whose words admit two readings: what is left open
/// and the laws nearest it, each with its page.
fn open_matter(what: &str, why: &str, code: Code, nearest: &[u16]) -> String {
    format!(
        "<strong>{what}</strong>: {} (nearest laws: {})",
        escape(why),
        lawbook::pages::numbers(code, nearest)
    )
}

/// The section of the engine that applies a law, in words for readers (the engine's modules
/// are named for the sections of the code): `foster::law::pirate::errors_in_play` → "errors
/// in play", `foster::score::portland` → "scoring".
fn section_words(module: &str) -> String {
    let last = module.rsplit("::").next().unwrap_or(module);
    if module.contains("::score") {
        return if last == "settlement" {
            "settling".to_string()
        } else {
            "scoring".to_string()
        };
    }
    if matches!(last, "pirate" | "portland") {
        return "the play".to_string();
    }
    last.replace('_', " ")
}

/// `foster::law::pirate::revoke` → `src/law/pirate/revoke.rs` (or `…/revoke/mod.rs`).
fn module_file(module: &str) -> Option<String> {
    let rest = module.strip_prefix("foster::")?;
    Some(format!("src/{}.rs", rest.replace("::", "/")))
}

fn sections_list(code: Code, chapter: &str) -> String {
    let root = to_root(chapter);
    let mut out = String::new();
    for s in lawbook::sections(code) {
        let page = format!("laws/{}/{}", code.id(), s.file.replace(".md", ".html"));
        let laws: Vec<String> = s
            .laws
            .iter()
            .filter_map(|n| lawbook::get(code, *n).ok())
            .map(|r| format!("[{}]({root}{page}#{})", r.law.number, r.law.anchor))
            .collect();
        let _ = writeln!(
            out,
            "- [{}]({root}{page}){}",
            s.title,
            if laws.is_empty() {
                String::new()
            } else {
                format!(" — laws {}", laws.join(", "))
            }
        );
    }
    out
}

fn coverage_page(chapter: &str, cx: &Context<'_>) -> String {
    let root = to_root(chapter);
    let mut out = String::new();
    for code in Code::ALL {
        let Some((first, last)) = lawbook::extent(code) else {
            continue;
        };
        let t = coverage::totals(code);
        let c = crate::lawbook::clauses::totals(code);
        let _ = writeln!(
            out,
            "## {code}\n\n{} laws: {} applied by the engine, {} not a record matter, {} not yet.\n\nClause by clause (the table under each law on its page, and `foster laws coverage --clauses`): {} clauses, {} applied by the engine ({} of them with a worked case), {} not a record matter, {} on which the laws are silent, {} whose words admit two readings, {} not applied yet.\n\n| Law | Status | Where | Cases |\n|---|---|---|---|",
            t.total(),
            t.implemented,
            t.not_a_record_matter,
            t.not_yet,
            c.clauses,
            c.implemented,
            c.with_cases,
            c.not_a_record_matter,
            c.silent,
            c.ambiguous,
            c.not_yet
        );
        for n in first..=last {
            let citation = Citation::new(code, n);
            let law = match html::law_href(&citation) {
                Some(href) => format!("[{n}]({root}{href})"),
                None => n.to_string(),
            };
            let (status, place) = match coverage::status(code, n) {
                Some(Status::Implemented { module }) => {
                    ("applied".to_string(), section_words(module))
                }
                Some(Status::NotARecordMatter { why }) => {
                    ("not a record matter".to_string(), why.replace('|', "\\|"))
                }
                Some(Status::NotYet) => ("not yet".to_string(), String::new()),
                None => ("**missing from the table**".to_string(), String::new()),
            };
            let cases = cx
                .library
                .cases
                .values()
                .filter(|c| c.bears_on(&citation))
                .count();
            let cases = if cases == 0 {
                String::new()
            } else {
                format!(
                    "[{cases}]({root}{})",
                    html::law_href(&citation).unwrap_or_default()
                )
            };
            let _ = writeln!(out, "| {law} | {status} | {place} | {cases} |");
        }
        out.push('\n');
    }
    out
}

/// The code's matrix from its declarations (read through `cx.source`) and the library's cases
/// of that code.
pub(crate) fn build_matrix(code: Code, cx: &Context<'_>) -> Result<Matrix, Vec<String>> {
    let path = matrix::declarations_path(code);
    let text = (cx.source)(&path).ok_or_else(|| vec![format!("{path}: cannot read")])?;
    let declarations = matrix::parse_declarations(code, &text).map_err(|e| prefixed(&path, e))?;
    let cases = cx
        .library
        .cases
        .values()
        .filter(|c| case_code(c) == Some(code))
        .map(|c| (c.path.as_str(), c.case.text.as_str()));
    Matrix::build(code, &declarations, cases)
}

fn prefixed(path: &str, errors: Vec<String>) -> Vec<String> {
    errors.into_iter().map(|e| format!("{path}: {e}")).collect()
}

/// The code a case is ruled under.
fn case_code(case: &BookCase) -> Option<Code> {
    match &case.ruled {
        Ruled::Ruled(r) => Some(match &r.report {
            crate::law::Report::Pirate(p) => p.code,
            crate::law::Report::Portland(_) => Code::Portland1895,
        }),
        _ => crate::record::parse(&case.case.text).ok()?.code,
    }
}

/// The matrix as one table per family: offenders down, moments across. A covered cell names
/// the laws its case's ruling cites and links to the case; a silent cell names the nearest laws;
/// a cell that cannot occur is a dash; an ambiguous one names the laws that bear on it. The
/// ambiguous and silent cells are listed after with their reasons.
fn matrix_page(m: &Matrix, chapter: &str, cx: &Context<'_>) -> String {
    let root = to_root(chapter);
    let code = m.code;
    let t = m.totals();
    let mut out = format!(
        "{} cells: {} provided for by a law (a worked case shows the ruling), {} where the laws admit two readings (a case shows the ruling under each), {} where the laws are silent, {} that cannot occur, {} not yet shown by a case.\n\n",
        t.cells, t.covered, t.ambiguous, t.silent, t.none, t.open
    );
    out.push_str(&lawbook::pages::beside(code));
    let law_link = |c: &Citation| match html::law_href(c) {
        Some(href) => format!(
            "<a href=\"{root}{href}\">{}</a>",
            lawbook::pages::numbered(c.code, c.law)
        ),
        None => lawbook::pages::numbered(c.code, c.law),
    };
    let mut silent_list = String::new();
    let mut ambiguous_list = String::new();
    let shown_by = |cell: &matrix::Cell| -> String {
        let links: Vec<String> = m
            .shown
            .get(cell)
            .into_iter()
            .flatten()
            .filter_map(|p| cx.library.cases.get(p))
            .map(|c| matrix_case_link(c, chapter, cx))
            .collect();
        if links.is_empty() {
            String::new()
        } else {
            format!("<br>shown: {}", links.join("<br>"))
        }
    };
    for family in matrix::Family::ALL {
        let _ = writeln!(
            out,
            "### {}\n\n| offender | {} |\n|---|{}",
            family.label(code),
            matrix::Moment::ALL
                .iter()
                .map(|m| m.label(code))
                .collect::<Vec<_>>()
                .join(" | "),
            "---|".repeat(matrix::Moment::ALL.len())
        );
        for offender in matrix::Offender::ALL {
            let mut row = format!("| {} |", offender.label(code));
            for moment in matrix::Moment::ALL {
                let cell = matrix::Cell {
                    family,
                    offender,
                    moment,
                };
                let shown = match m.cells.get(&cell) {
                    Some(Entry::Cases(paths)) => paths
                        .iter()
                        .filter_map(|p| cx.library.cases.get(p))
                        .map(|c| matrix_case_link(c, chapter, cx))
                        .collect::<Vec<_>>()
                        .join("<br>"),
                    Some(Entry::Declared(
                        d @ (Declared::Silent { nearest, reason }
                        | Declared::Ambiguous { nearest, reason }),
                    )) => {
                        let (list, said, laws) = if matches!(d, Declared::Silent { .. }) {
                            (&mut silent_list, "silent (nearest", "nearest: ")
                        } else {
                            (&mut ambiguous_list, "two readings (laws", "laws ")
                        };
                        let linked = nearest.iter().map(&law_link).collect::<Vec<_>>().join(", ");
                        let _ = writeln!(
                            list,
                            "- {}, {}, {}: {} ({laws}{linked})",
                            family.label(code),
                            offender.label(code),
                            moment.label(code),
                            escape(reason),
                        );
                        format!(
                            "<span title=\"{}\">{said} {linked})</span>{}",
                            escape(reason),
                            shown_by(&cell)
                        )
                    }
                    Some(Entry::Declared(Declared::None { reason })) => {
                        format!("<span title=\"{}\">—</span>", escape(reason))
                    }
                    Some(Entry::Declared(Declared::Open { reason })) => {
                        format!("<span title=\"{}\">not yet shown</span>", escape(reason))
                    }
                    None => String::new(),
                };
                row.push_str(&format!(" {} |", shown.replace('|', "\\|")));
            }
            out.push_str(&row);
            out.push('\n');
        }
        out.push('\n');
    }
    if !ambiguous_list.is_empty() {
        out.push_str("### Where the laws admit two readings\n\n");
        out.push_str(&ambiguous_list);
        out.push('\n');
    }
    if !silent_list.is_empty() {
        out.push_str("### Where the laws are silent\n\n");
        out.push_str(&silent_list);
        out.push('\n');
    }
    out
}

/// A case in a matrix cell: the laws its header names (or its ruling cites), linked to the case,
/// its title on hover.
fn matrix_case_link(case: &BookCase, chapter: &str, cx: &Context<'_>) -> String {
    // The laws the case says it checks; failing those, the laws its ruling cites.
    let laws = match case.header_laws() {
        h if h.is_empty() => case.engine_laws.clone(),
        h => h,
    };
    let label = if laws.is_empty() {
        "case".to_string()
    } else {
        format!(
            "law{} {}",
            if laws.len() > 1 { "s" } else { "" },
            lawbook::pages::cited(&laws)
        )
    };
    let Some(home) = cx.homes.get(&case.path) else {
        return escape(&label);
    };
    format!(
        "<a href=\"{}{}#{}\" title=\"{}\">{}</a>",
        to_root(chapter),
        home.chapter.replace(".md", ".html"),
        case_anchor(&case.path),
        escape(&html::case_title(&case.path, &case.case)),
        escape(&label)
    )
}

fn revisions_page(from: Code, to: Code, chapter: &str) -> String {
    let root = to_root(chapter);
    let diffs = lawbook::diff::diff(from, to);
    let printed = lawbook::laws(to)
        .filter(|l| lawbook::laws(from).any(|o| o.number == l.number))
        .count();
    let mut out = format!(
        "Of the {printed} laws printed in both, {} read differently (punctuation, case and hyphenation aside). Removed words are struck through, added words underlined.\n\n",
        diffs.len()
    );
    for d in &diffs {
        let old = html::law_href(&Citation::new(from, d.number)).unwrap_or_default();
        let new = html::law_href(&Citation::new(to, d.number)).unwrap_or_default();
        let _ = writeln!(
            out,
            "### Law {n}\n\n[{from}]({root}{old}) → [{to}]({root}{new})\n",
            n = d.number
        );
        let mut words = String::from("<p class=\"foster-diff\">");
        for run in &d.runs {
            match run {
                lawbook::diff::Run::Same(t) => words.push_str(&escape(t)),
                lawbook::diff::Run::Removed(t) => {
                    let _ = write!(words, "<del>{}</del>", escape(t));
                }
                lawbook::diff::Run::Added(t) => {
                    let _ = write!(words, "<ins>{}</ins>", escape(t));
                }
            }
        }
        words.push_str("</p>");
        // A blank line inside the law's words would end the HTML block.
        out.push_str(&words.replace("\n\n", "<br><br>").replace('\n', " "));
        out.push_str("\n\n");
        match d.effect() {
            Some(e) => {
                let _ = writeln!(out, "**In effect:** {}\n", link_citations(e, &root));
            }
            None => out.push_str("*No note on the effect is written for this law.*\n\n"),
        }
    }
    out
}

/// A whole source file as a fenced block, without mdBook's `ANCHOR:` comment lines (which a
/// whole-file `{{#include}}` keeps).
fn source_listing(path: &str, text: &str) -> String {
    let body: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains("ANCHOR:") && !l.contains("ANCHOR_END:"))
        .collect();
    let fence = if body.iter().any(|l| l.contains("```")) {
        "````"
    } else {
        "```"
    };
    format!("{fence}text\n{}\n{fence}\n\n*`{path}`*\n", body.join("\n"))
}

/// The fields of the engine's JSON over every ruled case: path, types, how many cases.
/// The kinds of JSON document: name, version, the command that writes it, what it holds.
fn json_kinds() -> String {
    let mut out = String::from("| kind | version | written by | holds |\n|---|---|---|---|\n");
    for k in crate::json::Kind::ALL {
        let _ = writeln!(
            out,
            "| [`{name}`](#kind-{name}) | {} | `{}` | {} |",
            k.version(),
            k.command(),
            k.about(),
            name = k.name()
        );
    }
    out
}

/// `unit=100 Jones=545 Smith=214 …`: the totals settled by law 79 as the engine does it.
fn settle(args: &[String]) -> Result<String, String> {
    let mut unit = Unit::Hundred;
    let mut names: Vec<&str> = Vec::new();
    let mut totals: Vec<i32> = Vec::new();
    for a in args {
        let (k, v) = a
            .split_once('=')
            .ok_or_else(|| format!("`{a}` is not NAME=TOTAL"))?;
        if k == "unit" {
            unit = match v {
                "1" => Unit::Point,
                "10" => Unit::Ten,
                "25" => Unit::TwentyFive,
                "50" => Unit::Fifty,
                "100" => Unit::Hundred,
                _ => return Err(format!("unit `{v}`: the units are 1, 10, 25, 50, 100")),
            };
            continue;
        }
        names.push(k);
        totals.push(v.parse().map_err(|_| format!("`{v}` is not a total"))?);
    }
    if totals.len() < 2 {
        return Err("settling needs at least two players".to_string());
    }
    let s = settlement::settle(&totals, Rounding::Nearest(unit));
    Ok(format!(
        "```text\n{}```\n",
        settlement::render_settlement(&names, &s)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directives_are_found_with_their_arguments_and_escapes_skipped() {
        let text = "a {{#case cases/x.record}} b \\{{#case no}} {{#settle unit=10 A=1 B=2}}";
        let ds = directives(text);
        assert_eq!(ds.len(), 2);
        assert_eq!(ds[0].name, "case");
        assert_eq!(ds[0].args, vec!["cases/x.record"]);
        assert_eq!(ds[1].args, vec!["unit=10", "A=1", "B=2"]);
    }

    #[test]
    fn settling_the_books_rubber_gives_the_books_figures() {
        // 1917 book pp. 26–29: 545, 214, 126, 379 → +8, −4, −8, +4 (in hundreds).
        let text = settle(&[
            "unit=100".into(),
            "Jones=545".into(),
            "Smith=214".into(),
            "Green=126".into(),
            "White=379".into(),
        ])
        .unwrap();
        let balance = text
            .lines()
            .find(|l| l.starts_with("Balance"))
            .unwrap_or("");
        assert!(text.contains("545"), "{text}");
        assert!(
            balance.contains("+8")
                && balance.contains("−4")
                && balance.contains("−8")
                && balance.contains("+4"),
            "{text}"
        );
    }

    #[test]
    fn a_bad_settle_directive_is_refused() {
        assert!(settle(&["unit=7".into(), "A=1".into(), "B=2".into()]).is_err());
        assert!(settle(&["A=x".into(), "B=2".into()]).is_err());
        assert!(settle(&["A=1".into()]).is_err());
    }

    #[test]
    fn a_source_listing_drops_the_anchor_comments() {
        let text = "a = { b }\n// ANCHOR: x\nb = { \"c\" }\n// ANCHOR_END: x\n";
        assert_eq!(
            source_listing("g.pest", text),
            "```text\na = { b }\nb = { \"c\" }\n```\n\n*`g.pest`*\n"
        );
    }

    #[test]
    fn module_paths_name_their_files() {
        assert_eq!(
            module_file("foster::law::pirate::revoke").as_deref(),
            Some("src/law/pirate/revoke.rs")
        );
    }
}
