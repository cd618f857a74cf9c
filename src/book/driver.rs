//! Building the book in-process with the mdBook library crates: the cases are read and ruled,
//! the SUMMARY filled in, then `MDBook` runs our preprocessor, mdBook's `links` (for
//! `{{#include}}`) and `index`, and renders HTML with search. This is the one part of the crate
//! that reads files, and only with the `book` feature.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};

use mdbook_driver::MDBook;
use mdbook_driver::book::{Book, BookItem};
use mdbook_driver::builtin_preprocessors::{IndexPreprocessor, LinkPreprocessor};
use mdbook_driver::builtin_renderers::MarkdownRenderer;
use mdbook_driver::config::Config;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};

use super::directives::{self, Context};
use super::library::{self, CaseLibrary};
use super::summary;
use crate::lawbook;
use crate::record::Code;

/// Why the book could not be built; the message lists every problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError(pub String);

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BookError {}

impl From<mdbook_driver::errors::Error> for BookError {
    fn from(e: mdbook_driver::errors::Error) -> BookError {
        // `{:#}` prints anyhow's whole chain of causes, which is where our problems are.
        BookError(format!("{e:#}"))
    }
}

/// What a build produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildReport {
    /// The directory the HTML was written to.
    pub out: PathBuf,
    pub chapters: usize,
    /// Worked cases shown (each ruled by the engine).
    pub cases: usize,
    pub files: usize,
    pub bytes: u64,
    /// Pages the SUMMARY names that are not written yet (left out of this build).
    pub pending: Vec<String>,
    /// The size of `foster.wasm`, when the engine as WebAssembly was put in.
    pub wasm_bytes: Option<u64>,
    /// The size of `foster-solver.wasm` (double dummy, loaded by the playground's worker),
    /// when it was put in beside the engine.
    pub solver_bytes: Option<u64>,
    /// The size of `foster-portland.wasm` (the ruling engine for the Portland Club's laws,
    /// fetched by a page for a record played under them), when it was put in beside.
    pub portland_bytes: Option<u64>,
}

impl BuildReport {
    /// What `foster book build` says of the book built in `seconds`: its pages, cases, files
    /// and size, and the WebAssembly modules put in.
    pub fn summary(&self, seconds: f64) -> String {
        let mut text = format!(
            "built the book: {} pages, {} worked cases ruled, {} files, {:.1} MB in {} ({seconds:.1} s)\n",
            self.chapters,
            self.cases,
            self.files,
            self.bytes as f64 / 1_000_000.0,
            self.out.display(),
        );
        if let Some(size) = self.wasm_bytes {
            text.push_str(&format!(
                "with the engine as WebAssembly: foster.wasm, {:.0} KB\n",
                size as f64 / 1000.0
            ));
        }
        if let Some(size) = self.solver_bytes {
            text.push_str(&format!(
                "and its double-dummy solver: {SOLVER_MODULE}, {:.0} KB\n",
                size as f64 / 1000.0
            ));
        }
        if let Some(size) = self.portland_bytes {
            text.push_str(&format!(
                "and its engine for the Portland Club's laws: {PORTLAND_MODULE}, {:.0} KB\n",
                size as f64 / 1000.0
            ));
        }
        text
    }

    /// The notes of the pages the SUMMARY names that are not written yet, a line each.
    pub fn pending_notes(&self) -> String {
        self.pending
            .iter()
            .map(|page| format!("note: {page} is in SUMMARY.md but not written yet; left out\n"))
            .collect()
    }
}

/// What `foster book build` says before it builds the engine as WebAssembly.
pub fn building_wasm() -> String {
    format!(
        "building the engine as WebAssembly (cargo build -p foster-wasm --target {WASM_TARGET} --profile wasm, once with --features solver for the double-dummy solver and once with --features portland for the Portland laws)\n"
    )
}

