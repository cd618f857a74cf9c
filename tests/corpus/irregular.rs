//! Records that are mostly well formed, with random irregularities, for the whole-pipeline
//! fuzz test (`tests/pipeline_never_panics.rs`): any of the three codes (or none), players
//! named oddly or not at all, rubbers, deals dealt in turn or not, hands in every notation or
//! missing, Pirate and Portland auctions with calls out of turn and insufficient bids, plays
//! that follow the rotation and the winner of each trick with revokes, exposed cards, leads out
//! of turn, claims, concessions and the rest written where they happen; results, honours and
//! `claim:` lines. Every choice comes from the seed.

use super::Rng;

const SEATS: [&str; 4] = ["N", "E", "S", "W"];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];
const SYMBOLS: [char; 4] = ['♠', '♥', '♦', '♣'];
const SUIT_WORDS: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];
const RANKS: [&str; 13] = [
    "A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2",
];
/// Strains in the order of law 20, the nullo between spades and no trumps.
const STRAINS: [&str; 6] = ["C", "D", "H", "S", "NL", "NT"];
const NAMES: [&str; 12] = [
    "Jones", "Smith", "Green", "White", "O'Brien", "Émile", "Zoë", "X", "Ames", "Baker", "Rubber",
    "Pass",
];

/// A card as (suit index in S H D C order, rank index from the ace down).
type Card = (usize, usize);

struct Gen {
    rng: Rng,
    out: String,
    names: Option<[String; 4]>,
    nullo: bool,
    portland: bool,
}

impl Gen {
    fn chance(&mut self, per_thousand: usize) -> bool {
        self.rng.below(1000) < per_thousand
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.rng.below(from.len())]
    }

    /// A seat as the record may write it: a compass letter, a word, or the player's name.
    fn seat(&mut self, seat: usize) -> String {
        match self.rng.below(20) {
            0 => ["North", "East", "South", "West"][seat].to_string(),
            1..=3 => match &self.names {
                Some(n) => n[seat].clone(),
                None => SEATS[seat].to_string(),
            },
            _ => SEATS[seat].to_string(),
        }
    }

    fn any_seat(&mut self) -> String {
        let s = self.rng.below(4);
        self.seat(s)
    }

    fn card(&mut self, (suit, rank): Card) -> String {
        let r = RANKS[rank];
        match self.rng.below(12) {
            0 => format!("{}{}", r, SUITS[suit]),
            1 => format!("{}{}", SYMBOLS[suit], r),
            2 if r == "T" => format!("10{}", SUITS[suit]),
            3 => format!("{}{}", SUITS[suit], if r == "T" { "10" } else { r }),
            _ => format!("{}{}", SUITS[suit], r),
        }
    }

    fn any_card(&mut self) -> Card {
        (self.rng.below(4), self.rng.below(13))
    }

    fn name(&mut self) -> String {
        match self.rng.below(30) {
            // A long name, up to a few hundred letters.
            0 => "Q".repeat(1 + self.rng.below(300)),
            1 => format!("{}{}", self.pick(&NAMES), self.rng.below(100)),
            _ => self.pick(&NAMES).to_string(),
        }
    }

    fn players(&mut self) {
        let mut names: [String; 4] = std::array::from_fn(|_| String::new());
        for (i, n) in names.iter_mut().enumerate() {
            *n = self.name();
            // Mostly distinct: a name used twice is the record's mistake, now and then.
            if !self.chance(20) {
                *n = format!("{n}{i}");
            }
        }
        let line: Vec<String> = (0..4)
            .map(|i| match self.rng.below(6) {
                0 => format!("{}: {}", SEATS[i], names[i]),
                _ => format!("{} {}", SEATS[i], names[i]),
            })
            .collect();
        self.out
            .push_str(&format!("players: {}\n", line.join(", ")));
        self.names = Some(names);
    }
}

