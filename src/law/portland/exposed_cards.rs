//! Exposed cards and cards liable to be called, laws 68–76 and 80–82: a card exposed by the
//! dealer's side before the declaration (68), by anyone before the lead (69), the adversaries'
//! exposed cards liable to be called (70, 71, 73, 75), the call of a card or suit (80–82) and
//! the penalty of a revoke for disobeying the calls law 76 names (a called exposed card not
//! played is not one of them: see the note to law 70). The dealer's own exposed cards cost
//! nothing (67). All four hands abandoned: law 74; a card detached so as to be named: law 75.

use crate::cards::{Card, Hand, Seat};
use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use crate::law::{Finding, Laws, Outcome, Place, Reading, Ruling};
use crate::record::{Event, PenaltyChoice};

use super::table::{Direction, Obligation, Table, chooser, clause, law, option};
use crate::game::PlayState;

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Cards exposed after the deal and before the lead.
/// `holding` is what the player held, if known: all of it thrown face up is law 73 as well.
pub(crate) fn before_lead(
    t: &mut Table,
    event: &Event,
    cards: &[Card],
    holding: Option<Hand>,
    declared: bool,
    doubling_closed: bool,
    place: Place,
) {
    let seat = event.seat;
    let partner = seat.opposite();
    let mut r = Ruling::new(
        RulingKind::ExposedBeforeLead,
        format!(
            "{} exposed {} before {}",
            seat.name(),
            list(cards),
            if declared {
                "the lead"
            } else {
                "the trump declaration"
            }
        ),
        Some(seat),
        place,
        // Law 68 for the dealer or his partner before the declaration; 69 for everyone.
        if !declared && !t.is_adversary(seat) {
            Laws::from([law(68), law(69)])
        } else {
            Laws::from(law(69))
        },
    );
    r.set_span(event.span);
    if !declared && !t.is_adversary(seat) {
        // Law 68: the dealer or his partner, before the declaration.
        r.chosen_by(chooser(
            t.adversaries(),
            Some("either adversary, without consultation with his partner"),
            &[law(68)],
        ));
        r.offer_also(option(OptionName::NewDeal, "claim a new deal", &[law(68)]));
        r.offer_also(option(
            OptionName::DealStands,
            "let the deal stand",
            &[law(68)],
        ));
    }
    // Law 69: his partner forfeits any right to double or re-double.
    r.finding(
        if doubling_closed {
            format!(
                "{} forfeits any right to double or re-double he would otherwise have had; the \
                 doubling is already settled, so no such right is left to him and the forfeit \
                 costs nothing",
                partner.name()
            )
        } else {
            format!(
                "{} forfeits any right to double or re-double",
                partner.name()
            )
        },
        &[law(69)],
    );
    if declared && !t.is_adversary(seat) {
        // Law 70 makes only the adversaries' exposed cards liable to be called.
        r.cite_also(law(70));
        r.finding(
            format!(
                "only cards exposed by the dealer's adversaries are liable to be called: {}'s \
                 card is not",
                seat.name()
            ),
            &[law(70)],
        );
    }
    if !t.forfeited_double.contains(&partner) {
        t.forfeited_double.push(partner);
    }
    if t.is_adversary(seat) {
        r.cite_also(law(70));
        r.finding(
            "cards exposed by the dealer's adversaries are liable to be called and must be left \
             face upwards on the table",
            &[law(70)],
        );
        for &c in cards {
            t.liable.push((seat, c));
        }
        thrown_face_up(&mut r, seat, cards, holding);
        let leader = t.leader();
        if seat == leader.opposite() {
            r.chosen_by(chooser(vec![t.dealer], None, &[law(69)]));
            r.offer_also(option(
                OptionName::CallCard,
                "call the exposed card",
                &[law(69), law(70)],
            ));
            r.offer_also(option(
                OptionName::ForbidSuit,
                "require the leader not to lead the suit of the exposed card",
                &[law(69)],
            ));
        } else {
            r.chosen_by(chooser(vec![t.dealer], None, &[law(70)]));
            r.offer_also(option(
                OptionName::CallCard,
                "call the exposed card",
                &[law(70)],
            ));
        }
    }
    t.push(r);
}

