//! Cards too many or too few: a player who failed to play to a trick (37), a second card played
//! to the same trick (38, 45), a card written on a trick already complete (38).

use super::shared::{chooser, option, ruling};
use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{FifthCard, Replay};
use crate::law::{Chooser, Laws};
use crate::record::{Action, Event};

/// Law 37: a player (not dummy) failed to play to a trick, and the next trick was begun.
pub(crate) fn failed_to_play(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let trick = rp.state.trick_number();
    let missing: Vec<Seat> = rp.state.current.not_played().collect();
    for seat in missing {
        let mut r = ruling(
            rp,
            RulingKind::FailedToPlayToTrick,
            format!(
                "{seat} did not play to trick {trick}, and trick {} was begun",
                trick + 1
            ),
            event,
            [law(code, 37)],
        );
        r.set_offender(Some(seat));
        if seat == rp.contract.dummy {
            r.set_outcome(crate::law::Outcome::TwoReadings {
                question: "whether law 37 excepts dummy from the new deal only, or wholly".into(),
                readings: [
                    crate::law::Reading::new(
                        "from the new deal only: the deal stands, so the superfluous card at the end belongs to the imperfect trick, but is not a revoke",
                        &[law(code, 37), law(code, 38)],
                        format!("no new deal and no penalty; trick {trick} stands as won, and dummy's last card goes to it"),
                    ),
                    crate::law::Reading::new(
                        "wholly: nothing provides, and the omission is put right when found",
                        &[law(code, 37)],
                        format!("a card of dummy's is played to trick {trick} now"),
                    ),
                ],
                follows: 0,
                why: "The replay follows the first: it keeps completed tricks intact, as law 38 does.".into(),
                differ: true,
            });
        } else {
            r.finding(
                format!("{seat} failed to play to a trick and did not correct it before playing to the next: the side not in error may demand a new deal"),
                &[law(code, 37)],
            );
            r.finding(
                "if the deal is allowed to stand, the superfluous card at the end belongs to the imperfect trick, but is not a revoke",
                &[law(code, 37)],
            );
            r.offer(vec![
                option(
                    OptionName::NewDeal,
                    "demand a new deal".into(),
                    &[law(code, 37)],
                ),
                option(
                    OptionName::DealStands,
                    "let the deal stand".into(),
                    &[law(code, 37)],
                ),
            ]);
            let injured: Vec<Seat> = if rp.is_declaring(seat) {
                rp.adversaries().to_vec()
            } else {
                vec![rp.contract.declarer]
            };
            r.chosen_by(Chooser {
                seats: injured,
                constraint: None,
                laws: vec![law(code, 37)],
            });
        }
        rp.rulings.push(r);
    }
    rp.state.close_imperfect_trick();
}

