//! A worked case as HTML for the book: its question and source, what the source says, a hand
//! diagram with suit symbols, the record (collapsible) and the engine's ruling — the real text
//! of [`crate::case::render_case`], with each citation linked to its law.

use std::fmt::Write as _;

use crate::cards::{Hand, Seat, Suit};
use crate::case::{Case, Rendering};
use crate::lawbook;
use crate::lawbook::Citation;
use crate::record::{self, Record};

/// Escapes text for HTML (element content and quoted attribute values).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Newlines inside a `<pre>` written as `&#10;`, so the whole block stays one Markdown HTML
/// block (a blank line would end it and the rest would be read as Markdown).
fn pre_text(html: &str) -> String {
    html.replace('\n', "&#10;")
}

/// The path from a chapter (e.g. `laws/pirate-1916/08-the-revoke.md`) back to the book's root.
pub fn to_root(chapter: &str) -> String {
    "../".repeat(chapter.matches('/').count())
}

/// The page (`laws/<code>/<file>` with `.html`) and anchor of the law that governs a citation;
/// for a 1917 law printed only in 1916 (laws 71–80), the 1916 law.
pub fn law_href(c: &Citation) -> Option<String> {
    let r = lawbook::law(&Citation::new(c.code, c.law)).ok()?;
    Some(format!(
        "laws/{}/{}#{}",
        r.law.code.id(),
        r.law.file.replace(".md", ".html"),
        r.law.anchor
    ))
}

/// Escapes text and links every citation in it (`pirate-1916:53`, `pirate-1917:62b`) to its law.
pub fn link_citations(text: &str, root: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let found = ["pirate-1916:", "pirate-1917:", "portland-1895:"]
            .iter()
            .filter_map(|p| rest.find(p).map(|i| (i, p.len())))
            .min();
        let Some((start, prefix)) = found else {
            out.push_str(&escape(rest));
            break;
        };
        let tail = &rest[start + prefix..];
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        let after = &tail[digits..];
        // A clause: letters (`62b`), or a stop and a Roman numeral (`87.I`, Portland).
        let roman = after
            .strip_prefix('.')
            .map(|r| r.chars().take_while(|c| "IVXLC".contains(*c)).count())
            .filter(|n| *n > 0)
            .map_or(0, |n| n + 1);
        let letters = if roman > 0 {
            roman
        } else {
            after.chars().take_while(char::is_ascii_lowercase).count()
        };
        let end = start + prefix + digits + letters;
        let token = &rest[start..end];
        out.push_str(&escape(&rest[..start]));
        match token.parse::<Citation>().ok().and_then(|c| law_href(&c)) {
            Some(href) if digits > 0 => {
                let _ = write!(out, "<a href=\"{root}{href}\">{}</a>", escape(token));
            }
            _ => out.push_str(&escape(token)),
        }
        rest = &rest[end..];
    }
    out
}

/// The anchor a case is rendered under: `case-<directory>-<file stem>`.
pub fn case_anchor(path: &str) -> String {
    let mut parts = path.trim_end_matches(".record").rsplit('/');
    let stem = parts.next().unwrap_or(path);
    match parts.next() {
        Some(dir) => format!("case-{dir}-{stem}"),
        None => format!("case-{stem}"),
    }
}

/// A case's title for people: its file name with the hyphens as spaces, capitalised.
pub fn case_title(path: &str, case: &Case) -> String {
    if let Some(title) = &case.title {
        return title.clone();
    }
    let stem = path
        .rsplit('/')
        .next()
        .unwrap_or(path)
        .trim_end_matches(".record");
    let mut title = String::with_capacity(stem.len());
    for (i, word) in stem.split('-').enumerate() {
        if i > 0 {
            title.push(' ');
        }
        // A letter standing alone is a seat or a player (S, E; the guide's A to D), save the
        // article; the first word takes a capital as any sentence's does.
        if i == 0 || (word.len() == 1 && word != "a") {
            let mut chars = word.chars();
            title.extend(chars.next().into_iter().flat_map(char::to_uppercase));
            title.push_str(chars.as_str());
        } else {
            title.push_str(word);
        }
    }
    title
}

fn suit_span(suit: Suit) -> String {
    let class = if suit.is_red() {
        "foster-red"
    } else {
        "foster-black"
    };
    format!(
        "<span class=\"foster-suit {class}\" title=\"{}\">{}</span>",
        suit.name(),
        suit.symbol()
    )
}

