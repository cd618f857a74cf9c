//! Cross-references of the law book: every citation the engine emits lands on a law of the
//! book, every case directive names a file, every case is shown, every law the engine applies
//! shows a case; and the built book carries the engine's real rulings. Also: the build fails
//! loudly on an unknown case, a case the engine cannot rule on, and a law without a page.
#![cfg(feature = "book")]

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use foster::book::{self, CaseLibrary, directives, html, library};
use foster::lawbook::Citation;
use foster::lawbook::{self, coverage, coverage::Status};
use foster::record::Code;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

static CASES: LazyLock<CaseLibrary> = LazyLock::new(|| book::read_cases(&root()).unwrap());
static CHAPTERS: LazyLock<Vec<(String, String)>> =
    LazyLock::new(|| book::preprocess(&root()).unwrap());

fn page(path: &str) -> &'static str {
    CHAPTERS
        .iter()
        .find(|(p, _)| p == path)
        .map(|(_, t)| t.as_str())
        .unwrap_or_else(|| panic!("no chapter {path}"))
}

/// The part of a law page from the law's heading to the next law's heading.
fn law_section(law: &lawbook::Law) -> &'static str {
    let text = page(&directives::law_chapter(law));
    let start = text
        .find(&format!("{{#{}}}", law.anchor))
        .unwrap_or_else(|| panic!("{} is not on its page", law.anchor));
    let rest = &text[start + law.anchor.len()..];
    let end = rest.find("\n## ").unwrap_or(rest.len());
    &rest[..end]
}

#[test]
fn every_citation_the_engine_emits_resolves_to_a_law_anchor_in_the_book() {
    let cited = library::all_engine_citations(&CASES);
    // The two revoke laws at least: the cases rule revokes under both codes.
    assert!(cited.contains_key("pirate-1916:53") && cited.contains_key("pirate-1917:53"));
    for (citation, cases) in &cited {
        let c: Citation = citation.parse().unwrap();
        let r = lawbook::law(&c).unwrap_or_else(|e| panic!("{citation} (in {cases:?}): {e}"));
        let on_page = page(&directives::law_chapter(r.law));
        assert!(
            on_page.contains(&format!("{{#{}}}", r.law.anchor)),
            "{citation}: anchor {} not on its page",
            r.law.anchor
        );
    }
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

#[test]
fn every_case_directive_in_the_book_names_an_existing_file() {
    let mut files = Vec::new();
    markdown_files(&root().join("book/src"), &mut files);
    let mut named = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for d in directives::directives(&text) {
            match d.name.as_str() {
                "case" | "rule-json" => {
                    let path = root().join(&d.args[0]);
                    assert!(
                        path.is_file(),
                        "{}: {} does not exist",
                        file.display(),
                        d.args[0]
                    );
                    named += 1;
                }
                "cases-in" => {
                    let dir = root().join(&d.args[0]);
                    assert!(
                        dir.is_dir(),
                        "{}: {} does not exist",
                        file.display(),
                        d.args[0]
                    );
                    named += 1;
                }
                _ => {}
            }
        }
    }
    assert!(named >= 4, "only {named} case directives found");
}

#[test]
fn every_case_except_the_invalid_is_shown_in_full_on_some_page() {
    let mut on_disk = 0;
    // Directories of cases, at any depth (cases/matrix/<code>/), but the invalid records.
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("cases"))
        .unwrap()
        .map(|d| d.unwrap().path())
        .chain([root().join("examples")])
        .collect();
    while let Some(dir) = dirs.pop() {
        if dir.ends_with("invalid") || !dir.is_dir() {
            continue;
        }
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|x| x == "record") {
                on_disk += 1;
            }
        }
    }
    assert_eq!(CASES.cases.len(), on_disk, "the library misses case files");
    for path in CASES.cases.keys() {
        let id = format!("id=\"{}\"", html::case_anchor(path));
        let shown: Vec<&str> = CHAPTERS
            .iter()
            .filter(|(_, t)| t.contains(&id))
            .map(|(p, _)| p.as_str())
            .collect();
        assert_eq!(shown.len(), 1, "{path} is shown in full on {shown:?}");
    }
}