/// Laws 38 and 45: a second card played to the same trick by the same player.
pub(crate) fn second_card(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    // Cards played together are ruled before the first of them is played (it may end the trick).
    let together = match &event.action {
        Action::PlaysTogether { cards, .. } => cards.first().copied(),
        _ => None,
    };
    let first = together.or(rp.state.current.card_of(seat));
    let trick = rp.state.trick_number();
    let first_card = first.map(|c| c.to_string()).unwrap_or_default();
    // Written as a lead to the next trick, it is ruled as a second card all the same (law 49
    // names the further lead made without waiting for the partner): said as the record says it.
    let summary = if together.is_some() {
        format!("{seat} played {first_card} and {card} together to trick {trick}")
    } else if matches!(
        event.action,
        Action::Play {
            to_next_trick: true,
            ..
        }
    ) {
        format!(
            "{seat} led {card} to the next trick before trick {trick}, to which he had played {first_card}, was complete"
        )
    } else {
        format!(
            "{seat} played {card} to trick {trick}, to which he had already played {first_card}"
        )
    };
    let laws = if seat == rp.contract.dummy {
        Laws::from([law(code, 45), law(code, 66)])
    } else if rp.is_declaring(seat) {
        Laws::from(law(code, 38))
    } else {
        Laws::from([law(code, 45), law(code, 38)])
    };
    let mut r = ruling(rp, RulingKind::TwoCardsToATrick, summary, event, laws);
    if seat == rp.contract.dummy {
        let first = first.map(|c| c.to_string()).unwrap_or_default();
        r.finding(
            "if two or more cards are played to the same trick, the declarer may choose which shall be played",
            &[law(code, 45)],
        );
        r.finding(
            "if he touches more than one, he may play either; law 38's liability to revokes excepts dummy",
            &[law(code, 66), law(code, 38)],
        );
        r.offer(vec![
            option(
                OptionName::FirstPlayed,
                format!("{first} is played; {card} goes back to dummy"),
                &[law(code, 45)],
            ),
            option(
                OptionName::SecondPlayed,
                format!("{card} is played; {first} goes back to dummy"),
                &[law(code, 45)],
            ),
        ]);
        r.chosen_by(Chooser {
            seats: vec![rp.contract.declarer],
            constraint: None,
            laws: vec![law(code, 45)],
        });
        r.apply(Applied::words(format!(
            "until the declarer chooses, {first} stands"
        )));
    } else if rp.is_declaring(seat) {
        r.finding(
            "if the mistake is not corrected before playing to the next trick, the player in error is responsible for revokes as if he still held one of those cards, and the adversaries have the option of a new deal",
            &[law(code, 38)],
        );
        r.apply(Applied::words(format!(
            "corrected at once: {card} goes back to {seat}'s hand"
        )));
    } else {
        let partner = rp.partner(seat);
        if together.is_none()
            && let Some(first) = first
            && law_49_reaches(rp, seat, first, card).is_ok()
        {
            premature_leads(rp, seat, partner, [first, card], &mut r);
            rp.rulings.push(r);
            return;
        }
        r.cite([law(code, 45), law(code, 38)]);
        r.finding(
            "if two or more cards are played to the same trick, the declarer may choose which shall be played; the others are exposed",
            &[law(code, 45)],
        );
        if rp.state.current.leader == seat && together.is_none() {
            r.cite_also(law(code, 49));
            r.finding(
                "if the second card is a further lead made without waiting for the partner, law 49 applies instead: the partner may be called upon to win one of those tricks if he can",
                &[law(code, 49)],
            );
        }
        r.offer(vec![
            option(
                OptionName::FirstPlayed,
                format!(
                    "{} is played; {card} is exposed",
                    first.map(|c| c.to_string()).unwrap_or_default()
                ),
                &[law(code, 45)],
            ),
            option(
                OptionName::SecondPlayed,
                format!("{card} is played; the other is exposed"),
                &[law(code, 45)],
            ),
        ]);
        r.chosen_by(chooser(rp, seat));
        r.apply(Applied::words(format!(
            "until the declarer chooses, the first card stands and {card} is exposed"
        )));
        rp.exposed.add(seat, card);
    }
    rp.rulings.push(r);
}

