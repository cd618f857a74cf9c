//! The layers point one way (ARCHITECTURE.md, "Layers"): every file under `src/` belongs to a
//! layer, and may import only files of its own layer or a lower one; no two files import each
//! other, nor import each other round a longer circle; and no file has over 1,000 lines of code
//! (its test module apart) unless its opening comment says why it must be one file, by a
//! measurement or a structure.
//!
//! An import is every `use` of the crate's own modules (`crate::`, `self::`, `super::`, a child
//! module, and `foster::` in the binary) and every such path written in the code. A name
//! re-exported by a module (`pub use`) is followed to the file that defines it, so a facade
//! (`mod.rs` listing its children and their public names) is not taken for the code behind it.
//! Comments, strings and test modules (`#[cfg(test)] mod …`) are left out: a test may use any
//! layer. No dependency: the sources are read with a small lexer here.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The layers, lowest first. A file is in the layer of the longest prefix of its path (relative
/// to `src/`) listed here; it may import files of its own layer or of a lower one.
const LAYERS: &[(&str, &[&str])] = &[
    // Seats, suits, cards, hands, bids: the table's vocabulary.
    ("cards", &["cards.rs"]),
    // The typed record and its reading: it knows nothing of the laws. `Code`, the name of a
    // code written in a record's header, lives here.
    ("record", &["record/"]),
    // The law texts, keyed by `Code`, and `Citation`: a law of a code.
    ("lawbook", &["lawbook/"]),
    // The matrix of irregularities: family × offender × moment for each code, as data, and the
    // cells the cases claim (it names a code and cites laws, nothing more).
    ("matrix", &["matrix.rs"]),
    // The mechanics of the play common to every code: contract, tricks, following suit.
    ("game", &["game/"]),
    // The double-dummy solver (with a record's claims checked, citing the law of a claim).
    ("solver", &["solver/"]),
    // The bridge world's formats (PBN, LIN): they produce and write a `Record` and know nothing
    // of the laws; the play's tricks are taken from the solver's trick winner, and PBN's
    // double-dummy tags from its tables.
    ("formats", &["formats/"]),
    // The engine: each code's replay and its section modules, and the vocabulary of its rulings
    // (Ruling, Finding, Outcome, Line, ScoreEntry, the names of kinds and options, a Portland
    // side and revoke penalty). It knows nothing of the score.
    ("law", &["law/"]),
    // The score: figures cited to their laws, the pads, the settlement, the wash-book; each
    // pad made from the engine's report (score/pirate/record.rs, score/portland/record.rs).
    ("score", &["score/"]),
    // Advice to the player who may choose a penalty: each option replayed under the solver's
    // constraints and valued in tricks and in points (over the engine's report and the
    // Portland pad).
    ("advice", &["advice/"]),
    // The JSON contract: each `--json` document's kind, version and body, over the engine's
    // report, the pads and the solver's tables; and the schemas generated from them.
    ("json", &["json.rs"]),
    // A worked case: a record, its ruling, its pad; and a record ruled and scored a deal at a
    // time and written as read whole (`stream/`), with the case's own parts.
    ("case", &["case.rs", "stream/"]),
    // Rulings drawn as HTML, for the book and the WebAssembly engine: a case's rendering, the
    // engine's reports, the pads, the solver's tables.
    ("html", &["html/"]),
    // The book (feature `book`).
    ("book", &["book/"]),
    // The library's root: the list of its modules.
    ("library", &["lib.rs"]),
    // The binary: files and the terminal.
    ("binary", &["main.rs", "cli/"]),
];

/// Files over this many lines of code say at their top why they must be one file.
const MAX_LINES: usize = 1000;

/// The lines of a file's code: its trailing test module (`#[cfg(test)]` then `mod tests`) is
/// counted apart, as tests that grow with the code should not force it apart.
fn code_lines(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .position(|w| w[0].trim() == "#[cfg(test)]" && w[1].trim_start().starts_with("mod tests"))
        .unwrap_or(lines.len())
}

