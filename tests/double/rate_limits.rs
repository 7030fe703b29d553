//! Discord's rate limits: 5 posts per 5 s per channel with their headers,
//! the global 50 a second (interaction endpoints exempt), and switching
//! them off or injecting 429s.

use std::time::Duration;

use serde_json::json;

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn message_posts_get_5_per_5_seconds_per_channel_with_headers() {
    let d = Double::start().await;
    let guild = d.create_guild("G");
    let a = d.create_text_channel(guild, "a");
    let b = d.create_text_channel(guild, "b");
    let post = json!({ "content": "hi" });
    let path_a = format!("channels/{}/messages", a.0);
    for n in 0..5 {
        let (status, head, _) = raw_call(&d, "POST", &path_a, Some(&post)).await;
        assert_eq!(status, 200);
        assert_eq!(header(&head, "x-ratelimit-limit"), Some("5"));
        let remaining = (4 - n).to_string();
        assert_eq!(
            header(&head, "x-ratelimit-remaining"),
            Some(remaining.as_str())
        );
        let reset_after: f64 = header(&head, "x-ratelimit-reset-after")
            .unwrap()
            .parse()
            .unwrap();
        assert!(reset_after > 4.0 && reset_after <= 5.0, "{reset_after}");
        assert!(header(&head, "x-ratelimit-reset").is_some());
        assert!(header(&head, "x-ratelimit-bucket").is_some());
    }
    let (status, head, body) = raw_call(&d, "POST", &path_a, Some(&post)).await;
    assert_eq!(status, 429);
    assert_eq!(body["message"], "You are being rate limited.");
    assert_eq!(body["global"], false);
    let retry_after = body["retry_after"].as_f64().unwrap();
    assert!(retry_after > 4.0 && retry_after <= 5.0, "{retry_after}");
    assert_eq!(header(&head, "retry-after"), Some("5"));
    assert_eq!(header(&head, "x-ratelimit-scope"), Some("user"));
    assert_eq!(header(&head, "x-ratelimit-global"), None);
    assert_eq!(header(&head, "x-ratelimit-remaining"), Some("0"));
    // Another channel has its own bucket; edits have theirs.
    let (status, _, posted) = raw_call(
        &d,
        "POST",
        &format!("channels/{}/messages", b.0),
        Some(&post),
    )
    .await;
    assert_eq!(status, 200);
    let edit = format!(
        "channels/{}/messages/{}",
        b.0,
        posted["id"].as_str().unwrap()
    );
    for _ in 0..5 {
        assert_eq!(raw_call(&d, "PATCH", &edit, Some(&post)).await.0, 200);
    }
    assert_eq!(raw_call(&d, "PATCH", &edit, Some(&post)).await.0, 429);
    assert_eq!(d.rate_limited(), (2, 0));
    assert_eq!(d.invalid_requests(), 2);
    // The window resets 5 s after its first request.
    d.advance_clock(Duration::from_secs(5));
    assert_eq!(raw_call(&d, "POST", &path_a, Some(&post)).await.0, 200);
    assert_eq!(d.messages_in(a), 6);
    d.advance_clock(Duration::from_secs(600));
    assert_eq!(d.invalid_requests(), 0, "counted per 10 minutes");
    d.assert_no_violations().await;
}

#[tokio::test]
async fn the_global_limit_is_50_a_second_and_interaction_endpoints_are_exempt() {
    let d = Double::start().await;
    let mut statuses = Vec::new();
    for _ in 0..51 {
        statuses.push(raw_call(&d, "GET", "users/@me", None).await);
    }
    let limited: Vec<_> = statuses.iter().filter(|(s, _, _)| *s == 429).collect();
    assert_eq!(limited.len(), 1, "the 51st request within a second");
    let (_, head, body) = limited[0];
    assert_eq!(body["global"], true);
    assert_eq!(header(head, "x-ratelimit-global"), Some("true"));
    assert_eq!(header(head, "x-ratelimit-scope"), Some("global"));
    assert!(body["retry_after"].as_f64().unwrap() <= 1.0);
    assert_eq!(d.rate_limited(), (0, 1));
    // An interaction callback in the same second is not refused.
    let (status, _, _) = raw_call(
        &d,
        "POST",
        "webhooks/1/sometoken",
        Some(&json!({"content": "x"})),
    )
    .await;
    assert_ne!(status, 429, "webhooks are exempt from the global limit");
    d.take_violations();
}

#[tokio::test]
async fn limits_can_be_switched_off_and_429s_injected() {
    let d = Double::start_with(DoubleConfig::without_rate_limits()).await;
    for _ in 0..60 {
        assert_eq!(raw_call(&d, "GET", "users/@me", None).await.0, 200);
    }
    d.rate_limit_next("GET /users/@me", 2, 2.0);
    let (status, head, body) = raw_call(&d, "GET", "users/@me", None).await;
    assert_eq!(status, 429);
    assert_eq!(body["retry_after"], 2.0);
    assert_eq!(header(&head, "retry-after"), Some("2"));
    assert_eq!(header(&head, "x-ratelimit-reset-after"), Some("2.000"));
    assert_eq!(raw_call(&d, "GET", "users/@me", None).await.0, 429);
    assert_eq!(raw_call(&d, "GET", "users/@me", None).await.0, 200);
    assert_eq!(d.count_429s(), 2);
    assert_eq!(d.invalid_requests(), 2);
    d.assert_no_violations().await;
}
