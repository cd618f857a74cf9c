//! A record written as PBN 2.1 in its export format (§2.1): the fifteen mandatory tags in
//! order, each deal's `Deal` from its dealer with the ranks descending, then foster's own
//! tags for what PBN has no tag for, so that foster reads back the same record.
//!
//! foster's tags: `FosterCode` (the code and edition), `FosterNullo`, `FosterRubber` (a rubber
//! begins), `FosterDummy` (the dummy, who under Pirate law is the acceptor and may sit beside
//! the declarer), `FosterContract` (a contract PBN cannot write: the nullo), the sections
//! `FosterAuction` and `FosterPlay` (the record's events, one a line, in the record language:
//! the Pirate auction with its accepts, every irregularity), `FosterResult`, `FosterHonors`,
//! `FosterClaim`, `FosterScore` (the pad's entries for the deal). A regular play is also
//! written as PBN's own `Play` section, for other programs, a revoke marked `^R` before its card (§3.9); a
//! play PBN's section cannot show (a card out of turn, a card taken back, an exposed card) is
//! left to `FosterPlay`, and commentary says so.
//!
//! The writer knows nothing of the laws: what the laws make of a deal (the contract, the
//! tricks, the revokes) comes from the caller as [`DealFacts`].

use crate::cards::{Card, Seat, Strain};
use crate::formats::translation::Origin;
use crate::record::{Action, Event, Imported, Player, Record, name_on};

/// What the laws made of a deal, for the tags PBN keeps: given by the caller (the CLI asks the
/// law engine); all optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DealFacts {
    pub declarer: Option<Seat>,
    pub dummy: Option<Seat>,
    pub level: Option<u8>,
    pub strain: Option<Strain>,
    /// 0 undoubled, 1 doubled, 2 redoubled.
    pub doubled: u8,
    /// The declaring side's tricks, when the play or the result gives them.
    pub tricks: Option<u8>,
    /// The cards that were revokes, with who played them (marked `^R`).
    pub revokes: Vec<(Seat, Card)>,
    /// The pad's entries for the deal, as text.
    pub score: Vec<String>,
    /// Rulings the PBN commentary should carry (penalties chosen, claims), as text.
    pub commentary: Vec<String>,
}

