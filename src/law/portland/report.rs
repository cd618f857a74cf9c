//! The engine's answer for a Portland record: each deal's facts and rulings, and the pad.

use serde::Serialize;

use crate::cards::Seat;
use crate::law::Ruling;
use crate::law::portland::declaring_trumps::Declaration;
use crate::law::portland::doubling;
use crate::lawbook::Citation;
use crate::record::Code;
use crate::score::portland::hand::{BySide, by_side_if_known};
use crate::score::portland::{Pad, PadEntry, ScoringOptions, Settlement};

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
    /// The entries this hand put on the pad (after 87 V).
    pub score: Vec<PadEntry>,
    /// The law that voided the deal, when there must be a new deal.
    pub annulled: Option<Citation>,
    /// What the replay could not settle from the record (missing hands, no result …).
    pub notes: Vec<String>,
}

/// The doubling of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DoublingReport {
    pub factor: i32,
    pub calls: Vec<doubling::DoublingCall>,
    pub closed: bool,
}

/// The Portland ruling on a whole record: each deal, and the pad.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PortlandReport {
    pub code: Code,
    pub options: ScoringOptions,
    pub deals: Vec<DealReport>,
    pub pad: Pad,
    /// The result of each finished rubber (law 11).
    pub settlements: Vec<Settlement>,
    /// Deals that could not be ruled on at all, and why.
    pub notes: Vec<String>,
}
