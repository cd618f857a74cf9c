//! `foster score FILE`: the score pad of a Pirate rubber (laws 68–80) and its settlement.

use std::path::Path;
use std::process::ExitCode;

use foster::case::RuleError;
use foster::record::Code;
use foster::score::{Rounding, Unit};

use super::read_record;

/// How the settlement is rounded (law 79 and club custom).
pub fn parse_rounding(text: &str) -> Result<Rounding, String> {
    let unit = match text.trim_start_matches("thrown-off-") {
        "exact" | "1" => Unit::Point,
        "10" => Unit::Ten,
        "25" => Unit::TwentyFive,
        "50" => Unit::Fifty,
        "100" => Unit::Hundred,
        other => {
            return Err(format!(
                "unknown rounding `{other}`: use exact, 10, 25, 50 or 100 (nearest), or thrown-off-10 … thrown-off-100 (units dropped)"
            ));
        }
    };
    Ok(if text.starts_with("thrown-off-") {
        Rounding::ThrownOff(unit)
    } else {
        Rounding::Nearest(unit)
    })
}

/// Rules on the record, then prints its pad and settlement (or JSON with `--json`).
pub fn run(path: &Path, json: bool, code: Option<Code>, rounding: Rounding) -> ExitCode {
    let (name, text) = match read_record(path) {
        Ok(read) => read,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let record = match foster::record::parse(&text) {
        Ok(r) => r,
        Err(d) => {
            eprint!("{}", d.render(&name, &text));
            return ExitCode::from(2);
        }
    };
    let Some(code) = code.or(record.code) else {
        eprintln!("{name}: error: {}", RuleError::NoCode);
        return ExitCode::from(2);
    };
    let report = foster::law::rule(&record, code);
    let Some(pirate) = report.pirate() else {
        eprintln!(
            "{name}: error: `foster score` keeps the Pirate pad; use `foster rule` for {code}"
        );
        return ExitCode::from(2);
    };
    let mut options = foster::score::ScoringOptions::new(code);
    options.rounding = rounding;
    match foster::score::score_record(&record, pirate, &options) {
        Ok((pad, notes)) => {
            if json {
                let value = serde_json::json!({ "score": pad, "notes": notes });
                println!(
                    "{}",
                    serde_json::to_string_pretty(&value).unwrap_or_default()
                );
            } else {
                print!("{}", foster::score::render_pad(&pad));
                for n in notes {
                    println!("Note: {n}");
                }
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{name}: error: the score cannot be kept: {e}");
            ExitCode::from(2)
        }
    }
}
