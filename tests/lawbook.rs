//! The law book: every Pirate law present, resolvable, shown; errors that say what exists;
//! coverage complete; snapshots of `laws show` and of a revised law's diff.

use std::path::Path;
use std::process::Command;

use foster::json::LawBody;
use foster::lawbook::Citation;
use foster::lawbook::{self, coverage, render};
use foster::record::Code;

fn cite(text: &str) -> Citation {
    text.parse().expect("a valid citation")
}

fn foster(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_foster"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_law_files_follow_the_format() {
    assert_eq!(lawbook::problems(), &[] as &[String]);
}

#[test]
fn pirate_1916_has_laws_1_to_80_in_printed_sections() {
    let numbers: Vec<u16> = lawbook::laws(Code::Pirate1916).map(|l| l.number).collect();
    assert_eq!(numbers, (1..=80).collect::<Vec<_>>());
    let sections: Vec<(String, u16, u16)> = lawbook::sections(Code::Pirate1916)
        .into_iter()
        .map(|s| (s.title, s.laws[0], *s.laws.last().unwrap_or(&0)))
        .collect();
    let expected = [
        ("Forming Tables", 1, 4),
        ("Cutting and Dealing", 5, 14),
        ("The Declarations", 15, 23),
        ("Doubling", 24, 27),
        ("The Play", 28, 31),
        ("Errors in Play", 32, 42),
        ("Exposed Cards", 43, 51),
        ("The Revoke", 52, 60),
        ("Dummy", 61, 67),
        ("Scoring", 68, 80),
    ];
    let expected: Vec<(String, u16, u16)> = expected
        .iter()
        .map(|(t, a, b)| (t.to_string(), *a, *b))
        .collect();
    assert_eq!(sections, expected);
}

#[test]
fn pirate_1917_prints_1_to_70_and_falls_back_for_71_to_80() {
    let numbers: Vec<u16> = lawbook::laws(Code::Pirate1917).map(|l| l.number).collect();
    assert_eq!(numbers, (1..=70).collect::<Vec<_>>());
    assert_eq!(lawbook::extent(Code::Pirate1917), Some((1, 80)));
    for n in 1..=70 {
        let r = lawbook::get(Code::Pirate1917, n).expect("printed");
        assert!(r.fallback.is_none() && r.law.code == Code::Pirate1917);
    }
    for n in 71..=80 {
        let r = lawbook::get(Code::Pirate1917, n).expect("fallback");
        let expected =
            format!("pirate-1917 has no printed text for law {n}; the 1916 text applies");
        assert_eq!(r.note().as_deref(), Some(expected.as_str()));
        assert!(render::show(&r).contains(&expected));
        assert_eq!(LawBody::of(&r).note.as_deref(), Some(expected.as_str()));
    }
}

#[test]
fn the_laws_say_what_foster_printed() {
    let text = |c: &str| lawbook::law(&cite(c)).expect("exists").law.text.clone();
    assert!(text("pirate-1916:68").contains(
        "6 points if clubs are trumps; 7 if diamonds; 8 if hearts; 9 if spades, and 10 if no trumps"
    ));
    assert!(text("pirate-1916:73").contains("such as 81 if spades were trumps"));
    assert!(
        text("pirate-1916:76").contains("This will be 100 if they have doubled; 200 if redoubled.")
    );
    assert!(
        text("pirate-1917:21").ends_with("if the only bid after his acceptance is declared void.")
    );
    assert!(text("pirate-1917:75").contains("This bonus is increased to 100"));
    let b = lawbook::law(&cite("pirate-1916:62b")).expect("clause b");
    assert_eq!(
        b.item().map(|i| i.text.as_str()),
        Some("He may ask his partner if he has none of the suit led.")
    );
}

#[test]
fn laws_show_works_for_every_law() {
    for code in Code::ALL {
        let Some((first, last)) = lawbook::extent(code) else {
            continue;
        };
        for n in first..=last {
            let c = format!("{code}:{n}");
            let (status, out, err) = foster(&["laws", "show", &c]);
            assert_eq!(status, 0, "{c}: {err}");
            assert!(out.starts_with(&format!("{c} — ")), "{c}: {out}");
            let r = lawbook::law(&cite(&c)).expect("resolves");
            assert!(out.contains(&r.law.text), "{c}");
            let json = serde_json::to_value(LawBody::of(&r)).expect("JSON");
            assert_eq!(json["law"]["number"], n);
            assert_eq!(json["law"]["text"], r.law.text.as_str());
        }
    }
    let (status, out, _) = foster(&["laws", "show", "pirate-1916:53", "--json"]);
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["kind"], "law");
    assert_eq!(v["law"]["section"], "The Revoke");
    assert_eq!(v["law"]["anchor"], "pirate-1916-53");
}

