//! The CLI at a terminal: colour by `--color`, `NO_COLOR` and `CLICOLOR_FORCE`; a record's
//! control characters escaped; `--ascii` suits; law texts wrapped to the width without
//! Markdown marks; the solver's progress bar on a terminal only. The terminal is a real
//! pseudo-terminal, made by util-linux's `script`.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn foster(args: &[&str], env: &[(&str, &str)], stdin: &[u8]) -> Output {
    let mut command = common::foster();
    command
        .args(args)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR");
    for (k, v) in env {
        command.env(k, v);
    }
    common::run(&mut command, stdin)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const ESC: char = '\u{1b}';

/// A record whose bad line would retitle the terminal (OSC 0), ring its bell, and clear it.
const HOSTILE: &[u8] =
    b"code: pirate-1916\n\ndeal 1\ndealer: N\nauction:\n  N 1S; E \x1b]0;pwned\x07\x1b[2J pass\n";

/// Runs `shell_command` on a pseudo-terminal of 100 by 30 (stdout and stderr both), returning
/// what the terminal received, or None where `script` is missing.
fn on_a_terminal(shell_command: &str, env: &[(&str, &str)]) -> Option<String> {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("no `script` (util-linux): the pseudo-terminal tests cannot run here");
        return None;
    }
    let mut command = Command::new("script");
    command
        .args([
            "-qec",
            &format!("stty cols 100 rows 30; {shell_command}"),
            "/dev/null",
        ])
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("COLUMNS");
    for (k, v) in env {
        command.env(k, v);
    }
    let out = command.stdin(Stdio::null()).output().expect("script runs");
    Some(text(&out.stdout).replace("\r\n", "\n"))
}

fn bin() -> String {
    env!("CARGO_BIN_EXE_foster").to_string()
}

