//! Directions for a player's next card: a card played before the partner (Pirate law 36),
//! attention drawn before the partner plays (40), a revoke corrected in time (57, 58).

use crate::cards::{Card, Seat, Suit};
use crate::law::names::OptionName;
use crate::solver::{Constraint, trick_winner};

use super::effect::{CALLED_AT_ONCE, Context, Effect, Named, lost, named, not};

/// Law 36: an adversary plays before his partner.
pub(super) fn played_before_partner(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((offender, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    // His card stays played, at his turn; the partner is directed (law 36).
    let base = Constraint::PlayCard {
        seat: offender,
        card,
    };
    directions(out, c, p.to_play(), Some(base), "law 36", true);
}

/// Law 40: an adversary draws attention to the trick before his partner plays.
pub(super) fn attention_before_partner(out: &mut Vec<Named>, c: &Context) {
    let Some(offender) = c.ruling.offender() else {
        out.push(lost(c));
        return;
    };
    let [a, b] = c.adversaries();
    let partner = if offender == a { b } else { a };
    directions(out, c, partner, None, "law 40", false);
}

/// Laws 57 and 58: a revoke corrected in time.
pub(super) fn revoke_corrected(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((seat, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    if p.to_play() != seat {
        out.push(lost(c));
        return;
    }
    let by_declarer = c.ruling.offender() == Some(c.contract.declarer);
    let law = if by_declarer { "law 58" } else { "law 57" };
    let led = p.trick().first().map(|x| x.suit);
    for o in c.ruling.options() {
        let constraint = match (o.name, led) {
            (OptionName::CallExposed, _) => Some(Constraint::PlayCard { seat, card }),
            (OptionName::Highest, Some(suit)) => Some(Constraint::Highest { seat, suit }),
            (OptionName::Lowest, Some(suit)) => Some(Constraint::Lowest { seat, suit }),
            _ => None,
        };
        let description = if o.name == OptionName::CallExposed {
            format!(
                "{} ({law}): he follows suit as he likes; {card} {CALLED_AT_ONCE}",
                o.description
            )
        } else {
            format!("{} ({law})", o.description)
        };
        let effect = match constraint {
            Some(k) => Effect::Play(p.clone(), vec![k]),
            None => not("its effect on the play is not modelled"),
        };
        out.push(named(o.name.name(), description, effect));
    }
}

/// Laws 36 and 40: the partner yet to play called upon for his highest or lowest of the suit,
/// or to win or not win (lose) the trick; void in the suit led, for his highest card of a suit
/// the declarer names (36 only).
pub(super) fn directions(
    out: &mut Vec<Named>,
    c: &Context,
    seat: Seat,
    base: Option<Constraint>,
    law: &str,
    discard: bool,
) {
    let p = &c.at.position;
    let led = p.trick().first().map(|x| x.suit);
    let hand = p.hand(seat);
    let premature = match base {
        Some(Constraint::PlayCard { card, .. }) => Some(card),
        _ => None,
    };
    let with = |k: Constraint| Effect::Play(p.clone(), base.into_iter().chain([k]).collect());
    for o in c.ruling.options() {
        let description = format!("{} ({law})", o.description);
        match (o.name, led) {
            (OptionName::Highest | OptionName::Lowest, Some(suit)) if hand.has_suit(suit) => {
                let k = if o.name == OptionName::Highest {
                    Constraint::Highest { seat, suit }
                } else {
                    Constraint::Lowest { seat, suit }
                };
                out.push(named(o.name.name(), description, with(k)));
            }
            (OptionName::DiscardHighest, Some(_)) if discard => {
                for suit in Suit::ALL.into_iter().rev().filter(|&s| hand.has_suit(s)) {
                    out.push(named(
                        format!("discard-highest {}", suit.name()),
                        format!(
                            "{} has none of the suit led: he discards his highest {} (law 36)",
                            seat.name(),
                            suit.singular()
                        ),
                        with(Constraint::Highest { seat, suit }),
                    ));
                }
            }
            (OptionName::Highest | OptionName::Lowest, Some(_)) => out.push(named(
                o.name.name(),
                description,
                not("he has none of the suit led: the direction cannot be performed"),
            )),
            (OptionName::Win | OptionName::Lose | OptionName::NotWin, _)
                if premature.is_some() && p.to_play() == seat =>
            {
                let Some(prem) = premature else { continue };
                let win = o.name == OptionName::Win;
                // The cards that beat (or do not beat) every card on the table, his partner's
                // premature card included: what "win the trick" can mean as he plays.
                let allowed: Vec<Card> = p
                    .legal_cards()
                    .into_iter()
                    .filter(|&x| {
                        let mut table = p.trick().to_vec();
                        table.extend([x, prem]);
                        (trick_winner(p.leader(), &table, p.strain()) == seat) == win
                    })
                    .collect();
                out.push(named(
                    o.name.name(),
                    format!(
                        "{description}: he {} play a card that beats every card on the table, \
                         his partner's {prem} included{}",
                        if win { "must" } else { "may not" },
                        if allowed.is_empty() {
                            " (he has none such: the direction binds nothing)"
                        } else {
                            ""
                        }
                    ),
                    Effect::Choose {
                        position: p.clone(),
                        seat,
                        allowed,
                        then: base.into_iter().collect(),
                    },
                ));
            }
            (OptionName::Win, _) => out.push(named(
                o.name.name(),
                description,
                with(Constraint::WinTrick { seat }),
            )),
            (OptionName::Lose | OptionName::NotWin, _) => out.push(named(
                o.name.name(),
                description,
                with(Constraint::LoseTrick { seat }),
            )),
            _ => out.push(named(
                o.name.name(),
                description,
                not("no card is led to the trick"),
            )),
        }
    }
}
