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

/// The bits of [`Key`]: codes 0..24, lower bound 24..28, upper bound 28..32, exact 32,
/// weight 33..40, the codes' mask 40..64 (at the top, so that a shift alone brings it down
/// with nothing above it).
const EXACT: u64 = 1 << 32;

impl Key {
    fn new(codes: [u64; 2], tops: [u8; 4], lower: u8, upper: u8, weight: u8) -> Key {
        let (filter, mask) = (filter_of(codes), filter_of(mask_halves(tops)));
        let exact = if tops.iter().all(|&n| n <= 3) {
            EXACT
        } else {
            0
        };
        Key(filter
            | mask << 40
            | u64::from(lower) << 24
            | u64::from(upper) << 28
            | exact
            | u64::from(weight) << 33)
    }
    /// Whether the entry agrees with a pattern of top cards' holders `filter` on the cards
    /// both look at (`mask` the pattern's).
    #[inline]
    fn agrees(self, filter: u64, mask: u64) -> bool {
        (filter ^ self.0) & (self.0 >> 40) & mask == 0
    }
    /// How many top cards of each suit an exact key looks at: the 2-bit groups of its mask.
    #[inline]
    fn tops(self) -> [u8; 4] {
        let mask = self.0 >> 40;
        let n = |s: u32| {
            let m = (mask >> (6 * s)) as u8;
            (m & 1) + (m >> 2 & 1) + (m >> 4 & 1)
        };
        [n(0), n(1), n(2), n(3)]
    }
    #[inline]
    fn lower(self) -> u8 {
        (self.0 >> 24) as u8 & 15
    }
    #[inline]
    fn upper(self) -> u8 {
        (self.0 >> 28) as u8 & 15
    }
    #[inline]
    fn exact(self) -> bool {
        self.0 & EXACT != 0
    }
    #[inline]
    fn weight(self) -> u8 {
        (self.0 >> 33) as u8 & 127
    }
    fn set_bounds(&mut self, lower: u8, upper: u8) {
        self.0 = (self.0 & !(0xff << 24)) | u64::from(lower) << 24 | u64::from(upper) << 28;
    }
}

/// The holders of the top three cards of each suit (6 bits a suit) from codes as halves.
#[inline]
fn filter_of(codes: [u64; 2]) -> u64 {
    let [low, high] = codes;
    (low & 63) | ((low >> 32) & 63) << 6 | (high & 63) << 12 | ((high >> 32) & 63) << 18
}

