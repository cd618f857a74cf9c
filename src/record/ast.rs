//! The typed game record: what was written down, as facts, with a source span on every node.
//!
//! This layer knows nothing of the laws. A call out of turn, a bid by a barred player or a
//! revoke are all perfectly good records; the engine (`crate::law`) rules on them.

use serde::Serialize;

use crate::cards::{Bid, Card, Deal, Seat, Strain, Suit};

/// Where a node was written: byte offsets and the 1-based line and column of its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, schemars::JsonSchema)]
pub struct Span {
    pub start: usize,
    pub end: usize,
    pub line: u32,
    pub col: u32,
}

/// The code of laws a record is played under, and its edition.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
)]
pub enum Code {
    /// R. F. Foster, *The Laws of Pirate Bridge*, copyright 1916 (the Vanity Fair booklet).
    #[serde(rename = "pirate-1916")]
    Pirate1916,
    /// The laws as revised in *Foster's Pirate Bridge*, 1917.
    #[serde(rename = "pirate-1917")]
    Pirate1917,
    /// *The Laws of Bridge* adopted by the Portland Club, 1895.
    #[serde(rename = "portland-1895")]
    Portland1895,
}

impl Code {
    pub const ALL: [Code; 3] = [Code::Pirate1916, Code::Pirate1917, Code::Portland1895];

    /// The identifier used in records and citations: `pirate-1916`.
    pub fn id(self) -> &'static str {
        match self {
            Code::Pirate1916 => "pirate-1916",
            Code::Pirate1917 => "pirate-1917",
            Code::Portland1895 => "portland-1895",
        }
    }

    pub fn parse(text: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.id() == text)
    }

    pub fn is_pirate(self) -> bool {
        matches!(self, Code::Pirate1916 | Code::Pirate1917)
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// A whole record: the header, then one or more deals.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Record {
    /// `code: pirate-1916`. A record without one can still be checked, but not ruled on
    /// until a code is chosen (the CLI's `--code`).
    pub code: Option<Code>,
    pub code_span: Option<Span>,
    /// `players: N Jones, E Smith, S Green, W White`.
    pub players: Vec<Player>,
    /// `nullo: allowed` — the four players agreed to allow the nullo (1917 book).
    pub nullo_allowed: bool,
    pub deals: Vec<DealRecord>,
    /// The `rubber N` lines of an evening of several rubbers, in order. Empty when the record
    /// holds one rubber (or part of one). Deals before the first `rubber` line belong to the
    /// first rubber, played by the header's players.
    pub rubbers: Vec<RubberStart>,
}

/// A `rubber N` line: a new rubber begins, after a new cut for partners and deal (Pirate
/// laws 1–5), with the same players or those of its own `players:` line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct RubberStart {
    /// The number written after `rubber`.
    pub number: u32,
    pub span: Span,
    /// The index in [`Record::deals`] of the rubber's first deal (the number of deals before it).
    pub first_deal: usize,
    /// The four players of this rubber by seat: its own `players:` line, else those of the
    /// rubber before (the header's for the first).
    pub players: Vec<Player>,
    /// Whether the rubber has its own `players:` line.
    pub players_written: bool,
}

/// The deals of one rubber as written, and who played them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenRubber<'r> {
    /// The number written (`rubber 2`), or 1 for deals before any `rubber` line.
    pub number: u32,
    /// The players of the rubber by seat, as far as named.
    pub players: &'r [Player],
    /// The range of [`Record::deals`] played in it.
    pub deals: std::ops::Range<usize>,
}

/// A player named once in the header; the name may then stand for the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Player {
    pub seat: Seat,
    pub name: String,
    pub span: Span,
}

impl Record {
    /// The name of the player on a seat, if the header gives one.
    pub fn player_name(&self, seat: Seat) -> Option<&str> {
        self.players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.name.as_str())
    }

    /// The rubbers as written: the deals before the first `rubber` line (if any, or if there is
    /// no `rubber` line at all), then one for each `rubber` line. A rubber won and played on
    /// without a `rubber` line is split by the scorer (law 71), not here.
    pub fn written_rubbers(&self) -> Vec<WrittenRubber<'_>> {
        self.written_rubbers_of(self.deals.len())
    }

    /// [`Record::written_rubbers`] of a record of `deals` deals held elsewhere (a record read
    /// a deal at a time keeps its heading and rubbers, not its deals).
    pub(crate) fn written_rubbers_of(&self, deals: usize) -> Vec<WrittenRubber<'_>> {
        let mut out = Vec::new();
        let first_start = self.rubbers.first().map_or(deals, |r| r.first_deal);
        if first_start > 0 || self.rubbers.is_empty() {
            out.push(WrittenRubber {
                number: 1,
                players: &self.players,
                deals: 0..first_start.min(deals),
            });
        }
        for (i, r) in self.rubbers.iter().enumerate() {
            let end = self.rubbers.get(i + 1).map_or(deals, |n| n.first_deal);
            let start = r.first_deal.min(end);
            out.push(WrittenRubber {
                number: r.number,
                players: &r.players,
                deals: start..end.min(deals),
            });
        }
        out
    }
}

