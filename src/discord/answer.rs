//! Answering interactions within Discord's 3 seconds.
//!
//! A handler's work (a service call, a render) usually takes milliseconds,
//! so the answer goes out directly as the initial response. If the work is
//! still running after [`DEFER_AFTER`], the interaction is deferred and the
//! answer follows as an edit or a follow-up once the work is done; the work
//! itself is never cut short.

use super::bot::{BotError, Ctx};
use super::convert;
use super::retry::{Failure, backoff, classify, code, retry, status_and_code};
use super::screen::Screen;
use crate::telemetry::{self, AnswerOutcome, InteractionKind};
use serenity::all::{
    ComponentInteraction, Context, CreateAllowedMentions, CreateInteractionResponse,
    CreateInteractionResponseFollowup, UserId,
};
use std::future::Future;
use std::time::Duration;

/// Past this, an answer is deferred: it leaves more than a second for the
/// response to reach Discord before its 3 s deadline.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Attempts for an edit or follow-up after a deferral (retried only on
/// 429/5xx/network).
const ATTEMPTS: u32 = 3;

/// An initial response is retried while it can still reach Discord within
/// its 3 s window, counted from when the handler got the interaction.
const INITIAL_WINDOW: Duration = Duration::from_millis(2700);

/// A deferred command's reply (an edit or follow-up, valid for 15 minutes)
/// is retried for this long.
const FOLLOW_UP_WINDOW: Duration = Duration::from_secs(10);

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
    /// A message in the channel for everyone, notifying these users.
    Public(Screen, Vec<u64>),
}

impl Answer {
    /// A private sentence.
    pub fn say(text: impl Into<String>) -> Answer {
        Answer::Private(text_screen(text))
    }

