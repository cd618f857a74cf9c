//! Law 52's last sentence: "Any refusal to comply with a performable penalty is also a revoke."
//! A penalty elected that directs a player's coming card (a suit called, law 32, 33, 41, 42, 44,
//! or forbidden, 30; his highest or lowest, 36, 40, 57, 58; to win or not, 36, 40; his highest
//! card of a suit the declarer names, 36; a card dummy suggested, played or not, 64) waits for
//! that card; the card is held to it. A player who could comply and did not revokes, and the
//! revoke is established, claimed and paid as any other (laws 52–60, in `revoke`). Whether he
//! could is read from his hand when the record gives it, else from the cards he plays or shows
//! later; when neither shows it, the ruling turns on his hand. One he could not comply with is
//! "the penalty is paid" (36) or a suit he lacks (35), and no revoke.

use crate::cards::{Card, Hand, Seat, Suit};
use crate::game::Trick;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::{Owe, Owed, Proof, Refused, Replay, RevokeCase};
use crate::law::{HandWanted, Outcome, Place, Possibility, Reading, Ruling};
use crate::record::{Event, PenaltyChoice};

/// The penalty of ruling `i`, elected by `choice`: if it directs a coming card, it waits for it.
pub(crate) fn elected(rp: &mut Replay, i: usize, choice: &PenaltyChoice) {
    let r = &rp.rulings[i];
    let Some(name) = OptionName::from_name(&choice.name) else {
        return;
    };
    let trick = match *r.place() {
        Place::Play { trick, .. } => trick,
        _ => rp.state.trick_number(),
    };
    let offender = r.offender();
    let partner = offender.map(|o| rp.partner(o));
    // (who, the trick his card is owed to, what, the law)
    let owed = match (r.kind(), name) {
        (RulingKind::AdversaryPlayedBeforePartner, _)
        | (RulingKind::AdversaryDrewAttentionBeforePartnerPlayed, _) => {
            let law_no = if r.kind() == RulingKind::AdversaryPlayedBeforePartner {
                36
            } else {
                40
            };
            let what = match name {
                OptionName::Highest => Owe::Highest,
                OptionName::Lowest => Owe::Lowest,
                OptionName::Win => Owe::Win,
                OptionName::NotWin | OptionName::Lose => Owe::NotWin,
                OptionName::DiscardHighest => match choice.suit {
                    Some(s) => Owe::Discard(s),
                    None => return,
                },
                _ => return,
            };
            (partner, Some(trick), what, law_no)
        }
        (RulingKind::RevokeCorrected, OptionName::Highest | OptionName::Lowest) => {
            let what = if name == OptionName::Highest {
                Owe::Highest
            } else {
                Owe::Lowest
            };
            let law_no = if offender == Some(rp.contract.declarer) {
                58
            } else {
                57
            };
            (offender, Some(trick), what, law_no)
        }
        (_, OptionName::CallSuit) => match choice.suit {
            Some(s) => (None, None, Owe::Lead(s), first_law(r)),
            None => return,
        },
        (_, OptionName::ForbidSuit) => {
            let wrong_lead = rp.out_of_turn.as_ref().filter(|o| o.ruling == i);
            match choice.suit.or(wrong_lead.map(|o| o.card.suit)) {
                Some(s) => (None, None, Owe::NotLead(s), first_law(r)),
                None => return,
            }
        }
        (RulingKind::DummySuggestedCard, OptionName::MustPlay | OptionName::MustNotPlay) => {
            let Some(&(_, card)) = rp.suggested.iter().find(|(j, _)| *j == i) else {
                return;
            };
            let what = if name == OptionName::MustPlay {
                Owe::Play(card)
            } else {
                Owe::NotPlay(card)
            };
            (None, Some(trick), what, 64)
        }
        _ => return,
    };
    let (seat, trick, what, law) = owed;
    rp.owed.push(Owed {
        seat,
        what,
        trick,
        ruling: i,
        law,
    });
}

fn first_law(r: &Ruling) -> u16 {
    r.laws().first().map_or(52, |c| c.law)
}

/// Before `event`'s card is played (or put in place of a revoke card corrected, to trick
/// `trick`): the penalties it owes are held to it. `later`: the cards the player plays after
/// it, which show what he held.
pub(crate) fn check(rp: &mut Replay, event: &Event, card: Card, trick: u8, later: &[Card]) {
    let seat = event.seat;
    let now = rp.state.trick_number();
    rp.owed
        .retain(|o| o.trick.is_none_or(|t| t >= now.min(trick)));
    let leading = rp.state.current.cards.is_empty() && trick == now;
    let mut k = 0;
    while k < rp.owed.len() {
        let o = rp.owed[k];
        let due = match (o.seat, o.trick) {
            (Some(s), Some(t)) => s == seat && t == trick,
            (_, None) => leading && !rp.is_declaring(seat) && o.seat.is_none_or(|s| s == seat),
            // Law 64: the declarer plays dummy's cards; the hand that holds the card owes it.
            (None, Some(t)) => t == trick && rp.is_declaring(seat) && holds(rp, seat, o, later),
        };
        if !due {
            k += 1;
            continue;
        }
        rp.owed.remove(k);
        held_to(rp, event, card, trick, o, later);
    }
}

