//! Every example of the record format players expect (`shared/record-format.md`, copied into
//! `cases/format/`) parses and means what its comments say; and every statement the record
//! language offers reads as the typed record says.

use std::path::Path;

use foster::cards::{Bid, Card, Hand, Seat, Strain, Suit};
use foster::record::{
    self, Action, Call, ClaimBound, Code, DealIrregularity, Event, Honors, PenaltyChoice, Record,
};

fn case(name: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases/format")
        .join(format!("{name}.record"));
    let text = std::fs::read_to_string(&path).expect("the case file is there");
    match record::parse(&text) {
        Ok(r) => r,
        Err(d) => panic!("{}", d.render(&path.display().to_string(), &text)),
    }
}

fn parse(text: &str) -> Record {
    match record::parse(text) {
        Ok(r) => r,
        Err(d) => panic!("{}", d.render("<test>", text)),
    }
}

fn card(s: &str) -> Card {
    Card::parse(s).expect("a card")
}

fn hand(pbn: &str) -> Hand {
    let mut h = Hand::EMPTY;
    for (suit, ranks) in Suit::WRITTEN.iter().zip(pbn.split('.')) {
        for r in ranks.chars() {
            h.insert(Card::new(
                *suit,
                foster::cards::Rank::parse(&r.to_string()).unwrap(),
            ));
        }
    }
    h
}

fn bid(s: &str) -> Bid {
    let (level, strain) = s.split_at(1);
    Bid::new(level.parse().unwrap(), Strain::parse(strain).unwrap()).unwrap()
}

fn calls(events: &[Event]) -> Vec<(Seat, Call)> {
    events
        .iter()
        .map(|e| match &e.action {
            Action::Call { call } => (e.seat, call.clone()),
            other => panic!("not a call: {other:?}"),
        })
        .collect()
}

fn actions(events: &[Event]) -> Vec<(Seat, Action)> {
    events.iter().map(|e| (e.seat, e.action.clone())).collect()
}

#[test]
fn every_format_example_has_a_case_and_parses() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/format");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "record") {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Err(d) = record::parse(&text) {
                panic!("{}", d.render(&path.display().to_string(), &text));
            }
            n += 1;
        }
    }
    assert!(n >= 11, "only {n} format cases");
}

#[test]
fn the_1916_single_deal() {
    let r = case("pirate-1916-single-deal");
    assert_eq!(r.code, Some(Code::Pirate1916));
    let names: Vec<(Seat, &str)> = r
        .players
        .iter()
        .map(|p| (p.seat, p.name.as_str()))
        .collect();
    assert_eq!(
        names,
        [
            (Seat::N, "Jones"),
            (Seat::E, "Smith"),
            (Seat::S, "Green"),
            (Seat::W, "White")
        ]
    );
    assert_eq!(r.deals.len(), 1);
    let d = &r.deals[0];
    assert_eq!(d.label, "1");
    assert_eq!(d.dealer, Some(Seat::N));
    assert_eq!(d.hands.hand(Seat::N), Some(hand("AKQ43.K65.A2.J94")));
    assert_eq!(d.hands.hand(Seat::W), Some(hand("76.T42.T75.KQ872")));
    // N 1S; E pass; S pass; W accept / N pass; E pass; S pass
    assert_eq!(
        calls(&d.auction),
        [
            (Seat::N, Call::Bid { bid: bid("1S") }),
            (Seat::E, Call::Pass),
            (Seat::S, Call::Pass),
            (Seat::W, Call::Accept { bid: None }),
            (Seat::N, Call::Pass),
            (Seat::E, Call::Pass),
            (Seat::S, Call::Pass),
        ]
    );
    // 1. E HQ, S HA, W H2, N H5 — E leads, numbered trick 1.
    assert_eq!(d.play.len(), 8);
    assert_eq!(
        actions(&d.play[..4]),
        [
            (
                Seat::E,
                Action::Play {
                    card: card("HQ"),
                    trick: Some(1),
                    to_next_trick: false
                }
            ),
            (
                Seat::S,
                Action::Play {
                    card: card("HA"),
                    trick: Some(1),
                    to_next_trick: false
                }
            ),
            (
                Seat::W,
                Action::Play {
                    card: card("H2"),
                    trick: Some(1),
                    to_next_trick: false
                }
            ),
            (
                Seat::N,
                Action::Play {
                    card: card("H5"),
                    trick: Some(1),
                    to_next_trick: false
                }
            ),
        ]
    );
    assert_eq!(
        d.play[7].action,
        Action::Play {
            card: card("D8"),
            trick: Some(2),
            to_next_trick: false
        }
    );
    // Spans: W's accept is on line 8, column 25, after `N 1S; E pass; S pass; `.
    let accept = &d.auction[3];
    assert_eq!((accept.span.line, accept.span.col), (8, 25));
}

