//! PBN in and out: the import format's tolerance (each thing other readers break on), the
//! diagnostics, the round trip of every case, and the double-dummy tags against the tags
//! DDS-based tools wrote into public files (`tests/corpus/README.md`).

use foster::cards::{Partnership, Seat, Strain};
use foster::case::{Customs, rule_record, rule_source};
use foster::formats::{self, Format, pbn};
use foster::record::Action;
use foster::solver::{DdTable, Position, Solver, SolverConfig, TableEntry};

fn read(text: &str) -> formats::Read {
    match formats::read(text) {
        Ok(r) => r,
        Err(d) => panic!("{}", d.render("test.pbn", text)),
    }
}

const PLAIN: &str = r##"% PBN 2.1
% EXPORT
%Content-type: text/x-pbn; charset=ISO-8859-1
{A game from another program; this commentary
runs over two lines}
[Event "Club night"]
[Site "?"]
[Date "1998.07.16"]
[Board "1"]
[West "Gloyer A"]
[North "Linde J"]
[East "Saurer B"]
[South "Balschun R"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"]
[Declarer "S"]
[Contract "5H"]
[Result "10"]
[HomeTeam "J-germany"] ; an unknown tag, kept
[Auction "N"]
1C 1S =1= 2H $2 4S
5H Pass +
Pass Pass
[Note "1:five spades"]
[Play "W"]
DQ D3 D4 D2
SK S2 S4 SJ
DJ DT DK D7
*

[Event "#"]
[Site "#"]
[Date "#"]
[Board "2"]
[West "#"]
[North "#"]
[East "#"]
[South "#"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:J85.QJT.T94.K763 KQT9.A975.KQ.QT9 A762.K8.7632.J82 43.6432.AJ85.A54"]
[Declarer "S"]
[Contract "4H"]
[Result "?"]
[Auction "E"]
Pass 1NT Pass 2C Pass 3C Pass 4D Pass 4H AP
[Play "W"]
C2 C4 CK C9
SA S3 SJ SK
C8 C5 - CT
"##;

#[test]
fn a_pbn_file_is_told_by_its_content() {
    assert_eq!(formats::detect(PLAIN), Format::Pbn);
    assert_eq!(
        formats::detect("code: pirate-1917\ndeal 1\n"),
        Format::Record
    );
    assert_eq!(formats::detect("pn|a,b,c,d|md|3SAK|"), Format::Lin);
    assert_eq!(read(PLAIN).format, Format::Pbn);
}

#[test]
fn a_plain_pbn_is_read_for_players_dealer_hands_and_play() {
    let r = read(PLAIN);
    let rec = &r.record;
    assert_eq!(rec.deals.len(), 2, "two games, two deals");
    assert_eq!(
        rec.player_name(Seat::W),
        Some("Gloyer A"),
        "names with spaces"
    );
    let d1 = &rec.deals[0];
    assert_eq!(d1.dealer, Some(Seat::N));
    assert!(d1.hands.is_complete());
    // The play: W led the DQ, then N, E, S in turn; the second trick led by the winner.
    let plays: Vec<(Seat, String)> = d1
        .play
        .iter()
        .map(|e| match &e.action {
            Action::Play { card, .. } => (e.seat, card.code()),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(plays.len(), 12);
    assert_eq!(plays[0], (Seat::W, "DQ".into()));
    // DQ D3 D4 D2 (W N E S): W's queen wins at hearts; W leads SK next.
    assert_eq!(plays[4], (Seat::W, "SK".into()));
    // SK S2 S4 SJ: W's king wins; W leads DJ; DK (E) wins: E leads nothing further (end `*`).
    let kept = d1
        .imported
        .as_ref()
        .expect("the contract-bridge auction is kept");
    assert_eq!(kept.format, "PBN");
    // A note's mark stays with its call (`1S =1=`), as LIN's alerts are kept; a NAG (`$2`)
    // and `+` are not calls.
    assert_eq!(
        kept.auction,
        ["1C", "1S =1=", "2H", "4S", "5H", "Pass", "Pass", "Pass"]
    );
    assert_eq!(kept.auction_from, Some(Seat::N));
    assert_eq!(kept.contract.as_deref(), Some("5H"));
    assert_eq!(kept.declarer, Some(Seat::S));
    assert!(
        kept.tags
            .iter()
            .any(|(n, v)| n == "HomeTeam" && v == "J-germany"),
        "unknown tag kept"
    );
    assert!(
        kept.commentary.iter().any(|c| c.contains("two lines")),
        "{:?}",
        kept.commentary
    );
    assert!(
        kept.commentary
            .iter()
            .any(|c| c.contains("an unknown tag, kept"))
    );
    assert!(
        kept.tags
            .iter()
            .any(|(n, v)| n == "Note" && v == "1:five spades"),
        "the note kept as PBN's own note: {:?}",
        kept.tags
    );
    // Game 2: `#` takes the names of the game before; `AP` is three passes; `-` stops the play.
    let d2 = &rec.deals[1];
    assert_eq!(
        rec.rubbers.len(),
        1,
        "a club night's boards (numbered, an event): board 2 is ruled on its own"
    );
    assert_eq!(d2.label, "2");
    assert!(r.boards.is_some());
    let kept2 = d2.imported.as_ref().unwrap();
    assert_eq!(kept2.auction.len(), 13);
    assert_eq!(&kept2.auction[10..], ["Pass", "Pass", "Pass"]);
    assert_eq!(kept2.result, None, "`?` is unknown");
    assert_eq!(
        d2.play.len(),
        10,
        "two tricks, then C8 C5 before the card written `-`"
    );
    assert!(
        kept2.dropped.iter().any(|d| d.contains("trick 3")),
        "{:?}",
        kept2.dropped
    );
}

#[test]
fn a_dealer_out_of_rotation_begins_a_new_rubber() {
    // A file that says it is rubber bridge is read as rubbers.
    let rubber = PLAIN.replace(
        "[Date \"1998.07.16\"]",
        "[Date \"1998.07.16\"]\n[Scoring \"Rubber\"]",
    );
    assert!(read(&rubber).boards.is_none());
    let text = rubber.replace("[Board \"2\"]", "[Board \"7\"]");
    let rec = read(&text).record;
    // Board 7 after board 1: a deal of the same rubber (the dealer passes to the left), its
    // board number kept.
    assert_eq!(rec.rubbers.len(), 0);
    assert_eq!(rec.deals[1].label, "2");
    let kept = rec.deals[1].imported.as_ref().unwrap();
    assert!(
        kept.tags.contains(&("Board".into(), "7".into())),
        "{:?}",
        kept.tags
    );
    // A dealer out of rotation, or other players: a new rubber.
    let text = rubber.replace("[Dealer \"E\"]", "[Dealer \"S\"]").replace(
        "E:J85.QJT.T94.K763 KQT9.A975.KQ.QT9 A762.K8.7632.J82 43.6432.AJ85.A54",
        "S:KQT9.A975.KQ.QT9 A762.K8.7632.J82 43.6432.AJ85.A54 J85.QJT.T94.K763",
    );
    let rec = read(&text).record;
    assert_eq!(rec.rubbers.len(), 1);
    assert_eq!(rec.rubbers[0].first_deal, 1);
}

#[test]
fn a_latin1_file_is_read_as_pbn_s_own_charset() {
    let mut bytes = b"[Event \"Caf\xe9\"]\n[North \"J\xf6rg\"]\n[Dealer \"N\"]\n".to_vec();
    bytes.extend_from_slice(
        b"[Deal \"N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42\"]\n",
    );
    assert!(std::str::from_utf8(&bytes).is_err());
    let text = formats::decode(&bytes).expect("Latin-1 PBN");
    let rec = read(&text).record;
    assert_eq!(rec.player_name(Seat::N), Some("Jörg"));
    let kept = rec.deals[0].imported.as_ref().unwrap();
    assert!(kept.tags.contains(&("Event".into(), "Café".into())));
    // A record that is not UTF-8 is refused, not guessed at.
    assert_eq!(formats::decode(b"deal 1\nhands: \xff"), None);
}

#[test]
fn pbn_mistakes_are_reported_at_their_line_and_column() {
    let text = "% PBN 2.1\n[Event \"x\"]\n[Dealer \"N\"]\n[Deal \"N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.4T\"]\n";
    let d = formats::read(text).unwrap_err();
    let shown = d.render("bad.pbn", text);
    assert!(shown.contains("bad.pbn:4:"), "{shown}");
    let text = "[Event \"x\"\n[Dealer \"N\"]\n";
    let shown = formats::read(text).unwrap_err().render("bad.pbn", text);
    assert!(shown.contains("bad.pbn:1:"), "{shown}");
    assert!(shown.contains("not closed"), "{shown}");
    let text = "[Event \"x\"]\n[Play \"W\"]\nD2 {never closed\n";
    let shown = formats::read(text).unwrap_err().render("bad.pbn", text);
    assert!(shown.contains("bad.pbn:3:4"), "{shown}");
}

#[test]
fn a_card_played_that_was_not_held_is_caught_in_a_pbn_file_too() {
    let text = PLAIN.replace("DQ D3 D4 D2", "DQ D3 D4 C2");
    // A file of boards: the game with the mistake is left out, the other read (issue 34).
    let read = formats::read(&text).unwrap();
    assert_eq!(read.record.deals.len(), 1);
    assert_eq!(read.record.deals[0].label, "2");
    let left = read.left_out.expect("board 1 left out");
    assert_eq!((left.games, left.of), (1, 2));
    let shown = left.mistakes.render("bad.pbn", &text);
    // The record's own check, pointed at the PBN line of the card.
    let line = text
        .lines()
        .position(|l| l.starts_with("DQ D3 D4 C2"))
        .unwrap()
        + 1;
    assert!(shown.contains(&format!("bad.pbn:{line}:10")), "{shown}");
    // A file of one game has nothing else to read: refused.
    let one = text.split("\n\n[Event \"#\"]").next().unwrap();
    assert!(formats::read(one).is_err());
}

/// Every case, exported to PBN and read back, rules the same.
#[test]
fn every_case_rules_the_same_after_a_pbn_round_trip() {
    let mut checked = 0;
    for entry in glob_cases() {
        let text = std::fs::read_to_string(&entry).unwrap();
        let Ok(before) = rule_source(&text, None) else {
            continue;
        };
        let rec = foster::record::parse(&text).unwrap();
        let code = rec.code.unwrap();
        // With the laws' facts in PBN's tags (contract, result, `^R`, the rulings as commentary).
        let out = pbn::write(
            &rec,
            &text,
            &foster::case::pbn_facts(&rec, Some(code)),
            Default::default(),
        );
        let back = match formats::read(&out) {
            Ok(r) => r,
            Err(d) => panic!(
                "{}: {}\n{out}",
                entry.display(),
                d.render("export.pbn", &out)
            ),
        };
        assert_eq!(back.format, Format::Pbn);
        let after = rule_record(&back.record, code, &Customs::default());
        assert_eq!(before.text, after.text, "{}\n{out}", entry.display());
        // The same rulings, but for where each was written (a line of the record, of the PBN).
        assert_eq!(
            without_spans(before.json),
            without_spans(after.json),
            "{}",
            entry.display()
        );
        checked += 1;
    }
    assert!(checked > 150, "only {checked} cases");
}

/// A record whose events, honours and claims name other players by name (a quoted one too,
/// in another case) exports to a PBN that reads back: the file names its players only in its
/// tags, so each name is written as its seat. (The whole pipeline's fuzzing found the export
/// leaving `asks Smith:`, `claims revoke by`, `stops`, a claim's and the honours' names as
/// written, which the PBN then refused as unknown players.)
#[test]
fn names_of_other_players_are_exported_as_their_seats() {
    let text = r#"code: pirate-1917
players: N Jones, E Smith, S "R. F. Foster", W White

deal 1
dealer: N
hands: N:AKQJT98765432... E:.AKQJT98765432.. S:..AKQJT98765432. W:...AKQJT98765432
auction:
  Jones 1S; Smith pass; "R. F. Foster" accept
  White pass; Jones pass; Smith pass
play:
  1. E H2, S D2, W C2, N S2
  N asks Smith: none of spades?
  W claims revoke by "r. f. foster"
  W stops smith
  2. Smith leads H3 and "R. F. Foster" leads D3 at the same instant
honors: Jones four in one hand, "R. F. Foster" one
claim: Jones makes 13 tricks in spades with "R. F. Foster" as dummy, Smith leading hearts
"#;
    let rec = foster::record::parse(text).unwrap();
    let out = pbn::write(
        &rec,
        text,
        &foster::case::pbn_facts(&rec, rec.code),
        Default::default(),
    );
    for line in [
        "  N asks E: none of spades?\n",
        "  W claims revoke by S\n",
        "  W stops E\n",
        "  E leads H3 and S leads D3 at the same instant\n",
        "[FosterHonors \"N four in one hand, S one\"]\n",
        "[FosterClaim \"N makes 13 tricks in spades with S as dummy, E leading hearts\"]\n",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let back = read(&out);
    let actions = |r: &foster::record::Record| -> Vec<String> {
        r.deals[0]
            .play
            .iter()
            .map(|e| format!("{} {:?}", e.seat, e.action))
            .collect()
    };
    assert_eq!(actions(&back.record), actions(&rec));
    let (c, d) = (&back.record.deals[0].claims[0], &rec.deals[0].claims[0]);
    assert_eq!(
        (c.declarer, c.dummy, c.leader),
        (d.declarer, d.dummy, d.leader)
    );
    let code = rec.code.unwrap();
    let before = rule_record(&rec, code, &Customs::default());
    let after = rule_record(&back.record, code, &Customs::default());
    assert_eq!(before.text, after.text, "{out}");
}

fn glob_cases() -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                if !p.ends_with("invalid") {
                    walk(&p, out);
                }
            } else if p.extension().is_some_and(|x| x == "record") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/cases")),
        &mut out,
    );
    out.sort();
    out
}

/// The twenty standard results of a deal (partners opposite, the left-hand adversary leading),
/// solved one by one, as a table for `dd`.
fn standard_table(hands: &foster::cards::Deal) -> DdTable {
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: 32,
        threads: 1,
    });
    let mut entries = Vec::new();
    for declarer in Seat::ALL {
        for strain in pbn::dd::DDS_STRAINS {
            let side = Partnership::new(declarer, declarer.opposite()).unwrap();
            let p = Position::from_deal(hands, strain, side, declarer.left()).unwrap();
            entries.push(TableEntry {
                declarer,
                dummy: declarer.opposite(),
                strain,
                leader: declarer.left(),
                tricks: solver.tricks(&p),
            });
        }
    }
    DdTable { entries }
}

