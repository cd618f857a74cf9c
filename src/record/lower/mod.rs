//! Lowering: the pest parse tree of `grammar/record.pest` made into the typed [`Record`], one
//! function per node, a [`Span`] on every node; and the checks that need no law.
//!
//! The checks made here are facts of the text and the cards alone: a card held twice, a hand of
//! the wrong size, a card played that its player does not hold, a card played twice, a name not
//! on the `players:` line, deals out of sequence, a written dealer the rotation contradicts
//! (the deal passes to the left). Whether a call or a play was *allowed* is for the engine.
//!
//! One file for each part of the record it lowers: [`rubbers`] the record from the top (header
//! lines, rubbers, deals in order, the checks across deals), [`header`] the code, the players
//! and seats, [`deal`] one deal's statements, [`hands`], [`events`] the event lines and the
//! irregularities, [`auction`] the calls, [`play`] the tricks and the check of the plays,
//! [`result`] the result, honours and claims; [`words`] the cards, suits and counts they share;
//! [`syntax`] and [`hints`] the syntax errors and their hints; [`lines`] lines and columns;
//! [`stream`] a record read a deal at a time, [`parts`] where it splits into parts, [`fast`]
//! a deal in the commonest forms read by hand, the grammar for the rest.

mod auction;
mod deal;
mod events;
pub(super) mod fast;
mod hands;
mod header;
mod hints;
mod lines;
mod parts;
mod play;
mod result;
mod rubbers;
pub(super) mod stream;
mod syntax;
#[cfg(test)]
mod tests;
mod words;

use pest::Parser;
use pest::iterators::Pair;

use self::lines::LineIndex;
use self::syntax::syntax_errors;
use super::ast::*;
use super::diagnostic::{Diagnostic, Diagnostics};
use super::parse::{RecordParser, Rule};

/// Reads a record by the grammar alone (`record::parse` tries the fast reader first). On
/// success every check that needs no law has passed; otherwise every error found is returned
/// (several syntax errors, or every error of the checks).
pub(super) fn parse(source: &str) -> Result<Record, Diagnostics> {
    let lines = LineIndex::new(source);
    let pairs = match RecordParser::parse(Rule::record, source) {
        Ok(pairs) => pairs,
        Err(error) => return Err(Diagnostics(syntax_errors(source, &lines, error))),
    };
    let mut lowerer = Lowerer {
        source,
        lines,
        errors: Vec::new(),
        players: Vec::new(),
        cut_out: Vec::new(),
        card_at: [None; 52],
    };
    let record = lowerer.record(pairs);
    if lowerer.errors.is_empty() {
        Ok(record)
    } else {
        Err(Diagnostics(lowerer.errors))
    }
}

#[derive(Debug)]
struct Lowerer<'s> {
    source: &'s str,
    lines: LineIndex,
    errors: Vec<Diagnostic>,
    players: Vec<Player>,
    /// The names of players of earlier rubbers who are not at the table in the current one.
    cut_out: Vec<String>,
    /// Where each card of the current deal's hands was last written.
    card_at: [Option<Span>; 52],
}

/// Which list the event lines of a deal go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    Auction,
    Play,
}

impl<'s> Lowerer<'s> {
    /// The span of a node, without the spaces and comment that pest reads after its last
    /// token.
    fn span(&self, pair: &Pair<'s, Rule>) -> Span {
        let s = pair.as_span();
        let text = trim_trailing(s.as_str());
        self.lines
            .span(self.source, s.start(), s.start() + text.len())
    }

    fn error(&mut self, message: impl Into<String>, span: Span) {
        self.errors.push(Diagnostic::error(message, span));
    }

    fn error_hint(&mut self, message: impl Into<String>, span: Span, hint: impl Into<String>) {
        self.errors
            .push(Diagnostic::error(message, span).with_hint(hint));
    }
}

/// `text` without trailing spaces, line breaks and comments (`#` is never part of a token, so
/// on a node's last line it always starts a comment).
fn trim_trailing(text: &str) -> &str {
    let mut t = text.trim_end();
    if !t.contains('#') {
        return t;
    }
    loop {
        let last_line = t.rfind('\n').map_or(0, |i| i + 1);
        match t[last_line..].find('#') {
            Some(i) => t = t[..last_line + i].trim_end(),
            None => return t,
        }
    }
}
