//! Reading the law files (Markdown, compiled in by `build.rs`) into [`Law`]s.
//!
//! The format is fixed by the project: `# Section`, then `## Law N {#code-N}` (or
//! `## Etiquette N {#code-etiquette-N}`), the law's words in paragraphs and `- (a) …` items, and
//! editorial notes only in `> [!NOTE]` blocks whose first line starts `> **Annotation.**`.
//! A file that breaks the format is reported in [`Book::problems`], never a panic.

use serde::Serialize;

use crate::record::Code;

mod files {
    include!(concat!(env!("OUT_DIR"), "/law_files.rs"));
}

/// Whether an entry is a numbered law or a paragraph of the Portland *Etiquette of Bridge*.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Law,
    Etiquette,
}

/// A sub-item of a law as printed, e.g. `(b)` of Pirate law 62 or `I.` of Portland law 87.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Item {
    /// The printed label without brackets or stop: `b`, `I`.
    pub label: String,
    pub text: String,
}

/// One law of one code, as printed (OCR corrected), with its editorial annotations kept apart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Law {
    pub code: Code,
    pub kind: Kind,
    pub number: u16,
    /// The printed section heading the law stands under, e.g. "The Revoke".
    pub section: String,
    /// The law's words in printed order: paragraphs separated by a blank line, each sub-item on
    /// its own line with its label, e.g. `(a) He may call attention …`.
    pub text: String,
    /// The sub-items again, by label, so a citation such as `pirate-1916:62b` can be resolved.
    pub items: Vec<Item>,
    /// Editorial notes (never the law's words), one string per `> [!NOTE]` block.
    pub annotations: Vec<String>,
    /// The Markdown anchor, e.g. `pirate-1916-53`.
    pub anchor: String,
    /// The file the law is stored in, e.g. `08-the-revoke.md`.
    pub file: &'static str,
}

/// Every law file parsed, in order of code, kind and number.
#[derive(Debug, Default)]
pub(super) struct Book {
    pub laws: Vec<Law>,
    /// Format errors found in the law files (the test suite requires none).
    pub problems: Vec<String>,
}

impl Book {
    /// Parses every file compiled in by `build.rs`.
    pub(super) fn compiled() -> Book {
        let mut book = Book::default();
        for &(dir, name, text) in files::LAW_FILES {
            match Code::parse(dir) {
                Some(code) => parse_file(code, name, text, &mut book),
                None => book.problems.push(format!(
                    "book/src/laws/{dir}/{name}: `{dir}` is not a code ({})",
                    Code::ALL.map(|c| c.id()).join(", ")
                )),
            }
        }
        // Each law once: the order of equals cannot arise, and the unstable sort is the
        // smaller code in the page's engine.
        book.laws
            .sort_unstable_by_key(|l| (l.code, l.kind, l.number));
        for pair in book.laws.windows(2) {
            if (pair[0].code, pair[0].kind, pair[0].number)
                == (pair[1].code, pair[1].kind, pair[1].number)
            {
                book.problems.push(format!(
                    "{} {:?} {} appears twice ({} and {})",
                    pair[0].code, pair[0].kind, pair[0].number, pair[0].file, pair[1].file
                ));
            }
        }
        book
    }
}

/// What the parser is in the middle of.
#[derive(Default)]
struct Draft {
    blocks: Vec<String>,
    items: Vec<Item>,
    annotations: Vec<String>,
    paragraph: Vec<String>,
    note: Option<Vec<String>>,
}

impl Draft {
    fn end_paragraph(&mut self) {
        if !self.paragraph.is_empty() {
            self.blocks.push(self.paragraph.join(" "));
            self.paragraph.clear();
        }
    }

    fn end_note(&mut self) {
        if let Some(lines) = self.note.take() {
            let text = lines.join("\n").trim().to_string();
            let text = text
                .strip_prefix("**Annotation.**")
                .map(str::trim_start)
                .unwrap_or(&text)
                .to_string();
            self.annotations.push(text);
        }
    }
}

