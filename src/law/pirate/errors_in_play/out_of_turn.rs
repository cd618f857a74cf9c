//! Leads and plays out of turn: the wrong player leading to the first trick (30), an adversary
//! leading in his partner's turn (32) or when neither should lead (33), the declarer's lead out
//! of turn (34, 35), a card played before the partner (36); and what becomes of the lead once the
//! next card is played or a penalty chosen.

use super::shared::{chooser, not_covered, option, ruling};
use crate::cards::{Card, Seat};
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{OutOfTurn, Replay};
use crate::law::{Applied, Outcome, Place, Reading};
use crate::record::{Action, Event};

/// Law 32's last sentence: both adversaries lead at the same instant; the correct lead stands,
/// the other is an exposed card, subject to call by the declarer (45, 51). Returns the lead
/// that stands, for the replay to play; none when neither is the correct lead (law 33 is
/// written for one card: not provided for).
pub(crate) fn leads_at_once(
    rp: &mut Replay,
    event: &Event,
    leads: [(Seat, Card); 2],
) -> Option<(Seat, Card)> {
    let code = rp.code;
    let [(a, ca), (b, cb)] = leads;
    let leader = rp.state.current.leader;
    let summary = format!("{a} led {ca} and {b} led {cb} at the same instant");
    let adversaries = !rp.is_declaring(a) && !rp.is_declaring(b) && a != b;
    let stands = [(a, ca), (b, cb)]
        .into_iter()
        .find(|(s, _)| *s == leader && rp.state.current.cards.is_empty());
    let r = match stands {
        Some((s, c)) if adversaries => {
            let mut r = ruling(
                rp,
                RulingKind::LeadOutOfTurn,
                summary,
                event,
                [law(code, 32), law(code, 45), law(code, 51)],
            );
            let (o, oc) = if s == a { (b, cb) } else { (a, ca) };
            r.finding(
                format!("if both adversaries lead at the same instant, the correct lead stands; the other is an exposed card: {s}'s {c} is the lead, {o}'s {oc} is exposed"),
                &[law(code, 32)],
            );
            r.finding(
                "an exposed card is subject to call by the declarer; the call may be repeated until it can be played, but no one can be compelled to revoke",
                &[law(code, 45), law(code, 51)],
            );
            rp.exposed.add(o, oc);
            r.apply(Applied::subject_to_call(format!(
                "{oc} exposed and subject to call"
            )));
            r.chosen_by(chooser(rp, o));
            r
        }
        _ => not_covered(
            rp,
            RulingKind::LeadOutOfTurn,
            summary,
            event,
            &format!(
                "law 32 keeps the correct lead when both adversaries lead at the same instant, and law 33 speaks of one card led when it is the turn of neither; it is {leader}'s lead, and the laws do not say what becomes of the cards (the replay plays the card of the player whose lead it is, if he is one of the two, and no other)"
            ),
            [law(code, 32), law(code, 33)],
        ),
    };
    rp.rulings.push(r);
    stands
}