#[test]
fn unknown_citations_say_what_exists() {
    let err = |c: &str| lawbook::law(&cite(c)).map(|_| ()).unwrap_err().to_string();
    assert_eq!(
        err("pirate-1916:81"),
        "pirate-1916 has laws 1–80; there is no law 81"
    );
    assert_eq!(
        err("pirate-1916:0"),
        "pirate-1916 has laws 1–80; there is no law 0"
    );
    assert_eq!(
        err("pirate-1917:81"),
        "pirate-1917 has laws 1–80 (71–80 in the 1916 text); there is no law 81"
    );
    assert_eq!(
        err("pirate-1916:62h"),
        "pirate-1916:62 has clauses a, b, c, d, e, f, g; there is no clause `h`"
    );
    assert!(err("pirate-1916:53b").contains("has no lettered clauses"));

    let (status, _, stderr) = foster(&["laws", "show", "pirate-1916:99"]);
    assert_eq!(status, 2);
    assert!(
        stderr.contains("pirate-1916 has laws 1–80; there is no law 99"),
        "{stderr}"
    );
    let (status, _, stderr) = foster(&["laws", "show", "pirate-1920:3"]);
    assert_eq!(status, 2);
    assert!(
        stderr.contains("the codes are pirate-1916, pirate-1917, portland-1895"),
        "{stderr}"
    );
    let (status, _, stderr) = foster(&["laws", "list", "whist-1864"]);
    assert_eq!(status, 2);
    assert!(stderr.contains("unknown code `whist-1864`"), "{stderr}");
    let (status, _, _) = foster(&["laws", "diff", "pirate-1916", "bridge"]);
    assert_eq!(status, 2);
}

#[test]
fn the_ambiguities_are_annotated() {
    let required = [
        "pirate-1916:15",
        "pirate-1916:18",
        "pirate-1916:20",
        "pirate-1916:21",
        "pirate-1916:24",
        "pirate-1916:26",
        "pirate-1916:43",
        "pirate-1916:53",
        "pirate-1916:55",
        "pirate-1916:57",
        "pirate-1916:62",
        "pirate-1916:73",
        "pirate-1916:75",
        "pirate-1916:76",
        "pirate-1917:18",
        "pirate-1917:21",
        "pirate-1917:24",
        "pirate-1917:26",
        "pirate-1917:43",
        "pirate-1917:53",
        "pirate-1917:55",
        "pirate-1917:57",
        "pirate-1917:62",
    ];
    for c in required {
        let r = lawbook::law(&cite(c)).expect("exists");
        assert!(!r.law.annotations.is_empty(), "{c} needs an annotation");
        // Notes stay out of the law's words.
        assert!(!r.law.text.contains("Annotation"), "{c}");
    }
    let note = |c: &str| {
        lawbook::law(&cite(c))
            .expect("exists")
            .law
            .annotations
            .join(" ")
    };
    assert!(note("pirate-1916:76").contains("30 for each under trick"));
    assert!(
        note("pirate-1916:73").contains("Both partners score all honors held by either or both")
    );
    // The 1917 fallback carries the 1916 annotations with the 1916 text.
    assert!(note("pirate-1917:75").contains("100 if redoubled"));
}

#[test]
fn search_ranks_and_marks() {
    let hits = lawbook::search::search("revoke penalty");
    assert!(!hits.is_empty());
    assert_eq!(hits[0].law.section, "The Revoke");
    assert!(hits[0].marked.contains("**revoke**"));
    assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
    assert!(lawbook::search::search("   ").is_empty());
    let (status, out, _) = foster(&["laws", "search", "grand", "slam"]);
    assert_eq!(status, 0);
    assert!(out.contains("pirate-1916:72 — Scoring"), "{out}");
    // The text is for reading: the matched words are drawn in bold where colour is on, and
    // the Markdown marks never shown.
    assert!(out.contains("score 100 for grand slam."), "{out}");
    assert!(!out.contains("**"), "{out}");
    let (status, out, _) = foster(&["laws", "search", "grand", "slam", "--color", "always"]);
    assert_eq!(status, 0);
    assert!(
        out.contains("\u{1b}[1mgrand\u{1b}[0m \u{1b}[1mslam\u{1b}[0m"),
        "{out}"
    );
    // Nothing found: status 1, as grep's.
    let (status, out, _) = foster(&["laws", "search", "xylophone"]);
    assert_eq!(status, 1);
    assert_eq!(out, "No law mentions \"xylophone\".\n");
}

