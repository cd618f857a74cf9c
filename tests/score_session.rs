//! An evening in one record: several rubbers, players cutting in and out between them (Pirate
//! laws 1–4), each rubber scored on its own pad (laws 68–80) and the settlements carried on the
//! wash-book (1917 book pp. 31–32; law 79). The figures are the book's where it gives them
//! (the first rubber's line of the wash-book) and worked by hand from the laws otherwise.

use std::path::Path;

use foster::cards::Seat;
use foster::record::{self, Record};
use foster::score::{Rounding, ScoringOptions, SessionScore, Unit, score_session};

fn read(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases/sessions")
        .join(format!("{name}.record"));
    std::fs::read_to_string(path).expect("the case file is there")
}

fn parse(text: &str) -> Record {
    match record::parse(text) {
        Ok(r) => r,
        Err(d) => panic!("{}", d.render("<test>", text)),
    }
}

fn score(text: &str, rounding: Rounding) -> SessionScore {
    let rec = parse(text);
    let code = rec.code.expect("the case names its code");
    let report = foster::law::rule(&rec, code);
    let pirate = report.pirate().expect("a Pirate record");
    let mut options = ScoringOptions::new(code);
    options.rounding = rounding;
    score_session(&rec, pirate, &options).expect("the score can be kept")
}

fn running(score: &SessionScore) -> Vec<Vec<Option<i64>>> {
    let book = score.wash_book.as_ref().expect("the wash-book is kept");
    book.rows.iter().map(|r| r.running.clone()).collect()
}

/// The book's rubber, then Jones and White cut out for Black and Brown (p. 31). The first line
/// is the book's own: "Jones +8, Smith −4, Green −8, White +4". The second rubber is
/// constructed (the book's balances for it cannot come from a pad, see the case); worked by
/// hand: Green 2H made 10 with four honours, Brown 1NT made 9, Green 2S made 10 with three
/// honours for his second game: totals Black 218, Smith 80, Green 268, Brown 80; to the
/// nearest 100, 2 1 3 1; each pays each the difference: +1 −3 +5 −3.
#[test]
fn the_book_rubber_then_black_and_brown_cut_in() {
    let s = score(
        &read("jones-and-white-cut-out-and-black-and-brown-cut-in"),
        Rounding::default(),
    );
    assert_eq!(s.rubbers.len(), 2);
    assert_eq!(s.rubbers[0].totals_in_order(), [545, 214, 126, 379]);
    assert_eq!(s.rubbers[0].settlement.balances, vec![8, -4, -8, 4]);
    assert_eq!(s.rubbers[1].totals_in_order(), [218, 80, 268, 80]);
    assert_eq!(s.rubbers[1].name(Seat::N), "Black");
    assert_eq!(s.rubbers[1].name(Seat::W), "Brown");
    let book = s.wash_book.as_ref().expect("the wash-book is kept");
    assert_eq!(
        book.players,
        vec!["Jones", "Smith", "Green", "White", "Black", "Brown"]
    );
    assert_eq!(
        running(&s),
        vec![
            // The book's first line.
            vec![Some(8), Some(-4), Some(-8), Some(4), None, None],
            // "so that the Jones and White scores remain stationary".
            vec![Some(8), Some(-7), Some(-3), Some(4), Some(1), Some(-3)],
        ]
    );
    assert_eq!(book.rows[1].sitting_out, vec!["Jones", "White"]);
    assert_eq!(book.won, 13);
    assert!(s.notes.is_empty(), "{:?}", s.notes);
}

