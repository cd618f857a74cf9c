//! The engine checked against itself: what the laws do not tell apart, the engine must not.
//!
//! Five transformations of a record, each with the change it must make to the rulings:
//!
//! 1. **The four seats rotated** (N→E→S→W, k places): every seat in the record moves (the
//!    dealer, the hands, every call, play and claim, the seats a choice or a statement names,
//!    the players). The laws name the dealer and his left-hand adversary specially, and those
//!    move with the rotation; nothing in them tells N-S from E-W. So every ruling is the same
//!    kind, cites the same laws, offers the same options and applies the same, its offender,
//!    chooser and score entries on the rotated seats; each pad's totals rotate (a Portland pad's
//!    two columns change places at an odd rotation).
//! 2. **The suits permuted** (the trumps with them; no trumps and the nullo stay): the same
//!    rulings, their cards and suits mapped. The suits' trick values differ (Pirate law 68:
//!    6, 7, 8, 9; Portland law 3: spades 2, clubs 4, diamonds 6, hearts 8: no two suits alike in
//!    either code), so the points are not compared. Under a Pirate code the suits rank in the
//!    bidding (law 20), so a permutation is used only where it keeps the order of the suits the
//!    record's bids name: otherwise a sufficient bid would become an insufficient one.
//! 3. **The players renamed** (one to one): nothing changes but the names, in the whole ruling
//!    document and its score.
//! 4. **A later deal appended** (one that claims no revoke about an earlier deal, which Pirate
//!    law 59 and Portland law 93 reach back to rule): the earlier deals' reports stay as they were.
//! 5. **The other Pirate edition**: a deal ruled under pirate-1916 and pirate-1917 whose every
//!    cited law has the same words in both (`foster::lawbook::normalised_words`, as the
//!    edition diff compares them) is ruled alike, the citations' code aside.
//!
//! Each property runs over every worked case (`cases/**/*.record` but `cases/invalid/`) and over
//! records made by `tests/corpus/irregular.rs`. A failing record is shrunk by proptest
//! ([`Shrink`]: deals, events, claims, hands and players taken out while the property still
//! fails) and printed.
//!
//! `FOSTER_SYMMETRY_CASES` sets the number of generated records, shared among the five
//! properties (default 100, a few seconds; CI runs the share set in `.ci/run`). The long run, in
//! release, in the background:
//!
//! ```sh
//! FOSTER_SYMMETRY_CASES=1000000 nohup cargo test --release --test engine_symmetry \
//!     > symmetry.log 2>&1 &
//! ```

mod corpus;

use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use foster::cards::{Bid, Card, Deal, Hand, Seat, Strain, Suit};
use foster::case::{Customs, judge, rule_record};
use foster::law::{Applying, Line, OptionName, Outcome, Place, Report, Ruling, RulingKind};
use foster::lawbook::{self, Citation};
use foster::record::{self, Action, Call, Code, DealRecord, Event, Honors, Record};
use proptest::prelude::*;
use proptest::strategy::{NewTree, ValueTree};
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};

// ------------------------------------------------------------------------------------------
// The transformations, on the typed record.
// ------------------------------------------------------------------------------------------

/// A map of the seats and the suits, applied to a whole record.
#[derive(Clone, Copy, Debug)]
struct Map {
    /// The seat each seat goes to, by index.
    seats: [Seat; 4],
    /// The suit each suit goes to, by `Suit::index`.
    suits: [Suit; 4],
}

impl Map {
    const IDENTITY: Map = Map {
        seats: Seat::ALL,
        suits: Suit::ALL,
    };

    /// The seats rotated `k` places to the left.
    fn rotation(k: usize) -> Map {
        Map {
            seats: Seat::ALL.map(|s| s.nth_left(k)),
            ..Map::IDENTITY
        }
    }

    fn suits(suits: [Suit; 4]) -> Map {
        Map {
            suits,
            ..Map::IDENTITY
        }
    }

    fn seat(&self, s: Seat) -> Seat {
        self.seats[s.index()]
    }

    fn suit(&self, s: Suit) -> Suit {
        self.suits[s.index()]
    }

    fn card(&self, c: Card) -> Card {
        Card::new(self.suit(c.suit), c.rank)
    }

    fn strain(&self, s: Strain) -> Strain {
        match s {
            Strain::Trumps(t) => Strain::Trumps(self.suit(t)),
            other => other,
        }
    }

    fn bid(&self, b: Bid) -> Bid {
        Bid {
            strain: self.strain(b.strain),
            ..b
        }
    }

    fn hand(&self, h: Hand) -> Hand {
        h.cards().map(|c| self.card(c)).collect()
    }

    fn deal(&self, d: &Deal) -> Deal {
        let mut hands = [None; 4];
        for s in Seat::ALL {
            hands[self.seat(s).index()] = d.hands[s.index()].map(|h| self.hand(h));
        }
        Deal { hands }
    }

    fn action(&self, a: &Action) -> Action {
        match a.clone() {
            Action::Call { call } => Action::Call {
                call: match call {
                    Call::Bid { bid } => Call::Bid { bid: self.bid(bid) },
                    Call::Accept { bid } => Call::Accept {
                        bid: bid.map(|b| self.bid(b)),
                    },
                    Call::Declare { strain } => Call::Declare {
                        strain: self.strain(strain),
                    },
                    other => other,
                },
            },
            Action::Play {
                card,
                trick,
                to_next_trick,
            } => Action::Play {
                card: self.card(card),
                trick,
                to_next_trick,
            },
            Action::Exposes { cards } => Action::Exposes {
                cards: cards.into_iter().map(|c| self.card(c)).collect(),
            },
            Action::Names { card } => Action::Names {
                card: self.card(card),
            },
            Action::AsksNoneOf { asked, suit } => Action::AsksNoneOf {
                asked: self.seat(asked),
                suit: self.suit(suit),
            },
            Action::Answers { none } => Action::Answers { none },
            Action::Corrects { card } => Action::Corrects {
                card: card.map(|c| self.card(c)),
            },
            Action::ClaimsRevoke {
                against,
                trick,
                deal,
            } => Action::ClaimsRevoke {
                against: self.seat(against),
                trick,
                deal,
            },
            Action::Touches { card } => Action::Touches {
                card: self.card(card),
            },
            Action::Suggests { card } => Action::Suggests {
                card: self.card(card),
            },
            Action::StopsLead { partner } => Action::StopsLead {
                partner: self.seat(partner),
            },
            Action::Chooses { mut option } => {
                option.suit = option.suit.map(|s| self.suit(s));
                option.card = option.card.map(|c| self.card(c));
                Action::Chooses { option }
            }
            Action::TakesBack { card } => Action::TakesBack {
                card: self.card(card),
            },
            Action::Detaches { card } => Action::Detaches {
                card: self.card(card),
            },
            Action::PlaysTogether { cards, trick } => Action::PlaysTogether {
                cards: cards.into_iter().map(|c| self.card(c)).collect(),
                trick,
            },
            Action::DropsBelowTable { card } => Action::DropsBelowTable {
                card: self.card(card),
            },
            Action::FindsMissing { card } => Action::FindsMissing {
                card: self.card(card),
            },
            Action::LeadsAtOnce {
                card,
                other,
                other_card,
            } => Action::LeadsAtOnce {
                card: self.card(card),
                other: self.seat(other),
                other_card: self.card(other_card),
            },
            other => other,
        }
    }

