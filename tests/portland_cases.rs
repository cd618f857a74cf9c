//! The Portland worked cases (`cases/portland/`): each parsed, ruled and rendered by the same
//! function the book and `foster rule` use (their text and JSON are snapshotted by
//! `tests/cases.rs`); here, the key facts of each asserted from the laws' own words.

use foster::case::{Case, render_case};
use foster::law::portland::{DealReport, PortlandReport};
use foster::law::{Line, Outcome, Report};
use foster::score::portland::Side;

fn report(name: &str) -> PortlandReport {
    let path = format!(
        "{}/cases/portland/{name}.record",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let case = Case::read(name, &text);
    match render_case(&case)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .report
    {
        Report::Portland(p) => p,
        #[allow(unreachable_patterns)]
        _ => panic!("{name}: not a Portland record"),
    }
}

fn deal(name: &str) -> DealReport {
    report(name).deals.remove(0)
}

fn kinds(d: &DealReport) -> Vec<&str> {
    d.rulings.iter().map(|r| r.kind.as_str()).collect()
}

fn applied(d: &DealReport, kind: &str) -> Option<String> {
    d.rulings
        .iter()
        .find(|r| r.kind == kind)
        .and_then(|r| r.applied.clone())
}

fn below(d: &DealReport) -> Vec<(Side, i32)> {
    d.score
        .iter()
        .filter(|e| e.line == Line::Below)
        .map(|e| (e.side, e.points))
        .collect()
}

#[test]
fn every_portland_case_cites_the_laws_it_checks() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/portland");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "record") {
            continue;
        }
        seen += 1;
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let case = Case::read(&name, &text);
        assert!(
            case.question.is_some() && case.source.is_some(),
            "{name}: header"
        );
        let rendering = render_case(&case).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Every law the case says it checks is cited by the ruling or the pad.
        for c in case.citations() {
            let cited = format!("{}:{}", c.code, c.law);
            assert!(
                rendering.text.contains(&cited),
                "{name}: {cited} is not cited"
            );
        }
    }
    assert!(seen >= 20, "the Portland cases: {seen}");
}

#[test]
fn laws_49_to_57_the_doubled_hearts_score_thirty_two() {
    let d = deal("the-dealer-leaves-it-to-his-partner-and-the-doubled-hearts-go-to-east-and-west");
    assert!(d.rulings.is_empty());
    assert_eq!(d.doubling.factor, 2);
    assert_eq!(below(&d), [(Side::EastWest, 32)]);
}

#[test]
fn law_56_redoubling_three_times_makes_each_trick_worth_eight_times() {
    let d = deal("re-doubling-goes-on-with-the-first-right-to-the-last-doubler");
    assert!(d.rulings.is_empty());
    assert_eq!(d.doubling.factor, 8);
    assert!(d.doubling.closed);
}

#[test]
fn law_50_a_fresh_deal_claimed() {
    let d = deal("the-dealers-partner-declares-out-of-turn-and-east-claims-a-fresh-deal");
    assert_eq!(
        applied(&d, "declaration_out_of_turn").as_deref(),
        Some("new-deal")
    );
    assert!(d.annulled.is_some());
    assert!(d.score.is_empty());
}

#[test]
fn law_50_the_declaration_stands() {
    let d = deal("the-partners-declaration-stands-once-doubling-is-spoken-of");
    assert_eq!(
        applied(&d, "declaration_out_of_turn").as_deref(),
        Some("declaration-stands")
    );
    assert_eq!(below(&d), [(Side::NorthSouth, 18)]);
}

#[test]
fn laws_51_52_58_adversary_declares_and_no_alteration() {
    let d = deal("an-adversary-declares-and-the-dealer-proceeds-and-cannot-alter-his-own");
    assert_eq!(
        kinds(&d),
        ["declaration_by_adversary", "declaration_altered"]
    );
    assert_eq!(d.declaration.unwrap().strain.name(), "hearts");
}

