//! The bundled example, end to end: the 1917 book's rubber of Jones, Smith, Green and White
//! written as a record (pp. 26–29), read, ruled and scored, gives the book's own figures.

use foster::case::rule_source;

#[test]
fn the_books_rubber_from_a_record_gives_the_books_totals_and_settlement() {
    let text = include_str!("../examples/the-1917-rubber-of-jones-smith-green-and-white.record");
    let r = rule_source(text, None).unwrap();
    let pad = r.pad.expect("a Pirate record is scored");
    // "545, 214, 126, 379" (p. 28).
    assert_eq!(pad.totals_in_order(), [545, 214, 126, 379]);
    // Settled to the nearest hundred: "+8, -4, -8, +4" (p. 29).
    assert_eq!(pad.settlement.balances, vec![8, -4, -8, 4]);
    assert_eq!(
        pad.rubber.as_ref().map(|w| w.winner),
        Some(foster::cards::Seat::N)
    );
    // The rulings: nothing irregular in the book's rubber.
    let report = r.report.pirate().unwrap();
    assert!(
        report.deals.iter().all(|d| d.rulings.is_empty()),
        "{:#?}",
        report.deals
    );
}
