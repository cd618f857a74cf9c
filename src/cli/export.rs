//! `foster export FILE --pbn OUT`: a record (or a PBN or LIN file) written as PBN 2.1, with
//! what the laws make of each deal in PBN's own tags (the contract, the declarer, the result)
//! and foster's tags for the rest; `--record OUT` writes the record language instead (a PBN or
//! LIN file translated).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use foster::formats::pbn::{self, DealFacts};
use foster::game::Doubling;
use foster::law;
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
            let facts = facts(&rec, code.or(rec.code));
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

/// What the laws make of each deal, for PBN's tags: under a Pirate code, the contract the
/// auction settled and the tricks. (Portland's declarations have no PBN contract: foster's
/// own sections carry them.)
fn facts(rec: &foster::record::Record, code: Option<Code>) -> Vec<DealFacts> {
    let Some(code) = code.filter(|c| c.is_pirate()) else {
        return Vec::new();
    };
    let report = law::rule(rec, code);
    let Some(pirate) = report.pirate() else {
        return Vec::new();
    };
    pirate
        .deals
        .iter()
        .map(|d| {
            let mut f = DealFacts::default();
            if let Some(c) = d.contract {
                f.declarer = Some(c.declarer);
                f.dummy = Some(c.dummy);
                f.level = Some(c.level);
                f.strain = Some(c.strain);
                f.doubled = match c.doubled {
                    Doubling::Undoubled => 0,
                    Doubling::Doubled => 1,
                    Doubling::Redoubled => 2,
                };
            }
            f.tricks = d.tricks.map(|t| t.declaring_side);
            f
        })
        .collect()
}
