//! The command line's subcommands; each reads and prints, and leaves the deciding to the library.

pub mod laws;
