//! The JSON contract (`src/json.rs`): every document validates against the schema of its kind,
//! with a validator crate (`jsonschema`, draft 2020-12): every worked case's ruling, record and
//! check, every invalid record's check, and the `--json` output of every command, one file and
//! several. The schemas themselves are reviewed snapshots, and a fingerprint of each kind's
//! schema is tied to its version (`tests/json-schema-versions.txt`): changing a shape without
//! raising its kind's version fails here.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use foster::case::{Case, render_case};
use foster::json::Kind;
use serde_json::Value;

/// The validator of a kind's schema.
fn validator(kind: Kind) -> jsonschema::Validator {
    let schema = kind.schema();
    jsonschema::draft202012::new(&schema)
        .unwrap_or_else(|e| panic!("the {kind} schema is not a valid JSON Schema: {e}"))
}

/// Validates `doc` as a document of its own `kind`, and checks the envelope names that kind.
fn assert_valid(expected: Kind, doc: &Value, what: &str) {
    assert_eq!(doc["format"], "foster", "{what}");
    assert_eq!(doc["kind"], expected.name(), "{what}");
    assert_eq!(doc["version"], expected.version(), "{what}");
    let v = validator(expected);
    let errors: Vec<String> = v
        .iter_errors(doc)
        .map(|e| format!("  at {}: {e}", e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "{what}: not a valid {expected} document:\n{}",
        errors.join("\n")
    );
}

fn case_files(invalid: bool) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("cases")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "record")
                && path.to_string_lossy().contains("/invalid/") == invalid
            {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() > 10, "cases found: {}", files.len());
    files
}

#[test]
fn every_cases_ruling_validates_against_the_ruling_schema() {
    let ruling = validator(Kind::Ruling);
    let mut pirate = 0;
    let mut portland = 0;
    for path in case_files(false) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let case = Case::read(&name, &text);
        let Ok(r) = render_case(&case) else {
            continue;
        };
        let errors: Vec<String> = ruling
            .iter_errors(&r.json)
            .map(|e| format!("  at {}: {e}", e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "{}:\n{}",
            path.display(),
            errors.join("\n")
        );
        match r.json["report"]["code"].as_str() {
            Some("portland-1895") => portland += 1,
            _ => pirate += 1,
        }
    }
    // Both shapes of report are exercised.
    assert!(
        pirate > 50 && portland > 20,
        "{pirate} Pirate, {portland} Portland"
    );
}

#[test]
fn every_cases_record_validates_against_the_record_schema() {
    let record = validator(Kind::Record);
    for path in case_files(false) {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(rec) = foster::record::parse(&text) else {
            continue;
        };
        let doc = foster::json::document(&foster::json::RecordBody { record: rec }, None);
        let errors: Vec<String> = record
            .iter_errors(&doc)
            .map(|e| format!("  at {}: {e}", e.instance_path()))
            .collect();
        assert!(
            errors.is_empty(),
            "{}:\n{}",
            path.display(),
            errors.join("\n")
        );
    }
}

/// Runs the binary; `stdin` is written to it.
fn foster(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("foster runs");
    // A command that exits before reading its input is not a failure here.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().expect("foster ends")
}

