//! Law texts for reading at a terminal: Markdown emphasis (`**word**`, `*title*`) drawn as bold
//! and italic instead of asterisks, and each paragraph wrapped to a width, its indent kept.

use foster::record::escape_controls;

use super::term::{EMPHASIS, ITALIC, paint};

/// The narrowest width texts are wrapped to.
const NARROWEST: usize = 20;

/// The width to wrap law texts to: `--width`, else the terminal's (or `COLUMNS`, or 80, for a
/// terminal that does not tell), else none: a pipe gets each paragraph on one line, for other
/// programs.
pub fn width(given: Option<u16>, out_is_terminal: bool) -> Option<usize> {
    if let Some(w) = given {
        return Some(usize::from(w).max(NARROWEST));
    }
    if !out_is_terminal {
        return None;
    }
    let told = terminal_size::terminal_size_of(std::io::stdout())
        .map(|(terminal_size::Width(w), _)| usize::from(w))
        .filter(|&w| w > 0)
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok());
    Some(told.unwrap_or(80).max(NARROWEST))
}

/// `text` with its Markdown emphasis styled (escaped first) and, given a width, every line
/// wrapped to it, continuing at the line's indent.
pub fn for_terminal(text: &str, width: Option<usize>) -> String {
    let styled = emphasis(&escape_controls(text));
    match width {
        Some(w) => wrap(&styled, w),
        None => styled,
    }
}

/// `**x**` in bold and `*x*` in italic: a mark opens before a non-space and closes after one,
/// so that a lone `*` (a footnote, 3 * 4) is left as it is.
pub fn emphasis(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('*') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let (mark, style) = if tail.starts_with("**") {
            ("**", EMPHASIS)
        } else {
            ("*", ITALIC)
        };
        let inner = &tail[mark.len()..];
        let closed = inner
            .find(mark)
            .filter(|&end| end > 0)
            .filter(|&end| !inner[..end].starts_with(char::is_whitespace))
            .filter(|&end| !inner[..end].ends_with(char::is_whitespace))
            .filter(|&end| !inner[..end].contains('\n'));
        match closed {
            Some(end) => {
                out.push_str(&paint(style, &inner[..end]));
                rest = &inner[end + mark.len()..];
            }
            None => {
                out.push_str(mark);
                rest = inner;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every line wrapped to `width` columns (colour marks take none), the continuation lines at
/// the line's own indent.
pub fn wrap(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / width.max(1));
    for line in text.split_inclusive('\n') {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        let indent = &body[..body.len() - body.trim_start().len()];
        let options = textwrap::Options::new(width)
            .initial_indent(indent)
            .subsequent_indent(indent)
            .break_words(false);
        let lines = textwrap::wrap(body.trim_start(), options);
        if lines.is_empty() {
            out.push_str(body);
        } else {
            out.push_str(&lines.join("\n"));
        }
        out.push_str(newline);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emphasis_loses_its_asterisks() {
        let bold = paint(EMPHASIS, "accepted");
        assert_eq!(emphasis("is **accepted** here"), format!("is {bold} here"));
        let it = paint(ITALIC, "Arizona Republican");
        assert_eq!(
            emphasis("(*Arizona Republican*, 11)"),
            format!("({it}, 11)")
        );
        assert_eq!(emphasis("3 * 4 and a lone *"), "3 * 4 and a lone *");
    }

    #[test]
    fn wrapping_keeps_the_indent_and_every_word() {
        let text = "  one two three four five six seven eight nine ten\nshort\n\n";
        let wrapped = wrap(text, 20);
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= 20),
            "{wrapped}"
        );
        assert!(
            wrapped
                .lines()
                .filter(|l| !l.is_empty() && l != &"short")
                .all(|l| l.starts_with("  ")),
            "{wrapped}"
        );
        let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        assert_eq!(words(&wrapped), words(text));
        assert!(wrapped.ends_with("short\n\n"));
    }

    #[test]
    fn colour_takes_no_width() {
        // 14 characters shown, 22 bytes with the bold marks: one line at 14, two at 13.
        let text = emphasis("**aaaa** bbbb cccc");
        assert_eq!(wrap(&text, 14), text);
        assert_eq!(wrap(&text, 13).lines().count(), 2);
    }
}
