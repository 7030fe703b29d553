//! Retrying Discord calls, and telling Discord's errors apart.
//!
//! For the calls made through serenity (interaction answers, the token
//! check). With `DISCORD_API_PROXY` set, serenity's own ratelimiter is off
//! (it would bypass the proxy), so 429s and 5xx come back as errors and are
//! retried here. serenity 0.12 keeps no headers of an error and cannot
//! decode a 429's body, so these back off exponentially; interaction
//! answers are exempt from the global limit and have a bucket per
//! interaction, so they rarely meet one. The delivery's calls, which spend
//! the global budget, go through its own paced HTTP path instead
//! (`delivery::rest`), which reads `retry_after` (see docs/decisions.md).

use serenity::http::HttpError;
use std::future::Future;
use std::time::Duration;

/// Discord's JSON error codes the bot acts on.
pub mod code {
    pub const UNKNOWN_CHANNEL: isize = 10003;
    pub const UNKNOWN_MESSAGE: isize = 10008;
    pub const UNKNOWN_INTERACTION: isize = 10062;
    pub const MISSING_ACCESS: isize = 50001;
    /// "Cannot send messages to this user": their DMs are closed.
    pub const CANNOT_DM: isize = 50007;
    pub const MISSING_PERMISSIONS: isize = 50013;
    /// Too many edits to messages older than an hour.
    pub const OLD_MESSAGE_EDITS: isize = 30046;
    pub const ALREADY_ACKNOWLEDGED: isize = 40060;
    /// "Cannot execute action on this channel type" (no threads here).
    pub const WRONG_CHANNEL_TYPE: isize = 50024;
    /// The thread is archived: reopen it before editing in it.
    pub const THREAD_ARCHIVED: isize = 50083;
    /// The message already has a thread (its id is the message's).
    pub const THREAD_ALREADY_CREATED: isize = 160004;
}

/// What a failed call means for the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Worth trying again soon: rate limited, a Discord server error, or
    /// the connection failed.
    Transient,
    /// The user does not accept DMs from the bot.
    DmClosed,
    /// The message is too old to edit: post a new one instead.
    TooOldToEdit,
    /// The message is in an archived thread: reopen the thread first.
    Archived,
    /// The message or channel is gone.
    Gone,
    /// The bot may not do that there (permissions, access).
    Forbidden,
    /// Not sent yet: the bot's own pacing put it off (see
    /// `delivery::rest::PATIENCE`); the step is done later.
    Deferred,
    /// Anything else: a bug or a request Discord will never accept.
    Permanent,
}

/// The HTTP status and Discord JSON code of a failed call, if it got that far.
pub fn status_and_code(err: &serenity::Error) -> Option<(u16, isize)> {
    match err {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            Some((r.status_code.as_u16(), r.error.code))
        }
        _ => None,
    }
}

pub fn classify(err: &serenity::Error) -> Failure {
    match err {
        serenity::Error::Http(HttpError::Request(_)) => Failure::Transient,
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            failure_of(r.status_code.as_u16(), r.error.code)
        }
        _ => Failure::Permanent,
    }
}

/// What Discord's answer (HTTP status, JSON code) means for the caller.
pub fn failure_of(status: u16, json_code: isize) -> Failure {
    match json_code {
        _ if status == 429 || status >= 500 => Failure::Transient,
        code::CANNOT_DM => Failure::DmClosed,
        code::OLD_MESSAGE_EDITS => Failure::TooOldToEdit,
        code::THREAD_ARCHIVED => Failure::Archived,
        code::UNKNOWN_MESSAGE | code::UNKNOWN_CHANNEL => Failure::Gone,
        code::MISSING_ACCESS | code::MISSING_PERMISSIONS => Failure::Forbidden,
        _ if status == 404 => Failure::Gone,
        _ if status == 403 => Failure::Forbidden,
        _ => Failure::Permanent,
    }
}

/// How long to wait before try `attempt` (1-based): 250 ms doubling, at most
/// 8 s.
pub fn backoff(attempt: u32) -> Duration {
    let ms = 250u64.saturating_mul(1 << attempt.saturating_sub(1).min(5));
    Duration::from_millis(ms.min(8_000))
}

/// Tries `call` up to `attempts` times while its failures are transient.
pub async fn retry<T, F, Fut>(what: &str, attempts: u32, call: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    retry_by(what, attempts, classify, call).await
}

async fn retry_by<T, E, F, Fut>(
    what: &str,
    attempts: u32,
    classify: impl Fn(&E) -> Failure,
    mut call: F,
) -> Result<T, E>
where
    E: std::fmt::Display,
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, E>>,
{
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(value) => return Ok(value),
            Err(e) if attempt < attempts && classify(&e) == Failure::Transient => {
                let wait = backoff(attempt);
                tracing::warn!(%what, attempt, ?wait, error = %e, "Discord call failed; retrying");
                tokio::time::sleep(wait).await;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_a_cap() {
        assert_eq!(backoff(1), Duration::from_millis(250));
        assert_eq!(backoff(2), Duration::from_millis(500));
        assert_eq!(backoff(4), Duration::from_secs(2));
        assert_eq!(backoff(30), Duration::from_secs(8));
    }

    fn kind(e: &&str) -> Failure {
        if *e == "busy" {
            Failure::Transient
        } else {
            Failure::Permanent
        }
    }

    #[tokio::test(start_paused = true)]
    async fn transient_failures_are_retried_and_others_are_not() {
        let mut calls = 0;
        let result = retry_by("test", 5, kind, || {
            calls += 1;
            let outcome = if calls < 3 { Err("busy") } else { Ok(7) };
            async move { outcome }
        })
        .await;
        assert_eq!(result, Ok(7));
        assert_eq!(calls, 3);

        let mut calls = 0;
        let result: Result<u8, _> = retry_by("test", 5, kind, || {
            calls += 1;
            async { Err("refused") }
        })
        .await;
        assert_eq!(result, Err("refused"));
        assert_eq!(calls, 1, "a permanent failure is not retried");

        let mut calls = 0;
        let result: Result<u8, _> = retry_by("test", 3, kind, || {
            calls += 1;
            async { Err("busy") }
        })
        .await;
        assert_eq!(result, Err("busy"));
        assert_eq!(calls, 3, "gives up after the attempts");
    }
}
