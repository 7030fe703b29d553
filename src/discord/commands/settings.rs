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
    #[description = "Seasons a new game plays"]
    #[min = 1]
    #[max = 10]
    seasons: Option<u8>,
    #[description = "Hunt or Doom in turn and in public (the rulebook's optional rule)"]
    sequential_sides: Option<bool>,
    #[description = "After this long on one decision an AI plays for the player"]
    turn_timeout: Option<Timeout>,
    #[description = "Remind a player the game waits for after this long"] reminders: Option<
        Reminders,
    >,
    #[description = "How well an AI plays for a player who timed out or left"]
    stand_in_level: Option<Level>,
    #[description = "Let players ask /nanuk hint for the strong AI's advice"] hints: Option<bool>,
    // The service refuses more than MAX_DEFAULT_AI_SEATS (7) too.
    #[description = "AI seats a new lobby opens with"]
    #[min = 0]
    #[max = 7]
    ai_seats: Option<u8>,
    #[description = "The level of those AI seats"] ai_level: Option<Level>,
    #[description = "A game clock: each player's time bank, running only while the game waits for them"]
    clock: Option<ClockBank>,
    #[description = "With a game clock: time added to a player's bank per decision"]
    clock_increment: Option<ClockIncrement>,
    #[description = "Back to the bot's defaults first (then the options given here apply)"]
    reset: Option<bool>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let guild = match server(ctx, "`/nanuk settings`") {
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