/// The solver's module, beside the engine's: [`build_wasm`] leaves it there, and
/// [`build_engine`] puts it in the book when it finds it.
pub const SOLVER_MODULE: &str = "foster-solver.wasm";
/// The Portland Club's ruling engine, beside `foster.wasm` (which rules under the Pirate laws
/// alone): [`build_wasm`] leaves it there, and [`build_engine`] puts it in the book.
pub const PORTLAND_MODULE: &str = "foster-portland.wasm";
/// The laws' words as the page quotes them, keyed by citation (`html::law_quotes`).
pub(crate) const LAW_QUOTES: &str = "laws.json";

/// The solver's module beside an engine module, if there is one.
pub(crate) fn solver_beside(wasm: &Path) -> Option<PathBuf> {
    let solver = wasm.with_file_name(SOLVER_MODULE);
    solver.is_file().then_some(solver)
}

/// The project root: the nearest directory, from `start` up, holding `book/book.toml`.
pub fn find_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join("book").join("book.toml").is_file())
        .map(Path::to_path_buf)
}

/// The directories whose `.record` files the book shows: the worked cases, and the bundled
/// example records.
pub(crate) const CASE_DIRS: &[&str] = &["cases", "examples"];

/// Reads and rules every record under `<root>/cases/` (except `cases/invalid/`) and
/// `<root>/examples/`.
pub fn read_cases(root: &Path) -> Result<CaseLibrary, BookError> {
    let mut files = Vec::new();
    let mut dirs: Vec<PathBuf> = CASE_DIRS
        .iter()
        .map(|d| root.join(d))
        .filter(|d| d.is_dir())
        .collect();
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| BookError(format!("{}: cannot read: {e}", dir.display())))?;
        for entry in entries {
            let path = entry
                .map_err(|e| BookError(format!("{}: cannot read: {e}", dir.display())))?
                .path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "record") {
                let rel = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| BookError(format!("{rel}: cannot read: {e}")))?;
                files.push((rel, text));
            }
        }
    }
    Ok(CaseLibrary::from_files(files))
}

/// Loads the book with our preprocessor, ready to build; `out` overrides `build-dir`. Also
/// returns the SUMMARY's pages that are not written yet (another branch's, left out).
pub(crate) fn load(root: &Path, out: Option<&Path>) -> Result<(MDBook, Vec<String>), BookError> {
    load_with(root, out, false)
}

/// As [`load`]; with `verify_claims`, every case's claims are checked double dummy and shown
/// ("Double dummy says").
pub(crate) fn load_with(
    root: &Path,
    out: Option<&Path>,
    verify_claims: bool,
) -> Result<(MDBook, Vec<String>), BookError> {
    load_engine(root, out, verify_claims, false, false)
}

/// As [`load_with`]; `engine` says that the engine will be put beside the book as
/// `foster.wasm`, so the pages offer to edit and rule records; `solver` that the solver's
/// module will be too, so the playground solves double dummy.
pub(crate) fn load_engine(
    root: &Path,
    out: Option<&Path>,
    verify_claims: bool,
    engine: bool,
    solver: bool,
) -> Result<(MDBook, Vec<String>), BookError> {
    let book_dir = root.join("book");
    let mut config = Config::from_disk(book_dir.join("book.toml"))?;
    // Ours must run before `links`, so that the `{{#include}}` it writes is expanded.
    config.build.use_default_preprocessors = false;
    if let Some(out) = out {
        config.build.build_dir =
            std::path::absolute(out).map_err(|e| BookError(format!("{}: {e}", out.display())))?;
    }
    let skeleton_path = book_dir.join("src").join("SUMMARY.md");
    let skeleton = std::fs::read_to_string(&skeleton_path)
        .map_err(|e| BookError(format!("{}: cannot read: {e}", skeleton_path.display())))?;
    let src = book_dir.join("src");
    let (summary, pending) =
        summary::expand_existing(&skeleton, &|page: &str| src.join(page).is_file());
    let summary = mdbook_summary::parse_summary(&summary)?;
    let mut library = read_cases(root)?;
    if verify_claims {
        library.verify_claims();
    }
    let mut book = MDBook::load_with_config_and_summary(&book_dir, config, summary)?;
    book.with_preprocessor(FosterPreprocessor {
        root: root.to_path_buf(),
        library,
        engine,
        solver: engine && solver,
    });
    book.with_preprocessor(LinkPreprocessor::new());
    book.with_preprocessor(IndexPreprocessor::new());
    Ok((book, pending))
}

