//! Solo practice: one player and AI seats in the player's DM, started at
//! once (no lobby shown), hints on, never rated, "Play again" starts the
//! next one.

use super::harness::*;
use nanuk::engine::AiLevel;
use nanuk::service::{
    Controller, Delivery, GameOptions, GameStatus, NO_GUILD, Practice, Rematch, ServiceError,
};

/// The player's DM channel with the bot.
const DM: u64 = 900;

fn started(p: Practice) -> nanuk::service::GameId {
    match p {
        Practice::Started(outcome) => outcome.game,
        other => panic!("a practice game to start: {other:?}"),
    }
}

on_both! {
async fn a_practice_game_starts_at_once_with_ai_seats_and_never_shows_a_lobby(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let me = player(0);
    let id = started(svc.practice(DM, &me, 6, AiLevel::Easy).await.unwrap());

    let info = svc.info(id).await.unwrap();
    assert_eq!(
        (info.guild, info.channel, info.host, info.status),
        (NO_GUILD, DM, Some(me.user), GameStatus::Running)
    );
    assert!(info.is_practice() && info.options.hints, "{:?}", info.options);
    assert_eq!(
        (info.options.turn_timeout_secs, info.options.reminder_secs),
        (None, None),
        "nobody else waits, so nothing times out or nags"
    );
    let seats = svc.table(id).await.unwrap().seats;
    let shape: Vec<_> = seats.iter().map(|s| (s.user, s.controller, s.ai_level)).collect();
    let mut expected = vec![(Some(me.user), Controller::Human, None)];
    expected.extend([(None, Controller::Ai, Some(AiLevel::Easy)); 5]);
    assert_eq!(shape, expected);

    // What the worker is asked to show: the board and the hand, no lobby.
    let rows = svc.pending_deliveries_of(id, 1_000).await.unwrap();
    let shows = |d: &Delivery| rows.iter().any(|r| &r.delivery == d);
    assert!(!rows.iter().any(|r| r.delivery == Delivery::Lobby), "{rows:?}");
    assert!(shows(&Delivery::Board), "{rows:?}");
    assert!(
        rows.iter().any(|r| matches!(r.delivery, Delivery::Hand { .. })),
        "{rows:?}"
    );
    // Hints are always allowed in practice.
    svc.hint(id, me.user).await.expect("a hint in practice");
}

async fn one_practice_game_per_dm_and_five_to_eight_seats(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let me = player(0);
    for seats in [4, 9] {
        is(svc.practice(DM, &me, seats, AiLevel::Normal).await, |e| {
            matches!(
                e,
                ServiceError::BadOptions(nanuk::service::BadOption::PracticeSeats { min: 5, max: 8 })
            )
        });
    }
    let id = started(svc.practice(DM, &me, 5, AiLevel::Normal).await.unwrap());
    assert_eq!(
        svc.practice(DM, &me, 8, AiLevel::Strong).await.unwrap(),
        Practice::Running { game: id },
        "the DM's game is still on"
    );
    // Another player's DM is another conversation.
    started(svc.practice(DM + 1, &player(1), 5, AiLevel::Easy).await.unwrap());
    svc.cancel(id, &me).await.unwrap();
    let next = started(svc.practice(DM, &me, 8, AiLevel::Strong).await.unwrap());
    assert_ne!(next, id);
    assert_eq!(svc.table(next).await.unwrap().seats.len(), 8);
}

async fn a_practice_left_unstarted_by_a_crash_is_started_by_the_next_try(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let me = player(0);
    // The first of practice's two commits, as a crash would leave it.
    let options = GameOptions {
        practice: true,
        hints: true,
        ..GameOptions::default()
    };
    let left = svc.create_lobby(NO_GUILD, DM, &me, options).await.unwrap().game;
    for _ in 0..4 {
        svc.add_ai(left, &me).await.unwrap();
    }
    let id = started(svc.practice(DM, &me, 5, AiLevel::Normal).await.unwrap());
    assert_eq!(id, left);
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Running);
}

async fn a_finished_practice_is_not_rated_and_play_again_starts_the_next(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let me = player(0);
    let id = started(svc.practice(DM, &me, 7, AiLevel::Easy).await.unwrap());
    play_to_end(&svc, id).await;
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    assert_eq!(svc.rating(NO_GUILD, me.user).await.unwrap(), None);
    assert_eq!(svc.leaderboard(NO_GUILD, 0).await.unwrap().rows.len(), 0);
    assert_eq!(svc.rebuild_ratings().await.unwrap(), 0, "nothing to rate");

    let Rematch::Opened { game: next, invite } = svc.rematch(id, &me).await.unwrap() else {
        panic!("the next practice game");
    };
    assert!(invite.is_empty());
    let info = svc.info(next).await.unwrap();
    assert_eq!(
        (info.status, info.channel, info.is_practice()),
        (GameStatus::Running, DM, true)
    );
    let seats = svc.table(next).await.unwrap().seats;
    assert_eq!(seats.len(), 7);
    assert!(seats[1..].iter().all(|s| s.ai_level == Some(AiLevel::Easy)));
    // Pressed again while that one is on: nothing new.
    assert_eq!(
        svc.rematch(id, &me).await.unwrap(),
        Rematch::AlreadyOpen { game: next }
    );
}
}
