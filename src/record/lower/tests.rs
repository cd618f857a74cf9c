//! The lowering's own tests: plain lines read as the full form, line and column counting, labels,
//! misspellings, trailing comments.

use super::hints::{did_you_mean, edit_distance};
use super::rubbers::next_label;
use super::syntax::opens_a_block;
use super::*;
use crate::cards::{Bid, Card, Seat, Strain, Suit};

/// A record whose play is written `plays`, one trick a line.
fn with_play(plays: &[&str]) -> String {
    let mut r = String::from(
        "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S accept\n  W pass; N pass; E pass\nplay:\n",
    );
    for p in plays {
        r.push_str(p);
        r.push('\n');
    }
    r.push_str("result: 7 tricks\n");
    r
}

/// The plain plays and trick lines (read in one step by the grammar, split here) mean what
/// the same plays written with more spaces (read by the full grammar) mean, with spans on
/// the text of each play.
#[test]
fn plain_trick_lines_read_as_the_full_form_does() {
    let plain = with_play(&[
        "  1. E H5, S H2, W HA, N H3",
        "  2. W S4, N S10, E SK, S S2",
    ]);
    let full = with_play(&[
        "  1.  E H5 , S  H2, W HA ,N H3",
        "  2. W  S4, N S10,  E SK, S:S2",
    ]);
    let (plain_record, full_record) = (parse(&plain).unwrap(), parse(&full).unwrap());
    let what = |r: &Record| -> Vec<(Seat, Action)> {
        r.deals[0]
            .play
            .iter()
            .map(|e| (e.seat, e.action.clone()))
            .collect()
    };
    assert_eq!(what(&plain_record), what(&full_record));
    assert_eq!(plain_record.deals[0].play.len(), 8);
    assert_eq!(
        plain_record.deals[0].play[5].action,
        Action::Play {
            card: Card::parse("S10").unwrap(),
            trick: Some(2),
            to_next_trick: false,
        }
    );
    for e in &plain_record.deals[0].play {
        let text = &plain[e.span.start..e.span.end];
        assert_eq!(text.len(), if text.ends_with("10") { 5 } else { 4 });
        let line = plain.lines().nth(e.span.line as usize - 1).unwrap();
        assert_eq!(&line[e.span.col as usize - 1..][..text.len()], text);
    }
}

/// The plain calls (read in one step by the grammar, split here) mean what the same calls
/// written with more spaces mean; a bid above seven is still refused, by the full form.
#[test]
fn plain_calls_read_as_the_full_form_does() {
    let record =
        |auction: &str| format!("code: pirate-1916\ndeal 1\ndealer: N\nauction:\n{auction}\n");
    let plain = record("  N 1NT; E pass; S 2S; W 7D\n  N 3H; E 4C; S pass");
    let full = record("  N  1NT; E  pass; S 2 S; W  7D\n  N: 3H; E 4 C; S  pass");
    let calls = |text: &str| -> Vec<(Seat, Action)> {
        parse(text).unwrap().deals[0]
            .auction
            .iter()
            .map(|e| (e.seat, e.action.clone()))
            .collect()
    };
    assert_eq!(calls(&plain), calls(&full));
    let bid = |level, strain| Action::Call {
        call: Call::Bid {
            bid: Bid::new(level, strain).unwrap(),
        },
    };
    assert_eq!(
        calls(&plain),
        [
            (Seat::N, bid(1, Strain::NoTrumps)),
            (Seat::E, Action::Call { call: Call::Pass }),
            (Seat::S, bid(2, Strain::Trumps(Suit::Spades))),
            (Seat::W, bid(7, Strain::Trumps(Suit::Diamonds))),
            (Seat::N, bid(3, Strain::Trumps(Suit::Hearts))),
            (Seat::E, bid(4, Strain::Trumps(Suit::Clubs))),
            (Seat::S, Action::Call { call: Call::Pass }),
        ]
    );
    let errors = parse(&record("  N 8S")).unwrap_err();
    assert_eq!(errors.0[0].message, "a bid of 8 cannot be made");
    assert_eq!((errors.0[0].span.line, errors.0[0].span.col), (5, 5));
}

