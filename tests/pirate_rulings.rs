//! The Pirate engine's rulings on the worked cases, checked against the laws' own words. Each
//! test names the law it checks; the snapshots in `tests/cases.rs` hold the full text.

use foster::cards::Seat;
use foster::case::{Case, rule_source};
use foster::law::OptionName;
use foster::law::RulingKind;
use foster::law::pirate::report::DealReport;
use foster::law::{Line, Outcome, Ruling};

fn deal(path: &str) -> DealReport {
    let text =
        std::fs::read_to_string(format!("{}/cases/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let case = Case::read(path, &text);
    let r = rule_source(&case.text, None).unwrap();
    r.report.pirate().expect("a Pirate record").deals[0].clone()
}

fn only<'a>(d: &'a DealReport, kind: &str) -> &'a Ruling {
    let found: Vec<&Ruling> = d
        .rulings
        .iter()
        .filter(|r| r.kind().name() == kind)
        .collect();
    assert_eq!(found.len(), 1, "rulings of kind {kind}: {:#?}", d.rulings);
    found[0]
}

/// (seat, points) of every score entry, sorted.
fn scores(r: &Ruling) -> Vec<(Seat, i32)> {
    assert!(
        r.score().iter().all(|e| e.line == Line::Above),
        "penalties go in the honor column"
    );
    let mut v: Vec<(Seat, i32)> = r.score().iter().map(|e| (e.seat, e.points)).collect();
    v.sort();
    v
}

fn cites(r: &Ruling, c: &str) -> bool {
    r.citations().iter().any(|x| x.to_string() == c)
}

#[test]
fn law_53_1916_the_partners_opposed_to_the_revoker_each_score_50() {
    let d =
        deal("pirate/an-adversarys-established-revoke-costs-50-to-each-opponent-under-1916.record");
    let r = only(&d, "revoke");
    assert_eq!(r.offender(), Some(Seat::E));
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::W, 50)]);
    assert!(cites(r, "pirate-1916:53") && cites(r, "pirate-1916:52"));
}

#[test]
fn law_53_1917_the_partner_who_failed_to_ask_pays_each_of_the_three_others() {
    // Same record as above under 1917: S did not ask, so S pays N, E and W.
    let d = deal(
        "pirate/under-1917-the-revokers-partner-who-failed-to-ask-pays-each-of-the-three-others.record",
    );
    let r = only(&d, "revoke");
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::E, 50), (Seat::W, 50)]);
    assert!(cites(r, "pirate-1917:53"));
}

#[test]
fn law_53_1917_when_the_partner_asked_the_three_not_in_error_score() {
    let d = deal(
        "pirate/under-1917-when-the-partner-asked-the-three-not-in-error-each-score-50.record",
    );
    let r = only(&d, "revoke");
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::S, 50), (Seat::W, 50)]);
}

#[test]
fn law_53_1916_a_declarers_revoke_is_scored_by_the_two_adversaries() {
    let d = deal("pirate/the-declarers-revoke-is-scored-by-both-adversaries.record");
    let r = only(&d, "revoke");
    assert_eq!(r.offender(), Some(Seat::N));
    assert_eq!(scores(r), vec![(Seat::E, 50), (Seat::S, 50)]);
    assert!(
        r.findings()
            .iter()
            .any(|f| f.text.contains("acceptor W is liable"))
    );
}

#[test]
fn law_54_the_revoke_penalty_is_doubled_with_the_contract() {
    let d = deal("pirate/the-same-revoke-doubled-costs-100.record");
    let r = only(&d, "revoke");
    assert_eq!(scores(r), vec![(Seat::N, 100), (Seat::W, 100)]);
    assert!(cites(r, "pirate-1916:54"));
}

#[test]
fn law_52_dummys_revoke_carries_no_penalty() {
    let d = deal("pirate/dummys-revoke-carries-no-penalty.record");
    let r = only(&d, "revoke");
    assert_eq!(r.offender(), Some(Seat::W));
    assert!(r.score().is_empty());
}

#[test]
fn law_57_a_revoke_corrected_in_time_is_no_revoke() {
    let d =
        deal("pirate/a-revoke-corrected-before-the-next-trick-carries-no-revoke-penalty.record");
    assert!(d.rulings.iter().all(|r| r.kind() != RulingKind::Revoke));
    let r = only(&d, "revoke_corrected");
    let names: Vec<&str> = r.options().iter().map(|o| o.name.name()).collect();
    assert_eq!(names, ["call-exposed", "highest", "lowest"]);
    assert_eq!(r.chooser().unwrap().seats, vec![Seat::N]);
}

