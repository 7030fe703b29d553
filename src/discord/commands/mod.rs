//! The `/nanuk` slash commands. Each subcommand is a thin adapter: find the
//! game (the one in this channel; in DMs the player's only game), call the
//! service, answer with a sentence or a screen.

mod away;
mod clock;
mod info;
mod language;
mod lobby;
mod play;
mod practice;
mod settings;

use super::answer::Reply;
use super::bot::{Bot, BotError, Ctx, locale_of};
use crate::discord::text::refusal::refusal;
use crate::discord::text::{Locale, t};
use crate::service::{GameInfo, GameStatus, ServiceError};
use away::away;
use clock::clock;
use info::{games, history, leaderboard, rules, season, stats};
use language::language;
use lobby::{cancel, kick, leave, start};
use play::{boast, doom, hand, hint, status};
use practice::practice;
use settings::settings;

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Bot, BotError>> {
    let mut commands = declared();
    crate::discord::text::slash::localize(&mut commands);
    commands
}

/// The commands as the code declares them: en-US names, choices by their
/// catalogue keys, no descriptions (the catalogue's, see `all`).
pub(crate) fn declared() -> Vec<poise::Command<Bot, BotError>> {
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
        "clock",
        "practice",
        "status",
        "hand",
        "hint",
        "boast",
        "doom",
        "rules",
        "leave",
        "away",
        "kick",
        "cancel",
        "settings",
        "language",
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
                say_privately(ctx, &refusal(locale_of(ctx), &e)).await;
            }
            poise::FrameworkError::Command { error, ctx, .. } => {
                tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
                say_privately(ctx, &t!(locale_of(ctx), "command-sorry")).await;
            }
            poise::FrameworkError::ArgumentParse {
                ctx, input, error, ..
            } => {
                tracing::info!(command = %ctx.command().qualified_name, ?input, %error, "unreadable options");
                say_privately(ctx, &unreadable_option(locale_of(ctx), input.as_deref())).await;
            }
            poise::FrameworkError::CommandStructureMismatch {
                ctx, description, ..
            } => {
                tracing::info!(command = %ctx.command().qualified_name, %description, "options do not match the command");
                let ctx = poise::Context::Application(ctx);
                say_privately(ctx, &mismatched_options(locale_of(ctx), description)).await;
            }
            poise::FrameworkError::SubcommandRequired { ctx } => {
                say_privately(ctx, &t!(locale_of(ctx), "command-pick-a-subcommand")).await;
            }
            poise::FrameworkError::UnknownInteraction {
                framework,
                interaction,
                ..
            } => {
                tracing::info!(command = %interaction.data.name, "an unknown command");
                let l = Locale::from_discord(&interaction.locale);
                let text = t!(
                    l,
                    "command-unknown",
                    command = interaction.data.name.as_str(),
                    advice = t!(l, "command-stale-client")
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
                say_privately(ctx, &unknown_option(locale_of(ctx), &name)).await;
            }
            poise::FrameworkError::CommandCheckFailed { error, ctx, .. } => {
                tracing::error!(error = ?error, "a command check failed");
                say_privately(ctx, &t!(locale_of(ctx), "command-sorry")).await;
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

/// An option the command does not have (never applied).
fn unknown_option(l: Locale, name: &str) -> String {
    t!(
        l,
        "command-unknown-option",
        option = name.replace('`', "'").chars().take(32).collect::<String>(),
        advice = t!(l, "command-stale-client")
    )
}

/// A value that does not fit its option (out of range, wrong kind).
fn unreadable_option(l: Locale, input: Option<&str>) -> String {
    match input {
        Some(value) => t!(
            l,
            "command-unreadable-value",
            value = value.replace('`', "'").chars().take(50).collect::<String>()
        ),
        None => t!(l, "command-unreadable-option"),
    }
}

/// Options missing or of the wrong kind: the client's command is outdated.
/// (`description` is poise's, in English, for logs: only its kind is read.)
fn mismatched_options(l: Locale, description: &str) -> String {
    let what = match description {
        d if d.contains("missing") => "missing",
        d if d.contains("out of bounds") || d.contains("out of range") => "range",
        d if d.contains("expected") || d.contains("type") => "kind",
        _ => "other",
    };
    t!(
        l,
        "command-mismatched-options",
        what = what,
        advice = t!(l, "command-stale-client")
    )
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

/// The server a command was used in, or the sentence for DMs (naming the
/// command as the player types it).
fn server(ctx: Ctx<'_>) -> Result<u64, Refusal> {
    ctx.guild_id().map(|g| g.get()).ok_or_else(|| {
        let l = locale_of(ctx);
        let command = crate::discord::text::slash::mention(l, &ctx.command().qualified_name);
        Refusal(t!(l, "command-server-only", command = command))
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
            .ok_or_else(|| Refusal(t!(locale_of(ctx), "command-no-game-here"))));
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
        0 => Ok(Err(Refusal(t!(locale_of(ctx), "command-no-games")))),
        1 => Ok(Ok(games.remove(0))),
        _ => {
            let l = locale_of(ctx);
            let mut places = Vec::new();
            for g in &games {
                places.push(ctx.data().places.location(l, g.guild, g.channel).await);
            }
            Ok(Err(Refusal(t!(
                l,
                "command-several-games",
                places = super::text::words::people(l, &places)
            ))))
        }
    }
}

/// A refusal from the service as the player's answer; the service's
/// sentences are written for players. Storage failures are logged.
fn refused(l: Locale, e: ServiceError) -> Reply {
    if e.is_unexpected() {
        tracing::error!(error = ?e, "a command failed in the game service");
    }
    Reply::private(refusal(l, &e))
}

fn is_open(info: &GameInfo) -> bool {
    matches!(info.status, GameStatus::Lobby | GameStatus::Running)
}