/// Law 73: an adversary throwing his cards (all he holds) on the table face upwards, at any
/// moment of the hand.
fn thrown_face_up(r: &mut Ruling, seat: Seat, cards: &[Card], holding: Option<Hand>) {
    let thrown = holding.is_some_and(|h| h.len() > 1 && h.cards().all(|c| cards.contains(&c)));
    if thrown {
        r.cite_also(law(73));
        r.finding(
            format!(
                "{} threw his cards on the table face upwards: they are exposed, and liable to be \
                 called by the dealer",
                seat.name()
            ),
            &[law(73)],
        );
    }
}

/// Cards exposed during the play; `holding` is what the player still held, if known.
pub(crate) fn in_play(
    t: &mut Table,
    event: &Event,
    cards: &[Card],
    holding: Option<Hand>,
    place: Place,
) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::ExposedCard,
        format!("{} exposed {}", seat.name(), list(cards)),
        Some(seat),
        place,
        if seat == t.dummy() {
            Laws::from(law(59))
        } else if seat == t.dealer {
            Laws::from([law(67), law(70)])
        } else {
            Laws::from([law(70), clause(71, "II")])
        },
    );
    r.set_span(event.span);
    if seat == t.dummy() {
        r.finding(
            "dummy's cards lie face upwards on the table: there is nothing to penalise",
            &[law(59)],
        );
    } else if seat == t.dealer {
        r.finding(
            "the dealer may expose some or all of his cards without penalty; only the \
             adversaries' exposed cards are liable to be called",
            &[law(67), law(70)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
    } else {
        r.finding(
            "a card exposed on or above the table by the dealer's adversaries is an exposed \
             card, liable to be called, and must be left face upwards",
            &[law(70), clause(71, "II")],
        );
        r.finding(
            "the call may be repeated until the card is played, but no player can be made to \
             revoke by it",
            &[law(80), law(81)],
        );
        thrown_face_up(&mut r, seat, cards, holding);
        r.chosen_by(chooser(vec![t.dealer], None, &[law(70)]));
        r.offer(vec![option(
            OptionName::CallCard,
            "call the exposed card",
            &[law(70), law(81)],
        )]);
        for &c in cards {
            t.liable.push((seat, c));
        }
    }
    t.push(r);
}

/// Law 70's exception: a card dropped on the floor, or elsewhere below the table, is not an
/// exposed card (one dropped face up on or above the table is, 71 II: written `exposes`).
pub(crate) fn dropped_below_table(t: &mut Table, event: &Event, card: Card, place: Place) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::CardDroppedBelowTable,
        format!("{} dropped {card} below the table", seat.name()),
        Some(seat),
        place,
        law(70),
    );
    r.set_span(event.span);
    r.finding(
        "a card is not an exposed card when dropped on the floor, or elsewhere below the table: \
         it is not liable to be called, and goes back to the hand",
        &[law(70)],
    );
    r.apply(Applied::no_penalty("no-penalty"));
    t.push(r);
}

/// Law 71 I: two or more cards played at once are exposed cards, liable to be called when a
/// dealer's adversary played them (70). The record's first card is taken as the one played to
/// the trick: who chooses it the laws do not say (two readings).
pub(crate) fn played_at_once(
    t: &mut Table,
    event: &Event,
    played: Card,
    rest: &[Card],
    place: Place,
) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::ExposedCard,
        format!("{} played {played} and {} at once", seat.name(), list(rest)),
        Some(seat),
        place,
        clause(71, "I"),
    );
    r.set_span(event.span);
    if !t.is_adversary(seat) {
        // The dealer's own, or Dummy's, which lie face up already (67, 59).
        let l = if seat == t.dealer { 67 } else { 59 };
        r.cite([clause(71, "I"), law(70), law(l)]);
        r.finding(
            format!(
                "two or more cards played at once are exposed cards, but only the dealer's \
                 adversaries' are liable to be called: {played} is played, and {} goes back to \
                 the hand without penalty",
                list(rest)
            ),
            &[clause(71, "I"), law(70), law(l)],
        );
        r.apply(Applied::no_penalty("no-penalty"));
        t.push(r);
        return;
    }
    r.cite([clause(71, "I"), law(70), law(80), law(81)]);
    r.finding(
        "two or more cards played at once are exposed cards; the dealer's adversaries' exposed \
         cards are liable to be called, and must be left face upwards on the table",
        &[clause(71, "I"), law(70)],
    );
    r.finding(
        "the call may be repeated until the card is played, but no player can be made to revoke \
         by it",
        &[law(80), law(81)],
    );
    r.chosen_by(chooser(vec![t.dealer], None, &[law(70)]));
    r.offer(vec![option(
        OptionName::CallCard,
        "call the exposed card",
        &[law(70), law(81)],
    )]);
    r.set_outcome(Outcome::TwoReadings {
        question: "who chooses which of the cards played at once is the one played to the trick"
            .into(),
        readings: [
            Reading::new(
                "the dealer: each of the cards is liable to be called",
                &[clause(71, "I"), law(70)],
                "the dealer may call any of them to this trick; the others stay exposed",
            ),
            Reading::new(
                "the player: no law gives the choice to the dealer",
                &[clause(71, "I")],
                format!(
                    "{} plays the one he chooses; the others stay exposed and liable to be called",
                    seat.name()
                ),
            ),
        ],
        follows: 1,
        why: format!(
            "The record writes {played} first: the replay takes it as the card played to the \
             trick, and {} as exposed and liable to be called.",
            list(rest)
        ),
        differ: true,
    });
    for &c in rest {
        t.liable.push((seat, c));
    }
    t.push(r);
}

