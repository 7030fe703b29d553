//! The double's HTTP API: every request goes through one pipeline (auth,
//! injected faults, schema and limit checks) and then to its route.

mod application;
mod channels;
mod errors;
mod interactions;
mod multipart;
mod payload;
mod threads;

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::Inner;
use super::faults::{self, Fault};
use super::limits::{self, Surface};
use super::ratelimit::{self, Verdict};
use super::schema;
use super::violations::{Problem, ViolationKind};
use super::world::{RequestRecord, ServedError, World};

pub use multipart::UploadedFile;

use errors::DiscordError;

/// The largest body the double reads (Discord's own upload cap is far lower).
const MAX_BODY: usize = 64 << 20;

/// A parsed request.
pub struct Call {
    pub method: String,
    /// The full path, e.g. `/api/v10/channels/1/messages`.
    pub path: String,
    pub query: HashMap<String, String>,
    pub auth: Option<String>,
    pub body: Body,
}

pub enum Body {
    Empty,
    Json(Value),
    /// `payload_json` and `files[n]` of a multipart upload.
    Multipart {
        payload: Option<Value>,
        files: Vec<UploadedFile>,
    },
    Invalid(String),
}

impl Call {
    /// The JSON payload, from the body or a multipart's `payload_json`.
    pub fn json(&self) -> Option<&Value> {
        match &self.body {
            Body::Json(v) => Some(v),
            Body::Multipart { payload, .. } => payload.as_ref(),
            Body::Empty | Body::Invalid(_) => None,
        }
    }

    pub fn files(&self) -> &[UploadedFile] {
        match &self.body {
            Body::Multipart { files, .. } => files,
            _ => &[],
        }
    }

    pub fn label(&self) -> String {
        format!("{} {}", self.method, self.path)
    }

    fn segments(&self) -> Option<Vec<&str>> {
        let rest = self.path.strip_prefix("/api/v10/")?;
        Some(rest.trim_end_matches('/').split('/').collect())
    }
}

/// A response; `body: None` is 204 No Content.
pub struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(&'static str, String)>,
}

impl Reply {
    pub fn ok(body: Value) -> Self {
        Self {
            status: 200,
            body: Some(body),
            headers: vec![],
        }
    }

    pub fn no_content() -> Self {
        Self {
            status: 204,
            body: None,
            headers: vec![],
        }
    }

    /// Discord's error body; serenity cannot decode one without `code`.
    pub fn error(e: DiscordError) -> Self {
        Self {
            status: e.status,
            body: Some(json!({ "code": e.code, "message": e.message })),
            headers: vec![],
        }
    }
}

impl IntoResponse for Reply {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).expect("the double uses valid statuses");
        let mut response = match self.body {
            Some(body) => {
                let mut r = (status, body.to_string()).into_response();
                r.headers_mut().insert(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                );
                r
            }
            None => status.into_response(),
        };
        for (name, value) in self.headers {
            let value = HeaderValue::from_str(&value).expect("header values are ASCII");
            response.headers_mut().insert(name, value);
        }
        response
    }
}

