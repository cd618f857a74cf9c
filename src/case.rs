//! Worked cases: a record file with a header saying what it asks and where it comes from.
//! One function, [`render_case`], turns a case into its ruling; the book, the snapshot tests and
//! `foster rule` all call it, so they cannot disagree.
//!
//! A case file begins with `# key: value` lines (`title`, `question`, `source`, `says`, `law`,
//! `inferred`), then the record. The title is for a name the file's name cannot spell (an
//! apostrophe, a capital); without one, the book makes the title from the file's name.

use crate::law::names::RulingKind;
use serde::Serialize;

use crate::json;
use crate::law;
use crate::lawbook::Citation;
use crate::record::{self, Code, Diagnostics};

/// A case's header and its record text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Case {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub question: Option<String>,
    pub source: Option<String>,
    pub says: Vec<String>,
    pub laws: Vec<String>,
    pub inferred: Vec<String>,
    pub text: String,
}

impl Case {
    /// Reads the header of a case file; the whole text stays the record.
    pub fn read(name: &str, text: &str) -> Case {
        let mut case = Case {
            name: name.to_string(),
            title: None,
            question: None,
            source: None,
            says: Vec::new(),
            laws: Vec::new(),
            inferred: Vec::new(),
            text: text.to_string(),
        };
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() {
                continue;
            }
            let Some(rest) = t.strip_prefix('#') else {
                break;
            };
            let Some((key, value)) = rest.trim().split_once(':') else {
                continue;
            };
            let value = value.trim().to_string();
            match key.trim() {
                "title" => case.title = Some(value),
                "question" => case.question = Some(value),
                "source" => case.source = Some(value),
                "says" => case.says.push(value),
                "law" => case.laws.push(value),
                "inferred" => case.inferred.push(value),
                _ => {}
            }
        }
        case
    }

    /// The laws the case says it checks, as citations (those that read as citations).
    pub fn citations(&self) -> Vec<Citation> {
        self.laws
            .iter()
            .flat_map(|l| l.split([',', ' ']))
            .filter_map(|l| l.trim().parse().ok())
            .collect()
    }
}

/// A case ruled: the text a person reads and the JSON document a program reads.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendering {
    pub report: law::Report,
    /// The score pad of a Pirate record (laws 68–80), when it could be kept: the first
    /// rubber's, when the record holds several.
    pub pad: Option<crate::score::Pad>,
    /// Every rubber's pad and the wash-book of a Pirate record, when the score could be kept.
    pub session: Option<crate::score::SessionScore>,
    /// Why the score of a Pirate record could not be kept.
    pub score_error: Option<crate::score::ScoreError>,
    /// The pad of a Portland record (laws 1–11) and each finished rubber's result.
    pub portland: Option<crate::score::portland::Score>,
    pub text: String,
    /// The ruling document (`foster rule --json`), in its envelope, naming no file.
    pub json: serde_json::Value,
    /// The same document's body, for a writer that adds the file's name.
    pub body: json::RulingBody,
}

/// Why a record could not be ruled on.
#[derive(Debug)]
pub enum RuleError {
    /// The record is not well written.
    Diagnostics(Diagnostics),
    /// The record names no code and none was given.
    NoCode,
    /// The engine for this code has not landed yet.
    CodeNotRuled(Code),
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RuleError::Diagnostics(d) => write!(f, "{d}"),
            RuleError::CodeNotRuled(c) => write!(f, "records under {c} cannot be ruled on yet"),
            RuleError::NoCode => f.write_str(
                "the record does not say which laws it is played under: add a line `code: pirate-1916` (or pirate-1917, portland-1895), or pass --code",
            ),
        }
    }
}

impl std::error::Error for RuleError {}

/// The customs a table keeps its score by, where the laws leave the choice to the club: the
/// rounding of a Pirate settlement (law 79), and the Portland guide's dropped units and the
/// Etiquette's limit on a trick's value. The defaults are the books' own.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Customs {
    pub rounding: crate::score::Rounding,
    pub portland: crate::score::portland::ScoringOptions,
}

/// Parses and rules on a record under its code (or `code`, which overrides it).
pub fn rule_source(source: &str, code: Option<Code>) -> Result<Rendering, RuleError> {
    let rec = record::parse(source).map_err(RuleError::Diagnostics)?;
    let code = code.or(rec.code).ok_or(RuleError::NoCode)?;
    Ok(rule_record(&rec, code, &Customs::default()))
}

