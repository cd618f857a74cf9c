//! What the engine says about a record: rulings, each with its findings and citations.
//!
//! Shared by both codes. A ruling has one of three outcomes, kept apart in text and JSON: the
//! laws provide (ruled under named laws); the record does not show a fact the ruling turns on (a
//! ruling for each possibility, the fact that decides, the question that asks it, and for each
//! answer the lines to add to the record, or why none can say it); or the
//! laws make no provision or admit two readings ("not covered", naming the nearest laws). The
//! engine never invents law: a law applied beyond its words is listed as applied by analogy.

use serde::Serialize;

use crate::cards::{Card, Seat, Suit};
use crate::law::names::{OptionName, RulingKind};
use crate::lawbook::Citation;
use crate::record::{Event, PenaltyChoice, Span};

/// Where in the deal something happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Place {
    /// Before or during the deal.
    Deal,
    /// The auction; `call` counts calls from 1.
    Auction { call: usize },
    /// The play; `trick` from 1, `position` 1–4 within the trick (0 before its first card).
    Play { trick: u8, position: u8 },
    /// After the last trick.
    AfterPlay,
}

impl Place {
    /// Where, in words: "trick 3, card 2", "call 5", "the deal".
    pub fn words(&self) -> String {
        match self {
            Place::Deal => "the deal".into(),
            Place::Auction { call: 0 } => "the auction".into(),
            Place::Auction { call } => format!("call {call}"),
            Place::Play { trick, position: 0 } => format!("trick {trick}"),
            Place::Play { trick, position } => format!("trick {trick}, card {position}"),
            Place::AfterPlay => "after the play".into(),
        }
    }
}

/// A fact established on the way to a ruling, with the law that makes it relevant:
/// "the revoke is established: E played to trick 7" (pirate-1916:52).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Finding {
    pub text: String,
    pub laws: Vec<Citation>,
}

impl Finding {
    /// Never inlined, as [`Ruling::new`]: a finding is made at some three hundred places, and
    /// their inlined copies cost the page's engine about 0.5 KB gzipped (measured).
    #[inline(never)]
    pub fn new(text: impl Into<String>, laws: &[Citation]) -> Finding {
        Finding {
            text: text.into(),
            laws: laws.to_vec(),
        }
    }
}

/// One penalty or remedy a law offers the injured side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PenaltyOption {
    /// The name a record uses to elect it: `call-suit`, `new-deal`, `three-tricks`.
    pub name: OptionName,
    pub description: String,
    pub laws: Vec<Citation>,
}

impl PenaltyOption {
    /// Whether a record's choice elects this option (`chooses: call-suit hearts` elects
    /// `call-suit`).
    pub(crate) fn is_elected_by(&self, choice: &PenaltyChoice) -> bool {
        OptionName::from_name(&choice.name) == Some(self.name)
    }
}

/// What a ruling applied: the words the text and the JSON give, and what they stand for, so that
/// the engine and the advice read what was applied, never its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    pub what: Applying,
    pub text: String,
}

/// What an [`Applied`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applying {
    /// An option the ruling offers (or the one the law leaves), elected.
    Option(OptionName),
    /// No penalty: none is due, or it is forfeited.
    NoPenalty,
    /// A revoke's penalty, due only if it is claimed and proved in time (Pirate 53, 59).
    UnlessClaimed,
    /// A card exposed and left subject to call (Pirate 51).
    SubjectToCall,
    /// Whatever else the law makes of it, said in words.
    Other,
}

impl Applied {
    /// The option, written as its name: `new-deal`.
    pub fn option(name: OptionName) -> Applied {
        Applied::elected(name, name.name())
    }

    /// The option, in words that may add its suit or card and who chose it.
    pub fn elected(name: OptionName, text: impl Into<String>) -> Applied {
        Applied::said(Applying::Option(name), text)
    }

    pub(crate) fn no_penalty(text: impl Into<String>) -> Applied {
        Applied::said(Applying::NoPenalty, text)
    }

    pub(crate) fn unless_claimed(text: impl Into<String>) -> Applied {
        Applied::said(Applying::UnlessClaimed, text)
    }

    pub(crate) fn subject_to_call(text: impl Into<String>) -> Applied {
        Applied::said(Applying::SubjectToCall, text)
    }

    pub fn words(text: impl Into<String>) -> Applied {
        Applied::said(Applying::Other, text)
    }

