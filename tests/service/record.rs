//! Game records and `verify`.

use super::harness::*;
use nanuk::engine::{Event, Game};
use nanuk::service::GameRecord;

/// Every key anywhere in a JSON value.
fn keys(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::Object(m) => {
            for (k, v) in m {
                out.push(k.clone());
                keys(v, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

on_both! {
async fn the_record_is_what_the_table_saw(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 4, 1).await;
    play_to_end(&svc, id).await;
    let json = svc.record_json(id).await.unwrap();
    let record: GameRecord = serde_json::from_str(&json).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();

    // No hand, no private choice, no seed, no raw action (a contribution
    // names its cards), anywhere.
    let mut all = Vec::new();
    keys(&value, &mut all);
    for secret in [
        "hand",
        "hands",
        "contribution",
        "contributions",
        "seed",
        "state",
        "action",
        "ante",
    ] {
        assert!(!all.iter().any(|k| k == secret), "record has {secret:?}");
    }
    // Contributions appear only as counts, cards only as the shuffled pool.
    for entry in &record.log {
        for e in &entry.events {
            if let Event::Contributed { count, .. } = e {
                assert!(*count >= 1);
            }
        }
    }
    // The events are exactly the engine's public events, in order.
    let info = svc.info(id).await.unwrap();
    let seed = {
        let (g, _) = svc.store().load_game(id).await.unwrap().unwrap();
        g.seed.unwrap()
    };
    let log = svc.store().actions(id).await.unwrap();
    let actions: Vec<_> = log.iter().map(|a| (a.seat, a.action.clone())).collect();
    let settings = record.settings.unwrap();
    let (_, events) = Game::replay(settings, seed, &actions).unwrap();
    let recorded: Vec<Event> = record.log.iter().flat_map(|e| e.events.clone()).collect();
    assert_eq!(recorded, events);
    assert_eq!(record.log.len(), log.len() + 1);
    assert_eq!(record.log[0].seat, None);
    assert!(
        record.log[1..]
            .iter()
            .all(|e| e.seat.is_some() && e.by.is_some())
    );
    // Seats with names; the outcome.
    assert_eq!(record.seats.len(), 5);
    assert_eq!(record.seats[4].name, "AI 1");
    let result = record.result.unwrap();
    assert!(!result.winners.is_empty());
    assert_eq!(result.totals.len(), 5);
    assert_eq!(record.game, info.id);
    assert!(matches!(recorded.last(), Some(Event::GameOver { .. })));
}
}

on_both! {
async fn a_running_game_and_a_lobby_export_too(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    play_one(&svc, id).await.unwrap();
    let record = svc.record(id).await.unwrap();
    assert_eq!(record.log.len(), 2);
    assert!(record.result.is_none());
    let lobby = svc
        .create_lobby(GUILD, CHANNEL + 1, &player(0), Default::default())
        .await
        .unwrap()
        .game;
    let record = svc.record(lobby).await.unwrap();
    assert!(record.log.is_empty() && record.settings.is_none());
}
}

on_both! {
async fn verify_finds_a_tampered_game(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 5, 0).await;
    let other = started_in(&svc, CHANNEL + 1, 5, 0, Default::default()).await;
    for _ in 0..6 {
        play_one(&svc, id).await.unwrap();
        play_one(&svc, other).await.unwrap();
    }
    let report = svc.verify_all().await.unwrap();
    assert_eq!((report.checked, report.failed.len()), (2, 0));
    // Drop the last logged action of one game behind the service's back.
    db.execute(
        "DELETE FROM actions WHERE game_id = $1 AND seq = (SELECT MAX(seq) FROM actions WHERE game_id = $1)",
        &[id.0],
    )
    .await;
    db.execute(
        "UPDATE games SET action_count = action_count - 1 WHERE id = $1",
        &[id.0],
    )
    .await;
    let report = svc.verify_all().await.unwrap();
    assert_eq!(report.failed.len(), 1);
    assert_eq!(report.failed[0].0, id);
}
}
