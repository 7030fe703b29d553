//! Away mode: an AI plays every seat of an away player at once, in every
//! game (and in games that start meanwhile); back by `off`, by the time
//! ending or by acting, they hold every seat again and one DM row lists
//! what was played for them.

use super::harness::*;
use nanuk::engine::Action;
use nanuk::service::{Delivery, GameService, ServiceError};
use nanuk::store::{Controller, GameId, StandInReason};

const AWAY: Controller = Controller::StandIn(StandInReason::Away);
const DAY: u64 = 86_400;

async fn controller(svc: &GameService, id: GameId, user: u64) -> (Controller, Option<i64>) {
    let table = ai_played(svc, id).await;
    let s = table.seats.iter().find(|s| s.user == Some(user)).unwrap();
    (s.controller, s.away_until)
}

async fn told_back(svc: &GameService, ids: &[GameId]) -> Vec<Delivery> {
    let mut out = Vec::new();
    for &id in ids {
        for d in svc.pending_deliveries_of(id, 1000).await.unwrap() {
            if matches!(d.delivery, Delivery::Back { .. }) {
                out.push(d.delivery);
            }
        }
    }
    out
}

on_both! {
async fn an_away_player_is_played_for_everywhere_and_comes_back_everywhere(db: TestDb) {
    let (svc, clock) = db.service().await;
    let me = player(0).user;
    let first = started(&svc, 3, 2).await;
    let second = started_in(&svc, CHANNEL + 1, 2, 3, Default::default()).await;
    let lobby = svc
        .create_lobby(GUILD, CHANNEL + 2, &player(1), Default::default())
        .await
        .unwrap()
        .game;
    svc.join(lobby, &player(0)).await.unwrap();

    // Out of range: refused, nothing changes.
    for secs in [60, 31 * DAY] {
        assert!(matches!(svc.go_away(me, secs).await, Err(ServiceError::BadOptions(_))));
    }
    assert_eq!(svc.away_until(me).await.unwrap(), None);

    let away = svc.go_away(me, 3 * DAY).await.unwrap();
    assert_eq!(away.games, [first, second], "the running games, not the lobby");
    for id in [first, second] {
        assert_eq!(controller(&svc, id, me).await, (AWAY, Some(away.until)));
        // Nothing waits on them: the AI decided at once.
        let table = ai_played(&svc, id).await;
        assert!(table.seats.iter().all(|s| s.user != Some(me) || !s.waiting));
    }
    assert_eq!(svc.away_until(me).await.unwrap(), Some(away.until));
    // A game that starts while they are away is played for them too.
    for _ in 0..3 {
        svc.add_ai(lobby, &player(1)).await.unwrap();
    }
    svc.start(lobby, &player(1)).await.unwrap();
    assert_eq!(controller(&svc, lobby, me).await.0, AWAY);
    // The others play on around them.
    for _ in 0..6 {
        if play_one(&svc, first).await.is_none() {
            break;
        }
    }

    // Back with `off`: every seat is theirs again, and one DM says what
    // the AI played in each game.
    clock.advance_secs(3600);
    let played = svc.come_back(me).await.unwrap().expect("was away");
    let games: Vec<GameId> = played.iter().map(|p| p.game).collect();
    assert_eq!(games, [first, second, lobby]);
    assert!(played.iter().any(|p| p.decisions > 0), "{played:?}");
    for id in [first, second, lobby] {
        assert_eq!(controller(&svc, id, me).await, (Controller::Human, None));
    }
    let told = told_back(&svc, &[first, second, lobby]).await;
    assert_eq!(told.len(), 1, "one DM for all games: {told:?}");
    let Delivery::Back { games: listed, .. } = &told[0] else { unreachable!() };
    assert_eq!(listed, &played);
    assert_eq!(svc.come_back(me).await.unwrap(), None, "not away any more");

    // Away again; the time ends: back as with `off`.
    let again = svc.go_away(me, DAY).await.unwrap();
    assert_eq!(again.games.len(), 3);
    assert!(svc.end_due_absences().await.unwrap().is_empty(), "not yet");
    clock.advance_secs(DAY + 1);
    let ended = svc.end_due_absences().await.unwrap();
    assert_eq!(ended.len(), 1);
    assert_eq!(ended[0].0, me);
    for id in [first, second, lobby] {
        assert_eq!(controller(&svc, id, me).await.0, Controller::Human);
    }

    // Away again; a press in any game brings them back in all of them.
    svc.go_away(me, DAY).await.unwrap();
    let _ = svc.act(second, me, Action::Doom, None, None).await;
    assert_eq!(svc.away_until(me).await.unwrap(), None);
    for id in [first, second, lobby] {
        assert_eq!(controller(&svc, id, me).await.0, Controller::Human);
    }

    // Joining or starting a game is being present: back everywhere.
    svc.go_away(me, DAY).await.unwrap();
    let next = svc
        .create_lobby(GUILD, CHANNEL + 3, &player(1), Default::default())
        .await
        .unwrap()
        .game;
    svc.join(next, &player(0)).await.unwrap();
    assert_eq!(svc.away_until(me).await.unwrap(), None);
    assert_eq!(controller(&svc, first, me).await.0, Controller::Human);

    // Their games still replay exactly.
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! {
async fn the_take_back_button_brings_an_away_player_back(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let me = player(0).user;
    let id = started(&svc, 2, 3).await;
    svc.go_away(me, DAY).await.unwrap();
    svc.reclaim_seat(id, me).await.unwrap();
    assert_eq!(controller(&svc, id, me).await.0, Controller::Human);
    assert_eq!(svc.away_until(me).await.unwrap(), None);
    // Not away: the button says the seat is theirs.
    assert!(matches!(
        svc.reclaim_seat(id, me).await,
        Err(ServiceError::SeatAlreadyYours)
    ));
}
}
