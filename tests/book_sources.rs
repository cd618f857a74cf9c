//! Every page the book cites of a source lies within that source's pages: the book's prose
//! (`book/src/**/*.md`, the law pages and their annotations included), the cases' READMEs, and
//! the comment lines of every record under `cases/` and `examples/` (`# source:`, `# says:` and
//! the rest). A page reference ("p. 24", "pp. 112–113") must name its source in the same
//! paragraph, before it ("Foster's 1917 book (p. 24)", "the booklet (1916, p. 3)", "guide,
//! *Scoring*, p. 30", "001_063314da8fe84250.txt, pp. 90-91"), or stand in a file whose source is
//! stated once for all (a record's `# source:` seed file; the book-deals README). A page with no
//! source, a source with no known pages, or a page outside the source's pages is an error.

use std::path::{Path, PathBuf};

/// A source the book cites by page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    Booklet1916,
    Book1917,
    Newspaper1917,
    Portland1899,
}

/// The sources and their printed pages: the one table of them. How each range was found, from
/// the page markers of the OCR text in `/work/shared/seeds/` (see its README for which file is
/// which book):
///
/// - `000_54b5f786e4dab3d7.txt`, Foster's *Pirate Bridge* (Vanity Fair booklet, laws 1916): the
///   number of each page is printed in brackets at its foot, "[3]" to "[32]" (some with spaces,
///   "[ 14]", "[31 ]"; only "[28]" is lost in the OCR). Pages 1–2 are the unnumbered pages before
///   "[3]" (title, publisher's notice, copyright, the start of the description); the two pages
///   after "[32]" ("From Auction to Pirate") carry no number. Range 1–32.
/// - `001_063314da8fe84250.txt`, *Foster's Pirate Bridge* (Dutton, 1917): each page from 2 on
///   begins with its running head, "N PIRATE BRIDGE" (even) or "PIRATE BRIDGE N" (odd); page 1
///   is "Historical", without a head. The OCR loses a few heads (e.g. 23, 28, 32–34) and garbles
///   others ("io PIRATE BRIDGE" for 30, "I84" for 184, "ISO" for 150, "6i" for 61, a head split
///   over two lines); a page between two heads is counted from them. The last head is "PIRATE
///   BRIDGE 187", the page of laws 66–70, where the scan stops. The front matter (title, preface,
///   contents) is unnumbered. Range 1–187.
/// - `002_8cf5e9a00de7acf1.txt`, the *Arizona Republican*, 11 February 1917: one page, "(Page 1)"
///   in its header line. Range 1–1.
/// - `003_381afa39fd84615c.txt`, *The Laws of Bridge* (Portland Club, 1895; sixth edition, 1899),
///   with its guide and *How to Play Bridge*: running heads "N THE LAWS OF BRIDGE." / "THE LAWS
///   OF BRIDGE. N", then "N BRIDGE." / "BRIDGE. N", then "N HOW TO PLAY BRIDGE." / "HOW TO PLAY
///   BRIDGE. N"; the index's entries run from page 1 (The Rubber) to 78 (General Hints), and the
///   last head is "80 HOW TO PLAY BRIDGE.", the page that ends the book. Range 1–80.
///
/// (`004_0bd2e55c68def90d.txt`, a modern reference read for context, is not cited by page.)
const SOURCES: &[(Source, &str, u32, u32)] = &[
    (Source::Booklet1916, "000_54b5f786e4dab3d7.txt", 1, 32),
    (Source::Book1917, "001_063314da8fe84250.txt", 1, 187),
    (Source::Newspaper1917, "002_8cf5e9a00de7acf1.txt", 1, 1),
    (Source::Portland1899, "003_381afa39fd84615c.txt", 1, 80),
];

fn pages(source: Source) -> (u32, u32) {
    let (_, _, first, last) = SOURCES.iter().find(|s| s.0 == source).unwrap();
    (*first, *last)
}

/// What a name in the prose refers to. "book" is the file's own book: the Portland book on
/// the Portland pages and cases, Foster's 1917 book elsewhere.
#[derive(Clone, Copy, Debug)]
enum Name {
    Is(Source),
    Book,
}

/// The names that identify a source, lower case, matched at word boundaries.
const NAMES: &[(&str, Name)] = &[
    ("000_54b5f786e4dab3d7.txt", Name::Is(Source::Booklet1916)),
    ("001_063314da8fe84250.txt", Name::Is(Source::Book1917)),
    ("002_8cf5e9a00de7acf1.txt", Name::Is(Source::Newspaper1917)),
    ("003_381afa39fd84615c.txt", Name::Is(Source::Portland1899)),
    ("booklet", Name::Is(Source::Booklet1916)),
    ("1917 book", Name::Is(Source::Book1917)),
    ("foster's pirate bridge", Name::Is(Source::Book1917)),
    ("book", Name::Book),
    ("newspaper", Name::Is(Source::Newspaper1917)),
    ("arizona republican", Name::Is(Source::Newspaper1917)),
    ("guide", Name::Is(Source::Portland1899)),
    ("how to play bridge", Name::Is(Source::Portland1899)),
    ("etiquette", Name::Is(Source::Portland1899)),
    ("portland", Name::Is(Source::Portland1899)),
];