/// One record from `seed`.
pub fn record(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        out: String::with_capacity(2000),
        names: None,
        nullo: false,
        portland: false,
    };
    let code = g.pick(&["pirate-1916", "pirate-1917", "portland-1895", ""]);
    g.portland = code == "portland-1895";
    if !code.is_empty() {
        g.out.push_str(&format!("code: {code}\n"));
    }
    if g.chance(200) {
        g.nullo = true;
        g.out.push_str("nullo: allowed\n");
    }
    if g.chance(800) {
        g.players();
    }
    let rubbers = g.chance(150);
    let deals = match g.rng.below(10) {
        0 => 5 + g.rng.below(10),
        1..=3 => 2 + g.rng.below(3),
        _ => 1,
    };
    let mut dealer = g.rng.below(4);
    let mut rubber = 0;
    let mut number = 0;
    for d in 0..deals {
        if rubbers && (d == 0 || g.chance(250)) {
            rubber += 1;
            number = 0;
            g.out.push_str(&format!("\nrubber {rubber}\n"));
            if rubber > 1 && g.chance(500) {
                g.players();
            }
        }
        number += 1;
        if g.chance(10) {
            number += 1; // a deal out of sequence
        }
        dealer = (deal(&mut g, number, dealer) + 1) % 4;
    }
    g.out
}

/// One deal; returns its dealer as written (the next deal passes to his left).
fn deal(g: &mut Gen, number: usize, mut dealer: usize) -> usize {
    g.out.push_str(&format!("\ndeal {number}\n"));
    match g.rng.below(20) {
        0 => {}
        1 => {
            let wrong = g.rng.below(4);
            let s = g.seat(wrong);
            g.out.push_str(&format!("dealer: {s}\n"));
            dealer = wrong;
        }
        _ => {
            let s = g.seat(dealer);
            g.out.push_str(&format!("dealer: {s}\n"));
        }
    }
    let mut pack: Vec<Card> = (0..4).flat_map(|s| (0..13).map(move |r| (s, r))).collect();
    for i in (1..pack.len()).rev() {
        let j = g.rng.below(i + 1);
        pack.swap(i, j);
    }
    let mut hands: Vec<Vec<Card>> = (0..4)
        .map(|i| pack[i * 13..(i + 1) * 13].to_vec())
        .collect();
    for h in &mut hands {
        h.sort();
    }
    hands_line(g, &hands);

    // The strain of the contract, for the winners of the tricks (none when nobody bid).
    let mut strain = None;
    let mut declarer = dealer;
    if g.chance(900) {
        g.out.push_str("auction:\n");
        if g.chance(50) {
            let s = g.any_seat();
            let what = g.pick(&[
                "misdeals",
                "deals out of turn",
                "exposes a card in dealing",
                "has 14 cards",
                "finds the pack imperfect",
                "deals without a cut",
                "looks at a card during the deal",
                "has a card of the other pack",
                "deals with the wrong pack",
                "finds a card faced in the pack",
                "the last card does not come to the dealer",
                "deals two cards at once and then a third",
                "deals two cards to one hand and rectifies it by moving one card",
            ]);
            g.out.push_str(&format!("  {s} {what}\n"));
        }
        let contract = if g.portland {
            portland_auction(g, dealer)
        } else {
            pirate_auction(g, dealer, &hands)
        };
        if let Some((s, d)) = contract {
            strain = Some(s);
            declarer = d;
        }
    }
    if g.chance(750) {
        play(g, &mut hands, (declarer + 1) % 4, strain);
    }
    if g.chance(300) {
        let t = if g.chance(20) { 14 } else { g.rng.below(14) };
        match g.rng.below(3) {
            0 => g.out.push_str(&format!("result: E-W {t} tricks\n")),
            _ => g.out.push_str(&format!("result: {t} tricks\n")),
        }
    }
    if g.chance(150) {
        let h = g.pick(&[
            "none",
            "aces easy",
            "N+S four",
            "E+W three honours",
            "S four in one hand, N one",
            "N+S three aces",
            "W four aces",
            "E five in one hand",
            "N+S five",
        ]);
        g.out.push_str(&format!("honors: {h}\n"));
    }
    if g.chance(150) {
        let s = g.rng.below(4);
        let who = g.seat(s);
        let n = g.rng.below(15);
        let bound = g.pick(&["", "at least ", "at most ", "exactly "]);
        let st = g.pick(&["spades", "hearts", "NT", "nullo", "diamonds", "C"]);
        let dummy = match g.rng.below(3) {
            0 => String::new(),
            _ => {
                let d = if g.chance(30) {
                    s
                } else {
                    (s + 1 + g.rng.below(3)) % 4
                };
                format!(" with {} as dummy", g.seat(d))
            }
        };
        let lead = match g.rng.below(3) {
            0 => format!(", {} leading {}", g.any_seat(), g.pick(&SUIT_WORDS)),
            _ => String::new(),
        };
        g.out.push_str(&format!(
            "claim: {who} makes {bound}{n} tricks in {st}{dummy}{lead}\n"
        ));
    }
    dealer
}

