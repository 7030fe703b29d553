//! Helpers shared by the service tests.

use nanuk::engine::Action;
use nanuk::service::{
    Actor, Controller, GameId, GameOptions, GameService, ManualClock, Outcome, ServiceError,
};
use nanuk::store::Store;
use sqlx::sqlite::SqliteConnectOptions;
use std::sync::Arc;

pub const GUILD: u64 = 7;
pub const CHANNEL: u64 = 70;
/// 2026-01-01T00:00:00Z
pub const T0: i64 = 1_767_225_600_000;

/// A service on the test database with a manual clock.
pub async fn service(opts: SqliteConnectOptions) -> (GameService, ManualClock) {
    let store = Store::open_with(opts).await.expect("store opens");
    let clock = ManualClock::new(T0);
    (GameService::new(store, Arc::new(clock.clone()), 64), clock)
}

/// A service on a fresh temporary database file (for multi-threaded
/// tests, which `#[sqlx::test]` does not run).
pub async fn temp_service() -> (GameService, ManualClock, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let opts = SqliteConnectOptions::new()
        .filename(dir.path().join("nanuk.db"))
        .create_if_missing(true);
    let (svc, clock) = service(opts).await;
    (svc, clock, dir)
}

/// Player `n` (user id 100 + n, named P<n>).
pub fn player(n: u64) -> Actor {
    Actor::new(100 + n, format!("P{n}"))
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

/// A human seat the game waits for: (user, token, first legal action).
pub async fn next_move(svc: &GameService, id: GameId) -> Option<(u64, u64, Action)> {
    let table = svc.table(id).await.expect("table");
    for s in table.seats.iter().filter(|s| s.waiting) {
        if let (Some(user), Controller::Human) = (s.user, s.controller) {
            let pv = svc.player_view(id, user).await.expect("player view");
            let action = pv.view.as_ref()?.choice.as_ref()?.nth(0)?;
            return Some((user, pv.token(), action));
        }
    }
    None
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
