//! What is wrong with a record, said in a card player's words, with the line it is on.
//!
//! A [`Diagnostic`] is a fact about the text (a word that cannot be read, a card held twice),
//! never a ruling: a call out of turn or a revoke is a good record, for the engine to rule on.

use std::fmt;

use serde::Serialize;

use super::ast::Span;

/// One thing wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// What is wrong: "`pas` is not a call".
    pub message: String,
    /// Where it is.
    pub span: Span,
    /// What could have been written there, in card players' words ("a call such as 1S, 2NT,
    /// pass, accept, double"), for a text that cannot be read.
    pub expected: Vec<String>,
    /// How to put it right, where a hint helps.
    pub hint: Option<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic {
            message: message.into(),
            span,
            expected: Vec::new(),
            hint: None,
        }
    }

    /// The same error, with a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Diagnostic {
        self.hint = Some(hint.into());
        self
    }

    /// The same error, saying what could have been written.
    pub fn with_expected(mut self, expected: Vec<String>) -> Diagnostic {
        self.expected = expected;
        self
    }

    /// `file:line:col: error: …`, the source line with the place underlined, then what was
    /// expected and a hint. Spans that do not fit `source` are clamped; this never panics.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        let mut out = format!(
            "{}:{}:{}: error: {}\n",
            file_name, self.span.line, self.span.col, self.message
        );
        let (text, underline_from, underline_len) = source_line(source, self.span);
        let number = self.span.line.to_string();
        let pad = " ".repeat(number.len());
        out.push_str(&format!("{pad} |\n"));
        out.push_str(&format!("{number} | {text}\n"));
        out.push_str(&format!(
            "{pad} | {}{}\n",
            " ".repeat(underline_from),
            "^".repeat(underline_len)
        ));
        if !self.expected.is_empty() {
            out.push_str(&format!("{pad} = expected {}\n", one_of(&self.expected)));
        }
        if let Some(hint) = &self.hint {
            out.push_str(&format!("{pad} = hint: {hint}\n"));
        }
        out
    }
}

/// "a", "a; or b", "a; b; or c" (the phrases have commas of their own).
pub(crate) fn one_of(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}; or {}", init.join("; "), last),
    }
}

/// The line holding `span.start` (tabs shown as single spaces, so that the underline lines up),
/// the column (in characters) where the underline starts, and its length (at least 1).
pub(crate) fn source_line(source: &str, span: Span) -> (String, usize, usize) {
    let mut start = span.start.min(source.len());
    while !source.is_char_boundary(start) {
        start -= 1;
    }
    let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[start..]
        .find('\n')
        .map_or(source.len(), |i| start + i);
    let line = source[line_start..line_end].trim_end_matches('\r');
    let text: String = line
        .chars()
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let from = source[line_start..start].chars().count();
    // The underline stays on the line (a span at a `\r` ends where it starts).
    let mut end = span.end.min(line_start + line.len()).max(start);
    while !source.is_char_boundary(end) {
        end -= 1;
    }
    let len = source[start..end].chars().count().max(1);
    (text, from, len)
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: error: {}",
            self.span.line, self.span.col, self.message
        )?;
        if !self.expected.is_empty() {
            write!(f, "; expected {}", one_of(&self.expected))?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

/// Everything wrong with a record: several errors may be reported at once.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Every diagnostic rendered (see [`Diagnostic::render`]), a blank line between them, and a
    /// count at the end when there is more than one.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        let mut out = self
            .0
            .iter()
            .map(|d| d.render(file_name, source))
            .collect::<Vec<_>>()
            .join("\n");
        if self.0.len() > 1 {
            out.push_str(&format!("\n{}: {} errors\n", file_name, self.0.len()));
        }
        out
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_the_line_with_a_caret_under_the_word() {
        let source = "deal 1\nauction:\n  N 1S; E pas\n";
        let d = Diagnostic::error(
            "`pas` is not a call",
            Span {
                start: 26,
                end: 29,
                line: 3,
                col: 11,
            },
        )
        .with_expected(vec!["a call such as 1S, 2NT, pass, accept, double".into()])
        .with_hint("did you mean `pass`?");
        assert_eq!(
            d.render("game.record", source),
            "game.record:3:11: error: `pas` is not a call\n  |\n3 |   N 1S; E pas\n  |           ^^^\n  = expected a call such as 1S, 2NT, pass, accept, double\n  = hint: did you mean `pass`?\n"
        );
    }

    #[test]
    fn a_span_beyond_the_source_does_not_panic() {
        let d = Diagnostic::error(
            "x",
            Span {
                start: 99,
                end: 120,
                line: 9,
                col: 1,
            },
        );
        let out = d.render("f", "ab♠");
        assert!(out.contains("9 | ab♠"), "{out}");
    }

    #[test]
    fn a_span_at_a_carriage_return_does_not_panic() {
        let source = "N 1S\r\nE pass\r\n";
        let d = Diagnostic::error(
            "x",
            Span {
                start: 4,
                end: 6,
                line: 1,
                col: 5,
            },
        );
        assert!(d.render("f", source).contains("1 | N 1S\n"));
    }
}
