//! Move ordering: the legal cards of a node, one from each run of equivalent cards, best
//! first. Ordering never changes a result, only how soon a cutoff comes.
//!
//! At a suit or no-trump contract the weights are after DDS (Haglund and Hein), its
//! `WeightAlloc` functions: at the lead by what the suit offers the leader's side (a winner,
//! an entry to the partner, a ruff, a finesse position), with the killer move (the lead that
//! last cut off at this trick) as a bonus; following, the cheapest card sure to win, low when
//! the trick is the side's already. DDS takes the partner to sit opposite; here the partner is
//! `partner[leader]` and each positional rule is read from who plays after whom: an adversary
//! who plays *before* the partner (DDS's left-hand opponent) or *after* him (DDS's
//! right-hand opponent, who sits over the partner's cards).
//!
//! At the nullo every player plays to lose tricks, and the ordering is its own
//! (`nullo_weight`); there the table's stored lead is a bonus too.
//!
//! One file: the weights (the lead, following, discards, the nullo's) are the cases of one
//! ordering, tuned and measured together against the search's node counts; and split into
//! modules of their own, rustc may put them in codegen units apart from the search's node loop
//! that calls them (release builds are not LTO), a change of speed nobody has measured.

use crate::solver::engine::{Engine, NO_TRUMP, Play, count_cards, high_bit, run_low};

/// Moves of one node, with ordering scores: kept small (a node builds one), each card and
/// its score as one sort key.
pub(super) struct Moves {
    /// Best first once sorted: the score × 256 plus 255 less the card's play code, so that
    /// equal scores go lower code first (suits in order, low cards first: the order the
    /// cards are offered in), and the card is read back from the key.
    keys: [i32; 13],
    pub(super) len: usize,
}

impl Moves {
    pub(super) fn new() -> Moves {
        Moves {
            keys: [0; 13],
            len: 0,
        }
    }
    pub(super) fn push(&mut self, play: Play, score: i32) {
        if self.len < 13 {
            self.keys[self.len] = score * 256 + (255 - i32::from(code(play)));
            self.len += 1;
        }
    }
    /// Highest score first (insertion sort, shifting the lower keys up: the lists are short;
    /// `len` is at most 13, said so that the index checks go).
    fn sort(&mut self) {
        for i in 1..self.len.min(13) {
            let key = self.keys[i];
            let mut j = i;
            while j > 0 && self.keys[j - 1] < key {
                self.keys[j] = self.keys[j - 1];
                j -= 1;
            }
            self.keys[j] = key;
        }
    }
    /// The `i`th card, best first once sorted.
    #[inline]
    pub(super) fn play(&self, i: usize) -> Play {
        let c = 255 - (self.keys[i] & 255) as u8;
        Play {
            suit: usize::from(c >> 4),
            bit: 1 << (c & 15),
        }
    }
    /// The `i`th card's score.
    #[cfg(test)]
    fn score(&self, i: usize) -> i32 {
        self.keys[i] >> 8
    }
    /// The cards, best first once sorted.
    #[inline]
    pub(super) fn plays(&self) -> impl Iterator<Item = Play> + '_ {
        (0..self.len).map(|i| self.play(i))
    }
}

/// The play's code: suit in the high nibble, the rank's bit index in the low one.
#[inline]
pub(super) fn code(play: Play) -> u8 {
    (play.suit as u8) << 4 | play.bit.trailing_zeros() as u8
}

/// No seat (for a card that is not out).
const NOBODY: usize = 4;

/// The three highest cards of a suit still out: their holders and the top two cards.
#[derive(Clone, Copy)]
struct Tops {
    winner: u16,
    winner_hand: usize,
    second: u16,
    second_hand: usize,
    third_hand: usize,
}

/// DDS's rank numbers: 2 for the deuce, 14 for the ace.
#[inline]
fn rank(bit: u16) -> i32 {
    bit.trailing_zeros() as i32 + 2
}

/// The card's place among the cards out, 1 for the highest (DDS's relative rank).
#[inline]
fn rel_rank(alive: u16, bit: u16) -> i32 {
    count_cards(alive & !(bit | (bit - 1))) as i32 + 1
}

impl Engine {
    /// The move that last cut off at this trick and place in it (a play code, 0xff none).
    #[inline]
    fn killer(&self, seat: usize) -> u8 {
        self.killers[(self.cards_left(seat) as usize).min(13)][self.trick_len]
    }

    fn holder(&self, suit: usize, bit: u16) -> usize {
        (0..4)
            .find(|&h| self.hands[h][suit] & bit != 0)
            .unwrap_or(NOBODY)
    }

