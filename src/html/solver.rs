//! What double dummy says: a deal's table of tricks for every pairing, declarer and strain, and
//! a record's claims confirmed or refuted with a line of best play.

use std::fmt::Write as _;

use super::{cites, escape, suit_span, suited};
use crate::cards::Partnership;
use crate::cards::Strain;
use crate::solver::{DdTable, DealClaims, Verdict, declarers_of};

fn strain_head(strain: Strain) -> String {
    match strain {
        Strain::Trumps(s) => suit_span(s),
        Strain::NoTrumps => "<abbr title=\"no trumps\">NT</abbr>".into(),
        Strain::Nullo => "<abbr title=\"nullo\">NL</abbr>".into(),
    }
}

/// A deal's double-dummy table: for each of `pairings` of the players (partners opposite, or
/// side by side as Pirate allows), each declarer with his dummy and the law-29 leader, the
/// tricks his side takes in each of `strains`.
pub fn double_dummy(
    table: &DdTable,
    label: &str,
    pairings: &[Partnership],
    strains: &[Strain],
) -> String {
    let mut out = format!(
        "<div class=\"foster-scroll\"><table class=\"foster-dd\"><caption>Deal {}: tricks the declaring side takes, double dummy</caption><thead><tr><th scope=\"col\">Declarer</th>",
        escape(label)
    );
    for strain in strains {
        let _ = write!(out, "<th scope=\"col\">{}</th>", strain_head(*strain));
    }
    out.push_str("</tr></thead>");
    for &pairing in pairings {
        let other = pairing.adversaries();
        let _ = write!(
            out,
            "<tbody><tr class=\"foster-dd-pairing\"><th colspan=\"{}\" scope=\"rowgroup\">{}–{} against {}–{}{}</th></tr>",
            strains.len() + 1,
            pairing.first,
            pairing.second,
            other.first,
            other.second,
            if pairing.adjacent() {
                " (side by side)"
            } else {
                ""
            }
        );
        for (declarer, dummy, leader) in declarers_of(pairing) {
            let _ = write!(
                out,
                "<tr><th scope=\"row\" title=\"{declarer} declares, {dummy} is dummy, {leader} leads\">{declarer} <span class=\"foster-dd-dummy\">{dummy} dummy</span></th>"
            );
            for &strain in strains {
                match table.get(declarer, dummy, strain) {
                    Some(t) => {
                        let _ = write!(out, "<td>{t}</td>");
                    }
                    None => out.push_str("<td>–</td>"),
                }
            }
            out.push_str("</tr>");
        }
        out.push_str("</tbody>");
    }
    out.push_str("</table></div>");
    out
}

/// A record's claims, deal by deal, each confirmed, refuted or not checkable, with the count
/// found and a line of best play.
pub fn claims(deals: &[DealClaims], root: &str) -> String {
    let mut out = String::from("<div class=\"foster-claims\">");
    for d in deals {
        let _ = write!(
            out,
            "<div class=\"foster-claims-deal\">Deal {}</div>",
            escape(&d.deal)
        );
        for v in &d.verdicts {
            let (class, word) = match &v.verdict {
                Verdict::Confirmed => ("foster-confirmed", "confirmed".to_string()),
                Verdict::Refuted => ("foster-refuted", "refuted".to_string()),
                Verdict::Unverifiable { reason } => (
                    "foster-unverifiable",
                    format!("cannot be checked: {}", escape(reason)),
                ),
            };
            let _ = write!(
                out,
                "<div class=\"foster-claim {class}\"><div class=\"foster-claim-text\">claim: {}</div><div class=\"foster-verdict\"><strong>{word}</strong>",
                suited(&v.text, root)
            );
            if let (Some(tricks), Some(dummy), Some(leader)) = (v.tricks, v.dummy, v.leader) {
                let _ = write!(
                    out,
                    ": {} with {} as dummy takes {tricks} in {}, {} leading",
                    v.declarer,
                    dummy,
                    v.strain.name(),
                    leader
                );
                if !v.laws.is_empty() {
                    let _ = write!(out, " ({})", cites(&v.laws, root));
                }
            }
            out.push_str("</div>");
            for a in &v.assumptions {
                let _ = write!(
                    out,
                    "<div class=\"foster-assumed\">assumed: {}</div>",
                    suited(a, root)
                );
            }
            if !v.line.is_empty() {
                out.push_str("<details class=\"foster-best-line\"><summary>a line of best play</summary><ol>");
                for trick in v.line.chunks(4) {
                    let plays: Vec<String> = trick
                        .iter()
                        .map(|(s, c)| format!("{s}&nbsp;{}{}", suit_span(c.suit), c.rank.written()))
                        .collect();
                    let _ = write!(out, "<li>{}</li>", plays.join(", "));
                }
                out.push_str("</ol></details>");
            }
            out.push_str("</div>");
        }
    }
    out.push_str("</div>");
    out
}
