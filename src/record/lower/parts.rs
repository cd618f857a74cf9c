//! Where a record splits into parts, each read on its own (a record read a deal at a time by
//! `stream`, a record held whole by `fast`): at the start of each line the grammar reads as a
//! `deal N` or `rubber N` heading and no deal reads as one of its calls or plays.

use pest::Parser;

use crate::record::parse::{RecordParser, Rule};

/// True when `line` is a `deal N` or `rubber N` heading that no statement of a deal reads.
pub(super) fn starts_a_part(line: &[u8]) -> bool {
    let trimmed = match line.iter().position(|&b| b != b' ' && b != b'\t') {
        Some(i) => &line[i..],
        None => return false,
    };
    let keyword = |word: &[u8]| {
        trimmed.len() > word.len()
            && trimmed[..word.len()].eq_ignore_ascii_case(word)
            && !(trimmed[word.len()].is_ascii_alphanumeric()
                || matches!(trimmed[word.len()], b'_' | b'\''))
    };
    let rule = if keyword(b"deal") {
        if let Some(heading) = plain_heading(trimmed) {
            return heading;
        }
        Rule::deal_heading
    } else if keyword(b"rubber") {
        Rule::rubber_heading
    } else {
        return false;
    };
    let Ok(text) = std::str::from_utf8(trimmed) else {
        return false;
    };
    let reads = |rule: Rule| {
        RecordParser::parse(rule, text)
            .ok()
            .and_then(|mut p| p.next())
            .is_some_and(|p| p.as_span().end() == text.len())
    };
    // A line a deal would read as one of its calls or plays stays in that deal.
    reads(rule) && !reads(Rule::auction_line) && !reads(Rule::play_line)
}

/// A byte range of a text.
pub(super) type At = (usize, usize);

/// Spaces and tabs, the grammar's whitespace.
pub(super) fn is_space(b: u8) -> bool {
    b == b' ' || b == b'\t'
}

/// The text of a line between `from` and `to` without its indentation, its comment and the
/// spaces before it.
pub(super) fn content(src: &str, from: usize, to: usize) -> At {
    let bytes = src.as_bytes();
    let mut start = from;
    while start < to && is_space(bytes[start]) {
        start += 1;
    }
    let mut end = bytes[start..to]
        .iter()
        .position(|b| *b == b'#')
        .map_or(to, |i| start + i);
    while end > start && is_space(bytes[end - 1]) {
        end -= 1;
    }
    (start, end)
}

/// `deal 12`, `deal 12:` or `deal A`: the label's range. Only a number or a single letter: no
/// such line is read by the grammar as a call or a play of a player named Deal.
pub(super) fn deal_heading(src: &str, (start, end): At) -> Option<At> {
    let line = &src.as_bytes()[start..end];
    let rest = line.strip_prefix(b"deal")?;
    let spaces = rest.iter().take_while(|b| is_space(**b)).count();
    if spaces == 0 {
        return None;
    }
    let label = &rest[spaces..];
    let label = label.strip_suffix(b":").unwrap_or(label);
    let digits = !label.is_empty() && label.iter().all(u8::is_ascii_digit);
    let letter = label.len() == 1 && label[0].is_ascii_alphabetic();
    if !(digits || letter) {
        return None;
    }
    let from = start + 4 + spaces;
    Some((from, from + label.len()))
}

/// True for a line (without its indentation) that the grammar reads as a `deal N` heading and
/// no deal reads as a call or play, decided without the grammar: `deal` and a number, perhaps
/// a colon, a comment, and the line break. `None` when it cannot say.
pub(super) fn plain_heading(line: &[u8]) -> Option<bool> {
    let body = line.strip_suffix(b"\n").unwrap_or(line);
    if body.contains(&b'\r') {
        return None;
    }
    let text = std::str::from_utf8(body).ok()?;
    let (start, end) = content(text, 0, text.len());
    if start != 0 {
        return None;
    }
    let (from, to) = deal_heading(text, (start, end))?;
    text.as_bytes()[from..to]
        .iter()
        .all(u8::is_ascii_digit)
        .then_some(true)
}
