//! Running the built `foster` binary from the CLI tests: one way to spawn it and feed its
//! standard input, shared by `cli_files`, `cli_formats` and `cli_terminal`.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The built binary, run from the repository root (where `cases/` and `examples/` are).
pub fn foster() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_foster"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Runs `command` with `stdin` on its standard input and its outputs captured.
pub fn run(command: &mut Command, stdin: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("foster runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin)
        // A command that stops before reading (a wrong option) closes its end first.
        .or_else(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Ok(()),
            _ => Err(e),
        })
        .expect("stdin written");
    child.wait_with_output().expect("foster finishes")
}
