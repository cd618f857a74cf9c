//! `foster rule` and `foster score` read a record file a deal at a time and write the ruling and
//! the pad as they are made (`src/cli/each_deal.rs`, `foster::stream::writer`): the same bytes,
//! text and JSON (pretty for one file, a line each for several), the same errors and exit
//! status, as the record read whole from standard input, for every invalid, format and session
//! case and the example and an eighth of the other cases (the library's output is held to the
//! record read whole for every case in `tests/stream_output.rs`; here, the binary's reading and
//! writing), for generated records with irregularities and rubbers, for generated evenings of
//! many rubbers split by law 71 (a pad each and the wash-book), and for revokes claimed deals
//! later (Pirate law 59) across rubbers whose deals' numbers repeat. A record past the whole
//! text's limits is ruled and scored from a file, as the library rules it read whole without
//! them, and from standard input (kept in memory past the number of deals, in a temporary file
//! past the length, or read again when it is a file), as from the file: good, bad, PBN; a
//! temporary file that cannot be made, a closed pipe.

mod common;
mod corpus;

use common::{foster, run};

type Outcome = (Option<i32>, String, String);

fn outcome(o: std::process::Output) -> Outcome {
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// `foster ARGS FILE` (read a deal at a time) and `foster ARGS -` with the file on standard
/// input (read whole), the name of standard input replaced by the file's.
fn from_file_and_stdin(args: &[&str], file: &std::path::Path) -> [Outcome; 2] {
    let text = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .expect("the file reads");
    let shown = file.to_string_lossy().into_owned();
    let from_file = outcome(run(foster().args(args).arg(file), b""));
    let (status, out, err) = outcome(run(foster().args(args).arg("-"), &text));
    let name = serde_json::to_string(&shown).expect("a name");
    [
        from_file,
        (
            status,
            out.replace("\"<stdin>\"", &name),
            err.replace("<stdin>", &shown),
        ),
    ]
}

const COMMANDS: [&[&str]; 5] = [
    &["rule"],
    &["rule", "--json"],
    &["score"],
    &["score", "--json"],
    &["rule", "--json", "--code", "portland-1895"],
];

/// Every `each`th record file under each of `dirs` (its first, and so on), as read from a file
/// and from standard input, alike.
fn alike_under(dirs: &[&str], each: usize) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in dirs {
        let records = walk(&root.join(dir))
            .into_iter()
            .filter(|entry| entry.extension().is_some_and(|e| e == "record"));
        for entry in records.step_by(each) {
            files.push(entry.strip_prefix(root).expect("under the root").to_owned());
        }
    }
    assert!(!files.is_empty(), "{dirs:?}");
    for file in &files {
        for args in COMMANDS {
            let [from_file, from_stdin] = from_file_and_stdin(args, file);
            assert_eq!(from_file, from_stdin, "{} {args:?}", file.display());
        }
    }
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the folder reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The share of the cases of a folder whose rulings the library's test already holds to the
/// record read whole that is run through the binary here.
const SAMPLE: usize = 8;

#[test]
fn the_pirate_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(&["cases/pirate", "cases/pirate-1917"], SAMPLE);
    alike_under(&["cases/sessions", "examples"], 1);
}

#[test]
fn the_matrix_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(&["cases/matrix"], SAMPLE);
}

#[test]
fn the_other_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(
        &[
            "cases/advice",
            "cases/book-auctions",
            "cases/book-deals",
            "cases/endings",
            "cases/portland",
        ],
        SAMPLE,
    );
    // How the binary reads a file: every record that is refused, and every form of record.
    alike_under(&["cases/format", "cases/invalid"], 1);
}

/// Records written to a folder for the binary to read.
fn written(records: &[(String, String)]) -> (tempfile::TempDir, Vec<std::path::PathBuf>) {
    let dir = tempfile::tempdir().expect("a folder");
    let paths = records
        .iter()
        .map(|(name, text)| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).expect("written");
            path
        })
        .collect();
    (dir, paths)
}

