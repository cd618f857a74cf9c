//! The Portland Club's *Laws of Bridge* (1895) as stored in the law book: every law 1–103 present
//! once, in printed order, under its anchor; the Etiquette numbered 1–11; annotations only in
//! `> [!NOTE]` blocks; no scan debris left in the text.

use std::fs;
use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/book/src/laws/portland-1895");

/// The section files, in the order of their two-digit prefix.
fn section_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(DIR)
        .expect("the portland-1895 law directory exists")
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    files.sort();
    files
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).expect("a readable law file")
}

/// `## Law 17 {#portland-1895-17}` → 17, checking that the anchor agrees with the number.
fn law_heading(line: &str) -> Option<u32> {
    let rest = line.strip_prefix("## Law ")?;
    let (number, anchor) = rest.split_once(' ')?;
    let n: u32 = number.parse().ok()?;
    assert_eq!(
        anchor,
        format!("{{#portland-1895-{n}}}"),
        "the anchor of law {n} must carry its own number"
    );
    Some(n)
}

#[test]
fn laws_1_to_103_each_once_in_printed_order() {
    let mut laws = Vec::new();
    for path in section_files() {
        for line in read(&path).lines() {
            if let Some(n) = law_heading(line) {
                laws.push(n);
            }
        }
    }
    assert_eq!(laws, (1..=103).collect::<Vec<u32>>());
}

#[test]
fn the_sections_are_the_printed_ones_in_order() {
    let titles: Vec<String> = section_files()
        .iter()
        .map(|path| {
            let text = read(path);
            let first = text.lines().next().unwrap_or_default().to_string();
            first
                .strip_prefix("# ")
                .unwrap_or_else(|| panic!("{} must open with its section heading", path.display()))
                .to_string()
        })
        .collect();
    assert_eq!(
        titles,
        [
            "The Rubber",
            "Scoring",
            "Cutting",
            "Formation of Table",
            "Cutting Out",
            "Entry and Re-entry",
            "Shuffling",
            "The Deal",
            "A New Deal",
            "Declaring Trumps",
            "Doubling and Re-doubling",
            "Dummy",
            "Exposed Cards",
            "Cards Liable to be Called",
            "Cards Played in Error, or not Played to a Trick",
            "The Revoke",
            "Calling for New Cards",
            "General Rules",
            "Etiquette of Bridge",
        ]
    );
}

#[test]
fn each_section_starts_where_the_print_starts_it() {
    // The first law under each printed heading (index of the 1899 edition, pp. 1–19).
    let firsts: Vec<Option<u32>> = section_files()
        .iter()
        .map(|path| read(path).lines().find_map(law_heading))
        .collect();
    let expected = [
        1, 2, 14, 17, 21, 22, 27, 34, 39, 48, 53, 59, 68, 70, 83, 86, 96, 97,
    ];
    let mut want: Vec<Option<u32>> = expected.iter().map(|&n| Some(n)).collect();
    want.push(None); // the Etiquette has no laws
    assert_eq!(firsts, want);
}

#[test]
fn the_etiquette_paragraphs_are_numbered_1_to_11() {
    let path = section_files()
        .into_iter()
        .find(|p| p.ends_with("19-etiquette-of-bridge.md"))
        .expect("the Etiquette of Bridge has its own file");
    let numbers: Vec<u32> = read(&path)
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("## Etiquette ")?;
            let (number, anchor) = rest.split_once(' ')?;
            let n: u32 = number.parse().ok()?;
            assert_eq!(anchor, format!("{{#portland-1895-etiquette-{n}}}"));
            Some(n)
        })
        .collect();
    assert_eq!(numbers, (1..=11).collect::<Vec<u32>>());
}

#[test]
fn annotations_are_note_blocks_and_nothing_else_is_quoted() {
    for path in section_files() {
        let text = read(&path);
        let lines: Vec<&str> = text.lines().collect();
        let mut in_quote = false;
        for (i, line) in lines.iter().enumerate() {
            let quoted = line.starts_with('>');
            if quoted && !in_quote {
                assert_eq!(
                    *line,
                    "> [!NOTE]",
                    "{}:{}: a quoted block must be a NOTE",
                    path.display(),
                    i + 1
                );
                let next = lines.get(i + 1).copied().unwrap_or_default();
                assert!(
                    next.starts_with("> **Annotation.** "),
                    "{}:{}: a NOTE must open with **Annotation.**",
                    path.display(),
                    i + 2
                );
            }
            in_quote = quoted;
        }
    }
}

#[test]
fn no_scan_debris_in_the_law_text() {
    // Running heads, library stamps and OCR slips seen in the scan of the 1899 edition.
    let debris = [
        "Digitized",
        "Google",
        "THE LAWS OF BRIDGE",
        "lpwest",
        "t\\e.",
        "ihe ",
        "riot scored",
        "ioo points",
        "T03",
        "If*",
    ];
    for path in section_files() {
        let text = read(&path);
        for word in debris {
            assert!(
                !text.contains(word),
                "{} still contains `{word}`",
                path.display()
            );
        }
    }
}

#[test]
fn the_scoring_figures_are_the_printed_ones() {
    let scoring = read(&Path::new(DIR).join("02-scoring.md"));
    // Law 4's trick values, law 7's aces, law 9's slams, law 11's rubber: as printed.
    for words in [
        "Each trick above six counts two points when spades are trumps, four points when clubs are trumps, six points when diamonds are trumps, eight points when hearts are trumps, and twelve points when there are no trumps.",
        "The four aces, he and his partner score for honours one hundred points.",
        "All thirteen tricks, they score for Grand Slam forty points.",
        "Twelve tricks, they score for Little Slam twenty points.",
        "one hundred points are added to the score of the winners of the rubber",
    ] {
        assert!(scoring.contains(words), "02-scoring.md lacks: {words}");
    }
    let revoke = read(&Path::new(DIR).join("16-the-revoke.md"));
    assert!(revoke.contains(
        "the side revoking cannot attain a higher score towards the game than twenty-eight."
    ));
}
