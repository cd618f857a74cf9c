//! The other programs' formats from the command line: `check`, `rule` and `solve --pbn` on PBN
//! (from a file and from standard input, Latin-1 too), `export --pbn` and `--record`, and LIN.

mod common;

use std::process::Output;

fn foster(args: &[&str], stdin: &[u8]) -> Output {
    common::run(common::foster().args(args), stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The first line `foster check -` writes of `input`: `<stdin>: ok (N deals, FORMAT)`.
fn checked(input: &[u8]) -> Option<String> {
    stdout(&foster(&["check", "-"], input))
        .lines()
        .next()
        .map(str::to_string)
}

const CASE: &str = "cases/pirate/a-revoke-not-claimed-is-not-penalised.record";

#[test]
fn export_writes_pbn_that_check_and_rule_read_back() {
    let o = foster(&["export", CASE, "--pbn", "-"], b"");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let pbn = stdout(&o);
    assert!(pbn.starts_with("% PBN 2.1\n% EXPORT\n"), "{pbn}");
    // The fifteen mandatory tags in order, then foster's.
    let names: Vec<&str> = pbn
        .lines()
        .filter_map(|l| l.strip_prefix('['))
        .filter_map(|l| l.split_whitespace().next())
        .take(15)
        .collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Board",
            "West",
            "North",
            "East",
            "South",
            "Dealer",
            "Vulnerable",
            "Deal",
            "Scoring",
            "Declarer",
            "Contract",
            "Result"
        ]
    );
    assert!(
        pbn.contains("[Contract \"1S\"]") && pbn.contains("[Declarer \"N\"]"),
        "{pbn}"
    );
    assert!(
        pbn.contains("[FosterDummy \"W\"]"),
        "the acceptor, beside the declarer"
    );
    assert!(
        pbn.contains("^R H7"),
        "the revoke marked before its card: {pbn}"
    );
    let checked = foster(&["check", "-"], pbn.as_bytes());
    assert_eq!(stdout(&checked), "<stdin>: ok (1 deal, PBN)\n");
    let ruled_pbn = foster(&["rule", "-"], pbn.as_bytes());
    let ruled = foster(&["rule", CASE], b"");
    assert_eq!(stdout(&ruled_pbn), stdout(&ruled));
}

#[test]
fn a_plain_pbn_auction_is_reported_not_governed_and_latin1_is_read() {
    let mut pbn = b"[Event \"Caf\xe9\"]\n[Dealer \"S\"]\n".to_vec();
    pbn.extend_from_slice(
        b"[Deal \"S:A64.AT42.K952.Q2 972.J65.J87.T843 KQ8.K3.AQT63.A76 JT53.Q987.4.KJ95\"]\n[Contract \"6D\"]\n[Declarer \"S\"]\n[Auction \"S\"]\n1D Pass 6D AP\n",
    );
    let o = foster(&["rule", "--code", "pirate-1917", "-"], &pbn);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    assert!(text.contains("Outside what pirate-1917 governs"), "{text}");
    assert!(
        text.contains("(1D Pass 6D Pass Pass Pass; contract 6D by S)"),
        "{text}"
    );
    // Exported again, the kept auction (as the file wrote it, `AP` and all), contract and
    // Latin-1 event name go back out.
    let back = stdout(&foster(&["export", "-", "--pbn", "-"], &pbn));
    assert!(
        back.contains("[Event \"Café\"]") && back.contains("[Auction \"S\"]\n1D Pass 6D AP\n"),
        "{back}"
    );
}

#[test]
fn solve_pbn_writes_the_double_dummy_tags_of_an_ending() {
    let record = "code: pirate-1917\ndeal 1\nhands: N:AQ.2.. E:K3.3.. S:.AK.2. W:J4.4..\n";
    let o = foster(&["solve", "--pbn", "-"], record.as_bytes());
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    // N-S take all three tricks at every strain but spades (two: E's king over the queen)
    // whichever of them declares; E-W's declarer, led through, takes none but one in spades.
    assert!(
        text.contains("[DoubleDummyTricks \"32333323330100001000\"]"),
        "{text}"
    );
    assert!(text.contains("N NT  3\nN  S  2\n"), "{text}");
    assert!(text.contains("[FosterDoubleDummyTable"), "{text}");
}

#[test]
fn a_lin_file_translates_into_the_record_language() {
    let lin = "pn|Sam,Wes,Nora,Ed|md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|ah|Board 1|mb|1C|mb|p|mb|1N|mb|p|mb|p|mb|p|pc|S2|pc|S6|pc|ST|pc|SA|";
    let o = foster(&["export", "-", "--record", "-"], lin.as_bytes());
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    assert!(text.contains("dealer: N"), "{text}");
    assert!(text.contains("1. W S2, N S6, E ST, S SA"), "{text}");
    assert_eq!(
        checked(lin.as_bytes()).as_deref(),
        Some("<stdin>: ok (1 deal, LIN)")
    );
}

