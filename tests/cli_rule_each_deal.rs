//! `foster rule` and `foster score` read a record file a deal at a time and write the ruling and
//! the pad as they are made (`src/cli/each_deal.rs`, `src/stream.rs`): the same bytes, text and
//! JSON (pretty for one file, a line each for several), the same errors and exit status, as the
//! record read whole from standard input, for every case and example, good or bad, for
//! generated records with irregularities and rubbers, for generated evenings of many rubbers
//! split by law 71 (a pad each and the wash-book), and for revokes claimed deals later (Pirate
//! law 59) across rubbers whose deals' numbers repeat. A record past the whole text's limits is
//! ruled and scored from a file, as the library rules it read whole without them.

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

/// Every record file under `dirs`, as read from a file and from standard input, alike.
fn alike_under(dirs: &[&str]) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in dirs {
        for entry in walk(&root.join(dir)) {
            if entry.extension().is_some_and(|e| e == "record") {
                files.push(entry.strip_prefix(root).expect("under the root").to_owned());
            }
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

#[test]
fn the_pirate_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(&[
        "cases/pirate",
        "cases/pirate-1917",
        "cases/sessions",
        "examples",
    ]);
}

#[test]
fn the_matrix_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(&["cases/matrix"]);
}

#[test]
fn the_other_cases_are_ruled_and_scored_from_their_files_as_read_whole() {
    alike_under(&[
        "cases/advice",
        "cases/book-auctions",
        "cases/book-deals",
        "cases/endings",
        "cases/format",
        "cases/invalid",
        "cases/portland",
    ]);
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
    let mut records: Vec<(String, String)> = (0..60u64)
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
    let plain = |dealer: &str, claim: &str| {
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
    };
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

    // Read whole from standard input, it is refused as before.
    let out = outcome(run(foster().args(["rule", "-"]), text.as_bytes()));
    assert_eq!(out.0, Some(2));
    assert!(out.2.contains("the record holds 2,001 deals"), "{}", out.2);
}
