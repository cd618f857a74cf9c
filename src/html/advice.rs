//! The advice to the player who may choose a penalty ([`crate::advice`]), drawn: each option
//! with the declaring side's tricks double dummy and its worth to the chooser's side, the best
//! marked, and a word that the advice is a guide for the chooser, not part of the ruling.

use std::fmt::Write as _;

use super::{escape, suited};
use crate::advice::{Advice, Measure, grouped, names_together, runners_up};

/// Every advice of a ruled record, each as a table; `root` is the way to the book's root (for
/// the link to the page that explains what double dummy assumes).
pub fn advice(advice: &[Advice], root: &str) -> String {
    let mut out = String::from("<div class=\"foster-advice\">");
    for a in advice {
        one(&mut out, a, root);
    }
    let _ = write!(
        out,
        "<p class=\"foster-advice-note\">Double dummy: every hand in view and every card played \
         best from here on, which no player at the table can do. A guide for the chooser, not \
         part of the ruling (<a href=\"{root}advice.html\">what the advice assumes</a>).</p></div>"
    );
    out
}

fn one(out: &mut String, a: &Advice, root: &str) {
    let who: Vec<&str> = a.chooser.iter().map(|s| s.name()).collect();
    let who = if who.is_empty() {
        "the chooser".to_string()
    } else {
        who.join(" and ")
    };
    let _ = write!(
        out,
        "<div class=\"foster-scroll\"><table class=\"foster-advice-table\"><caption>Deal {}: \
         the choice of {}, each option played out double dummy</caption><thead><tr><th \
         scope=\"col\">Option</th><th scope=\"col\" title=\"the declaring side's tricks in the \
         whole deal\">Tricks</th><th scope=\"col\" title=\"{}\">Worth</th></tr></thead>",
        escape(&a.deal),
        escape(&who),
        match a.measure {
            Measure::Settlement => {
                "what the chooser wins from the others in the settlement (law 79: each pays each \
                 the difference; exact points, before rounding)"
            }
            Measure::SidePoints => {
                "what the deal is worth to the chooser's side: its points less the other side's"
            }
        }
    );
    let best: Vec<&str> = a
        .best
        .iter()
        .chain(&a.equal_best)
        .map(String::as_str)
        .collect();
    for (name, o) in grouped(&a.options) {
        let is_best = best.contains(&o.option.as_str());
        // Each option a group of two rows: its figures, then how they come about, which a
        // narrow screen could not show as a fourth column.
        let _ = write!(
            out,
            "<tbody{}><tr><th scope=\"row\" title=\"{}\"><code>{}</code></th>",
            if is_best {
                " class=\"foster-advice-best\""
            } else {
                ""
            },
            escape(&o.description),
            unbroken_words(&name, root)
        );
        let (tricks, worth, how) = match &o.not_valued {
            Some(why) => (
                "–".into(),
                "–".into(),
                format!("not valued: {}", suited(why, root)),
            ),
            None => (
                o.declarers_tricks.map_or("–".into(), |t| t.to_string()),
                o.points.map_or("–".into(), |p| format!("{p:+}")),
                suited(&o.reckoning, root),
            ),
        };
        let _ = write!(
            out,
            "<td>{tricks}</td><td>{worth}</td></tr><tr class=\"foster-advice-how\"><td \
             colspan=\"3\">{how}</td></tr></tbody>"
        );
    }
    out.push_str("</table></div>");
    if a.best.is_some() {
        let named = names_together(&a.options, &best);
        let _ = match a.margin {
            Some(m) => write!(
                out,
                "<p class=\"foster-advice-verdict\">Best for {}: <strong>{}</strong>, {m} points \
                 better than {}.</p>",
                escape(&who),
                suited(&named, root),
                suited(&runners_up(a), root)
            ),
            None => write!(
                out,
                "<p class=\"foster-advice-verdict\">Every option valued comes to the same double \
                 dummy ({}).</p>",
                suited(&named, root)
            ),
        };
    }
    for n in &a.notes {
        let _ = write!(
            out,
            "<p class=\"foster-advice-note\">{}</p>",
            suited(n, root)
        );
    }
}

/// Each word of an option's name kept whole (a name such as `call-card ♥2 at tricks 2–8`
/// breaks only at its spaces, not at its hyphens).
fn unbroken_words(name: &str, root: &str) -> String {
    name.split(' ')
        .map(|w| format!("<span class=\"foster-nowrap\">{}</span>", suited(w, root)))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use crate::case::{Customs, rule_record_advised};
    use crate::record::{self, Code};

    /// The words of a piece of HTML, its tags dropped.
    fn words_of(html: &str) -> String {
        let mut out = String::new();
        let mut in_tag = false;
        for c in html.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => out.push(c),
                _ => {}
            }
        }
        out
    }

    #[test]
    fn the_advice_is_drawn_with_the_best_option_marked_and_later_calls_grouped() {
        let text = std::fs::read_to_string(
            "cases/advice/the-dealer-should-call-easts-heart-and-waiting-gains-nothing.record",
        )
        .unwrap();
        let rec = record::parse(&text).unwrap();
        let r = rule_record_advised(&rec, Code::Portland1895, &Customs::default(), true);
        let advice = r.body.advice.unwrap();
        let html = super::advice(&advice, "../");
        // The best, equal: the card called at once, and the call at any trick up to the
        // eighth (later calls grouped on one line); waiting longer loses the trick again.
        let best: Vec<String> = html
            .split("<tbody")
            .filter(|row| row.contains("foster-advice-best"))
            .map(words_of)
            .collect();
        assert_eq!(best.len(), 2, "{html}");
        // The cells run together once the tags are gone: the name, the tricks, the worth.
        assert!(best[0].contains("call-card ♥28+24"), "{best:?}");
        assert!(
            best[1].contains("call-card ♥2 at tricks 2–88+24"),
            "{best:?}"
        );
        assert!(words_of(&html).contains("call-card ♥2 at tricks 9–13"));
        assert!(html.contains("12 points better than"));
        // Forbidding the suit, the natural choice, is drawn with its 7 tricks.
        let forbid = html
            .split("<tr")
            .find(|row| row.contains("forbid-suit"))
            .unwrap();
        assert!(forbid.contains("<td>7</td><td>+12</td>"), "{forbid}");
        // The caveat and its page; no engine names.
        assert!(html.contains("not part of the ruling"));
        assert!(html.contains("href=\"../advice.html\""));
        assert!(!html.contains("exposed_before_lead") && !html.contains("play_card_after"));
    }
}
