//! Cutting and Dealing, laws 5–14, as far as a record can show them: the irregularities of the
//! deal itself (laws 10–14), wherever the record writes them, the statements of a wrong number of
//! cards ruled on together. Laws 5–9 (cutting for deal and seats, shuffling, the still pack,
//! dealing one at a time) are not matters a record of play shows.

use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};

use crate::cards::Seat;
use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::{Laws, Outcome, PenaltyOption, Place, Possibility, Ruling};
use crate::lawbook::Citation;
use crate::record::{Action, Code, DealIrregularity, Event};

/// Law 11: "When a deal out of turn stands, the next deal passes to the left" (of the player
/// who dealt it, not of the one whose deal it was). True when the record says this deal was
/// dealt out of turn; the caller knows whether it stood (no irregularity made it void).
pub(crate) fn dealt_out_of_turn(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e.action,
            Action::DealIrregularity {
                irregularity: DealIrregularity::DealsOutOfTurn
            }
        )
    })
}

/// The irregularities of a deal, wherever the record writes them, ruled on together: each on
/// its own, and the statements of a wrong number of cards on their combined facts (laws 10, 13,
/// 14). Also the law that makes the deal void or calls for a new one, if any does.
pub(crate) fn rule_deal_events(code: Code, events: &[&Event]) -> (Vec<Ruling>, Option<Citation>) {
    let mut rulings = Vec::new();
    let mut counts_ruled = false;
    let mut void = None;
    for e in events {
        if let Action::DealIrregularity {
            irregularity: DealIrregularity::WrongNumberOfCards { .. },
        } = e.action
        {
            if !counts_ruled {
                counts_ruled = true;
                if let Some((r, v)) = rule_card_counts(code, events) {
                    void = void.or(v);
                    rulings.push(r);
                }
            }
            continue;
        }
        if let Some(r) = rule_event(code, e) {
            void = void.or_else(|| voids(code, &r));
            rulings.push(r);
        }
    }
    (rulings, void)
}

/// The law under which a ruling of the deal voids it or calls for a new deal.
fn voids(code: Code, r: &Ruling) -> Option<Citation> {
    match r.kind() {
        RulingKind::NewDeal => Some(law(code, 10)),
        RulingKind::ImperfectPack | RulingKind::CardOfTheOtherPack => Some(law(code, 13)),
        _ => None,
    }
}

