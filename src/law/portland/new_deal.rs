//! A new deal, laws 39–47 (and the dealing of 34, 38): what voids a deal outright, what gives
//! the other side the claim of a fresh one, and what stands once the last card is dealt.

use crate::cards::Seat;
use crate::law::{Finding, Place, Ruling};
use crate::record::{DealIrregularity, Event};

use super::table::{Table, chooser, clause, law, option};

/// An irregularity of the deal written in the record, at `place` (in the auction, or the play).
pub fn irregularity(t: &mut Table, event: &Event, what: &DealIrregularity, place: Place) {
    let seat = event.seat;
    let in_play = matches!(place, Place::Play { .. } | Place::AfterPlay);
    let others: Vec<Seat> = if t.is_adversary(seat) {
        vec![t.dealer]
    } else {
        t.adversaries()
    };
    let mut r = Ruling::new("new_deal", String::new(), Some(seat), place.clone());
    r.span = Some(event.span);
    match what {
        DealIrregularity::Misdeal => {
            r.kind = "misdeal".into();
            r.summary = format!("{} misdealt", seat.name());
            r.laws = vec![clause(39, "III")];
            r.findings.push(Finding::new(
                "unless the cards are dealt into four packets, one at a time and in regular \
                 rotation, there must be a new deal; the guide: \"should the dealer misdeal, he \
                 deals again\" (p. 29)",
                &[clause(39, "III")],
            ));
            r.applied = Some("new-deal".into());
            t.annulled = Some(clause(39, "III"));
        }
        DealIrregularity::CardFacedInDealing => {
            r.kind = "card_exposed_in_dealing".into();
            r.summary = format!("a card was exposed by {} in dealing", seat.name());
            r.laws = vec![law(40), law(41)];
            r.chooser = Some(chooser(
                others,
                Some("a player who has not looked at any of his cards"),
                &[law(40)],
            ));
            r.options = vec![
                option("new-deal", "claim a new deal", &[law(40)]),
                option(
                    "deal-stands",
                    "let the deal stand; the card cannot be called",
                    &[law(40)],
                ),
            ];
            r.findings.push(Finding::new(
                "if a new deal does not take place, the exposed card cannot be called",
                &[law(40)],
            ));
        }
        DealIrregularity::LooksDuringDeal => {
            r.kind = "card_looked_at_in_dealing".into();
            r.summary = format!("{} looked at a card during the deal", seat.name());
            r.laws = vec![law(42)];
            let adversaries = vec![seat.left(), seat.right()];
            r.chooser = Some(chooser(adversaries, None, &[law(42)]));
            r.options = vec![
                option("new-deal", "exact a new deal", &[law(42)]),
                option(
                    "deal-stands",
                    "let the deal stand (they have a right to see the card)",
                    &[law(42)],
                ),
            ];
        }
        DealIrregularity::WrongNumberOfCards { count } => {
            r.kind = "wrong_number_of_cards".into();
            r.summary = format!("{} had {count} cards", seat.name());
            if *count == 13 {
                r.outcome = crate::law::Outcome::NotCovered {
                    reason: "thirteen is the right number of cards: there is nothing to rule on"
                        .into(),
                    nearest: vec![clause(39, "V"), law(44)],
                };
            } else if *count < 13 && in_play {
                r.laws = vec![law(44)];
                r.findings.push(Finding::new(
                    "the other three having their right number and the deficiency found after he \
                     has played, the deal stands; he is answerable for any revoke as if the \
                     missing cards had been in his hand",
                    &[law(44)],
                ));
                r.applied = Some("deal-stands".into());
            } else {
                r.laws = vec![clause(39, "V")];
                r.findings.push(Finding::new(
                    "a player with more than thirteen cards and another with fewer: there must \
                     be a new deal",
                    &[clause(39, "V")],
                ));
                r.applied = Some("new-deal".into());
                t.annulled = Some(clause(39, "V"));
            }
        }
        DealIrregularity::DealsOutOfTurn | DealIrregularity::WrongPack => {
            r.kind = if matches!(what, DealIrregularity::WrongPack) {
                "dealt_with_wrong_pack".into()
            } else {
                "dealt_out_of_turn".into()
            };
            r.summary = format!(
                "{} dealt {}",
                seat.name(),
                if r.kind == "dealt_out_of_turn" {
                    "out of turn"
                } else {
                    "with the adversaries' cards"
                }
            );
            r.laws = vec![law(46)];
            r.findings.push(Finding::new(
                "it may be stopped before the last card is dealt; the record writes it after the \
                 deal, so the game proceeds as if no mistake had been made",
                &[law(46)],
            ));
            r.applied = Some("deal-stands".into());
        }
        DealIrregularity::CardOfOtherPack => {
            // Law 43: the adversaries of the player who took the card decide.
            r.kind = "card_of_the_other_pack".into();
            r.summary = format!(
                "{} took into his hand a card belonging to the other pack",
                seat.name()
            );
            r.laws = vec![law(43)];
            r.chooser = Some(chooser(vec![seat.left(), seat.right()], None, &[law(43)]));
            r.options = vec![
                option("new-deal", "have a fresh deal", &[law(43)]),
                option("deal-stands", "let the deal stand", &[law(43)]),
            ];
            r.findings.push(Finding::new(
                format!(
                    "on discovery of the error, the adversaries of {} may decide whether they \
                     will have a fresh deal or not",
                    seat.name()
                ),
                &[law(43)],
            ));
        }
        DealIrregularity::ImperfectPack => {
            r.kind = "imperfect_pack".into();
            r.summary = format!("{} found the pack imperfect", seat.name());
            r.laws = vec![law(45)];
            r.findings.push(Finding::new(
                "the proof does not alter any past score, game or rubber; the hand in which the \
                 imperfection was detected is null and void; the dealer deals again",
                &[law(45)],
            ));
            r.applied = Some("new-deal".into());
            t.annulled = Some(law(45));
        }
        DealIrregularity::NotCut => {
            r.kind = "pack_not_cut".into();
            r.summary = format!("{} dealt without having the pack cut", seat.name());
            r.laws = vec![clause(39, "VII")];
            r.findings.push(Finding::new(
                "a new deal only if the adversaries discover it before the last card is dealt \
                 and before looking at their cards, not after",
                &[clause(39, "VII")],
            ));
            r.chooser = Some(chooser(t.adversaries(), None, &[clause(39, "VII")]));
            r.options = vec![
                option(
                    "new-deal",
                    "a new deal (discovered in time)",
                    &[clause(39, "VII")],
                ),
                option(
                    "deal-stands",
                    "the deal stands (discovered too late)",
                    &[clause(39, "VII")],
                ),
            ];
        }
    }
    t.push(r);
}

/// The effect of a choice on a deal ruling: a new deal voids the hand (it is not scored).
pub fn chose_new_deal(t: &mut Table, ruling: usize) {
    if let Some(r) = t.rulings.get(ruling)
        && r.applied.as_deref() == Some("new-deal")
    {
        t.annulled = r.laws.first().cloned();
    }
}
