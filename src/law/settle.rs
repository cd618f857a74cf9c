//! A hand that settles a conditional ruling: where a possibility turns on what a player held
//! ("E held a club at trick 3", "N holds ♠K"), the line that says so is his hand, which the
//! record does not give; or the next deal's heading, whose label the deal's record knows. The sections say what the hand must show (a [`HandWanted`]); once the
//! deal is ruled, [`fill_hands`] writes a hand consistent with the record: every card he played
//! or showed, none another played or showed, the card or suit wanted, and the rest from the
//! cards no one was seen with, in no suit he failed to follow. The rest are an example, and the
//! settle says so; where the record leaves no such hand, or already has a `hands:` line (which a
//! second may not follow), the possibility says why no line settles it.

use crate::cards::{Card, Hand, Seat, Suit};
use crate::game::PlayState;
use crate::law::ruling::{HandWanted, Ruling, Settle, Wanted};
use crate::record::{Action, DealRecord, Event};

/// Every possibility of the rulings that wants a line only the deal's record can write (a hand,
/// the next deal's heading), settled by one written from `deal`, or said not to be.
pub(crate) fn fill(deal: &DealRecord, rulings: &mut [Ruling]) {
    for r in rulings {
        r.settle_wanted(&mut |wanted| match wanted {
            Wanted::Hand(hand) => hand_settle(deal, hand),
            Wanted::NextDeal(mut lines, example) => next_deal(&deal.label).map(|next| {
                lines.extend(next.lines);
                Settle {
                    lines,
                    example,
                    ..next
                }
            }),
            Wanted::Misdeal => deal
                .dealer
                .map(|d| Settle::line(format!("{d} misdeals")))
                .ok_or_else(|| "the record does not name the dealer, who misdeals".to_string()),
        });
    }
}

/// The heading of the deal after the one labelled `label`: numbers go up by one, letters by one
/// letter (the grammar's `deal_label`).
fn next_deal(label: &str) -> Result<Settle, String> {
    let next = if let Ok(n) = label.parse::<u32>() {
        (n + 1).to_string()
    } else {
        match label.as_bytes() {
            [c] if c.is_ascii_alphabetic() && !matches!(c, b'z' | b'Z') => {
                char::from(c + 1).to_string()
            }
            _ => return Err(format!("no deal label follows `{label}`")),
        }
    };
    Ok(Settle::line(format!("deal {next}")))
}

/// The cards each seat is seen with in the deal's events: played, exposed, substituted.
fn seen(events: &[&Event]) -> [Hand; 4] {
    let mut seen = [Hand::EMPTY; 4];
    for e in events {
        let held = &mut seen[e.seat.index()];
        match &e.action {
            Action::Play { card, .. } | Action::Corrects { card: Some(card) } => {
                held.insert(*card);
            }
            Action::Exposes { cards } => {
                for c in cards {
                    held.insert(*c);
                }
            }
            _ => {}
        }
    }
    seen
}

/// The suits `seat` failed to follow, the play read four cards a trick in the order written.
fn failed_to_follow(play: &[Event], seat: Seat) -> Vec<Suit> {
    let cards: Vec<(Seat, Card)> = play
        .iter()
        .filter_map(|e| match e.action {
            Action::Play { card, .. } => Some((e.seat, card)),
            _ => None,
        })
        .collect();
    let mut voids = Vec::new();
    for trick in cards.chunks(4) {
        let led = trick[0].1.suit;
        if trick[1..].iter().any(|(s, c)| *s == seat && c.suit != led) && !voids.contains(&led) {
            voids.push(led);
        }
    }
    voids
}