/// The effect of the dealer's choice, as an obligation on later play.
pub(crate) fn obligation_from_choice(t: &mut Table, ruling: usize, choice: &PenaltyChoice) {
    let Some(r) = t.rulings.get(ruling) else {
        return;
    };
    let Some(offender) = r.offender() else { return };
    match OptionName::from_name(&choice.name) {
        Some(OptionName::CallCard) => {
            let card = choice.card.or_else(|| {
                t.liable
                    .iter()
                    .rev()
                    .find(|(s, _)| *s == offender)
                    .map(|(_, c)| *c)
            });
            if let Some(card) = card {
                t.obligations.push(Obligation::PlayCard {
                    seat: offender,
                    card,
                    ruling,
                });
            }
        }
        Some(OptionName::CallSuit) => {
            if let Some(suit) = choice.suit {
                t.obligations.push(Obligation::LeadSuit {
                    seats: [offender, offender.opposite()],
                    suit,
                    ruling,
                });
            }
        }
        Some(OptionName::ForbidSuit) => {
            let suit = choice.suit.or_else(|| {
                t.liable
                    .iter()
                    .rev()
                    .find(|(s, _)| *s == offender)
                    .map(|(_, c)| c.suit)
            });
            if let Some(suit) = suit {
                t.obligations.push(Obligation::NotLeadSuit {
                    seat: offender.opposite(),
                    suit,
                    ruling,
                });
            }
        }
        name => {
            // Laws 83 and 98 direct the partner of the adversary in error, who has yet to play
            // to the trick; law 91's highest or lowest falls on the revoker's substitute card,
            // which the correction itself records.
            let directed = match r.kind() {
                RulingKind::AttentionCalledToTheTrick | RulingKind::FourthHandBeforePartner => {
                    offender.opposite()
                }
                _ => return,
            };
            if let Some(direction) = Direction::from_option(name) {
                t.obligations.push(Obligation::Direction {
                    seat: directed,
                    direction,
                    ruling,
                });
            }
        }
    }
}

