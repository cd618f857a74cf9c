//! A record read a deal (or a rubber's heading) at a time, so that a record of many deals is
//! checked in memory a few times its largest deal, not the file.
//!
//! A cheap scan splits the text at the start of each line that the grammar reads as a `deal N`
//! or `rubber N` heading (and not as a statement of the deal before, such as a call by a player
//! named Deal); each part is read by the same grammar and lowered by the same lowering as a
//! whole record, with its spans counted from the part's place in the file, and what the checks
//! across deals need carried from one part to the next. The diagnostics are the whole
//! reading's, in the same order: a syntax error stops the lowering (the search for more syntax
//! errors goes on through the parts after, as it goes on through the whole text), and the deals
//! out of sequence and dealers out of rotation come after every other error.

use std::io::BufRead;

use pest::Parser;

use super::lines::LineIndex;
use super::rubbers::Top;
use super::syntax::{Before, syntax_errors_in_part};
use super::{Lowerer, fast, parts};
use crate::record::ast::*;
use crate::record::diagnostic::{Diagnostic, MAX_SHOWN, Paint};
use crate::record::limits;
use crate::record::parse::{RecordParser, Rule};

/// Why a record read a part at a time could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The input could not be read.
    Io(std::io::Error),
    /// The text is not UTF-8: the part (whole lines) holding the first byte that is not, the
    /// number of lines before that part, and the error within it.
    NotUtf8 {
        part: Vec<u8>,
        lines_before: usize,
        error: std::str::Utf8Error,
    },
    /// The record is badly written: what [`crate::record::parse_unbounded`] would say of the
    /// whole (and [`crate::record::parse`], the whole text's limits aside).
    Bad(LineDiagnostics),
}

/// Diagnostics, each with the line of the record it points at and where that line starts (the
/// record itself is not kept): the first [`MAX_KEPT`] in the record's order, and how many more
/// were found.
#[derive(Debug, Default)]
pub struct LineDiagnostics {
    pub found: Vec<Found>,
    /// The diagnostics found past the first [`MAX_KEPT`], counted and not kept.
    pub not_kept: usize,
}

impl LineDiagnostics {
    /// As [`crate::record::Diagnostics::render_painted`] renders them from the whole text.
    pub fn render_painted(&self, file_name: &str, paint: &Paint) -> String {
        crate::record::diagnostic::render_list(
            self.found.iter().map(|(d, line, line_start)| {
                // The span made to point into its line alone.
                let mut on_line = d.clone();
                on_line.span.start = d.span.start.saturating_sub(*line_start);
                on_line.span.end = d.span.end.saturating_sub(*line_start);
                on_line.render_painted(file_name, line, paint)
            }),
            self.found.len() + self.not_kept,
            file_name,
        )
    }

    /// The diagnostics kept, alone.
    pub fn diagnostics(&self) -> impl Iterator<Item = &Diagnostic> {
        self.found.iter().map(|(d, _, _)| d)
    }

    /// One diagnostic.
    pub fn one(found: Found) -> LineDiagnostics {
        LineDiagnostics {
            found: vec![found],
            not_kept: 0,
        }
    }

    /// The diagnostics of `kinds`, told kind after kind: the first [`MAX_KEPT`] of them kept.
    fn told(kinds: impl IntoIterator<Item = Kept>) -> LineDiagnostics {
        let mut all = LineDiagnostics::default();
        for kind in kinds {
            for f in kind.found {
                if all.found.len() < MAX_KEPT {
                    all.found.push(f);
                } else {
                    all.not_kept += 1;
                }
            }
            all.not_kept += kind.not_kept;
        }
        all
    }
}

/// The most diagnostics a reading keeps: the first 1,000 in the record's order are kept, listed
/// in `--json` and counted with the rest, so that a record of errors without end (`yes | foster
/// check -`) is checked in bounded memory. The first `MAX_SHOWN` are drawn with their lines.
pub const MAX_KEPT: usize = 1000;

/// The diagnostics of one kind found so far: the first [`MAX_KEPT`], and a count of the rest.
#[derive(Debug, Default)]
struct Kept {
    found: Vec<Found>,
    not_kept: usize,
}

impl Kept {
    /// Keeps `d` (with its line, while one may be drawn: `with_line`) or counts it.
    fn keep(&mut self, text: &str, offset: usize, d: Diagnostic) {
        if self.found.len() < MAX_KEPT {
            let kept = self.found.len();
            self.found.push(with_line(text, offset, kept, d));
        } else {
            self.not_kept += 1;
        }
    }

    fn is_empty(&self) -> bool {
        self.found.is_empty() && self.not_kept == 0
    }
}

/// A diagnostic with its line and where the line starts.
pub type Found = (Diagnostic, String, usize);

