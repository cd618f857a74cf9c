//! Dummy's faults that give the adversaries a choice (Pirate laws 64, 65).

use crate::law::names::OptionName;
use crate::record::Action;
use crate::solver::Position;

use super::effect::{Context, Effect, Named, named, not};

/// Law 65: dummy tries to stop a lead from the wrong hand.
pub(super) fn wrong_hand(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    // Law 65: the adversaries may insist that the lead come from the wrong hand.
    let right = p.to_play();
    let wrong = c.contract.declaring_side().partner_of(right);
    match wrong {
        Some(wrong) if p.trick().is_empty() => {
            out.push(named(
                "leave",
                format!("the lead comes from the right hand, {}", right.name()),
                Effect::Play(p.clone(), Vec::new()),
            ));
            let effect = match Position::new(*p.hands(), p.strain(), p.declarers(), wrong, vec![]) {
                Ok(pos) => Effect::Play(pos, Vec::new()),
                Err(e) => not(&e.to_string()),
            };
            out.push(named(
                OptionName::LeadStands.name(),
                format!(
                    "{} (law 65): the declarer leads from {} instead",
                    c.described(OptionName::LeadStands),
                    wrong.name()
                ),
                effect,
            ));
        }
        _ => out.push(named(
            OptionName::LeadStands.name(),
            c.described(OptionName::LeadStands),
            not("the lead due is not the declaring side's"),
        )),
    }
}

/// Law 64: dummy suggested a card; either adversary may demand that it shall, or shall not, be
/// played to the current trick.
pub(super) fn suggested(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    // Dummy suggests a card by naming it, or by touching one of his own (64).
    let card = c.actions().into_iter().find_map(|(_, a)| match a {
        Action::Suggests { card } | Action::Touches { card } => Some(*card),
        _ => None,
    });
    let holder = card.and_then(|card| {
        [c.contract.declarer, c.contract.dummy]
            .into_iter()
            .find(|&s| p.hand(s).contains(card))
    });
    let (Some(card), Some(seat)) = (card, holder) else {
        for o in c.ruling.options() {
            out.push(named(
                o.name.name(),
                o.description.clone(),
                not("the card suggested is not in the declarer's or dummy's hand now"),
            ));
        }
        return;
    };
    let played = (0..p.trick().len()).any(|i| p.leader().nth_left(i) == seat);
    for (name, must) in [
        (OptionName::MustPlay, true),
        (OptionName::MustNotPlay, false),
    ] {
        let effect = if played {
            not("its holder has already played to the current trick")
        } else {
            Effect::Turn {
                position: p.clone(),
                seat,
                card,
                must,
            }
        };
        out.push(named(
            name.name(),
            format!(
                "{} (law 64; if it cannot lawfully be, the demand falls)",
                c.described(name)
            ),
            effect,
        ));
    }
}
