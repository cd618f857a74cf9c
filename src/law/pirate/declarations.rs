//! The Declarations, laws 15–23, and Doubling, laws 24–26 (checked in [`super::doubling`]):
//! the Pirate auction replayed call by call.
//!
//! Law 15: the dealer calls first, then each player to the left. Law 16: a bid is accepted or
//! passed by each in turn. Law 17: no further bid and no double until the bid is accepted; a bid
//! out of turn or before acceptance bars its maker. Law 18: an unaccepted bid is void, the player
//! on the bidder's left may declare, and a refused bidder may not bid again until another
//! player's bid is accepted; if nothing is accepted the deal is void. Law 19: after an
//! acceptance anyone in turn may overcall (the acceptor only once an accepted bid or a double has
//! intervened) and an opponent may double. Law 20: the rank of bids. Law 21: an unaccepted
//! overcall is void and the bidding returns to the last acceptance; in 1917, a player who passed
//! an acceptance may not re-enter if the only later bid is void. Law 22: slips of the tongue and
//! insufficient bids. Law 23: asking about the bidding after the opening lead.
//!
//! One file (structure): the auction is one state machine, the turn, the bid pending, the
//! acceptance standing and the bars, which laws 15–23 all act on call by call (law 22 as well
//! when the record stops at an insufficient bid); the rest are its tests, each a law's own
//! example.

use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};

use serde::Serialize;

use crate::cards::{Bid, Seat, Strain};
use crate::game::{Contract, Doubling};
use crate::law::pirate::auction::{Acceptance, call_text};
use crate::law::pirate::common::law;
use crate::law::pirate::doubling::{self, DoublingView};
use crate::law::{Finding, Laws, Outcome, Place, Reading, Ruling, ScoreEntry};
use crate::record::{Action, Call, Code, Event};

/// A bid that became void because no one accepted it (laws 18, 21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct VoidBid {
    pub bidder: Seat,
    pub bid: Bid,
    /// The call (from 1) at which it was made.
    pub call: usize,
    pub law: crate::lawbook::Citation,
}

/// Why a player may not bid for the moment. A player may be under more than one bar at once
/// (a refused bidder who then bids out of turn): each lifts on its own law's event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Bars {
    /// Law 17 (and 25 for a double out of turn): until another player makes a bid.
    out_of_turn: bool,
    /// Laws 18, 21: his bid was refused; until some other player's bid is accepted.
    refused: bool,
    /// Law 21 (1917): he passed an acceptance and the only later bid was void.
    passed_acceptance: bool,
}

impl Bars {
    fn any(self) -> bool {
        self.out_of_turn || self.refused || self.passed_acceptance
    }
}

/// How the auction ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "ending", rename_all = "snake_case")]
pub(crate) enum AuctionEnd {
    /// The bidding is closed: the final accepted bid is the contract (law 28).
    Closed { contract: Contract },
    /// Nothing was accepted: the deal is void and passes to the left (law 18).
    VoidDeal,
    /// The record stops before the bidding is closed.
    Unfinished { next_to_call: Seat },
}

/// Law 28, the law a closed auction's declarer and dummy are named by: "the player who makes the
/// final accepted bid becomes the declarer ..., his acceptor becoming the dummy, without changing
/// his position at the table". The report names it beside the declaration.
pub(crate) fn declarer_by(code: Code) -> crate::lawbook::Citation {
    law(code, 28)
}

/// The auction as the laws make of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub(crate) struct Auction {
    pub end: AuctionEnd,
    pub void_bids: Vec<VoidBid>,
    pub rulings: Vec<Ruling>,
    /// Cards exposed during the auction (law 43), to be ruled on once the declarer is known.
    #[serde(skip)]
    pub exposed: Vec<(Seat, crate::cards::Card, usize, Option<crate::record::Span>)>,
    /// The indices of the events given that happened after the bidding closed and belong to
    /// the play (every event but a call before the first card), in order.
    #[serde(skip)]
    pub after_close: Vec<usize>,
    /// Each acceptance that took effect, by where the record wrote it: whose bid it accepted
    /// (law 16), for the drawing of the auction.
    #[serde(skip)]
    pub accepted: Vec<(crate::record::Span, Seat, Bid)>,
    /// Each accepted bid, double and redouble that took effect, in order, with the laws that
    /// allowed it: see [`State::step_accepted`] and [`State::step_doubled`].
    #[serde(skip)]
    pub steps: Vec<Finding>,
}

struct State {
    code: Code,
    nullo_allowed: bool,
    turn: Seat,
    /// The bid awaiting acceptance (law 16).
    pending: Option<(Seat, Bid, usize)>,
    /// The last acceptance standing, with its doubling.
    standing: Option<Acceptance>,
    /// Whether a bid was accepted or a double made since the current acceptor accepted (law 19).
    intervened: bool,
    /// Whether the acceptor's own side doubled the standing bid since he accepted (law 24): the
    /// one case where whether a double intervened (law 19) admits two readings.
    own_double: bool,
    /// Each seat's bar, if any (by `Seat::index`).
    bars: [Bars; 4],
    /// Seats that passed since the last acceptance, double, redouble or void bid.
    passed: Vec<Seat>,
    /// Seats that passed the standing acceptance (for the 1917 sentence of law 21).
    passed_acceptance: Vec<Seat>,
    /// Bids made since the standing acceptance.
    bids_since_acceptance: usize,
    call_no: usize,
    /// The last call, to recognise a player correcting his own call at once (law 22).
    last: Option<(Seat, Call)>,
    void_bids: Vec<VoidBid>,
    rulings: Vec<Ruling>,
    end: Option<AuctionEnd>,
    /// Set once every player has passed without a bid (law 18, "no one can make a bid").
    any_bid: bool,
    /// Whether the last thing to happen was a bid becoming void.
    after_void: bool,
    /// An acceptance or pass made out of turn, held to take effect in the player's turn if the
    /// same bid still waits (laws 16, 22): the call and the bid's place.
    held: Vec<(Event, usize)>,
    accepted: Vec<(crate::record::Span, Seat, Bid)>,
    steps: Vec<Finding>,
    /// The dealer passed before any bid (law 15: "If the dealer passes, each player to the left
    /// in turn may then bid or pass").
    dealer_passed: bool,
}

