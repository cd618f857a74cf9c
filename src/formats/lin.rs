//! Bridge Base Online's LIN: `key|value|` pairs. Read: `pn` (the players, South, West, North,
//! East), `md` (the dealer as a digit, 1 South, 2 West, 3 North, 4 East, then the hands in
//! the same order, BBO's fourth hand often left out: it is the rest of the pack), `sv` (the
//! vulnerability, kept), `ah` (the board's name), `mb` (a call; `!` an alert), `an` (its
//! explanation, kept), `pc` (a card played), `mc` (a claim: declarer's tricks in all), `qx`
//! (a new board; in a vugraph file its room and number, `o1` the open room's board 1). A
//! vugraph file's `vg` gives the event, segment and teams, its `pn` eight names (the open
//! room's players, then the closed room's) and its `rs` each board's result, open room then
//! closed. The auction is contract bridge's, kept as written; the play is put in
//! tricks, each led by the winner of the last, from the contract the auction reached.

use crate::cards::{Card, Hand, Seat, Strain, Suit};
use crate::record::{Diagnostic, Diagnostics, Imported, Player, Span, limits};

use super::translation::{Format, Read, Translation, diagnostic, line_starts, span_at};

/// The keys foster knows; a text is LIN if it starts with one of them and a `|`.
const KEYS: &[&str] = &[
    "pn", "md", "sv", "ah", "mb", "an", "pc", "mc", "qx", "st", "rh", "nt", "pg", "vg", "rs",
];

/// Whether a text looks like LIN: `xx|` with a known key at its start.
pub(crate) fn looks_like_lin(text: &str) -> bool {
    text.len() > 3 && text.as_bytes()[2] == b'|' && KEYS.contains(&&text[..2])
}

/// BBO's seat order: South, West, North, East.
const BBO_ORDER: [Seat; 4] = [Seat::S, Seat::W, Seat::N, Seat::E];

#[derive(Clone, Default)]
struct Board<'t> {
    start: usize,
    label: Option<(&'t str, usize)>,
    /// The players of its own `pn`, else those of the board before.
    players: Vec<Player>,
    dealer: Option<(Seat, usize)>,
    hands: Option<([Option<Hand>; 4], usize, usize)>,
    calls: Vec<(&'t str, usize, usize)>,
    cards: Vec<(Card, usize, usize)>,
    claim: Option<(u8, usize)>,
    /// The explanations (`an`) of the calls, by the call's place in the auction.
    notes: Vec<(usize, &'t str)>,
    /// A vugraph board's room and number (`qx|o1|`, `qx|c1|`): `'o'` the open room, `'c'` the
    /// closed.
    room: Option<(char, u32)>,
    extra: Imported,
}

/// What a vugraph file (`vg`, `rs`, an eight-name `pn`) says of all its boards.
#[derive(Default)]
struct Vugraph {
    /// The event's tags from `vg` (event, segment, teams), as PBN names them.
    tags: Vec<(String, String)>,
    /// The first board of the segment (`vg`'s fourth field), 1 if it is not given.
    first_board: u32,
    /// `rs`: each board's result, open room then closed, board by board from the first.
    results: Vec<String>,
    /// The closed room's players, South, West, North, East (the last four names of `pn`).
    closed: Vec<Player>,
}

impl Board<'_> {
    /// Whether anything of the board's own game has been read: a `qx` after it starts another.
    fn begun(&self) -> bool {
        self.hands.is_some() || !self.calls.is_empty() || !self.cards.is_empty()
    }
}

/// A `key|value|` pair: the key, trimmed, and the value, each with its offset in the text;
/// `first_on_line` for the first pair of a line, `line_has_deal` for a pair on a line with
/// an `md`.
struct Pair<'t> {
    key: &'t str,
    key_start: usize,
    value: Option<&'t str>,
    value_start: usize,
    first_on_line: bool,
    line_has_deal: bool,
}

