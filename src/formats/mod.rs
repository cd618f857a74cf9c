//! The bridge world's file formats, read into the same [`Record`] as foster's own record
//! language and written back out: PBN 2.1 ([`pbn`]) in and out, BBO's LIN ([`lin`]) in.
//!
//! This is the record layer: a reader produces a `Record` and knows nothing of the laws. A
//! reader translates the file into the record language, line by line, keeping a map from each
//! piece of the translation back to the file ([`SourceMap`]); the record parser then makes
//! every check it makes of a record (a card held twice, a card played that was not held), and
//! its diagnostics and the record's spans are mapped back to the file's own lines and columns.
//! What the record language has no line for (a contract-bridge auction, tags foster does not
//! read, commentary) is kept on each deal as [`Imported`](crate::record::Imported).
//!
//! [`read`] detects the format by content, not by the file's name.

pub mod lin;
pub mod pbn;

use crate::record::{self, Diagnostic, Diagnostics, Record, Span};

/// The formats foster reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// foster's record language (`grammar/record.pest`).
    Record,
    /// Portable Bridge Notation, 2.1 and earlier.
    Pbn,
    /// Bridge Base Online's LIN.
    Lin,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Record => "record",
            Format::Pbn => "PBN",
            Format::Lin => "LIN",
        }
    }
}

/// The format of a text, from its content: PBN begins (after `%` lines, commentary and blank
/// lines) with a tag pair `[Name "value"]`; LIN is a run of `xx|value|` pairs with a known
/// key; anything else is read as a record.
pub fn detect(text: &str) -> Format {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if rest.starts_with('%') || rest.starts_with(';') {
            rest = rest.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = rest.strip_prefix('{') {
            rest = after.split_once('}').map_or("", |(_, r)| r);
        } else {
            break;
        }
    }
    if pbn::starts_with_tag(rest) {
        return Format::Pbn;
    }
    if lin::looks_like_lin(rest) {
        return Format::Lin;
    }
    Format::Record
}

/// Decodes a file's bytes: UTF-8 (a byte-order mark dropped), or, for a PBN file that is not
/// UTF-8, ISO-8859-1, PBN's own character set (§2.2), each byte the character of its number.
/// `None` when the bytes are neither: a record must be UTF-8.
pub fn decode(bytes: &[u8]) -> Option<String> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Some(text.strip_prefix('\u{feff}').unwrap_or(text).to_string()),
        Err(_) => {
            let latin1: String = bytes.iter().map(|&b| char::from(b)).collect();
            (detect(&latin1) == Format::Pbn).then_some(latin1)
        }
    }
}

/// A file read: the record, and the record-language text it was read as (for a PBN or LIN
/// file, the translation; for a record, the text itself). The record's spans point into the
/// file; [`Read::record_text`] parses to the same record with spans into the translation.
#[derive(Clone, Debug)]
pub struct Read {
    pub format: Format,
    pub record: Record,
    pub record_text: String,
}

impl Read {
    /// The record with its spans into [`Read::record_text`], for a writer that copies events
    /// from it; what the translation does not carry (players' names with spaces, what each
    /// deal kept from the file) is taken from [`Read::record`].
    pub fn record_in_translation(&self) -> Result<Record, Diagnostics> {
        let mut rec = record::parse(&self.record_text)?;
        rec.players = self.record.players.clone();
        for (r, o) in rec.rubbers.iter_mut().zip(&self.record.rubbers) {
            r.players = o.players.clone();
            r.players_written = o.players_written;
        }
        for (d, o) in rec.deals.iter_mut().zip(&self.record.deals) {
            d.imported = o.imported.clone();
        }
        Ok(rec)
    }
}

/// Reads a record, a PBN file or a LIN file (detected by content) into a [`Record`]. The
/// diagnostics point into `text`, whatever its format.
pub fn read(text: &str) -> Result<Read, Diagnostics> {
    match detect(text) {
        Format::Record => Ok(Read {
            format: Format::Record,
            record: record::parse(text)?,
            record_text: text.to_string(),
        }),
        Format::Pbn => pbn::read(text),
        Format::Lin => lin::read(text),
    }
}

/// A translation into the record language under construction, with where each piece came
/// from in the original file.
#[derive(Debug, Default)]
pub(crate) struct Translation {
    pub text: String,
    /// `(start in text, end in text, start in the file, length in the file)`, in order.
    segments: Vec<(usize, usize, usize, usize)>,
}

