//! Law 55, the question "none of the suit?" and what it does to the revoke's establishment:
//! "Subsequent turning and quitting does not establish the revoke unless the question is
//! answered in the negative, or the player in error leads or plays to the following trick."
//! The question is the one the law's first sentence gives: in 1916 the revoker's partner's
//! (dummy's, of the declarer, law 62), in 1917 any player's. Law 52 still establishes the revoke
//! when the revoker's partner plays to the following trick: law 55 speaks only of the turning
//! and quitting, though it names only the player in error's own card (two readings).

use crate::cards::{Seat, Suit};
use crate::law::names::RulingKind;
use crate::law::pirate::common::law;
use crate::law::pirate::table::{Replay, RevokeCase};
use crate::law::{Applied, Outcome, Reading, Ruling};
use crate::record::{Code, Event};

/// Whether the question law 55 speaks of was asked about `case` (whose revoker's partner is
/// `partner`) and not answered in the negative: then the trick's turning and quitting does not
/// establish it.
pub(crate) fn protects(code: Code, case: &RevokeCase, partner: Seat) -> bool {
    let asked = match code {
        Code::Pirate1916 => case.asked_by.contains(&partner),
        _ => !case.asked_by.is_empty(),
    };
    asked && case.answered_none != Some(true)
}

/// `E answers none` / `E answers some`: the revoker's answer to the question, kept on his
/// latest revoke still open about which it was asked.
pub(crate) fn answers(rp: &mut Replay, event: &Event, none: bool) {
    if let Some(case) =
        rp.revokes.cases.iter_mut().rev().find(|c| {
            c.seat == event.seat && !c.established && !c.corrected && !c.asked_by.is_empty()
        })
    {
        case.answered_none = Some(none);
    }
}

/// Whether the record proves the revoke's trick turned and quitted: a card is led to a later
/// trick (law 52).
pub(crate) fn quitted(rp: &Replay, case: &RevokeCase) -> bool {
    let now = rp.state.trick_number();
    now > case.trick + 1 || (now > case.trick && !rp.state.current.cards.is_empty())
}

/// The finding on a revoke the question kept from being established by the quitting.
pub(crate) fn kept_open(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let code = rp.code;
    let by: Vec<String> = case.asked_by.iter().map(|s| s.to_string()).collect();
    r.finding(
        format!(
            "{} asked {} whether he had none of the suit before the trick was quitted, and the question was not answered in the negative: the turning and quitting does not establish the revoke until {} leads or plays to the following trick",
            by.join(" and "),
            case.seat,
            case.seat
        ),
        &[law(code, 55)],
    );
    if !r.laws().contains(&law(code, 55)) {
        r.cite_also(law(code, 55));
    }
}

/// The finding on a revoke established after the question: answered in the negative, or the
/// player in error's own card to the following trick. (His partner's: `partner_played`.)
pub(crate) fn answered(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let code = rp.code;
    let seat = case.seat;
    let text = if case.answered_none == Some(true) {
        format!(
            "{seat} answered the question in the negative: the turning and quitting established the revoke"
        )
    } else if protects(code, case, rp.partner(seat)) && !case.by_partner {
        format!(
            "the question was asked and not answered in the negative, but {seat}, the player in error, played to the following trick, which establishes the revoke"
        )
    } else {
        return;
    };
    r.finding(text, &[law(code, 55)]);
    if !r.laws().contains(&law(code, 55)) {
        r.cite_also(law(code, 55));
    }
}

/// A correction too late (law 52): the revoke established by a card led to the following trick
/// (`quitted`: the trick was turned and quitted), or by the player in error's or his partner's
/// card to it; after the question, said so (law 55; his partner's card: two readings).
pub(crate) fn too_late(rp: &Replay, case: &RevokeCase, quitted: bool, r: &mut Ruling) {
    let seat = case.seat;
    r.finding(
        if quitted {
            "the revoke was already established: a card was led to the following trick, so the trick had been turned and quitted".to_string()
        } else {
            format!("the revoke was already established: {seat} or his partner had played to the following trick")
        },
        &[law(rp.code, 52)],
    );
    r.apply(Applied::words("the revoke stands"));
    partner_played(rp, case, r);
    answered(rp, case, r);
}

