//! At most one live prompt per seat, whatever Discord's faults: a DM post
//! that Discord made but answered with a 502 is matched by its nonce on the
//! retry, and no older prompt keeps live controls.

use std::time::{Duration, Instant};

use crate::harness::{Table, controls};
use crate::players::{Players, Style};
use crate::support::controls::is_decision;
use crate::support::double::*;

/// Each player's DMs still showing controls of a decision.
fn live_prompts(t: &Table, user: UserId) -> Vec<Message> {
    t.d.dm_messages(user)
        .into_iter()
        .filter(|m| !m.deleted && controls(m).iter().any(is_decision))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_502_on_each_dm_post_leaves_one_live_prompt_per_seat() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let dms: Vec<String> = t
        .players
        .iter()
        .map(|&p| format!("POST /channels/{}/messages", t.d.open_dm(p)))
        .collect();
    let arm = || {
        for route in &dms {
            if t.d.faults_left(route) == 0 {
                // Discord makes the post, then answers 502 a moment later:
                // the player may press the new prompt before the bot
                // tries again and gets it back by its nonce.
                let late = Duration::from_millis(400);
                t.d.fail_next(route, 1, Fault::ServedThenLateServerError(502, late));
            }
        }
    };
    arm();
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut checked = 0;
    loop {
        let over = t
            .game_messages()
            .iter()
            .any(|m| m.attachments.iter().any(|a| a.filename.ends_with(".json")));
        if over {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the game did not finish\n{}",
            players.shown()
        );
        arm();
        if !players.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
            continue;
        }
        // After each move, every seat's DMs settle on one live prompt at
        // most (a new prompt is posted before the old one is retired).
        for &p in &t.players {
            t.d.wait_for("at most one live prompt", |_| {
                (live_prompts(&t, p).len() <= 1).then_some(())
            })
            .await;
        }
        checked += 1;
    }
    // Over: no DM keeps a live control.
    for &p in &t.players {
        t.d.wait_for("no live prompt after the end", |_| {
            live_prompts(&t, p).is_empty().then_some(())
        })
        .await;
    }
    let faulted = t.d.requests().iter().filter(|r| r.status == 502).count();
    assert!(faulted >= 10, "the fault was hit: {faulted}");
    assert!(
        checked > 20,
        "the table was checked after each move: {checked}"
    );
    assert!(
        players.tally.refusals.is_empty(),
        "no press met a stale prompt: {:?}",
        players.tally.refusals
    );
    t.d.assert_no_violations().await;
}
