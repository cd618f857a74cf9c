//! The Play, laws 28–31: who declares, who is dummy, who leads, and following suit; with the
//! replay of the play that hands each irregularity to the module of its section.
//!
//! Law 28: the maker of the final accepted bid is the declarer and plays both hands; his acceptor
//! is dummy without changing his seat. Law 29: the player on the declarer's left leads, or the
//! next player if that seat is dummy; the acceptor's cards go down once the first card is led.
//! Law 31: each player in turn must follow suit if he can. Law 61: the declarer plays dummy's
//! cards.

use crate::cards::{Card, Deal, Seat};
use crate::game::{Contract, PlayState};
use crate::law::Applied;
use crate::law::names::RulingKind;
use crate::law::pirate::common::law;
use crate::law::pirate::table::{Exposed, OutOfTurn, Replay, Revokes, opening_leader};
use crate::law::pirate::{
    dummy, errors_in_play, exposed_cards, penalties_complied, question, revoke, scoring,
};
use crate::law::{Place, Ruling};
use crate::record::{Action, Code, Event};

/// Law 18: nothing accepted, the deal is void.
pub(crate) fn void_deal_ruling(code: Code, dealer: Seat) -> Ruling {
    let mut r = Ruling::new(
        RulingKind::VoidDeal,
        "no bid was accepted: the deal is void".to_string(),
        None,
        Place::Auction { call: 0 },
        [law(code, 18)],
    );
    r.finding(
        format!(
            "if no one can make a bid of any sort, or if none of the bids made is accepted, the deal is void and passes to the left: {} deals next",
            dealer.left()
        ),
        &[law(code, 18)],
    );
    r.apply(Applied::words("void deal; nothing is scored"));
    r
}

/// The record's `result:` disagrees with the play it records.
pub(crate) fn result_disagrees(code: Code, c: &Contract, stated: u8, played: u8) -> Ruling {
    let mut r = Ruling::new(
        RulingKind::ResultDisagreesWithPlay,
        format!(
            "the record's result gives the declaring side {stated} tricks, but the play gives {} and {} {played}",
            c.declarer, c.dummy
        ),
        None,
        Place::AfterPlay,
        [law(code, 68)],
    );
    r.set_not_covered(
        "the record contradicts itself; the engine scores the tricks of the recorded play",
        [law(code, 68), law(code, 78)],
    );
    r
}

/// The outcome of replaying the play.
#[derive(Debug)]
pub(crate) struct PlayOutcome {
    pub rulings: Vec<Ruling>,
    pub complete: bool,
    pub tricks_played: usize,
    pub declaring_tricks: u8,
    /// The tricks as the replay left them, for the drawing of the play.
    pub state: PlayState,
}

