//! The pages of the printed sources on which the laws stand (`book/src/laws/<code>/pages.toml`,
//! `lawbook::pages`): every law of each code has its page, the pages never go back as the law
//! numbers rise, the pages read by hand from the scans are the table's, and every page of a law
//! that the annotations, the clause tables and the matrix's declarations cite is the table's.

use foster::lawbook::{self, Kind, pages};
use foster::record::Code;

/// The pages each code's laws (and the Portland Etiquette) stand on in its source.
const LAW_PAGES: &[(Code, u16, u16)] = &[
    (Code::Pirate1916, 10, 30),
    (Code::Pirate1917, 171, 187),
    (Code::Portland1895, 1, 23),
];

fn printed(code: Code, n: u16) -> (u16, u16) {
    let p = pages::of(code, Kind::Law, n).unwrap_or_else(|| panic!("{code}:{n} has no page"));
    (p.first, p.last)
}

#[test]
fn the_tables_agree_with_the_texts() {
    assert_eq!(pages::problems(), &[] as &[String]);
    assert_eq!(pages::sources().len(), Code::ALL.len());
}

#[test]
fn every_law_of_each_code_has_its_pages() {
    let mut counts = Vec::new();
    for code in Code::ALL {
        let all = lawbook::resolve_all(code);
        let (first, last) = lawbook::extent(code).unwrap();
        assert_eq!(all.len(), usize::from(last - first + 1), "{code}");
        let (low, high) = LAW_PAGES
            .iter()
            .find(|l| l.0 == code)
            .map(|l| (l.1, l.2))
            .unwrap();
        for r in &all {
            let p = pages::of_ref(r).unwrap_or_else(|| panic!("{} has no page", r.citation));
            if r.fallback.is_none() {
                assert!(low <= p.first && p.last <= high, "{}: {p}", r.citation);
            } else {
                // 1917's laws 71–80 are the 1916 text, shown at the booklet's page; the table
                // says why the book's page is not known.
                assert_eq!(p.source, "1916 booklet", "{}", r.citation);
                let unknown = pages::source(code).unwrap().unknown.as_ref().unwrap();
                assert!((unknown.first..=unknown.last).contains(&r.citation.law));
            }
        }
        counts.push((code, all.len()));
    }
    assert_eq!(
        counts,
        [
            (Code::Pirate1916, 80),
            (Code::Pirate1917, 80),
            (Code::Portland1895, 103)
        ]
    );
    for n in 1..=11 {
        assert!(
            pages::of(Code::Portland1895, Kind::Etiquette, n).is_some(),
            "Etiquette {n}"
        );
    }
}

#[test]
fn pages_never_go_back_as_the_laws_rise() {
    for code in Code::ALL {
        let laws: Vec<u16> = lawbook::laws(code).map(|l| l.number).collect();
        for pair in laws.windows(2) {
            let (a, b) = (printed(code, pair[0]), printed(code, pair[1]));
            assert!(a.0 <= a.1, "{code}:{} ends before it begins", pair[0]);
            assert!(
                a.1 <= b.0,
                "{code}:{} begins before {} ends",
                pair[1],
                pair[0]
            );
        }
    }
}

/// Read by hand from the scans (the pages the issue on silent claims cites, and each code's first
/// and last law): the 1916 booklet prints its page numbers in brackets at the foot, the 1917 book
/// and the Portland book in running heads.
#[test]
fn the_pages_read_by_hand_are_the_tables() {
    for (code, law, want) in [
        (Code::Pirate1916, 1, (10, 10)),
        (Code::Pirate1916, 14, (13, 14)),
        (Code::Pirate1916, 24, (16, 16)),
        (Code::Pirate1916, 34, (18, 19)),
        (Code::Pirate1916, 50, (22, 23)),
        (Code::Pirate1916, 80, (30, 30)),
        (Code::Pirate1917, 1, (171, 171)),
        (Code::Pirate1917, 14, (174, 174)),
        (Code::Pirate1917, 24, (177, 177)),
        (Code::Pirate1917, 34, (179, 179)),
        (Code::Pirate1917, 50, (182, 183)),
        (Code::Pirate1917, 70, (187, 187)),
        (Code::Portland1895, 1, (1, 1)),
        (Code::Portland1895, 67, (13, 13)),
        (Code::Portland1895, 79, (15, 15)),
        (Code::Portland1895, 84, (16, 16)),
        (Code::Portland1895, 85, (16, 17)),
        (Code::Portland1895, 103, (20, 20)),
    ] {
        assert_eq!(printed(code, law), want, "{code}:{law}");
    }
    let shown = |c: &str| lawbook::render::show(&lawbook::law(&c.parse().unwrap()).unwrap());
    assert!(shown("pirate-1916:34").contains("Printed: 1916 booklet, pp. 18–19."));
    assert!(shown("pirate-1917:24").contains("Printed: 1917 book, p. 177."));
    assert!(shown("pirate-1917:75").contains("Printed: 1916 booklet, p. 29."));
    assert!(
        shown("portland-1895:85").contains("Printed: Laws of Bridge, 1899 edition, pp. 16–17.")
    );
    assert_eq!(pages::numbered(Code::Pirate1916, 34), "34 (pp. 18–19)");
    assert_eq!(
        pages::numbered(Code::Pirate1917, 75),
        "75 (1916 booklet, p. 29)"
    );
}

