//! Speed of the advice to the chooser: a full 13-card Portland deal in which E leads out of
//! turn at the first trick, valued for every option the dealer has (let the lead stand, call
//! the card, call each of four suits from W: six searches from the opening lead, sharing one
//! transposition table), on one core; and a Pirate deal (1917) in which S leads to the first
//! trick when E should (law 30: accept the lead, forbid its suit to E, call the card exposed,
//! at once or at each of twelve later tricks, the later calls found by halving: at most fifteen
//! searches), each valued on the four-column pad.
//!
//! Before criterion's measurement, a timing loop advises on `FOSTER_BENCH_ADVICE_DEALS` random
//! deals (default 100), each with a fresh solver (as `foster rule --advise` makes one), and
//! prints the mean, the 99th percentile and the worst. Run: `cargo bench --bench advice`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use foster::cards::{Card, Deal, Hand, Seat};
use foster::record::Record;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// A record: S deals and declares `strain`, and E (not W) leads his first card.
fn record(deal: &Deal, strain: &str) -> Record {
    let e = deal.hand(Seat::E).expect("E's hand");
    let lead = e.cards().next().expect("a card");
    let text = format!(
        "code: portland-1895\ndeal 1\ndealer: S\nhands: {}\nauction:\n  S {strain}\nplay:\n  E {}\n",
        deal.pbn(Seat::N),
        written(lead)
    );
    foster::record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A Pirate record: N bids one of `strain`, W accepts, and S (not E) leads his first card.
fn pirate_record(deal: &Deal, strain: &str) -> Record {
    let s = deal.hand(Seat::S).expect("S's hand");
    let lead = s.cards().next().expect("a card");
    let text = format!(
        "code: pirate-1917\ndeal 1\ndealer: N\nhands: {}\nauction:\n  N 1{strain}; E pass; S pass; \
         W accept\n  N pass; E pass; S pass\nplay:\n  S {}\n",
        deal.pbn(Seat::N),
        written(lead)
    );
    foster::record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

const PIRATE_STRAINS: [&str; 5] = ["S", "H", "D", "C", "NT"];

fn random_deals(n: usize, seed: u64) -> Vec<Deal> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let mut pack: Vec<Card> = (0..52).map(Card::from_index).collect();
            for i in (1..pack.len()).rev() {
                let j = rng.random_range(0..=i);
                pack.swap(i, j);
            }
            let mut d = Deal::default();
            for (h, seat) in Seat::ALL.into_iter().enumerate() {
                d.hands[seat.index()] =
                    Some(pack[h * 13..h * 13 + 13].iter().copied().collect::<Hand>());
            }
            d
        })
        .collect()
}

const STRAINS: [&str; 5] = ["spades", "hearts", "diamonds", "clubs", "no trumps"];

fn advise(rec: &Record) -> usize {
    let code = rec.code.expect("a code");
    let report = foster::law::rule(rec, code);
    let advice = foster::advice::advise(rec, &report);
    assert!(
        advice
            .iter()
            .any(|a| a.options.iter().filter(|o| o.points.is_some()).count() >= 3),
        "three options valued"
    );
    advice.len()
}

fn timing_loop() {
    time_records(
        "Portland",
        "six options each (lead stands, call the card, call each suit)",
        |d, i| record(d, STRAINS[i % STRAINS.len()]),
    );
    time_records(
        "Pirate",
        "three options each (accept, forbid the suit, call the card), the call also at each \
         later trick (found by halving)",
        |d, i| pirate_record(d, PIRATE_STRAINS[i % PIRATE_STRAINS.len()]),
    );
}

fn time_records(code: &str, options: &str, make: impl Fn(&Deal, usize) -> Record) {
    let n: usize = std::env::var("FOSTER_BENCH_ADVICE_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let records: Vec<Record> = random_deals(n, 0xAD_71CE)
        .iter()
        .enumerate()
        .map(|(i, d)| make(d, i))
        .collect();
    let mut times: Vec<Duration> = records
        .iter()
        .map(|r| {
            let t = Instant::now();
            black_box(advise(r));
            t.elapsed()
        })
        .collect();
    times.sort();
    let total: Duration = times.iter().sum();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "advice ({code}), {n} deals, {options}: mean {:.2} ms   p99 {:.2} ms   worst {:.2} ms",
        ms(total / n.max(1) as u32),
        ms(times[(n * 99).div_ceil(100).saturating_sub(1).min(n - 1)]),
        ms(*times.last().unwrap_or(&Duration::ZERO)),
    );
}

fn bench_advice(c: &mut Criterion) {
    let deal = &random_deals(1, 0xAD_71CE)[0];
    let rec = record(deal, "spades");
    c.bench_function("advice/lead out of turn, six options, 13 cards", |b| {
        b.iter(|| black_box(advise(&rec)))
    });
    let rec = pirate_record(deal, "S");
    c.bench_function(
        "advice/Pirate wrong opening lead, three options and twelve later calls, 13 cards",
        |b| b.iter(|| black_box(advise(&rec))),
    );
}

criterion_group!(benches, bench_advice);

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this file without it,
    // unoptimised, where a hundred deals' advice would take many minutes: nothing is timed then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    timing_loop();
    benches();
    Criterion::default().configure_from_args().final_summary();
}

/// A card as a record writes it: `SA`, `HT`.
fn written(card: Card) -> String {
    let suit = match card.suit {
        foster::cards::Suit::Spades => 'S',
        foster::cards::Suit::Hearts => 'H',
        foster::cards::Suit::Diamonds => 'D',
        foster::cards::Suit::Clubs => 'C',
    };
    let rank = b"23456789TJQKA"[usize::from(card.rank.value() - 2)] as char;
    format!("{suit}{rank}")
}
