//! A Discord double for end-to-end tests: HTTP API and gateway on 127.0.0.1,
//! checking every request against Discord's contract and recording
//! violations, with a driver that plays the users.
//!
//! ```ignore
//! let discord = Double::start().await;
//! let guild = discord.create_guild("Club");
//! let table = discord.create_text_channel(guild, "table");
//! let alice = discord.create_user("alice");
//! discord.add_member(guild, alice);
//! // ... start the bot with discord.bot_env(..) ...
//! let lobby = discord.slash(alice, table, "nanuk start", &[]).await.reply().await;
//! discord.click(alice, &lobby, "Join").await.initial_response().await;
//! // The bot may open a public thread on its lobby message:
//! let game = discord.thread_of(lobby.id).expect("a thread per game");
//! let board = discord.wait_for_message(game, "the board", |m| !m.embeds.is_empty()).await;
//! discord.assert_no_violations().await;
//! ```

mod clock;
mod driver;
mod faults;
mod gateway;
mod http;
mod ids;
mod limits;
mod objects;
mod ratelimit;
mod schema;
mod threads;
mod transcript;
mod view;
mod violations;
mod world;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::watch;

pub use driver::Interaction;
pub use faults::Fault;
pub use gateway::GatewayDrop;
pub use ids::*;
pub use ratelimit::{Limit, RateLimitConfig};
pub use threads::ThreadView;
pub use view::{Attachment, Button, ButtonRef, MenuRef, Message, Select, SelectOption, verb};
pub use violations::{Violation, ViolationKind};
pub use world::{
    CallbackKind, GatewayStats, InitialResponse, InteractionKind, InteractionRec, MessageChange,
    RequestRecord, ServedError, perms,
};

use clock::Clock;
use faults::{FaultRule, RoutePattern};
use world::World;

/// Discord's rules and the double's knobs.
#[derive(Clone, Debug)]
pub struct DoubleConfig {
    pub token: String,
    pub bot_name: String,
    /// Discord says ~41 s; shorter here so a dead connection is noticed fast.
    pub heartbeat_interval: Duration,
    /// Discord: 3 s from dispatch to the initial response.
    pub initial_response_deadline: Duration,
    /// Discord: interaction tokens (follow-ups, `@original`) last 15 minutes.
    pub token_lifetime: Duration,
    /// Discord: messages older than 1 hour answer edits with 30046.
    pub edit_window: Duration,
    /// How long a message-create `nonce` is remembered for `enforce_nonce`.
    pub nonce_window: Duration,
    /// Default timeout of the `wait_*` helpers.
    pub wait_timeout: Duration,
    /// Discord's rate limits (on by default); `None` serves every request.
    pub rate_limits: Option<RateLimitConfig>,
    /// The shard count `GET /gateway/bot` recommends.
    pub shards: u32,
    /// Each REST request reaches the double after a random delay of up to
    /// this long, as requests reach Discord over a network: sent in order,
    /// they may arrive bunched or swapped, and Discord's windows count
    /// arrivals. Zero by default.
    pub arrival_jitter: Duration,
}

impl DoubleConfig {
    /// For tests that measure something else than pacing.
    pub fn without_rate_limits() -> Self {
        Self {
            rate_limits: None,
            ..Self::default()
        }
    }
}

impl Default for DoubleConfig {
    fn default() -> Self {
        Self {
            token: "double-token.ABCDEF.0123456789".into(),
            bot_name: "Nanuk".into(),
            heartbeat_interval: Duration::from_secs(5),
            initial_response_deadline: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(15 * 60),
            edit_window: Duration::from_secs(60 * 60),
            nonce_window: Duration::from_secs(5 * 60),
            wait_timeout: Duration::from_secs(10),
            rate_limits: Some(RateLimitConfig::discord()),
            shards: 1,
            arrival_jitter: Duration::ZERO,
        }
    }
}

/// Shared by the HTTP handlers, the gateway connections and the test.
pub struct Inner {
    world: Mutex<World>,
    /// Bumped after every change, so waiters wake up instead of sleeping.
    changes: watch::Sender<u64>,
    clock: Arc<Clock>,
    config: DoubleConfig,
    addr: SocketAddr,
    /// `false` while the test holds new gateway connections back.
    gateway_open: watch::Sender<bool>,
}

