//! The state of a Pirate auction that the sections rule over: the acceptance standing. The
//! replay ([`super::declarations`]) owns the auction and the order of its calls; the sections
//! (such as [`super::doubling`]) are rulings over the state they are given.

use serde::Serialize;

use crate::cards::{Bid, Seat};
use crate::game::Doubling;
use crate::record::Call;

/// The accepted bid standing at a moment of the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub(crate) struct Acceptance {
    pub bidder: Seat,
    pub acceptor: Seat,
    pub bid: Bid,
    pub doubled: Doubling,
    pub doubler: Option<Seat>,
}

/// A call as the record writes it, for the words of a ruling.
pub(crate) fn call_text(call: &Call) -> String {
    match call {
        Call::Bid { bid } => bid.code(),
        Call::Pass => "pass".into(),
        Call::Accept { bid: None } => "accept".into(),
        Call::Accept { bid: Some(b) } => format!("accept {}", b.code()),
        Call::Double => "double".into(),
        Call::Redouble => "redouble".into(),
        Call::Declare { strain } => strain.name().into(),
        Call::LeaveToPartner => "leave it to partner".into(),
        Call::MayIPlay => "may I play?".into(),
        Call::Yes => "yes".into(),
        Call::Satisfied => "satisfied".into(),
    }
}
