//! Leads out of turn (Pirate laws 30, 32–35) and the suit called after an adversary's word
//! (41, 42): the options as positions and constraints.

use crate::cards::{Card, Seat};
use crate::law::names::{OptionName, RulingKind};
use crate::solver::Constraint;

use super::effect::{
    CALLED_AT_ONCE, Context, Effect, Named, call_suits, later_calls, lead_stands, lost, named, not,
};

/// Law 30: the wrong player leads to the first trick.
pub(super) fn wrong_opening_lead(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((offender, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    let rightful = p.to_play();
    out.push(named(
        OptionName::AcceptLead.name(),
        format!(
            "{} (law 30): the others play to {card}",
            c.described(OptionName::AcceptLead)
        ),
        lead_stands(p, offender, card),
    ));
    out.push(named(
        OptionName::ForbidSuit.name(),
        format!(
            "{} (law 30): {card} is taken back and {} leads anything else",
            c.described(OptionName::ForbidSuit),
            rightful.name()
        ),
        Effect::Play(
            p.clone(),
            vec![Constraint::MayNotLead {
                seat: rightful,
                suit: card.suit,
            }],
        ),
    ));
    call_exposed(out, c, offender, card, "law 30");
}

/// The card led out of turn called exposed, with the rightful leader to lead (30, 32): at once,
/// or at each later trick (51).
fn call_exposed(out: &mut Vec<Named>, c: &Context, offender: Seat, card: Card, law: &str) {
    let p = &c.at.position;
    out.push(named(
        OptionName::CallExposed.name(),
        format!(
            "{} ({law}), {} leads; {card} {CALLED_AT_ONCE}",
            c.described(OptionName::CallExposed),
            p.to_play().name()
        ),
        Effect::Play(
            p.clone(),
            vec![Constraint::PlayCard {
                seat: offender,
                card,
            }],
        ),
    ));
    out.extend(later_calls(
        c.at,
        offender,
        card,
        OptionName::CallExposed.name(),
    ));
}

/// Law 32: an adversary leads in his partner's turn (35: a suit called that he lacks).
pub(super) fn led_in_partners_turn(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((offender, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    let rightful = p.to_play();
    out.push(named(
        OptionName::LeadStands.name(),
        format!("no penalty: the declarer or dummy plays to {card}, and it stands (law 32)"),
        lead_stands(p, offender, card),
    ));
    call_exposed(out, c, offender, card, "law 32");
    call_suits(out, p, rightful, "law 32; law 35 if he has none");
}

/// Law 33: an adversary leads when neither should.
pub(super) fn led_when_neither_should(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((offender, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    out.push(named(
        OptionName::CallCard.name(),
        format!(
            "{} (law 33); {card} {CALLED_AT_ONCE}",
            c.described(OptionName::CallCard)
        ),
        Effect::Play(
            p.clone(),
            vec![Constraint::PlayCard {
                seat: offender,
                card,
            }],
        ),
    ));
    out.extend(later_calls(
        c.at,
        offender,
        card,
        OptionName::CallCard.name(),
    ));
    out.push(named(
        OptionName::CallSuit.name(),
        format!("{} (law 33)", c.described(OptionName::CallSuit)),
        not(
            "the suit is called from whichever adversary regains the lead first (law \
             33); the solver binds a call to one named player",
        ),
    ));
}

/// Law 34: the declarer leads out of turn (and, by analogy, the acceptor before his hand
/// is down).
pub(super) fn declarer_led_out_of_turn(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((offender, card)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    let analogy = if c.ruling.kind() == RulingKind::DeclarerLedOutOfTurn {
        "law 34"
    } else {
        "by analogy with law 34"
    };
    out.push(named(
        OptionName::Correct.name(),
        format!(
            "{} ({analogy}): {card} goes back and {} leads",
            c.described(OptionName::Correct),
            p.to_play().name()
        ),
        Effect::Play(p.clone(), Vec::new()),
    ));
    out.push(named(
        OptionName::LeadStands.name(),
        format!("{} ({analogy})", c.described(OptionName::LeadStands)),
        lead_stands(p, offender, card),
    ));
}

/// Laws 34 and 36: the declarer's lead to the next trick before this one is complete. Its
/// options are law 34's, a matter of the play, but not played out: the trick in progress is
/// still to be finished, and the laws admit two readings of the lead itself.
pub(super) fn declarer_led_before_trick_complete(out: &mut Vec<Named>, c: &Context) {
    for name in [OptionName::Correct, OptionName::LeadStands] {
        out.push(named(
            name.name(),
            format!("{} (law 34, the first reading)", c.described(name)),
            not(
                "the card was led before the trick in progress was complete: the rest of that \
                 trick, still to be played, decides who leads, and the laws admit two readings \
                 of the lead",
            ),
        ));
    }
}

/// Laws 41 and 42: a suit called from the adversary about to lead.
pub(super) fn suit_after_a_word(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let law = if c.ruling.kind() == RulingKind::AdversaryDrewAttention {
        "law 41"
    } else {
        "law 42"
    };
    out.push(named(
        "leave",
        "call no suit",
        Effect::Play(p.clone(), Vec::new()),
    ));
    let next = p.to_play();
    if p.trick().is_empty() && c.adversaries().contains(&next) {
        call_suits(out, p, next, law);
    } else {
        out.push(named(
            OptionName::CallSuit.name(),
            format!("{} ({law})", c.described(OptionName::CallSuit)),
            not(
                "the suit is called from the adversary whose next turn it will be to \
                 lead, which the play from here decides; the solver binds a call to \
                 one named player",
            ),
        ));
    }
}
