//! The Revoke, laws 52–60 (with law 31, following suit): revokes detected from the hands and
//! the plays, their establishment, the question, correction in time, the claim, and the penalty
//! under each edition.
//!
//! Law 52: a revoke is established when the trick is turned and quitted, or when the player in
//! error or his partner leads or plays to the following trick; dummy's revokes carry no penalty.
//! Law 53 differs between the editions: in 1916 the two partners opposed to the revoking side
//! each score 50 (a declarer's revoke being charged to his acceptor); in 1917 each of the three
//! not in error scores 50, but if the revoker's partner failed to ask him "none of the suit?",
//! the partner pays 50 to each of the three others and the revoker pays nothing. Law 54: doubled
//! or redoubled with the contract. Law 55: the question (1916: asked by the partner; 1917: by any
//! player). Laws 57–58: correction in time. Law 59: the claim must be made before the next cut.
//! Law 60: 50 for each revoke; when both sides revoke, only the difference is scored.

use crate::cards::{Card, Seat, Suit};
use crate::game::{Doubling, FailureToFollow};
use crate::law::Applied;
use crate::law::Applying;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::question;
use crate::law::pirate::table::{Proof, Replay, RevokeCase};
use crate::law::{Chooser, Laws, Line, Outcome, PenaltyOption, Place, Ruling, ScoreEntry};
use crate::lawbook::Citation;
use crate::record::{Code, Event};

/// Law 53: the revoke penalty, 50 points in the honor column to each player who scores it.
pub(crate) const REVOKE_PENALTY: i32 = 50;

/// Law 31/52: a player failed to follow suit though his hand shows he could.
pub(crate) fn failure_to_follow(rp: &mut Replay, event: &Event, f: FailureToFollow) {
    let (seat, trick, card) = (f.seat, f.trick, f.card_played);
    let mut case = RevokeCase::new(seat, trick, card, f.suit_led, event.span, Proof::Hand);
    case.by_dummy = f.seat == rp.contract.dummy;
    rp.revokes.cases.push(case);
}

/// A card of another suit played to a lead by a player whose hand the record does not give:
/// a renounce, a revoke if a later fact proves he held the suit (law 52). Called before the
/// card is played. A card of the suit he shows or plays later proves it (`card_seen`).
pub(crate) fn renounce(rp: &mut Replay, event: &Event, card: Card) {
    let seat = event.seat;
    let Some(led) = rp.state.current.suit_led() else {
        return;
    };
    if card.suit == led || rp.state.holdings[seat.index()].is_some() {
        return;
    }
    let shown = rp
        .exposed
        .of(seat)
        .into_iter()
        .find(|c| c.suit == led)
        .map(|c| format!("{seat} had {c} exposed on the table"));
    let trick = rp.state.trick_number();
    let proof = shown.map_or(Proof::Unproved, Proof::Later);
    let mut case = RevokeCase::new(seat, trick, card, led, event.span, proof);
    case.by_dummy = seat == rp.contract.dummy;
    rp.revokes.cases.push(case);
}

/// A card `seat` played or showed after an unproved renounce: if it is of the suit he
/// renounced, he held it then, and the revoke is proved.
/// `played` says the card was played (to the trick in progress), else it was shown; `how` says
/// what happened, in words.
pub(crate) fn card_seen(rp: &mut Replay, seat: Seat, card: Card, played: bool, how: &str) {
    let now = rp.state.trick_number();
    for case in rp.revokes.cases.iter_mut() {
        if case.seat == seat
            && case.proof == Proof::Unproved
            && (case.refused.as_ref())
                .map_or(case.suit_led == card.suit, |r| r.could.contains(card))
            && (now > case.trick || !played)
        {
            case.proof = Proof::Later(how.to_string());
        }
    }
}

/// Before a card is played: does this play establish an open revoke? (law 52)
pub(crate) fn before_play(rp: &mut Replay, seat: Seat) {
    let (trick, code) = (rp.state.trick_number(), rp.code);
    let partner = rp.partner(seat);
    for case in rp.revokes.cases.iter_mut() {
        if !case.corrected
            && !case.established
            && trick > case.trick
            && (case.seat == seat || case.seat == partner)
        {
            case.established = true;
            // Law 55: the partner's card after the question (two readings, in `question`).
            case.by_partner = case.seat == partner && question::protects(code, case, seat);
        }
    }
}

/// A trick has been completed (the record does not show it turned and quitted; see `finish`).
pub(crate) fn trick_quitted(_rp: &mut Replay, _trick: u8) {}

