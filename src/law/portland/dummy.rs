//! Dummy, laws 59–67: the dealer plays both hands and alone claims penalties (59); dummy may
//! point out a lead from the wrong hand (60) and ask the dealer about a renounce (61), but
//! calling attention to anything else costs the dealer the penalty (61); a card suggested by
//! dummy may be called or barred by an adversary (62); a card drawn by the dealer is not played
//! until quitted (63), and one played cannot be taken back save for a revoke or law 60 (64);
//! dummy's revoke costs nothing (66).

use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Laws, Place, Ruling};
use crate::record::{Event, PenaltyChoice};

use super::table::{Table, chooser, law, option};

/// Dummy suggests (or touches) a card of his hand (62).
pub(crate) fn suggests(t: &mut Table, event: &Event, card: Card, place: Place) {
    let seat = event.seat;
    if seat != t.dummy() {
        t.not_covered(
            RulingKind::CardSuggested,
            format!("{} suggested {card}", seat.name()),
            event,
            place,
            "law 62 covers a suggestion by the dealer's partner, law 98 an adversary naming his \
             card before his partner plays, law 75 a card detached; none is this: no penalty",
            [law(98), law(62), law(75)],
        );
        return;
    }
    let mut r = Ruling::new(
        RulingKind::DummySuggests,
        format!("dummy ({}) suggested the play of {card}", seat.name()),
        Some(seat),
        place,
        [law(62), law(60)],
    );
    r.set_span(event.span);
    // Law 60 forbids the part; law 62 gives the remedy for this one.
    r.finding(
        "the dealer's partner may take no other part in the play than the mechanical part of \
         playing from Dummy any card named by the dealer: a suggestion is such a part, and the \
         adversaries have the remedy of law 62",
        &[law(60), law(62)],
    );
    r.chosen_by(chooser(
        t.adversaries(),
        Some("either adversary, without consulting his partner"),
        &[law(62)],
    ));
    r.offer(vec![
        option(
            OptionName::PlayCard,
            "call upon the dealer to play the card suggested",
            &[law(62)],
        ),
        option(
            OptionName::NotPlayCard,
            "call upon the dealer not to play the card suggested",
            &[law(62)],
        ),
    ]);
    t.push(r);
}

/// The dealer touches a card: not played until quitted (63), and no penalty.
pub(crate) fn dealer_touches(t: &mut Table, event: &Event, card: Card, place: Place) {
    let mut r = Ruling::new(
        RulingKind::DealerTouchedCard,
        format!("{} touched {card}", event.seat.name()),
        Some(event.seat),
        place,
        [law(63)],
    );
    r.set_span(event.span);
    r.finding(
        "a card the dealer draws is not considered as played until actually quitted: a card \
         touched is not played, and he may play as he wishes",
        &[law(63)],
    );
    r.apply(Applied::no_penalty("no-penalty"));
    t.push(r);
}

/// Dummy draws attention to an incident of the play (60, 61).
pub(crate) fn draws_attention(t: &mut Table, event: &Event, place: Place, wrong_hand_lead: bool) {
    let seat = event.seat;
    if seat != t.dummy() {
        t.not_covered(
            RulingKind::AttentionDrawn,
            format!("{} drew attention to an irregularity", seat.name()),
            event,
            place,
            "law 61 penalises only the dealer's partner for calling attention, and law 98 \
             an adversary's acts before his partner plays: no penalty; the irregularity is \
             ruled under its own law",
            [law(61), law(98)],
        );
        return;
    }
    let mut r = Ruling::new(
        RulingKind::DummyDrawsAttention,
        format!(
            "dummy ({}) drew attention to an incident of the play",
            seat.name()
        ),
        Some(seat),
        place,
        [law(if wrong_hand_lead { 60 } else { 61 })],
    );
    r.set_span(event.span);
    if wrong_hand_lead {
        r.finding(
            "dummy may draw attention to a lead from the wrong hand; the dealer must lead from \
             the right hand unless the second hand has played",
            &[law(60)],
        );
        r.apply(Applied::words("lead-from-right-hand"));
        t.push(r);
        return;
    }
    r.finding(
        "by calling attention to an incident for which a penalty might be exacted, dummy \
         deprives the dealer of the right of exacting it",
        &[law(61)],
    );
    // The latest penalty against the adversaries still open is lost.
    let lost = t.rulings.iter().rposition(|x| {
        x.applied().is_none()
            && !x.options().is_empty()
            && x.offender().is_some_and(|s| t.is_adversary(s))
    });
    if let Some(i) = lost
        && let Some(x) = t.rulings.get_mut(i)
    {
        // The penalty is lost (61): nothing is left to elect.
        x.apply(Applied::no_penalty("forfeited"));
        x.withdraw_options();
        x.finding(
            "the dealer lost the right to this penalty: dummy called attention to it",
            &[law(61)],
        );
    }
    r.apply(Applied::words("penalty-forfeited"));
    t.push(r);
}

