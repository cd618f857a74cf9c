//! The `foster` command line: a thin layer over the library.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

/// Settle bridge-table disputes according to Foster: the laws of Pirate Bridge (1916, 1917)
/// and the Portland Club's Laws of Bridge (1895).
#[derive(Debug, Parser)]
#[command(name = "foster", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Read the laws: show, list, search, diff editions, coverage.
    Laws(cli::laws::LawsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Laws(args)) => cli::laws::run(args),
        None => ExitCode::SUCCESS,
    }
}
