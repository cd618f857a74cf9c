//! A citation of a law: `pirate-1916:53`, `pirate-1917:62b`, `portland-1895:87`.

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::record::Code;

/// A law of a code, with an optional clause (a letter such as `b`, or a Roman numeral such as
/// `I` for Portland law 87's sub-items).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Citation {
    pub code: Code,
    pub law: u16,
    pub clause: Option<String>,
}

impl Citation {
    pub fn new(code: Code, law: u16) -> Citation {
        Citation {
            code,
            law,
            clause: None,
        }
    }

    pub fn clause(code: Code, law: u16, clause: &str) -> Citation {
        Citation {
            code,
            law,
            clause: Some(clause.to_string()),
        }
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.clause {
            Some(c) if c.chars().all(|ch| ch.is_ascii_lowercase()) => {
                write!(f, "{}:{}{}", self.code.id(), self.law, c)
            }
            Some(c) => write!(f, "{}:{}.{}", self.code.id(), self.law, c),
            None => write!(f, "{}:{}", self.code.id(), self.law),
        }
    }
}

impl Serialize for Citation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl schemars::JsonSchema for Citation {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Citation".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let codes: Vec<&str> = Code::ALL.iter().map(|c| c.id()).collect();
        schemars::json_schema!({
            "description": "A law of a code: `CODE:LAW`, a clause letter after the number (`pirate-1916:62b`) or a clause after a dot (`portland-1895:87.I`).",
            "type": "string",
            "pattern": format!("^({}):[1-9][0-9]*([a-z]+|\\.[A-Za-z0-9]+)?$", codes.join("|")),
        })
    }
}

/// Why a citation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CitationError(pub String);

impl fmt::Display for CitationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CitationError {}

impl FromStr for Citation {
    type Err = CitationError;

    /// Reads `CODE:N`, `CODE:Nx` (a lowercase clause letter) or `CODE:N.CLAUSE` (e.g. `portland-1895:87.I`).
    fn from_str(text: &str) -> Result<Citation, CitationError> {
        let (code_text, rest) = text.split_once(':').ok_or_else(|| {
            CitationError(format!(
                "`{text}` is not a citation: write CODE:LAW, e.g. pirate-1916:53"
            ))
        })?;
        let code = Code::parse(code_text).ok_or_else(|| {
            CitationError(format!(
                "unknown code `{code_text}`: the codes are {}",
                Code::ALL.map(|c| c.id()).join(", ")
            ))
        })?;
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let law: u16 = digits
            .parse()
            .map_err(|_| CitationError(format!("`{rest}` is not a law number")))?;
        let tail = &rest[digits.len()..];
        let clause = tail.strip_prefix('.').unwrap_or(tail);
        if !clause.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(CitationError(format!(
                "`{tail}` is not a clause of law {law}"
            )));
        }
        Ok(Citation {
            code,
            law,
            clause: (!clause.is_empty()).then(|| clause.to_string()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_round_trip() {
        for t in ["pirate-1916:53", "pirate-1917:62b", "portland-1895:87.I"] {
            let c: Citation = t.parse().unwrap();
            assert_eq!(c.to_string(), t);
        }
        assert!("pirate-1920:3".parse::<Citation>().is_err());
        assert!("pirate-1916".parse::<Citation>().is_err());
    }
}
