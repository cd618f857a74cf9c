//! Other programs' files made from a record, for the whole pipeline's never-panics test: the
//! record written as PBN as `foster export --pbn` writes it (the laws' facts filled in), and
//! each of its deals written as a board of BBO's LIN, with a contract-bridge auction made up
//! from a seed and a play of legal cards to that contract. The samples of `tests/corpus/` too.

use foster::cards::{Card, Deal, Hand, Partnership, Seat, Strain, Suit};
use foster::record::{Record, name_on};
use foster::solver::Position;

use super::Rng;

/// The record as `foster export --pbn` writes it: the deals, foster's own tags, and what the
/// laws make of each deal (`foster::case::pbn_facts`). `text` is the record's own text.
pub fn pbn(rec: &Record, text: &str) -> String {
    let facts = foster::case::pbn_facts(rec, rec.code);
    foster::formats::pbn::write(rec, text, &facts, Default::default())
}

/// The other programs' files kept in `tests/corpus/` with this extension (`pbn`, `lin`).
pub fn samples(ext: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            foster::formats::decode(&bytes).unwrap_or_else(|| panic!("{} decodes", p.display()))
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no .{ext} sample in tests/corpus");
    out
}

/// BBO's seat order: South, West, North, East (`pn`, `md`).
const BBO_ORDER: [Seat; 4] = [Seat::S, Seat::W, Seat::N, Seat::E];

/// A hand as LIN writes it: each suit's letter, then its ranks (`SKH4579QKAD69C58K`).
fn lin_hand(hand: Hand) -> String {
    let mut out = String::new();
    for suit in Suit::WRITTEN {
        out.push(suit.letter());
        out.extend(hand.suit(suit).cards().map(|c| c.rank.letter()));
    }
    out
}

fn lin_card(card: Card) -> String {
    format!("{}{}", card.suit.letter(), card.rank.letter())
}

/// The strains of LIN's bids, lowest first: `C D H S N`.
const STRAINS: [Strain; 5] = [
    Strain::Trumps(Suit::Clubs),
    Strain::Trumps(Suit::Diamonds),
    Strain::Trumps(Suit::Hearts),
    Strain::Trumps(Suit::Spades),
    Strain::NoTrumps,
];
const STRAIN_LETTERS: [char; 5] = ['C', 'D', 'H', 'S', 'N'];

/// A contract-bridge auction from the dealer: a few bids, each above the last, with passes,
/// doubles and redoubles between, ended by three passes (four when nobody bids). The calls as
/// LIN writes them, and the contract: its strain and declarer (the first of the side to name
/// the strain).
fn auction(rng: &mut Rng, dealer: Seat) -> (Vec<String>, Option<(Strain, Seat)>) {
    let mut calls: Vec<String> = Vec::new();
    // Each bid: (rank of the bid, who made it, its strain).
    let mut bids: Vec<(usize, Seat, usize)> = Vec::new();
    let seat = |n: usize| dealer.nth_left(n);
    for _ in 0..rng.below(5) {
        for _ in 0..rng.below(3) {
            let next = seat(calls.len());
            let call = match (rng.below(8), bids.last()) {
                // A double of the last bid by an adversary of its side, or a redouble after it.
                (0, Some((_, by, _))) if next != *by && next != by.nth_left(2) => "d",
                (1, Some(_)) if calls.last().is_some_and(|c| c == "d") => "r",
                _ => "p",
            };
            calls.push(call.to_string());
        }
        let floor = bids.last().map_or(0, |b| b.0 + 1);
        if floor >= 35 {
            break;
        }
        let rank = floor + rng.below((35 - floor).min(6));
        let alert = if rng.below(10) == 0 { "!" } else { "" };
        calls.push(format!(
            "{}{}{alert}",
            rank / 5 + 1,
            STRAIN_LETTERS[rank % 5]
        ));
        bids.push((rank, seat(calls.len() - 1), rank % 5));
    }
    let passes = if bids.is_empty() { 4 } else { 3 };
    calls.extend(std::iter::repeat_n("p".to_string(), passes));
    let contract = bids.last().map(|&(_, by, strain)| {
        let declarer = bids
            .iter()
            .find(|(_, who, s)| *s == strain && (*who == by || *who == by.nth_left(2)))
            .map_or(by, |b| b.1);
        (STRAINS[strain], declarer)
    });
    (calls, contract)
}

/// Each deal of the record as a board of BBO's LIN, a line each: the players (`pn`), the
/// dealer and hands (`md`, the fourth hand sometimes left out as BBO does), the board's name,
/// a made-up contract-bridge auction (`mb`, an alert now and then with its `an`), and, for a
/// deal of four whole hands, legal cards played to the contract (`pc`, `pg` between tricks),
/// all of them or some, and now and then a claim (`mc`).
pub fn lin(rec: &Record, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut out = String::new();
    for (i, deal) in rec.deals.iter().enumerate() {
        if i > 0 && rng.below(3) == 0 {
            out.push_str(&format!("qx|o{}|", i + 1));
        }
        if i == 0 || rng.below(4) == 0 {
            let names: Vec<&str> = BBO_ORDER
                .iter()
                .map(|&s| name_on(&rec.players, s).unwrap_or(""))
                .collect();
            out.push_str(&format!("pn|{}|st||", names.join(",")));
        }
        let dealer = deal.dealer.unwrap_or(Seat::ALL[rng.below(4)]);
        let digit = BBO_ORDER.iter().position(|&s| s == dealer).unwrap() + 1;
        let leave_east = rng.below(2) == 0;
        let hands: Vec<String> = BBO_ORDER
            .iter()
            .map(|&s| match deal.hands.hand(s) {
                Some(_) if s == Seat::E && leave_east => String::new(),
                Some(h) => lin_hand(h),
                None => String::new(),
            })
            .collect();
        out.push_str(&format!("md|{digit}{}|rh||", hands.join(",")));
        out.push_str(&format!(
            "ah|Board {}|sv|{}|",
            deal.label,
            ["o", "n", "e", "b"][rng.below(4)]
        ));
        let (calls, contract) = auction(&mut rng, dealer);
        for call in &calls {
            out.push_str(&format!("mb|{call}|"));
            if call.ends_with('!') {
                out.push_str("an|an explanation|");
            }
        }
        if let Some((strain, declarer)) = contract
            && let Some(side) = Partnership::new(declarer, declarer.nth_left(2))
            && let Ok(mut p) =
                Position::from_deal(&whole(&deal.hands), strain, side, declarer.left())
        {
            let cards = if rng.below(2) == 0 { 52 } else { rng.below(53) };
            for n in 0..cards {
                let legal = p.legal_cards();
                let Some(&card) = legal.get(rng.below(legal.len())) else {
                    break;
                };
                if n > 0 && n % 4 == 0 {
                    out.push_str("pg||");
                }
                out.push_str(&format!("pc|{}|", lin_card(card)));
                p = p.after(card).expect("a legal card");
            }
            if rng.below(6) == 0 {
                out.push_str(&format!("mc|{}|", rng.below(14)));
            }
        }
        out.push('\n');
    }
    out
}

/// The deal's hands, when all four are whole (a hand of thirteen each); else no hands, which
/// no position is made from.
fn whole(deal: &Deal) -> Deal {
    if deal.hands.iter().all(|h| h.is_some_and(|h| h.len() == 13)) {
        *deal
    } else {
        Deal { hands: [None; 4] }
    }
}
