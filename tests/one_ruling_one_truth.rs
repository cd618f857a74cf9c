//! One ruling, one truth: what the text says of a ruling and what the JSON says of it are drawn
//! from the same data. Over every ruling of every worked case, under both codes:
//! - the laws cited in the ruling's text are exactly the laws its JSON cites (its own, its
//!   findings', chooser's, options', score entries', by analogy, the nearest and each
//!   possibility's);
//! - a ruling the laws do not cover enters no score, and elects no option but one it offers
//!   (applied by analogy, which it names, or under one of two readings of the laws);
//! - a ruling that applied no penalty has no score of its own.

use std::collections::BTreeSet;

use foster::law::ruling_text::render_ruling;
use foster::law::{Applying, Outcome, Report, Ruling, RulingKind};
use foster::record::Code;

mod corpus;

/// Every citation written in `text`: `pirate-1916:53`, `portland-1895:87.I`, `pirate-1917:36a`.
fn citations_in(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for code in ["pirate-1916:", "pirate-1917:", "portland-1895:"] {
        for (at, _) in text.match_indices(code) {
            let rest = &text[at + code.len()..];
            let number: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if number.is_empty() {
                continue;
            }
            let after = &rest[number.len()..];
            // A clause: `.I`, `.IV`, or a letter written against the number (`36a`).
            let clause: String = if let Some(c) = after.strip_prefix('.') {
                let c: String = c.chars().take_while(char::is_ascii_alphanumeric).collect();
                if c.is_empty() { c } else { format!(".{c}") }
            } else {
                after.chars().take_while(char::is_ascii_lowercase).collect()
            };
            found.insert(format!("{code}{number}{clause}"));
        }
    }
    found
}

fn json_citations(r: &Ruling) -> BTreeSet<String> {
    citations_in(&serde_json::to_string(r).unwrap())
}