fn hands_line(g: &mut Gen, hands: &[Vec<Card>]) {
    match g.rng.below(10) {
        0 => {} // no hands
        1 | 2 => {
            g.out.push_str("hands:\n");
            for (seat, h) in hands.iter().enumerate() {
                if g.chance(100) {
                    g.out.push_str(&format!("  {}: ...\n", SEATS[seat]));
                    continue;
                }
                g.out.push_str(&format!("  {}:", SEATS[seat]));
                let symbols = g.chance(500);
                for s in 0..4 {
                    let ranks: Vec<&str> = h
                        .iter()
                        .filter(|c| c.0 == s)
                        .map(|c| if RANKS[c.1] == "T" { "10" } else { RANKS[c.1] })
                        .collect();
                    let suit = if symbols { SYMBOLS[s] } else { SUITS[s] };
                    if ranks.is_empty() {
                        g.out.push_str(&format!("  {suit} -"));
                    } else {
                        g.out.push_str(&format!("  {suit} {}", ranks.join(" ")));
                    }
                }
                g.out.push('\n');
            }
        }
        _ => {
            g.out.push_str("hands:");
            for (seat, h) in hands.iter().enumerate() {
                let pbn = if g.chance(30) {
                    "...".to_string()
                } else {
                    (0..4)
                        .map(|s| {
                            h.iter()
                                .filter(|c| c.0 == s)
                                .map(|c| RANKS[c.1])
                                .collect::<String>()
                        })
                        .collect::<Vec<_>>()
                        .join(".")
                };
                g.out.push_str(&format!(" {}:{pbn}", SEATS[seat]));
            }
            g.out.push('\n');
        }
    }
}

/// A Pirate auction from the dealer round the table; returns the last bid's strain (an index
/// into `STRAINS`) and bidder.
fn pirate_auction(g: &mut Gen, dealer: usize, hands: &[Vec<Card>]) -> Option<(usize, usize)> {
    let mut seat = dealer;
    let mut highest: Option<(usize, usize)> = None; // (level, strain)
    let mut bidder = dealer;
    let mut passes = 0;
    let mut accepted = false;
    let mut items: Vec<String> = Vec::new();
    for _ in 0..(8 + g.rng.below(40)) {
        if g.chance(20) {
            seat = (seat + 1 + g.rng.below(3)) % 4; // a call out of turn
        }
        let who = g.seat(seat);
        let roll = g.rng.below(100);
        let call = if roll < 25 {
            let (level, strain) = next_bid(g, highest);
            highest = Some((level, strain));
            bidder = seat;
            accepted = false;
            passes = 0;
            format!("{level}{}", STRAINS[strain])
        } else if roll < 27 {
            // An insufficient (or any) bid.
            let level = 1 + g.rng.below(7);
            let strain = g.rng.below(6);
            format!(
                "{level} {}",
                ["clubs", "D", "hearts", "S", "nullo", "no trumps"][strain]
            )
        } else if roll < 40 && highest.is_some() {
            accepted = true;
            passes = 0;
            match g.rng.below(4) {
                0 => {
                    let (l, s) = highest.unwrap_or((1, 0));
                    format!("accept {l}{}", STRAINS[s])
                }
                _ => "accept".to_string(),
            }
        } else if roll < 45 {
            g.pick(&["double", "I double"]).to_string()
        } else if roll < 47 {
            g.pick(&["redouble", "re-double"]).to_string()
        } else if roll < 49 {
            let own = hands[seat][g.rng.below(13)];
            let c = g.card(own);
            let asks = g.pick(&["asks the bidding", "asks about the auction"]);
            if g.chance(500) {
                format!("exposes {c}")
            } else {
                asks.to_string()
            }
        } else if roll < 50 {
            let own = hands[seat][g.rng.below(13)];
            g.card(own)
        } else {
            passes += 1;
            g.pick(&["pass", "pass", "pass", "no bid", "passes"])
                .to_string()
        };
        items.push(format!("{who} {call}"));
        seat = (seat + 1) % 4;
        if (passes >= 3 && accepted) || (passes >= 4 && highest.is_none()) {
            break;
        }
        if g.chance(10) {
            break; // the record stops here
        }
    }
    write_items(g, &items);
    highest.map(|(_, s)| (s, bidder))
}