fn parse_file(code: Code, name: &'static str, text: &str, book: &mut Book) {
    let mut section: Option<String> = None;
    let mut current: Option<(Kind, u16, String)> = None;
    let mut draft = Draft::default();
    let place = |line_no: usize| format!("book/src/laws/{}/{name}:{}", code.id(), line_no + 1);

    let finish = |current: &mut Option<(Kind, u16, String)>,
                  draft: &mut Draft,
                  section: &Option<String>,
                  book: &mut Book| {
        draft.end_paragraph();
        draft.end_note();
        let taken = std::mem::take(draft);
        if let Some((kind, number, anchor)) = current.take() {
            book.laws.push(Law {
                code,
                kind,
                number,
                section: section.clone().unwrap_or_default(),
                text: taken.blocks.join("\n\n"),
                items: taken.items,
                annotations: taken.annotations,
                anchor,
                file: name,
            });
        }
    };

    for (line_no, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        if let Some(title) = line.strip_prefix("# ") {
            finish(&mut current, &mut draft, &section, book);
            if section.is_some() {
                book.problems.push(format!(
                    "{}: a second section heading; start a new file for `{title}`",
                    place(line_no)
                ));
            }
            section = Some(title.trim().to_string());
            continue;
        }
        if let Some(heading) = line.strip_prefix("## ") {
            finish(&mut current, &mut draft, &section, book);
            match parse_heading(code, heading) {
                Ok(found) => current = Some(found),
                Err(why) => book.problems.push(format!("{}: {why}", place(line_no))),
            }
            continue;
        }
        if current.is_none() {
            if !line.trim().is_empty() {
                book.problems.push(format!(
                    "{}: text outside any law: `{line}`",
                    place(line_no)
                ));
            }
            continue;
        }
        if let Some(quoted) = line.strip_prefix('>') {
            let quoted = quoted.strip_prefix(' ').unwrap_or(quoted);
            if quoted.trim() == "[!NOTE]" {
                draft.end_paragraph();
                draft.end_note();
                draft.note = Some(Vec::new());
            } else if let Some(note) = draft.note.as_mut() {
                if note.is_empty() && !quoted.starts_with("**Annotation.**") {
                    book.problems.push(format!(
                        "{}: a note must begin `> **Annotation.**`",
                        place(line_no)
                    ));
                }
                note.push(quoted.to_string());
            } else {
                book.problems.push(format!(
                    "{}: a quotation that is not a `> [!NOTE]` annotation",
                    place(line_no)
                ));
            }
            continue;
        }
        draft.end_note();
        if line.trim().is_empty() {
            draft.end_paragraph();
            continue;
        }
        if let Some(item) = line.strip_prefix("- ") {
            draft.end_paragraph();
            let (label, words) = split_label(item);
            draft.blocks.push(item.trim().to_string());
            match label {
                Some(label) => draft.items.push(Item {
                    label,
                    text: words.to_string(),
                }),
                None => book.problems.push(format!(
                    "{}: a list item without a printed label such as (a) or I.",
                    place(line_no)
                )),
            }
            continue;
        }
        if line.starts_with(' ') && draft.paragraph.is_empty() {
            // An item's continuation line.
            if let (Some(block), Some(item)) = (draft.blocks.last_mut(), draft.items.last_mut()) {
                block.push(' ');
                block.push_str(line.trim());
                item.text.push(' ');
                item.text.push_str(line.trim());
                continue;
            }
        }
        draft.paragraph.push(line.trim().to_string());
    }
    finish(&mut current, &mut draft, &section, book);
    if section.is_none() {
        book.problems.push(format!(
            "book/src/laws/{}/{name}: no section heading",
            code.id()
        ));
    }
}

/// Reads `Law 53 {#pirate-1916-53}` or `Etiquette 4 {#portland-1895-etiquette-4}`.
fn parse_heading(code: Code, heading: &str) -> Result<(Kind, u16, String), String> {
    let (title, anchor) = heading
        .split_once("{#")
        .ok_or_else(|| format!("heading `{heading}` has no anchor {{#...}}"))?;
    let anchor = anchor.trim().trim_end_matches('}').to_string();
    let (kind, number) = if let Some(n) = title.trim().strip_prefix("Law ") {
        (Kind::Law, n)
    } else if let Some(n) = title.trim().strip_prefix("Etiquette ") {
        (Kind::Etiquette, n)
    } else {
        return Err(format!(
            "heading `{heading}` is neither `Law N` nor `Etiquette N`"
        ));
    };
    let number: u16 = number
        .trim()
        .parse()
        .map_err(|_| format!("`{}` is not a law number", number.trim()))?;
    let expected = match kind {
        Kind::Law => format!("{}-{number}", code.id()),
        Kind::Etiquette => format!("{}-etiquette-{number}", code.id()),
    };
    if anchor != expected {
        return Err(format!("anchor `{anchor}` should be `{expected}`"));
    }
    Ok((kind, number, anchor))
}

/// Splits `(b) He may ask …` into (`b`, `He may ask …`) and `I. The …` into (`I`, `The …`).
fn split_label(item: &str) -> (Option<String>, &str) {
    let item = item.trim();
    if let Some(rest) = item.strip_prefix('(')
        && let Some((label, words)) = rest.split_once(')')
        && !label.is_empty()
        && label.chars().all(|c| c.is_ascii_alphanumeric())
    {
        return (Some(label.to_string()), words.trim_start());
    }
    if let Some((label, words)) = item.split_once(". ")
        && !label.is_empty()
        && label.chars().all(|c| c.is_ascii_alphanumeric())
        && label.len() <= 6
    {
        return (Some(label.to_string()), words.trim_start());
    }
    (None, item)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_law_with_items_and_a_note() {
        let mut book = Book::default();
        let text = "# Dummy\n\n## Law 62 {#pirate-1916-62}\n\nUntil his hand is laid down\nhe may:\n\n- (a) He may call.\n- (b) He may ask\n  his partner.\n\n> [!NOTE]\n> **Annotation.** First line.\n>\n> Second.\n\n## Law 63 {#pirate-1916-63}\n\nIf dummy call.\n";
        parse_file(Code::Pirate1916, "09-dummy.md", text, &mut book);
        assert!(book.problems.is_empty(), "{:?}", book.problems);
        assert_eq!(book.laws.len(), 2);
        let l = &book.laws[0];
        assert_eq!(l.section, "Dummy");
        assert_eq!(
            l.text,
            "Until his hand is laid down he may:\n\n(a) He may call.\n\n(b) He may ask his partner."
        );
        assert_eq!(l.items[1].label, "b");
        assert_eq!(l.items[1].text, "He may ask his partner.");
        assert_eq!(l.annotations, vec!["First line.\n\nSecond.".to_string()]);
        assert_eq!(book.laws[1].text, "If dummy call.");
    }

    #[test]
    fn format_errors_are_reported_not_panicked() {
        let mut book = Book::default();
        let text =
            "## Law 5 {#pirate-1917-5}\n\n> stray quote\n\n## Law x {#a}\n\n- no label here\n";
        parse_file(Code::Pirate1916, "x.md", text, &mut book);
        assert_eq!(book.problems.len(), 5, "{:#?}", book.problems);
        assert!(book.problems[0].contains("should be `pirate-1916-5`"));
    }

    #[test]
    fn roman_labels() {
        assert_eq!(
            split_label("I. The dealer"),
            (Some("I".into()), "The dealer")
        );
        assert_eq!(split_label("(c) He may"), (Some("c".into()), "He may"));
    }
}
