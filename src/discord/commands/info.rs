//! Reading: `rules`, `history`, `stats`, `leaderboard`, `games`; and
//! `season start`, which closes a ladder.

use super::{refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, actor, locale_of, public_locale_of};
use crate::discord::render::{games, info};
use crate::discord::text::t;
use crate::discord::waiting;
use crate::service::{Ladder, ServiceError};

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
        let guild = match server(ctx) {
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
pub async fn stats(ctx: Ctx<'_>, player: Option<serenity::all::User>) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx) {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let user = player.as_ref().unwrap_or(ctx.author());
        let service = &ctx.data().service;
        let figures = async {
            let stats = service.stats(guild, user.id.get()).await?;
            let all_time = service.rating(guild, user.id.get()).await?;
            let season = service.seasons(guild).await?.pop();
            let in_season = match &season {
                Some(s) if s.number > 0 => {
                    service
                        .rating_in(guild, Ladder::Season(s.number), user.id.get())
                        .await?
                }
                _ => None,
            };
            Ok::<_, ServiceError>((stats, all_time, season, in_season))
        };
        Ok(match figures.await {
            Ok((stats, all_time, season, in_season)) => Reply::screen(
                info::stats(
                    l,
                    user.display_name(),
                    &stats,
                    all_time.as_ref(),
                    season.as_ref().map(|s| (s, in_season.as_ref())),
                ),
                false,
            ),
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// This server's top players by rating, ten a page
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[min = 0]
    #[max = 100000]
    season: Option<u64>,
    all_time: Option<bool>,
) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx) {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let ladder = match (season, all_time.unwrap_or(false)) {
            (Some(_), true) => {
                return Ok(Reply::private(t!(
                    locale_of(ctx),
                    "command-season-or-all-time"
                )));
            }
            (None, true) => Ladder::AllTime,
            (Some(n), false) => Ladder::Season(n),
            (None, false) => Ladder::Current,
        };
        Ok(
            match ctx.data().service.leaderboard_of(guild, ladder, 0).await {
                Ok(page) => Reply::screen(info::leaderboard(l, &page), false),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// Rating seasons: each keeps its own ladder beside the all-time one
#[poise::command(slash_command, subcommands("season_start"))]
pub async fn season(_: Ctx<'_>) -> Result<(), BotError> {
    // Discord only ever invokes the subcommands.
    Ok(())
}

/// Close this server's rating season and open the next (Manage Server)
#[poise::command(slash_command, rename = "start")]
pub async fn season_start(
    ctx: Ctx<'_>,
    #[max_length = 40] name: Option<String>,
) -> Result<(), BotError> {
    let l = public_locale_of(ctx);
    answer::command(ctx, false, async {
        let guild = match server(ctx) {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let who = actor(ctx.author(), ctx.author_member().await.as_deref());
        let name = name.as_deref().unwrap_or("");
        Ok(
            match ctx.data().service.start_season(guild, &who, name).await {
                Ok(started) => Reply::screen(info::season_started(l, &started), false),
                Err(e) => refused(l, e),
            },
        )
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
