//! What a grammar rule stands for in a card player's words, and the hints for a syntax error
//! (a misspelt call or verb, a word that is nearly a card).

use crate::cards::Suit;
use crate::record::parse::Rule;

/// What a rule stands for, in a card player's words (as Tera's `renamed_rules` does), with an
/// order so that the likeliest comes first.
pub(super) fn expected_phrase(rule: Rule) -> (u8, &'static str) {
    match rule {
        Rule::colon => (0, "`:` after the keyword, as in `dealer: N`"),
        Rule::call
        | Rule::bid
        | Rule::pass
        | Rule::accept
        | Rule::double
        | Rule::redouble
        | Rule::leave_it
        | Rule::may_i_play
        | Rule::satisfied
        | Rule::yes
        | Rule::declare => (1, "a call such as 1S, 2NT, pass, accept, double"),
        Rule::card => (2, "a card such as SK, ♠K or 10H"),
        Rule::irregularity => (
            3,
            "an irregularity such as `exposes CK` or `claims the rest`",
        ),
        Rule::next_trick_words => (3, "`to the next trick` or `early`"),
        Rule::level => (1, "the number of odd tricks bid, 1 to 7"),
        Rule::strain | Rule::strain_code | Rule::strain_word => {
            (1, "a strain: C, D, H, S, NT (or clubs … no trumps), or NL")
        }
        Rule::seat | Rule::seat_ref | Rule::player_name => {
            (1, "a seat (N, E, S or W) or a player's name")
        }
        Rule::side => (1, "a side such as N+S or E-W"),
        Rule::code_name => (
            1,
            "the name of a code: pirate-1916, pirate-1917 or portland-1895",
        ),
        Rule::player => (1, "a seat and its player's name, such as `N Jones`"),
        Rule::nullo_value => (1, "`allowed` or `not allowed`"),
        Rule::deal_label => (1, "the deal's number or letter, such as `1` or `A`"),
        Rule::pbn_deal | Rule::labelled_hand => (
            1,
            "the hands as a PBN deal, such as `N:AKQ43.K65.A2.J94 E:…`",
        ),
        Rule::pbn_hand => (1, "a hand such as AKQ43.K65.A2.J94"),
        Rule::unknown_hand => (9, "`-` for a hand not given"),
        Rule::diagram_line => (
            5,
            "a line of the diagram such as `N: ♠ A K Q 4 3  ♥ K 6 5 …`",
        ),
        Rule::card_list | Rule::suit_holdings | Rule::suit_holding => (
            1,
            "a hand, suit by suit (`♠ A K Q 4 3  ♥ K 6 5 …`) or card by card (`AS KS …`)",
        ),
        Rule::suit_mark => (1, "a suit: S, H, D, C or ♠ ♥ ♦ ♣"),
        Rule::rank => (1, "a rank: A K Q J 10 (or T) 9 … 2"),
        Rule::void_mark => (2, "`-` for a void suit"),
        Rule::suit_name => (1, "a suit such as hearts, H or ♥"),
        Rule::number | Rule::count => (1, "a number"),
        Rule::trick_number => (6, "a trick number such as `3.`"),
        Rule::auction_event | Rule::play_event => {
            (4, "a seat and what it did, such as `N 1S` or `E HQ`")
        }
        Rule::auction_line
        | Rule::play_line
        | Rule::auction_items
        | Rule::play_items
        | Rule::plain_trick_line => (6, "a line of calls or plays, such as `N 1S; E pass`"),
        Rule::code_stmt | Rule::players_stmt | Rule::nullo_stmt => {
            (7, "a header line (`code:`, `players:` or `nullo:`)")
        }
        Rule::dealer_stmt
        | Rule::hands_stmt
        | Rule::auction_section
        | Rule::play_section
        | Rule::result_stmt
        | Rule::honors_stmt
        | Rule::claim_stmt => (
            5,
            "a statement such as `dealer: N`, `hands:`, `auction:`, `play:` or `result:`",
        ),
        Rule::deal_block | Rule::deal_heading | Rule::kw_deal | Rule::implicit_deal => {
            (8, "a new deal, such as `deal 2`")
        }
        Rule::honors_easy
        | Rule::aces_easy
        | Rule::aces_held
        | Rule::in_one_hand
        | Rule::honors_between => (
            1,
            "honours such as `N+S four`, `S four in one hand, N one`, `aces easy` or `none`",
        ),
        Rule::claim => (
            1,
            "a claim such as `S makes 9 tricks in hearts with E as dummy`",
        ),
        Rule::bound | Rule::at_least | Rule::at_most | Rule::exactly => {
            (2, "`at least`, `at most` or `exactly`")
        }
        Rule::dummy_clause => (3, "`with E as dummy`"),
        Rule::lead_clause => (4, "the opening lead, such as `W leading spades`"),
        Rule::the_rest => (1, "`the rest` or a number of tricks"),
        Rule::choice_name => (1, "the name of a penalty, such as `call-suit`"),
        Rule::end_of_line | Rule::EOI => (9, "the end of the line"),
        Rule::record => (9, "a record"),
        _ => (9, "something else"),
    }
}

