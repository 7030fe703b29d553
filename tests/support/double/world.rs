//! Everything the double knows: users, guilds, channels, messages with their
//! edit history, interactions, registered commands, gateway sessions, and the
//! log of requests, served errors and violations.
//!
//! One `World` sits behind one mutex; nothing holds the lock across an await.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tokio::sync::mpsc::UnboundedSender;
use tokio::sync::oneshot;

use super::DoubleConfig;
use super::clock::Clock;
use super::faults::FaultRule;
use super::ids::*;
use super::ratelimit::RateLimits;
use super::threads::ThreadRec;
use super::violations::{Violation, ViolationKind};

/// Permission bits the double uses (Discord's values).
pub mod perms {
    pub const CREATE_INSTANT_INVITE: u64 = 1 << 0;
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const CHANGE_NICKNAME: u64 = 1 << 26;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// Everything Discord currently defines (what a guild owner has).
    pub const ALL: u64 = (1 << 51) - 1;

    /// What `@everyone` gets in a fresh guild.
    pub const EVERYONE: u64 = CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | MENTION_EVERYONE
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | SEND_MESSAGES_IN_THREADS;

    /// What the bot's own role grants: it is invited able to open threads.
    pub const BOT: u64 = EVERYONE | CREATE_PUBLIC_THREADS;
}

/// Message flags the double interprets.
pub mod flags {
    pub const EPHEMERAL: u64 = 1 << 6;
    /// The "Bot is thinking..." state of a deferred (type 5) response.
    pub const LOADING: u64 = 1 << 7;
    pub const IS_COMPONENTS_V2: u64 = 1 << 15;
}

#[derive(Clone, Debug)]
pub struct UserRec {
    pub id: UserId,
    pub name: String,
    pub bot: bool,
    pub dms_open: bool,
    /// The language of the user's Discord app: each interaction's `locale`.
    pub locale: String,
}

#[derive(Clone, Debug)]
pub struct RoleRec {
    pub id: RoleId,
    pub name: String,
    pub permissions: u64,
    pub position: u16,
    pub managed: bool,
}

#[derive(Clone, Debug)]
pub struct MemberRec {
    pub roles: Vec<RoleId>,
    pub joined_at: Duration,
    /// Taken away in every channel, as a moderator's member overwrites do
    /// (see `Double::deny_bot`); roles cannot grant these back.
    pub denied: u64,
}

#[derive(Clone, Debug)]
pub struct GuildRec {
    pub id: GuildId,
    pub name: String,
    pub owner: UserId,
    /// `roles[0]` is `@everyone` (its id is the guild's id, as on Discord).
    pub roles: Vec<RoleRec>,
    pub members: BTreeMap<UserId, MemberRec>,
    pub channels: Vec<ChannelId>,
    pub created_at: Duration,
    /// The server's language (`preferred_locale`; interactions' `guild_locale`).
    pub locale: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    Text {
        guild: GuildId,
        name: String,
        position: u16,
    },
    Dm {
        recipient: UserId,
    },
    /// A public thread (type 11) started from a message of a text channel.
    Thread(ThreadRec),
}

#[derive(Clone, Debug)]
pub struct ChannelRec {
    pub id: ChannelId,
    pub kind: ChannelKind,
    /// Deleted channels stay known, so requests on them get 10003.
    pub deleted: bool,
}

impl ChannelRec {
    pub fn new(id: ChannelId, kind: ChannelKind) -> Self {
        Self {
            id,
            kind,
            deleted: false,
        }
    }

    pub fn guild(&self) -> Option<GuildId> {
        match &self.kind {
            ChannelKind::Text { guild, .. } => Some(*guild),
            ChannelKind::Thread(t) => Some(t.guild),
            ChannelKind::Dm { .. } => None,
        }
    }

