//! Seats handed to the AI: leave, kick, replace.

use super::harness::*;
use nanuk::engine::Action;
use nanuk::service::{Controller, Delivery, ServiceError, StandInReason};
use nanuk::store::ActorKind;

on_both! {
async fn leaving_hands_the_seat_to_the_ai(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    // The seat the game waits for leaves: the AI moves for it at once.
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;
    let out = svc.leave_game(id, user).await.unwrap();
    assert!(!out.events.is_empty(), "the AI played the seat");
    let table = svc.table(id).await.unwrap();
    assert_eq!(
        table.seats[seat.index()].controller,
        Controller::StandIn(StandInReason::Left)
    );
    assert!(table.seats[seat.index()].stood_in);
    let log = svc.store().actions(id).await.unwrap();
    assert_eq!(log[0].seat, seat);
    assert_eq!(log[0].actor, ActorKind::StandIn);
    let deliveries = svc.pending_deliveries_of(id, 1000).await.unwrap();
    assert!(deliveries.iter().any(|d| d.delivery
        == Delivery::SeatReplaced {
            seat,
            reason: StandInReason::Left
        }));
    // They cannot act any more, and the game is no longer theirs.
    is(svc.act(id, user, Action::Doom, None, None).await, |e| {
        matches!(e, ServiceError::SeatGivenUp { .. })
    });
    is(svc.leave_game(id, user).await, |e| {
        matches!(e, ServiceError::SeatGivenUp { .. })
    });
    assert!(svc.active_games(user).await.unwrap().is_empty());
    // The game still finishes, and stats mark the stand-in.
    play_to_end(&svc, id).await;
    let stats = svc.stats(GUILD, user).await.unwrap();
    assert_eq!((stats.games, stats.stood_in_games), (1, 1));
    assert!(svc.history(GUILD, 5).await.unwrap()[0].seats[seat.index()].stood_in);
}
}

on_both! {
async fn leave_game_in_a_lobby_leaves_the_lobby(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), Default::default())
        .await
        .unwrap()
        .game;
    svc.join(id, &player(1)).await.unwrap();
    svc.leave_game(id, player(1).user).await.unwrap();
    assert_eq!(svc.table(id).await.unwrap().seats.len(), 1);
}
}

on_both! {
async fn kick_and_replace(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    is(svc.kick(id, &player(2), player(3).user).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    is(svc.kick(id, &player(0), 4242).await, |e| {
        matches!(e, ServiceError::PlayerNotInGame)
    });
    svc.kick(id, &player(0), player(3).user).await.unwrap();
    let table = svc.table(id).await.unwrap();
    assert_eq!(
        table.seats[3].controller,
        Controller::StandIn(StandInReason::Kicked)
    );
    is(svc.kick(id, &player(0), player(3).user).await, |e| {
        matches!(e, ServiceError::AlreadyAi)
    });
    // An admin who is not the host replaces a seat.
    let admin = nanuk::service::Actor::new(9999, "Mod").admin();
    svc.replace_with_ai(id, &admin, nanuk::engine::Seat(4))
        .await
        .unwrap();
    assert_eq!(
        svc.table(id).await.unwrap().seats[4].controller,
        Controller::StandIn(StandInReason::Replaced)
    );
    play_to_end(&svc, id).await;
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! {
async fn a_stand_in_plays_at_the_games_stand_in_level(db: TestDb) {
    use nanuk::engine::ai::{self, AiLevel};
    use nanuk::engine::{Game, Settings};
    use nanuk::service::GameOptions;
    // Normal stand-ins play exactly as the normal AI; strong ones do not
    // always (a strong move depends on its wall-clock cap, so it is only
    // checked to differ somewhere).
    for (n, level) in [AiLevel::Normal, AiLevel::Strong].into_iter().enumerate() {
        let options = GameOptions {
            stand_in_level: level,
            ..GameOptions::default()
        };
        let id = started_in(&svc_of(&db).await, CHANNEL + n as u64, 5, 0, options).await;
        let svc = svc_of(&db).await;
        let (user, _, _) = next_move(&svc, id).await.unwrap();
        svc.leave_game(id, user).await.unwrap();
        play_to_end(&svc, id).await;
        let store = db.store().await;
        let (game, _) = store.load_game(id).await.unwrap().unwrap();
        assert_eq!(game.options.stand_in_level, level);
        let settings = Settings {
            seats: 5,
            seasons: game.options.seasons,
            sides: game.options.sides,
        };
        let (mut replay, _) = Game::start(settings, game.seed.unwrap()).unwrap();
        let (mut moves, mut unlike_normal) = (0, 0);
        for logged in store.actions(id).await.unwrap() {
            if logged.actor == ActorKind::StandIn {
                let view = replay.seat_view(logged.seat);
                moves += 1;
                unlike_normal += usize::from(ai::decide(&view) != Some(logged.action.clone()));
            }
            replay.apply(logged.seat, &logged.action).unwrap();
        }
        assert!(moves > 0, "{level}: no stand-in moves");
        match level {
            AiLevel::Normal => assert_eq!(unlike_normal, 0, "normal stand-in"),
            _ => assert!(unlike_normal > 0, "{level}: all {moves} moves were normal's"),
        }
    }
}
}

/// A service on the database (each call a fresh one: a restart).
async fn svc_of(db: &TestDb) -> nanuk::service::GameService {
    db.service().await.0
}
