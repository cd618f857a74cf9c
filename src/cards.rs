//! The card model: seats, suits, ranks, cards, hands, deals, strains and bids.
//!
//! Nothing here knows any law; where a fact comes from a law (the rank of bids, Pirate law 20)
//! the doc comment says which. Hands are 52-bit sets so that the engine and the double-dummy
//! solver can share them cheaply.

use std::fmt;

use serde::{Serialize, Serializer};

/// A seat at the table. Play and bidding pass "to the left": N → E → S → W → N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    N,
    E,
    S,
    W,
}

impl Seat {
    /// The four seats in the order of play from North.
    pub const ALL: [Seat; 4] = [Seat::N, Seat::E, Seat::S, Seat::W];

    /// 0 for N, 1 for E, 2 for S, 3 for W.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Seat {
        Seat::ALL[i % 4]
    }

    /// The player on this seat's left: the next to call or play.
    pub fn left(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The player on this seat's right: the previous to call or play.
    pub fn right(self) -> Seat {
        Seat::from_index(self.index() + 3)
    }

    /// The player sitting opposite.
    pub fn opposite(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }

    /// The seat `n` places to the left.
    pub fn nth_left(self, n: usize) -> Seat {
        Seat::from_index(self.index() + n)
    }

    /// How many places to the left `other` sits (0 if it is this seat).
    pub(crate) fn distance_to(self, other: Seat) -> usize {
        (other.index() + 4 - self.index()) % 4
    }

    pub fn letter(self) -> char {
        match self {
            Seat::N => 'N',
            Seat::E => 'E',
            Seat::S => 'S',
            Seat::W => 'W',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' => Some(Seat::N),
            'E' => Some(Seat::E),
            'S' => Some(Seat::S),
            'W' => Some(Seat::W),
            _ => None,
        }
    }

    /// The compass name, for prose: "North".
    pub fn name(self) -> &'static str {
        match self {
            Seat::N => "North",
            Seat::E => "East",
            Seat::S => "South",
            Seat::W => "West",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.letter().encode_utf8(&mut [0; 4]))
    }
}

impl schemars::JsonSchema for Seat {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Seat".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A seat at the table, by its compass letter: North, East, South, West.",
            "type": "string",
            "enum": ["N", "E", "S", "W"],
        })
    }
}

/// Two seats playing together. In Pirate Bridge the declarer's partner (his acceptor, who
/// becomes dummy) may sit opposite him or beside him; under the Portland laws partners always
/// sit opposite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Partnership {
    pub first: Seat,
    pub second: Seat,
}

impl Partnership {
    /// A partnership of two different seats; `None` if they are the same seat.
    pub fn new(first: Seat, second: Seat) -> Option<Partnership> {
        (first != second).then_some(Partnership { first, second })
    }

    pub fn contains(self, seat: Seat) -> bool {
        self.first == seat || self.second == seat
    }

    /// The partner of `seat` in this partnership, if `seat` belongs to it.
    pub(crate) fn partner_of(self, seat: Seat) -> Option<Seat> {
        if seat == self.first {
            Some(self.second)
        } else if seat == self.second {
            Some(self.first)
        } else {
            None
        }
    }

    /// The other two seats, the adversaries of this partnership, in order from the first seat's left.
    pub fn adversaries(self) -> Partnership {
        // The seats round from the first's left, the partner's skipped.
        let mut others = (1..4)
            .map(|n| self.first.nth_left(n))
            .filter(|s| !self.contains(*s));
        match (others.next(), others.next()) {
            (Some(first), Some(second)) => Partnership { first, second },
            _ => unreachable!("a partnership leaves two seats"),
        }
    }

    /// True when the partners sit side by side (only possible in Pirate Bridge).
    pub fn adjacent(self) -> bool {
        self.first.opposite() != self.second
    }
}

/// Written as a side is in every JSON document: the two seats' letters joined, `"N-S"`, `"S-W"`.
impl Serialize for Partnership {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{}-{}", self.first, self.second))
    }
}

