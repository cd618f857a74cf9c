//! Every constraint against a brute-force minimax over whole cards (no equivalence, no table,
//! no cutoffs), on random small endings started at a trick boundary or in the middle of a
//! trick, for every pairing of partners (opposite and side by side), either side declaring,
//! every strain and the nullo.

use super::tests::shuffled;
use super::*;
use crate::cards::{Card, Hand, Partnership, Seat, Strain, Suit};

/// The cards the player to play may play under the pending constraints, as the brute force
/// reads them from their definitions: an exposed card he may lawfully play now must be
/// played; then each other constraint binding him narrows his cards, unless it would leave
/// him none.
fn allowed(pos: &Position, pending: &[Constraint]) -> Vec<Card> {
    let seat = pos.to_play();
    let lawful = pos.legal_cards();
    let mine: Vec<Constraint> = pending
        .iter()
        .copied()
        .filter(|c| c.seat() == seat)
        .collect();
    let exposed: Vec<Card> = mine
        .iter()
        .filter_map(|c| match c {
            Constraint::PlayCard { card, .. }
            | Constraint::PlayCardAfter {
                card, tricks: 0, ..
            } if lawful.contains(card) => Some(*card),
            _ => None,
        })
        .collect();
    let mut cards = if exposed.is_empty() {
        lawful.clone()
    } else {
        exposed
    };
    let leading = pos.trick().is_empty();
    for c in mine {
        let next: Vec<Card> = match c {
            Constraint::MayNotLead { suit, .. } if leading => {
                cards.iter().copied().filter(|k| k.suit != suit).collect()
            }
            Constraint::MustLead { suit, .. } if leading => {
                cards.iter().copied().filter(|k| k.suit == suit).collect()
            }
            Constraint::Highest { suit, .. } | Constraint::Lowest { suit, .. }
                if lawful.iter().any(|k| k.suit == suit) =>
            {
                let of_suit = lawful.iter().copied().filter(|k| k.suit == suit);
                let pick = if matches!(c, Constraint::Highest { .. }) {
                    of_suit.max_by_key(|k| k.rank)
                } else {
                    of_suit.min_by_key(|k| k.rank)
                };
                pick.into_iter().filter(|k| cards.contains(k)).collect()
            }
            Constraint::WinTrick { .. } | Constraint::LoseTrick { .. } if !leading => {
                let want = matches!(c, Constraint::WinTrick { .. });
                cards
                    .iter()
                    .copied()
                    .filter(|&k| {
                        let mut t = pos.trick().to_vec();
                        t.push(k);
                        (trick_winner(pos.leader(), &t, pos.strain()) == seat) == want
                    })
                    .collect()
            }
            _ => continue,
        };
        if !next.is_empty() {
            cards = next;
        }
    }
    cards
}

/// What a play discharges: an exposed card when played (called or not yet); a lead constraint
/// at his lead; a direction for his next card at his next card. A card to be called later
/// comes a trick nearer its call when the play completes a trick.
fn after_play(pos: &Position, card: Card, pending: &[Constraint]) -> Vec<Constraint> {
    let seat = pos.to_play();
    let leading = pos.trick().is_empty();
    let completes = pos.trick().len() == 3;
    pending
        .iter()
        .copied()
        .filter(|c| {
            if c.seat() != seat {
                return true;
            }
            match c {
                Constraint::PlayCard { card: k, .. }
                | Constraint::PlayCardAfter { card: k, .. } => *k != card,
                Constraint::MayNotLead { .. } | Constraint::MustLead { .. } => !leading,
                _ => false,
            }
        })
        .map(|c| match c {
            Constraint::PlayCardAfter { seat, card, tricks } if completes => {
                Constraint::PlayCardAfter {
                    seat,
                    card,
                    tricks: tricks.saturating_sub(1),
                }
            }
            c => c,
        })
        .collect()
}

