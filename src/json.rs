//! The JSON contract: every document foster writes for other programs (`--json`), its kind, its
//! version, and its JSON Schema, generated from the Rust types that write it.
//!
//! A document is one JSON object. It opens with the envelope, the same for every kind:
//!
//! ```json
//! {"format": "foster", "version": 1, "kind": "ruling", "file": "deal.record", …}
//! ```
//!
//! `format` is always `"foster"`; `kind` says which document it is ([`Kind`]); `version` is that
//! kind's version, raised whenever the shape of the kind changes (a field added, renamed or
//! removed, a value that may now take another form), so that a program can refuse a document
//! it was not written for; `file` names the file it describes, as given on the command line
//! (`<stdin>` for `-`), for the commands that read files. The kind's own fields follow (the
//! body, one of the `*Body` types here). A command given several files writes one document a
//! line (JSON Lines), each naming its file; given one, the document pretty-printed.
//!
//! Names are the same in every kind and under every code: a seat is its compass letter (`"N"`),
//! a side of two partners their letters joined (`"N-S"`), a card `"SK"`, a hand PBN's
//! `"AKQ43.K65.A2.J94"`, a strain `"C" "D" "H" "S" "NT" "NL"`, a law `"pirate-1916:53"`; values
//! by seat or by side are objects keyed by those names, never lists in an implied order.

use std::fmt;

use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings};
use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::cards::{Seat, Strain};
use crate::law::pirate::report::PirateReport;
use crate::law::portland::report::{DealReport as PortlandDealReport, PortlandReport};
use crate::lawbook::coverage::{Status as CoverageStatus, Totals};
use crate::lawbook::diff::LawDiff;
use crate::lawbook::search::Hit;
use crate::lawbook::{Fallback, Item, Law, LawRef, Section};
use crate::record::{Code, Diagnostic, Record};
use crate::score::portland::{Pad as PortlandPad, ScoringOptions as PortlandOptions, Settlement};
use crate::score::{ScoreError, SessionScore};
use crate::solver::{ClaimVerdict, DdTable};

/// What every document says in `format`.
pub const FORMAT: &str = "foster";

