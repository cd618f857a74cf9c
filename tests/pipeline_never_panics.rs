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
//! `FOSTER_PIPELINE_CASES` sets the number of records (default 300; CI runs the share set in
//! `.ci/run`). The long run, toward ten million records, in release, in the background:
//!
//! ```sh
//! FOSTER_PIPELINE_CASES=10000000 nohup cargo test --release --test pipeline_never_panics \
//!     -- --nocapture > fuzz.log 2>&1 &
//! ```
//!
//! The run logs its count and time every 100,000 records. A panic is reported by proptest with
//! its inputs shrunk (the generator's seed or the case, and the mutations, which give back the
//! record); the record becomes a case in `cases/invalid/` or a test, and is fixed.

mod corpus;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use corpus::mutate::{apply, mutation};
use foster::cards::{Deal, Hand, Seat, Strain};
use foster::case::{Customs, rule_record};
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

/// The whole pipeline on one text.
fn pipeline(text: &str, pick: u8) {
    count();
    let rec = match record::parse(text) {
        Ok(r) => r,
        Err(d) => {
            let out = d.render("fuzz.record", text);
            assert!(out.contains("error:"), "{out}");
            return;
        }
    };
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
            let report = foster::law::portland::replay(&rec, &customs.portland);
            serde_json::to_string(&report.pad).unwrap();
            for rubber in &report.pad.rubbers {
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

proptest! {
    #![proptest_config(config(2))]

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