#[test]
fn laws_53_and_59_an_unclaimed_revoke_is_not_penalised() {
    let d = deal("pirate/a-revoke-not-claimed-is-not-penalised.record");
    let r = only(&d, "revoke");
    assert!(r.score().is_empty());
    assert!(cites(r, "pirate-1916:59"));
}

#[test]
fn law_60_when_both_sides_revoke_once_nothing_is_scored() {
    let d = deal("pirate/when-both-sides-revoke-once-nothing-is-scored.record");
    let revokes: Vec<&Ruling> = d
        .rulings
        .iter()
        .filter(|r| r.kind() == RulingKind::Revoke)
        .collect();
    assert_eq!(revokes.len(), 2);
    assert!(
        revokes
            .iter()
            .all(|r| r.score().is_empty() && cites(r, "pirate-1916:60"))
    );
}

#[test]
fn law_53_a_claim_the_hands_disprove_fails() {
    let d = deal("pirate/a-claim-of-revoke-that-the-hands-disprove-fails.record");
    let r = only(&d, "revoke_claim");
    assert!(r.score().is_empty());
    assert_eq!(*r.outcome(), Outcome::Ruled);
}

#[test]
fn law_29_the_player_on_the_declarers_left_leads() {
    let d = deal("format/pirate-1916-single-deal.record");
    let c = d.contract.unwrap();
    assert_eq!((c.declarer, c.dummy, c.level), (Seat::N, Seat::W, 1));
    assert_eq!(d.opening_leader, Some(Seat::E));
}

#[test]
fn law_30_a_wrong_opening_lead_played_to_stands() {
    let d = deal("pirate/a-wrong-opening-lead-may-be-accepted.record");
    let r = only(&d, "wrong_opening_lead");
    assert_eq!(r.offender(), Some(Seat::S));
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .starts_with("the lead stands")
    );
}

#[test]
fn law_30_a_wrong_opening_lead_called_exposed() {
    let d = deal("pirate/a-wrong-opening-lead-may-be-called-an-exposed-card.record");
    let r = only(&d, "wrong_opening_lead");
    assert_eq!(
        r.applied().map(|a| a.as_str()),
        Some("call-exposed, chosen by N")
    );
}

#[test]
fn law_32_an_adversary_leading_in_his_partners_turn() {
    let d = deal("pirate/an-adversary-leading-in-his-partners-turn.record");
    let r = only(&d, "adversary_led_in_partners_turn");
    assert_eq!(r.offender(), Some(Seat::E));
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .starts_with("call-suit")
    );
}

#[test]
fn law_36_an_adversary_playing_before_his_partner() {
    let d = deal("pirate/an-adversary-playing-before-his-partner.record");
    let r = only(&d, "adversary_played_before_partner");
    assert_eq!(r.offender(), Some(Seat::S));
    assert_eq!(r.options().len(), 4);
}

#[test]
fn law_39_looking_at_a_quitted_trick_costs_25_to_each_of_the_others() {
    let d = deal("pirate/looking-at-a-quitted-trick-costs-25-to-each-of-the-others.record");
    let r = only(&d, "looked_at_quitted_trick");
    assert_eq!(scores(r), vec![(Seat::N, 25), (Seat::S, 25), (Seat::W, 25)]);
}

#[test]
fn law_12_looking_during_the_deal_costs_25_to_each_of_the_others() {
    let d = deal("pirate/looking-at-a-card-during-the-deal-costs-25-to-each-of-the-others.record");
    let r = only(&d, "looked_at_card_during_deal");
    assert_eq!(scores(r), vec![(Seat::N, 25), (Seat::S, 25), (Seat::W, 25)]);
}

#[test]
fn law_23_asking_the_bidding_after_the_lead_costs_50_to_each_of_the_others() {
    let d = deal(
        "pirate/asking-the-bidding-after-the-opening-lead-costs-50-to-each-of-the-others.record",
    );
    let r = only(&d, "asked_bidding_after_lead");
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::E, 50), (Seat::W, 50)]);
}

