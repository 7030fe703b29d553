//! What every handler shares: the game service and the names of places,
//! the poise context type, and who is acting.

use super::delivery::Redraws;
use super::places::Places;
use super::seen::Seen;
use crate::service::{Actor, GameService, ServiceError};
use serenity::all::{Member, User};

/// The bot's state, shared by commands and component handlers.
pub struct Bot {
    pub service: GameService,
    pub places: Places,
    /// Interactions already handled (Discord may deliver one twice).
    pub seen: Seen,
    /// What answers to presses on DMs showed, for the delivery worker.
    pub redraws: Redraws,
}

/// What a handler can fail with. Players never see these: they are logged
/// and the player gets a plain apology (see `commands::on_error`).
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("Discord call failed: {0}")]
    Discord(#[from] serenity::Error),
    #[error("game service failed: {0}")]
    Service(#[from] ServiceError),
    /// The command's interaction was handled before (delivered twice).
    #[error("interaction delivered twice")]
    Duplicate,
    /// The command came with an option it does not have (a stale or
    /// forged client): refused, never applied without it.
    #[error("unknown option {0:?}")]
    UnknownOption(String),
}

pub type Ctx<'a> = poise::Context<'a, Bot, BotError>;

/// The acting user: their display name in the server (or their global
/// name in DMs) and whether they have Manage Server there.
pub fn actor(user: &User, member: Option<&Member>) -> Actor {
    match member {
        Some(m) => Actor {
            user: user.id.get(),
            name: m.display_name().to_string(),
            is_admin: m
                .permissions
                .is_some_and(|p| p.manage_guild() || p.administrator()),
        },
        None => Actor::new(user.id.get(), user.display_name()),
    }
}

/// The language to answer an interaction in: the player's choice, else
/// Discord's `locale` of the user (the app's language); `en-US` for any
/// the bot does not speak.
pub fn locale_of(ctx: Ctx<'_>) -> crate::discord::text::Locale {
    crate::discord::languages::answer_locale(ctx.author().id.get(), ctx.locale().unwrap_or(""))
}

/// The language of what a command shows in public: the server's, else
/// the user's (in a DM).
pub fn public_locale_of(ctx: Ctx<'_>) -> crate::discord::text::Locale {
    let guild_locale = match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    match ctx.guild_id() {
        Some(g) => crate::discord::languages::server_locale(g.get(), guild_locale),
        None => locale_of(ctx),
    }
}
