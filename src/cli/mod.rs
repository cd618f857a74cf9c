//! The commands of the `foster` binary. Each reads its files, calls the library, and writes
//! through [`term::Term`], the one writer every command uses.

#[cfg(feature = "book")]
pub mod book;
pub mod check;
pub mod docs;
pub mod laws;
pub mod parse;
pub mod progress;
pub mod prose;
pub mod rule;
pub mod score;
pub mod solve;
pub mod term;
pub mod verify;

use std::io::Read;
use std::path::{Path, PathBuf};

use foster::record::{Diagnostic, Span};

use term::{BAD, Status, Term};

/// A record file that could not be read, or read as text: what to say, already rendered.
pub struct Unread {
    /// The message (a diagnostic with its line and caret, for text that is not UTF-8).
    pub message: String,
}

/// The name a file goes by in messages (`<stdin>` for `-`).
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads a record file, or standard input for `-`. Returns the name to show in messages and
/// the text. Text that is not UTF-8 gets the same message from a file and from standard
/// input: the line and column of the first byte that cannot be read, with a caret.
pub fn read_record(path: &Path) -> Result<(String, String), Unread> {
    let name = display_name(path);
    let bytes = if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| Unread {
                message: format!("{name}: cannot read: {e}\n"),
            })?;
        bytes
    } else {
        std::fs::read(path).map_err(|e| Unread {
            message: format!("{name}: cannot read: {e}\n"),
        })?
    };
    match String::from_utf8(bytes) {
        Ok(text) => Ok((name, text)),
        Err(e) => Err(Unread {
            message: not_utf8(&name, e.as_bytes(), e.utf8_error(), 0),
        }),
    }
}

/// Reads a record file (or standard input for `-`) a deal at a time, handing each deal to
/// `on_deal`, so that memory holds a deal or a rubber's heading, not the file. Returns the name
/// to show in messages and the record without its deals; on failure, says why as
/// [`read_and_parse`] would (the diagnostics are the same) and gives the exit status, 2.
pub fn read_each_deal(
    term: &mut Term,
    path: &Path,
    on_deal: impl FnMut(foster::record::DealRecord),
) -> Result<(String, foster::record::Record), u8> {
    use foster::record::ReadError;
    let name = display_name(path);
    let cannot_read = |e: std::io::Error| format!("{name}: cannot read: {e}\n");
    let read = if path.as_os_str() == "-" {
        foster::record::read_record(std::io::stdin().lock(), on_deal)
    } else {
        match std::fs::File::open(path) {
            Ok(file) => foster::record::read_record(
                std::io::BufReader::with_capacity(1 << 16, file),
                on_deal,
            ),
            Err(e) => Err(ReadError::Io(e)),
        }
    };
    match read {
        Ok(rec) => Ok((name, rec)),
        Err(ReadError::Io(e)) => {
            term.eprint_styled(&cannot_read(e));
            Err(BAD)
        }
        Err(ReadError::NotUtf8 {
            part,
            lines_before,
            error,
        }) => {
            term.eprint_styled(&not_utf8(&name, &part, error, lines_before));
            Err(BAD)
        }
        Err(ReadError::Bad(diagnostics)) => {
            term.eprint_styled(&diagnostics.render_painted(&name, &Term::diagnostic_paint()));
            Err(BAD)
        }
    }
}

/// The diagnostic for text that is not UTF-8: where the first bad byte is (line and column,
/// counted in characters as for any other mistake), the line with a caret under it, and a
/// hint. `bytes` are whole lines of the record, after `lines_before` others.
fn not_utf8(name: &str, bytes: &[u8], error: std::str::Utf8Error, lines_before: usize) -> String {
    let at = error.valid_up_to();
    let good = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
    let line_start = good.rfind('\n').map_or(0, |i| i + 1);
    let line = lines_before + good.matches('\n').count() + 1;
    let col = good[line_start..].chars().count() + 1;
    let bad_len = error.error_len().unwrap_or(bytes.len() - at).max(1);
    let shown: Vec<String> = bytes[at..at + bad_len]
        .iter()
        .map(|b| format!("0x{b:02X}"))
        .collect();
    // The line as far as it can be read, the bad bytes shown as U+FFFD.
    let source = String::from_utf8_lossy(bytes);
    let diagnostic = Diagnostic::error(
        format!(
            "the record is not UTF-8 text: byte {} cannot be read here",
            shown.join(" ")
        ),
        Span {
            start: at,
            end: at + '\u{FFFD}'.len_utf8(),
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(col).unwrap_or(u32::MAX),
        },
    )
    .with_hint(
        "save the record as UTF-8 (an editor's \"Save as\" offers it); a single byte such as 0xE9 for `é` is Latin-1",
    );
    diagnostic.render_painted(name, &source, &Term::diagnostic_paint())
}

/// Reads and parses a record file; on failure says why (the diagnostics, with the line and a
/// caret) and gives the exit status for bad input, 2.
pub fn read_and_parse(
    term: &mut Term,
    path: &Path,
) -> Result<(String, String, foster::record::Record), u8> {
    let (name, text) = read_record(path).map_err(|unread| {
        term.eprint_styled(&unread.message);
        BAD
    })?;
    match foster::record::parse(&text) {
        Ok(rec) => Ok((name, text, rec)),
        Err(diagnostics) => {
            term.eprint_styled(&diagnostics.render_painted(
                &name,
                &text,
                &Term::diagnostic_paint(),
            ));
            Err(BAD)
        }
    }
}

/// Runs a command on each file in turn, each headed by its name when there are several, and
/// gives the worst status (2 over 1 over 0). A write error stops at once.
pub fn each_file(
    term: &mut Term,
    files: &[PathBuf],
    json: bool,
    mut run: impl FnMut(&mut Term, &Path) -> Status,
) -> Status {
    let mut worst = term::OK;
    let several = files.len() > 1;
    for (i, path) in files.iter().enumerate() {
        if several {
            term.begin_file(&display_name(path), i == 0, json)?;
        }
        worst = worst.max(run(term, path)?);
    }
    Ok(worst)
}