/// The kinds of document, one per `--json` output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Check,
    Record,
    Ruling,
    Score,
    Solve,
    Verify,
    Law,
    LawList,
    LawSearch,
    LawDiff,
    LawCoverage,
    ClauseCoverage,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Check,
        Kind::Record,
        Kind::Ruling,
        Kind::Score,
        Kind::Solve,
        Kind::Verify,
        Kind::Law,
        Kind::LawList,
        Kind::LawSearch,
        Kind::LawDiff,
        Kind::LawCoverage,
        Kind::ClauseCoverage,
    ];

    /// The name written in `kind` and given to `foster schema`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Check => "check",
            Kind::Record => "record",
            Kind::Ruling => "ruling",
            Kind::Score => "score",
            Kind::Solve => "solve",
            Kind::Verify => "verify",
            Kind::Law => "law",
            Kind::LawList => "law-list",
            Kind::LawSearch => "law-search",
            Kind::LawDiff => "law-diff",
            Kind::LawCoverage => "law-coverage",
            Kind::ClauseCoverage => "clause-coverage",
        }
    }

    /// The kind's version: raised with every change to its shape (the schema snapshots in
    /// `tests/json_schema.rs` and the fingerprints in `tests/json-schema-versions.txt` make a
    /// change without it fail).
    pub fn version(self) -> u32 {
        match self {
            // 2: an exposed card called at a later trick in the advice's constraints
            // (`play_card_after`). 3: an outcome of two readings (`two_readings`: each reading
            // with its laws and ruling, the one the replay follows and why, whether they differ).
            // 4: a conditional outcome asks its `question`, and each possibility carries its
            // `answer` and the record lines that settle it (`settle`), or why none does
            // (`unsettled`). 5: a Pirate pad says who left the game without a substitute and
            // whether his opponents cancelled the rubber's score (`left`, law 80); a Pirate deal
            // names the laws of its contract's declarer and dummy (`declarer_by`, law 28) and
            // doubling (`doubled_by`, laws 25 and 27), of the books its tricks are counted over
            // (`book_by`, law 15), and its bidding's course (`bidding`).
            Kind::Ruling => 5,
            // 2: a contract outside the rows asked for is not solved (`contract_not_solved`).
            Kind::Solve => 2,
            // 2: the diagnostics listed are the first 1,000, `more_diagnostics` counts the rest.
            Kind::Check => 2,
            // 2: each code's matrix of irregularities counted (`matrix`: provided, ambiguous,
            // silent, cannot occur, open).
            Kind::LawCoverage => 2,
            // 2: a card led to the next trick before this one was complete (`to_next_trick` on
            // a play, written only when true). 3: cards played together (`plays_together`), a
            // card dropped below the table (`drops_below_table`), two leads at the same instant
            // (`leads_at_once`); in the deal, a card faced in the pack (`faced_in_pack`), the
            // last card not to the dealer (`last_card_not_to_dealer`), two cards dealt together
            // (`two_cards_dealt`); the answer to law 55's question (`answers`, with `none`).
            // 4: a player announcing he is a card short (`announces_shortage`, Pirate 38), the
            // card missing from a short hand found (`finds_missing`, Portland 44), a player
            // leaving the game without a substitute (`leaves_game`, Pirate 80).
            Kind::Record => 4,
            // 2: the pages of the printed source on which the law's text stands (`pages`).
            Kind::Law => 2,
            // 2: a Pirate pad says who left the game without a substitute and whether his
            // opponents cancelled the rubber's score (`left`, law 80).
            Kind::Score => 2,
            Kind::Verify
            | Kind::LawList
            | Kind::LawSearch
            | Kind::LawDiff
            | Kind::ClauseCoverage => 1,
        }
    }

    /// Whether its command reads record files, so that its documents name the file.
    pub(crate) fn reads_files(self) -> bool {
        matches!(
            self,
            Kind::Check | Kind::Record | Kind::Ruling | Kind::Score | Kind::Solve | Kind::Verify
        )
    }

    /// The command that writes it.
    pub fn command(self) -> &'static str {
        match self {
            Kind::Check => "foster check --json",
            Kind::Record => "foster parse --json",
            Kind::Ruling => "foster rule --json",
            Kind::Score => "foster score --json",
            Kind::Solve => "foster solve --json",
            Kind::Verify => "foster verify --json",
            Kind::Law => "foster laws show --json",
            Kind::LawList => "foster laws list --json",
            Kind::LawSearch => "foster laws search --json",
            Kind::LawDiff => "foster laws diff --json",
            Kind::LawCoverage => "foster laws coverage --json",
            Kind::ClauseCoverage => "foster laws coverage --clauses --json",
        }
    }

    /// What the document holds, in a line.
    pub fn about(self) -> &'static str {
        match self {
            Kind::Check => {
                "whether a record is well written, and can be ruled on; also written by every \
                 command that reads records, in place of its own document, for a file it refuses"
            }
            Kind::Record => "the typed record: header, players, and each deal's hands and events",
            Kind::Ruling => {
                "the engine's ruling on a record, deal by deal, and the Pirate score pad"
            }
            Kind::Score => "the score pads of a record's rubbers and their settlement",
            Kind::Solve => "each deal's double-dummy table, and its contract's tricks",
            Kind::Verify => "each deal's claims checked double dummy",
            Kind::Law => "one law: its words, section, sub-items and annotations",
            Kind::LawList => "the sections and laws of each code",
            Kind::LawSearch => "the laws matching words, best first",
            Kind::LawDiff => "every law whose wording differs between two codes",
            Kind::LawCoverage => "which laws the engine applies, per code",
            Kind::ClauseCoverage => {
                "every clause of every law: where the engine applies it and its cases, or why not"
            }
        }
    }

    /// The kind named `name`.
    pub fn parse(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The JSON Schema (draft 2020-12) of this kind's documents, generated from the types that
    /// write them.
    pub fn schema(self) -> Value {
        match self {
            Kind::Check => schema_of::<CheckBody>(self),
            Kind::Record => schema_of::<RecordBody>(self),
            Kind::Ruling => schema_of::<RulingBody>(self),
            Kind::Score => schema_of::<ScoreBody>(self),
            Kind::Solve => schema_of::<SolveBody>(self),
            Kind::Verify => schema_of::<VerifyBody>(self),
            Kind::Law => schema_of::<LawBody>(self),
            Kind::LawList => schema_of::<LawListBody>(self),
            Kind::LawSearch => schema_of::<LawSearchBody>(self),
            Kind::LawDiff => schema_of::<LawDiffBody>(self),
            Kind::LawCoverage => schema_of::<LawCoverageBody>(self),
            Kind::ClauseCoverage => schema_of::<ClauseCoverageBody>(self),
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The body of a document of one kind: an object whose fields follow the envelope's.
pub trait Body: Serialize + JsonSchema {
    const KIND: Kind;
}

/// A document: the envelope, then the body's fields.
#[derive(Debug, Serialize)]
pub struct Document<'a, T: Body> {
    pub format: &'static str,
    pub version: u32,
    pub kind: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<&'a str>,
    #[serde(flatten)]
    pub body: &'a T,
}

impl<'a, T: Body> Document<'a, T> {
    /// `body` in its envelope, naming the `file` it describes, if any.
    pub fn new(body: &'a T, file: Option<&'a str>) -> Document<'a, T> {
        Document {
            format: FORMAT,
            version: T::KIND.version(),
            kind: T::KIND.name(),
            file,
            body,
        }
    }
}

/// `body` in its envelope as a JSON value.
pub fn document<T: Body>(body: &T, file: Option<&str>) -> Value {
    serde_json::to_value(Document::new(body, file)).unwrap_or(Value::Null)
}

/// Every object the types describe is closed: a field the schema does not name is an error, so
/// that validation catches a field written by hand or added without its version.
fn close_objects(schema: &mut Schema) {
    let Some(obj) = schema.as_object_mut() else {
        return;
    };
    let composed = ["allOf", "anyOf", "oneOf", "$ref"]
        .iter()
        .any(|k| obj.contains_key(*k));
    if obj.contains_key("properties") && !composed && !obj.contains_key("additionalProperties") {
        obj.insert("additionalProperties".into(), Value::Bool(false));
    }
}

/// The schema of a document whose body is `T`: the envelope's fields, then the body's.
fn schema_of<T: JsonSchema>(kind: Kind) -> Value {
    let mut settings = SchemaSettings::draft2020_12().for_serialize();
    settings
        .transforms
        .push(Box::new(RecursiveTransform(close_objects)));
    let generator: SchemaGenerator = settings.into_generator();
    let mut root = generator.into_root_schema_for::<T>().to_value();
    let Some(obj) = root.as_object_mut() else {
        return root;
    };
    let mut properties = Map::new();
    properties.insert(
        "format".into(),
        json!({"description": "Always `foster`: the document is foster's.", "const": FORMAT}),
    );
    properties.insert(
        "version".into(),
        json!({"description": "The version of this kind's shape, raised with every change to it.", "const": kind.version()}),
    );
    properties.insert(
        "kind".into(),
        json!({"description": "Which document this is.", "const": kind.name()}),
    );
    if kind.reads_files() {
        properties.insert(
            "file".into(),
            json!({"description": "The file the document describes, as named on the command line (`<stdin>` for `-`); absent from a document made without a file (the book's).", "type": "string"}),
        );
    }
    if let Some(Value::Object(body)) = obj.remove("properties") {
        properties.extend(body);
    }
    let mut required = vec![json!("format"), json!("version"), json!("kind")];
    if let Some(Value::Array(body)) = obj.remove("required") {
        required.extend(body);
    }
    obj.insert(
        "title".into(),
        json!(format!(
            "foster {} document, version {}",
            kind.name(),
            kind.version()
        )),
    );
    obj.insert(
        "description".into(),
        json!(format!("{}: {}.", kind.command(), kind.about())),
    );
    obj.insert("properties".into(), Value::Object(properties));
    obj.insert("required".into(), Value::Array(required));
    obj.insert("additionalProperties".into(), Value::Bool(false));
    root
}

/// `foster check --json`: one file checked.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CheckBody {
    /// True when the record is well written.
    pub ok: bool,
    /// How many deals it holds, when it could be read.
    pub deals: Option<usize>,
    /// What the file was read as (a record, PBN, LIN), when it could be read.
    pub read_as: Option<String>,
    /// The code it is to be ruled under: `--code`, or the record's own; `null` when neither
    /// names one (a warning says so).
    pub code: Option<Code>,
    /// What the record lacks to be ruled on, though well written.
    pub warnings: Vec<String>,
    /// What is wrong with it, and where: the first 1,000 mistakes in the record's order.
    pub diagnostics: Vec<Diagnostic>,
    /// How many more mistakes were found than are listed (a reading keeps the first 1,000, so
    /// that a record of mistakes without end is checked in bounded memory).
    pub more_diagnostics: usize,
    /// Why the file could not be read at all, when it could not; in a document another
    /// command writes for a file it refuses, why it refused it (a record that names no code,
    /// a custom of the table it does not know).
    pub error: Option<String>,
}

