//! The solver: the transposition table kept from one solve to the next, and the questions asked
//! of a position (its tricks, each card's value, a line of best play), each put to the search
//! ([`super::search`]).

use super::constraint::{Constraint, MAX_CONSTRAINTS, Rule};
use super::engine::{Engine, NO_TRUMP, Play};
use super::position::{Position, trick_winner};
use super::tt::TransTable;
use crate::cards::{Card, Rank, Seat, Strain, Suit};

/// How the solver is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolverConfig {
    /// The transposition table's size in megabytes: its lists and buckets are counted as they
    /// grow, and it is emptied when full.
    pub tt_megabytes: usize,
    /// How many threads solve a deal's table ([`Solver::table`]): 0 for one per core the
    /// machine offers, 1 for the calling thread alone. Each thread has a table of its own, of
    /// `tt_megabytes` divided among them, so the bound on memory holds. Single solves use one.
    pub threads: usize,
}

impl Default for SolverConfig {
    /// A 256 MB table; a deal's table solved on every core.
    fn default() -> SolverConfig {
        SolverConfig {
            tt_megabytes: 256,
            threads: 0,
        }
    }
}

/// A solver: holds the transposition table, whose entries stay valid from one solve (and
/// one deal) to the next, so reuse one solver for many positions.
#[derive(Debug)]
pub struct Solver {
    pub(super) tt: TransTable,
    pub(super) nodes: u64,
    pub(super) config: SolverConfig,
    /// Told each time a solve's bounds close in (see [`Solver::report_bounds`]).
    bounds: Option<fn(u8, u8)>,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(SolverConfig::default())
    }
}

fn play_of(card: Card) -> Play {
    Play {
        suit: card.suit.index(),
        bit: 1 << (card.rank.value() - 2),
    }
}

fn card_of(play: Play) -> Card {
    let rank = Rank::new(play.bit.trailing_zeros() as u8 + 2).unwrap_or(Rank::TWO);
    Card::new(Suit::ALL[play.suit], rank)
}

/// Why constraints cannot be put on a position.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ConstraintError {
    /// A card to be played is not in its player's hand.
    CardNotHeld { seat: Seat, card: Card },
    /// More constraints than the search keeps at once.
    TooMany { count: usize },
}

impl std::fmt::Display for ConstraintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConstraintError::CardNotHeld { seat, card } => {
                write!(f, "{} does not hold {card}", seat.name())
            }
            ConstraintError::TooMany { count } => write!(
                f,
                "{count} constraints at once; the solver keeps at most {MAX_CONSTRAINTS}"
            ),
        }
    }
}

impl std::error::Error for ConstraintError {}

impl Solver {
    pub fn new(config: SolverConfig) -> Solver {
        Solver {
            tt: TransTable::new(config.tt_megabytes),
            nodes: 0,
            config,
            bounds: None,
        }
    }

    /// Has `report(lower, upper)` called whenever the search for one result narrows its
    /// bounds (at least `lower`, at most `upper` tricks from the position), so that a caller
    /// can show a long solve closing in. A plain function: it costs a call per narrowing, a
    /// handful per result, and never touches the search itself.
    pub fn report_bounds(&mut self, report: fn(u8, u8)) {
        self.bounds = Some(report);
    }

    /// Search nodes visited since the solver was made.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forgets what the transposition table holds, so the next solve starts cold (for fair
    /// timing; the entries would otherwise stay true).
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    pub(super) fn engine(position: &Position) -> Engine {
        let mut hands = [[0u16; 4]; 4];
        for seat in Seat::ALL {
            for suit in Suit::ALL {
                hands[seat.index()][suit.index()] = position.hand(seat).suit_mask(suit);
            }
        }
        let declarers = position.declarers();
        let counted = (1u8 << declarers.first.index()) | (1u8 << declarers.second.index());
        let (trump, maximisers) = match position.strain() {
            Strain::Trumps(s) => (s.index(), counted),
            Strain::NoTrumps => (NO_TRUMP, counted),
            // The nullo: no trumps, and the adversaries play to make the declarers win tricks.
            Strain::Nullo => (NO_TRUMP, !counted & 0b1111),
        };
        let mut partner = [0usize, 1, 2, 3];
        for (seat, p) in partner.iter_mut().enumerate() {
            let same = |o: usize| (counted >> o) & 1 == (counted >> seat) & 1;
            *p = (0..4).find(|&o| o != seat && same(o)).unwrap_or(seat);
        }
        let mut engine = Engine {
            hands,
            lens: 0,
            out: [0; 4],
            holders: [0; 4],
            trump,
            counted,
            maximisers,
            partner,
            leader: position.leader().index(),
            trick: [Play { suit: 0, bit: 0 }; 4],
            trick_len: 0,
            winning: 0,
            table: 0,
            won: 0,
            nodes: 0,
            cutoffs: true,
            killers: [[0xff; 4]; 14],
            rules: Default::default(),
            pending: 0,
        };
        engine.count_lengths();
        for (i, card) in position.trick().iter().enumerate() {
            engine.trick[i] = play_of(*card);
            engine.trick_len = i + 1;
            engine.table |= u64::from(engine.trick[i].bit) << (16 * engine.trick[i].suit);
        }
        engine.winning = engine.winning_index();
        engine
    }

