//! Discord refuses edits to messages older than an hour (30046): the board
//! and the DM hands are replaced by fresh messages, the old ones deleted.

use super::harness::*;
use crate::support::double::MessageId;
use nanuk::service::{GameOptions, MessageSlot};
use std::time::Duration;

fn served(t: &Rig, code: u64) -> usize {
    t.d.served_errors()
        .iter()
        .filter(|e| e.code == code)
        .count()
}

/// Refusals of requests to the game's channel (not the DMs).
fn served_in_channel(t: &Rig, code: u64) -> usize {
    let channel = format!("/channels/{}/", t.channel.0);
    t.d.served_errors()
        .iter()
        .filter(|e| e.code == code && e.request.contains(&channel))
        .count()
}

#[tokio::test]
async fn a_board_too_old_to_edit_is_replaced_and_the_old_one_deleted() {
    let t = Rig::new(2).await;
    let (game, _) = t.started(2, 3, GameOptions::default()).await;
    t.drain().await;
    let old_board = t.board(game).await.id;
    let old_dms: Vec<MessageId> = (0..2).map(|n| t.d.dm_messages(t.users[n])[0].id).collect();
    // The player about to decide: their DM hand is redrawn after it.
    let table = t.svc.table(game).await.unwrap();
    let acting = table.waiting_for()[0].user.unwrap();
    let acting = t.users.iter().position(|u| u.0 == acting).unwrap();

    // Only Discord's clock moves: the worker does not see the age coming,
    // tries the edit and gets 30046.
    t.d.advance_clock(Duration::from_secs(61 * 60));
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert_eq!(served_in_channel(&t, 30046), 1, "{}", t.d.diagnostics());
    let board = t.board(game).await;
    assert_ne!(board.id, old_board, "a fresh board");
    assert!(
        t.d.message(old_board).expect("known").deleted,
        "the old one deleted"
    );
    assert_eq!(t.boards().len(), 1);
    assert!(!board.buttons().is_empty() || !board.selects().is_empty());
    for (n, old) in old_dms.iter().enumerate() {
        let live = t.dm_hand(n);
        let old = t.d.message(*old).expect("known");
        assert!(
            live.id == old.id || old.deleted || old.components.is_empty(),
            "P{n}'s old hand is gone or keeps no controls"
        );
    }
    // The acting player's hand is redrawn: an edit Discord refuses (30046)
    // is replaced by a fresh message, and the old one (which still had
    // its controls) deleted.
    assert_ne!(
        t.dm_hand(acting).id,
        old_dms[acting],
        "the acting player's hand is a fresh message"
    );
    assert!(t.d.message(old_dms[acting]).expect("known").deleted);

    // The fresh board is edited from then on.
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert_eq!(t.board(game).await.id, board.id);
    assert_eq!(t.d.history(board.id).len(), 2);
    assert_eq!(
        served_in_channel(&t, 30046),
        1,
        "no more refusals for the board"
    );
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_board_near_the_hour_is_replaced_before_discord_refuses() {
    let t = Rig::new(2).await;
    let (game, _) = t.started(2, 3, GameOptions::default()).await;
    t.drain().await;
    let old_board = t.board(game).await.id;
    t.advance(56 * 60);
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert_eq!(served(&t, 30046), 0, "no edit was even tried");
    let board = t.board(game).await;
    assert_ne!(board.id, old_board);
    assert!(t.d.message(old_board).expect("known").deleted);
    assert_eq!(t.boards().len(), 1);
    // Within the hour, edits again.
    t.advance(10 * 60);
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert_eq!(t.board(game).await.id, board.id);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_deleted_board_is_posted_anew() {
    let t = Rig::new(2).await;
    let (game, _) = t.started(2, 3, GameOptions::default()).await;
    t.drain().await;
    let old_board = t.board(game).await.id;
    t.d.delete_message(old_board);
    t.play_one(game).await.expect("a decision");
    t.drain().await;
    assert_eq!(served(&t, 10008), 1, "the edit found it gone");
    let board: MessageId = t.remembered(game, MessageSlot::Board).await.unwrap();
    assert_ne!(board, old_board);
    assert_eq!(t.boards().len(), 1);
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}