/// How a file's text is to be read.
#[derive(Clone, Copy, Debug)]
struct Context {
    /// What "book" means here.
    home: Source,
    /// The source of a page that names none in its paragraph, when the file states it once.
    default: Option<Source>,
}

/// A page reference: where it starts in the text, and its first and last page.
#[derive(Debug, PartialEq, Eq)]
struct PageRef {
    at: usize,
    first: u32,
    last: u32,
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn number(bytes: &[u8], mut i: usize) -> Option<(u32, usize)> {
    let start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    (i > start && i - start <= 4).then(|| {
        (
            std::str::from_utf8(&bytes[start..i])
                .unwrap()
                .parse()
                .unwrap(),
            i,
        )
    })
}

/// The page references of a text: "p. N", "pp. N–M" (an en dash or a hyphen), "p. N-M".
fn page_refs(text: &str) -> Vec<PageRef> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let at = i;
        let boundary = i == 0 || !is_word(bytes[i - 1]);
        if !(boundary && bytes[i] == b'p') {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        if j < bytes.len() && bytes[j] == b'p' {
            j += 1;
        }
        if !(j < bytes.len() && bytes[j] == b'.') {
            i += 1;
            continue;
        }
        j += 1;
        while j < bytes.len() && bytes[j] == b' ' {
            j += 1;
        }
        let Some((first, k)) = number(bytes, j) else {
            i += 1;
            continue;
        };
        let mut last = first;
        let mut end = k;
        let rest = &text[k..];
        for dash in ["–", "-"] {
            if let Some(after) = rest.strip_prefix(dash)
                && let Some((n, e)) = number(bytes, k + (rest.len() - after.len()))
            {
                last = n;
                end = e;
            }
        }
        out.push(PageRef { at, first, last });
        i = end;
    }
    out
}

/// The source named last before `end` in `text` (a paragraph), if any.
fn named_before(text: &str, end: usize, ctx: Context) -> Option<Source> {
    let lower = text[..end].to_lowercase();
    let bytes = lower.as_bytes();
    let mut best: Option<(usize, Source)> = None;
    for (name, what) in NAMES {
        let mut from = 0;
        while let Some(pos) = lower[from..].find(name) {
            let at = from + pos;
            let after = at + name.len();
            let starts = at == 0 || !is_word(bytes[at - 1]);
            let ends = after >= bytes.len() || !is_word(bytes[after]);
            if starts && ends {
                let source = match what {
                    Name::Is(s) => *s,
                    Name::Book => ctx.home,
                };
                // The last name wins; of names ending at the same place, the longer.
                if best.is_none_or(|(b, _)| after > b) {
                    best = Some((after, source));
                }
            }
            from = at + 1;
        }
    }
    best.map(|(_, s)| s)
}

/// Checks one paragraph; each error is a message naming the reference.
fn check_paragraph(paragraph: &str, ctx: Context) -> Vec<String> {
    let mut errors = Vec::new();
    for r in page_refs(paragraph) {
        let shown: String = paragraph[r.at..].chars().take(12).collect();
        let Some(source) = named_before(paragraph, r.at, ctx).or(ctx.default) else {
            errors.push(format!(
                "\"{shown}\" names no source before it in its paragraph"
            ));
            continue;
        };
        let (first, last) = pages(source);
        if r.first > r.last || r.first < first || r.last > last {
            errors.push(format!(
                "\"{shown}\" is outside {source:?}, whose pages are {first}–{last}"
            ));
        }
    }
    errors
}

/// Checks a Markdown text, paragraph by paragraph (a blank line ends one; a heading is one).
fn check_markdown(text: &str, ctx: Context) -> Vec<String> {
    let mut errors = Vec::new();
    let mut paragraph = String::new();
    let mut fenced = false;
    let flush = |p: &mut String, errors: &mut Vec<String>| {
        errors.extend(check_paragraph(p, ctx));
        p.clear();
    };
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            flush(&mut paragraph, &mut errors);
            continue;
        }
        if fenced {
            continue;
        }
        let content = line.trim_start_matches('>').trim();
        if content.is_empty() || content.starts_with('#') {
            flush(&mut paragraph, &mut errors);
        }
        paragraph.push_str(content);
        paragraph.push('\n');
        if content.starts_with('#') {
            flush(&mut paragraph, &mut errors);
        }
    }
    flush(&mut paragraph, &mut errors);
    errors
}

