//! A SQLite file belongs to one bot process (issue 28): the bot holds an
//! exclusive `flock` on `<database>-lock` beside the file for its whole
//! life (as it holds its shard locks on PostgreSQL), so a second bot on
//! the same file, and `nanuk restore` while a bot runs, are refused. The
//! kernel drops the lock when the process ends, however it ends; the
//! empty file itself means nothing and stays.
//!
//! Why a file of its own rather than the database: SQLite locks the
//! database with POSIX record locks, which a process loses on *every*
//! descriptor of the file when it closes *any* of them; a second
//! descriptor on the database would put SQLite's own locking at risk.

use std::path::{Path, PathBuf};

/// Held while alive; the lock ends when it is dropped (or the process
/// ends).
#[derive(Debug)]
pub struct FileLock {
    _file: std::fs::File,
    path: PathBuf,
}

impl FileLock {
    /// The lock file beside `database`.
    pub fn path_for(database: &Path) -> PathBuf {
        let mut name = database.as_os_str().to_owned();
        name.push("-lock");
        PathBuf::from(name)
    }

    /// Takes the lock for `database`: `Ok(None)` if another process (or
    /// another holder in this one) has it.
    pub fn try_take(database: &Path) -> std::io::Result<Option<FileLock>> {
        let path = FileLock::path_for(database);
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        if !exclusive(&file)? {
            return Ok(None);
        }
        Ok(Some(FileLock { _file: file, path }))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(unix)]
fn exclusive(file: &std::fs::File) -> std::io::Result<bool> {
    use std::os::unix::io::AsRawFd;
    // SAFETY: a valid descriptor owned by `file`; flock has no other
    // memory effects.
    let r = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if r == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    if e.raw_os_error() == Some(libc::EWOULDBLOCK) {
        Ok(false)
    } else {
        Err(e)
    }
}

#[cfg(not(unix))]
fn exclusive(_file: &std::fs::File) -> std::io::Result<bool> {
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::FileLock;

    #[test]
    fn one_holder_at_a_time_and_free_again_when_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("nanuk.db");
        let held = FileLock::try_take(&db).unwrap().expect("free at first");
        assert_eq!(held.path(), dir.path().join("nanuk.db-lock"));
        assert!(FileLock::try_take(&db).unwrap().is_none(), "held");
        drop(held);
        assert!(FileLock::try_take(&db).unwrap().is_some(), "free again");
    }
}
