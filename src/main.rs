//! The `foster` command line: a thin layer over the library. Reading files and printing belong
//! here (and in `src/cli/`); the library does no I/O.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

mod cli;

use cli::term::{self, ColorWhen, Term};

/// What the exit status means, in `--help` and the manual page.
const EXIT_STATUS: &str = "\
Exit status:
  0  all is well
  1  nothing found: `laws search` matched no law, `verify` refuted a claim
  2  bad input (a record with a mistake, an unknown law or code, a file that cannot be read)
     or output that cannot be written
With several files, the worst of them. A closed pipe (`foster … | head`) ends quietly, status 0;
a closed standard output (`>&-`) is output that cannot be written, status 2.

Colour: on a terminal unless NO_COLOR is set; CLICOLOR_FORCE or --color always forces it.";

/// Settle bridge-table disputes according to Foster: the laws of Pirate Bridge (1916, 1917)
/// and the Portland Club's Laws of Bridge (1895).
#[derive(Debug, Parser)]
#[command(name = "foster", version, after_long_help = EXIT_STATUS)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// When to colour the output: auto (a terminal, unless NO_COLOR is set), always, never.
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    color: ColorWhen,
    /// Draw the suits as the letters S H D C instead of ♠ ♥ ♦ ♣.
    #[arg(long, global = true)]
    ascii: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check that game records are well written.
    ///
    /// Every card, call and play must be readable, no card held twice, every card played in its
    /// player's hand. Prints `FILE: ok (N deals)` for each good record and says what is wrong,
    /// and where, for a bad one; exits with status 2 if any record has a mistake. A record that
    /// names no code (and no `--code`) gets a warning: `foster rule` would refuse it.
    Check {
        /// The record files to check (`-` reads the record from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The code the records are to be ruled under, when they do not name one.
        #[arg(long, value_parser = cli::code_arg::CodeParser)]
        code: Option<foster::record::Code>,
        /// Print a `check` document per file (the diagnostics included) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Read game records and print what they say.
    ///
    /// The header, and for each deal the dealer, the hands and how many calls and plays; with
    /// `--json`, the whole typed record for other programs.
    Parse {
        /// The record files (`-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the typed record as JSON, for other programs.
        #[arg(long)]
        json: bool,
    },
    /// Rule on a game record as a director would: replay the auction and the play under the
    /// record's code of laws, and say, law by law, what each irregularity costs, who may choose
    /// the penalty, and what the record does not show.
    Rule {
        /// The record files (`-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the ruling as JSON, for other programs.
        #[arg(long)]
        json: bool,
        /// Rule under this code instead of the record's own (pirate-1916, pirate-1917,
        /// portland-1895).
        #[arg(long, value_parser = cli::code_arg::CodeParser)]
        code: Option<foster::record::Code>,
        /// Advise the player who may choose a penalty: each option played out double dummy
        /// and valued in points for his side, the best named (a guide, not the ruling).
        #[arg(long)]
        advise: bool,
        /// Give each deal's play a trick a line under its facts: the leader, the cards in the
        /// order played, the winner, and the rulings made at that trick (text only).
        #[arg(long)]
        tricks: bool,
        #[command(flatten)]
        customs: cli::score::CustomsArgs,
    },
    /// Keep the score of a rubber from a record. Pirate: the four-column pad drawn as Foster's
    /// 1917 book draws it (honours above the line, tricks below, a line across at each game),
    /// the totals, and what each player pays or receives (laws 68–80). Portland: the We / They
    /// block the guide draws, and the result of each rubber (laws 1–11).
    Score {
        /// The record files (`-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the pad as JSON: every entry with its deal, column, line and law.
        #[arg(long)]
        json: bool,
        /// Score under this code instead of the record's own.
        #[arg(long, value_parser = cli::code_arg::CodeParser)]
        code: Option<foster::record::Code>,
        #[command(flatten)]
        customs: cli::score::CustomsArgs,
    },
    /// The double-dummy table of each deal: each way to pair the players and each strain of
    /// the record's game (partners side by side under the Pirate laws, the nullo where the
    /// table agreed to it), each seat declaring, with the opening leader of law 29; and, for a
    /// deal with a contract, its tricks double dummy.
    Solve {
        /// The record files (`-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the tables as JSON.
        #[arg(long)]
        json: bool,
        /// Play the records under this code instead of their own (pirate-1916, pirate-1917,
        /// portland-1895): it chooses the pairings and strains solved by default and whether
        /// the auction's contract is found.
        #[arg(long, value_parser = cli::code_arg::CodeParser)]
        code: Option<foster::record::Code>,
        /// The solver's transposition table, in megabytes (more is faster on hard deals); with
        /// several threads, shared out among them.
        #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
        table_mb: u16,
        /// Threads that solve a table's rows: 0 for one per core.
        #[arg(long, value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=256))]
        threads: u16,
        /// Write each deal back as PBN with the double-dummy tags of DDS-based tools
        /// (`DoubleDummyTricks`, `OptimumResultTable`: partners opposite; and for a board whose
        /// file gives its vulnerability, contract bridge's par: `OptimumScore`, `ParContract`)
        /// and foster's own (`FosterDoubleDummyTable`: the rows solved).
        #[arg(long, conflicts_with = "json")]
        pbn: bool,
        /// Only these pairings of the players, by two seats of one side: `NS` (N–S against
        /// E–W), `NE`, `NW` (partners side by side), or `opposite`, `side-by-side`, `all`;
        /// several separated by commas. By default those of the record's code: all three
        /// under the Pirate laws, partners opposite under the Portland Club's.
        #[arg(long, value_name = "PAIRS", value_delimiter = ',', value_parser = PAIRINGS)]
        pairing: Vec<PairingChoice>,
        /// Only these strains: `C`, `D`, `H`, `S`, `NT`, `NL` (the nullo, much the longest to
        /// solve), or `all`; several separated by commas. By default the five, and the nullo
        /// too when the record says the table agreed to it (`nullo: allowed`).
        #[arg(long, value_name = "STRAINS", value_delimiter = ',', value_parser = STRAINS)]
        strain: Vec<StrainChoice>,
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
        #[arg(long, value_parser = cli::code_arg::CodeParser)]
        code: Option<foster::record::Code>,
    },
    /// Check each deal's `claim:` lines double dummy: confirmed or refuted, with a line of
    /// best play that shows why. Exit status 1 if a claim is refuted, 2 if one cannot be checked.
    Verify {
        /// The record files (`-` reads one from standard input).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print the verdicts as JSON.
        #[arg(long)]
        json: bool,
        /// The solver's transposition table, in megabytes (more is faster on hard deals).
        #[arg(long, value_name = "MB", default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
        table_mb: u16,
    },
    /// Read the laws: show, list, search, diff editions, coverage.
    Laws(cli::laws::LawsArgs),
    /// Print the JSON Schema of a kind of `--json` document (`foster schema ruling`), or with
    /// no kind list the kinds, each with its version and the command that writes it.
    ///
    /// Every document opens with `"format": "foster"`, its `"version"` and `"kind"`, and names
    /// the `"file"` it describes; a kind's version is raised whenever its shape changes.
    Schema {
        /// The kind: check, record, ruling, score, solve, verify, law, law-list, law-search,
        /// law-diff, law-coverage.
        kind: Option<String>,
    },
    /// The annotated law book: `foster book build [--out DIR]` writes it as HTML, every
    /// worked case ruled by the engine.
    #[cfg(feature = "book")]
    Book(cli::book::BookArgs),
    /// Print the completion script for a shell, e.g. `foster completions bash >
    /// ~/.local/share/bash-completion/completions/foster`.
    Completions {
        /// bash, elvish, fish, powershell or zsh.
        shell: clap_complete::Shell,
    },
    /// Print the manual page foster(1) as roff (`foster man | man -l -`), or with `--out DIR`
    /// write a page for every command into DIR.
    Man {
        /// The folder to write foster.1, foster-check.1 … into.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
}

/// A value read by `parse` whose commonest spellings, `names`, are given to clap, so that shell
/// completions offer them (`--pairing`, `--strain`); any other spelling `parse` takes is taken
/// as well, and a wrong one refused with `parse`'s message.
#[derive(Clone, Copy)]
struct Named<T> {
    parse: fn(&str) -> Result<T, String>,
    names: &'static [&'static str],
}