/// Laws 57–58: a revoke corrected.
pub(crate) fn corrects(rp: &mut Replay, event: &Event, card: Option<Card>) {
    let code = rp.code;
    let seat = event.seat;
    let Some(i) = rp
        .revokes
        .cases
        .iter()
        .rposition(|c| c.seat == seat && !c.corrected)
    else {
        let mut r = Ruling::not_covered(
            RulingKind::CorrectionWithoutRevoke,
            format!("{seat} corrected, but the record shows no revoke by {seat} to correct"),
            Some(seat),
            rp.place(),
            "law 57 assumes a revoke, and by law 52 there was none to correct (or the hands are not given); no other law lets a played card be changed. The card stands; a substitute shown face up is exposed (law 45)",
            [law(code, 57), law(code, 52), law(code, 45)],
        );
        r.set_span(event.span);
        rp.rulings.push(r);
        return;
    };
    if rp.revokes.cases[i].proof == Proof::Unproved {
        rp.revokes.cases[i].proof = Proof::Later(format!("{seat} corrected it"));
    }
    let case = rp.revokes.cases[i].clone();
    let too_late_or_dummys = case.established || case.by_dummy;
    let laws = match (too_late_or_dummys, seat == rp.contract.declarer) {
        (true, _) => Laws::from(law(code, 52)),
        (false, true) => Laws::from([law(code, 58), law(code, 57)]),
        (false, false) => Laws::from(law(code, 57)),
    };
    let mut r = Ruling::new(
        RulingKind::RevokeCorrected,
        format!(
            "{seat} corrected his revoke of {} on {} in trick {}",
            case.card,
            case.suit_led.name(),
            case.trick
        ),
        Some(seat),
        Place::Play {
            trick: case.trick,
            position: 0,
        },
        laws,
    );
    r.set_span(event.span);
    let kept = question::protects(code, &case, rp.partner(seat));
    let quitted = !case.established && !kept && question::quitted(rp, &case);
    if case.established || quitted {
        r.set_kind(RulingKind::RevokeCorrectedTooLate);
        r.cite(law(code, 52));
        question::too_late(rp, &case, quitted, &mut r);
        question::dummy_asked(rp, &case, &mut r);
        rp.rulings.push(r);
        return;
    }
    rp.revokes.cases[i].corrected = true;
    let questioned = kept && rp.state.trick_number() > case.trick;
    if !case.by_dummy && !questioned {
        r.finding(
            "corrected in time: the revoke was not yet established (the trick not quitted, and neither he nor his partner had played to the following trick)",
            &[law(code, 52)],
        );
    }
    if case.by_dummy {
        r.finding("if dummy revokes, there is no penalty", &[law(code, 52)]);
        crate::law::pirate::dummy::revoke_not_penalised(code, &mut r);
        r.apply(Applied::words("corrected; no penalty"));
    } else if seat == rp.contract.declarer {
        let trick = &rp.state.current;
        let advs = rp.adversaries();
        let both_played = advs.iter().all(|a| trick.card_of(*a).is_some());
        let declarer_last = trick.cards.len() == 4 && trick.cards[3].0 == seat;
        let dummy_to_play = trick.card_of(rp.contract.dummy).is_none();
        if both_played && !declarer_last && dummy_to_play {
            r.finding(
                "both adversaries had played to the trick and the declarer was not the last player, and dummy is still to play",
                &[law(code, 58)],
            );
            r.offer(vec![
                PenaltyOption {
                    name: OptionName::Highest,
                    description: format!(
                        "the declarer plays his highest {}",
                        case.suit_led.singular()
                    ),
                    laws: vec![law(code, 58)],
                },
                PenaltyOption {
                    name: OptionName::Lowest,
                    description: format!(
                        "the declarer plays his lowest {}",
                        case.suit_led.singular()
                    ),
                    laws: vec![law(code, 58)],
                },
            ]);
            r.chosen_by(Chooser {
                seats: advs.to_vec(),
                constraint: Some("either adversary, without consulting (law 67)".into()),
                laws: vec![law(code, 67)],
            });
        } else {
            r.finding(
                "if the declarer corrects his revoke there is no penalty unless both adversaries have played to the trick and the declarer is not the last player",
                &[law(code, 58)],
            );
            r.apply(Applied::words("corrected in time; no penalty"));
        }
    } else if case.dummy_drew_attention {
        r.finding(
            "a revoke corrected in time: the players who have followed may withdraw their cards and substitute others without penalty",
            &[law(code, 57)],
        );
        crate::law::pirate::dummy::penalty_forfeited(code, &mut r);
    } else {
        r.finding(
            "a revoke corrected in time: the players who have followed may withdraw their cards and substitute others without penalty",
            &[law(code, 57)],
        );
        r.offer(vec![
            PenaltyOption {
                name: OptionName::CallExposed,
                description: format!("call {} exposed", case.card),
                laws: vec![law(code, 57)],
            },
            PenaltyOption {
                name: OptionName::Highest,
                description: format!(
                    "{seat} plays his highest {} to the current trick",
                    case.suit_led.singular()
                ),
                laws: vec![law(code, 57)],
            },
            PenaltyOption {
                name: OptionName::Lowest,
                description: format!(
                    "{seat} plays his lowest {} to the current trick",
                    case.suit_led.singular()
                ),
                laws: vec![law(code, 57)],
            },
        ]);
        r.chosen_by(Chooser {
            seats: vec![rp.contract.declarer],
            constraint: None,
            laws: vec![],
        });
        // Called exposed, the card played in error lies subject to call (law 51).
        rp.exposed_when_called
            .push((rp.rulings.len(), seat, vec![case.card]));
    }
    if questioned {
        question::kept_open(rp, &case, &mut r);
    }
    question::dummy_asked(rp, &case, &mut r);
    rp.rulings.push(r);
    match card {
        Some(new) => substitute(rp, &case, new),
        None => rp.revokes.awaiting_substitute = Some(i),
    }
}