#[test]
fn generated_records_are_ruled_and_scored_from_their_files_as_read_whole() {
    let mut records: Vec<(String, String)> = (0..20u64)
        .map(|seed| {
            (
                format!("irregular-{seed}.record"),
                corpus::irregular::record(seed),
            )
        })
        .collect();
    // Evenings of many deals and no `rubber` line: each rubber won (law 71) starts the next.
    for (seed, deals) in [(1u64, 9usize), (2, 25), (3, 40)] {
        records.push((
            format!("evening-{seed}.record"),
            corpus::record(seed, deals),
        ));
    }
    records.push(("claims.record".into(), late_claims()));
    let (_dir, paths) = written(&records);
    let mut read = 0;
    for path in &paths {
        for args in COMMANDS {
            let [from_file, from_stdin] = from_file_and_stdin(args, path);
            assert_eq!(from_file, from_stdin, "{} {args:?}", path.display());
            read += usize::from(from_file.0 == Some(0));
        }
    }
    // Most of them read and are ruled, not only refused alike.
    assert!(read > paths.len(), "{read}");
}

/// Several files at once: one document a line each (compact), and the texts headed by their
/// names: each file's part the same as standard input's read whole beside it.
#[test]
fn several_files_are_ruled_as_each_read_whole() {
    let files = [
        "examples/the-1917-rubber-of-jones-smith-green-and-white.record",
        "cases/format/rubber.record",
        "cases/matrix/pirate-1916/a-revoke-by-declarer-claimed-after-the-next-cut-is-too-late.record",
        "cases/portland/a-revoke-claimed-after-the-cut-for-the-next-deal-is-too-late.record",
        "cases/sessions/an-evening-of-two-rubbers-where-evans-cuts-in.record",
    ];
    for file in files {
        let text = std::fs::read(file).expect("the file reads");
        for args in COMMANDS {
            let out = outcome(run(foster().args(args).arg("-").arg(file), &text));
            assert_eq!(out.0, Some(0), "{file} {args:?} {}", out.2);
            if args.contains(&"--json") {
                let lines: Vec<&str> = out.1.lines().collect();
                let name = serde_json::to_string(file).expect("a name");
                assert_eq!(lines.len(), 2, "{file} {args:?}");
                assert_eq!(
                    lines[0].replace("\"<stdin>\"", &name),
                    lines[1],
                    "{file} {args:?}"
                );
            } else {
                let (whole, streamed) = out
                    .1
                    .split_once(&format!("\n==> {file} <==\n"))
                    .expect("two parts");
                assert_eq!(
                    whole.replace("==> <stdin> <==\n", ""),
                    streamed,
                    "{file} {args:?}"
                );
            }
        }
    }
}

/// Two rubbers whose deals are numbered from 1 again, a revoke in the first deal of each, and
/// claims written later about earlier deals: the deal before, two deals back, the deal of the
/// same number in this rubber (not the first rubber's), and one in the rubber before.
fn late_claims() -> String {
    let revoke =
        "hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872
auction:
  N 1S; E pass; S pass; W accept
  N pass; E pass; S pass
play:
  1. E HQ, S HA, W H2, N C4
  2. S D3, W D5, N DA, E D8
result: 7 tricks
";
    let mut text = String::from("code: pirate-1916\nplayers: N Jones, E Smith, S Green, W White\n");
    text.push_str(&format!("\nrubber 1\n\ndeal 1\ndealer: N\n{revoke}"));
    text.push_str(&format!("\ndeal 2\n{}", plain("E", "")));
    text.push_str(&format!(
        "\ndeal 3\n{}",
        plain("S", "  W claims revoke by N of deal 1\n")
    ));
    text.push_str(&format!("\nrubber 2\n\ndeal 1\ndealer: N\n{revoke}"));
    text.push_str(&format!(
        "\ndeal 2\n{}",
        plain("E", "  E claims revoke by N of deal 1\n")
    ));
    text.push_str(&format!(
        "\ndeal 3\n{}",
        plain(
            "S",
            "  S claims revoke by N of deal 1\n  W claims revoke by N of deal 3\n"
        )
    ));
    text
}