    fn suit_tops(&self, suit: usize, alive: u16) -> Tops {
        let winner = high_bit(alive);
        let rest = alive & !winner;
        let second = high_bit(rest);
        let third = high_bit(rest & !second);
        if alive == self.alive(suit) {
            // No card of the suit on the table: the holders are kept, the highest first.
            let h = self.holders[suit] as usize;
            let at = |bit: u16, i: u32| if bit == 0 { NOBODY } else { (h >> (2 * i)) & 3 };
            return Tops {
                winner,
                winner_hand: at(winner, 0),
                second,
                second_hand: at(second, 1),
                third_hand: at(third, 2),
            };
        }
        Tops {
            winner,
            winner_hand: if winner == 0 {
                NOBODY
            } else {
                self.holder(suit, winner)
            },
            second,
            second_hand: if second == 0 {
                NOBODY
            } else {
                self.holder(suit, second)
            },
            third_hand: if third == 0 {
                NOBODY
            } else {
                self.holder(suit, third)
            },
        }
    }

    /// The legal cards, one from each run of equivalent cards, ordered best first. `tt_best`
    /// is the table's stored best move here (code, or 0xff).
    // Inlined into the move loop only as far as a player following suit with one run of
    // cards (a third of the nodes that order moves: one card, nothing to order); the rest is
    // out of line: its locals would stay in every node's stack frame for the whole search
    // below it. The facts each kind of node needs are found once, and only when there is
    // more than one card to order.
    #[inline(always)]
    pub(super) fn moves(&self, tt_best: u8) -> Moves {
        let seat = self.to_play();
        if self.trick_len > 0 {
            let led = self.trick[0].suit;
            let mine = self.hands[seat][led];
            if mine != 0 {
                // Following suit: only the led suit's cards.
                let alive = self.alive_with_table(led);
                let tops = run_tops(mine, alive);
                if tops & (tops - 1) == 0 {
                    let mut moves = Moves::new();
                    moves.push(
                        Play {
                            suit: led,
                            bit: tops,
                        },
                        0,
                    );
                    return moves;
                }
                return self.following_moves(seat, alive, tops, tt_best);
            }
        }
        self.moves_of_every_suit(seat, tt_best)
    }

    /// [`Engine::moves`] following suit with more than one run: `tops`, the heads of the
    /// runs; `alive`, the led suit's cards out with the table's.
    #[inline(never)]
    fn following_moves(&self, seat: usize, alive: u16, tops: u16, tt_best: u8) -> Moves {
        let led = self.trick[0].suit;
        let mut moves = Moves::new();
        if self.wants_tricks(seat) {
            let facts = self.follow_facts(seat, alive);
            for_each_bit(tops, |bit| {
                let play = Play { suit: led, bit };
                moves.push(play, self.follow_weight(&facts, play, true, seat, alive));
            });
        } else {
            let facts = self.nullo_follow_facts(seat);
            for_each_bit(tops, |bit| {
                let play = Play { suit: led, bit };
                moves.push(play, self.nullo_weight(&facts, play, true, tt_best, 0xff));
            });
        }
        moves.sort();
        moves
    }

    /// [`Engine::moves`] at a lead, or of a player void in the led suit: every suit held.
    #[inline(never)]
    fn moves_of_every_suit(&self, seat: usize, tt_best: u8) -> Moves {
        let mut moves = Moves::new();
        let hand = self.hands[seat];
        // A lead, or a void in the led suit: every suit held.
        let mut tops = [0u16; 4];
        let mut count = 0;
        for suit in 0..4 {
            if hand[suit] != 0 {
                tops[suit] = run_tops(hand[suit], self.alive_with_table(suit));
                count += count_cards(tops[suit]);
            }
        }
        if count == 1 {
            let suit = (0..4).find(|&s| tops[s] != 0).unwrap_or(0);
            moves.push(
                Play {
                    suit,
                    bit: tops[suit],
                },
                0,
            );
            return moves;
        }
        let wants = self.wants_tricks(seat);
        if self.trick_len == 0 {
            let killer = self.killer(seat);
            if wants {
                let partner = self.partner[seat];
                let around = self.adversaries_around(seat, partner);
                for (suit, &held) in tops.iter().enumerate() {
                    if held == 0 {
                        continue;
                    }
                    // No card on the table at a lead.
                    let alive = self.alive(suit);
                    let facts = self.lead_suit_facts(seat, suit, alive, around);
                    for_each_bit(held, |bit| {
                        let play = Play { suit, bit };
                        moves.push(play, self.lead_weight(&facts, play, alive, killer));
                    });
                }
            } else {
                let opps = self.adversaries_of(seat);
                for (suit, &held) in tops.iter().enumerate() {
                    if held == 0 {
                        continue;
                    }
                    let facts = self.nullo_lead_facts(seat, opps, suit);
                    for_each_bit(held, |bit| {
                        let play = Play { suit, bit };
                        moves.push(
                            play,
                            self.nullo_weight(&facts, play, false, tt_best, killer),
                        );
                    });
                }
            }
        } else if wants && self.trump != NO_TRUMP && hand[self.trump] != 0 {
            // Void: ruffs and discards.
            let facts = self.follow_facts(seat, 0);
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    let play = Play { suit, bit };
                    moves.push(play, self.follow_weight(&facts, play, false, seat, 0));
                });
            }
        } else if wants {
            // Void, no trump to ruff with: discards only.
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    moves.push(
                        Play { suit, bit },
                        self.discard_weight(seat, Play { suit, bit }),
                    );
                });
            }
        } else {
            // At the nullo a void discards his highest cards (`nullo_weight`).
            for (suit, &held) in tops.iter().enumerate() {
                for_each_bit(held, |bit| {
                    let rank = bit.trailing_zeros() as i32;
                    moves.push(Play { suit, bit }, 200 + rank);
                });
            }
        }
        moves.sort();
        moves
    }
}

