//! The write connection's hygiene, and telling the admin when writes fail.
//!
//! When a write fails its connection is discarded, never reused. A failed
//! `COMMIT` (a full disk, a read-only or removed file, an I/O error) may
//! have been rolled back by SQLite itself; sqlx's own `ROLLBACK` then
//! fails, sqlx still counts the transaction as open, and every later
//! `begin`/`commit` on that connection would be a savepoint inside a
//! transaction that never commits: "saved" without being saved. The pool
//! opens a fresh connection for the next write instead (and so does a
//! PostgreSQL pool, whose lost connections fail the same way). A write
//! whose future is dropped half-way is discarded too.
//!
//! So a write that returns `Ok` ran on a connection that has only ever
//! seen successful writes, and its `COMMIT` was a real one.

use super::StoreError;
use sqlx::Database;
use sqlx::pool::PoolConnection;
use sqlx::postgres::PgDatabaseError;
use std::sync::Mutex;
use std::time::Instant;

/// The write connection for one write; discarded on drop unless
/// [`WriteConn::keep`] says the write succeeded.
pub(super) struct WriteConn<DB: Database> {
    conn: Option<PoolConnection<DB>>,
    /// When the write began: its success says nothing about a fault seen
    /// after that (see [`Health::succeeded`]).
    pub started: Instant,
}

impl<DB: Database> WriteConn<DB> {
    pub fn new(conn: PoolConnection<DB>, started: Instant) -> WriteConn<DB> {
        WriteConn {
            conn: Some(conn),
            started,
        }
    }

    pub fn conn(&mut self) -> &mut DB::Connection {
        self.conn.as_mut().expect("held until dropped")
    }

    /// The write committed: the connection goes back to the pool.
    pub fn keep(mut self) {
        drop(self.conn.take());
    }
}

impl<DB: Database> Drop for WriteConn<DB> {
    fn drop(&mut self) {
        if let Some(conn) = self.conn.take() {
            // Detached, the pool forgets it (and opens a new one when
            // next asked); dropped, its worker closes the SQLite handle
            // (a PostgreSQL connection closes its socket, and the server
            // rolls back whatever was open on it).
            drop(conn.detach());
        }
    }
}

/// Which file the database path named when the store opened. SQLite in
/// WAL mode keeps writing to a removed file's open inode (and its log),
/// so a removal is only seen by looking at the path.
#[derive(Debug)]
pub(super) struct FileId {
    path: std::path::PathBuf,
    id: (u64, u64),
}

impl FileId {
    pub fn of(path: &std::path::Path) -> Option<FileId> {
        Some(FileId {
            path: path.to_path_buf(),
            id: identity(path)?,
        })
    }

    /// The path still names the file the connections have open.
    pub fn still_there(&self) -> bool {
        identity(&self.path) == Some(self.id)
    }

    pub fn gone(&self) -> StoreError {
        StoreError::FileGone(self.path.clone())
    }
}