/// The name of the player on `seat` among `players`, if named.
pub fn name_on(players: &[Player], seat: Seat) -> Option<&str> {
    players
        .iter()
        .find(|p| p.seat == seat)
        .map(|p| p.name.as_str())
}

/// One `deal N` block.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct DealRecord {
    /// The number written after `deal` (or a letter, as the 1917 book labels deals A–G).
    pub label: String,
    pub span: Span,
    /// `dealer: N`. When absent it follows from the previous deal (the deal passes to the left).
    pub dealer: Option<Seat>,
    pub dealer_span: Option<Span>,
    /// The hands, as far as the record gives them.
    pub hands: Deal,
    pub hands_span: Option<Span>,
    /// The auction, calls and irregularities in the order they happened.
    pub auction: Vec<Event>,
    /// The play, plays and irregularities in the order they happened.
    pub play: Vec<Event>,
    /// `result: 10 tricks` — the outcome when the play was not written down.
    pub result: Option<DealResult>,
    /// `honors: …` lines.
    pub honors: Vec<Honors>,
    /// `claim: …` lines, statements about what the deal can make, for `verify`.
    pub claims: Vec<Claim>,
    /// What a deal read from another program's file (PBN, LIN) carried that the record
    /// language has no line for: kept as written, never ruled on (`crate::formats`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imported: Option<Box<Imported>>,
}

impl DealRecord {
    /// A deal with its label and span and nothing yet read of it: the start of every reader's
    /// lowering of a `deal N` block.
    pub(crate) fn empty(label: String, span: Span) -> DealRecord {
        DealRecord {
            label,
            span,
            dealer: None,
            dealer_span: None,
            hands: Deal::default(),
            hands_span: None,
            auction: Vec::new(),
            // Room for the 52 cards of a deal played out, without growing the list as it fills.
            play: Vec::with_capacity(52),
            result: None,
            honors: Vec::new(),
            claims: Vec::new(),
            imported: None,
        }
    }
}

/// The facts of a deal read from another program's file that no code here governs, kept as
/// written: a contract-bridge auction (no call of it is a Pirate or Portland call), the
/// contract and result that program wrote, the tags foster does not read, the commentary.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Imported {
    /// `PBN` or `LIN`.
    pub format: String,
    /// The calls of a contract-bridge auction as written (`1D`, `Pass`, `X`), from its first
    /// caller; empty when the file wrote none (or wrote foster's own auction).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub auction: Vec<String>,
    /// Who made the first of those calls.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auction_from: Option<Seat>,
    /// The contract as the file wrote it (`4SX`), with its declarer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The tricks the file says declarer took.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// Tags foster does not read, in order, as `(name, value)`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// Commentary and notes, as written.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub commentary: Vec<String>,
    /// What could not be carried into the record (a card written `-`, a play after `*`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dropped: Vec<String>,
    /// How another program's PBN file wrote the tags foster reads, as `(name, value)` (a
    /// section's rows on the lines after the value): the players left unknown as `""`, the
    /// deal from the seat it was written from, the auction and the play sections as laid out.
    /// What the record holds says the same; this is kept only so that the PBN writer writes
    /// the file's own words back where foster has nothing to add. Not part of the JSON.
    #[serde(skip)]
    pub written: Vec<(String, String)>,
    /// The file's escape lines (`%`, PBN §2.4) before the game or within it, but the
    /// directives the PBN writer writes its own of (`% PBN`, `% EXPORT`, `%Content-type`,
    /// `%Creator`): written back before the game. Not part of the JSON.
    #[serde(skip)]
    pub escapes: Vec<String>,
    /// How many of the commentary's first pieces the file wrote before the game's first tag
    /// (written back there). Not part of the JSON.
    #[serde(skip)]
    pub commentary_before: usize,
    /// The tags the file wrote `#` ("as the game before", PBN §3.4), their values taken from
    /// the game before: written back `#`. Not part of the JSON.
    #[serde(skip)]
    pub as_before: Vec<String>,
}