/// Replays the play of a deal under its contract. `hand_over`: the record proves the hand was
/// over (a later deal, or a result), though its play may stop short; `next_deal`: a later deal
/// is written, so the cards were cut for it (law 59).
pub(crate) fn replay(
    code: Code,
    contract: &Contract,
    hands: &Deal,
    events: &[Event],
    hand_over: bool,
    next_deal: bool,
) -> PlayOutcome {
    let leader = opening_leader(contract);
    let mut rp = Replay {
        code,
        contract: *contract,
        state: PlayState::new(hands, contract.strain.trump(), leader),
        rulings: Vec::new(),
        out_of_turn: None,
        revokes: Revokes::default(),
        exposed: Exposed::default(),
        called: None,
        exposed_when_called: Vec::new(),
        started: false,
        conceded_rest: None,
        declarer_claimed: false,
        exposed_after_claim: Exposed::default(),
        dummy_touched: Vec::new(),
        early_lead: None,
        owed: Vec::new(),
        suggested: Vec::new(),
        fifth_cards: Vec::new(),
    };
    for (i, event) in events.iter().enumerate() {
        let rest = &events[i + 1..];
        if rp.state.is_finished() && matches!(event.action, Action::Play { .. }) {
            // Law 37: the card left at the end to a player who failed to play to a trick.
            if let Action::Play { card, .. } = event.action
                && errors_in_play::superfluous_card(&mut rp, event, card)
            {
                continue;
            }
            let mut r = Ruling::not_covered(
                RulingKind::PlayAfterLastTrick,
                format!("{} played after the thirteenth trick", event.seat),
                Some(event.seat),
                Place::AfterPlay,
                "a card after the last trick: the record is inconsistent (law 37 gives a superfluous card at the end to the imperfect trick, but no trick is shown imperfect)",
                [law(code, 37)],
            );
            r.set_span(event.span);
            rp.rulings.push(r);
            continue;
        }
        match &event.action {
            Action::Play { card, .. } => play(&mut rp, event, *card, rest),
            Action::Exposes { cards } => exposed_cards::exposes(&mut rp, event, cards),
            // Law 45: the first card stands until the declarer chooses; the others are exposed.
            Action::PlaysTogether { cards, .. } => {
                if let Some((&first, others)) = cards.split_first() {
                    for &c in others {
                        errors_in_play::second_card(&mut rp, event, c);
                    }
                    play(&mut rp, event, first, rest);
                }
            }
            Action::DropsBelowTable { card } => {
                exposed_cards::dropped_below_table(&mut rp, event, *card)
            }
            Action::LeadsAtOnce {
                card,
                other,
                other_card,
            } => {
                let leads = [(event.seat, *card), (*other, *other_card)];
                if let Some((seat, card)) = errors_in_play::leads_at_once(&mut rp, event, leads) {
                    let lead = Event::play(seat, card, event.span);
                    play(&mut rp, &lead, card, rest);
                }
            }
            Action::LeavesGame => scoring::leaves_game(&mut rp, event, rest),
            Action::AnnouncesShortage => errors_in_play::announces_shortage(&mut rp, event, rest),
            Action::FindsMissing { card } => {
                errors_in_play::missing_card_found(&mut rp, event, *card)
            }
            Action::Names { card } => errors_in_play::names_card(&mut rp, event, *card, rest),
            Action::AsksNoneOf { asked, suit } => question::asks(&mut rp, event, *asked, *suit),
            Action::Answers { none } => question::answers(&mut rp, event, *none),
            Action::Corrects { card } => revoke::corrects(&mut rp, event, *card),
            Action::ClaimsRevoke { against, trick, .. } => {
                revoke::claimed(&mut rp, event, *against, *trick)
            }
            Action::ClaimsTricks { tricks } => errors_in_play::claims(&mut rp, event, *tricks),
            Action::ConcedesTricks { tricks } => errors_in_play::concedes(&mut rp, event, *tricks),
            Action::LooksAtTrick { trick } => {
                errors_in_play::looks_at_trick(&mut rp, event, *trick)
            }
            Action::Touches { card } => dummy::touches(&mut rp, event, *card),
            Action::Suggests { card } if event.seat == rp.contract.dummy => {
                dummy::suggests(&mut rp, event, *card)
            }
            // Law 42: another player's suggestion is a remark that would locate the card.
            Action::Suggests { card } => errors_in_play::names_card(&mut rp, event, *card, rest),
            Action::DrawsAttention => errors_in_play::draws_attention(&mut rp, event),
            Action::StopsLead { partner } => errors_in_play::stops_lead(&mut rp, event, *partner),
            Action::AsksBidding => errors_in_play::asks_bidding(&mut rp, event),
            Action::Chooses { option } => {
                errors_in_play::chooses(&mut rp, event, option);
                errors_in_play::early_lead_corrected(&mut rp);
            }
            Action::TakesBack { card } => exposed_cards::takes_back(&mut rp, event, *card),
            Action::Detaches { card } => exposed_cards::detaches(&mut rp, event, *card),
            Action::AbandonsHand { all } => exposed_cards::abandons(&mut rp, event, *all),
            Action::MixesCards => {
                let mut r = Ruling::not_covered(
                    RulingKind::CardsMixed,
                    format!("{} mixed the cards", event.seat),
                    Some(event.seat),
                    rp.place(),
                    "law 53 gives its penalty when a revoke is claimed and proved and says nothing of mixed cards (the Portland code's law 92 makes them establish it); law 59's time limit is met; law 38 searches the tricks only for one with five cards. The mixing neither establishes nor defeats the claim, which must still be proved",
                    [law(code, 53), law(code, 59), law(code, 38)],
                );
                r.set_span(event.span);
                rp.rulings.push(r);
            }
            Action::Call { .. } | Action::DealIrregularity { .. } => {
                let mut r = Ruling::not_covered(
                    RulingKind::CallDuringPlay,
                    format!(
                        "{} made a call or a deal irregularity during the play",
                        event.seat
                    ),
                    Some(event.seat),
                    rp.place(),
                    "the bidding is closed (21); law 25 allows a double only in turn in the bidding; law 23's penalty is for information on the bids; law 42 reaches words that locate a card. The call has no effect",
                    [law(code, 21), law(code, 25), law(code, 23), law(code, 42)],
                );
                r.set_span(event.span);
                rp.rulings.push(r);
            }
        }
    }
    revoke::finish(&mut rp, hand_over, next_deal);
    errors_in_play::revokes_of_a_fifth_card(&mut rp);
    let declaring = [contract.declarer, contract.dummy];
    let mut declaring_tricks = rp.state.tricks_won_by(&declaring);
    let mut complete = rp.state.is_finished();
    // Law 50: tricks conceded stand; the rest go to the other side.
    if let Some(conceder) = rp.conceded_rest
        && !complete
    {
        let remaining = 13 - rp.state.tricks.len() as u8;
        if !declaring.contains(&conceder) {
            declaring_tricks += remaining;
        }
        complete = true;
    }
    PlayOutcome {
        complete,
        tricks_played: rp.state.tricks.len(),
        declaring_tricks,
        rulings: rp.rulings,
        state: rp.state,
    }
}

