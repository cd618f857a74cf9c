//! The record layer: the typed record (`ast`), read from text by the pest grammar in
//! `grammar/record.pest`. It knows nothing of the laws.
//!
//! - [`parse()`] reads a record: the pest parser ([`mod@parse`]) checks the syntax, and the
//!   lowering (`lower/`, one function per node, a file per part of the record) builds the
//!   [`Record`], a [`Span`] on every node, and makes the checks that need no law: a card held
//!   twice, a hand of the wrong size, a card played that its player does not hold, a card
//!   played twice, a name not on the
//!   `players:` line (of the rubber the deal is in), deals out of sequence, a written dealer that
//!   the rotation contradicts, rubbers out of sequence. An evening of several rubbers is written
//!   with `rubber N` lines ([`RubberStart`], [`Record::written_rubbers`]).
//! - [`read_record`] reads a record a deal (or a rubber's heading) at a time, the same record
//!   or the same diagnostics as [`parse_unbounded`] (the whole text's limits aside, [`parse()`]),
//!   in memory a deal's size, not the file's.
//! - [`limits`]: the longest text, name, auction and play and the most deals a record may
//!   hold, each refused with a clear error past it; the text's length and the number of deals
//!   only of a record held whole, not of one read a deal at a time.
//! - What is wrong comes back as [`Diagnostics`], several at once, rendered in a card player's
//!   words with the line and a caret ([`Diagnostics::render`]).
//!
//! Invariants: reading never panics, whatever the input (`tests/parser_never_panics.rs`); a call
//! out of turn, a revoke or a bid by a barred player is a good record, for the engine to rule
//! on; nothing here does I/O.

pub(crate) mod ast;
pub(crate) mod diagnostic;
pub mod limits;
mod lower;
pub mod parse;

pub use ast::*;
pub use diagnostic::{Diagnostic, Diagnostics, Mark, Paint, escape_controls, not_utf8};
pub use lower::stream::{
    Caps, Found, LineDiagnostics, MAX_KEPT, ReadError, check_caps, deal_headings, read_record,
};

/// Reads a record held whole in memory. On success every check that needs no law has passed,
/// and the record is within the [`limits`]: the per-deal ones (a name, a deal's auction and
/// play) and the whole text's (its length, its number of deals); otherwise every error found is
/// returned (several syntax errors, or every error of the checks). [`read_record`] reads a
/// record a deal at a time with the per-deal limits alone.
pub fn parse(source: &str) -> Result<Record, Diagnostics> {
    limits::check_size(source)?;
    check_caps(source)?;
    let record = read(source)?;
    limits::check(&record)?;
    Ok(record)
}

/// Reads a record as [`parse`] does but without the whole text's limits (its length and its
/// number of deals), as [`read_record`] reads one a deal at a time: the same record or the
/// same diagnostics.
pub fn parse_unbounded(source: &str) -> Result<Record, Diagnostics> {
    check_caps(source)?;
    let record = read(source)?;
    limits::check_each_part(&record)?;
    Ok(record)
}

/// A record held whole: read by the fast reader when every deal is in the forms it knows
/// (`lower/fast.rs`), else by the grammar.
fn read(source: &str) -> Result<Record, Diagnostics> {
    // The WebAssembly page leaves the fast reader out (`fast-reader`, a default feature): it
    // reads records of a few deals, and the reader's code would pass the page's size budget.
    #[cfg(feature = "fast-reader")]
    if let Some(read) = lower::fast::parse(source) {
        return read;
    }
    lower::parse(source)
}

/// Reads a record as [`parse_unbounded`] does, by the grammar alone, without the fast reader
/// that reads a deal in the commonest forms by hand (`lower/fast.rs`): what [`parse`],
/// [`parse_unbounded`] and [`read_record`] must equal (`tests/fast_path.rs`).
#[doc(hidden)]
pub fn parse_by_grammar(source: &str) -> Result<Record, Diagnostics> {
    check_caps(source)?;
    let record = lower::parse(source)?;
    limits::check_each_part(&record)?;
    Ok(record)
}

/// Whether the fast reader reads the whole of `source` (every deal of it in the forms it
/// knows), for the tests that it is used where it should be.
#[doc(hidden)]
pub fn fast_reader_reads(source: &str) -> bool {
    lower::fast::parse(source).is_some()
}
