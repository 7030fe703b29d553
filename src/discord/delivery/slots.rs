//! Keeping a long-lived message (lobby, board, a DM hand) showing a screen:
//! edit the remembered message, or post one and remember it.
//!
//! Discord refuses edits to messages older than an hour (30046), so a
//! message close to that age (or one that got 30046) is replaced: a fresh
//! message is posted and remembered, then the old one is deleted (best
//! effort; if that fails it stays, showing its last state). A message that
//! is gone (deleted by a moderator) is posted anew.

use super::calls;
use super::dms::Dms;
use super::error::DeliveryError;
use super::rest::Rest;
use super::routes::Priority;
use super::shown::{Shown, digest};
use crate::discord::retry::Failure;
use crate::discord::screen::Screen;
use crate::service::{GameId, GameService, MessageSlot, StoredMessage};
use serenity::all::Nonce;
use std::sync::Arc;

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
    pub fresh: Fresh,
    /// How urgent the calls are (see [`Priority`]).
    pub priority: Priority,
    pub what: &'static str,
}

/// Whether to post anew at the bottom of the channel, retiring the old
/// message, rather than edit it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fresh {
    /// Edit the message if it can be edited.
    No,
    /// Post anew if the screen changed (a new decision: a new message
    /// notifies, an edit does not).
    IfChanged,
    /// Post anew even if nothing changed (`/nanuk status`).
    Always,
}

/// What showing did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
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

/// The long-lived messages: what each slot's message is and shows, and
/// the calls that keep it showing a screen.
pub struct Slots {
    pub rest: Rest,
    pub service: GameService,
    pub shown: Arc<Shown>,
    pub dms: Arc<Dms>,
}

impl Slots {
    pub async fn show(&self, s: Show<'_>) -> Result<Drawn, DeliveryError> {
        s.screen.check().map_err(|source| DeliveryError::Limit {
            what: s.what,
            source,
        })?;
        let digest = digest(s.screen);
        let stored = self.stored(s.game, s.slot).await?;
        // The one digest check: what the worker or a press's answer last
        // drew on this message is what it shows.
        if let Some(m) = stored
            && s.fresh != Fresh::Always
            && self.shown.shows(s.game, s.slot, m.message, digest)
        {
            return Ok(Drawn::Unchanged);
        }
        let fresh = s.fresh != Fresh::No;
        let mut replacing: Option<StoredMessage> = if fresh { stored } else { None };
        if let Some(m) = stored.filter(|_| !fresh) {
            if self.service.now_ms() - m.created_at < REPOST_AFTER_MS {
                match self.edit(m, &s).await {
                    Ok(_) => {
                        self.shown.showing(s.game, s.slot, m.message, s.screen);
                        return Ok(Drawn::Edited);
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
                return Ok(Drawn::Retired);
            }
            (None, Missing::Leave, _) => return Ok(Drawn::Left),
            _ => {}
        }
        // Known before `showing` below names the new message.
        let old_record = replacing.is_some_and(|m| self.shown.is_record(s.game, s.slot, m.message));
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
            self.shown.showing(s.game, s.slot, id, s.screen);
        } else {
            self.shown.forget_look(s.game, s.slot);
        }
        if let Some(old) = replacing.filter(|old| old.message != id)
            && !(s.old == Old::Keep && old_record)
        {
            self.delete_quietly(old).await;
        }
        Ok(Drawn::Posted)
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
    pub async fn stored(
        &self,
        game: GameId,
        slot: MessageSlot,
    ) -> Result<Option<StoredMessage>, DeliveryError> {
        Ok(self.shown.remembered(&self.service, game, slot).await?)
    }

    pub async fn remember(
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
        self.shown.set_message(game, slot, Some(stored));
        Ok(())
    }

    async fn forget(&self, game: GameId, slot: MessageSlot) -> Result<(), DeliveryError> {
        self.shown.forget_look(game, slot);
        self.service.forget_message(game, slot).await?;
        self.shown.set_message(game, slot, None);
        Ok(())
    }

    /// Deletes a replaced message; a failure leaves it showing its last
    /// state, which is only untidy.
    pub async fn delete_quietly(&self, old: StoredMessage) {
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

    /// Reads back what the slot's message shows when this process does not
    /// know: after a restart (or from another process) the answer to the
    /// player's last press may have drawn their next decision there, and
    /// posting it again would notify twice and delete the message under
    /// their finger. One GET, only for rows another process may have shown;
    /// if it fails the prompt is posted as before.
    pub async fn read_back(&self, game: GameId, slot: MessageSlot) -> Result<(), DeliveryError> {
        let Some(stored) = self.stored(game, slot).await? else {
            return Ok(());
        };
        if self.shown.knows(game, slot, stored.message) {
            return Ok(());
        }
        let read = calls::fetch(
            &self.rest,
            stored.channel,
            stored.message,
            Priority::Prompt,
            "read back a message",
        )
        .await;
        match read {
            Ok(m) => self
                .shown
                .read_back(game, slot, stored.message, control_ids(&m)),
            Err(e) => tracing::debug!(%game, error = %e, "could not read back a message"),
        }
        Ok(())
    }

    /// The bot's DM channel with `user`: remembered (in memory, else in
    /// the database), or opened (at `priority`) and remembered.
    pub async fn dm_channel(&self, user: u64, priority: Priority) -> Result<u64, DeliveryError> {
        if let Some(channel) = self.known_dm_channel(user).await? {
            return Ok(channel);
        }
        let channel = calls::open_dm(&self.rest, user, priority).await?;
        self.dms.set_channel(user, channel);
        if let Err(e) = self.service.remember_dm_channel(user, channel).await {
            // Only costs a second open after a restart.
            tracing::warn!(error = %e, "could not store a DM channel");
        }
        Ok(channel)
    }

    /// The DM channel with `user` if it is known, without calling Discord.
    pub async fn known_dm_channel(&self, user: u64) -> Result<Option<u64>, DeliveryError> {
        if let Some(channel) = self.dms.channel(user) {
            return Ok(Some(channel));
        }
        let stored = self.service.dm_channel(user).await?;
        if let Some(channel) = stored {
            self.dms.set_channel(user, channel);
        }
        Ok(stored)
    }
}

/// The custom ids of a message's buttons and menus, in order.
fn control_ids(message: &serenity::all::Message) -> Vec<&str> {
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
fn shows(message: &serenity::all::Message, screen: &Screen) -> bool {
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
