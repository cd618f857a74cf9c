//! The Portland worked cases (`cases/portland/`): each parsed, ruled and rendered by the same
//! function the book and `foster rule` use (their text and JSON are snapshotted by
//! `tests/cases.rs`); here, the key facts of each asserted from the laws' own words.

use foster::case::{Case, render_case};
use foster::law::RulingKind;
use foster::law::portland::report::{DealReport, PortlandReport};
use foster::law::portland::side::Side;
use foster::law::{Line, Outcome, Report};
use foster::score::portland::Score as PortlandScore;

fn report(name: &str) -> PortlandReport {
    rendered(name).0
}

/// The case's report and its pad, as rendered.
fn rendered(name: &str) -> (PortlandReport, PortlandScore) {
    let path = format!(
        "{}/cases/portland/{name}.record",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap();
    let case = Case::read(name, &text);
    let r = render_case(&case).unwrap_or_else(|e| panic!("{name}: {e}"));
    match (r.report, r.portland) {
        (Report::Portland(p), Some(score)) => (p, score),
        #[allow(unreachable_patterns)]
        _ => panic!("{name}: not a Portland record"),
    }
}

fn deal(name: &str) -> DealReport {
    report(name).deals.remove(0)
}

fn kinds(d: &DealReport) -> Vec<&str> {
    d.rulings.iter().map(|r| r.kind().name()).collect()
}

fn applied(d: &DealReport, kind: &str) -> Option<String> {
    d.rulings
        .iter()
        .find(|r| r.kind().name() == kind)
        .and_then(|r| r.applied().map(|a| a.text.clone()))
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
    // Law 69 names no penalty and law 76 does not name this call: two readings.
    assert_eq!(kinds(&d), ["exposed_before_lead", "forbidden_suit_led"]);
    assert!(matches!(
        d.rulings[1].outcome(),
        Outcome::TwoReadings { follows: 1, .. }
    ));
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
            .findings()
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
    assert!(matches!(d.rulings[1].outcome(), Outcome::Ruled));
}

#[test]
fn law_39_misdeal() {
    let r = report("the-dealer-misdeals-and-deals-again");
    assert_eq!(
        r.deals[0].annulled.as_ref().unwrap().to_string(),
        "portland-1895:39.III"
    );
    assert!(r.deals[0].score.is_empty());
    // "Should the dealer misdeal, he deals again" (the guide, p. 29): S, not W, deals the
    // next hand, and the record need not say so.
    assert_eq!(r.deals[1].dealer, foster::cards::Seat::S);
    assert!(r.deals[1].notes.iter().any(|n| n.contains("S deals again")));
    assert_eq!(below(&r.deals[1]), [(Side::NorthSouth, 12)]);
}

#[test]
fn law_40_exposed_in_dealing() {
    let d = deal("a-card-exposed-by-the-dealer-in-dealing");
    assert_eq!(d.annulled.unwrap().to_string(), "portland-1895:40");
}

#[test]
fn laws_70_76_81_exposed_card_called() {
    let d = deal("an-exposed-card-called-and-not-played-is-not-provided-for");
    // Law 76 does not name the call of an exposed card: two readings, the replay following
    // the one without a revoke penalty.
    assert_eq!(kinds(&d), ["exposed_card", "called_card_not_played"]);
    assert!(matches!(
        d.rulings[1].outcome(),
        Outcome::TwoReadings { follows: 1, .. }
    ));
    assert!(d.rulings[1].options().is_empty());
}

#[test]
fn law_95_both_sides_revoke() {
    let d = deal("both-sides-revoke-and-neither-wins-the-game");
    assert_eq!(kinds(&d), ["revoke", "revoke", "both_sides_revoke"]);
}

/// The guide's scoring block, pp. 30–33: C and D 358, A and B 94, C and D win 264.
#[test]
fn laws_1_to_11_the_guides_scoring_block() {
    let (_, score) = rendered("the-guides-scoring-block-c-and-d-win-two-hundred-and-sixty-four");
    let settlements = score.settlements();
    let s = &settlements[0];
    assert_eq!(s.totals, [94, 258]);
    assert_eq!(s.totals[1] + s.bonus, 358);
    assert_eq!((s.winner, s.points), (Side::EastWest, 264));
}

#[test]
fn law_98_attention_called_to_the_trick() {
    let d = deal("an-adversary-names-his-card-before-his-partner-plays");
    assert_eq!(kinds(&d), ["attention_called_to_the_trick"]);
    assert_eq!(d.rulings[0].chooser().unwrap().seats.len(), 1);
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
            .laws()
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
    let chooser = d.rulings[0].chooser().unwrap();
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
    assert_eq!(d.rulings[0].laws()[0].to_string(), "portland-1895:64");
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
        named.chooser().unwrap().seats,
        [foster::cards::Seat::W, foster::cards::Seat::E]
    );
    assert_eq!(
        named.applied().map(|a| a.as_str()),
        Some("call-suit diamonds")
    );
    // The laws give no penalty when the dealer's side does not lead the called suit.
    assert!(matches!(d.rulings[2].outcome(), Outcome::NotCovered { .. }));
}