/// A reason to keep a long file whole names what it rests on: a measurement (a figure that
/// splitting it changed) or a structure of the code (one state machine, one table).
fn gives_a_reason(opening: &str) -> bool {
    opening.contains("one file (measured):") || opening.contains("one file (structure):")
}

#[test]
fn a_long_file_is_counted_without_its_tests_and_must_name_its_reason() {
    let code = "fn a() {}\n".repeat(3);
    let with_tests = format!("{code}#[cfg(test)]\nmod tests {{\n    fn b() {{}}\n}}\n");
    assert_eq!(code_lines(&with_tests), 3);
    assert_eq!(code_lines(&code), 3);
    assert!(!gives_a_reason(
        "//! kept as one file: it is one section of the code"
    ));
    assert!(gives_a_reason(
        "//! one file (structure): the auction is one state machine"
    ));
}

#[test]
fn imports_point_down_the_layers_and_never_round_a_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    read_dir(&root, &root, &mut files);
    assert!(
        files.len() > 50,
        "the sources were not found under {root:?}"
    );
    let problems = check(&files, LAYERS);
    assert!(
        problems.is_empty(),
        "the layers are broken (see ARCHITECTURE.md, \"Layers\"):\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_check_sees_an_import_up_a_layer_and_a_circle() {
    let files: BTreeMap<String, String> = [
        ("lib.rs", "pub mod low;\npub mod high;\npub mod twin;\n"),
        // The lower layer reaches up, through a group, a rename and a path in the code.
        (
            "low.rs",
            "use crate::{cards::Card, high::{self as h}};\nfn f() { crate::high::g(); }\n",
        ),
        ("high.rs", "pub fn g() {}\npub use crate::twin::Twin;\n"),
        // A circle through a re-export: twin/mod.rs re-exports b's Twin; a imports it, b imports a.
        ("twin/mod.rs", "mod a;\nmod b;\npub use b::Twin;\n"),
        ("twin/a.rs", "use super::Twin;\npub struct A;\n"),
        (
            "twin/b.rs",
            "// use crate::high; (a comment)\nconst S: &str = \"crate::high::g\";\npub struct Twin(super::a::A);\n",
        ),
        ("cards.rs", "pub struct Card;\n#[cfg(test)]\nmod tests { use crate::high::g; }\n"),
    ]
    .into_iter()
    .map(|(p, t)| (p.to_string(), t.to_string()))
    .collect();
    let layers: &[(&str, &[&str])] = &[
        ("cards", &["cards.rs"]),
        ("low", &["low.rs", "twin/"]),
        ("high", &["high.rs", "lib.rs"]),
    ];
    let problems = check(&files, layers);
    let text = problems.join("\n");
    assert!(
        text.contains("low.rs (low) imports high.rs (high)"),
        "{text}"
    );
    assert!(
        text.contains("twin/a.rs imports twin/b.rs and twin/b.rs imports twin/a.rs"),
        "{text}"
    );
    // Neither the comment, the string nor the test module counts; twin/ is below high.rs, which
    // may use it.
    assert_eq!(problems.len(), 2, "{text}");
}

#[test]
fn use_trees_are_read_as_the_compiler_reads_them() {
    let mut paths = Vec::new();
    use_tree(
        &[],
        "crate::law::{self, pirate::{the_play as tp, *}, Citation}",
        &mut paths,
    );
    let paths: Vec<(String, Option<String>)> = paths
        .into_iter()
        .map(|(p, alias)| (p.join("::"), alias))
        .collect();
    assert_eq!(
        paths,
        vec![
            ("crate::law".to_string(), None),
            (
                "crate::law::pirate::the_play".to_string(),
                Some("tp".to_string())
            ),
            ("crate::law::pirate::*".to_string(), None),
            ("crate::law::Citation".to_string(), None),
        ]
    );
    let code =
        strip("let c = 'x'; let l: &'a str = r#\"crate::a\"#; // crate::b\n/* crate::c */ x");
    assert!(!code.contains("crate::"), "{code}");
    assert!(code.contains("&'a str"), "{code}");
}

