//! The store's part of backups and restores (issue 28): a consistent copy
//! of a live SQLite database (`VACUUM INTO`, one read transaction: the
//! bot's writes go on meanwhile), how much room that copy needs, and what
//! a file offered for a restore holds. The procedure around them (a
//! temporary name, fsync, verify, no overwrite) is the service's
//! (`service::backup`).

use super::sqlite::MIGRATOR;
use super::{Backend, Store, StoreError};
use sqlx::ConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::path::Path;

/// The first 16 bytes of every SQLite 3 database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// What a file offered for a restore is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inspected {
    /// A Nanuk database whose schema this binary knows (it may be older:
    /// it is migrated when opened).
    Nanuk { schema: i64 },
    /// Not a SQLite file, or a SQLite file without Nanuk's tables.
    NotNanuk,
    /// A Nanuk database with migrations this binary does not have: made
    /// by a newer version.
    Newer { schema: i64, known: i64 },
}

impl Store {
    /// The SQLite file, or `None` on PostgreSQL.
    pub fn sqlite_path(&self) -> Option<&Path> {
        match &self.backend {
            Backend::Sqlite(db) => Some(&db.path),
            Backend::Postgres(_) => None,
        }
    }

    /// About how many bytes a copy of the database takes (its pages in
    /// use; `VACUUM INTO` leaves the free ones out).
    pub async fn used_bytes(&self) -> Result<u64, StoreError> {
        let Backend::Sqlite(db) = &self.backend else {
            return Ok(0);
        };
        let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
            .fetch_one(&db.read)
            .await?;
        let free: i64 = sqlx::query_scalar("PRAGMA freelist_count")
            .fetch_one(&db.read)
            .await?;
        let size: i64 = sqlx::query_scalar("PRAGMA page_size")
            .fetch_one(&db.read)
            .await?;
        Ok((pages - free).max(0) as u64 * size.max(0) as u64)
    }

    /// When this database was last put in place by `nanuk restore` (unix
    /// seconds; 0: never, and on PostgreSQL, which it does not handle).
    pub fn generation(&self) -> u32 {
        match &self.backend {
            Backend::Sqlite(db) => db.generation,
            Backend::Postgres(_) => 0,
        }
    }

    /// Marks the file as restored now (see [`Store::generation`]): two
    /// restores of one backup get different marks too.
    pub async fn next_generation(&self) -> Result<(), StoreError> {
        let Backend::Sqlite(db) = &self.backend else {
            return Ok(());
        };
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        // `user_version` is a signed 32-bit number.
        let now = u32::try_from(now).unwrap_or(u32::MAX).min(i32::MAX as u32);
        let next = now.max(db.generation.saturating_add(1));
        sqlx::query(&format!("PRAGMA user_version = {next}"))
            .execute(&db.write)
            .await?;
        Ok(())
    }

    /// SQLite's `quick_check`: `None` if the file is sound, else what it
    /// found (its first lines).
    pub async fn quick_check(&self) -> Result<Option<String>, StoreError> {
        let Backend::Sqlite(db) = &self.backend else {
            return Ok(None);
        };
        let found: Vec<String> = sqlx::query_scalar("PRAGMA quick_check(5)")
            .fetch_all(&db.read)
            .await?;
        Ok((found != ["ok"]).then(|| found.join("; ")))
    }

    /// Writes a consistent copy of the live SQLite database to `target`
    /// (which must not exist) on a read connection: commits go on
    /// meanwhile and are not in the copy. Not fsynced here.
    pub async fn copy_to(&self, target: &Path) -> Result<(), StoreError> {
        let Backend::Sqlite(db) = &self.backend else {
            return Err(StoreError::Unusable(
                "a PostgreSQL database is backed up with pg_dump (docs/deploy.md)".into(),
            ));
        };
        let target = target.to_str().ok_or_else(|| {
            StoreError::Unusable(format!("the path {} is not valid UTF-8", target.display()))
        })?;
        sqlx::query("VACUUM INTO $1")
            .bind(target)
            .execute(&db.read)
            .await?;
        Ok(())
    }
}

/// Copies the SQLite database `from` (opened read-only, nothing written
/// to it) to `target` (which must not exist).
pub async fn copy_file(from: &Path, target: &Path) -> Result<(), StoreError> {
    let target = target.to_str().ok_or_else(|| {
        StoreError::Unusable(format!("the path {} is not valid UTF-8", target.display()))
    })?;
    let mut conn = SqliteConnectOptions::new()
        .filename(from)
        .read_only(true)
        .connect()
        .await?;
    let copied = sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(&mut conn)
        .await;
    sqlx::Connection::close(conn).await?;
    copied?;
    Ok(())
}

/// Folds the write-ahead log of the SQLite database at `path` (no process
/// may have it open) into the file itself, so the file alone is the whole
/// database.
pub async fn checkpoint_file(path: &Path) -> Result<(), StoreError> {
    let mut conn = SqliteConnectOptions::new().filename(path).connect().await?;
    // (busy, frames in the log, frames checkpointed): busy while another
    // connection still reads; it is about to close.
    for _ in 0..50 {
        let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)")
            .fetch_one(&mut conn)
            .await?;
        if busy == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    sqlx::Connection::close(conn).await?;
    Ok(())
}

/// What `file` holds, for a restore: read-only, nothing written.
pub async fn inspect(file: &Path) -> Result<Inspected, StoreError> {
    let mut magic = [0u8; 16];
    let read =
        std::fs::File::open(file).and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic));
    match read {
        Ok(()) if &magic == SQLITE_MAGIC => {}
        Ok(()) => return Ok(Inspected::NotNanuk),
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
            return Ok(Inspected::NotNanuk);
        }
        Err(e) => {
            return Err(StoreError::Unusable(format!(
                "{} cannot be read: {e}",
                file.display()
            )));
        }
    }
    let mut conn = SqliteConnectOptions::new()
        .filename(file)
        .read_only(true)
        .connect()
        .await?;
    let tables: Vec<String> = match sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('_sqlx_migrations', 'games')",
    )
    .fetch_all(&mut conn)
    .await
    {
        Ok(t) => t,
        // "file is not a database": a damaged or encrypted file.
        Err(sqlx::Error::Database(_)) => return Ok(Inspected::NotNanuk),
        Err(e) => return Err(e.into()),
    };
    if tables.len() != 2 {
        sqlx::Connection::close(conn).await?;
        return Ok(Inspected::NotNanuk);
    }
    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success")
            .fetch_all(&mut conn)
            .await?;
    sqlx::Connection::close(conn).await?;
    let known: Vec<i64> = MIGRATOR.iter().map(|m| m.version).collect();
    let newest_known = known.iter().copied().max().unwrap_or(0);
    let schema = applied.iter().copied().max().unwrap_or(0);
    if applied.iter().any(|v| !known.contains(v)) {
        return Ok(if schema > newest_known {
            Inspected::Newer {
                schema,
                known: newest_known,
            }
        } else {
            Inspected::NotNanuk
        });
    }
    Ok(Inspected::Nanuk { schema })
}

/// Free space for an unprivileged writer in the directory that would hold
/// `path`.
pub fn free_space(path: &Path) -> Option<u64> {
    super::start_up::free_bytes(path)
}
