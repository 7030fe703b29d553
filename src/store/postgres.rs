//! The PostgreSQL backend: a server the admin runs (or a managed one).
//!
//! Several processes may share the database: each orders its own writes
//! through one write connection; across processes the commits' version
//! check orders each game, the service checks cached games against the
//! stored version, and background work is claimed (see `claims`).

use super::StoreError;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use std::time::Duration;

/// What the shared statements in `sql/` run on here.
pub(super) type Db = sqlx::Postgres;

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

/// Where commits that wrote outbox rows say which game (the payload), so
/// every process's delivery worker hears of rows another process wrote.
pub const OUTBOX_CHANNEL: &str = "nanuk_outbox";

/// Called by a commit that wrote outbox rows: a `NOTIFY`, sent by
/// PostgreSQL when (and only if) the transaction commits.
pub(super) async fn outbox_written(
    tx: &mut sqlx::Transaction<'_, Db>,
    game: super::GameId,
) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(OUTBOX_CHANNEL)
        .bind(game.0.to_string())
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Games whose outbox another process (or this one) committed rows to.
pub struct OutboxListener {
    listener: sqlx::postgres::PgListener,
}

impl OutboxListener {
    /// Listens on a connection of its own (not one of the store's pools).
    pub(super) async fn connect(db: &Postgres) -> Result<OutboxListener, StoreError> {
        let options = (*db.read.connect_options()).clone();
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with(options);
        let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
        listener.listen(OUTBOX_CHANNEL).await?;
        Ok(OutboxListener { listener })
    }

    /// The next game named. A lost connection is opened again (rows
    /// written meanwhile are found by the worker's periodic search).
    pub async fn next(&mut self) -> Result<super::GameId, StoreError> {
        loop {
            let n = self.listener.recv().await?;
            match n.payload().parse() {
                Ok(id) => return Ok(super::GameId(id)),
                Err(_) => tracing::warn!(payload = n.payload(), "a bad outbox notification"),
            }
        }
    }
}

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

#[cfg(test)]
#[path = "../../tests/support/postgres.rs"]
#[allow(dead_code)]
mod test_cluster;

#[cfg(test)]
mod tests {
    use super::super::{Backend, GameOptions, NewGame, Store};
    use super::test_cluster;
    use sqlx::ConnectOptions;

    fn lobby(channel: u64) -> NewGame {
        NewGame {
            guild: 1,
            channel,
            host: 2,
            options: GameOptions::default(),
            seats: Vec::new(),
            now: 0,
            outbox: vec!["lobby".to_string()],
        }
    }

    /// As on SQLite (see `writer`): a session setting of the one write
    /// connection makes its writes fail; the store must drop that
    /// connection, and the next write commits on a fresh one.
    #[tokio::test]
    async fn a_write_that_fails_discards_its_connection_and_the_next_one_commits() {
        let Some(options) = test_cluster::fresh_database().await else {
            return;
        };
        let store = Store::open_postgres(options.clone()).await.unwrap();
        let Backend::Postgres(db) = &store.backend else {
            unreachable!()
        };
        sqlx::query("SET default_transaction_read_only = on")
            .execute(&db.write)
            .await
            .unwrap();
        let refused = store.create_game(&lobby(1)).await.unwrap_err();
        assert_eq!(refused.problem(), Some("the database server is read-only"));
        assert!(store.writes_failing());

        store.create_game(&lobby(1)).await.unwrap();
        assert!(!store.writes_failing());
        let mut own = options.connect().await.unwrap();
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut own)
            .await
            .unwrap();
        assert_eq!(games, 1, "every write that returned Ok is in the database");
    }
}
