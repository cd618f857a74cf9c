//! The whole pipeline never panics, in-process, whatever record it is given: parse → lower →
//! rule under every code and edition → score (the Pirate pad, settlement and wash-book under
//! several roundings; the Portland block with and without its customs) → render as text and
//! JSON → solve an ending of each deal double dummy (checked against a brute-force minimax)
//! and verify its `claim:` lines on that ending. Besides not panicking, every citation a
//! ruling makes must resolve to a stored law.
//!
//! The records are mostly well formed: made by `corpus::irregular` from a seed (any code,
//! players named oddly, rubbers, hands in every notation or missing, auctions and plays that
//! follow the rotation with calls out of turn, revokes, exposed cards, leads out of turn,
//! claims, concessions …), and the worked cases of `cases/` and `examples/` mutated
//! (truncated, tokens swapped, lines duplicated or dropped, fragments put in), the generated
//! records mutated too now and then.
//!
//! Other programs' files go through the same pipeline, read as the commands read any file
//! (`foster::formats::read`, the format told by content), then also put back in the record
//! language (`Read::record_in_translation`, as `foster solve --pbn` and `foster export` do) and
//! exported as PBN: the generated records written as PBN (as `foster export --pbn` writes them)
//! and as BBO's LIN (`corpus::formats::lin`: a board a deal, a made-up contract-bridge auction,
//! legal cards played to its contract), and the PBN and LIN samples of `tests/corpus/`, most of
//! them mutated.
//!
//! `FOSTER_PIPELINE_CASES` sets the number of inputs (default 300), shared equally among the
//! four generators (records, worked cases, PBN, LIN); CI runs the share set in `.ci/run`. The
//! long run, toward ten million inputs, in release, in the background:
//!
//! ```sh
//! FOSTER_PIPELINE_CASES=10000000 nohup cargo test --release --test pipeline_never_panics \
//!     -- --nocapture > fuzz.log 2>&1 &
//! ```
//!
//! The run logs its count and time every 100,000 inputs. A panic is reported by proptest with
//! its inputs shrunk (the generator's seed or the case, and the mutations, which give back the
//! record); the record becomes a case in `cases/invalid/` or a test, and is fixed.

mod corpus;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use corpus::mutate::{apply, mutation};
use foster::cards::{Deal, Hand, Seat, Strain};
use foster::case::{Customs, rule_record};
use foster::formats::{self, Format};
use foster::lawbook::Citation;
use foster::record::{self, Code};
use foster::score::portland::ScoringOptions as PortlandOptions;
use foster::score::{Rounding, Unit};
use foster::solver::{
    Position, Solver, SolverConfig, render_verdict, trick_winner, verify_claim_under,
};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("FOSTER_PIPELINE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

fn config(share: u32) -> ProptestConfig {
    ProptestConfig {
        cases: (cases() / share).max(1),
        failure_persistence: None,
        rng_algorithm: proptest::test_runner::RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    }
}

/// The worked cases and examples, every one (the invalid ones too), read once.
fn worked_cases() -> &'static [String] {
    static CASES: OnceLock<Vec<String>> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut out = Vec::new();
        let mut dirs = vec![
            std::path::PathBuf::from("cases"),
            std::path::PathBuf::from("examples"),
        ];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    dirs.push(p);
                } else if p.extension().is_some_and(|x| x == "record") {
                    out.push(std::fs::read_to_string(&p).unwrap());
                }
            }
        }
        out.sort();
        assert!(out.len() > 100, "{} cases", out.len());
        out
    })
}

/// The customs a table may keep its score by: rounding (law 79) and the Portland guide's.
fn customs(pick: u8) -> Customs {
    let unit = [
        Unit::Point,
        Unit::Ten,
        Unit::TwentyFive,
        Unit::Fifty,
        Unit::Hundred,
    ][usize::from(pick % 5)];
    Customs {
        rounding: if pick & 8 == 0 {
            Rounding::Nearest(unit)
        } else {
            Rounding::ThrownOff(unit)
        },
        portland: PortlandOptions {
            trick_value_limit: (pick & 16 != 0).then_some(100),
            drop_units: pick & 32 != 0,
        },
    }
}

