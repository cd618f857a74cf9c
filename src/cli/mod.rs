//! The commands of the `foster` binary. Each reads its files, calls the library, and writes
//! through [`term::Term`], the one writer every command uses.

#[cfg(feature = "book")]
pub mod book;
pub mod check;
pub mod code_arg;
pub mod docs;
pub mod each_deal;
pub mod export;
pub mod laws;
pub mod parse;
pub mod progress;
pub mod prose;
pub mod rule;
pub mod schema;
pub mod score;
pub mod solve;
pub mod stdin;
pub mod term;
pub mod verify;
pub mod version;

use std::io::Read;
use std::path::{Path, PathBuf};

use foster::record::Diagnostic;

use term::{BAD, Status, Term};
use version::Readings;

/// A record file that could not be read, or read as text: what to say, already rendered.
pub struct Unread {
    /// The message (a diagnostic with its line and caret, for text that is not UTF-8).
    pub message: String,
    /// Why, without the file's name: the I/O error, or the diagnostic of text that is not
    /// UTF-8 (for a JSON document).
    pub why: Result<Diagnostic, String>,
}

impl Unread {
    /// Says why the file was refused, on standard error (and for a JSON document of it).
    pub fn tell(&self, term: &mut Term) {
        term.refused(&self.message, &self.why.clone().map(|d| vec![d]), 0);
    }

    /// A file, named `name` in messages, that could not be read.
    pub fn cannot_read(name: &str, e: &std::io::Error) -> Unread {
        Unread {
            message: format!("{name}: cannot read: {e}\n"),
            why: Err(format!("cannot read: {e}")),
        }
    }
}

/// The name a file goes by in messages (`<stdin>` for `-`).
pub fn display_name(path: &Path) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads a record file, or standard input for `-`, to hold it whole: at most the length of a
/// text held whole ([`read_held`]: one longer is refused as it is read). Returns the name to
/// show in messages and the text. Text that is not UTF-8 gets the same message from a file and
/// from standard input: the line and column of the first byte that cannot be read, with a caret.
pub fn read_record(path: &Path) -> Result<(String, String), Unread> {
    let name = display_name(path);
    let bytes = if path.as_os_str() == "-" {
        read_held(&name, std::io::stdin().lock())?
    } else {
        let file = std::fs::File::open(path).map_err(|e| Unread::cannot_read(&name, &e))?;
        read_held(&name, std::io::BufReader::with_capacity(1 << 16, file))?
    };
    decode(name, bytes)
}

/// Reads a text to be held whole (a record, PBN or LIN) from `input`, named `name` in
/// messages: its bytes, at most [`MAX_RECORD_BYTES`](foster::record::limits::MAX_RECORD_BYTES).
/// Past them the reading stops (see [`refuse_long`]), so that memory holds no more than the
/// limit whatever comes: a file, a pipe, a device such as `/dev/zero`.
pub fn read_held(name: &str, mut input: impl std::io::BufRead) -> Result<Vec<u8>, Unread> {
    const MAX: usize = foster::record::limits::MAX_RECORD_BYTES;
    // Room for the limit, a byte past it and the rest of its line; pages not written are not
    // taken from the system.
    let mut bytes = Vec::with_capacity(MAX + LINE_PAST_LIMIT + 1);
    (&mut input)
        .take(MAX as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Unread::cannot_read(name, &e))?;
    if bytes.len() <= MAX {
        return Ok(bytes);
    }
    Err(refuse_long(name, bytes, input))
}

/// How much of the line the limit of a text held whole falls in is read past it, to show it.
const LINE_PAST_LIMIT: usize = 4096;

