//! Channel messages as Discord answers them: nonces, old and unknown
//! messages, closed DMs.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::json;

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn enforce_nonce_returns_the_existing_message() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let post = |nonce: &str| json!({ "content": "board", "nonce": nonce, "enforce_nonce": true });
    let first = s
        .http
        .send_message(channel, vec![], &post("outbox-1"))
        .await
        .expect("post");
    let again = s
        .http
        .send_message(channel, vec![], &post("outbox-1"))
        .await
        .expect("repost");
    assert_eq!(first.id, again.id, "same nonce, same message");
    let other = s
        .http
        .send_message(channel, vec![], &post("outbox-2"))
        .await
        .expect("post");
    assert_ne!(first.id, other.id);
    assert_eq!(s.d.channel_messages(s.table).len(), 2);

    let unenforced = json!({ "content": "board", "nonce": "outbox-2" });
    let third = s
        .http
        .send_message(channel, vec![], &unenforced)
        .await
        .expect("post");
    assert_ne!(
        third.id, other.id,
        "without enforce_nonce a nonce does not deduplicate"
    );

    s.d.advance_clock(Duration::from_secs(6 * 60));
    let late = s
        .http
        .send_message(channel, vec![], &post("outbox-1"))
        .await
        .expect("post");
    assert_ne!(
        late.id, first.id,
        "the nonce is forgotten after a few minutes"
    );
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn editing_a_message_older_than_an_hour_gets_30046() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let board = s
        .http
        .send_message(channel, vec![], &json!({ "content": "board v1" }))
        .await
        .expect("post");
    let edit = |text: &str| json!({ "content": text });
    s.http
        .edit_message(channel, board.id, &edit("board v2"), vec![])
        .await
        .expect("edit while fresh");
    s.d.advance_clock(Duration::from_secs(61 * 60));
    let old = s
        .http
        .edit_message(channel, board.id, &edit("board v3"), vec![])
        .await;
    assert_eq!(discord_error(old), (400, 30046));
    let history: Vec<String> =
        s.d.history(MessageId(board.id.get()))
            .into_iter()
            .map(|m| m.content)
            .collect();
    assert_eq!(history, ["board v1", "board v2"]);
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn editing_a_message_that_never_existed_is_caught() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let missing = s
        .http
        .edit_message(
            channel,
            serenity::MessageId::new(12345),
            &json!({ "content": "x" }),
            vec![],
        )
        .await;
    assert_eq!(discord_error(missing), (404, 10008));
    expect_one_violation(&s.d, ViolationKind::UnknownMessage, "never existed");

    // A message a moderator deleted is Discord's 10008 too, but not a bot bug.
    let posted = s
        .http
        .send_message(channel, vec![], &json!({ "content": "x" }))
        .await
        .expect("post");
    s.d.delete_message(MessageId(posted.id.get()));
    let gone = s
        .http
        .edit_message(channel, posted.id, &json!({ "content": "y" }), vec![])
        .await;
    assert_eq!(discord_error(gone), (404, 10008));
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn closed_dms_answer_50007() {
    let s = Setup::new().await;
    s.d.set_dms_open(s.bob, false);
    let bob = serenity::UserId::new(s.bob.0);
    let dm = bob
        .create_dm_channel(&*s.http)
        .await
        .expect("opening a DM channel works even when DMs are closed");
    let sent = dm
        .id
        .send_message(
            &*s.http,
            serenity::CreateMessage::new().content("your hand"),
        )
        .await;
    assert_eq!(discord_error(sent), (403, 50007));
    assert!(s.d.dm_messages(s.bob).is_empty());

    let alice = serenity::UserId::new(s.alice.0);
    alice
        .direct_message(
            &*s.http,
            serenity::CreateMessage::new().content("your hand"),
        )
        .await
        .expect("open DMs work");
    assert_eq!(s.d.dm_messages(s.alice)[0].content, "your hand");
    s.d.assert_no_violations().await;
}