/// Writes a record as PBN. `source` is the record-language text the record was parsed from
/// (its events are copied from it, a seat letter for a name); `facts` are for each deal in
/// order (missing ones are unknown).
pub fn write(rec: &Record, source: &str, facts: &[DealFacts], origin: Origin) -> String {
    let mut out = String::from(
        "% PBN 2.1\n% EXPORT\n%Content-type: text/x-pbn; charset=UTF-8\n%Creator: foster\n",
    );
    let none = DealFacts::default();
    for (i, deal) in rec.deals.iter().enumerate() {
        let f = facts.get(i).unwrap_or(&none);
        let rubber = rec
            .written_rubbers()
            .into_iter()
            .find(|r| r.deals.contains(&i));
        let players = rubber.as_ref().map_or(&rec.players[..], |r| r.players);
        out.push('\n');
        let imported = deal.imported.as_deref();
        // The file's own escape lines, where it wrote them: before the game; and the
        // commentary it wrote before the game's first tag.
        for line in imported.map_or(&[][..], |i| &i.escapes[..]) {
            out.push_str(line);
            out.push('\n');
        }
        if let Some(i) = imported {
            for c in &i.commentary[..i.commentary_before.min(i.commentary.len())] {
                out.push_str(&format!("{{{}}}\n", c.replace('}', ")")));
            }
        }
        // A tag another program wrote, kept on import.
        let kept = |name: &str| {
            imported.and_then(|i| {
                i.tags
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.clone())
            })
        };
        // How the file wrote a tag foster reads, where foster has nothing to add.
        let written = |name: &str| {
            imported.and_then(|i| {
                i.written
                    .iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(name))
                    .map(|(_, v)| v.clone())
            })
        };
        for name in ["Event", "Site", "Date"] {
            roster(
                &mut out,
                imported,
                name,
                &kept(name).unwrap_or_else(|| "?".into()),
            );
        }
        // The board's number as the file wrote it (kept when the deal was numbered otherwise).
        roster(
            &mut out,
            imported,
            "Board",
            &kept("Board").unwrap_or_else(|| deal.label.clone()),
        );
        for seat in [Seat::W, Seat::N, Seat::E, Seat::S] {
            // A player the file left unknown keeps the file's word for it (`""`, `-`).
            let name = name_on(players, seat).map(str::to_string);
            let name = name.or_else(|| written(seat.name()));
            roster(
                &mut out,
                imported,
                seat.name(),
                name.as_deref().unwrap_or("?"),
            );
        }
        match (deal.dealer, written("Dealer")) {
            (Some(d), _) => roster(&mut out, imported, "Dealer", &d.letter().to_string()),
            (None, _) if !origin.other_program => roster(&mut out, imported, "Dealer", "?"),
            (None, Some(w)) => roster(&mut out, imported, "Dealer", &w),
            (None, None) => {}
        }
        // No side is vulnerable under these codes (vulnerability came with contract bridge),
        // but another program's value is kept; where its file gave none, it is unknown.
        let vulnerable = if origin.other_program { "?" } else { "None" };
        roster(
            &mut out,
            imported,
            "Vulnerable",
            &kept("Vulnerable").unwrap_or_else(|| vulnerable.into()),
        );
        // The file's own deal (from the seat it began with), which the record's hands are.
        let hands = if let Some(w) = written("Deal") {
            w
        } else if deal.hands.hands.iter().all(Option::is_none) {
            "?".to_string()
        } else {
            deal.hands.pbn(deal.dealer.unwrap_or(Seat::N))
        };
        roster(&mut out, imported, "Deal", &hands);
        // A rubber is foster's own word for its records; another program's file that names no
        // scoring has not said it is rubber bridge.
        let scoring = if origin.boards || origin.other_program {
            "?"
        } else {
            "Rubber"
        };
        roster(
            &mut out,
            imported,
            "Scoring",
            &kept("Scoring").unwrap_or_else(|| scoring.into()),
        );
        // Another program's contract and result, kept on import, where the laws give none.
        // The file's own words where the laws give nothing.
        let declarer = f
            .declarer
            .map(|d| d.letter().to_string())
            .or_else(|| written("Declarer"))
            .or_else(|| imported.and_then(|i| i.declarer.map(|d| d.letter().to_string())));
        roster(
            &mut out,
            imported,
            "Declarer",
            declarer.as_deref().unwrap_or("?"),
        );
        let contract = match (f.level, f.strain) {
            (Some(level), Some(strain)) if strain != Strain::Nullo => format!(
                "{level}{}{}",
                strain.code(),
                ["", "X", "XX"][usize::from(f.doubled.min(2))]
            ),
            _ => written("Contract")
                .or_else(|| imported.and_then(|i| i.contract.clone()))
                .unwrap_or_else(|| "?".into()),
        };
        roster(&mut out, imported, "Contract", &contract);
        let result = f
            .tricks
            .map(|t| t.to_string())
            .or_else(|| written("Result"))
            .or_else(|| imported.and_then(|i| i.result.clone()));
        roster(
            &mut out,
            imported,
            "Result",
            result.as_deref().unwrap_or("?"),
        );
        if let Some(section) = written("Auction") {
            // The file's auction as it was laid out (its `AP`, `+`, NAGs and notes).
            tagged_section(&mut out, "Auction", &section);
        } else if let Some(i) = imported.filter(|i| !i.auction.is_empty()) {
            let first = i.auction_from.or(deal.dealer).unwrap_or(Seat::N);
            tag(&mut out, "Auction", &first.letter().to_string());
            for line in i.auction.chunks(4) {
                out.push_str(&line.join(" "));
                out.push('\n');
            }
        }
        if let Some(i) = imported.filter(|i| !i.auction.is_empty() || written("Auction").is_some())
        {
            // The notes of the auction's calls (`=1=`), after it (§3.8).
            for (_, note) in i.tags.iter().filter(|(n, _)| n == "Note") {
                tag(&mut out, "Note", note);
            }
        }
        // foster's own tags.
        let own = rec.code.is_some() || !origin.other_program;
        if i == 0 && own {
            tag(&mut out, "FosterCode", rec.code.map_or("?", |c| c.id()));
            if rec.nullo_allowed {
                tag(&mut out, "FosterNullo", "allowed");
            }
        }
        if let Some(r) = rec.rubbers.iter().find(|r| r.first_deal == i && own) {
            tag(&mut out, "FosterRubber", &r.number.to_string());
        }
        if let Some(dummy) = f.dummy {
            tag(&mut out, "FosterDummy", &dummy.letter().to_string());
        }
        if let (Some(level), Some(Strain::Nullo)) = (f.level, f.strain) {
            tag(&mut out, "FosterContract", &format!("{level}NL"));
        }
        if !deal.auction.is_empty() {
            let first = deal.auction.first().map_or(Seat::N, |e| e.seat);
            tag(&mut out, "FosterAuction", &first.letter().to_string());
            events(&mut out, source, &deal.auction, players);
        }
        if let Some(section) = written("Play") {
            // The file's play section as it was written: the record's play was read from it
            // (foster adds nothing to it, and needs no `FosterPlay`).
            tagged_section(&mut out, "Play", &section);
        } else if !deal.play.is_empty() {
            let strain = f.strain.or_else(|| {
                imported
                    .and_then(|i| i.contract.as_deref())
                    .and_then(super::lex::contract_strain)
            });
            let whole = play_section(&mut out, &deal.play, strain, &f.revokes);
            // Another program's play that PBN's section carries whole needs no `FosterPlay`:
            // foster would add nothing to it.
            if !(whole && origin.other_program && rec.code.is_none()) {
                let first = deal.play.first().map_or(Seat::N, |e| e.seat);
                tag(&mut out, "FosterPlay", &first.letter().to_string());
                events(&mut out, source, &deal.play, players);
            }
        }
        if let Some(r) = &deal.result {
            tag(&mut out, "FosterResult", statement(slice(source, r.span)));
        }
        for h in &deal.honors {
            use crate::record::Honors;
            let (span, seats) = match h {
                Honors::Between { span, seats, .. } => (*span, vec![seats.0, seats.1]),
                Honors::InOneHand {
                    span,
                    seat,
                    partner,
                    ..
                } => (
                    *span,
                    [Some(*seat), partner.map(|p| p.0)]
                        .into_iter()
                        .flatten()
                        .collect(),
                ),
                Honors::Aces { span, seats, .. } => {
                    (*span, seats.map_or(Vec::new(), |s| vec![s.0, s.1]))
                }
                Honors::Easy { span } => (*span, Vec::new()),
            };
            let text = names_as_seats(statement(slice(source, span)), players, &seats);
            tag(&mut out, "FosterHonors", &text);
        }
        for c in &deal.claims {
            let seats: Vec<Seat> = [Some(c.declarer), c.dummy, c.leader]
                .into_iter()
                .flatten()
                .collect();
            tag(
                &mut out,
                "FosterClaim",
                &names_as_seats(&c.text, players, &seats),
            );
        }
        for s in &f.score {
            tag(&mut out, "FosterScore", s);
        }
        for c in &f.commentary {
            out.push_str(&format!("{{foster: {}}}\n", c.replace('}', ")")));
        }
        if let Some(imported) = imported {
            for (name, value) in &imported.tags {
                // The auction's notes are written after it.
                let note = name == "Note"
                    && !(imported.auction.is_empty() && written("Auction").is_none());
                if !(MANDATORY.contains(&name.as_str()) || name.starts_with("Foster") || note) {
                    if value.contains('\n') {
                        tagged_section(&mut out, name, value);
                    } else {
                        roster(&mut out, Some(imported), name, value);
                    }
                }
            }
            for c in
                &imported.commentary[imported.commentary_before.min(imported.commentary.len())..]
            {
                out.push_str(&format!("{{{}}}\n", c.replace('}', ")")));
            }
        }
    }
    out
}

