//! Portable Bridge Notation 2.1 (<https://www.tistis.nl/pbn/>): read into a [`Record`] and
//! written from one ([`write`]), with the double-dummy tags of DDS-based tools ([`dd`]).
//!
//! Reading follows PBN's import format, where other readers break: `%` escape lines, `{…}` and
//! `;` commentary, `?` (unknown) and `#` (as the game before) values, `-` for an unknown card,
//! `*` (the rest unknown) and `+` in the auction and the play, notes `=n=` and NAGs `$n`,
//! irregularity marks `^I ^S ^R ^L` (§3.9), unknown tags kept, Latin-1 files
//! ([`decode`](super::decode)).
//!
//! A game becomes one deal. foster's own tags (written by [`write`]) carry what PBN has no tag
//! for, in the record language: `FosterCode`, `FosterNullo`, `FosterRubber`, the sections
//! `FosterAuction` and `FosterPlay` (one event a line), `FosterResult`, `FosterHonors`,
//! `FosterClaim`. Without them, a game is another program's: its players, dealer, hands and
//! play are read (the play's tricks put in the order they were played, from the contract's
//! strain), and its contract-bridge auction, which no code here governs, is kept as written in
//! [`Imported`](crate::record::Imported).

pub mod dd;
mod lex;
#[cfg(not(target_family = "wasm"))]
pub(crate) mod par;
#[cfg(not(target_family = "wasm"))]
pub mod solved;
mod write;

pub use super::translation::Origin;
pub use lex::Token;
pub use lex::{Game, Tag, games};
pub use write::{DealFacts, MANDATORY, write};

use crate::cards::{Card, Seat, Strain};
use crate::record::{Diagnostic, Diagnostics, Imported, Player, Record, limits};

use super::translation::{Format, Read, Translation, line_starts, span_at};

/// Whether a text (after commentary) begins with a PBN tag pair: `[` then a name then `"`.
pub(crate) fn starts_with_tag(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('[') else {
        return false;
    };
    let rest = rest.trim_start();
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    name_len > 0 && rest[name_len..].trim_start().starts_with('"')
}

/// The tags foster reads (the rest are kept on the deal as written).
const READ_TAGS: &[&str] = &[
    "Board", "West", "North", "East", "South", "Dealer", "Deal", "Declarer", "Contract", "Result",
    "Auction", "Play",
];

/// The tags a game of a file of boards may leave out, meaning the game before's value: the
/// export format's tags of the game's setting (§2.1), all but its result (declarer, contract,
/// result), which are each game's own.
const INHERITED: &[&str] = write::MANDATORY.split_at(12).0;

/// Why a file is read as boards: a board played at two tables or more.
const TWO_TABLES: &str = "a board is played at more than one table";

/// `#`, the value of the game before (§4.8), put in its place; in a file of boards, a tag of
/// the board left out is the game before's too, as a duplicate's second table writes it (but
/// not the board's deal once the board changes, nor the players where a board is played at
/// two tables: which table's game it is, the file does not say). A tag taken keeps its place
/// in the file, where a mistake in it is shown.
fn inherit(games: &mut [Game], boards: Option<&str>) {
    for i in 1..games.len() {
        let (done, rest) = games.split_at_mut(i);
        let (prev, game) = (&done[i - 1], &mut rest[0]);
        for tag in &mut game.tags {
            if let Some(p) = prev.tag(&tag.name).filter(|_| tag.value.trim() == "#") {
                tag.value = p.value.clone();
                game.as_before.push(tag.name.clone());
            }
        }
        let Some(why) = boards else { continue };
        let board = |g: &Game| g.tag("Board").map(|t| t.value.trim().to_string());
        let same_board = game.tag("Board").is_none() || board(game) == board(prev);
        for (k, name) in INHERITED.iter().enumerate() {
            // Their places in the list: the players 4–7, the board's deal 8–10.
            let (player, of_board) = ((4..8).contains(&k), (8..11).contains(&k));
            if game.tag(name).is_none()
                && (same_board || !of_board)
                && !(player && why == TWO_TABLES)
                && let Some(p) = prev.tag(name)
            {
                game.tags.push(Tag {
                    name: p.name.clone(),
                    value: p.value.clone(),
                    tokens: Vec::new(),
                    ..*p
                });
            }
        }
    }
}

