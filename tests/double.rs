//! The Discord double's own tests: it catches what Discord would reject,
//! behaves like Discord where the bot must cope, and a real serenity client
//! (and a small poise bot) run against it.

mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use support::bot_process::BotProcess;
use support::double::*;

// ---- helpers: a serenity client whose interactions the test answers --------

/// Forwards every interaction to the test, which then plays the bot's part
/// with serenity's HTTP client (and may send what a buggy bot would).
struct Forward(mpsc::UnboundedSender<serenity::Interaction>);

#[serenity::async_trait]
impl serenity::EventHandler for Forward {
    async fn interaction_create(&self, _: serenity::Context, interaction: serenity::Interaction) {
        // The receiver lives as long as the test.
        let _ = self.0.send(interaction);
    }
}

struct Setup {
    d: Double,
    http: Arc<serenity::Http>,
    table: ChannelId,
    alice: UserId,
    bob: UserId,
    interactions: mpsc::UnboundedReceiver<serenity::Interaction>,
}

impl Setup {
    /// A guild with #table, alice and bob, a serenity client connected to the
    /// double, and a global `/ping` command registered.
    async fn new() -> Self {
        let d = Double::start().await;
        let guild = d.create_guild("Test Guild");
        let table = d.create_text_channel(guild, "table");
        let alice = d.create_user("alice");
        let bob = d.create_user("bob");
        d.add_member(guild, alice);
        d.add_member(guild, bob);
        let (tx, interactions) = mpsc::unbounded_channel();
        let mut client = serenity::ClientBuilder::new_with_http(
            d.serenity_http(),
            serenity::GatewayIntents::non_privileged(),
        )
        .event_handler(Forward(tx))
        .await
        .expect("serenity client builds");
        let http = Arc::clone(&client.http);
        tokio::spawn(async move { client.start().await });
        d.wait_ready().await;
        let ping = json!({ "name": "ping", "description": "Ping", "type": 1 });
        http.create_global_command(&ping)
            .await
            .expect("registering /ping");
        Self {
            d,
            http,
            table,
            alice,
            bob,
            interactions,
        }
    }

    /// The next interaction the bot receives.
    async fn next(&mut self) -> serenity::Interaction {
        tokio::time::timeout(Duration::from_secs(5), self.interactions.recv())
            .await
            .expect("an interaction reaches the bot within 5 s")
            .expect("the client is running")
    }

    /// Alice runs /ping; returns the interaction as the bot received it.
    async fn ping(&mut self) -> serenity::CommandInteraction {
        self.d.slash(self.alice, self.table, "ping", &[]).await;
        match self.next().await {
            serenity::Interaction::Command(c) => c,
            other => panic!("expected a command interaction, got {other:?}"),
        }
    }

    async fn respond(&self, i: &serenity::CommandInteraction, body: Value) -> serenity::Result<()> {
        self.http
            .create_interaction_response(i.id, &i.token, &body, vec![])
            .await
    }
}

/// (HTTP status, Discord error code) of a failed serenity call.
fn discord_error(result: Result<impl std::fmt::Debug, serenity::Error>) -> (u16, isize) {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => {
            (r.status_code.as_u16(), r.error.code)
        }
        other => panic!("expected a Discord error response, got {other:?}"),
    }
}

/// Takes the violations and asserts they are exactly one of `kind` whose
/// detail mentions `needle`.
fn expect_one_violation(d: &Double, kind: ViolationKind, needle: &str) {
    let violations = d.take_violations();
    assert_eq!(
        violations.len(),
        1,
        "expected one {kind:?} violation, got {violations:#?}"
    );
    assert_eq!(violations[0].kind, kind, "{violations:#?}");
    assert!(
        violations[0].detail.contains(needle),
        "violation should mention {needle:?}: {}",
        violations[0]
    );
}

/// Schema tests need the spec; without it they say so loudly and pass
/// (under `CI` a missing spec already failed `Double::start`).
fn schema_checks_available() -> bool {
    let available = std::path::Path::new(&spec_path()).exists();
    if !available {
        eprintln!("SKIPPED: Discord OpenAPI spec not found; this schema test did not run");
    }
    available
}

fn spec_path() -> String {
    std::env::var("DISCORD_OPENAPI_SPEC").unwrap_or_else(|_| {
        format!(
            "{}/../shared/discord-api-spec/openapi.json",
            env!("CARGO_MANIFEST_DIR")
        )
    })
}

fn button_row(custom_id: &str) -> Value {
    json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Join", "custom_id": custom_id }] }])
}

// ---- payloads Discord would reject ------------------------------------------

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

// ---- interaction rules -----------------------------------------------------------

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

// ---- channel messages ----------------------------------------------------------------

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

// ---- Discord's rate limits ------------------------------------------------------

/// A raw request with the bot's token; returns (status, lower-cased head, body).
async fn raw_call(
    d: &Double,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, String, Value) {
    let body = body.map(Value::to_string).unwrap_or_default();
    let request = format!(
        "{method} /api/v10/{path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bot {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        d.token(),
        body.len()
    );
    let response = raw_http(d, &request).await;
    let (head, body) = response.split_once("\r\n\r\n").expect("a response head");
    let status = head[9..12].parse().expect("a status");
    let body = serde_json::from_str(body).unwrap_or(Value::Null);
    (status, head.to_ascii_lowercase(), body)
}

fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(": "))
}

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

async fn raw_http(d: &Double, request: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let addr = d.base_url().trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connect to the double");
    stream
        .write_all(request.as_bytes())
        .await
        .expect("send request");
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .await
        .expect("read response");
    response
}

#[tokio::test]
async fn wrong_authorization_and_unknown_routes_are_caught() {
    let d = Double::start().await;
    let wrong = d.serenity_http_with_token("not-the-token");
    assert_eq!(discord_error(wrong.get_current_user().await), (401, 0));
    expect_one_violation(
        &d,
        ViolationKind::Unauthorized,
        "is not \"Bot <the token>\"",
    );

    let http = d.serenity_http();
    let guild = d.create_guild("G");
    let unknown = http
        .get_guild_webhooks(serenity::GuildId::new(guild.0))
        .await;
    assert_eq!(discord_error(unknown), (404, 0));
    expect_one_violation(&d, ViolationKind::UnknownRoute, "does not serve");
}

