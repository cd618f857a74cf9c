//! A ruled record as HTML: for each deal its hands, its facts (the declaration, the leader, the
//! tricks), each irregularity as a block (what happened, the laws linked and quoted, the
//! findings, who chooses, the options, what was applied, the effect on the score) and what the
//! record does not show; then the pad.

use std::fmt::Write as _;

use super::{cite, cites, code_name, diagram, escape, law_words, suited};
use crate::cards::{Bid, Seat};
use crate::case::Rendering;
use crate::game::{Doubling, PlayState};
use crate::law::pirate::report::{DealReport, PirateReport, TrickSource};
use crate::law::portland::report::{self as portland, PortlandReport};
use crate::law::{Line, Outcome, Place, Report, Ruling};
use crate::lawbook::Citation;
use crate::record::{Code, DealRecord, Record, Span};
use crate::score::portland::Score as PortlandScore;
use crate::score::{ScoreError, SessionScore};

fn quote(c: &Citation, root: &str, open: bool) -> String {
    let words = match crate::law::quote(c) {
        Some(words) => law_words(&words),
        // The page's engine has no words to quote: the page fills them from the book's
        // `laws.json`, keyed by the citation (`data-law`).
        None if !cfg!(feature = "law-texts") && crate::html::markup::law_href(c).is_some() => {
            String::new()
        }
        None => return String::new(),
    };
    format!(
        "<details class=\"foster-quote\"{}{}><summary>{}</summary><blockquote>{words}</blockquote></details>",
        if open { " open" } else { "" },
        if words.is_empty() {
            format!(" data-law=\"{c}\"")
        } else {
            String::new()
        },
        cite(c, root),
    )
}

/// One irregularity (or noteworthy fact) as a block, numbered `n`.
pub fn ruling(r: &Ruling, n: usize, root: &str) -> String {
    ruling_in(r, n, root, "", 0)
}

