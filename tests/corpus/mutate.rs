//! Mutations of a record's text, as a player might garble it and as nobody would: shared by
//! the parser's and the whole pipeline's never-panics tests.

use proptest::prelude::*;

/// A mutation of a record's text.
#[derive(Debug, Clone)]
pub enum Mutation {
    Truncate(usize),
    SwapTokens(usize, usize),
    Insert(usize, String),
    DeleteRange(usize, usize),
    DuplicateLine(usize),
    DropLine(usize),
    ReplaceToken(usize, String),
}

pub fn mutation() -> impl Strategy<Value = Mutation> {
    // Fragments a player might mistype, and bytes nobody would.
    let fragment = prop_oneof![
        Just(";".to_string()),
        Just(":".to_string()),
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("\r".to_string()),
        Just("#".to_string()),
        Just("-".to_string()),
        Just("♠".to_string()),
        Just("10".to_string()),
        Just("deal 2\n".to_string()),
        Just("hands:\n".to_string()),
        Just("play:".to_string()),
        Just("N".to_string()),
        Just("I".to_string()),
        Just("\u{FE0F}".to_string()),
        "\\PC{0,8}",
        any::<String>(),
    ];
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        (any::<usize>(), fragment.clone()).prop_map(|(a, s)| Mutation::Insert(a, s)),
        (any::<usize>(), 0usize..40).prop_map(|(a, n)| Mutation::DeleteRange(a, n)),
        any::<usize>().prop_map(Mutation::DuplicateLine),
        any::<usize>().prop_map(Mutation::DropLine),
        (any::<usize>(), fragment).prop_map(|(a, s)| Mutation::ReplaceToken(a, s)),
    ]
}

fn boundary(text: &str, at: usize) -> usize {
    let mut i = at % (text.len() + 1);
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

pub fn apply(text: &str, m: &Mutation) -> String {
    let tokens = || -> Vec<&str> { text.split(' ').collect() };
    match m {
        Mutation::Truncate(at) => text[..boundary(text, *at)].to_string(),
        Mutation::SwapTokens(a, b) => {
            let mut t = tokens();
            let n = t.len();
            t.swap(a % n, b % n);
            t.join(" ")
        }
        Mutation::Insert(at, s) => {
            let i = boundary(text, *at);
            format!("{}{}{}", &text[..i], s, &text[i..])
        }
        Mutation::DeleteRange(at, n) => {
            let i = boundary(text, *at);
            let j = boundary(text, i + n);
            format!("{}{}", &text[..i], &text[j.max(i)..])
        }
        Mutation::DuplicateLine(at) => {
            let mut lines: Vec<&str> = text.lines().collect();
            let i = at % lines.len().max(1);
            if let Some(l) = lines.get(i).copied() {
                lines.insert(i, l);
            }
            lines.join("\n")
        }
        Mutation::DropLine(at) => {
            let mut lines: Vec<&str> = text.lines().collect();
            if !lines.is_empty() {
                let i = at % lines.len();
                lines.remove(i);
            }
            lines.join("\n")
        }
        Mutation::ReplaceToken(at, s) => {
            let mut t = tokens();
            let n = t.len();
            t[at % n] = s;
            t.join(" ")
        }
    }
}