fn read_dir(root: &Path, dir: &Path, files: &mut BTreeMap<String, String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_dir(root, &path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let rel = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            files.insert(rel, text);
        }
    }
}

/// A module: its crate (the binary's files are `main.rs` and `cli/`) and its path in it.
type ModuleId = (bool, Vec<String>);

/// Every file's module, the files of test modules left out.
struct Tree {
    /// Module → file.
    files: BTreeMap<ModuleId, String>,
    /// File → module.
    modules: BTreeMap<String, ModuleId>,
    /// File → its code without comments, strings and test modules.
    code: BTreeMap<String, String>,
}

/// The problems found: imports up a layer, circles, files unplaced or too long.
fn check(sources: &BTreeMap<String, String>, layers: &[(&str, &[&str])]) -> Vec<String> {
    let tree = tree(sources);
    let mut problems = Vec::new();
    let layer_of = |file: &str| -> Option<(usize, &str)> {
        let mut best: Option<(usize, usize, &str)> = None;
        for (rank, (name, prefixes)) in layers.iter().enumerate() {
            for p in prefixes.iter() {
                let hit = if p.ends_with('/') {
                    file.starts_with(p)
                } else {
                    file == *p
                };
                if hit && best.is_none_or(|(len, _, _)| p.len() > len) {
                    best = Some((p.len(), rank, name));
                }
            }
        }
        best.map(|(_, rank, name)| (rank, name))
    };
    for file in tree.code.keys() {
        if layer_of(file).is_none() {
            problems.push(format!(
                "{file} is in no layer: place it in LAYERS (tests/layers.rs) and ARCHITECTURE.md"
            ));
        }
        let text = &sources[file];
        let lines = code_lines(text);
        let opening: String = text
            .lines()
            .take_while(|l| l.starts_with("//!"))
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase();
        if lines > MAX_LINES && !gives_a_reason(&opening) {
            problems.push(format!(
                "{file} has {lines} lines of code: split it, or say at its top why it must be \
                 one file, by a measurement (`One file (measured): …`) or a structure (`One \
                 file (structure): …`)"
            ));
        }
    }
    let edges = edges(&tree);
    for (from, targets) in &edges {
        for to in targets {
            if let (Some((a, an)), Some((b, bn))) = (layer_of(from), layer_of(to))
                && b > a
            {
                problems.push(format!("{from} ({an}) imports {to} ({bn}), a higher layer"));
            }
        }
    }
    for (from, targets) in &edges {
        for to in targets {
            if from < to && edges.get(to).is_some_and(|t| t.contains(from)) {
                problems.push(format!("{from} imports {to} and {to} imports {from}"));
            }
        }
    }
    for circle in circles(&edges) {
        if circle.len() > 2 {
            problems.push(format!(
                "these files import one another round a circle: {}",
                circle.join(", ")
            ));
        }
    }
    problems
}

/// The module of each file, from its path and the `#[path]` and `#[cfg(test)]` declarations.
fn tree(sources: &BTreeMap<String, String>) -> Tree {
    let mut code: BTreeMap<String, String> = BTreeMap::new();
    let mut tests: BTreeSet<String> = BTreeSet::new();
    let mut renamed: BTreeMap<String, (String, String)> = BTreeMap::new();
    for (file, text) in sources {
        let (stripped, test_children) = strip_tests(&strip(text));
        let path_children = path_modules(text);
        let dir = module_dir(file);
        for child in test_children {
            tests.insert(format!("{dir}{child}.rs"));
            tests.insert(format!("{dir}{child}/mod.rs"));
        }
        for (name, path) in path_children {
            // `#[path]` is read from the declaring file's own directory.
            let here = file
                .rsplit_once('/')
                .map_or(String::new(), |(d, _)| format!("{d}/"));
            renamed.insert(format!("{here}{path}"), (file.clone(), name));
        }
        code.insert(file.clone(), stripped);
    }
    code.retain(|f, _| !tests.contains(f));
    let mut modules = BTreeMap::new();
    for file in code.keys() {
        modules.insert(file.clone(), module_of(file, &renamed));
    }
    let files = modules
        .iter()
        .map(|(f, m)| (m.clone(), f.clone()))
        .collect();
    Tree {
        files,
        modules,
        code,
    }
}

