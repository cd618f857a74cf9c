//! A progress bar on standard error for the long double-dummy work (`solve`, `verify`), drawn
//! only when standard error is a terminal: a pipe or a log gets nothing.

use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

use super::term::Term;

/// A bar of `total` `units` for `doing` (`solving`, `verifying`) the file `name`; hidden where
/// standard error is not a terminal or there is nothing to count.
pub fn bar(term: &Term, doing: &str, name: &str, total: usize, units: &str) -> ProgressBar {
    if !term.err_is_terminal() || total == 0 {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total as u64);
    let template =
        format!("{{spinner}} {{prefix}} {{msg}} [{{bar:30}}] {{pos}}/{{len}} {units} {{elapsed}}");
    if let Ok(style) = ProgressStyle::with_template(&template) {
        let style = style.progress_chars("=> ");
        // With --ascii, a spinner of ASCII too.
        let style = if term.ascii() {
            style.tick_chars("-\\|/ ")
        } else {
            style
        };
        bar.set_style(style);
    }
    bar.set_prefix(format!("{doing} {}", foster::record::escape_controls(name)));
    bar.enable_steady_tick(Duration::from_millis(120));
    bar
}
