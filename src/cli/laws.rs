//! `foster laws`: show, list, search and compare the laws, and report the engine's coverage.

use clap::{Args, Subcommand};

use foster::json::{
    ClauseCoverageBody, CodeClauses, CodeCoverage, CodeLaws, LawBody, LawCoverageBody, LawDiffBody,
    LawListBody, LawSearchBody,
};
use foster::lawbook::Citation;
use foster::lawbook::{self, render};
use foster::record::Code;

use super::code_arg::CodeParser;
use super::prose;
use super::term::{BAD, NOTHING, OK, Status, Term};
use foster::stream::terminal;

#[derive(Debug, Args)]
pub struct LawsArgs {
    #[command(subcommand)]
    command: LawsCommand,
    /// Wrap the texts to this many columns (by default a terminal's width; into a pipe, one
    /// paragraph a line).
    #[arg(long, global = true, value_name = "COLUMNS")]
    width: Option<u16>,
    /// Print a JSON document (the stored Markdown texts) instead of text.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Debug, Subcommand)]
enum LawsCommand {
    /// Show one law, e.g. `pirate-1916:53` or `pirate-1916:62b`, with its section and annotations.
    Show { citation: String },
    /// List the sections and laws of a code (all codes if none is given).
    List {
        #[arg(value_parser = CodeParser)]
        code: Option<Code>,
    },
    /// Search every code's laws for words; hits are ranked and the matching words marked.
    /// Exit status 1 when no law matches, as grep's.
    Search {
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// Show every law whose wording differs between two codes, as a word diff with a note: by
    /// default the 1916 booklet against the 1917 book, whose laws are the same in number.
    Diff {
        #[arg(value_parser = CodeParser, default_value = "pirate-1916")]
        from: Code,
        #[arg(value_parser = CodeParser, default_value = "pirate-1917")]
        to: Code,
    },
    /// Which laws the engine applies, with totals per code; with `--clauses`, every clause of
    /// every law: the function that applies it and its worked cases, or why it is not applied.
    Coverage {
        #[arg(value_parser = CodeParser)]
        code: Option<Code>,
        /// List the laws clause by clause (the table in `book/src/laws/<code>/clauses-*.toml`).
        #[arg(long)]
        clauses: bool,
    },
}

fn fail(term: &mut Term, message: impl std::fmt::Display) -> Status {
    term.error("foster laws", message);
    Ok(BAD)
}

/// The codes asked for: one, or all when none is named.
fn codes(code: Option<Code>) -> Vec<Code> {
    code.map_or_else(|| Code::ALL.to_vec(), |c| vec![c])
}

/// Runs a `laws` command. Texts are written for reading: Markdown emphasis drawn as bold and
/// italic (plain where colour is off), paragraphs wrapped to the terminal; `--json` gives the
/// stored Markdown. Status 2 for an unknown law or code, 1 for a search that finds nothing.
pub fn run(term: &mut Term, args: LawsArgs) -> Status {
    let width = prose::width(args.width, term.out_is_terminal());
    let show = |term: &mut Term, text: &str| term.print_styled(&terminal::law_text(text, width));
    let json = args.json;
    match args.command {
        LawsCommand::Show { citation } => {
            let parsed: Citation = match citation.parse() {
                Ok(c) => c,
                Err(e) => return fail(term, e),
            };
            match lawbook::law(&parsed) {
                Ok(r) if json => term.document(&LawBody::of(&r)),
                Ok(r) => show(term, &render::show(&r)),
                Err(e) => fail(term, e),
            }
        }
        LawsCommand::List { code } => match codes(code) {
            list if json => term.document(&LawListBody {
                codes: list.into_iter().map(CodeLaws::of).collect(),
            }),
            list => {
                let text: Vec<String> = list.into_iter().map(render::list).collect();
                // The code and its sections, which are not indented, head the laws.
                term.print_styled(&terminal::law_list(&text.join("\n"), width))
            }
        },
        LawsCommand::Search { words } => {
            let query = words.join(" ");
            let hits = lawbook::search::search(&query);
            let found = !hits.is_empty();
            if json {
                term.document(&LawSearchBody { query, hits })?;
            } else {
                show(term, &render::search_results(&query, &hits))?;
            }
            Ok(if found { OK } else { NOTHING })
        }
        LawsCommand::Diff { from: a, to: b } => {
            for c in [a, b] {
                if lawbook::extent(c).is_none() {
                    return fail(term, lawbook::LawError::NoText { code: c });
                }
            }
            let laws = lawbook::diff::diff(a, b);
            if json {
                term.document(&LawDiffBody {
                    from: a,
                    to: b,
                    laws,
                })
            } else {
                show(term, &render::diff(a, b, &laws))
            }
        }
        LawsCommand::Coverage {
            code,
            clauses: true,
        } => match codes(code) {
            list if json => term.document(&ClauseCoverageBody {
                codes: list.into_iter().map(CodeClauses::of).collect(),
            }),
            list => term.print(&render::clause_table(&list)),
        },
        LawsCommand::Coverage {
            code,
            clauses: false,
        } => match codes(code) {
            list if json => term.document(&LawCoverageBody {
                codes: list.into_iter().map(CodeCoverage::of).collect(),
            }),
            list => term.print(&render::coverage_table(&list, &|code| {
                Some(foster::matrix::embedded(code).ok()?.totals().summary())
            })),
        },
    }
}