impl Inner {
    fn lock(&self) -> MutexGuard<'_, World> {
        // A test that panicked mid-way must still be able to read diagnostics.
        self.world
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn mutate<T>(&self, change: impl FnOnce(&mut World) -> T) -> T {
        let result = change(&mut self.lock());
        self.changes.send_modify(|n| *n += 1);
        result
    }

    fn read<T>(&self, look: impl FnOnce(&World) -> T) -> T {
        look(&self.lock())
    }
}

/// The connection of the guild's shard is open (events made now reach it;
/// a later IDENTIFY gets the guild in GUILD_CREATE).
fn shard_live(w: &World, guild: GuildId) -> bool {
    w.gateway
        .session_for(Some(guild))
        .is_some_and(|s| s.connection.is_some())
}

fn bot_member(w: &mut World, guild: GuildId) -> &mut world::MemberRec {
    let bot = w.bot;
    w.guilds
        .get_mut(&guild)
        .expect("unknown guild")
        .members
        .get_mut(&bot)
        .expect("the bot is in every guild")
}

/// A running Discord double. Cheap to clone; all clones share one world.
#[derive(Clone)]
pub struct Double {
    inner: Arc<Inner>,
}

impl Double {
    pub async fn start() -> Self {
        Self::start_with(DoubleConfig::default()).await
    }

