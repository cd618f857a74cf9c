//! The two sides of the Portland game: partners sit opposite for the whole rubber (law 34's
//! table), N–S and E–W; and values kept by side, as every JSON document writes them.

use serde::Serialize;

use crate::cards::Seat;

/// A partnership of the Portland game: partners sit opposite for the whole rubber. Written
/// `"N-S"` and `"E-W"`, as a Pirate side is.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, schemars::JsonSchema,
)]
pub enum Side {
    #[serde(rename = "N-S")]
    NorthSouth,
    #[serde(rename = "E-W")]
    EastWest,
}

/// Values by side, as every JSON document writes them: an object keyed `N-S` and `E-W`.
// Only its schema is used: `by_side` writes the values.
#[derive(Debug, schemars::JsonSchema)]
#[schemars(rename = "BySide_of_{T}")]
#[allow(dead_code)]
pub(crate) struct BySide<T> {
    #[serde(rename = "N-S")]
    north_south: T,
    #[serde(rename = "E-W")]
    east_west: T,
}

/// Writes a pair of values, N-S then E-W, as an object keyed by the sides: `{"N-S": …,
/// "E-W": …}`.
pub fn by_side<S: serde::Serializer, T: Serialize>(
    values: &[T; 2],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(
        Side::BOTH
            .iter()
            .map(|side| (side.name(), &values[side.index()])),
    )
}

/// [`by_side`] for a pair that may be unknown (`null`).
pub(crate) fn by_side_if_known<S: serde::Serializer, T: Serialize>(
    values: &Option<[T; 2]>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match values {
        Some(v) => by_side(v, s),
        None => s.serialize_none(),
    }
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    pub fn of(seat: Seat) -> Side {
        match seat {
            Seat::N | Seat::S => Side::NorthSouth,
            Seat::E | Seat::W => Side::EastWest,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// "N-S" / "E-W".
    pub fn name(self) -> &'static str {
        match self {
            Side::NorthSouth => "N-S",
            Side::EastWest => "E-W",
        }
    }

    pub fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::N, Seat::S],
            Side::EastWest => [Seat::E, Seat::W],
        }
    }
}
