//! Whether a file read more than once (`parse`, `rule` and `score` read a record file a deal at
//! a time: checked, then written) was the same file each time. Each reading takes the
//! [`Version`] of the file it opened, before and after it reads; any difference from the first
//! reading's, or within a reading, says the file changed, and nothing more is made of it (else
//! a diagnostic or a ruling could be about a line that is in neither version).

use std::fs::File;

/// What tells one version of a file from another, read from its open handle: its length, when
/// it was last modified and, on Unix, when its inode last changed (a write sets it, and no tool
/// can put it back as `touch` puts back the modification time) and which file it is (an editor
/// that saves by renaming a new file into place makes another file of the same name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version {
    len: u64,
    modified: Option<std::time::SystemTime>,
    #[cfg(unix)]
    changed: (i64, i64),
    #[cfg(unix)]
    file: (u64, u64),
}

impl Version {
    /// The version of the open file, or `None` where its metadata cannot be had (nothing is
    /// then compared).
    pub fn of(file: &File) -> Option<Version> {
        let meta = file.metadata().ok()?;
        #[cfg(unix)]
        use std::os::unix::fs::MetadataExt;
        Some(Version {
            len: meta.len(),
            modified: meta.modified().ok(),
            #[cfg(unix)]
            changed: (meta.ctime(), meta.ctime_nsec()),
            #[cfg(unix)]
            file: (meta.dev(), meta.ino()),
        })
    }
}

/// The versions a file was read in, reading after reading.
#[derive(Debug, Default)]
pub struct Readings {
    first: Option<Version>,
}

impl Readings {
    /// Runs `read` over `file`, one reading of it. `Err(())` when the file is not the version
    /// an earlier reading read (and `read` is not run), or changed while `read` read it.
    pub fn watch<T>(&mut self, file: &File, read: impl FnOnce(&File) -> T) -> Result<T, ()> {
        let before = Version::of(file);
        match (self.first, before) {
            (Some(first), Some(now)) if first != now => return Err(()),
            (None, _) => self.first = before,
            _ => {}
        }
        let made = read(file);
        if before.is_some() && Version::of(file) != before {
            return Err(());
        }
        Ok(made)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    fn read_all(mut file: &File) -> String {
        let mut text = String::new();
        file.read_to_string(&mut text).expect("readable");
        text
    }

    #[test]
    fn the_same_file_read_twice_is_the_same_version() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        std::fs::write(&path, "deal 1\n").expect("written");
        let mut readings = Readings::default();
        for _ in 0..2 {
            let file = File::open(&path).expect("opens");
            assert_eq!(readings.watch(&file, read_all), Ok("deal 1\n".to_string()));
        }
    }

    #[test]
    fn a_file_grown_between_readings_is_another_version() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        std::fs::write(&path, "deal 1\n").expect("written");
        let mut readings = Readings::default();
        let file = File::open(&path).expect("opens");
        assert!(readings.watch(&file, read_all).is_ok());
        let mut more = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .expect("opens to append");
        more.write_all(b"deal 2\n").expect("appended");
        let file = File::open(&path).expect("opens");
        let mut ran = false;
        assert_eq!(readings.watch(&file, |_| ran = true), Err(()));
        assert!(!ran, "nothing is read from a file that changed");
    }

    #[test]
    fn a_file_replaced_by_one_of_the_same_length_is_another_version() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        std::fs::write(&path, "deal 1\n").expect("written");
        let mut readings = Readings::default();
        let file = File::open(&path).expect("opens");
        assert!(readings.watch(&file, read_all).is_ok());
        // As an editor saves: a new file renamed over the old.
        let new = dir.path().join("a.record.new");
        std::fs::write(&new, "deal 9\n").expect("written");
        std::fs::rename(&new, &path).expect("renamed");
        let file = File::open(&path).expect("opens");
        assert_eq!(readings.watch(&file, read_all), Err(()));
    }

    #[test]
    fn a_file_written_while_it_is_read_has_changed() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        std::fs::write(&path, "deal 1\n").expect("written");
        let mut readings = Readings::default();
        let file = File::open(&path).expect("opens");
        let read = readings.watch(&file, |file| {
            let text = read_all(file);
            std::fs::write(&path, "deal 1\ndeal 2\n").expect("written again");
            text
        });
        assert_eq!(read, Err(()));
    }

    /// Through the readers `parse`, `rule` and `score` use: the second reading of a record
    /// rewritten after the first hands on no deal and says the file changed.
    #[test]
    fn a_record_rewritten_between_readings_is_changed_and_nothing_is_read_from_it() {
        use crate::cli::{EachDeal, Source};
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        let record =
            "code: pirate-1916\n\ndeal 1\ndealer: N\nauction:\n  N 1S; E pass; S pass; W pass\n";
        std::fs::write(&path, record).expect("written");
        let mut readings = Readings::default();
        let mut deals = 0;
        let first = Source::Named(&path).read_each_deal(&mut readings, |_| deals += 1);
        assert!(matches!(first, Ok(EachDeal::Record(..))));
        assert_eq!(deals, 1);
        // A mistake on a line the first reading did not have.
        std::fs::write(&path, format!("{record}  N pas\n")).expect("rewritten");
        let second = Source::Named(&path).read_each_deal(&mut readings, |_| deals += 1);
        assert!(
            matches!(second, Ok(EachDeal::Changed(ref name)) if name.ends_with("a.record")),
            "no diagnostic about the new line"
        );
        assert_eq!(deals, 1, "no deal handed on from the changed file");
    }

    /// A record rewritten while it is being read: what was read of it (here its mistakes) is
    /// dropped for the change.
    #[test]
    fn a_record_rewritten_while_it_is_read_is_changed_not_its_mistakes() {
        use crate::cli::{EachDeal, read_each_deal};
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("a.record");
        std::fs::write(
            &path,
            "code: pirate-1916\n\ndeal 1\ndealer: N\n\ndeal 2\ndealer: N\nauction:\n  N pas\n",
        )
        .expect("written");
        let read = read_each_deal(&path, |_| {
            std::fs::write(&path, "code: pirate-1916\n").expect("rewritten");
        });
        assert!(matches!(read, Ok(EachDeal::Changed(_))));
    }
}
