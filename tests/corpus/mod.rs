//! Realistic game records made from a seed, for the parser's fuzz test and its benchmark:
//! a shuffled deal, a Pirate auction (a bid, an acceptance, three passes) and thirteen tricks
//! played by the rules of play (follow suit if you can; the winner of a trick leads to the next).
//! Shared by `tests/parser_never_panics.rs` and `benches/parse.rs`.

#![allow(dead_code)]

pub mod cases;
pub mod formats;
pub mod irregular;
pub mod mutate;

/// A small, fast, seeded random number generator (xorshift64*); no dependency needed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// 0..n
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const SEATS: [char; 4] = ['N', 'E', 'S', 'W'];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const RANKS: [char; 13] = [
    'A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2',
];
const NAMES: [&str; 4] = ["Jones", "Smith", "Green", "White"];

/// A card as (suit index in S H D C order, rank index from the ace down).
type Card = (usize, usize);

/// One whole record of `deals` deals, dealt from `seed`.
pub fn record(seed: u64, deals: usize) -> String {
    let mut rng = Rng::new(seed);
    let mut out = String::with_capacity(1200 * deals);
    out.push_str("code: pirate-1916\n");
    out.push_str("players: N Jones, E Smith, S Green, W White\n");
    let first_dealer = rng.below(4);
    for d in 0..deals {
        deal(&mut rng, &mut out, d + 1, (first_dealer + d) % 4);
    }
    out
}

/// The same record as [`record`], written a deal at a time to `out`, for records too big to
/// hold (the 500 MB record of `benches/parse.rs`).
pub fn write_record(seed: u64, deals: usize, out: &mut impl std::io::Write) -> std::io::Result<()> {
    let mut rng = Rng::new(seed);
    out.write_all(b"code: pirate-1916\nplayers: N Jones, E Smith, S Green, W White\n")?;
    let first_dealer = rng.below(4);
    let mut text = String::with_capacity(1200);
    for d in 0..deals {
        text.clear();
        deal(&mut rng, &mut text, d + 1, (first_dealer + d) % 4);
        out.write_all(text.as_bytes())?;
    }
    Ok(())
}

fn deal(rng: &mut Rng, out: &mut String, number: usize, dealer: usize) {
    // Shuffle the pack and deal thirteen to each seat.
    let mut pack: Vec<Card> = (0..4).flat_map(|s| (0..13).map(move |r| (s, r))).collect();
    for i in (1..pack.len()).rev() {
        let j = rng.below(i + 1);
        pack.swap(i, j);
    }
    let mut hands: Vec<Vec<Card>> = (0..4)
        .map(|i| pack[i * 13..(i + 1) * 13].to_vec())
        .collect();
    for h in &mut hands {
        h.sort();
    }
    out.push_str(&format!(
        "\ndeal {number}\ndealer: {}\nhands:",
        SEATS[dealer]
    ));
    let diagram = rng.below(3) == 0;
    if diagram {
        out.push('\n');
        for (seat, h) in hands.iter().enumerate() {
            out.push_str(&format!("  {}:", SEATS[seat]));
            for (s, suit) in SUITS.iter().enumerate() {
                out.push_str(&format!("  {suit}"));
                let ranks: Vec<String> = h
                    .iter()
                    .filter(|c| c.0 == s)
                    .map(|c| {
                        if RANKS[c.1] == 'T' {
                            "10".to_string()
                        } else {
                            RANKS[c.1].to_string()
                        }
                    })
                    .collect();
                if ranks.is_empty() {
                    out.push_str(" -");
                } else {
                    out.push(' ');
                    out.push_str(&ranks.join(" "));
                }
            }
            out.push('\n');
        }
    } else {
        for (seat, h) in hands.iter().enumerate() {
            out.push_str(&format!(" {}:{}", SEATS[seat], pbn(h)));
        }
        out.push('\n');
    }

    // The auction: the dealer bids, the next passes, the third accepts, then three passes.
    let level = 1 + rng.below(4);
    let strain_i = rng.below(5);
    let strain = ["C", "D", "H", "S", "NT"][strain_i];
    let trump = match strain_i {
        0 => Some(3),
        1 => Some(2),
        2 => Some(1),
        3 => Some(0),
        _ => None,
    };
    let s = |i: usize| SEATS[(dealer + i) % 4];
    out.push_str("auction:\n");
    out.push_str(&format!(
        "  {} {level}{strain}; {} pass; {} accept   # {} becomes dummy\n",
        s(0),
        s(1),
        NAMES[(dealer + 2) % 4],
        s(2)
    ));
    out.push_str(&format!("  {} pass; {} pass; {} pass\n", s(3), s(0), s(1)));

    // The play: the declarer's left-hand neighbour leads.
    out.push_str("play:\n");
    let mut leader = (dealer + 1) % 4;
    let mut declarer_side = 0;
    for trick in 1..=13 {
        out.push_str(&format!("  {trick}."));
        let mut played: Vec<(usize, Card)> = Vec::with_capacity(4);
        for k in 0..4 {
            let seat = (leader + k) % 4;
            let h = &mut hands[seat];
            let led = played.first().map(|p| p.1.0);
            let choices: Vec<usize> = match led {
                Some(suit) if h.iter().any(|c| c.0 == suit) => {
                    (0..h.len()).filter(|&i| h[i].0 == suit).collect()
                }
                _ => (0..h.len()).collect(),
            };
            let pick = choices[rng.below(choices.len())];
            let card = h.remove(pick);
            let sep = if k == 0 { " " } else { ", " };
            out.push_str(&format!(
                "{sep}{} {}{}",
                SEATS[seat], SUITS[card.0], RANKS[card.1]
            ));
            played.push((seat, card));
        }
        out.push('\n');
        let led = played[0].1.0;
        let winner = played
            .iter()
            .max_by_key(|(_, c)| {
                let trumped = Some(c.0) == trump;
                (trumped, c.0 == led, 13 - c.1)
            })
            .map_or(leader, |p| p.0);
        if winner == dealer || winner == (dealer + 2) % 4 {
            declarer_side += 1;
        }
        leader = winner;
    }
    out.push_str(&format!("result: {declarer_side} tricks\n"));
}

fn pbn(hand: &[Card]) -> String {
    (0..4)
        .map(|s| {
            hand.iter()
                .filter(|c| c.0 == s)
                .map(|c| RANKS[c.1])
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(".")
}
