//! The parser never panics, whatever it is given: generated records, the same mutated
//! (truncated, tokens swapped, lines duplicated or dropped, random bytes put in), random text,
//! and huge inputs. `FOSTER_FUZZ_CASES` sets the number of cases (default 2,000).

mod corpus;

use corpus::mutate::{apply, mutation};
use foster::record;
use proptest::prelude::*;

/// The total number of cases, from `FOSTER_FUZZ_CASES` (default 2,000), shared out: half to
/// mutated records, a quarter each to random text and to random record words.
fn cases() -> u32 {
    std::env::var("FOSTER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

/// A proptest configuration with `share` of the cases. XorShift, not the default ChaCha: in the
/// dev profile ChaCha's unoptimised arithmetic takes most of the time of a case.
fn config(share: u32) -> ProptestConfig {
    ProptestConfig {
        cases: (cases() / share).max(1),
        failure_persistence: None,
        rng_algorithm: proptest::test_runner::RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    }
}

/// Parsing and rendering the diagnostics, which must not panic either.
fn read(text: &str) {
    if let Err(d) = record::parse(text) {
        let out = d.render("fuzz.record", text);
        assert!(out.contains("error:"));
    }
}

proptest! {
    #![proptest_config(config(2))]

    #[test]
    fn generated_records_read_and_mutated_ones_do_not_panic(
        seed in any::<u64>(),
        deals in 1usize..3,
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let text = corpus::record(seed, deals);
        if mutations.is_empty() {
            // An unmutated generated record is a good record.
            if let Err(d) = record::parse(&text) {
                panic!("{}\n{}", d.render("generated.record", &text), text);
            }
        }
        // The mutations are applied together and the result read once: reading after each
        // would multiply the cost of a case without reaching new inputs faster.
        let mut t = text;
        for m in &mutations {
            t = apply(&t, m);
        }
        read(&t);
    }

}

proptest! {
    #![proptest_config(config(4))]

    #[test]
    fn random_text_does_not_panic(text in "\\PC{0,200}") {
        read(&text);
    }

    #[test]
    fn random_lines_of_record_words_do_not_panic(
        words in proptest::collection::vec(
            prop_oneof![
                Just("code:"), Just("pirate-1916"), Just("deal"), Just("1"), Just("dealer:"),
                Just("N"), Just("E"), Just("hands:"), Just("N:AKQ43.K65.A2.J94"), Just("auction:"),
                Just("play:"), Just("1S"), Just("pass"), Just("accept"), Just("1."), Just("HQ"),
                Just(";"), Just(","), Just("\n"), Just("#"), Just("claim:"), Just("makes"),
                Just("honors:"), Just("N+S"), Just("four"), Just("result:"), Just("tricks"),
                Just("exposes"), Just("I"), Just("♠"), Just("A"), Just("10"), Just("-"),
            ],
            0..60,
        )
    ) {
        read(&words.join(" "));
    }
}

#[test]
fn huge_inputs_do_not_panic() {
    // A whole evening: three hundred deals in one record.
    let text = corpus::record(7, 300);
    assert!(text.len() > 150_000);
    let r = record::parse(&text).expect("a generated record reads");
    assert_eq!(r.deals.len(), 300);
    // One enormous line of garbage, and one of calls.
    read(&"♠x".repeat(200_000));
    read(&format!("deal 1\nauction: {}\n", "N pass; ".repeat(50_000)));
    // Deep nesting is impossible (the grammar does not recurse), but long repetition is not.
    read(&"\n".repeat(500_000));
}
