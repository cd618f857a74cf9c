//! A word or a look the laws punish: a card named by an adversary (42), a quitted trick looked
//! at (39), attention drawn to a trick or an incident (40, 41, 63), a lead out of turn stopped
//! by the partner (41), the bidding asked after the opening lead (23).

use super::shared::{ASKING_BIDDING_PENALTY, LOOKING_AT_TRICK_PENALTY};
use super::shared::{chooser, each_other, option, ruling};
use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::Replay;
use crate::law::{Outcome, Reading};
use crate::record::{Action, Event};

/// Law 42: an adversary names a card in his own or his partner's hand.
/// The holder of the named card comes from the hands, or, where they are not given, from the
/// rest of the record (`rest`): the player who later plays or shows it held it.
pub(crate) fn names_card(rp: &mut Replay, event: &Event, card: Card, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    if seat == rp.contract.dummy {
        crate::law::pirate::dummy::suggests(rp, event, card);
        return;
    }
    if seat == rp.contract.declarer {
        crate::law::pirate::dummy::declarer_names(rp, event, card);
        return;
    }
    let mut r = ruling(
        rp,
        RulingKind::AdversaryNamedCard,
        format!("{seat} named {card}"),
        event,
        [law(code, 42)],
    );
    let holder = Seat::ALL
        .into_iter()
        .find(|s| rp.state.holdings[s.index()].is_some_and(|h| h.contains(card)))
        .or_else(|| {
            let shown_later = rest.iter().find(|e| match &e.action {
                Action::Play { card: c, .. } => *c == card,
                Action::Exposes { cards } => cards.contains(&card),
                _ => false,
            })?;
            r.finding(
                format!(
                    "the record does not give the hands, but {} later {} {card}: he held it",
                    shown_later.seat,
                    if matches!(shown_later.action, Action::Play { .. }) {
                        "played"
                    } else {
                        "showed"
                    }
                ),
                &[law(code, 42)],
            );
            Some(shown_later.seat)
        });
    match holder {
        Some(h) if !rp.is_declaring(h) => {
            r.finding(
                format!(
                    "{card} is in {h}'s hand, an adversary's: it is placed on the table as exposed"
                ),
                &[law(code, 42)],
            );
            r.cite_also(law(code, 51));
            r.apply(Applied::subject_to_call(format!(
                "{card} is exposed and subject to call (law 51)"
            )));
            rp.exposed.add(h, card);
        }
        Some(h) if h == rp.contract.declarer => {
            r.finding(
                format!("{card} is in the declarer's hand: the declarer may call a suit"),
                &[law(code, 42)],
            );
            r.offer(vec![option(
                OptionName::CallSuit,
                "call a suit".into(),
                &[law(code, 42)],
            )]);
            r.chosen_by(chooser(rp, seat));
        }
        Some(_) => {
            r.finding(
                format!("{card} is in dummy's hand, which the law excepts"),
                &[law(code, 42)],
            );
            r.apply(Applied::no_penalty("no penalty"));
        }
        None => {
            let holds = |holder| crate::law::HandWanted::card(holder, card);
            let (declarer, dummy) = (rp.contract.declarer, rp.contract.dummy);
            r.set_outcome(Outcome::Conditional {
                turns_on: format!("who holds {card}"),
                question: format!("Who holds {card}, which {seat} named?"),
                possibilities: vec![
                    crate::law::Possibility::new(
                        format!("{seat} or his partner holds {card}"),
                        format!("{card} is placed on the table as exposed, subject to call"),
                        &[law(code, 42), law(code, 51)],
                    )
                    .answer(format!("{seat} or his partner"))
                    .wants_hand(holds(seat)),
                    crate::law::Possibility::new(
                        format!("the declarer, {declarer}, holds {card}"),
                        "the declarer may call a suit",
                        &[law(code, 42)],
                    )
                    .answer(format!("the declarer, {declarer}"))
                    .wants_hand(holds(declarer)),
                    crate::law::Possibility::new(
                        format!("dummy, {dummy}, holds {card}"),
                        "no penalty: the law excepts dummy's hand",
                        &[law(code, 42)],
                    )
                    .answer(format!("dummy, {dummy}"))
                    .wants_hand(holds(dummy)),
                ],
                to_record: "the hands".into(),
            });
        }
    }
    rp.rulings.push(r);
}

