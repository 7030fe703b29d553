//! A spectator presses "Follow" on a board and gets the game's big moments
//! by DM (each hunt's outcome, public facts only) until "Unfollow".

use crate::support::words::{en_with, says, says_with, tells_a_hunts_end};
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
    assert!(
        said == en_with("follow-on", &[("game", game.into())]),
        "{said}"
    );
    let again = t.d.click(spectator, &board, verb("follow")).await;
    assert!(sentence(&again).await == en_with("follow-already", &[("game", game.into())]));

    // The first hunt ends: its story reaches the spectator by DM.
    let mut players = Players::new(&t, game, Style::default());
    players
        .play_until("the first hunt's end", Duration::from_secs(120), |t| {
            t.game_messages()
                .iter()
                .any(|m| tells_a_hunts_end(&m.text()))
        })
        .await;
    let told =
        t.d.wait_for_dm(spectator, "the hunt's outcome", |m| {
            tells_a_hunts_end(&m.text())
        })
        .await;
    assert!(
        says_with(
            &told.text(),
            "follow-moment",
            &[
                ("game", game.into()),
                ("location", "#nanuk in Arctic Club".into())
            ]
        ),
        "{}",
        told.text()
    );
    assert!(says(&told.text(), "story-pool-revealed"), "{}", told.text());
    // Public facts only: the same story the channel got.
    let story = t
        .game_messages()
        .into_iter()
        .find(|m| tells_a_hunts_end(&m.text()))
        .unwrap();
    assert!(told.content.ends_with(&story.content), "{}", told.text());

    // Unfollow: no more DMs.
    let board = t.board().await;
    let stop = t.d.click(spectator, &board, verb("unfollow")).await;
    assert!(sentence(&stop).await == en_with("follow-off", &[("game", game.into())]));
    let dms = t.d.dm_messages(spectator).len();
    players
        .play_until("the second hunt's end", Duration::from_secs(120), |t| {
            t.game_messages()
                .iter()
                .filter(|m| tells_a_hunts_end(&m.text()))
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