/// A deal bid and made: `dealer` bids a heart, accepted; `claim` written before.
fn plain(dealer: &str, claim: &str) -> String {
    format!(
        "auction:
{claim}  {dealer} 1H; {} pass; {} accept
  {} pass; {dealer} pass; {} pass
result: 8 tricks
",
        next(dealer, 1),
        next(dealer, 2),
        next(dealer, 3),
        next(dealer, 1),
    )
}

fn next(seat: &str, by: usize) -> &'static str {
    const SEATS: [&str; 4] = ["N", "E", "S", "W"];
    let at = SEATS.iter().position(|s| *s == seat).expect("a seat");
    SEATS[(at + by) % 4]
}

#[test]
fn the_late_claims_record_reads_and_marks_the_revokes_it_names() {
    let (_dir, paths) = written(&[("claims.record".into(), late_claims())]);
    let out = outcome(run(foster().args(["rule", "--json"]).arg(&paths[0]), b""));
    assert_eq!(out.0, Some(0), "{}", out.2);
    let doc: serde_json::Value = serde_json::from_str(&out.1).expect("JSON");
    let deals = doc["report"]["deals"].as_array().expect("deals");
    assert_eq!(deals.len(), 6);
    let applied = |i: usize| {
        deals[i]["rulings"]
            .as_array()
            .expect("rulings")
            .iter()
            .filter(|r| r["kind"] == "revoke")
            .map(|r| r["applied"].as_str().unwrap_or_default().to_string())
            .collect::<Vec<_>>()
    };
    // Both rubbers' first deals have their revoke claimed too late, each by its own rubber's
    // claim (deal 1 of the first by W in its deal 3, of the second by E in its deal 2).
    assert_eq!(applied(0), ["no penalty: claimed too late (law 59)"]);
    assert_eq!(applied(3), ["no penalty: claimed too late (law 59)"]);
    let findings = |i: usize| deals[i]["rulings"].to_string();
    assert!(
        findings(0).contains("W claimed it only in deal 3"),
        "{}",
        findings(0)
    );
    assert!(
        findings(3).contains("E claimed it only in deal 2"),
        "{}",
        findings(3)
    );
}

/// A record of more deals than a record held whole may have (1,000; twice as many, so that
/// its pads' JSON, some two megabytes, is kept in a temporary file): ruled and scored from a
/// file, the same text and document as the library makes of it read whole without the limits.
#[test]
fn a_record_past_the_whole_texts_limits_is_ruled_from_a_file() {
    let deals = 2 * foster::record::limits::MAX_DEALS + 1;
    let text = corpus::record(7, deals);
    let (_dir, paths) = written(&[("many.record".into(), text.clone())]);
    let path = &paths[0];
    let rec = foster::record::parse_unbounded(&text).expect("it reads");
    let code = foster::record::Code::Pirate1916;
    let whole = foster::case::rule_record(&rec, code, &foster::case::Customs::default());
    let name = path.to_string_lossy().into_owned();

    let out = outcome(run(foster().arg("rule").arg(path), b""));
    assert_eq!(out.0, Some(0), "{}", out.2);
    assert!(out.1 == whole.text, "the text differs");

    let out = outcome(run(foster().args(["rule", "--json"]).arg(path), b""));
    assert_eq!(out.0, Some(0), "{}", out.2);
    let doc = foster::json::Document::new(&whole.body, Some(&name));
    let expected = serde_json::to_string_pretty(&doc).expect("JSON") + "\n";
    assert!(out.1 == expected, "the document differs");

    let out = outcome(run(foster().args(["score", "--json"]).arg(path), b""));
    assert_eq!(out.0, Some(0), "{}", out.2);
    let session = whole.session.expect("scored");
    assert!(session.rubbers.len() > 10, "{}", session.rubbers.len());
    let body = foster::json::ScoreBody {
        code,
        pirate: Some(session),
        portland: None,
    };
    let expected = serde_json::to_string_pretty(&foster::json::Document::new(&body, Some(&name)))
        .unwrap()
        + "\n";
    assert!(out.1 == expected, "the score differs");

    // On standard input, within the whole text's length (a mebibyte and a half) but past its
    // number of deals, it is read a deal at a time from memory, as from the file.
    assert!(text.len() < foster::record::limits::MAX_RECORD_BYTES);
    let shown = serde_json::to_string(&name).expect("a name");
    for (args, from_file) in [(&["score", "--json"][..], &out.1), (&["rule"], &whole.text)] {
        let from_stdin = outcome(run(foster().args(args).arg("-"), text.as_bytes()));
        assert_eq!(from_stdin.0, Some(0), "{args:?} {}", from_stdin.2);
        assert!(
            from_stdin.1.replace("\"<stdin>\"", &shown) == *from_file,
            "{args:?}: standard input's differs"
        );
    }
}