/// The player's cards that head a run of equivalent cards: the next higher card still out
/// (`alive`) is not his. Found for all the cards at once: a card is below one of his own
/// when the card above it is his, or is gone (not out) and the card above that is his, and
/// so on up (a carry through the cards gone, in four doubling steps for 13 ranks).
#[inline]
fn run_tops(mine: u16, alive: u16) -> u16 {
    let mut below_mine = mine >> 1;
    let mut gone = (!alive & 0x1fff) >> 1;
    below_mine |= gone & (below_mine >> 1);
    gone &= gone >> 1;
    below_mine |= gone & (below_mine >> 2);
    gone &= gone >> 2;
    below_mine |= gone & (below_mine >> 4);
    gone &= gone >> 4;
    below_mine |= gone & (below_mine >> 8);
    mine & !below_mine
}

/// The seats of a seat mask, lowest first.
#[inline]
fn seats(mut mask: u8) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let seat = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(seat)
        }
    })
}

/// Calls `f` with each card of a mask, lowest first.
#[inline]
fn for_each_bit(mut mask: u16, mut f: impl FnMut(u16)) {
    while mask != 0 {
        let bit = mask & mask.wrapping_neg();
        mask &= !bit;
        f(bit);
    }
}

/// How a trick in progress stands for the player to play, for his cards' weights (after
/// DDS's `WeightAlloc` for the second, third and fourth hands, read by who plays after whom).
struct FollowFacts {
    /// The card now winning the trick.
    winning: Play,
    /// The player's side is winning the trick.
    ours: bool,
    /// The trick is the player's side's whatever he plays: his side is winning it and no
    /// adversary still to play can beat the winning card, or a partner still to play holds a
    /// card no adversary can beat.
    safe: bool,
    /// The highest card of the led suit among adversaries still to play.
    their_top: u16,
    /// The highest trump of an adversary still to play who can ruff (void in the led suit).
    their_ruff: u16,
    /// When the last to play is an adversary who follows suit: the lowest card of the
    /// player's that forces his top card (above his next lower cards and the winning card;
    /// DDS's `RankForcesAce`), 0 otherwise. Its run is tried before the player's other
    /// cards that may not win.
    force: u16,
}

