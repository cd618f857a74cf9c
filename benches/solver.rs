//! Speed of the double-dummy solver, beside pons-dds (a Rust port of DDS) in the standard
//! seating, and alone for adjacent partners and the nullo, for which no other solver exists.
//!
//! Before criterion's own measurement, a plain timing loop solves `FOSTER_BENCH_DEALS` random
//! deals (default 1000) and prints, per deal, the mean and 99th-percentile time and the nodes
//! searched for: the standard table (5 strains × 4 declarers, partners opposite) by both
//! solvers; a table for adjacent partners (N–E/S–W and N–W/E–S, 5 strains × 4 declarers each,
//! per pairing, on the first `FOSTER_BENCH_ADJACENT_DEALS` deals, default all); and the nullo
//! (3 pairings × 4 declarers, on the first `FOSTER_BENCH_NULLO_DEALS` deals, default 10). Each
//! deal starts from an empty table; the order of the two solvers alternates from deal to deal.
//! Adjacent partners and the nullo, which no other solver plays, are compared with pons-dds's
//! standard table of the same deals, and the nullo with foster's own standard table. Then the
//! whole table of a deal (72 results, the nullo included) on one thread, its median and its
//! worst deal, on the first `FOSTER_BENCH_TABLE_DEALS` deals (default as the nullo's). Run:
//! `cargo bench --bench solver`; `FOSTER_BENCH_NULLO_ONLY=n` solves only the nullo of the first
//! `n` deals, deal by deal (for a profiler).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use foster::cards::{Card, Deal, Partnership, Seat, Strain, Suit};
use foster::solver::{Position, Solver, SolverConfig, pairings};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn random_deals(n: usize, seed: u64) -> Vec<Deal> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..n)
        .map(|_| {
            let mut pack: Vec<Card> = (0..52).map(Card::from_index).collect();
            for i in (1..pack.len()).rev() {
                let j = rng.random_range(0..=i);
                pack.swap(i, j);
            }
            let mut deal = Deal::default();
            for (i, seat) in Seat::ALL.into_iter().enumerate() {
                deal.hands[seat.index()] =
                    Some(pack[i * 13..(i + 1) * 13].iter().copied().collect());
            }
            deal
        })
        .collect()
}

/// Solves every declarer of a pairing in the given strains, with the law-29 leader, as the
/// table does (each declarer's search guessed from those before).
fn solve_pairing(
    solver: &mut Solver,
    deal: &Deal,
    pairing: Partnership,
    strains: &[Strain],
) -> u32 {
    let mut sum = 0;
    for &strain in strains {
        let row = solver.row(deal, pairing, strain).expect("a full deal");
        sum += row.iter().map(|e| u32::from(e.tricks)).sum::<u32>();
    }
    sum
}

struct Stats {
    mean: Duration,
    p99: Duration,
}

fn stats(mut times: Vec<Duration>) -> Stats {
    times.sort();
    if times.is_empty() {
        return Stats {
            mean: Duration::ZERO,
            p99: Duration::ZERO,
        };
    }
    let total: Duration = times.iter().sum();
    let n = times.len().max(1);
    let p99 = times[((n * 99).div_ceil(100)).saturating_sub(1).min(n - 1)];
    Stats {
        mean: total / n as u32,
        p99,
    }
}

fn report(name: &str, s: &Stats, nodes: Option<f64>) {
    let nodes = nodes.map_or(String::new(), |n| format!(", {n:.0} nodes"));
    println!(
        "{name:<40} mean {:>9.2} ms   p99 {:>9.2} ms{nodes}",
        s.mean.as_secs_f64() * 1e3,
        s.p99.as_secs_f64() * 1e3
    );
}