fn strip_colour(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ESC && chars.peek() == Some(&'[') {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn a_records_control_characters_are_escaped_in_diagnostics() {
    for colour in ["never", "always"] {
        let out = foster(&["check", "--color", colour, "-"], &[], HOSTILE);
        assert_eq!(out.status.code(), Some(2));
        let err = text(&out.stderr);
        // Nothing of the record's sequences reaches the terminal: no OSC, no bell, no clear.
        assert!(!err.contains('\u{7}'), "{err:?}");
        assert!(!err.contains("\u{1b}]"), "{err:?}");
        assert!(!err.contains("\u{1b}[2J"), "{err:?}");
        let plain = strip_colour(&err);
        assert!(plain.contains(r"\u{1b}]0;pwned\u{7}\u{1b}[2J"), "{plain}");
        // The caret is still under the place, counted in the characters shown.
        let lines: Vec<&str> = plain.lines().collect();
        let at = lines
            .iter()
            .position(|l| l.starts_with("6 |"))
            .expect("the source line");
        let word = lines[at].find(r"\u{1b}]0").expect("the escaped word");
        assert_eq!(lines[at + 1].find('^'), Some(word), "{plain}");
    }
}

#[test]
fn a_names_invisible_and_reordering_characters_are_escaped_in_the_output() {
    // A name ending in a right-to-left override, an isolate, a zero-width joiner and a tag
    // character: printed raw, each would hide itself or reverse the words after it.
    let record = "code: pirate-1916\nplayers: N \"Jones\u{202e}\u{2066}\u{200d}\u{e0041}\", E Smith, S Green, W White\n\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S pass; W pass\n";
    for command in ["parse", "score"] {
        let out = foster(&[command, "-"], &[], record.as_bytes());
        let shown = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        for c in ['\u{202e}', '\u{2066}', '\u{200d}', '\u{e0041}'] {
            assert!(
                !shown.contains(c),
                "{command}: U+{:04X} in {shown:?}",
                c as u32
            );
        }
        assert!(
            shown.contains(r"Jones\u{202e}\u{2066}\u{200d}\u{e0041}"),
            "{command}: {shown}"
        );
    }
}

#[test]
fn colour_follows_color_no_color_and_clicolor_force() {
    let bad = b"deal 1\nauction:\n  N pas\n";
    let coloured = |out: &Output| text(&out.stderr).contains(ESC);
    assert!(
        !coloured(&foster(&["check", "-"], &[], bad)),
        "a pipe gets no colour"
    );
    assert!(coloured(&foster(
        &["check", "--color", "always", "-"],
        &[],
        bad
    )));
    assert!(!coloured(&foster(
        &["check", "--color", "never", "-"],
        &[("CLICOLOR_FORCE", "1")],
        bad
    )));
    assert!(coloured(&foster(
        &["check", "-"],
        &[("CLICOLOR_FORCE", "1")],
        bad
    )));
    let err = text(&foster(&["check", "--color", "always", "-"], &[], bad).stderr);
    assert!(
        err.contains("\u{1b}[1m\u{1b}[31merror"),
        "error in bold red: {err:?}"
    );
    assert_eq!(
        strip_colour(&err),
        text(&foster(&["check", "--color", "never", "-"], &[], bad).stderr),
        "colour adds marks, never words"
    );

    let file = std::env::temp_dir().join(format!("foster-colour-{}.record", std::process::id()));
    std::fs::write(&file, bad).expect("a temporary record");
    let run = format!("{} check {}", bin(), file.display());
    if let Some(shown) = on_a_terminal(&run, &[]) {
        assert!(shown.contains(ESC), "a terminal gets colour: {shown:?}");
    }
    if let Some(shown) = on_a_terminal(&run, &[("NO_COLOR", "1")]) {
        assert!(shown.contains("error: cannot read `pas` here"), "{shown:?}");
        assert!(!shown.contains(ESC), "NO_COLOR: {shown:?}");
    }
    // clap's help follows --color as well.
    assert!(text(&foster(&["--color", "always", "--help"], &[], b"").stdout).contains(ESC));
    if let Some(shown) = on_a_terminal(&format!("{} --help", bin()), &[]) {
        assert!(shown.contains(ESC), "{shown:?}");
    }
    if let Some(shown) = on_a_terminal(&format!("{} --help --color=never", bin()), &[]) {
        assert!(shown.contains("Usage: foster"), "{shown:?}");
        assert!(!shown.contains(ESC), "{shown:?}");
    }
}

/// Hearts and diamonds are red in rulings, hands and pads where colour is on; never in a file's
/// text written to standard output (`export … -`), which is data for another program.
#[test]
fn hearts_and_diamonds_are_red_where_colour_is_on() {
    let case = "cases/pirate/a-card-exposed-before-the-opening-lead.record";
    let coloured = text(&foster(&["rule", "--color", "always", case], &[], b"").stdout);
    assert!(coloured.contains("\u{1b}[31m♥\u{1b}[0m"), "{coloured}");
    assert!(coloured.contains("\u{1b}[31m♦\u{1b}[0m"), "{coloured}");
    let plain = text(&foster(&["rule", "--color", "never", case], &[], b"").stdout);
    assert!(!plain.contains(ESC) && plain.contains('♥'), "{plain}");
    let record = "code: pirate-1916\n# hearts ♥ and diamonds ♦\ndeal 1\ndealer: N\nauction:\n  N 1H; E accept; S pass; W pass; N pass\n";
    let exported = foster(
        &["export", "--color", "always", "-", "--record", "-"],
        &[],
        record.as_bytes(),
    );
    assert_eq!(exported.status.code(), Some(0));
    let exported = text(&exported.stdout);
    assert!(
        exported.contains("♥ and diamonds ♦") && !exported.contains(ESC),
        "{exported}"
    );
}

#[test]
fn ascii_draws_the_suits_as_letters() {
    let case = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("cases/pirate/a-claim-of-revoke-that-the-hands-disprove-fails.record");
    let case = case.to_str().expect("a path");
    let suits = |s: &str| s.chars().filter(|c| "♠♥♦♣".contains(*c)).count();
    for command in ["rule", "parse"] {
        let drawn = text(&foster(&[command, case], &[], b"").stdout);
        let ascii = text(&foster(&[command, "--ascii", case], &[], b"").stdout);
        assert!(suits(&drawn) > 0, "{drawn}");
        assert_eq!(suits(&ascii), 0, "{ascii}");
        assert!(
            ascii.contains("S A K Q 4 3  H K 6 5  D A 2  C J 9 4"),
            "{ascii}"
        );
        // Only the suits change.
        let back: String = drawn
            .chars()
            .map(|c| match c {
                '♠' => 'S',
                '♥' => 'H',
                '♦' => 'D',
                '♣' => 'C',
                c => c,
            })
            .collect();
        assert_eq!(back, ascii);
    }
}

#[test]
fn law_texts_are_wrapped_to_the_width_without_markdown_marks() {
    // pirate-1916:18 has a long paragraph, and **emphasis** in its annotation.
    let piped = text(&foster(&["laws", "show", "pirate-1916:18"], &[], b"").stdout);
    assert!(
        piped.lines().any(|l| l.chars().count() > 200),
        "a pipe gets one paragraph a line"
    );
    assert!(!piped.contains("**"), "{piped}");
    assert!(
        piped.contains("only after \"some other player's bid is accepted\""),
        "{piped}"
    );
    let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    for width in [40usize, 72] {
        let w = width.to_string();
        let wrapped =
            text(&foster(&["laws", "show", "pirate-1916:18", "--width", &w], &[], b"").stdout);
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= width),
            "{wrapped}"
        );
        assert_eq!(words(&wrapped), words(&piped), "wrapping keeps every word");
        // Annotations keep their indent on every line.
        let annotation = wrapped.split("words):\n").nth(1).expect("an annotation");
        assert!(
            annotation
                .lines()
                .filter(|l| !l.is_empty())
                .all(|l| l.starts_with("  ")),
            "{annotation}"
        );
    }
    // Emphasis becomes bold where colour is on.
    let bold = text(
        &foster(
            &["laws", "show", "pirate-1916:18", "--color", "always"],
            &[],
            b"",
        )
        .stdout,
    );
    assert!(bold.contains("\u{1b}[1maccepted\u{1b}[0m"), "{bold:?}");

    // At a terminal, its own width (100 here).
    if let Some(shown) = on_a_terminal(&format!("{} laws show pirate-1916:53", bin()), &[]) {
        let plain = strip_colour(&shown);
        assert!(plain.lines().all(|l| l.chars().count() <= 100), "{plain}");
        assert!(plain.lines().any(|l| l.chars().count() > 80), "{plain}");
        assert!(plain.lines().count() > 8, "{plain}");
    }
}

