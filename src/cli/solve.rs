//! `foster solve FILE`: the double-dummy table of each deal, and the contract's tricks.

use std::io::Write;
use std::path::Path;
use std::sync::{Mutex, MutexGuard};

use foster::cards::{Partnership, Strain};
use foster::formats::pbn::solved as pbn_solved;
use foster::json::{SolveBody, SolvedDeal};
use foster::law;
use foster::record::{Code, Record};
use foster::solver::{DdTable, Solver, SolverConfig, TableEntry, TableRows};
use foster::stream::sink::document;
use foster::stream::solved::{solved_deal, unsolved_deal};

use super::term::{BAD, OK, Status, Term};

/// What `foster solve` is asked for beyond the file: the code to play the record under (none:
/// the record's own), the table's pairings and strains (none named: those of the game), the
/// solver's table and threads.
pub struct Asked {
    pub code: Option<Code>,
    pub pairings: Vec<Partnership>,
    pub strains: Vec<Strain>,
    pub table_mb: usize,
    pub threads: usize,
}

impl Asked {
    /// The code a record is played under: `--code`, else the record's own, else the 1917
    /// laws (as a record that names no code has its contract ruled).
    fn code(&self, rec: &Record) -> Code {
        self.code.or(rec.code).unwrap_or(Code::Pirate1917)
    }

    /// The rows to solve for a record: those asked for, else the rows of its game (see
    /// [`TableRows::of_game`], under [`Asked::code`]). With `tell`, says on standard error when the nullo is left out
    /// that the table could have agreed to: a reader of the table is told how to have it (a
    /// program reads which rows it got from the rows themselves).
    fn rows(&self, term: &mut Term, name: &str, rec: &Record, tell: bool) -> TableRows {
        let pirate = self.code(rec).is_pirate();
        let rows = TableRows::of_game(
            pirate,
            rec.nullo_allowed,
            self.pairings.clone(),
            self.strains.clone(),
        );
        if tell && pirate && !rec.nullo_allowed && self.strains.is_empty() {
            term.note(
                name,
                "the nullo is not solved: the record does not say the table agreed to it \
                 (`nullo: allowed`); `--strain all` solves it too",
            );
        }
        rows
    }
}

/// What `foster solve` has found, for Ctrl-C: the deals solved (kept for `--json`, whose
/// document is written at the end) and the results of the deal being solved. The page's Stop
/// keeps the rows found; Ctrl-C keeps them too.
struct Found {
    name: String,
    /// `--json`: the document's file name and whether it is pretty.
    json: Option<(Option<String>, bool)>,
    solved: Vec<SolvedDeal>,
    /// The deal being solved: its label, the rows asked for, the results found.
    solving: Option<(String, TableRows, Vec<TableEntry>)>,
}

static FOUND: Mutex<Option<Found>> = Mutex::new(None);

fn found() -> MutexGuard<'static, Option<Found>> {
    FOUND.lock().unwrap_or_else(|p| p.into_inner())
}

/// Ctrl-C while solving: the table of the deal being solved as far as it was found (the rest
/// drawn `-`), or with `--json` the document of the deals so far with it, then exit 130, as a
/// shell expects of a program interrupted. Output that cannot be written is given up quietly:
/// the program is ending at the user's request.
fn interrupted() {
    let Some(mut found) = found().take() else {
        std::process::exit(130)
    };
    let mut out = std::io::stdout().lock();
    if let Some((label, rows, entries)) = found.solving.take() {
        let n = entries.len();
        let deal = solved_deal(&label, DdTable { entries }, &rows, None);
        if found.json.is_some() {
            found.solved.push(deal.json);
        } else {
            let _ = out.write_all(deal.text.as_bytes());
        }
        // Past the progress bar's line, where there is one.
        let start = if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            "\n"
        } else {
            ""
        };
        eprintln!(
            "{start}{}",
            foster::stream::solved::stopped(
                &found.name,
                &label,
                n,
                rows.results(),
                found.json.is_some()
            )
        );
    }
    if let Some((file, pretty)) = &found.json {
        let body = SolveBody {
            deals: found.solved,
        };
        if let Ok(text) = document(&body, file.as_deref(), *pretty) {
            let _ = writeln!(out, "{text}");
        }
    }
    let _ = out.flush();
    std::process::exit(130)
}