fn each_ruling_of(report: &Report, name: &str, each: &mut impl FnMut(&str, &Ruling)) -> usize {
    let rulings: Vec<&Ruling> = match report {
        Report::Pirate(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
        Report::Portland(r) => r.deals.iter().flat_map(|d| &d.rulings).collect(),
    };
    for r in &rulings {
        each(name, r);
    }
    rulings.len()
}

/// Every ruling of every worked case, under its own code; then of `FOSTER_TRUTH_CASES`
/// generated records with irregularities (`tests/corpus/irregular.rs`, 200 by default), each
/// under every code.
fn every_ruling(mut each: impl FnMut(&str, &Ruling)) {
    let mut seen = 0;
    corpus::cases::each_case(|rel, rec, code| {
        seen += each_ruling_of(&foster::law::rule(rec, code), rel, &mut each);
    });
    assert!(seen > 250, "{seen} rulings");
    let generated: u64 = std::env::var("FOSTER_TRUTH_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    for seed in 0..generated {
        let Ok(rec) = foster::record::parse(&corpus::irregular::record(seed)) else {
            continue;
        };
        for code in [Code::Pirate1916, Code::Pirate1917, Code::Portland1895] {
            let name = format!("generated record {seed} under {code}");
            each_ruling_of(&foster::law::rule(&rec, code), &name, &mut each);
        }
    }
}

#[test]
fn the_text_of_a_ruling_cites_exactly_the_laws_its_json_cites() {
    let mut wrong = Vec::new();
    every_ruling(|case, r| {
        let mut text = String::new();
        render_ruling(&mut text, 1, r, &|_| None);
        let cited: BTreeSet<String> = r.citations().iter().map(|c| c.to_string()).collect();
        if citations_in(&text) != cited {
            wrong.push(format!(
                "{case}: the text of {}: {:?} against {cited:?}",
                r.kind(),
                citations_in(&text)
            ));
        }
        if json_citations(r) != cited {
            wrong.push(format!(
                "{case}: the JSON of {}: {:?} against {cited:?}",
                r.kind(),
                json_citations(r)
            ));
        }
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_ruling_not_covered_applies_no_penalty_and_no_penalty_scores_nothing() {
    let mut wrong = Vec::new();
    every_ruling(|case, r| {
        let applied = r.applied().map(|a| a.what);
        if let Outcome::NotCovered { .. } = r.outcome() {
            // Where the laws name no remedy, one applied by analogy says so (`by_analogy`);
            // where they admit two readings (Portland 77 after law 79 completes the trick),
            // the ruling offers the options of the one that gives any. Either way an option
            // elected is one the ruling offers.
            if let Some(Applying::Option(name)) = applied
                && !r.options().iter().any(|o| o.name == name)
            {
                wrong.push(format!(
                    "{case}: {} is not covered, yet applies {:?}",
                    r.kind(),
                    r.applied()
                ));
            }
            if !r.score().is_empty() {
                wrong.push(format!("{case}: {} is not covered, yet scores", r.kind()));
            }
        }
        if applied == Some(Applying::NoPenalty) && !r.score().is_empty() {
            wrong.push(format!(
                "{case}: {} applies no penalty, yet scores",
                r.kind()
            ));
        }
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every ruling cites its law: the laws that govern it, or, where the laws do not cover it, the
/// nearest laws.
#[test]
fn every_ruling_cites_a_law() {
    let mut uncited = Vec::new();
    every_ruling(|case, r| {
        let nearest = match r.outcome() {
            Outcome::NotCovered { nearest, .. } => nearest.len(),
            _ => 0,
        };
        // A choice the record writes that no ruling offers is a fact of the record, not of the
        // game: it is said to have no effect, under no law.
        let of_the_record = matches!(
            r.kind(),
            RulingKind::ChoiceOfNoOption | RulingKind::ChoiceNotOffered
        );
        if r.laws().is_empty() && nearest == 0 && !of_the_record {
            uncited.push(format!("{case}: {} ({})", r.kind(), r.summary()));
        }
    });
    assert!(uncited.is_empty(), "{}", uncited.join("\n"));
}

#[test]
fn citations_are_read_from_text_as_written() {
    let found = citations_in("(portland-1895:87.I, pirate-1916:36a) and pirate-1917:53.");
    let want: BTreeSet<String> = ["portland-1895:87.I", "pirate-1916:36a", "pirate-1917:53"]
        .map(String::from)
        .into();
    assert_eq!(found, want);
}

/// A record ruled under `code`, a Portland report scored (its deals' `score`, after 87 V).
fn ruled_and_scored(rec: &foster::record::Record, code: Code) -> Report {
    let mut report = foster::law::rule(rec, code);
    if let Report::Portland(p) = &mut report {
        foster::score::portland::score_report(p, &Default::default());
    }
    report
}

/// Every worked case ruled under its own code (and a Portland one scored): its path, its
/// record and the report.
fn every_case_report(mut each: impl FnMut(&str, &foster::record::Record, &Report)) {
    let mut seen = 0;
    corpus::cases::each_case(|rel, rec, code| {
        seen += 1;
        each(rel, rec, &ruled_and_scored(rec, code));
    });
    assert!(seen > 250, "{seen} cases");
}

/// A penalty forfeited (Pirate 63, Portland 61: dummy called attention to it) or void (Pirate
/// 43: the player in error became the declarer; a revoke by dummy, Pirate 52, Portland 66) is
/// no penalty: the ruling offers no option to elect, and names no one to choose.
#[test]
fn a_forfeited_or_void_penalty_offers_no_options() {
    let mut wrong = Vec::new();
    every_ruling(|case, r| {
        if r.applied().map(|a| a.what) == Some(Applying::NoPenalty)
            && (!r.options().is_empty() || r.chooser().is_some())
        {
            wrong.push(format!(
                "{case}: {} applies no penalty ({:?}), yet offers {:?}",
                r.kind(),
                r.applied().map(|a| a.as_str()),
                r.options().iter().map(|o| o.name).collect::<Vec<_>>()
            ));
        }
    });
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A deal voided and dealt again (Pirate 10, 13, 14; Portland 36–45), or void because no bid
/// was accepted (Pirate 18), scores nothing from its own play and honours: no tricks, game,
/// slam, honours, bonus or undertricks on the pad for it.
///
/// Penalties scored in it before it was voided: under the Pirate code the bidding and play of a
/// deal dealt again are not ruled (law 10: "no matter what irregularities occur, the deal is not
/// lost"), so nothing of them is scored; a penalty for an irregularity of the deal itself that
/// the law fixes on the offender, not on the deal (law 12: he "shall forfeit 25 points in honors
/// to each of the others"), stands, as law 13 keeps "all previous scores ... made with that
/// pack"; a penalty of the auction of a deal void under law 18 (24, 43) stands likewise, the law
/// voiding the deal, not the penalty. Under the Portland code the hand "is null and void" (45)
/// and such proof "does not alter any past score": nothing of the voided hand is scored at all.
#[test]
fn a_voided_deal_scores_nothing_from_its_play_and_honours() {
    use foster::score::pirate::{EntryKind, ScoringOptions, score_record};
    let mut wrong = Vec::new();
    let mut voided = 0;
    every_case_report(|case, rec, report| match report {
        Report::Pirate(p) => {
            let Ok((pad, _)) = score_record(rec, p, &ScoringOptions::new(p.code)) else {
                return;
            };
            for d in &p.deals {
                if d.annulled.is_none() && !d.void_deal {
                    continue;
                }
                voided += 1;
                if p.deals.iter().filter(|o| o.label == d.label).count() > 1 {
                    continue;
                }
                for e in pad.entries.iter().filter(|e| e.deal == d.label) {
                    let from_play = !matches!(e.kind, EntryKind::Penalty | EntryKind::Balance);
                    // Of a deal dealt again, only the deal's own irregularities are ruled.
                    let from_bidding = d.annulled.is_some()
                        && e.kind == EntryKind::Penalty
                        && !d.rulings.iter().any(|r| {
                            *r.place() == foster::law::Place::Deal
                                && r.score().iter().any(|s| s.law == e.law && s.seat == e.seat)
                        });
                    if from_play || from_bidding {
                        wrong.push(format!(
                            "{case}: deal {} is void, yet the pad enters {:?} {} for {} ({})",
                            d.label, e.kind, e.points, e.seat, e.law
                        ));
                    }
                }
            }
        }
        Report::Portland(p) => {
            for d in p.deals.iter().filter(|d| d.annulled.is_some()) {
                voided += 1;
                if !d.score.is_empty() {
                    wrong.push(format!(
                        "{case}: hand {} is null and void (portland-1895:45), yet scores {:?}",
                        d.label, d.score
                    ));
                }
            }
        }
    });
    assert!(voided > 5, "{voided} voided deals");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Portland 87 V ties a limit to the revoke itself: "In whatever way the penalty may be
/// enforced, under no circumstances can the side revoking score Game, Grand Slam or Little
/// Slam, that hand. Whatever their previous score may be, the side revoking cannot attain a
/// higher score towards the game than twenty-eight." Every case with an established revoke is
/// ruled as written (a penalty chosen, or none), and again with each of the three penalties
/// of 87 I elected: the revoking side scores no slam that hand and does not pass twenty-eight
/// toward the game (or, past it already, gains nothing toward it).
#[test]
fn a_limit_tied_to_the_revoke_binds_whatever_penalty_is_chosen_or_none() {
    use foster::law::portland::revoke_penalty::RevokeOption;
    use foster::law::portland::side::Side;
    use foster::record::{Action, Event, PenaltyChoice, Span};
    let options = [
        RevokeOption::ThreeTricks,
        RevokeOption::DeductValue,
        RevokeOption::AddValue,
    ];
    let mut wrong = Vec::new();
    let mut checked = 0;
    every_case_report(|case, rec, report| {
        let Report::Portland(p) = report else { return };
        for (d, deal) in p.deals.iter().enumerate() {
            let revokers: Vec<(Side, foster::cards::Seat)> = deal
                .rulings
                .iter()
                .filter(|r| r.kind() == RulingKind::Revoke && *r.outcome() == Outcome::Ruled)
                .filter_map(|r| {
                    let chooser = r.chooser()?.seats.first().copied()?;
                    Some((Side::of(r.offender()?), chooser))
                })
                .collect();
            if revokers.is_empty() {
                continue;
            }
            let mut variants = vec![(String::from("as written"), rec.clone())];
            for o in options {
                let mut v = rec.clone();
                let play = &mut v.deals[d].play;
                play.retain(|e| {
                    !matches!(&e.action, Action::Chooses { option }
                        if RevokeOption::from_name(&option.name).is_some())
                });
                for &(_, chooser) in &revokers {
                    play.push(Event {
                        seat: chooser,
                        action: Action::Chooses {
                            option: PenaltyChoice {
                                name: o.name().to_string(),
                                suit: None,
                                card: None,
                            },
                        },
                        span: Span::default(),
                    });
                }
                variants.push((o.name().to_string(), v));
            }
            for (how, v) in variants {
                let Report::Portland(vp) = ruled_and_scored(&v, p.code) else {
                    continue;
                };
                checked += 1;
                // The sides' scores toward the game before this hand, game by game.
                let mut toward = [0i32; 2];
                for (i, h) in vp.deals.iter().enumerate() {
                    let before = toward;
                    for e in h
                        .score
                        .iter()
                        .filter(|e| e.line == foster::law::Line::Below)
                    {
                        toward[e.side.index()] += e.points;
                    }
                    if i == d {
                        for &(side, _) in &revokers {
                            let (b, a) = (before[side.index()], toward[side.index()]);
                            if a > b.max(28) {
                                wrong.push(format!(
                                    "{case} ({how}): the revoking side {} reaches {a} toward the game from {b}",
                                    side.name()
                                ));
                            }
                            if h.score.iter().any(|e| e.side == side && e.law.law == 9) {
                                wrong.push(format!(
                                    "{case} ({how}): the revoking side {} scores a slam",
                                    side.name()
                                ));
                            }
                        }
                    }
                    if toward.iter().any(|t| *t >= 30) {
                        toward = [0, 0];
                    }
                }
            }
        }
    });
    assert!(
        checked > 0,
        "no established Portland revoke among the cases"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A conditional ruling carries its facts as data in its JSON, not only in its words: the fact
/// it turns on, the question that decides it, what to add to the record, and each
/// possibility's `given`, `answer`, `ruling` and laws, and the lines that settle it or why none
/// do.
#[test]
fn the_json_of_a_conditional_ruling_carries_its_facts_as_data() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    every_ruling(|case, r| {
        let Outcome::Conditional {
            turns_on,
            question,
            possibilities,
            to_record,
        } = r.outcome()
        else {
            return;
        };
        seen += 1;
        let json = serde_json::to_value(r).unwrap();
        let outcome = &json["outcome"];
        if outcome["outcome"] != "conditional"
            || outcome["turns_on"] != turns_on.as_str()
            || outcome["question"] != question.as_str()
            || !question.ends_with('?')
            || outcome["to_record"] != to_record.as_str()
            || to_record.is_empty()
        {
            wrong.push(format!("{case}: {}: {outcome}", r.kind()));
        }
        let given = outcome["possibilities"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        if given.len() != possibilities.len() || possibilities.len() < 2 {
            wrong.push(format!("{case}: {}: possibilities {outcome}", r.kind()));
        }
        for (p, j) in possibilities.iter().zip(&given) {
            let laws: Vec<String> = p.laws.iter().map(|c| c.to_string()).collect();
            if j["given"] != p.given.as_str()
                || j["ruling"] != p.ruling.as_str()
                || j["laws"] != serde_json::json!(laws)
                || p.given.is_empty()
                || laws.is_empty()
            {
                wrong.push(format!("{case}: {}: possibility {j}", r.kind()));
            }
            // Each answers the question, and is settled by record lines or says why not.
            let settled = p.settle.as_ref().is_some_and(|s| {
                !s.lines.is_empty() && s.lines.iter().all(|l| !l.trim().is_empty())
            });
            if p.answer.is_empty()
                || j["answer"] != p.answer.as_str()
                || settled == p.unsettled.is_some()
                || (!settled && p.settle.is_some())
                || p.unsettled.as_ref().is_some_and(|why| why.is_empty())
            {
                wrong.push(format!("{case}: {}: answer and settle {j}", r.kind()));
            }
        }
    });
    assert!(seen >= 5, "{seen} conditional rulings");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