fn module_of(file: &str, renamed: &BTreeMap<String, (String, String)>) -> ModuleId {
    if let Some((parent, name)) = renamed.get(file) {
        let (bin, mut path) = module_of(parent, renamed);
        path.push(name.clone());
        return (bin, path);
    }
    let bin = file == "main.rs" || file.starts_with("cli/");
    let stem = file.trim_end_matches(".rs");
    let mut path: Vec<String> = stem.split('/').map(str::to_string).collect();
    if path.last().is_some_and(|l| l == "mod") || stem == "lib" || stem == "main" {
        path.pop();
    }
    (bin, path)
}

/// Where a file's child modules live: beside `mod.rs`/`lib.rs`/`main.rs`, else in a directory
/// named for the file.
fn module_dir(file: &str) -> String {
    let (dir, name) = file.rsplit_once('/').unwrap_or(("", file));
    let dir = if dir.is_empty() {
        String::new()
    } else {
        format!("{dir}/")
    };
    match name {
        "mod.rs" | "lib.rs" | "main.rs" => dir,
        _ => format!("{dir}{}/", name.trim_end_matches(".rs")),
    }
}

/// File → the files it imports.
fn edges(tree: &Tree) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, code) in &tree.code {
        let here = &tree.modules[file];
        let children = children(code);
        let mut paths = Vec::new();
        let (uses, rest) = use_statements(code);
        for (_, tree_text) in &uses {
            use_tree(&[], tree_text, &mut paths);
        }
        for p in inline_paths(&rest) {
            paths.push((p, None));
        }
        let set = out.entry(file.clone()).or_default();
        for (segments, _) in paths {
            if let Some(abs) = absolute(here, &children, &segments)
                && let Some(target) = resolve(tree, &abs, 0)
                && target != *file
            {
                set.insert(target);
            }
        }
    }
    out
}

/// The module a path names, in its crate, from the module `here` with these child modules.
fn absolute(here: &ModuleId, children: &BTreeSet<String>, segments: &[String]) -> Option<ModuleId> {
    let first = segments.first()?.as_str();
    let (bin, base, rest): (bool, Vec<String>, &[String]) = match first {
        "crate" => (here.0, Vec::new(), &segments[1..]),
        "foster" if here.0 => (false, Vec::new(), &segments[1..]),
        "self" => (here.0, here.1.clone(), &segments[1..]),
        "super" => {
            let mut base = here.1.clone();
            let mut i = 0;
            while segments.get(i).is_some_and(|s| s == "super") {
                base.pop();
                i += 1;
            }
            (here.0, base, &segments[i..])
        }
        c if children.contains(c) => (here.0, here.1.clone(), segments),
        _ => return None,
    };
    let mut path = base;
    path.extend(rest.iter().cloned());
    Some((bin, path))
}

/// The file that defines what `path` names: the longest prefix that is a module, and, for a
/// name that module re-exports, the file it comes from.
fn resolve(tree: &Tree, path: &ModuleId, depth: usize) -> Option<String> {
    let (bin, segments) = path;
    let k = (0..=segments.len())
        .rev()
        .find(|&k| tree.files.contains_key(&(*bin, segments[..k].to_vec())))?;
    let module = (*bin, segments[..k].to_vec());
    let file = tree.files[&module].clone();
    let Some(name) = segments.get(k) else {
        return Some(file);
    };
    if depth > 8 || name == "*" {
        return Some(file);
    }
    let code = &tree.code[&file];
    let children = children(code);
    let (uses, _) = use_statements(code);
    for (_, text) in uses.iter().filter(|(public, _)| *public) {
        let mut paths = Vec::new();
        use_tree(&[], text, &mut paths);
        for (p, alias) in paths {
            let Some(last) = p.last() else { continue };
            let Some(target) = absolute(&module, &children, &p) else {
                continue;
            };
            if last == "*" {
                let from = (target.0, target.1[..target.1.len() - 1].to_vec());
                if let Some(f) = tree.files.get(&from)
                    && defines(&tree.code[f], name)
                {
                    let mut named = from.clone();
                    named.1.push(name.clone());
                    return resolve(tree, &named, depth + 1);
                }
            } else if alias.as_ref().unwrap_or(last) == name {
                return resolve(tree, &target, depth + 1);
            }
        }
    }
    Some(file)
}

