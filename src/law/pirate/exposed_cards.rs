//! Exposed Cards, laws 43–51: cards exposed during the bidding (43), after the declaration and
//! before the play (44), during the play (45–48), and the calling of exposed cards (51).

use crate::cards::{Card, Seat};
use crate::game::Contract;
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::pirate::table::{Called, Replay, opening_leader};
use crate::law::{Chooser, Laws, Outcome, PenaltyOption, Place, Possibility, Ruling};
use crate::record::{Code, Event, Span};

/// Law 43: each of the others scores 25 when a card is exposed during the bidding.
pub(crate) const EXPOSED_IN_BIDDING_PENALTY: i32 = 25;

/// Law 43: cards exposed after the deal and before the end of the bidding, ruled once the
/// declarer is known. While the bidding is `open` (the record stops before it closes), who
/// "eventually" proves declarer, acceptor or opening leader is not yet known: the ruling is
/// conditional on it, and nothing is scored.
pub(crate) fn rule_auction_exposures(
    code: Code,
    exposed: &[(Seat, Card, usize, Option<Span>)],
    contract: Option<&Contract>,
    open: bool,
) -> Vec<Ruling> {
    exposed
        .iter()
        .map(|(seat, card, call, span)| {
            let seat = *seat;
            let mut r = Ruling::new(
                RulingKind::CardExposedDuringBidding,
                format!("{seat} exposed {card} during the bidding"),
                Some(seat),
                Place::Auction { call: *call },
                [law(code, 43)],
            );
            if let Some(span) = *span {
                r.set_span(span);
            }
            let penalty = each_of_the_others(
                code,
                seat,
                EXPOSED_IN_BIDDING_PENALTY,
                43,
                &format!("{seat} exposed a card during the bidding"),
            );
            r.finding(
                "if any player exposes a card after the deal and before the end of the bidding, each of the others shall score 25 in honors",
                &[law(code, 43)],
            );
            if open {
                let mut scored = crate::law::Possibility::new(
                    format!("{seat} proves an opponent of the declarer, not the leader for the first trick"),
                    "each of the others scores 25 in honors, and the declarer may prevent the initial lead of the exposed suit",
                    &[law(code, 43)],
                );
                scored.score = penalty;
                let mut leads = scored.clone();
                leads.given = format!("{seat} proves the leader for the first trick, or no bid is accepted");
                leads.ruling = "each of the others scores 25 in honors".into();
                let calls = "the calls still to come, which the record does not give and no one call decides: the director writes the rest of the auction as it was made";
                r.set_outcome(crate::law::Outcome::Conditional {
                    turns_on: "who becomes the declarer and his acceptor".into(),
                    question: format!(
                        "When the bidding closed, was {seat} the declarer or his acceptor, an opponent not leading to the first trick, or the leader?"
                    ),
                    possibilities: vec![
                        crate::law::Possibility::new(
                            format!("{seat} becomes the declarer or his acceptor"),
                            "there is no penalty",
                            &[law(code, 43)],
                        )
                        .answer("the declarer or his acceptor")
                        .unsettled(calls),
                        scored
                            .answer("an opponent, not the leader")
                            .unsettled(calls),
                        leads
                            .answer("the leader, or no bid accepted")
                            .unsettled(calls),
                    ],
                    to_record: "the rest of the auction".into(),
                });
                return r;
            }
            match contract {
                Some(c) if seat == c.declarer || seat == c.dummy => {
                    r.finding(
                        format!("{seat} became the declarer or his acceptor: \"there is no penalty\""),
                        &[law(code, 43)],
                    );
                    r.finding(
                        "the law can be read as cancelling only the penalty on the lead, the 25 to each of the others standing; the engine follows the literal reading, no penalty at all (see the annotation to law 43)",
                        &[law(code, 43)],
                    );
                    r.apply(Applied::no_penalty("no penalty"));
                }
                Some(c) if opening_leader(c) != seat => {
                    r.finding(
                        format!("{seat} is an opponent of the declarer but not the leader for the first trick: the declarer may prevent the initial lead of {}", card.suit.name()),
                        &[law(code, 43)],
                    );
                    r.offer(vec![PenaltyOption {
                        name: OptionName::ForbidSuit,
                        description: format!("prevent the initial lead of {}", card.suit.name()),
                        laws: vec![law(code, 43)],
                    }]);
                    r.chosen_by(Chooser {
                        seats: vec![c.declarer],
                        constraint: None,
                        laws: vec![],
                    });
                    r.enter(penalty);
                }
                Some(_) => {
                    r.finding(
                        format!("{seat} is the leader for the first trick: the law gives the declarer no power over his lead"),
                        &[law(code, 43)],
                    );
                    r.apply(Applied::words("each of the others scores 25 in honors"));
                    r.enter(penalty);
                }
                None => {
                    r.finding(
                        "the bidding did not produce a declarer, so whether the player in error became the declarer or his acceptor cannot arise",
                        &[law(code, 43)],
                    );
                    r.apply(Applied::words("each of the others scores 25 in honors"));
                    r.enter(penalty);
                }
            }
            r
        })
        .collect()
}