#[test]
fn pbn_labelled_unlabelled_and_diagram_hands_are_the_same_deal() {
    let labelled = case("pirate-1916-single-deal").deals[0].hands;
    let pbn = case("pirate-1916-pbn-deal-string").deals[0].hands;
    let diagram = case("pirate-1916-diagram-complete").deals[0].hands;
    assert!(labelled.is_complete());
    assert_eq!(labelled, pbn);
    assert_eq!(labelled, diagram);
}

/// `...` alone is a hand not given, but `...AKQJT98765432` is a PBN hand of clubs only: the
/// three dots are its three void suits.
#[test]
fn a_pbn_hand_of_one_suit_is_not_read_as_a_hand_not_given() {
    let r = parse(
        "deal 1\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\n",
    );
    let hands = r.deals[0].hands;
    assert!(hands.is_complete());
    assert_eq!(hands.hand(Seat::W), Some(hand("...AKQJT98765432")));
    assert_eq!(hands.hand(Seat::N), Some(hand("AKQJT98765432...")));
    let diagram = parse("deal 1\nhands:\n  N: ...AK\n  E: ...\n");
    assert_eq!(diagram.deals[0].hands.hand(Seat::N), Some(hand("...AK")));
    assert_eq!(diagram.deals[0].hands.hand(Seat::E), None);
}

#[test]
fn a_partial_diagram_gives_only_the_hands_written() {
    let d = &case("pirate-1916-diagram-partial").deals[0];
    assert_eq!(d.hands.hand(Seat::N), Some(hand("AKQ43.K65.A2.J94")));
    assert_eq!(d.hands.hand(Seat::E), Some(hand("T9.QJ87.KQ8.A653")));
    assert_eq!(d.hands.hand(Seat::S), None);
    assert_eq!(d.hands.hand(Seat::W), None);
}

#[test]
fn result_and_honours() {
    let d = &case("result-and-honors").deals[0];
    let result = d.result.as_ref().unwrap();
    assert_eq!((result.side, result.tricks), (None, 10));
    let held: Vec<Honors> = d.honors.clone();
    assert!(matches!(
        held[0],
        Honors::Between {
            seats: (Seat::N, Seat::S),
            count: 4,
            ..
        }
    ));
    assert!(matches!(
        held[1],
        Honors::InOneHand {
            seat: Seat::S,
            count: 4,
            partner: Some((Seat::N, 1)),
            ..
        }
    ));
    assert!(matches!(
        held[2],
        Honors::Aces {
            seats: None,
            count: 2,
            ..
        }
    ));
}

#[test]
fn the_calls_of_a_pirate_auction() {
    let d = &case("pirate-auction-calls").deals[0];
    assert_eq!(d.dealer, Some(Seat::S));
    assert_eq!(
        calls(&d.auction),
        [
            (Seat::S, Call::Bid { bid: bid("2D") }),
            (Seat::W, Call::Pass),
            (Seat::N, Call::Accept { bid: None }),
            (Seat::E, Call::Double),
            (Seat::S, Call::Redouble),
        ]
    );
}

#[test]
fn the_nullo_when_allowed() {
    let r = case("nullo-allowed");
    assert_eq!(r.code, Some(Code::Pirate1917));
    assert!(r.nullo_allowed);
    let nullo = Bid::new(3, Strain::Nullo).unwrap();
    assert_eq!(
        calls(&r.deals[0].auction),
        [
            (Seat::E, Call::Bid { bid: nullo }),
            (Seat::S, Call::Pass),
            (Seat::W, Call::Bid { bid: nullo }),
            (Seat::N, Call::Pass),
        ]
    );
    assert!(!case("pirate-auction-calls").nullo_allowed);
}

