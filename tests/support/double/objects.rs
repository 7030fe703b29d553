//! Discord objects as JSON, complete enough for serenity's models: a field
//! serenity requires and the double omits turns a whole event into an
//! "unknown event" that is silently dropped, so these err on the full side.

use serde_json::{Value, json};

use super::ids::*;
use super::threads::ThreadRec;
use super::world::{AttachmentRec, ChannelKind, ChannelRec, GuildRec, MessageRec, RoleRec, World};

pub fn user(world: &World, id: UserId) -> Value {
    let u = world.users.get(&id).expect("user exists");
    json!({
        "id": id.json(),
        "username": u.name,
        "discriminator": "0",
        "global_name": if u.bot { Value::Null } else { json!(u.name) },
        "avatar": null,
        "banner": null,
        "accent_color": null,
        "avatar_decoration_data": null,
        "bot": u.bot,
        "system": false,
        "public_flags": 0,
        "flags": 0,
    })
}

/// `GET /users/@me` for the bot.
pub fn current_user(world: &World) -> Value {
    let mut u = user(world, world.bot);
    let o = u.as_object_mut().expect("user is an object");
    o.insert("mfa_enabled".into(), json!(false));
    o.insert("locale".into(), json!("en-US"));
    o.insert("verified".into(), json!(true));
    o.insert("email".into(), Value::Null);
    o.insert("premium_type".into(), json!(0));
    u
}

pub fn application(world: &World) -> Value {
    json!({
        "id": world.application_id.to_string(),
        "name": world.config.bot_name,
        "icon": null,
        "description": "",
        "summary": "",
        "type": null,
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "bot": user(world, world.bot),
        "owner": user(world, world.app_owner),
        "team": null,
        "verify_key": "0".repeat(64),
        "flags": 0,
        "hook": true,
        "is_monetized": false,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "approximate_guild_count": world.guilds.len(),
    })
}

pub fn role(guild: &GuildRec, role: &RoleRec) -> Value {
    let tags = if role.managed {
        json!({ "bot_id": guild.id.json() })
    } else {
        json!({})
    };
    json!({
        "id": role.id.json(),
        "name": role.name,
        "color": 0,
        "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": role.position,
        "permissions": role.permissions.to_string(),
        "managed": role.managed,
        "mentionable": false,
        "flags": 0,
        "tags": tags,
    })
}

/// A guild member; `with_permissions` adds the `permissions` field that
/// interactions carry (and poise's permission checks require).
pub fn member(world: &World, guild: GuildId, id: UserId, with_permissions: bool) -> Value {
    let g = world.guilds.get(&guild).expect("guild exists");
    let m = g.members.get(&id).expect("member exists");
    let mut v = json!({
        "user": user(world, id),
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": m.roles.iter().map(|r| r.json()).collect::<Vec<_>>(),
        "joined_at": world.clock.timestamp(m.joined_at),
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
    });
    if with_permissions {
        let bits = world
            .member_permissions(guild, id)
            .expect("member has permissions");
        v["permissions"] = json!(bits.to_string());
    }
    v
}

pub fn channel(world: &World, c: &ChannelRec) -> Value {
    // The index holds the channel's messages in order, so the last live one
    // is found without scanning every message of the world.
    let last = world
        .channel_index
        .get(&c.id)
        .into_iter()
        .flatten()
        .rev()
        .find(|id| !world.messages[*id].deleted);
    let last_message_id = last.map_or(Value::Null, |id| id.json());
    match &c.kind {
        ChannelKind::Text {
            guild,
            name,
            position,
        } => json!({
            "id": c.id.json(),
            "type": 0,
            "guild_id": guild.json(),
            "name": name,
            "position": position,
            "permission_overwrites": [],
            "nsfw": false,
            "topic": null,
            "last_message_id": last_message_id,
            "last_pin_timestamp": null,
            "parent_id": null,
            "rate_limit_per_user": 0,
            "flags": 0,
        }),
        ChannelKind::Dm { recipient } => json!({
            "id": c.id.json(),
            "type": 1,
            "last_message_id": last_message_id,
            "last_pin_timestamp": null,
            "recipients": [user(world, *recipient)],
            "flags": 0,
        }),
        ChannelKind::Thread(t) => thread(world, c.id, t, last_message_id),
    }
}

/// A public thread (type 11) with its `thread_metadata`.
fn thread(world: &World, id: ChannelId, t: &ThreadRec, last_message_id: Value) -> Value {
    let now = world.now();
    let index = world.channel_index.get(&id).map_or(&[][..], Vec::as_slice);
    let live = index.iter().filter(|m| !world.messages[*m].deleted).count();
    json!({
        "id": id.json(),
        "type": 11,
        "guild_id": t.guild.json(),
        "parent_id": t.parent.json(),
        "owner_id": t.owner.json(),
        "name": t.name,
        "last_message_id": last_message_id,
        "last_pin_timestamp": null,
        "rate_limit_per_user": t.rate_limit_per_user,
        "flags": 0,
        "message_count": live,
        "total_message_sent": index.len(),
        // Its creator joins it.
        "member_count": 1,
        "applied_tags": [],
        "thread_metadata": {
            "archived": t.archived(now),
            "auto_archive_duration": t.auto_archive_minutes,
            "archive_timestamp": world.clock.timestamp(t.archive_timestamp(now)),
            "locked": t.locked,
            "create_timestamp": world.clock.timestamp(t.created_at),
        },
    })
}

