//! Gateway discovery and application commands.

use serde_json::{Value, json};

use super::super::ids::GuildId;
use super::super::violations::ViolationKind;
use super::super::world::World;
use super::errors;
use super::{Call, Reply, parse_id, violation};

/// `GET /gateway` and `GET /gateway/bot`.
pub fn gateway(w: &World, bot: bool) -> Reply {
    let url = format!("{}/gateway", w.base_url.replacen("http://", "ws://", 1));
    if !bot {
        return Reply::ok(json!({ "url": url }));
    }
    Reply::ok(json!({
        "url": url,
        "shards": w.config.shards,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 86_400_000, "max_concurrency": 1 },
    }))
}

/// `/applications/{app}[/guilds/{guild}]/commands[/{id}]`.
pub fn commands(
    w: &mut World,
    call: &Call,
    app: &str,
    guild: Option<&str>,
    rest: &[&str],
) -> Reply {
    if parse_id(app) != Some(w.application_id) {
        return violation(
            w,
            call,
            ViolationKind::UnknownRoute,
            errors::UNKNOWN_APPLICATION,
            format!("{app} is not the application's id"),
        );
    }
    let guild = match guild {
        None => None,
        Some(g) => match parse_id(g)
            .map(GuildId)
            .filter(|g| w.guilds.contains_key(g))
        {
            Some(g) => Some(g),
            None => {
                return violation(
                    w,
                    call,
                    ViolationKind::UnknownRoute,
                    errors::UNKNOWN_GUILD,
                    format!("guild {g} does not exist"),
                );
            }
        },
    };
    let body = call.json().cloned().unwrap_or(Value::Null);
    // The schema says the same; this keeps a run without the spec sane.
    let well_formed = match call.method.as_str() {
        "PUT" => body
            .as_array()
            .is_some_and(|list| list.iter().all(Value::is_object)),
        "POST" | "PATCH" => body.is_object(),
        _ => true,
    };
    if !well_formed {
        let detail = "a command must be a JSON object (PUT: a list of them)".to_owned();
        return violation(
            w,
            call,
            ViolationKind::Schema,
            errors::INVALID_FORM_BODY,
            detail,
        );
    }
    match (call.method.as_str(), rest) {
        ("GET", []) => Reply::ok(json!(list(w, guild))),
        ("PUT", []) => {
            let old = list(w, guild);
            let new: Vec<Value> = body
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| stored(w, guild, c, &old))
                .collect();
            set_list(w, guild, new.clone());
            Reply::ok(json!(new))
        }
        ("POST", []) => {
            let mut all = list(w, guild);
            let command = stored(w, guild, &body, &all);
            all.retain(|c| c["name"] != command["name"] || c["type"] != command["type"]);
            all.push(command.clone());
            set_list(w, guild, all);
            Reply::ok(command)
        }
        (method, [id]) => {
            let mut all = list(w, guild);
            let Some(index) = all.iter().position(|c| c["id"] == *id) else {
                return violation(
                    w,
                    call,
                    ViolationKind::UnknownRoute,
                    errors::UNKNOWN_COMMAND,
                    format!("command {id} is not registered"),
                );
            };
            match method {
                "GET" => Reply::ok(all[index].clone()),
                "DELETE" => {
                    all.remove(index);
                    set_list(w, guild, all);
                    Reply::no_content()
                }
                "PATCH" => {
                    let mut merged = all[index].clone();
                    for (k, v) in body.as_object().into_iter().flatten() {
                        merged[k] = v.clone();
                    }
                    all[index] = stored(w, guild, &merged, &all);
                    let command = all[index].clone();
                    set_list(w, guild, all);
                    Reply::ok(command)
                }
                _ => violation(
                    w,
                    call,
                    ViolationKind::UnknownRoute,
                    errors::METHOD_NOT_ALLOWED,
                    "unsupported method on a command".into(),
                ),
            }
        }
        _ => violation(
            w,
            call,
            ViolationKind::UnknownRoute,
            errors::NOT_FOUND,
            "unsupported commands route".into(),
        ),
    }
}

fn list(w: &World, guild: Option<GuildId>) -> Vec<Value> {
    match guild {
        None => w.global_commands.clone(),
        Some(g) => w.guild_commands.get(&g).cloned().unwrap_or_default(),
    }
}

fn set_list(w: &mut World, guild: Option<GuildId>, commands: Vec<Value>) {
    match guild {
        None => w.global_commands = commands,
        Some(g) => {
            w.guild_commands.insert(g, commands);
        }
    }
}

/// A command as Discord stores and returns it. A command keeps its id across
/// overwrites while its name and type stay the same, as on Discord.
fn stored(w: &mut World, guild: Option<GuildId>, request: &Value, existing: &[Value]) -> Value {
    let mut c = super::payload::strip_nulls(request.clone());
    let kind = c["type"].as_u64().unwrap_or(1);
    let id = existing
        .iter()
        .find(|e| e["name"] == c["name"] && e["type"] == kind)
        .map(|e| e["id"].clone())
        .unwrap_or_else(|| json!(w.next_id().to_string()));
    let o = c
        .as_object_mut()
        .expect("a command is an object (the schema checked it)");
    o.insert("id".into(), id);
    o.insert("type".into(), json!(kind));
    o.insert("application_id".into(), json!(w.application_id.to_string()));
    o.insert("version".into(), json!(w.next_id().to_string()));
    o.entry("description").or_insert(json!(""));
    o.entry("default_member_permissions").or_insert(Value::Null);
    o.entry("nsfw").or_insert(json!(false));
    o.entry("options").or_insert(json!([]));
    if let Some(g) = guild {
        o.insert("guild_id".into(), g.json());
    }
    c
}
