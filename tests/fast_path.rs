//! The fast reader (`src/record/lower/fast.rs`, a deal in the commonest forms read by hand)
//! reads exactly what the grammar reads: the same record, spans and all, or the same
//! diagnostics, read whole (`record::parse_unbounded`) and a deal at a time
//! (`record::read_record`), against the grammar alone (`record::parse_by_grammar`); over every
//! case and example, the generated records of `tests/corpus/`, and, as property tests,
//! generated records with irregularities and records mutated as a player might garble them
//! (`FOSTER_FUZZ_CASES`, 2,000 by default). And it is used: a generated record is read by it
//! whole.

mod corpus;

use corpus::mutate::{apply, mutation};
use foster::record::{self, Paint};
use proptest::prelude::*;

/// Read with the fast reader, whole and a deal at a time, the same as by the grammar alone.
fn same_as_the_grammar(text: &str) {
    let grammar = record::parse_by_grammar(text);
    let whole = record::parse_unbounded(text);
    match (&grammar, &whole) {
        (Ok(g), Ok(w)) => assert_eq!(g, w, "{text}"),
        (Err(g), Err(w)) => {
            assert_eq!(g.0, w.0, "{text}");
            assert_eq!(g.render("f", text), w.render("f", text), "{text}");
        }
        (g, w) => panic!("by the grammar: {g:?}\nwith the fast reader: {w:?}\n{text}"),
    }
    // The deals counted by their headings are never more than the deals read (`foster rule -`
    // reads a text of more a deal at a time).
    if let Ok(g) = &grammar {
        assert!(record::deal_headings(text) <= g.deals.len(), "{text}");
    }
    let mut deals = Vec::new();
    let streamed = record::read_record(text.as_bytes(), |d| deals.push(d));
    match (grammar, streamed) {
        (Ok(g), Ok(mut s)) => {
            s.deals = deals;
            assert_eq!(g, s, "{text}");
        }
        (Err(g), Err(record::ReadError::Bad(l))) => {
            assert_eq!(g.0, l.diagnostics().cloned().collect::<Vec<_>>(), "{text}");
            assert_eq!(
                g.render("f", text),
                l.render_painted("f", &Paint::default()),
                "{text}"
            );
        }
        (g, s) => panic!("by the grammar: {g:?}\na deal at a time: {s:?}\n{text}"),
    }
}

/// Every `.record` file under `dir`.
fn records_under(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the folder reads") {
        let path = entry.expect("the entry reads").path();
        if path.is_dir() {
            records_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "record") {
            out.push(path);
        }
    }
}

#[test]
fn every_case_and_example_reads_as_by_the_grammar() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    records_under(&root.join("cases"), &mut files);
    records_under(&root.join("examples"), &mut files);
    assert!(files.len() > 300, "{} records", files.len());
    let mut fast = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a case is UTF-8");
        same_as_the_grammar(&text);
        if let Ok(r) = record::parse_unbounded(&text) {
            assert_eq!(
                record::deal_headings(&text),
                r.deals.len(),
                "{}",
                f.display()
            );
        }
        fast += usize::from(record::fast_reader_reads(&text));
    }
    // Most cases are written with irregularities in words; some are plain.
    assert!(fast > 0, "the fast reader read none of the cases");
}

#[test]
fn generated_records_are_read_by_the_fast_reader_as_by_the_grammar() {
    for seed in 0..40 {
        let text = corpus::record(seed, 1 + (seed as usize % 7));
        assert!(record::fast_reader_reads(&text), "{text}");
        same_as_the_grammar(&text);
        assert_eq!(record::deal_headings(&text), 1 + (seed as usize % 7));
    }
    let big = corpus::record(1, 300);
    assert!(record::fast_reader_reads(&big));
    same_as_the_grammar(&big);
}

