//! Doubling and re-doubling, laws 53–57 (and 69's forfeit). The dealer's left-hand adversary
//! has the first right: he doubles, or asks his partner "May I play?", who answers "Yes" or
//! "I double" (54). After a double the question goes to the player who made the trump
//! declaration ("I am satisfied" or "I re-double"), and if he is satisfied to his partner
//! ("Yes" or "I re-double") (55). Re-doubling may go on indefinitely, the first right on each
//! side being with the partner who last doubled for it (56). When the question is finally
//! answered "Yes", or the dealer's left-hand adversary, the last with a right, is satisfied,
//! he leads (57). Each double doubles the value of each trick above six (53).

use crate::law::Applied;
use crate::law::names::RulingKind;
use serde::Serialize;

use super::side::Side;
use crate::cards::Seat;
use crate::law::{Outcome, Place, Reading, Ruling};
use crate::record::{Call, Event};

use super::declaring_trumps::Declaration;
use super::table::{Table, law};

/// One call of the doubling dialogue, as made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct DoublingCall {
    pub seat: Seat,
    /// "may I play?", "yes", "double", "satisfied", "re-double".
    pub words: String,
}

/// The dialogue: whose right it is, and the factor so far.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub(crate) struct Dialogue {
    /// 1, 2, 4, … (53).
    pub factor: i32,
    pub calls: Vec<DoublingCall>,
    pub closed: bool,
    #[serde(skip)]
    holder: Seat,
    #[serde(skip)]
    holder_is_first: bool,
    #[serde(skip)]
    last_for: [Option<Seat>; 2],
}

impl Dialogue {
    /// The dialogue opens with the dealer's left-hand adversary (54).
    pub(crate) fn new(dealer: Seat) -> Dialogue {
        Dialogue {
            factor: 1,
            calls: Vec::new(),
            closed: false,
            holder: dealer.left(),
            holder_is_first: true,
            last_for: [None, None],
        }
    }

    /// The holder declines: the right passes to his partner, or the dialogue closes (55–57).
    fn decline(&mut self) {
        if self.holder_is_first {
            self.holder = self.holder.opposite();
            self.holder_is_first = false;
        } else {
            self.closed = true;
        }
    }

    /// A double (or re-double) by `seat`: the right passes to the other side, to the partner
    /// who last doubled for it, or at the first re-double to the declarer (55, 56).
    fn double(&mut self, seat: Seat, declarer: Seat) {
        self.factor = self.factor.saturating_mul(2);
        self.last_for[Side::of(seat).index()] = Some(seat);
        let other = Side::of(seat).other();
        self.holder = self.last_for[other.index()].unwrap_or(declarer);
        self.holder_is_first = true;
    }
}

fn words(call: &Call) -> &'static str {
    match call {
        Call::MayIPlay => "may I play?",
        Call::Yes => "yes",
        Call::Satisfied => "I am satisfied",
        Call::Double => "I double",
        Call::Redouble => "I re-double",
        _ => "",
    }
}

