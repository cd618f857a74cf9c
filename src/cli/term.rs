//! The one way the commands write. Standard output and standard error go through anstream, which
//! passes colour to a terminal and strips it elsewhere (`--color auto|always|never`, `NO_COLOR`,
//! `CLICOLOR_FORCE`); a record's control characters are escaped before they reach a terminal;
//! `--ascii` draws the suits as letters; and a failed write becomes a value the command hands
//! back, so that `main` ends quietly on a closed pipe and with a message on any other failure,
//! never a panic.

use std::fmt::Display;
use std::io::{self, IsTerminal, Write};

use anstream::{AutoStream, ColorChoice};
use anstyle::Style;
use foster::json::{Body, CheckBody};
use foster::record::{Diagnostic, Mark, Paint, escape_controls};
use foster::stream::sink::{Sink, document};
pub use foster::stream::terminal::{
    ERROR, GUTTER, NOTE, WARNING, ascii_suits, bold_headings, file_heading, labelled, red_suits,
    ruling_heading,
};

/// Exit status: all is well.
pub const OK: u8 = 0;
/// Exit status: nothing found (`laws search` without a match, a refuted claim), as grep's 1.
pub const NOTHING: u8 = 1;
/// Exit status: bad input (a record with a mistake, an unknown law or code, a file that cannot
/// be read) or a failure to write the output.
pub const BAD: u8 = 2;

/// What is said of a file that changed while it was read.
pub const CHANGED_WHILE_READ: &str = "the file changed while it was read; nothing more is made of it (read it again once it is written)";

/// Standard output could not be written. A closed pipe (`foster … | head -1`) is not a
/// failure: `main` ends quietly.
#[derive(Debug)]
pub struct WriteError(pub io::Error);

impl WriteError {
    pub fn is_closed_pipe(&self) -> bool {
        self.0.kind() == io::ErrorKind::BrokenPipe
    }
}

/// A command's exit status, or the write error that stopped it.
pub type Status = Result<u8, WriteError>;

/// `--color`: when to colour the output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorWhen {
    /// On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it).
    #[default]
    Auto,
    /// Always, even into a pipe or a file.
    Always,
    /// Never.
    Never,
}

/// The two output streams and how they draw.
#[derive(Debug)]
pub struct Term {
    out: AutoStream<io::Stdout>,
    err: AutoStream<io::Stderr>,
    ascii: bool,
    /// The file a command's JSON document describes, when it reads files.
    json_file: Option<String>,
    /// Set when a command runs over several files: each JSON document is then one line.
    json_lines: bool,
    /// Standard output was closed when foster started: every write to it fails.
    out_closed: bool,
    /// Whether the file being read is to be described by a JSON document (`--json`).
    json: bool,
    /// Whether any of a JSON document has been written for the file being read.
    documented: bool,
    /// Why the file being read was refused, as said on standard error: for the `check`
    /// document written in place of a command's own ([`Term::refusal_document`]).
    refusal: Refusal,
    /// Games of the file being read were left out for their own mistakes (the others read):
    /// the command's status says some input was bad.
    games_left_out: bool,
}

/// Why a file was refused: its diagnostics (the first `record::MAX_KEPT`, and a count of the
/// rest) and the errors said of it.
#[derive(Debug, Default)]
struct Refusal {
    diagnostics: Vec<Diagnostic>,
    more_diagnostics: usize,
    errors: Vec<String>,
}

impl Term {
    pub fn new(color: ColorWhen, ascii: bool) -> Term {
        let choice = match color {
            ColorWhen::Auto => ColorChoice::Auto,
            ColorWhen::Always => ColorChoice::AlwaysAnsi,
            ColorWhen::Never => ColorChoice::Never,
        };
        Term {
            out: AutoStream::new(io::stdout(), choice),
            err: AutoStream::new(io::stderr(), choice),
            ascii,
            json_file: None,
            json_lines: false,
            out_closed: stdout_was_closed(),
            json: false,
            documented: false,
            refusal: Refusal::default(),
            games_left_out: false,
        }
    }

    /// Every write to standard output: a closed one fails as a full disk does.
    fn write_out(&mut self, bytes: &[u8]) -> Result<(), WriteError> {
        if self.out_closed {
            return Err(WriteError(closed_stdout()));
        }
        self.out.write_all(bytes).map_err(WriteError)
    }

    /// Whether `--ascii` was asked for.
    pub fn ascii(&self) -> bool {
        self.ascii
    }

    /// Whether standard output is a terminal (law texts are wrapped to its width).
    pub fn out_is_terminal(&self) -> bool {
        io::stdout().is_terminal()
    }

    /// Whether standard error is a terminal (the solver's progress bar is drawn there).
    pub fn err_is_terminal(&self) -> bool {
        io::stderr().is_terminal()
    }

