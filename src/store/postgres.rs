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

/// How long a read may wait for a connection. Short: a server that went
/// away is found within it (the pool keeps trying to connect until then),
/// so a player is refused with a sentence before the interaction has to be
/// deferred (1.5 s), instead of waiting on a dead server. Reads queue
/// behind at most a few others on four connections.
pub const READ_ACQUIRE: Duration = Duration::from_secs(1);

/// How long a write may wait for the one write connection: longer than a
/// read, as every write of the process queues there (a commit takes a few
/// milliseconds); a lost server is usually found by the read before it.
pub const WRITE_ACQUIRE: Duration = Duration::from_secs(3);

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
        // A connection is checked before each use (`test_before_acquire`,
        // sqlx's default, said here because it matters): after the server
        // restarted, the pool's old connections are found dead and
        // replaced instead of failing a player's action.
        let write = PgPoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .test_before_acquire(true)
            .acquire_timeout(WRITE_ACQUIRE)
            .connect_with(options.clone())
            .await?;
        sqlx::migrate!("./migrations/postgres").run(&write).await?;
        let read = PgPoolOptions::new()
            .max_connections(4)
            .test_before_acquire(true)
            .acquire_timeout(READ_ACQUIRE)
            .connect_with(options)
            .await?;
        Ok(Postgres { write, read })
    }

    pub async fn close(&self) {
        self.write.close().await;
        self.read.close().await;
    }
}

// The tests' PostgreSQL server, included alone: a unit test cannot reach
// the rest of `tests/support` (see its `mod.rs`).
#[cfg(test)]
#[path = "../../tests/support/postgres.rs"]
#[allow(dead_code)]
mod test_cluster;

#[cfg(test)]
mod tests {
    use super::super::{Backend, GameOptions, HoldState, NewGame, ShardConflict, Store};
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

    /// Shard locks end with their connection: after the server restarted,
    /// the holder takes them again, unless another process was quicker.
    #[tokio::test]
    async fn shard_locks_lost_with_the_server_are_taken_again_or_reported_lost() {
        let Some(cluster) = test_cluster::PrivateCluster::start().await else {
            return;
        };
        let a = Store::open_postgres(cluster.options()).await.unwrap();
        let mut hold = a.hold_shards(0, 0, 2).await.unwrap().unwrap();
        assert!(matches!(hold.check().await, HoldState::Held));

        cluster.crash();
        assert!(matches!(hold.check().await, HoldState::Unreachable(_)));
        cluster.restart();
        assert!(matches!(hold.check().await, HoldState::Regained));
        assert!(matches!(hold.check().await, HoldState::Held));
        let b = Store::open_postgres(cluster.options()).await.unwrap();
        assert_eq!(
            b.hold_shards(0, 0, 2).await.unwrap().err(),
            Some(ShardConflict::Taken { shard: 0 }),
            "held again, so refused to another process"
        );

        // Another process takes the shard before the holder notices.
        cluster.crash();
        cluster.restart();
        let _theirs = b.hold_shards(0, 0, 2).await.unwrap().unwrap();
        assert!(matches!(
            hold.check().await,
            HoldState::Lost(ShardConflict::Taken { shard: 0 })
        ));
    }
}
