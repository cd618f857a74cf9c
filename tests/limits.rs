//! The limits of what the tools accept, and what they do at and past them: a clear error, never
//! a panic or an unbounded allocation. The renderers themselves take any length of name, so a
//! pad made by a program (not read from a record) cannot panic either.
//!
//! A name and a deal's auction and play are limited however a record is read, a deal at a time
//! (`record::read_record`; `foster check`, `parse`, `rule` and `score` of a record file or of
//! standard input) as whole, with the same diagnostic; the whole text's length and its number
//! of deals only when it is held whole (`record::parse`: a PBN or LIN file, `rule --advise`,
//! `solve`, `verify`, `export`): those four commands read a record of any length a deal at a
//! time (`tests/cli_rule_each_deal.rs` and `tests/cli_parse_each_deal.rs` for standard input).

mod common;
mod corpus;

use foster::case::{RuleError, rule_source};
use foster::record::{self, limits};
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
    pad.players[foster::cards::Seat::N.index()] = name.clone();
    let text = render_pad(&pad);
    assert!(text.contains(&name));
    // The book's totals are still there.
    assert!(
        text.lines()
            .any(|l| l.starts_with("Total") && l.contains("545"))
    );
}

/// The diagnostics of a record that must not read, rendered.
fn refused(text: &str) -> String {
    match record::parse(text) {
        Ok(_) => panic!("the record should be refused"),
        Err(d) => d.render("limits.record", text),
    }
}

/// The record read a deal at a time: the number of deals handed on, or the diagnostics
/// rendered as `refused` renders them.
fn streamed(text: &str) -> Result<usize, String> {
    let mut n = 0;
    match record::read_record(text.as_bytes(), |_| n += 1) {
        Ok(_) => Ok(n),
        Err(record::ReadError::Bad(d)) => {
            Err(d.render_painted("limits.record", &record::Paint::default()))
        }
        Err(e) => panic!("{e:?}"),
    }
}

