//! Solo practice (`/nanuk practice`): one player against AI seats, the
//! whole game (board, prompts, results) in the player's DM with the bot.
//! Stored and resumed like any game; hints always allowed; never rated
//! (it belongs to no server, see [`NO_GUILD`]). It starts at once: there
//! is no lobby to show, so none is ever posted.

use super::error::{BadOption, ServiceError, ServiceResult};
use super::types::{Actor, Outcome};
use super::{GameService, on_current_state};
use crate::engine::ai::AiLevel;
use crate::engine::seat::{MAX_SEATS, MIN_SEATS};
use crate::store::{GameId, GameOptions, GameStatus, NO_GUILD};

/// Seats in a practice game when the player does not say.
pub const DEFAULT_PRACTICE_SEATS: u8 = 5;

/// What `/nanuk practice` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Practice {
    /// A new game, started.
    Started(Outcome),
    /// The player's DM already holds a practice game that is still on:
    /// finish or cancel it first (one conversation shows one game).
    Running { game: GameId },
}

/// A practice game's options: one season, sides chosen in secret, no
/// timeouts or reminders (only the player waits), hints on.
pub fn practice_options(level: AiLevel) -> GameOptions {
    GameOptions {
        stand_in_level: level,
        hints: true,
        practice: true,
        reminder_secs: None,
        turn_timeout_secs: None,
        ..GameOptions::default()
    }
}

impl GameService {
    /// Starts a practice game for `player` in their DM channel with the
    /// bot, `dm`: `seats` seats in all (5 to 8), the others AI seats at
    /// `level`. A practice lobby left behind by a crash between its two
    /// commits is started now instead of refused.
    pub async fn practice(
        &self,
        dm: u64,
        player: &Actor,
        seats: u8,
        level: AiLevel,
    ) -> ServiceResult<Practice> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(ServiceError::BadOptions(BadOption::PracticeSeats {
                min: MIN_SEATS,
                max: MAX_SEATS,
            }));
        }
        self.present(player.user).await?;
        let ai = vec![level; usize::from(seats - 1)];
        let options = practice_options(level);
        let id = match self
            .new_game(NO_GUILD, dm, player, options, &ai, None)
            .await
        {
            Ok(opened) => opened.game,
            Err(ServiceError::ChannelBusy { existing }) => {
                let info = self.info(existing).await?;
                if !(info.is_practice() && info.status == GameStatus::Lobby) {
                    return Ok(Practice::Running { game: existing });
                }
                tracing::info!(game = %existing, "a practice game left unstarted; starting it");
                existing
            }
            Err(e) => return Err(e),
        };
        let outcome = on_current_state!(self, self.begin_practice(id, player))?;
        tracing::info!(game = %id, player = player.user, seats, ?level, "practice started");
        Ok(Practice::Started(outcome))
    }

    async fn begin_practice(&self, id: GameId, player: &Actor) -> ServiceResult<Outcome> {
        let mut guard = self.lock(id).await?;
        let l = super::loaded(&guard);
        super::lobby::require_lobby(l)?;
        super::lobby::require_host(l, player)?;
        self.begin(&mut guard, Vec::new()).await
    }
}
