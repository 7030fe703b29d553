//! Restarts: a new service on the same database continues every game; the
//! cache stays bounded.

use super::harness::*;
use nanuk::service::{GameOptions, GameService, GameStatus, ManualClock};
use std::sync::Arc;

on_both! {
async fn a_restarted_service_continues_the_game(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 4, 1).await;
    for _ in 0..10 {
        play_one(&svc, id).await.unwrap();
    }
    let before = svc.table(id).await.unwrap();
    let hand_before = svc.player_view(id, player(1).user).await.unwrap();
    svc.store().close().await;
    drop(svc);

    let (svc, _) = db.service().await;
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
}

on_both! {
async fn the_cache_stays_bounded(db: TestDb) {
    let store = db.store().await;
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
}
