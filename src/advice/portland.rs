//! Advice under the Portland Club's code (1895): a lead out of turn (77), exposed cards (69,
//! 70), a revoke corrected in time (91), a card named before the partner plays (98), the fourth
//! hand before his partner (83), a card dummy suggested (62: to be played or not), and the
//! revoke's three ways of paying (87 I), each valued on
//! the two-column pad (laws 1–11) with the rubber as it stands.

use crate::cards::{Card, Partnership, Seat, Suit};
use crate::law::Applying;
use crate::law::Ruling;
use crate::law::names::{OptionName, RulingKind};
use crate::law::portland::honours::honours_from_hands;
use crate::law::portland::report::HandFacts;
use crate::law::portland::report::{DealReport, PortlandReport};
use crate::law::portland::revoke_penalty::{RevokeOption, RevokePenalty};
use crate::law::portland::side::Side;
use crate::record::{Action, DealRecord, Record};
use crate::score::portland::values::RUBBER_BONUS;
use crate::score::portland::{HandScore, Pad, Rubber, score_hand};
use crate::solver::{Constraint, Position, Solver};

use super::later::LaterCalls;
use super::options::{Advice, Measure, ValuedOption, choose};
use super::replay::{Moment, moment};
use super::turn::at_turn;

pub(super) fn advise(record: &Record, report: &PortlandReport, solver: &mut Solver) -> Vec<Advice> {
    let mut out = Vec::new();
    let mut pad = Pad::default();
    for (deal, d) in record.deals.iter().zip(&report.deals) {
        for (i, ruling) in d.rulings.iter().enumerate() {
            if let Some(a) = advise_ruling(deal, d, i, ruling, &pad, solver) {
                out.push(a);
            }
        }
        if !d.score.is_empty() {
            pad.add_hand(&HandScore {
                entries: d.score.clone(),
                tricks_after_penalty: d.tricks_after_penalty.or(d.tricks).unwrap_or([0, 0]),
                barred_from_game: Vec::new(),
            });
        }
    }
    out
}

/// What one option does to the play: the position to play on from, and the constraints.
enum Effect {
    Play(Position, Vec<Constraint>),
    /// At `seat`'s turn to the current trick he must play `card` (`must`), or any card but
    /// it, if he lawfully can (62: a card dummy suggested).
    Turn {
        position: Position,
        seat: Seat,
        card: Card,
        must: bool,
    },
    /// The revoke's penalty: the play as it went, paid this way by the side of the ruling's
    /// offender (when the ruling names none, the chooser's adversaries).
    Revoke(RevokeOption, Option<Side>),
    NotValued(String),
}

struct Deal<'a> {
    record: &'a DealRecord,
    report: &'a DealReport,
    declarers: Partnership,
    dealer_side: Side,
}

fn advise_ruling(
    deal: &DealRecord,
    d: &DealReport,
    index: usize,
    ruling: &Ruling,
    pad: &Pad,
    solver: &mut Solver,
) -> Option<Advice> {
    let no_penalty = ruling
        .applied()
        .as_ref()
        .is_some_and(|a| a.what == Applying::NoPenalty);
    if ruling.options().is_empty() || no_penalty {
        return None;
    }
    let mut advice = Advice::for_ruling(&deal.label, index, ruling, Measure::SidePoints);
    let chooser = advice.chooser.clone();
    let Some(decl) = d.declaration else {
        advice
            .notes
            .push("no declaration: the deal cannot be played out".into());
        return Some(advice);
    };
    let &first = chooser.first()?;
    let side = Side::of(first);
    let g = Deal {
        record: deal,
        report: d,
        declarers: Partnership::new(d.dealer, d.dummy)?,
        dealer_side: Side::of(d.dealer),
    };
    let at = match moment(deal, decl.strain, g.declarers, d.leader, ruling.span()) {
        Ok(m) => m,
        Err(why) => {
            advice.notes.push(why);
            return Some(advice);
        }
    };
    let options = effects(&g, ruling, &at);
    let mut later = LaterCalls::default();
    for (name, description, effect) in options {
        let v = value(
            &g,
            &at,
            (name, description),
            effect,
            side,
            pad,
            solver,
            &mut later,
        );
        advice.options.push(v);
    }
    choose(&mut advice);
    Some(advice)
}

/// The card of the event the replay stopped at (the irregular card), if it was a card played.
fn stopped_card(g: &Deal, at: &Moment) -> Option<(Seat, Card)> {
    let e = g.record.play.get(at.stopped?)?;
    match e.action {
        Action::Play { card, .. } => Some((e.seat, card)),
        _ => None,
    }
}