/// Dummy elects a penalty against the dealer's adversaries ("N chooses call-card DK"):
/// claiming and enforcing penalties devolve upon the dealer, unassisted by his partner (59);
/// and by calling attention to an incident for which a penalty might be exacted, dummy
/// deprives the dealer of it (61). Returns false, doing nothing, when `event.seat` is not
/// dummy or no open penalty against the adversaries offers the option: the choice is then an
/// ordinary one.
pub(crate) fn elects_penalty(
    t: &mut Table,
    event: &Event,
    choice: &PenaltyChoice,
    place: Place,
) -> bool {
    let seat = event.seat;
    let open = t.rulings.iter().any(|x| {
        x.applied().is_none()
            && x.options().iter().any(|o| o.is_elected_by(choice))
            && x.offender().is_some_and(|s| t.is_adversary(s))
    });
    if seat != t.dummy() || !open {
        return false;
    }
    let mut r = Ruling::new(
        RulingKind::DummyElectsPenalty,
        format!(
            "dummy ({}) elected {} against the dealer's adversaries",
            seat.name(),
            choice.name
        ),
        Some(seat),
        place.clone(),
        [law(59)],
    );
    r.set_span(event.span);
    r.finding(
        "claiming and enforcing any penalties arising during the hand devolve upon the dealer, \
         unassisted by his partner: dummy's election is of no effect",
        &[law(59)],
    );
    r.apply(Applied::words("no-effect"));
    t.push(r);
    // Electing the penalty calls attention to the incident (61).
    draws_attention(t, event, place, false);
    true
}

/// "S detaches SK" by the dealer, from his own hand or from Dummy: law 63, the card is not
/// considered as played until actually quitted.
pub(crate) fn draws(t: &mut Table, event: &Event, card: Card, place: Place) {
    let mut r = Ruling::new(
        RulingKind::CardDrawnByTheDealer,
        format!("the dealer drew {card} from {}", hand_of(t, event.seat)),
        Some(event.seat),
        place,
        [law(63)],
    );
    r.set_span(event.span);
    r.finding(
        "a card drawn by the dealer, from his own hand or from Dummy, is not considered as \
         played until actually quitted",
        &[law(63)],
    );
    r.apply(Applied::no_penalty("no-penalty"));
    t.detached.push((event.seat, card));
    t.push(r);
}

fn hand_of(t: &Table, seat: Seat) -> &'static str {
    if seat == t.dummy() {
        "Dummy"
    } else {
        "his own hand"
    }
}

/// Why the dealer may take back a card he played (64): to save a revoke, or to lead from the
/// right hand under law 60.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TakeBack {
    /// The card was drawn but never quitted (63).
    NotPlayed,
    /// The card was played and may not be taken back (64).
    Stands,
    /// The card revoked and is taken back to save the revoke (64, 91).
    SavesRevoke,
    /// A lead from the wrong hand, the second hand not having played (60, 64).
    WrongHandLead,
}

/// "S takes back SK" by the dealer (from his own hand or from Dummy), already classified by
/// the replay. Returns the ruling.
pub(crate) fn takes_back(
    t: &mut Table,
    event: &Event,
    card: Card,
    why: TakeBack,
    place: Place,
) -> usize {
    // Law 67 says it again of the dealer's own hand: "having played a card from his own hand,
    // he may not recall that card except to save a revoke".
    let own = event.seat == t.dealer && matches!(why, TakeBack::Stands | TakeBack::SavesRevoke);
    let mut r = Ruling::new(
        RulingKind::CardTakenBack,
        format!(
            "the dealer took back {card} from {}",
            hand_of(t, event.seat)
        ),
        Some(event.seat),
        place,
        match why {
            TakeBack::NotPlayed => Laws::from(law(63)),
            TakeBack::Stands => Laws::from(law(64)),
            TakeBack::SavesRevoke => Laws::from([law(64), law(91)]),
            TakeBack::WrongHandLead => Laws::from([law(64), law(60)]),
        },
    );
    r.set_span(event.span);
    match why {
        TakeBack::NotPlayed => {
            r.finding(
                "the card was drawn but not quitted: it was never played, and the dealer may \
                 put it back",
                &[law(63)],
            );
            r.apply(Applied::no_penalty("no-penalty"));
        }
        TakeBack::Stands => {
            r.finding(
                "a card once played by the dealer from his own hand or from Dummy cannot be \
                 taken back, except to save a revoke or as provided by law 60: the card stands \
                 as played",
                &[law(64)],
            );
            r.apply(Applied::words("card-stands"));
        }
        TakeBack::SavesRevoke => {
            r.finding(
                "the card revoked: it may be taken back to save the revoke, the correction being \
                 made before the trick is turned and quitted",
                &[law(64), law(91)],
            );
            r.apply(Applied::words("taken-back"));
        }
        TakeBack::WrongHandLead => {
            r.finding(
                "the dealer led from the wrong hand and the second hand has not played: he must \
                 lead from the right hand, so the card is taken back",
                &[law(60), law(64)],
            );
            r.apply(Applied::words("taken-back"));
        }
    }
    if own {
        r.cite_also(law(67));
        r.finding(
            "having played a card from his own hand, the dealer may not recall that card \
             except to save a revoke",
            &[law(67)],
        );
    }
    t.push(r)
}