/// Why another program's games are boards, each ruled on its own, not a rubber: a board's
/// number repeated (a board played at two tables), or board numbers, an event or a scoring
/// that do not say rubber bridge.
fn boards(games: &[Game]) -> Option<&'static str> {
    fn given<'g>(g: &'g Game, n: &str) -> Option<&'g str> {
        g.tag(n)
            .map(|t| t.value.trim())
            .filter(|v| !matches!(*v, "" | "?" | "#" | "-"))
    }
    let numbers: Vec<&str> = games.iter().filter_map(|g| given(g, "Board")).collect();
    // A game after a board's that leaves out the board and its deal: the board again.
    let board = |g: &Game| g.tag("Board").is_some() || g.tag("Deal").is_some();
    if (1..numbers.len()).any(|i| numbers[..i].contains(&numbers[i]))
        || games.windows(2).any(|w| board(&w[0]) && !board(&w[1]))
    {
        return Some(TWO_TABLES);
    }
    let rubber = games.iter().any(|g| {
        ["Event", "Scoring"].iter().any(|n| {
            given(g, n).is_some_and(|v| {
                v.as_bytes()
                    .windows(6)
                    .any(|w| w.eq_ignore_ascii_case(b"rubber"))
            })
        })
    });
    let marked = games.iter().any(|g| {
        ["Board", "Event", "Scoring"]
            .iter()
            .any(|n| given(g, n).is_some())
    });
    (marked && !rubber)
        .then_some("its games carry board numbers, an event or a scoring, not a rubber")
}

/// Reads a PBN text into a record. Diagnostics point into `text`.
pub fn read(text: &str) -> Result<Read, Diagnostics> {
    let mut games = games(text)?;
    let foster = games.iter().any(|g| g.tag("FosterCode").is_some());
    let boards = if foster { None } else { boards(&games) };
    inherit(&mut games, boards);
    if boards.is_none() {
        return translate(text, &games, foster, boards);
    }
    // A file of boards: each game stands on its own.
    super::translation::each_game_on_its_own(
        &games,
        |g| g.start,
        |games| translate(text, games, foster, boards),
    )
}