/// A record ruled and its score kept, before anything is written for people or programs: what
/// the drawing of a ruling ([`crate::html::drawing`]) needs, and all the WebAssembly engine
/// computes.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The engine's report, each Portland deal's entries on the pad written in.
    pub report: law::Report,
    /// Every rubber's pad and the wash-book of a Pirate record (`None` for a Portland record),
    /// or why the score cannot be kept.
    pub score: Result<Option<crate::score::SessionScore>, crate::score::ScoreError>,
    /// The pad of a Portland record (`None` for a Pirate record).
    pub portland: Option<crate::score::portland::Score>,
}

/// Rules on a parsed record under `code` and keeps its score by the table's `customs`: the
/// engine rules, then the score reads its report (a Portland deal's entries written into it).
pub fn judge(rec: &record::Record, code: Code, customs: &Customs) -> Judged {
    if code.is_pirate() {
        judge_pirate(rec, code, customs)
    } else {
        judge_portland(rec, customs)
    }
}

/// [`judge`] under a Pirate code (`code` one of them). Apart, so that a program that rules
/// under the Pirate laws alone (the page's engine, `wasm/`) carries no Portland engine.
pub fn judge_pirate(rec: &record::Record, code: Code, customs: &Customs) -> Judged {
    let report = law::pirate::rule(rec, code);
    let options = crate::score::ScoringOptions {
        rounding: customs.rounding,
        ..crate::score::ScoringOptions::new(code)
    };
    Judged {
        score: crate::score::score_session(rec, &report, &options).map(Some),
        report: law::Report::Pirate(report),
        portland: None,
    }
}

/// [`judge`] under the Portland Club's laws; apart, so that the page's Portland engine
/// (`wasm/`) carries no Pirate engine.
pub fn judge_portland(rec: &record::Record, customs: &Customs) -> Judged {
    let mut report = law::portland::replay(rec);
    let portland = crate::score::portland::score_report(&mut report, &customs.portland);
    Judged {
        report: law::Report::Portland(report),
        score: Ok(None),
        portland: Some(portland),
    }
}

/// Rules on a parsed record under `code`, its score kept by the table's `customs`.
pub fn rule_record(rec: &record::Record, code: Code, customs: &Customs) -> Rendering {
    rule_record_advised(rec, code, customs, false)
}

/// [`rule_record`], and with `advise` the advice for each player who may choose a penalty
/// ([`crate::advice`]): after the ruling in the text, as `advice` in the JSON.
pub fn rule_record_advised(
    rec: &record::Record,
    code: Code,
    customs: &Customs,
    advise: bool,
) -> Rendering {
    rule_record_with(rec, code, customs, advise, false)
}

/// [`rule_record_advised`], and with `tricks` each deal's play a trick a line in the text
/// (`foster rule --tricks`).
pub fn rule_record_with(
    rec: &record::Record,
    code: Code,
    customs: &Customs,
    advise: bool,
    tricks: bool,
) -> Rendering {
    let Judged {
        report,
        score,
        portland,
    } = judge(rec, code, customs);
    let mut text = law::render_text_with(&report, tricks);
    if let Some(p) = &portland {
        text.push_str(&crate::score::portland::render_pad_text(p));
    }
    let mut body = json::RulingBody {
        report: json::ReportBody::new(report.clone(), portland.as_ref()),
        score: None,
        score_error: None,
        not_governed: Vec::new(),
        advice: None,
    };
    let mut pad = None;
    let mut session = None;
    let mut score_error = None;
    match score {
        Ok(None) => {}
        Ok(Some(scored)) => {
            let nothing = scored
                .rubbers
                .iter()
                .all(|p| p.entries.is_empty() && p.left.is_none());
            if nothing {
                text.push_str(wording::NOTHING_SCORED);
            } else {
                text.push_str(wording::SCORE);
                text.push_str(&crate::score::render_session(&scored));
                for n in &scored.notes {
                    text.push_str(&wording::score_note(n));
                }
            }
            pad = scored.rubbers.first().cloned();
            body.score = Some(scored.clone());
            session = Some(scored);
        }
        Err(e) => {
            text.push_str(&wording::score_error(&e));
            body.score_error = Some(e.clone());
            score_error = Some(e);
        }
    }
    body.not_governed = not_governed(rec, code, &mut text);
    if advise {
        let advice = crate::advice::advise(rec, &report);
        if !advice.is_empty() {
            text.push('\n');
            text.push_str(&crate::advice::render_text(&advice));
        }
        body.advice = Some(advice);
    }
    let json = json::document(&body, None);
    Rendering {
        report,
        pad,
        session,
        score_error,
        portland,
        text,
        json,
        body,
    }
}

