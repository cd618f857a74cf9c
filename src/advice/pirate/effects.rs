//! What each option of a Pirate ruling does to the play, as a position and the constraints that
//! stand for it, by the law that offers it: a wrong lead to the first trick (30), an adversary's
//! lead in his partner's turn (32) or when neither should lead (33), the declarer's lead out of
//! turn (34, and the acceptor's before his hand is down, by analogy), a card played before the
//! partner (36), attention drawn before the partner plays (40) or to an incident (41), a card
//! named that the declarer holds (42), two cards to one trick (45), cards exposed before the
//! play (43, 44) or during it (45, 51), a revoke corrected in time (57, 58), dummy's suggestion
//! (64) and his stopping a lead from the wrong hand (65). An option that is not a matter of the
//! play (a new deal, 37, 38, 11) is said to be so.

use crate::cards::{Card, Seat, Suit};
use crate::game::Contract;
use crate::law::Ruling;
use crate::record::{Action, DealRecord};
use crate::solver::{Constraint, Position, trick_winner};

use super::super::replay::Moment;

/// What one option does to the play.
pub(super) enum Effect {
    /// The play from this position, these constraints binding.
    Play(Position, Vec<Constraint>),
    /// At `seat`'s turn to the current trick he must play `card` (`must`), or any card but it
    /// (law 64's "shall or shall not be played to the current trick"), if he lawfully can.
    Turn {
        position: Position,
        seat: Seat,
        card: Card,
        must: bool,
    },
    /// `seat`, to play now, plays one of `allowed` (any lawful card when none is), then the
    /// play goes on under `then`: law 36's win or not win, judged against every card on the
    /// table, his partner's premature card included.
    Choose {
        position: Position,
        seat: Seat,
        allowed: Vec<Card>,
        then: Vec<Constraint>,
    },
    NotValued(String),
}

/// An option: its name (with its suit or card when the law's option is read for each), what it
/// means here, and its effect.
pub(super) struct Named {
    pub option: String,
    pub description: String,
    pub effect: Effect,
}

/// What the options are read from.
pub(super) struct Context<'a> {
    pub deal: &'a DealRecord,
    pub ruling: &'a Ruling,
    pub at: &'a Moment,
    pub contract: Contract,
}

impl Context<'_> {
    /// The card of the event the replay stopped at (the irregular card), if a card was played.
    fn stopped_card(&self) -> Option<(Seat, Card)> {
        let e = self.deal.play.get(self.at.stopped?)?;
        match e.action {
            Action::Play { card, .. } => Some((e.seat, card)),
            _ => None,
        }
    }

    /// The events written at the ruling's place in the record.
    fn actions(&self) -> Vec<(Seat, &Action)> {
        let Some(span) = self.ruling.span else {
            return Vec::new();
        };
        self.deal
            .play
            .iter()
            .chain(&self.deal.auction)
            .filter(|e| e.span.start == span.start)
            .map(|e| (e.seat, &e.action))
            .collect()
    }

    fn described(&self, name: &str) -> String {
        self.ruling
            .options
            .iter()
            .find(|o| o.name == name)
            .map(|o| o.description.clone())
            .unwrap_or_default()
    }

    fn adversaries(&self) -> [Seat; 2] {
        let a = self.contract.declaring_side().adversaries();
        [a.first, a.second]
    }
}

fn named(option: impl Into<String>, description: impl Into<String>, effect: Effect) -> Named {
    Named {
        option: option.into(),
        description: description.into(),
        effect,
    }
}

fn not(why: &str) -> Effect {
    Effect::NotValued(why.to_string())
}

/// Law 51's call, as double dummy values it: the card is played at its holder's first lawful
/// opportunity. A call held back for a later moment is never better double dummy, for at any
/// later turn its holder could have played the card himself.
const CALLED_AT_ONCE: &str = "called for its holder's first lawful opportunity (law 51; double \
     dummy a later call is never better: its holder could play it himself then)";

/// The position with `card` led by `offender` and standing: the others play to it.
fn lead_stands(p: &Position, offender: Seat, card: Card) -> Effect {
    let mut hands = *p.hands();
    if !hands[offender.index()].remove(card) {
        return not("the card led is not in the offender's hand");
    }
    match Position::new(hands, p.strain(), p.declarers(), offender, vec![card]) {
        Ok(pos) => Effect::Play(pos, Vec::new()),
        Err(e) => not(&e.to_string()),
    }
}

