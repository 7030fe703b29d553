//! Rate limits and server errors: retried, delivered once; a game that
//! keeps failing stays pending without holding up the others.

use super::harness::*;
use crate::support::double::Fault;
use nanuk::discord::delivery::ATTEMPTS;
use nanuk::service::GameOptions;

#[tokio::test]
async fn a_429_and_a_500_on_posting_are_retried_and_posted_once() {
    let t = Rig::new(5).await;
    t.d.fail_next("POST /channels/*/messages", 1, Fault::rate_limited(0.2));
    t.d.fail_next("POST /channels/*/messages", 1, Fault::ServerError(500));
    let game = t.lobby(1, 0, GameOptions::default()).await;
    assert_eq!(t.drain().await, 1);
    let statuses: Vec<u16> = t.d.served_errors().iter().map(|e| e.status).collect();
    assert_eq!(statuses, [429, 500]);
    let posts =
        t.d.requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
            .count();
    assert_eq!(posts, 3, "two refusals and the post");
    let messages = t.d.channel_messages(t.channel);
    assert_eq!(messages.len(), 1, "posted once");
    assert!(messages[0].nonce.is_some(), "posts carry the outbox nonce");
    assert_eq!(t.pending().await, 0);

    // The same on a running game's DMs and announcements.
    t.svc.add_ai(game, &t.actor(0)).await.unwrap();
    for n in 1..4 {
        t.svc.join(game, &t.actor(n)).await.unwrap();
    }
    t.svc.start(game, &t.actor(0)).await.unwrap();
    t.d.fail_next("POST /channels/*/messages", 2, Fault::rate_limited(0.1));
    t.d.fail_next("PATCH /channels/*/messages/*", 1, Fault::ServerError(502));
    t.drain().await;
    assert_eq!(t.pending().await, 0);
    assert_eq!(t.boards().len(), 1);
    for n in 0..4 {
        assert_eq!(t.d.dm_messages(t.users[n]).len(), 1, "P{n}: one DM");
    }
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_game_that_keeps_failing_stays_pending_and_others_go_on() {
    let t = Rig::new(2).await;
    let other = t.d.create_text_channel(t.guild, "other");
    let stuck = t.lobby(1, 0, GameOptions::default()).await;
    let fine = t
        .svc
        .create_lobby(t.guild.0, other.0, &t.actor(1), GameOptions::default())
        .await
        .unwrap()
        .game;
    let route = format!("POST /channels/{}/messages", t.channel.0);
    t.d.fail_next(&route, ATTEMPTS as usize, Fault::ServerError(503));

    let started = std::time::Instant::now();
    assert_eq!(t.drain().await, 1, "only the other game's lobby");
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    assert_eq!(t.d.channel_messages(other).len(), 1);
    assert!(t.d.channel_messages(t.channel).is_empty());
    let pending = t.svc.pending_deliveries(10).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].game, stuck);
    assert!(
        t.svc
            .pending_deliveries_of(fine, 10)
            .await
            .unwrap()
            .is_empty()
    );

    // Discord recovers: the next pass delivers it, once.
    assert_eq!(t.drain().await, 1);
    assert_eq!(t.d.channel_messages(t.channel).len(), 1);
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}