/// The lines of a ruling's text around its score and what the code does not govern: written
/// by [`rule_record`] for a record read whole and by `foster rule` for one ruled a deal at a
/// time, which must give the same bytes.
pub mod wording {
    use crate::record::Code;

    /// The heading of the Pirate score under a ruling.
    pub(crate) const SCORE: &str = "\nThe score (laws 68–80)\n";
    /// The score's line when no pad has an entry.
    pub(crate) const NOTHING_SCORED: &str = "\nThe score (laws 68–80): nothing to score yet.\n";
    /// A note of the score, indented under it.
    pub(crate) fn score_note(note: &str) -> String {
        format!("  Note: {note}\n")
    }
    /// Why the score cannot be kept.
    pub(crate) fn score_error(e: &crate::score::ScoreError) -> String {
        format!("\nThe score cannot be kept: {e}\n")
    }
    /// The heading of what the code does not govern.
    pub(crate) fn not_governed_heading(code: Code) -> String {
        format!("\nOutside what {code} governs\n")
    }
    /// One deal's note of what the code does not govern.
    pub fn not_governed(deal: &str, note: &str) -> String {
        format!("  Deal {deal}: {note}.\n")
    }
}

/// What the laws cannot rule on, said, never silently dropped: a deal read from another
/// program's file may carry a contract-bridge auction, which neither code governs (kept on the
/// record as written); a record may start from an ending, the deal's beginning not written.
fn not_governed(rec: &record::Record, code: Code, out: &mut String) -> Vec<json::NotGoverned> {
    let notes = not_governed_notes(rec, code);
    if notes.is_empty() {
        return Vec::new();
    }
    out.push_str(&wording::not_governed_heading(code));
    for (label, note) in &notes {
        out.push_str(&wording::not_governed(label, note));
    }
    notes
        .into_iter()
        .map(|(deal, note)| json::NotGoverned { deal, note })
        .collect()
}

/// `not_governed`'s notes, as (deal, note): the text ruling's, the JSON's and the HTML
/// drawing's ([`crate::html::judged`]).
pub fn not_governed_notes(rec: &record::Record, code: Code) -> Vec<(String, String)> {
    rec.deals
        .iter()
        .flat_map(|deal| deal_not_governed(deal, code))
        .collect()
}

/// One deal's notes of [`not_governed_notes`].
pub(crate) fn deal_not_governed(deal: &record::DealRecord, code: Code) -> Vec<(String, String)> {
    let mut notes = Vec::new();
    if deal.hands.is_ending() {
        let n = deal
            .hands
            .hand(crate::cards::Seat::N)
            .map_or(0, |h| h.len());
        notes.push((
            deal.label.clone(),
            format!(
                "the record starts from an ending, {n} cards in each hand: its dealer, auction and first {} tricks are not in it, and are not missing; the laws rule only on what it shows{}; its `claim:` lines (with the leader named) are checked by `foster verify`, its table by `foster solve`",
                13 - n,
                if deal.auction.is_empty() {
                    " (it writes no contract: no irregularity of the play can be ruled, and nothing is scored)"
                } else {
                    ""
                }
            ),
        ));
    }
    let Some(imported) = deal.imported.as_deref() else {
        return notes;
    };
    if imported.auction.is_empty() && imported.dropped.is_empty() {
        return notes;
    }
    let mut note = String::new();
    if !imported.auction.is_empty() {
        note.push_str(&format!(
            "the {} file's auction ({}{}) is contract bridge's, which {code} does not govern: kept as written, not ruled on",
            imported.format,
            imported.auction.join(" "),
            match (&imported.contract, imported.declarer) {
                (Some(c), Some(d)) => format!("; contract {c} by {d}"),
                (Some(c), None) => format!("; contract {c}"),
                _ => String::new(),
            }
        ));
    }
    for d in &imported.dropped {
        if !note.is_empty() {
            note.push_str("; ");
        }
        note.push_str(&format!("not carried into the record: {d}"));
    }
    notes.push((deal.label.clone(), note));
    notes
}

