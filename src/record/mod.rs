//! The record layer: the typed record ([`ast`]), read from text by the pest grammar in
//! `grammar/record.pest`. It knows nothing of the laws.

pub mod ast;
pub mod diagnostic;
mod lower;
pub mod parse;

pub use ast::*;
pub use diagnostic::{Diagnostic, Diagnostics};
pub use lower::parse;
