//! Where the output of a ruling or a score goes ([`Sink`]), why its writing stops ([`Stop`]),
//! and a JSON document's text as `--json` writes it whole ([`document`]).

use std::io;

use crate::json::{Body, Document};

/// Where a ruling's or a score's output is written: its text (a piece of whole lines, for a
/// terminal's headings and suits), or a JSON document's bytes as they are. The binary's sink
/// is the terminal; a `Vec<u8>` takes both as they come.
pub trait Sink {
    /// Text of a ruling or a score.
    fn text(&mut self, text: &str) -> io::Result<()>;
    /// Part of a JSON document, as it is (serde_json escapes every control character).
    fn json(&mut self, bytes: &[u8]) -> io::Result<()>;
}

impl Sink for Vec<u8> {
    fn text(&mut self, text: &str) -> io::Result<()> {
        self.extend_from_slice(text.as_bytes());
        Ok(())
    }

    fn json(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.extend_from_slice(bytes);
        Ok(())
    }
}

/// Why the writing stopped.
#[derive(Debug)]
pub enum Stop {
    /// The sink could not be written (for the binary, standard output: a closed pipe, a full
    /// disk).
    Write(io::Error),
    /// What is kept for the end could not be (a temporary file), or JSON could not be made.
    Keep(io::Error),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Keep(e)
    }
}

/// `sink.text(text)`, a failure a [`Stop::Write`].
pub fn text(sink: &mut dyn Sink, text: &str) -> Result<(), Stop> {
    sink.text(text).map_err(Stop::Write)
}

/// `sink.json(bytes)`, a failure a [`Stop::Write`].
pub fn json(sink: &mut dyn Sink, bytes: &[u8]) -> Result<(), Stop> {
    sink.json(bytes).map_err(Stop::Write)
}

/// A `--json` document's text: `body` in its envelope naming the `file` it describes, pretty
/// (one file) or on one line (several), without the line break written after it.
pub fn document<T: Body>(body: &T, file: Option<&str>, pretty: bool) -> serde_json::Result<String> {
    let doc = Document::new(body, file);
    if pretty {
        serde_json::to_string_pretty(&doc)
    } else {
        serde_json::to_string(&doc)
    }
}
