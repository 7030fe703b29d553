//! Lobbies: open, join, leave, AI seats, start, cancel, and their refusals.

use super::harness::*;
use nanuk::service::{Controller, Delivery, GameOptions, GameStatus, ServiceError};

on_both! {
async fn lobby_opens_with_the_host_seated(db: TestDb) {
    let (svc, _) = db.service().await;
    let out = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap();
    assert_eq!(out.status, GameStatus::Lobby);
    let table = svc.table(out.game).await.unwrap();
    assert_eq!(table.seats.len(), 1);
    assert_eq!(table.seats[0].user, Some(player(0).user));
    assert_eq!(table.seats[0].name, "P0");
    assert!(table.public.is_none());
    let found = svc.game_in_channel(CHANNEL).await.unwrap().unwrap();
    assert_eq!(found.id, out.game);
    assert_eq!((found.guild, found.host), (GUILD, Some(player(0).user)));
    let pending = svc.pending_deliveries(10).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].delivery, Delivery::Lobby);
}
}

on_both! {
async fn a_second_game_in_a_channel_names_the_first(db: TestDb) {
    let (svc, _) = db.service().await;
    let first = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    let err = svc
        .create_lobby(GUILD, CHANNEL, &player(1), GameOptions::default())
        .await
        .unwrap_err();
    match &err {
        ServiceError::ChannelBusy { existing } => assert_eq!(*existing, first),
        e => panic!("{e:?}"),
    }
    assert!(err.to_string().contains(&format!("#{first}")), "{err}");
    // Another channel is free.
    svc.create_lobby(GUILD, CHANNEL + 1, &player(1), GameOptions::default())
        .await
        .unwrap();
}
}

on_both! {
async fn bad_options_are_refused(db: TestDb) {
    let (svc, _) = db.service().await;
    for options in [
        GameOptions {
            seasons: 0,
            ..GameOptions::default()
        },
        GameOptions {
            seasons: 11,
            ..GameOptions::default()
        },
        GameOptions {
            turn_timeout_secs: Some(5),
            ..GameOptions::default()
        },
    ] {
        is(
            svc.create_lobby(GUILD, CHANNEL, &player(0), options).await,
            |e| matches!(e, ServiceError::BadOptions(_)),
        );
    }
}
}

on_both! {
async fn join_and_leave(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    svc.join(id, &player(1)).await.unwrap();
    svc.join(id, &player(2)).await.unwrap();
    is(svc.join(id, &player(1)).await, |e| {
        matches!(e, ServiceError::AlreadyJoined)
    });
    svc.leave(id, player(1).user).await.unwrap();
    is(svc.leave(id, player(1).user).await, |e| {
        matches!(e, ServiceError::NotInLobby)
    });
    let table = svc.table(id).await.unwrap();
    let names: Vec<_> = table.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["P0", "P2"]);
    assert_eq!(table.seats[1].seat.0, 1, "seats renumber in join order");
    assert_eq!(svc.active_games(player(2).user).await.unwrap().len(), 1);
    assert!(svc.active_games(player(1).user).await.unwrap().is_empty());
}
}

on_both! {
async fn the_lobby_holds_eight(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    for n in 1..6 {
        svc.join(id, &player(n)).await.unwrap();
    }
    svc.add_ai(id, &player(0)).await.unwrap();
    svc.add_ai(id, &player(0)).await.unwrap();
    is(svc.join(id, &player(9)).await, |e| {
        matches!(e, ServiceError::LobbyFull)
    });
    is(svc.add_ai(id, &player(0)).await, |e| {
        matches!(e, ServiceError::LobbyFull)
    });
}
}