/// Puts `new` in place of the revoke card in its trick, re-deciding the trick if it was complete
/// (no one of the revoking side having played on).
pub(crate) fn substitute(rp: &mut Replay, case: &RevokeCase, new: Card) {
    rp.state.substitute_in_trick(case.trick, case.seat, new);
}

/// "W claims revoke by E".
pub(crate) fn claimed(rp: &mut Replay, event: &Event, against: Seat, trick: Option<u8>) {
    rp.revokes
        .claims
        .push((event.seat, against, trick, event.span));
}

/// Law 59: a revoke claimed, under deal `this`, about the earlier deal `about`: the claim comes
/// after the cards were cut for `this`, too late. The earlier deal's score stands.
pub(crate) fn claimed_too_late(
    code: Code,
    claim: &crate::law::late_claims::LateClaim,
    this: &str,
) -> Ruling {
    let (event, about) = (&claim.event, claim.about.as_str());
    let (claimer, against) = match event.action {
        crate::record::Action::ClaimsRevoke { against, .. } => (event.seat, against),
        _ => (event.seat, event.seat),
    };
    let mut r = Ruling::new(
        RulingKind::RevokeClaimedTooLate,
        format!(
            "{claimer} claimed a revoke by {against} in deal {about} after the cards were cut for deal {this}"
        ),
        Some(against),
        Place::Deal,
        [law(code, 59)],
    );
    r.set_span(event.span);
    if claim.inferred {
        r.finding(
            format!("the claim names no deal; written before any card of deal {this} was played, it can only be about an earlier deal, taken as deal {about} (write `of deal N` to say which)"),
            &[],
        );
    }
    r.finding(
        "revokes must be claimed and proved before the cards are cut for the following deal or rubber",
        &[law(code, 59)],
    );
    r.apply(Applied::words(format!(
        "too late: no revoke penalty; deal {about}'s score stands"
    )));
    r
}

/// Law 59 across deals: a revoke of an earlier deal claimed only after the cut for a later one
/// is said so on the earlier deal's revoke ruling, which otherwise reads "no claim is recorded".
pub(crate) fn mark_late_claims(
    record: &crate::record::Record,
    deals: &mut [crate::law::pirate::report::DealReport],
) {
    for (i, deal) in record.deals.iter().enumerate() {
        let previous = i.checked_sub(1).map(|j| record.deals[j].label.as_str());
        let (_, late) = crate::law::late_claims::split(deal, previous);
        for claim in late {
            let upto = i.min(deals.len());
            if let Some(earlier) = deals[..upto]
                .iter_mut()
                .rev()
                .find(|d| d.label == claim.about)
            {
                mark_late_claim(earlier, &claim, &deal.label);
            }
        }
    }
}