/// Builds the whole book into `out` (default: `book/build`). Fails, listing every problem, on
/// an unknown case, an engine error on a case, a law without a page or an unknown directive.
pub fn build(root: &Path, out: Option<&Path>) -> Result<BuildReport, BookError> {
    build_with(root, out, false)
}

/// As [`build`]; with `verify_claims`, the cases' claims are checked double dummy and their
/// verdicts shown beside the book's words (`foster book build` does; the tests of the book's
/// structure, run unoptimised, do not).
pub fn build_with(
    root: &Path,
    out: Option<&Path>,
    verify_claims: bool,
) -> Result<BuildReport, BookError> {
    build_engine(root, out, verify_claims, None)
}

/// As [`build_with`], with the engine compiled to WebAssembly (`wasm`, a file) put beside the
/// book as `foster.wasm`: the case pages then let a reader edit a record and rule it again,
/// and the playground rules any record. The solver's module, when [`SOLVER_MODULE`] is beside
/// `wasm`, goes in too (the playground's double dummy), and so does the Portland Club's ruling
/// engine, [`PORTLAND_MODULE`].
///
/// The build is atomic: the book is written into a folder beside its target
/// (`.NAME.partial-PID`) and put in place only when it is whole, wasm and all, by exchanging
/// the two folders in one step where the system can (Linux's `renameat2` with
/// `RENAME_EXCHANGE`), so the target always holds a whole book; elsewhere by two renames,
/// between which the previous book is whole under `.NAME.previous-PID`. A build that fails
/// leaves the previous book as it was and removes its folder; one that is killed leaves the
/// previous book whole too, and its folder is removed by the next build. One build of a target
/// runs at a time: a second, while the first holds `.NAME.lock` beside it, fails at once with a
/// message. A target that exists, is not empty and holds no book (`index.html`) is refused
/// rather than replaced.
pub fn build_engine(
    root: &Path,
    out: Option<&Path>,
    verify_claims: bool,
    wasm: Option<&Path>,
) -> Result<BuildReport, BookError> {
    let solver = wasm.and_then(solver_beside);
    let portland = wasm
        .map(|w| w.with_file_name(PORTLAND_MODULE))
        .filter(|p| p.is_file());
    // Checked before the build, so a bad module costs no book.
    for w in wasm
        .iter()
        .copied()
        .chain(solver.as_deref())
        .chain(portland.as_deref())
    {
        read_wasm(w)?;
    }
    let (mut book, pending) =
        load_engine(root, out, verify_claims, wasm.is_some(), solver.is_some())?;
    let target = book.root.join(&book.config.build.build_dir);
    let target = std::path::absolute(&target)
        .map_err(|e| BookError(format!("{}: {e}", target.display())))?;
    let beside = Beside::new(&target)?;
    // Held until the book is in place (dropped at the end of this function).
    let _building = beside.lock()?;
    beside.refuse_a_folder_that_is_not_a_book()?;
    beside.remove_leftovers();
    let staging = Staging::create(beside.partial())?;
    book.config.build.build_dir = staging.path.clone();
    let chapters = book.book.chapters().count();
    book.build()?;
    // Where the HTML renderer wrote, relative to the build folder (itself, with one renderer).
    let html = book.build_dir_for("html");
    let html = html.strip_prefix(&staging.path).unwrap_or(Path::new(""));
    let wasm_bytes = match wasm {
        Some(w) => Some(install_wasm(&staging.path.join(html), w)?),
        None => None,
    };
    if wasm_bytes.is_some() {
        // The page's engine quotes no law: the page fills its quotations from this.
        let laws = staging.path.join(html).join(LAW_QUOTES);
        std::fs::write(&laws, crate::html::law_quotes())
            .map_err(|e| BookError(format!("{}: cannot write: {e}", laws.display())))?;
    }
    let solver_bytes = match &solver {
        Some(w) => Some(install_module(&staging.path.join(html), w, SOLVER_MODULE)?),
        None => None,
    };
    let portland_bytes = match &portland {
        Some(w) => Some(install_module(
            &staging.path.join(html),
            w,
            PORTLAND_MODULE,
        )?),
        None => None,
    };
    beside.swap_in(staging)?;
    let out = if html.as_os_str().is_empty() {
        target
    } else {
        target.join(html)
    };
    let (files, bytes) = size_of(&out);
    let cases = read_cases(root)?.cases.len();
    Ok(BuildReport {
        out,
        chapters,
        cases,
        files,
        bytes,
        pending,
        wasm_bytes,
        solver_bytes,
        portland_bytes,
    })
}

