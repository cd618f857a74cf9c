//! Advice under the Pirate codes (1916 and 1917): each option of a ruling that gives the
//! declarer, or the adversaries, a choice is played out double dummy from the moment of the
//! irregularity ([`effects`]: the options by law), and the deal is entered on the four-column
//! pad as the rubber stands ([`pad`]: laws 68–80) and valued in what the chooser wins from the
//! others when the rubber is settled (law 79).
//!
//! The revoke's penalty is not a choice under either code: 50 in honours to each of the two
//! opponents (1916 law 53) or to each of the three not in error, the partner who failed to ask
//! paying (1917 law 53), never tricks. An established revoke's trick stands as played, and its
//! honours are entered with every option alike; a revoke corrected in time (57, 58) gives the
//! choices valued here.

mod directions;
mod dummy;
mod effect;
mod effects;
mod exposed;
mod leads;
mod pad;

use super::turn::{at_turn, wants_tricks};
use crate::cards::{Card, Seat};
use crate::law::Applying;
use crate::law::Ruling;
use crate::law::names::RulingKind;
use crate::law::pirate::report::{DealReport, PirateReport};
use crate::record::{DealRecord, Record};
use crate::score::pirate::{DealFacts, deal_facts};
use crate::solver::{Constraint, Position, Solver, trick_winner};

use super::later::LaterCalls;
use super::options::{Advice, Measure, ValuedOption, choose};
use super::replay::moment_with_revokes;
use effect::{Context, Effect, Named};
use effects::effects;
use pad::Rubber;

pub(super) fn advise(record: &Record, report: &PirateReport, solver: &mut Solver) -> Vec<Advice> {
    let (facts, _) = deal_facts(record, report);
    let mut out = Vec::new();
    for (index, (deal, d)) in record.deals.iter().zip(&report.deals).enumerate() {
        for (i, ruling) in d.rulings.iter().enumerate() {
            if gives_a_choice(ruling) {
                let g = Deal {
                    record,
                    deal,
                    report: d,
                    facts: &facts,
                    index,
                    code: report.code,
                };
                out.push(advise_ruling(&g, i, ruling, solver));
            }
        }
    }
    out
}

/// A ruling whose penalty the chooser has still to choose: its options (one suit to call is a
/// choice of four, a suit to forbid or a lead from the wrong hand (65) a choice against none),
/// or an adversary's card exposed in the play, which the declarer may call or leave (45, 51).
fn gives_a_choice(r: &Ruling) -> bool {
    let applied = r.applied().map(|a| a.what);
    if matches!(applied, Some(Applying::NoPenalty | Applying::UnlessClaimed)) {
        return false;
    }
    match r.options() {
        [] => r.kind() == RulingKind::ExposedCard && applied == Some(Applying::SubjectToCall),
        [one] => {
            matches!(
                one.name,
                crate::law::OptionName::CallSuit | crate::law::OptionName::ForbidSuit
            ) || r.kind() == RulingKind::DummyPreventedLeadFromWrongHand
        }
        _ => true,
    }
}

struct Deal<'a> {
    record: &'a Record,
    deal: &'a DealRecord,
    report: &'a DealReport,
    facts: &'a [DealFacts],
    index: usize,
    code: crate::record::Code,
}

fn advise_ruling(g: &Deal, index: usize, ruling: &Ruling, solver: &mut Solver) -> Advice {
    let mut advice = Advice::for_ruling(&g.deal.label, index, ruling, Measure::Settlement);
    let chooser = advice.chooser.clone();
    let (Some(contract), Some(leader)) = (g.report.contract, g.report.opening_leader) else {
        unplayed(&mut advice, ruling, "no contract was made");
        return advice;
    };
    // Established revokes stand as played (law 52): the replay plays their cards where they lie.
    let standing: Vec<usize> = g
        .report
        .rulings
        .iter()
        .filter(|r| r.kind() == RulingKind::Revoke)
        .filter_map(|r| r.span().map(|s| s.start))
        .collect();
    let at = match moment_with_revokes(
        g.deal,
        contract.strain,
        contract.declaring_side(),
        leader,
        ruling.span(),
        &standing,
    ) {
        Ok(m) => m,
        Err(why) => {
            unplayed(&mut advice, ruling, &why);
            return advice;
        }
    };
    let context = Context {
        deal: g.deal,
        ruling,
        at: &at,
        contract,
    };
    let rubber = Rubber::of(g.record, g.facts, g.index, g.code);
    let (penalties, later) = penalties_before(g.report, ruling);
    if later > 0 {
        advice.notes.push(format!(
            "{later} penalty entr{} of irregularities after this moment left out: the play \
             from here is the double-dummy play",
            if later == 1 { "y" } else { "ies" }
        ));
    }
    if chooser.is_empty() {
        advice
            .notes
            .push("the ruling names no chooser: the options are not valued for anyone".into());
    }
    // Each search starts from the tricks the last option came to: the options differ by a
    // trick or two, and a search that starts near its answer ends sooner.
    let mut guess = None;
    let mut later = LaterCalls::default();
    for n in effects(&context) {
        let facts = DealFacts {
            penalties: penalties.clone(),
            ..g.facts[g.index].clone()
        };
        let v = value(
            &at,
            n,
            facts,
            &chooser,
            &rubber,
            (solver, &mut later),
            guess,
        );
        if let Some(t) = v.declarers_tricks {
            guess = Some(t - at.declarers_tricks);
        }
        advice.options.push(v);
    }
    choose(&mut advice);
    advice
}