/// Law 39: looking at a quitted trick.
pub(crate) fn looks_at_trick(rp: &mut Replay, event: &Event, trick: u8) {
    let code = rp.code;
    let seat = event.seat;
    let quitted = (trick as usize) <= rp.state.tricks.len() && trick >= 1;
    let mut r = ruling(
        rp,
        RulingKind::LookedAtQuittedTrick,
        format!("{seat} looked at trick {trick}"),
        event,
        [law(code, 39)],
    );
    // Law 39 excepts law 38: a player who announced his shortage in time searches the tricks
    // for the one of five cards, and that trick, turned up, is open to the partners who choose
    // the card withdrawn.
    let searching = rp
        .fifth_cards
        .iter()
        .find(|f| f.searched && (f.seat == seat || f.trick == trick))
        .map(|f| (f.seat, f.trick));
    if quitted && let Some((short, five)) = searching {
        r.cite_also(law(code, 38));
        r.finding(
            format!("trick {trick} had been turned down and quitted"),
            &[law(code, 39)],
        );
        r.finding(
            format!("{short} announced his shortage before the deal was played out and may search the tricks and turn up the one containing five cards (trick {five}): looking at a trick under law 38 is excepted"),
            &[law(code, 38), law(code, 39)],
        );
        r.apply(Applied::no_penalty(
            "no penalty: a search of the tricks under law 38",
        ));
    } else if quitted {
        r.finding(
            format!("trick {trick} had been turned down and quitted"),
            &[law(code, 39)],
        );
        r.enter(each_other(
            rp,
            seat,
            LOOKING_AT_TRICK_PENALTY,
            39,
            "looked at a quitted trick",
        ));
        r.apply(Applied::words(format!(
            "{seat} forfeits {LOOKING_AT_TRICK_PENALTY} points in honors to each of the others"
        )));
        // Once the thirteenth trick is played, law 39's words (no limit of time) meet law 59's
        // revoke proved from the tricks until the cut: the ruling gives both readings.
        if rp.state.tricks.len() == 13 && rp.state.current.cards.is_empty() {
            r.set_outcome(Outcome::TwoReadings {
                question: "whether law 39 still forbids looking at a quitted trick once the play \
                           is over"
                    .into(),
                readings: [
                    Reading::new(
                        "it does: the law sets no limit of time, where law 45 says \"during the \
                         play\", and its only exception is law 38's",
                        &[law(code, 39), law(code, 45)],
                        format!(
                            "{seat} forfeits {LOOKING_AT_TRICK_PENALTY} points in honors to each \
                             of the others"
                        ),
                    ),
                    Reading::new(
                        "it does not: the law stands among the errors in play, and a revoke may \
                         be claimed and proved before the cards are cut, which the tricks are \
                         examined to do",
                        &[law(code, 39), law(code, 59)],
                        "no penalty: the tricks are open to examination once the play is over",
                    ),
                ],
                follows: 0,
                why: "The replay follows the first, the law's printed words.".into(),
                differ: true,
            });
        }
    } else {
        r.set_not_covered(format!(
                "trick {trick} is not turned down and quitted, so law 39 does not apply; any player may ask the cards to be placed before those who played them (law 40). No irregularity and no penalty"
            ), [law(code, 39), law(code, 40)]);
    }
    rp.rulings.push(r);
}

