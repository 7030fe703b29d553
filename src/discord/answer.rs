//! Answering interactions within Discord's 3 seconds.
//!
//! A handler's work (a service call, a render) usually takes milliseconds,
//! so the answer goes out directly as the initial response. If the work is
//! still running after [`DEFER_AFTER`], the interaction is deferred and the
//! answer follows as an edit or a follow-up once the work is done; the work
//! itself is never cut short.

use super::bot::{BotError, Ctx};
use super::convert;
use super::retry::retry;
use super::screen::Screen;
use serenity::all::{ComponentInteraction, Context, CreateInteractionResponse};
use std::future::Future;
use std::time::Duration;

/// Past this, an answer is deferred: it leaves more than a second for the
/// response to reach Discord before its 3 s deadline.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Attempts for an interaction response (retried only on 429/5xx/network).
const ATTEMPTS: u32 = 3;

/// What a component press gets back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing to show (type 6): the outbox updates the lobby, the board
    /// and the DMs.
    Ack,
    /// Redraw the message the control is on (type 7).
    Update(Screen),
    /// A message only the presser sees.
    Private(Screen),
}

impl Answer {
    /// A private sentence.
    pub fn say(text: impl Into<String>) -> Answer {
        Answer::Private(text_screen(text))
    }
}

/// A screen holding just a sentence.
pub fn text_screen(text: impl Into<String>) -> Screen {
    Screen {
        content: text.into(),
        ..Screen::default()
    }
}

/// Runs `work` and answers the press with its result, deferring first if
/// the work is slow.
pub async fn component(
    ctx: &Context,
    press: &ComponentInteraction,
    work: impl Future<Output = Answer>,
) {
    let started = std::time::Instant::now();
    let mut work = std::pin::pin!(work);
    let quick = tokio::select! {
        answer = &mut work => Some(answer),
        () = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let result = match quick {
        Some(answer) => {
            let worked = started.elapsed();
            let result = respond(ctx, press, initial(&answer)).await;
            tracing::debug!(
                interaction = %press.id,
                work_us = worked.as_micros(),
                total_us = started.elapsed().as_micros(),
                "answered a component press"
            );
            result
        }
        None => {
            tracing::debug!(interaction = %press.id, "slow work: deferring the answer");
            match respond(ctx, press, CreateInteractionResponse::Acknowledge).await {
                Ok(()) => follow(ctx, press, work.await).await,
                Err(e) => Err(e),
            }
        }
    };
    if let Err(e) = result {
        tracing::warn!(interaction = %press.id, error = %e, "could not answer a component press");
    }
}

fn initial(answer: &Answer) -> CreateInteractionResponse {
    match answer {
        Answer::Ack => CreateInteractionResponse::Acknowledge,
        Answer::Update(screen) => {
            CreateInteractionResponse::UpdateMessage(convert::response(screen))
        }
        Answer::Private(screen) => {
            CreateInteractionResponse::Message(convert::response(screen).ephemeral(true))
        }
    }
}

async fn respond(
    ctx: &Context,
    press: &ComponentInteraction,
    response: CreateInteractionResponse,
) -> Result<(), serenity::Error> {
    retry("interaction response", ATTEMPTS, || {
        press.create_response(&ctx.http, response.clone())
    })
    .await
}

/// The answer after a deferred update.
async fn follow(
    ctx: &Context,
    press: &ComponentInteraction,
    answer: Answer,
) -> Result<(), serenity::Error> {
    match answer {
        Answer::Ack => Ok(()),
        Answer::Update(screen) => retry("edit original response", ATTEMPTS, || {
            press.edit_response(&ctx.http, convert::edit_response(&screen))
        })
        .await
        .map(drop),
        Answer::Private(screen) => retry("ephemeral follow-up", ATTEMPTS, || {
            press.create_followup(&ctx.http, convert::followup(&screen).ephemeral(true))
        })
        .await
        .map(drop),
    }
}

/// What a slash command gets back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub screen: Screen,
    pub ephemeral: bool,
    /// A file to attach: (name, bytes).
    pub file: Option<(String, Vec<u8>)>,
}

impl Reply {
    /// A sentence only the user sees (answers, refusals).
    pub fn private(text: impl Into<String>) -> Reply {
        Reply::screen(text_screen(text), true)
    }

    pub fn screen(screen: Screen, ephemeral: bool) -> Reply {
        Reply {
            screen,
            ephemeral,
            file: None,
        }
    }
}

/// Runs a command's `work` and sends its reply, deferring first (publicly
/// unless `private_if_slow`) when the work is slow.
pub async fn command(
    ctx: Ctx<'_>,
    private_if_slow: bool,
    work: impl Future<Output = Result<Reply, BotError>>,
) -> Result<(), BotError> {
    let mut work = std::pin::pin!(work);
    let quick = tokio::select! {
        reply = &mut work => Some(reply),
        () = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let reply = match quick {
        Some(reply) => reply?,
        None => {
            if private_if_slow {
                ctx.defer_ephemeral().await?;
            } else {
                ctx.defer().await?;
            }
            work.await?
        }
    };
    let mut out = convert::reply(&reply.screen).ephemeral(reply.ephemeral);
    if let Some((name, bytes)) = reply.file {
        out = out.attachment(serenity::all::CreateAttachment::bytes(bytes, name));
    }
    ctx.send(out).await?;
    Ok(())
}