/// The partial channel an interaction carries.
pub fn interaction_channel(world: &World, c: &ChannelRec, app_permissions: u64) -> Value {
    let mut v = channel(world, c);
    v["permissions"] = json!(app_permissions.to_string());
    v
}

fn guild_common(g: &GuildRec) -> Value {
    json!({
        "id": g.id.json(),
        "name": g.name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": g.owner.json(),
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": g.roles.iter().map(|r| role(g, r)).collect::<Vec<_>>(),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": g.locale,
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "approximate_member_count": g.members.len(),
        "approximate_presence_count": 0,
        "region": "deprecated",
    })
}

/// `GET /guilds/{id}` (serenity's `PartialGuild`).
pub fn guild(g: &GuildRec) -> Value {
    guild_common(g)
}

/// The GUILD_CREATE payload (serenity's `Guild`).
pub fn guild_create(world: &World, g: &GuildRec) -> Value {
    let mut v = guild_common(g);
    let members: Vec<Value> = g
        .members
        .keys()
        .map(|u| member(world, g.id, *u, false))
        .collect();
    let channels: Vec<Value> = g
        .channels
        .iter()
        .filter_map(|c| world.channels.get(c))
        .filter(|c| !c.deleted)
        .map(|c| channel(world, c))
        .collect();
    let threads: Vec<Value> = world
        .active_threads(g.id)
        .into_iter()
        .map(|c| channel(world, c))
        .collect();
    let o = v.as_object_mut().expect("guild is an object");
    o.insert(
        "joined_at".into(),
        json!(world.clock.timestamp(g.created_at)),
    );
    o.insert("large".into(), json!(false));
    o.insert("unavailable".into(), json!(false));
    o.insert("member_count".into(), json!(g.members.len()));
    o.insert("voice_states".into(), json!([]));
    o.insert("members".into(), json!(members));
    o.insert("channels".into(), json!(channels));
    o.insert("threads".into(), json!(threads));
    o.insert("presences".into(), json!([]));
    o.insert("stage_instances".into(), json!([]));
    o.insert("guild_scheduled_events".into(), json!([]));
    o.insert("soundboard_sounds".into(), json!([]));
    v
}

pub fn attachment(world: &World, channel: ChannelId, a: &AttachmentRec) -> Value {
    let url = format!(
        "{}/attachments/{}/{}/{}",
        world.base_url, channel, a.id, a.filename
    );
    json!({
        "id": a.id.json(),
        "filename": a.filename,
        "description": a.description,
        "content_type": a.content_type,
        "size": a.bytes.len(),
        "url": url,
        "proxy_url": url,
        "height": null,
        "width": null,
    })
}

/// Message flag: a thread was started from this message.
const HAS_THREAD: u64 = 1 << 5;

pub fn message(world: &World, m: &MessageRec) -> Value {
    let cur = m.current();
    let mut v = json!({
        "id": m.id.json(),
        "channel_id": m.channel.json(),
        "author": user(world, m.author),
        "content": cur.content,
        "timestamp": world.clock.timestamp(m.created_at),
        "edited_timestamp": m.edited_at().map(|at| world.clock.timestamp(at)),
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "mention_channels": [],
        "attachments": cur.attachments.iter().map(|a| attachment(world, m.channel, a)).collect::<Vec<_>>(),
        "embeds": cur.embeds,
        "reactions": [],
        "pinned": false,
        "type": m.kind,
        "flags": cur.flags,
        "components": cur.components,
        "sticker_items": [],
    });
    let o = v.as_object_mut().expect("message is an object");
    if let Some(nonce) = &m.nonce {
        o.insert("nonce".into(), nonce.clone());
    }
    // A thread's starter message carries the thread and the HAS_THREAD flag.
    if let Some(id) = world.thread_of(m.id) {
        o.insert("thread".into(), channel(world, &world.channels[&id]));
        o.insert("flags".into(), json!(cur.flags | HAS_THREAD));
    }
    if m.interaction.is_some() {
        o.insert("webhook_id".into(), json!(world.application_id.to_string()));
        o.insert(
            "application_id".into(),
            json!(world.application_id.to_string()),
        );
    }
    v
}

/// Parses a gateway dispatch with serenity's own model, the way the bot will.
pub fn check_model(event: &str, data: &Value) -> Result<(), String> {
    use serenity::model::{application, channel, gateway, guild};
    let data = data.clone();
    let parsed = match event {
        "READY" => serde_json::from_value::<gateway::Ready>(data).map(drop),
        "GUILD_CREATE" => serde_json::from_value::<guild::Guild>(data).map(drop),
        "CHANNEL_CREATE" | "CHANNEL_DELETE" => {
            serde_json::from_value::<channel::Channel>(data).map(drop)
        }
        "THREAD_CREATE" | "THREAD_UPDATE" => {
            serde_json::from_value::<channel::GuildChannel>(data).map(drop)
        }
        "THREAD_DELETE" => serde_json::from_value::<channel::PartialGuildChannel>(data).map(drop),
        "INTERACTION_CREATE" => serde_json::from_value::<application::Interaction>(data).map(drop),
        _ => Ok(()),
    };
    parsed.map_err(|e| e.to_string())
}
