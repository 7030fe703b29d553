//! One-off DMs to players and followers, outside their hands: reminders
//! (one DM listing every game waiting on the player), the summary for a
//! player back from away, the end of a game, and the followers' news.

use super::batch::GameCtx;
use super::calls::{self, nonce};
use super::error::DeliveryError;
use super::parts::Parts;
use super::rest::PATIENCE;
use super::routes::Priority;
use crate::discord::languages::player_locale;
use crate::discord::render::{games, notices};
use crate::discord::retry::Failure;
use crate::discord::screen::{clip, limits};
use crate::discord::text::Locale;
use crate::discord::waiting;
use crate::engine::Seat;
use crate::service::{Controller, MessageSlot, PlayedWhileAway};
use std::sync::Arc;

/// How late a follower's DM may go out after its moment (ms); later, it
/// is dropped: news for spectators, not worth the tables' budget.
pub const FOLLOW_LATE_MS: i64 = 3 * 60 * 1000;

pub struct Notes<'a> {
    p: &'a Arc<Parts>,
}

impl<'a> Notes<'a> {
    pub fn new(p: &'a Arc<Parts>) -> Self {
        Notes { p }
    }

    /// A reminder: one DM listing every game waiting on the player (their
    /// other games' reminders within the service's `REMINDER_GAP` add nothing). Returns
    /// `false` when it must be said in the channel instead (DMs closed).
    pub async fn remind_by_dm(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
    ) -> Result<bool, DeliveryError> {
        let player = self.p.service.seat_view(ctx.game, seat).await?;
        // Rendered now: a player who acted meanwhile needs no reminder.
        let (Some(user), true, Controller::Human) = (
            player.seat.user,
            player.seat.waiting,
            player.seat.controller,
        ) else {
            return Ok(true);
        };
        if self
            .p
            .slots
            .stored(ctx.game, MessageSlot::DmNotice(seat))
            .await?
            .is_some()
        {
            return Ok(false);
        }
        let Some(turn) = self.p.service.claim_reminder(user).await? else {
            return Ok(true);
        };
        let sent = self.send_reminder(id, user).await;
        if !matches!(sent, Ok(true))
            && let Err(e) = self.p.service.unclaim_reminder(turn).await
        {
            // The gap then holds the next reminder back: a reminder late.
            tracing::warn!(error = %e, "could not give back a reminder's turn");
        }
        sent
    }

