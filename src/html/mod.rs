//! Rulings drawn as HTML: the one drawing of a ruled record that the book's case pages and the
//! playground both show. The book build calls it for every case; the WebAssembly engine
//! (`wasm/`) calls the same functions when a reader edits a record in the page, so what the
//! browser draws and what the book printed cannot differ.
//!
//! Why Rust and not a script drawing the JSON: the drawing reads the engine's own types (a
//! change to a ruling is a compile error here, not a blank in the page), quotes the laws from
//! the texts compiled into the engine (the page needs no copy of them), and is tested with the
//! rest of the core. It does no I/O; links are relative to the book's root, passed in.
//!
//! [`escape`] every text that comes from a record or a law; nothing here prints the engine's
//! internal names (a ruling's `kind`, file names, Rust paths).

mod advice;
mod diagnostics;
mod hands;
mod markup;
mod pad;
mod play;
mod ruling;
mod solver;

pub use advice::advice;
pub use diagnostics::diagnostics;
pub use hands::{diagram, diagrams};
pub(crate) use markup::code_name;
#[cfg(feature = "book")]
pub(crate) use markup::law_href;
#[cfg(feature = "law-texts")]
pub use markup::law_quotes;
pub(crate) use markup::law_words;
#[cfg(feature = "book")]
pub(crate) use markup::link_citations;
pub(crate) use markup::suit_span;
pub(crate) use markup::suited;
#[cfg(feature = "book")]
pub(crate) use markup::to_root;
pub use markup::{cite, cites, escape};
pub(crate) use pad::pirate_pad;
pub(crate) use pad::portland_rubber;
pub use pad::{settlement, wash_book};
pub use ruling::{drawing, judged, judged_parts, report, ruling};
pub use solver::{claims, double_dummy};
