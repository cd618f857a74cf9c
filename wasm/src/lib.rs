//! The foster engine for the browser, with no bindings generator: the page copies its input
//! (UTF-8) into memory from [`foster_alloc`], calls one of the functions below, and reads the
//! answer from [`foster_output`] for the length the call returned.
//!
//! - [`foster_draw`]: a record ruled and drawn as HTML by [`foster::html::drawing`] — the same
//!   drawing the book prints for its cases — or its mistakes as the CLI gives them; as JSON.
//! - [`foster_solve`]: the double-dummy table of each deal whose hands are all given, and the
//!   record's claims checked (slow: the page calls it from a worker); as HTML.
//!
//! The module carries no text renderer and no JSON of the report (the drawing reads the
//! engine's types), which keeps it small: see `ARCHITECTURE.md` for its size.
//!
//! The input of `foster_draw` and `foster_solve` is the path from the page to the book's root
//! (for the law links), a NUL, then the record. `unsafe` is confined to turning the page's
//! pointer and length into a slice.

use std::sync::Mutex;

use foster::cards::{Partnership, Strain};
use foster::case::{Customs, RuleError};
use foster::record::{Diagnostics, Record};
use foster::solver::{DdTable, STRAINS, pairings};

/// The text of the last answer, kept until the next call so the page can read it.
static OUTPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// What the page hands in: a record in our language, or (once the PBN reader lands) a PBN
/// file. Adding a format is one arm in [`read`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Record,
    Pbn,
}

impl Format {
    fn from_code(code: u32) -> Format {
        if code == 1 {
            Format::Pbn
        } else {
            Format::Record
        }
    }
}

