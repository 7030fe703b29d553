//! The durable action path and start-up, on one SQLite file (or on
//! PostgreSQL: see below).
//!
//! `cargo bench --bench service` prints:
//! - per committed action (load from cache, apply, AI moves, commit with
//!   `synchronous=FULL`): p50/p90/p99/max latency and actions/s, one game
//!   at a time and with many games played at once;
//! - the same with an evicting cache (every action reloads its game);
//! - start-up (open + migrate + first query + first game load) with
//!   10,000 stored games.
//!
//! - the floor: a bare commit of one row on the same database (SQLite with
//!   the store's pragmas; PostgreSQL with its default durability).
//!
//! `NANUK_BENCH_POSTGRES=cluster` runs the action path on PostgreSQL
//! instead: a throwaway server the benchmark starts itself (`initdb` in the
//! temporary directory, `fsync` and `synchronous_commit` on, as the `postgres`
//! OS user when run as root), removed at the end. `NANUK_BENCH_POSTGRES=
//! postgres://user@host/db` uses a server of your own: the benchmark creates
//! its databases there (`db` is only used to create and drop them). The
//! start-up figure is SQLite's only.
//!
//! Figures are recorded in docs/PERFORMANCE.md ("Durable action path").

#[path = "../tests/support/mod.rs"]
mod support;

use nanuk::service::{Actor, GameId, GameOptions, GameService, ManualClock, SystemClock};
use nanuk::store::Store;
use sqlx::ConnectOptions;
use sqlx::postgres::PgConnectOptions;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, Instant};

const SAMPLES: usize = 3000;
const STORED_GAMES: i64 = 10_000;

fn player(g: u64, n: u64) -> Actor {
    support::players::player(g * 100 + n + 1, n)
}

async fn new_game(svc: &GameService, channel: u64) -> GameId {
    let id = svc
        .create_lobby(1, channel, &player(channel, 0), GameOptions::default())
        .await
        .unwrap()
        .game;
    for n in 1..5 {
        svc.join(id, &player(channel, n)).await.unwrap();
    }
    svc.start(id, &player(channel, 0)).await.unwrap();
    id
}

/// Plays `samples` actions round-robin over `games` games; returns each
/// `act` call's latency. With `evict`, another game is touched before each
/// timed action, so that with a cache of one the action reloads its game.
async fn play(
    svc: &GameService,
    first_channel: u64,
    games: usize,
    samples: usize,
    evict: bool,
) -> Vec<Duration> {
    let mut channel = first_channel;
    let mut ids = Vec::new();
    for _ in 0..games {
        ids.push(new_game(svc, channel).await);
        channel += 1;
    }
    let mut times = Vec::with_capacity(samples);
    let mut i = 0;
    while times.len() < samples {
        let slot = i % ids.len();
        i += 1;
        let id = ids[slot];
        let Some((user, token, action)) = support::players::human_move(svc, id).await else {
            ids[slot] = new_game(svc, channel).await;
            channel += 1;
            continue;
        };
        if evict {
            svc.info(ids[(slot + 1) % ids.len()]).await.unwrap();
        }
        let t = Instant::now();
        svc.act(id, user, action, Some(token), None).await.unwrap();
        times.push(t.elapsed());
    }
    times
}

fn report(label: &str, mut times: Vec<Duration>) {
    times.sort();
    let q = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    let total: Duration = times.iter().sum();
    println!(
        "{label}: n={} p50={:.2}ms p90={:.2}ms p99={:.2}ms max={:.2}ms => {:.0} actions/s",
        times.len(),
        q(0.50).as_secs_f64() * 1e3,
        q(0.90).as_secs_f64() * 1e3,
        q(0.99).as_secs_f64() * 1e3,
        times.last().unwrap().as_secs_f64() * 1e3,
        times.len() as f64 / total.as_secs_f64()
    );
}

