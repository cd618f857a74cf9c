//! The state of a Pirate play at the table while it is replayed: the contract, the tricks, the
//! rulings so far, a play out of turn awaiting its outcome, the revokes, the cards lying exposed.
//! The replay ([`super::the_play`]) owns it and the order of events, and hands it to the module
//! of each irregularity's section, which rules over the state it is given.

use crate::cards::{Card, Hand, Seat, Suit};
use crate::game::{Contract, PlayState};
use crate::law::{Place, Ruling};
use crate::record::{Action, Code, Event, Span};

/// Law 29: the player on the declarer's left leads, unless he is dummy; then the next.
pub(crate) fn opening_leader(contract: &Contract) -> Seat {
    let left = contract.declarer.left();
    if left == contract.dummy {
        left.left()
    } else {
        left
    }
}

/// A lead or play out of turn awaiting the next event to show what became of it.
#[derive(Clone, Debug)]
pub(crate) struct OutOfTurn {
    pub seat: Seat,
    pub card: Card,
    /// Who should have played.
    pub rightful: Seat,
    /// Index of the ruling in `rulings`.
    pub ruling: usize,
    pub lead: bool,
}

/// The declarer's card led to the next trick before this one was complete, held until the
/// trick is complete and then led (`errors_in_play::declarer_led_before_trick_complete`).
#[derive(Clone, Debug)]
pub(crate) struct EarlyLead {
    /// Who led it (the declarer, or dummy for a card of dummy's) and where the record wrote it.
    pub seat: Seat,
    pub span: Span,
    pub card: Card,
    /// Index of the ruling in `rulings`.
    pub ruling: usize,
}

impl EarlyLead {
    /// The card as a play, to be led once the trick is complete. Made anew, not the record's
    /// event cloned: a clone of an event costs the page's engine the cloning of every action.
    pub(crate) fn as_play(&self) -> Event {
        Event {
            seat: self.seat,
            action: Action::Play {
                card: self.card,
                trick: None,
                to_next_trick: false,
            },
            span: self.span,
        }
    }
}

/// The state of a Pirate play being replayed.
#[derive(Debug)]
pub(crate) struct Replay {
    pub code: Code,
    pub contract: Contract,
    pub state: PlayState,
    pub rulings: Vec<Ruling>,
    pub out_of_turn: Option<OutOfTurn>,
    pub revokes: Revokes,
    pub exposed: Exposed,
    /// An exposed card the declarer has called, awaiting its holder's next play (law 51).
    pub called: Option<Called>,
    /// Cards that lie subject to call once the declarer elects `call-exposed` on the ruling
    /// given: cards exposed before the play (law 44), and the card an adversary played in error
    /// and took back in correcting his revoke (law 57).
    pub exposed_when_called: Vec<(usize, Seat, Vec<Card>)>,
    /// Whether the opening lead has been made.
    pub started: bool,
    /// The player who conceded the rest of the tricks, if one did (law 50).
    pub conceded_rest: Option<Seat>,
    /// Whether the declarer has claimed the rest of the tricks or named the number he will win:
    /// cards his adversaries expose after it cannot be called (law 50).
    pub declarer_claimed: bool,
    /// Cards the adversaries exposed after the declarer's claim, which cannot be called (law 50).
    pub exposed_after_claim: Exposed,
    /// The cards of dummy's the declarer has named or touched in the trick in progress, each
    /// with its ruling: if he touches more than one, he may play either (law 66).
    pub dummy_touched: Vec<(u8, usize, Card)>,
    /// The declarer's lead to the next trick, made before this one was complete, waiting for
    /// the trick to be complete.
    pub early_lead: Option<EarlyLead>,
    /// Penalties elected that direct a player's coming card, waiting for it (law 52).
    pub owed: Vec<Owed>,
    /// The cards dummy suggested (law 64), each with its ruling's index.
    pub suggested: Vec<(usize, Card)>,
    /// Tricks holding a fifth card, not corrected before the next trick was played to (law
    /// 38): the trick's search waits for its player to announce the shortage.
    pub fifth_cards: Vec<FifthCard>,
}

