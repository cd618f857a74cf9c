//! The foster engine for the browser, with no bindings generator: the page copies its input
//! (UTF-8) into memory from [`foster_alloc`], calls one of the functions below, and reads the
//! answer from [`foster_output`] for the length the call returned.
//!
//! Three modules are built from this crate, so that a page loads only what it runs:
//! - the ruling engines, which the case pages and the playground load: [`foster_draw`], a
//!   record ruled and drawn as HTML by [`foster::html::judged`] — the same drawing the book
//!   prints for its cases — or its mistakes as the CLI gives them; as JSON. `foster.wasm`
//!   (default features) rules under the Pirate laws, `foster-portland.wasm` (feature
//!   `portland`) under the Portland Club's: each answers that a record played under the other
//!   code is one (`portland`, `pirate`), and the page asks the other ([`judge`]);
//! - the solver (`foster-solver.wasm`, feature `solver`), which the playground fetches when
//!   the page is idle: [`foster_solve`], the double-dummy table of each deal whose hands are
//!   all given, and the record's claims checked (slow); as HTML. And the readers the ruling
//!   engine's size budget has no room for: its [`foster_draw`] rules and draws a PBN file as
//!   well as a record (the page asks it when the ruling engine answers `pbn`), and
//!   [`foster_translate`] makes a LIN file a record for the ruling engine.
//!
//! Each reads a record, or (the solver's) a PBN file, told apart by content as the CLI does
//! ([`read`]); mistakes point into the file's own lines.
//!
//! The module carries no text renderer and no JSON of the report (the drawing reads the
//! engine's types), which keeps it small: see `ARCHITECTURE.md` for its size.
//!
//! The input of `foster_draw` and `foster_solve` is the path from the page to the book's root
//! (for the law links), a NUL, then the file's text; their third argument is the code to rule
//! under (see [`chosen_code`]). `unsafe` is confined to turning the page's pointer and length
//! into a slice.

use std::sync::Mutex;

use foster::case::Customs;
use foster::formats::{Format, Read};
use foster::record::{Code, Diagnostics};

/// Talc rather than the standard library's dlmalloc: faster by its benchmarks, and 2.3 KB
/// smaller gzipped, which the page's size budget needs (`ARCHITECTURE.md`). The module has one
/// thread.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// The text of the last answer, kept until the next call so the page can read it.
static OUTPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// The code the page asks for: 0 the one the file names (as `foster rule` without `--code`),
/// `n` the `n`th of [`Code::ALL`] (pirate-1916, pirate-1917, portland-1895), which overrides
/// it (as `--code`).
pub fn chosen_code(n: u32) -> Option<Code> {
    let i = usize::try_from(n.checked_sub(1)?).ok()?;
    Code::ALL.get(i).copied()
}

/// Reads a record or a PBN file, detected by content as the CLI does. A LIN file is refused
/// (its reader would add 5.7 KB gzipped to a module with a budget of 250 KB, see
/// `ARCHITECTURE.md`): the playground reads it through the solver's module (`translate`). So
/// is a PBN file by the ruling engine (its reader is 12 KB gzipped): the page rules it with the
/// solver's module, whose [`draw`] reads it.
pub fn read(text: &str) -> Result<Read, ReadError> {
    match foster::formats::detect(text) {
        #[cfg(feature = "solver")]
        Format::Pbn => foster::formats::pbn::read(text)
            .and_then(whole)
            .map_err(ReadError::Diagnostics),
        #[cfg(not(feature = "solver"))]
        Format::Pbn => Err(ReadError::Pbn),
        Format::Lin => Err(ReadError::Lin),
        Format::Record => foster::record::parse(text)
            .map(|record| Read {
                format: Format::Record,
                record,
                record_text: text.to_string(),
                boards: None,
                other_program: false,
                left_out: None,
            })
            .map_err(ReadError::Diagnostics),
    }
}

/// The page shows a file of boards with games left out for their mistakes as those mistakes
/// (the command line rules the others and says so): nothing is left out unsaid.
#[cfg(feature = "solver")]
fn whole(read: Read) -> Result<Read, foster::record::Diagnostics> {
    match read.left_out {
        Some(left) => Err(left.mistakes),
        None => Ok(read),
    }
}