fn url(path: &Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

/// Where the action path's databases are made.
enum Databases {
    Sqlite(PathBuf),
    Postgres {
        /// A database to create the others from.
        admin: Box<PgConnectOptions>,
        /// Our own server, if the benchmark started one.
        _cluster: Option<support::postgres::PrivateCluster>,
        made: std::sync::Mutex<Vec<String>>,
    },
}

/// Times `$samples` commits of one row each on `$conn` into `$times`. A
/// macro, not a function: sqlx's connection types share no trait a plain
/// generic function could use without a page of bounds.
macro_rules! timed_commits {
    ($conn:ident, $samples:expr, $times:ident) => {
        for _ in 0..$samples {
            let t = Instant::now();
            let mut tx = sqlx::Connection::begin(&mut $conn).await.unwrap();
            sqlx::query("INSERT INTO rows (payload) VALUES ('row')")
                .execute(&mut *tx)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            $times.push(t.elapsed());
        }
    };
}

impl Databases {
    async fn from_env(dir: &Path) -> Databases {
        match std::env::var("NANUK_BENCH_POSTGRES").ok().as_deref() {
            None | Some("") => Databases::Sqlite(dir.to_path_buf()),
            Some("cluster") => {
                let cluster =
                    support::postgres::PrivateCluster::start_durable_in(&std::env::temp_dir())
                        .await
                        .expect("PostgreSQL is not installed (initdb not found)");
                Databases::Postgres {
                    admin: Box::new(cluster.options_for("postgres")),
                    _cluster: Some(cluster),
                    made: Default::default(),
                }
            }
            Some(url) => Databases::Postgres {
                admin: Box::new(PgConnectOptions::from_str(url).expect("a postgres:// URL")),
                _cluster: None,
                made: Default::default(),
            },
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Databases::Sqlite(_) => "SQLite (WAL, synchronous=FULL)",
            Databases::Postgres { .. } => "PostgreSQL (fsync=on, synchronous_commit=on)",
        }
    }

    /// The URL of a new, empty database called `name`.
    async fn url(&self, name: &str) -> String {
        match self {
            Databases::Sqlite(dir) => url(&dir.join(format!("{name}.db"))),
            Databases::Postgres { admin, made, .. } => {
                let db = format!("nanuk_bench_{}_{name}", std::process::id());
                let mut conn = admin.connect().await.expect("connect to PostgreSQL");
                sqlx::query(&format!("CREATE DATABASE {db}"))
                    .execute(&mut conn)
                    .await
                    .expect("create a database");
                made.lock().unwrap().push(db.clone());
                let options = (**admin).clone().database(&db);
                format!(
                    "postgres://{}@{}:{}/{db}",
                    options.get_username(),
                    options.get_host(),
                    options.get_port()
                )
            }
        }
    }

    /// Drops the databases made on a server of the user's.
    async fn clean_up(&self) {
        if let Databases::Postgres { admin, made, .. } = self {
            let Ok(mut conn) = admin.connect().await else {
                return;
            };
            let made: Vec<String> = made.lock().unwrap().drain(..).collect();
            for db in made {
                let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"))
                    .execute(&mut conn)
                    .await;
            }
        }
    }

    /// `samples` bare commits of one row each on a new database: the floor
    /// the action path is compared with (timed by `timed_commits!`, the
    /// same on each backend's connection type).
    async fn bare_commit(&self, name: &str, samples: usize) -> Vec<Duration> {
        let url = self.url(name).await;
        let mut times = Vec::with_capacity(samples);
        match self {
            Databases::Sqlite(_) => {
                use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
                let mut conn = SqliteConnectOptions::from_str(&url)
                    .unwrap()
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Full)
                    .connect()
                    .await
                    .unwrap();
                sqlx::query("CREATE TABLE rows (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)")
                    .execute(&mut conn)
                    .await
                    .unwrap();
                timed_commits!(conn, samples, times);
            }
            Databases::Postgres { .. } => {
                let mut conn = PgConnectOptions::from_str(&url)
                    .unwrap()
                    .connect()
                    .await
                    .unwrap();
                sqlx::query("CREATE TABLE rows (id BIGSERIAL PRIMARY KEY, payload TEXT NOT NULL)")
                    .execute(&mut conn)
                    .await
                    .unwrap();
                timed_commits!(conn, samples, times);
            }
        }
        times
    }
}

async fn service(databases: &Databases, name: &str, cache: usize) -> GameService {
    let store = Store::open(&databases.url(name).await).await.unwrap();
    GameService::new(store, Arc::new(SystemClock), cache)
}

