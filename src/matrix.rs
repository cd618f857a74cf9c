//! The matrix of irregularities: for each code, each family of irregularity × each offender ×
//! each moment of the game, what the laws say — a worked case that shows the ruling, or a
//! declaration that the laws admit two readings (a case shows both) or are silent (with the
//! nearest laws), or that the cell cannot occur.
//!
//! It is data, not code: a case claims its cells with `# cell:` header lines
//! (`# cell: revoke/leaders-partner/trick-quitted`, `*` for "any", so one case stands for every
//! cell the laws do not tell apart), and `cases/matrix/<code>/cells.txt` declares the rest, one
//! line each:
//!
//! ```text
//! none   dummy-fault/leader/*: only the dummy commits a dummy's fault
//! silent looking-at-tricks/*/auction-open: pirate-1916:41: no trick has been played yet
//! ambiguous looking-at-tricks/*/hand-over: pirate-1916:39, pirate-1916:59: law 39 has no limit…
//! open   revoke/declarer/next-cut: a revoke by the declarer claimed after the next cut
//! ```
//!
//! A cell a case shows, and no declaration names, is **provided** for: a law speaks, and the
//! case's ruling applies it. `none` — the cell cannot occur (no such person or act at that
//! moment); `ambiguous` — the laws' words admit two readings, these laws bear on it, and a case
//! shows the ruling under each; `silent` — the laws make no provision, and these laws come
//! nearest; `open` — the laws speak, but no case shows it yet. [`Matrix::build`] joins the two and refuses contradictions; the book draws the table from
//! it (`{{#matrix pirate-1916}}`), so the page cannot drift from the cases.

use std::collections::BTreeMap;
use std::fmt;

use crate::lawbook::Citation;
use crate::record::Code;

/// A family of irregularity (the rows' first key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    ExposedCard,
    LeadOutOfTurn,
    Revoke,
    CallOutOfTurn,
    InsufficientBid,
    WrongNumberOfCards,
    LookingAtTricks,
    ClaimOrConcession,
    DummyFault,
}

impl Family {
    pub const ALL: [Family; 9] = [
        Family::ExposedCard,
        Family::LeadOutOfTurn,
        Family::Revoke,
        Family::CallOutOfTurn,
        Family::InsufficientBid,
        Family::WrongNumberOfCards,
        Family::LookingAtTricks,
        Family::ClaimOrConcession,
        Family::DummyFault,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Family::ExposedCard => "exposed-card",
            Family::LeadOutOfTurn => "lead-out-of-turn",
            Family::Revoke => "revoke",
            Family::CallOutOfTurn => "call-out-of-turn",
            Family::InsufficientBid => "insufficient-bid",
            Family::WrongNumberOfCards => "wrong-number-of-cards",
            Family::LookingAtTricks => "looking-at-tricks",
            Family::ClaimOrConcession => "claim-or-concession",
            Family::DummyFault => "dummy-fault",
        }
    }

    /// The family's name in the book, in the code's own terms.
    pub fn label(self, code: Code) -> &'static str {
        match self {
            Family::ExposedCard => "A card exposed",
            Family::LeadOutOfTurn => "A lead out of turn",
            Family::Revoke => "A revoke",
            Family::CallOutOfTurn if code.is_pirate() => {
                "A call out of turn, or by a barred player"
            }
            Family::CallOutOfTurn => "A declaration or double out of turn",
            Family::InsufficientBid => "An insufficient bid",
            Family::WrongNumberOfCards => "A wrong number of cards",
            Family::LookingAtTricks => "Looking at quitted tricks",
            Family::ClaimOrConcession => "A claim or concession of tricks",
            Family::DummyFault => "The dummy's faults",
        }
    }
}