/// Laws 16 and 22: an acceptance or pass out of turn, void or held to its turn.
fn held_out_of_turn(code: Code, seat: Seat, turn: Seat, what: &str) -> Outcome {
    let a = if what == "pass" { "a" } else { "an" };
    Outcome::TwoReadings {
        question: format!("whether {a} {what} out of turn takes effect"),
        readings: [
            Reading::new(
                format!("void: law 16 lets each in turn accept or pass, and no law names {a} {what} out of turn"),
                &[law(code, 16)],
                format!("it has no effect; {turn} calls, and {seat} calls again in his turn"),
            ),
            Reading::new(
                "it cannot be recalled (law 22), taking effect in turn (law 16)",
                &[law(code, 22), law(code, 16)],
                format!("{turn} calls; when {seat}'s turn comes, his {what} stands if the bid still waits"),
            ),
        ],
        follows: 1,
        why: "The replay follows the second: law 22 holds him to it, and law 16's \"in turn\" keeps the others' turns; law 17's forfeiture reaches bids only. There is no penalty.".into(),
        differ: true,
    }
}

/// Replays the calls of a Pirate auction from the dealer.
pub(crate) fn replay(code: Code, nullo_allowed: bool, dealer: Seat, events: &[Event]) -> Auction {
    let mut st = State {
        code,
        nullo_allowed,
        turn: dealer,
        pending: None,
        standing: None,
        intervened: false,
        own_double: false,
        bars: [Bars::default(); 4],
        passed: Vec::new(),
        passed_acceptance: Vec::new(),
        bids_since_acceptance: 0,
        call_no: 0,
        last: None,
        void_bids: Vec::new(),
        rulings: Vec::new(),
        end: None,
        any_bid: false,
        after_void: false,
        held: Vec::new(),
        accepted: Vec::new(),
        steps: Vec::new(),
        dealer_passed: false,
    };
    let mut exposed = Vec::new();
    let mut after_close = Vec::new();
    // Whether a card has been played since the bidding closed: from then on a call is an event
    // of the play.
    let mut play_begun = false;
    for (i, event) in events.iter().enumerate() {
        // Once the bidding is closed, what happens is ruled by the laws of the play, wherever
        // the record writes it (an exposed card then is law 44 or 45, not 43); a call before
        // the opening lead stays with the auction.
        if st.end.is_some() {
            let call = matches!(event.action, Action::Call { .. });
            play_begun |= matches!(event.action, Action::Play { .. });
            if !call || play_begun {
                after_close.push(i);
                continue;
            }
        }
        match &event.action {
            Action::Call { call } => {
                st.call_no += 1;
                // A pass once the bidding is closed changes nothing and is no irregularity.
                if st.end.is_some() && matches!(call, Call::Pass) {
                    continue;
                }
                if st.end.is_some() {
                    let r = super::closed_bidding::call_after_close(
                        code,
                        st.standing,
                        event,
                        call,
                        st.call_no,
                    );
                    st.rulings.extend(r);
                    continue;
                }
                st.call(event, call);
            }
            Action::Exposes { cards } => {
                for c in cards {
                    exposed.push((event.seat, *c, st.call_no, Some(event.span)));
                }
            }
            Action::AsksBidding => {
                // Law 23: before the opening lead anyone may be informed; no ruling needed.
            }
            // Law 43: a card put on the table while the bidding is open is exposed.
            Action::Play { card, .. } => {
                exposed.push((event.seat, *card, st.call_no, Some(event.span)));
            }
            other => {
                // The law of the play nearest the act, which needs tricks or a declarer.
                let near = match other {
                    Action::ClaimsTricks { .. } | Action::ConcedesTricks { .. } => 50,
                    Action::AsksNoneOf { .. } | Action::Answers { .. } => 55,
                    Action::Corrects { .. } => 57,
                    Action::LooksAtTrick { .. } => 39,
                    Action::ClaimsRevoke { .. } => 53,
                    Action::Chooses { .. } => 67,
                    _ => 28,
                };
                let nearest = if near != 28 {
                    Laws::new(law(code, near), &[law(code, 28), law(code, 43)])
                } else {
                    Laws::from([law(code, 28), law(code, 43)])
                };
                let mut r = Ruling::not_covered(
                    RulingKind::PlayEventBeforeTheBiddingClosed,
                    format!(
                        "{} {} before the bidding was closed",
                        event.seat,
                        other.describe()
                    ),
                    Some(event.seat),
                    Place::Auction { call: st.call_no },
                    "the laws of the play need tricks or a declarer, and neither exists while the bidding is open; a card shown is exposed (law 43). The act has no effect and no penalty",
                    nearest,
                );
                r.set_span(event.span);
                st.rulings.push(r);
            }
        }
    }
    // Law 22: the record stops at an insufficient bid, no call after it.
    if st.end.is_none()
        && let Some(r) = st.rulings.last_mut()
        && r.kind() == RulingKind::InsufficientBid
        && *r.place() == (Place::Auction { call: st.call_no })
    {
        // The lowest bid in the same strain that outranks the bid standing: the insufficient
        // bid made sufficient, as the record would write it.
        let sufficient = match (st.last, st.standing) {
            (Some((_, Call::Bid { bid })), Some(standing)) => (bid.level..=7)
                .filter_map(|level| Bid::new(level, bid.strain))
                .find(|b| b.outranks(standing.bid)),
            _ => None,
        };
        insufficient_unfollowed(code, r, st.turn, sufficient);
    }
    let end = st.end.clone().unwrap_or(AuctionEnd::Unfinished {
        next_to_call: st.turn,
    });
    Auction {
        end,
        void_bids: st.void_bids,
        rulings: st.rulings,
        exposed,
        after_close,
        accepted: st.accepted,
        // One accepted bid is told by the declaration (law 28); the course is given where there
        // was more, an overcall or a double, or where the dealer passed first (law 15).
        steps: if st.steps.len() > 1 || st.dealer_passed {
            st.steps
        } else {
            Vec::new()
        },
    }
}

