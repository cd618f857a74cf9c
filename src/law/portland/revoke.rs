//! The revoke, laws 86–95 (and 66 for dummy): what a revoke is (86), its penalty at the
//! adversaries' option at the end of the hand — three tricks, or three tricks' value off the
//! revoking side's score or onto their own (87 I), for every revoke (87 II), never divided
//! (87 IV), the revoking side barred from game and slam that hand (87 V); when it is
//! established (88), the question to a partner (89), the search (90), the correction in time
//! (91), the accused side mixing the cards (92), and both sides revoking (95).

use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use serde::Serialize;

use super::revoke_penalty::{RevokeOption, RevokePenalty};
use super::side::Side;
use crate::cards::{Card, Seat};
use crate::game::{FailureToFollow, PlayState};
use crate::law::{Finding, Outcome, Place, Reading, Ruling};
use crate::record::{Action, Event};

use super::table::{Table, chooser, clause, law, option};

/// Where a revoke stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub(crate) enum RevokeState {
    /// Made, not yet established: it may still be corrected (88, 89, 91).
    Open,
    Corrected,
    Established,
}

/// A revoke seen in the replay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub(crate) struct RevokeCase {
    pub seat: Seat,
    pub trick: u8,
    pub card: Card,
    pub state: RevokeState,
    /// The ruling that describes it.
    pub ruling: usize,
    /// Asked "none of …?" by his partner (89).
    pub asked: bool,
    /// Dummy called attention to it: the dealer lost the right to its penalty (61).
    pub forfeited: bool,
}

/// The revokes of a deal.
#[derive(Debug, Default)]
pub(crate) struct Revokes {
    pub cases: Vec<RevokeCase>,
    /// The players accused of a revoke by a claim (90, 92), in order.
    pub claimed: Vec<Seat>,
    /// A player who played after the revoker and took his card back once the revoke was
    /// corrected (91), and the trick: his next card takes its place.
    pub follower_withdrew: Option<(Seat, u8)>,
    /// Cards of another suit played to a lead by players whose hands the record does not give,
    /// not (yet) proved revokes: (the failure to follow, where it was written, its place).
    pub renounces: Vec<(FailureToFollow, Event, Place)>,
    /// Dummy's renounces (66): the trick, and the ruling on it.
    pub dummy_renounces: Vec<(u8, usize)>,
}

/// A card of another suit played to a lead by a player whose hand is not given: a revoke if a
/// later fact proves he held the suit (86). Kept until a card of the suit he plays or shows
/// proves it (`card_seen`).
pub(crate) fn renounce(
    revokes: &mut Revokes,
    event: &Event,
    suit_led: Option<crate::cards::Suit>,
    trick: u8,
    hand_known: bool,
    place: Place,
) {
    let Action::Play { card, .. } = event.action else {
        return;
    };
    match suit_led {
        Some(led) if led != card.suit && !hand_known => revokes.renounces.push((
            FailureToFollow {
                seat: event.seat,
                trick,
                suit_led: led,
                card_played: card,
            },
            event.clone(),
            place,
        )),
        _ => {}
    }
}

/// A card `seat` played to a later trick (`played`) or showed: if it is of a suit he renounced
/// earlier, he held it then: the renounce is a revoke, proved by the record, and ruled as one.
pub(crate) fn card_seen(
    t: &mut Table,
    revokes: &mut Revokes,
    seat: Seat,
    card: Card,
    now: u8,
    played: bool,
    how: &str,
) {
    let proved: Vec<usize> = revokes
        .renounces
        .iter()
        .enumerate()
        .filter(|(_, (f, _, _))| {
            f.seat == seat && f.suit_led == card.suit && (now > f.trick || !played)
        })
        .map(|(i, _)| i)
        .collect();
    for i in proved.into_iter().rev() {
        let (f, ev, place) = revokes.renounces.remove(i);
        on_failure(t, revokes, &ev, &f, place);
        if let Some(r) = t.rulings.last_mut() {
            r.add_finding(
                Finding::new(
                    format!(
                        "the record does not give {}'s hand, but {how}: he held {} when he \
                         renounced to trick {}, for a card once played or shown does not come \
                         back into the hand",
                        seat.name(),
                        f.suit_led.name(),
                        f.trick
                    ),
                    &[law(86)],
                ),
                Some(0),
            );
        }
    }
}

