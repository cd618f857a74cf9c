//! What is wrong with a record, said in a card player's words, with the line it is on.
//!
//! A [`Diagnostic`] is a fact about the text (a word that cannot be read, a card held twice),
//! never a ruling: a call out of turn or a revoke is a good record, for the engine to rule on.

use std::fmt;

use serde::Serialize;

use super::ast::Span;

/// One thing wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
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
    pub(crate) fn with_expected(mut self, expected: Vec<String>) -> Diagnostic {
        self.expected = expected;
        self
    }

    /// `file:line:col: error: …`, the source line with the place underlined, then what was
    /// expected and a hint. Spans that do not fit `source` are clamped; this never panics.
    /// Control characters of the record and the file name are escaped (see
    /// [`escape_controls`]), so that a record cannot move a terminal's cursor or retitle it.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        self.render_painted(file_name, source, &Paint::default())
    }

    /// [`Diagnostic::render`] with each part wrapped in the marks of `paint` (a terminal's
    /// colours; the record layer knows nothing of terminals).
    pub fn render_painted(&self, file_name: &str, source: &str, paint: &Paint) -> String {
        let mut out = format!(
            "{}: {}: {}\n",
            paint.location.wrap(&format!(
                "{}:{}:{}",
                escape_controls(file_name),
                self.span.line,
                self.span.col
            )),
            paint.error.wrap("error"),
            paint.message.wrap(&escape_controls(&self.message)),
        );
        let (text, underline_from, underline_len) = source_line(source, self.span);
        let number = self.span.line.to_string();
        let pad = " ".repeat(number.len());
        let gutter = |left: &str| paint.gutter.wrap(&format!("{left} |"));
        out.push_str(&format!("{}\n", gutter(&pad)));
        out.push_str(&format!("{} {text}\n", gutter(&number)));
        out.push_str(&format!(
            "{} {}{}\n",
            gutter(&pad),
            " ".repeat(underline_from),
            paint.caret.wrap(&"^".repeat(underline_len))
        ));
        let note = |label: &str, text: &str| {
            format!(
                "{} {}\n",
                paint.gutter.wrap(&format!("{pad} =")),
                paint
                    .note
                    .wrap(&format!("{label}{}", escape_controls(text)))
            )
        };
        if !self.expected.is_empty() {
            out.push_str(&note("expected ", &one_of(&self.expected)));
        }
        if let Some(hint) = &self.hint {
            out.push_str(&note("hint: ", hint));
        }
        out
    }
}

/// The marks around one part of a rendered diagnostic (both empty: plain text).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mark {
    pub before: String,
    pub after: String,
}

impl Mark {
    fn wrap(&self, text: &str) -> String {
        if self.before.is_empty() && self.after.is_empty() {
            text.to_string()
        } else {
            format!("{}{text}{}", self.before, self.after)
        }
    }
}

/// How a rendered diagnostic marks its parts: `file:line:col`, the word `error`, the message,
/// the gutter (` |`, ` =`), the caret, and the notes (expected, hint). The default marks
/// nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Paint {
    pub location: Mark,
    pub error: Mark,
    pub message: Mark,
    pub gutter: Mark,
    pub caret: Mark,
    pub note: Mark,
}