    fn said(what: Applying, text: impl Into<String>) -> Applied {
        Applied::of(what, text.into())
    }

    /// Never inlined, as [`Ruling::new`]: what a ruling applied is set at some hundred places.
    #[inline(never)]
    fn of(what: Applying, text: String) -> Applied {
        Applied { what, text }
    }

    /// The option elected, if what was applied is one.
    pub fn elected_option(&self) -> Option<OptionName> {
        match self.what {
            Applying::Option(name) => Some(name),
            _ => None,
        }
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Applied {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Written as its words, as the JSON always has.
impl Serialize for Applied {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text)
    }
}

impl schemars::JsonSchema for Applied {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        String::schema_name()
    }
    fn inline_schema() -> bool {
        true
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        String::json_schema(generator)
    }
}

/// Who may choose among the options, and how.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Chooser {
    pub seats: Vec<Seat>,
    /// "without consulting his partner" (Pirate 67), "after consultation" (Portland 87).
    pub constraint: Option<String>,
    pub laws: Vec<Citation>,
}

/// One possibility of a fact the record does not show, and the ruling if it is so.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Possibility {
    /// The fact supposed: "E held a club at trick 3".
    pub given: String,
    /// The answer to the conditional's question that supposes it, short: "yes", "no",
    /// "S holds it".
    pub answer: String,
    /// The ruling if it is so: "the revoke is established: N and W each score 50".
    pub ruling: String,
    pub laws: Vec<Citation>,
    /// The score the ruling would cause (nothing is entered on the pad until the fact is known).
    pub score: Vec<ScoreEntry>,
    /// What to add to the record to say it is so, in the record language: ruled again with it,
    /// the record gives this possibility's ruling. Null when the record language cannot say it,
    /// or the record does not prove enough to write it; `unsettled` then says which.
    pub settle: Option<Settle>,
    /// Why no line settles it, when `settle` is null: "the record language has no word for
    /// why a card was shown".
    pub unsettled: Option<String>,
    /// A line that would settle it which only the deal's record can write (a hand, the next
    /// deal's heading): written once the deal is ruled (`law::settle`), then cleared.
    #[serde(skip)]
    #[schemars(skip)]
    pub wants: Option<Wanted>,
}

/// A settling line the deal's record writes (`law::settle::fill`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// A hand of the player's, showing what it says.
    Hand(HandWanted),
    /// These lines (the rest of the play), then the next deal's heading: the cards cut for the
    /// following deal.
    NextDeal(Vec<String>, Option<String>),
    /// `N misdeals`, by the deal's dealer.
    Misdeal,
}

/// What a player's hand must show to settle a possibility: a card he holds, or whether he held
/// a card of a suit besides those he played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandWanted {
    pub seat: Seat,
    /// A card he holds: "N holds ♠K".
    pub card: Option<Card>,
    /// A suit of which he held a card he did not play (true), or none but those he played.
    pub suit: Option<(Suit, bool)>,
}

impl HandWanted {
    /// His hand holding `card`.
    pub fn card(seat: Seat, card: Card) -> HandWanted {
        HandWanted {
            seat,
            card: Some(card),
            suit: None,
        }
    }

    /// His hand with a card of `suit` he did not play (`held`), or with none.
    pub fn suit(seat: Seat, suit: Suit, held: bool) -> HandWanted {
        HandWanted {
            seat,
            card: None,
            suit: Some((suit, held)),
        }
    }
}

impl Possibility {
    pub fn new(given: impl Into<String>, ruling: impl Into<String>, laws: &[Citation]) -> Self {
        Possibility {
            given: given.into(),
            answer: String::new(),
            ruling: ruling.into(),
            laws: laws.to_vec(),
            score: Vec::new(),
            settle: None,
            unsettled: None,
            wants: None,
        }
    }

    /// Settled by a hand of the player's, showing what `wanted` says, which the deal's record
    /// writes once the deal is ruled (`law::settle::fill`).
    pub(crate) fn wants_hand(mut self, wanted: HandWanted) -> Self {
        self.wants = Some(Wanted::Hand(wanted));
        self
    }

    /// Settled by `lines`, then the next deal's heading, which the deal's record writes once
    /// the deal is ruled (`law::settle::fill`); `example` says what in the lines is an example.
    pub(crate) fn wants_next_deal(mut self, lines: Vec<String>, example: Option<String>) -> Self {
        self.wants = Some(Wanted::NextDeal(lines, example));
        self
    }