/// Runs `foster COMMAND` on `text` written to a file: the exit status and the standard error.
fn foster(command: &str, text: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("limits.record");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
        .arg(command)
        .arg(&path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{command}: {stderr}");
    (out.status.code(), stderr)
}

fn named(north: &str) -> String {
    format!(
        "code: pirate-1916\nplayers: N {north}, E Smith, S Green, W White\n\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S accept; W pass; N pass; E pass\nresult: 8 tricks\n"
    )
}

#[test]
fn the_longest_name_is_sixty_four_characters() {
    let longest = "J".repeat(limits::MAX_NAME_CHARS);
    let r = record::parse(&named(&longest)).unwrap();
    assert_eq!(r.players[0].name, longest);
    let too_long = "J".repeat(limits::MAX_NAME_CHARS + 1);
    let out = refused(&named(&too_long));
    assert!(
        out.starts_with(
            "limits.record:2:12: error: North's name is 65 characters long; a name has at most 64"
        ),
        "{out}"
    );
    assert!(
        out.contains("= expected a name of 1 to 64 characters"),
        "{out}"
    );
    assert!(out.contains("= hint: write a surname"), "{out}");
    // Read a deal at a time, the same diagnostic.
    assert_eq!(streamed(&named(&too_long)), Err(out));
    assert_eq!(streamed(&named(&longest)), Ok(1));
}

/// Issue 23: a name of 65,533 characters or more panicked `rule` and `score` on Pirate
/// records; now the record is refused with the error above, whatever the tool.
#[test]
fn a_name_past_a_format_width_is_refused_not_a_panic() {
    // Such a name cannot even be read: its line is longer than a line may be.
    let text = named(&huge_name());
    let line_too_long = "this line is longer than the 65,536 bytes";
    match rule_source(&text, None) {
        Err(RuleError::Diagnostics(d)) => {
            let out = d.render("long.record", &text);
            assert!(out.contains(line_too_long), "{out}");
        }
        other => panic!("{other:?}"),
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.record");
    std::fs::write(&path, &text).unwrap();
    for command in ["check", "rule", "score", "parse"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
            .arg(command)
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(stderr.contains(line_too_long), "{command}: {stderr}");
        assert!(!stderr.contains("panicked"), "{command}: {stderr}");
    }
}

#[test]
fn the_most_deals_are_a_thousand() {
    let text = corpus::record(11, limits::MAX_DEALS);
    assert_eq!(record::parse(&text).unwrap().deals.len(), 1000);
    let text = corpus::record(11, limits::MAX_DEALS + 1);
    let out = refused(&text);
    let line = text
        .lines()
        .position(|l| l == "deal 1001")
        .map(|i| i + 1)
        .unwrap();
    assert!(
        out.starts_with(&format!(
            "limits.record:{line}:1: error: the record holds 1,001 deals, more than the 1,000 one record may hold"
        )),
        "{out}"
    );
    assert!(out.contains("several records"), "{out}");
    // A record read a deal at a time has no number of deals to refuse: every deal is read, and
    // `foster check`, `parse`, `rule` and `score` (which read a file so) accept what
    // `foster verify` (which reads whole) refuses.
    assert_eq!(streamed(&text), Ok(limits::MAX_DEALS + 1));
    assert_eq!(foster("check", &text).0, Some(0));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.record");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(["check", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["ok"], true, "{doc}");
    assert_eq!(doc["deals"], 1001, "{doc}");
    assert_eq!(doc["read_as"], "record", "{doc}");
    // `foster parse`, `rule` and `score` read a file a deal at a time too; `foster verify`
    // reads it whole.
    for command in ["parse", "rule", "score"] {
        assert_eq!(
            foster(command, &text),
            (Some(0), String::new()),
            "{command}"
        );
    }
    let (status, stderr) = foster("verify", &text);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("the record holds 1,001 deals"), "{stderr}");
    // Past the number of deals, a deal's own limits still hold, read either way: whole, the
    // deal's error follows the record's; a deal at a time, it is the only one.
    let long = format!(
        "{text}deal 1002\nauction:\n{}",
        "  N pass\n".repeat(limits::MAX_AUCTION_EVENTS + 1)
    );
    let whole = refused(&long);
    assert!(whole.contains("the record holds 1,002 deals"), "{whole}");
    assert!(
        whole.contains("deal 1002's auction has 501 events"),
        "{whole}"
    );
    let apart = streamed(&long).unwrap_err();
    assert!(!apart.contains("deals, more than"), "{apart}");
    assert!(
        apart.contains("error: deal 1002's auction has 501 events"),
        "{apart}"
    );
}

/// A record held whole costs what its deals hold: a deal read with room for 52 plays (the
/// room is made before its lines are read) gives it back when it has far fewer. Before, a
/// record of 331,172 deals written `deal N` alone (4 MiB) took 1.37 GB to be refused for
/// its number of deals, 4 KB a deal; now 151 MB.
#[test]
fn a_deal_held_whole_keeps_no_room_for_plays_it_has_not() {
    let text = "code: pirate-1916\n\ndeal 1\ndealer: N\nauction:\n  N pass; E pass; S pass; W pass\n\n\
                deal 2\nauction:\n  E 1S; S accept; W pass; N pass; E pass\nresult: 7 tricks\n";
    let played = corpus::record(5, 1);
    for (reader, read) in [
        ("whole", record::parse as fn(&str) -> _),
        ("by the grammar", record::parse_by_grammar),
    ] {
        let short = read(text).unwrap();
        for deal in &short.deals {
            assert_eq!(deal.play.capacity(), 0, "{reader}: deal {}", deal.label);
        }
        let full = read(&played).unwrap();
        let play = &full.deals[0].play;
        assert_eq!(play.len(), 52, "{reader}");
        assert!(play.capacity() < 104, "{reader}: {}", play.capacity());
    }
    assert!(record::fast_reader_reads(text));
}

/// A deal whose auction has `calls` passes (the record layer reads them; ruling is the
/// engine's) and whose play has `plays` events.
fn long_deal(calls: usize, plays: usize) -> String {
    let mut text = String::from("code: pirate-1916\n\ndeal 1\ndealer: N\nauction:\n");
    for i in 0..calls {
        text.push_str(&format!("  {} pass\n", ["N", "E", "S", "W"][i % 4]));
    }
    text.push_str("play:\n");
    for _ in 0..plays {
        text.push_str("  W draws attention\n");
    }
    text
}

#[test]
fn the_longest_auction_and_play_are_five_hundred_events() {
    let r = record::parse(&long_deal(
        limits::MAX_AUCTION_EVENTS,
        limits::MAX_PLAY_EVENTS,
    ))
    .unwrap();
    assert_eq!(r.deals[0].auction.len(), 500);
    assert_eq!(r.deals[0].play.len(), 500);
    let out = refused(&long_deal(limits::MAX_AUCTION_EVENTS + 1, 0));
    assert!(
        out.starts_with(
            "limits.record:506:3: error: deal 1's auction has 501 events, more than the 500 a deal's auction may hold"
        ),
        "{out}"
    );
    assert!(out.contains("= expected the end of the auction"), "{out}");
    let out = refused(&long_deal(3, limits::MAX_PLAY_EVENTS + 1));
    assert!(
        out.starts_with(
            "limits.record:510:3: error: deal 1's play has 501 events, more than the 500 a deal's play may hold"
        ),
        "{out}"
    );
    // Read a deal at a time, the same diagnostics, and `foster check` refuses as well.
    assert_eq!(
        streamed(&long_deal(3, limits::MAX_PLAY_EVENTS + 1)),
        Err(out)
    );
    let past = long_deal(limits::MAX_AUCTION_EVENTS + 1, 0);
    assert_eq!(streamed(&past), Err(refused(&past)));
    let (status, stderr) = foster("check", &past);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("deal 1's auction has 501 events"),
        "{stderr}"
    );
    assert_eq!(
        streamed(&long_deal(
            limits::MAX_AUCTION_EVENTS,
            limits::MAX_PLAY_EVENTS
        )),
        Ok(1)
    );
}

