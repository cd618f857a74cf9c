//! The limits of what a record may hold, each checked with a clear error rather than a crash,
//! an unbounded allocation or a pad too wide to read: the whole text, a player's name, the
//! deals of a record, the events of one deal's auction and of its play. They are far beyond any
//! real evening (documented in `book/src/record-language.md`, tested in `tests/limits.rs`).
//!
//! A line's length and a deal's length are checked as the bytes come in, before they are kept
//! (`record::Caps`: [`MAX_LINE_BYTES`], [`MAX_DEAL_BYTES`]; over a text held whole, first), so
//! that no reading holds more than a deal and a line of a record's text, whatever comes. A
//! name's length and a deal's auction and play are checked in each part of a record as it is
//! read, whole or a deal at a time ([`check_name`], [`check_deal`]); the text's length and the
//! number of deals only of a text held whole in memory ([`check_size`], [`check`]): a record
//! read a deal at a time (`record::read_record`; a record file or standard input under
//! `foster check`, `parse`, `rule` and `score`, which rule and score it a deal at a time,
//! `crate::stream`) holds a deal and a rubber's pad, not the file (standard input within these
//! limits is read whole, past them kept in a temporary file to be read again). What still
//! holds a text whole keeps these two limits: a PBN or LIN file, `foster rule --advise`,
//! `solve`, `verify`, `export`, the book and the WebAssembly engine in its pages; the binary
//! reads such a text no further than a byte past [`MAX_RECORD_BYTES`] (`cli::read_held`).

use super::ast::{DealRecord, Player, Record, Span};
use super::diagnostic::{Diagnostic, Diagnostics};

/// The longest record read, in bytes (4 MiB): a thousand deals with their hands, auctions and
/// plays written out in full take about a megabyte.
pub const MAX_RECORD_BYTES: usize = 4 * 1024 * 1024;
/// The longest name of a player, in characters. The pad's columns are as wide as the longest
/// name, and no surname needs more.
pub const MAX_NAME_CHARS: usize = 64;
/// The most deals in one record: an evening is a few dozen; a season goes in several records.
pub const MAX_DEALS: usize = 1000;
/// The most events (calls and irregularities) in one deal's auction. Every bid of a Pirate
/// auction outranks the last accepted one, so a real auction, irregularities and all, has a
/// few dozen.
pub const MAX_AUCTION_EVENTS: usize = 500;
/// The most events (cards and irregularities) in one deal's play: 52 cards, and room for every
/// card to be exposed, taken back and played again several times over.
pub const MAX_PLAY_EVENTS: usize = 500;
/// The longest line of a record, in bytes without its line break (64 KiB): the longest line of
/// the bundled cases and examples is 713 bytes, a player's name is at most 64 characters, and a
/// comment of a page's length is a few kilobytes. Checked as the line is read, however the
/// record is read, so that no line is held past it.
///
/// Held in `diagnostic.rs`, which shows a line past it only up to the place (the text read a deal
/// at a time stops there), and which this module may import but not the other way round.
pub use super::diagnostic::MAX_LINE_BYTES;
/// The longest deal, in bytes (1 MiB): a part of a record from its `deal N` or `rubber N` line
/// to the next, or the record's opening before its first. The largest deal of the bundled cases
/// takes under 7 KB, and a deal of 500 calls and 500 plays written a line each with a comment
/// about 100 KB. Checked as the deal is read, so that a record read a deal at a time holds at
/// most this much of its text at once.
pub const MAX_DEAL_BYTES: usize = 1024 * 1024;

/// The text's length, checked before it is read: an error at the first byte past the limit.
pub fn check_size(source: &str) -> Result<(), Diagnostics> {
    if source.len() <= MAX_RECORD_BYTES {
        return Ok(());
    }
    Err(too_long(source))
}