/// [`ruling`] in its deal's drawing: its id `{ids}-r{n}`, its place linked to its trick when
/// the table of the play draws it (`tricks` rows).
fn ruling_in(r: &Ruling, n: usize, root: &str, ids: &str, tricks: usize) -> String {
    let not_covered = matches!(
        r.outcome(),
        Outcome::NotCovered { .. } | Outcome::TwoReadings { .. }
    );
    let (place, tag) = match r.place() {
        Place::Play { trick, .. } if usize::from(*trick) <= tricks => {
            (format!("a href=\"#{ids}-t{trick}\""), "a")
        }
        _ => (String::from("span"), "span"),
    };
    let mut out = format!(
        "<article{} class=\"foster-irregularity{}\"><h4 class=\"foster-irregularity-head\"><span class=\"foster-n\">{n}</span> <span class=\"foster-summary\">{}</span> <{place} class=\"foster-place\">{}</{tag}></h4><dl class=\"foster-irregularity-body\">",
        if ids.is_empty() {
            String::new()
        } else {
            format!(" id=\"{ids}-r{n}\"")
        },
        if not_covered {
            " foster-not-covered"
        } else {
            ""
        },
        suited(r.summary(), root),
        r.place().words()
    );
    if !r.laws().is_empty() {
        out.push_str("<dt>The laws</dt><dd class=\"foster-laws\">");
        for (i, c) in r.laws().iter().enumerate() {
            let q = quote(c, root, i == 0);
            if q.is_empty() {
                out.push_str(&format!("<div>{}</div>", cite(c, root)));
            } else {
                out.push_str(&q);
            }
        }
        out.push_str("</dd>");
    }
    if !r.findings().is_empty() {
        out.push_str("<dt>Findings</dt><dd><ul class=\"foster-findings\">");
        for f in r.findings() {
            let laws = if f.laws.is_empty() {
                String::new()
            } else {
                format!(
                    " <span class=\"foster-cites\">({})</span>",
                    cites(&f.laws, root)
                )
            };
            let _ = write!(out, "<li>{}{laws}</li>", suited(&f.text, root));
        }
        out.push_str("</ul></dd>");
    }
    if let Some(c) = r.chooser() {
        let seats: Vec<String> = c.seats.iter().map(|s| s.to_string()).collect();
        let how = c
            .constraint
            .as_deref()
            .map(|s| format!(", {}", escape(s)))
            .unwrap_or_default();
        let laws = if c.laws.is_empty() {
            String::new()
        } else {
            format!(
                " <span class=\"foster-cites\">({})</span>",
                cites(&c.laws, root)
            )
        };
        let _ = write!(
            out,
            "<dt>Who chooses</dt><dd class=\"foster-chooser\">{}{how}{laws}</dd>",
            seats.join(" or ")
        );
    }
    if !r.options().is_empty() {
        let chooser = r
            .chooser()
            .as_ref()
            .and_then(|c| c.seats.first())
            .map_or("S".to_string(), |s| s.to_string());
        out.push_str("<dt>The options</dt><dd><ul class=\"foster-options\">");
        for o in r.options() {
            let laws = if o.laws.is_empty() {
                String::new()
            } else {
                format!(
                    " <span class=\"foster-cites\">({})</span>",
                    cites(&o.laws, root)
                )
            };
            let _ = write!(
                out,
                "<li>{}{laws} <span class=\"foster-elect\">written <code>{chooser} chooses {}</code></span></li>",
                suited(&o.description, root),
                escape(o.name.name())
            );
        }
        out.push_str("</ul></dd>");
    }
    if let Some(a) = r.applied() {
        let _ = write!(
            out,
            "<dt>Applied</dt><dd class=\"foster-applied\">{}</dd>",
            suited(a.as_str(), root)
        );
    }
    if !r.score().is_empty() {
        out.push_str("<dt>The score</dt><dd><ul class=\"foster-score-effect\">");
        for e in r.score() {
            let line = match e.line {
                Line::Above => "above",
                Line::Below => "below",
            };
            let _ = write!(
                out,
                "<li><strong>{} {:+}</strong> {line} the line: {} ({})</li>",
                e.seat,
                e.points,
                suited(&e.reason, root),
                cite(&e.law, root)
            );
        }
        out.push_str("</ul></dd>");
    }
    if let Outcome::TwoReadings {
        question,
        readings,
        follows,
        why,
        differ,
    } = r.outcome()
    {
        let _ = write!(
            out,
            "<dt>The laws admit two readings</dt><dd class=\"foster-readings\">{}:<ul>",
            suited(question, root)
        );
        for (i, reading) in readings.iter().enumerate() {
            let _ = write!(
                out,
                "<li{}>Read as {} ({}): {}</li>",
                if usize::from(*follows) == i {
                    " class=\"foster-followed\""
                } else {
                    ""
                },
                suited(&reading.reading, root),
                cites(&reading.laws, root),
                suited(&reading.ruling, root)
            );
        }
        let _ = write!(
            out,
            "</ul>{} {}</dd>",
            if *differ {
                "The two readings differ in effect."
            } else {
                "The two readings come to the same."
            },
            suited(why, root)
        );
    }
    if let Outcome::Conditional {
        turns_on,
        question,
        possibilities,
        to_record,
    } = r.outcome()
    {
        let _ = write!(
            out,
            "<dt>The ruling turns on</dt><dd class=\"foster-conditional\"><p>{}</p><p class=\"foster-question\">{}</p><ul class=\"foster-answers\">",
            suited(turns_on, root),
            suited(question, root)
        );
        for p in possibilities {
            let _ = write!(
                out,
                "<li><strong class=\"foster-answer\">{}</strong>: if {}, {} <span class=\"foster-cites\">({})</span>.",
                escape(&p.answer),
                suited(&p.given, root),
                suited(&p.ruling, root),
                cites(&p.laws, root)
            );
            match (&p.settle, &p.unsettled) {
                (Some(settle), _) => {
                    // The button answers the question: the page's script adds the lines at the
                    // end of the deal in its editor and rules again (hidden until it is wired).
                    let lines = escape(&settle.lines.join("\n"));
                    let _ = write!(
                        out,
                        " <span class=\"foster-settle\">To say so, add at the end of the deal: <code>{lines}</code>{}</span> <button type=\"button\" class=\"foster-answer-button\" data-foster-settle=\"{lines}\" hidden>Answer: {}</button>",
                        settle
                            .example
                            .as_deref()
                            .map(|e| format!(" ({})", escape(e)))
                            .unwrap_or_default(),
                        escape(&p.answer)
                    );
                }
                (None, Some(why)) => {
                    let _ = write!(
                        out,
                        " <span class=\"foster-unsettled\">No line settles it: {}</span>",
                        escape(why)
                    );
                }
                (None, None) => {}
            }
            out.push_str("</li>");
        }
        let _ = write!(
            out,
            "</ul><p>To settle it, the record should give: {}</p></dd>",
            suited(to_record, root)
        );
    }
    if let Outcome::NotCovered { reason, nearest } = r.outcome() {
        let _ = write!(
            out,
            "<dt>The laws make no provision</dt><dd class=\"foster-silent\">{}",
            suited(reason, root)
        );
        if !nearest.is_empty() {
            let _ = write!(out, " Nearest laws: {}.", cites(nearest, root));
        }
        out.push_str("</dd>");
    }
    out.push_str("</dl></article>");
    out
}

