//! ARCHITECTURE.md is the map a newcomer reads in five minutes: it stays under 250 lines, every
//! path it names exists, and every top-level module of `src/` has its place in it.

use std::fs;
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 250;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn map() -> String {
    fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap()
}

/// Every file and folder of the repository (without `target/`, `.git/` and the built book),
/// as paths relative to its root with `/` between the parts and a folder ending in `/`.
fn all_paths() -> Vec<String> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            if rel.is_empty() && matches!(name.as_str(), "target" | ".git" | "node_modules") {
                continue;
            }
            let path: PathBuf = entry.path();
            let r = format!("{rel}{name}");
            if path.is_dir() {
                if name == "build" || name == "node_modules" {
                    continue;
                }
                out.push(format!("{r}/"));
                walk(&path, &format!("{r}/"), out);
            } else {
                out.push(r);
            }
        }
    }
    let mut out = Vec::new();
    walk(root(), "", &mut out);
    out
}

/// The words in backticks that name a file or a folder: `src/law/`, `ruling.rs`, `a/b.md`.
fn named_paths(text: &str) -> Vec<String> {
    let endings = [".rs", ".md", ".pest", ".toml", ".txt", ".js", "/"];
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| {
            w.starts_with(|c: char| c.is_ascii_alphanumeric())
                && !w.contains(['<', ' ', '*', ':'])
                && endings.iter().any(|e| w.ends_with(e))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_map_is_short() {
    let lines = map().lines().count();
    assert!(
        lines < MAX_LINES,
        "ARCHITECTURE.md has {lines} lines: a map reads in five minutes (under {MAX_LINES}); \
         figures and history belong in the book's chapters"
    );
}

#[test]
fn every_path_the_map_names_exists() {
    let paths = all_paths();
    let named = named_paths(&map());
    assert!(named.len() > 50, "the map's paths were not found");
    // A name stands for a path from the root or for the end of one (`ruling.rs` beside the
    // module of its line).
    let missing: Vec<&String> = named
        .iter()
        .filter(|n| {
            !paths
                .iter()
                .any(|p| p == *n || p.ends_with(&format!("/{n}")))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names paths that do not exist: {missing:?}"
    );
}

#[test]
fn every_top_level_module_is_on_the_map() {
    let text = map();
    let mut absent = Vec::new();
    for entry in fs::read_dir(root().join("src")).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        let named = if entry.path().is_dir() {
            format!("`src/{name}/`")
        } else {
            format!("`src/{name}`")
        };
        if !text.contains(&named) {
            absent.push(named);
        }
    }
    assert!(
        absent.is_empty(),
        "modules missing from ARCHITECTURE.md: {absent:?}"
    );
}

#[test]
fn a_path_is_told_from_a_word() {
    let found = named_paths("`src/law/` and `ruling.rs`, not `Ruling` nor `cases__text@<f>.snap`");
    assert_eq!(found, ["src/law/", "ruling.rs"]);
}
