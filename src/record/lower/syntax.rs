//! Syntax errors: the one pest found, and more found by blanking its line and reading again,
//! each told at its line and column with what was expected there and what was found.

use std::borrow::Cow;

use pest::Parser;

use super::hints::{expected_phrase, syntax_hint};
use super::lines::LineIndex;
use crate::record::diagnostic::Diagnostic;
use crate::record::parse::{RecordParser, Rule};

/// At most this many syntax errors are reported for one record; after the first, each further
/// one is found by blanking the line of the one before and reading the record again.
const MAX_SYNTAX_ERRORS: usize = 8;

/// The syntax error pest found, and more: the offending line is blanked (its bytes made spaces,
/// so offsets stay true) and the record read again, until it reads or nothing new is found.
/// Blanking a line that opens a block (`hands:`, `auction:`, `deal 2`) would make the lines
/// after it read as something else, so the search stops there.
pub(super) fn syntax_errors(
    source: &str,
    lines: &LineIndex,
    first: pest::error::Error<Rule>,
) -> Vec<Diagnostic> {
    syntax_errors_in_part(source, lines, first, &Before::default(), 0).0
}

/// What the lines of a record before the part being read say, for the hints of a syntax
/// error (a record read a deal at a time reads each deal or rubber as a part of its own).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Before {
    /// The last section opened before the part, if any: `Some(true)` for a `play:`.
    pub(super) play: Option<bool>,
    /// Whether a line of a deal came before the part.
    pub(super) deals: bool,
}

impl Before {
    /// What `part`'s lines add, for the parts after it.
    pub(super) fn after(self, part: &str) -> Before {
        let play = last_section_opened(part).or(self.play);
        let deals = self.deals || part.lines().any(line_of_a_deal);
        Before { play, deals }
    }
}

/// The syntax errors of one part of a record (the whole, or a deal or rubber of it), after
/// `found` errors in the parts before; and whether the search is over for the whole record
/// (it goes on to the next part when this part reads once its bad lines are blanked).
pub(super) fn syntax_errors_in_part(
    source: &str,
    lines: &LineIndex,
    first: pest::error::Error<Rule>,
    before: &Before,
    found: usize,
) -> (Vec<Diagnostic>, bool) {
    let mut over = true;
    let mut errors = Vec::new();
    let mut text: Cow<'_, str> = Cow::Borrowed(source);
    let mut error = first;
    let mut blanked_lines: Vec<usize> = Vec::new();
    loop {
        let (pos, positives) = match &error.variant {
            pest::error::ErrorVariant::ParsingError { positives, .. } => {
                (error_pos(&error), positives.clone())
            }
            pest::error::ErrorVariant::CustomError { .. } => (error_pos(&error), Vec::new()),
        };
        let diagnostic = syntax_diagnostic(source, lines, pos, &positives, before);
        let line = diagnostic.span.line as usize;
        if blanked_lines.contains(&line) {
            break;
        }
        errors.push(diagnostic);
        if found + errors.len() >= MAX_SYNTAX_ERRORS || pos >= source.len() {
            break;
        }
        let line_start = lines.starts[line - lines.base_line - 1];
        let line_end = source[line_start..]
            .find('\n')
            .map_or(source.len(), |i| line_start + i);
        if opens_a_block(&source[line_start..line_end]) {
            break;
        }
        let mut bytes = text.into_owned().into_bytes();
        for b in &mut bytes[line_start..line_end] {
            if *b != b'\r' {
                *b = b' ';
            }
        }
        // Only whole lines were replaced by ASCII spaces, so the text is still UTF-8.
        text = match String::from_utf8(bytes) {
            Ok(t) => Cow::Owned(t),
            Err(_) => break,
        };
        blanked_lines.push(line);
        match RecordParser::parse(Rule::record, &text) {
            Ok(_) => {
                over = false;
                break;
            }
            Err(e) => error = e,
        }
    }
    // A later reading may stop earlier in the text than the first did.
    insertion_sort_by_key(&mut errors, |d| d.span.start);
    (errors, over)
}

/// A stable sort of a short list (the diagnostics of a text, the phrases of a hint). Not the
/// standard library's stable sort, whose code (a merge sort and its partitions, about 3 KB of
/// WebAssembly for each type sorted) the page's engine would carry for these two lists alone.
fn insertion_sort_by_key<T, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

