//! One deal's entries on the pad: tricks, game, rubber, slams, honours, doubling, undertricks.

use serde::Serialize;

use crate::cards::{Partnership, Seat, Strain};
use crate::game::{Contract, Doubling};
use crate::law::{Line, ScoreEntry};
use crate::record::Code;

use super::entry::{Entry, EntryKind};
use super::error::ScoreError;
use super::honours::HonoursHeld;
use super::values::{
    DOUBLED_BONUS, GAME, GAME_BONUS, GRAND_SLAM, LITTLE_SLAM, REDOUBLED_BONUS, RUBBER_BONUS,
    UNDERTRICK, law, trick_value,
};

/// One deal of a rubber, as the engine (or a `result:`/`honors:` line) establishes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DealFacts {
    /// The deal's label as the record writes it: `"A"`, `"1"`.
    pub label: String,
    /// The final declaration; `None` for a void deal (no bid accepted, law 18): no score.
    pub contract: Option<Contract>,
    /// Tricks won by the declarer and his acceptor together; `None` if unknown, and then
    /// nothing that depends on tricks is scored (tricks, game, slams, undertricks).
    pub declaring_tricks: Option<u8>,
    /// The honours, from the hands ([`super::honours_from_hands`]) or from `honors:` lines
    /// ([`super::honours_from_statement`]); `None` if unknown: then none are scored.
    pub honours: Option<HonoursHeld>,
    /// Entries the engine's rulings cause (revokes and the like), already cited; entered as
    /// they come, in the honour column.
    pub penalties: Vec<ScoreEntry>,
    /// A player who left the game without a substitute after this deal, and his opponents'
    /// choice (law 80).
    pub left: Option<PlayerLeft>,
}

/// A player who left the game without providing a substitute, the rubber not finished: his
/// opponents make up the score as it stands or cancel it entirely for the rubber (law 80).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PlayerLeft {
    pub seat: crate::cards::Seat,
    /// Whether his opponents cancelled the rubber's score (`true`) or made it up as it stands
    /// (`false`); `null` while the record does not say.
    pub cancelled: Option<bool>,
}

impl DealFacts {
    /// A played deal with nothing but its contract, tricks and honours.
    pub fn played(
        label: &str,
        contract: Contract,
        declaring_tricks: u8,
        honours: HonoursHeld,
    ) -> DealFacts {
        DealFacts {
            label: label.to_string(),
            contract: Some(contract),
            declaring_tricks: Some(declaring_tricks),
            honours: Some(honours),
            penalties: Vec::new(),
            left: None,
        }
    }
}

/// The state of the rubber between deals: the trick score of the game in progress (part-scores
/// of a finished game are dead, law 69), games won, and whether the rubber is over.
#[derive(Clone, Debug, Default)]
pub(super) struct RubberState {
    pub below: [i32; 4],
    pub games: [u8; 4],
    pub winner: Option<Seat>,
}

/// What a deal did to the rubber.
#[derive(Clone, Debug, Default)]
pub(super) struct DealOutcome {
    pub game: Option<Seat>,
    pub winners_game: u8,
    pub rubber: Option<Seat>,
}

struct Pen<'a> {
    code: Code,
    deal: &'a str,
    entries: &'a mut Vec<Entry>,
}

impl Pen<'_> {
    fn enter(
        &mut self,
        seat: Seat,
        line: Line,
        points: i32,
        kind: EntryKind,
        law_number: u16,
        reason: String,
    ) {
        if points == 0 {
            return;
        }
        self.entries.push(Entry {
            deal: self.deal.to_string(),
            seat,
            line,
            points,
            kind,
            law: law(self.code, law_number),
            reason,
        });
    }

    /// An entry for the declarer, and the same credited to his acceptor in the honour column
    /// (law 70).
    fn declarer_and_acceptor(
        &mut self,
        contract: &Contract,
        line: Line,
        points: i32,
        kind: EntryKind,
        law_number: u16,
        reason: String,
    ) {
        self.enter(
            contract.declarer,
            line,
            points,
            kind,
            law_number,
            reason.clone(),
        );
        self.enter(
            contract.dummy,
            Line::Above,
            points,
            kind,
            70,
            format!("credited to the acceptor: {reason}"),
        );
    }

    fn each(
        &mut self,
        side: Partnership,
        points: i32,
        kind: EntryKind,
        law_number: u16,
        reason: &str,
    ) {
        for seat in [side.first, side.second] {
            self.enter(
                seat,
                Line::Above,
                points,
                kind,
                law_number,
                reason.to_string(),
            );
        }
    }
}

