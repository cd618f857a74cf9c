//! The position at the moment of an irregularity: the record's cards played in turn, as long as
//! each is the lawful card of the player whose turn it is, up to the event the ruling is on.

use crate::cards::{Hand, Partnership, Seat, Strain};
use crate::record::{Action, DealRecord, Span};
use crate::solver::{Position, trick_winner};

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

/// Replays the deal's play from the opening lead (`leader`) up to (not including) the event at
/// `until` (or to the end when `None`), stopping early at the first card that is not the lawful
/// card of the player to play (the irregular card itself, a lead out of turn, a revoke).
pub fn moment(
    deal: &DealRecord,
    strain: Strain,
    declarers: Partnership,
    leader: Seat,
    until: Option<Span>,
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
                let next = if event.seat == position.to_play() {
                    position.after(*card)
                } else {
                    None
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
