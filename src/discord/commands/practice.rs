//! `/nanuk practice`: a solo game against AI seats, played in the
//! player's DM with the bot (board, prompts and results in one
//! conversation). Used in a server, it is answered privately there and the
//! game goes to the DM.

use super::lobby::Level;
use super::refused;
use crate::discord::answer::{self, Reply};
use crate::discord::bot::locale_of;
use crate::discord::bot::{BotError, Ctx, actor};
use crate::discord::render::{self, notices};
use crate::discord::retry::{code, status_and_code};
use crate::discord::text::t;
use crate::engine::ai::AiLevel;
use crate::service::{DEFAULT_PRACTICE_SEATS, MessageSlot, NO_GUILD, Practice};
use serenity::all::{ChannelId, ChannelType, CreateMessage};

/// Practise alone against AI players, in your DMs with me (not rated; hints allowed)
#[poise::command(slash_command)]
pub async fn practice(
    ctx: Ctx<'_>,
    #[min = 5]
    #[max = 8]
    seats: Option<u8>,
    level: Option<Level>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let seats = seats.unwrap_or(DEFAULT_PRACTICE_SEATS);
        let level = level.map_or(AiLevel::Normal, Level::level);
        let in_dm = ctx.guild_id().is_none();
        let dm = match dm_channel(ctx).await {
            Ok(dm) => dm,
            Err(refusal) => return Ok(Reply::private(refusal)),
        };
        let player = actor(ctx.author(), ctx.author_member().await.as_deref());
        let service = &ctx.data().service;
        Ok(match service.practice(dm, &player, seats, level).await {
            Ok(Practice::Started(outcome)) if in_dm => Reply::screen(
                answer::text_screen(notices::practice_started(l, outcome.game, seats.into())),
                false,
            ),
            Ok(Practice::Started(outcome)) => Reply::private(t!(
                l,
                "practice-in-dms",
                game = outcome.game.0,
                link = render::channel_link(NO_GUILD, dm)
            )),
            Ok(Practice::Running { game }) => {
                let board = service.message(game, MessageSlot::Board).await?;
                let link = board.map(|m| render::message_link(NO_GUILD, m.channel, m.message));
                Reply::private(notices::practice_running(l, game, link))
            }
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// The player's DM channel with the bot, where the game will be played.
/// Used in a server, the game's first words are posted there now, so that
/// closed DMs are found before a game is made that nobody could see.
async fn dm_channel(ctx: Ctx<'_>) -> Result<u64, String> {
    let l = locale_of(ctx);
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    if ctx.guild_id().is_none() {
        // Only the player's own DM with the bot: a group DM or a
        // user-installed context is no place the bot can post a game in.
        let own_dm = match ctx {
            poise::Context::Application(app) => app
                .interaction
                .channel
                .as_ref()
                .is_some_and(|c| c.kind == ChannelType::Private),
            poise::Context::Prefix(_) => false,
        };
        if !own_dm {
            return Err(t!(l, "practice-own-dm-only"));
        }
        let dm = ctx.channel_id().get();
        if let Err(e) = service.remember_dm_channel(user, dm).await {
            tracing::warn!(error = %e, "could not store a DM channel");
        }
        return Ok(dm);
    }
    let known = service.dm_channel(user).await.ok().flatten();
    let dm = match known {
        Some(dm) => dm,
        None => {
            let opened = ctx.author().create_dm_channel(ctx.http()).await;
            let dm = opened
                .map_err(|e| {
                    tracing::warn!(error = %e, "could not open a DM for practice");
                    t!(l, "practice-no-dm")
                })?
                .id
                .get();
            if let Err(e) = service.remember_dm_channel(user, dm).await {
                tracing::warn!(error = %e, "could not store a DM channel");
            }
            dm
        }
    };
    let hello = CreateMessage::new().content(t!(l, "practice-hello"));
    match ChannelId::new(dm).send_message(ctx.http(), hello).await {
        Ok(_) => Ok(dm),
        Err(e) if status_and_code(&e).map(|s| s.1) == Some(code::CANNOT_DM) => {
            Err(t!(l, "practice-dms-closed"))
        }
        Err(e) => {
            tracing::warn!(error = %e, "could not post in a DM for practice");
            Err(t!(l, "practice-no-dm"))
        }
    }
}
