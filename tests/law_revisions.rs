//! Foster revised some laws for his 1917 book. This test fixes exactly which: it fails if any
//! other law's words differ between pirate-1916 and pirate-1917 (after normalising case,
//! punctuation and hyphenation), or if a listed law does not differ.

use foster::lawbook::{self, normalised_words, revisions};
use foster::record::Code;

/// The laws whose wording the 1917 book changes (checked against both scans, law by law).
const REVISED: [u16; 8] = [3, 5, 6, 21, 53, 55, 57, 62];

fn text(code: Code, n: u16) -> String {
    lawbook::laws(code)
        .find(|l| l.number == n)
        .map(|l| l.text.clone())
        .unwrap_or_else(|| panic!("{code} has no printed law {n}"))
}

#[test]
fn exactly_the_revised_laws_differ() {
    let mut differ = Vec::new();
    for n in 1..=70 {
        if normalised_words(&text(Code::Pirate1916, n))
            != normalised_words(&text(Code::Pirate1917, n))
        {
            differ.push(n);
        }
    }
    assert_eq!(
        differ, REVISED,
        "laws whose words differ between 1916 and 1917"
    );
}

#[test]
fn every_revision_has_a_note_on_its_effect() {
    let noted: Vec<u16> = revisions::PIRATE_1917.iter().map(|r| r.law).collect();
    assert_eq!(noted, REVISED);
    let diffs = lawbook::diff::diff(Code::Pirate1916, Code::Pirate1917);
    assert_eq!(diffs.iter().map(|d| d.number).collect::<Vec<_>>(), REVISED);
    assert!(
        diffs
            .iter()
            .all(|d| d.effect().is_some_and(|e| !e.is_empty()))
    );
}

#[test]
fn the_revisions_say_what_the_books_print() {
    // Law 5: the 1917 players draw from a spread pack; in 1916 they cut.
    assert!(text(Code::Pirate1917, 5).contains("draw from a spread pack"));
    assert!(text(Code::Pirate1916, 5).contains("cut for the first deal"));
    // Law 53: two opponents in 1916, the three not in error in 1917.
    assert!(
        text(Code::Pirate1916, 53).contains("each of the partners opposed to the revoking side")
    );
    assert!(text(Code::Pirate1917, 53).contains("each of the three who are not in error"));
    // Law 62: clause (g) exists only in 1916.
    let items = |c: Code| {
        lawbook::get(c, 62)
            .map(|r| {
                r.law
                    .items
                    .iter()
                    .map(|i| i.label.clone())
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    assert_eq!(items(Code::Pirate1916), ["a", "b", "c", "d", "e", "f", "g"]);
    assert_eq!(items(Code::Pirate1917), ["a", "b", "c", "d", "e", "f"]);
}

#[test]
fn the_1917_scan_is_not_padded_with_1916_texts() {
    // Laws 71–80 of 1917 must come from the fallback, never from copied files.
    assert!(lawbook::laws(Code::Pirate1917).all(|l| l.number <= 70));
    for n in 71..=80 {
        let r = lawbook::get(Code::Pirate1917, n).expect("falls back");
        assert_eq!(r.law.code, Code::Pirate1916);
        assert!(r.fallback.is_some());
    }
}
