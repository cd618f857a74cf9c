//! A worked case as HTML for the book: its question and source, then the engine's drawing of
//! the ruling ([`crate::html`], the same the WebAssembly engine draws in the page), the record
//! (collapsible), and its claims checked double dummy.

use std::fmt::Write as _;

use crate::case::{Case, Rendering};
use crate::record;
use crate::solver::DealClaims;

pub(crate) use crate::html::law_href;
pub(crate) use crate::html::link_citations;
pub(crate) use crate::html::to_root;
pub use crate::html::{diagrams, escape};

/// The anchor a case is rendered under: `case-<directory>-<file stem>`.
pub fn case_anchor(path: &str) -> String {
    let mut parts = path.trim_end_matches(".record").rsplit('/');
    let stem = parts.next().unwrap_or(path);
    match parts.next() {
        Some(dir) => format!("case-{dir}-{stem}"),
        None => format!("case-{stem}"),
    }
}

/// A case's title for people: its file name with the hyphens as spaces, capitalised.
pub(crate) fn case_title(path: &str, case: &Case) -> String {
    if let Some(title) = &case.title {
        return title.clone();
    }
    let stem = path
        .rsplit('/')
        .next()
        .unwrap_or(path)
        .trim_end_matches(".record");
    let mut title = String::with_capacity(stem.len());
    for (i, word) in stem.split('-').enumerate() {
        if i > 0 {
            title.push(' ');
        }
        // A letter standing alone is a seat or a player (S, E; the guide's A to D), save the
        // article; the first word takes a capital as any sentence's does.
        if i == 0 || (word.len() == 1 && word != "a") {
            let mut chars = word.chars();
            title.extend(chars.next().into_iter().flat_map(char::to_uppercase));
            title.push_str(chars.as_str());
        } else {
            title.push_str(word);
        }
    }
    title
}

/// A case in full, as one HTML block: its question and source, then the engine's drawing of
/// the ruling ([`crate::html::drawing`], the same the WebAssembly engine draws when a reader
/// edits the record), the record itself, what double dummy says of its claims, and the advice
/// to the player who may choose a penalty.
/// `ruling` is the engine's answer, or why there is none.
pub fn case_block(
    path: &str,
    case: &Case,
    ruling: Result<&Rendering, &str>,
    double_dummy: Option<&[DealClaims]>,
    advice: &[crate::advice::Advice],
    chapter: &str,
    engine: bool,
) -> String {
    let root = to_root(chapter);
    let anchor = case_anchor(path);
    let mut out = format!(
        "<div class=\"foster-case\" id=\"{anchor}\"{}><div class=\"foster-case-title\"><a class=\"header\" href=\"#{anchor}\">{}</a></div><dl class=\"foster-case-head\">",
        if engine {
            " data-foster-engine=\"case\""
        } else {
            ""
        },
        escape(&case_title(path, case)),
    );
    let mut item = |label: &str, text: &str| {
        let _ = write!(
            out,
            "<dt>{label}</dt><dd>{}</dd>",
            crate::html::suited(text, &root)
        );
    };
    if let Some(q) = &case.question {
        item("Question", q);
    }
    if let Some(s) = &case.source {
        item("Source", s);
    }
    for s in &case.says {
        item("The source says", s);
    }
    for i in &case.inferred {
        item("Inferred", i);
    }
    if !case.laws.is_empty() {
        item("Laws", &case.laws.join(", "));
    }
    out.push_str("</dl>");
    let _ = write!(
        out,
        "<details class=\"foster-record\"><summary>The record</summary><pre><code class=\"language-text\">{}</code></pre>{}</details>",
        escape(&case.text),
        if engine {
            ""
        } else {
            "<p class=\"foster-no-engine\">This copy of the book was built without its engine, so the record cannot be edited and ruled again here: see the playground's page for how to build it in.</p>"
        }
    );
    match (ruling, record::parse(&case.text)) {
        (Ok(r), Ok(rec)) => {
            let _ = write!(
                out,
                "<div class=\"foster-ruling\"><div class=\"foster-ruling-label\">Foster says</div>{}</div>",
                crate::html::drawing(&rec, r, &root)
            );
        }
        (Ok(_), Err(d)) => {
            let _ = write!(
                out,
                "<div class=\"foster-ruling foster-not-ruled\">{}</div>",
                crate::html::diagnostics(&d, &case.text)
            );
        }
        (Err(why), rec) => {
            if let Ok(rec) = rec {
                out.push_str(&diagrams(&rec));
            }
            let _ = write!(
                out,
                "<div class=\"foster-ruling foster-not-ruled\"><div class=\"foster-ruling-label\">Not ruled</div><p>{}</p></div>",
                escape(why)
            );
        }
    }
    if let Some(dd) = double_dummy.filter(|d| !d.is_empty()) {
        let _ = write!(
            out,
            "<div class=\"foster-ruling foster-double-dummy\"><div class=\"foster-ruling-label\">Double dummy says</div>{}</div>",
            crate::html::claims(dd, &root)
        );
    }
    if !advice.is_empty() {
        let _ = write!(
            out,
            "<div class=\"foster-ruling foster-advice-block\"><div class=\"foster-ruling-label\">Advice to the chooser</div>{}</div>",
            crate::html::advice(advice, &root)
        );
    }
    out.push_str("</div>");
    // One Markdown HTML block: the newlines of the record's `<pre>` as character references,
    // so that no blank line ends the block.
    out.replace('\n', "&#10;")
}