impl schemars::JsonSchema for Partnership {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Partnership".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "Two seats playing together, their letters joined: `N-S`, `E-W`, or in Pirate Bridge partners side by side such as `S-W`.",
            "type": "string",
            "pattern": "^[NESW]-[NESW]$",
        })
    }
}

/// Writes two seats as a side is written in every JSON document: `"E-W"`.
pub fn two_seats<S: Serializer>(pair: &(Seat, Seat), s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&format_args!("{}-{}", pair.0, pair.1))
}

/// [`two_seats`] for a side that may not be named (`null`).
pub(crate) fn two_seats_if_named<S: Serializer>(
    pair: &Option<(Seat, Seat)>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match pair {
        Some(p) => two_seats(p, s),
        None => s.serialize_none(),
    }
}

/// Values by seat, as every JSON document writes them: an object keyed by the seats' letters.
// Only its schema is used: `by_seat` writes the values.
#[derive(Debug, schemars::JsonSchema)]
#[schemars(rename = "BySeat_of_{T}")]
#[allow(dead_code)]
pub(crate) struct BySeat<T> {
    #[serde(rename = "N")]
    n: T,
    #[serde(rename = "E")]
    e: T,
    #[serde(rename = "S")]
    s: T,
    #[serde(rename = "W")]
    w: T,
}

/// Writes four values in seat order (N, E, S, W) as an object keyed by the seats' letters,
/// so that no program has to know the order: `{"N": …, "E": …, "S": …, "W": …}`.
pub(crate) fn by_seat<S: Serializer, T: Serialize>(
    values: &[T; 4],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(
        Seat::ALL
            .iter()
            .map(|seat| (seat.letter().to_string(), &values[seat.index()])),
    )
}

/// A suit, ranked clubs < diamonds < hearts < spades as in the bidding (Pirate law 20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// The order in which hands are written: spades, hearts, diamonds, clubs.
    pub const WRITTEN: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// Reads a suit letter (any case) or symbol, filled or hollow.
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The plural name, as the laws write it: "hearts".
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    pub fn singular(self) -> &'static str {
        match self {
            Suit::Clubs => "club",
            Suit::Diamonds => "diamond",
            Suit::Hearts => "heart",
            Suit::Spades => "spade",
        }
    }

    pub(crate) fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.letter().encode_utf8(&mut [0; 4]))
    }
}

impl schemars::JsonSchema for Suit {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Suit".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A suit by its letter: clubs, diamonds, hearts, spades.",
            "type": "string",
            "enum": ["C", "D", "H", "S"],
        })
    }
}

/// A rank, 2 (deuce) to 14 (ace). Ace ranks highest in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    pub(crate) const TWO: Rank = Rank(2);
    pub(crate) const TEN: Rank = Rank(10);
    pub(crate) const JACK: Rank = Rank(11);
    pub(crate) const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);
    pub(crate) const ACE: Rank = Rank(14);

    /// A rank from its number, 2 to 14.
    pub fn new(value: u8) -> Option<Rank> {
        (2..=14).contains(&value).then_some(Rank(value))
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// The honours: ace, king, queen, knave and ten.
    pub(crate) fn is_honour(self) -> bool {
        self.0 >= 10
    }

    /// Reads `A K Q J T 9 … 2`, or `10`.
    pub fn parse(text: &str) -> Option<Rank> {
        match text {
            "A" | "a" => Some(Rank::ACE),
            "K" | "k" => Some(Rank::KING),
            "Q" | "q" => Some(Rank::QUEEN),
            "J" | "j" => Some(Rank::JACK),
            "T" | "t" | "10" => Some(Rank::TEN),
            _ => {
                let n: u8 = text.parse().ok()?;
                (2..=9).contains(&n).then_some(Rank(n))
            }
        }
    }

    /// One character: `A K Q J T 9 … 2`.
    pub fn letter(self) -> char {
        b"??23456789TJQKA"[self.0 as usize] as char
    }

    /// How a player writes it: `10` for the ten.
    pub fn written(self) -> &'static str {
        [
            "?", "?", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self.0 as usize]
    }

    /// Ranks from the ace down.
    pub fn descending() -> impl Iterator<Item = Rank> {
        (2..=14).rev().map(Rank)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.written())
    }
}