/// `text` with comment lines before each deal, about `each` bytes a deal: a record longer than
/// its deals, read cheaply.
fn padded(text: &str, each: usize) -> String {
    let comment = format!("# {}\n", "a note on the evening ".repeat(3));
    let block = comment.repeat(each / comment.len() + 1);
    let mut out = String::with_capacity(text.len() * 2);
    for line in text.split_inclusive('\n') {
        if line.starts_with("deal ") {
            out.push_str(&block);
        }
        out.push_str(line);
    }
    out
}

const PAST_THE_LENGTH: usize = foster::record::limits::MAX_RECORD_BYTES + (1 << 18);

/// A record past both of the whole text's limits (4 MiB, 1,000 deals): the two rubbers of
/// [`late_claims`], their revokes claimed deals later (Pirate law 59: a second reading finds
/// the deals the claims name, a third rules), then an evening of generated deals, with notes.
fn past_the_limits() -> String {
    let deals = foster::record::limits::MAX_DEALS;
    // A few deals played out, the rest bid and made (cheap to rule in a debug build).
    let played = corpus::record(9, 20);
    let mut text = format!(
        "{}\nrubber 3\n{}",
        late_claims(),
        &played[played.find("\ndeal 1\n").expect("a deal")..]
    );
    let dealer = played.rfind("dealer: ").expect("a dealer") + "dealer: ".len();
    let mut dealer = &played[dealer..=dealer];
    for deal in 21..=deals {
        dealer = next(dealer, 1);
        text.push_str(&format!(
            "\ndeal {deal}\ndealer: {dealer}\n{}",
            plain(dealer, "")
        ));
    }
    let text = padded(&text, PAST_THE_LENGTH / deals);
    assert!(text.len() > PAST_THE_LENGTH, "{}", text.len());
    text
}

/// A record past both of the whole text's limits on standard input: kept in a temporary file
/// and ruled and scored from it a deal at a time (three times: checked, the deals the late
/// claims name found, ruled), the same bytes and status as the file named (and, its name aside,
/// the same messages), the revokes claimed late marked.
#[test]
fn a_record_past_the_whole_texts_limits_is_ruled_from_standard_input_as_from_a_file() {
    let (_dir, paths) = written(&[("long.record".into(), past_the_limits())]);
    for args in &COMMANDS[..4] {
        let [from_file, from_stdin] = from_file_and_stdin(args, &paths[0]);
        assert_eq!(from_file.0, Some(0), "{args:?} {}", from_file.2);
        assert!(
            from_file == from_stdin,
            "{args:?}: standard input's differs"
        );
        if args == &["rule"] {
            assert_eq!(
                from_stdin.1.matches("claimed too late (law 59)").count(),
                2,
                "{}",
                from_stdin.1
            );
            assert!(from_stdin.1.contains("Rubber 4\n"), "{}", from_stdin.1);
        }
    }
    // Standard input that is the file itself (`foster rule - < FILE`), read again without a
    // copy: the same.
    let args = ["rule", "--json"];
    let from_file = outcome(
        foster()
            .args(args)
            .arg(&paths[0])
            .output()
            .expect("foster runs"),
    );
    let (status, out, err) = outcome(
        foster()
            .args(args)
            .arg("-")
            .stdin(std::fs::File::open(&paths[0]).expect("the record opens"))
            .output()
            .expect("foster runs"),
    );
    let shown = paths[0].to_string_lossy().into_owned();
    let name = serde_json::to_string(&shown).expect("a name");
    let from_stdin = (status, out.replace("\"<stdin>\"", &name), err);
    assert_eq!(from_file.0, Some(0));
    assert!(from_file == from_stdin, "standard input's differs");
}