/// Law 22, the record stopping at an insufficient bid: whether it must be made sufficient or
/// stands turns on whether attention is called to it before `next` declares himself.
fn insufficient_unfollowed(code: Code, r: &mut Ruling, next: Seat, sufficient: Option<Bid>) {
    let seat = r.offender().unwrap_or(next);
    r.unapply();
    let made = match sufficient {
        Some(bid) => Ok(
            crate::law::Settle::line(format!("{seat} {}", bid.code())).example(format!(
                "{} is the lowest sufficient bid in its strain: write the bid {seat} made",
                bid.code()
            )),
        ),
        None => Err(format!(
            "no bid in its strain outranks the bid standing: write the call {seat} made"
        )),
    };
    r.set_outcome(Outcome::Conditional {
        turns_on: format!(
            "whether attention is called to the insufficient bid before {next} declares himself"
        ),
        question: format!(
            "Was attention called to {seat}'s insufficient bid before {next} made his call?"
        ),
        possibilities: vec![
            crate::law::Possibility::new(
                "attention is called to it first",
                format!("{seat} must make it sufficient"),
                &[law(code, 22)],
            )
            .answer("yes")
            .settled_or(made),
            crate::law::Possibility::new(
                format!("{next} declares himself first"),
                "the bid stands, and may be accepted",
                &[law(code, 22)],
            )
            .answer("no")
            .settled_by(
                crate::law::Settle::line(format!("{next} pass"))
                    .example(format!("a pass stands for any call {next} made: write his")),
            ),
        ],
        to_record: "the next call".into(),
    });
}

/// Law 17: what a bid out of turn or before acceptance costs its maker.
fn law_17_bar(code: Code, seat: Seat) -> Finding {
    Finding::new(
        format!(
            "{seat} forfeits his right to bid until the current bid has been accepted (or becomes void) and another bid is made by some other player; he may accept that new bid"
        ),
        &[law(code, 17)],
    )
}

impl State {
    fn place(&self) -> Place {
        Place::Auction { call: self.call_no }
    }

    fn ruling(
        &self,
        kind: RulingKind,
        summary: String,
        seat: Seat,
        event: &Event,
        laws: impl Into<Laws>,
    ) -> Ruling {
        let mut r = Ruling::new(kind, summary, Some(seat), self.place(), laws);
        r.set_span(event.span);
        r
    }

    /// A call the laws make no provision for: the reason, and the nearest laws.
    fn not_covered(
        &self,
        kind: RulingKind,
        summary: String,
        seat: Seat,
        event: &Event,
        reason: &str,
        nearest: impl Into<Laws>,
    ) -> Ruling {
        let place = self.place();
        let mut r = Ruling::not_covered(kind, summary, Some(seat), place, reason, nearest);
        r.set_span(event.span);
        r
    }

    fn advance(&mut self, from: Seat) {
        self.turn = from.left();
    }

    fn call(&mut self, event: &Event, call: &Call) {
        let seat = event.seat;
        // Law 22: a player who calls again at once, before the next player, is correcting himself.
        if let Some((prev_seat, prev_call)) = self.last.clone()
            && prev_seat == seat
            && self.turn == seat.left()
        {
            self.correction(event, &prev_call, call);
            return;
        }
        self.last = Some((seat, call.clone()));
        self.dispatch(event, call);
        self.apply_held();
    }

    /// Laws 16 and 22: a held acceptance or pass takes effect when the player's turn comes, if
    /// the same bid still waits; otherwise it lapses.
    fn apply_held(&mut self) {
        while self.end.is_none()
            && let Some(i) = self.held.iter().position(|(e, _)| e.seat == self.turn)
        {
            let (event, at) = self.held.remove(i);
            if self.pending.is_some_and(|(_, _, p)| p == at)
                && let Action::Call { call } = &event.action
            {
                self.dispatch(&event, call);
            }
        }
    }

    fn dispatch(&mut self, event: &Event, call: &Call) {
        let seat = event.seat;
        let code = self.code;
        match call {
            Call::Bid { bid } => self.bid(event, *bid),
            Call::Pass => self.pass(event),
            Call::Accept { bid } => self.accept(event, *bid),
            Call::Double => doubling::double(self_view(self), event),
            Call::Redouble => doubling::redouble(self_view(self), event),
            other => {
                let r = self.not_covered(
                    RulingKind::CallOfAnotherCode,
                    format!(
                        "{seat} said \"{}\", which is a call of the Portland game, not of Pirate Bridge",
                        call_text(other)
                    ),
                    seat,
                    event,
"Pirate Bridge has no such call (law 16 gives the phrases: a bid, \"I accept\", \"I pass\"); it has no effect", [law(code, 15), law(code, 16)]);
                self.rulings.push(r);
            }
        }
    }

    fn out_of_turn(&mut self, event: &Event, what: &str, law_no: u16) -> bool {
        let kind = if law_no == 17 {
            RulingKind::BidOutOfTurn
        } else {
            RulingKind::DoubleOutOfTurn
        };
        if event.seat == self.turn {
            return false;
        }
        let seat = event.seat;
        let code = self.code;
        let mut r = self.ruling(
            kind,
            format!(
                "{seat} made a {what} out of turn: it was {}'s turn",
                self.turn
            ),
            seat,
            event,
            if law_no == 17 {
                Laws::from(law(code, 17))
            } else {
                Laws::from([law(code, law_no), law(code, 17)])
            },
        );
        if law_no == 25 {
            r.finding(
                "law 25: the penalty for doubling out of turn is the same as for a bid out of turn",
                &[law(code, 25)],
            );
        }
        r.add_finding(law_17_bar(code, seat), None);
        if law_no == 25 {
            // Neither law 25 nor law 17 says whether the double itself stands: both readings
            // (the note to law 25), the replay following the first.
            r.set_outcome(Outcome::TwoReadings {
                question: "whether the double made out of turn stands".into(),
                readings: [
                    Reading::new(
                        "void: law 25 allows a double only \"in his proper turn\", and neither \
                         law gives this one effect",
                        &[law(code, 25)],
                        format!(
                            "the double has no effect and the turn stays with {}",
                            self.turn
                        ),
                    ),
                    Reading::new(
                        "standing and penalised: the laws attach a penalty to it and do not \
                         say that it is void",
                        &[law(code, 25), law(code, 26)],
                        "the bid is doubled, and the bidding reopened (law 26)",
                    ),
                ],
                follows: 0,
                why: "The replay follows the first: taking the double as standing would give \
                      the offender the double he was not entitled to make."
                    .into(),
                differ: true,
            });
        } else {
            r.finding(
                format!(
                    "the {what} has no effect and the turn stays with {}",
                    self.turn
                ),
                &[law(code, 17)],
            );
            // Out of turn or not, a refused bidder had no bid to make (laws 18, 21).
            if self.bars[seat.index()].refused {
                r.finding(
                    format!("{seat}'s own bid was not accepted: he cannot bid again unless some player to his left can make an acceptable bid"),
                    &[law(code, if self.standing.is_some() { 21 } else { 18 })],
                );
            }
        }
        r.apply(Applied::words(format!(
            "{seat} barred from bidding (law 17)"
        )));
        self.rulings.push(r);
        self.bars[seat.index()].out_of_turn = true;
        true
    }

