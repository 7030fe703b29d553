//! A spectator presses "Follow" on a board and gets the game's big moments
//! by DM (each hunt's outcome, public facts only) until "Unfollow".

use std::time::Duration;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::support::double::*;

/// The private sentence a press was answered with.
async fn sentence(press: &Interaction) -> String {
    let reply = press.reply().await;
    assert!(reply.ephemeral(), "answered privately: {}", reply.text());
    reply.content
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_follows_a_game_by_dm_until_they_unfollow() {
    let t = Table::new(3).await;
    let spectator = t.d.create_user("Dana");
    t.d.add_member(t.guild, spectator);
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let board = t.board().await;
    let follow = t.d.click(spectator, &board, verb("follow")).await;
    let said = sentence(&follow).await;
    assert!(said.contains(&format!("You follow game #{game}")), "{said}");
    let again = t.d.click(spectator, &board, verb("follow")).await;
    assert!(sentence(&again).await.contains("already follow"));

    // The first hunt ends: its story reaches the spectator by DM.
    let mut players = Players::new(&t, game, Style::default());
    players
        .play_until("the first hunt's end", Duration::from_secs(120), |t| {
            t.game_messages().iter().any(|m| m.contains("**The hunt"))
        })
        .await;
    let told =
        t.d.wait_for_dm(spectator, "the hunt's outcome", |m| {
            m.contains("**The hunt")
        })
        .await;
    assert!(
        told.contains(&format!("Nanuk game #{game} in #nanuk in Arctic Club")),
        "{}",
        told.text()
    );
    assert!(told.contains("The Hunters' cards"), "{}", told.text());
    // Public facts only: the same story the channel got.
    let story = t
        .game_messages()
        .into_iter()
        .find(|m| m.contains("**The hunt"))
        .unwrap();
    assert!(told.content.ends_with(&story.content), "{}", told.text());

    // Unfollow: no more DMs.
    let board = t.board().await;
    let stop = t.d.click(spectator, &board, verb("unfollow")).await;
    assert!(sentence(&stop).await.contains("no longer follow"));
    let dms = t.d.dm_messages(spectator).len();
    players
        .play_until("the second hunt's end", Duration::from_secs(120), |t| {
            t.game_messages()
                .iter()
                .filter(|m| m.contains("**The hunt"))
                .count()
                >= 2
        })
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        t.d.dm_messages(spectator).len(),
        dms,
        "nothing after Unfollow"
    );
    t.d.assert_no_violations().await;
}
