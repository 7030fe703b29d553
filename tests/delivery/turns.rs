//! Turn notifications: each decision that starts for a player reaches them
//! as a new DM message (Discord notifies for a new message, never for an
//! edit); the previous prompt stays as a record of the hand, with no
//! controls left on it; other hand updates stay edits.

use super::harness::*;
use crate::support::double::MessageId;
use crate::support::words::en_with;
use nanuk::engine::{Choice, Seat};
use nanuk::service::GameOptions;
use std::collections::HashMap;

/// The notification text a waited-on player's new prompt carries.
fn expected(choice: &Choice) -> String {
    let decision = match choice {
        Choice::Boast { may_doom: true, .. } => "raise",
        Choice::Boast {
            may_doom: false, ..
        } => "open",
        Choice::Side => "side",
        Choice::Ante { .. } => "ante",
        Choice::Contribute { .. } => "contribute",
        Choice::Pick { .. } => "pick",
    };
    en_with(
        "notice-your-turn",
        &[("location", LOCATION.into()), ("decision", decision.into())],
    )
}

/// Per seat: (waited on, decision token).
async fn decisions(t: &Rig, game: nanuk::service::GameId) -> HashMap<Seat, (bool, u64)> {
    let table = t.svc.table(game).await.expect("table");
    table
        .seats
        .iter()
        .map(|s| (s.seat, (s.waiting, s.token)))
        .collect()
}

#[tokio::test]
async fn each_new_decision_is_a_new_dm_and_the_old_prompt_keeps_no_controls() {
    let t = Rig::new(5).await;
    let (game, _) = t.started(5, 0, GameOptions::default()).await;
    t.drain().await;
    let mut before = decisions(&t, game).await;
    let mut notified = 0;
    let mut picks = 0;
    for step in 0..40 {
        let seen = t.d.requests().len();
        if t.play_one(game).await.is_none() {
            break;
        }
        t.drain().await;
        let after = decisions(&t, game).await;
        let requests = t.d.requests()[seen..].to_vec();
        for n in 0..5 {
            let user = t.users[n];
            let seat = Seat(n as u8);
            let dm = t.d.dm_channel(user).expect("a DM channel");
            let posts = requests
                .iter()
                .filter(|r| {
                    r.method == "POST" && r.path.ends_with(&format!("/channels/{dm}/messages"))
                })
                .count();
            let (was_waiting, old_token) = before[&seat];
            let (waiting, token) = after[&seat];
            let new_decision = waiting && (!was_waiting || token != old_token);
            let hand = &t.dm_hand(n);
            let player = t.svc.player_view(game, user.0).await.expect("view");
            let choice = player.view.as_ref().and_then(|v| v.choice.clone());
            if new_decision && matches!(choice, Some(Choice::Pick { .. })) {
                picks += 1;
            }
            if new_decision {
                assert_eq!(posts, 1, "step {step}: P{n}'s new decision is one new DM");
                let choice = choice.expect("a waited-on seat has a choice");
                assert_eq!(hand.content, expected(&choice), "step {step}: P{n}");
                assert!(!hand.components.is_empty(), "the prompt has its controls");
                assert_eq!(
                    hand.edits, 0,
                    "step {step}: P{n}'s prompt is new, not an edit"
                );
                notified += 1;
            } else {
                assert_eq!(
                    posts, 0,
                    "step {step}: P{n} got a DM without a new decision"
                );
                if !waiting {
                    assert_eq!(hand.content, "", "step {step}: P{n} is not waited on");
                }
            }
        }
        before = after;
    }
    assert!(notified >= 20, "only {notified} notifications seen");
    eprintln!("{picks} picks prompted by DM");
    // Picks are prompted in DMs like any decision: nobody is mentioned in
    // the channel for one.
    assert!(
        !t.d.channel_messages(t.channel)
            .iter()
            .any(|m| m.content.contains("<@")),
        "no mention in the channel"
    );
    // The prompt before each new one had mostly lost its controls when its
    // decision was made (an edit here; the press's own answer in the bot),
    // so it stays as it is. Only one still offering controls (a decision
    // that moved on without its player) is deleted.
    let deleted: Vec<u64> =
        t.d.requests()
            .iter()
            .filter(|r| r.method == "DELETE")
            .filter_map(|r| r.path.rsplit('/').next()?.parse().ok())
            .collect();
    assert!(
        deleted.len() < notified / 2,
        "few deletes: {}",
        deleted.len()
    );
    for id in deleted {
        let gone = t.d.message(MessageId(id)).expect("known");
        assert!(gone.deleted);
        assert!(
            !gone.components.is_empty(),
            "only a prompt still offering controls is deleted: {}",
            gone.text()
        );
    }
    t.d.assert_no_violations().await;
}