/// A text longer than a text held whole may be, of which `bytes` are the first
/// `MAX_RECORD_BYTES` and more and `input` the rest, refused without reading the rest: the rest
/// of the line the limit falls in is read (at most [`LINE_PAST_LIMIT`] bytes more), and the
/// error is the one [`foster::formats::read`] gives a text too long, made from those lines; or,
/// if they are not text, what [`decode`] says of them (the first byte that cannot be read,
/// which is the file's first).
pub fn refuse_long(name: &str, mut bytes: Vec<u8>, input: impl std::io::BufRead) -> Unread {
    use std::io::BufRead;
    if bytes.last() != Some(&b'\n')
        && let Err(e) = input
            .take(LINE_PAST_LIMIT as u64)
            .read_until(b'\n', &mut bytes)
    {
        return Unread::cannot_read(name, &e);
    }
    // A character cut where the reading stopped is left out.
    if let Err(e) = std::str::from_utf8(&bytes)
        && e.error_len().is_none()
    {
        bytes.truncate(e.valid_up_to());
    }
    match decode(name.to_string(), bytes) {
        Ok((name, start)) => {
            let refused = foster::record::limits::too_long(&start);
            Unread {
                message: refused.render_painted(&name, &start, &Term::diagnostic_paint()),
                why: Ok(refused.0[0].clone()),
            }
        }
        Err(unread) => unread,
    }
}

/// A file's bytes as text (see [`read_record`]).
fn decode(name: String, bytes: Vec<u8>) -> Result<(String, String), Unread> {
    match String::from_utf8(bytes) {
        Ok(text) => Ok((name, text)),
        // A PBN file in its own character set, ISO-8859-1 (PBN §2.2).
        Err(e) => match foster::formats::decode(e.as_bytes()) {
            Some(text) => Ok((name, text)),
            None => {
                let diagnostic = foster::record::not_utf8(e.as_bytes(), e.utf8_error(), 0);
                let source = String::from_utf8_lossy(e.as_bytes());
                Err(Unread {
                    message: diagnostic.render_painted(&name, &source, &Term::diagnostic_paint()),
                    why: Ok(diagnostic),
                })
            }
        },
    }
}

/// A file read by [`read_each_deal`].
pub enum EachDeal {
    /// A record, read a deal at a time: the name to show and the record without its deals.
    Record(String, foster::record::Record),
    /// A file that is not plainly a record (PBN, LIN, or one that starts with neither a word
    /// nor a comment), read whole as [`read_record`] reads it: the name and the text.
    Whole(String, String),
    /// A file that changed while it was read, or since an earlier reading ([`Readings`]): its
    /// name. What was read of it is not to be told (a diagnostic could be about a line in
    /// neither version).
    Changed(String),
}

/// A file [`read_each_deal`] could not read, or read as a good record: what to say, already
/// rendered, and why (for a JSON document): the diagnostics, or the I/O error.
pub struct NotRead {
    pub message: String,
    pub why: Result<Vec<Diagnostic>, String>,
    /// The mistakes found past those kept in `why` (`record::MAX_KEPT`), counted.
    pub not_kept: usize,
}

impl NotRead {
    /// Says why the file was refused, on standard error (and for a JSON document of it).
    pub fn tell(&self, term: &mut Term) {
        term.refused(&self.message, &self.why, self.not_kept);
    }
}

impl From<Unread> for NotRead {
    fn from(unread: Unread) -> NotRead {
        NotRead {
            message: unread.message,
            why: unread.why.map(|d| vec![d]),
            not_kept: 0,
        }
    }
}

/// Reads a record file (or standard input for `-`) a deal at a time, handing each deal to
/// `on_deal`, so that memory holds a deal or a rubber's heading, not the file; a file that
/// is not plainly a record (by its first word: see [`foster::formats::detect`]) is read whole
/// instead. On failure, says why as [`read_record`] and [`foster::record::parse_unbounded`]
/// would (the same messages and diagnostics; a record of any length and number of deals is
/// read).
/// A file that changes while it is read is [`EachDeal::Changed`].
pub fn read_each_deal(
    path: &Path,
    on_deal: impl FnMut(foster::record::DealRecord),
) -> Result<EachDeal, NotRead> {
    read_each_deal_again(path, &mut Readings::default(), on_deal)
}

