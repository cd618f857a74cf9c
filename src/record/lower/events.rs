//! The event lines of the auction and the play: who did what, and the irregularities written
//! in words.

use pest::iterators::Pair;

use super::Lowerer;
use super::auction::plain_call;
use super::play::plain_play;
use crate::record::ast::*;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    /// An `auction:` or `play:` section: events on its own line, then its lines.
    pub(super) fn event_lines(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::auction_items | Rule::play_items => self.event_items(p, list, last_trick),
                Rule::auction_line | Rule::play_line => self.event_line(p, list, last_trick),
                _ => {}
            }
        }
    }

    /// One line of events.
    pub(super) fn event_line(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        for p in pair.into_inner() {
            match p.as_rule() {
                Rule::auction_items | Rule::play_items => self.event_items(p, list, last_trick),
                Rule::plain_trick_line => {
                    let text = p.as_str();
                    let text = text.strip_suffix('\n').unwrap_or(text);
                    self.plain_trick(text, p.as_span().start(), list, last_trick);
                }
                _ => {}
            }
        }
    }

    /// The events of one line, perhaps numbered as a trick.
    fn event_items(
        &mut self,
        pair: Pair<'s, Rule>,
        list: &mut Vec<Event>,
        last_trick: &mut Option<(u8, Span)>,
    ) {
        let mut trick = None;
        let start = pair.as_span().start();
        let text = pair.as_str();
        let mut parts = 0;
        for p in pair.into_inner() {
            parts += 1;
            match p.as_rule() {
                Rule::trick_number => trick = self.trick_number(p, last_trick),
                Rule::auction_event | Rule::play_event => {
                    if let Some(e) = self.event(p, trick) {
                        list.push(e);
                    }
                }
                _ => {}
            }
        }
        if parts == 0 {
            self.plain_trick(text, start, list, last_trick);
        }
    }

    /// Who did what.
    fn event(&mut self, pair: Pair<'s, Rule>, trick: Option<u8>) -> Option<Event> {
        let span = self.span(&pair);
        let text = pair.as_str();
        let rule = pair.as_rule();
        let mut seat = None;
        let mut action = None;
        let mut parts = 0;
        for p in pair.into_inner() {
            parts += 1;
            match p.as_rule() {
                Rule::seat_ref => seat = Some(self.seat_ref(p)),
                Rule::call => action = self.call(p).map(|call| Action::Call { call }),
                Rule::card => {
                    action = self.card(&p).map(|card| Action::Play {
                        card,
                        trick,
                        to_next_trick: false,
                    })
                }
                Rule::irregularity => action = self.irregularity(p, trick),
                _ => {}
            }
        }
        if parts == 0 {
            return match rule {
                Rule::auction_event => plain_call(text, span),
                _ => plain_play(text, span, trick),
            };
        }
        Some(Event {
            seat: seat??,
            action: action?,
            span,
        })
    }

    fn irregularity(&mut self, pair: Pair<'s, Rule>, trick: Option<u8>) -> Option<Action> {
        let inner = pair.into_inner().next()?;
        let rule = inner.as_rule();
        let deal = |irregularity| Some(Action::DealIrregularity { irregularity });
        let mut parts = inner.into_inner();
        match rule {
            Rule::card_faced_in_dealing => deal(DealIrregularity::CardFacedInDealing),
            Rule::looks_during_deal => deal(DealIrregularity::LooksDuringDeal),
            Rule::misdeals => deal(DealIrregularity::Misdeal),
            Rule::deals_out_of_turn => deal(DealIrregularity::DealsOutOfTurn),
            Rule::wrong_pack => deal(DealIrregularity::WrongPack),
            Rule::not_cut => deal(DealIrregularity::NotCut),
            Rule::card_of_other_pack => deal(DealIrregularity::CardOfOtherPack),
            Rule::imperfect_pack => deal(DealIrregularity::ImperfectPack),
            Rule::faced_in_pack => deal(DealIrregularity::FacedInPack),
            Rule::last_card_astray => deal(DealIrregularity::LastCardNotToDealer),
            Rule::two_cards_dealt => {
                let (mut to_one_hand, mut rectified) = (false, false);
                for p in parts {
                    to_one_hand |= p.as_rule() == Rule::to_one_hand;
                    rectified |= p.as_rule() == Rule::rectifies;
                }
                deal(DealIrregularity::TwoCardsDealt {
                    to_one_hand,
                    rectified,
                })
            }
            Rule::drops => {
                let card = self.card(&parts.next()?)?;
                Some(match parts.next() {
                    Some(_) => Action::DropsBelowTable { card },
                    None => Action::Exposes { cards: vec![card] },
                })
            }
            Rule::takes_back => Some(Action::TakesBack {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::detaches => Some(Action::Detaches {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::abandons => Some(Action::AbandonsHand { all: false }),
            Rule::all_abandon => Some(Action::AbandonsHand { all: true }),
            Rule::mixes => Some(Action::MixesCards),
            Rule::wrong_count => {
                let c = parts.find(|p| p.as_rule() == Rule::count)?;
                let count = self.count(&c, 52, "cards")?;
                deal(DealIrregularity::WrongNumberOfCards { count })
            }
            Rule::plays_card => {
                let card = self.card(&parts.next()?)?;
                Some(Action::Play {
                    card,
                    trick,
                    to_next_trick: parts.next().is_some(),
                })
            }
            Rule::plays_together => {
                let mut cards = Vec::new();
                for p in parts {
                    cards.push(self.card(&p)?);
                }
                Some(Action::PlaysTogether { cards, trick })
            }
            Rule::announces_shortage => Some(Action::AnnouncesShortage),
            Rule::leaves_game => Some(Action::LeavesGame),
            Rule::finds_missing => Some(Action::FindsMissing {
                card: self.card(&parts.next()?)?,
            }),
            Rule::leads_at_once => {
                let card = self.card(&parts.next()?)?;
                let other = self.seat_ref(parts.next()?)?;
                let other_card = self.card(&parts.next()?)?;
                Some(Action::LeadsAtOnce {
                    card,
                    other,
                    other_card,
                })
            }
            Rule::exposes => {
                let mut cards = Vec::new();
                for p in parts.filter(|p| p.as_rule() == Rule::card) {
                    cards.push(self.card(&p)?);
                }
                Some(Action::Exposes { cards })
            }
            Rule::asks_bidding => Some(Action::AsksBidding),
            Rule::asks_none_of => {
                let mut asked = None;
                let mut suit = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => asked = self.seat_ref(p),
                        Rule::suit_name => suit = self.suit(&p),
                        _ => {}
                    }
                }
                Some(Action::AsksNoneOf {
                    asked: asked?,
                    suit: suit?,
                })
            }
            Rule::answers => Some(Action::Answers {
                none: parts.any(|p| p.as_rule() == Rule::answer_none),
            }),
            Rule::corrects => {
                let card = match parts.find(|p| p.as_rule() == Rule::card) {
                    Some(c) => Some(self.card(&c)?),
                    None => None,
                };
                Some(Action::Corrects { card })
            }
            Rule::claims_revoke => {
                let mut against = None;
                let mut trick = None;
                let mut deal = None;
                for p in parts {
                    match p.as_rule() {
                        Rule::seat_ref => against = self.seat_ref(p),
                        Rule::number => trick = Some(self.trick(&p)?),
                        Rule::claimed_deal => {
                            deal = p
                                .into_inner()
                                .find(|q| q.as_rule() == Rule::deal_label)
                                .map(|q| q.as_str().to_string())
                        }
                        _ => {}
                    }
                }
                Some(Action::ClaimsRevoke {
                    against: against?,
                    trick,
                    deal,
                })
            }
            Rule::claims_tricks | Rule::concedes => {
                let tricks = match parts.find(|p| p.as_rule() == Rule::count) {
                    Some(c) => Some(self.count(&c, 13, "tricks")?),
                    None => None,
                };
                if rule == Rule::concedes {
                    Some(Action::ConcedesTricks { tricks })
                } else {
                    Some(Action::ClaimsTricks { tricks })
                }
            }
            Rule::looks_at_trick => {
                let trick = self.trick(&parts.find(|p| p.as_rule() == Rule::number)?)?;
                Some(Action::LooksAtTrick { trick })
            }
            Rule::names => Some(Action::Names {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::touches => Some(Action::Touches {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::suggests => Some(Action::Suggests {
                card: self.card(&parts.find(|p| p.as_rule() == Rule::card)?)?,
            }),
            Rule::draws_attention => Some(Action::DrawsAttention),
            Rule::stops => {
                let partner = self.seat_ref(parts.find(|p| p.as_rule() == Rule::seat_ref)?)?;
                Some(Action::StopsLead { partner })
            }
            Rule::chooses => {
                let mut choice = PenaltyChoice {
                    name: String::new(),
                    suit: None,
                    card: None,
                };
                for p in parts {
                    match p.as_rule() {
                        Rule::choice_name => choice.name = p.as_str().to_ascii_lowercase(),
                        Rule::card => choice.card = Some(self.card(&p)?),
                        Rule::suit_name => choice.suit = Some(self.suit(&p)?),
                        _ => {}
                    }
                }
                Some(Action::Chooses { option: choice })
            }
            _ => None,
        }
    }
}