#[test]
fn the_longest_record_is_four_mebibytes() {
    let head = "code: pirate-1916\n";
    // Deals of comments, each within a deal's limit, a `deal` line every 8,192 lines.
    let filler = |to: usize| {
        let mut t = head.to_string();
        let mut deals = 0;
        for line in 0.. {
            if t.len() + 64 > to {
                break;
            }
            if line % 8192 == 0 {
                deals += 1;
                t.push_str(&format!("deal {deals}\n"));
            } else {
                t.push_str(&format!("# {}\n", "x".repeat(61)));
            }
        }
        t.push_str(&"#".repeat(to - t.len()));
        (t, deals)
    };
    let (at_limit, deals) = filler(limits::MAX_RECORD_BYTES);
    assert_eq!(at_limit.len(), limits::MAX_RECORD_BYTES);
    assert!(record::parse(&at_limit).is_ok());
    let past = format!("{at_limit}\n# one line more\n");
    let out = refused(&past);
    let line = at_limit.lines().count();
    assert!(
        out.starts_with(&format!(
            "limits.record:{line}:{}: error: the record is longer than the 4,194,304 bytes a record may hold",
            at_limit.lines().last().unwrap().len() + 1
        )),
        "{out}"
    );
    // The length is a limit of a text held whole: read a deal at a time, as `foster check`
    // reads, a longer record is read (here, that record with a deal after it).
    let longer = format!("{past}deal {}\ndealer: N\n", deals + 1);
    assert!(longer.len() > limits::MAX_RECORD_BYTES);
    assert_eq!(streamed(&longer), Ok(deals + 1));
    assert_eq!(foster("check", &longer).0, Some(0));
    assert_eq!(foster("parse", &longer).0, Some(0));
    assert_eq!(foster("rule", &longer).0, Some(0));
    assert_eq!(foster("score", &longer).0, Some(0));
    let (status, stderr) = foster("verify", &longer);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("longer than the 4,194,304"), "{stderr}");
}

