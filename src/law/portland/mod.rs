//! The Portland Club's Laws of Bridge (1895): replay and rulings (the pad is kept from the
//! report by `crate::score::portland`).
//!
//! Partners sit opposite for the rubber (N–S, E–W); the deal passes to the left (law 34); the
//! dealer declares trumps or leaves it to his partner (48–52); the adversaries may double and
//! the doubling may go on (53–57); the dealer's left-hand adversary leads (57) and the dealer
//! plays both hands (59). One module per section of the code, named for it. Where the laws
//! are silent or ambiguous the ruling is [`crate::law::Outcome::NotCovered`].

pub(crate) mod cutting_out;
pub(crate) mod declaring_trumps;
pub(crate) mod doubling;
pub(crate) mod dummy;
pub(crate) mod exposed_cards;
pub(crate) mod general_rules;
pub(crate) mod honours;
pub(crate) mod leading_out_of_turn;
pub(crate) mod new_deal;
pub(crate) mod play;
pub(crate) mod playing_out_of_turn;
pub mod report;
pub(crate) mod revoke;
pub mod revoke_penalty;
pub(crate) mod revoke_question;
pub mod side;
pub(crate) mod table;
pub(crate) mod text;

use crate::law::Applied;
use crate::law::names::RulingKind;
use serde::Serialize;

use crate::cards::Seat;
use crate::law::{Outcome, Place, Reading, Ruling};
use crate::lawbook::Citation;
use crate::record::{Action, Call, Code, DealRecord, Record};
use report::{DealReport, DoublingReport, HandFacts, PortlandReport};
use revoke_penalty::{RevokeOption, RevokePenalty};
use side::Side;

pub use declaring_trumps::Declaration;
pub(crate) use doubling::Dialogue;
pub use doubling::DoublingCall;
pub use honours::HonoursHeld;
pub(crate) use report::PadEntry;
pub use side::by_side;
pub use table::{clause, law};
pub use text::render_text;

/// Why a record cannot be ruled on under the Portland code at all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PortlandError {
    /// The record is not under `code: portland-1895`.
    WrongCode { code: Option<Code> },
    /// The first deal does not say who dealt, so no later dealer follows either (34).
    NoDealer { deal: String },
}

impl std::fmt::Display for PortlandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PortlandError::WrongCode { code: Some(c) } => {
                write!(f, "the record is under {c}, not portland-1895")
            }
            PortlandError::WrongCode { code: None } => {
                write!(f, "the record names no code; write `code: portland-1895`")
            }
            PortlandError::NoDealer { deal } => write!(
                f,
                "deal {deal} names no dealer and none follows from an earlier deal (law 34)"
            ),
        }
    }
}

impl std::error::Error for PortlandError {}

/// Rules on a record under the Portland code (its pad is kept by `crate::score::portland`).
pub fn rule(record: &Record) -> Result<PortlandReport, PortlandError> {
    if record.code != Some(Code::Portland1895) {
        return Err(PortlandError::WrongCode { code: record.code });
    }
    Ok(replay(record))
}

/// Replays a record under the Portland code whatever its header says (the caller chose the
/// code, as `foster rule --code portland-1895` does). A deal whose dealer cannot be known is
/// reported with a note and not ruled on.
pub fn replay(record: &Record) -> PortlandReport {
    let mut replay = Replay::new();
    let mut deals = Vec::new();
    let written = record.written_rubbers();
    for (i, deal) in record.deals.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| record.deals[j].label.as_str());
        let has_next = i + 1 < record.deals.len();
        if written.iter().any(|w| w.deals.start == i && i > 0) {
            replay.new_rubber();
        }
        let mut report = replay.deal(deal, before, has_next);
        if let Some(report) = report.as_mut()
            && let Some(r) = cutting_out::wrong_player_out(&written, i)
        {
            report.rulings.insert(0, r);
        }
        deals.extend(report);
    }
    PortlandReport {
        code: Code::Portland1895,
        deals,
        notes: replay.notes,
    }
}

/// The deals of a Portland record replayed in order, one at a time ([`replay`] for a record
/// read whole, and a record read a deal at a time): the dealer passing to the left from one
/// to the next.
#[derive(Clone, Debug, Default)]
pub struct Replay {
    /// Deals that could not be ruled on at all, and why (all before the first deal ruled).
    pub notes: Vec<String>,
    previous: Option<Seat>,
    /// Whether a deal has been ruled, and the law that voided the last one ruled.
    last: Option<Option<Citation>>,
    /// The next deal begins a written rubber ([`Replay::new_rubber`]).
    rubber_begun: bool,
}

