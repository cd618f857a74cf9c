//! Cutting Out, law 21: at the end of a rubber, a candidate claiming admission, he who has (or,
//! for two candidates, they who have) played a greater number of consecutive rubbers than the
//! others goes out; when all have played the same number, they cut, and the highest are out.
//! An evening's record (`rubber N` lines, each with its `players:`) shows who went out and how
//! many consecutive rubbers each had played, so far as the record reaches back; the cut itself
//! is not recorded, so only an out-goer who had played fewer rubbers than one who stayed is
//! shown wrong.

use crate::law::names::RulingKind;
use crate::law::{Applied, Place, Ruling};
use crate::record::WrittenRubber;

use super::table::law;

/// Each player's consecutive rubbers up to and including rubber `upto`, and whether the count
/// is exact (his run began within the record) or only the least it can be (it began with the
/// record's first rubber, before which he may have played more).
fn runs<'r>(written: &'r [WrittenRubber<'_>], upto: usize) -> Vec<(&'r str, u32, bool)> {
    let mut runs: Vec<(&str, u32, bool)> = Vec::new();
    for (i, rubber) in written[..=upto].iter().enumerate() {
        let mut next = Vec::with_capacity(4);
        for p in rubber.players {
            let before = runs.iter().find(|(n, ..)| *n == p.name);
            next.push(match before {
                Some(&(n, k, exact)) => (n, k + 1, exact),
                None => (p.name.as_str(), 1, i > 0),
            });
        }
        runs = next;
    }
    runs
}

/// Law 21, first clause: the players of the rubber that begins with deal `deal` (its first
/// deal) against those of the rubber before; a ruling when one went out having played fewer
/// consecutive rubbers than one who stayed. `None` when no rubber begins there, the four
/// players are not all named, no candidate came in, or the record cannot show it wrong.
pub(crate) fn wrong_player_out(written: &[WrittenRubber<'_>], deal: usize) -> Option<Ruling> {
    let at = written
        .iter()
        .position(|w| w.deals.start == deal && !w.deals.is_empty())?;
    let before = at.checked_sub(1)?;
    let named = |w: &WrittenRubber<'_>| w.players.len() == 4;
    if !named(&written[at]) || !named(&written[before]) {
        return None;
    }
    let runs = runs(written, before);
    let now: Vec<&str> = written[at]
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    // In the order of the names, so that the ruling does not depend on where each sat.
    let mut runs = runs;
    runs.sort_unstable_by_key(|r| r.0);
    let out: Vec<(&str, u32, bool)> = runs
        .iter()
        .copied()
        .filter(|(n, ..)| !now.contains(n))
        .collect();
    let came_in = now
        .iter()
        .filter(|n| !runs.iter().any(|(r, ..)| r == *n))
        .count();
    // Law 21 speaks of one candidate or two, each taking an out-goer's place.
    if out.is_empty() || out.len() > 2 || came_in != out.len() {
        return None;
    }
    let stayed: Vec<(&str, u32, bool)> = runs
        .iter()
        .copied()
        .filter(|(n, ..)| now.contains(n))
        .collect();
    // An out-goer's count is certain only when his run began within the record; one who stayed
    // had played at least his count.
    let (gone, k, more) = out.iter().find_map(|&(n, k, exact)| {
        let more: Vec<(&str, u32, bool)> = stayed.iter().copied().filter(|s| s.1 > k).collect();
        (exact && !more.is_empty()).then_some((n, k, more))
    })?;
    let number = written[before].number;
    let names = |l: &[(&str, u32, bool)], join: &str| {
        let n: Vec<&str> = l.iter().map(|p| p.0).collect();
        match n.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} {join} {last}", rest.join(", ")),
            None => String::new(),
        }
    };
    let played = more
        .iter()
        .map(|&(n, m, exact)| {
            let least = if exact { "" } else { "at least " };
            format!("{n} {least}{m}")
        })
        .collect::<Vec<_>>()
        .join(", ");
    let mut r = Ruling::new(
        RulingKind::WrongPlayerCutOut,
        format!(
            "{gone} went out at the end of rubber {number}, having played {k} consecutive {}, while {} stayed",
            if k == 1 { "rubber" } else { "rubbers" },
            names(&more, "and")
        ),
        None,
        Place::Deal,
        [law(21)],
    );
    r.finding(
        format!(
            "at the end of a rubber, should admission be claimed by any one, or by two candidates, he who has, or they who have, played a greater number of consecutive rubbers than the others is, or are, out: {gone} had played {k}; {played}"
        ),
        &[law(21)],
    );
    if more.len() > out.len() {
        r.finding(
            format!(
                "the law provides a cut only when all have played the same number: which of {} goes out, tied for the most, it does not say (the nearest is their cutting, as the law has all four cut)",
                names(&more, "or")
            ),
            &[law(21)],
        );
    }
    r.apply(Applied::no_penalty(format!(
        "{} should have gone out, not {gone}; the laws name no penalty, and the scores stand",
        names(&more, "or")
    )));
    Some(r)
}