/// Dummy claims an adversary's revoke (61): by calling attention to an incident of the play for
/// which a penalty might be exacted, he deprives the dealer of the right of exacting it. Once
/// the play is over the words admit two readings: the incident was "in the play of the hand",
/// or the claim is the consultation that law 87 allows the claimants at the end of the hand.
pub(crate) fn claims_revoke(
    t: &mut Table,
    case: &mut super::revoke::RevokeCase,
    event: &Event,
    place: Place,
    over: bool,
) {
    let mut r = Ruling::new(
        RulingKind::DummyDrawsAttention,
        format!(
            "dummy ({}) claimed a revoke by {}",
            event.seat.name(),
            case.seat.name()
        ),
        Some(event.seat),
        place,
        [law(61)],
    );
    r.set_span(event.span);
    r.finding(
        "dummy may ask the dealer whether he has a card of a suit he renounced; by calling \
         attention to any other incident in the play of the hand for which a penalty might be \
         exacted, he deprives the dealer of the right of exacting it",
        &[law(61)],
    );
    r.apply(Applied::words("penalty-forfeited"));
    if over {
        r.set_outcome(crate::law::Outcome::TwoReadings {
            question: "whether dummy's claim made once the play is over still costs the dealer \
                       the penalty"
                .into(),
            readings: [
                crate::law::Reading::new(
                    "it does: \"in the play of the hand\" names when the incident happened, \
                     and claiming and enforcing penalties is the dealer's, unassisted by his \
                     partner",
                    &[law(61), law(59)],
                    "the dealer loses the revoke penalty; the tricks are scored as played",
                ),
                crate::law::Reading::new(
                    "it does not: dummy's limits last while the hand is played, and at its end \
                     the claimants may search the tricks and choose the penalty after \
                     consultation",
                    &[law(60), law(87), law(90)],
                    "the revoke penalty stands, at the claimants' choice",
                ),
            ],
            follows: 0,
            why: "The replay follows the first: laws 59 and 61 are the direct words, and law \
                  87's consultation is the choice of a penalty, not its claim."
                .into(),
            differ: true,
        });
    }
    t.push(r);
    case.forfeited = true;
    if let Some(x) = t.rulings.get_mut(case.ruling) {
        x.apply(Applied::no_penalty("forfeited"));
        x.withdraw_options();
        // The bar of 87 V is part of the penalty lost: its finding would say it binds.
        x.keep_findings(|f| {
            !f.laws
                .iter()
                .any(|c| c.law == 87 && c.clause.as_deref() == Some("V"))
        });
        x.finding(
            "the dealer lost the right to this penalty, the bar of law 87 V with it: dummy \
             called attention to it",
            &[law(61)],
        );
    }
}

/// A revoke claimed against Dummy, who renounced (66): he is not liable to any penalty, and
/// once the trick is turned and quitted (`quitted`) it stands good. Returns whether the claim
/// names a renounce of Dummy's, ruled here.
pub(crate) fn claim_against_dummy(
    t: &mut Table,
    revokes: &super::revoke::Revokes,
    event: &Event,
    trick: Option<u8>,
    quitted: &dyn Fn(u8) -> bool,
) -> bool {
    let Some(&(n, ruling)) = revokes
        .dummy_renounces
        .iter()
        .find(|(n, _)| trick.is_none_or(|x| x == *n))
    else {
        return false;
    };
    let text = if quitted(n) {
        "claimed it as a revoke once the trick was turned and quitted: Dummy is liable to no \
         penalty, and the trick stands good"
    } else {
        "drew attention to it before the trick was turned and quitted: Dummy is liable to no \
         penalty"
    };
    if let Some(r) = t.rulings.get_mut(ruling) {
        r.finding(format!("{} {text}", event.seat.name()), &[law(66)]);
    }
    true
}
