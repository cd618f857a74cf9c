//! Dummy, laws 61–67: dummy's hand on the table, his limited rights, his suggestions, the
//! declarer's touched cards, and who enforces penalties against the declaring side.
//!
//! Law 61: the declarer plays all cards from the acceptor's hand once it is down. Law 62: dummy's
//! rights (1917 drops (g), consulting after the play, and lets him ask any player, not only his
//! partner, whether he has none of the suit). Law 63: a penalty cannot be demanded when dummy
//! draws attention to an incident (and, in 1916, when he asks an adversary "none of the suit?"). Law 64: dummy suggesting a card. Law 65: dummy preventing a
//! lead from the wrong hand. Law 66: a card of dummy's named or touched by the declarer must be
//! played. Law 67: either adversary enforces a penalty, without consulting.

use crate::cards::{Card, Seat, Suit};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::Replay;
use crate::law::{Chooser, PenaltyOption, Ruling};
use crate::record::{Code, Event};

fn adversaries_choose(rp: &Replay) -> Chooser {
    Chooser {
        seats: rp.adversaries().to_vec(),
        constraint: Some(
            "either adversary may demand it, or direct his partner to do so, but they may not consult, nor even ask which of them shall enforce it".into(),
        ),
        laws: vec![law(rp.code, 67)],
    }
}

/// "W touches SK": dummy touching his own card (64), or the declarer touching dummy's (66).
pub(crate) fn touches(rp: &mut Replay, event: &Event, card: Card) {
    let seat = event.seat;
    if seat == rp.contract.dummy && !rp.started {
        // His hand is not yet down: he touched a card of his own hand, as any player may.
        let code = rp.code;
        let mut r = Ruling::new(
            RulingKind::AcceptorTouchedCardBeforeHisHandWasDown,
            format!("{seat}, the acceptor, touched {card} in his hand before it was laid down"),
            Some(seat),
            rp.place(),
            [law(code, 62)],
        );
        r.set_span(event.span);
        r.finding(
            "until his hand is laid down the acceptor has all the rights of any other player; law 64 speaks of dummy touching one of his cards, once they are on the table",
            &[law(code, 62), law(code, 64)],
        );
        r.apply(Applied::no_penalty("no penalty"));
        rp.rulings.push(r);
    } else if seat == rp.contract.dummy {
        suggests(rp, event, card);
    } else if seat == rp.contract.declarer {
        declarer_names(rp, event, card);
    } else {
        let code = rp.code;
        let mut r = Ruling::not_covered(
            RulingKind::AdversaryTouchedCard,
            format!("{seat} touched {card}"),
            Some(seat),
            rp.place(),
            "a card is exposed only if dropped face up or seen (45); law 42 is naming a card, law 66 the declarer touching dummy's, law 47 the declarer's detached card. No penalty",
            [law(code, 45), law(code, 42), law(code, 66), law(code, 47)],
        );
        r.set_span(event.span);
        rp.rulings.push(r);
    }
}

/// Law 64: dummy suggests the play of a card (another player's suggestion is ruled as naming it,
/// law 42).
pub(crate) fn suggests(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::DummySuggestedCard,
        format!("dummy ({seat}) suggested the play of {card}"),
        Some(seat),
        rp.place(),
        [law(code, 64), law(code, 67)],
    );
    r.set_span(event.span);
    r.finding(
        "if dummy suggests the play of any card, as by touching one of his own or naming one of the declarer's, either adversary may demand that such card shall or shall not be played to the current trick",
        &[law(code, 64)],
    );
    r.offer(vec![
        PenaltyOption {
            name: OptionName::MustPlay,
            description: format!("{card} must be played to the current trick"),
            laws: vec![law(code, 64)],
        },
        PenaltyOption {
            name: OptionName::MustNotPlay,
            description: format!("{card} must not be played to the current trick"),
            laws: vec![law(code, 64)],
        },
    ]);
    r.chosen_by(adversaries_choose(rp));
    rp.suggested.push((rp.rulings.len(), card));
    rp.rulings.push(r);
}

