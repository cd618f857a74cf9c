//! Every worked case under `cases/` ruled by the engine, its text and JSON snapshotted: a change
//! to any ruling fails here until reviewed. Those under `cases/advice/` carry the advice to the
//! chooser (`foster rule --advise`) as well. (`cases/invalid/` is snapshotted by
//! `tests/invalid_records.rs`.)

use foster::case::{Case, render_case_advised};

#[test]
fn every_case_is_ruled_and_snapshotted() {
    insta::glob!("../cases", "**/*.record", |path| {
        let rel = path.to_string_lossy().replace('\\', "/");
        if rel.contains("/invalid/") {
            return;
        }
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let case = Case::read(&name, &text);
        // The cases under `cases/advice/` show the advice to the chooser as well.
        let rendering = match render_case_advised(&case, rel.contains("cases/advice/")) {
            Ok(r) => r,
            Err(foster::case::RuleError::CodeNotRuled(_)) => return,
            Err(e) => panic!("{rel}: {e}"),
        };
        insta::assert_snapshot!("text", rendering.text);
        insta::assert_json_snapshot!("json", rendering.json);
    });
}
