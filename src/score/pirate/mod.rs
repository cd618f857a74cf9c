//! The Pirate Bridge score pad: four columns, one for each player (law 68).
//!
//! The engine (or a `result:`/`honors:` line) establishes the facts of each deal as
//! [`DealFacts`]; [`score_rubber`] enters them on the pad law by law, draws the line across all
//! four columns at each game (law 69; 1917 book p. 26), ends the rubber at a player's second
//! game (law 71), totals each column and settles (law 79).
//!
//! Who scores what, in brief:
//! - the declarer alone scores below the line (law 70): each trick over his book at 6, 7, 8,
//!   9, 10 (law 68), doubled or redoubled;
//! - his acceptor is credited in the honour column with everything the declarer wins except
//!   the rubber's last 50 (laws 70, 71) — but not twice what both score in their own right:
//!   honours (law 73) and slams (law 72) go to each partner once;
//! - each adversary scores 50 an undertrick, 100 doubled, 200 redoubled (law 76);
//! - penalties (revokes, law 77 and the rulings of laws 52–58) arrive as
//!   [`ScoreEntry`](crate::law::ScoreEntry) values from the engine, already cited.

mod deal;
mod entry;
mod error;
mod honours;
mod pad;
mod record;
mod render;
pub mod values;

pub use deal::DealFacts;
pub use deal::PlayerLeft;
pub use entry::{Entry, EntryKind};
pub use error::ScoreError;
pub use honours::HonoursError;
pub use honours::{Combination, HonoursHeld, honours_from_hands, honours_from_statement};
pub use pad::{EntryMethod, Game, Pad, Players, ScoringOptions, score_rubber};
pub use pad::{RubberWon, SeatTotal};
pub use record::SessionEnd;
pub use record::SessionEvent;
#[cfg(not(target_family = "wasm"))]
pub(crate) use record::WASH_BOOK_HEADING;
pub(crate) use record::deal_facts;
#[cfg(not(target_family = "wasm"))]
pub(crate) use record::render_session_pad;
#[cfg(not(target_family = "wasm"))]
pub(crate) use record::render_wash_book_error;
pub use record::{SessionInProgress, SessionScore, render_session, score_record, score_session};
pub use render::render_pad;
pub(crate) use render::unfinished_words;
