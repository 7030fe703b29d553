//! Spectators follow a running game from its board; following twice or
//! stopping twice changes nothing.

use super::support::*;
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