#[test]
fn a_portland_deal() {
    let r = case("portland-1895-deal");
    assert_eq!(r.code, Some(Code::Portland1895));
    let d = &r.deals[0];
    assert_eq!(
        calls(&d.auction),
        [
            (Seat::S, Call::LeaveToPartner),
            (
                Seat::N,
                Call::Declare {
                    strain: Strain::Trumps(Suit::Hearts)
                }
            ),
            (Seat::W, Call::Double),
            (Seat::W, Call::MayIPlay),
            (Seat::N, Call::Satisfied),
            (Seat::W, Call::MayIPlay),
            (Seat::S, Call::Yes),
        ]
    );
    let result = d.result.as_ref().unwrap();
    assert_eq!((result.side, result.tricks), (Some((Seat::E, Seat::W)), 8));
}

#[test]
fn claims_to_be_verified() {
    let claims = &case("claims").deals[0].claims;
    assert_eq!(claims.len(), 3);
    let c = &claims[0];
    assert_eq!(
        (
            c.declarer,
            c.dummy,
            c.strain,
            c.bound,
            c.tricks,
            c.leader,
            c.lead_suit
        ),
        (
            Seat::S,
            Some(Seat::E),
            Strain::Trumps(Suit::Hearts),
            ClaimBound::Exactly,
            9,
            None,
            None
        )
    );
    assert_eq!(c.text, "S makes 9 tricks in hearts with E as dummy");
    let c = &claims[1];
    assert_eq!(
        (c.leader, c.lead_suit, c.lead_card),
        (Some(Seat::W), Some(Suit::Spades), None)
    );
    let c = &claims[2];
    assert_eq!(
        (c.declarer, c.dummy, c.strain, c.bound, c.tricks),
        (Seat::E, Some(Seat::W), Strain::Nullo, ClaimBound::AtMost, 3)
    );
    // The comment after the claim is not part of its text.
    assert_eq!(c.text, "E makes at most 3 tricks in nullo with W as dummy");
}

#[test]
fn irregularities_written_where_they_happened() {
    let d = &case("irregularities").deals[0];
    assert!(
        d.play.is_empty(),
        "lines before any play: belong to the auction"
    );
    assert_eq!(
        actions(&d.auction),
        [
            (
                Seat::W,
                Action::Exposes {
                    cards: vec![card("CK")]
                }
            ),
            (
                Seat::E,
                Action::Play {
                    card: card("S4"),
                    trick: None,
                    to_next_trick: false
                }
            ),
            (
                Seat::N,
                Action::AsksNoneOf {
                    asked: Seat::S,
                    suit: Suit::Hearts
                }
            ),
            (Seat::S, Action::Corrects { card: None }),
            (
                Seat::W,
                Action::ClaimsRevoke {
                    against: Seat::E,
                    trick: None,
                    deal: None,
                }
            ),
            (Seat::E, Action::LooksAtTrick { trick: 3 }),
            (Seat::N, Action::ClaimsTricks { tricks: None }),
            (
                Seat::S,
                Action::Chooses {
                    option: PenaltyChoice {
                        name: "call-suit".into(),
                        suit: Some(Suit::Hearts),
                        card: None
                    }
                }
            ),
        ]
    );
}

#[test]
fn a_rubber_names_its_players_and_follows_the_rotation() {
    let r = case("rubber");
    let labels: Vec<&str> = r.deals.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels, ["1", "2", "3"]);
    // `dealer: Jones` resolves to N; deal 2 leaves the dealer out; deal 3 writes S, as the
    // rotation N → E → S requires.
    assert_eq!(r.deals[0].dealer, Some(Seat::N));
    assert_eq!(r.deals[1].dealer, None);
    assert_eq!(r.deals[2].dealer, Some(Seat::S));
    assert_eq!(r.deals[1].auction[0].seat, Seat::E);
    assert_eq!(r.deals[1].result.as_ref().unwrap().tricks, 7);
}

// ---------------------------------------------------------------------------------------------
// The rest of the language
// ---------------------------------------------------------------------------------------------

const HEAD: &str = "code: pirate-1916\nplayers: N Jones, E Smith, S Green, W White\ndeal 1\n";