/// Laws 83, 98 and 76: the play of a player required to play his highest or lowest of the suit
/// led, or to win or not to win the trick, checked against the direction when he plays to that
/// trick. "Win" is judged against the cards already in the trick, the only ones he can see.
/// Obeyed, or unable to obey: a finding on the ruling that directed him. Disobeyed though able:
/// "he incurs the penalty of a revoke" (76), a ruling of its own. Returns that ruling's index.
pub(crate) fn check_direction(
    t: &mut Table,
    event: &Event,
    card: Card,
    state: &PlayState,
    place: Place,
) -> Option<usize> {
    let seat = event.seat;
    let i = t
        .obligations
        .iter()
        .position(|o| matches!(o, Obligation::Direction { seat: s, .. } if *s == seat))?;
    let Obligation::Direction {
        direction, ruling, ..
    } = t.obligations.remove(i)
    else {
        return None;
    };
    let finding = |t: &mut Table, text: String, laws: &[crate::lawbook::Citation]| {
        if let Some(r) = t.rulings.get_mut(ruling) {
            r.finding(text, laws);
        }
    };
    let name = seat.name();
    let Some(led) = state.current.suit_led() else {
        // He leads a new trick: the trick the direction was for is over without him.
        finding(
            t,
            format!("{name} did not play to the trick he was directed in; the direction lapsed"),
            &[law(76)],
        );
        return None;
    };
    let Some(hand) = state.holdings[seat.index()] else {
        finding(
            t,
            format!(
                "{name} played {card}; the record does not show his hand, so whether he could obey the direction {} is not known: if he could and did not, he incurs the penalty of a revoke",
                direction.words()
            ),
            &[law(76)],
        );
        return None;
    };
    let legal: Vec<Card> = if hand.has_suit(led) {
        hand.cards_in(led).collect()
    } else {
        hand.cards().collect()
    };
    let wins = |c: Card| {
        let mut trick = state.current.clone();
        trick.cards.push((seat, c));
        trick.winner(state.trump) == Some(seat)
    };
    let highest = hand.cards_in(led).max_by_key(|x| x.rank);
    let lowest = hand.cards_in(led).min_by_key(|x| x.rank);
    let obeys = |c: Card| match direction {
        Direction::Highest => highest.is_none_or(|h| c == h),
        Direction::Lowest => lowest.is_none_or(|l| c == l),
        Direction::Win => wins(c),
        Direction::NotWin => !wins(c),
    };
    // Highest or lowest "of the suit led" binds only a player who holds the suit.
    let within_suit = matches!(direction, Direction::Highest | Direction::Lowest);
    let able = (!within_suit || hand.has_suit(led)) && legal.iter().any(|c| obeys(*c));
    if !able {
        // Law 76 punishes a failure "though able to do so"; law 80: no one is compelled to
        // revoke, so a direction within the suit led binds only a player who holds it.
        let (why, laws) = if matches!(direction, Direction::Highest | Direction::Lowest) {
            (
                "he holds none of the suit led".to_string(),
                vec![law(76), law(80)],
            )
        } else {
            (
                "no card he may lawfully play would do so".to_string(),
                vec![law(76), law(80)],
            )
        };
        finding(
            t,
            format!(
                "{name} could not obey the direction {}: {why}; law 76 punishes only a failure to play as desired \"though able to do so\"",
                direction.words()
            ),
            &laws,
        );
        return None;
    }
    if obeys(card) {
        finding(
            t,
            format!("{name} played {card}, as directed ({})", direction.words()),
            &[law(76)],
        );
        return None;
    }
    let text = format!(
        "{name} was directed {} and played {card}, though able to obey",
        direction.words()
    );
    let mut r = Ruling::new(
        RulingKind::DisobeyedDirection,
        text,
        Some(seat),
        place,
        [law(76), clause(87, "I")],
    );
    r.set_span(event.span);
    r.finding(
        "failing to play as desired, though able to do so, he incurs the penalty of a revoke",
        &[law(76)],
    );
    super::revoke::offer_penalty(&mut r, seat, t.dealer);
    Some(t.push(r))
}

/// Which call a play disobeyed: only the call of a suit to lead is one law 76 names.
enum Breach {
    /// A suit called and another led, holding the suit (76: "the penalty of a revoke").
    CalledSuit,
    /// A called exposed card not played though it could be (70, 81): no law gives a penalty.
    CalledCard,
    /// The suit forbidden under law 69 led, holding another: no law gives a penalty.
    ForbiddenSuit,
}