/// The pairs of a LIN text, line by line: BBO writes a board a line, each line ending in
/// `|`, and a line that does not (its last value running to the line's end) is read so too.
fn pairs(text: &str) -> Vec<Pair<'_>> {
    let mut out = Vec::new();
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let mut pos = line_start;
        let mut first_on_line = true;
        let first_of_line = out.len();
        let mut parts = body.split('|');
        while let Some(key) = parts.next() {
            let key_start = pos + (key.len() - key.trim_start().len());
            pos += key.len() + 1;
            let key = key.trim();
            if key.is_empty() {
                continue;
            }
            let value = parts.next();
            let value_start = pos;
            pos += value.map_or(0, |v| v.len() + 1);
            out.push(Pair {
                key,
                key_start,
                value,
                value_start,
                first_on_line,
                line_has_deal: false,
            });
            first_on_line = false;
        }
        let has_deal = out[first_of_line..]
            .iter()
            .any(|p| p.key.eq_ignore_ascii_case("md"));
        for p in &mut out[first_of_line..] {
            p.line_has_deal = has_deal;
        }
        line_start += line.len();
    }
    out
}

/// Reads a LIN text into a record: a board a deal, each played by its own `pn` (or the last
/// board's), each deal after the first in a rubber of its own (a board's dealer need not
/// follow the last board's round the table, as a rubber's does).
///
/// A new board begins at a `qx` (once the board has begun), at an `md` when the board already
/// has its deal, and at a new line with an `md` of its own when the board on the line before
/// has its deal: BBO writes a board a line (its `pn` and `ah` before its `md`), and a
/// session's boards one after another without a `qx`. A line without an `md` goes on with the
/// board before, as in a file whose long lines were wrapped.
pub fn read(text: &str) -> Result<Read, Diagnostics> {
    let starts = line_starts(text);
    let mut errors = Vec::new();
    let mut boards: Vec<Board> = vec![Board::default()];
    let mut vugraph = Vugraph {
        first_board: 1,
        ..Vugraph::default()
    };
    let mut open: Vec<Player> = Vec::new();
    for pair in pairs(text) {
        let key = pair.key;
        let key_start = pair.key_start;
        let Some(value) = pair.value else {
            errors.push(
                diagnostic(
                    text,
                    &starts,
                    key_start,
                    key_start + key.len(),
                    format!("`{key}` has no value"),
                )
                .with_hint("LIN is written `key|value|`"),
            );
            continue;
        };
        let value_start = pair.value_start;
        let key = key.to_ascii_lowercase();
        let board = boards.last().expect("one board at least");
        let new_board = match key.as_str() {
            "qx" => board.begun(),
            "md" => board.hands.is_some(),
            _ => pair.first_on_line && pair.line_has_deal && board.hands.is_some(),
        };
        if new_board {
            let players = board.players.clone();
            boards.push(Board {
                start: key_start,
                players,
                ..Board::default()
            });
        }
        let board = boards.last_mut().expect("one board at least");
        match key.as_str() {
            "qx" => {
                if let Some(room) = room(value) {
                    board.room = Some(room);
                    let (players, name) = match room.0 {
                        'c' => (&vugraph.closed, "Closed"),
                        _ => (&open, "Open"),
                    };
                    if !players.is_empty() {
                        board.players = players.clone();
                    }
                    board.extra.tags.push(("Room".into(), name.into()));
                }
            }
            "pn" => {
                board.players = players(text, &starts, value, value_start, 0);
                // A vugraph file names eight: the open room's four, then the closed room's.
                if value.split(',').count() > 4 {
                    open = board.players.clone();
                    vugraph.closed = players(text, &starts, value, value_start, 4);
                    if board.room.is_some_and(|(r, _)| r == 'c') {
                        board.players = vugraph.closed.clone();
                    }
                }
            }
            "vg" => vugraph.event(value),
            "rs" => vugraph.results = value.split(',').map(|r| r.trim().to_string()).collect(),
            "ah" => board.label = Some((value.trim(), value_start)),
            "sv" => board.extra.tags.push(("Vulnerable".into(), vulnerable(value))),
            "an" => match board.calls.len().checked_sub(1) {
                Some(call) => board.notes.push((call, value)),
                None => board.extra.commentary.push(format!("explained: {value}")),
            },
            "md" => match deal(value) {
                Some((dealer, hands)) => {
                    board.dealer = dealer.map(|d| (d, value_start));
                    board.hands = Some((hands, value_start, value.len()));
                }
                None => errors.push(
                    diagnostic(text, &starts, value_start, value_start + value.len(), format!("cannot read the deal `{value}`"))
                        .with_expected(vec!["a dealer digit 1–4 then hands such as SAKQHJT9D876C5432, South, West, North, East".into()])
                        .with_hint("each card is held once; a hand has at most 13 cards"),
                ),
            },
            "mb" if !board.cards.is_empty() => errors.push(
                diagnostic(text, &starts, key_start, value_start + value.len(), format!("a call, `{}`, after the play of the board began", value.trim()))
                    .with_hint("two boards run together? each board begins with its own `qx|` or `md|`"),
            ),
            "mb" => board.calls.push((value.trim(), value_start, value.len())),
            "pc" => match Card::parse(value.trim()) {
                Some(card) => board.cards.push((card, value_start, value.len())),
                None => errors.push(
                    diagnostic(text, &starts, value_start, value_start + value.len(), format!("`{value}` is not a card"))
                        .with_expected(vec!["a card such as SA, HT, C2".into()]),
                ),
            },
            "mc" => match value.trim().parse::<u8>() {
                Ok(n) if n <= 13 => board.claim = Some((n, value_start)),
                _ => errors.push(
                    diagnostic(text, &starts, value_start, value_start + value.len(), format!("`{value}` is not a number of tricks"))
                        .with_expected(vec!["the tricks claimed, 0 to 13".into()]),
                ),
            },
            // A page break of BBO's viewer: nothing of the game.
            "pg" => {}
            // An empty key of BBO's viewer (`st||`, `rh||`) says nothing of the game.
            _ if value.trim().is_empty() => {}
            _ => board.extra.tags.push((key.to_string(), value.to_string())),
        }
    }
    errors.extend(past_the_limits(text, &starts, &boards));
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    // Each board stands on its own.
    let numbered: Vec<(usize, Board)> = boards.into_iter().enumerate().collect();
    super::translation::each_game_on_its_own(
        &numbered,
        |(_, b)| b.start,
        |boards| translate(text, boards, &vugraph),
    )
}

