//! `foster rule FILE`: what the laws make of a record.

use std::path::Path;
use std::process::ExitCode;

use foster::case;
use foster::record::Code;

use super::score::{CustomsArgs, read_with_customs};

/// Rules on a record and prints the ruling as text, or as JSON with `--json`; its score is kept
/// by the table's `customs`. Exit status 2 for bad input.
pub fn run(path: &Path, json: bool, code: Option<Code>, customs: &CustomsArgs) -> ExitCode {
    let (_, record, code, customs) = match read_with_customs(path, code, customs) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let r = case::rule_record(&record, code, &customs);
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