/// A revoke claimed in deal `claimed_in` about the `earlier` deal (the last of its label
/// before it): the earlier deal's revoke, which stood unless claimed in time, now claimed too
/// late (law 59).
pub fn mark_late_claim(
    earlier: &mut crate::law::pirate::report::DealReport,
    claim: &crate::law::late_claims::LateClaim,
    claimed_in: &str,
) {
    let crate::record::Action::ClaimsRevoke { against, .. } = claim.event.action else {
        return;
    };
    let code = earlier
        .rulings
        .iter()
        .flat_map(|r| r.laws().first())
        .map(|c| c.code)
        .next();
    for r in earlier.rulings.iter_mut().filter(|r| {
        r.kind() == RulingKind::Revoke
            && r.offender() == Some(against)
            && r.applied()
                .is_some_and(|a| a.what == Applying::UnlessClaimed)
    }) {
        r.keep_findings(|f| !f.text.starts_with("no claim is recorded"));
        let laws: Vec<Citation> = code.map(|c| law(c, 59)).into_iter().collect();
        r.finding(
            format!(
                "{} claimed it only in deal {claimed_in}, after the cards were cut for that deal: too late",
                claim.event.seat
            ),
            &laws,
        );
        r.apply(Applied::no_penalty("no penalty: claimed too late (law 59)"));
        for c in &laws {
            if !r.laws().contains(c) {
                r.cite_also(c.clone());
            }
            if !earlier.laws.contains(c) {
                earlier.laws.push(c.clone());
            }
        }
    }
}