impl Replay {
    pub fn new() -> Replay {
        Replay::default()
    }

    /// A written rubber begins: its first dealer is the one the cut chose (laws 17, 22), so a
    /// dealer written for it is no break of law 34's order (one not written is still taken
    /// to the left, as the record's own convention).
    pub fn new_rubber(&mut self) {
        self.rubber_begun = true;
    }

    /// Rules on the next deal (`before`: the label of the deal written before it; `has_next`:
    /// a deal is written after it), or `None` for a deal that cannot be ruled on (a note says
    /// why) or an ending with nothing to rule.
    pub fn deal(
        &mut self,
        deal: &DealRecord,
        before: Option<&str>,
        has_next: bool,
    ) -> Option<DealReport> {
        let rubber_begun = std::mem::take(&mut self.rubber_begun);
        // A new deal is no deal: the hand was never played, so the deal does not pass.
        let new_deal = self.last.clone().flatten();
        // Law 34: the order of dealing goes to the left.
        let dealer = match (deal.dealer, self.previous) {
            (Some(d), _) => d,
            (None, Some(p)) if new_deal.is_some() => p,
            (None, Some(p)) => p.left(),
            // A record from an ending writes no beginning of the deal: its dealer is not
            // missing (the note on endings says what such a record can be ruled on).
            (None, None) if ending_only(deal) => return None,
            (None, None) => {
                self.notes.push(
                    PortlandError::NoDealer {
                        deal: deal.label.clone(),
                    }
                    .to_string(),
                );
                return None;
            }
        };
        let (mut report, penalties) = rule_deal(deal, before, dealer, has_next);
        if let (None, Some(voided)) = (deal.dealer, &new_deal) {
            report.notes.push(same_dealer_note(dealer, voided));
        }
        if let Some(p) = self.previous
            && !rubber_begun
            && deal.dealer.is_some_and(|d| d != p.left())
            && self.last.as_ref().is_none_or(|annulled| annulled.is_none())
        {
            report.notes.push(format!(
                "{} deals, though the deal passes to the left ({} after {}) (law 34)",
                dealer,
                p.left(),
                p
            ));
        }
        hand_facts(deal, &mut report, penalties);
        self.previous = Some(dealer);
        self.last = Some(report.annulled.clone());
        Some(report)
    }
}

/// A deal that starts from an ending and writes nothing to rule: no auction, no play.
fn ending_only(deal: &DealRecord) -> bool {
    deal.hands.is_ending() && deal.auction.is_empty() && deal.play.is_empty()
}

/// Why the dealer of a voided hand deals again, for a deal whose record names no dealer. Only
/// law 45 says so ("the dealer deals again", of an imperfect pack), and the guide in general
/// ("should the dealer misdeal, he deals again", *Dealing and Playing*, p. 29: no loss of the
/// deal as at Whist); the other laws that order a new deal (39–44, and the fresh deals of the
/// declaration and of exposed cards) do not say who deals it, and are read the same way.
fn same_dealer_note(dealer: Seat, voided: &Citation) -> String {
    if *voided == law(45) {
        format!(
            "{dealer} deals again after the hand voided under {voided}: \"the dealer deals again\""
        )
    } else {
        format!(
            "{dealer} deals again after the new deal under {voided}: that law does not say who \
             deals it; taken from law 45 (\"the dealer deals again\") and the guide (\"should \
             the dealer misdeal, he deals again\", p. 29)"
        )
    }
}