/// A record file too long to be held whole is refused without being read whole by the commands
/// that hold it (`foster rule --advise`, `foster verify` check its bytes as they come and make
/// the error from its first lines): the same words as the record read whole from standard
/// input, a byte-order mark, a line running past the limit and a character cut by it included.
#[test]
fn a_file_too_long_is_refused_as_when_read_whole() {
    let mut text = "\u{feff}code: pirate-1916\n".to_string();
    while text.len() < limits::MAX_RECORD_BYTES - 10 {
        text.push_str("# ♠♥♦♣ a long evening\n");
    }
    text.push_str(&"é".repeat(40));
    text.push_str("\ndeal 1\ndealer: N\n");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.record");
    std::fs::write(&path, &text).unwrap();
    for command in [&["rule", "--advise"][..], &["verify"]] {
        let from_file = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
            .args(command)
            .arg(&path)
            .output()
            .unwrap();
        // foster may stop reading once past the limit: the helper takes the closed pipe.
        let from_stdin = common::run(common::foster().args(command).arg("-"), text.as_bytes());
        let file_err = String::from_utf8_lossy(&from_file.stderr).into_owned();
        let stdin_err = String::from_utf8_lossy(&from_stdin.stderr)
            .replace("<stdin>", &path.display().to_string());
        assert_eq!(from_file.status.code(), Some(2), "{file_err}");
        assert_eq!(from_stdin.status.code(), Some(2));
        assert!(file_err.contains("longer than the 4,194,304"), "{file_err}");
        assert_eq!(file_err, stdin_err, "{command:?}");
    }
}

/// A PBN or LIN file read whole, or the diagnostics rendered.
fn file_read(name: &str, text: &str) -> Result<foster::formats::Read, String> {
    foster::formats::read(text).map_err(|d| d.render(name, text))
}

const LIN_HANDS: &str = "3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,";

/// A LIN file is held to the record's limits: a name, the contract-bridge auction (kept aside,
/// not ruled, so not counted by the record's parser) and the play, each refused at its place
/// in the file's line, which is shown as a window round it, not whole.
#[test]
fn a_lin_file_keeps_the_record_s_limits() {
    let name = "J".repeat(100_000);
    let lin = format!("pn|{name},Wes,Nora,Ed|md|{LIN_HANDS}|mb|1C|mb|p|mb|p|mb|p|");
    let out = file_read("limits.lin", &lin).expect_err("refused");
    assert!(
        out.starts_with(
            "limits.lin:1:4: error: South's name is 100,000 characters long; a name has at most 64"
        ),
        "{out}"
    );
    assert!(out.contains("= hint: write a surname"), "{out}");
    assert!(out.len() < 1_000, "the line is shown as a window: {out}");
    let fine = format!("pn|{},Wes,Nora,Ed|md|{LIN_HANDS}|", "J".repeat(64));
    assert!(file_read("limits.lin", &fine).is_ok());

    let head = format!("pn|Sam,Wes,Nora,Ed|md|{LIN_HANDS}|");
    let lin = format!("{head}{}", "mb|p|".repeat(limits::MAX_AUCTION_EVENTS + 1));
    let out = file_read("limits.lin", &lin).expect_err("refused");
    // The 501st call's value, five characters a call after the head.
    let col = head.len() + 5 * limits::MAX_AUCTION_EVENTS + 3 + 1;
    assert!(
        out.starts_with(&format!(
            "limits.lin:1:{col}: error: deal 1's auction has 501 events, more than the 500 a deal's auction may hold"
        )),
        "{out}"
    );
    assert!(out.contains("= expected the end of the auction"), "{out}");
    assert!(out.contains("= hint: no game has so many calls"), "{out}");
    let fine = format!("{head}{}", "mb|p|".repeat(limits::MAX_AUCTION_EVENTS));
    assert!(file_read("limits.lin", &fine).is_ok());

    let head = format!("{head}mb|1C|mb|p|mb|p|mb|p|");
    let lin = format!("{head}{}", "pc|S2|".repeat(limits::MAX_PLAY_EVENTS + 1));
    let out = file_read("limits.lin", &lin).expect_err("refused");
    let col = head.len() + 6 * limits::MAX_PLAY_EVENTS + 3 + 1;
    assert!(
        out.starts_with(&format!(
            "limits.lin:1:{col}: error: deal 1's play has 501 events, more than the 500 a deal's play may hold"
        )),
        "{out}"
    );
    // And from the command line.
    let (status, stderr) = foster("check", &lin);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("deal 1's play has 501 events"), "{stderr}");
}