/// Whether `seat` is the hand of the declaring side that holds the card law 64 speaks of: as
/// his hand shows, or as a card he plays later shows; when neither shows it, the first hand of
/// the side to play.
fn holds(rp: &Replay, seat: Seat, o: Owed, later: &[Card]) -> bool {
    let (Owe::Play(c) | Owe::NotPlay(c)) = o.what else {
        return true;
    };
    match rp.state.holdings[seat.index()] {
        Some(h) => h.contains(c),
        None => {
            later.contains(&c)
                || !rp
                    .state
                    .current
                    .cards
                    .iter()
                    .any(|(s, _)| rp.is_declaring(*s))
        }
    }
}

/// The cards on the table in the trick `seat` plays `card` to, his own card (one played in
/// error, corrected) left out.
fn table(rp: &Replay, seat: Seat, trick: u8) -> Trick {
    let mut t = if trick == rp.state.trick_number() {
        rp.state.current.clone()
    } else {
        rp.state
            .tricks
            .get(usize::from(trick.saturating_sub(1)))
            .cloned()
            .unwrap_or_else(|| rp.state.current.clone())
    };
    t.cards.retain(|(s, _)| *s != seat);
    t
}

/// The cards any one of which, held when he played `card`, would have complied with `what`
/// (the cards of the pack, not only of his hand), and the direction in words; `None` when the
/// card complied, or the direction does not reach it.
fn could(rp: &Replay, seat: Seat, card: Card, t: &Trick, what: Owe) -> Option<(Hand, String)> {
    let led = t.suit_led();
    let pack = Hand::FULL_PACK;
    let of = |s: Suit| pack.suit(s);
    let wins = |x: Card| {
        let mut t = t.clone();
        t.cards.push((seat, x));
        t.winner(rp.state.trump) == Some(seat)
    };
    // He followed suit, or did not: a card he may play is of the suit led, or of any suit.
    let legal = match led {
        Some(l) if card.suit == l => of(l),
        _ => pack,
    };
    let filter = |h: Hand, f: &dyn Fn(Card) -> bool| -> Hand {
        let mut out = Hand::EMPTY;
        for c in h.cards().filter(|c| f(*c)) {
            out.insert(c);
        }
        out
    };
    let (set, words) = match what {
        Owe::Highest | Owe::Lowest => {
            let l = led?;
            if card.suit != l {
                return None;
            }
            let high = what == Owe::Highest;
            let set = filter(of(l), &|c| {
                if high {
                    c.rank > card.rank
                } else {
                    c.rank < card.rank
                }
            });
            let word = if high { "highest" } else { "lowest" };
            (set, format!("to play his {word} {}", l.singular()))
        }
        Owe::Win if !wins(card) => (filter(legal, &wins), "to win the trick".to_string()),
        Owe::NotWin if wins(card) => (
            filter(legal, &|c| !wins(c)),
            "not to win the trick".to_string(),
        ),
        Owe::Win | Owe::NotWin => return None,
        Owe::Lead(s) if card.suit != s => (of(s), format!("to lead a {}", s.singular())),
        Owe::NotLead(s) if card.suit == s => {
            (pack.without(of(s)), format!("not to lead {}", s.name()))
        }
        Owe::Lead(_) | Owe::NotLead(_) => return None,
        Owe::Play(c) if card != c && led.is_none_or(|l| c.suit == l || card.suit != l) => {
            (Hand::EMPTY.union(single(c)), format!("to play {c}"))
        }
        Owe::NotPlay(c) if card == c => (filter(legal, &|x| x != c), format!("not to play {c}")),
        Owe::Play(_) | Owe::NotPlay(_) => return None,
        Owe::Discard(s) => {
            if led.is_some_and(|l| card.suit == l) {
                return None;
            }
            let set = filter(of(s), &|c| card.suit != s || c.rank > card.rank);
            (set, format!("to discard his highest {}", s.singular()))
        }
    };
    Some((set.without(single(card)), words))
}

/// Cards in words, the same whatever the suits are called: those of one suit from the highest
/// down, else how many and of how many suits.
fn listed(cards: Hand) -> String {
    let suits: Vec<Suit> = Suit::ALL
        .into_iter()
        .filter(|s| cards.has_suit(*s))
        .collect();
    match suits.as_slice() {
        [one] => {
            let names: Vec<String> = cards.cards_in(*one).map(|c| c.to_string()).collect();
            names.join(", ")
        }
        _ => format!("{} cards of {} suits", cards.len(), suits.len()),
    }
}

