//! The bridge world's file formats, read into the same [`Record`] as foster's own record
//! language and written back out: PBN 2.1 ([`pbn`]) in and out, BBO's LIN ([`lin`]) in.
//!
//! This is the record layer: a reader produces a `Record` and knows nothing of the laws. A
//! reader translates the file into the record language, line by line, keeping a map from each
//! piece of the translation back to the file (`SourceMap`); the record parser then makes
//! every check it makes of a record (a card held twice, a card played that was not held), and
//! its diagnostics and the record's spans are mapped back to the file's own lines and columns.
//! What the record language has no line for (a contract-bridge auction, tags foster does not
//! read, commentary) is kept on each deal as [`Imported`](crate::record::Imported).
//!
//! [`read`] detects the format by content, not by the file's name.

pub mod lin;
pub mod pbn;
pub mod players;
pub(crate) mod translation;

pub use translation::{Format, LeftOut, Read};

use crate::record::{self, Diagnostics};

/// The format of a text, from its content: PBN begins (after `%` lines, commentary and blank
/// lines) with a tag pair `[Name "value"]`; LIN is a run of `xx|value|` pairs with a known
/// key; anything else is read as a record.
pub fn detect(text: &str) -> Format {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rest = text;
    loop {
        rest = rest.trim_start();
        if rest.starts_with('%') || rest.starts_with(';') {
            rest = rest.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = rest.strip_prefix('{') {
            rest = after.split_once('}').map_or("", |(_, r)| r);
        } else {
            break;
        }
    }
    if pbn::starts_with_tag(rest) {
        return Format::Pbn;
    }
    if lin::looks_like_lin(rest) {
        return Format::Lin;
    }
    Format::Record
}

/// Decodes a file's bytes: UTF-8 (a byte-order mark dropped), or, for a PBN or LIN file that
/// is not UTF-8, ISO-8859-1, each byte the character of its number: PBN's own character set
/// (§2.2), and what BBO's older LIN files hold (a name such as `Müller` as the byte 0xFC).
/// `None` when the bytes are neither: a record must be UTF-8.
pub fn decode(bytes: &[u8]) -> Option<String> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Some(text.strip_prefix('\u{feff}').unwrap_or(text).to_string()),
        Err(_) => {
            let latin1: String = bytes.iter().map(|&b| char::from(b)).collect();
            matches!(detect(&latin1), Format::Pbn | Format::Lin).then_some(latin1)
        }
    }
}

/// Reads a record, a PBN file or a LIN file (detected by content) into a [`Record`]. The
/// diagnostics point into `text`, whatever its format.
pub fn read(text: &str) -> Result<Read, Diagnostics> {
    match detect(text) {
        Format::Record => Ok(Read {
            format: Format::Record,
            record: record::parse(text)?,
            record_text: text.to_string(),
            boards: None,
            other_program: false,
            left_out: None,
        }),
        Format::Pbn => pbn::read(text),
        Format::Lin => lin::read(text),
    }
}