/// The rows of an `OptimumResultTable` as `(declarer, strain, tricks)`.
fn optimum_rows(tag: &pbn::Tag) -> Vec<(Seat, Strain, u8)> {
    tag.tokens
        .chunks(3)
        .map(|row| {
            (
                Seat::from_letter(row[0].text.chars().next().unwrap()).unwrap(),
                Strain::parse(&row[1].text).unwrap(),
                row[2].text.parse().unwrap(),
            )
        })
        .collect()
}

/// Unoptimised, the first game of each file (each game is twenty searches); optimised
/// (`--release`), all eight.
#[test]
fn the_double_dummy_tags_equal_those_dds_based_tools_wrote() {
    let games_per_file = if cfg!(debug_assertions) {
        1
    } else {
        usize::MAX
    };
    let mut compared = 0;
    for file in [
        "bridgecomposer-hand-record.pbn",
        "tistis-optimum-result-table.pbn",
    ] {
        let path = format!("{}/tests/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = formats::decode(&std::fs::read(&path).unwrap()).unwrap();
        let games = pbn::games(&text).unwrap();
        let rec = read(&text).record;
        assert_eq!(games.len(), rec.deals.len());
        for (game, deal) in games.iter().zip(&rec.deals).take(games_per_file) {
            let table = standard_table(&deal.hands);
            let ours = pbn::dd::double_dummy_tricks(&table).unwrap();
            if let Some(tag) = game.tag("DoubleDummyTricks") {
                assert_eq!(
                    ours,
                    tag.value.to_ascii_lowercase(),
                    "{file} board {}",
                    deal.label
                );
                compared += 1;
            }
            let tag = game.tag("OptimumResultTable").expect("a result table");
            let rows = optimum_rows(tag);
            assert_eq!(rows.len(), 20);
            for (declarer, strain, tricks) in rows {
                assert_eq!(
                    table.get(declarer, declarer.opposite(), strain),
                    Some(tricks),
                    "{file} board {}: {declarer} {strain:?}",
                    deal.label
                );
            }
            compared += 1;
            // Written as the tools write it (the table with two-wide columns).
            if game.tag("Generator").is_some() && tag.value.ends_with("Result\\2R") {
                let ours = pbn::dd::tags(&table);
                let table_text: String = text[tag.value_start..]
                    .lines()
                    .skip(1)
                    .take(20)
                    .map(|l| format!("{l}\n"))
                    .collect();
                assert!(
                    ours.contains(&table_text),
                    "{file} board {}:\n{ours}",
                    deal.label
                );
            }
        }
    }
    // Each game's table, and BridgeComposer's `DoubleDummyTricks` besides.
    let per_file = games_per_file.min(4);
    assert_eq!(compared, per_file * 3);
}

const LIN: &str = "pn|Sam,Wes,Nora,Ed|st||md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|sv|o|ah|Board 1|mb|1C|mb|p|mb|1N!|an|balanced|mb|p|mb|p|mb|p|pc|S2|pc|S6|pc|ST|pc|SA|pc|SK|mc|6|";

#[test]
fn a_lin_file_is_read_with_bbo_s_hand_order_and_its_fourth_hand() {
    let r = read(LIN);
    assert_eq!(r.format, Format::Lin);
    let rec = r.record;
    // BBO's order: South, West, North, East; the dealer digit 3 is North.
    assert_eq!(rec.player_name(Seat::S), Some("Sam"));
    assert_eq!(rec.player_name(Seat::E), Some("Ed"));
    let d = &rec.deals[0];
    assert_eq!(d.dealer, Some(Seat::N));
    assert_eq!(d.hands.hand(Seat::S).unwrap().pbn(), "AKQJ.AKQJ.AKQJ.2");
    // The fourth hand, left out, is the rest of the pack.
    assert_eq!(d.hands.hand(Seat::E).unwrap().len(), 13);
    assert!(d.hands.hand(Seat::E).unwrap().pbn().starts_with("T"));
    let kept = d.imported.as_ref().unwrap();
    // The calls in PBN's words, the alerted 1N's explanation a note (`=1=`).
    assert_eq!(
        kept.auction,
        ["1C", "Pass", "1NT =1=", "Pass", "Pass", "Pass"]
    );
    assert_eq!(kept.contract.as_deref(), Some("1NT"));
    assert_eq!(kept.declarer, Some(Seat::S));
    assert!(kept.tags.contains(&("Note".into(), "1:balanced".into())));
    assert!(kept.tags.contains(&("Vulnerable".into(), "None".into())));
    // W leads against S's no-trumps; S's ace wins and S leads again; the claim after it.
    assert_eq!(d.play.first().map(|e| e.seat), Some(Seat::W));
    assert_eq!(d.play[4].seat, Seat::S);
    assert!(
        d.play
            .iter()
            .all(|e| !matches!(e.action, Action::ClaimsTricks { .. })),
        "a claim made during a trick is kept aside"
    );
    assert!(kept.dropped.iter().any(|x| x.contains("claim")));
}

fn without_spans(mut v: serde_json::Value) -> serde_json::Value {
    match &mut v {
        serde_json::Value::Object(map) => {
            map.remove("span");
            for (_, x) in map.iter_mut() {
                *x = without_spans(x.take());
            }
        }
        serde_json::Value::Array(list) => {
            for x in list.iter_mut() {
                *x = without_spans(x.take());
            }
        }
        _ => {}
    }
    v
}

/// §3.9: a mark precedes its call or card; `^S` stands for a call skipped.
#[test]
fn irregularity_marks_are_read_before_their_call_or_card() {
    let text = r#"[Dealer "W"]
[Deal "W:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"]
[Contract "2H"]
[Declarer "N"]
[Auction "W"]
1D ^S ^I 1C Pass
[Play "W"]
CA C9 ^L C3 C4
"#;
    let rec = read(text).record;
    let d = &rec.deals[0];
    let kept = d.imported.as_ref().unwrap();
    assert_eq!(kept.auction, ["1D", "^S", "^I 1C", "Pass"]);
    // The columns run W, N, E, S (from the Play tag's W); E's C3, marked ^L, was led out of
    // turn, and the trick went round from E: E, S, W, N (the standard's own example (D)).
    let order: Vec<Seat> = d.play.iter().map(|e| e.seat).collect();
    assert_eq!(order, [Seat::E, Seat::S, Seat::W, Seat::N]);
    assert!(
        kept.commentary.iter().any(|c| c.contains("C3 marked ^L")),
        "{:?}",
        kept.commentary
    );
}

/// §3.10: an end position, the contract's denomination alone, the play tag the leader.
#[test]
fn a_pbn_end_position_plays_from_its_leader_in_its_denomination() {
    let text = r#"[Deal "N:AQ.2.. K3.3.. .AK.2. J4.4.."]
[Contract "NT"]
[Play "W"]
S4 SA S3 D2
"#;
    let rec = read(text).record;
    let d = &rec.deals[0];
    assert!(d.hands.is_ending());
    let order: Vec<Seat> = d.play.iter().map(|e| e.seat).collect();
    assert_eq!(order, [Seat::W, Seat::N, Seat::E, Seat::S]);
}

#[test]
fn a_dealer_that_is_not_a_seat_is_reported_at_its_tag() {
    let text = "[Event \"x\"]\n[Dealer \"Q\"]\n";
    let shown = formats::read(text).unwrap_err().render("bad.pbn", text);
    assert!(shown.contains("bad.pbn:2:10"), "{shown}");
}

/// BBO's session file, a board a line (endplay's `example1.lin`, eight boards: see
/// `tests/corpus/README.md`).
const SESSION: &str = include_str!("corpus/endplay-example1.lin");

#[test]
fn a_lin_file_of_a_board_a_line_is_read_as_so_many_deals() {
    let r = read(SESSION);
    let rec = &r.record;
    assert_eq!(rec.deals.len(), 8);
    let labels: Vec<&str> = rec.deals.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels, ["1", "2", "3", "4", "5", "6", "7", "8"]);
    // Each board its own dealer (md's digit: 3 North, 4 East, 1 South, 2 West) and hands.
    let dealers: Vec<Seat> = rec.deals.iter().filter_map(|d| d.dealer).collect();
    use Seat::{E, N, S, W};
    assert_eq!(dealers, [N, E, S, W, N, E, S, W]);
    assert_eq!(
        rec.deals[1].hands.hand(Seat::S).unwrap().pbn(),
        "A.A654.AQ954.962"
    );
    // Boards 1 and 2 played out, 13 tricks each; board 3 eleven tricks and a claim; board 7
    // eleven and a claim; board 8 played out.
    let cards = |i: usize| {
        rec.deals[i]
            .play
            .iter()
            .filter(|e| matches!(e.action, Action::Play { .. }))
            .count()
    };
    assert_eq!((cards(0), cards(1), cards(2)), (52, 52, 44));
    assert_eq!((cards(6), cards(7)), (44, 52));
    assert!(
        rec.deals[2]
            .play
            .iter()
            .any(|e| matches!(e.action, Action::ClaimsTricks { .. })),
        "board 3's claim"
    );
    // Each board's own calls, explanations and vulnerability.
    let kept = |i: usize| rec.deals[i].imported.as_ref().unwrap();
    assert_eq!(kept(1).auction.first().map(String::as_str), Some("Pass"));
    assert_eq!(kept(1).contract.as_deref(), Some("2S"));
    assert_eq!(kept(2).contract.as_deref(), Some("2H"));
    assert!(kept(2).tags.contains(&("Vulnerable".into(), "EW".into())));
    let note = |i: usize, text: &str| {
        kept(i)
            .tags
            .iter()
            .any(|(n, v)| n == "Note" && v.contains(text))
    };
    assert!(note(2, "Jacoby transfer"));
    assert!(!note(0, "Jacoby"));
    // The players of each board, its own `pn`.
    assert_eq!(rec.player_name(Seat::S), Some("domtp"));
    // The first board's players are the record's; each later board opens a rubber of its own.
    assert_eq!(rec.rubbers.len(), 7);
    assert!(
        rec.rubbers
            .iter()
            .all(|r| r.players.iter().any(|p| p.name == "domtp"))
    );
}