/// The target folder of a build and the names of the folders kept beside it.
#[derive(Debug)]
struct Beside {
    target: PathBuf,
    parent: PathBuf,
    name: String,
}

impl Beside {
    fn new(target: &Path) -> Result<Beside, BookError> {
        let (Some(parent), Some(name)) = (target.parent(), target.file_name()) else {
            return Err(BookError(format!(
                "{}: cannot build the book there: it has no parent folder",
                target.display()
            )));
        };
        std::fs::create_dir_all(parent)
            .map_err(|e| BookError(format!("{}: cannot create: {e}", parent.display())))?;
        Ok(Beside {
            target: target.to_path_buf(),
            parent: parent.to_path_buf(),
            name: name.to_string_lossy().into_owned(),
        })
    }

    fn partial(&self) -> PathBuf {
        self.parent
            .join(format!(".{}.partial-{}", self.name, std::process::id()))
    }

    /// The lock only one build of the target holds at a time. Its file stays beside the target
    /// (removing it would let a build that opened it before the removal lock a file no other
    /// build sees).
    fn lock(&self) -> Result<std::fs::File, BookError> {
        let path = self.parent.join(format!(".{}.lock", self.name));
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| BookError(format!("{}: cannot create: {e}", path.display())))?;
        match file.try_lock() {
            Ok(()) => Ok(file),
            Err(std::fs::TryLockError::WouldBlock) => Err(BookError(format!(
                "{}: another `foster book build` is building this book now; \
                 run this one again once it has finished",
                self.target.display()
            ))),
            Err(std::fs::TryLockError::Error(e)) => {
                Err(BookError(format!("{}: cannot lock: {e}", path.display())))
            }
        }
    }

    fn previous(&self) -> PathBuf {
        self.parent
            .join(format!(".{}.previous-{}", self.name, std::process::id()))
    }

    /// mdBook empties its build folder before it writes; so did our build before it was
    /// atomic. A folder with other things in it is somebody's, not a book.
    fn refuse_a_folder_that_is_not_a_book(&self) -> Result<(), BookError> {
        if self.target.exists() && !self.target.is_dir() {
            return Err(BookError(format!(
                "{}: not replaced: it is a file, not a folder; choose another with --out",
                self.target.display()
            )));
        }
        let Ok(mut entries) = std::fs::read_dir(&self.target) else {
            return Ok(());
        };
        if entries.next().is_none() || self.target.join("index.html").is_file() {
            return Ok(());
        }
        Err(BookError(format!(
            "{}: not replaced: the folder is not empty and holds no book (no index.html); \
             remove it or choose another with --out",
            self.target.display()
        )))
    }

    /// The folders of builds that were killed: a partial book (or, after an exchange, the
    /// previous one), or a previous one the build was about to remove (put back first if it
    /// was killed between the two renames). Only the build holding the lock calls this, so
    /// none of them is a running build's.
    fn remove_leftovers(&self) {
        let Ok(entries) = std::fs::read_dir(&self.parent) else {
            return;
        };
        let entries: Vec<_> = entries.flatten().collect();
        if !self.target.exists() {
            let previous = format!(".{}.previous-", self.name);
            if let Some(p) = entries
                .iter()
                .find(|e| e.file_name().to_string_lossy().starts_with(&previous))
            {
                let _ = std::fs::rename(p.path(), &self.target);
            }
        }
        let ours = [
            format!(".{}.partial-", self.name),
            format!(".{}.previous-", self.name),
        ];
        for entry in entries {
            let name = entry.file_name().to_string_lossy().into_owned();
            if ours.iter().any(|p| name.starts_with(p)) {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }

    /// Puts the staged book in the target's place and removes the previous one: the two
    /// folders exchanged in one step where the system can (the staging folder then holds the
    /// previous book, removed with it); else the previous book renamed aside and the new one
    /// renamed in.
    fn swap_in(&self, staging: Staging) -> Result<(), BookError> {
        let had_one = self.target.exists();
        if had_one && exchange(&staging.path, &self.target) {
            // Dropped, the staging folder removes what it now holds: the previous book.
            drop(staging);
            return Ok(());
        }
        let previous = self.previous();
        if had_one {
            std::fs::rename(&self.target, &previous).map_err(|e| {
                BookError(format!(
                    "{}: cannot move the previous book aside: {e}",
                    self.target.display()
                ))
            })?;
        }
        if let Err(e) = std::fs::rename(&staging.path, &self.target) {
            if had_one {
                let _ = std::fs::rename(&previous, &self.target);
            }
            return Err(BookError(format!(
                "{}: cannot put the new book in place: {e}",
                self.target.display()
            )));
        }
        staging.keep();
        if had_one {
            let _ = std::fs::remove_dir_all(&previous);
        }
        Ok(())
    }
}

/// Exchanges two folders in one step, so that neither path is ever absent: `true` when done.
/// `false` where the system or the file system cannot (an older kernel, a file system without
/// `RENAME_EXCHANGE`, another system), for the caller to do otherwise.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn exchange(a: &Path, b: &Path) -> bool {
    use rustix::fs::{CWD, RenameFlags, renameat_with};
    renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE).is_ok()
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn exchange(_: &Path, _: &Path) -> bool {
    false
}

