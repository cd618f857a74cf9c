//! Leads out of turn, laws 77–79 (and 60 for the dealer leading from the wrong hand): an
//! adversary's false lead lets the dealer call a suit or the card (77); the dealer's costs
//! nothing (78); if all three follow the trick stands, otherwise their cards are taken back (79).
//! The dealer's lead to the next trick before this one is complete: laws 78 and 64, two
//! readings. An adversary's, where law 72 does not reach it: a lead out of turn (77) when no
//! one's turn had come, or a lead whose turn the finished trick decides; two readings.

use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::ruling::HELD;
use crate::law::{Laws, Outcome, Place, Reading, Ruling};
use crate::record::Event;

use super::table::{Table, chooser, law, option};

/// Two players leading at the same instant (`N leads C5 and E leads DK at the same instant`):
/// no law of this code speaks of it (Pirate's law 32 does). The replay plays the lead of the
/// player whose lead it is, if he is one of the two.
pub(crate) fn led_at_once(
    t: &mut Table,
    event: &Event,
    leads: [(Seat, Card); 2],
    rightful: Seat,
    place: Place,
) {
    let [(a, ca), (b, cb)] = leads;
    let mut r = Ruling::not_covered(
        RulingKind::LeadOutOfTurn,
        format!(
            "{} led {ca} and {} led {cb} at the same instant",
            a.name(),
            b.name()
        ),
        Some(a),
        place,
        format!(
            "the laws make no provision for two leads at the same instant: law 77 gives the \
             dealer a penalty for a lead out of turn by an adversary, and law 71 I makes two or \
             more cards played at once exposed cards, but neither speaks of two players leading \
             together. It was {}'s lead",
            rightful.name()
        ),
        [law(77), law(71)],
    );
    r.set_span(event.span);
    t.push(r);
}

/// A card led by `event.seat` when `rightful` should have led. Returns the ruling's index.
pub(crate) fn false_lead(
    t: &mut Table,
    event: &Event,
    card: Card,
    rightful: Seat,
    place: Place,
) -> usize {
    let seat = event.seat;
    let before_dummy_down = matches!(
        place,
        Place::Play {
            trick: 1,
            position: 0
        }
    );
    let mut r = Ruling::new(
        RulingKind::LeadOutOfTurn,
        format!(
            "{} led {card} when it was {}'s lead",
            seat.name(),
            rightful.name()
        ),
        Some(seat),
        place.clone(),
        if seat == t.dummy() && before_dummy_down {
            Laws::from([law(79), law(59)])
        } else if !t.is_adversary(seat) {
            Laws::from(law(78))
        } else {
            Laws::from([law(77), law(79)])
        },
    );
    r.set_span(event.span);
    if seat == t.dummy() && before_dummy_down {
        // Dummy's cards go down "as soon as a card is led" (59): before then the dealer's
        // partner is a player leading out of turn himself, not the dealer leading from Dummy
        // (78). Law 79 speaks of "any player".
        r.set_kind(RulingKind::DealersPartnerLedBeforeDummyWasDown);
        r.set_summary(format!(
            "{}, the dealer's partner, led {card} to the first trick before his cards were laid down; {} should have led",
            seat.name(),
            rightful.name()
        ));
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
        r.apply(Applied::no_penalty("no-penalty"));
    } else if !t.is_adversary(seat) {
        let wrong_hand = !t.is_adversary(rightful);
        r.finding(
            "the dealer leading out of turn, from his own hand or from dummy, incurs no penalty",
            &[law(78)],
        );
        if wrong_hand {
            r.cite_also(law(60));
            r.finding(
                "dummy may draw attention to a lead from the wrong hand; the dealer must then \
                 lead from the right hand, unless the second hand has played",
                &[law(60)],
            );
        }
        r.apply(Applied::no_penalty("no-penalty"));
    } else {
        r.chosen_by(chooser(vec![t.dealer], None, &[law(77)]));
        r.offer(vec![
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
        ]);
        t.liable.push((seat, card));
    }
    t.push(r)
}