/// Why a text could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// Its mistakes, at the text's own lines and columns.
    Diagnostics(Diagnostics),
    /// A LIN file, which this engine does not read.
    Lin,
    /// A PBN file, which the ruling engine does not read (the solver's module does).
    #[cfg(not(feature = "solver"))]
    Pbn,
}

/// What the page says of a LIN file.
const LIN_REFUSED: &str = "this is a LIN file (Bridge Base Online's), which the page's engine does not read: the foster command does (`foster rule FILE.lin --code pirate-1916`), and turns it into PBN, which the page reads (`foster export FILE.lin --pbn FILE.pbn`)";

/// What the ruling engine says of a PBN file, should the page have no solver's module to ask.
#[cfg(not(feature = "solver"))]
const PBN_REFUSED: &str = "this is a PBN file, which the page reads with the double-dummy solver's module: open it in the playground; the foster command reads it too (`foster rule FILE.pbn`)";

/// Why a file that names no code cannot be ruled, and what to do, in the page's terms.
fn no_code(format: Format) -> String {
    match format {
        Format::Record => "the record does not say which laws it is played under: choose them in the playground's Laws menu, or add a line `code: pirate-1916` (or pirate-1917, portland-1895)".to_string(),
        Format::Pbn => "the PBN file does not say which laws its games were played under (another program's file never does): choose them in the playground's Laws menu, or add a tag [FosterCode \"pirate-1916\"] (or pirate-1917, portland-1895)".to_string(),
        Format::Lin => LIN_REFUSED.to_string(),
    }
}

/// A JSON string (the answer is written by hand: serde_json would add a fifth to the module).
fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn strings(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| string(s)).collect();
    format!("[{}]", items.join(","))
}

/// The answer when the record cannot be ruled on: `html` says why; `diagnostics` is a JSON
/// array.
fn failure(html: String, diagnostics: String) -> String {
    format!(
        "{{\"ok\":false,\"html\":{},\"diagnostics\":{diagnostics},\"solvable\":false}}",
        string(&html)
    )
}

fn refusal(why: &str) -> String {
    failure(
        format!(
            "<div class=\"foster-diagnostics\" role=\"alert\"><div class=\"foster-diagnostics-head\">{}</div></div>",
            foster::html::escape(why)
        ),
        "[]".to_string(),
    )
}

/// The answer when the text has mistakes: each at its line and column, as the CLI gives them.
fn mistakes(d: &Diagnostics, text: &str) -> String {
    let list: Vec<String> = d
        .iter()
        .map(|d| {
            format!(
                "{{\"line\":{},\"column\":{},\"message\":{},\"expected\":{},\"hint\":{}}}",
                d.span.line,
                d.span.col,
                string(&d.message),
                strings(&d.expected),
                d.hint.as_deref().map_or("null".to_string(), string)
            )
        })
        .collect();
    failure(
        foster::html::diagnostics(d, text),
        format!("[{}]", list.join(",")),
    )
}

/// A LIN file (Bridge Base Online's) in the record language, as `foster export --record`
/// writes it, players and all, for the page to rule with its engine; or its mistakes at the
/// LIN file's own lines. JSON: `ok`, `record`, or `html` and `diagnostics`. Only in the
/// solver's module, which the page fetches anyway: the ruling engine's size budget has no
/// room for the LIN reader.
#[cfg(feature = "solver")]
pub fn translate(text: &str) -> String {
    match foster::formats::lin::read(text).and_then(whole) {
        Ok(read) => {
            let (record, _) = foster::formats::players::record_with_players(&read);
            format!("{{\"ok\":true,\"record\":{}}}", string(&record))
        }
        Err(d) => mistakes(&d, text),
    }
}

/// The record judged under `code`, if this module holds that code's engine: the Pirate
/// module's the Pirate laws, the Portland module's the Portland Club's, the solver's both.
pub fn judge(rec: &foster::record::Record, code: Code) -> Option<foster::case::Judged> {
    if code.is_pirate() {
        pirate(rec, code)
    } else {
        portland(rec)
    }
}

#[cfg(any(feature = "solver", not(feature = "portland")))]
fn pirate(rec: &foster::record::Record, code: Code) -> Option<foster::case::Judged> {
    Some(foster::case::judge_pirate(rec, code, &Customs::default()))
}

#[cfg(not(any(feature = "solver", not(feature = "portland"))))]
fn pirate(_: &foster::record::Record, _: Code) -> Option<foster::case::Judged> {
    None
}