/// Enters one deal; updates the rubber.
pub(super) fn enter_deal(
    facts: &DealFacts,
    code: Code,
    rubber: &mut RubberState,
    entries: &mut Vec<Entry>,
) -> Result<DealOutcome, ScoreError> {
    let label = facts.label.clone();
    if rubber.winner.is_some() {
        return Err(ScoreError::DealAfterRubber { deal: label });
    }
    let mut outcome = DealOutcome::default();
    let mut pen = Pen {
        code,
        deal: &facts.label,
        entries,
    };
    if let Some(contract) = &facts.contract {
        check(facts, contract)?;
        if let Some(tricks) = facts.declaring_tricks {
            outcome = enter_tricks(&mut pen, contract, tricks, rubber);
            enter_slams(&mut pen, contract, tricks);
        }
        if let Some(HonoursHeld::Held { side, combination }) = facts.honours {
            // Checked in `check`: the combination has a value in this strain.
            let value = combination.value(contract.strain).unwrap_or(0);
            let law_number = if combination.is_aces() { 74 } else { 73 };
            let reason = format!(
                "{} in {} held by {}+{}",
                combination.describe(),
                contract.strain.name(),
                side.first,
                side.second
            );
            pen.each(side, value, EntryKind::Honours, law_number, &reason);
        }
    }
    for penalty in &facts.penalties {
        pen.entries.push(Entry {
            deal: facts.label.clone(),
            seat: penalty.seat,
            line: penalty.line,
            points: penalty.points,
            kind: EntryKind::Penalty,
            law: penalty.law.clone(),
            reason: penalty.reason.clone(),
        });
    }
    Ok(outcome)
}

fn check(facts: &DealFacts, contract: &Contract) -> Result<(), ScoreError> {
    let deal = facts.label.clone();
    if contract.declarer == contract.dummy {
        return Err(ScoreError::DeclarerIsAcceptor { deal });
    }
    if !(1..=7).contains(&contract.level) {
        return Err(ScoreError::BadLevel {
            deal,
            level: contract.level,
        });
    }
    if let Some(tricks) = facts.declaring_tricks
        && tricks > 13
    {
        return Err(ScoreError::TooManyTricks { deal, tricks });
    }
    if let Some(HonoursHeld::Held { side, combination }) = facts.honours {
        let declaring = contract.declaring_side();
        let same = |p: Partnership, q: Partnership| {
            (p.first == q.first && p.second == q.second)
                || (p.first == q.second && p.second == q.first)
        };
        if !same(side, declaring) && !same(side, declaring.adversaries()) {
            return Err(ScoreError::HonoursSide { deal });
        }
        if combination.value(contract.strain).is_none() {
            return Err(ScoreError::HonoursInStrain {
                deal,
                strain: contract.strain,
            });
        }
    }
    Ok(())
}

fn doubling_words(doubled: Doubling) -> &'static str {
    match doubled {
        Doubling::Undoubled => "",
        Doubling::Doubled => " doubled",
        Doubling::Redoubled => " redoubled",
    }
}

/// The tricks that count toward the contract: the declaring side's; at the nullo, those it
/// forced on the adversaries ("a bid of four nullos means that they will win four tricks over
/// the usual book of six", 1917 book p. 113).
fn contract_tricks(contract: &Contract, declaring_tricks: u8) -> u8 {
    if contract.strain == Strain::Nullo {
        13 - declaring_tricks
    } else {
        declaring_tricks
    }
}