fn auction_of(lines: &str) -> Vec<(Seat, Action)> {
    let r = parse(&format!("{HEAD}auction:\n{lines}\n"));
    actions(&r.deals[0].auction)
}

#[test]
fn names_stand_for_seats_everywhere() {
    let r = parse(&format!(
        "{HEAD}dealer: Green\nhands: Jones:AKQ43.K65.A2.J94 Smith:-\nauction:\n  Green 1S; white pass; Jones accept 1S\n  Smith asks Green: none of hearts?\nclaim: Green and Jones make 9 tricks in spades, White leading SK\n"
    ));
    let d = &r.deals[0];
    assert_eq!(d.dealer, Some(Seat::S));
    assert_eq!(d.hands.hand(Seat::N), Some(hand("AKQ43.K65.A2.J94")));
    assert_eq!(d.hands.hand(Seat::E), None);
    assert_eq!(
        calls(&d.auction[..3]),
        [
            (Seat::S, Call::Bid { bid: bid("1S") }),
            (Seat::W, Call::Pass),
            (
                Seat::N,
                Call::Accept {
                    bid: Some(bid("1S"))
                }
            ),
        ]
    );
    assert_eq!(
        d.auction[3].action,
        Action::AsksNoneOf {
            asked: Seat::S,
            suit: Suit::Hearts
        }
    );
    let c = &d.claims[0];
    assert_eq!(
        (c.declarer, c.dummy, c.leader),
        (Seat::S, None, Some(Seat::W))
    );
    assert_eq!(
        (c.lead_card, c.lead_suit),
        (Some(card("SK")), Some(Suit::Spades))
    );
}