/// A call of the doubling dialogue by the player of `event`.
pub(crate) fn call(
    t: &mut Table,
    declaration: Option<Declaration>,
    dlg: &mut Dialogue,
    event: &Event,
    call: &Call,
    place: Place,
) {
    let seat = event.seat;
    let said = words(call);
    let Some(decl) = declaration else {
        t.not_covered(
            RulingKind::DoublingBeforeDeclaration,
            format!(
                "{} said \"{said}\" before trumps were declared",
                seat.name()
            ),
            event,
            place,
            "the right to double arises after the trump declaration (54), and law 51 speaks of \
             an adversary naming trumps, which these words do not: no effect, no penalty",
            [law(54), law(51)],
        );
        return;
    };
    if dlg.closed {
        // The answers of the dialogue are "declarations as to doubling or not doubling" (law
        // 50's words), and a declaration once made cannot be altered (58): a later call is void.
        let mut r = Ruling::new(
            RulingKind::DoublingAfterClose,
            format!(
                "{} said \"{said}\" after the doubling was closed",
                seat.name()
            ),
            Some(seat),
            place,
            [law(57), law(58)],
        );
        r.set_span(event.span);
        r.finding(
            "the doubling closed when \"May I play?\" was finally answered in the affirmative, \
             or the last who could re-double was satisfied, and the lead was called for",
            &[law(57)],
        );
        r.finding(
            "each answer of the dialogue is a declaration as to doubling or not doubling, and \
             a declaration once made cannot be altered: the call is void, and the laws name no \
             penalty for it",
            &[law(50), law(58)],
        );
        r.apply(Applied::no_penalty(
            "void: the declarations made stand, and no penalty",
        ));
        t.push(r);
        return;
    }
    dlg.calls.push(DoublingCall {
        seat,
        words: said.to_string(),
    });
    let doubling_side = Side::of(dlg.holder);
    match call {
        Call::MayIPlay if seat == dlg.holder => dlg.decline(),
        // The formal question of law 55, put by the dealer's left-hand adversary.
        Call::MayIPlay => {}
        Call::Yes | Call::Satisfied if seat == dlg.holder => dlg.decline(),
        Call::Yes | Call::Satisfied => {
            t.not_covered(
                RulingKind::DoublingAnswerOutOfTurn,
                format!(
                    "{} said \"{said}\" when the right was {}'s",
                    seat.name(),
                    dlg.holder.name()
                ),
                event,
                place,
                "laws 54 and 55 say who answers: these words are no answer, the holder still \
                 answers, and no penalty is set",
                [law(54), law(55), law(50)],
            );
        }
        Call::Double | Call::Redouble => {
            if t.forfeited_double.contains(&seat) {
                // Law 69: his partner exposed a card before the lead.
                let mut r = Ruling::new(
                    RulingKind::DoubleForfeited,
                    format!(
                        "{} said \"{said}\", having forfeited the right",
                        seat.name()
                    ),
                    Some(seat),
                    place,
                    [law(69)],
                );
                r.set_span(event.span);
                r.finding(
                    format!(
                        "{}'s partner exposed a card before the lead, so {} forfeits any right \
                         to double or re-double: the call is of no effect",
                        seat.name(),
                        seat.name()
                    ),
                    &[law(69)],
                );
                r.apply(Applied::words("double-void"));
                t.push(r);
                if seat == dlg.holder {
                    dlg.decline();
                }
                return;
            }
            if Side::of(seat) != doubling_side {
                t.not_covered(
                    RulingKind::DoubleWithoutRight,
                    format!(
                        "{} said \"{said}\" when the right was {}'s",
                        seat.name(),
                        dlg.holder.name()
                    ),
                    event,
                    place,
                    "the right to double lies with the other side at this point (54, 55), and \
                     law 58 cannot fix a call the law does not allow: no effect, no penalty",
                    [law(54), law(55), law(58)],
                );
                return;
            }
            if seat != dlg.holder {
                let mut r = Ruling::new(
                    RulingKind::DoubleOutOfTurn,
                    format!(
                        "{} doubled when the first right was his partner {}'s",
                        seat.name(),
                        dlg.holder.name()
                    ),
                    Some(seat),
                    place,
                    [law(54), law(55), law(58)],
                );
                r.set_span(event.span);
                r.set_outcome(Outcome::TwoReadings {
                    question: "whether a double by the partner of the player with the first \
                               right takes effect"
                        .into(),
                    readings: [
                        Reading::new(
                            "void: he took his partner's first right",
                            &[law(54), law(55)],
                            format!(
                                "{} speaks first, and his partner may double when asked",
                                dlg.holder.name()
                            ),
                        ),
                        Reading::new(
                            "it stands: 'either' may double (55), a declaration once made cannot \
                             be altered (58), and no penalty is printed",
                            &[law(55), law(58)],
                            "the double stands, \"May I play?\" goes to the other side, and \
                             there is no penalty",
                        ),
                    ],
                    follows: 1,
                    why: "The words give either the right, and the order of first right is a \
                          matter between partners."
                        .into(),
                    differ: true,
                });
                t.push(r);
            }
            dlg.double(seat, decl.by);
        }
        _ => {}
    }
}