#[test]
fn every_implemented_law_shows_at_least_one_case_on_its_page() {
    let mut without = Vec::new();
    for code in Code::ALL {
        for law in lawbook::laws(code) {
            if !matches!(
                coverage::status(code, law.number),
                Some(Status::Implemented { .. })
            ) {
                continue;
            }
            let section = law_section(law);
            assert!(
                section.contains("Foster applies this law"),
                "{}",
                law.anchor
            );
            if !section.contains("class=\"foster-case\"") && !section.contains("#case-") {
                without.push(law.anchor.clone());
            }
        }
    }
    // Every law the engine applies shows at least one worked case (issue 7).
    assert!(
        without.is_empty(),
        "implemented laws with no case on their page: {without:?}"
    );
}

#[test]
fn a_case_is_shown_under_the_first_law_its_header_names() {
    let section = law_section(lawbook::get(Code::Pirate1916, 53).unwrap().law);
    assert!(
        section.contains("id=\"case-pirate-the-declarers-revoke-is-scored-by-both-adversaries\"")
    );
    // The engine's words, not a paraphrase.
    assert!(section.contains("E, S each score 50 in honors"));
    // The citations in the ruling link to the laws.
    assert!(section.contains(
        "<a class=\"foster-cite\" href=\"../../laws/pirate-1916/08-the-revoke.html#pirate-1916-52\">pirate-1916:52</a>"
    ));
    // The engine code that applies law 53 is quoted (its ANCHOR pair in revoke.rs).
    assert!(
        section.contains("fn penalty("),
        "law 53's code is not quoted"
    );
}

#[test]
fn the_generated_pages_carry_the_laws_and_the_engine() {
    let coverage = page("coverage.md");
    // The section of the engine in words, never a Rust path.
    assert!(coverage.contains(
        "| [53](laws/pirate-1916/08-the-revoke.html#pirate-1916-53) | applied | revoke |"
    ));
    assert!(!coverage.contains("foster::"));
    let revisions = page("revisions.md");
    assert!(revisions.contains("### Law 53"));
    assert!(revisions.contains("<del>") && revisions.contains("<ins>"));
    let grammar = page("record-grammar.md");
    let pest = std::fs::read_to_string(root().join("grammar/record.pest")).unwrap();
    let first_rule = pest.lines().find(|l| l.contains(" = ")).unwrap();
    assert!(grammar.contains(first_rule), "the grammar is not quoted");
    let figures = page("examples/scoring-figures.md");
    assert!(figures.contains("Balance"), "{figures}");
    // `{{#cases-for}}` links every case bearing on a law to where it is shown.
    let intro = page("introduction.md");
    assert!(intro.contains(
        "laws/pirate-1916/08-the-revoke.html#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries\""
    ));
    // The JSON page ships every kind's generated schema, whole, and lists each kind.
    let json = page("json.md");
    for kind in foster::json::Kind::ALL {
        let schema = serde_json::to_string_pretty(&kind.schema()).unwrap();
        assert!(
            json.contains(&schema),
            "the {kind} schema is not on the page"
        );
        assert!(
            json.contains(&format!(
                "| [`{k}`](#kind-{k}) | {} |",
                kind.version(),
                k = kind.name()
            )),
            "{kind} is not in the table of kinds"
        );
    }
}

#[test]
fn the_built_book_shows_the_rendered_rulings() {
    let out = tempfile::tempdir().unwrap();
    let report = book::build(&root(), Some(out.path())).unwrap();
    assert_eq!(report.cases, CASES.cases.len());
    let read = |p: &str| std::fs::read_to_string(out.path().join(p)).unwrap();
    let revoke = read("laws/pirate-1916/08-the-revoke.html");
    assert!(revoke.contains("each score 50"));
    assert!(revoke.contains("class=\"foster-suit foster-red\""));
    let revoke17 = read("laws/pirate-1917/08-the-revoke.html");
    assert!(
        revoke17.contains("the three not in error each score 50")
            || revoke17.contains("each of the three")
    );
    let deals = read("examples/book-deals.html");
    assert!(deals.contains("The source says"));
    assert!(deals.contains("Foster says"));
    // Each irregularity a block, the pad a table; no source file name shown with a case.
    assert!(revoke.contains(" class=\"foster-irregularity\">"));
    assert!(revoke.contains("<table class=\"foster-pad\">"));
    assert!(!revoke.contains("<code class=\"foster-case-file\">"));
    // The playground: built without the engine here, it says how to build it in.
    let playground = read("playground.html");
    assert!(playground.contains("id=\"foster-pg-source\""));
    assert!(playground.contains("id=\"foster-pg-templates\""));
    assert!(playground.contains("rustup target add wasm32-unknown-unknown"));
    assert!(!playground.contains("data-foster-engine"));
    assert!(
        out.path().join("searchindex.js").is_file()
            || std::fs::read_dir(out.path()).unwrap().any(|e| e
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with("searchindex"))
    );
}

