//! Cards played in error, or not played to a trick, laws 83–85: the fourth hand playing before
//! his partner (83), a player omitting to play to a trick (84), two cards played to one trick
//! (85); and law 72, an adversary leading again after a winning card without waiting for his
//! partner.

use crate::cards::{Card, Seat};
use crate::game::PlayState;
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Finding, Place, Ruling};
use crate::record::{Action, Event};

use super::table::{Table, chooser, law, option};

/// `event.seat` played `card` when `expected` should have played.
pub(crate) fn out_of_turn(t: &mut Table, event: &Event, card: Card, expected: Seat, place: Place) {
    let seat = event.seat;
    // Law 83: the third hand has not played and the fourth plays before his partner, the
    // second hand; the partner (not being dummy or the dealer) may be called on to win or not.
    if expected == seat.opposite() && t.is_adversary(expected) {
        let mut r = Ruling::new(
            RulingKind::FourthHandBeforePartner,
            format!(
                "{}, fourth hand, played {card} before his partner {}, the second",
                seat.name(),
                expected.name()
            ),
            Some(seat),
            place,
            [law(83)],
        );
        r.set_span(event.span);
        r.chosen_by(chooser(vec![t.dealer], None, &[law(83)]));
        r.offer(vec![
            option(
                OptionName::Win,
                &format!("call on {} to win the trick", expected.name()),
                &[law(83)],
            ),
            option(
                OptionName::NotWin,
                &format!("call on {} not to win the trick", expected.name()),
                &[law(83)],
            ),
        ]);
        t.push(r);
        return;
    }
    if expected == seat.opposite() {
        let mut r = Ruling::new(
            RulingKind::FourthHandBeforePartner,
            format!(
                "{} played {card} before his partner {}",
                seat.name(),
                expected.name()
            ),
            Some(seat),
            place,
            [law(83)],
        );
        r.set_span(event.span);
        r.finding(
            "law 83 gives no penalty when the partner is dummy or the dealer",
            &[law(83)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
        t.push(r);
        return;
    }
    t.not_covered(
        RulingKind::PlayOutOfTurn,
        format!(
            "{} played {card} when it was {}'s turn",
            seat.name(),
            expected.name()
        ),
        event,
        place,
        "the Portland laws provide for a lead out of turn (77–79), the fourth hand playing \
         before his partner (83) and a card played without waiting (72), not for this play: \
         the card stands as played, no penalty",
        [law(83), law(79), law(72)],
    );
}

/// Whether law 72 reaches `seat`'s lead again, to the next trick, without waiting for his
/// partner: his partner has not played, and he led "a winning card as against the dealer and
/// his partner" (none of them yet to play can beat it, their hands given) or played to the
/// imperfect trick "the best card on the table". `Err` says why not, in words for a ruling
/// (`None` when his partner has played: he did not lead again "without waiting").
pub(crate) fn law_72_reaches(
    t: &Table,
    state: &PlayState,
    seat: Seat,
) -> Result<(), Option<String>> {
    let trick = &state.current;
    if trick.card_of(seat.opposite()).is_some() {
        return Err(None);
    }
    let Some(mine) = trick.card_of(seat) else {
        return Err(None);
    };
    if trick.winner(state.trump) != Some(seat) {
        return Err(Some(format!("{mine} is not the best card on the table")));
    }
    if trick.leader == seat {
        for s in trick.not_played().filter(|&s| !t.is_adversary(s)) {
            if state.could_beat(s, mine) == Some(true) {
                return Err(Some(format!(
                    "{} could still win {mine}: it is not a winning card as against the dealer and his partner (read as \"the best card on the table\" of a trick led to, law 72 would reach it: the partner called on to win, the card led again exposed; the law names the leader's card apart, and this ruling follows that)",
                    s.name()
                )));
            }
        }
    }
    Ok(())
}

/// `event.seat` played a second card to a trick he has already played to: law 72 when an
/// adversary, winning the trick so far, plays on before his partner; otherwise law 85.
pub(crate) fn second_card(
    t: &mut Table,
    event: &Event,
    card: Card,
    state: &PlayState,
    place: Place,
) {
    let seat = event.seat;
    let partner = seat.opposite();
    let trick = &state.current;
    // Written as a lead to the next trick, it is ruled as the card played ahead it is (72, 85):
    // said as the record says it.
    let played = if matches!(
        event.action,
        Action::Play {
            to_next_trick: true,
            ..
        }
    ) {
        format!("led {card} to the next trick")
    } else {
        format!("played {card}")
    };
    if t.is_adversary(seat)
        && trick.card_of(partner).is_none()
        && trick.winner(state.trump) == Some(seat)
    {
        let mut r = Ruling::new(
            RulingKind::WinningCardPlayedAhead,
            format!(
                "{}, winning the trick with {}, {played} without waiting for his partner {}",
                seat.name(),
                trick
                    .card_of(seat)
                    .map(|c| c.to_string())
                    .unwrap_or_default(),
                partner.name()
            ),
            Some(seat),
            place,
            [law(72)],
        );
        r.set_span(event.span);
        r.finding(
            format!("{card}, thus improperly played, is an exposed card, liable to be called"),
            &[law(72), law(70)],
        );
        r.chosen_by(chooser(vec![t.dealer], None, &[law(72)]));
        r.offer(vec![
            option(
                OptionName::Win,
                &format!("call on {} to win the trick, if he can", partner.name()),
                &[law(72)],
            ),
            option(
                OptionName::CallCard,
                "call the exposed card",
                &[law(70), law(72)],
            ),
        ]);
        t.liable.push((seat, card));
        t.push(r);
        return;
    }
    let mut r = Ruling::new(
        RulingKind::TwoCardsToATrick,
        format!(
            "{} {played} {}",
            seat.name(),
            if played.starts_with("led") {
                "before the trick he had played to was complete"
            } else {
                "to a trick he had already played to"
            }
        ),
        Some(seat),
        place,
        [law(85), law(71)],
    );
    r.set_span(event.span);
    r.finding(
        "if found during the play the tricks may be counted and the surplus card restored; the \
         player (not being dummy) is liable for all revokes he has meanwhile made. The replay \
         returns the card to his hand.",
        &[law(85)],
    );
    t.push(r);
}

/// Law 85: a card written on the line of a trick already complete, by a player who played to
/// it: two cards to the same trick. The trick keeps its four cards; the card is out of his hand
/// until the tricks are searched and it is restored.
pub(crate) fn fifth_card(
    t: &mut Table,
    event: &Event,
    card: Card,
    trick: u8,
    state: &mut PlayState,
    rest: &[Event],
    hand_over: bool,
) {
    let seat = event.seat;
    let first = state
        .tricks
        .get(usize::from(trick.saturating_sub(1)))
        .and_then(|tr| tr.card_of(seat))
        .map(|c| c.to_string())
        .unwrap_or_default();
    let mut r = Ruling::new(
        RulingKind::TwoCardsToATrick,
        format!(
            "{} played {card} to trick {trick}, to which he had already played {first}: two cards to the same trick",
            seat.name()
        ),
        Some(seat),
        Place::Play { trick, position: 4 },
        [law(85)],
    );
    r.set_span(event.span);
    if seat == t.dummy() {
        r.finding(
            "law 85 makes the player answerable for revokes only when he is not Dummy: Dummy \
             answers for none; the tricks may be searched and the card restored",
            &[law(85)],
        );
    } else {
        r.finding(
            format!(
                "{} is answerable for all consequent revokes he may make; if the error is detected \
                 during the play, the tricks may be counted face downwards and, a card too many \
                 being found, searched and the card restored, {} remaining liable for the revokes \
                 he has meanwhile made",
                seat.name(),
                seat.name()
            ),
            &[law(85)],
        );
    }
    let played_on = rest.iter().any(|e| matches!(e.action, Action::Play { .. }));
    r.apply(Applied::words(if seat == t.dummy() {
        format!(
            "the trick stands with its first four cards; Dummy ({}) answers for no revoke",
            seat.name()
        )
    } else if !played_on && hand_over {
        format!(
            "not discovered until the hand was played out: {} is answerable for all consequent revokes",
            seat.name()
        )
    } else if played_on {
        format!(
            "the trick stands with its first four cards; {card} is out of {}'s hand until the tricks are searched and it is restored",
            seat.name()
        )
    } else {
        format!("{card} is restored to {}'s hand", seat.name())
    }));
    if played_on || hand_over {
        state.remove_from_hand(seat, card);
    }
    t.push(r);
}

/// The record goes on to a later trick while the trick in progress lacks a card: those who did
/// not play to it omitted to (84). The imperfect trick is closed as it stands.
pub(crate) fn omitted(t: &mut Table, event: &Event, state: &mut PlayState, place: Place) {
    let missing: Vec<Seat> = state.current.not_played().collect();
    let number = state.trick_number();
    for seat in missing {
        let mut r = Ruling::new(
            RulingKind::CardOmittedFromATrick,
            format!("{} did not play to trick {number}", seat.name()),
            Some(seat),
            place.clone(),
            [law(84)],
        );
        r.set_span(event.span);
        let surplus = Finding::new(
            "the surplus card at the end of the hand is considered to have been played to the \
             imperfect trick, but does not constitute a revoke therein",
            &[law(84)],
        );
        if seat == t.dummy() {
            r.add_finding(surplus, None);
            r.apply(Applied::option(OptionName::DealStands));
        } else {
            r.finding(
                "if the error is not discovered until he has played to the next trick, the \
                 adversaries may claim a new deal",
                &[law(84)],
            );
            r.add_finding(surplus, None);
            r.chosen_by(chooser(vec![seat.left(), seat.right()], None, &[law(84)]));
            r.offer(vec![
                option(OptionName::NewDeal, "claim a new deal", &[law(84)]),
                option(
                    OptionName::DealStands,
                    "let the deal stand good",
                    &[law(84)],
                ),
            ]);
        }
        t.push(r);
    }
    // Close the imperfect trick: its winner among the cards played to it leads next.
    state.close_imperfect_trick();
}

/// A player announces that he is a card short (written as Pirate law 38 has it). Law 85 lets the
/// tricks be counted face downwards and, a card too many being found, searched and the card
/// restored; which of the two cards is restored, and by whose choice, it does not say.
pub(crate) fn shortage_announced(t: &mut Table, event: &Event, place: Place) {
    let seat = event.seat;
    t.not_covered(
        RulingKind::ShortageAnnounced,
        format!("{} announced that he is a card short", seat.name()),
        event,
        place,
        "law 85 allows the tricks to be counted face downwards and, a card too many being found, searched and the card restored, the player (not being Dummy) remaining liable for the revokes he has meanwhile made; it does not say which of the two cards is restored, nor who chooses. The card written second stays out of his hand as ruled where it was written",
        [law(85), law(44)],
    );
}
