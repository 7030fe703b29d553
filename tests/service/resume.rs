//! Restarts: a new service on the same database continues every game; the
//! cache stays bounded.

use super::support::*;
use nanuk::service::{GameOptions, GameService, GameStatus, ManualClock};
use nanuk::store::Store;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use std::sync::Arc;

#[sqlx::test]
async fn a_restarted_service_continues_the_game(_: SqlitePoolOptions, opts: SqliteConnectOptions) {
    let (svc, _) = service(opts.clone()).await;
    let id = started(&svc, 4, 1).await;
    for _ in 0..10 {
        play_one(&svc, id).await.unwrap();
    }
    let before = svc.table(id).await.unwrap();
    let hand_before = svc.player_view(id, player(1).user).await.unwrap();
    svc.store().close().await;
    drop(svc);

    let (svc, _) = service(opts).await;
    assert_eq!(svc.cached_games(), 0, "start-up loads no game");
    let after = svc.table(id).await.unwrap();
    assert_eq!(after, before);
    assert_eq!(
        svc.player_view(id, player(1).user).await.unwrap(),
        hand_before
    );
    // Old buttons (tokens) still work after the restart.
    let (user, token, action) = next_move(&svc, id).await.unwrap();
    svc.act(id, user, action, Some(token), None).await.unwrap();
    play_to_end(&svc, id).await;
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    assert!(svc.verify_all().await.unwrap().ok());
}

#[sqlx::test]
async fn the_cache_stays_bounded(_: SqlitePoolOptions, opts: SqliteConnectOptions) {
    let store = Store::open_with(opts).await.unwrap();
    let svc = GameService::new(store, Arc::new(ManualClock::new(T0)), 3);
    let mut games = Vec::new();
    for c in 0..10 {
        games.push(started_in(&svc, 100 + c, 5, 0, GameOptions::default()).await);
        assert!(svc.cached_games() <= 3);
    }
    // Evicted games reload transparently and play on.
    for &id in &games {
        play_one(&svc, id).await.unwrap();
        assert!(svc.cached_games() <= 3);
    }
    assert!(svc.verify_all().await.unwrap().ok());
}
