//! Reading: `rules`, `history`, `stats`.

use super::{refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx};
use crate::discord::render::info;

/// Games listed by `/nanuk history`.
const HISTORY_LENGTH: u32 = 10;

/// The rules of Nanuk in short
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), BotError> {
    answer::command(ctx, true, async { Ok(Reply::screen(info::rules(), true)) }).await
}

/// This server's recent games and their winners
#[poise::command(slash_command)]
pub async fn history(ctx: Ctx<'_>) -> Result<(), BotError> {
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk history`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        Ok(
            match ctx.data().service.history(guild, HISTORY_LENGTH).await {
                Ok(games) => Reply::screen(info::history(&games), false),
                Err(e) => refused(e),
            },
        )
    })
    .await
}

/// Games, wins and average score in this server
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Ctx<'_>,
    #[description = "Whose figures (default: yours)"] player: Option<serenity::all::User>,
) -> Result<(), BotError> {
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk stats`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let user = player.as_ref().unwrap_or(ctx.author());
        Ok(match ctx.data().service.stats(guild, user.id.get()).await {
            Ok(s) => Reply::screen(info::stats(user.display_name(), &s), false),
            Err(e) => refused(e),
        })
    })
    .await
}
