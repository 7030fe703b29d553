//! Actions: the refusals, tokens, duplicates, AI seats, a whole game.

use super::harness::*;
use nanuk::engine::{Action, Animal, Boast, Event, PhaseView};
use nanuk::service::{Delivery, GameOptions, GameStatus, ServiceError};
use nanuk::store::ActorKind;

on_both! {
async fn a_whole_game_with_ai_seats(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 3, 2).await;
    let moves = play_to_end(&svc, id).await;
    assert!(moves > 0);
    let info = svc.info(id).await.unwrap();
    assert_eq!(info.status, GameStatus::Over);
    let log = svc.store().actions(id).await.unwrap();
    assert_eq!(
        log.iter().filter(|a| a.actor == ActorKind::Player).count(),
        moves
    );
    // The AI seats (3 and 4) played, each move logged as their own.
    assert!(log.iter().any(|a| a.actor == ActorKind::Ai));
    assert!(
        log.iter()
            .filter(|a| a.actor == ActorKind::Ai)
            .all(|a| a.seat.0 >= 3 && a.user.is_none())
    );
    assert!(svc.verify_all().await.unwrap().ok());
    let last = svc.pending_deliveries_of(id, 10_000).await.unwrap();
    assert_eq!(last.last().unwrap().delivery, Delivery::GameOver);
    is(
        svc.act(id, player(0).user, Action::Doom, None, None).await,
        |e| matches!(e, ServiceError::GameOver),
    );
    // History and stats see it.
    let history = svc.history(GUILD, 10).await.unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].id, id);
    assert!(!history[0].winners().is_empty());
    let table = svc.table(id).await.unwrap();
    let totals = table.public.unwrap().totals;
    for s in &history[0].seats {
        assert_eq!(s.score, totals[s.seat.index()]);
    }
    let stats = svc.stats(GUILD, player(0).user).await.unwrap();
    assert_eq!(stats.games, 1);
    assert_eq!(stats.average_score, totals[0] as f64);
    assert_eq!(stats.wins, u64::from(history[0].seats[0].winner));
    assert_eq!(stats.stood_in_games, 0);
    assert_eq!(svc.stats(GUILD + 1, player(0).user).await.unwrap().games, 0);
}
}

/// A game of `ais` AI seats and the host, whose turn times out at once:
/// the AI then plays every seat, to the end, in the timeout's commit. (A
/// host who leaves instead ends the game: nobody is left to play for.)
async fn played_out_by_the_ai(
    svc: &nanuk::service::GameService,
    clock: &nanuk::service::ManualClock,
    ais: usize,
    options: GameOptions,
) -> nanuk::service::GameId {
    let options = GameOptions {
        turn_timeout_secs: Some(3600),
        ..options
    };
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), options)
        .await
        .unwrap()
        .game;
    for _ in 0..ais {
        svc.add_ai(id, &player(0)).await.unwrap();
    }
    svc.start(id, &player(0)).await.unwrap();
    clock.advance_secs(3600);
    svc.fire_due().await.unwrap();
    id
}

