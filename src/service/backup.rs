//! Backups and restores of a SQLite database (issue 28): `nanuk backup`,
//! `nanuk restore` and the bot's periodic backups (`NANUK_BACKUP_EVERY`).
//!
//! A backup is written under a temporary name beside its target, fsynced,
//! checked as `nanuk verify` checks a database (every game replayed, and
//! SQLite's own `quick_check`), and only then linked to its name, which
//! must not exist: a failure at any step leaves no file behind. A restore
//! checks the offered file the same way on a copy, keeps the current
//! database aside under a timestamped name, and puts the copy in place,
//! refusing while a bot holds the database. Sentences here are for the
//! operator.

use super::{GameService, SystemClock, VerifyReport};
use crate::store::backup::{self as files, Inspected};
use crate::store::{FileLock, Store, StoreError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Room kept free beyond the copy's size (SQLite's journal while the copy
/// is checked, the file system's own needs).
const MARGIN: u64 = 1 << 20;

/// Why a backup or restore did not happen: one sentence for the operator.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct OpsError(pub String);

fn fail(sentence: impl Into<String>) -> OpsError {
    OpsError(sentence.into())
}

/// A backup that was written and checked.
#[derive(Clone, Debug)]
pub struct BackupReport {
    pub path: PathBuf,
    pub bytes: u64,
    /// What `verify` found on the copy (clean, or it would not be kept).
    pub verified: VerifyReport,
}

/// A restore that was done.
#[derive(Clone, Debug)]
pub struct RestoreReport {
    /// Where the database that was in place went (`None`: there was none).
    pub kept_aside: Option<PathBuf>,
    pub verified: VerifyReport,
}

/// A file being written that is removed (with SQLite's files beside it)
/// unless [`Partial::keep`] is called.
struct Partial(Option<PathBuf>);

impl Partial {
    fn keep(mut self) {
        self.0 = None;
    }
}

impl Drop for Partial {
    fn drop(&mut self) {
        if let Some(path) = self.0.take() {
            for p in [
                path.clone(),
                with_suffix(&path, "-wal"),
                with_suffix(&path, "-shm"),
                with_suffix(&path, "-journal"),
            ] {
                let _ = std::fs::remove_file(p);
            }
        }
    }
}

/// Creates `temp` empty (SQLite's `VACUUM INTO` fills an empty file): an
/// unwritable or read-only directory is found here, in plain words.
fn start_file(temp: &Path, dir: &Path) -> Result<Partial, OpsError> {
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(temp)
    {
        Ok(_) => Ok(Partial(Some(temp.to_path_buf()))),
        Err(e) => Err(fail(format!(
            "Nothing can be written in {}: {e}.",
            dir.display()
        ))),
    }
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// A hidden name beside `target` for the file while it is written.
fn temporary(target: &Path, what: &str) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "nanuk.db".into());
    dir_of(target).join(format!(
        ".{name}.{what}-{}-{:08x}",
        std::process::id(),
        rand::random::<u32>()
    ))
}

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

fn no_room(dir: &Path, need: u64, free: u64) -> OpsError {
    fail(format!(
        "There is not enough free space in {}: the copy needs about {} and {} is free; free some space or choose another place.",
        dir.display(),
        mib(need + MARGIN),
        mib(free)
    ))
}

/// Flushes `path` (a file or a directory) to the disk.
fn sync(path: &Path) -> std::io::Result<()> {
    std::fs::File::open(path)?.sync_all()
}

/// What to do with a copy besides checking it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Then {
    Keep,
    /// It is about to replace the database: move its running games'
    /// versions past the lost database's and have its open games drawn
    /// again when the bot starts on it.
    Redraw,
}

/// Checks the SQLite database at `path` as `nanuk verify` does, plus
/// SQLite's `quick_check`; closes it (folding its log into the file)
/// before returning.
async fn verify_file(path: &Path, then: Then) -> Result<VerifyReport, OpsError> {
    let url = format!("sqlite://{}", path.display());
    let store = Store::open(&url)
        .await
        .map_err(|e| fail(format!("The copy {} cannot be opened: {e}", path.display())))?;
    let checked = async {
        let integrity = store.quick_check().await?;
        let service = GameService::new(store.clone(), Arc::new(SystemClock), 16);
        let report = service
            .verify_all()
            .await
            .map_err(|e| fail(e.to_string()))?;
        if then == Then::Redraw && report.ok() {
            service
                .prepare_restored_games()
                .await
                .map_err(|e| fail(format!("The copy could not be prepared: {e}")))?;
            store
                .next_generation()
                .await
                .map_err(|e| fail(format!("The copy could not be prepared: {e}")))?;
        }
        Ok::<_, OpsError>((integrity, report))
    }
    .await;
    store.close().await;
    // Fold what is left in the log into the file itself (a connection
    // may outlive the pool's close for a moment): the file alone must be
    // the whole database, as it is renamed without its log.
    files::checkpoint_file(path).await.map_err(|e| {
        fail(format!(
            "The copy {} could not be completed: {e}",
            path.display()
        ))
    })?;
    let (integrity, report) = checked?;
    if let Some(problem) = integrity {
        return Err(fail(format!(
            "The copy {} is damaged (SQLite's check says: {problem}).",
            path.display()
        )));
    }
    if let Some((game, reason)) = report.failed.first() {
        return Err(fail(format!(
            "The copy does not verify: game {game}: {reason} ({} of {} games differ).",
            report.failed.len(),
            report.checked
        )));
    }
    Ok(report)
}

