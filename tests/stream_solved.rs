//! `foster solve`'s text and JSON of a deal (`foster::stream::solved`), from the library: the
//! deal that gives each player one whole suit (N spades, E hearts, S diamonds, W clubs), whose
//! every cell is worked out by hand (`tests/cli_solve.rs` says how: the side holding the trump
//! suit takes all thirteen; at no trumps the opening leader keeps the lead to the end), and its
//! contract, 1S by N with S as dummy: 13 tricks double dummy where the rows hold it, named and
//! not solved where they do not.

use foster::cards::{Partnership, Seat, Strain, Suit};
use foster::record::Code;
use foster::solver::{Solver, SolverConfig, TableRows};
use foster::stream::solved::{Solved, solved_deal};

const ONE_SUIT_EACH: &str = "code: pirate-1917

deal 1
dealer: N
hands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432
auction:
  N 1S; E pass; S accept
  W pass; N pass; E pass
";

fn solved(rows: &TableRows) -> Solved {
    let record = foster::record::parse(ONE_SUIT_EACH).expect("the record reads");
    let deal = &record.deals[0];
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 4,
        threads: 1,
    });
    let table = solver
        .rows_with_progress(&deal.hands, rows, &|_| {})
        .expect("solved");
    let report = foster::law::rule(&record, Code::Pirate1917);
    let contract = report.pirate().expect("Pirate").deals[0].contract;
    solved_deal(&deal.label, table, rows, contract)
}

#[test]
fn the_contract_and_the_rows_asked_for_as_worked_out_by_hand() {
    let opposite = Partnership::new(Seat::N, Seat::S).expect("partners");
    let rows = TableRows::new([opposite], [Strain::Trumps(Suit::Spades), Strain::NoTrumps]);
    let s = solved(&rows);
    assert_eq!(
        s.text,
        "deal 1: contract 1S by N with S as dummy, E leading: 13 tricks double dummy (needing 7)
                                   S  NT
  N-S against E-W
    N declares, S dummy, E leads  13   0
    E declares, W dummy, S leads   0   0
    S declares, N dummy, W leads  13   0
    W declares, E dummy, N leads   0   0
"
    );
    assert_eq!(s.note, None);
    let contract = s.json.contract.expect("the contract solved");
    assert_eq!((contract.tricks, contract.needed), (13, 7));
    assert_eq!(contract.leader, Seat::E);
    assert!(s.json.contract_not_solved.is_none() && s.json.error.is_none());
}

#[test]
fn a_contract_outside_the_rows_is_named_not_solved() {
    let side_by_side = Partnership::new(Seat::N, Seat::E).expect("partners");
    let rows = TableRows::new([side_by_side], [Strain::Nullo]);
    let s = solved(&rows);
    // No contract line: the deal's heading over its table.
    assert!(s.text.starts_with("deal 1\n"), "{}", s.text);
    assert!(s.json.contract.is_none());
    let not = s.json.contract_not_solved.expect("named");
    assert_eq!(
        (not.declarer, not.dummy, not.leader),
        (Seat::N, Seat::S, Seat::E)
    );
    assert!(
        not.reason
            .contains("its strain, spades, is not among the strains asked for")
            && not
                .reason
                .contains("its pairing, N-S, is not among the pairings asked for"),
        "{}",
        not.reason
    );
    assert_eq!(
        s.note.as_deref(),
        Some(
            format!(
                "deal 1: the contract, 1S by N with S as dummy, is not solved: {}",
                not.reason
            )
            .as_str()
        )
    );
}