/// Every option not valued, because the deal cannot be played out from the moment (`why`), or
/// because none is a matter of the play.
fn unplayed(advice: &mut Advice, ruling: &Ruling, why: &str) {
    let play = effects::about_the_play(ruling);
    for o in ruling.options() {
        advice.options.push(ValuedOption {
            option: o.name.to_string(),
            description: o.description.clone(),
            constraints: Vec::new(),
            declarers_tricks: None,
            points: None,
            reckoning: String::new(),
            not_valued: Some(if play {
                format!("the play cannot be replayed: {why}")
            } else {
                effects::NOT_THE_PLAY.to_string()
            }),
        });
    }
    if play {
        advice.notes.push(format!(
            "the options are played out only from the four hands and the play: {why}"
        ));
    }
}

/// The score entries of the deal's rulings up to and including this one (an established
/// revoke's honours, law 53; an exposure in the bidding, 43), and how many come after it.
fn penalties_before(d: &DealReport, ruling: &Ruling) -> (Vec<crate::law::ScoreEntry>, usize) {
    let at = ruling.span().map(|s| s.start);
    let mut kept = Vec::new();
    let mut later = 0;
    for r in &d.rulings {
        let after = match (r.span(), at) {
            (Some(s), Some(a)) => s.start > a,
            _ => false,
        };
        if after {
            later += r.score().len();
        } else {
            kept.extend(r.score().iter().cloned());
        }
    }
    (kept, later)
}

#[allow(clippy::too_many_arguments)]
fn value(
    at: &super::replay::Moment,
    n: Named,
    facts: DealFacts,
    chooser: &[Seat],
    rubber: &Rubber,
    (solver, later): (&mut Solver, &mut LaterCalls),
    guess: Option<u8>,
) -> ValuedOption {
    let mut v = ValuedOption {
        option: n.option,
        description: n.description,
        constraints: Vec::new(),
        declarers_tricks: None,
        points: None,
        reckoning: String::new(),
        not_valued: None,
    };
    let from_here = match n.effect {
        Effect::NotValued(why) => {
            v.not_valued = Some(why);
            return v;
        }
        Effect::Play(position, constraints) => {
            let t = match (constraints.as_slice(), guess) {
                // An exposed card called at a later trick: its waits found together.
                (&[Constraint::PlayCardAfter { seat, card, tricks }], _) => {
                    later.tricks(solver, &position, seat, card, tricks)
                }
                ([], Some(g)) => Ok(solver.tricks_near(&position, g)),
                ([], None) => Ok(solver.tricks(&position)),
                (_, Some(g)) => solver.tricks_under_near(&position, &constraints, g),
                (_, None) => solver.tricks_under(&position, &constraints),
            };
            v.constraints = constraints;
            match t {
                Ok(t) => t,
                Err(e) => {
                    v.not_valued = Some(e.to_string());
                    return v;
                }
            }
        }
        Effect::Turn {
            position,
            seat,
            card,
            must,
        } => at_turn(solver, &position, seat, card, must),
        Effect::Choose {
            position,
            seat,
            allowed,
            then,
        } => {
            let t = choose_card(solver, &position, seat, &allowed, &then);
            v.constraints = then;
            match t {
                Ok(t) => t,
                Err(e) => {
                    v.not_valued = Some(e);
                    return v;
                }
            }
        }
    };
    let tricks = at.declarers_tricks + from_here;
    v.declarers_tricks = Some(tricks);
    let Some(contract) = facts.contract else {
        return v;
    };
    let side = contract.declaring_side();
    let mut words = vec![format!("{}-{} take {tricks}", side.first, side.second)];
    if chooser.is_empty() {
        v.reckoning = words.join("; ");
        return v;
    }
    match rubber.value(
        DealFacts {
            declaring_tricks: Some(tricks),
            ..facts
        },
        chooser,
    ) {
        Ok(scored) => {
            words.extend(scored.words);
            v.points = Some(scored.settlement);
        }
        Err(e) => v.not_valued = Some(format!("the pad cannot be kept: {e}")),
    }
    v.reckoning = words.join("; ");
    v
}

/// The declaring side's tricks from `p` on when `seat`, to play, plays the best for his side of
/// `allowed` (of any lawful card when none is), the play then going on under `then`.
fn choose_card(
    solver: &mut Solver,
    p: &Position,
    seat: Seat,
    allowed: &[Card],
    then: &[Constraint],
) -> Result<u8, String> {
    if p.to_play() != seat {
        return Err(format!("it is not {}'s turn", seat.name()));
    }
    let cards = if allowed.is_empty() {
        p.legal_cards()
    } else {
        allowed.to_vec()
    };
    let mut values = Vec::new();
    for c in cards {
        let Some(next) = p.after(c) else { continue };
        let won = if p.trick().len() == 3 {
            let mut trick = p.trick().to_vec();
            trick.push(c);
            u8::from(
                p.declarers()
                    .contains(trick_winner(p.leader(), &trick, p.strain())),
            )
        } else {
            0
        };
        let rest = if next.tricks_left() == 0 {
            0
        } else {
            solver
                .tricks_under(&next, then)
                .map_err(|e| e.to_string())?
        };
        values.push(won + rest);
    }
    let best = if wants_tricks(p) {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    };
    best.ok_or_else(|| "no card may be played".to_string())
}

#[cfg(test)]
mod tests;