    fn bid(&mut self, event: &Event, bid: Bid) {
        let seat = event.seat;
        let code = self.code;
        if bid.strain == Strain::Nullo && !self.nullo_allowed {
            let mut r = self.ruling(
                RulingKind::NulloNotAllowed,
                format!(
                    "{seat} bid {} but the nullo was not agreed for this table",
                    bid.code()
                ),
                seat,
                event,
                [law(code, 15), law(code, 20)],
            );
            r.set_not_covered("law 15 lets a player name any suit or no trump, and a nullo is neither (the 1917 book allows it when all four agree: write `nullo: allowed`); law 22 corrects a slip, not a call that is no bid; law 17 is a bid out of turn. The bid has no effect, and the bidder calls again", [law(code, 15), law(code, 22), law(code, 17)]);
            self.rulings.push(r);
            return;
        }
        if self.out_of_turn(event, "bid", 17) {
            return;
        }
        if let Some((bidder, pending, _)) = self.pending {
            let mut r = self.ruling(
                RulingKind::BidBeforeAcceptance,
                format!(
                    "{seat} bid {} before {bidder}'s {} had been accepted",
                    bid.code(),
                    pending.code()
                ),
                seat,
                event,
                [law(code, 17)],
            );
            r.finding(
                "there shall be no further bidding until the bidder has been accepted",
                &[law(code, 17)],
            );
            r.add_finding(law_17_bar(code, seat), None);
            r.apply(Applied::words(format!(
                "the bid has no effect; {seat} is barred from bidding (law 17)"
            )));
            self.rulings.push(r);
            self.bars[seat.index()].out_of_turn = true;
            self.advance(seat);
            return;
        }
        let bars = self.bars[seat.index()];
        if bars.any() {
            let mut cited = Vec::new();
            let mut why = Vec::new();
            if bars.out_of_turn {
                cited.push(law(code, 17));
                why.push("his earlier bid out of turn or before acceptance forfeited his right to bid until another player's bid is made");
            }
            if bars.refused {
                cited.extend([law(code, 18), law(code, 21)]);
                why.push(
                    "his bid was not accepted, and no other player's bid has been accepted since",
                );
            }
            if bars.passed_acceptance {
                if !cited.contains(&law(code, 21)) {
                    cited.push(law(code, 21));
                }
                why.push("he passed an acceptance and the only bid after it was void");
            }
            let laws = Laws::new(cited[0].clone(), &cited[1..]);
            let why = why.join("; and ");
            let mut r = self.ruling(
                RulingKind::BidByBarredPlayer,
                format!("{seat} bid {} while barred from bidding", bid.code()),
                seat,
                event,
                laws.clone(),
            );
            r.finding(format!("{seat} may not bid: {why}"), laws.as_slice());
            r.apply(Applied::no_penalty(format!(
                "the bid is not admitted, and {seat} calls again; no penalty is printed"
            )));
            self.rulings.push(r);
            return;
        }
        if let Some(st) = self.standing {
            if seat == st.acceptor && !self.intervened {
                let mut r = self.ruling(
                    RulingKind::AcceptorOvercallsOwnAcceptance,
                    format!(
                        "{seat} overcalled his own acceptance of {}'s {} with {}",
                        st.bidder,
                        st.bid.code(),
                        bid.code()
                    ),
                    seat,
                    event,
                    [law(code, 19)],
                );
                r.finding(
                    "an acceptor cannot overcall his own acceptance if no accepted bid or double has intervened",
                    &[law(code, 19)],
                );
                // Only a double by his own side (law 24) leaves it open whether one intervened;
                // otherwise nothing did (an unaccepted bid is void, law 21): not admitted.
                if !self.own_double {
                    r.finding(
                        format!(
                            "no bid has been accepted and no double made since {seat} accepted {}'s {}",
                            st.bidder,
                            st.bid.code()
                        ),
                        &[law(code, 19)],
                    );
                    r.apply(Applied::no_penalty(format!(
                        "the bid is not admitted, and {seat} calls again; no penalty is printed"
                    )));
                    self.rulings.push(r);
                    return;
                }
                r.set_outcome(Outcome::TwoReadings {
                    question: "whether an improper double by his own side intervened".into(),
                    readings: [
                        Reading::new(
                            "the bidder's double is a double, and it intervened",
                            &[law(code, 19)],
                            "the overcall is lawful and waits for acceptance",
                        ),
                        Reading::new(
                            "no double in law: law 24 forbids it, and law 25 gives the double to the opponents",
                            &[law(code, 24), law(code, 25)],
                            format!("nothing intervened: the overcall is not admitted, and {seat} calls again"),
                        ),
                    ],
                    follows: 1,
                    why: "The replay follows the second: else a bidder could release his acceptor by an unlawful call.".into(),
                    differ: true,
                });
                self.rulings.push(r);
                return;
            }
            if !bid.outranks(st.bid) {
                self.insufficient(event, bid, st.bid);
                return;
            }
        }
        self.any_bid = true;
        // Law 17: a bar for bidding out of turn lifts once another player bids.
        for s in Seat::ALL {
            if s != seat {
                self.bars[s.index()].out_of_turn = false;
            }
        }
        self.pending = Some((seat, bid, self.call_no));
        self.bids_since_acceptance += 1;
        self.passed.clear();
        self.after_void = false;
        self.advance(seat);
    }