/// A card led or played by the wrong player.
pub(crate) fn out_of_turn(rp: &mut Replay, event: &Event, card: Card, rightful: Seat) {
    let code = rp.code;
    let seat = event.seat;
    let lead = rp.state.current.cards.is_empty();
    let trick = rp.state.trick_number();
    let mut r;
    if lead {
        if trick == 1 && !rp.is_declaring(seat) {
            r = ruling(
                rp,
                RulingKind::WrongOpeningLead,
                format!("{seat} led {card} to the first trick; {rightful} should have led"),
                event,
                [law(code, 30), law(code, 29)],
            );
            r.finding(
                format!("the player on the declarer's left leads for the first trick, or the next if that seat is dummy: {rightful}"),
                &[law(code, 29)],
            );
            r.offer(vec![
                option(
                    OptionName::AcceptLead,
                    format!("accept {seat}'s lead"),
                    &[law(code, 30)],
                ),
                option(
                    OptionName::ForbidSuit,
                    format!("prevent {rightful} from leading {}", card.suit.name()),
                    &[law(code, 30)],
                ),
                option(
                    OptionName::CallExposed,
                    format!("call {card} an exposed card"),
                    &[law(code, 30)],
                ),
            ]);
        } else if trick == 1 && !rp.started && seat == rp.contract.dummy {
            r = acceptor_led_before_his_hand_was_down(rp, event, card, rightful);
        } else if !rp.is_declaring(seat) && rp.partner(seat) == rightful {
            r = ruling(
                rp,
                RulingKind::AdversaryLedInPartnersTurn,
                format!("{seat} led {card} when it was his partner {rightful}'s turn to lead"),
                event,
                [law(code, 32)],
            );
            r.offer(vec![
                option(
                    OptionName::CallExposed,
                    format!("call {card} exposed and have it left on the table subject to call"),
                    &[law(code, 32)],
                ),
                option(
                    OptionName::CallSuit,
                    format!("call a suit from {rightful}; {card} is taken up"),
                    &[law(code, 32)],
                ),
            ]);
            r.finding(
                "if either declarer or dummy play to the incorrect lead, it stands without penalty",
                &[law(code, 32)],
            );
        } else if !rp.is_declaring(seat) {
            r = ruling(
                rp,
                RulingKind::AdversaryLedWhenNeitherShould,
                format!("{seat} led {card} when it was {rightful}'s lead, not an adversary's"),
                event,
                [law(code, 33)],
            );
            r.offer(vec![
                option(
                    OptionName::CallCard,
                    format!("call {card}, left on the table as a marker"),
                    &[law(code, 33)],
                ),
                option(
                    OptionName::CallSuit,
                    "call a suit as soon as either adversary regains the lead".into(),
                    &[law(code, 33)],
                ),
            ]);
            r.finding(
                "the declarer may call that card or call a suit, but he cannot do both",
                &[law(code, 33)],
            );
        } else {
            r = ruling(
                rp,
                RulingKind::DeclarerLedOutOfTurn,
                format!(
                    "{}, the declarer, led {card} from {} when the lead was with {rightful}",
                    rp.contract.declarer,
                    if seat == rp.contract.declarer {
                        "his own hand".to_string()
                    } else {
                        format!("dummy ({seat})")
                    }
                ),
                event,
                [law(code, 34)],
            );
            r.finding(
                "the declarer cannot correct the error unless directed to do so by an adversary; if either adversary plays to the lead without correcting it, it stands",
                &[law(code, 34)],
            );
            let hand = |s: Seat| {
                if s == rp.contract.declarer {
                    "his own hand"
                } else {
                    "dummy"
                }
            };
            // Correcting puts the card back; who leads then is the rightful leader, the
            // declarer only when the lead is his, from the hand whose turn it is.
            let correct = if rp.is_declaring(rightful) {
                format!(
                    "direct the declarer to take back {card} and lead from {} instead",
                    hand(rightful)
                )
            } else {
                format!("direct the declarer to take back {card}; {rightful} leads")
            };
            r.offer(vec![
                option(OptionName::Correct, correct, &[law(code, 34)]),
                option(
                    OptionName::LeadStands,
                    "let the lead stand".into(),
                    &[law(code, 34)],
                ),
            ]);
        }
    } else if !rp.is_declaring(seat)
        && rp.partner(seat) == rightful
        && declarer_did_not_wait(rp, rightful)
    {
        // Law 36's last sentence: once the declarer has played from both hands without
        // waiting for the opponent between, "either of them may play first": no penalty.
        let text = format!(
            "{seat} played {card} before his partner {rightful}, as he may: the declarer did not wait for {rightful}, and either of them may play first; no penalty"
        );
        match rp.rulings.iter_mut().rev().find(|r| {
            r.kind() == RulingKind::DeclarerPlayedBothHands
                && matches!(r.place(), Place::Play { trick: t, .. } if *t == trick)
        }) {
            Some(r) => r.finding(text, &[law(code, 36)]),
            None => {
                let mut r = ruling(
                    rp,
                    RulingKind::DeclarerPlayedBothHands,
                    text,
                    event,
                    [law(code, 36)],
                );
                r.apply(Applied::no_penalty("no penalty; the card stands"));
                rp.rulings.push(r);
            }
        }
        return;
    } else if !rp.is_declaring(seat) && rp.partner(seat) == rightful {
        r = ruling(
            rp,
            RulingKind::AdversaryPlayedBeforePartner,
            format!("{seat} played {card} to trick {trick} before his partner {rightful}"),
            event,
            [law(code, 36)],
        );
        // Void in the suit led (his hand shows it), he cannot give his highest or lowest of it,
        // but may be called upon to discard his highest of a suit the declarer names.
        let led = rp.state.current.suit_led();
        let has_led =
            rp.state.holdings[rightful.index()].map(|h| led.is_some_and(|l| h.has_suit(l)));
        let l36 = [law(code, 36)];
        let mut options = Vec::new();
        if has_led != Some(false) {
            options = vec![
                option(
                    OptionName::Highest,
                    format!("{rightful} plays his highest card of the suit"),
                    &l36,
                ),
                option(
                    OptionName::Lowest,
                    format!("{rightful} plays his lowest card of the suit"),
                    &l36,
                ),
            ];
        }
        options.push(option(
            OptionName::Win,
            format!("{rightful} wins the trick"),
            &l36,
        ));
        options.push(option(
            OptionName::NotWin,
            format!("{rightful} does not win the trick"),
            &l36,
        ));
        if has_led != Some(true) {
            let void = if has_led.is_none() {
                "if he has none of the suit led, "
            } else {
                ""
            };
            options.push(option(
                OptionName::DiscardHighest,
                format!("{void}{rightful} discards his highest card of a suit the declarer names (`discard-highest` and the suit)"),
                &l36,
            ));
        }
        r.offer(options);
        if has_led == Some(false) {
            r.finding(
                format!("{rightful} has none of the suit led: he may be called upon to discard his highest card in any suit the declarer names; if he has none of that either, the penalty is paid"),
                &l36,
            );
        } else {
            r.finding(
                format!("if {rightful} has none of the suit led, he may be called upon to discard his highest card in any suit the declarer names; if he has none of that either, the penalty is paid"),
                &l36,
            );
        }
    } else if rp.is_declaring(seat) && !rp.is_declaring(rightful) {
        r = ruling(
            rp,
            RulingKind::DeclarerPlayedBothHands,
            format!("the declarer played {card} from {seat} without waiting for {rightful}"),
            event,
            [law(code, 36)],
        );
        r.finding(
            "if the declarer plays from both hands without waiting for the opponent between, either of them may play first",
            &[law(code, 36)],
        );
        r.apply(Applied::no_penalty("no penalty; the card stands"));
        rp.rulings.push(r);
        return;
    } else {
        r = not_covered(
            rp,
            RulingKind::PlayedOutOfTurn,
            format!("{seat} played {card} to trick {trick} when it was {rightful}'s turn"),
            event,
            "law 36 names an adversary playing in his partner's turn, law 40 a word before the partner plays, law 45 a card dropped, laws 32 and 33 leads; none reaches this play. The card stands, with no penalty",
            [law(code, 36), law(code, 40), law(code, 45), law(code, 32)],
        );
        rp.rulings.push(r);
        return;
    }
    // The acceptor's early lead gives no one a choice under the reading the replay follows.
    if r.kind() != RulingKind::AcceptorLedBeforeHisHandWasDown {
        r.chosen_by(chooser(rp, seat));
    }
    rp.rulings.push(r);
    rp.out_of_turn = Some(OutOfTurn {
        seat,
        card,
        rightful,
        ruling: rp.rulings.len() - 1,
        lead,
    });
}

