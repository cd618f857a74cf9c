//! The position at the moment of an irregularity: the record's cards played in turn, as long as
//! each is the lawful card of the player whose turn it is, up to the event the ruling is on.

use crate::cards::{Card, Hand, Partnership, Seat, Strain};
use crate::record::{Action, DealRecord, Span};
use crate::solver::{Constraint, Position, trick_winner};

/// The play as it stood when the irregularity happened.
#[derive(Clone, Debug)]
pub struct Moment {
    pub position: Position,
    /// Tricks already won by the declaring side.
    pub declarers_tricks: u8,
    /// Tricks already completed.
    pub tricks_played: u8,
    /// The index in the play of the card the replay stopped at, when it was not lawful there.
    pub stopped: Option<usize>,
}

impl Moment {
    /// An exposed card called at each later trick instead of now (Portland 70 and 81, Pirate
    /// 51): from the next trick to the last, the trick and the constraint that stands for the
    /// call, the card played at the first lawful opportunity from that trick on (unless its
    /// holder has played it of his own accord before). Each code names and describes them.
    pub fn later_calls(&self, seat: Seat, card: Card) -> Vec<(u8, Constraint)> {
        let now = self.tricks_played + 1;
        let last = self.tricks_played + self.position.tricks_left();
        (now + 1..=last)
            .map(|trick| {
                let tricks = trick - now;
                (trick, Constraint::PlayCardAfter { seat, card, tricks })
            })
            .collect()
    }
}

/// Replays the deal's play from the opening lead (`leader`) up to (not including) the event at
/// `until` (or to the end when `None`), stopping early at the first card that is not the lawful
/// card of the player to play (the irregular card itself, a lead out of turn, a revoke).
pub(super) fn moment(
    deal: &DealRecord,
    strain: Strain,
    declarers: Partnership,
    leader: Seat,
    until: Option<Span>,
) -> Result<Moment, String> {
    moment_with_revokes(deal, strain, declarers, leader, until, &[])
}

/// [`moment`], letting stand the revokes that the laws let stand: a card written at one of the
/// offsets in `standing` (an established revoke, whose trick stands as played: Pirate laws 52,
/// 53) is played where it lies though its player held the suit led.
pub(super) fn moment_with_revokes(
    deal: &DealRecord,
    strain: Strain,
    declarers: Partnership,
    leader: Seat,
    until: Option<Span>,
    standing: &[usize],
) -> Result<Moment, String> {
    let mut hands = [Hand::EMPTY; 4];
    for seat in Seat::ALL {
        hands[seat.index()] = deal
            .hands
            .hand(seat)
            .filter(|h| h.len() == 13)
            .ok_or_else(|| format!("{}'s hand is not given", seat.name()))?;
    }
    let mut position =
        Position::new(hands, strain, declarers, leader, Vec::new()).map_err(|e| e.to_string())?;
    let (mut won, mut played) = (0u8, 0u8);
    let mut stopped = None;
    for (i, event) in deal.play.iter().enumerate() {
        if until.is_some_and(|u| event.span.start >= u.start) {
            if matches!(event.action, Action::Play { .. }) {
                stopped = Some(i);
            }
            break;
        }
        match &event.action {
            Action::Play { card, .. } => {
                let next = if event.seat != position.to_play() {
                    None
                } else if standing.contains(&event.span.start) {
                    played_anyway(&position, *card)
                } else {
                    position.after(*card)
                };
                let Some(next) = next else {
                    stopped = Some(i);
                    break;
                };
                let mut trick = position.trick().to_vec();
                let lead = position.leader();
                trick.push(*card);
                if trick.len() == 4 {
                    played += 1;
                    if declarers.contains(trick_winner(lead, &trick, strain)) {
                        won += 1;
                    }
                }
                position = next;
            }
            Action::TakesBack { .. } | Action::Detaches { .. } | Action::Corrects { .. } => {
                return Err(
                    "a card was taken back or corrected before this point: the position is not \
                     replayed"
                        .into(),
                );
            }
            _ => {}
        }
    }
    Ok(Moment {
        position,
        declarers_tricks: won,
        tricks_played: played,
        stopped,
    })
}

/// The position after `card` is played by the player to play, who holds it, whether or not he
/// follows suit (a revoke that stands).
fn played_anyway(p: &Position, card: Card) -> Option<Position> {
    let seat = p.to_play();
    if !p.hand(seat).contains(card) {
        return None;
    }
    let mut hands = *p.hands();
    hands[seat.index()].remove(card);
    let mut trick = p.trick().to_vec();
    trick.push(card);
    let (leader, trick) = if trick.len() == 4 {
        (trick_winner(p.leader(), &trick, p.strain()), Vec::new())
    } else {
        (p.leader(), trick)
    };
    Position::new(hands, p.strain(), p.declarers(), leader, trick).ok()
}