/// Translates the boards (each with its place in the file) and reads the translation.
fn translate(
    text: &str,
    boards: &[(usize, Board)],
    vugraph: &Vugraph,
) -> Result<Read, Diagnostics> {
    let mut t = Translation::default();
    let mut extras = Vec::new();
    let mut players_of = Vec::with_capacity(boards.len());
    for (i, (number, board)) in boards.iter().enumerate() {
        let (number, mut board) = (*number, board.clone());
        let result = vugraph.fill(&mut board);
        let label = label(&board, number);
        players_of.push(board.players);
        if i > 0 {
            t.own(&format!("\nrubber {}\n", i + 1), board.start);
        }
        t.own("deal ", label.1);
        t.mapped(&label.0, label.1, label.0.len());
        t.own("\n", label.1);
        if let Some((dealer, at)) = board.dealer {
            t.own("dealer: ", at);
            t.mapped(&dealer.letter().to_string(), at, 1);
            t.own("\n", at);
        }
        if let Some((hands, at, len)) = board.hands {
            let written: Vec<String> = Seat::ALL
                .iter()
                .map(|s| {
                    format!(
                        "{}:{}",
                        s.letter(),
                        hands[s.index()].map_or("-".into(), |h| h.pbn())
                    )
                })
                .collect();
            t.own("hands: ", at);
            t.mapped(&written.join(" "), at, len);
            t.own("\n", at);
        }
        let mut extra = board.extra;
        extra.format = "LIN".into();
        extra.auction_from = board.dealer.map(|(d, _)| d);
        // The calls as PBN writes them, an alert or an explanation a note (`=1=`, §3.8).
        for (k, (call, _, _)) in board.calls.iter().enumerate() {
            let mut written = pbn_call(call);
            let said: Vec<&str> = board
                .notes
                .iter()
                .filter(|(c, _)| *c == k)
                .map(|n| n.1)
                .collect();
            if !said.is_empty() || call.ends_with('!') {
                let n = extra.tags.iter().filter(|(t, _)| t == "Note").count() + 1;
                let text = if said.is_empty() {
                    "alerted".to_string()
                } else {
                    said.join("; ")
                };
                written.push_str(&format!(" ={n}="));
                extra.tags.push(("Note".into(), format!("{n}:{text}")));
            }
            extra.auction.push(written);
        }
        let contract = board.dealer.and_then(|(d, _)| contract(d, &board.calls));
        if let Some((declarer, strain, text)) = &contract {
            extra.declarer = Some(*declarer);
            extra.contract = Some(text.clone());
            let _ = strain;
        }
        // The play, trick by trick, each led by the winner of the last.
        if !board.cards.is_empty() {
            match &contract {
                Some((declarer, strain, _)) => {
                    t.own("play:\n", board.cards[0].1);
                    let mut leader = declarer.left();
                    let mut won = 0u8;
                    for (n, trick) in board.cards.chunks(4).enumerate() {
                        t.own(&format!("  {}. ", n + 1), trick[0].1);
                        for (k, (card, at, len)) in trick.iter().enumerate() {
                            if k > 0 {
                                t.own(", ", *at);
                            }
                            t.mapped(
                                &format!(
                                    "{} {}{}",
                                    leader.nth_left(k).letter(),
                                    card.suit.letter(),
                                    card.rank.letter()
                                ),
                                *at,
                                *len,
                            );
                        }
                        t.own("\n", trick[0].1);
                        if trick.len() == 4 {
                            let cards: Vec<Card> = trick.iter().map(|c| c.0).collect();
                            leader = crate::solver::trick_winner(leader, &cards, *strain);
                            if leader == *declarer || leader == declarer.opposite() {
                                won += 1;
                            }
                        }
                    }
                    if board.cards.len() == 52 {
                        extra.result = Some(won.to_string());
                    }
                    if let Some((claimed, at)) = board.claim {
                        let played = (board.cards.len() / 4) as u8;
                        let more = claimed.saturating_sub(won);
                        if board.cards.len() % 4 == 0 && played < 13 {
                            extra.result = Some(claimed.to_string());
                            t.own(
                                &format!("  {} claims {more} tricks\n", declarer.letter()),
                                at,
                            );
                        } else {
                            extra.dropped.push(format!(
                                "the claim of {claimed} tricks in all, made during a trick"
                            ));
                        }
                    }
                }
                None => extra.dropped.push(
                    "the play: the auction reaches no contract, so who led is not known".into(),
                ),
            }
        } else if let Some((claimed, _)) = board.claim {
            extra.result = Some(claimed.to_string());
            extra
                .commentary
                .push(format!("declarer claimed {claimed} tricks in all"));
        }
        if let Some(result) = result {
            vugraph_result(&mut extra, result);
        }
        extra.tags = in_written_order(extra.tags);
        extras.push(extra);
    }
    let mut read = t.parse(text, Format::Lin)?;
    read.boards = (extras.len() > 1).then_some("a LIN file is a session's boards");
    read.other_program = true;
    for (deal, extra) in read.record.deals.iter_mut().zip(extras) {
        deal.imported = Some(Box::new(extra));
    }
    // Each board's players: the first board's are the record's, each later board's its
    // rubber's (the rubbers are the boards after the first, in order).
    let mut by_seat = |mut players: Vec<Player>| {
        players.sort_by_key(|p| p.seat.index());
        players
    };
    let mut players_of = players_of.into_iter().map(&mut by_seat);
    let first = players_of.next().unwrap_or_default();
    let mut before = first.clone();
    read.record.players = first;
    let names = |players: &[Player]| -> Vec<(Seat, String)> {
        players.iter().map(|p| (p.seat, p.name.clone())).collect()
    };
    for (rubber, players) in read.record.rubbers.iter_mut().zip(players_of) {
        rubber.players_written = names(&players) != names(&before);
        rubber.players = players.clone();
        before = players;
    }
    Ok(read)
}

