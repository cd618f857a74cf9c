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
    /// Rule on a game record as a director would: replay the auction and the play under the
    /// record's code of laws, and say, law by law, what each irregularity costs, who may choose
    /// the penalty, and what the record does not show.
    Rule {
        /// The record file (`-` reads it from standard input).
        file: PathBuf,
        /// Print the ruling as JSON, for other programs.
        #[arg(long)]
        json: bool,
        /// Rule under this code instead of the record's own (pirate-1916, pirate-1917,
        /// portland-1895).
        #[arg(long, value_parser = parse_code)]
        code: Option<foster::record::Code>,
        #[command(flatten)]
        customs: cli::score::CustomsArgs,
    },
    /// Keep the score of a rubber from a record. Pirate: the four-column pad drawn as Foster's
    /// 1917 book draws it (honours above the line, tricks below, a line across at each game),
    /// the totals, and what each player pays or receives (laws 68–80). Portland: the We / They
    /// block the guide draws, and the result of each rubber (laws 1–11).
    Score {
        /// The record file (`-` reads it from standard input).
        file: PathBuf,
        /// Print the pad as JSON: every entry with its deal, column, line and law.
        #[arg(long)]
        json: bool,
        /// Score under this code instead of the record's own.
        #[arg(long, value_parser = parse_code)]
        code: Option<foster::record::Code>,
        #[command(flatten)]
        customs: cli::score::CustomsArgs,
    },
    /// The double-dummy table of each deal: the three ways to pair the players (partners
    /// opposite or side by side), each seat declaring, each strain including the nullo, with
    /// the opening leader of law 29; and, for a deal with a contract, its tricks double dummy.
    Solve {
        /// The record file (`-` reads it from standard input).
        file: PathBuf,
        /// Print the tables as JSON.
        #[arg(long)]
        json: bool,
        /// The solver's transposition table, in megabytes (more is faster on hard deals); with
        /// several threads, shared out among them.
        #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
        table_mb: u16,
        /// Threads that solve a table's rows: 0 for one per core.
        #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=256))]
        threads: u16,
        /// Write each deal back as PBN with the double-dummy tags of DDS-based tools
        /// (`DoubleDummyTricks`, `OptimumResultTable`: partners opposite) and foster's own
        /// (`FosterDoubleDummyTable`: every seating, the nullo).
        #[arg(long, conflicts_with = "json")]
        pbn: bool,
    },
    /// Write a record (or a PBN or LIN file) as PBN 2.1, or as a record in foster's language:
    /// `foster export FILE --pbn OUT.pbn`, `foster export GAME.lin --record -`.
    Export {
        /// The file to read (`-` reads standard input): a record, PBN or LIN.
        file: PathBuf,
        /// Write PBN 2.1 (export format) to this file (`-` for standard output).
        #[arg(
            long,
            value_name = "OUT",
            required_unless_present = "record",
            conflicts_with = "record"
        )]
        pbn: Option<PathBuf>,
        /// Write foster's record language to this file (`-` for standard output).
        #[arg(long, value_name = "OUT")]
        record: Option<PathBuf>,
        /// The code whose rulings fill PBN's contract tags, instead of the record's own.
        #[arg(long, value_parser = parse_code)]
        code: Option<foster::record::Code>,
    },
    /// Check each deal's `claim:` lines double dummy: confirmed or refuted, with a line of
    /// best play that shows why. Exit status 1 if a claim is refuted, 2 if one cannot be checked.
    Verify {
        /// The record file (`-` reads it from standard input).
        file: PathBuf,
        /// Print the verdicts as JSON.
        #[arg(long)]
        json: bool,
        /// The solver's transposition table, in megabytes (more is faster on hard deals).
        #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
        table_mb: u16,
    },
    /// Read the laws: show, list, search, diff editions, coverage.
    Laws(cli::laws::LawsArgs),
    /// The annotated law book: `foster book build [--out DIR]` writes it as HTML, every
    /// worked case ruled by the engine.
    #[cfg(feature = "book")]
    Book(cli::book::BookArgs),
}

fn parse_code(text: &str) -> Result<foster::record::Code, String> {
    foster::record::Code::parse(text).ok_or_else(|| {
        format!("unknown code `{text}`: the codes are pirate-1916, pirate-1917, portland-1895")
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Check { files } => cli::check::run(&files),
        Command::Parse { file, json } => cli::parse::run(&file, json),
        Command::Rule {
            file,
            json,
            code,
            customs,
        } => cli::rule::run(&file, json, code, &customs),
        Command::Laws(args) => cli::laws::run(args),
        Command::Solve {
            file,
            json,
            table_mb,
            threads,
            pbn,
        } => {
            if pbn {
                cli::solve::run_pbn(&file, table_mb.into(), threads.into())
            } else {
                cli::solve::run(&file, json, table_mb.into(), threads.into())
            }
        }
        Command::Export {
            file,
            pbn,
            record,
            code,
        } => match (pbn, record) {
            (Some(out), _) => cli::export::run(&file, cli::export::Target::Pbn(&out), code),
            (None, Some(out)) => cli::export::run(&file, cli::export::Target::Record(&out), code),
            (None, None) => ExitCode::from(2),
        },
        Command::Verify {
            file,
            json,
            table_mb,
        } => cli::verify::run(&file, json, table_mb.into()),
        Command::Score {
            file,
            json,
            code,
            customs,
        } => cli::score::run(&file, json, code, &customs),
        #[cfg(feature = "book")]
        Command::Book(args) => cli::book::run(args),
    }
}