/// Who committed the irregularity, by the role he has (or will have) in the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Offender {
    /// Pirate: the declarer. Portland: the dealer, who plays both his hand and the dummy's.
    Declarer,
    /// The declarer's partner before his hand is laid down (Pirate: the acceptor).
    DummyBeforeDown,
    /// The declarer's partner once his hand is laid down: the dummy.
    DummyAfterDown,
    /// The adversary on the declarer's left, who leads to the first trick.
    Leader,
    /// The other adversary, the opening leader's partner.
    LeadersPartner,
}

impl Offender {
    pub const ALL: [Offender; 5] = [
        Offender::Declarer,
        Offender::DummyBeforeDown,
        Offender::DummyAfterDown,
        Offender::Leader,
        Offender::LeadersPartner,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Offender::Declarer => "declarer",
            Offender::DummyBeforeDown => "dummy-before-down",
            Offender::DummyAfterDown => "dummy-after-down",
            Offender::Leader => "leader",
            Offender::LeadersPartner => "leaders-partner",
        }
    }

    pub fn label(self, code: Code) -> &'static str {
        match (self, code.is_pirate()) {
            (Offender::Declarer, true) => "the declarer",
            (Offender::Declarer, false) => "the dealer (who plays the dummy's hand)",
            (Offender::DummyBeforeDown, true) => "the acceptor, before his hand is down",
            (Offender::DummyBeforeDown, false) => "the dealer's partner, before his hand is down",
            (Offender::DummyAfterDown, true) => "the acceptor, his hand down (the dummy)",
            (Offender::DummyAfterDown, false) => "the dummy, his hand down",
            (Offender::Leader, true) => "the opening leader",
            (Offender::Leader, false) => "the eldest hand (the opening leader)",
            (Offender::LeadersPartner, true) => "the opening leader's partner",
            (Offender::LeadersPartner, false) => "the third hand (the leader's partner)",
        }
    }
}

/// When it happened, by the state of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Moment {
    /// The auction (Portland: the declaration and the doubling) is still open.
    AuctionOpen,
    /// The auction is closed and the opening lead not yet made.
    AuctionClosed,
    /// A trick is in progress.
    DuringTrick,
    /// A trick has been turned and quitted (the next not yet complete).
    TrickQuitted,
    /// The last trick is played; the deal's score not yet made up, the next deal not cut.
    HandOver,
    /// The cards have been cut for the next deal.
    NextCut,
}

impl Moment {
    pub const ALL: [Moment; 6] = [
        Moment::AuctionOpen,
        Moment::AuctionClosed,
        Moment::DuringTrick,
        Moment::TrickQuitted,
        Moment::HandOver,
        Moment::NextCut,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Moment::AuctionOpen => "auction-open",
            Moment::AuctionClosed => "auction-closed",
            Moment::DuringTrick => "during-trick",
            Moment::TrickQuitted => "trick-quitted",
            Moment::HandOver => "hand-over",
            Moment::NextCut => "next-cut",
        }
    }

    pub fn label(self, code: Code) -> &'static str {
        match (self, code.is_pirate()) {
            (Moment::AuctionOpen, true) => "auction open",
            (Moment::AuctionOpen, false) => "trumps or doubling open",
            (Moment::AuctionClosed, true) => "auction closed, before the lead",
            (Moment::AuctionClosed, false) => "doubling closed, before the lead",
            (Moment::DuringTrick, _) => "during a trick",
            (Moment::TrickQuitted, _) => "trick quitted",
            (Moment::HandOver, _) => "hand over",
            (Moment::NextCut, _) => "next deal cut",
        }
    }
}

/// One cell: a family, an offender, a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    pub family: Family,
    pub offender: Offender,
    pub moment: Moment,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}/{}/{}",
            self.family.id(),
            self.offender.id(),
            self.moment.id()
        )
    }
}

/// Every cell of a code's matrix, row by row (family, then offender), moments across.
pub(crate) fn all_cells() -> impl Iterator<Item = Cell> {
    Family::ALL.into_iter().flat_map(|family| {
        Offender::ALL.into_iter().flat_map(move |offender| {
            Moment::ALL.into_iter().map(move |moment| Cell {
                family,
                offender,
                moment,
            })
        })
    })
}