/// The axum fallback handler: every path except the gateway lands here.
pub async fn handle(State(inner): State<Arc<Inner>>, request: Request) -> Response {
    let jitter = inner.config.arrival_jitter;
    if !jitter.is_zero() {
        tokio::time::sleep(jitter.mul_f64(arrival_fraction())).await;
    }
    let (parts, body) = request.into_parts();
    let bytes = match axum::body::to_bytes(body, MAX_BODY).await {
        Ok(bytes) => bytes,
        Err(e) => {
            let message = format!("cannot read the body: {e}");
            return (StatusCode::BAD_REQUEST, message).into_response();
        }
    };
    let header = |name| {
        parts
            .headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    let content_type = header(header::CONTENT_TYPE).unwrap_or_default();
    let body = if bytes.is_empty() {
        Body::Empty
    } else if content_type.starts_with("multipart/form-data") {
        multipart::parse(&content_type, &bytes)
    } else {
        match serde_json::from_slice(&bytes) {
            Ok(v) => Body::Json(v),
            Err(e) => Body::Invalid(format!("body is not JSON: {e}")),
        }
    };
    let query = parts
        .uri
        .query()
        .unwrap_or_default()
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    let call = Call {
        method: parts.method.as_str().to_owned(),
        path: parts.uri.path().to_owned(),
        query,
        auth: header(header::AUTHORIZATION),
        body,
    };
    if call.method == "GET" && call.path.starts_with("/attachments/") {
        return inner.read(|w| download(w, &call)).into_response();
    }
    let (reply, delay) = inner.mutate(|w| (serve(w, &call), w.reply_delay.take()));
    if let Some(delay) = delay {
        tokio::time::sleep(delay).await;
    }
    reply.into_response()
}

/// Serves uploaded attachment bytes at the URL the message object names.
fn download(world: &World, call: &Call) -> Response {
    let id = call
        .path
        .split('/')
        .nth(3)
        .and_then(|s| s.parse::<u64>().ok());
    let found = world
        .messages
        .values()
        .flat_map(|m| m.versions.iter().flat_map(|v| v.attachments.iter()))
        .find(|a| Some(a.id.0) == id);
    match found {
        Some(a) => (StatusCode::OK, a.bytes.as_ref().clone()).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

fn serve(world: &mut World, call: &Call) -> Reply {
    let reply = pipeline(world, call);
    let record = RequestRecord {
        method: call.method.clone(),
        path: call.path.clone(),
        status: reply.status,
        at: world.now(),
        verbs: control_verbs(&call.body),
    };
    world.requests.push(record);
    let now = world.now();
    world.rate.answered(reply.status, now);
    reply
}

/// The distinct verbs of the `nk:` custom ids in a request's body, in
/// the order met.
fn control_verbs(body: &Body) -> String {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                if let Some(Value::String(id)) = map.get("custom_id")
                    && let Some(verb) = id.strip_prefix("nk:").and_then(|r| r.split(':').nth(2))
                    && !out.iter().any(|v| v == verb)
                {
                    out.push(verb.to_owned());
                }
                map.values().for_each(|v| walk(v, out));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    match body {
        Body::Json(v) => walk(v, &mut out),
        Body::Multipart {
            payload: Some(v), ..
        } => walk(v, &mut out),
        _ => {}
    }
    out.join(",")
}

fn pipeline(world: &mut World, call: &Call) -> Reply {
    let label = call.label();
    let Some(segments) = call.segments() else {
        world.violation(ViolationKind::UnknownRoute, &label, "not below /api/v10/");
        return Reply::error(errors::NOT_FOUND);
    };
    if let Err(problem) = check_auth(world, call, &segments) {
        world.violation(ViolationKind::Unauthorized, &label, problem);
        return Reply::error(errors::UNAUTHORIZED);
    }
    let mut fail_after = None;
    match faults::take(&mut world.faults, &call.method, &segments) {
        Some(Fault::ServedThenServerError(status)) => fail_after = Some(status),
        Some(Fault::ServedThenLateServerError(status, after)) => {
            fail_after = Some(status);
            world.reply_delay = Some(after);
        }
        Some(fault) => return served_fault(world, &label, fault),
        None => {}
    }
    let mut limit_headers = Vec::new();
    // Discord limits per token; requests without one (the gateway URL,
    // interaction callbacks sent bare) are limited per IP by figures it
    // does not publish, so the double leaves them alone.
    if let Some(config) = world.config.rate_limits.clone()
        && call.auth.is_some()
    {
        let now = world.now();
        let clock = Arc::clone(&world.clock);
        let unix_secs = |t| clock.unix_ms(t) as f64 / 1000.0;
        match world
            .rate
            .check(&config, &call.method, &segments, now, unix_secs)
        {
            Verdict::Pass(headers) => limit_headers = headers,
            Verdict::Limited { body, headers } => {
                return rate_limited(world, &label, body, headers);
            }
        }
    }
    let mut reply = checked(world, call, &segments);
    if let Some(status) = fail_after {
        // Served, then answered as if it failed ("uncertain" answers).
        reply = served_fault(world, &label, Fault::ServerError(status));
    }
    reply.headers.extend(limit_headers);
    reply
}

/// The request passed auth, faults and rate limits: check and serve it.
fn checked(world: &mut World, call: &Call, segments: &[&str]) -> Reply {
    let label = call.label();
    if let Body::Invalid(why) = &call.body {
        world.violation(ViolationKind::Schema, &label, why.clone());
        return Reply::error(errors::INVALID_JSON);
    }
    if let Some(body) = call.json()
        && let Some(reply) = check_body(world, call, segments, body)
    {
        return reply;
    }
    route(world, call, segments)
}

fn rate_limited(
    world: &mut World,
    label: &str,
    body: Value,
    headers: Vec<(&'static str, String)>,
) -> Reply {
    world.served_errors.push(ServedError {
        request: label.to_owned(),
        status: 429,
        code: 0,
        message: ratelimit::RATE_LIMITED.to_owned(),
        at: world.now(),
    });
    Reply {
        status: 429,
        body: Some(body),
        headers,
    }
}

/// Bot-token routes need `Authorization: Bot <token>`; the token-in-path
/// routes (interaction callback, webhooks) and `GET /gateway` do not, but a
/// header sent there must still be right.
fn check_auth(world: &World, call: &Call, segments: &[&str]) -> Result<(), String> {
    let token_in_path = matches!(
        segments,
        ["interactions", ..] | ["webhooks", ..] | ["gateway"]
    );
    let expected = format!("Bot {}", world.config.token);
    match &call.auth {
        Some(auth) if *auth == expected => Ok(()),
        Some(auth) => Err(format!(
            "Authorization header {auth:?} is not \"Bot <the token>\""
        )),
        None if token_in_path => Ok(()),
        None => Err("no Authorization header".to_owned()),
    }
}

fn served_fault(world: &mut World, label: &str, fault: Fault) -> Reply {
    match fault {
        Fault::RateLimited {
            retry_after,
            global,
        } => {
            let scope = if global {
                ratelimit::Scope::Global
            } else {
                ratelimit::Scope::User
            };
            let wait = std::time::Duration::from_secs_f64(retry_after);
            let (body, headers) = ratelimit::limited(wait, scope, None);
            rate_limited(world, label, body, headers)
        }
        Fault::ServerError(status)
        | Fault::ServedThenServerError(status)
        | Fault::ServedThenLateServerError(status, _) => {
            world.served_errors.push(ServedError {
                request: label.to_owned(),
                status,
                code: 0,
                message: SERVER_ERROR.to_owned(),
                at: world.now(),
            });
            Reply::error(DiscordError {
                status,
                code: 0,
                message: SERVER_ERROR,
            })
        }
    }
}

const SERVER_ERROR: &str = "500: Internal Server Error";

/// Schema and limit checks; `Some` is the 400 Discord would answer.
fn check_body(world: &mut World, call: &Call, segments: &[&str], body: &Value) -> Option<Reply> {
    let label = call.label();
    let mut problems: Vec<(&str, Problem)> = Vec::new();
    if let Some(spec) = schema::spec()
        && let Some(template) = spec.operation(&call.method, segments)
        && let Err(found) = spec.validate(&call.method, template, body)
    {
        let detail = found
            .iter()
            .map(Problem::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        world.violation(
            ViolationKind::Schema,
            &label,
            format!("{template}: {detail}"),
        );
        problems.extend(found.into_iter().map(|p| ("SCHEMA_VIOLATION", p)));
    }
    if let Some((pointer, surface)) = message_payload(&call.method, segments, body) {
        let payload = body.pointer(pointer).unwrap_or(&Value::Null);
        let found = limits::check_message(payload, surface);
        if !found.is_empty() {
            let detail = found
                .iter()
                .map(Problem::to_string)
                .collect::<Vec<_>>()
                .join("; ");
            world.violation(ViolationKind::DiscordLimit, &label, detail);
            problems.extend(found.into_iter().map(|p| {
                let at = format!("{pointer}{}", p.at);
                ("DISCORD_LIMIT", Problem { at, ..p })
            }));
        }
    }
    (!problems.is_empty()).then(|| invalid_form_body(&problems))
}

/// Discord's 50035 body: errors nested along the path to the bad field, as
/// `{"components": {"0": {"custom_id": {"_errors": [{code, message}]}}}}`.
fn invalid_form_body(problems: &[(&str, Problem)]) -> Reply {
    let mut errors = json!({});
    for (code, problem) in problems {
        let mut node = &mut errors;
        for segment in problem.at.split('/').filter(|s| !s.is_empty()) {
            node = node
                .as_object_mut()
                .expect("error nodes are objects")
                .entry(segment)
                .or_insert(json!({}));
        }
        let list = node
            .as_object_mut()
            .expect("error nodes are objects")
            .entry("_errors")
            .or_insert(json!([]));
        list.as_array_mut()
            .expect("_errors is a list")
            .push(json!({ "code": code, "message": problem.message }));
    }
    let body = json!({ "code": 50035, "message": "Invalid Form Body", "errors": errors });
    Reply {
        status: 400,
        body: Some(body),
        headers: vec![],
    }
}

/// Where the message payload sits in a request body (a JSON pointer), if
/// the request carries one.
fn message_payload(
    method: &str,
    segments: &[&str],
    body: &Value,
) -> Option<(&'static str, Surface)> {
    match (method, segments) {
        ("POST", ["channels", _, "messages"]) | ("PATCH", ["channels", _, "messages", _]) => {
            Some(("", Surface::ChannelMessage))
        }
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            Some(("", Surface::Interaction))
        }
        ("POST", ["interactions", _, _, "callback"])
            if matches!(body["type"].as_u64(), Some(4 | 7)) =>
        {
            Some(("/data", Surface::Interaction))
        }
        _ => None,
    }
}

fn route(w: &mut World, call: &Call, segments: &[&str]) -> Reply {
    use application as app;
    use channels as ch;
    use interactions as ix;
    match (call.method.as_str(), segments) {
        ("GET", ["gateway"]) => app::gateway(w, false),
        ("GET", ["gateway", "bot"]) => app::gateway(w, true),
        ("GET", ["users", "@me"]) => Reply::ok(super::objects::current_user(w)),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Reply::ok(super::objects::application(w))
        }
        ("GET", ["users", user]) => ch::get_user(w, call, user),
        (_, ["applications", app, "commands", rest @ ..]) => {
            app::commands(w, call, app, None, rest)
        }
        (_, ["applications", app, "guilds", guild, "commands", rest @ ..]) => {
            app::commands(w, call, app, Some(guild), rest)
        }
        ("POST", ["interactions", id, token, "callback"]) => ix::callback(w, call, id, token),
        ("POST", ["webhooks", app, token]) => ix::followup(w, call, app, token),
        ("GET" | "PATCH" | "DELETE", ["webhooks", app, token, "messages", message]) => {
            ix::webhook_message(w, call, app, token, message)
        }
        ("POST", ["users", "@me", "channels"]) => ch::create_dm(w, call),
        ("GET", ["channels", channel]) => ch::get_channel(w, call, channel),
        ("PATCH", ["channels", channel]) => threads::modify(w, call, channel),
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            threads::start_from_message(w, call, channel, message)
        }
        ("POST", ["channels", channel, "typing"]) => ch::typing(w, call, channel),
        ("GET", ["channels", channel, "messages"]) => ch::list_messages(w, call, channel),
        ("POST", ["channels", channel, "messages"]) => ch::create_message(w, call, channel),
        ("GET" | "PATCH" | "DELETE", ["channels", channel, "messages", message]) => {
            ch::message(w, call, channel, message)
        }
        ("GET", ["guilds", guild]) => ch::get_guild(w, call, guild),
        ("GET", ["guilds", guild, "channels"]) => ch::guild_channels(w, call, guild),
        ("GET", ["guilds", guild, "roles"]) => ch::guild_roles(w, call, guild),
        ("GET", ["guilds", guild, "members", user]) => ch::guild_member(w, call, guild, user),
        _ => {
            let detail = "the double does not serve this route".to_owned();
            violation(
                w,
                call,
                ViolationKind::UnknownRoute,
                errors::NOT_FOUND,
                detail,
            )
        }
    }
}

/// Checks the double's own answer against the spec's response schema; a
/// mismatch is a bug of the double (serenity or the bot might rely on
/// what the double gets wrong), so it is recorded, and the answer sent.
pub fn check_response(w: &mut World, call: &Call, reply: Reply) -> Reply {
    let (Some(spec), Some(body), Some(segments)) = (schema::spec(), &reply.body, call.segments())
    else {
        return reply;
    };
    let Some(template) = spec.operation(&call.method, &segments) else {
        return reply;
    };
    if let Err(found) = spec.validate_response(&call.method, template, reply.status, body) {
        let detail = found
            .iter()
            .map(Problem::to_string)
            .collect::<Vec<_>>()
            .join("; ");
        let detail = format!("the double's answer breaks {template}: {detail}");
        w.violation(ViolationKind::DoubleBug, &call.label(), detail);
    }
    reply
}

/// A Discord error the bot is expected to handle (not a violation).
pub fn served_error(w: &mut World, call: &Call, e: DiscordError) -> Reply {
    let served = ServedError {
        request: call.label(),
        status: e.status,
        code: e.code,
        message: e.message.to_owned(),
        at: w.now(),
    };
    w.served_errors.push(served);
    Reply::error(e)
}

/// A Discord error caused by a bot bug: answered and recorded as a violation.
pub fn violation(
    w: &mut World,
    call: &Call,
    kind: ViolationKind,
    e: DiscordError,
    detail: String,
) -> Reply {
    w.violation(kind, &call.label(), detail);
    Reply::error(e)
}

pub fn parse_id(segment: &str) -> Option<u64> {
    segment.parse().ok()
}

/// A uniform fraction in [0, 1) for the arrival jitter (xorshift; the
/// sequence needs no seed of its own to be reproducible).
fn arrival_fraction() -> f64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static STATE: AtomicU64 = AtomicU64::new(0x9E37_79B9_7F4A_7C15);
    let mut x = STATE.load(Ordering::Relaxed);
    loop {
        let mut next = x;
        next ^= next << 13;
        next ^= next >> 7;
        next ^= next << 17;
        match STATE.compare_exchange_weak(x, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return (next >> 11) as f64 / (1u64 << 53) as f64,
            Err(seen) => x = seen,
        }
    }
}