    fn value(&mut self, engine: &mut Engine, guess: Option<u8>) -> u8 {
        let total = engine.cards_left(engine.to_play()) as i32;
        let guess = guess.map_or(total / 2, i32::from);
        let v = engine.value(guess, &mut self.tt, self.bounds);
        self.nodes += engine.nodes;
        engine.nodes = 0;
        v as u8
    }

    /// The tricks the declaring side takes from this position on (the trick in progress
    /// included) when all four play their best: at a suit or no-trump contract the declarers
    /// to take tricks, at the nullo to lose them.
    pub fn tricks(&mut self, position: &Position) -> u8 {
        let mut engine = Solver::engine(position);
        self.value(&mut engine, None)
    }

    /// [`Solver::tricks`], with a guess at the answer to start from: the result does not
    /// depend on it, but a search that starts near the answer finishes sooner (a table guesses
    /// from the declarers already solved, as DDS does).
    pub(crate) fn tricks_near(&mut self, position: &Position, guess: u8) -> u8 {
        let mut engine = Solver::engine(position);
        self.value(&mut engine, Some(guess))
    }

    /// The value of every legal card of the player to play: the declaring side's tricks from
    /// this position on if that card is played and all play their best afterwards.
    pub fn card_values(&mut self, position: &Position) -> Vec<(Card, u8)> {
        let mut engine = Solver::engine(position);
        let mut out = Vec::new();
        for play in engine.legal_plays() {
            let undo = engine.apply(play);
            let won = engine.won;
            engine.won = 0;
            let v = self.value(&mut engine, None) as i32 + won;
            engine.won = won;
            engine.revert(undo);
            out.push((card_of(play), v as u8));
        }
        out
    }

    /// [`Solver::tricks`] with the play constrained, as a penalty directs (see [`Constraint`]):
    /// each constraint binds from this position on until it is discharged. The table is shared
    /// with unconstrained solves (a proof under constraints is kept apart from the others), so
    /// solving a position under several sets of constraints in turn reuses the work.
    pub fn tricks_under(
        &mut self,
        position: &Position,
        constraints: &[Constraint],
    ) -> Result<u8, ConstraintError> {
        let mut engine = Solver::engine(position);
        Solver::constrain(&mut engine, position, constraints)?;
        Ok(self.value(&mut engine, None))
    }

    /// [`Solver::tricks_under`] with a guess at the answer to start from.
    pub(crate) fn tricks_under_near(
        &mut self,
        position: &Position,
        constraints: &[Constraint],
        guess: u8,
    ) -> Result<u8, ConstraintError> {
        let mut engine = Solver::engine(position);
        Solver::constrain(&mut engine, position, constraints)?;
        Ok(self.value(&mut engine, Some(guess)))
    }

    pub(super) fn constrain(
        engine: &mut Engine,
        position: &Position,
        constraints: &[Constraint],
    ) -> Result<(), ConstraintError> {
        if constraints.len() > MAX_CONSTRAINTS {
            return Err(ConstraintError::TooMany {
                count: constraints.len(),
            });
        }
        for (i, c) in constraints.iter().enumerate() {
            if let Some(card) = c.card()
                && !position.hand(c.seat()).contains(card)
            {
                return Err(ConstraintError::CardNotHeld {
                    seat: c.seat(),
                    card,
                });
            }
            engine.rules[i] = Rule::of(*c, position.tricks_left());
            engine.pending |= 1 << i;
        }
        Ok(())
    }

    /// One line of best play from this position to the end: at each turn a card that keeps
    /// the value (the highest such card when the player's side wants tricks, else the lowest,
    /// only to make the line read naturally).
    pub fn line(&mut self, position: &Position) -> Vec<(Seat, Card)> {
        let mut pos = position.clone();
        let mut out = Vec::new();
        let target = self.tricks(&pos);
        let mut taken = 0u8;
        while pos.tricks_left() > 0 {
            let seat = pos.to_play();
            let values = self.card_values(&pos);
            // The card keeps the remaining target.
            let best = values
                .iter()
                .filter(|(_, v)| taken + v == target)
                .map(|(c, _)| *c)
                .min_by_key(|c| (c.suit, c.rank));
            let Some(card) = best else { break };
            let before = pos.trick().len();
            let leader = pos.leader();
            let mut trick = pos.trick().to_vec();
            let Some(next) = pos.after(card) else { break };
            out.push((seat, card));
            if before == 3 {
                trick.push(card);
                let winner = trick_winner(leader, &trick, pos.strain());
                if pos.declarers().contains(winner) {
                    taken += 1;
                }
            }
            pos = next;
        }
        out
    }
}
