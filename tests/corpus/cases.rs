//! Every worked case under `cases/` (but the invalid records of `cases/invalid/`), read as a
//! record with the code it names: for the tests that hold every case to a property.

use std::path::{Path, PathBuf};

use foster::case::Case;
use foster::record::{Code, Record};

/// Calls `each` with every case's path (from the repository root), its record and its code,
/// in the order of their paths. A case that does not read or names no code is passed over.
pub fn each_case(mut each: impl FnMut(&str, &Record, Code)) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    collect(&root.join("cases"), &mut paths);
    paths.sort();
    for path in paths {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("cases/invalid/") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let case = Case::read("case", &text);
        let Ok(rec) = foster::record::parse(&case.text) else {
            continue;
        };
        let Some(code) = rec.code else { continue };
        each(&rel, &rec, code);
    }
}

fn collect(dir: &Path, paths: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(&path, paths);
        } else if path.extension().is_some_and(|e| e == "record") {
            paths.push(path);
        }
    }
}