/// Replays one deal: the declaration and doubling, then the play.
/// `has_next`: a later deal is written, which proves this hand was over (law 88: every trick of
/// it turned and quitted).
fn rule_deal(
    deal: &DealRecord,
    previous: Option<&str>,
    dealer: Seat,
    has_next: bool,
) -> (DealReport, Penalties) {
    let mut t = table::Table::new(dealer);
    // A revoke claimed here about an earlier deal: after the cut for this one (law 93).
    let (split, late) = crate::law::late_claims::split(deal, previous);
    let deal: &DealRecord = &split;
    for claim in &late {
        revoke::claimed_too_late(&mut t, claim, &deal.label);
    }
    t.pack_imperfect = deal.auction.iter().chain(deal.play.iter()).any(|e| {
        matches!(
            e.action,
            Action::DealIrregularity {
                irregularity: crate::record::DealIrregularity::ImperfectPack,
            }
        )
    });
    t.stated_counts = deal
        .auction
        .iter()
        .chain(deal.play.iter())
        .filter_map(|e| match e.action {
            Action::DealIrregularity {
                irregularity: crate::record::DealIrregularity::WrongNumberOfCards { count },
            } => Some((e.seat, count)),
            _ => None,
        })
        .collect();
    t.other_pack = deal
        .auction
        .iter()
        .chain(deal.play.iter())
        .filter(|e| {
            matches!(
                e.action,
                Action::DealIrregularity {
                    irregularity: crate::record::DealIrregularity::CardOfOtherPack
                }
            )
        })
        .map(|e| e.seat)
        .collect();
    let mut declaring = declaring_trumps::Declaring::default();
    let mut dialogue = Dialogue::new(dealer);
    let mut moved: Vec<crate::record::Event> = Vec::new();
    for (i, ev) in deal.auction.iter().enumerate() {
        let place = Place::Auction { call: i + 1 };
        match &ev.action {
            Action::Call { call } => match call {
                Call::Declare { strain } => {
                    if !t.is_adversary(ev.seat) {
                        new_deal::declared(&mut t, ev.seat);
                    }
                    declaring_trumps::call(&mut t, &mut declaring, ev, Some(*strain), place)
                }
                Call::LeaveToPartner => {
                    if !t.is_adversary(ev.seat) {
                        new_deal::declared(&mut t, ev.seat);
                    }
                    declaring_trumps::call(&mut t, &mut declaring, ev, None, place)
                }
                Call::MayIPlay | Call::Yes | Call::Satisfied | Call::Double | Call::Redouble => {
                    if declaring.declaration.is_some() {
                        declaring_trumps::close_law_50(&mut t, &mut declaring);
                    }
                    doubling::call(
                        &mut t,
                        declaring.declaration,
                        &mut dialogue,
                        ev,
                        call,
                        place,
                    )
                }
                Call::Bid { .. } | Call::Pass | Call::Accept { .. } => {
                    t.not_covered(
                        RulingKind::NotAPortlandCall,
                        format!("{} made a call of the Pirate auction", ev.seat.name()),
                        ev,
                        place,
                        "the Portland game has no bidding: the dealer declares trumps or leaves \
                         it to his partner (48, 49)",
                        [law(48), law(49)],
                    );
                }
            },
            Action::Exposes { cards } => exposed_cards::before_lead(
                &mut t,
                ev,
                cards,
                deal.hands.hand(ev.seat),
                declaring.declaration.is_some(),
                dialogue.closed,
                place,
            ),
            Action::DealIrregularity { irregularity } => {
                new_deal::irregularity(&mut t, ev, irregularity, place, false)
            }
            Action::Chooses { option } => {
                if !new_deal::late_claim(&mut t, ev, option, place.clone())
                    && let Some(i) = t.choose(ev, option, place)
                {
                    exposed_cards::obligation_from_choice(&mut t, i, option);
                    new_deal::chose_new_deal(&mut t, i);
                }
            }
            Action::ClaimsRevoke { against, .. } => {
                // Law 93: nothing is yet played in this deal, and a claim about an earlier one
                // comes after the cards were cut for this.
                let mut r = Ruling::new(
                    RulingKind::RevokeClaimedTooLate,
                    format!(
                        "{} claimed a revoke by {} before the lead of this deal",
                        ev.seat.name(),
                        against.name()
                    ),
                    Some(*against),
                    place,
                    [law(93)],
                );
                r.set_span(ev.span);
                r.finding(
                    "no card of this deal has been played; a revoke of an earlier deal cannot be \
                     claimed after the cards have been cut for the following deal",
                    &[law(93)],
                );
                r.apply(Applied::no_penalty("no-penalty"));
                t.push(r);
            }
            _ if declaring.declaration.is_some() => {
                // After the declaration, an act of the play written above `play:` is ruled
                // where it happened: in the play, before the play section's events.
                moved.push(ev.clone());
            }
            Action::Play { card, .. } if t.is_adversary(ev.seat) => {
                // A card led before the declaration: law 69's exposure "before a card is led",
                // or law 77's lead out of turn.
                let i = t.rulings.len();
                exposed_cards::before_lead(
                    &mut t,
                    ev,
                    &[*card],
                    deal.hands.hand(ev.seat),
                    false,
                    false,
                    place,
                );
                if let Some(r) = t.rulings.get_mut(i) {
                    r.set_summary(format!(
                        "{} led {card} before trumps were declared",
                        ev.seat.name()
                    ));
                    r.set_outcome(Outcome::TwoReadings {
                        question: "whether a card led before the declaration is exposed or led \
                                   out of turn"
                            .into(),
                        readings: [
                            Reading::new(
                                "exposed: law 69 speaks of a card exposed before a card is led",
                                &[law(69), law(70)],
                                "his partner forfeits any right to double or re-double; the card \
                                 is liable to be called",
                            ),
                            Reading::new(
                                "a lead out of turn",
                                &[law(77)],
                                "the dealer may call a suit from him or his partner when next \
                                 either leads, or call the card",
                            ),
                        ],
                        follows: 0,
                        why: "Law 69 names exactly the time before a card is led.".into(),
                        differ: true,
                    });
                }
            }
            _ => {
                t.not_covered(
                    RulingKind::PlayInAuction,
                    format!("{} acted in the auction as if in the play", ev.seat.name()),
                    ev,
                    place,
                    "an act of the play written before the lead",
                    [law(57)],
                );
            }
        }
        if t.annulled.is_some() {
            break;
        }
    }
    let mut tricks = None;
    let mut tricks_played = 0;
    let mut outcome = None;
    if t.annulled.is_none() {
        let play_events: Vec<crate::record::Event> =
            moved.iter().chain(deal.play.iter()).cloned().collect();
        match declaring.declaration {
            Some(decl) if !play_events.is_empty() => {
                let out = play::replay(
                    &mut t,
                    &deal.hands,
                    decl.strain,
                    &play_events,
                    deal.result.is_some(),
                    has_next,
                );
                tricks_played = out.state.tricks.len();
                if out.state.is_finished() {
                    tricks = Some([
                        out.state.tricks_won_by(&Side::NorthSouth.seats()),
                        out.state.tricks_won_by(&Side::EastWest.seats()),
                    ]);
                }
                outcome = Some(out);
            }
            Some(_) => {}
            None => t.notes.push(
                "no trump declaration is recorded: the hand cannot be played or scored".into(),
            ),
        }
    }
    if let Some(res) = &deal.result
        && t.annulled.is_none()
    {
        let side = match res.side {
            Some((a, _)) => Some(Side::of(a)),
            // Without a side, the declaring side's tricks.
            None => {
                let side = declaring.declaration.map(|d| Side::of(d.by));
                if let Some(s) = side {
                    t.notes.push(format!(
                        "the result names no side: its tricks are taken as the declaring \
                         side's ({})",
                        s.name()
                    ));
                }
                side
            }
        };
        if let Some(side) = side {
            let mut given = [0u8; 2];
            given[side.index()] = res.tricks.min(13);
            given[side.other().index()] = 13 - res.tricks.min(13);
            match tricks {
                Some(played) if played != given => t.notes.push(format!(
                    "the result ({} {} tricks) disagrees with the play ({} {})",
                    side.name(),
                    res.tricks,
                    side.name(),
                    played[side.index()]
                )),
                Some(_) => {}
                None => tricks = Some(given),
            }
        }
    }
    let mut revoke_penalties = Vec::new();
    let mut barred = Vec::new();
    if let Some(out) = &outcome {
        let (p, b) = revoke::penalties(&mut t, &out.revokes, tricks);
        revoke_penalties = p;
        barred = b;
    }
    if tricks.is_none() && t.annulled.is_none() && declaring.declaration.is_some() {
        t.notes.push(format!(
            "the hand was not finished (tricks played: {tricks_played}) and no result is given: it is not scored"
        ));
    }
    let mut report = DealReport {
        label: deal.label.clone(),
        dealer,
        dummy: dealer.opposite(),
        leader: dealer.left(),
        declaration: declaring.declaration,
        doubling: DoublingReport {
            factor: dialogue.factor,
            calls: dialogue.calls.clone(),
            closed: dialogue.closed,
        },
        tricks,
        tricks_after_penalty: None,
        tricks_played,
        rulings: Vec::new(),
        score: Vec::new(),
        annulled: t.annulled.clone(),
        notes: Vec::new(),
        hand: None,
        barred: Vec::new(),
        play: outcome.map(|o| o.state),
    };
    report.rulings = std::mem::take(&mut t.rulings);
    crate::law::settle::fill(deal, &mut report.rulings);
    report.notes = std::mem::take(&mut t.notes);
    (
        report,
        Penalties {
            revokes: revoke_penalties,
            barred,
        },
    )
}

