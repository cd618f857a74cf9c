//! The width law texts are wrapped to at a terminal (a fact of the terminal); the text itself,
//! its emphasis and wrapping, is composed by the library (`foster::stream::terminal`).

use foster::stream::terminal::NARROWEST;

/// The width to wrap law texts to: `--width`, else the terminal's (or `COLUMNS`, or 80, for a
/// terminal that does not tell), else none: a pipe gets each paragraph on one line, for other
/// programs.
pub fn width(given: Option<u16>, out_is_terminal: bool) -> Option<usize> {
    if let Some(w) = given {
        return Some(usize::from(w).max(NARROWEST));
    }
    if !out_is_terminal {
        return None;
    }
    let told = terminal_size::terminal_size_of(std::io::stdout())
        .map(|(terminal_size::Width(w), _)| usize::from(w))
        .filter(|&w| w > 0)
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok());
    Some(told.unwrap_or(80).max(NARROWEST))
}