#[test]
fn a_latin1_lin_file_is_read_from_the_command_line() {
    let mut lin = b"pn|M\xfcller,Wes,Nora,Ed|md|".to_vec();
    lin.extend_from_slice(
        b"3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|mb|1C|mb|p|mb|p|mb|p|",
    );
    let o = foster(&["check", "-"], &lin);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(stdout(&o).lines().next(), Some("<stdin>: ok (1 deal, LIN)"));
    let parsed = stdout(&foster(&["parse", "--json", "-"], &lin));
    assert!(parsed.contains("\"Müller\""), "{parsed}");
}

/// A LIN file is one long line: thousands of bad cards give the first fifty mistakes, each
/// with a window of the line round it, and a count of the rest, not the line thousands of
/// times over.
#[test]
fn a_lin_file_with_thousands_of_mistakes_gives_bounded_output() {
    let mut lin = String::from(
        "pn|Sam,Wes,Nora,Ed|md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|mb|1C|mb|p|mb|p|mb|p|",
    );
    for _ in 0..5_000 {
        lin.push_str("pc|XX|");
    }
    let o = foster(&["check", "-"], lin.as_bytes());
    assert_eq!(o.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.len() < 50 * 400,
        "{} bytes of errors for a {}-byte file",
        stderr.len(),
        lin.len()
    );
    assert_eq!(stderr.matches("is not a card").count(), 50, "{stderr}");
    assert!(
        stderr.contains("<stdin>: 4950 more errors are not shown; the first 50 are above"),
        "{stderr}"
    );
    assert!(
        stderr.trim_end().ends_with("<stdin>: 5000 errors"),
        "{stderr}"
    );
    // The line round each mistake, cut where it is long.
    let first = stderr.lines().nth(2).unwrap();
    assert!(
        first.starts_with("1 | ...") && first.ends_with("..."),
        "{first}"
    );
}

/// Each game of a file of boards stands on its own (issue 34): boards 1–10 of endplay's
/// example3.pbn as the file has them (`tests/corpus/faulty/`), four of whose twenty games play
/// cards their players do not hold (a trick written in the order of play, not by seat: board
/// 1 at both tables, board 6 and board 8 at the second). Those four are left out, each mistake
/// at its own line; the sixteen others are ruled, scored and exported; the status is 2.
#[test]
fn a_game_of_a_file_of_boards_with_a_mistake_is_left_out_and_the_others_read() {
    let file = "tests/corpus/faulty/endplay-example3-boards-1-10.pbn";
    let o = foster(&["check", file], b"");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    for line in [25, 44, 232, 289] {
        assert!(
            err.contains(&format!("{file}:{line}:")),
            "line {line}: {err}"
        );
    }
    assert!(
        err.contains("4 of 20 games left out for their own mistakes"),
        "{err}"
    );
    for command in [
        vec!["rule", "--code", "pirate-1917", file],
        vec!["score", "--code", "portland-1895", file],
        vec!["export", file, "--record", "-"],
    ] {
        let o = foster(&command, b"");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{command:?}: {err}");
        assert!(
            err.contains("the other 16 are read") && err.contains(&format!("{file}:25:")),
            "{command:?}: {err}"
        );
        assert!(!o.stdout.is_empty(), "{command:?}");
    }
    let record = stdout(&foster(&["export", file, "--record", "-"], b""));
    assert_eq!(
        record.matches("\ndeal ").count() + usize::from(record.starts_with("deal ")),
        16,
        "{record}"
    );
    let ruled = stdout(&foster(&["rule", "--code", "pirate-1917", file], b""));
    assert_eq!(ruled.matches(", deal ").count(), 16, "{ruled}");
}