/// Whether the code defines an item called `name`.
fn defines(code: &str, name: &str) -> bool {
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).any(|w| {
        matches!(
            w[0],
            "struct" | "enum" | "fn" | "type" | "const" | "static" | "trait" | "mod" | "union"
        ) && w[1] == name
    })
}

/// The modules a file declares (`mod x;`).
fn children(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for stmt in code.split(';') {
        let words: Vec<&str> = stmt.split_whitespace().collect();
        if let [.., "mod", name] = words.as_slice()
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
        {
            out.insert(name.to_string());
        }
    }
    out
}

/// The `use` statements (whether public, and the tree after `use`), and the code without them.
fn use_statements(code: &str) -> (Vec<(bool, String)>, String) {
    let mut uses = Vec::new();
    let mut rest = String::with_capacity(code.len());
    let mut i = 0;
    let bytes = code.as_bytes();
    while i < code.len() {
        let at_word = i == 0 || !is_ident(bytes[i - 1]);
        if at_word
            && code[i..].starts_with("use")
            && code[i + 3..].starts_with(|c: char| c.is_whitespace())
        {
            let end = code[i..].find(';').map_or(code.len(), |e| i + e);
            let before = rest.trim_end();
            let public = ["pub", "pub(crate)", "pub(super)"]
                .iter()
                .any(|p| before.ends_with(p));
            uses.push((public, code[i + 3..end].trim().to_string()));
            i = end + 1;
            continue;
        }
        let c = code[i..].chars().next().unwrap_or(' ');
        rest.push(c);
        i += c.len_utf8();
    }
    (uses, rest)
}

/// The paths of a use tree, each with the name it is renamed to.
fn use_tree(prefix: &[String], tree: &str, out: &mut Vec<(Vec<String>, Option<String>)>) {
    for part in split_top(tree) {
        let part = part.trim();
        if part.is_empty() {
            continue;
        }
        if let Some(open) = part.find('{') {
            let mut p = prefix.to_vec();
            p.extend(segments(part[..open].trim().trim_end_matches("::")));
            let inner = part[open + 1..].trim_end();
            use_tree(&p, inner.strip_suffix('}').unwrap_or(inner), out);
        } else {
            let mut words = part.split_whitespace();
            let path = words.next().unwrap_or("");
            let alias = match (words.next(), words.next()) {
                (Some("as"), Some(a)) => Some(a.to_string()),
                _ => None,
            };
            let mut p = prefix.to_vec();
            if path != "self" {
                p.extend(segments(path));
            }
            out.push((p, alias));
        }
    }
}

fn segments(path: &str) -> impl Iterator<Item = String> + '_ {
    path.split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// Splits at the commas outside braces.
