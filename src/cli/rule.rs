//! `foster rule FILE`: what the laws make of a record.

use std::path::Path;
use std::process::ExitCode;

use foster::case::{self, RuleError};
use foster::record::Code;

use super::read_record;

/// Rules on a record and prints the ruling as text, or as JSON with `--json`. Exit status 2 for
/// bad input.
pub fn run(path: &Path, json: bool, code: Option<Code>) -> ExitCode {
    let (name, text) = match read_record(path) {
        Ok(read) => read,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    match case::rule_source(&text, code) {
        Ok(r) => {
            if json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&r.json).unwrap_or_default()
                );
            } else {
                print!("{}", r.text);
            }
            ExitCode::SUCCESS
        }
        Err(RuleError::Diagnostics(d)) => {
            eprint!("{}", d.render(&name, &text));
            ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("{name}: error: {e}");
            ExitCode::from(2)
        }
    }
}
