//! Discord's rate limits, as documented
//! (<https://discord.com/developers/docs/topics/rate-limits>):
//!
//! - a global limit of 50 requests per second per bot token, from which
//!   interaction endpoints (`/interactions/...` callbacks and
//!   `/webhooks/{app}/{token}/...`) are exempt;
//! - per-route buckets keyed by the route and its major parameter (the
//!   channel, guild or webhook); message create and message edit allow 5
//!   per 5 s per channel (a DM is a channel);
//! - every answer carries `X-RateLimit-Limit/Remaining/Reset/Reset-After/
//!   Bucket`; a 429 adds `Retry-After`, `X-RateLimit-Scope` and, for the
//!   global limit, `X-RateLimit-Global`, with the body
//!   `{message, retry_after, global}`;
//! - 401, 403 and 429 answers are invalid requests, counted per 10 minutes
//!   (Discord bans an IP for an hour past 10,000).
//!
//! Windows are fixed, as Discord's are: a bucket's window opens with its
//! first request and resets `period` later. Time is the double's clock.
//! Only requests that carry the token are limited (Discord's per-IP limits
//! for the others are not published).

use std::collections::{HashMap, VecDeque};
use std::hash::{Hash, Hasher};
use std::time::Duration;

use serde_json::{Value, json};

/// The limits the double enforces.
#[derive(Clone, Debug, PartialEq)]
pub struct RateLimitConfig {
    /// Requests per second per token outside the interaction endpoints.
    pub global_per_second: u32,
    /// `POST /channels/{id}/messages`, per channel.
    pub message_create: Limit,
    /// `PATCH /channels/{id}/messages/{id}`, per channel.
    pub message_edit: Limit,
    /// Every other route, per route and major parameter.
    pub other: Limit,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limit {
    pub requests: u32,
    pub period: Duration,
}

impl Limit {
    pub const fn new(requests: u32, period: Duration) -> Self {
        Self { requests, period }
    }
}

impl RateLimitConfig {
    /// Discord's documented figures.
    pub fn discord() -> Self {
        Self {
            global_per_second: 50,
            message_create: Limit::new(5, Duration::from_secs(5)),
            message_edit: Limit::new(5, Duration::from_secs(5)),
            other: Limit::new(50, Duration::from_secs(1)),
        }
    }
}

pub const RATE_LIMITED: &str = "You are being rate limited.";
/// Discord's window for counting invalid requests.
pub const INVALID_WINDOW: Duration = Duration::from_secs(600);

/// Which limit refused a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// The route's bucket for this token.
    User,
    /// The token's global limit.
    Global,
    /// A resource shared with others (the double never uses it on its own;
    /// injected 429s may).
    Shared,
}