/// A trick number out of range or out of order is found in a plain line as in a full one,
/// at the same place.
#[test]
fn trick_numbers_are_checked_in_plain_lines() {
    let plain = with_play(&[
        "  2. E H5, S H2, W HA, N H3",
        "  14. W S4, N S10, E SK, S S2",
        "  1. N C2, E C3, S C4, W C5",
    ]);
    let full = with_play(&[
        "  2.  E H5, S H2, W HA, N H3",
        "  14.  W S4, N S10, E SK, S S2",
        "  1.  N C2, E C3, S C4, W C5",
    ]);
    let (plain_errors, full_errors) = (parse(&plain).unwrap_err(), parse(&full).unwrap_err());
    // The full lines have one more space each, so only the byte offsets differ.
    let seen = |ds: &Diagnostics| -> Vec<(String, u32, u32, Option<String>)> {
        ds.iter()
            .map(|d| (d.message.clone(), d.span.line, d.span.col, d.hint.clone()))
            .collect()
    };
    assert_eq!(seen(&plain_errors), seen(&full_errors));
    let messages: Vec<&str> = plain_errors.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        messages,
        ["there is no trick 14", "trick 1 is written after trick 2"]
    );
    assert_eq!(
        (plain_errors.0[0].span.line, plain_errors.0[0].span.col),
        (9, 3)
    );
}

#[test]
fn lines_and_columns_count_characters_from_one() {
    let source = "ab\n♠A x\n\nz";
    let index = LineIndex::new(source);
    assert_eq!(index.span(source, 0, 1).line, 1);
    // `x` is the third character of line 2, though the sixth byte.
    let x = source.find('x').unwrap();
    let span = index.span(source, x, x + 1);
    assert_eq!((span.line, span.col), (2, 4));
    // Out of order, and on an empty line.
    assert_eq!(index.span(source, 1, 2).col, 2);
    assert_eq!(index.span(source, 10, 10).line, 3);
    let z = source.find('z').unwrap();
    assert_eq!(index.span(source, z, z + 1).line, 4);
}

#[test]
fn deals_follow_by_number_or_letter() {
    assert_eq!(next_label("1").as_deref(), Some("2"));
    assert_eq!(next_label("9").as_deref(), Some("10"));
    assert_eq!(next_label("A").as_deref(), Some("B"));
    assert_eq!(next_label("Z"), None);
    assert_eq!(next_label("1a"), None);
}

#[test]
fn misspelt_words_are_recognised() {
    assert_eq!(edit_distance("pas", "pass"), 1);
    assert_eq!(edit_distance("doubel", "double"), 2);
    assert_eq!(did_you_mean("pas"), Some("pass"));
    assert_eq!(did_you_mean("acept"), Some("accept"));
    assert_eq!(did_you_mean("xyzzy"), None);
    assert_eq!(did_you_mean("HX"), None);
}

#[test]
fn trailing_spaces_and_comments_are_not_part_of_a_node() {
    assert_eq!(trim_trailing("N+S four   # held\n"), "N+S four");
    assert_eq!(trim_trailing("a\n  b  "), "a\n  b");
    assert_eq!(trim_trailing("x # one\n# two"), "x");
}

#[test]
fn statements_that_open_blocks_are_known() {
    assert!(opens_a_block("hands:"));
    assert!(opens_a_block("  Play : E HQ"));
    assert!(opens_a_block("deal 2"));
    assert!(!opens_a_block("dealer: N"));
    assert!(!opens_a_block("  N 1S"));
}

/// The last section a text opens, found by a loop over the bytes, is the one its lines read
/// backwards find, whatever the spaces, line breaks and case.
#[test]
fn the_last_section_opened_is_found_as_the_lines_read_backwards_find_it() {
    use super::syntax::{last_section_opened, section_opened};
    let texts = [
        "",
        "\n",
        "play:",
        "deal 1\nauction:\n  N pass\nplay:\n  1. E H5\n",
        "deal 1\nplay:\n  1. E H5\nauction:\n",
        "  PLAY :\r\n N pass\r\n",
        "\u{b}play:\n\u{3000}Bidding\nx",
        "dealer: N\nhands:\n",
        "deal 2",
        "\n\n  \t\n",
    ];
    for t in texts {
        assert_eq!(
            last_section_opened(t),
            t.lines().rev().find_map(section_opened),
            "{t:?}"
        );
    }
}
