//! The Pirate advice on small records of the README's deal (N bids one spade, W accepts, E
//! leads), one irregularity each: which options are offered and valued, under which laws, and
//! figures that can be checked by hand.

use crate::advice::{Advice, advise};
use crate::law::names::RulingKind;
use crate::record::Code;

const HEAD: &str = "deal 1\ndealer: N\nhands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 \
                    S:J852.A93.J9643.T W:76.T42.T75.KQ872\nauction:\n  N 1S; E pass; S pass; \
                    W accept\n  N pass; E pass; S pass\nplay:\n";

fn advice(code: &str, play: &str) -> Vec<Advice> {
    let text = format!("code: {code}\n{HEAD}{play}");
    let rec = crate::record::parse(&text).expect("the record reads");
    let code = if code == "pirate-1916" {
        Code::Pirate1916
    } else {
        Code::Pirate1917
    };
    advise(&rec, &crate::law::rule(&rec, code))
}

fn names(a: &Advice) -> Vec<&str> {
    a.options.iter().map(|o| o.option.as_str()).collect()
}

fn points(a: &Advice, name: &str) -> Option<i32> {
    a.options.iter().find(|o| o.option == name)?.points
}

#[test]
fn a_wrong_opening_lead_offers_laws_30s_three_options_to_the_declarer() {
    let a = advice("pirate-1917", "  S HA\n");
    let a = &a[0];
    assert_eq!(a.kind, RulingKind::WrongOpeningLead);
    assert_eq!(a.chooser, vec![crate::cards::Seat::N]);
    // The card called at once, or held back to any later trick (law 51).
    let later: Vec<String> = (2..=13)
        .map(|t| format!("call-exposed at trick {t}"))
        .collect();
    assert_eq!(
        names(a)[..3],
        ["accept-lead", "forbid-suit", "call-exposed"]
    );
    assert_eq!(
        names(a)[3..],
        later.iter().map(String::as_str).collect::<Vec<_>>()
    );
    assert!(a.options.iter().all(|o| o.points.is_some()));
    // Each option's figure is what N wins from the others: twice his side's trick and honour
    // score (his column and W's rise alike), less the adversaries' undertricks.
    for o in &a.options {
        let tricks = o.declarers_tricks.unwrap();
        let odd = i32::from(tricks.saturating_sub(6));
        let honours = 18; // N-W hold A K Q of spades: simple honours, 2 tricks' worth (law 73)
        let expected = if tricks >= 7 {
            2 * (9 * odd + honours)
        } else {
            2 * honours - 2 * 50 * i32::from(7 - tricks)
        };
        assert_eq!(o.points, Some(expected), "{}", o.option);
    }
}

#[test]
fn the_declarers_lead_out_of_turn_is_valued_for_both_adversaries() {
    let a = advice("pirate-1916", "  N SA\n");
    let a = &a[0];
    assert_eq!(a.kind, RulingKind::DeclarerLedOutOfTurn);
    assert_eq!(a.chooser.len(), 2);
    assert_eq!(names(a), ["correct", "lead-stands"]);
    assert!(a.best.is_some());
}

#[test]
fn a_revoke_corrected_in_time_gives_the_declarer_laws_57s_choice() {
    let a = advice(
        "pirate-1916",
        "  1. E HQ, S HA, W H2, N H5\n  2. S D3, W D5, N DA, E D8\n  3. N C4, E H7\n  \
         E corrects with C3\n",
    );
    let a = a
        .iter()
        .find(|a| a.kind == RulingKind::RevokeCorrected)
        .unwrap();
    assert_eq!(names(a), ["call-exposed", "highest", "lowest"]);
    // The highest club is E's ace on N's four.
    let highest = a.options.iter().find(|o| o.option == "highest").unwrap();
    assert_eq!(highest.constraints.len(), 1);
    assert!(a.options.iter().all(|o| o.points.is_some()));
}

#[test]
fn an_established_revoke_stands_in_the_replay_and_its_honours_in_every_option() {
    // S renounces to trick 1 and plays to trick 2 (established, claimed); then W, the dummy
    // about to play, suggests a card: law 64.
    let play = "  1. E HQ, S D3, W H2, N H5\n  2. E C3, S CT\n  W suggests CK\n  \
                N claims revoke by S\n";
    let old = advice("pirate-1916", play);
    let new = advice("pirate-1917", play);
    let (old, new) = (&old[0], &new[0]);
    assert_eq!(old.kind, RulingKind::DummySuggestedCard);
    assert_eq!(old.chooser.len(), 2);
    assert_eq!(names(old), ["must-play", "must-not-play"]);
    // The same tricks under both codes: the revoke's trick stands as played.
    let tricks =
        |a: &Advice| -> Vec<Option<u8>> { a.options.iter().map(|o| o.declarers_tricks).collect() };
    assert_eq!(tricks(old), tricks(new));
    // E and S choose. 1916: N and W score the 50 (law 53): E and S together lose 50 to each of
    // N and W, each of them, 200. 1917: E failed to ask, so N, S and W score 50: E loses 50 to
    // N and to W, S nothing, 100. The advice is the same; the figures 100 apart.
    for o in &old.options {
        assert_eq!(
            points(new, &o.option).unwrap() - o.points.unwrap(),
            100,
            "{}",
            o.option
        );
    }
    assert_eq!(old.margin, new.margin);
}

#[test]
fn a_card_exposed_in_the_play_may_be_called_or_left() {
    let a = advice(
        "pirate-1917",
        "  1. E HQ, S HA, W H2, N H5\n  E exposes CA\n",
    );
    let a = a
        .iter()
        .find(|a| a.kind == RulingKind::ExposedCard)
        .unwrap();
    assert_eq!(names(a)[..2], ["leave", "call-card ♣A"]);
    let later: Vec<String> = (3..=13)
        .map(|t| format!("call-card ♣A at trick {t}"))
        .collect();
    assert_eq!(
        names(a)[2..],
        later.iter().map(String::as_str).collect::<Vec<_>>()
    );
    // Double dummy the call can only help the declarer: the holder could play it himself.
    assert!(points(a, "call-card ♣A") >= points(a, "leave"));
}

#[test]
fn a_new_deal_is_not_valued() {
    let a = advice(
        "pirate-1917",
        "  1. E HQ, S HA, W H2, N H5\n  2. S D3, W D5, N DA\n  3. N C4, E C3, S CT, W CK\n",
    );
    // E plays no card to trick 2 and plays to trick 3: law 37's choice, a new deal or not.
    let a = a
        .iter()
        .find(|a| a.kind == RulingKind::FailedToPlayToTrick)
        .unwrap();
    assert_eq!(names(a), ["new-deal", "deal-stands"]);
    assert!(a.options.iter().all(|o| o.not_valued.is_some()));
    assert!(a.best.is_none());
}

#[test]
fn the_adversaries_may_insist_on_the_lead_from_the_wrong_hand() {
    // N won trick 1 and is to lead; W, the dummy, stops him leading from W's hand (law 65).
    let a = advice(
        "pirate-1917",
        "  1. E HQ, S HA, W H2, N H5\n  2. S D3, W D5, N DA, E D8\n  W stops N\n",
    );
    let a = a
        .iter()
        .find(|a| a.kind == RulingKind::DummyPreventedLeadFromWrongHand)
        .unwrap();
    assert_eq!(names(a), ["leave", "lead-stands"]);
    assert!(a.options.iter().all(|o| o.points.is_some()));
    assert_eq!(a.chooser.len(), 2);
}
