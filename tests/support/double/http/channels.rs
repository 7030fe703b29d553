//! Channels, channel messages, DMs, users and guild reads.

use serde_json::{Value, json};

use super::super::ids::{ChannelId, GuildId, MessageId, UserId};
use super::super::objects;
use super::super::violations::ViolationKind;
use super::super::world::{ChannelKind, World};
use super::errors;
use super::payload::{self, NewMessage};
use super::{Call, Reply, parse_id, served_error, threads, violation};

pub fn get_user(w: &mut World, call: &Call, user: &str) -> Reply {
    match parse_id(user)
        .map(UserId)
        .filter(|u| w.users.contains_key(u))
    {
        Some(u) => Reply::ok(objects::user(w, u)),
        None => served_error(w, call, errors::UNKNOWN_USER),
    }
}

/// `POST /users/@me/channels`. Creating a DM channel succeeds even when the
/// user's DMs are closed (as on Discord); sending to it then fails with 50007.
pub fn create_dm(w: &mut World, call: &Call) -> Reply {
    let recipient = call
        .json()
        .and_then(|b| b["recipient_id"].as_str())
        .and_then(parse_id)
        .map(UserId);
    match recipient.filter(|u| w.users.contains_key(u)) {
        Some(user) => {
            let id = w.dm_channel(user);
            Reply::ok(objects::channel(w, &w.channels[&id]))
        }
        None => violation(
            w,
            call,
            ViolationKind::UnknownUser,
            errors::UNKNOWN_USER,
            format!("recipient {recipient:?} does not exist"),
        ),
    }
}

/// The channel named by a path segment, or the 404 to answer: a violation
/// for a channel that never existed (the bot only knows channels it was told
/// about), Discord's answer the bot must cope with for a deleted one.
pub fn known_channel(w: &mut World, call: &Call, channel: &str) -> Result<ChannelId, Reply> {
    let id = parse_id(channel).map(ChannelId);
    match id.and_then(|c| w.channels.get(&c)) {
        Some(c) if c.deleted => Err(served_error(w, call, errors::UNKNOWN_CHANNEL)),
        Some(c) => Ok(c.id),
        None => Err(violation(
            w,
            call,
            ViolationKind::UnknownChannel,
            errors::UNKNOWN_CHANNEL,
            format!("channel {channel} does not exist"),
        )),
    }
}

pub fn get_channel(w: &mut World, call: &Call, channel: &str) -> Reply {
    match known_channel(w, call, channel) {
        Ok(c) => {
            let reply = Reply::ok(objects::channel(w, &w.channels[&c]));
            // Threads are new to the double; their shape is checked.
            if w.thread(c).is_some() {
                return super::check_response(w, call, reply);
            }
            reply
        }
        Err(reply) => reply,
    }
}

pub fn typing(w: &mut World, call: &Call, channel: &str) -> Reply {
    match known_channel(w, call, channel) {
        Ok(_) => Reply::no_content(),
        Err(reply) => reply,
    }
}

/// `GET /channels/{id}/messages`: newest first, `limit` (default 50),
/// `before`/`after`.
pub fn list_messages(w: &mut World, call: &Call, channel: &str) -> Reply {
    let c = match known_channel(w, call, channel) {
        Ok(c) => c,
        Err(reply) => return reply,
    };
    let q = |k: &str| call.query.get(k).and_then(|v| v.parse::<u64>().ok());
    let limit = q("limit").unwrap_or(50).min(100) as usize;
    let (before, after) = (q("before"), q("after"));
    let list: Vec<Value> = w
        .channel_messages(c, None)
        .into_iter()
        .rev()
        .filter(|m| before.is_none_or(|b| m.id.0 < b) && after.is_none_or(|a| m.id.0 > a))
        .take(limit)
        .map(|m| objects::message(w, m))
        .collect();
    Reply::ok(json!(list))
}

pub fn create_message(w: &mut World, call: &Call, channel: &str) -> Reply {
    let c = match known_channel(w, call, channel) {
        Ok(c) => c,
        Err(reply) => return reply,
    };
    if let ChannelKind::Dm { recipient } = w.channels[&c].kind
        && !w.users[&recipient].dms_open
    {
        return served_error(w, call, errors::CANNOT_MESSAGE_USER);
    }
    if let Err(e) = threads::may_post(w, c) {
        return served_error(w, call, e);
    }
    let body = call.json().cloned().unwrap_or(Value::Null);
    // The outbox relies on this: a repeated nonce within the window returns
    // the message it already created instead of posting twice.
    let nonce = body.get("nonce").filter(|n| !n.is_null()).cloned();
    let nonce_key = nonce
        .as_ref()
        .map(|n| n.as_str().map_or_else(|| n.to_string(), str::to_owned));
    if let (Some(key), true) = (&nonce_key, body["enforce_nonce"] == true)
        && let Some(existing) = w.nonces.get(&(c, key.clone())).copied()
    {
        let m = &w.messages[&existing];
        if w.now().saturating_sub(m.created_at) <= w.config.nonce_window {
            return Reply::ok(objects::message(w, m));
        }
    }
    if payload::is_empty_message(&body, call) {
        return violation(
            w,
            call,
            ViolationKind::DiscordLimit,
            errors::EMPTY_MESSAGE,
            "message has no content, embeds, components or files".into(),
        );
    }
    let version = payload::next_version(w, call, &body, None);
    let id = payload::insert(
        w,
        version,
        NewMessage {
            channel: c,
            interaction: None,
            visible_to: None,
            kind: 0,
            nonce,
        },
    );
    if let Some(key) = nonce_key {
        w.nonces.insert((c, key), id);
    }
    Reply::ok(objects::message(w, &w.messages[&id]))
}