#[test]
fn pirate_bids_in_every_spelling() {
    let got = auction_of("  N 1S; E 3NT, S 2NL; W 3 nullo; N 1N; E 2 hearts; S 4♠; W 7 no trumps");
    let bids: Vec<String> = got
        .iter()
        .map(|(_, a)| match a {
            Action::Call {
                call: Call::Bid { bid },
            } => bid.code(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(bids, ["1S", "3NT", "2NL", "3NL", "1NT", "2H", "4S", "7NT"]);
}

#[test]
fn portland_calls_spoken_or_short() {
    let got = auction_of(
        "  S I leave it to you, partner\n  N: no trumps\n  W I double; W double\n  N I am satisfied; N satisfied\n  E redouble; E I re-double\n  S leave it to partner; S yes; S play\n  W may I play",
    );
    let calls: Vec<Call> = got
        .into_iter()
        .map(|(_, a)| match a {
            Action::Call { call } => call,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        calls,
        [
            Call::LeaveToPartner,
            Call::Declare {
                strain: Strain::NoTrumps
            },
            Call::Double,
            Call::Double,
            Call::Satisfied,
            Call::Satisfied,
            Call::Redouble,
            Call::Redouble,
            Call::LeaveToPartner,
            Call::Yes,
            Call::Yes,
            Call::MayIPlay,
        ]
    );
}

#[test]
fn every_irregularity() {
    use Action::*;
    let got = auction_of(
        "  W exposes CK, DA and 10H\n  E plays S4; E leads SK\n  N asks S: no diamonds?\n  S corrects with H9\n  W claims revoke by E in trick 7\n  N claims 3 tricks; E concedes the rest; E concedes 2 tricks\n  E looks at trick 3; E names SK; W touches SK; W suggests SK\n  W draws attention; W stops E; W asks the bidding\n  S chooses call-card SK; S chooses new-deal",
    );
    let want = vec![
        (
            Seat::W,
            Exposes {
                cards: vec![card("CK"), card("DA"), card("HT")],
            },
        ),
        (
            Seat::E,
            Play {
                card: card("S4"),
                trick: None,
                to_next_trick: false,
            },
        ),
        (
            Seat::E,
            Play {
                card: card("SK"),
                trick: None,
                to_next_trick: false,
            },
        ),
        (
            Seat::N,
            AsksNoneOf {
                asked: Seat::S,
                suit: Suit::Diamonds,
            },
        ),
        (
            Seat::S,
            Corrects {
                card: Some(card("H9")),
            },
        ),
        (
            Seat::W,
            ClaimsRevoke {
                against: Seat::E,
                trick: Some(7),
                deal: None,
            },
        ),
        (Seat::N, ClaimsTricks { tricks: Some(3) }),
        (Seat::E, ConcedesTricks { tricks: None }),
        (Seat::E, ConcedesTricks { tricks: Some(2) }),
        (Seat::E, LooksAtTrick { trick: 3 }),
        (Seat::E, Names { card: card("SK") }),
        (Seat::W, Touches { card: card("SK") }),
        (Seat::W, Suggests { card: card("SK") }),
        (Seat::W, DrawsAttention),
        (Seat::W, StopsLead { partner: Seat::E }),
        (Seat::W, AsksBidding),
        (
            Seat::S,
            Chooses {
                option: PenaltyChoice {
                    name: "call-card".into(),
                    suit: None,
                    card: Some(card("SK")),
                },
            },
        ),
        (
            Seat::S,
            Chooses {
                option: PenaltyChoice {
                    name: "new-deal".into(),
                    suit: None,
                    card: None,
                },
            },
        ),
    ];
    assert_eq!(got, want);
}

#[test]
fn irregularities_of_the_deal() {
    use DealIrregularity::*;
    let got = auction_of(
        "  N misdeals\n  E looks at a card during the deal\n  W has 14 cards\n  N exposes a card in dealing\n  S deals out of turn\n  N deals with the wrong pack\n  E deals without a cut",
    );
    let want = [
        (Seat::N, Misdeal),
        (Seat::E, LooksDuringDeal),
        (Seat::W, WrongNumberOfCards { count: 14 }),
        (Seat::N, CardFacedInDealing),
        (Seat::S, DealsOutOfTurn),
        (Seat::N, WrongPack),
        (Seat::E, NotCut),
    ];
    let got: Vec<(Seat, DealIrregularity)> = got
        .into_iter()
        .map(|(s, a)| match a {
            Action::DealIrregularity { irregularity } => (s, irregularity),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(got, want);
}

/// Portland law 39's items II, IV and VI (and VI's exception), each in the words a player
/// would use, and its other wordings.
#[test]
fn the_items_of_a_new_deal_in_their_words() {
    use DealIrregularity::*;
    let got = auction_of(
        "  E finds a card faced in the pack\n  W: a card is found faced in the pack\n  S: the last card does not come to the dealer\n  S: the last card does not come in its regular order to the dealer\n  S deals two cards at once and then a third\n  S deals two cards to the same hand and a third\n  S deals two cards to one hand and rectifies it by moving one card\n  S deals two cards at once and rectifies the error by altering the position of one card",
    );
    let two = |to_one_hand, rectified| TwoCardsDealt {
        to_one_hand,
        rectified,
    };
    let want = [
        (Seat::E, FacedInPack),
        (Seat::W, FacedInPack),
        (Seat::S, LastCardNotToDealer),
        (Seat::S, LastCardNotToDealer),
        (Seat::S, two(false, false)),
        (Seat::S, two(true, false)),
        (Seat::S, two(true, true)),
        (Seat::S, two(false, true)),
    ];
    let got: Vec<(Seat, DealIrregularity)> = got
        .into_iter()
        .map(|(s, a)| match a {
            Action::DealIrregularity { irregularity } => (s, irregularity),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(got, want);
}

/// A card dropped (below the table: Portland 70; face up: an exposed card, 71 II), cards played
/// together (71 I, Pirate 45) and two leads at the same instant (Pirate 32), a player's name
/// standing for the other leader's seat.
#[test]
fn cards_dropped_played_together_and_led_at_once() {
    let r = parse(&format!(
        "{HEAD}auction: N 1S\nplay:\n  W drops SK on the floor\n  W drops SQ under the table\n  W drops SJ face up on the table\n  3. E plays H7 and H8 together, S plays H2, H3 and H4 at once\n  E leads DK and Green leads D3 at the same instant\n  E leads DQ and S leads D4 at once\n"
    ));
    let got = actions(&r.deals[0].play);
    let want = [
        (Seat::W, Action::DropsBelowTable { card: card("SK") }),
        (Seat::W, Action::DropsBelowTable { card: card("SQ") }),
        (
            Seat::W,
            Action::Exposes {
                cards: vec![card("SJ")],
            },
        ),
        (
            Seat::E,
            Action::PlaysTogether {
                cards: vec![card("H7"), card("H8")],
                trick: Some(3),
            },
        ),
        (
            Seat::S,
            Action::PlaysTogether {
                cards: vec![card("H2"), card("H3"), card("H4")],
                trick: Some(3),
            },
        ),
        (
            Seat::E,
            Action::LeadsAtOnce {
                card: card("DK"),
                other: Seat::S,
                other_card: card("D3"),
            },
        ),
        (
            Seat::E,
            Action::LeadsAtOnce {
                card: card("DQ"),
                other: Seat::S,
                other_card: card("D4"),
            },
        ),
    ];
    assert_eq!(got, want);
}

#[test]
fn in_the_play_a_digit_and_a_suit_is_a_card_in_the_auction_a_bid() {
    let r = parse(&format!(
        "{HEAD}auction: N 2S\nplay: E 2S; S plays 3S, W 4S\n"
    ));
    let d = &r.deals[0];
    assert_eq!(
        d.auction[0].action,
        Action::Call {
            call: Call::Bid { bid: bid("2S") }
        }
    );
    assert_eq!(
        actions(&d.play),
        [
            (
                Seat::E,
                Action::Play {
                    card: card("S2"),
                    trick: None,
                    to_next_trick: false
                }
            ),
            (
                Seat::S,
                Action::Play {
                    card: card("S3"),
                    trick: None,
                    to_next_trick: false
                }
            ),
            (
                Seat::W,
                Action::Play {
                    card: card("S4"),
                    trick: None,
                    to_next_trick: false
                }
            ),
        ]
    );
}

#[test]
fn cards_every_way_round_and_trick_lines() {
    let r = parse(&format!(
        "{HEAD}play:\n  trick 1: E ♥Q, S A♥, W h2, N 5H\n  2. S 10D\n  2. W 9D # the same trick, continued\n"
    ));
    let plays: Vec<(Card, Option<u8>)> = r.deals[0]
        .play
        .iter()
        .map(|e| match e.action {
            Action::Play { card, trick, .. } => (card, trick),
            _ => panic!(),
        })
        .collect();
    assert_eq!(
        plays,
        [
            (card("HQ"), Some(1)),
            (card("HA"), Some(1)),
            (card("H2"), Some(1)),
            (card("H5"), Some(1)),
            (card("DT"), Some(2)),
            (card("D9"), Some(2)),
        ]
    );
}

#[test]
fn keywords_ignore_case_and_comments_and_blank_lines_are_free() {
    let r = parse(
        "# a dispute at the club\n\nCODE: Pirate-1917   # the book\nNullo: Allowed\n\n\nDEAL 1\n  # nothing yet\nDealer: n\nAUCTION:\n\n  N 1S ; E PASS ,S Accept # a comment\n\n",
    );
    assert_eq!(r.code, Some(Code::Pirate1917));
    assert!(r.nullo_allowed);
    assert_eq!(r.deals[0].dealer, Some(Seat::N));
    assert_eq!(r.deals[0].auction.len(), 3);
}

#[test]
fn a_single_deal_may_leave_out_its_deal_line() {
    let r = parse("code: pirate-1916\ndealer: W\nauction: W 1C\n");
    assert_eq!(r.deals.len(), 1);
    assert_eq!(r.deals[0].label, "1");
    assert_eq!(r.deals[0].dealer, Some(Seat::W));
}

#[test]
fn deals_lettered_as_the_1917_book_does() {
    let r = parse("code: pirate-1917\ndeal A\ndealer: S\ndeal B\ndeal C\ndealer: N\n");
    let labels: Vec<&str> = r.deals.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels, ["A", "B", "C"]);
}

#[test]
fn honours_in_every_form() {
    let r = parse(
        "code: portland-1895\ndeal 1\nhonors: none\nhonours: N+S three aces\nhonors: E four aces\nhonors: S five in one hand\nhonors: E-W 3\n",
    );
    let h = &r.deals[0].honors;
    assert!(matches!(h[0], Honors::Easy { .. }));
    assert!(matches!(
        h[1],
        Honors::Aces {
            seats: Some((Seat::N, Seat::S)),
            count: 3,
            ..
        }
    ));
    assert!(matches!(
        h[2],
        Honors::Aces {
            seats: Some((Seat::E, Seat::E)),
            count: 4,
            ..
        }
    ));
    assert!(matches!(
        h[3],
        Honors::InOneHand {
            seat: Seat::S,
            count: 5,
            partner: None,
            ..
        }
    ));
    assert!(matches!(
        h[4],
        Honors::Between {
            seats: (Seat::E, Seat::W),
            count: 3,
            ..
        }
    ));
}

#[test]
fn claims_of_a_side_and_at_least() {
    let r = parse(
        "code: pirate-1917\ndeal 1\nclaim: E and W make 10 tricks at nullo\nclaim: N makes at least 7 tricks in NT with S as dummy, E leading SK\n",
    );
    let c = &r.deals[0].claims;
    assert_eq!(
        (c[0].declarer, c[0].dummy, c[0].strain, c[0].tricks),
        (Seat::E, None, Strain::Nullo, 10)
    );
    assert_eq!(
        (c[1].bound, c[1].strain, c[1].lead_card),
        (ClaimBound::AtLeast, Strain::NoTrumps, Some(card("SK")))
    );
}

#[test]
fn a_card_played_again_after_an_irregularity_is_not_an_error() {
    // E leads out of turn; attention is drawn; the card is later played in turn.
    let r = parse(&format!(
        "{HEAD}dealer: N\nhands: E:T9.QJ87.KQ8.A653\nplay:\n  E leads HQ\n  S draws attention\n  1. E HQ\n"
    ));
    assert_eq!(r.deals[0].play.len(), 3);
    // Without the irregularity between, the same play is an error.
    let err = record::parse(&format!(
        "{HEAD}dealer: N\nhands: E:T9.QJ87.KQ8.A653\nplay:\n  E leads HQ\n  1. E HQ\n"
    ))
    .unwrap_err();
    assert!(err.0[0].message.contains("twice"), "{err}");
}

#[test]
fn a_deal_out_of_turn_breaks_the_rotation_check() {
    let r = parse(
        "code: pirate-1916\ndeal 1\ndealer: W\nauction:\n  W deals out of turn\ndeal 2\ndealer: N\n",
    );
    assert_eq!(r.deals.len(), 2);
}

#[test]
fn json_of_the_typed_record() {
    let r = case("pirate-1916-single-deal");
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["code"], "pirate-1916");
    assert_eq!(v["deals"][0]["hands"]["hands"]["N"], "AKQ43.K65.A2.J94");
    assert_eq!(
        v["deals"][0]["auction"][3]["action"]["call"]["call"],
        "accept"
    );
}

#[test]
fn the_unlabelled_pbn_string_runs_clockwise_from_any_seat_and_may_leave_hands_out() {
    let from_w = parse(
        "deal 1\nhands: W:76.T42.T75.KQ872 AKQ43.K65.A2.J94 T9.QJ87.KQ8.A653 J852.A93.J9643.T\n",
    );
    assert_eq!(
        from_w.deals[0].hands,
        case("pirate-1916-single-deal").deals[0].hands
    );
    let partial = parse("deal 1\nhands: N:AKQ43.K65.A2.J94 - ? T9.QJ87.KQ8.A653\n");
    let h = partial.deals[0].hands;
    assert_eq!(h.hand(Seat::N), Some(hand("AKQ43.K65.A2.J94")));
    assert_eq!((h.hand(Seat::E), h.hand(Seat::S)), (None, None));
    assert_eq!(h.hand(Seat::W), Some(hand("T9.QJ87.KQ8.A653")));
    // A void suit is an empty place between the dots.
    let void = parse("deal 1\nhands: S:AKQJT98765432...\n");
    assert_eq!(
        void.deals[0]
            .hands
            .hand(Seat::S)
            .map(|h| h.count(Suit::Spades)),
        Some(13)
    );
}

/// Every line of every example on the format page (`shared/record-format.md`, beside the
/// repository in CI) is in one of the `cases/format/` records, comments aside: no example was
/// left out. Where the page is not beside the repository the test says so and checks nothing.
#[test]
fn every_line_of_the_format_page_examples_is_in_a_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = [
        root.join("../shared/record-format.md"),
        Path::new("/work/shared/record-format.md").to_path_buf(),
    ]
    .into_iter()
    .find_map(|p| std::fs::read_to_string(p).ok());
    let Some(page) = page else {
        eprintln!("shared/record-format.md is not beside the repository: nothing to compare");
        return;
    };
    let strip = |line: &str| -> String {
        let code = line.split('#').next().unwrap_or("");
        code.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let mut cases = String::new();
    for entry in std::fs::read_dir(root.join("cases/format")).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            cases.push_str(&strip(line));
            cases.push('\n');
        }
    }
    let case_lines: Vec<&str> = cases.lines().collect();
    let mut in_block = false;
    let mut missing = Vec::new();
    let mut compared = 0;
    for line in page.lines() {
        if line.starts_with("```") {
            in_block = !in_block;
            continue;
        }
        let l = strip(line);
        if in_block && !l.is_empty() {
            compared += 1;
            if !case_lines.contains(&l.as_str()) {
                missing.push(l);
            }
        }
    }
    assert!(
        compared >= 40,
        "only {compared} example lines found on the page"
    );
    assert!(
        missing.is_empty(),
        "examples not in cases/format: {missing:#?}"
    );
}

/// A revoke claim names the deal it is about (issue 17): `of deal 1` under `deal 2`; a deal
/// not yet dealt is refused with the deal's label in the message.
#[test]
fn a_revoke_claim_names_the_deal_it_is_about() {
    let text = "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S pass; W accept\n  N pass; E pass; S pass\nresult: 7 tricks\n\ndeal 2\nauction:\n  W claims revoke by E in trick 3 of deal 1\n  E claims revoke by N in deal 1\n";
    let rec = parse(text);
    assert_eq!(
        actions(&rec.deals[1].auction),
        vec![
            (
                Seat::W,
                Action::ClaimsRevoke {
                    against: Seat::E,
                    trick: Some(3),
                    deal: Some("1".into()),
                }
            ),
            (
                Seat::E,
                Action::ClaimsRevoke {
                    against: Seat::N,
                    trick: None,
                    deal: Some("1".into()),
                }
            ),
        ]
    );
    let bad = text.replace("in trick 3 of deal 1", "of deal 3");
    let err = foster::record::parse(&bad).unwrap_err().to_string();
    assert!(
        err.contains("names deal 3, which is not deal 2 or one before it"),
        "{err}"
    );
}

/// Law 55's answer: `none` is the negative ("I have none"), `some` that he holds the suit.
#[test]
fn the_answer_to_the_question_of_law_55() {
    let r = parse(
        "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 2H; E pass; S accept; W pass\n  N pass; E pass\nplay:\n  E DK, S D4, W D6, N DA\n  W asks E: none of spades?\n  E answers none\n  E answers: some\n",
    );
    let play = &r.deals[0].play;
    let answers: Vec<(Seat, Action)> = actions(&play[play.len() - 2..]);
    assert_eq!(
        answers,
        [
            (Seat::E, Action::Answers { none: true }),
            (Seat::E, Action::Answers { none: false }),
        ]
    );
}

/// A shortage announced (Pirate 38), in each wording, a missing card found (Portland 44), in
/// each place it may be found, and a player leaving the game (Pirate 80).
#[test]
fn a_shortage_announced_a_missing_card_found_and_a_player_leaving() {
    let r = parse(&format!(
        "{HEAD}auction: N 1S\nplay:\n  E announces a card short\n  E announces the shortage\n  E announces he is a card short\n  W finds H6 in the other pack\n  W finds CJ on the floor\n  W finds D2 under the table\n  W leaves the game\n  W leaves the game without a substitute\n"
    ));
    let got = actions(&r.deals[0].play);
    let want = [
        (Seat::E, Action::AnnouncesShortage),
        (Seat::E, Action::AnnouncesShortage),
        (Seat::E, Action::AnnouncesShortage),
        (Seat::W, Action::FindsMissing { card: card("H6") }),
        (Seat::W, Action::FindsMissing { card: card("CJ") }),
        (Seat::W, Action::FindsMissing { card: card("D2") }),
        (Seat::W, Action::LeavesGame),
        (Seat::W, Action::LeavesGame),
    ];
    assert_eq!(got, want);
}