/// A trick of five: `seat` played `first` to trick `trick` and then `card` (law 38).
#[derive(Clone, Debug)]
pub(crate) struct FifthCard {
    pub seat: Seat,
    pub trick: u8,
    pub first: Card,
    pub card: Card,
    /// The index of the announcement's ruling, once the shortage is announced.
    pub announced: Option<usize>,
    /// Announced before the deal was played out: the tricks may be searched (law 38), and
    /// looking at them then costs nothing (law 39's "except under Law 38").
    pub searched: bool,
    /// Whether a card of the two has gone back to his hand.
    pub restored: bool,
    /// The trick in progress when it went back.
    pub restored_at: Option<u8>,
}

impl Replay {
    pub(crate) fn place(&self) -> Place {
        // An event written once the thirteenth trick is played happened after the play.
        if self.state.tricks.len() >= 13 && self.state.current.cards.is_empty() {
            return Place::AfterPlay;
        }
        Place::Play {
            trick: self.state.trick_number().min(13),
            position: self.state.current.cards.len() as u8,
        }
    }

    pub(crate) fn is_declaring(&self, seat: Seat) -> bool {
        seat == self.contract.declarer || seat == self.contract.dummy
    }

    /// The other adversary, or dummy for declarer and declarer for dummy.
    pub(crate) fn partner(&self, seat: Seat) -> Seat {
        if seat == self.contract.declarer {
            self.contract.dummy
        } else if seat == self.contract.dummy {
            self.contract.declarer
        } else {
            self.contract
                .declaring_side()
                .adversaries()
                .partner_of(seat)
                .unwrap_or(seat)
        }
    }

    pub(crate) fn adversaries(&self) -> [Seat; 2] {
        let a = self.contract.declaring_side().adversaries();
        [a.first, a.second]
    }
}

/// One failure to follow suit found in the play.
#[derive(Clone, Debug)]
pub(crate) struct RevokeCase {
    pub seat: Seat,
    pub trick: u8,
    pub card: Card,
    pub suit_led: Suit,
    pub by_dummy: bool,
    pub corrected: bool,
    pub established: bool,
    /// Who asked the revoker "none of the suit?" before it was established.
    pub asked_by: Vec<Seat>,
    pub span: crate::record::Span,
    /// What shows that the player held the suit led.
    pub proof: Proof,
    /// A penalty he refused to comply with though he could (law 52: "any refusal to comply
    /// with a performable penalty is also a revoke"): a called exposed card, or another.
    pub refused: Option<Refused>,
    /// Law 55: the revoker's answer to the question, if the record gives it: `true` for the
    /// negative ("none").
    pub answered_none: Option<bool>,
    /// Established by the revoker's partner's card to the following trick after the question
    /// of law 55 (two readings, `question::partner_played`).
    pub by_partner: bool,
    /// 1916: dummy, his hand down, asked the revoker, an adversary, "none of the suit?", which
    /// law 62 (b) gives him only of his partner: he called attention to the renounce, and the
    /// penalty cannot be demanded (law 63).
    pub dummy_drew_attention: bool,
}

impl RevokeCase {
    /// A failure to follow suit (or a penalty refused) by `seat`, open: neither corrected nor
    /// established, no question asked.
    pub(crate) fn new(
        seat: Seat,
        trick: u8,
        card: Card,
        suit_led: Suit,
        span: Span,
        proof: Proof,
    ) -> Self {
        RevokeCase {
            seat,
            trick,
            card,
            suit_led,
            by_dummy: false,
            corrected: false,
            established: false,
            asked_by: Vec::new(),
            span,
            proof,
            refused: None,
            answered_none: None,
            by_partner: false,
            dummy_drew_attention: false,
        }
    }
}

