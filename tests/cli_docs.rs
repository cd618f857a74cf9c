//! `foster completions SHELL` and `foster man`, generated from the command line's definition:
//! every command and option is in them.

use std::process::{Command, Output};

mod common;

fn foster(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(args)
        .output()
        .expect("foster runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const COMMANDS: [&str; 9] = [
    "check",
    "parse",
    "rule",
    "score",
    "solve",
    "verify",
    "laws",
    "completions",
    "man",
];

#[test]
fn completions_for_each_shell_know_every_command_and_option() {
    for (shell, opening) in [
        ("bash", "_foster()"),
        ("zsh", "#compdef foster"),
        ("fish", "complete -c foster"),
        ("elvish", "edit:completion:arg-completer[foster]"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let out = foster(&["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = text(&out.stdout);
        assert!(script.contains(opening), "{shell}: {script}");
        for command in COMMANDS {
            assert!(script.contains(command), "{shell}: {command}");
        }
        // fish writes `-l table-mb`, the others `--table-mb`.
        for option in ["table-mb", "rounding", "color", "ascii", "width"] {
            assert!(script.contains(option), "{shell}: {option}");
        }
    }
    assert_eq!(foster(&["completions", "tcsh"]).status.code(), Some(2));
    // bash reads the script without complaint, where bash is installed.
    if let Ok(out) = Command::new("bash")
        .args(["-n", "-c", &text(&foster(&["completions", "bash"]).stdout)])
        .output()
    {
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
}

/// A code of laws is completed from its three names wherever one is asked for (`--code`, and
/// `foster laws list`, `diff` and `coverage`), not from file names.
#[test]
fn a_code_completes_from_the_three_codes() {
    let zsh = text(&foster(&["completions", "zsh"]).stdout);
    let offered = ":CODE:(pirate-1916 pirate-1917 portland-1895)";
    let code_options: Vec<&str> = zsh.lines().filter(|l| l.contains("'--code=[")).collect();
    // check, rule, score, solve and export.
    assert_eq!(code_options.len(), 5, "{zsh}");
    for line in code_options {
        assert!(line.contains(offered), "{line}");
    }
    let positional = "(pirate-1916 pirate-1917 portland-1895)";
    for arg in ["::code:", "::from:", "::to:"] {
        assert!(
            zsh.contains(&format!("'{arg}{positional}'")),
            "laws list, coverage and diff: {arg}"
        );
    }
    let out = foster(&["laws", "list", "whist-1864"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains(
            "unknown code `whist-1864`: the codes are pirate-1916, pirate-1917, portland-1895"
        ),
        "{}",
        text(&out.stderr)
    );
}

/// `foster laws diff` without codes compares the two Pirate editions.
#[test]
fn laws_diff_compares_the_two_pirate_editions_by_default() {
    let by_default = foster(&["laws", "diff"]);
    let named = foster(&["laws", "diff", "pirate-1916", "pirate-1917"]);
    assert_eq!(by_default.status.code(), Some(0));
    assert_eq!(by_default.stdout, named.stdout);
    assert!(text(&by_default.stdout).contains("between pirate-1916 and pirate-1917"));
}

#[test]
fn the_manual_page_is_roff_with_every_command_and_the_exit_statuses() {
    let out = foster(&["man"]);
    assert_eq!(out.status.code(), Some(0));
    let page = text(&out.stdout);
    assert!(page.starts_with(".ie \\n(.g .ds Aq \\(aq"), "{page}");
    assert!(page.contains(".TH foster 1"), "{page}");
    assert!(page.contains("Settle bridge\\-table disputes"), "{page}");
    for command in COMMANDS {
        assert!(
            page.contains(&format!("foster\\-{command}(1)")),
            "{command}"
        );
    }
    assert!(page.contains("Exit status:"), "{page}");
    assert!(page.contains("\\-\\-color"), "{page}");

    // A page for every command, written into a folder.
    let dir = std::env::temp_dir().join(format!("foster-man-{}", std::process::id()));
    let out = foster(&["man", "--out", dir.to_str().expect("a path")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for page in [
        "foster.1",
        "foster-check.1",
        "foster-rule.1",
        "foster-laws-show.1",
        "foster-completions.1",
    ] {
        let roff =
            std::fs::read_to_string(dir.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(roff.contains(".TH "), "{page}");
    }
    let rule = std::fs::read_to_string(dir.join("foster-rule.1")).expect("foster-rule.1");
    assert!(rule.contains("\\-\\-rounding"), "{rule}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The values of `--code`, `--pairing` and `--strain` are completed from their names, not from
/// file names, in bash as in zsh; a pairing or strain spelt another way is taken all the same.
#[test]
fn code_pairing_and_strain_complete_from_their_values() {
    let bash = text(&foster(&["completions", "bash"]).stdout);
    // The word list bash offers after `OPTION)` in each of its commands' cases.
    let offered = |option: &str| -> Vec<String> {
        let lines: Vec<&str> = bash.lines().collect();
        lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.trim() == format!("{option})"))
            .map(|(i, _)| {
                let next = lines[i + 1].trim();
                let words = next
                    .strip_prefix("COMPREPLY=($(compgen -W \"")
                    .and_then(|w| w.split_once('"'))
                    .unwrap_or_else(|| panic!("{option}: {next}"));
                words.0.to_string()
            })
            .collect()
    };
    let codes = offered("--code");
    // check, rule, score, solve and export.
    assert_eq!(codes.len(), 5, "{codes:?}");
    for words in &codes {
        assert_eq!(words, "pirate-1916 pirate-1917 portland-1895");
    }
    assert_eq!(
        offered("--pairing"),
        ["NS NE NW EW SW ES opposite side-by-side all"]
    );
    assert_eq!(offered("--strain"), ["C D H S NT NL all"]);
    let zsh = text(&foster(&["completions", "zsh"]).stdout);
    assert!(zsh.contains(":PAIRS:(NS NE NW EW SW ES opposite side-by-side all)'"));
    assert!(zsh.contains(":STRAINS:(C D H S NT NL all)'"));
    // The names offered are not the only spellings taken: `n-s`, `sn`, `nt` as well.
    let record = "code: pirate-1917\n\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\n";
    let out = common::run(
        common::foster().args([
            "solve",
            "--table-mb",
            "8",
            "--pairing",
            "n-s,sn",
            "--strain",
            "nt",
            "-",
        ]),
        record.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("  N-S against E-W\n"));
}