/// Checks a play against the calls hanging over the player (76, 80–82). Returns a ruling for
/// a disobeyed call: a called suit not led "incurs the penalty of a revoke" (76); a called
/// exposed card not played, or a suit forbidden under law 69 led, is a matter no law provides
/// for (76 names neither), and is ruled not covered with the nearest laws.
pub(crate) fn check_play(
    t: &mut Table,
    event: &Event,
    card: Card,
    hand: Option<Hand>,
    suit_led: Option<crate::cards::Suit>,
    place: Place,
) -> Option<usize> {
    let seat = event.seat;
    let mut breach: Option<(Breach, String)> = None;
    let mut keep = Vec::new();
    for ob in std::mem::take(&mut t.obligations) {
        match ob {
            Obligation::PlayCard {
                seat: s,
                card: called,
                ..
            } if s == seat => {
                if card == called {
                    continue; // the call is answered
                }
                // Can he play it without a revoke (80)?
                let able = hand.is_some_and(|h| h.contains(called))
                    && match suit_led {
                        None => true,
                        Some(led) => called.suit == led || hand.is_some_and(|h| !h.has_suit(led)),
                    };
                if able {
                    breach = Some((
                        Breach::CalledCard,
                        format!(
                            "{} played {card} when {called}, called by the dealer, could be played",
                            seat.name()
                        ),
                    ));
                    continue;
                }
                keep.push(ob);
            }
            Obligation::LeadSuit {
                seats,
                suit,
                ruling,
            } if suit_led.is_none() && seats.contains(&seat) => {
                let holds = hand.map(|h| h.has_suit(suit));
                if card.suit != suit && holds == Some(true) {
                    breach = Some((
                        Breach::CalledSuit,
                        format!(
                            "{} led {card} when {} were called, holding one",
                            seat.name(),
                            suit.name()
                        ),
                    ));
                } else if card.suit != suit
                    && holds == Some(false)
                    && let Some(r) = t.rulings.get_mut(ruling)
                {
                    r.finding(
                        format!(
                            "{} had no {}: the penalty is paid",
                            seat.name(),
                            suit.name()
                        ),
                        &[law(82)],
                    );
                }
            }
            Obligation::NotLeadSuit { seat: s, suit, .. } if s == seat && suit_led.is_none() => {
                let other = hand.is_some_and(|h| !h.without(h.suit(suit)).is_empty());
                if card.suit == suit && other {
                    breach = Some((
                        Breach::ForbiddenSuit,
                        format!(
                            "{} led {}, which the dealer had forbidden, holding another suit",
                            seat.name(),
                            suit.name()
                        ),
                    ));
                }
            }
            other => keep.push(other),
        }
    }
    t.obligations = keep;
    t.liable.retain(|&(s, c)| !(s == seat && c == card));
    let (breach, text) = breach?;
    match breach {
        Breach::CalledSuit => {}
        Breach::CalledCard => {
            // Law 76 gives the penalty of a revoke for the calls it names; the call of an
            // exposed card is not one of them, and law 70 names no penalty: both readings (the
            // note to law 70), the replay following the second.
            let mut r = Ruling::new(
                RulingKind::CalledCardNotPlayed,
                text,
                Some(seat),
                place,
                [law(70), law(81)],
            );
            r.set_span(event.span);
            r.set_outcome(Outcome::TwoReadings {
                question: "whether a called exposed card not played, though it could be, \
                           incurs the penalty of a revoke"
                    .into(),
                readings: [
                    Reading::new(
                        "it does, by analogy with law 76: a call disobeyed though the player \
                         could obey",
                        &[law(76), clause(87, "I")],
                        "the penalty of a revoke, at the dealer's choice at the end of the hand",
                    ),
                    Reading::new(
                        "it does not: law 76 names the calls it punishes and this is not one, \
                         and law 70 names no penalty",
                        &[law(70), law(81)],
                        "no penalty: while the trick is open the dealer may still insist on \
                         the called card, the other then exposed (law 71); else the card played \
                         stands, and the called card remains exposed and may be called again",
                    ),
                ],
                follows: 1,
                why: "The replay follows the second: a penalty is not to be supplied by an \
                      analogy the code states nowhere."
                    .into(),
                differ: true,
            });
            r.add_finding(
                Finding::new(
                    "the card remains exposed: the call may be repeated until it has been played, \
                 and no player can be made to revoke by it",
                    &[law(80), law(81)],
                ),
                None,
            );
            return Some(t.push(r));
        }
        Breach::ForbiddenSuit => {
            // Law 69 names no penalty for the suit led after all: both readings, as for a
            // called card (the note to law 70), the replay following the second.
            let mut r = Ruling::new(
                RulingKind::ForbiddenSuitLed,
                text,
                Some(seat),
                place,
                [law(69)],
            );
            r.set_span(event.span);
            r.set_outcome(Outcome::TwoReadings {
                question: "whether leading the suit the dealer forbade, holding another, \
                           incurs the penalty of a revoke"
                    .into(),
                readings: [
                    Reading::new(
                        "it does, by analogy with law 76: called on to lead one suit, he led \
                         another",
                        &[law(76), clause(87, "I")],
                        "the penalty of a revoke, at the dealer's choice at the end of the hand",
                    ),
                    Reading::new(
                        "it does not: law 69 gives the dealer the right to forbid the suit and \
                         names no penalty, and law 76 names the calls it punishes",
                        &[law(69), law(76), law(71)],
                        "no penalty, the ban enforced while it can be: found before the trick \
                         is complete, the card is taken back, now an exposed card, and another \
                         suit led; else the lead stands",
                    ),
                ],
                follows: 1,
                why: "The replay follows the second: a penalty is not to be supplied by an \
                      analogy the code states nowhere."
                    .into(),
                differ: true,
            });
            return Some(t.push(r));
        }
    }
    if !t.is_adversary(seat) {
        // A suit called from the dealer or Dummy (75): law 76 gives the penalty of a revoke
        // only to the dealer's adversaries, and no law says what the dealer's side pays.
        return Some(t.not_covered(
            RulingKind::CalledSuitNotLed,
            text,
            event,
            place,
            "law 75 makes the dealer liable to have a suit called when he or his partner first \
             has the lead, but no law says what follows if the suit is not led: law 76 gives \
             the penalty of a revoke only to the dealer's adversaries; no penalty, the card \
             stands (64), and the occasion is spent",
            [law(75), law(76), law(78), law(64)],
        ));
    }
    let mut r = Ruling::new(
        RulingKind::DisobeyedCall,
        text.clone(),
        Some(seat),
        place,
        [law(76), clause(87, "I")],
    );
    r.set_span(event.span);
    r.finding(
        "called on to lead one suit, he led another, holding the suit demanded: he incurs the \
         penalty of a revoke",
        &[law(76)],
    );
    super::revoke::offer_penalty(&mut r, seat, t.dealer);
    Some(t.push(r))
}