    /// A private sentence alone (no embed, no controls): how a press is
    /// refused, as the metrics count it.
    fn is_refusal(&self) -> bool {
        matches!(self, Answer::Private(s) if s.embed.is_none() && s.rows.is_empty())
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
/// the work is slow. Returns whether the answer went out.
pub async fn component(
    ctx: &Context,
    press: &ComponentInteraction,
    work: impl Future<Output = Answer>,
) -> bool {
    let started = std::time::Instant::now();
    let mut work = std::pin::pin!(work);
    let quick = tokio::select! {
        answer = &mut work => Some(answer),
        () = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let result = match quick {
        Some(answer) => {
            let worked = started.elapsed();
            let result = respond(ctx, press, initial(&answer), started + INITIAL_WINDOW).await;
            if result.is_ok() {
                let outcome = if answer.is_refusal() {
                    AnswerOutcome::Refused
                } else {
                    AnswerOutcome::Done
                };
                telemetry::interaction_answered(InteractionKind::Press, outcome, started.elapsed());
            }
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
            let until = started + INITIAL_WINDOW;
            // The work goes on while the acknowledgement goes out, and to
            // its end even if that fails: it may have committed already,
            // and dropping it half-way would leave the press applied or not
            // by chance. Unanswered, the message is redrawn by the worker.
            let ack = respond(ctx, press, CreateInteractionResponse::Acknowledge, until);
            let (acked, answer) = tokio::join!(ack, &mut work);
            match acked {
                Ok(()) => {
                    telemetry::interaction_answered(
                        InteractionKind::Press,
                        AnswerOutcome::Deferred,
                        started.elapsed(),
                    );
                    follow(ctx, press, answer).await
                }
                Err(e) => Err(e),
            }
        }
    };
    if let Err(e) = &result {
        tracing::warn!(interaction = %press.id, error = %e, "could not answer a component press");
    }
    result.is_ok()
}

fn initial(answer: &Answer) -> CreateInteractionResponse {
    match answer {
        Answer::Ack => CreateInteractionResponse::Acknowledge,
        Answer::Update(screen) => CreateInteractionResponse::UpdateMessage(convert::update(screen)),
        Answer::Private(screen) => {
            CreateInteractionResponse::Message(convert::response(screen).ephemeral(true))
        }
        Answer::Public(screen, mention) => CreateInteractionResponse::Message(
            convert::response(screen).allowed_mentions(mentions(mention)),
        ),
    }
}

async fn respond(
    ctx: &Context,
    press: &ComponentInteraction,
    response: CreateInteractionResponse,
    until: std::time::Instant,
) -> Result<(), serenity::Error> {
    initial_response("interaction response", until, || {
        press.create_response(&ctx.http, response.clone())
    })
    .await
}

/// Sends an interaction's answer, retrying 429/5xx/network failures while
/// a retry can start before `until`. A failure is uncertain: Discord may
/// have shown the answer and still failed the call. If a retry then hears
/// "already acknowledged", the earlier attempt did reach the player, which
/// is what was wanted.
async fn initial_response<F, Fut>(
    what: &str,
    until: std::time::Instant,
    mut call: F,
) -> Result<(), serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<(), serenity::Error>>,
{
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(()) => return Ok(()),
            Err(e)
                if attempt > 1
                    && status_and_code(&e)
                        .is_some_and(|(_, c)| c == code::ALREADY_ACKNOWLEDGED) =>
            {
                tracing::info!(%what, attempt, "an earlier attempt was answered after all");
                return Ok(());
            }
            Err(e)
                if classify(&e) == Failure::Transient
                    && std::time::Instant::now() + backoff(attempt) < until =>
            {
                let wait = backoff(attempt);
                tracing::warn!(%what, attempt, ?wait, error = %e, "Discord call failed; retrying");
                tokio::time::sleep(wait).await;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
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
        Answer::Public(screen, mention) => retry("public follow-up", ATTEMPTS, || {
            let message = convert::followup(&screen).allowed_mentions(mentions(&mention));
            press.create_followup(&ctx.http, message)
        })
        .await
        .map(drop),
    }
}

/// A public follow-up to a press that notifies `user` (an interaction
/// webhook: free of the global rate limit). Whether it went out.
pub async fn mention(ctx: &Context, press: &ComponentInteraction, text: &str, user: u64) -> bool {
    let sent = retry("mention follow-up", ATTEMPTS, || {
        let message = CreateInteractionResponseFollowup::new()
            .content(text)
            .allowed_mentions(mentions(&[user]));
        press.create_followup(&ctx.http, message)
    })
    .await;
    if let Err(e) = &sent {
        tracing::warn!(interaction = %press.id, error = %e, "could not mention the next player in a follow-up; the worker will");
    }
    sent.is_ok()
}

/// Only these users are notified (never roles or @everyone).
fn mentions(users: &[u64]) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(users.iter().map(|&u| UserId::new(u)))
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
///
/// Once the work is done its effect stands (a committed action is never
/// undone), so a failure to answer is not reported as the command failing:
/// that would tell the player "please try again" about something done. The
/// reply is retried on 429/5xx like a button's answer; if it still cannot be
/// sent the failure is logged, and the player sees the result in the board
/// and their hand, which the delivery worker updates from the outbox.
pub async fn command(
    ctx: Ctx<'_>,
    private_if_slow: bool,
    work: impl Future<Output = Result<Reply, BotError>>,
) -> Result<(), BotError> {
    let started = std::time::Instant::now();
    let mut work = std::pin::pin!(work);
    let quick = tokio::select! {
        reply = &mut work => Some(reply),
        () = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let (reply, until, outcome) = match quick {
        Some(Err(e)) => {
            // Answered by poise's `on_error`, with a sentence.
            telemetry::interaction_answered(
                InteractionKind::Command,
                AnswerOutcome::Refused,
                started.elapsed(),
            );
            return Err(e);
        }
        Some(Ok(reply)) => {
            let outcome = if reply.ephemeral
                && reply.file.is_none()
                && reply.screen.embed.is_none()
                && reply.screen.rows.is_empty()
            {
                AnswerOutcome::Refused
            } else {
                AnswerOutcome::Done
            };
            (reply, started + INITIAL_WINDOW, Some(outcome))
        }
        None => {
            let deferred = if private_if_slow {
                ctx.defer_ephemeral().await
            } else {
                ctx.defer().await
            };
            if deferred.is_ok() {
                telemetry::interaction_answered(
                    InteractionKind::Command,
                    AnswerOutcome::Deferred,
                    started.elapsed(),
                );
            }
            if let Err(e) = deferred {
                // The work is not cut short: it may commit, and its reply
                // is still tried below.
                tracing::warn!(interaction = ctx.id(), error = %e, "could not defer a command");
            }
            // After a deferral the reply is an edit or follow-up, not
            // bound by the 3 s window: it gets its own retries.
            (
                work.await?,
                std::time::Instant::now() + FOLLOW_UP_WINDOW,
                None,
            )
        }
    };
    let sent = send_reply(ctx, &reply, until).await;
    if let (Ok(()), Some(outcome)) = (&sent, outcome) {
        telemetry::interaction_answered(InteractionKind::Command, outcome, started.elapsed());
    }
    if let Err(e) = sent {
        tracing::warn!(
            interaction = ctx.id(),
            error = %e,
            "could not answer a command; what it did stands"
        );
    }
    Ok(())
}

/// Sends a command's reply (poise sends the initial response, or a
/// follow-up once one was sent or deferred).
async fn send_reply(
    ctx: Ctx<'_>,
    reply: &Reply,
    until: std::time::Instant,
) -> Result<(), serenity::Error> {
    initial_response("command reply", until, || {
        let mut out = convert::reply(&reply.screen).ephemeral(reply.ephemeral);
        if let Some((name, bytes)) = &reply.file {
            out = out.attachment(serenity::all::CreateAttachment::bytes(
                bytes.clone(),
                name.clone(),
            ));
        }
        async move { ctx.send(out).await.map(drop) }
    })
    .await
}