/// A PBN file likewise: a name, another program's auction, and a play.
#[test]
fn a_pbn_file_keeps_the_record_s_limits() {
    let deal = "[Deal \"N:AKQJ.AKQJ.AKQJ.2 2345.2345.2345.3 6789.6789.6789.4 T.T.T.AKQJT98765\"]\n";
    let pbn = format!(
        "[Dealer \"N\"]\n[North \"{}\"]\n{deal}",
        "J".repeat(100_000)
    );
    let out = file_read("limits.pbn", &pbn).expect_err("refused");
    assert!(
        out.starts_with(
            "limits.pbn:2:9: error: North's name is 100,000 characters long; a name has at most 64"
        ),
        "{out}"
    );
    assert!(out.len() < 1_000, "the line is shown as a window: {out}");

    let auction = |calls: usize| {
        format!(
            "[Dealer \"N\"]\n{deal}[Auction \"N\"]\n{}",
            "Pass\n".repeat(calls)
        )
    };
    assert!(file_read("limits.pbn", &auction(limits::MAX_AUCTION_EVENTS)).is_ok());
    let out =
        file_read("limits.pbn", &auction(limits::MAX_AUCTION_EVENTS + 1)).expect_err("refused");
    // Three lines of tags, then a call a line: the 501st call is on line 504.
    assert!(
        out.starts_with(
            "limits.pbn:504:1: error: deal 1's auction has 501 events, more than the 500 a deal's auction may hold"
        ),
        "{out}"
    );
    assert!(out.contains("= hint: no game has so many calls"), "{out}");

    let play = format!(
        "[Dealer \"N\"]\n{deal}[Contract \"1NT\"]\n[Play \"E\"]\n{}",
        "S2 S3 S4 S5\n".repeat(126)
    );
    let out = file_read("limits.pbn", &play).expect_err("refused");
    // Four tags, then four cards a line: the 501st card opens line 130.
    assert!(
        out.starts_with(
            "limits.pbn:130:1: error: deal 1's play has 504 events, more than the 500 a deal's play may hold"
        ),
        "{out}"
    );
    let (status, stderr) = foster("check", &play);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("deal 1's play has 504 events"), "{stderr}");
}

/// A reader of `pattern` over and over, `limit` bytes in all, that counts what is taken from it.
struct Endless<'a> {
    pattern: &'a [u8],
    at: usize,
    given: usize,
    limit: usize,
}

impl<'a> Endless<'a> {
    fn new(pattern: &'a [u8], limit: usize) -> Endless<'a> {
        Endless {
            pattern,
            at: 0,
            given: 0,
            limit,
        }
    }
}

impl std::io::Read for Endless<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = buf.len().min(self.limit - self.given);
        for b in &mut buf[..n] {
            *b = self.pattern[self.at];
            self.at = (self.at + 1) % self.pattern.len();
        }
        self.given += n;
        Ok(n)
    }
}

/// The record read a deal at a time from `input`: the diagnostics rendered, and how many bytes
/// were taken from it.
fn streamed_from(input: &mut Endless) -> (String, usize) {
    let read = record::read_record(std::io::BufReader::new(&mut *input), |_| {});
    let out = match read {
        Err(record::ReadError::Bad(d)) => {
            d.render_painted("limits.record", &record::Paint::default())
        }
        other => panic!("the record should be refused: {other:?}"),
    };
    (out, input.given)
}

/// A line is at most 64 KiB, checked as it is read, however the record is read: a longer one is
/// refused at its first byte past the limit, and no more of it is read.
#[test]
fn the_longest_line_is_sixty_four_kibibytes() {
    let line = |len: usize| {
        format!(
            "code: pirate-1916\n#{}\ndeal 1\ndealer: N\n",
            "x".repeat(len - 1)
        )
    };
    let at_limit = line(limits::MAX_LINE_BYTES);
    assert!(record::parse(&at_limit).is_ok());
    assert_eq!(streamed(&at_limit), Ok(1));
    let past = line(limits::MAX_LINE_BYTES + 1);
    let out = refused(&past);
    assert!(
        out.starts_with(
            "limits.record:2:65537: error: this line is longer than the 65,536 bytes a line of a record may hold"
        ),
        "{out}"
    );
    assert!(
        out.contains("= hint: no line of a record is so long"),
        "{out}"
    );
    assert!(out.len() < 1_000, "the line is shown as a window: {out}");
    // Read a deal at a time, the same diagnostic, and `foster check` refuses it.
    assert_eq!(streamed(&past), Err(out));
    let (status, stderr) = foster("check", &past);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("this line is longer than the 65,536"),
        "{stderr}"
    );
    // An endless line is refused once a buffer past its limit has been read, not held: here 64
    // MiB of it are offered.
    let mut endless = Endless::new(b"#", 64 << 20);
    let (out, given) = streamed_from(&mut endless);
    assert!(
        out.starts_with("limits.record:1:65537: error: this line is longer"),
        "{out}"
    );
    assert!(given < 1 << 20, "{given} bytes read");
}

