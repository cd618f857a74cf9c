//! Leads out of turn, laws 77–79 (and 60 for the dealer leading from the wrong hand): an
//! adversary's false lead lets the dealer call a suit or the card (77); the dealer's costs
//! nothing (78); if all three follow the trick stands, otherwise their cards are taken back (79).
//! The dealer's lead to the next trick before this one is complete: laws 78 and 64, two
//! readings.

use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Outcome, Place, Reading, Ruling};
use crate::record::Event;

use super::table::{Table, chooser, law, option};

/// A card led by `event.seat` when `rightful` should have led. Returns the ruling's index.
pub fn false_lead(t: &mut Table, event: &Event, card: Card, rightful: Seat, place: Place) -> usize {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::LeadOutOfTurn,
        format!(
            "{} led {card} when it was {}'s lead",
            seat.name(),
            rightful.name()
        ),
        Some(seat),
        place.clone(),
    );
    r.span = Some(event.span);
    let before_dummy_down = matches!(
        place.clone(),
        Place::Play {
            trick: 1,
            position: 0
        }
    );
    if seat == t.dummy() && before_dummy_down {
        // Dummy's cards go down "as soon as a card is led" (59): before then the dealer's
        // partner is a player leading out of turn himself, not the dealer leading from Dummy
        // (78). Law 79 speaks of "any player".
        r.kind = RulingKind::DealersPartnerLedBeforeDummyWasDown;
        r.summary = format!(
            "{}, the dealer's partner, led {card} to the first trick before his cards were laid down; {} should have led",
            seat.name(),
            rightful.name()
        );
        r.cite(&[law(79), law(59)]);
        r.finding(
            "the dealer's partner places his cards face upwards only as soon as a card is led: \
             he led his own card, not one from Dummy, so law 78 (the dealer leading from Dummy) \
             does not reach it",
            &[law(59), law(78)],
        );
        r.finding(
            "if any player lead out of turn and the other three have followed him, the trick is \
             complete; if only the second, or the second and third, have played, their cards are \
             taken back; there is no penalty against any one but an original offender who is \
             one of the dealer's adversaries",
            &[law(79)],
        );
        r.applied = Some(Applied::no_penalty("no-penalty"));
    } else if !t.is_adversary(seat) {
        let wrong_hand = !t.is_adversary(rightful);
        r.cite(&[law(78)]);
        r.finding(
            "the dealer leading out of turn, from his own hand or from dummy, incurs no penalty",
            &[law(78)],
        );
        if wrong_hand {
            r.laws.push(law(60));
            r.finding(
                "dummy may draw attention to a lead from the wrong hand; the dealer must then \
                 lead from the right hand, unless the second hand has played",
                &[law(60)],
            );
        }
        r.applied = Some(Applied::no_penalty("no-penalty"));
    } else {
        r.cite(&[law(77), law(79)]);
        r.chooser = Some(chooser(vec![t.dealer], None, &[law(77)]));
        r.options = vec![
            option(
                OptionName::CallSuit,
                "call a suit from him or his partner when it is next the turn of either to lead",
                &[law(77)],
            ),
            option(
                OptionName::CallCard,
                "call the card erroneously led",
                &[law(77)],
            ),
        ];
        t.liable.push((seat, card));
    }
    t.push(r)
}

/// The other three followed the false lead: the trick is complete (79).
pub fn trick_completed(t: &mut Table, ruling: usize) {
    let adversary = t
        .rulings
        .get(ruling)
        .and_then(|r| r.offender)
        .is_some_and(|s| t.is_adversary(s));
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(
            "the other three followed: the trick is complete and the error cannot be rectified",
            &[law(79)],
        );
        if adversary && r.applied.is_none() {
            r.outcome = crate::law::Outcome::NotCovered {
                reason: "law 79 makes the trick complete and says the error 'cannot be \
                         rectified'; whether the dealer may still call a suit or the card \
                         under law 77 the laws do not say"
                    .into(),
                nearest: vec![law(77), law(79)],
            };
        }
    }
}

/// The rightful leader played before all had followed: the cards are taken back (79).
pub fn taken_back(t: &mut Table, ruling: usize, cards: &[(Seat, Card)]) {
    let list: Vec<String> = cards.iter().map(|(s, c)| format!("{s} {c}")).collect();
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(
            format!(
                "the mistake was discovered before all had followed: the cards ({}) are taken \
                 back; only the original offender, if an adversary of the dealer, is penalised",
                list.join(", ")
            ),
            &[law(79)],
        );
    }
}

