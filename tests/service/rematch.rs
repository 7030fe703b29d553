//! "Rematch": a new lobby in the same channel with the same options and AI
//! seats, hosted by the presser; the others are invited, not seated.

use super::harness::*;
use nanuk::engine::AiLevel;
use nanuk::service::{Controller, GameOptions, GameStatus, Rematch, ServiceError};

on_both! {
async fn a_rematch_opens_one_lobby_with_the_same_settings_and_ai_seats(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let options = GameOptions {
        seasons: 2,
        hints: true,
        ..GameOptions::default()
    };
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), options)
        .await
        .unwrap()
        .game;
    for n in 1..3 {
        svc.join(id, &player(n)).await.unwrap();
    }
    svc.add_ai_at(id, &player(0), AiLevel::Strong).await.unwrap();
    svc.add_ai_at(id, &player(0), AiLevel::Easy).await.unwrap();
    svc.start(id, &player(0)).await.unwrap();
    assert!(matches!(
        svc.rematch(id, &player(1)).await,
        Err(ServiceError::NotOverYet)
    ));
    play_to_end(&svc, id).await;

    // A stranger cannot; a player of the game can.
    assert!(matches!(
        svc.rematch(id, &player(7)).await,
        Err(ServiceError::NotInGame)
    ));
    let Rematch::Opened { game: new, invite } = svc.rematch(id, &player(1)).await.unwrap() else {
        panic!("a new lobby");
    };
    assert_ne!(new, id);
    assert_eq!(invite, vec![player(0).user, player(2).user]);
    let info = svc.info(new).await.unwrap();
    assert_eq!(
        (info.status, info.channel, info.host, info.options),
        (GameStatus::Lobby, CHANNEL, Some(player(1).user), options)
    );
    let seats = svc.table(new).await.unwrap().seats;
    let shape: Vec<_> = seats.iter().map(|s| (s.user, s.controller, s.ai_level)).collect();
    assert_eq!(
        shape,
        vec![
            (Some(player(1).user), Controller::Human, None),
            (None, Controller::Ai, Some(AiLevel::Strong)),
            (None, Controller::Ai, Some(AiLevel::Easy)),
        ],
        "only the presser is seated; the AI seats are kept"
    );

    // A second press, by anyone of the game, opens nothing new.
    assert_eq!(
        svc.rematch(id, &player(2)).await.unwrap(),
        Rematch::AlreadyOpen { game: new }
    );
}
}
