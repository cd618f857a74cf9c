//! Hand-made positions whose answers can be worked out at the table.

use super::position::PositionError;
use super::*;
use crate::cards::{Card, Deal, Hand, Partnership, Seat, Strain, Suit};
use crate::record::{Claim, Code};

/// A claim checked under the 1916 edition (law 29 for the opening lead).
fn verify_claim(deal: &Deal, claim: &Claim, solver: &mut Solver) -> ClaimVerdict {
    verify_claim_under(deal, claim, Code::Pirate1916, solver)
}

fn hand(text: &str) -> Hand {
    text.split_whitespace()
        .map(|c| Card::parse(c).unwrap())
        .collect()
}

fn side(a: Seat, b: Seat) -> Partnership {
    Partnership::new(a, b).unwrap()
}

fn pos(hands: [&str; 4], strain: Strain, decl: Partnership, leader: Seat) -> Position {
    Position::new(hands.map(hand), strain, decl, leader, Vec::new()).unwrap()
}

/// N all spades, E all hearts, S all diamonds, W all clubs.
fn four_suits() -> Deal {
    let mut d = Deal::default();
    for (seat, suit) in
        Seat::ALL
            .into_iter()
            .zip([Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs])
    {
        d.hands[seat.index()] = Some(Hand::FULL_PACK.suit(suit));
    }
    d
}

#[test]
fn one_suit_each_at_no_trumps_the_leader_takes_all() {
    let d = four_suits();
    let p = Position::from_deal(&d, Strain::NoTrumps, side(Seat::N, Seat::S), Seat::E).unwrap();
    assert_eq!(Solver::default().tricks(&p), 0);
    let p = Position::from_deal(&d, Strain::NoTrumps, side(Seat::N, Seat::S), Seat::N).unwrap();
    assert_eq!(Solver::default().tricks(&p), 13);
}

#[test]
fn one_suit_each_in_a_trump_suit_the_trumps_take_all() {
    let d = four_suits();
    let p = Position::from_deal(
        &d,
        Strain::Trumps(Suit::Spades),
        side(Seat::N, Seat::S),
        Seat::E,
    )
    .unwrap();
    assert_eq!(Solver::default().tricks(&p), 13);
    // With W (clubs) as N's partner beside him, E leads a heart and N ruffs: still thirteen.
    let p = Position::from_deal(
        &d,
        Strain::Trumps(Suit::Spades),
        side(Seat::N, Seat::W),
        Seat::E,
    )
    .unwrap();
    assert_eq!(Solver::default().tricks(&p), 13);
}

#[test]
fn one_suit_each_at_the_nullo_the_leader_cannot_lose_a_trick() {
    let d = four_suits();
    // N declares a nullo with S; E must lead a heart and wins every trick: N-S take none.
    let p = Position::from_deal(&d, Strain::Nullo, side(Seat::N, Seat::S), Seat::E).unwrap();
    assert_eq!(Solver::default().tricks(&p), 0);
    // If N himself is on lead, his side is forced to take all thirteen.
    let p = Position::from_deal(&d, Strain::Nullo, side(Seat::N, Seat::S), Seat::N).unwrap();
    assert_eq!(Solver::default().tricks(&p), 13);
}

#[test]
fn adjacent_partners_two_card_ending() {
    // N leads; N-E are partners. N: SA S2; E: SK S3; S: SQ H2; W: SJ H3 (no trumps).
    // N cashes SA (all follow), then leads S2: E wins with SK. Two tricks.
    let p = pos(
        ["SA S2", "SK S3", "SQ H2", "SJ H3"],
        Strain::NoTrumps,
        side(Seat::N, Seat::E),
        Seat::N,
    );
    let mut s = Solver::default();
    assert_eq!(s.tricks(&p), 2);
    // With N-S partners instead, E's SK takes a trick: N-S make only the ace.
    let p = pos(
        ["SA S2", "SK S3", "SQ H2", "SJ H3"],
        Strain::NoTrumps,
        side(Seat::N, Seat::S),
        Seat::N,
    );
    assert_eq!(s.tricks(&p), 1);
}

