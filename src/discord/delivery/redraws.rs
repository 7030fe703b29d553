//! Presses answered in place. A press on a player's DM hand or on the
//! lobby is answered by redrawing that very message in the interaction's
//! callback, which does not count against the token's global rate limit,
//! instead of by a separate edit from the worker, which does. The worker
//! waits for such an answer before it renders that message and skips the
//! render if the answer already showed it.

use super::memory::Memory;
pub use super::memory::PressOn;
use crate::discord::screen::Screen;
use crate::service::GameService;
use crate::store::{GameId, MessageSlot};
use std::sync::Arc;
use tokio::sync::OwnedRwLockReadGuard;

/// Shared by the component handlers and the delivery worker.
#[derive(Clone, Default)]
pub struct Redraws {
    pub(super) memory: Arc<Memory>,
}

/// A press being answered in place. Take it before the action commits
/// (so the worker, woken by that commit, waits for the answer) and settle
/// it once the answer went out or failed.
pub struct InPlace {
    memory: Arc<Memory>,
    game: GameId,
    _answering: OwnedRwLockReadGuard<()>,
    shows: Option<(MessageSlot, u64, Screen)>,
}

impl Redraws {
    pub async fn press(&self, game: GameId, on: PressOn) -> InPlace {
        InPlace {
            memory: Arc::clone(&self.memory),
            game,
            _answering: self.memory.pressing(game, on).await,
            shows: None,
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
        let stored = match self.memory.message(game, slot) {
            Some(known) => known,
            None => match service.message(game, slot).await {
                Ok(stored) => {
                    self.memory.set_message(game, slot, stored);
                    stored
                }
                Err(_) => return false,
            },
        };
        stored.is_some_and(|m| m.message == message)
    }
}

impl InPlace {
    /// The answer redraws `message`, the slot's message, with `screen`.
    pub fn will_show(&mut self, slot: MessageSlot, message: u64, screen: &Screen) {
        self.shows = Some((slot, message, screen.clone()));
    }

    /// The answer went out (`sent`) or not; either way the worker may go on.
    pub fn settle(self, sent: bool) {
        if let (true, Some((slot, message, screen))) = (sent, &self.shows) {
            self.memory.showing(self.game, *slot, *message, screen);
        }
    }
}
