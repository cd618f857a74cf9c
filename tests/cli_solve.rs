//! `foster solve` and `foster verify` from the command line: the table of a deal ruled by
//! hand, the same on one thread or several, as text and as JSON; the contract's tricks; claims
//! confirmed and refuted with their exit status; and a deal that cannot be solved.
//!
//! The deal gives each player one whole suit (N spades, E hearts, S diamonds, W clubs), so
//! every cell can be worked out by hand: the opening leader (law 29) is always an adversary of
//! the declarer and can only lead his own suit, which nobody follows. At no trumps and at the
//! nullo he wins that trick and keeps the lead to the end: the declaring side takes nothing. At
//! a suit, the holder of the trumps ruffs the first trick (or lets his partner's lead win) and
//! then leads trumps to the end: the side holding the trump suit takes all thirteen.

mod common;

use std::process::Output;

const ONE_SUIT_EACH: &str = "code: pirate-1917

deal 1
dealer: N
hands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432
auction:
  N 1S; E pass; S accept
  W pass; N pass; E pass
";

/// The same deal at a table that agreed to the nullo: its whole table has the nullo's column.
fn nullo_agreed() -> String {
    ONE_SUIT_EACH.replace("code: pirate-1917\n", "code: pirate-1917\nnullo: allowed\n")
}

fn solve(args: &[&str], record: &str) -> Output {
    foster("solve", args, record)
}

/// What `foster solve` prints, having succeeded.
fn solved_text(args: &[&str], record: &str) -> String {
    let out = solve(args, record);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn foster(command: &str, args: &[&str], record: &str) -> Output {
    common::run(
        common::foster().arg(command).args(args).arg("-"),
        record.as_bytes(),
    )
}

#[test]
fn the_table_of_a_deal_of_one_suit_each_is_the_one_worked_out_by_hand() {
    let record = nullo_agreed();
    let text = solved_text(&[], &record);
    assert_eq!(
        text,
        "deal 1: contract 1S by N with S as dummy, E leading: 13 tricks double dummy (needing 7)
                                   C   D   H   S  NT  NL
  N-S against E-W
    N declares, S dummy, E leads   0  13   0  13   0   0
    E declares, W dummy, S leads  13   0  13   0   0   0
    S declares, N dummy, W leads   0  13   0  13   0   0
    W declares, E dummy, N leads  13   0  13   0   0   0
  N-E against S-W (side by side)
    N declares, E dummy, S leads   0   0  13  13   0   0
    E declares, N dummy, S leads   0   0  13  13   0   0
    S declares, W dummy, N leads  13  13   0   0   0   0
    W declares, S dummy, N leads  13  13   0   0   0   0
  N-W against E-S (side by side)
    N declares, W dummy, E leads  13   0   0  13   0   0
    E declares, S dummy, W leads   0  13  13   0   0   0
    S declares, E dummy, W leads   0  13  13   0   0   0
    W declares, N dummy, E leads  13   0   0  13   0   0
"
    );
    // One thread, or a small table shared out among three, changes nothing.
    for args in [
        &["--threads", "1"][..],
        &["--threads", "3", "--table-mb", "3"],
    ] {
        let again = solve(args, &record);
        assert_eq!(again.status.code(), Some(0));
        assert_eq!(String::from_utf8_lossy(&again.stdout), text, "{args:?}");
    }
}

/// Without `--pairing` or `--strain` the table holds the contracts the record's game can reach:
/// no nullo where the table did not agree to it (said on standard error, with how to have it),
/// and partners opposite only under the Portland Club's laws; `all` asks for every row.
#[test]
fn by_default_the_rows_are_those_of_the_records_game() {
    let whole = solved_text(&[], &nullo_agreed());
    let without_nullo: String = whole
        .lines()
        .map(
            |l| match l.strip_suffix("  NL").or_else(|| l.strip_suffix("   0")) {
                Some(rest) if !l.starts_with("deal") => format!("{rest}\n"),
                _ => format!("{l}\n"),
            },
        )
        .collect();
    let out = solve(&[], ONE_SUIT_EACH);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), without_nullo);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        "<stdin>: note: the nullo is not solved: the record does not say the table agreed to it (`nullo: allowed`); `--strain all` solves it too\n"
    );
    // Asked for, the whole table whatever the record says, and no note.
    for args in [
        &["--strain", "all"][..],
        &["--strain", "all", "--pairing", "all"],
    ] {
        let out = solve(args, ONE_SUIT_EACH);
        assert_eq!(String::from_utf8_lossy(&out.stdout), whole, "{args:?}");
        assert!(out.stderr.is_empty(), "{args:?}");
    }
    // Any strain named leaves the nullo to the list, and says nothing.
    let out = solve(&["--strain", "S"], ONE_SUIT_EACH);
    assert!(out.stderr.is_empty());

    // The Portland Club's laws: partners opposite, no nullo (nothing to agree to), no note.
    let portland = ONE_SUIT_EACH.replace("pirate-1917", "portland-1895");
    let out = solve(&[], &portland);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    let text = String::from_utf8_lossy(&out.stdout);
    let opposite_block: String = without_nullo
        .lines()
        .skip(1)
        .take(6)
        .collect::<Vec<_>>()
        .join("\n");
    assert_eq!(text, format!("deal 1\n{opposite_block}\n"));
    // Side by side when asked for.
    let out = solve(&["--pairing", "NE"], &portland);
    assert!(String::from_utf8_lossy(&out.stdout).contains("N-E against S-W (side by side)"));
}

