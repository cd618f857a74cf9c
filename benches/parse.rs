//! Parsing and lowering speed: a corpus of 10,000 realistic single-deal records (a shuffled
//! deal, a Pirate auction, thirteen tricks of play), read one record at a time on one core; and
//! one record of 40,000 such deals (24.5 MB), read whole (`record::parse_unbounded`: past the
//! 4 MiB `record::parse` holds), by the grammar alone (`record::parse_by_grammar`, without the
//! fast reader of `src/record/lower/fast.rs`: the anchor) and a deal at a time
//! (`record::read_record`, as `foster check` reads a file), in MB/s.
//!
//! `FOSTER_WRITE_RECORD=/tmp/big.record FOSTER_DEALS=800000` writes a generated record of that
//! many deals (800,000 deals are 490 MB) a deal at a time and exits: the input for measuring
//! `foster check`'s memory with `/usr/bin/time -v` (delete it afterwards).
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

/// `FOSTER_READ_ONCE=N` reads a record of N deals (the big record's first N) once, a deal at a
/// time (`record::read_record`, as `foster check` does), and exits: for callgrind, with
/// `--toggle-collect='*read_big*'`.
fn read_once(deals: usize) {
    let text = corpus::record(1, deals);
    let n = read_big(&text);
    println!("{n} deals read, {} bytes", text.len());
}

/// The record read a deal at a time: the deals read.
#[inline(never)]
fn read_big(text: &str) -> usize {
    let mut n = 0;
    foster::record::read_record(std::hint::black_box(text.as_bytes()), |_| n += 1)
        .expect("it reads");
    n
}

/// The deals of the big record.
const BIG_DEALS: usize = 40_000;
const BIG_DEALS_UNDER_TEST: usize = 100;

fn bench_parse(c: &mut Criterion) {
    if let Ok(path) = std::env::var("FOSTER_WRITE_RECORD") {
        let deals = std::env::var("FOSTER_DEALS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(BIG_DEALS);
        let file = std::fs::File::create(&path).expect("the record's file can be made");
        let mut out = std::io::BufWriter::new(file);
        corpus::write_record(1, deals, &mut out).expect("the record is written");
        std::io::Write::flush(&mut out).expect("the record is written");
        println!("{deals} deals written to {path}");
        return;
    }
    if let Some(n) = std::env::var("FOSTER_READ_ONCE")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        read_once(n);
        return;
    }
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
    bench_big_record(c);
}

/// One record of 40,000 deals, read whole and a deal at a time.
fn bench_big_record(c: &mut Criterion) {
    let deals = if std::env::args().any(|a| a == "--bench") {
        BIG_DEALS
    } else {
        BIG_DEALS_UNDER_TEST
    };
    let text = corpus::record(1, deals);
    let mut group = c.benchmark_group("big record");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("read whole", |b| {
        b.iter(|| {
            let rec =
                foster::record::parse_unbounded(std::hint::black_box(&text)).expect("it reads");
            assert_eq!(rec.deals.len(), deals);
        })
    });
    // The grammar alone, without the fast reader (as every record was read before it): the
    // anchor the fast reader is measured against in the same run.
    group.bench_function("read whole by the grammar alone", |b| {
        b.iter(|| {
            let rec =
                foster::record::parse_by_grammar(std::hint::black_box(&text)).expect("it reads");
            assert_eq!(rec.deals.len(), deals);
        })
    });
    group.bench_function("read a deal at a time", |b| {
        b.iter(|| {
            let mut n = 0;
            foster::record::read_record(std::hint::black_box(text.as_bytes()), |_| n += 1)
                .expect("it reads");
            assert_eq!(n, deals);
        })
    });
    group.finish();
}

/// A PBN file of `boards` games, as a club's scoring program writes a night: the event, the
/// board, four named players, the dealer round the table, the hands, a passed-out auction.
fn pbn_file(boards: usize) -> String {
    const DEALS: [&str; 4] = [
        "N:J.AJ62.T95.AKJT6 Q752.Q75.A8763.Q A98643.K3.Q.8732 KT.T984.KJ42.954",
        "E:Q.J7543.AK96.T92 K876.AQT.Q8.Q754 J543.86.JT53.AK3 AT92.K92.742.J86",
        "S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95",
        "W:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42",
    ];
    let mut text = String::from("% PBN 2.1\n% EXPORT\n");
    for b in 0..boards {
        let deal = DEALS[b % 4];
        let dealer = &deal[..1];
        text.push_str(&format!(
            "[Event \"Club night\"]\n[Board \"{}\"]\n[West \"Smith\"]\n[North \"Jones\"]\n[East \"Brown\"]\n[South \"Green\"]\n[Dealer \"{dealer}\"]\n[Vulnerable \"None\"]\n[Deal \"{deal}\"]\n[Auction \"{dealer}\"]\nPass Pass Pass Pass\n\n",
            b + 1
        ));
    }
    text
}

/// PBN files of 1,000 and 10,000 boards read whole (`formats::read`), in boards a second: the
/// reading is linear in the boards (it was quadratic: each player's place was found by a scan
/// of the whole file). 10,000 boards are past the 1,000 deals a file held whole may hold: the
/// file is read to its end, then refused, so the time is still the whole reading's.
fn bench_pbn(c: &mut Criterion) {
    let sizes: &[usize] = if std::env::args().any(|a| a == "--bench") {
        &[1_000, 10_000]
    } else {
        &[10, 20]
    };
    let mut group = c.benchmark_group("pbn");
    group.sample_size(10);
    for &boards in sizes {
        let text = pbn_file(boards);
        let within = boards <= foster::record::limits::MAX_DEALS;
        group.throughput(Throughput::Elements(boards as u64));
        group.bench_function(format!("{boards} boards"), |b| {
            b.iter(|| {
                let read = foster::formats::read(std::hint::black_box(&text));
                assert_eq!(read.is_ok(), within);
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_parse, bench_pbn);
criterion_main!(benches);
