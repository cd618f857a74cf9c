//! Exposed cards (Pirate laws 43–45, 51): in the bidding, before the play, during it, and two
//! cards played to one trick.

use crate::cards::{Card, Seat};
use crate::law::names::OptionName;
use crate::record::Action;
use crate::solver::{Constraint, Position};

use super::effect::{
    CALLED_AT_ONCE, Context, Effect, Named, call_suits, later_calls, lost, named, not,
};

/// Law 43: a card exposed in the bidding by an adversary not the opening leader.
pub(super) fn exposed_in_bidding(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let suit = c.actions().iter().find_map(|(_, a)| match a {
        Action::Exposes { cards } => cards.first().map(|x| x.suit),
        _ => None,
    });
    out.push(named(
        "leave",
        "exact nothing on the lead (the 25 to each of the others stands, law 43)",
        Effect::Play(p.clone(), Vec::new()),
    ));
    let effect = match suit {
        Some(suit) if p.trick().is_empty() && c.at.tricks_played == 0 => Effect::Play(
            p.clone(),
            vec![Constraint::MayNotLead {
                seat: p.to_play(),
                suit,
            }],
        ),
        _ => not("the exposed card or the opening lead is not found"),
    };
    out.push(named(
        OptionName::ForbidSuit.name(),
        format!("{} (law 43)", c.described(OptionName::ForbidSuit)),
        effect,
    ));
}

/// Law 45: two cards played to one trick by an adversary; the declarer chooses which is played,
/// the other is exposed (and, called at once, played at the first lawful opportunity).
pub(super) fn two_cards(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((seat, second)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    let trick = p.trick();
    let Some(i) = (0..trick.len()).find(|&i| p.leader().nth_left(i) == seat) else {
        out.push(lost(c));
        return;
    };
    let first = trick[i];
    out.push(named(
        OptionName::FirstPlayed.name(),
        format!(
            "{} (law 45); {second} {CALLED_AT_ONCE}",
            c.described(OptionName::FirstPlayed)
        ),
        Effect::Play(p.clone(), vec![Constraint::PlayCard { seat, card: second }]),
    ));
    let mut hands = *p.hands();
    hands[seat.index()].remove(second);
    hands[seat.index()].insert(first);
    let led = if i == 0 { second.suit } else { trick[0].suit };
    let effect = if second.suit != led && hands[seat.index()].has_suit(led) {
        not("the second card does not follow suit, which he can: it cannot be the card played")
    } else {
        let mut cards = trick.to_vec();
        cards[i] = second;
        match Position::new(hands, p.strain(), p.declarers(), p.leader(), cards) {
            Ok(pos) => Effect::Play(pos, vec![Constraint::PlayCard { seat, card: first }]),
            Err(e) => not(&e.to_string()),
        }
    };
    out.push(named(
        OptionName::SecondPlayed.name(),
        format!("{second} is played (law 45); {first} is exposed and {CALLED_AT_ONCE}"),
        effect,
    ));
}

/// Cards an adversary exposed: before the play (44: call them exposed, or call a suit from his
/// partner who leads first) or during it (45: subject to call, 51).
pub(super) fn exposed(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let cards: Vec<(Seat, Card)> = c
        .actions()
        .into_iter()
        .flat_map(|(seat, a)| match a {
            Action::Exposes { cards } => cards.iter().map(|&x| (seat, x)).collect(),
            _ => Vec::new(),
        })
        .collect();
    let law = if c.ruling.options().is_empty() {
        "laws 45, 51"
    } else {
        "law 44"
    };
    out.push(named(
        "leave",
        "call nothing: the play goes on as if the card had not been exposed",
        Effect::Play(p.clone(), Vec::new()),
    ));
    for &(seat, card) in &cards {
        if !p.hand(seat).contains(card) {
            out.push(named(
                format!("call-card {card}"),
                format!("{card} exposed ({law})"),
                not("the card is no longer in the hand"),
            ));
            continue;
        }
        out.push(named(
            format!("call-card {card}"),
            format!("{card} exposed and {CALLED_AT_ONCE} ({law})"),
            Effect::Play(p.clone(), vec![Constraint::PlayCard { seat, card }]),
        ));
        out.extend(later_calls(c.at, seat, card, &format!("call-card {card}")));
    }
    if c.ruling
        .options()
        .iter()
        .any(|o| o.name == OptionName::CallSuit)
    {
        let leader = p.to_play();
        if p.trick().is_empty() && c.at.tricks_played == 0 {
            call_suits(out, p, leader, "law 44");
        }
    }
}