fn play(rp: &mut Replay, event: &Event, card: Card, rest: &[Event]) {
    let seat = event.seat;
    if let Some((follower, trick)) = rp.revokes.follower_withdrew
        && follower == seat
    {
        rp.revokes.follower_withdrew = None;
        rp.state.substitute_in_trick(trick, seat, card);
        return;
    }
    if let Some(i) = rp.revokes.awaiting_substitute
        && rp.revokes.cases[i].seat == seat
    {
        let case = rp.revokes.cases[i].clone();
        rp.revokes.awaiting_substitute = None;
        penalties_complied::check(rp, event, card, case.trick, &later_cards(seat, rest));
        revoke::substitute(rp, &case, card);
        return;
    }
    // The declarer leads to the next trick, from a hand that has played to this one, before
    // it is complete (laws 34, 36: two readings): the card waits for the trick to be complete.
    // An adversary's is a further lead without waiting, a second card to the trick (below).
    if let Action::Play {
        to_next_trick: true,
        ..
    } = event.action
        && rp.early_lead.is_none()
        && let Some(first) = rp.state.current.card_of(seat)
    {
        if rp.is_declaring(seat) {
            errors_in_play::declarer_led_before_trick_complete(rp, event, card);
            return;
        }
        // An adversary's: law 49's premature leads if its words reach it (a second card to the
        // trick, below), else laws 33 and 32, two readings, the card waiting for the trick.
        if let Err(why) = errors_in_play::law_49_reaches(rp, seat, first, card) {
            errors_in_play::adversary_led_before_trick_complete(rp, event, card, first, why);
            return;
        }
    }
    // A card written on the line of a trick already complete, by one who played to it: a
    // fifth card in that trick (law 38), not a lead to the next.
    if let Action::Play { trick: Some(n), .. } = event.action
        && n < rp.state.trick_number()
        && rp.state.current.cards.is_empty()
        && rp
            .state
            .tricks
            .get(usize::from(n.saturating_sub(1)))
            .is_some_and(|t| t.card_of(seat).is_some())
    {
        errors_in_play::fifth_card(rp, event, card, n, rest);
        return;
    }
    // A card written under the next trick's number while this one lacks cards: someone
    // failed to play to the trick (law 37).
    if let Action::Play { trick: Some(n), .. } = event.action
        && n > rp.state.trick_number()
        && !rp.state.current.cards.is_empty()
    {
        errors_in_play::failed_to_play(rp, event);
    }
    // A second card from the same player to the same trick (laws 38, 45).
    if rp.state.current.card_of(seat).is_some() {
        errors_in_play::second_card(rp, event, card);
        return;
    }
    // A card played by the player whose turn it is resolves a pending lead out of turn.
    errors_in_play::resolve_out_of_turn(rp, event, rest);
    let expected = rp.state.next_in_turn();
    let trick_before = rp.state.trick_number();
    revoke::before_play(rp, seat);
    if seat != expected {
        errors_in_play::out_of_turn(rp, event, card, expected);
    }
    exposed_cards::check_called(rp, event, card);
    penalties_complied::check(rp, event, card, trick_before, &later_cards(seat, rest));
    exposed_cards::played(rp, seat, card);
    let trick = rp.state.trick_number();
    revoke::card_seen(
        rp,
        seat,
        card,
        true,
        &format!("{seat} played {card} to trick {trick}"),
    );
    revoke::renounce(rp, event, card);
    if let Some(f) = rp.state.play(seat, card) {
        revoke::failure_to_follow(rp, event, f);
    }
    rp.started = true;
    if rp.state.trick_number() != trick_before {
        revoke::trick_quitted(rp, trick_before);
        lead_held_card(rp, rest);
    }
}

/// The cards `seat` plays after this one, as the record writes them.
fn later_cards(seat: Seat, rest: &[Event]) -> Vec<Card> {
    rest.iter()
        .filter(|e| e.seat == seat)
        .filter_map(|e| match e.action {
            Action::Play { card, .. } => Some(card),
            _ => None,
        })
        .collect()
}

/// The trick is complete: the declarer's card led to the next trick before it was, if one is
/// held, is now the lead. Led from the hand that won, the lead was the declarer's, and it
/// stands once an adversary plays to it (law 34, the reading the replay follows); from the
/// other, it is a lead from the wrong hand, ruled as such.
fn lead_held_card(rp: &mut Replay, rest: &[Event]) {
    let Some(held) = rp.early_lead.take() else {
        return;
    };
    if !rp.is_declaring(held.seat) {
        let winner = rp.state.current.leader;
        errors_in_play::adversarys_early_lead_judged(rp, &held, winner);
        play(rp, &held.as_play(), held.card, rest);
        return;
    }
    let before = rp.rulings.len();
    play(rp, &held.as_play(), held.card, rest);
    let ruled_again = rp.rulings[before..]
        .iter()
        .any(|r| r.kind() == RulingKind::DeclarerLedOutOfTurn);
    if !ruled_again && rp.out_of_turn.is_none() {
        rp.out_of_turn = Some(OutOfTurn {
            seat: held.seat,
            card: held.card,
            rightful: held.seat,
            ruling: held.ruling,
            lead: true,
        });
    }
}
