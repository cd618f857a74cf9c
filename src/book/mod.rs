//! The annotated law book (mdBook), built in-process: every law with its annotation, under each
//! law how the engine deals with it and its worked cases — each ruled by
//! [`crate::case::render_case`], the same function `foster rule` and the snapshot tests use.
//!
//! Only `driver` reads files (the book is a build step, behind the `book` feature); the
//! rendering and the directives are plain functions of their inputs.

pub mod directives;
pub(crate) mod driver;
pub mod html;
pub mod library;
pub(crate) mod playground;
pub(crate) mod summary;

pub use driver::{BookError, BuildReport, WasmUnavailable};
pub use driver::{
    PORTLAND_MODULE, SOLVER_MODULE, WASM_TARGET, build, build_engine, build_wasm, build_with,
    building_wasm, find_root, preprocess, read_cases,
};
pub use library::{CaseLibrary, Ruled};