fn hand_html(record: &Record, seat: Seat, hand: Option<Hand>) -> String {
    let mut out = format!("<div class=\"foster-hand foster-seat-{}\">", seat.letter());
    let name = record
        .player_name(seat)
        .map(|n| format!(" {}", escape(n)))
        .unwrap_or_default();
    let _ = write!(
        out,
        "<div class=\"foster-hand-seat\">{}{name}</div>",
        seat.letter()
    );
    match hand {
        Some(hand) => {
            for suit in Suit::WRITTEN {
                let ranks: Vec<&str> = hand.cards_in(suit).map(|c| c.rank.written()).collect();
                let ranks = if ranks.is_empty() {
                    "—".to_string()
                } else {
                    ranks.join(" ")
                };
                let _ = write!(out, "<div>{} {ranks}</div>", suit_span(suit));
            }
        }
        None => out.push_str("<div class=\"foster-unknown\">not given</div>"),
    }
    out.push_str("</div>");
    out
}

/// The hands of every deal of a record as compass diagrams (N at the top, S at the foot).
pub fn diagrams(record: &Record) -> String {
    let mut out = String::new();
    for deal in &record.deals {
        if deal.hands.hands.iter().all(Option::is_none) {
            continue;
        }
        let dealer = deal
            .dealer
            .map(|d| format!(", dealer {}", d.letter()))
            .unwrap_or_default();
        let _ = write!(
            out,
            "<div class=\"foster-deal\"><div class=\"foster-deal-label\">Deal {}{dealer}</div><div class=\"foster-compass\">",
            escape(&deal.label)
        );
        for seat in [Seat::N, Seat::W, Seat::E, Seat::S] {
            out.push_str(&hand_html(record, seat, deal.hands.hand(seat)));
            if seat == Seat::W {
                out.push_str("<div class=\"foster-table\">N<br>W&nbsp;&nbsp;&nbsp;E<br>S</div>");
            }
        }
        out.push_str("</div></div>");
    }
    out
}

/// The ruling part of a rendering: [`crate::case::render_case`]'s text without the case's
/// header lines (`Question:`, `Source:`, …), which the page shows as a list above it.
pub fn ruling_text(rendering: &Rendering) -> String {
    const HEADER: [&str; 4] = ["Question: ", "Source: ", "The source says: ", "Inferred: "];
    let mut rest = rendering.text.as_str();
    let mut stripped = false;
    while let Some(line) = rest.split_inclusive('\n').next() {
        if !HEADER.iter().any(|h| line.starts_with(h)) {
            break;
        }
        rest = &rest[line.len()..];
        stripped = true;
    }
    if stripped {
        rest = rest.strip_prefix('\n').unwrap_or(rest);
    }
    rest.to_string()
}

/// A case in full, as one HTML block. `ruling` is the engine's answer, or why there is none.
pub fn case_block(
    path: &str,
    case: &Case,
    ruling: Result<&Rendering, &str>,
    double_dummy: Option<&str>,
    chapter: &str,
) -> String {
    let root = to_root(chapter);
    let anchor = case_anchor(path);
    let mut out = format!(
        "<div class=\"foster-case\" id=\"{anchor}\"><div class=\"foster-case-title\"><a class=\"header\" href=\"#{anchor}\">{}</a> <code class=\"foster-case-file\">{}</code></div><dl class=\"foster-case-head\">",
        escape(&case_title(path, case)),
        escape(path)
    );
    let mut item = |label: &str, text: &str| {
        let _ = write!(
            out,
            "<dt>{label}</dt><dd>{}</dd>",
            link_citations(text, &root)
        );
    };
    if let Some(q) = &case.question {
        item("Question", q);
    }
    if let Some(s) = &case.source {
        item("Source", s);
    }
    for s in &case.says {
        item("The source says", s);
    }
    for i in &case.inferred {
        item("Inferred", i);
    }
    if !case.laws.is_empty() {
        item("Laws", &case.laws.join(", "));
    }
    out.push_str("</dl>");
    if let Ok(rec) = record::parse(&case.text) {
        out.push_str(&diagrams(&rec));
    }
    let _ = write!(
        out,
        "<details class=\"foster-record\"><summary>The record</summary><pre><code class=\"language-text\">{}</code></pre></details>",
        pre_text(&escape(&case.text))
    );
    match ruling {
        Ok(r) => {
            let _ = write!(
                out,
                "<div class=\"foster-ruling\"><div class=\"foster-ruling-label\">Foster says</div><pre>{}</pre></div>",
                pre_text(&link_citations(&ruling_text(r), &root))
            );
        }
        Err(why) => {
            let _ = write!(
                out,
                "<div class=\"foster-ruling foster-not-ruled\"><div class=\"foster-ruling-label\">Not ruled</div><p>{}</p></div>",
                escape(why)
            );
        }
    }
    if let Some(dd) = double_dummy {
        let _ = write!(
            out,
            "<div class=\"foster-ruling foster-double-dummy\"><div class=\"foster-ruling-label\">Double dummy says</div><pre>{}</pre></div>",
            pre_text(&link_citations(dd, &root))
        );
    }
    out.push_str("</div>");
    out
}

