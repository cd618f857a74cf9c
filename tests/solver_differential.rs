//! The solver checked against others: `pons-dds` (a Rust port of DDS) on random full deals in
//! the standard seating, and a plain brute-force minimax on small random endings for adjacent
//! partners, the nullo and tricks in progress.
//!
//! Counts come from the environment: `FOSTER_DIFF_DEALS` (deals) and `FOSTER_DIFF_ENDINGS`
//! (endings). Each deal is solved for one strain and one declarer, taken in turn, so that
//! every strain and every declarer is compared equally often (each twentieth deal repeats the
//! cycle); `FOSTER_DIFF_FULL=1` solves every strain and declarer of every deal instead. The
//! defaults are kept within CI's minutes: without optimisation (the plain test profile) the
//! pons-dds comparison is ignored and 500 endings are checked; optimised (`--release`) 20 deals
//! and 3000 endings. CI runs 1000 deals and 3000 endings.

use std::collections::HashMap;

use foster::cards::{Card, Deal, Hand, Partnership, Seat, Strain, Suit};
use foster::solver::{
    Position, STRAINS, Solver, SolverConfig, TABLE_RESULTS, opening_leader, pairings,
};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn count(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn shuffled_pack(rng: &mut StdRng) -> Vec<Card> {
    let mut pack: Vec<Card> = (0..52).map(Card::from_index).collect();
    for i in (1..pack.len()).rev() {
        let j = rng.random_range(0..=i);
        pack.swap(i, j);
    }
    pack
}

fn random_deal(rng: &mut StdRng) -> Deal {
    let pack = shuffled_pack(rng);
    let mut deal = Deal::default();
    for (i, seat) in Seat::ALL.into_iter().enumerate() {
        deal.hands[seat.index()] = Some(pack[i * 13..(i + 1) * 13].iter().copied().collect());
    }
    deal
}

fn dds_strain(strain: Strain) -> contract_bridge::Strain {
    match strain {
        Strain::Trumps(Suit::Clubs) => contract_bridge::Strain::Clubs,
        Strain::Trumps(Suit::Diamonds) => contract_bridge::Strain::Diamonds,
        Strain::Trumps(Suit::Hearts) => contract_bridge::Strain::Hearts,
        Strain::Trumps(Suit::Spades) => contract_bridge::Strain::Spades,
        _ => contract_bridge::Strain::Notrump,
    }
}

fn dds_seat(seat: Seat) -> contract_bridge::Seat {
    match seat {
        Seat::N => contract_bridge::Seat::North,
        Seat::E => contract_bridge::Seat::East,
        Seat::S => contract_bridge::Seat::South,
        Seat::W => contract_bridge::Seat::West,
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "too slow unoptimised: run with --release (FOSTER_DIFF_DEALS deals, default 20)"
)]
fn agrees_with_pons_dds_on_random_deals_in_the_standard_seating() {
    let n = count(
        "FOSTER_DIFF_DEALS",
        if cfg!(debug_assertions) { 1 } else { 20 },
    );
    let mut rng = StdRng::seed_from_u64(0x5EED_F057);
    let mut ours = Solver::new(SolverConfig::default());
    let mut theirs = pons_dds::Solver::new(contract_bridge::Strain::Notrump);
    let mut disagreements = Vec::new();
    let full_tables = std::env::var_os("FOSTER_DIFF_FULL").is_some();
    for i in 0..n {
        let deal = random_deal(&mut rng);
        let pbn = deal.pbn(Seat::N);
        let full: pons_dds::FullDeal = pbn.parse().expect("a PBN deal that pons-dds reads");
        for (s, strain) in Strain::TRUMP_AND_NO_TRUMP.into_iter().enumerate() {
            if !full_tables && s != i % 5 {
                continue;
            }
            theirs.set_strain(dds_strain(strain));
            let row = theirs.solve(full);
            for (d, declarer) in Seat::ALL.into_iter().enumerate() {
                if !full_tables && d != (i / 5) % 4 {
                    continue;
                }
                let side = Partnership::new(declarer, declarer.opposite()).unwrap();
                let p = Position::from_deal(&deal, strain, side, declarer.left()).unwrap();
                let got = ours.tricks(&p);
                let want = row.get(dds_seat(declarer)).get();
                if got != want {
                    disagreements.push(format!(
                        "deal {i} {pbn} {strain:?} declarer {declarer}: ours {got}, pons-dds {want}"
                    ));
                }
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

/// Plain minimax over every legal card, written afresh here (its own following and
/// trick-winning rules), with a memo of exact positions at trick boundaries.
struct Brute {
    strain: Strain,
    declarers: Partnership,
    memo: HashMap<([u64; 4], Seat), u8>,
}

impl Brute {
    fn winner(&self, trick: &[(Seat, Card)]) -> Seat {
        let led = trick[0].1.suit;
        let trump = match self.strain {
            Strain::Trumps(s) => Some(s),
            _ => None,
        };
        let key = |c: Card| {
            if Some(c.suit) == trump {
                200 + c.rank.value() as i32
            } else if c.suit == led {
                100 + c.rank.value() as i32
            } else {
                0
            }
        };
        trick
            .iter()
            .max_by_key(|(_, c)| key(*c))
            .map(|(s, _)| *s)
            .unwrap()
    }

    /// The declaring side's tricks from here.
    fn solve(&mut self, hands: &mut [Hand; 4], trick: &mut Vec<(Seat, Card)>, leader: Seat) -> u8 {
        if trick.is_empty() {
            if hands[leader.index()].is_empty() {
                return 0;
            }
            let key = (hands.map(|h| h.bits()), leader);
            if let Some(v) = self.memo.get(&key) {
                return *v;
            }
            let v = self.solve_turn(hands, trick, leader);
            self.memo.insert(key, v);
            return v;
        }
        self.solve_turn(hands, trick, leader)
    }

    fn solve_turn(
        &mut self,
        hands: &mut [Hand; 4],
        trick: &mut Vec<(Seat, Card)>,
        leader: Seat,
    ) -> u8 {
        let seat = leader.nth_left(trick.len());
        let h = hands[seat.index()];
        let legal: Vec<Card> = match trick.first() {
            Some((_, c)) if h.has_suit(c.suit) => h.suit(c.suit).cards().collect(),
            _ => h.cards().collect(),
        };
        let declaring = self.declarers.contains(seat);
        // At the nullo the declarers want few tricks and the adversaries want them to take many.
        let maximise = declaring != (self.strain == Strain::Nullo);
        let mut best: Option<u8> = None;
        for card in legal {
            hands[seat.index()].remove(card);
            trick.push((seat, card));
            let v = if trick.len() == 4 {
                let won = self.winner(trick);
                let saved = std::mem::take(trick);
                let v = u8::from(self.declarers.contains(won)) + self.solve(hands, trick, won);
                *trick = saved;
                v
            } else {
                self.solve(hands, trick, leader)
            };
            trick.pop();
            hands[seat.index()].insert(card);
            best = Some(match best {
                None => v,
                Some(b) if maximise => b.max(v),
                Some(b) => b.min(v),
            });
        }
        best.unwrap_or(0)
    }
}

#[test]
fn agrees_with_brute_force_on_small_endings_any_seating_and_the_nullo() {
    let n = count(
        "FOSTER_DIFF_ENDINGS",
        if cfg!(debug_assertions) { 500 } else { 3000 },
    );
    let mut rng = StdRng::seed_from_u64(0xE4D1_4655);
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 16,
        threads: 1,
    });
    let strains = [
        Strain::Trumps(Suit::Clubs),
        Strain::Trumps(Suit::Spades),
        Strain::NoTrumps,
        Strain::Nullo,
        Strain::Nullo,
    ];
    let mut checked_values = 0;
    for i in 0..n {
        let cards = rng.random_range(1..=5usize);
        // Endings drawn from a few suits are the hard ones: more following, more ruffing.
        let pack: Vec<Card> = shuffled_pack(&mut rng)
            .into_iter()
            .filter(|c| i % 3 != 0 || c.suit != Suit::Diamonds)
            .collect();
        let mut hands = [Hand::EMPTY; 4];
        for (k, h) in hands.iter_mut().enumerate() {
            *h = pack[k * cards..(k + 1) * cards].iter().copied().collect();
        }
        let strain = strains[rng.random_range(0..strains.len())];
        let first = Seat::from_index(rng.random_range(0..4));
        let second = first.nth_left(rng.random_range(1..4));
        let declarers = Partnership::new(first, second).unwrap();
        let leader = Seat::from_index(rng.random_range(0..4));
        // Sometimes start in the middle of the first trick, with cards chosen at random.
        let mut trick: Vec<(Seat, Card)> = Vec::new();
        let already = rng.random_range(0..4usize);
        for k in 0..already {
            let seat = leader.nth_left(k);
            let h = hands[seat.index()];
            let legal: Vec<Card> = match trick.first() {
                Some((_, c)) if h.has_suit(c.suit) => h.suit(c.suit).cards().collect(),
                _ => h.cards().collect(),
            };
            let card = legal[rng.random_range(0..legal.len())];
            hands[seat.index()].remove(card);
            trick.push((seat, card));
        }
        let position = Position::new(
            hands,
            strain,
            declarers,
            leader,
            trick.iter().map(|(_, c)| *c).collect(),
        )
        .unwrap();
        let mut brute = Brute {
            strain,
            declarers,
            memo: HashMap::new(),
        };
        let want = brute.solve(&mut hands.clone(), &mut trick.clone(), leader);
        let got = solver.tricks(&position);
        assert_eq!(
            got, want,
            "ending {i}: {hands:?} {strain:?} declarers {declarers:?} leader {leader} trick {trick:?}"
        );
        // Every legal card's value, too, on a share of the endings.
        if i % 4 == 0 {
            for (card, value) in solver.card_values(&position) {
                let seat = position.to_play();
                let mut h = hands;
                h[seat.index()].remove(card);
                let mut t = trick.clone();
                t.push((seat, card));
                let v = if t.len() == 4 {
                    let won = brute.winner(&t);
                    u8::from(declarers.contains(won)) + brute.solve(&mut h, &mut Vec::new(), won)
                } else {
                    brute.solve(&mut h, &mut t, leader)
                };
                assert_eq!(value, v, "ending {i}: value of {card}");
                checked_values += 1;
            }
        }
        // A line of play keeps the value to the end.
        if i % 10 == 0 {
            let line = solver.line(&position);
            let total: usize = hands.iter().map(|h| h.len()).sum();
            assert_eq!(line.len(), total, "ending {i}: the line plays every card");
        }
    }
    assert!(checked_values > 0);
}

/// A deal's whole table (every pairing, strain and declarer, with the law-29 leader), solved on
/// one thread and on several, agrees cell by cell with the brute force, on small endings.
#[test]
fn a_table_agrees_with_brute_force_in_every_cell_on_one_thread_or_several() {
    let n = count("FOSTER_DIFF_TABLES", 12);
    let mut rng = StdRng::seed_from_u64(0x7AB1_E5ED);
    for i in 0..n {
        let cards = rng.random_range(1..=4usize);
        let pack = shuffled_pack(&mut rng);
        let mut deal = Deal::default();
        for (k, seat) in Seat::ALL.into_iter().enumerate() {
            deal.hands[seat.index()] =
                Some(pack[k * cards..(k + 1) * cards].iter().copied().collect());
        }
        let hands = Seat::ALL.map(|s| deal.hands[s.index()].unwrap());
        let alone = Solver::new(SolverConfig {
            tt_megabytes: 16,
            threads: 1,
        })
        .table(&deal)
        .unwrap();
        // The progress is told a result at a time, from every thread.
        let told = std::sync::atomic::AtomicUsize::new(0);
        let shared = Solver::new(SolverConfig {
            tt_megabytes: 16,
            threads: 3,
        })
        .table_with_progress(&deal, &|_| {
            told.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        })
        .unwrap();
        assert_eq!(told.into_inner(), TABLE_RESULTS, "ending {i}");
        assert_eq!(alone, shared, "ending {i}: one thread and three differ");
        assert_eq!(alone.entries.len(), 72);
        for pairing in pairings() {
            for side in [pairing, pairing.adversaries()] {
                for (declarer, dummy) in [(side.first, side.second), (side.second, side.first)] {
                    for strain in STRAINS {
                        let leader = opening_leader(declarer, dummy);
                        let mut brute = Brute {
                            strain,
                            declarers: side,
                            memo: HashMap::new(),
                        };
                        let want = brute.solve(&mut hands.clone(), &mut Vec::new(), leader);
                        assert_eq!(
                            alone.get(declarer, dummy, strain),
                            Some(want),
                            "ending {i}: {hands:?} {strain:?} {declarer} with {dummy}"
                        );
                    }
                }
            }
        }
    }
}
