//! The final declaration of a Pirate deal: what was bid, doubled or not, by whom, with whom.

use serde::Serialize;

use crate::cards::{Bid, Partnership, Seat};

/// Whether the final declaration was doubled (Pirate laws 24–26).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Doubling {
    #[default]
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    /// The factor applied to trick values: 1, 2 or 4 (Pirate law 68).
    pub fn factor(self) -> u32 {
        match self {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }
}

/// The final declaration of a Pirate deal (law 28): the declarer is the maker of the final
/// accepted bid, his acceptor is his dummy, wherever he sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Contract {
    pub level: u8,
    pub strain: crate::cards::Strain,
    pub doubled: Doubling,
    pub declarer: Seat,
    /// The acceptor, who becomes dummy.
    pub dummy: Seat,
}

impl Contract {
    pub fn bid(&self) -> Bid {
        Bid {
            level: self.level,
            strain: self.strain,
        }
    }

    pub fn declaring_side(&self) -> Partnership {
        Partnership {
            first: self.declarer,
            second: self.dummy,
        }
    }

    /// Tricks the declaring side must take: six (the book) and the level.
    pub(crate) fn tricks_needed(&self) -> u8 {
        6 + self.level
    }

    /// The strain as a declaration says it after the level: "1 spade", "2 spades", "1 no
    /// trump", "3 nullos".
    pub(crate) fn strain_words(&self) -> &'static str {
        if self.level == 1 {
            match self.strain {
                crate::cards::Strain::Trumps(s) => s.singular(),
                crate::cards::Strain::NoTrumps => "no trump",
                crate::cards::Strain::Nullo => "nullo",
            }
        } else {
            self.strain.name()
        }
    }

    /// Where the acceptor sits from the declarer: "opposite", or beside him "on his left" or
    /// "on his right" (Pirate law 28: the dummy may sit beside the declarer).
    pub(crate) fn dummy_seating(&self) -> &'static str {
        if !self.declaring_side().adjacent() {
            "opposite"
        } else if self.declarer.left() == self.dummy {
            "on his left"
        } else {
            "on his right"
        }
    }
}