fn split_top(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// Every path of two segments or more written in the code (`a::b::c`).
fn inline_paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if is_ident(bytes[i]) && (i == 0 || !(is_ident(bytes[i - 1]) || bytes[i - 1] == b':')) {
            let mut segs = Vec::new();
            let mut j = i;
            loop {
                let start = j;
                while j < bytes.len() && is_ident(bytes[j]) {
                    j += 1;
                }
                segs.push(code[start..j].to_string());
                if code[j..].starts_with("::")
                    && code[j + 2..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
                {
                    j += 2;
                } else {
                    break;
                }
            }
            if segs.len() > 1 {
                out.push(segs);
            }
            i = j.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The code without comments, and with every string and character literal emptied.
fn strip(src: &str) -> String {
    let b = src.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let after_ident = i > 0 && is_ident(b[i - 1]);
        if src[i..].starts_with("//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if src[i..].starts_with("/*") {
            let mut depth = 0;
            while i < b.len() {
                if src[i..].starts_with("/*") {
                    depth += 1;
                    i += 2;
                } else if src[i..].starts_with("*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(b' ');
            continue;
        }
        // Raw strings: r"…", r#"…"#, br"…".
        if !after_ident && (c == b'r' || (c == b'b' && b.get(i + 1) == Some(&b'r'))) {
            let mut j = i + if c == b'b' { 2 } else { 1 };
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) == Some(&b'"') {
                let close = format!("\"{}", "#".repeat(hashes));
                let end = src[j + 1..]
                    .find(&close)
                    .map_or(b.len(), |e| j + 1 + e + close.len());
                out.extend_from_slice(b"\"\"");
                i = end;
                continue;
            }
        }
        if c == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            out.extend_from_slice(b"\"\"");
            i = j + 1;
            continue;
        }
        if c == b'\'' {
            // A character literal, or a lifetime or label (left as it is).
            if b.get(i + 1) == Some(&b'\\') {
                let end = src[i + 3..].find('\'').map_or(b.len(), |e| i + 3 + e + 1);
                out.extend_from_slice(b"' '");
                i = end;
                continue;
            }
            if let Some(ch) = src[i + 1..].chars().next()
                && b.get(i + 1 + ch.len_utf8()) == Some(&b'\'')
            {
                out.extend_from_slice(b"' '");
                i += 2 + ch.len_utf8();
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    String::from_utf8(out).expect("only whole characters are dropped")
}

/// The code without its test modules, and the names of test modules in files of their own.
fn strip_tests(code: &str) -> (String, Vec<String>) {
    let mut out = code.to_string();
    let mut tests = Vec::new();
    while let Some(at) = out.find("#[cfg(test)]") {
        let after = at + "#[cfg(test)]".len();
        let rest = out[after..].trim_start();
        let start = out.len() - rest.len();
        let words: Vec<&str> = rest.splitn(3, char::is_whitespace).collect();
        let (name, body) = match words.as_slice() {
            ["mod", tail @ ..] | ["pub", "mod", tail @ ..] if !tail.is_empty() => {
                let tail = tail.join(" ");
                let name: String = tail
                    .trim_start()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                (name, start)
            }
            _ => {
                // Another item under cfg(test): left in, the attribute dropped.
                out.replace_range(at..after, "");
                continue;
            }
        };
        let Some(open) = out[body..].find(['{', ';']).map(|o| body + o) else {
            break;
        };
        if out.as_bytes()[open] == b';' {
            tests.push(name);
            out.replace_range(at..=open, "");
            continue;
        }
        let mut depth = 0;
        let mut end = out.len();
        for (k, ch) in out[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.replace_range(at..end, "");
    }
    (out, tests)
}

/// The modules declared with `#[path = "file.rs"] mod name;`: (name, file).
fn path_modules(text: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("#[path = \"") else {
            continue;
        };
        let Some((path, _)) = rest.split_once('"') else {
            continue;
        };
        let Some(decl) = lines[i + 1..].iter().find(|l| !l.is_empty()) else {
            continue;
        };
        let name = decl
            .trim_start_matches("pub ")
            .trim_start_matches("mod ")
            .trim_end_matches(';')
            .trim();
        out.push((name.to_string(), path.to_string()));
    }
    out
}

/// The circles of imports: each set of files that reach one another, as a path round it.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Tarjan's strongly connected components (the import graph is shallow enough to recurse).
    struct State<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        if let Some(targets) = s.edges.get(v) {
            for w in targets {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let lw = s.low[w];
                    let lv = s.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if s.on.contains(w) {
                    let iw = s.index[w];
                    let lv = s.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
        }
        if s.low[v] == s.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                s.out.push(comp);
            }
        }
    }
    let mut s = State {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}