/// Something that happened at the table, with who did it and where it was written.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Event {
    pub seat: Seat,
    pub action: Action,
    pub span: Span,
}

impl Event {
    /// A plain play of `card` by `seat`, written at `span`: a card the engine plays on the
    /// record's behalf (the lead that stands of two made at once).
    pub fn play(seat: Seat, card: Card, span: Span) -> Event {
        Event {
            seat,
            action: Action::Play {
                card,
                trick: None,
                to_next_trick: false,
            },
            span,
        }
    }
}

/// What a player did. The record says what was done; whether it was right is for the engine.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Action {
    /// A call in the auction (of either code).
    Call { call: Call },
    /// A card played. `trick` is the number written before the trick (`3. E HQ, …`), if any.
    /// `to_next_trick`: the record says the card was led to the next trick before this one was
    /// complete (`N leads SK to the next trick`), not played to this one.
    Play {
        card: Card,
        trick: Option<u8>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        to_next_trick: bool,
    },
    /// Cards exposed: dropped face up, shown, or otherwise seen (Pirate 43–48, Portland 68–76).
    Exposes { cards: Vec<Card> },
    /// A card named (Pirate 42): "E names SK".
    Names { card: Card },
    /// Asking a partner who has not followed: "N asks S: none of hearts?" (Pirate 55, Portland 89).
    AsksNoneOf { asked: Seat, suit: Suit },
    /// The answer to that question (Pirate 55): `none` (in the negative, "E answers none"), or
    /// that he holds the suit ("E answers some").
    Answers { none: bool },
    /// The correction of a revoke, optionally with the card substituted: "S corrects", "S corrects with H9".
    Corrects { card: Option<Card> },
    /// "W claims revoke by E" (optionally "in trick 7", and "of deal 1": the deal the claim
    /// is about, when not the deal it is written under).
    ClaimsRevoke {
        against: Seat,
        trick: Option<u8>,
        #[serde(skip_serializing_if = "Option::is_none")]
        deal: Option<String>,
    },
    /// "N claims the rest" / "N claims 3 tricks".
    ClaimsTricks { tricks: Option<u8> },
    /// "E concedes the rest" / "E concedes 2 tricks".
    ConcedesTricks { tricks: Option<u8> },
    /// "E looks at trick 3": a quitted trick looked at (Pirate 39).
    LooksAtTrick { trick: u8 },
    /// Dummy touches a card in his own hand (Pirate 63–66): "W touches SK".
    Touches { card: Card },
    /// A card suggested to the declarer, by dummy or anyone else: "W suggests SK".
    Suggests { card: Card },
    /// Attention drawn to a lead or play out of turn (Pirate 41): "W draws attention".
    DrawsAttention,
    /// A player stops his partner's lead out of turn (Pirate 41): "W stops E".
    StopsLead { partner: Seat },
    /// A question about the bidding (Pirate 23): "W asks the bidding".
    AsksBidding,
    /// The injured side's election of a penalty: "S chooses call-suit hearts".
    Chooses { option: PenaltyChoice },
    /// An irregularity of the deal (Pirate 10–14, Portland 39–47).
    DealIrregularity { irregularity: DealIrregularity },
    /// A card taken back after it was played, named or drawn: "S takes back SK" (Portland 63,
    /// 64; Pirate 47, 66).
    TakesBack { card: Card },
    /// A hand abandoned: "E abandons his hand" (Pirate 50, Portland 73), or with `all`, "all
    /// abandon their hands", all four throwing their cards face up (Portland 74).
    AbandonsHand { all: bool },
    /// The cards (the quitted tricks) mixed: "E mixes the cards" (Portland 92).
    MixesCards,
    /// A card detached from the hand, not played: "W detaches SK" (Portland 63, 75; Pirate 47).
    Detaches { card: Card },
    /// Two or more cards played at once: "E plays H7 and H8 together" (Portland 71 I, Pirate 45).
    PlaysTogether { cards: Vec<Card>, trick: Option<u8> },
    /// A card dropped on the floor or elsewhere below the table: "W drops SK on the floor",
    /// not an exposed card (Portland 70). One dropped face up is read as `exposes`.
    DropsBelowTable { card: Card },
    /// A player announcing that he is a card short: "E announces a card short" (Pirate 38: the
    /// tricks searched for the one containing five cards, his own card restored to his hand).
    AnnouncesShortage,
    /// The card missing from a short hand, found: "W finds H6 in the other pack" (Portland 44:
    /// he answers for revokes as if it had been in his hand; it is taken into it).
    FindsMissing { card: Card },
    /// A player leaving the game without a substitute: "W leaves the game" (Pirate 80).
    LeavesGame,
    /// Two players leading at the same instant: "N leads C5 and E leads DK at the same instant"
    /// (Pirate 32): `card` the event's player's, `other_card` the other's.
    LeadsAtOnce {
        card: Card,
        other: Seat,
        other_card: Card,
    },
}

