//! Seats handed to an AI for good: their former players see nothing of
//! them, host powers follow the seats, and a game with no human left ends
//! with one message.

use std::time::Duration;

use serde_json::json;

use crate::harness::{Table, controls, is_board};
use crate::support::double::*;

/// A private answer that shows nothing of a seat: one sentence, no hand
/// (no embed), no controls.
fn shows_nothing(reply: &Message, what: &str) {
    assert!(reply.ephemeral(), "{what}: only the asker sees it");
    assert!(reply.embeds.is_empty(), "{what}: no hand: {}", reply.text());
    assert!(
        controls(reply).is_empty(),
        "{what}: no controls: {}",
        reply.text()
    );
    assert!(!reply.content.is_empty(), "{what}: a sentence says why");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_given_up_shows_its_former_player_nothing() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[("hints", json!(true))]).await;
    t.fill_and_start(&lobby, 2).await;
    let board = t.board().await;
    let (host, leaver, kicked) = (t.players[0], t.players[1], t.players[2]);
    // Before: both see their hands.
    for p in [leaver, kicked] {
        let hand =
            t.d.slash(p, t.channel, "nanuk hand", &[])
                .await
                .reply()
                .await;
        assert!(!hand.embeds.is_empty(), "a hand: {}", hand.text());
    }
    t.d.slash(leaver, t.channel, "nanuk leave", &[])
        .await
        .reply()
        .await;
    let kick =
        t.d.slash(
            host,
            t.channel,
            "nanuk kick",
            &[("player", json!(kicked.0))],
        )
        .await
        .reply()
        .await;
    assert!(kick.embeds.is_empty() && controls(&kick).is_empty());

    for p in [leaver, kicked] {
        let hand =
            t.d.slash(p, t.channel, "nanuk hand", &[])
                .await
                .reply()
                .await;
        shows_nothing(&hand, "/nanuk hand");
        let hint =
            t.d.slash(p, t.channel, "nanuk hint", &[])
                .await
                .reply()
                .await;
        shows_nothing(&hint, "/nanuk hint");
        let mine = t.d.click(p, &board, verb("hand")).await;
        let said = mine.reply().await;
        shows_nothing(&said, "My hand");
    }
    // Their DM hands were closed: no live control left in either DM.
    for p in [leaver, kicked] {
        t.d.wait_for("the DM closed", |d| {
            d.dm_messages(p)
                .iter()
                .all(|m| controls(m).is_empty())
                .then_some(())
        })
        .await;
    }
    // The host, still seated, still sees theirs.
    let hand =
        t.d.slash(host, t.channel, "nanuk hand", &[])
            .await
            .reply()
            .await;
    assert!(!hand.embeds.is_empty(), "{}", hand.text());
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kicked_host_keeps_no_host_powers() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 2).await;
    let (host, next, third) = (t.players[0], t.players[1], t.players[2]);
    let moderator = t.d.create_user("Mod");
    t.d.add_member(t.guild, moderator);
    t.d.add_manager(t.guild, moderator);
    t.d.slash(
        moderator,
        t.channel,
        "nanuk kick",
        &[("player", json!(host.0))],
    )
    .await
    .reply()
    .await;

    let cancel =
        t.d.slash(host, t.channel, "nanuk cancel", &[])
            .await
            .reply()
            .await;
    assert!(
        cancel.content.contains(&t.name(next)),
        "names the new host: {}",
        cancel.content
    );
    let kick =
        t.d.slash(host, t.channel, "nanuk kick", &[("player", json!(third.0))])
            .await
            .reply()
            .await;
    assert!(kick.content.contains(&t.name(next)), "{}", kick.content);
    assert_eq!(
        t.sql("UPDATE seats SET seat = seat WHERE controller = 'human'")
            .await,
        2,
        "the old host's refused kick changed nothing"
    );
    // The board says who hosts now.
    t.board_showing("the new host", |b| b.contains(&format!("Host: <@{next}>")))
        .await;
    // The new host's powers work.
    t.d.slash(next, t.channel, "nanuk kick", &[("player", json!(third.0))])
        .await
        .reply()
        .await;
    assert_eq!(
        t.sql("UPDATE seats SET seat = seat WHERE controller = 'human'")
            .await,
        1
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_last_human_leaving_ends_the_game_with_one_message() {
    let t = Table::new(1).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 4).await;
    t.board().await;
    // Let the start's messages go out.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let before: Vec<u64> = t.game_messages().iter().map(|m| m.id.0).collect();
    t.d.slash(t.players[0], t.channel, "nanuk leave", &[])
        .await
        .reply()
        .await;
    let cancelled = t
        .sql(&format!(
            "UPDATE games SET status = status WHERE id = {game} AND status = 'cancelled'"
        ))
        .await;
    assert_eq!(cancelled, 1, "the game ended at once");
    let closing = t
        .wait_in_game("the closing message", |m| {
            !before.contains(&m.id.0) && !is_board(m)
        })
        .await;
    // Anything the delivery would still post would come in these seconds.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let new: Vec<Message> = t
        .game_messages()
        .into_iter()
        .filter(|m| !before.contains(&m.id.0))
        .collect();
    assert_eq!(
        new.len(),
        1,
        "one closing message: {:#?}",
        new.iter().map(Message::text).collect::<Vec<_>>()
    );
    assert_eq!(new[0].id, closing.id);
    // No live controls remain on the board.
    let board = t.board().await;
    t.d.wait_for("the board without controls", |d| {
        d.message(board.id)
            .filter(|m| m.buttons().is_empty())
            .map(|_| ())
    })
    .await;
    t.d.assert_no_violations().await;
}