impl Engine {
    /// `alive`: the led suit's cards out with the table's, when the player follows suit (0
    /// when he is void, and the forcing card is not looked for).
    fn follow_facts(&self, seat: usize, alive: u16) -> FollowFacts {
        let wi = self.winning;
        let winning = self.trick[wi];
        let ours = self.same_side((self.leader + wi) % 4, seat);
        let led = self.trick[0].suit;
        let t = self.trump;
        let (mut their_top, mut their_ruff) = (0u16, 0u16);
        let mut partner_top = 0u16;
        let mut partner_later = false;
        for k in self.trick_len + 1..4 {
            let o = (self.leader + k) % 4;
            let held = self.hands[o][led];
            if self.same_side(o, seat) {
                partner_later = true;
                partner_top = partner_top.max(held);
            } else {
                their_top = their_top.max(held);
                if held == 0 && t != NO_TRUMP && led != t {
                    their_ruff = their_ruff.max(self.hands[o][t]);
                }
            }
        }
        // A card of the led suit (or a trump) beats every adversary still to play.
        let holds = |suit: usize, bit: u16| {
            if suit == led {
                bit > their_top && their_ruff == 0
            } else {
                suit == t && bit > their_ruff
            }
        };
        let safe = (ours && holds(winning.suit, winning.bit))
            || (winning.suit == led
                && high_bit(partner_top) > winning.bit
                && holds(led, high_bit(partner_top)));
        let mut force = 0;
        // Every player still to play an adversary, none of them ruffing.
        let last_are_theirs = !partner_later;
        if alive != 0 && last_are_theirs && their_ruff == 0 && their_top != 0 && winning.suit == led
        {
            // The adversary's top card and the cards in one run with it; below them, his
            // next card: the player's card must beat it (and the winning card).
            let low = run_low(alive, their_top, high_bit(their_top));
            let second = high_bit(their_top & (low - 1));
            let floor = if second > winning.bit {
                second
            } else if !ours {
                winning.bit
            } else {
                0
            };
            if floor != 0 {
                let above = self.hands[seat][led] & !(floor | (floor - 1));
                force = above & above.wrapping_neg();
            }
        }
        FollowFacts {
            winning,
            ours,
            safe,
            their_top,
            their_ruff,
            force,
        }
    }

    /// `alive`: the led suit's cards out, with the table's (when following).
    fn follow_weight(
        &self,
        f: &FollowFacts,
        play: Play,
        following: bool,
        seat: usize,
        alive: u16,
    ) -> i32 {
        let rank = play.bit.trailing_zeros() as i32;
        let led = self.trick[0].suit;
        let t = self.trump;
        let beats = if play.suit == f.winning.suit {
            play.bit > f.winning.bit
        } else {
            play.suit == t
        };
        let sure = beats
            && if play.suit == led {
                play.bit > f.their_top && f.their_ruff == 0
            } else {
                play.bit > f.their_ruff
            };
        if following {
            if f.safe {
                -rank
            } else if sure {
                80 - rank
            } else if f.force != 0 {
                // Third hand, an adversary last: force his top card, else play low.
                let between = alive & !(f.force | (f.force - 1)) & (play.bit - 1);
                if play.bit >= f.force && between & !self.hands[seat][led] == 0 {
                    FORCE - rank
                } else {
                    -20 - rank
                }
            } else if f.ours || !beats {
                -20 - rank
            } else {
                FOLLOW_UNSURE - rank
            }
        } else {
            // Void: ruff or discard.
            if play.suit == t {
                if f.safe || !beats {
                    -40 - rank
                } else if sure {
                    80 - rank
                } else {
                    FOLLOW_UNSURE - rank
                }
            } else {
                self.discard_weight(seat, play)
            }
        }
    }

    /// A discard's weight: low cards from long suits first (DDS's suit weight).
    #[inline]
    fn discard_weight(&self, seat: usize, play: Play) -> i32 {
        let long = ((self.len_of(seat, play.suit) as i32) << 6) / 36;
        long - play.bit.trailing_zeros() as i32
    }
}

/// A card that beats the winning card but may be beaten by an adversary still to play: after
/// the sure winners, before the low cards (forces a higher card out; DDS's second hand).
const FOLLOW_UNSURE: i32 = 50;
/// Third hand's card that forces the top card of the adversary playing last (DDS: +20 over
/// the low cards).
const FORCE: i32 = 0;

/// At the nullo, what the other side holds in a suit and how the trick stands, for the
/// weights of one player's cards of that suit.
struct NulloFacts {
    /// The other side's highest card of the suit (at a lead).
    their_top: u16,
    /// At a lead: an adversary is void in the suit (and sheds a card on it).
    their_void: bool,
    /// At a lead: the lowest card of an adversary who holds the suit and must play above
    /// it (the highest such floor), 0 when every adversary can duck or is void.
    forced_floor: u16,
    /// Following: the card now winning the trick, and its suit.
    winning: u16,
    winning_suit: usize,
    /// Following: the other side is winning the trick.
    theirs_winning: bool,
    /// Following: the highest lowest card of an adversary still to play who holds the led
    /// suit (he must play above any card under it), 0 when none.
    later_floor: u16,
    /// Following: the lowest card of the partner when he is still to play and holds the led
    /// suit (he must go above any card under it), 0 otherwise. At a lead: the partner's
    /// lowest card of the suit, 0 when he is void.
    partner_floor: u16,
}

