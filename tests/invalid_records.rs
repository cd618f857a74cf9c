//! Each malformed record in `cases/invalid/` is rejected, and its rendered diagnostics are
//! snapshotted (`tests/snapshots/`): the message, the line with its caret, what was expected
//! and the hint, in a card player's words.

use foster::record;

#[test]
fn each_invalid_record_is_rejected_with_a_clear_diagnostic() {
    insta::glob!("../cases/invalid", "*.record", |path| {
        let text = std::fs::read_to_string(path).expect("the case file is readable");
        let name = format!(
            "cases/invalid/{}",
            path.file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default()
        );
        let rendered = match record::parse(&text) {
            Ok(r) => format!("UNEXPECTEDLY ACCEPTED: {} deals", r.deals.len()),
            Err(diagnostics) => diagnostics.render(&name, &text),
        };
        insta::assert_snapshot!(rendered);
    });
}

#[test]
fn there_is_an_invalid_case_for_each_class_of_mistake() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/invalid");
    let count = std::fs::read_dir(dir)
        .map(|d| {
            d.filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "record"))
            })
            .count()
        })
        .unwrap_or(0);
    assert!(count >= 12, "only {count} invalid cases");
}

/// `foster check`: `FILE: ok (N deals)` on standard output for a good record; diagnostics on
/// standard error and exit status 2 when any file is bad.
#[test]
fn foster_check_reports_each_file_and_exits_2_on_bad_input() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let good = root.join("cases/format/rubber.record");
    let bad = root.join("cases/invalid/bad-call.record");
    let run = |files: &[&std::path::Path]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
            .arg("check")
            .args(files)
            .output()
            .expect("foster runs")
    };
    let ok = run(&[&good]);
    assert_eq!(ok.status.code(), Some(0));
    let out = String::from_utf8_lossy(&ok.stdout);
    assert!(out.ends_with("rubber.record: ok (3 deals)\n"), "{out}");

    let mixed = run(&[&good, &bad]);
    assert_eq!(mixed.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&mixed.stdout).contains("ok (3 deals)"));
    let err = String::from_utf8_lossy(&mixed.stderr);
    assert!(
        err.contains("bad-call.record:6:11: error: cannot read `pas` here"),
        "{err}"
    );
}

/// `foster parse FILE --json` prints the typed record.
#[test]
fn foster_parse_prints_json() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(["parse", "--json"])
        .arg(root.join("cases/format/portland-1895-deal.record"))
        .output()
        .expect("foster runs");
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["kind"], "record");
    assert_eq!(v["record"]["code"], "portland-1895");
    assert_eq!(v["record"]["deals"][0]["result"]["side"], "E-W");
}

/// A misspelt player's name is answered with the nearest name at the table (by letters wrong,
/// missing, extra or swapped), both when two are as near, and no guess when none is near; in
/// the auction and in the play alike.
#[test]
fn a_misspelt_name_is_answered_with_the_nearest_players() {
    let hint = |written: &str| {
        let text = format!(
            "code: pirate-1916\nplayers: N Smith, E Smyth, S Green, W Jones\n\ndeal 1\ndealer: N\nauction:\n  {written} 1H\n"
        );
        let diagnostics = record::parse(&text).expect_err("an unknown name");
        let d = &diagnostics.0[0];
        assert_eq!(d.message, format!("unknown seat or player `{written}`"));
        d.hint.clone().unwrap_or_default()
    };
    assert_eq!(hint("Smythe"), "did you mean `Smyth` (E)?");
    assert_eq!(hint("smiht"), "did you mean `Smith` (N)?");
    assert_eq!(hint("Smoth"), "did you mean `Smith` (N) or `Smyth` (E)?");
    assert_eq!(hint("Jnoes"), "did you mean `Jones` (W)?");
    assert_eq!(
        hint("Brown"),
        "a seat is N, E, S or W, or a player's name from the `players:` line (Smith, Smyth, Green, Jones)"
    );
    let play = "code: pirate-1916\nplayers: N Smith, E Smyth, S Green, W Jones\n\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S accept; W pass; N pass; E pass\nplay:\n  Jnoes SA\n";
    let diagnostics = record::parse(play).expect_err("an unknown name");
    assert_eq!(
        diagnostics.0[0].hint.as_deref(),
        Some("did you mean `Jones` (W)?")
    );
}
