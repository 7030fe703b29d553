//! A server's lobby defaults (`/nanuk settings`): only Manage Server
//! changes them, new lobbies start from them, `/nanuk start`'s options win.

use super::harness::*;
use nanuk::engine::{AiLevel, SidesRule};
use nanuk::service::{Actor, LobbyDefaults, ServiceError};
use nanuk::store::Controller;

on_both! {
async fn a_new_lobby_starts_from_the_servers_defaults_and_its_own_options_win(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let admin = Actor::new(9_999, "Mod").admin();
    assert_eq!(svc.server_settings(GUILD).await.unwrap(), LobbyDefaults::default());

    let defaults = LobbyDefaults {
        seasons: Some(3),
        turn_timeout_secs: Some(86_400),
        reminder_secs: Some(0),
        hints: Some(true),
        ai_seats: Some(2),
        ai_level: Some(AiLevel::Strong),
        ..LobbyDefaults::default()
    };
    assert!(matches!(
        svc.change_server_settings(GUILD, &player(0), &defaults, false).await,
        Err(ServiceError::NotAdmin)
    ));
    assert_eq!(svc.server_settings(GUILD).await.unwrap(), LobbyDefaults::default());
    let saved = svc.change_server_settings(GUILD, &admin, &defaults, false).await.unwrap();
    assert_eq!(saved, defaults);
    // A later change keeps what it does not name.
    let sides = LobbyDefaults { sides: Some(SidesRule::Sequential), ..LobbyDefaults::default() };
    let saved = svc.change_server_settings(GUILD, &admin, &sides, false).await.unwrap();
    assert_eq!((saved.seasons, saved.sides), (Some(3), Some(SidesRule::Sequential)));
    assert_eq!(svc.server_settings(GUILD).await.unwrap(), saved);

    // A lobby with no options of its own: the server's.
    let plain = svc
        .open_lobby(GUILD, CHANNEL, &player(0), &LobbyDefaults::default())
        .await
        .unwrap()
        .game;
    let table = svc.table(plain).await.unwrap();
    let o = &table.info.options;
    assert_eq!(
        (o.seasons, o.sides, o.turn_timeout_secs, o.reminder_secs, o.hints),
        (3, SidesRule::Sequential, Some(86_400), None, true)
    );
    let ai: Vec<_> = table.seats.iter().filter(|s| s.controller == Controller::Ai).map(|s| s.ai_level).collect();
    assert_eq!(ai, [Some(AiLevel::Strong), Some(AiLevel::Strong)]);

    // The host's options win, "never" included.
    let given = LobbyDefaults {
        seasons: Some(1),
        turn_timeout_secs: Some(0),
        reminder_secs: Some(3_600),
        ..LobbyDefaults::default()
    };
    let own = svc.open_lobby(GUILD, CHANNEL + 1, &player(1), &given).await.unwrap().game;
    let o = svc.table(own).await.unwrap().info.options;
    assert_eq!(
        (o.seasons, o.turn_timeout_secs, o.reminder_secs, o.hints),
        (1, None, Some(3_600), true)
    );

    // Another server has the bot's defaults; a reset brings them back.
    let elsewhere = svc
        .open_lobby(GUILD + 1, CHANNEL + 2, &player(2), &LobbyDefaults::default())
        .await
        .unwrap()
        .game;
    let table = svc.table(elsewhere).await.unwrap();
    let bots_own = nanuk::service::GameOptions {
        reminder_secs: Some(nanuk::service::DEFAULT_REMINDER_SECS),
        ..Default::default()
    };
    assert_eq!(table.info.options, bots_own);
    assert_eq!(table.seats.len(), 1);
    let reset = svc
        .change_server_settings(GUILD, &admin, &LobbyDefaults::default(), true)
        .await
        .unwrap();
    assert_eq!(reset, LobbyDefaults::default());

    // Bad values are refused and change nothing.
    let too_many = LobbyDefaults { ai_seats: Some(8), ..LobbyDefaults::default() };
    assert!(matches!(
        svc.change_server_settings(GUILD, &admin, &too_many, false).await,
        Err(ServiceError::BadOptions(_))
    ));
    let zero_seasons = LobbyDefaults { seasons: Some(0), ..LobbyDefaults::default() };
    assert!(matches!(
        svc.change_server_settings(GUILD, &admin, &zero_seasons, false).await,
        Err(ServiceError::BadOptions(_))
    ));
    assert_eq!(svc.server_settings(GUILD).await.unwrap(), LobbyDefaults::default());
}
}