impl Engine {
    /// At a lead, of the suit; `opps`: the leader's adversaries as a seat mask.
    #[inline]
    fn nullo_lead_facts(&self, seat: usize, opps: u8, suit: usize) -> NulloFacts {
        let mut their_top = 0;
        let mut forced_floor = 0;
        let mut their_void = false;
        for o in seats(opps) {
            let theirs = self.hands[o][suit];
            their_top = their_top.max(theirs);
            their_void |= theirs == 0;
            if theirs != 0 {
                forced_floor = forced_floor.max(theirs & theirs.wrapping_neg());
            }
        }
        NulloFacts {
            their_top,
            their_void,
            forced_floor,
            winning: 0,
            winning_suit: NO_TRUMP,
            theirs_winning: false,
            later_floor: 0,
            partner_floor: {
                let p = self.hands[self.partner[seat]][suit];
                p & p.wrapping_neg()
            },
        }
    }

    /// Following suit, of the trick.
    #[inline]
    fn nullo_follow_facts(&self, seat: usize) -> NulloFacts {
        let (mut later_floor, mut partner_floor) = (0, 0);
        let wi = self.winning;
        let led = self.trick[0].suit;
        for k in self.trick_len + 1..4 {
            let o = (self.leader + k) % 4;
            let held = self.hands[o][led];
            if !self.same_side(o, seat) && held != 0 {
                later_floor = later_floor.max(held & held.wrapping_neg());
            } else if o != seat && held != 0 {
                partner_floor = held & held.wrapping_neg();
            }
        }
        NulloFacts {
            their_top: 0,
            their_void: false,
            forced_floor: 0,
            winning: self.trick[wi].bit,
            winning_suit: self.trick[wi].suit,
            theirs_winning: !self.same_side((self.leader + wi) % 4, seat),
            later_floor,
            partner_floor,
        }
    }

    /// At the nullo every player plays to lose tricks: the leader leads under a card an
    /// adversary must play above it (and above the partner's lowest card), else low, and not in a suit an adversary is void in,
    /// and last a card above all the other side's, the highest first; a
    /// follower ducks under the winning card of the other side with his highest card that
    /// does, sheds his highest card when the trick is his side's anyway, and discards his
    /// highest cards.
    /// `killer`: at a lead, [`Engine::killer`] of the leader.
    fn nullo_weight(
        &self,
        f: &NulloFacts,
        play: Play,
        following: bool,
        tt_best: u8,
        killer: u8,
    ) -> i32 {
        let rank = play.bit.trailing_zeros() as i32;
        if self.trick_len == 0 {
            let killer = if killer == code(play) {
                NULLO_KILLER
            } else if tt_best == code(play) {
                NULLO_TT
            } else {
                0
            };
            let void = if f.their_void { NULLO_VOID } else { 0 };
            if play.bit < f.forced_floor && f.partner_floor >= f.forced_floor {
                // An adversary must go above the card led, but the partner may have to go
                // above him: a lead that may not lose the trick, tried after the sure losers
                // (measured on the bench's first three deals' nullo: 3.6% fewer nodes, deal
                // by deal −13%, +1%, +8%; 180 beat 100, 140 and 250 on the first).
                return killer - void + 180 + rank;
            }
            return killer - void
                + if play.bit < f.forced_floor {
                    300 + rank
                } else if f.their_top > play.bit {
                    200 - rank
                } else {
                    // Above every card of the other side, the lead wins the trick: if the
                    // leader's side must take it, it does with his highest such card,
                    // keeping the low ones to lose tricks with.
                    50 + rank
                };
        }
        if !following {
            return 200 + rank;
        }
        // The trick is lost to the other side if its card stays the winner, or if an
        // adversary still to play must go above the card that then wins: the highest such
        // card first; else the trick is ours, so shed the highest.
        // Whether the card beats the winning card (found once for the node).
        let beats = if play.suit == f.winning_suit {
            play.bit > f.winning
        } else {
            play.suit == self.trump
        };
        let (top_card, theirs) = if beats {
            (play.bit, false)
        } else {
            (f.winning, f.theirs_winning)
        };
        if theirs && f.partner_floor > top_card && f.later_floor < f.partner_floor {
            100 + rank
        } else if theirs || f.later_floor > top_card {
            300 + rank
        } else {
            100 + rank
        }
    }
}

/// At the nullo's leads: the bonus of the lead that last cut off at this trick, and of the
/// table's stored lead (measured: 150 and 100 beat 0, 50 and 260).
const NULLO_KILLER: i32 = 150;
const NULLO_TT: i32 = 100;
/// At the nullo's leads: the malus of a suit an adversary is void in, where he sheds a card
/// and the lead's side is likelier to take the trick (measured: 260 beats 30 and 120).
const NULLO_VOID: i32 = 260;