impl<T: Clone + Send + Sync + 'static> clap::builder::TypedValueParser for Named<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        self.parse.parse_ref(cmd, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            self.names
                .iter()
                .map(|n| clap::builder::PossibleValue::new(*n)),
        ))
    }
}

/// `--pairing`: the pairings by two seats of one side, and the words for several.
const PAIRINGS: Named<PairingChoice> = Named {
    parse: parse_pairing,
    names: &[
        "NS",
        "NE",
        "NW",
        "EW",
        "SW",
        "ES",
        "opposite",
        "side-by-side",
        "all",
    ],
};

/// `--strain`: the strains, the nullo among them, and `all`.
const STRAINS: Named<StrainChoice> = Named {
    parse: parse_strain,
    names: &["C", "D", "H", "S", "NT", "NL", "all"],
};

/// Pairings of the players named on the command line (`--pairing`).
#[derive(Clone, Debug)]
struct PairingChoice(Vec<foster::cards::Partnership>);

fn parse_pairing(text: &str) -> Result<PairingChoice, String> {
    use foster::cards::{Partnership, Seat};
    let pairings = foster::solver::pairings();
    let t = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
    match t.as_str() {
        "opposite" => return Ok(PairingChoice(vec![pairings[0]])),
        "side-by-side" => return Ok(PairingChoice(pairings[1..].to_vec())),
        "all" => return Ok(PairingChoice(pairings.to_vec())),
        _ => {}
    }
    let letters = t.chars().filter(|c| *c != '-').collect::<Vec<_>>();
    if let [a, b] = letters[..]
        && let (Some(a), Some(b)) = (Seat::from_letter(a), Seat::from_letter(b))
        && let Some(p) = Partnership::new(a, b)
    {
        return Ok(PairingChoice(vec![p]));
    }
    Err(format!(
        "unknown pairing `{text}`: name two seats of one side (NS, NE, NW, or EW, SW, ES), or `opposite`, `side-by-side` or `all`"
    ))
}

