//! PBN's tokens (§3.2): tag pairs, section tokens, commentary (`{…}` and `;` to the end of the
//! line), escape lines (`%` in the first column, §2.4), and games separated by an empty line.

use crate::cards::{Strain, Suit};
use crate::record::{Diagnostic, Diagnostics};

use crate::formats::translation::{diagnostic, line_starts};

/// A token of a section (a call, a card, `*`, a note `=1=`, a NAG `$12`), where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub start: usize,
    /// The 1-based line, for grouping a section's tokens by line.
    pub line: usize,
}

/// A tag pair `[Name "value"]` and the section tokens that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub name_start: usize,
    pub value: String,
    /// Where the value's text begins (after the opening quote) and its length in the file.
    pub value_start: usize,
    pub value_len: usize,
    pub tokens: Vec<Token>,
}

/// One game: its tags in order, and its commentary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    pub tags: Vec<Tag>,
    pub commentary: Vec<String>,
    /// The escape lines (`%` in the first column, §2.4) before the game and within it, each
    /// without its end of line.
    pub escapes: Vec<String>,
    /// How many of the commentary's pieces stand before the game's first tag.
    pub commentary_before: usize,
    /// The tags written `#` whose value was taken from the game before (by the reader).
    pub as_before: Vec<String>,
    /// Where the game's first tag begins.
    pub start: usize,
}

impl Game {
    /// The first tag of a name (PBN: a repeated tag is ignored), case-insensitively (§3.11).
    pub fn tag(&self, name: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
    }

    /// Every tag of a name, in order (foster's own tags may repeat: one claim each).
    pub(crate) fn tags_named<'g>(&'g self, name: &'g str) -> impl Iterator<Item = &'g Tag> + 'g {
        self.tags
            .iter()
            .filter(move |t| t.name.eq_ignore_ascii_case(name))
    }
}

/// Splits a PBN text into games. Errors: a tag pair not closed or without a quoted value, a
/// commentary not closed, a token before any tag.
pub fn games(text: &str) -> Result<Vec<Game>, Diagnostics> {
    let starts = line_starts(text);
    let bytes = text.as_bytes();
    let mut errors: Vec<Diagnostic> = Vec::new();
    let mut games = Vec::new();
    let mut game = Game::default();
    let mut i = 0;
    let mut line = 1;
    let mut at_line_start = true;
    let mut blank_line = true;
    while i < bytes.len() {
        let c = bytes[i];
        if at_line_start && c == b'%' {
            // An escape line: directives (`% PBN 2.1`, `% EXPORT`) and comments.
            let start = i;
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            game.escapes
                .push(text[start..i].trim_end_matches('\r').to_string());
            blank_line = false;
            continue;
        }
        match c {
            b'\n' => {
                if blank_line {
                    // An empty line ends a game.
                    if !game.tags.is_empty() {
                        games.push(std::mem::take(&mut game));
                    }
                }
                line += 1;
                i += 1;
                at_line_start = true;
                blank_line = true;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                at_line_start = false;
                continue;
            }
            _ => {}
        }
        at_line_start = false;
        blank_line = false;
        match c {
            b'{' => {
                let open = i;
                match text[i + 1..].find('}') {
                    Some(len) => {
                        let body = &text[i + 1..i + 1 + len];
                        line += body.matches('\n').count();
                        game.commentary.push(body.trim().to_string());
                        if game.tags.is_empty() {
                            game.commentary_before = game.commentary.len();
                        }
                        i += len + 2;
                    }
                    None => {
                        errors.push(
                            diagnostic(
                                text,
                                &starts,
                                open,
                                open + 1,
                                "commentary `{` is not closed",
                            )
                            .with_hint("PBN commentary runs from `{` to `}`; add the `}`"),
                        );
                        break;
                    }
                }
            }
            b';' => {
                let end = text[i..].find('\n').map_or(text.len(), |n| i + n);
                game.commentary.push(text[i + 1..end].trim().to_string());
                if game.tags.is_empty() {
                    game.commentary_before = game.commentary.len();
                }
                i = end;
            }
            b'[' => match tag(text, &starts, i) {
                Ok((t, next)) => {
                    if game.tags.is_empty() {
                        game.start = i;
                    }
                    line += text[i..next].matches('\n').count();
                    game.tags.push(t);
                    i = next;
                }
                Err(d) => {
                    errors.push(d);
                    // Go on at the next line, to report more than one mistake.
                    i = text[i..].find('\n').map_or(text.len(), |n| i + n);
                }
            },
            _ => {
                let start = i;
                while i < bytes.len()
                    && !matches!(bytes[i], b' ' | b'\t' | b'\r' | b'\n' | b'[' | b'{' | b';')
                {
                    i += 1;
                }
                // Step over a whole character, whatever its bytes.
                while !text.is_char_boundary(i) {
                    i += 1;
                }
                let token = &text[start..i];
                match game.tags.last_mut() {
                    Some(t) => t.tokens.push(Token {
                        text: token.to_string(),
                        start,
                        line,
                    }),
                    None => errors.push(
                        diagnostic(text, &starts, start, i, format!("cannot read `{token}` here"))
                            .with_expected(vec!["a tag pair such as [Deal \"N:AKQ.…\"]".into()])
                            .with_hint("a PBN game is made of tag pairs `[Name \"value\"]`, each section's data after its tag"),
                    ),
                }
            }
        }
    }
    if !game.tags.is_empty() {
        games.push(game);
    } else if let Some(last) = games.last_mut() {
        // Escape lines after the last game: kept with it.
        last.escapes.append(&mut game.escapes);
    }
    if errors.is_empty() {
        Ok(games)
    } else {
        Err(Diagnostics(errors))
    }
}

