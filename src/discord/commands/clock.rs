//! `/nanuk clock`: the game clock of the lobby in this channel (issue 29),
//! set or removed by its host before the game starts.

use super::lobby::{ClockBank, ClockIncrement};
use super::{game_here, refused, server};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, actor, locale_of};
use crate::discord::render;
use crate::discord::text::t;
use crate::service::ClockOptions;
use crate::service::settings::DEFAULT_CLOCK_INCREMENT_SECS;

/// Set this lobby's game clock: each player's time bank, running only while the game waits for them
#[poise::command(slash_command)]
pub async fn clock(
    ctx: Ctx<'_>,
    bank: ClockBank,
    increment: Option<ClockIncrement>,
) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        if let Err(refusal) = server(ctx) {
            return Ok(refusal.into());
        }
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let clock = (bank.secs() > 0).then(|| ClockOptions {
            bank_secs: bank.secs(),
            increment_secs: increment.map_or(DEFAULT_CLOCK_INCREMENT_SECS, ClockIncrement::secs),
        });
        let who = actor(ctx.author(), ctx.author_member().await.as_deref());
        Ok(
            match ctx.data().service.set_clock(game.id, &who, clock).await {
                Ok(_) => Reply::private(match clock {
                    Some(c) => t!(l, "clock-set", clock = render::clock::lobby_line(l, c)),
                    None => t!(l, "clock-removed"),
                }),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}