#[test]
fn law_43_exposure_in_the_bidding_by_a_future_adversary() {
    let d = deal("pirate/a-card-exposed-in-the-bidding-by-a-future-adversary.record");
    let r = only(&d, "card_exposed_during_bidding");
    assert_eq!(scores(r), vec![(Seat::N, 25), (Seat::E, 25), (Seat::W, 25)]);
    assert_eq!(r.options()[0].name, OptionName::ForbidSuit);
}

#[test]
fn law_43_exposure_by_the_future_acceptor_carries_no_penalty() {
    let d = deal("pirate/a-card-exposed-in-the-bidding-by-the-future-acceptor.record");
    let r = only(&d, "card_exposed_during_bidding");
    assert!(r.score().is_empty());
    assert_eq!(r.applied().map(|a| a.as_str()), Some("no penalty"));
}

#[test]
fn law_17_a_bid_out_of_turn_bars_the_bidder() {
    let d = deal("pirate/a-bid-out-of-turn-bars-the-bidder.record");
    let r = only(&d, "bid_out_of_turn");
    assert_eq!(r.offender(), Some(Seat::S));
    let c = d.contract.unwrap();
    assert_eq!((c.declarer, c.dummy), (Seat::N, Seat::W));
}

#[test]
fn law_18_no_acceptance_makes_a_void_deal() {
    let d = deal("pirate/when-no-bid-is-accepted-the-deal-is-void.record");
    assert!(d.void_deal);
    assert_eq!(d.void_bids.len(), 2);
    assert!(d.contract.is_none());
}

#[test]
fn law_22_an_insufficient_bid_not_corrected_stands_and_may_be_accepted() {
    let d = deal("pirate/an-insufficient-bid-not-corrected-stands.record");
    let c = d.contract.unwrap();
    assert_eq!((c.declarer, c.dummy, c.level), (Seat::S, Seat::W, 1));
    only(&d, "insufficient_bid");
}

#[test]
fn law_24_doubling_ones_own_bid_costs_25_to_each_of_the_others() {
    let d = deal("pirate/doubling-ones-own-bid-costs-25-to-each-of-the-others.record");
    let r = only(&d, "double_of_own_side");
    assert_eq!(scores(r), vec![(Seat::E, 25), (Seat::S, 25), (Seat::W, 25)]);
    // The law provides the penalty: that ruling is ruled. Whether the double takes effect it
    // does not say: a second ruling, on the two readings (void by law 25, standing by law 24),
    // which differ in effect, with no score of its own.
    assert!(matches!(r.outcome(), Outcome::Ruled));
    let effect = only(&d, "improper_double_effect");
    let Outcome::TwoReadings {
        readings, differ, ..
    } = effect.outcome()
    else {
        panic!("{:?}", effect.outcome());
    };
    assert!(*differ);
    assert_eq!(
        readings[0].laws.iter().map(|c| c.law).collect::<Vec<_>>(),
        [24, 25]
    );
    assert_eq!(
        readings[1].laws.iter().map(|c| c.law).collect::<Vec<_>>(),
        [24, 26]
    );
    assert!(effect.score().is_empty());
}

#[test]
fn law_42_naming_a_card_of_ones_own_exposes_it() {
    let d = deal("pirate/an-adversary-naming-a-card-in-his-own-hand-exposes-it.record");
    let r = only(&d, "adversary_named_card");
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .contains("exposed")
    );
}

#[test]
fn law_50_tricks_conceded_stand() {
    let d = deal("pirate/tricks-conceded-stand.record");
    let t = d.tricks.unwrap();
    // N won trick 2 (the ♦A); the 11 conceded tricks go to N and W as well.
    assert_eq!((t.declaring_side, t.adversaries), (12, 1));
}

#[test]
fn law_64_dummys_suggestion_and_law_66_the_declarers_touched_card() {
    let d = deal("pirate/dummy-suggesting-a-card-lets-either-adversary-decide-its-fate.record");
    let r = only(&d, "dummy_suggested_card");
    assert_eq!(r.chooser().unwrap().seats, vec![Seat::E, Seat::S]);
    assert!(cites(r, "pirate-1916:67"));
    let d = deal("pirate/a-card-in-dummy-touched-by-the-declarer-must-be-played.record");
    let r = only(&d, "declarer_touched_dummys_card");
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .contains("must be played")
    );
}

#[test]
fn law_35_a_called_suit_the_leader_lacks_leaves_him_free() {
    let d = deal("pirate/a-called-suit-the-leader-lacks-leaves-him-free.record");
    let r = only(&d, "adversary_led_in_partners_turn");
    assert!(cites(r, "pirate-1916:35"));
}