/// The documents a command wrote: one, pretty, or one a line.
fn documents(out: &Output) -> Vec<Value> {
    let text = String::from_utf8(out.stdout.clone()).expect("UTF-8");
    if let Ok(one) = serde_json::from_str::<Value>(&text) {
        return vec![one];
    }
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// Runs a command with `--json`, checks its status, and validates each document it wrote.
fn run_valid(kind: Kind, args: &[&str], status: i32) -> Vec<Value> {
    run_valid_with(kind, args, "", status)
}

/// [`run_valid`] with `stdin` for the record `-`.
fn run_valid_with(kind: Kind, args: &[&str], stdin: &str, status: i32) -> Vec<Value> {
    let out = foster(args, stdin);
    assert_eq!(
        out.status.code(),
        Some(status),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let docs = documents(&out);
    assert!(!docs.is_empty(), "{args:?} wrote nothing");
    for d in &docs {
        assert_valid(kind, d, &format!("{args:?}"));
    }
    docs
}

const PIRATE: &str = "cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record";
const PORTLAND: &str = "cases/portland/a-revoke-corrected-in-time-is-no-revoke.record";
const SESSION: &str = "cases/sessions/an-evening-of-two-rubbers-where-evans-cuts-in.record";
/// Each player holds a whole suit: the solver's table is quick and known (tests/cli_solve.rs).
const ONE_SUIT_EACH: &str = "code: pirate-1917

deal 1
dealer: N
hands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432
auction:
  N 1S; E pass; S accept
  W pass; N pass; E pass
claim: N makes 13 tricks in spades with S as dummy
claim: N makes at least 1 trick in no trumps with E as dummy
";
const BAD: &str = "cases/invalid/bad-call.record";

#[test]
fn every_command_writes_documents_its_schema_describes() {
    let session = SESSION;
    for (kind, command) in [
        (Kind::Record, "parse"),
        (Kind::Ruling, "rule"),
        (Kind::Check, "check"),
    ] {
        let docs = run_valid(kind, &[command, "--json", PIRATE, PORTLAND, session], 0);
        assert_eq!(docs.len(), 3, "{command}: one line a file");
        assert_eq!(docs[0]["file"], PIRATE);
        assert_eq!(docs[1]["file"], PORTLAND);
        let one = run_valid(kind, &[command, "--json", PORTLAND], 0);
        assert_eq!(one[0], docs[1], "{command}: one file, the same document");
    }
    let scores = run_valid(
        Kind::Score,
        &["score", "--json", PIRATE, PORTLAND, session],
        0,
    );
    assert!(scores[0]["pirate"]["rubbers"].is_array());
    assert!(scores[1]["portland"]["pad"].is_object());
    // A bad record: its check document holds the diagnostic.
    let bad = run_valid(Kind::Check, &["check", "--json", PIRATE, BAD], 2);
    assert_eq!(bad[0]["ok"], true);
    assert_eq!(bad[1]["ok"], false);
    assert!(bad[1]["diagnostics"][0]["span"]["line"].is_u64());
    let missing = run_valid(Kind::Check, &["check", "--json", "no/such.record"], 2);
    assert!(missing[0]["error"].is_string());

    let solved = run_valid_with(
        Kind::Solve,
        &["solve", "--json", "--table-mb", "8", "-"],
        ONE_SUIT_EACH,
        0,
    );
    assert_eq!(solved[0]["file"], "<stdin>");
    assert_eq!(solved[0]["deals"][0]["contract"]["tricks"], 13);
    let verified = run_valid_with(
        Kind::Verify,
        &["verify", "--json", "--table-mb", "8", "-"],
        ONE_SUIT_EACH,
        1,
    );
    assert_eq!(
        verified[0]["deals"][0]["claims"][1]["verdict"]["verdict"],
        "refuted"
    );
    // A deal that cannot be solved is in the document, with why.
    let short = "deal 7\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432.\n";
    let unsolved = run_valid_with(Kind::Solve, &["solve", "--json", "-"], short, 2);
    assert!(unsolved[0]["deals"][0]["error"].is_string());
    run_valid(Kind::Law, &["laws", "show", "--json", "pirate-1917:75"], 0);
    run_valid(Kind::Law, &["laws", "show", "--json", "pirate-1916:62b"], 0);
    run_valid(Kind::LawList, &["laws", "list", "--json"], 0);
    let hits = run_valid(Kind::LawSearch, &["laws", "search", "--json", "revoke"], 0);
    assert!(!hits[0]["hits"].as_array().unwrap().is_empty());
    let none = run_valid(
        Kind::LawSearch,
        &["laws", "search", "--json", "aeroplane"],
        1,
    );
    assert_eq!(none[0]["hits"], serde_json::json!([]));
    run_valid(
        Kind::LawDiff,
        &["laws", "diff", "--json", "pirate-1916", "pirate-1917"],
        0,
    );
    let coverage = run_valid(Kind::LawCoverage, &["laws", "coverage", "--json"], 0);
    assert_eq!(coverage[0]["codes"].as_array().map(Vec::len), Some(3));
    let clauses = run_valid(
        Kind::ClauseCoverage,
        &["laws", "coverage", "--clauses", "--json"],
        0,
    );
    assert_eq!(clauses[0]["codes"].as_array().map(Vec::len), Some(3));
}

/// Every command that reads records, given one it refuses, writes with `--json` a `check`
/// document of why (on standard output, in place of its own; the message still on standard
/// error), and exits with the status for bad input.
#[test]
fn every_json_command_writes_a_check_document_for_a_file_it_refuses() {
    let no_code = "deal 1\ndealer: N\n";
    for (kind, command) in [
        (Kind::Record, "parse"),
        (Kind::Ruling, "rule"),
        (Kind::Score, "score"),
        (Kind::Solve, "solve"),
        (Kind::Verify, "verify"),
    ] {
        let out = foster(&[command, "--json", BAD], "");
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("bad-call.record:6:11: error"),
            "{command}: the diagnostic on standard error"
        );
        let bad = run_valid(Kind::Check, &[command, "--json", BAD], 2);
        assert_eq!(bad.len(), 1, "{command}");
        assert_eq!(bad[0]["ok"], false, "{command}");
        assert_eq!(bad[0]["file"], BAD, "{command}");
        assert_eq!(bad[0]["diagnostics"][0]["span"]["line"], 6, "{command}");
        assert_eq!(bad[0]["diagnostics"][0]["hint"], "did you mean `pass`?");
        // From standard input, read as a file is.
        let text =
            std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(BAD)).unwrap();
        let piped = run_valid_with(Kind::Check, &[command, "--json", "-"], &text, 2);
        assert_eq!(piped[0]["file"], "<stdin>");
        assert_eq!(piped[0]["diagnostics"], bad[0]["diagnostics"], "{command}");
        // A file that cannot be read: the error.
        let missing = run_valid(Kind::Check, &[command, "--json", "no/such.record"], 2);
        assert!(
            missing[0]["error"]
                .as_str()
                .unwrap()
                .starts_with("cannot read"),
            "{command}: {}",
            missing[0]
        );
        // With a good file: one document a line, each of its kind.
        let out = foster(&[command, "--json", "--", PORTLAND, BAD], "");
        assert_eq!(out.status.code(), Some(2), "{command}");
        let docs = documents(&out);
        assert_eq!(docs.len(), 2, "{command}: a document for each file");
        assert_valid(kind, &docs[0], command);
        assert_valid(Kind::Check, &docs[1], command);
        assert_eq!(docs[1]["file"], BAD);
    }
    // A record the ruling refuses though it is well written: why, as the error.
    for command in ["rule", "score"] {
        let refused = run_valid_with(Kind::Check, &[command, "--json", "-"], no_code, 2);
        let error = refused[0]["error"].as_str().unwrap();
        assert!(error.contains("which laws"), "{command}: {error}");
        assert_eq!(refused[0]["diagnostics"], serde_json::json!([]));
    }
}

