//! Discord failing the answer to an action that was done: the player must
//! still learn what was done, never "please try again".

use crate::support::words::{en, says};
use std::time::Duration;

use serde_json::json;

use crate::harness::{Table, controls, game_of, redrawn_or_acknowledged};
use crate::support::double::*;

const CALLBACK: &str = "POST /interactions/*/*/callback";

/// The player whose DM offers a boast, and that boast's options for
/// `/nanuk boast`.
async fn first_boast(t: &Table) -> (UserId, [(&'static str, serde_json::Value); 3]) {
    let (player, prompt) = t.first_boast_prompt().await;
    let control = controls(&prompt)
        .into_iter()
        .find(|c| c.verb == "b")
        .expect("a boast button");
    let count: u64 = control.args[0].parse().unwrap();
    let mut animal = control.args[1].clone();
    animal[..1].make_ascii_uppercase();
    let days: u64 = control.args[2].parse().unwrap();
    (
        player,
        [
            ("count", json!(count)),
            ("animal", json!(animal)),
            ("days", json!(days)),
        ],
    )
}

/// Boasts the board shows.
fn boasts(t: &Table) -> usize {
    t.boasts_on_board()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_committed_command_is_confirmed_when_discord_fails_its_answer() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let (boaster, options) = first_boast(&t).await;

    // Discord answers the reply's callback with a 500 twice.
    t.d.fail_next(CALLBACK, 2, Fault::ServerError(500));
    let boast = t.d.slash(boaster, t.channel, "nanuk boast", &options).await;
    let reply = boast.reply().await;
    assert!(reply.ephemeral());
    assert!(
        says(&reply.content, "command-you-boast"),
        "told what was done: {}",
        reply.content
    );
    t.d.wait_for("the boast's announcement", |_| {
        (boasts(&t) == 1).then_some(())
    })
    .await;
    assert!(
        t.d.served_errors().len() >= 2,
        "the faults were served: {:?}",
        t.d.served_errors()
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uncertain_answer_is_not_followed_by_an_apology() {
    let t = Table::new(5).await;
    let lobby = t.open_lobby(&[]).await;
    t.fill_and_start(&lobby, 0).await;
    let (boaster, options) = first_boast(&t).await;

    // Discord shows the reply, then answers the call with a 500 anyway.
    t.d.fail_next(CALLBACK, 1, Fault::ServedThenServerError(500));
    let boast = t.d.slash(boaster, t.channel, "nanuk boast", &options).await;
    let reply = boast.reply().await;
    assert!(
        says(&reply.content, "command-you-boast"),
        "{}",
        reply.content
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    for m in boast.ephemeral_messages() {
        // No fault or "try again" reaches the player.
        for key in [
            "command-sorry",
            "refusal-internal",
            "refusal-store",
            "refusal-unavailable",
            "refusal-busy",
        ] {
            assert!(!m.content.contains(&en(key)), "{}", m.content);
        }
    }
    assert_eq!(boasts(&t), 1);
    // Two callbacks: the one Discord failed after showing it, and the retry
    // that heard "already acknowledged" and stopped there (no apology
    // attempted after it).
    let callbacks = t
        .d
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.contains(&format!("/interactions/{}/", boast.id)))
        .count();
    assert_eq!(callbacks, 2);
    // The retry heard "already acknowledged" (Discord's answer to a second
    // callback): the double counts that as a violation; it is the only one.
    let violations = t.d.take_violations();
    assert!(
        violations
            .iter()
            .all(|v| v.kind == ViolationKind::DuplicateResponse),
        "{violations:?}"
    );
    t.d.assert_no_violations().await;
}

/// A lobby that every player of `t` has joined, and its game.
async fn full_lobby(t: &Table) -> (Message, i64) {
    let lobby = t.open_lobby(&[]).await;
    let game = game_of(&lobby);
    for &p in &t.players[1..] {
        t.d.click(p, &lobby, verb("join"))
            .await
            .initial_response()
            .await;
    }
    (lobby, game)
}

/// `press` got no answer through (Discord failed every attempt), yet it
/// was applied once (the game has `seats` seats) and no apology followed:
/// the unanswered press is the double's one complaint.
async fn applied_unanswered(t: &Table, press: &Interaction, game: i64, seats: u64) {
    t.d.settle_interactions().await;
    t.d.clear_faults();
    assert!(press.record().initial.is_none(), "Discord took no answer");
    assert!(press.ephemeral_messages().is_empty(), "no apology was sent");
    let seated = t
        .sql(&format!(
            "UPDATE seats SET seat = seat WHERE game_id = {game}"
        ))
        .await;
    assert_eq!(seated, seats, "the press was applied once");
    let violations = t.d.take_violations();
    assert!(
        violations
            .iter()
            .all(|v| v.kind == ViolationKind::Unanswered),
        "{violations:?}"
    );
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_committed_press_is_answered_when_discord_fails_its_callback() {
    let t = Table::new(4).await;
    let (lobby, game) = full_lobby(&t).await;

    // Three 500s: the answer is retried while Discord's 3 s allow it.
    t.d.fail_next(CALLBACK, 3, Fault::ServerError(500));
    let add = t.d.click(t.players[0], &lobby, verb("ai+")).await;
    assert!(redrawn_or_acknowledged(add.initial_response().await.kind));
    // Every attempt fails: the lobby (the press's own message) still shows
    // what was done, the press was applied once, and no apology follows.
    t.d.fail_next(CALLBACK, 50, Fault::ServerError(500));
    let add = t.d.click(t.players[0], &lobby, verb("ai+")).await;
    t.d.wait_for("both AI seats in the lobby", |d| {
        d.message(lobby.id)?.contains("AI 2").then_some(())
    })
    .await;
    applied_unanswered(&t, &add, game, 6).await;
}

/// A slow press (the database busy past Discord's window) whose
/// acknowledgement Discord fails every time is still applied, once, and
/// its message shows it: the work is never dropped half-way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_press_whose_acknowledgement_fails_is_applied_once() {
    let t = Table::new(4).await;
    let (lobby, game) = full_lobby(&t).await;

    // Something holds the database's write lock for 3.5 s, past the 3 s
    // Discord gives the first answer.
    use sqlx::Executor;
    let mut lock = t.lock_writes().await;
    let locked_at = std::time::Instant::now();
    t.d.fail_next(CALLBACK, 50, Fault::ServerError(500));
    let add = t.d.click(t.players[0], &lobby, verb("ai+")).await;
    tokio::time::sleep(Duration::from_millis(3500).saturating_sub(locked_at.elapsed())).await;
    lock.execute("ROLLBACK").await.unwrap();

    t.d.wait_for("the AI seat in the lobby", |d| {
        d.message(lobby.id)?.contains("AI 1").then_some(())
    })
    .await;
    applied_unanswered(&t, &add, game, 5).await;
}