/// The declaring side's tricks from here with best play under the constraints.
fn brute(pos: &Position, pending: &[Constraint]) -> u8 {
    if pos.tricks_left() == 0 {
        return 0;
    }
    let seat = pos.to_play();
    let nullo = pos.strain() == Strain::Nullo;
    let maximising = pos.declarers().contains(seat) != nullo;
    let mut best: Option<u8> = None;
    for card in allowed(pos, pending) {
        let mut trick = pos.trick().to_vec();
        trick.push(card);
        let won = if trick.len() == 4 {
            u8::from(
                pos.declarers()
                    .contains(trick_winner(pos.leader(), &trick, pos.strain())),
            )
        } else {
            0
        };
        let next = pos.after(card).expect("an allowed card is lawful");
        let v = won + brute(&next, &after_play(pos, card, pending));
        best = Some(match best {
            None => v,
            Some(b) if maximising => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap_or(0)
}

fn random_constraint(pos: &Position, rng: &mut rand::rngs::StdRng) -> Constraint {
    use rand::RngExt;
    let seat = Seat::ALL[rng.random_range(0..4usize)];
    let suit = Suit::ALL[rng.random_range(0..4usize)];
    match rng.random_range(0..8u8) {
        0 | 7 => {
            let cards: Vec<Card> = pos.hand(seat).cards().collect();
            match cards.get(rng.random_range(0..cards.len().max(1))) {
                Some(&card) if rng.random_range(0..2u8) == 0 => Constraint::PlayCard { seat, card },
                Some(&card) => Constraint::PlayCardAfter {
                    seat,
                    card,
                    tricks: rng.random_range(0..=pos.tricks_left()),
                },
                None => Constraint::MayNotLead { seat, suit },
            }
        }
        1 => Constraint::MayNotLead { seat, suit },
        2 => Constraint::MustLead { seat, suit },
        3 => Constraint::Highest { seat, suit },
        4 => Constraint::Lowest { seat, suit },
        5 => Constraint::WinTrick { seat },
        _ => Constraint::LoseTrick { seat },
    }
}

/// Random endings of 3 or 4 cards a hand, from a trick's start or with 1 to 3 cards of the
/// trick played, under one to three random constraints: the solver (one table shared by every
/// ending, with and without constraints, so that a proof read under the wrong constraints
/// would show) against the brute force.
#[test]
fn every_constraint_agrees_with_brute_force_any_seating_and_the_nullo() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = super::tests::endings("FOSTER_CONSTRAINT_ENDINGS", 40, 400);
    let mut rng = StdRng::seed_from_u64(0xC0_45_7A_17);
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 32,
        threads: 1,
    });
    let mut checked = [0usize; 8];
    for i in 0..endings {
        let n = rng.random_range(3..=4usize);
        let pack = shuffled((0..52).map(Card::from_index).collect(), &mut rng);
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        let played = rng.random_range(0..4usize);
        for pairing in pairings() {
            let declarers: Partnership = if rng.random_range(0..2u8) == 0 {
                pairing
            } else {
                pairing.adversaries()
            };
            for strain in STRAINS {
                let mut p = Position::new(hands, strain, declarers, leader, Vec::new()).unwrap();
                for _ in 0..played {
                    let cards = p.legal_cards();
                    let card = cards[rng.random_range(0..cards.len())];
                    p = p.after(card).unwrap();
                }
                let k = rng.random_range(1..=3usize);
                let constraints: Vec<Constraint> =
                    (0..k).map(|_| random_constraint(&p, &mut rng)).collect();
                for c in &constraints {
                    let kind = match c {
                        Constraint::PlayCard { .. } => 0,
                        Constraint::MayNotLead { .. } => 1,
                        Constraint::MustLead { .. } => 2,
                        Constraint::Highest { .. } => 3,
                        Constraint::Lowest { .. } => 4,
                        Constraint::WinTrick { .. } => 5,
                        Constraint::LoseTrick { .. } => 6,
                        Constraint::PlayCardAfter { .. } => 7,
                    };
                    checked[kind] += 1;
                }
                let want = brute(&p, &constraints);
                let got = solver.tricks_under(&p, &constraints).unwrap();
                assert_eq!(
                    got,
                    want,
                    "ending {i}: {hands:?} {strain:?} declarers {declarers:?} trick {:?} \
                     leader {:?} under {constraints:?}",
                    p.trick(),
                    p.leader()
                );
                // The same position without constraints, through the same table.
                assert_eq!(
                    solver.tricks(&p),
                    brute(&p, &[]),
                    "ending {i} unconstrained"
                );
            }
        }
    }
    assert!(
        checked.iter().all(|&n| n > 0),
        "every kind drawn: {checked:?}"
    );
}

/// A hand-made ending where each constraint at E's lead changes the result or does not.
#[test]
fn a_lead_forbidden_or_called_or_a_card_called_gives_the_declarers_their_hearts() {
    let hand = |t: &str| -> Hand {
        t.split_whitespace()
            .map(|c| Card::parse(c).unwrap())
            .collect()
    };
    // No trumps, N-S declare, E to lead. N: HA HK HQ; E: SA SK H2; S: D2 D3 D4; W: S2 S3 S4.
    let p = Position::new(
        [
            hand("HA HK HQ"),
            hand("SA SK H2"),
            hand("D2 D3 D4"),
            hand("S2 S3 S4"),
        ],
        Strain::NoTrumps,
        Partnership::new(Seat::N, Seat::S).unwrap(),
        Seat::E,
        Vec::new(),
    )
    .unwrap();
    let mut s = Solver::default();
    // E cashes his two spades, then must give N the heart: one trick.
    assert_eq!(s.tricks(&p), 1);
    let (e, spades, hearts) = (Seat::E, Suit::Spades, Suit::Hearts);
    let card = |t: &str| Card::parse(t).unwrap();
    // Spades forbidden, hearts called, or the heart called as an exposed card: E's heart goes
    // first and N takes all three.
    for c in [
        Constraint::MayNotLead {
            seat: e,
            suit: spades,
        },
        Constraint::MustLead {
            seat: e,
            suit: hearts,
        },
        Constraint::PlayCard {
            seat: e,
            card: card("H2"),
        },
    ] {
        assert_eq!(s.tricks_under(&p, &[c]).unwrap(), 3, "{c:?}");
    }
    // The king of spades called: E leads it, then the ace, and N still takes one.
    let c = [Constraint::PlayCard {
        seat: e,
        card: card("SK"),
    }];
    assert_eq!(s.tricks_under(&p, &c).unwrap(), 1);
    // A card not held is refused.
    let c = [Constraint::PlayCard {
        seat: e,
        card: card("HA"),
    }];
    assert!(s.tricks_under(&p, &c).is_err());
}