/// Evans cuts in for Drake and the table changes seats. By hand: rubber 1 totals Ames 253,
/// Baker 227, Clark 90, Drake 114 → 3 2 1 1 → +5 +1 −3 −3; rubber 2 (Clark N, Evans E, Ames S,
/// Baker W) totals 190, 18, 434, 212 → 2 0 4 2 → 0 −8 +8 0.
#[test]
fn evans_cuts_in_for_drake() {
    let s = score(
        &read("an-evening-of-two-rubbers-where-evans-cuts-in"),
        Rounding::default(),
    );
    assert_eq!(s.rubbers.len(), 2);
    assert_eq!(s.rubbers[0].totals_in_order(), [253, 227, 90, 114]);
    assert_eq!(s.rubbers[1].totals_in_order(), [190, 18, 434, 212]);
    let book = s.wash_book.as_ref().expect("the wash-book is kept");
    assert_eq!(
        book.players,
        vec!["Ames", "Baker", "Clark", "Drake", "Evans"]
    );
    assert_eq!(
        running(&s),
        vec![
            vec![Some(5), Some(1), Some(-3), Some(-3), None],
            vec![Some(13), Some(1), Some(-3), Some(-3), Some(-8)],
        ]
    );
    assert_eq!(book.rows[1].changes, vec![8, 0, 0, 0, -8]);
    assert_eq!(book.rows[1].sitting_out, vec!["Drake"]);
    assert_eq!(book.won, 14);
}

/// The rounding is the club's (law 79): settled exactly, each rubber's balances are four times
/// a total less the sum of all four (rubber 1: 1012 − 684 = 328 …), and the wash-book carries
/// them: Ames 328 + 882, Baker 224 − 6, Clark −324 − 94, Drake −228, Evans −782.
#[test]
fn the_wash_book_follows_the_rounding() {
    let s = score(
        &read("an-evening-of-two-rubbers-where-evans-cuts-in"),
        Rounding::Nearest(Unit::Point),
    );
    assert_eq!(
        running(&s).last().cloned(),
        Some(vec![
            Some(1210),
            Some(218),
            Some(-418),
            Some(-228),
            Some(-782)
        ])
    );
    assert_eq!(s.wash_book.as_ref().map(|b| b.won), Some(1428));
}

/// Law 71: the rubber is over at a player's second game. A deal written after it with no
/// `rubber` line starts the next rubber, the same four in the same seats, and a note says so.
#[test]
fn a_deal_after_the_rubber_starts_the_next() {
    let s = score(
        &read("the-rubber-is-won-and-play-goes-on-without-a-rubber-line"),
        Rounding::default(),
    );
    assert_eq!(s.rubbers.len(), 2);
    assert_eq!(s.rubbers[0].deals, vec!["1", "2"]);
    assert_eq!(
        s.rubbers[0].rubber.as_ref().map(|r| r.winner),
        Some(Seat::N)
    );
    assert_eq!(s.rubbers[1].deals, vec!["3"]);
    assert!(s.rubbers[1].rubber.is_none());
    // Deal 3: S 1H down two; N and E score 100 each and three honours, 16 (laws 73, 76).
    assert_eq!(s.rubbers[1].totals_in_order(), [116, 116, 0, 0]);
    assert_eq!(
        running(&s),
        vec![
            vec![Some(4), Some(-4), Some(4), Some(-4)],
            vec![Some(6), Some(-2), Some(2), Some(-6)],
        ]
    );
    assert_eq!(s.notes.len(), 1);
    assert!(
        s.notes[0].starts_with("deal 3: the rubber was won"),
        "{}",
        s.notes[0]
    );
}

/// A one-rubber record has one pad and a wash-book of one line: nothing changes for it.
#[test]
fn one_rubber_is_one_pad() {
    let text = "code: pirate-1916\nplayers: N Hall, E Ives, S Kent, W Lane\n\ndeal 1\ndealer: N\nauction:\n  N 3NT; E pass; S accept; W pass; N pass; E pass\nresult: 9 tricks\nhonors: aces easy\n";
    let s = score(text, Rounding::default());
    assert_eq!(s.rubbers.len(), 1);
    assert_eq!(s.rubbers[0].totals_in_order(), [80, 0, 80, 0]);
    assert_eq!(s.wash_book.as_ref().map(|b| b.rows.len()), Some(1));
}

const TWO_RUBBERS: &str = "code: pirate-1917
players: N Ames, E Baker, S Clark, W Drake

deal 1
dealer: E
auction:
  Baker pass; Clark pass; Drake pass; Ames pass

rubber 2
players: N Evans, E Baker, S Clark, W Ames

deal 1
dealer: N
auction:
  Evans pass; Baker pass; Clark pass; Ames pass
";

