//! End positions (PBN §3.10, and the same in the record language): four hands of as many cards
//! each, fewer than thirteen; `claim:` lines with the leader named are verified on them.

use foster::record::Code;
use foster::solver::{Solver, Verdict, verify_claim_under};

/// A three-card ending, worked by hand: at no trumps with S declaring and N as dummy, W leads
/// the ♠4; N's ♠A wins (E's ♠K sits over the ♠Q), N leads the ♥2 to S's ♥K and S's ♥A takes
/// the last trick: three tricks.
const ENDING: &str = "code: pirate-1917
deal 1
hands: N:AQ.2.. E:K3.3.. S:.AK.2. W:J4.4..
claim: S makes 3 tricks in no trumps with N as dummy, W leading S4
claim: S makes at most 2 tricks in no trumps with N as dummy, W leading S4
";

#[test]
fn four_hands_of_three_cards_are_an_ending_not_a_mistake() {
    let rec = foster::record::parse(ENDING).unwrap();
    assert!(rec.deals[0].hands.is_ending());
    let mut solver = Solver::default();
    let verdicts: Vec<Verdict> = rec.deals[0]
        .claims
        .iter()
        .map(|c| verify_claim_under(&rec.deals[0].hands, c, Code::Pirate1917, &mut solver).verdict)
        .collect();
    assert_eq!(verdicts, [Verdict::Confirmed, Verdict::Refuted]);
}

#[test]
fn hands_of_unequal_length_are_still_refused_with_the_ending_hint() {
    let text = ENDING.replace("W:J4.4..", "W:J4...");
    let d = foster::record::parse(&text).unwrap_err();
    let shown = d.render("end.record", &text);
    assert!(shown.contains("West's hand has 2 cards"), "{shown}");
    assert!(
        shown.contains("in an ending the four hands have as many cards each, here 3"),
        "{shown}"
    );
    // A full deal with a short hand keeps its old message.
    let d = foster::record::parse(
        "deal 1\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT9876543\n",
    )
    .unwrap_err();
    assert!(d.render("x", "").contains("West's hand has 12 cards"));
}

#[test]
fn a_pbn_end_position_is_read_and_ruled_as_an_ending() {
    let pbn = "[Event \"?\"]\n[Deal \"N:AQ.2.. K3.3.. .AK.2. J4.4..\"]\n[FosterCode \"pirate-1917\"]\n[FosterClaim \"S makes 3 tricks in no trumps with N as dummy, W leading S4\"]\n";
    let read = foster::formats::read(pbn).unwrap();
    assert!(read.record.deals[0].hands.is_ending());
    let r = foster::case::rule_record(&read.record, Code::Pirate1917, &Default::default());
    assert!(
        r.text
            .contains("starts from an ending, 3 cards in each hand"),
        "{}",
        r.text
    );
}

/// The book's endings (`cases/endings/`): every claim checked double dummy, the verdicts as
/// the case files say (a refuted claim carries a `# note:` saying why).
#[test]
fn the_book_s_endings_are_verified() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/cases/endings");
    let mut seen = 0;
    let mut solver = Solver::default();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "record") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let rec = foster::record::parse(&text).unwrap();
        let deal = &rec.deals[0];
        assert!(deal.hands.is_ending(), "{}", path.display());
        let refuted_expected = text.contains("# note: refuted");
        for claim in &deal.claims {
            let v = verify_claim_under(&deal.hands, claim, Code::Pirate1917, &mut solver).verdict;
            let expected = if refuted_expected {
                Verdict::Refuted
            } else {
                Verdict::Confirmed
            };
            assert_eq!(v, expected, "{}: {}", path.display(), claim.text);
            seen += 1;
        }
    }
    assert_eq!(seen, 3);
}