#[test]
fn nullo_ending_ducking() {
    // Nullo, N-S declare, E leads. E: H5 H4; S: H3 H2; W: HA HK; N: HQ HJ.
    // E leads H5, S ducks H2, W must play over (HA/HK) and wins; W leads again and wins.
    let p = pos(
        ["HQ HJ", "H5 H4", "H3 H2", "HA HK"],
        Strain::Nullo,
        side(Seat::N, Seat::S),
        Seat::E,
    );
    let mut s = Solver::default();
    // N must play HQ or HJ below W? E leads, S (2nd) plays low, W (3rd) plays, N (4th) last:
    // N is above E's H5 and below W's honours: N plays under W, so W wins both: 0 for N-S.
    assert_eq!(s.tricks(&p), 0);
    let values = s.card_values(&p);
    assert_eq!(values.len(), 2);
    assert!(values.iter().all(|(_, v)| *v == 0));
}

#[test]
fn trick_in_progress_counts() {
    // W led SK; N holds SA S2, so N wins the trick and the last trick is N's S2 against …
    let hands = [hand("SA S2"), hand("H3 H2"), hand("D3 D2"), hand("C2")];
    let p = Position::new(
        hands,
        Strain::NoTrumps,
        side(Seat::N, Seat::S),
        Seat::W,
        vec![Card::parse("SK").unwrap()],
    )
    .unwrap();
    let mut s = Solver::default();
    assert_eq!(s.tricks(&p), 2);
    let values = s.card_values(&p);
    assert!(values.contains(&(Card::parse("SA").unwrap(), 2)));
    assert!(values.contains(&(Card::parse("S2").unwrap(), 0)));
    let line = s.line(&p);
    assert_eq!(line.first(), Some(&(Seat::N, Card::parse("SA").unwrap())));
    assert_eq!(line.len(), 7);
}

#[test]
fn bad_positions_are_refused() {
    let h = [hand("SA"), hand("SA"), hand("S3"), hand("S4")];
    assert_eq!(
        Position::new(h, Strain::NoTrumps, side(Seat::N, Seat::S), Seat::N, vec![]),
        Err(PositionError::DuplicateCard {
            card: Card::parse("SA").unwrap()
        })
    );
    let h = [hand("SA S2"), hand("SK"), hand("S3"), hand("S4")];
    assert!(matches!(
        Position::new(h, Strain::NoTrumps, side(Seat::N, Seat::S), Seat::N, vec![]),
        Err(PositionError::UnevenHands { seat: Seat::E, .. })
    ));
    assert!(matches!(
        Position::from_deal(
            &Deal::default(),
            Strain::NoTrumps,
            side(Seat::N, Seat::S),
            Seat::N
        ),
        Err(PositionError::MissingHand { seat: Seat::N })
    ));
}

#[test]
fn law_29_opening_leader() {
    assert_eq!(opening_leader(Seat::S, Seat::N), Seat::W);
    // Dummy on the declarer's left: the next player leads.
    assert_eq!(opening_leader(Seat::S, Seat::W), Seat::N);
    assert_eq!(opening_leader(Seat::S, Seat::E), Seat::W);
}

/// A guess only decides where the search starts: any guess gives the same answer.
#[test]
fn a_guess_changes_nothing() {
    // Five cards each, hearts trumps, N and E partners side by side.
    let p = pos(
        [
            "SA SK H2 D5 C9",
            "S2 HA DK DQ C3",
            "SQ S9 HK D2 CA",
            "S5 H9 DA CK CQ",
        ],
        Strain::Trumps(Suit::Hearts),
        side(Seat::N, Seat::E),
        Seat::S,
    );
    let answer = Solver::default().tricks(&p);
    let mut warm = Solver::default();
    for guess in 0..=6 {
        assert_eq!(Solver::default().tricks_near(&p, guess), answer);
        assert_eq!(warm.tricks_near(&p, guess), answer);
    }
}

