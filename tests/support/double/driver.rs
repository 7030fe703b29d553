//! Playing the users: slash commands, button presses and select choices,
//! built as Discord's client builds them from what the bot registered and
//! posted, and dispatched over the gateway.

use std::time::Duration;

use serde_json::{Map, Value, json};

use super::Double;
use super::gateway;
use super::ids::*;
use super::objects;
use super::threads::ThreadRec;
use super::view::{ButtonRef, MenuRef, Message};
use super::world::{
    CallbackKind, ChannelKind, InitialResponse, InteractionKind, InteractionRec, World, perms,
};

/// Discord's default upload limit, sent in every interaction.
const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

/// Option types of application commands (Discord's numbering).
mod option_type {
    pub const SUB_COMMAND: u64 = 1;
    pub const SUB_COMMAND_GROUP: u64 = 2;
    pub const STRING: u64 = 3;
    pub const INTEGER: u64 = 4;
    pub const BOOLEAN: u64 = 5;
    pub const USER: u64 = 6;
    pub const CHANNEL: u64 = 7;
    pub const ROLE: u64 = 8;
    pub const MENTIONABLE: u64 = 9;
    pub const NUMBER: u64 = 10;
}

/// A dispatched interaction; await its response through it.
#[derive(Clone)]
pub struct Interaction {
    double: Double,
    pub id: InteractionId,
    pub user: UserId,
    pub channel: ChannelId,
}

impl std::fmt::Debug for Interaction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Interaction({} by {} in {})",
            self.id, self.user, self.channel
        )
    }
}

impl Double {
    /// A user runs a slash command, e.g. `slash(alice, table, "nanuk start",
    /// &[("seasons", json!(2))])`. Subcommands are words of `command`; option
    /// types come from the registered command (a choice may be given by its
    /// name or value; a user option by id). Waits for the bot to be connected
    /// and the command to be registered. Panics on misuse, listing what exists.
    pub async fn slash(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: &[(&str, Value)],
    ) -> Interaction {
        self.try_slash(user, channel, command, options)
            .await
            .unwrap_or_else(|e| panic!("slash /{command}: {e}"))
    }