/// Cards exposed after the bidding: before the play (44) or during it (45, 48).
pub(crate) fn exposes(rp: &mut Replay, event: &Event, cards: &[Card]) {
    let code = rp.code;
    let seat = event.seat;
    let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
    let names = names.join(", ");
    let before_play = !rp.started;
    let trick = rp.state.trick_number();
    for c in cards {
        crate::law::pirate::revoke::card_seen(
            rp,
            seat,
            *c,
            false,
            &format!("{seat} exposed {c} at trick {trick}"),
        );
    }
    let mut r = Ruling::new(
        RulingKind::ExposedCard,
        format!("{seat} exposed {names}"),
        Some(seat),
        rp.place(),
        if seat == rp.contract.declarer || before_play && seat != rp.contract.dummy {
            Laws::from(law(code, 44))
        } else if seat == rp.contract.dummy {
            Laws::from([law(code, 44), law(code, 61)])
        } else if rp.declarer_claimed {
            Laws::from([law(code, 45), law(code, 50)])
        } else {
            Laws::from([law(code, 45), law(code, 51)])
        },
    );
    r.set_span(event.span);
    if seat == rp.contract.declarer {
        r.finding(
            "the declarer may expose any or all his own cards without penalty",
            &[law(code, 44)],
        );
        r.apply(Applied::no_penalty("no penalty"));
        rp.rulings.push(r);
        return;
    }
    if seat == rp.contract.dummy {
        r.finding(
            "the acceptor's cards are dummy's, laid face up once the first card is led: exposing them calls for no penalty",
            &[law(code, 61)],
        );
        r.apply(Applied::no_penalty("no penalty"));
        rp.rulings.push(r);
        return;
    }
    if before_play {
        rp.exposed_when_called
            .push((rp.rulings.len(), seat, cards.to_vec()));
        let leader = opening_leader(&rp.contract);
        r.offer(vec![PenaltyOption {
            name: OptionName::CallExposed,
            description: format!("call {names} exposed and subject to call"),
            laws: vec![law(code, 44)],
        }]);
        if leader != seat && rp.partner(seat) == leader {
            r.offer_also(PenaltyOption {
                name: OptionName::CallSuit,
                description: format!(
                    "call a suit from {leader}, whose turn it is to lead for the first trick"
                ),
                laws: vec![law(code, 44)],
            });
        }
        r.finding(
            "a card exposed after the winning declaration has been settled and before play begins: the declarer may call it exposed and subject to call, or call a suit if it is the partner's turn to lead for the first trick",
            &[law(code, 44)],
        );
    } else if rp.declarer_claimed {
        // Law 50 frees the cards exposed "in consequence of his assertion": why they were shown
        // is a fact the record does not give, so both are ruled.
        r.finding(
            "the declarer has claimed the rest of the tricks (or named the number he will win): any cards exposed by his adversaries in consequence of his assertion cannot be called",
            &[law(code, 50)],
        );
        r.set_outcome(after_claim(rp, seat, &names));
        for c in cards {
            rp.exposed_after_claim.add(seat, *c);
        }
        rp.rulings.push(r);
        return;
    } else {
        r.finding(
            "a card dropped face upward on the table by an adversary during the play, or so held that the partner can see any portion of its face, is an exposed card and subject to call by the declarer",
            &[law(code, 45)],
        );
        for c in cards {
            rp.exposed.add(seat, *c);
        }
        r.apply(Applied::subject_to_call(format!(
            "{names} exposed and subject to call (law 51: the call may be repeated until it can be played, but no one can be compelled to revoke)"
        )));
        last_card_too_soon(rp, &mut r, seat);
    }
    r.chosen_by(Chooser {
        seats: vec![rp.contract.declarer],
        constraint: None,
        laws: vec![],
    });
    rp.rulings.push(r);
}

