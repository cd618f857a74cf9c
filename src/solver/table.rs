//! The double-dummy table of a deal: every way to pair the four players, every declarer,
//! every strain including the nullo, each with the lawful opening leader.

use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;

use super::position::{Position, PositionError};
use super::solve::{Solver, SolverConfig};
use crate::cards::{Deal, Partnership, Seat, Strain, Suit};

/// The six strains in the order the table prints them: clubs, diamonds, hearts, spades, no
/// trumps, nullo.
pub const STRAINS: [Strain; 6] = [
    Strain::Trumps(Suit::Clubs),
    Strain::Trumps(Suit::Diamonds),
    Strain::Trumps(Suit::Hearts),
    Strain::Trumps(Suit::Spades),
    Strain::NoTrumps,
    Strain::Nullo,
];

/// The three ways to pair four players: N–S against E–W (the only one under the Portland
/// laws), then the two Pirate seatings with partners side by side, N–E against S–W and N–W
/// against E–S.
pub fn pairings() -> [Partnership; 3] {
    [
        Partnership {
            first: Seat::N,
            second: Seat::S,
        },
        Partnership {
            first: Seat::N,
            second: Seat::E,
        },
        Partnership {
            first: Seat::N,
            second: Seat::W,
        },
    ]
}

/// The opening leader (pirate-1916:29): "the player to the left of the declarer leads for the
/// first trick, unless that person happens to be dummy, in which case the player to his left
/// leads."
pub fn opening_leader(declarer: Seat, dummy: Seat) -> Seat {
    let left = declarer.left();
    if left == dummy { left.left() } else { left }
}

/// The four declarers of a pairing, N, E, S, W in turn, each with his partner as dummy and
/// the opening leader of law 29: the rows of one pairing in a table.
pub(crate) fn declarers_of(pairing: Partnership) -> impl Iterator<Item = (Seat, Seat, Seat)> {
    Seat::ALL.into_iter().filter_map(move |declarer| {
        let side = if pairing.contains(declarer) {
            pairing
        } else {
            pairing.adversaries()
        };
        let dummy = side.partner_of(declarer)?;
        Some((declarer, dummy, opening_leader(declarer, dummy)))
    })
}

/// One cell of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct TableEntry {
    pub declarer: Seat,
    pub dummy: Seat,
    pub strain: Strain,
    /// The opening leader by law 29.
    pub leader: Seat,
    /// The declaring side's tricks with best play (at the nullo, the tricks forced on it).
    pub tricks: u8,
}

/// A deal's table: 3 pairings × 4 declarers × 6 strains = 72 entries, or fewer when only
/// some pairings or strains were asked for (`foster solve --pairing`, `--strain`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DdTable {
    pub entries: Vec<TableEntry>,
}

impl DdTable {
    /// The tricks for a declarer, his dummy and a strain.
    pub fn get(&self, declarer: Seat, dummy: Seat, strain: Strain) -> Option<u8> {
        self.entries
            .iter()
            .find(|e| e.declarer == declarer && e.dummy == dummy && e.strain == strain)
            .map(|e| e.tricks)
    }
}

/// Which rows of a deal's table to solve: some of the pairings and some of the strains (all
/// of both by default). Someone who wants only the partners opposite, or no nullo, need not
/// wait for the rest: the nullo's rows take most of a table's time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRows {
    /// Pairings, each as [`pairings`] names it (N with his partner).
    pairings: Vec<Partnership>,
    strains: Vec<Strain>,
}

impl Default for TableRows {
    fn default() -> TableRows {
        TableRows::new([], [])
    }
}

impl TableRows {
    /// The rows of these pairings (either side may name one: N–S and E–W are one pairing)
    /// and these strains, in the table's own order whatever the order given; a list left
    /// empty stands for all of its kind.
    pub fn new(
        chosen_pairings: impl IntoIterator<Item = Partnership>,
        chosen_strains: impl IntoIterator<Item = Strain>,
    ) -> TableRows {
        let chosen_pairings: Vec<Partnership> = chosen_pairings.into_iter().collect();
        let chosen_strains: Vec<Strain> = chosen_strains.into_iter().collect();
        let same = |a: Partnership, b: Partnership| a.contains(b.first) && a.contains(b.second);
        TableRows {
            pairings: pairings()
                .into_iter()
                .filter(|p| {
                    chosen_pairings.is_empty()
                        || chosen_pairings
                            .iter()
                            .any(|c| same(*p, *c) || same(p.adversaries(), *c))
                })
                .collect(),
            strains: STRAINS
                .into_iter()
                .filter(|s| chosen_strains.is_empty() || chosen_strains.contains(s))
                .collect(),
        }
    }