    pub async fn try_slash(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: &[(&str, Value)],
    ) -> Result<Interaction, String> {
        let path: Vec<&str> = command.split_whitespace().collect();
        let top = *path.first().ok_or("empty command")?;
        let guild = self
            .inner
            .read(|w| w.channels.get(&channel).map(|c| c.guild()))
            .ok_or("unknown channel")?;
        self.wait_session().await;
        // The bot registers its commands after READY; wait for that, but not
        // for a command that the registration did not include.
        let any_registered = |d: &Double| {
            d.inner
                .read(|w| (!w.visible_commands(guild).is_empty()).then_some(()))
        };
        self.try_wait_for(self.inner.config.wait_timeout, any_registered)
            .await;
        let Some(registered) = self.inner.read(|w| find_command(w, guild, top).cloned()) else {
            let names: Vec<String> = self.inner.read(|w| {
                w.visible_commands(guild)
                    .iter()
                    .map(|c| c["name"].to_string())
                    .collect()
            });
            return Err(format!(
                "no command {top:?} registered for this channel; registered: {names:?}"
            ));
        };
        self.inner.mutate(|w| {
            check_can_see(w, user, channel)?;
            check_can_use(w, user, guild, &registered)?;
            let mut resolved = Resolved::default();
            let defs = registered["options"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let options = build_options(w, guild, &defs, &path[1..], options, &mut resolved)?;
            let mut data = json!({
                "id": registered["id"],
                "name": top,
                "type": 1,
                "options": options,
            });
            if let Some(g) = registered.get("guild_id") {
                data["guild_id"] = g.clone();
            }
            if !resolved.0.is_empty() {
                data["resolved"] = Value::Object(resolved.0);
            }
            let kind = InteractionKind::Command {
                name: path.join(" "),
            };
            let id = dispatch_interaction(w, user, channel, kind, 2, data, None, None)?;
            Ok(Interaction {
                double: self.clone(),
                id,
                user,
                channel,
            })
        })
    }

    /// A user presses a button on the message's *current* state (re-read
    /// from the double): by label (`"Join"`), by `(row, col)`, or by
    /// `ButtonRef::CustomIdPrefix`.
    pub async fn click(
        &self,
        user: UserId,
        message: &Message,
        button: impl Into<ButtonRef>,
    ) -> Interaction {
        self.wait_session().await;
        let button = button.into();
        self.try_click(user, message, button.clone(), false)
            .unwrap_or_else(|e| panic!("click {button:?}: {e}"))
    }

    /// Like `click`, but on the given snapshot's buttons: a client that has
    /// not refreshed and presses a button the bot has since replaced.
    pub async fn click_stale(
        &self,
        user: UserId,
        message: &Message,
        button: impl Into<ButtonRef>,
    ) -> Interaction {
        self.wait_session().await;
        let button = button.into();
        self.try_click(user, message, button.clone(), true)
            .unwrap_or_else(|e| panic!("click_stale {button:?}: {e}"))
    }

    pub fn try_click(
        &self,
        user: UserId,
        message: &Message,
        button: ButtonRef,
        stale: bool,
    ) -> Result<Interaction, String> {
        self.inner.mutate(|w| {
            let current = current_message(w, message.id)?;
            let shown = if stale { message } else { &current };
            let buttons = shown.buttons();
            let found = button.find(&buttons).ok_or_else(|| {
                format!(
                    "no such button on message {}; buttons: {}",
                    message.id,
                    describe_buttons(shown)
                )
            })?;
            if found.disabled {
                return Err(format!("button {:?} is disabled", found.label));
            }
            let custom_id = found
                .custom_id
                .ok_or("a link button sends no interaction")?;
            let data = json!({ "custom_id": custom_id, "component_type": 2 });
            let kind = InteractionKind::Component {
                custom_id,
                message: message.id,
                values: None,
            };
            let id = component_interaction(w, user, &current, kind, data)?;
            Ok(Interaction {
                double: self.clone(),
                id,
                user,
                channel: current.channel,
            })
        })
    }

    /// A user picks `values` in a select menu (by index or custom_id prefix)
    /// on the message's current state.
    pub async fn select(
        &self,
        user: UserId,
        message: &Message,
        menu: impl Into<MenuRef>,
        values: &[&str],
    ) -> Interaction {
        self.wait_session().await;
        let menu = menu.into();
        self.try_select(user, message, menu.clone(), values)
            .unwrap_or_else(|e| panic!("select {menu:?} {values:?}: {e}"))
    }

    pub fn try_select(
        &self,
        user: UserId,
        message: &Message,
        menu: MenuRef,
        values: &[&str],
    ) -> Result<Interaction, String> {
        self.inner.mutate(|w| {
            let current = current_message(w, message.id)?;
            let selects = current.selects();
            let found = menu.find(&selects).ok_or_else(|| format!("no such select menu; menus: {selects:?}"))?;
            if found.disabled {
                return Err("the select menu is disabled".into());
            }
            let n = values.len() as u64;
            if n < found.min_values || n > found.max_values {
                return Err(format!("{n} values, the menu takes {}..={}", found.min_values, found.max_values));
            }
            if found.kind == 3 {
                for v in values {
                    if !found.options.iter().any(|o| o.value == *v) {
                        let offered: Vec<&str> = found.options.iter().map(|o| o.value.as_str()).collect();
                        return Err(format!("{v:?} is not an option; options: {offered:?}"));
                    }
                }
            }
            let data = json!({ "custom_id": found.custom_id, "component_type": found.kind, "values": values });
            let kind = InteractionKind::Component {
                custom_id: found.custom_id.clone(),
                message: message.id,
                values: Some(values.iter().map(|v| (*v).to_owned()).collect()),
            };
            let id = component_interaction(w, user, &current, kind, data)?;
            Ok(Interaction { double: self.clone(), id, user, channel: current.channel })
        })
    }

    /// A press on `message` sending `custom_id` (and `values` for a select)
    /// whether or not the message carries that control: a forged id, a
    /// control copied from another server or message. The presser must see
    /// the message's channel, as on Discord.
    pub async fn press_forged(
        &self,
        user: UserId,
        message: &Message,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Interaction {
        self.wait_session().await;
        self.inner
            .mutate(|w| {
                let current = current_message(w, message.id)?;
                let data = match values {
                    Some(v) => json!({ "custom_id": custom_id, "component_type": 3, "values": v }),
                    None => json!({ "custom_id": custom_id, "component_type": 2 }),
                };
                let kind = InteractionKind::Component {
                    custom_id: custom_id.to_owned(),
                    message: message.id,
                    values: values.map(|v| v.iter().map(|s| (*s).to_owned()).collect()),
                };
                let id = component_interaction(w, user, &current, kind, data)?;
                Ok(Interaction {
                    double: self.clone(),
                    id,
                    user,
                    channel: current.channel,
                })
            })
            .unwrap_or_else(|e: String| panic!("press_forged {custom_id}: {e}"))
    }

    /// Discord delivers an interaction again (same id, same token), as a
    /// gateway resume may.
    pub fn redeliver(&self, interaction: &Interaction) {
        self.inner
            .mutate(|w| {
                let payload = w.interactions[&interaction.id].payload.clone();
                gateway::dispatch_checked(w, "INTERACTION_CREATE", payload)
                    .map(drop)
                    .ok_or_else(|| "dispatch failed".to_string())
            })
            .unwrap_or_else(|e| panic!("redeliver {interaction:?}: {e}"));
    }

    /// A slash command whose subcommand options are sent exactly as given
    /// (`[{"name": "count", "type": 4, "value": 300}]`), unchecked against
    /// the registered command: a stale or broken client.
    pub async fn slash_raw(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: Value,
    ) -> Interaction {
        self.slash_raw_with(user, channel, command, options, &|_| {})
            .await
    }

    /// As [`Double::slash_raw`], the interaction's payload changed by
    /// `patch` before it is sent: e.g. a command from a group DM or a
    /// user-installed context, which Discord only sends to commands
    /// registered for it (a forged or misconfigured client).
    pub async fn slash_raw_with(
        &self,
        user: UserId,
        channel: ChannelId,
        command: &str,
        options: Value,
        patch: &dyn Fn(&mut Value),
    ) -> Interaction {
        let words: Vec<&str> = command.split_whitespace().collect();
        let [top, sub] = words.as_slice() else {
            panic!("slash_raw takes \"command subcommand\", got {command:?}");
        };
        self.wait_session().await;
        let guild = self
            .inner
            .read(|w| w.channels.get(&channel).map(|c| c.guild()))
            .expect("a known channel");
        self.inner
            .mutate(|w| {
                let registered = find_command(w, guild, top)
                    .cloned()
                    .ok_or_else(|| format!("no command {top:?}"))?;
                check_can_see(w, user, channel)?;
                let mut data = json!({
                    "id": registered["id"],
                    "name": top,
                    "type": 1,
                    "options": [{ "name": sub, "type": option_type::SUB_COMMAND, "options": options }],
                });
                if let Some(g) = registered.get("guild_id") {
                    data["guild_id"] = g.clone();
                }
                let kind = InteractionKind::Command {
                    name: command.to_owned(),
                };
                let id = dispatch_interaction(w, user, channel, kind, 2, data, None, Some(patch))?;
                Ok(Interaction {
                    double: self.clone(),
                    id,
                    user,
                    channel,
                })
            })
            .unwrap_or_else(|e: String| panic!("slash_raw /{command}: {e}"))
    }
}

impl Interaction {
    pub fn double(&self) -> &Double {
        &self.double
    }

    pub fn record(&self) -> InteractionRec {
        self.double.inner.read(|w| w.interactions[&self.id].clone())
    }

    /// Waits for the initial response (until shortly after the deadline has
    /// passed); panics if none came.
    pub async fn initial_response(&self) -> InitialResponse {
        let deadline = self.double.inner.config.initial_response_deadline;
        let wait = deadline + Duration::from_secs(2);
        let what = format!("the initial response to {self:?}");
        self.double
            .wait_for_within(&what, wait, |d| {
                d.inner.read(|w| w.interactions[&self.id].initial.clone())
            })
            .await
    }

    /// The initial response, or `None` if none came within `timeout` (or
    /// it came too late and was refused). Woken by the callback itself
    /// rather than by every change in the double, so it stays cheap with
    /// many interactions in flight.
    pub async fn answered_within(&self, timeout: Duration) -> Option<InitialResponse> {
        let waiter = {
            let mut w = self.double.inner.lock();
            let rec = &w.interactions[&self.id];
            if rec.initial.is_some() || rec.rejected_late {
                None
            } else {
                let (tx, rx) = tokio::sync::oneshot::channel();
                w.answer_waiters.entry(self.id).or_default().push(tx);
                Some(rx)
            }
        };
        if let Some(rx) = waiter {
            // A timeout leaves the sender behind; the callback drops it.
            let _ = tokio::time::timeout(timeout, rx).await;
        }
        self.double
            .inner
            .read(|w| w.interactions[&self.id].initial.clone())
    }

    /// The message answering this interaction, once it is there: the reply
    /// (type 4), the filled-in deferred reply (type 5, after its edit or
    /// first follow-up), or the component's message after its update (7, or
    /// 6 followed by an edit of `@original`, or by a first follow-up when
    /// the slow answer was a new message).
    pub async fn reply(&self) -> Message {
        let initial = self.initial_response().await;
        let dispatched_at = self.record().dispatched_at;
        let what = format!(
            "the reply to {self:?} (initial response {:?})",
            initial.kind
        );
        self.double
            .wait_for(&what, |d| {
                let rec = d.inner.read(|w| w.interactions[&self.id].clone());
                let message = d.message(rec.original?)?;
                let ready = match initial.kind {
                    CallbackKind::Message | CallbackKind::UpdateMessage => true,
                    CallbackKind::DeferredMessage => !message.loading,
                    CallbackKind::DeferredUpdate => {
                        if message.at > dispatched_at && message.edits > 0 {
                            true
                        } else {
                            // A slow answer that is a new message comes
                            // as the first follow-up.
                            return rec.followups.first().and_then(|&id| d.message(id));
                        }
                    }
                    _ => false,
                };
                ready.then_some(message)
            })
            .await
    }

    /// Follow-up messages so far (not counting one that filled a deferred reply).
    pub fn followups(&self) -> Vec<Message> {
        let ids = self.record().followups;
        ids.into_iter()
            .filter_map(|id| self.double.message(id))
            .collect()
    }

    /// Waits for the `n`-th follow-up (0-based).
    pub async fn followup(&self, n: usize) -> Message {
        let what = format!("follow-up #{n} to {self:?}");
        self.double
            .wait_for(&what, |_| self.followups().into_iter().nth(n))
            .await
    }

    /// The ephemeral messages answering this interaction (reply and follow-ups).
    pub fn ephemeral_messages(&self) -> Vec<Message> {
        let rec = self.record();
        rec.original
            .into_iter()
            .chain(rec.followups)
            .filter_map(|id| self.double.message(id))
            .filter(|m| m.visible_to == Some(self.user))
            .collect()
    }
}

fn current_message(w: &World, id: MessageId) -> Result<Message, String> {
    match w.message(id) {
        Some(m) if !m.deleted => Ok(Message::current(m)),
        Some(_) => Err(format!("message {id} was deleted")),
        None => Err(format!("message {id} does not exist")),
    }
}

/// `(0,0) "Join", (0,1) "Leave" [disabled]`
fn describe_buttons(m: &Message) -> String {
    let buttons: Vec<String> = m
        .buttons()
        .iter()
        .map(|b| {
            format!(
                "({},{}) {:?}{}",
                b.row,
                b.col,
                b.label.as_deref().unwrap_or(""),
                if b.disabled { " [disabled]" } else { "" }
            )
        })
        .collect();
    buttons.join(", ")
}

fn find_command<'a>(w: &'a World, guild: Option<GuildId>, name: &str) -> Option<&'a Value> {
    w.visible_commands(guild)
        .into_iter()
        .find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1)
}