    /// Settled by the dealer's misdeal, which the deal's record writes once the deal is ruled.
    pub(crate) fn wants_misdeal(mut self) -> Self {
        self.wants = Some(Wanted::Misdeal);
        self
    }

    /// With its short answer to the question: "yes", "no". Never inlined, as [`Ruling::new`].
    #[inline(never)]
    pub fn answer(mut self, answer: impl Into<String>) -> Self {
        self.answer = answer.into();
        self
    }

    /// Settled by these record lines, added at the end of the deal. Never inlined, as
    /// [`Ruling::new`].
    #[inline(never)]
    pub(crate) fn settled_by(mut self, settle: Settle) -> Self {
        self.settle = Some(settle);
        self.unsettled = None;
        self
    }

    /// Settled by no line of the record, for this reason. Never inlined, as [`Ruling::new`].
    #[inline(never)]
    pub fn unsettled(mut self, why: impl Into<String>) -> Self {
        self.settle = None;
        self.unsettled = Some(why.into());
        self
    }

    /// Settled by `settle` if there is one, else by no line, for `why`.
    pub(crate) fn settled_or(self, settle: Result<Settle, String>) -> Self {
        match settle {
            Ok(s) => self.settled_by(s),
            Err(why) => self.unsettled(why),
        }
    }
}

/// What to add to a record to settle a conditional ruling on one possibility: the record text
/// the director writes, and where it goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Settle {
    /// The lines to add, in the record language: `E corrects`, `hands: E:J.QJ87.KQ86.Q53`.
    pub lines: Vec<String>,
    /// Where they go.
    pub at: SettleAt,
    /// What in the lines stands for a fact the record does not give in full, when one does:
    /// "E's cards not played are any unseen: write his own". The lines then settle the
    /// question as written, and the director writes the true cards in their place.
    pub example: Option<String>,
}

/// Where a settle's lines go in the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SettleAt {
    /// After the last line of the deal the ruling is in (after its trailing comment, if its
    /// last line has one), before the next deal or rubber.
    EndOfDeal,
}

impl Settle {
    /// Lines added at the end of the deal, which the record proves in full.
    pub(crate) fn at_end(lines: Vec<String>) -> Settle {
        Settle {
            lines,
            at: SettleAt::EndOfDeal,
            example: None,
        }
    }

    /// One line added at the end of the deal.
    pub fn line(line: impl Into<String>) -> Settle {
        Settle::at_end(vec![line.into()])
    }

    /// With one more line after its own.
    pub fn and(mut self, line: String) -> Settle {
        self.lines.push(line);
        self
    }

    /// With what in the lines is an example of the fact, not the fact itself.
    pub fn example(mut self, what: impl Into<String>) -> Settle {
        self.example = Some(what.into());
        self
    }

    /// The record `source` with the lines added where they go, in the deal whose span is
    /// `deal` (a [`crate::record::DealRecord`]'s): after the line the deal ends on.
    pub fn apply(&self, source: &str, deal: Span) -> String {
        let SettleAt::EndOfDeal = self.at;
        // A deal's span may run on over the blank lines after it: its end is its last text.
        let end = source[..deal.end.min(source.len())].trim_end().len();
        let line_end = source[end..].find('\n').map_or(source.len(), |i| end + i);
        let mut out = String::with_capacity(source.len() + 64);
        out.push_str(&source[..line_end]);
        for line in &self.lines {
            out.push('\n');
            out.push_str(line);
        }
        if line_end < source.len() {
            out.push_str(&source[line_end..]);
        } else {
            out.push('\n');
        }
        out
    }
}

/// One reading of words that admit two, and the ruling under it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Reading {
    /// The reading, with what in the words bears it: "void, since law 25 gives the double only
    /// to the players it names".
    pub reading: String,
    pub laws: Vec<Citation>,
    /// The ruling under it: "the auction goes on as if it had not been made".
    pub ruling: String,
}

impl Reading {
    pub fn new(reading: impl Into<String>, laws: &[Citation], ruling: impl Into<String>) -> Self {
        Reading {
            reading: reading.into(),
            laws: laws.to_vec(),
            ruling: ruling.into(),
        }
    }
}

/// A card led to the next trick before this one was complete, by the declarer or the dealer
/// (Pirate 34 and 36, Portland 78 and 64): what the replay does with it, said once for both codes.
pub(crate) const HELD: &str = "the card is held until the trick is complete, then led; from the hand that did not win, it is a lead from the wrong hand";