/// Checks the comment lines of a record; a page with no source in its line takes the seed file
/// its `# source:` line names.
fn check_record(text: &str, home: Source) -> Vec<String> {
    let default = text
        .lines()
        .find_map(|l| l.strip_prefix("# source:"))
        .and_then(|s| {
            SOURCES
                .iter()
                .find(|(_, seed, _, _)| s.contains(seed))
                .map(|s| s.0)
        });
    let ctx = Context { home, default };
    text.lines()
        .filter_map(|l| l.find('#').map(|i| &l[i..]))
        .flat_map(|comment| check_paragraph(comment, ctx))
        .collect()
}

fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

fn home_of(path: &Path) -> Source {
    if path.to_string_lossy().contains("portland") {
        Source::Portland1899
    } else {
        Source::Book1917
    }
}

#[test]
fn every_page_cited_lies_within_its_source() {
    let mut errors = Vec::new();
    let mut checked = 0;
    let mut markdown = Vec::new();
    files(Path::new("book/src"), "md", &mut markdown);
    files(Path::new("cases"), "md", &mut markdown);
    markdown.sort();
    for path in &markdown {
        let text = std::fs::read_to_string(path).unwrap();
        checked += page_refs(&text).len();
        // The book-deals README is about one book, named in its first line.
        let default = path
            .ends_with("cases/book-deals/README.md")
            .then_some(Source::Book1917);
        let ctx = Context {
            home: home_of(path),
            default,
        };
        for e in check_markdown(&text, ctx) {
            errors.push(format!("{}: {e}", path.display()));
        }
    }
    let mut records = Vec::new();
    files(Path::new("cases"), "record", &mut records);
    files(Path::new("examples"), "record", &mut records);
    records.sort();
    for path in &records {
        let text = std::fs::read_to_string(path).unwrap();
        checked += page_refs(&text).len();
        for e in check_record(&text, home_of(path)) {
            errors.push(format!("{}: {e}", path.display()));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    // The book cites well over a hundred pages; a checker that found none would prove nothing.
    assert!(checked > 100, "only {checked} page references found");
}

const BOOK: Context = Context {
    home: Source::Book1917,
    default: None,
};
const PORTLAND: Context = Context {
    home: Source::Portland1899,
    default: None,
};

#[test]
fn page_references_are_read_with_their_ranges() {
    let refs = page_refs("(1917 book, pp. 112–113) and p. 3; pp. 60-62; p99 and map. 4 are not");
    let got: Vec<(u32, u32)> = refs.iter().map(|r| (r.first, r.last)).collect();
    assert_eq!(got, [(112, 113), (3, 3), (60, 62)]);
}

#[test]
fn a_page_beyond_its_source_is_an_error() {
    // The 1917 book's last page is 187; the booklet's 32; the newspaper has one; Portland 80.
    for wrong in [
        "Foster's 1917 book (p. 188) says so.",
        "the booklet (1916, p. 33) says so.",
        "the booklet (1916, pp. 30–34) says so.",
        "the newspaper summary (1917, p. 2) says so.",
        "*How to Play Bridge* (p. 81) says so.",
        "the 1917 book (pp. 20–19) says so.",
    ] {
        let errors = check_paragraph(wrong, BOOK);
        assert_eq!(errors.len(), 1, "{wrong}: {errors:?}");
        assert!(errors[0].contains("outside"), "{wrong}: {errors:?}");
    }
    for right in [
        "Foster's 1917 book (p. 187) says so.",
        "the booklet (1916, p. 32) and the newspaper summary (1917, p. 1) say so.",
        "*How to Play Bridge* (p. 80) says so.",
    ] {
        assert_eq!(
            check_paragraph(right, BOOK),
            Vec::<String>::new(),
            "{right}"
        );
    }
}

#[test]
fn the_nearest_name_before_a_page_is_its_source() {
    // p. 150 is within the 1917 book but beyond the booklet, which is named last before it.
    let errors = check_paragraph(
        "The 1917 book (p. 24) agrees with the booklet (p. 150).",
        BOOK,
    );
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("Booklet1916"), "{errors:?}");
    // "book" on a Portland page is the Portland book: p. 100 is beyond it.
    let errors = check_paragraph("The guide in the same book (p. 100) says so.", PORTLAND);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("Portland1899"), "{errors:?}");
}

#[test]
fn a_page_that_names_no_source_is_an_error() {
    let errors = check_markdown("Foster says so.\n\nAs he writes (p. 20), it is so.\n", BOOK);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("names no source"), "{errors:?}");
}

#[test]
fn a_records_source_line_is_the_default_for_its_comments() {
    let record =
        "# source: 002_8cf5e9a00de7acf1.txt, p. 1\n# the score (p. 2)\ncode: pirate-1917\n";
    let errors = check_record(record, Source::Book1917);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("Newspaper1917"), "{errors:?}");
}