fn next_bid(g: &mut Gen, highest: Option<(usize, usize)>) -> (usize, usize) {
    let strains = if g.nullo { 6 } else { 5 };
    let (level, strain) = highest.unwrap_or((1, 0));
    let mut level = level + g.rng.below(2);
    let mut strain = if highest.is_none() {
        g.rng.below(strains)
    } else {
        strain + 1 + g.rng.below(2)
    };
    if !g.nullo && strain == 4 {
        strain = 5;
    }
    if strain >= 6 {
        strain = g.rng.below(strains);
        level += 1;
        if !g.nullo && strain == 4 {
            strain = 5;
        }
    }
    // Now and then a bid of eight, which the record refuses.
    let cap = if g.chance(5) { 8 } else { 7 };
    (level.min(cap), strain)
}

/// A Portland declaration: the dealer declares or leaves it to his partner; the leader may
/// double, and so on.
fn portland_auction(g: &mut Gen, dealer: usize) -> Option<(usize, usize)> {
    let mut items = Vec::new();
    let mut declarer = dealer;
    if g.chance(400) {
        let s = g.seat(dealer);
        let w = g.pick(&[
            "leave it to partner",
            "I leave it to you, partner",
            "leaves it",
        ]);
        items.push(format!("{s} {w}"));
        declarer = (dealer + 2) % 4;
    }
    let strain = g.rng.below(5);
    let word = ["clubs", "diamonds", "hearts", "spades", "no trumps"][strain];
    let s = g.seat(declarer);
    items.push(format!("{s} {word}"));
    let mut asker = (declarer + 1) % 4;
    for _ in 0..g.rng.below(5) {
        let who = g.seat(asker);
        let call = g.pick(&[
            "may I play?",
            "yes",
            "double",
            "redouble",
            "satisfied",
            "I am satisfied",
            "pass",
            "1S",
            "accept",
        ]);
        items.push(format!("{who} {call}"));
        asker = (asker + 1 + g.rng.below(2)) % 4;
    }
    write_items(g, &items);
    let strain = [0, 1, 2, 3, 5][strain];
    Some((strain, declarer))
}

/// Items of the auction, a few to a line.
fn write_items(g: &mut Gen, items: &[String]) {
    let mut i = 0;
    while i < items.len() {
        let n = 1 + g.rng.below(4);
        let sep = if g.chance(500) { "; " } else { ", " };
        let line: Vec<&str> = items[i..(i + n).min(items.len())]
            .iter()
            .map(String::as_str)
            .collect();
        g.out.push_str(&format!("  {}\n", line.join(sep)));
        i += n;
    }
}

