//! Claims and concessions of the remaining tricks (50).

use super::shared::ruling;
use crate::law::Applied;
use crate::law::names::RulingKind;
use crate::law::pirate::common::law;
use crate::law::pirate::table::Replay;
use crate::record::Event;

/// Law 50: claims of the remaining tricks.
pub(crate) fn claims(rp: &mut Replay, event: &Event, tricks: Option<u8>) {
    let code = rp.code;
    let seat = event.seat;
    let what = tricks.map_or("the rest of the tricks".to_string(), |n| {
        format!("{n} tricks")
    });
    let mut r = ruling(
        rp,
        RulingKind::Claim,
        format!("{seat} claimed {what}"),
        event,
        [law(code, 50)],
    );
    if seat == rp.contract.declarer {
        rp.declarer_claimed = true;
        r.finding(
            "the declarer's cards must be placed face upward on the table and played without any finesse not absolutely proved to be a winner; cards his adversaries expose in consequence cannot be called",
            &[law(code, 50)],
        );
        r.apply(Applied::words("the hand is played out face up (law 50)"));
    } else {
        r.set_not_covered("law 50 provides for the declarer's claim and an adversary who abandons his hand; nor is a claim among dummy's acts (62); every hand is played out (69). The claim has no effect, and play continues", [law(code, 50), law(code, 62), law(code, 69)]);
    }
    rp.rulings.push(r);
}

/// Law 50: tricks conceded, even in error, stand.
pub(crate) fn concedes(rp: &mut Replay, event: &Event, tricks: Option<u8>) {
    let code = rp.code;
    let seat = event.seat;
    let what = tricks.map_or("the rest of the tricks".to_string(), |n| {
        format!("{n} tricks")
    });
    let mut r = ruling(
        rp,
        RulingKind::Concession,
        format!("{seat} conceded {what}"),
        event,
        [law(code, 50)],
    );
    r.finding(
        "tricks conceded in error by either side must stand",
        &[law(code, 50)],
    );
    if seat == rp.contract.dummy {
        r.finding(
            "dummy may insist that a hand be played out instead of conceding tricks; a concession by dummy himself is not among his rights",
            &[law(code, 62)],
        );
    }
    if tricks.is_none() {
        let remaining = 13 - rp.state.tricks.len();
        let side = if rp.is_declaring(seat) {
            "the adversaries"
        } else {
            "the declaring side"
        };
        r.apply(Applied::words(format!(
            "the concession stands: the {remaining} tricks not yet quitted go to {side}"
        )));
        rp.conceded_rest = Some(seat);
    } else {
        r.apply(Applied::words("the concession stands"));
    }
    rp.rulings.push(r);
}
