//! The advice's vocabulary: an option valued, the advice on one ruling, and the choice of the
//! best option; below each code's advice (`portland.rs`, `pirate/`), which fills them.

use serde::Serialize;

use crate::cards::Seat;
use crate::law::OptionName;
use crate::solver::Constraint;

/// Whether the advice plays an option out and values it: every option a law offers is one or
/// the other, and the match has no catch-all, so a new option cannot be left out unnoticed.
/// `tests/advice_options.rs` holds every case's advice to it: an option valued is one of these,
/// and none of these is called "not a matter of the play".
pub fn is_valued(option: OptionName) -> bool {
    use OptionName as O;
    match option {
        // The lead, the card or suit called, the card that stands or is taken back, a direction
        // to the partner yet to play, dummy's suggestion: each changes the play, which is
        // played out double dummy from the moment of the irregularity.
        O::AcceptLead
        | O::CallCard
        | O::CallExposed
        | O::CallSuit
        | O::Correct
        | O::DiscardHighest
        | O::FirstPlayed
        | O::ForbidSuit
        | O::Highest
        | O::LeadStands
        | O::Lose
        | O::Lowest
        | O::MustNotPlay
        | O::MustPlay
        | O::NotPlayCard
        | O::NotWin
        | O::PlayCard
        | O::SecondPlayed
        | O::Win => true,
        // Portland's three ways of paying a revoke (law 87): the deal is played out as it was
        // and each is entered on the pad.
        O::AddValue | O::DeductValue | O::ThreeTricks => true,
        // A new deal, the deal or declaration standing, a bid made sufficient, the bidding
        // going on, the deal stopped: the bidding or the deal itself, not the play.
        O::DealStands
        | O::DeclarationStands
        | O::MakeSufficient
        | O::NewDeal
        | O::Proceed
        | O::Stopped => false,
        // Law 38's card withdrawn from a trick of five and restored to the hand: the record's
        // later play shows which it was, and the advice does not play the choice out.
        O::Withdraw => false,
        // Law 80's score of a rubber left unfinished, made up or cancelled: the pad, not the play.
        O::CancelRubber | O::ScoreAsItStands => false,
    }
}

/// One option, valued.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct ValuedOption {
    /// The option's name as the ruling gives it (`call-card`), with its suit when the option
    /// is to be read for each suit (`call-suit hearts`).
    pub option: String,
    pub description: String,
    /// The constraints on the play that stand for it.
    pub constraints: Vec<Constraint>,
    /// The declaring side's tricks in the whole deal with the option enforced and the rest
    /// played double dummy (before any penalty tricks).
    pub declarers_tricks: Option<u8>,
    /// What the deal is worth to the chooser with this option, the pad's state included (a game
    /// or the rubber won on this deal): under Portland his side's points less the other
    /// side's; under Pirate what the chooser (or the two adversaries together) win from the
    /// others when the rubber is settled (law 79), exactly, before the club's rounding.
    pub points: Option<i32>,
    /// How the points come about: "N-S 9 tricks, 3 by cards 24 below the line; wins the game".
    pub reckoning: String,
    /// Why no figure is given, when the option's effect is not a matter of the play.
    pub not_valued: Option<String>,
}

/// The advice on one ruling that gives a choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Advice {
    /// The deal's label.
    pub deal: String,
    /// The ruling's index among the deal's rulings.
    pub ruling: usize,
    pub kind: crate::law::RulingKind,
    pub chooser: Vec<Seat>,
    pub options: Vec<ValuedOption>,
    /// The option best for the chooser, when more than one could be valued (the first the
    /// ruling lists, among equals).
    pub best: Option<String>,
    /// The other options worth as much as the best.
    pub equal_best: Vec<String>,
    /// By how many points the best beats the best of the options worth less (none when all
    /// are worth the same).
    pub margin: Option<i32>,
    /// Why nothing or not everything could be valued.
    pub notes: Vec<String>,
    /// What `points` measure, for the text (the JSON's `points` are described above).
    #[serde(skip)]
    pub measure: Measure,
}

impl Advice {
    /// The advice on a ruling of a deal, its options still to value: the ruling's choosers
    /// and what its points will measure.
    pub(super) fn for_ruling(
        deal: &str,
        index: usize,
        ruling: &crate::law::Ruling,
        measure: Measure,
    ) -> Advice {
        Advice {
            deal: deal.to_string(),
            ruling: index,
            kind: ruling.kind(),
            chooser: ruling
                .chooser()
                .iter()
                .flat_map(|c| c.seats.clone())
                .collect(),
            options: Vec::new(),
            best: None,
            equal_best: Vec::new(),
            margin: None,
            notes: two_readings_note(ruling).into_iter().collect(),
            measure,
        }
    }
}

/// Where the laws admit two readings that differ in effect, the options valued are those of
/// the reading that offers them: the advice says so, and what the other reading rules.
fn two_readings_note(ruling: &crate::law::Ruling) -> Option<String> {
    let crate::law::Outcome::TwoReadings {
        question,
        readings,
        follows,
        differ: true,
        ..
    } = ruling.outcome()
    else {
        return None;
    };
    let other = &readings[usize::from(1 - (*follows).min(1))];
    let followed = &readings[usize::from((*follows).min(1))];
    Some(format!(
        "the laws admit two readings ({question}): read as {}, {}; read as {}, {}. The options \
         are valued as offered; under a reading that takes the penalty away, the deal stands \
         as played",
        followed.reading, followed.ruling, other.reading, other.ruling
    ))
}

/// What an option's points measure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Measure {
    /// Portland: the chooser's side's points on the two-column pad less the other side's.
    #[default]
    SidePoints,
    /// Pirate: what the chooser wins from the others in the settlement (law 79).
    Settlement,
}

/// Sets the best option for the chooser, those equal to it, and the margin over the best of
/// the rest.
pub(super) fn choose(advice: &mut Advice) {
    let valued: Vec<(&ValuedOption, i32)> = advice
        .options
        .iter()
        .filter_map(|o| o.points.map(|p| (o, p)))
        .collect();
    if valued.len() < 2 {
        return;
    }
    let top = valued.iter().map(|&(_, p)| p).max().unwrap_or(0);
    let mut best = valued
        .iter()
        .filter(|&&(_, p)| p == top)
        .map(|(o, _)| o.option.clone());
    advice.best = best.next();
    advice.equal_best = best.collect();
    advice.margin = valued
        .iter()
        .map(|&(_, p)| p)
        .filter(|&p| p < top)
        .max()
        .map(|next| top - next);
}
