//! `foster parse` reads a record file a deal at a time and writes it deal by deal: the same
//! bytes, JSON or text, as the record read whole (standard input within the whole text's
//! limits is read whole), for every case and example, good or bad; a record past the whole
//! text's limits is read, from a file or from standard input, as `foster check` reads it.

mod common;
mod corpus;

use common::{foster, run};

/// `foster parse ARGS FILE` and `foster parse ARGS -` with the file on standard input: the
/// exit status, standard output and standard error of each, the name of standard input
/// replaced by the file's.
fn from_file_and_stdin(args: &[&str], file: &str) -> [(Option<i32>, String, String); 2] {
    let text = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file))
        .expect("the file reads");
    let read = |o: std::process::Output| {
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let from_file = read(run(foster().arg("parse").args(args).arg(file), b""));
    let (status, out, err) = read(run(foster().arg("parse").args(args).arg("-"), &text));
    let name = serde_json::to_string(file).expect("a name");
    let from_stdin = (
        status,
        out.replace("\"<stdin>\"", &name),
        err.replace("<stdin>", file),
    );
    [from_file, from_stdin]
}

#[test]
fn every_case_parses_from_its_file_as_read_whole() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        "cases/format",
        "cases/invalid",
        "cases/book-deals",
        "examples",
    ] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the folder reads") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "record") {
                let rel = path.strip_prefix(root).expect("under the root");
                files.push(rel.to_string_lossy().into_owned());
            }
        }
    }
    assert!(files.len() > 50, "{files:?}");
    for file in &files {
        for args in [&["--json"][..], &[][..]] {
            let [from_file, from_stdin] = from_file_and_stdin(args, file);
            assert_eq!(from_file, from_stdin, "{file} {args:?}");
        }
    }
}

#[test]
fn several_files_are_one_document_a_line_each_as_read_whole() {
    let files = [
        "examples/the-1917-rubber-of-jones-smith-green-and-white.record",
        "cases/format/claims.record",
    ];
    let out = run(foster().args(["parse", "--json"]).args(files), b"");
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 2);
    for (line, file) in lines.iter().zip(files) {
        let [(_, whole, _), _] = from_file_and_stdin(&["--json"], file);
        let a: serde_json::Value = serde_json::from_str(line).unwrap();
        let b: serde_json::Value = serde_json::from_str(&whole).unwrap();
        assert_eq!(a, b, "{file}");
        // Compact, as serde_json writes a document on one line.
        assert!(!line.contains(": "), "{file}");
    }
}

#[test]
fn a_record_past_the_whole_texts_limits_parses_from_a_file() {
    let text = corpus::record(5, foster::record::limits::MAX_DEALS + 1);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("many.record");
    std::fs::write(&path, &text).unwrap();
    let out = run(foster().args(["parse", "--json"]).arg(&path), b"");
    assert_eq!(out.status.code(), Some(0));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["record"]["deals"].as_array().map(Vec::len), Some(1001));
    assert_eq!(doc["record"]["deals"][1000]["label"], "1001");
    // From standard input, past the number of deals a text held whole may have, it is read a
    // deal at a time from memory; a record with notes that take it past the whole text's
    // length, from the temporary file it is kept in: the same as from the file, either way.
    let note = format!("# {}\n", "a note on the evening ".repeat(3));
    let notes = note.repeat(foster::record::limits::MAX_RECORD_BYTES / 100 / note.len() + 1);
    let long = corpus::record(5, 100).replace("\ndeal ", &format!("\n{notes}deal "));
    assert!(text.len() < foster::record::limits::MAX_RECORD_BYTES);
    assert!(long.len() > foster::record::limits::MAX_RECORD_BYTES);
    for text in [text, long] {
        std::fs::write(&path, &text).unwrap();
        let from_file = run(foster().arg("parse").arg(&path), b"");
        let from_stdin = run(foster().args(["parse", "-"]), text.as_bytes());
        assert_eq!(from_file.status.code(), Some(0));
        assert_eq!(from_stdin.status.code(), Some(0));
        assert!(from_stdin.stderr.is_empty());
        assert!(
            from_stdin.stdout == from_file.stdout,
            "standard input's differs"
        );
    }
}
