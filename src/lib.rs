//! foster: settle bridge-table disputes according to Foster.
//!
//! The engine's API, as the binary, the page's WebAssembly engine, the book and the tests use
//! it:
//!
//! - **Read a record**: [`record::parse()`] a text held whole, [`record::read_record`] a deal at a
//!   time from a `BufRead`; [`formats::read`] tells a record, a PBN or a LIN file apart and
//!   reads it into a [`record::Record`], with a [`record::Diagnostics`] for a bad one.
//! - **Rule it under a code**: [`law::rule`] gives a [`law::Report`], each irregularity a
//!   [`law::Ruling`] citing its laws ([`lawbook::Citation`]).
//! - **Score it**: [`case::judge`] rules and scores in one step (the report, then the pad read
//!   from it); [`stream::scored::score_record`] the score alone.
//! - **Render it**: [`case::rule_record`] gives a [`case::Rendering`], whose text is
//!   `foster rule`'s; [`json`] holds each `--json` document's body and schema
//!   ([`json::document`]); [`html::drawing`] draws a ruling as HTML; [`stream`] writes a long
//!   record's ruling a deal at a time, the same bytes.
//! - **Solve it**: [`solver::Solver`] double dummy (its tables, [`solver::verify_record`] a
//!   record's claims); [`advice`] values a penalty's options.
//! - **Read the laws**: [`lawbook::law`] a law's text, [`lawbook::search`], [`lawbook::diff`].
//!
//! The core does no I/O and reads no clock; files and the terminal belong to the binary
//! (`src/main.rs`), but for the book's build ([`book`]) and the temporary file a long ruling's
//! output keeps its end in (`stream::spool`); the binary's terminal is the
//! [`stream::sink::Sink`] the output is written to.

// A `pub` item that nothing outside the library can reach says `pub(crate)`: its public API is
// what the binary, the page's engine, the book, the tests and the benches use (issue 37).
#![warn(unreachable_pub)]
// And a type a public item shows (a ruling's options, a report's play) can be named from
// outside, so that it has its page in the docs.
#![warn(unnameable_types)]

// pest without its `std` feature (no per-rule stack probe: the record grammar does not recurse)
// names `alloc` in the parser it generates.
extern crate alloc;

pub mod advice;
#[cfg(feature = "book")]
pub mod book;
pub mod cards;
pub mod case;
pub mod formats;
pub mod game;
pub mod html;
pub mod json;
pub mod law;
pub mod lawbook;
pub mod matrix;
pub mod record;
pub mod score;
pub mod solver;
pub mod stream;