/// Whether the laws settle the matter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    /// The laws cited settle it.
    Ruled,
    /// The laws settle it once a fact is known that the record does not show: the ruling for
    /// each possibility, the fact that decides, the question the director asks to learn it,
    /// and what to add to the record to settle it (in general, and each possibility's lines).
    Conditional {
        /// The fact the ruling turns on: "whether E held a club at trick 3".
        turns_on: String,
        /// The director's question that decides it, in plain words: "Did E hold a club when
        /// he played ♥7 to trick 3?"; each possibility is one answer.
        question: String,
        possibilities: Vec<Possibility>,
        /// What the record should say to settle it: "E's hand".
        to_record: String,
    },
    /// The laws make no provision: the reason, and the nearest laws.
    NotCovered {
        reason: String,
        nearest: Vec<Citation>,
    },
    /// The laws' words admit two readings: the ruling under each, the one the replay follows
    /// (so that the play and the score can go on) and why, and whether they differ in effect.
    TwoReadings {
        /// What the words leave open: "whether the improper double takes effect".
        question: String,
        readings: [Reading; 2],
        /// The reading the replay follows: 0 or 1.
        follows: u8,
        /// Why it follows that one.
        why: String,
        /// Whether the two rulings differ in effect on the play or the score.
        differ: bool,
    },
}

/// A `NotCovered` reason as a sentence: "The laws make no provision: …", unless the reason
/// already says so ("the laws make no provision for …"), which would read twice.
pub(crate) fn no_provision(reason: &str) -> String {
    let says_it = [
        "the laws make no provision",
        "the portland laws make no provision",
        "the laws admit two readings",
    ]
    .iter()
    .any(|p| {
        reason
            .get(..p.len())
            .is_some_and(|start| start.eq_ignore_ascii_case(p))
    });
    if says_it {
        // The reason begins with the ASCII words above: its first letter is ASCII.
        let mut text = reason.to_string();
        text[..1].make_ascii_uppercase();
        text
    } else {
        format!("The laws make no provision: {reason}")
    }
}

/// Which part of the score pad an entry goes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    /// Honours, bonuses and penalties: above the line (the "honor column").
    Above,
    /// Trick points toward the game: below the line.
    Below,
}

/// A score entry a ruling causes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ScoreEntry {
    pub seat: Seat,
    pub points: i32,
    pub line: Line,
    pub law: Citation,
    pub reason: String,
}

/// The laws a ruling applies, first the governing one: never none, so that a ruling cannot be
/// made without citing its law. Made from one citation or an array of them:
/// `Laws::from([law(code, 52), law(code, 53)])`, or as `Ruling::new`'s last argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Laws(Vec<Citation>);

impl Laws {
    /// The governing law and the others applied with it.
    pub fn new(governing: Citation, others: &[Citation]) -> Laws {
        let mut laws = Vec::with_capacity(1 + others.len());
        laws.push(governing);
        laws.extend_from_slice(others);
        Laws(laws)
    }

    /// These laws, if there is at least one: another ruling's, or a list the replay gathers.
    pub fn of(laws: &[Citation]) -> Option<Laws> {
        (!laws.is_empty()).then(|| Laws(laws.to_vec()))
    }

    pub fn as_slice(&self) -> &[Citation] {
        &self.0
    }
}

impl From<Citation> for Laws {
    /// Never inlined, as [`Ruling::new`].
    #[inline(never)]
    fn from(law: Citation) -> Laws {
        Laws(vec![law])
    }
}

/// Arrays of one citation or more; an empty array is not a `Laws`.
macro_rules! laws_from_arrays {
    ($($n:literal)*) => {$(
        impl From<[Citation; $n]> for Laws {
            /// Never inlined, as [`Ruling::new`]: one copy for each length.
            #[inline(never)]
            fn from(laws: [Citation; $n]) -> Laws {
                Laws(Vec::from(laws))
            }
        }
    )*};
}
laws_from_arrays!(1 2 3 4 5 6 7 8);