impl Body for CheckBody {
    const KIND: Kind = Kind::Check;
}

/// `foster parse --json`: the typed record.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RecordBody {
    pub record: Record,
}

impl Body for RecordBody {
    const KIND: Kind = Kind::Record;
}

/// `foster rule --json`: the ruling.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RulingBody {
    /// The engine's report under the record's code (a Portland report holds its own pad).
    pub report: ReportBody,
    /// A Pirate record's score, when it could be kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<SessionScore>,
    /// Why a Pirate record's score could not be kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score_error: Option<ScoreError>,
    /// What the record holds that the code does not govern (an imported contract-bridge
    /// auction, an ending without its beginning), said rather than dropped; absent when
    /// nothing.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_governed: Vec<NotGoverned>,
    /// With `foster rule --advise`: for each ruling that gives a player a choice, each option
    /// played out double dummy and valued in points for the chooser; absent without it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub advice: Option<Vec<crate::advice::Advice>>,
}

/// A deal's note on what its code does not govern.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct NotGoverned {
    /// The deal's label.
    pub deal: String,
    pub note: String,
}

impl Body for RulingBody {
    const KIND: Kind = Kind::Ruling;
}

/// The engine's answer for a record, under whichever code it is played.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
#[schemars(rename = "Report")]
pub enum ReportBody {
    Pirate(PirateReport),
    Portland(PortlandRuling),
}

