//! The commands' text for a terminal, composed here so that it is tested with the library: the
//! styles (colour marks that the binary's writer strips where colour is off), the red suits and
//! bold headings of a ruling's text, the suits as letters, the law texts' emphasis and wrapping,
//! and the status lines of `check` and `verify`. The binary decides the terminal's facts (is it
//! one, colour on or off, its width) and passes them in; it writes what is composed here.

use anstyle::{AnsiColor, Style};

use crate::formats::Format;
use crate::record::{Code, escape_controls};

/// The styles of the output.
pub const ERROR: Style = AnsiColor::Red.on_default().bold();
pub const WARNING: Style = AnsiColor::Yellow.on_default().bold();
pub(crate) const GOOD: Style = AnsiColor::Green.on_default();
pub const EMPHASIS: Style = Style::new().bold();
pub(crate) const ITALIC: Style = Style::new().italic();
pub(crate) const HEADING: Style = Style::new().bold().underline();
pub const NOTE: Style = AnsiColor::Cyan.on_default();
/// Hearts and diamonds in rulings, hands and pads.
pub(crate) const RED_SUIT: Style = AnsiColor::Red.on_default();

/// `text` in `style` (the marks are stripped later where colour is off).
pub fn paint(style: Style, text: &str) -> String {
    format!("{}{text}{}", style.render(), style.render_reset())
}

/// The colour of a diagnostic's gutter.
pub const GUTTER: Style = AnsiColor::Blue.on_default().bold();

/// The red suits painted red, as the cards are: `♥` and `♦`, and a card written with one, the
/// rank after it (`♦8`, `♥10`), red with it.
pub fn red_suits(text: &str) -> String {
    if !text.contains(['♥', '♦']) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find(['♥', '♦']) {
        out.push_str(&rest[..at]);
        let suit = '♥'.len_utf8();
        let rank = rest[at + suit..]
            .find(|c: char| !(c.is_ascii_digit() || "AKQJT".contains(c)))
            .unwrap_or(rest.len() - at - suit);
        out.push_str(&paint(RED_SUIT, &rest[at..at + suit + rank]));
        rest = &rest[at + suit + rank..];
    }
    out.push_str(rest);
    out
}

/// The lines of `text` that `is_heading` holds for, in bold (the marks are stripped where colour
/// is off).
pub fn bold_headings(text: &str, is_heading: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for line in text.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        if !body.trim().is_empty() && is_heading(body) {
            out.push_str(&paint(EMPHASIS, body));
            out.push_str(end);
        } else {
            out.push_str(line);
        }
    }
    out
}

/// Whether a line of a ruling's or a score's text heads a part of it: the code it is ruled under,
/// a deal (`Deal 1 (dealer N)`, `Rubber 2, deal 5 …`), what the record does not show, the
/// score, a rubber (`Rubber 2`), the wash-book, what the code does not govern.
pub fn ruling_heading(line: &str) -> bool {
    const STARTS: [&str; 6] = [
        "Ruled under ",
        "Code: ",
        "Deal ",
        "The score",
        "The wash-book",
        "Outside what ",
    ];
    STARTS.iter().any(|s| line.starts_with(s))
        || line == "  What the record does not show:"
        || line.strip_prefix("Rubber ").is_some_and(|rest| {
            let number = rest.split_once(", deal ").map_or(rest, |(n, _)| n);
            !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())
        })
}

/// The suits as the letters S H D C (filled or hollow symbols alike).
pub fn ascii_suits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '♠' | '♤' => 'S',
            '♥' | '♡' => 'H',
            '♦' | '♢' => 'D',
            '♣' | '♧' => 'C',
            other => other,
        })
        .collect()
}

/// The narrowest width texts are wrapped to.
pub const NARROWEST: usize = 20;

