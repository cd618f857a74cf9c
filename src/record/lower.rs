//! Lowering: the pest parse tree of `grammar/record.pest` made into the typed [`Record`], one
//! function per node, a [`Span`] on every node; and the checks that need no law.
//!
//! The checks made here are facts of the text and the cards alone: a card held twice, a hand of
//! the wrong size, a card played that its player does not hold, a card played twice, a name not
//! on the `players:` line, deals out of sequence, a written dealer the rotation contradicts
//! (the deal passes to the left). Whether a call or a play was *allowed* is for the engine.

use std::borrow::Cow;

use pest::Parser;
use pest::iterators::{Pair, Pairs};

use super::ast::*;
use super::diagnostic::{Diagnostic, Diagnostics};
use super::parse::{RecordParser, Rule};
use crate::cards::{Bid, Card, Deal, DealFault, Hand, Rank, Seat, Strain, Suit};

/// At most this many syntax errors are reported for one record; after the first, each further
/// one is found by blanking the line of the one before and reading the record again.
const MAX_SYNTAX_ERRORS: usize = 8;

/// Reads a record. On success every check that needs no law has passed; otherwise every error
/// found is returned (several syntax errors, or every error of the checks).
pub fn parse(source: &str) -> Result<Record, Diagnostics> {
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

/// The start of every line, for turning byte offsets into 1-based lines and columns.
#[derive(Debug)]
struct LineIndex {
    starts: Vec<usize>,
    /// The line of the last span asked for: spans come mostly in source order, so the next one
    /// is usually on the same line or the next.
    last: std::cell::Cell<usize>,
    /// The byte offset and column of the last span asked for.
    last_col: std::cell::Cell<(usize, usize)>,
}

impl LineIndex {
    fn new(source: &str) -> LineIndex {
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
    fn span(&self, source: &str, start: usize, end: usize) -> Span {
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
            start,
            end,
            line: u32::try_from(line).unwrap_or(u32::MAX),
            col: u32::try_from(col).unwrap_or(u32::MAX),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Syntax errors
// ---------------------------------------------------------------------------------------------

/// The syntax error pest found, and more: the offending line is blanked (its bytes made spaces,
/// so offsets stay true) and the record read again, until it reads or nothing new is found.
/// Blanking a line that opens a block (`hands:`, `auction:`, `deal 2`) would make the lines
/// after it read as something else, so the search stops there.
fn syntax_errors(
    source: &str,
    lines: &LineIndex,
    first: pest::error::Error<Rule>,
) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let mut text: Cow<'_, str> = Cow::Borrowed(source);
    let mut error = first;
    let mut blanked_lines: Vec<usize> = Vec::new();
    loop {
        let (pos, positives) = match &error.variant {
            pest::error::ErrorVariant::ParsingError { positives, .. } => {
                (error_pos(&error), positives.clone())
            }
            pest::error::ErrorVariant::CustomError { .. } => (error_pos(&error), Vec::new()),
        };
        let diagnostic = syntax_diagnostic(source, lines, pos, &positives);
        let line = diagnostic.span.line as usize;
        if blanked_lines.contains(&line) {
            break;
        }
        errors.push(diagnostic);
        if errors.len() >= MAX_SYNTAX_ERRORS || pos >= source.len() {
            break;
        }
        let line_start = lines.starts[line - 1];
        let line_end = source[line_start..]
            .find('\n')
            .map_or(source.len(), |i| line_start + i);
        if opens_a_block(&source[line_start..line_end]) {
            break;
        }
        let mut bytes = text.into_owned().into_bytes();
        for b in &mut bytes[line_start..line_end] {
            if *b != b'\r' {
                *b = b' ';
            }
        }
        // Only whole lines were replaced by ASCII spaces, so the text is still UTF-8.
        text = match String::from_utf8(bytes) {
            Ok(t) => Cow::Owned(t),
            Err(_) => break,
        };
        blanked_lines.push(line);
        match RecordParser::parse(Rule::record, &text) {
            Ok(_) => break,
            Err(e) => error = e,
        }
    }
    // A later reading may stop earlier in the text than the first did.
    errors.sort_by_key(|d| d.span.start);
    errors
}

fn error_pos(error: &pest::error::Error<Rule>) -> usize {
    match error.location {
        pest::error::InputLocation::Pos(p) => p,
        pest::error::InputLocation::Span((s, _)) => s,
    }
}

/// A line whose blanking would change how the lines after it read.
fn opens_a_block(line: &str) -> bool {
    let t = line.trim_start().to_ascii_lowercase();
    let statement = ["hands", "hand", "auction", "bidding", "play"]
        .iter()
        .any(|k| {
            t.strip_prefix(k)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
        });
    let deal = t
        .strip_prefix("deal")
        .is_some_and(|rest| rest.starts_with([' ', '\t']));
    statement || deal
}

/// The diagnostic for a syntax error at byte `pos`, pest having tried `positives` there.
fn syntax_diagnostic(
    source: &str,
    lines: &LineIndex,
    pos: usize,
    positives: &[Rule],
) -> Diagnostic {
    let (found, end) = found_at(source, pos);
    let span = lines.span(source, pos, end);
    // A statement's keyword was read and its colon is missing: say only that.
    let positives: Vec<Rule> = if positives.contains(&Rule::colon) && after_keyword(source, pos) {
        vec![Rule::colon]
    } else {
        positives.to_vec()
    };
    let play = in_play_section(source, pos);
    let mut phrases: Vec<(u8, &'static str)> = positives
        .iter()
        .map(|r| match (*r, expected_phrase(*r)) {
            // In the play a card is likelier than a call.
            (Rule::card, (_, p)) if play => (0, p),
            (_, phrase) => phrase,
        })
        .collect();
    phrases.sort_by_key(|(order, _)| *order);
    let mut expected: Vec<String> = Vec::new();
    for (_, p) in phrases {
        if !expected.iter().any(|e| e == p) {
            expected.push(p.to_string());
        }
    }
    let message = if found.is_empty() {
        if pos >= source.len() {
            "the record ends too soon".to_string()
        } else {
            "the line ends too soon".to_string()
        }
    } else {
        format!("cannot read `{found}` here")
    };
    // A header statement among the deals reads, to pest, as a player named `code` speaking.
    if let Some(keyword) = header_keyword_of_line(source, pos) {
        let line_start = source[..pos.min(source.len())]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let indent = source[line_start..].len() - source[line_start..].trim_start().len();
        let start = line_start + indent;
        return Diagnostic::error(
            format!("`{keyword}:` belongs to the header, before the first deal"),
            lines.span(source, start, start + keyword.len()),
        )
        .with_hint(
            "a record starts with its header (`code:`, `players:`, `nullo:`), then its deals",
        );
    }
    let diagnostic = Diagnostic::error(message, span).with_expected(expected);
    match syntax_hint(&positives, found) {
        Some(hint) => diagnostic.with_hint(hint),
        None => diagnostic,
    }
}

/// The header keyword (`code`, `players`, `nullo`) that starts the line holding `pos`, if any.
fn header_keyword_of_line(source: &str, pos: usize) -> Option<&'static str> {
    let before = source.get(..pos)?;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    // Only among the deals: a line of a deal comes before.
    let in_deals = before[..line_start].lines().any(|l| {
        let l = l.trim_start().to_ascii_lowercase();
        l.starts_with("deal ")
            || l.starts_with("deal\t")
            || ["dealer", "hands", "auction", "play"].iter().any(|k| {
                l.strip_prefix(k)
                    .is_some_and(|r| r.trim_start().starts_with(':'))
            })
    });
    if !in_deals {
        return None;
    }
    let line = source[line_start..].trim_start().to_ascii_lowercase();
    ["code", "players", "nullo"].into_iter().find(|k| {
        line.strip_prefix(k)
            .is_some_and(|rest| rest.trim_start().starts_with(':'))
    })
}

/// True when the last section opened before `pos` is a `play:`.
fn in_play_section(source: &str, pos: usize) -> bool {
    let before = source.get(..pos).unwrap_or("");
    for line in before.lines().rev() {
        let t = line.trim_start().to_ascii_lowercase();
        if t.starts_with("play:") || t.starts_with("play :") {
            return true;
        }
        if t.starts_with("auction") || t.starts_with("bidding") || t.starts_with("deal ") {
            return false;
        }
    }
    false
}

/// True when the word before `pos`, on its line, is a statement's keyword (`dealer N`).
fn after_keyword(source: &str, pos: usize) -> bool {
    let before = source.get(..pos).unwrap_or("");
    let line = &before[before.rfind('\n').map_or(0, |i| i + 1)..];
    let word = line.trim().to_ascii_lowercase();
    [
        "code", "players", "nullo", "nullos", "dealer", "hands", "hand", "auction", "bidding",
        "play", "result", "honors", "honours", "claim",
    ]
    .contains(&word.as_str())
}

/// The word found at `pos` (up to a space, a separator or the end of the line), and where it
/// ends. Empty at the end of a line or of the file.
fn found_at(source: &str, pos: usize) -> (&str, usize) {
    let rest = source.get(pos..).unwrap_or("");
    let mut end = 0;
    for (i, c) in rest.char_indices() {
        if c.is_whitespace() || c == ';' || c == ',' || c == '#' {
            break;
        }
        end = i + c.len_utf8();
        if end >= 24 {
            break;
        }
    }
    if end == 0 {
        // Punctuation that stands alone (a stray `;`, `:`), shown by itself.
        if let Some(c) = rest.chars().next().filter(|c| *c == ';' || *c == ',') {
            return (&rest[..c.len_utf8()], pos + c.len_utf8());
        }
    }
    (&rest[..end], pos + end)
}

/// What a rule stands for, in a card player's words (as Tera's `renamed_rules` does), with an
/// order so that the likeliest comes first.
fn expected_phrase(rule: Rule) -> (u8, &'static str) {
    match rule {
        Rule::colon => (0, "`:` after the keyword, as in `dealer: N`"),
        Rule::call
        | Rule::bid
        | Rule::pass
        | Rule::accept
        | Rule::double
        | Rule::redouble
        | Rule::leave_it
        | Rule::may_i_play
        | Rule::satisfied
        | Rule::yes
        | Rule::declare => (1, "a call such as 1S, 2NT, pass, accept, double"),
        Rule::card => (2, "a card such as SK, ♠K or 10H"),
        Rule::irregularity => (
            3,
            "an irregularity such as `exposes CK` or `claims the rest`",
        ),
        Rule::level => (1, "the number of odd tricks bid, 1 to 7"),
        Rule::strain | Rule::strain_code | Rule::strain_word => {
            (1, "a strain: C, D, H, S, NT (or clubs … no trumps), or NL")
        }
        Rule::seat | Rule::seat_ref | Rule::player_name => {
            (1, "a seat (N, E, S or W) or a player's name")
        }
        Rule::side => (1, "a side such as N+S or E-W"),
        Rule::code_name => (
            1,
            "the name of a code: pirate-1916, pirate-1917 or portland-1895",
        ),
        Rule::player => (1, "a seat and its player's name, such as `N Jones`"),
        Rule::nullo_value => (1, "`allowed` or `not allowed`"),
        Rule::deal_label => (1, "the deal's number or letter, such as `1` or `A`"),
        Rule::pbn_deal | Rule::labelled_hand => (
            1,
            "the hands as a PBN deal, such as `N:AKQ43.K65.A2.J94 E:…`",
        ),
        Rule::pbn_hand => (1, "a hand such as AKQ43.K65.A2.J94"),
        Rule::unknown_hand => (9, "`-` for a hand not given"),
        Rule::diagram_line => (
            5,
            "a line of the diagram such as `N: ♠ A K Q 4 3  ♥ K 6 5 …`",
        ),
        Rule::card_list | Rule::suit_holdings | Rule::suit_holding => (
            1,
            "a hand, suit by suit (`♠ A K Q 4 3  ♥ K 6 5 …`) or card by card (`AS KS …`)",
        ),
        Rule::suit_mark => (1, "a suit: S, H, D, C or ♠ ♥ ♦ ♣"),
        Rule::rank => (1, "a rank: A K Q J 10 (or T) 9 … 2"),
        Rule::void_mark => (2, "`-` for a void suit"),
        Rule::suit_name => (1, "a suit such as hearts, H or ♥"),
        Rule::number | Rule::count => (1, "a number"),
        Rule::trick_number => (6, "a trick number such as `3.`"),
        Rule::auction_event | Rule::play_event => {
            (4, "a seat and what it did, such as `N 1S` or `E HQ`")
        }
        Rule::auction_line
        | Rule::play_line
        | Rule::auction_items
        | Rule::play_items
        | Rule::plain_trick_line => (6, "a line of calls or plays, such as `N 1S; E pass`"),
        Rule::code_stmt | Rule::players_stmt | Rule::nullo_stmt => {
            (7, "a header line (`code:`, `players:` or `nullo:`)")
        }
        Rule::dealer_stmt
        | Rule::hands_stmt
        | Rule::auction_section
        | Rule::play_section
        | Rule::result_stmt
        | Rule::honors_stmt
        | Rule::claim_stmt => (
            5,
            "a statement such as `dealer: N`, `hands:`, `auction:`, `play:` or `result:`",
        ),
        Rule::deal_block | Rule::deal_heading | Rule::kw_deal | Rule::implicit_deal => {
            (8, "a new deal, such as `deal 2`")
        }
        Rule::honors_easy
        | Rule::aces_easy
        | Rule::aces_held
        | Rule::in_one_hand
        | Rule::honors_between => (
            1,
            "honours such as `N+S four`, `S four in one hand, N one`, `aces easy` or `none`",
        ),
        Rule::claim => (
            1,
            "a claim such as `S makes 9 tricks in hearts with E as dummy`",
        ),
        Rule::bound | Rule::at_least | Rule::at_most | Rule::exactly => {
            (2, "`at least`, `at most` or `exactly`")
        }
        Rule::dummy_clause => (3, "`with E as dummy`"),
        Rule::lead_clause => (4, "the opening lead, such as `W leading spades`"),
        Rule::the_rest => (1, "`the rest` or a number of tricks"),
        Rule::choice_name => (1, "the name of a penalty, such as `call-suit`"),
        Rule::end_of_line | Rule::EOI => (9, "the end of the line"),
        Rule::record => (9, "a record"),
        _ => (9, "something else"),
    }
}

/// A hint for a syntax error, from what was expected and what was found.
fn syntax_hint(positives: &[Rule], found: &str) -> Option<String> {
    let has = |r: Rule| positives.contains(&r);
    if has(Rule::colon) {
        return Some(
            "a statement's keyword is followed by a colon: `dealer: N`, `hands: …`, `auction:`"
                .into(),
        );
    }
    if has(Rule::code_name) {
        return Some("the codes are pirate-1916 (the 1916 booklet), pirate-1917 (Foster's 1917 book) and portland-1895 (the Portland Club's laws)".into());
    }
    if has(Rule::trick_number) && found.ends_with('.') {
        return Some(
            "a trick is numbered `1.` to `13.`, then the plays: `1. E HQ, S HA, W H2, N H5`".into(),
        );
    }
    if has(Rule::call) || has(Rule::card) {
        if let Some(word) = did_you_mean(found) {
            return Some(format!("did you mean `{word}`?"));
        }
        if looks_like_a_card(found) {
            return Some("a card is a rank (A K Q J, 10 or T, 9 … 2) and a suit (S H D C or ♠ ♥ ♦ ♣), either way round: SK, KS, ♠K, 10H".into());
        }
        return Some("a Pirate call is a bid (1S, 3NT, 2NL), pass, accept, double or redouble; a Portland call is a declaration (hearts, no trumps), leave it to partner, may I play?, yes, double, satisfied or redouble; several share a line separated by `;` or `,`".into());
    }
    if has(Rule::seat_ref) || has(Rule::seat) {
        return Some("a seat is N, E, S or W, or a player's name from the `players:` line".into());
    }
    if has(Rule::rank) || has(Rule::suit_mark) || has(Rule::card_list) {
        return Some("a hand is written suit by suit (`♠ A K Q 4 3  ♥ K 6 5  ♦ A 2  ♣ J 9 4`, `-` for a void), card by card (`AS KS QS …`), or as PBN (`AKQ43.K65.A2.J94`)".into());
    }
    if has(Rule::end_of_line) || has(Rule::EOI) {
        return Some(
            "one statement a line; calls or plays that share a line are separated by `;` or `,`"
                .into(),
        );
    }
    None
}

/// The call or verb nearest a misspelt word (`pas` → `pass`), within two letters' difference.
fn did_you_mean(found: &str) -> Option<&'static str> {
    const WORDS: [&str; 27] = [
        "pass",
        "accept",
        "double",
        "redouble",
        "re-double",
        "satisfied",
        "yes",
        "hearts",
        "spades",
        "diamonds",
        "clubs",
        "nullo",
        "leave",
        "plays",
        "leads",
        "exposes",
        "asks",
        "corrects",
        "claims",
        "concedes",
        "looks",
        "names",
        "touches",
        "suggests",
        "draws",
        "stops",
        "chooses",
    ];
    let word = found.to_lowercase();
    if word.chars().count() < 3 || word.chars().any(|c| !c.is_alphabetic() && c != '-') {
        return None;
    }
    WORDS
        .iter()
        .map(|w| (edit_distance(&word, w), *w))
        .filter(|(d, w)| *d > 0 && *d <= if w.len() <= 4 { 1 } else { 2 })
        .min_by_key(|(d, _)| *d)
        .map(|(_, w)| w)
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Two or three characters that are nearly a card: a suit first, or a rank first and a suit
/// last (`HX`, `S1`, `1H`, `♠Z`), but not a short word such as `pas`.
fn looks_like_a_card(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    let is_suit = |c: char| Suit::from_char(c).is_some();
    let is_rankish = |c: char| c.is_ascii_digit() || "AKQJTakqjt".contains(c);
    match chars.as_slice() {
        [a, rest @ ..] if (1..=2).contains(&rest.len()) && is_suit(*a) => {
            rest.iter().all(|c| c.is_alphanumeric())
        }
        [a, .., z] if chars.len() <= 3 && is_rankish(*a) && is_suit(*z) => true,
        _ => false,
    }
}

// ---------------------------------------------------------------------------------------------
// Lowering
// ---------------------------------------------------------------------------------------------

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

    fn record(&mut self, mut pairs: Pairs<'s, Rule>) -> Record {
        let mut record = Record {
            code: None,
            code_span: None,
            players: Vec::new(),
            nullo_allowed: false,
            deals: Vec::new(),
            rubbers: Vec::new(),
        };
        let Some(top) = pairs.next() else {
            return record;
        };
        let mut seen_players: Option<Span> = None;
        let mut seen_nullo: Option<Span> = None;
        let mut deal_spans: Vec<Option<Span>> = Vec::new();
        // The header's players, kept aside once a `rubber` line names others.
        let mut header_players: Option<Vec<Player>> = None;
        for pair in top.into_inner() {
            match pair.as_rule() {
                Rule::code_stmt => self.code_stmt(pair, &mut record),
                Rule::players_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = seen_players {
                        self.error_hint(
                            "a second `players:` line",
                            span,
                            format!("the players are named once, on line {}", first.line),
                        );
                    } else {
                        seen_players = Some(span);
                        self.players_stmt(pair);
                    }
                }
                Rule::nullo_stmt => {
                    let span = self.span(&pair);
                    if let Some(first) = seen_nullo {
                        self.error_hint(
                            "a second `nullo:` line",
                            span,
                            format!("the nullo is agreed once, on line {}", first.line),
                        );
                    } else {
                        seen_nullo = Some(span);
                        record.nullo_allowed = nullo_allowed(&pair);
                    }
                }
                Rule::implicit_deal => {
                    let span = self.span(&pair);
                    let deal = self.deal("1".to_string(), span, pair.into_inner());
                    deal_spans.push(None);
                    record.deals.push(deal);
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(pair);
                    deal_spans.push(Some(label_span));
                    record.deals.push(deal);
                }
                Rule::rubber_block => {
                    if record.rubbers.is_empty() {
                        header_players = Some(self.players.clone());
                    }
                    self.rubber_block(pair, &mut record, &mut deal_spans);
                }
                _ => {}
            }
        }
        record.players = match header_players {
            Some(p) => p,
            None => std::mem::take(&mut self.players),
        };
        if record.code.is_none()
            && record.players.is_empty()
            && seen_nullo.is_none()
            && record.deals.is_empty()
        {
            self.error_hint(
                "the record is empty",
                self.lines.span(self.source, 0, 0),
                "a record starts with its header (`code: pirate-1916`), then `deal 1`, `dealer: N`, `hands: …`, `auction:` and `play:`",
            );
        }
        self.check_deal_sequence(&record, &deal_spans);
        self.check_dealers(&record);
        record
    }

    /// `deal 3` and its statements; the deal, and the span of its label.
    fn deal_block(&mut self, pair: Pair<'s, Rule>) -> (DealRecord, Span) {
        let span = self.span(&pair);
        let mut inner = pair.into_inner();
        let mut label = String::from("?");
        let mut label_span = span;
        if let Some(heading) = inner.next() {
            for p in heading.into_inner() {
                if p.as_rule() == Rule::deal_label {
                    label = p.as_str().to_string();
                    label_span = self.span(&p);
                }
            }
        }
        (self.deal(label, span, inner), label_span)
    }

    /// `rubber 2`, its players (Pirate laws 1–4: those who cut in, in their seats) and its
    /// deals. Names in its deals resolve against its players.
    fn rubber_block(
        &mut self,
        pair: Pair<'s, Rule>,
        record: &mut Record,
        deal_spans: &mut Vec<Option<Span>>,
    ) {
        let mut number = 0u32;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::rubber_heading => {
                    let span = self.span(&p);
                    if let Some(label) = p.into_inner().find(|q| q.as_rule() == Rule::rubber_label)
                    {
                        let label_span = self.span(&label);
                        match label.as_str().parse::<u32>() {
                            Ok(n) if n > 0 => number = n,
                            _ => self.error_hint(
                                format!("`rubber {}` is not a rubber's number", label.as_str()),
                                label_span,
                                "rubbers are counted 1, 2, 3 … over the evening",
                            ),
                        }
                    }
                    self.check_rubber_number(record, number, span);
                    record.rubbers.push(RubberStart {
                        number,
                        span,
                        first_deal: record.deals.len(),
                        players: self.players.clone(),
                        players_written: false,
                    });
                }
                Rule::players_stmt => {
                    // A new table: those who cut in, in their seats.
                    let before = std::mem::take(&mut self.players);
                    self.players_stmt(p);
                    for old in before {
                        if !self.cut_out.contains(&old.name) {
                            self.cut_out.push(old.name);
                        }
                    }
                    let at_table: Vec<String> = self
                        .players
                        .iter()
                        .map(|p| p.name.to_ascii_lowercase())
                        .collect();
                    self.cut_out
                        .retain(|n| !at_table.contains(&n.to_ascii_lowercase()));
                    if let Some(r) = record.rubbers.last_mut() {
                        r.players = self.players.clone();
                        r.players_written = true;
                    }
                }
                Rule::deal_block => {
                    let (deal, label_span) = self.deal_block(p);
                    deal_spans.push(Some(label_span));
                    record.deals.push(deal);
                }
                _ => {}
            }
        }
    }

    /// Rubbers are numbered in order over the evening: `rubber 1` may open it, and each
    /// `rubber` line after is one more than the rubber before.
    fn check_rubber_number(&mut self, record: &Record, number: u32, span: Span) {
        if number == 0 {
            return;
        }
        let expected = match record.rubbers.last() {
            Some(r) => r.number.saturating_add(1),
            None if record.deals.is_empty() => 1,
            None => 2,
        };
        // Deals before the first `rubber` line make rubber 1; `rubber 1` after them is a slip
        // worth pointing out, as is any skipped or repeated number.
        if number != expected {
            let hint = if expected == 1 {
                "the first rubber of the evening is `rubber 1`".to_string()
            } else {
                format!("after rubber {} comes rubber {expected}", expected - 1)
            };
            self.error_hint(format!("rubber {number} is out of sequence"), span, hint);
        }
    }

    fn code_stmt(&mut self, pair: Pair<'s, Rule>, record: &mut Record) {
        let span = self.span(&pair);
        if let Some(first) = record.code_span {
            self.error_hint(
                "a second `code:` line",
                span,
                format!(
                    "a record is played under one code, named on line {}",
                    first.line
                ),
            );
            return;
        }
        let Some(name) = pair.into_inner().find(|p| p.as_rule() == Rule::code_name) else {
            return;
        };
        let text = name.as_str().to_ascii_lowercase();
        let name_span = self.span(&name);
        match Code::parse(&text) {
            Some(code) => {
                record.code = Some(code);
                record.code_span = Some(name_span);
            }
            None => {
                let hint = if text == "pirate" {
                    "name the edition: pirate-1916 (the 1916 booklet) or pirate-1917 (Foster's 1917 book, which allows the nullo)".to_string()
                } else {
                    "the codes are pirate-1916 (the 1916 booklet), pirate-1917 (Foster's 1917 book) and portland-1895 (the Portland Club's laws)".to_string()
                };
                self.error_hint(format!("unknown code `{}`", name.as_str()), name_span, hint);
            }
        }
    }

    fn players_stmt(&mut self, pair: Pair<'s, Rule>) {
        for player in pair.into_inner().filter(|p| p.as_rule() == Rule::player) {
            let span = self.span(&player);
            let mut seat = None;
            let mut name: Option<Pair<'s, Rule>> = None;
            for p in player.into_inner() {
                match p.as_rule() {
                    Rule::seat => seat = seat_word(p.as_str()),
                    Rule::player_name => name = Some(p),
                    _ => {}
                }
            }
            let (Some(seat), Some(name)) = (seat, name) else {
                continue;
            };
            let name_span = self.span(&name);
            let text = name.as_str();
            if seat_word(text).is_some() {
                self.error_hint(
                    format!("a player cannot be called `{text}`"),
                    name_span,
                    "that is the name of a seat; a name must differ from N, E, S, W, North, East, South and West",
                );
                continue;
            }
            if let Some(other) = self.players.iter().find(|p| p.seat == seat) {
                let message = format!(
                    "{} is named twice: {} and {}",
                    seat.name(),
                    other.name,
                    text
                );
                self.error(message, span);
                continue;
            }
            if let Some(other) = self
                .players
                .iter()
                .find(|p| p.name.eq_ignore_ascii_case(text))
            {
                let message = format!(
                    "{} cannot sit both {} and {}",
                    text,
                    other.seat.name(),
                    seat.name()
                );
                self.error(message, name_span);
                continue;
            }
            self.players.push(Player {
                seat,
                name: text.to_string(),
                span: name_span,
            });
        }
    }

    /// One deal: its statements in order; event lines go to the auction until a `play:`.
    fn deal(&mut self, label: String, span: Span, items: Pairs<'s, Rule>) -> DealRecord {
        let mut deal = DealRecord {
            label,
            span,
            dealer: None,
            dealer_span: None,
            hands: Deal::default(),
            hands_span: None,
            auction: Vec::new(),
            // Room for the 52 cards of a deal played out, without growing the list as it fills.
            play: Vec::with_capacity(52),
            result: None,
            honors: Vec::new(),
            claims: Vec::new(),
            imported: None,
        };
        let mut section = Section::Auction;
        let mut hand_spans: [Option<Span>; 4] = [None; 4];
        let mut last_trick: Option<(u8, Span)> = None;
        for item in items {
            let item_span = match item.as_rule() {
                Rule::dealer_stmt | Rule::hands_stmt | Rule::result_stmt => self.span(&item),
                _ => span,
            };
            match item.as_rule() {
                Rule::dealer_stmt => {
                    if let Some(first) = deal.dealer_span {
                        self.error_hint(
                            format!("a second `dealer:` line in deal {}", deal.label),
                            item_span,
                            format!("the dealer is written once, on line {}", first.line),
                        );
                        continue;
                    }
                    if let Some(seat_pair) =
                        item.into_inner().find(|p| p.as_rule() == Rule::seat_ref)
                    {
                        let s = self.span(&seat_pair);
                        if let Some(seat) = self.seat_ref(seat_pair) {
                            deal.dealer = Some(seat);
                            deal.dealer_span = Some(s);
                        }
                    }
                }
                Rule::hands_stmt => {
                    if let Some(first) = deal.hands_span {
                        self.error_hint(
                            format!("a second `hands:` statement in deal {}", deal.label),
                            item_span,
                            format!("the hands are written once, from line {}", first.line),
                        );
                        continue;
                    }
                    deal.hands_span = Some(item_span);
                    self.card_at = [None; 52];
                    self.hands_stmt(item, &mut deal.hands, &mut hand_spans);
                }
                Rule::auction_section => {
                    section = Section::Auction;
                    self.event_lines(item, &mut deal.auction, &mut last_trick);
                }
                Rule::play_section => {
                    section = Section::Play;
                    self.event_lines(item, &mut deal.play, &mut last_trick);
                }
                Rule::auction_line => {
                    let list = match section {
                        Section::Auction => &mut deal.auction,
                        Section::Play => &mut deal.play,
                    };
                    self.event_line(item, list, &mut last_trick);
                }
                Rule::result_stmt => {
                    if let Some(first) = &deal.result {
                        let line = first.span.line;
                        self.error_hint(
                            format!("a second `result:` line in deal {}", deal.label),
                            item_span,
                            format!("the result is written once, on line {line}"),
                        );
                        continue;
                    }
                    deal.result = self.result_stmt(item);
                }
                Rule::honors_stmt => {
                    if let Some(h) = self.honors_stmt(item) {
                        deal.honors.push(h);
                    }
                }
                Rule::claim_stmt => {
                    if let Some(c) = item.into_inner().find(|p| p.as_rule() == Rule::claim)
                        && let Some(claim) = self.claim(c)
                    {
                        deal.claims.push(claim);
                    }
                }
                _ => {}
            }
        }
        self.check_hands(&deal, &hand_spans);
        self.check_plays(&deal);
        deal
    }

    // -----------------------------------------------------------------------------------------
    // Seats
    // -----------------------------------------------------------------------------------------

    /// A seat, or a name from the `players:` line.
    fn seat_ref(&mut self, pair: Pair<'s, Rule>) -> Option<Seat> {
        // `seat_ref` is atomic: a compass seat or a name, told apart by the text.
        let text = pair.as_str();
        if let Some(seat) = seat_word(text) {
            return Some(seat);
        }
        if let Some(p) = self
            .players
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(text))
        {
            return Some(p.seat);
        }
        let span = self.span(&pair);
        let hint = if text.eq_ignore_ascii_case("I") {
            "write who spoke before the words: `W I double`, `S I leave it to you, partner`"
                .to_string()
        } else if let Some(out) = self.cut_out.iter().find(|n| n.eq_ignore_ascii_case(text)) {
            let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
            format!(
                "{out} went out before this rubber (Pirate law 2): its players are {}",
                names.join(", ")
            )
        } else if self.players.is_empty() {
            "a seat is N, E, S or W; to use names, list the players first: `players: N Jones, E Smith, S Green, W White`".to_string()
        } else {
            let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
            format!(
                "a seat is N, E, S or W, or a player's name from the `players:` line ({})",
                names.join(", ")
            )
        };
        self.error_hint(format!("unknown seat or player `{text}`"), span, hint);
        None
    }

    // -----------------------------------------------------------------------------------------
    // Hands
    // -----------------------------------------------------------------------------------------

    fn hands_stmt(
        &mut self,
        pair: Pair<'s, Rule>,
        hands: &mut Deal,
        spans: &mut [Option<Span>; 4],
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::pbn_deal => {
                    let mut first: Option<Seat> = None;
                    let mut next = 1;
                    for h in p.into_inner() {
                        match h.as_rule() {
                            Rule::labelled_hand => {
                                let mut seat = None;
                                for q in h.into_inner() {
                                    match q.as_rule() {
                                        Rule::seat_ref => seat = self.seat_ref(q),
                                        Rule::pbn_hand | Rule::unknown_hand => {
                                            if let Some(seat) = seat {
                                                first.get_or_insert(seat);
                                                self.put_hand(q, seat, hands, spans);
                                            }
                                        }
                                        _ => {}
                                    }
                                }
                            }
                            Rule::pbn_hand | Rule::unknown_hand => {
                                // The unlabelled PBN form: hands clockwise from the first seat.
                                if let Some(first) = first {
                                    self.put_hand(h, first.nth_left(next), hands, spans);
                                }
                                next += 1;
                            }
                            _ => {}
                        }
                    }
                }
                Rule::diagram_line => {
                    let mut seat = None;
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::seat_ref => seat = self.seat_ref(q),
                            Rule::pbn_hand
                            | Rule::unknown_hand
                            | Rule::card_list
                            | Rule::suit_holdings => {
                                if let Some(seat) = seat {
                                    self.put_hand(q, seat, hands, spans);
                                }
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads one hand and gives it to `seat`, unless that seat's hand was already given.
    fn put_hand(
        &mut self,
        pair: Pair<'s, Rule>,
        seat: Seat,
        hands: &mut Deal,
        spans: &mut [Option<Span>; 4],
    ) {
        let span = self.span(&pair);
        if let Some(first) = spans[seat.index()] {
            self.error_hint(
                format!("{}'s hand is given twice", seat.name()),
                span,
                format!("it was first given on line {}", first.line),
            );
            return;
        }
        spans[seat.index()] = Some(span);
        let hand = match pair.as_rule() {
            Rule::unknown_hand => return,
            Rule::pbn_hand => self.pbn_hand(&pair, seat),
            Rule::card_list => {
                let mut hand = Hand::EMPTY;
                for c in pair.into_inner() {
                    let cspan = self.span(&c);
                    if let Some(card) = self.card(&c) {
                        self.add_card(&mut hand, card, seat, cspan);
                    }
                }
                hand
            }
            _ => {
                // Suit by suit.
                let mut hand = Hand::EMPTY;
                for holding in pair.into_inner() {
                    let mut suit = None;
                    for q in holding.into_inner() {
                        match q.as_rule() {
                            Rule::suit_mark => {
                                suit = q.as_str().chars().next().and_then(Suit::from_char)
                            }
                            Rule::rank => {
                                let rspan = self.span(&q);
                                if let (Some(suit), Some(rank)) = (suit, Rank::parse(q.as_str())) {
                                    self.add_card(&mut hand, Card::new(suit, rank), seat, rspan);
                                }
                            }
                            _ => {}
                        }
                    }
                }
                hand
            }
        };
        hands.hands[seat.index()] = Some(hand);
    }

    /// `AKQ43.K65.A2.J94`: spades, hearts, diamonds, clubs.
    fn pbn_hand(&mut self, pair: &Pair<'s, Rule>, seat: Seat) -> Hand {
        let text = pair.as_str();
        let base = pair.as_span().start();
        let mut hand = Hand::EMPTY;
        let mut suits = Suit::WRITTEN.iter();
        let mut suit = suits.next().copied();
        let mut chars = text.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            if c == '.' {
                suit = suits.next().copied();
                continue;
            }
            let (rank, len) = if c == '1' && chars.peek().is_some_and(|&(_, d)| d == '0') {
                chars.next();
                (Rank::parse("10"), 2)
            } else {
                (Rank::parse(c.encode_utf8(&mut [0; 4])), c.len_utf8())
            };
            if let (Some(suit), Some(rank)) = (suit, rank) {
                let span = self.lines.span(self.source, base + i, base + i + len);
                self.add_card(&mut hand, Card::new(suit, rank), seat, span);
            }
        }
        hand
    }

    fn add_card(&mut self, hand: &mut Hand, card: Card, seat: Seat, span: Span) {
        self.card_at[card.index() as usize] = Some(span);
        if !hand.insert(card) {
            self.error_hint(
                format!("{} is written twice in {}'s hand", card, seat.name()),
                span,
                "there is one of each card in the pack",
            );
        }
    }

    /// Cards held twice, and hands of the wrong size (more than thirteen, or, when all four are
    /// given, other than thirteen).
    fn check_hands(&mut self, deal: &DealRecord, spans: &[Option<Span>; 4]) {
        let Some(all) = deal.hands_span else { return };
        for fault in deal.hands.faults() {
            match fault {
                DealFault::DuplicateCard { card, seats } => {
                    let names: Vec<&str> = seats.iter().map(|s| s.name()).collect();
                    let span = self.card_at[card.index() as usize]
                        .or_else(|| seats.last().and_then(|s| spans[s.index()]))
                        .unwrap_or(all);
                    self.error_hint(
                        format!("{card} is in two hands: {}", names.join(" and ")),
                        span,
                        "there is one of each card in the pack",
                    );
                }
                DealFault::WrongSize { seat, count } => {
                    let span = spans[seat.index()].unwrap_or(all);
                    let hand = deal.hands.hand(seat).unwrap_or_default();
                    self.error_hint(
                        format!("{}'s hand has {count} cards", seat.name()),
                        span,
                        format!(
                            "a hand has thirteen cards; {}'s is {}",
                            seat.name(),
                            hand.diagram()
                        ),
                    );
                }
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // Events
    // -----------------------------------------------------------------------------------------

    /// An `auction:` or `play:` section: events on its own line, then its lines.
    fn event_lines(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::auction_items | Rule::play_items => self.event_items(p, list, last_trick),
                Rule::auction_line | Rule::play_line => self.event_line(p, list, last_trick),
                _ => {}
            }
        }
    }

    /// One line of events.
    fn event_line(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::auction_items | Rule::play_items => self.event_items(p, list, last_trick),
                Rule::plain_trick_line => {
                    let text = p.as_str();
                    let text = text.strip_suffix('\n').unwrap_or(text);
                    self.plain_trick(text, p.as_span().start(), list, last_trick);
                }
                _ => {}
            }
        }
    }

    /// The events of one line, perhaps numbered as a trick.
    fn event_items(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        let mut trick = None;
        let start = pair.as_span().start();
        let text = pair.as_str();
        let mut parts = 0;
        for p in pair.into_inner() {
            parts += 1;
            match p.as_rule() {
                Rule::trick_number => trick = self.trick_number(p, last_trick),
                Rule::auction_event | Rule::play_event => {
                    if let Some(e) = self.event(p, trick) {
                        list.push(e);
                    }
                }
                _ => {}
            }
        }
        if parts == 0 {
            self.plain_trick(text, start, list, last_trick);
        }
    }

    /// A line read by the grammar's `plain_trick`, which makes no pairs of its own: `3. E H5,
    /// S H2, W HA, N H3`, split here (the grammar has checked its form).
    fn plain_trick(
        &mut self,
        text: &str,
        start: usize,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        // Single-byte separators: `. ` after the number, `, ` between the plays.
        let Some((number, plays)) = text.split_once('.') else {
            return;
        };
        let span = self.lines.span(self.source, start, start + number.len());
        let trick = self.check_trick_number(number, span, last_trick);
        let mut at = start + number.len() + 1;
        for piece in plays.split(',') {
            // Each piece is one space and a play.
            let play = piece.strip_prefix(' ').unwrap_or(piece);
            let from = at + piece.len() - play.len();
            let span = self.lines.span(self.source, from, from + play.len());
            if let Some(event) = plain_play(play, span, trick) {
                list.push(event);
            }
            at += piece.len() + 1;
        }
    }

    /// `3.` or `trick 3:`: 1 to 13, and never going back.
    fn trick_number(&mut self, pair: Pair<'s, Rule>, last: &mut Option<(u8, Span)>) -> Option<u8> {
        let number = pair.into_inner().find(|p| p.as_rule() == Rule::number)?;
        let span = self.span(&number);
        self.check_trick_number(number.as_str(), span, last)
    }

    /// A trick number at `span`: 1 to 13, and not less than the last one written.
    fn check_trick_number(
        &mut self,
        number: &str,
        span: Span,
        last: &mut Option<(u8, Span)>,
    ) -> Option<u8> {
        let n = self.trick_text(number, span)?;
        if let Some((prev, prev_span)) = *last
            && n < prev
        {
            self.error_hint(
                format!("trick {n} is written after trick {prev}"),
                span,
                format!(
                    "tricks are written in order; trick {prev} is on line {}",
                    prev_span.line
                ),
            );
        }
        *last = Some((n, span));
        Some(n)
    }

    /// A trick's number, 1 to 13.
    fn trick(&mut self, number: &Pair<'s, Rule>) -> Option<u8> {
        let span = self.span(number);
        self.trick_text(number.as_str(), span)
    }

    /// A trick's number written `number` at `span`, 1 to 13.
    fn trick_text(&mut self, number: &str, span: Span) -> Option<u8> {
        match number.parse::<u8>() {
            Ok(n) if (1..=13).contains(&n) => Some(n),
            _ => {
                self.error_hint(
                    format!("there is no trick {number}"),
                    span,
                    "a deal has thirteen tricks, numbered 1 to 13",
                );
                None
            }
        }
    }

    /// Who did what.
    fn event(&mut self, pair: Pair<'s, Rule>, trick: Option<u8>) -> Option<Event> {
        let span = self.span(&pair);
        let text = pair.as_str();
        let rule = pair.as_rule();
        let mut seat = None;
        let mut action = None;
        let mut parts = 0;
        for p in pair.into_inner() {
            parts += 1;
            match p.as_rule() {
                Rule::seat_ref => seat = Some(self.seat_ref(p)),
                Rule::call => action = self.call(p).map(|call| Action::Call { call }),
                Rule::card => action = self.card(&p).map(|card| Action::Play { card, trick }),
                Rule::irregularity => action = self.irregularity(p, trick),
                _ => {}
            }
        }
        if parts == 0 {
            return match rule {
                Rule::auction_event => plain_call(text, span),
                _ => plain_play(text, span, trick),
            };
        }
        Some(Event {
            seat: seat??,
            action: action?,
            span,
        })
    }

    fn call(&mut self, pair: Pair<'s, Rule>) -> Option<Call> {
        let inner = pair.into_inner().next()?;
        Some(match inner.as_rule() {
            Rule::bid => Call::Bid {
                bid: self.bid(inner)?,
            },
            Rule::accept => {
                let bid = inner.into_inner().find(|p| p.as_rule() == Rule::bid);
                let bid = match bid {
                    Some(b) => Some(self.bid(b)?),
                    None => None,
                };
                Call::Accept { bid }
            }
            Rule::pass => Call::Pass,
            Rule::double => Call::Double,
            Rule::redouble => Call::Redouble,
            Rule::leave_it => Call::LeaveToPartner,
            Rule::may_i_play => Call::MayIPlay,
            Rule::satisfied => Call::Satisfied,
            Rule::yes => Call::Yes,
            Rule::declare => {
                let word = inner
                    .into_inner()
                    .find(|p| p.as_rule() == Rule::strain_word)?;
                Call::Declare {
                    strain: self.strain_text(&word)?,
                }
            }
            _ => return None,
        })
    }

    /// `1S`, `3 nullo`: the level must be 1 to 7.
    fn bid(&mut self, pair: Pair<'s, Rule>) -> Option<Bid> {
        let mut level = None;
        let mut strain = None;
        let mut level_span = self.span(&pair);
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::level => {
                    level_span = self.span(&p);
                    level = p.as_str().parse::<u8>().ok();
                }
                Rule::strain => strain = self.strain(p),
                _ => {}
            }
        }
        let (level, strain) = (level?, strain?);
        match Bid::new(level, strain) {
            Some(bid) => Some(bid),
            None => {
                self.error_hint(
                    format!("a bid of {level} cannot be made"),
                    level_span,
                    "a bid is of one to seven odd tricks, the tricks over the book of six",
                );
                None
            }
        }
    }

    fn strain(&mut self, pair: Pair<'s, Rule>) -> Option<Strain> {
        let inner = pair.into_inner().next()?;
        self.strain_text(&inner)
    }

    fn strain_text(&mut self, pair: &Pair<'s, Rule>) -> Option<Strain> {
        let text = pair.as_str().replace('\u{FE0F}', "");
        let strain = Strain::parse(&text);
        if strain.is_none() {
            let span = self.span(pair);
            self.error(format!("`{}` is not a strain", pair.as_str()), span);
        }
        strain
    }

    fn card(&mut self, pair: &Pair<'s, Rule>) -> Option<Card> {
        let text = pair.as_str();
        let card = if text.contains('\u{FE0F}') {
            Card::parse(&text.replace('\u{FE0F}', ""))
        } else {
            Card::parse(text)
        };
        if card.is_none() {
            let span = self.span(pair);
            self.error(format!("`{text}` is not a card"), span);
        }
        card
    }

    fn suit(&mut self, pair: &Pair<'s, Rule>) -> Option<Suit> {
        let text = pair.as_str().trim_end_matches('\u{FE0F}');
        let lower = text.to_ascii_lowercase();
        let suit = match lower.trim_end_matches('s') {
            "spade" => Some(Suit::Spades),
            "heart" => Some(Suit::Hearts),
            "diamond" => Some(Suit::Diamonds),
            "club" => Some(Suit::Clubs),
            _ => {
                let mut cs = text.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Suit::from_char(c),
                    _ => None,
                }
            }
        };
        if suit.is_none() {
            let span = self.span(pair);
            self.error(format!("`{text}` is not a suit"), span);
        }
        suit
    }

    /// A count in figures or words; `max` is the largest that makes sense.
    fn count(&mut self, pair: &Pair<'s, Rule>, max: u8, what: &str) -> Option<u8> {
        let text = pair.as_str().to_ascii_lowercase();
        let n = match text.as_str() {
            "zero" | "none" | "no" => Some(0),
            "one" => Some(1),
            "two" => Some(2),
            "three" => Some(3),
            "four" => Some(4),
            "five" => Some(5),
            "six" => Some(6),
            "seven" => Some(7),
            "eight" => Some(8),
            "nine" => Some(9),
            "ten" => Some(10),
            "eleven" => Some(11),
            "twelve" => Some(12),
            "thirteen" => Some(13),
            t => t.parse::<u8>().ok(),
        };
        match n {
            Some(n) if n <= max => Some(n),
            _ => {
                let span = self.span(pair);
                self.error_hint(
                    format!("there cannot be {} {what}", pair.as_str()),
                    span,
                    format!("there can be at most {max}"),
                );
                None
            }
        }
    }

    fn irregularity(&mut self, pair: Pair<'s, Rule>, trick: Option<u8>) -> Option<Action> {
        let inner = pair.into_inner().next()?;
        let rule = inner.as_rule();
        let deal = |irregularity| Some(Action::DealIrregularity { irregularity });
        let mut parts = inner.into_inner();
        match rule {
            Rule::card_faced_in_dealing => deal(DealIrregularity::CardFacedInDealing),
            Rule::looks_during_deal => deal(DealIrregularity::LooksDuringDeal),
            Rule::misdeals => deal(DealIrregularity::Misdeal),
            Rule::deals_out_of_turn => deal(DealIrregularity::DealsOutOfTurn),
            Rule::wrong_pack => deal(DealIrregularity::WrongPack),
            Rule::not_cut => deal(DealIrregularity::NotCut),
            Rule::card_of_other_pack => deal(DealIrregularity::CardOfOtherPack),
            Rule::imperfect_pack => deal(DealIrregularity::ImperfectPack),
            Rule::takes_back => Some(Action::TakesBack {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::detaches => Some(Action::Detaches {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::abandons => Some(Action::AbandonsHand { all: false }),
            Rule::all_abandon => Some(Action::AbandonsHand { all: true }),
            Rule::mixes => Some(Action::MixesCards),
            Rule::wrong_count => {
                let c = parts.find(|p| p.as_rule() == Rule::count)?;
                let count = self.count(&c, 52, "cards")?;
                deal(DealIrregularity::WrongNumberOfCards { count })
            }
            Rule::plays_card => {
                let card = self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?;
                Some(Action::Play { card, trick })
            }
            Rule::exposes => {
                let mut cards = Vec::new();
                for p in parts.filter(|p| p.as_rule() == Rule::card) {
                    cards.push(self.card(&p)?);
                }
                Some(Action::Exposes { cards })
            }
            Rule::asks_bidding => Some(Action::AsksBidding),
            Rule::asks_none_of => {
                let mut asked = None;
                let mut suit = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => asked = self.seat_ref(p),
                        Rule::suit_name => suit = self.suit(&p),
                        _ => {}
                    }
                }
                Some(Action::AsksNoneOf {
                    asked: asked?,
                    suit: suit?,
                })
            }
            Rule::corrects => {
                let card = match parts.find(|p| p.as_rule() == Rule::card) {
                    Some(c) => Some(self.card(&c)?),
                    None => None,
                };
                Some(Action::Corrects { card })
            }
            Rule::claims_revoke => {
                let mut against = None;
                let mut trick = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => against = self.seat_ref(p),
                        Rule::number => trick = Some(self.trick(&p)?),
                        _ => {}
                    }
                }
                Some(Action::ClaimsRevoke {
                    against: against?,
                    trick,
                })
            }
            Rule::claims_tricks | Rule::concedes => {
                let tricks = match parts.find(|p| p.as_rule() == Rule::count) {
                    Some(c) => Some(self.count(&c, 13, "tricks")?),
                    None => None,
                };
                if rule == Rule::concedes {
                    Some(Action::ConcedesTricks { tricks })
                } else {
                    Some(Action::ClaimsTricks { tricks })
                }
            }
            Rule::looks_at_trick => {
                let trick = self.trick(&parts.find(|p| p.as_rule() == Rule::number)?)?;
                Some(Action::LooksAtTrick { trick })
            }
            Rule::names => Some(Action::Names {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::touches => Some(Action::Touches {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::suggests => Some(Action::Suggests {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::draws_attention => Some(Action::DrawsAttention),
            Rule::stops => {
                let partner = self.seat_ref(parts.find(|p| p.as_rule() == Rule::seat_ref)?)?;
                Some(Action::StopsLead { partner })
            }
            Rule::chooses => {
                let mut choice = PenaltyChoice {
                    name: String::new(),
                    suit: None,
                    card: None,
                };
                for p in parts {
                    match p.as_rule() {
                        Rule::choice_name => choice.name = p.as_str().to_ascii_lowercase(),
                        Rule::card => choice.card = Some(self.card(&p)?),
                        Rule::suit_name => choice.suit = Some(self.suit(&p)?),
                        _ => {}
                    }
                }
                Some(Action::Chooses { option: choice })
            }
            _ => None,
        }
    }

    // -----------------------------------------------------------------------------------------
    // Result, honours, claims
    // -----------------------------------------------------------------------------------------

    /// `N+S`, `E-W`: two different seats.
    fn side(&mut self, pair: Pair<'s, Rule>) -> Option<(Seat, Seat)> {
        let span = self.span(&pair);
        let mut seats = Vec::with_capacity(2);
        for p in pair.into_inner().filter(|p| p.as_rule() == Rule::seat_ref) {
            seats.push(self.seat_ref(p));
        }
        let (a, b) = match seats.as_slice() {
            [Some(a), Some(b)] => (*a, *b),
            _ => return None,
        };
        if a == b {
            self.error_hint(
                format!("a side of {a} and {b}"),
                span,
                "a side is two different seats, such as N+S or E-W",
            );
            return None;
        }
        Some((a, b))
    }

    fn result_stmt(&mut self, pair: Pair<'s, Rule>) -> Option<DealResult> {
        let span = self.span(&pair);
        let mut side = None;
        let mut tricks = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::side => side = Some(self.side(p)?),
                Rule::count => tricks = self.count(&p, 13, "tricks"),
                _ => {}
            }
        }
        Some(DealResult {
            side,
            tricks: tricks?,
            span,
        })
    }

    fn honors_stmt(&mut self, pair: Pair<'s, Rule>) -> Option<Honors> {
        let value = pair.into_inner().find(|p| {
            !matches!(
                p.as_rule(),
                Rule::kw_honors | Rule::colon | Rule::end_of_line
            )
        })?;
        let span = self.span(&value);
        let rule = value.as_rule();
        let parts: Vec<Pair<'s, Rule>> = value.into_inner().collect();
        match rule {
            Rule::honors_easy => Some(Honors::Easy { span }),
            Rule::aces_easy => Some(Honors::Aces {
                seats: None,
                count: 2,
                span,
            }),
            Rule::aces_held => {
                let mut seats = None;
                let mut count = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::side => seats = Some(self.side(p)?),
                        // A single seat holds them all in one hand: written as that seat twice.
                        Rule::seat_ref => seats = self.seat_ref(p).map(|s| (s, s)),
                        Rule::count => count = self.count(&p, 4, "aces"),
                        _ => {}
                    }
                }
                Some(Honors::Aces {
                    seats: Some(seats?),
                    count: count?,
                    span,
                })
            }
            Rule::in_one_hand => {
                let mut seats = Vec::new();
                let mut counts = Vec::new();
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => seats.push(self.seat_ref(p)),
                        Rule::count => counts.push(self.count(&p, 5, "honours")),
                        _ => {}
                    }
                }
                let seat = (*seats.first()?)?;
                let count = (*counts.first()?)?;
                let partner = match (seats.get(1), counts.get(1)) {
                    (Some(s), Some(c)) => Some(((*s)?, (*c)?)),
                    _ => None,
                };
                if let Some((p, n)) = partner
                    && (p == seat || count + n > 5)
                {
                    self.error_hint(
                        "these honours cannot be held",
                        span,
                        "there are five honours, held in one hand and perhaps its partner's: `S four in one hand, N one`",
                    );
                    return None;
                }
                Some(Honors::InOneHand {
                    seat,
                    count,
                    partner,
                    span,
                })
            }
            Rule::honors_between => {
                let mut seats = None;
                let mut count = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::side => seats = Some(self.side(p)?),
                        Rule::count => count = self.count(&p, 5, "honours"),
                        _ => {}
                    }
                }
                Some(Honors::Between {
                    seats: seats?,
                    count: count?,
                    span,
                })
            }
            _ => None,
        }
    }

    fn claim(&mut self, pair: Pair<'s, Rule>) -> Option<Claim> {
        let span = self.span(&pair);
        let text = trim_trailing(pair.as_str()).to_string();
        let mut declarer = None;
        let mut dummy = None;
        let mut strain = None;
        let mut bound = ClaimBound::Exactly;
        let mut tricks = None;
        let mut leader = None;
        let mut lead_suit = None;
        let mut lead_card = None;
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::side => declarer = Some(self.side(p)?.0),
                Rule::seat_ref => declarer = self.seat_ref(p),
                Rule::bound => {
                    bound = match p.into_inner().next().map(|b| b.as_rule()) {
                        Some(Rule::at_least) => ClaimBound::AtLeast,
                        Some(Rule::at_most) => ClaimBound::AtMost,
                        _ => ClaimBound::Exactly,
                    }
                }
                Rule::count => tricks = self.count(&p, 13, "tricks"),
                Rule::strain => strain = self.strain(p),
                Rule::dummy_clause => {
                    let s = p.into_inner().find(|q| q.as_rule() == Rule::seat_ref)?;
                    dummy = Some(self.seat_ref(s)?);
                }
                Rule::lead_clause => {
                    for q in p.into_inner() {
                        match q.as_rule() {
                            Rule::seat_ref => leader = Some(self.seat_ref(q)?),
                            Rule::card => lead_card = Some(self.card(&q)?),
                            Rule::suit_name => lead_suit = Some(self.suit(&q)?),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        let declarer = declarer?;
        if dummy == Some(declarer) {
            self.error_hint(
                format!("{} cannot be his own dummy", declarer.name()),
                span,
                "the dummy is the declarer's partner (in Pirate Bridge he may sit beside him)",
            );
            return None;
        }
        Some(Claim {
            declarer,
            dummy,
            strain: strain?,
            bound,
            tricks: tricks?,
            leader,
            lead_suit: lead_suit.or(lead_card.map(|c: Card| c.suit)),
            lead_card,
            text,
            span,
        })
    }

    // -----------------------------------------------------------------------------------------
    // Checks across statements
    // -----------------------------------------------------------------------------------------

    /// Plays of cards a player does not hold (when his hand is given), and cards played twice.
    /// A card may be played again by the same player if an irregularity was written after its
    /// first play (a lead out of turn taken back, a revoke corrected): the engine rules on it.
    fn check_plays(&mut self, deal: &DealRecord) {
        let mut played: [Option<(Seat, usize, Span)>; 52] = [None; 52];
        let mut last_irregularity: Option<usize> = None;
        let events = deal.auction.iter().chain(deal.play.iter());
        for (i, event) in events.enumerate() {
            let seat = event.seat;
            let card = match &event.action {
                Action::Play { card, .. } => *card,
                Action::Corrects { card: Some(card) } => {
                    last_irregularity = Some(i);
                    *card
                }
                Action::Exposes { cards } => {
                    last_irregularity = Some(i);
                    if let Some(hand) = deal.hands.hand(seat) {
                        for card in cards.iter().filter(|c| !hand.contains(**c)) {
                            self.error_hint(
                                format!("{} does not hold {card}", seat.name()),
                                event.span,
                                format!("{}'s hand is {}", seat.name(), hand.diagram()),
                            );
                        }
                    }
                    continue;
                }
                Action::Call { .. } => continue,
                _ => {
                    last_irregularity = Some(i);
                    continue;
                }
            };
            if let Some(hand) = deal.hands.hand(seat)
                && !hand.contains(card)
            {
                self.error_hint(
                    format!("{} does not hold {card}", seat.name()),
                    event.span,
                    format!("{}'s hand is {}", seat.name(), hand.diagram()),
                );
                continue;
            }
            if let Some((by, at, first_span)) = played[card.index() as usize] {
                let taken_back = by == seat && last_irregularity.is_some_and(|j| j > at);
                if !taken_back {
                    let message = if by == seat {
                        format!("{} plays {card} twice", seat.name())
                    } else {
                        format!("{card} is played by {} and by {}", by.name(), seat.name())
                    };
                    self.error_hint(
                        message,
                        event.span,
                        format!(
                            "it was first played on line {}; if that play was taken back, write what happened between (`W draws attention`, `S corrects`)",
                            first_span.line
                        ),
                    );
                    continue;
                }
            }
            played[card.index() as usize] = Some((seat, i, event.span));
        }
    }

    /// Deal numbers go up by one (`deal 1`, `deal 2`) and letters by one letter (`deal A`, `deal B`).
    fn check_deal_sequence(&mut self, record: &Record, spans: &[Option<Span>]) {
        for (i, pair) in record.deals.windows(2).enumerate() {
            let (prev, this) = (&pair[0], &pair[1]);
            let expected = next_label(&prev.label);
            // A new rubber may number its deals afresh, from 1 (or A), or run on.
            let new_rubber = record.rubbers.iter().any(|r| r.first_deal == i + 1);
            if new_rubber && (this.label == "1" || this.label.eq_ignore_ascii_case("A")) {
                continue;
            }
            if expected.as_deref() == Some(this.label.as_str())
                || expected
                    .as_deref()
                    .is_some_and(|e| e.eq_ignore_ascii_case(&this.label))
            {
                continue;
            }
            let span = spans.get(i + 1).copied().flatten().unwrap_or(this.span);
            let hint = match expected {
                Some(e) => format!(
                    "deals are written in order: after deal {} comes deal {e}",
                    prev.label
                ),
                None => "deals are numbered 1, 2, 3 … or lettered A, B, C …".to_string(),
            };
            self.error_hint(
                format!(
                    "deal {} is out of sequence after deal {}",
                    this.label, prev.label
                ),
                span,
                hint,
            );
        }
    }

    /// The deal passes to the left: a written dealer must be the left-hand neighbour of the
    /// deal before's dealer. A deal dealt out of turn breaks the chain (the laws say who deals
    /// next, and the engine applies them), so the check starts again after it.
    fn check_dealers(&mut self, record: &Record) {
        let mut previous: Option<(Seat, &str)> = None;
        for (i, deal) in record.deals.iter().enumerate() {
            // A new rubber begins with a new cut for the deal (Pirate law 5): its first dealer
            // is whoever cut lowest, not the left-hand neighbour of the last dealer.
            if record.rubbers.iter().any(|r| r.first_deal == i) {
                previous = None;
            }
            let out_of_turn = deal.auction.iter().any(|e| {
                matches!(
                    e.action,
                    Action::DealIrregularity {
                        irregularity: DealIrregularity::DealsOutOfTurn
                    }
                )
            });
            let expected = previous.map(|(s, _)| s.left());
            if let (Some(written), Some(expected), Some((prev, label)), Some(span)) =
                (deal.dealer, expected, previous, deal.dealer_span)
                && written != expected
                && !out_of_turn
            {
                self.error_hint(
                    format!("{} cannot deal deal {}: it is {}'s deal", written.name(), deal.label, expected.name()),
                    span,
                    format!(
                        "deal {label} was dealt by {}, and the deal passes to the left, so {} deals deal {}; if {} dealt out of turn, write `{} deals out of turn`",
                        prev.name(),
                        expected.name(),
                        deal.label,
                        written.name(),
                        written
                    ),
                );
            }
            previous = if out_of_turn {
                deal.dealer.map(|s| (s, deal.label.as_str()))
            } else {
                deal.dealer.or(expected).map(|s| (s, deal.label.as_str()))
            };
        }
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

/// The label that follows `label`: the next number, or the next letter.
fn next_label(label: &str) -> Option<String> {
    if let Ok(n) = label.parse::<u32>() {
        return n.checked_add(1).map(|n| n.to_string());
    }
    let mut chars = label.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() && !c.eq_ignore_ascii_case(&'z') => {
            Some(((c as u8) + 1) as char).map(|c| c.to_string())
        }
        _ => None,
    }
}

/// `N`, `north`, … as a seat.
/// A play read by the grammar's `plain_play` (`E H5`, `S D10`: a compass letter, a space, a
/// card in capitals), which makes no pairs of its own: split here. `None` for any other event.
fn plain_play(text: &str, span: Span, trick: Option<u8>) -> Option<Event> {
    let (seat, card) = text.split_once(' ')?;
    let seat = match seat {
        "N" | "E" | "S" | "W" => seat_word(seat)?,
        _ => return None,
    };
    Some(Event {
        seat,
        action: Action::Play {
            card: Card::parse(card)?,
            trick,
        },
        span,
    })
}

/// A call read by the grammar's `plain_call` (`N pass`, `E 2S`, `S 1NT`: a compass letter, a
/// space, `pass` or a bid of one to seven in capitals), which makes no pairs of its own: split
/// here. `None` for any other event.
fn plain_call(text: &str, span: Span) -> Option<Event> {
    let (seat, call) = text.split_once(' ')?;
    let seat = match seat {
        "N" | "E" | "S" | "W" => seat_word(seat)?,
        _ => return None,
    };
    let call = if call == "pass" {
        Call::Pass
    } else {
        let (level, strain) = call.split_at_checked(1)?;
        let strain = match strain {
            "NT" => Strain::NoTrumps,
            "S" | "H" | "D" | "C" => Strain::Trumps(Suit::from_char(strain.chars().next()?)?),
            _ => return None,
        };
        Call::Bid {
            bid: Bid::new(level.parse().ok()?, strain)?,
        }
    };
    Some(Event {
        seat,
        action: Action::Call { call },
        span,
    })
}

fn seat_word(text: &str) -> Option<Seat> {
    if text.len() == 1 {
        return text.chars().next().and_then(Seat::from_letter);
    }
    Seat::ALL
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(text))
}

fn nullo_allowed(pair: &Pair<'_, Rule>) -> bool {
    pair.clone()
        .into_inner()
        .find(|p| p.as_rule() == Rule::nullo_value)
        .is_some_and(|v| {
            let t = v.as_str().to_ascii_lowercase();
            t == "allowed" || t == "agreed" || t == "yes"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record whose play is written `plays`, one trick a line.
    fn with_play(plays: &[&str]) -> String {
        let mut r = String::from(
            "code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S accept\n  W pass; N pass; E pass\nplay:\n",
        );
        for p in plays {
            r.push_str(p);
            r.push('\n');
        }
        r.push_str("result: 7 tricks\n");
        r
    }

    /// The plain plays and trick lines (read in one step by the grammar, split here) mean what
    /// the same plays written with more spaces (read by the full grammar) mean, with spans on
    /// the text of each play.
    #[test]
    fn plain_trick_lines_read_as_the_full_form_does() {
        let plain = with_play(&[
            "  1. E H5, S H2, W HA, N H3",
            "  2. W S4, N S10, E SK, S S2",
        ]);
        let full = with_play(&[
            "  1.  E H5 , S  H2, W HA ,N H3",
            "  2. W  S4, N S10,  E SK, S:S2",
        ]);
        let (plain_record, full_record) = (parse(&plain).unwrap(), parse(&full).unwrap());
        let what = |r: &Record| -> Vec<(Seat, Action)> {
            r.deals[0]
                .play
                .iter()
                .map(|e| (e.seat, e.action.clone()))
                .collect()
        };
        assert_eq!(what(&plain_record), what(&full_record));
        assert_eq!(plain_record.deals[0].play.len(), 8);
        assert_eq!(
            plain_record.deals[0].play[5].action,
            Action::Play {
                card: Card::parse("S10").unwrap(),
                trick: Some(2)
            }
        );
        for e in &plain_record.deals[0].play {
            let text = &plain[e.span.start..e.span.end];
            assert_eq!(text.len(), if text.ends_with("10") { 5 } else { 4 });
            let line = plain.lines().nth(e.span.line as usize - 1).unwrap();
            assert_eq!(&line[e.span.col as usize - 1..][..text.len()], text);
        }
    }

    /// The plain calls (read in one step by the grammar, split here) mean what the same calls
    /// written with more spaces mean; a bid above seven is still refused, by the full form.
    #[test]
    fn plain_calls_read_as_the_full_form_does() {
        let record =
            |auction: &str| format!("code: pirate-1916\ndeal 1\ndealer: N\nauction:\n{auction}\n");
        let plain = record("  N 1NT; E pass; S 2S; W 7D\n  N 3H; E 4C; S pass");
        let full = record("  N  1NT; E  pass; S 2 S; W  7D\n  N: 3H; E 4 C; S  pass");
        let calls = |text: &str| -> Vec<(Seat, Action)> {
            parse(text).unwrap().deals[0]
                .auction
                .iter()
                .map(|e| (e.seat, e.action.clone()))
                .collect()
        };
        assert_eq!(calls(&plain), calls(&full));
        let bid = |level, strain| Action::Call {
            call: Call::Bid {
                bid: Bid::new(level, strain).unwrap(),
            },
        };
        assert_eq!(
            calls(&plain),
            [
                (Seat::N, bid(1, Strain::NoTrumps)),
                (Seat::E, Action::Call { call: Call::Pass }),
                (Seat::S, bid(2, Strain::Trumps(Suit::Spades))),
                (Seat::W, bid(7, Strain::Trumps(Suit::Diamonds))),
                (Seat::N, bid(3, Strain::Trumps(Suit::Hearts))),
                (Seat::E, bid(4, Strain::Trumps(Suit::Clubs))),
                (Seat::S, Action::Call { call: Call::Pass }),
            ]
        );
        let errors = parse(&record("  N 8S")).unwrap_err();
        assert_eq!(errors.0[0].message, "a bid of 8 cannot be made");
        assert_eq!((errors.0[0].span.line, errors.0[0].span.col), (5, 5));
    }

    /// A trick number out of range or out of order is found in a plain line as in a full one,
    /// at the same place.
    #[test]
    fn trick_numbers_are_checked_in_plain_lines() {
        let plain = with_play(&[
            "  2. E H5, S H2, W HA, N H3",
            "  14. W S4, N S10, E SK, S S2",
            "  1. N C2, E C3, S C4, W C5",
        ]);
        let full = with_play(&[
            "  2.  E H5, S H2, W HA, N H3",
            "  14.  W S4, N S10, E SK, S S2",
            "  1.  N C2, E C3, S C4, W C5",
        ]);
        let (plain_errors, full_errors) = (parse(&plain).unwrap_err(), parse(&full).unwrap_err());
        // The full lines have one more space each, so only the byte offsets differ.
        let seen = |ds: &Diagnostics| -> Vec<(String, u32, u32, Option<String>)> {
            ds.iter()
                .map(|d| (d.message.clone(), d.span.line, d.span.col, d.hint.clone()))
                .collect()
        };
        assert_eq!(seen(&plain_errors), seen(&full_errors));
        let messages: Vec<&str> = plain_errors.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            ["there is no trick 14", "trick 1 is written after trick 2"]
        );
        assert_eq!(
            (plain_errors.0[0].span.line, plain_errors.0[0].span.col),
            (9, 3)
        );
    }

    #[test]
    fn lines_and_columns_count_characters_from_one() {
        let source = "ab\n♠A x\n\nz";
        let index = LineIndex::new(source);
        assert_eq!(index.span(source, 0, 1).line, 1);
        // `x` is the third character of line 2, though the sixth byte.
        let x = source.find('x').unwrap();
        let span = index.span(source, x, x + 1);
        assert_eq!((span.line, span.col), (2, 4));
        // Out of order, and on an empty line.
        assert_eq!(index.span(source, 1, 2).col, 2);
        assert_eq!(index.span(source, 10, 10).line, 3);
        let z = source.find('z').unwrap();
        assert_eq!(index.span(source, z, z + 1).line, 4);
    }

    #[test]
    fn deals_follow_by_number_or_letter() {
        assert_eq!(next_label("1").as_deref(), Some("2"));
        assert_eq!(next_label("9").as_deref(), Some("10"));
        assert_eq!(next_label("A").as_deref(), Some("B"));
        assert_eq!(next_label("Z"), None);
        assert_eq!(next_label("1a"), None);
    }

    #[test]
    fn misspelt_words_are_recognised() {
        assert_eq!(edit_distance("pas", "pass"), 1);
        assert_eq!(edit_distance("doubel", "double"), 2);
        assert_eq!(did_you_mean("pas"), Some("pass"));
        assert_eq!(did_you_mean("acept"), Some("accept"));
        assert_eq!(did_you_mean("xyzzy"), None);
        assert_eq!(did_you_mean("HX"), None);
    }

    #[test]
    fn trailing_spaces_and_comments_are_not_part_of_a_node() {
        assert_eq!(trim_trailing("N+S four   # held\n"), "N+S four");
        assert_eq!(trim_trailing("a\n  b  "), "a\n  b");
        assert_eq!(trim_trailing("x # one\n# two"), "x");
    }

    #[test]
    fn statements_that_open_blocks_are_known() {
        assert!(opens_a_block("hands:"));
        assert!(opens_a_block("  Play : E HQ"));
        assert!(opens_a_block("deal 2"));
        assert!(!opens_a_block("dealer: N"));
        assert!(!opens_a_block("  N 1S"));
    }
}