fn single(c: Card) -> Hand {
    let mut h = Hand::EMPTY;
    h.insert(c);
    h
}

/// `card`, played by `event`'s player to `trick`, held to the penalty `o`.
fn held_to(rp: &mut Replay, event: &Event, card: Card, trick: u8, o: Owed, later: &[Card]) {
    let code = rp.code;
    let seat = event.seat;
    let t = table(rp, seat, trick);
    let hand = rp.state.holdings[seat.index()];
    let law_no = o.law;
    // Law 36: void in the suit led, the suit the declarer names; none of it either, it is paid.
    if let (Owe::Discard(s), Some(h)) = (o.what, hand)
        && !h.has_suit(s)
    {
        let text = format!(
            "{seat} has none of the suit led, and none of {} either: the penalty is paid",
            s.name()
        );
        note(rp, o.ruling, text, &[law(code, 36)]);
        return;
    }
    let Some((set, words)) = could(rp, seat, card, &t, o.what) else {
        if matches!(o.what, Owe::Highest | Owe::Lowest)
            && let Some(l) = t.suit_led()
            && card.suit != l
            && hand.is_some_and(|h| !h.has_suit(l))
        {
            let text = format!(
                "{seat} has none of the suit led: the direction cannot be performed, and there is no revoke"
            );
            note(rp, o.ruling, text, &[law(code, law_no), law(code, 52)]);
        }
        return;
    };
    let shown: Vec<Card> = rp
        .exposed
        .of(seat)
        .into_iter()
        .chain(later.iter().copied())
        .filter(|c| set.contains(*c))
        .collect();
    let proof = match hand {
        Some(h) if h.intersection(set).is_empty() => {
            // No better card (highest, lowest, the named suit's highest): he complied. A suit
            // called that he lacks is law 35's, said on the ruling.
            let complied = matches!(o.what, Owe::Highest | Owe::Lowest | Owe::Discard(_));
            if let Owe::Discard(s) = o.what {
                let text = format!(
                    "{seat} discarded {card}, his highest {}, as directed",
                    s.singular()
                );
                note(rp, o.ruling, text, &[law(code, 36)]);
            }
            if !complied && !matches!(o.what, Owe::Lead(_)) {
                let text = format!(
                    "{seat} played {card}: no card he held could comply with the direction {words}, and there is no revoke"
                );
                note(rp, o.ruling, text, &[law(code, law_no), law(code, 52)]);
            }
            return;
        }
        Some(_) => Proof::Hand,
        None => match shown.first() {
            Some(c) => Proof::Later(format!("he played or showed {c} later")),
            None => Proof::Unproved,
        },
    };
    let held = match hand {
        Some(h) => h.intersection(set),
        None => shown
            .iter()
            .fold(Hand::EMPTY, |all, c| all.union(single(*c))),
    };
    let led = t.suit_led().unwrap_or(card.suit);
    // Law 61: the declarer plays dummy's cards, and the refusal is his.
    let offender = if law_no == 64 {
        rp.contract.declarer
    } else {
        seat
    };
    let mut case = RevokeCase::new(offender, trick, card, led, event.span, proof);
    case.refused = Some(Refused {
        penalty: format!("he was directed {words} (law {law_no})"),
        why: format!(
            "{seat} was directed {words}, the penalty elected under law {law_no}, and {}",
            if held.is_empty() {
                "the record does not show whether he could: it turns on his hand".to_string()
            } else {
                format!("held {}: he could comply", listed(held))
            }
        ),
        reading: (law_no == 64 && seat == rp.contract.dummy).then(|| {
            format!("{card} came from dummy's hand, and the laws do not say whose the refusal is: read as the declarer's, who plays dummy's cards (law 61), it is his revoke, which the replay follows; read as dummy's, if dummy revokes there is no penalty (laws 52, 53)")
        }),
        law: law_no,
        could: set,
    });
    rp.revokes.cases.push(case);
    let text = format!("{seat} played {card} against the direction {words}: see the revoke ruling");
    note(rp, o.ruling, text, &[law(code, law_no), law(code, 52)]);
}

fn note(rp: &mut Replay, ruling: usize, text: String, laws: &[crate::lawbook::Citation]) {
    if let Some(r) = rp.rulings.get_mut(ruling) {
        r.finding(text, laws);
        for l in laws {
            if !r.laws().contains(l) {
                r.cite_also(l.clone());
            }
        }
    }
}