#[test]
fn laws_68_69_exposed_before_the_declaration() {
    let d = deal("dummy-exposes-a-card-before-the-declaration-and-the-dealer-may-not-re-double");
    assert_eq!(kinds(&d), ["exposed_before_lead", "double_forfeited"]);
    assert_eq!(d.doubling.factor, 2);
}

#[test]
fn laws_69_76_the_forbidden_suit_led() {
    let d = deal("the-leader-leads-the-suit-forbidden-after-his-partner-exposed-a-card");
    assert_eq!(kinds(&d), ["exposed_before_lead", "disobeyed_call"]);
}

#[test]
fn laws_86_to_88_three_tricks_taken() {
    let d = deal("an-established-revoke-costs-the-revoking-side-three-tricks");
    assert_eq!(applied(&d, "revoke").as_deref(), Some("three-tricks"));
    assert_eq!(d.tricks_after_penalty, Some([11, 2]));
    assert_eq!(below(&d), [(Side::NorthSouth, 10)]);
}

#[test]
fn law_87_v_no_more_than_twenty_eight() {
    let d = deal("the-revoking-side-cannot-pass-twenty-eight-toward-the-game");
    assert_eq!(below(&d), [(Side::EastWest, 36), (Side::NorthSouth, 28)]);
}

#[test]
fn laws_89_91_corrected_in_time() {
    let d = deal("a-revoke-corrected-in-time-is-no-revoke");
    assert_eq!(kinds(&d), ["revoke_corrected"]);
}

#[test]
fn law_66_dummy_revokes() {
    let d = deal("dummy-revokes-without-penalty");
    assert_eq!(kinds(&d), ["dummy_revoke"]);
    assert_eq!(applied(&d, "dummy_revoke").as_deref(), Some("no-penalty"));
}

#[test]
fn laws_77_79_false_lead_taken_back() {
    let d = deal("an-adversary-leads-out-of-turn-and-his-card-is-taken-back");
    assert_eq!(kinds(&d), ["lead_out_of_turn"]);
    assert!(
        d.rulings[0]
            .findings
            .iter()
            .any(|f| f.text.contains("taken back"))
    );
}

#[test]
fn laws_78_79_the_dealers_false_lead() {
    let d = deal("the-dealer-leads-out-of-turn-without-penalty");
    assert_eq!(
        applied(&d, "lead_out_of_turn").as_deref(),
        Some("no-penalty")
    );
}

#[test]
fn law_83_fourth_hand_before_partner() {
    let d = deal("the-fourth-hand-plays-before-his-partner");
    assert_eq!(kinds(&d), ["fourth_hand_before_partner"]);
}

#[test]
fn law_103_the_last_trick() {
    let d = deal("only-the-last-trick-turned-may-be-seen");
    assert_eq!(kinds(&d), ["last_trick_seen", "quitted_trick_seen"]);
    assert!(matches!(d.rulings[1].outcome, Outcome::NotCovered { .. }));
}

#[test]
fn law_39_misdeal() {
    let d = deal("the-dealer-misdeals-and-deals-again");
    assert_eq!(d.annulled.unwrap().to_string(), "portland-1895:39.III");
}

#[test]
fn law_40_exposed_in_dealing() {
    let d = deal("a-card-exposed-by-the-dealer-in-dealing");
    assert_eq!(d.annulled.unwrap().to_string(), "portland-1895:40");
}

#[test]
fn laws_70_76_81_exposed_card_called() {
    let d = deal("an-exposed-card-called-and-not-played-costs-a-revoke");
    assert_eq!(kinds(&d), ["exposed_card", "disobeyed_call"]);
}

#[test]
fn law_95_both_sides_revoke() {
    let d = deal("both-sides-revoke-and-neither-wins-the-game");
    assert_eq!(kinds(&d), ["revoke", "revoke", "both_sides_revoke"]);
}