    pub async fn start_with(config: DoubleConfig) -> Self {
        // Loads (or loudly skips) the spec now, so a missing spec under CI
        // fails at once rather than at the first request.
        schema::spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("listener has an address");
        let clock = Arc::new(Clock::new());
        let world = World::new(config.clone(), Arc::clone(&clock), format!("http://{addr}"));
        let (changes, _) = watch::channel(0);
        let (gateway_open, _) = watch::channel(true);
        let inner = Arc::new(Inner {
            world: Mutex::new(world),
            changes,
            clock,
            config,
            addr,
            gateway_open,
        });
        let app = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::upgrade))
            .fallback(http::handle)
            .with_state(Arc::clone(&inner));
        tokio::spawn(async move {
            axum::serve(listener, app)
                .await
                .expect("the double's server runs until the test ends");
        });
        Self { inner }
    }

    // ---- where the bot connects ------------------------------------------------

    /// `DISCORD_API_PROXY`: serenity sends `{base_url}/api/v10/...` here.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.inner.addr)
    }

    pub fn gateway_url(&self) -> String {
        format!("ws://{}/gateway", self.inner.addr)
    }

    pub fn token(&self) -> &str {
        &self.inner.config.token
    }

    pub fn config(&self) -> &DoubleConfig {
        &self.inner.config
    }

    pub fn application_id(&self) -> u64 {
        self.inner.read(|w| w.application_id)
    }

    pub fn bot_user(&self) -> UserId {
        self.inner.read(|w| w.bot)
    }

    /// The environment for the bot binary (see `BotProcess`).
    pub fn bot_env(&self, database_url: &str, dev_guild: Option<GuildId>) -> Vec<(String, String)> {
        let mut env = vec![
            ("DISCORD_TOKEN".to_owned(), self.token().to_owned()),
            ("DISCORD_API_PROXY".to_owned(), self.base_url()),
            ("DATABASE_URL".to_owned(), database_url.to_owned()),
            (
                "RUST_LOG".to_owned(),
                std::env::var("RUST_LOG").unwrap_or_else(|_| "info".to_owned()),
            ),
            // Tests check what the board shows, not how often: every change
            // is drawn at once. Tests of that pacing (and the load runs)
            // take the bot's default instead.
            ("NANUK_BOARD_EVERY".to_owned(), "0".to_owned()),
        ];
        if let Some(guild) = dev_guild {
            env.push(("NANUK_DEV_GUILD_ID".to_owned(), guild.to_string()));
        }
        env
    }

    /// A serenity HTTP client pointed at the double, for in-process bots and
    /// for tests that play the bot's part themselves.
    pub fn serenity_http(&self) -> serenity::http::Http {
        self.serenity_http_with_token(self.token())
    }

    pub fn serenity_http_with_token(&self, token: &str) -> serenity::http::Http {
        let http = serenity::http::HttpBuilder::new(token)
            .proxy(self.base_url())
            .ratelimiter_disabled(true)
            .build();
        http.set_application_id(serenity::model::id::ApplicationId::new(
            self.application_id(),
        ));
        http
    }

    // ---- the world the test sets up ---------------------------------------------

    /// A user with open DMs.
    pub fn create_user(&self, name: &str) -> UserId {
        self.inner.mutate(|w| w.add_user(name, false))
    }

    /// Closed DMs make messages to the user fail with 403 / 50007.
    pub fn set_dms_open(&self, user: UserId, open: bool) {
        self.inner.mutate(|w| {
            w.users
                .get_mut(&user)
                .expect("set_dms_open: unknown user")
                .dms_open = open
        });
    }

    /// The language of a user's Discord app (Discord's locale code, e.g.
    /// "fr"): the `locale` of their interactions from now on.
    pub fn set_user_locale(&self, user: UserId, locale: &str) {
        self.inner.mutate(|w| {
            w.users
                .get_mut(&user)
                .expect("set_user_locale: unknown user")
                .locale = locale.to_owned()
        });
    }

    /// A server's language (its `preferred_locale`, and the `guild_locale`
    /// of interactions in it).
    pub fn set_guild_locale(&self, guild: GuildId, locale: &str) {
        self.inner.mutate(|w| {
            w.guilds
                .get_mut(&guild)
                .expect("set_guild_locale: unknown guild")
                .locale = locale.to_owned()
        });
    }

    /// A guild with the bot in it and an owner (see `guild_owner`). Create
    /// guilds and channels before the bot connects: they then arrive in its
    /// GUILD_CREATE (later ones are dispatched too, if the gateway is live).
    pub fn create_guild(&self, name: &str) -> GuildId {
        self.inner.mutate(|w| {
            let id = w.add_guild(name);
            if shard_live(w, id) {
                let payload = objects::guild_create(w, &w.guilds[&id]);
                gateway::dispatch_guild_event(w, "GUILD_CREATE", payload);
            }
            id
        })
    }

    pub fn guild_owner(&self, guild: GuildId) -> UserId {
        self.inner.read(|w| w.guilds[&guild].owner)
    }

    pub fn create_text_channel(&self, guild: GuildId, name: &str) -> ChannelId {
        self.inner.mutate(|w| {
            let id = w.add_text_channel(guild, name);
            if shard_live(w, guild) {
                let payload = objects::channel(w, &w.channels[&id]);
                gateway::dispatch_guild_event(w, "CHANNEL_CREATE", payload);
            }
            id
        })
    }

    /// A plain member (no Manage Server).
    pub fn add_member(&self, guild: GuildId, user: UserId) {
        self.inner.mutate(|w| w.add_member(guild, user, false));
    }

    /// A member with a role granting Manage Server.
    pub fn add_manager(&self, guild: GuildId, user: UserId) {
        self.inner.mutate(|w| w.add_member(guild, user, true));
    }

    /// A moderator deleting a message (the bot's next edit gets 10008).
    pub fn delete_message(&self, message: MessageId) {
        self.inner.mutate(|w| {
            w.messages
                .get_mut(&message)
                .expect("delete_message: unknown message")
                .deleted = true
        });
    }

    /// Takes `bits` (`perms::*`) from the bot in every channel of `guild`,
    /// as a moderator's overwrite does: requests needing them get 403 / 50013
    /// and interactions carry the reduced `app_permissions`. The gateway
    /// says nothing of it (the bot learns from the refusals).
    pub fn deny_bot(&self, guild: GuildId, bits: u64) {
        self.inner.mutate(|w| bot_member(w, guild).denied |= bits);
    }

    /// Gives back what `deny_bot` took.
    pub fn allow_bot(&self, guild: GuildId, bits: u64) {
        self.inner.mutate(|w| bot_member(w, guild).denied &= !bits);
    }

    /// A moderator (or Discord) deletes a channel; a text channel takes its
    /// threads along. Every request on it then gets 404 / 10003.
    pub fn delete_channel(&self, channel: ChannelId) {
        self.inner.mutate(|w| w.delete_channel(channel));
    }

    // ---- threads ----------------------------------------------------------------

    /// The live thread started from `message`, if any (its id is the message's).
    pub fn thread_of(&self, message: MessageId) -> Option<ChannelId> {
        self.inner.read(|w| w.thread_of(message))
    }

    /// The live threads under `parent` (archived ones included), oldest first.
    pub fn threads_in(&self, parent: ChannelId) -> Vec<ChannelId> {
        self.inner.read(|w| {
            let mut ids: Vec<ChannelId> = w
                .channels
                .values()
                .filter(|c| !c.deleted && c.thread().is_some_and(|t| t.parent == parent))
                .map(|c| c.id)
                .collect();
            ids.sort();
            ids
        })
    }

    /// The messages of `channel` and of its live threads, in the order
    /// they were posted: what someone reading a game's channel and its
    /// thread sees.
    pub fn messages_with_threads(&self, channel: ChannelId) -> Vec<Message> {
        let mut all = self.channel_messages(channel);
        for thread in self.threads_in(channel) {
            all.extend(self.channel_messages(thread));
        }
        all.sort_by_key(|m| m.id);
        all
    }

    /// A live thread as of the double's clock (archived by inactivity included).
    pub fn thread(&self, id: ChannelId) -> Option<ThreadView> {
        self.inner.read(|w| w.thread_view(id))
    }

    /// A moderator archives the thread (the bot gets THREAD_UPDATE).
    pub fn archive_thread(&self, id: ChannelId) {
        self.inner.mutate(|w| {
            let now = w.now();
            w.thread_mut(id)
                .expect("archive_thread: no such live thread")
                .archive(now);
            let payload = objects::channel(w, &w.channels[&id]);
            gateway::dispatch_guild_event(w, "THREAD_UPDATE", payload);
        });
    }

    // ---- clock ------------------------------------------------------------------

    /// Moves the double's clock forward (for the 3 s, 15 min and 1 h rules).
    pub fn advance_clock(&self, by: Duration) {
        self.inner.clock.advance(by);
        self.inner.changes.send_modify(|n| *n += 1);
    }

    /// Time on the double's clock since it started.
    pub fn now(&self) -> Duration {
        self.inner.clock.now()
    }

    // ---- faults -----------------------------------------------------------------

    /// The next `times` requests matching `route` (`"POST /channels/*/messages"`,
    /// `*` = one segment, trailing `**` = the rest) fail with `fault`.
    pub fn fail_next(&self, route: &str, times: usize, fault: Fault) {
        let rule = FaultRule {
            route: route.to_owned(),
            pattern: RoutePattern::parse(route),
            remaining: times,
            fault,
        };
        self.inner.mutate(|w| w.faults.push(rule));
    }

    /// Uses left of the faults injected for `route` (as written).
    pub fn faults_left(&self, route: &str) -> usize {
        self.inner.read(|w| {
            w.faults
                .iter()
                .filter(|r| r.route == route)
                .map(|r| r.remaining)
                .sum()
        })
    }

    /// Forgets every injected fault not yet used.
    pub fn clear_faults(&self) {
        self.inner.mutate(|w| w.faults.clear());
    }

    /// Every request matching `route` gets a 429 (`retry_after` seconds,
    /// per-route scope) `times` times: the knob for rate-limit tests.
    pub fn rate_limit_next(&self, route: &str, times: usize, retry_after: f64) {
        self.fail_next(route, times, Fault::rate_limited(retry_after));
    }

    /// Invalid requests (401, 403, 429) answered in the last 10 minutes of
    /// the double's clock, as Discord counts them towards its IP ban.
    pub fn invalid_requests(&self) -> usize {
        self.inner.mutate(|w| {
            let now = w.now();
            w.rate.invalid_recent(now)
        })
    }

    /// 429s the limits gave (not injected ones): (per-route, global).
    pub fn rate_limited(&self) -> (u64, u64) {
        self.inner
            .read(|w| (w.rate.limited_user, w.rate.limited_global))
    }

    /// Every 429 answered, injected or not.
    pub fn count_429s(&self) -> usize {
        self.inner
            .read(|w| w.requests.iter().filter(|r| r.status == 429).count())
    }

    /// Breaks the bot's gateway connection (shard 0's); see `GatewayDrop`.
    pub fn drop_gateway(&self, how: GatewayDrop) {
        self.drop_shard(0, how);
    }

    /// Breaks the gateway connection of shard `shard`.
    pub fn drop_shard(&self, shard: u32, how: GatewayDrop) {
        self.inner
            .mutate(|w| gateway::drop_connection(w, shard, how))
            .unwrap_or_else(|e| panic!("drop_shard({shard}, {how:?}): {e}"));
    }

    /// New gateway connections wait (in the websocket handshake) until
    /// `release_gateway`: with `drop_gateway`, this keeps the bot
    /// disconnected while the test acts.
    pub fn hold_gateway(&self) {
        self.inner.gateway_open.send_replace(false);
    }

    pub fn release_gateway(&self) {
        self.inner.gateway_open.send_replace(true);
    }

    // ---- reading ----------------------------------------------------------------

    /// A channel's messages as everyone sees them (no ephemerals), oldest first.
    pub fn channel_messages(&self, channel: ChannelId) -> Vec<Message> {
        self.inner.read(|w| {
            w.channel_messages(channel, None)
                .into_iter()
                .map(Message::current)
                .collect()
        })
    }

    /// How many messages a channel holds (deleted ones included).
    pub fn messages_in(&self, channel: ChannelId) -> usize {
        self.inner
            .read(|w| w.channel_index.get(&channel).map_or(0, Vec::len))
    }

    /// The messages in the bot's DM channel with `user`, oldest first
    /// (ephemeral replies to interactions in the DM included).
    pub fn dm_messages(&self, user: UserId) -> Vec<Message> {
        self.inner.read(|w| match w.dm_channels.get(&user) {
            Some(c) => w
                .channel_messages(*c, Some(user))
                .into_iter()
                .map(Message::current)
                .collect(),
            None => vec![],
        })
    }

    /// Every ephemeral message shown to `user`, oldest first.
    pub fn ephemeral_messages(&self, user: UserId) -> Vec<Message> {
        self.inner.read(|w| {
            w.messages
                .values()
                .filter(|m| m.visible_to == Some(user) && !m.deleted)
                .map(Message::current)
                .collect()
        })
    }

    pub fn message(&self, id: MessageId) -> Option<Message> {
        self.inner.read(|w| w.message(id).map(Message::current))
    }

    /// Every state of a message, from creation to now.
    pub fn history(&self, id: MessageId) -> Vec<Message> {
        self.inner.read(|w| match w.message(id) {
            Some(m) => (0..m.versions.len())
                .map(|i| Message::version(m, i))
                .collect(),
            None => vec![],
        })
    }

    /// The user opens (or finds) their DM channel with the bot, e.g. to run
    /// a slash command there.
    pub fn open_dm(&self, user: UserId) -> ChannelId {
        self.inner.mutate(|w| w.dm_channel(user))
    }

    /// Every message posted, edited or deleted from now on, as it happens
    /// (for drivers of many games, which cannot afford to re-read whole
    /// channels on every change).
    pub fn watch_messages(&self) -> tokio::sync::mpsc::UnboundedReceiver<MessageChange> {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        self.inner.lock().message_watchers.push(tx);
        rx
    }

    /// The DM channel of a user, if the bot opened one.
    pub fn dm_channel(&self, user: UserId) -> Option<ChannelId> {
        self.inner.read(|w| w.dm_channels.get(&user).copied())
    }

    /// Registered commands: the guild's, or the global ones for `None`.
    pub fn commands(&self, guild: Option<GuildId>) -> Vec<Value> {
        self.inner.read(|w| match guild {
            Some(g) => w.guild_commands.get(&g).cloned().unwrap_or_default(),
            None => w.global_commands.clone(),
        })
    }

    /// Every interaction dispatched so far, oldest first.
    pub fn interactions(&self) -> Vec<InteractionRec> {
        self.inner
            .read(|w| w.interactions.values().cloned().collect())
    }

    pub fn gateway_stats(&self) -> GatewayStats {
        self.inner.read(|w| w.gateway.stats.clone())
    }

    pub fn requests(&self) -> Vec<RequestRecord> {
        self.inner.read(|w| w.requests.clone())
    }

    /// Discord errors answered that are not violations (50007, 30046, 429s...).
    pub fn served_errors(&self) -> Vec<ServedError> {
        self.inner.read(|w| w.served_errors.clone())
    }

    /// The guild of a text channel or thread (`None` for a DM channel).
    pub fn guild_of(&self, channel: ChannelId) -> Option<GuildId> {
        self.inner
            .read(|w| w.channels.get(&channel).and_then(|c| c.guild()))
    }

    // ---- waiting ----------------------------------------------------------------

    /// Waits until `check` returns `Some` (re-checked on every change and at
    /// least every 50 ms), for the configured default timeout; panics with
    /// diagnostics naming `what` otherwise.
    pub async fn wait_for<T>(&self, what: &str, check: impl FnMut(&Double) -> Option<T>) -> T {
        self.wait_for_within(what, self.inner.config.wait_timeout, check)
            .await
    }

    pub async fn wait_for_within<T>(
        &self,
        what: &str,
        timeout: Duration,
        check: impl FnMut(&Double) -> Option<T>,
    ) -> T {
        match self.try_wait_for(timeout, check).await {
            Some(value) => value,
            None => panic!(
                "timed out after {timeout:?} waiting for {what}\n{}",
                self.diagnostics()
            ),
        }
    }

    pub async fn try_wait_for<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&Double) -> Option<T>,
    ) -> Option<T> {
        let mut changes = self.inner.changes.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            changes.borrow_and_update();
            if let Some(value) = check(self) {
                return Some(value);
            }
            let now = tokio::time::Instant::now();
            if now >= deadline {
                return None;
            }
            // Time-based conditions (the double's clock) change without a
            // notification, hence the poll interval.
            let nap = (deadline - now).min(Duration::from_millis(50));
            let _ = tokio::time::timeout(nap, changes.changed()).await;
        }
    }

    /// The first channel message (oldest first) that satisfies `pred`.
    pub async fn wait_for_message(
        &self,
        channel: ChannelId,
        what: &str,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.wait_for(what, |d| {
            d.channel_messages(channel).into_iter().find(|m| pred(m))
        })
        .await
    }

    /// The first DM to `user` that satisfies `pred`.
    pub async fn wait_for_dm(
        &self,
        user: UserId,
        what: &str,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.wait_for(what, |d| d.dm_messages(user).into_iter().find(|m| pred(m)))
            .await
    }

    /// The bot has sent its `n`-th IDENTIFY (1 at start, 2 after one restart
    /// of the bot process) and that session is live.
    pub async fn wait_identified(&self, n: u32) {
        let what = format!("IDENTIFY #{n} on the gateway");
        self.wait_for(&what, |d| {
            let stats = d.gateway_stats();
            (stats.identifies >= n && stats.live).then_some(())
        })
        .await;
    }

    /// The shards whose gateway connection is open, by id.
    pub fn live_shards(&self) -> Vec<u32> {
        self.inner.read(|w| w.live_shards())
    }

    /// The shard a guild's events go to, by the shard count the bot
    /// identified with (1 before it did).
    pub fn shard_of(&self, guild: GuildId) -> u32 {
        self.inner.read(|w| w.gateway.shard_of(Some(guild)))
    }

    /// Each of `shards` has an open connection, identified at least
    /// `identifies` times in all (sessions of every shard counted).
    pub async fn wait_shards(&self, shards: &[u32], identifies: u32) {
        let what = format!("shards {shards:?} to be live ({identifies} IDENTIFYs)");
        self.wait_for(&what, |d| {
            let live = d.live_shards();
            (d.gateway_stats().identifies >= identifies && shards.iter().all(|s| live.contains(s)))
                .then_some(())
        })
        .await;
    }

    /// The bot is identified and its gateway connection is open.
    pub async fn wait_ready(&self) {
        self.wait_for("the bot to connect to the gateway", |d| {
            d.gateway_stats().live.then_some(())
        })
        .await;
    }

    /// The bot has a gateway session, maybe mid-reconnect: dispatches made
    /// now reach it (replayed on RESUME), as on Discord.
    pub async fn wait_session(&self) {
        let what = "the bot to identify on the gateway";
        self.wait_for(what, |d| {
            d.inner
                .read(|w| !w.gateway.current.is_empty())
                .then_some(())
        })
        .await;
    }

    /// A command named `name` is registered (globally or in any guild).
    pub async fn wait_for_command(&self, name: &str) -> Value {
        let what = format!("command {name:?} to be registered");
        self.wait_for(&what, |d| {
            d.inner.read(|w| {
                w.global_commands
                    .iter()
                    .chain(w.guild_commands.values().flatten())
                    .find(|c| c["name"] == name)
                    .cloned()
            })
        })
        .await
    }

    // ---- violations -------------------------------------------------------------

    pub fn violations(&self) -> Vec<Violation> {
        self.inner.read(|w| w.violations.clone())
    }

    /// Returns and forgets the violations so far (for the double's own tests).
    pub fn take_violations(&self) -> Vec<Violation> {
        self.inner.mutate(|w| std::mem::take(&mut w.violations))
    }

    /// Waits until every dispatched interaction is answered or past its
    /// deadline, records the unanswered ones, and panics if anything broke
    /// Discord's rules. Every end-to-end test ends with this.
    pub async fn assert_no_violations(&self) {
        self.settle_interactions().await;
        let violations = self.violations();
        if !violations.is_empty() {
            let list: Vec<String> = violations.iter().map(|v| format!("  - {v}")).collect();
            panic!(
                "{} Discord contract violation(s):\n{}\n{}",
                violations.len(),
                list.join("\n"),
                self.diagnostics()
            );
        }
    }

    /// Records a violation for every interaction that got no initial
    /// response within the deadline.
    pub async fn settle_interactions(&self) {
        let deadline = self.inner.config.initial_response_deadline;
        let settled = |d: &Double| {
            d.inner.read(|w| {
                let now = w.now();
                w.interactions
                    .values()
                    .all(|i| {
                        i.initial.is_some()
                            || i.rejected_late
                            || now.saturating_sub(i.dispatched_at) > deadline
                    })
                    .then_some(())
            })
        };
        self.try_wait_for(deadline + Duration::from_secs(1), settled)
            .await;
        self.inner.mutate(|w| {
            let unanswered: Vec<_> = w
                .interactions
                .values_mut()
                .filter(|i| i.initial.is_none() && !i.rejected_late && !i.unanswered_reported)
                .map(|i| {
                    i.unanswered_reported = true;
                    format!(
                        "interaction {} ({:?}) by user {} got no initial response",
                        i.id, i.kind, i.user
                    )
                })
                .collect();
            for detail in unanswered {
                w.violation(ViolationKind::Unanswered, "interaction", detail);
            }
        });
    }

    /// Recent requests, served errors and gateway state, for failure messages.
    pub fn diagnostics(&self) -> String {
        self.inner.read(|w| {
            let requests: Vec<String> = w
                .requests
                .iter()
                .rev()
                .take(25)
                .rev()
                .map(|r| {
                    format!(
                        "  {:>8.3}s {} {} -> {}",
                        r.at.as_secs_f64(),
                        r.method,
                        r.path,
                        r.status
                    )
                })
                .collect();
            let errors: Vec<String> = w
                .served_errors
                .iter()
                .map(|e| format!("  {} -> {} {} {}", e.request, e.status, e.code, e.message))
                .collect();
            format!(
                "gateway: {:?}\nlast requests:\n{}\nDiscord errors served (not violations):\n{}",
                w.gateway.stats,
                requests.join("\n"),
                if errors.is_empty() {
                    "  none".to_owned()
                } else {
                    errors.join("\n")
                }
            )
        })
    }
}
