//! Standard input kept for `foster parse`, `rule` and `score`, which read a record file more
//! than once (checked, then written or ruled: `parse.rs`, `each_deal.rs`), where standard input
//! can be read only once.
//!
//! What comes is held in memory up to the length of a text held whole
//! ([`MAX_RECORD_BYTES`]); a text that ends within it is read as before (whole, unless it holds
//! more deals than a text held whole may). Past it, a plain record is spooled, what was held
//! and the rest, to a temporary file (the `tempfile` crate's, in the system's temporary folder,
//! `TMPDIR`, deleted when it is closed) and read from there a deal at a time as a named file is,
//! so that memory holds a deal and a rubber's pad, not the text; its lines and deals are held
//! to their limits as they are spooled (`foster::record::Caps`), so that a stream past them
//! (`yes | foster rule -`) is refused at once, not kept. Standard input that is itself a file
//! (`foster rule - < FILE`) is read again from where it stood, without a copy. A PBN or LIN
//! text past it is refused for its length as it is read, as a named one is.

use std::io::{self, Read, Seek, Write};

use foster::record::Record;
use foster::record::limits::{MAX_DEALS, MAX_LINE_BYTES, MAX_RECORD_BYTES};
use foster::record::{Caps, Found, LineDiagnostics};

use super::term::{BAD, Status, Term};
use super::{Source, decode, display_name, plainly_a_record, read_text};

/// Reads standard input for a command that reads a record file a deal at a time more than
/// once: `whole` is given the record read whole (a text within the whole text's limits, as
/// before; a PBN or LIN text past them is refused), and its name; `each_deal` a
/// plain record past those limits, to read a deal at a time as a named file (from memory past
/// the number of deals, else from a file). Errors are said, with the status for bad input.
pub fn read(
    term: &mut Term,
    whole: impl FnOnce(&mut Term, &str, Record) -> Status,
    each_deal: impl FnOnce(&mut Term, Source) -> Status,
) -> Status {
    let name = display_name(std::path::Path::new("-"));
    let held = match hold(term, &name) {
        Ok(held) => held,
        Err(status) => return Ok(status),
    };
    let bytes = match held {
        Held::Memory(bytes) => bytes,
        Held::File { file, start } => return each_deal(term, Source::File(&file, start)),
    };
    if !plainly_a_record(&bytes[..bytes.len().min(FIRST)]) {
        return whole_bytes(term, name, bytes, whole);
    }
    let (name, text) = match decode(name, bytes) {
        Ok(read) => read,
        Err(unread) => {
            unread.tell(term);
            return Ok(BAD);
        }
    };
    // Past the number of deals a text held whole may have, read a deal at a time: the deals
    // counted by their headings first (a text of many short deals read whole takes a hundred
    // times its length), then read (as `foster::record::parse` reads it, but for that number),
    // which finds any deal the headings missed.
    if foster::record::deal_headings(&text) > MAX_DEALS {
        return each_deal(term, Source::Memory(text.as_bytes()));
    }
    match foster::record::parse_unbounded(&text) {
        Ok(record) if record.deals.len() <= MAX_DEALS => whole(term, &name, record),
        Ok(record) => {
            drop(record);
            each_deal(term, Source::Memory(text.as_bytes()))
        }
        Err(diagnostics) => {
            term.eprint_diagnostics(&name, &text, &diagnostics);
            Ok(BAD)
        }
    }
}

/// Bytes read whole, as text in any format, handed to `whole`.
fn whole_bytes(
    term: &mut Term,
    name: String,
    bytes: Vec<u8>,
    whole: impl FnOnce(&mut Term, &str, Record) -> Status,
) -> Status {
    let (name, text) = match decode(name, bytes) {
        Ok(read) => read,
        Err(unread) => {
            unread.tell(term);
            return Ok(BAD);
        }
    };
    match read_text(term, name, text) {
        Ok((name, _, read)) => whole(term, &name, read.record),
        Err(status) => Ok(status),
    }
}

/// How much of a file's start tells what it is: a file's buffer (`read_each_deal`).
const FIRST: usize = 1 << 16;

/// Standard input, kept.
enum Held {
    /// The whole of it, within the length of a text held whole.
    Memory(Vec<u8>),
    /// A plain record longer than that, in a file read again from `start`: standard input's own
    /// when it is a file, else the temporary file it was spooled to.
    File { file: std::fs::File, start: u64 },
}

