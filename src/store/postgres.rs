//! The PostgreSQL backend: a server the admin runs (or a managed one).
//!
//! One process per database for now: the single write connection orders
//! the writes as SQLite's single writer does, and the service's in-memory
//! per-game locks and cache assume nobody else writes (several processes
//! are issue 13's next step).

use super::StoreError;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use std::time::Duration;

/// What the shared statements in `sql/` run on here.
pub(super) type Db = sqlx::Postgres;

// Compiled once per backend, deliberately: concrete types, no generics.
#[allow(clippy::duplicate_mod)]
#[path = "sql/read.rs"]
pub(super) mod read;
#[allow(clippy::duplicate_mod)]
#[path = "sql/write.rs"]
pub(super) mod write;

#[derive(Clone, Debug)]
pub(super) struct Postgres {
    pub write: PgPool,
    pub read: PgPool,
}

impl Postgres {
    /// Connects (the database must exist) and applies
    /// `migrations/postgres`. Commits are durable by the server's own
    /// settings (`synchronous_commit` defaults to on).
    pub async fn open(options: PgConnectOptions) -> Result<Postgres, StoreError> {
        // One plain connection first: a server that is down or refuses us
        // is reported at once (a pool would keep trying until its timeout).
        sqlx::Connection::close(sqlx::ConnectOptions::connect(&options).await?).await?;
        let write = PgPoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.clone())
            .await?;
        sqlx::migrate!("./migrations/postgres").run(&write).await?;
        let read = PgPoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        Ok(Postgres { write, read })
    }

    pub async fn close(&self) {
        self.write.close().await;
        self.read.close().await;
    }
}