/// A one-line link to a case rendered on another page.
pub(crate) fn case_link(path: &str, case: &Case, home: &str, chapter: &str) -> String {
    format!(
        "<a href=\"{}{}#{}\">{}</a>",
        to_root(chapter),
        home.replace(".md", ".html"),
        case_anchor(path),
        escape(&case_title(path, case))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_case_block_draws_the_engines_ruling_with_the_hands() {
        let text = include_str!(
            "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
        );
        let case = Case::read("x", text);
        let rendering = crate::case::render_case(&case).unwrap();
        let path = "cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record";
        let chapter = "laws/pirate-1916/08-the-revoke.md";
        let html = case_block(path, &case, Ok(&rendering), None, &[], chapter, true);
        assert!(html.contains("data-foster-engine"));
        // One Markdown HTML block: no blank line inside.
        assert!(!html.contains("\n"));
        assert_eq!(html.matches("class=\"foster-hand ").count(), 4);
        assert!(
            html.contains("<span class=\"foster-suit foster-red\" title=\"hearts\">♥</span> <span data-c=\"37\">K</span> <span data-c=\"30\">6</span> <span data-c=\"29\">5</span>")
        );
        // The ruling is the core's drawing, the same the WebAssembly engine draws.
        let rec = record::parse(text).unwrap();
        let drawing = crate::html::drawing(&rec, &rendering, "../../").replace('\n', "&#10;");
        assert!(html.contains(&drawing));
        assert!(html.contains("E, S each score 50 in honors"));
        // No file name of the project's sources is shown.
        assert!(!html.contains(".record<"), "{html}");
        let refused = case_block(
            path,
            &case,
            Err("records under portland-1895 cannot be ruled on yet"),
            None,
            &[],
            "x.md",
            false,
        );
        assert!(refused.contains("built without its engine"));
        assert!(refused.contains("Not ruled"));
        assert!(!html.contains("Double dummy says"));
    }

    #[test]
    fn anchors_and_titles_come_from_the_path_or_the_header() {
        assert_eq!(
            case_anchor("cases/pirate/dummys-revoke-carries-no-penalty.record"),
            "case-pirate-dummys-revoke-carries-no-penalty"
        );
        let untitled = Case::read("x", "code: pirate-1916\n");
        assert_eq!(
            case_title(
                "cases/book-auctions/after-e-three-hearts-is-void-only-s-can-bid.record",
                &untitled
            ),
            "After E three hearts is void only S can bid"
        );
        assert_eq!(
            case_title("cases/book-deals/a-bid-wins.record", &untitled),
            "A bid wins"
        );
        let titled = Case::read(
            "x",
            "# title: Dummy's revoke carries no penalty\ncode: pirate-1916\n",
        );
        assert_eq!(
            case_title(
                "cases/pirate/dummys-revoke-carries-no-penalty.record",
                &titled
            ),
            "Dummy's revoke carries no penalty"
        );
        assert_eq!(to_root("laws/pirate-1916/08-the-revoke.md"), "../../");
        assert_eq!(to_root("intro.md"), "");
    }
}
