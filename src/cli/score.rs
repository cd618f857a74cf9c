//! `foster score FILE`: the score pad of each Pirate rubber (laws 68–80) and its settlement, the
//! wash-book of an evening of several rubbers, or
//! under the Portland code the We / They block the guide draws (laws 1–11) and its result.

use foster::case::{Customs, RuleError};
use foster::record::Code;
use foster::score::{Rounding, Unit};
use foster::stream::scored::score_record;

use super::term::{BAD, Status, Term};

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

/// Rules on a record read whole (a PBN or LIN file, standard input within a text held whole's
/// limits), then prints its pad and settlement (or JSON with `--json`: the library's
/// [`score_record`]), `name` in messages; `each_deal::score` reads a record file (and standard
/// input past those limits) a deal at a time.
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
    match score_record(record, code, &customs) {
        Ok(scored) if json => term.document(&scored.body),
        Ok(scored) => term.print(&scored.text),
        Err(e) => {
            term.error(name, format_args!("the score cannot be kept: {e}"));
            Ok(BAD)
        }
    }
}
