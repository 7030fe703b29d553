//! The delivery's own small HTTP path to Discord's REST API, for the few
//! calls it makes (post, edit and delete a message, open a DM).
//!
//! serenity 0.12 keeps no headers of a failed answer and cannot decode a
//! 429's body (`{message, retry_after, global}` has no `code`), so its
//! errors never say how long to wait. Here every call goes through the
//! [`Pacer`], and every answer's `X-RateLimit-*` headers and a 429's
//! `retry_after` are read and handed back to it. Same base URL and token as
//! serenity's client (`DISCORD_API_PROXY` included).

use super::pacer::Pacer;
use super::routes::{Heard, Priority, Route};
use crate::telemetry::{self, LimitScope, RestStatus};
use reqwest::header::HeaderMap;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

/// Tries per call while Discord fails with 5xx or cannot be reached:
/// waits of 250 ms, 0.5 s and 1 s between them, so a step gives up within
/// about 2 s and its lane waits for a later pass.
pub const ATTEMPTS: u32 = 4;
/// 429s waited out per call before the step gives up (each waits what
/// Discord said; more than a few means something else is spending the
/// budget, and the pass is better tried again later).
const MAX_LIMITED: u32 = 5;
const USER_AGENT: &str = concat!(
    "DiscordBot (https://github.com/nanuk, ",
    env!("CARGO_PKG_VERSION"),
    ")"
);

/// A failed REST call.
#[derive(Debug, thiserror::Error)]
pub enum RestError {
    #[error("Discord answered {status} (code {code}): {message}")]
    Status {
        status: u16,
        code: isize,
        message: String,
    },
    #[error("could not reach Discord: {0}")]
    Connection(String),
    #[error("could not read Discord's answer: {0}")]
    Decode(String),
    /// Not sent: the budget was busy for longer than the call's
    /// [`PATIENCE`] (work nobody waits for, done later instead).
    #[error("not sent: the rate limit budget is busy")]
    Deferred,
}

tokio::task_local! {
    /// How long a call made in this scope may wait for the pacer before it
    /// gives up with [`RestError::Deferred`]; unset: as long as it takes.
    pub static PATIENCE: std::time::Duration;
}

impl RestError {
    pub fn status_and_code(&self) -> Option<(u16, isize)> {
        match self {
            RestError::Status { status, code, .. } => Some((*status, *code)),
            _ => None,
        }
    }
}

/// A request body.
#[derive(Clone, Debug)]
pub enum Payload {
    None,
    Json(Value),
    /// `payload_json` and the files as `files[n]` (the payload's
    /// `attachments` names file `n` with id `n`).
    WithFiles {
        json: Value,
        files: Vec<(String, Vec<u8>)>,
    },
}

#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    /// `.../api/v10`
    base: String,
    /// `Bot <token>`: sent in a header, never logged.
    authorization: String,
    pacer: Arc<Pacer>,
}

impl Rest {
    /// Talks to where `http` talks (its proxy, or Discord), with its token.
    /// See [`Pacer::busy`].
    pub fn busy(&self) -> bool {
        self.pacer.busy()
    }

    /// See [`Pacer::pressed`].
    pub fn pressed(&self) -> bool {
        self.pacer.pressed()
    }

    /// See [`Pacer::take_headroom`].
    pub fn take_headroom(&self) -> bool {
        self.pacer.take_headroom()
    }

    /// See [`Pacer::route_ready`].
    pub fn route_ready(&self, route: Route) -> Option<tokio::time::Instant> {
        self.pacer.route_ready(route)
    }

    pub fn like(http: &serenity::http::Http, pacer: Arc<Pacer>) -> Rest {
        let root = http.proxy.as_deref().unwrap_or("https://discord.com");
        Rest {
            client: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .unwrap_or_default(),
            base: format!("{}/api/v10", root.trim_end_matches('/')),
            authorization: http.token().to_string(),
            pacer,
        }
    }