#[cfg(any(feature = "solver", feature = "portland"))]
fn portland(rec: &foster::record::Record) -> Option<foster::case::Judged> {
    Some(foster::case::judge_portland(rec, &Customs::default()))
}

#[cfg(not(any(feature = "solver", feature = "portland")))]
fn portland(_: &foster::record::Record) -> Option<foster::case::Judged> {
    None
}

/// The answer for a record played under a code this module does not rule (see [`judge`]):
/// `portland` or `pirate`, for the page to ask the module that does, and why, should it not
/// be had.
fn elsewhere(code: Code) -> String {
    let (key, why) = if code.is_pirate() {
        (
            "pirate",
            "this record is played under the Laws of Pirate Bridge, which the page rules with its Pirate engine (foster.wasm)",
        )
    } else {
        (
            "portland",
            "this record is played under the Portland Club's Laws of Bridge, which the page rules with its Portland engine (foster-portland.wasm)",
        )
    };
    refusal(why).replacen('{', &format!("{{\"{key}\":true,"), 1)
}

/// A file ruled and drawn (see the module's doc), as JSON: `ok`, `html`, `format` (`record`,
/// `PBN` or `LIN`), `code`, `solvable` (some deal has all four hands, so double dummy has
/// something to say) and `diagnostics` (line, column, message, expected, hint) when it cannot
/// be read. `code` overrides the file's own.
pub fn draw(text: &str, root: &str, code: Option<Code>) -> String {
    match read(text) {
        // The playground reads a LIN file through the solver's module ([`translate`]).
        Err(ReadError::Lin) => refusal(LIN_REFUSED).replacen('{', "{\"lin\":true,", 1),
        // The playground rules a PBN file with the solver's module, whose `draw` reads it.
        #[cfg(not(feature = "solver"))]
        Err(ReadError::Pbn) => refusal(PBN_REFUSED).replacen('{', "{\"pbn\":true,", 1),
        Err(ReadError::Diagnostics(d)) => mistakes(&d, text),
        Ok(read) => {
            let rec = &read.record;
            match code.or(rec.code) {
                None => refusal(&no_code(read.format)),
                Some(code) => {
                    let Some(j) = judge(rec, code) else {
                        return elsewhere(code);
                    };
                    // The drawing as its elements, for the page to put in a few at a time.
                    let parts: Vec<String> = foster::html::judged_parts(
                        rec,
                        &j.report,
                        j.score.as_ref().map(Option::as_ref),
                        j.portland.as_ref(),
                        root,
                    )
                    .iter()
                    .map(|part| string(part))
                    .collect();
                    let solvable = rec.deals.iter().any(|d| d.hands.is_complete());
                    format!(
                        "{{\"ok\":true,\"parts\":[{}],\"format\":{},\"code\":{},\"solvable\":{solvable},\"diagnostics\":[]}}",
                        parts.join(","),
                        string(read.format.name()),
                        string(code.id())
                    )
                }
            }
        }
    }
}

