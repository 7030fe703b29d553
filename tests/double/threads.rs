//! Public threads: started from a message, archived and reopened,
//! deleted, with their own message bucket and interactions.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use crate::harness::*;
use crate::support::double::*;

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
pub(crate) async fn post(d: &Double, channel: ChannelId, content: &str) -> u64 {
    let path = format!("channels/{}/messages", channel.0);
    let (status, _, body) = raw_call(d, "POST", &path, Some(&json!({ "content": content }))).await;
    assert_eq!(status, 200, "{body}");
    body["id"].as_str().expect("a message id").parse().unwrap()
}

/// `POST /channels/{c}/messages/{m}/threads`; returns (status, body).
pub(crate) async fn start_thread(
    d: &Double,
    channel: ChannelId,
    message: u64,
    body: Value,
) -> (u16, Value) {
    let path = format!("channels/{}/messages/{message}/threads", channel.0);
    let (status, _, body) = raw_call(d, "POST", &path, Some(&body)).await;
    (status, body)
}

/// Starts a thread named "Game" on `message` and returns its id.
pub(crate) async fn game_thread(
    d: &Double,
    table: ChannelId,
    message: u64,
    minutes: u64,
) -> ChannelId {
    let body = json!({ "name": "Game", "auto_archive_duration": minutes });
    let (status, thread) = start_thread(d, table, message, body).await;
    assert_eq!(status, 201, "{thread}");
    ChannelId(thread["id"].as_str().unwrap().parse().unwrap())
}

/// (status, Discord error code) of a raw call.
pub(crate) async fn status_code(
    d: &Double,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> (u16, u64) {
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
