//! Score pads, rubbers and settlement, one folder per code.

pub mod portland;