/// Whether an escape line is a directive the writer writes its own of, at the head of the
/// file: the version (`% PBN 2.1`), `% EXPORT` (or `% IMPORT`), `%Content-type`, `%Creator`.
pub(super) fn is_own_directive(line: &str) -> bool {
    let body = line
        .trim_start_matches('%')
        .trim_start()
        .to_ascii_lowercase();
    // `% PBN 2.1`, not `% PBN (c) 2021 rpbridge.net`.
    let version = body
        .strip_prefix("pbn")
        .is_some_and(|v| v.trim_start().starts_with(|c: char| c.is_ascii_digit()));
    version
        || ["export", "import", "content-type:", "creator:"]
            .iter()
            .any(|d| body.starts_with(d))
}

/// The fifteen tags of PBN's export format, in their order (§2.1).
pub const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// `[Name "value"]`, the value escaped (§3.3): a quote, and a backslash that the reader would
/// take for an escape (before a quote, a backslash or the value's end); a table's header
/// such as `Denomination\2R` is written as it is.
fn tag(out: &mut String, name: &str, value: &str) {
    let mut escaped = String::with_capacity(value.len() + 2);
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '"' || c == '\\' && matches!(chars.peek(), None | Some('"' | '\\')) {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// A tag of a game, written `#` where the file wrote `#` ("as the game before", §3.4: the
/// game before is written first, with the same value), else as [`tag`].
fn roster(out: &mut String, imported: Option<&Imported>, name: &str, value: &str) {
    let as_before =
        imported.is_some_and(|i| i.as_before.iter().any(|n| n.eq_ignore_ascii_case(name)));
    tag(out, name, if as_before { "#" } else { value });
}

/// A kept tag, with the rows of its section (a table's) on the lines after its value, as the
/// reader keeps them.
fn tagged_section(out: &mut String, name: &str, value: &str) {
    let (value, rows) = value.split_once('\n').unwrap_or((value, ""));
    tag(out, name, value);
    for row in rows.lines() {
        out.push_str(row);
        out.push('\n');
    }
}

/// The text of a span (empty if it does not fit the source).
fn slice(source: &str, span: crate::record::Span) -> &str {
    source.get(span.start..span.end).unwrap_or("").trim()
}

/// A statement's text without its keyword: `result: 11 tricks` → `11 tricks`.
fn statement(text: &str) -> &str {
    match text.split_once(':') {
        Some((keyword, rest))
            if ["result", "honors", "honours", "honor", "honour"]
                .contains(&keyword.trim().to_ascii_lowercase().as_str()) =>
        {
            rest.trim()
        }
        _ => text,
    }
}

/// `text` with each word or quoted name that names the player in one of `seats` (as the record
/// reads a name, case aside) put as that seat's letter: a PBN file names its players in its
/// tags, not in a `players:` line, so its sections must name seats. A name that is also a
/// compass seat's word is left: the record reads that word as the seat.
fn names_as_seats(text: &str, players: &[Player], seats: &[Seat]) -> String {
    let names: Vec<(&str, Seat)> = seats
        .iter()
        .filter_map(|&s| name_on(players, s).map(|n| (n, s)))
        .filter(|(n, _)| {
            !(n.chars().count() == 1 && n.chars().all(|c| Seat::from_letter(c).is_some())
                || Seat::ALL.iter().any(|s| s.name().eq_ignore_ascii_case(n)))
        })
        .collect();
    let seat_of = |word: &str| {
        names
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(word.trim()))
            .map(|(_, s)| *s)
    };
    if names.is_empty() {
        return text.to_string();
    }
    let in_word = |c: char| c.is_alphanumeric() || matches!(c, '\'' | '’' | '_');
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let quoted = rest
            .strip_prefix('"')
            .and_then(|r| r.split_once('"'))
            .filter(|(inner, _)| !inner.contains('\n'));
        let (piece, seat) = if let Some((inner, _)) = quoted {
            (&rest[..inner.len() + 2], seat_of(inner))
        } else if in_word(c) {
            let end = rest.find(|c: char| !in_word(c)).unwrap_or(rest.len());
            let word = &rest[..end];
            // A word the record reads as a name begins with a letter (`8C` is a card).
            (word, seat_of(word).filter(|_| c.is_alphabetic()))
        } else {
            (&rest[..c.len_utf8()], None)
        };
        match seat {
            Some(s) => out.push(s.letter()),
            None => out.push_str(piece),
        }
        rest = &rest[piece.len()..];
    }
    out
}

