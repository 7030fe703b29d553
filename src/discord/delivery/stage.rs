//! Where a started game is played: a public thread opened on its lobby
//! message, so the channel keeps only the lobby and the results; or,
//! where the bot may not open threads (permissions, a channel type without
//! threads), the lobby's channel itself, as the lobby then says.
//!
//! Decided once, by the first delivery after the start, and remembered as
//! the game's [`MessageSlot::Stage`]: its `channel` is where the game's
//! posts go, its `message` the thread's id or why there is none
//! ([`NoThread`]). A thread deleted mid-game moves the game back to the
//! channel; an archived one is reopened.

use super::Inner;
use super::calls::{self, Outgoing};
use super::error::DeliveryError;
use super::game::GameCtx;
use super::pacer::Priority;
use crate::discord::languages::public_locale;
use crate::discord::render::lobby::PlayedIn;
use crate::discord::retry::{Failure, code};
use crate::discord::text::{Locale, t};
use crate::service::GameInfo;
use crate::service::{GameId, MessageSlot, StoredMessage};
use serenity::all::Message;

/// Why a started game is played in its channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoThread {
    /// The bot may not open a thread here (said in the lobby).
    Refused,
    /// Its thread was deleted (or closed to the bot) during the game.
    Gone,
    /// It started before the bot opened threads, with its board here.
    Older,
    /// Its lobby message is missing, so there is nothing to open one on.
    NoLobby,
}

impl NoThread {
    /// Stored in the `message` column; thread ids are snowflakes, far
    /// above these.
    fn code(self) -> u64 {
        match self {
            NoThread::Refused => 0,
            NoThread::Gone => 1,
            NoThread::Older => 2,
            NoThread::NoLobby => 3,
        }
    }

    fn of_code(code: u64) -> Option<NoThread> {
        [
            NoThread::Refused,
            NoThread::Gone,
            NoThread::Older,
            NoThread::NoLobby,
        ]
        .into_iter()
        .find(|n| n.code() == code)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Not started yet (or cancelled in the lobby): the channel.
    Lobby,
    Thread(u64),
    Channel(NoThread),
}

/// The stored stage of a game played in `channel` because the bot may not
/// open threads there.
pub(super) fn threads_refused(channel: u64) -> (u64, u64) {
    (channel, NoThread::Refused.code())
}

impl Stage {
    fn of_stored(m: StoredMessage) -> Stage {
        match NoThread::of_code(m.message) {
            Some(why) => Stage::Channel(why),
            None => Stage::Thread(m.channel),
        }
    }

    /// Where the game's posts go.
    pub fn channel(self, info: &GameInfo) -> u64 {
        match self {
            Stage::Thread(thread) => thread,
            Stage::Lobby | Stage::Channel(_) => info.channel,
        }
    }

    /// What the lobby says about it.
    pub fn played_in(self) -> PlayedIn {
        match self {
            Stage::Lobby => PlayedIn::Unknown,
            Stage::Thread(thread) => PlayedIn::Thread(thread),
            Stage::Channel(NoThread::Refused) => PlayedIn::HereNoThreads,
            Stage::Channel(_) => PlayedIn::Here,
        }
    }
}

/// The thread's name: Discord allows 100 characters.
fn thread_name(l: Locale, game: GameId) -> String {
    t!(l, "thread-name", game = game.0)
}

impl Inner {
    /// The game's stage, deciding it (and opening the thread) the first
    /// time it is asked for after the start.
    pub(super) async fn stage(&self, info: &GameInfo) -> Result<Stage, DeliveryError> {
        if let Some(m) = self.stored(info.id, MessageSlot::Stage).await? {
            return Ok(Stage::of_stored(m));
        }
        if info.started_at.is_none() {
            return Ok(Stage::Lobby);
        }
        let lock = self.memory.stage_lock(info.id);
        let _one_at_a_time = lock.lock().await;
        if let Some(m) = self.stored(info.id, MessageSlot::Stage).await? {
            return Ok(Stage::of_stored(m)); // decided while we waited
        }
        let stage = if self.stored(info.id, MessageSlot::Board).await?.is_some() {
            Stage::Channel(NoThread::Older)
        } else if let Some(lobby) = self.stored(info.id, MessageSlot::Lobby).await? {
            self.open_thread(info, lobby).await?
        } else {
            Stage::Channel(NoThread::NoLobby)
        };
        self.settle_stage(info, stage).await?;
        Ok(stage)
    }

