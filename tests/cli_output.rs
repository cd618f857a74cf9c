//! The one writer every command uses: a closed pipe ends a command quietly (status 0, nothing
//! on standard error), any other write error (a full disk: /dev/full; a standard output closed
//! before foster started) with a message and status 2, never a panic (status 101, "panicked" on
//! standard error).

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn example() -> String {
    root()
        .join("examples/the-1917-rubber-of-jones-smith-green-and-white.record")
        .display()
        .to_string()
}

/// A record with its hands and a claim, for `solve` (the whole table: the nullo agreed) and
/// `verify`.
fn with_hands() -> String {
    let path =
        std::env::temp_dir().join(format!("foster-cli-output-{}.record", std::process::id()));
    std::fs::write(
        &path,
        "code: pirate-1917\nnullo: allowed\n\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\nclaim: N makes 13 tricks in spades with S as dummy\n",
    )
    .expect("a temporary record");
    path.display().to_string()
}

/// Every command that writes to standard output, with arguments that succeed.
fn commands() -> Vec<Vec<String>> {
    let ex = example();
    let hands = with_hands();
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    vec![
        s(&["check", &ex]),
        s(&["parse", &ex]),
        s(&["parse", "--json", &ex]),
        s(&["rule", &ex]),
        s(&["rule", "--json", &ex]),
        s(&["score", &ex]),
        s(&["score", "--json", &ex]),
        s(&["solve", "--table-mb", "8", &hands]),
        s(&["solve", "--json", "--table-mb", "8", &hands]),
        s(&["verify", "--table-mb", "8", &hands]),
        s(&["laws", "show", "pirate-1916:53"]),
        s(&["laws", "show", "--json", "pirate-1916:53"]),
        s(&["laws", "list"]),
        s(&["laws", "search", "revoke"]),
        s(&["laws", "diff", "pirate-1916", "pirate-1917"]),
        s(&["laws", "coverage"]),
        s(&["completions", "bash"]),
        s(&["man"]),
        s(&["--help"]),
        s(&["rule", "--help"]),
    ]
}

fn no_panic(args: &[String], stderr: &[u8]) {
    let text = String::from_utf8_lossy(stderr);
    assert!(!text.contains("panicked"), "{args:?}: {text}");
}

#[test]
fn a_pipe_closed_before_anything_is_written_ends_every_command_quietly() {
    for args in commands() {
        let mut child = Command::new(env!("CARGO_BIN_EXE_foster"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("foster runs");
        // The reading end closed at once: every write the command makes fails with EPIPE.
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("foster finishes");
        no_panic(&args, &out.stderr);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn head_reading_one_line_of_a_long_json_ruling_ends_it_quietly() {
    // Ten copies of the rubber: about 120 KB of JSON, more than a pipe holds.
    let ex = example();
    let mut child = Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(["rule", "--json"])
        .args(std::iter::repeat_n(&ex, 10))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("foster runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("a line");
    assert!(
        first.starts_with(r#"{"format":"foster","version":5,"kind":"ruling","file":"#),
        "{first}"
    );
    // The reader is dropped here, as `head -1` exits.
    let out = child.wait_with_output().expect("foster finishes");
    no_panic(&[], &out.stderr);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_full_disk_is_a_message_and_status_2_for_every_command() {
    if !Path::new("/dev/full").exists() {
        eprintln!("no /dev/full on this system: the full-disk test cannot run");
        return;
    }
    for args in commands() {
        let out = Command::new(env!("CARGO_BIN_EXE_foster"))
            .args(&args)
            .stdout(File::create("/dev/full").expect("/dev/full opens"))
            .stderr(Stdio::piped())
            .output()
            .expect("foster runs");
        no_panic(&args, &out.stderr);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("cannot write the output: No space left on device"),
            "{args:?}: {err}"
        );
    }
}

/// `foster ARGS` run by the shell with `redirect` applied to it (`>&-` closes its standard
/// output: no `unsafe` is needed to close a descriptor in a child this way).
fn through_the_shell(args: &[String], redirect: &str) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_foster"))
        .args(args)
        .stderr(Stdio::piped())
        .output()
        .expect("sh runs")
}

#[test]
fn a_closed_standard_output_is_a_message_and_status_2_for_every_command() {
    if !Path::new("/bin/sh").exists() {
        eprintln!("no /bin/sh on this system: the closed-output test cannot run");
        return;
    }
    for args in commands() {
        let out = through_the_shell(&args, ">&-");
        no_panic(&args, &out.stderr);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("cannot write the output: standard output is closed"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn output_sent_to_dev_null_is_not_a_closed_output() {
    if !Path::new("/bin/sh").exists() {
        return;
    }
    for args in commands() {
        let out = through_the_shell(&args, ">/dev/null");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(out.stderr.is_empty(), "{args:?}: {err}");
    }
}

#[test]
fn a_full_disk_on_standard_error_does_not_panic_and_keeps_the_status() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let bad = root().join("cases/invalid");
    let bad = std::fs::read_dir(&bad)
        .expect("cases/invalid")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "record"))
        .expect("an invalid record");
    let out = Command::new(env!("CARGO_BIN_EXE_foster"))
        .arg("check")
        .arg(&bad)
        .stdout(Stdio::null())
        .stderr(File::create("/dev/full").expect("/dev/full opens"))
        .output()
        .expect("foster runs");
    assert_eq!(out.status.code(), Some(2));
}