    fn insufficient(&mut self, event: &Event, bid: Bid, over: Bid) {
        let seat = event.seat;
        let code = self.code;
        let mut r = self.ruling(
            RulingKind::InsufficientBid,
            format!(
                "{seat} bid {}, which does not outrank the accepted {}",
                bid.code(),
                over.code()
            ),
            seat,
            event,
            [law(code, 22), law(code, 20)],
        );
        r.finding(
            "an insufficient declaration must be made sufficient if attention is called to it before the next player declares himself; otherwise it stands, and may be accepted",
            &[law(code, 22)],
        );
        r.offer(vec![crate::law::PenaltyOption {
            name: OptionName::MakeSufficient,
            description: format!(
                "{seat} makes the bid sufficient (attention called before the next player declares)"
            ),
            laws: vec![law(code, 22)],
        }]);
        r.apply(Applied::words(
            "no correction is recorded before the next call: the bid stands and may be accepted (law 22)",
        ));
        self.rulings.push(r);
        self.any_bid = true;
        self.pending = Some((seat, bid, self.call_no));
        self.bids_since_acceptance += 1;
        self.passed.clear();
        self.advance(seat);
    }

    fn correction(&mut self, event: &Event, prev: &Call, call: &Call) {
        let seat = event.seat;
        let code = self.code;
        let (Call::Bid { bid: old }, Call::Bid { bid: new }) = (prev, call) else {
            let mut r = self.ruling(
                RulingKind::CallRecalled,
                format!(
                    "{seat} tried to change \"{}\" to \"{}\"",
                    call_text(prev),
                    call_text(call)
                ),
                seat,
                event,
                [law(code, 22)],
            );
            r.finding(
                "a pass, double, or acceptance cannot be recalled",
                &[law(code, 22)],
            );
            r.apply(Applied::words(format!(
                "\"{}\" stands; the second call has no effect",
                call_text(prev)
            )));
            self.rulings.push(r);
            return;
        };
        let (old, new) = (*old, *new);
        let Some((bidder, pending, at)) = self.pending else {
            return;
        };
        if bidder != seat || pending != old {
            return;
        }
        let was_insufficient = self.standing.is_some_and(|s| !old.outranks(s.bid));
        let mut r;
        if was_insufficient {
            r = self.ruling(
                RulingKind::InsufficientBidMadeSufficient,
                format!(
                    "{seat} made his insufficient {} sufficient: {}",
                    old.code(),
                    new.code()
                ),
                seat,
                event,
                [law(code, 22)],
            );
            let sufficient = self.standing.is_none_or(|s| new.outranks(s.bid));
            if sufficient {
                r.finding(
                    "an insufficient declaration must be made sufficient, attention being called before the next player declares himself",
                    &[law(code, 22)],
                );
                r.apply(Applied::words(format!(
                    "{} replaces {}",
                    new.code(),
                    old.code()
                )));
                self.pending = Some((seat, new, at));
                // A further change is measured against the bid as corrected.
                self.last = Some((seat, call.clone()));
                // Drop the earlier "insufficient_bid" ruling's claim that it stands: the ruling
                // of this bid, wherever other rulings (an exposed card) came between.
                if let Some(earlier) =
                    self.rulings.iter_mut().rev().find(|r| {
                        r.kind() == RulingKind::InsufficientBid && r.offender() == Some(seat)
                    })
                {
                    earlier.apply(Applied::words(format!(
                        "made sufficient at once: corrected to {} (law 22)",
                        new.code()
                    )));
                }
            } else {
                r.finding(
                    format!("{} is still insufficient", new.code()),
                    &[law(code, 20), law(code, 22)],
                );
                if old.level == new.level {
                    r.finding(
                        "a slip of the tongue may be corrected before the next player declares himself",
                        &[law(code, 22)],
                    );
                    r.apply(Applied::words(format!(
                        "{} replaces {}; it must be made sufficient if attention is called before the next player declares himself, otherwise it stands and may be accepted",
                        new.code(),
                        old.code()
                    )));
                    self.pending = Some((seat, new, at));
                    self.last = Some((seat, call.clone()));
                } else {
                    r.finding("the size of the bid may not be changed", &[law(code, 22)]);
                    r.apply(Applied::words(format!(
                        "{} stands, and may be accepted",
                        old.code()
                    )));
                }
            }
        } else if old.level == new.level {
            r = self.ruling(
                RulingKind::SlipOfTheTongue,
                format!("{seat} corrected {} to {}", old.code(), new.code()),
                seat,
                event,
                [law(code, 22)],
            );
            r.finding(
                "a slip of the tongue may be corrected before the next player declares himself",
                &[law(code, 22)],
            );
            r.apply(Applied::words(format!(
                "{} replaces {}",
                new.code(),
                old.code()
            )));
            self.pending = Some((seat, new, at));
            self.last = Some((seat, call.clone()));
        } else {
            r = self.ruling(
                RulingKind::BidSizeChanged,
                format!("{seat} tried to change {} to {}", old.code(), new.code()),
                seat,
                event,
                [law(code, 22)],
            );
            r.finding("the size of the bid may not be changed", &[law(code, 22)]);
            r.apply(Applied::words(format!(
                "{} stands; the change has no effect",
                old.code()
            )));
        }
        self.rulings.push(r);
    }