/// Reads standard input to its end and keeps it (see the module's comment). On failure says
/// why under the name `name` and gives the exit status for bad input, 2: standard input that
/// cannot be read, a longer text that is not plainly a record (PBN, LIN: refused for its
/// length, `super::refuse_long`), a record whose line or deal passes its limit, or a temporary
/// file that cannot be made or written.
fn hold(term: &mut Term, name: &str) -> Result<Held, u8> {
    let mut input = io::stdin().lock();
    let cannot_read = |term: &mut Term, e: io::Error| {
        super::Unread::cannot_read(name, &e).tell(term);
        BAD
    };
    #[cfg(unix)]
    if let Some((mut file, start)) = a_long_file() {
        let mut first = Vec::with_capacity(FIRST);
        let read = (&mut file)
            .take(FIRST as u64)
            .read_to_end(&mut first)
            .and_then(|_| file.seek(io::SeekFrom::Start(start)));
        if let Err(e) = read {
            return Err(cannot_read(term, e));
        }
        if plainly_a_record(&first) {
            return Ok(Held::File { file, start });
        }
        let unread = match super::read_held(name, io::BufReader::with_capacity(FIRST, file)) {
            // Never within the limit: the file holds more from where it stands.
            Ok(_) => return Err(BAD),
            Err(unread) => unread,
        };
        unread.tell(term);
        return Err(BAD);
    }
    // Room for one byte past the limit, which tells a text longer than the limit; pages not
    // written are not taken from the system.
    let mut held = Vec::with_capacity(MAX_RECORD_BYTES + 1);
    if let Err(e) = (&mut input)
        .take(MAX_RECORD_BYTES as u64 + 1)
        .read_to_end(&mut held)
    {
        return Err(cannot_read(term, e));
    }
    if held.len() <= MAX_RECORD_BYTES {
        return Ok(Held::Memory(held));
    }
    // Told apart by the first bytes a file's buffer holds, as a named file is.
    if !plainly_a_record(&held[..held.len().min(FIRST)]) {
        super::refuse_long(name, held, input).tell(term);
        return Err(BAD);
    }
    // The lines and deals held to their limits as they are kept, what was held and the rest.
    let mut lines = Lines::default();
    if let Err(found) = lines.feed(&held) {
        return Err(past_a_limit(term, name, *found));
    }
    let cannot_keep = |term: &mut Term, e: io::Error| {
        term.error(
            name,
            format_args!("cannot keep standard input in a temporary file to read it again: {e}"),
        );
        BAD
    };
    let file = tempfile::tempfile().map_err(|e| cannot_keep(term, e))?;
    let mut spool = io::BufWriter::with_capacity(1 << 16, file);
    spool.write_all(&held).map_err(|e| cannot_keep(term, e))?;
    drop(held);
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        let n = match input.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(cannot_read(term, e)),
        };
        if let Err(found) = lines.feed(&chunk[..n]) {
            return Err(past_a_limit(term, name, *found));
        }
        spool
            .write_all(&chunk[..n])
            .map_err(|e| cannot_keep(term, e))?;
    }
    if let Err(found) = lines.finish() {
        return Err(past_a_limit(term, name, *found));
    }
    let file = spool
        .into_inner()
        .map_err(|e| cannot_keep(term, e.into_error()))?;
    Ok(Held::File { file, start: 0 })
}

/// A record's lines as they are spooled, a line at a time (as far as one byte past a line's
/// limit) held to the limits of its lines and deals.
#[derive(Default)]
struct Lines {
    caps: Caps,
    line: Vec<u8>,
}

impl Lines {
    /// The next bytes of the record.
    fn feed(&mut self, mut bytes: &[u8]) -> Result<(), Box<Found>> {
        while !bytes.is_empty() {
            let (piece, rest) = match bytes.iter().position(|&b| b == b'\n') {
                Some(i) => bytes.split_at(i + 1),
                None => (bytes, &[][..]),
            };
            let take = piece.len().min(MAX_LINE_BYTES + 1 - self.line.len());
            self.line.extend_from_slice(&piece[..take]);
            // A line is told whole, or as far as one byte past its limit (then refused).
            if self.line.last() == Some(&b'\n') || self.line.len() > MAX_LINE_BYTES {
                self.caps.line(&self.line)?;
                self.line.clear();
            }
            bytes = rest;
        }
        Ok(())
    }

    /// The end of the record: its last line, if it has no line break.
    fn finish(&mut self) -> Result<(), Box<Found>> {
        if !self.line.is_empty() {
            self.caps.line(&self.line)?;
        }
        Ok(())
    }
}

/// A record on standard input past the limit of a line or a deal: the error said, and the status.
fn past_a_limit(term: &mut Term, name: &str, found: Found) -> u8 {
    let found = LineDiagnostics::one(found);
    let said = found.render_painted(name, &Term::diagnostic_paint());
    term.refused(&said, &Ok(found.diagnostics().cloned().collect()), 0);
    BAD
}

/// Standard input when it is a file with more than a text held whole's length left in it from
/// where it stands: a handle of its own on it, and where it stands.
#[cfg(unix)]
fn a_long_file() -> Option<(std::fs::File, u64)> {
    use std::os::fd::AsFd;
    let mut file = std::fs::File::from(io::stdin().as_fd().try_clone_to_owned().ok()?);
    let len = file.metadata().ok().filter(|m| m.is_file())?.len();
    let start = file.stream_position().ok()?;
    (len.saturating_sub(start) > MAX_RECORD_BYTES as u64).then_some((file, start))
}
