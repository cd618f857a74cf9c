//! Declaring trumps, laws 48–52 (and 58): the dealer names a suit or "no trumps", or leaves
//! it to his partner, who must then declare; a declaration by the partner out of turn (50) or
//! by an adversary (51) gives the other side a choice; a declaration once made cannot be
//! altered (52, 58).

use crate::law::Applied;
use crate::law::names::{OptionName, RulingKind};
use serde::Serialize;

use crate::cards::{Seat, Strain};
use crate::law::{Laws, Place, Ruling};
use crate::record::Event;

use super::table::{Table, chooser, law, option};

/// The trump declaration of a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Declaration {
    pub strain: Strain,
    /// The player who made it: the dealer, or his partner.
    pub by: Seat,
    /// True when the dealer left it to his partner (49).
    pub left_to_partner: bool,
}

/// The declaring in progress.
#[derive(Debug, Default)]
pub(crate) struct Declaring {
    pub declaration: Option<Declaration>,
    pub left_to_partner: bool,
    /// The ruling under law 50 still open (an adversary may yet claim a fresh deal).
    pub open_law_50: Option<usize>,
}

/// A declaration (`strain`) or "I leave it to you, partner" (`None`) by the player of `event`.
pub(crate) fn call(
    t: &mut Table,
    d: &mut Declaring,
    event: &Event,
    strain: Option<Strain>,
    place: Place,
) {
    let seat = event.seat;
    let partner = t.dealer.opposite();
    let words = strain.map_or_else(
        || "left the declaration to his partner".to_string(),
        |s| format!("declared {}", s.name()),
    );
    if strain == Some(Strain::Nullo) {
        t.not_covered(
            RulingKind::NulloDeclared,
            format!("{} declared a nullo", seat.name()),
            event,
            place,
            "the Portland laws know no nullo: law 48 allows a suit or no trumps",
            [law(48)],
        );
        return;
    }
    if let Some(made) = d.declaration {
        // Laws 52, 58: a declaration once made cannot be altered.
        let mut r = Ruling::new(
            RulingKind::DeclarationAltered,
            format!(
                "{} {words} after {} had declared {}",
                seat.name(),
                made.by.name(),
                made.strain.name()
            ),
            Some(seat),
            place,
            [law(52), law(58)],
        );
        r.set_span(event.span);
        r.finding(
            format!(
                "the declaration of {} stands: a declaration once made cannot be altered",
                made.strain.name()
            ),
            &[law(52), law(58)],
        );
        t.push(r);
        return;
    }
    if seat == t.dealer {
        match strain {
            Some(s) if !d.left_to_partner => {
                d.declaration = Some(Declaration {
                    strain: s,
                    by: seat,
                    left_to_partner: false,
                });
            }
            Some(_) => {
                no_effect(
                    t,
                    RulingKind::DealerDeclaresAfterPassing,
                    format!("{} {words} after leaving it to his partner", seat.name()),
                    event,
                    place,
                    "the dealer passed the option: his partner must thereupon make the necessary \
                     declaration, and a declaration once made cannot be altered; the dealer's \
                     words have no effect, and there is no penalty",
                    Laws::from([law(49), law(52)]),
                );
            }
            None => d.left_to_partner = true,
        }
        return;
    }
    if seat == partner {
        match (strain, d.left_to_partner) {
            (Some(s), true) => {
                d.declaration = Some(Declaration {
                    strain: s,
                    by: seat,
                    left_to_partner: true,
                });
            }
            (Some(s), false) => {
                // Law 50: the partner declares out of his turn.
                let mut r = Ruling::new(
                    RulingKind::DeclarationOutOfTurn,
                    format!(
                        "{}, the dealer's partner, declared {} before the dealer had spoken",
                        seat.name(),
                        s.name()
                    ),
                    Some(seat),
                    place,
                    [law(50)],
                );
                r.set_span(event.span);
                r.finding(
                    "either adversary may claim a fresh deal after looking at his hand, before \
                     any declaration as to doubling; if none is claimed, or once doubling has \
                     been spoken of, the declaration stands",
                    &[law(50)],
                );
                r.chosen_by(chooser(
                    t.adversaries(),
                    Some(
                        "either adversary, after looking at his hand, without consulting his partner",
                    ),
                    &[law(50)],
                ));
                r.offer(vec![
                    option(OptionName::NewDeal, "claim a fresh deal", &[law(50)]),
                    option(
                        OptionName::DeclarationStands,
                        "let the declaration stand",
                        &[law(50)],
                    ),
                ]);
                d.open_law_50 = Some(t.push(r));
                d.declaration = Some(Declaration {
                    strain: s,
                    by: seat,
                    left_to_partner: false,
                });
            }
            (None, true) => {
                no_effect(
                    t,
                    RulingKind::PartnerPassesDeclaration,
                    format!(
                        "{}, the dealer's partner, tried to leave the declaration",
                        seat.name()
                    ),
                    event,
                    place,
                    "his partner must thereupon make the necessary declaration, by naming the \
                     suit or by saying 'No trumps': he cannot pass it back; no penalty",
                    Laws::from([law(49), law(48)]),
                );
            }
            (None, false) => {
                t.not_covered(
                    RulingKind::PartnerPassesDeclaration,
                    format!(
                        "{}, the dealer's partner, tried to leave the declaration",
                        seat.name()
                    ),
                    event,
                    place,
                    "law 49 lets only the dealer pass the option, and says the partner 'must' \
                     declare; it gives no remedy. The replay disregards the words.",
                    [law(48), law(49)],
                );
            }
        }
        return;
    }
    // An adversary of the dealer.
    match strain {
        Some(s) => {
            // Law 51: the dealer may claim a fresh deal or proceed as if none were made.
            let mut r = Ruling::new(
                RulingKind::DeclarationByAdversary,
                format!(
                    "{}, an adversary of the dealer, declared {}",
                    seat.name(),
                    s.name()
                ),
                Some(seat),
                place,
                [law(51)],
            );
            r.set_span(event.span);
            r.chosen_by(chooser(
                vec![t.dealer],
                Some("the dealer, after looking at his hand"),
                &[law(51)],
            ));
            r.offer(vec![
                option(OptionName::NewDeal, "claim a fresh deal", &[law(51)]),
                option(
                    OptionName::Proceed,
                    "proceed as if no such declaration had been made",
                    &[law(51)],
                ),
            ]);
            r.finding(
                "the replay proceeds as if no such declaration had been made unless a fresh deal is claimed",
                &[law(51)],
            );
            t.push(r);
        }
        None => {
            t.not_covered(
                RulingKind::AdversaryPassesDeclaration,
                format!(
                    "{}, an adversary, left the declaration to his partner",
                    seat.name()
                ),
                event,
                place,
                "only the dealer may leave it, and to his partner (49); law 51 speaks of an \
                 adversary making the declaration, and these words name no trumps (48): they \
                 have no effect, and there is no penalty",
                [law(49), law(51), law(48)],
            );
        }
    }
}

/// Words the law gives no effect, ruled so, without penalty.
fn no_effect(
    t: &mut Table,
    kind: RulingKind,
    summary: String,
    event: &Event,
    place: Place,
    finding: &str,
    laws: Laws,
) {
    let mut r = Ruling::on_event(kind, summary, event, place, laws.clone());
    r.finding(finding, laws.as_slice());
    r.apply(Applied::no_penalty("no-effect"));
    t.push(r);
}

/// Law 50: once a declaration as to doubling is made, the partner's declaration stands.
pub(crate) fn close_law_50(t: &mut Table, d: &mut Declaring) {
    if let Some(i) = d.open_law_50.take()
        && let Some(r) = t.rulings.get_mut(i)
        && r.applied().is_none()
    {
        r.apply(Applied::option(OptionName::DeclarationStands));
        r.finding(
            "a declaration as to doubling was made, so the declaration stands",
            &[law(50)],
        );
    }
}