/// The double-dummy table of every deal whose four hands are given, then the file's claims
/// checked, then the advice to the player who may choose a penalty, as HTML (empty when there
/// is nothing to solve). The table holds the rows of the record's game, as `foster solve` does
/// by default ([`foster::solver::TableRows::of_game`]): the nullo only when the table agreed to
/// it (it is the slowest strain to solve by far), partners side by side only under the Pirate
/// laws (`code`, or else the file's own). `table_mb` bounds the solver's transposition table.
pub fn solve(text: &str, root: &str, code: Option<Code>, table_mb: usize) -> String {
    use foster::solver::{DdTable, TableRows};

    let Ok(read) = read(text) else {
        return String::new();
    };
    let rec = read.record;
    let mut solver = foster::solver::Solver::new(foster::solver::SolverConfig {
        tt_megabytes: table_mb,
        threads: 1,
    });
    solver.report_bounds(progress::bounds);
    let pirate = code.or(rec.code).is_none_or(|c| c.is_pirate());
    let rows = TableRows::of_game(pirate, rec.nullo_allowed, vec![], vec![]);
    let solvable: Vec<_> = rec.deals.iter().filter(|d| d.hands.is_complete()).collect();
    let total = solvable.len() * rows.results();
    // A counter the solver's `Sync` callback can move (the module has one thread).
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut out = String::new();
    // A row at a time, so that the page can show each row as it is found and keep the rows
    // found when it is stopped: a deal's table is drawn whole after each row, the rows still
    // to come drawn empty.
    'deals: for deal in solvable {
        let mut table = DdTable {
            entries: Vec::with_capacity(rows.results()),
        };
        let draw = |table: &DdTable| {
            foster::html::double_dummy(table, &deal.label, rows.pairings(), rows.strains())
        };
        for (pairing, strain) in rows.rows() {
            let result_done = |_: &_| {
                let now = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                progress::results(now, total, "");
            };
            match solver.row_with_progress(&deal.hands, pairing, strain, &result_done) {
                Ok(row) => table.entries.extend(row),
                Err(_) => continue 'deals,
            }
            let now = done.load(std::sync::atomic::Ordering::Relaxed);
            progress::results(now, total, &format!("{out}{}", draw(&table)));
        }
        out.push_str(&draw(&table));
    }
    let verdicts = foster::solver::record_verdicts(&rec, &mut solver);
    if !verdicts.is_empty() {
        out.push_str(&foster::html::claims(&verdicts, root));
    }
    // The advice to each player a ruling lets choose a penalty, as `foster rule --advise`
    // gives it and the book's case pages draw it, where an option could be valued.
    if let Some(code) = code.or(rec.code) {
        let report = foster::law::rule(&rec, code);
        let advice: Vec<_> = foster::advice::advise_with(&rec, &report, &mut solver)
            .into_iter()
            .filter(|a| a.options.iter().any(|o| o.points.is_some()))
            .collect();
        if !advice.is_empty() {
            out.push_str("<h4 class=\"foster-advice-head\">Advice to the chooser</h4>");
            out.push_str(&foster::html::advice(&advice, root));
        }
    }
    out
}

/// What the solver tells the page while it works: the worker that runs the module passes
/// each report on to the page (`book/theme/foster-run.js`), which shows the count moving, the
/// table's rows as they are found, and, within a long result, the bounds closing in; and keeps
/// what was found when the solve is stopped. Outside a browser (the tests) nothing is told.
mod progress {
    #[cfg(all(feature = "solver", target_family = "wasm"))]
    #[link(wasm_import_module = "foster")]
    unsafe extern "C" {
        #[link_name = "results"]
        fn told_results(done: usize, total: usize, ptr: *const u8, len: usize);
        #[link_name = "bounds"]
        fn told_bounds(lower: u32, upper: u32);
    }

    /// `done` of `total` results are solved; `html`, when not empty, is every table so far,
    /// the rows still to come drawn empty.
    pub fn results(done: usize, total: usize, html: &str) {
        #[cfg(all(feature = "solver", target_family = "wasm"))]
        // SAFETY: the page reads `html` during the call and keeps no pointer into it.
        unsafe {
            told_results(done, total, html.as_ptr(), html.len())
        };
        #[cfg(not(all(feature = "solver", target_family = "wasm")))]
        let _ = (done, total, html);
    }

    /// The result being solved is at least `lower` and at most `upper` tricks.
    pub fn bounds(lower: u8, upper: u8) {
        #[cfg(all(feature = "solver", target_family = "wasm"))]
        // SAFETY: two numbers; the page's function keeps nothing.
        unsafe {
            told_bounds(u32::from(lower), u32::from(upper))
        };
        #[cfg(not(all(feature = "solver", target_family = "wasm")))]
        let _ = (lower, upper);
    }
}

/// The table the browser's solver uses: small, for a phone's memory.
#[cfg(feature = "solver")]
const BROWSER_TABLE_MB: usize = 32;

fn input<'a>(ptr: *const u8, len: usize) -> Result<&'a str, String> {
    let bytes: &[u8] = if ptr.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: the caller vouches for `ptr[..len]` (memory from `foster_alloc`).
        unsafe { std::slice::from_raw_parts(ptr, len) }
    };
    std::str::from_utf8(bytes).map_err(|e| {
        // Line and column of the first byte that is not UTF-8, as for any other mistake.
        let good = &bytes[..e.valid_up_to()];
        let line = good.iter().filter(|b| **b == b'\n').count() + 1;
        let start = good.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
        let col = std::str::from_utf8(&good[start..]).map_or(0, |s| s.chars().count()) + 1;
        format!("line {line}, column {col}: the record is not UTF-8 text; save it as UTF-8")
    })
}

