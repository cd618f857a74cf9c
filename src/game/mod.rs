//! The replay of a record as facts of the game, no rulings: contracts, tricks, who won them.

pub mod contract;
pub mod play;

pub use contract::{Contract, Doubling};
pub use play::{FailureToFollow, PlayState, Trick};