    /// Text for standard output, possibly holding a record's words: control characters
    /// escaped, suits as letters with `--ascii`, hearts and diamonds red where colour is on
    /// (the marks are stripped where it is off).
    ///
    /// The headings of a ruling's or a score's text are bold ([`ruling_heading`]).
    pub fn print(&mut self, text: &str) -> Status {
        let text = bold_headings(&escape_controls(text), ruling_heading);
        if self.ascii {
            return self.print_styled(&text);
        }
        self.print_styled(&red_suits(&text))
    }

    /// A file's text for standard output (`export … -`, `solve --pbn`): escaped as `print`
    /// escapes, but never coloured, for it is data for another program.
    pub fn print_data(&mut self, text: &str) -> Status {
        let text = escape_controls(text);
        self.print_styled(&text)
    }

    /// Text already escaped (or the program's own) that may carry colour.
    pub fn print_styled(&mut self, text: &str) -> Status {
        let text = if self.ascii {
            ascii_suits(text)
        } else {
            text.to_string()
        };
        self.write_out(text.as_bytes())?;
        Ok(OK)
    }

    /// A document for other programs (`--json`), in foster's envelope (`format`, `version`,
    /// `kind`, and the file it describes): pretty, or one line per file with several files.
    pub fn document<T: Body>(&mut self, body: &T) -> Status {
        self.documented = true;
        match document(body, self.json_file.as_deref(), self.json_pretty()) {
            // serde_json escapes every control character, and the suits stay as written.
            Ok(text) => {
                self.write_out(format!("{text}\n").as_bytes())?;
                Ok(OK)
            }
            Err(e) => {
                self.error("foster", format_args!("cannot write JSON: {e}"));
                Ok(BAD)
            }
        }
    }

    /// Whether a document is written pretty (one file) or on one line (several).
    pub fn json_pretty(&self) -> bool {
        !self.json_lines
    }

    /// The file a document describes, named in its envelope.
    pub fn json_file(&self) -> Option<&str> {
        self.json_file.as_deref()
    }

    /// Part of a JSON document, as it is (serde_json escapes every control character).
    pub fn write_json(&mut self, text: &[u8]) -> Result<(), WriteError> {
        self.documented = true;
        self.write_out(text)
    }

    /// Before each file: for JSON, its name in the document; for text with several files, its
    /// name as a heading (as `head` and `tail` do).
    pub fn begin_file(&mut self, name: &str, first: bool, several: bool, json: bool) -> Status {
        self.json = json;
        self.documented = false;
        self.refusal = Refusal::default();
        if json {
            self.json_file = Some(name.to_string());
            self.json_lines = several;
            return Ok(OK);
        }
        if !several {
            return Ok(OK);
        }
        self.print_styled(&file_heading(name, first))
    }

    /// Text for standard error, already escaped, that may carry colour. Nothing is left to
    /// report a failure there to: it is ignored (the exit status still tells).
    pub fn eprint_styled(&mut self, text: &str) {
        let _ = self.err.write_all(text.as_bytes());
    }

    /// That a file read more than once (a deal at a time) changed between or during the
    /// readings; the exit status for bad input.
    pub fn changed_while_read(&mut self, name: &str) -> u8 {
        self.error(name, CHANGED_WHILE_READ);
        BAD
    }

    /// A text's diagnostics on standard error, each with its line and caret, `name` the
    /// text's name.
    pub fn eprint_diagnostics(
        &mut self,
        name: &str,
        source: &str,
        diagnostics: &foster::record::Diagnostics,
    ) {
        self.eprint_styled(&diagnostics.render_painted(name, source, &Term::diagnostic_paint()));
        if self.json {
            self.keep_diagnostics(&diagnostics.0, 0);
        }
    }

    /// `SUBJECT: error: MESSAGE` on standard error (and kept, for a document of the file's
    /// refusal: [`Term::refusal_document`]).
    pub fn error(&mut self, subject: &str, message: impl Display) {
        let message = message.to_string();
        self.labelled(subject, ERROR, "error", &message);
        if self.json {
            self.refusal.errors.push(message);
        }
    }

    /// A file refused: `message` (already rendered) on standard error, and why kept for a
    /// document of its refusal ([`Term::refusal_document`]): its diagnostics, of which
    /// `not_kept` more were found than are listed, or the reason it could not be read.
    pub fn refused(
        &mut self,
        message: &str,
        why: &Result<Vec<Diagnostic>, String>,
        not_kept: usize,
    ) {
        self.eprint_styled(message);
        if !self.json {
            return;
        }
        match why {
            Ok(diagnostics) => self.keep_diagnostics(diagnostics, not_kept),
            Err(why) => self.refusal.errors.push(why.clone()),
        }
    }

    fn keep_diagnostics(&mut self, diagnostics: &[Diagnostic], not_kept: usize) {
        let room = foster::record::MAX_KEPT.saturating_sub(self.refusal.diagnostics.len());
        let listed = diagnostics.len().min(room);
        self.refusal
            .diagnostics
            .extend_from_slice(&diagnostics[..listed]);
        self.refusal.more_diagnostics += diagnostics.len() - listed + not_kept;
    }

