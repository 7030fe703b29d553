//! `/nanuk away`: away from every game at once, or back.

use super::refused;
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, locale_of};
use crate::discord::render;

/// How long a player is away, or back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AwayFor {
    #[name = "back"]
    Off,
    #[name = "days-1"]
    Day1,
    #[name = "days-3"]
    Days3,
    #[name = "weeks-1"]
    Week1,
    #[name = "weeks-2"]
    Weeks2,
    #[name = "days-30"]
    Days30,
}

impl AwayFor {
    /// Seconds away; `None` for back.
    fn secs(self) -> Option<u64> {
        const DAY: u64 = 86_400;
        match self {
            AwayFor::Off => None,
            AwayFor::Day1 => Some(DAY),
            AwayFor::Days3 => Some(3 * DAY),
            AwayFor::Week1 => Some(7 * DAY),
            AwayFor::Weeks2 => Some(14 * DAY),
            AwayFor::Days30 => Some(30 * DAY),
        }
    }
}

/// Away from all your games for a while (an AI plays for you), or back
#[poise::command(slash_command)]
pub async fn away(ctx: Ctx<'_>, time: AwayFor) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let user = ctx.author().id.get();
        let service = &ctx.data().service;
        Ok(match time.secs() {
            Some(secs) => match service.go_away(user, secs).await {
                Ok(away) => Reply::private(render::notices::away_started(l, &away)),
                Err(e) => refused(l, e),
            },
            None => match service.come_back(user).await {
                Ok(played) => {
                    Reply::private(render::notices::away_ended(l, played.map(|p| p.len())))
                }
                Err(e) => refused(l, e),
            },
        })
    })
    .await
}