/// What is carried from one part of the record to the next.
#[derive(Debug)]
struct Carry {
    top: Top,
    players: Vec<Player>,
    cut_out: Vec<String>,
    card_at: [Option<Span>; 52],
    /// The syntax errors found so far; once there is one, nothing more is lowered and only
    /// they are told.
    syntax: Vec<Found>,
    /// The search for syntax errors is over (it stops as the whole reading's does).
    syntax_over: bool,
    /// The lowering's errors, the deals out of sequence and the dealers out of rotation.
    lowering: Kept,
    sequence: Kept,
    dealers: Kept,
    claims: Kept,
    /// The per-part limits' errors (`record::limits`): names too long, and deals whose auction
    /// or play is too long; told, after the names', only when the lowering found nothing.
    names: Kept,
    deal_limits: Kept,
    /// The rubbers whose players have been checked (the last may gain them in a later part).
    rubbers_named: usize,
    before: Before,
    /// The record's first line, for an error at its very start.
    first_line: Option<String>,
}

/// Reads a record from `input` a part at a time, handing each deal to `on_deal` as it is read
/// (in order; a deal handed on may yet be followed by an error elsewhere, in which case the
/// result is [`ReadError::Bad`]). Returns the record without its deals: the header, the
/// players, the rubbers.
pub fn read_record(
    mut input: impl BufRead,
    mut on_deal: impl FnMut(DealRecord),
) -> Result<Record, ReadError> {
    let mut carry = Carry {
        top: Top::new(),
        players: Vec::new(),
        cut_out: Vec::new(),
        card_at: [None; 52],
        syntax: Vec::new(),
        syntax_over: false,
        lowering: Kept::default(),
        sequence: Kept::default(),
        dealers: Kept::default(),
        claims: Kept::default(),
        names: Kept::default(),
        deal_limits: Kept::default(),
        rubbers_named: 0,
        before: Before::default(),
        first_line: None,
    };
    let mut part: Vec<u8> = Vec::new();
    let mut line: Vec<u8> = Vec::new();
    // The byte offset and the number of lines before the part being gathered.
    let (mut offset, mut lines_before) = (0usize, 0usize);
    let mut lines_in_part = 0usize;
    let mut caps = Caps::default();
    loop {
        line.clear();
        // A line is read as far as one byte past its limit, and no further.
        let n = std::io::Read::take(&mut input, limits::MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut line)
            .map_err(ReadError::Io)?;
        if n == 0 {
            break;
        }
        if carry.first_line.is_none() {
            carry.first_line = Some(String::from_utf8_lossy(&line).into_owned());
        }
        let starts_a_part = match caps.line(&line) {
            Ok(starts) => starts,
            Err(found) => {
                // Past a limit the reading stops: the error alone is told (as the same text read
                // whole tells it, `check_caps`), unless what was read of this part is not UTF-8.
                part.extend_from_slice(&line);
                return Err(match std::str::from_utf8(&part) {
                    Err(error) if error.error_len().is_some() => ReadError::NotUtf8 {
                        part,
                        lines_before,
                        error,
                    },
                    _ => ReadError::Bad(LineDiagnostics::one(*found)),
                });
            }
        };
        if starts_a_part {
            carry.read_part(&part, offset, lines_before, &mut on_deal)?;
            offset += part.len();
            lines_before += lines_in_part;
            part.clear();
            lines_in_part = 0;
        }
        part.extend_from_slice(&line);
        lines_in_part += 1;
    }
    // The last part (or an empty record, read as one empty part).
    carry.read_part(&part, offset, lines_before, &mut on_deal)?;
    carry.finish()
}

/// The limits of a record's lines and deals ([`limits::MAX_LINE_BYTES`],
/// [`limits::MAX_DEAL_BYTES`]), checked a line at a time as the record is read, before the line
/// is kept: the parts are those [`read_record`] reads (a deal from its `deal` or `rubber` line
/// to the next, or the record's opening). The whole reading checks them the same way, first
/// ([`check_caps`]).
#[derive(Debug, Default)]
pub struct Caps {
    /// The lines and bytes before the line to come.
    lines: usize,
    offset: usize,
    /// The bytes of the part being read, and its heading (`None` for the record's opening).
    part: usize,
    heading: Option<String>,
}