/// `family/offender/moment`, each part an id or `*`: the cells it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub family: Option<Family>,
    pub offender: Option<Offender>,
    pub moment: Option<Moment>,
}

impl Pattern {
    pub fn parse(text: &str) -> Result<Pattern, String> {
        let parts: Vec<&str> = text.trim().split('/').map(str::trim).collect();
        let [f, o, m] = parts.as_slice() else {
            return Err(format!(
                "`{}`: a cell is family/offender/moment, e.g. revoke/leader/trick-quitted",
                text.trim()
            ));
        };
        fn one<T: Copy>(
            word: &str,
            all: &[T],
            id: fn(T) -> &'static str,
            what: &str,
        ) -> Result<Option<T>, String> {
            if word == "*" {
                return Ok(None);
            }
            all.iter()
                .copied()
                .find(|x| id(*x) == word)
                .map(Some)
                .ok_or_else(|| {
                    let ids: Vec<&str> = all.iter().map(|x| id(*x)).collect();
                    format!("`{word}` is not a {what}: one of {}, or *", ids.join(", "))
                })
        }
        Ok(Pattern {
            family: one(f, &Family::ALL, Family::id, "family")?,
            offender: one(o, &Offender::ALL, Offender::id, "offender")?,
            moment: one(m, &Moment::ALL, Moment::id, "moment")?,
        })
    }

    pub fn matches(&self, cell: Cell) -> bool {
        self.family.is_none_or(|f| f == cell.family)
            && self.offender.is_none_or(|o| o == cell.offender)
            && self.moment.is_none_or(|m| m == cell.moment)
    }

    /// How many of the three parts are `*`.
    pub(crate) fn wildcards(&self) -> usize {
        usize::from(self.family.is_none())
            + usize::from(self.offender.is_none())
            + usize::from(self.moment.is_none())
    }

    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        all_cells().filter(|c| self.matches(*c))
    }
}

/// What a declaration says of its cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Declared {
    /// The cell cannot occur.
    None { reason: String },
    /// The laws make no provision; these come nearest.
    Silent {
        nearest: Vec<Citation>,
        reason: String,
    },
    /// The laws' words admit two readings; these laws bear on it (a case shows both rulings).
    Ambiguous {
        nearest: Vec<Citation>,
        reason: String,
    },
    /// The laws speak, but no case shows it yet.
    Open { reason: String },
}

/// One line of `cells.txt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    pub line: usize,
    pub pattern: Pattern,
    pub declared: Declared,
}