/// The other three followed the false lead: the trick is complete (79).
pub(crate) fn trick_completed(t: &mut Table, ruling: usize) {
    let adversary = t
        .rulings
        .get(ruling)
        .and_then(|r| r.offender())
        .is_some_and(|s| t.is_adversary(s));
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(
            "the other three followed: the trick is complete and the error cannot be rectified",
            &[law(79)],
        );
        if adversary && r.applied().is_none() {
            // The card led is in a quitted trick: only the call of a suit is left to offer.
            r.withdraw_option(crate::law::OptionName::CallCard);
            // Law 79's complete trick against law 77's unconditional penalty: the words carry
            // both readings (the note to law 77), so the ruling gives each.
            r.set_outcome(crate::law::Outcome::TwoReadings {
                question: "whether the dealer may still exact law 77's penalty once the other \
                           three have followed the false lead"
                    .into(),
                readings: [
                    crate::law::Reading::new(
                        "kept: law 77 is unconditional, and 'cannot be rectified' speaks of the \
                         trick, whose cards are not taken back",
                        &[law(77), law(79)],
                        "the trick stands; the dealer may call a suit from the offender or his \
                         partner when it is next the turn of either of them to lead (the card \
                         led, now in a quitted trick, can no longer be called)",
                    ),
                    crate::law::Reading::new(
                        "dropped: law 79 sets the complete trick against the one to which only \
                         the second, or the second and third, have played, and keeps a penalty \
                         for the original offender only in that one",
                        &[law(79)],
                        "the trick stands, and there is no penalty",
                    ),
                ],
                follows: 1,
                why: "The replay applies no penalty unless the record shows the dealer's \
                      election: a penalty is neither given nor taken away on a reading the \
                      words do not settle."
                    .into(),
                differ: true,
            });
        }
    }
}

/// The rightful leader played before all had followed: the cards are taken back (79).
pub(crate) fn taken_back(t: &mut Table, ruling: usize, cards: &[(Seat, Card)]) {
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
pub(crate) fn dealer_led_before_trick_complete(
    t: &mut Table,
    event: &Event,
    card: Card,
    waiting: &[Seat],
    trick: u8,
    place: Place,
) -> usize {
    let names: Vec<&str> = waiting.iter().map(|s| s.name()).collect();
    let hand = if event.seat == t.dealer {
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
        [law(78), law(79), law(64)],
    );
    r.set_span(event.span);
    r.finding(
        format!("{} had still to play to trick {trick}", names.join(" and ")),
        &[law(79)],
    );
    if event.seat != t.dealer {
        r.finding("a lead from Dummy is the dealer's", &[law(59)]);
    }
    r.finding(HELD, &[law(60), law(78)]);
    r.set_outcome(Outcome::TwoReadings {
        question: "whether a lead before the trick is complete is a lead out of turn, or a card \
                   played that cannot be taken back"
            .into(),
        readings: [
            Reading::new(
                "a lead out of turn, \"either from his own hand or from Dummy\"",
                &[law(78), law(79)],
                "no penalty; discovered before the other three have followed it, it is taken \
                 back; once they have, it stands",
            ),
            Reading::new(
                "a card played, which \"cannot be taken back\"",
                &[law(64), law(78)],
                "no penalty; it stands as the lead to the next trick",
            ),
        ],
        follows: 0,
        why: "The replay follows the first, the law that names the dealer's lead; with no \
              taking back written, the card is the lead to the next trick under both."
            .into(),
        differ: true,
    });
    r.apply(Applied::no_penalty("no penalty under either reading"));
    t.push(r)
}

/// The other three followed the dealer's early lead once it was led: it stands under both
/// readings, which here do not differ in effect.
pub(crate) fn early_lead_followed(t: &mut Table, ruling: usize) {
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.readings_agree_here("Here the other three followed it: it stands under both.");
    }
}

/// The dealer took back the card he led to the next trick before the trick was complete,
/// while it was held: as the first reading allows (a false lead rectified before the other
/// three have followed it, 79); under the second a card played cannot be taken back (64).
pub(crate) fn early_lead_taken_back(t: &mut Table, ruling: usize, card: Card) {
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(
            format!("{card} was taken back, as the first reading allows"),
            &[law(79), law(64)],
        );
    }
}