#[test]
fn the_json_table_holds_every_cell_with_its_law_29_leader() {
    let out = solve(&["--json"], &nullo_agreed());
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["kind"], "solve");
    let deal = &v["deals"][0];
    assert_eq!(deal["contract"]["tricks"], 13);
    assert_eq!(deal["contract"]["leader"], "E");
    let entries = deal["table"]["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 72);
    let suit_of = |seat: &str| match seat {
        "N" => "S",
        "E" => "H",
        "S" => "D",
        _ => "C",
    };
    for e in entries {
        let (declarer, dummy) = (
            e["declarer"].as_str().unwrap(),
            e["dummy"].as_str().unwrap(),
        );
        let strain = e["strain"].as_str().unwrap();
        let holds_trumps = strain == suit_of(declarer) || strain == suit_of(dummy);
        assert_eq!(e["tricks"], if holds_trumps { 13 } else { 0 }, "{e}");
        // Law 29: the declarer's left, or the next seat when that is the dummy.
        let order = ["N", "E", "S", "W"];
        let at = |s: &str| order.iter().position(|o| *o == s).unwrap();
        let left = order[(at(declarer) + 1) % 4];
        let leader = if left == dummy {
            order[(at(declarer) + 2) % 4]
        } else {
            left
        };
        assert_eq!(e["leader"], leader, "{e}");
    }
}