/// A performable penalty refused (law 52), as the revoke ruling states it.
#[derive(Clone, Debug)]
pub(crate) struct Refused {
    /// The penalty, in words, after "though": "the declarer had called ♠K, which he could play".
    pub penalty: String,
    /// The finding that he could comply, before "any refusal … is also a revoke".
    pub why: String,
    /// Another reading of the laws, if they admit one (law 64: the card came from dummy's hand).
    pub reading: Option<String>,
    /// The law that gave the penalty.
    pub law: u16,
    /// The cards any one of which, held when he played, shows he could comply: a card of them
    /// played or shown later proves the revoke when the hand is not given.
    pub could: Hand,
}

/// A penalty elected that directs a player's next card or lead, waiting for it (law 52: a
/// refusal to comply with a performable penalty is also a revoke).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Owed {
    /// Who must comply; `None`: the adversary who leads next (a suit called or forbidden).
    pub seat: Option<Seat>,
    pub what: Owe,
    /// The trick his card is owed to; `None`: his next lead.
    pub trick: Option<u8>,
    /// The ruling whose penalty was elected.
    pub ruling: usize,
    pub law: u16,
}

/// What a penalty elected directs (laws 30, 32, 33, 36, 40–44, 64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Owe {
    Highest,
    Lowest,
    Win,
    NotWin,
    Lead(Suit),
    NotLead(Suit),
    Play(Card),
    NotPlay(Card),
    /// Law 36: void in the suit led, his highest card of the suit the declarer names.
    Discard(Suit),
}

/// What proves that a player who did not follow suit held a card of the suit led.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Proof {
    /// His hand, as the record gives it.
    Hand,
    /// A later fact of the record, the hand not being given: a card of the suit he played
    /// afterwards or showed ("E played ♣A to trick 4"). Cards leave a hand; they do not come in.
    Later(String),
    /// Nothing in the record: his hand is not given, and no later fact shows the suit.
    Unproved,
}

/// The revokes of a deal, and the claims made of them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Revokes {
    pub cases: Vec<RevokeCase>,
    /// (claimer, accused, trick named, where written)
    pub claims: Vec<(Seat, Seat, Option<u8>, crate::record::Span)>,
    /// A revoke corrected without naming the substitute: the revoker's next card replaces it.
    pub awaiting_substitute: Option<usize>,
    /// A player who followed the revoker and took his card back once the revoke was corrected
    /// (law 57), and the trick: his next card replaces it.
    pub follower_withdrew: Option<(Seat, u8)>,
}

/// An exposed card the declarer has called (law 51), waiting for its holder's next play.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Called {
    pub seat: Seat,
    pub card: Card,
    /// The ruling that records the call.
    pub ruling: usize,
}

/// The adversaries' cards lying exposed and subject to call (laws 45, 51), in order of seat and
/// card. A handful at most: a sorted list (a set's code would cost the page's engine more).
#[derive(Clone, Debug, Default)]
pub(crate) struct Exposed {
    cards: Vec<(Seat, Card)>,
}

impl Exposed {
    pub(crate) fn add(&mut self, seat: Seat, card: Card) {
        if let Err(i) = self.cards.binary_search(&(seat, card)) {
            self.cards.insert(i, (seat, card));
        }
    }

    pub(crate) fn contains(&self, seat: Seat, card: Card) -> bool {
        self.cards.binary_search(&(seat, card)).is_ok()
    }

    pub(crate) fn remove(&mut self, seat: Seat, card: Card) {
        if let Ok(i) = self.cards.binary_search(&(seat, card)) {
            self.cards.remove(i);
        }
    }

    pub(crate) fn of(&self, seat: Seat) -> Vec<Card> {
        self.cards
            .iter()
            .filter(|(s, _)| *s == seat)
            .map(|(_, c)| *c)
            .collect()
    }
}