/// The user must be able to see the channel (and the message in it).
fn check_can_see(w: &World, user: UserId, channel: ChannelId) -> Result<(), String> {
    if !w.users.contains_key(&user) {
        return Err(format!("user {user} does not exist"));
    }
    let c = w.channels.get(&channel).ok_or("unknown channel")?;
    if c.deleted {
        return Err(format!("channel {channel} was deleted"));
    }
    match &c.kind {
        ChannelKind::Text { guild, name, .. }
        | ChannelKind::Thread(ThreadRec { guild, name, .. }) => {
            if !w.guilds[guild].members.contains_key(&user) {
                return Err(format!(
                    "user {user} is not a member of the guild of #{name}"
                ));
            }
        }
        ChannelKind::Dm { recipient } => {
            if *recipient != user {
                return Err(format!(
                    "user {user} cannot see the DM channel of user {recipient}"
                ));
            }
        }
    }
    Ok(())
}

/// Discord's client hides commands a user may not run here.
fn check_can_use(
    w: &World,
    user: UserId,
    guild: Option<GuildId>,
    command: &Value,
) -> Result<(), String> {
    match guild {
        Some(g) => {
            let required = command["default_member_permissions"]
                .as_str()
                .and_then(|p| p.parse::<u64>().ok());
            let has = w.member_permissions(g, user).unwrap_or(0);
            if let Some(required) = required.filter(|r| has & r != *r) {
                return Err(format!(
                    "user {user} lacks the command's default_member_permissions {required}"
                ));
            }
        }
        None => {
            let contexts = command["contexts"].as_array();
            let in_dm = contexts.map_or(command["dm_permission"] != false, |c| {
                c.iter().any(|x| x == 1)
            });
            if !in_dm {
                return Err(format!(
                    "command {} is not available in DMs",
                    command["name"]
                ));
            }
        }
    }
    Ok(())
}