/// Translates the games (their left-out tags already inherited) and reads the translation.
fn translate(
    text: &str,
    games: &[Game],
    foster: bool,
    boards: Option<&'static str>,
) -> Result<Read, Diagnostics> {
    // Once for the file: a player's span is found from it in every game.
    let starts = line_starts(text);
    // The record's limits on what the translation does not carry (the names, set after it is
    // parsed; another program's auction, kept aside) and on a play too long to be tricks.
    let mut past_limits: Vec<Diagnostic> = Vec::new();
    let mut names_told: Vec<(Seat, String)> = Vec::new();
    let mut t = Translation::default();
    let mut extras: Vec<Imported> = Vec::new();
    let mut players_of: Vec<(usize, Vec<Player>)> = Vec::new();
    let mut last: Option<(String, Option<Seat>, Vec<String>)> = None;
    let mut rubbers = 0u32;
    for (index, game) in games.iter().enumerate() {
        let value = |name: &str| {
            let tag = game.tag(name)?;
            Some((tag.value.trim().to_string(), tag.value_start, tag.value_len))
        };
        let known = |v: &str| !(v.is_empty() || v == "?" || v == "#" || v == "-");
        if index == 0 {
            if let Some(tag) = game.tag("FosterCode").filter(|t| t.value.trim() != "?") {
                t.own("code: ", tag.value_start);
                t.mapped(tag.value.trim(), tag.value_start, tag.value_len);
                t.own("\n", tag.value_start);
            }
            if let Some(tag) = game.tag("FosterNullo") {
                t.own("nullo: ", tag.value_start);
                t.mapped(tag.value.trim(), tag.value_start, tag.value_len);
                t.own("\n", tag.value_start);
            }
        }
        // The players, by seat, from the tags (a name may have spaces, so they are set on the
        // record after it is parsed, not written in the translation).
        let mut players = Vec::new();
        for seat in [Seat::N, Seat::E, Seat::S, Seat::W] {
            if let Some((name, start, len)) = value(seat.name())
                && known(&name)
            {
                let player = Player {
                    seat,
                    name,
                    span: span_at(text, &starts, start, start + len),
                };
                if let Some(e) = limits::check_name(&player)
                    && !names_told.contains(&(seat, player.name.clone()))
                {
                    names_told.push((seat, player.name.clone()));
                    past_limits.push(e);
                }
                players.push(player);
            }
        }
        let dealer = value("Dealer").and_then(|(v, s, l)| {
            let mut chars = v.chars();
            let seat = chars.next().and_then(Seat::from_letter);
            seat.filter(|_| chars.next().is_none())
                .map(|seat| (seat, s, l))
        });
        let board = value("Board")
            .filter(|(v, _, _)| !v.is_empty() && v.chars().all(|c| c.is_ascii_alphanumeric()));
        // A new rubber: foster's own mark; for another program's games, wherever the dealer
        // does not pass to the left as in a rubber, or the players change.
        let new_rubber = if boards.is_some() {
            // A board is ruled on its own: a rubber of its own, with its own players.
            (index > 0).then(|| ((index + 1).to_string(), game.start))
        } else if foster {
            game.tag("FosterRubber")
                .map(|tag| (tag.value.trim().to_string(), tag.value_start))
        } else {
            let follows = last.as_ref().is_some_and(|(_, prev_dealer, prev_players)| {
                let dealer_follows = match (prev_dealer, &dealer) {
                    (Some(p), Some((d, _, _))) => p.left() == *d,
                    _ => true,
                };
                let names: Vec<String> = players.iter().map(|p: &Player| p.name.clone()).collect();
                dealer_follows && *prev_players == names
            });
            (index > 0 && !follows).then(|| ((rubbers + 2).to_string(), game.start))
        };
        if let Some((number, at)) = &new_rubber {
            rubbers += 1;
            t.own("\nrubber ", *at);
            t.own(number, *at);
            t.own("\n", *at);
            players_of.push((index, players.clone()));
        } else if index == 0 {
            players_of.push((0, players.clone()));
        }
        // The deal's label: the board's, where it follows on as a record's deals do (the
        // next number, or 1 at a new rubber); otherwise the next number, the board kept.
        let next = last
            .as_ref()
            .and_then(|(l, _, _)| l.parse::<u32>().ok())
            .map_or(1, |n| n + 1)
            .to_string();
        let fits = |b: &str| {
            foster
                || boards.is_some()
                || last.is_none()
                || b == next
                || (new_rubber.is_some() && (b == "1" || b.eq_ignore_ascii_case("A")))
        };
        let mut board_kept = None;
        let label = match &board {
            Some((b, start, len)) if fits(b) => {
                t.own("\ndeal ", *start);
                t.mapped(b, *start, *len);
                b.clone()
            }
            other => {
                if let Some((b, _, _)) = other {
                    board_kept = Some(b.clone());
                }
                t.own("\ndeal ", game.start);
                t.own(&next, game.start);
                next.clone()
            }
        };
        t.own("\n", game.start);
        if let Some((seat, start, len)) = &dealer {
            t.own("dealer: ", *start);
            t.mapped(&seat.letter().to_string(), *start, *len);
            t.own("\n", *start);
        } else if let Some((v, start, len)) = value("Dealer").filter(|(v, _, _)| known(v)) {
            // Not a seat: the record's own diagnostic, at the tag's value.
            t.own("dealer: ", start);
            t.mapped(&v, start, len);
            t.own("\n", start);
        }
        if let Some((deal, start, len)) = value("Deal")
            && known(&deal)
        {
            t.own("hands: ", start);
            t.mapped(&deal, start, len);
            t.own("\n", start);
        }
        let mut extra = Imported {
            format: "PBN".into(),
            // foster's own commentary (`{foster: …}`) is said again on export, not kept.
            commentary: game
                .commentary
                .iter()
                .filter(|c| !c.is_empty() && !c.starts_with("foster:"))
                .cloned()
                .collect(),
            commentary_before: game.commentary[..game.commentary_before]
                .iter()
                .filter(|c| !c.is_empty() && !c.starts_with("foster:"))
                .count(),
            as_before: if foster {
                Vec::new()
            } else {
                game.as_before.clone()
            },
            escapes: game
                .escapes
                .iter()
                .filter(|e| !write::is_own_directive(e))
                .cloned()
                .collect(),
            ..Imported::default()
        };
        for tag in &game.tags {
            let name = tag.name.as_str();
            if name.starts_with("Foster") {
                continue;
            }
            let read = READ_TAGS.iter().any(|r| r.eq_ignore_ascii_case(name));
            // How another program wrote a tag foster reads, for the writer to write back (its
            // `?`, the writer's own word for unknown, but the dealer's, which the writer leaves
            // out for another program's game); a board's number is kept below, where foster's
            // own label differs.
            let unknown = tag.value.trim() == "?" && tag.tokens.is_empty();
            if read {
                if !foster
                    && !name.eq_ignore_ascii_case("Board")
                    && (!unknown || name.eq_ignore_ascii_case("Dealer"))
                    && game.tag(name).is_some_and(|first| std::ptr::eq(first, tag))
                {
                    extra.written.push((tag.name.clone(), with_rows(text, tag)));
                }
                continue;
            }
            // A tag of the export format's roster left unknown (`[Vulnerable "?"]`) is what the
            // writer writes for a tag it has no value for: nothing to keep.
            if unknown
                && write::MANDATORY
                    .iter()
                    .any(|m| m.eq_ignore_ascii_case(name))
            {
                continue;
            }
            // A table's rows (`OptimumResultTable`'s) kept after its value, a line each; the
            // notes (`[Note "1:…"]`, §3.8) kept as tags, as they were written.
            extra.tags.push((tag.name.clone(), with_rows(text, tag)));
        }
        if let Some(b) = board_kept {
            extra.tags.insert(0, ("Board".into(), b));
        }
        if let Some((v, _, _)) = value("Contract").filter(|(v, _, _)| known(v)) {
            extra.contract = Some(v);
        }
        extra.declarer =
            value("Declarer").and_then(|(v, _, _)| v.chars().next().and_then(Seat::from_letter));
        extra.result = value("Result").map(|(v, _, _)| v).filter(|v| known(v));
        // The auction: foster's own, one event a line, or another program's, kept.
        if let Some(tag) = game.tag("FosterAuction") {
            t.own("auction:\n", tag.value_start);
            section_lines(&mut t, &tag.tokens);
        } else if let Some(tag) = game.tag("Auction") {
            extra.auction_from = tag.value.trim().chars().next().and_then(Seat::from_letter);
            // A mark precedes its call (§3.9): `^I 1C` an insufficient bid, `^S` the call of a
            // player skipped by a call out of rotation.
            let mut pending: Option<char> = None;
            let mut past: Option<&Token> = None;
            for token in &tag.tokens {
                if past.is_none() && extra.auction.len() >= limits::MAX_AUCTION_EVENTS {
                    past = Some(token);
                }
                if let Some(mark) = token.text.strip_prefix('^').and_then(|m| m.chars().next()) {
                    if mark == 'S' {
                        extra.auction.push("^S".into());
                    } else {
                        pending = Some(mark);
                    }
                    continue;
                }
                let (call, suffix) = split_mark(&token.text);
                // A note (`=1=`) stays with the call it follows, as LIN's explanations are
                // kept (§3.8: its text is the game's `Note` tag).
                if is_note(call)
                    && let Some(last) = extra.auction.last_mut()
                {
                    last.push(' ');
                    last.push_str(call);
                    continue;
                }
                if call.is_empty() || is_annotation(call) || call == "+" {
                    continue;
                }
                if call == "*" {
                    break;
                }
                if call.eq_ignore_ascii_case("AP") {
                    extra
                        .auction
                        .extend(["Pass", "Pass", "Pass"].map(String::from));
                    continue;
                }
                let mark = pending.take().or(suffix);
                extra.auction.push(match mark {
                    Some(m) => format!("^{m} {call}"),
                    None => call.to_string(),
                });
            }
            if let Some(token) = past.filter(|_| extra.auction.len() > limits::MAX_AUCTION_EVENTS) {
                past_limits.push(too_many(
                    text,
                    &starts,
                    &label,
                    "auction",
                    extra.auction.len(),
                    token,
                ));
            }
        }
        if let Some(tag) = game.tag("FosterPlay") {
            t.own("play:\n", tag.value_start);
            section_lines(&mut t, &tag.tokens);
        } else if let Some(tag) = game.tag("Play") {
            let strain = extra.contract.as_deref().and_then(lex::contract_strain);
            if let Some((count, token)) = play_section(&mut t, tag, strain, &mut extra) {
                past_limits.push(too_many(text, &starts, &label, "play", count, token));
            }
        }
        for tag in game.tags_named("FosterResult") {
            line_tag(&mut t, "result: ", tag);
        }
        for tag in game.tags_named("FosterHonors") {
            line_tag(&mut t, "honors: ", tag);
        }
        for tag in game.tags_named("FosterClaim") {
            line_tag(&mut t, "claim: ", tag);
        }
        last = Some((
            label,
            dealer.map(|(d, _, _)| d),
            players.iter().map(|p| p.name.clone()).collect(),
        ));
        extras.push(extra);
    }
    if !past_limits.is_empty() {
        return Err(Diagnostics(past_limits));
    }
    let mut read = t.parse(text, Format::Pbn)?;
    read.boards = boards;
    read.other_program = !foster;
    attach(&mut read.record, extras, &players_of);
    Ok(read)
}

