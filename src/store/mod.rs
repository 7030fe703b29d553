//! Durable state behind one narrow API: [`Store`], on SQLite (the default)
//! or PostgreSQL, chosen by the database URL's scheme. sqlx with portable
//! SQL (no compile-time checked queries, no `Any` driver): the statements
//! in `sql/` use `$N` placeholders, `RETURNING` and `ON CONFLICT`, and are
//! compiled once per backend module ([`sqlite`], [`postgres`]) against that
//! backend's concrete types. Each backend has its own schema folder,
//! `migrations/sqlite` and `migrations/postgres`, applied when the store
//! opens.
//!
//! Writes go through one connection (SQLite has one writer anyway, so
//! transactions queue in the pool instead of failing busy; on PostgreSQL
//! the same single writer orders one process's writes, and several
//! processes are ordered per game by the commits' version check); reads
//! use a pool of their own. Every change to a game is one [`Change`] committed in
//! one transaction. A write that fails discards its connection (see
//! [`writer`]), so a failed commit can never leave a transaction open
//! under the next one.

pub mod backup;
mod checkpoint;
mod claims;
mod copy;
mod health;
mod lock;
pub mod model;
mod postgres;
mod ratings;
mod read;
mod rows;
mod shards;
mod sqlite;
mod start_up;
mod url;
mod write;
mod writer;

pub use claims::{Claim, OutboxClaim};
pub use copy::{Copied, TABLES};
pub use lock::FileLock;
pub use model::*;
pub use postgres::OutboxListener;
pub use ratings::{Scope as RatingScope, StoredRating};
pub use shards::{HoldState, ShardConflict, ShardHold};
pub use url::{redact, secrets};
pub use write::{Change, DeadlineChange, GameUpdate, NewAction, NewGame, SeatChange};

use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::str::FromStr;
use std::sync::Arc;

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
    /// The connection failed while the transaction was committing: the
    /// server may have committed it or not, and nobody here can tell.
    #[error("the database connection failed during a commit: {0}")]
    Unconfirmed(sqlx::Error),
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
                | StoreError::Unconfirmed(_)
        ) || matches!(self, StoreError::Shared(e) if e.is_fault())
    }

    /// A commit whose outcome is unknown (see [`StoreError::Unconfirmed`]).
    pub fn is_unconfirmed(&self) -> bool {
        match self {
            StoreError::Unconfirmed(_) => true,
            StoreError::Shared(e) => e.is_unconfirmed(),
            _ => false,
        }
    }

    /// The error of a transaction's COMMIT: a connection that failed then
    /// leaves the outcome unknown (SQLite reports its own failures, a full
    /// disk say, as result codes: those are certain).
    pub(crate) fn of_commit(e: sqlx::Error) -> StoreError {
        match e {
            sqlx::Error::Io(_) | sqlx::Error::WorkerCrashed | sqlx::Error::Protocol(_) => {
                StoreError::Unconfirmed(e)
            }
            e => StoreError::Db(e),
        }
    }

    /// What is wrong with the storage, in words (the disk is full, the
    /// file is read-only...), when the error says.
    pub fn problem(&self) -> Option<&'static str> {
        match self {
            StoreError::Db(e) | StoreError::Unconfirmed(e) => writer::problem(e),
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
    backend: Backend,
    health: Arc<writer::Health>,
}

/// One implementation per database; [`Store`]'s methods dispatch on it.
#[derive(Clone, Debug)]
enum Backend {
    Sqlite(sqlite::Sqlite),
    Postgres(postgres::Postgres),
}

/// Which backend a database URL selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendKind {
    Sqlite,
    Postgres,
}

impl BackendKind {
    /// `postgres://` or `postgresql://`: PostgreSQL; anything else is
    /// SQLite's (which refuses what it cannot parse).
    pub fn of_url(url: &str) -> BackendKind {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            BackendKind::Postgres
        } else {
            BackendKind::Sqlite
        }
    }
}

impl Store {
    /// Opens the database at `url` and migrates it: a SQLite file (created
    /// if missing) or a PostgreSQL database (which must exist).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        match BackendKind::of_url(url) {
            BackendKind::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)?.create_if_missing(true);
                let path = options.get_filename().to_path_buf();
                let store = Store::open_with(options)
                    .await
                    .map_err(|e| start_up::unusable(&path, e))?;
                if let Backend::Sqlite(db) = &store.backend {
                    start_up::check_writable(db, &path).await?;
                }
                Ok(store)
            }
            BackendKind::Postgres => {
                let options = PgConnectOptions::from_str(url)?;
                Store::open_postgres(options.clone())
                    .await
                    .map_err(|e| start_up::unreachable(&options, e))
            }
        }
    }

    /// As [`Store::open`] from SQLite connect options (tests set their own).
    pub async fn open_with(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        Ok(Store::new(Backend::Sqlite(
            sqlite::Sqlite::open(options).await?,
        )))
    }

    /// As [`Store::open`] from PostgreSQL connect options.
    pub async fn open_postgres(options: PgConnectOptions) -> Result<Store, StoreError> {
        Ok(Store::new(Backend::Postgres(
            postgres::Postgres::open(options).await?,
        )))
    }

    fn new(backend: Backend) -> Store {
        Store {
            backend,
            health: Arc::default(),
        }
    }

    /// The database this store runs on.
    pub fn kind(&self) -> BackendKind {
        match self.backend {
            Backend::Sqlite(_) => BackendKind::Sqlite,
            Backend::Postgres(_) => BackendKind::Postgres,
        }
    }

    /// Other processes may write this database at the same time
    /// (PostgreSQL): a cached game must be checked against its stored
    /// version before use, and background work is claimed. A SQLite file
    /// belongs to one process.
    pub fn shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// On a shared database, a listener that names each game whose outbox
    /// any process committed rows to; `None` on SQLite (one process).
    pub async fn outbox_listener(&self) -> Result<Option<OutboxListener>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(None),
            Backend::Postgres(db) => Ok(Some(OutboxListener::connect(db).await?)),
        }
    }

    /// Writes are failing now (the last one failed for lack of space, a
    /// read-only or removed file, a lost server...).
    pub fn writes_failing(&self) -> bool {
        self.health.failing()
    }

    /// A storage fault met outside the store's writes (a game that could
    /// not be read): logged once with the write faults.
    pub fn note_fault(&self, e: &StoreError) {
        self.health.failed(e);
    }

    /// The SQLite write pool, for tests that set its connection up.
    #[cfg(test)]
    fn sqlite_write(&self) -> &sqlx::SqlitePool {
        match &self.backend {
            Backend::Sqlite(db) => &db.write,
            Backend::Postgres(_) => panic!("not a SQLite store"),
        }
    }

    /// Closes both pools (waits for connections to be returned).
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite(db) => db.close().await,
            Backend::Postgres(db) => db.close().await,
        }
    }
}