on_both! {
async fn five_ai_seats_play_a_whole_game_at_start(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = played_out_by_the_ai(&svc, &clock, 4, GameOptions::default()).await;
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    let record = svc.record(id).await.unwrap();
    assert!(record.result.is_some());
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! {
async fn a_whole_ai_game_of_ten_seasons_is_logged_in_one_commit(db: TestDb) {
    let (svc, clock) = db.service().await;
    let options = GameOptions {
        seasons: 10,
        ..GameOptions::default()
    };
    let id = played_out_by_the_ai(&svc, &clock, 7, options).await;
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    // Thousands of actions: written in several multi-row inserts, in order.
    let log = svc.store().actions(id).await.unwrap();
    assert!(log.len() > 1000, "{} actions", log.len());
    assert!(log.iter().zip(1..).all(|(a, seq)| a.seq == seq));
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! {
async fn refusals(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    let table = svc.table(id).await.unwrap();
    let turn = match table.public.as_ref().unwrap().phase {
        PhaseView::Boasting { turn } => turn,
        ref p => panic!("{p:?}"),
    };
    let on_turn = table.seats[turn.index()].clone();
    let other = table.seats.iter().find(|s| s.seat != turn).unwrap().clone();
    let boast = Action::Boast(Boast::new(1, Animal::Seal, 1).unwrap());

    // Not in this game.
    is(svc.act(id, 999, boast.clone(), None, None).await, |e| {
        matches!(e, ServiceError::NotInGame)
    });
    // Not your turn, with the name of who is waited on.
    let err = svc
        .act(id, other.user.unwrap(), boast.clone(), None, None)
        .await
        .unwrap_err();
    assert!(
        matches!(&err, ServiceError::NotYourTurn { waiting } if *waiting == [on_turn.name.clone()]),
        "{err:?}"
    );
    // A rule refusal is the engine's kind (the text layer words it).
    let err = svc
        .act(id, on_turn.user.unwrap(), Action::Doom, None, None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, ServiceError::Rule(nanuk::engine::ActionError::NothingToDoom)),
        "{err:?}"
    );
    // A stale token: refused with the current view.
    let err = svc
        .act(
            id,
            on_turn.user.unwrap(),
            boast.clone(),
            Some(on_turn.token - 1),
            None,
        )
        .await
        .unwrap_err();
    match err {
        ServiceError::Stale { current } => {
            assert_eq!(current.seat.seat, turn);
            assert_eq!(current.token(), on_turn.token);
            assert!(current.view.unwrap().choice.is_some());
        }
        e => panic!("{e:?}"),
    }
    // Nothing of that was applied.
    assert!(svc.store().actions(id).await.unwrap().is_empty());
    let version = svc.info(id).await.unwrap().version;

    // The right token and interaction: applied once.
    svc.act(
        id,
        on_turn.user.unwrap(),
        boast.clone(),
        Some(on_turn.token),
        Some(555),
    )
    .await
    .unwrap();
    // The same interaction again: at most once.
    is(
        svc.act(
            id,
            on_turn.user.unwrap(),
            boast.clone(),
            Some(on_turn.token),
            Some(555),
        )
        .await,
        |e| matches!(e, ServiceError::Duplicate),
    );
    // The old button after acting: stale.
    is(
        svc.act(
            id,
            on_turn.user.unwrap(),
            boast,
            Some(on_turn.token),
            Some(556),
        )
        .await,
        |e| matches!(e, ServiceError::Stale { .. }),
    );
    let log = svc.store().actions(id).await.unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].interaction, Some(555));
    assert_eq!(log[0].user, on_turn.user);
    assert_eq!(svc.info(id).await.unwrap().version, version + 1);
}
}

on_both! {
async fn acting_in_a_lobby_is_refused(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), Default::default())
        .await
        .unwrap()
        .game;
    is(
        svc.act(id, player(0).user, Action::Doom, None, None).await,
        |e| matches!(e, ServiceError::NotStarted),
    );
}
}

on_both! {
async fn tokens_follow_each_seats_decision(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    let before = svc.table(id).await.unwrap();
    let out = play_one(&svc, id).await.unwrap();
    let after = svc.table(id).await.unwrap();
    assert_eq!(out.version, after.info.version);
    for (b, a) in before.seats.iter().zip(&after.seats) {
        if b.waiting || a.waiting {
            // The boaster acted and the next seat's decision began.
            assert_eq!(a.token, out.version, "{}", a.name);
        } else {
            assert_eq!(a.token, b.token, "{}", a.name);
        }
    }
    // The outcome names the seat waited on; the events carry the boast.
    assert_eq!(out.waiting_for.len(), 1);
    assert!(matches!(out.events[..], [Event::Boasted { .. }]));
    // Only the two seats whose view changed get a DM redraw.
    let pending = svc.pending_deliveries_of(id, 1000).await.unwrap();
    let last: Vec<_> = pending
        .iter()
        .filter(|d| d.version == out.version)
        .map(|d| d.delivery.clone())
        .collect();
    assert!(matches!(last[0], Delivery::Announce { .. }));
    assert_eq!(last[1], Delivery::Board);
    assert_eq!(
        last.iter()
            .filter(|d| matches!(d, Delivery::Hand { .. }))
            .count(),
        2
    );
}
}
