//! The playground: a page where anyone rules on a record of their own, with nothing installed.
//! The page holds the editor and the templates (a blank Pirate deal, a blank Portland deal and
//! every worked case of the book); the book's script (`theme/foster-run.js`) runs the engine
//! as WebAssembly on every change, and keeps the record in the page's address so that a ruling
//! can be shared as a link.

use std::fmt::Write as _;

use super::html::{case_title, escape};
use super::library::CaseLibrary;

/// The blank deals the playground starts from.
pub(crate) const BLANK_PIRATE: &str = include_str!("../../book/templates/blank-pirate.record");
pub(crate) const BLANK_PORTLAND: &str = include_str!("../../book/templates/blank-portland.record");

/// How the cases' directories are named for readers.
const GROUPS: &[(&str, &str)] = &[
    ("cases/pirate/", "Pirate Bridge: irregularities"),
    ("cases/pirate-1917/", "Pirate Bridge: the 1917 laws"),
    ("cases/book-deals/", "The 1917 book's deals"),
    ("cases/book-auctions/", "The 1917 book's auctions"),
    ("cases/portland/", "The Portland Club's laws"),
    ("cases/sessions/", "Evenings of several rubbers"),
    ("cases/format/", "The record language's examples"),
    ("examples/", "The README's example"),
];

/// JSON text that can stand inside a `<script>` element.
fn script_json(value: &serde_json::Value) -> String {
    value
        .to_string()
        .replace("</", "<\\/")
        .replace("<!--", "<\\!--")
}

/// The playground's HTML, as one Markdown HTML block (no blank line inside). `engine`: the
/// book carries `foster.wasm`; `solver`: and `foster-solver.wasm`, for double dummy.
pub(crate) fn page(chapter: &str, library: &CaseLibrary, engine: bool, solver: bool) -> String {
    let mut templates = serde_json::Map::new();
    templates.insert("blank-pirate".into(), BLANK_PIRATE.into());
    templates.insert("blank-portland".into(), BLANK_PORTLAND.into());
    let mut options = String::from(
        "<optgroup label=\"Blank deals\"><option value=\"blank-pirate\">A blank Pirate Bridge deal</option><option value=\"blank-portland\">A blank Portland Club deal</option></optgroup>",
    );
    let mut shown = std::collections::BTreeSet::new();
    for (dir, label) in GROUPS {
        let cases: Vec<_> = library
            .cases
            .values()
            .filter(|c| c.path.starts_with(dir))
            .collect();
        if cases.is_empty() {
            continue;
        }
        let _ = write!(options, "<optgroup label=\"{}\">", escape(label));
        for c in cases {
            let key = super::html::case_anchor(&c.path);
            templates.insert(key.clone(), c.case.text.clone().into());
            shown.insert(c.path.clone());
            let _ = write!(
                options,
                "<option value=\"{key}\">{}</option>",
                escape(&case_title(&c.path, &c.case))
            );
        }
        options.push_str("</optgroup>");
    }
    // Cases in a directory not named above still appear, under "Other cases".
    let others: Vec<_> = library
        .cases
        .values()
        .filter(|c| !shown.contains(&c.path))
        .collect();
    if !others.is_empty() {
        options.push_str("<optgroup label=\"Other cases\">");
        for c in others {
            let key = super::html::case_anchor(&c.path);
            templates.insert(key.clone(), c.case.text.clone().into());
            let _ = write!(
                options,
                "<option value=\"{key}\">{}</option>",
                escape(&case_title(&c.path, &c.case))
            );
        }
        options.push_str("</optgroup>");
    }
    let root = super::html::to_root(chapter);
    let engine_attr = match (engine, solver) {
        (true, true) => " data-foster-engine=\"playground\" data-foster-solver",
        (true, false) => " data-foster-engine=\"playground\"",
        (false, _) => "",
    };
    // The laws to rule under: the file's own, or one chosen (as `--code`); a PBN file from
    // another program names none. The values are the engine's (`chosen_code` in wasm/).
    let mut laws = String::from("<option value=\"0\" selected>as the file says</option>");
    for (i, code) in crate::record::Code::ALL.into_iter().enumerate() {
        let _ = write!(
            laws,
            "<option value=\"{}\">{}</option>",
            i + 1,
            match code {
                crate::record::Code::Pirate1916 => "Pirate Bridge, 1916",
                crate::record::Code::Pirate1917 => "Pirate Bridge, 1917",
                crate::record::Code::Portland1895 => "Portland Club, 1895",
            }
        );
    }
    let notice = if engine {
        "<p class=\"foster-pg-status\" id=\"foster-pg-status\" role=\"status\" aria-live=\"polite\">Loading the engine…</p>"
    } else {
        "<p class=\"foster-pg-status foster-no-engine\" id=\"foster-pg-status\" role=\"status\">This copy of the book was built without its engine, so nothing can be ruled here. To build it in, add the WebAssembly target once with <code>rustup target add wasm32-unknown-unknown</code>, then build the book again with <code>cargo run --release -- book build</code>.</p>"
    };
    format!(
        "\n<div class=\"foster-playground\" id=\"foster-playground\" data-root=\"{root}\"{engine_attr}><div class=\"foster-pg-bar\"><label class=\"foster-pg-template\">Start from <select id=\"foster-pg-template\"><option value=\"\" selected disabled>a template…</option>{options}</select></label><label class=\"foster-pg-template foster-pg-laws\">Laws <select id=\"foster-pg-code\">{laws}</select></label><label class=\"foster-pg-button foster-pg-open\">Open a file<input type=\"file\" id=\"foster-pg-file\" accept=\".record,.pbn,.lin,.txt,text/plain\"></label><button type=\"button\" class=\"foster-pg-button\" id=\"foster-pg-share\">Copy the link</button><button type=\"button\" class=\"foster-pg-button\" id=\"foster-pg-download\">Download</button></div><textarea id=\"foster-pg-source\" class=\"foster-editor\" spellcheck=\"false\" autocapitalize=\"off\" autocomplete=\"off\" rows=\"16\" aria-label=\"The record\"></textarea>{notice}<div id=\"foster-pg-output\" class=\"foster-ruling\" aria-live=\"polite\"></div><div id=\"foster-pg-dd\" class=\"foster-ruling foster-double-dummy\" hidden><div class=\"foster-ruling-label\">Double dummy says</div><div id=\"foster-pg-dd-body\"></div></div></div>\n\n<script type=\"application/json\" id=\"foster-pg-templates\">{}</script>\n",
        script_json(&serde_json::Value::Object(templates))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blank_deals_are_good_records_that_rule() {
        for blank in [BLANK_PIRATE, BLANK_PORTLAND] {
            let r = crate::case::rule_source(blank, None);
            assert!(r.is_ok(), "{blank}");
        }
    }

    #[test]
    fn the_page_holds_every_case_and_no_file_name() {
        let library = CaseLibrary::from_files([(
            "cases/pirate/dummys-revoke-carries-no-penalty.record".to_string(),
            "# title: Dummy's revoke carries no penalty\ncode: pirate-1916\n</script>\n"
                .to_string(),
        )]);
        let html = page("playground.md", &library, true, true);
        assert!(html.contains("data-foster-engine"));
        assert!(
            html.contains(">Dummy&#39;s revoke carries no penalty</option>"),
            "{html}"
        );
        assert!(!html.contains(".record\""), "{html}");
        // The record's text cannot close the script element that carries it.
        assert_eq!(html.matches("</script>").count(), 1);
        let without = page("playground.md", &library, false, false);
        assert!(without.contains("rustup target add wasm32-unknown-unknown"));
    }
}