/// Why a text could not be read.
#[derive(Debug)]
pub enum ReadError {
    Diagnostics(Diagnostics),
    Unsupported(&'static str),
}

/// Reads a text in `format` into a record.
pub fn read(text: &str, format: Format) -> Result<Record, ReadError> {
    match format {
        Format::Record => foster::record::parse(text).map_err(ReadError::Diagnostics),
        Format::Pbn => Err(ReadError::Unsupported(
            "this book's engine cannot read PBN files yet: write the deal as a record (the book's chapter on the record language shows how)",
        )),
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

/// A record ruled and drawn (see the module's doc), as JSON: `ok`, `html`, `code`, `solvable`
/// (some deal has all four hands, so double dummy has something to say) and `diagnostics`
/// (line, column, message, expected, hint) when it cannot be read.
pub fn draw(text: &str, root: &str, format: Format) -> String {
    match read(text, format) {
        Err(ReadError::Diagnostics(d)) => {
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
                foster::html::diagnostics(&d, text),
                format!("[{}]", list.join(",")),
            )
        }
        Err(ReadError::Unsupported(why)) => refusal(why),
        Ok(rec) => match rec.code {
            None => refusal(
                &RuleError::NoCode
                    .to_string()
                    .replace(", or pass --code", ""),
            ),
            Some(code) => {
                let j = foster::case::judge(&rec, code, &Customs::default());
                let html = foster::html::judged(
                    &rec,
                    &j.report,
                    j.score.as_ref().map(Option::as_ref),
                    root,
                );
                let solvable = rec.deals.iter().any(|d| d.hands.is_complete());
                format!(
                    "{{\"ok\":true,\"html\":{},\"code\":{},\"solvable\":{solvable},\"diagnostics\":[]}}",
                    string(&html),
                    string(code.id())
                )
            }
        },
    }
}

/// The double-dummy table of every deal whose four hands are given, then the record's claims
/// checked, as HTML (empty when there is nothing to solve). The table has the nullo only when
/// the record allows it (it is the slowest strain to solve by far), and partners side by side
/// only under the Pirate laws. `table_mb` bounds the solver's transposition table.
pub fn solve(text: &str, root: &str, format: Format, table_mb: usize) -> String {
    let Ok(rec) = read(text, format) else {
        return String::new();
    };
    let mut solver = foster::solver::Solver::new(foster::solver::SolverConfig {
        tt_megabytes: table_mb,
        threads: 1,
    });
    let strains: Vec<Strain> = STRAINS
        .into_iter()
        .filter(|s| *s != Strain::Nullo || rec.nullo_allowed)
        .collect();
    let pirate = rec.code.is_none_or(|c| c.is_pirate());
    let pairings: Vec<Partnership> = pairings()
        .into_iter()
        .filter(|p| pirate || !p.adjacent())
        .collect();
    let mut out = String::new();
    'deals: for deal in rec.deals.iter().filter(|d| d.hands.is_complete()) {
        let mut table = DdTable {
            entries: Vec::new(),
        };
        for &pairing in &pairings {
            for &strain in &strains {
                match solver.row(&deal.hands, pairing, strain) {
                    Ok(row) => table.entries.extend(row),
                    Err(_) => continue 'deals,
                }
            }
        }
        out.push_str(&foster::html::double_dummy(
            &table,
            &deal.label,
            &pairings,
            &strains,
        ));
    }
    let verdicts = foster::solver::record_verdicts(&rec, &mut solver);
    if !verdicts.is_empty() {
        out.push_str(&foster::html::claims(&verdicts, root));
    }
    out
}

/// The table the browser's solver uses: small, for a phone's memory.
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
        let col = String::from_utf8_lossy(&good[start..]).chars().count() + 1;
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

/// Rules on and draws the root and record in `ptr[..len]` read as `format` (0 a record, 1
/// PBN); returns the length of the JSON answer.
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_draw(ptr: *const u8, len: usize, format: u32) -> usize {
    answer(match input(ptr, len) {
        Ok(text) => {
            let (root, record) = split_root(text);
            draw(record, root, Format::from_code(format))
        }
        Err(e) => refusal(&e),
    })
}

/// Solves the deals of the root and record in `ptr[..len]` double dummy; returns the length
/// of the HTML answer.
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_solve(ptr: *const u8, len: usize, format: u32) -> usize {
    answer(match input(ptr, len) {
        Ok(text) => {
            let (root, record) = split_root(text);
            solve(record, root, Format::from_code(format), BROWSER_TABLE_MB)
        }
        Err(_) => String::new(),
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

    #[test]
    fn a_record_is_ruled_under_its_own_code() {
        let record = REVOKE.replace("code: pirate-1916", "code: pirate-1917");
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("\0{record}"))).unwrap();
        assert_eq!(answer["code"], "pirate-1917");
        let html = answer["html"].as_str().unwrap();
        assert!(
            html.contains("Ruled under the Laws of Pirate Bridge (1917)"),
            "{html}"
        );
    }

    #[test]
    fn a_record_is_drawn_as_the_book_draws_it() {
        let answer: serde_json::Value =
            serde_json::from_str(&call(foster_draw, &format!("../../\0{REVOKE}"))).unwrap();
        assert_eq!(answer["ok"], true);
        assert_eq!(answer["code"], "pirate-1916");
        assert_eq!(answer["solvable"], true);
        let html = answer["html"].as_str().unwrap();
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
        let answer: serde_json::Value = serde_json::from_str(&draw(text, "", Format::Record))
            .unwrap_or_else(|e| panic!("{e}: {}", draw(text, "", Format::Record)));
        assert_eq!(answer["ok"], false);
        assert!(answer["diagnostics"][0]["line"].is_u64());
    }

    #[test]
    fn text_that_is_not_utf8_is_placed_by_line_and_column() {
        let e = input(b"code: x\nab\xff".as_ptr(), 11).unwrap_err();
        assert!(e.starts_with("line 2, column 3:"), "{e}");
    }

    #[test]
    fn pbn_is_refused_with_a_reason_until_its_reader_lands() {
        let answer: serde_json::Value =
            serde_json::from_str(&draw("[Deal \"N:...\"]", "", Format::Pbn)).unwrap();
        assert_eq!(answer["ok"], false);
        assert!(answer["html"].as_str().unwrap().contains("PBN"));
    }

    #[test]
    fn a_complete_deal_is_solved_and_its_claims_checked() {
        // Each player holds a whole suit: quick to solve even unoptimised. S on lead in his
        // diamonds at no trumps takes all thirteen; N declaring spades with S (W leads clubs,
        // which N ruffs) takes them all too.
        let text = "code: pirate-1917\ndeal 1\ndealer: N\nhands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432\nclaim: N makes 13 tricks in spades with S as dummy\n";
        let html = solve(text, "", Format::Record, 8);
        assert!(html.contains("<table class=\"foster-dd\">"), "{html}");
        assert!(html.contains("foster-claim foster-confirmed"), "{html}");
    }

    #[test]
    fn a_broken_record_is_answered_not_panicked() {
        let answer: serde_json::Value = serde_json::from_str(&draw(
            "code: pirate-1916\ndeal 1\ndealer: Q\n",
            "",
            Format::Record,
        ))
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