/// The engine's ruling on one irregularity (or one noteworthy fact of the replay).
// (This comment and the fields' are the JSON schema's descriptions: see `impl Ruling`.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Ruling {
    /// What kind of irregularity, in snake_case: `bid_out_of_turn`, `revoke`, `exposed_card`.
    kind: RulingKind,
    /// A sentence saying what happened: "E bid 2♥ when it was S's turn".
    summary: String,
    offender: Option<Seat>,
    place: Place,
    /// Where the record wrote it.
    span: Option<Span>,
    /// Every law applied, first the governing one.
    // Empty only where the laws make no provision (the outcome names the nearest) or the ruling
    // is of the record alone: `Ruling::not_covered`, `Ruling::of_the_record`.
    laws: Vec<Citation>,
    findings: Vec<Finding>,
    chooser: Option<Chooser>,
    options: Vec<PenaltyOption>,
    /// The option applied, when the record states the choice (or the law leaves none).
    applied: Option<Applied>,
    /// The effect on the score.
    score: Vec<ScoreEntry>,
    /// Laws applied beyond their words, by analogy, where the laws name no remedy: the options
    /// and findings that rest on them say so.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    by_analogy: Vec<Citation>,
    outcome: Outcome,
}

/// A ruling is made with the laws that govern it ([`Ruling::new`]), or, where the laws make no
/// provision, the nearest ([`Ruling::not_covered`]); its fields are read and changed through
/// its methods, which keep it cited. A ruling without a law does not compile:
///
/// ```compile_fail
/// use foster::law::{Place, Ruling, RulingKind};
/// let r = Ruling::new(RulingKind::Revoke, "E revoked", None, Place::Deal, []);
/// ```
///
/// ```
/// use foster::law::{Place, Ruling, RulingKind};
/// use foster::lawbook::Citation;
/// use foster::record::Code;
/// let r = Ruling::new(RulingKind::Revoke, "E revoked", None, Place::Deal, [
///     Citation::new(Code::Pirate1916, 52),
/// ]);
/// assert_eq!(r.laws().len(), 1);
/// ```
impl Ruling {
    /// A ruling that the cited laws settle, first the governing one, with nothing chosen yet.
    /// Never inlined, as `Ruling::made`: one copy for each kind of summary and of laws.
    #[inline(never)]
    pub fn new(
        kind: RulingKind,
        summary: impl Into<String>,
        offender: Option<Seat>,
        place: Place,
        laws: impl Into<Laws>,
    ) -> Ruling {
        Ruling::made(kind, summary.into(), offender, place, laws.into().0)
    }

    /// A ruling on a matter for which the laws make no provision: the reason, and the nearest
    /// laws, which it cites. Never inlined, as [`Ruling::new`].
    #[inline(never)]
    pub fn not_covered(
        kind: RulingKind,
        summary: impl Into<String>,
        offender: Option<Seat>,
        place: Place,
        reason: impl Into<String>,
        nearest: impl Into<Laws>,
    ) -> Ruling {
        let mut r = Ruling::made(kind, summary.into(), offender, place, Vec::new());
        r.uncovered(reason.into(), nearest.into());
        r
    }

    /// [`Ruling::new`] on an event of the record: its player the offender, its words in the
    /// record the ruling's span.
    pub fn on_event(
        kind: RulingKind,
        summary: impl Into<String>,
        event: &Event,
        place: Place,
        laws: impl Into<Laws>,
    ) -> Ruling {
        let mut r = Ruling::new(kind, summary, Some(event.seat), place, laws);
        r.set_span(event.span);
        r
    }

    /// [`Ruling::not_covered`] on an event of the record, as [`Ruling::on_event`].
    pub(crate) fn not_covered_on_event(
        kind: RulingKind,
        summary: impl Into<String>,
        event: &Event,
        place: Place,
        reason: impl Into<String>,
        nearest: impl Into<Laws>,
    ) -> Ruling {
        let mut r = Ruling::not_covered(kind, summary, Some(event.seat), place, reason, nearest);
        r.set_span(event.span);
        r
    }

    /// A ruling on a fact of the record, not of the game: a choice the record writes that no
    /// ruling offers, or that is another's to make (it is said to have no effect). It takes no
    /// citation because no law governs words that name nothing on offer: the laws speak of
    /// penalties and who elects them, not of a record's mistaken choice. Where a law does bear
    /// on it (the chooser's, for a choice that is another's), the caller cites it with
    /// [`Ruling::cite`] or makes it with [`Ruling::on_event`].
    pub fn of_the_record(
        kind: RulingKind,
        summary: impl Into<String>,
        offender: Option<Seat>,
        place: Place,
    ) -> Ruling {
        debug_assert!(matches!(
            kind,
            RulingKind::ChoiceOfNoOption | RulingKind::ChoiceNotOffered
        ));
        Ruling::made(kind, summary.into(), offender, place, Vec::new())
    }