/// A hint for a syntax error, from what was expected and what was found.
pub(super) fn syntax_hint(positives: &[Rule], found: &str) -> Option<String> {
    let has = |r: Rule| positives.contains(&r);
    if found.starts_with('"') && (has(Rule::player_name) || has(Rule::seat_ref)) {
        return Some(
            "a name in double quotes ends with a closing `\"` on the same line: `N \"R. F. Foster\"`"
                .into(),
        );
    }
    if has(Rule::choice_name) || (has(Rule::card) && has(Rule::suit_name) && !has(Rule::call)) {
        return Some(
            "a choice is one penalty's name, its words joined by hyphens, then the card or suit it needs: `chooses call-suit hearts`, `chooses call-card SK`, `chooses new-deal`; the ruling lists the names on offer as its options"
                .into(),
        );
    }
    if has(Rule::colon) {
        return Some(
            "a statement's keyword is followed by a colon: `dealer: N`, `hands: …`, `auction:`"
                .into(),
        );
    }
    if has(Rule::code_name) {
        return Some("the codes are pirate-1916 (the 1916 booklet), pirate-1917 (Foster's 1917 book) and portland-1895 (the Portland Club's laws)".into());
    }
    if has(Rule::trick_number) && found.ends_with('.') {
        return Some(
            "a trick is numbered `1.` to `13.`, then the plays: `1. E HQ, S HA, W H2, N H5`".into(),
        );
    }
    if has(Rule::call) || has(Rule::card) {
        if let Some(word) = did_you_mean(found) {
            return Some(format!("did you mean `{word}`?"));
        }
        if looks_like_a_card(found) {
            return Some("a card is a rank (A K Q J, 10 or T, 9 … 2) and a suit (S H D C or ♠ ♥ ♦ ♣), either way round: SK, KS, ♠K, 10H".into());
        }
        return Some("a Pirate call is a bid (1S, 3NT, 2NL), pass, accept, double or redouble; a Portland call is a declaration (hearts, no trumps), leave it to partner, may I play?, yes, double, satisfied or redouble; several share a line separated by `;` or `,`".into());
    }
    if has(Rule::seat_ref) || has(Rule::seat) {
        return Some("a seat is N, E, S or W, or a player's name from the `players:` line".into());
    }
    if has(Rule::rank) || has(Rule::suit_mark) || has(Rule::card_list) {
        return Some("a hand is written suit by suit (`♠ A K Q 4 3  ♥ K 6 5  ♦ A 2  ♣ J 9 4`, `-` for a void), card by card (`AS KS QS …`), or as PBN (`AKQ43.K65.A2.J94`)".into());
    }
    let word = found.to_ascii_lowercase();
    if (has(Rule::end_of_line) || has(Rule::EOI))
        && ["to", "before", "early", "next"].contains(&word.as_str())
    {
        return Some("a lead before the trick is complete is written `N leads SK to the next trick` (or `early`); a second card to the same trick, `N plays SK`".into());
    }
    if has(Rule::end_of_line) || has(Rule::EOI) {
        return Some(
            "one statement a line; calls or plays that share a line are separated by `;` or `,`"
                .into(),
        );
    }
    None
}

/// The call or verb nearest a misspelt word (`pas` → `pass`), within two letters' difference.
pub(super) fn did_you_mean(found: &str) -> Option<&'static str> {
    const WORDS: [&str; 28] = [
        "pass",
        "accept",
        "double",
        "redouble",
        "re-double",
        "satisfied",
        "yes",
        "hearts",
        "spades",
        "diamonds",
        "clubs",
        "nullo",
        "leave",
        "plays",
        "leads",
        "exposes",
        "asks",
        "corrects",
        "answers",
        "claims",
        "concedes",
        "looks",
        "names",
        "touches",
        "suggests",
        "draws",
        "stops",
        "chooses",
    ];
    // The words are ASCII: ASCII lower case compares the same, and leaves Unicode's case
    // tables (some 16 KB) out of the WebAssembly engine.
    let word = found.to_ascii_lowercase();
    if word.chars().count() < 3 || word.chars().any(|c| !c.is_alphabetic() && c != '-') {
        return None;
    }
    WORDS
        .iter()
        .map(|w| (edit_distance(&word, w), *w))
        .filter(|(d, w)| *d > 0 && *d <= if w.len() <= 4 { 1 } else { 2 })
        .min_by_key(|(d, _)| *d)
        .map(|(_, w)| w)
}

/// Levenshtein distance, by characters.
pub(super) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != *cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Two or three characters that are nearly a card: a suit first, or a rank first and a suit
/// last (`HX`, `S1`, `1H`, `♠Z`), but not a short word such as `pas`.
fn looks_like_a_card(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    let is_suit = |c: char| Suit::from_char(c).is_some();
    let is_rankish = |c: char| c.is_ascii_digit() || "AKQJTakqjt".contains(c);
    match chars.as_slice() {
        [a, rest @ ..] if (1..=2).contains(&rest.len()) && is_suit(*a) => {
            rest.iter().all(|c| c.is_alphanumeric())
        }
        [a, .., z] if chars.len() <= 3 && is_rankish(*a) && is_suit(*z) => true,
        _ => false,
    }
}