/// What the leader's side and the adversaries hold in a suit, for the lead weights.
struct LeadFacts {
    leader: usize,
    partner: usize,
    /// Adversaries who play before the partner (DDS's left-hand opponent).
    before: u8,
    /// Adversaries who play after the partner (DDS's right-hand opponent).
    after: u8,
    tops: Tops,
    /// The weight of the suit, the same for each of its cards.
    suit_weight: i32,
    /// The partner holds a card above every adversary's in the suit.
    partner_tops: bool,
    /// The winner of the suit is an adversary's singleton: it falls under the lead.
    singleton_top: bool,
    /// With trumps out: whether a lead of the suit wins the trick for the side, when the
    /// card led is the suit's winner and when it is not (the same for each of its cards).
    wins_with_top: bool,
    wins_below_top: bool,
}

impl Engine {
    #[inline]
    fn len(&self, seat: usize, suit: usize) -> i32 {
        self.len_of(seat, suit) as i32
    }

    /// The adversaries of `leader` as a seat mask, split by whether they play before or after
    /// his partner in the trick.
    fn adversaries_around(&self, leader: usize, partner: usize) -> (u8, u8) {
        let (mut before, mut after) = (0u8, 0u8);
        let mut seen_partner = partner == leader;
        for i in 1..4 {
            let s = (leader + i) % 4;
            if s == partner {
                seen_partner = true;
            } else if !self.same_side(s, leader) {
                if seen_partner {
                    after |= 1 << s;
                } else {
                    before |= 1 << s;
                }
            }
        }
        (before, after)
    }

    /// `around`: [`Engine::adversaries_around`] the leader and his partner.
    fn lead_suit_facts(
        &self,
        leader: usize,
        suit: usize,
        alive: u16,
        (before, after): (u8, u8),
    ) -> LeadFacts {
        let partner = self.partner[leader];
        let tops = self.suit_tops(suit, alive);
        let t = self.trump;
        let left = self.cards_left(leader) as i32;
        let opps = before | after;
        let in_mask = |mask: u8, h: usize| h < 4 && mask & (1 << h) != 0;
        // The adversaries' lengths, a void counting as long (DDS: the suit is not led
        // through a void).
        let mut count = 0;
        for o in seats(opps) {
            let n = self.len(o, suit);
            count += if n == 0 { left } else { n } << 2;
        }
        let trumps_out = t != NO_TRUMP && self.alive(t) != 0;
        let weight = if trumps_out {
            let mut bonus = 0;
            let ruffer = |o: usize| self.hands[o][suit] == 0 && self.hands[o][t] != 0;
            // An adversary can ruff.
            if suit != t && seats(opps).any(ruffer) {
                bonus = -12;
            }
            // The partner can ruff, and no adversary after him can overruff.
            if suit != t
                && partner != leader
                && self.len(partner, suit) == 0
                && self.len(partner, t) > 0
                && seats(after).all(|o| self.len(o, suit) > 0)
            {
                bonus += 17;
            }
            if in_mask(after, tops.winner_hand) || in_mask(after, tops.second_hand) {
                // A top card sits over the partner.
                let h = if in_mask(after, tops.winner_hand) {
                    tops.winner_hand
                } else {
                    tops.second_hand
                };
                if self.len(h, suit) != 1 {
                    bonus -= 12;
                }
            } else if in_mask(before, tops.winner_hand)
                && tops.second_hand == partner
                && partner != leader
            {
                // The partner's second-best card lies over the winner (DDS: the Bradmetz case).
                if self.len(partner, suit) != 1 {
                    bonus += 27;
                }
            }
            // The partner wins and returns the suit for the leader to ruff.
            if suit != t
                && self.len(leader, suit) == 1
                && self.len(leader, t) > 0
                && self.len(partner, suit) > 1
                && tops.winner_hand == partner
                && partner != leader
            {
                bonus += 19;
            }
            bonus - ((count << 5) / 13)
        } else {
            let mut d = -((count << 5) / 19);
            if self.len(partner, suit) == 0 {
                d -= 9;
            }
            d
        };
        // The facts of the suit that do not depend on the card led, found once per suit.
        let (l, p) = (leader, partner);
        let singleton_top =
            in_mask(opps, tops.winner_hand) && self.len(tops.winner_hand, suit) == 1;
        let partner_tops = p != l && {
            let mut theirs = 0;
            for o in seats(opps) {
                theirs |= self.hands[o][suit];
            }
            self.hands[p][suit] > theirs
        };
        let (mut wins_with_top, mut wins_below_top) = (false, false);
        if trumps_out {
            let follows_or_cannot_ruff =
                |o: usize| self.hands[o][suit] != 0 || self.hands[o][t] == 0;
            let partner_ruffs_over =
                |o: usize| self.hands[o][suit] != 0 || self.hands[p][t] > self.hands[o][t];
            let all_opps = |f: &dyn Fn(usize) -> bool| seats(opps).all(f);
            if tops.winner_hand == l {
                wins_with_top = if suit == t {
                    true
                } else if p == l || self.hands[p][suit] != 0 || self.hands[p][t] == 0 {
                    all_opps(&follows_or_cannot_ruff)
                } else {
                    all_opps(&partner_ruffs_over)
                };
            }
            wins_below_top = if partner_tops {
                suit == t || all_opps(&follows_or_cannot_ruff)
            } else if suit != t && p != l && self.hands[p][suit] == 0 && self.hands[p][t] != 0 {
                // The partner ruffs: above every adversary who can ruff too.
                all_opps(&|o: usize| {
                    !(self.hands[o][suit] == 0 && self.hands[o][t] != 0)
                        || self.hands[p][t] > self.hands[o][t]
                })
            } else {
                false
            };
        }
        LeadFacts {
            leader,
            partner,
            before,
            after,
            tops,
            suit_weight: weight,
            partner_tops,
            singleton_top,
            wins_with_top,
            wins_below_top,
        }
    }

