//! The record layer: the typed record ([`ast`]), read from text by the pest grammar in
//! `grammar/record.pest`. It knows nothing of the laws.
//!
//! - [`parse()`] reads a record: the pest parser ([`mod@parse`]) checks the syntax, and the
//!   lowering (`lower/`, one function per node, a file per part of the record) builds the
//!   [`Record`], a [`Span`] on every node, and makes the checks that need no law: a card held twice, a hand of the wrong size, a
//!   card played that its player does not hold, a card played twice, a name not on the
//!   `players:` line (of the rubber the deal is in), deals out of sequence, a written dealer that
//!   the rotation contradicts, rubbers out of sequence. An evening of several rubbers is written
//!   with `rubber N` lines ([`RubberStart`], [`Record::written_rubbers`]).
//! - What is wrong comes back as [`Diagnostics`], several at once, rendered in a card player's
//!   words with the line and a caret ([`Diagnostics::render`]).
//!
//! Invariants: reading never panics, whatever the input (`tests/parser_never_panics.rs`); a call
//! out of turn, a revoke or a bid by a barred player is a good record, for the engine to rule
//! on; nothing here does I/O.

pub mod ast;
pub mod diagnostic;
mod lower;
pub mod parse;

pub use ast::*;
pub use diagnostic::{Diagnostic, Diagnostics, Mark, Paint, escape_controls};
pub use lower::{LineDiagnostics, ReadError, parse, read_record};
