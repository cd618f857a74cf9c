//! Properties of the Portland engine on arbitrary records: it never panics, doubling only ever
//! doubles (law 53), every ruling either names its laws or says why the laws do not cover it,
//! a void deal is never scored, and the pad adds up (law 11).

use foster::cards::{Card, Deal, Hand, Seat, Strain, Suit};
use foster::law::Outcome;
use foster::law::portland::rule;
use foster::law::portland::side::Side;
use foster::record::{
    Action, Call, Code, DealIrregularity, DealRecord, DealResult, Event, PenaltyChoice, Record,
    Span,
};
use proptest::prelude::*;

fn seat() -> impl Strategy<Value = Seat> {
    (0usize..4).prop_map(Seat::from_index)
}

fn card() -> impl Strategy<Value = Card> {
    (0u8..52).prop_map(Card::from_index)
}

fn strain() -> impl Strategy<Value = Strain> {
    prop_oneof![
        Just(Strain::NoTrumps),
        Just(Strain::Nullo),
        (0usize..4).prop_map(|i| Strain::Trumps(Suit::ALL[i])),
    ]
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        strain().prop_map(|strain| Call::Declare { strain }),
        Just(Call::LeaveToPartner),
        Just(Call::MayIPlay),
        Just(Call::Yes),
        Just(Call::Satisfied),
        Just(Call::Double),
        Just(Call::Redouble),
        Just(Call::Pass),
    ]
}

const CHOICES: [&str; 12] = [
    "new-deal",
    "declaration-stands",
    "proceed",
    "deal-stands",
    "call-card",
    "call-suit",
    "forbid-suit",
    "three-tricks",
    "deduct-value",
    "add-value",
    "win",
    "highest",
];

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        4 => call().prop_map(|call| Action::Call { call }),
        8 => (card(), prop::option::of(1u8..14)).prop_map(|(card, trick)| Action::Play { card, trick, to_next_trick: false }),
        1 => prop::collection::vec(card(), 1..3).prop_map(|cards| Action::Exposes { cards }),
        1 => (seat(), 0usize..4).prop_map(|(asked, s)| Action::AsksNoneOf { asked, suit: Suit::ALL[s] }),
        1 => prop::option::of(card()).prop_map(|card| Action::Corrects { card }),
        1 => (seat(), prop::option::of(1u8..14)).prop_map(|(against, trick)| Action::ClaimsRevoke { against, trick, deal: None }),
        1 => (0u8..15).prop_map(|trick| Action::LooksAtTrick { trick }),
        1 => card().prop_map(|card| Action::Names { card }),
        1 => card().prop_map(|card| Action::Suggests { card }),
        1 => Just(Action::DrawsAttention),
        1 => Just(Action::ClaimsTricks { tricks: None }),
        2 => (0usize..CHOICES.len(), prop::option::of(card()), prop::option::of(0usize..4)).prop_map(
            |(i, card, s)| Action::Chooses {
                option: PenaltyChoice {
                    name: CHOICES[i].to_string(),
                    suit: s.map(|s| Suit::ALL[s]),
                    card,
                },
            }
        ),
        1 => prop_oneof![
            Just(DealIrregularity::Misdeal),
            Just(DealIrregularity::NotCut),
            Just(DealIrregularity::DealsOutOfTurn),
            Just(DealIrregularity::CardFacedInDealing),
            (10u8..16).prop_map(|count| DealIrregularity::WrongNumberOfCards { count }),
        ]
        .prop_map(|irregularity| Action::DealIrregularity { irregularity }),
    ]
}

fn events(max: usize) -> impl Strategy<Value = Vec<Event>> {
    prop::collection::vec(
        (seat(), action()).prop_map(|(seat, action)| Event {
            seat,
            action,
            span: Span::default(),
        }),
        0..max,
    )
}

/// A shuffled deal from a permutation of the 52 cards.
fn hands() -> impl Strategy<Value = Deal> {
    Just((0u8..52).collect::<Vec<u8>>())
        .prop_shuffle()
        .prop_map(|order| {
            let mut d = Deal::default();
            for (i, chunk) in order.chunks(13).enumerate() {
                d.hands[i] = Some(chunk.iter().map(|&c| Card::from_index(c)).collect::<Hand>());
            }
            d
        })
}

fn deal_record() -> impl Strategy<Value = DealRecord> {
    (
        prop::option::of(seat()),
        prop::option::of(hands()),
        events(12),
        events(60),
        prop::option::of((seat(), 0u8..14)),
    )
        .prop_map(|(dealer, hands, auction, play, result)| DealRecord {
            label: "1".into(),
            span: Span::default(),
            dealer,
            dealer_span: None,
            hands: hands.unwrap_or_default(),
            hands_span: None,
            auction,
            play,
            result: result.map(|(s, tricks)| DealResult {
                side: Some((s, s.opposite())),
                tricks,
                span: Span::default(),
            }),
            honors: vec![],
            claims: vec![],
            imported: None,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_engine_rules_on_any_record_without_panicking(deals in prop::collection::vec(deal_record(), 1..5)) {
        let record = Record {
            code: Some(Code::Portland1895),
            code_span: None,
            players: vec![],
            nullo_allowed: false,
            deals,
            rubbers: Vec::new(),
        };
        let mut report = rule(&record).unwrap();
        let score = foster::score::portland::score_report(&mut report, &Default::default());
        for d in &report.deals {
            // Law 53: each double doubles; the factor is a power of two.
            prop_assert!(d.doubling.factor >= 1 && (d.doubling.factor as u32).is_power_of_two());
            for r in &d.rulings {
                match r.outcome() {
                    Outcome::Ruled => prop_assert!(!r.laws().is_empty(), "{} cites no law", r.kind()),
                    Outcome::NotCovered { reason, .. } => prop_assert!(!reason.is_empty()),
                    // A ruling for each possibility, each citing its law, and what to add.
                    Outcome::Conditional { possibilities, to_record, .. } => {
                        prop_assert!(possibilities.len() >= 2 && !to_record.is_empty());
                        prop_assert!(possibilities.iter().all(|p| !p.laws.is_empty()));
                    }
                    // Each reading cites the law it rests on; the replay follows one of the two.
                    Outcome::TwoReadings { readings, follows, .. } => {
                        prop_assert!(readings.iter().all(|r| !r.laws.is_empty()));
                        prop_assert!(*follows < 2);
                    }
                }
                if let Some(applied) = r.applied() {
                    // An applied option is one the ruling offered, or the law's own outcome.
                    let offered = applied
                        .elected_option()
                        .is_some_and(|n| r.options().iter().any(|o| o.name == n));
                    prop_assert!(offered || r.options().is_empty() || applied.text == "forfeited",
                        "{}: {applied} not offered", r.kind());
                }
            }
            if d.annulled.is_some() {
                prop_assert!(d.score.is_empty());
            }
            let _ = foster::law::portland::render_text(&report);
        }
        // Law 11: a settled rubber's result is the winners' total with the hundred, less the
        // losers'.
        for (rubber, s) in score.pad.rubbers.iter().zip(&score.settlements()) {
            let w = s.winner;
            prop_assert_eq!(s.points, rubber.total(w) + 100 - rubber.total(w.other()));
            prop_assert_eq!(rubber.games_won(w), 2);
        }
        prop_assert!(score.pad.rubbers.iter().all(|r| r.games_won(Side::NorthSouth) <= 2 && r.games_won(Side::EastWest) <= 2));
    }
}
