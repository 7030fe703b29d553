//! What the admin is told when the database cannot be used at start-up:
//! one sentence naming the file (or the PostgreSQL server) and what is
//! wrong, instead of a player's "try again" or the driver's error repeated
//! by every layer.

use super::StoreError;
use super::sqlite::Sqlite;
use sqlx::postgres::PgConnectOptions;
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
pub(super) async fn check_writable(store: &Sqlite, path: &Path) -> Result<(), StoreError> {
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

/// `e`, met opening a PostgreSQL database, as one sentence naming the
/// server and the database (never the password, which the URL may hold).
pub(super) fn unreachable(options: &PgConnectOptions, e: StoreError) -> StoreError {
    let problem = match &e {
        // The server's own words ("password authentication failed for
        // user ...", "database ... does not exist").
        StoreError::Db(sqlx::Error::Database(d)) => d.message().to_string(),
        StoreError::Db(sqlx::Error::Io(io)) => io.to_string(),
        StoreError::Db(sqlx::Error::Tls(_)) => "the TLS connection failed".to_string(),
        StoreError::Db(sqlx::Error::PoolTimedOut) => "it did not answer in time".to_string(),
        StoreError::Migrate(m) => format!("its schema could not be migrated ({m})"),
        _ => e.to_string(),
    };
    StoreError::Unusable(format!(
        "The PostgreSQL database {:?} on {}:{} cannot be used: {problem}; check that the \
         server runs and that DATABASE_URL names it.",
        options.get_database().unwrap_or("(default)"),
        options.get_host(),
        options.get_port(),
    ))
}

/// Free space for an unprivileged writer on the file system holding `path`.
#[cfg(unix)]
pub(super) fn free_bytes(path: &Path) -> Option<u64> {
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
pub(super) fn free_bytes(_path: &Path) -> Option<u64> {
    None
}