/// The folder a book is built in, removed unless it was renamed into place.
#[derive(Debug)]
struct Staging {
    path: PathBuf,
    kept: bool,
}

impl Staging {
    fn create(path: PathBuf) -> Result<Staging, BookError> {
        if path.exists() {
            let _ = std::fs::remove_dir_all(&path);
        }
        std::fs::create_dir(&path)
            .map_err(|e| BookError(format!("{}: cannot create: {e}", path.display())))?;
        Ok(Staging { path, kept: false })
    }

    fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.kept {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// Puts the engine compiled to WebAssembly beside the book as `foster.wasm`, where each page's
/// script finds it and lets a reader edit a case's record and rule it again. Returns its size.
pub(crate) fn install_wasm(out: &Path, wasm: &Path) -> Result<u64, BookError> {
    install_module(out, wasm, "foster.wasm")
}

fn install_module(out: &Path, wasm: &Path, name: &str) -> Result<u64, BookError> {
    let bytes = read_wasm(wasm)?;
    let target = out.join(name);
    std::fs::write(&target, &bytes)
        .map_err(|e| BookError(format!("{}: cannot write: {e}", target.display())))?;
    Ok(bytes.len() as u64)
}

fn read_wasm(wasm: &Path) -> Result<Vec<u8>, BookError> {
    let bytes = std::fs::read(wasm)
        .map_err(|e| BookError(format!("{}: cannot read: {e}", wasm.display())))?;
    if !bytes.starts_with(b"\0asm") {
        return Err(BookError(format!(
            "{}: not a WebAssembly module",
            wasm.display()
        )));
    }
    Ok(bytes)
}

/// The target the engine is compiled to for the browser.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Why the engine could not be built for the book (the book is then built without it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WasmUnavailable {
    /// The Rust toolchain has no WebAssembly target: the message says how to add it.
    NoTarget(String),
    /// cargo ran and failed.
    BuildFailed(String),
}

impl fmt::Display for WasmUnavailable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WasmUnavailable::NoTarget(m) | WasmUnavailable::BuildFailed(m) => f.write_str(m),
        }
    }
}