/// The seats an event names besides its own player's: whom he asks, whose revoke he claims,
/// whose lead he stops.
fn named_seats(action: &Action) -> Vec<Seat> {
    match action {
        Action::AsksNoneOf { asked, .. } => vec![*asked],
        Action::ClaimsRevoke { against, .. } => vec![*against],
        Action::StopsLead { partner } => vec![*partner],
        _ => Vec::new(),
    }
}

/// A section of record events, one a line, each as written but with its player's seat
/// letter for a name (and a seat's for the name of another player it names), and its trick
/// number where a new one begins.
fn events(out: &mut String, source: &str, list: &[Event], players: &[Player]) {
    let mut last_span = None;
    let mut last_trick = None;
    for e in list {
        if last_span == Some((e.span.start, e.span.end)) {
            continue;
        }
        last_span = Some((e.span.start, e.span.end));
        let text = slice(source, e.span);
        // The event's words after the one that names its seat: a seat letter, a name, or a
        // quoted name with spaces (`"R. F. Foster" 1S`).
        let rest = match text.strip_prefix('"').and_then(|t| t.split_once('"')) {
            Some((_, r)) => r.trim_start(),
            None => text
                .split_once(char::is_whitespace)
                .map_or("", |(_, r)| r.trim_start()),
        };
        // The cards of one numbered trick share its line, as the record writes them: a card
        // on a line of its own would lose its trick number (a fifth card to a complete trick
        // would read as a lead to the next).
        match e.action {
            Action::Play { trick: Some(n), .. } if last_trick == Some(n) => {
                out.pop();
                out.push_str(", ");
            }
            Action::Play { trick: Some(n), .. } => {
                out.push_str(&format!("  {n}. "));
                last_trick = Some(n);
            }
            _ => {
                out.push_str("  ");
                last_trick = None;
            }
        }
        let rest = names_as_seats(rest, players, &named_seats(&e.action));
        out.push_str(&format!("{} {rest}\n", e.seat.letter()));
    }
}