impl Caps {
    /// The next line of the record, with its line break if it has one, as far as it was read:
    /// whole, or its first [`limits::MAX_LINE_BYTES`] bytes and one more. True if it starts a
    /// part after another; an error (with the line as read, and where it starts) past a limit.
    pub fn line(&mut self, line: &[u8]) -> Result<bool, Box<Found>> {
        let number = self.lines + 1;
        let body = line.strip_suffix(b"\n").unwrap_or(line);
        let text = || line_text(body);
        if body.len() > limits::MAX_LINE_BYTES {
            let text = text();
            return Err(Box::new((
                limits::line_too_long(&text, self.offset, number),
                text,
                self.offset,
            )));
        }
        let heading = parts::starts_a_part(line);
        let starts = heading && self.part > 0;
        if starts {
            self.part = 0;
        }
        if self.part == 0 {
            self.heading = heading.then(|| {
                let text = text();
                let (from, to) = parts::content(&text, 0, text.len());
                text[from..to].trim_end_matches('\r').to_string()
            });
        }
        if self.part + line.len() > limits::MAX_DEAL_BYTES {
            let text = text();
            let at = limits::MAX_DEAL_BYTES - self.part;
            let d = limits::deal_too_long(self.heading.as_deref(), &text, at, self.offset, number);
            return Err(Box::new((d, text, self.offset)));
        }
        self.part += line.len();
        self.lines += 1;
        self.offset += line.len();
        Ok(starts)
    }
}

/// A line as read, for a diagnostic: bytes that are not UTF-8 shown as U+FFFD.
#[cfg(not(target_family = "wasm"))]
fn line_text(body: &[u8]) -> String {
    String::from_utf8_lossy(body).into_owned()
}

/// The page's engine reads only text (`&str`), whose lines are UTF-8 but where a line past its
/// limit is cut: there the part that reads is shown, and the lossy decoding's kilobyte (gzipped:
/// half) is left out of a module with a size budget.
#[cfg(target_family = "wasm")]
fn line_text(body: &[u8]) -> String {
    match std::str::from_utf8(body) {
        Ok(text) => text.to_string(),
        Err(e) => std::str::from_utf8(&body[..e.valid_up_to()])
            .unwrap_or_default()
            .to_string(),
    }
}

/// A record's lines and deals within their limits ([`Caps`]), checked in a text held whole
/// before it is read: the first line or deal past one, as [`read_record`] finds it.
pub fn check_caps(text: &str) -> Result<(), crate::record::Diagnostics> {
    let mut caps = Caps::default();
    for line in text.split_inclusive('\n') {
        let line = &line.as_bytes()[..line.len().min(limits::MAX_LINE_BYTES + 1)];
        if let Err(found) = caps.line(line) {
            return Err(crate::record::Diagnostics(vec![found.0]));
        }
    }
    Ok(())
}

/// The number of deals of `text`, counted by their headings without reading them: the parts
/// [`read_record`] reads that a `deal N` heading starts. A record that reads holds as many
/// deals, or more when a deal's heading is one the grammar reads but the split leaves within a
/// part (a line a deal could also read as a call or a play); a count in memory a line's size,
/// where reading a text of many short deals whole takes far more than the text.
pub fn deal_headings(text: &str) -> usize {
    text.split_inclusive('\n')
        .filter(|line| {
            let word = line.trim_start_matches([' ', '\t']);
            word.get(..4)
                .is_some_and(|w| w.eq_ignore_ascii_case("deal"))
                && parts::starts_a_part(line.as_bytes())
        })
        .count()
}

/// A part of a record as read: a deal recognised by the fast reader, or the grammar's pairs.
enum Read<'s> {
    Fast(fast::FastDeal),
    Grammar(pest::iterators::Pairs<'s, Rule>),
}