/// Reads a code's `cells.txt` (blank lines and `#` comments skipped).
pub fn parse_declarations(code: Code, text: &str) -> Result<Vec<Declaration>, Vec<String>> {
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let (kind, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
        let Some((pattern, rest)) = rest.split_once(':') else {
            errors.push(format!("line {line}: `{t}`: expected `{kind} CELL: …`"));
            continue;
        };
        let pattern = match Pattern::parse(pattern) {
            Ok(p) => p,
            Err(e) => {
                errors.push(format!("line {line}: {e}"));
                continue;
            }
        };
        let rest = rest.trim();
        let declared = match kind {
            "none" => Declared::None {
                reason: rest.to_string(),
            },
            "open" => Declared::Open {
                reason: rest.to_string(),
            },
            "silent" | "ambiguous" => {
                let Some((laws, reason)) = rest.split_once(": ") else {
                    errors.push(format!(
                        "line {line}: a {kind} cell names the laws that bear on it: `{kind} CELL: {}:45, …: why`",
                        code.id()
                    ));
                    continue;
                };
                let mut nearest = Vec::new();
                for l in laws.split(',').map(str::trim) {
                    match l.parse::<Citation>() {
                        Ok(c) if c.code == code => nearest.push(c),
                        Ok(c) => errors.push(format!("line {line}: {c} is not a law of {code}")),
                        Err(e) => errors.push(format!("line {line}: `{l}`: {e}")),
                    }
                }
                let reason = reason.trim().to_string();
                if kind == "silent" {
                    Declared::Silent { nearest, reason }
                } else {
                    Declared::Ambiguous { nearest, reason }
                }
            }
            other => {
                errors.push(format!(
                    "line {line}: `{other}`: a declaration is `none`, `ambiguous`, `silent` or `open`"
                ));
                continue;
            }
        };
        let reason_empty = match &declared {
            Declared::None { reason } | Declared::Open { reason } => reason.is_empty(),
            Declared::Silent { reason, nearest } | Declared::Ambiguous { reason, nearest } => {
                reason.is_empty() || nearest.is_empty()
            }
        };
        if reason_empty {
            errors.push(format!("line {line}: a declaration says why"));
            continue;
        }
        out.push(Declaration {
            line,
            pattern,
            declared,
        });
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// The `# cell:` lines of a case's header, as patterns.
pub fn case_cells(text: &str) -> Result<Vec<Pattern>, String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let Some(rest) = t.strip_prefix('#') else {
            break;
        };
        if let Some((key, value)) = rest.split_once(':')
            && key.trim() == "cell"
        {
            out.push(Pattern::parse(value)?);
        }
    }
    Ok(out)
}

/// What the matrix shows in one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Worked cases (their paths) show the ruling.
    Cases(Vec<String>),
    Declared(Declared),
}

/// A code's matrix: every cell's entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub code: Code,
    pub cells: BTreeMap<Cell, Entry>,
    /// Silent or ambiguous cells a case shows (declared silent by name, or ambiguous, and
    /// claimed by the case): what the engine says where the laws say nothing, or both readings.
    pub shown: BTreeMap<Cell, Vec<String>>,
}

/// The matrix's numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[schemars(rename = "MatrixTotals")]
pub struct Totals {
    pub cells: usize,
    /// Provided for: a law speaks, and a case shows the ruling.
    #[serde(rename = "provided")]
    pub covered: usize,
    /// The laws' words admit two readings; a case shows the ruling under each.
    pub ambiguous: usize,
    /// The laws make no provision.
    pub silent: usize,
    /// The cell cannot occur.
    #[serde(rename = "cannot_occur")]
    pub none: usize,
    /// The laws speak; no case shows it yet.
    pub open: usize,
}

impl Totals {
    /// The counts in words, as `foster laws coverage` prints them.
    pub fn summary(&self) -> String {
        format!(
            "the matrix of irregularities, {} cells: {} provided for by a law (a worked case shows \
             the ruling), {} where the laws admit two readings (a case shows each), {} where they \
             are silent, {} that cannot occur, {} not yet shown",
            self.cells, self.covered, self.ambiguous, self.silent, self.none, self.open
        )
    }
}

