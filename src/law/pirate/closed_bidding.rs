//! The Declarations and Doubling, once the bidding is closed (laws 17, 21, 24, 25): a call made
//! after the last acceptance became the winning declaration.

use crate::law::Applied;
use crate::law::names::RulingKind;
use crate::law::pirate::auction::{Acceptance, call_text};
use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::pirate::doubling::WRONG_DOUBLE_PENALTY;
use crate::law::{Finding, Laws, Outcome, Place, Reading, Ruling};
use crate::record::{Call, Code, Event};

/// A call after the bidding is closed. A double of his own side's bid by the bidder or his
/// acceptor is provided for: law 24 has no limit of time (25 to each of the others). Any other
/// call admits two readings, a call out of turn (laws 17, 25) or no call at all, the bidding
/// being closed (law 21), which come to the same: it has no effect.
pub(crate) fn call_after_close(
    code: Code,
    standing: Option<Acceptance>,
    event: &Event,
    call: &Call,
    call_no: usize,
) -> Vec<Ruling> {
    let seat = event.seat;
    let new = |kind, summary: String, laws: Laws| {
        let mut r = Ruling::new(
            kind,
            summary,
            Some(seat),
            Place::Auction { call: call_no },
            laws,
        );
        r.set_span(event.span);
        r
    };
    let mut out = Vec::new();
    if let (Call::Double, Some(st)) = (call, standing)
        && (seat == st.bidder || seat == st.acceptor)
    {
        let mut r = new(
            RulingKind::DoubleOfOwnSide,
            format!(
                "{seat} doubled {}'s {}, his own side's bid, after the bidding was closed",
                st.bidder,
                st.bid.code()
            ),
            Laws::from([law(code, 24)]),
        );
        r.add_finding(
            Finding::new(
                "no player may double his own or his partner's bid: the law sets no limit of time",
                &[law(code, 24)],
            ),
            None,
        );
        r.enter(each_of_the_others(
            code,
            seat,
            WRONG_DOUBLE_PENALTY,
            24,
            "a double of his own side's bid",
        ));
        r.apply(Applied::words(format!(
            "each of the others scores {} in honors; the double has no effect, the bidding being closed (law 21)",
            WRONG_DOUBLE_PENALTY
        )));
        out.push(r);
        return out;
    }
    let mut r = new(
        RulingKind::CallAfterBiddingClosed,
        format!(
            "{seat} called {} after the bidding was closed",
            call_text(call)
        ),
        Laws::from([law(code, if standing.is_some() { 21 } else { 18 })]),
    );
    let out_of_turn = match call {
        Call::Bid { .. } => {
            "a bid out of turn, whose maker forfeits his right to bid until another player's bid is made"
        }
        Call::Double => "a double out of turn, whose penalty is the same as for a bid out of turn",
        _ => "a call out of turn, for which the laws name a penalty only for a bid or a double",
    };
    // Closed with an acceptance standing, the declaration stands; closed with none, because no
    // one could bid, the deal is void (law 18).
    let (closed, closed_laws, stands) = match standing {
        Some(_) => (
            "no call at all: the bidding is closed, the last acceptance becoming the winning declaration",
            [law(code, 21)],
            "the declaration stands",
        ),
        None => (
            "no call at all: no bid was accepted and no one who may bid has bid, so the bidding is over",
            [law(code, 18)],
            "the deal is void",
        ),
    };
    r.set_outcome(Outcome::TwoReadings {
        question:
            "whether a call once the bidding is closed is a call out of turn, or no call at all"
                .into(),
        readings: [
            Reading::new(
                out_of_turn,
                &[law(code, 17), law(code, 25)],
                format!("a right to bid forfeited when no bidding is left: nothing follows, and {stands}"),
            ),
            Reading::new(
                closed,
                &closed_laws,
                format!("the call has no effect, and {stands}"),
            ),
        ],
        follows: 1,
        why: "The replay follows the second, though nothing turns on it.".into(),
        differ: false,
    });
    out.push(r);
    out
}