/// Whether the declarer has played to the trick in progress from a hand whose turn comes after
/// `rightful`'s, who has not yet played: he played "without waiting for the opponent between"
/// (law 36).
fn declarer_did_not_wait(rp: &Replay, rightful: Seat) -> bool {
    let current = &rp.state.current;
    let after = |s: Seat| (s.index() + 4 - current.leader.index()) % 4;
    current
        .cards
        .iter()
        .any(|(s, _)| rp.is_declaring(*s) && after(*s) > after(rightful))
}

/// The next card played shows what became of a lead out of turn: if the player on the
/// offender's left plays to it, it stood; if the rightful leader leads, it was taken back.
///
/// When the rightful leader is also the player on the offender's left, his card may be a
/// lead (the false lead taken up) or a card played to the false lead: the order of play and
/// the rotation read together decide. If the offender plays again to the same trick once the
/// two after the rightful leader have played, the false lead was taken up; otherwise the trick
/// was played out to it and it stands. `rest` is the record after this card.
pub(crate) fn resolve_out_of_turn(rp: &mut Replay, event: &Event, rest: &[Event]) {
    let Some(oot) = rp.out_of_turn.clone() else {
        return;
    };
    if !oot.lead {
        rp.out_of_turn = None;
        return;
    }
    let code = rp.code;
    let chosen = rp.rulings[oot.ruling].applied().cloned();
    let elected = chosen.as_ref().and_then(Applied::elected_option);
    let taken_up_by_choice = matches!(
        elected,
        Some(
            OptionName::CallSuit
                | OptionName::CallExposed
                | OptionName::CallCard
                | OptionName::Correct
                | OptionName::ForbidSuit
        )
    );
    let follows_on = event.seat == oot.seat.left()
        && (event.seat != oot.rightful
            || (!taken_up_by_choice && played_to_false_lead(rp, &oot, event, rest)));
    // Law 34: the declarer's lead out of turn stands once an adversary plays to it. His card
    // from his other hand to it does not make it stand (nor can he correct it undirected): the
    // lead waits for the adversary's card.
    if follows_on && rp.is_declaring(oot.seat) && rp.is_declaring(event.seat) {
        rp.state.current.leader = oot.seat;
        return;
    }
    let acceptors = rp.rulings[oot.ruling].kind() == RulingKind::AcceptorLedBeforeHisHandWasDown;
    let waiting = rp.is_declaring(oot.seat)
        && !rp.is_declaring(event.seat)
        && rp.state.current.cards.first() == Some(&(oot.seat, oot.card))
        && rp.state.current.cards.len() > 1;
    if waiting {
        if chosen.is_none() && acceptors {
            let names = [rp.state.current.cards[1].0, event.seat].map(|s| s.to_string());
            rp.rulings[oot.ruling].apply(acceptors_lead_stood(&names));
        } else if chosen.is_none() {
            let partner = rp.state.current.cards[1].0;
            rp.rulings[oot.ruling].apply(Applied::words(format!(
                "the lead stands: {}, an adversary, played to it ({partner}'s card, played by the declarer, did not make it stand)",
                event.seat
            )));
            super::early_lead::stood(&mut rp.rulings[oot.ruling]);
        }
        rp.out_of_turn = None;
        return;
    }
    if follows_on {
        rp.state.current.leader = oot.seat;
        // Who played to the false lead: this card, and the trick's next cards in rotation.
        let players: Vec<Seat> = std::iter::once(event.seat)
            .chain(
                rest.iter()
                    .filter(|e| matches!(e.action, Action::Play { .. }))
                    .take(2)
                    .map(|e| e.seat),
            )
            .collect();
        let names: Vec<String> = players.iter().map(|s| s.to_string()).collect();
        let declaring_played = players.iter().any(|s| rp.is_declaring(*s));
        let r = &mut rp.rulings[oot.ruling];
        if chosen.is_none() && acceptors {
            r.apply(acceptors_lead_stood(&names));
        } else if chosen.is_none() {
            let law_32 = r.laws().contains(&law(code, 32));
            r.apply(Applied::words(format!(
                "the lead stands{}: {} played to it",
                if law_32 && declaring_played {
                    " without penalty"
                } else {
                    ""
                },
                names.join(", ")
            )));
            super::early_lead::stood(r);
        }
    } else if event.seat == oot.rightful {
        rp.state.withdraw_last();
        let r = &mut rp.rulings[oot.ruling];
        if chosen.is_none() && acceptors {
            r.apply(Applied::words(format!(
                "{} took back {}, and {} led (the first reading)",
                oot.seat, oot.card, oot.rightful
            )));
        } else if chosen.is_none() && r.kind() == RulingKind::AdversaryLedWhenNeitherShould {
            // Law 33: the card waits on the table as a marker; the declarer's choice falls due
            // only "as soon as either regains the lead".
            r.apply(Applied::words(format!(
                "{} led; {} is left on the table as a marker until the declarer decides, as soon as either adversary regains the lead, whether to call it or call a suit (not both)",
                oot.rightful, oot.card
            )));
            rp.exposed.add(oot.seat, oot.card);
        } else if chosen.is_none() {
            r.apply(Applied::words(format!(
                "the lead was not allowed to stand: {} led instead (the record does not say which penalty was chosen)",
                oot.rightful
            )));
        }
        let exposed = matches!(
            elected,
            Some(OptionName::CallExposed | OptionName::CallCard)
        );
        if exposed {
            rp.exposed.add(oot.seat, oot.card);
        }
    }
    rp.out_of_turn = None;
}