    async fn settle_stage(&self, info: &GameInfo, stage: Stage) -> Result<(), DeliveryError> {
        let (channel, message) = match stage {
            Stage::Thread(thread) => (thread, thread),
            Stage::Channel(why) => (info.channel, why.code()),
            Stage::Lobby => return Ok(()),
        };
        self.remember(info.id, MessageSlot::Stage, channel, message)
            .await
    }

    async fn open_thread(
        &self,
        info: &GameInfo,
        lobby: StoredMessage,
    ) -> Result<Stage, DeliveryError> {
        let opened = calls::start_thread(
            &self.rest,
            lobby.channel,
            lobby.message,
            &thread_name(public_locale(info), info.id),
        )
        .await;
        match opened {
            Ok(thread) => Ok(Stage::Thread(thread)),
            // Opened before a crash: a thread takes its message's id.
            Err(e) if e.discord_code().map(|c| c.1) == Some(code::THREAD_ALREADY_CREATED) => {
                Ok(Stage::Thread(lobby.message))
            }
            Err(e) if e.is_transient() => Err(e),
            Err(e) if e.failure() == Some(Failure::Gone) => {
                tracing::info!(game = %info.id, error = %e, "the lobby message is gone; the game is played in its channel");
                Ok(Stage::Channel(NoThread::NoLobby))
            }
            Err(e) => {
                tracing::info!(game = %info.id, error = %e, "no thread for the game; it is played in its channel");
                Ok(Stage::Channel(NoThread::Refused))
            }
        }
    }

    /// Posts in the game's stage. An archived thread is reopened; a
    /// thread that is gone (or closed to the bot) moves the game back to
    /// its channel, where the post goes instead.
    pub(super) async fn post_on_stage(
        &self,
        ctx: &GameCtx,
        id: i64,
        message: &Outgoing,
        priority: Priority,
        what: &'static str,
    ) -> Result<Message, DeliveryError> {
        let info = &ctx.table().info;
        let stage = self.stage(info).await?;
        let channel = stage.channel(info);
        let e = match calls::post(&self.rest, channel, message, priority, what).await {
            Ok(posted) => return Ok(posted),
            Err(e) => e,
        };
        if self.leaves_thread(ctx, id, stage, &e).await? {
            calls::post(&self.rest, info.channel, message, priority, what).await
        } else if e.failure() == Some(Failure::Archived) {
            // Reopened by `leaves_thread`.
            calls::post(&self.rest, channel, message, priority, what).await
        } else {
            Err(e)
        }
    }

    /// After `e` from a call in the stage: whether the game left its
    /// thread for the channel (the thread is gone or closed to the bot,
    /// or could not be reopened), and the lobby says so. An archived
    /// thread that reopens is kept (`false`; the caller tries again).
    pub(super) async fn leaves_thread(
        &self,
        ctx: &GameCtx,
        id: i64,
        stage: Stage,
        e: &DeliveryError,
    ) -> Result<bool, DeliveryError> {
        let Stage::Thread(thread) = stage else {
            return Ok(false);
        };
        match e.failure() {
            Some(Failure::Archived) => match calls::unarchive(&self.rest, thread).await {
                Ok(()) => return Ok(false),
                Err(e) if e.is_transient() => return Err(e),
                Err(_) => {}
            },
            Some(Failure::Gone | Failure::Forbidden) => {}
            _ => return Ok(false),
        }
        let info = &ctx.table().info;
        tracing::info!(game = %info.id, thread, error = %e, "the game's thread is gone; back to its channel");
        self.settle_stage(info, Stage::Channel(NoThread::Gone))
            .await?;
        self.lobby(ctx, id).await?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stage_reads_back_as_it_was_stored() {
        let thread = 1_234_567_890_123_456_789;
        let stored = |channel, message| StoredMessage {
            channel,
            message,
            created_at: 0,
        };
        assert_eq!(
            Stage::of_stored(stored(thread, thread)),
            Stage::Thread(thread)
        );
        for why in [
            NoThread::Refused,
            NoThread::Gone,
            NoThread::Older,
            NoThread::NoLobby,
        ] {
            assert_eq!(
                Stage::of_stored(stored(99, why.code())),
                Stage::Channel(why)
            );
        }
    }
}