/// A card dropped on the floor (`W drops SK on the floor`): law 45 makes exposed a card
/// dropped face upward on the table; no law speaks of one dropped below it.
pub(crate) fn dropped_below_table(rp: &mut Replay, event: &Event, card: Card) {
    let seat = event.seat;
    let mut r = Ruling::not_covered(
        RulingKind::CardDroppedBelowTable,
        format!("{seat} dropped {card} below the table"),
        Some(seat),
        rp.place(),
        "law 45 makes exposed, and subject to call, a card dropped face upward on the table, or so held that the partner can see any portion of its face; no law speaks of a card dropped on the floor or below the table",
        law(rp.code, 45),
    );
    r.set_span(event.span);
    rp.rulings.push(r);
}

/// Laws 44 and 57: the declarer having called a card exposed (one exposed before the play, or
/// one played in error in a revoke corrected), it lies subject to call.
pub(crate) fn called_exposed(rp: &mut Replay, ruling: usize) {
    let found: Vec<(Seat, Vec<Card>)> = rp
        .exposed_when_called
        .iter()
        .filter(|(i, _, _)| *i == ruling)
        .map(|(_, s, c)| (*s, c.clone()))
        .collect();
    for (seat, cards) in found {
        for c in cards {
            rp.exposed.add(seat, c);
        }
    }
}

/// "N chooses call-card SK": the declarer calls an exposed card (law 51; the card is subject to
/// call by laws 44, 45, 30, 32). Its holder must play it at his next turn if he can without a
/// revoke; refusing, he revokes (law 52).
pub(crate) fn call_card(rp: &mut Replay, event: &Event, card: Option<Card>) {
    let code = rp.code;
    let seat = event.seat;
    let declarer = rp.contract.declarer;
    let adversaries = rp.adversaries();
    let exposed: Vec<(Seat, Card)> = adversaries
        .iter()
        .flat_map(|a| rp.exposed.of(*a).into_iter().map(move |c| (*a, c)))
        .collect();
    let target = match card {
        Some(c) => exposed.iter().find(|(_, e)| *e == c).copied(),
        None => match exposed.as_slice() {
            [only] => Some(*only),
            _ => None,
        },
    };
    let named = card.map(|c| format!(" {c}")).unwrap_or_default();
    let mut r = Ruling::new(
        RulingKind::CardCalled,
        String::new(),
        Some(seat),
        rp.place(),
        [law(code, 51)],
    );
    r.set_span(event.span);
    if seat != declarer {
        r.set_summary(format!(
            "{seat} called{named}, but only the declarer calls an exposed card"
        ));
        if seat != rp.contract.dummy {
            r.set_not_covered("laws 44, 45 and 51 give the call of an exposed card to the declarer; they say nothing of a call by an adversary, which has no effect", [law(code, 45), law(code, 51), law(code, 67)]);
            rp.rulings.push(r);
            return;
        }
        r.cite([law(code, 45)]);
        r.set_outcome(crate::law::Outcome::TwoReadings {
            question: "whether a call by another player forfeits the declarer's call".into(),
            readings: [
                crate::law::Reading::new(
                    "no: the card is subject to call by the declarer, and dummy may call attention to exposed cards (law 62)",
                    &[law(code, 45), law(code, 62)],
                    "the call binds no one; the card stays exposed, and the declarer may call it",
                ),
                crate::law::Reading::new(
                    "yes: a call by dummy goes beyond calling attention, and the penalty cannot be demanded (law 63)",
                    &[law(code, 62), law(code, 63)],
                    "the penalty is lost",
                ),
            ],
            follows: 0,
            why: "The replay follows the first: law 63 reaches \"any other incident\", and an exposed card is one law 62 names.".into(),
            differ: true,
        });
        rp.rulings.push(r);
        return;
    }
    if let Some(c) = card
        && let Some(holder) = adversaries
            .into_iter()
            .find(|a| rp.exposed_after_claim.contains(*a, c))
    {
        r.set_summary(format!(
            "{seat} called {c}, exposed by {holder} after the declarer's claim"
        ));
        r.cite([law(code, 50), law(code, 51)]);
        r.set_outcome(after_claim(rp, holder, &c.to_string()));
        rp.rulings.push(r);
        return;
    }
    let Some((holder, called)) = target else {
        let lying: Vec<String> = exposed.iter().map(|(s, c)| format!("{c} ({s})")).collect();
        r.set_summary(format!(
            "{seat} called{named}, which is not a card lying exposed and subject to call"
        ));
        r.finding(
            if lying.is_empty() {
                "no adversary's card lies exposed and subject to call".to_string()
            } else {
                format!("the cards subject to call: {}", lying.join(", "))
            },
            &[law(code, 45), law(code, 51)],
        );
        r.set_not_covered("laws 45 and 51 let the declarer call only an exposed card; law 42 punishes an adversary who names a card, not the declarer, and the Pirate laws have no law against a wrong call. It has no effect and no penalty", [law(code, 45), law(code, 51), law(code, 42)]);
        rp.rulings.push(r);
        return;
    };
    r.set_summary(format!("{seat} called {called}, exposed by {holder}"));
    r.finding(
        format!("{holder} must play {called} at his next turn if he can do so without revoking; the call may be repeated until it can be played"),
        &[law(code, 51)],
    );
    r.finding(
        "any refusal to comply with a performable penalty is also a revoke",
        &[law(code, 52)],
    );
    let ruling = rp.rulings.len();
    rp.rulings.push(r);
    rp.called = Some(Called {
        seat: holder,
        card: called,
        ruling,
    });
}

