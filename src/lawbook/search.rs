//! Ranked word search across every code's laws, with the matching words marked.

use serde::Serialize;

use super::{BOOK, Kind, Law};

/// One law that matches a search.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Hit {
    pub law: &'static Law,
    /// Higher is better: distinct query words matched count most, then occurrences, then a
    /// match in the section heading.
    pub score: u32,
    /// The law's text with each matching word wrapped in `**`.
    pub marked: String,
}

/// Reduces a word for matching: lower case, no possessive, no plural `s` ("revokes" = "revoke").
fn stem(word: &str) -> String {
    let w: String = word
        .to_lowercase()
        .trim_end_matches("'s")
        .trim_end_matches("s'")
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    match w.strip_suffix('s') {
        Some(base) if base.len() >= 3 && !base.ends_with('s') => base.to_string(),
        _ => w,
    }
}

/// Byte ranges of the words of a text (letters, digits, apostrophes).
fn words(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let in_word = c.is_alphanumeric() || c == '\'';
        match (in_word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
    out
}

/// Laws of every code matching any of the query's words, best first (ties in code and law
/// order). An empty query finds nothing.
pub fn search(query: &str) -> Vec<Hit> {
    let terms: Vec<String> = {
        let mut t: Vec<String> = words(query)
            .into_iter()
            .map(|(s, e)| stem(&query[s..e]))
            .filter(|w| !w.is_empty())
            .collect();
        t.sort();
        t.dedup();
        t
    };
    if terms.is_empty() {
        return Vec::new();
    }
    let mut hits = Vec::new();
    for law in BOOK.laws.iter().filter(|l| l.kind == Kind::Law) {
        let spans = words(&law.text);
        let mut matched = vec![0u32; terms.len()];
        let mut marked = String::with_capacity(law.text.len() + 16);
        let mut at = 0;
        for (s, e) in spans {
            let w = stem(&law.text[s..e]);
            if let Some(i) = terms.iter().position(|t| *t == w) {
                matched[i] += 1;
                marked.push_str(&law.text[at..s]);
                marked.push_str("**");
                marked.push_str(&law.text[s..e]);
                marked.push_str("**");
                at = e;
            }
        }
        marked.push_str(&law.text[at..]);
        let distinct = matched.iter().filter(|&&n| n > 0).count() as u32;
        if distinct == 0 {
            continue;
        }
        let occurrences: u32 = matched.iter().sum::<u32>().min(9);
        let in_heading = words(&law.section)
            .into_iter()
            .any(|(s, e)| terms.contains(&stem(&law.section[s..e])));
        hits.push(Hit {
            law,
            score: distinct * 100 + occurrences * 10 + u32::from(in_heading) * 5,
            marked,
        });
    }
    hits.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.law.code.cmp(&b.law.code))
            .then(a.law.number.cmp(&b.law.number))
    });
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_fold_plurals_and_possessives() {
        assert_eq!(stem("Revokes"), "revoke");
        assert_eq!(stem("declarer's"), "declarer");
        assert_eq!(stem("opponents'"), "opponent");
        assert_eq!(stem("pass"), "pass");
        assert_eq!(stem("is"), "is");
    }

    #[test]
    fn words_split_on_punctuation() {
        let t = "honors, if any.";
        let w: Vec<&str> = words(t).into_iter().map(|(s, e)| &t[s..e]).collect();
        assert_eq!(w, ["honors", "if", "any"]);
    }
}
