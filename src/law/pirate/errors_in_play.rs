//! Errors in Play, laws 32–42 (with law 30, the wrong player leading to the first trick, and
//! law 50, claims and concessions): leads and plays out of turn, naming cards, looking at
//! quitted tricks, drawing attention, and the injured side's choice of penalty.
//!
//! Over 1,000 lines, kept as one file: it is one section of the code (a module per section), and
//! its laws share the chooser of the penalty, the options and the rulings built here.

use crate::cards::{Card, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::{each_of_the_others, law};
use crate::law::pirate::table::{OutOfTurn, Replay};
use crate::law::{Chooser, Finding, Outcome, PenaltyOption, Ruling, ScoreEntry};
use crate::record::{Action, Event, PenaltyChoice};

/// Law 39: each of the others scores 25 when a player looks at a quitted trick.
pub const LOOKING_AT_TRICK_PENALTY: i32 = 25;
/// Law 23: each of the others scores 50 when the bidding is asked after the opening lead.
pub const ASKING_BIDDING_PENALTY: i32 = 50;

fn option(
    name: OptionName,
    description: String,
    laws: &[crate::lawbook::Citation],
) -> PenaltyOption {
    PenaltyOption {
        name,
        description,
        laws: laws.to_vec(),
    }
}

fn ruling(rp: &Replay, kind: RulingKind, summary: String, event: &Event) -> Ruling {
    let mut r = Ruling::new(kind, summary, Some(event.seat), rp.place());
    r.span = Some(event.span);
    r
}

/// The declarer chooses among penalties against the adversaries; the adversaries, either of
/// them but without consulting, against the declarer or dummy (law 67).
fn chooser(rp: &Replay, offender: Seat) -> Chooser {
    let code = rp.code;
    if rp.is_declaring(offender) {
        Chooser {
            seats: rp.adversaries().to_vec(),
            constraint: Some(
                "either adversary may demand the penalty, or direct his partner to do so, but they may not consult, nor even ask which of them shall enforce it".into(),
            ),
            laws: vec![law(code, 67)],
        }
    } else {
        Chooser {
            seats: vec![rp.contract.declarer],
            constraint: None,
            laws: vec![],
        }
    }
}

fn each_other(
    rp: &Replay,
    offender: Seat,
    points: i32,
    law_no: u16,
    reason: &str,
) -> Vec<ScoreEntry> {
    each_of_the_others(rp.code, offender, points, law_no, reason)
}

/// A card led or played by the wrong player.
pub(crate) fn out_of_turn(rp: &mut Replay, event: &Event, card: Card, rightful: Seat) {
    let code = rp.code;
    let seat = event.seat;
    let lead = rp.state.current.cards.is_empty();
    let trick = rp.state.trick_number();
    let mut r;
    if lead {
        if trick == 1 && !rp.is_declaring(seat) {
            r = ruling(
                rp,
                RulingKind::WrongOpeningLead,
                format!("{seat} led {card} to the first trick; {rightful} should have led"),
                event,
            );
            r.laws = vec![law(code, 30), law(code, 29)];
            r.findings.push(Finding::new(
                format!("the player on the declarer's left leads for the first trick, or the next if that seat is dummy: {rightful}"),
                &[law(code, 29)],
            ));
            r.options = vec![
                option(
                    OptionName::AcceptLead,
                    format!("accept {seat}'s lead"),
                    &[law(code, 30)],
                ),
                option(
                    OptionName::ForbidSuit,
                    format!("prevent {rightful} from leading {}", card.suit.name()),
                    &[law(code, 30)],
                ),
                option(
                    OptionName::CallExposed,
                    format!("call {card} an exposed card"),
                    &[law(code, 30)],
                ),
            ];
        } else if trick == 1 && !rp.started && seat == rp.contract.dummy {
            // The acceptor leads before his hand is down: he is not yet dummy (law 61 lays the
            // hand down once the proper player has led) and has every right of any other player
            // (62); law 30 leaves him out, and 34 speaks of the declarer.
            r = ruling(
                rp,
                RulingKind::AcceptorLedBeforeHisHandWasDown,
                format!(
                    "{seat}, the acceptor, led {card} to the first trick before his hand was laid down; {rightful} should have led"
                ),
                event,
            );
            r.laws = vec![law(code, 29), law(code, 61), law(code, 62)];
            r.findings.push(Finding::new(
                format!("the player on the declarer's left leads for the first trick, or the next if that seat is dummy: {rightful}; the acceptor's cards go down once the first card is led by the proper player"),
                &[law(code, 29), law(code, 61)],
            ));
            r.findings.push(Finding::new(
                format!("until his hand is laid down the acceptor has all the rights of any other player; {seat} led his own card, not one from dummy"),
                &[law(code, 62)],
            ));
            r.findings.push(Finding::new(
                "by analogy with law 34 (the declaring side leading out of turn): the adversaries may direct the error corrected; if either adversary plays to the lead without correcting it, it stands",
                &[law(code, 34)],
            ));
            r.by_analogy = vec![law(code, 34), law(code, 67)];
            r.options = vec![
                option(
                    OptionName::Correct,
                    format!(
                        "{seat} takes back {card}, and {rightful} leads (by analogy with law 34)"
                    ),
                    &[law(code, 34)],
                ),
                option(
                    OptionName::LeadStands,
                    format!("{seat}'s lead of {card} stands (by analogy with law 34)"),
                    &[law(code, 34)],
                ),
            ];
            r.outcome = Outcome::NotCovered {
                reason: format!(
                    "the laws make no explicit provision for the acceptor leading to the first trick before his hand is down: law 30 governs a wrong first lead by a player \"not being dummy\", and law 34 the declarer's lead out of turn from his own hand or dummy; {seat} acted as a player with every right of the others (law 62)"
                ),
                nearest: vec![law(code, 30), law(code, 34), law(code, 62)],
            };
        } else if !rp.is_declaring(seat) && rp.partner(seat) == rightful {
            r = ruling(
                rp,
                RulingKind::AdversaryLedInPartnersTurn,
                format!("{seat} led {card} when it was his partner {rightful}'s turn to lead"),
                event,
            );
            r.laws = vec![law(code, 32)];
            r.options = vec![
                option(
                    OptionName::CallExposed,
                    format!("call {card} exposed and have it left on the table subject to call"),
                    &[law(code, 32)],
                ),
                option(
                    OptionName::CallSuit,
                    format!("call a suit from {rightful}; {card} is taken up"),
                    &[law(code, 32)],
                ),
            ];
            r.findings.push(Finding::new(
                "if either declarer or dummy play to the incorrect lead, it stands without penalty",
                &[law(code, 32)],
            ));
        } else if !rp.is_declaring(seat) {
            r = ruling(
                rp,
                RulingKind::AdversaryLedWhenNeitherShould,
                format!("{seat} led {card} when it was {rightful}'s lead, not an adversary's"),
                event,
            );
            r.laws = vec![law(code, 33)];
            r.options = vec![
                option(
                    OptionName::CallCard,
                    format!("call {card}, left on the table as a marker"),
                    &[law(code, 33)],
                ),
                option(
                    OptionName::CallSuit,
                    "call a suit as soon as either adversary regains the lead".into(),
                    &[law(code, 33)],
                ),
            ];
            r.findings.push(Finding::new(
                "the declarer may call that card or call a suit, but he cannot do both",
                &[law(code, 33)],
            ));
        } else {
            r = ruling(
                rp,
                RulingKind::DeclarerLedOutOfTurn,
                format!(
                    "{}, the declarer, led {card} from {} when the lead was with {rightful}",
                    rp.contract.declarer,
                    if seat == rp.contract.declarer {
                        "his own hand".to_string()
                    } else {
                        format!("dummy ({seat})")
                    }
                ),
                event,
            );
            r.laws = vec![law(code, 34)];
            r.findings.push(Finding::new(
                "the declarer cannot correct the error unless directed to do so by an adversary; if either adversary plays to the lead without correcting it, it stands",
                &[law(code, 34)],
            ));
            let hand = |s: Seat| {
                if s == rp.contract.declarer {
                    "his own hand"
                } else {
                    "dummy"
                }
            };
            // Correcting puts the card back; who leads then is the rightful leader, the
            // declarer only when the lead is his, from the hand whose turn it is.
            let correct = if rp.is_declaring(rightful) {
                format!(
                    "direct the declarer to take back {card} and lead from {} instead",
                    hand(rightful)
                )
            } else {
                format!("direct the declarer to take back {card}; {rightful} leads")
            };
            r.options = vec![
                option(OptionName::Correct, correct, &[law(code, 34)]),
                option(
                    OptionName::LeadStands,
                    "let the lead stand".into(),
                    &[law(code, 34)],
                ),
            ];
        }
    } else if !rp.is_declaring(seat) && rp.partner(seat) == rightful {
        r = ruling(
            rp,
            RulingKind::AdversaryPlayedBeforePartner,
            format!("{seat} played {card} to trick {trick} before his partner {rightful}"),
            event,
        );
        r.laws = vec![law(code, 36)];
        r.options = vec![
            option(
                OptionName::Highest,
                format!("{rightful} plays his highest card of the suit"),
                &[law(code, 36)],
            ),
            option(
                OptionName::Lowest,
                format!("{rightful} plays his lowest card of the suit"),
                &[law(code, 36)],
            ),
            option(
                OptionName::Win,
                format!("{rightful} wins the trick"),
                &[law(code, 36)],
            ),
            option(
                OptionName::NotWin,
                format!("{rightful} does not win the trick"),
                &[law(code, 36)],
            ),
        ];
        r.findings.push(Finding::new(
            format!("if {rightful} has none of the suit led, he may be called upon to discard his highest card in any suit the declarer names; if he has none of that either, the penalty is paid"),
            &[law(code, 36)],
        ));
    } else if rp.is_declaring(seat) && !rp.is_declaring(rightful) {
        r = ruling(
            rp,
            RulingKind::DeclarerPlayedBothHands,
            format!("the declarer played {card} from {seat} without waiting for {rightful}"),
            event,
        );
        r.laws = vec![law(code, 36)];
        r.findings.push(Finding::new(
            "if the declarer plays from both hands without waiting for the opponent between, either of them may play first",
            &[law(code, 36)],
        ));
        r.applied = Some(Applied::no_penalty("no penalty; the card stands"));
        rp.rulings.push(r);
        return;
    } else {
        r = ruling(
            rp,
            RulingKind::PlayedOutOfTurn,
            format!("{seat} played {card} to trick {trick} when it was {rightful}'s turn"),
            event,
        );
        r.outcome = Outcome::NotCovered {
            reason: "the laws name the penalty for an adversary playing in his partner's turn (36) and for the declarer playing both hands (36), but not for this play out of turn; the card stands".into(),
            nearest: vec![law(code, 36), law(code, 34)],
        };
        rp.rulings.push(r);
        return;
    }
    r.chooser = Some(chooser(rp, seat));
    rp.rulings.push(r);
    rp.out_of_turn = Some(OutOfTurn {
        seat,
        card,
        rightful,
        ruling: rp.rulings.len() - 1,
        lead,
    });
}

/// The next card played shows what became of a lead out of turn: if the player on the
/// offender's left plays to it, it stood; if the rightful leader leads, it was taken back.
///
/// When the rightful leader is also the player on the offender's left, his card may be a
/// lead (the false lead taken up) or a card played to the false lead: the order of play and
/// the rotation read together decide. If the offender plays again to the same trick once the
/// two after the rightful leader have played, the false lead was taken up; otherwise the trick
/// was played out to it and it stands. `rest` is the record after this card.
pub(crate) fn resolve_out_of_turn(rp: &mut Replay, event: &Event, rest: &[Event]) {
    let Some(oot) = rp.out_of_turn.clone() else {
        return;
    };
    if !oot.lead {
        rp.out_of_turn = None;
        return;
    }
    let code = rp.code;
    let chosen = rp.rulings[oot.ruling].applied.clone();
    let elected = chosen.as_ref().and_then(Applied::elected_option);
    let taken_up_by_choice = matches!(
        elected,
        Some(
            OptionName::CallSuit
                | OptionName::CallExposed
                | OptionName::CallCard
                | OptionName::Correct
                | OptionName::ForbidSuit
        )
    );
    let follows_on = event.seat == oot.seat.left()
        && (event.seat != oot.rightful
            || (!taken_up_by_choice && played_to_false_lead(rp, &oot, event, rest)));
    // Law 34: the declarer's lead out of turn stands once an adversary plays to it. His card
    // from his other hand to it does not make it stand (nor can he correct it undirected): the
    // lead waits for the adversary's card.
    if follows_on && rp.is_declaring(oot.seat) && rp.is_declaring(event.seat) {
        rp.state.current.leader = oot.seat;
        return;
    }
    let waiting = rp.is_declaring(oot.seat)
        && !rp.is_declaring(event.seat)
        && rp.state.current.cards.first() == Some(&(oot.seat, oot.card))
        && rp.state.current.cards.len() > 1;
    if waiting {
        if chosen.is_none() {
            let partner = rp.state.current.cards[1].0;
            rp.rulings[oot.ruling].applied = Some(Applied::words(format!(
                "the lead stands: {}, an adversary, played to it ({partner}'s card, played by the declarer, did not make it stand)",
                event.seat
            )));
        }
        rp.out_of_turn = None;
        return;
    }
    if follows_on {
        rp.state.current.leader = oot.seat;
        // Who played to the false lead: this card, and the trick's next cards in rotation.
        let players: Vec<Seat> = std::iter::once(event.seat)
            .chain(
                rest.iter()
                    .filter(|e| matches!(e.action, Action::Play { .. }))
                    .take(2)
                    .map(|e| e.seat),
            )
            .collect();
        let names: Vec<String> = players.iter().map(|s| s.to_string()).collect();
        let declaring_played = players.iter().any(|s| rp.is_declaring(*s));
        let r = &mut rp.rulings[oot.ruling];
        if chosen.is_none() {
            let law_32 = r.laws.contains(&law(code, 32));
            r.applied = Some(Applied::words(format!(
                "the lead stands{}: {} played to it",
                if law_32 && declaring_played {
                    " without penalty"
                } else {
                    ""
                },
                names.join(", ")
            )));
        }
    } else if event.seat == oot.rightful {
        rp.state.withdraw_last();
        let r = &mut rp.rulings[oot.ruling];
        if chosen.is_none() {
            r.applied = Some(Applied::words(format!(
                "the lead was not allowed to stand: {} led instead (the record does not say which penalty was chosen)",
                oot.rightful
            )));
        }
        let exposed = matches!(
            elected,
            Some(OptionName::CallExposed | OptionName::CallCard)
        );
        if exposed {
            rp.exposed.add(oot.seat, oot.card);
        }
    }
    rp.out_of_turn = None;
}

/// Whether `event`, the card of the player on the offender's left who is also the rightful
/// leader, was played to the offender's false lead. The offender's next card decides: if he
/// plays again to this trick once the next two have played, the false lead was taken up and
/// this card led. A trick number written on the cards says which trick his card is in; without
/// one, it is his lead to the next trick only if the false lead's trick, played out, is his.
fn played_to_false_lead(rp: &Replay, oot: &OutOfTurn, event: &Event, rest: &[Event]) -> bool {
    let trick_of = |e: &Event| match e.action {
        Action::Play { trick, .. } => trick,
        _ => None,
    };
    let card_of = |e: &Event| match e.action {
        Action::Play { card, .. } => Some(card),
        _ => None,
    };
    let plays: Vec<&Event> = rest
        .iter()
        .filter(|e| matches!(e.action, Action::Play { .. }))
        .take(3)
        .collect();
    let Some(third) = plays.get(2).filter(|e| e.seat == oot.seat) else {
        return true;
    };
    match (trick_of(event), trick_of(third)) {
        (Some(a), Some(b)) => a != b,
        _ => {
            let mut trick = crate::game::Trick::new(oot.seat);
            trick.cards.push((oot.seat, oot.card));
            for e in std::iter::once(event).chain(plays.iter().take(2).copied()) {
                if let Some(c) = card_of(e) {
                    trick.cards.push((e.seat, c));
                }
            }
            trick.winner(rp.state.trump) == Some(oot.seat)
        }
    }
}

/// Law 42: an adversary names a card in his own or his partner's hand.
/// The holder of the named card comes from the hands, or, where they are not given, from the
/// rest of the record (`rest`): the player who later plays or shows it held it.
pub(crate) fn names_card(rp: &mut Replay, event: &Event, card: Card, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    if seat == rp.contract.dummy {
        crate::law::pirate::dummy::suggests(rp, event, card);
        return;
    }
    if seat == rp.contract.declarer {
        crate::law::pirate::dummy::declarer_names(rp, event, card);
        return;
    }
    let mut r = ruling(
        rp,
        RulingKind::AdversaryNamedCard,
        format!("{seat} named {card}"),
        event,
    );
    r.laws = vec![law(code, 42)];
    let holder = Seat::ALL
        .into_iter()
        .find(|s| rp.state.holdings[s.index()].is_some_and(|h| h.contains(card)))
        .or_else(|| {
            let shown_later = rest.iter().find(|e| match &e.action {
                Action::Play { card: c, .. } => *c == card,
                Action::Exposes { cards } => cards.contains(&card),
                _ => false,
            })?;
            r.findings.push(Finding::new(
                format!(
                    "the record does not give the hands, but {} later {} {card}: he held it",
                    shown_later.seat,
                    if matches!(shown_later.action, Action::Play { .. }) {
                        "played"
                    } else {
                        "showed"
                    }
                ),
                &[law(code, 42)],
            ));
            Some(shown_later.seat)
        });
    match holder {
        Some(h) if !rp.is_declaring(h) => {
            r.findings.push(Finding::new(
                format!(
                    "{card} is in {h}'s hand, an adversary's: it is placed on the table as exposed"
                ),
                &[law(code, 42)],
            ));
            r.laws.push(law(code, 51));
            r.applied = Some(Applied::subject_to_call(format!(
                "{card} is exposed and subject to call (law 51)"
            )));
            rp.exposed.add(h, card);
        }
        Some(h) if h == rp.contract.declarer => {
            r.findings.push(Finding::new(
                format!("{card} is in the declarer's hand: the declarer may call a suit"),
                &[law(code, 42)],
            ));
            r.options = vec![option(
                OptionName::CallSuit,
                "call a suit".into(),
                &[law(code, 42)],
            )];
            r.chooser = Some(chooser(rp, seat));
        }
        Some(_) => {
            r.findings.push(Finding::new(
                format!("{card} is in dummy's hand, which the law excepts"),
                &[law(code, 42)],
            ));
            r.applied = Some(Applied::no_penalty("no penalty"));
        }
        None => {
            r.outcome = Outcome::Conditional {
                turns_on: format!("who holds {card}"),
                possibilities: vec![
                    crate::law::Possibility::new(
                        format!("{seat} or his partner holds {card}"),
                        format!("{card} is placed on the table as exposed, subject to call"),
                        &[law(code, 42), law(code, 51)],
                    ),
                    crate::law::Possibility::new(
                        format!("the declarer, {}, holds {card}", rp.contract.declarer),
                        "the declarer may call a suit",
                        &[law(code, 42)],
                    ),
                    crate::law::Possibility::new(
                        format!("dummy, {}, holds {card}", rp.contract.dummy),
                        "no penalty: the law excepts dummy's hand",
                        &[law(code, 42)],
                    ),
                ],
                to_record: "the hands".into(),
            };
        }
    }
    rp.rulings.push(r);
}

/// Law 50: claims of the remaining tricks.
pub(crate) fn claims(rp: &mut Replay, event: &Event, tricks: Option<u8>) {
    let code = rp.code;
    let seat = event.seat;
    let what = tricks.map_or("the rest of the tricks".to_string(), |n| {
        format!("{n} tricks")
    });
    let mut r = ruling(
        rp,
        RulingKind::Claim,
        format!("{seat} claimed {what}"),
        event,
    );
    r.laws = vec![law(code, 50)];
    if seat == rp.contract.declarer {
        r.findings.push(Finding::new(
            "the declarer's cards must be placed face upward on the table and played without any finesse not absolutely proved to be a winner; cards his adversaries expose in consequence cannot be called",
            &[law(code, 50)],
        ));
        r.applied = Some(Applied::words("the hand is played out face up (law 50)"));
    } else {
        r.outcome = Outcome::NotCovered {
            reason: "law 50 governs the declarer's claim; it says of the other players only that tricks conceded in error must stand".into(),
            nearest: vec![law(code, 50)],
        };
    }
    rp.rulings.push(r);
}

/// Law 50: tricks conceded, even in error, stand.
pub(crate) fn concedes(rp: &mut Replay, event: &Event, tricks: Option<u8>) {
    let code = rp.code;
    let seat = event.seat;
    let what = tricks.map_or("the rest of the tricks".to_string(), |n| {
        format!("{n} tricks")
    });
    let mut r = ruling(
        rp,
        RulingKind::Concession,
        format!("{seat} conceded {what}"),
        event,
    );
    r.laws = vec![law(code, 50)];
    r.findings.push(Finding::new(
        "tricks conceded in error by either side must stand",
        &[law(code, 50)],
    ));
    if seat == rp.contract.dummy {
        r.findings.push(Finding::new(
            "dummy may insist that a hand be played out instead of conceding tricks; a concession by dummy himself is not among his rights",
            &[law(code, 62)],
        ));
    }
    if tricks.is_none() {
        let remaining = 13 - rp.state.tricks.len();
        let side = if rp.is_declaring(seat) {
            "the adversaries"
        } else {
            "the declaring side"
        };
        r.applied = Some(Applied::words(format!(
            "the concession stands: the {remaining} tricks not yet quitted go to {side}"
        )));
        rp.conceded_rest = Some(seat);
    } else {
        r.applied = Some(Applied::words("the concession stands"));
    }
    rp.rulings.push(r);
}

/// Law 39: looking at a quitted trick.
pub(crate) fn looks_at_trick(rp: &mut Replay, event: &Event, trick: u8) {
    let code = rp.code;
    let seat = event.seat;
    let quitted = (trick as usize) <= rp.state.tricks.len() && trick >= 1;
    let mut r = ruling(
        rp,
        RulingKind::LookedAtQuittedTrick,
        format!("{seat} looked at trick {trick}"),
        event,
    );
    r.laws = vec![law(code, 39)];
    if quitted {
        r.findings.push(Finding::new(
            format!("trick {trick} had been turned down and quitted"),
            &[law(code, 39)],
        ));
        r.score = each_other(
            rp,
            seat,
            LOOKING_AT_TRICK_PENALTY,
            39,
            "looked at a quitted trick",
        );
        r.applied = Some(Applied::words(format!(
            "{seat} forfeits {LOOKING_AT_TRICK_PENALTY} points in honors to each of the others"
        )));
    } else {
        r.outcome = Outcome::NotCovered {
            reason: format!(
                "trick {trick} has not been played and quitted, so law 39 does not apply"
            ),
            nearest: vec![law(code, 39), law(code, 40)],
        };
    }
    rp.rulings.push(r);
}

/// Laws 40, 41 and 63: attention drawn to a trick or an incident of the play.
pub(crate) fn draws_attention(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let seat = event.seat;
    if seat == rp.contract.dummy {
        crate::law::pirate::dummy::draws_attention(rp, event);
        return;
    }
    if seat == rp.contract.declarer {
        return;
    }
    let partner = rp.partner(seat);
    let in_progress = !rp.state.current.cards.is_empty();
    let partner_to_play = in_progress && rp.state.current.card_of(partner).is_none();
    let mut r;
    if partner_to_play {
        r = ruling(
            rp,
            RulingKind::AdversaryDrewAttentionBeforePartnerPlayed,
            format!("{seat} called attention to the trick before his partner {partner} played"),
            event,
        );
        r.laws = vec![law(code, 40)];
        r.options = vec![
            option(
                OptionName::Highest,
                format!("{partner} plays his highest of the suit"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Lowest,
                format!("{partner} plays his lowest of the suit"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Win,
                format!("{partner} wins the trick"),
                &[law(code, 40)],
            ),
            option(
                OptionName::Lose,
                format!("{partner} loses the trick"),
                &[law(code, 40)],
            ),
        ];
    } else {
        r = ruling(
            rp,
            RulingKind::AdversaryDrewAttention,
            format!("{seat} called attention to an incident of the play"),
            event,
        );
        r.laws = vec![law(code, 41)];
        r.options = vec![option(
            OptionName::CallSuit,
            "call a suit from the adversary whose next turn it will be to lead".into(),
            &[law(code, 41)],
        )];
    }
    r.chooser = Some(chooser(rp, seat));
    rp.rulings.push(r);
}

/// Law 41: an adversary may prevent his partner from leading out of turn.
pub(crate) fn stops_lead(rp: &mut Replay, event: &Event, partner: Seat) {
    let code = rp.code;
    let seat = event.seat;
    let mut r = ruling(
        rp,
        RulingKind::LeadOutOfTurnPrevented,
        format!("{seat} prevented {partner} from leading out of turn"),
        event,
    );
    r.laws = vec![law(code, 41)];
    if seat == rp.contract.dummy {
        r.kind = RulingKind::DummyPreventedLeadFromWrongHand;
        r.summary = format!(
            "dummy ({seat}) tried to prevent the declarer from leading from the wrong hand"
        );
        r.laws = vec![law(code, 65)];
        r.findings.push(Finding::new(
            "if dummy tries to prevent the declarer from leading from the wrong hand, either adversary may insist that the lead shall come from that hand",
            &[law(code, 65)],
        ));
        r.options = vec![option(
            OptionName::LeadStands,
            "the lead shall come from the wrong hand".into(),
            &[law(code, 65)],
        )];
        r.chooser = Some(chooser(rp, seat));
    } else if rp.is_declaring(seat) {
        r.outcome = Outcome::NotCovered {
            reason: "law 41 gives this right to either adversary; the laws do not speak of the declarer or dummy doing it".into(),
            nearest: vec![law(code, 41), law(code, 65)],
        };
    } else {
        r.findings.push(Finding::new(
            "either adversary may prevent his partner from leading out of turn",
            &[law(code, 41)],
        ));
        r.applied = Some(Applied::no_penalty("no penalty"));
    }
    rp.rulings.push(r);
}

/// Law 23: information about the bidding after the opening lead.
pub(crate) fn asks_bidding(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let seat = event.seat;
    if !rp.started {
        return;
    }
    let mut r = ruling(
        rp,
        RulingKind::AskedBiddingAfterLead,
        format!("{seat} asked about the bidding after the first card was led"),
        event,
    );
    r.laws = vec![law(code, 23)];
    r.findings.push(Finding::new(
        "after the final bid has been accepted and the first card led, information about the bidding is given under a penalty of 50 points in honors to be scored by each of the other players",
        &[law(code, 23)],
    ));
    r.findings.push(Finding::new(
        "the law does not say outright whether the asker or the informant pays; the engine charges the player who asked, for whose benefit the information is given",
        &[law(code, 23)],
    ));
    r.score = each_other(
        rp,
        seat,
        ASKING_BIDDING_PENALTY,
        23,
        "information about the bidding after the lead",
    );
    r.applied = Some(Applied::words(format!(
        "each of the others scores {ASKING_BIDDING_PENALTY} in honors"
    )));
    rp.rulings.push(r);
}

/// The injured side's election of a penalty, applied to the latest ruling that offers it.
pub(crate) fn chooses(rp: &mut Replay, event: &Event, choice: &PenaltyChoice) {
    let code = rp.code;
    let seat = event.seat;
    let detail = choice
        .card
        .map(|c| format!(" {c}"))
        .or_else(|| choice.suit.map(|s| format!(" {}", s.name())))
        .unwrap_or_default();
    // Law 51: the declarer calls an exposed card, at any time it lies subject to call, unless
    // a ruling still waiting for a choice offers `call-card` itself (law 33's marker card).
    let offered = rp
        .rulings
        .iter()
        .any(|r| r.applied.is_none() && r.options.iter().any(|o| o.is_elected_by(choice)));
    let elected = OptionName::from_name(&choice.name);
    if elected == Some(OptionName::CallCard) && !offered {
        super::exposed_cards::call_card(rp, event, choice.card);
        return;
    }
    let target = rp
        .rulings
        .iter()
        .rposition(|r| r.options.iter().any(|o| o.is_elected_by(choice)));
    match target {
        Some(i) => {
            let allowed = rp.rulings[i]
                .chooser
                .as_ref()
                .is_none_or(|c| c.seats.contains(&seat));
            let lacks = elected == Some(OptionName::CallSuit)
                && choice.suit.is_some_and(|suit| {
                    rp.out_of_turn
                        .as_ref()
                        .map(|o| o.rightful)
                        .or(Some(rp.state.next_in_turn()))
                        .and_then(|l| rp.state.holdings[l.index()])
                        .is_some_and(|h| !h.has_suit(suit))
                });
            let r = &mut rp.rulings[i];
            if allowed {
                r.applied = Some(match elected {
                    Some(name) => {
                        Applied::elected(name, format!("{name}{detail}, chosen by {seat}"))
                    }
                    None => Applied::words(format!("{}{detail}, chosen by {seat}", choice.name)),
                });
                if elected == Some(OptionName::CallExposed) {
                    super::exposed_cards::called_exposed(rp, i);
                }
                let r = &mut rp.rulings[i];
                if lacks {
                    r.laws.push(law(code, 35));
                    r.findings.push(Finding::new(
                        format!("the player called upon to lead{detail} has none of it: no other suit can be called, and he may lead as he pleases"),
                        &[law(code, 35)],
                    ));
                }
            } else {
                let mut bad = Ruling::new(
                    RulingKind::ChoiceByWrongPlayer,
                    format!(
                        "{seat} chose {}{detail}, but the choice is not his",
                        choice.name
                    ),
                    Some(seat),
                    rp.place(),
                );
                bad.span = Some(event.span);
                bad.laws = vec![law(code, 67)];
                bad.outcome = Outcome::NotCovered {
                    reason: "the penalty is for the player or players the law names; the choice has no effect".into(),
                    nearest: vec![law(code, 63), law(code, 67)],
                };
                rp.rulings.push(bad);
            }
        }
        None => {
            // Name what is on offer, so the record can be put right: the options of the
            // rulings still waiting for a choice, and the call of a card lying exposed.
            let mut on_offer: Vec<String> = rp
                .rulings
                .iter()
                .filter(|r| r.applied.is_none())
                .flat_map(|r| r.options.iter().map(|o| format!("`{}`", o.name)))
                .collect();
            if rp
                .adversaries()
                .iter()
                .any(|a| !rp.exposed.of(*a).is_empty())
            {
                on_offer.push("`call-card`".into());
            }
            on_offer.dedup();
            let mut bad = Ruling::new(
                RulingKind::ChoiceOfNoOption,
                format!(
                    "{seat} chose {}{detail}, which no ruling so far offers",
                    choice.name
                ),
                Some(seat),
                rp.place(),
            );
            bad.span = Some(event.span);
            bad.findings.push(Finding::new(
                if on_offer.is_empty() {
                    "no ruling before this point is waiting for a choice".to_string()
                } else {
                    format!("on offer at this point: {}", on_offer.join(", "))
                },
                &[],
            ));
            // Not a silence of the laws: the record names a choice nobody was offered.
            bad.applied = Some(Applied::words(
                "no effect: the choice names no penalty on offer",
            ));
            rp.rulings.push(bad);
        }
    }
}

/// Law 37: a player (not dummy) failed to play to a trick, and the next trick was begun.
pub(crate) fn failed_to_play(rp: &mut Replay, event: &Event) {
    let code = rp.code;
    let trick = rp.state.trick_number();
    let missing: Vec<Seat> = rp.state.current.not_played().collect();
    for seat in missing {
        let mut r = ruling(
            rp,
            RulingKind::FailedToPlayToTrick,
            format!(
                "{seat} did not play to trick {trick}, and trick {} was begun",
                trick + 1
            ),
            event,
        );
        r.offender = Some(seat);
        r.laws = vec![law(code, 37)];
        if seat == rp.contract.dummy {
            r.findings.push(Finding::new(
                "law 37 excepts dummy: the declarer's failure to play from dummy is not governed by it",
                &[law(code, 37)],
            ));
            r.outcome = Outcome::NotCovered {
                reason: "the laws make no provision for a card not played from dummy".into(),
                nearest: vec![law(code, 37), law(code, 61)],
            };
        } else {
            r.findings.push(Finding::new(
                format!("{seat} failed to play to a trick and did not correct it before playing to the next: the side not in error may demand a new deal"),
                &[law(code, 37)],
            ));
            r.findings.push(Finding::new(
                "if the deal is allowed to stand, the superfluous card at the end belongs to the imperfect trick, but is not a revoke",
                &[law(code, 37)],
            ));
            r.options = vec![
                option(
                    OptionName::NewDeal,
                    "demand a new deal".into(),
                    &[law(code, 37)],
                ),
                option(
                    OptionName::DealStands,
                    "let the deal stand".into(),
                    &[law(code, 37)],
                ),
            ];
            let injured: Vec<Seat> = if rp.is_declaring(seat) {
                rp.adversaries().to_vec()
            } else {
                vec![rp.contract.declarer]
            };
            r.chooser = Some(Chooser {
                seats: injured,
                constraint: None,
                laws: vec![law(code, 37)],
            });
        }
        rp.rulings.push(r);
    }
    rp.state.close_imperfect_trick();
}

/// Laws 38 and 45: a second card played to the same trick by the same player.
pub(crate) fn second_card(rp: &mut Replay, event: &Event, card: Card) {
    let code = rp.code;
    let seat = event.seat;
    let first = rp.state.current.card_of(seat);
    let trick = rp.state.trick_number();
    let mut r = ruling(
        rp,
        RulingKind::TwoCardsToATrick,
        format!(
            "{seat} played {card} to trick {trick}, to which he had already played {}",
            first.map(|c| c.to_string()).unwrap_or_default()
        ),
        event,
    );
    if seat == rp.contract.dummy {
        r.laws = vec![law(code, 38)];
        r.findings
            .push(Finding::new("law 38 excepts dummy", &[law(code, 38)]));
        r.outcome = Outcome::NotCovered {
            reason: "the laws make no provision for two cards from dummy to one trick; the engine keeps the first".into(),
            nearest: vec![law(code, 38), law(code, 66)],
        };
    } else if rp.is_declaring(seat) {
        r.laws = vec![law(code, 38)];
        r.findings.push(Finding::new(
            "if the mistake is not corrected before playing to the next trick, the player in error is responsible for revokes as if he still held one of those cards, and the adversaries have the option of a new deal",
            &[law(code, 38)],
        ));
        r.applied = Some(Applied::words(format!(
            "corrected at once: {card} goes back to {seat}'s hand"
        )));
    } else {
        r.laws = vec![law(code, 45), law(code, 38)];
        r.findings.push(Finding::new(
            "if two or more cards are played to the same trick, the declarer may choose which shall be played; the others are exposed",
            &[law(code, 45)],
        ));
        if rp.state.current.leader == seat {
            r.laws.push(law(code, 49));
            r.findings.push(Finding::new(
                "if the second card is a further lead made without waiting for the partner, law 49 applies instead: the partner may be called upon to win one of those tricks if he can",
                &[law(code, 49)],
            ));
        }
        r.options = vec![
            option(
                OptionName::FirstPlayed,
                format!(
                    "{} is played; {card} is exposed",
                    first.map(|c| c.to_string()).unwrap_or_default()
                ),
                &[law(code, 45)],
            ),
            option(
                OptionName::SecondPlayed,
                format!("{card} is played; the other is exposed"),
                &[law(code, 45)],
            ),
        ];
        r.chooser = Some(chooser(rp, seat));
        r.applied = Some(Applied::words(format!(
            "until the declarer chooses, the first card stands and {card} is exposed"
        )));
        rp.exposed.add(seat, card);
    }
    rp.rulings.push(r);
}

/// Law 38: a card written on the line of a trick already complete, by a player who played to
/// it — a fifth card in the trick, not a lead to the next one. The trick keeps its four cards
/// and stays won as it was; the card is gone from the player's hand. Whether the mistake was
/// corrected in time turns on whether anyone played to the next trick before it was found.
pub(crate) fn fifth_card(rp: &mut Replay, event: &Event, card: Card, trick: u8, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    let index = usize::from(trick.saturating_sub(1));
    let first = rp
        .state
        .tricks
        .get(index)
        .and_then(|t| t.card_of(seat))
        .map(|c| c.to_string())
        .unwrap_or_default();
    let mut r = ruling(
        rp,
        RulingKind::TwoCardsToATrick,
        format!(
            "{seat} played {card} to trick {trick}, to which he had already played {first}: a fifth card in the trick"
        ),
        event,
    );
    // The fifth card is in trick `trick`, whatever trick is now in progress.
    r.place = crate::law::Place::Play { trick, position: 4 };
    r.laws = vec![law(code, 38)];
    if seat == rp.contract.dummy {
        r.findings
            .push(Finding::new("law 38 excepts dummy", &[law(code, 38)]));
        r.outcome = Outcome::NotCovered {
            reason: "the laws make no provision for two cards from dummy to one trick".into(),
            nearest: vec![law(code, 38), law(code, 66)],
        };
        rp.rulings.push(r);
        return;
    }
    let next_played = rest.iter().any(|e| matches!(e.action, Action::Play { .. }));
    if next_played {
        let injured: Vec<Seat> = if rp.is_declaring(seat) {
            rp.adversaries().to_vec()
        } else {
            vec![rp.contract.declarer]
        };
        let names = injured
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(" and ");
        r.findings.push(Finding::new(
            format!("the mistake was not discovered and corrected before playing to the next trick: {seat} is responsible for revokes just as if he still held one of those cards in hand, and {names} have the option of a new deal"),
            &[law(code, 38)],
        ));
        r.findings.push(Finding::new(
            format!("if {seat} announces the shortage before the deal is played out, he may search the tricks and restore his own card to his hand to save further revokes; either of the partners not in error decides, without consultation, which card is withdrawn, but the trick remains as won"),
            &[law(code, 38)],
        ));
        r.options = vec![
            option(
                OptionName::NewDeal,
                "demand a new deal".into(),
                &[law(code, 38)],
            ),
            option(
                OptionName::DealStands,
                "let the deal stand".into(),
                &[law(code, 38)],
            ),
        ];
        r.chooser = Some(Chooser {
            seats: injured,
            constraint: None,
            laws: vec![law(code, 38)],
        });
        r.applied = Some(Applied::words(format!(
            "the trick stands as won with its first four cards; {card} is out of {seat}'s hand"
        )));
    } else {
        r.findings.push(Finding::new(
            "no one has played to the next trick: the mistake may still be corrected, and the card goes back to the player's hand without penalty; if it is not corrected before playing to the next trick, the player is responsible for revokes as if he still held one of those cards, and the adversaries have the option of a new deal",
            &[law(code, 38)],
        ));
        r.applied = Some(Applied::words(format!(
            "corrected: {card} goes back to {seat}'s hand"
        )));
    }
    rp.rulings.push(r);
    if next_played {
        rp.state.remove_from_hand(seat, card);
    }
}