/// At the end of the record: establish what is established, and rule on every revoke and claim.
/// `hand_over`: the record proves the hand was over though not every card is written (a later
/// deal, or a `result:` line), so every trick played was quitted; `next_deal`: a later deal is
/// written, so the cards were cut for it and a claim not made is too late (law 59). Until then
/// whether a revoke is corrected, or claimed in time, is a fact the record has not reached.
pub(crate) fn finish(rp: &mut Replay, hand_over: bool, next_deal: bool) {
    let code = rp.code;
    let finished = rp.state.is_finished();
    let played_to = rp.state.tricks.len() as u8;
    // A card led to the following trick shows the last trick quitted.
    let led_on = !rp.state.current.cards.is_empty();
    let mut proved_by_end: Vec<usize> = Vec::new();
    let partners: Vec<Seat> = rp
        .revokes
        .cases
        .iter()
        .map(|c| rp.partner(c.seat))
        .collect();
    for (i, case) in rp.revokes.cases.iter_mut().enumerate() {
        // Law 52: turned and quitted. A finished hand has every trick quitted; otherwise a trick
        // followed by another is taken as quitted, and every trick once the hand is over. Law
        // 55: not once the question is asked, unless it is answered in the negative.
        if !case.corrected && !case.established && !question::protects(code, case, partners[i]) {
            if finished || case.trick < played_to || (led_on && case.trick == played_to) {
                case.established = true;
            } else if hand_over && case.trick <= played_to {
                case.established = true;
                proved_by_end.push(i);
            }
        }
    }
    let cases = rp.revokes.cases.clone();
    let claims = rp.revokes.claims.clone();
    let mut penalised: Vec<(usize, Seat)> = Vec::new();
    let mut revoke_rulings: Vec<(usize, Ruling)> = Vec::new();
    let mut conditional: Vec<Ruling> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        if case.corrected {
            continue;
        }
        let seat = case.seat;
        if case.proof == Proof::Unproved {
            // A renounce the record neither proves nor disproves: a ruling only if claimed.
            let claimed = claims
                .iter()
                .any(|(_, accused, t, _)| *accused == seat && t.is_none_or(|t| t == case.trick));
            if (claimed || case.refused.is_some()) && !case.by_dummy {
                conditional.push(unproved_renounce(rp, case));
            }
            continue;
        }
        let summary = match &case.refused {
            Some(refused) => format!(
                "{seat} played {} to trick {} though {}",
                case.card, case.trick, refused.penalty
            ),
            None => format!(
                "{seat} played {} to trick {} when {} led and {seat} held {}",
                case.card,
                case.trick,
                case.suit_led.name(),
                case.suit_led.name()
            ),
        };
        let refused_or_not_followed = case.refused.as_ref().map_or(31, |r| r.law);
        let mut r = Ruling::new(
            RulingKind::Revoke,
            summary,
            Some(seat),
            Place::Play {
                trick: case.trick,
                position: 0,
            },
            [law(code, 52), law(code, refused_or_not_followed)],
        );
        r.set_span(case.span);
        match &case.refused {
            Some(_) => crate::law::pirate::penalties_complied::refusal(rp, case, &mut r),
            None => {
                if let Proof::Later(how) = &case.proof {
                    r.finding(
                        format!(
                            "the record does not give {seat}'s hand, but {how}: he held a {} when he renounced to trick {}, for a card once played or shown does not come back into the hand",
                            case.suit_led.singular(),
                            case.trick
                        ),
                        &[law(code, 52)],
                    );
                }
                r.finding(
                    format!(
                        "{seat} failed to follow suit though he held a {}: it is a revoke",
                        case.suit_led.singular()
                    ),
                    &[law(code, 31), law(code, 52)],
                );
            }
        }
        if case.by_dummy {
            r.finding("if dummy revokes, there is no penalty", &[law(code, 52)]);
            crate::law::pirate::dummy::revoke_not_penalised(code, &mut r);
            r.apply(Applied::no_penalty("no penalty: dummy's revoke"));
            revoke_rulings.push((i, r));
            continue;
        }
        if !case.established && question::protects(code, case, rp.partner(seat)) {
            question::kept_open(rp, case, &mut r);
        } else if !case.established {
            r.finding(
                format!("the revoke is not established: the record stops before {seat} or his partner played to the following trick"),
                &[law(code, 52)],
            );
        }
        if !case.established {
            let mut established = case.clone();
            established.established = true;
            let mut if_so = possibility_of_revoke(rp, &established);
            if_so.given = "it is established, and claimed and proved in time".into();
            let corrected = if rp.is_declaring(seat) {
                ""
            } else {
                "; the declarer may call the cards played in error exposed, or ask for the highest or lowest of the suit"
            };
            // The play carried on until the revoke is established: the player in error or his
            // partner plays to the following trick (law 52); the claim, or the next deal.
            let declaring = rp.is_declaring(seat);
            let side = |s: Seat| rp.is_declaring(s) == declaring;
            let played_on = crate::law::settle::played_on(&rp.state, case.trick, case.card, &side);
            let (by, trick) = (claimer(rp, seat), case.trick);
            let claim = format!("{by} claims revoke by {seat} in trick {trick}");
            let claimed = if_so.answer("no, and it is claimed in time");
            let unclaimed = not_claimed(code).answer("no, and it is not claimed in time");
            let (claimed, unclaimed) = match played_on {
                Ok(s) => (
                    claimed.settled_by(s.clone().and(claim)),
                    unclaimed.wants_next_deal(s.lines, s.example),
                ),
                Err(why) => (claimed.unsettled(why.clone()), unclaimed.unsettled(why)),
            };
            r.set_outcome(Outcome::Conditional {
                turns_on: format!("whether {seat} corrects the revoke before it is established"),
                question: format!(
                    "Did {seat} correct his {} to trick {} before the trick was quitted or his side played to the next?",
                    case.card, case.trick
                ),
                possibilities: vec![
                    crate::law::Possibility::new(
                        format!("{seat} corrects it in time"),
                        format!(
                            "no revoke penalty; the players who followed may withdraw their cards{corrected}"
                        ),
                        &[law(code, 52), law(code, 57)],
                    )
                    .answer("yes, in time")
                    .settled_by(crate::law::Settle::line(format!("{seat} corrects"))),
                    claimed,
                    unclaimed,
                ],
                to_record: format!("the rest of the play, with `{seat} corrects` if he does"),
            });
            revoke_rulings.push((i, r));
            continue;
        }
        if proved_by_end.contains(&i) {
            r.finding(
                format!("the play is written only to trick {}, but the record proves the hand was over (a later deal is written, or the result): trick {} was turned and quitted", case.trick, case.trick),
                &[law(code, 52)],
            );
        }
        r.finding(
            format!("the revoke is established: the trick was turned and quitted, or {seat} or his partner played to the following trick"),
            &[law(code, 52)],
        );
        question::answered(rp, case, &mut r);
        let claim = claims
            .iter()
            .find(|(_, accused, t, _)| *accused == seat && t.is_none_or(|t| t == case.trick));
        match claim {
            Some(_) if case.dummy_drew_attention => {
                crate::law::pirate::dummy::penalty_forfeited(code, &mut r);
            }
            Some((claimer, _, _, _)) => {
                r.finding(
                    format!(
                        "{claimer} claimed the revoke and {} it",
                        if case.proof == Proof::Hand {
                            "the hands prove"
                        } else {
                            "the record proves"
                        }
                    ),
                    &[law(code, 53), law(code, 59)],
                );
                // Law 62(e): the dummy, once his hand is down, may call attention to an adverse
                // revoke after it is established, on one condition the record cannot show.
                if *claimer == rp.contract.dummy && !rp.is_declaring(seat) {
                    r.cite_also(law(code, 62));
                    r.finding(
                        format!(
                            "{claimer}, the dummy, may call attention to an adverse revoke after it is established, but only on condition that he has not deliberately overlooked the hand of either adversary; the record does not say he did, so the claim stands (if he did, he had no right to make it)"
                        ),
                        &[law(code, 62)],
                    );
                }
                penalised.push((i, seat));
            }
            None => {
                r.finding(
                    "no claim is recorded: the penalty is due only when the revoke is claimed and proved, before the cards are cut for the following deal (laws 53, 59)",
                    &[law(code, 53), law(code, 59)],
                );
                if next_deal {
                    r.apply(Applied::unless_claimed("no penalty: not claimed in time"));
                } else {
                    let mut if_so = possibility_of_revoke(rp, case);
                    if_so.given = "it is claimed and proved in time".into();
                    let claimer = claimer(rp, seat);
                    r.set_outcome(Outcome::Conditional {
                        turns_on: "whether the revoke is claimed and proved before the cards are cut for the following deal".into(),
                        question: format!(
                            "Was {seat}'s revoke in trick {} claimed before the cards were cut for the next deal?",
                            case.trick
                        ),
                        possibilities: vec![
                            if_so.answer("yes").settled_by(crate::law::Settle::line(format!(
                                "{claimer} claims revoke by {seat} in trick {}",
                                case.trick
                            ))),
                            not_claimed(code).answer("no").wants_next_deal(Vec::new(), None),
                        ],
                        to_record: "the claim, or the next deal".into(),
                    });
                }
            }
        }
        revoke_rulings.push((i, r));
    }
    // ANCHOR: law-60
    // Law 60: when both sides revoke, only the difference is scored.
    let declaring = |s: Seat| s == rp.contract.declarer || s == rp.contract.dummy;
    let by_declaring = penalised.iter().filter(|(_, s)| declaring(*s)).count();
    let by_adversaries = penalised.len() - by_declaring;
    let (pay_side_declaring, count) = if by_declaring >= by_adversaries {
        (true, by_declaring - by_adversaries)
    } else {
        (false, by_adversaries - by_declaring)
    };
    let payable: Vec<usize> = penalised
        .iter()
        .filter(|(_, s)| declaring(*s) == pay_side_declaring)
        .map(|(i, _)| *i)
        .rev()
        .take(count)
        .collect();
    // ANCHOR_END: law-60
    let both_sides = by_declaring > 0 && by_adversaries > 0;
    for (i, mut r) in revoke_rulings {
        if penalised.iter().any(|(j, _)| *j == i) {
            if payable.contains(&i) {
                penalty(rp, &cases[i], &mut r);
                if both_sides {
                    r.cite_also(law(code, 60));
                    r.finding(
                        format!("both sides revoked: only the difference is scored ({by_declaring} by the declaring side, {by_adversaries} by the adversaries)"),
                        &[law(code, 60)],
                    );
                }
            } else {
                r.cite_also(law(code, 60));
                r.finding(
                    "both sides revoked: this revoke is set off against one of the other side's, and only the difference is scored",
                    &[law(code, 60)],
                );
                r.apply(Applied::words(
                    "set off against the other side's revoke; nothing scored",
                ));
            }
        }
        question::partner_played(rp, &cases[i], &mut r);
        crate::law::pirate::penalties_complied::readings(rp, &cases[i], &mut r);
        rp.rulings.push(r);
    }
    if penalised.len() > 1
        && !both_sides
        && let Some(r) = rp
            .rulings
            .iter_mut()
            .rev()
            .find(|r| r.kind() == RulingKind::Revoke)
    {
        r.cite_also(law(code, 60));
        r.finding(
            "more than one revoke by the same partners: the penalty is 50 for each",
            &[law(code, 60)],
        );
    }
    rp.rulings.extend(conditional);
    for (claimer, accused, trick, span) in claims {
        let answered = cases
            .iter()
            .any(|c| c.seat == accused && !c.corrected && trick.is_none_or(|t| t == c.trick));
        if answered {
            continue;
        }
        let mut r = Ruling::new(
            RulingKind::RevokeClaim,
            format!("{claimer} claimed a revoke by {accused}"),
            Some(accused),
            Place::AfterPlay,
            [law(code, 53), law(code, 59)],
        );
        r.set_span(span);
        let hand_known = rp.state.holdings[accused.index()].is_some();
        // The tricks the claim is about, and whether the play shows the accused following in
        // each: a player who followed suit did not revoke, whatever his hand.
        let followed_in = |t: &crate::game::Trick| {
            t.card_of(accused)
                .zip(t.suit_led())
                .is_some_and(|(c, led)| c.suit == led)
        };
        let shown_following = match trick {
            Some(n) => rp.state.tricks.get(n as usize - 1).is_some_and(followed_in),
            None => rp.state.is_finished() && rp.state.tricks.iter().all(followed_in),
        };
        if !hand_known && shown_following {
            r.finding(
                match trick {
                    Some(n) => format!("the play shows {accused} following suit to trick {n}: there is no revoke to prove"),
                    None => format!("the play shows {accused} following suit to every trick: there is no revoke to prove"),
                },
                &[law(code, 31), law(code, 52)],
            );
            r.apply(Applied::words("the claim fails; no penalty"));
        } else if !hand_known {
            let when = trick.map_or("in some trick".to_string(), |n| format!("to trick {n}"));
            let n = trick.unwrap_or(rp.state.trick_number().min(13));
            let two = Card::new(Suit::Clubs, crate::cards::Rank::TWO);
            let mut hypothetical =
                RevokeCase::new(accused, n, two, Suit::Clubs, span, Proof::Unproved);
            hypothetical.by_dummy = accused == rp.contract.dummy;
            hypothetical.established = true;
            let mut if_so = possibility_of_revoke(rp, &hypothetical);
            if_so.given = format!(
                "{accused} failed to follow suit {when} while holding a card of the suit led, and the trick was quitted"
            );
            let unknown = format!(
                "the record does not show which card {accused} played, nor his hand: the director writes the play of the trick and the hand as they were"
            );
            r.set_outcome(Outcome::Conditional {
                turns_on: format!(
                    "whether {accused} failed to follow suit {when} while he held the suit led"
                ),
                question: format!(
                    "Did {accused} fail to follow suit {when} while he held a card of the suit led?"
                ),
                possibilities: vec![
                    if_so.answer("yes").unsettled(unknown.clone()),
                    crate::law::Possibility::new(
                        format!("{accused} followed suit, or held none of the suit led"),
                        "there is no revoke: the claim fails",
                        &[law(code, 31), law(code, 52)],
                    )
                    .answer("no")
                    .unsettled(unknown),
                ],
                to_record: format!(
                    "the play of the trick{} and {accused}'s hand",
                    if trick.is_some() { "" } else { "s" }
                ),
            });
        } else if hand_known {
            r.finding(
                format!(
                    "the hands and the play show no revoke by {accused}: the claim is not proved"
                ),
                &[law(code, 31), law(code, 53)],
            );
            r.apply(Applied::words("the claim fails; no penalty"));
        }
        rp.rulings.push(r);
    }
}