/// The Portland ruling on a whole record: each deal, and the pad.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[schemars(rename = "PortlandReport")]
pub struct PortlandRuling {
    pub code: Code,
    pub options: PortlandOptions,
    pub deals: Vec<PortlandDealReport>,
    pub pad: PortlandPad,
    /// The result of each finished rubber (law 11).
    pub settlements: Vec<Settlement>,
    /// Deals that could not be ruled on at all, and why.
    pub notes: Vec<String>,
}

impl ReportBody {
    /// The engine's report, and a Portland record's pad (its score, `None` for a Pirate one):
    /// the Portland ruling holds its pad in the JSON.
    pub fn new(
        report: crate::law::Report,
        portland: Option<&crate::score::portland::Score>,
    ) -> ReportBody {
        match report {
            crate::law::Report::Pirate(r) => ReportBody::Pirate(r),
            crate::law::Report::Portland(r) => {
                ReportBody::Portland(PortlandRuling::new(r, portland))
            }
        }
    }
}

impl PortlandRuling {
    /// The Portland report with its pad (an empty one when not kept).
    pub fn new(
        report: PortlandReport,
        score: Option<&crate::score::portland::Score>,
    ) -> PortlandRuling {
        let PortlandReport { code, deals, notes } = report;
        PortlandRuling {
            code,
            options: score.map(|s| s.options).unwrap_or_default(),
            deals,
            pad: score.map(|s| s.pad.clone()).unwrap_or_default(),
            settlements: score.map(|s| s.settlements()).unwrap_or_default(),
            notes,
        }
    }
}

/// The Portland score: the We / They block (laws 1–11) and each finished rubber's result.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct PortlandScore {
    pub options: PortlandOptions,
    pub pad: PortlandPad,
    pub settlements: Vec<Settlement>,
    /// Deals that could not be scored, and why.
    pub notes: Vec<String>,
}