    /// With `--json`, after a file that was refused (`status` the exit status for bad input)
    /// and of which no document was written: a `check` document of why (`ok` false, the
    /// diagnostics, or the error), so that every `--json` command writes a document for every
    /// file. Nothing otherwise.
    pub fn refusal_document(&mut self, status: u8) -> Status {
        if !self.json || self.documented || status != BAD {
            return Ok(status);
        }
        let refusal = std::mem::take(&mut self.refusal);
        let error = if refusal.errors.is_empty() && refusal.diagnostics.is_empty() {
            Some("the file was refused (see standard error)".to_string())
        } else if refusal.errors.is_empty() {
            None
        } else {
            Some(refusal.errors.join("; "))
        };
        let body = CheckBody {
            ok: false,
            deals: None,
            read_as: None,
            code: None,
            warnings: Vec::new(),
            diagnostics: refusal.diagnostics,
            more_diagnostics: refusal.more_diagnostics,
            error,
        };
        self.document(&body)?;
        Ok(status)
    }

    /// Marks that games of the file being read were left out for their mistakes.
    pub fn mark_games_left_out(&mut self) {
        self.games_left_out = true;
    }

    /// Whether games of the file just read were left out (and clears it for the next file).
    pub fn take_games_left_out(&mut self) -> bool {
        std::mem::take(&mut self.games_left_out)
    }

    /// `SUBJECT: warning: MESSAGE` on standard error.
    pub fn warning(&mut self, subject: &str, message: impl Display) {
        self.labelled(subject, WARNING, "warning", message);
    }

    /// `SUBJECT: note: MESSAGE` on standard error: something the output leaves out, and how
    /// to have it.
    pub fn note(&mut self, subject: &str, message: impl Display) {
        self.labelled(subject, NOTE, "note", message);
    }

    fn labelled(&mut self, subject: &str, style: Style, label: &str, message: impl Display) {
        self.eprint_styled(&labelled(subject, style, label, &message.to_string()));
    }

    /// The colours of a diagnostic.
    pub fn diagnostic_paint() -> Paint {
        let mark = |style: Style| Mark {
            before: style.render().to_string(),
            after: style.render_reset().to_string(),
        };
        Paint {
            location: mark(foster::stream::terminal::EMPHASIS),
            error: mark(ERROR),
            message: mark(foster::stream::terminal::EMPHASIS),
            gutter: mark(GUTTER),
            caret: mark(ERROR),
            note: mark(NOTE),
        }
    }

    pub fn flush(&mut self) -> Status {
        self.out.flush().map_err(WriteError)?;
        Ok(OK)
    }

    /// How a command ends: its status, or for a write error, quietly on a closed pipe and with
    /// a message (status 2) on any other.
    pub fn finish(&mut self, status: Status) -> u8 {
        match status.and_then(|s| self.flush().map(|_| s)) {
            Ok(s) => s,
            Err(e) if e.is_closed_pipe() => OK,
            Err(e) => {
                self.error("foster", format_args!("cannot write the output: {}", e.0));
                BAD
            }
        }
    }
}

/// The terminal as the library's sink for a ruling or a score written as it is made
/// (`foster::stream::writer`): its text printed as [`Term::print`] prints it, its JSON as it is.
impl Sink for Term {
    fn text(&mut self, text: &str) -> io::Result<()> {
        self.print(text).map(drop).map_err(|e| e.0)
    }

    fn json(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.write_json(bytes).map_err(|e| e.0)
    }
}

/// Whether standard output was closed when foster started (`foster rule FILE >&-`). Rust's
/// runtime puts /dev/null, opened for reading and writing, where a standard stream was closed,
/// so a write to it never fails and the output would be lost without a word; a shell's
/// `>/dev/null` opens it for writing only, and stays quiet as asked (`1<>/dev/null`, opened for
/// both, is taken for closed: a message where none was needed, and nothing lost).
#[cfg(unix)]
pub fn stdout_was_closed() -> bool {
    use rustix::fs::{FileType, OFlags, fcntl_getfl, fstat, stat};
    let out = io::stdout();
    let (Ok(flags), Ok(file), Ok(null)) = (fcntl_getfl(&out), fstat(&out), stat("/dev/null"))
    else {
        return false;
    };
    flags & OFlags::RWMODE == OFlags::RDWR
        && FileType::from_raw_mode(file.st_mode) == FileType::CharacterDevice
        && file.st_rdev == null.st_rdev
}

/// Elsewhere a closed standard output is an error of the write itself.
#[cfg(not(unix))]
pub fn stdout_was_closed() -> bool {
    false
}

/// The error of a write to a standard output that was closed.
pub fn closed_stdout() -> io::Error {
    io::Error::other("standard output is closed")
}