fn error_pos(error: &pest::error::Error<Rule>) -> usize {
    match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

/// A line whose blanking would change how the lines after it read.
pub(super) fn opens_a_block(line: &str) -> bool {
    let t = line.trim_start().to_ascii_lowercase();
    let statement = ["hands", "hand", "auction", "bidding", "play"]
        .iter()
        .any(|k| {
            t.strip_prefix(k)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
        });
    let deal = t
        .strip_prefix("deal")
        .is_some_and(|rest| rest.starts_with([' ', '\t']));
    statement || deal
}

/// The diagnostic for a syntax error at byte `pos`, pest having tried `positives` there.
fn syntax_diagnostic(
    source: &str,
    lines: &LineIndex,
    pos: usize,
    positives: &[Rule],
    before: &Before,
) -> Diagnostic {
    let (found, end) = found_at(source, pos);
    let span = lines.span(source, pos, end);
    // A statement's keyword was read and its colon is missing: say only that.
    let positives: Vec<Rule> = if positives.contains(&Rule::colon) && after_keyword(source, pos) {
        vec![Rule::colon]
    } else {
        positives.to_vec()
    };
    let play = in_play_section(source, pos, before);
    let mut phrases: Vec<(u8, &'static str)> = positives
        .iter()
        .map(|r| match (*r, expected_phrase(*r)) {
            // In the play a card is likelier than a call.
            (Rule::card, (_, p)) if play => (0, p),
            (_, phrase) => phrase,
        })
        .collect();
    insertion_sort_by_key(&mut phrases, |(order, _)| *order);
    let mut expected: Vec<String> = Vec::new();
    for (_, p) in phrases {
        if !expected.iter().any(|e| e == p) {
            expected.push(p.to_string());
        }
    }
    let message = if found.is_empty() {
        if pos >= source.len() {
            "the record ends too soon".to_string()
        } else {
            "the line ends too soon".to_string()
        }
    } else {
        format!("cannot read `{found}` here")
    };
    // A header statement among the deals reads, to pest, as a player named `code` speaking.
    if let Some(keyword) = header_keyword_of_line(source, pos, before) {
        let line_start = source[..pos.min(source.len())]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let indent = source[line_start..].len() - source[line_start..].trim_start().len();
        let start = line_start + indent;
        return Diagnostic::error(
            format!("`{keyword}:` belongs to the header, before the first deal"),
            lines.span(source, start, start + keyword.len()),
        )
        .with_hint(
            "a record starts with its header (`code:`, `players:`, `nullo:`), then its deals",
        );
    }
    let diagnostic = Diagnostic::error(message, span).with_expected(expected);
    match syntax_hint(&positives, found) {
        Some(hint) => diagnostic.with_hint(hint),
        None => diagnostic,
    }
}

/// The header keyword (`code`, `players`, `nullo`) that starts the line holding `pos`, if any.
fn header_keyword_of_line(source: &str, pos: usize, earlier: &Before) -> Option<&'static str> {
    let before = source.get(..pos)?;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    // Only among the deals: a line of a deal comes before.
    let in_deals = earlier.deals || before[..line_start].lines().any(line_of_a_deal);
    if !in_deals {
        return None;
    }
    let line = source[line_start..].trim_start().to_ascii_lowercase();
    ["code", "players", "nullo"].into_iter().find(|k| {
        line.strip_prefix(k)
            .is_some_and(|rest| rest.trim_start().starts_with(':'))
    })
}

/// A line that only a deal holds: its heading or a statement of a deal.
fn line_of_a_deal(line: &str) -> bool {
    let l = line.trim_start().to_ascii_lowercase();
    l.starts_with("deal ")
        || l.starts_with("deal\t")
        || ["dealer", "hands", "auction", "play"].iter().any(|k| {
            l.strip_prefix(k)
                .is_some_and(|r| r.trim_start().starts_with(':'))
        })
}

/// The section the last line of `text` that opens one opens, as `text.lines().rev()
/// .find_map(section_opened)` finds it, in a loop over the bytes: this runs over every part of
/// a record read a deal at a time.
pub(super) fn last_section_opened(text: &str) -> Option<bool> {
    let bytes = text.as_bytes();
    let mut end = bytes.len();
    while end > 0 {
        let start = bytes[..end]
            .iter()
            .rposition(|b| *b == b'\n')
            .map_or(0, |i| i + 1);
        // Only a line whose first letter is that of `play`, `auction`, `bidding` or `deal`.
        let first = bytes[start..end]
            .iter()
            .find(|b| !(b.is_ascii() && (**b as char).is_whitespace()));
        if first.is_some_and(|b| b"pabdPABD".contains(b) || !b.is_ascii())
            && let Some(opened) = section_opened(&text[start..end])
        {
            return Some(opened);
        }
        end = start.saturating_sub(1);
    }
    None
}

/// Whether `line` opens a section: `Some(true)` a `play:`, `Some(false)` an auction or a deal.
pub(super) fn section_opened(line: &str) -> Option<bool> {
    // Compared without regard to ASCII case, and without lowering a copy of every line.
    let t = line.trim_start().as_bytes();
    let starts = |word: &[u8]| t.len() >= word.len() && t[..word.len()].eq_ignore_ascii_case(word);
    if starts(b"play:") || starts(b"play :") {
        return Some(true);
    }
    if starts(b"auction") || starts(b"bidding") || starts(b"deal ") {
        return Some(false);
    }
    None
}

/// True when the last section opened before `pos` is a `play:`.
fn in_play_section(source: &str, pos: usize, earlier: &Before) -> bool {
    let before = source.get(..pos).unwrap_or("");
    before
        .lines()
        .rev()
        .find_map(section_opened)
        .or(earlier.play)
        .unwrap_or(false)
}

/// True when the word before `pos`, on its line, is a statement's keyword (`dealer N`).
fn after_keyword(source: &str, pos: usize) -> bool {
    let before = source.get(..pos).unwrap_or("");
    let line = &before[before.rfind('\n').map_or(0, |i| i + 1)..];
    let word = line.trim().to_ascii_lowercase();
    [
        "code", "players", "nullo", "nullos", "dealer", "hands", "hand", "auction", "bidding",
        "play", "result", "honors", "honours", "claim",
    ]
    .contains(&word.as_str())
}

/// The word found at `pos` (up to a space, a separator or the end of the line), and where it
/// ends. Empty at the end of a line or of the file.
fn found_at(source: &str, pos: usize) -> (&str, usize) {
    let rest = source.get(pos..).unwrap_or("");
    let mut end = 0;
    for (i, c) in rest.char_indices() {
        if c.is_whitespace() || c == ';' || c == ',' || c == '#' {
            break;
        }
        end = i + c.len_utf8();
        if end >= 24 {
            break;
        }
    }
    if end == 0 {
        // Punctuation that stands alone (a stray `;`, `:`), shown by itself.
        if let Some(c) = rest.chars().next().filter(|c| *c == ';' || *c == ',') {
            return (&rest[..c.len_utf8()], pos + c.len_utf8());
        }
    }
    (&rest[..end], pos + end)
}
