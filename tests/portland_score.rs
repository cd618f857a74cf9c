//! `foster score` on Portland records: the guide's block (pp. 30–33), its custom of dropping
//! the units, and the Etiquette's limit on a trick's value, run through the built binary; and
//! the same customs (with the Pirate settlement's rounding) taken by `foster rule`, whose
//! ruling keeps the score too.

mod common;

use std::process::Stdio;

const GUIDE: &str =
    "cases/portland/the-guides-scoring-block-c-and-d-win-two-hundred-and-sixty-four.record";

fn foster(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut command = common::foster();
    command.args(args);
    let out = match stdin {
        Some(text) => common::run(&mut command, text.as_bytes()),
        None => command.stdin(Stdio::null()).output().expect("foster runs"),
    };
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_guides_block_c_and_d_win_264() {
    let (code, out, err) = foster(&["score", GUIDE], None);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("We (N-S) │ They (E-W)"), "{out}");
    // The guide: C and D 258 + 100 = 358, less A and B's 94: 264.
    for line in [
        "       94 │       258",
        "          │       358",
        "          │       264",
    ] {
        assert!(out.contains(line), "{line:?} missing from\n{out}");
    }
    assert!(out.contains("E-W win the rubber by 264 points"), "{out}");
}

#[test]
fn dropping_the_units_scores_the_guides_rubber_as_26() {
    let (code, out, err) = foster(&["score", "--drop-units", GUIDE], None);
    assert_eq!(code, 0, "{err}");
    // "entered as +26 and -26" (p. 32).
    assert!(out.contains("      -26 │       +26"), "{out}");
    assert!(out.contains("(scored 26, the units dropped)"), "{out}");
}

#[test]
fn the_json_pad_gives_the_settlement() {
    let (code, out, err) = foster(&["score", "--json", GUIDE], None);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["kind"], "score");
    assert_eq!(v["portland"]["settlements"][0]["points"], 264);
    assert_eq!(v["portland"]["settlements"][0]["bonus"], 100);
}

/// No trumps re-doubled to sixteen times: 12 × 16 = 192 a trick, or 100 under the limit.
const REDOUBLED: &str = "code: portland-1895\ndeal 1\ndealer: S\nauction:\n  S no trumps\n  W may I play?\n  E double\n  S redouble\n  E satisfied\n  W redouble\n  S redouble\n  W satisfied\nresult: N-S 8 tricks\nhonours: none\n";

#[test]
fn the_trick_limit_caps_a_trick_at_100() {
    let (code, out, err) = foster(&["score", "-"], Some(REDOUBLED));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("      384 │"), "two odd tricks at 192: {out}");
    let (code, out, err) = foster(&["score", "--trick-limit", "100", "-"], Some(REDOUBLED));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("      200 │"), "two odd tricks at 100: {out}");
}

/// Each code's customs are its own: the Portland options are refused for a Pirate record, and
/// the Pirate rounding for a Portland one, by the ruling and the score alike.
#[test]
fn a_custom_of_the_other_codes_score_is_refused() {
    const PIRATE: &str = "cases/pirate/tricks-conceded-stand.record";
    for args in [
        ["score", "--drop-units", PIRATE].as_slice(),
        ["rule", "--trick-limit", "100", PIRATE].as_slice(),
    ] {
        let (code, _, err) = foster(args, None);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("options of the Portland score"), "{err}");
    }
    for command in ["rule", "score"] {
        let (code, _, err) = foster(&[command, "--rounding", "10", GUIDE], None);
        assert_eq!(code, 2, "{command}");
        assert!(err.contains("option of the Pirate settlement"), "{err}");
    }
}

#[test]
fn a_ruling_drops_the_units_as_the_score_does() {
    let (code, out, err) = foster(&["rule", "--drop-units", GUIDE], None);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("E-W win the rubber by 264 points (scored 26)"),
        "{out}"
    );
}

/// The 1917 book's rubber: totals 545, 214, 126 and 379 (pp. 26–29). To the nearest ten they
/// are 55, 21, 13 and 38 (a half goes up), and the ruling settles as `foster score` does.
#[test]
fn a_ruling_settles_the_pirate_rubber_by_the_rounding_asked_for() {
    const RUBBER: &str = "examples/the-1917-rubber-of-jones-smith-green-and-white.record";
    let (code, ruled, err) = foster(&["rule", "--rounding", "10", RUBBER], None);
    assert_eq!(code, 0, "{err}");
    let (code, scored, err) = foster(&["score", "--rounding", "10", RUBBER], None);
    assert_eq!(code, 0, "{err}");
    let nearest = "Nearest 10              55       21       13       38";
    assert!(ruled.contains(nearest), "{ruled}");
    let settlement = &scored[scored.find("Nearest 10").expect("a settlement")..];
    assert!(
        ruled.contains(settlement.trim_end()),
        "{ruled}\n---\n{settlement}"
    );
    let (_, by_default, _) = foster(&["rule", RUBBER], None);
    assert!(by_default.contains("Nearest 100"), "{by_default}");
}