    fn event(&self, e: &Event) -> Event {
        Event {
            seat: self.seat(e.seat),
            action: self.action(&e.action),
            span: e.span,
        }
    }

    fn pair(&self, (a, b): (Seat, Seat)) -> (Seat, Seat) {
        (self.seat(a), self.seat(b))
    }

    fn honors(&self, h: &Honors) -> Honors {
        match h.clone() {
            Honors::Between { seats, count, span } => Honors::Between {
                seats: self.pair(seats),
                count,
                span,
            },
            Honors::InOneHand {
                seat,
                count,
                partner,
                span,
            } => Honors::InOneHand {
                seat: self.seat(seat),
                count,
                partner: partner.map(|(s, n)| (self.seat(s), n)),
                span,
            },
            Honors::Aces { seats, count, span } => Honors::Aces {
                seats: seats.map(|p| self.pair(p)),
                count,
                span,
            },
            easy @ Honors::Easy { .. } => easy,
        }
    }

    fn deal_record(&self, d: &DealRecord) -> DealRecord {
        let mut out = d.clone();
        out.dealer = d.dealer.map(|s| self.seat(s));
        out.hands = self.deal(&d.hands);
        out.auction = d.auction.iter().map(|e| self.event(e)).collect();
        out.play = d.play.iter().map(|e| self.event(e)).collect();
        if let Some(r) = &mut out.result {
            r.side = r.side.map(|p| self.pair(p));
        }
        out.honors = d.honors.iter().map(|h| self.honors(h)).collect();
        for c in &mut out.claims {
            c.declarer = self.seat(c.declarer);
            c.dummy = c.dummy.map(|s| self.seat(s));
            c.leader = c.leader.map(|s| self.seat(s));
            c.strain = self.strain(c.strain);
            c.lead_suit = c.lead_suit.map(|s| self.suit(s));
            c.lead_card = c.lead_card.map(|x| self.card(x));
        }
        out
    }

    fn players(&self, players: &mut [record::Player]) {
        for p in players.iter_mut() {
            p.seat = self.seat(p.seat);
        }
        players.sort_by_key(|p| p.seat);
    }

    /// The whole record mapped.
    fn record(&self, rec: &Record) -> Record {
        let mut out = rec.clone();
        self.players(&mut out.players);
        for r in &mut out.rubbers {
            self.players(&mut r.players);
        }
        out.deals = rec.deals.iter().map(|d| self.deal_record(d)).collect();
        out
    }

    /// A text of the engine's with its seats and suits mapped: the seat letters and names
    /// standing as words (`N`, `South`, but not the `s` of `E's`), the suits' symbols and words
    /// (`♥`, `hearts`), the bids and the cards written as letters (`1H`, `SK`); a list of seats
    /// (`E, S, N`) is put in the seats' order, which the engine writes from North.
    fn text(&self, text: &str) -> String {
        let mut tokens: Vec<String> = Vec::new();
        let mut word = String::new();
        let mut after_apostrophe = false;
        let flush = |word: &mut String, tokens: &mut Vec<String>, after: bool| {
            if word.is_empty() {
                return;
            }
            let mapped = match (after, word.len()) {
                (true, 1) => None,
                _ => self.word(word),
            };
            tokens.push(mapped.unwrap_or_else(|| word.clone()));
            word.clear();
        };
        for ch in text.chars() {
            if ch.is_alphanumeric() {
                word.push(ch);
                continue;
            }
            flush(&mut word, &mut tokens, after_apostrophe);
            after_apostrophe = matches!(ch, '\'' | '’');
            tokens.push(match Suit::ALL.iter().find(|s| s.symbol() == ch) {
                Some(s) => self.suit(*s).symbol().to_string(),
                None => ch.to_string(),
            });
        }
        flush(&mut word, &mut tokens, after_apostrophe);
        seat_lists_in_order(&mut tokens);
        card_lists_in_order(&mut tokens);
        tokens.concat()
    }

    fn word(&self, w: &str) -> Option<String> {
        const SEAT_NAMES: [&str; 4] = ["North", "East", "South", "West"];
        if let [c] = w.as_bytes()
            && let Some(s) = Seat::from_letter(*c as char)
        {
            return Some(self.seat(s).letter().to_string());
        }
        if let Some(i) = SEAT_NAMES.iter().position(|n| *n == w) {
            return Some(SEAT_NAMES[self.seat(Seat::ALL[i]).index()].to_string());
        }
        for s in Suit::ALL {
            let mapped = self.suit(s);
            for (from, to) in [(s.name(), mapped.name()), (s.singular(), mapped.singular())] {
                if w == from {
                    return Some(to.to_string());
                }
                if w.eq_ignore_ascii_case(from) {
                    let mut t = to.to_string();
                    t[..1].make_ascii_uppercase();
                    return Some(t);
                }
            }
        }
        // A bid written as its code: `1H`.
        if let [level @ b'1'..=b'7', suit] = w.as_bytes()
            && let Some(s) = Suit::from_char(*suit as char)
            && suit.is_ascii_uppercase()
        {
            return Some(format!("{}{}", *level as char, self.suit(s).letter()));
        }
        // A card written as letters: `SK`, `H10`.
        if let Some(c) = Card::parse(w)
            && w.is_ascii()
            && w.starts_with(c.suit.letter())
        {
            let m = self.card(c);
            return Some(format!("{}{}", m.suit.letter(), &w[1..]));
        }
        None
    }
}

/// A text with what it quotes left out: the record language (`` `N has 14 cards` ``,
/// `` `of deal N` ``), the engine's examples of what to write, whose seats stand for any seat;
/// and the words of a law or a player (`"I accept two clubs"`), the law's own example.
fn unquoted(text: &str) -> String {
    let mut out = text.to_string();
    for quote in ['`', '"'] {
        out = out
            .split(quote)
            .enumerate()
            .map(|(i, part)| if i % 2 == 0 { part } else { "…" })
            .collect::<Vec<_>>()
            .join(&quote.to_string());
    }
    out
}

/// Each list of seats among `tokens` (`E, S and N`, `E-W`, `E+W`) put in the seats' order.
fn seat_lists_in_order(tokens: &mut [String]) {
    let seat = |t: &str| t.len() == 1 && t.chars().next().and_then(Seat::from_letter).is_some();
    let mut i = 0;
    while i < tokens.len() {
        let mut at = vec![i];
        while seat(&tokens[*at.last().unwrap()]) {
            let j = *at.last().unwrap();
            let sep = |k: usize| tokens.get(k).map_or("", String::as_str);
            let next = match (sep(j + 1), sep(j + 2), sep(j + 3)) {
                ("-" | "+", _, _) => j + 2,
                (",", " ", _) => j + 3,
                (" ", "and", " ") => j + 4,
                _ => break,
            };
            if tokens.get(next).is_some_and(|t| seat(t)) {
                at.push(next);
            } else {
                break;
            }
        }
        if at.len() > 1 {
            let mut seats: Vec<String> = at.iter().map(|k| tokens[*k].clone()).collect();
            seats.sort_by_key(|t| t.chars().next().and_then(Seat::from_letter));
            for (k, s) in at.iter().zip(seats) {
                tokens[*k] = s;
            }
        }
        i = *at.last().unwrap() + 1;
    }
}