/// A bad record past the whole text's length on standard input: the diagnostics of the file
/// named (a mistake in its last deal; a byte that is not UTF-8 there), and nothing ruled (with
/// `--json`, the `check` document of the mistake).
#[test]
fn a_bad_record_past_the_whole_texts_length_gets_the_files_diagnostics_from_standard_input() {
    let good = past_the_limits();
    let mut not_utf8 = good.clone().into_bytes();
    not_utf8.extend_from_slice(b"# caf\xE9\n");
    let (dir, paths) = written(&[("bad.record".into(), format!("{good}  N 2X\n"))]);
    let latin1 = dir.path().join("latin1.record");
    std::fs::write(&latin1, &not_utf8).expect("written");
    for (path, args, says) in [
        (&paths[0], &["rule"][..], "cannot read `X` here"),
        (
            &latin1,
            &["score", "--json"],
            "the record is not UTF-8 text",
        ),
    ] {
        let [from_file, from_stdin] = from_file_and_stdin(args, path);
        assert_eq!(from_file.0, Some(2), "{args:?}");
        assert!(from_file.2.contains(says), "{args:?} {}", from_file.2);
        if args.contains(&"--json") {
            let doc: serde_json::Value = serde_json::from_str(&from_file.1).expect("JSON");
            assert_eq!(doc["kind"], "check", "{args:?}");
            assert_eq!(doc["ok"], false, "{args:?}");
            let message = doc["diagnostics"][0]["message"].as_str().unwrap();
            assert!(message.contains(says), "{args:?} {message}");
        } else {
            assert_eq!(from_file.1, "", "{args:?}");
        }
        assert_eq!(from_file, from_stdin, "{args:?}");
    }
}

/// A PBN text past the whole text's length on standard input is refused as a PBN file is, for
/// its length, read no further than a byte past it (it was read whole, and refused for its
/// number of games, each a deal).
#[test]
fn a_pbn_text_past_the_whole_texts_limits_is_refused_from_standard_input_as_from_a_file() {
    let game = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus/bridgecomposer-hand-record.pbn"),
    )
    .expect("the PBN file reads");
    let game = &game[game.find("[Event").expect("a game")..];
    let mut text = String::from("% PBN 2.1\n% EXPORT\n");
    let mut board = 0;
    while text.len() <= PAST_THE_LENGTH {
        board += 1;
        text.push_str(&game.replace("[Board \"1\"]", &format!("[Board \"{board}\"]")));
        text.push('\n');
    }
    let (_dir, paths) = written(&[("long.pbn".into(), text)]);
    let [from_file, from_stdin] = from_file_and_stdin(&["rule"], &paths[0]);
    assert_eq!(from_file.0, Some(2));
    assert!(
        from_file
            .2
            .contains("error: the record is longer than the 4,194,304 bytes a record may hold"),
        "{}",
        from_file.2
    );
    assert_eq!(from_file, from_stdin);
}