/// A tag's value with its section's rows (a table's, an auction's) on the lines after it, as
/// the writer writes them back: each row as the file wrote it (its columns lined up with
/// spaces), or its tokens one space apart where commentary stands among them.
fn with_rows(text: &str, tag: &Tag) -> String {
    let mut v = tag.value.clone();
    let mut rows: Vec<&[Token]> = Vec::new();
    for (k, token) in tag.tokens.iter().enumerate() {
        match rows.last_mut() {
            Some(row) if row[0].line == token.line => {
                let from = k - row.len();
                *row = &tag.tokens[from..=k];
            }
            _ => rows.push(&tag.tokens[k..=k]),
        }
    }
    for row in rows {
        v.push('\n');
        let (first, last) = (&row[0], &row[row.len() - 1]);
        let written = text.get(first.start..last.start + last.text.len());
        match written.filter(|w| !w.contains(['{', '}', ';', '\n'])) {
            Some(w) => v.push_str(w),
            None => {
                let words: Vec<&str> = row.iter().map(|t| t.text.as_str()).collect();
                v.push_str(&words.join(" "));
            }
        }
    }
    v
}

/// A game's auction or play of `count` calls or cards, more than a deal's may hold
/// (`record::limits`), at `past`, the first past the limit.
fn too_many(
    text: &str,
    starts: &[usize],
    label: &str,
    section: &str,
    count: usize,
    past: &Token,
) -> Diagnostic {
    let (max, what) = match section {
        "auction" => (limits::MAX_AUCTION_EVENTS, "calls"),
        _ => (limits::MAX_PLAY_EVENTS, "cards"),
    };
    let span = span_at(text, starts, past.start, past.start + past.text.len());
    limits::too_many_events(label, section, count, max, what, span).with_hint(format!(
        "no game has so many {what}: the next game without its own tags?"
    ))
}

