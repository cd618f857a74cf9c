//! Every claim of the book's deals (`cases/book-deals/`) checked double dummy, as the book
//! shows it ("Double dummy says") and `foster verify` prints it: each verdict, the count found
//! and a line of best play, in a reviewed snapshot. No claim may be left unchecked. Run
//! optimised (`cargo test --release --test book_deals_verified`): the solver takes about a
//! minute for all the deals, much longer unoptimised. CI runs it.

use foster::record;
use foster::solver::{Solver, verify_records};

#[test]
#[cfg_attr(debug_assertions, ignore = "too slow unoptimised: run with --release")]
fn every_claim_of_the_books_deals_is_checked_double_dummy() {
    let mut paths: Vec<_> = std::fs::read_dir("cases/book-deals")
        .expect("cases/book-deals")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "record"))
        .collect();
    paths.sort();
    let records: Vec<_> = paths
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path).expect("a readable case");
            record::parse(&text).expect("a book deal that parses")
        })
        .collect();
    // Spread over the machine's cores, as `foster book build` does.
    let verified = verify_records(&records, &mut Solver::default());
    let mut all = String::new();
    let (mut confirmed, mut refuted) = (0, 0);
    for (path, verdicts) in paths.iter().zip(verified) {
        let Some(verdicts) = verdicts else {
            continue;
        };
        assert!(
            !verdicts.contains("cannot be checked"),
            "{}: {verdicts}",
            path.display()
        );
        confirmed += verdicts.matches("    confirmed").count();
        refuted += verdicts.matches("    REFUTED").count();
        all.push_str(&format!("== {}\n{verdicts}\n", path.display()));
    }
    // Each refuted claim carries a `# note:` in its record saying what the solver's line shows.
    assert_eq!((confirmed, refuted), (37, 16), "{all}");
    insta::assert_snapshot!(all);
}
