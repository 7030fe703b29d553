//! Away mode through Discord: `/nanuk away` hands every seat to the AI and
//! the board says until when; the DM's back button brings the player back
//! and one DM lists what was played for them.

use serde_json::json;

use crate::harness::{Table, controls, is_board};
use crate::support::double::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_away_player_is_shown_on_the_board_and_comes_back_with_one_press() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let sleeper = t.players[1];
    let name = t.name(sleeper);

    let said =
        t.d.slash(
            sleeper,
            t.channel,
            "nanuk away",
            &[("time", json!("1 day"))],
        )
        .await
        .reply()
        .await;
    assert!(said.ephemeral() && said.contains("<t:"), "{}", said.text());

    // The board names them with the time they are back (a Discord
    // timestamp, shown in each reader's language and zone).
    let away_on_board = |m: &Message| m.contains(&name) && m.contains("<t:");
    t.d.wait_for("the board says they are away", |d| {
        d.messages_with_threads(t.channel)
            .into_iter()
            .rev()
            .find(is_board)
            .filter(away_on_board)
            .map(|_| ())
    })
    .await;

    // Their DM offers the way back; one press brings them back.
    let dm =
        t.d.wait_for_dm(sleeper, "the back button", |m| {
            controls(m).iter().any(|c| c.verb == "back")
        })
        .await;
    let back = controls(&dm)
        .into_iter()
        .find(|c| c.verb == "back")
        .expect("the back control");
    let press =
        t.d.click(sleeper, &dm, ButtonRef::CustomIdPrefix(back.id.clone()))
            .await;
    press.initial_response().await;

    // One new DM lists this game, and the board no longer says away.
    let listed =
        t.d.wait_for_dm(sleeper, "what was played while away", |m| {
            m.embeds.is_empty() && controls(m).is_empty() && m.contains(&format!("#{game}"))
        })
        .await;
    assert!(listed.id != dm.id, "a new DM (a notification), not an edit");
    t.d.wait_for("the board without the away note", |d| {
        d.messages_with_threads(t.channel)
            .into_iter()
            .rev()
            .find(is_board)
            .filter(|m| !away_on_board(m))
            .map(|_| ())
    })
    .await;
    // Not away any more: `off` says so, privately.
    let off =
        t.d.slash(
            sleeper,
            t.channel,
            "nanuk away",
            &[("time", json!("off (I'm back)"))],
        )
        .await
        .reply()
        .await;
    assert!(off.ephemeral(), "{}", off.text());
    t.keep_transcript(sleeper, "away");
    t.d.assert_no_violations().await;
}