/// The cards exposed (or detached, 75) by the ruling's event.
fn exposed_cards(g: &Deal, ruling: &Ruling) -> Vec<(Seat, Card)> {
    let Some(span) = ruling.span() else {
        return Vec::new();
    };
    g.record
        .play
        .iter()
        .chain(&g.record.auction)
        .filter(|e| e.span.start == span.start)
        .flat_map(|e| match &e.action {
            Action::Exposes { cards } => cards.iter().map(|&c| (e.seat, c)).collect(),
            Action::Play { card, .. } | Action::Detaches { card } => vec![(e.seat, *card)],
            _ => Vec::new(),
        })
        .collect()
}

type Named = (String, String, Effect);

fn effects(g: &Deal, ruling: &Ruling, at: &Moment) -> Vec<Named> {
    let p = &at.position;
    let to_play = p.to_play();
    let not = |why: &str| Effect::NotValued(why.to_string());
    let mut out: Vec<Named> = Vec::new();
    let described = |name: OptionName| {
        ruling
            .options()
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.description.clone())
            .unwrap_or_default()
    };
    match ruling.kind() {
        RulingKind::LeadOutOfTurn => {
            let Some((offender, card)) = stopped_card(g, at) else {
                return vec![(
                    "lead".into(),
                    String::new(),
                    not("the card led out of turn is not found in the play"),
                )];
            };
            let mut hands = *p.hands();
            hands[offender.index()].remove(card);
            out.push((
                "lead-stands".into(),
                "exact no penalty (law 77 says the dealer 'may'): the others play to the card led"
                    .into(),
                match Position::new(hands, p.strain(), p.declarers(), offender, vec![card]) {
                    Ok(pos) => Effect::Play(pos, Vec::new()),
                    Err(e) => not(&e.to_string()),
                },
            ));
            // The card led is callable only while the ruling offers it (not once the other
            // three have followed: it is then in a quitted trick).
            if ruling
                .options()
                .iter()
                .any(|o| o.name == OptionName::CallCard)
            {
                out.push((
                    "call-card".into(),
                    format!(
                        "{} (here {card}: played at the first lawful opportunity)",
                        described(OptionName::CallCard)
                    ),
                    Effect::Play(
                        p.clone(),
                        vec![Constraint::PlayCard {
                            seat: offender,
                            card,
                        }],
                    ),
                ));
            }
            for suit in Suit::ALL.into_iter().rev() {
                let effect = if p.trick().is_empty() && to_play == offender.opposite() {
                    Effect::Play(
                        p.clone(),
                        vec![Constraint::MustLead {
                            seat: to_play,
                            suit,
                        }],
                    )
                } else {
                    not(
                        "the suit is called for the next lead of the offender's side, which is \
                         not the lead now due; the solver does not model a call on either of two \
                         players",
                    )
                };
                out.push((
                    format!("call-suit {}", suit.name()),
                    format!(
                        "{} (here {} to lead {})",
                        described(OptionName::CallSuit),
                        to_play.name(),
                        suit.name()
                    ),
                    effect,
                ));
            }
        }
        // A card detached so as to be named is liable to be called as an exposed card is (75).
        RulingKind::ExposedCard | RulingKind::ExposedBeforeLead | RulingKind::CardDetached => {
            let cards = exposed_cards(g, ruling);
            out.push((
                "leave".into(),
                "never call it: the holder plays it when he pleases".into(),
                Effect::Play(p.clone(), Vec::new()),
            ));
            for o in ruling.options() {
                match o.name {
                    OptionName::CallCard => {
                        for &(seat, card) in &cards {
                            if !p.hand(seat).contains(card) {
                                out.push((
                                    format!("call-card {card}"),
                                    o.description.clone(),
                                    not("the card is no longer in the hand"),
                                ));
                                continue;
                            }
                            out.push((
                                format!("call-card {card}"),
                                format!(
                                    "{} ({card}, played at the first lawful opportunity)",
                                    o.description
                                ),
                                Effect::Play(p.clone(), vec![Constraint::PlayCard { seat, card }]),
                            ));
                            // The card stays on the table, liable to be called, until it is
                            // played (70, 81): the call may wait for any later trick.
                            out.extend(later_calls(at, seat, card, &o.description));
                        }
                    }
                    OptionName::ForbidSuit => {
                        for suit in dedup(cards.iter().map(|c| c.1.suit)) {
                            let e = if p.trick().is_empty() {
                                Effect::Play(
                                    p.clone(),
                                    vec![Constraint::MayNotLead {
                                        seat: to_play,
                                        suit,
                                    }],
                                )
                            } else {
                                not("the lead is past")
                            };
                            out.push((
                                format!("forbid-suit {}", suit.name()),
                                o.description.clone(),
                                e,
                            ));
                        }
                    }
                    _ => out.push((
                        o.name.to_string(),
                        o.description.clone(),
                        not("not a matter of the play"),
                    )),
                }
            }
        }
        RulingKind::RevokeCorrected
        | RulingKind::AttentionCalledToTheTrick
        | RulingKind::FourthHandBeforePartner
        | RulingKind::WinningCardPlayedAhead => {
            let led = p.trick().first().map(|c| c.suit);
            // The player the direction binds: the revoker himself (91), or the partner who has
            // yet to play (98, 83, 72).
            let seat = match ruling.kind() {
                RulingKind::RevokeCorrected => ruling.offender().unwrap_or(to_play),
                _ => ruling.offender().map(|s| s.opposite()).unwrap_or(to_play),
            };
            // A fourth hand's card played before his partner stays to be played (83).
            let mut base = Vec::new();
            if ruling.kind() == RulingKind::FourthHandBeforePartner
                && let Some((s, card)) = stopped_card(g, at)
            {
                base.push(Constraint::PlayCard { seat: s, card });
            }
            for o in ruling.options() {
                let c = match (o.name, led) {
                    (OptionName::Highest, Some(suit)) => Some(Constraint::Highest { seat, suit }),
                    (OptionName::Lowest, Some(suit)) => Some(Constraint::Lowest { seat, suit }),
                    (OptionName::Win, _) => Some(Constraint::WinTrick { seat }),
                    (OptionName::Lose | OptionName::NotWin, _) => {
                        Some(Constraint::LoseTrick { seat })
                    }
                    (OptionName::CallCard, _) => {
                        stopped_card(g, at).map(|(s, card)| Constraint::PlayCard { seat: s, card })
                    }
                    _ => None,
                };
                let e = match c {
                    Some(c) => {
                        let mut cs = base.clone();
                        cs.push(c);
                        Effect::Play(p.clone(), cs)
                    }
                    None => not("its effect on the play is not modelled"),
                };
                out.push((o.name.to_string(), o.description.clone(), e));
            }
        }
        RulingKind::DummySuggests => {
            // The card suggested, from whichever of his two hands the dealer plays it.
            let card = g.record.play.iter().find_map(|e| match &e.action {
                Action::Suggests { card } if Some(e.span) == ruling.span() => Some(*card),
                _ => None,
            });
            let holder = card.and_then(|c| Seat::ALL.into_iter().find(|&s| p.hand(s).contains(c)));
            let played_already =
                |seat: Seat| (0..p.trick().len()).any(|i| p.leader().nth_left(i) == seat);
            for o in ruling.options() {
                let must = o.name == OptionName::PlayCard;
                let e = match (card, holder) {
                    (Some(card), Some(seat))
                        if g.declarers.contains(seat) && !played_already(seat) =>
                    {
                        Effect::Turn {
                            position: p.clone(),
                            seat,
                            card,
                            must,
                        }
                    }
                    _ => not(
                        "the card suggested is not one the dealer has yet to play to this trick",
                    ),
                };
                out.push((o.name.to_string(), o.description.clone(), e));
            }
        }
        // Law 87's penalty, for a revoke or for what the laws punish as one (a card called or a
        // direction disobeyed, 76, 83, 98): paid by the side of this ruling's offender.
        _ if ruling
            .options()
            .iter()
            .any(|o| RevokeOption::from_option(o.name).is_some()) =>
        {
            let revoking = ruling.offender().map(Side::of);
            for o in ruling.options() {
                let e = match RevokeOption::from_option(o.name) {
                    Some(r) => Effect::Revoke(r, revoking),
                    None => not("not a way of paying the revoke"),
                };
                out.push((o.name.to_string(), o.description.clone(), e));
            }
        }
        _ => {
            for o in ruling.options() {
                out.push((
                    o.name.to_string(),
                    o.description.clone(),
                    not("not a matter of the play (a new deal, a declaration, a double)"),
                ));
            }
        }
    }
    out
}

