//! Errors in Play, laws 32–42 (with law 30, the wrong player leading to the first trick, and
//! law 50, claims and concessions), a file per group of laws: leads and plays out of turn
//! (`out_of_turn`, 30, 32–36), a word or a look the laws punish (`information`: naming a card,
//! 42; looking at a quitted trick, 39; drawing attention, 40, 41 and 63; asking the bidding, 23),
//! cards too many or too few to a trick (`cards_to_a_trick`, 37, 38, 45), the declarer's lead to
//! the next trick before this one is complete (`early_lead`, 34 and 36: two readings), claims and
//! concessions (`claims`, 50), and the injured side's choice of penalty (`choice`, 67). What they
//! share is `shared`: the chooser of the penalty, an option, a ruling at an event.

mod cards_to_a_trick;
mod choice;
mod claims;
mod early_lead;
mod information;
mod out_of_turn;
mod shared;

pub(crate) use cards_to_a_trick::{
    announces_shortage, failed_to_play, fifth_card, law_49_reaches, missing_card_found,
    revokes_of_a_fifth_card, second_card, superfluous_card, withdrawn,
};
pub(crate) use choice::chooses;
pub(crate) use claims::{claims, concedes};
pub(crate) use early_lead::{
    adversary_led_before_trick_complete, adversarys_early_lead_judged,
    declarer_led_before_trick_complete, early_lead_corrected,
};
pub(crate) use information::{
    asks_bidding, draws_attention, looks_at_trick, names_card, stops_lead,
};
pub(crate) use out_of_turn::{leads_at_once, out_of_turn, resolve_out_of_turn};