/// The dealer leads `card` to the next trick, from his own hand or Dummy, while the trick in
/// progress still lacks cards (`S leads S2 to the next trick`). Law 78 ("If the dealer lead out
/// of turn, either from his own hand or from Dummy, he incurs no penalty") with law 79, and law
/// 64 ("A card once played ... cannot be taken back"), admit two readings: the ruling gives both.
/// The replay follows law 78's: the card is held until the trick is complete, then led. Returns
/// the ruling's index.
pub fn dealer_led_before_trick_complete(
    t: &mut Table,
    event: &Event,
    card: Card,
    waiting: &[Seat],
    trick: u8,
    place: Place,
) -> usize {
    let seat = event.seat;
    let next = trick + 1;
    let names: Vec<&str> = waiting.iter().map(|s| s.name()).collect();
    let names = names.join(" and ");
    let hand = if seat == t.dealer {
        "his own hand"
    } else {
        "Dummy"
    };
    let mut r = Ruling::new(
        RulingKind::DealerLedBeforeTrickComplete,
        format!(
            "{}, the dealer, led {card} from {hand} to the next trick before trick {trick} was complete",
            t.dealer.name()
        ),
        Some(t.dealer),
        place,
    );
    r.span = Some(event.span);
    r.cite(&[law(78), law(79), law(64)]);
    r.finding(
        format!("trick {trick} was not complete: {names} had still to play to it"),
        &[law(79)],
    );
    if seat != t.dealer {
        r.finding(
            "the lead from Dummy is the dealer's: the duty of playing the cards from that hand \
             devolves upon him",
            &[law(59)],
        );
    }
    r.finding(
        format!(
            "the replay holds {card} until trick {trick} is complete, then takes it as the lead \
             to trick {next}: if the other hand wins trick {trick}, it is then a lead from the \
             wrong hand (laws 60, 78)"
        ),
        &[law(60), law(78)],
    );
    r.outcome = Outcome::TwoReadings {
        question: format!(
            "whether the dealer's lead to the next trick, made while {names} had still to play \
             to this one, is a lead out of turn, which may be rectified until the other three \
             have followed it, or a card played, which cannot be taken back"
        ),
        readings: [
            Reading::new(
                "a lead out of turn: law 78 speaks of the dealer who \"lead out of turn, either \
                 from his own hand or from Dummy\", and law 79 has the cards played to a false \
                 lead taken back on discovery unless the other three have followed it",
                &[law(78), law(79)],
                format!(
                    "no penalty; discovered before the other three have all followed it, {card} \
                     is taken back and the dealer leads when trick {trick} is complete; once \
                     they have followed it, it stands as the lead to trick {next}"
                ),
            ),
            Reading::new(
                "a card played: law 64 says \"A card once played or named by the dealer as to be \
                 played from his own hand or from Dummy cannot be taken back, except to save a \
                 revoke, or as provided by Law 60\"",
                &[law(64), law(78)],
                format!(
                    "no penalty (law 78 frees the dealer's lead out of turn in any case); {card} \
                     cannot be taken back and stands as the lead to trick {next}, save that a \
                     lead from the wrong hand may be corrected as law 60 provides"
                ),
            ),
        ],
        follows: 0,
        why: format!(
            "The replay follows the first: law 78 names the dealer's lead out of turn from \
             either hand, and a record that writes no taking back plays on alike under both, \
             with {card} the lead to trick {next}. They differ only if the card is taken back \
             before the other three have followed it."
        ),
        differ: true,
    };
    r.applied = Some(Applied::no_penalty("no penalty under either reading"));
    t.push(r)
}

/// The other three followed the dealer's early lead once it was led: it stands under both
/// readings, which here do not differ in effect.
pub fn early_lead_followed(t: &mut Table, ruling: usize) {
    if let Some(r) = t.rulings.get_mut(ruling)
        && let Outcome::TwoReadings { why, differ, .. } = &mut r.outcome
    {
        *differ = false;
        why.push_str(" Here the other three followed it: it stands under both.");
    }
}

/// The dealer took back the card he led to the next trick before trick `trick` was complete,
/// while it was held: as the first reading allows (a false lead rectified before the other
/// three have followed it, 79); under the second a card played cannot be taken back (64).
pub fn early_lead_taken_back(t: &mut Table, ruling: usize, card: Card, trick: u8) {
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(
            format!(
                "{card} was taken back before trick {trick} was complete: it goes back to the \
                 dealer's hand, as the first reading allows (law 79); under the second, law 64 \
                 would have it stand"
            ),
            &[law(79), law(64)],
        );
        r.applied = Some(Applied::no_penalty(format!(
            "no penalty; {card} taken back, the first reading followed"
        )));
    }
}
