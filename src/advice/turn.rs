//! A card that must, or must not, be played at a player's turn to the current trick (a card
//! dummy suggested: Pirate law 64, Portland 62), valued double dummy: the solver's value of
//! each card at that turn, the cards before it played out in full. Shared by both codes'
//! advice.

use crate::cards::{Card, Seat};
use crate::solver::{Position, Solver};

/// The declaring side's tricks from `p` on when, at `seat`'s turn to this trick, he must play
/// `card` (`must`) or may play any card but it, if he lawfully can; every other card double
/// dummy (Pirate law 64, Portland 62: the card suggested by dummy, to be played or not).
pub(super) fn at_turn(solver: &mut Solver, p: &Position, seat: Seat, card: Card, must: bool) -> u8 {
    let best = |q: &Position, values: Vec<u8>| {
        if wants_tricks(q) {
            values.into_iter().max()
        } else {
            values.into_iter().min()
        }
    };
    if p.to_play() == seat {
        let values = solver.card_values(p);
        let lawful = values.iter().any(|&(c, _)| c == card);
        let allowed: Vec<u8> = values
            .iter()
            .filter(|&&(c, _)| !lawful || (c == card) == must)
            .map(|&(_, t)| t)
            .collect();
        let allowed = if allowed.is_empty() {
            values.iter().map(|&(_, t)| t).collect()
        } else {
            allowed
        };
        return best(p, allowed).unwrap_or(0);
    }
    let values: Vec<u8> = p
        .legal_cards()
        .into_iter()
        .filter_map(|c| p.after(c))
        .map(|next| at_turn(solver, &next, seat, card, must))
        .collect();
    best(p, values).unwrap_or_else(|| solver.tricks(p))
}

/// Whether the player to play in `q` plays for tricks: a declarer, unless at the nullo.
pub(super) fn wants_tricks(q: &Position) -> bool {
    q.declarers().contains(q.to_play()) != (q.strain() == crate::cards::Strain::Nullo)
}

#[cfg(test)]
mod tests {
    use crate::cards::{Card, Seat};
    use crate::law::RulingKind;
    use crate::record;
    use crate::solver::{Position, Solver, SolverConfig};

    /// Portland 62: the card dummy suggested, to be played or not, valued as the solver values
    /// the dealer's cards from dummy at that turn (the suggested one, or the best of the rest).
    #[test]
    fn a_card_dummy_suggested_is_valued_played_and_not_played() {
        let text = std::fs::read_to_string(
            "cases/portland/dummy-suggests-a-card-and-an-adversary-forbids-it.record",
        )
        .unwrap();
        let rec = record::parse(&text).unwrap();
        let report = crate::law::rule(&rec, rec.code.unwrap());
        let advice = super::super::advise(&rec, &report);
        let a = advice
            .iter()
            .find(|a| a.kind == RulingKind::DummySuggests)
            .unwrap();
        let value = |name: &str| {
            a.options
                .iter()
                .find(|o| o.option == name)
                .and_then(|o| o.declarers_tricks)
        };
        // By hand: spades, S declares with N, W leads H2; N to play from dummy.
        let mut solver = Solver::new(SolverConfig {
            tt_megabytes: 8,
            threads: 1,
        });
        let deal = &rec.deals[0].hands;
        let declarers = crate::cards::Partnership::new(Seat::N, Seat::S).unwrap();
        let p = Position::from_deal(
            deal,
            crate::cards::Strain::parse("spades").unwrap(),
            declarers,
            Seat::W,
        )
        .unwrap()
        .after(Card::parse("H2").unwrap())
        .unwrap();
        let values = solver.card_values(&p);
        let king = Card::parse("HK").unwrap();
        let played = values.iter().find(|(c, _)| *c == king).unwrap().1;
        let rest = values
            .iter()
            .filter(|(c, _)| *c != king)
            .map(|&(_, t)| t)
            .max()
            .unwrap();
        assert_eq!(value("play-card"), Some(played));
        assert_eq!(value("not-play-card"), Some(rest));
    }
}
