//! The limits of what the tools accept, and what they do at and past them: a clear error, never
//! a panic or an unbounded allocation. The renderers themselves take any length of name, so a
//! pad made by a program (not read from a record) cannot panic either.

use foster::case::rule_source;
use foster::score::{
    RubberResult, Session, SessionRubber, render_pad, render_settlement, render_wash_book, settle,
    wash_book,
};

/// Past `u16::MAX`, where `{:>width$}` panics ("Formatting argument out of range").
const HUGE: usize = 70_000;

fn huge_name() -> String {
    "J".repeat(HUGE)
}

#[test]
fn the_settlement_renders_a_name_longer_than_a_format_width() {
    let name = huge_name();
    let names = [name.as_str(), "Smith", "Green", "White"];
    let text = render_settlement(&names, &settle(&[545, 214, 126, 379], Default::default()));
    assert!(text.contains(&name));
    assert!(text.contains("v. Smith"));
    // Every column is as wide as the longest name and two spaces.
    let balance = text.lines().last().unwrap();
    assert!(balance.starts_with("Balance"));
    assert_eq!(balance.chars().count(), (HUGE + 3) + 4 * (HUGE + 2));
}

#[test]
fn the_wash_book_renders_a_name_longer_than_a_format_width() {
    let name = huge_name();
    let players = |n: &str| {
        [
            n.to_string(),
            "Smith".into(),
            "Green".into(),
            "White".into(),
        ]
    };
    let session = Session {
        rubbers: vec![SessionRubber {
            players: players(&name),
            result: RubberResult::Balances([8, -4, -8, 4]),
        }],
    };
    let book = wash_book(&session, Default::default()).unwrap();
    let text = render_wash_book(&book);
    assert!(text.contains(&name));
    assert!(text.contains("+8"));
}

#[test]
fn the_pirate_pad_renders_a_name_longer_than_a_format_width() {
    let source =
        std::fs::read_to_string("examples/the-1917-rubber-of-jones-smith-green-and-white.record")
            .unwrap();
    let mut pad = rule_source(&source, None).unwrap().pad.unwrap();
    let name = huge_name();
    pad.players.insert(foster::cards::Seat::N, name.clone());
    let text = render_pad(&pad);
    assert!(text.contains(&name));
    // The book's totals are still there.
    assert!(
        text.lines()
            .any(|l| l.starts_with("Total") && l.contains("545"))
    );
}