/// A deal is at most 1 MiB, from its `deal` line to the next (or the record's opening before
/// its first), checked as it is read: a longer one is refused at its first byte past the
/// limit, and no more of it is read.
#[test]
fn the_longest_deal_is_a_mebibyte() {
    let deal = |len: usize| {
        let mut t = String::from("deal 1\ndealer: N\n");
        while t.len() + 64 <= len {
            t.push_str(&format!("# {}\n", "x".repeat(61)));
        }
        t.push_str(&"#".repeat(len - t.len()));
        assert_eq!(t.len(), len);
        format!("code: pirate-1916\n{t}\ndeal 2\n")
    };
    // The deal's bytes are counted with its last line break.
    let at_limit = deal(limits::MAX_DEAL_BYTES - 1);
    assert!(record::parse(&at_limit).is_ok());
    assert_eq!(streamed(&at_limit), Ok(2));
    let past = deal(limits::MAX_DEAL_BYTES);
    let out = refused(&past);
    let line = past.lines().position(|l| l.starts_with("##")).unwrap() + 1;
    let col = past.lines().nth(line - 1).unwrap().len() + 1;
    assert!(
        out.starts_with(&format!(
            "limits.record:{line}:{col}: error: `deal 1` is longer than the 1,048,576 bytes a deal may hold"
        )),
        "{out}"
    );
    assert!(out.contains("= hint: no deal takes so much"), "{out}");
    assert_eq!(streamed(&past), Err(out));
    let (status, stderr) = foster("check", &past);
    assert_eq!(status, Some(2));
    assert!(
        stderr.contains("`deal 1` is longer than the 1,048,576"),
        "{stderr}"
    );
    // `yes` as a record: its opening never ends, and is refused after a mebibyte.
    let mut yes = Endless::new(b"y\n", 64 << 20);
    let (out, given) = streamed_from(&mut yes);
    assert!(
        out.starts_with(
            "limits.record:524289:1: error: the record's opening (before its first `deal` or `rubber` line) is longer than the 1,048,576 bytes a deal may hold"
        ),
        "{out}"
    );
    assert!(given < 2 << 20, "{given} bytes read");
    // Deals of comments, each within the limit: read.
    let mut many = Endless::new(b"deal 1\n# a comment\n", 8 << 20);
    let read = record::read_record(std::io::BufReader::new(&mut many), |_| {});
    assert!(
        !matches!(read, Err(record::ReadError::Bad(ref d)) if d.render_painted("", &record::Paint::default()).contains("longer than"))
    );
}

/// Runs `foster ARGS` with `len` bytes of `pattern` written to its standard input: its output,
/// and whether it closed its standard input before taking them all (it stopped reading).
fn fed(args: &[&str], pattern: &[u8], len: usize) -> (std::process::Output, bool) {
    use std::io::Write;
    let mut child = common::foster()
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let whole = (1 << 16) / pattern.len() * pattern.len();
    let chunk: Vec<u8> = pattern.iter().copied().cycle().take(whole).collect();
    let mut stopped = false;
    let mut written = 0;
    while written < len {
        match stdin.write_all(&chunk) {
            Ok(()) => written += chunk.len(),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                stopped = true;
                break;
            }
            Err(e) => panic!("{e}"),
        }
    }
    drop(stdin);
    (child.wait_with_output().unwrap(), stopped)
}

