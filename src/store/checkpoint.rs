//! Moving the write-ahead log into the database file off the write path.
//!
//! SQLite's automatic checkpoint runs inside the commit that crosses its
//! threshold, on the one write connection, and with `synchronous=FULL` it
//! ends in an fsync of the database file: under load that stalled the
//! action queued behind it by up to a quarter of a second. So the write
//! connection never checkpoints, and this task does a `PASSIVE`
//! checkpoint (which never waits for or blocks a writer) on a read
//! connection every [`EVERY`].

use sqlx::SqlitePool;
use std::time::Duration;
use tokio::task::JoinHandle;

/// Often enough that the log stays small (a busy bot writes a few MB a
/// minute), rarely enough to cost nothing when idle.
pub const EVERY: Duration = Duration::from_secs(1);

/// The running checkpoint task; stops it when the last clone of the store
/// that owns it is dropped.
#[derive(Debug)]
pub(super) struct Checkpointer(JoinHandle<()>);

impl Checkpointer {
    pub fn start(pool: SqlitePool) -> Checkpointer {
        Checkpointer(tokio::spawn(async move {
            let mut tick = tokio::time::interval(EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            // Said once when checkpoints start failing (a full disk fails
            // them every second) and once when they work again.
            let mut failing = false;
            loop {
                tick.tick().await;
                if pool.is_closed() {
                    break;
                }
                match checkpoint(&pool).await {
                    Err(e) if !failing => {
                        failing = true;
                        tracing::warn!(error = %e, "WAL checkpoint failed; trying again every second");
                    }
                    Ok(_) if failing => {
                        failing = false;
                        tracing::info!("WAL checkpoints work again");
                    }
                    _ => {}
                }
            }
        }))
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// One passive checkpoint; returns the log's size and how much of it is
/// now in the database file, in pages.
pub async fn checkpoint(pool: &SqlitePool) -> Result<(i64, i64), sqlx::Error> {
    let (_busy, log, done): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
        .fetch_one(pool)
        .await?;
    Ok((log, done))
}

#[cfg(test)]
mod tests {
    use super::super::Store;
    use std::time::{Duration, Instant};

    #[tokio::test]
    async fn commits_leave_the_log_to_the_checkpoint_task_which_moves_it_into_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nanuk.db");
        let store = Store::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap();
        let db_size = || std::fs::metadata(&path).unwrap().len();
        sqlx::query("CREATE TABLE scratch (payload TEXT NOT NULL)")
            .execute(store.sqlite_write())
            .await
            .unwrap();
        let before = db_size();
        // 8 MB: past SQLite's automatic threshold (1000 pages) twice over.
        let payload = "x".repeat(1 << 20);
        for _ in 0..8 {
            sqlx::query("INSERT INTO scratch (payload) VALUES ($1)")
                .bind(&payload)
                .execute(store.sqlite_write())
                .await
                .unwrap();
        }
        let waited = Instant::now();
        while db_size() < before + (8 << 20) {
            assert!(
                waited.elapsed() < Duration::from_secs(10),
                "the log was not checkpointed: the database file has {} bytes",
                db_size()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}