/// Laws 68, 69, 70, 71, 75, 76. A failed nullo is not described by the 1917 book: we apply
/// the general rule of law 76, 50 an undertrick to each adversary.
fn enter_tricks(
    pen: &mut Pen<'_>,
    contract: &Contract,
    declaring_tricks: u8,
    rubber: &mut RubberState,
) -> DealOutcome {
    let mut outcome = DealOutcome::default();
    let factor = contract.doubled.factor() as i32;
    let won = contract_tricks(contract, declaring_tricks);
    let needed = contract.tricks_needed();
    let bid = format!(
        "{}{}{}",
        contract.level,
        contract.strain,
        match contract.doubled {
            Doubling::Undoubled => "",
            Doubling::Doubled => "×",
            Doubling::Redoubled => "××",
        }
    );
    if won < needed {
        let under = i32::from(needed - won);
        let each = under * UNDERTRICK * factor;
        let reason = format!(
            "{bid} set {under}: {under} × {}{}",
            UNDERTRICK * factor,
            doubling_words(contract.doubled)
        );
        let adversaries = contract.declaring_side().adversaries();
        pen.each(adversaries, each, EntryKind::Undertricks, 76, &reason);
        return outcome;
    }
    let odd = i32::from(won - 6);
    let value = trick_value(contract.strain) * factor;
    let points = odd * value;
    pen.declarer_and_acceptor(
        contract,
        Line::Below,
        points,
        EntryKind::Tricks,
        68,
        format!("{bid} made with {odd} odd: {odd} × {value}"),
    );
    if contract.doubled != Doubling::Undoubled {
        let bonus = if contract.doubled == Doubling::Redoubled {
            REDOUBLED_BONUS
        } else {
            DOUBLED_BONUS
        };
        let over = i32::from(won - needed);
        pen.declarer_and_acceptor(
            contract,
            Line::Above,
            bonus,
            EntryKind::DoubledBonus,
            75,
            format!("{bid} fulfilled{}", doubling_words(contract.doubled)),
        );
        pen.declarer_and_acceptor(
            contract,
            Line::Above,
            over * bonus,
            EntryKind::Overtricks,
            75,
            format!(
                "{over} over the{} contract: {over} × {bonus}",
                doubling_words(contract.doubled)
            ),
        );
    }
    let declarer = contract.declarer;
    rubber.below[declarer.index()] += points;
    if rubber.below[declarer.index()] >= GAME {
        pen.declarer_and_acceptor(
            contract,
            Line::Above,
            GAME_BONUS,
            EntryKind::Game,
            69,
            format!("game: {} by tricks", rubber.below[declarer.index()]),
        );
        // The line across all four columns: every part-score of this game is dead (law 69).
        rubber.below = [0; 4];
        rubber.games[declarer.index()] += 1;
        outcome.game = Some(declarer);
        outcome.winners_game = rubber.games[declarer.index()];
        if rubber.games[declarer.index()] == 2 {
            pen.enter(
                declarer,
                Line::Above,
                RUBBER_BONUS,
                EntryKind::Rubber,
                71,
                "the rubber, not credited to the acceptor".to_string(),
            );
            rubber.winner = Some(declarer);
            outcome.rubber = Some(declarer);
        }
    }
    outcome
}

/// Law 72: thirteen tricks, 100 to each partner; twelve, 50; "whether they are the declarers or
/// not", never doubled; a seven bid that makes six still scores the little slam. At the nullo
/// the book says nothing of slams: we apply law 72's words as they stand, to the side that won
/// the tricks.
fn enter_slams(pen: &mut Pen<'_>, contract: &Contract, declaring_tricks: u8) {
    let declaring = contract.declaring_side();
    for (side, tricks) in [
        (declaring, declaring_tricks),
        (declaring.adversaries(), 13 - declaring_tricks),
    ] {
        let (points, name) = match tricks {
            13 => (GRAND_SLAM, "grand slam"),
            12 => (LITTLE_SLAM, "little slam"),
            _ => continue,
        };
        let reason = format!("{name}: {}+{} won {tricks} tricks", side.first, side.second);
        pen.each(side, points, EntryKind::Slam, 72, &reason);
    }
}