/// One or more strains, as `--strain` names them.
#[derive(Clone, Debug)]
struct StrainChoice(Vec<foster::cards::Strain>);

fn parse_strain(text: &str) -> Result<StrainChoice, String> {
    use foster::cards::Strain;
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(StrainChoice(foster::solver::STRAINS.to_vec()));
    }
    Strain::parse(text).map(|s| StrainChoice(vec![s])).ok_or_else(|| {
        format!("unknown strain `{text}`: the strains are C, D, H, S, NT and NL (the nullo), or `all`")
    })
}

fn main() -> ExitCode {
    // clap's own help and errors follow `--color` too, read before the rest is parsed.
    let matches = Cli::command()
        .color(help_color(std::env::args_os().skip(1)))
        .try_get_matches();
    let cli = match matches.and_then(|m| Cli::from_arg_matches(&m)) {
        Ok(cli) => cli,
        Err(e) => return clap_exit(&e),
    };
    let mut term = Term::new(cli.color, cli.ascii);
    let status = run(&mut term, cli.command);
    ExitCode::from(term.finish(status))
}

fn run(term: &mut Term, command: Command) -> term::Status {
    use cli::each_file;
    match command {
        Command::Check { files, code, json } => cli::check::run_all(term, &files, json, code),
        Command::Schema { kind } => cli::schema::run(term, kind.as_deref()),
        Command::Parse { files, json } => {
            each_file(term, &files, json, |t, f| cli::parse::run(t, f, json))
        }
        Command::Rule {
            files,
            json,
            code,
            advise,
            tricks,
            customs,
        } => each_file(term, &files, json, |t, f| {
            let asked = cli::rule::Asked { advise, tricks };
            cli::each_deal::rule(t, f, json, code, asked, &customs)
        }),
        Command::Laws(args) => cli::laws::run(term, args),
        Command::Solve {
            files,
            json,
            code,
            table_mb,
            threads,
            pbn,
            pairing,
            strain,
        } => {
            let asked = cli::solve::Asked {
                code,
                pairings: pairing.into_iter().flat_map(|p| p.0).collect(),
                strains: strain.into_iter().flat_map(|s| s.0).collect(),
                table_mb: table_mb.into(),
                threads: threads.into(),
            };
            each_file(term, &files, json, |t, f| {
                if pbn {
                    cli::solve::run_pbn(t, f, &asked)
                } else {
                    cli::solve::run(t, f, json, &asked)
                }
            })
        }
        Command::Export {
            file,
            pbn,
            record,
            code,
        } => match (pbn, record) {
            (Some(out), _) => cli::export::run(term, &file, cli::export::Target::Pbn(&out), code),
            (None, Some(out)) => {
                cli::export::run(term, &file, cli::export::Target::Record(&out), code)
            }
            (None, None) => Ok(cli::term::BAD),
        },
        Command::Verify {
            files,
            json,
            table_mb,
        } => each_file(term, &files, json, |t, f| {
            cli::verify::run(t, f, json, table_mb.into())
        }),
        Command::Score {
            files,
            json,
            code,
            customs,
        } => each_file(term, &files, json, |t, f| {
            cli::each_deal::score(t, f, json, code, &customs)
        }),
        #[cfg(feature = "book")]
        Command::Book(args) => cli::book::run(term, args),
        Command::Completions { shell } => cli::docs::completions(term, Cli::command(), shell),
        Command::Man { out } => cli::docs::man(term, Cli::command(), out.as_deref()),
    }
}