fn answer(text: String) -> usize {
    let mut out = OUTPUT.lock().unwrap_or_else(|p| p.into_inner());
    *out = text.into_bytes();
    out.len()
}

fn split_root(text: &str) -> (&str, &str) {
    text.split_once('\0').unwrap_or(("", text))
}

/// Reserves `len` bytes for the page to write into; free them with [`foster_free`].
#[unsafe(no_mangle)]
pub extern "C" fn foster_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Gives back memory from [`foster_alloc`].
///
/// # Safety
/// `ptr` and `len` must be exactly those of one earlier `foster_alloc` call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        // SAFETY: the caller passes back a pointer and capacity from `foster_alloc`.
        drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
    }
}

/// Rules on and draws the root and file in `ptr[..len]` under `code` (see [`chosen_code`]);
/// returns the length of the JSON answer. In both modules: the solver's reads a PBN file too.
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_draw(ptr: *const u8, len: usize, code: u32) -> usize {
    answer(match input(ptr, len) {
        Ok(text) => {
            let (root, file) = split_root(text);
            draw(file, root, chosen_code(code))
        }
        Err(e) => refusal(&e),
    })
}

/// Solves the deals of the root and file in `ptr[..len]` double dummy, under `code` (see
/// [`chosen_code`]); returns the length of the HTML answer. Only in the solver's module
/// (feature `solver`).
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[cfg(feature = "solver")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_solve(ptr: *const u8, len: usize, code: u32) -> usize {
    answer(match input(ptr, len) {
        Ok(text) => {
            let (root, file) = split_root(text);
            solve(file, root, chosen_code(code), BROWSER_TABLE_MB)
        }
        Err(_) => String::new(),
    })
}

/// A LIN file in `ptr[..len]` turned into a record (see [`translate`]); returns the length
/// of the JSON answer. Only in the solver's module (feature `solver`).
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[cfg(feature = "solver")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_translate(ptr: *const u8, len: usize) -> usize {
    answer(match input(ptr, len) {
        Ok(text) => translate(text),
        Err(e) => refusal(&e),
    })
}

/// Where the last answer starts.
#[unsafe(no_mangle)]
pub extern "C" fn foster_output() -> *const u8 {
    OUTPUT.lock().unwrap_or_else(|p| p.into_inner()).as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    const REVOKE: &str = include_str!(
        "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
    );

    fn call(f: unsafe extern "C" fn(*const u8, usize, u32) -> usize, text: &str) -> String {
        let ptr = foster_alloc(text.len());
        // SAFETY: `ptr` has room for `text.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), ptr, text.len()) };
        let len = unsafe { f(ptr, text.len(), 0) };
        unsafe { foster_free(ptr, text.len()) };
        let out = unsafe { std::slice::from_raw_parts(foster_output(), len) };
        String::from_utf8(out.to_vec()).unwrap()
    }

    /// What the page shows of an answer: a drawing's parts in their `div`, or a refusal's or
    /// mistake's HTML.
    fn drawn(answer: &serde_json::Value) -> String {
        match answer["parts"].as_array() {
            Some(parts) => format!(
                "<div class=\"foster-drawing\">{}</div>",
                parts
                    .iter()
                    .map(|p| p.as_str().unwrap())
                    .collect::<String>()
            ),
            None => answer["html"].as_str().unwrap().to_string(),
        }
    }

    #[cfg(any(feature = "solver", not(feature = "portland")))]
    #[test]
    fn a_record_is_ruled_under_its_own_code() {
        let record = REVOKE.replace("code: pirate-1916", "code: pirate-1917");
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("\0{record}"))).unwrap();
        assert_eq!(answer["code"], "pirate-1917");
        let html = drawn(&answer);
        let html = html.as_str();
        assert!(
            html.contains("Ruled under the Laws of Pirate Bridge (1917)"),
            "{html}"
        );
    }

    #[cfg(any(feature = "solver", not(feature = "portland")))]
    #[test]
    fn a_record_is_drawn_as_the_book_draws_it() {
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("../../\0{REVOKE}"))).unwrap();
        assert_eq!(answer["ok"], true);
        assert_eq!(answer["code"], "pirate-1916");
        assert_eq!(answer["solvable"], true);
        let html = drawn(&answer);
        let html = html.as_str();
        let rec = foster::record::parse(REVOKE).unwrap();
        let r = foster::case::rule_source(REVOKE, None).unwrap();
        assert_eq!(html, foster::html::drawing(&rec, &r, "../../"));
        assert!(html.contains("href=\"../../laws/pirate-1916/08-the-revoke.html#pirate-1916-53\""));
    }

    #[test]
    fn a_mistake_comes_back_with_line_column_and_hint() {
        let answer: serde_json::Value = serde_json::from_str(&call(
            foster_draw,
            "\0code: pirate-1916\ndeal 1\ndealer: Q\n",
        ))
        .unwrap();
        assert_eq!(answer["ok"], false);
        let d = &answer["diagnostics"][0];
        assert_eq!(d["line"], 3);
        assert_eq!(d["column"], 9);
        assert!(
            answer["html"]
                .as_str()
                .unwrap()
                .contains("line 3, column 9")
        );
    }

    #[test]
    fn the_answer_is_json_whatever_the_record_holds() {
        let text = "code: pirate-1916\ndeal 1\ndealer: \u{1}\"\\\t\r\n";
        let answer: serde_json::Value = serde_json::from_str(&draw(text, "", None))
            .unwrap_or_else(|e| panic!("{e}: {}", draw(text, "", None)));
        assert_eq!(answer["ok"], false);
        assert!(answer["diagnostics"][0]["line"].is_u64());
    }

    #[test]
    fn text_that_is_not_utf8_is_placed_by_line_and_column() {
        let e = input(b"code: x\nab\xff".as_ptr(), 11).unwrap_err();
        assert!(e.starts_with("line 2, column 3:"), "{e}");
    }

    /// The revoke case as `foster export --pbn` writes it (foster's own tags carry the code,
    /// the auction with its accept, and the play).
    const REVOKE_PBN: &str = include_str!("../fixtures/revoke.pbn");

    /// A Portland case (`cases/portland/`).
    const PORTLAND: &str =
        include_str!("../../cases/portland/a-revoke-corrected-in-time-is-no-revoke.record");

    /// The Pirate engine leaves a record played under the Portland Club's laws to the Portland
    /// engine (`portland`, for the page), and the Portland engine a Pirate record to the Pirate
    /// one; the solver's module rules both.
    #[test]
    fn each_engine_leaves_the_other_codes_record_to_the_other() {
        let answer = |text: &str| -> serde_json::Value {
            serde_json::from_str(&call(foster_draw, &format!("\0{text}"))).unwrap()
        };
        let (portland, pirate) = (answer(PORTLAND), answer(REVOKE));
        let solver = cfg!(feature = "solver");
        let portland_engine = cfg!(feature = "portland") && !solver;
        assert_eq!(portland["ok"], solver || portland_engine, "{portland}");
        assert_eq!(
            portland["portland"].as_bool(),
            (!solver && !portland_engine).then_some(true)
        );
        assert_eq!(pirate["ok"], !portland_engine, "{pirate}");
        assert_eq!(pirate["pirate"].as_bool(), portland_engine.then_some(true));
        // The laws the page chooses decide, not the record's own.
        let chosen: serde_json::Value =
            serde_json::from_str(&draw(REVOKE, "", chosen_code(3))).unwrap();
        assert_eq!(chosen["ok"], solver || portland_engine, "{chosen}");
    }

    /// A Portland record drawn by the engine that rules it as the book draws it.
    #[cfg(any(feature = "solver", feature = "portland"))]
    #[test]
    fn a_portland_record_is_drawn_as_the_book_draws_it() {
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("../../\0{PORTLAND}"))).unwrap();
        assert_eq!(answer["code"], "portland-1895", "{answer}");
        let rec = foster::record::parse(PORTLAND).unwrap();
        let r = foster::case::rule_source(PORTLAND, None).unwrap();
        assert_eq!(drawn(&answer), foster::html::drawing(&rec, &r, "../../"));
    }

    /// The ruling engine leaves a PBN file to the solver's module (`pbn`, for the page), and
    /// says what to do should the page have none.
    #[cfg(not(feature = "solver"))]
    #[test]
    fn the_ruling_engine_leaves_a_pbn_file_to_the_solvers_module() {
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("../../\0{REVOKE_PBN}"))).unwrap();
        assert_eq!(answer["ok"], false, "{answer}");
        assert_eq!(answer["pbn"], true, "{answer}");
        assert!(
            answer["html"].as_str().unwrap().contains("playground"),
            "{answer}"
        );
    }

    #[cfg(feature = "solver")]
    #[test]
    fn a_pbn_file_is_told_by_its_content_and_ruled_as_its_record() {
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("../../\0{REVOKE_PBN}"))).unwrap();
        assert_eq!(answer["ok"], true, "{answer}");
        assert_eq!(answer["format"], "PBN");
        assert_eq!(answer["code"], "pirate-1916");
        assert_eq!(answer["solvable"], true);
        // The same drawing as the record's own: N's revoke, scored by E and S (law 53).
        let html = drawn(&answer);
        let html = html.as_str();
        let rec = foster::record::parse(REVOKE).unwrap();
        let j = foster::case::judge(&rec, Code::Pirate1916, &Customs::default());
        let from_record = foster::html::judged(
            &rec,
            &j.report,
            j.score.as_ref().map(Option::as_ref),
            j.portland.as_ref(),
            "../../",
        );
        // The ids of the deal's tricks and rulings are keyed by the text drawn (so that two
        // drawings on one page never share one): the PBN's and the record's differ there only.
        assert_eq!(without_ids(html), without_ids(&from_record));
        assert!(html.contains("#pirate-1916-53\""), "{html}");
    }

    /// A drawing with its ids' keys (`f3924914674-0-t1`) taken out (`f-0-t1`).
    #[cfg(feature = "solver")]
    fn without_ids(html: &str) -> String {
        let mut out = String::with_capacity(html.len());
        let mut rest = html;
        let next = |s: &str| match (s.find("\"f"), s.find("#f")) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        while let Some(at) = next(rest) {
            let (before, from) = rest.split_at(at + 2);
            out.push_str(before);
            let digits = from.len() - from.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            rest = if digits > 0 && from[digits..].starts_with('-') {
                &from[digits..]
            } else {
                from
            };
        }
        out.push_str(rest);
        out
    }

    #[cfg(feature = "solver")]
    #[test]
    fn a_pbn_mistake_points_into_the_pbn_file() {
        // The Deal tag (line 16) gives N a fourteenth card: the diagnostic names the file's
        // own line, not a line of the record the file was translated into.
        let broken = REVOKE_PBN.replace("N:AKQ43.K65.A2.J94", "N:AKQ432.K65.A2.J94");
        let answer: serde_json::Value = serde_json::from_str(&draw(&broken, "", None)).unwrap();
        assert_eq!(answer["ok"], false);
        let line = answer["diagnostics"][0]["line"].as_u64().unwrap() as usize;
        assert!(
            broken.lines().nth(line - 1).unwrap().starts_with("[Deal "),
            "{answer}"
        );
    }

    #[cfg(feature = "solver")]
    #[test]
    fn a_file_that_names_no_code_is_ruled_under_the_code_chosen() {
        // Another program's PBN names no code: refused with what to do, then ruled under the
        // code the page's menu chooses, which overrides a file's own as `--code` does.
        let plain = REVOKE_PBN.replace("[FosterCode \"pirate-1916\"]\n", "");
        let refused: serde_json::Value = serde_json::from_str(&draw(&plain, "", None)).unwrap();
        assert_eq!(refused["ok"], false);
        let why = refused["html"].as_str().unwrap();
        assert!(
            why.contains("Laws menu") && why.contains("FosterCode"),
            "{why}"
        );
        let ruled: serde_json::Value =
            serde_json::from_str(&draw(&plain, "", chosen_code(2))).unwrap();
        assert_eq!(ruled["ok"], true);
        assert_eq!(ruled["code"], "pirate-1917");
        let portland: serde_json::Value =
            serde_json::from_str(&draw(REVOKE, "", chosen_code(3))).unwrap();
        assert_eq!(portland["code"], "portland-1895");
        assert_eq!(chosen_code(0), None);
        assert_eq!(chosen_code(4), None);
    }

    #[cfg(feature = "solver")]
    #[test]
    fn a_contract_bridge_auction_is_said_to_be_outside_the_code() {
        // Another program's file (tests/formats_pbn.rs's): two boards bid at contract bridge.
        let plain = include_str!("../fixtures/contract-bridge.pbn");
        let answer: serde_json::Value =
            serde_json::from_str(&draw(plain, "", chosen_code(1))).unwrap();
        assert_eq!(answer["ok"], true, "{answer}");
        let html = drawn(&answer);
        let html = html.as_str();
        assert!(
            html.contains("1C 1S =1= 2H 4S 5H Pass Pass Pass; contract 5H by S")
                && html.contains("does not govern"),
            "{html}"
        );
    }

    #[test]
    fn a_complete_deal_is_solved_and_its_claims_checked() {
        // Each player holds a whole suit: quick to solve even unoptimised. S on lead in his
        // diamonds at no trumps takes all thirteen; N declaring spades with S (W leads clubs,
        // which N ruffs) takes them all too.
        let text = "code: pirate-1917\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\nclaim: N makes 13 tricks in spades with S as dummy\n";
        let html = solve(text, "", None, 8);
        assert!(html.contains("<table class=\"foster-dd\">"), "{html}");
        assert!(html.contains("foster-claim foster-confirmed"), "{html}");
    }

    #[test]
    fn the_advice_to_the_chooser_comes_with_the_double_dummy() {
        // E exposes a card before W leads: the dealer may call it or forbid the suit (69).
        let text = "code: portland-1895\ndeal 1\ndealer: S\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\nauction:\n  S no trumps\n  W may I play?; E yes\n  E exposes HA\n";
        let html = solve(text, "", None, 8);
        assert!(html.contains("Advice to the chooser"), "{html}");
        assert!(
            html.contains("<table class=\"foster-advice-table\">"),
            "{html}"
        );
        assert!(html.contains("forbid-suit"), "{html}");
    }

    #[cfg(feature = "solver")]
    #[test]
    fn the_solver_module_solves_through_its_export() {
        let text = "code: pirate-1917\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\n";
        let html = call(foster_solve, &format!("\0{text}"));
        assert!(html.contains("<table class=\"foster-dd\">"), "{html}");
    }

    /// A LIN file: the ruling engine says so (`lin`), the solver's module turns it into a
    /// record, players and all, which the ruling engine rules; a broken one is answered with
    /// its mistake at the LIN file's own line.
    #[cfg(feature = "solver")]
    #[test]
    fn a_lin_file_is_read_through_the_solvers_module() {
        let lin = include_str!("../../tests/corpus/endplay-example1.lin");
        let refused: serde_json::Value = serde_json::from_str(&draw(lin, "", None)).unwrap();
        assert_eq!(refused["lin"], true, "{refused}");
        let translated: serde_json::Value = serde_json::from_str(&translate(lin)).unwrap();
        assert_eq!(translated["ok"], true, "{translated}");
        let record = translated["record"].as_str().unwrap();
        assert_eq!(
            record.matches("\ndeal ").count(),
            lin.lines().filter(|l| !l.trim().is_empty()).count(),
            "{record}"
        );
        let ruled: serde_json::Value =
            serde_json::from_str(&draw(record, "", chosen_code(1))).unwrap();
        assert_eq!(ruled["ok"], true, "{ruled}");
        assert_eq!(ruled["format"], "record");
        let broken: serde_json::Value =
            serde_json::from_str(&translate("pn|a,b,c,d|md|3SAKQ,H,D,C|pc|XX|")).unwrap();
        assert_eq!(broken["ok"], false, "{broken}");
        assert_eq!(broken["diagnostics"][0]["line"], 1, "{broken}");
        assert_eq!(broken["diagnostics"][0]["column"], 30, "{broken}");
    }

    #[test]
    fn a_broken_record_is_answered_not_panicked() {
        let answer: serde_json::Value =
            serde_json::from_str(&draw("code: pirate-1916\ndeal 1\ndealer: Q\n", "", None))
                .unwrap();
        assert!(
            answer["html"].as_str().unwrap().contains("unknown seat"),
            "{answer}"
        );
        let len = unsafe { foster_draw(std::ptr::null(), 0, 0) };
        assert!(len > 0);
        let text = unsafe { std::slice::from_raw_parts(foster_output(), len) };
        let answer: serde_json::Value = serde_json::from_slice(text).unwrap();
        assert_eq!(answer["ok"], false);
    }
}