fn rulings(out: &mut String, list: &[Ruling], root: &str, ids: &str, tricks: usize) {
    if list.is_empty() {
        out.push_str("<p class=\"foster-no-irregularity\">No irregularity.</p>");
        return;
    }
    for (i, r) in list.iter().enumerate() {
        out.push_str(&ruling_in(r, i + 1, root, ids, tricks));
    }
}

fn missing(out: &mut String, items: &[String], root: &str, heading: &str) {
    if items.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<div class=\"foster-missing\"><div class=\"foster-missing-head\">{heading}</div><ul>"
    );
    for m in items {
        let _ = write!(out, "<li>{}</li>", suited(m, root));
    }
    out.push_str("</ul></div>");
}

fn fact(out: &mut String, label: &str, html: &str) {
    let _ = write!(out, "<dt>{label}</dt><dd>{html}</dd>");
}

/// The deal's section opened: its title and hands (the record's deal, when found, with it).
fn deal_head<'r>(
    record: &'r Record,
    label: &str,
    dealer: Seat,
    rubber: Option<u32>,
) -> (String, Option<&'r DealRecord>) {
    let title = match rubber {
        Some(r) => format!("Rubber {r}, deal {}", escape(label)),
        None => format!("Deal {}", escape(label)),
    };
    let found = record.deals.iter().position(|d| d.label == label);
    // The line the next deal (or rubber) begins on, before which a conditional ruling's lines to
    // add go (`Settle`, at the end of the deal); none for the last deal, whose end is the text's.
    let next = found.and_then(|i| {
        let start = record.deals[i].span.line;
        let rubbers = record.rubbers.iter().map(|r| r.span.line);
        record
            .deals
            .get(i + 1)
            .map(|d| d.span.line)
            .into_iter()
            .chain(rubbers)
            .filter(|line| *line > start)
            .min()
    });
    let mut out = format!(
        "<section class=\"foster-deal-ruled\"{}><h3 class=\"foster-deal-title\">{title} <span class=\"foster-dealer\">dealer {dealer}</span></h3>",
        next.map(|line| format!(" data-foster-next-line=\"{line}\""))
            .unwrap_or_default()
    );
    let deal = found.map(|i| &record.deals[i]);
    if let Some(deal) = deal {
        out.push_str(&diagram(record, deal));
    }
    (out, deal)
}

