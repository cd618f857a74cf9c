//! The parser never panics, whatever it is given: generated records, the same mutated
//! (truncated, tokens swapped, lines duplicated or dropped, random bytes put in), random text,
//! and huge inputs. `FOSTER_FUZZ_CASES` sets the number of cases (default 2,000).

mod corpus;

use corpus::mutate::{apply, mutation};
use foster::record::{self, limits};
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

/// Parsing and rendering the diagnostics, which must not panic either; and the record read a
/// deal at a time (as the CLI reads a file) says exactly what it says read whole.
fn read(text: &str) {
    let whole = record::parse(text);
    if let Err(d) = &whole {
        let out = d.render("fuzz.record", text);
        assert!(out.contains("error:"));
    }
    same_read_a_deal_at_a_time(text, whole);
}

/// The record read a part at a time gives the same record (its deals handed on in order) or
/// the same diagnostics, rendered, as the record read whole without the whole text's limits
/// (`record::parse_unbounded`: a record read a deal at a time has no length or number of deals
/// to refuse); and `whole`, the record read whole with them (`record::parse`), says the same
/// when the text is plainly within them.
fn same_read_a_deal_at_a_time(text: &str, whole: Result<record::Record, record::Diagnostics>) {
    let unbounded = record::parse_unbounded(text);
    // Every `deal N` line starts with `deal` (so do `dealer:` lines: an overcount is safe).
    let headings = text
        .lines()
        .filter(|l| l.trim_start().to_ascii_lowercase().starts_with("deal"))
        .count();
    if text.len() <= limits::MAX_RECORD_BYTES && headings <= limits::MAX_DEALS {
        match (&whole, &unbounded) {
            (Ok(w), Ok(u)) => assert_eq!(w, u, "{text}"),
            (Err(w), Err(u)) => assert_eq!(w.render("f", text), u.render("f", text), "{text}"),
            (w, u) => panic!("read whole: {w:?}\nwithout the whole text's limits: {u:?}\n{text}"),
        }
    }
    let mut deals = Vec::new();
    let streamed = record::read_record(text.as_bytes(), |d| deals.push(d));
    match (unbounded, streamed) {
        (Ok(r), Ok(mut s)) => {
            s.deals = deals;
            assert_eq!(r, s, "{text}");
        }
        (Err(d), Err(record::ReadError::Bad(l))) => assert_eq!(
            d.render("f", text),
            l.render_painted("f", &record::Paint::default()),
            "{text}"
        ),
        (w, s) => panic!("read whole: {w:?}\nread a deal at a time: {s:?}\n{text}"),
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

/// Every worked case, good and bad, reads the same a deal at a time as whole; and so do records
/// whose lines look like headings but are not (a call by a player named Deal), whose headings
/// are written in other ways, and whose errors fall in several deals and rubbers.
#[test]
fn every_case_reads_the_same_a_deal_at_a_time() {
    let mut files = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from("cases"), "examples".into()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "record") {
                files.push(path);
            }
        }
    }
    assert!(files.len() > 100);
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        same_read_a_deal_at_a_time(&text, record::parse(&text));
    }
    let players = "code: pirate-1916\nplayers: N Deal, E Rubber, S Green, W White\n";
    for text in [
        format!(
            "{players}deal 1\ndealer: N\nauction:\ndeal 1S; Rubber pass\nplay:\ndeal SK\n  deal 2\nDEAL\t3:  # c\n"
        ),
        format!(
            "{players}deal 1\nauction: N 1S\nrubber 2\nplayers: N Deal, E Smith, S Green, W White\ndeal 1\ndealer: E\nauction: Rubber pass\ndeal 2\ndealer: E\n"
        ),
        format!(
            "{players}deal 1\nauction: N 1Q\ndeal 2\nauction: N 1Z\ndeal 2\n  code: pirate-1917\nrubber 3\ndeal 5\nplay: x\n"
        ),
        format!("{players}deal 1\nplay:\n  1. N SA\ndeal\t2\n  x y\n"),
        format!("deal 1\n{players}"),
        "\u{FEFF}\n\n# only a comment\n".to_string(),
        "deal 1\r\ndealer: N\r\ndeal 3\r\ndealer: W\r\ndeal 4\r\ndealer: N\r\n".to_string(),
        // Past the per-deal limits: a name (the record's, and a later rubber's), an auction.
        format!(
            "code: pirate-1916\nplayers: N {long}, E Smith, S Green, W White\ndeal 1\nrubber 2\nplayers: N Jones, E {long}x, S Green, W White\ndeal 1\ndealer: E\n",
            long = "J".repeat(limits::MAX_NAME_CHARS + 1)
        ),
        format!(
            "{players}deal 1\nauction:\n{}deal 2\nplay:\n{}",
            "  N pass\n".repeat(limits::MAX_AUCTION_EVENTS + 1),
            "  W draws attention\n".repeat(limits::MAX_PLAY_EVENTS + 2)
        ),
        // Past the number of deals a record held whole may hold: the same as read whole
        // without that limit.
        corpus::record(3, limits::MAX_DEALS + 1),
    ] {
        same_read_a_deal_at_a_time(&text, record::parse(&text));
    }
}
