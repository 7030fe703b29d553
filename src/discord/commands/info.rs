//! Reading: `rules`, `history`, `stats`, `leaderboard`, `games`.

use super::{refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, locale_of, public_locale_of};
use crate::discord::render::{games, info};
use crate::discord::waiting;

/// Games listed by `/nanuk history`.
const HISTORY_LENGTH: u32 = 10;

/// The rules of Nanuk in short
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async { Ok(Reply::screen(info::rules(l), true)) }).await
}

/// This server's recent games and their winners
#[poise::command(slash_command)]
pub async fn history(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk history`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        Ok(
            match ctx.data().service.history(guild, HISTORY_LENGTH).await {
                Ok(games) => Reply::screen(info::history(l, &games), false),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// Rating, games, wins and average score in this server
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Ctx<'_>,
    #[description = "Whose figures (default: yours)"] player: Option<serenity::all::User>,
) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk stats`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let user = player.as_ref().unwrap_or(ctx.author());
        let service = &ctx.data().service;
        let stats = match service.stats(guild, user.id.get()).await {
            Ok(s) => s,
            Err(e) => return Ok(refused(l, e)),
        };
        Ok(match service.rating(guild, user.id.get()).await {
            Ok(r) => Reply::screen(
                info::stats(l, user.display_name(), &stats, r.as_ref()),
                false,
            ),
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// This server's top players by rating, ten a page
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk leaderboard`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        Ok(match ctx.data().service.leaderboard(guild, 0).await {
            Ok(page) => Reply::screen(info::leaderboard(l, &page), false),
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// Every game you play in, in any server, and what each waits for
#[poise::command(slash_command)]
pub async fn games(ctx: Ctx<'_>) -> Result<(), BotError> {
    let in_server = ctx.guild_id().is_some();
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let user = ctx.author().id.get();
        let service = &ctx.data().service;
        let lines = match waiting::game_lines(l, service, &ctx.data().places, user).await {
            Ok(lines) => lines,
            Err(e) => return Ok(refused(l, e)),
        };
        // Private in a server; a DM is private already.
        Ok(Reply::screen(games::my_games(l, &lines), in_server))
    })
    .await
}