/// PBN's own `Play` section, for other programs, when the play is cards only (a claim or a
/// concession after them ends the section with `*`) and every trick is led by the winner of
/// the last (which needs the strain): a line per trick, a column per seat from the opening
/// leader, `^R` before a revoke. Otherwise commentary says the play is in `FosterPlay`.
/// Whether the section carries the whole play (no claim after it).
fn play_section(
    out: &mut String,
    play: &[Event],
    strain: Option<Strain>,
    revokes: &[(Seat, Card)],
) -> bool {
    let played = play
        .iter()
        .take_while(|e| matches!(e.action, Action::Play { .. }))
        .count();
    let claimed = play[played..].iter().all(|e| {
        matches!(
            e.action,
            Action::ClaimsTricks { .. } | Action::ConcedesTricks { .. }
        )
    });
    let cards: Option<Vec<(Seat, Card)>> = claimed.then(|| {
        play[..played]
            .iter()
            .filter_map(|e| match e.action {
                Action::Play { card, .. } => Some((e.seat, card)),
                _ => None,
            })
            .collect()
    });
    let (Some(cards), Some(strain)) = (cards, strain) else {
        out.push_str(
            "{foster: the play, with what happened during it, is in the FosterPlay section.}\n",
        );
        return false;
    };
    let Some(&(first, _)) = cards.first() else {
        return false;
    };
    let mut rows = Vec::new();
    let mut leader = first;
    for trick in cards.chunks(4) {
        let regular = trick
            .iter()
            .enumerate()
            .all(|(k, (seat, _))| *seat == leader.nth_left(k));
        if !regular {
            out.push_str(
                "{foster: a card was played out of turn; the play is in the FosterPlay section.}\n",
            );
            return false;
        }
        let mut row = vec!["-".to_string(); 4];
        for (seat, card) in trick {
            // The mark precedes its card (§3.9).
            let mark = if revokes.contains(&(*seat, *card)) {
                "^R "
            } else {
                ""
            };
            row[first.distance_to(*seat)] =
                format!("{mark}{}{}", card.suit.letter(), card.rank.letter());
        }
        rows.push(row.join(" "));
        if trick.len() == 4 {
            let played: Vec<Card> = trick.iter().map(|(_, c)| *c).collect();
            leader = crate::solver::trick_winner(leader, &played, strain);
        }
    }
    tag(out, "Play", &first.letter().to_string());
    for row in rows {
        out.push_str(&row);
        out.push('\n');
    }
    if cards.len() < 52 {
        out.push_str("*\n");
    }
    played == play.len()
}