/// Sets the players (of the record, and of each rubber) and each deal's kept facts.
fn attach(rec: &mut Record, extras: Vec<Imported>, players_of: &[(usize, Vec<Player>)]) {
    for (deal, extra) in rec.deals.iter_mut().zip(extras) {
        let keep = !(extra.auction.is_empty()
            && extra.tags.is_empty()
            && extra.commentary.is_empty()
            && extra.dropped.is_empty()
            && extra.written.is_empty()
            && extra.escapes.is_empty()
            && extra.as_before.is_empty()
            && extra.contract.is_none()
            && extra.result.is_none());
        deal.imported = keep.then(|| Box::new(extra));
    }
    if let Some((_, first)) = players_of.first() {
        rec.players = first.clone();
    }
    for rubber in rec.rubbers.iter_mut() {
        if let Some((_, players)) = players_of.iter().find(|(i, _)| *i == rubber.first_deal) {
            rubber.players = players.clone();
            rubber.players_written = true;
        } else {
            rubber.players = rec.players.clone();
        }
    }
}

/// A tag whose value is one record line: `result: …`, `claim: …`.
fn line_tag(t: &mut Translation, keyword: &str, tag: &Tag) {
    t.own(keyword, tag.value_start);
    t.mapped(tag.value.trim(), tag.value_start, tag.value_len);
    t.own("\n", tag.value_start);
}

