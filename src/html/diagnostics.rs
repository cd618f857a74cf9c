//! What is wrong with a record, drawn as the CLI says it: line and column, the line with the
//! place underlined, what was expected, and a hint.

use std::fmt::Write as _;

use super::escape;
use crate::record::Diagnostics;
use crate::record::diagnostic::{MAX_SHOWN, one_of, source_line};

/// Every diagnostic of a record as a block: `data-line` and `data-column` say where, for the
/// page to point at the place in the editor.
pub fn diagnostics(diags: &Diagnostics, source: &str) -> String {
    let mut out = String::from("<div class=\"foster-diagnostics\" role=\"alert\">");
    let count = diags.len();
    let _ = write!(
        out,
        "<div class=\"foster-diagnostics-head\">The record cannot be read: {count} mistake{}</div>",
        if count == 1 { "" } else { "s" }
    );
    // As the command line does, the first few of a file's mistakes, the rest counted.
    for d in diags.iter().take(MAX_SHOWN) {
        let (text, from, len) = source_line(source, d.span);
        let number = d.span.line.to_string();
        let pad = " ".repeat(number.len());
        let _ = write!(
            out,
            "<div class=\"foster-diagnostic\" data-line=\"{line}\" data-column=\"{col}\"><div class=\"foster-diagnostic-where\">line {line}, column {col}: <strong>{}</strong></div><pre class=\"foster-caret\">{pad} |\n{number} | {}\n{pad} | {}<span class=\"foster-caret-mark\">{}</span></pre>",
            words(&d.message),
            escape(&text),
            " ".repeat(from),
            "^".repeat(len),
            line = d.span.line,
            col = d.span.col,
        );
        if !d.expected.is_empty() {
            let _ = write!(
                out,
                "<div class=\"foster-expected\">expected {}</div>",
                words(&one_of(&d.expected))
            );
        }
        if let Some(h) = &d.hint {
            let _ = write!(out, "<div class=\"foster-hint\">hint: {}</div>", words(h));
        }
        out.push_str("</div>");
    }
    if count > MAX_SHOWN {
        let _ = write!(
            out,
            "<div class=\"foster-diagnostics-more\">{} more mistakes are not shown; the first {MAX_SHOWN} are above</div>",
            count - MAX_SHOWN
        );
    }
    out.push_str("</div>");
    out
}

/// A message's words for the page: escaped, and what the CLI writes between backticks (a word
/// of the record language) set as code, not shown with its backticks.
fn words(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        // An unpaired backtick (an odd count) is left as written.
        if i % 2 == 1 && text.matches('`').count().is_multiple_of(2) {
            let _ = write!(out, "<code>{}</code>", escape(part));
        } else {
            if i > 0 && !text.matches('`').count().is_multiple_of(2) {
                out.push('`');
            }
            out.push_str(&escape(part));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backticked_words_are_code_and_a_lone_backtick_stays() {
        assert_eq!(
            words("cannot read `pas` here <"),
            "cannot read <code>pas</code> here &lt;"
        );
        assert_eq!(words("a ` alone"), "a ` alone");
    }

    #[test]
    fn a_mistake_is_drawn_with_its_line_column_caret_and_hint() {
        let source = "code: pirate-1916\ndeal 1\nauction:\n  N 1S; E pas\n";
        let diags = crate::record::parse(source).unwrap_err();
        let html = diagnostics(&diags, source);
        assert!(html.contains("data-line=\"4\""), "{html}");
        assert!(html.contains("line 4, column 11"), "{html}");
        assert!(html.contains("4 |   N 1S; E pas"), "{html}");
        assert!(
            html.contains("<span class=\"foster-caret-mark\">^^^</span>"),
            "{html}"
        );
        assert!(
            html.contains("class=\"foster-expected\">expected"),
            "{html}"
        );
    }
}
