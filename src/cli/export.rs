//! `foster export FILE --pbn OUT`: a record (or a PBN or LIN file) written as PBN 2.1, with
//! what the laws make of each deal in PBN's own tags (the contract, the declarer, the result)
//! and foster's tags for the rest; `--record OUT` writes the record language instead (a PBN or
//! LIN file translated).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use foster::formats::pbn;
use foster::record::Code;

/// What to write.
pub enum Target<'a> {
    Pbn(&'a Path),
    Record(&'a Path),
}

/// Reads the file, writes it out. Exit status 2 for bad input, 1 when the output cannot be
/// written.
pub fn run(path: &Path, target: Target<'_>, code: Option<Code>) -> ExitCode {
    let (name, _, read) = match super::read_file(path) {
        Ok(read) => read,
        Err(status) => return status,
    };
    let (out_path, text) = match target {
        Target::Record(out) => (out, read.record_text.clone()),
        Target::Pbn(out) => {
            // The record's spans must point into the record-language text the writer copies
            // events from: parse the translation (it parsed once; it parses again).
            let rec = match read.record_in_translation() {
                Ok(rec) => rec,
                Err(d) => {
                    eprint!("{}", d.render(&name, &read.record_text));
                    return ExitCode::from(2);
                }
            };
            let facts = foster::case::pbn_facts(&rec, code.or(rec.code));
            (out, pbn::write(&rec, &read.record_text, &facts))
        }
    };
    let written = if out_path.as_os_str() == "-" {
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
    } else {
        std::fs::write(out_path, text.as_bytes())
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}: cannot write: {e}", out_path.display());
            ExitCode::FAILURE
        }
    }
}
