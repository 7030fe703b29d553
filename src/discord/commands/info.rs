//! Reading: `rules`, `history`, `stats`, `leaderboard`, `games`.

use super::{refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx};
use crate::discord::render::{games, info};
use crate::store::MessageSlot;

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

/// Rating, games, wins and average score in this server
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
        let service = &ctx.data().service;
        let stats = match service.stats(guild, user.id.get()).await {
            Ok(s) => s,
            Err(e) => return Ok(refused(e)),
        };
        Ok(match service.rating(guild, user.id.get()).await {
            Ok(r) => Reply::screen(info::stats(user.display_name(), &stats, r.as_ref()), false),
            Err(e) => refused(e),
        })
    })
    .await
}

/// This server's top players by rating, ten a page
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Ctx<'_>) -> Result<(), BotError> {
    answer::command(ctx, false, async {
        let guild = match server(ctx, "`/nanuk leaderboard`") {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        Ok(match ctx.data().service.leaderboard(guild, 0).await {
            Ok(page) => Reply::screen(info::leaderboard(&page), false),
            Err(e) => refused(e),
        })
    })
    .await
}

/// Every game you play in, in any server, and what each waits for
#[poise::command(slash_command)]
pub async fn games(ctx: Ctx<'_>) -> Result<(), BotError> {
    let in_server = ctx.guild_id().is_some();
    answer::command(ctx, true, async {
        let user = ctx.author().id.get();
        let service = &ctx.data().service;
        let infos = match service.active_games(user).await {
            Ok(g) => g,
            Err(e) => return Ok(refused(e)),
        };
        let mut lines = Vec::with_capacity(infos.len());
        for info in infos {
            // A game that cannot be read now is left out, not the list.
            let table = match service.table(info.id).await {
                Ok(t) => t,
                Err(e) => {
                    tracing::warn!(game = %info.id, error = %e, "a game left out of /nanuk games");
                    continue;
                }
            };
            let (waits, on_you) = games::waits_for(&table, user);
            let mut link = format!(
                "https://discord.com/channels/{}/{}",
                info.guild, info.channel
            );
            for slot in [MessageSlot::Board, MessageSlot::Lobby] {
                if let Ok(Some(m)) = service.message(info.id, slot).await {
                    link = crate::discord::render::message_link(info.guild, m.channel, m.message);
                    break;
                }
            }
            lines.push(games::GameLine {
                id: info.id,
                place: ctx.data().places.location(info.guild, info.channel).await,
                waits,
                on_you,
                link,
            });
        }
        // Private in a server; a DM is private already.
        Ok(Reply::screen(games::my_games(&lines), in_server))
    })
    .await
}