/// The `--color` asked for (`--color WHEN` or `--color=WHEN`), for clap's help and errors; by
/// default clap's own choice (a terminal, unless NO_COLOR is set).
fn help_color(args: impl Iterator<Item = std::ffi::OsString>) -> clap::ColorChoice {
    let args: Vec<String> = args.map(|a| a.to_string_lossy().into_owned()).collect();
    let mut asked = None;
    for (i, arg) in args.iter().enumerate() {
        if arg == "--" {
            break;
        }
        if arg == "--color" {
            asked = args.get(i + 1).cloned();
        } else if let Some(value) = arg.strip_prefix("--color=") {
            asked = Some(value.to_string());
        }
    }
    match asked.as_deref() {
        Some("always") => clap::ColorChoice::Always,
        Some("never") => clap::ColorChoice::Never,
        _ => clap::ColorChoice::Auto,
    }
}

/// Help, the version, or a mistake on the command line (status 2), as clap words it; a help
/// cut short by a closed pipe ends quietly, and one that cannot be written says so.
fn clap_exit(error: &clap::Error) -> ExitCode {
    // `--help` and `--version` are written to standard output, which may have been closed.
    let printed = if !error.use_stderr() && term::stdout_was_closed() {
        Err(term::closed_stdout())
    } else {
        error.print()
    };
    match printed {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            // Standard error may be the stream that failed; there is nowhere else to say it.
            let mut term = Term::new(ColorWhen::Auto, false);
            term.error("foster", format_args!("cannot write the output: {e}"));
            ExitCode::from(term::BAD)
        }
        Ok(()) => ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(term::BAD)),
    }
}