/// The exposed card called at each later trick instead of now (laws 70, 81).
fn later_calls(at: &Moment, seat: Seat, card: Card, description: &str) -> Vec<Named> {
    at.later_calls(seat, card)
        .into_iter()
        .map(|(trick, call)| {
            (
                format!("call-card {card} at trick {trick}"),
                format!(
                    "{description} ({card}, left on the table until trick {trick}, then played at \
                     the first lawful opportunity)"
                ),
                Effect::Play(at.position.clone(), vec![call]),
            )
        })
        .collect()
}

fn dedup(suits: impl Iterator<Item = Suit>) -> Vec<Suit> {
    let mut v: Vec<Suit> = Vec::new();
    for s in suits {
        if !v.contains(&s) {
            v.push(s);
        }
    }
    v
}

#[allow(clippy::too_many_arguments)]
fn value(
    g: &Deal,
    at: &Moment,
    (option, description): (String, String),
    effect: Effect,
    side: Side,
    pad: &Pad,
    solver: &mut Solver,
    later: &mut LaterCalls,
) -> ValuedOption {
    let mut v = ValuedOption {
        option,
        description,
        constraints: Vec::new(),
        declarers_tricks: None,
        points: None,
        reckoning: String::new(),
        not_valued: None,
    };
    let (tricks, revokes) = match effect {
        Effect::NotValued(why) => {
            v.not_valued = Some(why);
            return v;
        }
        Effect::Play(pos, cs) => {
            let t = match *cs.as_slice() {
                // An exposed card called at a later trick: its waits found together.
                [Constraint::PlayCardAfter { seat, card, tricks }] => {
                    later.tricks(solver, &pos, seat, card, tricks)
                }
                _ => solver.tricks_under(&pos, &cs),
            };
            let t = match t {
                Ok(t) => t,
                Err(e) => {
                    v.not_valued = Some(e.to_string());
                    return v;
                }
            };
            v.constraints = cs;
            (at.declarers_tricks + t, Vec::new())
        }
        Effect::Turn {
            position,
            seat,
            card,
            must,
        } => (
            at.declarers_tricks + at_turn(solver, &position, seat, card, must),
            Vec::new(),
        ),
        Effect::Revoke(option, revoking) => {
            // The tricks as played, or the rest double dummy when the record stops short.
            let tricks = match g.report.tricks {
                Some(t) => t[g.dealer_side.index()],
                None => at.declarers_tricks + solver.tricks(&at.position),
            };
            let revoking = revoking.unwrap_or(side.other());
            (tricks, vec![RevokePenalty { revoking, option }])
        }
    };
    v.declarers_tricks = Some(tricks);
    let mut both = [0u8; 2];
    both[g.dealer_side.index()] = tricks;
    both[g.dealer_side.other().index()] = 13 - tricks;
    let Some(decl) = g.report.declaration else {
        return v;
    };
    let mut hands = [crate::cards::Hand::EMPTY; 4];
    for s in Seat::ALL {
        hands[s.index()] = g.record.hands.hand(s).unwrap_or_default();
    }
    let (honours, chicane) = honours_from_hands(decl.strain, &hands);
    let facts = HandFacts {
        strain: decl.strain,
        factor: g.report.doubling.factor,
        tricks: both,
        honours,
        chicane,
        revokes,
    };
    let score = match score_hand(&facts, &Default::default()) {
        Ok(s) => s,
        Err(e) => {
            v.not_valued = Some(e.to_string());
            return v;
        }
    };
    let before = current(pad);
    let mut after_pad = pad.clone();
    let entered = after_pad.add_hand(&score);
    let after = after_pad.rubbers.last().cloned().unwrap_or_default();
    let net = |r: &Rubber| r.total(side) - r.total(side.other());
    let mut points = net(&after) - net(&before);
    let mut words = vec![format!("{} take {tricks}", side_name(g.dealer_side))];
    for e in &entered {
        words.push(format!(
            "{} {} {} ({})",
            e.side.name(),
            e.points,
            match e.line {
                crate::law::Line::Below => "below",
                crate::law::Line::Above => "above",
            },
            e.reason
        ));
    }
    let games = |r: &Rubber, s: Side| r.games_won(s);
    for s in [side, side.other()] {
        if games(&after, s) > games(&before, s) {
            words.push(format!("{} win a game", s.name()));
        }
    }
    if before.winner.is_none()
        && let Some(w) = after.winner
    {
        words.push(format!("{} win the rubber (+{RUBBER_BONUS})", w.name()));
        points += if w == side {
            RUBBER_BONUS
        } else {
            -RUBBER_BONUS
        };
    }
    v.points = Some(points);
    v.reckoning = words.join("; ");
    v
}

fn side_name(s: Side) -> &'static str {
    s.name()
}

/// The rubber in progress before this deal (a new one when the last is finished).
fn current(pad: &Pad) -> Rubber {
    match pad.rubbers.last() {
        Some(r) if r.winner.is_none() => r.clone(),
        _ => Rubber::default(),
    }
}
