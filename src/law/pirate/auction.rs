//! The state of a Pirate auction that the sections rule over: the acceptance standing. The
//! replay ([`super::declarations`]) owns the auction and the order of its calls; the sections
//! (such as [`super::doubling`]) are rulings over the state they are given.

use serde::Serialize;

use crate::cards::{Bid, Seat};
use crate::game::Doubling;

/// The accepted bid standing at a moment of the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Acceptance {
    pub bidder: Seat,
    pub acceptor: Seat,
    pub bid: Bid,
    pub doubled: Doubling,
    pub doubler: Option<Seat>,
}