/// Prints each deal's table (`--json` for programs), of the rows asked for; for a deal whose
/// auction settles a contract, also the tricks the declaring side takes in it double dummy.
/// Ctrl-C prints what was found ([`interrupted`]).
pub fn run(term: &mut Term, path: &Path, json: bool, asked: &Asked) -> Status {
    let (name, _, rec) = match super::read_and_parse(term, path) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    // The contract, where the record's auction settles one (Pirate codes only).
    let code = asked.code(&rec);
    let report = code.is_pirate().then(|| law::rule(&rec, code));
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: asked.table_mb,
        threads: asked.threads,
    });
    let rows = asked.rows(term, &name, &rec, !json);
    *found() = Some(Found {
        name: name.clone(),
        json: json.then(|| (term.json_file().map(str::to_string), term.json_pretty())),
        solved: Vec::new(),
        solving: None,
    });
    // A second handler cannot be set (a second file of the same run): the first serves.
    let _ = ctrlc::set_handler(interrupted);
    let mut bad = false;
    let mut all = Vec::new();
    let per_deal = rows.results();
    let bar = super::progress::bar(
        term,
        "solving",
        &name,
        rec.deals.len() * per_deal,
        "results",
    );
    for (i, deal) in rec.deals.iter().enumerate() {
        bar.set_message(format!(
            "deal {} ({} of {})",
            deal.label,
            i + 1,
            rec.deals.len()
        ));
        if let Some(f) = found().as_mut() {
            f.solving = Some((deal.label.clone(), rows.clone(), Vec::new()));
        }
        let solved = solver.rows_with_progress(&deal.hands, &rows, &|entry| {
            if let Some((_, _, entries)) = found().as_mut().and_then(|f| f.solving.as_mut()) {
                entries.push(*entry);
            }
            bar.inc(1);
        });
        // A deal that cannot be solved counts as done.
        bar.set_position(((i + 1) * per_deal) as u64);
        let table = match solved {
            Ok(t) => t,
            Err(e) => {
                bar.suspend(|| term.error(&name, format_args!("deal {}: {e}", deal.label)));
                bad = true;
                let unsolved = unsolved_deal(&deal.label, e.to_string());
                if let Some(f) = found().as_mut() {
                    f.solving = None;
                    f.solved.push(unsolved.clone());
                }
                all.push(unsolved);
                continue;
            }
        };
        let contract = report
            .as_ref()
            .and_then(|r| r.pirate())
            .and_then(|r| r.deals.get(i))
            .and_then(|d| d.contract);
        let solved = solved_deal(&deal.label, table, &rows, contract);
        if !json {
            if let Some(note) = &solved.note {
                bar.suspend(|| term.note(&name, note));
            }
            bar.suspend(|| term.print(&solved.text))?;
        }
        if let Some(f) = found().as_mut() {
            f.solving = None;
            f.solved.push(solved.json.clone());
        }
        all.push(solved.json);
    }
    *found() = None;
    bar.finish_and_clear();
    let written = if json {
        term.document(&SolveBody { deals: all })?
    } else {
        OK
    };
    Ok(if bad { BAD } else { written })
}

/// `foster solve FILE --pbn`: each deal written back as PBN (as `foster export` writes it) with
/// its double-dummy tags after the deal's own (DDS's only when the rows asked for hold the
/// partners opposite in the five strains they have). The file's own double-dummy tags are
/// replaced, not written twice. A board of another program's file that gives its
/// vulnerability gets its par (`OptimumScore`, `ParContract`, contract bridge's, by DDS's
/// algorithm) in place of the file's, with a note where the file's differed; elsewhere the
/// file's par is kept where its `DoubleDummyTricks` agree with foster's, and dropped, with a
/// note, where they do not.
pub fn run_pbn(term: &mut Term, path: &Path, asked: &Asked) -> Status {
    let (name, _, read) = match super::read_file(term, path) {
        Ok(read) => read,
        Err(status) => return Ok(status),
    };
    let mut rec = match read.record_in_translation() {
        Ok(rec) => rec,
        Err(d) => {
            term.eprint_styled(&d.render(&name, &read.record_text));
            return Ok(BAD);
        }
    };
    let rows = asked.rows(term, &name, &rec, false);
    let mut solver = Solver::new(SolverConfig {
        tt_megabytes: asked.table_mb,
        threads: asked.threads,
    });
    let mut bad = false;
    let mut tables = Vec::with_capacity(rec.deals.len());
    let mut pars = Vec::with_capacity(rec.deals.len());
    for deal in rec.deals.iter_mut() {
        let table = match solver.rows_with_progress(&deal.hands, &rows, &|_| {}) {
            Ok(table) => Some(table),
            Err(e) => {
                term.error(&name, format!("deal {}: {e}", deal.label));
                bad = true;
                None
            }
        };
        let (par, notes) = pbn_solved::reconcile(deal, table.as_ref());
        for note in notes {
            term.note(&name, note);
        }
        pars.push(par);
        tables.push(table);
    }
    let out = pbn_solved::with_tags(&rec, &read.record_text, read.origin(), &tables, &pars);
    term.print_data(&out)?;
    Ok(if bad { BAD } else { OK })
}
