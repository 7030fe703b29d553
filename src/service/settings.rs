//! A server's defaults for new lobbies (`/nanuk settings`), and opening a
//! lobby from them: the options given to `/nanuk start` win, then the
//! server's, then the bot's own.

use super::GameService;
use super::error::{BadOption, ServiceError, ServiceResult};
use super::types::{Actor, Outcome};
use crate::engine::SidesRule;
use crate::engine::ai::AiLevel;
use crate::store::{ClockOptions, GameOptions, LobbyDefaults};

/// Reminders are on unless a server or a host says otherwise: after 12
/// hours, then daily (each repeat waits twice the first delay).
pub const DEFAULT_REMINDER_SECS: u64 = 12 * 3600;

/// A game clock's increment per decision unless a server or a host says
/// otherwise: a move a day keeps a bank from running dry.
pub const DEFAULT_CLOCK_INCREMENT_SECS: u64 = 12 * 3600;

/// AI seats a lobby may open with: the host takes one of the 8.
pub const MAX_DEFAULT_AI_SEATS: u8 = 7;

impl GameService {
    /// A server's lobby defaults as set (unset fields are the bot's own).
    pub async fn server_settings(&self, guild: u64) -> ServiceResult<LobbyDefaults> {
        Ok(self.inner.store.server_settings(guild).await?)
    }

    /// Changes the fields of a server's defaults that `change` sets (after
    /// `reset`, every other field is the bot's own again). Manage Server
    /// only. Lobbies already open keep their options.
    pub async fn change_server_settings(
        &self,
        guild: u64,
        actor: &Actor,
        change: &LobbyDefaults,
        reset: bool,
    ) -> ServiceResult<LobbyDefaults> {
        if !actor.is_admin {
            return Err(ServiceError::NotAdmin);
        }
        let base = if reset {
            LobbyDefaults::default()
        } else {
            self.server_settings(guild).await?
        };
        let settings = base.overridden_by(change);
        let (options, _) = resolve(&settings);
        super::lobby::validate(&options)?;
        check_ai_seats(&settings)?;
        self.inner
            .store
            .set_server_settings(guild, &settings, self.now())
            .await
            .map_err(ServiceError::from_write)?;
        tracing::info!(guild, "server settings changed");
        Ok(settings)
    }

    /// `/nanuk start`: a lobby with the options `given`, the server's
    /// defaults for the rest, and the AI seats they ask for.
    pub async fn open_lobby(
        &self,
        guild: u64,
        channel: u64,
        host: &Actor,
        given: &LobbyDefaults,
    ) -> ServiceResult<Outcome> {
        let settings = self.server_settings(guild).await?.overridden_by(given);
        check_ai_seats(&settings)?;
        let (options, ai) = resolve(&settings);
        self.new_game(
            guild,
            channel,
            host,
            options,
            &ai,
            Some(super::delivery::Delivery::Lobby),
        )
        .await
    }
}

fn check_ai_seats(settings: &LobbyDefaults) -> ServiceResult<()> {
    match settings.ai_seats {
        Some(n) if n > MAX_DEFAULT_AI_SEATS => Err(ServiceError::BadOptions(BadOption::AiSeats {
            max: MAX_DEFAULT_AI_SEATS,
        })),
        _ => Ok(()),
    }
}

/// The options and AI seats `settings` stand for, the bot's own defaults
/// for what they leave unset.
pub fn resolve(settings: &LobbyDefaults) -> (GameOptions, Vec<AiLevel>) {
    let never_if_zero = |secs: u64| (secs > 0).then_some(secs);
    let options = GameOptions {
        seasons: settings.seasons.unwrap_or(1),
        sides: settings.sides.unwrap_or(SidesRule::Secret),
        turn_timeout_secs: settings.turn_timeout_secs.and_then(never_if_zero),
        reminder_secs: settings
            .reminder_secs
            .map_or(Some(DEFAULT_REMINDER_SECS), never_if_zero),
        stand_in_level: settings.stand_in_level.unwrap_or_default(),
        hints: settings.hints.unwrap_or(false),
        practice: false,
        clock: settings
            .clock_bank_secs
            .filter(|bank| *bank > 0)
            .map(|bank_secs| ClockOptions {
                bank_secs,
                increment_secs: settings
                    .clock_increment_secs
                    .unwrap_or(DEFAULT_CLOCK_INCREMENT_SECS),
            }),
    };
    let level = settings.ai_level.unwrap_or_default();
    let ai = vec![level; usize::from(settings.ai_seats.unwrap_or(0))];
    (options, ai)
}
