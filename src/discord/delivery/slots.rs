//! Keeping a long-lived message (lobby, board, a DM hand) showing a screen:
//! edit the remembered message, or post one and remember it.
//!
//! Discord refuses edits to messages older than an hour (30046), so a
//! message close to that age (or one that got 30046) is replaced: a fresh
//! message is posted and remembered, then the old one is deleted (best
//! effort; if that fails it stays, showing its last state). A message that
//! is gone (deleted by a moderator) is posted anew.

use super::Inner;
use super::calls;
use super::error::DeliveryError;
use super::memory::digest;
use super::pacer::Priority;
use crate::discord::retry::Failure;
use crate::discord::screen::Screen;
use crate::service::{GameId, MessageSlot, StoredMessage};
use serenity::all::Nonce;

/// Replace rather than edit a message this old (Discord's limit is 1 h;
/// the margin covers clock skew and a slow delivery).
pub const REPOST_AFTER_MS: i64 = 55 * 60 * 1000;

/// Where to post when there is no usable message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Channel(u64),
    /// The bot's DM channel with this user.
    Dm(u64),
}

/// With no remembered message: post one, or leave it (final renders only
/// update what exists).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    Post,
    Leave,
}

/// With a message too old to edit: post a fresh one, or just delete it
/// (a retired message whose only job was its buttons). `Keep` posts a
/// fresh one too, but a replaced message known to offer no controls any
/// more stays where it is (a DM prompt already answered: a record of the
/// player's hand at that time, and a delete saved).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Old {
    Repost,
    Retire,
    Keep,
}

pub struct Show<'a> {
    pub game: GameId,
    pub slot: MessageSlot,
    pub screen: &'a Screen,
    pub target: Target,
    pub nonce: Nonce,
    pub missing: Missing,
    pub old: Old,
    /// Post anew at the bottom of the channel even if the message could be
    /// edited, retiring the old one.
    pub fresh: bool,
    /// How urgent the calls are (see [`Priority`]).
    pub priority: Priority,
    pub what: &'static str,
}

/// What showing did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The message already shows this.
    Unchanged,
    Edited,
    /// Posted (replacing an old or gone message, or the first one).
    Posted,
    /// An old message deleted instead of replaced.
    Retired,
    /// Nothing to update.
    Left,
}

impl Inner {
    pub(super) async fn show(&self, s: Show<'_>) -> Result<Shown, DeliveryError> {
        s.screen.check().map_err(|source| DeliveryError::Limit {
            what: s.what,
            source,
        })?;
        let digest = digest(s.screen);
        let stored = self.stored(s.game, s.slot).await?;
        let mut replacing: Option<StoredMessage> = if s.fresh { stored } else { None };
        if let Some(m) = stored.filter(|_| !s.fresh) {
            // The worker is the only writer of these messages, so what it
            // last sent to this one is what it shows.
            if self.memory.shows(s.game, s.slot, m.message, digest) {
                return Ok(Shown::Unchanged);
            }
            if self.service.now_ms() - m.created_at < REPOST_AFTER_MS {
                match self.edit(m, &s).await {
                    Ok(_) => {
                        self.memory.showing(s.game, s.slot, m.message, s.screen);
                        return Ok(Shown::Edited);
                    }
                    Err(e) => match e.failure() {
                        Some(Failure::TooOldToEdit) => {
                            tracing::info!(game = %s.game, slot = %s.slot.key(), "message too old to edit (30046); replacing it");
                            replacing = Some(m);
                        }
                        Some(Failure::Gone) => {
                            tracing::info!(game = %s.game, slot = %s.slot.key(), "remembered message is gone");
                            self.forget(s.game, s.slot).await?;
                        }
                        _ => return Err(e),
                    },
                }
            } else {
                replacing = Some(m);
            }
        }
        match (replacing, s.missing, s.old) {
            (Some(old), _, Old::Retire) => {
                self.delete_quietly(old).await;
                self.forget(s.game, s.slot).await?;
                return Ok(Shown::Retired);
            }
            (None, Missing::Leave, _) => return Ok(Shown::Left),
            _ => {}
        }
        // Known before `showing` below names the new message.
        let old_settled = replacing.is_some_and(|m| self.memory.settled(s.game, s.slot, m.message));
        let channel = match s.target {
            Target::Channel(c) => c,
            Target::Dm(user) => self.dm_channel(user, s.priority).await?,
        };
        let message = calls::message(s.screen, s.nonce, &[]);
        let posted = calls::post(&self.rest, channel, &message, s.priority, s.what).await?;
        let id = posted.id.get();
        // The nonce matched a message posted before (before a crash, or by
        // an attempt Discord carried out but answered with an error), and
        // Discord returned that one as it is now.
        let mut known = true;
        if !shows(&posted, s.screen) {
            if posted.edited_timestamp.is_some() {
                // Edited since it was posted: only a press's answer edits
                // it before the worker knows it, drawing the state after
                // that press, newer than this render. Writing this render
                // over it would bring back the controls of a decision
                // already made; the press's own commit has rows that draw
                // the current state over it.
                tracing::debug!(game = %s.game, slot = %s.slot.key(), "a post matched an earlier one, redrawn since; left as it is");
                known = false;
            } else {
                // Never edited: it shows an older render. Bring it up to date.
                tracing::debug!(game = %s.game, slot = %s.slot.key(), "a post matched an earlier one by its nonce");
                calls::edit(&self.rest, channel, id, s.screen, s.priority, s.what).await?;
            }
        }
        self.remember(s.game, s.slot, channel, id).await?;
        if known {
            self.memory.showing(s.game, s.slot, id, s.screen);
        } else {
            self.memory.forget_shown(s.game, s.slot);
        }
        if let Some(old) = replacing.filter(|old| old.message != id)
            && !(s.old == Old::Keep && old_settled)
        {
            self.delete_quietly(old).await;
        }
        Ok(Shown::Posted)
    }

