//! The header: the code, the players in their seats, the nullo agreement; and a seat, written as
//! a compass point or a player's name.

use pest::iterators::Pair;

use super::Lowerer;
use crate::cards::Seat;
use crate::record::ast::*;
use crate::record::diagnostic::visible;
use crate::record::parse::Rule;

impl<'s> Lowerer<'s> {
    pub(super) fn code_stmt(&mut self, pair: Pair<'s, Rule>, record: &mut Record) {
        let span = self.span(&pair);
        if let Some(first) = record.code_span {
            self.error_hint(
                "a second `code:` line",
                span,
                format!(
                    "a record is played under one code, named on line {}",
                    first.line
                ),
            );
            return;
        }
        let Some(name) = pair.into_inner().find(|p| p.as_rule() == Rule::code_name) else {
            return;
        };
        let text = name.as_str().to_ascii_lowercase();
        let name_span = self.span(&name);
        match Code::parse(&text) {
            Some(code) => {
                record.code = Some(code);
                record.code_span = Some(name_span);
            }
            None => {
                let hint = if text == "pirate" {
                    "name the edition: pirate-1916 (the 1916 booklet) or pirate-1917 (Foster's 1917 book, which allows the nullo)".to_string()
                } else {
                    "the codes are pirate-1916 (the 1916 booklet), pirate-1917 (Foster's 1917 book) and portland-1895 (the Portland Club's laws)".to_string()
                };
                self.error_hint(format!("unknown code `{}`", name.as_str()), name_span, hint);
            }
        }
    }

    pub(super) fn players_stmt(&mut self, pair: Pair<'s, Rule>) {
        for player in pair.into_inner().filter(|p| p.as_rule() == Rule::player) {
            let span = self.span(&player);
            let mut seat = None;
            let mut name: Option<Pair<'s, Rule>> = None;
            for p in player.into_inner() {
                match p.as_rule() {
                    Rule::seat => seat = seat_word(p.as_str()),
                    Rule::player_name => name = Some(p),
                    _ => {}
                }
            }
            let (Some(seat), Some(name)) = (seat, name) else {
                continue;
            };
            let name_span = self.span(&name);
            let text = unquote(name.as_str());
            if seat_word(text).is_some() {
                self.error_hint(
                    format!("a player cannot be called `{text}`"),
                    name_span,
                    "that is the name of a seat; a name must differ from N, E, S, W, North, East, South and West",
                );
                continue;
            }
            if let Some(other) = self.players.iter().find(|p| p.seat == seat) {
                let message = format!(
                    "{} is named twice: {} and {}",
                    seat.name(),
                    other.name,
                    text
                );
                self.error(message, span);
                continue;
            }
            if let Some(other) = self
                .players
                .iter()
                .find(|p| p.name.eq_ignore_ascii_case(text))
            {
                let message = format!(
                    "{} cannot sit both {} and {}",
                    text,
                    other.seat.name(),
                    seat.name()
                );
                self.error(message, name_span);
                continue;
            }
            // A name a reader cannot tell from another (`Jones` and `Jones` with a zero-width
            // space) would be a second player who looks like the first everywhere it is printed.
            if visible(text).trim().is_empty() {
                self.error_hint(
                    format!("`{text}` is not a name that can be seen"),
                    name_span,
                    "a player's name is written in letters that print: `players: N Jones, E Smith, S Green, W White`",
                );
                continue;
            }
            if let Some(other) = self
                .players
                .iter()
                .map(|p| &p.name)
                .chain(&self.cut_out)
                .find(|other| {
                    !other.eq_ignore_ascii_case(text)
                        && visible(other).eq_ignore_ascii_case(&visible(text))
                })
                .cloned()
            {
                self.error_hint(
                    format!("the name `{text}` differs from `{other}` only by characters that cannot be seen"),
                    name_span,
                    format!("write the name without them (as `{other}`, if it is the same player): players are told apart by what is printed"),
                );
                continue;
            }
            self.players.push(Player {
                seat,
                name: text.to_string(),
                span: name_span,
            });
        }
    }