/// The `hands:` line giving a hand for `wanted.seat` consistent with the deal, or why there is
/// none to write.
fn hand_settle(deal: &DealRecord, wanted: HandWanted) -> Result<Settle, String> {
    let seat = wanted.seat;
    if deal.hands_span.is_some() {
        return Err(format!(
            "the deal's `hands:` line is written already: {seat}'s hand goes on it"
        ));
    }
    let events: Vec<&Event> = deal.auction.iter().chain(&deal.play).collect();
    let seen = seen(&events);
    let others = Seat::ALL
        .iter()
        .filter(|s| **s != seat)
        .fold(Hand::EMPTY, |all, s| all.union(seen[s.index()]));
    let mut hand = seen[seat.index()];
    let mut unseen = Hand::FULL_PACK.without(others).without(hand);
    if let Some(card) = wanted.card {
        if others.contains(card) {
            return Err(format!("the record shows {card} in another hand"));
        }
        hand.insert(card);
        unseen.remove(card);
    }
    let voids = failed_to_follow(&deal.play, seat);
    if let Some((suit, true)) = wanted.suit {
        let Some(card) = unseen.cards_in(suit).min_by_key(|c| c.rank) else {
            return Err(format!(
                "the record shows every {} in other hands",
                suit.singular()
            ));
        };
        hand.insert(card);
        unseen.remove(card);
    }
    let barred: Vec<Suit> = voids
        .iter()
        .copied()
        .chain(wanted.suit.map(|(s, _)| s))
        .collect();
    // The lowest cards first, a suit at a time in turn, as a hand is dealt.
    let mut suits: Vec<Vec<Card>> = Suit::WRITTEN
        .iter()
        .filter(|s| !barred.contains(s))
        // `cards_in` goes from the ace down: the lowest is popped first. (No sort: each costs
        // the page's engine a kilobyte or so.)
        .map(|s| unseen.cards_in(*s).collect::<Vec<Card>>())
        .collect();
    let mut filler = std::iter::from_fn(move || {
        let longest = suits
            .iter_mut()
            .filter(|s| !s.is_empty())
            .max_by_key(|s| s.len())?;
        longest.pop()
    });
    while hand.len() < 13 {
        let Some(card) = filler.next() else {
            return Err(format!(
                "the record leaves too few cards unseen to make {seat}'s thirteen"
            ));
        };
        hand.insert(card);
    }
    if hand.len() > 13 {
        return Err(format!(
            "the record shows {seat} with more than thirteen cards"
        ));
    }
    let played = seen[seat.index()].len() + usize::from(wanted.card.is_some());
    let what = match wanted.suit {
        Some((suit, true)) => format!("one {} he did not play", suit.singular()),
        Some((suit, false)) => format!("no other {}", suit.singular()),
        None => String::new(),
    };
    Ok(
        Settle::line(format!("hands: {seat}:{}", hand.pbn())).example(format!(
            "{} of {seat}'s cards are those the record shows{}{what}; the rest are any no one was seen with: write his own hand",
            played,
            if what.is_empty() { "" } else { ", with " }
        )),
    )
}

/// The play carried on from where the record stops, each player in turn playing the lowest card
/// of the suit led if he holds one, else his lowest, until `done` says the play has gone far
/// enough: a line for the rest of the trick in progress and one for each trick after. `None`
/// where a hand to play from is not known, or the hand ends first.
pub(crate) fn play_on(state: &PlayState, done: &dyn Fn(&PlayState) -> bool) -> Option<Vec<String>> {
    let mut state = state.clone();
    let mut lines = Vec::new();
    let mut line: Vec<String> = Vec::new();
    while !done(&state) {
        if state.is_finished() {
            return None;
        }
        let seat = state.next_in_turn();
        let hand = state.holdings[seat.index()]?;
        let lowest = |cards: &mut dyn Iterator<Item = Card>| cards.min_by_key(|c| (c.rank, c.suit));
        let card = state
            .current
            .suit_led()
            .and_then(|led| lowest(&mut hand.cards_in(led)))
            .or_else(|| lowest(&mut hand.cards()))?;
        line.push(format!("{seat} {}", card.code()));
        state.play(seat, card);
        if state.current.cards.is_empty() {
            lines.push(line.join(", "));
            line.clear();
        }
    }
    if !line.is_empty() {
        lines.push(line.join(", "));
    }
    Some(lines)
}

/// The play carried on (as [`play_on`]) from where the record stops until a revoke of `card` in
/// trick `trick` is established, a player of its side (`side`) playing to the next trick; the
/// lines said to be an example. Or why none can be written.
pub(crate) fn played_on(
    state: &PlayState,
    trick: u8,
    card: Card,
    side: &dyn Fn(Seat) -> bool,
) -> Result<Settle, String> {
    let next = trick + 1;
    play_on(state, &|st| {
        st.trick_number() > next
            || (st.trick_number() == next && st.current.cards.iter().any(|(s, _)| side(*s)))
    })
    .map(|lines| {
        Settle::at_end(lines).example(format!(
            "the cards after {card} stand for any the players played, each the lowest he could: write the play as it was"
        ))
    })
    .ok_or_else(|| {
        "the rest of the play, which the record does not give: the director writes the cards as they were played".to_string()
    })
}