/// `sv`, BBO's vulnerability, as PBN writes it: `o` (or `0`, `-`) none, `n` North-South,
/// `e` East-West, `b` both; anything else kept as written.
fn vulnerable(value: &str) -> String {
    match value.trim().to_ascii_lowercase().as_str() {
        "o" | "0" | "-" | "" => "None",
        "n" => "NS",
        "e" => "EW",
        "b" => "All",
        _ => return value.to_string(),
    }
    .into()
}

/// A LIN call as PBN writes it: `p` Pass, `d` X, `r` XX, `1N` 1NT, the alert's `!` taken off
/// (it becomes a note).
fn pbn_call(call: &str) -> String {
    let call = call.trim_end_matches('!').to_ascii_uppercase();
    match call.as_str() {
        "P" | "PASS" => "Pass".into(),
        "D" => "X".into(),
        "R" => "XX".into(),
        c if c.len() == 2 && c.ends_with('N') => format!("{c}T"),
        _ => call,
    }
}

/// The deal's label: the last word of the board's `ah` (`Board 12` → `12`), else a vugraph
/// board's number (`qx|o12|`), else its number in the file, 1 for the first.
fn label(board: &Board, index: usize) -> (String, usize) {
    let vugraph = board
        .room
        .map(|(_, number)| (number.to_string(), board.start));
    board
        .label
        .and_then(|(l, at)| {
            let digits: String = l.chars().filter(char::is_ascii_alphanumeric).collect();
            let n = l
                .split_whitespace()
                .last()
                .filter(|w| w.chars().all(|c| c.is_ascii_alphanumeric()));
            n.or((!digits.is_empty()).then_some(l))
                .map(|n| (n.to_string(), at))
        })
        .or(vugraph)
        .unwrap_or(((index + 1).to_string(), board.start))
}

