//! Interaction rules: one initial response within 3 s, the right callback
//! type, follow-ups by a known token, tokens that expire.

use std::time::Duration;

use serde_json::json;

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn a_second_initial_response_is_caught() {
    let mut s = Setup::new().await;
    let i = s.ping().await;
    s.respond(&i, json!({ "type": 4, "data": { "content": "pong" } }))
        .await
        .expect("first response");
    let again = s
        .respond(
            &i,
            json!({ "type": 4, "data": { "content": "pong again" } }),
        )
        .await;
    assert_eq!(discord_error(again), (400, 40060));
    expect_one_violation(&s.d, ViolationKind::DuplicateResponse, "already answered");
    assert_eq!(
        s.d.channel_messages(s.table).len(),
        1,
        "the refused response posted nothing"
    );
}

#[tokio::test]
async fn a_response_after_3_seconds_is_caught() {
    let mut s = Setup::new().await;
    let i = s.ping().await;
    s.d.advance_clock(Duration::from_millis(3100));
    let late = s
        .respond(&i, json!({ "type": 4, "data": { "content": "pong" } }))
        .await;
    assert_eq!(discord_error(late), (404, 10062));
    expect_one_violation(&s.d, ViolationKind::LateResponse, "after dispatch");
    s.d.assert_no_violations().await; // refused late, so not also "unanswered"
}

#[tokio::test]
async fn an_unanswered_interaction_is_caught() {
    let mut s = Setup::new().await;
    let _ignored = s.ping().await;
    s.d.advance_clock(Duration::from_secs(4));
    s.d.settle_interactions().await;
    expect_one_violation(&s.d, ViolationKind::Unanswered, "got no initial response");
}

#[tokio::test]
async fn a_wrong_callback_type_is_caught() {
    let mut s = Setup::new().await;
    let i = s.ping().await;
    let update = s
        .respond(
            &i,
            json!({ "type": 7, "data": { "content": "not a component" } }),
        )
        .await;
    assert_eq!(discord_error(update).0, 400);
    expect_one_violation(
        &s.d,
        ViolationKind::WrongCallbackType,
        "not valid for Command",
    );
}

#[tokio::test]
async fn an_unknown_followup_token_is_caught() {
    let mut s = Setup::new().await;
    let unknown = s
        .http
        .create_followup_message("never-issued", &json!({ "content": "hi" }), vec![])
        .await;
    assert_eq!(discord_error(unknown), (404, 10015));
    expect_one_violation(&s.d, ViolationKind::UnknownWebhookToken, "never issued");

    let i = s.ping().await;
    let early = s
        .http
        .create_followup_message(&i.token, &json!({ "content": "hi" }), vec![])
        .await;
    assert_eq!(discord_error(early), (404, 10015));
    expect_one_violation(
        &s.d,
        ViolationKind::FollowupBeforeResponse,
        "no initial response",
    );
}

#[tokio::test]
async fn a_deferred_reply_is_filled_by_the_first_followup() {
    let mut s = Setup::new().await;
    let i = s.ping().await;
    s.respond(&i, json!({ "type": 5, "data": { "flags": 64 } }))
        .await
        .expect("deferring ephemerally");
    let filled = s
        .http
        .create_followup_message(&i.token, &json!({ "content": "done" }), vec![])
        .await
        .expect("follow-up");
    let second = s
        .http
        .create_followup_message(&i.token, &json!({ "content": "more" }), vec![])
        .await
        .expect("follow-up");
    let original = s
        .http
        .get_original_interaction_response(&i.token)
        .await
        .expect("@original");
    assert_eq!(
        filled.id, original.id,
        "the first follow-up filled the thinking message"
    );
    assert_ne!(second.id, original.id);
    let shown = s.d.ephemeral_messages(s.alice);
    assert_eq!(
        shown.iter().map(|m| m.content.as_str()).collect::<Vec<_>>(),
        ["done"],
        "only the deferred reply was ephemeral"
    );
    assert!(
        s.d.channel_messages(s.table)
            .iter()
            .any(|m| m.content == "more")
    );
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn interaction_tokens_expire_after_15_minutes() {
    let mut s = Setup::new().await;
    let i = s.ping().await;
    s.respond(
        &i,
        json!({ "type": 4, "data": { "content": "hand", "flags": 64 } }),
    )
    .await
    .expect("reply");
    let edit = json!({ "content": "hand (updated)" });
    s.http
        .edit_original_interaction_response(&i.token, &edit, vec![])
        .await
        .expect("edit within 15 min");
    s.d.advance_clock(Duration::from_secs(15 * 60 + 1));
    let expired = s
        .http
        .edit_original_interaction_response(&i.token, &edit, vec![])
        .await;
    assert_eq!(discord_error(expired), (401, 50027));
    assert!(s.d.served_errors().iter().any(|e| e.code == 50027));
    s.d.assert_no_violations().await; // Discord's answer, not a bot bug
}
