//! The words of a drawing: text escaped for HTML, the laws cited and linked, suits drawn.

use std::fmt::Write as _;

use crate::cards::Suit;
use crate::lawbook;
use crate::lawbook::Citation;
use crate::record::Code;

/// Escapes text for HTML (element content and quoted attribute values).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The path from a chapter (e.g. `laws/pirate-1916/08-the-revoke.md`) back to the book's root.
#[cfg(feature = "book")]
pub(crate) fn to_root(chapter: &str) -> String {
    "../".repeat(chapter.matches('/').count())
}

/// Every quotation a ruling can show, as the page draws it, keyed by citation (`pirate-1916:53`,
/// `portland-1895:87.I`): the book's `laws.json`, from which the page's engine (built without
/// the laws' words) has its quotations filled in.
#[cfg(feature = "law-texts")]
pub fn law_quotes() -> String {
    let mut quotes = std::collections::BTreeMap::new();
    for code in Code::ALL {
        for law in 1..=120 {
            let c = Citation::new(code, law);
            let Some(words) = crate::law::quote(&c) else {
                continue;
            };
            if let Ok(r) = lawbook::law(&c) {
                for item in &r.law.items {
                    let ci = Citation {
                        clause: Some(item.label.clone()),
                        ..c.clone()
                    };
                    if let Some(w) = crate::law::quote(&ci) {
                        quotes.insert(ci.to_string(), law_words(&w));
                    }
                }
            }
            quotes.insert(c.to_string(), law_words(&words));
        }
    }
    serde_json::to_string(&quotes).unwrap_or_default()
}

/// A code's name for readers: "Pirate Bridge, 1916".
pub(crate) fn code_name(code: Code) -> &'static str {
    match code {
        Code::Pirate1916 => "the Laws of Pirate Bridge (1916)",
        Code::Pirate1917 => "the Laws of Pirate Bridge (1917)",
        Code::Portland1895 => "the Portland Club's Laws of Bridge (1895)",
    }
}

/// The page (`laws/<code>/<file>` with `.html`) and anchor of the law that governs a citation;
/// for a 1917 law printed only in 1916 (laws 71–80), the 1916 law.
pub(crate) fn law_href(c: &Citation) -> Option<String> {
    let r = lawbook::law(&Citation::new(c.code, c.law)).ok()?;
    Some(format!(
        "laws/{}/{}#{}",
        r.law.code.id(),
        r.law.file.replace(".md", ".html"),
        r.law.anchor
    ))
}

/// A citation as a link to its law (plain text when the book has no page for it).
pub fn cite(c: &Citation, root: &str) -> String {
    let text = escape(&c.to_string());
    match law_href(c) {
        Some(href) => format!("<a class=\"foster-cite\" href=\"{root}{href}\">{text}</a>"),
        None => text,
    }
}

/// Citations as links, separated by commas.
pub fn cites(laws: &[Citation], root: &str) -> String {
    laws.iter()
        .map(|c| cite(c, root))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Escapes text and links every citation in it (`pirate-1916:53`, `pirate-1917:62b`) to its law.
pub(crate) fn link_citations(text: &str, root: &str) -> String {
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
                let _ = write!(
                    out,
                    "<a class=\"foster-cite\" href=\"{root}{href}\">{}</a>",
                    escape(token)
                );
            }
            _ => out.push_str(&escape(token)),
        }
        rest = &rest[end..];
    }
    out
}

/// A law's words as HTML: escaped, its `**bold**` and `*italic*` marks drawn, its paragraphs
/// kept.
pub(crate) fn law_words(text: &str) -> String {
    let escaped = escape(text.trim());
    let mut out = String::with_capacity(escaped.len());
    let (mut strong, mut em) = (false, false);
    let mut rest = escaped.as_str();
    while let Some(i) = rest.find('*') {
        out.push_str(&rest[..i]);
        if rest[i..].starts_with("**") {
            out.push_str(if strong { "</strong>" } else { "<strong>" });
            strong = !strong;
            rest = &rest[i + 2..];
        } else {
            out.push_str(if em { "</em>" } else { "<em>" });
            em = !em;
            rest = &rest[i + 1..];
        }
    }
    out.push_str(rest);
    if em {
        out.push_str("</em>");
    }
    if strong {
        out.push_str("</strong>");
    }
    out.split("\n\n")
        .map(|p| format!("<p>{}</p>", p.trim().replace('\n', "<br>")))
        .collect()
}

/// A suit's symbol, red or black, named for screen readers.
pub(crate) fn suit_span(suit: Suit) -> String {
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

/// Text with its suit symbols (♠♥♦♣) coloured, escaped.
pub(crate) fn suited(text: &str, root: &str) -> String {
    let linked = link_citations(text, root);
    let mut out = String::with_capacity(linked.len());
    // What the text writes between backticks is a word of the record language: set as code
    // (when the backticks pair up), not shown with them.
    let paired = linked.matches('`').count().is_multiple_of(2);
    let mut in_code = false;
    for c in linked.chars() {
        match Suit::ALL.into_iter().find(|s| s.symbol() == c) {
            Some(s) => out.push_str(&suit_span(s)),
            None if c == '`' && paired => {
                out.push_str(if in_code { "</code>" } else { "<code>" });
                in_code = !in_code;
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_link_to_the_law_page_and_anchor() {
        let html = link_citations("E and S (pirate-1916:53, pirate-1917:62b).", "../../");
        assert!(html.contains(
            "href=\"../../laws/pirate-1916/08-the-revoke.html#pirate-1916-53\">pirate-1916:53</a>"
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
    fn a_laws_marks_become_html() {
        assert_eq!(
            law_words("A **revoke** is *established*.\n\nNext <"),
            "<p>A <strong>revoke</strong> is <em>established</em>.</p><p>Next &lt;</p>"
        );
    }

    #[test]
    fn suit_symbols_are_coloured() {
        let html = suited("E played ♥7", "");
        assert!(
            html.contains("foster-red\" title=\"hearts\">♥</span>7"),
            "{html}"
        );
    }
}
