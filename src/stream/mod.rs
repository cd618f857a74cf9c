//! A record ruled and scored a deal at a time, for a record too long to hold: the same rulings,
//! pads, notes and wash-book as [`crate::case::rule_record`] and the score make of the record
//! read whole, handed on as each is done (a deal's ruling as soon as the deal after it is read,
//! a rubber's pad when the rubber is over), so that memory holds a deal and a rubber's pad,
//! not the file. The writer (`writer.rs`) puts them in the order its text or JSON document
//! gives them.
//!
//! What a deal's ruling needs of the rest of the record is carried: the deal passing to the
//! left, the rubber it is in (the heading and rubbers, read before), whether a deal follows it
//! (so one deal is held back), the label of the deal before, and the Pirate revoke claimed in
//! a later deal about it (law 59), found by a reading before ([`LateClaims`]). The pad is
//! scored a rubber at a time ([`crate::score::pirate::SessionInProgress`]), the wash-book
//! carried as a few numbers a rubber; a Portland pad's rubbers are handed on as each is won.
//!
//! The output: `writer.rs` writes what is handed on as the text or JSON document of `foster
//! rule` or `foster score`, the same bytes as the record read whole (`case::rule_record`,
//! `scored.rs`), to a [`sink::Sink`] (the binary's terminal); `spool.rs` keeps what comes at
//! the end, past a limit in a temporary file (not in the WebAssembly engine, which has no
//! files). The binary's other outputs made here: `parsed.rs` (`foster parse`, the record's
//! summary, and `list.rs` its document a deal at a time) and `solved.rs` (`foster solve`).

pub mod list;
pub mod parsed;
pub mod scored;
pub mod sink;
pub mod solved;
#[cfg(not(target_family = "wasm"))]
pub mod spool;
#[cfg(not(target_family = "wasm"))]
pub mod terminal;
#[cfg(not(target_family = "wasm"))]
pub mod writer;

use crate::case::{Customs, deal_not_governed};
use crate::json::NotGoverned;
use crate::law::late_claims::{LateClaim, split};
use crate::law::pirate;
use crate::law::portland;
use crate::record::{Code, DealRecord, Record};
use crate::score::pirate::{ScoreError, SessionEnd, SessionEvent, SessionInProgress};

/// What a record ruled a deal at a time hands on, in the order it is done.
#[derive(Clone, Debug)]
pub enum Ruled {
    /// A deal ruled under a Pirate code (the deals in order).
    PirateDeal(pirate::report::DealReport),
    /// A deal ruled under the Portland code (the deals in order; a deal that cannot be ruled
    /// has a note instead).
    PortlandDeal(portland::report::DealReport),
    /// What a deal holds that the code does not govern.
    NotGoverned(NotGoverned),
    /// The Pirate score: a rubber's pad, a note.
    Score(SessionEvent),
    /// A rubber of the Portland pad, done (won, or the last).
    PortlandRubber(crate::score::portland::Rubber),
    /// A Portland deal that cannot be ruled on at all (all before the first deal ruled).
    PortlandNote(String),
}

/// The revoke claims of a record made in a deal about an earlier one (Pirate law 59 marks the
/// earlier deal's ruling), each with the deal it is about: found by reading the record once
/// before it is ruled. Law 59 bars a claim once the cards are cut for the next deal, and the
/// record may write it under any later deal, naming any earlier one: so the earlier deal is
/// found by its place, not looked for among the deals held.
#[derive(Clone, Debug, Default)]
pub struct LateClaims {
    /// Each claim: the index of the deal it is about, the claim, the label of the deal it is
    /// written in; in the order of the deals they are about, then as written.
    claims: Vec<(usize, LateClaim, String)>,
}

/// The claims about earlier deals found in one reading of the record, before their deals are
/// known ([`LateClaims::find`]).
#[derive(Clone, Debug, Default)]
pub struct ClaimsWritten {
    /// Each claim: the index of the deal it is written in, the claim, that deal's label.
    claims: Vec<(usize, LateClaim, String)>,
    deals: usize,
    previous: Option<String>,
}

impl ClaimsWritten {
    /// The next deal of the record.
    pub fn deal(&mut self, deal: &DealRecord) {
        let (_, late) = split(deal, self.previous.as_deref());
        for claim in late {
            self.claims.push((self.deals, claim, deal.label.clone()));
        }
        self.deals += 1;
        self.previous = Some(deal.label.clone());
    }

