//! Cutting and Dealing, laws 5–14, as far as a record can show them: the irregularities of the
//! deal itself (laws 10–14). Laws 5–9 (cutting for deal and seats, shuffling, the still pack,
//! dealing one at a time) are not matters a record of play shows.

use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::{Finding, Outcome, PenaltyOption, Place, Ruling};
use crate::record::{Action, Code, DealIrregularity, Event};

/// Law 12: each of the others scores 25 for each card looked at during the deal.
pub const LOOKING_DURING_DEAL_PENALTY: i32 = 25;

/// Rules on an irregularity of the deal.
pub fn rule_event(code: Code, event: &Event) -> Option<Ruling> {
    let Action::DealIrregularity { irregularity } = &event.action else {
        return None;
    };
    let seat = event.seat;
    let mut r = Ruling::new("deal_irregularity", String::new(), Some(seat), Place::Deal);
    r.span = Some(event.span);
    match irregularity {
        DealIrregularity::LooksDuringDeal => {
            r.kind = "looked_at_card_during_deal".into();
            r.summary = format!("{seat} lifted and looked at a card before the deal was complete");
            r.laws = vec![law(code, 12)];
            r.findings.push(Finding::new(
                "any player who looks at any of his cards before the deal is complete forfeits 25 points in honors to each of the others for each card so looked at; the record names one card",
                &[law(code, 12)],
            ));
            r.score = each_of_the_others(
                code,
                seat,
                LOOKING_DURING_DEAL_PENALTY,
                12,
                &format!("{seat} looked at a card during the deal"),
            );
            r.applied = Some("each of the others scores 25 in honors".into());
        }
        DealIrregularity::Misdeal
        | DealIrregularity::CardFacedInDealing
        | DealIrregularity::NotCut => {
            let what = match irregularity {
                DealIrregularity::Misdeal => "the cards were not dealt properly, one at a time",
                DealIrregularity::CardFacedInDealing => "a card was found faced in the pack",
                _ => "the pack was not properly cut",
            };
            r.kind = "new_deal".into();
            r.summary = format!("{seat}'s deal: {what}");
            r.laws = vec![law(code, 10)];
            r.findings.push(Finding::new(
                format!("no matter what irregularities occur, the deal is not lost; there must be a new deal: {what}"),
                &[law(code, 10)],
            ));
            r.applied = Some(format!("a new deal by the same dealer, {seat}"));
        }
        DealIrregularity::DealsOutOfTurn | DealIrregularity::WrongPack => {
            let what = if *irregularity == DealIrregularity::WrongPack {
                "with the wrong pack"
            } else {
                "out of turn"
            };
            r.kind = "deal_out_of_turn_or_wrong_pack".into();
            r.summary = format!("{seat} dealt {what}");
            r.laws = vec![law(code, 11)];
            r.findings.push(Finding::new(
                "the dealer must be stopped before the last card is dealt, or the deal stands; the protest must come from a player who has not looked at his cards",
                &[law(code, 11)],
            ));
            r.options = vec![
                PenaltyOption {
                    name: "stopped".into(),
                    description: "stopped before the last card was dealt: the right dealer deals"
                        .into(),
                    laws: vec![law(code, 11)],
                },
                PenaltyOption {
                    name: "deal-stands".into(),
                    description: if *irregularity == DealIrregularity::WrongPack {
                        "the deal stands; the next dealer may take his choice of packs".into()
                    } else {
                        "the deal stands; the next deal passes to the left of this dealer".into()
                    },
                    laws: vec![law(code, 11)],
                },
            ];
            r.outcome = Outcome::Ruled;
        }
        DealIrregularity::ImperfectPack => {
            r.kind = "imperfect_pack".into();
            r.summary = format!("{seat} found the pack imperfect");
            r.laws = vec![law(code, 13)];
            r.findings.push(Finding::new(
                "if the pack is proved imperfect before the cards are cut for the following deal, or the score of the rubber made up and agreed to, the deal with the imperfect pack is void, but all previous scores or cutting made with that pack stand",
                &[law(code, 13)],
            ));
            r.applied = Some("deal-void".into());
        }
        DealIrregularity::CardOfOtherPack => {
            r.kind = "card_of_the_other_pack".into();
            r.summary = format!("{seat} has a card of the other pack");
            r.laws = vec![law(code, 13)];
            r.outcome = Outcome::NotCovered {
                reason: "the Pirate laws have no law on a card of the other pack taken into a hand; law 13 voids a deal with a pack proved imperfect, and the record does not say whether this pack was".into(),
                nearest: vec![law(code, 10), law(code, 13)],
            };
        }
        DealIrregularity::WrongNumberOfCards { count } => {
            r.kind = "wrong_number_of_cards".into();
            r.summary = format!("{seat} has {count} cards");
            r.laws = vec![law(code, 10), law(code, 13), law(code, 14)];
            if *count < 13 {
                r.findings.push(Finding::new(
                    format!("if {seat} alone has fewer than thirteen cards, the missing card must be found if the deal was apparently regular, or he is responsible for any revokes as if it had been in his hand"),
                    &[law(code, 14)],
                ));
            }
            r.findings.push(Finding::new(
                "if two players have a wrong number, the fifty-two cards being in evidence, the deal is void; a deal in which a player did not receive the right number of cards must be dealt again",
                &[law(code, 10), law(code, 14)],
            ));
            r.findings.push(Finding::new(
                "if the pack is proved imperfect (cards missing or superfluous) before the cards are cut for the following deal, the deal is void, but all previous scores stand",
                &[law(code, 13)],
            ));
            r.outcome = Outcome::NotCovered {
                reason: "the record does not say whether another player also has a wrong number, whether the pack was imperfect, nor whether the deal was apparently regular: laws 10, 13 and 14 decide between a new deal, a void deal and play on".into(),
                nearest: vec![law(code, 10), law(code, 13), law(code, 14)],
            };
        }
    }
    Some(r)
}
