//! Thread routes: Start Thread from Message and Modify Channel (threads),
//! and the rules a thread adds to posting in it.

use serde_json::Value;

use super::super::gateway;
use super::super::ids::{ChannelId, MessageId};
use super::super::objects;
use super::super::threads::{DEFAULT_AUTO_ARCHIVE_MINUTES, NewThread};
use super::super::violations::ViolationKind;
use super::super::world::{ChannelKind, World, perms};
use super::channels::known_channel;
use super::errors::{self, DiscordError};
use super::{Call, Reply, check_response, parse_id, served_error, violation};

/// Whether the bot may post in `channel` now: Discord checks Send Messages
/// in a text channel, Send Messages in Threads in a thread, and refuses a
/// locked archived thread (an unlocked one reopens on the post).
pub fn may_post(w: &World, channel: ChannelId) -> Result<(), DiscordError> {
    let needed = match &w.channels[&channel].kind {
        ChannelKind::Text { .. } => perms::SEND_MESSAGES,
        ChannelKind::Thread(_) => perms::SEND_MESSAGES_IN_THREADS,
        ChannelKind::Dm { .. } => return Ok(()),
    };
    if !w.bot_may(channel, perms::VIEW_CHANNEL | needed) {
        return Err(errors::MISSING_PERMISSIONS);
    }
    let now = w.now();
    match w.thread(channel) {
        Some(t) if t.locked && t.archived(now) => Err(errors::THREAD_ARCHIVED),
        _ => Ok(()),
    }
}

/// `POST /channels/{c}/messages/{m}/threads`.
pub fn start_from_message(w: &mut World, call: &Call, channel: &str, message: &str) -> Reply {
    let c = match known_channel(w, call, channel) {
        Ok(c) => c,
        Err(reply) => return reply,
    };
    if let Err(reply) = check_parent(w, call, c) {
        return reply;
    }
    if !w.bot_may(c, perms::VIEW_CHANNEL | perms::CREATE_PUBLIC_THREADS) {
        return served_error(w, call, errors::MISSING_PERMISSIONS);
    }
    let m = match starter_message(w, call, c, message) {
        Ok(m) => m,
        Err(reply) => return reply,
    };
    if w.thread_of(m).is_some() {
        // A retry after an answer that got lost meets this too.
        return served_error(w, call, errors::THREAD_ALREADY_CREATED);
    }
    let body = call.json().cloned().unwrap_or(Value::Null);
    let id = w.add_thread(NewThread {
        parent: c,
        message: m,
        name: body["name"].as_str().unwrap_or_default().to_owned(),
        auto_archive_minutes: body["auto_archive_duration"]
            .as_u64()
            .unwrap_or(DEFAULT_AUTO_ARCHIVE_MINUTES),
        rate_limit_per_user: body["rate_limit_per_user"].as_u64().unwrap_or(0),
    });
    let reply = Reply {
        status: 201,
        ..Reply::ok(objects::channel(w, &w.channels[&id]))
    };
    check_response(w, call, reply)
}

/// Threads start in text channels; asking elsewhere is a bot bug.
fn check_parent(w: &mut World, call: &Call, c: ChannelId) -> Result<(), Reply> {
    let (e, what) = match w.channels[&c].kind {
        ChannelKind::Text { .. } => return Ok(()),
        ChannelKind::Dm { .. } => (errors::CANNOT_ACT_ON_DM, "a DM channel"),
        ChannelKind::Thread(_) => (errors::WRONG_CHANNEL_TYPE, "a thread"),
    };
    let detail = format!("a thread cannot start from a message in {what} ({c})");
    Err(violation(
        w,
        call,
        ViolationKind::WrongChannelType,
        e,
        detail,
    ))
}

/// The (non-ephemeral) message of channel `c` a thread is to start from.
fn starter_message(
    w: &mut World,
    call: &Call,
    c: ChannelId,
    message: &str,
) -> Result<MessageId, Reply> {
    let found = parse_id(message)
        .map(MessageId)
        .and_then(|id| w.messages.get(&id))
        .filter(|m| m.channel == c && m.visible_to.is_none())
        .map(|m| (m.id, m.deleted));
    match found {
        Some((id, false)) => Ok(id),
        Some((_, true)) => Err(served_error(w, call, errors::UNKNOWN_MESSAGE)),
        None => Err(violation(
            w,
            call,
            ViolationKind::UnknownMessage,
            errors::UNKNOWN_MESSAGE,
            format!("message {message} never existed in channel {c} (or is ephemeral)"),
        )),
    }
}

/// `PATCH /channels/{id}`, served for threads: `archived`, `name`,
/// `auto_archive_duration`, `rate_limit_per_user`, `locked`.
pub fn modify(w: &mut World, call: &Call, channel: &str) -> Reply {
    let c = match known_channel(w, call, channel) {
        Ok(c) => c,
        Err(reply) => return reply,
    };
    if w.thread(c).is_none() {
        let detail = format!("the double modifies threads only; {c} is not one");
        return violation(
            w,
            call,
            ViolationKind::UnknownRoute,
            errors::NOT_FOUND,
            detail,
        );
    }
    let body = call.json().cloned().unwrap_or(Value::Null);
    if let Err(e) = may_modify(w, c, &body) {
        return served_error(w, call, e);
    }
    apply(w, c, &body);
    let payload = objects::channel(w, &w.channels[&c]);
    gateway::dispatch_guild_event(w, "THREAD_UPDATE", payload.clone());
    check_response(w, call, Reply::ok(payload))
}

/// Discord's rules for changing a thread: reopening an unlocked one needs
/// only Send Messages in Threads; anything else needs Manage Threads or
/// being its creator (locking always needs Manage Threads); an archived
/// thread changes nothing else unless the request also reopens it.
fn may_modify(w: &World, c: ChannelId, body: &Value) -> Result<(), DiscordError> {
    let t = w.thread(c).expect("checked to be a thread");
    let set = |key: &str| !body[key].is_null();
    let others = body
        .as_object()
        .into_iter()
        .flatten()
        .any(|(k, v)| k != "archived" && !v.is_null());
    let reopens = body["archived"] == false;
    let needed = if set("locked") || t.locked {
        perms::MANAGE_THREADS
    } else if reopens && !others {
        perms::SEND_MESSAGES_IN_THREADS
    } else if t.owner == w.bot {
        0
    } else {
        perms::MANAGE_THREADS
    };
    if !w.bot_may(c, perms::VIEW_CHANNEL | needed) {
        return Err(errors::MISSING_PERMISSIONS);
    }
    if t.archived(w.now()) && !reopens {
        return Err(errors::THREAD_ARCHIVED);
    }
    Ok(())
}

fn apply(w: &mut World, c: ChannelId, body: &Value) {
    let now = w.now();
    let t = w.thread_mut(c).expect("checked to be a thread");
    if let Some(name) = body["name"].as_str() {
        t.name = name.to_owned();
    }
    if let Some(minutes) = body["auto_archive_duration"].as_u64() {
        t.auto_archive_minutes = minutes;
    }
    if let Some(seconds) = body["rate_limit_per_user"].as_u64() {
        t.rate_limit_per_user = seconds;
    }
    if let Some(locked) = body["locked"].as_bool() {
        t.locked = locked;
    }
    match body["archived"].as_bool() {
        Some(true) => t.archive(now),
        Some(false) => t.unarchive(now),
        None => {}
    }
}