/// Laws 40, 41 and 63: attention drawn to a trick or an incident of the play.
pub(crate) fn draws_attention(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let seat = event.seat;
    if seat == rp.contract.dummy {
        crate::law::pirate::dummy::draws_attention(rp, event);
        return;
    }
    if seat == rp.contract.declarer {
        return;
    }
    let partner = rp.partner(seat);
    let in_progress = !rp.state.current.cards.is_empty();
    let partner_to_play = in_progress && rp.state.current.card_of(partner).is_none();
    let mut r;
    if partner_to_play {
        r = ruling(
            rp,
            RulingKind::AdversaryDrewAttentionBeforePartnerPlayed,
            format!("{seat} called attention to the trick before his partner {partner} played"),
            event,
            [law(code, 40)],
        );
        r.offer(vec![
            option(
                OptionName::Highest,
                format!("{partner} plays his highest of the suit"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Lowest,
                format!("{partner} plays his lowest of the suit"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Win,
                format!("{partner} wins the trick"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Lose,
                format!("{partner} loses the trick"),
                &[law(code, 40)],
            ),
        ]);
    } else {
        r = ruling(
            rp,
            RulingKind::AdversaryDrewAttention,
            format!("{seat} called attention to an incident of the play"),
            event,
            [law(code, 41)],
        );
        r.offer(vec![option(
            OptionName::CallSuit,
            "call a suit from the adversary whose next turn it will be to lead".into(),
            &[law(code, 41)],
        )]);
    }
    r.chosen_by(chooser(rp, seat));
    rp.rulings.push(r);
}

/// Law 41: an adversary may prevent his partner from leading out of turn.
pub(crate) fn stops_lead(rp: &mut Replay, event: &Event, partner: Seat) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = ruling(
        rp,
        RulingKind::LeadOutOfTurnPrevented,
        format!("{seat} prevented {partner} from leading out of turn"),
        event,
        [law(code, 41)],
    );
    if seat == rp.contract.dummy {
        r.set_kind(RulingKind::DummyPreventedLeadFromWrongHand);
        r.set_summary(format!(
            "dummy ({seat}) tried to prevent the declarer from leading from the wrong hand"
        ));
        r.cite([law(code, 65)]);
        r.finding(
            "if dummy tries to prevent the declarer from leading from the wrong hand, either adversary may insist that the lead shall come from that hand",
            &[law(code, 65)],
        );
        r.offer(vec![option(
            OptionName::LeadStands,
            "the lead shall come from the wrong hand".into(),
            &[law(code, 65)],
        )]);
        r.chosen_by(chooser(rp, seat));
    } else if rp.is_declaring(seat) {
        r.set_not_covered("law 41 gives this right to the partner and is silent on the declarer; laws 32 and 33 need a lead made; law 65 is dummy stopping the declarer. No card was led: no penalty", [law(code, 41), law(code, 32), law(code, 33), law(code, 65)]);
    } else {
        r.finding(
            "either adversary may prevent his partner from leading out of turn",
            &[law(code, 41)],
        );
        r.apply(Applied::no_penalty("no penalty"));
    }
    rp.rulings.push(r);
}

/// Law 23: information about the bidding after the opening lead.
pub(crate) fn asks_bidding(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let seat = event.seat;
    if !rp.started {
        return;
    }
    let mut r = ruling(
        rp,
        RulingKind::AskedBiddingAfterLead,
        format!("{seat} asked about the bidding after the first card was led"),
        event,
        [law(code, 23)],
    );
    r.finding(
        "after the final bid has been accepted and the first card led, information about the bidding is given under a penalty of 50 points in honors to be scored by each of the other players",
        &[law(code, 23)],
    );
    r.finding(
        "the law does not say outright whether the asker or the informant pays; the engine charges the player who asked, for whose benefit the information is given",
        &[law(code, 23)],
    );
    r.enter(each_other(
        rp,
        seat,
        ASKING_BIDDING_PENALTY,
        23,
        "information about the bidding after the lead",
    ));
    r.apply(Applied::words(format!(
        "each of the others scores {ASKING_BIDDING_PENALTY} in honors"
    )));
    rp.rulings.push(r);
}