/// [`read_each_deal`] as one of several readings of the file: [`EachDeal::Changed`] if it is
/// not the version the earlier `readings` read.
fn read_each_deal_again(
    path: &Path,
    readings: &mut Readings,
    on_deal: impl FnMut(foster::record::DealRecord),
) -> Result<EachDeal, NotRead> {
    let name = display_name(path);
    if path.as_os_str() == "-" {
        read_each_deal_from(name, std::io::stdin().lock(), on_deal)
    } else {
        match std::fs::File::open(path) {
            Ok(file) => watched(name, &file, readings, |file, name| {
                read_each_deal_from(
                    name,
                    std::io::BufReader::with_capacity(1 << 16, file),
                    on_deal,
                )
            }),
            Err(e) => Err(Unread::cannot_read(&name, &e).into()),
        }
    }
}

/// One reading of `file`, named `name`, among `readings`: what `read` made of it, or
/// [`EachDeal::Changed`] when the file changed (then whatever `read` made of it, a record or
/// its mistakes, is dropped).
fn watched(
    name: String,
    file: &std::fs::File,
    readings: &mut Readings,
    read: impl FnOnce(&std::fs::File, String) -> Result<EachDeal, NotRead>,
) -> Result<EachDeal, NotRead> {
    let changed = EachDeal::Changed(name.clone());
    readings
        .watch(file, |file| read(file, name))
        .unwrap_or(Ok(changed))
}

/// A record file that `foster rule` and `foster score` read a deal at a time more than once: a
/// file named (opened again for each reading), or standard input kept for it (`stdin.rs`), in
/// memory or in a file (its own, or a temporary file), read again from `start`.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    Named(&'a Path),
    Memory(&'a [u8]),
    File(&'a std::fs::File, u64),
}

impl Source<'_> {
    /// Reads the record a deal at a time, from its start, as [`read_each_deal`] does; a file
    /// (named, or standard input's own) that is not the version the earlier `readings` read, or
    /// that changes as it is read, is [`EachDeal::Changed`].
    pub fn read_each_deal(
        self,
        readings: &mut Readings,
        on_deal: impl FnMut(foster::record::DealRecord),
    ) -> Result<EachDeal, NotRead> {
        let name = || display_name(Path::new("-"));
        match self {
            Source::Named(path) => read_each_deal_again(path, readings, on_deal),
            // Through a buffer of a file's size, so that what is read is told apart by the same
            // first bytes as a file's.
            Source::Memory(bytes) => read_each_deal_from(
                name(),
                std::io::BufReader::with_capacity(1 << 16, bytes),
                on_deal,
            ),
            Source::File(mut file, start) => {
                use std::io::Seek;
                match file.seek(std::io::SeekFrom::Start(start)) {
                    Ok(_) => watched(name(), file, readings, |file, name| {
                        read_each_deal_from(
                            name,
                            std::io::BufReader::with_capacity(1 << 16, file),
                            on_deal,
                        )
                    }),
                    Err(e) => Err(Unread::cannot_read(&name(), &e).into()),
                }
            }
        }
    }
}

/// Whether a file whose first bytes (as far as one buffer holds) are `start` is plainly a
/// record: after a byte-order mark and blank lines it starts with a word or a comment, and is
/// neither PBN nor LIN. Such a file is read a deal at a time; any other is read whole.
pub fn plainly_a_record(start: &[u8]) -> bool {
    let start = start.strip_prefix("\u{feff}".as_bytes()).unwrap_or(start);
    start
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'#')
        && foster::formats::detect(&String::from_utf8_lossy(start))
            == foster::formats::Format::Record
}