/// Builds the engine as WebAssembly (`cargo build -p foster-wasm --target
/// wasm32-unknown-unknown --profile wasm`) in the project at `root`, with the cargo that built
/// this program when it runs under cargo; returns the module's path. The solver's module (the
/// same with `--features solver`) and the Portland Club's ruling engine (`--features
/// portland`) are built first and left beside it as [`SOLVER_MODULE`] and [`PORTLAND_MODULE`]
/// (cargo writes all three to one path). cargo's own progress goes to this process's standard
/// error.
pub fn build_wasm(root: &Path) -> Result<PathBuf, WasmUnavailable> {
    let how = format!(
        "add the target once with `rustup target add {WASM_TARGET}`, then build the book again"
    );
    // rustup, when present, says whether the target is installed; without rustup, cargo's
    // failure says it.
    if let Ok(out) = std::process::Command::new("rustup")
        .args(["target", "list", "--installed"])
        .current_dir(root)
        .output()
        && out.status.success()
        && !String::from_utf8_lossy(&out.stdout)
            .lines()
            .any(|l| l.trim() == WASM_TARGET)
    {
        return Err(WasmUnavailable::NoTarget(format!(
            "the Rust toolchain has no {WASM_TARGET} target: {how}"
        )));
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    let module = target_dir
        .join(WASM_TARGET)
        .join("wasm")
        .join("foster_wasm.wasm");
    let cargo_build = |features: &[&str]| -> Result<(), WasmUnavailable> {
        let status = std::process::Command::new(&cargo)
            .args([
                "build",
                "-p",
                "foster-wasm",
                "--target",
                WASM_TARGET,
                "--profile",
                "wasm",
            ])
            .args(features)
            .arg("--target-dir")
            .arg(&target_dir)
            .current_dir(root)
            .status()
            .map_err(|e| {
                WasmUnavailable::BuildFailed(format!(
                    "cannot run {}: {e}",
                    PathBuf::from(&cargo).display()
                ))
            })?;
        if !status.success() {
            return Err(WasmUnavailable::BuildFailed(format!(
                "cargo could not build the engine for {WASM_TARGET} ({status}); if the target is missing, {how}"
            )));
        }
        if module.is_file() {
            Ok(())
        } else {
            Err(WasmUnavailable::BuildFailed(format!(
                "cargo built no {}",
                module.display()
            )))
        }
    };
    for (feature, name) in [("solver", SOLVER_MODULE), ("portland", PORTLAND_MODULE)] {
        cargo_build(&["--features", feature])?;
        let copy = module.with_file_name(name);
        std::fs::copy(&module, &copy).map_err(|e| {
            WasmUnavailable::BuildFailed(format!("{}: cannot write: {e}", copy.display()))
        })?;
    }
    cargo_build(&[])?;
    Ok(module)
}

/// Every chapter after all preprocessors, as (path under `src/`, Markdown) — what the renderer
/// receives. For tests and checks.
pub fn preprocess(root: &Path) -> Result<Vec<(String, String)>, BookError> {
    let (book, _) = load(root, None)?;
    let (book, _) = book.preprocess_book(&MarkdownRenderer::new())?;
    Ok(chapters(&book))
}

fn chapters(book: &Book) -> Vec<(String, String)> {
    book.iter()
        .filter_map(|item| match item {
            BookItem::Chapter(ch) => ch
                .path
                .as_ref()
                .map(|p| (p.to_string_lossy().replace('\\', "/"), ch.content.clone())),
            _ => None,
        })
        .collect()
}

fn size_of(dir: &Path) -> (usize, u64) {
    let (mut files, mut bytes) = (0, 0);
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if let Ok(m) = entry.metadata() {
                files += 1;
                bytes += m.len();
            }
        }
    }
    (files, bytes)
}

