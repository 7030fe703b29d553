//! A real poise bot against the double: it plays through the double, and
//! a restarted bot gets presses of old buttons.

use std::time::Instant;

use serde_json::{Value, json};

use crate::harness::table_with_players;
use crate::support::double::*;
use crate::tiny_bot;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poise_bot_plays_through_the_double() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, bob) = table_with_players(&d, "Nanuk Club");
    tiny_bot::run(&d).await;
    let registered = d.wait_for_command("nanuk").await;
    let subcommands: Vec<&Value> = registered["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| &o["name"])
        .collect();
    assert_eq!(subcommands, ["start", "slow", "dm", "pick"]);
    let connected = started.elapsed();

    // A slash command with typed options (an integer and a resolved user).
    let start = d
        .slash(
            alice,
            table,
            "nanuk start",
            &[("seasons", json!(2)), ("guest", json!(bob.0))],
        )
        .await;
    let lobby = start.reply().await;
    assert!(lobby.contains("seasons=2 guest=bob"), "{}", lobby.text());
    assert_eq!(lobby.button_labels(), ["Join", "Leave"]);
    assert_eq!(d.channel_messages(table).len(), 1);

    // A button by label updates the message in place.
    let join = d.click(bob, &lobby, "Join").await;
    assert_eq!(
        join.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    assert_eq!(join.reply().await.content, "bob joined");
    assert_eq!(d.history(lobby.id).len(), 2);

    // A button by position answers ephemerally; its button works for alice only.
    let leave = d.click(alice, &lobby, (0, 1)).await;
    let ask = leave.reply().await;
    assert!(ask.ephemeral() && ask.visible_to == Some(alice));
    assert!(
        !d.channel_messages(table).iter().any(|m| m.id == ask.id),
        "ephemerals are not in the channel"
    );
    assert!(
        d.try_click(bob, &ask, "Confirm".into(), false).is_err(),
        "bob cannot see alice's ephemeral"
    );
    assert_eq!(
        d.click(alice, &ask, "Confirm").await.reply().await.content,
        "You left"
    );

    // Deferred: type 5, then the reply arrives.
    let slow = d.slash(alice, table, "nanuk slow", &[]).await;
    assert_eq!(
        slow.initial_response().await.kind,
        CallbackKind::DeferredMessage
    );
    assert_eq!(slow.reply().await.content, "done slowly");

    // A DM with a button, pressed in the DM.
    let dm = d.slash(alice, table, "nanuk dm", &[]).await;
    assert!(dm.reply().await.ephemeral());
    let hand = d
        .wait_for_dm(alice, "alice's hand", |m| m.content == "Your hand")
        .await;
    assert_eq!(
        d.click(alice, &hand, "Play").await.reply().await.content,
        "played"
    );

    // A select menu.
    let pick = d.slash(alice, table, "nanuk pick", &[]).await.reply().await;
    let picked = d.select(alice, &pick, 0, &["seal"]).await.reply().await;
    assert_eq!(picked.content, "picked seal");

    // A slash command in the user's DM with the bot (no guild, no member).
    let dm_channel = d.open_dm(bob);
    let pick = d
        .slash(bob, dm_channel, "nanuk pick", &[])
        .await
        .reply()
        .await;
    assert_eq!(pick.channel, dm_channel);
    let picked = d.select(bob, &pick, 0, &["bear"]).await.reply().await;
    assert_eq!(picked.content, "picked bear");

    d.assert_no_violations().await;
    let stats = d.gateway_stats();
    assert_eq!((stats.identifies, stats.resumes), (1, 0));
    assert_eq!(
        stats.compressed,
        Some(true),
        "serenity asked for zlib frames and decoded them"
    );
    eprintln!(
        "poise bot connected in {connected:?}; whole test {:?}",
        started.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_gets_presses_of_old_buttons() {
    let d = Double::start().await;
    let (table, alice, bob) = table_with_players(&d, "Nanuk Club");
    let first = tiny_bot::run(&d).await;
    let registered = d.wait_for_command("nanuk").await;
    let lobby = d
        .slash(alice, table, "nanuk start", &[])
        .await
        .reply()
        .await;

    first.shutdown_all().await;
    d.wait_for("the first bot to disconnect", |d| {
        (!d.gateway_stats().live).then_some(())
    })
    .await;
    let _second = tiny_bot::run(&d).await;
    d.wait_identified(2).await;
    d.wait_for("the commands to be registered again", |d| {
        (d.requests().iter().filter(|r| r.method == "PUT").count() == 2).then_some(())
    })
    .await;
    assert_eq!(
        d.commands(None)[0]["id"],
        registered["id"],
        "re-registering keeps the id"
    );

    let join = d.click(bob, &lobby, "Join").await;
    assert_eq!(join.reply().await.content, "bob joined");
    d.assert_no_violations().await;
}
