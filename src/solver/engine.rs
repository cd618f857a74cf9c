//! The engine's state, which the search ([`super::search`]), its move ordering and the quick
//! tricks ([`super::quick`]) read and change: the hands as rank masks, the trick in progress,
//! the aims; and the bit tricks on rank masks they share.

use super::constraint;

/// Ranks that decided a result: 16 bits a suit (suit index × 16), bit 0 = deuce.
pub(crate) type Win = u64;

/// No trump suit.
pub(crate) const NO_TRUMP: usize = 4;

/// A play: suit index and the rank's bit (bit 0 = deuce).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Play {
    pub suit: usize,
    pub bit: u16,
}

/// The engine's whole state: the hands as rank masks, the trick in progress, and the aims.
#[derive(Debug, Clone)]
pub(crate) struct Engine {
    /// `hands[seat][suit]`: 13-bit rank masks.
    pub hands: [[u16; 4]; 4],
    /// The hands' lengths, kept with them: 4 bits a seat and suit (nibble `4 × seat + suit`),
    /// so that shapes and counts cost no bit counting (see [`Engine::count_lengths`]).
    pub lens: u64,
    /// The cards still in the hands, by suit (the union of the four hands), kept with them.
    pub out: [u16; 4],
    /// By suit, the holders of the cards still in the hands, the highest card first (2 bits a
    /// card: the seat's index), kept with the hands as cards are played and taken back, so
    /// that a boundary's codes need not be worked out card by card.
    pub holders: [u32; 4],
    pub trump: usize,
    /// Seats whose tricks are counted (bit per seat index).
    pub counted: u8,
    /// Seats that play to raise the count.
    pub maximisers: u8,
    /// Each seat's partner (by seat index).
    pub partner: [usize; 4],
    pub leader: usize,
    pub trick: [Play; 4],
    pub trick_len: usize,
    /// The index in the trick of the card now winning it, kept with the trick as cards are
    /// played and taken back (a card need only be compared with the winning one).
    pub winning: usize,
    /// The cards of the trick in progress, 16 bits a suit, kept with it.
    pub table: u64,
    /// Counted tricks won since the search began.
    pub won: i32,
    pub nodes: u64,
    /// Whether the cutoffs at a trick boundary beyond the trivial ones (quick tricks, later
    /// tricks: [`super::quick`]) are tried; off only to check them against the bare search.
    pub cutoffs: bool,
    /// Per trick (cards left) and place in the trick: the move that last cut off there, as
    /// a play code (0xff none); move ordering's killer.
    pub killers: [[u8; 4]; 14],
    /// The constraints on the play (see [`constraint`]), by slot, and which are still pending
    /// (a bit a slot). Only the constrained instance of the search reads them.
    pub rules: [constraint::Rule; constraint::MAX_CONSTRAINTS],
    pub pending: u8,
}

/// The `n`th highest card of a mask (0 the highest), or 0 when there are not so many.
#[inline]
pub(super) fn nth_from_top(mut mask: u16, n: u32) -> u16 {
    for _ in 0..n {
        mask &= !high_bit(mask);
    }
    high_bit(mask)
}

/// How many cards a mask holds, by two lookups in a byte table: the build targets plain
/// x86-64, whose bit counting without a popcount instruction costs a dozen operations.
#[inline]
pub(super) fn count_cards(mask: u16) -> u32 {
    u32::from(BITS_IN_BYTE[usize::from(mask & 0xff)])
        + u32::from(BITS_IN_BYTE[usize::from(mask >> 8)])
}

/// The low nibble of each seat's 16 bits in [`Engine::suit_lengths`].
pub(super) const SEAT_LANES: u64 = 0x000f_000f_000f_000f;
/// The fifth bit of each seat's 16 bits in [`Engine::suit_lengths`], which a length raised
/// above 15 reaches.
const FIFTH_BITS: u64 = 0x0010_0010_0010_0010;

/// The lanes of a seat mask's seats in [`Engine::suit_lengths`].
#[inline]
pub(super) fn seat_lanes(seats: u8) -> u64 {
    let m = u64::from(seats);
    ((m & 1) | (m & 2) << 15 | (m & 4) << 30 | (m & 8) << 45) * 15
}

/// Whether every seat's length in `lengths` (as [`Engine::suit_lengths`] gives them) is at
/// most `n` (at most 13), all four at once: a length above `n`, raised by 15 less `n`,
/// reaches its lane's fifth bit (no lane carries into the next).
#[inline]
pub(super) fn at_most_each(lengths: u64, n: u32) -> bool {
    (lengths + u64::from(15 - n) * 0x0001_0001_0001_0001) & FIFTH_BITS == 0
}

/// The lanes of [`Engine::suit_lengths`] whose length is not 0, each as its fifth bit.
#[inline]
pub(super) fn holding_lanes(lengths: u64) -> u64 {
    (lengths + SEAT_LANES) & FIFTH_BITS
}

const BITS_IN_BYTE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};

/// The lowest card of the run that `card` starts in `holding`: going down through the cards
/// out (`alive`), as long as the next one is also in `holding`.
#[inline]
pub(super) fn run_low(alive: u16, holding: u16, card: u16) -> u16 {
    let mut low = card;
    loop {
        let next = high_bit(alive & (low - 1));
        if next == 0 || holding & next == 0 {
            return low;
        }
        low = next;
    }
}

#[inline]
pub(super) fn high_bit(mask: u16) -> u16 {
    if mask == 0 {
        0
    } else {
        1 << (15 - mask.leading_zeros())
    }
}