    fn accept(&mut self, event: &Event, named: Option<Bid>) {
        let seat = event.seat;
        let code = self.code;
        let Some((bidder, bid, at)) = self.pending else {
            let r = self.not_covered(
                RulingKind::AcceptanceOfNothing,
                format!("{seat} said \"I accept\" when no bid awaited acceptance"),
                seat,
                event,
"law 16 allows an acceptance only if a bid is made; law 22 (an acceptance cannot be recalled) assumes something to accept; law 17 names bids out of turn, not acceptances. It has no effect, and the player calls again", [law(code, 16), law(code, 22), law(code, 17)]);
            self.rulings.push(r);
            return;
        };
        if seat != self.turn {
            let mut r = self.ruling(
                RulingKind::AcceptanceOutOfTurn,
                format!("{seat} accepted out of turn: it was {}'s turn", self.turn),
                seat,
                event,
                [law(code, 16), law(code, 22)],
            );
            r.set_outcome(held_out_of_turn(code, seat, self.turn, "acceptance"));
            if let Some((_, _, at)) = self.pending {
                self.held.push((event.clone(), at));
            }
            self.rulings.push(r);
            return;
        }
        if seat == bidder {
            let mut r = self.ruling(
                RulingKind::AcceptsOwnBid,
                format!("{seat} accepted his own bid"),
                seat,
                event,
                [law(code, 16), law(code, 18)],
            );
            r.finding(
                "each in turn to the left may accept him as a partner or pass: a bidder cannot accept himself",
                &[law(code, 16)],
            );
            r.apply(Applied::words(
                "the acceptance has no effect; no one else accepted, so the bid is void",
            ));
            self.rulings.push(r);
            self.void_bid(bidder, bid, at);
            return;
        }
        if let Some(n) = named
            && n != bid
        {
            let mut r = self.ruling(
                RulingKind::AcceptanceNamesWrongBid,
                format!(
                    "{seat} said \"I accept {}\" but the bid awaiting acceptance was {bidder}'s {}",
                    n.code(),
                    bid.code()
                ),
                seat,
                event,
                [law(code, 16)],
            );
            r.set_outcome(Outcome::TwoReadings {
                question: "whether \"I accept\" naming another bid is an acceptance or a bid"
                    .into(),
                readings: [
                    Reading::new(
                        "an acceptance of the bid waiting: the named contract only identifies it, and a misnaming may be corrected as a slip",
                        &[law(code, 16), law(code, 22)],
                        format!("{seat} has accepted {bidder}'s {}", bid.code()),
                    ),
                    Reading::new(
                        "a bid made before the bidder was accepted",
                        &[law(code, 17)],
                        format!(
                            "{seat} forfeits his right to bid, and {} still waits for an acceptor",
                            bid.code()
                        ),
                    ),
                ],
                follows: 0,
                why: "The replay follows the first: \"I accept\" is the operative word.".into(),
                differ: true,
            });
            self.rulings.push(r);
        }
        // An accepted bid lifts the bars of refused bidders and of those who passed an acceptance.
        for b in &mut self.bars {
            b.refused = false;
            b.passed_acceptance = false;
        }
        self.accepted.push((event.span, bidder, bid));
        self.step_accepted(bidder, bid, seat);
        self.standing = Some(Acceptance {
            bidder,
            acceptor: seat,
            bid,
            doubled: Doubling::Undoubled,
            doubler: None,
        });
        self.intervened = false;
        self.own_double = false;
        self.after_void = false;
        self.pending = None;
        self.passed.clear();
        self.passed_acceptance.clear();
        self.bids_since_acceptance = 0;
        self.advance(seat);
    }

    fn pass(&mut self, event: &Event) {
        let seat = event.seat;
        let code = self.code;
        if seat != self.turn {
            let mut r = self.ruling(
                RulingKind::PassOutOfTurn,
                format!("{seat} passed out of turn: it was {}'s turn", self.turn),
                seat,
                event,
                [law(code, 16), law(code, 22)],
            );
            r.set_outcome(held_out_of_turn(code, seat, self.turn, "pass"));
            if let Some((_, _, at)) = self.pending {
                self.held.push((event.clone(), at));
            }
            self.rulings.push(r);
            return;
        }
        self.advance(seat);
        // The first call is the dealer's: a pass in turn before any bid means he passed.
        self.dealer_passed |= !self.any_bid;
        if let Some((bidder, bid, at)) = self.pending {
            self.passed.push(seat);
            let others = 3;
            if self.passed.len() >= others {
                self.void_bid(bidder, bid, at);
            }
            return;
        }
        self.passed.push(seat);
        // The accepted bidder himself may always overcall (law 19), so only the others can
        // be "a player who has passed an acceptance" (law 21, 1917; the book's example, p. 21).
        if self
            .standing
            .is_some_and(|st| st.bidder != seat && self.bids_since_acceptance == 0)
        {
            self.passed_acceptance.push(seat);
        }
        self.check_closed();
    }

    // ANCHOR: law-18
    // ANCHOR: law-21
    fn void_bid(&mut self, bidder: Seat, bid: Bid, at: usize) {
        let code = self.code;
        let first = self.standing.is_none();
        let law_no = if first { 18 } else { 21 };
        self.void_bids.push(VoidBid {
            bidder,
            bid,
            call: at,
            law: law(code, law_no),
        });
        self.pending = None;
        self.passed.clear();
        self.after_void = true;
        self.bars[bidder.index()].refused = true;
        // The player on the void bidder's left may declare (law 18; the 1917 book, p. 21, for 21).
        self.turn = bidder.left();
        if !first && code == Code::Pirate1917 && self.bids_since_acceptance == 1 {
            for s in self.passed_acceptance.clone() {
                self.bars[s.index()].passed_acceptance = true;
            }
        }
        let mut r = Ruling::new(
            RulingKind::VoidBid,
            format!("{bidder}'s {} was not accepted and is void", bid.code()),
            None,
            Place::Auction { call: at },
            [law(code, law_no)],
        );
        if first {
            r.finding(
                format!(
                    "no one accepted it: it is void, and {} may declare",
                    bidder.left()
                ),
                &[law(code, 18)],
            );
        } else if let Some(st) = self.standing {
            r.finding(
                format!(
                    "the bid returns to the last acceptance: {}'s {} accepted by {}",
                    st.bidder,
                    st.bid.code(),
                    st.acceptor
                ),
                &[law(code, 21)],
            );
        }
        r.finding(
            format!("{bidder} cannot bid again until some other player's bid is accepted, but he may accept"),
            &[law(code, 18), law(code, 21)],
        );
        if !first && code == Code::Pirate1917 && !self.passed_acceptance.is_empty() {
            let names: Vec<String> = self
                .passed_acceptance
                .iter()
                .map(|s| s.to_string())
                .collect();
            r.finding(
                format!(
                    "{} passed the acceptance and the only bid after it is void: they cannot re-enter the bidding (1917)",
                    names.join(", ")
                ),
                &[law(code, 21)],
            );
        }
        r.apply(Applied::words("the bid is void"));
        self.rulings.push(r);
        if first && !self.anyone_can_bid() {
            self.end = Some(AuctionEnd::VoidDeal);
        }
        self.check_closed();
    }
    // ANCHOR_END: law-21
    // ANCHOR_END: law-18