/// The deal as it happened, under its hands: the auction's calls and the play's tricks
/// (`play.rs`). Returns how many tricks its table draws, to which the rulings' places link.
fn as_played(
    out: &mut String,
    deal: Option<&DealRecord>,
    calls: Calls,
    play: Option<&PlayState>,
    ids: &str,
) -> usize {
    let auction = deal
        .map(|d| {
            super::play::auction(
                d,
                calls.dealer,
                calls.rulings,
                calls.accepted,
                calls.void,
                ids,
            )
        })
        .unwrap_or_default();
    let tricks = play
        .map(|p| super::play::tricks(p, calls.rulings, ids))
        .unwrap_or_default();
    if auction.is_empty() && tricks.is_empty() {
        return 0;
    }
    let _ = write!(
        out,
        "<div class=\"foster-as-played\">{auction}{tricks}</div>"
    );
    play.map_or(0, |p| {
        p.tricks.len() + usize::from(!p.current.cards.is_empty())
    })
}

/// What the bidding table draws a deal's calls with.
struct Calls<'a> {
    dealer: Seat,
    rulings: &'a [Ruling],
    accepted: &'a [(Span, Seat, Bid)],
    void: &'a [usize],
}

fn pirate_deal(record: &Record, code: Code, d: &DealReport, root: &str, ids: &str) -> String {
    let (mut out, deal) = deal_head(record, &d.label, d.dealer, d.rubber);
    let void: Vec<usize> = d.void_bids.iter().map(|v| v.call).collect();
    let calls = Calls {
        dealer: d.dealer,
        rulings: &d.rulings,
        accepted: &d.accepted,
        void: &void,
    };
    let drawn = as_played(&mut out, deal, calls, d.play.as_ref(), ids);
    out.push_str("<dl class=\"foster-facts\">");
    // The law that names the dealer: 7 (the record writes none), 10 after a void deal, 11 after
    // a deal out of turn that stood.
    if let Some(c) = &d.dealer_by {
        let how = match c.law {
            10 => "dealing again",
            11 => "the deal passing to the left of the deal out of turn, which stood",
            _ => "the deal passing to the left",
        };
        fact(
            &mut out,
            "Dealer",
            &format!("{}, {how} ({})", d.dealer, cite(c, root)),
        );
    }
    match (&d.contract, d.void_deal) {
        (Some(c), _) => {
            let dbl = match c.doubled {
                Doubling::Undoubled => "",
                Doubling::Doubled => ", doubled",
                Doubling::Redoubled => ", redoubled",
            };
            // Each fact with the laws that make it: the doubling (25, 27), the declarer (28).
            let by = |laws: &[Citation]| {
                if laws.is_empty() {
                    return String::new();
                }
                let cited: Vec<String> = laws.iter().map(|c| cite(c, root)).collect();
                format!(" ({})", cited.join(", "))
            };
            let seating = c.dummy_seating();
            fact(
                &mut out,
                "Declaration",
                &format!(
                    "<strong>{} {}</strong>{dbl}{}, declared by {}; {} accepted and is dummy, sitting {seating}{}",
                    c.level,
                    suited(c.strain_words(), root),
                    by(&d.doubled_by),
                    c.declarer,
                    c.dummy,
                    by(d.declarer_by.as_slice())
                ),
            );
        }
        (None, true) => fact(
            &mut out,
            "Declaration",
            "none: no bid was accepted (a void deal)",
        ),
        // As the text says it: a deal voided by its own irregularity is ruled no further.
        (None, false) if d.annulled.is_some() => fact(
            &mut out,
            "Void deal",
            &format!(
                "an irregularity of the deal ({}); nothing is scored",
                d.annulled
                    .as_ref()
                    .map(|c| cite(c, root))
                    .unwrap_or_default()
            ),
        ),
        (None, false) => {}
    }
    if !d.bidding.is_empty() {
        let steps: Vec<String> = d
            .bidding
            .iter()
            .map(|f| {
                let laws: Vec<String> = f.laws.iter().map(|c| cite(c, root)).collect();
                format!("{} ({})", escape(&f.text), laws.join(", "))
            })
            .collect();
        fact(&mut out, "Bidding", &steps.join("; "));
    }
    for v in &d.void_bids {
        fact(
            &mut out,
            "Void bid",
            &format!(
                "{}'s {} (call {}, {})",
                v.bidder,
                escape(&v.bid.code()),
                v.call,
                cite(&v.law, root)
            ),
        );
    }
    if let Some(l) = d.opening_leader {
        fact(
            &mut out,
            "Opening leader",
            &format!("{l} ({})", cite(&Citation::new(code, 29), root)),
        );
    }
    if let Some(t) = d.tricks {
        let from = match t.source {
            TrickSource::Play => "from the play",
            TrickSource::Result => "from the record's result",
        };
        fact(
            &mut out,
            "Tricks",
            &format!(
                "declaring side {}, adversaries {} ({from}){}",
                t.declaring_side,
                t.adversaries,
                match (&d.book_by, &d.contract) {
                    (Some(law), Some(c)) => format!(
                        ": {} ({})",
                        crate::law::pirate::report::over_book(c, &t),
                        cite(law, root)
                    ),
                    _ => String::new(),
                }
            ),
        );
    }
    out.push_str("</dl>");
    rulings(&mut out, &d.rulings, root, ids, drawn);
    missing(&mut out, &d.missing, root, "What the record does not show");
    out.push_str("</section>");
    out
}