/// `text` with its Markdown emphasis styled (escaped first) and, given a width, every line
/// wrapped to it, continuing at the line's indent.
pub(crate) fn for_terminal(text: &str, width: Option<usize>) -> String {
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

/// Whether a line of a law's text, a search's or a diff's heads a law: its citation and title
/// (`pirate-1916:52 — The Revoke`, `Law 3 (pirate-1916 → pirate-1917) — Forming Tables`), or a
/// code's heading (`pirate-1916: laws 1–80`).
pub fn law_heading(line: &str) -> bool {
    let cited = Code::ALL.iter().any(|c| {
        line.strip_prefix(c.id())
            .is_some_and(|l| l.starts_with(':'))
    });
    cited && (line.contains(" — ") || line.contains(": laws "))
        || line.starts_with("Law ") && line.contains(" — ")
}

/// A law text (`laws show`, `search`, `diff`) for reading: its emphasis styled, wrapped to
/// `width` if given, the lines that head a law in bold.
pub fn law_text(text: &str, width: Option<usize>) -> String {
    bold_headings(&for_terminal(text, width), law_heading)
}

/// The codes' lists of laws (`laws list`): as [`law_text`], the code and its sections (the
/// lines not indented) in bold.
pub fn law_list(text: &str, width: Option<usize>) -> String {
    bold_headings(&for_terminal(text, width), |l| !l.starts_with(' '))
}

/// `FILE: ok (N deals)` for a good file, with its format where it is not a record
/// (`, PBN`).
pub fn checked(name: &str, deals: usize, format: Format) -> String {
    let format = match format {
        Format::Record => String::new(),
        f => format!(", {}", f.name()),
    };
    format!(
        "{}: {} ({deals} deal{}{format})\n",
        escape_controls(name),
        paint(GOOD, "ok"),
        if deals == 1 { "" } else { "s" }
    )
}

/// What `verify` says of a record with no `claim:` line.
pub fn no_claims(name: &str) -> String {
    format!("{name}: no claims to verify\n")
}

/// `SUBJECT: LABEL: MESSAGE` on a line (an error, a warning, a note), the label in `style`.
pub fn labelled(subject: &str, style: Style, label: &str, message: &str) -> String {
    format!(
        "{}: {}: {}\n",
        escape_controls(subject),
        paint(style, label),
        escape_controls(message)
    )
}

/// The heading of a file's text among several (as `head` and `tail` write it).
pub fn file_heading(name: &str, first: bool) -> String {
    let gap = if first { "" } else { "\n" };
    format!(
        "{gap}{}\n",
        paint(HEADING, &format!("==> {} <==", escape_controls(name)))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_suits_paint_the_symbol_and_the_rank_after_it() {
        let red = |t: &str| paint(RED_SUIT, t);
        assert_eq!(
            red_suits("♠ A K  ♥ K 6  led ♦8, ♥10; ♣2"),
            format!(
                "♠ A K  {} K 6  led {}, {}; ♣2",
                red("♥"),
                red("♦8"),
                red("♥10")
            )
        );
        assert_eq!(red_suits("♦"), red("♦"));
    }

    #[test]
    fn headings_are_bold_and_other_lines_as_they_were() {
        let text = "Ruled under pirate-1916\n\nDeal 1 (dealer N)\n  N  ♠ A\n  What the record does not show:\n    - x\nRubber 2\nRubber          50\nRubber to Ames\nRubber 2, deal 5 (dealer E)\n";
        let bold = |t: &str| paint(EMPHASIS, t);
        assert_eq!(
            bold_headings(text, ruling_heading),
            format!(
                "{}\n\n{}\n  N  ♠ A\n{}\n    - x\n{}\nRubber          50\nRubber to Ames\n{}\n",
                bold("Ruled under pirate-1916"),
                bold("Deal 1 (dealer N)"),
                bold("  What the record does not show:"),
                bold("Rubber 2"),
                bold("Rubber 2, deal 5 (dealer E)")
            )
        );
    }

    #[test]
    fn suits_become_letters() {
        assert_eq!(ascii_suits("♠ A K  ♥ —  2♦ ♣K ♡"), "S A K  H —  2D CK H");
    }

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

    #[test]
    fn a_law_heading_is_its_citation_and_title() {
        assert!(law_heading("pirate-1916:52 — The Revoke"));
        assert!(law_heading("pirate-1916: laws 1–80"));
        assert!(law_heading(
            "Law 3 (pirate-1916 → pirate-1917) — Forming Tables"
        ));
        assert!(!law_heading("  52. The revoke is …"));
        let bold = paint(EMPHASIS, "pirate-1916:52 — The Revoke");
        assert_eq!(
            law_text("pirate-1916:52 — The Revoke\n\nA **revoke** is", None),
            format!("{bold}\n\nA {} is", paint(EMPHASIS, "revoke"))
        );
        assert_eq!(
            law_list("pirate-1916\n  1. Forming", None),
            format!("{}\n  1. Forming", paint(EMPHASIS, "pirate-1916"))
        );
    }

    #[test]
    fn a_good_file_is_ok_with_its_deals_and_format() {
        let ok = paint(GOOD, "ok");
        assert_eq!(
            checked("a.record", 1, Format::Record),
            format!("a.record: {ok} (1 deal)\n")
        );
        assert_eq!(
            checked("b.pbn", 3, Format::Pbn),
            format!("b.pbn: {ok} (3 deals, PBN)\n")
        );
        assert_eq!(
            checked("c\x1b", 2, Format::Record),
            format!("c\\u{{1b}}: {ok} (2 deals)\n")
        );
        assert_eq!(no_claims("a.record"), "a.record: no claims to verify\n");
    }

    #[test]
    fn labels_and_headings() {
        assert_eq!(
            labelled("a.record", NOTE, "note", "x"),
            format!("a.record: {}: x\n", paint(NOTE, "note"))
        );
        let h = paint(HEADING, "==> a <==");
        assert_eq!(file_heading("a", true), format!("{h}\n"));
        assert_eq!(file_heading("a", false), format!("\n{h}\n"));
    }
}