impl Matrix {
    /// Joins a code's declarations and the cases that claim its cells (path, case text; cases of
    /// other codes are the caller's to leave out). A case's cell beats a `silent` or `open`
    /// declaration made with a wildcard, and shows (without beating) an `ambiguous` one or a
    /// `silent` one made by name; a case's wildcard skips the cells declared `none`. A
    /// case on a cell declared by name, or a cell neither covered nor declared, is a problem.
    pub fn build<'a>(
        code: Code,
        declarations: &[Declaration],
        cases: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Matrix, Vec<String>> {
        let mut problems = Vec::new();
        let mut covered: BTreeMap<Cell, Vec<String>> = BTreeMap::new();
        let best = |cell: Cell| {
            // The most specific declaration wins (fewest wildcards), the first of equals.
            declarations
                .iter()
                .filter(|d| d.pattern.matches(cell))
                .min_by_key(|d| d.pattern.wildcards())
        };
        for (path, text) in cases {
            match case_cells(text) {
                Ok(patterns) => {
                    for p in patterns {
                        for c in p.cells() {
                            // A wildcard in a case's cell passes over the cells that cannot
                            // occur; a case naming such a cell outright contradicts them.
                            if let Some(d) = best(c)
                                && matches!(d.declared, Declared::None { .. })
                            {
                                if p.wildcards() == 0 {
                                    problems.push(format!(
                                        "{path}: {c} is declared not to occur (line {})",
                                        d.line
                                    ));
                                }
                                continue;
                            }
                            covered.entry(c).or_default().push(path.to_string());
                        }
                    }
                }
                Err(e) => problems.push(format!("{path}: {e}")),
            }
        }
        let mut cells = BTreeMap::new();
        let mut shown = BTreeMap::new();
        for cell in all_cells() {
            if let Some(paths) = covered.remove(&cell) {
                // Where the laws admit two readings, the cell stays ambiguous however it is
                // declared, and links to the cases that show both rulings.
                if let Some(d) = best(cell)
                    && matches!(d.declared, Declared::Ambiguous { .. })
                {
                    shown.insert(cell, paths);
                    cells.insert(cell, Entry::Declared(d.declared.clone()));
                    continue;
                }
                let exact = declarations
                    .iter()
                    .find(|d| d.pattern.wildcards() == 0 && d.pattern.matches(cell));
                match exact {
                    // A case may show what the engine says where the laws are silent: the cell
                    // stays silent, and links to it.
                    Some(d) if matches!(d.declared, Declared::Silent { .. }) => {
                        shown.insert(cell, paths);
                        cells.insert(cell, Entry::Declared(d.declared.clone()));
                    }
                    Some(d) => {
                        problems.push(format!(
                            "{cell}: declared on line {} and covered by {}",
                            d.line,
                            paths.join(", ")
                        ));
                        cells.insert(cell, Entry::Cases(paths));
                    }
                    None => {
                        cells.insert(cell, Entry::Cases(paths));
                    }
                }
                continue;
            }
            match best(cell) {
                Some(d) => {
                    cells.insert(cell, Entry::Declared(d.declared.clone()));
                }
                None => problems.push(format!(
                    "{} {cell}: neither covered by a case nor declared",
                    code.id()
                )),
            }
        }
        if problems.is_empty() {
            Ok(Matrix { code, cells, shown })
        } else {
            Err(problems)
        }
    }

    pub fn totals(&self) -> Totals {
        let mut t = Totals {
            cells: self.cells.len(),
            ..Totals::default()
        };
        for e in self.cells.values() {
            match e {
                Entry::Cases(_) => t.covered += 1,
                Entry::Declared(Declared::Silent { .. }) => t.silent += 1,
                Entry::Declared(Declared::Ambiguous { .. }) => t.ambiguous += 1,
                Entry::Declared(Declared::None { .. }) => t.none += 1,
                Entry::Declared(Declared::Open { .. }) => t.open += 1,
            }
        }
        t
    }
}

mod files {
    include!(concat!(env!("OUT_DIR"), "/matrix_files.rs"));
}

/// The matrix of `code` from the files compiled in (build.rs): its `cells.txt` and the cells its
/// worked cases claim, for a program without the repository at hand (`foster laws coverage`).
pub fn embedded(code: Code) -> Result<Matrix, Vec<String>> {
    let text = files::MATRIX_DECLARATIONS
        .iter()
        .find(|(c, _)| *c == code.id())
        .map_or("", |(_, t)| t);
    let declarations = parse_declarations(code, text)?;
    let cases = files::MATRIX_CASES
        .iter()
        .filter(|(_, c, _)| c.split_whitespace().next() == Some(code.id()))
        .map(|(path, _, header)| (*path, *header));
    Matrix::build(code, &declarations, cases)
}

