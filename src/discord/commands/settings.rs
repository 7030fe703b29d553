//! `/nanuk settings`: a server's defaults for new lobbies. Anyone may read
//! them; Manage Server changes them.

use super::lobby::{ClockBank, ClockIncrement, Level, Reminders, Timeout, sides_rule};
use super::{refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, actor, locale_of};
use crate::discord::render;
use crate::service::LobbyDefaults;

/// This server's defaults for new lobbies: shown, or changed (Manage Server)
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn settings(
    ctx: Ctx<'_>,
    #[min = 1]
    #[max = 10]
    seasons: Option<u8>,
    sequential_sides: Option<bool>,
    turn_timeout: Option<Timeout>,
    reminders: Option<Reminders>,
    stand_in_level: Option<Level>,
    hints: Option<bool>,
    // The service refuses more than MAX_DEFAULT_AI_SEATS (7) too.
    #[min = 0]
    #[max = 7]
    ai_seats: Option<u8>,
    ai_level: Option<Level>,
    clock: Option<ClockBank>,
    clock_increment: Option<ClockIncrement>,
    reset: Option<bool>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let guild = match server(ctx) {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let change = LobbyDefaults {
            seasons,
            sides: sequential_sides.map(sides_rule),
            turn_timeout_secs: turn_timeout.map(Timeout::secs),
            reminder_secs: reminders.map(Reminders::secs_or_never),
            stand_in_level: stand_in_level.map(Level::level),
            hints,
            ai_seats,
            ai_level: ai_level.map(Level::level),
            clock_bank_secs: clock.map(ClockBank::secs),
            clock_increment_secs: clock_increment.map(ClockIncrement::secs),
        };
        let reset = reset.unwrap_or(false);
        let service = &ctx.data().service;
        let result = if change == LobbyDefaults::default() && !reset {
            service.server_settings(guild).await.map(|s| (s, false))
        } else {
            let who = actor(ctx.author(), ctx.author_member().await.as_deref());
            service
                .change_server_settings(guild, &who, &change, reset)
                .await
                .map(|s| (s, true))
        };
        Ok(match result {
            Ok((set, changed)) => Reply::screen(render::settings::settings(l, &set, changed), true),
            Err(e) => refused(l, e),
        })
    })
    .await
}
