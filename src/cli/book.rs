//! `foster book build [--out DIR]`: the annotated law book, built in-process, with the engine
//! compiled to WebAssembly beside it when the toolchain has the target.

use std::path::PathBuf;
use std::time::Instant;

use clap::{Args, Subcommand};

use super::term::{BAD, OK, Status, Term};

#[derive(Debug, Args)]
pub struct BookArgs {
    #[command(subcommand)]
    command: BookCommand,
}

#[derive(Debug, Subcommand)]
enum BookCommand {
    /// Build the whole book as HTML: the laws, their annotations, and every worked case ruled
    /// by the engine. Fails (status 2) on an unknown case, an engine error on a case, or a law
    /// without a page.
    Build {
        /// Where to write the HTML (default: book/build under the project).
        #[arg(long)]
        out: Option<PathBuf>,
        /// The project directory holding book/ and cases/ (default: found from the current
        /// directory upward).
        #[arg(long)]
        root: Option<PathBuf>,
        /// The engine compiled to WebAssembly, to use instead of building it. By default the
        /// book builds it (`cargo build -p foster-wasm --target wasm32-unknown-unknown
        /// --profile wasm`) when the target is installed: as foster.wasm beside the pages, it
        /// runs the playground and lets a reader edit each case's record and rule it again.
        /// A foster-solver.wasm beside FILE (the same built with `--features solver`) goes in
        /// too: the playground's double dummy.
        #[arg(long, value_name = "FILE", conflicts_with = "no_wasm")]
        wasm: Option<PathBuf>,
        /// Build the book without the engine (the records are shown, not ruled in the page).
        #[arg(long)]
        no_wasm: bool,
        /// Leave the cases' claims unchecked (the double-dummy verdicts take about a minute
        /// in a release build, much longer unoptimised).
        #[arg(long)]
        no_verify: bool,
    },
}

pub fn run(term: &mut Term, args: BookArgs) -> Status {
    match args.command {
        BookCommand::Build {
            out,
            root,
            wasm,
            no_wasm,
            no_verify,
        } => build(term, out, root, wasm, no_wasm, !no_verify),
    }
}

fn build(
    term: &mut Term,
    out: Option<PathBuf>,
    root: Option<PathBuf>,
    wasm: Option<PathBuf>,
    no_wasm: bool,
    verify_claims: bool,
) -> Status {
    let root = match root {
        Some(r) => r,
        None => {
            let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
            match foster::book::find_root(&here) {
                Some(r) => r,
                None => {
                    term.error(
                        "foster book",
                        format_args!(
                            "no book/book.toml in {} or above: run from the project, or pass --root",
                            here.display()
                        ),
                    );
                    return Ok(BAD);
                }
            }
        }
    };
    let started = Instant::now();
    let wasm = match (wasm, no_wasm) {
        (Some(w), _) => Some(w),
        (None, true) => None,
        (None, false) => {
            term.eprint_styled(&foster::book::building_wasm());
            match foster::book::build_wasm(&root) {
                Ok(w) => Some(w),
                Err(e) => {
                    term.eprint_styled(&format!(
                        "note: the book is built without its engine (no playground, no re-ruling in the page): {e}\n"
                    ));
                    None
                }
            }
        }
    };
    match foster::book::build_engine(&root, out.as_deref(), verify_claims, wasm.as_deref()) {
        Ok(r) => {
            term.print(&r.summary(started.elapsed().as_secs_f64()))?;
            term.eprint_styled(&r.pending_notes());
            Ok(OK)
        }
        Err(e) => {
            term.error(
                "foster book",
                format_args!("the book was not built (any previous book is left as it was)\n{e}"),
            );
            Ok(BAD)
        }
    }
}