/// A board's tags in the order PBN's writer gives them, so that the PBN written from a LIN
/// file reads back as the same game: the export format's roster in its order, then the notes
/// of the auction, then the rest as they came.
fn in_written_order(tags: Vec<(String, String)>) -> Vec<(String, String)> {
    let roster = &super::pbn::MANDATORY;
    let mut out = Vec::with_capacity(tags.len());
    for name in roster {
        out.extend(tags.iter().filter(|(n, _)| n == name).cloned());
    }
    out.extend(tags.iter().filter(|(n, _)| n == "Note").cloned());
    out.extend(
        tags.into_iter()
            .filter(|(n, _)| n != "Note" && !roster.contains(&n.as_str())),
    );
    out
}

/// `qx`'s value in a vugraph file: the room (`o` open, `c` closed) and the board's number.
fn room(value: &str) -> Option<(char, u32)> {
    let value = value.trim();
    let room = value.chars().next()?.to_ascii_lowercase();
    let number = value.get(1..)?.parse().ok()?;
    matches!(room, 'o' | 'c').then_some((room, number))
}

impl Vugraph {
    /// `vg`: event, segment, scoring (`I` IMPs, `P` matchpoints, `B` board-a-match), first and
    /// last board, then each team and its carry-over.
    fn event(&mut self, value: &str) {
        let fields: Vec<&str> = value.split(',').map(str::trim).collect();
        let field = |i: usize| fields.get(i).copied().filter(|f| !f.is_empty());
        for (i, tag) in [
            (0, "Event"),
            (1, "Stage"),
            (5, "HomeTeam"),
            (7, "VisitTeam"),
        ] {
            if let Some(f) = field(i) {
                self.tags.push((tag.into(), f.into()));
            }
        }
        let scoring = match field(2).map(str::to_ascii_uppercase).as_deref() {
            Some("I") => Some("IMP"),
            Some("P") => Some("MP"),
            Some("B") => Some("BAM"),
            _ => None,
        };
        if let Some(scoring) = scoring {
            self.tags.push(("Scoring".into(), scoring.into()));
        }
        if let Some(first) = field(3).and_then(|f| f.parse().ok()) {
            self.first_board = first;
        }
    }

    /// A board's share of what the file says of all: the event's tags, and its result in
    /// `rs` (`3HN-2`), if it has one.
    fn fill<'v>(&'v self, board: &mut Board) -> Option<&'v str> {
        for (name, value) in &self.tags {
            if !board.extra.tags.iter().any(|(n, _)| n == name) {
                board.extra.tags.push((name.clone(), value.clone()));
            }
        }
        let (room, number) = board.room?;
        let at = number.checked_sub(self.first_board)?;
        let index = at as usize * 2 + usize::from(room == 'c');
        self.results
            .get(index)
            .map(String::as_str)
            .filter(|r| !r.is_empty())
    }
}