/// A one-line link to a case rendered on another page.
pub fn case_link(path: &str, case: &Case, home: &str, chapter: &str) -> String {
    format!(
        "<a href=\"{}{}#{}\">{}</a>",
        to_root(chapter),
        home.replace(".md", ".html"),
        case_anchor(path),
        escape(&case_title(path, case))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Code;

    #[test]
    fn citations_link_to_the_law_page_and_anchor() {
        let html = link_citations("E and S (pirate-1916:53, pirate-1917:62b).", "../../");
        assert!(html.contains(
            "<a href=\"../../laws/pirate-1916/08-the-revoke.html#pirate-1916-53\">pirate-1916:53</a>"
        ));
        assert!(html.contains("#pirate-1917-62\">pirate-1917:62b</a>"));
        assert!(html.starts_with("E and S ("));
    }

    #[test]
    fn a_1917_scoring_law_links_to_the_1916_text() {
        let href = law_href(&Citation::new(Code::Pirate1917, 75)).unwrap();
        assert!(href.starts_with("laws/pirate-1916/"), "{href}");
        assert!(href.ends_with("#pirate-1916-75"), "{href}");
    }

    #[test]
    fn an_unknown_law_is_left_as_text() {
        assert_eq!(
            link_citations("pirate-1916:999 <", ""),
            "pirate-1916:999 &lt;"
        );
    }

    #[test]
    fn a_portland_clause_is_linked_whole() {
        let html = link_citations("(portland-1895:87.I).", "");
        assert!(
            html.contains("\">portland-1895:87.I</a>).") || !html.contains("<a"),
            "{html}"
        );
    }

    #[test]
    fn a_case_block_carries_the_engines_ruling_and_the_hands() {
        let text = include_str!(
            "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
        );
        let case = Case::read("x", text);
        let rendering = crate::case::render_case(&case).unwrap();
        let path = "cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record";
        let html = case_block(
            path,
            &case,
            Ok(&rendering),
            None,
            "laws/pirate-1916/08-the-revoke.md",
        );
        // One Markdown HTML block: no blank line inside.
        assert!(!html.contains("\n\n"));
        assert_eq!(html.matches("class=\"foster-hand ").count(), 4);
        assert!(
            html.contains("<span class=\"foster-suit foster-red\" title=\"hearts\">♥</span> K 6 5")
        );
        // The ruling is the engine's whole text (score pad included) without the case header.
        let ruling = ruling_text(&rendering);
        assert!(ruling.starts_with("Ruled under pirate-1916\n"), "{ruling}");
        assert!(rendering.text.ends_with(&ruling));
        assert!(ruling.contains("The score (laws 68–80)"), "{ruling}");
        assert!(html.contains("E, S each score 50 in honors"));
        assert!(html.contains("&lt;") || !case.text.contains('<'));
        let refused = case_block(
            path,
            &case,
            Err("records under portland-1895 cannot be ruled on yet"),
            None,
            "x.md",
        );
        assert!(refused.contains("Not ruled"));
        assert!(!html.contains("Double dummy says"));
        // Claims checked double dummy are shown after the ruling, their laws linked.
        let verified = case_block(
            path,
            &case,
            Ok(&rendering),
            Some(
                "deal 1\n  claim: S makes 9 tricks in hearts\n    REFUTED: S with N as dummy takes 8 in hearts, W leading (pirate-1916:29)\n",
            ),
            "laws/pirate-1916/08-the-revoke.md",
        );
        assert!(verified.contains("Double dummy says"));
        assert!(verified.contains("REFUTED: S with N as dummy takes 8"));
        assert!(
            verified.contains("href=\"../../laws/pirate-1916/"),
            "{verified}"
        );
    }

    #[test]
    fn anchors_and_titles_come_from_the_path_or_the_header() {
        assert_eq!(
            case_anchor("cases/pirate/dummys-revoke-carries-no-penalty.record"),
            "case-pirate-dummys-revoke-carries-no-penalty"
        );
        let untitled = Case::read("x", "code: pirate-1916\n");
        assert_eq!(
            case_title(
                "cases/book-auctions/after-e-three-hearts-is-void-only-s-can-bid.record",
                &untitled
            ),
            "After E three hearts is void only S can bid"
        );
        assert_eq!(
            case_title("cases/book-deals/a-bid-wins.record", &untitled),
            "A bid wins"
        );
        let titled = Case::read(
            "x",
            "# title: Dummy's revoke carries no penalty\ncode: pirate-1916\n",
        );
        assert_eq!(
            case_title(
                "cases/pirate/dummys-revoke-carries-no-penalty.record",
                &titled
            ),
            "Dummy's revoke carries no penalty"
        );
        assert_eq!(to_root("laws/pirate-1916/08-the-revoke.md"), "../../");
        assert_eq!(to_root("intro.md"), "");
    }
}