/// The guide's scoring block, pp. 30–33: C and D 358, A and B 94, C and D win 264.
#[test]
fn laws_1_to_11_the_guides_scoring_block() {
    let r = report("the-guides-scoring-block-c-and-d-win-two-hundred-and-sixty-four");
    let s = &r.settlements[0];
    assert_eq!(s.totals, [94, 258]);
    assert_eq!(s.totals[1] + s.bonus, 358);
    assert_eq!((s.winner, s.points), (Side::EastWest, 264));
}

#[test]
fn law_98_attention_called_to_the_trick() {
    let d = deal("an-adversary-names-his-card-before-his-partner-plays");
    assert_eq!(kinds(&d), ["attention_called_to_the_trick"]);
    assert_eq!(d.rulings[0].chooser.as_ref().unwrap().seats.len(), 1);
}

#[test]
fn law_72_leading_again_without_waiting() {
    let d = deal("an-adversary-leads-again-without-waiting-for-his-partner");
    assert_eq!(kinds(&d), ["winning_card_played_ahead"]);
}

#[test]
fn law_93_claimed_after_the_cut() {
    let r = report("a-revoke-claimed-after-the-cut-for-the-next-deal-is-too-late");
    assert_eq!(kinds(&r.deals[1]), ["revoke_claimed_too_late"]);
}

#[test]
fn law_73_cards_thrown_face_up() {
    let d = deal("an-adversary-throws-his-cards-face-up");
    assert!(
        d.rulings[0]
            .laws
            .iter()
            .any(|l| l.to_string() == "portland-1895:73")
    );
}

#[test]
fn law_84_a_card_omitted() {
    let d = deal("a-card-omitted-from-a-trick-found-after-the-next");
    assert_eq!(kinds(&d), ["card_omitted_from_a_trick"]);
    assert_eq!(d.tricks_played, 2);
}

#[test]
fn law_43_a_card_of_the_other_pack_and_a_fresh_deal() {
    let d = deal("a-card-of-the-other-pack-lets-the-adversaries-have-a-fresh-deal");
    assert_eq!(kinds(&d), ["card_of_the_other_pack"]);
    // E's adversaries decide.
    let chooser = d.rulings[0].chooser.as_ref().unwrap();
    assert_eq!(
        chooser.seats,
        [foster::cards::Seat::S, foster::cards::Seat::N]
    );
    assert_eq!(
        applied(&d, "card_of_the_other_pack").as_deref(),
        Some("new-deal")
    );
    assert_eq!(d.annulled.unwrap().to_string(), "portland-1895:43");
    assert!(d.score.is_empty());
}

#[test]
fn law_45_an_imperfect_pack_voids_only_that_hand_and_the_dealer_deals_again() {
    let r = report(
        "an-imperfect-pack-voids-the-hand-but-not-the-past-score-and-the-dealer-deals-again",
    );
    // The past score stands.
    assert_eq!(below(&r.deals[0]), [(Side::NorthSouth, 6)]);
    assert_eq!(
        r.deals[1].annulled.as_ref().unwrap().to_string(),
        "portland-1895:45"
    );
    assert!(r.deals[1].score.is_empty());
    // "the dealer deals again": W, not N.
    assert_eq!(r.deals[2].dealer, foster::cards::Seat::W);
    assert_eq!(below(&r.deals[2]), [(Side::EastWest, 8)]);
}

#[test]
fn law_63_a_card_drawn_is_not_played_until_quitted() {
    let d = deal("the-dealer-draws-a-card-from-dummy-and-puts-it-back-before-quitting-it");
    assert_eq!(kinds(&d), ["card_drawn_by_the_dealer", "card_taken_back"]);
    assert_eq!(
        applied(&d, "card_taken_back").as_deref(),
        Some("no-penalty")
    );
    // Dummy's king, not the five, went to the first trick.
    assert_eq!(d.tricks_played, 1);
}