/// Where a code's declarations live, from the project root.
pub fn declarations_path(code: Code) -> String {
    format!("cases/matrix/{}/cells.txt", code.id())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_reads_ids_and_wildcards() {
        let p = Pattern::parse("revoke/*/trick-quitted").unwrap();
        assert_eq!(p.family, Some(Family::Revoke));
        assert_eq!(p.offender, None);
        assert_eq!(p.cells().count(), Offender::ALL.len());
        assert!(Pattern::parse("revoke/nobody/hand-over").is_err());
        assert!(Pattern::parse("revoke/leader").is_err());
    }

    #[test]
    fn a_named_declaration_beats_a_wildcard_and_a_case_beats_both() {
        let code = Code::Pirate1916;
        let decls = parse_declarations(
            code,
            "none */*/*: nothing\nsilent revoke/leader/*: pirate-1916:52: why\n",
        )
        .unwrap();
        let case = "# cell: revoke/leader/trick-quitted\ncode: pirate-1916\n";
        let m = Matrix::build(code, &decls, [("a.record", case)]).unwrap();
        let t = m.totals();
        assert_eq!(t.cells, 270);
        assert_eq!(t.covered, 1);
        assert_eq!(t.silent, 5);
        assert_eq!(t.none, 264);
    }

    /// The matrix of `declarations` under pirate-1916 with one case on
    /// revoke/leader/hand-over, and that cell.
    fn one_case_on_a_leaders_late_revoke(declarations: &str) -> (Matrix, Cell) {
        let code = Code::Pirate1916;
        let decls = parse_declarations(code, declarations).unwrap();
        let case = "# cell: revoke/leader/hand-over\n";
        let m = Matrix::build(code, &decls, [("a.record", case)]).unwrap();
        let cell = Pattern::parse("revoke/leader/hand-over")
            .unwrap()
            .cells()
            .next()
            .unwrap();
        (m, cell)
    }

    #[test]
    fn a_case_may_show_a_silent_cell_declared_by_name() {
        let (m, cell) = one_case_on_a_leaders_late_revoke(
            "none */*/*: nothing\nsilent revoke/leader/hand-over: pirate-1916:59: why\n",
        );
        assert!(matches!(
            m.cells[&cell],
            Entry::Declared(Declared::Silent { .. })
        ));
        assert_eq!(m.shown[&cell], vec!["a.record".to_string()]);
        assert_eq!(m.totals().silent, 1);
    }

    #[test]
    fn an_ambiguous_cell_stays_ambiguous_and_links_its_cases_even_under_a_wildcard() {
        let (m, cell) = one_case_on_a_leaders_late_revoke(
            "none */*/*: nothing\nambiguous revoke/*/hand-over: pirate-1916:59, pirate-1916:39: two\n",
        );
        assert!(matches!(
            m.cells[&cell],
            Entry::Declared(Declared::Ambiguous { .. })
        ));
        assert_eq!(m.shown[&cell], vec!["a.record".to_string()]);
        let t = m.totals();
        assert_eq!((t.ambiguous, t.covered), (Offender::ALL.len(), 0));
        assert!(
            parse_declarations(
                Code::Pirate1916,
                "ambiguous revoke/leader/*: two readings\n"
            )
            .is_err()
        );
    }

    #[test]
    fn an_undeclared_cell_and_a_bad_declaration_are_refused() {
        let code = Code::Pirate1916;
        assert!(Matrix::build(code, &[], []).is_err());
        assert!(parse_declarations(code, "silent revoke/leader/*: why\n").is_err());
        assert!(parse_declarations(code, "silent revoke/leader/*: portland-1895:87: x\n").is_err());
        assert!(parse_declarations(code, "maybe revoke/leader/*: x\n").is_err());
        let decls =
            parse_declarations(code, "none revoke/leader/hand-over: x\nnone */*/*: y\n").unwrap();
        let case = "# cell: revoke/leader/hand-over\n";
        assert!(Matrix::build(code, &decls, [("a.record", case)]).is_err());
    }
}
