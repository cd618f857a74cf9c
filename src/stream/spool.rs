//! What an output made a deal at a time keeps for its end ([`Spool`]: in memory up to a
//! limit, a mebibyte for the binary, past it in a temporary file): text, or JSON items written
//! at the end into their list (`list.rs`).
//!
//! The temporary file (the `tempfile` crate's, in the system's temporary folder, deleted when
//! it is closed) is the one file the library opens outside the book's build.

use std::io::{self, BufRead, Seek, Write};

use super::list::List;
use super::sink::{self, Sink, Stop};

/// What a spool keeps in memory before it moves to a temporary file, unless told otherwise.
pub const IN_MEMORY: usize = 1 << 20;

/// Text or JSON items kept for the end of the output: in memory up to its limit, past it in a
/// temporary file (deleted when it is closed).
#[derive(Debug)]
pub struct Spool {
    memory: Vec<u8>,
    /// What it keeps in memory before it moves to a temporary file.
    in_memory: usize,
    file: Option<io::BufWriter<std::fs::File>>,
    pub items: usize,
}

impl Spool {
    /// A spool that keeps `in_memory` bytes in memory before it moves to a temporary file.
    pub fn new(in_memory: usize) -> Spool {
        Spool {
            memory: Vec::new(),
            in_memory,
            file: None,
            items: 0,
        }
    }
}

/// What ends each JSON item in a spool: a byte serde_json never writes (it escapes every
/// control character in a string).
const END_OF_ITEM: u8 = 0x1E;

impl Spool {
    pub fn push(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.items += 1;
        if let Some(file) = &mut self.file {
            return file.write_all(bytes);
        }
        if self.memory.len() + bytes.len() > self.in_memory {
            let mut file = io::BufWriter::with_capacity(1 << 16, tempfile::tempfile()?);
            file.write_all(&self.memory)?;
            file.write_all(bytes)?;
            self.memory = Vec::new();
            self.file = Some(file);
            return Ok(());
        }
        self.memory.extend_from_slice(bytes);
        Ok(())
    }

    /// A JSON item (its text, pretty from no indent or compact).
    pub(crate) fn push_item<T: serde::Serialize>(
        &mut self,
        item: &T,
        pretty: bool,
    ) -> io::Result<()> {
        let mut text = if pretty {
            serde_json::to_vec_pretty(item)
        } else {
            serde_json::to_vec(item)
        }
        .map_err(io::Error::other)?;
        text.push(END_OF_ITEM);
        self.push(&text)
    }

    /// What was kept, from the start.
    fn reader(&mut self) -> io::Result<Box<dyn BufRead + '_>> {
        match self.file.take() {
            Some(file) => {
                let mut file = file.into_inner().map_err(|e| e.into_error())?;
                file.rewind()?;
                Ok(Box::new(io::BufReader::with_capacity(1 << 16, file)))
            }
            None => Ok(Box::new(&self.memory[..])),
        }
    }

    /// Text kept, written out (a chunk of whole lines at a time).
    pub fn print(&mut self, out: &mut dyn Sink) -> Result<(), Stop> {
        let mut input = self.reader()?;
        let mut chunk = Vec::with_capacity(1 << 16);
        loop {
            chunk.clear();
            while chunk.len() < 1 << 16 {
                if input.read_until(b'\n', &mut chunk)? == 0 {
                    break;
                }
            }
            if chunk.is_empty() {
                return Ok(());
            }
            sink::text(out, &String::from_utf8_lossy(&chunk))?;
        }
    }

    /// JSON items kept, written into `list`.
    pub fn write_items(&mut self, out: &mut dyn Sink, list: &mut List) -> Result<(), Stop> {
        let mut input = self.reader()?;
        let mut item = Vec::new();
        loop {
            item.clear();
            if input.read_until(END_OF_ITEM, &mut item)? == 0 {
                return Ok(());
            }
            if item.last() == Some(&END_OF_ITEM) {
                item.pop();
            }
            sink::json(out, list.item(&String::from_utf8_lossy(&item)).as_bytes())?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A spool past its memory moves to a temporary file and gives back what it was given.
    #[test]
    fn a_spool_keeps_what_passes_its_memory_in_a_file() {
        let mut spool = Spool::new(10);
        let items = ["first", "a second item", "third: longer than the memory"];
        for item in items {
            spool.push_item(&item, true).expect("kept");
        }
        assert!(spool.file.is_some());
        let mut kept = Vec::new();
        std::io::Read::read_to_end(&mut spool.reader().expect("read back"), &mut kept)
            .expect("read back");
        let expected: Vec<u8> = items
            .iter()
            .flat_map(|i| {
                let mut text = serde_json::to_vec(i).expect("JSON");
                text.push(END_OF_ITEM);
                text
            })
            .collect();
        assert_eq!(kept, expected);
        assert_eq!(spool.items, 3);
    }
}