/// A section of foster's own (record-language events), its tokens put back on their lines.
fn section_lines(t: &mut Translation, tokens: &[Token]) {
    let mut line = None;
    for token in tokens {
        if line != Some(token.line) {
            if line.is_some() {
                t.own("\n", token.start);
            }
            t.own("  ", token.start);
            line = Some(token.line);
        } else {
            t.own(" ", token.start);
        }
        t.mapped(&token.text, token.start, token.text.len());
    }
    if let Some(last) = tokens.last() {
        t.own("\n", last.start);
    }
}

/// A note `=1=` (§3.8).
fn is_note(token: &str) -> bool {
    token.len() > 2 && token.starts_with('=') && token.ends_with('=')
}

/// A note `=1=` or a NAG `$12` (§3.7): annotation, not play.
fn is_annotation(token: &str) -> bool {
    is_note(token)
        || (token.len() > 1
            && token.starts_with('$')
            && token[1..].chars().all(|c| c.is_ascii_digit()))
}

/// A call or card with its irregularity mark (§3.9), `1C^I` → (`1C`, `I`); a suffix `!` or `?`
/// (a good or a poor call) dropped.
fn split_mark(token: &str) -> (&str, Option<char>) {
    let token = token.trim_end_matches(['!', '?']);
    match token.split_once('^') {
        Some((body, mark)) => (body, mark.chars().next()),
        None => (token, None),
    }
}

/// A card as written in a play section: the card (`None` for `-`), its token, its mark.
type Written<'t> = (Option<Card>, &'t Token, Option<char>);