/// Lines at the edge of what the fast reader takes: each read as the grammar reads it, taken
/// by the fast reader or left to the grammar.
#[test]
fn lines_at_the_edge_of_the_plain_forms_read_as_by_the_grammar() {
    let edges = [
        "deal 2:",
        "deal B",
        "deal 1S",
        "Deal 2",
        "dealer: N",
        "dealer: n",
        "dealer: Jones",
        "dealer:S # the dealer",
        "hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872",
        "hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653",
        "hands: N:... E:T9.QJ87.KQ8.A653",
        "hands: N:AKQ43.K65.A2.J94 N:T9.QJ87.KQ8.A653",
        "hands: N:AKQ43.K65.A2.J94 E:AKQ.QJ87.KQ8.A653",
        "hands: N:A10.K65.A2.J94#x",
        "hands:\n  N: S A K Q 4 3  H K 6 5  D A 2  C J 9 4\n  E: S -  H -  D -  C -",
        "hands:\n  N: S A K Q 4 3  H K 6 5  D A 2  C J 9 4\n\n  # a comment\n  S: S 10 9  H A",
        "hands:\n  N: S AKQ43 H K65 D A2 C J94\n  E: S H K",
        "hands:\n  N: S A K 1  H K",
        "auction:",
        "auction: N pass",
        "  N 1S; E pass; Green accept   # S becomes dummy",
        "  N 1S;E pass ,S  accept",
        "  N 1S; E pass;",
        "  Trick 1S; E pass",
        "  Tricky 1S; E pass",
        "  Nobody pass",
        "  N 8S",
        "  N 1N",
        "  N pass  E pass",
        "  Jones double; Smith redouble",
        "play:",
        "  1. E H5, S H2, W HA, N H3",
        "  1. E H5, S H2, W HA, N H3 # a comment",
        "  1. E H5, S H2, W HA, N H3,",
        "  14. E H5",
        "  2. E H5, S H10",
        "  1.  E H5",
        "result: 9 tricks",
        "result: 14 tricks",
        "result: 1 trick",
        "result: E-W 8 tricks",
        "rubber 2",
        "\r",
    ];
    let head = "code: pirate-1916\nplayers: N Jones, E Smith, S Green, W White\n";
    let plain = corpus::record(3, 2);
    let deal2 = plain.find("\ndeal 2").expect("two deals") + 1;
    for edge in edges {
        // The line alone in a deal, after a plain deal, and in the middle of one.
        same_as_the_grammar(&format!("{head}deal 1\n{edge}\n"));
        same_as_the_grammar(&format!("{}{edge}\n{}", &plain[..deal2], &plain[deal2..]));
        let middle = plain.find("play:").expect("a play");
        same_as_the_grammar(&format!("{}{edge}\n{}", &plain[..middle], &plain[middle..]));
    }
}

fn config(share: u32) -> ProptestConfig {
    let cases = std::env::var("FOSTER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000u32);
    ProptestConfig {
        cases: (cases / share).max(1),
        failure_persistence: None,
        rng_algorithm: proptest::test_runner::RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(2))]

    /// Plain generated records, garbled: mostly still in the fast reader's forms, with the
    /// odd line (or character) that is not.
    #[test]
    fn mutated_plain_records_read_as_by_the_grammar(
        seed in any::<u64>(),
        deals in 1usize..4,
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let mut text = corpus::record(seed, deals);
        for m in &mutations {
            text = apply(&text, m);
        }
        same_as_the_grammar(&text);
    }
}

proptest! {
    #![proptest_config(config(2))]

    /// Records with irregularities, names, rubbers and every notation, garbled or not.
    #[test]
    fn irregular_records_read_as_by_the_grammar(
        seed in any::<u64>(),
        mutations in proptest::collection::vec(mutation(), 0..3),
    ) {
        let mut text = corpus::irregular::record(seed);
        for m in &mutations {
            text = apply(&text, m);
        }
        same_as_the_grammar(&text);
    }
}
