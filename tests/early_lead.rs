//! A card led to the next trick before this one was complete (`N leads SK to the next trick`):
//! the record language reads it apart from a second card played to the same trick, and the
//! engine rules it by who led: the Pirate declarer (laws 34 and 36) and the Portland dealer
//! (laws 78 and 64), from either hand, under two readings; an adversary as the card played
//! ahead of his partner it is (Pirate 45 and 49, Portland 72), as when it is written as a play.

use foster::cards::Seat;
use foster::case::{Rendering, rule_source};
use foster::law::{Outcome, Ruling, RulingKind};
use foster::record::{self, Action, Event};

const PIRATE: &str = "code: pirate-1916
deal 1
dealer: N
hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872
auction:
  N 1S; E pass; S pass; W accept
  N pass; E pass; S pass
play:
";

const PORTLAND: &str = "code: portland-1895
deal 1
dealer: S
hands: N:AKQ4.K65.A32.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J964.T2 W:763.T42.T75.KQ87
auction:
  S no trumps
play:
";

fn plays(text: &str) -> Vec<Event> {
    match record::parse(text) {
        Ok(r) => r.deals[0].play.clone(),
        Err(d) => panic!("{}", d.render("<test>", text)),
    }
}

/// Whether the event is a card, and whether the record says it was led to the next trick.
fn led_early(e: &Event) -> Option<bool> {
    match e.action {
        Action::Play { to_next_trick, .. } => Some(to_next_trick),
        _ => None,
    }
}

fn ruled(text: &str) -> Rendering {
    rule_source(text, None).unwrap_or_else(|e| panic!("{e}"))
}

fn rulings(r: &Rendering) -> Vec<Ruling> {
    if let Some(p) = r.report.pirate() {
        p.deals[0].rulings.clone()
    } else {
        r.report.portland().expect("a report").deals[0]
            .rulings
            .clone()
    }
}

fn only(r: &Rendering, kind: RulingKind) -> Ruling {
    let found: Vec<Ruling> = rulings(r)
        .into_iter()
        .filter(|x| x.kind() == kind)
        .collect();
    assert_eq!(found.len(), 1, "rulings of kind {kind}: {:#?}", rulings(r));
    found[0].clone()
}

fn laws(r: &Ruling) -> Vec<String> {
    r.laws().iter().map(|c| c.to_string()).collect()
}

