//! `foster schema [KIND]`: the JSON Schema of each kind of `--json` document.

use foster::json::Kind;

use super::term::{BAD, Status, Term};

/// Prints the schema of `kind`, pretty, or without a kind the list of kinds. Status 2 for a
/// kind that does not exist.
pub fn run(term: &mut Term, kind: Option<&str>) -> Status {
    let Some(name) = kind else {
        return term.print(&foster::json::kinds_listing());
    };
    let Some(kind) = Kind::parse(name) else {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        term.error(
            "foster schema",
            format_args!("unknown kind `{name}`: the kinds are {}", names.join(", ")),
        );
        return Ok(BAD);
    };
    match serde_json::to_string_pretty(&kind.schema()) {
        Ok(text) => term.print_styled(&format!("{text}\n")),
        Err(e) => {
            term.error("foster schema", format_args!("cannot write JSON: {e}"));
            Ok(BAD)
        }
    }
}