/// `foster score --json`: the score under the record's code; exactly one of `pirate` and
/// `portland` is present.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ScoreBody {
    pub code: Code,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pirate: Option<SessionScore>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub portland: Option<PortlandScore>,
}

impl Body for ScoreBody {
    const KIND: Kind = Kind::Score;
}

/// A deal's contract played double dummy.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ContractTricks {
    pub declarer: Seat,
    pub dummy: Seat,
    pub strain: Strain,
    pub level: u8,
    /// The opening leader by law 29: the contract's result is its cell of the table.
    pub leader: Seat,
    /// The declaring side's tricks with best play.
    pub tricks: u8,
    /// The tricks the contract needs (at the nullo, 13 less the most it may take).
    pub needed: u8,
}

/// A deal's contract left unsolved: its strain or its partners' pairing is not among the rows
/// asked for (`--strain`, `--pairing`), and `foster solve` computes nothing beyond them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct ContractNotSolved {
    pub declarer: Seat,
    pub dummy: Seat,
    pub strain: Strain,
    pub level: u8,
    pub leader: Seat,
    /// Why, in words: which of the strain and the pairing was not asked for.
    pub reason: String,
}

/// One deal solved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SolvedDeal {
    /// The deal's label.
    pub deal: String,
    /// The table, or `null` when the deal could not be solved (`error` says why).
    pub table: Option<DdTable>,
    /// The contract the auction settled, played double dummy (`null` when there is none, or
    /// when it lies outside the rows asked for: `contract_not_solved`).
    pub contract: Option<ContractTricks>,
    /// The contract the auction settled, when it was not solved because its strain or its
    /// pairing is not among the rows asked for.
    pub contract_not_solved: Option<ContractNotSolved>,
    pub error: Option<String>,
}

/// `foster solve --json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct SolveBody {
    pub deals: Vec<SolvedDeal>,
}

impl Body for SolveBody {
    const KIND: Kind = Kind::Solve;
}

/// One deal's claims checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct VerifiedDeal {
    pub deal: String,
    pub claims: Vec<ClaimVerdict>,
}

/// `foster verify --json`: the deals with claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct VerifyBody {
    pub deals: Vec<VerifiedDeal>,
}

impl Body for VerifyBody {
    const KIND: Kind = Kind::Verify;
}

/// `foster laws show --json`: one law.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LawBody {
    /// The citation asked for.
    pub citation: crate::lawbook::Citation,
    /// The sub-item cited, when the citation names one.
    pub clause: Option<Item>,
    /// Set when the cited code has no printed text for the law and another code's applies.
    pub fallback: Option<Fallback>,
    /// The fallback in words.
    pub note: Option<String>,
    /// The law whose text applies (with its anchor in the book).
    pub law: &'static Law,
    /// The pages of the printed source on which that text stands.
    pub pages: Option<crate::lawbook::pages::Printed>,
}

impl LawBody {
    pub fn of(r: &LawRef) -> LawBody {
        LawBody {
            citation: r.citation.clone(),
            clause: r.item().cloned(),
            fallback: r.fallback,
            note: r.note(),
            law: r.law,
            pages: crate::lawbook::pages::of_ref(r),
        }
    }
}

impl Body for LawBody {
    const KIND: Kind = Kind::Law;
}

/// One code's laws.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CodeLaws {
    pub code: Code,
    /// What the stored text covers, in words.
    pub extent: String,
    pub sections: Vec<Section>,
    pub laws: Vec<&'static Law>,
}

impl CodeLaws {
    pub fn of(code: Code) -> CodeLaws {
        CodeLaws {
            code,
            extent: crate::lawbook::describe_extent(code),
            sections: crate::lawbook::sections(code),
            laws: crate::lawbook::laws(code).collect(),
        }
    }
}

/// `foster laws list --json`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LawListBody {
    pub codes: Vec<CodeLaws>,
}

impl Body for LawListBody {
    const KIND: Kind = Kind::LawList;
}

/// `foster laws search --json`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LawSearchBody {
    pub query: String,
    pub hits: Vec<Hit>,
}