/// A table's row guesses each declarer from the others; its answers are the plain solves'.
#[test]
fn a_row_agrees_with_each_declarer_solved_alone() {
    let d = four_suits();
    let mut s = Solver::default();
    for pairing in pairings() {
        for strain in STRAINS {
            for e in s.row(&d, pairing, strain).unwrap() {
                let p =
                    Position::from_deal(&d, strain, side(e.declarer, e.dummy), e.leader).unwrap();
                assert_eq!(Solver::default().tricks(&p), e.tricks, "{e:?}");
            }
        }
    }
}

fn claim(
    declarer: Seat,
    dummy: Option<Seat>,
    strain: Strain,
    bound: crate::record::ClaimBound,
    tricks: u8,
) -> crate::record::Claim {
    crate::record::Claim {
        declarer,
        dummy,
        strain,
        bound,
        tricks,
        leader: None,
        lead_suit: None,
        lead_card: None,
        text: String::new(),
        span: Default::default(),
    }
}

#[test]
fn claims_are_confirmed_or_refuted_with_a_line() {
    use crate::record::ClaimBound;
    let d = four_suits();
    let mut s = Solver::default();
    // N declares spades with S: E leads (law 29), N ruffs and draws everything.
    let c = claim(
        Seat::N,
        Some(Seat::S),
        Strain::Trumps(Suit::Spades),
        ClaimBound::Exactly,
        13,
    );
    let v = verify_claim(&d, &c, &mut s);
    assert_eq!(v.verdict, Verdict::Confirmed);
    assert_eq!(v.leader, Some(Seat::E));
    assert_eq!(v.line.len(), 52);
    assert_eq!(v.line[0].0, Seat::E);
    // At no trumps E runs his hearts: N-S take nothing, so "at least one" is refuted.
    let c = claim(
        Seat::N,
        Some(Seat::S),
        Strain::NoTrumps,
        ClaimBound::AtLeast,
        1,
    );
    let v = verify_claim(&d, &c, &mut s);
    assert_eq!(v.verdict, Verdict::Refuted);
    assert_eq!(v.tricks, Some(0));
    // W declares no trumps with N beside him (N is on W's left, so E leads, law 29): 0 tricks.
    let mut c = claim(
        Seat::W,
        Some(Seat::N),
        Strain::NoTrumps,
        ClaimBound::AtMost,
        0,
    );
    let v = verify_claim(&d, &c, &mut s);
    assert_eq!(
        (v.verdict.clone(), v.leader),
        (Verdict::Confirmed, Some(Seat::E))
    );
    // Named leader: with N leading his spades, W-N take all thirteen.
    c.leader = Some(Seat::N);
    c.bound = ClaimBound::Exactly;
    c.tricks = 13;
    assert_eq!(verify_claim(&d, &c, &mut s).verdict, Verdict::Confirmed);
    // A lead the leader cannot make leaves the claim unchecked.
    c.lead_card = Card::parse("HA");
    assert!(matches!(
        verify_claim(&d, &c, &mut s).verdict,
        Verdict::Unverifiable { .. }
    ));
    // No dummy named: the partner opposite is assumed, and the verdict says so.
    let c = claim(
        Seat::S,
        None,
        Strain::Trumps(Suit::Diamonds),
        ClaimBound::Exactly,
        13,
    );
    let v = verify_claim(&d, &c, &mut s);
    assert_eq!(v.dummy, Some(Seat::N));
    assert_eq!(v.assumptions.len(), 1);
}

