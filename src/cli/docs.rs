//! `foster completions SHELL` and `foster man`: the shell completions and the manual pages,
//! both generated from the command line's own definition, so they cannot fall behind it.

use std::path::Path;

use clap_complete::Shell;

use super::term::{BAD, OK, Status, Term};

/// The completion script for `shell`, on standard output.
pub fn completions(term: &mut Term, mut command: clap::Command, shell: Shell) -> Status {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "foster", &mut script);
    term.print_styled(&String::from_utf8_lossy(&script))
}

/// The manual page foster(1) as roff on standard output; with `out`, a page for every command
/// (foster.1, foster-check.1, foster-laws-show.1 …) written into that folder.
pub fn man(term: &mut Term, command: clap::Command, out: Option<&Path>) -> Status {
    match out {
        None => {
            let mut page = Vec::new();
            if let Err(e) = clap_mangen::Man::new(command).render(&mut page) {
                term.error("foster man", e);
                return Ok(BAD);
            }
            term.print_styled(&String::from_utf8_lossy(&page))
        }
        Some(dir) => {
            let written =
                std::fs::create_dir_all(dir).and_then(|()| clap_mangen::generate_to(command, dir));
            match written {
                Ok(()) => {
                    term.print(&format!("wrote the manual pages into {}\n", dir.display()))?;
                    Ok(OK)
                }
                Err(e) => {
                    term.error(
                        "foster man",
                        format_args!("cannot write into {}: {e}", dir.display()),
                    );
                    Ok(BAD)
                }
            }
        }
    }
}