/// A card of the pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// 0..52: clubs 2..A, diamonds, hearts, spades.
    pub fn index(self) -> u8 {
        self.suit.index() as u8 * 13 + (self.rank.value() - 2)
    }

    pub fn from_index(i: u8) -> Card {
        Card {
            suit: Suit::ALL[(i / 13) as usize % 4],
            rank: Rank(i % 13 + 2),
        }
    }

    /// Reads `SK`, `KS`, `♠K`, `K♠`, `10H`, `TH`, `H10` (case-insensitive letters).
    pub fn parse(text: &str) -> Option<Card> {
        let mut chars = text.chars();
        let first = chars.next()?;
        let last = text.chars().next_back()?;
        if let Some(suit) = Suit::from_char(first) {
            let rest = &text[first.len_utf8()..];
            if let Some(rank) = Rank::parse(rest) {
                return Some(Card::new(suit, rank));
            }
        }
        if let Some(suit) = Suit::from_char(last) {
            let rest = &text[..text.len() - last.len_utf8()];
            if let Some(rank) = Rank::parse(rest) {
                return Some(Card::new(suit, rank));
            }
        }
        None
    }

    /// The compact letter form, `SK`, `HT`.
    pub fn code(self) -> String {
        format!("{}{}", self.suit.letter(), self.rank.letter())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.symbol(), self.rank.written())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl schemars::JsonSchema for Card {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Card".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A card: its suit's letter, then its rank (T for the ten), e.g. `SK`, `HT`, `C2`.",
            "type": "string",
            "pattern": "^[CDHS][AKQJT98765432]$",
        })
    }
}

/// A set of cards: a hand, or the cards of a suit, or the whole pack.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand(u64);

impl Hand {
    pub const EMPTY: Hand = Hand(0);
    pub(crate) const FULL_PACK: Hand = Hand((1 << 52) - 1);

    pub(crate) fn from_bits(bits: u64) -> Hand {
        Hand(bits & Hand::FULL_PACK.0)
    }

    pub fn bits(self) -> u64 {
        self.0
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds a card; returns false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1 << card.index();
        !had
    }

    /// Removes a card; returns false if it was not there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: Hand) -> Hand {
        Hand(self.0 | other.0)
    }

    pub(crate) fn intersection(self, other: Hand) -> Hand {
        Hand(self.0 & other.0)
    }

    pub fn without(self, other: Hand) -> Hand {
        Hand(self.0 & !other.0)
    }

    /// The cards of one suit.
    pub fn suit(self, suit: Suit) -> Hand {
        Hand(self.0 & (0x1fff << (suit.index() * 13)))
    }

    /// The ranks held in a suit as a 13-bit mask (bit 0 = deuce).
    pub(crate) fn suit_mask(self, suit: Suit) -> u16 {
        ((self.0 >> (suit.index() * 13)) & 0x1fff) as u16
    }

    pub fn has_suit(self, suit: Suit) -> bool {
        self.suit_mask(suit) != 0
    }

    pub fn count(self, suit: Suit) -> usize {
        self.suit_mask(suit).count_ones() as usize
    }

    /// The cards, clubs first, low to high.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Card::from_index(i))
        })
    }

    /// The cards of a suit, high to low.
    pub(crate) fn cards_in(self, suit: Suit) -> impl Iterator<Item = Card> {
        let mut v: Vec<Card> = self.suit(suit).cards().collect();
        v.reverse();
        v.into_iter()
    }

    /// PBN form: spades, hearts, diamonds, clubs separated by dots, ranks high to low: `AKQ43.K65.A2.J94`.
    pub fn pbn(self) -> String {
        Suit::WRITTEN
            .iter()
            .map(|&s| {
                self.cards_in(s)
                    .map(|c| c.rank.letter())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join(".")
    }

    /// With suit symbols, as a diagram line: `♠ A K Q 4 3  ♥ K 6 5  ♦ A 2  ♣ J 9 4` (void suits shown as `—`).
    pub fn diagram(self) -> String {
        Suit::WRITTEN
            .iter()
            .map(|&s| {
                let ranks: Vec<&str> = self.cards_in(s).map(|c| c.rank.written()).collect();
                if ranks.is_empty() {
                    format!("{} —", s.symbol())
                } else {
                    format!("{} {}", s.symbol(), ranks.join(" "))
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut h = Hand::EMPTY;
        for c in iter {
            h.insert(c);
        }
        h
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({})", self.pbn())
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.diagram())
    }
}

impl Serialize for Hand {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.pbn())
    }
}

impl schemars::JsonSchema for Hand {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Hand".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A hand as PBN writes it: spades, hearts, diamonds, clubs, separated by dots, each suit's ranks from the ace down (T for the ten), e.g. `AKQ43.K65.A2.J94`.",
            "type": "string",
            "pattern": "^[AKQJT98765432]*\\.[AKQJT98765432]*\\.[AKQJT98765432]*\\.[AKQJT98765432]*$",
        })
    }
}