    pub fn thread(&self) -> Option<&ThreadRec> {
        match &self.kind {
            ChannelKind::Thread(t) => Some(t),
            _ => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct AttachmentRec {
    pub id: AttachmentId,
    pub filename: String,
    pub description: Option<String>,
    pub content_type: Option<String>,
    pub bytes: Arc<Vec<u8>>,
}

/// One state of a message; a message keeps all of them as its edit history.
#[derive(Clone, Debug)]
pub struct MessageVersion {
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<AttachmentRec>,
    pub flags: u64,
    pub at: Duration,
}

#[derive(Clone, Debug)]
pub struct MessageRec {
    pub id: MessageId,
    pub channel: ChannelId,
    pub author: UserId,
    pub created_at: Duration,
    /// Never empty; the last one is the current state.
    pub versions: Vec<MessageVersion>,
    pub deleted: bool,
    pub nonce: Option<Value>,
    /// Set on interaction responses and follow-ups.
    pub interaction: Option<InteractionId>,
    /// Ephemeral messages are seen by this user only.
    pub visible_to: Option<UserId>,
    /// Discord's message type (0 default, 20 slash-command response).
    pub kind: u8,
}

impl MessageRec {
    pub fn current(&self) -> &MessageVersion {
        self.versions
            .last()
            .expect("a message has at least one version")
    }

    pub fn edited_at(&self) -> Option<Duration> {
        (self.versions.len() > 1).then(|| self.current().at)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallbackKind {
    /// 4: reply with a message.
    Message,
    /// 5: "thinking...", the message comes later.
    DeferredMessage,
    /// 6: acknowledge a component, maybe edit its message later.
    DeferredUpdate,
    /// 7: edit the component's message now.
    UpdateMessage,
    /// 8: autocomplete choices.
    Autocomplete,
    /// 9: open a modal.
    Modal,
    Other(u64),
}

impl CallbackKind {
    pub fn from_type(t: u64) -> Self {
        match t {
            4 => Self::Message,
            5 => Self::DeferredMessage,
            6 => Self::DeferredUpdate,
            7 => Self::UpdateMessage,
            8 => Self::Autocomplete,
            9 => Self::Modal,
            other => Self::Other(other),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    /// A slash command; `name` is the full path, e.g. `nanuk start`.
    Command { name: String },
    /// A button press or a select choice on `message`.
    Component {
        custom_id: String,
        message: MessageId,
        values: Option<Vec<String>>,
    },
}

#[derive(Clone, Debug)]
pub struct InitialResponse {
    pub kind: CallbackKind,
    /// Time from dispatch to the callback, on the double's clock.
    pub after: Duration,
    pub ephemeral: bool,
}

#[derive(Clone, Debug)]
pub struct InteractionRec {
    pub id: InteractionId,
    pub token: String,
    pub kind: InteractionKind,
    pub user: UserId,
    pub channel: ChannelId,
    pub guild: Option<GuildId>,
    pub dispatched_at: Duration,
    pub initial: Option<InitialResponse>,
    /// The `@original` message: the created reply (4, 5) or the component's
    /// message (6, 7).
    pub original: Option<MessageId>,
    pub followups: Vec<MessageId>,
    pub modal: Option<Value>,
    /// A callback came too late and was refused (already a violation).
    pub rejected_late: bool,
    /// Already reported as unanswered.
    pub unanswered_reported: bool,
    /// The INTERACTION_CREATE payload, to deliver it again.
    pub payload: Value,
}

/// A request as the double saw it, for diagnostics.
#[derive(Clone, Debug)]
pub struct RequestRecord {
    pub method: String,
    pub path: String,
    pub status: u16,
    pub at: Duration,
    /// The verbs of the controls a message body carries ("s", "a", "p",
    /// ...), joined by commas; empty for a body with none. Lets the load
    /// report say which decisions the prompts were posted for.
    pub verbs: String,
}

/// A Discord error the double answered with that is *not* a violation: the
/// bot is expected to meet these in production and cope (50007 DMs closed,
/// 30046 old message, 50027 expired token, injected 429/5xx, ...).
#[derive(Clone, Debug)]
pub struct ServedError {
    pub request: String,
    pub status: u16,
    pub code: u64,
    pub message: String,
    pub at: Duration,
}

/// What the connection task should do next.
#[derive(Debug)]
pub enum Outgoing {
    /// A payload (already JSON); compressed if the session asked for it.
    Frame(String),
    Close(u16, String),
    /// Drop the TCP connection without a close frame.
    Abort,
}

#[derive(Debug)]
pub struct LiveConnection {
    pub id: u64,
    pub tx: UnboundedSender<Outgoing>,
}

#[derive(Debug)]
pub struct Session {
    pub id: String,
    pub seq: u64,
    /// Sent dispatches, replayed on RESUME.
    pub backlog: VecDeque<(u64, String)>,
    pub compress: bool,
    pub intents: u64,
    /// `(id, count)` from IDENTIFY's `shard` (`(0, 1)` without one).
    pub shard: (u32, u32),
    pub connection: Option<LiveConnection>,
}

/// A message was posted, edited or deleted (see `Double::watch_messages`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MessageChange {
    pub channel: ChannelId,
    pub message: MessageId,
    /// The user whose DM channel it is in, for DMs.
    pub dm_of: Option<UserId>,
    /// The text channel whose thread it is in, for threads.
    pub thread_of: Option<ChannelId>,
}

/// Counters a test can wait on ("the bot resumed").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatewayStats {
    pub connections: u32,
    pub identifies: u32,
    pub resumes: u32,
    /// A session is identified (or resumed) and its connection is open.
    pub live: bool,
    pub intents: Option<u64>,
    /// Whether the last IDENTIFY asked for zlib-compressed frames.
    pub compressed: Option<bool>,
    /// Dispatches sent again on a RESUME (missed while disconnected).
    pub replayed: u32,
}

#[derive(Debug)]
pub struct Gateway {
    pub sessions: HashMap<String, Session>,
    /// The session each shard's dispatches go to: per shard id, the latest
    /// one identified for it.
    pub current: BTreeMap<u32, String>,
    /// The shard count of the latest IDENTIFY (1 before any).
    pub shard_count: u32,
    pub stats: GatewayStats,
    pub next_connection: u64,
}

impl Default for Gateway {
    fn default() -> Self {
        Self {
            sessions: HashMap::new(),
            current: BTreeMap::new(),
            shard_count: 1,
            stats: GatewayStats::default(),
            next_connection: 0,
        }
    }
}

impl Gateway {
    /// The shard Discord sends an event to: a guild's to
    /// `(guild_id >> 22) % count`, every DM event to shard 0.
    pub fn shard_of(&self, guild: Option<GuildId>) -> u32 {
        match guild {
            Some(g) => ((g.0 >> 22) % u64::from(self.shard_count.max(1))) as u32,
            None => 0,
        }
    }

    /// The session that gets the events of `guild` (`None`: a DM), if
    /// the bot runs that shard.
    pub fn session_for(&self, guild: Option<GuildId>) -> Option<&Session> {
        let id = self.current.get(&self.shard_of(guild))?;
        self.sessions.get(id)
    }
}

/// The guild an event is about, from its payload (`None`: a DM event, or
/// an event of no guild, which Discord sends on shard 0).
pub fn guild_of_event(event: &str, data: &Value) -> Option<GuildId> {
    let id = match event {
        "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" => &data["id"],
        _ => &data["guild_id"],
    };
    id.as_str().and_then(|s| s.parse().ok()).map(GuildId)
}

pub struct World {
    pub config: DoubleConfig,
    pub clock: Arc<Clock>,
    pub base_url: String,
    pub ids: Snowflakes,
    pub application_id: u64,
    pub bot: UserId,
    pub app_owner: UserId,
    pub users: BTreeMap<UserId, UserRec>,
    pub guilds: BTreeMap<GuildId, GuildRec>,
    pub channels: BTreeMap<ChannelId, ChannelRec>,
    pub dm_channels: HashMap<UserId, ChannelId>,
    pub messages: BTreeMap<MessageId, MessageRec>,
    /// Each channel's message ids in posting order, so reading one channel
    /// does not scan every message (load runs hold hundreds of thousands).
    pub channel_index: HashMap<ChannelId, Vec<MessageId>>,
    /// Who is told about message changes.
    pub message_watchers: Vec<UnboundedSender<MessageChange>>,
    /// Who waits for an interaction's initial response.
    pub answer_waiters: HashMap<InteractionId, Vec<oneshot::Sender<()>>>,
    pub interactions: BTreeMap<InteractionId, InteractionRec>,
    pub tokens: HashMap<String, InteractionId>,
    pub global_commands: Vec<Value>,
    pub guild_commands: BTreeMap<GuildId, Vec<Value>>,
    /// (channel, nonce) -> message, for `enforce_nonce`.
    pub nonces: HashMap<(ChannelId, String), MessageId>,
    pub faults: Vec<FaultRule>,
    /// How long the reply being served waits before it is sent (set by
    /// a fault, taken by the HTTP handler).
    pub reply_delay: Option<std::time::Duration>,
    pub rate: RateLimits,
    pub gateway: Gateway,
    pub requests: Vec<RequestRecord>,
    pub served_errors: Vec<ServedError>,
    pub violations: Vec<Violation>,
}

impl World {
    pub fn new(config: DoubleConfig, clock: Arc<Clock>, base_url: String) -> Self {
        let mut world = Self {
            config,
            clock,
            base_url,
            ids: Snowflakes::default(),
            application_id: 0,
            bot: UserId(0),
            app_owner: UserId(0),
            users: BTreeMap::new(),
            guilds: BTreeMap::new(),
            channels: BTreeMap::new(),
            dm_channels: HashMap::new(),
            messages: BTreeMap::new(),
            channel_index: HashMap::new(),
            message_watchers: Vec::new(),
            answer_waiters: HashMap::new(),
            interactions: BTreeMap::new(),
            tokens: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            nonces: HashMap::new(),
            faults: Vec::new(),
            reply_delay: None,
            rate: RateLimits::default(),
            gateway: Gateway::default(),
            requests: Vec::new(),
            served_errors: Vec::new(),
            violations: Vec::new(),
        };
        let bot_name = world.config.bot_name.clone();
        world.bot = world.add_user(&bot_name, true);
        // The bot user's id is the application's id, as for bots made in the portal.
        world.application_id = world.bot.0;
        world.app_owner = world.add_user("app-owner", false);
        world
    }

    pub fn now(&self) -> Duration {
        self.clock.now()
    }

    pub fn next_id(&mut self) -> u64 {
        let ms = self.clock.unix_ms(self.clock.now());
        self.ids.next(ms)
    }

    pub fn violation(&mut self, kind: ViolationKind, request: &str, detail: impl Into<String>) {
        let violation = Violation {
            kind,
            request: request.to_owned(),
            detail: detail.into(),
            at: self.now(),
        };
        eprintln!("discord double: violation {violation}");
        self.violations.push(violation);
    }

    // ---- setup -------------------------------------------------------------

    pub fn add_user(&mut self, name: &str, bot: bool) -> UserId {
        let id = UserId(self.next_id());
        self.users.insert(
            id,
            UserRec {
                id,
                name: name.to_owned(),
                bot,
                dms_open: true,
                locale: "en-US".to_owned(),
            },
        );
        id
    }

    pub fn add_guild(&mut self, name: &str) -> GuildId {
        let id = GuildId(self.next_id());
        let owner = self.add_user(&format!("{name} owner"), false);
        let now = self.now();
        let everyone = RoleRec {
            id: RoleId(id.0),
            name: "@everyone".into(),
            permissions: perms::EVERYONE,
            position: 0,
            managed: false,
        };
        let manager = RoleRec {
            id: RoleId(self.next_id()),
            name: "Manager".into(),
            permissions: perms::EVERYONE | perms::MANAGE_GUILD,
            position: 1,
            managed: false,
        };
        // The role Discord creates for a bot when it joins with permissions.
        let bot_role = RoleRec {
            id: RoleId(self.next_id()),
            name: self.config.bot_name.clone(),
            permissions: perms::BOT,
            position: 2,
            managed: true,
        };
        let bot_role_id = bot_role.id;
        let mut members = BTreeMap::new();
        members.insert(
            owner,
            MemberRec {
                roles: vec![],
                joined_at: now,
                denied: 0,
            },
        );
        members.insert(
            self.bot,
            MemberRec {
                roles: vec![bot_role_id],
                joined_at: now,
                denied: 0,
            },
        );
        self.guilds.insert(
            id,
            GuildRec {
                id,
                name: name.to_owned(),
                owner,
                roles: vec![everyone, manager, bot_role],
                members,
                channels: vec![],
                created_at: now,
                locale: "en-US".to_owned(),
            },
        );
        id
    }

    pub fn add_text_channel(&mut self, guild: GuildId, name: &str) -> ChannelId {
        let id = ChannelId(self.next_id());
        let g = self
            .guilds
            .get_mut(&guild)
            .expect("add_text_channel: unknown guild");
        let position = g.channels.len() as u16;
        g.channels.push(id);
        let kind = ChannelKind::Text {
            guild,
            name: name.to_owned(),
            position,
        };
        self.channels.insert(id, ChannelRec::new(id, kind));
        id
    }

    pub fn add_member(&mut self, guild: GuildId, user: UserId, manage_server: bool) {
        assert!(
            self.users.contains_key(&user),
            "add_member: unknown user {user}"
        );
        let now = self.now();
        let g = self
            .guilds
            .get_mut(&guild)
            .expect("add_member: unknown guild");
        let roles = if manage_server {
            vec![g.roles[1].id]
        } else {
            vec![]
        };
        g.members.insert(
            user,
            MemberRec {
                roles,
                joined_at: now,
                denied: 0,
            },
        );
    }

    /// The DM channel between the bot and `user`, created on first use.
    pub fn dm_channel(&mut self, user: UserId) -> ChannelId {
        if let Some(id) = self.dm_channels.get(&user) {
            return *id;
        }
        let id = ChannelId(self.next_id());
        let kind = ChannelKind::Dm { recipient: user };
        self.channels.insert(id, ChannelRec::new(id, kind));
        self.dm_channels.insert(user, id);
        id
    }

    // ---- queries -------------------------------------------------------------

    /// A member's permissions in a guild, as Discord computes them for the
    /// interaction's `member.permissions`. The only overwrites modelled are
    /// a member's `denied` bits, which hold in every channel alike.
    pub fn member_permissions(&self, guild: GuildId, user: UserId) -> Option<u64> {
        let g = self.guilds.get(&guild)?;
        let member = g.members.get(&user)?;
        if g.owner == user {
            return Some(perms::ALL);
        }
        let mut bits = g.roles[0].permissions;
        for role in &member.roles {
            if let Some(r) = g.roles.iter().find(|r| r.id == *role) {
                bits |= r.permissions;
            }
        }
        // Administrators pass every overwrite, as on Discord.
        Some(if bits & perms::ADMINISTRATOR != 0 {
            perms::ALL
        } else {
            bits & !member.denied
        })
    }

    /// Whether the bot holds all of `bits` in `channel` (a DM allows all).
    pub fn bot_may(&self, channel: ChannelId, bits: u64) -> bool {
        match self.channels.get(&channel).and_then(ChannelRec::guild) {
            Some(g) => self
                .member_permissions(g, self.bot)
                .is_some_and(|has| has & bits == bits),
            None => true,
        }
    }

    /// Live (not deleted) messages of a channel in posting order; ephemeral
    /// ones only if `viewer` may see them.
    pub fn channel_messages(&self, channel: ChannelId, viewer: Option<UserId>) -> Vec<&MessageRec> {
        self.channel_index
            .get(&channel)
            .into_iter()
            .flatten()
            .map(|id| &self.messages[id])
            .filter(|m| !m.deleted)
            .filter(|m| m.visible_to.is_none() || m.visible_to == viewer)
            .collect()
    }

    /// Stores a new message (ids only grow, so the index stays in order).
    pub fn insert_message(&mut self, rec: MessageRec) {
        let (id, channel) = (rec.id, rec.channel);
        self.messages.insert(id, rec);
        self.channel_index.entry(channel).or_default().push(id);
        self.thread_activity(channel);
        self.message_changed(id);
    }

    /// Tells the watchers (those still listening) that a message changed.
    pub fn message_changed(&mut self, id: MessageId) {
        if self.message_watchers.is_empty() {
            return;
        }
        let channel = self.messages[&id].channel;
        let (dm_of, thread_of) = match self.channels.get(&channel).map(|c| &c.kind) {
            Some(ChannelKind::Dm { recipient }) => (Some(*recipient), None),
            Some(ChannelKind::Thread(t)) => (None, Some(t.parent)),
            _ => (None, None),
        };
        let change = MessageChange {
            channel,
            message: id,
            dm_of,
            thread_of,
        };
        self.message_watchers.retain(|w| w.send(change).is_ok());
    }

    /// Wakes whoever waits for this interaction's initial response.
    pub fn interaction_answered(&mut self, id: InteractionId) {
        for waiter in self.answer_waiters.remove(&id).into_iter().flatten() {
            // A waiter that gave up has dropped its receiver; nothing to do.
            let _ = waiter.send(());
        }
    }

    pub fn message(&self, id: MessageId) -> Option<&MessageRec> {
        self.messages.get(&id)
    }

    pub fn interaction_by_token(&self, token: &str) -> Option<&InteractionRec> {
        self.tokens
            .get(token)
            .and_then(|id| self.interactions.get(id))
    }

    /// The commands a user sees in `guild` (guild commands, then global ones).
    pub fn visible_commands(&self, guild: Option<GuildId>) -> Vec<&Value> {
        let guild_cmds = guild.and_then(|g| self.guild_commands.get(&g));
        guild_cmds
            .into_iter()
            .flatten()
            .chain(self.global_commands.iter())
            .collect()
    }

    // ---- gateway -------------------------------------------------------------

    /// Sends a dispatch to the shard of the guild it is about (a DM event
    /// to shard 0), as Discord routes events; see `dispatch_on`. Errors if
    /// the bot never identified that shard.
    pub fn dispatch(&mut self, event: &str, data: Value) -> Result<u64, String> {
        let shard = self.gateway.shard_of(guild_of_event(event, &data));
        let session =
            self.gateway.current.get(&shard).cloned().ok_or_else(|| {
                format!("the bot has not identified shard {shard} on the gateway")
            })?;
        self.dispatch_on(&session, event, data)
    }

    /// Sends a dispatch on one session (or keeps it in the backlog for a
    /// RESUME if its connection is down).
    pub fn dispatch_on(&mut self, session: &str, event: &str, data: Value) -> Result<u64, String> {
        let session = self
            .gateway
            .sessions
            .get_mut(session)
            .ok_or("no such gateway session")?;
        session.seq += 1;
        let seq = session.seq;
        let frame = serde_json::json!({ "op": 0, "s": seq, "t": event, "d": data }).to_string();
        if session.backlog.len() >= 10_000 {
            session.backlog.pop_front();
        }
        session.backlog.push_back((seq, frame.clone()));
        if let Some(conn) = &session.connection {
            // A closed receiver means the connection is going away; the
            // backlog covers the RESUME.
            let _ = conn.tx.send(Outgoing::Frame(frame));
        }
        Ok(seq)
    }

    /// Live: every shard the bot identified has its connection open.
    pub fn refresh_gateway_live(&mut self) {
        let g = &self.gateway;
        let live = !g.current.is_empty()
            && g.current
                .values()
                .all(|c| g.sessions.get(c).is_some_and(|s| s.connection.is_some()));
        self.gateway.stats.live = live;
    }

    /// The shards whose session has its connection open.
    pub fn live_shards(&self) -> Vec<u32> {
        let g = &self.gateway;
        g.current
            .iter()
            .filter(|(_, c)| g.sessions.get(*c).is_some_and(|s| s.connection.is_some()))
            .map(|(shard, _)| *shard)
            .collect()
    }
}