/// Law 66: the declarer names or touches a card in dummy.
pub(crate) fn declarer_names(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let dummy = rp.contract.dummy;
    let in_dummy = rp.state.holdings[dummy.index()].is_none_or(|h| h.contains(card));
    let mut r = Ruling::new(
        RulingKind::DeclarerTouchedDummysCard,
        format!("the declarer ({seat}) named or touched {card}"),
        Some(seat),
        rp.place(),
        [law(code, 66)],
    );
    r.set_span(event.span);
    if in_dummy {
        r.finding(
            format!("{card} is in dummy: a card named or touched by the declarer without first announcing that he is arranging the hand must be played"),
            &[law(code, 66)],
        );
        r.apply(Applied::words(format!("{card} must be played from dummy")));
        touched_more_than_one(rp, &mut r, card);
    } else {
        r.finding(
            format!("{card} is not in dummy's hand; a card detached from the declarer's own hand is not played until placed face upward on the table"),
            &[law(code, 47)],
        );
        r.cite([law(code, 47)]);
        r.apply(Applied::no_penalty("no penalty"));
    }
    rp.rulings.push(r);
}

/// Laws 62–63: dummy calls attention to an incident of the play. Before his hand is laid down
/// the acceptor is not yet dummy: he has all the rights of any other player (62), and calling
/// attention forfeits nothing.
pub(crate) fn draws_attention(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let seat = event.seat;
    if !rp.started {
        let mut r = Ruling::new(
            RulingKind::AcceptorDrewAttentionBeforeHisHandWasDown,
            format!(
                "{seat}, the acceptor, called attention to an incident before his hand was laid down"
            ),
            Some(seat),
            rp.place(),
            [law(code, 62)],
        );
        r.set_span(event.span);
        r.finding(
            "until his hand is laid down, the acceptor has all the rights of any other player and may call attention to a lead from the wrong hand, exposed cards, etc.; law 63 speaks of dummy, whose hand is down",
            &[law(code, 62), law(code, 63)],
        );
        r.apply(Applied::no_penalty("no penalty is forfeited"));
        rp.rulings.push(r);
        return;
    }
    let mut r = Ruling::new(
        RulingKind::DummyDrewAttention,
        format!("dummy ({seat}) called attention to an incident of the play"),
        Some(seat),
        rp.place(),
        [law(code, 62), law(code, 63)],
    );
    r.set_span(event.span);
    r.finding(
        "after his cards are laid down dummy takes no part in the play except as law 62 allows; if he calls attention to any other incident of the play for which the declarer might have exacted a penalty, the penalty cannot be demanded",
        &[law(code, 62), law(code, 63)],
    );
    // The penalty for the last irregularity of the adversaries is forfeited, unless it is one
    // law 62 lets dummy name.
    let advs = rp.adversaries();
    let pending = rp.rulings.iter_mut().rev().find(|p| {
        p.offender().is_some_and(|o| advs.contains(&o))
            && !p.options().is_empty()
            && p.applied().is_none()
    });
    if let Some(prev) = pending {
        if let Some(clause) = dummys_right(prev.kind()) {
            r.cite([law(code, 62)]);
            // The condition is (e)'s alone, not (a)'s.
            let condition = if clause.contains("too many") {
                ""
            } else {
                ", on condition that he has not deliberately overlooked the hand of either adversary"
            };
            // Law 62's finding in place of the general one.
            r.keep_findings(|_| false);
            r.finding(
                format!(
                    "dummy may {clause}{condition}; law 63 takes the penalty away only for any other incident"
                ),
                &[law(code, 62)],
            );
            r.apply(Applied::no_penalty(format!(
                "the penalty for \"{}\" may still be demanded",
                prev.summary()
            )));
        } else {
            prev.apply(Applied::no_penalty(
                "no penalty: dummy called attention to it (law 63)",
            ));
            // A penalty that "cannot be demanded" offers nothing to elect.
            prev.withdraw_options();
            prev.finding(
                "dummy called attention to this irregularity: the penalty cannot be demanded",
                &[law(code, 63)],
            );
            r.apply(Applied::words(format!(
                "the penalty for \"{}\" cannot be demanded",
                prev.summary()
            )));
        }
    } else {
        r.apply(Applied::no_penalty(
            "no penalty for the declarer to exact is affected",
        ));
    }
    rp.rulings.push(r);
}