/// A board's vugraph result (`rs`) taken as its contract, declarer and tricks where the board's
/// own auction and play give none and agree with it; otherwise kept as commentary, in words.
fn vugraph_result(extra: &mut Imported, result: &str) {
    match rs_result(result) {
        Some((contract, declarer, tricks))
            if extra.contract.as_ref().is_none_or(|c| *c == contract)
                && extra.declarer.is_none_or(|d| d == declarer) =>
        {
            extra.contract = Some(contract);
            extra.declarer = Some(declarer);
            extra.result.get_or_insert(tricks.to_string());
        }
        _ => extra
            .commentary
            .push(format!("the vugraph's result: {result}")),
    }
}

/// A vugraph result (`rs`): the contract, doubled `x` or redoubled `xx`, the declarer's seat,
/// and `=`, `+n` or `-n` (`3HN-2`: three hearts by North, two down), as the PBN contract, the
/// declarer and his tricks.
fn rs_result(result: &str) -> Option<(String, Seat, u8)> {
    let upper = result.to_ascii_uppercase();
    let b = upper.as_bytes();
    let level = (*b.first()? as char)
        .to_digit(10)
        .filter(|l| (1..=7).contains(l))? as u8;
    let strain = match *b.get(1)? {
        s @ (b'C' | b'D' | b'H' | b'S') => (s as char).to_string(),
        b'N' => "NT".into(),
        _ => return None,
    };
    let rest = &upper[2..];
    let rest = rest
        .strip_prefix('T')
        .filter(|_| strain == "NT")
        .unwrap_or(rest);
    let doubled = rest.len() - rest.trim_start_matches('X').len();
    let rest = &rest[doubled..];
    let declarer = Seat::from_letter(rest.chars().next()?)?;
    let made = &rest[1..];
    let over: i8 = match made {
        "=" => 0,
        _ => made.parse().ok()?,
    };
    let tricks = i8::try_from(level).ok()? + 6 + over;
    let tricks = u8::try_from(tricks).ok().filter(|t| *t <= 13)?;
    let doubled = ["", "X", "XX"].get(doubled)?;
    Some((format!("{level}{strain}{doubled}"), declarer, tricks))
}

/// `pn`: the players, South, West, North, East, each with the span of its own name, from the
/// `skip`th name (a vugraph file's closed room from the fifth).
fn players(
    text: &str,
    starts: &[usize],
    value: &str,
    value_start: usize,
    skip: usize,
) -> Vec<Player> {
    let mut players = Vec::new();
    let mut at = value_start;
    for written in value.split(',').take(skip) {
        at += written.len() + 1;
    }
    for (seat, written) in BBO_ORDER.iter().zip(value.split(',').skip(skip)) {
        let name = written.trim();
        let start = at + (written.len() - written.trim_start().len());
        at += written.len() + 1;
        if !name.is_empty() {
            players.push(Player {
                seat: *seat,
                name: name.to_string(),
                span: span_at(text, starts, start, start + name.len()),
            });
        }
    }
    players
}

/// What a board may not hold, as a record may not (`record::limits`): a name too long, an
/// auction or a play too long. The record's parser checks the play it is given, but the
/// auction is kept aside and the names set after it, so they are counted here; the play too,
/// so that a long one is told as too long rather than as a card a trick.
fn past_the_limits(text: &str, starts: &[usize], boards: &[Board]) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let mut told: Vec<Span> = Vec::new();
    for (i, board) in boards.iter().enumerate() {
        for p in &board.players {
            if !told.contains(&p.span)
                && let Some(e) = limits::check_name(p)
            {
                told.push(p.span);
                errors.push(e);
            }
        }
        let events = [
            (
                "auction",
                limits::MAX_AUCTION_EVENTS,
                "calls",
                board.calls.len(),
                board
                    .calls
                    .get(limits::MAX_AUCTION_EVENTS)
                    .map(|c| (c.1, c.2)),
            ),
            (
                "play",
                limits::MAX_PLAY_EVENTS,
                "cards",
                board.cards.len(),
                board.cards.get(limits::MAX_PLAY_EVENTS).map(|c| (c.1, c.2)),
            ),
        ];
        for (section, max, what, count, past) in events {
            if let Some((start, len)) = past {
                let span = span_at(text, starts, start, start + len);
                errors.push(
                    limits::too_many_events(&label(board, i).0, section, count, max, what, span)
                        .with_hint(format!(
                            "no game has so many {what}: two boards run together? each board begins with its own `md|`"
                        )),
                );
            }
        }
    }
    errors
}

