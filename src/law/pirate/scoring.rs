//! Scoring, laws 68–80, as far as the engine rules on it: a player leaving the game without a
//! substitute (law 80's second sentence). The score itself is kept from the engine's report by
//! `crate::score::pirate`, which honours the choice made here.
//!
//! Law 80: "If there has been no such understanding and one of the players leaves the game
//! without providing a substitute, his opponents may make up the score as it stands or cancel it
//! entirely for the current rubber." (The 1917 book prints no law 80; the 1916 text applies.)

use crate::cards::Seat;
use crate::law::names::{OptionName, RulingKind};
use crate::law::pirate::common::law;
use crate::law::pirate::table::Replay;
use crate::law::{Applied, Chooser, Outcome, PenaltyOption, Possibility, Reading, Ruling, Settle};
use crate::record::{Action, Event};

/// Whether a choice names one of law 80's two options.
fn law_80_choice(e: &Event) -> bool {
    matches!(&e.action, Action::Chooses { option }
        if matches!(OptionName::from_name(&option.name), Some(OptionName::CancelRubber | OptionName::ScoreAsItStands)))
}

/// Law 80: `seat` leaves the game without a substitute. His opponents choose between the score
/// as it stands and its cancelling for the rubber; who "his opponents" are in a game whose
/// partnerships change each deal the law does not say (the pair opposed to him in this deal, or
/// all three others). The choice written decides; not written, the ruling is conditional on it.
pub(crate) fn leaves_game(rp: &mut Replay, event: &Event, rest: &[Event]) {
    let code = rp.code;
    let seat = event.seat;
    let others: Vec<Seat> = (1..4).map(|i| seat.nth_left(i)).collect();
    let pair: Vec<Seat> = if rp.is_declaring(seat) {
        rp.adversaries().to_vec()
    } else {
        vec![rp.contract.declarer, rp.contract.dummy]
    };
    let list = |l: &[Seat], join: &str| {
        let n: Vec<String> = l.iter().map(|s| s.to_string()).collect();
        match n.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} {join} {last}", rest.join(", ")),
            _ => n.join(""),
        }
    };
    let mut r = Ruling::new(
        RulingKind::PlayerLeftTheGame,
        format!("{seat} left the game without providing a substitute, the rubber not finished"),
        Some(seat),
        rp.place(),
        [law(code, 80)],
    );
    r.set_span(event.span);
    // Written with no card of the deal played, or once all are: he left after the deal.
    if rp.state.is_finished() || (rp.state.tricks.is_empty() && rp.state.current.cards.is_empty()) {
        r.set_place(crate::law::Place::AfterPlay);
    }
    r.finding(
        "if there has been no understanding that the play shall stop at a certain hour, and one of the players leaves the game without providing a substitute, his opponents may make up the score as it stands or cancel it entirely for the current rubber",
        &[law(code, 80)],
    );
    r.offer(vec![
        PenaltyOption {
            name: OptionName::ScoreAsItStands,
            description: "make up the score as it stands".into(),
            laws: vec![law(code, 80)],
        },
        PenaltyOption {
            name: OptionName::CancelRubber,
            description: "cancel the score entirely for the current rubber".into(),
            laws: vec![law(code, 80)],
        },
    ]);
    r.chosen_by(Chooser {
        seats: others.clone(),
        constraint: Some(format!(
            "his opponents: {} on one reading, {} on the other; the laws do not say how they decide if they disagree",
            list(&pair, "and"),
            list(&others, "and")
        )),
        laws: vec![law(code, 80)],
    });
    let choice = rest.iter().find(|e| law_80_choice(e));
    match choice {
        Some(c) => {
            let differ = !pair.contains(&c.seat);
            r.set_outcome(Outcome::TwoReadings {
                question: format!("who are {seat}'s \"opponents\", in a game whose partnerships change from deal to deal"),
                readings: [
                    Reading::new(
                        format!("the pair opposed to him in the deal last played, {}: the word the laws use for the other pair of a deal", list(&pair, "and")),
                        &[law(code, 80), law(code, 15), law(code, 25)],
                        format!("the choice is {}'s", list(&pair, "or")),
                    ),
                    Reading::new(
                        format!("the three others, {}: each player keeps his own score and settles with each of the others", list(&others, "and")),
                        &[law(code, 80), law(code, 68), law(code, 79)],
                        format!("the choice is {}'s", list(&others, "or")),
                    ),
                ],
                follows: 1,
                why: format!("The replay follows the second, which takes in the first: {} made the choice{}.", c.seat, if differ { ", which is his only on this reading" } else { ", his on both readings" }),
                differ,
            });
        }
        None => {
            let who = pair[0];
            r.set_outcome(Outcome::Conditional {
                turns_on: format!("whether {seat}'s opponents make up the score as it stands or cancel it for the rubber"),
                question: format!("Did {seat}'s opponents make up the score of the rubber as it stood, or cancel it?"),
                possibilities: vec![
                    Possibility::new(
                        "his opponents make up the score as it stands",
                        "the rubber's score is made up as it stands, with no bonus for a rubber not won",
                        &[law(code, 80)],
                    )
                    .answer("as it stands")
                    .settled_by(Settle::line(format!("{who} chooses score-as-it-stands"))),
                    Possibility::new(
                        "his opponents cancel it",
                        "the rubber's score is cancelled entirely: nothing is scored for it",
                        &[law(code, 80)],
                    )
                    .answer("cancelled")
                    .settled_by(Settle::line(format!("{who} chooses cancel-rubber"))),
                ],
                to_record: format!("the choice of {seat}'s opponents (`{who} chooses cancel-rubber` or `{who} chooses score-as-it-stands`)"),
            });
            r.apply(Applied::words(
                "until his opponents choose, the pad shows the score as it stands and says it may be cancelled",
            ));
        }
    }
    rp.rulings.push(r);
}
