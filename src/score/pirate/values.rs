//! The figures of the Pirate scoring laws, each with the law that fixes it.
//!
//! Laws 68–70 are cited from the code in use (`pirate-1916` or `pirate-1917`: the texts agree);
//! the 1917 book's scan stops after law 70, so laws 71–80 are always cited from the 1916 code.

use crate::cards::{Strain, Suit};
use crate::lawbook::Citation;
use crate::record::Code;

/// Points a game needs, made by tricks alone (law 69).
pub const GAME: i32 = 30;
/// The bonus for winning a game, in the honour column (law 69).
pub const GAME_BONUS: i32 = 50;
/// The further bonus for winning the rubber, not credited to the acceptor (law 71).
pub const RUBBER_BONUS: i32 = 50;
/// Grand slam, to each partner who won thirteen tricks, declaring or not (law 72).
pub const GRAND_SLAM: i32 = 100;
/// Little slam, to each partner who won twelve tricks (law 72).
pub const LITTLE_SLAM: i32 = 50;
/// Bonus for fulfilling a doubled contract, and for each trick over it (law 75).
pub const DOUBLED_BONUS: i32 = 50;
/// Bonus for fulfilling a redoubled contract, and for each trick over it (law 75).
pub const REDOUBLED_BONUS: i32 = 100;
/// Each undertrick, to each adversary; 100 doubled, 200 redoubled (law 76). The newspaper
/// summary of 11 February 1917 prints 30; the laws and both books say 50, which we follow.
pub const UNDERTRICK: i32 = 50;
/// Each trick of a fulfilled nullo: "the tricks are worth ten points each" (1917 book, p. 113).
pub(crate) const NULLO_TRICK: i32 = 10;
/// Three aces between partners at no trumps (law 74).
pub const THREE_ACES: i32 = 30;
/// Four aces between partners at no trumps (law 74).
pub const FOUR_ACES: i32 = 40;
/// Four aces in one hand at no trumps (law 74).
pub const FOUR_ACES_IN_ONE_HAND: i32 = 100;

/// The value of each trick over the book (law 68): 6 clubs, 7 diamonds, 8 hearts, 9 spades,
/// 10 no trumps; 10 at the nullo (1917 book, p. 113). Before doubling.
pub(crate) fn trick_value(strain: Strain) -> i32 {
    match strain {
        Strain::Trumps(Suit::Clubs) => 6,
        Strain::Trumps(Suit::Diamonds) => 7,
        Strain::Trumps(Suit::Hearts) => 8,
        Strain::Trumps(Suit::Spades) => 9,
        Strain::NoTrumps => 10,
        Strain::Nullo => NULLO_TRICK,
    }
}

/// The citation of a scoring law under `code`: laws 68–70 from the code itself; laws 71–80
/// from the 1916 code, whose text is the only one we have (the 1917 scan stops at law 70).
pub fn law(code: Code, number: u16) -> Citation {
    let code = if code == Code::Pirate1917 && number > 70 {
        Code::Pirate1916
    } else {
        code
    };
    Citation::new(code, number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trick_values_follow_law_68() {
        let values: Vec<i32> = Strain::TRUMP_AND_NO_TRUMP.map(trick_value).to_vec();
        assert_eq!(values, vec![6, 7, 8, 9, 10]);
    }

    #[test]
    fn laws_after_70_cite_the_1916_code() {
        assert_eq!(law(Code::Pirate1917, 70).to_string(), "pirate-1917:70");
        assert_eq!(law(Code::Pirate1917, 71).to_string(), "pirate-1916:71");
        assert_eq!(law(Code::Pirate1916, 68).to_string(), "pirate-1916:68");
    }
}
