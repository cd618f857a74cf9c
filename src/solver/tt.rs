//! The transposition table: bounds on the tricks still to come, stored at trick boundaries.
//!
//! A position at a trick boundary is keyed by its *relative ranks*: in each suit, which seat
//! holds the highest card still out, the next, and so on. Two positions that differ only in
//! the absolute ranks of cards with nothing between them play out alike, so they share an
//! entry (rank equivalence). The key also carries the leader, the trump suit and the two sides'
//! aims, so an entry stays true across solves and deals: the table is never cleared, only
//! overwritten when full.

/// One stored position: the key and the lower and upper bounds found so far on the counted
/// side's tricks from this position on.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u128,
    lower: u8,
    upper: u8,
    /// Tricks left at the position: deeper entries saved more work and are kept longer.
    depth: u8,
    /// The table's generation when stored; older entries count as empty.
    generation: u16,
    /// The lead that last decided a search here (suit × 16 + rank bit index; 0xff none):
    /// tried first next time.
    best: u8,
}

/// A bounded, 4-way set-associative table.
#[derive(Debug)]
pub(crate) struct TransTable {
    entries: Vec<Entry>,
    mask: usize,
    generation: u16,
}

const WAYS: usize = 4;

impl TransTable {
    /// A table of at most `megabytes` MB (rounded down to a power of two of buckets; at least
    /// one bucket).
    pub(crate) fn new(megabytes: usize) -> TransTable {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let per_bucket = WAYS * std::mem::size_of::<Entry>();
        let mut buckets = 1usize;
        while buckets * 2 * per_bucket <= bytes {
            buckets *= 2;
        }
        TransTable {
            entries: vec![Entry::default(); buckets * WAYS],
            mask: buckets - 1,
            generation: 1,
        }
    }

    /// Forgets every entry (in constant time, by moving to a new generation).
    pub(crate) fn clear(&mut self) {
        if self.generation == u16::MAX {
            self.entries.fill(Entry::default());
            self.generation = 0;
        }
        self.generation += 1;
    }

    fn bucket(&self, key: u128) -> usize {
        // Fold and mix the key so that nearby keys spread over the buckets.
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let mixed = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((mixed >> 32) as usize & self.mask) * WAYS
    }

    /// The bounds stored for `key`, if any. Key 0 is never a real position (every key has
    /// its marker bits set), so empty slots never match.
    pub(crate) fn get(&self, key: u128) -> Option<(u8, u8, u8)> {
        let b = self.bucket(key);
        self.entries[b..b + WAYS]
            .iter()
            .find(|e| e.key == key && e.generation == self.generation)
            .map(|e| (e.lower, e.upper, e.best))
    }

    /// Tightens the bounds for `key` (creating the entry with bounds `0..=depth` if need be),
    /// evicting the shallowest entry of the bucket when it is full.
    pub(crate) fn tighten(
        &mut self,
        key: u128,
        depth: u8,
        lower: Option<u8>,
        upper: Option<u8>,
        best: u8,
    ) {
        let b = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.entries[b..b + WAYS];
        let slot = match bucket
            .iter()
            .position(|e| e.key == key && e.generation == generation)
        {
            Some(i) => i,
            None => {
                let mut victim = 0;
                for (i, e) in bucket.iter().enumerate() {
                    if e.key == 0 || e.generation != generation {
                        victim = i;
                        break;
                    }
                    if e.depth < bucket[victim].depth {
                        victim = i;
                    }
                }
                bucket[victim] = Entry {
                    key,
                    lower: 0,
                    upper: depth,
                    depth,
                    generation,
                    best: 0xff,
                };
                victim
            }
        };
        let e = &mut bucket[slot];
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

    /// Bytes held by the table.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }
}