/// The error of a text longer than [`MAX_RECORD_BYTES`], of which `source` is at least the
/// first `MAX_RECORD_BYTES` and one byte (so that a file too long is refused without being
/// held whole, or read to its end: its length is not told).
pub fn too_long(source: &str) -> Diagnostics {
    let at = char_at(source, MAX_RECORD_BYTES);
    let before = &source[..at];
    let line = before.bytes().filter(|b| *b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    let span = Span {
        start: at,
        end: at,
        line: u32::try_from(line).unwrap_or(u32::MAX),
        col: u32::try_from(col).unwrap_or(u32::MAX),
    };
    Diagnostics(vec![
        Diagnostic::error(
            format!(
                "the record is longer than the {} bytes a record may hold",
                thousands(MAX_RECORD_BYTES)
            ),
            span,
        )
        .with_expected(vec!["the end of the record".into()])
        .with_hint(
            "a record is one evening at the table; write a longer series of rubbers as several records",
        ),
    ])
}

/// `at`, or the start of the character it falls in, within `text`.
fn char_at(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The span of byte `at` (a character's start) of a line that starts at byte `line_start` of
/// the record and is its `line`th: the column counted in characters.
fn span_in_line(line_text: &str, at: usize, line_start: usize, line: usize) -> Span {
    let col = line_text[..at].chars().count() + 1;
    Span {
        start: line_start + at,
        end: line_start + at,
        line: u32::try_from(line).unwrap_or(u32::MAX),
        col: u32::try_from(col).unwrap_or(u32::MAX),
    }
}

/// A line longer than [`MAX_LINE_BYTES`]: `line_text` is at least its first `MAX_LINE_BYTES`
/// bytes and one more (the rest is not read), the line the `line`th of the record, starting at
/// byte `line_start`. The error points at the first byte past the limit.
pub fn line_too_long(line_text: &str, line_start: usize, line: usize) -> Diagnostic {
    let at = char_at(line_text, MAX_LINE_BYTES);
    Diagnostic::error(
        format!(
            "this line is longer than the {} bytes a line of a record may hold",
            thousands(MAX_LINE_BYTES)
        ),
        span_in_line(line_text, at, line_start, line),
    )
    .with_expected(vec!["the end of the line".into()])
    .with_hint(
        "no line of a record is so long: is this a record (a binary file, or one whose line breaks were lost)?",
    )
}

/// A deal longer than [`MAX_DEAL_BYTES`]: the deal (its heading's words, or `None` for the
/// record's opening before its first `deal` or `rubber` line) whose line `line` (`line_text`,
/// starting at byte `line_start` of the record) holds byte `at` of the line, the first past
/// the limit. The rest is not read.
pub(crate) fn deal_too_long(
    heading: Option<&str>,
    line_text: &str,
    at: usize,
    line_start: usize,
    line: usize,
) -> Diagnostic {
    let what = match heading {
        Some(heading) => format!("`{heading}`"),
        None => "the record's opening (before its first `deal` or `rubber` line)".to_string(),
    };
    Diagnostic::error(
        format!(
            "{what} is longer than the {} bytes a deal may hold",
            thousands(MAX_DEAL_BYTES)
        ),
        span_in_line(line_text, char_at(line_text, at), line_start, line),
    )
    .with_expected(vec!["the next `deal` line".into()])
    .with_hint(
        "no deal takes so much: the next deal without its `deal` line, or a file that is not a record?",
    )
}

/// The names, deals, auctions and plays of a record held whole that has been read: the errors
/// of [`check_each_part`] with, between the names' and the deals', the number of deals.
pub fn check(record: &Record) -> Result<(), Diagnostics> {
    let mut errors = names(record);
    if let Some(deal) = record.deals.get(MAX_DEALS) {
        errors.push(
            Diagnostic::error(
                format!(
                    "the record holds {} deals, more than the {} one record may hold",
                    thousands(record.deals.len()),
                    thousands(MAX_DEALS)
                ),
                deal.span,
            )
            .with_expected(vec!["the end of the record".into()])
            .with_hint(
                "a record is one evening at the table; write a longer series of rubbers as several records",
            ),
        );
    }
    errors.extend(record.deals.iter().flat_map(check_deal));
    to_result(errors)
}

/// The limits a record read a deal at a time keeps: its names, each deal's auction and play.
pub fn check_each_part(record: &Record) -> Result<(), Diagnostics> {
    let mut errors = names(record);
    errors.extend(record.deals.iter().flat_map(check_deal));
    to_result(errors)
}

fn to_result(errors: Vec<Diagnostic>) -> Result<(), Diagnostics> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(errors))
    }
}

/// The record's players and each rubber's, a name written once told once.
fn names(record: &Record) -> Vec<Diagnostic> {
    let mut seen: Vec<Span> = Vec::new();
    let players = record
        .players
        .iter()
        .chain(record.rubbers.iter().flat_map(|r| r.players.iter()));
    let mut errors = Vec::new();
    for p in players {
        if !seen.contains(&p.span)
            && let Some(e) = check_name(p)
        {
            seen.push(p.span);
            errors.push(e);
        }
    }
    errors
}

/// A player's name longer than [`MAX_NAME_CHARS`].
pub fn check_name(p: &Player) -> Option<Diagnostic> {
    let chars = p.name.chars().count();
    (chars > MAX_NAME_CHARS).then(|| {
        Diagnostic::error(
            format!(
                "{}'s name is {} characters long; a name has at most {MAX_NAME_CHARS}",
                p.seat.name(),
                thousands(chars)
            ),
            p.span,
        )
        .with_expected(vec![format!("a name of 1 to {MAX_NAME_CHARS} characters")])
        .with_hint("write a surname, an initial or a nickname: it heads a column of the pad")
    })
}

/// A deal's auction longer than [`MAX_AUCTION_EVENTS`], its play than [`MAX_PLAY_EVENTS`].
pub fn check_deal(deal: &DealRecord) -> Vec<Diagnostic> {
    let sections = [
        ("auction", &deal.auction, MAX_AUCTION_EVENTS, "calls"),
        ("play", &deal.play, MAX_PLAY_EVENTS, "cards"),
    ];
    let mut errors = Vec::new();
    for (section, events, max, what) in sections {
        if let Some(e) = events.get(max) {
            errors.push(too_many_events(
                &deal.label,
                section,
                events.len(),
                max,
                what,
                e.span,
            ));
        }
    }
    errors
}

/// A deal's auction (`section` "auction", `what` "calls") or play ("play", "cards") of
/// `count` events, more than `max`, at the first event past it: the error of [`check_deal`],
/// and of another program's file, whose auction a reader keeps aside and counts itself.
pub(crate) fn too_many_events(
    label: &str,
    section: &str,
    count: usize,
    max: usize,
    what: &str,
    at: Span,
) -> Diagnostic {
    Diagnostic::error(
        format!(
            "deal {label}'s {section} has {} events, more than the {max} a deal's {section} may hold",
            thousands(count)
        ),
        at,
    )
    .with_expected(vec![format!("the end of the {section}")])
    .with_hint(format!(
        "no game has so many {what}: a line written twice, or the next deal without its `deal` line?"
    ))
}

/// 70000 as "70,000".
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(thousands(7), "7");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(4_194_304), "4,194,304");
        assert_eq!(thousands(70_000), "70,000");
    }
}
