//! The service tests' fixtures: a database of each kind (`TestDb`, and
//! `on_both!` to run a test on each), started games, and playing on.
//! Players and their plain move come from `tests/support/players.rs`.

use nanuk::engine::Action;
use nanuk::service::{
    Actor, GameId, GameOptions, GameService, ManualClock, Outcome, ServiceError, TableView,
};
use nanuk::store::Store;
use sqlx::ConnectOptions;
use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use std::sync::Arc;

/// One test's database: a fresh SQLite file or a fresh database on the
/// binary's PostgreSQL server. Every store test runs on both (see
/// [`on_both`]).
pub enum TestDb {
    Sqlite(SqliteConnectOptions, tempfile::TempDir),
    Postgres(PgConnectOptions),
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("temp dir");
        let opts = SqliteConnectOptions::new()
            .filename(dir.path().join("nanuk.db"))
            .create_if_missing(true);
        TestDb::Sqlite(opts, dir)
    }

    /// `None` when PostgreSQL is not installed (and `CI` is not set).
    pub async fn postgres() -> Option<TestDb> {
        crate::support::postgres::fresh_database()
            .await
            .map(TestDb::Postgres)
    }

    /// The database's URL (for the `nanuk` binary).
    pub fn url(&self) -> String {
        match self {
            TestDb::Sqlite(_, dir) => format!("sqlite://{}", dir.path().join("nanuk.db").display()),
            TestDb::Postgres(opts) => crate::support::postgres::cluster()
                .expect("running")
                .url(opts.get_database().expect("a database")),
        }
    }

    /// A store on this database (a new one each call: a restart).
    pub async fn store(&self) -> Store {
        match self {
            TestDb::Sqlite(opts, _) => Store::open_with(opts.clone()).await,
            TestDb::Postgres(opts) => Store::open_postgres(opts.clone()).await,
        }
        .expect("store opens")
    }

    /// A service on a new store with a manual clock.
    pub async fn service(&self) -> (GameService, ManualClock) {
        let clock = ManualClock::new(T0);
        let svc = GameService::new(self.store().await, Arc::new(clock.clone()), 64);
        (svc, clock)
    }

    /// Runs `sql` with these `i64` parameters behind the store's back.
    pub async fn execute(&self, sql: &str, params: &[i64]) -> u64 {
        macro_rules! run {
            ($conn:expr) => {{
                let mut conn = $conn.connect().await.expect("raw connection");
                let mut query = sqlx::query(sql);
                for p in params {
                    query = query.bind(*p);
                }
                query.execute(&mut conn).await.expect(sql).rows_affected()
            }};
        }
        match self {
            TestDb::Sqlite(opts, _) => run!(opts),
            TestDb::Postgres(opts) => run!(opts),
        }
    }
}

/// Each `async fn name(db: TestDb) { ... }` becomes a module `name` with
/// the tests `sqlite` and `postgres`, running the same body on each.
/// `on_both! { multi_thread: async fn ... }` runs them on four worker
/// threads.
macro_rules! on_both {
    (multi_thread: $(async fn $name:ident($db:ident: TestDb) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($db: TestDb) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn sqlite() {
                run(TestDb::sqlite()).await
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn postgres() {
                if let Some(db) = TestDb::postgres().await {
                    run(db).await
                }
            }
        }
    )*};
    ($(async fn $name:ident($db:ident: TestDb) $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($db: TestDb) $body

            #[tokio::test]
            async fn sqlite() {
                run(TestDb::sqlite()).await
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(db) = TestDb::postgres().await {
                    run(db).await
                }
            }
        }
    )*};
}
pub(crate) use on_both;

pub const GUILD: u64 = 7;
pub const CHANNEL: u64 = 70;
/// 2026-01-01T00:00:00Z
pub const T0: i64 = 1_767_225_600_000;

/// Player `n` (user id 100 + n, named P<n>).
pub fn player(n: u64) -> Actor {
    crate::support::players::player(100 + n, n)
}

/// A started game in `channel` with `humans` players P0.. (P0 hosts) and
/// `ais` AI seats.
pub async fn started_in(
    svc: &GameService,
    channel: u64,
    humans: u64,
    ais: u64,
    options: GameOptions,
) -> GameId {
    let id = svc
        .create_lobby(GUILD, channel, &player(0), options)
        .await
        .expect("lobby")
        .game;
    for n in 1..humans {
        svc.join(id, &player(n)).await.expect("join");
    }
    for _ in 0..ais {
        svc.add_ai(id, &player(0)).await.expect("add ai");
    }
    svc.start(id, &player(0)).await.expect("start");
    id
}

pub async fn started(svc: &GameService, humans: u64, ais: u64) -> GameId {
    started_in(svc, CHANNEL, humans, ais, GameOptions::default()).await
}

/// Waits until the game waits for no AI seat (a strong AI's move is
/// played by the service in the background, after the commit that made it
/// due) and returns the table then.
pub async fn ai_played(svc: &GameService, id: GameId) -> TableView {
    for _ in 0..12_000 {
        let table = svc.table(id).await.expect("table");
        if !table
            .seats
            .iter()
            .any(|s| s.waiting && s.controller.is_ai())
        {
            return table;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("the game still waits for an AI seat after 60 s");
}

/// A human seat the game waits for, once no AI seat is: (user, token,
/// first legal action).
pub async fn next_move(svc: &GameService, id: GameId) -> Option<(u64, u64, Action)> {
    ai_played(svc, id).await;
    crate::support::players::human_move(svc, id).await
}

/// Plays one human decision (the first legal action).
pub async fn play_one(svc: &GameService, id: GameId) -> Option<Outcome> {
    let (user, token, action) = next_move(svc, id).await?;
    Some(
        svc.act(id, user, action, Some(token), None)
            .await
            .expect("a legal action is accepted"),
    )
}

/// Plays human decisions until the game is over; returns how many.
pub async fn play_to_end(svc: &GameService, id: GameId) -> usize {
    let mut n = 0;
    while play_one(svc, id).await.is_some() {
        n += 1;
        assert!(n < 100_000, "the game does not end");
    }
    n
}

pub fn is<T: std::fmt::Debug>(r: Result<T, ServiceError>, pred: impl Fn(&ServiceError) -> bool) {
    match r {
        Err(e) if pred(&e) => {}
        other => panic!("unexpected result: {other:?}"),
    }
}
