//! Settling and the wash-book against the books' worked figures (law 79).

use foster::score::settlement::{balances_by_pairs, balances_from_lowest};
use foster::score::{
    Rounding, RubberResult, Session, SessionRubber, Unit, WashBookError, render_settlement,
    render_wash_book, settle, wash_book,
};
use proptest::prelude::*;

/// "Suppose the final score is A 158; B 380; C 792, and D 420. If we are counting in hundreds,
/// this result becomes: 2, 4, 8, 4 … A … minus 10 … B … minus 2 … C … 14 plus … D … minus 2."
/// (1916 booklet pp. 7–8, both methods)
#[test]
fn the_booklets_settlement() {
    let s = settle(&[158, 380, 792, 420], Rounding::default());
    assert_eq!(s.units, vec![2, 4, 8, 4]);
    assert_eq!(s.balances, vec![-10, -2, 14, -2]);
    assert_eq!(balances_from_lowest(&s.units), vec![-10, -2, 14, -2]);
    // "A loses 2, 6, and 2 … B wins 2 from A, loses 4 to C, and ties with D."
    assert_eq!(s.wins[0], vec![0, -2, -6, -2]);
    assert_eq!(s.wins[1], vec![2, 0, -4, 0]);
    // The second method's columns: 0, +2, +6, +2; four times: 0, +8, +24, +8; less 10.
    assert_eq!(s.units.iter().map(|u| u - 2).sum::<i64>(), 10);
    assert_eq!(s.balances_in_points, vec![-1000, -200, 1400, -200]);
    insta::assert_snapshot!(
        "score_booklet_settlement",
        render_settlement(&["A", "B", "C", "D"], &s)
    );
}

/// The eight rubbers of "Average Rubber Values" (1917 book pp. 32–33): points won by A, B, C,
/// D; at ten cents a point, in dollars "only the units being thrown off"; the whole result.
const AVERAGE_RUBBERS: [([i32; 4], [i64; 4]); 8] = [
    ([158, 100, 410, 618], [-65, -89, 35, 119]),
    ([0, 400, 160, 184], [-74, 86, -10, -2]),
    ([290, 300, 775, 175], [-39, -35, 157, -83]),
    ([540, 464, 56, 0], [110, 78, -82, -106]),
    ([140, 296, 0, 116], [0, 64, -56, -8]),
    ([370, 130, 190, 0], [79, -17, 7, -69]),
    ([389, 346, 246, 489], [8, -8, -48, 48]),
    ([114, 122, 312, 372], [-47, -43, 33, 57]),
];

/// The book says "only the units being thrown off" but its figures round to the nearest ten:
/// "A 16, B 10, C 41, and D 62" for 158, 100, 410, 618, and 775 becomes 78 (a half upward).
/// Throwing the units off would give 15, 10, 41, 61 and −67, −87, +37, +117 for the first
/// rubber, not the book's −65, −89, +35, +119. The engine follows the figures: the nearest.
#[test]
fn average_rubber_values() {
    let tens = Rounding::Nearest(Unit::Ten);
    for (totals, book) in AVERAGE_RUBBERS {
        assert_eq!(settle(&totals, tens).balances, book.to_vec(), "{totals:?}");
    }
    let first = settle(&AVERAGE_RUBBERS[0].0, tens);
    assert_eq!(first.units, vec![16, 10, 41, 62]);
    let thrown_off = settle(&AVERAGE_RUBBERS[0].0, Rounding::ThrownOff(Unit::Ten));
    assert_eq!(thrown_off.units, vec![15, 10, 41, 61]);
    assert_eq!(thrown_off.balances, vec![-67, -87, 37, 117]);

    // The foot of the table: each player's gains and losses, and the net.
    let column = |p: usize| AVERAGE_RUBBERS.map(|(_, b)| b[p]);
    let plus = |p: usize| column(p).iter().filter(|b| **b > 0).sum::<i64>();
    let minus = |p: usize| -column(p).iter().filter(|b| **b < 0).sum::<i64>();
    assert_eq!([0, 1, 2, 3].map(plus), [197, 228, 232, 224]);
    assert_eq!([0, 1, 2, 3].map(minus), [225, 192, 196, 268]);
    // "If we add the gains on these eight rubbers, they show a total of 881, or an average of
    // about 110 to the rubber." (p. 33)
    let gains: i64 = AVERAGE_RUBBERS
        .iter()
        .map(|(t, _)| settle(t, tens).won)
        .sum();
    assert_eq!(gains, 881);

    // The same eight rubbers carried on a wash-book: A −28, B +36, C +36, D −44.
    let session = Session {
        rubbers: AVERAGE_RUBBERS
            .iter()
            .map(|(totals, _)| SessionRubber {
                players: ["A", "B", "C", "D"].map(str::to_string),
                result: RubberResult::Totals(*totals),
            })
            .collect(),
    };
    let book = wash_book(&session, tens).unwrap();
    let last = book.rows.last().unwrap();
    assert_eq!(last.running, vec![Some(-28), Some(36), Some(36), Some(-44)]);
    assert_eq!(book.won, 72);
    insta::assert_snapshot!("score_average_rubber_values", render_wash_book(&book));
}

#[test]
fn the_wash_book_refuses_what_cannot_be() {
    let r = |names: [&str; 4], b: [i64; 4]| SessionRubber {
        players: names.map(str::to_string),
        result: RubberResult::Balances(b),
    };
    let seven = Session {
        rubbers: vec![
            r(["A", "B", "C", "D"], [1, -1, 0, 0]),
            r(["E", "F", "G", "A"], [1, -1, 0, 0]),
        ],
    };
    assert!(matches!(
        wash_book(&seven, Rounding::default()),
        Err(WashBookError::TooManyPlayers { .. })
    ));
    let twice = Session {
        rubbers: vec![r(["A", "B", "A", "D"], [1, -1, 0, 0])],
    };
    assert!(matches!(
        wash_book(&twice, Rounding::default()),
        Err(WashBookError::PlayerTwice { .. })
    ));
    let unbalanced = Session {
        rubbers: vec![r(["A", "B", "C", "D"], [1, 1, 0, 0])],
    };
    assert_eq!(
        wash_book(&unbalanced, Rounding::default()),
        Err(WashBookError::Unbalanced { rubber: 1, sum: 2 })
    );
}

proptest! {
    /// "The result is the same by either method" (1917 book p. 31), and the winnings always
    /// balance the losses (p. 32).
    #[test]
    fn both_methods_agree_and_balance(totals in proptest::array::uniform4(0i32..3000)) {
        for rounding in [
            Rounding::EXACT,
            Rounding::Nearest(Unit::Ten),
            Rounding::Nearest(Unit::TwentyFive),
            Rounding::Nearest(Unit::Fifty),
            Rounding::Nearest(Unit::Hundred),
            Rounding::ThrownOff(Unit::Hundred),
        ] {
            let s = settle(&totals, rounding);
            prop_assert_eq!(&s.balances, &balances_from_lowest(&s.units));
            prop_assert_eq!(&s.balances, &balances_by_pairs(&s.units));
            prop_assert_eq!(s.balances.iter().sum::<i64>(), 0);
            prop_assert_eq!(s.won, -s.balances.iter().filter(|b| **b < 0).sum::<i64>());
        }
    }
}
