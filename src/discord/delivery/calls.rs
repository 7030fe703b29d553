//! The Discord calls the worker makes, each paced and retried by
//! [`Rest`] (429s after their `retry_after`, 5xx and connection errors a
//! few times).

use super::error::DeliveryError;
use super::rest::{Payload, Rest, RestError};
use super::routes::{Priority, Route};
use crate::discord::convert;
use crate::discord::screen::Screen;
use reqwest::Method;
use serde_json::{Value, json};
use serenity::all::{CreateAllowedMentions, CreateMessage, EditMessage, Message, Nonce, UserId};

pub use super::rest::ATTEMPTS;

/// A message to post: its JSON, and the files to attach.
#[derive(Clone, Debug)]
pub struct Outgoing {
    json: Value,
    files: Vec<(String, Vec<u8>)>,
}

/// The nonce of one message a step posts: the step's first outbox id and
/// what the message is (`tag`), at most 25 characters as Discord requires.
/// With `enforce_nonce`, posting it again within a few minutes returns
/// the message already posted instead of a second one.
pub fn nonce(outbox_id: i64, tag: &str) -> Nonce {
    let nonce = match EPOCH.load(std::sync::atomic::Ordering::Relaxed) {
        0 => format!("{outbox_id}:{tag}"),
        // A restored database reuses outbox ids its predecessor posted
        // with: its nonces must differ.
        epoch => format!("{outbox_id}:{tag}:r{epoch}"),
    };
    if nonce.len() <= MAX_NONCE {
        return Nonce::String(nonce);
    }
    // Only with outbox ids past 10^15 or so: a digest (FNV-1a, the same
    // in every build), still the same for the same message.
    let digest = nonce.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    Nonce::String(format!("{digest:x}"))
}

/// When the database was restored ([`GameService::delivery_epoch`]), set
/// when a delivery worker is made (one database per process).
///
/// [`GameService::delivery_epoch`]: crate::service::GameService::delivery_epoch
static EPOCH: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Sets the epoch the nonces carry.
pub fn set_epoch(epoch: u32) {
    EPOCH.store(epoch, std::sync::atomic::Ordering::Relaxed);
}

/// Discord's limit on a nonce's length.
const MAX_NONCE: usize = 25;

/// A message for `screen` that pings exactly `pings` (user-chosen names
/// cannot ping anyone, `@everyone` included).
pub fn message(screen: &Screen, nonce: Nonce, pings: &[u64]) -> Outgoing {
    let builder: CreateMessage = convert::create_message(screen)
        .nonce(nonce)
        .enforce_nonce(true)
        .allowed_mentions(
            CreateAllowedMentions::new().users(pings.iter().map(|&u| UserId::new(u))),
        );
    Outgoing {
        json: serde_json::to_value(&builder).unwrap_or(Value::Null),
        files: Vec::new(),
    }
}

/// A plain-text message.
pub fn text(content: &str, nonce: Nonce, pings: &[u64]) -> Outgoing {
    let screen = Screen {
        content: content.to_string(),
        ..Screen::default()
    };
    message(&screen, nonce, pings)
}

/// Attaches one more file: `files[n]`, named by attachment id `n`.
pub fn with_file(mut message: Outgoing, name: String, bytes: Vec<u8>) -> Outgoing {
    message.files.push((name, bytes));
    message.json["attachments"] = message
        .files
        .iter()
        .enumerate()
        .map(|(id, (name, _))| json!({ "id": id, "filename": name }))
        .collect();
    message
}

fn parse_message(what: &'static str, value: Value) -> Result<Message, DeliveryError> {
    serde_json::from_value(value)
        .map_err(|e| DeliveryError::discord(what, RestError::Decode(e.to_string())))
}

pub async fn post(
    rest: &Rest,
    channel: u64,
    message: &Outgoing,
    priority: Priority,
    what: &'static str,
) -> Result<Message, DeliveryError> {
    let payload = if message.files.is_empty() {
        Payload::Json(message.json.clone())
    } else {
        Payload::WithFiles {
            json: message.json.clone(),
            files: message.files.clone(),
        }
    };
    let path = format!("/channels/{channel}/messages");
    let route = Route::Post { channel };
    let answer = rest
        .call(Method::POST, &path, &payload, route, priority, what)
        .await
        .map_err(|e| DeliveryError::discord(what, e))?;
    parse_message(what, answer)
}