/// `yes | foster check -` (and `parse`, `rule`, `score`, which keep standard input past the
/// limit of a text held whole in a temporary file): refused at once, past the limit of a deal,
/// without reading the rest of what comes (here 64 MiB are offered).
#[test]
fn an_endless_record_on_standard_input_is_refused_at_once() {
    for command in ["check", "parse", "rule", "score"] {
        let (out, stopped) = fed(&[command, "-"], b"y\n", 64 << 20);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(
            stderr.starts_with("<stdin>:524289:1: error: the record's opening (before its first `deal` or `rubber` line) is longer than the 1,048,576 bytes a deal may hold"),
            "{command}: {stderr}"
        );
        assert!(stopped, "{command} read all its input");
    }
}

/// `foster check /dev/zero` ends at once (a guard against hanging, not a timing: a minute is
/// given before the command is stopped), refused for the length of a text held whole, as a
/// file that is not plainly a record is held.
#[cfg(unix)]
#[test]
fn dev_zero_is_refused_at_once() {
    let mut child = common::foster()
        .args(["check", "/dev/zero"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("foster check /dev/zero did not end");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with(
            "/dev/zero:1:4194305: error: the record is longer than the 4,194,304 bytes a record may hold"
        ),
        "{stderr}"
    );
}

/// A PBN or LIN file is held whole, so is held to the whole text's limit as it is read: one
/// past it is refused without the rest being read, from a file or from standard input (here
/// 64 MiB of PBN comments are offered).
#[test]
fn a_pbn_or_lin_file_past_the_limit_is_not_read_whole() {
    let comments =
        b"% a comment line of about eighty bytes, many of them, written by a program......\n";
    let want = "error: the record is longer than the 4,194,304 bytes a record may hold";
    for command in [
        &["check", "-"][..],
        &["parse", "-"],
        &["rule", "-"],
        &["score", "-"],
        &["verify", "-"],
    ] {
        let (out, stopped) = fed(command, comments, 64 << 20);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command:?}: {stderr}");
        assert!(
            stderr.starts_with(&format!("<stdin>:51782:44: {want}")),
            "{command:?}: {stderr}"
        );
        assert!(stopped, "{command:?} read all its input");
    }
    // A LIN session on one line, past the limit.
    let (out, stopped) = fed(&["check", "-"], b"pn|Sam,Wes,Nora,Ed|st||", 64 << 20);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with(&format!("<stdin>:1:4194305: {want}")),
        "{stderr}"
    );
    assert!(stopped);
    // A file: the same words.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.pbn");
    let text: Vec<u8> = comments.iter().copied().cycle().take(5 << 20).collect();
    std::fs::write(&path, &text).unwrap();
    for command in ["check", "parse", "rule", "score", "verify"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
            .arg(command)
            .arg(&path)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert!(
            stderr.contains(&format!("long.pbn:51782:44: {want}")),
            "{command}: {stderr}"
        );
    }
}

/// A record of mistakes without end is read in bounded memory: the first `MAX_KEPT` (1,000)
/// mistakes are kept in the record's order and the rest counted, both when it is read a deal at
/// a time and in `foster check --json`, whose document lists the 1,000 and counts the rest.
#[test]
fn a_reading_keeps_the_first_thousand_mistakes_and_counts_the_rest() {
    let mut text = String::from("code: pirate-1916\n\n");
    for d in 1..=2500 {
        text.push_str(&format!("deal {d}\ndealer: Q\n"));
    }
    let read = record::read_record(text.as_bytes(), |_| {});
    let Err(record::ReadError::Bad(d)) = read else {
        panic!("the record should be refused");
    };
    assert_eq!(record::MAX_KEPT, 1000);
    assert_eq!((d.found.len(), d.not_kept), (1000, 1500));
    // The first kept is the first mistake, the last kept the thousandth (deal 1000's dealer).
    assert_eq!(d.found[0].0.span.line, 4);
    assert_eq!(d.found[999].0.span.line, 4 + 2 * 999);
    let told = d.render_painted("limits.record", &record::Paint::default());
    assert!(told.contains("2450 more errors are not shown"), "{told}");
    assert!(told.contains("limits.record: 2500 errors"), "{told}");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("limits.record");
    std::fs::write(&path, &text).unwrap();
    let out = common::foster()
        .args(["check", "--json"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["diagnostics"].as_array().map(Vec::len), Some(1000));
    assert_eq!(doc["more_diagnostics"], 1500);
    assert_eq!(doc["diagnostics"][999]["span"]["line"], 4 + 2 * 999);
}
