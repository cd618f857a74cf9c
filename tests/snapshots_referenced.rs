//! No orphaned snapshot: every `.snap` file under `tests/snapshots/` belongs to a test that still
//! makes it. A glob snapshot (`name@input.snap`) needs its input file; a named snapshot needs its
//! name in the test file that wrote it. (insta itself fails on new or changed snapshots in CI.)

use std::path::Path;

#[test]
fn every_snapshot_is_still_made_by_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut orphans = Vec::new();
    for entry in std::fs::read_dir(root.join("tests/snapshots")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let Some(stem) = name.strip_suffix(".snap") else {
            orphans.push(format!("{name}: not a snapshot (a pending .snap.new?)"));
            continue;
        };
        let text = std::fs::read_to_string(&path).unwrap();
        let source = text
            .lines()
            .find_map(|l| l.strip_prefix("source: "))
            .map(|s| s.trim().trim_matches('"').to_string());
        let Some(source) = source else {
            orphans.push(format!("{name}: no source line"));
            continue;
        };
        let Ok(test_file) = std::fs::read_to_string(root.join(&source)) else {
            orphans.push(format!("{name}: its test file {source} is gone"));
            continue;
        };
        let (_, rest) = stem.split_once("__").unwrap_or(("", stem));
        match rest.split_once('@') {
            Some((snapshot, input)) => {
                // glob! writes `dir__file.ext`; the input lives under the glob's base.
                let input_file = text
                    .lines()
                    .find_map(|l| l.strip_prefix("input_file: "))
                    .map(|s| s.trim().to_string());
                let exists = input_file.is_some_and(|f| root.join(&f).exists());
                if !exists {
                    orphans.push(format!("{name}: its input ({input}) is gone"));
                }
                if !test_file.contains(snapshot) && !test_file.contains("glob!") {
                    orphans.push(format!("{name}: {source} no longer makes `{snapshot}`"));
                }
            }
            None => {
                if !test_file.contains(rest) {
                    orphans.push(format!("{name}: {source} no longer makes `{rest}`"));
                }
            }
        }
    }
    assert!(
        orphans.is_empty(),
        "orphaned snapshots:\n{}",
        orphans.join("\n")
    );
}