/// Each list of cards among `tokens` (`♠3, ♥J, ♣10`) put in the order of the pack: a list the
/// engine writes by suit reads in another order once the suits are permuted.
fn card_lists_in_order(tokens: &mut [String]) {
    /// The card written at `k` as its suit's symbol and its rank.
    fn card_at(tokens: &[String], k: usize) -> Option<Card> {
        let suit = tokens.get(k)?;
        let rank = tokens.get(k + 1)?;
        let c = Card::parse(&format!("{suit}{rank}"))?;
        (c.suit.symbol().to_string() == *suit).then_some(c)
    }
    let mut i = 0;
    while i < tokens.len() {
        let mut at = vec![i];
        while card_at(tokens, *at.last().unwrap()).is_some() {
            let j = *at.last().unwrap();
            let sep = |k: usize| tokens.get(k).map_or("", String::as_str);
            if (sep(j + 2), sep(j + 3)) == (",", " ") && card_at(tokens, j + 4).is_some() {
                at.push(j + 4);
            } else {
                break;
            }
        }
        if at.len() > 1 {
            let mut cards: Vec<(String, String)> = at
                .iter()
                .map(|k| (tokens[*k].clone(), tokens[k + 1].clone()))
                .collect();
            cards.sort_by_key(|(s, r)| Card::parse(&format!("{s}{r}")));
            for (k, (s, r)) in at.iter().zip(cards) {
                tokens[*k] = s;
                tokens[k + 1] = r;
            }
        }
        i = *at.last().unwrap() + 1;
    }
}

/// The record with its first deal's dealer written: a Pirate record that names none is ruled
/// as if North dealt (an assumption the report states, not a law), which a rotation of the
/// record cannot move; the property is of the record that says who dealt.
fn dealer_written(rec: &Record) -> Record {
    let mut out = rec.clone();
    if let Some(d) = out.deals.first_mut()
        && d.dealer.is_none()
    {
        d.dealer = Some(Seat::N);
    }
    out
}

/// Every permutation of the four suits, as the suit each goes to.
fn permutations() -> Vec<[Suit; 4]> {
    let mut out = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let p = [a, b, c, d];
                    if (0..4).all(|i| p.contains(&i)) {
                        out.push(p.map(|i| Suit::ALL[i]));
                    }
                }
            }
        }
    }
    out
}

