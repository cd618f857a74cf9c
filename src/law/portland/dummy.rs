//! Dummy, laws 59–67: the dealer plays both hands and alone claims penalties (59); dummy may
//! point out a lead from the wrong hand (60) and ask the dealer about a renounce (61), but
//! calling attention to anything else costs the dealer the penalty (61); a card suggested by
//! dummy may be called or barred by an adversary (62); dummy's revoke costs nothing (66).

use crate::cards::Card;
use crate::law::{Finding, Place, Ruling};
use crate::record::Event;

use super::table::{Table, chooser, law, option};

/// Dummy suggests (or touches) a card of his hand (62).
pub fn suggests(t: &mut Table, event: &Event, card: Card, place: Place) {
    let seat = event.seat;
    if seat != t.dummy() {
        t.not_covered(
            "card_suggested",
            format!("{} suggested {card}", seat.name()),
            event,
            place,
            "law 62 covers a suggestion by the dealer's partner; the laws say nothing of one by \
             another player",
            &[law(62)],
        );
        return;
    }
    let mut r = Ruling::new(
        "dummy_suggests",
        format!("dummy ({}) suggested the play of {card}", seat.name()),
        Some(seat),
        place,
    );
    r.span = Some(event.span);
    r.laws = vec![law(62)];
    r.chooser = Some(chooser(
        t.adversaries(),
        Some("either adversary, without consulting his partner"),
        &[law(62)],
    ));
    r.options = vec![
        option(
            "play-card",
            "call upon the dealer to play the card suggested",
            &[law(62)],
        ),
        option(
            "not-play-card",
            "call upon the dealer not to play the card suggested",
            &[law(62)],
        ),
    ];
    t.push(r);
}

/// Dummy draws attention to an incident of the play (60, 61).
pub fn draws_attention(t: &mut Table, event: &Event, place: Place, wrong_hand_lead: bool) {
    let seat = event.seat;
    if seat != t.dummy() {
        t.not_covered(
            "attention_drawn",
            format!("{} drew attention to an irregularity", seat.name()),
            event,
            place,
            "the Portland laws leave it to the dealer to claim penalties (59) and say nothing \
             of an adversary drawing attention",
            &[law(59), law(98)],
        );
        return;
    }
    let mut r = Ruling::new(
        "dummy_draws_attention",
        format!(
            "dummy ({}) drew attention to an incident of the play",
            seat.name()
        ),
        Some(seat),
        place,
    );
    r.span = Some(event.span);
    if wrong_hand_lead {
        r.laws = vec![law(60)];
        r.findings.push(Finding::new(
            "dummy may draw attention to a lead from the wrong hand; the dealer must lead from \
             the right hand unless the second hand has played",
            &[law(60)],
        ));
        r.applied = Some("lead-from-right-hand".into());
        t.push(r);
        return;
    }
    r.laws = vec![law(61)];
    r.findings.push(Finding::new(
        "by calling attention to an incident for which a penalty might be exacted, dummy \
         deprives the dealer of the right of exacting it",
        &[law(61)],
    ));
    // The latest penalty against the adversaries still open is lost.
    let lost = t.rulings.iter().rposition(|x| {
        x.applied.is_none()
            && !x.options.is_empty()
            && x.offender.is_some_and(|s| t.is_adversary(s))
    });
    if let Some(i) = lost
        && let Some(x) = t.rulings.get_mut(i)
    {
        x.applied = Some("forfeited".into());
        x.findings.push(Finding::new(
            "the dealer lost the right to this penalty: dummy called attention to it",
            &[law(61)],
        ));
    }
    r.applied = Some("penalty-forfeited".into());
    t.push(r);
}
