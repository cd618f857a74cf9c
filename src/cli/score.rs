//! `foster score FILE`: the score pad of each Pirate rubber (laws 68–80) and its settlement, the
//! wash-book of an evening of several rubbers, or
//! under the Portland code the We / They block the guide draws (laws 1–11) and its result.

use std::path::Path;
use std::process::ExitCode;

use foster::case::RuleError;
use foster::record::Code;
use foster::score::{Rounding, Unit};

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

/// The Portland table's scoring options from the command line.
#[derive(Clone, Copy, Debug, Default)]
pub struct PortlandOptions {
    /// `--drop-units`: the guide's custom of dropping the units from the rubber's result.
    pub drop_units: bool,
    /// `--trick-limit 100`: the Etiquette's suggested limit on a trick's value under doubling.
    pub trick_limit: Option<i32>,
}

impl PortlandOptions {
    fn given(&self) -> bool {
        self.drop_units || self.trick_limit.is_some()
    }
}

/// Rules on the record, then prints its pad and settlement (or JSON with `--json`).
pub fn run(
    path: &Path,
    json: bool,
    code: Option<Code>,
    rounding: Rounding,
    portland: PortlandOptions,
) -> ExitCode {
    let (name, _, record) = match super::read_and_parse(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let Some(code) = code.or(record.code) else {
        eprintln!("{name}: error: {}", RuleError::NoCode);
        return ExitCode::from(2);
    };
    if code == Code::Portland1895 {
        return run_portland(&record, json, portland);
    }
    if portland.given() {
        eprintln!(
            "{name}: error: --drop-units and --trick-limit are options of the Portland score; {code} has its own (--rounding)"
        );
        return ExitCode::from(2);
    }
    let report = foster::law::rule(&record, code);
    let Some(pirate) = report.pirate() else {
        eprintln!(
            "{name}: error: `foster score` keeps the Pirate pad; use `foster rule` for {code}"
        );
        return ExitCode::from(2);
    };
    let mut options = foster::score::ScoringOptions::new(code);
    options.rounding = rounding;
    match foster::score::score_session(&record, pirate, &options) {
        Ok(session) => {
            if json {
                let value = if let [pad] = session.rubbers.as_slice() {
                    serde_json::json!({ "score": pad, "notes": session.notes })
                } else {
                    serde_json::json!({
                        "rubbers": session.rubbers,
                        "wash_book": session.wash_book,
                        "wash_book_error": session.wash_book_error,
                        "notes": session.notes,
                    })
                };
                println!(
                    "{}",
                    serde_json::to_string_pretty(&value).unwrap_or_default()
                );
            } else {
                print!("{}", foster::score::render_session(&session));
                for n in &session.notes {
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

/// The Portland block: each rubber as the guide draws it (We / They), its result, and the
/// notes of the deals that could not be scored.
fn run_portland(record: &foster::record::Record, json: bool, given: PortlandOptions) -> ExitCode {
    let options = foster::score::portland::ScoringOptions {
        trick_value_limit: given.trick_limit,
        drop_units: given.drop_units,
    };
    let report = foster::law::portland::replay(record, &options);
    let mut notes: Vec<String> = report.notes.clone();
    for d in &report.deals {
        for n in &d.notes {
            notes.push(format!("deal {}: {n}", d.label));
        }
    }
    if json {
        let value = serde_json::json!({
            "code": report.code,
            "options": report.options,
            "pad": report.pad,
            "settlements": report.settlements,
            "notes": notes,
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&value).unwrap_or_default()
        );
        return ExitCode::SUCCESS;
    }
    if report.pad.rubbers.is_empty() {
        println!("The score (portland-1895:1–11): nothing to score yet.");
    }
    for (i, rubber) in report.pad.rubbers.iter().enumerate() {
        println!(
            "Rubber {} (portland-1895:1, portland-1895:2, portland-1895:10, portland-1895:11)",
            i + 1
        );
        print!(
            "{}",
            foster::score::portland::render_rubber(rubber, ["We (N-S)", "They (E-W)"], &options)
        );
        match rubber.settle(&options) {
            Some(s) => println!(
                "{} win the rubber by {} points{}",
                s.winner.name(),
                s.points,
                s.rounded
                    .map(|r| format!(" (scored {r}, the units dropped)"))
                    .unwrap_or_default()
            ),
            None => println!("Rubber unfinished."),
        }
        println!();
    }
    for n in notes {
        println!("Note: {n}");
    }
    ExitCode::SUCCESS
}
