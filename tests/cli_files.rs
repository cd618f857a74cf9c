//! Several files for every command that reads records (each headed by its name, the worst
//! status at the end), the exit statuses (0 ok, 1 nothing found, 2 bad input), text that is not
//! UTF-8 (a line and a column, the same from a file and from standard input), and `check` on a
//! record that names no code (a warning, as `rule` would refuse it; `--code` accepted).

mod common;

use std::path::PathBuf;
use std::process::Output;

fn foster(args: &[&str], stdin: &[u8]) -> Output {
    common::run(common::foster().args(args), stdin)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A record written to a temporary file named `name`.
fn temp(name: &str, contents: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("foster-cli-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("a temporary record");
    path.display().to_string()
}

fn example() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/the-1917-rubber-of-jones-smith-green-and-white.record")
        .display()
        .to_string()
}

const HANDS: &str = "code: pirate-1917\n\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\n";

#[test]
fn several_files_are_each_headed_by_name_with_the_worst_status() {
    let good = example();
    let bad = temp(
        "bad.record",
        b"code: pirate-1916\ndeal 1\nauction:\n  N pas\n",
    );
    for command in ["parse", "rule", "score"] {
        let one = foster(&[command, &good], b"");
        assert_eq!(one.status.code(), Some(0), "{command}");
        let both = foster(&[command, &good, &bad, &good], b"");
        assert_eq!(
            both.status.code(),
            Some(2),
            "{command}: the worst of 0, 2, 0"
        );
        let out = text(&both.stdout);
        let alone = text(&one.stdout);
        assert_eq!(
            out,
            format!("==> {good} <==\n{alone}\n==> {bad} <==\n\n==> {good} <==\n{alone}"),
            "{command}"
        );
        let err = text(&both.stderr);
        assert!(
            err.contains(&format!("{bad}:4:5: error: cannot read `pas` here")),
            "{err}"
        );
    }
    // JSON: one document a line, each naming its file; the bad file's is a `check` document of
    // its mistake.
    let json = foster(&["rule", "--json", &good, &bad, "-"], HANDS.as_bytes());
    assert_eq!(json.status.code(), Some(2));
    let lines: Vec<serde_json::Value> = text(&json.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["file"], good.as_str());
    assert_eq!(lines[1]["file"], bad.as_str());
    assert_eq!(lines[1]["kind"], "check");
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["diagnostics"][0]["span"]["line"], 4);
    assert_eq!(lines[2]["file"], "<stdin>");
    let alone: serde_json::Value =
        serde_json::from_slice(&foster(&["rule", "--json", &good], b"").stdout).expect("JSON");
    // The same document either way, the line compact and the lone file pretty.
    assert_eq!(lines[0], alone);
    assert_eq!(alone["kind"], "ruling");
}

#[test]
fn solve_and_verify_take_several_files_too() {
    let a = temp("a.record", HANDS.as_bytes());
    let refuted = temp(
        "refuted.record",
        format!("{HANDS}claim: N makes 13 tricks in no trumps with S as dummy\n").as_bytes(),
    );
    let holds = temp(
        "holds.record",
        format!("{HANDS}claim: N makes 13 tricks in spades with S as dummy\n").as_bytes(),
    );
    let solved = foster(&["solve", "--table-mb", "8", &a, &a], b"");
    assert_eq!(solved.status.code(), Some(0));
    let out = text(&solved.stdout);
    assert_eq!(out.matches(&format!("==> {a} <==")).count(), 2, "{out}");
    assert_eq!(out.matches("N-S against E-W").count(), 2, "{out}");
    // A refuted claim (1) in one file, all holding in the other: 1.
    let verified = foster(&["verify", "--table-mb", "8", &holds, &refuted], b"");
    assert_eq!(
        verified.status.code(),
        Some(1),
        "{}",
        text(&verified.stderr)
    );
    let out = text(&verified.stdout);
    assert!(out.find(&format!("==> {holds} <==")) < out.find(&format!("==> {refuted} <==")));
    assert_eq!(
        foster(&["verify", "--table-mb", "8", &holds, &holds], b"")
            .status
            .code(),
        Some(0)
    );
}