/// `text` with every control character but the newline and the tab shown as an escape (`\r`,
/// `\u{1b}`), and so is every character a reader cannot see or that reorders a line's display
/// (`is_invisible`). A record's text is echoed in diagnostics and rulings; escaped, it cannot
/// clear a terminal, move its cursor, retitle it, show a line other than it is, or hide a
/// difference between two words that look alike.
pub fn escape_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if needs_escape(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

fn needs_escape(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t') || is_invisible(c)
}

/// Whether `c` is drawn as nothing, or changes how the characters around it are drawn: Unicode's
/// Default_Ignorable_Code_Point (DerivedCoreProperties.txt; unchanged from Unicode 14.0 to 16.0),
/// which holds the whole of Bidi_Control (PropList.txt: U+061C, U+200E–U+200F, U+202A–U+202E,
/// U+2066–U+2069), and the line and paragraph separators, which break a line where none is seen.
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(
        c,
        // Default_Ignorable_Code_Point, in its file's order.
        '\u{00AD}'                      // soft hyphen
        | '\u{034F}'                    // combining grapheme joiner
        | '\u{061C}'                    // Arabic letter mark (Bidi_Control)
        | '\u{115F}'..='\u{1160}'       // Hangul choseong and jungseong fillers
        | '\u{17B4}'..='\u{17B5}'       // Khmer inherent vowels
        | '\u{180B}'..='\u{180F}'       // Mongolian variation selectors and vowel separator
        | '\u{200B}'..='\u{200F}'       // zero width space, joiners; LRM, RLM (Bidi_Control)
        | '\u{202A}'..='\u{202E}'       // embeddings and overrides (Bidi_Control)
        | '\u{2060}'..='\u{206F}'       // word joiner, invisible operators, isolates (Bidi_Control)
        | '\u{3164}'                    // Hangul filler
        | '\u{FE00}'..='\u{FE0F}'       // variation selectors 1–16
        | '\u{FEFF}'                    // zero width no-break space (byte order mark)
        | '\u{FFA0}'                    // halfwidth Hangul filler
        | '\u{FFF0}'..='\u{FFF8}'       // unassigned, reserved as ignorable
        | '\u{1BCA0}'..='\u{1BCA3}'     // shorthand format controls
        | '\u{1D173}'..='\u{1D17A}'     // musical beam and phrase controls
        | '\u{E0000}'..='\u{E0FFF}'     // tags, variation selectors 17–256, reserved
        // Not ignorable, but a line or paragraph broken where the text shows none.
        | '\u{2028}'..='\u{2029}'
    )
}

/// `text` as it is seen: without the characters [`is_invisible`] says are not.
pub(crate) fn visible(text: &str) -> String {
    text.chars().filter(|c| !is_invisible(*c)).collect()
}

/// "a", "a; or b", "a; b; or c" (the phrases have commas of their own).
pub(crate) fn one_of(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}; or {}", init.join("; "), last),
    }
}

/// The longest line of a record, in bytes (`record::limits` re-exports it with the other
/// limits); a longer one is refused as it is read.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The most characters of a source line shown whole; a longer one (LIN writes a whole board, or
/// a whole session, on one line) is shown as a window round the place.
pub(crate) const MAX_LINE_SHOWN: usize = 120;
/// In a window, the characters shown either side of the place, and the most underlined.
const WINDOW_SIDE: usize = 40;

/// The line holding `span.start` (tabs shown as single spaces, so that the underline lines up;
/// control characters escaped), the column (in the columns a terminal draws: a wide character
/// takes two, a combining one none) where the underline starts, and its length in columns (at
/// least 1). A line longer than [`MAX_LINE_SHOWN`] characters is cut to a window of
/// [`WINDOW_SIDE`] characters either side of the place, `...` where it is cut, so that a
/// diagnostic's size does not grow with its line's.
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
    let shown = |s: &str| -> String { escape_controls(&s.replace('\t', " ")).into_owned() };
    let start = start.min(line_start + line.len());
    // The underline stays on the line (a span at a `\r` ends where it starts).
    let mut end = span.end.min(line_start + line.len()).max(start);
    while !source.is_char_boundary(end) {
        end -= 1;
    }
    let before = shown(&source[line_start..start]);
    // A line past a record's limit is known only up to the limit where it was read a deal at a
    // time: it is shown up to the place and no further, so that reading it whole shows the same.
    let (under, after) = if line.len() > MAX_LINE_BYTES {
        (String::new(), String::new())
    } else {
        (
            shown(&source[start..end]),
            shown(&source[end..line_start + line.len()]),
        )
    };
    let (before_len, under_len, after_len) = (
        before.chars().count(),
        under.chars().count(),
        after.chars().count(),
    );
    if before_len + under_len + after_len <= MAX_LINE_SHOWN {
        return (
            format!("{before}{under}{after}"),
            columns(&before),
            columns(&under).max(1),
        );
    }
    const CUT: &str = "...";
    let mut text = String::new();
    if before_len > WINDOW_SIDE {
        text.push_str(CUT);
        text.extend(before.chars().skip(before_len - WINDOW_SIDE));
    } else {
        text.push_str(&before);
    }
    let from = columns(&text);
    let under_shown = under_len.min(WINDOW_SIDE);
    let underlined: String = under.chars().take(under_shown).collect();
    text.push_str(&underlined);
    if under_shown < under_len {
        // A long span: its start underlined, the rest cut.
        text.push_str(CUT);
    } else {
        text.extend(after.chars().take(WINDOW_SIDE));
        if after_len > WINDOW_SIDE {
            text.push_str(CUT);
        }
    }
    (text, from, columns(&underlined).max(1))
}

