//! The call of an exposed card held back to each later trick (Portland 70, 81; Pirate 51),
//! valued without a search for every trick.
//!
//! Double dummy a later call is never worth more to the caller than an earlier one: until the
//! card binds, its holder may play it of his own accord, so he can do whatever the earlier call
//! would have made him do (the solver's test `a_later_call_is_never_worth_more_to_the_caller`).
//! The declarers' tricks therefore move one way only as the call waits longer, and where two
//! waits come to the same tricks every wait between them does too. The waits are searched by
//! halving: the first and the last, then the middle of any stretch whose ends differ. A call
//! that makes no difference from the second trick to the last costs two searches, not twelve.

use crate::cards::{Card, Seat};
use crate::solver::{Constraint, ConstraintError, Position, Solver};

/// The calls of one exposed card held back, from one position: the tricks each wait comes to
/// (by the number of tricks waited, from 1 to the last).
struct Family {
    position: Position,
    seat: Seat,
    card: Card,
    tricks: Vec<u8>,
}

/// The later calls valued so far, for the options of one ruling.
#[derive(Default)]
pub(crate) struct LaterCalls {
    families: Vec<Family>,
}

impl LaterCalls {
    /// The declarers' tricks from `position` with `seat`'s `card` called once `wait` more
    /// tricks are complete: what [`Solver::tricks_under`] finds for that call, the first time
    /// a card's calls are asked for found for every wait at once.
    pub(crate) fn tricks(
        &mut self,
        solver: &mut Solver,
        position: &Position,
        seat: Seat,
        card: Card,
        wait: u8,
    ) -> Result<u8, ConstraintError> {
        // The waits of `Moment::later_calls`: to the last trick.
        let last = usize::from(position.tricks_left()).saturating_sub(1);
        let w = usize::from(wait);
        if w == 0 || w > last {
            return search(solver, position, seat, card, wait, None);
        }
        let known = self
            .families
            .iter()
            .find(|f| f.seat == seat && f.card == card && f.position == *position);
        if let Some(f) = known {
            return Ok(f.tricks[w]);
        }
        let mut tricks = vec![0; last + 1];
        tricks[1] = search(solver, position, seat, card, 1, None)?;
        tricks[last] = search(solver, position, seat, card, last as u8, Some(tricks[1]))?;
        fill(solver, position, seat, card, &mut tricks, 1, last)?;
        let t = tricks[w];
        self.families.push(Family {
            position: position.clone(),
            seat,
            card,
            tricks,
        });
        Ok(t)
    }
}

/// The tricks with the card called after `wait` tricks, searched.
fn search(
    solver: &mut Solver,
    position: &Position,
    seat: Seat,
    card: Card,
    wait: u8,
    guess: Option<u8>,
) -> Result<u8, ConstraintError> {
    let call = [Constraint::PlayCardAfter {
        seat,
        card,
        tricks: wait,
    }];
    match guess {
        Some(g) => solver.tricks_under_near(position, &call, g),
        None => solver.tricks_under(position, &call),
    }
}

/// Fills the waits strictly between `lo` and `hi`, whose tricks are known: all alike when the
/// ends agree (the tricks move one way only), else each half in turn from a search of the
/// middle.
fn fill(
    solver: &mut Solver,
    position: &Position,
    seat: Seat,
    card: Card,
    tricks: &mut [u8],
    lo: usize,
    hi: usize,
) -> Result<(), ConstraintError> {
    if hi <= lo + 1 {
        return Ok(());
    }
    if tricks[lo] == tricks[hi] {
        let same = tricks[lo];
        tricks[lo + 1..hi].fill(same);
        return Ok(());
    }
    let mid = (lo + hi) / 2;
    tricks[mid] = search(solver, position, seat, card, mid as u8, Some(tricks[lo]))?;
    fill(solver, position, seat, card, tricks, lo, mid)?;
    fill(solver, position, seat, card, tricks, mid, hi)
}

#[cfg(test)]
mod tests {
    use super::LaterCalls;
    use crate::cards::{Card, Hand, Partnership, Seat, Strain, Suit};
    use crate::solver::{Constraint, Position, Solver};
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    /// Every wait found by halving is the tricks a search of that wait finds, on random
    /// endings of six to eight cards a hand (every strain, the nullo, any holder and card of
    /// his): were the tricks not to move one way only as the call waits, the halving would
    /// fill a stretch wrongly and this would fail.
    #[test]
    fn the_waits_found_by_halving_are_the_searched_ones() {
        let endings = if cfg!(debug_assertions) { 30 } else { 300 };
        let mut rng = StdRng::seed_from_u64(0x0A1F_CA11);
        let strains = [
            Strain::NoTrumps,
            Strain::Trumps(Suit::Hearts),
            Strain::Nullo,
        ];
        let (mut searched, mut differed) = (0, 0);
        for i in 0..endings {
            let n = rng.random_range(6..=8usize);
            let mut pack: Vec<Card> = (0..52).map(Card::from_index).collect();
            for k in (1..pack.len()).rev() {
                pack.swap(k, rng.random_range(0..=k));
            }
            let mut hands = [Hand::EMPTY; 4];
            for (h, hand) in hands.iter_mut().enumerate() {
                *hand = pack[h * n..(h + 1) * n].iter().copied().collect();
            }
            let strain = strains[i % strains.len()];
            let declarers = Partnership::new(Seat::N, Seat::S).unwrap();
            let p = Position::new(hands, strain, declarers, Seat::E, Vec::new()).unwrap();
            let holder = Seat::ALL[rng.random_range(0..4usize)];
            let cards: Vec<Card> = p.hand(holder).cards().collect();
            let card = cards[rng.random_range(0..cards.len())];
            let mut later = LaterCalls::default();
            let mut solver = Solver::default();
            let mut first = None;
            for wait in 1..p.tricks_left() {
                let halved = later.tricks(&mut solver, &p, holder, card, wait).unwrap();
                let call = [Constraint::PlayCardAfter {
                    seat: holder,
                    card,
                    tricks: wait,
                }];
                let direct = Solver::default().tricks_under(&p, &call).unwrap();
                assert_eq!(
                    halved, direct,
                    "ending {i} {strain:?} {holder:?} {card} wait {wait}"
                );
                searched += 1;
                differed += usize::from(first.is_some_and(|f| f != direct));
                first = first.or(Some(direct));
            }
        }
        // Some calls come to less as they wait: the halving has stretches to split.
        assert!(searched > 0 && differed > 0, "{searched} {differed}");
    }
}
