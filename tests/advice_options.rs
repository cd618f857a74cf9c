//! The advice and the engine share one list of options (`foster::law::OptionName`): every option
//! a ruling of a worked case offers is either played out and valued by the advice or said to be
//! "not a matter of the play", as `foster::advice::is_valued` classifies it. A ruling kind left
//! out of the advice's dispatch would have its options called "not a matter of the play", and
//! fails here.

use foster::advice::{advise, is_valued};
use foster::law::OptionName;

mod corpus;

/// An advised option's label is its name, then its suit, card or trick: `call-suit hearts`,
/// `call-card at trick 4`, `highest spades`. Labels that name no option of the law (a card
/// left on the table, `leave`) are the advice's own.
fn option_of(label: &str) -> Option<OptionName> {
    OptionName::from_name(label.split_whitespace().next()?)
}

#[test]
fn every_option_offered_is_valued_or_said_not_to_be_a_matter_of_the_play() {
    let mut checked = 0;
    let mut valued = 0;
    corpus::cases::each_case(|rel, rec, code| {
        let report = foster::law::rule(rec, code);
        for a in advise(rec, &report) {
            for o in &a.options {
                let Some(name) = option_of(&o.option) else {
                    continue;
                };
                checked += 1;
                let not_the_play = o
                    .not_valued
                    .as_deref()
                    .is_some_and(|why| why.starts_with("not a matter of the play"));
                if not_the_play {
                    assert!(
                        !is_valued(name),
                        "{rel}: {} ({}) offers {name}, which the advice values, but calls it \
                         not a matter of the play",
                        a.kind,
                        a.deal
                    );
                }
                if o.points.is_some() {
                    valued += 1;
                    assert!(
                        is_valued(name),
                        "{rel}: {} values {name}, which is classified as not a matter of the play",
                        a.kind
                    );
                }
            }
        }
    });
    // The cases do offer options of both sorts, and many are played out.
    assert!(checked > 100, "{checked} options checked");
    assert!(valued > 50, "{valued} options valued");
}

/// The advice values a card's call only where its ruling offers one; and where the ruling gives
/// two readings that differ, the advice says so and what the other reading rules.
#[test]
fn the_advice_values_only_the_options_offered_and_names_the_other_reading() {
    let mut two = 0;
    corpus::cases::each_case(|rel, rec, code| {
        let report = foster::law::rule(rec, code);
        let deals: Vec<(String, Vec<&foster::law::Ruling>)> = match &report {
            foster::law::Report::Pirate(r) => r
                .deals
                .iter()
                .map(|d| (d.label.clone(), d.rulings.iter().collect()))
                .collect(),
            foster::law::Report::Portland(r) => r
                .deals
                .iter()
                .map(|d| (d.label.clone(), d.rulings.iter().collect()))
                .collect(),
        };
        for a in advise(rec, &report) {
            let Some(ruling) = deals
                .iter()
                .find(|(label, _)| *label == a.deal)
                .and_then(|(_, rulings)| rulings.get(a.ruling))
            else {
                continue;
            };
            let offered: Vec<OptionName> = ruling.options().iter().map(|o| o.name).collect();
            // The call of a card is valued only where the ruling offers it (a card led out of
            // turn is no longer callable once the trick is complete: Portland law 79).
            let callable = offered
                .iter()
                .any(|n| matches!(n, OptionName::CallCard | OptionName::CallExposed));
            for o in &a.options {
                if option_of(&o.option) == Some(OptionName::CallCard) && !offered.is_empty() {
                    assert!(
                        callable,
                        "{rel}: the advice on {} values {}, which its ruling does not offer",
                        a.kind, o.option
                    );
                }
            }
            if let foster::law::Outcome::TwoReadings { differ: true, .. } = ruling.outcome() {
                two += 1;
                assert!(
                    a.notes
                        .iter()
                        .any(|n| n.starts_with("the laws admit two readings")),
                    "{rel}: {:?}",
                    a.notes
                );
            }
        }
    });
    assert!(two >= 1, "no advised ruling gives two readings");
}
