//! Other programs' files as they really are (issue 34): each file of the corpus
//! (`tests/corpus/README.md`: BridgeComposer's, the PBN site's example, a duplicate event's,
//! BBO's LIN) read, written back as PBN and read again gives the same games; every tag of a PBN
//! input is in the output with its value; and the file ruled, and its translation into the
//! record language ruled, give the same rulings, the players' names included.

use std::path::PathBuf;

use foster::cards::Seat;
use foster::case::{Customs, rule_record, rule_source};
use foster::formats::{self, pbn};
use foster::record::{Action, Player, Record};

fn corpus() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pbn" || e == "lin"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{files:?}");
    files
}

fn text_of(path: &PathBuf) -> String {
    formats::decode(&std::fs::read(path).unwrap()).unwrap()
}

fn read(name: &str, text: &str) -> formats::Read {
    formats::read(text).unwrap_or_else(|d| panic!("{}", d.render(name, text)))
}

/// The file written back as PBN, as `foster export --pbn` writes it.
fn as_pbn(name: &str, read: &formats::Read) -> String {
    let rec = read
        .record_in_translation()
        .unwrap_or_else(|d| panic!("{}", d.render(name, &read.record_text)));
    let facts = foster::case::pbn_facts(&rec, rec.code);
    pbn::write(&rec, &read.record_text, &facts, read.origin())
}

/// The tags of PBN's export format, in their order (§2.1): the writer's own list.
const ROSTER: [&str; 15] = pbn::MANDATORY;

/// What a game is, whatever file it came from: its hands, dealer, calls, cards and the facts
/// kept from the other program (its contract, result, tags and commentary), and its players.
fn games(rec: &Record) -> Vec<String> {
    rec.deals
        .iter()
        .map(|d| {
            let events: Vec<String> = d
                .auction
                .iter()
                .chain(&d.play)
                .map(|e| match &e.action {
                    Action::Play { card, .. } => format!("{} {card}", e.seat),
                    other => format!("{} {other:?}", e.seat),
                })
                .collect();
            // PBN's roster of seven tags is written with `?` where the file had none; the
            // format the facts were kept from is the file's own.
            let kept = d.imported.as_ref().map(|i| {
                let mut i = (**i).clone();
                i.format = String::new();
                // How a PBN file spelt what foster reads from it (its deal from the seat it
                // began with, its auction and play sections as laid out, a player left `""`),
                // kept only for the writer to write it back byte for byte: a LIN file has no
                // PBN spelling to keep, and what the spelling says is compared here already
                // (the hands, the events, the auction, the contract and the result); that it
                // is written back is `every_tag_of_a_pbn_input_is_in_its_output`'s to check.
                i.written.clear();
                i.tags.retain(|(n, v)| {
                    !(v == "?" && ["Event", "Site", "Date", "Scoring"].contains(&n.as_str()))
                });
                // PBN's export format, which foster writes, puts the tags of its roster first,
                // in the roster's order (§2.1); the file read may have written them in any
                // order (its import format allows it). The other tags keep their order.
                i.tags.sort_by_key(|(n, _)| {
                    ROSTER.iter().position(|r| r == n).unwrap_or(ROSTER.len())
                });
                i
            });
            format!(
                "hands {:?} dealer {:?} events {events:?} kept {kept:?}",
                d.hands, d.dealer
            )
        })
        .collect()
}

#[test]
fn each_corpus_file_reads_back_the_same_games_after_a_pbn_round_trip() {
    for path in corpus() {
        let name = path.display().to_string();
        let text = text_of(&path);
        let first = read(&name, &text);
        let out = as_pbn(&name, &first);
        let again = read("written.pbn", &out);
        assert_eq!(
            first.record.deals.len(),
            again.record.deals.len(),
            "{name}\n{out}"
        );
        let (a, b) = (games(&first.record), games(&again.record));
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert_eq!(x, y, "{name}: game {} differs after the round trip", i + 1);
        }
        // A player is his seat and his name; where the name was written (its span) is a
        // place in the file read, which the written file has at its own place.
        let named = |players: &[Player]| -> Vec<(Seat, String)> {
            players.iter().map(|p| (p.seat, p.name.clone())).collect()
        };
        assert_eq!(
            named(&first.record.players),
            named(&again.record.players),
            "{name}"
        );
        let players =
            |r: &Record| -> Vec<_> { r.rubbers.iter().map(|r| named(&r.players)).collect() };
        assert_eq!(players(&first.record), players(&again.record), "{name}");
    }
}

