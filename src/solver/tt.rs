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

/// One stored proof, beside its [`Key`]: the holders of the cards that mattered.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// Holders of the top cards in each suit (2 bits a card, the highest first; 32 bits a
    /// suit), already masked; as two halves, for the probe's 64-bit arithmetic.
    codes: [u64; 2],
    /// How many top cards of each suit matter.
    tops: [u8; 4],
    /// The lead that last decided a search here (suit × 16 + the card's place from the top
    /// among the cards still out; 0xff none): tried first next time.
    best: u8,
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

/// An entry's key, kept in a dense list beside the entries so that a probe reads 8 bytes an
/// entry, not 24 (a probe's time goes mostly in reaching the entries): the holders of the
/// top three cards of each suit that the entry looks at (6 bits a suit) and their mask,
/// the bounds, whether those cards are all the entry looks at (then the key alone decides
/// a match), and the entry's weight (how many cards it looks at).
#[derive(Clone, Copy, Debug, Default)]
struct Key(u64);

/// The bits of [`Key`]: codes 0..24, their mask 24..48, lower bound 48..52, upper bound
/// 52..56, exact 56, weight 57..64.
const FILTER: u64 = 0xff_ffff;
const EXACT: u64 = 1 << 56;

impl Key {
    fn new(codes: [u64; 2], tops: [u8; 4], lower: u8, upper: u8, weight: u8) -> Key {
        let (filter, mask) = (filter_of(codes), filter_of(mask_halves(tops)));
        let exact = if tops.iter().all(|&n| n <= 3) {
            EXACT
        } else {
            0
        };
        Key(filter
            | mask << 24
            | u64::from(lower) << 48
            | u64::from(upper) << 52
            | exact
            | u64::from(weight) << 57)
    }
    /// Whether the entry may match a position whose top cards' holders are `filter`.
    #[inline]
    fn admits(self, filter: u64) -> bool {
        (filter ^ self.0) & (self.0 >> 24) & FILTER == 0
    }
    /// Whether the entry agrees with a pattern of top cards' holders `filter` on the cards
    /// both look at (`mask` the pattern's).
    #[inline]
    fn agrees(self, filter: u64, mask: u64) -> bool {
        (filter ^ self.0) & (self.0 >> 24) & mask == 0
    }
    /// How many top cards of each suit an exact key looks at: the 2-bit groups of its mask.
    #[inline]
    fn tops(self) -> [u8; 4] {
        let mask = self.0 >> 24;
        let n = |s: u32| {
            let m = (mask >> (6 * s)) as u8;
            (m & 1) + (m >> 2 & 1) + (m >> 4 & 1)
        };
        [n(0), n(1), n(2), n(3)]
    }
    #[inline]
    fn lower(self) -> u8 {
        (self.0 >> 48) as u8 & 15
    }
    #[inline]
    fn upper(self) -> u8 {
        (self.0 >> 52) as u8 & 15
    }
    #[inline]
    fn exact(self) -> bool {
        self.0 & EXACT != 0
    }
    #[inline]
    fn weight(self) -> u8 {
        (self.0 >> 57) as u8
    }
    fn set_bounds(&mut self, lower: u8, upper: u8) {
        self.0 = (self.0 & !(0xff << 48)) | u64::from(lower) << 48 | u64::from(upper) << 52;
    }
}

/// The holders of the top three cards of each suit (6 bits a suit) from codes as halves.
#[inline]
fn filter_of(codes: [u64; 2]) -> u64 {
    let [low, high] = codes;
    (low & 63) | ((low >> 32) & 63) << 6 | (high & 63) << 12 | ((high >> 32) & 63) << 18
}

/// The proofs stored for one shape: keys and entries, in the same order, from the fewest
/// cards looked at to the most.
#[derive(Debug, Default)]
struct Proofs {
    keys: Vec<Key>,
    entries: Vec<Entry>,
}

impl Proofs {
    /// Bytes allocated for the lists.
    fn bytes(&self) -> usize {
        self.keys.capacity() * std::mem::size_of::<Key>()
            + self.entries.capacity() * std::mem::size_of::<Entry>()
    }
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
    shapes: HashMap<u128, Proofs, BuildHasherDefault<ShapeHasher>>,
    /// Bytes allocated for the lists and the map's buckets.
    used: usize,
    budget: usize,
}