/// `resolved` data for user, channel and role options.
#[derive(Default)]
struct Resolved(Map<String, Value>);

impl Resolved {
    fn add(&mut self, kind: &str, id: String, value: Value) {
        let entry = self.0.entry(kind).or_insert_with(|| json!({}));
        entry[id] = value;
    }
}

fn build_options(
    w: &World,
    guild: Option<GuildId>,
    defs: &[Value],
    path: &[&str],
    given: &[(&str, Value)],
    resolved: &mut Resolved,
) -> Result<Vec<Value>, String> {
    let is_group = |d: &Value| {
        matches!(
            d["type"].as_u64(),
            Some(option_type::SUB_COMMAND | option_type::SUB_COMMAND_GROUP)
        )
    };
    if let Some((first, rest)) = path.split_first() {
        let def = defs
            .iter()
            .find(|d| is_group(d) && d["name"] == *first)
            .ok_or_else(|| {
                let subs: Vec<&Value> = defs
                    .iter()
                    .filter(|d| is_group(d))
                    .map(|d| &d["name"])
                    .collect();
                format!("no subcommand {first:?}; subcommands: {subs:?}")
            })?;
        let inner_defs = def["options"].as_array().cloned().unwrap_or_default();
        let options = build_options(w, guild, &inner_defs, rest, given, resolved)?;
        return Ok(vec![
            json!({ "name": first, "type": def["type"], "options": options }),
        ]);
    }
    if defs.iter().any(is_group) {
        let subs: Vec<&Value> = defs.iter().map(|d| &d["name"]).collect();
        return Err(format!("name a subcommand: {subs:?}"));
    }
    for def in defs.iter().filter(|d| d["required"] == true) {
        if !given.iter().any(|(name, _)| def["name"] == *name) {
            return Err(format!("required option {} is missing", def["name"]));
        }
    }
    given
        .iter()
        .map(|(name, value)| {
            let def = defs.iter().find(|d| d["name"] == *name).ok_or_else(|| {
                let names: Vec<&Value> = defs.iter().map(|d| &d["name"]).collect();
                format!("no option {name:?}; options: {names:?}")
            })?;
            let kind = def["type"].as_u64().unwrap_or(0);
            let value = option_value(w, guild, def, kind, value, resolved)
                .map_err(|e| format!("option {name:?}: {e}"))?;
            Ok(json!({ "name": name, "type": kind, "value": value }))
        })
        .collect()
}