/// The four hands of a deal, any of which may be unknown (a record need not give them all).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, schemars::JsonSchema)]
pub struct Deal {
    /// Each seat's hand, `null` where the record does not give it.
    #[serde(serialize_with = "by_seat")]
    #[schemars(with = "BySeat<Option<Hand>>")]
    pub hands: [Option<Hand>; 4],
}

/// What is wrong with a set of hands, as facts of the cards alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DealFault {
    /// A card appears in two hands (or twice in one).
    DuplicateCard { card: Card, seats: Vec<Seat> },
    /// A hand holds more than thirteen cards, or, when all four are given, not as many as
    /// the others: `expected` is thirteen, or in an ending the length of the other hands.
    WrongSize {
        seat: Seat,
        count: usize,
        expected: usize,
    },
}

impl Deal {
    pub fn hand(&self, seat: Seat) -> Option<Hand> {
        self.hands[seat.index()]
    }

    pub fn is_complete(&self) -> bool {
        self.hands.iter().all(|h| h.is_some())
    }

    /// Checks that no card is held twice and that hands are of the right size: at most
    /// thirteen, and when all four are given, as many cards each (thirteen, or fewer in an
    /// ending: a position late in the play, as the books set their problems).
    pub fn faults(&self) -> Vec<DealFault> {
        let mut faults = Vec::new();
        let mut seen = Hand::EMPTY;
        for seat in Seat::ALL {
            let Some(h) = self.hand(seat) else { continue };
            for card in h.intersection(seen).cards() {
                let seats = Seat::ALL
                    .into_iter()
                    .filter(|s| self.hand(*s).is_some_and(|o| o.contains(card)))
                    .collect();
                faults.push(DealFault::DuplicateCard { card, seats });
            }
            seen = seen.union(h);
        }
        // The length the four hands should share: the most common one (the longest of a tie),
        // so the odd hand out is the one reported.
        let lengths: Vec<usize> = self.hands.iter().flatten().map(|h| h.len()).collect();
        let shared = if self.is_complete() {
            lengths
                .iter()
                .copied()
                .filter(|&n| n <= 13)
                .max_by_key(|&n| (lengths.iter().filter(|&&m| m == n).count(), n))
        } else {
            None
        };
        for seat in Seat::ALL {
            let Some(h) = self.hand(seat) else { continue };
            let expected = shared.unwrap_or(13);
            if h.len() > 13 || shared.is_some_and(|n| h.len() != n) {
                faults.push(DealFault::WrongSize {
                    seat,
                    count: h.len(),
                    expected,
                });
            }
        }
        faults
    }

    /// An ending: all four hands given, of the same length below thirteen.
    pub fn is_ending(&self) -> bool {
        self.is_complete()
            && self.faults().is_empty()
            && self.hands.iter().flatten().any(|h| h.len() < 13)
    }