/// The revoke penalties a deal's rulings impose on its score (87), and the sides that cannot
/// win the game by it (87 V, 95).
#[derive(Debug, Default)]
struct Penalties {
    revokes: Vec<RevokePenalty>,
    barred: Vec<Side>,
}

/// What the hand is scored on (`report.hand`), when it can be scored: not void, trumps
/// declared, the tricks known, and the revoking side holding the three tricks law 87 I takes
/// (else a ruling that the law does not say what is taken then).
fn hand_facts(deal: &DealRecord, report: &mut DealReport, penalties: Penalties) {
    if report.annulled.is_some() {
        return;
    }
    let (Some(decl), Some(tricks)) = (report.declaration, report.tricks) else {
        return;
    };
    let Penalties { revokes, barred } = penalties;
    if revokes
        .iter()
        .any(|r| r.option != RevokeOption::ThreeTricks)
    {
        report.notes.push(
            "law 87 I does not say where the value of three tricks is scored; the pad enters it \
             below the line, toward the game, as law 87 V speaks of the revoking side's \
             \"score towards the game\""
                .into(),
        );
    }
    let (honours, chicane) = honours::honours(deal, decl.strain);
    if deal.hands.is_complete() {
        // Law 5 decides which cards the hands are searched for.
        report.notes.push(match decl.strain.trump() {
            Some(suit) => format!(
                "honours reckoned from the hands: the ace, king, queen, knave and ten of {} \
                 (portland-1895:5)",
                suit.name()
            ),
            None => "honours reckoned from the hands: there being no trumps, the four aces \
                     (portland-1895:5)"
                .to_string(),
        });
    }
    if !deal.hands.is_complete() && deal.honors.is_empty() {
        report.notes.push(
            "the hands are not all given and no honours are stated: none are scored (laws 5–8)"
                .into(),
        );
    }
    match revoke_penalty::tricks_after(tricks, &revokes) {
        Ok(after) => report.tricks_after_penalty = Some(after),
        Err(fewer) => {
            let reason = fewer.to_string();
            let mut r = Ruling::new(
                RulingKind::RevokePenaltyNotApplicable,
                reason.clone(),
                None,
                Place::AfterPlay,
                [clause(87, "I"), clause(87, "IV")],
            );
            r.set_outcome(Outcome::TwoReadings {
                question: "what the adversaries take when the revoking side won fewer than three \
                           tricks"
                    .into(),
                readings: [
                    Reading::new(
                        "the tricks there are: the penalty cannot be divided, so none is made up \
                         by value",
                        &[clause(87, "I"), clause(87, "IV")],
                        "the adversaries take the tricks the revoking side won",
                    ),
                    Reading::new(
                        "a choice again: the form chosen cannot be carried out, and IV forbids \
                         only dividing the penalty",
                        &[clause(87, "I"), clause(87, "IV")],
                        "the adversaries choose again: the value of three tricks added to their \
                         score or deducted from the revoking side's, or the tricks there are",
                    ),
                ],
                follows: 1,
                why: "Law 87 prints a penalty of three tricks, and IV forbids only dividing \
                      it; the new choice not being recorded, the hand is not scored."
                    .into(),
                differ: true,
            });
            report.rulings.push(r);
            return;
        }
    }
    // Those barred by the rulings, and each side that revoked (87 V, 95).
    let mut barred = barred;
    for r in &revokes {
        if !barred.contains(&r.revoking) {
            barred.push(r.revoking);
        }
    }
    report.barred = barred;
    report.hand = Some(HandFacts {
        strain: decl.strain,
        factor: report.doubling.factor,
        tricks,
        honours,
        chicane,
        revokes,
    });
}