    /// Whether any claim is about an earlier deal (a second reading finds which).
    pub fn any(&self) -> bool {
        !self.claims.is_empty()
    }

    /// The claims' earlier deals, found in a second reading of the record
    /// ([`FindingClaims::deal`] for each deal in order), as [`crate::law::pirate::rule`] finds
    /// them: the last deal before the claim's with the label it names.
    pub fn find(self) -> FindingClaims {
        FindingClaims {
            last: self
                .claims
                .iter()
                .map(|(_, c, _)| (c.about.clone(), None))
                .collect(),
            written: self.claims,
            next: 0,
            deals: 0,
            found: Vec::new(),
        }
    }
}

/// The second reading of [`ClaimsWritten::find`].
#[derive(Clone, Debug)]
pub struct FindingClaims {
    /// In the order of the deals they are written in.
    written: Vec<(usize, LateClaim, String)>,
    /// The claims of `written` whose deal is not yet read.
    next: usize,
    /// The labels the claims name, and the last deal read of each.
    last: std::collections::BTreeMap<String, Option<usize>>,
    deals: usize,
    found: Vec<(usize, LateClaim, String)>,
}

impl FindingClaims {
    /// The next deal of the record.
    pub fn deal(&mut self, deal: &DealRecord) {
        let i = self.deals;
        while let Some((at, claim, label)) = self.written.get(self.next)
            && *at == i
        {
            if let Some(&Some(earlier)) = self.last.get(&claim.about) {
                self.found.push((earlier, claim.clone(), label.clone()));
            }
            self.next += 1;
        }
        if let Some(last) = self.last.get_mut(&deal.label) {
            *last = Some(i);
        }
        self.deals += 1;
    }

    /// The claims, each with the deal it is about.
    pub fn done(mut self) -> LateClaims {
        // Stable: the claims about one deal stay in the order they were written.
        self.found.sort_by_key(|(earlier, ..)| *earlier);
        LateClaims { claims: self.found }
    }
}

/// A record ruled and scored a deal at a time.
#[derive(Debug)]
pub struct DealByDeal<'h> {
    code: Code,
    /// The written rubbers, from the heading and rubbers read before.
    written: Vec<crate::record::WrittenRubber<'h>>,
    /// The written rubbers begun.
    begun: usize,
    engine: Engine,
    claims: LateClaims,
    /// The deal held back until the next is read (is it the last?), and its index.
    held: Option<(usize, DealRecord)>,
    /// The label of the deal before the one held.
    previous: Option<String>,
    deals: usize,
}

#[derive(Debug)]
enum Engine {
    Pirate {
        ruler: pirate::Ruler,
        session: Box<Result<SessionInProgress, ScoreError>>,
    },
    Portland {
        replay: portland::Replay,
        /// The pad the score keeps from each deal ruled.
        pad: crate::score::portland::Pad,
        options: crate::score::portland::ScoringOptions,
    },
}

