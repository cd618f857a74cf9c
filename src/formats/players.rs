//! The players of another program's file written into its record-language translation, for
//! `foster export --record`: the translation leaves them out (they are set on the record after
//! it is parsed, a name having spaces, quotes or anything else), so a `players:` line is
//! written for the record's table and for each rubber that names its own, each name quoted.
//! What each deal kept from the file that the record language has no line for (a
//! contract-bridge auction, the file's contract and result, its other tags and commentary) is
//! written as comments under the deal's heading: said to the reader, read as nothing.

use crate::record::{self, Imported, Player};

use super::translation::Read;

/// `players: N "Jones", E "Smith", …` (in N, E, S, W order), or `None` when there is no one to
/// name or a name cannot be written in quotes (it holds a quote).
fn players_line(players: &[Player]) -> Option<String> {
    let mut sorted: Vec<&Player> = players.iter().collect();
    sorted.sort_by_key(|p| p.seat.index());
    let named: Option<Vec<String>> = sorted
        .iter()
        .map(|p| {
            (!p.name.contains('"')).then(|| format!("{} \"{}\"", p.seat.letter(), p.name.trim()))
        })
        .collect();
    named
        .filter(|n| !n.is_empty())
        .map(|n| format!("players: {}\n", n.join(", ")))
}

/// What a deal kept from another program's file, as comment lines (`# …`), each line of a
/// value (a table's rows) a comment line of its own.
fn kept_comments(kept: &Imported) -> String {
    let mut lines: Vec<String> = Vec::new();
    if !kept.auction.is_empty() {
        let from = kept
            .auction_from
            .map_or(String::new(), |s| format!(" (from {s})"));
        lines.push(format!(
            "the {} file's auction{from}, contract bridge's, not ruled on: {}",
            kept.format,
            kept.auction.join(" ")
        ));
    }
    if let Some(c) = &kept.contract {
        let by = kept.declarer.map_or(String::new(), |d| format!(" by {d}"));
        lines.push(format!("its contract: {c}{by}"));
    }
    if let Some(r) = &kept.result {
        lines.push(format!("its result: {r} tricks to declarer"));
    }
    for (name, value) in &kept.tags {
        lines.push(format!("[{name} \"{value}\"]"));
    }
    lines.extend(kept.commentary.iter().map(|c| format!("{{{c}}}")));
    lines.extend(
        kept.dropped
            .iter()
            .map(|d| format!("not carried into the record: {d}")),
    );
    lines
        .iter()
        .flat_map(|l| l.lines())
        .map(|l| format!("# {}\n", l.trim_end()))
        .collect()
}

/// The file's translation with its players' lines: the table's before the first deal, and a
/// rubber's after its `rubber` line where the file named players of its own. The text is read
/// back before it is given; where it would not read (a name the record cannot hold), the
/// translation is given as it was, without the names, and the second value says so. Each
/// deal's kept facts follow its `deal` line as comments (`kept_comments`).
pub fn record_with_players(read: &Read) -> (String, bool) {
    let rec = &read.record;
    let mut deals = rec.deals.iter();
    let mut plain = String::with_capacity(read.record_text.len());
    for line in read.record_text.split_inclusive('\n') {
        plain.push_str(line);
        if line.split_whitespace().next() == Some("deal")
            && let Some(kept) = deals.next().and_then(|d| d.imported.as_deref())
        {
            plain.push_str(&kept_comments(kept));
        }
    }
    if rec.players.is_empty() && rec.rubbers.iter().all(|r| r.players.is_empty()) {
        return (plain, true);
    }
    let mut out = String::with_capacity(plain.len() + 64 * (rec.rubbers.len() + 1));
    let mut header = players_line(&rec.players);
    let mut rubbers = rec.rubbers.iter();
    for line in plain.split_inclusive('\n') {
        let word = line.split_whitespace().next().unwrap_or("");
        if (word == "deal" || word == "rubber")
            && let Some(players) = header.take()
        {
            out.push_str(&players);
            out.push('\n');
        }
        out.push_str(line);
        if word == "rubber"
            && let Some(r) = rubbers.next()
            && r.players_written
            && let Some(players) = players_line(&r.players)
        {
            out.push_str(&players);
        }
    }
    if let Some(players) = header {
        out.push_str(&players);
    }
    match record::parse(&out) {
        Ok(_) => (out, true),
        Err(_) => (plain, false),
    }
}