/// A claimed renounce by a player whose hand the record does not give, and which no later fact
/// proves: the ruling if he held the suit, and if he did not.
fn unproved_renounce(rp: &Replay, case: &RevokeCase) -> Ruling {
    if case.refused.is_some() {
        return crate::law::pirate::penalties_complied::unproved(
            rp,
            case,
            possibility_of_revoke(rp, case),
        );
    }
    let code = rp.code;
    let seat = case.seat;
    let suit = case.suit_led;
    let mut r = Ruling::new(
        RulingKind::RevokeClaim,
        format!(
            "{seat} played {} to trick {} when {} led; a revoke is claimed",
            case.card,
            case.trick,
            suit.name()
        ),
        Some(seat),
        Place::Play {
            trick: case.trick,
            position: 0,
        },
        [law(code, 52), law(code, 53)],
    );
    r.set_span(case.span);
    r.finding(
        format!(
            "the record does not give {seat}'s hand, and he neither played nor showed a {} afterwards",
            suit.singular()
        ),
        &[law(code, 52)],
    );
    let mut if_held = possibility_of_revoke(rp, case);
    if_held.given = format!("{seat} held a {} at trick {}", suit.singular(), case.trick);
    let hand = |held| crate::law::HandWanted::suit(seat, suit, held);
    r.set_outcome(Outcome::Conditional {
        turns_on: format!(
            "whether {seat} held a {} at trick {}",
            suit.singular(),
            case.trick
        ),
        question: format!(
            "Did {seat} hold a {} when he played {} to trick {}?",
            suit.singular(),
            case.card,
            case.trick
        ),
        possibilities: vec![
            if_held.answer("yes").wants_hand(hand(true)),
            crate::law::Possibility::new(
                format!("{seat} held no {}", suit.singular()),
                "he could not follow suit: there is no revoke, and the claim fails",
                &[law(code, 31)],
            )
            .answer("no")
            .wants_hand(hand(false)),
        ],
        to_record: format!("{seat}'s hand"),
    });
    r
}

