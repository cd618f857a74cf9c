//! The foster engine for the browser, with no bindings generator: the page copies a record's
//! UTF-8 text into memory from [`foster_alloc`], calls [`foster_rule`], and reads the answer
//! (the ruling text, or what is wrong with the record) from [`foster_output`] for the length
//! `foster_rule` returned. [`rule`] is the same thing as a Rust function, for tests.
//!
//! `unsafe` is confined to turning the page's pointer and length into a slice.

use std::sync::Mutex;

/// The text of the last answer, kept until the next call so the page can read it.
static OUTPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// Rules on a record under its own code: the engine's ruling text, exactly as `foster rule`
/// prints it, or the record's mistakes (line and column) if it cannot be read.
pub fn rule(record: &str) -> String {
    match foster::case::rule_source(record, None) {
        Ok(r) => r.text,
        Err(e) => format!("The record cannot be ruled on:\n{e}"),
    }
}

/// Reserves `len` bytes for the page to write a record into; free them with [`foster_free`].
#[unsafe(no_mangle)]
pub extern "C" fn foster_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Gives back memory from [`foster_alloc`].
///
/// # Safety
/// `ptr` and `len` must be exactly those of one earlier `foster_alloc` call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_free(ptr: *mut u8, len: usize) {
    if !ptr.is_null() {
        // SAFETY: the caller passes back a pointer and capacity from `foster_alloc`.
        drop(unsafe { Vec::from_raw_parts(ptr, 0, len.max(1)) });
    }
}

/// Rules on the record in `ptr[..len]` (UTF-8); returns the length of the answer, to be read
/// from [`foster_output`].
///
/// # Safety
/// `ptr[..len]` must be memory the page wrote (from [`foster_alloc`]).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn foster_rule(ptr: *const u8, len: usize) -> usize {
    let bytes: &[u8] = if ptr.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: the caller vouches for `ptr[..len]`.
        unsafe { std::slice::from_raw_parts(ptr, len) }
    };
    let answer = match std::str::from_utf8(bytes) {
        Ok(text) => rule(text),
        Err(e) => format!("The record is not UTF-8 text (byte {})", e.valid_up_to()),
    };
    let mut out = OUTPUT.lock().unwrap_or_else(|p| p.into_inner());
    *out = answer.into_bytes();
    out.len()
}

/// Where the last answer starts.
#[unsafe(no_mangle)]
pub extern "C" fn foster_output() -> *const u8 {
    OUTPUT.lock().unwrap_or_else(|p| p.into_inner()).as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    const REVOKE: &str = include_str!(
        "../../cases/pirate/the-declarers-revoke-is-scored-by-both-adversaries.record"
    );

    #[test]
    fn the_module_rules_as_foster_rule_does() {
        let text = rule(REVOKE);
        assert!(text.contains("Ruled under pirate-1916"), "{text}");
        assert!(text.contains("E, S each score 50 in honors"), "{text}");
    }

    #[test]
    fn the_extern_functions_carry_the_text_both_ways() {
        let record = REVOKE.replace("code: pirate-1916", "code: pirate-1917");
        let ptr = foster_alloc(record.len());
        // SAFETY: `ptr` has room for `record.len()` bytes.
        unsafe { std::ptr::copy_nonoverlapping(record.as_ptr(), ptr, record.len()) };
        let len = unsafe { foster_rule(ptr, record.len()) };
        unsafe { foster_free(ptr, record.len()) };
        let out = unsafe { std::slice::from_raw_parts(foster_output(), len) };
        let text = std::str::from_utf8(out).unwrap();
        assert!(text.contains("Ruled under pirate-1917"), "{text}");
    }

    #[test]
    fn a_broken_record_is_answered_not_panicked() {
        let text = rule("code: pirate-1916\ndeal 1\ndealer: Q\n");
        assert!(text.starts_with("The record cannot be ruled on"), "{text}");
        assert!(text.contains("unknown seat"), "{text}");
        let len = unsafe { foster_rule(std::ptr::null(), 0) };
        assert!(len > 0);
    }
}
