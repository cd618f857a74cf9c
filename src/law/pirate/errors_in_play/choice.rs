//! The injured side's election of a penalty (67: who chooses; the options of each law), applied
//! to the latest ruling that offers it.

use crate::law::Applied;
use crate::law::Ruling;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::Replay;
use crate::record::{Event, PenaltyChoice};

/// The injured side's election of a penalty, applied to the latest ruling that offers it.
pub(crate) fn chooses(rp: &mut Replay, event: &Event, choice: &PenaltyChoice) {
    let code = rp.code;
    let seat = event.seat;
    let detail = choice
        .card
        .map(|c| format!(" {c}"))
        .or_else(|| choice.suit.map(|s| format!(" {}", s.name())))
        .unwrap_or_default();
    // Law 51: the declarer calls an exposed card, at any time it lies subject to call, unless
    // a ruling still waiting for a choice offers `call-card` itself (law 33's marker card).
    let offered = rp
        .rulings
        .iter()
        .any(|r| r.applied().is_none() && r.options().iter().any(|o| o.is_elected_by(choice)));
    let elected = OptionName::from_name(&choice.name);
    if elected == Some(OptionName::CallCard) && !offered {
        crate::law::pirate::exposed_cards::call_card(rp, event, choice.card);
        return;
    }
    let target = rp
        .rulings
        .iter()
        .rposition(|r| r.options().iter().any(|o| o.is_elected_by(choice)));
    match target {
        Some(i) => {
            let allowed = rp.rulings[i]
                .chooser()
                .as_ref()
                .is_none_or(|c| c.seats.contains(&seat));
            let lacks = elected == Some(OptionName::CallSuit)
                && choice.suit.is_some_and(|suit| {
                    rp.out_of_turn
                        .as_ref()
                        .map(|o| o.rightful)
                        .or(Some(rp.state.next_in_turn()))
                        .and_then(|l| rp.state.holdings[l.index()])
                        .is_some_and(|h| !h.has_suit(suit))
                });
            let r = &mut rp.rulings[i];
            if allowed {
                r.apply(match elected {
                    Some(name) => {
                        Applied::elected(name, format!("{name}{detail}, chosen by {seat}"))
                    }
                    None => Applied::words(format!("{}{detail}, chosen by {seat}", choice.name)),
                });
                if elected == Some(OptionName::CallExposed) {
                    crate::law::pirate::exposed_cards::called_exposed(rp, i);
                }
                if elected == Some(OptionName::Withdraw) {
                    super::withdrawn(rp, i, choice.card);
                }
                crate::law::pirate::penalties_complied::elected(rp, i, choice);
                let r = &mut rp.rulings[i];
                if lacks {
                    r.cite_also(law(code, 35));
                    r.finding(
                        format!("the player called upon to lead{detail} has none of it: no other suit can be called, and he may lead as he pleases"),
                        &[law(code, 35)],
                    );
                }
            } else {
                let mut bad = Ruling::new(
                    RulingKind::ChoiceByWrongPlayer,
                    format!(
                        "{seat} chose {}{detail}, but the choice is not his",
                        choice.name
                    ),
                    Some(seat),
                    rp.place(),
                    [law(code, 67)],
                );
                bad.set_span(event.span);
                let own = rp.rulings[i].laws().to_vec();
                let choosers: Vec<String> = rp.rulings[i]
                    .chooser()
                    .iter()
                    .flat_map(|c| c.seats.iter().map(|s| s.to_string()))
                    .collect();
                bad.finding(
                    format!("the law gives the choice to {}", choosers.join(" or ")),
                    &own,
                );
                bad.apply(Applied::no_penalty(format!(
                    "the choice has no effect and stays with {}",
                    choosers.join(" or ")
                )));
                rp.rulings.push(bad);
            }
        }
        None => {
            // Name what is on offer, so the record can be put right: the options of the
            // rulings still waiting for a choice, and the call of a card lying exposed.
            let mut on_offer: Vec<String> = rp
                .rulings
                .iter()
                .filter(|r| r.applied().is_none())
                .flat_map(|r| r.options().iter().map(|o| format!("`{}`", o.name)))
                .collect();
            if rp
                .adversaries()
                .iter()
                .any(|a| !rp.exposed.of(*a).is_empty())
            {
                on_offer.push("`call-card`".into());
            }
            on_offer.dedup();
            let mut bad = Ruling::of_the_record(
                RulingKind::ChoiceOfNoOption,
                format!(
                    "{seat} chose {}{detail}, which no ruling so far offers",
                    choice.name
                ),
                Some(seat),
                rp.place(),
            );
            bad.set_span(event.span);
            bad.finding(
                if on_offer.is_empty() {
                    "no ruling before this point is waiting for a choice".to_string()
                } else {
                    format!("on offer at this point: {}", on_offer.join(", "))
                },
                &[],
            );
            // Not a silence of the laws: the record names a choice nobody was offered.
            bad.apply(Applied::words(
                "no effect: the choice names no penalty on offer",
            ));
            rp.rulings.push(bad);
        }
    }
}
