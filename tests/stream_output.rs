//! The library's output of `foster rule` and `foster score` made a deal at a time
//! (`foster::stream::writer`) is the record read whole's, byte for byte: the ruling's text
//! (`case::rule_record`) and the score's (`stream::scored::score_record`), and their JSON
//! documents pretty (one file) and on one line (several files), for every case and example
//! under its own code and the other family's, with the books' customs and a club's (and
//! `foster parse`'s summary and document of the record, deal by deal as whole); for
//! generated evenings of many rubbers (a pad each, the wash-book) with the spools kept in a
//! temporary file from their first byte; and a score that cannot be kept writes nothing and
//! says why. Written to a `Vec<u8>`: no binary (`tests/cli_rule_each_deal.rs` runs the binary
//! on files and standard input).

mod corpus;

use std::path::Path;

use foster::case::Customs;
use foster::record::{Code, DealRecord, Record};
use foster::score::portland::ScoringOptions;
use foster::score::{Rounding, Unit};
use foster::stream::list::ListDocument;
use foster::stream::parsed::{deal_summary, head_summary, summary};
use foster::stream::scored::score_record;
use foster::stream::sink::{Sink, Stop, document};
use foster::stream::writer::{Command, Finished, Options, Writer};
use foster::stream::{ClaimsWritten, LateClaims};

/// A record as `foster rule FILE` reads it a deal at a time (its heading and rubbers, its
/// deals) and as it reads it whole.
struct Read {
    head: Record,
    deals: Vec<DealRecord>,
    whole: Record,
}

fn read(text: &str) -> Option<Read> {
    let mut deals = Vec::new();
    let head = foster::record::read_record(text.as_bytes(), |deal| deals.push(deal)).ok()?;
    let whole = foster::formats::read(text).ok()?.record;
    Some(Read { head, deals, whole })
}

/// The revoke claims about earlier deals, found as the binary finds them: a reading for the
/// claims, a second for their deals (Pirate law 59).
fn late_claims(deals: &[DealRecord], code: Code) -> LateClaims {
    let mut claims = ClaimsWritten::default();
    for deal in deals {
        claims.deal(deal);
    }
    if !(code.is_pirate() && claims.any()) {
        return LateClaims::default();
    }
    let mut finding = claims.find();
    for deal in deals {
        finding.deal(deal);
    }
    finding.done()
}

/// The output made a deal at a time, and how it ended.
fn each_deal(read: &Read, code: Code, customs: &Customs, options: Options) -> (Vec<u8>, Finished) {
    let late = late_claims(&read.deals, code);
    let mut writer = Writer::new(&read.head, read.deals.len(), code, customs, late, options);
    let mut out = Vec::new();
    writer.begin(&mut out).expect("the opening is written");
    for deal in &read.deals {
        writer.deal(deal.clone(), &mut out);
    }
    assert!(writer.stopped().is_none(), "a deal's output stopped");
    let finished = writer.finish(&mut out).expect("the end is written");
    (out, finished)
}

/// What the binary writes for the record read whole: the text, or the document and a line
/// break; for a score that cannot be kept, the error.
fn whole(
    read: &Read,
    code: Code,
    customs: &Customs,
    command: Command,
    json: Option<bool>,
    file: &str,
) -> Result<Vec<u8>, String> {
    let (text, json_text) = match command {
        Command::Rule => {
            let r = foster::case::rule_record(&read.whole, code, customs);
            let doc = json.map(|pretty| document(&r.body, Some(file), pretty));
            (r.text, doc)
        }
        Command::Score => {
            let s = score_record(&read.whole, code, customs).map_err(|e| e.to_string())?;
            let doc = json.map(|pretty| document(&s.body, Some(file), pretty));
            (s.text, doc)
        }
    };
    Ok(match json_text {
        Some(doc) => format!("{}\n", doc.expect("JSON")).into_bytes(),
        None => text.into_bytes(),
    })
}