/// Two games on one line, without `qx` between them: the second `md` begins a board.
#[test]
fn a_second_deal_without_qx_begins_a_board() {
    let one_line: String = SESSION.lines().take(2).collect();
    let rec = read(&one_line).record;
    assert_eq!(rec.deals.len(), 2);
    // What comes before the second `md` on the line (its `pn`, the same players) is read with
    // the first board; its `ah`, after it, labels the second.
    assert_eq!(rec.deals[1].dealer, Some(Seat::E));
    assert_eq!(rec.deals[1].label, "2");
    // Boards joined by `qx` read the same.
    let with_qx = SESSION.replace("\npn|", "\nqx|o2|pn|");
    assert_eq!(read(&with_qx).record.deals.len(), 8);
}

/// A mistake in one board is told at that board's line and column, and the other boards are
/// read and checked too.
#[test]
fn a_lin_mistake_is_told_at_its_board_s_line() {
    // Board 2's first card, D2 (North's), turned into the ace of clubs, which West holds.
    let bad = SESSION.replacen("pg||pc|D2|", "pg||pc|CA|", 1);
    let line2 = bad.lines().nth(1).unwrap();
    let col = line2.find("pc|CA|").unwrap() + 3 + 1;
    // Each board stands on its own (issue 34): board 2 left out with its mistake, the other
    // seven read, their labels their own.
    let left_out = |bad: &str| {
        let read = formats::read(bad).unwrap();
        let labels: Vec<String> = read.record.deals.iter().map(|d| d.label.clone()).collect();
        let left = read.left_out.expect("a board left out");
        (labels, left.games, left.mistakes.render("session.lin", bad))
    };
    let (labels, games, shown) = left_out(&bad);
    assert_eq!(labels, ["1", "3", "4", "5", "6", "7", "8"]);
    assert_eq!(games, 1);
    assert!(
        shown.contains(&format!("session.lin:2:{col}: error")),
        "{shown}"
    );
    assert!(!shown.contains("trick 14"), "{shown}");
    // A mistake in board 1 and one in board 3: both told, each at its own line.
    let bad = SESSION
        .replacen("pc|C9|pc|C3|", "pc|C9|pc|C9|", 1)
        .replacen("pc|HJ|pc|H2|", "pc|HJ|pc|HJ|", 1);
    let (labels, games, shown) = left_out(&bad);
    assert_eq!(labels, ["2", "4", "5", "6", "7", "8"]);
    assert_eq!(games, 2);
    assert!(shown.contains("session.lin:1:"), "{shown}");
    assert!(shown.contains("session.lin:3:"), "{shown}");
    assert!(!shown.contains("session.lin:2:"), "{shown}");
    // A session of one board has nothing else to read: refused.
    let one = bad.lines().next().unwrap();
    assert!(formats::read(one).is_err());
}