    /// Edits `m` to show `s`; a message in an archived thread is edited
    /// once the thread is reopened.
    async fn edit(&self, m: StoredMessage, s: &Show<'_>) -> Result<(), DeliveryError> {
        let edit = || {
            calls::edit(
                &self.rest, m.channel, m.message, s.screen, s.priority, s.what,
            )
        };
        match edit().await {
            Err(e) if e.failure() == Some(Failure::Archived) => {
                calls::unarchive(&self.rest, m.channel).await?;
                edit().await.map(|_| ())
            }
            edited => edited.map(|_| ()),
        }
    }

    /// The slot's remembered message (from memory once read).
    pub(super) async fn stored(
        &self,
        game: GameId,
        slot: MessageSlot,
    ) -> Result<Option<StoredMessage>, DeliveryError> {
        if let Some(known) = self.memory.message(game, slot) {
            return Ok(known);
        }
        let stored = self.service.message(game, slot).await?;
        self.memory.set_message(game, slot, stored);
        Ok(stored)
    }

    pub(super) async fn remember(
        &self,
        game: GameId,
        slot: MessageSlot,
        channel: u64,
        message: u64,
    ) -> Result<(), DeliveryError> {
        let stored = self
            .service
            .remember_message(game, slot, channel, message)
            .await?;
        self.memory.set_message(game, slot, Some(stored));
        Ok(())
    }

    async fn forget(&self, game: GameId, slot: MessageSlot) -> Result<(), DeliveryError> {
        self.memory.forget_shown(game, slot);
        self.service.forget_message(game, slot).await?;
        self.memory.set_message(game, slot, None);
        Ok(())
    }

    /// Deletes a replaced message; a failure leaves it showing its last
    /// state, which is only untidy.
    pub(super) async fn delete_quietly(&self, old: StoredMessage) {
        if let Err(e) = calls::delete(
            &self.rest,
            old.channel,
            old.message,
            "delete an old message",
        )
        .await
            && e.failure() != Some(Failure::Gone)
        {
            tracing::warn!(channel = old.channel, message = old.message, error = %e, "could not delete a replaced message");
        }
    }

    /// The bot's DM channel with `user`: remembered (in memory, else in
    /// the database), or opened (at `priority`) and remembered.
    pub(super) async fn dm_channel(
        &self,
        user: u64,
        priority: Priority,
    ) -> Result<u64, DeliveryError> {
        if let Some(channel) = self.known_dm_channel(user).await? {
            return Ok(channel);
        }
        let channel = calls::open_dm(&self.rest, user, priority).await?;
        self.memory.set_dm_channel(user, channel);
        if let Err(e) = self.service.remember_dm_channel(user, channel).await {
            // Only costs a second open after a restart.
            tracing::warn!(error = %e, "could not store a DM channel");
        }
        Ok(channel)
    }

    /// The DM channel with `user` if it is known, without calling Discord.
    pub(super) async fn known_dm_channel(&self, user: u64) -> Result<Option<u64>, DeliveryError> {
        if let Some(channel) = self.memory.dm_channel(user) {
            return Ok(Some(channel));
        }
        let stored = self.service.dm_channel(user).await?;
        if let Some(channel) = stored {
            self.memory.set_dm_channel(user, channel);
        }
        Ok(stored)
    }
}

/// The custom ids of a message's buttons and menus, in order.
pub fn control_ids(message: &serenity::all::Message) -> Vec<&str> {
    use serenity::all::{ActionRowComponent, ButtonKind};
    message
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            ActionRowComponent::Button(b) => match &b.data {
                ButtonKind::NonLink { custom_id, .. } => Some(custom_id.as_str()),
                _ => None,
            },
            ActionRowComponent::SelectMenu(m) => m.custom_id.as_deref(),
            _ => None,
        })
        .collect()
}

/// Whether a message Discord returned shows `screen`: its text, embed and
/// control ids (which carry the decision tokens) all match.
pub fn shows(message: &serenity::all::Message, screen: &Screen) -> bool {
    let ids = control_ids(message);
    let wanted: Vec<&str> = screen
        .rows
        .iter()
        .flat_map(|row| match row {
            crate::discord::screen::Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect(),
            crate::discord::screen::Row::Select(s) => vec![s.id.as_str()],
        })
        .collect();
    let embed_matches = match (message.embeds.first(), &screen.embed) {
        (None, None) => true,
        (Some(got), Some(want)) => {
            got.description.as_deref().unwrap_or_default() == want.description
                && got.fields.len() == want.fields.len()
                && got
                    .fields
                    .iter()
                    .zip(&want.fields)
                    .all(|(g, w)| g.name == w.name && g.value == w.value)
        }
        _ => false,
    };
    message.content == screen.content && embed_matches && ids == wanted
}