/// A standard play section (§3.6): a line per trick, a column per seat from the opening
/// leader (the tag's value), written as the record's tricks in the order played, each led by
/// the winner of the last (from the contract's strain). A card written `-` or a `*` ends what
/// can be carried: the rest is noted as dropped. A play of more cards than a deal's may hold
/// is not translated: its number of cards and the first card past the limit are returned.
fn play_section<'t>(
    t: &mut Translation,
    tag: &'t Tag,
    strain: Option<Strain>,
    extra: &mut Imported,
) -> Option<(usize, &'t Token)> {
    let Some(first) = tag.value.trim().chars().next().and_then(Seat::from_letter) else {
        if !tag.tokens.is_empty() {
            extra
                .dropped
                .push("the play: its tag does not name the opening leader".into());
        }
        return None;
    };
    // The cards, four to a trick, in column order.
    // The cards, four to a trick, in column order, each with its mark (§3.9: `^R S6` a
    // revoke, `^L C3` a lead out of turn, the trick then played round from that card).
    let mut rows: Vec<Vec<Written<'_>>> = Vec::new();
    let mut row = Vec::new();
    let mut pending: Option<char> = None;
    for token in &tag.tokens {
        if let Some(mark) = token.text.strip_prefix('^').and_then(|m| m.chars().next()) {
            pending = Some(mark);
            continue;
        }
        let (body, suffix) = split_mark(&token.text);
        if body.is_empty() || is_annotation(body) || body == "+" {
            continue;
        }
        if body == "*" {
            break;
        }
        let mark = pending.take().or(suffix);
        if let Some(m) = mark {
            let what = match m {
                'R' => "a revoke",
                'L' => "a lead out of turn",
                _ => "an irregularity",
            };
            extra
                .commentary
                .push(format!("{body} marked ^{m} in the play: {what}"));
        }
        row.push((Card::parse(body), token, mark));
        if row.len() == 4 {
            rows.push(std::mem::take(&mut row));
        }
    }
    if !row.is_empty() {
        rows.push(row);
    }
    let count = rows.iter().map(Vec::len).sum::<usize>();
    if let Some((_, past, _)) = rows.iter().flatten().nth(limits::MAX_PLAY_EVENTS) {
        return Some((count, past));
    }
    if rows.is_empty() {
        return None;
    }
    t.own("play:\n", tag.value_start);
    let mut leader = first;
    for (n, row) in rows.iter().enumerate() {
        // A lead out of turn: the trick is played round from the card marked `^L`.
        if let Some(k) = row.iter().position(|(_, _, m)| *m == Some('L')) {
            leader = first.nth_left(k);
        }
        // Column i is the seat i places to the left of the opening leader.
        let in_order: Vec<(Seat, Option<Card>, &Token)> = (0..4)
            .map(|k| leader.nth_left(k))
            .filter_map(|seat| {
                let column = first.distance_to(seat);
                row.get(column).map(|(c, tok, _)| (seat, *c, *tok))
            })
            .collect();
        let known: Vec<&(Seat, Option<Card>, &Token)> = in_order
            .iter()
            .take_while(|(_, c, _)| c.is_some())
            .collect();
        if known.is_empty() {
            extra.dropped.push(format!(
                "the play from trick {} (a card written `-`)",
                n + 1
            ));
            break;
        }
        t.own(&format!("  {}. ", n + 1), known[0].2.start);
        for (k, (seat, card, token)) in known.iter().enumerate() {
            if k > 0 {
                t.own(", ", token.start);
            }
            let card = card.expect("known cards only");
            t.mapped(
                &format!(
                    "{} {}{}",
                    seat.letter(),
                    card.suit.letter(),
                    card.rank.letter()
                ),
                token.start,
                token.text.len(),
            );
        }
        t.own("\n", known[0].2.start);
        if known.len() < in_order.len() || in_order.len() < 4 {
            if known.len() < in_order.len() {
                extra
                    .dropped
                    .push(format!("the rest of trick {} (a card written `-`)", n + 1));
            }
            break;
        }
        let cards: Vec<Card> = known.iter().filter_map(|(_, c, _)| *c).collect();
        match strain {
            Some(s) => leader = crate::solver::trick_winner(leader, &cards, s),
            None => {
                if n + 1 < rows.len() {
                    extra.dropped.push(format!(
                        "the play from trick {}: the contract is not given, so who won trick {} is not known",
                        n + 2,
                        n + 1
                    ));
                }
                break;
            }
        }
    }
    None
}
