//! A JSON document's list written an item at a time into the document made with its lists
//! empty ([`List`], [`hole`], [`fill`]; [`ListDocument`] for a document of one such list), the
//! same bytes as serde_json writes the document whole: pretty (each item on its own lines,
//! indented one step past the line that opens the list) or compact.

use std::io;

use super::sink::{self, Sink, Stop, document};
use crate::json::Body;

/// A JSON list written an item at a time, as serde_json writes it: pretty (each item on its
/// own lines, indented one step past the line that opens the list) or compact.
#[derive(Debug)]
pub struct List {
    pub indent: String,
    pub pretty: bool,
    pub first: bool,
}

impl List {
    /// An item's text (pretty from no indent, or compact) as it is written in the list.
    pub fn item(&mut self, text: &str) -> String {
        let sep = if self.first { "" } else { "," };
        self.first = false;
        if self.pretty {
            let inner = format!("\n{}  ", self.indent);
            format!("{sep}{inner}{}", text.replace('\n', &inner))
        } else {
            format!("{sep}{text}")
        }
    }

    /// What closes the list before its `]`.
    pub fn close(&self) -> String {
        if self.pretty && !self.first {
            format!("\n{}", self.indent)
        } else {
            String::new()
        }
    }
}

/// Where the empty list `key` is in a document's `text`, from `from` on: the place after its
/// `[`, and the indent of its line.
pub fn hole(text: &str, from: usize, key: &str, pretty: bool) -> io::Result<(usize, String)> {
    let empty = if pretty {
        format!("\"{key}\": []")
    } else {
        format!("\"{key}\":[]")
    };
    let at = text[from..]
        .find(&empty)
        .map(|i| from + i)
        .ok_or_else(|| io::Error::other(format!("no list `{key}` in the document")))?;
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    Ok((at + empty.len() - 1, text[line_start..at].to_string()))
}

/// The document's `text` from `at` to the empty list `key`, then the list's items (`items`
/// writes them into the list), and `at` moved to the list's `]`.
pub fn fill(
    out: &mut dyn Sink,
    text: &str,
    at: &mut usize,
    key: &str,
    pretty: bool,
    items: impl FnOnce(&mut dyn Sink, &mut List) -> Result<(), Stop>,
) -> Result<(), Stop> {
    let (after, indent) = hole(text, *at, key, pretty)?;
    sink::json(out, &text.as_bytes()[*at..after])?;
    let mut list = List {
        indent,
        pretty,
        first: true,
    };
    items(out, &mut list)?;
    sink::json(out, list.close().as_bytes())?;
    *at = after;
    Ok(())
}

/// A document written with its list `key` an item at a time ([`ListDocument::item`]), in the
/// memory of one item: the same bytes as the document written whole with the items in it
/// (`foster parse --json` of a record read a deal at a time, its deals).
#[derive(Debug)]
pub struct ListDocument {
    /// What follows the list's `[`, and the line break after the document.
    rest: String,
    list: List,
}

impl ListDocument {
    /// Writes `body` (its list `key` empty, naming `file`, pretty or on one line) as far as
    /// the list's first item.
    pub fn begin<T: Body>(
        body: &T,
        key: &str,
        file: Option<&str>,
        pretty: bool,
        out: &mut dyn Sink,
    ) -> Result<ListDocument, Stop> {
        let text = document(body, file, pretty).map_err(|e| Stop::Keep(e.into()))?;
        let (open, indent) = hole(&text, 0, key, pretty)?;
        sink::json(out, &text.as_bytes()[..open])?;
        Ok(ListDocument {
            rest: format!("{}\n", &text[open..]),
            list: List {
                indent,
                pretty,
                first: true,
            },
        })
    }

    /// The list's next item.
    pub fn item<I: serde::Serialize>(&mut self, item: &I, out: &mut dyn Sink) -> Result<(), Stop> {
        let text = if self.list.pretty {
            serde_json::to_string_pretty(item)
        } else {
            serde_json::to_string(item)
        }
        .map_err(io::Error::other)?;
        sink::json(out, self.list.item(&text).as_bytes())
    }

    /// The list closed, and the rest of the document.
    pub fn end(self, out: &mut dyn Sink) -> Result<(), Stop> {
        sink::json(out, self.list.close().as_bytes())?;
        sink::json(out, self.rest.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Items in a list as serde_json writes the list, pretty and compact.
    #[test]
    fn a_list_written_an_item_at_a_time_is_serde_jsons() {
        #[derive(serde::Serialize)]
        struct Outer {
            inner: Inner,
        }
        #[derive(serde::Serialize)]
        struct Inner {
            list: Vec<std::collections::BTreeMap<&'static str, Vec<u8>>>,
            after: u8,
        }
        let items: Vec<_> = [("a", vec![1, 2]), ("b", vec![])]
            .into_iter()
            .map(|(k, v)| std::collections::BTreeMap::from([(k, v)]))
            .collect();
        for pretty in [true, false] {
            let text = |list| {
                let outer = Outer {
                    inner: Inner { list, after: 3 },
                };
                match pretty {
                    true => serde_json::to_string_pretty(&outer),
                    false => serde_json::to_string(&outer),
                }
                .expect("JSON")
            };
            let whole = text(items.clone());
            let empty = text(Vec::new());
            let (at, indent) = hole(&empty, 0, "list", pretty).expect("the list");
            let mut list = List {
                indent,
                pretty,
                first: true,
            };
            let mut made = empty[..at].to_string();
            for item in &items {
                let item = match pretty {
                    true => serde_json::to_string_pretty(item),
                    false => serde_json::to_string(item),
                }
                .expect("JSON");
                made.push_str(&list.item(&item));
            }
            made.push_str(&list.close());
            made.push_str(&empty[at..]);
            assert_eq!(made, whole);
        }
    }
}
