//! The SQLite backend: a file next to the bot, the default.

use super::StoreError;
use super::checkpoint::Checkpointer;
use super::writer::FileId;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use std::sync::Arc;
use std::time::Duration;

/// The SQLite schema's migrations, as built into this binary.
pub(super) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");

/// What the shared statements in `sql/` run on here.
pub(super) type Db = sqlx::Sqlite;

// Compiled once per backend, deliberately: concrete types, no generics.
#[allow(clippy::duplicate_mod)]
#[path = "sql/ratings.rs"]
pub(super) mod ratings;
#[allow(clippy::duplicate_mod)]
#[path = "sql/read.rs"]
pub(super) mod read;
#[allow(clippy::duplicate_mod)]
#[path = "sql/write.rs"]
pub(super) mod write;

/// Called by a commit that wrote outbox rows: nothing to do here, the
/// one process signals its own worker.
pub(super) async fn outbox_written(
    _tx: &mut sqlx::Transaction<'_, Db>,
    _game: super::GameId,
) -> Result<(), StoreError> {
    Ok(())
}

#[derive(Clone, Debug)]
pub(super) struct Sqlite {
    pub write: SqlitePool,
    pub read: SqlitePool,
    /// The database file's path as opened (for backups, free space and
    /// the bot's lock).
    pub path: std::path::PathBuf,
    /// When this file was last put in place by `nanuk restore` (unix
    /// seconds in SQLite's `user_version`, which nothing else uses; 0:
    /// never): the delivery tells its messages apart from those of the
    /// database it replaced.
    pub generation: u32,
    /// The file the connections opened, to notice it being removed.
    pub file: Option<Arc<FileId>>,
    _checkpointer: Arc<Checkpointer>,
}

impl Sqlite {
    /// Durability settings are always applied: WAL, `synchronous=FULL`
    /// (an acknowledged action survives power loss), foreign keys, and a
    /// busy timeout; the log is checkpointed by a task of its own (see
    /// [`super::checkpoint`]), not by commits.
    pub async fn open(options: SqliteConnectOptions) -> Result<Sqlite, StoreError> {
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
        MIGRATOR.run(&write).await?;
        let generation: i64 = sqlx::query_scalar("PRAGMA user_version")
            .fetch_one(&write)
            .await?;
        let read = SqlitePoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        let checkpointer = Checkpointer::start(read.clone());
        Ok(Sqlite {
            write,
            read,
            file: FileId::of(&path).map(Arc::new),
            path,
            generation: u32::try_from(generation).unwrap_or(0),
            _checkpointer: Arc::new(checkpointer),
        })
    }

    pub async fn close(&self) {
        self.write.close().await;
        self.read.close().await;
    }
}