#[test]
fn a_deal_missing_a_hand_is_an_error_not_a_table() {
    let out = solve(
        &[],
        "deal 7\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432.\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("deal 7: West's hand is not given"), "{err}");
}

const CLAIMS: &str = "
claim: N makes 13 tricks in spades with S as dummy
claim: N makes at least 1 trick in no trumps with E as dummy
claim: E makes at most 0 tricks in nullo with W as dummy
";

#[test]
fn claims_on_that_deal_are_confirmed_or_refuted_with_the_status_to_match() {
    let record = nullo_agreed() + CLAIMS;
    let out = foster("verify", &[], &record);
    // A refuted claim: exit status 1.
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "    confirmed: N with S as dummy takes 13 in spades, E leading (pirate-1917:29)"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "    REFUTED: N with E as dummy takes 0 in no trumps, S leading (pirate-1917:29)"
        ),
        "{text}"
    );
    // The refutation's line: S leads his diamonds to the end, nobody following.
    assert!(text.contains("     1. S ♦2  W ♣2  N ♠2  E ♥2\n"), "{text}");
    assert!(text.contains("    13. S ♦A  W ♣A  N ♠A  E ♥A\n"), "{text}");

    let json = foster("verify", &["--json"], &record);
    assert_eq!(json.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(v["kind"], "verify");
    let claims = v["deals"][0]["claims"].as_array().expect("claims");
    let verdicts: Vec<(&str, u64)> = claims
        .iter()
        .map(|c| {
            (
                c["verdict"]["verdict"].as_str().unwrap(),
                c["tricks"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        verdicts,
        [("confirmed", 13), ("refuted", 0), ("confirmed", 0)]
    );
    assert_eq!(claims[2]["strain"], "NL");
    assert_eq!(claims[2]["line"].as_array().map(Vec::len), Some(52));

    // Without the refuted claim, every claim holds: exit status 0.
    let holding = record.replace(
        "claim: N makes at least 1 trick in no trumps with E as dummy\n",
        "",
    );
    assert_eq!(foster("verify", &[], &holding).status.code(), Some(0));
}

#[test]
fn each_strain_heading_stands_over_its_column() {
    let out = solve(&[], &nullo_agreed());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    let heading = lines[1];
    let row = lines[3];
    assert!(row.starts_with("    N declares"), "{text}");
    // The last character of each heading is in the column of the last digit of its figures.
    let ends = |line: &str| -> Vec<usize> {
        let chars: Vec<char> = line.chars().collect();
        (0..chars.len())
            .filter(|&i| chars[i] != ' ' && chars.get(i + 1).is_none_or(|c| *c == ' '))
            .collect()
    };
    let figures: Vec<usize> = ends(row).into_iter().rev().take(6).rev().collect();
    assert_eq!(ends(heading), figures, "{heading}\n{row}");
}

/// `--pairing` and `--strain` solve only the rows asked for: the same figures as the whole
/// table's (above), in the table's own order whichever order or side names them.
#[test]
fn the_rows_asked_for_are_the_whole_tables_and_only_those() {
    let text = solved_text(
        &["--pairing", "opposite", "--strain", "S,NT"],
        ONE_SUIT_EACH,
    );
    assert_eq!(
        text,
        "deal 1: contract 1S by N with S as dummy, E leading: 13 tricks double dummy (needing 7)
                                   S  NT
  N-S against E-W
    N declares, S dummy, E leads  13   0
    E declares, W dummy, S leads   0   0
    S declares, N dummy, W leads  13   0
    W declares, E dummy, N leads   0   0
"
    );
    let again = solve(
        &["--strain", "nt", "--strain", "spades", "--pairing", "EW"],
        ONE_SUIT_EACH,
    );
    assert_eq!(String::from_utf8_lossy(&again.stdout), text);

    // The nullo alone, partners side by side; the contract (1S, N-S) is outside the rows, and
    // is named, not solved.
    let out = solve(
        &["--pairing", "side-by-side", "--strain", "NL", "--json"],
        ONE_SUIT_EACH,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let deal = &v["deals"][0];
    assert_eq!(deal["contract"], serde_json::Value::Null);
    let not_solved = &deal["contract_not_solved"];
    assert_eq!(not_solved["strain"], "S");
    assert_eq!(not_solved["declarer"], "N");
    assert_eq!(not_solved["dummy"], "S");
    assert_eq!(not_solved["leader"], "E");
    let reason = not_solved["reason"].as_str().expect("reason");
    assert!(
        reason.contains("its strain, spades, is not among the strains asked for")
            && reason.contains("its pairing, N-S, is not among the pairings asked for"),
        "{reason}"
    );
    let entries = deal["table"]["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 8);
    let opposite =
        |a: &str, b: &str| matches!((a, b), ("N", "S") | ("S", "N") | ("E", "W") | ("W", "E"));
    for e in entries {
        assert_eq!(e["strain"], "NL", "{e}");
        assert_eq!(e["tricks"], 0, "{e}");
        assert!(
            !opposite(
                e["declarer"].as_str().unwrap(),
                e["dummy"].as_str().unwrap()
            ),
            "{e}"
        );
    }
}

/// DDS's PBN tags hold the partners opposite in five strains: written when the rows asked for
/// hold them, left out otherwise; foster's own tag holds the rows solved.
#[test]
fn pbn_tags_of_the_rows_asked_for() {
    let out = solve(
        &["--pbn", "--pairing", "NS", "--strain", "C,D,H,S,NT"],
        ONE_SUIT_EACH,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    // N, S, E, W declaring, each at NT, S, H, D, C: the figures of the table above.
    assert!(
        text.contains("[DoubleDummyTricks \"0d0d00d0d000d0d00d0d\"]"),
        "{text}"
    );
    let foster_rows = text
        .split("[FosterDoubleDummyTable")
        .nth(1)
        .expect("foster's tag")
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty() && !l.starts_with('['))
        .count();
    assert_eq!(foster_rows, 20, "{text}");
    let out = solve(&["--pbn", "--strain", "NL"], ONE_SUIT_EACH);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("DoubleDummyTricks"), "{text}");
    assert!(text.contains("N S E NL  0"), "{text}");
}

#[test]
fn a_pairing_or_strain_not_known_is_bad_input() {
    for (args, says) in [
        (&["--pairing", "NN"][..], "unknown pairing `NN`"),
        (&["--pairing", "NSE"], "unknown pairing `NSE`"),
        (&["--pairing", "NNS"], "unknown pairing `NNS`"),
        (&["--strain", "X"], "unknown strain `X`"),
    ] {
        let out = solve(args, ONE_SUIT_EACH);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        // The message names every spelling the option takes, `all` among them.
        assert!(err.contains("or `all`"), "{args:?}: {err}");
    }
}

/// The deal of one suit each played at a nullo, at a table that agreed to it: 1NL by N, S
/// dummy, E leading.
fn nullo_contract() -> String {
    nullo_agreed().replace("N 1S; E pass; S accept", "N 1NL; E pass; S accept")
}

/// `--strain` and `--pairing` bound all that `solve` computes: a contract whose strain is not
/// asked for (here a nullo, the longest to solve) is not solved for the contract's own line;
/// the text says so on standard error, the JSON names the contract in `contract_not_solved`.
/// Asked for, it is solved as before.
#[test]
fn a_contract_outside_the_rows_asked_for_is_named_not_solved() {
    let record = nullo_contract();
    let out = solve(&["--strain", "NT,S"], &record);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    // No contract line: the deal's heading, then the two strains' table.
    assert!(text.starts_with("deal 1\n"), "{text}");
    assert!(!text.contains("contract"), "{text}");
    assert!(!text.contains("NL"), "{text}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "<stdin>: note: deal 1: the contract, 1NL by N with S as dummy, is not solved: its \
         strain, nullo, is not among the strains asked for (name NL in `--strain` to solve it)\n"
    );

    let out = solve(&["--strain", "NT,S", "--json"], &record);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let deal = &v["deals"][0];
    assert_eq!(deal["contract"], serde_json::Value::Null);
    assert_eq!(deal["contract_not_solved"]["strain"], "NL");
    assert_eq!(deal["contract_not_solved"]["level"], 1);
    let entries = deal["table"]["entries"].as_array().expect("entries");
    assert!(entries.iter().all(|e| e["strain"] != "NL"));

    // A pairing left out is said the same way.
    let out = solve(&["--strain", "NL", "--pairing", "side-by-side"], &record);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "its pairing, N-S, is not among the pairings asked for (name NS in `--pairing` to solve it)"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Asked for, the nullo's line is solved, and nothing is said.
    let out = solve(&["--strain", "NL", "--pairing", "NS"], &record);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with(
            "deal 1: contract 1NL by N with S as dummy, E leading: 0 tricks double dummy \
             (the nullo is made if they take at most 6)\n"
        ),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// `--code` plays the record under another code than its own: the Portland Club's solves the
/// partners opposite only, without the nullo or a Pirate contract; a Pirate code, given a
/// Portland record, solves the three pairings and finds the auction's contract. A code not
/// known is refused with the codes' names.
#[test]
fn code_plays_the_record_under_another_code() {
    const OPPOSITE: &str = "                                   C   D   H   S  NT
  N-S against E-W
    N declares, S dummy, E leads   0  13   0  13   0
    E declares, W dummy, S leads  13   0  13   0   0
    S declares, N dummy, W leads   0  13   0  13   0
    W declares, E dummy, N leads  13   0  13   0   0
";
    let pirate = nullo_agreed();
    let as_portland = solved_text(&["--code", "portland-1895"], &pirate);
    assert_eq!(as_portland, format!("deal 1\n{OPPOSITE}"));
    let portland = ONE_SUIT_EACH.replace("code: pirate-1917", "code: portland-1895");
    assert_eq!(
        solved_text(&[], &portland),
        as_portland,
        "the record's own code"
    );
    let as_pirate = solved_text(&["--code", "pirate-1917", "--strain", "all"], &portland);
    assert_eq!(
        as_pirate,
        solved_text(&["--strain", "all"], ONE_SUIT_EACH),
        "as the Pirate record"
    );
    assert!(
        as_pirate.starts_with("deal 1: contract 1S by N with S as dummy, E leading: 13 tricks"),
        "{as_pirate}"
    );
    assert!(as_pirate.contains("(side by side)"), "{as_pirate}");
    let doc: serde_json::Value =
        serde_json::from_slice(&solve(&["--json", "--code", "portland-1895"], &pirate).stdout)
            .expect("JSON");
    assert!(doc["deals"][0]["contract"].is_null(), "{doc}");
    let out = solve(&["--code", "pirate-1918"], ONE_SUIT_EACH);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "unknown code `pirate-1918`: the codes are pirate-1916, pirate-1917, portland-1895"
        ),
        "{err}"
    );
}

/// Ctrl-C during a long solve (DDS's hard deal `thomas1`, under the Portland laws: DDS's 20
/// results): the table as far as it was found is printed, the rest drawn `-`, with a word on
/// standard error of how many were found, and the exit status is 130, as a shell expects of a
/// program interrupted; with `--json`, the document holds the results found. Each result found
/// is the deal's own (the suit columns worked out by the solver whole, which agrees with DDS).
#[cfg(unix)]
#[test]
fn ctrl_c_prints_the_results_found_so_far() {
    use std::process::{Command, Stdio};
    // Declarer by declarer (N, E, S, W), the tricks at clubs, diamonds, hearts and spades.
    let whole: [(&str, [u8; 4]); 4] = [
        ("N", [4, 7, 4, 8]),
        ("E", [8, 4, 7, 4]),
        ("S", [4, 8, 4, 7]),
        ("W", [7, 4, 8, 4]),
    ];
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/dds-thomas1.pbn");
    for json in [false, true] {
        let mut command = common::foster();
        command
            .args(["solve", file, "--code", "portland-1895", "--threads", "1"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if json {
            command.arg("--json");
        }
        let child = command.spawn().unwrap();
        std::thread::sleep(std::time::Duration::from_secs(4));
        let killed = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let out = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{stderr}");
        let said = stderr
            .lines()
            .find(|l| l.contains("stopped at your request"))
            .unwrap_or_else(|| panic!("{stderr}"));
        let found: usize = said
            .split(": ")
            .nth(2)
            .and_then(|s| s.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{said}"));
        assert!(
            said.contains(&format!("{found} of 20 results of deal 1 found")),
            "{said}"
        );
        let mut cells = Vec::new();
        if json {
            let doc: serde_json::Value = serde_json::from_str(&stdout).unwrap();
            for e in doc["deals"][0]["table"]["entries"].as_array().unwrap() {
                let strain = e["strain"].as_str().unwrap();
                let tricks = e["tricks"].as_u64().unwrap() as u8;
                cells.push((
                    e["declarer"].as_str().unwrap().to_string(),
                    strain.to_string(),
                    tricks,
                ));
            }
            assert!(said.ends_with("the others are left out"), "{said}");
        } else {
            for line in stdout.lines().filter(|l| l.contains(" declares,")) {
                let declarer = line.split_whitespace().next().unwrap().to_string();
                let values: Vec<&str> = line.split_whitespace().rev().take(5).collect();
                // The columns, read from the right: NT, S, H, D, C.
                for (value, strain) in values.into_iter().zip(["NT", "S", "H", "D", "C"]) {
                    if value != "-" {
                        cells.push((declarer.clone(), strain.to_string(), value.parse().unwrap()));
                    }
                }
            }
            assert_eq!(
                stdout.lines().filter(|l| l.contains(" declares,")).count(),
                4,
                "{stdout}"
            );
            assert!(said.ends_with("the others are shown -"), "{said}");
        }
        assert_eq!(cells.len(), found, "{stdout}");
        for (declarer, strain, tricks) in cells {
            let Some(i) = ["C", "D", "H", "S"].iter().position(|s| *s == strain) else {
                continue;
            };
            let row = whole.iter().find(|(d, _)| *d == declarer).unwrap();
            assert_eq!(tricks, row.1[i], "{declarer} at {strain}");
        }
    }
}
