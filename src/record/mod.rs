//! The record layer: the typed record ([`ast`]), read from text by the pest grammar in
//! `grammar/record.pest`. It knows nothing of the laws.

pub mod ast;

pub use ast::*;
