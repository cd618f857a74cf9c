//! The engine's answer for a Portland record: each deal's facts and rulings, and what its
//! hand is scored on.

use serde::Serialize;

use crate::cards::{Seat, Strain};
use crate::law::Line;
use crate::law::Ruling;
use crate::law::portland::declaring_trumps::Declaration;
use crate::law::portland::doubling;
use crate::law::portland::honours::HonoursHeld;
use crate::law::portland::revoke_penalty::RevokePenalty;
use crate::law::portland::side::{BySide, Side, by_side, by_side_if_known};
use crate::lawbook::Citation;
use crate::record::Code;

/// What the replay of one deal established.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[schemars(rename = "PortlandDealReport")]
pub struct DealReport {
    pub label: String,
    pub dealer: Seat,
    pub dummy: Seat,
    /// The dealer's left-hand adversary, who leads (57).
    pub leader: Seat,
    pub declaration: Option<Declaration>,
    /// The doubling dialogue: the calls and the factor on each trick above six (53).
    pub doubling: DoublingReport,
    /// Tricks won in the play by each side, when all thirteen were played or the result given.
    #[serde(serialize_with = "by_side_if_known")]
    #[schemars(with = "Option<BySide<u8>>")]
    pub tricks: Option<[u8; 2]>,
    /// The tricks each side counts after a penalty of three tricks (87 I).
    #[serde(serialize_with = "by_side_if_known")]
    #[schemars(with = "Option<BySide<u8>>")]
    pub tricks_after_penalty: Option<[u8; 2]>,
    pub tricks_played: usize,
    pub rulings: Vec<Ruling>,
    // Empty from the engine: entered by the score (`crate::score::portland::enter_deal`).
    /// The entries this hand put on the pad (after 87 V).
    pub score: Vec<PadEntry>,
    /// The law that voided the deal, when there must be a new deal.
    pub annulled: Option<Citation>,
    /// What the replay could not settle from the record (missing hands, no result …).
    pub notes: Vec<String>,
    /// What the hand is scored on, when it can be (not void, trumps declared, the tricks
    /// known, the penalty tricks there to take): read by the score, which enters `score`.
    #[serde(skip)]
    pub hand: Option<HandFacts>,
    /// The sides that cannot win the game by this hand (87 V, 95), taken by the score.
    #[serde(skip)]
    pub barred: Vec<Side>,
    /// The tricks as the replay left them (the last one perhaps in progress), for drawing.
    #[serde(skip)]
    pub play: Option<crate::game::PlayState>,
}

/// The doubling of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DoublingReport {
    pub factor: i32,
    pub calls: Vec<doubling::DoublingCall>,
    pub closed: bool,
}

/// The Portland ruling on a whole record: each deal (its pad is kept by the score,
/// `crate::score::portland`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PortlandReport {
    pub code: Code,
    pub deals: Vec<DealReport>,
    /// Deals that could not be ruled on at all, and why.
    pub notes: Vec<String>,
}

/// One entry on the pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PadEntry {
    pub side: Side,
    pub points: i32,
    pub line: Line,
    pub law: Citation,
    pub reason: String,
}

/// The facts of a hand that its score depends on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct HandFacts {
    pub strain: Strain,
    /// 1, 2, 4, 8 … (law 53).
    pub factor: i32,
    /// Tricks won in the play by each side.
    #[serde(serialize_with = "by_side")]
    #[schemars(with = "BySide<u8>")]
    pub tricks: [u8; 2],
    pub honours: Vec<(Side, HonoursHeld)>,
    /// Each player holding no trump, by side (law 8).
    pub chicane: Vec<Side>,
    pub revokes: Vec<RevokePenalty>,
}