/// An adversary leads `card` to the next trick while the trick in progress still lacks cards,
/// and law 72 does not reach it (`why`, when there is something to say). The card waits for
/// the trick to be complete; then [`adversarys_early_lead_judged`] says what the readings come
/// to, and it is led, ruled as any lead in that turn would be (77–79).
#[allow(clippy::too_many_arguments)]
pub(crate) fn adversary_led_before_trick_complete(
    t: &mut Table,
    event: &Event,
    card: Card,
    first: Card,
    why: Option<String>,
    waiting: &[Seat],
    trick: u8,
    place: Place,
) -> usize {
    let seat = event.seat;
    let names: Vec<&str> = waiting.iter().map(|s| s.name()).collect();
    let mut r = Ruling::new(
        RulingKind::AdversaryLedBeforeTrickComplete,
        format!(
            "{} led {card} to the next trick before trick {trick}, to which he had played {first}, was complete",
            seat.name()
        ),
        Some(seat),
        place,
        [law(77), law(79)],
    );
    r.set_span(event.span);
    r.finding(
        format!("{} had still to play to trick {trick}", names.join(" and ")),
        &[law(79)],
    );
    if let Some(why) = why {
        r.cite_also(law(72));
        r.finding(
            format!("law 72 reaches a lead again without waiting for the partner only after \"a winning card as against the dealer and his partner\" or \"the best card on the table\" played to an imperfect trick: {why}"),
            &[law(72)],
        );
    }
    r.finding(
        format!("{card} waits on the table until trick {trick} is complete; its winner's turn decides the second reading"),
        &[law(77)],
    );
    r.set_outcome(early_readings(seat, card, None));
    t.push(r)
}

/// The trick is complete and `winner` leads to the next: the adversary's early lead, held
/// until now, is judged under each reading before it is led.
pub(crate) fn adversarys_early_lead_judged(
    t: &mut Table,
    ruling: usize,
    seat: Seat,
    card: Card,
    winner: Seat,
) {
    let words = if winner == seat {
        Applied::no_penalty(format!(
            "{} won the trick: {card} stands as his lead, without penalty (the second reading)",
            seat.name()
        ))
    } else {
        Applied::words(format!(
            "{} won the trick: the lead was {}'s, ruled under law 77 below (both readings)",
            winner.name(),
            winner.name()
        ))
    };
    let r = &mut t.rulings[ruling];
    r.set_outcome(early_readings(seat, card, Some(winner)));
    r.apply(words);
}

/// The two readings of an adversary's early lead; `winner`, once the trick is complete, says
/// what the second comes to and whether they differ.
fn early_readings(seat: Seat, card: Card, winner: Option<Seat>) -> Outcome {
    let law_77 = format!(
        "law 77: the dealer may call a suit from {} or his partner when it is next the turn of either to lead, or call {card}",
        seat.name()
    );
    let follows =
        "The replay follows the second: the lead is ruled in the turn the finished trick gives it";
    let (second, differ, why) = match winner {
        None => (
            format!(
                "if {} wins the trick, {card} stands without penalty; if anyone else wins it, it is a lead out of turn (law 77)",
                seat.name()
            ),
            true,
            format!("{follows}."),
        ),
        Some(w) if w == seat => (
            format!(
                "{} won the trick, so the lead was his: {card} stands, without penalty",
                seat.name()
            ),
            true,
            format!("{follows}: {}'s own.", seat.name()),
        ),
        Some(w) => (
            format!(
                "{} won the trick, so the lead was his, and {} led out of turn: {law_77}",
                w.name(),
                seat.name()
            ),
            false,
            format!(
                "{follows}. Here {} won the trick, so under both {} led out of turn (law 77).",
                w.name(),
                seat.name()
            ),
        ),
    };
    Outcome::TwoReadings {
        question: "whether a lead made before the trick is complete is a lead out of turn, or a lead in the turn of whoever wins the trick".into(),
        readings: [
            Reading::new(
                "a lead out of turn: when the card came down the trick was unfinished and the lead was no one's",
                &[law(77), law(79)],
                law_77.clone(),
            ),
            Reading::new(
                "a lead made early, not out of turn: the finished trick says whose lead it was",
                &[law(77)],
                second,
            ),
        ],
        follows: 1,
        why,
        differ,
    }
}
