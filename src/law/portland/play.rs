//! The play of the hand under the Portland code: the dealer's left-hand adversary leads (57),
//! dummy goes down (59), and each card is checked against the laws of leads, plays, calls and
//! revokes. The mechanics (following suit, who wins a trick) are `crate::game::play`.

use crate::cards::{Card, Deal, Seat, Strain};
use crate::game::PlayState;
use crate::law::names::RulingKind;
use crate::law::{Applied, Place, Ruling};
use crate::record::{Action, Event};

use super::revoke::{self, Revokes};
use super::table::{Table, clause, law};
use super::{
    dummy, exposed_cards, general_rules, leading_out_of_turn, new_deal, playing_out_of_turn,
    revoke_question,
};

/// What the replay of the play established.
#[derive(Debug)]
pub(crate) struct PlayOutcome {
    pub state: PlayState,
    pub revokes: Revokes,
}

/// Replays the play of a deal.
/// `hand_over` says the record gives the result: the hand is over even if not every card is
/// written, so a revoke still open is established (88). `next_deal`: a later deal is written,
/// which proves the same of the hand's revokes, though its result is not known.
pub(crate) fn replay(
    t: &mut Table,
    deal: &Deal,
    strain: Strain,
    events: &[Event],
    hand_over: bool,
    next_deal: bool,
) -> PlayOutcome {
    let mut state = PlayState::new(deal, strain.trump(), t.leader());
    // Law 44: a short player answers for any revoke as if the missing card, found later, had
    // been in his hand from the first.
    for ev in events {
        if let Action::FindsMissing { card } = ev.action
            && let Some(h) = state.holdings[ev.seat.index()].as_mut()
        {
            h.insert(card);
        }
    }
    let mut revokes = Revokes::default();
    // A lead out of turn standing in the trick in progress: (ruling, rightful leader).
    let mut false_lead: Option<(usize, Seat)> = None;
    // Law 74: once all four have thrown their cards face up, the hands are abandoned.
    let mut abandoned_by: Vec<Seat> = Vec::new();
    let mut abandoned = false;
    // The dealer's card led to the next trick before this one was complete, held until it is
    // (the event, the card, its ruling); then the ruling and the trick it leads.
    let mut early: Option<(Event, Card, usize)> = None;
    let mut led_early: Option<(usize, u8, (Seat, Card))> = None;
    for (i, ev) in events.iter().enumerate() {
        // An event written once the thirteenth trick is played happened after the play.
        let place = if state.is_finished() {
            Place::AfterPlay
        } else {
            Place::Play {
                trick: state.trick_number(),
                position: state.current.cards.len() as u8,
            }
        };
        if abandoned
            && !matches!(
                ev.action,
                Action::ClaimsRevoke { .. }
                    | Action::MixesCards
                    | Action::Chooses { .. }
                    | Action::AbandonsHand { .. }
            )
        {
            exposed_cards::after_abandonment(t, ev, place);
            continue;
        }
        match &ev.action {
            Action::Play {
                card,
                trick,
                to_next_trick,
            } => {
                // A card on the line of a trick already complete, by one who played to it: a
                // second card to that trick (85), not a lead to the next.
                if let Some(n) = *trick
                    && n < state.trick_number()
                    && state.current.cards.is_empty()
                    && state
                        .tricks
                        .get(usize::from(n.saturating_sub(1)))
                        .is_some_and(|tr| tr.card_of(ev.seat).is_some())
                {
                    playing_out_of_turn::fifth_card(
                        t,
                        ev,
                        *card,
                        n,
                        &mut state,
                        &events[i + 1..],
                        hand_over || next_deal,
                    );
                    continue;
                }
                if let Some(n) = *trick
                    && n > state.trick_number()
                    && !state.current.cards.is_empty()
                {
                    // The record moves on to a later trick with this one imperfect (84).
                    playing_out_of_turn::omitted(t, ev, &mut state, place.clone());
                    false_lead = None;
                }
                let place = Place::Play {
                    trick: state.trick_number(),
                    position: state.current.cards.len() as u8,
                };
                // A lead to the next trick, from a hand that has played to this one, before it is
                // complete: the dealer's (78, 64) and an adversary's that law 72 does not reach
                // (77) are ruled on two readings, the card waiting for the trick; law 72's is a
                // card played ahead, ruled as a second card (72, 85).
                if *to_next_trick
                    && early.is_none()
                    && let Some(first) = state.current.card_of(ev.seat)
                {
                    let waiting: Vec<Seat> = state.current.not_played().collect();
                    let n = state.trick_number();
                    let i = if !t.is_adversary(ev.seat) {
                        Some(leading_out_of_turn::dealer_led_before_trick_complete(
                            t,
                            ev,
                            *card,
                            &waiting,
                            n,
                            place.clone(),
                        ))
                    } else if let Err(why) = playing_out_of_turn::law_72_reaches(t, &state, ev.seat)
                    {
                        Some(leading_out_of_turn::adversary_led_before_trick_complete(
                            t,
                            ev,
                            *card,
                            first,
                            why,
                            &waiting,
                            n,
                            place.clone(),
                        ))
                    } else {
                        None
                    };
                    if let Some(i) = i {
                        // The card as a play, made anew: a clone of the record's event would
                        // cost the page's engine the cloning of every action.
                        let play = Event {
                            seat: ev.seat,
                            action: Action::Play {
                                card: *card,
                                trick: None,
                                to_next_trick: false,
                            },
                            span: ev.span,
                        };
                        early = Some((play, *card, i));
                        continue;
                    }
                }
                let trick_before = state.trick_number();
                play_card(
                    t,
                    &mut state,
                    &mut revokes,
                    &mut false_lead,
                    ev,
                    *card,
                    place,
                );
                if state.trick_number() != trick_before {
                    // The trick is complete: the dealer's early lead, if one is held, is led.
                    if let Some((i, n, lead)) = led_early
                        && n == trick_before
                    {
                        led_early = None;
                        if state.tricks.last().and_then(|tr| tr.cards.first()) == Some(&lead) {
                            leading_out_of_turn::early_lead_followed(t, i);
                        }
                    }
                    if let Some((held, held_card, i)) = early.take() {
                        let place = Place::Play {
                            trick: state.trick_number(),
                            position: 0,
                        };
                        if t.is_adversary(held.seat) {
                            let winner = state.current.leader;
                            leading_out_of_turn::adversarys_early_lead_judged(
                                t, i, held.seat, held_card, winner,
                            );
                        } else {
                            led_early = Some((i, state.trick_number(), (held.seat, held_card)));
                        }
                        play_card(
                            t,
                            &mut state,
                            &mut revokes,
                            &mut false_lead,
                            &held,
                            held_card,
                            place,
                        );
                    }
                }
            }
            Action::PlaysTogether { cards, .. } => {
                if let Some((&first, rest)) = cards.split_first() {
                    for &c in rest {
                        let seen = format!("{} played {c} at once with {first}", ev.seat.name());
                        let n = state.trick_number();
                        revoke::card_seen(t, &mut revokes, ev.seat, c, n, false, &seen);
                    }
                    exposed_cards::played_at_once(t, ev, first, rest, place.clone());
                    play_card(
                        t,
                        &mut state,
                        &mut revokes,
                        &mut false_lead,
                        ev,
                        first,
                        place,
                    );
                }
            }
            Action::LeadsAtOnce {
                card,
                other,
                other_card,
            } => {
                let leads = [(ev.seat, *card), (*other, *other_card)];
                let rightful = state.current.leader;
                leading_out_of_turn::led_at_once(t, ev, leads, rightful, place.clone());
                if let Some(&(seat, card)) = leads
                    .iter()
                    .find(|(s, _)| *s == rightful && state.current.cards.is_empty())
                {
                    let lead = Event::play(seat, card, ev.span);
                    play_card(
                        t,
                        &mut state,
                        &mut revokes,
                        &mut false_lead,
                        &lead,
                        card,
                        place,
                    );
                }
            }
            Action::DropsBelowTable { card } => {
                exposed_cards::dropped_below_table(t, ev, *card, place)
            }
            Action::FindsMissing { card } => {
                let has_played = state.current.card_of(ev.seat).is_some()
                    || state.tricks.iter().any(|k| k.card_of(ev.seat).is_some());
                new_deal::missing_card_found(t, ev, *card, place, has_played)
            }
            // Law 85: a player's shortage is found by counting the tricks; the count is not
            // written, and the second card is ruled where the record writes it.
            Action::AnnouncesShortage => playing_out_of_turn::shortage_announced(t, ev, place),
            Action::LeavesGame => {
                t.not_covered(
                    RulingKind::PlayerLeftTheGame,
                    format!("{} left the game", ev.seat.name()),
                    ev,
                    place,
                    "the Portland laws let a player quitting a table before the rubber is over appoint a substitute with the consent of the other three (law 24), and give those left the prior right of entry elsewhere (law 26); what becomes of the score of the rubber they do not say",
                    [law(24), law(26)],
                );
            }
            Action::Exposes { cards } => {
                for c in cards {
                    revoke::card_seen(
                        t,
                        &mut revokes,
                        ev.seat,
                        *c,
                        state.trick_number(),
                        false,
                        &format!("{} exposed {c}", ev.seat.name()),
                    );
                }
                let holding = state.holdings[ev.seat.index()];
                if state.tricks.is_empty() && state.current.cards.is_empty() {
                    // No card led yet: the laws of a card exposed before the lead (69, 70),
                    // though the record writes it under `play:`.
                    // Whether the doubling was settled is not known here: said as law 69 says it.
                    exposed_cards::before_lead(t, ev, cards, holding, true, false, place)
                } else {
                    exposed_cards::in_play(t, ev, cards, holding, place)
                }
            }
            Action::AsksNoneOf { asked, .. } => {
                revoke_question::asks(t, &mut revokes, ev, *asked, place)
            }
            Action::Corrects { card } => {
                revoke::correct(t, &mut revokes, &mut state, ev, *card, place)
            }
            Action::ClaimsRevoke { against, trick, .. } => {
                let known = deal.hand(*against).is_some();
                // The hand is over when every trick is played, or when the record gives the
                // result and writes no further card.
                let over = state.is_finished()
                    || (hand_over
                        && !events[i + 1..]
                            .iter()
                            .any(|e| matches!(e.action, Action::Play { .. })));
                if *against == t.dummy()
                    && dummy::claim_against_dummy(t, &revokes, ev, *trick, &|n| {
                        over || state.trick_in_reach(n).is_none()
                    })
                {
                    continue;
                }
                let claim = revoke::RevokeClaim {
                    against: *against,
                    trick: *trick,
                    hand_known: known,
                };
                let found = revoke::claim(t, &mut revokes, ev, claim, place.clone());
                // Dummy claiming an adversary's revoke calls attention to it (61).
                if let Some(i) = found
                    && ev.seat == t.dummy()
                    && t.is_adversary(*against)
                {
                    dummy::claims_revoke(t, &mut revokes.cases[i], ev, place, over);
                }
            }
            Action::ClaimsTricks { .. } => general_rules::claim_or_concession(t, ev, true, place),
            Action::ConcedesTricks { .. } => {
                general_rules::claim_or_concession(t, ev, false, place)
            }
            Action::LooksAtTrick { trick } => {
                let last = state.tricks.len() as u8;
                // Law 90: at the end of the hand, the claimants of a revoke may search all the
                // tricks. The hand is over when every trick is played, or when the record gives
                // the result and writes no further card.
                let over = state.is_finished()
                    || (hand_over
                        && !events[i + 1..]
                            .iter()
                            .any(|e| matches!(e.action, Action::Play { .. })));
                let claimant = events[..i].iter().any(|e| {
                    matches!(e.action, Action::ClaimsRevoke { .. })
                        && (e.seat == ev.seat || e.seat == ev.seat.opposite())
                });
                if over && claimant {
                    general_rules::revoke_search(t, ev, *trick, place)
                } else {
                    general_rules::looks_at_trick(t, ev, *trick, last, place)
                }
            }
            Action::Touches { card } if ev.seat == t.dealer => {
                dummy::dealer_touches(t, ev, *card, place)
            }
            Action::Touches { card } | Action::Suggests { card } => {
                dummy::suggests(t, ev, *card, place)
            }
            Action::DrawsAttention => {
                let wrong_hand = false_lead.is_some_and(|(_, rightful)| {
                    !t.is_adversary(rightful) && !t.is_adversary(state.current.leader)
                });
                dummy::draws_attention(t, ev, place, wrong_hand)
            }
            Action::Chooses { option } => {
                if !dummy::elects_penalty(t, ev, option, place.clone())
                    && !new_deal::late_claim(t, ev, option, place.clone())
                    && let Some(i) = t.choose(ev, option, place)
                {
                    exposed_cards::obligation_from_choice(t, i, option);
                    new_deal::chose_new_deal(t, i);
                }
            }
            Action::DealIrregularity { irregularity } => {
                let has_played = state.current.card_of(ev.seat).is_some()
                    || state.tricks.iter().any(|k| k.card_of(ev.seat).is_some());
                new_deal::irregularity(t, ev, irregularity, place, has_played)
            }
            Action::Names { card } => {
                // Law 75: the dealer naming the card an adversary has detached. A card the
                // dealer or Dummy may hold is a card named to be played from his own hands.
                let detached = t
                    .detached
                    .iter()
                    .rev()
                    .find(|(s, _)| t.is_adversary(*s))
                    .copied();
                let own = state.may_hold(t.dealer, *card) || state.may_hold(t.dummy(), *card);
                match detached {
                    Some((by, d)) if ev.seat == t.dealer && (!own || *card == d) => {
                        t.detached.retain(|x| *x != (by, d));
                        exposed_cards::dealer_names_detached(t, ev, *card, by, d, place)
                    }
                    _ => general_rules::names_card(t, ev, *card, &state, place),
                }
            }
            Action::Answers { none } => {
                revoke_question::answers(t, &mut revokes, &state, ev.seat, *none)
            }
            Action::StopsLead { .. } | Action::AsksBidding => {
                t.not_covered(
                    RulingKind::NotAPortlandMatter,
                    format!("{}: an act the Portland laws do not name", ev.seat.name()),
                    ev,
                    place,
                    "the Portland code has no bidding, and no law on stopping a partner's lead: \
                     law 77 needs a card led, 98 and 61 speak of other acts; no penalty",
                    [law(77), law(98), law(61)],
                );
            }
            Action::Detaches { card } => {
                if t.is_adversary(ev.seat) {
                    exposed_cards::detached(t, ev, *card, place)
                } else {
                    dummy::draws(t, ev, *card, place)
                }
            }
            Action::TakesBack { card }
                if early
                    .as_ref()
                    .is_some_and(|(_, c, _)| c == card && !t.is_adversary(ev.seat)) =>
            {
                // The dealer takes back the card he led to the next trick, before the trick
                // was complete: the first reading allows it (79), the second does not (64).
                if let Some((_, c, i)) = early.take() {
                    leading_out_of_turn::early_lead_taken_back(t, i, c);
                }
            }
            Action::TakesBack { card } => take_back(
                t,
                &mut state,
                &mut revokes,
                &mut false_lead,
                ev,
                *card,
                place,
            ),
            Action::AbandonsHand { all } => {
                if !abandoned_by.contains(&ev.seat) {
                    abandoned_by.push(ev.seat);
                }
                if *all || abandoned_by.len() == 4 {
                    if !abandoned {
                        exposed_cards::all_abandon(t, ev, state.tricks.len(), place);
                    }
                    abandoned = true;
                } else {
                    let holding = state.holdings[ev.seat.index()];
                    exposed_cards::abandons(t, ev, holding, place)
                }
            }
            Action::MixesCards => revoke::mixed(t, &mut revokes, ev, place),
            Action::Call { .. } => {
                t.not_covered(
                    RulingKind::CallInPlay,
                    format!("{} made a call during the play", ev.seat.name()),
                    ev,
                    place,
                    "the doubling lies between the declaration and the lead, which closes it, and \
                     a declaration once made cannot be altered: the words have no effect, no \
                     penalty",
                    [law(57), law(58), law(54)],
                );
            }
        }
        if t.annulled.is_some() {
            break;
        }
    }
    if abandoned && !hand_over {
        t.notes.push(
            "the hands were abandoned and the record gives no result: the score claimed and \
             admitted is not known, so the hand is not scored (law 74)"
                .into(),
        );
    }
    if state.is_finished() || hand_over || abandoned || next_deal {
        if next_deal
            && !state.is_finished()
            && !hand_over
            && !abandoned
            && revokes
                .cases
                .iter()
                .any(|c| c.state == revoke::RevokeState::Open)
        {
            t.notes.push(
                "the record goes on to the next deal: this hand was over, and every trick of it \
                 turned and quitted (law 88)"
                    .into(),
            );
        }
        revoke::end_of_hand(t, &mut revokes);
    } else {
        revoke::record_stops(t, &revokes, &state);
    }
    new_deal::revokes_of_a_short_hand(t, &state, events);
    PlayOutcome { state, revokes }
}