fn readings(r: &Ruling) -> (Vec<Vec<String>>, u8, bool) {
    match r.outcome() {
        Outcome::TwoReadings {
            readings,
            follows,
            differ,
            ..
        } => (
            readings
                .iter()
                .map(|x| x.laws.iter().map(|c| c.to_string()).collect())
                .collect(),
            *follows,
            *differ,
        ),
        other => panic!("not two readings: {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// The record language
// ---------------------------------------------------------------------------------------------

#[test]
fn each_form_of_a_lead_to_the_next_trick_reads_as_one() {
    for form in [
        "leads SK to the next trick",
        "leads SK early",
        "plays SK to the next trick",
        "LEADS KS To The Next Trick",
        "lead ♠K to the next trick",
    ] {
        let text = format!("{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8, N {form}\n");
        let p = plays(&text);
        assert_eq!(p.len(), 7, "{form}");
        assert_eq!(led_early(&p[6]), Some(true), "{form}");
        assert_eq!(p[6].seat, foster::cards::Seat::N);
        assert!(p[..6].iter().all(|e| led_early(e) == Some(false)), "{form}");
    }
}

#[test]
fn a_second_card_to_the_same_trick_still_reads_as_a_play() {
    for form in ["E HQ, E HJ", "E HQ, E plays HJ", "E HQ, E leads HJ"] {
        let p = plays(&format!("{PIRATE}  1. {form}\n"));
        assert_eq!(p.len(), 2, "{form}");
        assert_eq!(led_early(&p[1]), Some(false), "{form}");
    }
}

#[test]
fn a_lead_to_the_next_trick_written_short_is_an_error_with_the_form_in_its_hint() {
    for bad in [
        "N leads SK to the next",
        "N leads SK before the trick",
        "N leads SK to the next tricks",
    ] {
        let text = format!("{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  {bad}\n");
        let d = record::parse(&text).expect_err(bad);
        let shown = d.render("<test>", &text);
        assert!(
            shown.contains("`N leads SK to the next trick`"),
            "{bad}: {shown}"
        );
    }
}

#[test]
fn the_record_json_says_the_card_was_led_to_the_next_trick_and_a_plain_play_says_nothing() {
    let p = plays(&format!("{PIRATE}  1. E HQ, E leads HJ early\n"));
    let plain = serde_json::to_value(&p[0]).unwrap();
    let early = serde_json::to_value(&p[1]).unwrap();
    assert!(plain["action"].get("to_next_trick").is_none(), "{plain}");
    assert_eq!(early["action"]["to_next_trick"], true, "{early}");
    assert_eq!(early["action"]["kind"], "play");
}

// ---------------------------------------------------------------------------------------------
// Pirate
// ---------------------------------------------------------------------------------------------

#[test]
fn pirate_the_declarers_lead_from_his_own_hand_has_the_two_readings_of_laws_34_and_36() {
    let r = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  N leads SK to the next trick\n  S D3, W D5\n"
    ));
    let x = only(&r, RulingKind::DeclarerLedBeforeTrickComplete);
    assert_eq!(x.offender(), Some(foster::cards::Seat::N));
    assert_eq!(laws(&x), ["pirate-1916:34", "pirate-1916:36"]);
    let (by, follows, differ) = readings(&x);
    assert_eq!(by, [vec!["pirate-1916:34"], vec!["pirate-1916:36"]]);
    assert_eq!(follows, 0);
    assert!(differ, "no adversary has played to the lead yet");
    assert!(x.summary().contains("from his own hand"), "{}", x.summary());
    assert_eq!(x.findings()[0].text, "S and W had still to play to trick 2");
    // Law 34's options, the adversaries' to choose; nothing chosen yet.
    let options: Vec<&str> = x.options().iter().map(|o| o.name.name()).collect();
    assert_eq!(options, ["correct", "lead-stands"]);
    let chooser = x.chooser().expect("a chooser");
    assert_eq!(
        chooser.seats,
        [foster::cards::Seat::E, foster::cards::Seat::S]
    );
    assert!(x.applied().is_none());
    // N's ace won trick 2: the king, held until then, is the lead to trick 3, in turn.
    let p = r.report.pirate().unwrap();
    assert_eq!(p.deals[0].rulings.len(), 1, "{:#?}", p.deals[0].rulings);
    // Not a second card to the trick, as `N SK` there would be.
    assert!(
        rulings(&r)
            .iter()
            .all(|x| x.kind() != RulingKind::TwoCardsToATrick)
    );
}

#[test]
fn pirate_written_as_a_play_the_same_card_is_still_a_second_card_to_the_trick() {
    let r = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  N plays SK\n"
    ));
    let x = only(&r, RulingKind::TwoCardsToATrick);
    assert_eq!(laws(&x), ["pirate-1916:38"]);
}

#[test]
fn pirate_the_declarers_lead_from_dummy_is_his_and_stands_once_an_adversary_plays_to_it() {
    let r = ruled(&format!(
        "{PIRATE}  1. E C3, S CT, W CK\n  W leads C7 to the next trick\n  N C4\n  N C9, E CA, S D3\n"
    ));
    let x = only(&r, RulingKind::DeclarerLedBeforeTrickComplete);
    assert_eq!(x.offender(), Some(foster::cards::Seat::N), "the declarer's");
    assert!(x.summary().contains("from dummy (W)"), "{}", x.summary());
    let (_, follows, differ) = readings(&x);
    assert_eq!(follows, 0);
    assert!(!differ, "E played to it: it stands under both readings");
    let applied = x.applied().expect("applied").to_string();
    assert!(applied.starts_with("the lead stands: E"), "{applied}");
    // Dummy's king won trick 1; trick 2 is dummy's seven and the three cards played to it.
    let text = &r.text;
    assert!(text.contains("The two readings come to the same"), "{text}");
    assert_eq!(rulings(&r).len(), 1, "{:#?}", rulings(&r));
}

#[test]
fn pirate_an_early_lead_from_the_hand_that_did_not_win_is_then_a_lead_from_the_wrong_hand() {
    // E's king wins trick 2, so the declarer's king, held until then, is led out of turn.
    let r = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N D2, E DK\n  N leads SK to the next trick\n  S D3, W D5\n"
    ));
    only(&r, RulingKind::DeclarerLedBeforeTrickComplete);
    let wrong = only(&r, RulingKind::DeclarerLedOutOfTurn);
    assert_eq!(laws(&wrong), ["pirate-1916:34"]);
    assert!(
        wrong.summary().contains("when the lead was with E"),
        "{}",
        wrong.summary()
    );
}