#[tokio::test]
async fn uploads_keep_names_and_bytes() {
    let s = Setup::new().await;
    let channel = serenity::ChannelId::new(s.table.0);
    let record =
        serenity::CreateAttachment::bytes(b"{\"winner\":\"alice\"}".to_vec(), "game-record.json");
    let message = serenity::CreateMessage::new()
        .content("Final scores")
        .add_file(record);
    let posted = channel
        .send_message(&*s.http, message)
        .await
        .expect("multipart upload");
    assert_eq!(posted.attachments[0].filename, "game-record.json");
    let stored = s.d.message(MessageId(posted.id.get())).expect("stored");
    assert_eq!(stored.attachments.len(), 1);
    assert_eq!(stored.attachments[0].filename, "game-record.json");
    assert_eq!(stored.attachments[0].text(), "{\"winner\":\"alice\"}");
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn http_objects_parse_as_serenity_models() {
    let s = Setup::new().await;
    // Each call deserialises the double's answer into serenity's model.
    let guild_id = serenity::GuildId::new(s.d.guild_of(s.table).expect("#table is in a guild").0);
    let guild = s.http.get_guild(guild_id).await.expect("PartialGuild");
    assert_eq!(guild.name, "Test Guild");
    let member = s
        .http
        .get_member(guild_id, serenity::UserId::new(s.alice.0))
        .await
        .expect("Member");
    assert_eq!(member.user.name, "alice");
    let channel = s
        .http
        .get_channel(serenity::ChannelId::new(s.table.0))
        .await
        .expect("Channel");
    assert!(matches!(channel, serenity::Channel::Guild(c) if c.name == "table"));
    s.http.get_guild_roles(guild_id).await.expect("roles");
    let app = s
        .http
        .get_current_application_info()
        .await
        .expect("CurrentApplicationInfo");
    assert_eq!(app.id.get(), s.d.application_id());
    let me = s.http.get_current_user().await.expect("CurrentUser");
    assert!(me.bot);
    let commands = s.http.get_global_commands().await.expect("commands");
    assert_eq!(commands[0].name, "ping");
    s.d.assert_no_violations().await;
}

// ---- a real poise bot against the double -------------------------------------------

/// A tiny poise bot shaped like Nanuk's: `/nanuk start` with options and
/// buttons, a deferred command, a DM with a button, a select menu.
mod tiny_bot {
    use super::serenity;

    pub struct Data;
    pub type Error = Box<dyn std::error::Error + Send + Sync>;
    type Ctx<'a> = poise::Context<'a, Data, Error>;

    /// Nanuk
    #[poise::command(slash_command, subcommands("start", "slow", "dm", "pick"))]
    pub async fn nanuk(_: Ctx<'_>) -> Result<(), Error> {
        Ok(())
    }

    /// Open a lobby
    #[poise::command(slash_command)]
    async fn start(
        ctx: Ctx<'_>,
        #[description = "Seasons to play"]
        #[min = 1]
        #[max = 4]
        seasons: Option<u8>,
        #[description = "Invite someone"] guest: Option<serenity::User>,
    ) -> Result<(), Error> {
        let guest = guest.map(|u| u.name).unwrap_or_default();
        let text = format!("seasons={} guest={guest}", seasons.unwrap_or(1));
        let buttons = serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new("lobby:join").label("Join"),
            serenity::CreateButton::new("lobby:leave")
                .label("Leave")
                .style(serenity::ButtonStyle::Secondary),
        ]);
        let embed = serenity::CreateEmbed::new()
            .title("Nanuk lobby")
            .description(text);
        ctx.send(
            poise::CreateReply::default()
                .embed(embed)
                .components(vec![buttons]),
        )
        .await?;
        Ok(())
    }

    /// Think first
    #[poise::command(slash_command)]
    async fn slow(ctx: Ctx<'_>) -> Result<(), Error> {
        ctx.defer().await?;
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        ctx.say("done slowly").await?;
        Ok(())
    }

    /// Get your hand by DM
    #[poise::command(slash_command)]
    async fn dm(ctx: Ctx<'_>) -> Result<(), Error> {
        let play = serenity::CreateButton::new("hand:play").label("Play");
        let hand = serenity::CreateMessage::new()
            .content("Your hand")
            .components(vec![serenity::CreateActionRow::Buttons(vec![play])]);
        ctx.author().direct_message(ctx, hand).await?;
        ctx.send(
            poise::CreateReply::default()
                .content("sent you a DM")
                .ephemeral(true),
        )
        .await?;
        Ok(())
    }

    /// Pick a card
    #[poise::command(slash_command)]
    async fn pick(ctx: Ctx<'_>) -> Result<(), Error> {
        let options = ["walrus", "seal", "bear"]
            .map(|c| serenity::CreateSelectMenuOption::new(c, c))
            .to_vec();
        let kind = serenity::CreateSelectMenuKind::String { options };
        let menu = serenity::CreateSelectMenu::new("pick:card", kind);
        let reply = poise::CreateReply::default()
            .content("Pick")
            .components(vec![serenity::CreateActionRow::SelectMenu(menu)]);
        ctx.send(reply).await?;
        Ok(())
    }

    pub async fn on_event(
        ctx: &serenity::Context,
        event: &serenity::FullEvent,
    ) -> Result<(), Error> {
        let serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } = event
        else {
            return Ok(());
        };
        let message = serenity::CreateInteractionResponseMessage::new();
        let response = match (c.data.custom_id.as_str(), &c.data.kind) {
            ("lobby:join", _) => serenity::CreateInteractionResponse::UpdateMessage(
                message.content(format!("{} joined", c.user.name)),
            ),
            ("lobby:leave", _) => {
                let confirm = serenity::CreateButton::new("lobby:confirm").label("Confirm");
                let message = message
                    .content("Leave the lobby?")
                    .ephemeral(true)
                    .components(vec![serenity::CreateActionRow::Buttons(vec![confirm])]);
                serenity::CreateInteractionResponse::Message(message)
            }
            ("lobby:confirm", _) => serenity::CreateInteractionResponse::UpdateMessage(
                message.content("You left").components(vec![]),
            ),
            ("hand:play", _) => serenity::CreateInteractionResponse::UpdateMessage(
                message.content("played").components(vec![]),
            ),
            ("pick:card", serenity::ComponentInteractionDataKind::StringSelect { values }) => {
                serenity::CreateInteractionResponse::UpdateMessage(
                    message
                        .content(format!("picked {}", values.join(",")))
                        .components(vec![]),
                )
            }
            _ => return Ok(()),
        };
        c.create_response(ctx, response).await?;
        Ok(())
    }

    /// Runs the bot in-process against the double, registering globally;
    /// the shard manager stops it (as a process exit would).
    pub async fn run(d: &super::Double) -> std::sync::Arc<serenity::ShardManager> {
        let framework = poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: vec![nanuk()],
                event_handler: |framework, event| {
                    Box::pin(on_event(framework.serenity_context, event))
                },
                ..Default::default()
            })
            .setup(|ctx, _ready, framework| {
                Box::pin(async move {
                    poise::builtins::register_globally(ctx, &framework.options().commands).await?;
                    Ok(Data)
                })
            })
            .build();
        let mut client = serenity::ClientBuilder::new_with_http(
            d.serenity_http(),
            serenity::GatewayIntents::non_privileged(),
        )
        .framework(framework)
        .await
        .expect("the poise bot builds");
        let shards = std::sync::Arc::clone(&client.shard_manager);
        tokio::spawn(async move { client.start().await });
        shards
    }
}