/// Laws 10, 13 and 14 on the combined statements of a deal that a player has a wrong number of
/// cards ("E has 12 cards", "W has 14 cards"), with any player stated to have thirteen. A player
/// the record does not name is taken to have his right number, and the ruling says so.
pub(crate) fn rule_card_counts(
    code: Code,
    events: &[&Event],
) -> Option<(Ruling, Option<Citation>)> {
    // Each player's count in the order the record states them (a count stated again replaces
    // the first, in its place), so the ruling names them as written, from whichever seat.
    let mut stated: Vec<(Seat, u8)> = Vec::new();
    let mut first = None;
    for e in events {
        if let Action::DealIrregularity {
            irregularity: DealIrregularity::WrongNumberOfCards { count },
        } = e.action
        {
            first.get_or_insert(*e);
            match stated.iter_mut().find(|(s, _)| *s == e.seat) {
                Some(said) => said.1 = count,
                None => stated.push((e.seat, count)),
            }
        }
    }
    let first = first?;
    // A misdeal (law 10) or an imperfect pack (law 13) written for the deal.
    let deal_voided = events.iter().find_map(|e| match e.action {
        Action::DealIrregularity {
            irregularity: DealIrregularity::Misdeal,
        } => Some(10),
        Action::DealIrregularity {
            irregularity: DealIrregularity::ImperfectPack,
        } => Some(13),
        _ => None,
    });
    let count_of = |seat: Seat| stated.iter().find(|(s, _)| *s == seat).map(|(_, n)| *n);
    let wrong: Vec<(Seat, u8)> = stated.iter().filter(|(_, n)| *n != 13).copied().collect();
    let unstated: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| count_of(*s).is_none())
        .collect();
    let said = |list: &[(Seat, u8)]| {
        list.iter()
            .map(|(s, n)| format!("{s} has {n} cards"))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let mut r = Ruling::new(
        RulingKind::WrongNumberOfCards,
        if wrong.is_empty() {
            said(&stated)
        } else {
            said(&wrong)
        },
        (wrong.len() == 1).then(|| wrong[0].0),
        Place::Deal,
        // Law 14, the number of cards: each case below cites the laws that rule it.
        law(code, 14),
    );
    r.set_span(first.span);
    let one_short = wrong.len() == 1 && wrong[0].1 < 13;
    if !unstated.is_empty() && !wrong.is_empty() && !one_short {
        let names: Vec<String> = unstated.iter().map(|s| s.to_string()).collect();
        r.finding(
            format!(
                "the record names no wrong number for {}: {} taken to have thirteen cards",
                names.join(", "),
                if unstated.len() == 1 {
                    "he is"
                } else {
                    "they are"
                }
            ),
            &[law(code, 14)],
        );
    }
    // Every player's count, the unnamed ones taken as thirteen.
    let total: u32 = Seat::ALL
        .iter()
        .map(|s| u32::from(count_of(*s).unwrap_or(13)))
        .sum();
    let void;
    match wrong.as_slice() {
        [] => {
            r.finding(
                "thirteen cards is the right number: there is no irregularity",
                &[law(code, 14)],
            );
            r.apply(Applied::words("no irregularity"));
            void = None;
        }
        [(seat, n)]
            if *n < 13
                && !unstated.is_empty()
                && let Some(written) = deal_voided =>
        {
            // One player short, and the record writes the misdeal or the imperfect pack that
            // decides it: the deal is void under that law, ruled on its own line.
            r.cite([law(code, 14), law(code, written)]);
            r.finding(
                format!(
                    "{seat} has {n} cards; the record also writes {}: the deal is void under law {written}, ruled below",
                    if written == 10 { "a misdeal" } else { "the pack found imperfect" }
                ),
                &[law(code, written)],
            );
            r.apply(Applied::words("the deal is void"));
            void = None;
        }
        [(seat, n)] if *n < 13 && !unstated.is_empty() => {
            // One player short, the others' counts not written: the law turns on them.
            r.cite([law(code, 14)]);
            // The others from the short player's left, as the cards go round.
            let others: Vec<Seat> = (1..4)
                .map(|i| seat.nth_left(i))
                .filter(|s| unstated.contains(s))
                .collect();
            let thirteen: Vec<String> =
                others.iter().map(|s| format!("{s} has 13 cards")).collect();
            let other = others[0];
            let possibilities = vec![
                Possibility::new(
                    "the others have their right number and the deal was apparently regular",
                    format!(
                        "the deal stands: the missing card must be found, or {seat} is responsible for any revokes just as if it had been in his hand"
                    ),
                    &[law(code, 14)],
                )
                .answer("the others have thirteen, the deal regular")
                .settled_by(crate::law::Settle::at_end(thirteen)),
                Possibility::new(
                    "another player also has a wrong number",
                    "the deal is void (law 14, the fifty-two cards being in evidence; else law 13, the pack being imperfect)",
                    &[law(code, 14)],
                )
                .answer("another has a wrong number")
                .settled_by(
                    crate::law::Settle::line(format!("{other} has 14 cards")).example(format!(
                        "{other} with fourteen cards stands for any other player with a wrong number: write his and his count"
                    )),
                ),
                Possibility::new(
                    "the cards were not dealt one at a time, each his right number",
                    "there must be a new deal",
                    &[law(code, 10)],
                )
                .answer("the cards were misdealt")
                .wants_misdeal(),
                Possibility::new(
                    "the pack is proved imperfect, the card missing from it, before the cards are cut for the following deal",
                    "the deal is void",
                    &[law(code, 13)],
                )
                .answer("the pack is imperfect")
                .settled_by(crate::law::Settle::line(format!(
                    "{seat} finds the pack imperfect"
                ))),
            ];
            r.set_outcome(Outcome::Conditional {
                turns_on: "whether the other players have their right number, whether the deal was apparently regular, and whether the pack was whole".into(),
                question: format!(
                    "{seat} has {n} cards: do the others have thirteen each, was the deal regular, and is the pack whole?"
                ),
                possibilities,
                to_record: "any other player's wrong number (`N has 14 cards`), or `N misdeals`, or `N finds the pack imperfect`; the deal is ruled as standing until the record says otherwise".into(),
            });
            void = None;
        }
        [(seat, n)] if *n < 13 => {
            r.cite([law(code, 14), law(code, 13)]);
            r.finding(
                format!("{seat} alone has fewer than thirteen cards, the others having their right number: the missing card must be found if the deal was apparently regular, or he is responsible for any revokes, just as if the card had been in his hand"),
                &[law(code, 14)],
            );
            r.finding(
                "if the pack is proved imperfect before the cards are cut for the following deal, the deal is void (write `N finds the pack imperfect`)",
                &[law(code, 13)],
            );
            r.apply(Applied::words(format!(
                "the deal stands: {seat} is responsible for revokes as if the missing card were in his hand"
            )));
            void = None;
        }
        [(seat, n)] => {
            r.cite([law(code, 13), law(code, 10)]);
            r.finding(
                format!("{seat} has {n} cards and the others their right number: the pack holds {total} cards, more than fifty-two; it is imperfect by reason of superfluous cards, and the deal is void"),
                &[law(code, 13), law(code, 10)],
            );
            r.finding(
                "had another player fewer than thirteen, two players would have a wrong number and the deal would be void all the same",
                &[law(code, 14)],
            );
            r.apply(Applied::words("the deal is void"));
            void = Some(law(code, 13));
        }
        _ => {
            if total == 52 {
                r.cite([law(code, 14), law(code, 10)]);
                r.finding(
                    format!(
                        "two players have a wrong number, the fifty-two cards being in evidence ({}): the deal is void",
                        said(&wrong)
                    ),
                    &[law(code, 14)],
                );
                void = Some(law(code, 14));
            } else {
                r.cite([law(code, 13), law(code, 14), law(code, 10)]);
                r.finding(
                    format!("two players have a wrong number, and the hands hold {total} cards, not fifty-two: the pack is imperfect, and the deal is void"),
                    &[law(code, 13), law(code, 14)],
                );
                void = Some(law(code, 13));
            }
            r.apply(Applied::words("the deal is void"));
        }
    }
    Some((r, void))
}

