//! What the double's tests share: a serenity client whose interactions the
//! test answers, raw HTTP calls below serenity, and checks of what the
//! double recorded.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use crate::support::double::*;

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

/// A double with #table and two members, alice and bob, and a serenity
/// client whose interactions come to the test.
pub(crate) struct Setup {
    pub d: Double,
    pub http: Arc<serenity::Http>,
    pub table: ChannelId,
    pub alice: UserId,
    pub bob: UserId,
    interactions: mpsc::UnboundedReceiver<serenity::Interaction>,
}

impl Setup {
    /// A guild with #table, alice and bob, a serenity client connected to the
    /// double, and a global `/ping` command registered.
    pub async fn new() -> Self {
        let d = Double::start().await;
        let (table, alice, bob) = table_with_players(&d, "Test Guild");
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
    pub async fn next(&mut self) -> serenity::Interaction {
        tokio::time::timeout(Duration::from_secs(5), self.interactions.recv())
            .await
            .expect("an interaction reaches the bot within 5 s")
            .expect("the client is running")
    }

    /// Alice runs /ping; returns the interaction as the bot received it.
    pub async fn ping(&mut self) -> serenity::CommandInteraction {
        self.d.slash(self.alice, self.table, "ping", &[]).await;
        match self.next().await {
            serenity::Interaction::Command(c) => c,
            other => panic!("expected a command interaction, got {other:?}"),
        }
    }

    pub async fn respond(
        &self,
        i: &serenity::CommandInteraction,
        body: Value,
    ) -> serenity::Result<()> {
        self.http
            .create_interaction_response(i.id, &i.token, &body, vec![])
            .await
    }
}

/// A guild named `server` with #table and two members, alice and bob.
pub(crate) fn table_with_players(d: &Double, server: &str) -> (ChannelId, UserId, UserId) {
    let guild = d.create_guild(server);
    let table = d.create_text_channel(guild, "table");
    let alice = d.create_user("alice");
    let bob = d.create_user("bob");
    d.add_member(guild, alice);
    d.add_member(guild, bob);
    (table, alice, bob)
}

/// (HTTP status, Discord error code) of a failed serenity call.
pub(crate) fn discord_error(result: Result<impl std::fmt::Debug, serenity::Error>) -> (u16, isize) {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => {
            (r.status_code.as_u16(), r.error.code)
        }
        other => panic!("expected a Discord error response, got {other:?}"),
    }
}

/// Takes the violations and asserts they are exactly one of `kind` whose
/// detail mentions `needle`.
pub(crate) fn expect_one_violation(d: &Double, kind: ViolationKind, needle: &str) {
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
pub(crate) fn schema_checks_available() -> bool {
    let available = std::path::Path::new(&spec_path()).exists();
    if !available {
        eprintln!("SKIPPED: Discord OpenAPI spec not found; this schema test did not run");
    }
    available
}

pub(crate) fn spec_path() -> String {
    std::env::var("DISCORD_OPENAPI_SPEC").unwrap_or_else(|_| {
        format!(
            "{}/../shared/discord-api-spec/openapi.json",
            env!("CARGO_MANIFEST_DIR")
        )
    })
}

pub(crate) fn button_row(custom_id: &str) -> Value {
    json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "Join", "custom_id": custom_id }] }])
}

/// A raw request with the bot's token; returns (status, lower-cased head, body).
pub(crate) async fn raw_call(
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

pub(crate) fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(": "))
}

pub(crate) async fn raw_http(d: &Double, request: &str) -> String {
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