#[test]
fn every_tag_of_a_pbn_input_is_in_its_output() {
    for path in corpus()
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pbn"))
    {
        let name = path.display().to_string();
        let text = text_of(&path);
        let out = as_pbn(&name, &read(&name, &text));
        let input = pbn::games(&text).unwrap();
        let output = pbn::games(&out).unwrap();
        assert_eq!(input.len(), output.len(), "{name}");
        // A PBN file may leave out the tags a game shares with the one before (its `#`
        // values and the tags left out of the closed room's game): compare each game's tags
        // with those inherited filled in.
        // The output may write `#` where the input did: it is resolved from the output's
        // own game before, as the input's from the input's.
        let mut inherited: Vec<(String, String)> = Vec::new();
        let mut inherited_out: Vec<(String, String)> = Vec::new();
        let resolve = |from: &[(String, String)], t: &pbn::Tag| -> String {
            if t.value == "#" {
                from.iter()
                    .find(|(n, _)| n.eq_ignore_ascii_case(&t.name))
                    .map_or(t.value.clone(), |(_, v)| v.clone())
            } else {
                t.value.clone()
            }
        };
        // A section's rows as the file laid them out, a line each.
        let rows = |text: &str, tag: &pbn::Tag| -> Vec<String> {
            let mut rows: Vec<(usize, usize, usize)> = Vec::new();
            for w in &tag.tokens {
                let end = w.start + w.text.len();
                match rows.last_mut() {
                    Some(row) if row.0 == w.line => row.2 = end,
                    _ => rows.push((w.line, w.start, end)),
                }
            }
            rows.iter().map(|r| text[r.1..r.2].to_string()).collect()
        };
        for (i, (g, o)) in input.iter().zip(&output).enumerate() {
            for t in &g.tags {
                let value = resolve(&inherited, t);
                let written = o.tag(&t.name).unwrap_or_else(|| {
                    panic!("{name}: game {}: the tag {} is not written", i + 1, t.name)
                });
                assert_eq!(
                    resolve(&inherited_out, written).trim(),
                    value.trim(),
                    "{name}: game {}: the tag {}",
                    i + 1,
                    t.name
                );
                // A table's rows are kept, each row as it was laid out (its words, and the
                // spaces that line up its columns).
                assert_eq!(
                    rows(&out, written),
                    rows(&text, t),
                    "{name}: game {}: the rows of {}",
                    i + 1,
                    t.name
                );
                inherited.retain(|(n, _)| !n.eq_ignore_ascii_case(&t.name));
                inherited.push((t.name.clone(), value));
            }
            for t in &o.tags {
                let value = resolve(&inherited_out, t);
                inherited_out.retain(|(n, _)| !n.eq_ignore_ascii_case(&t.name));
                inherited_out.push((t.name.clone(), value));
            }
            // The escape lines (`%`) are kept before their game, but the directives foster
            // writes its own of at the head of the file (the version, `% EXPORT`, the content
            // type, the creator: the file written is foster's, in UTF-8, in the export format).
            let own = |e: &String| {
                let body = e.trim_start_matches('%').trim_start().to_ascii_lowercase();
                let version = body
                    .strip_prefix("pbn")
                    .is_some_and(|v| v.trim_start().starts_with(|c: char| c.is_ascii_digit()));
                version
                    || ["export", "import", "content-type:", "creator:"]
                        .iter()
                        .any(|d| body.starts_with(d))
            };
            let kept: Vec<&String> = g.escapes.iter().filter(|e| !own(e)).collect();
            let written: Vec<&String> = o.escapes.iter().filter(|e| !own(e)).collect();
            assert_eq!(written, kept, "{name}: game {}: the escape lines", i + 1);
            // The commentary before a game's first tag stays before it.
            assert_eq!(
                o.commentary[..o.commentary_before],
                g.commentary[..g.commentary_before],
                "{name}: game {}: the commentary before its tags",
                i + 1
            );
            // Commentary is kept, each piece's words.
            let words = |c: &[String]| -> Vec<String> {
                c.iter()
                    .flat_map(|s| s.split_whitespace().map(str::to_string))
                    .collect()
            };
            let (gw, ow) = (words(&g.commentary), words(&o.commentary));
            assert!(
                gw.iter().all(|w| ow.contains(w)),
                "{name}: game {}: commentary lost: {gw:?} against {ow:?}",
                i + 1
            );
        }
    }
}

