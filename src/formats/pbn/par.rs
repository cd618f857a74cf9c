//! The par of a board of contract bridge, as DDS-based tools write it in PBN: `OptimumScore`
//! ("NS 920": the side of the par contract and its score) and `ParContract` ("NS 6C=", "EW
//! 3DX-1": the side or seat, the contract, and its result double dummy; several separated by
//! commas).
//!
//! Par is contract bridge's (vulnerability, duplicate scoring): foster writes it only for a
//! board of another program's file that gives its vulnerability, from the table of the partners
//! opposite. The algorithm is DDS's (`DealerParBin`, the dealer's side bidding first), through
//! `pons-dds`, so that foster's par is the one those tools print.

use contract_bridge::Strain as DdsStrain;
use contract_bridge::contract::Penalty;
use contract_bridge::seat::Seat as DdsSeat;
use pons_dds::{TrickCountRow, TrickCountTable, Vulnerability};

use crate::cards::{Seat, Strain, Suit};
use crate::solver::DdTable;

/// A board's vulnerability as PBN writes it (`None`, `NS`, `EW`, `All`; `Love`, `-`, `Both`
/// too); `None` for a value PBN does not define.
pub(crate) fn vulnerability(tag: &str) -> Option<Vulnerability> {
    match tag.trim().to_ascii_lowercase().as_str() {
        "none" | "love" | "-" => Some(Vulnerability::empty()),
        "ns" => Some(Vulnerability::NS),
        "ew" => Some(Vulnerability::EW),
        "all" | "both" => Some(Vulnerability::ALL),
        _ => None,
    }
}

/// The two tags' values, `("NS 920", "NS 6C=")`; `None` if the table lacks a result of the
/// partners opposite in the five strains.
pub(crate) fn par(
    table: &DdTable,
    vulnerable: Vulnerability,
    dealer: Seat,
) -> Option<(String, String)> {
    let strain = |s: DdsStrain| match s {
        DdsStrain::Clubs => Strain::Trumps(Suit::Clubs),
        DdsStrain::Diamonds => Strain::Trumps(Suit::Diamonds),
        DdsStrain::Hearts => Strain::Trumps(Suit::Hearts),
        DdsStrain::Spades => Strain::Trumps(Suit::Spades),
        DdsStrain::Notrump => Strain::NoTrumps,
    };
    let mut rows = [TrickCountRow::new(0, 0, 0, 0); 5];
    for s in [
        DdsStrain::Clubs,
        DdsStrain::Diamonds,
        DdsStrain::Hearts,
        DdsStrain::Spades,
        DdsStrain::Notrump,
    ] {
        let t = |seat: Seat| table.get(seat, seat.opposite(), strain(s));
        rows[s as usize] = TrickCountRow::new(t(Seat::N)?, t(Seat::E)?, t(Seat::S)?, t(Seat::W)?);
    }
    let par = pons_dds::calculate_par(TrickCountTable(rows), vulnerable, dds_seat(dealer));
    let ns = |s: DdsSeat| matches!(s, DdsSeat::North | DdsSeat::South);
    // The side of the par contracts (all of one side), and the score from its side.
    let side_ns = par.contracts.first().is_none_or(|c| ns(c.declarer));
    let score = format!(
        "{} {}",
        if side_ns { "NS" } else { "EW" },
        if side_ns { par.score } else { -par.score }
    );
    // One entry a contract, its declarers joined: "NS 6C=" when either partner makes it.
    let mut contracts: Vec<(String, Vec<DdsSeat>)> = Vec::new();
    for c in &par.contracts {
        let letter = match c.contract.bid.strain {
            DdsStrain::Clubs => 'C',
            DdsStrain::Diamonds => 'D',
            DdsStrain::Hearts => 'H',
            DdsStrain::Spades => 'S',
            DdsStrain::Notrump => 'N',
        };
        let doubled = match c.contract.penalty {
            Penalty::Undoubled => "",
            Penalty::Doubled => "X",
            Penalty::Redoubled => "XX",
        };
        let result = match c.overtricks {
            0 => "=".to_string(),
            n => format!("{n:+}"),
        };
        let text = format!("{}{letter}{doubled}{result}", c.contract.bid.level.get());
        match contracts.iter_mut().find(|(t, _)| *t == text) {
            Some((_, seats)) => seats.push(c.declarer),
            None => contracts.push((text, vec![c.declarer])),
        }
    }
    let contract = contracts
        .iter()
        .map(|(text, seats)| {
            let who = match seats.as_slice() {
                [one] => seat_letter(*one).to_string(),
                _ if seats.iter().all(|s| ns(*s)) => "NS".to_string(),
                _ => "EW".to_string(),
            };
            format!("{who} {text}")
        })
        .collect::<Vec<_>>()
        .join(", ");
    // A deal that no side can make anything of is passed out.
    let contract = if contract.is_empty() {
        "Pass".to_string()
    } else {
        contract
    };
    Some((score, contract))
}

/// The two tags written (after the double-dummy tags), from [`par`]'s values.
pub(crate) fn tags(score: &str, contract: &str) -> String {
    format!("[OptimumScore \"{score}\"]\n[ParContract \"{contract}\"]\n")
}

fn dds_seat(seat: Seat) -> DdsSeat {
    match seat {
        Seat::N => DdsSeat::North,
        Seat::E => DdsSeat::East,
        Seat::S => DdsSeat::South,
        Seat::W => DdsSeat::West,
    }
}

fn seat_letter(seat: DdsSeat) -> char {
    match seat {
        DdsSeat::North => 'N',
        DdsSeat::East => 'E',
        DdsSeat::South => 'S',
        DdsSeat::West => 'W',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pbn_vulnerabilities_read() {
        assert_eq!(vulnerability("None"), Some(Vulnerability::empty()));
        assert_eq!(vulnerability("Both"), Some(Vulnerability::ALL));
        assert_eq!(vulnerability("ew"), Some(Vulnerability::EW));
        assert_eq!(vulnerability("o"), None);
    }
}