/// The bytes of one bucket of the map: its key, its list's header and a control byte.
const BUCKET: usize = std::mem::size_of::<u128>() + std::mem::size_of::<Proofs>() + 1;

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
        let filter = filter_of([low, high]);
        let mut from = 0;
        // A position's codes are complete: only the entry's own cards need compare. The key
        // compares the top three cards of each suit (a tight scan of the keys alone: most
        // fail there); the entry the rest, if any.
        while let Some(n) = list.keys[from..].iter().position(|key| key.admits(filter)) {
            let i = from + n;
            from = i + 1;
            let key = list.keys[i];
            // An exact key needs no entry (the cards it looks at are in its mask).
            let tops = if key.exact() {
                key.tops()
            } else {
                let e = &list.entries[i];
                let m = |n: u8| SUIT_MASK[usize::from(n & 15)];
                let t = e.tops;
                if low & (m(t[0]) | m(t[1]) << 32) != e.codes[0]
                    || high & (m(t[2]) | m(t[3]) << 32) != e.codes[1]
                {
                    continue;
                }
                t
            };
            if key.lower() >= need {
                return Probe::Lower(key.lower(), tops);
            }
            if key.upper() < need {
                return Probe::Upper(key.upper(), tops);
            }
            if first == 0xff {
                first = list.entries[i].best;
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
        let list_bytes = list.bytes();
        let (mut new_lower, mut new_upper) = (lower.unwrap_or(0), upper.unwrap_or(depth));
        // One pass over the proofs of this shape. Those stored for these cards or for fewer
        // of them (more general ones) are true here too: the new entry takes their bounds,
        // and is not needed when one of them already says as much. Those for more of the
        // cards (more specific ones) that come to say no more than the new one are dropped.
        // Either kind agrees with the new entry on the cards both look at: the keys rule
        // out most others without reaching their entries.
        let weight: u8 = tops.iter().sum();
        let (filter, filter_mask) = (filter_of(codes), filter_of(mask));
        let len = list.keys.len();
        // The proofs for more of the cards than the new one come after the others (the
        // lists go by weight): found by halving, not by a scan.
        let mut at = list.keys.partition_point(|key| key.weight() <= weight);
        let mut general = [0u16; 32];
        let mut n_general = 0;
        for i in 0..at {
            let key = list.keys[i];
            if !key.agrees(filter, filter_mask) || !list.entries[i].includes(codes, tops) {
                continue;
            }
            if list.entries[i].tops == tops {
                // The same cards: tighten its bounds (they already include the general
                // proofs', which it took when stored).
                let key = &mut list.keys[i];
                key.set_bounds(key.lower().max(new_lower), key.upper().min(new_upper));
                if best != 0xff {
                    list.entries[i].best = best;
                }
                return;
            }
            new_lower = new_lower.max(key.lower());
            new_upper = new_upper.min(key.upper());
            if n_general < general.len() {
                general[n_general] = i as u16;
                n_general += 1;
            }
        }
        if general[..n_general].iter().any(|&i| {
            let key = list.keys[usize::from(i)];
            key.lower() >= new_lower && key.upper() <= new_upper
        }) {
            return;
        }
        let specific = (at..len).any(|i| {
            list.keys[i].agrees(filter, filter_mask) && list.entries[i].refines(codes, mask, tops)
        });
        if specific {
            // Drop the specific proofs that say no more, from both lists alike.
            let mut kept = 0;
            let mut kept_before_at = 0;
            for i in 0..len {
                let key = list.keys[i];
                let more = key.weight() > weight
                    && key.agrees(filter, filter_mask)
                    && list.entries[i].refines(codes, mask, tops);
                if more && key.lower() <= new_lower && key.upper() >= new_upper {
                    continue;
                }
                if i < at {
                    kept_before_at += 1;
                }
                list.keys[kept] = key;
                list.entries[kept] = list.entries[i];
                kept += 1;
            }
            list.keys.truncate(kept);
            list.entries.truncate(kept);
            at = kept_before_at;
        }
        list.keys
            .insert(at, Key::new(codes, tops, new_lower, new_upper, weight));
        list.entries.insert(at, Entry { codes, tops, best });
        let grown = list.bytes() - list_bytes;
        self.used += grown + (self.shapes.capacity() - buckets) * BUCKET;
    }
}

#[cfg(test)]
mod tests {
    use super::at_most;

    /// The four-at-once comparison agrees with comparing suit by suit, for every count a
    /// suit can have (0 to 13) in each place.
    #[test]
    fn at_most_compares_every_suit_as_one_by_one() {
        for x in 0..=13u8 {
            for y in 0..=13u8 {
                for place in 0..4 {
                    let (mut a, mut b) = ([3, 13, 0, 7], [3, 13, 0, 7]);
                    a[place] = x;
                    b[place] = y;
                    let one_by_one = a.iter().zip(&b).all(|(p, q)| p <= q);
                    assert_eq!(at_most(a, b), one_by_one, "{a:?} {b:?}");
                }
            }
        }
    }
}