    /// Never inlined: a ruling is made at some ninety places, and each inlined copy of its
    /// fields' setting cost the page's engine about 2 KB gzipped (measured), against its budget.
    #[inline(never)]
    fn made(
        kind: RulingKind,
        summary: String,
        offender: Option<Seat>,
        place: Place,
        laws: Vec<Citation>,
    ) -> Ruling {
        Ruling {
            kind,
            summary,
            offender,
            place,
            span: None,
            laws,
            findings: Vec::new(),
            chooser: None,
            options: Vec::new(),
            applied: None,
            score: Vec::new(),
            by_analogy: Vec::new(),
            outcome: Outcome::Ruled,
        }
    }

    pub fn kind(&self) -> RulingKind {
        self.kind
    }

    pub fn summary(&self) -> &str {
        &self.summary
    }

    pub fn offender(&self) -> Option<Seat> {
        self.offender
    }

    pub fn place(&self) -> &Place {
        &self.place
    }

    /// Where the record wrote it.
    pub fn span(&self) -> Option<Span> {
        self.span
    }

    /// Every law applied, first the governing one (none only where the outcome is not covered
    /// and names the nearest, or the ruling is of the record alone).
    pub fn laws(&self) -> &[Citation] {
        &self.laws
    }

    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    pub fn chooser(&self) -> Option<&Chooser> {
        self.chooser.as_ref()
    }

    pub fn options(&self) -> &[PenaltyOption] {
        &self.options
    }

    /// The option applied, when the record states the choice (or the law leaves none).
    pub fn applied(&self) -> Option<&Applied> {
        self.applied.as_ref()
    }

    /// The effect on the score.
    pub fn score(&self) -> &[ScoreEntry] {
        &self.score
    }

    /// Laws applied beyond their words, by analogy.
    pub fn by_analogy(&self) -> &[Citation] {
        &self.by_analogy
    }

    pub fn outcome(&self) -> &Outcome {
        &self.outcome
    }

    /// The same matter seen again: another kind (a revoke found corrected too late).
    pub(crate) fn set_kind(&mut self, kind: RulingKind) {
        self.kind = kind;
    }

    /// What happened, said again.
    #[inline(never)]
    pub(crate) fn set_summary(&mut self, summary: impl Into<String>) {
        self.summary = summary.into();
    }

    pub(crate) fn set_offender(&mut self, offender: Option<Seat>) {
        self.offender = offender;
    }

    pub(crate) fn set_place(&mut self, place: Place) {
        self.place = place;
    }

    /// Where the record wrote it.
    pub(crate) fn set_span(&mut self, span: Span) {
        self.span = Some(span);
    }

    /// The laws applied, in place of those cited so far, first the governing one. Never
    /// inlined, as [`Ruling::finding`]: laws are cited at some hundred and forty places.
    #[inline(never)]
    pub fn cite(&mut self, laws: impl Into<Laws>) {
        self.laws = laws.into().0;
    }

    /// One more law applied, after those cited so far.
    #[inline(never)]
    pub(crate) fn cite_also(&mut self, law: Citation) {
        self.laws.push(law);
    }

    /// Adds a finding. Never inlined, as `Ruling::made`: a finding is pushed at some two
    /// hundred places, and each inlined push cost the page's engine its bytes (measured).
    #[inline(never)]
    pub fn finding(&mut self, text: impl Into<String>, laws: &[Citation]) {
        self.findings.push(Finding::new(text, laws));
    }

    /// Adds a finding made elsewhere, after those so far (`at: None`) or before the one at
    /// the index given.
    pub(crate) fn add_finding(&mut self, finding: Finding, at: Option<usize>) {
        match at {
            Some(i) => self.findings.insert(i, finding),
            None => self.findings.push(finding),
        }
    }

    /// Keeps only the findings `keep` accepts: those of a remedy withdrawn go.
    pub(crate) fn keep_findings(&mut self, keep: impl FnMut(&Finding) -> bool) {
        self.findings.retain(keep);
    }

    /// The options the law offers the injured side, in place of any offered so far.
    #[inline(never)]
    pub fn offer(&mut self, options: Vec<PenaltyOption>) {
        self.options = options;
    }

    /// One more option offered.
    #[inline(never)]
    pub(crate) fn offer_also(&mut self, option: PenaltyOption) {
        self.options.push(option);
    }