/// The columns `text` takes in a monospaced line: a wide character two, a combining one none.
#[cfg(not(target_family = "wasm"))]
fn columns(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// The page's engine leaves Unicode's width tables out for its size: the commonest wide ranges
/// (Hangul, CJK, full-width forms, emoji) count two and the commonest combining marks none;
/// anything rarer counts one, so the caret may stand a column off under it in the page.
#[cfg(target_family = "wasm")]
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| match u32::from(c) {
            0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF => 0,
            0xFE20..=0xFE2F => 0,
            0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x1F300..=0x1F64F
            | 0x1F900..=0x1F9FF
            | 0x20000..=0x3FFFD => 2,
            _ => 1,
        })
        .sum()
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

/// The most diagnostics of one file rendered: a file can hold a mistake in every one of
/// thousands of cards, and the first few say what is wrong; the rest are counted.
pub(crate) const MAX_SHOWN: usize = 50;

/// The diagnostics of a file, `count` of them, each rendered by `rendered` (only the first
/// [`MAX_SHOWN`] are asked for), a blank line between them; when there are more than that, a
/// line saying how many more were found, and a count at the end when there is more than one.
pub(crate) fn render_list(
    rendered: impl Iterator<Item = String>,
    count: usize,
    file_name: &str,
) -> String {
    let mut out = rendered.take(MAX_SHOWN).collect::<Vec<_>>().join("\n");
    let name = escape_controls(file_name);
    if count > MAX_SHOWN {
        out.push_str(&format!(
            "\n{name}: {} more errors are not shown; the first {MAX_SHOWN} are above\n",
            count - MAX_SHOWN
        ));
    }
    if count > 1 {
        out.push_str(&format!("\n{name}: {count} errors\n"));
    }
    out
}