/// Before `event`'s card is played: the holder of a called card plays it, cannot, or refuses
/// (laws 51, 52).
pub(crate) fn check_called(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let Some(call) = rp.called else { return };
    if call.seat != seat {
        return;
    }
    rp.called = None;
    let holds = rp.state.holdings[seat.index()].map(|h| h.contains(call.card));
    let led = rp.state.current.suit_led();
    let hand = rp.state.holdings[seat.index()];
    let (text, laws): (String, Vec<crate::lawbook::Citation>) = if card == call.card {
        (
            format!("{seat} played {card}, as called"),
            vec![law(code, 51)],
        )
    } else {
        // Able: he holds it, and playing it is no revoke (he leads, it is of the suit led, or he
        // has none of the suit led).
        let no_revoke = match led {
            None => true,
            Some(l) => call.card.suit == l || hand.is_some_and(|h| !h.has_suit(l)),
        };
        match (holds, no_revoke) {
            (Some(true), true) => {
                use crate::law::pirate::table::{Proof, Refused, RevokeCase};
                let (trick, suit) = (rp.state.trick_number(), led.unwrap_or(card.suit));
                // His hand shows he held the called card.
                let mut case = RevokeCase::new(seat, trick, card, suit, event.span, Proof::Hand);
                let mut could = crate::cards::Hand::EMPTY;
                could.insert(call.card);
                case.refused = Some(Refused {
                    penalty: format!("the declarer had called {}, which he could play", call.card),
                    why: format!(
                        "{seat} refused to play {}, an exposed card called by the declarer, though he could play it without revoking",
                        call.card
                    ),
                    reading: None,
                    law: 51,
                    could,
                });
                rp.revokes.cases.push(case);
                (
                    format!(
                        "{seat} played {card} instead of {}, which he could play: a revoke (see the revoke ruling)",
                        call.card
                    ),
                    vec![law(code, 51), law(code, 52)],
                )
            }
            (Some(true), false) => (
                format!(
                    "{seat} could not play {} without revoking: no one can be compelled to; the call may be repeated until it can be played",
                    call.card
                ),
                vec![law(code, 51)],
            ),
            _ => (
                format!(
                    "{seat} played {card}; the record does not show whether he still held {}: if he did and could play it without revoking, his refusal is a revoke",
                    call.card
                ),
                vec![law(code, 51), law(code, 52)],
            ),
        }
    };
    if let Some(r) = rp.rulings.get_mut(call.ruling) {
        r.finding(text, &laws);
    }
}

/// A card played is no longer exposed.
pub(crate) fn played(rp: &mut Replay, seat: Seat, card: Card) {
    rp.exposed.remove(seat, card);
}