impl Translation {
    /// Appends text that stands for `len` bytes of the file at `origin`.
    pub fn mapped(&mut self, piece: &str, origin: usize, len: usize) {
        let start = self.text.len();
        self.text.push_str(piece);
        self.segments.push((start, self.text.len(), origin, len));
    }

    /// Appends text of the translation's own (a keyword, a newline), shown at `origin`.
    pub fn own(&mut self, piece: &str, origin: usize) {
        self.mapped(piece, origin, 0);
    }

    /// The file offset of a translation offset.
    fn origin(&self, at: usize) -> usize {
        let i = self
            .segments
            .partition_point(|&(start, _, _, _)| start <= at)
            .saturating_sub(1);
        match self.segments.get(i) {
            Some(&(start, _, origin, len)) => origin + (at - start).min(len),
            None => 0,
        }
    }

    /// Parses the translation and maps the record's spans and the diagnostics back to `file`.
    pub fn parse(self, file: &str, format: Format) -> Result<Read, Diagnostics> {
        let map = SourceMap::new(file, &self);
        match record::parse(&self.text) {
            Ok(mut record) => {
                remap_record(&mut record, &|s| map.span(s));
                Ok(Read {
                    format,
                    record,
                    record_text: self.text,
                })
            }
            Err(Diagnostics(list)) => Err(Diagnostics(
                list.into_iter()
                    .map(|d| Diagnostic {
                        span: map.span(d.span),
                        message: d.message,
                        expected: d.expected,
                        hint: d.hint,
                    })
                    .collect(),
            )),
        }
    }
}

/// Maps spans of a translation back to the file it translates.
pub(crate) struct SourceMap<'a> {
    file: &'a str,
    translation: &'a Translation,
    line_starts: Vec<usize>,
}

impl<'a> SourceMap<'a> {
    fn new(file: &'a str, translation: &'a Translation) -> SourceMap<'a> {
        SourceMap {
            file,
            translation,
            line_starts: line_starts(file),
        }
    }

    fn span(&self, s: Span) -> Span {
        let start = self.translation.origin(s.start).min(self.file.len());
        let end = self
            .translation
            .origin(s.end.saturating_sub(1))
            .saturating_add(1)
            .clamp(start, self.file.len());
        span_at(self.file, &self.line_starts, start, end)
    }
}

/// The byte offset of each line's start.
pub(crate) fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

/// A span of `text` from byte offsets, with its 1-based line and column (in characters).
pub(crate) fn span_at(text: &str, starts: &[usize], start: usize, end: usize) -> Span {
    let mut start = start.min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let line = starts.partition_point(|&s| s <= start).max(1);
    let line_start = starts[line - 1];
    let col = text[line_start..start].chars().count() + 1;
    Span {
        start,
        end: end.max(start).min(text.len()),
        line: line as u32,
        col: col as u32,
    }
}

/// A diagnostic at a place in a file.
pub(crate) fn diagnostic(
    text: &str,
    starts: &[usize],
    start: usize,
    end: usize,
    message: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(message, span_at(text, starts, start, end))
}

/// Applies `f` to every span of a record.
fn remap_record(rec: &mut Record, f: &dyn Fn(Span) -> Span) {
    use crate::record::Honors;
    if let Some(s) = rec.code_span.as_mut() {
        *s = f(*s);
    }
    for p in &mut rec.players {
        p.span = f(p.span);
    }
    for r in &mut rec.rubbers {
        r.span = f(r.span);
        for p in &mut r.players {
            p.span = f(p.span);
        }
    }
    for d in &mut rec.deals {
        d.span = f(d.span);
        for s in [&mut d.dealer_span, &mut d.hands_span]
            .into_iter()
            .flatten()
        {
            *s = f(*s);
        }
        for e in d.auction.iter_mut().chain(d.play.iter_mut()) {
            e.span = f(e.span);
        }
        if let Some(r) = d.result.as_mut() {
            r.span = f(r.span);
        }
        for h in &mut d.honors {
            match h {
                Honors::Between { span, .. }
                | Honors::InOneHand { span, .. }
                | Honors::Aces { span, .. }
                | Honors::Easy { span } => *span = f(*span),
            }
        }
        for c in &mut d.claims {
            c.span = f(c.span);
        }
    }
}
