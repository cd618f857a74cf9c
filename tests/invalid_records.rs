//! Each malformed record in `cases/invalid/` is rejected, and its rendered diagnostics are
//! snapshotted (`tests/snapshots/`): the message, the line with its caret, what was expected
//! and the hint, in a card player's words.

use foster::record;

#[test]
fn each_invalid_record_is_rejected_with_a_clear_diagnostic() {
    insta::glob!("../cases/invalid", "*.record", |path| {
        let text = std::fs::read_to_string(path).expect("the case file is readable");
        let name = format!(
            "cases/invalid/{}",
            path.file_name()
                .map(|n| n.to_string_lossy())
                .unwrap_or_default()
        );
        let rendered = match record::parse(&text) {
            Ok(r) => format!("UNEXPECTEDLY ACCEPTED: {} deals", r.deals.len()),
            Err(diagnostics) => diagnostics.render(&name, &text),
        };
        insta::assert_snapshot!(rendered);
    });
}

#[test]
fn there_is_an_invalid_case_for_each_class_of_mistake() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/invalid");
    let count = std::fs::read_dir(dir)
        .map(|d| {
            d.filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "record"))
            })
            .count()
        })
        .unwrap_or(0);
    assert!(count >= 12, "only {count} invalid cases");
}