    /// A seat, or a name from the `players:` line.
    pub(super) fn seat_ref(&mut self, pair: Pair<'s, Rule>) -> Option<Seat> {
        // `seat_ref` is atomic: a compass seat or a name, told apart by the text.
        self.seat_written(unquote(pair.as_str()), |l| l.span(&pair))
    }

    /// A seat written `text` (a compass seat or a player's name, unquoted); `span` says where,
    /// for the error when it names nobody.
    pub(super) fn seat_written(
        &mut self,
        text: &str,
        span: impl FnOnce(&Self) -> Span,
    ) -> Option<Seat> {
        if let Some(seat) = seat_word(text) {
            return Some(seat);
        }
        if let Some(p) = self
            .players
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(text))
        {
            return Some(p.seat);
        }
        let span = span(self);
        let hint = if text.eq_ignore_ascii_case("I") {
            "write who spoke before the words: `W I double`, `S I leave it to you, partner`"
                .to_string()
        } else if let Some(out) = self.cut_out.iter().find(|n| n.eq_ignore_ascii_case(text)) {
            let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
            format!(
                "{out} went out before this rubber (Pirate law 2): its players are {}",
                names.join(", ")
            )
        } else if self.players.is_empty() {
            "a seat is N, E, S or W; to use names, list the players first: `players: N Jones, E Smith, S Green, W White`".to_string()
        } else if let Some(meant) = nearest_names(text, &self.players) {
            // A name written with a letter or two wrong, missing, extra or swapped: the nearest
            // (all of them, when two are as near).
            format!("did you mean {meant}?")
        } else {
            let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
            format!(
                "a seat is N, E, S or W, or a player's name from the `players:` line ({})",
                names.join(", ")
            )
        };
        self.error_hint(format!("unknown seat or player `{text}`"), span, hint);
        None
    }
}

/// How far `written` is from `name`, if it is `name` misspelt: at most one letter wrong, missing
/// or extra in a name of up to three letters, two in a longer one (two neighbours swapped among
/// them: `Jnoes`), ASCII case aside.
fn near_name(written: &str, name: &str) -> Option<usize> {
    let allowed = if name.chars().count() <= 3 { 1 } else { 2 };
    let d = super::hints::edit_distance(&written.to_ascii_lowercase(), &name.to_ascii_lowercase());
    (d > 0 && d <= allowed).then_some(d)
}

/// The players whose names `written` is nearest to, misspelt (see [`near_name`]), each with his
/// seat: `` `Jones` (N) ``, or `` `Smyth` (E) or `Smith` (N) `` when two are as near, in the
/// `players:` line's order; `None` when it is near none.
fn nearest_names(written: &str, players: &[Player]) -> Option<String> {
    let near: Vec<(usize, &Player)> = players
        .iter()
        .filter_map(|p| near_name(written, &p.name).map(|d| (d, p)))
        .collect();
    let nearest = near.iter().map(|(d, _)| *d).min()?;
    let meant: Vec<String> = near
        .iter()
        .filter(|(d, _)| *d == nearest)
        .map(|(_, p)| format!("`{}` ({})", p.name, p.seat))
        .collect();
    Some(meant.join(" or "))
}

/// `N`, `north`, … as a seat.
pub(super) fn seat_word(text: &str) -> Option<Seat> {
    if text.len() == 1 {
        return text.chars().next().and_then(Seat::from_letter);
    }
    Seat::ALL
        .into_iter()
        .find(|s| s.name().eq_ignore_ascii_case(text))
}

pub(super) fn nullo_allowed(pair: &Pair<'_, Rule>) -> bool {
    pair.clone()
        .into_inner()
        .find(|p| p.as_rule() == Rule::nullo_value)
        .is_some_and(|v| {
            let t = v.as_str().to_ascii_lowercase();
            t == "allowed" || t == "agreed" || t == "yes"
        })
}

/// A name as written, without the double quotes of a quoted name (`"R. F. Foster"`).
pub(super) fn unquote(text: &str) -> &str {
    text.strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .map(str::trim)
        .unwrap_or(text)
}
