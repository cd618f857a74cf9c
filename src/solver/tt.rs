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
//! deal. Its bounds are on the tricks of N's side, whichever side the search counts: at a suit
//! or no-trumps both sides want tricks and at the nullo both want to lose them, so one side's
//! proof is the other's, and the searches for the four declarers of a strain share them.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// One stored proof: the shape, the holders of the cards that mattered, and the lower and
/// upper bounds proved on the counted side's tricks from such a position on.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// Holders of the top cards in each suit (2 bits a card, the highest first; 32 bits a
    /// suit), already masked; as two halves, for the probe's 64-bit arithmetic.
    codes: [u64; 2],
    /// How many top cards of each suit matter.
    tops: [u8; 4],
    lower: u8,
    upper: u8,
    /// The lead that last decided a search here (suit × 16 + the card's place from the top
    /// among the cards still out; 0xff none): tried first next time.
    best: u8,
    /// How many cards the entry looks at (the lists run from the fewest to the most).
    weight: u8,
}

impl Entry {
    /// Whether every position whose codes are `codes` (masked by `mask`, the mask of
    /// `tops`) lies as this entry's pattern requires: the entry looks at no card the mask
    /// leaves out, and the cards it looks at lie alike. The counts of cards are compared
    /// first, a byte a suit: most entries of a list fail there, without their masks.
    #[inline]
    fn includes(&self, codes: [u64; 2], tops: [u8; 4]) -> bool {
        if !at_most(self.tops, tops) {
            return false;
        }
        let own = mask_halves(self.tops);
        codes[0] & own[0] == self.codes[0] && codes[1] & own[1] == self.codes[1]
    }

    /// Whether this entry is about the cards of `mask` (the mask of `tops`) and more, lying
    /// as `codes` (already masked) says: a more specific proof of the same pattern.
    #[inline]
    fn refines(&self, codes: [u64; 2], mask: [u64; 2], tops: [u8; 4]) -> bool {
        at_most(tops, self.tops)
            && self.codes[0] & mask[0] == codes[0]
            && self.codes[1] & mask[1] == codes[1]
    }
}

/// Whether every suit's count in `a` is at most its count in `b` (counts under 128), all
/// four at once: a byte's borrow shows where `b`'s count, raised by 128, falls under 128.
#[inline]
fn at_most(a: [u8; 4], b: [u8; 4]) -> bool {
    let (a, b) = (u32::from_le_bytes(a), u32::from_le_bytes(b));
    (b | 0x8080_8080).wrapping_sub(a) & 0x8080_8080 == 0x8080_8080
}

fn halves(codes: u128) -> [u64; 2] {
    [codes as u64, (codes >> 64) as u64]
}

/// What the table knows of a position.
pub(crate) enum Probe {
    /// A stored lower bound on the tricks to come reaches the number asked for; with the
    /// number of top cards that mattered in each suit.
    Lower(u8, [u8; 4]),
    /// A stored upper bound on the tricks to come falls short of the number asked for.
    Upper(u8, [u8; 4]),
    /// Nothing settles it; the lead to try first, if any (0xff none).
    Open(u8),
}

/// The table: for every shape, the proofs stored for it. Bounded in bytes (the lists'
/// allocations and the map's buckets, counted as they grow); when full it is emptied and
/// starts again (as DDS does), since old proofs are the least likely to be met again.
#[derive(Debug)]
pub(crate) struct TransTable {
    shapes: HashMap<u128, Vec<Entry>, BuildHasherDefault<ShapeHasher>>,
    /// Bytes allocated for the lists and the map's buckets.
    used: usize,
    budget: usize,
}

/// The bytes of one bucket of the map: its key, its list's header and a control byte.
const BUCKET: usize = std::mem::size_of::<u128>() + std::mem::size_of::<Vec<Entry>>() + 1;

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

/// The relevant-code mask of a suit's top `n` cards (2 bits a card), by `n`.
const SUIT_MASK: [u64; 16] = {
    let mut m = [0u64; 16];
    let mut n = 0;
    while n < 16 {
        m[n] = (1u64 << (2 * n)) - 1;
        n += 1;
    }
    m
};

/// The relevant-code mask covering the top `k[s]` cards of every suit, as two halves (2 bits
/// a card, 32 bits a suit: no suit holds more than 13 cards), in 64-bit arithmetic for the
/// probe's inner loop.
#[inline]
fn mask_halves(k: [u8; 4]) -> [u64; 2] {
    let suit = |n: u8| SUIT_MASK[usize::from(n & 15)];
    [
        suit(k[0]) | (suit(k[1]) << 32),
        suit(k[2]) | (suit(k[3]) << 32),
    ]
}