/// "W detaches SK" by one of the dealer's adversaries: a card detached so as to be named is
/// liable to be called (75).
pub(crate) fn detached(t: &mut Table, event: &Event, card: Card, place: Place) {
    let seat = event.seat;
    let mut r = Ruling::new(
        RulingKind::CardDetached,
        format!("{} detached {card} from his hand", seat.name()),
        Some(seat),
        place,
        [law(75)],
    );
    r.set_span(event.span);
    r.finding(
        "a card detached from the rest of the hand of either of the dealer's adversaries, so as \
         to be named, is liable to be called; but should the dealer name a wrong card, he is \
         liable to have a suit called when first he or his partner have the lead",
        &[law(75)],
    );
    r.chosen_by(chooser(vec![t.dealer], None, &[law(75)]));
    r.offer(vec![option(
        OptionName::CallCard,
        "call the detached card by naming it",
        &[law(75), law(81)],
    )]);
    t.detached.push((seat, card));
    t.liable.push((seat, card));
    t.push(r);
}

/// The dealer names a card of an adversary who has detached one (75): the right card is called;
/// a wrong one lets the adversaries call a suit when the dealer or Dummy first has the lead.
pub(crate) fn dealer_names_detached(
    t: &mut Table,
    event: &Event,
    named: Card,
    detached_by: Seat,
    detached: Card,
    place: Place,
) {
    let kind = if named == detached {
        RulingKind::DetachedCardCalled
    } else {
        RulingKind::WrongCardNamed
    };
    let mut r = Ruling::on_event(kind, String::new(), event, place, [law(75)]);
    if named == detached {
        r.set_summary(format!(
            "the dealer named {named}, the card {} had detached",
            detached_by.name()
        ));
        r.set_offender(Some(detached_by));
        r.finding(
            format!(
                "the detached card is liable to be called: {} must play it when he can without \
                 a revoke",
                detached_by.name()
            ),
            &[law(75), law(80), law(81)],
        );
        r.apply(Applied::option(OptionName::CallCard));
        let i = t.push(r);
        t.obligations.push(Obligation::PlayCard {
            seat: detached_by,
            card: named,
            ruling: i,
        });
        return;
    }
    r.set_summary(format!(
        "the dealer named {named}, but the card {} had detached was another",
        detached_by.name()
    ));
    r.finding(
        "the dealer named a wrong card: he is liable to have a suit called when first he or his \
         partner have the lead",
        &[law(75)],
    );
    r.finding(
        "the law does not say which adversary calls the suit; by analogy with law 62 either may, \
         without consultation",
        &[law(75), law(62)],
    );
    r.chosen_by(chooser(t.adversaries(), None, &[law(75)]));
    r.offer(vec![option(
        OptionName::CallSuit,
        "call a suit from the dealer or Dummy, whichever first has the lead",
        &[law(75)],
    )]);
    t.push(r);
}

