//! General rules, laws 96–103, as far as a record can show them: a quitted trick looked at
//! (103), and claims and concessions of tricks, of which the code says nothing (74 is the
//! nearest: all four throwing their cards on the table).

use crate::law::{Finding, Place, Ruling};
use crate::record::Event;

use super::table::{Table, law};

/// "E looks at trick 3" when `last_quitted` is the last trick turned.
pub fn looks_at_trick(t: &mut Table, event: &Event, trick: u8, last_quitted: u8, place: Place) {
    let seat = event.seat;
    if trick == last_quitted && trick > 0 {
        let mut r = Ruling::new(
            "last_trick_seen",
            format!(
                "{} looked at the last trick turned (trick {trick})",
                seat.name()
            ),
            Some(seat),
            place,
        );
        r.span = Some(event.span);
        r.laws = vec![law(103)];
        r.findings.push(Finding::new(
            "any player may demand to see the last trick turned",
            &[law(103)],
        ));
        r.applied = Some("allowed".into());
        t.push(r);
        return;
    }
    t.not_covered(
        "quitted_trick_seen",
        format!(
            "{} looked at trick {trick}, not the last trick turned",
            seat.name()
        ),
        event,
        place,
        "law 103 allows the last trick turned 'and no more', but sets no penalty for seeing more",
        &[law(103)],
    );
}

/// "N claims the rest" / "E concedes 2 tricks".
pub fn claim_or_concession(t: &mut Table, event: &Event, claim: bool, place: Place) {
    let seat = event.seat;
    t.not_covered(
        if claim {
            "tricks_claimed"
        } else {
            "tricks_conceded"
        },
        format!(
            "{} {} tricks",
            seat.name(),
            if claim { "claimed" } else { "conceded" }
        ),
        event,
        place,
        "the Portland laws make no provision for claiming or conceding tricks; law 74 covers \
         only all four players throwing their cards on the table (the score is left as claimed \
         and admitted)",
        &[law(74)],
    );
}
