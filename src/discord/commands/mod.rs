//! The `/nanuk` slash commands. Each subcommand is a thin adapter: find the
//! game (the one in this channel; in DMs the player's only game), call the
//! service, answer with a sentence or a screen.

mod info;
mod lobby;
mod play;
mod practice;
mod settings;

use super::answer::Reply;
use super::bot::{Bot, BotError, Ctx};
use crate::service::{GameInfo, GameStatus, ServiceError};
use info::{games, history, leaderboard, rules, season, stats};
use lobby::{cancel, kick, leave, start};
use play::{boast, doom, hand, hint, status};
use practice::practice;
use settings::settings;

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Bot, BotError>> {
    vec![nanuk()]
}

/// Play Nanuk, the card game of boasts, hunts and polar bears
///
/// Offered in servers and in the bot's own DM, for a server install only:
/// never in group DMs or as a user-installed app, where a game has no
/// place to be played.
#[poise::command(
    slash_command,
    install_context = "Guild",
    interaction_context = "Guild|BotDm",
    subcommands(
        "start",
        "practice",
        "status",
        "hand",
        "hint",
        "boast",
        "doom",
        "rules",
        "leave",
        "kick",
        "cancel",
        "settings",
        "history",
        "stats",
        "leaderboard",
        "season",
        "games"
    )
)]
pub async fn nanuk(_: Ctx<'_>) -> Result<(), BotError> {
    // Discord only ever invokes the subcommands.
    Ok(())
}

/// What players see when a handler fails: never the error itself.
const SORRY: &str = "Something went wrong on my side; please try again in a moment.";

/// Logs errors and tells the player something sensible: every command
/// interaction gets an answer, including those whose options do not match
/// the registered command (a stale client, a changed command).
pub fn on_error(error: poise::FrameworkError<'_, Bot, BotError>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        match error {
            // The service's refusals are sentences for the player (e.g. the
            // database cannot be reached: "try again in a moment"); a fault
            // the store names was logged once by the store.
            poise::FrameworkError::Command {
                error: BotError::Service(e),
                ctx,
                ..
            } => {
                if e.is_unexpected() {
                    tracing::error!(command = %ctx.command().qualified_name, error = %e, "command failed");
                } else {
                    tracing::debug!(command = %ctx.command().qualified_name, error = %e, "command refused");
                }
                say_privately(ctx, &e.to_string()).await;
            }
            poise::FrameworkError::Command { error, ctx, .. } => {
                tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
                say_privately(ctx, SORRY).await;
            }
            poise::FrameworkError::ArgumentParse {
                ctx, input, error, ..
            } => {
                tracing::info!(command = %ctx.command().qualified_name, ?input, %error, "unreadable options");
                say_privately(ctx, &unreadable_option(input.as_deref())).await;
            }
            poise::FrameworkError::CommandStructureMismatch {
                ctx, description, ..
            } => {
                tracing::info!(command = %ctx.command().qualified_name, %description, "options do not match the command");
                say_privately(
                    poise::Context::Application(ctx),
                    &mismatched_options(description),
                )
                .await;
            }
            poise::FrameworkError::SubcommandRequired { ctx } => {
                say_privately(
                    ctx,
                    "Pick one of the `/nanuk` subcommands from the list, e.g. `/nanuk start`.",
                )
                .await;
            }
            poise::FrameworkError::UnknownInteraction {
                framework,
                interaction,
                ..
            } => {
                tracing::info!(command = %interaction.data.name, "an unknown command");
                let text = format!(
                    "I do not know the command `/{}`: {STALE_CLIENT}",
                    interaction.data.name
                );
                let response = serenity::all::CreateInteractionResponse::Message(
                    serenity::all::CreateInteractionResponseMessage::new()
                        .content(text)
                        .ephemeral(true),
                );
                if let Err(e) = interaction
                    .create_response(&framework.serenity_context.http, response)
                    .await
                {
                    tracing::warn!(error = %e, "could not tell the user about an unknown command");
                }
            }
            poise::FrameworkError::CommandCheckFailed {
                error: Some(BotError::Duplicate),
                ctx,
                ..
            } => {
                // Answered the first time it came.
                tracing::info!(interaction = ctx.id(), "a command delivered twice; ignored");
            }
            poise::FrameworkError::CommandCheckFailed {
                error: Some(BotError::UnknownOption(name)),
                ctx,
                ..
            } => {
                tracing::info!(command = %ctx.command().qualified_name, option = %name, "an option the command does not have");
                say_privately(ctx, &unknown_option(&name)).await;
            }
            poise::FrameworkError::CommandCheckFailed { error, ctx, .. } => {
                tracing::error!(error = ?error, "a command check failed");
                say_privately(ctx, SORRY).await;
            }
            poise::FrameworkError::EventHandler { error, .. } => {
                tracing::error!(error = %error, "event handler failed");
            }
            other => {
                if let Err(e) = poise::builtins::on_error(other).await {
                    tracing::warn!(error = %e, "could not report a framework error");
                }
            }
        }
    })
}

