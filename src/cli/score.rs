//! `foster score FILE`: the score pad of each Pirate rubber (laws 68–80) and its settlement, the
//! wash-book of an evening of several rubbers, or
//! under the Portland code the We / They block the guide draws (laws 1–11) and its result.

use foster::case::{Customs, RuleError};
use foster::json::{PortlandScore, ScoreBody};
use foster::record::Code;
use foster::score::{Rounding, Unit};

use super::term::{BAD, OK, Status, Term};

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

/// The customs a table keeps its score by, as `foster score` and `foster rule` take them.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct CustomsArgs {
    /// Pirate: how the settlement is rounded: exact, 10, 25, 50 or 100 (to the nearest), or
    /// thrown-off-100 and the like (the odd points dropped). By default the nearest 100, "the
    /// simplest and best way" (1916 booklet, p. 7).
    #[arg(long, value_parser = parse_rounding)]
    pub rounding: Option<Rounding>,
    /// Portland: drop the units from the result of the rubber, as the guide's players do
    /// (p. 32).
    #[arg(long)]
    pub drop_units: bool,
    /// Portland: limit the value of a trick under doubling to this many points (the
    /// Etiquette suggests 100).
    #[arg(long, value_name = "POINTS")]
    pub trick_limit: Option<i32>,
}

impl CustomsArgs {
    /// The customs for a record under `code`; an error names an option given that the code's
    /// score does not have.
    pub fn for_code(&self, code: Code) -> Result<Customs, String> {
        let portland = code == Code::Portland1895;
        if portland && self.rounding.is_some() {
            return Err(format!(
                "--rounding is an option of the Pirate settlement; {code} has its own (--drop-units, --trick-limit)"
            ));
        }
        if !portland && (self.drop_units || self.trick_limit.is_some()) {
            return Err(format!(
                "--drop-units and --trick-limit are options of the Portland score; {code} has its own (--rounding)"
            ));
        }
        Ok(Customs {
            rounding: self.rounding.unwrap_or_default(),
            portland: foster::score::portland::ScoringOptions {
                trick_value_limit: self.trick_limit,
                drop_units: self.drop_units,
            },
        })
    }
}

/// The code a record read for ruling or scoring is played under (`code` or its own) and the
/// customs its score is kept by. On failure prints why under `name` and gives the exit status
/// for bad input, 2.
pub fn with_customs(
    term: &mut Term,
    name: &str,
    record: &foster::record::Record,
    code: Option<Code>,
    given: &CustomsArgs,
) -> Result<(Code, Customs), u8> {
    let Some(code) = code.or(record.code) else {
        term.error(name, RuleError::NoCode);
        return Err(BAD);
    };
    match given.for_code(code) {
        Ok(customs) => Ok((code, customs)),
        Err(message) => {
            term.error(name, message);
            Err(BAD)
        }
    }
}

/// The Portland score's line when no rubber has an entry (here and in `each_deal`).
pub(super) const PORTLAND_NOTHING_SCORED: &str =
    "The score (portland-1895:1–11): nothing to score yet.\n";

/// Rules on a record read whole (a PBN or LIN file, standard input within a text held whole's
/// limits), then prints its pad and settlement (or JSON with `--json`), `name` in messages;
/// `each_deal::score` reads a record file (and standard input past those limits) a deal at a
/// time.
pub fn run_read(
    term: &mut Term,
    name: &str,
    record: &foster::record::Record,
    json: bool,
    code: Option<Code>,
    given: &CustomsArgs,
) -> Status {
    let (code, customs) = match with_customs(term, name, record, code, given) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    if code == Code::Portland1895 {
        return run_portland(term, record, json, &customs.portland);
    }
    let report = foster::law::rule(record, code);
    let Some(pirate) = report.pirate() else {
        term.error(
            name,
            format_args!("`foster score` keeps the Pirate pad; use `foster rule` for {code}"),
        );
        return Ok(BAD);
    };
    let options = foster::score::ScoringOptions {
        rounding: customs.rounding,
        ..foster::score::ScoringOptions::new(code)
    };
    match foster::score::score_session(record, pirate, &options) {
        Ok(session) => {
            if json {
                term.document(&ScoreBody {
                    code,
                    pirate: Some(session),
                    portland: None,
                })
            } else {
                let mut text = foster::score::render_session(&session);
                for n in &session.notes {
                    text.push_str(&format!("Note: {n}\n"));
                }
                term.print(&text)
            }
        }
        Err(e) => {
            term.error(name, format_args!("the score cannot be kept: {e}"));
            Ok(BAD)
        }
    }
}

/// The Portland block: each rubber as the guide draws it (We / They), its result, and the
/// notes of the deals that could not be scored.
fn run_portland(
    term: &mut Term,
    record: &foster::record::Record,
    json: bool,
    options: &foster::score::portland::ScoringOptions,
) -> Status {
    let mut report = foster::law::portland::replay(record);
    let score = foster::score::portland::score_report(&mut report, options);
    let mut notes: Vec<String> = report.notes.clone();
    for d in &report.deals {
        for n in &d.notes {
            notes.push(format!("deal {}: {n}", d.label));
        }
    }
    if json {
        return term.document(&ScoreBody {
            code: report.code,
            pirate: None,
            portland: Some(PortlandScore {
                options: score.options,
                settlements: score.settlements(),
                pad: score.pad,
                notes,
            }),
        });
    }
    let mut text = String::new();
    if score.pad.rubbers.is_empty() {
        text.push_str(PORTLAND_NOTHING_SCORED);
    }
    for (i, rubber) in score.pad.rubbers.iter().enumerate() {
        text.push_str(&portland_rubber_text(i, rubber, options));
    }
    for n in notes {
        text.push_str(&format!("Note: {n}\n"));
    }
    term.print(&text)?;
    Ok(OK)
}

/// The pad's rubber `i` (from 0) as `foster score` draws it, and its result.
pub fn portland_rubber_text(
    i: usize,
    rubber: &foster::score::portland::Rubber,
    options: &foster::score::portland::ScoringOptions,
) -> String {
    let mut text = format!(
        "Rubber {} (portland-1895:1, portland-1895:2, portland-1895:10, portland-1895:11)\n",
        i + 1
    );
    text.push_str(&foster::score::portland::render_rubber(
        rubber,
        ["We (N-S)", "They (E-W)"],
        options,
    ));
    match rubber.settle(options) {
        Some(s) => text.push_str(&format!(
            "{} win the rubber by {} points{}\n",
            s.winner.name(),
            s.points,
            s.rounded
                .map(|r| format!(" (scored {r}, the units dropped)"))
                .unwrap_or_default()
        )),
        None => text.push_str("Rubber unfinished.\n"),
    }
    text.push('\n');
    text
}
