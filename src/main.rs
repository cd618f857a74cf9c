//! The `foster` command line: a thin layer over the library.

use std::process::ExitCode;

use clap::Parser;

/// Settle bridge-table disputes according to Foster: the laws of Pirate Bridge (1916, 1917)
/// and the Portland Club's Laws of Bridge (1895).
#[derive(Debug, Parser)]
#[command(name = "foster", version)]
struct Cli {}

fn main() -> ExitCode {
    let _cli = Cli::parse();
    ExitCode::SUCCESS
}