/// The boundary cutoffs (quick tricks, later tricks) against the bare search on random
/// endings of 6 to 8 cards a hand, for every pairing of partners, every strain and the nullo,
/// with a random leader. The bare search uses a fresh table for each ending; the search with
/// cutoffs shares one table across all of them, so that a cutoff whose deciding ranks were too
/// few shows up when its stored proof is reused elsewhere. `FOSTER_QUICK_ENDINGS` sets the
/// count (default 600 optimised, 12 unoptimised).
#[test]
fn boundary_cutoffs_agree_with_the_bare_search_any_seating_and_the_nullo() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = endings("FOSTER_QUICK_ENDINGS", 12, 600);
    let mut rng = StdRng::seed_from_u64(0x0C7_5EED);
    let mut shared = tt::TransTable::new(64);
    for i in 0..endings {
        let n = rng.random_range(6..=8usize);
        let pack = shuffled((0..52).map(Card::from_index).collect(), &mut rng);
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        for pairing in pairings() {
            // Either side of the pairing declares.
            let declarers = if rng.random_range(0..2u8) == 0 {
                pairing
            } else {
                pairing.adversaries()
            };
            for strain in STRAINS {
                let p = Position::new(hands, strain, declarers, leader, Vec::new()).unwrap();
                let mut bare = Solver::engine(&p);
                bare.cutoffs = false;
                let want = bare.value(n as i32 / 2, &mut tt::TransTable::new(16), None);
                let mut quick = Solver::engine(&p);
                let got = quick.value(n as i32 / 2, &mut shared, None);
                assert_eq!(
                    got, want,
                    "ending {i}: {hands:?} {strain:?} declarers {declarers:?} leader {leader:?}"
                );
            }
        }
    }
}

/// The boundary cutoffs against the bare search on small, dense endings: 2 to 4 cards a hand
/// drawn from the top cards of two to four suits, where top cards, length winners, entries
/// and squeezes meet far more often than in a random ending (the later-tricks rule, that a
/// side cannot take every trick when its top-card suits give fewer rounds than tricks are
/// left, is the one a squeeze could break). Every pairing, either side declaring, no trumps
/// and a trump suit; fresh tables, so only the cutoffs' own arguments are tested.
#[test]
fn boundary_cutoffs_agree_with_the_bare_search_on_dense_endings() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = endings("FOSTER_DENSE_ENDINGS", 1500, 30000);
    let mut rng = StdRng::seed_from_u64(0xDE45_E000);
    for i in 0..endings {
        let n = rng.random_range(2..=4usize);
        let suits = rng.random_range(2..=4usize);
        // The top cards of the first `suits` suits, a few more than the ending needs.
        let lowest = 14 - (4 * n / suits + 2) as u8;
        let pack = shuffled(
            (0..52)
                .map(Card::from_index)
                .filter(|c| c.suit.index() < suits && c.rank.value() >= lowest)
                .collect(),
            &mut rng,
        );
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        let trump = Strain::Trumps(Suit::ALL[rng.random_range(0..suits)]);
        for pairing in pairings() {
            for declarers in [pairing, pairing.adversaries()] {
                for strain in [Strain::NoTrumps, trump] {
                    let p = Position::new(hands, strain, declarers, leader, Vec::new()).unwrap();
                    let mut bare = Solver::engine(&p);
                    bare.cutoffs = false;
                    let want = bare.value(n as i32 / 2, &mut tt::TransTable::new(1), None);
                    let mut quick = Solver::engine(&p);
                    let got = quick.value(n as i32 / 2, &mut tt::TransTable::new(1), None);
                    assert_eq!(
                        got, want,
                        "ending {i}: {hands:?} {strain:?} declarers {declarers:?} leader {leader:?}"
                    );
                }
            }
        }
    }
}