    /// The bidding's course, an accepted bid at a time, each with the laws that allowed it: the
    /// first accepted bid by law 15 (the dealer, or after his pass each to the left, may bid) and
    /// law 16 (each in turn may accept); a later one by law 19 (after an acceptance any player in
    /// turn may bid higher), law 20 (the rank of bids) and law 16, and law 26 when it overcalls a
    /// doubled bid (a double reopens the bidding and does not change the rank).
    fn step_accepted(&mut self, bidder: Seat, bid: Bid, acceptor: Seat) {
        let code = self.code;
        let step = match self.standing {
            None => Finding::new(
                format!(
                    "{bidder}'s {}{} accepted by {acceptor}",
                    bid.code(),
                    if self.dealer_passed {
                        ", the dealer having passed,"
                    } else {
                        ""
                    }
                ),
                &[law(code, 15), law(code, 16)],
            ),
            Some(st) => {
                let whose = if st.bidder == bidder {
                    "his own".to_string()
                } else {
                    format!("{}'s", st.bidder)
                };
                let dbl = match st.doubled {
                    Doubling::Undoubled => "",
                    Doubling::Doubled => " doubled",
                    Doubling::Redoubled => " redoubled",
                };
                let mut laws = vec![law(code, 19)];
                let nullo = bid.strain == Strain::Nullo || st.bid.strain == Strain::Nullo;
                // An insufficient bid not corrected in time stands (law 22); a nullo's rank
                // is the 1917 book's, not law 20's.
                let how = if !bid.outranks(st.bid) {
                    laws.push(law(code, 22));
                    ", insufficient but standing,"
                } else {
                    if !nullo {
                        laws.push(law(code, 20));
                    }
                    ","
                };
                if st.doubled != Doubling::Undoubled {
                    laws.push(law(code, 26));
                }
                laws.push(law(code, 16));
                Finding::new(
                    format!(
                        "{bidder}'s {} over {whose} {}{dbl}{how} accepted by {acceptor}",
                        bid.code(),
                        st.bid.code()
                    ),
                    &laws,
                )
            }
        };
        self.steps.push(step);
    }

    /// A double (law 19: a player neither bidder nor acceptor may double; law 25: either
    /// opponent in his proper turn) or a redouble (law 25: the bidder or his acceptor) that took
    /// effect, for the bidding's course.
    fn step_doubled(&mut self, seat: Seat, doubled: Doubling) {
        let code = self.code;
        let step = if doubled == Doubling::Redoubled {
            Finding::new(format!("{seat} redoubled"), &[law(code, 25)])
        } else {
            Finding::new(format!("{seat} doubled"), &[law(code, 19), law(code, 25)])
        };
        self.steps.push(step);
    }

    fn can_bid(&self, seat: Seat) -> bool {
        !self.bars[seat.index()].any()
            && !self
                .standing
                .is_some_and(|st| st.acceptor == seat && !self.intervened)
    }

    fn anyone_can_bid(&self) -> bool {
        Seat::ALL.iter().any(|s| self.can_bid(*s))
    }

    fn check_closed(&mut self) {
        if self.end.is_some() || self.pending.is_some() {
            return;
        }
        // After a void bid the bidding is closed once every player who may still bid has
        // passed (1917 book, p. 21: "N cannot bid again ... the bidding is closed").
        let all_passed = self.after_void
            && Seat::ALL
                .iter()
                .filter(|s| self.can_bid(**s))
                .all(|s| self.passed.contains(s));
        match self.standing {
            Some(st) => {
                if self.passed.len() >= 3 || (all_passed && !self.passed.is_empty()) {
                    self.end = Some(AuctionEnd::Closed {
                        contract: Contract {
                            level: st.bid.level,
                            strain: st.bid.strain,
                            doubled: st.doubled,
                            declarer: st.bidder,
                            dummy: st.acceptor,
                        },
                    });
                }
            }
            None => {
                if self.passed.len() >= 4
                    || (all_passed && !self.passed.is_empty())
                    || (self.any_bid && !self.anyone_can_bid())
                {
                    self.end = Some(AuctionEnd::VoidDeal);
                }
            }
        }
    }
}

fn self_view(st: &mut State) -> DoublingStateRef<'_> {
    DoublingStateRef { st }
}

/// A borrowed auction handed to [`super::doubling`].
pub(crate) struct DoublingStateRef<'a> {
    st: &'a mut State,
}