fn read_each_deal_from(
    name: String,
    mut input: impl std::io::BufRead,
    on_deal: impl FnMut(foster::record::DealRecord),
) -> Result<EachDeal, NotRead> {
    use foster::record::ReadError;
    let cannot_read = |e: std::io::Error| NotRead::from(Unread::cannot_read(&name, &e));
    // A record starts (after a byte-order mark and blank lines) with a word or a comment; a
    // PBN or LIN file, or one that starts otherwise, is read whole, as before.
    let plainly_a_record = match input.fill_buf() {
        Ok(start) => plainly_a_record(start),
        Err(e) => return Err(cannot_read(e)),
    };
    if !plainly_a_record {
        let bytes = read_held(&name, input)?;
        return match decode(name, bytes) {
            Ok((name, text)) => Ok(EachDeal::Whole(name, text)),
            Err(unread) => Err(unread.into()),
        };
    }
    match foster::record::read_record(input, on_deal) {
        Ok(rec) => Ok(EachDeal::Record(name, rec)),
        Err(ReadError::Io(e)) => Err(cannot_read(e)),
        Err(ReadError::NotUtf8 {
            part,
            lines_before,
            error,
        }) => {
            let diagnostic = foster::record::not_utf8(&part, error, lines_before);
            // Rendered against the part as far as it can be read, the bad bytes shown as U+FFFD.
            let source = String::from_utf8_lossy(&part);
            Err(NotRead {
                message: diagnostic.render_painted(&name, &source, &Term::diagnostic_paint()),
                why: Ok(vec![diagnostic]),
                not_kept: 0,
            })
        }
        Err(ReadError::Bad(diagnostics)) => Err(NotRead {
            message: diagnostics.render_painted(&name, &Term::diagnostic_paint()),
            why: Ok(diagnostics.diagnostics().cloned().collect()),
            not_kept: diagnostics.not_kept,
        }),
    }
}

/// Reads and parses a record file (a record, PBN or LIN, told apart by content); on failure
/// says why (the diagnostics, with the line and a caret) and gives the exit status for bad
/// input, 2.
pub fn read_and_parse(
    term: &mut Term,
    path: &Path,
) -> Result<(String, String, foster::record::Record), u8> {
    read_file(term, path).map(|(name, text, read)| (name, text, read.record))
}

/// Reads a file in any format foster reads: its name, its text, and what was read.
pub fn read_file(
    term: &mut Term,
    path: &Path,
) -> Result<(String, String, foster::formats::Read), u8> {
    let (name, text) = read_record(path).map_err(|unread| {
        unread.tell(term);
        BAD
    })?;
    read_text(term, name, text)
}

/// Reads a file's text, read whole, in any format foster reads (as [`read_file`]).
pub fn read_text(
    term: &mut Term,
    name: String,
    text: String,
) -> Result<(String, String, foster::formats::Read), u8> {
    match foster::formats::read(&text) {
        Ok(read) => {
            tell_boards(term, &name, &read);
            tell_left_out(term, &name, &text, &read);
            Ok((name, text, read))
        }
        Err(diagnostics) => {
            term.eprint_diagnostics(&name, &text, &diagnostics);
            Err(BAD)
        }
    }
}

/// Says, on standard error, that a file's games were read as boards, each ruled on its own,
/// and why: a duplicate event's file is not a rubber.
pub fn tell_boards(term: &mut Term, name: &str, read: &foster::formats::Read) {
    if let Some(note) = read.boards_note() {
        term.note(name, note);
    }
}

/// Says, on standard error, which games of a file of boards were left out for their own
/// mistakes (each at the file's line and column), and that the others were read; the
/// command's status then says some input was bad.
pub fn tell_left_out(term: &mut Term, name: &str, text: &str, read: &foster::formats::Read) {
    if let Some(left) = &read.left_out {
        term.eprint_diagnostics(name, text, &left.mistakes);
        term.warning(name, left.summary());
        term.mark_games_left_out();
    }
}

/// Runs a command on each file in turn, each headed by its name when there are several (and
/// each JSON document naming its file, one a line when there are several), and gives the worst
/// status (2 over 1 over 0). A write error stops at once.
pub fn each_file(
    term: &mut Term,
    files: &[PathBuf],
    json: bool,
    mut run: impl FnMut(&mut Term, &Path) -> Status,
) -> Status {
    let mut worst = term::OK;
    let several = files.len() > 1;
    for (i, path) in files.iter().enumerate() {
        term.begin_file(&display_name(path), i == 0, several, json)?;
        let status = run(term, path)?;
        // With `--json`, a file refused is described all the same: the `check` document of why.
        worst = worst.max(term.refusal_document(status)?);
        if term.take_games_left_out() {
            worst = worst.max(BAD);
        }
    }
    Ok(worst)
}