fn portland_deal(record: &Record, d: &portland::DealReport, root: &str, ids: &str) -> String {
    let law = |n: u16| cite(&Citation::new(Code::Portland1895, n), root);
    let (mut out, deal) = deal_head(record, &d.label, d.dealer, None);
    let calls = Calls {
        dealer: d.dealer,
        rulings: &d.rulings,
        accepted: &[],
        void: &[],
    };
    let drawn = as_played(&mut out, deal, calls, d.play.as_ref(), ids);
    out.push_str("<dl class=\"foster-facts\">");
    fact(
        &mut out,
        "Dummy and leader",
        &format!(
            "{} is dummy, {} leads ({}, {})",
            d.dummy,
            d.leader,
            law(59),
            law(57)
        ),
    );
    match &d.declaration {
        Some(decl) => {
            let n = if decl.left_to_partner {
                49
            } else if decl.by == d.dealer {
                48
            } else {
                50
            };
            fact(
                &mut out,
                "Declaration",
                &format!(
                    "<strong>{}</strong> by {}{} ({})",
                    suited(decl.strain.name(), root),
                    decl.by,
                    if decl.left_to_partner {
                        ", the dealer having left it to him"
                    } else {
                        ""
                    },
                    law(n)
                ),
            );
        }
        None => fact(&mut out, "Declaration", "none"),
    }
    if !d.doubling.calls.is_empty() {
        let calls: Vec<String> = d
            .doubling
            .calls
            .iter()
            .map(|c| format!("{} “{}”", c.seat, escape(&c.words)))
            .collect();
        fact(
            &mut out,
            "Doubling",
            &format!(
                "{}; each trick above six ×{} ({})",
                calls.join(", "),
                d.doubling.factor,
                law(53)
            ),
        );
    }
    if let Some(t) = d.tricks {
        fact(&mut out, "Tricks", &format!("N-S {}, E-W {}", t[0], t[1]));
    }
    if let Some(t) = d.tricks_after_penalty
        && Some(t) != d.tricks
    {
        fact(
            &mut out,
            "After the revoke penalty",
            &format!("N-S {}, E-W {} ({})", t[0], t[1], law(87)),
        );
    }
    if let Some(c) = &d.annulled {
        fact(
            &mut out,
            "The deal is void",
            &format!("there must be a new deal ({})", cite(c, root)),
        );
    }
    if !d.score.is_empty() {
        let entries: Vec<String> = d
            .score
            .iter()
            .map(|e| {
                format!(
                    "{} {:+} {} the line, {} ({})",
                    e.side.name(),
                    e.points,
                    match e.line {
                        Line::Above => "above",
                        Line::Below => "below",
                    },
                    suited(&e.reason, root),
                    cite(&e.law, root)
                )
            })
            .collect();
        fact(&mut out, "Scored", &entries.join("<br>"));
    }
    out.push_str("</dl>");
    rulings(&mut out, &d.rulings, root, ids, drawn);
    missing(&mut out, &d.notes, root, "Notes");
    out.push_str("</section>");
    out
}