/// A player of the side injured by `seat`'s revoke, who may claim it (53): the declarer against
/// an adversary, the first adversary from North against the declaring side.
fn claimer(rp: &Replay, seat: Seat) -> Seat {
    if rp.is_declaring(seat) {
        // The first adversary from the revoker's left: by where they sit, not the seats' names.
        std::iter::successors(Some(seat.left()), |s| Some(s.left()))
            .take(3)
            .find(|s| !rp.is_declaring(*s))
            .unwrap_or(seat)
    } else {
        rp.contract.declarer
    }
}

/// The ruling on `case` if it is a revoke: established or not (52), and the penalty (53, 54).
fn possibility_of_revoke(rp: &Replay, case: &RevokeCase) -> crate::law::Possibility {
    let code = rp.code;
    let given = format!("{} revoked", case.seat);
    if case.by_dummy {
        return crate::law::Possibility::new(
            given,
            "a revoke by dummy: there is no penalty",
            &[law(code, 52)],
        );
    }
    if !case.established {
        return crate::law::Possibility::new(
            given,
            "the revoke is not established: it may still be corrected",
            &[law(code, 52), law(code, 57)],
        );
    }
    let (kind, place) = (RulingKind::Revoke, Place::AfterPlay);
    let mut r = Ruling::new(kind, String::new(), Some(case.seat), place, law(code, 52));
    penalty(rp, case, &mut r);
    let mut p = crate::law::Possibility::new(
        given,
        format!(
            "the revoke is established; {}",
            r.applied().map_or("", |a| a.as_str())
        ),
        r.laws(),
    );
    p.score = r.score().to_vec();
    p
}