/// Names resolve against the players of the rubber the deal is in; deal numbers may start again
/// at a `rubber` line, and the dealer is cut afresh there (law 5), not passed to the left.
#[test]
fn names_and_checks_restart_with_the_rubber() {
    let rec = parse(TWO_RUBBERS);
    assert_eq!(rec.players.len(), 4);
    assert_eq!(rec.player_name(Seat::N), Some("Ames"));
    assert_eq!(rec.rubbers.len(), 1);
    assert_eq!(rec.rubbers[0].number, 2);
    assert_eq!(rec.rubbers[0].first_deal, 1);
    assert!(rec.rubbers[0].players_written);
    // Ames sits West in rubber 2: his pass is West's.
    assert_eq!(rec.deals[1].auction[3].seat, Seat::W);
    assert_eq!(rec.deals[0].auction[3].seat, Seat::N);
    let written = rec.written_rubbers();
    assert_eq!(written.len(), 2);
    assert_eq!(written[0].deals, 0..1);
    assert_eq!(written[1].deals, 1..2);
    assert_eq!(record::name_on(written[1].players, Seat::N), Some("Evans"));
}

fn errors(text: &str) -> Vec<String> {
    match record::parse(text) {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|e| e.message.clone()).collect(),
    }
}

#[test]
fn a_player_cut_out_cannot_play_in_the_next_rubber() {
    let text = TWO_RUBBERS.replace("Evans pass; Baker", "Drake pass; Baker");
    let e = errors(&text);
    assert_eq!(e, vec!["unknown seat or player `Drake`".to_string()]);
}

#[test]
fn rubbers_are_numbered_in_order() {
    let text = TWO_RUBBERS.replace("rubber 2", "rubber 3");
    assert_eq!(
        errors(&text),
        vec!["rubber 3 is out of sequence".to_string()]
    );
    let text = format!("{}\nrubber 2\n", TWO_RUBBERS);
    assert_eq!(
        errors(&text),
        vec!["rubber 2 is out of sequence".to_string()]
    );
}

#[test]
fn within_a_rubber_the_deal_still_passes_to_the_left() {
    let text = TWO_RUBBERS.replace(
        "  Evans pass; Baker pass; Clark pass; Ames pass\n",
        "  Evans pass; Baker pass; Clark pass; Ames pass\n\ndeal 2\ndealer: S\n",
    );
    let e = errors(&text);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("cannot deal deal 2"), "{e:?}");
}

#[test]
fn a_rubber_line_without_players_keeps_the_table() {
    let text = "code: pirate-1916\nplayers: N Hall, E Ives, S Kent, W Lane\nrubber 1\ndeal 1\ndealer: Kent\nrubber 2\ndeal 1\ndealer: Lane\n";
    let rec = parse(text);
    assert_eq!(rec.rubbers.len(), 2);
    assert!(!rec.rubbers[1].players_written);
    assert_eq!(rec.rubbers[1].players, rec.players);
    assert_eq!(rec.deals[1].dealer, Some(Seat::W));
    assert_eq!(rec.written_rubbers().len(), 2);
}

/// A rubber split at law 71 and then a written `rubber 2`: the pad counts three rubbers, and a
/// note says the record's rubber 2 is the evening's third.
#[test]
fn a_split_rubber_shifts_the_count_and_says_so() {
    let text = read("the-rubber-is-won-and-play-goes-on-without-a-rubber-line")
        + "\nrubber 2\n\ndeal 1\ndealer: W\nauction:\n  Lane 1NT; Hall pass; Ives pass; Kent accept; Lane pass; Hall pass; Ives pass\nresult: 7 tricks\nhonors: aces easy\n";
    let s = score(&text, Rounding::default());
    assert_eq!(s.rubbers.len(), 3);
    // Deal 1 of rubber 2: W 1NT made, 10 below, and Kent, his acceptor, 10 above (law 70).
    assert_eq!(s.rubbers[2].totals_in_order(), [0, 0, 10, 10]);
    assert_eq!(
        s.notes.last().map(String::as_str),
        Some("the record's rubber 2 is the evening's rubber 3 on the pad")
    );
}
