//! A player whose DMs are closed is told once in the channel, and the game
//! goes on.

use super::harness::*;
use crate::support::words::{en_start, en_with, hand_title};
use nanuk::engine::Seat;
use nanuk::service::{GameOptions, MessageSlot};

#[tokio::test]
async fn a_player_with_closed_dms_is_told_once_and_the_game_goes_on() {
    let t = Rig::new(5).await;
    t.d.set_dms_open(t.users[2], false);
    let (game, _) = t.started(5, 0, GameOptions::default()).await;
    t.drain().await;
    for _ in 0..15 {
        t.play_one(game).await.expect("a decision");
        t.drain().await;
    }
    assert_eq!(t.pending().await, 0, "nothing waits on the closed DMs");

    let mention = format!("<@{}>", t.user(2));
    let notices: Vec<String> = t
        .texts()
        .into_iter()
        .filter(|m| m.contains(&mention))
        .collect();
    let closed = en_with(
        "notice-dms-closed",
        &[("user", t.user(2).to_string().into())],
    );
    assert_eq!(
        notices.iter().filter(|n| **n == closed).count(),
        1,
        "told once that DMs are closed: {notices:#?}"
    );
    assert_eq!(notices[0], closed, "first");
    // Each later decision of theirs is a mention here: never silence.
    let turns = notices
        .iter()
        .filter(|n| n.starts_with(&en_start("notice-your-turn-here")))
        .count();
    assert!(turns >= 1, "their turns are mentioned: {notices:#?}");
    assert_eq!(turns + 1, notices.len(), "{notices:#?}");
    assert!(t.d.dm_messages(t.users[2]).is_empty());
    assert!(
        t.remembered(game, MessageSlot::DmNotice(Seat(2)))
            .await
            .is_some()
    );
    assert_eq!(t.remembered(game, MessageSlot::Hand(Seat(2))).await, None);
    // Everyone else has their hand.
    for n in [0, 1, 3, 4] {
        let title = hand_title();
        assert!(t.dm_hand(n).contains(&title), "P{n}'s DM hand");
    }
    // Discord refused the DM once: the seat's next hand updates (fewer
    // than DM_RETRY_AFTER here; each tried it again before, 7 refusals)
    // leave the DM out, since every refusal counts against the bot.
    let refused =
        t.d.served_errors()
            .iter()
            .filter(|e| e.code == 50007)
            .count();
    assert_eq!(refused, 1, "{refused} refusals");

    // Opening DMs later: the hand arrives by DM once the updates left out
    // are over.
    t.d.set_dms_open(t.users[2], true);
    let mut decisions = 0;
    while t.d.dm_messages(t.users[2]).is_empty() && decisions < 100 {
        t.play_one(game).await.expect("a decision");
        t.drain().await;
        decisions += 1;
    }
    let dms = t.d.dm_messages(t.users[2]);
    assert_eq!(dms.len(), 1, "the hand arrives once DMs are open");
    assert!(dms[0].contains(LOCATION));
    t.d.assert_no_violations().await;
}

/// "Create DM" calls made so far.
fn dm_opens(t: &Rig) -> usize {
    t.d.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/users/@me/channels"))
        .count()
}

/// Players who sit down in a lobby have their DM channel opened then, while
/// the budget is idle, so the start's hands need no "create DM" call; the
/// channels are remembered in the database, so a restarted worker opens
/// none again.
#[tokio::test]
async fn dm_channels_are_opened_in_the_lobby_and_never_twice_even_after_a_restart() {
    let t = Rig::new(5).await;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let worker = tokio::spawn(t.deliverer.clone().run(stopped));
    let game = t.lobby(1, 0, GameOptions::default()).await;
    for n in 1..5 {
        t.svc.join(game, &t.actor(n)).await.unwrap();
    }
    t.d.wait_for("every player's DM channel opened in the lobby", |_| {
        (dm_opens(&t) == 5).then_some(())
    })
    .await;
    assert!(t.d.dm_messages(t.users[0]).is_empty(), "no DM yet");

    t.svc.start(game, &t.actor(0)).await.unwrap();
    for n in 0..5 {
        t.d.wait_for_dm(t.users[n], "a DM hand", |m| m.contains(LOCATION))
            .await;
    }
    assert_eq!(dm_opens(&t), 5, "the start opened no DM channel");
    stop.send(true).unwrap();
    worker.await.unwrap();

    // A new worker knows nothing in memory: the database remembers.
    let restarted = t.restarted_deliverer();
    for _ in 0..10 {
        t.play_one(game).await.expect("a decision");
        restarted.drain().await.unwrap();
    }
    assert_eq!(t.pending().await, 0);
    assert_eq!(dm_opens(&t), 5, "no DM channel opened twice");
    t.d.assert_no_violations().await;
}