async fn action_path(databases: &Databases) {
    println!("database: {}", databases.name());
    let floor = databases.bare_commit("warm", 300).await;
    report("bare commit of one row (warm-up)", floor);
    report(
        "bare commit of one row",
        databases.bare_commit("floor", SAMPLES / 3).await,
    );
    let svc = service(databases, "actions", 256).await;
    // Warm up (page cache, prepared statements).
    play(&svc, 1, 4, 300, false).await;
    report(
        "one game at a time (cached)",
        play(&svc, 100, 1, SAMPLES, false).await,
    );
    report(
        "round-robin over 20 games (cached)",
        play(&svc, 200, 20, SAMPLES, false).await,
    );

    // Many games at once: 16 tasks, one game each.
    let t = Instant::now();
    let mut tasks = Vec::new();
    for k in 0..16u64 {
        let svc = svc.clone();
        tasks.push(tokio::spawn(async move {
            play(&svc, 1000 + k * 100, 1, SAMPLES / 8, false).await
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    let wall = t.elapsed();
    let n = all.len();
    report("16 games played at once, per action", all);
    println!(
        "16 games played at once: {n} actions in {:.2}s => {:.0} actions/s committed",
        wall.as_secs_f64(),
        n as f64 / wall.as_secs_f64()
    );

    // A cache of one game with two games alternating: every action loads.
    let cold = service(databases, "cold", 1).await;
    play(&cold, 1, 2, 200, true).await;
    report(
        "every action reloads its game (cache of 1)",
        play(&cold, 100, 2, SAMPLES / 2, true).await,
    );
}

/// Fills a database with `STORED_GAMES` games (half finished with their
/// whole log, half running) by copying two played games row by row
/// (games, seats, actions; delivered outbox rows are not copied).
async fn fill(path: &Path) -> GameId {
    let svc = GameService::new(
        Store::open(&url(path)).await.unwrap(),
        Arc::new(ManualClock::new(1_767_225_600_000)),
        16,
    );
    let over = new_game(&svc, 1).await;
    while let Some((u, t, a)) = support::players::human_move(&svc, over).await {
        svc.act(over, u, a, Some(t), None).await.unwrap();
    }
    let running = new_game(&svc, 2).await;
    for _ in 0..20 {
        let (u, t, a) = support::players::human_move(&svc, running).await.unwrap();
        svc.act(running, u, a, Some(t), None).await.unwrap();
    }
    svc.mark_delivered(
        &svc.pending_deliveries(100_000)
            .await
            .unwrap()
            .iter()
            .map(|d| d.id)
            .collect::<Vec<_>>(),
    )
    .await
    .unwrap();
    svc.store().close().await;
    drop(svc);

    // Bulk copies with plain sqlx (benchmark set-up only).
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect(&url(path))
        .await
        .unwrap();
    let mut tx = pool.begin().await.unwrap();
    for k in 3..=STORED_GAMES {
        let src = if k % 2 == 0 { over.0 } else { running.0 };
        sqlx::query(
            "INSERT INTO games (id, guild_id, channel_id, host_id, status, options, seed, version, \
             action_count, state, created_at, updated_at, started_at, finished_at) \
             SELECT ?, guild_id, ?, host_id, status, options, seed, version, action_count, state, \
             created_at, updated_at, started_at, finished_at FROM games WHERE id = ?",
        )
        .bind(k)
        .bind(10_000 + k)
        .bind(src)
        .execute(&mut *tx)
        .await
        .unwrap();
        for table in [
            "seats (game_id, seat, user_id, name, controller, stood_in, token, final_score, winner) \
             SELECT ?, seat, user_id, name, controller, stood_in, token, final_score, winner FROM seats",
            "actions (game_id, seq, seat, actor, user_id, action, interaction_id, version, at) \
             SELECT ?, seq, seat, actor, user_id, action, NULL, version, at FROM actions",
        ] {
            sqlx::query(&format!("INSERT INTO {table} WHERE game_id = ?"))
                .bind(k)
                .bind(src)
                .execute(&mut *tx)
                .await
                .unwrap();
        }
    }
    tx.commit().await.unwrap();
    pool.close().await;
    running
}

async fn startup(dir: &Path) {
    let path = dir.join("startup.db");
    let t = Instant::now();
    let running = fill(&path).await;
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "filled {STORED_GAMES} games ({:.0} MB) in {:.1}s",
        size as f64 / 1e6,
        t.elapsed().as_secs_f64()
    );
    let mut times = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let svc = GameService::open(&url(&path)).await.unwrap();
        let open = t.elapsed();
        let found = svc
            .game_in_channel(10_000 + STORED_GAMES as u64 - 1)
            .await
            .unwrap();
        assert!(found.is_some());
        let table = svc.table(running).await.unwrap();
        assert!(table.public.is_some());
        let total = t.elapsed();
        println!(
            "start-up with {STORED_GAMES} games: open+migrate {:.1}ms, + first query and first game load {:.1}ms",
            open.as_secs_f64() * 1e3,
            total.as_secs_f64() * 1e3
        );
        times.push(total);
        svc.store().close().await;
    }
    times.sort();
    println!("start-up median {:.1}ms", times[2].as_secs_f64() * 1e3);
}

fn main() {
    // `cargo bench` passes `--bench`; nothing to parse.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir =
        tempfile::tempdir_in(std::env::var("NANUK_BENCH_DIR").unwrap_or_else(|_| "target".into()))
            .unwrap();
    println!("database directory: {}", dir.path().display());
    rt.block_on(async {
        let databases = Databases::from_env(dir.path()).await;
        action_path(&databases).await;
        databases.clean_up().await;
        if matches!(databases, Databases::Sqlite(_)) {
            startup(dir.path()).await;
        }
    });
}