/// The preprocessor: expands our directives, annotates the law pages, and checks the book.
#[derive(Debug)]
pub(crate) struct FosterPreprocessor {
    root: PathBuf,
    library: CaseLibrary,
    engine: bool,
    solver: bool,
}

impl FosterPreprocessor {
    pub(crate) const NAME: &'static str = "foster";
}

impl Preprocessor for FosterPreprocessor {
    fn name(&self) -> &str {
        Self::NAME
    }

    fn run(
        &self,
        _ctx: &PreprocessorContext,
        mut book: Book,
    ) -> mdbook_preprocessor::errors::Result<Book> {
        let pages = chapters(&book);
        let mut problems = self.library.failures();
        let (homes, home_problems) = directives::homes(&pages, &self.library);
        problems.extend(home_problems);
        problems.extend(missing_laws(&pages));
        problems.extend(unresolved_citations(&self.library, &pages));
        let root = self.root.clone();
        let source = move |path: &str| std::fs::read_to_string(root.join(path)).ok();
        let cx = Context {
            library: &self.library,
            homes: &homes,
            source: &source,
            engine: self.engine,
            solver: self.solver,
        };
        let found = RefCell::new(Vec::new());
        book.for_each_chapter_mut(|ch| {
            let Some(path) = ch.path.as_ref() else {
                return;
            };
            let path = path.to_string_lossy().replace('\\', "/");
            ch.content = directives::expand(&path, &ch.content, &cx, &mut found.borrow_mut());
        });
        problems.extend(found.into_inner());
        if problems.is_empty() {
            Ok(book)
        } else {
            let mut seen = BTreeSet::new();
            problems.retain(|p| seen.insert(p.clone()));
            Err(mdbook_preprocessor::errors::Error::msg(format!(
                "the book has {} problem(s):\n  {}",
                problems.len(),
                problems.join("\n  ")
            )))
        }
    }
}

/// Every law of every code must have its anchor on a page.
fn missing_laws(pages: &[(String, String)]) -> Vec<String> {
    Code::ALL
        .into_iter()
        .flat_map(|c| lawbook::laws(c).chain(lawbook::etiquette(c)))
        .filter(|l| {
            let anchor = format!("{{#{}}}", l.anchor);
            !pages.iter().any(|(_, text)| text.contains(&anchor))
        })
        .map(|l| {
            format!(
                "{} law {} has no page: book/src/laws/{}/{} is not in the book",
                l.code,
                l.number,
                l.code.id(),
                l.file
            )
        })
        .collect()
}