/// Every boundary cutoff's proof holds wherever the table would reuse it: for random endings
/// (every pairing, either side declaring, every strain, every number of tricks needed) whose
/// cutoff fires, the cards below each suit's lowest deciding rank are dealt again among the
/// same seats (each keeping its length), which leaves the position's shape and top cards as
/// the table sees them; the bare search must find the cutoff's bound true there too. A
/// cutoff that leaves out one card its argument rests on fails here, even when the search
/// itself happens never to meet the position its stored proof would be wrong for.
#[test]
fn boundary_cutoffs_hold_wherever_their_deciding_ranks_lie_alike() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = endings("FOSTER_WIN_ENDINGS", 10, 400);
    let mut rng = StdRng::seed_from_u64(0x0A1_1CE5);
    for i in 0..endings {
        let n = rng.random_range(2..=6usize);
        // Half the endings from the top cards of a few suits, where cutoffs abound.
        let dense = rng.random_range(0..2u8) == 0;
        let suits = rng.random_range(2..=4usize);
        let lowest = 14 - (4 * n / suits + 3).min(12) as u8;
        let pack = shuffled(
            (0..52)
                .map(Card::from_index)
                .filter(|c| !dense || (c.suit.index() < suits && c.rank.value() >= lowest))
                .collect(),
            &mut rng,
        );
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        let trump = Strain::Trumps(Suit::ALL[rng.random_range(0..if dense { suits } else { 4 })]);
        for pairing in pairings() {
            for declarers in [pairing, pairing.adversaries()] {
                for strain in [Strain::NoTrumps, trump, Strain::Nullo] {
                    let p = Position::new(hands, strain, declarers, leader, Vec::new()).unwrap();
                    let e = Solver::engine(&p);
                    for need in 1..=n as i32 {
                        let Some((bound, win)) = e.boundary_cutoff(need, n as i32) else {
                            continue;
                        };
                        for _ in 0..3 {
                            let mut other = e.clone();
                            for s in 0..4 {
                                let w = (win >> (16 * s)) as u16;
                                let alive = e.alive(s);
                                let small = if w == 0 {
                                    alive
                                } else {
                                    alive & ((w & w.wrapping_neg()) - 1)
                                };
                                let mut cards: Vec<u16> = (0..16)
                                    .map(|b| 1u16 << b)
                                    .filter(|b| small & b != 0)
                                    .collect();
                                let mut seats: Vec<usize> = Vec::new();
                                for (h, hand) in e.hands.iter().enumerate() {
                                    seats.extend(std::iter::repeat_n(
                                        h,
                                        (hand[s] & small).count_ones() as usize,
                                    ));
                                    other.hands[h][s] = hand[s] & !small;
                                }
                                cards = shuffled_bits(cards, &mut rng);
                                for (card, h) in cards.into_iter().zip(seats) {
                                    other.hands[h][s] |= card;
                                }
                            }
                            other.cutoffs = false;
                            let got = other.value(n as i32 / 2, &mut tt::TransTable::new(1), None);
                            let holds = if bound >= need {
                                got >= bound
                            } else {
                                got <= bound
                            };
                            assert!(
                                holds,
                                "ending {i}: {hands:?} {strain:?} declarers {declarers:?} \
                                 leader {leader:?} need {need}: cutoff bound {bound} win {win:#x}, \
                                 but {got} with the small cards as {:?}",
                                other.hands
                            );
                        }
                    }
                }
            }
        }
    }
}