/// A call in the auction.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(tag = "call", rename_all = "snake_case")]
pub enum Call {
    /// Pirate: a bid of a number of odd tricks in a strain.
    Bid { bid: Bid },
    /// A pass (Pirate), or "no bid".
    Pass,
    /// Pirate: an acceptance, optionally naming the bid accepted ("accept 2D").
    Accept { bid: Option<Bid> },
    /// Pirate or Portland: "double", "I double".
    Double,
    /// Pirate or Portland: "redouble", "I re-double".
    Redouble,
    /// Portland: the dealer's (or his partner's) declaration of trumps or no trumps.
    Declare { strain: Strain },
    /// Portland: "I leave it to you, partner" (law 49).
    LeaveToPartner,
    /// Portland: "May I play?" (law 54–55).
    MayIPlay,
    /// Portland: "Yes" / "play", the answer that declines to double.
    Yes,
    /// Portland: "I am satisfied", declining to re-double.
    Satisfied,
}

/// A penalty option elected by the injured side, as written: a word (hyphenated words allowed)
/// with an optional suit or card, e.g. `call-suit hearts`, `call-card SK`, `new-deal`,
/// `three-tricks`, `lead-stands`. The engine matches it against the options the law gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PenaltyChoice {
    pub name: String,
    pub suit: Option<Suit>,
    pub card: Option<Card>,
}

/// Irregularities that happen in dealing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum DealIrregularity {
    /// "N misdeals"
    Misdeal,
    /// "E looks at a card during the deal" (Pirate 12)
    LooksDuringDeal,
    /// "W has 14 cards" — a wrong number of cards discovered.
    WrongNumberOfCards { count: u8 },
    /// "N exposes a card in dealing" — a card faced in the deal.
    CardFacedInDealing,
    /// "S deals out of turn"
    DealsOutOfTurn,
    /// "N deals with the wrong pack"
    WrongPack,
    /// "E deals without a cut" (the pack not cut)
    NotCut,
    /// "N has a card of the other pack" (Portland 43)
    CardOfOtherPack,
    /// "N finds the pack imperfect" (Portland 45, Pirate 13)
    ImperfectPack,
    /// "N finds a card faced in the pack" (Portland 39 II, Pirate 10)
    FacedInPack,
    /// "S: the last card does not come to the dealer" (Portland 39 IV)
    LastCardNotToDealer,
    /// "S deals two cards at once and then a third", or "… to one hand …" (`to_one_hand`);
    /// `rectified`: "… and rectifies it by moving one card" before dealing the third (Portland
    /// 39 VI and its exception).
    TwoCardsDealt { to_one_hand: bool, rectified: bool },
}

/// The outcome when the play was not written: `result: 10 tricks` (the declaring side's tricks),
/// or under Portland `result: E-W 8 tricks`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DealResult {
    /// The side named, if any (Portland has no contract, so the side is named), as `"E-W"`.
    #[serde(serialize_with = "crate::cards::two_seats_if_named")]
    #[schemars(with = "Option<crate::cards::Partnership>")]
    pub side: Option<(Seat, Seat)>,
    pub tricks: u8,
    pub span: Span,
}

/// The partner's share of an `honors:` statement, as the JSON writes it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub(crate) struct PartnersHonours {
    pub seat: Seat,
    pub count: u8,
}

fn partners_honours<S: serde::Serializer>(
    partner: &Option<(Seat, u8)>,
    s: S,
) -> Result<S::Ok, S::Error> {
    partner
        .map(|(seat, count)| PartnersHonours { seat, count })
        .serialize(s)
}