/// The penalty of law 87 I, offered to the revoking player's adversaries: both, after
/// consultation, when the dealer's side revoked; the dealer alone when one of his adversaries
/// did, claiming and enforcing penalties being his, "unassisted by his partner" (59).
pub(crate) fn offer_penalty(r: &mut Ruling, seat: Seat, dealer: Seat) {
    let adversary_revoked = seat != dealer && seat != dealer.opposite();
    r.chosen_by(if adversary_revoked {
        chooser(
            vec![dealer],
            Some("at the end of the hand, the dealer unassisted by his partner"),
            &[clause(87, "I"), law(59)],
        )
    } else {
        chooser(
            vec![seat.left(), seat.right()],
            Some("at the end of the hand, after consultation"),
            &[clause(87, "I")],
        )
    });
    r.offer(
        RevokeOption::ALL
            .into_iter()
            .map(|o| option(o.option(), o.describe(), &[clause(87, "I")]))
            .collect(),
    );
    r.finding(
        "the penalty cannot be divided; it is applicable only to the score of this hand",
        &[clause(87, "III"), clause(87, "IV")],
    );
    r.finding(
        "in whatever way it is enforced, the revoking side cannot score game, grand or little \
         slam this hand, nor pass twenty-eight toward the game",
        &[clause(87, "V")],
    );
}