#[test]
fn pirate_an_adversarys_winnable_lead_to_the_next_trick_has_law_33s_two_readings() {
    // Law 49 reaches only cards "that neither declarer nor dummy can win"; N holds the king.
    // Law 33's lead "when it is the turn of neither", or a lead whose turn the finished trick
    // decides: the winner of the trick settles which, and whether the two differ.
    let judged = |rest: &str| {
        let r = ruled(&format!(
            "{PIRATE}  1. E HQ\n  E leads HJ to the next trick\n{rest}"
        ));
        let a = only(&r, RulingKind::AdversaryLedBeforeTrickComplete);
        assert_eq!(a.offender(), Some(Seat::E));
        assert!(
            laws(&a).contains(&"pirate-1916:33".to_string()),
            "{:?}",
            laws(&a)
        );
        assert!(
            a.findings()
                .iter()
                .any(|f| f.text.contains("N could win ♥Q")),
            "{:#?}",
            a.findings()
        );
        (r, a)
    };
    // E wins: the readings differ; the second, followed, lets the jack stand as his lead.
    let (r, a) = judged("  S H3, W H2, N H5\n");
    let (laws_of, follows, differ) = readings(&a);
    assert_eq!((follows, differ), (1, true));
    assert_eq!(laws_of[0], ["pirate-1916:33"]);
    assert!(
        rulings(&r)
            .iter()
            .all(|x| x.kind() != RulingKind::AdversaryLedWhenNeitherShould)
    );
    // S, his partner, wins: law 32 under the second reading, 33 under the first, to one effect.
    let (r, a) = judged("  S HA, W H2, N H5\n");
    let (laws_of, _, differ) = readings(&a);
    assert!(!differ);
    assert_eq!(laws_of[1], ["pirate-1916:32"]);
    only(&r, RulingKind::AdversaryLedInPartnersTurn);
    // The declaring side wins: law 33 under both.
    let (r, a) = judged("  S H3, W H2, N HK\n");
    let (laws_of, _, differ) = readings(&a);
    assert!(!differ);
    assert_eq!(laws_of[1], ["pirate-1916:33"]);
    only(&r, RulingKind::AdversaryLedWhenNeitherShould);
}

#[test]
fn pirate_an_adversarys_unwinnable_further_lead_is_law_49s_written_either_way() {
    // Cards neither declarer nor dummy can win: law 49's premature leads, the same ruling
    // whether the record writes the second card as a lead to the next trick or as a play.
    let hands =
        "hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872";
    let unwinnable = PIRATE.replace(
        hands,
        "hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.Q8.AK653 S:J852.A93.J9643.T W:76.T42.KT75.Q872",
    );
    let early = ruled(&format!(
        "{unwinnable}  1. E CA\n  E leads CK to the next trick\n  S CT, W C2, N C4\n"
    ));
    let played = ruled(&format!(
        "{unwinnable}  1. E CA, E CK\n  S CT, W C2, N C4\n"
    ));
    let a = only(&early, RulingKind::TwoCardsToATrick);
    let b = only(&played, RulingKind::TwoCardsToATrick);
    assert!(
        laws(&a).contains(&"pirate-1916:49".to_string()),
        "{:?}",
        laws(&a)
    );
    assert!(
        a.summary().contains("led ♣K to the next trick"),
        "{}",
        a.summary()
    );
    let same = |r: &Ruling| {
        (
            r.kind(),
            r.offender(),
            r.laws().to_vec(),
            r.findings().to_vec(),
            r.options().to_vec(),
            r.outcome().clone(),
        )
    };
    assert_eq!(same(&a), same(&b));
}

// ---------------------------------------------------------------------------------------------
// Portland
// ---------------------------------------------------------------------------------------------