/// Renders a case: its question and source, then the engine's ruling.
pub fn render_case(case: &Case) -> Result<Rendering, RuleError> {
    render_case_advised(case, false)
}

/// [`render_case`], with the advice to the chooser when `advise` is set.
pub fn render_case_advised(case: &Case, advise: bool) -> Result<Rendering, RuleError> {
    let rec = record::parse(&case.text).map_err(RuleError::Diagnostics)?;
    let code = rec.code.ok_or(RuleError::NoCode)?;
    let mut r = rule_record_advised(&rec, code, &Customs::default(), advise);
    let mut head = String::new();
    if let Some(q) = &case.question {
        head.push_str(&format!("Question: {q}\n"));
    }
    if let Some(s) = &case.source {
        head.push_str(&format!("Source: {s}\n"));
    }
    for s in &case.says {
        head.push_str(&format!("The source says: {s}\n"));
    }
    for i in &case.inferred {
        head.push_str(&format!("Inferred: {i}\n"));
    }
    if !head.is_empty() {
        head.push('\n');
    }
    r.text = head + &r.text;
    Ok(r)
}

/// What the laws make of each deal, for PBN's tags: under a Pirate code, the contract the
/// auction settled, the tricks, the revokes, the rulings, and the pad's entries. (Portland's declarations have no PBN contract: foster's
/// own sections carry them.)
pub fn pbn_facts(rec: &record::Record, code: Option<Code>) -> Vec<crate::formats::pbn::DealFacts> {
    let Some(code) = code.filter(|c| c.is_pirate()) else {
        return Vec::new();
    };
    let report = law::rule(rec, code);
    let Some(pirate) = report.pirate() else {
        return Vec::new();
    };
    // The pad's entries, by deal (in the rubber the deal is in: labels repeat across rubbers).
    let options = crate::score::ScoringOptions::new(code);
    let entries: Vec<Vec<String>> = match crate::score::score_session(rec, pirate, &options) {
        Ok(session) => {
            let mut per_deal = vec![Vec::new(); rec.deals.len()];
            let rubbers = rec.written_rubbers();
            for (rubber, pad) in rubbers.iter().zip(&session.rubbers) {
                for e in &pad.entries {
                    if let Some(i) = rubber.deals.clone().find(|&i| rec.deals[i].label == e.deal) {
                        let line = match e.line {
                            crate::law::Line::Above => "above",
                            crate::law::Line::Below => "below",
                        };
                        per_deal[i].push(format!(
                            "{} {} {line} the line: {} ({})",
                            e.seat, e.points, e.reason, e.law
                        ));
                    }
                }
            }
            per_deal
        }
        Err(_) => Vec::new(),
    };
    pirate
        .deals
        .iter()
        .zip(&rec.deals)
        .enumerate()
        .map(|(i, (d, deal))| {
            let mut f = crate::formats::pbn::DealFacts {
                score: entries.get(i).cloned().unwrap_or_default(),
                ..Default::default()
            };
            for r in &d.rulings {
                // A revoke is marked on its card (`^R`); every ruling goes in the commentary.
                if r.kind() == RulingKind::Revoke
                    && let Some(span) = r.span()
                    && let Some((seat, card)) = deal.play.iter().find_map(|e| match e.action {
                        record::Action::Play { card, .. } if e.span == span => Some((e.seat, card)),
                        _ => None,
                    })
                {
                    f.revokes.push((seat, card));
                }
                let laws: Vec<String> = r.laws().iter().map(|c| c.to_string()).collect();
                f.commentary
                    .push(format!("{} ({})", r.summary(), laws.join(", ")));
            }
            if let Some(c) = d.contract {
                f.declarer = Some(c.declarer);
                f.dummy = Some(c.dummy);
                f.level = Some(c.level);
                f.strain = Some(c.strain);
                f.doubled = match c.doubled {
                    crate::game::Doubling::Undoubled => 0,
                    crate::game::Doubling::Doubled => 1,
                    crate::game::Doubling::Redoubled => 2,
                };
            }
            f.tricks = d.tricks.map(|t| t.declaring_side);
            f
        })
        .collect()
}
