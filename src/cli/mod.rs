//! The commands of the `foster` binary. Each reads its files, calls the library, and prints.

#[cfg(feature = "book")]
pub mod book;
pub mod check;
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
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{name}: not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok((name, text))
}

/// Reads and parses a record file; on failure prints why (the diagnostics, with the line and a
/// caret) and gives the exit status for bad input, 2.
pub fn read_and_parse(
    path: &Path,
) -> Result<(String, String, foster::record::Record), std::process::ExitCode> {
    let (name, text) = read_record(path).map_err(|message| {
        eprintln!("{message}");
        std::process::ExitCode::from(2)
    })?;
    match foster::record::parse(&text) {
        Ok(rec) => Ok((name, text, rec)),
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