impl<'h> DealByDeal<'h> {
    /// A record whose heading and rubbers are `head` and which has `deals` deals, ruled under
    /// `code`, its score kept by `customs`; `claims`: its revoke claims about earlier deals.
    pub fn new(
        head: &'h Record,
        deals: usize,
        code: Code,
        customs: &Customs,
        claims: LateClaims,
    ) -> DealByDeal<'h> {
        let written = head.written_rubbers_of(deals);
        let engine = match code {
            Code::Portland1895 => Engine::Portland {
                replay: portland::Replay::new(),
                pad: crate::score::portland::Pad::default(),
                options: customs.portland,
            },
            Code::Pirate1916 | Code::Pirate1917 => {
                let options = crate::score::ScoringOptions {
                    rounding: customs.rounding,
                    ..crate::score::ScoringOptions::new(code)
                };
                Engine::Pirate {
                    ruler: pirate::Ruler::new(code, head.nullo_allowed),
                    session: Box::new(Ok(SessionInProgress::new(&options, written.len() > 1))),
                }
            }
        };
        DealByDeal {
            code,
            written,
            begun: 0,
            engine,
            claims,
            held: None,
            previous: None,
            deals: 0,
        }
    }

    /// The next deal of the record: the deal before it is ruled.
    pub fn deal(&mut self, deal: DealRecord, out: &mut dyn FnMut(Ruled)) {
        let index = self.deals;
        self.deals += 1;
        if let Some((i, before)) = self.held.replace((index, deal)) {
            self.rule(i, before, true, out);
        }
    }

    /// The record's end: the last deal ruled, the last rubber's pad handed on; the Pirate
    /// score's end (its wash-book), or why it cannot be kept (`None` under the Portland code).
    pub fn finish(mut self, out: &mut dyn FnMut(Ruled)) -> Option<Result<SessionEnd, ScoreError>> {
        if let Some((i, last)) = self.held.take() {
            self.rule(i, last, false, out);
        }
        match self.engine {
            Engine::Pirate { session, .. } => Some((*session).and_then(|mut session| {
                let mut score = |e| out(Ruled::Score(e));
                for w in &self.written[self.begun..] {
                    session.begin_rubber(w.number, w.players, &mut score)?;
                }
                session.finish(&mut score)
            })),
            Engine::Portland { pad, .. } => {
                for rubber in pad.rubbers {
                    out(Ruled::PortlandRubber(rubber));
                }
                None
            }
        }
    }

    fn rule(&mut self, i: usize, deal: DealRecord, has_next: bool, out: &mut dyn FnMut(Ruled)) {
        let previous = self.previous.replace(deal.label.clone());
        match &mut self.engine {
            Engine::Pirate { ruler, session } => {
                // The written rubbers begun by this deal (and any left empty before it).
                let mut new_rubber = false;
                let begin = self.written[self.begun..]
                    .iter()
                    .take_while(|w| w.deals.start <= i)
                    .count();
                for w in &self.written[self.begun..self.begun + begin] {
                    new_rubber |= w.deals.start == i && w.number > 1;
                    if let Ok(s) = session.as_mut() {
                        let mut score = |e| out(Ruled::Score(e));
                        if let Err(e) = s.begin_rubber(w.number, w.players, &mut score) {
                            **session = Err(e);
                        }
                    }
                }
                self.begun += begin;
                let rubber = (self.written.len() > 1)
                    .then(|| {
                        self.written[..self.begun]
                            .iter()
                            .rev()
                            .find(|w| w.deals.contains(&i))
                            .map(|w| w.number)
                    })
                    .flatten();
                let place = pirate::Place {
                    previous: previous.as_deref(),
                    has_next,
                    rubber,
                    new_rubber,
                };
                let mut report = ruler.rule_deal(&deal, &place);
                let from = self.claims.claims.partition_point(|(at, ..)| *at < i);
                let to = self.claims.claims.partition_point(|(at, ..)| *at <= i);
                for (_, claim, claimed_in) in &self.claims.claims[from..to] {
                    pirate::revoke::mark_late_claim(&mut report, claim, claimed_in);
                }
                if let Ok(s) = session.as_mut() {
                    let mut score = |e| out(Ruled::Score(e));
                    if let Err(e) = s.deal(&report, &deal, &mut score) {
                        **session = Err(e);
                    }
                }
                out(Ruled::PirateDeal(report));
            }
            Engine::Portland {
                replay,
                pad,
                options,
            } => {
                if i > 0 && self.written.iter().any(|w| w.deals.start == i) {
                    replay.new_rubber();
                }
                let report = replay.deal(&deal, previous.as_deref(), has_next);
                for note in replay.notes.drain(..) {
                    out(Ruled::PortlandNote(note));
                }
                if let Some(mut report) = report {
                    // Law 21: who went out at the end of the rubber before this one.
                    if let Some(r) = portland::cutting_out::wrong_player_out(&self.written, i) {
                        report.rulings.insert(0, r);
                    }
                    crate::score::portland::enter_deal(pad, &mut report, options);
                    out(Ruled::PortlandDeal(report));
                }
                // Only the last rubber takes a hand: those before it are done.
                while pad.rubbers.len() > 1 {
                    out(Ruled::PortlandRubber(pad.rubbers.remove(0)));
                }
            }
        }
        for (deal, note) in deal_not_governed(&deal, self.code) {
            out(Ruled::NotGoverned(NotGoverned { deal, note }));
        }
    }
}
