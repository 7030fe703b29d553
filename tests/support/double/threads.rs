//! Public threads, as Discord runs them: a thread started from a message
//! takes the message's id, lives in the message's guild under its channel,
//! and archives itself after `auto_archive_duration` minutes without a new
//! message. Archiving is computed from the double's clock when the thread is
//! read or touched, so `advance_clock` is all a test needs.

use std::time::Duration;

use serde_json::json;

use super::gateway;
use super::ids::*;
use super::objects;
use super::world::{ChannelKind, ChannelRec, World};

/// Discord's default when the request names no `auto_archive_duration`
/// (the parent channel has no `default_auto_archive_duration` here).
pub const DEFAULT_AUTO_ARCHIVE_MINUTES: u64 = 1440;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadRec {
    pub guild: GuildId,
    pub parent: ChannelId,
    pub name: String,
    /// Who started it (the bot, for every thread the double holds).
    pub owner: UserId,
    pub auto_archive_minutes: u64,
    pub rate_limit_per_user: u64,
    pub locked: bool,
    pub created_at: Duration,
    /// The last new message (or unarchive): inactivity counts from here.
    pub last_activity: Duration,
    /// Archived on request (PATCH or the test) at this moment.
    pub archived_at: Option<Duration>,
    /// When it last became open (created or unarchived).
    pub opened_at: Duration,
}

impl ThreadRec {
    /// When it was archived, by request or by inactivity; `None` if open.
    pub fn archived_since(&self, now: Duration) -> Option<Duration> {
        self.archived_at.or_else(|| {
            let due = self.last_activity + Duration::from_secs(self.auto_archive_minutes * 60);
            (now >= due).then_some(due)
        })
    }

    pub fn archived(&self, now: Duration) -> bool {
        self.archived_since(now).is_some()
    }

    /// Discord's `archive_timestamp`: when the archive status last changed.
    pub fn archive_timestamp(&self, now: Duration) -> Duration {
        self.archived_since(now).unwrap_or(self.opened_at)
    }

    pub fn archive(&mut self, now: Duration) {
        self.archived_at = Some(self.archived_since(now).unwrap_or(now));
    }

    /// Opens it again and restarts the inactivity timer.
    pub fn unarchive(&mut self, now: Duration) {
        if self.archived(now) {
            self.archived_at = None;
            self.opened_at = now;
        }
        self.last_activity = now;
    }
}

/// A thread as a test reads it (`Double::thread`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadView {
    pub id: ChannelId,
    pub guild: GuildId,
    pub parent: ChannelId,
    pub name: String,
    /// As of the double's clock now (inactivity included).
    pub archived: bool,
    pub locked: bool,
    /// In minutes: 60, 1440, 4320 or 10080.
    pub auto_archive_duration: u64,
    /// Live messages posted in it (the starter message is in the parent).
    pub messages: usize,
}

/// What a request asks of a new thread.
pub struct NewThread {
    pub parent: ChannelId,
    pub message: MessageId,
    pub name: String,
    pub auto_archive_minutes: u64,
    pub rate_limit_per_user: u64,
}

impl World {
    pub fn thread(&self, id: ChannelId) -> Option<&ThreadRec> {
        self.channels
            .get(&id)
            .filter(|c| !c.deleted)
            .and_then(ChannelRec::thread)
    }

    pub fn thread_mut(&mut self, id: ChannelId) -> Option<&mut ThreadRec> {
        match self.channels.get_mut(&id) {
            Some(ChannelRec {
                kind: ChannelKind::Thread(t),
                deleted: false,
                ..
            }) => Some(t),
            _ => None,
        }
    }

    /// The live thread started on `message`, if any.
    pub fn thread_of(&self, message: MessageId) -> Option<ChannelId> {
        let id = ChannelId(message.0);
        self.thread(id).map(|_| id)
    }

    /// Creates the thread (its id is the message's, as on Discord; a thread
    /// deleted before is replaced) and tells the bot.
    pub fn add_thread(&mut self, new: NewThread) -> ChannelId {
        let now = self.now();
        let guild = self.channels[&new.parent]
            .guild()
            .expect("threads start in guild channels");
        let thread = ThreadRec {
            guild,
            parent: new.parent,
            name: new.name,
            owner: self.bot,
            auto_archive_minutes: new.auto_archive_minutes,
            rate_limit_per_user: new.rate_limit_per_user,
            locked: false,
            created_at: now,
            last_activity: now,
            archived_at: None,
            opened_at: now,
        };
        let id = ChannelId(new.message.0);
        self.channels
            .insert(id, ChannelRec::new(id, ChannelKind::Thread(thread)));
        let mut payload = objects::channel(self, &self.channels[&id]);
        payload["newly_created"] = json!(true);
        gateway::dispatch_guild_event(self, "THREAD_CREATE", payload);
        id
    }

    /// A new message in a thread keeps it open (or reopens it).
    pub fn thread_activity(&mut self, channel: ChannelId) {
        let now = self.now();
        if let Some(thread) = self.thread_mut(channel) {
            thread.unarchive(now);
        }
    }

    /// The guild's threads that are neither archived nor deleted, as
    /// GUILD_CREATE lists them.
    pub fn active_threads(&self, guild: GuildId) -> Vec<&ChannelRec> {
        let now = self.now();
        self.channels
            .values()
            .filter(|c| !c.deleted)
            .filter(|c| {
                c.thread()
                    .is_some_and(|t| t.guild == guild && !t.archived(now))
            })
            .collect()
    }

    /// Deletes a channel (a text channel takes its threads along) and tells
    /// the bot, as a moderator's deletion does.
    pub fn delete_channel(&mut self, id: ChannelId) {
        let children: Vec<ChannelId> = self
            .channels
            .values()
            .filter(|c| !c.deleted && c.thread().is_some_and(|t| t.parent == id))
            .map(|c| c.id)
            .collect();
        for channel in children.into_iter().chain([id]) {
            self.delete_one(channel);
        }
    }

    fn delete_one(&mut self, id: ChannelId) {
        let c = self
            .channels
            .get(&id)
            .expect("delete_channel: unknown channel");
        if c.deleted {
            return;
        }
        let (event, payload) = match &c.kind {
            ChannelKind::Thread(t) => (
                "THREAD_DELETE",
                json!({
                    "id": id.json(),
                    "guild_id": t.guild.json(),
                    "parent_id": t.parent.json(),
                    "type": 11,
                }),
            ),
            _ => ("CHANNEL_DELETE", objects::channel(self, c)),
        };
        self.channels.get_mut(&id).expect("channel exists").deleted = true;
        gateway::dispatch_guild_event(self, event, payload);
    }

    pub fn thread_view(&self, id: ChannelId) -> Option<ThreadView> {
        let t = self.thread(id)?;
        Some(ThreadView {
            id,
            guild: t.guild,
            parent: t.parent,
            name: t.name.clone(),
            archived: t.archived(self.now()),
            locked: t.locked,
            auto_archive_duration: t.auto_archive_minutes,
            messages: self.channel_messages(id, None).len(),
        })
    }
}