/// A revoke the question protected, established by the revoker's partner's card to the
/// following trick: law 52 establishes it, law 55 names only the player in error's card.
pub(crate) fn partner_played(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    if !case.by_partner {
        return;
    }
    let code = rp.code;
    let partner = rp.partner(case.seat);
    let question = format!(
        "whether {partner}'s card to the following trick establishes {}'s revoke, about which the question was asked",
        case.seat
    );
    let established = Reading::new(
        "it does: law 52 establishes a revoke when the player in error or his partner leads or plays to the following trick, and law 55 stops only the turning and quitting from establishing it",
        &[law(code, 52), law(code, 55)],
        r.applied()
            .as_ref()
            .map_or("the revoke is established".into(), |a| a.text.clone()),
    );
    let open = Reading::new(
        "it does not: law 55 names the events that end the question's protection, and lists only the player in error's own lead or play",
        &[law(code, 55), law(code, 57)],
        "the revoke is not established: it may still be corrected, without penalty",
    );
    if !r.laws().contains(&law(code, 55)) {
        r.cite_also(law(code, 55));
    }
    if matches!(r.outcome(), Outcome::Ruled) {
        r.set_outcome(Outcome::TwoReadings {
            question,
            readings: [established, open],
            follows: 0,
            why: "The replay follows the first, which fits the words of both laws.".into(),
            differ: true,
        });
    } else {
        r.finding(
            format!("a second reading: {question} — {}", open.reading),
            &[law(code, 55)],
        );
    }
}

/// Law 62 (b): once his hand is down, dummy may still ask the question: in 1916 of "his
/// partner", in 1917 of "any player". Asked so, it is one of his rights, not a part in the play.
pub(crate) fn dummy_asked(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let code = rp.code;
    let dummy = rp.contract.dummy;
    let whom = match code {
        Code::Pirate1916 if case.seat != rp.contract.declarer => return,
        Code::Pirate1916 => "his partner",
        _ => "any player",
    };
    if !case.asked_by.contains(&dummy) {
        return;
    }
    r.finding(
        format!(
            "{dummy}, the dummy, asked {} whether he had none of the suit, as he may: \"he may ask {whom} if he has none of the suit led\"",
            case.seat
        ),
        &[law(code, 62)],
    );
    if !r.laws().contains(&law(code, 62)) {
        r.cite_also(law(code, 62));
    }
}

/// Law 55: "none of the suit?" asked: noted on the revoke it concerns; a question the law does
/// not give the asker is ruled (1916: of a partner only; dummy, laws 62–63).
pub(crate) fn asks(rp: &mut Replay, event: &Event, asked: Seat, suit: Suit) {
    let code = rp.code;
    let seat = event.seat;
    let partner_of_asked = rp.partner(asked);
    let entitled = match code {
        Code::Pirate1916 => seat == partner_of_asked,
        _ => true,
    };
    // Law 62: once his hand is down dummy "takes no part in the play except as follows", and
    // (b) in 1916 lets him ask only his partner; asking an adversary calls attention to the
    // renounce, an incident the declarer might have exacted a penalty for (law 63).
    let dummy_out_of_bounds = !entitled && seat == rp.contract.dummy && rp.started;
    let mut renounced = false;
    if let Some(case) = rp
        .revokes
        .cases
        .iter_mut()
        .rev()
        .find(|c| c.seat == asked && !c.established && !c.corrected)
    {
        case.asked_by.push(seat);
        case.dummy_drew_attention |= dummy_out_of_bounds && !case.by_dummy;
        renounced = true;
    }
    if dummy_out_of_bounds {
        crate::law::pirate::dummy::asks_an_adversary(rp, event, asked, suit, renounced);
    } else if !entitled {
        let mut r = Ruling::new(
            RulingKind::QuestionByOtherThanPartner,
            format!("{seat} asked {asked} \"none of {}?\"", suit.name()),
            Some(seat),
            rp.place(),
            [law(code, 55)],
        );
        r.set_span(event.span);
        r.finding(
            format!("under the 1916 law any player may ask his partner if he has none of the suit; {seat} is not {asked}'s partner"),
            &[law(code, 55)],
        );
        r.set_not_covered("law 55 (1916) gives the question to the partner, before the trick is quitted, and law 62 to dummy, of the declarer; no law forbids or penalises it. It has no effect: a revoke is established when its trick is quitted (law 52)", [law(code, 55), law(code, 62), law(code, 52)]);
        rp.rulings.push(r);
    }
}