/// Whether law 49 reaches `seat`'s lead of `card` to the next trick after his `first`: he led
/// the trick, his partner has not played, and neither the declarer nor dummy can win either
/// card. `Err` says why not, in words for a ruling (`None` when he did not lead the trick or
/// his partner has played: no further lead "without waiting for the partner").
pub(crate) fn law_49_reaches(
    rp: &Replay,
    seat: Seat,
    first: Card,
    card: Card,
) -> Result<(), Option<String>> {
    let partner = rp.partner(seat);
    if rp.state.current.leader != seat || rp.state.current.card_of(partner).is_some() {
        return Err(None);
    }
    for s in [rp.contract.declarer, rp.contract.dummy] {
        for c in [first, card] {
            match rp.state.could_beat(s, c) {
                Some(false) => {}
                Some(true) => return Err(Some(format!("{s} could win {c}"))),
                None => {
                    return Err(Some(format!(
                        "the record does not give {s}'s hand to show that he could not win {c}"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Law 49: an adversary leads again without waiting for his partner, cards that neither the
/// declarer nor dummy can win (their hands given): the partner may be called upon to win one of
/// those tricks, and if he can, the other premature leads become exposed. Called where
/// [`law_49_reaches`] the lead.
fn premature_leads(
    rp: &mut Replay,
    seat: Seat,
    partner: Seat,
    cards: [Card; 2],
    r: &mut crate::law::Ruling,
) {
    let code = rp.code;
    let [first, card] = cards;
    r.cite([law(code, 49), law(code, 45), law(code, 51)]);
    r.finding(
        format!("{seat} led {first} and then {card} without waiting for {partner}, cards that neither the declarer nor dummy can win: {partner} may be called upon to win, if he can, any one of those tricks"),
        &[law(code, 49)],
    );
    r.offer(vec![option(
        OptionName::Win,
        format!("call upon {partner} to win the trick of {first} or of {card}, if he can"),
        &[law(code, 49)],
    )]);
    r.chosen_by(chooser(rp, seat));
    let can = cards
        .iter()
        .map(|&c| rp.state.could_beat(partner, c))
        .try_fold(false, |any, w| w.map(|w| any || w));
    match can {
        Some(false) => {
            r.finding(
                format!("{partner} cannot win either trick: the premature lead does not become an exposed card"),
                &[law(code, 49)],
            );
            r.apply(Applied::words(format!(
                "no card exposed; {card} goes back to {seat}'s hand"
            )));
        }
        _ => {
            let whether = if can.is_none() {
                format!(
                    " (whether {partner} can win one the record does not show: his hand is not given)"
                )
            } else {
                String::new()
            };
            r.finding(
                format!("if the partner can win such a trick, the other premature leads become exposed cards: {card}, unless the declarer names its trick{whether}"),
                &[law(code, 49), law(code, 45)],
            );
            r.apply(Applied::subject_to_call(format!(
                "{card} exposed and subject to call"
            )));
            rp.exposed.add(seat, card);
        }
    }
}

/// Law 38: a card written on the line of a trick already complete, by a player who played to
/// it — a fifth card in the trick, not a lead to the next one. The trick keeps its four cards
/// and stays won as it was; the card is gone from the player's hand. Whether the mistake was
/// corrected in time turns on whether anyone played to the next trick before it was found.
pub(crate) fn fifth_card(rp: &mut Replay, event: &Event, card: Card, trick: u8, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    let index = usize::from(trick.saturating_sub(1));
    let first = rp
        .state
        .tricks
        .get(index)
        .and_then(|t| t.card_of(seat))
        .map(|c| c.to_string())
        .unwrap_or_default();
    let mut r = ruling(
        rp,
        RulingKind::TwoCardsToATrick,
        format!(
            "{seat} played {card} to trick {trick}, to which he had already played {first}: a fifth card in the trick"
        ),
        event,
        [law(code, 38)],
    );
    // The fifth card is in trick `trick`, whatever trick is now in progress.
    r.set_place(crate::law::Place::Play { trick, position: 4 });
    if seat == rp.contract.dummy {
        r.set_outcome(crate::law::Outcome::TwoReadings {
            question: "whether a dummy card touched after the trick is complete must be played".into(),
            readings: [
                crate::law::Reading::new(
                    "touched, so it must be played (law 66), at dummy's next turn",
                    &[law(code, 66)],
                    format!("{card} must be played at dummy's next turn"),
                ),
                crate::law::Reading::new(
                    "law 66 speaks of the trick in progress; this one was complete, and law 38 excepts dummy",
                    &[law(code, 66), law(code, 38)],
                    format!("trick {trick} keeps its four cards, and {card} goes back to dummy; no penalty"),
                ),
            ],
            follows: 1,
            why: "The replay follows the second: there is no trick for \"must be played\" to attach to.".into(),
            differ: true,
        });
        rp.rulings.push(r);
        return;
    }
    let next_played = rest.iter().any(|e| matches!(e.action, Action::Play { .. }));
    if next_played {
        let injured: Vec<Seat> = if rp.is_declaring(seat) {
            rp.adversaries().to_vec()
        } else {
            vec![rp.contract.declarer]
        };
        let names = injured
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" and ");
        let have = if injured.len() == 1 { "has" } else { "have" };
        r.finding(
            format!("the mistake was not discovered and corrected before playing to the next trick: {seat} is responsible for revokes just as if he still held one of those cards in hand, and {names} {have} the option of a new deal"),
            &[law(code, 38)],
        );
        r.finding(
            format!("if {seat} announces the shortage before the deal is played out, he may search the tricks and restore his own card to his hand to save further revokes; either of the partners not in error decides, without consultation, which card is withdrawn, but the trick remains as won"),
            &[law(code, 38)],
        );
        r.offer(vec![
            option(
                OptionName::NewDeal,
                "demand a new deal".into(),
                &[law(code, 38)],
            ),
            option(
                OptionName::DealStands,
                "let the deal stand".into(),
                &[law(code, 38)],
            ),
        ]);
        r.chosen_by(Chooser {
            seats: injured,
            constraint: None,
            laws: vec![law(code, 38)],
        });
        if let Some(first) = rp.state.tricks.get(index).and_then(|t| t.card_of(seat))
            && first.suit != card.suit
        {
            r.finding(
                format!("{first} and {card} are of different suits, and the law does not say which of them he counts as still holding: the replay counts {card}, the card written second"),
                &[law(code, 38)],
            );
        }
        r.apply(Applied::words(format!(
            "the trick stands as won with its first four cards; {seat} is responsible for revokes as if he still held {card}"
        )));
    } else {
        r.finding(
            "no one has played to the next trick: the mistake may still be corrected, and the card goes back to the player's hand without penalty; if it is not corrected before playing to the next trick, the player is responsible for revokes as if he still held one of those cards, and the adversaries have the option of a new deal",
            &[law(code, 38)],
        );
        r.apply(Applied::words(format!(
            "corrected: {card} goes back to {seat}'s hand"
        )));
    }
    rp.rulings.push(r);
    // Not corrected in time: the card stays counted in his hand for his revokes (law 38), until
    // the tricks are searched and one of the two is restored to it (`withdraw`).
    if next_played && let Some(first) = rp.state.tricks.get(index).and_then(|t| t.card_of(seat)) {
        rp.fifth_cards.push(FifthCard {
            seat,
            trick,
            first,
            card,
            announced: None,
            searched: false,
            restored: false,
            restored_at: None,
        });
    }
}

/// Law 37, second sentence: once the thirteen tricks are played, the card left to a player who
/// failed to play to a trick (not corrected in time) belongs to that imperfect trick, and is not
/// a revoke. Whether it can change who won the trick the law does not say: two readings, the
/// replay keeping the trick as it was gathered (law 38's "the trick remains as won" for the
/// like error). Returns false when no trick lacks this player's card (not law 37's case).
pub(crate) fn superfluous_card(rp: &mut Replay, event: &Event, card: Card) -> bool {
    let code = rp.code;
    let seat = event.seat;
    let Some(index) = rp
        .state
        .tricks
        .iter()
        .position(|t| t.cards.len() < 4 && t.card_of(seat).is_none())
    else {
        return false;
    };
    let trick = index as u8 + 1;
    let won_by = rp.state.winners[index];
    let mut r = ruling(
        rp,
        RulingKind::SuperfluousCard,
        format!(
            "{seat}'s last card, {card}, is the superfluous card at the end: it belongs to trick {trick}, to which he failed to play"
        ),
        event,
        [law(code, 37)],
    );
    r.set_place(crate::law::Place::Play {
        trick,
        position: rp.state.tricks[index].cards.len() as u8,
    });
    let new_deal = rp.rulings.iter().any(|p| {
        p.kind() == RulingKind::FailedToPlayToTrick
            && p.offender() == Some(seat)
            && p.applied().and_then(|a| a.elected_option()) == Some(OptionName::NewDeal)
    });
    if new_deal {
        r.finding(
            "a new deal was demanded: the deal does not stand, and its last card counts for nothing",
            &[law(code, 37)],
        );
        r.apply(Applied::no_penalty("no effect: the deal is played again"));
        rp.rulings.push(r);
        rp.state.remove_from_hand(seat, card);
        return true;
    }
    r.finding(
        format!("the deal is allowed to stand: the superfluous card at the end belongs to the imperfect trick, trick {trick}, but is not a revoke"),
        &[law(code, 37)],
    );
    let mut gathered = rp.state.tricks[index].clone();
    gathered.cards.push((seat, card));
    let best = gathered.winner(rp.state.trump).unwrap_or(won_by);
    let differ = best != won_by;
    let won = format!("trick {trick} stays with {won_by}, who won it as it was gathered");
    r.set_outcome(crate::law::Outcome::TwoReadings {
        question: format!("whether {card}, added to trick {trick}, can change who won it (law 37 says only that the card belongs to the trick)"),
        readings: [
            crate::law::Reading::new(
                "the trick stands as it was gathered and quitted: the card is added to it, but does not win it",
                &[law(code, 37), law(code, 38)],
                won.clone(),
            ),
            crate::law::Reading::new(
                "the card belongs to the trick as if played to it, and the trick goes to its best card",
                &[law(code, 37)],
                format!("trick {trick} goes to {best}"),
            ),
        ],
        follows: 0,
        why: "The replay follows the first: the law gives the card to the trick without re-deciding it, and law 38 keeps a trick with a card too many \"as won\".".into(),
        differ,
    });
    r.apply(Applied::no_penalty(format!(
        "{card} goes to trick {trick}; no revoke; {won}"
    )));
    rp.rulings.push(r);
    rp.state.remove_from_hand(seat, card);
    rp.state.tricks[index].cards.push((seat, card));
    true
}

/// Law 38, second and third sentences: a player who played two cards to a trick announces his
/// shortage. Before the deal is played out he may search the tricks and turn up the one
/// containing five cards, restoring his own card to his hand to save further revokes; either of
/// the partners not in error decides, without consultation, which card is withdrawn (an option
/// naming the card), and the trick remains as won. A card of the two that the record shows him
/// playing again before any choice proves which one was withdrawn.
pub(crate) fn announces_shortage(rp: &mut Replay, event: &Event, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    let found = rp
        .fifth_cards
        .iter()
        .position(|f| f.seat == seat && f.announced.is_none());
    let Some(at) = found else {
        let r = super::shared::not_covered(
            rp,
            RulingKind::ShortageAnnounced,
            format!("{seat} announced that he is a card short"),
            event,
            "law 38's search is for a trick containing five cards, and no trick holds two of his; a hand short from the deal is law 14's case, and the record writes no wrong number of cards",
            [law(code, 38), law(code, 14)],
        );
        rp.rulings.push(r);
        return;
    };
    let FifthCard {
        trick, first, card, ..
    } = rp.fifth_cards[at];
    let mut r = ruling(
        rp,
        RulingKind::ShortageAnnounced,
        format!(
            "{seat} announced that he is a card short: trick {trick} holds his {first} and {card}"
        ),
        event,
        [law(code, 38)],
    );
    if rp.state.is_finished() {
        r.finding(
            format!("the shortage was announced after the deal was played out: the right to search the tricks is lost, and {seat} remains responsible for revokes just as if he still held one of those cards in hand"),
            &[law(code, 38)],
        );
        r.apply(Applied::no_penalty(format!(
            "trick {trick} is not searched; it stands as won"
        )));
        rp.fifth_cards[at].announced = Some(rp.rulings.len());
        rp.rulings.push(r);
        return;
    }
    let injured: Vec<Seat> = if rp.is_declaring(seat) {
        rp.adversaries().to_vec()
    } else {
        vec![rp.contract.declarer, rp.contract.dummy]
    };
    let names = injured
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" or ");
    let won_by = rp.state.winners[usize::from(trick - 1)];
    r.finding(
        format!("{seat} announced the shortage before the deal was played out: he may search the tricks and turn up the one containing five cards, trick {trick}, restoring his own card to his hand to save any further revokes"),
        &[law(code, 38)],
    );
    r.finding(
        format!("either of the partners not in error, {names}, may decide, without consultation, which card shall be withdrawn, {first} or {card}; but the trick remains as won, by {won_by}"),
        &[law(code, 38)],
    );
    if !rp.is_declaring(seat) {
        r.cite_also(law(code, 62));
        r.finding(
            format!("the law's words give the choice to either partner, so to dummy {} too, though after his cards are laid down dummy otherwise takes no part in the play (law 62)", rp.contract.dummy),
            &[law(code, 38), law(code, 62)],
        );
    }
    r.offer(vec![option(
        OptionName::Withdraw,
        format!("withdraw {first} or {card} from trick {trick} to {seat}'s hand (name the card)"),
        &[law(code, 38)],
    )]);
    r.chosen_by(Chooser {
        seats: injured,
        constraint: Some("without consultation".into()),
        laws: vec![law(code, 38)],
    });
    let index = rp.rulings.len();
    rp.fifth_cards[at].announced = Some(index);
    rp.fifth_cards[at].searched = true;
    // A card of the two played again before any choice is written proves the one withdrawn.
    let proved = rest
        .iter()
        .take_while(|e| !matches!(e.action, Action::Chooses { .. }))
        .find_map(|e| match e.action {
            Action::Play { card: c, .. } if e.seat == seat && (c == first || c == card) => Some(c),
            _ => None,
        });
    match proved {
        Some(c) => {
            r.apply(Applied::words(format!(
                "{c} withdrawn to {seat}'s hand (the record shows him playing it again); trick {trick} remains as won"
            )));
            rp.rulings.push(r);
            withdraw(rp, at, c);
        }
        None => {
            r.apply(Applied::words(format!(
                "until the choice is made, both cards lie in trick {trick}, and {seat} is responsible for revokes as if he held one of them"
            )));
            rp.rulings.push(r);
        }
    }
}

/// The card chosen under law 38 (`withdraw`) goes back to its player's hand; the other stays in
/// the trick, which remains as won.
pub(crate) fn withdrawn(rp: &mut Replay, ruling: usize, card: Option<Card>) {
    let Some(at) = rp
        .fifth_cards
        .iter()
        .position(|f| f.announced == Some(ruling) && !f.restored)
    else {
        return;
    };
    let f = rp.fifth_cards[at].clone();
    match card {
        Some(c) if c == f.first || c == f.card => withdraw(rp, at, c),
        _ => {
            let code = rp.code;
            let named = card
                .map(|c| c.to_string())
                .unwrap_or_else(|| "no card".into());
            rp.rulings[ruling].finding(
                format!("the choice names {named}, not one of the two cards, {} and {}: no card is withdrawn until one of them is named", f.first, f.card),
                &[law(code, 38)],
            );
        }
    }
}

fn withdraw(rp: &mut Replay, at: usize, card: Card) {
    let now = rp.state.trick_number();
    let f = &mut rp.fifth_cards[at];
    f.restored = true;
    f.restored_at = Some(now);
    let (seat, trick, first, fifth) = (f.seat, f.trick, f.first, f.card);
    if card == first {
        // The other card takes its place in the trick, which remains as won; the card counted
        // in his hand for his revokes is the one restored.
        if let Some(slot) = rp.state.tricks[usize::from(trick - 1)]
            .cards
            .iter_mut()
            .find(|(s, _)| *s == seat)
        {
            slot.1 = fifth;
        }
        if let Some(h) = rp.state.holdings[seat.index()].as_mut() {
            h.remove(fifth);
            h.insert(first);
        }
    }
}

/// The card missing from a short hand found and taken into it. Pirate law 14: "that card must
/// be found if the deal was apparently regular, or he will be responsible for any revokes, just
/// as if the card had been in his hand": it is found, and goes into his hand.
pub(crate) fn missing_card_found(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = ruling(
        rp,
        RulingKind::MissingCardFound,
        format!("{seat} found {card}, missing from his hand"),
        event,
        [law(code, 14)],
    );
    r.finding(
        "if any player have less than thirteen cards, the others having their right number, that card must be found if the deal was apparently regular, or he will be responsible for any revokes, just as if the card had been in his hand",
        &[law(code, 14)],
    );
    r.apply(Applied::words(format!("{card} goes into {seat}'s hand")));
    rp.rulings.push(r);
    if let Some(h) = rp.state.holdings[seat.index()].as_mut() {
        h.insert(card);
    }
}

/// Law 38: a revoke found because the player counts as still holding the card of a trick of
/// five says so, citing the law that makes him answer for it.
pub(crate) fn revokes_of_a_fifth_card(rp: &mut Replay) {
    let code = rp.code;
    for f in rp.fifth_cards.clone() {
        for r in rp.rulings.iter_mut() {
            let crate::law::Place::Play { trick, .. } = *r.place() else {
                continue;
            };
            let led = rp
                .state
                .tricks
                .get(usize::from(trick.saturating_sub(1)))
                .and_then(|t| t.suit_led());
            if r.kind() == RulingKind::Revoke
                && r.offender() == Some(f.seat)
                && trick > f.trick
                && f.restored_at.is_none_or(|at| trick < at)
                && led == Some(f.card.suit)
            {
                r.cite_also(law(code, 38));
                r.add_finding(
                    crate::law::Finding::new(
                        format!("{} played two cards to trick {}, {} and {}, and the mistake was not corrected before playing to the next trick: he is responsible for revokes, just as if he still held one of those cards in hand", f.seat, f.trick, f.first, f.card),
                        &[law(code, 38)],
                    ),
                    Some(0),
                );
            }
        }
    }
}