/// The nullo's cutoffs ([`super::misere`]) against the bare search on random endings of 3 to
/// 6 cards a hand, for every pairing, either side declaring and every leader: half the endings
/// from a few suits' cards (where one side's cards lie above the other's, and its cutoffs fire,
/// far more often), half from the whole pack. Each ending is solved with a fresh table and
/// again with one shared by every ending, so that a proof whose deciding ranks were too few
/// shows up where the table reuses it. `FOSTER_MISERE_ENDINGS` sets the count (default 3000
/// optimised, 100 unoptimised).
#[test]
fn misere_cutoffs_agree_with_the_bare_search_every_seating_and_leader() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = endings("FOSTER_MISERE_ENDINGS", 100, 3000);
    let mut rng = StdRng::seed_from_u64(0x0311_5E5E);
    let mut shared = tt::TransTable::new(64);
    let mut fired = 0;
    for i in 0..endings {
        let n = rng.random_range(3..=6usize);
        let dense = rng.random_range(0..2u8) == 0;
        let suits = rng.random_range(1..=3usize);
        let pack = shuffled(
            (0..52)
                .map(Card::from_index)
                .filter(|c| !dense || c.suit.index() < suits || 4 * n > 13 * suits)
                .collect(),
            &mut rng,
        );
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        for pairing in pairings() {
            for declarers in [pairing, pairing.adversaries()] {
                for leader in Seat::ALL {
                    let p =
                        Position::new(hands, Strain::Nullo, declarers, leader, Vec::new()).unwrap();
                    let mut bare = Solver::engine(&p);
                    bare.cutoffs = false;
                    let want = bare.value(n as i32 / 2, &mut tt::TransTable::new(1), None);
                    let e = Solver::engine(&p);
                    fired += (1..=n as i32)
                        .filter(|&need| e.misere_cutoff(need, n as i32).is_some())
                        .count();
                    let mut fresh = Solver::engine(&p);
                    let got = fresh.value(n as i32 / 2, &mut tt::TransTable::new(1), None);
                    let mut reused = Solver::engine(&p);
                    let again = reused.value(n as i32 / 2, &mut shared, None);
                    assert_eq!(
                        (got, again),
                        (want, want),
                        "ending {i}: {hands:?} declarers {declarers:?} leader {leader:?}"
                    );
                }
            }
        }
    }
    // The test tests something: the cutoffs fire on these endings.
    assert!(
        endings < 50 || fired > endings,
        "the cutoffs fired {fired} times"
    );
}

/// Card bits in a random order.
fn shuffled_bits(mut bits: Vec<u16>, rng: &mut rand::rngs::StdRng) -> Vec<u16> {
    use rand::RngExt;
    for j in (1..bits.len()).rev() {
        let k = rng.random_range(0..=j);
        bits.swap(j, k);
    }
    bits
}

/// How many endings a randomised test plays: the variable `var` if set, else its default for
/// unoptimised and optimised builds.
pub(super) fn endings(var: &str, unoptimised: usize, optimised: usize) -> usize {
    let default = if cfg!(debug_assertions) {
        unoptimised
    } else {
        optimised
    };
    std::env::var(var)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The cards in a random order.
pub(super) fn shuffled(mut pack: Vec<Card>, rng: &mut rand::rngs::StdRng) -> Vec<Card> {
    use rand::RngExt;
    for j in (1..pack.len()).rev() {
        let k = rng.random_range(0..=j);
        pack.swap(j, k);
    }
    pack
}

/// The bounds a solve reports close in on its answer: each report narrower than or as narrow
/// as the one before, the last the answer itself.
#[test]
fn the_bounds_reported_close_in_on_the_result() {
    use std::sync::Mutex;
    static SEEN: Mutex<Vec<(u8, u8)>> = Mutex::new(Vec::new());
    fn heard(lower: u8, upper: u8) {
        SEEN.lock().unwrap().push((lower, upper));
    }
    let d = four_suits();
    let p = Position::from_deal(&d, Strain::NoTrumps, side(Seat::N, Seat::S), Seat::N).unwrap();
    let mut solver = Solver::default();
    solver.report_bounds(heard);
    let tricks = solver.tricks(&p);
    let seen = SEEN.lock().unwrap().clone();
    assert!(!seen.is_empty());
    assert!(
        seen.windows(2)
            .all(|w| w[1].0 >= w[0].0 && w[1].1 <= w[0].1),
        "{seen:?}"
    );
    assert_eq!(seen.last(), Some(&(tricks, tricks)), "{seen:?}");
}