    /// Who chooses among the options, and how.
    #[inline(never)]
    pub(crate) fn chosen_by(&mut self, chooser: Chooser) {
        self.chooser = Some(chooser);
    }

    /// The option named offered no more (the card it calls already in a quitted trick).
    pub(crate) fn withdraw_option(&mut self, name: OptionName) {
        self.options.retain(|o| o.name != name);
    }

    /// No option offered any more, and so no one to choose (a remedy the law withdraws).
    pub(crate) fn withdraw_options(&mut self) {
        self.options.clear();
        self.chooser = None;
    }

    /// What the ruling applies: the option elected, or what the law makes of it.
    #[inline(never)]
    pub fn apply(&mut self, applied: Applied) {
        self.applied = Some(applied);
    }

    /// Nothing applied any more (a choice still to come, or a penalty that falls): what was.
    pub(crate) fn unapply(&mut self) -> Option<Applied> {
        self.applied.take()
    }

    /// The effect on the score, in place of any entered so far.
    #[inline(never)]
    pub fn enter(&mut self, score: Vec<ScoreEntry>) {
        self.score = score;
    }

    /// Whether the laws settle it: ruled, conditional on a fact, or two readings. A ruling
    /// that cites no law of its own keeps a not-covered outcome, which names the nearest.
    #[inline(never)]
    pub(crate) fn set_outcome(&mut self, outcome: Outcome) {
        debug_assert!(
            !self.laws.is_empty()
                || matches!(&outcome, Outcome::NotCovered { nearest, .. } if !nearest.is_empty())
                || matches!(self.outcome, Outcome::Ruled)
        );
        self.outcome = outcome;
    }

    /// The laws make no provision: the reason, and the nearest laws. Never inlined, as
    /// [`Ruling::new`].
    #[inline(never)]
    pub(crate) fn set_not_covered(&mut self, reason: impl Into<String>, nearest: impl Into<Laws>) {
        self.uncovered(reason.into(), nearest.into());
    }

    #[inline(never)]
    fn uncovered(&mut self, reason: String, nearest: Laws) {
        self.outcome = Outcome::NotCovered {
            reason,
            nearest: nearest.0,
        };
    }

    /// Two readings that here do not differ in effect: what the table did after it (`here`,
    /// a sentence) is added to why the replay follows the one it does. Nothing is changed on a
    /// ruling of another outcome.
    pub(crate) fn readings_agree_here(&mut self, here: &str) {
        if let Outcome::TwoReadings { why, differ, .. } = &mut self.outcome {
            *differ = false;
            why.push(' ');
            why.push_str(here);
        }
    }

    /// A conditional ruling's possibilities that want a line only the deal's record can write
    /// (a hand, the next deal's heading), each settled by `settle`'s line or said not to be by
    /// its reason. Nothing is changed on a ruling of another outcome.
    pub(crate) fn settle_wanted(
        &mut self,
        settle: &mut dyn FnMut(Wanted) -> Result<Settle, String>,
    ) {
        let Outcome::Conditional { possibilities, .. } = &mut self.outcome else {
            return;
        };
        for p in possibilities.iter_mut() {
            if let Some(wanted) = p.wants.take() {
                match settle(wanted) {
                    Ok(line) => p.settle = Some(line),
                    Err(why) => p.unsettled = Some(why),
                }
            }
        }
    }

    /// Every citation in the ruling: its laws, its findings', options' and entries'.
    pub fn citations(&self) -> Vec<&Citation> {
        let mut all: Vec<&Citation> = self.laws.iter().collect();
        all.extend(self.findings.iter().flat_map(|f| f.laws.iter()));
        all.extend(self.options.iter().flat_map(|o| o.laws.iter()));
        all.extend(self.chooser.iter().flat_map(|c| c.laws.iter()));
        all.extend(self.score.iter().map(|e| &e.law));
        all.extend(self.by_analogy.iter());
        match &self.outcome {
            Outcome::NotCovered { nearest, .. } => all.extend(nearest.iter()),
            Outcome::Conditional { possibilities, .. } => {
                for p in possibilities {
                    all.extend(p.laws.iter());
                    all.extend(p.score.iter().map(|e| &e.law));
                }
            }
            Outcome::TwoReadings { readings, .. } => {
                all.extend(readings.iter().flat_map(|r| r.laws.iter()));
            }
            Outcome::Ruled => {}
        }
        all
    }
}