/// A failure to follow suit by a player who held the suit led.
pub(crate) fn on_failure(
    t: &mut Table,
    revokes: &mut Revokes,
    event: &Event,
    f: &FailureToFollow,
    place: Place,
) {
    let seat = f.seat;
    if seat == t.dummy() {
        // Law 66: dummy is not liable to any penalty for a revoke.
        let mut r = Ruling::new(
            RulingKind::DummyRevoke,
            format!(
                "dummy ({}) played {} to trick {} holding {}",
                seat.name(),
                f.card_played,
                f.trick,
                f.suit_led.name()
            ),
            Some(seat),
            place,
            [law(66)],
        );
        r.set_span(event.span);
        r.finding(
            "dummy is not liable to any penalty for a revoke, as his adversaries see his cards; \
             if not discovered until the trick is turned and quitted, the trick stands good",
            &[law(66)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
        let i = t.push(r);
        revokes.dummy_renounces.push((f.trick, i));
        return;
    }
    let mut r = Ruling::new(
        RulingKind::Revoke,
        format!(
            "{} played {} to trick {}, {} led, holding {}",
            seat.name(),
            f.card_played,
            f.trick,
            f.suit_led.name(),
            f.suit_led.name()
        ),
        Some(seat),
        place,
        [law(86), clause(87, "I")],
    );
    r.set_span(event.span);
    r.finding(
        format!(
            "a revoke: {}, holding one or more cards of the suit led, played a card of a different suit",
            seat.name()
        ),
        &[law(86)],
    );
    offer_penalty(&mut r, seat, t.dealer);
    let ruling = t.push(r);
    revokes.cases.push(RevokeCase {
        seat,
        trick: f.trick,
        card: f.card_played,
        state: RevokeState::Open,
        ruling,
        asked: false,
        forfeited: false,
    });
}

/// Law 88: a revoke is established when its trick is turned and quitted — which a card led to
/// the following trick shows — or when the revoking player or his partner leads or plays to
/// the following trick. Law 89: if his partner asked him before the trick was quitted, only
/// the second establishes it.
pub(crate) fn on_play(t: &mut Table, revokes: &mut Revokes, seat: Seat, trick: u8) {
    for case in revokes.cases.iter_mut() {
        if case.state != RevokeState::Open || trick <= case.trick {
            continue;
        }
        let by_his_side = Side::of(case.seat) == Side::of(seat);
        if !by_his_side && case.asked {
            continue;
        }
        case.state = RevokeState::Established;
        if let Some(r) = t.rulings.get_mut(case.ruling) {
            let text = if by_his_side {
                format!(
                    "the revoke is established: {}{} played to trick {trick}",
                    if seat == case.seat {
                        ""
                    } else {
                        "his partner "
                    },
                    seat.name(),
                )
            } else {
                format!(
                    "the revoke is established: the trick was turned and quitted, {} having \
                     led to trick {trick}",
                    seat.name()
                )
            };
            r.finding(text, &[law(88)]);
            if case.asked {
                r.finding(
                    "the question asked did not save it, as the revoking side then played to \
                     the following trick",
                    &[law(89)],
                );
            }
        }
    }
}

/// Replaces a card in a trick, complete or in progress, and rewinds its winner.
fn substitute(state: &mut PlayState, trick: u8, seat: Seat, card: Card) -> Option<Card> {
    state.trick_in_reach(trick)?;
    state.substitute_in_trick(trick, seat, card)
}

/// Law 91: "any player or players who have played after him may withdraw their cards and
/// substitute others, and their cards withdrawn are not liable to be called". When `seat`
/// takes back `card`, which he played after the revoker to the trick of a revoke corrected in
/// time (no card yet led to the next), the card is withdrawn (`true`), and his next card takes
/// its place.
pub(crate) fn follower_withdraws(
    t: &mut Table,
    revokes: &mut Revokes,
    state: &PlayState,
    event: &Event,
    card: Card,
    place: Place,
) -> bool {
    let Some(case) = revokes
        .cases
        .iter()
        .rev()
        .find(|c| c.state == RevokeState::Corrected)
    else {
        return false;
    };
    let seat = event.seat;
    let Some(trick) = state.trick_in_reach(case.trick) else {
        return false;
    };
    if !trick.played_after(seat, case.seat) || trick.card_of(seat) != Some(card) {
        return false;
    }
    let mut r = Ruling::new(
        RulingKind::CardTakenBack,
        format!(
            "{} withdrew {card} after the revoke in trick {} was corrected",
            seat.name(),
            case.trick
        ),
        Some(seat),
        place,
        [law(91)],
    );
    r.set_span(event.span);
    r.finding(
        "a player who discovers his mistake in time to save a revoke: any player who has played after him may withdraw his card and substitute another, and the card withdrawn is not liable to be called",
        &[law(91)],
    );
    if t.is_adversary(seat) {
        r.apply(Applied::no_penalty(format!(
            "no penalty: {card} is not liable to be called, and the next card {} plays takes its place",
            seat.name()
        )));
    } else {
        // The dealer's own card, or Dummy's: law 64 forbids him to take back a card once played
        // "except to save a revoke", and the revoke saved is not his.
        r.set_outcome(Outcome::TwoReadings {
            question: "whether the dealer may take back a card of his own or of Dummy's that followed the revoker".into(),
            readings: [
                Reading::new(
                    "law 91's: any player or players who have played after the revoker may withdraw their cards",
                    &[law(91)],
                    format!("{card} is withdrawn, and the next card played in its place"),
                ),
                Reading::new(
                    "law 64's: a card once played by the dealer from his own hand or from Dummy cannot be taken back, except to save a revoke (and the revoke saved is not his)",
                    &[law(64)],
                    format!("{card} stands as played"),
                ),
            ],
            follows: 0,
            why: "The replay follows law 91, which speaks of this moment; law 64 is the dealer's rule for any card he has played.".into(),
            differ: true,
        });
        r.cite([law(91), law(64)]);
    }
    revokes.follower_withdrew = Some((seat, case.trick));
    t.push(r);
    true
}

/// The card played by a follower who withdrew his (law 91): it takes the withdrawn card's place.
pub(crate) fn follower_substitutes(
    revokes: &mut Revokes,
    state: &mut PlayState,
    seat: Seat,
    card: Card,
) -> bool {
    match revokes.follower_withdrew {
        Some((s, trick)) if s == seat => {
            revokes.follower_withdrew = None;
            substitute(state, trick, seat, card);
            true
        }
        _ => false,
    }
}

/// "S corrects [with H9]": law 91, a revoke corrected in time.
pub(crate) fn correct(
    t: &mut Table,
    revokes: &mut Revokes,
    state: &mut PlayState,
    event: &Event,
    card: Option<Card>,
    place: Place,
) {
    let seat = event.seat;
    let Some(idx) = revokes.cases.iter().rposition(|c| c.seat == seat) else {
        t.not_covered(
            RulingKind::CorrectionWithoutRevoke,
            format!(
                "{} corrected a card, but the replay shows no revoke by him",
                seat.name()
            ),
            event,
            place,
            "law 91 covers a player who discovers his revoke in time, and the record shows none \
             (86): his card stands, no penalty; a card he shows is exposed (71 II)",
            [law(91), law(86), law(88)],
        );
        return;
    };
    let case = revokes.cases[idx].clone();
    if case.state == RevokeState::Established {
        let mut r = Ruling::new(
            RulingKind::CorrectionTooLate,
            format!(
                "{} tried to correct his revoke in trick {} after it was established",
                seat.name(),
                case.trick
            ),
            Some(seat),
            place,
            [law(88)],
        );
        r.set_span(event.span);
        r.finding(
            "the revoke was already established; the penalty stands",
            &[law(88)],
        );
        t.push(r);
        return;
    }
    revokes.cases[idx].state = RevokeState::Corrected;
    if let Some(c) = card
        && substitute(state, case.trick, seat, c).is_none()
    {
        t.notes.push(format!(
            "{seat} corrected with {c}, but the replay could not put it into trick {}",
            case.trick
        ));
    }
    let (dummy, dealer) = (t.dummy(), t.dealer);
    if dummy != seat && Side::of(seat) != Side::of(dealer) {
        t.liable.push((seat, case.card));
    }
    let Some(r) = t.rulings.get_mut(case.ruling) else {
        return;
    };
    r.set_kind(RulingKind::RevokeCorrected);
    if let Some(earlier) = r.unapply() {
        r.finding(
            format!(
                "the penalty chosen earlier ({earlier}) falls: the revoke was corrected in time"
            ),
            &[law(91)],
        );
    }
    r.cite([law(86), law(91)]);
    r.keep_findings(|f| !f.laws.iter().any(|l| l.law == 87));
    r.finding(
        format!(
            "{} discovered his mistake in time to save the revoke{}; those who played after him may \
             withdraw their cards and substitute others, without their being liable to be called",
            seat.name(),
            card.map(|c| format!(", substituting {c}")).unwrap_or_default()
        ),
        &[law(88), law(91)],
    );
    r.withdraw_options();
    if dummy == seat {
        r.apply(Applied::no_penalty("no-penalty"));
    } else if Side::of(seat) != Side::of(dealer) {
        r.chosen_by(chooser(vec![dealer], None, &[law(91)]));
        r.offer(vec![
            option(
                OptionName::CallCard,
                "call the card played in error",
                &[law(91)],
            ),
            option(
                OptionName::Highest,
                "require him to play his highest card to the trick",
                &[law(91)],
            ),
            option(
                OptionName::Lowest,
                "require him to play his lowest card to the trick",
                &[law(91)],
            ),
        ]);
    } else {
        r.finding(
            "law 91 gives a penalty only against the dealer's adversaries: the dealer pays none",
            &[law(91)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
    }
}

/// "W claims revoke by E [in trick 7]": proved from the hands, or not.
/// Law 93: a revoke claimed, under deal `this`, about the earlier deal `about`: after the cards
/// were cut for `this`, it cannot be claimed.
pub(crate) fn claimed_too_late(
    t: &mut Table,
    claim: &crate::law::late_claims::LateClaim,
    this: &str,
) {
    let (event, about) = (&claim.event, claim.about.as_str());
    let against = match event.action {
        crate::record::Action::ClaimsRevoke { against, .. } => against,
        _ => event.seat,
    };
    let mut r = Ruling::new(
        RulingKind::RevokeClaimedTooLate,
        format!(
            "{} claimed a revoke by {} in deal {about} after the cards were cut for deal {this}",
            event.seat.name(),
            against.name()
        ),
        Some(against),
        Place::Deal,
        [law(93)],
    );
    r.set_span(event.span);
    if claim.inferred {
        r.finding(
            format!("the claim names no deal; written before any card of deal {this} was played, it can only be about an earlier deal, taken as deal {about} (write `of deal N` to say which)"),
            &[],
        );
    }
    r.finding(
        "a revoke cannot be claimed after the cards have been cut for the following deal",
        &[law(93)],
    );
    r.apply(Applied::words(format!(
        "too late: no penalty; deal {about}'s score stands"
    )));
    t.push(r);
}

/// A claim of revoke as the record gives it, and what the replay knows when it is made.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RevokeClaim {
    pub against: Seat,
    /// The trick the claim names, if any.
    pub trick: Option<u8>,
    /// Whether the record gives the accused player's hand.
    pub hand_known: bool,
}

/// Returns the revoke the claim names, if the replay found one (its index in `revokes.cases`).
pub(crate) fn claim(
    t: &mut Table,
    revokes: &mut Revokes,
    event: &Event,
    claim: RevokeClaim,
    place: Place,
) -> Option<usize> {
    let found = revokes.cases.iter().position(|c| {
        c.seat == claim.against
            && claim.trick.is_none_or(|n| n == c.trick)
            && c.state != RevokeState::Corrected
    });
    rule_claim(t, revokes, event, claim, place);
    found
}

fn rule_claim(
    t: &mut Table,
    revokes: &mut Revokes,
    event: &Event,
    claim: RevokeClaim,
    place: Place,
) {
    let RevokeClaim {
        against,
        trick,
        hand_known,
    } = claim;
    revokes.claimed.push(against);
    let found = revokes.cases.iter().position(|c| {
        c.seat == against && trick.is_none_or(|n| n == c.trick) && c.state != RevokeState::Corrected
    });
    match found.map(|i| revokes.cases[i].ruling) {
        Some(ruling) => {
            if let Some(r) = t.rulings.get_mut(ruling) {
                r.finding(
                    format!(
                        "{} claimed the revoke; the claimants may search all the tricks at the end of the hand",
                        event.seat.name()
                    ),
                    &[law(90)],
                );
            }
        }
        None if hand_known => {
            let mut r = Ruling::new(
                RulingKind::RevokeNotProved,
                format!(
                    "{} claimed a revoke by {}{}, which the hands do not show",
                    event.seat.name(),
                    against.name(),
                    trick.map(|n| format!(" in trick {n}")).unwrap_or_default()
                ),
                Some(against),
                place,
                [law(86), law(90)],
            );
            r.set_span(event.span);
            r.finding(
                format!(
                    "{} never played a card of another suit while holding the suit led: there was no revoke",
                    against.name()
                ),
                &[law(86)],
            );
            r.apply(Applied::no_penalty("no-penalty"));
            t.push(r);
        }
        None if revokes
            .renounces
            .iter()
            .any(|(f, _, _)| f.seat == against && trick.is_none_or(|n| n == f.trick)) =>
        {
            let Some((f, _, _)) = revokes
                .renounces
                .iter()
                .find(|(f, _, _)| f.seat == against && trick.is_none_or(|n| n == f.trick))
                .cloned()
            else {
                return;
            };
            let mut r = Ruling::new(
                RulingKind::RevokeClaimUnproved,
                format!(
                    "{} claimed a revoke by {}, who played {} to trick {} when {} led",
                    event.seat.name(),
                    against.name(),
                    f.card_played,
                    f.trick,
                    f.suit_led.name()
                ),
                Some(against),
                place,
                [law(86), law(90)],
            );
            r.set_span(event.span);
            r.finding(
                format!(
                    "the record does not give {}'s hand, and he neither played nor showed {} afterwards",
                    against.name(),
                    f.suit_led.name()
                ),
                &[law(86)],
            );
            let dummy = against == t.dummy();
            let hand = |held| crate::law::HandWanted::suit(against, f.suit_led, held);
            r.set_outcome(crate::law::Outcome::Conditional {
                turns_on: format!(
                    "whether {} held {} at trick {}",
                    against.name(),
                    f.suit_led.name(),
                    f.trick
                ),
                question: format!(
                    "Did {} hold {} when he played {} to trick {}?",
                    against.name(),
                    f.suit_led.name(),
                    f.card_played,
                    f.trick
                ),
                possibilities: vec![
                    crate::law::Possibility::new(
                        format!("{} held {}", against.name(), f.suit_led.name()),
                        if dummy {
                            "a revoke by dummy: no penalty".to_string()
                        } else {
                            "it is a revoke, established once the trick was quitted; the \
                             penalty is at the option of the adversaries: three tricks taken \
                             from the revoking player and added to their own, or the value of \
                             three tricks deducted from his score or added to their own; and \
                             the side revoking cannot score game that hand"
                                .to_string()
                        },
                        &if dummy {
                            vec![law(66)]
                        } else {
                            vec![law(86), law(88), clause(87, "I"), clause(87, "V")]
                        },
                    )
                    .answer("yes")
                    .wants_hand(hand(true)),
                    crate::law::Possibility::new(
                        format!("{} held no {}", against.name(), f.suit_led.singular()),
                        "there is no revoke: the claim fails",
                        &[law(86)],
                    )
                    .answer("no")
                    .wants_hand(hand(false)),
                ],
                to_record: format!("{}'s hand", against.name()),
            });
            t.push(r);
        }
        None => {
            t.not_covered(
                RulingKind::RevokeClaimUnproved,
                format!(
                    "{} claimed a revoke by {}",
                    event.seat.name(),
                    against.name()
                ),
                event,
                place,
                "the record does not give the hand, so the claim can be neither proved nor \
                 disproved from it (the claimants may search the tricks, law 90)",
                [law(86), law(90)],
            );
        }
    }
}

/// At the end of the hand every revoke not corrected is established: the trick was turned and
/// quitted (88). Both sides revoking: law 95.
pub(crate) fn end_of_hand(t: &mut Table, revokes: &mut Revokes) {
    for case in revokes.cases.iter_mut() {
        if case.state == RevokeState::Open {
            case.state = RevokeState::Established;
            if let Some(r) = t.rulings.get_mut(case.ruling) {
                r.finding(
                    "the revoke is established: the trick was turned and quitted",
                    &[law(88)],
                );
            }
        }
    }
    let sides: Vec<Side> = established(t, revokes)
        .iter()
        .map(|(s, _)| Side::of(*s))
        .collect();
    if sides.contains(&Side::NorthSouth) && sides.contains(&Side::EastWest) {
        let mut r = Ruling::new(
            RulingKind::BothSidesRevoke,
            "both sides revoked in the hand",
            None,
            Place::AfterPlay,
            [law(95)],
        );
        r.finding(
            "neither side can win the game by that hand; each is punished at the discretion of his adversary",
            &[law(95)],
        );
        t.push(r);
    }
}

/// The record stops within the hand: a revoke not yet established may still be corrected (88,
/// 91), so its ruling turns on that, and nothing is scored until the record shows it.
pub(crate) fn record_stops(t: &mut Table, revokes: &Revokes, state: &PlayState) {
    for case in revokes
        .cases
        .iter()
        .filter(|c| c.state == RevokeState::Open)
    {
        let seat = case.seat.name();
        let dealer = if t.is_adversary(case.seat) {
            "; the dealer may call the card played in error, or require his highest or lowest card to the trick"
        } else {
            ""
        };
        // The play carried on until the revoke is established: the trick quitted and his side
        // playing to the next (88).
        let side = Side::of(case.seat);
        let established =
            crate::law::settle::played_on(state, case.trick, case.card, &|s| Side::of(s) == side);
        if let Some(r) = t.rulings.get_mut(case.ruling) {
            r.set_outcome(crate::law::Outcome::Conditional {
                turns_on: format!("whether {seat} corrects the revoke before it is established"),
                question: format!(
                    "Did {seat} correct his {} to trick {} before the trick was turned and quitted or his side played to the next?",
                    case.card, case.trick
                ),
                possibilities: vec![
                    crate::law::Possibility::new(
                        format!("{seat} corrects it in time"),
                        format!(
                            "there is no revoke penalty; those who played after him may withdraw their cards{dealer}"
                        ),
                        &[law(88), law(91)],
                    )
                    .answer("yes, in time")
                    .settled_by(crate::law::Settle::line(format!("{} corrects", case.seat))),
                    crate::law::Possibility::new(
                        "the trick is turned and quitted, or his side plays to the next trick",
                        "the revoke is established, and its penalty is chosen at the end of the hand",
                        &[law(88), clause(87, "I")],
                    )
                    .answer("no")
                    .settled_or(established),
                ],
                to_record: format!(
                    "the rest of the play, with `{} corrects` if he does",
                    case.seat
                ),
            });
        }
    }
}

/// Every established revoke, and every disobeyed call (76), with its ruling: (offender, ruling).
fn established(t: &Table, revokes: &Revokes) -> Vec<(Seat, usize)> {
    let mut out: Vec<(Seat, usize)> = revokes
        .cases
        .iter()
        .filter(|c| c.state == RevokeState::Established)
        .map(|c| (c.seat, c.ruling))
        .collect();
    for (i, r) in t.rulings.iter().enumerate() {
        if (r.kind() == RulingKind::DisobeyedCall
            || r.kind() == RulingKind::RevokeEstablishedByMixing)
            && let Some(s) = r.offender()
        {
            out.push((s, i));
        }
    }
    out
}

/// The penalties to score: one for each established revoke whose option the record states
/// (87 II). A revoke with no choice recorded is listed with its options and not scored.
pub(crate) fn penalties(
    t: &mut Table,
    revokes: &Revokes,
    tricks: Option<[u8; 2]>,
) -> (Vec<RevokePenalty>, Vec<Side>) {
    let mut out = Vec::new();
    let mut barred = Vec::new();
    // A penalty dummy's claim took away (61) is neither scored nor binding (87 V is part of it).
    let all: Vec<(Seat, usize)> = established(t, revokes)
        .into_iter()
        .filter(|(_, i)| !revokes.cases.iter().any(|c| c.forfeited && c.ruling == *i))
        .collect();
    for &(seat, i) in &all {
        let Some(r) = t.rulings.get_mut(i) else {
            continue;
        };
        match r
            .applied()
            .and_then(Applied::elected_option)
            .and_then(RevokeOption::from_option)
        {
            Some(option) => {
                let side = Side::of(seat);
                // Fewer than nine tricks: the side's trick score of this hand is less than the
                // value of three tricks (law 4 counts the tricks above six).
                if option == RevokeOption::DeductValue
                    && let Some(won) = tricks.map(|k| k[side.index()])
                    && won < 9
                {
                    super::revoke_penalty::deduction_beyond_the_hand(r, side, won);
                }
                out.push(RevokePenalty {
                    revoking: side,
                    option,
                })
            }
            None => r.finding(
                "no choice of penalty is recorded: the score is made up without it",
                &[clause(87, "I")],
            ),
        }
    }
    // Law 87 V binds "in whatever way the penalty may be enforced": a revoking side is barred
    // whether a penalty is chosen or none is written (and both, if both revoked: law 95).
    for (s, _) in &all {
        if !barred.contains(&Side::of(*s)) {
            barred.push(Side::of(*s));
        }
    }
    (out, barred)
}

/// "E mixes the cards": law 92. If a revoke has been claimed and the accused player or his
/// partner mixes the cards before they have been sufficiently examined, the revoke is
/// established. (The law's second sentence speaks only of the "possible establishment" of the
/// penalty; the book's reading takes the first as the operative rule.)
pub(crate) fn mixed(t: &mut Table, revokes: &mut Revokes, event: &Event, place: Place) {
    let seat = event.seat;
    let accused = revokes
        .claimed
        .iter()
        .rev()
        .copied()
        .find(|a| Side::of(*a) == Side::of(seat));
    let Some(accused) = accused else {
        let mut r = Ruling::new(
            RulingKind::CardsMixed,
            format!("{} mixed the cards", seat.name()),
            Some(seat),
            place,
            [law(92)],
        );
        r.set_span(event.span);
        let why = if revokes.claimed.is_empty() {
            "no revoke had been claimed: law 92 applies only \"if a revoke be claimed\""
        } else {
            "the revoke was claimed against the other side: law 92 establishes it only when the \
             accused player or his partner mixes the cards"
        };
        r.finding(why, &[law(92)]);
        r.apply(Applied::no_penalty("no-penalty"));
        t.push(r);
        return;
    };
    let by = if seat == accused {
        "the accused player".to_string()
    } else {
        format!("the partner of the accused player {}", accused.name())
    };
    let finding = format!(
        "{} ({by}) mixed the cards before the claimants had sufficiently examined them: the \
         revoke is established",
        seat.name()
    );
    if let Some(case) = revokes
        .cases
        .iter_mut()
        .rev()
        .find(|c| c.seat == accused && c.state != RevokeState::Corrected)
    {
        case.state = RevokeState::Established;
        if let Some(r) = t.rulings.get_mut(case.ruling) {
            r.finding(finding, &[law(92)]);
            if !r.laws().contains(&law(92)) {
                r.cite_also(law(92));
            }
        }
        return;
    }
    let mut r = Ruling::new(
        RulingKind::RevokeEstablishedByMixing,
        format!(
            "{} mixed the cards after a revoke was claimed against {}",
            seat.name(),
            accused.name()
        ),
        Some(accused),
        place,
        [law(92), clause(87, "I")],
    );
    r.set_span(event.span);
    r.finding(finding, &[law(92)]);
    if revokes.cases.iter().all(|c| c.seat != accused) {
        r.finding(
            "the replay of the recorded cards shows no revoke by the accused player (or cannot, \
             the hand not being given), but the law makes the mixing itself establish the \
             revoke; its second sentence (\"possible establishment\") is read as describing the \
             claim, not as softening the rule",
            &[law(92)],
        );
    }
    offer_penalty(&mut r, accused, t.dealer);
    t.push(r);
}
