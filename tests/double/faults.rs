//! Faults the test injects (`fail_next`): a 429 with `retry_after`, a 500,
//! and a 429 carrying Discord's headers and body.

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn a_429_with_retry_after_then_success() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    s.d.fail_next("POST /channels/*/messages", 1, Fault::rate_limited(0.2));
    s.d.fail_next("PATCH /channels/*/messages/*", 1, Fault::ServerError(500));
    let body = json!({ "content": "board" });
    match s.http.send_message(channel, vec![], &body).await {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => {
            assert_eq!(r.status_code.as_u16(), 429);
            // Discord's 429 body has no `code`, which serenity 0.12 needs.
            assert!(r.error.message.contains("Could not decode"), "{r:?}");
        }
        other => panic!("expected a 429, got {other:?}"),
    }
    let posted = s
        .http
        .send_message(channel, vec![], &body)
        .await
        .expect("the retry succeeds");
    assert_eq!(
        discord_error(s.http.edit_message(channel, posted.id, &body, vec![]).await).0,
        500
    );
    s.http
        .edit_message(channel, posted.id, &body, vec![])
        .await
        .expect("the retry succeeds");
    assert_eq!(s.d.channel_messages(s.table).len(), 1);
    let statuses: Vec<u16> = s.d.served_errors().iter().map(|e| e.status).collect();
    assert_eq!(statuses, [429, 500]);
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_429_carries_discords_headers_and_body() {
    let d = Double::start().await;
    d.fail_next("GET /users/@me", 1, Fault::rate_limited(0.2));
    let request = format!(
        "GET /api/v10/users/@me HTTP/1.1\r\nHost: x\r\nAuthorization: Bot {}\r\nConnection: close\r\n\r\n",
        d.token()
    );
    let response = raw_http(&d, &request).await;
    assert!(response.starts_with("HTTP/1.1 429"), "{response}");
    let lower = response.to_ascii_lowercase();
    assert!(lower.contains("retry-after: 1\r\n"), "{response}");
    assert!(lower.contains("x-ratelimit-scope: user\r\n"), "{response}");
    let body: Value = serde_json::from_str(response.split("\r\n\r\n").nth(1).expect("a body"))
        .expect("JSON body");
    assert_eq!(
        body,
        json!({ "message": "You are being rate limited.", "retry_after": 0.2, "global": false })
    );
}
