#[path = "../tests/corpus/mod.rs"]
mod corpus;
use pest::Parser;
use foster::record::parse::{RecordParser, Rule};
fn main() {
    let mode = std::env::args().nth(1).unwrap_or_default();
    let records: Vec<String> = (0..2000u64).map(|s| corpus::record(s, 1)).collect();
    let bytes: usize = records.iter().map(String::len).sum();
    let mut n = 0;
    for _ in 0..5 {
        for r in &records {
            n += match mode.as_str() {
                "pest" => RecordParser::parse(Rule::record, r).map(|p| p.count()).unwrap_or(0),
                "full" => foster::record::parse(r).map(|p| p.deals.len()).unwrap_or(0),
                _ => r.len(),
            };
        }
    }
    println!("{mode} {n} bytes {}", bytes * 5);
}