#[test]
fn a_latin1_lin_file_is_decoded() {
    let mut bytes = b"pn|M\xfcller,Wes,Nora,Ed|md|".to_vec();
    bytes.extend_from_slice(b"3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|");
    let text = formats::decode(&bytes).expect("Latin-1 LIN is read");
    let rec = read(&text).record;
    assert_eq!(rec.player_name(Seat::S), Some("Müller"));
    // A record must still be UTF-8.
    assert_eq!(formats::decode(b"deal 1\nplayers: N M\xfcller\n"), None);
}

/// A vugraph file (`tests/corpus/vugraph-two-rooms.lin`, in BBO's layout): `vg` the event,
/// segment, scoring and teams; `rs` each board's result, open room then closed; `pn` eight
/// names, the open room's four then the closed room's; `qx|o1|`, `qx|c1|` each room's board.
/// Each room's game is its board, with its own players; the result a room's play or auction
/// does not give is the vugraph's, where it agrees with them.
#[test]
fn a_vugraph_file_is_read_as_both_rooms_of_each_board() {
    let text = include_str!("corpus/vugraph-two-rooms.lin");
    let read = foster::formats::read(text).unwrap_or_else(|d| panic!("{}", d.render("vg", text)));
    let rec = &read.record;
    let labels: Vec<&str> = rec.deals.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels, ["1", "1", "2", "2"]);
    let south = |deal: usize| -> String {
        let players = match deal {
            0 => &rec.players,
            n => &rec.rubbers[n - 1].players,
        };
        players
            .iter()
            .find(|p| p.seat == Seat::S)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    assert_eq!(
        [south(0), south(1), south(2), south(3)],
        ["Adams", "Evans", "Adams", "Evans"]
    );
    let kept = |deal: usize| rec.deals[deal].imported.as_deref().expect("kept");
    let tag = |deal: usize, name: &str| {
        kept(deal)
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(tag(1, "Room").as_deref(), Some("Closed"));
    assert_eq!(tag(2, "Room").as_deref(), Some("Open"));
    assert_eq!(tag(3, "Event").as_deref(), Some("Pirate Cup"));
    assert_eq!(tag(3, "Scoring").as_deref(), Some("IMP"));
    assert_eq!(tag(0, "HomeTeam").as_deref(), Some("Lodge"));
    // The open room's board 1: its play and claim give nine tricks, as `4HN-1` says.
    assert_eq!(kept(0).result.as_deref(), Some("9"));
    // The closed room's: no play; `2HN+1`, the contract its auction reached, nine tricks.
    assert_eq!(kept(1).contract.as_deref(), Some("2H"));
    assert_eq!(kept(1).result.as_deref(), Some("9"));
    // Board 2 closed: `3NS+1` is the auction's 3NT by South, ten tricks.
    assert_eq!(kept(3).contract.as_deref(), Some("3NT"));
    assert_eq!(kept(3).declarer, Some(Seat::S));
    assert_eq!(kept(3).result.as_deref(), Some("10"));
}