impl From<StoreError> for OpsError {
    fn from(e: StoreError) -> OpsError {
        fail(e.to_string())
    }
}

impl GameService {
    /// Writes a checked copy of this (SQLite) database to `target`, which
    /// must not exist; the bot may be playing meanwhile.
    pub async fn backup(&self, target: &Path) -> Result<BackupReport, OpsError> {
        let store = &self.inner.store;
        let Some(database) = store.sqlite_path() else {
            return Err(fail(
                "The database is PostgreSQL: back it up with pg_dump (docs/deploy.md shows the commands).",
            ));
        };
        if target.exists() || target.is_symlink() {
            return Err(fail(format!(
                "{} already exists; a backup never overwrites a file: choose a new name.",
                target.display()
            )));
        }
        let dir = dir_of(target);
        if !dir.is_dir() {
            return Err(fail(format!(
                "The directory {} does not exist.",
                dir.display()
            )));
        }
        if same_file(database, target) {
            return Err(fail("The backup cannot be the database itself."));
        }
        let need = store.used_bytes().await?;
        if let Some(free) = files::free_space(target).filter(|f| *f < need + MARGIN) {
            return Err(no_room(dir, need, free));
        }
        let temp = temporary(target, "partial");
        let partial = start_file(&temp, dir)?;
        if let Err(e) = store.copy_to(&temp).await {
            drop(partial);
            let free = files::free_space(target).unwrap_or(0);
            return Err(match e.problem() {
                Some("the disk is full") => no_room(dir, need, free),
                Some(problem) => fail(format!(
                    "The backup could not be written in {}: {problem}.",
                    dir.display()
                )),
                None => fail(format!(
                    "The backup could not be written in {}: {}.",
                    dir.display(),
                    io_cause(&e)
                )),
            });
        }
        let verified = verify_file(&temp, Then::Keep).await?;
        sync(&temp).map_err(|e| fail(format!("The backup could not be flushed to disk: {e}.")))?;
        // Linking never replaces a file: a target that appeared meanwhile
        // stays as it was.
        match std::fs::hard_link(&temp, target) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return Err(fail(format!(
                    "{} already exists; a backup never overwrites a file: choose a new name.",
                    target.display()
                )));
            }
            Err(e) => {
                return Err(fail(format!(
                    "The backup could not be named {}: {e}.",
                    target.display()
                )));
            }
        }
        drop(partial);
        let _ = sync(dir);
        let bytes = std::fs::metadata(target).map(|m| m.len()).unwrap_or(0);
        Ok(BackupReport {
            path: target.to_path_buf(),
            bytes,
            verified,
        })
    }
}

