//! Playing from the channel: `hand`, `boast`, `doom`, `status`. For players
//! whose DMs are closed, and for anyone who prefers typing.

use super::{game_here, is_open, refused};
use crate::discord::answer::{self, Reply};
use crate::discord::bot::{BotError, Ctx, locale_of};
use crate::discord::components::hand as hand_screen;
use crate::discord::render;
use crate::discord::text::{Locale, refusal::action_error, t, words};
use crate::engine::{Action, Animal, Boast, MAX_COUNT, MAX_DAYS};
use crate::service::{GameInfo, GameStatus};

/// The animal of a boast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum AnimalChoice {
    #[name = "animal-deer"]
    Deer,
    #[name = "animal-seal"]
    Seal,
    #[name = "animal-fish"]
    Fish,
    #[name = "animal-bird"]
    Bird,
}

impl From<AnimalChoice> for Animal {
    fn from(a: AnimalChoice) -> Animal {
        match a {
            AnimalChoice::Deer => Animal::Deer,
            AnimalChoice::Seal => Animal::Seal,
            AnimalChoice::Fish => Animal::Fish,
            AnimalChoice::Bird => Animal::Bird,
        }
    }
}

/// Show your hand and choices privately, with the buttons to play
#[poise::command(slash_command)]
pub async fn hand(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let bot = ctx.data();
        Ok(
            match bot
                .service
                .player_view(game.id, ctx.author().id.get())
                .await
            {
                Ok(view) => Reply::screen(hand_screen(bot, l, &view, None, None).await, true),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// What the strong AI would do in your place now (when the host allows hints)
#[poise::command(slash_command)]
pub async fn hint(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let asked = ctx.data().service.hint(game.id, ctx.author().id.get());
        Ok(match asked.await {
            Ok(hint) => Reply::private(render::hint::hint(l, &hint)),
            Err(e) => refused(l, e),
        })
    })
    .await
}

/// Raise the standing boast (or open the boasting)
#[poise::command(slash_command)]
pub async fn boast(
    ctx: Ctx<'_>,
    #[min = 1]
    #[max = 27]
    count: u8,
    animal: AnimalChoice,
    #[min = 1]
    #[max = 12]
    days: u8,
) -> Result<(), BotError> {
    debug_assert_eq!((MAX_COUNT, MAX_DAYS), (27, 12), "the option limits above");
    let l = locale_of(ctx);
    let boast = match Boast::new(count, animal.into(), days) {
        Ok(b) => b,
        Err(e) => {
            let why = action_error(l, &e.into());
            let reply = Reply::private(t!(l, "command-not-a-boast", why = why));
            return answer::command(ctx, true, async { Ok(reply) }).await;
        }
    };
    let done = t!(l, "command-you-boast", boast = words::boast(l, &boast));
    act(ctx, Action::Boast(boast), done).await
}

/// Declare the standing boast impossible: DOOMED!
#[poise::command(slash_command)]
pub async fn doom(ctx: Ctx<'_>) -> Result<(), BotError> {
    act(ctx, Action::Doom, t!(locale_of(ctx), "command-you-doom")).await
}

/// A game action from a slash command (no decision token: it applies to
/// the decision the player faces now).
async fn act(ctx: Ctx<'_>, action: Action, done: String) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, true, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        let service = &ctx.data().service;
        Ok(
            match service
                .act(game.id, ctx.author().id.get(), action, None, Some(ctx.id()))
                .await
            {
                Ok(_) => Reply::private(done),
                Err(e) => refused(l, e),
            },
        )
    })
    .await
}

/// Post this channel's board again and say who the game waits for
#[poise::command(slash_command)]
pub async fn status(ctx: Ctx<'_>) -> Result<(), BotError> {
    let l = locale_of(ctx);
    answer::command(ctx, false, async {
        let game = match game_here(ctx).await? {
            Ok(g) => g,
            Err(refusal) => return Ok(refusal.into()),
        };
        if !is_open(&game) {
            return Ok(Reply::private(t!(
                l,
                "command-game-ended",
                game = game.id.0
            )));
        }
        let service = &ctx.data().service;
        let table = match service.table(game.id).await {
            Ok(t) => t,
            Err(e) => return Ok(refused(l, e)),
        };
        if ctx.guild_id().is_some() && game.status == GameStatus::Running {
            // The live board moves to the bottom of the channel (the
            // delivery worker posts it and retires the old one).
            return Ok(match service.repost_board(game.id).await {
                Ok(()) => Reply::private(t!(
                    l,
                    "command-board-again",
                    waiting = waiting_line(l, &game, &table)
                )),
                Err(e) => refused(l, e),
            });
        }
        let mut screen = match render::table_board(l, &table) {
            Some(board) => board,
            None => render::lobby::lobby(l, &table, render::lobby::PlayedIn::Unknown),
        };
        screen.content = waiting_line(l, &game, &table);
        // In a DM the status is the player's own business.
        Ok(Reply::screen(screen, ctx.guild_id().is_none()))
    })
    .await
}

/// "The game waits for **Alice** and **Bob**."
fn waiting_line(l: Locale, game: &GameInfo, table: &crate::service::TableView) -> String {
    if game.status == GameStatus::Lobby {
        return t!(l, "command-lobby-open");
    }
    let names: Vec<String> = table
        .waiting_for()
        .iter()
        .map(|s| format!("**{}**", render::escape(&s.name)))
        .collect();
    match words::list(l, &names) {
        None => t!(l, "command-waits-for-nobody"),
        Some(names) => t!(l, "command-waits-for", names = names),
    }
}