/// Reads a tag pair at `open` (the `[`): `[Name "value"]`, spaces allowed around the parts
/// and between lines. Returns the tag and the offset after the `]`.
fn tag(text: &str, starts: &[usize], open: usize) -> Result<(Tag, usize), Diagnostic> {
    let bytes = text.as_bytes();
    let skip = |mut i: usize| {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        i
    };
    let mut i = skip(open + 1);
    let name_start = i;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
        i += 1;
    }
    if i == name_start {
        return Err(
            diagnostic(text, starts, open, open + 1, "a tag pair without a name")
                .with_expected(vec!["a tag name such as Deal, Dealer, Auction".into()])
                .with_hint("a tag pair is written `[Name \"value\"]`"),
        );
    }
    let name = text[name_start..i].to_string();
    i = skip(i);
    if bytes.get(i) != Some(&b'"') {
        return Err(diagnostic(
            text,
            starts,
            i.min(text.len()),
            (i + 1).min(text.len()),
            format!("the tag `{name}` has no value in quotes"),
        )
        .with_expected(vec!["a value in double quotes, such as \"N\"".into()])
        .with_hint(format!(
            "write `[{name} \"…\"]`; an unknown value is written \"?\""
        )));
    }
    i += 1;
    let value_start = i;
    let mut value = String::new();
    loop {
        match bytes.get(i) {
            None | Some(b'\n') => {
                return Err(diagnostic(
                    text,
                    starts,
                    value_start - 1,
                    value_start,
                    format!("the value of `{name}` is not closed"),
                )
                .with_hint("a tag's value ends with `\"` on the same line, then `]`"));
            }
            Some(b'"') => break,
            Some(b'\\') if matches!(bytes.get(i + 1), Some(b'"') | Some(b'\\')) => {
                value.push(char::from(bytes[i + 1]));
                i += 2;
            }
            Some(_) => {
                let ch = text[i..].chars().next().unwrap_or(' ');
                value.push(ch);
                i += ch.len_utf8();
            }
        }
    }
    let value_len = i - value_start;
    i = skip(i + 1);
    if bytes.get(i) != Some(&b']') {
        return Err(diagnostic(
            text,
            starts,
            open,
            value_start + value_len + 1,
            format!("the tag pair `{name}` is not closed"),
        )
        .with_expected(vec!["`]`".into()])
        .with_hint(format!("write `[{name} \"{value}\"]`")));
    }
    Ok((
        Tag {
            name,
            name_start,
            value,
            value_start,
            value_len,
            tokens: Vec::new(),
        },
        i + 1,
    ))
}

/// The strain of a PBN contract (`4SX`, `3NT`, an end position's `H`; `Pass` has none).
pub(super) fn contract_strain(contract: &str) -> Option<Strain> {
    let body = contract.trim().trim_end_matches(['X', 'x']);
    let mut chars = body.chars();
    // An end position's contract is the denomination alone (§3.10): `H`, `NT`.
    if chars.clone().next().is_some_and(|c| c.is_ascii_digit()) {
        chars.next();
    }
    match chars.as_str().to_ascii_uppercase().as_str() {
        "NT" | "N" => Some(Strain::NoTrumps),
        s => s
            .chars()
            .next()
            .and_then(Suit::from_char)
            .map(Strain::Trumps)
            .filter(|_| s.len() == 1),
    }
}
