//! The double-dummy tags of DDS-based tools, and foster's own for what they cannot hold.
//!
//! `DoubleDummyTricks`: twenty hexadecimal digits, the tricks of declarer N, S, E, W in turn,
//! each at no trumps, spades, hearts, diamonds, clubs, with the partners opposite (the
//! standard seating) and the declarer's left-hand adversary leading. `OptimumResultTable`
//! (PBN §5.7): the same twenty results as a table, a row `N NT  9` for each. foster's table
//! also has the seatings with the partners side by side and the nullo, which those tags cannot
//! hold: `FosterDoubleDummyTable`, a row `declarer dummy strain tricks` for each of the 72.

use crate::cards::{Seat, Strain, Suit};
use crate::solver::{DdTable, STRAINS, opening_leader};

/// The strains in the order of DDS's tags: no trumps, spades, hearts, diamonds, clubs.
pub const DDS_STRAINS: [Strain; 5] = [
    Strain::NoTrumps,
    Strain::Trumps(Suit::Spades),
    Strain::Trumps(Suit::Hearts),
    Strain::Trumps(Suit::Diamonds),
    Strain::Trumps(Suit::Clubs),
];

/// The declarers in the order of DDS's tags.
pub(crate) const DDS_DECLARERS: [Seat; 4] = [Seat::N, Seat::S, Seat::E, Seat::W];

/// The value of `DoubleDummyTricks` (standard seating); `None` if the table lacks an entry.
pub fn double_dummy_tricks(table: &DdTable) -> Option<String> {
    let mut out = String::with_capacity(20);
    for declarer in DDS_DECLARERS {
        for strain in DDS_STRAINS {
            let t = table.get(declarer, declarer.opposite(), strain)?;
            out.push(char::from_digit(u32::from(t), 16)?);
        }
    }
    Some(out)
}

/// The three tags, written: `DoubleDummyTricks`, `OptimumResultTable` and its rows, and
/// `FosterDoubleDummyTable` and its rows.
pub fn tags(table: &DdTable) -> String {
    let mut out = String::new();
    if let Some(ddt) = double_dummy_tricks(table) {
        out.push_str(&format!("[DoubleDummyTricks \"{ddt}\"]\n"));
        out.push_str("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n");
        for declarer in DDS_DECLARERS {
            for strain in DDS_STRAINS {
                if let Some(t) = table.get(declarer, declarer.opposite(), strain) {
                    out.push_str(&format!("{declarer} {:>2} {t:>2}\n", strain.code()));
                }
            }
        }
    }
    out.push_str(
        "[FosterDoubleDummyTable \"Declarer;Dummy;Leader;Denomination\\2R;Result\\2R\"]\n",
    );
    for declarer in Seat::ALL {
        for dummy in Seat::ALL.into_iter().filter(|d| *d != declarer) {
            for strain in STRAINS {
                if let Some(t) = table.get(declarer, dummy, strain) {
                    let leader = opening_leader(declarer, dummy);
                    out.push_str(&format!(
                        "{declarer} {dummy} {leader} {:>2} {t:>2}\n",
                        strain.code()
                    ));
                }
            }
        }
    }
    out
}