#[cfg(unix)]
fn identity(path: &std::path::Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).ok()?;
    Some((m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn identity(path: &std::path::Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|_| (0, 0))
}

/// Whether writes are failing now, so the cause is logged once when they
/// start failing and once when they succeed again, not once a request.
#[derive(Debug, Default)]
pub(super) struct Health {
    failing_since: Mutex<Option<Instant>>,
}

impl Health {
    pub fn failed(&self, e: &StoreError) {
        if !e.is_fault() {
            return;
        }
        crate::telemetry::storage_fault();
        let mut since = self.failing_since.lock().unwrap_or_else(|p| p.into_inner());
        if since.is_none() {
            *since = Some(Instant::now());
            tracing::error!(
                problem = e.problem().unwrap_or("the database refused the write"),
                error = %e,
                "database writes fail; every change is refused until they succeed again"
            );
        }
    }

    /// A write that began at `started` succeeded. One that began before
    /// the fault was seen proves nothing about now (SQLite finishes a
    /// write begun before its file was moved away, into the moved file),
    /// so only a later one ends the fault.
    pub fn succeeded(&self, started: Instant) {
        let mut since = self.failing_since.lock().unwrap_or_else(|p| p.into_inner());
        if since.is_some_and(|t| started < t) {
            return;
        }
        if let Some(t) = since.take() {
            tracing::warn!(
                after_ms = t.elapsed().as_millis() as u64,
                "database writes succeed again"
            );
        }
    }

    pub fn failing(&self) -> bool {
        self.failing_since
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_some()
    }
}

/// SQLite's primary result codes for storage that cannot take a write.
const SQLITE_READONLY: i64 = 8;
const SQLITE_IOERR: i64 = 10;
const SQLITE_FULL: i64 = 13;
const SQLITE_CANTOPEN: i64 = 14;
/// `SQLITE_READONLY_DBMOVED`: the file was renamed or deleted while open.
const SQLITE_READONLY_DBMOVED: i64 = 1032;

/// PostgreSQL's SQLSTATEs for a server that cannot take a write.
const PG_DISK_FULL: &str = "53100";
const PG_READ_ONLY: &str = "25006";
/// Class 08 (connection exception) and class 57 (operator intervention:
/// the server shutting down).
const PG_CONNECTION_CLASS: &str = "08";
const PG_SHUTDOWN_CLASS: &str = "57";

/// What is wrong with the storage, in words, if the error says.
pub(super) fn problem(e: &sqlx::Error) -> Option<&'static str> {
    match e {
        sqlx::Error::Database(d) if d.try_downcast_ref::<PgDatabaseError>().is_some() => {
            match d.code()?.as_ref() {
                PG_DISK_FULL => Some("the database server's disk is full"),
                PG_READ_ONLY => Some("the database server is read-only"),
                c if c.starts_with(PG_CONNECTION_CLASS) || c.starts_with(PG_SHUTDOWN_CLASS) => {
                    Some("the database server cannot be reached")
                }
                _ => None,
            }
        }
        sqlx::Error::Database(d) => {
            let code: i64 = d.code()?.parse().ok()?;
            match (code, code & 0xff) {
                (SQLITE_READONLY_DBMOVED, _) => Some("the database file was moved or removed"),
                (_, SQLITE_READONLY) => Some("the database file is read-only"),
                (_, SQLITE_FULL) => Some("the disk is full"),
                (_, SQLITE_CANTOPEN) => Some("the database file cannot be opened or created"),
                (_, SQLITE_IOERR) => Some("the disk reports an I/O error"),
                _ => None,
            }
        }
        // A PostgreSQL connection cut (the server stopped or restarted,
        // the network failed); SQLite's I/O errors come as result codes.
        sqlx::Error::Io(io) if connection_lost(io.kind()) => {
            Some("the database server cannot be reached")
        }
        sqlx::Error::Io(_) => Some("the disk reports an I/O error"),
        // The pool kept trying to connect (or waited for a busy
        // connection) until its acquire timeout.
        sqlx::Error::PoolTimedOut => {
            Some("the database server cannot be reached or did not answer in time")
        }
        _ => None,
    }
}

fn connection_lost(kind: std::io::ErrorKind) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        kind,
        ConnectionRefused
            | ConnectionReset
            | ConnectionAborted
            | NotConnected
            | BrokenPipe
            | UnexpectedEof
            | TimedOut
    )
}

#[cfg(test)]
mod tests {
    use super::super::{GameOptions, NewGame, Store, StoreError};
    use super::Health;
    use sqlx::ConnectOptions;
    use std::time::Instant;

    /// A write begun before its file was moved still commits (into the
    /// moved file): that success must not end the fault, or the admin
    /// is told "fails" twice for one fault.
    #[test]
    fn only_a_write_begun_after_the_fault_was_seen_ends_it() {
        let health = Health::default();
        let begun_before = Instant::now();
        std::thread::sleep(std::time::Duration::from_millis(1));
        health.failed(&StoreError::FileGone("nanuk.db".into()));
        health.succeeded(begun_before);
        assert!(health.failing(), "a write begun before the fault ended it");
        health.succeeded(Instant::now());
        assert!(!health.failing());
    }

    fn lobby(channel: u64) -> NewGame {
        NewGame {
            guild: 1,
            channel,
            host: 2,
            options: GameOptions::default(),
            seats: Vec::new(),
            now: 0,
            // Big rows, so the page limit is met within a few games.
            outbox: vec!["x".repeat(64 * 1024)],
        }
    }

    /// `max_page_count` is a setting of one connection: a write that
    /// fails against it must leave the store on a fresh connection,
    /// which writes, and the first success ends the fault.
    #[tokio::test]
    async fn a_write_that_fails_discards_its_connection_and_the_next_one_commits() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nanuk.db");
        let store = Store::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap();
        let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
            .fetch_one(store.sqlite_write())
            .await
            .unwrap();
        sqlx::query(&format!("PRAGMA max_page_count = {}", pages + 40))
            .execute(store.sqlite_write())
            .await
            .unwrap();
        let mut saved = 0;
        let full = loop {
            match store.create_game(&lobby(100 + saved)).await {
                Ok(_) => saved += 1,
                Err(e) => break e,
            }
            assert!(saved < 100, "the page limit never applied");
        };
        assert!(matches!(full, StoreError::Db(_)), "{full:?}");
        assert_eq!(full.problem(), Some("the disk is full"));
        assert!(store.writes_failing());

        // The limited connection is gone: the next write commits.
        store.create_game(&lobby(1)).await.unwrap();
        assert!(!store.writes_failing());
        let mut own = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(&path)
            .connect()
            .await
            .unwrap();
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut own)
            .await
            .unwrap();
        assert_eq!(
            games,
            saved as i64 + 1,
            "every write that returned Ok is on disk"
        );
    }
}