/// Whether `event`, the card of the player on the offender's left who is also the rightful
/// leader, was played to the offender's false lead. The offender's next card decides: if he
/// plays again to this trick once the next two have played, the false lead was taken up and
/// this card led. A trick number written on the cards says which trick his card is in; without
/// one, it is his lead to the next trick only if the false lead's trick, played out, is his.
fn played_to_false_lead(rp: &Replay, oot: &OutOfTurn, event: &Event, rest: &[Event]) -> bool {
    let trick_of = |e: &Event| match e.action {
        Action::Play { trick, .. } => trick,
        _ => None,
    };
    let card_of = |e: &Event| match e.action {
        Action::Play { card, .. } => Some(card),
        _ => None,
    };
    let plays: Vec<&Event> = rest
        .iter()
        .filter(|e| matches!(e.action, Action::Play { .. }))
        .take(3)
        .collect();
    let Some(third) = plays.get(2).filter(|e| e.seat == oot.seat) else {
        return true;
    };
    match (trick_of(event), trick_of(third)) {
        (Some(a), Some(b)) => a != b,
        _ => {
            let mut trick = crate::game::Trick::new(oot.seat);
            trick.cards.push((oot.seat, oot.card));
            for e in std::iter::once(event).chain(plays.iter().take(2).copied()) {
                if let Some(c) = card_of(e) {
                    trick.cards.push((e.seat, c));
                }
            }
            trick.winner(rp.state.trump) == Some(oot.seat)
        }
    }
}

