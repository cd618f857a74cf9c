//! Compiles the law books into the binary: walks `book/src/laws/<code>/NN-slug.md` and writes an
//! `include_str!` for each file, so the library reads no files at run time (it must also build
//! for WebAssembly). Whatever codes exist under `book/src/laws/` are picked up.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest.join("book").join("src").join("laws");
    // A directory here makes cargo rescan the whole tree, so new files trigger a rebuild.
    println!("cargo::rerun-if-changed=book/src/laws");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=cases");

    let mut files: Vec<(String, String, PathBuf)> = Vec::new();
    let mut clause_files: Vec<(String, String, PathBuf)> = Vec::new();
    let mut page_files: Vec<(String, PathBuf)> = Vec::new();
    for code_dir in sorted_entries(&root) {
        if !code_dir.is_dir() {
            continue;
        }
        let Some(code) = code_dir
            .file_name()
            .and_then(|n| n.to_str())
            .map(str::to_string)
        else {
            continue;
        };
        for file in sorted_entries(&code_dir) {
            let is_md = file.extension().is_some_and(|e| e == "md");
            let Some(name) = file
                .file_name()
                .and_then(|n| n.to_str())
                .map(str::to_string)
            else {
                continue;
            };
            let is_clauses = name.starts_with("clauses") && name.ends_with(".toml");
            if is_clauses && file.is_file() {
                clause_files.push((code.clone(), name, file));
            } else if name == "pages.toml" && file.is_file() {
                page_files.push((code.clone(), file));
            } else if is_md && file.is_file() {
                files.push((code.clone(), name, file));
            }
        }
    }

    // Without the `annotations` feature (the WebAssembly engine), the editorial notes (the
    // `> ` blocks) are left out of the compiled texts: the engine quotes only the laws' words.
    let annotations = env::var_os("CARGO_FEATURE_ANNOTATIONS").is_some();
    // Without the `law-texts` feature (the page's engine), only the headings are compiled in
    // (each law's number, title, page and anchor, for its links): the page fetches the words
    // from the book's `laws.json` when a ruling quotes them.
    let law_texts = env::var_os("CARGO_FEATURE_LAW_TEXTS").is_some();
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut out = String::from(
        "/// Every law file found under `book/src/laws/` at build time: (code directory, file name, text).\n\
         pub(crate) static LAW_FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (code, name, path) in &files {
        let path = if annotations && law_texts {
            path.clone()
        } else {
            let text = fs::read_to_string(path).expect("a law file is readable text");
            let laws_only: String = text
                .split_inclusive('\n')
                .filter(|line| !line.starts_with('>'))
                .filter(|line| law_texts || line.starts_with('#'))
                .collect();
            let dir = out_dir.join("laws").join(code);
            fs::create_dir_all(&dir).expect("OUT_DIR is writable");
            let copy = dir.join(name);
            fs::write(&copy, laws_only).expect("OUT_DIR is writable");
            copy
        };
        let _ = writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest = out_dir.join("law_files.rs");
    fs::write(&dest, out).expect("OUT_DIR is writable");

    // The clause tables beside the texts (`lawbook::clauses`), in file-name order per code.
    let mut out = String::from(
        "/// Every clause table found under `book/src/laws/` at build time: (code directory, file name, text).\n\
         pub(crate) static CLAUSE_FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (code, name, path) in &clause_files {
        let _ = writeln!(
            out,
            "    ({code:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    fs::write(out_dir.join("clause_files.rs"), out).expect("OUT_DIR is writable");

    // The printed pages of each code's laws (`lawbook::pages`), with the texts only: the page's
    // engine, which compiles the headings alone, has no use for them.
    let mut out = String::from(
        "/// Each code's `pages.toml` at build time: (code directory, text).\n\
         pub(crate) static PAGE_FILES: &[(&str, &str)] = &[\n",
    );
    for (code, path) in page_files.iter().filter(|_| law_texts) {
        let _ = writeln!(
            out,
            "    ({code:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    fs::write(out_dir.join("page_files.rs"), out).expect("OUT_DIR is writable");

    // The matrix of irregularities (`matrix::embedded`): each code's `cells.txt`, and the header
    // of every worked case (its `# cell:` lines) with its code, so that `foster laws coverage`
    // counts the cells without the repository at hand.
    let cases = manifest.join("cases");
    let mut out = String::from(
        "/// Each code's `cases/matrix/<code>/cells.txt` at build time: (code, text).\n\
         pub(crate) static MATRIX_DECLARATIONS: &[(&str, &str)] = &[\n",
    );
    for dir in sorted_entries(&cases.join("matrix")) {
        let cells = dir.join("cells.txt");
        if let (Some(code), true) = (dir.file_name().and_then(|n| n.to_str()), cells.is_file()) {
            let _ = writeln!(
                out,
                "    ({code:?}, include_str!({:?})),",
                cells.display().to_string()
            );
        }
    }
    out.push_str(
        "];\n/// Every worked case that claims a cell: (path, code, its header's `# cell:` lines).\n\
         pub(crate) static MATRIX_CASES: &[(&str, &str, &str)] = &[\n",
    );
    let mut records = Vec::new();
    walk_records(&cases, &mut records);
    for path in records {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let rel = path
            .strip_prefix(&manifest)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("cases/invalid/") {
            continue;
        }
        let header: String = text
            .lines()
            .take_while(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
            .filter(|l| l.trim_start().starts_with("# cell:"))
            .map(|l| format!("{l}\n"))
            .collect();
        let code = text.lines().find_map(|l| {
            l.trim()
                .strip_prefix("code:")
                .map(|c| c.trim().to_ascii_lowercase())
        });
        if let (false, Some(code)) = (header.is_empty(), code) {
            let _ = writeln!(out, "    ({rel:?}, {code:?}, {header:?}),");
        }
    }
    out.push_str("];\n");
    fs::write(out_dir.join("matrix_files.rs"), out).expect("OUT_DIR is writable");
}

/// Every `.record` file under `dir`, in path order.
fn walk_records(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in sorted_entries(dir) {
        if entry.is_dir() {
            walk_records(&entry, out);
        } else if entry.extension().is_some_and(|e| e == "record") {
            out.push(entry);
        }
    }
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    entries.sort();
    entries
}