/// `md`: the dealer digit, then up to four hands, South, West, North, East; the fourth, when
/// left out, is the rest of the pack (when the other three have 13 cards each).
fn deal(value: &str) -> Option<(Option<Seat>, [Option<Hand>; 4])> {
    let mut chars = value.chars();
    let first = chars.clone().next()?;
    let dealer = match first {
        '1'..='4' => {
            chars.next();
            Some(BBO_ORDER[first as usize - '1' as usize])
        }
        _ => None,
    };
    let mut hands: [Option<Hand>; 4] = [None; 4];
    let mut seen = Hand::EMPTY;
    for (k, written) in chars.as_str().split(',').take(4).enumerate() {
        let written = written.trim();
        if written.is_empty() {
            continue;
        }
        let mut hand = Hand::EMPTY;
        let mut suit: Option<Suit> = None;
        for c in written.chars() {
            if let Some(s) = Suit::from_char(c.to_ascii_uppercase())
                .filter(|_| c.is_ascii_alphabetic() && "SHDCshdc".contains(c))
            {
                suit = Some(s);
                continue;
            }
            let card = Card::parse(&format!("{}{}", suit?.letter(), c.to_ascii_uppercase()))?;
            if !hand.insert(card) || !seen.insert(card) {
                return None;
            }
        }
        if hand.len() > 13 {
            return None;
        }
        hands[BBO_ORDER[k].index()] = Some(hand);
    }
    let given: Vec<usize> = (0..4).filter(|&i| hands[i].is_some()).collect();
    if given.len() == 3
        && given
            .iter()
            .all(|&i| hands[i].is_some_and(|h| h.len() == 13))
    {
        let missing = (0..4).find(|i| hands[*i].is_none())?;
        hands[missing] = Some(Hand::from_bits(!seen.bits() & ((1u64 << 52) - 1)));
    }
    Some((dealer, hands))
}

/// The contract a contract-bridge auction reaches: its declarer (the first of the side to
/// name the strain), strain, and the contract as PBN writes it (`4SX`).
fn contract(dealer: Seat, calls: &[(&str, usize, usize)]) -> Option<(Seat, Strain, String)> {
    let mut last: Option<(Seat, u8, Strain)> = None;
    let mut doubled = "";
    let mut first_named: Vec<(Seat, Strain)> = Vec::new();
    for (k, (call, _, _)) in calls.iter().enumerate() {
        let seat = dealer.nth_left(k);
        let call = call.trim_end_matches('!').to_ascii_uppercase();
        match call.as_str() {
            "P" | "PASS" => {}
            "D" | "X" => doubled = "X",
            "R" | "XX" => doubled = "XX",
            _ => {
                let level = call.chars().next()?.to_digit(10)? as u8;
                let strain = match &call[1..] {
                    "N" | "NT" => Strain::NoTrumps,
                    s => Strain::Trumps(Suit::from_char(s.chars().next()?)?),
                };
                last = Some((seat, level, strain));
                doubled = "";
                if !first_named
                    .iter()
                    .any(|(s, st)| (*s == seat || *s == seat.opposite()) && *st == strain)
                {
                    first_named.push((seat, strain));
                }
            }
        }
    }
    let (seat, level, strain) = last?;
    let declarer = first_named
        .iter()
        .find(|(s, st)| (*s == seat || *s == seat.opposite()) && *st == strain)?
        .0;
    Some((
        declarer,
        strain,
        format!("{level}{}{doubled}", strain.code()),
    ))
}