pub async fn edit(
    rest: &Rest,
    channel: u64,
    message: u64,
    screen: &Screen,
    priority: Priority,
    what: &'static str,
) -> Result<Message, DeliveryError> {
    let edit: EditMessage = convert::edit_message(screen);
    let payload = Payload::Json(serde_json::to_value(&edit).unwrap_or(Value::Null));
    let path = format!("/channels/{channel}/messages/{message}");
    let route = Route::Edit { channel };
    let answer = rest
        .call(Method::PATCH, &path, &payload, route, priority, what)
        .await
        .map_err(|e| DeliveryError::discord(what, e))?;
    parse_message(what, answer)
}

/// Reads a message back as Discord shows it.
pub async fn fetch(
    rest: &Rest,
    channel: u64,
    message: u64,
    priority: Priority,
    what: &'static str,
) -> Result<Message, DeliveryError> {
    let path = format!("/channels/{channel}/messages/{message}");
    let route = Route::Read { channel };
    let answer = rest
        .call(Method::GET, &path, &Payload::None, route, priority, what)
        .await
        .map_err(|e| DeliveryError::discord(what, e))?;
    parse_message(what, answer)
}

pub async fn delete(
    rest: &Rest,
    channel: u64,
    message: u64,
    what: &'static str,
) -> Result<(), DeliveryError> {
    let path = format!("/channels/{channel}/messages/{message}");
    let route = Route::Delete { channel };
    rest.call(
        Method::DELETE,
        &path,
        &Payload::None,
        route,
        Priority::Cleanup,
        what,
    )
    .await
    .map(|_| ())
    .map_err(|e| DeliveryError::discord(what, e))
}

/// The bot's DM channel with `user` (Discord returns the same one every
/// time; it is created even when the user's DMs are closed).
pub async fn open_dm(rest: &Rest, user: u64, priority: Priority) -> Result<u64, DeliveryError> {
    let what = "open a DM channel";
    let payload = Payload::Json(json!({ "recipient_id": user.to_string() }));
    let answer = rest
        .call(
            Method::POST,
            "/users/@me/channels",
            &payload,
            Route::OpenDm,
            priority,
            what,
        )
        .await
        .map_err(|e| DeliveryError::discord(what, e))?;
    id_of(&answer, what)
}

/// Opens a public thread on `message` (the game's lobby) named `name`,
/// archived after a week without a new message. Returns the thread's id.
/// Once per game, and the board and picks wait for it: at prompt priority.
pub async fn start_thread(
    rest: &Rest,
    channel: u64,
    message: u64,
    name: &str,
) -> Result<u64, DeliveryError> {
    let what = "open the game's thread";
    let payload = Payload::Json(json!({ "name": name, "auto_archive_duration": 10080 }));
    let path = format!("/channels/{channel}/messages/{message}/threads");
    let answer = rest
        .call(
            Method::POST,
            &path,
            &payload,
            Route::Thread { channel },
            Priority::Prompt,
            what,
        )
        .await
        .map_err(|e| DeliveryError::discord(what, e))?;
    id_of(&answer, what)
}

/// Reopens an archived thread (editing in it is refused until then).
pub async fn unarchive(rest: &Rest, thread: u64) -> Result<(), DeliveryError> {
    let what = "reopen the game's thread";
    let payload = Payload::Json(json!({ "archived": false }));
    let path = format!("/channels/{thread}");
    rest.call(
        Method::PATCH,
        &path,
        &payload,
        Route::Thread { channel: thread },
        Priority::Board,
        what,
    )
    .await
    .map(|_| ())
    .map_err(|e| DeliveryError::discord(what, e))
}

/// The `id` of the channel (or thread) Discord answered with.
fn id_of(answer: &Value, what: &'static str) -> Result<u64, DeliveryError> {
    answer["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .ok_or_else(|| DeliveryError::discord(what, RestError::Decode("no id".into())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(n: Nonce) -> String {
        match n {
            Nonce::String(s) => s,
            Nonce::Number(n) => n.to_string(),
        }
    }

    #[test]
    fn a_nonce_fits_discords_25_characters_and_stays_the_same_for_a_message() {
        assert_eq!(text(nonce(123, "h2.45")), "123:h2.45");
        let long = text(nonce(i64::MAX, "h7.18446744073709551615"));
        assert!(long.len() <= MAX_NONCE, "{long}");
        assert_eq!(long, text(nonce(i64::MAX, "h7.18446744073709551615")));
        assert_ne!(long, text(nonce(i64::MAX, "h7.18446744073709551614")));
    }
}
