//! `foster laws`: show, list, search and compare the laws, and report the engine's coverage.

use std::process::ExitCode;

use clap::{Args, Subcommand};

use foster::lawbook::Citation;
use foster::lawbook::{self, render};
use foster::record::Code;

#[derive(Debug, Args)]
pub struct LawsArgs {
    #[command(subcommand)]
    command: LawsCommand,
}

#[derive(Debug, Subcommand)]
enum LawsCommand {
    /// Show one law, e.g. `pirate-1916:53` or `pirate-1916:62b`, with its section and annotations.
    Show {
        citation: String,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// List the sections and laws of a code (all codes if none is given).
    List { code: Option<String> },
    /// Search every code's laws for words; hits are ranked and the matching words marked.
    Search {
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// Show every law whose wording differs between two codes, as a word diff with a note.
    Diff { from: String, to: String },
    /// Which laws the engine applies, with totals per code.
    Coverage { code: Option<String> },
}

/// Exit status for a citation or code that does not exist.
const NOT_FOUND: u8 = 2;

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("foster laws: {message}");
    ExitCode::from(NOT_FOUND)
}

fn code(text: &str) -> Result<Code, String> {
    Code::parse(text).ok_or_else(|| {
        format!(
            "unknown code `{text}`: the codes are {}",
            Code::ALL.map(|c| c.id()).join(", ")
        )
    })
}

fn codes(text: Option<&str>) -> Result<Vec<Code>, String> {
    match text {
        Some(t) => Ok(vec![code(t)?]),
        None => Ok(Code::ALL.to_vec()),
    }
}

pub fn run(args: LawsArgs) -> ExitCode {
    match args.command {
        LawsCommand::Show { citation, json } => {
            let parsed: Citation = match citation.parse() {
                Ok(c) => c,
                Err(e) => return fail(e),
            };
            match lawbook::law(&parsed) {
                Ok(r) if json => match serde_json::to_string_pretty(&render::show_json(&r)) {
                    Ok(text) => println!("{text}"),
                    Err(e) => return fail(e),
                },
                Ok(r) => print!("{}", render::show(&r)),
                Err(e) => return fail(e),
            }
        }
        LawsCommand::List { code } => match codes(code.as_deref()) {
            Ok(list) => {
                let text: Vec<String> = list.into_iter().map(render::list).collect();
                print!("{}", text.join("\n"));
            }
            Err(e) => return fail(e),
        },
        LawsCommand::Search { words } => {
            let query = words.join(" ");
            print!(
                "{}",
                render::search_results(&query, &lawbook::search::search(&query))
            );
        }
        LawsCommand::Diff { from, to } => match (code(&from), code(&to)) {
            (Ok(a), Ok(b)) => {
                for c in [a, b] {
                    if lawbook::extent(c).is_none() {
                        return fail(lawbook::LawError::NoText { code: c });
                    }
                }
                print!("{}", render::diff(a, b, &lawbook::diff::diff(a, b)));
            }
            (Err(e), _) | (_, Err(e)) => return fail(e),
        },
        LawsCommand::Coverage { code } => match codes(code.as_deref()) {
            Ok(list) => print!("{}", render::coverage_table(&list)),
            Err(e) => return fail(e),
        },
    }
    ExitCode::SUCCESS
}
