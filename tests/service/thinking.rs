//! Strong AI moves run off the interaction path: the human's action is
//! committed and answered first, the AI's move is committed after it by
//! the service's background task, and one left due by a crash is played
//! after the restart.

use super::harness::*;
use nanuk::engine::ai::AiLevel;
use nanuk::service::{Controller, DeadlineKind, GameId, GameOptions, GameService, Outcome};
use nanuk::store::ActorKind;

/// A started game: P0 and four strong AI seats.
async fn with_strong_seats(svc: &GameService) -> GameId {
    let id = svc
        .create_lobby(GUILD, CHANNEL, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    for _ in 0..4 {
        svc.add_ai_at(id, &player(0), AiLevel::Strong)
            .await
            .unwrap();
    }
    svc.start(id, &player(0)).await.unwrap();
    id
}

/// Plays P0's moves until one leaves the game waiting for an AI seat;
/// returns that answer (the AI's moves in between are waited for).
async fn act_until_an_ai_is_due(svc: &GameService, id: GameId) -> Outcome {
    for _ in 0..200 {
        let (user, token, action) = next_move(svc, id).await.expect("P0 has a move");
        let out = svc.act(id, user, action, Some(token), None).await.unwrap();
        if out
            .waiting_for
            .iter()
            .any(|s| s.controller == Controller::Ai)
        {
            return out;
        }
    }
    panic!("no move of P0 was answered before a strong AI's move");
}

on_both! {
async fn a_strong_ai_moves_after_the_human_is_answered(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = with_strong_seats(&svc).await;
    let out = act_until_an_ai_is_due(&svc, id).await;
    // The answer is the human's commit alone: the AI seat is still due.
    let due: Vec<_> = out
        .waiting_for
        .iter()
        .filter(|s| s.controller == Controller::Ai)
        .map(|s| s.seat)
        .collect();
    assert!(!due.is_empty());
    // Shortly after, the service's own task has played it, as a commit
    // of its own.
    let table = ai_played(&svc, id).await;
    assert!(table.info.version > out.version, "a later commit played the AI");
    let log = svc.store().actions(id).await.unwrap();
    let human = log
        .iter()
        .rposition(|a| a.actor == ActorKind::Player)
        .expect("P0's action is logged");
    assert!(
        log[human + 1..]
            .iter()
            .any(|a| a.actor == ActorKind::Ai && due.contains(&a.seat)),
        "the due AI seat moved after P0"
    );
    let rows = svc.store().deadlines_of(id).await.unwrap();
    assert!(
        !rows.iter().any(|d| d.kind == DeadlineKind::AiMove && due.contains(&d.seat) && d.token <= out.version),
        "the played move's row is gone: {rows:?}"
    );
    // The game plays on to its end and replays to what is stored.
    play_to_end(&svc, id).await;
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! {
async fn a_strong_ai_move_due_at_a_crash_is_played_after_the_restart(db: TestDb) {
    // The first process runs on a runtime of its own, dropped the moment
    // P0's answer comes back: its tasks die with it, as in a crash, before
    // the AI's task has run.
    let (id, out) = std::thread::scope(|s| {
        s.spawn(|| {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            let crashed = rt.block_on(async {
                let (svc, _) = db.service().await;
                let id = with_strong_seats(&svc).await;
                (id, act_until_an_ai_is_due(&svc, id).await)
            });
            drop(rt);
            crashed
        })
        .join()
        .unwrap()
    });
    let due = out
        .waiting_for
        .iter()
        .find(|s| s.controller == Controller::Ai)
        .unwrap()
        .seat;

    // After the restart the move is still due, and stored as due.
    let (svc, clock) = db.service().await;
    let before = svc.store().actions(id).await.unwrap();
    assert_eq!(before.last().unwrap().actor, ActorKind::Player, "nothing moved after P0");
    let rows = svc.store().deadlines_of(id).await.unwrap();
    assert!(
        rows.iter().any(|d| d.kind == DeadlineKind::AiMove && d.seat == due),
        "the due move is stored: {rows:?}"
    );
    assert_eq!(svc.table(id).await.unwrap().info.version, out.version);

    // The deadline task's first round after a start finds it; on
    // PostgreSQL the dead process may have claimed it before it died, and
    // its lease has to run out first.
    clock.advance_secs(nanuk::service::CLAIM_LEASE_SECS + 1);
    svc.fire_due().await.unwrap();
    let table = ai_played(&svc, id).await;
    assert!(table.info.version > out.version);
    let after = svc.store().actions(id).await.unwrap();
    assert!(
        after[before.len()..].iter().any(|a| a.seat == due && a.actor == ActorKind::Ai),
        "the AI seat moved after the restart"
    );
    play_to_end(&svc, id).await;
    assert!(svc.verify_all().await.unwrap().ok());
}
}
