//! `foster score` of a record read whole: the score pad of each Pirate rubber (laws 68–80) and
//! its settlement, the wash-book of an evening of several rubbers, or under the Portland code
//! the We / They block the guide draws (laws 1–11) and its result; as text and as the JSON
//! document's body. The same bytes are made a deal at a time by `writer.rs`.

use crate::case::{Customs, judge};
use crate::json::{PortlandScore, ScoreBody};
use crate::record::{Code, Record};
use crate::score::ScoreError;
use crate::score::portland::{Rubber, ScoringOptions};

/// A record's score: its text and its JSON document's body.
#[derive(Clone, Debug)]
pub struct Scored {
    pub text: String,
    pub body: ScoreBody,
}

/// The Portland score's line when no rubber has an entry.
pub(crate) const PORTLAND_NOTHING_SCORED: &str =
    "The score (portland-1895:1–11): nothing to score yet.\n";

/// A record read whole, ruled under `code` and scored by the table's `customs`; or why the
/// Pirate score cannot be kept.
pub fn score_record(record: &Record, code: Code, customs: &Customs) -> Result<Scored, ScoreError> {
    let judged = judge(record, code, customs);
    let Some(score) = judged.portland else {
        // A Pirate code's score is always kept (or refused); none is a code it does not keep.
        let Some(session) = judged.score? else {
            return Err(ScoreError::UnsupportedCode { code });
        };
        let mut text = crate::score::render_session(&session);
        for n in &session.notes {
            text.push_str(&format!("Note: {n}\n"));
        }
        return Ok(Scored {
            text,
            body: ScoreBody {
                code,
                pirate: Some(session),
                portland: None,
            },
        });
    };
    // The Portland block: each rubber as the guide draws it (We / They), its result, and the
    // notes of the deals that could not be scored.
    let crate::law::Report::Portland(report) = &judged.report else {
        return Err(ScoreError::UnsupportedCode { code });
    };
    let mut notes: Vec<String> = report.notes.clone();
    for d in &report.deals {
        for n in &d.notes {
            notes.push(format!("deal {}: {n}", d.label));
        }
    }
    let options = &customs.portland;
    let mut text = String::new();
    if score.pad.rubbers.is_empty() {
        text.push_str(PORTLAND_NOTHING_SCORED);
    }
    for (i, rubber) in score.pad.rubbers.iter().enumerate() {
        text.push_str(&portland_rubber_text(i, rubber, options));
    }
    for n in &notes {
        text.push_str(&format!("Note: {n}\n"));
    }
    Ok(Scored {
        text,
        body: ScoreBody {
            code: report.code,
            pirate: None,
            portland: Some(PortlandScore {
                options: score.options,
                settlements: score.settlements(),
                pad: score.pad,
                notes,
            }),
        },
    })
}

/// The pad's rubber `i` (from 0) as `foster score` draws it, and its result.
pub(crate) fn portland_rubber_text(i: usize, rubber: &Rubber, options: &ScoringOptions) -> String {
    let mut text = format!(
        "Rubber {} (portland-1895:1, portland-1895:2, portland-1895:10, portland-1895:11)\n",
        i + 1
    );
    text.push_str(&crate::score::portland::render_rubber(
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