/// A duplicate event's PBN (boards 1–3 of endplay's example3.pbn, each at two tables, the
/// second table's game leaving out the board's tags): each game a board of its own, never a
/// rubber with a rotation of dealers; `check`, `rule`, `score` and `export` say so, and the
/// boards keep their numbers through `export --record` and back to PBN.
#[test]
fn a_duplicate_event_s_boards_are_ruled_each_on_its_own() {
    let file = "tests/corpus/endplay-example3.pbn";
    for command in [
        vec!["check", file],
        vec!["rule", "--code", "pirate-1917", file],
        vec!["score", "--code", "pirate-1917", file],
        vec!["export", file, "--pbn", "-"],
    ] {
        let o = foster(&command, b"");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("note: read as 6 boards, each ruled on its own")
                && err.contains("a board is played at more than one table")
                && !err.contains("cannot deal"),
            "{command:?}: {err}"
        );
        assert_ne!(o.status.code(), Some(2), "{command:?}: {err}");
    }
    let boards = |pbn: &str| -> Vec<String> {
        pbn.lines()
            .filter_map(|l| l.strip_prefix("[Board \""))
            .map(|l| l.trim_end_matches("\"]").to_string())
            .collect()
    };
    let pbn = stdout(&foster(&["export", file, "--pbn", "-"], b""));
    assert_eq!(boards(&pbn), ["1", "1", "2", "2", "3", "3"], "{pbn}");
    // The second table's game: the board's deal (as the file wrote it, from West) and dealer,
    // the event's tags, its own players.
    let closed = pbn.split("\n\n").nth(2).expect("the second game");
    for line in [
        "[Event \"World Championship\"]",
        "[West \"Zak\"]",
        "[Dealer \"N\"]",
        "[Vulnerable \"None\"]",
        "[Deal \"W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]",
        "[Contract \"4SX\"]",
    ] {
        assert!(closed.contains(line), "{line} in {closed}");
    }
    // No claim of foster's on another program's games: not its code, not a rubber's scoring.
    assert!(
        !pbn.contains("FosterCode") && !pbn.contains("FosterRubber"),
        "{pbn}"
    );
    assert!(!pbn.contains("[Scoring \"Rubber\"]"), "{pbn}");
    // PBN → record → PBN keeps the boards.
    let record = stdout(&foster(&["export", file, "--record", "-"], b""));
    assert!(record.contains("\n\ndeal 1\n"), "{record}");
    let again = stdout(&foster(&["export", "-", "--pbn", "-"], record.as_bytes()));
    assert_eq!(boards(&again), ["1", "1", "2", "2", "3", "3"], "{again}");
}

/// `solve --pbn` on BridgeComposer's file, which has DDS's tags already: they are replaced
/// (one copy each, the table with its twenty rows), the par kept beside tricks that agree,
/// the table's header written as it was (`\2R`), and nothing of foster's code added.
#[test]
fn solve_pbn_replaces_a_file_s_double_dummy_tags() {
    let file = "tests/corpus/bridgecomposer-hand-record.pbn";
    let o = foster(&["solve", "--pbn", file], b"");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = stdout(&o);
    let games: Vec<&str> = text.split("\n\n").skip(1).collect();
    assert_eq!(games.len(), 4);
    let first = games[0];
    assert_eq!(first.matches("[DoubleDummyTricks ").count(), 1, "{first}");
    assert!(first.contains("[DoubleDummyTricks \"8974c8974c5357153571\"]"));
    assert_eq!(first.matches("[OptimumResultTable ").count(), 1, "{first}");
    assert!(
        first.contains("[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\nN NT  8\n"),
        "{first}"
    );
    assert!(!text.contains("\\\\2R"), "{text}");
    // The par of each board, foster's from its own table (DDS's algorithm, contract bridge's
    // scoring with the board's vulnerability), is BridgeComposer's, and written once.
    for (game, (score, contract)) in games.iter().zip([
        ("NS 920", "NS 6C="),
        ("EW -100", "EW 3DX-1"),
        ("EW 660", "EW 3N+2"),
        ("NS 90", "NS 1N="),
    ]) {
        assert_eq!(game.matches("[OptimumScore ").count(), 1, "{game}");
        assert_eq!(game.matches("[ParContract ").count(), 1, "{game}");
        assert!(
            game.contains(&format!(
                "[OptimumScore \"{score}\"]\n[ParContract \"{contract}\"]"
            )),
            "{game}"
        );
    }
    assert!(
        !String::from_utf8_lossy(&o.stderr).contains("par ("),
        "no par differs: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!text.contains("FosterCode"), "{text}");
    // Tricks that disagree: the par that went with them is left out, and said.
    let wrong = std::fs::read_to_string(file)
        .unwrap()
        .replace("8974c8974c5357153571", "8974c8974c5357153570");
    let o = foster(&["solve", "--pbn", "-"], wrong.as_bytes());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("deal 1: the file's DoubleDummyTricks differ"),
        "{err}"
    );
    let first = stdout(&o).split("\n\n").nth(1).unwrap().to_string();
    assert!(first.contains("[DoubleDummyTricks \"8974c8974c5357153571\"]"));
    assert_eq!(first.matches("[OptimumScore ").count(), 1, "{first}");
    // A file's par that is not foster's is replaced, and said.
    let wrong = std::fs::read_to_string(file)
        .unwrap()
        .replace("[ParContract \"NS 6C=\"]", "[ParContract \"NS 7C-1\"]");
    let o = foster(&["solve", "--pbn", "-"], wrong.as_bytes());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "deal 1: the file's par (NS 920, NS 7C-1) differs from foster's (NS 920, NS 6C=)"
        ),
        "{err}"
    );
    assert!(stdout(&o).contains("[ParContract \"NS 6C=\"]"));
}