/// An `honors:` statement, for when the hands are not given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "held", rename_all = "snake_case")]
pub enum Honors {
    /// "N+S four": the honours held between two partners.
    Between {
        #[serde(serialize_with = "crate::cards::two_seats")]
        #[schemars(with = "crate::cards::Partnership")]
        seats: (Seat, Seat),
        count: u8,
        span: Span,
    },
    /// "S four in one hand, N one".
    InOneHand {
        seat: Seat,
        count: u8,
        /// The partner's honours, when the statement gives them (`N one`).
        #[serde(serialize_with = "partners_honours")]
        #[schemars(with = "Option<PartnersHonours>")]
        partner: Option<(Seat, u8)>,
        span: Span,
    },
    /// "aces easy", "aces 2-2", or "N+S three aces" / "N four aces" at no trumps.
    Aces {
        #[serde(serialize_with = "crate::cards::two_seats_if_named")]
        #[schemars(with = "Option<crate::cards::Partnership>")]
        seats: Option<(Seat, Seat)>,
        count: u8,
        span: Span,
    },
    /// "none" / "honors easy".
    Easy { span: Span },
}

/// A claim about what a deal can make, double dummy:
/// `claim: S makes 9 tricks in hearts with E as dummy, W leading spades`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Claim {
    pub declarer: Seat,
    /// The dummy; `None` when the claim names a side ("E and W make …") — then the first named is declarer.
    pub dummy: Option<Seat>,
    pub strain: Strain,
    pub bound: ClaimBound,
    pub tricks: u8,
    /// The opening leader, if the claim names one; otherwise law 29 decides.
    pub leader: Option<Seat>,
    /// The suit of the opening lead, if the claim names one ("W leading spades").
    pub lead_suit: Option<Suit>,
    /// The opening card, if the claim names one ("W leading SK").
    pub lead_card: Option<Card>,
    /// The text of the claim as written.
    pub text: String,
    pub span: Span,
}

/// How a claim bounds the tricks: exactly, at least, at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClaimBound {
    Exactly,
    AtLeast,
    AtMost,
}

impl Action {
    /// What was done, in words, for messages: "played ♠4", "exposed ♣K".
    pub fn describe(&self) -> String {
        let cards = |cs: &[Card]| {
            cs.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Action::Call { .. } => "made a call".into(),
            Action::Play { card, .. } => format!("played {card}"),
            Action::Exposes { cards: cs } => format!("exposed {}", cards(cs)),
            Action::Names { card } => format!("named {card}"),
            Action::AsksNoneOf { asked, suit } => {
                format!("asked {asked} \"none of {}?\"", suit.name())
            }
            Action::Answers { none: true } => "answered \"none\"".into(),
            Action::Answers { none: false } => "answered that he holds the suit".into(),
            Action::Corrects { card: Some(c) } => format!("corrected with {c}"),
            Action::Corrects { card: None } => "corrected".into(),
            Action::ClaimsRevoke {
                against,
                deal: Some(d),
                ..
            } => format!("claimed a revoke by {against} in deal {d}"),
            Action::ClaimsRevoke { against, .. } => format!("claimed a revoke by {against}"),
            Action::ClaimsTricks { tricks: None } => "claimed the rest".into(),
            Action::ClaimsTricks { tricks: Some(n) } => format!("claimed {n} tricks"),
            Action::ConcedesTricks { tricks: None } => "conceded the rest".into(),
            Action::ConcedesTricks { tricks: Some(n) } => format!("conceded {n} tricks"),
            Action::LooksAtTrick { trick } => format!("looked at trick {trick}"),
            Action::Touches { card } => format!("touched {card}"),
            Action::Suggests { card } => format!("suggested {card}"),
            Action::DrawsAttention => "drew attention to the play".into(),
            Action::StopsLead { partner } => format!("stopped {partner} from leading"),
            Action::AsksBidding => "asked about the bidding".into(),
            Action::Chooses { option } => format!("chose {}", option.name),
            Action::DealIrregularity { .. } => "made an irregularity of the deal".into(),
            Action::TakesBack { card } => format!("took back {card}"),
            Action::AbandonsHand { all: false } => "abandoned his hand".into(),
            Action::AbandonsHand { all: true } => "said all abandon their hands".into(),
            Action::MixesCards => "mixed the cards".into(),
            Action::Detaches { card } => format!("detached {card}"),
            Action::PlaysTogether { cards: cs, .. } => format!("played {} at once", cards(cs)),
            Action::DropsBelowTable { card } => format!("dropped {card} below the table"),
            Action::LeadsAtOnce { card, other, .. } => format!("led {card} at once with {other}"),
            Action::AnnouncesShortage => "announced a card short".to_string(),
            Action::LeavesGame => "left the game".to_string(),
            Action::FindsMissing { card } => format!("found the missing {card}"),
        }
    }
}
