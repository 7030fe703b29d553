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

use super::calls;
use super::error::DeliveryError;
use super::parts::Parts;
use crate::discord::languages::public_locale;
use crate::discord::render::lobby::PlayedIn;
use crate::discord::retry::{Failure, code};
use crate::discord::text::{Locale, t};
use crate::service::GameInfo;
use crate::service::{GameId, MessageSlot, StoredMessage};

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
pub fn threads_refused(channel: u64) -> (u64, u64) {
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

/// Deciding and keeping the game's stage.
pub struct Stages<'a> {
    p: &'a Parts,
}

impl<'a> Stages<'a> {
    pub fn new(p: &'a Parts) -> Self {
        Stages { p }
    }

    /// The game's stage, deciding it (and opening the thread) the first
    /// time it is asked for after the start.
    pub async fn stage(&self, info: &GameInfo) -> Result<Stage, DeliveryError> {
        let slots = &self.p.slots;
        if let Some(m) = slots.stored(info.id, MessageSlot::Stage).await? {
            return Ok(Stage::of_stored(m));
        }
        if info.started_at.is_none() {
            return Ok(Stage::Lobby);
        }
        let lock = self.p.locks.stage(info.id);
        let _one_at_a_time = lock.lock().await;
        if let Some(m) = slots.stored(info.id, MessageSlot::Stage).await? {
            return Ok(Stage::of_stored(m)); // decided while we waited
        }
        let stage = if slots.stored(info.id, MessageSlot::Board).await?.is_some() {
            Stage::Channel(NoThread::Older)
        } else if let Some(lobby) = slots.stored(info.id, MessageSlot::Lobby).await? {
            self.open_thread(info, lobby).await?
        } else {
            Stage::Channel(NoThread::NoLobby)
        };
        self.store(info, stage).await?;
        Ok(stage)
    }

    async fn store(&self, info: &GameInfo, stage: Stage) -> Result<(), DeliveryError> {
        let (channel, message) = match stage {
            Stage::Thread(thread) => (thread, thread),
            Stage::Channel(why) => (info.channel, why.code()),
            Stage::Lobby => return Ok(()),
        };
        self.p
            .slots
            .remember(info.id, MessageSlot::Stage, channel, message)
            .await
    }

    async fn open_thread(
        &self,
        info: &GameInfo,
        lobby: StoredMessage,
    ) -> Result<Stage, DeliveryError> {
        let opened = calls::start_thread(
            &self.p.rest,
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

    /// After `e` from a call in the stage: whether the game left its
    /// thread for the channel (the thread is gone or closed to the bot,
    /// or could not be reopened; the caller redraws the lobby, which says
    /// so). An archived thread that reopens is kept (`false`; the caller
    /// tries again).
    pub async fn leaves_thread(
        &self,
        info: &GameInfo,
        stage: Stage,
        e: &DeliveryError,
    ) -> Result<bool, DeliveryError> {
        let Stage::Thread(thread) = stage else {
            return Ok(false);
        };
        match e.failure() {
            Some(Failure::Archived) => match calls::unarchive(&self.p.rest, thread).await {
                Ok(()) => return Ok(false),
                Err(e) if e.is_transient() => return Err(e),
                Err(_) => {}
            },
            Some(Failure::Gone | Failure::Forbidden) => {}
            _ => return Ok(false),
        }
        tracing::info!(game = %info.id, thread, error = %e, "the game's thread is gone; back to its channel");
        self.store(info, Stage::Channel(NoThread::Gone)).await?;
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
