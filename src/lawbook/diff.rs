//! Word-level comparison of one law between two codes (e.g. pirate-1916 and pirate-1917).

use serde::Serialize;
use similar::{ChangeTag, TextDiff};

use super::revisions::{self, Revision};
use super::{Law, laws, normalised_words};
use crate::record::Code;

/// One run of words in a diff: kept, removed (only in the first code) or added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Run {
    Same(String),
    Removed(String),
    Added(String),
}

/// A law whose wording differs between two codes.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct LawDiff {
    pub number: u16,
    pub old: &'static Law,
    pub new: &'static Law,
    pub runs: Vec<Run>,
    /// The hand-written note on what changes in effect (see [`revisions`]).
    #[serde(skip)]
    pub revision: Option<&'static Revision>,
}

impl LawDiff {
    /// The note on what changes in effect, if one is written.
    pub fn effect(&self) -> Option<&'static str> {
        self.revision.map(|r| r.effect)
    }

    /// The diff as text: `[-removed-]` and `{+added+}`, as `git diff --word-diff` writes it.
    pub fn marked(&self) -> String {
        let mut out = String::new();
        for run in &self.runs {
            match run {
                Run::Same(t) => out.push_str(t),
                Run::Removed(t) => {
                    out.push_str("[-");
                    out.push_str(t);
                    out.push_str("-]");
                }
                Run::Added(t) => {
                    out.push_str("{+");
                    out.push_str(t);
                    out.push_str("+}");
                }
            }
        }
        out
    }
}

/// Word-level diff of two texts. A space between two changed words is folded into the
/// changes, so "his partner" → "the revoker" reads as one replacement, not two.
pub(crate) fn word_runs(old: &str, new: &str) -> Vec<Run> {
    let diff = TextDiff::from_words(old, new);
    let changes: Vec<(ChangeTag, &str)> = diff
        .iter_all_changes()
        .map(|c| (c.tag(), c.value()))
        .collect();
    let mut runs: Vec<Run> = Vec::new();
    let (mut removed, mut added) = (String::new(), String::new());
    let flush = |runs: &mut Vec<Run>, removed: &mut String, added: &mut String| {
        if !removed.is_empty() {
            runs.push(Run::Removed(std::mem::take(removed)));
        }
        if !added.is_empty() {
            runs.push(Run::Added(std::mem::take(added)));
        }
    };
    // Consecutive equal tokens form one stretch; a stretch of at most one short word between
    // two changes (" to ", " the ") is folded into them, so the diff reads as phrases.
    let mut i = 0;
    while i < changes.len() {
        let (tag, text) = changes[i];
        match tag {
            ChangeTag::Delete => removed.push_str(text),
            ChangeTag::Insert => added.push_str(text),
            ChangeTag::Equal => {
                let end = changes[i..]
                    .iter()
                    .position(|(t, _)| *t != ChangeTag::Equal)
                    .map_or(changes.len(), |k| i + k);
                let stretch: String = changes[i..end].iter().map(|(_, t)| *t).collect();
                let words: Vec<&str> = stretch.split_whitespace().collect();
                let pending = !removed.is_empty() || !added.is_empty();
                let short = words.is_empty() || (words.len() == 1 && words[0].len() <= 4);
                if pending && end < changes.len() && short {
                    for buf in [&mut removed, &mut added] {
                        if !buf.is_empty() {
                            buf.push_str(&stretch);
                        }
                    }
                } else {
                    flush(&mut runs, &mut removed, &mut added);
                    match runs.last_mut() {
                        Some(Run::Same(t)) => t.push_str(&stretch),
                        _ => runs.push(Run::Same(stretch)),
                    }
                }
                i = end;
                continue;
            }
        }
        i += 1;
    }
    flush(&mut runs, &mut removed, &mut added);
    runs
}

/// Every law printed in both codes whose words differ (punctuation, case and hyphenation aside).
pub fn diff(from: Code, to: Code) -> Vec<LawDiff> {
    let mut out = Vec::new();
    for old in laws(from) {
        let Some(new) = laws(to).find(|l| l.number == old.number) else {
            continue;
        };
        if normalised_words(&old.text) == normalised_words(&new.text) {
            continue;
        }
        out.push(LawDiff {
            number: old.number,
            old,
            new,
            runs: word_runs(&old.text, &new.text),
            revision: revisions::revision(from, to, old.number),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_mark_changed_words() {
        let runs = word_runs("ask his partner if", "ask the revoker if");
        let d: String = runs
            .iter()
            .map(|r| match r {
                Run::Same(t) => t.clone(),
                Run::Removed(t) => format!("[-{t}-]"),
                Run::Added(t) => format!("{{+{t}+}}"),
            })
            .collect();
        assert_eq!(d, "ask [-his partner-]{+the revoker+} if");
    }
}
