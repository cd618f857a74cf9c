//! Parsing and lowering speed: a corpus of 10,000 realistic single-deal records (a shuffled
//! deal, a Pirate auction, thirteen tricks of play), read one record at a time on one core.
//!
//! Instruction counts, repeatable on a busy machine (build with `cargo bench --bench parse
//! --no-run` first):
//! `FOSTER_PARSE_ONCE=1000 valgrind --tool=callgrind --toggle-collect='foster::record::lower::parse' target/release/deps/parse-…`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[path = "../tests/corpus/mod.rs"]
mod corpus;

/// The corpus size under `cargo bench`; `cargo test --all-targets` runs each benchmark once, as
/// a test, on a small corpus.
const RECORDS: usize = 10_000;
const RECORDS_UNDER_TEST: usize = 200;

/// `FOSTER_PARSE_ONCE=N` reads the first N records of the corpus once each and exits, without
/// criterion: a fixed amount of work, for `valgrind --tool=callgrind`, whose instruction counts
/// are repeatable on a busy machine.
fn parse_once(n: usize) {
    let records: Vec<String> = (0..n as u64).map(|seed| corpus::record(seed, 1)).collect();
    let bytes: usize = records.iter().map(String::len).sum();
    let read = records
        .iter()
        .filter(|r| foster::record::parse(std::hint::black_box(r)).is_ok())
        .count();
    println!("{read} of {n} records read, {bytes} bytes");
}

fn bench_parse(c: &mut Criterion) {
    if let Some(n) = std::env::var("FOSTER_PARSE_ONCE")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        parse_once(n);
        return;
    }
    let n = if std::env::args().any(|a| a == "--bench") {
        RECORDS
    } else {
        RECORDS_UNDER_TEST
    };
    let records: Vec<String> = (0..n as u64).map(|seed| corpus::record(seed, 1)).collect();
    let bytes: usize = records.iter().map(String::len).sum();
    // Every record of the corpus must read, or the benchmark measures the wrong thing.
    for r in &records {
        assert!(foster::record::parse(r).is_ok());
    }
    let mut group = c.benchmark_group("parse");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("records (bytes)", |b| {
        b.iter(|| {
            let mut deals = 0;
            for r in &records {
                if let Ok(rec) = foster::record::parse(std::hint::black_box(r)) {
                    deals += rec.deals.len();
                }
            }
            deals
        })
    });
    group.throughput(Throughput::Elements(n as u64));
    group.bench_function("records (records)", |b| {
        b.iter(|| {
            records
                .iter()
                .filter(|r| foster::record::parse(std::hint::black_box(r)).is_ok())
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench_parse);
criterion_main!(benches);
