//! Score pads, rubbers, settlement and the wash-book.
//!
//! The engine establishes the facts of each deal (the contract, the tricks, the honours, the
//! penalties its rulings cause); this module turns them into a score pad, law by law, and
//! settles it. It does no I/O: rendering returns `String`s.
//!
//! - [`pirate`]: the four-column Pirate Bridge pad (laws 68–80 of the 1916 code; the 1917
//!   book's revision of laws 68–70 and its worked examples).
//! - [`portland`]: the two-column Portland pad (laws 1–11, 87 of the 1895 code; the guide's
//!   scoring block).
//! - [`settlement`]: rounding totals by club custom and paying each the difference (law 79).
//! - [`wash_book`]: results carried over rubbers for a table of up to six players.

pub(crate) mod columns;
pub mod pirate;
pub mod portland;
pub mod settlement;
pub mod wash_book;

pub use pirate::{
    Combination, DealFacts, Entry, EntryKind, EntryMethod, Game, HonoursHeld, Pad, Players,
    ScoreError, ScoringOptions, SessionScore, honours_from_hands, honours_from_statement,
    render_pad, render_session, score_record, score_rubber, score_session,
};
pub use settlement::Settlement;
pub use settlement::{Rounding, Unit, render_settlement, settle};
pub use wash_book::{
    RubberResult, Session, SessionRubber, WashBook, WashBookError, render_wash_book, wash_book,
};