#[test]
fn laws_list_and_diff_and_coverage_run() {
    let (status, out, _) = foster(&["laws", "list", "pirate-1917"]);
    assert_eq!(status, 0);
    assert!(out.starts_with("pirate-1917: laws 1–80 (71–80 in the 1916 text)"));
    assert!(
        out.contains("   80  (pirate-1917 has no printed text for law 80; the 1916 text applies)")
    );
    let (status, out, _) = foster(&["laws", "diff", "pirate-1916", "pirate-1917"]);
    assert_eq!(status, 0);
    assert!(out.starts_with("8 laws differ in wording between pirate-1916 and pirate-1917."));
    assert!(out.contains("[-his partner-]{+the revoker+}"), "{out}");
    let (status, out, _) = foster(&["laws", "coverage", "pirate-1916"]);
    assert_eq!(status, 0);
    let t = coverage::totals(Code::Pirate1916);
    assert_eq!(t.total(), 80);
    let line = format!(
        "total 80: {} implemented, {} not a record matter, {} not yet",
        t.implemented, t.not_a_record_matter, t.not_yet
    );
    assert!(out.contains(&line), "{out}");
}

#[test]
fn every_law_has_exactly_one_coverage_line() {
    for code in Code::ALL {
        let lines: Vec<u16> = coverage::COVERAGE
            .iter()
            .filter(|(c, _, _)| *c == code)
            .map(|(_, n, _)| *n)
            .collect();
        let mut sorted = lines.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(
            lines.len(),
            sorted.len(),
            "{code}: a law has two coverage lines"
        );
        let Some((first, last)) = lawbook::extent(code) else {
            // Portland's texts arrive from another branch; its lines are checked once they do.
            continue;
        };
        let citable: Vec<u16> = (first..=last).collect();
        assert_eq!(
            sorted, citable,
            "{code}: coverage lines must match the laws exactly"
        );
    }
    assert_eq!(coverage::totals(Code::Pirate1916).total(), 80);
    assert_eq!(coverage::totals(Code::Pirate1917).total(), 80);
    assert!(matches!(
        coverage::status(Code::Pirate1916, 1),
        Some(coverage::Status::NotARecordMatter { .. })
    ));
}

#[test]
fn every_implemented_module_exists() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (code, n, status) in coverage::COVERAGE {
        if let coverage::Status::Implemented { module } = status {
            let rest = module
                .strip_prefix("foster::")
                .unwrap_or_else(|| panic!("{code}:{n}: `{module}` is not a foster module path"));
            let path = rest.replace("::", "/");
            let file = src.join(format!("{path}.rs"));
            let dir = src.join(&path).join("mod.rs");
            assert!(
                file.is_file() || dir.is_file(),
                "{code}:{n}: module `{module}` has no file src/{path}.rs"
            );
        }
    }
}

#[test]
fn snapshot_show_pirate_1916_53() {
    let r = lawbook::law(&cite("pirate-1916:53")).expect("exists");
    insta::assert_snapshot!("show_pirate_1916_53", render::show(&r));
}

#[test]
fn snapshot_diff_of_law_53() {
    let diffs = lawbook::diff::diff(Code::Pirate1916, Code::Pirate1917);
    let d = diffs
        .iter()
        .find(|d| d.number == 53)
        .expect("law 53 was revised");
    insta::assert_snapshot!("diff_pirate_1916_1917_law_53", render::diff_one(d));
}

#[test]
fn portland_etiquette_is_kept_apart_from_the_laws() {
    let Some((1, 103)) = lawbook::extent(Code::Portland1895) else {
        // The Portland files are not in this build.
        return;
    };
    let paragraphs: Vec<u16> = lawbook::etiquette(Code::Portland1895)
        .map(|e| e.number)
        .collect();
    assert!(!paragraphs.is_empty());
    assert_eq!(
        paragraphs,
        (1..=paragraphs.len() as u16).collect::<Vec<_>>()
    );
    assert!(lawbook::laws(Code::Portland1895).all(|l| l.section != "Etiquette of Bridge"));
}