/// Laws 53, 59: a revoke not claimed before the cards are cut for the following deal.
fn not_claimed(code: Code) -> crate::law::Possibility {
    crate::law::Possibility::new(
        "it is not claimed before the cards are cut for the following deal",
        "no penalty",
        &[law(code, 53), law(code, 59)],
    )
}

// ANCHOR: law-53
fn penalty(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let code = rp.code;
    let seat = case.seat;
    let factor = rp.contract.doubled.factor() as i32;
    let points = REVOKE_PENALTY * factor;
    let partner = rp.partner(seat);
    r.cite_also(law(code, 53));
    r.cite_also(law(code, 77));
    if rp.contract.doubled != Doubling::Undoubled {
        r.cite_also(law(code, 54));
        r.finding(
            format!(
                "the contract was {}: the penalty is {points}",
                match rp.contract.doubled {
                    Doubling::Redoubled => "redoubled",
                    _ => "doubled",
                }
            ),
            &[law(code, 54)],
        );
    }
    let recipients: Vec<Seat> = match code {
        Code::Pirate1916 => {
            let opponents: Vec<Seat> = Seat::ALL
                .into_iter()
                .filter(|s| *s != seat && *s != partner)
                .collect();
            r.finding(
                format!(
                    "1916: the penalty is scored by each of the partners opposed to the revoking side, {} and {}",
                    opponents[0], opponents[1]
                ),
                &[law(code, 53)],
            );
            if seat == rp.contract.declarer {
                r.finding(
                    format!("the declarer revoked: his acceptor {partner} is liable to the penalty for their side"),
                    &[law(code, 53)],
                );
            }
            opponents
        }
        _ => {
            let partner_asked = case.asked_by.contains(&partner);
            if case.refused.is_some() {
                // Law 52's "refusal to comply with a performable penalty": no suit was
                // renounced, so law 53's clause on the partner who failed to ask has no place.
                r.finding(
                    format!("1917: {seat} renounced no suit, so the clause on a partner who failed to ask him does not apply: the penalty is scored by each of the three not in error"),
                    &[law(code, 52), law(code, 53)],
                );
                Seat::ALL.into_iter().filter(|s| *s != seat).collect()
            } else if partner_asked {
                r.finding(
                    format!("1917: {partner} asked {seat} whether he had none of the suit; the penalty is scored by each of the three not in error"),
                    &[law(code, 53), law(code, 55)],
                );
                Seat::ALL.into_iter().filter(|s| *s != seat).collect()
            } else {
                r.finding(
                    format!("1917: the record shows no question from {seat}'s partner {partner}, so he failed to ask him if he had none of the suit (had he asked, the record would say `{partner} asks {seat}: none of {}?`): {partner} pays 50 in honors to each of the three others, {seat} paying nothing", case.suit_led.name()),
                    &[law(code, 53)],
                );
                Seat::ALL.into_iter().filter(|s| *s != partner).collect()
            }
        }
    };
    r.enter(
        recipients
            .iter()
            .map(|s| ScoreEntry {
                seat: *s,
                points,
                line: Line::Above,
                law: law(code, 53),
                reason: format!("revoke by {seat} in trick {}", case.trick),
            })
            .collect(),
    );
    let names: Vec<String> = recipients.iter().map(|s| s.to_string()).collect();
    r.apply(Applied::words(format!(
        "{} each score {points} in honors",
        names.join(", ")
    )));
}
// ANCHOR_END: law-53
