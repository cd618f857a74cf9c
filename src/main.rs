//! The `foster` command line: a thin layer over the library. Reading files and printing belong
//! here (and in `src/cli/`); the library does no I/O.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

/// Settle bridge-table disputes according to Foster: the laws of Pirate Bridge (1916, 1917)
/// and the Portland Club's Laws of Bridge (1895).
#[derive(Debug, Parser)]
#[command(name = "foster", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check that game records are well written.
    ///
    /// Every card, call and play must be readable, no card held twice, every card played in its
    /// player's hand. Prints `FILE: ok (N deals)` for each good record and says what is wrong,
    /// and where, for a bad one; exits with status 2 if any record has a mistake.
    Check {
        /// The record files to check (`-` reads the record from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Read a game record and print what it says.
    ///
    /// The header, and for each deal the dealer, the hands and how many calls and plays; with
    /// `--json`, the whole typed record for other programs.
    Parse {
        /// The record file (`-` reads it from standard input).
        file: PathBuf,
        /// Print the typed record as JSON, for other programs.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { files } => cli::check::run(&files),
        Command::Parse { file, json } => cli::parse::run(&file, json),
    }
}