/// What to do about options the command no longer has or expects.
const STALE_CLIENT: &str = "your Discord app may be showing an old version of the command. Restart Discord (or wait a minute) and pick the options from the list.";

/// An option the command does not have (never applied).
fn unknown_option(name: &str) -> String {
    format!(
        "This command has no option `{}`, so nothing was done: {STALE_CLIENT}",
        name.replace('`', "'").chars().take(32).collect::<String>()
    )
}

/// A value that does not fit its option (out of range, wrong kind).
fn unreadable_option(input: Option<&str>) -> String {
    match input {
        Some(value) => format!(
            "The value `{}` does not fit its option: each option shows the values it takes (e.g. a count from 1 to 27, days from 1 to 12). Please try again.",
            value.replace('`', "'").chars().take(50).collect::<String>()
        ),
        None => "One of the options has a value I cannot use: each option shows the values it takes. Please try again.".to_string(),
    }
}

/// Options missing or of the wrong kind: the client's command is outdated.
fn mismatched_options(description: &str) -> String {
    let what = match description {
        d if d.contains("missing") => "an option it needs is missing",
        d if d.contains("out of bounds") || d.contains("out of range") => {
            "a value is out of the range its option takes"
        }
        d if d.contains("expected") || d.contains("type") => {
            "an option has the wrong kind of value"
        }
        _ => "its options are not the ones I expect",
    };
    format!("I could not run this command: {what}; {STALE_CLIENT}")
}

async fn say_privately(ctx: Ctx<'_>, text: &str) {
    let reply = poise::CreateReply::default().content(text).ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "could not tell the player about an error");
    }
}

/// Why a command cannot act here: a sentence for the user alone.
struct Refusal(String);

impl From<Refusal> for Reply {
    fn from(r: Refusal) -> Reply {
        Reply::private(r.0)
    }
}

/// The server a command was used in, or the sentence for DMs.
fn server(ctx: Ctx<'_>, what: &str) -> Result<u64, Refusal> {
    ctx.guild_id().map(|g| g.get()).ok_or_else(|| {
        Refusal(format!(
            "{what} only works in a server channel: use it where the game is played."
        ))
    })
}

/// The game a command acts on: the open game in this channel; in a DM,
/// the practice game played there, else the player's only open game.
async fn game_here(ctx: Ctx<'_>) -> Result<Result<GameInfo, Refusal>, BotError> {
    let service = &ctx.data().service;
    if let Some(guild) = ctx.guild_id() {
        // A channel id claimed from another server names no game here.
        return Ok(service
            .game_in_channel(ctx.channel_id().get())
            .await?
            .filter(|g| g.guild == guild.get())
            .ok_or_else(|| {
                Refusal(
                    "There is no Nanuk game in this channel: open one with `/nanuk start`."
                        .to_string(),
                )
            }));
    }
    // A DM holding a practice game: that game is the one played here.
    if let Some(practice) = service
        .game_in_channel(ctx.channel_id().get())
        .await?
        .filter(|g| g.is_practice())
    {
        return Ok(Ok(practice));
    }
    let mut games = service.active_games(ctx.author().id.get()).await?;
    match games.len() {
        0 => Ok(Err(Refusal(
            "You are not playing in any Nanuk game right now.".to_string(),
        ))),
        1 => Ok(Ok(games.remove(0))),
        _ => {
            let mut places = Vec::new();
            for g in &games {
                places.push(ctx.data().places.location(g.guild, g.channel).await);
            }
            Ok(Err(Refusal(format!(
                "You play in several games ({}): use this command in the game's channel.",
                places.join(", ")
            ))))
        }
    }
}

/// A refusal from the service as the player's answer; the service's
/// sentences are written for players. Storage failures are logged.
fn refused(e: ServiceError) -> Reply {
    if e.is_unexpected() {
        tracing::error!(error = ?e, "a command failed in the game service");
    }
    Reply::private(e.to_string())
}

fn is_open(info: &GameInfo) -> bool {
    matches!(info.status, GameStatus::Lobby | GameStatus::Running)
}