/// The acceptor leads to the first trick before his hand is down. Law 30's wrong first lead
/// excepts the player "being dummy", and law 28 made the acceptor "the dummy" when his bid was
/// accepted (law 29 calls him so before any card is led); but until his hand is down he "has all
/// the rights of any other player" (law 62). Two readings, which differ: read as dummy, no law
/// gives a penalty and the card goes back; read as not yet dummy, law 30 gives the declarer, his
/// own partner, its three options. The replay follows the first.
fn acceptor_led_before_his_hand_was_down(
    rp: &Replay,
    event: &Event,
    card: Card,
    rightful: Seat,
) -> crate::law::Ruling {
    let code = rp.code;
    let seat = event.seat;
    let declarer = rp.contract.declarer;
    let mut r = ruling(
        rp,
        RulingKind::AcceptorLedBeforeHisHandWasDown,
        format!(
            "{seat}, the acceptor, led {card} to the first trick before his hand was laid down; {rightful} should have led"
        ),
        event,
        [law(code, 30), law(code, 28), law(code, 29), law(code, 62)],
    );
    r.finding(
        format!("the player on the declarer's left leads for the first trick, or the next if that seat is dummy: {rightful}; the acceptor's cards go down once the first card is led"),
        &[law(code, 29), law(code, 61)],
    );
    r.finding(
        "law 30 gives the declarer his options when \"the wrong player leads for the first trick, not being dummy\"",
        &[law(code, 30)],
    );
    r.set_outcome(Outcome::TwoReadings {
        question: format!("whether {seat}, whose hand is not yet down, is \"dummy\" in law 30's words"),
        readings: [
            Reading::new(
                "he is dummy: law 28 made the acceptor \"the dummy\" when the bid was accepted, and law 29 calls him so before the first card is led; law 30 leaves him out",
                &[law(code, 28), law(code, 29), law(code, 30)],
                format!("no law gives a penalty: {seat} takes back {card}, which goes down with his hand, and {rightful} leads"),
            ),
            Reading::new(
                "he is not dummy until his hand is laid down: \"until his hand is laid down, the acceptor has all the rights of any other player\"",
                &[law(code, 62), law(code, 61), law(code, 30)],
                format!("law 30: {declarer}, the declarer and {seat}'s partner, may accept the lead, prevent {rightful} from leading {}, or call {card} an exposed card", card.suit.name()),
            ),
        ],
        follows: 0,
        why: "The replay follows the first: law 29, the law before law 30, already calls the acceptor dummy before any card is led, and law 30's options belong to the side not in error, which the second would hand to the offender's own partner.".into(),
        differ: true,
    });
    r
}

/// The acceptor's early lead played to: under the second reading the declarer accepted it (law
/// 30); under the first, which the replay follows, no law makes it stand, and the table let it.
fn acceptors_lead_stood(names: &[String]) -> Applied {
    Applied::words(format!(
        "the lead stood: {} played to it (under the second reading the declarer accepted it, law 30; under the first no law makes it stand or takes it back)",
        names.join(", ")
    ))
}