#[test]
fn law_37_a_player_who_fails_to_play_to_a_trick() {
    let d = deal("pirate/a-player-who-fails-to-play-to-a-trick.record");
    let r = only(&d, "failed_to_play_to_trick");
    assert_eq!(r.offender(), Some(Seat::E));
    assert_eq!(r.chooser().unwrap().seats, vec![Seat::N]);
    let names: Vec<&str> = r.options().iter().map(|o| o.name.name()).collect();
    assert_eq!(names, ["new-deal", "deal-stands"]);
}

#[test]
fn law_45_two_cards_to_one_trick_by_an_adversary() {
    let d = deal("pirate/an-adversary-playing-two-cards-to-one-trick.record");
    let r = only(&d, "two_cards_to_a_trick");
    assert_eq!(r.offender(), Some(Seat::S));
    assert!(cites(r, "pirate-1916:45"));
}

#[test]
fn law_65_dummy_preventing_a_lead_from_the_wrong_hand() {
    let d = deal("pirate/dummy-preventing-a-lead-from-the-wrong-hand.record");
    let r = only(&d, "dummy_prevented_lead_from_wrong_hand");
    assert_eq!(r.chooser().unwrap().seats, vec![Seat::E, Seat::S]);
}

#[test]
fn laws_28_29_and_68_a_deal_played_through_scores_one_odd_in_spades() {
    let d = deal("pirate/a-deal-played-through-without-irregularity.record");
    assert!(d.rulings.is_empty());
    let t = d.tricks.unwrap();
    assert_eq!((t.declaring_side, t.adversaries), (7, 6));
}

#[test]
fn law_19_an_accepted_bidder_may_overcall() {
    let d = deal("pirate/an-accepted-bidder-may-overcall-and-find-a-new-acceptor.record");
    let c = d.contract.unwrap();
    assert_eq!(
        (c.declarer, c.dummy, c.bid().code()),
        (Seat::N, Seat::S, "2H".to_string())
    );
}

#[test]
fn law_26_a_doubled_bid_may_still_be_overcalled() {
    let d = deal("pirate/a-doubled-bid-may-still-be-overcalled.record");
    let c = d.contract.unwrap();
    assert_eq!(
        (c.declarer, c.dummy, c.bid().code()),
        (Seat::W, Seat::N, "3S".to_string())
    );
    assert_eq!(c.doubled, foster::game::Doubling::Undoubled);
}

#[test]
fn laws_10_11_and_14_irregularities_of_the_deal() {
    let d = deal("pirate/a-card-found-faced-in-the-pack-means-a-new-deal.record");
    assert!(
        only(&d, "new_deal")
            .applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .contains("new deal")
    );
    let d = deal("pirate/a-deal-out-of-turn-not-stopped-stands.record");
    assert_eq!(
        only(&d, "deal_out_of_turn_or_wrong_pack").options().len(),
        2
    );
    let d = deal("pirate/a-player-with-twelve-cards.record");
    assert!(cites(only(&d, "wrong_number_of_cards"), "pirate-1916:14"));
}

#[test]
fn laws_33_and_34_leads_by_the_wrong_side() {
    let d = deal("pirate/an-adversary-leading-when-the-declarer-should-lead.record");
    assert_eq!(
        only(&d, "adversary_led_when_neither_should").offender(),
        Some(Seat::E)
    );
    let d = deal("pirate/the-declarer-leading-from-the-wrong-hand.record");
    let r = only(&d, "declarer_led_out_of_turn");
    assert_eq!(r.chooser().unwrap().seats, vec![Seat::E, Seat::S]);
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .starts_with("the lead stands")
    );
}

#[test]
fn laws_40_and_41_attention_drawn_by_an_adversary() {
    let d = deal("pirate/an-adversary-claiming-the-trick-before-his-partner-plays.record");
    assert!(cites(
        only(&d, "adversary_drew_attention_before_partner_played"),
        "pirate-1916:40"
    ));
    let d = deal("pirate/an-adversary-calling-attention-to-an-incident-of-the-play.record");
    assert!(cites(
        only(&d, "adversary_drew_attention"),
        "pirate-1916:41"
    ));
}

