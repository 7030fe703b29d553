//! Which process runs which gateway shards (issue 13). On a shared
//! database each process holds, on a connection of its own for its whole
//! life, a PostgreSQL advisory lock per shard it runs and a shared one on
//! its shard count. PostgreSQL drops them when that connection ends (the
//! process stopped or died), so a restarted process takes its shards again
//! at once, while a second process with an overlapping range or another
//! count is refused. On SQLite (one process) nothing is held.

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
}

/// Shards this process runs, held until dropped (its connection closes).
#[derive(Debug)]
pub struct ShardHold {
    _connection: Option<sqlx::PgConnection>,
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
            Backend::Sqlite(_) => Ok(Ok(ShardHold { _connection: None })),
            Backend::Postgres(db) => {
                use sqlx::ConnectOptions;
                let mut conn = db.read.connect_options().connect().await?;
                let held = pg::hold(&mut conn, first, last, count).await?;
                Ok(held.map(|()| ShardHold {
                    _connection: Some(conn),
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