/// Everything wrong with a record: several errors may be reported at once.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, schemars::JsonSchema)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Every diagnostic rendered (see [`Diagnostic::render`]), a blank line between them, and a
    /// count at the end when there is more than one.
    pub fn render(&self, file_name: &str, source: &str) -> String {
        self.render_painted(file_name, source, &Paint::default())
    }

    /// [`Diagnostics::render`] with the parts marked by `paint`.
    pub fn render_painted(&self, file_name: &str, source: &str, paint: &Paint) -> String {
        render_list(
            self.0
                .iter()
                .map(|d| d.render_painted(file_name, source, paint)),
            self.0.len(),
            file_name,
        )
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

/// The diagnostic for text that is not UTF-8: where the first bad byte is (line and column,
/// counted in characters as for any other mistake), the line with a caret under it, and a
/// hint. `bytes` are whole lines of the record, after `lines_before` others (the span's
/// offsets are in `bytes`).
pub fn not_utf8(bytes: &[u8], error: std::str::Utf8Error, lines_before: usize) -> Diagnostic {
    let at = error.valid_up_to();
    let good = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
    let line_start = good.rfind('\n').map_or(0, |i| i + 1);
    let line = lines_before + good.matches('\n').count() + 1;
    let col = good[line_start..].chars().count() + 1;
    let bad_len = error.error_len().unwrap_or(bytes.len() - at).max(1);
    let shown: Vec<String> = bytes[at..at + bad_len]
        .iter()
        .map(|b| format!("0x{b:02X}"))
        .collect();
    // Rendered against the text as far as it can be read, the bad bytes shown as U+FFFD.
    Diagnostic::error(
        format!(
            "the record is not UTF-8 text: byte {} cannot be read here",
            shown.join(" ")
        ),
        Span {
            start: at,
            end: at + '\u{FFFD}'.len_utf8(),
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(col).unwrap_or(u32::MAX),
        },
    )
    .with_hint(
        "save the record as UTF-8 (an editor's \"Save as\" offers it); a single byte such as 0xE9 for `é` is Latin-1",
    )
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

    #[test]
    fn control_characters_are_escaped_and_the_caret_still_lines_up() {
        // An OSC sequence that would retitle a terminal, then a bad word after it.
        let source = "players: N \u{1b}]0;pwned\u{7}Jones x\n";
        let at = source.find('x').unwrap();
        let d = Diagnostic::error(
            "`x` \u{1b}[2J",
            Span {
                start: at,
                end: at + 1,
                line: 1,
                col: 30,
            },
        );
        let out = d.render("a\u{1b}b", source);
        assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
        assert!(
            out.starts_with("a\\u{1b}b:1:30: error: `x` \\u{1b}[2J\n"),
            "{out}"
        );
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[2], "1 | players: N \\u{1b}]0;pwned\\u{7}Jones x");
        assert_eq!(lines[2].find('x'), lines[3].find('^'), "{out}");
    }

    #[test]
    fn bidirectional_overrides_are_escaped() {
        assert_eq!(escape_controls("a\u{202e}b\tc\n"), "a\\u{202e}b\tc\n");
        assert_eq!(escape_controls("\r"), "\\r");
        assert!(matches!(
            escape_controls("plain ♠"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn every_invisible_or_reordering_character_is_escaped() {
        // Each range of Default_Ignorable_Code_Point (DerivedCoreProperties.txt) at both ends,
        // the Bidi_Control characters (PropList.txt), and the line and paragraph separators.
        let invisible = [
            '\u{00AD}',
            '\u{034F}',
            '\u{061C}',
            '\u{115F}',
            '\u{1160}',
            '\u{17B4}',
            '\u{17B5}',
            '\u{180B}',
            '\u{180E}',
            '\u{180F}',
            '\u{200B}',
            '\u{200C}',
            '\u{200D}',
            '\u{200E}',
            '\u{200F}',
            '\u{202A}',
            '\u{202E}',
            '\u{2060}',
            '\u{2065}',
            '\u{2066}',
            '\u{2069}',
            '\u{206F}',
            '\u{3164}',
            '\u{FE00}',
            '\u{FE0F}',
            '\u{FEFF}',
            '\u{FFA0}',
            '\u{FFF0}',
            '\u{FFF8}',
            '\u{1BCA0}',
            '\u{1BCA3}',
            '\u{1D173}',
            '\u{1D17A}',
            '\u{E0000}',
            '\u{E0001}',
            '\u{E0020}',
            '\u{E007F}',
            '\u{E0100}',
            '\u{E01EF}',
            '\u{E0FFF}',
            '\u{2028}',
            '\u{2029}',
        ];
        for c in invisible {
            let text = format!("Jo{c}nes");
            let escaped = escape_controls(&text);
            assert_eq!(
                escaped,
                format!("Jo{}nes", c.escape_unicode()),
                "U+{:04X}",
                c as u32
            );
            assert_eq!(visible(&text), "Jones", "U+{:04X}", c as u32);
        }
        // Their neighbours print, and are left as they are.
        for c in [
            '\u{00AC}',
            '\u{034E}',
            '\u{061B}',
            '\u{1161}',
            '\u{180A}',
            '\u{2010}',
            '\u{2027}',
            '\u{202F}',
            '\u{2070}',
            '\u{FE10}',
            '\u{FFF9}',
            '\u{E1000}',
            'é',
            '王',
            '♠',
        ] {
            let text = format!("a{c}b");
            assert_eq!(escape_controls(&text), text, "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn the_caret_counts_the_columns_a_terminal_draws() {
        // Two wide characters (two columns each) and a combining accent (none) before the word.
        let source = "  王李 e\u{301} pas\n";
        let at = source.find("pas").unwrap();
        let d = Diagnostic::error(
            "x",
            Span {
                start: at,
                end: at + 3,
                line: 1,
                col: 9,
            },
        );
        let out = d.render("f", source);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[2], "1 |   王李 e\u{301} pas");
        // Two spaces, four columns, a space, one column, a space: the word at the ninth.
        assert_eq!(lines[3], format!("  | {}^^^", " ".repeat(9)), "{out}");
        // A wide character underlined takes two carets.
        let d = Diagnostic::error(
            "x",
            Span {
                start: 2,
                end: 5,
                line: 1,
                col: 3,
            },
        );
        assert!(d.render("f", source).contains("\n  |   ^^\n"));
    }

    #[test]
    fn a_paint_marks_each_part_and_the_default_marks_nothing() {
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
        .with_hint("did you mean `pass`?");
        let mark = |b: &str| Mark {
            before: format!("<{b}>"),
            after: format!("</{b}>"),
        };
        let paint = Paint {
            location: mark("l"),
            error: mark("e"),
            message: mark("m"),
            gutter: mark("g"),
            caret: mark("c"),
            note: mark("n"),
        };
        assert_eq!(
            d.render_painted("f", source, &paint),
            "<l>f:3:11</l>: <e>error</e>: <m>`pas` is not a call</m>\n<g>  |</g>\n<g>3 |</g>   N 1S; E pas\n<g>  |</g>           <c>^^^</c>\n<g>  =</g> <n>hint: did you mean `pass`?</n>\n"
        );
        assert_eq!(
            d.render_painted("f", source, &Paint::default()),
            d.render("f", source)
        );
    }

    #[test]
    fn a_long_line_is_shown_as_a_window_round_the_place() {
        // A line of any format: 500 characters before the mistake, 500 after.
        let source = format!("{}pas{}\n", "a".repeat(500), "b".repeat(500));
        let d = Diagnostic::error(
            "`pas` is not a call",
            Span {
                start: 500,
                end: 503,
                line: 1,
                col: 501,
            },
        );
        let out = d.render("f", &source);
        let lines: Vec<&str> = out.lines().collect();
        let window = format!("1 | ...{}pas{}...", "a".repeat(40), "b".repeat(40));
        assert_eq!(lines[2], window);
        assert_eq!(lines[3].find('^'), lines[2].find("pas"), "{out}");
        assert_eq!(lines[3].trim_start_matches([' ', '|']).len(), 3, "{out}");
        // A long span: its start underlined, the rest cut.
        let long = Diagnostic::error(
            "x",
            Span {
                start: 10,
                end: 1000,
                line: 1,
                col: 11,
            },
        );
        let out = long.render("f", &source);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[2], format!("1 | {}...", "a".repeat(50)));
        assert_eq!(
            lines[3],
            format!("  | {}{}", " ".repeat(10), "^".repeat(40))
        );
        // A line up to the limit is shown whole.
        let short = format!("{}pas\n", "a".repeat(MAX_LINE_SHOWN - 3));
        let at = Span {
            start: MAX_LINE_SHOWN - 3,
            end: MAX_LINE_SHOWN,
            line: 1,
            col: 118,
        };
        assert!(
            Diagnostic::error("x", at)
                .render("f", &short)
                .contains(short.trim_end())
        );
    }

    #[test]
    fn the_first_fifty_diagnostics_are_rendered_and_the_rest_counted() {
        let source = "x\n";
        let one = Diagnostic::error(
            "x",
            Span {
                start: 0,
                end: 1,
                line: 1,
                col: 1,
            },
        );
        let many = Diagnostics(vec![one.clone(); MAX_SHOWN + 7]);
        let out = many.render("f", source);
        assert_eq!(out.matches("error: x").count(), MAX_SHOWN);
        assert!(
            out.ends_with(
                "\nf: 7 more errors are not shown; the first 50 are above\n\nf: 57 errors\n"
            ),
            "{out}"
        );
        let all = Diagnostics(vec![one; MAX_SHOWN]).render("f", source);
        assert!(!all.contains("not shown"), "{all}");
    }

    #[test]
    fn a_byte_that_is_not_utf8_is_found_at_its_line_and_column() {
        // `é` in Latin-1, a byte alone.
        let bytes = [b"deal 1\nN ".as_slice(), &[0xE9], b"x\n"].concat();
        let error = std::str::from_utf8(&bytes).unwrap_err();
        let d = not_utf8(&bytes, error, 4);
        assert_eq!(
            d.message,
            "the record is not UTF-8 text: byte 0xE9 cannot be read here"
        );
        assert_eq!((d.span.line, d.span.col, d.span.start), (6, 3, 9));
        assert!(d.hint.as_deref().is_some_and(|h| h.contains("Latin-1")));
    }
}