#[test]
fn law_92_mixing_the_cards_establishes_the_revoke() {
    let d = deal("the-accused-side-mixing-the-cards-establishes-the-revoke");
    assert_eq!(
        kinds(&d),
        ["revoke_claim_unproved", "revoke_established_by_mixing"]
    );
    assert_eq!(d.rulings[1].offender(), Some(foster::cards::Seat::E));
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

fn above(d: &DealReport) -> Vec<(Side, i32)> {
    d.score
        .iter()
        .filter(|e| e.line == Line::Above)
        .map(|e| (e.side, e.points))
        .collect()
}

fn cites(d: &DealReport, kind: &str, law: &str) -> bool {
    d.rulings
        .iter()
        .filter(|r| r.kind().name() == kind)
        .any(|r| r.laws().iter().any(|c| c.to_string() == law))
}

/// Law 3: 24 and then five by tricks at no trumps (5 × 12, law 4) make 84, all counted; the
/// next game begins from love.
#[test]
fn law_3_points_over_thirty_are_counted() {
    let (r, score) =
        rendered("every-point-over-thirty-is-counted-and-the-next-game-begins-from-love");
    let games = &score.pad.rubbers[0].games;
    assert_eq!(games[0].total(Side::NorthSouth), 24 + 60);
    assert_eq!(games[0].winner, Some(Side::NorthSouth));
    // Two by tricks at no trumps in the second game: 24, nothing carried over.
    assert_eq!(games[1].total(Side::NorthSouth), 24);
    assert!(
        r.deals[1]
            .notes
            .iter()
            .any(|n| n.contains("portland-1895:3"))
    );
}

/// Law 5 (and 7): at no trumps N's spade ace, king and queen are no honours; the aces are,
/// and N-S hold three of them (N ♠A ♦A, S ♥A): thirty.
#[test]
fn law_5_at_no_trumps_the_honours_are_the_aces() {
    let d = deal("at-no-trumps-the-honours-are-the-four-aces");
    assert_eq!(above(&d), [(Side::NorthSouth, 30)]);
    assert!(d.score.iter().any(|e| e.line == Line::Above
        && e.reason.contains("three aces")
        && e.law.to_string().starts_with("portland-1895:7")));
}

/// Law 8: W holds no heart; twice the heart trick (8) is 16, though the doubling made each
/// trick above six worth 16.
#[test]
fn law_8_chicane_is_not_doubled() {
    let d = deal("a-player-void-of-trumps-gives-his-side-chicane-undoubled");
    assert_eq!(d.doubling.factor, 2);
    let chicane: Vec<_> = d
        .score
        .iter()
        .filter(|e| e.law.to_string() == "portland-1895:8")
        .map(|e| (e.side, e.points, e.line))
        .collect();
    assert_eq!(chicane, [(Side::EastWest, 2 * 8, Line::Above)]);
    assert_eq!(below(&d), [(Side::NorthSouth, 16)]);
}

/// Law 10: four honours in hearts (32) sit above the line and do not make up N-S's 24 to a
/// game; they count in the rubber's totals at the end.
#[test]
fn law_10_honours_are_reckoned_at_the_end_of_the_rubber() {
    let (r, score) = rendered("honours-do-not-count-toward-the-game");
    let rubber = &score.pad.rubbers[0];
    // The first game is won only by the clubs of the second hand (24 + 8).
    assert_eq!(rubber.games[0].total(Side::NorthSouth), 32);
    assert_eq!(rubber.games[0].below[0].len(), 2);
    assert_eq!(above(&r.deals[0]), [(Side::NorthSouth, 32)]);
    let settlements = score.settlements();
    let s = &settlements[0];
    assert_eq!(s.totals, [24 + 8 + 48 + 32, 0]);
    assert_eq!(s.points, 112 + 100);
}

/// Law 34: S, then W, N, E.
#[test]
fn law_34_the_deal_passes_to_the_left() {
    use foster::cards::Seat;
    let r = report("the-deal-passes-to-the-left-round-the-table");
    let dealers: Vec<Seat> = r.deals.iter().map(|d| d.dealer).collect();
    assert_eq!(dealers, [Seat::S, Seat::W, Seat::N, Seat::E]);
    assert!(r.deals.iter().all(|d| d.notes.is_empty()));
}

/// Law 42: the dealer's adversaries (W, E) may exact a new deal; W does, and nothing is scored.
#[test]
fn law_42_a_card_looked_at_in_dealing() {
    use foster::cards::Seat;
    let d = deal("the-dealer-looks-at-a-card-before-the-deal-is-done");
    let chooser = d.rulings[0].chooser().unwrap();
    let mut seats = chooser.seats.clone();
    seats.sort();
    assert_eq!(seats, [Seat::E, Seat::W]);
    assert_eq!(d.rulings[0].applied().map(|a| a.as_str()), Some("new-deal"));
    assert_eq!(d.annulled.unwrap().to_string(), "portland-1895:42");
    assert!(d.score.is_empty());
}

/// Law 44: found after he has played, "the deal stands good": the hand is scored.
#[test]
fn law_44_a_short_hand_found_after_playing() {
    let d = deal("a-player-short-of-a-card-found-after-he-has-played-the-deal-stands");
    assert!(cites(&d, "wrong_number_of_cards", "portland-1895:44"));
    assert_eq!(
        applied(&d, "wrong_number_of_cards").as_deref(),
        Some("deal-stands")
    );
    assert!(d.annulled.is_none());
    assert_eq!(below(&d), [(Side::NorthSouth, 2 * 2)]);
}

/// Law 46: not stopped, N's deal stands "as if no mistake had been made"; the next deal is
/// his left-hand neighbour's (the annotation's reading, with law 34).
#[test]
fn law_46_a_deal_out_of_turn_stands() {
    use foster::cards::Seat;
    let r = report("a-deal-out-of-turn-not-stopped-stands-and-the-deal-goes-on-to-his-left");
    assert_eq!(
        applied(&r.deals[1], "dealt_out_of_turn").as_deref(),
        Some("deal-stands")
    );
    assert!(r.deals[1].annulled.is_none());
    assert_eq!(below(&r.deals[1]), [(Side::NorthSouth, 8)]);
    assert_eq!(r.deals[2].dealer, Seat::E);
}

/// Law 48: the dealer's own declaration of no trumps; each trick above six is worth 12 (law 4).
#[test]
fn law_48_the_dealer_declares_no_trumps() {
    use foster::cards::{Seat, Strain};
    let d = deal("the-dealer-having-examined-his-hand-declares-no-trumps");
    let decl = d.declaration.unwrap();
    assert_eq!((decl.by, decl.strain), (Seat::S, Strain::NoTrumps));
    assert!(!decl.left_to_partner);
    assert_eq!(below(&d), [(Side::NorthSouth, 2 * 12)]);
}

/// Laws 59 and 61: the penalty for E's lead out of turn is the dealer's to claim; dummy's
/// election is of no effect, and calling attention to it costs the dealer the penalty.
#[test]
fn laws_59_61_dummy_elects_a_penalty() {
    let d = deal("dummy-elects-a-penalty-and-the-dealer-loses-it");
    assert!(cites(&d, "dummy_elects_penalty", "portland-1895:59"));
    assert_eq!(
        applied(&d, "lead_out_of_turn").as_deref(),
        Some("forfeited")
    );
    assert!(cites(&d, "dummy_draws_attention", "portland-1895:61"));
}

/// Law 60: the second hand had not played, so the dealer leads again from dummy.
#[test]
fn law_60_the_lead_from_the_wrong_hand_corrected() {
    let d = deal("the-dealer-leads-from-the-wrong-hand-and-dummy-draws-attention");
    assert_eq!(
        applied(&d, "dummy_draws_attention").as_deref(),
        Some("lead-from-right-hand")
    );
    assert_eq!(
        applied(&d, "card_taken_back").as_deref(),
        Some("taken-back")
    );
    assert_eq!(
        applied(&d, "lead_out_of_turn").as_deref(),
        Some("no-penalty")
    );
}

/// Law 61: dummy may ask; the dealer saves the revoke and no penalty follows the question.
#[test]
fn law_61_dummy_asks_the_dealer() {
    let d = deal("dummy-asks-the-dealer-whether-he-has-none-of-the-suit");
    let revoke = d
        .rulings
        .iter()
        .find(|r| r.kind() == RulingKind::RevokeCorrected)
        .unwrap();
    assert!(
        revoke
            .findings()
            .iter()
            .any(|f| f.laws.iter().any(|c| c.to_string() == "portland-1895:61"))
    );
    assert_eq!(revoke.applied().map(|a| a.as_str()), Some("no-penalty"));
    assert!(d.tricks_after_penalty == d.tricks);
}

/// Law 62: either adversary may call upon the dealer to play or not to play the card.
#[test]
fn law_62_dummy_suggests_a_card() {
    use foster::cards::Seat;
    let d = deal("dummy-suggests-a-card-and-an-adversary-forbids-it");
    let r = d
        .rulings
        .iter()
        .find(|r| r.kind() == RulingKind::DummySuggests)
        .unwrap();
    let mut seats = r.chooser().unwrap().seats.clone();
    seats.sort();
    assert_eq!(seats, [Seat::E, Seat::W]);
    let names: Vec<&str> = r.options().iter().map(|o| o.name.name()).collect();
    assert_eq!(names, ["play-card", "not-play-card"]);
    assert_eq!(r.applied().map(|a| a.as_str()), Some("not-play-card"));
}

/// Law 67: the dealer exposes his cards "without incurring any penalty".
#[test]
fn law_67_the_dealer_exposes_without_penalty() {
    let d = deal("the-dealer-shows-his-trumps-without-penalty");
    assert!(cites(&d, "exposed_card", "portland-1895:67"));
    assert_eq!(applied(&d, "exposed_card").as_deref(), Some("no-penalty"));
    assert!(d.rulings.iter().all(|r| r.chooser().is_none()));
}

/// Law 82: W, called on to lead hearts, has none: the penalty is paid.
#[test]
fn law_82_called_suit_not_held() {
    let d = deal("a-suit-called-from-a-player-who-has-none-is-paid");
    let r = d
        .rulings
        .iter()
        .find(|r| r.kind() == RulingKind::LeadOutOfTurn)
        .unwrap();
    assert_eq!(r.applied().map(|a| a.as_str()), Some("call-suit hearts"));
    assert!(
        r.findings()
            .iter()
            .any(|f| f.laws.iter().any(|c| c.to_string() == "portland-1895:82"))
    );
    assert_eq!(d.rulings.len(), 1, "no further penalty");
}

/// Law 85: the card too many is found in the play and restored; the trick stands as four cards.
#[test]
fn law_85_two_cards_to_a_trick() {
    let d = deal("a-second-card-played-to-a-trick-is-restored-to-the-hand");
    assert!(cites(&d, "two_cards_to_a_trick", "portland-1895:85"));
    assert_eq!(d.tricks, Some([8, 5]));
}

/// Laws 90 and 87: the claimants search the tricks and take three tricks: 8 + 3 = 11.
#[test]
fn law_90_the_claimants_search_the_tricks() {
    let d = deal("the-claimants-of-a-revoke-search-the-tricks");
    let r = d
        .rulings
        .iter()
        .find(|r| r.kind() == RulingKind::Revoke)
        .unwrap();
    assert!(
        r.findings()
            .iter()
            .any(|f| f.laws.iter().any(|c| c.to_string() == "portland-1895:90"))
    );
    // E is the dealer's adversary: the dealer claims and chooses, unassisted by his partner (59).
    assert_eq!(r.chooser().unwrap().seats, [foster::cards::Seat::S]);
    // E is the dealer's adversary: the dealer claims and chooses, unassisted by his partner (59).
    assert_eq!(r.chooser().unwrap().seats, [foster::cards::Seat::S]);
    assert_eq!(d.tricks_after_penalty, Some([11, 2]));
    assert_eq!(below(&d), [(Side::NorthSouth, 5 * 2)]);
}
