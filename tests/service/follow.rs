//! Spectators follow a running game from its board; following twice or
//! stopping twice changes nothing.

use super::harness::*;
use nanuk::service::{GameOptions, ServiceError};

on_both! {
async fn anyone_follows_a_running_game_and_stops(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let lobby = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    let spectator = 9_999;
    assert!(matches!(
        svc.follow(lobby, spectator, true).await,
        Err(ServiceError::NotStarted)
    ));
    svc.cancel(lobby, &player(0)).await.unwrap();
    let id = started_in(&svc, CHANNEL, 5, 0, GameOptions::default()).await;
    assert_eq!(svc.followers(id).await.unwrap(), Vec::<u64>::new());
    assert!(svc.follow(id, spectator, true).await.unwrap(), "now following");
    assert!(!svc.follow(id, spectator, true).await.unwrap(), "already");
    assert!(svc.follow(id, 42, true).await.unwrap());
    assert_eq!(svc.followers(id).await.unwrap(), vec![42, spectator]);
    assert!(svc.follow(id, spectator, false).await.unwrap(), "stopped");
    assert!(!svc.follow(id, spectator, false).await.unwrap(), "was not");
    assert_eq!(svc.followers(id).await.unwrap(), vec![42]);
    // A finished game cannot be followed any more; stopping still works.
    play_to_end(&svc, id).await;
    assert!(matches!(
        svc.follow(id, spectator, true).await,
        Err(ServiceError::GameOver)
    ));
    assert!(svc.follow(id, 42, false).await.unwrap());
    assert!(matches!(
        svc.follow(nanuk::service::GameId(12_345), spectator, true).await,
        Err(ServiceError::NoSuchGame(_))
    ));
}
}

on_both! {
async fn following_has_limits_per_game_and_per_user(db: TestDb) {
    use nanuk::service::{MAX_FOLLOWED, MAX_FOLLOWERS};
    let (svc, _clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, GameOptions::default()).await;
    for user in 0..u64::from(MAX_FOLLOWERS) {
        assert!(svc.follow(id, 10_000 + user, true).await.unwrap());
    }
    assert!(matches!(
        svc.follow(id, 99_999, true).await,
        Err(ServiceError::TooManyFollowers { limit }) if limit == MAX_FOLLOWERS
    ));
    // Following again is still "already", and a place freed is taken.
    assert!(!svc.follow(id, 10_000, true).await.unwrap());
    assert!(svc.follow(id, 10_000, false).await.unwrap());
    assert!(svc.follow(id, 99_999, true).await.unwrap());
    assert_eq!(svc.followers(id).await.unwrap().len(), MAX_FOLLOWERS as usize);

    // One user follows at most MAX_FOLLOWED running games.
    let fan = 77_777;
    let mut games = Vec::new();
    for n in 0..=u64::from(MAX_FOLLOWED) {
        games.push(started_in(&svc, CHANNEL + 1 + n, 5, 0, GameOptions::default()).await);
    }
    for game in &games[..MAX_FOLLOWED as usize] {
        assert!(svc.follow(*game, fan, true).await.unwrap());
    }
    let last = games[MAX_FOLLOWED as usize];
    assert!(matches!(
        svc.follow(last, fan, true).await,
        Err(ServiceError::FollowingTooMany { limit }) if limit == MAX_FOLLOWED
    ));
    // A followed game that ends no longer counts.
    play_to_end(&svc, games[0]).await;
    assert!(svc.follow(last, fan, true).await.unwrap());
}
}