#[test]
fn the_progress_bar_is_drawn_on_a_terminal_only() {
    let record = b"code: pirate-1917\nnullo: allowed\n\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\n";
    let out = foster(&["solve", "-"], &[], record);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "quiet into a pipe: {}",
        text(&out.stderr)
    );
    let file = std::env::temp_dir().join(format!("foster-progress-{}.record", std::process::id()));
    std::fs::write(&file, record).expect("a temporary record");
    // Standard output to a file, standard error on the terminal: the bar, then the table.
    let table = std::env::temp_dir().join(format!("foster-progress-{}.txt", std::process::id()));
    let run = format!("{} solve {} > {}", bin(), file.display(), table.display());
    if let Some(shown) = on_a_terminal(&run, &[]) {
        assert!(shown.contains("solving"), "{shown:?}");
        assert!(shown.contains("/72 results"), "{shown:?}");
        let table = std::fs::read_to_string(&table).expect("the table");
        assert!(table.starts_with("deal 1\n"), "{table}");
        assert!(
            !table.contains("results"),
            "the bar stays off standard output: {table}"
        );
    }
}

/// Where colour is on, a ruling, a score and a law are drawn as a bridge player reads them: the
/// red suits red (a card written with one, its rank with it), the headings bold; where it is off
/// (`--color never`, `NO_COLOR`, a pipe), the same text without a mark.
#[test]
fn rulings_scores_and_laws_have_red_cards_and_bold_headings_where_colour_is_on() {
    const RED: &str = "\u{1b}[31m";
    const BOLD: &str = "\u{1b}[1m";
    const RESET: &str = "\u{1b}[0m";
    let portland = "cases/portland/a-revoke-corrected-in-time-is-no-revoke.record";
    let session = "cases/sessions/an-evening-of-two-rubbers-where-evans-cuts-in.record";
    let run = |args: &[&str], env: &[(&str, &str)]| text(&foster(args, env, b"").stdout);
    for (args, red, bold) in [
        (
            &["rule", portland][..],
            &[format!("{RED}♥7{RESET}")][..],
            &["Code: portland-1895", "Deal 1: S deals, N is dummy"][..],
        ),
        (
            &["rule", session],
            &[],
            &[
                "Ruled under pirate-1917",
                "Rubber 1, deal 1 (dealer N)",
                "  What the record does not show:",
                "The score (laws 68–80)",
            ],
        ),
        (
            &["score", session],
            &[],
            &[
                "Rubber 1",
                "Rubber 2",
                "The wash-book (1917 book pp. 31–32)",
            ],
        ),
        (
            &["laws", "show", "pirate-1916:32"],
            &[],
            &["pirate-1916:32 — Errors in Play"],
        ),
        (
            &["laws", "list", "pirate-1916"],
            &[],
            &["pirate-1916: laws 1–80", "Forming Tables"],
        ),
    ] {
        let mut always = args.to_vec();
        always.extend(["--color", "always"]);
        let coloured = run(&always, &[]);
        for red in red {
            assert!(
                coloured.contains(red.as_str()),
                "{args:?}: {red:?} in {coloured}"
            );
        }
        for heading in bold {
            assert!(
                coloured.contains(&format!("{BOLD}{heading}")),
                "{args:?}: {heading:?} bold in {coloured}"
            );
        }
        // Nothing but the marks is added.
        let plain = run(args, &[]);
        assert!(!plain.contains(ESC), "{args:?} into a pipe: {plain}");
        assert_eq!(strip_colour(&coloured), plain, "{args:?}");
        let mut never = args.to_vec();
        never.extend(["--color", "never"]);
        assert_eq!(
            run(&never, &[("CLICOLOR_FORCE", "1")]),
            plain,
            "{args:?} --color never"
        );
    }
    // A terminal gets them, unless NO_COLOR is set.
    let rule = format!("{} rule {portland}", bin());
    if let Some(shown) = on_a_terminal(&rule, &[]) {
        assert!(
            shown.contains(&format!("{BOLD}Code: portland-1895")),
            "{shown:?}"
        );
        assert!(shown.contains(&format!("{RED}♥7{RESET}")), "{shown:?}");
    }
    if let Some(shown) = on_a_terminal(&rule, &[("NO_COLOR", "1")]) {
        assert!(shown.contains("Code: portland-1895"), "{shown:?}");
        assert!(!shown.contains(ESC), "NO_COLOR: {shown:?}");
    }
    // A line of a pad is no heading, though it begins as one.
    let score = run(&["score", session, "--color", "always"], &[]);
    assert!(!score.contains(&format!("{BOLD}Rubber to")), "{score}");
    assert!(!score.contains(&format!("{BOLD}Rubber    ")), "{score}");
}
