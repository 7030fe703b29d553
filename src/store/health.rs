//! What the operator's side reads (issue 28): the database-wide counts
//! behind the metrics' gauges (read by a background task, never by a
//! scrape), and the readiness probe (can the database take a write now?).
//! The SQL is portable; each backend runs the same text.

use super::start_up::{MIN_FREE_BYTES, free_bytes};
use super::{Backend, Store, StoreError};
use crate::telemetry::Census;

/// Games by stored status and kind (practice games have no server).
const GAMES: &str = "SELECT status, CAST(CASE WHEN guild_id = 0 THEN 1 ELSE 0 END AS BIGINT), \
     COUNT(*) FROM games GROUP BY status, CASE WHEN guild_id = 0 THEN 1 ELSE 0 END";
/// The partial index `outbox_pending_all` holds exactly these rows.
const OUTBOX: &str = "SELECT COUNT(*), MIN(created_at) FROM outbox WHERE delivered_at IS NULL";
const DEADLINES_DUE: &str = "SELECT COUNT(*) FROM deadlines WHERE due_at <= $1";
/// A real write that changes nothing: rewrites the newest migration's row
/// (a new row version on PostgreSQL, a page in the log on SQLite).
const PROBE: &str = "UPDATE _sqlx_migrations SET success = success \
     WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)";

macro_rules! on_read_pool {
    ($store:ident, |$pool:ident| $body:expr) => {
        match &$store.backend {
            Backend::Sqlite(db) => {
                let $pool = &db.read;
                $body
            }
            Backend::Postgres(db) => {
                let $pool = &db.read;
                $body
            }
        }
    };
}

impl Store {
    /// Counts games by state and kind, undelivered outbox rows (and the
    /// oldest one's age) and due deadline rows, at `now` (unix ms).
    pub async fn census(&self, now: i64) -> Result<Census, StoreError> {
        let games: Vec<(String, i64, i64)> =
            on_read_pool!(self, |pool| sqlx::query_as(GAMES).fetch_all(pool).await?);
        let (pending, oldest): (i64, Option<i64>) =
            on_read_pool!(self, |pool| sqlx::query_as(OUTBOX).fetch_one(pool).await?);
        let due: i64 = on_read_pool!(self, |pool| sqlx::query_scalar(DEADLINES_DUE)
            .bind(now)
            .fetch_one(pool)
            .await?);
        let mut census = Census {
            outbox_pending: pending.max(0) as u64,
            outbox_oldest: age(now, oldest),
            deadlines_due: due.max(0) as u64,
            ..Census::default()
        };
        for (status, practice, n) in games {
            let state = match status.as_str() {
                "lobby" => "lobby",
                "running" => "running",
                "over" => "finished",
                "cancelled" => "cancelled",
                _ => continue,
            };
            let kind = if practice == 1 { "practice" } else { "server" };
            census.games.push((state, kind, n.max(0) as u64));
        }
        Ok(census)
    }

    /// How long the oldest undelivered outbox row has waited at `now`
    /// (unix ms); zero when the outbox is empty.
    pub async fn oldest_pending_outbox(&self, now: i64) -> Result<std::time::Duration, StoreError> {
        let (_, oldest): (i64, Option<i64>) =
            on_read_pool!(self, |pool| sqlx::query_as(OUTBOX).fetch_one(pool).await?);
        Ok(age(now, oldest))
    }

    /// Whether the database takes a write now: on SQLite the file is still
    /// at its path and its disk has room for play (SQLite reuses its log,
    /// so a small write can succeed on a full disk), then a real write on
    /// the write connection (a failure discards it, and counts as a fault,
    /// as any write's). The error says what is wrong when it can
    /// ([`StoreError::problem`]).
    pub async fn probe_write(&self) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => {
                if let Some(file) = db.file.as_ref().filter(|f| !f.still_there()) {
                    let e = file.gone();
                    self.health.failed(&e);
                    return Err(e);
                }
                if let Some(free) = free_bytes(&db.path).filter(|f| *f < MIN_FREE_BYTES) {
                    return Err(StoreError::Unusable(format!(
                        "the disk holding {} is full ({} KiB free)",
                        db.path.display(),
                        free / 1024
                    )));
                }
                if let Err(why) = probe_directory(&db.path) {
                    let e = StoreError::Unusable(why);
                    self.health.failed(&e);
                    return Err(e);
                }
                let mut w = self.writer(&db.write).await?;
                let r = sqlx::query(PROBE).execute(&mut *w.conn()).await;
                self.settle(w, r.map(drop).map_err(StoreError::from))
            }
            Backend::Postgres(db) => {
                let mut w = self.writer(&db.write).await?;
                let r = sqlx::query(PROBE).execute(&mut *w.conn()).await;
                self.settle(w, r.map(drop).map_err(StoreError::from))
            }
        }
    }
}

/// Creates and removes a small file beside the database, where SQLite
/// creates its log files. A disk that turned read-only under the open
/// database (a fault the kernel caught) can still take a write into the
/// log's existing pages (no new block needed); a new file it refuses.
fn probe_directory(db: &std::path::Path) -> Result<(), String> {
    let mut name = db.as_os_str().to_owned();
    name.push("-ready-probe");
    let probe = std::path::PathBuf::from(name);
    let made = std::fs::write(&probe, b"1");
    let _ = std::fs::remove_file(&probe);
    made.map_err(|e| match e.raw_os_error() {
        Some(libc::EROFS) => format!("the disk holding {} is read-only", db.display()),
        Some(libc::ENOSPC) => format!("the disk holding {} is full", db.display()),
        _ => format!("the directory of {} refuses a new file ({e})", db.display()),
    })
}

fn age(now: i64, oldest: Option<i64>) -> std::time::Duration {
    oldest.map_or(std::time::Duration::ZERO, |t| {
        std::time::Duration::from_millis(now.saturating_sub(t).max(0) as u64)
    })
}

#[cfg(test)]
mod tests {
    use super::super::{GameOptions, NewGame, Store};

    #[tokio::test]
    async fn the_census_counts_games_by_state_and_kind_and_the_pending_outbox() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("nanuk.db").display());
        let store = Store::open(&url).await.unwrap();
        let empty = store.census(1_000).await.unwrap();
        assert!(empty.games.is_empty());
        assert_eq!((empty.outbox_pending, empty.deadlines_due), (0, 0));
        assert_eq!(empty.outbox_oldest, std::time::Duration::ZERO);
        for (guild, channel) in [(1, 10), (1, 11), (0, 12)] {
            store
                .create_game(&NewGame {
                    guild,
                    channel,
                    host: 2,
                    options: GameOptions::default(),
                    seats: Vec::new(),
                    now: 1_000,
                    outbox: vec!["{}".into()],
                })
                .await
                .unwrap();
        }
        let c = store.census(4_500).await.unwrap();
        let mut games = c.games.clone();
        games.sort();
        assert_eq!(
            games,
            vec![("lobby", "practice", 1), ("lobby", "server", 2)]
        );
        assert_eq!(c.outbox_pending, 3);
        assert_eq!(c.outbox_oldest, std::time::Duration::from_millis(3_500));
        store.probe_write().await.unwrap();
        assert!(!store.writes_failing());
    }
}
