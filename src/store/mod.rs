//! Durable state behind one narrow API: [`Store`]. SQLite through sqlx with
//! portable SQL (no compile-time checked queries); the schema is in
//! `migrations/` and applied when the store opens. Queries use `$N`
//! placeholders, `RETURNING` and `ON CONFLICT`, so their text is the same on
//! PostgreSQL.
//!
//! Writes go through one connection (SQLite has one writer anyway, so
//! transactions queue in the pool instead of failing busy); reads use a
//! pool of their own. Every change to a game is one [`Change`] committed in
//! one transaction.

mod checkpoint;
pub mod model;
mod read;
mod rows;
mod write;

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
}

/// The game database.
#[derive(Clone, Debug)]
pub struct Store {
    write: SqlitePool,
    read: SqlitePool,
    _checkpointer: Arc<checkpoint::Checkpointer>,
}

impl Store {
    /// Opens (creating if missing) the database at `url` and migrates it.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?.create_if_missing(true);
        Store::open_with(options).await
    }

    /// As [`Store::open`] from connect options (used by `#[sqlx::test]`).
    /// Durability settings are always applied: WAL, `synchronous=FULL`
    /// (an acknowledged action survives power loss), foreign keys, and a
    /// busy timeout; the log is checkpointed by a task of its own (see
    /// [`checkpoint`]), not by commits.
    pub async fn open_with(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        let options = options
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
            _checkpointer: Arc::new(checkpointer),
        })
    }

    /// Closes both pools (waits for connections to be returned).
    pub async fn close(&self) {
        self.write.close().await;
        self.read.close().await;
    }
}