/// The revoke ruling's citations and findings for a penalty refused (law 52).
pub(crate) fn refusal(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let code = rp.code;
    let Some(refused) = &case.refused else { return };
    r.cite([law(code, 52), law(code, refused.law)]);
    if let Proof::Later(how) = &case.proof {
        r.finding(
            format!(
                "the record does not give {}'s hand, but {how}: a card once played or shown does not come back into the hand",
                case.seat
            ),
            &[law(code, 52)],
        );
    }
    r.finding(
        format!(
            "{}: any refusal to comply with a performable penalty is also a revoke",
            refused.why
        ),
        &[law(code, refused.law), law(code, 52)],
    );
}

/// Law 64's card refused from dummy's hand: whose refusal it is, the laws do not say. Ruled
/// as the declarer's (who plays dummy's cards, law 61), with the other reading beside it: as
/// the ruling's outcome when it is ruled outright, else as a finding.
pub(crate) fn readings(rp: &Replay, case: &RevokeCase, r: &mut Ruling) {
    let Some(reading) = case.refused.as_ref().and_then(|f| f.reading.clone()) else {
        return;
    };
    let code = rp.code;
    let [l52, l53, l61, l64] = [52, 53, 61, 64].map(|n| law(code, n));
    for l in [&l61, &l53] {
        if !r.laws().contains(l) {
            r.cite_also(l.clone());
        }
    }
    if !matches!(r.outcome(), Outcome::Ruled) {
        r.finding(reading, &[l61.clone(), l52.clone(), l53.clone()]);
        return;
    }
    let applied = r
        .applied()
        .as_ref()
        .map_or(String::new(), |a| a.text.clone());
    r.set_outcome(Outcome::TwoReadings {
        question: format!("whose refusal it is when {} came from dummy's hand", case.card),
        readings: [
            Reading::new(
                "the declarer's: he plays dummy's cards, and the penalty directed his play; his refusal of a performable penalty is a revoke",
                &[l61, l64, l52.clone()],
                applied,
            ),
            Reading::new(
                "dummy's: the card came from dummy's hand, and if dummy revokes there is no penalty; neither declarer nor acceptor is penalised for dummy's revokes",
                &[l52, l53],
                "no penalty",
            ),
        ],
        follows: 0,
        why: "The replay follows the first: the penalty of law 64 is demanded of the declarer's play, which law 61 makes his for both hands.".into(),
        differ: true,
    });
}

/// A penalty not complied with by a player whose hand the record does not give, and which no
/// later card shows he could comply with: the ruling if he could, and if he could not.
pub(crate) fn unproved(rp: &Replay, case: &RevokeCase, if_so: Possibility) -> Ruling {
    let code = rp.code;
    let seat = case.seat;
    let Some(refused) = &case.refused else {
        return Ruling::new(
            RulingKind::Revoke,
            String::new(),
            Some(seat),
            Place::AfterPlay,
            law(code, 52),
        );
    };
    let mut r = Ruling::new(
        RulingKind::Revoke,
        format!(
            "{seat} played {} to trick {} though {}, if he could",
            case.card, case.trick, refused.penalty
        ),
        Some(seat),
        Place::Play {
            trick: case.trick,
            position: 0,
        },
        [law(code, 52), law(code, refused.law)],
    );
    r.set_span(case.span);
    r.finding(
        format!(
            "{}: any refusal to comply with a performable penalty is also a revoke",
            refused.why
        ),
        &[law(code, refused.law), law(code, 52)],
    );
    let suit = Suit::ALL
        .into_iter()
        .find(|s| refused.could == Hand::FULL_PACK.suit(*s));
    let which = match suit {
        Some(s) => format!("a {}", s.singular()),
        None if Suit::ALL
            .iter()
            .filter(|s| refused.could.has_suit(**s))
            .count()
            == 1 =>
        {
            format!("any of {}", listed(refused.could))
        }
        None => "a card with which he could comply".to_string(),
    };
    let mut if_so = if_so;
    if_so.given = format!("{seat} held {which} at trick {}", case.trick);
    let mut not = Possibility::new(
        format!("{seat} held no such card"),
        "he could not comply: the penalty was not performable, and there is no revoke",
        &[law(code, refused.law), law(code, 52)],
    )
    .answer("no");
    if_so = if_so.answer("yes");
    match suit {
        Some(s) => {
            if_so = if_so.wants_hand(HandWanted::suit(seat, s, true));
            not = not.unsettled(format!(
                "the `hands:` line giving {seat}'s hand, without a {}",
                s.singular()
            ));
        }
        None => {
            let why = format!("the record would have to give {seat}'s hand");
            if_so = if_so.unsettled(why.clone());
            not = not.unsettled(why);
        }
    }
    r.set_outcome(Outcome::Conditional {
        turns_on: format!("whether {seat} held {which} when he played {}", case.card),
        question: format!(
            "Did {seat} hold {which} when he played {} to trick {}?",
            case.card, case.trick
        ),
        possibilities: vec![if_so, not],
        to_record: format!("{seat}'s hand"),
    });
    r
}
