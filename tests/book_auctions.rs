//! Every illustrative auction of Foster's 1917 book that is complete enough to replay (the rule
//! examples of pp. 19–23 and the deals of pp. 60–165) replays to the declarer, dummy, contract
//! and opening leader the book states (each case's `# says:` lines quote it). Where the book
//! skips calls the case fills them in minimally and says so in a comment.

use foster::case::rule_source;

type Expected = Option<(
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
)>;

/// (case, Some((declarer, dummy, contract, doubling, opening leader))), or None for a void deal.
const BOOK: &[(&str, Expected)] = &[
    (
        "book-auctions/a-bid-before-the-previous-bid-is-accepted-bars-the-bidder",
        Some(("N", "W", "2C", "undoubled", "E")),
    ),
    (
        "book-auctions/after-e-three-hearts-is-void-only-s-can-bid",
        Some(("S", "W", "2S", "undoubled", "N")),
    ),
    (
        "book-auctions/an-unaccepted-three-spades-is-void-and-the-next-player-may-bid-one-club",
        Some(("W", "S", "1C", "undoubled", "N")),
    ),
    (
        "book-auctions/e-accepts-s-two-spades-and-three-passes-close-the-bidding",
        Some(("S", "E", "2S", "undoubled", "W")),
    ),
    (
        "book-auctions/e-finds-no-acceptor-and-the-double-of-two-spades-stands",
        Some(("S", "W", "2S", "doubled", "N")),
    ),
    (
        "book-auctions/e-takes-the-doubled-pair-out-with-two-no-trumps",
        Some(("E", "N", "2NT", "undoubled", "S")),
    ),
    (
        "book-auctions/higher-suits-and-more-tricks-overcall-accepted-bids",
        Some(("N", "E", "3C", "undoubled", "S")),
    ),
    (
        "book-auctions/n-three-diamonds-is-not-accepted-and-the-bidding-returns-to-two-spades",
        Some(("S", "W", "2S", "undoubled", "N")),
    ),
    (
        "book-auctions/s-shifts-to-two-no-trumps-after-e-accepts-his-spades",
        Some(("S", "N", "2NT", "undoubled", "W")),
    ),
    (
        "book-auctions/three-clubs-doubled-and-redoubled-is-overcalled-by-three-diamonds",
        Some(("N", "E", "3D", "undoubled", "S")),
    ),
    (
        "book-deals/e-and-w-make-four-nullos-with-eleven-high-cards",
        Some(("E", "W", "4NL", "undoubled", "S")),
    ),
    (
        "book-deals/e-discards-the-wrong-suit-and-s-makes-five-odd-at-no-trumps",
        Some(("S", "W", "2NT", "undoubled", "N")),
    ),
    (
        "book-deals/e-doubles-four-spades-that-make-an-overtrick",
        Some(("S", "W", "4S", "doubled", "N")),
    ),
    (
        "book-deals/e-fails-to-accept-the-club-and-n-w-make-a-small-slam-in-diamonds",
        Some(("N", "W", "2D", "undoubled", "E")),
    ),
    (
        "book-deals/e-must-pass-five-times-and-s-makes-five-no-trumps",
        Some(("S", "N", "5NT", "undoubled", "W")),
    ),
    (
        "book-deals/e-overcalls-a-one-try-no-trumper-and-s-goes-game-with-e",
        Some(("S", "E", "1NT", "undoubled", "W")),
    ),
    (
        "book-deals/e-puts-the-heart-ace-on-his-partners-king-and-saves-the-little-slam",
        Some(("W", "S", "1S", "undoubled", "N")),
    ),
    (
        "book-deals/n-and-s-each-refuse-the-other-and-the-deal-is-thrown-up",
        None,
    ),
    (
        "book-deals/n-applies-the-eleven-rule-and-holds-the-club-queen-over-the-jack",
        Some(("E", "W", "1NT", "undoubled", "S")),
    ),
    (
        "book-deals/n-ducks-a-diamond-and-makes-game-at-one-no-trump",
        Some(("N", "S", "1NT", "undoubled", "E")),
    ),
    (
        "book-deals/n-fails-to-unblock-the-club-jack-and-s-goes-game-at-two-no-trumps",
        Some(("S", "E", "2NT", "undoubled", "W")),
    ),
    (
        "book-deals/no-one-accepts-s-two-no-trumps-and-the-deal-is-thrown-out",
        None,
    ),
    (
        "book-deals/s-accepts-six-bids-while-e-plays-five-hearts",
        Some(("E", "S", "5H", "undoubled", "W")),
    ),
    (
        "book-deals/s-angles-for-w-on-his-left-and-wins-the-rubber-at-two-no-trumps",
        Some(("S", "W", "2NT", "undoubled", "N")),
    ),
    (
        "book-deals/s-bids-two-hearts-and-w-accepts-from-the-wrong-side",
        Some(("S", "W", "2H", "undoubled", "N")),
    ),
    (
        "book-deals/s-draws-trumps-too-soon-and-misses-game-in-spades",
        Some(("S", "E", "2S", "undoubled", "W")),
    ),
    (
        "book-deals/s-makes-a-two-try-no-trumper-with-w-as-acceptor",
        Some(("S", "W", "2NT", "undoubled", "N")),
    ),
    (
        "book-deals/s-rebids-hearts-and-a-bad-double-lets-w-make-a-little-slam",
        Some(("W", "S", "4H", "undoubled", "N")),
    ),
    (
        "book-deals/s-schemes-to-play-the-rubber-hand-and-e-makes-a-grand-slam-in-diamonds",
        Some(("E", "S", "6D", "undoubled", "W")),
    ),
    (
        "book-deals/w-accepts-the-diamond-then-bids-it-himself-and-makes-a-grand-slam",
        Some(("W", "S", "3D", "undoubled", "N")),
    ),
    (
        "book-deals/w-accepts-two-clubs-unsoundly-and-n-doubles-three-no-trumps",
        Some(("E", "S", "3NT", "doubled", "W")),
    ),
    (
        "book-deals/w-accepts-two-hearts-on-the-wrong-side-and-e-should-overcall",
        Some(("S", "W", "2H", "undoubled", "N")),
    ),
    (
        "book-deals/w-bids-three-no-trumps-on-secondary-bids-and-is-set-four-tricks",
        Some(("W", "S", "3NT", "undoubled", "N")),
    ),
    (
        "book-deals/w-leads-trumps-too-soon-and-is-set-at-four-spades",
        Some(("W", "N", "4S", "undoubled", "E")),
    ),
    (
        "book-deals/w-picks-spades-over-hearts-and-makes-four-odd",
        Some(("W", "S", "3S", "undoubled", "N")),
    ),
];