on_both! {
async fn only_the_host_or_an_admin_manages_the_lobby(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    svc.join(id, &player(1)).await.unwrap();
    let err = svc.add_ai(id, &player(1)).await.unwrap_err();
    // The refusal names the host (the text layer words it).
    assert!(
        matches!(&err, ServiceError::NotHost { host: Some(h) } if h == "P0"),
        "{err:?}"
    );
    is(svc.start(id, &player(1)).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    is(svc.cancel(id, &player(1)).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    is(svc.remove_ai(id, &player(1)).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    // An admin may.
    svc.add_ai(id, &player(1).admin()).await.unwrap();
    svc.remove_ai(id, &player(1).admin()).await.unwrap();
    is(svc.remove_ai(id, &player(0)).await, |e| {
        matches!(e, ServiceError::NoAiSeat)
    });
}
}

on_both! {
async fn start_needs_five_to_eight(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    for n in 1..4 {
        svc.join(id, &player(n)).await.unwrap();
    }
    let err = svc.start(id, &player(0)).await.unwrap_err();
    assert!(
        matches!(err, ServiceError::WrongSeatCount { seats: 4 }),
        "{err:?}"
    );
    svc.add_ai(id, &player(0)).await.unwrap();
    let out = svc.start(id, &player(0)).await.unwrap();
    assert_eq!(out.status, GameStatus::Running);
    assert!(!out.events.is_empty());
    assert!(!out.waiting_for.is_empty());
    is(svc.start(id, &player(0)).await, |e| {
        matches!(e, ServiceError::AlreadyStarted)
    });
    is(svc.join(id, &player(7)).await, |e| {
        matches!(e, ServiceError::AlreadyStarted)
    });
}
}

on_both! {
async fn start_deals_and_queues_what_to_show(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 4, 1).await;
    let table = svc.table(id).await.unwrap();
    let public = table.public.expect("started");
    assert_eq!(public.seats.len(), 5);
    assert_eq!(table.seats[4].controller, Controller::Ai);
    // Seats in join order.
    let names: Vec<_> = table.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["P0", "P1", "P2", "P3", "AI 1"]);
    // Every human sees their hand; every seat got a fresh token.
    for n in 0..4 {
        let pv = svc.player_view(id, player(n).user).await.unwrap();
        assert_eq!(pv.view.as_ref().unwrap().hand.len(), 3);
        assert_eq!(pv.info.channel, CHANNEL);
        assert_eq!(pv.info.guild, GUILD);
    }
    let start_version = svc.info(id).await.unwrap().version;
    assert!(table.seats.iter().all(|s| s.token == start_version));
    let kinds: Vec<Delivery> = svc
        .pending_deliveries_of(id, 100)
        .await
        .unwrap()
        .into_iter()
        .map(|d| d.delivery)
        .collect();
    // Lobby x 5 (open, 3 joins, add AI), then the start.
    let start = &kinds[5..];
    assert_eq!(start[0], Delivery::Lobby);
    assert!(matches!(start[1], Delivery::Announce { .. }));
    assert_eq!(start[2], Delivery::Board);
    let hands: Vec<_> = start
        .iter()
        .filter_map(|d| match d {
            Delivery::Hand { seat } => Some(seat.0),
            _ => None,
        })
        .collect();
    assert_eq!(hands, [0, 1, 2, 3], "DMs for the humans only");
}
}

on_both! {
async fn cancel_frees_the_channel(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    let out = svc.cancel(id, &player(0)).await.unwrap();
    assert_eq!(out.status, GameStatus::Cancelled);
    assert!(svc.game_in_channel(CHANNEL).await.unwrap().is_none());
    is(svc.cancel(id, &player(0)).await, |e| {
        matches!(e, ServiceError::Cancelled)
    });
    let (user, _, action) = (player(1).user, 0, nanuk::engine::Action::Doom);
    is(svc.act(id, user, action, None, None).await, |e| {
        matches!(e, ServiceError::Cancelled)
    });
    let last = svc.pending_deliveries_of(id, 100).await.unwrap();
    assert_eq!(last.last().unwrap().delivery, Delivery::Cancelled);
    svc.create_lobby(GUILD, CHANNEL, &player(3), GameOptions::default())
        .await
        .unwrap();
}
}

on_both! {
async fn kick_from_a_lobby_removes_the_seat(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    svc.join(id, &player(1)).await.unwrap();
    is(svc.kick(id, &player(1), player(0).user).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    svc.kick(id, &player(0), player(1).user).await.unwrap();
    is(svc.kick(id, &player(0), player(1).user).await, |e| {
        matches!(e, ServiceError::PlayerNotInGame)
    });
    assert_eq!(svc.table(id).await.unwrap().seats.len(), 1);
}
}

on_both! {
async fn unknown_games_are_named(db: TestDb) {
    let (svc, _) = db.service().await;
    let err = svc.table(nanuk::service::GameId(99)).await.unwrap_err();
    assert!(
        matches!(err, ServiceError::NoSuchGame(nanuk::service::GameId(99))),
        "{err:?}"
    );
}
}

on_both! {
async fn host_powers_pass_to_the_next_human_and_stay_after_a_restart(db: TestDb) {
    let (svc, _) = db.service().await;
    let game = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    svc.add_ai(game, &player(0)).await.unwrap();
    svc.join(game, &player(1)).await.unwrap();
    svc.join(game, &player(2)).await.unwrap();
    svc.leave(game, player(0).user).await.unwrap();
    // The next human in join order (the AI seat between is skipped).
    let info = svc.info(game).await.unwrap();
    assert_eq!(
        (info.host, info.opened_by),
        (Some(player(1).user), player(0).user)
    );
    assert!(matches!(
        svc.add_ai(game, &player(0)).await,
        Err(ServiceError::NotHost { .. })
    ));
    assert!(matches!(
        svc.add_ai(game, &player(2)).await,
        Err(ServiceError::NotHost { .. })
    ));
    svc.add_ai(game, &player(1)).await.unwrap();
    // The old host coming back joins last: no powers back.
    svc.join(game, &player(0)).await.unwrap();
    drop(svc);
    let (svc, _) = db.service().await;
    assert_eq!(svc.info(game).await.unwrap().host, Some(player(1).user));
    // Every human leaves: the lobby ends.
    for p in [1, 2, 0] {
        svc.leave(game, player(p).user).await.unwrap();
    }
    assert_eq!(svc.info(game).await.unwrap().status, GameStatus::Cancelled);
    assert!(svc.game_in_channel(CHANNEL).await.unwrap().is_none());
}
}

on_both! {
async fn ai_seats_keep_their_level_and_play_at_it(db: TestDb) {
    use nanuk::engine::ai::{self, AiLevel};
    use nanuk::engine::{Game, Settings};
    use nanuk::store::ActorKind;
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    let levels = [AiLevel::Strong, AiLevel::Easy, AiLevel::Normal, AiLevel::Strong];
    for level in levels {
        svc.add_ai_at(id, &player(0), level).await.unwrap();
    }
    let shown: Vec<_> = svc.table(id).await.unwrap().seats.iter().map(|s| s.ai_level).collect();
    assert_eq!(shown, [None, Some(levels[0]), Some(levels[1]), Some(levels[2]), Some(levels[3])]);
    svc.start(id, &player(0)).await.unwrap();
    play_to_end(&svc, id).await;

    // A new store (a restart) reads the levels back.
    let store = db.store().await;
    let (game, seats) = store.load_game(id).await.unwrap().unwrap();
    let stored: Vec<_> = seats.iter().map(|s| s.ai_level).collect();
    assert_eq!(stored, shown);

    // Every easy and normal move in the log is what its level chooses; a
    // strong move depends on how many samples its wall-clock cap allowed,
    // so it is only checked to differ from both other levels somewhere.
    let settings = Settings {
        seats: 5,
        seasons: game.options.seasons,
        sides: game.options.sides,
    };
    let (mut replay, _) = Game::start(settings, game.seed.unwrap()).unwrap();
    let (mut strong_moves, mut unlike_normal, mut unlike_easy, mut checked) = (0, 0, 0, 0);
    for logged in store.actions(id).await.unwrap() {
        if logged.actor == ActorKind::Ai {
            let level = seats[logged.seat.index()].ai_level.unwrap();
            let view = replay.seat_view(logged.seat);
            let moved = Some(logged.action.clone());
            if level == AiLevel::Strong {
                strong_moves += 1;
                unlike_normal += usize::from(ai::decide(&view) != moved);
                unlike_easy += usize::from(ai::decide_at(AiLevel::Easy, &view) != moved);
            } else {
                assert_eq!(moved, ai::decide_at(level, &view), "{level}");
                checked += 1;
            }
        }
        replay.apply(logged.seat, &logged.action).unwrap();
    }
    assert!(
        checked > 0 && unlike_normal > 0 && unlike_easy > 0,
        "{checked} easy/normal moves; of {strong_moves} strong, {unlike_normal} unlike normal, {unlike_easy} unlike easy"
    );
}
}

/// After ids were copied in by hand (a migration) the next id may collide:
/// that is a storage fault, not "this channel already has a game".
#[tokio::test]
async fn an_id_collision_is_not_called_a_busy_channel() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (svc, _) = db.service().await;
    svc.create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap();
    db.execute(
        "SELECT setval(pg_get_serial_sequence('games', 'id'), 1, false)",
        &[],
    )
    .await;
    let err = svc
        .create_lobby(GUILD, CHANNEL + 1, &player(1), GameOptions::default())
        .await
        .unwrap_err();
    assert!(!matches!(err, ServiceError::ChannelBusy { .. }), "{err:?}");
}
