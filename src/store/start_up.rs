//! What the admin is told when the database cannot be used at start-up:
//! one sentence naming the file and what is wrong, instead of a player's
//! "try again" or SQLite's error repeated by every layer.

use super::{Store, StoreError};
use std::path::Path;

/// Below this much free space next to the database the bot does not start:
/// SQLite reuses its log file, so a small test write can still succeed on
/// a disk that has no room for the next game.
pub const MIN_FREE_BYTES: u64 = 1 << 20;

/// `e`, as one sentence about `path` when it says what is wrong.
pub(super) fn unusable(path: &Path, e: StoreError) -> StoreError {
    let Some(problem) = e.problem() else {
        return e;
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // SQLite says "cannot open" for several causes; name the one here.
    let problem = if !dir.is_dir() {
        format!("its directory {} does not exist", dir.display())
    } else if path.exists() && !writable(path) {
        "the database file is read-only".to_string()
    } else if !writable(dir) {
        format!(
            "its directory {} is read-only (SQLite writes its log files next to the database)",
            dir.display()
        )
    } else if let Some(free) = free_bytes(path).filter(|f| *f < MIN_FREE_BYTES) {
        full(free)
    } else {
        problem.to_string()
    };
    sentence(path, &problem)
}

/// Whether this process may write `path` (for root too: a read-only
/// file system says no).
#[cfg(unix)]
fn writable(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return true;
    };
    // SAFETY: `c` is a NUL-terminated path.
    unsafe { libc::access(c.as_ptr(), libc::W_OK) == 0 }
}

#[cfg(not(unix))]
fn writable(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.permissions().readonly())
}

fn full(free: u64) -> String {
    format!("the disk is full ({} KiB free)", free / 1024)
}

fn sentence(path: &Path, problem: &str) -> StoreError {
    StoreError::Unusable(format!(
        "The database file {} cannot be used: {problem}; fix that or set DATABASE_URL to another place.",
        path.display()
    ))
}

/// A write that must commit, and enough free space for play: a read-only
/// file or a full disk is found now, not by the first player.
pub(super) async fn check_writable(store: &Store, path: &Path) -> Result<(), StoreError> {
    if let Some(free) = free_bytes(path).filter(|f| *f < MIN_FREE_BYTES) {
        store.close().await;
        return Err(sentence(path, &full(free)));
    }
    // Rewriting the header's user version commits one page.
    let probe = async {
        let version: i64 = sqlx::query_scalar("PRAGMA user_version")
            .fetch_one(&store.write)
            .await?;
        sqlx::query(&format!("PRAGMA user_version = {version}"))
            .execute(&store.write)
            .await?;
        Ok::<_, StoreError>(())
    };
    if let Err(e) = probe.await {
        store.close().await;
        return Err(unusable(path, e));
    }
    Ok(())
}

/// Free space for an unprivileged writer on the file system holding `path`.
#[cfg(unix)]
fn free_bytes(path: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let c = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    let mut stat = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `c` is a NUL-terminated path and `stat` is written by the
    // call before it is read (only when it returns 0).
    let stat = unsafe {
        if libc::statvfs(c.as_ptr(), stat.as_mut_ptr()) != 0 {
            return None;
        }
        stat.assume_init()
    };
    Some(stat.f_bavail as u64 * stat.f_frsize as u64)
}

#[cfg(not(unix))]
fn free_bytes(_path: &Path) -> Option<u64> {
    None
}