/// One player gives up his hand (Portland has no law of abandoned hands but 73 and 74): an
/// adversary's cards thrown face upwards are exposed (73); the dealer's cost nothing (67);
/// Dummy's lie on the table already (59).
pub(crate) fn abandons(t: &mut Table, event: &Event, holding: Option<Hand>, place: Place) {
    let seat = event.seat;
    if t.is_adversary(seat) {
        match holding {
            Some(h) if !h.is_empty() => {
                let cards: Vec<Card> = h.cards().collect();
                in_play(t, event, &cards, Some(h), place);
                if let Some(r) = t.rulings.last_mut()
                    && !r.laws().contains(&law(73))
                {
                    r.cite_also(law(73));
                    r.finding(
                        format!(
                            "{} threw his cards on the table face upwards: they are exposed, \
                             and liable to be called by the dealer",
                            seat.name()
                        ),
                        &[law(73)],
                    );
                }
            }
            _ => {
                let mut r = Ruling::new(
                    RulingKind::ExposedCard,
                    format!("{} abandoned his hand", seat.name()),
                    Some(seat),
                    place,
                    [law(73)],
                );
                r.set_span(event.span);
                r.finding(
                    "if either of the dealer's adversaries throw his cards on the table face \
                     upwards, such cards are exposed, and liable to be called by the dealer; the \
                     record does not give the cards he still held",
                    &[law(73)],
                );
                t.push(r);
            }
        }
        return;
    }
    let mut r = Ruling::new(
        RulingKind::HandAbandoned,
        format!("{} abandoned his hand", seat.name()),
        Some(seat),
        place,
        law(if seat == t.dummy() { 59 } else { 67 }),
    );
    r.set_span(event.span);
    if seat == t.dummy() {
        r.finding(
            "dummy's cards lie face upwards on the table: there is nothing to penalise",
            &[law(59)],
        );
    } else {
        r.finding(
            "the dealer may expose some or all of his cards without penalty",
            &[law(67)],
        );
    }
    r.apply(Applied::no_penalty("no-penalty"));
    t.push(r);
}

/// All four throw their cards face upwards (74): the hands are abandoned and the score left as
/// claimed and admitted; the hands may be examined only to establish a revoke.
pub(crate) fn all_abandon(t: &mut Table, event: &Event, tricks_played: usize, place: Place) {
    let mut r = Ruling::new(
        RulingKind::HandsAbandoned,
        format!(
            "all four players threw their cards on the table face upwards after {tricks_played} \
             tricks"
        ),
        None,
        place,
        [law(74)],
    );
    r.set_span(event.span);
    r.finding(
        "the hands are abandoned, and the score must be left as claimed and admitted: the \
         record's result is scored, and the remaining cards are not played out",
        &[law(74)],
    );
    r.finding(
        "the hands may be examined for the purpose of establishing a revoke, but for no other \
         purpose",
        &[law(74)],
    );
    r.apply(Applied::words("hands-abandoned"));
    t.push(r);
}

/// An act after the hands were abandoned other than establishing a revoke (74).
pub(crate) fn after_abandonment(t: &mut Table, event: &Event, place: Place) {
    let mut r = Ruling::new(
        RulingKind::HandsExaminedAfterAbandonment,
        format!(
            "{} {} after the hands were abandoned",
            event.seat.name(),
            event.action.describe()
        ),
        Some(event.seat),
        place,
        [law(74)],
    );
    r.set_span(event.span);
    r.finding(
        "the hands may be examined for the purpose of establishing a revoke, but for no other \
         purpose: the act is disregarded and the score stands as claimed and admitted",
        &[law(74)],
    );
    r.apply(Applied::words("disregarded"));
    t.push(r);
}
