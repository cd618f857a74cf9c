//! Properties of the advice to the chooser (`foster::advice`) on random Portland deals with a
//! lead out of turn at the first trick: the option advised is never worse for the chooser than
//! any other option valued; the margin is the gap to the next best; every option's tricks are
//! those a fresh solver finds under the same constraints (the shared table misleads none); and
//! on the pad, more tricks for the chooser's side never score fewer points for it. The same under
//! the Pirate codes (a wrong lead to the first trick, the declarer's lead out of turn), valued
//! on the four-column pad.

use foster::advice::advise;
use foster::cards::{Card, Deal, Hand, Seat};
use foster::law::RulingKind;
use foster::record::{Code, Record};
use foster::solver::{Position, Solver, SolverConfig};
use proptest::prelude::*;

const STRAINS: [&str; 5] = ["spades", "hearts", "diamonds", "clubs", "no trumps"];

fn record(pack: &[u8], strain: usize, lead: usize) -> (Record, Deal) {
    let mut d = Deal::default();
    for (h, seat) in Seat::ALL.into_iter().enumerate() {
        d.hands[seat.index()] = Some(
            pack[h * 13..h * 13 + 13]
                .iter()
                .map(|&i| Card::from_index(i))
                .collect::<Hand>(),
        );
    }
    let e: Vec<Card> = d.hand(Seat::E).unwrap().cards().collect();
    let card = e[lead % e.len()];
    let text = format!(
        "code: portland-1895\ndeal 1\ndealer: S\nhands: {}\nauction:\n  S {}\nplay:\n  E {}\n",
        d.pbn(Seat::N),
        STRAINS[strain],
        written(card)
    );
    (foster::record::parse(&text).expect("the record reads"), d)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn the_advised_option_is_never_worse_than_another(
        pack in Just((0u8..52).collect::<Vec<u8>>()).prop_shuffle(),
        strain in 0usize..5,
        lead in 0usize..13,
    ) {
        let (rec, deal) = record(&pack, strain, lead);
        let report = foster::law::rule(&rec, Code::Portland1895);
        let advice = advise(&rec, &report);
        let a = advice.iter().find(|a| a.kind == RulingKind::LeadOutOfTurn).expect("advice on the lead");
        let valued: Vec<_> = a.options.iter().filter(|o| o.points.is_some()).collect();
        // Let it stand, call the card, call each of four suits from W (E's partner, to lead).
        prop_assert_eq!(valued.len(), 6);
        let best = a.best.as_ref().expect("a best option");
        let best_points = a.options.iter().find(|o| &o.option == best).unwrap().points.unwrap();
        let mut others: Vec<i32> = valued
            .iter()
            .filter(|o| &o.option != best)
            .map(|o| o.points.unwrap())
            .collect();
        others.sort_unstable();
        for &p in &others {
            prop_assert!(best_points >= p, "{best} ({best_points}) worse than {p}");
        }
        // Those equal to the best are named with it; the margin is over the best of the rest.
        let lower: Vec<i32> = others.iter().copied().filter(|&p| p < best_points).collect();
        prop_assert_eq!(a.equal_best.len(), others.len() - lower.len());
        prop_assert_eq!(a.margin, lower.last().map(|&p| best_points - p));
        // Each option's tricks, afresh: the position at the opening lead (W's) under its
        // constraints, or E's card led and standing.
        let declarers = foster::cards::Partnership::new(Seat::S, Seat::N).unwrap();
        let report = report.portland().unwrap();
        let decl = report.deals[0].declaration.unwrap();
        let start = Position::from_deal(&deal, decl.strain, declarers, Seat::W).unwrap();
        for o in &valued {
            let mut fresh = Solver::new(SolverConfig { tt_megabytes: 16, threads: 1 });
            let tricks = if o.option == "lead-stands" {
                let card = match rec.deals[0].play[0].action {
                    foster::record::Action::Play { card, .. } => card,
                    _ => unreachable!(),
                };
                let mut hands = *start.hands();
                hands[Seat::E.index()].remove(card);
                let p = Position::new(hands, decl.strain, declarers, Seat::E, vec![card]).unwrap();
                fresh.tricks(&p)
            } else {
                fresh.tricks_under(&start, &o.constraints).unwrap()
            };
            prop_assert_eq!(o.declarers_tricks, Some(tricks), "{}", o.option);
        }
        // The dealer (S) chooses: more tricks for N-S never score fewer points for N-S.
        for x in &valued {
            for y in &valued {
                if x.declarers_tricks > y.declarers_tricks {
                    prop_assert!(x.points >= y.points, "{} vs {}", x.option, y.option);
                }
            }
        }
    }
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

const PIRATE_BIDS: [&str; 5] = ["1S", "1H", "1D", "1C", "1NT"];

/// A Pirate record: N bids `strain`, W accepts (N declares, W is dummy on his right, E should
/// lead) and the first card is `card` of `seat`'s hand: S's (E's partner, a wrong lead to the
/// first trick, law 30) or N's (the declarer's lead out of turn, law 34).
fn pirate_record(pack: &[u8], strain: usize, seat: Seat, lead: usize, code: &str) -> Record {
    let mut d = Deal::default();
    for (h, s) in Seat::ALL.into_iter().enumerate() {
        d.hands[s.index()] = Some(
            pack[h * 13..h * 13 + 13]
                .iter()
                .map(|&i| Card::from_index(i))
                .collect::<Hand>(),
        );
    }
    let cards: Vec<Card> = d.hand(seat).unwrap().cards().collect();
    let text = format!(
        "code: {code}\ndeal 1\ndealer: N\nhands: {}\nauction:\n  N {}; E pass; S pass; W accept\n  \
         N pass; E pass; S pass\nplay:\n  {} {}\n",
        d.pbn(Seat::N),
        PIRATE_BIDS[strain],
        seat.letter(),
        written(cards[lead % cards.len()])
    );
    foster::record::parse(&text).expect("the record reads")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]

    /// Under either Pirate code: the advised option is never worse for the chooser (the
    /// declarer after a wrong opening lead, the two adversaries after the declarer's lead out
    /// of turn) than another, the margin is the gap to the next best, and more tricks for the
    /// declaring side are never worth less to the declarer nor more to the adversaries.
    #[test]
    fn under_pirate_the_advised_option_is_never_worse_than_another(
        pack in Just((0u8..52).collect::<Vec<u8>>()).prop_shuffle(),
        strain in 0usize..5,
        lead in 0usize..13,
        declarer_leads in any::<bool>(),
        edition in prop_oneof![Just("pirate-1916"), Just("pirate-1917")],
    ) {
        let seat = if declarer_leads { Seat::N } else { Seat::S };
        let rec = pirate_record(&pack, strain, seat, lead, edition);
        let code = rec.code.expect("the record names its code");
        let report = foster::law::rule(&rec, code);
        let advice = advise(&rec, &report);
        let a = advice.first().expect("advice on the lead");
        let (kind, count, chooser) = if declarer_leads {
            ("declarer_led_out_of_turn", 2, vec![Seat::E, Seat::S])
        } else {
            // Accept, forbid the suit, call the card at once or at each of tricks 2 to 13.
            ("wrong_opening_lead", 3 + 12, vec![Seat::N])
        };
        prop_assert_eq!(a.kind.name(), kind);
        prop_assert_eq!(&a.chooser, &chooser);
        let valued: Vec<_> = a.options.iter().filter(|o| o.points.is_some()).collect();
        prop_assert_eq!(valued.len(), count);
        let points = |name: &str| a.options.iter().find(|o| o.option == name).and_then(|o| o.points);
        let top = valued.iter().map(|o| o.points.unwrap()).max().unwrap();
        match &a.best {
            Some(best) => {
                prop_assert_eq!(points(best), Some(top));
                let lower: Vec<i32> = valued
                    .iter()
                    .map(|o| o.points.unwrap())
                    .filter(|&p| p < top)
                    .collect();
                prop_assert_eq!(a.margin, lower.iter().max().map(|&p| top - p));
                prop_assert_eq!(a.equal_best.len() + 1 + lower.len(), count);
            }
            None => prop_assert!(false, "two or more options valued and no best"),
        }
        for x in &valued {
            for y in &valued {
                if x.declarers_tricks > y.declarers_tricks {
                    if declarer_leads {
                        prop_assert!(x.points <= y.points, "{} vs {}", x.option, y.option);
                    } else {
                        prop_assert!(x.points >= y.points, "{} vs {}", x.option, y.option);
                    }
                }
            }
        }
        // The lead that stands, afresh: the others play to it double dummy.
        let standing = a
            .options
            .iter()
            .find(|o| o.option == "accept-lead" || o.option == "lead-stands")
            .expect("the lead standing is an option");
        let decl = report.pirate().unwrap().deals[0].contract.unwrap();
        let card = match rec.deals[0].play[0].action {
            foster::record::Action::Play { card, .. } => card,
            _ => unreachable!(),
        };
        let mut hands = [Hand::EMPTY; 4];
        for s in Seat::ALL {
            hands[s.index()] = rec.deals[0].hands.hand(s).unwrap();
        }
        hands[seat.index()].remove(card);
        let p = Position::new(hands, decl.strain, decl.declaring_side(), seat, vec![card]).unwrap();
        let mut fresh = Solver::new(SolverConfig { tt_megabytes: 16, threads: 1 });
        prop_assert_eq!(standing.declarers_tricks, Some(fresh.tricks(&p)));
        // Every other option afresh: the opening lead (E's) under its constraints.
        let deal = &rec.deals[0].hands;
        let start = Position::from_deal(deal, decl.strain, decl.declaring_side(), Seat::E).unwrap();
        for o in valued.iter().filter(|o| o.option != standing.option) {
            let mut fresh = Solver::new(SolverConfig { tt_megabytes: 16, threads: 1 });
            let tricks = fresh.tricks_under(&start, &o.constraints).unwrap();
            prop_assert_eq!(o.declarers_tricks, Some(tricks), "{}", o.option);
        }
    }
}