/// A copy of the project's book, cases and grammar in a temporary directory, to break.
fn scratch_project() -> tempfile::TempDir {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap();
            if name == "build" {
                continue;
            }
            if path.is_dir() {
                copy(&path, &to.join(name));
            } else {
                std::fs::copy(&path, to.join(name)).unwrap();
            }
        }
    }
    let dir = tempfile::tempdir().unwrap();
    for d in ["book", "cases", "examples", "grammar", "src/law"] {
        copy(&root().join(d), &dir.path().join(d));
    }
    dir
}

fn build_error(project: &Path) -> String {
    let out = project.join("out");
    match book::build(project, Some(&out)) {
        Ok(_) => panic!("the build should have failed"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_build_fails_on_an_unknown_case() {
    let p = scratch_project();
    std::fs::write(
        p.path().join("book/src/cli.md"),
        "# CLI\n\n{{#case cases/pirate/no-such-case.record}}\n",
    )
    .unwrap();
    let e = build_error(p.path());
    assert!(e.contains("cases/pirate/no-such-case.record"), "{e}");
    assert!(e.contains("names no case file"), "{e}");
}

#[test]
fn the_build_fails_on_a_case_the_engine_cannot_rule() {
    let p = scratch_project();
    std::fs::write(
        p.path().join("cases/pirate/broken.record"),
        "# law: pirate-1916:53\ncode: pirate-1916\ndeal 1\ndealer: Q\n",
    )
    .unwrap();
    let e = build_error(p.path());
    assert!(e.contains("cases/pirate/broken.record"), "{e}");
}

#[test]
fn the_build_fails_on_a_law_without_a_page() {
    let p = scratch_project();
    std::fs::remove_file(p.path().join("book/src/laws/pirate-1916/08-the-revoke.md")).unwrap();
    let e = build_error(p.path());
    assert!(e.contains("08-the-revoke.md"), "{e}");
}

#[test]
fn the_build_fails_on_an_unknown_directive() {
    let p = scratch_project();
    std::fs::write(p.path().join("book/src/cli.md"), "# CLI\n\n{{#caes x}}\n").unwrap();
    let e = build_error(p.path());
    assert!(e.contains("unknown directive `{{#caes x}}`"), "{e}");
}

/// The matrix pages (issue 17): one per code, generated from the cases; every cell's link lands
/// on a case anchor of the page that shows the case.
#[test]
fn every_matrix_cell_links_to_a_case_its_page_shows() {
    for code in Code::ALL {
        let chapter = format!("matrix/{}.md", code.id());
        let text = page(&chapter);
        assert!(text.contains("cells:"), "{chapter}: no matrix drawn");
        let mut links = 0;
        for piece in text.split("<a href=\"").skip(1) {
            let href = &piece[..piece.find('"').unwrap()];
            let Some((target, anchor)) = href.split_once('#') else {
                continue;
            };
            if !anchor.starts_with("case-") {
                continue;
            }
            links += 1;
            let target = target.trim_start_matches("../").replace(".html", ".md");
            let shown = page(&target);
            assert!(
                shown.contains(&format!("id=\"{anchor}\"")),
                "{chapter}: {href} lands on no case"
            );
        }
        assert!(links > 20, "{chapter}: only {links} case links");
    }
}

/// Issue 33: every law's page shows, under its heading, the page of the printed source it stands
/// on, and the matrix pages give each cell's laws with their pages.
#[test]
fn every_law_shows_the_page_it_is_printed_on() {
    let printed = |chapter: &str, anchor: &str, pages: &str| {
        let heading = format!("{{#{anchor}}}\n\n<p class=\"foster-printed\">{pages}</p>");
        assert!(page(chapter).contains(&heading), "{chapter}: {heading}");
    };
    printed(
        "laws/pirate-1916/06-errors-in-play.md",
        "pirate-1916-34",
        "1916 booklet, pp. 18–19",
    );
    printed(
        "laws/pirate-1917/04-doubling.md",
        "pirate-1917-24",
        "1917 book, p. 177",
    );
    printed(
        "laws/portland-1895/15-cards-played-in-error-or-not-played-to-a-trick.md",
        "portland-1895-85",
        "Laws of Bridge, 1899 edition, pp. 16–17",
    );
    printed(
        "laws/portland-1895/19-etiquette-of-bridge.md",
        "portland-1895-etiquette-11",
        "Laws of Bridge, 1899 edition, p. 23",
    );
    for law in foster::lawbook::every_law() {
        let chapter = format!("laws/{}/{}", law.code.id(), law.file);
        let heading = format!("{{#{}}}\n\n<p class=\"foster-printed\">", law.anchor);
        assert!(
            page(&chapter).contains(&heading),
            "{chapter}: {} has no page",
            law.anchor
        );
    }
    let matrix = page("matrix/pirate-1916.md");
    assert!(matrix.contains(
        "Beside each law, the page on which it is printed in the 1916 booklet: R. F. Foster"
    ));
    assert!(
        matrix.contains("50 (pp. 22–23)"),
        "the claim before the opening lead"
    );
    assert!(
        page("matrix/portland-1895.md").contains("67 (p. 13)"),
        "the dealer's claim"
    );
    // A clause whose words admit two readings names the nearest laws with their pages.
    let clauses = page("laws/pirate-1916/02-cutting-and-dealing.md");
    assert!(
        clauses.contains("(nearest laws: 11 (p. 13), 13 (p. 13))"),
        "law 10's ambiguous clause"
    );
}

/// The names of the files under `dir`, and the text of its `index.html`.
fn snapshot_of(dir: &Path) -> (Vec<PathBuf>, String) {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, base, out);
            } else {
                out.push(path.strip_prefix(base).unwrap().to_path_buf());
            }
        }
    }
    let mut files = Vec::new();
    walk(dir, dir, &mut files);
    files.sort();
    let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
    (files, index)
}

