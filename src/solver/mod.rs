//! The double-dummy solver: how many tricks a side takes with best play by all four, with
//! every hand in view, for any seating of partners and for the nullo.
//!
//! Solvers written for contract bridge take partners to sit opposite and every side to want
//! tricks. Pirate Bridge breaks both: the acceptor who becomes dummy may sit at the declarer's
//! right or left (Pirate law 29 puts the opening lead with the player on declarer's left, or
//! the next player if that seat is dummy), and the 1917 book's nullo is a contract to *lose*
//! tricks, played without a trump suit, in which the declaring side tries to take as few
//! tricks as possible and the adversaries try to make it take as many. This solver frames the
//! game as one side's tricks counted and one side maximising the count, and so handles all of
//! these alike.
//!
//! Technique: zero-window alpha-beta searches with moving bounds (`search`), a bounded
//! transposition table at trick boundaries keyed by shape and relative ranks with partition
//! search (only the top cards that decided a bound are stored, as bounds on N's side's tricks
//! so that either side's declarer shares them, `tt`), quick-tricks and later-tricks cutoffs
//! after DDS's for any seating (`quick`), equivalent cards searched once, and move ordering
//! after DDS's weights, with the nullo's own (`search::order`).

mod claims;
mod constraint;
mod engine;
mod misere;
mod position;
mod quick;
mod search;
mod solve;
mod table;
mod tt;

#[cfg(feature = "book")]
pub(crate) use claims::records_verdicts;
pub use claims::{
    ClaimVerdict, DealClaims, Verdict, record_verdicts, render_verdict, render_verdicts,
    verify_claim_under, verify_record, verify_records,
};
pub use constraint::Constraint;
pub use position::PositionError;
pub use position::{Position, trick_winner};
pub use solve::ConstraintError;
pub use solve::{Solver, SolverConfig};
pub(crate) use table::declarers_of;
pub use table::{
    DdTable, STRAINS, TABLE_RESULTS, TableEntry, TableRows, opening_leader, pairings, table,
};

#[cfg(test)]
mod constraint_tests;
#[cfg(test)]
mod tests;
