//! Standard input kept for `foster rule` and `foster score`, which read a record file more than
//! once (checked, then ruled: `each_deal.rs`), where standard input can be read only once.
//!
//! What comes is held in memory up to the length of a text held whole
//! ([`MAX_RECORD_BYTES`]); a text that ends within it is read as before (whole, unless it holds
//! more deals than a text held whole may). Past it, a plain record is spooled, what was held
//! and the rest, to a temporary file (the `tempfile` crate's, in the system's temporary folder,
//! `TMPDIR`, deleted when it is closed) and read from there a deal at a time as a named file is,
//! so that memory holds a deal and a rubber's pad, not the text; standard input that is itself
//! a file (`foster rule - < FILE`) is read again from where it stood, without a copy. A PBN or
//! LIN text past it is read whole, as a named one is, and refused for its length.

use std::io::{self, Read, Seek, Write};

use foster::record::limits::MAX_RECORD_BYTES;

use super::term::{BAD, Term};

/// Standard input, kept.
pub enum Held {
    /// The whole of it, within the length of a text held whole.
    Memory(Vec<u8>),
    /// A plain record longer than that, in a file read again from `start`: standard input's own
    /// when it is a file, else the temporary file it was spooled to.
    File { file: std::fs::File, start: u64 },
    /// A longer text that is not plainly a record (PBN, LIN), read whole.
    Long(Vec<u8>),
}

/// Reads standard input to its end and keeps it (see the module's comment). On failure says
/// why under the name `name` and gives the exit status for bad input, 2: standard input that
/// cannot be read, or a temporary file that cannot be made or written.
pub fn hold(term: &mut Term, name: &str) -> Result<Held, u8> {
    let mut input = io::stdin().lock();
    let cannot_read = |term: &mut Term, e: io::Error| {
        term.eprint_styled(&format!("{name}: cannot read: {e}\n"));
        BAD
    };
    #[cfg(unix)]
    if let Some((mut file, start)) = a_long_file() {
        let mut first = Vec::with_capacity(1 << 16);
        let read = (&mut file)
            .take(1 << 16)
            .read_to_end(&mut first)
            .and_then(|_| file.seek(io::SeekFrom::Start(start)));
        if let Err(e) = read {
            return Err(cannot_read(term, e));
        }
        if super::plainly_a_record(&first) {
            return Ok(Held::File { file, start });
        }
        let mut held = Vec::new();
        return match file.read_to_end(&mut held) {
            Ok(_) => Ok(Held::Long(held)),
            Err(e) => Err(cannot_read(term, e)),
        };
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
    if !super::plainly_a_record(&held[..held.len().min(1 << 16)]) {
        return match input.read_to_end(&mut held) {
            Ok(_) => Ok(Held::Long(held)),
            Err(e) => Err(cannot_read(term, e)),
        };
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
        spool
            .write_all(&chunk[..n])
            .map_err(|e| cannot_keep(term, e))?;
    }
    let file = spool
        .into_inner()
        .map_err(|e| cannot_keep(term, e.into_error()))?;
    Ok(Held::File { file, start: 0 })
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