/// The build's own folders beside its target (`.out.partial-PID`, `.out.previous-PID`).
fn leftovers(parent: &Path) -> Vec<String> {
    std::fs::read_dir(parent)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        // The lock stays beside the book on purpose (`book::build`'s doc: removing it would let
        // a build that opened it before the removal lock a file no other build sees).
        .filter(|n| n.starts_with(".out.") && n != ".out.lock")
        .collect()
}

/// Issue 23: a build that fails or is killed midway leaves the previous book whole; a build
/// that succeeds replaces it; no temporary folder is left behind.
#[test]
fn the_build_is_atomic() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    book::build(&root(), Some(&out)).unwrap();
    // A file of the previous book's own, so that its replacement shows.
    std::fs::write(out.join("previous.txt"), "the previous book").unwrap();
    let before = snapshot_of(&out);
    assert!(before.0.len() > 50, "{}", before.0.len());

    // A failure after the whole HTML is written: the engine's module is not WebAssembly.
    let bad_wasm = dir.path().join("bad.wasm");
    std::fs::write(&bad_wasm, "not a module").unwrap();
    let e = book::build_engine(&root(), Some(&out), false, Some(&bad_wasm)).unwrap_err();
    assert!(e.to_string().contains("not a WebAssembly module"), "{e}");
    assert_eq!(snapshot_of(&out), before);
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());

    // `foster book build` killed while it writes the HTML. The window between the first files
    // and the rename is short, and a loaded machine may not look in time: a build that ends
    // first is tried again (it has replaced the book whole, so the previous one is taken anew).
    let mut caught = false;
    let mut killed = 0;
    let mut before = before;
    for _attempt in 0..5 {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_foster"))
            .args(["book", "build", "--no-verify", "--root"])
            .arg(root())
            .arg("--out")
            .arg(&out)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let partial = dir.path().join(format!(".out.partial-{}", child.id()));
        let started = std::time::Instant::now();
        while started.elapsed() < std::time::Duration::from_secs(120) {
            let written = std::fs::read_dir(&partial).map_or(0, |d| d.count());
            if written >= 5 {
                child.kill().unwrap();
                caught = true;
                break;
            }
            if child.try_wait().unwrap().is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        // A build that ended while the test looked (a loaded machine may keep this thread
        // waiting between the look and the kill) exchanged its book whole: not caught midway.
        let ended = child.wait().is_ok_and(|status| status.success());
        caught &= !ended;
        killed = child.id();
        if caught {
            break;
        }
        std::fs::write(out.join("previous.txt"), "the previous book").unwrap();
        before = snapshot_of(&out);
    }
    assert!(caught, "the build ended before it could be killed midway");
    assert_eq!(snapshot_of(&out), before);
    assert_eq!(
        leftovers(dir.path()),
        vec![format!(".out.partial-{killed}")]
    );

    // A build that succeeds replaces the book whole, and clears the killed build's folder.
    let report = book::build(&root(), Some(&out)).unwrap();
    assert_eq!(report.out, out);
    let after = snapshot_of(&out);
    assert!(!out.join("previous.txt").exists());
    assert_eq!(after.0.len(), before.0.len() - 1);
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

/// Issue 19: the engine's module and, beside it, the solver's go into the book; the
/// playground then solves double dummy (the solver's module is loaded only by its worker).
#[test]
fn the_engine_and_its_solver_go_beside_the_book() {
    let dir = tempfile::tempdir().unwrap();
    // Modules as far as the build checks them: the WebAssembly magic and version.
    let engine = dir.path().join("foster_wasm.wasm");
    std::fs::write(&engine, b"\0asm\x01\0\0\0engine").unwrap();
    let solver = dir.path().join(book::SOLVER_MODULE);
    std::fs::write(&solver, "not a module").unwrap();
    let out = dir.path().join("out");
    // A bad solver's module beside a good engine costs the book too.
    let e = book::build_engine(&root(), Some(&out), false, Some(&engine)).unwrap_err();
    assert!(
        e.to_string()
            .contains("foster-solver.wasm: not a WebAssembly module"),
        "{e}"
    );
    assert!(!out.exists());
    std::fs::write(&solver, b"\0asm\x01\0\0\0solver").unwrap();
    // The Portland Club's ruling engine goes in beside them.
    let portland = dir.path().join(book::PORTLAND_MODULE);
    std::fs::write(&portland, b"\0asm\x01\0\0\0portland").unwrap();
    let report = book::build_engine(&root(), Some(&out), false, Some(&engine)).unwrap();
    assert_eq!(report.wasm_bytes, Some(14));
    assert_eq!(report.solver_bytes, Some(14));
    assert_eq!(report.portland_bytes, Some(16));
    assert_eq!(
        std::fs::read(out.join("foster-portland.wasm")).unwrap(),
        b"\0asm\x01\0\0\0portland"
    );
    assert_eq!(
        std::fs::read(out.join("foster.wasm")).unwrap(),
        b"\0asm\x01\0\0\0engine"
    );
    assert_eq!(
        std::fs::read(out.join("foster-solver.wasm")).unwrap(),
        b"\0asm\x01\0\0\0solver"
    );
    let playground = std::fs::read_to_string(out.join("playground.html")).unwrap();
    assert!(playground.contains("data-foster-engine=\"playground\" data-foster-solver"));
    assert!(playground.contains("id=\"foster-pg-code\""));
    // Without the solver's module, the playground rules but offers no double dummy.
    std::fs::remove_file(&solver).unwrap();
    let report = book::build_engine(&root(), Some(&out), false, Some(&engine)).unwrap();
    assert_eq!(report.solver_bytes, None);
    let playground = std::fs::read_to_string(out.join("playground.html")).unwrap();
    assert!(playground.contains("data-foster-engine=\"playground\""));
    assert!(!playground.contains("data-foster-solver"));
    assert!(!out.join("foster-solver.wasm").exists());
}

#[test]
fn the_build_refuses_to_replace_a_folder_that_is_not_a_book() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
    let e = book::build(&root(), Some(dir.path())).unwrap_err();
    assert!(e.to_string().contains("holds no book"), "{e}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "mine"
    );
    let e = book::build(&root(), Some(&dir.path().join("notes.txt"))).unwrap_err();
    assert!(e.to_string().contains("it is a file"), "{e}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(),
        "mine"
    );
}
