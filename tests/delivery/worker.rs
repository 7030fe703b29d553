//! The worker on its own: it wakes on new outbox rows and stops on
//! shutdown.

use super::harness::*;
use crate::support::words::en_start;
use nanuk::service::GameOptions;
use std::time::Duration;

#[tokio::test]
async fn the_worker_delivers_on_its_own_and_stops_on_shutdown() {
    let t = Rig::new(5).await;
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

/// A DM hand that starts no decision waits `board_every` after its change
/// (the player's next prompt usually shows it first); then it is drawn.
#[tokio::test]
async fn a_hand_with_nothing_to_decide_waits_the_interval_before_its_edit() {
    let pacing = nanuk::discord::delivery::Pacing {
        board_every: Duration::from_secs(2),
        ..nanuk::discord::delivery::Pacing::default()
    };
    let t = Rig::with(5, crate::support::double::DoubleConfig::default(), pacing).await;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let worker = tokio::spawn(t.deliverer.clone().run(stopped));
    let (game, _) = t.started(5, 0, GameOptions::default()).await;
    for n in 0..5 {
        t.d.wait_for_dm(t.users[n], "a DM hand", |m| m.contains(LOCATION))
            .await;
    }
    // To the secret Hunt-or-Doom vote; then one chooser votes.
    loop {
        let table = t.svc.table(game).await.unwrap();
        if matches!(
            table.public.as_ref().unwrap().phase,
            nanuk::engine::PhaseView::ChoosingSides { next: None }
        ) {
            break;
        }
        t.play_one(game).await.expect("a decision");
    }
    let table = t.svc.table(game).await.unwrap();
    let voter = table.waiting_for()[0].clone();
    let n = t
        .users
        .iter()
        .position(|u| Some(u.0) == voter.user)
        .unwrap();
    let prompt =
        t.d.wait_for_dm(t.users[n], "the vote prompt", |m| {
            m.contains(&en_start("prompt-side"))
        })
        .await;
    t.svc
        .act(
            game,
            t.user(n),
            nanuk::engine::Action::Side(nanuk::engine::Side::Hunt),
            Some(voter.token),
            None,
        )
        .await
        .unwrap();
    // Nothing to decide for the voter now: the redraw waits (the service's
    // clock, which the worker reads, stands still meanwhile).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let edits = t.d.message(prompt.id).unwrap().edits;
    assert_eq!(edits, prompt.edits, "the voter's DM waits");
    t.advance(3);
    t.d.wait_for_dm(t.users[n], "the voter's DM, redrawn", |m| {
        m.id == prompt.id && m.contains(&en_start("hand-your-side"))
    })
    .await;
    stop.send(true).unwrap();
    tokio::time::timeout(Duration::from_secs(10), worker)
        .await
        .expect("the worker stops on shutdown")
        .expect("the worker does not panic");
    t.d.assert_no_violations().await;
}