/// What an I/O failure under a store error was, in a few words.
fn io_cause(e: &StoreError) -> String {
    match e {
        StoreError::Db(sqlx::Error::Database(d)) => d.message().to_string(),
        e => e.to_string(),
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// `now` (unix seconds) as `20261127T191500Z`, for file names.
pub fn utc_stamp(now: u64) -> String {
    let (secs, days) = (now % 86_400, (now / 86_400) as i64);
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}Z",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Puts the backup `from` in place of the SQLite database at `database`
/// (no bot may run on it). The backup is checked first, on a copy; the
/// database in place is kept aside as `<database>.before-restore-<time>`.
/// Nothing changes unless everything checks.
pub async fn restore(database: &Path, from: &Path) -> Result<RestoreReport, OpsError> {
    if !from.is_file() {
        return Err(fail(format!("There is no file at {}.", from.display())));
    }
    if same_file(database, from) {
        return Err(fail(
            "That file is the database itself: nothing to restore.",
        ));
    }
    let dir = dir_of(database);
    if !dir.is_dir() {
        return Err(fail(format!(
            "The directory {} does not exist.",
            dir.display()
        )));
    }
    // Held until the restore is done: a bot starting meanwhile is refused.
    let _lock = match FileLock::try_take(database) {
        Ok(Some(lock)) => lock,
        Ok(None) => {
            return Err(fail(format!(
                "A bot is running on {} (it holds {}): stop it first, then restore.",
                database.display(),
                FileLock::path_for(database).display()
            )));
        }
        Err(e) => {
            return Err(fail(format!(
                "Could not check whether a bot runs on {}: {e}.",
                database.display()
            )));
        }
    };
    match files::inspect(from).await? {
        Inspected::Nanuk { .. } => {}
        Inspected::NotNanuk => {
            return Err(fail(format!(
                "{} is not a Nanuk database; nothing was changed.",
                from.display()
            )));
        }
        Inspected::Newer { schema, known } => {
            return Err(fail(format!(
                "{} was written by a newer version of Nanuk (schema {schema}; this one knows up to {known}); restore it with that version or a newer one. Nothing was changed.",
                from.display()
            )));
        }
    }
    let need = std::fs::metadata(from).map(|m| m.len()).unwrap_or(0);
    if let Some(free) = files::free_space(database).filter(|f| *f < need + MARGIN) {
        return Err(no_room(dir, need, free));
    }
    let temp = temporary(database, "restoring");
    let partial = start_file(&temp, dir)?;
    files::copy_file(from, &temp).await.map_err(|e| {
        fail(format!(
            "{} could not be copied beside the database: {}; nothing was changed.",
            from.display(),
            e.problem().map_or_else(|| io_cause(&e), str::to_string)
        ))
    })?;
    let verified = verify_file(&temp, Then::Redraw)
        .await
        .map_err(|e| fail(format!("{} Nothing was changed.", e.0)))?;
    sync(&temp).map_err(|e| fail(format!("The copy could not be flushed to disk: {e}.")))?;

    let kept_aside = if database.exists() {
        // The log of a bot that was killed holds committed games: fold it
        // in so the file kept aside is whole on its own.
        files::checkpoint_file(database).await.map_err(|e| {
            fail(format!(
                "The database in place ({}) could not be prepared to be kept aside: {e}; nothing was changed.",
                database.display()
            ))
        })?;
        let aside = with_suffix(
            database,
            &format!(".before-restore-{}", utc_stamp(unix_now())),
        );
        std::fs::rename(database, &aside).map_err(|e| {
            fail(format!(
                "The database in place could not be moved aside to {}: {e}; nothing was changed.",
                aside.display()
            ))
        })?;
        // A log left beside it would be read into the restored file.
        for suffix in ["-wal", "-shm"] {
            let side = with_suffix(database, suffix);
            if side.exists() {
                let _ = std::fs::rename(&side, with_suffix(&aside, suffix));
            }
        }
        Some(aside)
    } else {
        None
    };
    std::fs::rename(&temp, database).map_err(|e| {
        fail(format!(
            "The backup could not be put in place at {}: {e} (the previous database is at {}).",
            database.display(),
            kept_aside.as_ref().map_or_else(
                || "nowhere: there was none".into(),
                |p| p.display().to_string()
            )
        ))
    })?;
    partial.keep();
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(with_suffix(&temp, suffix));
    }
    let _ = sync(dir);
    Ok(RestoreReport {
        kept_aside,
        verified,
    })
}

/// The periodic backups' files in `dir` for the database `stem`
/// (`<stem>-<time>.db`), oldest first.
pub fn periodic_backups(dir: &Path, stem: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let prefix = format!("{stem}-");
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_prefix(&prefix))
                .and_then(|rest| rest.strip_suffix(".db"))
                .is_some_and(is_stamp)
        })
        .collect();
    found.sort();
    found
}

/// `20261127T191500Z`.
fn is_stamp(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 16
        && b[8] == b'T'
        && b[15] == b'Z'
        && b[..8].iter().chain(&b[9..15]).all(u8::is_ascii_digit)
}

impl GameService {
    /// One periodic backup: `<stem>-<time>.db` in `dir` (created if
    /// missing), then all but the newest `keep` of them removed.
    pub async fn periodic_backup(&self, dir: &Path, keep: usize) -> Result<BackupReport, OpsError> {
        let Some(database) = self.inner.store.sqlite_path() else {
            return Err(fail(
                "periodic backups are for SQLite; back PostgreSQL up with pg_dump",
            ));
        };
        let stem = database
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "nanuk".into());
        std::fs::create_dir_all(dir).map_err(|e| {
            fail(format!(
                "The backup directory {} cannot be made: {e}.",
                dir.display()
            ))
        })?;
        let now = unix_now();
        let report = self
            .backup(&dir.join(format!("{stem}-{}.db", utc_stamp(now))))
            .await;
        crate::telemetry::backup(report.as_ref().ok().map(|_| now));
        let report = report?;
        let all = periodic_backups(dir, &stem);
        for old in all.iter().take(all.len().saturating_sub(keep.max(1))) {
            if let Err(e) = std::fs::remove_file(old) {
                tracing::warn!(file = %old.display(), error = %e, "could not remove an old backup");
            }
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_utc_calendar_times() {
        assert_eq!(utc_stamp(0), "19700101T000000Z");
        // 2026-11-27 19:15:07 UTC.
        assert_eq!(utc_stamp(1_795_806_907), "20261127T191507Z");
        // A leap day.
        assert_eq!(utc_stamp(951_782_400), "20000229T000000Z");
        assert!(is_stamp(&utc_stamp(1_795_806_907)));
        assert!(!is_stamp("20261127T1915Z"));
    }
}