/// A guild with #table and two members.
fn table_with_players(d: &Double) -> (ChannelId, UserId, UserId) {
    let guild = d.create_guild("Nanuk Club");
    let table = d.create_text_channel(guild, "table");
    let alice = d.create_user("alice");
    let bob = d.create_user("bob");
    d.add_member(guild, alice);
    d.add_member(guild, bob);
    (table, alice, bob)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poise_bot_plays_through_the_double() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, bob) = table_with_players(&d);
    tiny_bot::run(&d).await;
    let registered = d.wait_for_command("nanuk").await;
    let subcommands: Vec<&Value> = registered["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| &o["name"])
        .collect();
    assert_eq!(subcommands, ["start", "slow", "dm", "pick"]);
    let connected = started.elapsed();

    // A slash command with typed options (an integer and a resolved user).
    let start = d
        .slash(
            alice,
            table,
            "nanuk start",
            &[("seasons", json!(2)), ("guest", json!(bob.0))],
        )
        .await;
    let lobby = start.reply().await;
    assert!(lobby.contains("seasons=2 guest=bob"), "{}", lobby.text());
    assert_eq!(lobby.button_labels(), ["Join", "Leave"]);
    assert_eq!(d.channel_messages(table).len(), 1);

    // A button by label updates the message in place.
    let join = d.click(bob, &lobby, "Join").await;
    assert_eq!(
        join.initial_response().await.kind,
        CallbackKind::UpdateMessage
    );
    assert_eq!(join.reply().await.content, "bob joined");
    assert_eq!(d.history(lobby.id).len(), 2);

    // A button by position answers ephemerally; its button works for alice only.
    let leave = d.click(alice, &lobby, (0, 1)).await;
    let ask = leave.reply().await;
    assert!(ask.ephemeral() && ask.visible_to == Some(alice));
    assert!(
        !d.channel_messages(table).iter().any(|m| m.id == ask.id),
        "ephemerals are not in the channel"
    );
    assert!(
        d.try_click(bob, &ask, "Confirm".into(), false).is_err(),
        "bob cannot see alice's ephemeral"
    );
    assert_eq!(
        d.click(alice, &ask, "Confirm").await.reply().await.content,
        "You left"
    );

    // Deferred: type 5, then the reply arrives.
    let slow = d.slash(alice, table, "nanuk slow", &[]).await;
    assert_eq!(
        slow.initial_response().await.kind,
        CallbackKind::DeferredMessage
    );
    assert_eq!(slow.reply().await.content, "done slowly");

    // A DM with a button, pressed in the DM.
    let dm = d.slash(alice, table, "nanuk dm", &[]).await;
    assert!(dm.reply().await.ephemeral());
    let hand = d
        .wait_for_dm(alice, "alice's hand", |m| m.content == "Your hand")
        .await;
    assert_eq!(
        d.click(alice, &hand, "Play").await.reply().await.content,
        "played"
    );

    // A select menu.
    let pick = d.slash(alice, table, "nanuk pick", &[]).await.reply().await;
    let picked = d.select(alice, &pick, 0, &["seal"]).await.reply().await;
    assert_eq!(picked.content, "picked seal");

    // A slash command in the user's DM with the bot (no guild, no member).
    let dm_channel = d.open_dm(bob);
    let pick = d
        .slash(bob, dm_channel, "nanuk pick", &[])
        .await
        .reply()
        .await;
    assert_eq!(pick.channel, dm_channel);
    let picked = d.select(bob, &pick, 0, &["bear"]).await.reply().await;
    assert_eq!(picked.content, "picked bear");

    d.assert_no_violations().await;
    let stats = d.gateway_stats();
    assert_eq!((stats.identifies, stats.resumes), (1, 0));
    assert_eq!(
        stats.compressed,
        Some(true),
        "serenity asked for zlib frames and decoded them"
    );
    eprintln!(
        "poise bot connected in {connected:?}; whole test {:?}",
        started.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_gateway_drops() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, _) = table_with_players(&d);
    tiny_bot::run(&d).await;
    d.wait_for_command("nanuk").await;
    let lobby_works = || async {
        d.slash(alice, table, "nanuk start", &[])
            .await
            .reply()
            .await
    };
    lobby_works().await;

    d.drop_gateway(GatewayDrop::Close(4000));
    d.wait_for("a RESUME after close 4000", |d| {
        (d.gateway_stats().resumes == 1).then_some(())
    })
    .await;
    lobby_works().await;

    // An interaction dispatched while the connection is down is replayed on RESUME.
    d.hold_gateway();
    d.drop_gateway(GatewayDrop::Abort);
    d.wait_for("the aborted connection to be gone", |d| {
        (!d.gateway_stats().live).then_some(())
    })
    .await;
    let pending = d.slash(alice, table, "nanuk start", &[]).await;
    d.release_gateway();
    d.wait_for("a RESUME after the abort", |d| {
        (d.gateway_stats().resumes == 2).then_some(())
    })
    .await;
    assert!(pending.reply().await.contains("seasons=1"));
    assert_eq!(
        d.gateway_stats().replayed,
        1,
        "the interaction came through the RESUME replay"
    );

    d.drop_gateway(GatewayDrop::Reconnect);
    d.wait_for("a RESUME after opcode 7", |d| {
        (d.gateway_stats().resumes == 3).then_some(())
    })
    .await;
    lobby_works().await;

    assert_eq!(
        d.gateway_stats().identifies,
        1,
        "every drop was resumed, none re-identified"
    );
    d.assert_no_violations().await;
    eprintln!("three drops and resumes in {:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_gets_presses_of_old_buttons() {
    let d = Double::start().await;
    let (table, alice, bob) = table_with_players(&d);
    let first = tiny_bot::run(&d).await;
    let registered = d.wait_for_command("nanuk").await;
    let lobby = d
        .slash(alice, table, "nanuk start", &[])
        .await
        .reply()
        .await;

    first.shutdown_all().await;
    d.wait_for("the first bot to disconnect", |d| {
        (!d.gateway_stats().live).then_some(())
    })
    .await;
    let _second = tiny_bot::run(&d).await;
    d.wait_identified(2).await;
    d.wait_for("the commands to be registered again", |d| {
        (d.requests().iter().filter(|r| r.method == "PUT").count() == 2).then_some(())
    })
    .await;
    assert_eq!(
        d.commands(None)[0]["id"],
        registered["id"],
        "re-registering keeps the id"
    );

    let join = d.click(bob, &lobby, "Join").await;
    assert_eq!(join.reply().await.content, "bob joined");
    d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalid_session_makes_the_bot_identify_again() {
    let started = Instant::now();
    let d = Double::start().await;
    let (table, alice, _) = table_with_players(&d);
    tiny_bot::run(&d).await;
    d.wait_for_command("nanuk").await;
    d.drop_gateway(GatewayDrop::InvalidSession { resumable: false });
    // serenity waits 5 s between shard boots, so allow for that.
    let within = Duration::from_secs(15);
    d.wait_for_within("a second IDENTIFY", within, |d| {
        (d.gateway_stats().identifies == 2).then_some(())
    })
    .await;
    assert!(
        d.slash(alice, table, "nanuk start", &[])
            .await
            .reply()
            .await
            .contains("seasons=1")
    );
    d.assert_no_violations().await;
    eprintln!("re-identified and answered in {:?}", started.elapsed());
}

#[tokio::test]
async fn the_driver_refuses_what_discords_client_would_not_send() {
    let mut s = Setup::new().await;
    let stranger = s.d.create_user("stranger");
    let err =
        s.d.try_slash(stranger, s.table, "ping", &[])
            .await
            .expect_err("not a member");
    assert!(err.contains("not a member"), "{err}");
    let err =
        s.d.try_slash(s.alice, s.table, "nope", &[])
            .await
            .expect_err("unregistered");
    assert!(err.contains("no command \"nope\""), "{err}");
    let err =
        s.d.try_slash(s.alice, s.table, "ping", &[("x", json!(1))])
            .await
            .expect_err("no option");
    assert!(err.contains("no option \"x\""), "{err}");

    let i = s.ping().await;
    let row = json!([{ "type": 1, "components": [
        { "type": 2, "style": 1, "label": "Go", "custom_id": "go" },
        { "type": 2, "style": 1, "label": "Off", "custom_id": "off", "disabled": true },
    ] }, { "type": 1, "components": [
        { "type": 3, "custom_id": "menu", "options": [{ "label": "A", "value": "a" }] },
    ] }]);
    s.respond(
        &i,
        json!({ "type": 4, "data": { "content": "x", "components": row } }),
    )
    .await
    .expect("reply");
    let m =
        s.d.wait_for_message(s.table, "the reply", |m| m.content == "x")
            .await;
    assert!(
        s.d.try_click(s.alice, &m, "Off".into(), false)
            .expect_err("disabled")
            .contains("disabled")
    );
    assert!(
        s.d.try_click(s.alice, &m, "Missing".into(), false)
            .expect_err("missing")
            .contains("\"Go\"")
    );
    assert!(
        s.d.try_select(s.alice, &m, 0.into(), &["b"])
            .expect_err("bad value")
            .contains("not an option")
    );
    assert!(
        s.d.try_select(s.alice, &m, 0.into(), &["a", "a"])
            .expect_err("too many")
            .contains("1..=1")
    );
    s.d.assert_no_violations().await;
}

// ---- public threads -----------------------------------------------------------------

/// A guild with #table and a bot message posted there; returns
/// (double, guild, table, message id).
async fn table_with_message() -> (Double, GuildId, ChannelId, u64) {
    let d = Double::start().await;
    let guild = d.create_guild("G");
    let table = d.create_text_channel(guild, "table");
    let message = post(&d, table, "Lobby").await;
    (d, guild, table, message)
}

/// The bot posts `content` in `channel`; returns the message id.
async fn post(d: &Double, channel: ChannelId, content: &str) -> u64 {
    let path = format!("channels/{}/messages", channel.0);
    let (status, _, body) = raw_call(d, "POST", &path, Some(&json!({ "content": content }))).await;
    assert_eq!(status, 200, "{body}");
    body["id"].as_str().expect("a message id").parse().unwrap()
}

/// `POST /channels/{c}/messages/{m}/threads`; returns (status, body).
async fn start_thread(d: &Double, channel: ChannelId, message: u64, body: Value) -> (u16, Value) {
    let path = format!("channels/{}/messages/{message}/threads", channel.0);
    let (status, _, body) = raw_call(d, "POST", &path, Some(&body)).await;
    (status, body)
}

/// Starts a thread named "Game" on `message` and returns its id.
async fn game_thread(d: &Double, table: ChannelId, message: u64, minutes: u64) -> ChannelId {
    let body = json!({ "name": "Game", "auto_archive_duration": minutes });
    let (status, thread) = start_thread(d, table, message, body).await;
    assert_eq!(status, 201, "{thread}");
    ChannelId(thread["id"].as_str().unwrap().parse().unwrap())
}

/// (status, Discord error code) of a raw call.
async fn status_code(d: &Double, method: &str, path: &str, body: Option<&Value>) -> (u16, u64) {
    let (status, _, body) = raw_call(d, method, path, body).await;
    (status, body["code"].as_u64().unwrap_or(0))
}

/// Forwards the thread events the bot receives.
struct ThreadEvents(mpsc::UnboundedSender<(&'static str, serenity::GuildChannel)>);

#[serenity::async_trait]
impl serenity::EventHandler for ThreadEvents {
    async fn thread_create(&self, _: serenity::Context, thread: serenity::GuildChannel) {
        let _ = self.0.send(("create", thread));
    }

    async fn thread_update(
        &self,
        _: serenity::Context,
        _: Option<serenity::GuildChannel>,
        thread: serenity::GuildChannel,
    ) {
        let _ = self.0.send(("update", thread));
    }
}

#[tokio::test]
async fn a_thread_starts_from_a_message_and_reads_back() {
    let (d, guild, table, message) = table_with_message().await;
    let (tx, mut events) = mpsc::unbounded_channel();
    let mut client =
        serenity::ClientBuilder::new_with_http(d.serenity_http(), serenity::GatewayIntents::GUILDS)
            .event_handler(ThreadEvents(tx))
            .await
            .expect("serenity client builds");
    tokio::spawn(async move { client.start().await });
    d.wait_ready().await;

    let body = json!({ "name": "Game 1", "auto_archive_duration": 60, "rate_limit_per_user": 0 });
    let (status, thread) = start_thread(&d, table, message, body).await;
    assert_eq!(status, 201, "{thread}");
    let id = ChannelId(message);
    assert_eq!(thread["id"], id.json(), "a thread takes its message's id");
    assert_eq!(thread["type"], 11);
    assert_eq!(thread["parent_id"], table.json());
    assert_eq!(thread["guild_id"], guild.json());
    assert_eq!(thread["owner_id"], d.bot_user().json());
    assert_eq!(thread["name"], "Game 1");
    let meta = &thread["thread_metadata"];
    assert_eq!(meta["archived"], false);
    assert_eq!(meta["locked"], false);
    assert_eq!(meta["auto_archive_duration"], 60);
    assert!(meta["archive_timestamp"].is_string(), "{meta}");
    serde_json::from_value::<serenity::GuildChannel>(thread.clone()).expect("serenity's model");

    assert_eq!(d.thread_of(MessageId(message)), Some(id));
    assert_eq!(d.guild_of(id), Some(guild));
    let view = d.thread(id).expect("the thread");
    assert_eq!(
        (view.parent, view.name.as_str(), view.archived),
        (table, "Game 1", false)
    );
    assert_eq!(view.auto_archive_duration, 60);

    let (status, _, read) = raw_call(&d, "GET", &format!("channels/{}", id.0), None).await;
    assert_eq!(status, 200);
    assert_eq!(read, thread, "GET returns the thread as created");
    let starter = format!("channels/{}/messages/{message}", table.0);
    let (_, _, starter) = raw_call(&d, "GET", &starter, None).await;
    assert_eq!(starter["thread"]["id"], id.json(), "{starter}");
    assert_eq!(
        starter["flags"].as_u64().unwrap() & (1 << 5),
        1 << 5,
        "HAS_THREAD"
    );

    let (event, channel) = tokio::time::timeout(Duration::from_secs(5), events.recv())
        .await
        .expect("THREAD_CREATE within 5 s")
        .expect("the client runs");
    assert_eq!(event, "create");
    assert_eq!(channel.id.get(), id.0);
    assert_eq!(channel.kind, serenity::ChannelType::PublicThread);
    assert_eq!(channel.parent_id.map(|p| p.get()), Some(table.0));
    // A rename reaches the bot as THREAD_UPDATE.
    let rename = json!({ "name": "Game 1: over" });
    let path = format!("channels/{}", id.0);
    assert_eq!(raw_call(&d, "PATCH", &path, Some(&rename)).await.0, 200);
    let (event, channel) = tokio::time::timeout(Duration::from_secs(5), events.recv())
        .await
        .expect("THREAD_UPDATE within 5 s")
        .expect("the client runs");
    assert_eq!((event, channel.name.as_str()), ("update", "Game 1: over"));
    // The double checks its answers against the spec's response schemas.
    d.assert_no_violations().await;
}

#[tokio::test]
async fn without_thread_permissions_the_bot_gets_403_50013() {
    let (d, guild, table, message) = table_with_message().await;
    let name = json!({ "name": "Game" });
    d.deny_bot(guild, perms::CREATE_PUBLIC_THREADS);
    let (status, body) = start_thread(&d, table, message, name.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (403, json!(50013)),
        "{body}"
    );
    d.allow_bot(guild, perms::CREATE_PUBLIC_THREADS);
    d.deny_bot(guild, perms::VIEW_CHANNEL);
    let (status, body) = start_thread(&d, table, message, name.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (403, json!(50013)),
        "{body}"
    );
    assert_eq!(d.thread_of(MessageId(message)), None);
    d.allow_bot(guild, perms::VIEW_CHANNEL);
    assert_eq!(start_thread(&d, table, message, name).await.0, 201);
    assert_eq!(d.invalid_requests(), 2, "403s count as invalid requests");
    let codes: Vec<u64> = d.served_errors().iter().map(|e| e.code).collect();
    assert_eq!(codes, [50013, 50013], "expected refusals, not violations");
    d.assert_no_violations().await;
}

#[tokio::test]
async fn a_second_thread_on_a_message_gets_160004() {
    let (d, _, table, message) = table_with_message().await;
    game_thread(&d, table, message, 1440).await;
    let (status, body) = start_thread(&d, table, message, json!({ "name": "Again" })).await;
    assert_eq!(
        (status, body["code"].clone()),
        (400, json!(160004)),
        "{body}"
    );
    assert_eq!(
        body["message"],
        "A thread has already been created for this message"
    );
    assert_eq!(d.thread(ChannelId(message)).unwrap().name, "Game");
    d.assert_no_violations().await;
}

#[tokio::test]
async fn threads_start_only_from_messages_of_text_channels() {
    let (d, _, table, message) = table_with_message().await;
    let name = json!({ "name": "Game" });
    // A DM.
    let alice = d.create_user("alice");
    let dm = d.open_dm(alice);
    let in_dm = post(&d, dm, "hi").await;
    let (status, body) = start_thread(&d, dm, in_dm, name.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (400, json!(50003)),
        "{body}"
    );
    expect_one_violation(&d, ViolationKind::WrongChannelType, "a DM channel");
    // A message inside a thread.
    let thread = game_thread(&d, table, message, 1440).await;
    let inside = post(&d, thread, "board").await;
    let (status, body) = start_thread(&d, thread, inside, name.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (400, json!(50024)),
        "{body}"
    );
    expect_one_violation(&d, ViolationKind::WrongChannelType, "a thread");
    // No such message in that channel (it is in the thread, not in #table).
    let (status, body) = start_thread(&d, table, inside, name.clone()).await;
    assert_eq!(
        (status, body["code"].clone()),
        (404, json!(10008)),
        "{body}"
    );
    expect_one_violation(&d, ViolationKind::UnknownMessage, "never existed");
    // A name over 100 characters breaks the spec.
    if schema_checks_available() {
        let other = post(&d, table, "Lobby 2").await;
        let long = json!({ "name": "x".repeat(101) });
        let (status, body) = start_thread(&d, table, other, long).await;
        assert_eq!(
            (status, body["code"].clone()),
            (400, json!(50035)),
            "{body}"
        );
        expect_one_violation(&d, ViolationKind::Schema, "/name");
    }
}

#[tokio::test]
async fn messages_posted_in_a_thread_belong_to_it() {
    let (d, guild, table, message) = table_with_message().await;
    let thread = game_thread(&d, table, message, 1440).await;
    let path = format!("channels/{}/messages", thread.0);
    let (status, _, posted) =
        raw_call(&d, "POST", &path, Some(&json!({ "content": "Board" }))).await;
    assert_eq!(status, 200);
    assert_eq!(posted["channel_id"], thread.json());
    let edit = format!("{path}/{}", posted["id"].as_str().unwrap());
    let (status, _, edited) =
        raw_call(&d, "PATCH", &edit, Some(&json!({ "content": "Board 2" }))).await;
    assert_eq!((status, edited["content"].clone()), (200, json!("Board 2")));
    let (_, _, listed) = raw_call(&d, "GET", &path, None).await;
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    let in_thread: Vec<String> = d
        .channel_messages(thread)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(in_thread, ["Board 2"]);
    let in_table: Vec<String> = d
        .channel_messages(table)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(in_table, ["Lobby"], "thread messages are not the parent's");
    assert_eq!(d.thread(thread).unwrap().messages, 1);
    assert_eq!(status_code(&d, "DELETE", &edit, None).await, (204, 0));
    assert!(d.channel_messages(thread).is_empty());

    // Posting in a thread needs Send Messages in Threads, not Send Messages.
    let hi = json!({ "content": "hi" });
    d.deny_bot(guild, perms::SEND_MESSAGES_IN_THREADS);
    assert_eq!(
        status_code(&d, "POST", &path, Some(&hi)).await,
        (403, 50013)
    );
    let table_path = format!("channels/{}/messages", table.0);
    assert_eq!(status_code(&d, "POST", &table_path, Some(&hi)).await.0, 200);
    d.allow_bot(guild, perms::SEND_MESSAGES_IN_THREADS);
    d.deny_bot(guild, perms::SEND_MESSAGES);
    assert_eq!(
        status_code(&d, "POST", &table_path, Some(&hi)).await,
        (403, 50013)
    );
    assert_eq!(status_code(&d, "POST", &path, Some(&hi)).await.0, 200);
    d.assert_no_violations().await;
}

#[tokio::test]
async fn a_thread_archives_after_its_inactivity_and_reopens() {
    let (d, guild, table, message) = table_with_message().await;
    let thread = game_thread(&d, table, message, 60).await;
    let path = format!("channels/{}/messages", thread.0);
    let board = post(&d, thread, "Board").await;
    let edit = format!("{path}/{board}");
    let text = json!({ "content": "Board 2" });

    d.advance_clock(Duration::from_secs(59 * 60));
    assert!(
        !d.thread(thread).unwrap().archived,
        "59 minutes is not enough"
    );
    assert_eq!(
        status_code(&d, "PATCH", &edit, Some(&text)).await.0,
        200,
        "edits are no activity"
    );
    d.advance_clock(Duration::from_secs(60));
    assert!(
        d.thread(thread).unwrap().archived,
        "60 minutes without a new message"
    );
    let (_, _, read) = raw_call(&d, "GET", &format!("channels/{}", thread.0), None).await;
    assert_eq!(read["thread_metadata"]["archived"], true, "{read}");
    // An archived thread's messages stay as they are.
    assert_eq!(
        status_code(&d, "PATCH", &edit, Some(&text)).await,
        (400, 50083)
    );
    assert_eq!(status_code(&d, "DELETE", &edit, None).await, (400, 50083));
    assert_eq!(
        status_code(&d, "GET", &edit, None).await.0,
        200,
        "reading is fine"
    );
    // A new message reopens it and restarts the timer.
    let next = post(&d, thread, "Next move").await;
    assert!(!d.thread(thread).unwrap().archived);
    let edit_next = format!("{path}/{next}");
    assert_eq!(
        status_code(&d, "PATCH", &edit_next, Some(&text)).await.0,
        200
    );

    // Archived by request, then reopened by PATCH.
    let channel = format!("channels/{}", thread.0);
    let archive = json!({ "archived": true });
    let (status, _, archived) = raw_call(&d, "PATCH", &channel, Some(&archive)).await;
    assert_eq!(
        (status, archived["thread_metadata"]["archived"].clone()),
        (200, json!(true))
    );
    let rename = json!({ "name": "Game over" });
    assert_eq!(
        status_code(&d, "PATCH", &channel, Some(&rename)).await,
        (400, 50083)
    );
    // Reopening needs Send Messages in Threads.
    let reopen = json!({ "archived": false });
    d.deny_bot(guild, perms::SEND_MESSAGES_IN_THREADS);
    assert_eq!(
        status_code(&d, "PATCH", &channel, Some(&reopen)).await,
        (403, 50013)
    );
    d.allow_bot(guild, perms::SEND_MESSAGES_IN_THREADS);
    let (status, _, open) = raw_call(&d, "PATCH", &channel, Some(&reopen)).await;
    assert_eq!(
        (status, open["thread_metadata"]["archived"].clone()),
        (200, json!(false))
    );
    let (status, _, renamed) = raw_call(&d, "PATCH", &channel, Some(&rename)).await;
    assert_eq!((status, renamed["name"].clone()), (200, json!("Game over")));
    // A moderator archives it.
    d.archive_thread(thread);
    assert!(d.thread(thread).unwrap().archived);
    d.assert_no_violations().await;
}

#[tokio::test]
async fn a_deleted_thread_answers_10003() {
    let (d, _, table, message) = table_with_message().await;
    let thread = game_thread(&d, table, message, 1440).await;
    let board = post(&d, thread, "Board").await;
    d.delete_channel(thread);
    assert_eq!(d.thread(thread), None);
    assert_eq!(d.thread_of(MessageId(message)), None);
    let text = json!({ "content": "x" });
    let channel = format!("channels/{}", thread.0);
    let messages = format!("{channel}/messages");
    let one = format!("{messages}/{board}");
    let calls = [
        ("GET", channel.clone(), None),
        ("PATCH", channel, Some(json!({ "archived": false }))),
        ("GET", messages.clone(), None),
        ("POST", messages, Some(text.clone())),
        ("GET", one.clone(), None),
        ("PATCH", one.clone(), Some(text)),
        ("DELETE", one, None),
    ];
    for (method, path, body) in &calls {
        let got = status_code(&d, method, path, body.as_ref()).await;
        assert_eq!(got, (404, 10003), "{method} {path}");
    }
    // Deleting a channel takes its threads along.
    let other = post(&d, table, "Lobby 2").await;
    let second = game_thread(&d, table, other, 1440).await;
    d.delete_channel(table);
    assert_eq!(d.thread(second), None);
    let path = format!("channels/{}/messages", second.0);
    assert_eq!(status_code(&d, "GET", &path, None).await, (404, 10003));
    d.assert_no_violations().await;
}

#[tokio::test]
async fn an_interaction_in_a_thread_carries_the_thread() {
    let mut s = Setup::new().await;
    let guild = s.d.guild_of(s.table).unwrap();
    let lobby = post(&s.d, s.table, "Lobby").await;
    let thread = game_thread(&s.d, s.table, lobby, 1440).await;
    let path = format!("channels/{}/messages", thread.0);
    let board = json!({ "content": "Board", "components": button_row("move") });
    assert_eq!(raw_call(&s.d, "POST", &path, Some(&board)).await.0, 200);
    let shown =
        s.d.wait_for_message(thread, "the board", |m| m.content == "Board")
            .await;

    s.d.click(s.alice, &shown, "Join").await;
    let serenity::Interaction::Component(press) = s.next().await else {
        panic!("expected a component interaction");
    };
    assert_eq!(press.channel_id.get(), thread.0);
    let channel = press.channel.as_ref().expect("the interaction's channel");
    assert_eq!(channel.kind, serenity::ChannelType::PublicThread);
    assert_eq!(channel.parent_id.map(|p| p.get()), Some(s.table.0));
    assert_eq!(press.guild_id.map(|g| g.get()), Some(guild.0));
    let member = press.member.as_ref().expect("a guild member");
    assert_eq!(member.user.id.get(), s.alice.0);
    s.http
        .create_interaction_response(press.id, &press.token, &json!({ "type": 6 }), vec![])
        .await
        .expect("acknowledge");

    s.d.slash(s.bob, thread, "ping", &[]).await;
    let serenity::Interaction::Command(ping) = s.next().await else {
        panic!("expected a command interaction");
    };
    assert_eq!(ping.channel_id.get(), thread.0);
    assert_eq!(ping.guild_id.map(|g| g.get()), Some(guild.0));
    let reply = json!({ "type": 4, "data": { "content": "pong" } });
    s.respond(&ping, reply).await.expect("reply");
    s.d.wait_for_message(thread, "the reply in the thread", |m| m.content == "pong")
        .await;
    s.d.assert_no_violations().await;
}

#[tokio::test]
async fn a_thread_has_its_own_message_bucket() {
    let (d, _, table, message) = table_with_message().await;
    let thread = game_thread(&d, table, message, 1440).await;
    let other = post(&d, table, "Lobby 2").await;
    let second = game_thread(&d, table, other, 1440).await;
    let hi = json!({ "content": "hi" });
    let path = format!("channels/{}/messages", thread.0);
    for _ in 0..5 {
        assert_eq!(status_code(&d, "POST", &path, Some(&hi)).await.0, 200);
    }
    assert_eq!(status_code(&d, "POST", &path, Some(&hi)).await.0, 429);
    // #table used 2 of its 5; the other thread has all 5.
    let table_path = format!("channels/{}/messages", table.0);
    assert_eq!(status_code(&d, "POST", &table_path, Some(&hi)).await.0, 200);
    let second_path = format!("channels/{}/messages", second.0);
    assert_eq!(
        status_code(&d, "POST", &second_path, Some(&hi)).await.0,
        200
    );
    assert_eq!(d.rate_limited(), (1, 0));
    assert_eq!(d.invalid_requests(), 1);
    d.advance_clock(Duration::from_secs(5));
    assert_eq!(status_code(&d, "POST", &path, Some(&hi)).await.0, 200);
    d.assert_no_violations().await;
}

// ---- the bot process helper and the missing-spec rule -------------------------------

#[test]
fn bot_process_captures_output_kills_and_restarts() {
    let script = "echo \"started $MARK in $PWD\"; echo complaint >&2; exec sleep 30";
    let env = vec![("MARK".to_owned(), "m-1".to_owned())];
    let mut bot = BotProcess::spawn("/bin/sh", &["-c", script], env).expect("spawn /bin/sh");
    let output_has = |bot: &BotProcess, needle: &str, times: usize| {
        let deadline = Instant::now() + Duration::from_secs(5);
        while bot.output().matches(needle).count() < times {
            assert!(
                Instant::now() < deadline,
                "no {needle:?} x{times} in:\n{}",
                bot.output()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    output_has(&bot, "started m-1 in ", 1);
    output_has(&bot, "complaint", 1);
    assert!(bot.output().contains(&format!(
        "in {}",
        bot.log_path().parent().expect("workdir").display()
    )));
    assert!(bot.is_running());
    let first = bot.pid();

    bot.kill();
    assert!(!bot.is_running());
    assert!(
        bot.output().contains("killed (signal: 9"),
        "{}",
        bot.output()
    );

    bot.restart().expect("restart");
    output_has(&bot, "started m-1 in ", 2);
    assert_eq!(bot.starts(), 2);
    assert_ne!(bot.pid(), first);
    assert!(bot.is_running());

    let mut quits = BotProcess::spawn("/bin/sh", &["-c", "exit 3"], vec![]).expect("spawn");
    assert_eq!(
        quits
            .wait_exit(Duration::from_secs(5))
            .and_then(|s| s.code()),
        Some(3)
    );
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
        probe.args(["--exact", "probe_start_double", "--ignored", "--nocapture"]);
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

// ---- shards -------------------------------------------------------------------------

/// What a shard's client heard: (shard id, event, guild).
type Heard = (u32, &'static str, Option<u64>);

/// Forwards the guild, thread and interaction events a shard receives, and
/// answers each command so Discord's 3 s rule holds.
struct ShardEvents(mpsc::UnboundedSender<Heard>);

#[serenity::async_trait]
impl serenity::EventHandler for ShardEvents {
    async fn guild_create(&self, ctx: serenity::Context, guild: serenity::Guild, _: Option<bool>) {
        let _ = self
            .0
            .send((ctx.shard_id.0, "GUILD_CREATE", Some(guild.id.get())));
    }

    async fn thread_create(&self, ctx: serenity::Context, thread: serenity::GuildChannel) {
        let _ = self
            .0
            .send((ctx.shard_id.0, "THREAD_CREATE", Some(thread.guild_id.get())));
    }

    async fn interaction_create(&self, ctx: serenity::Context, interaction: serenity::Interaction) {
        if let serenity::Interaction::Command(c) = &interaction {
            let guild = c.guild_id.map(|g| g.get());
            let _ = self.0.send((ctx.shard_id.0, "INTERACTION_CREATE", guild));
            let pong = serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new().content("pong"),
            );
            c.create_response(&ctx.http, pong)
                .await
                .expect("answering /ping");
        }
    }
}

/// A serenity client running shard `shard` of `count`, as one bot process
/// of several would.
async fn run_shard(
    d: &Double,
    shard: u32,
    count: u32,
    tx: mpsc::UnboundedSender<Heard>,
) -> Arc<serenity::ShardManager> {
    let mut client =
        serenity::ClientBuilder::new_with_http(d.serenity_http(), serenity::GatewayIntents::GUILDS)
            .event_handler(ShardEvents(tx))
            .await
            .expect("serenity client builds");
    let manager = Arc::clone(&client.shard_manager);
    tokio::spawn(async move { client.start_shard(shard, count).await });
    manager
}

/// Guilds until one lands on each of 2 shards (a guild's shard comes from
/// the timestamp in its id): (first guild on shard 0, first on shard 1,
/// every guild created).
async fn guilds_on_two_shards(d: &Double) -> (GuildId, GuildId, Vec<GuildId>) {
    let (mut even, mut odd, mut all) = (None, None, vec![]);
    while even.is_none() || odd.is_none() {
        let g = d.create_guild("Club");
        all.push(g);
        match (g.0 >> 22) % 2 {
            0 => even = even.or(Some(g)),
            _ => odd = odd.or(Some(g)),
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    (even.unwrap(), odd.unwrap(), all)
}

/// Everything heard until `quiet` passes with nothing new.
async fn heard_until_quiet(rx: &mut mpsc::UnboundedReceiver<Heard>, quiet: Duration) -> Vec<Heard> {
    let mut all = vec![];
    while let Ok(Some(h)) = tokio::time::timeout(quiet, rx.recv()).await {
        all.push(h);
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn events_go_to_the_shard_of_their_guild_and_dms_to_shard_zero() {
    let d = Double::start_with(DoubleConfig {
        shards: 2,
        ..DoubleConfig::default()
    })
    .await;
    let (g0, g1, all) = guilds_on_two_shards(&d).await;
    let guild_creates = |shard: u64| -> Vec<Heard> {
        all.iter()
            .filter(|g| (g.0 >> 22) % 2 == shard)
            .map(|g| (shard as u32, "GUILD_CREATE", Some(g.0)))
            .collect()
    };
    let (t0, t1) = (
        d.create_text_channel(g0, "table"),
        d.create_text_channel(g1, "table"),
    );
    let alice = d.create_user("alice");
    d.add_member(g0, alice);
    d.add_member(g1, alice);
    let dm = d.open_dm(alice);

    let http = d.serenity_http();
    let recommended = http.get_bot_gateway().await.expect("GET /gateway/bot");
    assert_eq!(
        recommended.shards, 2,
        "the double recommends its shard count"
    );

    // Only shard 0 runs: it hears of its own guild only.
    let (tx, mut rx) = mpsc::unbounded_channel();
    let zero = run_shard(&d, 0, 2, tx.clone()).await;
    d.wait_shards(&[0], 1).await;
    let ping = json!({ "name": "ping", "description": "Ping", "type": 1 });
    http.create_global_command(&ping)
        .await
        .expect("registering /ping");
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    assert_eq!(heard, guild_creates(0));
    // Shard 1 is not running: its guild's interactions reach nobody.
    let err = d
        .try_slash(alice, t1, "ping", &[])
        .await
        .expect_err("no session on shard 1");
    assert!(err.contains("shard 1"), "{err}");
    assert_eq!(d.shard_of(g1), 1);

    // Shard 1 joins: it gets its guild, and each interaction arrives on
    // the shard of its guild; DMs on shard 0.
    let one = run_shard(&d, 1, 2, tx).await;
    d.wait_shards(&[0, 1], 2).await;
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    assert_eq!(heard, guild_creates(1));
    for (channel, expected) in [
        (t1, (1, "INTERACTION_CREATE", Some(g1.0))),
        (t0, (0, "INTERACTION_CREATE", Some(g0.0))),
        (dm, (0, "INTERACTION_CREATE", None)),
    ] {
        let ping = d.slash(alice, channel, "ping", &[]).await;
        assert_eq!(ping.reply().await.content, "pong");
        let heard = heard_until_quiet(&mut rx, Duration::from_millis(300)).await;
        assert_eq!(heard, [expected], "{heard:?}");
    }

    // Guild events that the test makes happen follow the guild too.
    let message = post(&d, t1, "Lobby").await;
    game_thread(&d, t1, message, 60).await;
    let message = post(&d, t0, "Lobby").await;
    game_thread(&d, t0, message, 60).await;
    let late = d.create_guild("Late Club");
    let mut heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    heard.sort();
    let mut expected = vec![
        (1, "THREAD_CREATE", Some(g1.0)),
        (0, "THREAD_CREATE", Some(g0.0)),
        (d.shard_of(late), "GUILD_CREATE", Some(late.0)),
    ];
    expected.sort();
    assert_eq!(heard, expected);

    // With shard 1's connection gone, shard 0 still hears of its new guilds.
    one.shutdown_all().await;
    d.wait_for("shard 1 to be down", |d| {
        (d.live_shards() == [0]).then_some(())
    })
    .await;
    let mut on_zero = d.create_guild("Later Club");
    while d.shard_of(on_zero) != 0 {
        tokio::time::sleep(Duration::from_millis(1)).await;
        on_zero = d.create_guild("Later Club");
    }
    let heard = heard_until_quiet(&mut rx, Duration::from_millis(500)).await;
    assert!(
        heard.contains(&(0, "GUILD_CREATE", Some(on_zero.0))),
        "{heard:?}"
    );
    assert!(heard.iter().all(|(shard, _, _)| *shard == 0), "{heard:?}");
    zero.shutdown_all().await;
    d.assert_no_violations().await;
}

#[tokio::test]
async fn an_identify_with_a_shard_out_of_its_count_is_refused() {
    let d = Double::start().await;
    let (tx, _rx) = mpsc::unbounded_channel();
    let manager = run_shard(&d, 2, 2, tx).await;
    d.wait_for("the bad IDENTIFY to be reported", |d| {
        d.violations()
            .iter()
            .any(|v| v.to_string().contains("invalid shard"))
            .then_some(())
    })
    .await;
    assert!(d.live_shards().is_empty());
    manager.shutdown_all().await;
    d.take_violations();
}
