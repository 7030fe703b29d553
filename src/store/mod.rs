//! Durable state behind one narrow API: [`Store`]. SQLite through sqlx with
//! portable SQL (no compile-time checked queries); the schema is in
//! `migrations/` and applied when the store opens. Queries use `$N`
//! placeholders, `RETURNING` and `ON CONFLICT`, so their text is the same on
//! PostgreSQL.
//!
//! Writes go through one connection (SQLite has one writer anyway, so
//! transactions queue in the pool instead of failing busy); reads use a
//! pool of their own. Every change to a game is one [`Change`] committed in
//! one transaction. A write that fails discards its connection (see
//! [`writer`]), so a failed commit can never leave a transaction open
//! under the next one.

mod checkpoint;
pub mod model;
mod read;
mod rows;
mod start_up;
mod write;
mod writer;

pub use model::*;
pub use write::{Change, DeadlineChange, GameUpdate, NewAction, NewGame, SeatChange};

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// Used when `DATABASE_URL` is not set: `nanuk.db` in the working directory,
/// created if missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://nanuk.db?mode=rwc";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored JSON does not parse: {0}")]
    Json(#[from] serde_json::Error),
    #[error("stored data is corrupt: {0}")]
    Corrupt(String),
    /// The game changed under us (another process wrote it).
    #[error("game {0} was changed concurrently")]
    Conflict(GameId),
    /// The channel already has a lobby or running game.
    #[error("the channel already has an open game")]
    ChannelTaken,
    /// The interaction id is already in the action log.
    #[error("interaction already applied")]
    DuplicateInteraction,
    /// The database cannot be used at start-up: one sentence for the admin
    /// naming the file and what is wrong with it.
    #[error("{0}")]
    Unusable(String),
    /// The database file is no longer at its path (removed, or replaced by
    /// another file): a write would go to a file nobody will open again.
    #[error("the database file {} was moved or removed", .0.display())]
    FileGone(std::path::PathBuf),
    /// One error reported to several callers (a group commit).
    #[error("{0}")]
    Shared(Arc<StoreError>),
}

impl StoreError {
    /// The storage failed (as opposed to a refusal the data asked for:
    /// a conflict, a duplicate, a taken channel).
    pub fn is_fault(&self) -> bool {
        matches!(
            self,
            StoreError::Db(_)
                | StoreError::Migrate(_)
                | StoreError::Unusable(_)
                | StoreError::FileGone(_)
        ) || matches!(self, StoreError::Shared(e) if e.is_fault())
    }

    /// What is wrong with the storage, in words (the disk is full, the
    /// file is read-only...), when the error says.
    pub fn problem(&self) -> Option<&'static str> {
        match self {
            StoreError::Db(e) => writer::problem(e),
            StoreError::Migrate(sqlx::migrate::MigrateError::Execute(e)) => writer::problem(e),
            StoreError::FileGone(_) => Some("the database file was moved or removed"),
            StoreError::Shared(e) => e.problem(),
            _ => None,
        }
    }
}

/// The game database.
#[derive(Clone, Debug)]
pub struct Store {
    write: SqlitePool,
    read: SqlitePool,
    health: Arc<writer::Health>,
    /// The file the connections opened, to notice it being removed.
    file: Option<Arc<writer::FileId>>,
    _checkpointer: Arc<checkpoint::Checkpointer>,
}

impl Store {
    /// Opens (creating if missing) the database at `url` and migrates it.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?.create_if_missing(true);
        let path = options.get_filename().to_path_buf();
        let store = Store::open_with(options)
            .await
            .map_err(|e| start_up::unusable(&path, e))?;
        start_up::check_writable(&store, &path).await?;
        Ok(store)
    }

    /// As [`Store::open`] from connect options (used by `#[sqlx::test]`).
    /// Durability settings are always applied: WAL, `synchronous=FULL`
    /// (an acknowledged action survives power loss), foreign keys, and a
    /// busy timeout; the log is checkpointed by a task of its own (see
    /// [`checkpoint`]), not by commits.
    pub async fn open_with(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        // Create the file (if asked to) once, here. A connection opened
        // later, to replace one discarded after a failed write, must not
        // create an empty database where the real one was removed.
        sqlx::Connection::close(sqlx::ConnectOptions::connect(&options).await?).await?;
        let path = options.get_filename().to_path_buf();
        let options = options
            .create_if_missing(false)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // After a burst (a bulk import, a backlog) the log file is cut
            // back to this size when it restarts, instead of keeping its
            // largest size for good.
            .pragma("journal_size_limit", (64 * 1024 * 1024).to_string());
        let write = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.clone().pragma("wal_autocheckpoint", "0"))
            .await?;
        sqlx::migrate!().run(&write).await?;
        let read = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        let checkpointer = checkpoint::Checkpointer::start(read.clone());
        Ok(Store {
            write,
            read,
            health: Arc::default(),
            file: writer::FileId::of(&path).map(Arc::new),
            _checkpointer: Arc::new(checkpointer),
        })
    }

    /// Writes are failing now (the last one failed for lack of space, a
    /// read-only or removed file...).
    pub fn writes_failing(&self) -> bool {
        self.health.failing()
    }

    /// A storage fault met outside the store's writes (a game that could
    /// not be read): logged once with the write faults.
    pub fn note_fault(&self, e: &StoreError) {
        self.health.failed(e);
    }

    /// Closes both pools (waits for connections to be returned).
    pub async fn close(&self) {
        self.write.close().await;
        self.read.close().await;
    }
}