fn option_value(
    w: &World,
    guild: Option<GuildId>,
    def: &Value,
    kind: u64,
    value: &Value,
    resolved: &mut Resolved,
) -> Result<Value, String> {
    // A choice may be named by its display name.
    let value = match def["choices"].as_array().filter(|c| !c.is_empty()) {
        Some(choices) => {
            let by_name = choices
                .iter()
                .find(|c| c["name"] == *value)
                .map(|c| c["value"].clone());
            let chosen = by_name.unwrap_or_else(|| value.clone());
            if !choices.iter().any(|c| c["value"] == chosen) {
                return Err(format!("{value} is not one of the choices {choices:?}"));
            }
            chosen
        }
        None => value.clone(),
    };
    let id_of = |v: &Value| {
        v.as_u64()
            .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
    };
    match kind {
        option_type::STRING => {
            let s = value.as_str().ok_or("expects a string")?;
            let n = s.chars().count() as u64;
            if def["min_length"].as_u64().is_some_and(|min| n < min)
                || def["max_length"].as_u64().is_some_and(|max| n > max)
            {
                return Err(format!("{s:?} is outside the allowed length"));
            }
            Ok(value)
        }
        option_type::INTEGER | option_type::NUMBER => {
            let x = value.as_f64().ok_or("expects a number")?;
            if kind == option_type::INTEGER && value.as_i64().is_none() {
                return Err("expects an integer".into());
            }
            if def["min_value"].as_f64().is_some_and(|min| x < min)
                || def["max_value"].as_f64().is_some_and(|max| x > max)
            {
                return Err(format!("{x} is outside the allowed range"));
            }
            Ok(value)
        }
        option_type::BOOLEAN => value
            .as_bool()
            .map(Value::Bool)
            .ok_or_else(|| "expects a boolean".into()),
        option_type::USER | option_type::MENTIONABLE => {
            let user = id_of(&value)
                .map(UserId)
                .filter(|u| w.users.contains_key(u))
                .ok_or("expects an existing user's id")?;
            resolved.add("users", user.to_string(), objects::user(w, user));
            if let Some(g) = guild.filter(|g| w.guilds[g].members.contains_key(&user)) {
                let mut member = objects::member(w, g, user, true);
                member
                    .as_object_mut()
                    .expect("member is an object")
                    .remove("user");
                resolved.add("members", user.to_string(), member);
            }
            Ok(json!(user.to_string()))
        }
        option_type::CHANNEL => {
            let channel = id_of(&value)
                .map(ChannelId)
                .and_then(|c| w.channels.get(&c))
                .ok_or("expects an existing channel's id")?;
            let partial = objects::interaction_channel(w, channel, perms::ALL);
            resolved.add("channels", channel.id.to_string(), partial);
            Ok(json!(channel.id.to_string()))
        }
        option_type::ROLE => {
            let g = guild.ok_or("role options need a guild")?;
            let role_id = id_of(&value).ok_or("expects a role id")?;
            let role = w.guilds[&g]
                .roles
                .iter()
                .find(|r| r.id.0 == role_id)
                .ok_or("no such role")?;
            resolved.add(
                "roles",
                role_id.to_string(),
                objects::role(&w.guilds[&g], role),
            );
            Ok(json!(role_id.to_string()))
        }
        other => Err(format!(
            "option type {other} is not supported by the double"
        )),
    }
}

