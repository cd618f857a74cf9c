//! foster: settle bridge-table disputes according to Foster.
//!
//! The pipeline: text → [`record`] (parse and lower) → [`law`] (replay under a code, rule,
//! score) → text, JSON, book. The core does no I/O and reads no clock; files and the terminal
//! belong to the binary (`src/main.rs`), but for the book's build (`book`) and the temporary
//! file a long ruling's output keeps its end in (`stream::spool`); the binary's terminal is the
//! [`stream::sink::Sink`] the output is written to.

// A `pub` item that nothing outside the library can reach says `pub(crate)`: its public API is
// what the binary, the page's engine, the book, the tests and the benches use (issue 37).
#![warn(unreachable_pub)]

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
