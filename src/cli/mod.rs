//! The commands of the `foster` binary. Each reads its files, calls the library, and prints.

#[cfg(feature = "book")]
pub mod book;
pub mod check;
pub mod export;
pub mod laws;
pub mod parse;
pub mod rule;
pub mod score;
pub mod solve;
pub mod verify;

use std::io::Read;
use std::path::Path;

/// Reads a record file, or standard input for `-`. Returns the name to show in messages and
/// the text.
pub fn read_record(path: &Path) -> Result<(String, String), String> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("<stdin>: cannot read: {e}"))?;
        return Ok(("<stdin>".to_string(), text));
    }
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    // UTF-8, or a PBN file in its own ISO-8859-1.
    let text = foster::formats::decode(&bytes).ok_or_else(|| {
        let at = std::str::from_utf8(&bytes)
            .err()
            .map_or(0, |e| e.valid_up_to());
        format!("{name}: not UTF-8 text (byte {at}), nor a PBN file (read as ISO-8859-1)")
    })?;
    Ok((name, text))
}

/// Reads and parses a record file (a record, PBN or LIN, told apart by content); on failure
/// prints why (the diagnostics, with the line and a caret) and gives the exit status for bad
/// input, 2.
pub fn read_and_parse(
    path: &Path,
) -> Result<(String, String, foster::record::Record), std::process::ExitCode> {
    read_file(path).map(|(name, text, read)| (name, text, read.record))
}

/// Reads a file in any format foster reads: its name, its text, and what was read.
pub fn read_file(
    path: &Path,
) -> Result<(String, String, foster::formats::Read), std::process::ExitCode> {
    let (name, text) = read_record(path).map_err(|message| {
        eprintln!("{message}");
        std::process::ExitCode::from(2)
    })?;
    match foster::formats::read(&text) {
        Ok(read) => Ok((name, text, read)),
        Err(diagnostics) => {
            eprint!("{}", diagnostics.render(&name, &text));
            Err(std::process::ExitCode::from(2))
        }
    }
}

/// Prints a value as pretty JSON; on failure says so, naming the file, and gives the exit
/// status to return.
pub fn print_json(name: &str, value: &impl serde::Serialize) -> Result<(), std::process::ExitCode> {
    match serde_json::to_string_pretty(value) {
        Ok(out) => {
            println!("{out}");
            Ok(())
        }
        Err(e) => {
            eprintln!("{name}: cannot write JSON: {e}");
            Err(std::process::ExitCode::FAILURE)
        }
    }
}