/// The first of the keys from `from` on that agrees with the top cards' holders `filter` on
/// the cards of `mask` it looks at (a probe's position: all of them): four keys at a time
/// with one branch (most keys fail), not a branch a key.
#[inline]
fn next_agreeing(keys: &[Key], from: usize, filter: u64, mask: u64) -> Option<usize> {
    let rest = keys.get(from..)?;
    let mut chunks = rest.chunks_exact(4);
    let mut at = from;
    // A key's mismatch is under 2^24: less one, it reaches the top bit only when none.
    let none = |key: &Key| ((filter ^ key.0) & (key.0 >> 40) & mask).wrapping_sub(1);
    for four in &mut chunks {
        if (none(&four[0]) | none(&four[1]) | none(&four[2]) | none(&four[3])) >> 63 != 0 {
            return four
                .iter()
                .position(|key| key.agrees(filter, mask))
                .map(|n| at + n);
        }
        at += 4;
    }
    let last = chunks
        .remainder()
        .iter()
        .position(|key| key.agrees(filter, mask));
    last.map(|n| at + n)
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

    /// Looks for a stored proof that answers "at least `need` tricks?" for a position whose
    /// (complete) codes are `codes`.
    #[inline]
    fn probe(&self, codes: [u64; 2], need: u8) -> Probe {
        let [low, high] = codes;
        let mut first = 0xff;
        let filter = filter_of([low, high]);
        let mut from = 0;
        // A position's codes are complete: only the entry's own cards need compare. The key
        // compares the top three cards of each suit (a tight scan of the keys alone: most
        // fail there); the entry the rest, if any.
        while let Some(i) = next_agreeing(&self.keys, from, filter, !0) {
            from = i + 1;
            let key = self.keys[i];
            // An exact key needs no entry (the cards it looks at are in its mask).
            let tops = if key.exact() {
                key.tops()
            } else {
                let e = &self.entries[i];
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
                first = self.entries[i].best;
            }
        }
        Probe::Open(first)
    }

    /// Records a proved bound `bounds` (lower, upper) for the positions whose top `tops[s]`
    /// cards in each suit lie as in `codes` (masked by `mask`, the mask of `tops`).
    #[inline]
    fn store(
        &mut self,
        codes: [u64; 2],
        mask: [u64; 2],
        tops: [u8; 4],
        bounds: (u8, u8),
        best: u8,
    ) {
        let (mut new_lower, mut new_upper) = bounds;
        // One pass over the proofs of this shape. Those stored for these cards or for fewer
        // of them (more general ones) are true here too: the new entry takes their bounds,
        // and is not needed when one of them already says as much. Those for more of the
        // cards (more specific ones) that come to say no more than the new one are dropped.
        // Either kind agrees with the new entry on the cards both look at: the keys rule
        // out most others without reaching their entries.
        let weight: u8 = tops.iter().sum();
        let (filter, filter_mask) = (filter_of(codes), filter_of(mask));
        let len = self.keys.len();
        // The proofs for more of the cards than the new one come after the others (the
        // lists go by weight): found by halving, not by a scan.
        let mut at = self.keys.partition_point(|key| key.weight() <= weight);
        let mut general = [0u16; 32];
        let mut n_general = 0;
        let mut from = 0;
        while let Some(i) = next_agreeing(&self.keys[..at], from, filter, filter_mask) {
            from = i + 1;
            let key = self.keys[i];
            if !self.entries[i].includes(codes, tops) {
                continue;
            }
            if self.entries[i].tops == tops {
                // The same cards: tighten its bounds (they already include the general
                // proofs', which it took when stored).
                let key = &mut self.keys[i];
                key.set_bounds(key.lower().max(new_lower), key.upper().min(new_upper));
                if best != 0xff {
                    self.entries[i].best = best;
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
            let key = self.keys[usize::from(i)];
            key.lower() >= new_lower && key.upper() <= new_upper
        }) {
            return;
        }
        let mut from = at;
        let specific = std::iter::from_fn(|| {
            let i = next_agreeing(&self.keys, from, filter, filter_mask)?;
            from = i + 1;
            Some(i)
        })
        .any(|i| self.entries[i].refines(codes, mask, tops));
        if specific {
            // Drop the specific proofs that say no more, from both lists alike.
            let mut kept = 0;
            let mut kept_before_at = 0;
            for i in 0..len {
                let key = self.keys[i];
                let more = key.weight() > weight
                    && key.agrees(filter, filter_mask)
                    && self.entries[i].refines(codes, mask, tops);
                if more && key.lower() <= new_lower && key.upper() >= new_upper {
                    continue;
                }
                if i < at {
                    kept_before_at += 1;
                }
                self.keys[kept] = key;
                self.entries[kept] = self.entries[i];
                kept += 1;
            }
            self.keys.truncate(kept);
            self.entries.truncate(kept);
            at = kept_before_at;
        }
        self.keys
            .insert(at, Key::new(codes, tops, new_lower, new_upper, weight));
        self.entries.insert(at, Entry { codes, tops, best });
    }
}

/// How many proofs one shape's list holds before it is split by the holder of a top card
/// (below that a probe's scan is short, and one list costs less to keep).
const SPLIT_AT: usize = 32;

/// The proofs stored for one shape: one list, until it grows long; then split four ways by
/// who holds the top card of one suit (the one with the most cards out, whose top card most
/// proofs look at): a probe scans only the list for its position's holder, since a proof that
/// looks at that card admits no position where another seat holds it. A proof that does not
/// look at it is in all four lists. Each list keeps the order of the proofs it holds (by
/// weight, then by age), so a probe meets the proofs that admit its position in the order
/// one list of them all would give, and finds the same one.
/// (The four lists live apart, made at the split: the map's buckets stay small, as most
/// shapes never need them.)
#[derive(Debug)]
struct ShapeProofs {
    /// The suit whose top card's holder picks the list.
    suit: u8,
    /// Every proof, until the split.
    one: Proofs,
    /// The four lists, by the holder of the suit's top card, once split.
    by_top: Option<Box<[Proofs; 4]>>,
}

impl ShapeProofs {
    fn new(shape: u128) -> ShapeProofs {
        // The seats' lengths (4 bits a seat and suit) under the leader, trumps and aims.
        let lens = (shape >> 14) as u64;
        let out = |suit: u8| -> u64 {
            (0..4)
                .map(|seat| (lens >> (16 * seat + 4 * u32::from(suit))) & 15)
                .sum()
        };
        let suit = (0..4).rev().max_by_key(|&s| out(s)).unwrap_or(0);
        ShapeProofs {
            suit,
            one: Proofs::default(),
            by_top: None,
        }
    }

    /// Who holds the top card of the suit in `codes`, the codes of a position or of a proof
    /// that looks at that card.
    #[inline]
    fn holder(&self, codes: u128) -> usize {
        (codes >> (32 * u32::from(self.suit))) as usize & 3
    }

    /// The list that holds every proof that may admit a position whose codes are `codes`.
    #[inline]
    fn list_of(&self, codes: u128) -> &Proofs {
        match &self.by_top {
            Some(lists) => &lists[self.holder(codes)],
            None => &self.one,
        }
    }

    /// Records a proved bound in the lists that the proof may answer for; the bytes of the
    /// lists, before and after.
    fn store(
        &mut self,
        codes: u128,
        [masked, mask]: [[u64; 2]; 2],
        tops: [u8; 4],
        bounds: (u8, u8),
        best: u8,
    ) -> (usize, usize) {
        let holder = self.holder(codes);
        let looks = tops[usize::from(self.suit)] > 0;
        let Some(lists) = &mut self.by_top else {
            let before = self.one.bytes();
            self.one.store(masked, mask, tops, bounds, best);
            if self.one.keys.len() > SPLIT_AT {
                self.split();
                return (before, self.bytes());
            }
            return (before, self.one.bytes());
        };
        if looks {
            let proofs = &mut lists[holder];
            let before = proofs.bytes();
            proofs.store(masked, mask, tops, bounds, best);
            (before, proofs.bytes())
        } else {
            // A proof that does not look at the top card of the suit is kept in every list
            // alike (each list decides as the others: the proofs it meets there are the ones
            // that do not look at that card either, or that refine it).
            let before = self.bytes();
            for proofs in self.by_top.iter_mut().flat_map(|lists| lists.iter_mut()) {
                proofs.store(masked, mask, tops, bounds, best);
            }
            (before, self.bytes())
        }
    }

    /// Splits the one list four ways by the holder of the suit's top card, in order.
    fn split(&mut self) {
        let all = std::mem::take(&mut self.one);
        let mut lists: Box<[Proofs; 4]> = Box::default();
        let suit = usize::from(self.suit);
        for (&key, entry) in all.keys.iter().zip(&all.entries) {
            if entry.tops[suit] > 0 {
                let holder = (entry.codes[suit / 2] >> (32 * (suit % 2))) as usize & 3;
                lists[holder].keys.push(key);
                lists[holder].entries.push(*entry);
            } else {
                for proofs in lists.iter_mut() {
                    proofs.keys.push(key);
                    proofs.entries.push(*entry);
                }
            }
        }
        self.by_top = Some(lists);
    }

    /// Bytes allocated for the lists (and the four lists' own block).
    fn bytes(&self) -> usize {
        let split = self.by_top.as_ref().map_or(0, |lists| {
            std::mem::size_of::<[Proofs; 4]>() + lists.iter().map(Proofs::bytes).sum::<usize>()
        });
        self.one.bytes() + split
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
    shapes: HashMap<u128, ShapeProofs, BuildHasherDefault<ShapeHasher>>,
    /// Bytes allocated for the lists and the map's buckets.
    used: usize,
    budget: usize,
}

/// The bytes of one bucket of the map: its key, its list's header and a control byte.
const BUCKET: usize = std::mem::size_of::<u128>() + std::mem::size_of::<ShapeProofs>() + 1;

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
        let Some(shape) = self.shapes.get(&shape) else {
            return Probe::Open(0xff);
        };
        shape.list_of(codes).probe(halves(codes), need)
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
        let codes_halves = [low & mask[0], high & mask[1]];
        if self.used >= self.budget {
            self.clear();
        }
        let buckets = self.shapes.capacity();
        let list = self
            .shapes
            .entry(shape)
            .or_insert_with(|| ShapeProofs::new(shape));
        let bounds = (lower.unwrap_or(0), upper.unwrap_or(depth));
        let (before, after) = list.store(codes, [codes_halves, mask], tops, bounds, best);
        // A split may leave the lists less room than the one had: their bytes are part of
        // `used`, so taking them off first cannot go below zero.
        self.used = self.used - before + after + (self.shapes.capacity() - buckets) * BUCKET;
    }

    /// Bytes the table may hold.
    pub(crate) fn bytes(&self) -> usize {
        self.budget
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
