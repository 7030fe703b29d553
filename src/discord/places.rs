//! Naming where a game is played ("#nanuk in Arctic Club"), so that a
//! player in several games can tell their DMs apart.

use super::text::{Locale, t};
use crate::service::NO_GUILD;
use serenity::all::{Cache, ChannelId, GuildId, Http};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A channel's and its server's names, when Discord gave them.
type Names = (Option<String>, Option<String>);

#[derive(Clone)]
pub struct Places {
    http: Arc<Http>,
    cache: Option<Arc<Cache>>,
    /// Names fetched over HTTP, by (guild, channel). Names rarely change;
    /// a restart refreshes them.
    known: Arc<Mutex<HashMap<(u64, u64), Names>>>,
}

impl Places {
    pub fn new(http: Arc<Http>, cache: Option<Arc<Cache>>) -> Places {
        Places {
            http,
            cache,
            known: Arc::default(),
        }
    }

    /// "#channel in Server", from the cache, else Discord, else a channel
    /// mention (which Discord shows as the channel's name to those who can
    /// see it).
    /// A practice game (in the player's DM with the bot) is "solo
    /// practice".
    pub async fn location(&self, l: Locale, guild: u64, channel: u64) -> String {
        if guild == NO_GUILD {
            return t!(l, "place-practice");
        }
        let known = self
            .known
            .lock()
            .expect("names lock")
            .get(&(guild, channel))
            .cloned();
        let (channel_name, guild_name) = match known {
            Some(names) => names,
            None => self.fetch(guild, channel).await,
        };
        match (channel_name, guild_name) {
            (Some(c), Some(g)) => t!(l, "place-channel-in-server", channel = c, server = g),
            (Some(c), None) => format!("#{c}"),
            (None, _) => format!("<#{channel}>"),
        }
    }

    /// The channel's and the server's names, remembered.
    async fn fetch(&self, guild: u64, channel: u64) -> Names {
        let (mut guild_name, mut channel_name) = self.cached(guild, channel);
        if channel_name.is_none() {
            channel_name = self
                .http
                .get_channel(ChannelId::new(channel))
                .await
                .ok()
                .and_then(|c| c.guild())
                .map(|c| c.name);
        }
        if guild_name.is_none() {
            guild_name = self
                .http
                .get_guild(GuildId::new(guild))
                .await
                .ok()
                .map(|g| g.name);
        }
        let names = (channel_name, guild_name);
        self.known
            .lock()
            .expect("names lock")
            .insert((guild, channel), names.clone());
        names
    }

    fn cached(&self, guild: u64, channel: u64) -> (Option<String>, Option<String>) {
        let Some(cache) = &self.cache else {
            return (None, None);
        };
        let Some(g) = cache.guild(GuildId::new(guild)) else {
            return (None, None);
        };
        let channel = g
            .channels
            .get(&ChannelId::new(channel))
            .map(|c| c.name.clone());
        (Some(g.name.clone()), channel)
    }
}