/// A card called later that is one of a run of equivalent cards (N's ♣7 and ♣4, the ♣6 and ♣5
/// being gone): playing the called card discharges the call, playing the other keeps it
/// pending, so the two are searched apart. Found by the brute force on 5,000 endings, where
/// the search had offered only the run's top card and so never let N play the ♣4 early.
#[test]
fn a_card_called_later_is_not_merged_with_its_run() {
    let hand = |t: &str| -> Hand {
        t.split_whitespace()
            .map(|c| Card::parse(c).unwrap())
            .collect()
    };
    let hands = [
        hand("S7 HK C7 C4"),
        hand("SK S4 H5 D6"),
        hand("S8 H4 DQ C3"),
        hand("SJ S9 HJ D9"),
    ];
    let declarers = Partnership::new(Seat::S, Seat::W).unwrap();
    let p = Position::new(hands, Strain::Nullo, declarers, Seat::S, Vec::new()).unwrap();
    let called = [Constraint::PlayCardAfter {
        seat: Seat::N,
        card: Card::parse("C4").unwrap(),
        tricks: 2,
    }];
    assert_eq!(brute(&p, &called), 2);
    for cutoffs in [false, true] {
        let mut e = Solver::engine(&p);
        Solver::constrain(&mut e, &p, &called).unwrap();
        e.cutoffs = cutoffs;
        assert_eq!(
            e.value(2, &mut tt::TransTable::new(1), None),
            2,
            "cutoffs {cutoffs}"
        );
    }
    assert_eq!(Solver::default().tricks_under(&p, &called).unwrap(), 2);
}

/// An exposed card called later is never worth more to the caller than the call at once, and
/// the longer the call waits the less it is worth (never more): until the card binds its holder
/// may play it of his own accord, so he can do whatever an earlier call would make him do. On
/// random endings for every pairing, strain and the nullo, an exposed card of a random player
/// called at once and after each number of tricks.
#[test]
fn a_later_call_is_never_worth_more_to_the_caller() {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};
    let endings = super::tests::endings("FOSTER_CONSTRAINT_ENDINGS", 20, 200);
    let mut rng = StdRng::seed_from_u64(0x1A7E_CA11);
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 32,
        threads: 1,
    });
    let mut differed = 0;
    for i in 0..endings {
        let n = rng.random_range(3..=5usize);
        let pack = shuffled((0..52).map(Card::from_index).collect(), &mut rng);
        let mut hands = [Hand::EMPTY; 4];
        for (h, hand) in hands.iter_mut().enumerate() {
            *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
        }
        let leader = Seat::ALL[rng.random_range(0..4usize)];
        let holder = Seat::ALL[rng.random_range(0..4usize)];
        let cards: Vec<Card> = hands[holder.index()].cards().collect();
        let card = cards[rng.random_range(0..cards.len())];
        for pairing in pairings() {
            for strain in STRAINS {
                let p = Position::new(hands, strain, pairing, leader, Vec::new()).unwrap();
                // The caller's side is the holder's adversaries: the count they want.
                let holder_maximises = pairing.contains(holder) != (strain == Strain::Nullo);
                let mut before = solver
                    .tricks_under(&p, &[Constraint::PlayCard { seat: holder, card }])
                    .unwrap();
                for tricks in 0..=n as u8 {
                    let after = solver
                        .tricks_under(
                            &p,
                            &[Constraint::PlayCardAfter {
                                seat: holder,
                                card,
                                tricks,
                            }],
                        )
                        .unwrap();
                    let no_better = if holder_maximises {
                        after >= before
                    } else {
                        after <= before
                    };
                    assert!(
                        no_better,
                        "ending {i}: {hands:?} {strain:?} {pairing:?} leader {leader:?}: \
                         {holder:?}'s {card} called after {tricks} tricks gives {after}, \
                         a call a trick sooner {before}"
                    );
                    differed += usize::from(after != before);
                    before = after;
                }
            }
        }
    }
    // Waiting does cost the caller now and then: the comparison is not idle.
    assert!(differed > 0);
}
