//! Ruling and scoring speed: 10,000 generated single-deal Pirate records with full play (a
//! shuffled deal, an auction, thirteen tricks), already parsed, ruled and scored on one core;
//! and records of 1, 4 and 16 deals, to show the cost is linear in the number of deals.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

#[path = "../tests/corpus/mod.rs"]
mod corpus;

use foster::record::{Code, Record};
use foster::score::{ScoringOptions, score_record};

const RECORDS: usize = 10_000;

fn rule_and_score(rec: &Record) -> usize {
    let report = foster::law::rule(rec, Code::Pirate1916);
    let pirate = report.pirate().expect("a Pirate record");
    let scored = score_record(rec, pirate, &ScoringOptions::new(Code::Pirate1916));
    pirate.deals.len() + scored.map_or(0, |(pad, _)| pad.entries.len())
}

fn bench_rule(c: &mut Criterion) {
    let records: Vec<Record> = (0..RECORDS as u64)
        .map(|seed| foster::record::parse(&corpus::record(seed, 1)).expect("corpus reads"))
        .collect();
    // Every record must replay to a contract and thirteen tricks, or we measure the wrong thing.
    for r in &records {
        let report = foster::law::rule(r, Code::Pirate1916);
        let deal = &report.pirate().unwrap().deals[0];
        assert!(
            deal.contract.is_some() && deal.tricks.is_some(),
            "{:?}",
            deal.missing
        );
    }
    let mut group = c.benchmark_group("rule+score");
    group.sample_size(10);
    group.throughput(Throughput::Elements(RECORDS as u64));
    group.bench_function("10k single-deal records", |b| {
        b.iter(|| {
            records
                .iter()
                .map(|r| rule_and_score(std::hint::black_box(r)))
                .sum::<usize>()
        })
    });
    group.finish();

    let mut group = c.benchmark_group("rule+score by deals per record");
    group.sample_size(20);
    for deals in [1usize, 4, 16] {
        let recs: Vec<Record> = (0..100u64)
            .map(|seed| foster::record::parse(&corpus::record(seed, deals)).expect("corpus reads"))
            .collect();
        group.throughput(Throughput::Elements((100 * deals) as u64));
        group.bench_with_input(BenchmarkId::from_parameter(deals), &recs, |b, recs| {
            b.iter(|| {
                recs.iter()
                    .map(|r| rule_and_score(std::hint::black_box(r)))
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_rule);
criterion_main!(benches);
