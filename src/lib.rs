//! foster: settle bridge-table disputes according to Foster.
//!
//! The pipeline: text → [`record`] (parse and lower) → [`law`] (replay under a code, rule,
//! score) → text, JSON, book. The core does no I/O and reads no clock; files and the terminal
//! belong to the binary (`src/main.rs`).

pub mod cards;
pub mod game;
pub mod law;
pub mod record;
pub mod solver;