fn pirate(record: &Record, r: &PirateReport, root: &str) -> Vec<String> {
    let key = super::play::key(record);
    r.deals
        .iter()
        .enumerate()
        .map(|(i, d)| pirate_deal(record, r.code, d, root, &format!("{key}-{i}")))
        .collect()
}

fn portland_report(record: &Record, r: &PortlandReport, root: &str) -> Vec<String> {
    let mut notes = String::new();
    missing(&mut notes, &r.notes, root, "Notes");
    let key = super::play::key(record);
    let deals = r
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| portland_deal(record, d, root, &format!("{key}-{i}")));
    std::iter::once(notes)
        .chain(deals)
        .filter(|part| !part.is_empty())
        .collect()
}

/// A Portland record's pad: each rubber's block (laws 1, 2, 10, 11).
fn portland_pad(score: &PortlandScore, root: &str) -> String {
    let mut out = String::new();
    let several = score.pad.rubbers.len() > 1;
    for (i, rubber) in score.pad.rubbers.iter().enumerate() {
        let laws = [1, 2, 10, 11].map(|n| Citation::new(Code::Portland1895, n));
        let _ = write!(
            out,
            "<section class=\"foster-score\"><h3>The score{} <span class=\"foster-cites\">({})</span></h3>{}</section>",
            if several {
                format!(", rubber {}", i + 1)
            } else {
                String::new()
            },
            cites(&laws, root),
            super::portland_rubber(rubber, &score.options, root)
        );
    }
    out
}

/// The engine's report on a record (no pad): every deal.
pub fn report(record: &Record, report: &Report, root: &str) -> String {
    report_parts(record, report, root).concat()
}

/// [`report`] as its elements, a deal each (and a Portland record's notes first).
fn report_parts(record: &Record, report: &Report, root: &str) -> Vec<String> {
    match report {
        Report::Pirate(r) => pirate(record, r, root),
        Report::Portland(r) => portland_report(record, r, root),
    }
}

/// A ruled record drawn whole (see [`judged`]), from the rendering the book keeps of a case.
pub fn drawing(record: &Record, r: &Rendering, root: &str) -> String {
    let score = match (&r.session, &r.score_error) {
        (_, Some(e)) => Err(e),
        (s, None) => Ok(s.as_ref()),
    };
    judged(record, &r.report, score, r.portland.as_ref(), root)
}

/// A ruled record drawn whole: the code it was ruled under, each deal, and the pad (or why
/// the score cannot be kept): a Pirate record's `score`, a Portland record's `portland`.
pub fn judged(
    record: &Record,
    report: &Report,
    score: Result<Option<&SessionScore>, &ScoreError>,
    portland: Option<&PortlandScore>,
    root: &str,
) -> String {
    format!(
        "<div class=\"foster-drawing\">{}</div>",
        judged_parts(record, report, score, portland, root).concat()
    )
}