impl DoublingView for DoublingStateRef<'_> {
    fn code(&self) -> Code {
        self.st.code
    }
    fn standing(&self) -> Option<Acceptance> {
        self.st.standing
    }
    fn pending(&self) -> Option<(Seat, Bid, usize)> {
        self.st.pending
    }
    fn place(&self) -> Place {
        self.st.place()
    }
    fn push(&mut self, r: Ruling) {
        self.st.own_double |= r.kind() == RulingKind::DoubleOfOwnSide;
        self.st.rulings.push(r);
    }
    /// Law 25: a double out of turn is punished as a bid out of turn (law 17).
    fn out_of_turn(&mut self, event: &Event) -> bool {
        self.st.out_of_turn(event, "double", 25)
    }
    fn skip(&mut self, seat: Seat) {
        self.st.advance(seat);
    }
    /// Each of the other three scores `points` above the line (law 24).
    fn penalty(&self, offender: Seat, points: i32, reason: &str) -> Vec<ScoreEntry> {
        crate::law::pirate::common::each_of_the_others(self.st.code, offender, points, 24, reason)
    }
    fn set_doubled(&mut self, seat: Seat, doubled: Doubling) {
        self.st.step_doubled(seat, doubled);
        if let Some(st) = self.st.standing.as_mut() {
            st.doubled = doubled;
            if doubled == Doubling::Doubled {
                st.doubler = Some(seat);
            }
        }
        // A double reopens the bidding (law 26) and counts as an intervening double (law 19).
        self.st.intervened = true;
        self.st.after_void = false;
        self.st.passed.clear();
        self.st.advance(seat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::record::Span;

    fn calls(text: &str) -> Vec<Event> {
        text.split(';')
            .map(|c| {
                let mut parts = c.split_whitespace();
                let seat =
                    Seat::from_letter(parts.next().unwrap().chars().next().unwrap()).unwrap();
                let word = parts.next().unwrap();
                let call = match word {
                    "pass" => Call::Pass,
                    "accept" => Call::Accept { bid: None },
                    "double" => Call::Double,
                    "redouble" => Call::Redouble,
                    b => {
                        let level = b[..1].parse().unwrap();
                        let strain = Strain::parse(&b[1..]).unwrap();
                        Call::Bid {
                            bid: Bid::new(level, strain).unwrap(),
                        }
                    }
                };
                Event {
                    seat,
                    action: Action::Call { call },
                    span: Span::default(),
                }
            })
            .collect()
    }

    fn contract(a: &Auction) -> Contract {
        match &a.end {
            AuctionEnd::Closed { contract } => *contract,
            other => panic!("not closed: {other:?}"),
        }
    }

    #[test]
    fn three_passes_after_an_acceptance_close_the_bidding() {
        // record-format.md: N 1S; E pass; S pass; W accept; N pass; E pass; S pass.
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 1S; E pass; S pass; W accept; N pass; E pass; S pass"),
        );
        let c = contract(&a);
        assert_eq!(
            (c.declarer, c.dummy, c.level, c.strain),
            (Seat::N, Seat::W, 1, Strain::Trumps(Suit::Spades))
        );
        assert!(a.rulings.is_empty(), "{:?}", a.rulings);
    }

    #[test]
    fn law_18_an_unaccepted_first_bid_is_void_and_the_next_player_may_declare() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 3S; E pass; S pass; W pass; E 1C; S accept; W pass; N pass; E pass"),
        );
        assert_eq!(a.void_bids.len(), 1);
        assert_eq!(a.void_bids[0].bidder, Seat::N);
        let c = contract(&a);
        assert_eq!((c.declarer, c.dummy), (Seat::E, Seat::S));
    }

    #[test]
    fn law_18_nothing_accepted_makes_a_void_deal() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N pass; E pass; S pass; W pass"),
        );
        assert_eq!(a.end, AuctionEnd::VoidDeal);
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 1H; E pass; S pass; W pass; E pass; S pass; W pass"),
        );
        assert_eq!(a.end, AuctionEnd::VoidDeal);
    }

    #[test]
    fn law_21_void_overcall_returns_to_the_last_acceptance() {
        // 1917 book p. 21: S 2S accepted by W; N 3D not accepted; E and S have nothing to say.
        let a = replay(
            Code::Pirate1917,
            false,
            Seat::S,
            &calls("S 2S; W accept; N 3D; E pass; S pass; W pass; E pass; S pass"),
        );
        let c = contract(&a);
        assert_eq!((c.declarer, c.dummy, c.level), (Seat::S, Seat::W, 2));
        assert_eq!(a.void_bids[0].bidder, Seat::N);
        assert_eq!(a.void_bids[0].law, law(Code::Pirate1917, 21));
    }

    #[test]
    fn law_21_1917_a_player_who_passed_an_acceptance_cannot_reenter() {
        // 1917 book pp. 21-22: S 2S, W accepts, N passes, E bids 3H unaccepted: S alone may
        // bid, W being barred as the acceptor and N by having passed an acceptance.
        let a = replay(
            Code::Pirate1917,
            false,
            Seat::S,
            &calls("S 2S; W accept; N pass; E 3H; S pass; W pass; N pass; S pass"),
        );
        let c = contract(&a);
        assert_eq!((c.declarer, c.dummy, c.level), (Seat::S, Seat::W, 2));
        // Under 1916 the sentence is absent: N may still bid after S passes.
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::S,
            &calls("S 2S; W accept; N pass; E 3H; S pass; W pass; N pass; S pass; W pass; N 3C"),
        );
        assert!(
            !a.rulings
                .iter()
                .any(|r| r.kind() == RulingKind::BidByBarredPlayer),
            "{:?}",
            a.rulings
        );
        assert!(matches!(a.end, AuctionEnd::Unfinished { .. }));
    }

    #[test]
    fn law_19_the_acceptor_has_no_call_left_after_a_void_overcall() {
        // N 1S accepted by E; S's 2C is void. W and N pass: E cannot overcall his own
        // acceptance (no accepted bid or double intervened), so the bidding is closed.
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 1S; E accept; S 2C; W pass; N pass; E pass; W pass; N pass"),
        );
        let c = contract(&a);
        assert_eq!((c.declarer, c.dummy, c.level), (Seat::N, Seat::E, 1));
        assert_eq!(a.void_bids[0].bidder, Seat::S);
    }

    #[test]
    fn law_17_a_bid_before_acceptance_bars_the_bidder() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 1S; E 2H; E accept"),
        );
        let r = &a.rulings[0];
        assert_eq!(r.kind(), RulingKind::BidBeforeAcceptance);
        assert_eq!(r.laws(), vec![law(Code::Pirate1916, 17)]);
    }

    #[test]
    fn law_24_doubling_ones_own_side_costs_25_to_each_of_the_others() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 1S; E accept; S pass; W pass; N double"),
        );
        let r = a
            .rulings
            .iter()
            .find(|r| r.kind() == RulingKind::DoubleOfOwnSide)
            .unwrap();
        assert_eq!(r.score().len(), 3);
        assert!(
            r.score()
                .iter()
                .all(|e| e.points == 25 && e.seat != Seat::N)
        );
    }

    #[test]
    fn law_26_a_doubled_bid_may_still_be_overcalled_and_law_25_redouble_ends_it() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 3H; E accept; S double; W pass; N redouble; E pass; S pass; W pass"),
        );
        let c = contract(&a);
        assert_eq!(c.doubled, Doubling::Redoubled);
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 3H; E accept; S double; W 3S; N accept; E pass; S pass; W pass"),
        );
        let c = contract(&a);
        assert_eq!(
            (c.declarer, c.dummy, c.doubled),
            (Seat::W, Seat::N, Doubling::Undoubled)
        );
    }

    #[test]
    fn law_22_slip_of_the_tongue_and_insufficient_bids() {
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 2H; N 2S; E accept; S pass; W pass; N pass"),
        );
        assert_eq!(contract(&a).strain, Strain::Trumps(Suit::Spades));
        let a = replay(
            Code::Pirate1916,
            false,
            Seat::N,
            &calls("N 2H; N 3H; E accept; S pass; W pass; N pass"),
        );
        assert_eq!(contract(&a).level, 2);
        assert!(
            a.rulings
                .iter()
                .any(|r| r.kind() == RulingKind::BidSizeChanged)
        );
    }

    #[test]
    fn the_nullo_needs_the_tables_agreement() {
        let a = replay(Code::Pirate1917, false, Seat::N, &calls("N 2NL"));
        assert_eq!(a.rulings[0].kind(), RulingKind::NulloNotAllowed);
        let a = replay(
            Code::Pirate1917,
            true,
            Seat::N,
            &calls("N 2NL; E accept; S pass; W pass; N pass"),
        );
        assert_eq!(contract(&a).strain, Strain::Nullo);
    }
}
