//! `foster check FILE...`: is each record well written?

use std::path::PathBuf;
use std::process::ExitCode;

use foster::record;

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
        match record::parse(&text) {
            Ok(rec) => {
                let n = rec.deals.len();
                println!("{name}: ok ({n} deal{})", if n == 1 { "" } else { "s" });
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