/// Law 12: each of the others scores 25 for each card looked at during the deal.
pub(crate) const LOOKING_DURING_DEAL_PENALTY: i32 = 25;

/// Rules on an irregularity of the deal.
pub(crate) fn rule_event(code: Code, event: &Event) -> Option<Ruling> {
    let Action::DealIrregularity { irregularity } = &event.action else {
        return None;
    };
    let seat = event.seat;
    let made = |kind: RulingKind, summary: String, laws: Laws| {
        let mut r = Ruling::new(kind, summary, Some(seat), Place::Deal, laws);
        r.set_span(event.span);
        r
    };
    let r = match irregularity {
        DealIrregularity::LooksDuringDeal => {
            let mut r = made(
                RulingKind::LookedAtCardDuringDeal,
                format!("{seat} lifted and looked at a card before the deal was complete"),
                Laws::from([law(code, 12)]),
            );
            r.finding(
                "any player who looks at any of his cards before the deal is complete forfeits 25 points in honors to each of the others for each card so looked at; the record names one card",
                &[law(code, 12)],
            );
            r.enter(each_of_the_others(
                code,
                seat,
                LOOKING_DURING_DEAL_PENALTY,
                12,
                &format!("{seat} looked at a card during the deal"),
            ));
            r.apply(Applied::words("each of the others scores 25 in honors"));
            r
        }
        DealIrregularity::Misdeal
        | DealIrregularity::CardFacedInDealing
        | DealIrregularity::FacedInPack
        | DealIrregularity::LastCardNotToDealer
        | DealIrregularity::TwoCardsDealt {
            rectified: false, ..
        }
        | DealIrregularity::NotCut => {
            let what = match irregularity {
                DealIrregularity::CardFacedInDealing | DealIrregularity::FacedInPack => {
                    "a card was found faced in the pack"
                }
                DealIrregularity::NotCut => "the pack was not properly cut",
                DealIrregularity::LastCardNotToDealer => {
                    "the last card did not come to the dealer: the cards were not dealt one at a time in turn"
                }
                DealIrregularity::TwoCardsDealt { .. } => {
                    "two cards were dealt together and then a third: not one at a time"
                }
                _ => "the cards were not dealt properly, one at a time",
            };
            let mut r = made(
                RulingKind::NewDeal,
                format!("{seat}'s deal: {what}"),
                Laws::from([law(code, 10)]),
            );
            r.finding(
                format!("no matter what irregularities occur, the deal is not lost; there must be a new deal: {what}"),
                &[law(code, 10)],
            );
            r.apply(Applied::words(format!(
                "a new deal by the same dealer, {seat}"
            )));
            r
        }
        DealIrregularity::DealsOutOfTurn | DealIrregularity::WrongPack => {
            let what = if *irregularity == DealIrregularity::WrongPack {
                "with the wrong pack"
            } else {
                "out of turn"
            };
            let mut r = made(
                RulingKind::DealOutOfTurnOrWrongPack,
                format!("{seat} dealt {what}"),
                Laws::from([law(code, 11)]),
            );
            r.finding(
                "the dealer must be stopped before the last card is dealt, or the deal stands; the protest must come from a player who has not looked at his cards",
                &[law(code, 11)],
            );
            r.offer(vec![
                PenaltyOption {
                    name: OptionName::Stopped,
                    description: "stopped before the last card was dealt: the right dealer deals"
                        .into(),
                    laws: vec![law(code, 11)],
                },
                PenaltyOption {
                    name: OptionName::DealStands,
                    description: if *irregularity == DealIrregularity::WrongPack {
                        "the deal stands; the next dealer may take his choice of packs".into()
                    } else {
                        "the deal stands; the next deal passes to the left of this dealer".into()
                    },
                    laws: vec![law(code, 11)],
                },
            ]);
            r.set_outcome(Outcome::Ruled);
            r
        }
        DealIrregularity::TwoCardsDealt { .. } => {
            // Rectified before a third card: the Pirate laws have no such exception.
            let mut r = Ruling::not_covered(
                RulingKind::DealIrregularity,
                format!("{seat} dealt two cards together and moved one card to put it right"),
                Some(seat),
                Place::Deal,
                "the laws give the dealer no right to rectify a misdeal by moving a card: law 10 orders a new deal if each player does not receive the right number of cards, one at a time, and no law says whether a deal put right before the next card stands",
                law(code, 10),
            );
            r.set_span(event.span);
            r
        }
        DealIrregularity::ImperfectPack => {
            let mut r = made(
                RulingKind::ImperfectPack,
                format!("{seat} found the pack imperfect"),
                Laws::from([law(code, 13)]),
            );
            r.finding(
                "if the pack is proved imperfect before the cards are cut for the following deal, or the score of the rubber made up and agreed to, the deal with the imperfect pack is void, but all previous scores or cutting made with that pack stand",
                &[law(code, 13)],
            );
            r.apply(Applied::words("deal-void"));
            r
        }
        DealIrregularity::CardOfOtherPack => {
            let mut r = made(
                RulingKind::CardOfTheOtherPack,
                format!("{seat} has a card of the other pack"),
                Laws::from([law(code, 10)]),
            );
            r.finding(
                "a card of the other pack makes this pack incorrect: there must be a new deal if the pack is proved incorrect or imperfect by reason of missing or superfluous cards",
                &[law(code, 10)],
            );
            r.finding(
                "the deal with the imperfect pack is void, but all previous scores or cutting made with that pack shall stand",
                &[law(code, 13)],
            );
            r.apply(Applied::words("deal-void; the deal is not lost"));
            r
        }
        DealIrregularity::WrongNumberOfCards { .. } => {
            // Ruled on the combined statements of the deal: `rule_card_counts`.
            return None;
        }
    };
    Some(r)
}
