//! Byte offsets turned into 1-based lines and columns (in characters), for every span.

use crate::record::ast::Span;

/// The start of every line, for turning byte offsets into 1-based lines and columns.
#[derive(Debug)]
pub(super) struct LineIndex {
    pub(super) starts: Vec<usize>,
    /// Where the text indexed starts in the file (a chunk of a record read a deal at a time):
    /// its byte offset, and the number of lines before it. Spans come out in the file's terms.
    pub(super) base: usize,
    pub(super) base_line: usize,
    /// The line of the last span asked for: spans come mostly in source order, so the next one
    /// is usually on the same line or the next.
    last: std::cell::Cell<usize>,
    /// The byte offset and column of the last span asked for.
    last_col: std::cell::Cell<(usize, usize)>,
}

impl LineIndex {
    pub(super) fn new(source: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            source
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex {
            starts,
            base: 0,
            base_line: 0,
            last: std::cell::Cell::new(1),
            last_col: std::cell::Cell::new((0, 1)),
        }
    }

    /// The 1-based line holding byte `pos`.
    fn line_of(&self, pos: usize) -> usize {
        let on = |line: usize| {
            line >= 1
                && line <= self.starts.len()
                && self.starts[line - 1] <= pos
                && self.starts.get(line).is_none_or(|&next| pos < next)
        };
        let last = self.last.get();
        let line = if on(last) {
            last
        } else if on(last + 1) {
            last + 1
        } else {
            self.starts.partition_point(|&s| s <= pos).max(1)
        };
        self.last.set(line);
        line
    }

    /// The span from `start` to `end`, with the line and column (in characters) of `start`.
    pub(super) fn span(&self, source: &str, start: usize, end: usize) -> Span {
        let line = self.line_of(start);
        let line_start = self.starts[line - 1];
        // Count characters from the last column worked out on this line, if it is behind
        // `start`, so that a very long line is not counted again for each of its nodes.
        let (from, col_from) = match self.last_col.get() {
            (pos, col) if pos >= line_start && pos <= start => (pos, col),
            _ => (line_start, 1),
        };
        let col = source.get(from..start).map_or(1, |t| {
            col_from
                + if t.is_ascii() {
                    t.len()
                } else {
                    t.chars().count()
                }
        });
        self.last_col.set((start, col));
        Span {
            start: self.base + start,
            end: self.base + end,
            line: u32::try_from(self.base_line + line).unwrap_or(u32::MAX),
            col: u32::try_from(col).unwrap_or(u32::MAX),
        }
    }
}