    /// The rows of the contracts a game can reach, for a table that was not asked for rows:
    /// partners side by side only under the Pirate laws (the acceptor of a bid becomes dummy
    /// wherever he sits), and the nullo only where the four players agreed to it (the laws know
    /// none, 1916:15 and 20; the 1917 book allows it by agreement, a record's `nullo: allowed`).
    /// Each chosen list that is not empty is taken as it is.
    pub fn of_game(
        pirate: bool,
        nullo_agreed: bool,
        chosen_pairings: Vec<Partnership>,
        chosen_strains: Vec<Strain>,
    ) -> TableRows {
        let pairings = if chosen_pairings.is_empty() && !pirate {
            vec![pairings()[0]]
        } else {
            chosen_pairings
        };
        let strains = if chosen_strains.is_empty() && !(pirate && nullo_agreed) {
            STRAINS
                .into_iter()
                .filter(|s| *s != Strain::Nullo)
                .collect()
        } else {
            chosen_strains
        };
        TableRows::new(pairings, strains)
    }

    /// The pairings chosen, in the table's order.
    pub fn pairings(&self) -> &[Partnership] {
        &self.pairings
    }

    /// The strains chosen, in the table's order.
    pub fn strains(&self) -> &[Strain] {
        &self.strains
    }

    /// Whether the strain is among those chosen.
    pub(crate) fn holds_strain(&self, strain: Strain) -> bool {
        self.strains.contains(&strain)
    }

    /// Whether the pairing that puts these two players together (as partners, or as the two
    /// adversaries of a side) is among those chosen; `false` for one player named twice.
    pub(crate) fn holds_pair(&self, a: Seat, b: Seat) -> bool {
        a != b
            && self.pairings.iter().any(|p| {
                (p.contains(a) && p.contains(b))
                    || (p.adversaries().contains(a) && p.adversaries().contains(b))
            })
    }

    /// How many results they hold: four declarers a row.
    pub fn results(&self) -> usize {
        self.pairings.len() * self.strains.len() * 4
    }

    /// Every row, pairing by pairing.
    pub fn rows(&self) -> Vec<(Partnership, Strain)> {
        self.pairings
            .iter()
            .flat_map(|&p| self.strains.iter().map(move |&s| (p, s)))
            .collect()
    }
}

/// The rows of a deal's table: 3 pairings × 6 strains, each row the four declarers.
pub(crate) const TABLE_ROWS: usize = 18;
/// The results of a deal's table: 18 rows of four declarers.
pub const TABLE_RESULTS: usize = TABLE_ROWS * 4;

/// Solves the table of a deal with a fresh default solver.
pub fn table(deal: &Deal) -> Result<DdTable, PositionError> {
    Solver::default().table(deal)
}

impl Solver {
    /// Solves every pairing, declarer and strain of a deal whose four hands are given. The 18
    /// rows (3 pairings × 6 strains) share nothing (a table entry is for one trump suit and
    /// one pairing of the players), so they are spread over the threads of the solver's
    /// configuration, each with a table of its own; the nullo rows, much the longest, first.
    pub fn table(&mut self, deal: &Deal) -> Result<DdTable, PositionError> {
        self.table_with_progress(deal, &|_| {})
    }

    /// [`Solver::table`], calling `result_done` with each of the 72 results as it is solved
    /// (from whichever thread solved it), for a caller that shows progress or keeps what was
    /// found if it is stopped: a result at a time, not a row, for a nullo row takes most of a
    /// table's time.
    pub fn table_with_progress(
        &mut self,
        deal: &Deal,
        result_done: &(dyn Fn(&TableEntry) + Sync),
    ) -> Result<DdTable, PositionError> {
        self.rows_with_progress(deal, &TableRows::default(), result_done)
    }

    /// [`Solver::table_with_progress`] for some of the table's rows: the table holds only
    /// their entries.
    pub fn rows_with_progress(
        &mut self,
        deal: &Deal,
        chosen: &TableRows,
        result_done: &(dyn Fn(&TableEntry) + Sync),
    ) -> Result<DdTable, PositionError> {
        let rows = chosen.rows();
        let threads = self.threads_for(rows.len());
        if threads <= 1 {
            let mut entries = Vec::with_capacity(chosen.results());
            for (pairing, strain) in rows {
                entries.extend(self.row_with_progress(deal, pairing, strain, result_done)?);
            }
            return Ok(DdTable { entries });
        }
        // A bad deal is reported before any thread starts.
        Position::from_deal(deal, Strain::NoTrumps, pairings()[0], Seat::N)?;
        // The nullo rows first: they take longest.
        let mut order: Vec<usize> = (0..rows.len()).collect();
        order.sort_by_key(|&i| rows[i].1 != Strain::Nullo);
        let solved = self.spread(threads, &order, |solver, &i| {
            let (pairing, strain) = rows[i];
            solver.row_with_progress(deal, pairing, strain, result_done)
        });
        let mut by_row = vec![Vec::new(); rows.len()];
        for (i, row) in order.into_iter().zip(solved) {
            by_row[i] = row?;
        }
        Ok(DdTable {
            entries: by_row.concat(),
        })
    }

    /// The number of threads the configuration asks for (0: one per core; WebAssembly has
    /// one), at most `jobs`.
    pub(super) fn threads_for(&self, jobs: usize) -> usize {
        // Known when compiled, so that WebAssembly's module leaves out the threads' code.
        if cfg!(target_family = "wasm") {
            return 1;
        }
        match self.config.threads {
            0 => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
            n => n,
        }
        .min(jobs)
        .max(1)
    }