impl Carry {
    fn read_part(
        &mut self,
        part: &[u8],
        offset: usize,
        lines_before: usize,
        on_deal: &mut dyn FnMut(DealRecord),
    ) -> Result<(), ReadError> {
        let text = std::str::from_utf8(part).map_err(|error| ReadError::NotUtf8 {
            part: part.to_vec(),
            lines_before,
            error,
        })?;
        if self.syntax_over {
            return Ok(());
        }
        let mut lines = LineIndex::new(text);
        lines.base = offset;
        lines.base_line = lines_before;
        // A deal in the commonest forms is read by hand (`fast`), the same as the grammar
        // would read it; any other part by the grammar.
        let read = match fast::deal_part(text, 0, text.len()) {
            Some(deal) => Ok(Read::Fast(deal)),
            None => RecordParser::parse(Rule::record, text).map(Read::Grammar),
        };
        match read {
            Err(error) => {
                let (errors, over) =
                    syntax_errors_in_part(text, &lines, error, &self.before, self.syntax.len());
                self.syntax_over = over;
                for d in errors {
                    let (l, start) = line_of(text, offset, &d);
                    self.syntax.push((d, l, start));
                }
            }
            Ok(read) if self.syntax.is_empty() => {
                let mut lowerer = Lowerer {
                    source: text,
                    lines,
                    errors: Vec::new(),
                    players: std::mem::take(&mut self.players),
                    cut_out: std::mem::take(&mut self.cut_out),
                    card_at: self.card_at,
                };
                // Each deal's auction and play within the limits, checked before it is handed on.
                let mut deal_limits = Vec::new();
                let mut each_deal = |deal: DealRecord| {
                    deal_limits.extend(limits::check_deal(&deal));
                    on_deal(deal);
                };
                match read {
                    Read::Fast(deal) => lowerer.fast_deal(deal, &mut self.top, &mut each_deal),
                    Read::Grammar(pairs) => {
                        lowerer.record_part(pairs, &mut self.top, &mut each_deal)
                    }
                }
                // Every error found in this part that may be shown gets its line now, while the
                // part is at hand.
                let keep = |list: &mut Kept, found: Vec<Diagnostic>| {
                    for d in found {
                        list.keep(text, offset, d);
                    }
                };
                keep(&mut self.deal_limits, deal_limits);
                // The names written in this part, in the order `limits::check` tells them: the
                // header's players (kept aside once a rubber names others, else the players of
                // the moment), then each rubber's.
                let record = &self.top.record;
                let first = self.rubbers_named.saturating_sub(1);
                let in_part = |p: &&Player| (offset..offset + text.len()).contains(&p.span.start);
                let mut seen: Vec<Span> = Vec::new();
                let header = self.top.header_players.as_ref().unwrap_or(&lowerer.players);
                for p in header
                    .iter()
                    .chain(
                        record.rubbers[first.min(record.rubbers.len())..]
                            .iter()
                            .flat_map(|r| r.players.iter()),
                    )
                    .filter(in_part)
                {
                    if !seen.contains(&p.span)
                        && let Some(e) = limits::check_name(p)
                    {
                        seen.push(p.span);
                        self.names.keep(text, offset, e);
                    }
                }
                self.rubbers_named = record.rubbers.len();
                keep(&mut self.lowering, std::mem::take(&mut lowerer.errors));
                keep(
                    &mut self.sequence,
                    std::mem::take(&mut self.top.sequence_errors),
                );
                keep(
                    &mut self.dealers,
                    std::mem::take(&mut self.top.dealer_errors),
                );
                keep(&mut self.claims, std::mem::take(&mut self.top.claim_errors));
                self.players = lowerer.players;
                self.cut_out = lowerer.cut_out;
                self.card_at = lowerer.card_at;
            }
            Ok(_) => {}
        }
        self.before = self.before.after(text);
        Ok(())
    }

    fn finish(mut self) -> Result<Record, ReadError> {
        if !self.syntax.is_empty() {
            return Err(ReadError::Bad(LineDiagnostics::told([Kept {
                found: self.syntax,
                not_kept: 0,
            }])));
        }
        let mut lowerer = Lowerer {
            source: "",
            lines: LineIndex::new(""),
            errors: Vec::new(),
            players: std::mem::take(&mut self.players),
            cut_out: Vec::new(),
            card_at: [None; 52],
        };
        // The players, and "the record is empty" (at the start of the record).
        lowerer.finish(&mut self.top);
        let first_line = self.first_line.unwrap_or_default();
        // At the record's start, drawn with its first line whatever came before.
        let mut at_start = Kept::default();
        for d in lowerer.errors {
            at_start.keep(&first_line, 0, d);
        }
        let mut told = vec![
            self.lowering,
            at_start,
            self.sequence,
            self.dealers,
            self.claims,
        ];
        if told.iter().all(Kept::is_empty) {
            told = vec![self.names, self.deal_limits];
        }
        if told.iter().all(Kept::is_empty) {
            Ok(self.top.record)
        } else {
            Err(ReadError::Bad(LineDiagnostics::told(told)))
        }
    }
}

/// `d` with the line of `text` (a part starting at byte `offset` of the record) it points at,
/// kept after `kept` others of its kind: the line only when it may be shown. The diagnostics are
/// told kind after kind, and only the first [`MAX_SHOWN`] of them are drawn, so a diagnostic
/// after as many of its kind keeps no line: a record of many errors on long lines keeps a few
/// bytes an error, not a line.
fn with_line(text: &str, offset: usize, kept: usize, d: Diagnostic) -> Found {
    if kept >= MAX_SHOWN {
        return (d, String::new(), offset);
    }
    let (l, start) = line_of(text, offset, &d);
    (d, l, start)
}

/// The line of `text` (a part starting at byte `offset` of the record) that `d` points at,
/// and where that line starts in the record.
fn line_of(text: &str, offset: usize, d: &Diagnostic) -> (String, usize) {
    let at = d.span.start.saturating_sub(offset).min(text.len());
    let mut at = at;
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    (text[start..end].to_string(), offset + start)
}