#[test]
fn laws_44_47_48_and_61_exposures_and_touched_cards() {
    let d = deal("pirate/a-card-exposed-before-the-opening-lead.record");
    let r = only(&d, "exposed_card");
    let names: Vec<&str> = r.options().iter().map(|o| o.name.name()).collect();
    assert_eq!(
        names,
        ["call-exposed", "call-suit"],
        "E, S's partner, leads first"
    );
    let d = deal("pirate/a-card-the-declarer-touches-in-his-own-hand-is-not-played.record");
    assert!(cites(
        only(&d, "declarer_touched_dummys_card"),
        "pirate-1916:47"
    ));
    let d = deal("pirate/an-adversary-exposing-his-last-card-too-soon.record");
    assert!(cites(only(&d, "exposed_card"), "pirate-1916:48"));
    let d = deal("pirate/the-acceptor-showing-a-card-before-the-lead.record");
    assert_eq!(
        only(&d, "exposed_card")
            .applied()
            .as_ref()
            .map(|a| a.as_str()),
        Some("no penalty")
    );
}

#[test]
fn law_49_an_adversary_leading_two_cards() {
    let d = deal("pirate/an-adversary-leading-two-cards-in-succession.record");
    assert!(cites(only(&d, "two_cards_to_a_trick"), "pirate-1916:49"));
}

#[test]
fn laws_55_and_62_who_may_ask_none_of_the_suit() {
    // 1916: dummy may ask only his partner (62 b); asking an adversary calls attention to the
    // renounce, and its penalty "cannot be demanded" (63): the correction offers nothing.
    let d = deal("pirate/under-1916-dummy-may-ask-only-his-partner-none-of-the-suit.record");
    let q = only(&d, "dummy_drew_attention");
    assert!(cites(q, "pirate-1916:62") && cites(q, "pirate-1916:63"));
    let c = only(&d, "revoke_corrected");
    assert!(c.options().is_empty() && cites(c, "pirate-1916:63"));
    // Even once the revoke is established and claimed.
    let d = deal(
        "pirate/under-1916-dummy-asking-an-adversary-forfeits-the-established-revokes-penalty.record",
    );
    let r = only(&d, "revoke");
    assert!(scores(r).is_empty() && cites(r, "pirate-1916:63"));
    // 1916: of his partner, the declarer, the question is his right, and is cited.
    let d = deal("pirate/dummy-asking-his-partner-none-of-the-suit-is-his-right.record");
    assert!(cites(only(&d, "revoke_corrected"), "pirate-1916:62"));
    // 1917: "any player"; nothing forfeited, the options stand.
    let d = deal("pirate-1917/under-1917-dummy-may-ask-any-player-none-of-the-suit.record");
    assert!(
        d.rulings
            .iter()
            .all(|r| r.kind() != RulingKind::QuestionByOtherThanPartner)
    );
    let c = only(&d, "revoke_corrected");
    assert!(cites(c, "pirate-1917:62") && !c.options().is_empty());
}

#[test]
fn law_36_either_adversary_may_play_first_when_the_declarer_did_not_wait() {
    for path in [
        "pirate/the-declarer-playing-from-both-hands-lets-either-adversary-play-first.record",
        "pirate-1917/the-declarer-playing-from-both-hands-lets-either-adversary-play-first.record",
    ] {
        let d = deal(path);
        let r = only(&d, "declarer_played_both_hands");
        assert!(
            r.findings()
                .iter()
                .any(|f| f.text.contains("either of them may play first; no penalty"))
        );
        assert!(
            d.rulings
                .iter()
                .all(|r| r.kind() != RulingKind::AdversaryPlayedBeforePartner)
        );
    }
}

#[test]
fn law_53_neither_declarer_nor_acceptor_is_penalised_for_dummys_revoke() {
    for (path, law) in [
        (
            "pirate/neither-declarer-nor-acceptor-is-penalised-for-dummys-revoke.record",
            "pirate-1916:53",
        ),
        (
            "pirate-1917/neither-declarer-nor-acceptor-is-penalised-for-dummys-revoke.record",
            "pirate-1917:53",
        ),
    ] {
        let d = deal(path);
        let r = only(&d, "revoke");
        assert!(scores(r).is_empty() && cites(r, law));
    }
}

#[test]
fn law_58_the_declarer_correcting_his_revoke_as_last_player() {
    let d = deal("pirate/the-declarer-correcting-his-revoke-in-time.record");
    let r = only(&d, "revoke_corrected");
    assert_eq!(
        r.applied().map(|a| a.as_str()),
        Some("corrected in time; no penalty")
    );
    assert!(d.rulings.iter().all(|r| r.kind() != RulingKind::Revoke));
}