/// Law 66: "If he touches more than one, he may play either": the cards of dummy's the
/// declarer touched before in this trick, dummy not having played to it, join `card` as the
/// cards of which he plays one.
fn touched_more_than_one(rp: &mut Replay, r: &mut Ruling, card: Card) {
    let code = rp.code;
    let trick = rp.state.trick_number();
    if rp.state.current.card_of(rp.contract.dummy).is_some()
        || rp
            .dummy_touched
            .first()
            .is_some_and(|(t, _, _)| *t != trick)
    {
        rp.dummy_touched.clear();
    }
    if !rp.dummy_touched.is_empty() && !rp.dummy_touched.iter().any(|(_, _, c)| *c == card) {
        let mut all: Vec<String> = rp
            .dummy_touched
            .iter()
            .map(|(_, _, c)| c.to_string())
            .collect();
        r.finding(
            format!(
                "he had touched {} too: if he touches more than one, he may play either",
                all.join(", ")
            ),
            &[law(code, 66)],
        );
        all.push(card.to_string());
        let either = Applied::words(format!(
            "{} must be played from dummy, as the declarer chooses",
            all.join(" or ")
        ));
        r.apply(either.clone());
        for (_, i, _) in &rp.dummy_touched {
            if let Some(earlier) = rp.rulings.get_mut(*i) {
                earlier.finding(
                    format!("the declarer then touched {card} too: he may play either"),
                    &[law(code, 66)],
                );
                earlier.apply(either.clone());
            }
        }
    }
    rp.dummy_touched.push((trick, rp.rulings.len(), card));
}

/// Law 62 (a) and (e): the incidents dummy may call attention to once his hand is down, by the
/// kind of the adversaries' irregularity, in the law's words; `None` for any other incident,
/// whose penalty law 63 takes away.
fn dummys_right(kind: RulingKind) -> Option<&'static str> {
    match kind {
        RulingKind::FailedToPlayToTrick | RulingKind::TwoCardsToATrick => {
            Some("call attention to too many or too few cards in a trick")
        }
        RulingKind::AdversaryLedInPartnersTurn
        | RulingKind::AdversaryLedWhenNeitherShould
        | RulingKind::WrongOpeningLead => Some("call attention to leads out of turn"),
        RulingKind::ExposedCard | RulingKind::CardDetached => {
            Some("call attention to exposed cards")
        }
        _ => None,
    }
}

/// Laws 62–63 (1916): dummy, his hand down, asks an adversary "none of the suit?", which 62 (b)
/// gives him only of his partner: he calls attention to the renounce (`renounced`: there is
/// one), and its penalty cannot be demanded.
pub(crate) fn asks_an_adversary(
    rp: &mut Replay,
    event: &Event,
    asked: Seat,
    suit: Suit,
    renounced: bool,
) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::DummyDrewAttention,
        format!("dummy ({seat}) asked {asked} \"none of {}?\"", suit.name()),
        Some(seat),
        rp.place(),
        [law(code, 62), law(code, 63)],
    );
    r.set_span(event.span);
    r.finding(
        format!("after his cards are laid down dummy takes no part in the play except as law 62 allows, and (b) lets him ask only his partner if he has none of the suit led, as law 55 gives the question to the partner; {asked} is an adversary"),
        &[law(code, 62), law(code, 55)],
    );
    r.finding(
        "if dummy call attention to any other incident of the play for which the declarer might have exacted a penalty, the penalty cannot be demanded",
        &[law(code, 63)],
    );
    r.apply(if renounced {
        Applied::words(format!("no penalty for {asked}'s renounce can be demanded"))
    } else {
        Applied::no_penalty("no penalty for the declarer to exact is affected")
    });
    rp.rulings.push(r);
}

/// Law 63: dummy called attention to the renounce (by a question law 62 did not give him).
pub(crate) fn penalty_forfeited(code: Code, r: &mut Ruling) {
    r.cite_also(law(code, 63));
    r.finding(
        "dummy called attention to this renounce: the penalty cannot be demanded",
        &[law(code, 63)],
    );
    r.apply(Applied::no_penalty(
        "no penalty: dummy called attention to it (law 63)",
    ));
}

/// Law 53's last words, the same in both editions: dummy's cards are exposed, so his revoke
/// penalises neither partner.
pub(crate) fn revoke_not_penalised(code: Code, r: &mut Ruling) {
    r.cite_also(law(code, 53));
    r.finding(
        "neither declarer nor acceptor can be penalized for any revokes made by the dummy, as those cards are exposed",
        &[law(code, 53)],
    );
}
