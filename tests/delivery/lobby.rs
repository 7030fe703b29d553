//! The lobby message: posted once, edited in place, retired at the start.

use super::harness::*;
use crate::support::words::en;
use nanuk::service::{GameOptions, MessageSlot};

#[tokio::test]
async fn the_lobby_message_is_posted_once_and_edited_in_place() {
    let t = Rig::new(5).await;
    let game = t.lobby(1, 0, GameOptions::default()).await;
    assert_eq!(t.drain().await, 1);
    let messages = t.d.channel_messages(t.channel);
    assert_eq!(messages.len(), 1, "one lobby message");
    let lobby = &messages[0];
    assert!(
        crate::support::double::verb("join")
            .find(&lobby.buttons())
            .is_some(),
        "{:?}",
        lobby.button_labels()
    );
    assert_eq!(t.remembered(game, MessageSlot::Lobby).await, Some(lobby.id));

    for n in 1..4 {
        t.svc.join(game, &t.actor(n)).await.expect("join");
        t.drain().await;
    }
    t.svc.add_ai(game, &t.actor(0)).await.expect("add ai");
    t.drain().await;
    let messages = t.d.channel_messages(t.channel);
    assert_eq!(messages.len(), 1, "still one message: {messages:#?}");
    let history = t.d.history(lobby.id);
    assert_eq!(history.len(), 5, "posted, then one edit per change");
    let now = &history[4];
    for n in 0..4 {
        assert!(now.contains(&format!("P{n}")), "{}", now.text());
    }
    let start = now.button("Start").expect("a Start button");
    assert!(!start.disabled, "five seats: ready to start");

    // Several changes before a delivery: one edit shows the latest.
    t.svc.remove_ai(game, &t.actor(0)).await.expect("remove ai");
    t.svc.add_ai(game, &t.actor(0)).await.expect("add ai");
    t.svc.leave(game, t.user(3)).await.expect("leave");
    assert_eq!(t.drain().await, 3);
    let history = t.d.history(lobby.id);
    assert_eq!(history.len(), 6, "three changes, one edit");
    assert!(!history[5].contains("P3"));

    t.svc.join(game, &t.actor(3)).await.expect("join");
    t.svc.start(game, &t.actor(0)).await.expect("start");
    t.drain().await;
    let lobby = t.d.message(lobby.id).expect("lobby kept");
    assert!(lobby.buttons().is_empty(), "no live buttons once started");
    assert!(lobby.contains(&en("lobby-title-on")), "{}", lobby.text());
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}
