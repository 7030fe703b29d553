//! Presses answered in place. A press on a player's DM hand or on the
//! lobby is answered by redrawing that very message in the interaction's
//! callback, which does not count against the token's global rate limit,
//! instead of by a separate edit from the worker, which does. The worker
//! waits for such an answer before it renders that message and skips the
//! render if the answer already showed it.

use super::locks::Locks;
pub use super::locks::PressOn;
use super::shown::Shown;
use crate::discord::screen::Screen;
use crate::engine::Seat;
use crate::service::GameService;
use crate::service::{GameId, MessageSlot};
use std::sync::Arc;
use tokio::sync::OwnedRwLockReadGuard;

/// Shared by the component handlers and the delivery worker.
#[derive(Clone, Default)]
pub struct Redraws {
    pub(super) shown: Arc<Shown>,
    pub(super) locks: Arc<Locks>,
}

/// A press being answered in place. Take it before the action commits
/// (so the worker, woken by that commit, waits for the answer) and call
/// `answered` once the answer went out or failed.
pub struct InPlace {
    shown: Arc<Shown>,
    game: GameId,
    answering: OwnedRwLockReadGuard<()>,
    shows: Option<(MessageSlot, u64, Screen)>,
    tell: Option<PickTurn>,
}

/// A pick that starts for another player with this press: they are
/// mentioned in a follow-up to the press's answer (an interaction
/// webhook, free of the global limit) instead of by the worker's post.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickTurn {
    pub seat: Seat,
    /// The seat's decision token.
    pub token: u64,
    pub user: u64,
}

/// A follow-up to send; the worker waits for it (as for the answer) and
/// skips its own mention once it went out.
pub struct Telling {
    shown: Arc<Shown>,
    game: GameId,
    _answering: OwnedRwLockReadGuard<()>,
    pub turn: PickTurn,
}

impl Telling {
    /// The follow-up went out (`sent`) or not (the worker mentions them).
    pub fn told(self, sent: bool) {
        if sent {
            let t = self.turn;
            self.shown.pick_told(self.game, t.seat, t.token);
        }
    }
}

impl Redraws {
    /// A Start press where the bot may not open threads (the press's
    /// `app_permissions` say so): the game is played in its channel,
    /// decided now, so the worker never makes the thread call Discord
    /// would refuse (an invalid request counts toward the token's ban).
    pub async fn play_in_channel(
        &self,
        service: &GameService,
        game: GameId,
        channel: u64,
    ) -> crate::service::ServiceResult<()> {
        let (channel, message) = super::stage::threads_refused(channel);
        let stored = service
            .remember_message(game, MessageSlot::Stage, channel, message)
            .await?;
        self.shown
            .set_message(game, MessageSlot::Stage, Some(stored));
        Ok(())
    }

    pub async fn press(&self, game: GameId, on: PressOn) -> InPlace {
        InPlace {
            shown: Arc::clone(&self.shown),
            game,
            answering: self.locks.pressing(game, on).await,
            shows: None,
            tell: None,
        }
    }

    /// Is `message` the one the worker keeps up to date in `slot`? (An
    /// older DM of the game is not: the worker would still have to draw
    /// the current one.)
    pub async fn is_slot_message(
        &self,
        service: &GameService,
        game: GameId,
        slot: MessageSlot,
        message: u64,
    ) -> bool {
        let Ok(stored) = self.shown.remembered(service, game, slot).await else {
            return false;
        };
        stored.is_some_and(|m| m.message == message)
    }
}

impl InPlace {
    /// The answer redraws `message`, the slot's message, with `screen`.
    pub fn will_show(&mut self, slot: MessageSlot, message: u64, screen: &Screen) {
        self.shows = Some((slot, message, screen.clone()));
    }

    /// A follow-up to the answer tells `turn`'s player it is their pick.
    pub fn will_tell(&mut self, turn: PickTurn) {
        self.tell = Some(turn);
    }

    /// The answer went out (`sent`) or not; either way the worker may go
    /// on, unless a follow-up is still to be sent (returned).
    pub fn answered(self, sent: bool) -> Option<Telling> {
        if let (true, Some((slot, message, screen))) = (sent, &self.shows) {
            self.shown.showing(self.game, *slot, *message, screen);
        }
        match (sent, self.tell) {
            (true, Some(turn)) => Some(Telling {
                shown: self.shown,
                game: self.game,
                _answering: self.answering,
                turn,
            }),
            _ => None,
        }
    }
}