/// A page reference in prose: its place, first and last page.
fn page_refs(text: &str) -> Vec<(usize, u16, u16)> {
    let b = text.as_bytes();
    let digits = |mut i: usize| {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        (i > start && i - start <= 3).then(|| (text[start..i].parse::<u16>().unwrap(), i))
    };
    let mut out = Vec::new();
    for (at, _) in text.match_indices('p') {
        if at > 0 && b[at - 1].is_ascii_alphanumeric() {
            continue;
        }
        let rest = &text[at..];
        let skip = if rest.starts_with("pp. ") {
            4
        } else if rest.starts_with("p. ") {
            3
        } else {
            continue;
        };
        let Some((first, end)) = digits(at + skip) else {
            continue;
        };
        let last = ["–", "-"]
            .iter()
            .find_map(|d| text[end..].strip_prefix(d))
            .and_then(|after| digits(text.len() - after.len()))
            .map_or(first, |(n, _)| n);
        out.push((at, first, last));
    }
    out
}

/// The code whose printed laws a page reference points into: the source named last before it
/// (the 1916 booklet, the 1917 book), else the code of the text it stands in, if it has one.
fn source_before(text: &str, at: usize, home: Option<Code>) -> Option<Code> {
    let lower = text[..at].to_lowercase();
    let named = [
        ("booklet", Code::Pirate1916),
        ("1916", Code::Pirate1916),
        ("1917", Code::Pirate1917),
    ];
    named
        .iter()
        .filter_map(|(name, code)| lower.rfind(name).map(|i| (i, *code)))
        .max_by_key(|(i, _)| *i)
        .map_or(home, |(_, code)| Some(code))
}