impl Body for LawSearchBody {
    const KIND: Kind = Kind::LawSearch;
}

/// `foster laws diff --json`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LawDiffBody {
    pub from: Code,
    pub to: Code,
    pub laws: Vec<LawDiff>,
}

impl Body for LawDiffBody {
    const KIND: Kind = Kind::LawDiff;
}

/// One law's coverage.
#[derive(Clone, Copy, Debug, Serialize, JsonSchema)]
pub struct LawCoverage {
    pub law: u16,
    /// `null` for a law missing from the coverage table (a test keeps it from happening).
    pub coverage: Option<CoverageStatus>,
}

/// One code's coverage.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CodeCoverage {
    pub code: Code,
    pub totals: Totals,
    /// The matrix of irregularities: its cells provided for, ambiguous, silent, that cannot
    /// occur, and not yet shown (absent if the build's matrix files do not read).
    pub matrix: Option<crate::matrix::Totals>,
    pub laws: Vec<LawCoverage>,
}

impl CodeCoverage {
    /// Every law of `code` the build has a text for (or a fallback), and the totals.
    pub fn of(code: Code) -> CodeCoverage {
        let laws = crate::lawbook::extent(code).map_or_else(Vec::new, |(first, last)| {
            (first..=last)
                .map(|law| LawCoverage {
                    law,
                    coverage: crate::lawbook::coverage::status(code, law),
                })
                .collect()
        });
        CodeCoverage {
            code,
            totals: crate::lawbook::coverage::totals(code),
            matrix: crate::matrix::embedded(code).ok().map(|m| m.totals()),
            laws,
        }
    }
}

/// `foster laws coverage --json`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LawCoverageBody {
    pub codes: Vec<CodeCoverage>,
}

impl Body for LawCoverageBody {
    const KIND: Kind = Kind::LawCoverage;
}

/// One code's clauses (`crate::lawbook::clauses`), with their totals.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct CodeClauses {
    pub code: Code,
    pub totals: crate::lawbook::clauses::Totals,
    pub clauses: Vec<crate::lawbook::clauses::Clause>,
}

impl CodeClauses {
    pub fn of(code: Code) -> CodeClauses {
        use crate::lawbook::clauses;
        CodeClauses {
            code,
            totals: clauses::totals(code),
            clauses: clauses::all()
                .iter()
                .filter(|c| c.code == code)
                .cloned()
                .collect(),
        }
    }
}

/// `foster laws coverage --clauses --json`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct ClauseCoverageBody {
    pub codes: Vec<CodeClauses>,
}

impl Body for ClauseCoverageBody {
    const KIND: Kind = Kind::ClauseCoverage;
}

/// The kinds of document, a line each (`foster schema` without a kind).
pub fn kinds_listing() -> String {
    let mut text =
        String::from("The kinds of JSON document (`foster schema KIND` prints one's schema):\n");
    for k in Kind::ALL {
        text.push_str(&format!(
            "  {:<13} version {}  {}: {}\n",
            k.name(),
            k.version(),
            k.command(),
            k.about()
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kinds_are_listed_a_line_each_in_their_order() {
        let text = kinds_listing();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + Kind::ALL.len());
        let verify = lines.iter().find(|l| l.starts_with("  verify ")).unwrap();
        assert!(
            verify.starts_with(&format!(
                "  verify        version {}  ",
                Kind::Verify.version()
            )),
            "{verify}"
        );
    }

    #[test]
    fn kinds_are_named_once() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.name()), Some(k));
        }
        assert_eq!(Kind::parse("rulings"), None);
    }

    #[test]
    fn the_envelope_opens_every_document() {
        let body = VerifyBody { deals: Vec::new() };
        let v = document(&body, Some("a.record"));
        assert_eq!(
            v,
            json!({"format": "foster", "version": 1, "kind": "verify", "file": "a.record", "deals": []})
        );
        let schema = Kind::Verify.schema();
        assert_eq!(schema["properties"]["kind"]["const"], "verify");
        assert_eq!(
            schema["required"].as_array().map(|r| &r[..3]),
            Some(&[json!("format"), json!("version"), json!("kind")][..])
        );
    }
}
