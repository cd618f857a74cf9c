//! A new deal, laws 39–47 (and the dealing of 34, 38): what voids a deal outright, what gives
//! the other side the claim of a fresh one, and what stands once the last card is dealt.

use crate::cards::Seat;
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Laws, Place, Ruling};
use crate::record::{DealIrregularity, Event, PenaltyChoice};

use super::table::{Table, chooser, clause, law, option};

/// An irregularity of the deal written in the record, at `place` (in the auction, or the play);
/// `has_played` says whether the player had played any of his cards by then (44).
pub(crate) fn irregularity(
    t: &mut Table,
    event: &Event,
    what: &DealIrregularity,
    place: Place,
    has_played: bool,
) {
    let seat = event.seat;
    let others: Vec<Seat> = if t.is_adversary(seat) {
        vec![t.dealer]
    } else {
        t.adversaries()
    };
    let made = |kind: RulingKind, summary: String, laws: Laws| {
        let mut r = Ruling::new(kind, summary, Some(seat), place.clone(), laws);
        r.set_span(event.span);
        r
    };
    let r = match what {
        DealIrregularity::TwoCardsDealt {
            to_one_hand,
            rectified: true,
        } => {
            // 39 VI's exception: put right before the third card, the deal stands.
            let mut r = made(
                RulingKind::Misdeal,
                format!(
                    "{} dealt two cards {} and rectified it by moving one card before dealing a third",
                    seat.name(),
                    if *to_one_hand {
                        "to one hand"
                    } else {
                        "at once"
                    }
                ),
                Laws::from([clause(39, "VI")]),
            );
            r.finding(
                "if, prior to dealing that card, the dealer can, by altering the position of one \
                 card only, rectify such error, he may do so: no new deal",
                &[clause(39, "VI")],
            );
            r.apply(Applied::option(OptionName::DealStands));
            r
        }
        DealIrregularity::Misdeal
        | DealIrregularity::FacedInPack
        | DealIrregularity::LastCardNotToDealer
        | DealIrregularity::TwoCardsDealt { .. } => {
            // Law 39's items: a new deal outright, which no one may waive.
            let (item, summary, words) = match what {
                DealIrregularity::FacedInPack => (
                    "II",
                    format!("{} found a card faced in the pack", seat.name()),
                    "if any card be faced in the pack",
                ),
                DealIrregularity::LastCardNotToDealer => (
                    "IV",
                    format!(
                        "the last card did not come in its regular order to {}, the dealer",
                        t.dealer.name()
                    ),
                    "should the last card not come in its regular order to the dealer",
                ),
                DealIrregularity::TwoCardsDealt { to_one_hand, .. } => (
                    "VI",
                    format!(
                        "{} dealt two cards {} and then dealt a third",
                        seat.name(),
                        if *to_one_hand {
                            "to one hand"
                        } else {
                            "at once"
                        }
                    ),
                    "should the dealer deal two cards at once, or two cards to the same hand, \
                     and then deal a third",
                ),
                _ => (
                    "III",
                    format!("{} misdealt", seat.name()),
                    "unless the cards are dealt into four packets, one at a time and in regular \
                     rotation",
                ),
            };
            let kind = if item == "II" {
                RulingKind::NewDeal
            } else {
                RulingKind::Misdeal
            };
            let mut r = made(kind, summary, Laws::from([clause(39, item)]));
            // The guide's word on a misdeal fits the dealer's faults, not a card faced in the pack.
            let guide = if item == "II" {
                ""
            } else {
                "; the guide: \"should the dealer misdeal, he deals again\" (p. 29)"
            };
            r.finding(
                format!("{words}, there must be a new deal{guide}"),
                &[clause(39, item)],
            );
            r.apply(Applied::option(OptionName::NewDeal));
            t.annulled = Some(clause(39, item));
            r
        }
        DealIrregularity::CardFacedInDealing => {
            // Law 41 keeps the adversaries' claim when the dealer hurries the deal on: it
            // speaks only of a card exposed by the dealer or his partner.
            let by_dealers_side = !t.is_adversary(seat);
            let mut r = made(
                RulingKind::CardExposedInDealing,
                format!("a card was exposed by {} in dealing", seat.name()),
                if by_dealers_side {
                    Laws::from([law(40), law(41)])
                } else {
                    Laws::from([law(40)])
                },
            );
            r.chosen_by(chooser(
                others,
                Some("a player who has not looked at any of his cards"),
                &[law(40)],
            ));
            r.offer(vec![
                option(OptionName::NewDeal, "claim a new deal", &[law(40)]),
                option(
                    OptionName::DealStands,
                    "let the deal stand; the card cannot be called",
                    &[law(40)],
                ),
            ]);
            r.finding(
                "if a new deal does not take place, the exposed card cannot be called",
                &[law(40)],
            );
            if by_dealers_side {
                r.finding(
                    "if it was one of the last cards, and the dealer completed the deal before \
                     his adversaries had reasonable time to decide as to a fresh deal, they do \
                     not thereby lose their privilege",
                    &[law(41)],
                );
            }
            r
        }
        DealIrregularity::LooksDuringDeal => {
            let mut r = made(
                RulingKind::CardLookedAtInDealing,
                format!("{} looked at a card during the deal", seat.name()),
                Laws::from([law(42)]),
            );
            let adversaries = vec![seat.left(), seat.right()];
            r.chosen_by(chooser(adversaries, None, &[law(42)]));
            r.offer(vec![
                option(OptionName::NewDeal, "exact a new deal", &[law(42)]),
                option(
                    OptionName::DealStands,
                    "let the deal stand (they have a right to see the card)",
                    &[law(42)],
                ),
            ]);
            r
        }
        DealIrregularity::WrongNumberOfCards { .. } => {
            if t.counts_ruled {
                // Ruled with the deal's first such statement, on the combined facts.
                return;
            }
            t.counts_ruled = true;
            let mut r = made(
                RulingKind::WrongNumberOfCards,
                String::new(),
                Laws::from([clause(39, "V"), law(44)]),
            );
            card_counts(t, &mut r, has_played);
            r
        }
        DealIrregularity::DealsOutOfTurn | DealIrregularity::WrongPack => {
            let (kind, how) = if matches!(what, DealIrregularity::WrongPack) {
                (
                    RulingKind::DealtWithWrongPack,
                    "with the adversaries' cards",
                )
            } else {
                (RulingKind::DealtOutOfTurn, "out of turn")
            };
            let mut r = made(
                kind,
                format!("{} dealt {how}", seat.name()),
                Laws::from(law(46)),
            );
            r.finding(
                "it may be stopped before the last card is dealt; the record writes it after the \
                 deal, so the game proceeds as if no mistake had been made",
                &[law(46)],
            );
            r.apply(Applied::option(OptionName::DealStands));
            r
        }
        DealIrregularity::CardOfOtherPack => {
            // Law 43: the adversaries of the player who took the card decide.
            let mut r = made(
                RulingKind::CardOfTheOtherPack,
                format!(
                    "{} took into his hand a card belonging to the other pack",
                    seat.name()
                ),
                Laws::from([law(43)]),
            );
            r.chosen_by(chooser(vec![seat.left(), seat.right()], None, &[law(43)]));
            r.offer(vec![
                option(OptionName::NewDeal, "have a fresh deal", &[law(43)]),
                option(OptionName::DealStands, "let the deal stand", &[law(43)]),
            ]);
            r.finding(
                format!(
                    "on discovery of the error, the adversaries of {} may decide whether they \
                     will have a fresh deal or not",
                    seat.name()
                ),
                &[law(43)],
            );
            r
        }
        DealIrregularity::ImperfectPack => {
            let mut r = made(
                RulingKind::ImperfectPack,
                format!("{} found the pack imperfect", seat.name()),
                Laws::from([law(45)]),
            );
            r.finding(
                "the proof does not alter any past score, game or rubber; the hand in which the \
                 imperfection was detected is null and void; the dealer deals again",
                &[law(45)],
            );
            r.apply(Applied::option(OptionName::NewDeal));
            t.annulled = Some(law(45));
            r
        }
        DealIrregularity::NotCut => {
            let mut r = made(
                RulingKind::PackNotCut,
                format!("{} dealt without having the pack cut", seat.name()),
                Laws::from([clause(39, "VII")]),
            );
            r.finding(
                "a new deal only if the adversaries discover it before the last card is dealt \
                 and before looking at their cards, not after",
                &[clause(39, "VII")],
            );
            r.chosen_by(chooser(t.adversaries(), None, &[clause(39, "VII")]));
            r.offer(vec![
                option(
                    OptionName::NewDeal,
                    "a new deal (discovered in time)",
                    &[clause(39, "VII")],
                ),
                option(
                    OptionName::DealStands,
                    "the deal stands (discovered too late)",
                    &[clause(39, "VII")],
                ),
            ]);
            r
        }
    };
    t.push(r);
}