/// Standard input past the whole text's length that cannot be kept in a temporary file (the
/// temporary folder missing): a message naming it and status 2, nothing ruled (with `--json`,
/// the `check` document saying it), no panic.
#[test]
fn standard_input_that_cannot_be_kept_is_a_clear_error() {
    let text = past_the_limits();
    let missing = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("no-such-folder");
    for args in [&["rule"][..], &["score", "--json"]] {
        let out = outcome(run(
            foster().args(args).arg("-").env("TMPDIR", &missing),
            text.as_bytes(),
        ));
        assert_eq!(out.0, Some(2), "{args:?} {}", out.2);
        if args.contains(&"--json") {
            let doc: serde_json::Value = serde_json::from_str(&out.1).expect("JSON");
            assert_eq!(doc["kind"], "check", "{args:?}");
            let error = doc["error"].as_str().unwrap();
            assert!(
                error.starts_with("cannot keep standard input in a temporary file"),
                "{error}"
            );
        } else {
            assert_eq!(out.1, "", "{args:?}");
        }
        assert!(
            out.2
                .starts_with("<stdin>: error: cannot keep standard input in a temporary file"),
            "{}",
            out.2
        );
        assert!(!out.2.contains("panicked"), "{}", out.2);
    }
    // Standard input that is a file is read again without a temporary file.
    let (_dir, paths) = written(&[("long.record".into(), text)]);
    let out = outcome(
        foster()
            .args(["rule", "-"])
            .env("TMPDIR", &missing)
            .stdin(std::fs::File::open(&paths[0]).expect("the record opens"))
            .output()
            .expect("foster runs"),
    );
    assert_eq!(out.0, Some(0), "{}", out.2);
}

/// A closed standard output ends a ruling of standard input past the whole text's length
/// quietly, as it does a file's.
#[test]
fn a_closed_pipe_ends_a_ruling_of_long_standard_input_quietly() {
    use std::io::BufRead;
    let (_dir, paths) = written(&[("long.record".into(), past_the_limits())]);
    for args in [&["rule"][..], &["rule", "--json"]] {
        let mut child = foster()
            .args(args)
            .arg("-")
            .stdin(std::fs::File::open(&paths[0]).expect("the record opens"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("foster runs");
        let mut first = String::new();
        std::io::BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("a line");
        assert!(
            first.starts_with("Ruled under") || first.starts_with('{'),
            "{first}"
        );
        let out = child.wait_with_output().expect("foster finishes");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `foster rule --tricks` gives each deal's play a trick a line under its facts (leader, the
/// cards in the order played, the winner, the rulings made at that trick), from a file as from
/// standard input; without the flag the text has no such lines.
#[test]
fn rule_with_tricks_gives_the_play_a_trick_a_line() {
    let file = std::path::Path::new(
        "cases/pirate/a-last-card-exposed-too-soon-puts-both-of-the-partners-cards-under-call.record",
    );
    let [from_file, from_stdin] = from_file_and_stdin(&["rule", "--tricks"], file);
    assert_eq!(from_file, from_stdin);
    let (status, text, _) = from_file;
    assert_eq!(status, Some(0));
    let play = text.find("  The play:\n").expect("the play");
    // After the deal's facts, before its first ruling.
    assert!(text.find("  Tricks: declaring side 7").unwrap() < play);
    assert!(play < text.find("  1. S exposed").unwrap());
    let lines: Vec<&str> = text[play..].lines().skip(1).take(13).collect();
    assert_eq!(lines[0], "     1  E  ♣A  ♣10 ♣2  ♣4  E wins");
    assert_eq!(lines[4], "     5  E  ♣6  ♠2  ♣7  ♣9  S wins");
    assert_eq!(
        lines[11],
        "    12  S  ♦9  ♣Q  ♠3  ♦Q  N wins  (rulings 1, 2)"
    );
    assert_eq!(lines[12], "    13  N  ♣J  ♥8  ♦6  ♣K  W wins");
    let (_, plain, _) = outcome(run(foster().arg("rule").arg(file), b""));
    assert!(!plain.contains("The play:"));
}