impl TransTable {
    /// A table of at most about `megabytes` MB.
    pub(crate) fn new(megabytes: usize) -> TransTable {
        TransTable {
            shapes: HashMap::default(),
            used: 0,
            budget: megabytes.max(1) * 1024 * 1024,
        }
    }

    /// Forgets every entry (the map keeps its buckets for the entries to come).
    pub(crate) fn clear(&mut self) {
        self.shapes.clear();
        self.used = self.shapes.capacity() * BUCKET;
    }

    /// Looks for a stored proof that answers "at least `need` tricks?" for a position of this
    /// shape and these relative ranks.
    #[inline]
    pub(crate) fn probe(&self, shape: u128, codes: u128, need: u8) -> Probe {
        let mut first = 0xff;
        let Some(list) = self.shapes.get(&shape) else {
            return Probe::Open(first);
        };
        let [low, high] = halves(codes);
        for e in list {
            // A position's codes are complete: only the entry's own cards need compare. The
            // masks come from a small table, the high half's only when the low half agrees
            // (entries are kept small: a probe's time goes mostly in reaching them).
            let m = |n: u8| SUIT_MASK[usize::from(n & 15)];
            let t = e.tops;
            if low & (m(t[0]) | m(t[1]) << 32) != e.codes[0]
                || high & (m(t[2]) | m(t[3]) << 32) != e.codes[1]
            {
                continue;
            }
            if e.lower >= need {
                return Probe::Lower(e.lower, e.tops);
            }
            if e.upper < need {
                return Probe::Upper(e.upper, e.tops);
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
        let mask = mask_halves(tops);
        let [low, high] = halves(codes);
        let codes = [low & mask[0], high & mask[1]];
        if self.used >= self.budget {
            self.clear();
        }
        let buckets = self.shapes.capacity();
        let list = self.shapes.entry(shape).or_default();
        let list_capacity = list.capacity();
        let (mut new_lower, mut new_upper) = (lower.unwrap_or(0), upper.unwrap_or(depth));
        // One pass over the proofs of this shape. Those stored for these cards or for fewer
        // of them (more general ones) are true here too: the new entry takes their bounds,
        // and is not needed when one of them already says as much. Those for more of the
        // cards (more specific ones) that come to say no more than the new one are dropped.
        let weight: u8 = tops.iter().sum();
        let mut at = list.len();
        let mut general = [0u16; 32];
        let mut n_general = 0;
        let mut specific = false;
        for (i, e) in list.iter().enumerate() {
            if e.weight > weight {
                if at == list.len() {
                    at = i;
                }
                specific = specific || e.refines(codes, mask, tops);
                continue;
            }
            if !e.includes(codes, tops) {
                continue;
            }
            if e.tops == tops {
                // The same cards: tighten its bounds (they already include the general
                // proofs', which it took when stored).
                let e = &mut list[i];
                e.lower = e.lower.max(new_lower);
                e.upper = e.upper.min(new_upper);
                if best != 0xff {
                    e.best = best;
                }
                return;
            }
            new_lower = new_lower.max(e.lower);
            new_upper = new_upper.min(e.upper);
            if n_general < general.len() {
                general[n_general] = i as u16;
                n_general += 1;
            }
        }
        if general[..n_general].iter().any(|&i| {
            list[usize::from(i)].lower >= new_lower && list[usize::from(i)].upper <= new_upper
        }) {
            return;
        }
        if specific {
            let mut kept_before_at = 0;
            let mut index = 0;
            list.retain(|e| {
                let more = e.weight > weight && e.refines(codes, mask, tops);
                let keep = !(more && e.lower <= new_lower && e.upper >= new_upper);
                if keep && index < at {
                    kept_before_at += 1;
                }
                index += 1;
                keep
            });
            at = kept_before_at;
        }
        list.insert(
            at,
            Entry {
                codes,
                tops,
                lower: new_lower,
                upper: new_upper,
                best,
                weight,
            },
        );
        let grown = list.capacity() - list_capacity;
        self.used +=
            grown * std::mem::size_of::<Entry>() + (self.shapes.capacity() - buckets) * BUCKET;
    }

    /// Bytes the table may hold.
    pub(crate) fn bytes(&self) -> usize {
        self.budget
    }
}