/// Every string under a `laws` key of the JSON, which are citations.
fn cited(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, v) in m {
                if k == "laws"
                    && let Some(a) = v.as_array()
                {
                    out.extend(a.iter().filter_map(|c| c.as_str().map(str::to_string)));
                }
                cited(v, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| cited(v, out)),
        _ => {}
    }
}

/// The declarers' tricks by brute force (every legal card tried), for small endings.
fn minimax(p: &Position) -> u8 {
    if p.tricks_left() == 0 {
        return 0;
    }
    let side = p.declarers();
    let ours = |s: Seat| s == side.first || s == side.second;
    let maximise = ours(p.to_play()) != (p.strain() == Strain::Nullo);
    let mut best: Option<u8> = None;
    for card in p.legal_cards() {
        let mut trick = p.trick().to_vec();
        trick.push(card);
        let won = if trick.len() == 4 {
            u8::from(ours(trick_winner(p.leader(), &trick, p.strain())))
        } else {
            0
        };
        let next = p.after(card).expect("a legal card");
        let v = won + minimax(&next);
        best = Some(match best {
            None => v,
            Some(b) if maximise => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or(0)
}

/// An ending of the deal: each hand cut to the `keep` cards it holds at `from` and after
/// (in the order a hand lists them), so every hand has the same length.
fn ending(deal: &Deal, keep: usize, from: usize) -> Option<Deal> {
    let mut hands = [Hand::EMPTY; 4];
    for seat in Seat::ALL {
        let h = deal.hand(seat)?;
        let cards: Vec<_> = h.cards().collect();
        if cards.len() < keep {
            return None;
        }
        let start = from % (cards.len() - keep + 1);
        for c in &cards[start..start + keep] {
            hands[seat.index()].insert(*c);
        }
    }
    Some(Deal {
        hands: hands.map(Some),
    })
}

/// Records through the pipeline so far in this run, with the time since the first: printed
/// every 100,000 (seen with `--nocapture`), for the long run's log.
fn count() {
    static DONE: AtomicU64 = AtomicU64::new(0);
    static START: OnceLock<Instant> = OnceLock::new();
    let start = *START.get_or_init(Instant::now);
    let n = DONE.fetch_add(1, Ordering::Relaxed) + 1;
    if n.is_multiple_of(100_000) {
        eprintln!(
            "pipeline: {n} records, {:.0} s",
            start.elapsed().as_secs_f64()
        );
    }
}

/// The whole pipeline on one text, in any format foster reads.
fn pipeline(text: &str, pick: u8) {
    count();
    let read = match formats::read(text) {
        Ok(r) => r,
        Err(d) => {
            let out = d.render("fuzz.record", text);
            assert!(out.contains("error:"), "{out}");
            return;
        }
    };
    if read.format != Format::Record {
        // What `foster solve --pbn` and `foster export` read: the translation parsed again,
        // and the record exported as PBN with the laws' facts.
        if let Err(d) = read.record_in_translation() {
            let out = d.render("fuzz.translation", &read.record_text);
            assert!(out.contains("error:"), "{out}");
        }
        corpus::formats::pbn(&read.record, &read.record_text);
    }
    let rec = read.record;
    // `foster parse --json`.
    serde_json::to_string(&rec).unwrap();
    let customs = customs(pick);
    for code in Code::ALL {
        let r = rule_record(&rec, code, &customs);
        assert!(!r.text.is_empty());
        let json = serde_json::to_string(&r.json).unwrap();
        assert!(json.starts_with('{'), "{json}");
        let mut laws = Vec::new();
        cited(&r.json, &mut laws);
        for l in laws {
            let c: Citation = l
                .parse()
                .unwrap_or_else(|e| panic!("{l} does not read as a citation: {e:?}"));
            if let Err(e) = foster::lawbook::law(&c) {
                panic!("{l} resolves to no law: {e}");
            }
        }
        if let Some(session) = &r.session {
            serde_json::to_string(session).unwrap();
        }
        if code == Code::Portland1895 {
            // `foster score` on a Portland record: the block, each rubber settled.
            let mut report = foster::law::portland::replay(&rec);
            let score = foster::score::portland::score_report(&mut report, &customs.portland);
            serde_json::to_string(&score.pad).unwrap();
            for rubber in &score.pad.rubbers {
                foster::score::portland::render_rubber(
                    rubber,
                    ["We (N-S)", "They (E-W)"],
                    &customs.portland,
                );
                let _ = rubber.settle(&customs.portland);
            }
        }
    }
    // Double dummy on a small ending of each deal whose hands are all given, and the deal's
    // claims verified on it.
    SOLVER.with_borrow_mut(|solver| endings(&rec, pick, solver));
}

thread_local! {
    /// One solver per test thread, its table kept from record to record as `foster solve`
    /// keeps it from deal to deal (a new table for each record would cost more than the rest
    /// of the pipeline).
    static SOLVER: std::cell::RefCell<Solver> = std::cell::RefCell::new(Solver::new(SolverConfig {
        tt_megabytes: 1,
        threads: 1,
    }));
}

/// Double dummy on a small ending of each deal, checked against the brute force, and the
/// deal's claims verified on it.
fn endings(rec: &record::Record, pick: u8, solver: &mut Solver) {
    for (i, deal) in rec.deals.iter().enumerate() {
        let keep = 1 + (usize::from(pick) + i) % 3;
        let Some(small) = ending(&deal.hands, keep, usize::from(pick) * 7 + i) else {
            continue;
        };
        let side =
            foster::cards::Partnership::new(Seat::N, Seat::ALL[1 + (i + usize::from(pick)) % 3]);
        let Some(side) = side else { continue };
        let strains = [&Strain::TRUMP_AND_NO_TRUMP[..], &[Strain::Nullo][..]].concat();
        let strain = strains[usize::from(pick) % strains.len()];
        let leader = Seat::ALL[(usize::from(pick) / 3 + i) % 4];
        let p =
            Position::from_deal(&small, strain, side, leader).expect("an ending of equal hands");
        let tricks = solver.tricks(&p);
        assert_eq!(tricks, minimax(&p), "{p:?}");
        let line = solver.line(&p);
        let mut q = p.clone();
        for (seat, card) in &line {
            assert_eq!(*seat, q.to_play());
            q = q.after(*card).expect("the line plays legal cards");
        }
        for (_, v) in solver.card_values(&p) {
            assert!(v <= p.tricks_left());
        }
        for claim in &deal.claims {
            let v = verify_claim_under(&small, claim, rec.code.unwrap_or(Code::Pirate1917), solver);
            assert!(!render_verdict(&v).is_empty());
            serde_json::to_string(&v).unwrap();
        }
    }
}

/// The generators share the inputs equally: records, worked cases, PBN, LIN.
const GENERATORS: u32 = 4;

/// A generated record read, with its text; `None` for one the record refuses.
fn generated(seed: u64) -> Option<(record::Record, String)> {
    let text = corpus::irregular::record(seed);
    record::parse(&text).ok().map(|rec| (rec, text))
}

/// The PBN and LIN samples of `tests/corpus/`, read once.
fn samples(ext: &'static str) -> &'static [String] {
    static PBN: OnceLock<Vec<String>> = OnceLock::new();
    static LIN: OnceLock<Vec<String>> = OnceLock::new();
    let cell = if ext == "pbn" { &PBN } else { &LIN };
    cell.get_or_init(|| corpus::formats::samples(ext))
}

/// An input in another program's format: the generated record of `seed` written so by
/// `write`, or (one time in eight, or when the record is refused) a sample of `tests/corpus/`;
/// mutated but one time in three.
fn other_format(
    ext: &'static str,
    write: impl Fn(&record::Record, &str) -> String,
    seed: u64,
    pick: u8,
    mutations: &[corpus::mutate::Mutation],
) -> String {
    let sample = || {
        let all = samples(ext);
        all[(seed % all.len() as u64) as usize].clone()
    };
    let mut text = match generated(seed) {
        Some((rec, text)) if !pick.is_multiple_of(8) => {
            let written = write(&rec, &text);
            // Written from a record foster reads, it reads.
            if let Err(d) = formats::read(&written) {
                panic!("{}", d.render(ext, &written));
            }
            written
        }
        _ => sample(),
    };
    if !pick.is_multiple_of(3) {
        for m in mutations {
            text = apply(&text, m);
        }
    }
    text
}

proptest! {
    #![proptest_config(config(GENERATORS))]

    /// Generated records with irregularities, a fifth of them mutated as well.
    #[test]
    fn generated_records_go_through_the_whole_pipeline(
        seed in any::<u64>(),
        pick in any::<u8>(),
        mutations in proptest::collection::vec(mutation(), 0..3),
    ) {
        let mut text = corpus::irregular::record(seed);
        if pick % 5 == 0 {
            for m in &mutations {
                text = apply(&text, m);
            }
        }
        pipeline(&text, pick);
    }

    /// The worked cases, mutated.
    #[test]
    fn mutated_cases_go_through_the_whole_pipeline(
        which in any::<usize>(),
        pick in any::<u8>(),
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let all = worked_cases();
        let mut text = all[which % all.len()].clone();
        for m in &mutations {
            text = apply(&text, m);
        }
        pipeline(&text, pick);
    }

    /// Generated records written as PBN, and the PBN samples, most of them mutated.
    #[test]
    fn pbn_files_go_through_the_whole_pipeline(
        seed in any::<u64>(),
        pick in any::<u8>(),
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let text = other_format("pbn", corpus::formats::pbn, seed, pick, &mutations);
        pipeline(&text, pick);
    }

    /// Generated records written as LIN, and the LIN samples, most of them mutated.
    #[test]
    fn lin_files_go_through_the_whole_pipeline(
        seed in any::<u64>(),
        pick in any::<u8>(),
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let lin = |rec: &record::Record, _: &str| corpus::formats::lin(rec, seed);
        let text = other_format("lin", lin, seed, pick, &mutations);
        pipeline(&text, pick);
    }
}

/// The unmutated worked cases go through too (each once, under every custom's pick).
#[test]
fn every_worked_case_goes_through_the_whole_pipeline() {
    for (i, text) in worked_cases().iter().enumerate() {
        pipeline(text, i as u8);
    }
}

/// The generator is mostly well formed: most of its records read, so the fuzzing reaches the
/// engine, the pad and the solver rather than stopping at the parser.
#[test]
fn most_generated_records_read() {
    let read = (0..400)
        .filter(|seed| record::parse(&corpus::irregular::record(*seed)).is_ok())
        .count();
    assert!(read > 280, "{read} of 400 read");
    assert!(
        read < 400,
        "no generated record has an error the record refuses"
    );
}

/// The PBN and LIN made from the generated records read as they were written, their format
/// told by content and every one without a mistake (a record foster reads, exported, reads
/// back), so the fuzzing of the formats reaches the engine, the pad and the solver.
#[test]
fn every_generated_pbn_and_lin_file_reads() {
    let records: Vec<(record::Record, String)> = (0..200).filter_map(generated).collect();
    for (format, write) in [
        (
            Format::Pbn,
            &(|rec: &record::Record, text: &str| corpus::formats::pbn(rec, text))
                as &dyn Fn(&record::Record, &str) -> String,
        ),
        (Format::Lin, &|rec: &record::Record, _: &str| {
            corpus::formats::lin(rec, rec.deals.len() as u64)
        }),
    ] {
        let mut read = 0;
        let mut failures = Vec::new();
        for (rec, text) in &records {
            let written = write(rec, text);
            assert_eq!(formats::detect(&written), format, "{written}");
            match formats::read(&written) {
                Ok(r) => {
                    assert_eq!(r.record.deals.len(), rec.deals.len(), "{written}");
                    read += 1;
                }
                Err(d) => failures.push(d.render("generated", &written)),
            }
        }
        assert!(
            records.len() > 140,
            "{} of 200 generated records read",
            records.len()
        );
        assert!(
            read == records.len(),
            "{format:?}: {read} of {} read; first refused:\n{}",
            records.len(),
            failures.first().map_or("", String::as_str)
        );
    }
}