#[test]
fn law_63_dummy_calling_attention_forfeits_the_penalty() {
    let d = deal("pirate/dummy-calling-attention-forfeits-the-penalty.record");
    let r = only(&d, "adversary_played_before_partner");
    assert!(
        r.applied()
            .as_ref()
            .map(|a| a.as_str())
            .unwrap()
            .contains("law 63")
    );
}

#[test]
fn law_53_1917_the_declarers_revoke_is_paid_by_dummy_who_failed_to_ask() {
    let d =
        deal("pirate-1917/under-1917-dummy-who-failed-to-ask-pays-for-the-declarers-revoke.record");
    let r = only(&d, "revoke");
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::E, 50), (Seat::S, 50)]);
}

#[test]
fn law_50_an_adversary_who_abandons_his_hand_exposes_all_its_cards() {
    let d = deal("pirate/an-adversary-who-abandons-his-hand-exposes-all-its-cards.record");
    let r = only(&d, "hand_abandoned");
    assert_eq!(r.offender(), Some(Seat::E));
    assert!(cites(r, "pirate-1916:50"));
    assert_eq!(r.applied().map(|a| a.as_str()), Some("cards-exposed"));
    // E's eleven cards left after two tricks are all exposed.
    assert!(
        r.findings()
            .iter()
            .any(|f| f.text.matches(", ").count() == 10)
    );
}

#[test]
fn law_47_a_detached_card_of_the_declarer_is_not_played() {
    let d = deal("pirate/a-card-detached-by-the-declarer-is-not-played-until-placed.record");
    let r = only(&d, "card_detached");
    assert!(cites(r, "pirate-1916:47"));
    let back = only(&d, "card_taken_back");
    assert_eq!(back.applied().map(|a| a.as_str()), Some("no-penalty"));
}

#[test]
fn law_13_a_deal_with_an_imperfect_pack_is_void() {
    let d = deal("pirate/a-deal-with-an-imperfect-pack-is-void.record");
    let r = only(&d, "imperfect_pack");
    assert!(cites(r, "pirate-1916:13"));
    assert_eq!(r.applied().map(|a| a.as_str()), Some("deal-void"));
}

#[test]
fn law_14_two_players_with_a_wrong_number_make_the_deal_void() {
    // "If two players have a wrong number, the fifty-two cards being in evidence, the deal is
    // void": the two statements are ruled together, and nothing after them is ruled or scored.
    for code in ["pirate", "pirate-1917"] {
        let d = deal(&format!(
            "{code}/two-players-with-a-wrong-number-make-the-deal-void.record"
        ));
        let r = only(&d, "wrong_number_of_cards");
        assert!(cites(r, &format!("{}:14", d.laws[0].code)));
        assert_eq!(d.annulled.as_ref().map(|c| c.law), Some(14));
        assert!(d.contract.is_none() && d.tricks.is_none());
        assert!(d.rulings.len() == 1, "nothing after the void is ruled");
    }
}

#[test]
fn law_13_fourteen_cards_with_the_others_right_is_an_imperfect_pack() {
    // Fifty-three cards: "imperfect by reason of … superfluous cards" (law 10), "the deal with
    // the imperfect pack is void" (law 13), even when found during the play.
    let d = deal("pirate/a-player-with-fourteen-cards-means-an-imperfect-pack.record");
    let r = only(&d, "wrong_number_of_cards");
    assert!(cites(r, "pirate-1916:13"));
    assert_eq!(d.annulled.as_ref().map(|c| c.law), Some(13));
    assert!(d.tricks.is_none());
}

#[test]
fn law_14_one_player_short_turns_on_the_others_and_the_deal() {
    // "If any player have less than thirteen cards, the others having their right number":
    // the record does not say the others had theirs, so the ruling is given for each case.
    let d = deal("pirate/a-player-with-twelve-cards.record");
    let r = only(&d, "wrong_number_of_cards");
    let Outcome::Conditional { possibilities, .. } = r.outcome() else {
        panic!("a conditional ruling: {:#?}", r.outcome())
    };
    assert!(
        possibilities
            .iter()
            .any(|p| p.ruling.contains("the deal stands") && p.laws.iter().any(|c| c.law == 14))
    );
    assert!(possibilities.iter().any(|p| p.ruling.contains("void")));
    assert!(d.annulled.is_none());
}