    /// Runs `job` on every item, spread over `threads` threads (the calling one included),
    /// each with a solver of its own holding its share of this solver's table budget, so that
    /// the bound on memory holds; results in the items' order. A thread that cannot be started
    /// leaves its items to the others.
    pub(super) fn spread<T: Sync, R: Send>(
        &mut self,
        threads: usize,
        items: &[T],
        job: impl Fn(&mut Solver, &T) -> R + Sync,
    ) -> Vec<R> {
        let config = SolverConfig {
            tt_megabytes: (self.config.tt_megabytes / threads.max(1)).max(1),
            threads: 1,
        };
        let next = AtomicUsize::new(0);
        let worker = || {
            let mut solver = Solver::new(config);
            let mut done = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                done.push((i, job(&mut solver, item)));
            }
            (done, solver.nodes)
        };
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .filter_map(|_| std::thread::Builder::new().spawn_scoped(scope, worker).ok())
                .collect();
            let mut outcomes = vec![worker()];
            for helper in helpers {
                outcomes.push(
                    helper
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                );
            }
            outcomes
        });
        let mut results: Vec<(usize, R)> = Vec::with_capacity(items.len());
        for (done, nodes) in outcomes {
            self.nodes += nodes;
            results.extend(done);
        }
        results.sort_by_key(|(i, _)| *i);
        results.into_iter().map(|(_, r)| r).collect()
    }

    /// The four declarers of one pairing in one strain, each with his law-29 leader (N, E, S,
    /// W in turn). Each search starts from a guess taken from the declarers already solved,
    /// as DDS does: the declarer's partner usually makes the same, an adversary at a suit or
    /// no-trumps the rest of the tricks.
    pub fn row(
        &mut self,
        deal: &Deal,
        pairing: Partnership,
        strain: Strain,
    ) -> Result<Vec<TableEntry>, PositionError> {
        self.row_with_progress(deal, pairing, strain, &|_| {})
    }

    /// [`Solver::row`], calling `result_done` with each declarer's result as it is solved.
    pub fn row_with_progress(
        &mut self,
        deal: &Deal,
        pairing: Partnership,
        strain: Strain,
        result_done: &(dyn Fn(&TableEntry) + Sync),
    ) -> Result<Vec<TableEntry>, PositionError> {
        let mut row: Vec<TableEntry> = Vec::with_capacity(4);
        for (declarer, dummy, leader) in declarers_of(pairing) {
            let declarers = Partnership {
                first: declarer,
                second: dummy,
            };
            let position = Position::from_deal(deal, strain, declarers, leader)?;
            let partners = row.iter().find(|e| e.dummy == declarer).map(|e| e.tricks);
            let adversaries = match strain {
                // At the nullo both sides play to lose: one side's result says little of the
                // other's.
                Strain::Nullo => None,
                _ => row.last().map(|e| 13 - e.tricks),
            };
            let tricks = match partners.or(adversaries) {
                Some(guess) => self.tricks_near(&position, guess),
                None => self.tricks(&position),
            };
            let entry = TableEntry {
                declarer,
                dummy,
                strain,
                leader,
                tricks,
            };
            result_done(&entry);
            row.push(entry);
        }
        Ok(row)
    }
}

#[cfg(test)]
mod rows_tests {
    use super::*;

    fn codes(rows: &TableRows) -> (Vec<String>, Vec<&'static str>) {
        (
            rows.pairings()
                .iter()
                .map(|p| format!("{}{}", p.first, p.second))
                .collect(),
            rows.strains().iter().map(|s| s.code()).collect(),
        )
    }

    /// A game's rows: the Portland Club's partners sit opposite and bid no nullo; Pirate
    /// partners may sit side by side, and the nullo is a strain only by the table's agreement.
    /// Rows named are taken as named, whatever the game.
    #[test]
    fn a_games_rows_are_the_contracts_it_can_reach() {
        let five = vec!["C", "D", "H", "S", "NT"];
        let six = vec!["C", "D", "H", "S", "NT", "NL"];
        let all = vec!["NS".to_string(), "NE".into(), "NW".into()];
        assert_eq!(
            codes(&TableRows::of_game(false, true, vec![], vec![])),
            (vec!["NS".to_string()], five.clone())
        );
        assert_eq!(
            codes(&TableRows::of_game(true, false, vec![], vec![])),
            (all.clone(), five.clone())
        );
        assert_eq!(
            codes(&TableRows::of_game(true, true, vec![], vec![])),
            (all.clone(), six)
        );
        let ew = Partnership::new(Seat::E, Seat::W).expect("a side");
        assert_eq!(
            codes(&TableRows::of_game(
                false,
                false,
                vec![pairings()[1], ew],
                vec![Strain::Nullo]
            )),
            (vec!["NS".to_string(), "NE".into()], vec!["NL"])
        );
        assert_eq!(TableRows::of_game(true, true, vec![], vec![]).results(), 72);
    }
}