/// Why an option is not valued when it is not a matter of the play.
pub(super) const NOT_THE_PLAY: &str =
    "not a matter of the play (a new deal, the deal itself, the bidding)";

/// Whether any option of `ruling` is a matter of the play (else none is valued, hands or not).
pub(super) fn about_the_play(ruling: &Ruling) -> bool {
    match ruling.kind.as_str() {
        "two_cards_to_a_trick" => ruling.options.iter().any(|o| o.name == "first-played"),
        kind => [
            "wrong_opening_lead",
            "adversary_led_in_partners_turn",
            "adversary_led_when_neither_should",
            "declarer_led_out_of_turn",
            "acceptor_led_before_his_hand_was_down",
            "adversary_played_before_partner",
            "adversary_drew_attention_before_partner_played",
            "revoke_corrected",
            "exposed_card",
            "card_exposed_during_bidding",
            "adversary_drew_attention",
            "adversary_named_card",
            "dummy_prevented_lead_from_wrong_hand",
            "dummy_suggested_card",
        ]
        .contains(&kind),
    }
}

pub(super) fn effects(c: &Context) -> Vec<Named> {
    let p = &c.at.position;
    let mut out = Vec::new();
    match c.ruling.kind.as_str() {
        "wrong_opening_lead" => {
            let Some((offender, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            let rightful = p.to_play();
            out.push(named(
                "accept-lead",
                format!(
                    "{} (law 30): the others play to {card}",
                    c.described("accept-lead")
                ),
                lead_stands(p, offender, card),
            ));
            out.push(named(
                "forbid-suit",
                format!(
                    "{} (law 30): {card} is taken back and {} leads anything else",
                    c.described("forbid-suit"),
                    rightful.name()
                ),
                Effect::Play(
                    p.clone(),
                    vec![Constraint::MayNotLead {
                        seat: rightful,
                        suit: card.suit,
                    }],
                ),
            ));
            out.push(named(
                "call-exposed",
                format!(
                    "{} (law 30), {} leads; {card} {CALLED_AT_ONCE}",
                    c.described("call-exposed"),
                    rightful.name()
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
        "adversary_led_in_partners_turn" => {
            let Some((offender, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            let rightful = p.to_play();
            out.push(named(
                "lead-stands",
                format!(
                    "no penalty: the declarer or dummy plays to {card}, and it stands (law 32)"
                ),
                lead_stands(p, offender, card),
            ));
            out.push(named(
                "call-exposed",
                format!(
                    "{} (law 32), {} leads; {card} {CALLED_AT_ONCE}",
                    c.described("call-exposed"),
                    rightful.name()
                ),
                Effect::Play(
                    p.clone(),
                    vec![Constraint::PlayCard {
                        seat: offender,
                        card,
                    }],
                ),
            ));
            call_suits(&mut out, p, rightful, "law 32; law 35 if he has none");
        }
        "adversary_led_when_neither_should" => {
            let Some((offender, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            out.push(named(
                "call-card",
                format!(
                    "{} (law 33); {card} {CALLED_AT_ONCE}",
                    c.described("call-card")
                ),
                Effect::Play(
                    p.clone(),
                    vec![Constraint::PlayCard {
                        seat: offender,
                        card,
                    }],
                ),
            ));
            out.push(named(
                "call-suit",
                format!("{} (law 33)", c.described("call-suit")),
                not(
                    "the suit is called from whichever adversary regains the lead first (law \
                     33); the solver binds a call to one named player",
                ),
            ));
        }
        "declarer_led_out_of_turn" | "acceptor_led_before_his_hand_was_down" => {
            let Some((offender, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            let analogy = if c.ruling.kind == "declarer_led_out_of_turn" {
                "law 34"
            } else {
                "by analogy with law 34"
            };
            out.push(named(
                "correct",
                format!(
                    "{} ({analogy}): {card} goes back and {} leads",
                    c.described("correct"),
                    p.to_play().name()
                ),
                Effect::Play(p.clone(), Vec::new()),
            ));
            out.push(named(
                "lead-stands",
                format!("{} ({analogy})", c.described("lead-stands")),
                lead_stands(p, offender, card),
            ));
        }
        "adversary_played_before_partner" => {
            let Some((offender, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            // His card stays played, at his turn; the partner is directed (law 36).
            let base = Constraint::PlayCard {
                seat: offender,
                card,
            };
            directions(&mut out, c, p.to_play(), Some(base), "law 36", true);
        }
        "adversary_drew_attention_before_partner_played" => {
            let Some(offender) = c.ruling.offender else {
                return vec![lost(c)];
            };
            let [a, b] = c.adversaries();
            let partner = if offender == a { b } else { a };
            directions(&mut out, c, partner, None, "law 40", false);
        }
        "revoke_corrected" => {
            let Some((seat, card)) = c.stopped_card() else {
                return vec![lost(c)];
            };
            if p.to_play() != seat {
                return vec![lost(c)];
            }
            let by_declarer = c.ruling.offender == Some(c.contract.declarer);
            let law = if by_declarer { "law 58" } else { "law 57" };
            let led = p.trick().first().map(|x| x.suit);
            for o in &c.ruling.options {
                let constraint = match (o.name.as_str(), led) {
                    ("call-exposed", _) => Some(Constraint::PlayCard { seat, card }),
                    ("highest", Some(suit)) => Some(Constraint::Highest { seat, suit }),
                    ("lowest", Some(suit)) => Some(Constraint::Lowest { seat, suit }),
                    _ => None,
                };
                let description = if o.name == "call-exposed" {
                    format!(
                        "{} ({law}): he follows suit as he likes; {card} {CALLED_AT_ONCE}",
                        o.description
                    )
                } else {
                    format!("{} ({law})", o.description)
                };
                let effect = match constraint {
                    Some(k) => Effect::Play(p.clone(), vec![k]),
                    None => not("its effect on the play is not modelled"),
                };
                out.push(named(o.name.clone(), description, effect));
            }
        }
        "two_cards_to_a_trick" if c.ruling.options.iter().any(|o| o.name == "first-played") => {
            two_cards(&mut out, c)
        }
        "exposed_card" => exposed(&mut out, c),
        "card_exposed_during_bidding" => {
            let suit = c.actions().iter().find_map(|(_, a)| match a {
                Action::Exposes { cards } => cards.first().map(|x| x.suit),
                _ => None,
            });
            out.push(named(
                "leave",
                "exact nothing on the lead (the 25 to each of the others stands, law 43)",
                Effect::Play(p.clone(), Vec::new()),
            ));
            let effect = match suit {
                Some(suit) if p.trick().is_empty() && c.at.tricks_played == 0 => Effect::Play(
                    p.clone(),
                    vec![Constraint::MayNotLead {
                        seat: p.to_play(),
                        suit,
                    }],
                ),
                _ => not("the exposed card or the opening lead is not found"),
            };
            out.push(named(
                "forbid-suit",
                format!("{} (law 43)", c.described("forbid-suit")),
                effect,
            ));
        }
        "adversary_drew_attention" | "adversary_named_card" => {
            let law = if c.ruling.kind == "adversary_drew_attention" {
                "law 41"
            } else {
                "law 42"
            };
            out.push(named(
                "leave",
                "call no suit",
                Effect::Play(p.clone(), Vec::new()),
            ));
            let next = p.to_play();
            if p.trick().is_empty() && c.adversaries().contains(&next) {
                call_suits(&mut out, p, next, law);
            } else {
                out.push(named(
                    "call-suit",
                    format!("{} ({law})", c.described("call-suit")),
                    not(
                        "the suit is called from the adversary whose next turn it will be to \
                         lead, which the play from here decides; the solver binds a call to \
                         one named player",
                    ),
                ));
            }
        }
        "dummy_prevented_lead_from_wrong_hand" => {
            // Law 65: the adversaries may insist that the lead come from the wrong hand.
            let right = p.to_play();
            let wrong = c.contract.declaring_side().partner_of(right);
            match wrong {
                Some(wrong) if p.trick().is_empty() => {
                    out.push(named(
                        "leave",
                        format!("the lead comes from the right hand, {}", right.name()),
                        Effect::Play(p.clone(), Vec::new()),
                    ));
                    let effect =
                        match Position::new(*p.hands(), p.strain(), p.declarers(), wrong, vec![]) {
                            Ok(pos) => Effect::Play(pos, Vec::new()),
                            Err(e) => not(&e.to_string()),
                        };
                    out.push(named(
                        "lead-stands",
                        format!(
                            "{} (law 65): the declarer leads from {} instead",
                            c.described("lead-stands"),
                            wrong.name()
                        ),
                        effect,
                    ));
                }
                _ => out.push(named(
                    "lead-stands",
                    c.described("lead-stands"),
                    not("the lead due is not the declaring side's"),
                )),
            }
        }
        "dummy_suggested_card" => suggested(&mut out, c),
        _ => {
            for o in &c.ruling.options {
                out.push(named(
                    o.name.clone(),
                    o.description.clone(),
                    not(NOT_THE_PLAY),
                ));
            }
        }
    }
    out
}

/// The irregular card was not found where the ruling places it.
fn lost(c: &Context) -> Named {
    named(
        c.ruling.kind.replace('_', " "),
        String::new(),
        not("the irregular card is not found in the play as replayed"),
    )
}

fn call_suits(out: &mut Vec<Named>, p: &Position, from: Seat, law: &str) {
    for suit in Suit::ALL.into_iter().rev() {
        out.push(named(
            format!("call-suit {}", suit.name()),
            format!(
                "{} must lead {} if he has any ({law})",
                from.name(),
                suit.name()
            ),
            Effect::Play(p.clone(), vec![Constraint::MustLead { seat: from, suit }]),
        ));
    }
}

/// Laws 36 and 40: the partner yet to play called upon for his highest or lowest of the suit,
/// or to win or not win (lose) the trick; void in the suit led, for his highest card of a suit
/// the declarer names (36 only).
fn directions(
    out: &mut Vec<Named>,
    c: &Context,
    seat: Seat,
    base: Option<Constraint>,
    law: &str,
    discard: bool,
) {
    let p = &c.at.position;
    let led = p.trick().first().map(|x| x.suit);
    let hand = p.hand(seat);
    let premature = match base {
        Some(Constraint::PlayCard { card, .. }) => Some(card),
        _ => None,
    };
    let with = |k: Constraint| Effect::Play(p.clone(), base.into_iter().chain([k]).collect());
    for o in &c.ruling.options {
        let description = format!("{} ({law})", o.description);
        match (o.name.as_str(), led) {
            ("highest" | "lowest", Some(suit)) if hand.has_suit(suit) => {
                let k = if o.name == "highest" {
                    Constraint::Highest { seat, suit }
                } else {
                    Constraint::Lowest { seat, suit }
                };
                out.push(named(o.name.clone(), description, with(k)));
            }
            ("highest", Some(_)) if discard => {
                for suit in Suit::ALL.into_iter().rev().filter(|&s| hand.has_suit(s)) {
                    out.push(named(
                        format!("highest {}", suit.name()),
                        format!(
                            "{} has none of the suit led: he discards his highest {} (law 36)",
                            seat.name(),
                            suit.singular()
                        ),
                        with(Constraint::Highest { seat, suit }),
                    ));
                }
            }
            ("highest" | "lowest", Some(_)) => out.push(named(
                o.name.clone(),
                description,
                not("he has none of the suit led: the direction cannot be performed"),
            )),
            ("win" | "lose" | "not-win", _) if premature.is_some() && p.to_play() == seat => {
                let Some(prem) = premature else { continue };
                let win = o.name == "win";
                // The cards that beat (or do not beat) every card on the table, his partner's
                // premature card included: what "win the trick" can mean as he plays.
                let allowed: Vec<Card> = p
                    .legal_cards()
                    .into_iter()
                    .filter(|&x| {
                        let mut table = p.trick().to_vec();
                        table.extend([x, prem]);
                        (trick_winner(p.leader(), &table, p.strain()) == seat) == win
                    })
                    .collect();
                out.push(named(
                    o.name.clone(),
                    format!(
                        "{description}: he {} play a card that beats every card on the table, \
                         his partner's {prem} included{}",
                        if win { "must" } else { "may not" },
                        if allowed.is_empty() {
                            " (he has none such: the direction binds nothing)"
                        } else {
                            ""
                        }
                    ),
                    Effect::Choose {
                        position: p.clone(),
                        seat,
                        allowed,
                        then: base.into_iter().collect(),
                    },
                ));
            }
            ("win", _) => out.push(named(
                o.name.clone(),
                description,
                with(Constraint::WinTrick { seat }),
            )),
            ("lose" | "not-win", _) => out.push(named(
                o.name.clone(),
                description,
                with(Constraint::LoseTrick { seat }),
            )),
            _ => out.push(named(
                o.name.clone(),
                description,
                not("no card is led to the trick"),
            )),
        }
    }
}

/// Law 45: two cards played to one trick by an adversary; the declarer chooses which is played,
/// the other is exposed (and, called at once, played at the first lawful opportunity).
fn two_cards(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let Some((seat, second)) = c.stopped_card() else {
        out.push(lost(c));
        return;
    };
    let trick = p.trick();
    let Some(i) = (0..trick.len()).find(|&i| p.leader().nth_left(i) == seat) else {
        out.push(lost(c));
        return;
    };
    let first = trick[i];
    out.push(named(
        "first-played",
        format!(
            "{} (law 45); {second} {CALLED_AT_ONCE}",
            c.described("first-played")
        ),
        Effect::Play(p.clone(), vec![Constraint::PlayCard { seat, card: second }]),
    ));
    let mut hands = *p.hands();
    hands[seat.index()].remove(second);
    hands[seat.index()].insert(first);
    let led = if i == 0 { second.suit } else { trick[0].suit };
    let effect = if second.suit != led && hands[seat.index()].has_suit(led) {
        not("the second card does not follow suit, which he can: it cannot be the card played")
    } else {
        let mut cards = trick.to_vec();
        cards[i] = second;
        match Position::new(hands, p.strain(), p.declarers(), p.leader(), cards) {
            Ok(pos) => Effect::Play(pos, vec![Constraint::PlayCard { seat, card: first }]),
            Err(e) => not(&e.to_string()),
        }
    };
    out.push(named(
        "second-played",
        format!("{second} is played (law 45); {first} is exposed and {CALLED_AT_ONCE}"),
        effect,
    ));
}

/// Cards an adversary exposed: before the play (44: call them exposed, or call a suit from his
/// partner who leads first) or during it (45: subject to call, 51).
fn exposed(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    let cards: Vec<(Seat, Card)> = c
        .actions()
        .into_iter()
        .flat_map(|(seat, a)| match a {
            Action::Exposes { cards } => cards.iter().map(|&x| (seat, x)).collect(),
            _ => Vec::new(),
        })
        .collect();
    let law = if c.ruling.options.is_empty() {
        "laws 45, 51"
    } else {
        "law 44"
    };
    out.push(named(
        "leave",
        "call nothing: the play goes on as if the card had not been exposed",
        Effect::Play(p.clone(), Vec::new()),
    ));
    for &(seat, card) in &cards {
        let effect = if p.hand(seat).contains(card) {
            Effect::Play(p.clone(), vec![Constraint::PlayCard { seat, card }])
        } else {
            not("the card is no longer in the hand")
        };
        out.push(named(
            format!("call-card {card}"),
            format!("{card} exposed and {CALLED_AT_ONCE} ({law})"),
            effect,
        ));
    }
    if c.ruling.options.iter().any(|o| o.name == "call-suit") {
        let leader = p.to_play();
        if p.trick().is_empty() && c.at.tricks_played == 0 {
            call_suits(out, p, leader, "law 44");
        }
    }
}

/// Law 64: dummy suggested a card; either adversary may demand that it shall, or shall not, be
/// played to the current trick.
fn suggested(out: &mut Vec<Named>, c: &Context) {
    let p = &c.at.position;
    // Dummy suggests a card by naming it, or by touching one of his own (64).
    let card = c.actions().into_iter().find_map(|(_, a)| match a {
        Action::Suggests { card } | Action::Touches { card } => Some(*card),
        _ => None,
    });
    let holder = card.and_then(|card| {
        [c.contract.declarer, c.contract.dummy]
            .into_iter()
            .find(|&s| p.hand(s).contains(card))
    });
    let (Some(card), Some(seat)) = (card, holder) else {
        for o in &c.ruling.options {
            out.push(named(
                o.name.clone(),
                o.description.clone(),
                not("the card suggested is not in the declarer's or dummy's hand now"),
            ));
        }
        return;
    };
    let played = (0..p.trick().len()).any(|i| p.leader().nth_left(i) == seat);
    for (name, must) in [("must-play", true), ("must-not-play", false)] {
        let effect = if played {
            not("its holder has already played to the current trick")
        } else {
            Effect::Turn {
                position: p.clone(),
                seat,
                card,
                must,
            }
        };
        out.push(named(
            name,
            format!(
                "{} (law 64; if it cannot lawfully be, the demand falls)",
                c.described(name)
            ),
            effect,
        ));
    }
}