/// `rule` of another program's file and `rule` of its translation into the record language
/// (`foster export --record`) agree, the players' names included.
#[test]
fn a_file_and_its_record_translation_rule_the_same() {
    for path in corpus() {
        let name = path.display().to_string();
        let text = text_of(&path);
        let first = read(&name, &text);
        let code = first
            .record
            .code
            .unwrap_or(foster::record::Code::Pirate1916);
        let ruled = rule_record(&first.record, code, &Customs::default());
        let (translation, named) = foster::formats::players::record_with_players(&first);
        assert!(named, "{name}: the players' names could not be written");
        let again = rule_source(&translation, Some(code))
            .unwrap_or_else(|e| panic!("{name}: {e:?}\n{translation}"));
        // What no code here governs (a contract-bridge auction, a play not carried into the
        // record) is kept on the deal as the file wrote it, and the file's ruling says so under
        // its own heading; the record language has no line for it, so the translation writes
        // it as comments under the deal's heading (checked here, auction and notes), which the
        // record reads as nothing. Only that heading's notes differ: everything the record
        // can say is ruled the same.
        let heading = format!("\nOutside what {code} governs\n");
        let governed = match ruled.text.split_once(&heading) {
            Some((governed, _)) => {
                for deal in &first.record.deals {
                    let Some(kept) = deal.imported.as_deref() else {
                        continue;
                    };
                    if !kept.auction.is_empty() {
                        let auction = kept.auction.join(" ");
                        assert!(
                            translation
                                .lines()
                                .any(|l| l.starts_with('#') && l.ends_with(&auction)),
                            "{name}: deal {}: the auction {auction} is not in\n{translation}",
                            deal.label
                        );
                    }
                    for (n, v) in kept.tags.iter().filter(|(n, _)| n == "Note") {
                        let line = format!("# [{n} \"{v}\"]");
                        assert!(
                            translation.lines().any(|l| l == line.trim_end()),
                            "{name}: deal {}: {line} is not in\n{translation}",
                            deal.label
                        );
                    }
                }
                governed.to_string()
            }
            None => ruled.text.clone(),
        };
        // A note the record can carry (a deal that starts from an ending) is the translation's
        // too: its notes are among the file's.
        let (again_governed, again_notes) = again
            .text
            .split_once(&heading)
            .unwrap_or((again.text.as_str(), ""));
        let file_notes = ruled.text.split_once(&heading).map_or("", |(_, n)| n);
        for note in again_notes.lines() {
            assert!(
                file_notes.lines().any(|l| l == note),
                "{name}: the translation's note {note:?} is not the file's:\n{file_notes}"
            );
        }
        assert_eq!(governed, again_governed, "{name}\n{translation}");
    }
}

/// DDS's own hand files (`hands/` of github.com/dds-bridge/dds): a bare `Deal` from the seat it
/// chose, commentary before it, no board, dealer, vulnerability or scoring. Written back, the
/// deal is as DDS wrote it and the commentary still before it; what the file did not say stays
/// unknown (`?`), not a vulnerability or a rubber foster would have made up; a file of boards
/// keeps each board's number.
#[test]
fn dds_hand_files_are_written_back_without_facts_they_do_not_give() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dds-thomas1.pbn");
    let text = text_of(&path);
    let out = as_pbn("dds-thomas1.pbn", &read("dds-thomas1.pbn", &text));
    let deal = "[Deal \"S:Q853.AJ962.KT74. AJ962.KT74..Q853 KT74..Q853.AJ962 .Q853.AJ962.KT74\"]";
    let comment = "{Thomas 1 - time consuming to solve}";
    let (at_comment, at_deal) = (out.find(comment), out.find(deal));
    assert!(
        at_comment.is_some() && at_deal.is_some() && at_comment < at_deal,
        "{out}"
    );
    for unknown in ["[Vulnerable \"?\"]", "[Scoring \"?\"]", "[Contract \"?\"]"] {
        assert!(out.contains(unknown), "{unknown} in {out}");
    }
    assert!(!out.contains("[Dealer "), "no dealer made up: {out}");

    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dds-multi-board.pbn");
    let text = text_of(&path);
    let read = read("dds-multi-board.pbn", &text);
    assert!(read.boards.is_some(), "a board at three tables: boards");
    assert_eq!(read.record.deals.len(), 75);
    let out = as_pbn("dds-multi-board.pbn", &read);
    let boards: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("[Board \""))
        .map(|l| l.trim_end_matches("\"]"))
        .collect();
    let written: Vec<String> = (1..=25)
        .flat_map(|b| std::iter::repeat_n(b.to_string(), 3))
        .collect();
    assert_eq!(boards, written);
    assert!(out.contains("[Vulnerable \"NS\"]") && !out.contains("[Vulnerable \"None\"]"));
}