    /// The PBN deal string from `first`: `N:AKQ43.K65.A2.J94 T9.… …` (unknown hands as `-`).
    pub fn pbn(&self, first: Seat) -> String {
        let hands: Vec<String> = (0..4)
            .map(|i| {
                self.hand(first.nth_left(i))
                    .map_or_else(|| "-".to_string(), |h| h.pbn())
            })
            .collect();
        format!("{}:{}", first, hands.join(" "))
    }
}

/// What a declaration plays in: a trump suit, no trumps, or the nullo (a contract to lose tricks,
/// allowed by the 1917 book only when all four players agree).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strain {
    Trumps(Suit),
    NoTrumps,
    Nullo,
}

impl Strain {
    pub const TRUMP_AND_NO_TRUMP: [Strain; 5] = [
        Strain::Trumps(Suit::Clubs),
        Strain::Trumps(Suit::Diamonds),
        Strain::Trumps(Suit::Hearts),
        Strain::Trumps(Suit::Spades),
        Strain::NoTrumps,
    ];

    /// The rank of the strain in the bidding (Pirate law 20): clubs lowest, then diamonds,
    /// hearts, spades, no trumps; the 1917 book puts the nullo between spades and no trumps.
    pub(crate) fn bidding_rank(self) -> u8 {
        match self {
            Strain::Trumps(s) => s.index() as u8,
            Strain::Nullo => 4,
            Strain::NoTrumps => 5,
        }
    }

    pub fn trump(self) -> Option<Suit> {
        match self {
            Strain::Trumps(s) => Some(s),
            _ => None,
        }
    }

    /// The short form used in records and JSON: `C D H S NT NL`.
    pub fn code(self) -> &'static str {
        match self {
            Strain::Trumps(Suit::Clubs) => "C",
            Strain::Trumps(Suit::Diamonds) => "D",
            Strain::Trumps(Suit::Hearts) => "H",
            Strain::Trumps(Suit::Spades) => "S",
            Strain::NoTrumps => "NT",
            Strain::Nullo => "NL",
        }
    }

    /// Reads `C D H S NT N NL`, suit symbols, and the words (`hearts`, `no trumps`, `nullo`).
    pub fn parse(text: &str) -> Option<Strain> {
        let t = text.trim().to_ascii_lowercase().replace(['-', '_'], " ");
        let t = t.split_whitespace().collect::<Vec<_>>().join(" ");
        match t.as_str() {
            "nt" | "n" | "no trump" | "no trumps" | "notrump" | "notrumps" | "no trumper" => {
                Some(Strain::NoTrumps)
            }
            "nl" | "nullo" | "nullos" => Some(Strain::Nullo),
            "club" | "clubs" => Some(Strain::Trumps(Suit::Clubs)),
            "diamond" | "diamonds" => Some(Strain::Trumps(Suit::Diamonds)),
            "heart" | "hearts" => Some(Strain::Trumps(Suit::Hearts)),
            "spade" | "spades" => Some(Strain::Trumps(Suit::Spades)),
            _ => {
                let mut cs = text.trim().chars();
                let c = cs.next()?;
                if cs.next().is_some() {
                    return None;
                }
                Suit::from_char(c).map(Strain::Trumps)
            }
        }
    }

    /// Prose: "spades", "no trumps", "nullo".
    pub fn name(self) -> &'static str {
        match self {
            Strain::Trumps(s) => s.name(),
            Strain::NoTrumps => "no trumps",
            Strain::Nullo => "nullo",
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strain::Trumps(s) => write!(f, "{}", s.symbol()),
            Strain::NoTrumps => f.write_str("NT"),
            Strain::Nullo => f.write_str("NL"),
        }
    }
}

impl Serialize for Strain {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl schemars::JsonSchema for Strain {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Strain".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "What a declaration plays in: a trump suit by its letter, `NT` no trumps, `NL` the nullo.",
            "type": "string",
            "enum": ["C", "D", "H", "S", "NT", "NL"],
        })
    }
}

