//! A code of laws as a command-line value (`--code pirate-1917`, `foster laws list portland-1895`):
//! its three names given to clap, so that shell completions offer them, and a wrong one refused
//! with the names it could have been.

use std::ffi::OsStr;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use foster::record::Code;

/// The message for a name that is not a code's.
pub fn unknown(text: &str) -> String {
    format!(
        "unknown code `{text}`: the codes are {}",
        Code::ALL.map(|c| c.id()).join(", ")
    )
}

#[derive(Clone, Copy, Debug)]
pub struct CodeParser;

impl TypedValueParser for CodeParser {
    type Value = Code;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Code, clap::Error> {
        let text = value.to_string_lossy();
        let _ = arg;
        Code::parse(&text).ok_or_else(|| {
            clap::Error::raw(ErrorKind::InvalidValue, format!("{}\n", unknown(&text))).with_cmd(cmd)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Code::ALL.into_iter().map(|c| PossibleValue::new(c.id())),
        ))
    }
}