/// "S takes back SK" (63, 64; an adversary: not covered).
fn take_back(
    t: &mut Table,
    state: &mut PlayState,
    revokes: &mut Revokes,
    false_lead: &mut Option<(usize, Seat)>,
    ev: &Event,
    card: Card,
    place: Place,
) {
    let seat = ev.seat;
    if revoke::follower_withdraws(t, revokes, state, ev, card, place.clone()) {
        return;
    }
    let drawn = t.detached.iter().position(|x| *x == (seat, card));
    let in_trick = state.current.card_of(seat) == Some(card);
    let last = state.current.cards.last().copied() == Some((seat, card));
    if t.is_adversary(seat) {
        match drawn {
            Some(_) => {
                // Law 75: putting the card back does not free it.
                let mut r = Ruling::new(
                    RulingKind::DetachedCardTakenBack,
                    format!("{} put back {card}, which he had detached", seat.name()),
                    Some(seat),
                    place,
                    [law(75), law(80), law(81)],
                );
                r.set_span(ev.span);
                r.finding(
                    "a card detached so as to be named is liable to be called: putting it back \
                     does not free it; the call may be repeated, but cannot force a revoke",
                    &[law(75), law(80), law(81)],
                );
                r.apply(Applied::words("liable-to-be-called"));
                t.push(r);
            }
            None => {
                // Taken back, it is a card exposed on the table (71 II), liable to be called (70).
                let mut r = Ruling::new(
                    RulingKind::AdversaryTakesBack,
                    format!("{} took back {card}", seat.name()),
                    Some(seat),
                    place,
                    [clause(71, "II"), law(70), law(64)],
                );
                r.set_span(ev.span);
                r.finding(
                    "a card in any way exposed on or above the table is an exposed card, liable \
                     to be called: the dealer may call it at once, and the replay takes it so, \
                     as played; a card played from dummy cannot be taken back; no other penalty",
                    &[clause(71, "II"), law(70), law(64)],
                );
                r.apply(Applied::words("card-stands"));
                t.push(r);
            }
        }
        return;
    }
    if let Some(i) = drawn
        && !in_trick
    {
        t.detached.remove(i);
        dummy::takes_back(t, ev, card, dummy::TakeBack::NotPlayed, place);
        return;
    }
    if !in_trick {
        t.notes.push(format!(
            "{seat} took back {card}, which is not in the trick in progress: it was quitted, and \
             a card once played cannot be taken back (law 64)"
        ));
        dummy::takes_back(t, ev, card, dummy::TakeBack::Stands, place);
        return;
    }
    let trick = state.trick_number();
    let revoked = revokes
        .cases
        .iter()
        .any(|c| c.seat == seat && c.trick == trick && c.card == card);
    let wrong_hand = last
        && state.current.cards.len() == 1
        && false_lead.is_some_and(|(_, rightful)| !t.is_adversary(rightful));
    if revoked {
        dummy::takes_back(t, ev, card, dummy::TakeBack::SavesRevoke, place.clone());
        revoke::correct(t, revokes, state, ev, None, place);
    } else if wrong_hand {
        dummy::takes_back(t, ev, card, dummy::TakeBack::WrongHandLead, place);
        state.withdraw_last();
        if let Some((_, rightful)) = false_lead.take() {
            state.current.leader = rightful;
        }
    } else {
        dummy::takes_back(t, ev, card, dummy::TakeBack::Stands, place);
    }
}