#[test]
fn law_52_a_later_play_proves_the_revoke_without_the_hands() {
    // E renounced clubs at trick 3 and played the club ace at trick 4: he held a club, so the
    // revoke is "claimed and proved" (law 53), and established by his play to trick 4 (law 52).
    let d = deal("pirate/a-later-play-proves-a-revoke-when-the-hands-are-not-given.record");
    let r = only(&d, "revoke");
    assert_eq!(r.offender(), Some(Seat::E));
    assert_eq!(*r.outcome(), Outcome::Ruled);
    assert_eq!(scores(r), vec![(Seat::N, 50), (Seat::W, 50)]);
    assert!(r.findings().iter().any(|f| f.text.contains("♣A")));
    let d = deal("pirate-1917/a-later-play-proves-a-revoke-when-the-hands-are-not-given.record");
    let r = only(&d, "revoke");
    assert_eq!(scores(r).len(), 3, "1917: each of the three others");
}

#[test]
fn law_53_a_claim_the_record_cannot_prove_is_ruled_for_each_case() {
    // Nothing shows whether E held a club: "if E held a club at trick 3" the revoke is
    // established and N and W score 50 each (1916); if not, there is no revoke.
    let d = deal("pirate/a-claimed-revoke-turns-on-a-hand-the-record-does-not-give.record");
    let r = only(&d, "revoke_claim");
    assert!(
        r.score().is_empty(),
        "nothing scored until the fact is known"
    );
    let Outcome::Conditional {
        possibilities,
        to_record,
        ..
    } = r.outcome()
    else {
        panic!("{:#?}", r.outcome())
    };
    assert_eq!(to_record, "E's hand");
    let held = &possibilities[0];
    let mut pts: Vec<(Seat, i32)> = held.score.iter().map(|e| (e.seat, e.points)).collect();
    pts.sort();
    assert_eq!(pts, vec![(Seat::N, 50), (Seat::W, 50)]);
    assert!(possibilities[1].ruling.contains("no revoke"));
}

#[test]
fn law_31_a_claim_the_play_disproves_fails_without_the_hands() {
    // E followed suit to trick 2: whatever he held, he did not revoke there.
    let d = deal("pirate/a-revoke-claim-the-play-disproves-without-the-hands.record");
    let r = only(&d, "revoke_claim");
    assert_eq!(*r.outcome(), Outcome::Ruled);
    assert_eq!(
        r.applied().map(|a| a.as_str()),
        Some("the claim fails; no penalty")
    );
}

#[test]
fn law_32_a_trick_line_is_read_with_the_rotation_whoever_leads() {
    // "2. E DK, S D3, W D5, N DA" with S on lead: E led in his partner's turn and S, dummy and
    // the declarer played to it: "it stands without penalty". Nothing is dropped: three tricks.
    for code in ["pirate", "pirate-1917"] {
        let d = deal(&format!(
            "{code}/a-lead-in-the-partners-turn-played-to-by-all-three-stands.record"
        ));
        let r = only(&d, "adversary_led_in_partners_turn");
        assert_eq!(r.offender(), Some(Seat::E));
        assert_eq!(
            r.applied().map(|a| a.as_str()),
            Some("the lead stands without penalty: S, W, N played to it")
        );
        assert!(
            d.rulings
                .iter()
                .all(|r| r.kind() != RulingKind::FailedToPlayToTrick)
        );
        assert!(
            d.missing
                .iter()
                .any(|m| m.contains("after 3 complete tricks"))
        );
    }
}

#[test]
fn law_34_the_declarers_lead_stands_when_the_adversaries_play_to_it() {
    // E should lead; N leads ♠A and E, S, W follow: "If either adversary plays to the lead
    // without correcting it, it stands." Correcting would have E lead, not the declarer.
    let d = deal("pirate/the-declarer-leading-when-an-adversary-should-lead.record");
    let r = only(&d, "declarer_led_out_of_turn");
    assert!(r.summary().starts_with("N, the declarer,"));
    assert_eq!(
        r.applied().map(|a| a.as_str()),
        Some("the lead stands: E, S, W played to it")
    );
    let correct = r
        .options()
        .iter()
        .find(|o| o.name == OptionName::Correct)
        .unwrap();
    assert_eq!(
        correct.description,
        "direct the declarer to take back ♠A; E leads"
    );
}