/// "S detaches SK": law 47, a card detached from the declarer's hand is not played until it is
/// placed face upward on the table and the fingers removed from it.
pub(crate) fn detaches(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::CardDetached,
        format!("{seat} detached {card}"),
        Some(seat),
        rp.place(),
        if seat == rp.contract.declarer {
            Laws::from(law(code, 47))
        } else {
            Laws::from([law(code, 45), law(code, 47)])
        },
    );
    r.set_span(event.span);
    if seat == rp.contract.declarer {
        r.finding(
            "a card detached from the hand of the declarer is not played until it is placed face upward on the table and the fingers removed from it",
            &[law(code, 47)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
    } else {
        // An adversary's detached card: law 45 says when a card is exposed; law 47, read
        // beside it, speaks only of the declarer's.
        r.finding(
            "law 47 speaks only of the declarer's detached card; an adversary's card is exposed if it is so held that his partner can see any portion of its face",
            &[law(code, 45), law(code, 47)],
        );
        r.set_outcome(crate::law::Outcome::Conditional {
            turns_on: format!("whether {seat}'s partner could see {card}"),
            question: format!("Could {seat}'s partner see any part of the face of {card}?"),
            possibilities: vec![
                crate::law::Possibility::new(
                    format!("{seat}'s partner could see any portion of its face"),
                    format!("{card} is an exposed card, subject to call by the declarer"),
                    &[law(code, 45), law(code, 51)],
                )
                .answer("yes")
                .unsettled(format!(
                    "the record says it by writing `{seat} exposes {}` in place of `{seat} detaches {}`, not by a line added after it, which would be a second showing",
                    card.code(),
                    card.code()
                )),
                crate::law::Possibility::new(
                    "it was seen by no one, or shown only to the declarer or dummy",
                    "it is not an exposed card",
                    &[law(code, 46)],
                )
                .answer("no")
                .unsettled("the record language has no word for who saw a card"),
            ],
            to_record: format!(
                "`{seat} exposes {}` if his partner could see it",
                card.code()
            ),
        });
    }
    rp.rulings.push(r);
}

/// "S takes back SK": the declarer's card detached but not played may go back (47); one placed
/// on the table, or named or touched in dummy (66), is played and stands.
pub(crate) fn takes_back(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let in_trick = rp.state.current.card_of(seat) == Some(card);
    let corrected = follows_a_corrected_revoke(rp, seat, card);
    let mut r = Ruling::new(
        RulingKind::CardTakenBack,
        format!("{seat} took back {card}"),
        Some(seat),
        rp.place(),
        law(
            code,
            if corrected.is_some() {
                57
            } else if seat == rp.contract.declarer {
                47
            } else if seat == rp.contract.dummy && in_trick {
                66
            } else {
                45
            },
        ),
    );
    r.set_span(event.span);
    if let Some(trick) = corrected {
        r.finding(
            format!("the revoke in trick {trick} was corrected in time: the players who have followed may withdraw their cards and substitute others without penalty"),
            &[law(code, 57)],
        );
        r.apply(Applied::no_penalty(format!(
            "no penalty: {card} goes back to the hand and the next card {seat} plays takes its place"
        )));
        rp.revokes.follower_withdrew = Some((seat, trick));
    } else if seat == rp.contract.declarer {
        if in_trick {
            r.finding(
                "the card was placed face upward on the table: it was played, and stands",
                &[law(code, 47)],
            );
            r.apply(Applied::words("card-stands"));
        } else {
            r.finding(
                "the card was not placed face upward on the table with the fingers removed: it was not played, and may be taken back",
                &[law(code, 47)],
            );
            r.apply(Applied::no_penalty("no-penalty"));
        }
    } else if seat == rp.contract.dummy && in_trick {
        r.finding(
            "a card of the dummy named or touched by the declarer must be played: it stands",
            &[law(code, 66)],
        );
        r.apply(Applied::words("card-stands"));
    } else {
        r.finding(
            format!("{card} was dropped face upward on the table by an adversary: it is an exposed card and subject to call by the declarer"),
            &[law(code, 45)],
        );
        r.finding(
            "no law lets an adversary take back a played card (law 57 only after a revoke is corrected)",
            &[law(code, 57)],
        );
        r.apply(Applied::subject_to_call(format!(
            "{card} stays in the trick, as the declarer's call at once; if he leaves it subject to call, {seat} plays another"
        )));
    }
    rp.rulings.push(r);
}

/// "E abandons his hand": law 50, if an adversary abandons his hand all the cards in it become
/// exposed, but the partner may hold his.
pub(crate) fn abandons(rp: &mut Replay, event: &Event, all: bool) {
    let code = rp.code;
    let seat = event.seat;
    let summary = format!(
        "{seat} {}",
        if all {
            "said all abandon their hands"
        } else {
            "abandoned his hand"
        }
    );
    let (kind, place) = (RulingKind::HandAbandoned, rp.place());
    let by_declarer = seat == rp.contract.declarer;
    let mut r = if !all && (by_declarer || !rp.is_declaring(seat)) {
        Ruling::new(
            kind,
            summary,
            Some(seat),
            place,
            law(code, if by_declarer { 44 } else { 50 }),
        )
    } else {
        Ruling::not_covered(
            kind,
            summary,
            Some(seat),
            place,
            "the Pirate laws have no law ending the hand when the cards are thrown down: law 50 exposes an adversary's abandoned hand (his partner may hold his) and makes conceded tricks stand, and every hand is played out (69). Play continues",
            [law(code, 50), law(code, 69)],
        )
    };
    r.set_span(event.span);
    if !all && seat == rp.contract.declarer {
        r.finding(
            "the declarer may expose any or all his own cards without penalty",
            &[law(code, 44)],
        );
        r.apply(Applied::no_penalty(
            "no penalty; if he claimed, law 50 applies, and tricks conceded in error stand",
        ));
    } else if !all && !rp.is_declaring(seat) {
        r.finding(
            format!(
                "an adversary abandoned his hand: all the cards in it become exposed, but his partner {} may hold his",
                rp.partner(seat)
            ),
            &[law(code, 50)],
        );
        if let Some(h) = rp.state.holdings[seat.index()] {
            for c in h.cards() {
                rp.exposed.add(seat, c);
            }
            r.finding(
                format!(
                    "exposed: {}",
                    h.cards()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                &[law(code, 50)],
            );
        }
        r.apply(Applied::words("cards-exposed"));
    }
    rp.rulings.push(r);
}

/// Law 48: an adversary who exposes his last card before his partner has played to the twelfth
/// trick: both cards in the partner's hand are placed on the table and subject to call.
fn last_card_too_soon(rp: &mut Replay, r: &mut Ruling, seat: Seat) {
    let code = rp.code;
    let partner = rp.partner(seat);
    let last = rp.state.holdings[seat.index()].is_some_and(|h| h.len() == 1);
    let trick = rp.state.trick_number();
    let partner_played_twelfth =
        trick > 12 || (trick == 12 && rp.state.current.card_of(partner).is_some());
    if !last || partner_played_twelfth {
        return;
    }
    r.cite_also(law(code, 48));
    r.finding(
        format!("{seat} exposed his last card before his partner played to the twelfth trick: both cards in {partner}'s hand are placed on the table and subject to call"),
        &[law(code, 48)],
    );
    if let Some(hand) = rp.state.holdings[partner.index()] {
        let cards: Vec<Card> = hand.cards().collect();
        for c in &cards {
            rp.exposed.add(partner, *c);
        }
        let names: Vec<String> = cards.iter().map(Card::to_string).collect();
        r.finding(
            format!("subject to call in {partner}'s hand: {}", names.join(", ")),
            &[law(code, 48)],
        );
    }
}

/// Law 57: the trick of a revoke corrected in time, if `seat` followed the revoker in it with
/// `card` and no card has been played to a later trick since.
fn follows_a_corrected_revoke(rp: &Replay, seat: Seat, card: Card) -> Option<u8> {
    let case = rp
        .revokes
        .cases
        .iter()
        .rev()
        .find(|c| c.corrected && !c.established)?;
    let trick = rp.state.trick_in_reach(case.trick)?;
    (trick.played_after(seat, case.seat) && trick.card_of(seat) == Some(card)).then_some(case.trick)
}

/// Law 50: cards an adversary (`seat`) exposed after the declarer's claim, ruled both ways: not
/// to be called if shown in consequence of the claim, subject to call (45, 51) if not.
fn after_claim(rp: &Replay, seat: Seat, cards: &str) -> Outcome {
    let code = rp.code;
    let no_word = "the record language has no word for why a card was shown";
    Outcome::Conditional {
        turns_on: format!("whether {seat} exposed {cards} in consequence of the declarer's claim"),
        question: format!("Did {seat} show {cards} because of the declarer's claim?"),
        possibilities: vec![
            Possibility::new(
                "in consequence of the claim",
                format!("{cards} cannot be called"),
                &[law(code, 50)],
            )
            .answer("yes")
            .unsettled(no_word),
            Possibility::new(
                "for another reason",
                format!("{cards} is an exposed card, subject to call: {seat} must play it at his next turn if he can without revoking"),
                &[law(code, 45), law(code, 51)],
            )
            .answer("no")
            .unsettled(no_word),
        ],
        to_record: "why the card was shown, which the director asks the players (the record language has no word for it)".into(),
    }
}
