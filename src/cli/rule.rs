//! `foster rule FILE`: what the laws make of a record.

use std::path::Path;
use std::process::ExitCode;

use foster::case::{self, RuleError};
use foster::record::Code;

use super::read_and_parse;
use super::score::CustomsArgs;

/// Rules on a record and prints the ruling as text, or as JSON with `--json`; its score is kept
/// by the table's `customs`. Exit status 2 for bad input.
pub fn run(path: &Path, json: bool, code: Option<Code>, customs: &CustomsArgs) -> ExitCode {
    let (name, _, record) = match read_and_parse(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let Some(code) = code.or(record.code) else {
        eprintln!("{name}: error: {}", RuleError::NoCode);
        return ExitCode::from(2);
    };
    let customs = match customs.for_code(code) {
        Ok(customs) => customs,
        Err(message) => {
            eprintln!("{name}: error: {message}");
            return ExitCode::from(2);
        }
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
