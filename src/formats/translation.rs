//! What every reader shares: the formats, a file read, and the translation into the record
//! language with the map from each of its pieces back to the file.

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

/// A file read: the record, and the record-language text it was read as (for a PBN or LIN
/// file, the translation; for a record, the text itself). The record's spans point into the
/// file; [`Read::record_text`] parses to the same record with spans into the translation.
#[derive(Clone, Debug)]
pub struct Read {
    pub format: Format,
    pub record: Record,
    pub record_text: String,
    /// Why the file's games were read as boards, each ruled on its own (a rubber of its own,
    /// no dealer rotation across them), if they were.
    pub boards: Option<&'static str>,
    /// Another program's file (PBN without foster's tags, or LIN).
    pub other_program: bool,
    /// The games of a file of boards left out, each standing on its own: their mistakes (a
    /// card played that its player does not hold), the others read.
    pub left_out: Option<LeftOut>,
}

/// Games of a file of boards left out for their own mistakes (issue 34: each game stands on
/// its own).
#[derive(Clone, Debug)]
pub struct LeftOut {
    /// How many games were left out, of how many in the file.
    pub games: usize,
    pub of: usize,
    /// Their mistakes, at the file's own lines.
    pub mistakes: Diagnostics,
}

impl LeftOut {
    /// What was left out and what read, in a line: "2 of 20 games left out for their
    /// mistakes (above); the other 18 are read".
    pub fn summary(&self) -> String {
        format!(
            "{} of {} games left out for their own mistakes (above), each game of a file of boards standing on its own; the other {} are read",
            self.games,
            self.of,
            self.of - self.games
        )
    }
}

/// Reads the games of a file of boards, each standing on its own: if the translation of them
/// all has mistakes, the games the mistakes fall in (by where each begins, `start`) are left
/// out, each with its own, and the others read again. Refused whole when every game has one.
pub(crate) fn each_game_on_its_own<G: Clone>(
    games: &[G],
    start: impl Fn(&G) -> usize,
    translate: impl Fn(&[G]) -> Result<Read, Diagnostics>,
) -> Result<Read, Diagnostics> {
    let mistakes = match translate(games) {
        Err(mistakes) => mistakes,
        read => return read,
    };
    let starts: Vec<usize> = games.iter().map(start).collect();
    let Some(bad) = games_in_error(&starts, &mistakes) else {
        return Err(mistakes);
    };
    let of = games.len();
    let kept: Vec<G> = games
        .iter()
        .enumerate()
        .filter(|(i, _)| !bad.contains(i))
        .map(|(_, g)| g.clone())
        .collect();
    let mut read = translate(&kept)?;
    read.left_out = Some(LeftOut {
        games: bad.len(),
        of,
        mistakes,
    });
    Ok(read)
}

/// The games (by where each begins in the file) that `mistakes` fall in; `None` when every
/// game has one (nothing would be left to read).
fn games_in_error(
    starts: &[usize],
    mistakes: &Diagnostics,
) -> Option<std::collections::BTreeSet<usize>> {
    let bad: std::collections::BTreeSet<usize> = mistakes
        .0
        .iter()
        .map(|m| {
            starts
                .partition_point(|&s| s <= m.span.start)
                .saturating_sub(1)
        })
        .collect();
    (bad.len() < starts.len()).then_some(bad)
}

impl Read {
    /// What is said of a file whose games were read as boards, each ruled on its own, and
    /// why (a duplicate event's file is not a rubber); `None` if they were not.
    pub fn boards_note(&self) -> Option<String> {
        self.boards.map(|why| {
            format!(
                "read as {} boards, each ruled on its own, in a rubber of its own (no dealer rotation, no rubber across boards): {why}",
                self.record.deals.len()
            )
        })
    }

    /// Where the record came from, for the PBN writer.
    pub fn origin(&self) -> Origin {
        Origin {
            other_program: self.other_program,
            boards: self.boards.is_some(),
        }
    }

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

/// Where a record came from, for what the writer adds of its own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// Another program's file (PBN or LIN without foster's tags): foster does not add its
    /// `FosterCode` and `FosterRubber`, nor a `Dealer` the game did not have.
    pub other_program: bool,
    /// Read as boards, each on its own: the `Scoring` is not said to be a rubber's.
    pub boards: bool,
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
    pub(crate) fn mapped(&mut self, piece: &str, origin: usize, len: usize) {
        let start = self.text.len();
        self.text.push_str(piece);
        self.segments.push((start, self.text.len(), origin, len));
    }

    /// Appends text of the translation's own (a keyword, a newline), shown at `origin`.
    pub(crate) fn own(&mut self, piece: &str, origin: usize) {
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
    pub(crate) fn parse(self, file: &str, format: Format) -> Result<Read, Diagnostics> {
        let map = SourceMap::new(file, &self);
        match record::parse(&self.text) {
            Ok(mut record) => {
                remap_record(&mut record, &|s| map.span(s));
                Ok(Read {
                    format,
                    record,
                    record_text: self.text,
                    boards: None,
                    other_program: false,
                    left_out: None,
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