fn play_card(
    t: &mut Table,
    state: &mut PlayState,
    revokes: &mut Revokes,
    false_lead: &mut Option<(usize, Seat)>,
    ev: &Event,
    card: Card,
    place: Place,
) {
    let seat = ev.seat;
    if state.is_finished() {
        t.notes.push(format!(
            "{seat} {card}: a card after the thirteenth trick is ignored"
        ));
        return;
    }
    if revoke::follower_substitutes(revokes, state, seat, card) {
        return;
    }
    if state.current.card_of(seat).is_some() {
        playing_out_of_turn::second_card(t, ev, card, state, place);
        return;
    }
    if !state.may_hold(seat, card) {
        t.notes.push(format!(
            "{seat} played {card}, which the record's hands do not give him (or he played already)"
        ));
    }
    let trick = state.trick_number();
    if state.current.cards.is_empty() {
        let rightful = state.current.leader;
        if seat != rightful {
            let i = leading_out_of_turn::false_lead(t, ev, card, rightful, place.clone());
            *false_lead = Some((i, rightful));
            state.current.leader = seat;
        }
    } else {
        let exp = state.next_in_turn();
        if let Some((ruling, rightful)) = *false_lead
            && seat == rightful
            && seat != exp
        {
            // The rightful leader leads before all have followed: the cards go back (79).
            let mut back = Vec::new();
            while let Some(c) = state.withdraw_last() {
                back.push(c);
            }
            back.reverse();
            leading_out_of_turn::taken_back(t, ruling, &back);
            state.current.leader = rightful;
            *false_lead = None;
        } else if seat != exp {
            playing_out_of_turn::out_of_turn(t, ev, card, exp, place.clone());
        }
    }
    let hand = state.holdings[seat.index()];
    let suit_led = state.current.suit_led();
    exposed_cards::check_direction(t, ev, card, state, place.clone());
    exposed_cards::check_play(t, ev, card, hand, suit_led, place.clone());
    revoke::card_seen(
        t,
        revokes,
        seat,
        card,
        trick,
        true,
        &format!("{} played {card} to trick {trick}", seat.name()),
    );
    revoke::on_play(t, revokes, seat, trick);
    revoke::renounce(
        revokes,
        ev,
        suit_led,
        trick,
        state.holdings[seat.index()].is_some(),
        place.clone(),
    );
    let failure = state.play(seat, card);
    if let Some(f) = failure {
        revoke::on_failure(t, revokes, ev, &f, place);
    }
    if state.trick_number() != trick {
        // The trick is complete.
        if let Some((ruling, _)) = false_lead.take() {
            leading_out_of_turn::trick_completed(t, ruling);
        }
    }
}