/// Every citation the engine emits must resolve to a law whose anchor is on a page.
fn unresolved_citations(library: &CaseLibrary, pages: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for (citation, cases) in library::all_engine_citations(library) {
        let problem = match citation
            .parse()
            .map_err(|e| format!("{e:?}"))
            .and_then(|c| lawbook::law(&c).map_err(|e| e.to_string()))
        {
            Ok(r) => {
                let anchor = format!("{{#{}}}", r.law.anchor);
                if pages.iter().any(|(_, t)| t.contains(&anchor)) {
                    continue;
                }
                format!("its law's anchor {anchor} is on no page")
            }
            Err(e) => e,
        };
        out.push(format!(
            "the engine cites {citation} (in {}): {problem}",
            cases.join(", ")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_is_summed_up_with_its_modules_and_pending_pages() {
        let mut r = BuildReport {
            out: PathBuf::from("book/build"),
            chapters: 40,
            cases: 500,
            files: 900,
            bytes: 12_345_678,
            pending: vec!["later.md".to_string()],
            wasm_bytes: None,
            solver_bytes: None,
            portland_bytes: None,
        };
        assert_eq!(
            r.summary(61.24),
            "built the book: 40 pages, 500 worked cases ruled, 900 files, 12.3 MB in book/build (61.2 s)\n"
        );
        r.wasm_bytes = Some(812_400);
        r.solver_bytes = Some(560_600);
        r.portland_bytes = Some(650_771);
        assert!(r.summary(1.0).ends_with(
            "with the engine as WebAssembly: foster.wasm, 812 KB\n\
             and its double-dummy solver: foster-solver.wasm, 561 KB\n\
             and its engine for the Portland Club's laws: foster-portland.wasm, 651 KB\n"
        ));
        assert_eq!(
            r.pending_notes(),
            "note: later.md is in SUMMARY.md but not written yet; left out\n"
        );
        assert!(building_wasm().contains("--target wasm32-unknown-unknown --profile wasm"));
        assert!(building_wasm().contains("--features portland"));
    }

    fn a_book(dir: &Path, words: &str) {
        std::fs::create_dir_all(dir).expect("a folder");
        std::fs::write(dir.join("index.html"), words).expect("a page");
    }

    fn left_beside(parent: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(parent)
            .expect("the parent")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".build.") && !n.ends_with(".lock"))
            .collect();
        names.sort();
        names
    }

    #[test]
    fn the_new_book_takes_the_old_ones_place_and_the_old_one_goes() {
        let dir = tempfile::tempdir().expect("a folder");
        let target = dir.path().join("build");
        a_book(&target, "old");
        let beside = Beside::new(&target).expect("beside");
        let staging = Staging::create(beside.partial()).expect("staging");
        a_book(&staging.path, "new");
        beside.swap_in(staging).expect("swapped in");
        assert_eq!(
            std::fs::read_to_string(target.join("index.html")).expect("the book"),
            "new"
        );
        assert_eq!(left_beside(dir.path()), Vec::<String>::new());
    }

    #[test]
    fn a_first_book_is_renamed_into_place() {
        let dir = tempfile::tempdir().expect("a folder");
        let target = dir.path().join("build");
        let beside = Beside::new(&target).expect("beside");
        let staging = Staging::create(beside.partial()).expect("staging");
        a_book(&staging.path, "new");
        beside.swap_in(staging).expect("swapped in");
        assert_eq!(
            std::fs::read_to_string(target.join("index.html")).expect("the book"),
            "new"
        );
        assert_eq!(left_beside(dir.path()), Vec::<String>::new());
    }

    /// On Linux the two folders change places in one step: at no moment is the book's path
    /// without a whole book (two renames leave it absent between them).
    #[cfg(any(target_os = "linux", target_os = "android"))]
    #[test]
    fn the_two_folders_are_exchanged_in_one_step() {
        let dir = tempfile::tempdir().expect("a folder");
        let (old, new) = (dir.path().join("build"), dir.path().join(".build.partial"));
        a_book(&old, "old");
        a_book(&new, "new");
        assert!(
            exchange(&new, &old),
            "renameat2 RENAME_EXCHANGE on this file system"
        );
        let read = |d: &Path| std::fs::read_to_string(d.join("index.html")).expect("a book");
        assert_eq!(read(&old), "new");
        assert_eq!(read(&new), "old");
    }

    #[test]
    fn a_second_build_of_the_same_book_is_refused_while_the_first_holds_it() {
        let dir = tempfile::tempdir().expect("a folder");
        let target = dir.path().join("build");
        let beside = Beside::new(&target).expect("beside");
        let first = beside.lock().expect("the first build locks");
        let second = beside.lock().expect_err("the second build is refused");
        assert!(
            second
                .0
                .contains("another `foster book build` is building this book now"),
            "{second}"
        );
        // Another book beside it is not held up.
        let other = Beside::new(&dir.path().join("other")).expect("beside");
        assert!(other.lock().is_ok());
        drop(first);
        assert!(beside.lock().is_ok(), "free once the first has finished");
    }
}