fn component_interaction(
    w: &mut World,
    user: UserId,
    message: &Message,
    kind: InteractionKind,
    data: Value,
) -> Result<InteractionId, String> {
    check_can_see(w, user, message.channel)?;
    if let Some(owner) = message.visible_to.filter(|owner| *owner != user) {
        return Err(format!(
            "message {} is ephemeral for user {owner}",
            message.id
        ));
    }
    let message_json = objects::message(w, &w.messages[&message.id]);
    dispatch_interaction(
        w,
        user,
        message.channel,
        kind,
        3,
        data,
        Some(message_json),
        None,
    )
}

/// Records the interaction and sends INTERACTION_CREATE.
// The one way every kind of interaction is sent; the arguments are what
// Discord puts in its payload.
#[allow(clippy::too_many_arguments)]
fn dispatch_interaction(
    w: &mut World,
    user: UserId,
    channel: ChannelId,
    kind: InteractionKind,
    interaction_type: u8,
    data: Value,
    message: Option<Value>,
    patch: Option<&dyn Fn(&mut Value)>,
) -> Result<InteractionId, String> {
    let channel_rec = w.channels[&channel].clone();
    let guild = channel_rec.guild();
    if w.gateway.session_for(guild).is_none() {
        let shard = w.gateway.shard_of(guild);
        return Err(format!("the bot has no gateway session on shard {shard}"));
    }
    let id = InteractionId(w.next_id());
    let token = format!("interaction.{id}.{:x}", w.next_id());
    let app_permissions = match guild {
        Some(g) => w
            .member_permissions(g, w.bot)
            .expect("the bot is in every guild"),
        None => {
            perms::VIEW_CHANNEL
                | perms::SEND_MESSAGES
                | perms::EMBED_LINKS
                | perms::ATTACH_FILES
                | perms::READ_MESSAGE_HISTORY
                | perms::ADD_REACTIONS
                | perms::USE_EXTERNAL_EMOJIS
        }
    };
    let mut payload = json!({
        "id": id.json(),
        "application_id": w.application_id.to_string(),
        "type": interaction_type,
        "data": data,
        "channel": objects::interaction_channel(w, &channel_rec, app_permissions),
        "channel_id": channel.json(),
        "token": token,
        "version": 1,
        "app_permissions": app_permissions.to_string(),
        "locale": w.users[&user].locale,
        "entitlements": [],
        "authorizing_integration_owners": { "0": guild.map_or("0".to_owned(), |g| g.to_string()) },
        "context": if guild.is_some() { 0 } else { 1 },
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    match guild {
        Some(g) => {
            payload["guild_id"] = g.json();
            payload["guild_locale"] = json!(w.guilds[&g].locale);
            payload["member"] = objects::member(w, g, user, true);
        }
        None => payload["user"] = objects::user(w, user),
    }
    if let Some(message) = message {
        payload["message"] = message;
    }
    if let Some(patch) = patch {
        patch(&mut payload);
    }
    let rec = InteractionRec {
        id,
        token: token.clone(),
        kind,
        user,
        channel,
        guild,
        dispatched_at: w.now(),
        initial: None,
        original: None,
        followups: vec![],
        modal: None,
        rejected_late: false,
        unanswered_reported: false,
        payload: payload.clone(),
    };
    w.interactions.insert(id, rec);
    w.tokens.insert(token, id);
    gateway::dispatch_checked(w, "INTERACTION_CREATE", payload).ok_or("dispatch failed")?;
    Ok(id)
}