    /// Makes one call: paced, retried while Discord is busy (5xx,
    /// unreachable) and after a 429 once its `retry_after` has passed.
    /// Returns the answer's JSON (`Null` for 204).
    pub async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        payload: &Payload,
        route: Route,
        priority: Priority,
        what: &str,
    ) -> Result<Value, RestError> {
        let mut failures = 0;
        let mut limited = 0;
        loop {
            let queued = tokio::time::Instant::now();
            match PATIENCE.try_with(|p| *p) {
                Ok(patience) => {
                    let acquired = self.pacer.acquire(route, priority);
                    if tokio::time::timeout(patience, acquired).await.is_err() {
                        return Err(RestError::Deferred);
                    }
                }
                Err(_) => self.pacer.acquire(route, priority).await,
            }
            tracing::debug!(%what, ?priority, %method, waited = ?queued.elapsed(), "paced call");
            match self.once(method.clone(), path, payload, route).await {
                Ok(value) => return Ok(value),
                Err(Attempt::Limited { error, wait }) => {
                    limited += 1;
                    tracing::warn!(%what, ?wait, limited, "Discord rate limited a call; waiting what it says");
                    if limited >= MAX_LIMITED {
                        return Err(error);
                    }
                }
                Err(Attempt::Busy(error)) => {
                    failures += 1;
                    if failures >= ATTEMPTS {
                        return Err(error);
                    }
                    let wait = backoff(failures);
                    tracing::warn!(%what, attempt = failures, ?wait, error = %error, "Discord call failed; retrying");
                    tokio::time::sleep(wait).await;
                }
                Err(Attempt::Refused(error)) => return Err(error),
            }
        }
    }

    async fn once(
        &self,
        method: reqwest::Method,
        path: &str,
        payload: &Payload,
        route: Route,
    ) -> Result<Value, Attempt> {
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.base))
            .header(reqwest::header::AUTHORIZATION, &self.authorization)
            .header(reqwest::header::USER_AGENT, USER_AGENT);
        request = match payload {
            Payload::None => request,
            Payload::Json(json) => request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(json.to_string()),
            Payload::WithFiles { json, files } => {
                let mut form =
                    reqwest::multipart::Form::new().text("payload_json", json.to_string());
                for (n, (name, bytes)) in files.iter().enumerate() {
                    let file =
                        reqwest::multipart::Part::bytes(bytes.clone()).file_name(name.clone());
                    form = form.part(format!("files[{n}]"), file);
                }
                request.multipart(form)
            }
        };
        let response = request.send().await.map_err(|e| {
            telemetry::rest_call(route.label(), RestStatus::Unreachable);
            Attempt::Busy(RestError::Connection(e.without_url().to_string()))
        })?;
        let status = response.status().as_u16();
        let scope = response
            .headers()
            .get("x-ratelimit-scope")
            .and_then(|v| v.to_str().ok())
            .map(str::to_ascii_lowercase);
        let mut heard = heard(response.headers());
        let bytes = response
            .bytes()
            .await
            .map_err(|e| Attempt::Busy(RestError::Connection(e.without_url().to_string())))?;
        let body: Value = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or(Value::Null)
        };
        if status == 429 {
            let global = body["global"].as_bool().unwrap_or(false) || heard.limited.is_some();
            let wait = body["retry_after"]
                .as_f64()
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(Duration::from_secs_f64)
                .or(heard.reset_after)
                .unwrap_or(Duration::from_secs(1));
            heard.limited = Some((wait, global));
            let scope = match scope.as_deref() {
                _ if global => LimitScope::Global,
                Some("shared") => LimitScope::Shared,
                Some("global") => LimitScope::Global,
                _ => LimitScope::User,
            };
            telemetry::rest_call(route.label(), RestStatus::Limited(scope));
        } else {
            telemetry::rest_call(route.label(), RestStatus::Http(status));
        }
        self.pacer.heard(route, heard);
        if (200..300).contains(&status) {
            return Ok(body);
        }
        let error = RestError::Status {
            status,
            code: body["code"].as_i64().unwrap_or(0) as isize,
            message: body["message"].as_str().unwrap_or_default().to_string(),
        };
        Err(match status {
            429 => Attempt::Limited {
                error,
                wait: heard.limited.map(|l| l.0).unwrap_or_default(),
            },
            500.. => Attempt::Busy(error),
            _ => Attempt::Refused(error),
        })
    }
}

enum Attempt {
    Limited { error: RestError, wait: Duration },
    Busy(RestError),
    Refused(RestError),
}

/// What an answer's headers say about its bucket. `limited` is set here
/// only for `X-RateLimit-Global` (the caller completes it from the body).
fn heard(headers: &HeaderMap) -> Heard {
    let get = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let seconds = |name: &str| {
        get(name)
            .and_then(|v| v.parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(Duration::from_secs_f64)
    };
    let global = get("x-ratelimit-global").is_some_and(|v| v.eq_ignore_ascii_case("true"));
    Heard {
        remaining: get("x-ratelimit-remaining").and_then(|v| v.parse().ok()),
        reset_after: seconds("x-ratelimit-reset-after").or_else(|| seconds("retry-after")),
        limited: global.then(|| (seconds("retry-after").unwrap_or_default(), true)),
    }
}

/// How long to wait before try `attempt + 1`: 250 ms doubling, at most 8 s.
pub fn backoff(attempt: u32) -> Duration {
    crate::discord::retry::backoff(attempt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    #[test]
    fn headers_say_when_a_bucket_is_spent_and_when_the_limit_is_global() {
        let mut h = HeaderMap::new();
        h.insert("x-ratelimit-remaining", HeaderValue::from_static("0"));
        h.insert("x-ratelimit-reset-after", HeaderValue::from_static("1.5"));
        let heard = heard(&h);
        assert_eq!(heard.remaining, Some(0));
        assert_eq!(heard.reset_after, Some(Duration::from_millis(1500)));
        assert_eq!(heard.limited, None);
        h.insert("retry-after", HeaderValue::from_static("2"));
        h.insert("x-ratelimit-global", HeaderValue::from_static("true"));
        assert_eq!(heard_of(&h), Some((Duration::from_secs(2), true)));
    }

    fn heard_of(h: &HeaderMap) -> Option<(Duration, bool)> {
        heard(h).limited
    }
}