/// The play from `leader`, trick by trick, each following the rotation and the winner of the
/// last trick, with irregularities now and then.
fn play(g: &mut Gen, hands: &mut [Vec<Card>], mut leader: usize, strain: Option<usize>) {
    g.out.push_str("play:\n");
    let trump = strain.and_then(|s| match s {
        0 => Some(3),
        1 => Some(2),
        2 => Some(1),
        3 => Some(0),
        _ => None,
    });
    let tricks = if g.chance(700) { 13 } else { g.rng.below(14) };
    if g.chance(50) {
        leader = g.rng.below(4); // the wrong opening leader
    }
    for trick in 1..=tricks {
        let mut items: Vec<String> = Vec::new();
        let mut played: Vec<(usize, Card)> = Vec::with_capacity(4);
        let mut order: Vec<usize> = (0..4).map(|k| (leader + k) % 4).collect();
        if g.chance(15) {
            let (a, b) = (g.rng.below(4), g.rng.below(4));
            order.swap(a, b); // a play out of turn
        }
        for seat in order {
            if g.chance(30) {
                let e = irregularity(g, hands, seat, trick);
                if hands[seat].is_empty() {
                    items.push(e);
                    continue;
                }
                items.push(e);
            }
            let h = &hands[seat];
            if h.is_empty() {
                continue;
            }
            let led = played.first().map(|p| p.1.0);
            let follows: Vec<usize> = match led {
                Some(suit) => (0..h.len()).filter(|&i| h[i].0 == suit).collect(),
                None => Vec::new(),
            };
            let revoke = !follows.is_empty() && h.len() > follows.len() && g.chance(30);
            let choices: Vec<usize> = if follows.is_empty() || revoke {
                (0..h.len()).filter(|i| !follows.contains(i)).collect()
            } else {
                follows
            };
            let pick = choices[g.rng.below(choices.len())];
            let card = hands[seat].remove(pick);
            let who = g.seat(seat);
            let c = g.card(card);
            let verb = match g.rng.below(40) {
                0 => "plays ",
                1 => "leads ",
                _ => "",
            };
            items.push(format!("{who} {verb}{c}"));
            played.push((seat, card));
        }
        let sep = if g.chance(100) { "; " } else { ", " };
        match g.rng.below(30) {
            0 => g
                .out
                .push_str(&format!("  trick {trick}: {}\n", items.join(sep))),
            1 => {
                for it in &items {
                    g.out.push_str(&format!("  {it}\n"));
                }
            }
            _ => g.out.push_str(&format!("  {trick}. {}\n", items.join(sep))),
        }
        if let Some(&(first, (led, _))) = played.first() {
            leader = played
                .iter()
                .max_by_key(|(_, c)| (Some(c.0) == trump, c.0 == led, 13 - c.1))
                .map_or(first, |p| p.0);
        }
        if g.chance(15) {
            let who = g.seat(leader);
            let what = g.pick(&[
                "claims the rest",
                "concedes the rest",
                "claims 3 tricks",
                "concedes 1 trick",
                "abandons his hand",
            ]);
            g.out.push_str(&format!("  {who} {what}\n"));
            break;
        }
    }
    if g.chance(80) {
        let a = g.any_seat();
        let b = g.any_seat();
        let t = 1 + g.rng.below(13);
        g.out
            .push_str(&format!("  {a} claims revoke by {b} in trick {t}\n"));
    }
}

/// One irregularity by `seat` (or about him), before he plays to `trick`.
fn irregularity(g: &mut Gen, hands: &mut [Vec<Card>], seat: usize, trick: usize) -> String {
    let who = g.seat(seat);
    let other = g.any_seat();
    let own = if hands[seat].is_empty() {
        g.any_card()
    } else {
        hands[seat][g.rng.below(hands[seat].len())]
    };
    let card = g.card(own);
    let suit = g.pick(&SUIT_WORDS);
    match g.rng.below(22) {
        0 => format!("{who} exposes {card}"),
        1 => {
            let c2 = g.any_card();
            let c2 = g.card(c2);
            format!("{who} exposes {card} and {c2}")
        }
        2 => format!("{who} takes back {card}"),
        3 => format!("{who} asks {other}: none of {suit}?"),
        4 => format!("{who} corrects"),
        5 if !hands[seat].is_empty() => {
            // The card put in when a revoke is corrected is played.
            hands[seat].retain(|c| *c != own);
            format!("{who} corrects with {card}")
        }
        6 => format!("{who} claims revoke by {other}"),
        7 => format!("{who} looks at trick {}", 1 + g.rng.below(trick)),
        8 => format!("{who} names {card}"),
        9 => format!("{who} touches {card}"),
        10 => format!("{who} suggests {card}"),
        11 => format!("{who} draws attention"),
        12 => format!("{who} stops {other}"),
        13 => {
            let choice = g.pick(&[
                "call-suit hearts",
                "call-card SK",
                "new-deal",
                "three-tricks",
                "lead",
                "penalty",
            ]);
            format!("{who} chooses {choice}")
        }
        14 => format!("{who} detaches {card}"),
        15 => format!("{who} mixes the cards"),
        16 if !hands[seat].is_empty() => {
            // A lead (out of turn, perhaps) is a play: the card leaves the hand.
            hands[seat].retain(|c| *c != own);
            format!("{who} leads {card}")
        }
        17 => format!("{who} asks the bidding"),
        18 => format!("{who} drops {card} on the floor"),
        19 if !hands[seat].is_empty() => {
            // The first of cards played together is taken as played: it leaves the hand.
            hands[seat].retain(|c| *c != own);
            let c2 = g.any_card();
            let c2 = g.card(c2);
            format!("{who} plays {card} and {c2} together")
        }
        20 if !hands[seat].is_empty() => {
            let c2 = g.any_card();
            let c2 = g.card(c2);
            format!("{who} leads {card} and {other} leads {c2} at the same instant")
        }
        _ => format!("{who} double"),
    }
}