/// [`judged`] as the elements inside its `div.foster-drawing`, in order: the code's line, each
/// deal, the pads, the notes. The page puts a long record's drawing in a few at a time, so
/// that no step of it holds up typing.
pub fn judged_parts(
    record: &Record,
    report: &Report,
    score: Result<Option<&SessionScore>, &ScoreError>,
    portland: Option<&PortlandScore>,
    root: &str,
) -> Vec<String> {
    let code = match report {
        Report::Pirate(p) => p.code,
        Report::Portland(p) => p.code,
    };
    let mut parts = vec![format!(
        "<p class=\"foster-code\">Ruled under {} <span class=\"foster-cites\">({})</span>.</p>",
        code_name(code),
        escape(code.id())
    )];
    parts.extend(report_parts(record, report, root));
    if let Some(p) = portland {
        parts.push(portland_pad(p, root));
    }
    // The rest: small beside the deals, one part.
    let mut out = String::new();
    // What no code governs (another program's contract-bridge auction, an ending's missing
    // beginning), as the text ruling says it.
    let outside: Vec<String> = crate::case::not_governed_notes(record, code)
        .into_iter()
        .map(|(deal, note)| format!("Deal {deal}: {note}."))
        .collect();
    missing(
        &mut out,
        &outside,
        root,
        &format!("Outside what {} governs", code_name(code)),
    );
    if let Ok(Some(session)) = score {
        let laws = format!(
            "{}–{}",
            cite(&Citation::new(code, 68), root),
            cite(&Citation::new(code, 80), root)
        );
        if session.rubbers.iter().all(|p| p.entries.is_empty()) {
            let _ = write!(
                out,
                "<section class=\"foster-score\"><h3>The score <span class=\"foster-cites\">({laws})</span></h3><p>Nothing to score yet.</p></section>"
            );
        } else {
            let several = session.rubbers.len() > 1;
            for (i, pad) in session.rubbers.iter().enumerate() {
                let _ = write!(
                    out,
                    "<section class=\"foster-score\"><h3>The score{} <span class=\"foster-cites\">({laws})</span></h3>{}</section>",
                    if several {
                        format!(", rubber {}", i + 1)
                    } else {
                        String::new()
                    },
                    super::pirate_pad(pad, root)
                );
            }
            if several {
                match (&session.wash_book, &session.wash_book_error) {
                    (Some(book), _) => {
                        let _ = write!(
                            out,
                            "<section class=\"foster-score\"><h3>The wash-book</h3><p>Each rubber settled ({}), carried by player.</p>{}</section>",
                            cite(&Citation::new(code, 79), root),
                            super::wash_book(book)
                        );
                    }
                    (None, Some(e)) => {
                        let _ = write!(
                            out,
                            "<p class=\"foster-pad-note\">The wash-book cannot be kept: {}</p>",
                            suited(&e.to_string(), root)
                        );
                    }
                    (None, None) => {}
                }
            }
            let notes: Vec<String> = session.notes.clone();
            missing(&mut out, &notes, root, "Notes on the score");
        }
    } else if let Err(e) = score {
        let _ = write!(
            out,
            "<p class=\"foster-pad-note\">The score cannot be kept: {}</p>",
            suited(&e.to_string(), root)
        );
    }
    parts.push(out);
    parts.retain(|part| !part.is_empty());
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    const REVOKE: &str = include_str!(
        "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
    );

    #[test]
    fn a_revoke_is_drawn_as_a_block_with_its_laws_findings_and_score() {
        let rec = crate::record::parse(REVOKE).unwrap();
        let r = crate::case::rule_source(REVOKE, None).unwrap();
        let html = drawing(&rec, &r, "../../");
        assert!(
            html.contains("Ruled under the Laws of Pirate Bridge (1916)"),
            "{html}"
        );
        assert!(
            html.contains(" class=\"foster-irregularity\"><h4"),
            "{html}"
        );
        assert!(html.contains("<dt>The laws</dt>"));
        assert!(html.contains("href=\"../../laws/pirate-1916/08-the-revoke.html#pirate-1916-53\""));
        assert!(html.contains("<dt>Findings</dt>"));
        assert!(html.contains("<dt>The score</dt>"));
        assert_eq!(html.matches("class=\"foster-hand ").count(), 4);
        assert!(html.contains("<table class=\"foster-pad\">"));
        assert!(html.contains("<tbody class=\"foster-above\">"));
        assert!(html.contains("<tfoot><tr class=\"foster-total\">"));
        // No blank line: the drawing can stand as one Markdown HTML block.
        assert!(!html.contains("\n\n"));
        // Readers see no internal names.
        assert!(!html.contains(".rs"));
        assert!(!html.contains("::"));
        let report = r.report.pirate().unwrap();
        for d in &report.deals {
            for ruling in &d.rulings {
                assert!(!html.contains(&format!(">{}<", ruling.kind())));
            }
        }
    }

    #[test]
    fn a_portland_record_draws_its_two_column_pad() {
        let text = include_str!("../../cases/format/portland-1895-deal.record");
        let rec = crate::record::parse(text).unwrap();
        let r = crate::case::rule_source(text, None).unwrap();
        let html = drawing(&rec, &r, "");
        assert!(html.contains("Portland Club"), "{html}");
        assert!(html.contains("We (N-S)"), "{html}");
    }
}