#[test]
fn portland_the_dealers_lead_from_his_own_hand_has_the_two_readings_of_laws_78_and_64() {
    let r = ruled(&format!(
        "{PORTLAND}  1. W H2, N HK, E H7, S H3\n  2. N D2, E D8, S DJ\n  S leads S2 to the next trick\n  W D5\n"
    ));
    let x = only(&r, RulingKind::DealerLedBeforeTrickComplete);
    assert_eq!(x.offender(), Some(foster::cards::Seat::S));
    assert_eq!(
        laws(&x),
        ["portland-1895:78", "portland-1895:79", "portland-1895:64"]
    );
    let (by, follows, differ) = readings(&x);
    assert_eq!(
        by,
        [
            vec!["portland-1895:78", "portland-1895:79"],
            vec!["portland-1895:64", "portland-1895:78"]
        ]
    );
    assert_eq!(follows, 0);
    assert!(differ);
    assert_eq!(
        x.applied().map(|a| a.to_string()).as_deref(),
        Some("no penalty under either reading")
    );
    assert_eq!(rulings(&r).len(), 1, "{:#?}", rulings(&r));
    // The two, held until W's card completed trick 2, leads trick 3.
    let deal = &r.report.portland().unwrap().deals[0];
    assert_eq!(
        deal.rulings[0].findings()[0].text,
        "West had still to play to trick 2"
    );
}

#[test]
fn portland_the_dealers_lead_from_dummy_is_his_and_stands_when_the_three_follow_it() {
    // Dummy's ace of spades wins trick 2; the dealer leads dummy's king before E has played.
    let r = ruled(&format!(
        "{PORTLAND}  1. W H2, N HK, E H7, S H3\n  2. N D2, E D8, S DJ, W D5\n  3. S S2, W S3, N SA\n  N leads SK to the next trick\n  E S9\n  E ST, S S5, W S6\n"
    ));
    let x = only(&r, RulingKind::DealerLedBeforeTrickComplete);
    assert_eq!(x.offender(), Some(foster::cards::Seat::S), "the dealer's");
    assert!(x.summary().contains("from Dummy"), "{}", x.summary());
    assert!(
        x.findings()
            .iter()
            .any(|f| f.text == "a lead from Dummy is the dealer's"),
        "{:#?}",
        x.findings()
    );
    let (_, _, differ) = readings(&x);
    assert!(!differ, "the other three followed it: it stands under both");
    assert_eq!(rulings(&r).len(), 1, "{:#?}", rulings(&r));
}

#[test]
fn portland_an_adversarys_lead_to_the_next_trick_is_ruled_under_law_72_as_when_written_as_a_play() {
    let early = ruled(&format!(
        "{PORTLAND}  W CK, N C4\n  W leads CQ to the next trick\n"
    ));
    let played = ruled(&format!("{PORTLAND}  W CK, N C4\n  W CQ\n"));
    let a = only(&early, RulingKind::WinningCardPlayedAhead);
    let b = only(&played, RulingKind::WinningCardPlayedAhead);
    assert_eq!(laws(&a), ["portland-1895:72"]);
    assert!(
        a.summary().contains("led ♣Q to the next trick"),
        "{}",
        a.summary()
    );
    let same = |r: &Ruling| {
        (
            r.kind(),
            r.offender(),
            r.place().clone(),
            r.laws().to_vec(),
            r.findings().to_vec(),
            r.chooser().cloned(),
            r.options().to_vec(),
            r.applied().cloned(),
            r.score().to_vec(),
            r.by_analogy().to_vec(),
            r.outcome().clone(),
        )
    };
    assert_eq!(same(&a), same(&b));
}

// ---------------------------------------------------------------------------------------------
// The ruling in JSON and in text
// ---------------------------------------------------------------------------------------------

#[test]
fn the_two_readings_are_written_in_json_and_in_text() {
    let r = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  N leads SK to the next trick\n  S D3, W D5\n"
    ));
    let json = &r.json;
    let ruling = &json["report"]["deals"][0]["rulings"][0];
    assert_eq!(
        ruling["kind"], "declarer_led_before_trick_complete",
        "{json}"
    );
    let outcome = &ruling["outcome"];
    assert_eq!(outcome["outcome"], "two_readings");
    assert_eq!(outcome["follows"], 0);
    assert_eq!(outcome["differ"], true);
    assert_eq!(outcome["readings"][0]["laws"][0], "pirate-1916:34");
    assert_eq!(outcome["readings"][1]["laws"][0], "pirate-1916:36");
    assert!(
        outcome["readings"][1]["reading"]
            .as_str()
            .unwrap()
            .contains("without waiting for the opponent")
    );
    let text = &r.text;
    assert!(
        text.contains("The laws admit two readings: whether a lead before the trick is complete"),
        "{text}"
    );
    assert!(text.contains("(the replay follows this reading)"), "{text}");
    assert!(
        text.contains("The two readings differ in effect."),
        "{text}"
    );

    let p = ruled(&format!(
        "{PORTLAND}  1. W H2, N HK, E H7, S H3\n  2. N D2, E D8, S DJ\n  S leads S2 to the next trick\n  W D5\n"
    ));
    let outcome = &p.json["report"]["deals"][0]["rulings"][0]["outcome"];
    assert_eq!(outcome["outcome"], "two_readings", "{}", p.json);
    assert_eq!(outcome["readings"][1]["laws"][0], "portland-1895:64");
    assert!(p.text.contains("cannot be taken back"), "{}", p.text);
}

