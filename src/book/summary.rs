//! The book's table of contents. `book/src/SUMMARY.md` is written by hand, except that a line
//! linking a code's page (`codes/<code>.md`) gets that code's law pages as children, one per
//! printed section, found in the law book itself — so a new law file is never left out.

use std::fmt::Write as _;

use crate::lawbook;
use crate::record::Code;

/// The SUMMARY with each code's law pages filled in under its `codes/<code>.md` line, and the
/// pages another branch has not landed yet (`exists` says no) left out; those are returned too.
pub(crate) fn expand_existing(
    skeleton: &str,
    exists: &dyn Fn(&str) -> bool,
) -> (String, Vec<String>) {
    let mut kept = String::new();
    let mut missing = Vec::new();
    for line in skeleton.lines() {
        match link_target(line) {
            Some(target) if !exists(target) => missing.push(target.to_string()),
            _ => {
                kept.push_str(line);
                kept.push('\n');
            }
        }
    }
    (expand(&kept), missing)
}

/// The file a SUMMARY list line links to.
fn link_target(line: &str) -> Option<&str> {
    let rest = line.trim_start().strip_prefix("- [")?;
    let target = rest.rsplit_once("](")?.1.strip_suffix(')')?;
    (!target.is_empty()).then_some(target)
}

/// The SUMMARY with each code's law pages filled in under its `codes/<code>.md` line.
pub(crate) fn expand(skeleton: &str) -> String {
    let mut out = String::new();
    for line in skeleton.lines() {
        out.push_str(line);
        out.push('\n');
        let Some(code) = code_line(line) else {
            continue;
        };
        let indent = line.len() - line.trim_start().len();
        for s in lawbook::sections(code) {
            let _ = writeln!(
                out,
                "{}    - [{}](laws/{}/{})",
                " ".repeat(indent),
                s.title.replace(['[', ']'], ""),
                code.id(),
                s.file
            );
        }
    }
    out
}

/// The code a SUMMARY line links to as `(codes/<code>.md)`.
fn code_line(line: &str) -> Option<Code> {
    let target = line.trim_start().strip_prefix("- [")?.split("](").nth(1)?;
    let id = target.strip_prefix("codes/")?.strip_suffix(".md)")?;
    Code::parse(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_line_gets_its_sections_in_printed_order() {
        let text = expand(
            "# Summary\n\n- [Pirate Bridge, 1916](codes/pirate-1916.md)\n- [Coverage](coverage.md)\n",
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], "- [Pirate Bridge, 1916](codes/pirate-1916.md)");
        assert!(lines[3].starts_with("    - ["), "{text}");
        assert!(
            lines[3].ends_with("(laws/pirate-1916/01-forming-tables.md)"),
            "{text}"
        );
        assert!(
            text.contains("    - [The Revoke](laws/pirate-1916/08-the-revoke.md)\n"),
            "{text}"
        );
        assert_eq!(lines.last(), Some(&"- [Coverage](coverage.md)"));
    }

    #[test]
    fn pages_not_landed_are_left_out_and_named() {
        let (text, missing) = expand_existing(
            "- [Intro](intro.md)\n- [Solver](solver.md)\n",
            &|p: &str| p != "solver.md",
        );
        assert_eq!(text, "- [Intro](intro.md)\n");
        assert_eq!(missing, vec!["solver.md"]);
    }

    #[test]
    fn other_lines_are_kept_as_written() {
        assert_eq!(expand("- [Intro](intro.md)\n"), "- [Intro](intro.md)\n");
        assert_eq!(code_line("- [X](codes/whist-1900.md)"), None);
    }
}