#[test]
fn law_64_a_card_played_from_dummy_cannot_be_taken_back() {
    let d = deal("the-dealer-cannot-take-back-a-card-played-from-dummy");
    assert_eq!(kinds(&d), ["card_taken_back"]);
    assert_eq!(
        applied(&d, "card_taken_back").as_deref(),
        Some("card-stands")
    );
    assert_eq!(d.rulings[0].laws[0].to_string(), "portland-1895:64");
    // The five stood: the trick was completed by E and S without a second card from N.
    assert_eq!(d.tricks_played, 1);
}

#[test]
fn law_74_hands_abandoned_the_score_as_claimed_and_admitted() {
    let d = deal("all-four-throw-down-their-cards-and-the-score-stands-as-claimed");
    assert_eq!(
        kinds(&d),
        ["hands_abandoned", "hands_examined_after_abandonment"]
    );
    assert_eq!(d.tricks_played, 2);
    assert_eq!(d.tricks, Some([9, 4]));
    assert_eq!(below(&d), [(Side::NorthSouth, 6)]);
}

#[test]
fn law_75_the_dealer_names_a_wrong_card_and_a_suit_is_called() {
    let d = deal("the-dealer-names-a-wrong-detached-card-and-a-suit-is-called-from-dummy");
    assert_eq!(
        kinds(&d),
        ["card_detached", "wrong_card_named", "called_suit_not_led"]
    );
    let named = &d.rulings[1];
    assert_eq!(
        named.chooser.as_ref().unwrap().seats,
        [foster::cards::Seat::W, foster::cards::Seat::E]
    );
    assert_eq!(named.applied.as_deref(), Some("call-suit diamonds"));
    // The laws give no penalty when the dealer's side does not lead the called suit.
    assert!(matches!(d.rulings[2].outcome, Outcome::NotCovered { .. }));
}

#[test]
fn law_92_mixing_the_cards_establishes_the_revoke() {
    let d = deal("the-accused-side-mixing-the-cards-establishes-the-revoke");
    assert_eq!(
        kinds(&d),
        ["revoke_claim_unproved", "revoke_established_by_mixing"]
    );
    assert_eq!(d.rulings[1].offender, Some(foster::cards::Seat::E));
    assert_eq!(d.tricks_after_penalty, Some([10, 3]));
    assert_eq!(below(&d), [(Side::NorthSouth, 8)]);
}

#[test]
fn the_new_statements_are_read_in_any_case() {
    use foster::cards::{Card, Rank, Seat, Suit};
    use foster::record::{Action, DealIrregularity};
    let text = "code: portland-1895\ndeal 1\ndealer: S\nauction:\n  E has a card of the other pack\n  W FINDS THE PACK INCORRECT\n  N: the pack is imperfect\n  S spades\nplay:\n  W Detaches CK\n  N takes back H5\n  E abandons his hand\n  S: all abandon their hands\n  W mixes the tricks\n";
    let r = foster::record::parse(text).unwrap_or_else(|d| panic!("{}", d.render("<t>", text)));
    let d = &r.deals[0];
    let auction: Vec<(Seat, Action)> = d
        .auction
        .iter()
        .map(|e| (e.seat, e.action.clone()))
        .collect();
    let irr = |irregularity| Action::DealIrregularity { irregularity };
    assert_eq!(
        auction[..3],
        [
            (Seat::E, irr(DealIrregularity::CardOfOtherPack)),
            (Seat::W, irr(DealIrregularity::ImperfectPack)),
            (Seat::N, irr(DealIrregularity::ImperfectPack)),
        ]
    );
    let play: Vec<(Seat, Action)> = d.play.iter().map(|e| (e.seat, e.action.clone())).collect();
    assert_eq!(
        play,
        [
            (
                Seat::W,
                Action::Detaches {
                    card: Card::new(Suit::Clubs, Rank::KING)
                }
            ),
            (
                Seat::N,
                Action::TakesBack {
                    card: Card::new(Suit::Hearts, Rank::new(5).unwrap())
                }
            ),
            (Seat::E, Action::AbandonsHand { all: false }),
            (Seat::S, Action::AbandonsHand { all: true }),
            (Seat::W, Action::MixesCards),
        ]
    );
}