/// A board without a vulnerability (foster's own records: the laws here know none) gets no par.
#[test]
fn solve_pbn_writes_no_par_without_a_vulnerability() {
    let text = "code: pirate-1916\ndeal 1\ndealer: N\nhands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872\n";
    let o = foster(
        &[
            "solve",
            "--pbn",
            "--pairing",
            "opposite",
            "--strain",
            "S",
            "-",
        ],
        text.as_bytes(),
    );
    let out = stdout(&o);
    assert!(out.contains("[FosterDoubleDummyTable"), "{out}");
    assert!(
        !out.contains("OptimumScore") && !out.contains("ParContract"),
        "{out}"
    );
}

/// `export --record` keeps the players a PBN or LIN file names (which `rule` and `score` read):
/// the table's before the first deal, each board's table after its `rubber` line.
#[test]
fn export_record_keeps_the_players_of_pbn_and_lin() {
    let record = stdout(&foster(
        &[
            "export",
            "tests/corpus/endplay-example3.pbn",
            "--record",
            "-",
        ],
        b"",
    ));
    assert!(
        record.contains(
            "players: N \"Balicki\", E \"Upmark\", S \"Zmudzinski\", W \"Nystrom\"\n\ndeal 1\n"
        ),
        "{record}"
    );
    assert!(
        record.contains(
            "rubber 2\nplayers: N \"Ahlesved\", E \"Zaremba\", S \"Petersson\", W \"Zak\"\n"
        ),
        "{record}"
    );
    // Read back, the names are the record's: written again as PBN, each game's own.
    let pbn = stdout(&foster(&["export", "-", "--pbn", "-"], record.as_bytes()));
    let games: Vec<&str> = pbn.split("\n\n").skip(1).collect();
    assert!(games[0].contains("[North \"Balicki\"]"), "{pbn}");
    assert!(games[1].contains("[North \"Ahlesved\"]"), "{pbn}");
    let lin = stdout(&foster(
        &[
            "export",
            "tests/corpus/endplay-example1.lin",
            "--record",
            "-",
        ],
        b"",
    ));
    assert!(
        lin.contains(
            "players: N \"~~M2509087\", E \"~~M25116nn\", S \"domtp\", W \"~~M25054gn\"\n"
        ),
        "{lin}"
    );
}

/// LIN written as PBN is PBN: the vulnerability in PBN's words (`sv|o|` None, `sv|n|` NS), the
/// calls in PBN's (`p` Pass), each explanation a note after the auction, and the result the
/// play gives (board 1 of endplay's example1.lin: 5H by South, 12 tricks played out).
#[test]
fn a_lin_file_written_as_pbn_is_pbn() {
    let o = foster(
        &["export", "tests/corpus/endplay-example1.lin", "--pbn", "-"],
        b"",
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let pbn = stdout(&o);
    let games: Vec<&str> = pbn.split("\n\n").skip(1).collect();
    assert_eq!(games.len(), 8);
    assert!(games[0].contains("[Vulnerable \"None\"]"), "{}", games[0]);
    assert!(games[1].contains("[Vulnerable \"NS\"]"), "{}", games[1]);
    assert!(
        games[0].contains(
            "[Auction \"N\"]\nPass Pass 1H =1= 2H =2=\nPass 4S =3= 5H =4= Pass\nPass Pass\n[Note \"1:Major suit opening -- 5+ !H; 11-21 HCP; 12-22 total points\"]\n"
        ),
        "{}",
        games[0]
    );
    assert!(
        games[0].contains("[Contract \"5H\"]\n[Result \"12\"]"),
        "{}",
        games[0]
    );
    assert!(
        !pbn.contains("[Vulnerable \"o\"]") && !pbn.contains(" p "),
        "{pbn}"
    );
    assert!(!pbn.contains("FosterCode"), "{pbn}");
    // And foster reads it back: three boards.
    assert_eq!(
        checked(pbn.as_bytes()).as_deref(),
        Some("<stdin>: ok (8 deals, PBN)")
    );
}

/// Two LIN games run together without `qx|` or a second `md|`: a call after the play began is
/// refused at its place, never read as the same board's auction nor dropped.
#[test]
fn a_lin_call_after_the_play_began_is_refused() {
    let lin = "pn|S,W,N,E|md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|mb|1C|mb|p|mb|p|mb|p|pc|S2|pc|S6|pc|ST|pc|SA|mb|1S|mb|p|";
    let o = foster(&["check", "-"], lin.as_bytes());
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("<stdin>:1:116: error: a call, `1S`, after the play of the board began"),
        "{err}"
    );
    assert!(
        err.contains("each board begins with its own `qx|` or `md|`"),
        "{err}"
    );
}