/// `GET/PATCH/DELETE /channels/{c}/messages/{m}`.
pub fn message(w: &mut World, call: &Call, channel: &str, message: &str) -> Reply {
    let c = match known_channel(w, call, channel) {
        Ok(c) => c,
        Err(reply) => return reply,
    };
    let id = parse_id(message).map(MessageId);
    let found = id
        .and_then(|id| w.messages.get(&id))
        .filter(|m| m.channel == c && m.visible_to.is_none());
    let Some(m) = found else {
        if call.method == "GET" {
            return served_error(w, call, errors::UNKNOWN_MESSAGE);
        }
        return violation(
            w,
            call,
            ViolationKind::UnknownMessage,
            errors::UNKNOWN_MESSAGE,
            format!("message {message} never existed in channel {channel} (or is ephemeral)"),
        );
    };
    let (id, deleted, author, age) = (
        m.id,
        m.deleted,
        m.author,
        w.now().saturating_sub(m.created_at),
    );
    if deleted {
        return served_error(w, call, errors::UNKNOWN_MESSAGE);
    }
    // Discord keeps an archived thread's messages as they are.
    let now = w.now();
    if call.method != "GET" && w.thread(c).is_some_and(|t| t.archived(now)) {
        return served_error(w, call, errors::THREAD_ARCHIVED);
    }
    match call.method.as_str() {
        "GET" => Reply::ok(objects::message(w, &w.messages[&id])),
        "DELETE" => {
            w.messages.get_mut(&id).expect("message exists").deleted = true;
            w.message_changed(id);
            Reply::no_content()
        }
        _ => {
            if author != w.bot {
                return violation(
                    w,
                    call,
                    ViolationKind::UnknownMessage,
                    errors::NOT_AUTHOR,
                    format!("message {id} is not the bot's"),
                );
            }
            if age > w.config.edit_window {
                return served_error(w, call, errors::OLD_MESSAGE_EDITS);
            }
            let body = call.json().cloned().unwrap_or(Value::Null);
            payload::edit(w, call, id, &body);
            Reply::ok(objects::message(w, &w.messages[&id]))
        }
    }
}

fn known_guild(w: &mut World, call: &Call, guild: &str) -> Result<GuildId, Reply> {
    match parse_id(guild)
        .map(GuildId)
        .filter(|g| w.guilds.contains_key(g))
    {
        Some(g) => Ok(g),
        None => Err(violation(
            w,
            call,
            ViolationKind::UnknownRoute,
            errors::UNKNOWN_GUILD,
            format!("guild {guild} does not exist"),
        )),
    }
}

pub fn get_guild(w: &mut World, call: &Call, guild: &str) -> Reply {
    match known_guild(w, call, guild) {
        Ok(g) => Reply::ok(objects::guild(&w.guilds[&g])),
        Err(reply) => reply,
    }
}

pub fn guild_channels(w: &mut World, call: &Call, guild: &str) -> Reply {
    match known_guild(w, call, guild) {
        Ok(g) => {
            let list: Vec<Value> = w.guilds[&g]
                .channels
                .iter()
                .map(|c| &w.channels[c])
                .filter(|c| !c.deleted)
                .map(|c| objects::channel(w, c))
                .collect();
            Reply::ok(json!(list))
        }
        Err(reply) => reply,
    }
}

pub fn guild_roles(w: &mut World, call: &Call, guild: &str) -> Reply {
    match known_guild(w, call, guild) {
        Ok(g) => {
            let g = &w.guilds[&g];
            Reply::ok(json!(
                g.roles
                    .iter()
                    .map(|r| objects::role(g, r))
                    .collect::<Vec<_>>()
            ))
        }
        Err(reply) => reply,
    }
}

pub fn guild_member(w: &mut World, call: &Call, guild: &str, user: &str) -> Reply {
    let g = match known_guild(w, call, guild) {
        Ok(g) => g,
        Err(reply) => return reply,
    };
    match parse_id(user)
        .map(UserId)
        .filter(|u| w.guilds[&g].members.contains_key(u))
    {
        Some(u) => Reply::ok(objects::member(w, g, u, false)),
        None => served_error(w, call, errors::UNKNOWN_MEMBER),
    }
}