#[test]
fn the_books_auctions_replay_to_the_stated_declaration() {
    for (name, expected) in BOOK {
        let path = format!("{}/cases/{name}.record", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let rendering = rule_source(&text, None).unwrap();
        let report = rendering.report.pirate().expect("a Pirate record");
        let deal = &report.deals[0];
        assert!(
            deal.missing
                .iter()
                .all(|m| !m.contains("auction is not finished")),
            "{name}: {:?}",
            deal.missing
        );
        match expected {
            None => assert!(
                deal.void_deal && deal.contract.is_none(),
                "{name}: expected a void deal"
            ),
            Some((declarer, dummy, contract, doubled, leader)) => {
                let c = deal
                    .contract
                    .unwrap_or_else(|| panic!("{name}: no contract"));
                let got = (
                    c.declarer.to_string(),
                    c.dummy.to_string(),
                    c.bid().code(),
                    serde_json::to_value(c.doubled)
                        .unwrap()
                        .as_str()
                        .unwrap()
                        .to_string(),
                    deal.opening_leader.unwrap().to_string(),
                );
                assert_eq!(
                    got,
                    (
                        declarer.to_string(),
                        dummy.to_string(),
                        contract.to_string(),
                        doubled.to_string(),
                        leader.to_string()
                    ),
                    "{name}"
                );
            }
        }
    }
}
