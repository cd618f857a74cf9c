//! `foster check FILE...`: is each record well written?

use std::path::PathBuf;
use std::process::ExitCode;

use super::read_record;

/// Checks every file; prints `FILE: ok (N deals)` for a good one and the diagnostics (to
/// standard error) for a bad one. Exit status 2 if any file is bad or cannot be read.
pub fn run(files: &[PathBuf]) -> ExitCode {
    let mut bad = false;
    for path in files {
        let (name, text) = match read_record(path) {
            Ok(read) => read,
            Err(message) => {
                eprintln!("{message}");
                bad = true;
                continue;
            }
        };
        match foster::formats::read(&text) {
            Ok(read) => {
                let n = read.record.deals.len();
                let format = match read.format {
                    foster::formats::Format::Record => String::new(),
                    f => format!(", {}", f.name()),
                };
                println!(
                    "{name}: ok ({n} deal{}{format})",
                    if n == 1 { "" } else { "s" }
                );
            }
            Err(diagnostics) => {
                eprint!("{}", diagnostics.render(&name, &text));
                bad = true;
            }
        }
    }
    if bad {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    }
}