/// Laws 39 V, 39 I, 44 and 45 on the combined statements of a deal that players have a wrong
/// number of cards, ruled at the first of them. A player the record does not name is taken to
/// have his right number, and the ruling says so.
fn card_counts(t: &mut Table, r: &mut Ruling, has_played: bool) {
    let mut stated: Vec<(Seat, u8)> = Vec::new();
    for &(s, n) in &t.stated_counts {
        match stated.iter_mut().find(|(x, _)| *x == s) {
            Some(slot) => slot.1 = n,
            None => stated.push((s, n)),
        }
    }
    let over: Vec<(Seat, u8)> = stated.iter().copied().filter(|(_, n)| *n > 13).collect();
    let under: Vec<(Seat, u8)> = stated.iter().copied().filter(|(_, n)| *n < 13).collect();
    let said = |l: &[(Seat, u8)]| {
        l.iter()
            .map(|(s, n)| format!("{} had {n} cards", s.name()))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let wrong: Vec<(Seat, u8)> = over.iter().chain(under.iter()).copied().collect();
    r.set_kind(RulingKind::WrongNumberOfCards);
    r.set_summary(if wrong.is_empty() {
        said(&stated)
    } else {
        said(&wrong)
    });
    r.set_offender((wrong.len() == 1).then(|| wrong[0].0));
    let unstated: Vec<String> = Seat::ALL
        .into_iter()
        .filter(|s| !stated.iter().any(|(x, _)| x == s))
        .map(|s| s.to_string())
        .collect();
    if !unstated.is_empty() && !wrong.is_empty() {
        r.finding(
            format!(
                "the record names no wrong number for {}: taken to have thirteen cards",
                unstated.join(", ")
            ),
            &[clause(39, "V"), law(44)],
        );
    }
    if wrong.is_empty() {
        r.cite([clause(39, "V"), law(44)]);
        r.finding(
            "thirteen is the right number of cards: there is nothing to rule on",
            &[clause(39, "V")],
        );
        r.apply(Applied::words("no irregularity"));
    } else if !over.is_empty() && !under.is_empty() {
        r.cite([clause(39, "V")]);
        r.finding(
            "a player with more than thirteen cards, and another with fewer: there must be a new \
             deal",
            &[clause(39, "V")],
        );
        r.apply(Applied::option(OptionName::NewDeal));
        t.annulled = Some(clause(39, "V"));
    } else if let [(seat, 14)] = over.as_slice()
        && t.other_pack.contains(seat)
    {
        // His fourteenth card is the other pack's: this pack may be whole, and law 43 governs.
        r.cite([law(43)]);
        r.finding(
            format!(
                "{} has fourteen cards, one of them a card of the other pack taken into his \
                 hand: the adversaries decide whether there is a fresh deal (see the ruling on \
                 that card); the pack dealt is not shown imperfect",
                seat.name()
            ),
            &[law(43), clause(39, "I")],
        );
        r.apply(Applied::words("as law 43 decides"));
    } else if !over.is_empty() {
        // More than thirteen and no one short: the pack holds more than fifty-two cards.
        r.cite([clause(39, "I"), law(45)]);
        r.finding(
            "more than thirteen cards and the others their right number: the pack holds \
             superfluous cards, so it is incorrect or imperfect, and there must be a new deal; \
             had another player fewer than thirteen, law 39 V would call for a new deal all the \
             same",
            &[clause(39, "I"), clause(39, "V"), law(45)],
        );
        r.apply(Applied::option(OptionName::NewDeal));
        t.annulled = Some(clause(39, "I"));
    } else if under.len() == 1 && has_played {
        r.cite([law(44)]);
        r.finding(
            "the other three having their right number and the deficiency found after he \
             has played, the deal stands; he is answerable for any revoke as if the \
             missing cards had been in his hand, and may search the other pack for them",
            &[law(44)],
        );
        r.apply(Applied::option(OptionName::DealStands));
    } else if t.pack_imperfect {
        // Short before he played, and the record writes the pack found imperfect: law 45.
        r.cite([law(44), clause(39, "I"), law(45)]);
        r.finding(
            format!(
                "{}; the record also writes the pack found imperfect: the hand is void and \
                 there must be a new deal, ruled below",
                said(&under)
            ),
            &[clause(39, "I"), law(45)],
        );
        r.apply(Applied::option(OptionName::NewDeal));
    } else {
        // Short, found before he played a card (or two players short): law 44 does not reach it.
        let who = said(&under);
        r.cite([law(44), clause(39, "I")]);
        r.finding(
            "law 44 makes the deal stand only when the deficiency is not discovered until the \
             player has played any of his cards",
            &[law(44)],
        );
        let short = under[0].0;
        r.set_outcome(crate::law::Outcome::Conditional {
            turns_on: "whether the missing cards are found, or the pack proves imperfect".into(),
            question: format!(
                "Were the cards {} is short found, or is the pack imperfect?",
                short.name()
            ),
            possibilities: vec![
                crate::law::Possibility::new(
                    "the pack proves imperfect, the cards missing from it",
                    "there must be a new deal; past scores stand, and the dealer deals again",
                    &[clause(39, "I"), law(45)],
                )
                .answer("the pack is imperfect")
                .settled_by(crate::law::Settle::line(format!(
                    "{short} finds the pack imperfect"
                ))),
                crate::law::Possibility::new(
                    "the missing cards are found",
                    format!(
                        "the laws make no provision for a deficiency found before play ({who}): \
                         law 44 covers one found after, law 39 V one player with more than \
                         thirteen and another with fewer"
                    ),
                    &[law(44), clause(39, "V")],
                )
                .answer("the cards are found")
                .unsettled("the record language has no word for missing cards found"),
            ],
            to_record: format!("`{short} finds the pack imperfect` if the cards were not found"),
        });
    }
}

/// The trump declaration made (or left to the partner) by `by`: the deal is complete, and he
/// has examined his hand (48, 49). A claim of 39 VII not yet made comes too late ("prior to
/// the last card being dealt"), and the claim of 40 is lost to him if he alone might make it
/// ("may not be made by a player who has looked at any of his cards"): the deal stands.
pub(crate) fn declared(t: &mut Table, by: Seat) {
    let Some(i) = t.rulings.iter().rposition(|r| {
        r.applied().is_none()
            && matches!(
                r.kind(),
                RulingKind::PackNotCut | RulingKind::CardExposedInDealing
            )
    }) else {
        return;
    };
    let r = &mut t.rulings[i];
    if r.kind() == RulingKind::PackNotCut {
        r.finding(
            "the declaration was made after the last card was dealt, and no adversary had \
             claimed before it: the error was not discovered in time, and the deal stands",
            &[clause(39, "VII")],
        );
    } else if r.chooser().is_some_and(|c| c.seats == [by]) {
        r.finding(
            format!(
                "{}, who alone might claim, has examined his hand for the trump declaration: \
                 the claim may not be made by a player who has looked at any of his cards; the deal stands, \
                 and the exposed card cannot be called",
                by.name()
            ),
            &[law(40), law(48)],
        );
    } else {
        return;
    }
    r.apply(Applied::option(OptionName::DealStands));
    t.closed_deal_claim = Some(i);
}

/// A choice written after the declaration closed a claim of the deal (see [`declared`]): a new
/// deal claimed is refused, and a card exposed in dealing called is not liable to be called
/// (40). Returns whether the choice was ruled here.
pub(crate) fn late_claim(
    t: &mut Table,
    event: &Event,
    choice: &PenaltyChoice,
    place: Place,
) -> bool {
    let Some(i) = t.closed_deal_claim else {
        return false;
    };
    let name = OptionName::from_name(&choice.name);
    let exposed = t.rulings[i].kind() == RulingKind::CardExposedInDealing;
    if name == Some(OptionName::NewDeal) {
        let cite = if exposed { law(40) } else { clause(39, "VII") };
        t.rulings[i].finding(
            format!(
                "{} claimed a new deal after the declaration: too late, the deal stands",
                event.seat.name()
            ),
            &[cite],
        );
        return true;
    }
    let offered = t
        .rulings
        .iter()
        .any(|r| r.applied().is_none() && r.options().iter().any(|o| o.is_elected_by(choice)));
    if !exposed || name != Some(OptionName::CallCard) || offered {
        return false;
    }
    let mut r = Ruling::new(
        RulingKind::ChoiceNotOffered,
        format!(
            "{} called {}, the deal having stood after a card was exposed in dealing",
            event.seat.name(),
            choice
                .card
                .map_or_else(|| "a card".to_string(), |c| c.to_string())
        ),
        Some(event.seat),
        place,
        [law(40)],
    );
    r.set_span(event.span);
    r.finding(
        "no new deal took place, so the card exposed in dealing cannot be called; no other \
         exposed card is liable to be called: the call has no effect",
        &[law(40)],
    );
    r.apply(Applied::no_penalty("no-effect"));
    t.push(r);
    true
}

/// The effect of a choice on a deal ruling: a new deal voids the hand (it is not scored).
pub(crate) fn chose_new_deal(t: &mut Table, ruling: usize) {
    if let Some(r) = t.rulings.get(ruling)
        && r.applied().and_then(Applied::elected_option) == Some(OptionName::NewDeal)
    {
        t.annulled = r.laws().first().cloned();
    }
}

/// Law 44: the card missing from a short hand is found (in the other pack, on the floor). Found
/// after the short player has played, the deal stands good and he is as answerable for any
/// revoke he may have made as if the card had been in his hand (the replay counts it held from
/// the first, `play::replay`); the law implies the card goes into his hand. Found before he has
/// played, law 44 does not reach it, and the laws are silent (two readings).
pub(crate) fn missing_card_found(
    t: &mut Table,
    event: &Event,
    card: crate::cards::Card,
    place: Place,
    has_played: bool,
) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::MissingCardFound,
        format!("{} found {card}, missing from his hand", seat.name()),
        Some(seat),
        place,
        [law(44)],
    );
    r.set_span(event.span);
    if has_played {
        r.finding(
            format!(
                "{} did not discover the deficiency until he had played: the deal stands good, and he is as answerable for any revoke he may have made as if the missing card had been in his hand; he may search the other pack for it",
                seat.name()
            ),
            &[law(44)],
        );
        r.finding(
            format!(
                "the law implies, without saying so, that {card} is taken into his hand for the rest of the play"
            ),
            &[law(44)],
        );
        if seat == t.dummy() {
            r.cite_also(law(66));
            r.finding(
                "Dummy is not liable to any penalty for a revoke",
                &[law(66)],
            );
        }
        r.apply(Applied::words(format!(
            "{card} counted in {}'s hand from the first, for his revokes; it goes into his hand",
            seat.name()
        )));
    } else {
        r.cite_also(clause(39, "III"));
        r.set_outcome(crate::law::Outcome::TwoReadings {
            question: "whether a deficiency found before the short player has played, the card then found, calls for a new deal".into(),
            readings: [
                crate::law::Reading::new(
                    "the cards were not properly dealt into four packets, and the deal is not completed until the last card is dealt",
                    &[clause(39, "III"), law(38)],
                    "there must be a new deal",
                ),
                crate::law::Reading::new(
                    "law 44's deal standing good is for a deficiency found after play; before it, the found card completes the hand",
                    &[law(44)],
                    format!("{card} goes into {}'s hand and the deal goes on", seat.name()),
                ),
            ],
            follows: 1,
            why: "The replay follows the second, so that the play the record writes can be ruled.".into(),
            differ: true,
        });
        r.apply(Applied::words(format!(
            "{card} goes into {}'s hand",
            seat.name()
        )));
    }
    t.push(r);
}

/// Law 44: a revoke the short player made before his missing card was found, in the card's
/// suit, is his "as if the missing card had been in his hand": the revoke's ruling says so.
pub(crate) fn revokes_of_a_short_hand(
    t: &mut Table,
    state: &crate::game::PlayState,
    events: &[Event],
) {
    for ev in events {
        let crate::record::Action::FindsMissing { card } = ev.action else {
            continue;
        };
        for r in t.rulings.iter_mut() {
            let Place::Play { trick, .. } = *r.place() else {
                continue;
            };
            let led = state
                .tricks
                .get(usize::from(trick.saturating_sub(1)))
                .and_then(|k| k.suit_led());
            let before = r.span().is_some_and(|s| s.start < ev.span.start);
            if r.kind() == RulingKind::Revoke
                && r.offender() == Some(ev.seat)
                && before
                && led == Some(card.suit)
            {
                r.cite_also(law(44));
                r.add_finding(
                    crate::law::Finding::new(
                        format!(
                            "{} was short of {card}, found later: he is as answerable for any revoke he may have made as if the missing card had been in his hand",
                            ev.seat.name()
                        ),
                        &[law(44)],
                    ),
                    Some(0),
                );
            }
        }
    }
}