impl Scope {
    fn header(self) -> &'static str {
        match self {
            Scope::User => "user",
            Scope::Global => "global",
            Scope::Shared => "shared",
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Window {
    started: Duration,
    used: u32,
}

impl Window {
    /// Resets the window if it is over; `true` if one more fits.
    fn roll(&mut self, now: Duration, limit: Limit) -> bool {
        if self.used == 0 || now >= self.started + limit.period {
            self.started = now;
            self.used = 0;
        }
        self.used < limit.requests
    }

    fn reset_after(&self, now: Duration, limit: Limit) -> Duration {
        (self.started + limit.period).saturating_sub(now)
    }
}

/// The limiter's state, in the double's world.
#[derive(Debug, Default)]
pub struct RateLimits {
    global: Window,
    buckets: HashMap<String, Window>,
    /// When each invalid request (401, 403, 429) was answered.
    invalid: VecDeque<Duration>,
    /// Every invalid request ever, and every 429 by scope.
    pub invalid_total: u64,
    pub limited_user: u64,
    pub limited_global: u64,
}

/// A route's bucket: its name for the header and the limit that applies.
struct Route {
    /// The route with its major parameter, e.g. `POST channels/1/messages`.
    key: String,
    limit: Limit,
    global: bool,
}

fn route(config: &RateLimitConfig, method: &str, segments: &[&str]) -> Route {
    let exempt = matches!(segments, ["interactions", ..] | ["webhooks", ..]);
    let limit = match (method, segments) {
        ("POST", ["channels", _, "messages"]) => config.message_create,
        ("PATCH", ["channels", _, "messages", _]) => config.message_edit,
        _ => config.other,
    };
    // The major parameter stays; other ids become placeholders, so all
    // messages of a channel share the channel's bucket.
    let mut key = method.to_owned();
    let mut major_next = false;
    for (i, s) in segments.iter().enumerate() {
        let major = major_next || (i == 1 && exempt);
        major_next = matches!(*s, "channels" | "guilds" | "webhooks") && i == 0;
        key.push(' ');
        if major || !s.bytes().all(|b| b.is_ascii_digit()) {
            key.push_str(s);
        } else {
            key.push_str(":id");
        }
    }
    Route {
        key,
        limit,
        global: !exempt,
    }
}

fn bucket_hash(key: &str) -> String {
    // The route without its major parameter names the bucket, as Discord's
    // opaque hashes are shared by all channels of one route.
    let mut h = std::hash::DefaultHasher::new();
    key.split(' ')
        .filter(|s| !s.bytes().all(|b| b.is_ascii_digit()))
        .collect::<Vec<_>>()
        .hash(&mut h);
    format!("{:016x}", h.finish())
}

/// What the limiter decided about a request.
pub enum Verdict {
    /// Serve it; put these headers on the answer.
    Pass(Vec<(&'static str, String)>),
    /// Answer 429 with this status, body and headers.
    Limited {
        body: Value,
        headers: Vec<(&'static str, String)>,
    },
}

impl RateLimits {
    /// Counts the request against its bucket and (unless exempt) the global
    /// limit, or refuses it. `unix_secs` turns a moment of the double's
    /// clock into Unix seconds for `X-RateLimit-Reset`.
    pub fn check(
        &mut self,
        config: &RateLimitConfig,
        method: &str,
        segments: &[&str],
        now: Duration,
        unix_secs: impl Fn(Duration) -> f64,
    ) -> Verdict {
        let route = route(config, method, segments);
        let global_limit = Limit::new(config.global_per_second, Duration::from_secs(1));
        if route.global && !self.global.roll(now, global_limit) {
            self.limited_global += 1;
            let wait = self.global.reset_after(now, global_limit);
            let (body, headers) = limited(wait, Scope::Global, None);
            return Verdict::Limited { body, headers };
        }
        let bucket = self.buckets.entry(route.key.clone()).or_default();
        let limit = route.limit;
        let hash = bucket_hash(&route.key);
        let headers = |b: &Window, now: Duration| {
            let reset_after = b.reset_after(now, limit);
            vec![
                ("x-ratelimit-limit", limit.requests.to_string()),
                (
                    "x-ratelimit-remaining",
                    limit.requests.saturating_sub(b.used).to_string(),
                ),
                (
                    "x-ratelimit-reset",
                    format!("{:.3}", unix_secs(b.started + limit.period)),
                ),
                (
                    "x-ratelimit-reset-after",
                    format!("{:.3}", reset_after.as_secs_f64()),
                ),
                ("x-ratelimit-bucket", hash.clone()),
            ]
        };
        if !bucket.roll(now, limit) {
            self.limited_user += 1;
            let wait = bucket.reset_after(now, limit);
            let headers = headers(bucket, now);
            let (body, headers) = limited(wait, Scope::User, Some(headers));
            return Verdict::Limited { body, headers };
        }
        bucket.used += 1;
        if route.global {
            self.global.used += 1;
        }
        Verdict::Pass(headers(bucket, now))
    }

    /// Books an answer: 401, 403 and 429 are invalid requests.
    pub fn answered(&mut self, status: u16, now: Duration) {
        if matches!(status, 401 | 403 | 429) {
            self.invalid.push_back(now);
            self.invalid_total += 1;
        }
        self.forget_old(now);
    }

    /// Invalid requests in the last 10 minutes.
    pub fn invalid_recent(&mut self, now: Duration) -> usize {
        self.forget_old(now);
        self.invalid.len()
    }

    fn forget_old(&mut self, now: Duration) {
        while self
            .invalid
            .front()
            .is_some_and(|t| now.saturating_sub(*t) >= INVALID_WINDOW)
        {
            self.invalid.pop_front();
        }
    }

    /// Forgets every window (the tests' "the limits are fresh").
    pub fn reset_windows(&mut self) {
        self.global = Window::default();
        self.buckets.clear();
    }
}

/// A 429 as Discord sends it: `retry_after` in seconds (fractional) in the
/// body, rounded up in `Retry-After`.
pub fn limited(
    wait: Duration,
    scope: Scope,
    bucket_headers: Option<Vec<(&'static str, String)>>,
) -> (Value, Vec<(&'static str, String)>) {
    let retry_after = (wait.as_secs_f64() * 1000.0).ceil() / 1000.0;
    let global = scope == Scope::Global;
    let body = json!({
        "message": RATE_LIMITED,
        "retry_after": retry_after,
        "global": global,
    });
    let mut headers = bucket_headers.unwrap_or_default();
    headers.push(("retry-after", format!("{}", retry_after.ceil() as u64)));
    headers.push(("x-ratelimit-scope", scope.header().to_owned()));
    if global {
        headers.push(("x-ratelimit-global", "true".to_owned()));
    } else if !headers.iter().any(|(n, _)| *n == "x-ratelimit-reset-after") {
        headers.push(("x-ratelimit-limit", "5".to_owned()));
        headers.push(("x-ratelimit-remaining", "0".to_owned()));
        headers.push(("x-ratelimit-reset-after", format!("{retry_after:.3}")));
        headers.push(("x-ratelimit-bucket", "double-injected".to_owned()));
    }
    (body, headers)
}
