//! Text padded into columns by hand. `format!`'s `{:>width$}` panics ("Formatting argument out
//! of range") once a width passes `u16::MAX`, and a pad's columns are as wide as the longest
//! player's name, which comes from the record: so no width computed from input goes through a
//! format string. Widths count characters, as the format machinery does.

/// `text` right-aligned in `width` characters (never cut when it is longer).
pub(crate) fn push_right(out: &mut String, text: &str, width: usize) {
    let fill = width.saturating_sub(text.chars().count());
    out.extend(std::iter::repeat_n(' ', fill));
    out.push_str(text);
}

/// `text` left-aligned in `width` characters (never cut when it is longer).
pub(crate) fn push_left(out: &mut String, text: &str, width: usize) {
    let fill = width.saturating_sub(text.chars().count());
    out.push_str(text);
    out.extend(std::iter::repeat_n(' ', fill));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_as_the_format_machinery_does() {
        for (text, width) in [("", 0), ("ab", 5), ("—", 4), ("Jones", 3), ("−8", 7)] {
            let mut right = String::new();
            push_right(&mut right, text, width);
            assert_eq!(right, format!("{text:>width$}"));
            let mut left = String::new();
            push_left(&mut left, text, width);
            assert_eq!(left, format!("{text:<width$}"));
        }
    }

    #[test]
    fn widths_past_u16_do_not_panic() {
        let mut out = String::new();
        push_right(&mut out, "x", 70_000);
        push_left(&mut out, "y", 70_000);
        assert_eq!(out.chars().count(), 140_000);
        assert!(out.starts_with(' ') && out.contains("xy") && out.ends_with(' '));
    }
}