#[test]
fn every_invalid_records_check_validates_with_its_diagnostics() {
    let check = validator(Kind::Check);
    for path in case_files(true) {
        let out = foster(&["check", "--json", &path.to_string_lossy()], "");
        assert_eq!(out.status.code(), Some(2), "{}", path.display());
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(doc["ok"], false);
        assert!(
            !doc["diagnostics"].as_array().unwrap().is_empty(),
            "{}",
            path.display()
        );
        let errors: Vec<String> = check.iter_errors(&doc).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{}: {errors:?}", path.display());
    }
}

/// The shape a schema describes, without its words: `description` and `title` removed from
/// every schema in it (not from the properties of that name).
fn shape(schema: &Value) -> Value {
    match schema {
        Value::Object(obj) => Value::Object(
            obj.iter()
                .filter(|(k, _)| *k != "description" && *k != "title")
                .map(|(k, v)| {
                    let v = match (k.as_str(), v) {
                        ("properties" | "$defs" | "patternProperties", Value::Object(children)) => {
                            Value::Object(
                                children
                                    .iter()
                                    .map(|(name, child)| (name.clone(), shape(child)))
                                    .collect(),
                            )
                        }
                        ("const" | "enum" | "default" | "examples", v) => v.clone(),
                        (_, v) => shape(v),
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(shape).collect()),
        other => other.clone(),
    }
}

/// A fingerprint of a schema's shape (FNV-1a over its compact text): a change to a doc comment
/// is not a change of shape. FNV, because it is stable across Rust releases, as the standard
/// hasher is not promised to be.
fn fingerprint(schema: &Value) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in shape(schema).to_string().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The schema snapshots, one per kind at its version: a new version is a new snapshot to
/// review (and the old one's name leaves this list, so tests/snapshots_referenced.rs asks for
/// its file to go).
const SCHEMA_SNAPSHOTS: [&str; 12] = [
    "check-v2",
    "record-v3",
    "ruling-v5",
    "score-v1",
    "solve-v2",
    "verify-v1",
    "law-v2",
    "law-list-v1",
    "law-search-v1",
    "law-diff-v1",
    "law-coverage-v2",
    "clause-coverage-v1",
];

/// Each kind's schema, snapshotted for review: a change to a shape shows up here.
#[test]
fn the_schemas_are_reviewed_snapshots() {
    let names: Vec<String> = Kind::ALL
        .iter()
        .map(|k| format!("{}-v{}", k.name(), k.version()))
        .collect();
    assert_eq!(
        names, SCHEMA_SNAPSHOTS,
        "the kinds and versions of src/json.rs"
    );
    for (kind, name) in Kind::ALL.into_iter().zip(SCHEMA_SNAPSHOTS) {
        insta::assert_json_snapshot!(name, kind.schema());
    }
}

/// Changing a shape means changing its version: each kind's version is listed with the
/// fingerprint of its schema, and a schema that differs from its version's fingerprint fails.
#[test]
fn a_changed_schema_has_a_new_version() {
    let listed = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/json-schema-versions.txt"),
    )
    .unwrap();
    let lines: Vec<(String, u32, String)> = listed
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            assert_eq!(f.len(), 3, "`KIND VERSION FINGERPRINT`: {l}");
            (f[0].to_string(), f[1].parse().unwrap(), f[2].to_string())
        })
        .collect();
    let mut problems = Vec::new();
    for kind in Kind::ALL {
        let now = fingerprint(&kind.schema());
        let line = format!("{} {} {now}", kind.name(), kind.version());
        match lines
            .iter()
            .find(|(k, v, _)| k == kind.name() && *v == kind.version())
        {
            Some((_, _, f)) if *f == now => {}
            Some(_) => problems.push(format!(
                "the {kind} schema changed but its version is still {}: raise it in src/json.rs \
                 (Kind::version), review the new schema snapshot, and add the line `{line}`",
                kind.version()
            )),
            None => problems.push(format!("a new version: add the line `{line}`")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The schemas are closed and exact: a document with a field no type writes, or a seat named
/// another way, is refused.
#[test]
fn a_document_unlike_its_schema_is_refused() {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(PIRATE)).unwrap();
    let r = render_case(&Case::read("revoke", &text)).unwrap();
    let ruling = validator(Kind::Ruling);
    assert!(ruling.is_valid(&r.json));
    let mut extra = r.json.clone();
    extra["report"]["deals"][0]["verdict"] = "guilty".into();
    assert!(!ruling.is_valid(&extra), "an unknown field in a deal");
    let mut seat = r.json.clone();
    seat["report"]["deals"][0]["dealer"] = "North".into();
    assert!(!ruling.is_valid(&seat), "a seat by its name");
    let mut version = r.json.clone();
    version["version"] = (Kind::Ruling.version() + 1).into();
    assert!(!ruling.is_valid(&version), "another version");
    let mut kind = r.json.clone();
    kind["kind"] = "score".into();
    assert!(!ruling.is_valid(&kind), "another kind");
}
