//! The replay of a record as facts of the game, no rulings: contracts, tricks, who won them.

pub(crate) mod contract;
pub(crate) mod play;

pub use contract::{Contract, Doubling};
pub use play::FailureToFollow;
pub use play::PlayState;
pub use play::Trick;
