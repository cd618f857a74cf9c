//! General rules, laws 96–103, as far as a record can show them: an adversary calling
//! attention to the trick before his partner has played (98), a quitted trick looked at (103),
//! and claims and concessions of tricks, of which the code says nothing (74 is the nearest:
//! all four throwing their cards on the table).

use crate::cards::Card;
use crate::game::PlayState;
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Place, Ruling};
use crate::record::Event;

use super::table::{Table, chooser, law, option};

/// "W names SK". Law 98: an adversary of the dealer naming his card in the trick before his
/// partner has played to it lets the dealer require the partner to play his highest or lowest
/// of the suit led, or to win or lose the trick. Any other naming: the laws do not say.
pub(crate) fn names_card(
    t: &mut Table,
    event: &Event,
    card: Card,
    state: &PlayState,
    place: Place,
) {
    let seat = event.seat;
    let partner = seat.opposite();
    let trick = &state.current;
    let his_card_in_trick = trick.card_of(seat) == Some(card);
    if t.is_adversary(seat) && his_card_in_trick && trick.card_of(partner).is_none() {
        let mut r = Ruling::new(
            RulingKind::AttentionCalledToTheTrick,
            format!(
                "{} named his card {card} before his partner {} had played to the trick",
                seat.name(),
                partner.name()
            ),
            Some(seat),
            place,
            [law(98)],
        );
        r.set_span(event.span);
        r.chosen_by(chooser(vec![t.dealer], None, &[law(98)]));
        let p = partner.name();
        r.offer(vec![
            option(
                OptionName::Highest,
                &format!("require {p} to play his highest of the suit led"),
                &[law(98)],
            ),
            option(
                OptionName::Lowest,
                &format!("require {p} to play his lowest of the suit led"),
                &[law(98)],
            ),
            option(
                OptionName::Win,
                &format!("require {p} to win the trick"),
                &[law(98)],
            ),
            option(
                OptionName::Lose,
                &format!("require {p} to lose the trick"),
                &[law(98)],
            ),
        ]);
        t.push(r);
        return;
    }
    t.not_covered(
        RulingKind::CardNamed,
        format!("{} named {card}", seat.name()),
        event,
        place,
        "law 98 covers an adversary naming his card before his partner plays, law 75 a card \
         detached so as to be named, law 71 a card exposed; none is this: no penalty, and the \
         player may play any card",
        [law(98), law(75), law(71)],
    );
}

/// "E looks at trick 3" when `last_quitted` is the last trick turned.
pub(crate) fn looks_at_trick(
    t: &mut Table,
    event: &Event,
    trick: u8,
    last_quitted: u8,
    place: Place,
) {
    let seat = event.seat;
    // Law 103: the last trick turned may be seen; an earlier one is improper, unpunished.
    let seen = if trick == last_quitted && trick > 0 {
        Some((
            RulingKind::LastTrickSeen,
            format!(
                "{} looked at the last trick turned (trick {trick})",
                seat.name()
            ),
            "any player may demand to see the last trick turned",
            Applied::words("allowed"),
        ))
    } else if trick > 0 && trick < last_quitted {
        Some((
            RulingKind::QuittedTrickSeen,
            format!(
                "{} looked at trick {trick}, not the last trick turned",
                seat.name()
            ),
            "any player may demand to see the last trick turned, and no more: looking at an \
             earlier one is improper, and it is turned down again; the law prints no penalty",
            Applied::no_penalty("no-penalty"),
        ))
    } else {
        None
    };
    if let Some((kind, summary, finding, applied)) = seen {
        let mut r = Ruling::new(kind, summary, Some(seat), place, [law(103)]);
        r.set_span(event.span);
        r.finding(finding, &[law(103)]);
        r.apply(applied);
        t.push(r);
        return;
    }
    t.not_covered(
        RulingKind::QuittedTrickSeen,
        format!(
            "{} looked at trick {trick}, not the last trick turned",
            seat.name()
        ),
        event,
        place,
        "law 103 allows the last trick turned 'and no more', but sets no penalty for seeing more",
        [law(103)],
    );
}

/// Law 90: a claimant of a revoke (or his partner) searching a quitted trick at the end of the
/// hand.
pub(crate) fn revoke_search(t: &mut Table, event: &Event, trick: u8, place: Place) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::RevokeSearch,
        format!(
            "{} looked at trick {trick} at the end of the hand, his side having claimed a revoke",
            seat.name()
        ),
        Some(seat),
        place,
        [law(90)],
    );
    r.set_span(event.span);
    r.finding(
        "at the end of the hand, the claimants of a revoke may search all the tricks; law 103's \
         limit to the last trick turned governs the play, not this search",
        &[law(90), law(103)],
    );
    r.apply(Applied::words("allowed"));
    t.push(r);
}

/// "N claims the rest" / "E concedes 2 tricks". The dealer's claim: law 67 ("he may ... declare
/// that he has the game, or trick, etc., without incurring any penalty"). Any other claim or
/// concession: the code makes no provision (74 is the nearest).
pub(crate) fn claim_or_concession(t: &mut Table, event: &Event, claim: bool, place: Place) {
    let seat = event.seat;
    if claim && seat == t.dealer {
        let mut r = Ruling::new(
            RulingKind::TricksClaimed,
            format!("{} claimed tricks", seat.name()),
            Some(seat),
            place,
            [law(67)],
        );
        r.set_span(event.span);
        r.finding(
            "dummy being blind and deaf, the dealer is not liable to any penalty for an error whence he can gain no advantage: he may declare that he has the game, or trick, without incurring any penalty",
            &[law(67)],
        );
        r.finding(
            "every hand is played out: the claim settles no trick, and the tricks count as the \
             play or the result shows, unless all four throw their cards face upwards, when the \
             score is left as claimed and admitted",
            &[law(3), law(74)],
        );
        r.apply(Applied::no_penalty("no penalty"));
        t.push(r);
        return;
    }
    t.not_covered(
        if claim {
            RulingKind::TricksClaimed
        } else {
            RulingKind::TricksConceded
        },
        format!(
            "{} {} tricks",
            seat.name(),
            if claim { "claimed" } else { "conceded" }
        ),
        event,
        place,
        if claim {
            "the Portland laws make no provision for a spoken claim: law 73 makes an \
             adversary's cards thrown face upwards exposed, and law 74 leaves the score as \
             claimed only when all four throw down; the claim has no effect, and play goes on"
        } else {
            "the Portland laws make no provision for a concession: law 67 lets the dealer \
             claim without penalty, and a concession binds only if the hands are abandoned \
             (74); no penalty"
        },
        [law(if claim { 73 } else { 67 }), law(74)],
    );
}
