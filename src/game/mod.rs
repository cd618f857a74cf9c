//! The replay of a record as facts of the game, no rulings: contracts, tricks, who won them.

pub mod contract;

pub use contract::{Contract, Doubling};
