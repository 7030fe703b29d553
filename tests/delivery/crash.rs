//! A crash after Discord accepted a post but before the row was marked
//! delivered (or the message remembered): the restarted worker delivers
//! the rows again, and Discord's nonce returns the messages already
//! posted instead of posting them twice.

use super::harness::*;
use crate::support::double::Message;
use crate::support::words::en_start;
use nanuk::engine::Seat;
use nanuk::service::{GameOptions, MessageSlot};

fn ids(messages: &[Message]) -> Vec<u64> {
    messages.iter().map(|m| m.id.0).collect()
}

#[tokio::test]
async fn a_crash_before_marking_posts_nothing_twice() {
    let t = Rig::new(3).await;
    t.d.set_dms_open(t.users[2], false);
    let (game, _) = t.started(3, 2, GameOptions::default()).await;
    for _ in 0..3 {
        t.play_one(game).await.expect("a decision");
    }
    let rows = t.pending().await;
    assert_eq!(t.drain().await, rows);
    let channel = t.d.channel_messages(t.channel);
    let dms: Vec<Vec<Message>> = (0..3).map(|n| t.d.dm_messages(t.users[n])).collect();
    let board = t.remembered(game, MessageSlot::Board).await;
    assert!(channel.len() >= 2, "a notice and the board");
    assert_eq!(
        t.texts()
            .iter()
            .filter(|m| m.starts_with(&en_start("notice-dms-closed")))
            .count(),
        1
    );

    // The crash: Discord has everything, the database nothing of it.
    let db = t.db().await;
    sqlx::query("UPDATE outbox SET delivered_at = NULL")
        .execute(&db)
        .await
        .unwrap();
    sqlx::query("DELETE FROM messages")
        .execute(&db)
        .await
        .unwrap();
    assert_eq!(t.pending().await, rows);

    let restarted = t.restarted_deliverer();
    assert_eq!(restarted.drain().await.unwrap(), rows);
    assert_eq!(
        ids(&t.d.channel_messages(t.channel)),
        ids(&channel),
        "no channel message posted twice"
    );
    for (n, before) in dms.iter().enumerate() {
        assert_eq!(ids(&t.d.dm_messages(t.users[n])), ids(before), "P{n}'s DMs");
    }
    assert_eq!(t.remembered(game, MessageSlot::Board).await, board);
    assert!(
        t.remembered(game, MessageSlot::DmNotice(Seat(2)))
            .await
            .is_some(),
        "the notice is found again, not repeated"
    );

    // And the game carries on from there, editing the same messages.
    t.play_one(game).await.expect("a decision");
    restarted.drain().await.unwrap();
    assert_eq!(t.remembered(game, MessageSlot::Board).await, board);
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_crash_after_some_rows_were_marked_repeats_only_the_rest() {
    let t = Rig::new(5).await;
    let (game, _) = t.started(5, 0, GameOptions::default()).await;
    t.drain().await;
    t.clock.advance_secs(1); // so the next drain's rows are told apart
    for _ in 0..4 {
        t.play_one(game).await.expect("a decision");
    }
    let before = t.pending().await;
    t.drain().await;
    let channel = ids(&t.d.channel_messages(t.channel));
    // Only the last batch is lost.
    let db = t.db().await;
    let last: i64 = sqlx::query_scalar("SELECT MAX(delivered_at) FROM outbox")
        .fetch_one(&db)
        .await
        .unwrap();
    let undone = sqlx::query("UPDATE outbox SET delivered_at = NULL WHERE delivered_at = $1")
        .bind(last)
        .execute(&db)
        .await
        .unwrap()
        .rows_affected();
    assert_eq!(undone as usize, before, "the rows of the last drain");
    t.restarted_deliverer().drain().await.unwrap();
    assert_eq!(ids(&t.d.channel_messages(t.channel)), channel);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_message_found_again_by_its_nonce_is_brought_up_to_date() {
    // Posted, then the crash, then the game moved on before the worker came
    // back: Discord returns the old message for the nonce, and the worker
    // must still make it show the current state.
    let t = Rig::new(2).await;
    let (game, _) = t.started(2, 3, GameOptions::default()).await;
    t.drain().await;
    let board = t.board(game).await;
    let db = t.db().await;
    sqlx::query("UPDATE outbox SET delivered_at = NULL")
        .execute(&db)
        .await
        .unwrap();
    sqlx::query("DELETE FROM messages")
        .execute(&db)
        .await
        .unwrap();
    t.play_one(game).await.expect("a decision");
    let restarted = t.restarted_deliverer();
    restarted.drain().await.unwrap();
    assert_eq!(
        t.remembered(game, MessageSlot::Board).await,
        Some(board.id),
        "the same board, found by its nonce"
    );
    let now = t.board(game).await;
    assert_ne!(now.text(), board.text(), "the board moved on with the game");
    let table = t.svc.table(game).await.unwrap();
    let expected =
        nanuk::discord::render::table_board(nanuk::discord::text::Locale::SOURCE, &table).unwrap();
    assert_eq!(
        now.embeds[0]["description"].as_str().unwrap_or_default(),
        expected.embed.as_ref().unwrap().description
    );
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_crash_after_opening_the_games_thread_finds_it_again() {
    let t = Rig::new(3).await;
    let game = t.lobby(3, 2, GameOptions::default()).await;
    t.drain().await;
    t.svc.start(game, &t.actor(0)).await.expect("start");
    let rows = t.pending().await;
    assert_eq!(t.drain().await, rows);
    let threads = t.d.threads_in(t.channel);
    assert_eq!(threads.len(), 1, "the game's thread");
    let thread = threads[0];
    let in_thread = ids(&t.d.channel_messages(thread));
    assert!(!in_thread.is_empty(), "the board is in the thread");
    let board = t.remembered(game, MessageSlot::Board).await;

    // The crash: the thread and the board are on Discord, the database
    // knows neither (nor that the rows were delivered).
    let db = t.db().await;
    sqlx::query("UPDATE outbox SET delivered_at = NULL")
        .execute(&db)
        .await
        .unwrap();
    sqlx::query("DELETE FROM messages WHERE slot IN ('stage', 'board')")
        .execute(&db)
        .await
        .unwrap();

    let restarted = t.restarted_deliverer();
    restarted.drain().await.unwrap();
    assert_eq!(t.d.threads_in(t.channel), threads, "no second thread");
    assert_eq!(
        ids(&t.d.channel_messages(thread)),
        in_thread,
        "nothing posted twice in the thread"
    );
    assert_eq!(t.remembered(game, MessageSlot::Board).await, board);
    let errors: Vec<u64> = t.d.served_errors().iter().map(|e| e.code).collect();
    assert!(errors.contains(&160004), "the thread was found: {errors:?}");
    t.d.assert_no_violations().await;
}
