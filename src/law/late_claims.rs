//! A revoke claim written under a later deal about an earlier one (`W claims revoke by E of
//! deal 1` under `deal 2`): the record places it in the deal it is written under, and the game
//! places it after the cards were cut for that deal. Both codes bar it (Pirate law 59,
//! Portland law 93); each engine rules it with its own law, and neither reads it as an event of
//! the later deal's bidding or play.

use std::borrow::Cow;

use crate::record::{Action, DealRecord, Event};

/// A claim about an earlier deal.
#[derive(Clone, Debug)]
pub struct LateClaim {
    pub event: Event,
    /// The label of the deal it is about.
    pub about: String,
    /// The claim names no deal: written in the auction, before any card of this deal was
    /// played, it can only be about an earlier deal, taken as the one before.
    pub inferred: bool,
}

/// The deal without the claims about an earlier deal, and those claims. A claim naming the
/// deal it is written under stays in the deal; so does a claim naming none in its play, or in
/// the auction of the record's first deal (`previous` is the label of the deal before).
pub(crate) fn split<'d>(
    deal: &'d DealRecord,
    previous: Option<&str>,
) -> (Cow<'d, DealRecord>, Vec<LateClaim>) {
    let named = |e: &Event| match &e.action {
        Action::ClaimsRevoke { deal: Some(d), .. } if *d != deal.label => Some(d.clone()),
        _ => None,
    };
    let unnamed_in_auction = |e: &Event| match (&e.action, previous) {
        (Action::ClaimsRevoke { deal: None, .. }, Some(p)) => Some(p.to_string()),
        _ => None,
    };
    let mut late: Vec<LateClaim> = Vec::new();
    for e in &deal.auction {
        if let Some(about) = named(e) {
            late.push(LateClaim {
                event: e.clone(),
                about,
                inferred: false,
            });
        } else if let Some(about) = unnamed_in_auction(e) {
            late.push(LateClaim {
                event: e.clone(),
                about,
                inferred: true,
            });
        }
    }
    for e in &deal.play {
        if let Some(about) = named(e) {
            late.push(LateClaim {
                event: e.clone(),
                about,
                inferred: false,
            });
        }
    }
    if late.is_empty() {
        return (Cow::Borrowed(deal), late);
    }
    let mut kept = deal.clone();
    kept.auction
        .retain(|e| named(e).is_none() && unnamed_in_auction(e).is_none());
    kept.play.retain(|e| named(e).is_none());
    (Cow::Owned(kept), late)
}