/// Every output of `read` under `code` (rule and score; text, pretty JSON, compact JSON), made
/// a deal at a time with spools of `in_memory` bytes, held to the record read whole.
fn alike(name: &str, read: &Read, code: Code, customs: &Customs, in_memory: usize) {
    for command in [Command::Rule, Command::Score] {
        for json in [None, Some(true), Some(false)] {
            let options = Options {
                json: json.is_some(),
                pretty: json.unwrap_or(true),
                file: Some(name.to_string()),
                in_memory,
                ..Options::new(command)
            };
            let (made, finished) = each_deal(read, code, customs, options);
            let what = format!("{name} under {code}, {command:?}, JSON {json:?}");
            match (whole(read, code, customs, command, json, name), finished) {
                (Ok(expected), Finished::Written) => {
                    if made != expected {
                        let (made, expected) = (
                            String::from_utf8_lossy(&made),
                            String::from_utf8_lossy(&expected),
                        );
                        let at = made
                            .char_indices()
                            .zip(expected.chars())
                            .find(|((_, a), b)| a != b)
                            .map_or(made.len().min(expected.len()), |((i, _), _)| i);
                        panic!(
                            "{what}: made a deal at a time differs from the record read whole at byte {at}:\n{}\n--- whole:\n{}",
                            &made[at.saturating_sub(200)..],
                            &expected[at.saturating_sub(200)..]
                        );
                    }
                }
                (Err(expected), Finished::ScoreNotKept(e)) => {
                    assert_eq!(e.to_string(), expected, "{what}");
                    assert!(made.is_empty(), "{what}: a score not kept wrote nothing");
                }
                (whole, finished) => {
                    panic!("{what}: read whole {whole:?}, a deal at a time {finished:?}")
                }
            }
        }
    }
}

/// A club's customs under `code`: Pirate settlements with the units thrown off to the ten
/// (law 79), the Portland guide's dropped units and the Etiquette's limit on a trick.
fn club(code: Code) -> Customs {
    match code {
        Code::Portland1895 => Customs {
            portland: ScoringOptions {
                trick_value_limit: Some(100),
                drop_units: true,
            },
            ..Customs::default()
        },
        _ => Customs {
            rounding: Rounding::ThrownOff(Unit::Ten),
            ..Customs::default()
        },
    }
}

/// The codes a record is ruled under: its own, and the other family's (`--code`).
fn codes(own: Code) -> [Code; 2] {
    match own {
        Code::Portland1895 => [own, Code::Pirate1916],
        _ => [own, Code::Portland1895],
    }
}

#[test]
fn every_case_and_example_made_a_deal_at_a_time_is_the_record_read_whole() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    corpus::cases::each_case(|rel, _, code| files.push((rel.to_string(), code)));
    let example = "examples/the-1917-rubber-of-jones-smith-green-and-white.record";
    files.push((example.to_string(), Code::Pirate1917));
    assert!(files.len() > 300, "{}", files.len());
    for (i, (rel, own)) in files.iter().enumerate() {
        let text = std::fs::read_to_string(root.join(rel)).expect("the file reads");
        let read = read(&text).unwrap_or_else(|| panic!("{rel} reads"));
        assert_eq!(read.whole.code, Some(*own), "{rel}");
        for code in codes(*own) {
            // The books' customs, and every other record a club's.
            let customs = match i % 2 {
                0 => Customs::default(),
                _ => club(code),
            };
            alike(rel, &read, code, &customs, foster::stream::spool::IN_MEMORY);
        }
    }
}

/// `foster parse` of a record read a deal at a time: its summary and its document (pretty and
/// on one line), deal by deal, as the record read whole.
fn parsed_alike(name: &str, read: &Read) {
    let mut text = head_summary(&read.head);
    for deal in &read.deals {
        text.push_str(&deal_summary(deal));
    }
    assert_eq!(text, summary(&read.whole), "{name}: the summary");
    for pretty in [true, false] {
        let mut made = Vec::new();
        let head = foster::json::RecordBody {
            record: read.head.clone(),
        };
        let mut doc = ListDocument::begin(&head, "deals", Some(name), pretty, &mut made)
            .expect("the document begins");
        for deal in &read.deals {
            doc.item(deal, &mut made).expect("a deal");
        }
        doc.end(&mut made).expect("the document ends");
        let whole = foster::json::RecordBody {
            record: read.whole.clone(),
        };
        let whole = document(&whole, Some(name), pretty).expect("JSON");
        assert_eq!(
            String::from_utf8_lossy(&made),
            format!("{whole}\n"),
            "{name}: the document, pretty {pretty}"
        );
    }
}