    /// DDS's `WeightAllocTrump0` / `WeightAllocNT0` for one card, generalised to any seating.
    /// `killer`: [`Engine::killer`] of the leader.
    fn lead_weight(&self, f: &LeadFacts, play: Play, alive: u16, killer: u8) -> i32 {
        let (suit, bit) = (play.suit, play.bit);
        let (l, p) = (f.leader, f.partner);
        let t = self.trump;
        let tops = f.tops;
        let in_mask = |mask: u8, h: usize| h < 4 && mask & (1 << h) != 0;
        let opps = f.before | f.after;
        let r_rank = rel_rank(alive, bit);
        let cur_rank = rank(bit);
        let mine = self.hands[l][suit];
        let below = high_bit(alive & (bit - 1));
        let sequence = below != 0 && mine & below != 0;
        let (singleton_top, partner_tops) = (f.singleton_top, f.partner_tops);
        let killer = killer == code(play);
        let mut delta = f.suit_weight;
        if t != NO_TRUMP && self.alive(t) != 0 {
            // Whether the lead can win the trick for the side.
            let win_move = if tops.winner == bit {
                f.wins_with_top
            } else {
                f.wins_below_top
            };
            if win_move {
                let mut w = if singleton_top {
                    delta + 35 + r_rank
                } else if tops.winner_hand == l {
                    if tops.second_hand == p {
                        delta + 48 + r_rank
                    } else if tops.winner == bit {
                        delta + 31
                    } else {
                        delta - 3 + r_rank
                    }
                } else if tops.winner_hand == p {
                    if tops.second_hand == l {
                        delta + 42 + r_rank
                    } else {
                        delta + 28 + r_rank
                    }
                } else if sequence && bit == tops.second {
                    delta + 40
                } else if sequence {
                    delta + 22 + r_rank
                } else {
                    delta + 11 + r_rank
                };
                if killer {
                    w += 55;
                }
                w
            } else {
                let longer = self.len(p, suit) > 1;
                if tops.second_hand == p && tops.third_hand == p && p != l {
                    delta += 20;
                } else if p != l
                    && longer
                    && ((tops.second_hand == l && tops.third_hand == p)
                        || (tops.second_hand == p && tops.third_hand == l))
                {
                    delta += 13;
                }
                let mut w = if singleton_top {
                    delta + r_rank + 2
                } else if tops.winner_hand == l {
                    if tops.second_hand == p && p != l {
                        delta + 33 + r_rank
                    } else if tops.winner == bit {
                        delta + 38
                    } else {
                        delta - 14 + r_rank
                    }
                } else if tops.winner_hand == p && p != l {
                    delta + 34 + r_rank
                } else if sequence && bit == tops.second {
                    delta + 35
                } else {
                    delta + 17 - cur_rank
                };
                if killer {
                    w += 18;
                }
                w
            }
        } else if tops.winner == bit || partner_tops {
            // The lead wins the trick.
            let second_len = if tops.second_hand < 4 {
                self.len(tops.second_hand, suit)
            } else {
                0
            };
            if in_mask(f.after, tops.second_hand) {
                if second_len != 1 {
                    delta -= 1;
                }
            } else if in_mask(f.before, tops.second_hand) {
                delta += if second_len == 1 { 16 } else { 22 };
            }
            let second_guarded = in_mask(opps, tops.second_hand) && second_len != 1;
            let mut w = if second_guarded {
                delta + 18 + r_rank
            } else {
                delta + 45 + r_rank
            };
            if killer {
                w += 126;
            }
            w
        } else {
            let partner_len = self.len(p, suit);
            if in_mask(f.after, tops.winner_hand) || in_mask(f.after, tops.second_hand) {
                let h = if in_mask(f.after, tops.winner_hand) {
                    tops.winner_hand
                } else {
                    tops.second_hand
                };
                if self.len(h, suit) != 1 {
                    delta -= 10;
                }
            } else if in_mask(f.before, tops.winner_hand)
                && tops.second_hand == p
                && p != l
                && partner_len != 1
            {
                delta += 31;
            }
            if p != l && tops.second_hand == p && tops.third_hand == p {
                delta += 35;
            } else if p != l
                && partner_len > 1
                && ((tops.second_hand == l && tops.third_hand == p)
                    || (tops.second_hand == p && tops.third_hand == l))
            {
                delta += 25;
            }
            let mut w = if singleton_top {
                delta + 28 + r_rank
            } else if tops.winner_hand == l {
                delta - 17 + r_rank
            } else if !sequence {
                delta + 12 + r_rank
            } else if bit == tops.second {
                delta + 48
            } else {
                delta + 29 - r_rank
            };
            if killer {
                w += 47;
            }
            w
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::{Position, Solver, pairings};
    use super::*;
    use crate::cards::{Card, Deal, Seat, Strain, Suit};
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    /// The cards the ordering must offer, found without it: each legal card that is the
    /// highest of its run, i.e. the next higher card still out (in a hand or on the table
    /// this trick) is not the player's.
    fn run_tops(e: &Engine) -> Vec<(usize, u16)> {
        let seat = e.to_play();
        let mut out: Vec<(usize, u16)> = e
            .legal_plays()
            .into_iter()
            .filter(|p| {
                let mut out_now = e.alive(p.suit);
                for t in &e.trick[..e.trick_len] {
                    if t.suit == p.suit {
                        out_now |= t.bit;
                    }
                }
                let above = out_now & !(p.bit | (p.bit - 1));
                let next = above & above.wrapping_neg();
                next == 0 || e.hands[seat][p.suit] & next == 0
            })
            .map(|p| (p.suit, p.bit))
            .collect();
        out.sort_unstable();
        out
    }

    /// Ordering may only reorder: at every node of random play, in every seating, at a suit
    /// contract, at no trumps and at the nullo, with killer and table moves set at random,
    /// the list holds exactly one card of each run of equivalent legal cards, best first.
    #[test]
    fn the_ordering_offers_exactly_one_card_of_each_run_best_first() {
        let mut rng = StdRng::seed_from_u64(0x0D0E_5EED);
        for round in 0..24 {
            let pack =
                crate::solver::tests::shuffled((0..52).map(Card::from_index).collect(), &mut rng);
            let mut deal = Deal::default();
            for (i, seat) in Seat::ALL.into_iter().enumerate() {
                deal.hands[seat.index()] =
                    Some(pack[i * 13..(i + 1) * 13].iter().copied().collect());
            }
            let strain = [
                Strain::Trumps(Suit::Hearts),
                Strain::NoTrumps,
                Strain::Nullo,
            ][round % 3];
            let declarers = pairings()[(round / 3) % 3];
            let leader = Seat::ALL[round % 4];
            let position = Position::from_deal(&deal, strain, declarers, leader)
                .expect("a full deal is a position");
            let mut e = Solver::engine(&position);
            while e.cards_left(e.to_play()) > 0 {
                let legal = e.legal_plays();
                let left = (e.cards_left(e.to_play()) as usize).min(13);
                e.killers[left][e.trick_len] = code(legal[rng.random_range(0..legal.len())]);
                let tt_best = code(legal[rng.random_range(0..legal.len())]);
                let moves = e.moves(tt_best);
                let list: Vec<(Play, i32)> = (0..moves.len)
                    .map(|i| (moves.play(i), moves.score(i)))
                    .collect();
                let mut got: Vec<(usize, u16)> =
                    list.iter().map(|(p, _)| (p.suit, p.bit)).collect();
                got.sort_unstable();
                assert_eq!(got, run_tops(&e), "round {round}");
                assert!(list.windows(2).all(|w| w[0].1 >= w[1].1), "round {round}");
                let play = legal[rng.random_range(0..legal.len())];
                e.apply(play);
            }
        }
    }
}