#[test]
fn exit_statuses_are_0_ok_1_nothing_found_2_bad_input() {
    let good = example();
    assert_eq!(foster(&["check", &good], b"").status.code(), Some(0));
    assert_eq!(
        foster(&["laws", "search", "revoke"], b"").status.code(),
        Some(0)
    );
    let none = foster(&["laws", "search", "aeroplane"], b"");
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(text(&none.stdout), "No law mentions \"aeroplane\".\n");
    assert_eq!(
        foster(&["check", "-"], b"deal 1\nauction:\n N pas\n")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        foster(&["rule", "/no/such/file.record"], b"").status.code(),
        Some(2)
    );
    assert_eq!(
        foster(&["laws", "show", "pirate-1916:99"], b"")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        foster(&["rule", "--no-such-option", &good], b"")
            .status
            .code(),
        Some(2)
    );
    // Documented in --help.
    let help = text(&foster(&["--help"], b"").stdout);
    assert!(
        help.contains("Exit status:\n  0  all is well\n  1  nothing found"),
        "{help}"
    );
}

#[test]
fn text_that_is_not_utf8_gets_a_line_and_column_from_a_file_and_from_stdin() {
    // `é` in Latin-1 (0xE9) in the second line, after "players: N Jos".
    let latin1 = b"code: pirate-1916\nplayers: N Jos\xe9, E Smith, S Green, W White\n";
    let file = temp("latin1.record", latin1);
    let from_file = foster(&["check", &file], b"");
    let from_stdin = foster(&["rule", "-"], latin1);
    assert_eq!(from_file.status.code(), Some(2));
    assert_eq!(from_stdin.status.code(), Some(2));
    let expected = "2:15: error: the record is not UTF-8 text: byte 0xE9 cannot be read here\n  |\n2 | players: N Jos\u{fffd}, E Smith, S Green, W White\n  |               ^\n  = hint: save the record as UTF-8";
    assert!(
        text(&from_file.stderr).starts_with(&format!("{file}:{expected}")),
        "{}",
        text(&from_file.stderr)
    );
    assert!(
        text(&from_stdin.stderr).starts_with(&format!("<stdin>:{expected}")),
        "{}",
        text(&from_stdin.stderr)
    );
}

#[test]
fn check_warns_of_a_record_that_rule_refuses_and_takes_code() {
    let no_code = b"players: N Jones, E Smith, S Green, W White\n\ndeal 1\ndealer: N\n";
    let check = foster(&["check", "-"], no_code);
    let rule = foster(&["rule", "-"], no_code);
    assert_eq!(
        check.status.code(),
        Some(0),
        "well written: a warning, not an error"
    );
    assert_eq!(text(&check.stdout), "<stdin>: ok (1 deal)\n");
    assert_eq!(rule.status.code(), Some(2));
    let warning = text(&check.stderr);
    let refusal = text(&rule.stderr);
    assert!(
        warning.starts_with("<stdin>: warning: the record does not say which laws"),
        "{warning}"
    );
    // The same words as `rule`'s refusal.
    assert_eq!(
        warning.replacen("warning", "error", 1),
        refusal,
        "check and rule say the same thing"
    );
    // With --code, both are content.
    let check = foster(&["check", "--code", "pirate-1917", "-"], no_code);
    assert_eq!(check.status.code(), Some(0));
    assert!(check.stderr.is_empty(), "{}", text(&check.stderr));
    assert_eq!(
        foster(&["rule", "--code", "pirate-1917", "-"], no_code)
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        foster(&["check", "--code", "whist", "-"], no_code)
            .status
            .code(),
        Some(2)
    );
}
