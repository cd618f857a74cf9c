//! The players of another program's file written into its record-language translation, for
//! `foster export --record`: the translation leaves them out (they are set on the record after
//! it is parsed, a name having spaces, quotes or anything else), so a `players:` line is
//! written for the record's table and for each rubber that names its own, each name quoted.

use crate::record::{self, Player};

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

/// The file's translation with its players' lines: the table's before the first deal, and a
/// rubber's after its `rubber` line where the file named players of its own. The text is read
/// back before it is given; where it would not read (a name the record cannot hold), the
/// translation is given as it was, without the names, and the second value says so.
pub fn record_with_players(read: &Read) -> (String, bool) {
    let rec = &read.record;
    let plain = read.record_text.clone();
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
