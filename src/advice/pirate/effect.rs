//! The vocabulary of the Pirate options' effects on the play: an [`Effect`] (a position and
//! constraints, a card a player must or may not play at his turn, a choice among cards, or no
//! value and why), a [`Named`] option, the [`Context`] they are read from, and the pieces the
//! sections share (a lead that stands, a suit called, a call of an exposed card).

use crate::cards::{Card, Seat, Suit};
use crate::game::Contract;
use crate::law::{OptionName, Ruling};
use crate::record::{Action, DealRecord};
use crate::solver::{Constraint, Position};

use super::super::replay::Moment;

/// What one option does to the play.
pub(super) enum Effect {
    /// The play from this position, these constraints binding.
    Play(Position, Vec<Constraint>),
    /// At `seat`'s turn to the current trick he must play `card` (`must`), or any card but it
    /// (law 64's "shall or shall not be played to the current trick"), if he lawfully can.
    Turn {
        position: Position,
        seat: Seat,
        card: Card,
        must: bool,
    },
    /// `seat`, to play now, plays one of `allowed` (any lawful card when none is), then the
    /// play goes on under `then`: law 36's win or not win, judged against every card on the
    /// table, his partner's premature card included.
    Choose {
        position: Position,
        seat: Seat,
        allowed: Vec<Card>,
        then: Vec<Constraint>,
    },
    NotValued(String),
}

/// An option: its name (with its suit or card when the law's option is read for each), what it
/// means here, and its effect.
pub(super) struct Named {
    pub option: String,
    pub description: String,
    pub effect: Effect,
}

/// What the options are read from.
pub(super) struct Context<'a> {
    pub deal: &'a DealRecord,
    pub ruling: &'a Ruling,
    pub at: &'a Moment,
    pub contract: Contract,
}

impl Context<'_> {
    /// The card of the event the replay stopped at (the irregular card), if a card was played.
    pub(super) fn stopped_card(&self) -> Option<(Seat, Card)> {
        let e = self.deal.play.get(self.at.stopped?)?;
        match e.action {
            Action::Play { card, .. } => Some((e.seat, card)),
            _ => None,
        }
    }

    /// The events written at the ruling's place in the record.
    pub(super) fn actions(&self) -> Vec<(Seat, &Action)> {
        let Some(span) = self.ruling.span() else {
            return Vec::new();
        };
        self.deal
            .play
            .iter()
            .chain(&self.deal.auction)
            .filter(|e| e.span.start == span.start)
            .map(|e| (e.seat, &e.action))
            .collect()
    }

    pub(super) fn described(&self, name: OptionName) -> String {
        self.ruling
            .options()
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.description.clone())
            .unwrap_or_default()
    }

    pub(super) fn adversaries(&self) -> [Seat; 2] {
        let a = self.contract.declaring_side().adversaries();
        [a.first, a.second]
    }
}

pub(super) fn named(
    option: impl Into<String>,
    description: impl Into<String>,
    effect: Effect,
) -> Named {
    Named {
        option: option.into(),
        description: description.into(),
        effect,
    }
}

pub(super) fn not(why: &str) -> Effect {
    Effect::NotValued(why.to_string())
}

/// Law 51's call, made at once: the card is played at its holder's first lawful opportunity.
/// The declarer may also hold the call back ("the call … may be repeated by the declarer until
/// it can be played"). Double dummy a later call is never worth more (the holder, free until
/// then, may play the card whenever the call at once would have made him) but may be worth as
/// much: the calls at each later trick are valued beside it where the card is exposed
/// ([`later_calls`]), to show how long the call may wait.
pub(super) const CALLED_AT_ONCE: &str = "called for its holder's first lawful opportunity (law 51)";

/// An exposed card called at each later trick instead of at once (law 51,
/// [`Moment::later_calls`]); `option` is the name of the call made at once.
pub(super) fn later_calls(at: &Moment, seat: Seat, card: Card, option: &str) -> Vec<Named> {
    at.later_calls(seat, card)
        .into_iter()
        .map(|(trick, call)| {
            named(
                format!("{option} at trick {trick}"),
                format!(
                    "{card} exposed and left on the table until trick {trick}, then called for \
                     its holder's first lawful opportunity (law 51)"
                ),
                Effect::Play(at.position.clone(), vec![call]),
            )
        })
        .collect()
}

/// The position with `card` led by `offender` and standing: the others play to it.
pub(super) fn lead_stands(p: &Position, offender: Seat, card: Card) -> Effect {
    let mut hands = *p.hands();
    if !hands[offender.index()].remove(card) {
        return not("the card led is not in the offender's hand");
    }
    match Position::new(hands, p.strain(), p.declarers(), offender, vec![card]) {
        Ok(pos) => Effect::Play(pos, Vec::new()),
        Err(e) => not(&e.to_string()),
    }
}

/// The irregular card was not found where the ruling places it.
pub(super) fn lost(c: &Context) -> Named {
    named(
        c.ruling.kind().words(),
        String::new(),
        not("the irregular card is not found in the play as replayed"),
    )
}

pub(super) fn call_suits(out: &mut Vec<Named>, p: &Position, from: Seat, law: &str) {
    for suit in Suit::ALL.into_iter().rev() {
        out.push(named(
            format!("call-suit {}", suit.name()),
            format!(
                "{} must lead {} if he has any ({law})",
                from.name(),
                suit.name()
            ),
            Effect::Play(p.clone(), vec![Constraint::MustLead { seat: from, suit }]),
        ));
    }
}
