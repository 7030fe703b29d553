//! Many tasks at once: on one game (same and different users, duplicated
//! interactions) and on many games. No lost or doubled action, no deadlock.

use super::harness::*;
use nanuk::service::{GameId, GameOptions, GameService, GameStatus, ServiceError};
use nanuk::store::ActorKind;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);

/// One player's task: act on every decision with the first legal action.
/// The interaction id is derived from (game, user, token), so the tasks that
/// share a user send duplicates of the same interaction.
async fn hammer(
    svc: GameService,
    id: GameId,
    user: u64,
    use_token: bool,
    applied: Arc<Mutex<Vec<u64>>>,
) {
    loop {
        let pv = svc.player_view(id, user).await.expect("view");
        if pv.info.status != GameStatus::Running {
            return;
        }
        let Some(action) = pv
            .view
            .as_ref()
            .and_then(|v| v.choice.as_ref())
            .and_then(|c| c.nth(0))
        else {
            tokio::time::sleep(Duration::from_millis(2)).await;
            continue;
        };
        // Discord interaction ids are unique across games too.
        let interaction = ((id.0 as u64) << 40) | (user << 20) | pv.token();
        let token = use_token.then(|| pv.token());
        match svc.act(id, user, action, token, Some(interaction)).await {
            Ok(_) => applied.lock().unwrap().push(interaction),
            Err(
                ServiceError::Duplicate
                | ServiceError::Stale { .. }
                | ServiceError::NotYourTurn { .. }
                | ServiceError::GameOver
                | ServiceError::Rule(_),
            ) => {}
            Err(e) => panic!("unexpected refusal: {e:?}"),
        }
    }
}

on_both! { multi_thread:
async fn many_tasks_on_one_game(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 6, 0).await;
    let applied = Arc::new(Mutex::new(Vec::new()));
    let mut tasks = Vec::new();
    for n in 0..6 {
        for copy in 0..3 {
            tasks.push(tokio::spawn(hammer(
                svc.clone(),
                id,
                player(n).user,
                copy != 2,
                applied.clone(),
            )));
        }
    }
    tokio::time::timeout(LIMIT, async {
        for t in tasks {
            t.await.expect("task");
        }
    })
    .await
    .expect("no deadlock");

    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    let applied = applied.lock().unwrap().clone();
    let unique: HashSet<_> = applied.iter().copied().collect();
    assert_eq!(unique.len(), applied.len(), "an interaction applied twice");
    let log = svc.store().actions(id).await.unwrap();
    let logged: Vec<u64> = log
        .iter()
        .filter(|a| a.actor == ActorKind::Player)
        .map(|a| a.interaction.expect("carried"))
        .collect();
    assert_eq!(logged.len(), applied.len(), "lost or extra actions");
    assert_eq!(logged.into_iter().collect::<HashSet<_>>(), unique);
    assert!(log.windows(2).all(|w| w[1].seq == w[0].seq + 1));
    assert!(svc.verify_all().await.unwrap().ok());
}
}

on_both! { multi_thread:
async fn many_games_at_once(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let mut games = Vec::new();
    for c in 0..12 {
        games.push(started_in(&svc, 500 + c, 5, c % 3, GameOptions::default()).await);
    }
    let applied = Arc::new(Mutex::new(Vec::new()));
    let mut tasks = Vec::new();
    for &id in &games {
        for n in 0..5 {
            tasks.push(tokio::spawn(hammer(
                svc.clone(),
                id,
                player(n).user,
                true,
                applied.clone(),
            )));
        }
    }
    tokio::time::timeout(LIMIT, async {
        for t in tasks {
            t.await.expect("task");
        }
    })
    .await
    .expect("no deadlock");
    let mut total = 0;
    for &id in &games {
        assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
        total += svc
            .store()
            .actions(id)
            .await
            .unwrap()
            .iter()
            .filter(|a| a.actor == ActorKind::Player)
            .count();
    }
    assert_eq!(total, applied.lock().unwrap().len());
    let report = svc.verify_all().await.unwrap();
    assert_eq!((report.checked, report.failed.len()), (12, 0));
}
}