    /// The DM to a player back from away: what an AI played for them in
    /// each game. Closed DMs: nothing (the boards show they are back).
    pub async fn back(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        games: &[PlayedWhileAway],
    ) -> Result<(), DeliveryError> {
        let Some(user) = ctx.table.seats.get(seat.index()).and_then(|s| s.user) else {
            return Ok(());
        };
        crate::discord::languages::warm(&self.p.service, &[user], None).await;
        let l = player_locale(user);
        let mut lines = Vec::with_capacity(games.len());
        for g in games {
            let place = self.p.places.location(l, g.guild, g.channel).await;
            lines.push((g.clone(), place));
        }
        let text = notices::back_from_away(l, &lines);
        let channel = self.p.slots.dm_channel(user, Priority::Announce).await?;
        let message = calls::text(&text, nonce(id, "bk"), &[]);
        match calls::post(
            &self.p.rest,
            channel,
            &message,
            Priority::Announce,
            "tell a player what was played while away",
        )
        .await
        {
            Ok(_) => Ok(()),
            Err(e) if e.failure() == Some(Failure::DmClosed) => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// The reminder DM itself; `false` when DMs are closed.
    async fn send_reminder(&self, id: i64, user: u64) -> Result<bool, DeliveryError> {
        // A reminder may go to a player of another game than the batch's.
        crate::discord::languages::warm(&self.p.service, &[user], None).await;
        let l = player_locale(user);
        let lines = waiting::game_lines(l, &self.p.service, &self.p.places, user).await?;
        let Some(text) = games::reminder(l, &lines) else {
            return Ok(true);
        };
        let channel = self.p.slots.dm_channel(user, Priority::Prompt).await?;
        let message = calls::text(&text, nonce(id, "rm"), &[]);
        match calls::post(
            &self.p.rest,
            channel,
            &message,
            Priority::Prompt,
            "remind a player",
        )
        .await
        {
            Ok(_) => Ok(true),
            Err(e) if e.failure() == Some(Failure::DmClosed) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// The end of the game as a new DM to one of its players (a new message
    /// notifies; the hand's edit does not). Closed DMs are no failure: the
    /// results mention them.
    pub async fn tell_game_over(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        user: u64,
        link: &str,
    ) -> Result<(), DeliveryError> {
        if self
            .p
            .slots
            .stored(ctx.game, MessageSlot::DmNotice(seat))
            .await?
            .is_some()
        {
            // Their DMs were closed: the results' mention told them.
            return Ok(());
        }
        let table = &ctx.table;
        let l = player_locale(user);
        let location = self
            .p
            .places
            .location(l, table.info.guild, table.info.channel)
            .await;
        let Some(text) = notices::game_over_dm(l, table, seat, &location, link) else {
            return Ok(());
        };
        let sent = async {
            let channel = self.p.slots.dm_channel(user, Priority::Announce).await?;
            let message = calls::text(&text, nonce(id, &format!("e{}", seat.0)), &[]);
            calls::post(
                &self.p.rest,
                channel,
                &message,
                Priority::Announce,
                "tell a player the game is over",
            )
            .await
        }
        .await;
        match sent {
            Ok(_) => Ok(()),
            Err(e) if e.failure() == Some(Failure::DmClosed) => {
                tracing::info!(game = %ctx.game, seat = seat.0, "DMs closed: the end is told by the results' mention only");
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// DMs a public moment of the game to each of its followers, in a
    /// task of its own at the lowest priority: no game's delivery waits
    /// for a spectator. Best effort: a DM that cannot go (closed DMs, a
    /// failure, or later than [`FOLLOW_LATE_MS`] after the moment) is
    /// dropped with a log line, never retried, so one failure re-sends
    /// nothing.
    pub async fn tell_followers(
        &self,
        ctx: &GameCtx,
        id: i64,
        text: impl Fn(Locale) -> String,
    ) -> Result<(), DeliveryError> {
        let followers = self.p.service.followers(ctx.game).await?;
        if followers.is_empty() {
            return Ok(());
        }
        let info = &ctx.table.info;
        // A follow DM is a DM: each follower reads it in their language.
        crate::discord::languages::warm(&self.p.service, &followers, None).await;
        let mut by_locale: Vec<(Locale, Vec<u64>)> = Vec::new();
        for user in followers {
            let l = player_locale(user);
            match by_locale.iter_mut().find(|(x, _)| *x == l) {
                Some((_, users)) => users.push(user),
                None => by_locale.push((l, vec![user])),
            }
        }
        let due_by = ctx
            .written_at(id)
            .unwrap_or_else(|| self.p.service.now_ms())
            + FOLLOW_LATE_MS;
        for (l, followers) in by_locale {
            let location = self.p.places.location(l, info.guild, info.channel).await;
            let text = clip(
                &notices::for_follower(l, ctx.game, &location, &text(l)),
                limits::CONTENT,
            );
            let (p, game) = (Arc::clone(self.p), ctx.game);
            tokio::spawn(async move {
                Notes::new(&p)
                    .send_to_followers(game, id, followers, text, due_by)
                    .await
            });
        }
        Ok(())
    }

    async fn send_to_followers(
        &self,
        game: crate::service::GameId,
        id: i64,
        followers: Vec<u64>,
        text: String,
        due_by: i64,
    ) {
        for (n, user) in followers.iter().copied().enumerate() {
            let left = due_by - self.p.service.now_ms();
            if left <= 0 {
                tracing::info!(%game, dropped = followers.len() - n, "follow DMs too late; dropped");
                return;
            }
            let patience = std::time::Duration::from_millis(left as u64);
            let sent = PATIENCE
                .scope(patience, async {
                    let channel = self.p.slots.dm_channel(user, Priority::Follow).await?;
                    let message = calls::text(&text, nonce(id, &format!("f{user}")), &[]);
                    calls::post(
                        &self.p.rest,
                        channel,
                        &message,
                        Priority::Follow,
                        "tell a follower",
                    )
                    .await
                })
                .await;
            if let Err(e) = sent {
                tracing::info!(%game, user, error = %e, "a follow DM was not sent; dropped");
            }
        }
    }
}