/// A bid: a number of odd tricks (1 to 7) in a strain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
pub struct Bid {
    pub level: u8,
    pub strain: Strain,
}

impl Bid {
    pub fn new(level: u8, strain: Strain) -> Option<Bid> {
        (1..=7).contains(&level).then_some(Bid { level, strain })
    }

    /// The rank of the bid (Pirate law 20): a bid of more tricks outranks one of fewer, and
    /// at the same number the higher strain outranks the lower.
    pub fn rank(self) -> u16 {
        self.level as u16 * 8 + self.strain.bidding_rank() as u16
    }

    /// True if this bid outranks `other` (law 20).
    pub fn outranks(self, other: Bid) -> bool {
        self.rank() > other.rank()
    }

    /// `1S`, `3NT`, `2NL`.
    pub fn code(self) -> String {
        format!("{}{}", self.level, self.strain.code())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_passes_to_the_left() {
        assert_eq!(Seat::N.left(), Seat::E);
        assert_eq!(Seat::W.left(), Seat::N);
        assert_eq!(Seat::N.right(), Seat::W);
        assert_eq!(Seat::E.opposite(), Seat::W);
        assert_eq!(Seat::S.distance_to(Seat::E), 3);
    }

    #[test]
    fn partnerships_may_be_adjacent() {
        let p = Partnership::new(Seat::N, Seat::W).unwrap();
        assert!(p.adjacent());
        assert_eq!(
            p.adversaries(),
            Partnership {
                first: Seat::E,
                second: Seat::S
            }
        );
        assert!(!Partnership::new(Seat::N, Seat::S).unwrap().adjacent());
        assert!(Partnership::new(Seat::N, Seat::N).is_none());
    }

    #[test]
    fn cards_read_every_way_players_write_them() {
        let sk = Card::new(Suit::Spades, Rank::KING);
        for t in ["SK", "KS", "♠K", "K♠", "sk"] {
            assert_eq!(Card::parse(t), Some(sk), "{t}");
        }
        let ht = Card::new(Suit::Hearts, Rank::TEN);
        for t in ["10H", "TH", "H10", "♥10", "10♥"] {
            assert_eq!(Card::parse(t), Some(ht), "{t}");
        }
        assert_eq!(Card::parse("1H"), None);
        assert_eq!(Card::parse("SX"), None);
    }

    #[test]
    fn law_20_ranks_bids() {
        let b = |l, s| Bid::new(l, s).unwrap();
        let sp = Strain::Trumps(Suit::Spades);
        assert!(b(2, Strain::Trumps(Suit::Clubs)).outranks(b(1, Strain::NoTrumps)));
        assert!(b(1, Strain::NoTrumps).outranks(b(1, sp)));
        assert!(b(1, Strain::Nullo).outranks(b(1, sp)));
        assert!(b(1, Strain::NoTrumps).outranks(b(1, Strain::Nullo)));
    }

    #[test]
    fn deal_faults() {
        let h = |s: &str| {
            s.split_whitespace()
                .map(|c| Card::parse(c).unwrap())
                .collect::<Hand>()
        };
        let mut d = Deal::default();
        d.hands[0] = Some(h("SA SK"));
        d.hands[1] = Some(h("SA HK"));
        assert_eq!(
            d.faults(),
            vec![DealFault::DuplicateCard {
                card: Card::parse("SA").unwrap(),
                seats: vec![Seat::N, Seat::E]
            }]
        );
    }

    #[test]
    fn hands_print_as_pbn_and_diagram() {
        let h: Hand = [
            "SA", "SK", "SQ", "S4", "S3", "HK", "H6", "H5", "DA", "D2", "CJ", "C9", "C4",
        ]
        .iter()
        .map(|c| Card::parse(c).unwrap())
        .collect();
        assert_eq!(h.pbn(), "AKQ43.K65.A2.J94");
        assert_eq!(h.diagram(), "♠ A K Q 4 3  ♥ K 6 5  ♦ A 2  ♣ J 9 4");
    }
}