#[test]
fn every_case_parsed_a_deal_at_a_time_is_the_record_read_whole() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = 0;
    corpus::cases::each_case(|rel, _, _| {
        let text = std::fs::read_to_string(root.join(rel)).expect("the file reads");
        let read = read(&text).unwrap_or_else(|| panic!("{rel} reads"));
        parsed_alike(rel, &read);
        files += 1;
    });
    assert!(files > 300, "{files}");
}

#[test]
fn spools_past_their_memory_give_the_same_bytes() {
    let mut records: Vec<(String, String)> = (0..12u64)
        .map(|seed| (format!("irregular-{seed}"), corpus::irregular::record(seed)))
        .collect();
    // Evenings of many deals and no `rubber` line: each rubber won (law 71) starts the next,
    // and the pads, the notes and the wash-book rows are kept to the end.
    for (seed, deals) in [(1u64, 9usize), (2, 25)] {
        records.push((format!("evening-{seed}"), corpus::record(seed, deals)));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for rel in [
        "cases/sessions/an-evening-of-two-rubbers-where-evans-cuts-in.record",
        "cases/portland/a-revoke-claimed-after-the-cut-for-the-next-deal-is-too-late.record",
    ] {
        let text = std::fs::read_to_string(root.join(rel)).expect("the file reads");
        records.push((rel.to_string(), text));
    }
    let mut ruled = 0;
    for (name, text) in &records {
        let Some(read) = read(text) else { continue };
        let Some(own) = read.whole.code else { continue };
        ruled += 1;
        for code in codes(own) {
            // Every spool in a temporary file from its first byte, and one past a few items.
            for in_memory in [0, 2000] {
                alike(name, &read, code, &Customs::default(), in_memory);
            }
        }
    }
    assert!(ruled > records.len() / 2, "{ruled} of {}", records.len());
}

/// A sink that takes `room` bytes, then fails as a closed pipe does.
struct Closing {
    room: usize,
}

impl Closing {
    fn take(&mut self, n: usize) -> std::io::Result<()> {
        match self.room.checked_sub(n) {
            Some(left) => {
                self.room = left;
                Ok(())
            }
            None => Err(std::io::ErrorKind::BrokenPipe.into()),
        }
    }
}

impl Sink for Closing {
    fn text(&mut self, text: &str) -> std::io::Result<()> {
        self.take(text.len())
    }

    fn json(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.take(bytes.len())
    }
}

/// A sink that fails, at the start, among the deals or at the end, stops the writing with its
/// own error, for the binary to end quietly on a closed pipe.
#[test]
fn a_sink_that_fails_stops_the_writing_with_its_error() {
    let text = corpus::record(3, 12);
    let read = read(&text).expect("the record reads");
    let customs = Customs::default();
    for json in [false, true] {
        let options = Options {
            json,
            ..Options::new(Command::Rule)
        };
        let (all, _) = each_deal(&read, Code::Pirate1916, &customs, options.clone());
        for room in [0, all.len() / 2, all.len() - 1] {
            let late = late_claims(&read.deals, Code::Pirate1916);
            let mut writer = Writer::new(
                &read.head,
                read.deals.len(),
                Code::Pirate1916,
                &customs,
                late,
                options.clone(),
            );
            let mut sink = Closing { room };
            let stop = match writer.begin(&mut sink) {
                Err(stop) => stop,
                Ok(()) => {
                    for deal in &read.deals {
                        writer.deal(deal.clone(), &mut sink);
                    }
                    match writer.stopped() {
                        Some(stop) => stop,
                        None => writer.finish(&mut sink).expect_err("the sink fails"),
                    }
                }
            };
            match stop {
                Stop::Write(e) => assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe),
                Stop::Keep(e) => panic!("JSON {json}, room {room}: kept: {e}"),
            }
        }
    }
}
