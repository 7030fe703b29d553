//! Payloads Discord would reject, caught by the schema of Discord's OpenAPI
//! description and by the limits it does not express; and the rule that a
//! missing description is loud (and fails under CI).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::harness::*;
use crate::support::double::*;

#[tokio::test]
async fn a_custom_id_over_100_chars_is_caught() {
    if !schema_checks_available() {
        return;
    }
    let mut s = Setup::new().await;
    let i = s.ping().await;
    let body = json!({ "type": 4, "data": { "content": "lobby", "components": button_row(&"x".repeat(101)) } });
    assert_eq!(discord_error(s.respond(&i, body).await), (400, 50035));
    expect_one_violation(&s.d, ViolationKind::Schema, "longer than 100 characters");

    // The same response within the limit is fine (and still in time).
    let body = json!({ "type": 4, "data": { "content": "lobby", "components": button_row(&"x".repeat(100)) } });
    s.respond(&i, body)
        .await
        .expect("a 100-char custom_id is accepted");
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_26th_select_option_is_caught() {
    if !schema_checks_available() {
        return;
    }
    let s = Setup::new().await;
    let options = |n: usize| {
        (0..n)
            .map(|k| json!({ "label": format!("card {k}"), "value": k.to_string() }))
            .collect::<Vec<_>>()
    };
    let menu = |n| json!({ "content": "pick", "components": [{ "type": 1, "components": [{ "type": 3, "custom_id": "pick", "options": options(n) }] }] });
    let channel = serenity::ChannelId::new(s.table.0);
    assert_eq!(
        discord_error(s.http.send_message(channel, vec![], &menu(26)).await),
        (400, 50035)
    );
    expect_one_violation(&s.d, ViolationKind::Schema, "has more than 25 items");
    s.http
        .send_message(channel, vec![], &menu(25))
        .await
        .expect("25 options are accepted");
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn an_embed_field_over_1024_chars_is_caught_in_a_followup() {
    if !schema_checks_available() {
        return;
    }
    let mut s = Setup::new().await;
    let i = s.ping().await;
    s.respond(&i, json!({ "type": 5 }))
        .await
        .expect("deferring");
    let embed = |n: usize| json!({ "embeds": [{ "title": "Board", "fields": [{ "name": "Pot", "value": "y".repeat(n) }] }] });
    assert_eq!(
        discord_error(
            s.http
                .create_followup_message(&i.token, &embed(1025), vec![])
                .await
        ),
        (400, 50035)
    );
    expect_one_violation(&s.d, ViolationKind::Schema, "longer than 1024 characters");
    s.http
        .create_followup_message(&i.token, &embed(1024), vec![])
        .await
        .expect("1024 chars are accepted");
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn limits_the_schema_does_not_express_are_caught() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let send = |body: Value| {
        let http = Arc::clone(&s.http);
        async move { http.send_message(channel, vec![], &body).await }
    };

    assert_eq!(
        discord_error(send(json!({ "content": "z".repeat(2001) })).await),
        (400, 50035)
    );
    expect_one_violation(&s.d, ViolationKind::DiscordLimit, "2001 characters");

    let rows: Vec<Value> = (0..6)
        .map(|r| button_row(&format!("b{r}"))[0].clone())
        .collect();
    assert_eq!(
        discord_error(send(json!({ "content": "rows", "components": rows })).await),
        (400, 50035)
    );
    expect_one_violation(&s.d, ViolationKind::DiscordLimit, "5 action rows");

    let twice = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "A", "custom_id": "same" },
        { "type": 2, "style": 1, "label": "B", "custom_id": "same" },
    ] }]);
    assert_eq!(
        discord_error(send(json!({ "content": "dup", "components": twice })).await),
        (400, 50035)
    );
    expect_one_violation(&s.d, ViolationKind::DiscordLimit, "used twice");

    let big = |d: usize| json!({ "title": "t", "description": "d".repeat(d) });
    let embeds = json!({ "embeds": [big(4000), big(1999)] });
    assert_eq!(discord_error(send(embeds).await), (400, 50035));
    expect_one_violation(
        &s.d,
        ViolationKind::DiscordLimit,
        "6001 characters in total",
    );

    assert_eq!(
        discord_error(send(json!({ "content": "" })).await),
        (400, 50006)
    );
    expect_one_violation(&s.d, ViolationKind::DiscordLimit, "no content");

    // Refused posts count against the channel's 5 per 5 s, as on Discord.
    s.d.advance_clock(Duration::from_secs(5));
    send(json!({ "content": "z".repeat(2000), "embeds": [big(4000), big(1998)] }))
        .await
        .expect("at the limits");
    s.d.assert_no_violations().await;
}

/// Run by `a_missing_spec_is_loud_and_fails_under_ci` in a child process.
#[tokio::test]
#[ignore = "a probe for a_missing_spec_is_loud_and_fails_under_ci"]
async fn probe_start_double() {
    let d = Double::start().await;
    println!("probe started at {}", d.base_url());
}

#[test]
fn a_missing_spec_is_loud_and_fails_under_ci() {
    let exe = std::env::current_exe().expect("the test binary's path");
    let run = |ci: bool| {
        let mut probe = std::process::Command::new(&exe);
        // The probe's test name is its path below the crate.
        let module = module_path!().split_once("::").map_or("", |(_, m)| m);
        let name = format!("{module}::probe_start_double");
        probe.args(["--exact", &name, "--ignored", "--nocapture"]);
        probe.env("DISCORD_OPENAPI_SPEC", "/nonexistent/openapi.json");
        if ci {
            probe.env("CI", "1");
        } else {
            probe.env_remove("CI");
        }
        let out = probe.output().expect("run the probe");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    let (ok, text) = run(false);
    assert!(ok, "without CI the double runs:\n{text}");
    assert!(
        text.contains("SCHEMA CHECKS OF REQUEST BODIES ARE SKIPPED"),
        "{text}"
    );
    assert!(
        text.contains("probe started at http://127.0.0.1:"),
        "{text}"
    );
    let (ok, text) = run(true);
    assert!(!ok, "with CI a missing spec fails:\n{text}");
    assert!(
        text.contains("CI is set and the Discord OpenAPI spec is missing"),
        "{text}"
    );
}