#[test]
fn law_62_the_acceptor_leading_before_his_hand_is_down_is_not_the_declarer() {
    // Law 30 excepts the player "being dummy"; law 28 made the acceptor "the dummy" and law 29
    // calls him so before the lead, while law 62 gives him every right of any other player
    // until his hand is down: two readings, the first followed (no penalty, no one's choice).
    let d = deal("pirate/the-acceptor-leading-before-his-hand-is-down.record");
    let r = only(&d, "acceptor_led_before_his_hand_was_down");
    assert_eq!(r.offender(), Some(Seat::W));
    assert!(r.summary().starts_with("W, the acceptor,"));
    let Outcome::TwoReadings {
        readings,
        follows,
        differ,
        ..
    } = r.outcome()
    else {
        panic!("{:?}", r.outcome());
    };
    assert_eq!((*follows, *differ), (0, true));
    assert!(readings[0].laws.iter().any(|c| c.law == 28));
    assert!(readings[1].laws.iter().any(|c| c.law == 62));
    assert!(
        readings[1]
            .ruling
            .contains("N, the declarer and W's partner")
    );
    assert!(r.options().is_empty() && r.chooser().is_none());
    assert!(r.by_analogy().is_empty());
    assert_eq!(
        r.applied().map(|a| a.as_str()),
        Some("W took back ♥4, and E led (the first reading)")
    );
}

#[test]
fn no_option_directs_a_player_to_lead_from_a_hand_not_his() {
    // Every option of every Pirate case: "lead from X's hand" never names another's hand.
    let dir = format!("{}/cases", env!("CARGO_MANIFEST_DIR"));
    for sub in ["pirate", "pirate-1917"] {
        for entry in std::fs::read_dir(format!("{dir}/{sub}")).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let case = Case::read("x", &text);
            let Ok(r) = rule_source(&case.text, None) else {
                continue;
            };
            for d in &r.report.pirate().unwrap().deals {
                for o in d.rulings.iter().flat_map(|r| r.options()) {
                    assert!(
                        !o.description.contains("lead from") || !o.description.contains("'s hand"),
                        "{}: {}",
                        path.display(),
                        o.description
                    );
                }
            }
        }
    }
}

#[test]
fn law_44_a_card_exposed_after_the_closing_passes_is_ruled_by_the_moment_not_the_section() {
    // Written above `play:` but after the three passes that close the bidding: "after the
    // winning declaration has been settled, and before play begins" (44), not "before the end
    // of the bidding" (43), so no 25 to each of the others.
    for code in ["pirate", "pirate-1917"] {
        let d = deal(&format!(
            "{code}/a-card-exposed-after-the-closing-passes-written-before-play.record"
        ));
        assert!(
            d.rulings
                .iter()
                .all(|r| r.kind() != RulingKind::CardExposedDuringBidding)
        );
        let r = only(&d, "exposed_card");
        assert_eq!(r.laws()[0].law, 44);
        assert!(r.score().is_empty());
        assert!(r.options().iter().any(|o| o.name == OptionName::CallSuit));
    }
}

#[test]
fn law_62_the_acceptor_calling_attention_before_his_hand_is_down_forfeits_nothing() {
    let d = deal("pirate/the-acceptor-calling-attention-before-his-hand-is-down.record");
    let r = only(&d, "acceptor_drew_attention_before_his_hand_was_down");
    assert!(cites(r, "pirate-1916:62"));
    let exposed = only(&d, "exposed_card");
    assert_eq!(
        exposed.applied().map(|a| a.as_str()),
        Some("call-suit diamonds, chosen by N")
    );
}

#[test]
fn law_42_a_later_play_places_the_named_card() {
    // The hands are not given, but N plays ♠K at trick 2: the card S named was the declarer's,
    // so "he may call a suit". Without such a fact the ruling is given for each holder.
    let d = deal("pirate/an-adversary-naming-a-card-a-later-play-places.record");
    let r = only(&d, "adversary_named_card");
    assert_eq!(*r.outcome(), Outcome::Ruled);
    assert!(r.options().iter().any(|o| o.name == OptionName::CallSuit));
    let d = deal("pirate/an-adversary-naming-a-card-whose-holder-the-record-does-not-give.record");
    let r = only(&d, "adversary_named_card");
    let Outcome::Conditional { possibilities, .. } = r.outcome() else {
        panic!("{:#?}", r.outcome())
    };
    assert_eq!(possibilities.len(), 3);
}