fn timing_loop() {
    let n: usize = std::env::var("FOSTER_BENCH_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    // The nullo is the slowest to solve: its own count, `FOSTER_BENCH_NULLO_DEALS` (default 10).
    let nullo_deals: usize = std::env::var("FOSTER_BENCH_NULLO_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
        .min(n);
    // Adjacent partners' tables (two per deal) on the first `FOSTER_BENCH_ADJACENT_DEALS`
    // deals (default all).
    let adjacent_deals: usize = std::env::var("FOSTER_BENCH_ADJACENT_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(n)
        .min(n);
    let deals = random_deals(n, 0xBE7C_4001);
    let standard = pairings()[0];
    let mut ours = Solver::new(SolverConfig::default());
    let mut theirs = pons_dds::Solver::new(contract_bridge::Strain::Notrump);

    let (mut t_ours, mut t_dds, mut t_adj, mut t_nullo) = (vec![], vec![], vec![], vec![]);
    let (mut n_std, mut n_adj, mut n_nullo) = (0u64, 0u64, 0u64);
    let mut t_dds_adjacent = vec![];
    for (i, deal) in deals.iter().enumerate() {
        // The order of the two solvers alternates from deal to deal, so that neither always
        // runs on the caches (and the machine's load) the other leaves.
        let full: pons_dds::FullDeal = deal.pbn(Seat::N).parse().expect("a PBN deal");
        let mut dds = || {
            let t = Instant::now();
            black_box(pons_dds::solve_deal_on(&mut theirs, full));
            t.elapsed()
        };
        let dds_first = i % 2 == 1;
        let t_before = if dds_first { Some(dds()) } else { None };
        // Each deal starts from an empty table, as pons-dds's does.
        ours.clear();
        let before = ours.nodes();
        let t = Instant::now();
        black_box(solve_pairing(
            &mut ours,
            deal,
            standard,
            &Strain::TRUMP_AND_NO_TRUMP,
        ));
        t_ours.push(t.elapsed());
        n_std += ours.nodes() - before;
        t_dds.push(t_before.unwrap_or_else(&mut dds));

        if i >= adjacent_deals {
            continue;
        }
        t_dds_adjacent.push(t_dds[i]);
        for pairing in &pairings()[1..] {
            let before = ours.nodes();
            let t = Instant::now();
            black_box(solve_pairing(
                &mut ours,
                deal,
                *pairing,
                &Strain::TRUMP_AND_NO_TRUMP,
            ));
            t_adj.push(t.elapsed());
            n_adj += ours.nodes() - before;
        }

        if t_nullo.len() >= nullo_deals {
            continue;
        }
        let before = ours.nodes();
        let t = Instant::now();
        for pairing in pairings() {
            black_box(solve_pairing(&mut ours, deal, pairing, &[Strain::Nullo]));
        }
        t_nullo.push(t.elapsed());
        n_nullo += ours.nodes() - before;
    }
    // The whole table of a deal (3 pairings × 4 declarers × 6 strains, the nullo included), on
    // one thread from an empty table, as `foster solve --threads 1` solves it.
    let table_deals: usize = std::env::var("FOSTER_BENCH_TABLE_DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(nullo_deals)
        .min(n);
    let mut t_table = vec![];
    let mut one_core = Solver::new(SolverConfig {
        threads: 1,
        ..SolverConfig::default()
    });
    for deal in &deals[..table_deals] {
        one_core.clear();
        let t = Instant::now();
        black_box(one_core.table(deal).expect("a full deal"));
        t_table.push(t.elapsed());
    }
    let per = |nodes: u64, count: usize| Some(nodes as f64 / count.max(1) as f64);
    println!(
        "{n} random deals (seed 0xBE7C4001), one thread, {} MB table",
        SolverConfig::default().tt_megabytes
    );
    let t_dds_nullo = t_dds[..nullo_deals].to_vec();
    let t_ours_copy = t_ours.clone();
    let s_ours = stats(t_ours);
    let s_dds = stats(t_dds);
    report("standard table, 20 results: foster", &s_ours, per(n_std, n));
    report("standard table, 20 results: pons-dds", &s_dds, None);
    println!(
        "ratio foster / pons-dds: mean {:.2}, p99 {:.2}",
        s_ours.mean.as_secs_f64() / s_dds.mean.as_secs_f64(),
        s_ours.p99.as_secs_f64() / s_dds.p99.as_secs_f64()
    );
    let s_adj = stats(t_adj);
    report(
        &format!("adjacent table, 20 results per pairing ({adjacent_deals} deals)"),
        &s_adj,
        per(n_adj, 2 * adjacent_deals),
    );
    // No other solver plays these: the ratio is to pons-dds's standard table of the same deals.
    let s_dds_adjacent = stats(t_dds_adjacent);
    println!(
        "ratio adjacent / pons-dds standard: mean {:.2}, p99 {:.2}",
        s_adj.mean.as_secs_f64() / s_dds_adjacent.mean.as_secs_f64(),
        s_adj.p99.as_secs_f64() / s_dds_adjacent.p99.as_secs_f64()
    );
    // The nullo against the standard seating, deal by deal on the same deals: the nullo's 12
    // results against the standard table's 20.
    let t_std_nullo_deals = t_ours_copy[..t_nullo.len()].to_vec();
    let s_std_nullo_deals = stats(t_std_nullo_deals);
    let s_nullo = stats(t_nullo);
    report(
        &format!("nullo, 12 results (3 pairings x 4; {nullo_deals} deals)"),
        &s_nullo,
        per(n_nullo, nullo_deals),
    );
    // A result for a result: the nullo's 12 against pons-dds's 20 of the same deals.
    let dds_nullo_deals = stats(t_dds_nullo);
    println!(
        "ratio nullo / pons-dds standard, a result for a result: mean {:.2}",
        (s_nullo.mean.as_secs_f64() / 12.0) / (dds_nullo_deals.mean.as_secs_f64() / 20.0)
    );
    println!(
        "ratio nullo (12 results) / foster's standard table (20) of the same deals: mean {:.2}, \
         p99 {:.2}; a result for a result: mean {:.2}",
        s_nullo.mean.as_secs_f64() / s_std_nullo_deals.mean.as_secs_f64(),
        s_nullo.p99.as_secs_f64() / s_std_nullo_deals.p99.as_secs_f64(),
        (s_nullo.mean.as_secs_f64() / 12.0) / (s_std_nullo_deals.mean.as_secs_f64() / 20.0)
    );
    let mut sorted = t_table.clone();
    sorted.sort();
    if let (Some(median), Some(worst)) = (sorted.get(sorted.len() / 2), sorted.last()) {
        let worst_deal = t_table.iter().position(|t| t == worst).unwrap_or(0);
        println!(
            "whole table, 72 results, one thread ({table_deals} deals): median {:.2} ms, \
             worst {:.2} ms (deal {worst_deal}: {})",
            median.as_secs_f64() * 1e3,
            worst.as_secs_f64() * 1e3,
            deals[worst_deal].pbn(Seat::N)
        );
    }
}

fn criterion_benches(c: &mut Criterion) {
    let deals = random_deals(8, 0xC817_0001);
    let mut ours = Solver::new(SolverConfig::default());
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    group.bench_function("standard table, 8 deals", |b| {
        b.iter(|| {
            for d in &deals {
                ours.clear();
                black_box(solve_pairing(
                    &mut ours,
                    d,
                    pairings()[0],
                    &Strain::TRUMP_AND_NO_TRUMP,
                ));
            }
        })
    });
    group.bench_function("pons-dds table, 8 deals", |b| {
        let mut theirs = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
        let full: Vec<pons_dds::FullDeal> = deals
            .iter()
            .map(|d| d.pbn(Seat::N).parse().expect("a PBN deal"))
            .collect();
        b.iter(|| {
            for f in &full {
                black_box(pons_dds::solve_deal_on(&mut theirs, *f));
            }
        })
    });
    group.bench_function("nullo, N-S declaring, 8 deals", |b| {
        b.iter(|| {
            for d in &deals {
                let side = Partnership::new(Seat::N, Seat::S).unwrap();
                let p = Position::from_deal(d, Strain::Nullo, side, Seat::E).unwrap();
                ours.clear();
                black_box(ours.tricks(&p));
            }
        })
    });
    group.finish();
    let _ = Suit::ALL;
}

criterion_group!(benches, criterion_benches);

/// Only the nullo (3 pairings × 4 declarers) of the first `n` deals, each from an empty table,
/// with the time and nodes per deal: for profiling (`FOSTER_BENCH_NULLO_ONLY=n`).
fn nullo_only(n: usize) {
    let deals = random_deals(n, 0xBE7C_4001);
    let mut ours = Solver::new(SolverConfig::default());
    for deal in &deals {
        ours.clear();
        let before = ours.nodes();
        let t = Instant::now();
        let mut sum = 0;
        for pairing in pairings() {
            sum += solve_pairing(&mut ours, deal, pairing, &[Strain::Nullo]);
        }
        println!(
            "nullo: {sum} tricks in all, {:.1} ms, {} nodes",
            t.elapsed().as_secs_f64() * 1e3,
            ours.nodes() - before
        );
    }
}

fn main() {
    if let Some(n) = std::env::var("FOSTER_BENCH_NULLO_ONLY")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        nullo_only(n);
        return;
    }
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this file without it, and
    // the timing loop (1000 deals by default) is then skipped.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    timing_loop();
    // `FOSTER_BENCH_TIMING_ONLY=1` skips criterion's measurement (for quick runs).
    if std::env::var_os("FOSTER_BENCH_TIMING_ONLY").is_some() {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
