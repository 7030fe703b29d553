//! The delivery worker's side: pending rows in order, marking them, and
//! remembered messages.

use super::harness::*;
use nanuk::engine::Seat;
use nanuk::service::{GameOptions, MessageSlot};

on_both! {
async fn deliveries_come_in_order_until_marked(db: TestDb) {
    let (svc, clock) = db.service().await;
    let a = started_in(&svc, CHANNEL, 5, 0, GameOptions::default()).await;
    let b = started_in(&svc, CHANNEL + 1, 5, 0, GameOptions::default()).await;
    play_one(&svc, a).await.unwrap();
    play_one(&svc, b).await.unwrap();
    let all = svc.pending_deliveries(10_000).await.unwrap();
    assert!(all.windows(2).all(|w| w[0].id < w[1].id));
    for game in [a, b] {
        let of: Vec<_> = all.iter().filter(|d| d.game == game).cloned().collect();
        assert!(of.windows(2).all(|w| w[0].version <= w[1].version));
        assert_eq!(svc.pending_deliveries_of(game, 10_000).await.unwrap(), of);
    }
    // Marking: those rows are not handed out again; the rest still are.
    let first: Vec<i64> = all.iter().take(3).map(|d| d.id).collect();
    svc.mark_delivered(&first).await.unwrap();
    let rest = svc.pending_deliveries(10_000).await.unwrap();
    assert_eq!(rest.len(), all.len() - 3);
    assert_eq!(rest[0].id, all[3].id);
    // Limits hold.
    assert_eq!(svc.pending_deliveries(2).await.unwrap().len(), 2);
    // Pruning drops only delivered rows, and only old enough ones.
    assert_eq!(svc.prune_deliveries(3600).await.unwrap(), 0);
    clock.advance_secs(7200);
    assert_eq!(svc.prune_deliveries(3600).await.unwrap(), 3);
    assert_eq!(svc.pending_deliveries(10_000).await.unwrap(), rest);
}
}

on_both! {
async fn marks_made_at_once_are_all_committed(db: TestDb) {
    let (svc, _clock) = db.service().await;
    for n in 0..8 {
        let game = started_in(&svc, CHANNEL + n, 5, 0, GameOptions::default()).await;
        play_one(&svc, game).await.unwrap();
    }
    let all = svc.pending_deliveries(10_000).await.unwrap();
    assert!(all.len() >= 16, "{} rows", all.len());
    // One mark per row, all at once: they share commits, and every caller
    // returns only once its own rows are marked.
    let marks: Vec<_> = all
        .iter()
        .map(|d| {
            let (svc, id) = (svc.clone(), d.id);
            tokio::spawn(async move {
                svc.mark_delivered(&[id]).await.unwrap();
                svc.pending_deliveries(10_000)
                    .await
                    .unwrap()
                    .iter()
                    .all(|d| d.id != id)
            })
        })
        .collect();
    for mark in marks {
        assert!(mark.await.unwrap(), "a mark returned before its commit");
    }
    assert!(svc.pending_deliveries(10_000).await.unwrap().is_empty());
}
}

on_both! {
async fn messages_are_remembered_with_their_time(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started(&svc, 5, 0).await;
    assert_eq!(svc.message(id, MessageSlot::Board).await.unwrap(), None);
    svc.remember_message(id, MessageSlot::Board, CHANNEL, 111)
        .await
        .unwrap();
    svc.remember_message(id, MessageSlot::Prompt(Seat(2)), 9002, 222)
        .await
        .unwrap();
    clock.advance_secs(3600);
    svc.remember_message(id, MessageSlot::Hand(Seat(2)), 9002, 333)
        .await
        .unwrap();
    let board = svc.message(id, MessageSlot::Board).await.unwrap().unwrap();
    assert_eq!(
        (board.channel, board.message, board.created_at),
        (CHANNEL, 111, T0)
    );
    let hand = svc
        .message(id, MessageSlot::Hand(Seat(2)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((hand.message, hand.created_at), (333, T0 + 3_600_000));
    // A re-post replaces it.
    svc.remember_message(id, MessageSlot::Board, CHANNEL, 444)
        .await
        .unwrap();
    let board = svc.message(id, MessageSlot::Board).await.unwrap().unwrap();
    assert_eq!((board.message, board.created_at), (444, T0 + 3_600_000));
    svc.forget_message(id, MessageSlot::Board).await.unwrap();
    assert_eq!(svc.message(id, MessageSlot::Board).await.unwrap(), None);
    assert!(
        svc.message(id, MessageSlot::Prompt(Seat(2)))
            .await
            .unwrap()
            .is_some()
    );
}
}
