//! The worker on its own: it wakes on new outbox rows and stops on
//! shutdown.

use super::setup::*;
use nanuk::service::GameOptions;
use std::time::Duration;

#[tokio::test]
async fn the_worker_delivers_on_its_own_and_stops_on_shutdown() {
    let t = Table::new(5).await;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let worker = tokio::spawn(t.deliverer.clone().run(stopped));

    let game = t.lobby(1, 0, GameOptions::default()).await;
    let lobby =
        t.d.wait_for_message(t.channel, "the lobby", |m| m.button("Join").is_some())
            .await;
    t.svc.join(game, &t.actor(1)).await.unwrap();
    t.d.wait_for("the lobby to show P1", |d| {
        d.message(lobby.id).filter(|m| m.contains("P1")).map(|_| ())
    })
    .await;
    for n in 2..5 {
        t.svc.join(game, &t.actor(n)).await.unwrap();
    }
    t.svc.start(game, &t.actor(0)).await.unwrap();
    for n in 0..5 {
        t.d.wait_for_dm(t.users[n], "a DM hand", |m| m.contains(LOCATION))
            .await;
    }
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while t.pending().await > 0 {
        assert!(tokio::time::Instant::now() < deadline, "the outbox empties");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), worker)
        .await
        .expect("the worker stops on shutdown")
        .expect("the worker does not panic");
    assert_eq!(t.pending().await, 0);
    t.d.assert_no_violations().await;
}
