//! Pacing against Discord's rate limits, and recovering from Discord's
//! failures in seconds without one message holding up another's.

use super::harness::*;
use crate::support::double::{Fault, RequestRecord};
use nanuk::service::{Controller, GameOptions};
use std::time::Duration;

fn requests_to(t: &Rig, method: &str, path_prefix: &str) -> Vec<RequestRecord> {
    t.d.requests()
        .into_iter()
        .filter(|r| r.method == method && r.path.starts_with(path_prefix))
        .collect()
}

#[tokio::test]
async fn a_429_with_retry_after_is_waited_out_not_hammered() {
    let t = Rig::new(1).await;
    let route = format!("POST /channels/{}/messages", t.channel.0);
    t.d.rate_limit_next(&route, 2, 2.0);
    t.lobby(1, 0, GameOptions::default()).await;
    assert_eq!(t.drain().await, 1);
    let posts = requests_to(
        &t,
        "POST",
        &format!("/api/v10/channels/{}/messages", t.channel.0),
    );
    let statuses: Vec<u16> = posts.iter().map(|r| r.status).collect();
    assert_eq!(statuses, [429, 429, 200], "one try per retry_after");
    for pair in posts.windows(2) {
        let gap = pair[1].at - pair[0].at;
        assert!(gap >= Duration::from_secs(2), "waited {gap:?} of 2 s");
        assert!(gap < Duration::from_secs(3), "and not much more: {gap:?}");
    }
    assert_eq!(t.d.channel_messages(t.channel).len(), 1);
    assert_eq!(t.d.invalid_requests(), 2);
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_failing_board_does_not_delay_a_players_prompt() {
    let t = Rig::new(3).await;
    let (game, _) = t.started(3, 2, GameOptions::default()).await;
    t.drain().await;
    let board_edits = format!("PATCH /channels/{}/messages/*", t.channel.0);
    // A decision whose next prompts go by DM (a reward pick's prompt is
    // the board itself, so a pick is left out: the game moves on).
    let (before, start, waiting) = loop {
        t.d.fail_next(&board_edits, 1_000, Fault::ServerError(503));
        let before = t.d.requests().len();
        let start = t.d.now();
        let played = t.play_one(game).await.expect("a decision");
        t.drain().await;
        assert!(t.pending().await > 0, "the board's rows wait for Discord");
        let table = t.svc.table(game).await.unwrap();
        let picking = matches!(
            table.public.as_ref().map(|p| &p.phase),
            Some(nanuk::engine::PhaseView::Picking { .. })
        );
        let waiting: Vec<u64> = table
            .seats
            .iter()
            // A decision this one started (a simultaneous choice others
            // already had shows nothing new in their DMs).
            .filter(|s| s.waiting && s.controller == Controller::Human)
            .filter(|s| s.token >= played.version)
            .filter_map(|s| s.user)
            .collect();
        if !picking && !waiting.is_empty() {
            break (before, start, waiting);
        }
        t.d.clear_faults();
        t.drain().await;
    };
    let dm_channels: Vec<String> = waiting
        .iter()
        .map(|u| {
            let user = t.users.iter().copied().find(|x| x.0 == *u).unwrap();
            format!("/api/v10/channels/{}/", t.d.dm_channel(user).unwrap().0)
        })
        .collect();
    let later = &t.d.requests()[before..];
    let prompts: Vec<&RequestRecord> = later
        .iter()
        .filter(|r| r.status == 200 && dm_channels.iter().any(|c| r.path.starts_with(c)))
        .collect();
    assert!(
        !prompts.is_empty(),
        "the waited-on players' DMs were updated: waiting {waiting:?}, requests since: {:#?}",
        later
            .iter()
            .map(|r| format!("{} {} {}", r.method, r.path, r.status))
            .collect::<Vec<_>>()
    );
    for p in &prompts {
        assert!(
            p.at - start < Duration::from_millis(1_000),
            "a prompt went {:?} after the decision",
            p.at - start
        );
    }
    let board_failures = later.iter().filter(|r| r.status == 503).count();
    assert!(board_failures >= 4, "the board was tried and kept failing");
    for u in &waiting {
        let player = t.svc.player_view(game, *u).await.unwrap();
        let n = t.users.iter().position(|x| x.0 == *u).unwrap();
        let dm = &t.dm_hand(n);
        let token = format!(":{}:", player.token());
        assert!(
            dm.buttons()
                .iter()
                .filter_map(|b| b.custom_id.clone())
                .chain(dm.selects().into_iter().map(|s| s.custom_id))
                .all(|id| id.contains(&token)),
            "the prompt is current"
        );
    }

    // Discord is back: the board catches up.
    t.d.clear_faults();
    t.drain().await;
    assert_eq!(t.pending().await, 0);
    let want = nanuk::discord::render::table_board(
        nanuk::discord::text::Locale::SOURCE,
        &t.svc.table(game).await.unwrap(),
    )
    .unwrap();
    assert_eq!(t.board(game).await.text(), screen_text(&want));
    t.d.assert_no_violations().await;
}

#[tokio::test]
async fn after_a_burst_of_5xx_the_game_catches_up_within_seconds() {
    let t = Rig::new(3).await;
    let (game, _) = t.started(3, 2, GameOptions::default()).await;
    t.drain().await;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let worker = tokio::spawn(t.deliverer.clone().run(stopped));
    // Three passes' worth of failures on the board.
    let board_edits = format!("PATCH /channels/{}/messages/*", t.channel.0);
    t.d.fail_next(&board_edits, 12, Fault::ServerError(502));
    t.play_one(game).await.expect("a decision");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while t.pending().await > 0 {
        assert!(tokio::time::Instant::now() < deadline, "the outbox empties");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let requests = t.d.requests();
    let last_failure = requests
        .iter()
        .filter(|r| r.status == 502)
        .map(|r| r.at)
        .max();
    let board_prefix = format!("/api/v10/channels/{}/messages/", t.channel.0);
    let caught_up = requests
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with(&board_prefix) && r.status == 200)
        .map(|r| r.at)
        .max();
    let (Some(last_failure), Some(caught_up)) = (last_failure, caught_up) else {
        panic!(
            "the board failed 12 times, then was edited\n{}",
            t.d.diagnostics()
        );
    };
    let recovery = caught_up - last_failure;
    assert!(
        recovery < Duration::from_secs(5),
        "caught up {recovery:?} after the last failure"
    );
    assert_eq!(requests.iter().filter(|r| r.status == 502).count(), 12);
    stop.send(true).unwrap();
    worker.await.unwrap();
    t.d.assert_no_violations().await;
}

/// A row asks for the board and the hands; when the board fails, the row
/// stays pending and is delivered again later, hands included. A player
/// whose first decision started meanwhile gets it as a new DM (one post:
/// the re-delivery must not find the hand posted the first time by its
/// nonce and spend a second call editing it, nor leave them without a
/// notification).
#[tokio::test]
async fn a_decision_that_starts_while_its_rows_wait_is_one_new_dm() {
    let t = Rig::new(5).await;
    let channel_posts = format!("POST /channels/{}/messages", t.channel.0);
    t.d.fail_next(&channel_posts, 1_000, Fault::ServerError(503));
    let (game, _) = t.started(5, 0, GameOptions::default()).await;
    t.drain().await;
    assert!(t.pending().await > 0, "the start's rows wait for the board");
    let first = t.d.requests().len();
    // Everyone has their hand; one of them is asked, then the next.
    let asked = |table: &nanuk::service::TableView| -> Vec<u64> {
        table
            .seats
            .iter()
            .filter(|s| s.waiting)
            .filter_map(|s| s.user)
            .collect()
    };
    let before = asked(&t.svc.table(game).await.unwrap());
    t.play_one(game).await.expect("the first decision");
    let now_asked: Vec<u64> = asked(&t.svc.table(game).await.unwrap())
        .into_iter()
        .filter(|u| !before.contains(u))
        .collect();
    assert!(!now_asked.is_empty(), "a decision started for someone else");
    t.d.clear_faults();
    t.drain().await;
    assert_eq!(t.pending().await, 0);

    let later = &t.d.requests()[first..];
    for u in &now_asked {
        let user = t.users.iter().copied().find(|x| x.0 == *u).unwrap();
        let dm = t.d.dm_channel(user).unwrap();
        let path = format!("/api/v10/channels/{}/messages", dm.0);
        let calls: Vec<String> = later
            .iter()
            .filter(|r| r.path.starts_with(&path))
            .map(|r| format!("{} {}", r.method, r.path))
            .collect();
        assert_eq!(calls, vec![format!("POST {path}")], "user {u}: one new DM");
        assert_eq!(
            t.d.dm_messages(user).len(),
            2,
            "their hand, then the prompt"
        );
    }
    t.d.assert_no_violations().await;
}