/// The laws a paragraph names ("law 34", "laws 29, 61", "laws 53-56", "Etiquette 11",
/// "pirate-1916:53").
fn named_laws(text: &str) -> Vec<(Kind, u16)> {
    let mut out = Vec::new();
    let lower = text.to_lowercase();
    for code in Code::ALL {
        for (i, cited) in lower.match_indices(&format!("{}:", code.id())) {
            let n: String = lower[i + cited.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            out.extend(n.parse().ok().map(|n| (Kind::Law, n)));
        }
    }
    for (word, kind) in [("law", Kind::Law), ("etiquette", Kind::Etiquette)] {
        for (i, _) in lower.match_indices(word) {
            let mut rest = lower[i + word.len()..].trim_start_matches('s');
            while let Some(r) = rest.strip_prefix(' ') {
                let n: String = r.chars().take_while(char::is_ascii_digit).collect();
                let Ok(n) = n.parse::<u16>() else { break };
                out.push((kind, n));
                rest = r[n.to_string().len()..].trim_start_matches([',', '–', '-', '.', ';']);
                rest = rest.strip_prefix(" and").unwrap_or(rest);
            }
        }
    }
    out
}

/// Checks the page references in one paragraph that point into a code's laws: each must be the
/// page (or pages) of a law the paragraph names, or of the law it annotates.
fn check(
    paragraph: &str,
    home: Option<Code>,
    own: Option<(Kind, u16)>,
    place: &str,
) -> (usize, Vec<String>) {
    let mut errors = Vec::new();
    let mut checked = 0;
    for (at, first, last) in page_refs(paragraph) {
        let Some(code) = source_before(paragraph, at, home) else {
            continue; // a record's or a chapter's page of a source it names otherwise
        };
        let (low, high) = LAW_PAGES
            .iter()
            .find(|l| l.0 == code)
            .map(|l| (l.1, l.2))
            .unwrap();
        if first < low || last > high {
            continue; // a page of the source outside its laws (its description, its guide)
        }
        checked += 1;
        let candidates: Vec<(Kind, u16)> = own.into_iter().chain(named_laws(paragraph)).collect();
        let fits = candidates.iter().any(|&(kind, n)| {
            pages::of(code, kind, n).is_some_and(|p| {
                (first <= p.first && p.last <= last) || (p.first <= first && last <= p.last)
            })
        });
        if !fits {
            let shown: String = paragraph[at..].chars().take(14).collect();
            let table: Vec<String> = candidates
                .iter()
                .filter_map(|&(kind, n)| {
                    pages::of(code, kind, n).map(|p| format!("{kind:?} {n}: {p}"))
                })
                .collect();
            errors.push(format!(
                "{place}: \"{shown}\" ({code}) is no page of the laws named ({})",
                table.join("; ")
            ));
        }
    }
    (checked, errors)
}

fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn paragraphs(text: &str) -> impl Iterator<Item = &str> {
    text.split("\n\n").filter(|p| !p.trim().is_empty())
}

#[test]
fn the_pages_the_annotations_cite_are_the_tables() {
    let mut errors = Vec::new();
    let mut checked = 0;
    let mut tally = |(n, e): (usize, Vec<String>)| {
        checked += n;
        errors.extend(e);
    };
    for law in lawbook::every_law() {
        for note in &law.annotations {
            for p in paragraphs(note) {
                let place = format!("{} {:?} {} (annotation)", law.code, law.kind, law.number);
                tally(check(
                    p,
                    Some(law.code),
                    Some((law.kind, law.number)),
                    &place,
                ));
            }
        }
    }
    for c in lawbook::clauses::all() {
        let why = match &c.engine {
            lawbook::clauses::Status::Implemented { .. } => c.note.as_deref(),
            lawbook::clauses::Status::NotARecordMatter { why }
            | lawbook::clauses::Status::Silent { why, .. }
            | lawbook::clauses::Status::Ambiguous { why, .. }
            | lawbook::clauses::Status::NotYet { why } => Some(why.as_str()),
        };
        if let Some(why) = why {
            let place = format!("{} clause {}", c.code, c.id());
            tally(check(why, Some(c.code), Some((c.kind, c.law)), &place));
        }
    }
    for code in Code::ALL {
        let path = format!("cases/matrix/{}/cells.txt", code.id());
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, line) in text.lines().enumerate() {
            tally(check(line, Some(code), None, &format!("{path}:{}", i + 1)));
        }
    }
    // The worked cases' comment lines and the book's other chapters: only a page whose source
    // is named (the booklet, the 1917 book) can be one of the Pirate laws'.
    let mut files = Vec::new();
    walk(std::path::Path::new("cases"), &mut files);
    walk(std::path::Path::new("examples"), &mut files);
    walk(std::path::Path::new("book/src"), &mut files);
    for path in files {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        if shown.ends_with(".record") {
            for (i, line) in text.lines().filter(|l| l.starts_with('#')).enumerate() {
                tally(check(
                    line,
                    None,
                    None,
                    &format!("{shown}, comment {}", i + 1),
                ));
            }
        } else if shown.ends_with(".md") && !shown.contains("book/src/laws/") {
            for p in paragraphs(&text) {
                tally(check(p, None, None, &shown));
            }
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    // The annotations cite nine pages of the laws themselves (1917's laws 3, 5, 19, 55 and 57 at
    // the booklet's pages, 1916's 55 and 62 at the 1917 book's, the Portland Etiquette twice); a
    // checker that found none would prove nothing.
    assert!(
        checked >= 8,
        "only {checked} references to the laws' pages found"
    );
}

#[test]
fn a_wrong_page_for_a_named_law_is_found() {
    let (n, errors) = check("law 24 (1916 booklet, p. 17)", None, None, "t");
    assert_eq!((n, errors.len()), (1, 1), "{errors:?}");
    let (n, errors) = check("law 24 (1916 booklet, p. 16)", None, None, "t");
    assert_eq!((n, errors.len()), (1, 0), "{errors:?}");
    // A page of the description, outside the laws, is not a law's page.
    let (n, _) = check(
        "the booklet (1916, p. 3)",
        Some(Code::Pirate1916),
        Some((Kind::Law, 18)),
        "t",
    );
    assert_eq!(n, 0);
    assert_eq!(
        named_laws("laws 29, 61 and law 34; Etiquette 11"),
        [
            (Kind::Law, 29),
            (Kind::Law, 61),
            (Kind::Law, 34),
            (Kind::Etiquette, 11)
        ]
    );
}