// ---------------------------------------------------------------------------------------------
// The card taken back, as the first reading allows
// ---------------------------------------------------------------------------------------------

#[test]
fn pirate_an_adversary_may_direct_the_held_card_taken_back_and_the_winner_leads() {
    // E directs the king taken back; trick 2 is complete, N's ace wins, and N leads the ace of
    // hearts instead: no lead out of turn, and the king is still in his hand.
    let r = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  N leads SK to the next trick\n  E chooses correct\n  S D3, W D5\n  3. N SA, E S9, S S2, W S6\n"
    ));
    let x = only(&r, RulingKind::DeclarerLedBeforeTrickComplete);
    assert_eq!(
        x.applied().and_then(|a| a.elected_option()),
        Some(foster::law::OptionName::Correct)
    );
    assert!(
        x.findings()
            .iter()
            .any(|f| f.text.contains("the declarer takes back ♠K")),
        "{:#?}",
        x.findings()
    );
    assert_eq!(rulings(&r).len(), 1, "{:#?}", rulings(&r));
    // Not corrected, the same ace would have been a second card of N's to trick 3.
    let kept = ruled(&format!(
        "{PIRATE}  1. E HQ, S H3, W H2, N HK\n  2. N DA, E D8\n  N leads SK to the next trick\n  S D3, W D5\n  N SA\n"
    ));
    only(&kept, RulingKind::TwoCardsToATrick);
}

#[test]
fn portland_the_dealer_taking_back_the_held_card_follows_the_first_reading() {
    let r = ruled(&format!(
        "{PORTLAND}  1. W H2, N HK, E H7, S H3\n  2. N D2, E D8, S DJ\n  S leads S2 to the next trick\n  S takes back S2\n  W D5\n  3. S D9, W D7, N D3, E DK\n"
    ));
    let x = only(&r, RulingKind::DealerLedBeforeTrickComplete);
    assert!(
        x.findings()
            .iter()
            .any(|f| f.text == "♠2 was taken back, as the first reading allows"),
        "{:#?}",
        x.findings()
    );
    // S led the nine of diamonds to trick 3 in turn: no other ruling.
    assert_eq!(rulings(&r).len(), 1, "{:#?}", rulings(&r));
}

#[test]
fn portland_an_adversarys_early_lead_of_a_card_the_dealers_side_could_beat_has_two_readings() {
    // Law 72's leader must lead "a winning card as against the dealer and his partner": S holds
    // the ace over W's ten. A lead out of turn (77) when no one's lead had come, or a lead whose
    // turn the finished trick decides: they differ only when W wins the trick himself.
    let judged = |first: &str, rest: &str| {
        let r = ruled(&format!(
            "{PORTLAND}  W {first}, N H5\n  W leads CK to the next trick\n{rest}"
        ));
        let a = only(&r, RulingKind::AdversaryLedBeforeTrickComplete);
        assert!(laws(&a).contains(&"portland-1895:77".to_string()));
        assert!(
            a.findings()
                .iter()
                .any(|f| f.text.contains("South could still win")),
            "{:#?}",
            a.findings()
        );
        (r, a)
    };
    let (r, a) = judged("HT", "  E HJ, S HA\n");
    assert!(!readings(&a).2);
    only(&r, RulingKind::LeadOutOfTurn);
    let (r, a) = judged("HT", "  E HQ, S H3\n");
    assert!(!readings(&a).2);
    only(&r, RulingKind::LeadOutOfTurn);
    // W's eight of hearts is not his; the eight of clubs is: S holds the ten and plays the two.
    let r = ruled(&format!(
        "{PORTLAND}  W C8, N C4\n  W leads CK to the next trick\n  E C3, S C2\n"
    ));
    let a = only(&r, RulingKind::AdversaryLedBeforeTrickComplete);
    assert_eq!((readings(&a).1, readings(&a).2), (1, true));
    assert!(
        rulings(&r)
            .iter()
            .all(|x| x.kind() != RulingKind::LeadOutOfTurn)
    );
}
