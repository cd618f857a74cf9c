//! The transposition table: bounds on the tricks still to come, stored at trick boundaries,
//! with *partition search* (the method of DDS, after Ginsberg).
//!
//! A position at a trick boundary is described by its *shape* (how many cards of each suit
//! each seat holds, the leader, the trump suit and the two sides' aims) and, in each suit, its
//! *relative ranks*: which seat holds the highest card still out, the next, and so on. When a
//! bound is proved, the search also reports which ranks decided it (the cards that won tricks
//! by rank, the quick tricks counted, ...); in each suit only the holders of the cards from
//! the top down to the lowest such rank are stored, the rest being "small cards" that any
//! other small cards of the same seats could replace. One entry then answers for every
//! position of the same shape whose top cards lie alike, not only for the position searched.
//! The table is kept from one solve to the next, only emptied when full: an entry is true of any
//! deal.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// One stored proof: the shape, the holders of the cards that mattered, and the lower and
/// upper bounds proved on the counted side's tricks from such a position on.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// Holders of the top cards in each suit (2 bits a card, the highest first; 32 bits a
    /// suit), already masked.
    codes: u128,
    /// Which of `codes`' bits matter.
    mask: u128,
    lower: u8,
    upper: u8,
    /// The lead that last decided a search here (suit × 16 + the card's place from the top
    /// among the cards still out; 0xff none): tried first next time.
    best: u8,
}

/// What the table knows of a position.
pub(crate) enum Probe {
    /// A stored bound settles the question; with the number of top cards that mattered in
    /// each suit.
    Settled(bool, [u8; 4]),
    /// Nothing settles it; the lead to try first, if any (0xff none).
    Open(u8),
}

/// The table: for every shape, the proofs stored for it. Bounded by a count of entries;
/// when full it is emptied and starts again (as DDS does), since old proofs are the least
/// likely to be met again.
#[derive(Debug)]
pub(crate) struct TransTable {
    shapes: HashMap<u128, Vec<Entry>, BuildHasherDefault<ShapeHasher>>,
    len: usize,
    capacity: usize,
}

/// A quick hasher for shapes.
#[derive(Default)]
pub(crate) struct ShapeHasher(u64);

impl Hasher for ShapeHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u128(&mut self, v: u128) {
        // The SplitMix64 finaliser over the two halves: every bit of the shape reaches the
        // low bits the map indexes by (the shape's own low bits hardly vary in a solve).
        let mut z = (v as u64) ^ ((v >> 64) as u64).rotate_left(29);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        self.0 = z ^ (z >> 31);
    }
}

/// The relevant-code mask covering the top `k[s]` cards of every suit.
fn code_mask(k: [u8; 4]) -> u128 {
    let mut m = 0u128;
    for (s, &n) in k.iter().enumerate() {
        let bits = (1u128 << (2 * u32::from(n))) - 1;
        m |= bits << (32 * s);
    }
    m
}

/// The inverse of [`code_mask`].
fn tops_of(mask: u128) -> [u8; 4] {
    let mut k = [0u8; 4];
    for (s, n) in k.iter_mut().enumerate() {
        *n = (((mask >> (32 * s)) as u32).count_ones() / 2) as u8;
    }
    k
}

impl TransTable {
    /// A table of at most about `megabytes` MB of entries.
    pub(crate) fn new(megabytes: usize) -> TransTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        TransTable {
            shapes: HashMap::default(),
            len: 0,
            capacity: bytes / std::mem::size_of::<Entry>(),
        }
    }

    /// Forgets every entry.
    pub(crate) fn clear(&mut self) {
        self.shapes.clear();
        self.len = 0;
    }

    /// Looks for a stored proof that answers "at least `need` tricks?" for a position of this
    /// shape and these relative ranks.
    #[inline]
    pub(crate) fn probe(&self, shape: u128, codes: u128, need: u8) -> Probe {
        let mut first = 0xff;
        let Some(list) = self.shapes.get(&shape) else {
            return Probe::Open(first);
        };
        for e in list {
            if codes & e.mask != e.codes {
                continue;
            }
            if e.lower >= need {
                return Probe::Settled(true, tops_of(e.mask));
            }
            if e.upper < need {
                return Probe::Settled(false, tops_of(e.mask));
            }
            if first == 0xff {
                first = e.best;
            }
        }
        Probe::Open(first)
    }

    /// Records a proved bound for the positions of this shape whose top `tops[s]` cards in
    /// each suit lie as in `codes` (creating the entry with bounds `0..=depth` if need be).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store(
        &mut self,
        shape: u128,
        codes: u128,
        tops: [u8; 4],
        depth: u8,
        lower: Option<u8>,
        upper: Option<u8>,
        best: u8,
    ) {
        let mask = code_mask(tops);
        let codes = codes & mask;
        if self.len >= self.capacity {
            self.clear();
        }
        let list = self.shapes.entry(shape).or_default();
        let slot = match list.iter().position(|e| e.mask == mask && e.codes == codes) {
            Some(i) => i,
            None => {
                list.push(Entry {
                    codes,
                    mask,
                    lower: 0,
                    upper: depth,
                    best: 0xff,
                });
                self.len += 1;
                list.len() - 1
            }
        };
        let e = &mut list[slot];
        if let Some(l) = lower {
            e.lower = e.lower.max(l);
        }
        if let Some(u) = upper {
            e.upper = e.upper.min(u);
        }
        if best != 0xff {
            e.best = best;
        }
    }

    /// Bytes the table may hold (its entries, not counting the map's own overhead).
    pub(crate) fn bytes(&self) -> usize {
        self.capacity * std::mem::size_of::<Entry>()
    }
}