/// The suits named in the record's bids (Pirate: they rank in the bidding, law 20).
fn suits_bid(rec: &Record) -> Vec<Suit> {
    let mut out: Vec<Suit> = rec
        .deals
        .iter()
        .flat_map(|d| d.auction.iter().chain(d.play.iter()))
        .filter_map(|e| match &e.action {
            Action::Call {
                call: Call::Bid { bid } | Call::Accept { bid: Some(bid) },
            } => bid.strain.trump(),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The permutations of the suits that keep the record's auctions as they were under `code`:
/// under a Pirate code, those that keep the order of the suits bid; under Portland, all.
fn lawful_permutations(rec: &Record, code: Code) -> Vec<[Suit; 4]> {
    let bid = suits_bid(rec);
    permutations()
        .into_iter()
        .filter(|p| {
            !code.is_pirate()
                || bid
                    .windows(2)
                    .all(|w| p[w[0].index()].index() < p[w[1].index()].index())
        })
        .filter(|p| *p != Suit::ALL)
        .collect()
}

/// The players renamed one to one: each name becomes `Zq00`, `Zq01`, … in the order of the
/// names (so whatever is sorted by name stays in its order). Returns the record and the map
/// from each new name to the old.
fn renamed(rec: &Record) -> (Record, BTreeMap<String, String>) {
    let mut names: Vec<String> = rec
        .players
        .iter()
        .chain(rec.rubbers.iter().flat_map(|r| r.players.iter()))
        .map(|p| p.name.clone())
        .collect();
    names.sort();
    names.dedup();
    let new_of = |old: &str| format!("Zq{:02}", names.iter().position(|n| n == old).unwrap());
    let mut out = rec.clone();
    for p in out
        .players
        .iter_mut()
        .chain(out.rubbers.iter_mut().flat_map(|r| r.players.iter_mut()))
    {
        p.name = new_of(&p.name);
    }
    let back = names.iter().map(|n| (new_of(n), n.clone())).collect();
    (out, back)
}

/// Every string of a JSON document (keys too) with the new names put back.
fn names_back(v: &serde_json::Value, back: &BTreeMap<String, String>) -> serde_json::Value {
    use serde_json::Value;
    let put_back = |s: &str| {
        let mut s = s.to_string();
        // The longest first, though every new name is as long as the others.
        for (new, old) in back.iter().rev() {
            s = s.replace(new.as_str(), old);
        }
        s
    };
    match v {
        Value::String(s) => Value::String(put_back(s)),
        Value::Array(a) => Value::Array(a.iter().map(|x| names_back(x, back)).collect()),
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, x)| (put_back(k), names_back(x, back)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// A deal to append: the first deal of a generated record under the same code, without any
/// revoke claim that could be about an earlier deal (Pirate 59, Portland 93: a law that reaches
/// back), labelled after the record's last deal.
fn later_deal(rec: &Record, code: Code, seed: u64) -> DealRecord {
    let mut seed = seed;
    let mut deal = loop {
        seed = seed.wrapping_add(1);
        let Ok(g) = record::parse(&corpus::irregular::record(seed)) else {
            continue;
        };
        if g.code == Some(code)
            && let Some(d) = g.deals.into_iter().next()
        {
            break d;
        }
    };
    let about_earlier = |e: &Event, in_auction: bool| match &e.action {
        Action::ClaimsRevoke { deal, .. } => in_auction || deal.is_some(),
        _ => false,
    };
    deal.auction.retain(|e| !about_earlier(e, true));
    deal.play.retain(|e| !about_earlier(e, false));
    let last = rec
        .deals
        .iter()
        .filter_map(|d| d.label.parse::<u64>().ok())
        .max()
        .unwrap_or(0);
    deal.label = (last + 1).to_string();
    if rec.deals.iter().any(|d| d.label == deal.label) {
        deal.label = "appended".into();
    }
    deal
}

// ------------------------------------------------------------------------------------------
// What is compared: a ruling's typed facts.
// ------------------------------------------------------------------------------------------

/// A citation as compared: its code (left out when comparing editions), law and clause.
type Law = (Option<Code>, u16, Option<String>);

/// A score entry as compared: the seat, the points (when compared), the line, the law.
type EntrySig = (Seat, Option<i32>, Line, Law);

/// A ruling's facts that a transformation must carry over.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Sig {
    kind: RulingKind,
    offender: Option<Seat>,
    place: Place,
    laws: Vec<Law>,
    findings: Vec<Vec<Law>>,
    chooser: Option<(Vec<Seat>, Vec<Law>)>,
    options: Vec<(OptionName, Vec<Law>)>,
    applied: Option<(Applying, String)>,
    score: Vec<EntrySig>,
    by_analogy: Vec<Law>,
    outcome: OutcomeSig,
    /// The ruling's words (summary, findings, options, outcome, entries' reasons), seats
    /// mapped, when compared.
    words: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum OutcomeSig {
    Ruled,
    Conditional(Vec<(Vec<Law>, Vec<EntrySig>)>),
    NotCovered(Vec<Law>),
    /// Each reading's laws, the reading followed, whether they differ.
    TwoReadings(Vec<Vec<Law>>, u8, bool),
}

/// How the facts of a ruling are read: through a map of seats and suits, with or without
/// points and the citations' codes.
#[derive(Clone, Copy, Debug)]
struct Reading {
    map: Map,
    points: bool,
    codes: bool,
    /// Whether the ruling's words are compared (through the map of the seats: a permutation
    /// of the suits reorders the cards a text lists, so it is compared by its typed facts).
    words: bool,
}

impl Reading {
    fn plain() -> Reading {
        Reading {
            map: Map::IDENTITY,
            points: true,
            codes: true,
            words: false,
        }
    }

    fn law(&self, c: &Citation) -> Law {
        (self.codes.then_some(c.code), c.law, c.clause.clone())
    }

    fn laws(&self, cs: &[Citation]) -> Vec<Law> {
        cs.iter().map(|c| self.law(c)).collect()
    }

    /// Score entries, in the seats' order (the engine enters "each of the others" from North).
    fn entries(&self, es: &[foster::law::ScoreEntry]) -> Vec<EntrySig> {
        let mut out: Vec<_> = es
            .iter()
            .map(|e| {
                (
                    self.map.seat(e.seat),
                    self.points.then_some(e.points),
                    e.line,
                    self.law(&e.law),
                )
            })
            .collect();
        out.sort_by_key(|(seat, points, line, law)| {
            (*seat, *points, *line == Line::Below, law.clone())
        });
        out
    }

    fn sig(&self, r: &Ruling) -> Sig {
        Sig {
            kind: r.kind(),
            offender: r.offender().map(|s| self.map.seat(s)),
            place: r.place().clone(),
            laws: self.laws(r.laws()),
            findings: r.findings().iter().map(|f| self.laws(&f.laws)).collect(),
            chooser: r.chooser().map(|c| {
                let mut seats: Vec<Seat> = c.seats.iter().map(|s| self.map.seat(*s)).collect();
                seats.sort();
                (seats, self.laws(&c.laws))
            }),
            options: r
                .options()
                .iter()
                .map(|o| (o.name, self.laws(&o.laws)))
                .collect(),
            applied: r
                .applied()
                .as_ref()
                .map(|a| (a.what, self.map.text(a.as_str()))),
            score: self.entries(r.score()),
            by_analogy: self.laws(r.by_analogy()),
            outcome: match r.outcome() {
                Outcome::Ruled => OutcomeSig::Ruled,
                Outcome::Conditional { possibilities, .. } => OutcomeSig::Conditional(
                    possibilities
                        .iter()
                        .map(|p| (self.laws(&p.laws), self.entries(&p.score)))
                        .collect(),
                ),
                Outcome::NotCovered { nearest, .. } => OutcomeSig::NotCovered(self.laws(nearest)),
                Outcome::TwoReadings {
                    readings,
                    follows,
                    differ,
                    ..
                } => OutcomeSig::TwoReadings(
                    readings.iter().map(|r| self.laws(&r.laws)).collect(),
                    *follows,
                    *differ,
                ),
            },
            words: if self.words {
                self.words(r)
            } else {
                Vec::new()
            },
        }
    }

    /// Every text of a ruling, mapped.
    fn words(&self, r: &Ruling) -> Vec<String> {
        let mut out = vec![r.summary().to_string()];
        out.extend(r.findings().iter().map(|f| f.text.clone()));
        out.extend(r.options().iter().map(|o| o.description.clone()));
        out.extend(r.chooser().iter().filter_map(|c| c.constraint.clone()));
        let mut reasons: Vec<String> = r.score().iter().map(|e| e.reason.clone()).collect();
        match r.outcome() {
            Outcome::Ruled => {}
            Outcome::Conditional {
                turns_on,
                question,
                possibilities,
                to_record,
            } => {
                out.push(turns_on.clone());
                out.push(question.clone());
                out.push(to_record.clone());
                for p in possibilities {
                    out.push(p.given.clone());
                    out.push(p.answer.clone());
                    out.push(p.ruling.clone());
                    out.extend(p.unsettled.clone());
                    if let Some(settle) = &p.settle {
                        // A hand written to settle it is an example, its unseen cards the lowest
                        // of the suits in the order they are written, which no mapping of the
                        // suits can follow: only whose hand it is is compared.
                        out.extend(settle.lines.iter().map(|line| match line.split_once(':') {
                            Some(("hands", hand)) => format!(
                                "hands:{}",
                                hand.split_once(':').map_or(hand, |(seat, _)| seat)
                            ),
                            _ => line.clone(),
                        }));
                        out.extend(settle.example.clone());
                    }
                    reasons.extend(p.score.iter().map(|e| e.reason.clone()));
                }
            }
            Outcome::NotCovered { reason, .. } => out.push(reason.clone()),
            Outcome::TwoReadings {
                question,
                readings,
                why,
                ..
            } => {
                out.push(question.clone());
                out.push(why.clone());
                for r in readings {
                    out.push(r.reading.clone());
                    out.push(r.ruling.clone());
                }
            }
        }
        // The entries are compared in the seats' order, and so are their reasons.
        let mut reasons: Vec<String> = reasons.iter().map(|t| self.map.text(t)).collect();
        reasons.sort();
        let edition = |t: String| match self.codes {
            true => t,
            // Compared across the editions: a citation in the words names its code.
            false => t
                .replace("pirate-1916", "pirate")
                .replace("pirate-1917", "pirate"),
        };
        out.iter()
            .map(|t| self.map.text(&unquoted(t)))
            .chain(reasons)
            .map(edition)
            .collect()
    }
}

/// A deal's facts besides its rulings that a map of seats and suits must carry over.
#[derive(Clone, Debug, PartialEq, Eq)]
struct DealSig {
    label: String,
    dealer: Seat,
    /// Declarer, dummy (Pirate: the acceptor), the strain, the level (Pirate).
    contract: Option<(Seat, Option<Seat>, Strain, Option<u8>)>,
    /// The declaring side's tricks and the adversaries' (Portland: N-S, E-W as mapped).
    tricks: Option<(u8, u8)>,
    rulings: Vec<Sig>,
}

fn deal_sigs(report: &Report, how: &Reading) -> Vec<DealSig> {
    let m = &how.map;
    match report {
        Report::Pirate(p) => p
            .deals
            .iter()
            .map(|d| DealSig {
                label: d.label.clone(),
                dealer: m.seat(d.dealer),
                contract: d.contract.as_ref().map(|c| {
                    (
                        m.seat(c.declarer),
                        Some(m.seat(c.dummy)),
                        m.strain(c.strain),
                        Some(c.level),
                    )
                }),
                tricks: d.tricks.as_ref().map(|t| (t.declaring_side, t.adversaries)),
                rulings: d.rulings.iter().map(|r| how.sig(r)).collect(),
            })
            .collect(),
        Report::Portland(p) => p
            .deals
            .iter()
            .map(|d| {
                // N-S's tricks go to whichever side N goes to.
                let swap = m.seat(Seat::N).index() % 2 == 1;
                DealSig {
                    label: d.label.clone(),
                    dealer: m.seat(d.dealer),
                    contract: d
                        .declaration
                        .as_ref()
                        .map(|c| (m.seat(c.by), None, m.strain(c.strain), None)),
                    tricks: d
                        .tricks
                        .map(|[ns, ew]| if swap { (ew, ns) } else { (ns, ew) }),
                    rulings: d.rulings.iter().map(|r| how.sig(r)).collect(),
                }
            })
            .collect(),
    }
}

/// Each pad's totals by seat (a Pirate rubber's four columns), or by side (a Portland rubber's
/// two: N-S, E-W), seats mapped.
fn pad_totals(rec: &Record, code: Code, m: &Map) -> Vec<Vec<(Seat, i32)>> {
    let judged = judge(rec, code, &Customs::default());
    match (&judged.portland, &judged.score) {
        (Some(p), _) => p
            .pad
            .rubbers
            .iter()
            .map(|r| {
                use foster::law::portland::side::Side;
                let mut t: Vec<(Seat, i32)> = Side::BOTH
                    .iter()
                    .map(|s| {
                        let seat = m.seat(s.seats()[0]);
                        (Side::of(seat).seats()[0], r.total(*s))
                    })
                    .collect();
                t.sort();
                t
            })
            .collect(),
        (_, Ok(Some(session))) => session
            .rubbers
            .iter()
            .map(|pad| {
                let mut t: Vec<(Seat, i32)> = Seat::ALL
                    .iter()
                    .map(|s| (m.seat(*s), pad.total(*s)))
                    .collect();
                t.sort();
                t
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The first difference between two lists of deals, said for a person.
fn first_difference(expected: &[DealSig], got: &[DealSig]) -> Option<String> {
    if expected.len() != got.len() {
        return Some(format!(
            "{} deals expected, {} ruled",
            expected.len(),
            got.len()
        ));
    }
    for (e, g) in expected.iter().zip(got) {
        if e == g {
            continue;
        }
        let mut facts = e.clone();
        facts.rulings.clear();
        let mut got_facts = g.clone();
        got_facts.rulings.clear();
        if facts != got_facts {
            return Some(format!(
                "deal {}: expected {facts:?}\n  got {got_facts:?}",
                e.label
            ));
        }
        let n = e.rulings.len().max(g.rulings.len());
        for i in 0..n {
            let (a, b) = (e.rulings.get(i), g.rulings.get(i));
            if a != b {
                return Some(format!(
                    "deal {}, ruling {}:\n  expected {a:#?}\n  got {b:#?}",
                    e.label,
                    i + 1
                ));
            }
        }
    }
    None
}

// ------------------------------------------------------------------------------------------
// The properties. Each returns the difference found, if any.
// ------------------------------------------------------------------------------------------

/// Property 1: the seats rotated `k` places.
fn rotation_holds(rec: &Record, code: Code, k: usize) -> Result<(), String> {
    let rec = dealer_written(rec);
    let m = Map::rotation(k);
    let turned = m.record(&rec);
    let words = Reading {
        words: true,
        ..Reading::plain()
    };
    let expected = deal_sigs(&foster::law::rule(&rec, code), &Reading { map: m, ..words });
    let got = deal_sigs(&foster::law::rule(&turned, code), &words);
    if let Some(d) = first_difference(&expected, &got) {
        return Err(format!("rotated {k} places: {d}"));
    }
    let (a, b) = (
        pad_totals(&rec, code, &m),
        pad_totals(&turned, code, &Map::IDENTITY),
    );
    if a != b {
        return Err(format!(
            "rotated {k} places: the pads' totals {a:?} became {b:?}"
        ));
    }
    Ok(())
}

/// Property 2: the suits permuted (the points aside).
fn permutation_holds(rec: &Record, code: Code, suits: [Suit; 4]) -> Result<(), String> {
    let m = Map::suits(suits);
    let permuted = m.record(rec);
    let how = Reading {
        map: m,
        points: false,
        words: true,
        ..Reading::plain()
    };
    let expected = deal_sigs(&foster::law::rule(rec, code), &how);
    let got = deal_sigs(
        &foster::law::rule(&permuted, code),
        &Reading {
            points: false,
            words: true,
            ..Reading::plain()
        },
    );
    match first_difference(&expected, &got) {
        Some(d) => Err(format!("suits {:?} → {suits:?}: {d}", Suit::ALL)),
        None => Ok(()),
    }
}

/// Property 3: the players renamed; the whole document compared, names put back.
fn renaming_holds(rec: &Record, code: Code) -> Result<(), String> {
    let (renamed, back) = renamed(rec);
    let customs = Customs::default();
    let before = rule_record(rec, code, &customs).json;
    let after = names_back(&rule_record(&renamed, code, &customs).json, &back);
    if before == after {
        return Ok(());
    }
    let (b, a) = (
        serde_json::to_string_pretty(&before).unwrap(),
        serde_json::to_string_pretty(&after).unwrap(),
    );
    let line = b
        .lines()
        .zip(a.lines())
        .position(|(x, y)| x != y)
        .unwrap_or(0);
    Err(format!(
        "renamed: the document differs from line {line}:\n  {}\n  {}",
        b.lines().nth(line).unwrap_or(""),
        a.lines().nth(line).unwrap_or("")
    ))
}

/// Property 4: a later deal appended leaves the earlier deals' reports as they were. The last
/// deal written is the exception the laws make: a later deal proves its play over (the cut for
/// the next deal, Pirate law 52, Portland law 88), which establishes a revoke left open at its
/// end; so it is compared with a later deal appended and with another (`later`, `other`): what
/// the later deal holds may not matter, only that there is one.
fn appending_holds(
    rec: &Record,
    code: Code,
    later: &DealRecord,
    other: &DealRecord,
) -> Result<(), String> {
    let with = |d: &DealRecord| {
        let mut longer = rec.clone();
        longer.deals.push(d.clone());
        foster::law::rule(&longer, code)
    };
    let (before, after, after_other) = (foster::law::rule(rec, code), with(later), with(other));
    let written = |r: &Report| match r {
        Report::Pirate(p) => p.deals.len(),
        Report::Portland(p) => p.deals.len(),
    };
    // A report for each deal (a Portland deal that cannot be ruled has none): the deals
    // written before, then the later deal's, if any.
    let n = written(&before);
    if written(&after) < n || written(&after_other) < n {
        return Err(format!("deal {} appended: fewer deals ruled", later.label));
    }
    let difference = |x: &Report, y: &Report, deals: std::ops::Range<usize>| match (x, y) {
        (Report::Pirate(a), Report::Pirate(b)) => {
            first_report_difference(&a.deals[deals.clone()], &b.deals[deals])
        }
        (Report::Portland(a), Report::Portland(b)) => {
            first_report_difference(&a.deals[deals.clone()], &b.deals[deals])
        }
        _ => Some("the report changed its code".into()),
    };
    let last = n.saturating_sub(1);
    if let Some(d) = difference(&before, &after, 0..last) {
        return Err(format!("deal {} appended: {d}", later.label));
    }
    match difference(&after, &after_other, last..n) {
        Some(d) => Err(format!(
            "the last deal written, with one later deal and with another: {d}"
        )),
        None => Ok(()),
    }
}

fn first_report_difference<D: PartialEq + std::fmt::Debug>(a: &[D], b: &[D]) -> Option<String> {
    if a.len() != b.len() {
        return Some(format!("{} deals became {}", a.len(), b.len()));
    }
    a.iter()
        .zip(b)
        .enumerate()
        .find(|(_, (x, y))| x != y)
        .map(|(i, (x, y))| format!("deal #{}:\n  before {x:#?}\n  after {y:#?}", i + 1))
}

/// Whether law `n` has the same words in the 1916 and 1917 codes (a law of 71–80, which the
/// 1917 code takes from 1916, has).
fn same_in_both_editions(n: u16) -> bool {
    static SAME: OnceLock<BTreeMap<u16, bool>> = OnceLock::new();
    *SAME
        .get_or_init(|| {
            (1..=200)
                .filter_map(|n| {
                    let old = lawbook::get(Code::Pirate1916, n).ok()?;
                    let new = lawbook::get(Code::Pirate1917, n).ok()?;
                    Some((
                        n,
                        lawbook::normalised_words(&old.law.text)
                            == lawbook::normalised_words(&new.law.text),
                    ))
                })
                .collect()
        })
        .get(&n)
        .unwrap_or(&false)
}

/// The deals compared under both editions so far (the property must not pass by comparing
/// none).
static EDITIONS_COMPARED: AtomicUsize = AtomicUsize::new(0);

/// Property 5: a Pirate record under both editions, each deal whose every cited law reads
/// alike in both compared; and the pads, when every deal is.
fn editions_hold(rec: &Record) -> Result<(), String> {
    let how = Reading {
        codes: false,
        words: true,
        ..Reading::plain()
    };
    let (old, new) = (
        foster::law::rule(rec, Code::Pirate1916),
        foster::law::rule(rec, Code::Pirate1917),
    );
    let (Some(a), Some(b)) = (old.pirate(), new.pirate()) else {
        return Err("a Pirate code gave no Pirate report".into());
    };
    let unchanged = |d: &foster::law::pirate::report::DealReport| {
        d.rulings
            .iter()
            .flat_map(|r| r.citations())
            .chain(d.laws.iter())
            .chain(d.annulled.iter())
            .all(|c| same_in_both_editions(c.law))
    };
    let mut all = a.deals.len() == b.deals.len();
    for (x, y) in a.deals.iter().zip(&b.deals) {
        if !(unchanged(x) && unchanged(y)) {
            all = false;
            continue;
        }
        let (sx, sy) = (
            deal_sigs(
                &Report::Pirate(foster::law::pirate::report::PirateReport {
                    code: Code::Pirate1916,
                    deals: vec![x.clone()],
                }),
                &how,
            ),
            deal_sigs(
                &Report::Pirate(foster::law::pirate::report::PirateReport {
                    code: Code::Pirate1917,
                    deals: vec![y.clone()],
                }),
                &how,
            ),
        );
        if let Some(d) = first_difference(&sx, &sy) {
            return Err(format!("1916 against 1917: {d}"));
        }
        EDITIONS_COMPARED.fetch_add(1, Ordering::Relaxed);
    }
    if all {
        let (p, q) = (
            pad_totals(rec, Code::Pirate1916, &Map::IDENTITY),
            pad_totals(rec, Code::Pirate1917, &Map::IDENTITY),
        );
        if p != q {
            return Err(format!(
                "1916 against 1917: the pads' totals {p:?} and {q:?}"
            ));
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------
// Shrinking: a record made smaller while the property still fails.
// ------------------------------------------------------------------------------------------

/// One thing that can be taken out of a record.
#[derive(Clone, Copy, Debug)]
enum Cut {
    Deal(usize),
    Play(usize, usize),
    Auction(usize, usize),
    Claims(usize),
    Honors(usize),
    Result(usize),
    Hand(usize, usize),
    Players,
}

/// What could be taken out of `rec`, the largest first, the later events before the earlier.
fn cuts(rec: &Record) -> Vec<Cut> {
    let mut out = Vec::new();
    if rec.deals.len() > 1 && rec.rubbers.is_empty() {
        out.extend((0..rec.deals.len()).rev().map(Cut::Deal));
    }
    for (i, d) in rec.deals.iter().enumerate() {
        out.extend((0..d.play.len()).rev().map(|j| Cut::Play(i, j)));
        out.extend((0..d.auction.len()).rev().map(|j| Cut::Auction(i, j)));
        if !d.claims.is_empty() {
            out.push(Cut::Claims(i));
        }
        if !d.honors.is_empty() {
            out.push(Cut::Honors(i));
        }
        if d.result.is_some() {
            out.push(Cut::Result(i));
        }
        out.extend(
            (0..4)
                .filter(|s| d.hands.hands[*s].is_some())
                .map(|s| Cut::Hand(i, s)),
        );
    }
    if !rec.players.is_empty() && rec.rubbers.is_empty() {
        out.push(Cut::Players);
    }
    out
}

fn cut(rec: &Record, c: Cut) -> Record {
    let mut out = rec.clone();
    match c {
        Cut::Deal(i) => {
            out.deals.remove(i);
        }
        Cut::Play(i, j) => {
            out.deals[i].play.remove(j);
        }
        Cut::Auction(i, j) => {
            out.deals[i].auction.remove(j);
        }
        Cut::Claims(i) => out.deals[i].claims.clear(),
        Cut::Honors(i) => out.deals[i].honors.clear(),
        Cut::Result(i) => out.deals[i].result = None,
        Cut::Hand(i, s) => out.deals[i].hands.hands[s] = None,
        Cut::Players => out.players.clear(),
    }
    out
}

/// A record as a proptest value that shrinks by taking parts out of it ([`cuts`]), one at a
/// time, keeping each cut after which the property still fails.
#[derive(Clone, Debug)]
struct Shrink {
    current: Record,
    before: Option<Record>,
    next: usize,
}

impl Shrink {
    fn new(rec: Record) -> Shrink {
        Shrink {
            current: rec,
            before: None,
            next: 0,
        }
    }
}

impl ValueTree for Shrink {
    type Value = Record;

    fn current(&self) -> Record {
        self.current.clone()
    }

    fn simplify(&mut self) -> bool {
        let Some(c) = cuts(&self.current).get(self.next).copied() else {
            return false;
        };
        let smaller = cut(&self.current, c);
        self.before = Some(std::mem::replace(&mut self.current, smaller));
        true
    }

    fn complicate(&mut self) -> bool {
        match self.before.take() {
            Some(b) => {
                self.current = b;
                self.next += 1;
                true
            }
            None => false,
        }
    }
}

/// Records made by the irregular generator that read, under the code `code` picks (`None`:
/// the code each names), as shrinkable values.
#[derive(Clone, Copy, Debug)]
struct Generated {
    pirate_only: bool,
}

impl Strategy for Generated {
    type Tree = Shrink;
    type Value = Record;

    fn new_tree(&self, runner: &mut TestRunner) -> NewTree<Self> {
        loop {
            let seed = runner.rng().next_u64();
            let Ok(rec) = record::parse(&corpus::irregular::record(seed)) else {
                continue;
            };
            match rec.code {
                Some(c) if c.is_pirate() || !self.pirate_only => return Ok(Shrink::new(rec)),
                _ => continue,
            }
        }
    }
}

fn generated() -> Generated {
    Generated { pirate_only: false }
}

/// A shrunk record, said for a person: its deals' events.
fn describe(rec: &Record) -> String {
    let mut out = format!(
        "code {:?}, nullo {}, players {:?}\n",
        rec.code,
        rec.nullo_allowed,
        rec.players
            .iter()
            .map(|p| (p.seat, p.name.as_str()))
            .collect::<Vec<_>>()
    );
    for d in &rec.deals {
        out.push_str(&format!(
            "deal {} dealer {:?}; hands {}\n",
            d.label,
            d.dealer,
            d.hands.pbn(Seat::N)
        ));
        for (part, events) in [("auction", &d.auction), ("play", &d.play)] {
            for e in events {
                out.push_str(&format!("  {part}: {:?} {:?}\n", e.seat, e.action));
            }
        }
        if let Some(r) = &d.result {
            out.push_str(&format!("  result {:?} {}\n", r.side, r.tricks));
        }
        for h in &d.honors {
            out.push_str(&format!("  honors {h:?}\n"));
        }
    }
    out
}

// ------------------------------------------------------------------------------------------
// Running them.
// ------------------------------------------------------------------------------------------

/// The number of generated records, shared among the properties.
fn cases() -> u32 {
    std::env::var("FOSTER_SYMMETRY_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

/// Each of the five properties runs a fifth of the generated records.
fn config() -> Config {
    Config {
        cases: (cases() / 5).max(1),
        failure_persistence: None,
        rng_algorithm: proptest::test_runner::RngAlgorithm::XorShift,
        ..Config::default()
    }
}

/// The worked cases (but `cases/invalid/`) with their paths, read and parsed once; those that
/// name no code are left out (every case names one).
fn worked_cases() -> &'static [(String, Record, Code)] {
    static CASES: OnceLock<Vec<(String, Record, Code)>> = OnceLock::new();
    CASES.get_or_init(|| {
        let mut out = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from("cases")];
        while let Some(d) = dirs.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    if p.file_name().is_some_and(|n| n != "invalid") {
                        dirs.push(p);
                    }
                } else if p.extension().is_some_and(|x| x == "record") {
                    let text = std::fs::read_to_string(&p).unwrap();
                    let case = foster::case::Case::read("case", &text);
                    let rec = record::parse(&case.text)
                        .unwrap_or_else(|_| panic!("{} reads", p.display()));
                    if let Some(code) = rec.code {
                        out.push((p.display().to_string(), rec, code));
                    }
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        assert!(out.len() > 250, "{} cases", out.len());
        out
    })
}

/// Runs a property over one record, shrinking it if it fails: the failure, with the shrunk
/// record, or nothing.
fn check(rec: &Record, property: impl Fn(&Record) -> Result<(), String>) -> Option<String> {
    let mut runner = TestRunner::new(Config {
        failure_persistence: None,
        ..Config::default()
    });
    match runner.run_one(Shrink::new(rec.clone()), |r| {
        property(&r).map_err(TestCaseError::fail)
    }) {
        Ok(_) => None,
        Err(TestError::Fail(why, shrunk)) => {
            Some(format!("{why}\nshrunk to:\n{}", describe(&shrunk)))
        }
        Err(e) => Some(e.to_string()),
    }
}

/// Runs a property over every worked case; fails with every case that breaks it, each shrunk.
fn over_every_case(name: &str, property: impl Fn(usize, &Record, Code) -> Result<(), String>) {
    let mut failures = Vec::new();
    for (i, (path, rec, code)) in worked_cases().iter().enumerate() {
        if let Some(f) = check(rec, |r| property(i, r, *code)) {
            failures.push(format!("{path}: {f}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{name}: {} of {} cases fail\n\n{}",
        failures.len(),
        worked_cases().len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_case_rotated_rules_alike() {
    over_every_case("rotation", |_, rec, code| {
        (1..4).try_for_each(|k| rotation_holds(rec, code, k))
    });
}

#[test]
fn every_case_with_its_suits_permuted_rules_alike() {
    over_every_case("suit permutation", |i, rec, code| {
        let ps = lawful_permutations(rec, code);
        // Three of the permutations the case allows, a different three for each case.
        (0..3.min(ps.len()))
            .try_for_each(|j| permutation_holds(rec, code, ps[(i * 7 + j * 5) % ps.len()]))
    });
}

#[test]
fn every_case_renamed_rules_alike() {
    over_every_case("renaming", |_, rec, code| renaming_holds(rec, code));
}

#[test]
fn every_case_with_a_later_deal_rules_its_deals_alike() {
    over_every_case("a later deal", |i, rec, code| {
        let seed = i as u64 * 1000;
        appending_holds(
            rec,
            code,
            &later_deal(rec, code, seed),
            &later_deal(rec, code, seed + 500),
        )
    });
}

#[test]
fn every_pirate_case_rules_alike_under_both_editions_where_the_laws_agree() {
    let pirate: Vec<usize> = worked_cases()
        .iter()
        .filter(|(_, _, code)| code.is_pirate())
        .map(|(_, rec, _)| rec.deals.len())
        .collect();
    over_every_case("editions", |_, rec, code| {
        if code.is_pirate() {
            editions_hold(rec)
        } else {
            Ok(())
        }
    });
    // Most Pirate deals cite no revised law (3, 5, 6, 21, 53, 55, 57, 62).
    let compared = EDITIONS_COMPARED.load(Ordering::Relaxed);
    let deals: usize = pirate.iter().sum();
    assert!(
        compared * 2 > deals,
        "{compared} of the Pirate cases' {deals} deals compared under both editions"
    );
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn generated_records_rotated_rule_alike(rec in generated(), k in 1usize..4) {
        if let Some(code) = rec.code {
            rotation_holds(&rec, code, k).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn generated_records_with_their_suits_permuted_rule_alike(rec in generated(), pick in any::<usize>()) {
        if let Some(code) = rec.code {
            let ps = lawful_permutations(&rec, code);
            if !ps.is_empty() {
                permutation_holds(&rec, code, ps[pick % ps.len()]).map_err(TestCaseError::fail)?;
            }
        }
    }

    #[test]
    fn generated_records_renamed_rule_alike(rec in generated()) {
        if let Some(code) = rec.code {
            renaming_holds(&rec, code).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn generated_records_with_a_later_deal_rule_their_deals_alike(rec in generated(), seed in any::<u64>()) {
        if let Some(code) = rec.code {
            let (later, other) = (
                later_deal(&rec, code, seed),
                later_deal(&rec, code, seed.rotate_left(32)),
            );
            appending_holds(&rec, code, &later, &other).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn generated_pirate_records_rule_alike_under_both_editions_where_the_laws_agree(
        rec in Generated { pirate_only: true },
    ) {
        editions_hold(&rec).map_err(TestCaseError::fail)?;
    }
}

// ------------------------------------------------------------------------------------------
// The transformations tested.
// ------------------------------------------------------------------------------------------

const SAMPLE: &str = "code: pirate-1917
players: N Jones, E Smith, S Green, W White

deal 1
dealer: N
hands: N:AKQ.JT9.876.5432 E:JT9.876.5432.AKQ S:876.5432.AKQ.JT9 W:5432.AKQ.JT9.876
auction:
  N 1H, E pass, S accept, W pass, N pass
play:
  1. E SJ, S S8, W S5, N SA
  2. N HJ, E H8, S H2, W HA
  W claims revoke by E in trick 2
  N chooses call-suit hearts
honors: N+S four
";

fn sample() -> Record {
    record::parse(SAMPLE).unwrap()
}

#[test]
fn a_rotation_moves_every_seat() {
    let rec = sample();
    let turned = Map::rotation(1).record(&rec);
    let d = &turned.deals[0];
    assert_eq!(d.dealer, Some(Seat::E));
    assert_eq!(d.hands.hand(Seat::E), rec.deals[0].hands.hand(Seat::N));
    assert_eq!(d.auction[0].seat, Seat::E);
    assert_eq!(
        d.play[8].action,
        Action::ClaimsRevoke {
            against: Seat::S,
            trick: Some(2),
            deal: None
        }
    );
    assert_eq!(d.play[8].seat, Seat::N);
    assert!(matches!(
        d.honors[0],
        Honors::Between {
            seats: (Seat::E, Seat::W),
            count: 4,
            ..
        }
    ));
    assert_eq!(turned.player_name(Seat::E), Some("Jones"));
    assert_eq!(turned.players[0].seat, Seat::N);
    assert_eq!(turned.player_name(Seat::N), Some("White"));
    // Four rotations are none.
    let mut r = rec.clone();
    for _ in 0..4 {
        r = Map::rotation(1).record(&r);
    }
    assert_eq!(r, rec);
}

#[test]
fn a_permutation_moves_every_card_and_trump() {
    let rec = sample();
    // Clubs → diamonds → hearts → spades → clubs.
    let m = Map::suits([Suit::Diamonds, Suit::Hearts, Suit::Spades, Suit::Clubs]);
    let p = m.record(&rec);
    let d = &p.deals[0];
    assert_eq!(
        d.auction[0].action,
        Action::Call {
            call: Call::Bid {
                bid: Bid::new(1, Strain::Trumps(Suit::Spades)).unwrap()
            }
        }
    );
    assert_eq!(
        d.play[0].action,
        Action::Play {
            card: Card::parse("CJ").unwrap(),
            trick: Some(1),
            to_next_trick: false
        }
    );
    let Action::Chooses { option } = &d.play[9].action else {
        panic!("{:?}", d.play[9]);
    };
    assert_eq!(option.suit, Some(Suit::Spades));
    assert_eq!(
        d.hands.hand(Seat::N).unwrap().count(Suit::Clubs),
        rec.deals[0]
            .hands
            .hand(Seat::N)
            .unwrap()
            .count(Suit::Spades)
    );
    assert_eq!(
        m.text("♥K to S, hearts, SK, Spade"),
        "♠K to S, spades, CK, Club"
    );
    assert_eq!(
        Map::rotation(2).text("N and West; E-W, SK, 1S, S."),
        "S and East; E-W, SK, 1S, N."
    );
    assert_eq!(
        Map::rotation(1).text("E's card; W, N and E each score 50"),
        "S's card; N, E and S each score 50"
    );
}

#[test]
fn a_pirate_permutation_keeps_the_order_of_the_suits_bid() {
    let rec =
        record::parse("code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1C, E 1S\n").unwrap();
    let ps = lawful_permutations(&rec, Code::Pirate1916);
    // Clubs below spades: 4·3/2 places for the two, times 2 for the others, less the identity.
    assert_eq!(ps.len(), 11);
    assert!(ps.iter().all(|p| p[0].index() < p[3].index()));
    assert_eq!(lawful_permutations(&rec, Code::Portland1895).len(), 23);
}

#[test]
fn the_record_language_quoted_is_left_out() {
    assert_eq!(
        unquoted("write `N has 14 cards` or `of deal N`; E revoked; \"I accept two clubs\""),
        "write `…` or `…`; E revoked; \"…\""
    );
}

#[test]
fn renaming_is_one_to_one_and_put_back() {
    let (r, back) = renamed(&sample());
    assert_eq!(r.player_name(Seat::N), Some("Zq01"));
    assert_eq!(r.player_name(Seat::E), Some("Zq02"));
    let v = serde_json::json!({"Zq01": ["Zq03 pays Zq00"]});
    assert_eq!(
        names_back(&v, &back),
        serde_json::json!({"Jones": ["White pays Green"]})
    );
}

#[test]
fn a_later_deal_claims_nothing_of_an_earlier_one() {
    let rec = sample();
    for seed in 0..50 {
        let d = later_deal(&rec, Code::Pirate1917, seed * 31);
        assert_eq!(d.label, "2");
        assert!(
            d.auction
                .iter()
                .all(|e| !matches!(e.action, Action::ClaimsRevoke { .. }))
        );
        assert!(
            d.play
                .iter()
                .all(|e| !matches!(e.action, Action::ClaimsRevoke { deal: Some(_), .. }))
        );
    }
}

#[test]
fn the_editions_agree_on_most_laws_and_not_on_the_revised_ones() {
    assert!(same_in_both_editions(29));
    assert!(
        same_in_both_editions(75),
        "71–80: the 1917 code takes the 1916 text"
    );
    for revised in [21, 53, 55, 62] {
        assert!(!same_in_both_editions(revised), "law {revised}");
    }
}

#[test]
fn the_shrinker_takes_out_what_the_failure_does_not_need() {
    // A property that fails while the record holds a play of the heart ace.
    let holds = |r: &Record| {
        let ace = Card::parse("HA").unwrap();
        match r.deals.iter().any(|d| {
            d.play
                .iter()
                .any(|e| matches!(e.action, Action::Play { card, .. } if card == ace))
        }) {
            true => Err("the heart ace is played".to_string()),
            false => Ok(()),
        }
    };
    let mut runner = TestRunner::new(Config {
        failure_persistence: None,
        ..Config::default()
    });
    let Err(TestError::Fail(_, shrunk)) = runner.run_one(Shrink::new(sample()), |r| {
        holds(&r).map_err(TestCaseError::fail)
    }) else {
        panic!("the property fails on the sample");
    };
    let d = &shrunk.deals[0];
    assert_eq!(d.play.len(), 1);
    assert!(d.auction.is_empty() && d.honors.is_empty() && shrunk.players.is_empty());
    assert!(d.hands.hands.iter().all(Option::is_none));
}
