//! Which process runs which gateway shards (issue 13). On a shared
//! database each process holds, on a connection of its own for its whole
//! life, a PostgreSQL advisory lock per shard it runs and a shared one on
//! its shard count. PostgreSQL drops them when that connection ends (the
//! process stopped or died), so a restarted process takes its shards again
//! at once, while a second process with an overlapping range or another
//! count is refused. On SQLite (one process) the bot holds the file
//! instead ([`super::lock`]): a second bot on it is refused.
//!
//! The locks end with their connection, also when the connection is lost
//! (the server restarted, the network failed) while the process runs on.
//! [`ShardHold::check`], called every few seconds, notices that and takes
//! the locks again as soon as the server answers; if another process took
//! a shard meanwhile, this one must stop running it.

use super::{Backend, Store, StoreError};

/// Advisory lock namespaces (the first key of the two-key form): "NKSH"
/// and "NKSC" in ASCII.
const SHARD_LOCKS: i32 = 0x4e4b_5348;
const COUNT_LOCKS: i32 = 0x4e4b_5343;

/// Why a process may not run the shards it asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardConflict {
    /// Another live process runs this shard.
    Taken { shard: u32 },
    /// Another live process counts this many shards.
    Count { theirs: u32 },
    /// Another bot process runs on this SQLite file.
    FileHeld,
}

/// Shards this process runs, held until dropped (its connection closes).
#[derive(Debug)]
pub struct ShardHold {
    /// `None` on SQLite.
    held: Option<Held>,
    /// The SQLite file's lock.
    _file: Option<super::lock::FileLock>,
}

#[derive(Debug)]
struct Held {
    /// `None` while the connection is lost (its locks went with it).
    connection: Option<sqlx::PgConnection>,
    options: sqlx::postgres::PgConnectOptions,
    first: u32,
    last: u32,
    count: u32,
}

/// What [`ShardHold::check`] found.
#[derive(Debug)]
pub enum HoldState {
    /// The locks are held, as before.
    Held,
    /// The connection was lost and the locks are held again on a new one.
    Regained,
    /// The connection is lost and the server cannot be reached: nobody can
    /// take the shards through it meanwhile; checked again next time.
    Unreachable(StoreError),
    /// The connection was lost and another process took a shard (or counts
    /// differently) since: this process must stop running its shards.
    Lost(ShardConflict),
}

/// How long a check may wait for the server.
const CHECK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

impl ShardHold {
    /// Whether the locks are still held, taking them again on a new
    /// connection if the old one was lost.
    pub async fn check(&mut self) -> HoldState {
        use sqlx::ConnectOptions;
        let Some(held) = &mut self.held else {
            return HoldState::Held;
        };
        if let Some(conn) = &mut held.connection {
            let ping =
                tokio::time::timeout(CHECK_TIMEOUT, sqlx::query("SELECT 1").execute(&mut *conn))
                    .await;
            if matches!(ping, Ok(Ok(_))) {
                return HoldState::Held;
            }
            // Dead, or not answering: its locks are gone (or will be
            // when the server sees the socket close).
            held.connection = None;
        }
        let attempt = async {
            let mut conn = held.options.connect().await?;
            let got = pg::hold(&mut conn, held.first, held.last, held.count).await?;
            Ok::<_, StoreError>((conn, got))
        };
        match tokio::time::timeout(CHECK_TIMEOUT, attempt).await {
            Err(_) => HoldState::Unreachable(StoreError::Db(sqlx::Error::PoolTimedOut)),
            Ok(Err(e)) => HoldState::Unreachable(e),
            Ok(Ok((conn, Ok(())))) => {
                held.connection = Some(conn);
                HoldState::Regained
            }
            Ok(Ok((_conn, Err(conflict)))) => HoldState::Lost(conflict),
        }
    }
}

impl Store {
    /// Holds shards `first..=last` of `count` for this process, or says
    /// which other live process's shards conflict.
    pub async fn hold_shards(
        &self,
        first: u32,
        last: u32,
        count: u32,
    ) -> Result<Result<ShardHold, ShardConflict>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => Ok(match super::lock::FileLock::try_take(&db.path) {
                Ok(Some(lock)) => Ok(ShardHold {
                    held: None,
                    _file: Some(lock),
                }),
                Ok(None) => Err(ShardConflict::FileHeld),
                Err(e) => {
                    return Err(StoreError::Unusable(format!(
                        "could not take the lock file {} beside the database: {e}",
                        super::lock::FileLock::path_for(&db.path).display()
                    )));
                }
            }),
            Backend::Postgres(db) => {
                use sqlx::ConnectOptions;
                let options = (*db.read.connect_options()).clone();
                let mut conn = options.connect().await?;
                let held = pg::hold(&mut conn, first, last, count).await?;
                Ok(held.map(|()| ShardHold {
                    _file: None,
                    held: Some(Held {
                        connection: Some(conn),
                        options,
                        first,
                        last,
                        count,
                    }),
                }))
            }
        }
    }
}

mod pg {
    use super::{COUNT_LOCKS, SHARD_LOCKS, ShardConflict, StoreError};
    use sqlx::PgConnection;

    /// Locks on a failed attempt stay on `conn`, which the caller drops.
    pub async fn hold(
        conn: &mut PgConnection,
        first: u32,
        last: u32,
        count: u32,
    ) -> Result<Result<(), ShardConflict>, StoreError> {
        // Shared first, then look: of two processes with different counts
        // starting at once, each sees the other (both refuse; none runs).
        sqlx::query("SELECT pg_advisory_lock_shared($1, $2)")
            .bind(COUNT_LOCKS)
            .bind(count as i32)
            .execute(&mut *conn)
            .await?;
        let theirs: Option<i64> = sqlx::query_scalar(
            "SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND granted \
             AND classid = $1::bigint::oid AND objsubid = 2 AND objid <> $2::bigint::oid \
             AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
             LIMIT 1",
        )
        .bind(i64::from(COUNT_LOCKS))
        .bind(i64::from(count))
        .fetch_optional(&mut *conn)
        .await?;
        if let Some(theirs) = theirs {
            return Ok(Err(ShardConflict::Count {
                theirs: theirs as u32,
            }));
        }
        let taken: Option<i32> = sqlx::query_scalar(
            "SELECT s FROM generate_series($2::int, $3::int) AS s \
             WHERE NOT pg_try_advisory_lock($1, s) ORDER BY s LIMIT 1",
        )
        .bind(SHARD_LOCKS)
        .bind(first as i32)
        .bind(last as i32)
        .fetch_optional(&mut *conn)
        .await?;
        Ok(match taken {
            Some(shard) => Err(ShardConflict::Taken {
                shard: shard as u32,
            }),
            None => Ok(()),
        })
    }
}
