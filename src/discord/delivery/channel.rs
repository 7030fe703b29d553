//! What the worker shows in a game's channel: announcements, notices and
//! reminders (one-off posts), the lobby and the board (kept up to date),
//! and the results with the game record.

use super::Inner;
use super::calls::{self, nonce};
use super::error::DeliveryError;
use super::game::GameCtx;
use super::memory::{PRESS_ANSWER_WAIT, PressOn};
use super::pacer::Priority;
use super::plan::Notice;
use super::rest::PATIENCE;
use super::slots::{Missing, Old, Show, Shown, Target};
use crate::discord::languages::{player_locale, public_locale};
use crate::discord::render::{self, Names, announce, games, notices, picture, results};
use crate::discord::retry::Failure;
use crate::discord::screen::{clip, limits};
use crate::discord::text::{Locale, t};
use crate::discord::waiting;
use crate::engine::Event;
use crate::engine::Seat;
use crate::service::{Controller, GameStatus, MessageSlot};
use crate::service::{PlayedWhileAway, ServiceError};

/// How late a follower's DM may go out after its moment (ms); later, it
/// is dropped: news for spectators, not worth the tables' budget.
pub const FOLLOW_LATE_MS: i64 = 3 * 60 * 1000;

impl Inner {
    /// Posts the public events' lines, split into messages of at most
    /// 2000 characters; nothing if none is worth announcing.
    pub(super) async fn announce(
        &self,
        ctx: &GameCtx,
        id: i64,
        events: &[Event],
    ) -> Result<(), DeliveryError> {
        let table = ctx.table();
        let l = public_locale(&table.info);
        let lines = announce::lines(l, &Names::from_seats(l, &table.seats), events);
        // A hunt's reveal as a picture too, on the story's first message;
        // drawn off the async threads (about 10 ms of CPU).
        let mut picture = None;
        if !lines.is_empty()
            && events
                .iter()
                .any(|e| matches!(e, Event::PoolRevealed { .. }))
        {
            let (game, events) = (ctx.game, events.to_vec());
            picture =
                tokio::task::spawn_blocking(move || picture::hunt_attachment(l, game, &events))
                    .await
                    .ok()
                    .flatten();
        }
        for (i, part) in notices::pack(&lines, limits::CONTENT).iter().enumerate() {
            let mut message = calls::text(part, nonce(id, &format!("a{}", i + 1)), &[]);
            if i == 0
                && let Some((name, png)) = picture.take()
            {
                message = calls::with_file(message, name, png);
            }
            // A hunt's story comes before the mention of its first picker.
            let priority = if super::game::picking(ctx) {
                Priority::Prompt
            } else {
                Priority::Announce
            };
            self.post_on_stage(ctx, id, &message, priority, "post an announcement")
                .await?;
        }
        if !lines.is_empty() {
            let names = |l| Names::from_seats(l, &table.seats);
            self.tell_followers(ctx, id, |l| {
                announce::lines(l, &names(l), events).join("\n")
            })
            .await?;
        }
        Ok(())
    }

    pub(super) async fn notice(
        &self,
        ctx: &GameCtx,
        id: i64,
        notice: Notice,
    ) -> Result<(), DeliveryError> {
        let (text, pings) = match notice {
            Notice::Reminder {
                seat,
                last_one: false,
            } if self.remind_by_dm(ctx, id, seat).await? => return Ok(()),
            Notice::Reminder { seat, last_one } => {
                let player = self.service.seat_view(ctx.game, seat).await?;
                let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
                // Rendered now: a player who acted meanwhile needs no reminder.
                let (Some(user), Some(choice), true, Controller::Human) = (
                    player.seat.user,
                    choice,
                    player.seat.waiting,
                    player.seat.controller,
                ) else {
                    return Ok(());
                };
                let closed = self
                    .stored(ctx.game, MessageSlot::DmNotice(seat))
                    .await?
                    .is_some();
                let place = notices::decide_in(choice, closed);
                // A mention in the game's channel: its public language.
                let l = public_locale(&player.info);
                let text = notices::reminder(l, &format!("<@{user}>"), choice, last_one, place);
                (text, vec![user])
            }
            Notice::TimedOut { seat } => {
                let table = ctx.table();
                let user = table.seats.get(seat.index()).and_then(|s| s.user);
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (
                    notices::timed_out(l, &names, seat, user),
                    user.into_iter().collect(),
                )
            }
            Notice::SeatReplaced { seat, reason } => {
                let table = ctx.table();
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (notices::seat_replaced(l, &names, seat, reason), Vec::new())
            }
            Notice::SeatReclaimed { seat } => {
                let table = ctx.table();
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (notices::seat_reclaimed(l, &names, seat), Vec::new())
            }
            Notice::Cancelled => {
                let table = ctx.table();
                let everyone_left = table.info.status == GameStatus::Cancelled
                    && table.public.is_some()
                    && !table
                        .seats
                        .iter()
                        .any(|s| s.user.is_some() && s.controller.held_by_player());
                let l = public_locale(&table.info);
                (notices::cancelled(l, ctx.game, everyone_left), Vec::new())
            }
        };
        let message = calls::text(&text, nonce(id, "n"), &pings);
        self.post_on_stage(ctx, id, &message, Priority::Announce, "post a notice")
            .await?;
        Ok(())
    }

    /// A reminder: one DM listing every game waiting on the player (their
    /// other games' reminders within `memory::REMINDER_GAP` add nothing). Returns
    /// `false` when it must be said in the channel instead (DMs closed).
    async fn remind_by_dm(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
    ) -> Result<bool, DeliveryError> {
        let player = self.service.seat_view(ctx.game, seat).await?;
        // Rendered now: a player who acted meanwhile needs no reminder.
        let (Some(user), true, Controller::Human) = (
            player.seat.user,
            player.seat.waiting,
            player.seat.controller,
        ) else {
            return Ok(true);
        };
        if self
            .stored(ctx.game, MessageSlot::DmNotice(seat))
            .await?
            .is_some()
        {
            return Ok(false);
        }
        let now = tokio::time::Instant::now();
        if !self.memory.claim_reminder(user, now) {
            return Ok(true);
        }
        let sent = self.send_reminder(id, user).await;
        if !matches!(sent, Ok(true)) {
            self.memory.unclaim_reminder(user, now);
        }
        sent
    }

    /// The DM to a player back from away: what an AI played for them in
    /// each game. Closed DMs: nothing (the boards show they are back).
    pub(super) async fn back(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        games: &[PlayedWhileAway],
    ) -> Result<(), DeliveryError> {
        let Some(user) = ctx.table().seats.get(seat.index()).and_then(|s| s.user) else {
            return Ok(());
        };
        crate::discord::languages::warm(&self.service, &[user], None).await;
        let l = player_locale(user);
        let mut lines = Vec::with_capacity(games.len());
        for g in games {
            let place = self.places.location(l, g.guild, g.channel).await;
            lines.push((g.clone(), place));
        }
        let text = notices::back_from_away(l, &lines);
        let channel = self.dm_channel(user, Priority::Announce).await?;
        let message = calls::text(&text, nonce(id, "bk"), &[]);
        match calls::post(
            &self.rest,
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
        crate::discord::languages::warm(&self.service, &[user], None).await;
        let l = player_locale(user);
        let lines = waiting::game_lines(l, &self.service, &self.places, user).await?;
        let Some(text) = games::reminder(l, &lines) else {
            return Ok(true);
        };
        let channel = self.dm_channel(user, Priority::Prompt).await?;
        let message = calls::text(&text, nonce(id, "rm"), &[]);
        match calls::post(
            &self.rest,
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

    /// The lobby message: kept up to date while the lobby is open; after
    /// that it is only updated (never posted), so its buttons go away.
    pub(super) async fn lobby(&self, ctx: &GameCtx, id: i64) -> Result<(), DeliveryError> {
        // A press on the lobby may be redrawing it in its answer: wait for
        // that, then render the state as it is now.
        self.memory
            .presses_answered(ctx.game, PressOn::Lobby, PRESS_ANSWER_WAIT)
            .await;
        let table = &self.service.table(ctx.game).await?;
        let open = table.info.status == GameStatus::Lobby;
        if open {
            self.open_dms_ahead(table.seats.iter().filter_map(|s| s.user));
        }
        let played_in = self.stage(&table.info).await?.played_in();
        let screen = render::lobby::lobby(public_locale(&table.info), table, played_in);
        let channel = table.info.channel;
        self.show(Show {
            game: ctx.game,
            slot: MessageSlot::Lobby,
            screen: &screen,
            target: Target::Channel(channel),
            nonce: nonce(id, "l"),
            missing: if open { Missing::Post } else { Missing::Leave },
            old: if open { Old::Repost } else { Old::Retire },
            fresh: false,
            priority: Priority::Board,
            what: "show the lobby",
        })
        .await?;
        Ok(())
    }

    /// The board, once the game has started; a cancelled game's board
    /// loses its controls.
    pub(super) async fn board(
        &self,
        ctx: &GameCtx,
        id: i64,
        fresh: bool,
    ) -> Result<(), DeliveryError> {
        self.draw_board(ctx, id, nonce(id, "b"), fresh).await
    }

    /// A practice game's board posted again below, its pick menu where the
    /// player is looking: in the DM it shares with the story and the
    /// prompts it has scrolled up, and a new message notifies.
    pub(super) async fn board_below(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
    ) -> Result<(), DeliveryError> {
        self.draw_board(ctx, id, nonce(id, &format!("bp{}", seat.0)), true)
            .await
    }

    async fn draw_board(
        &self,
        ctx: &GameCtx,
        id: i64,
        nonce: serenity::all::Nonce,
        fresh: bool,
    ) -> Result<(), DeliveryError> {
        // A pick on the board may be redrawing it in its answer: wait for
        // that, then render the state as it is now.
        self.memory
            .presses_answered(ctx.game, PressOn::Board, PRESS_ANSWER_WAIT)
            .await;
        let table = &self.service.table(ctx.game).await?;
        let l = public_locale(&table.info);
        let Some(screen) = render::table_board(l, table) else {
            return Ok(());
        };
        let cancelled = table.info.status == GameStatus::Cancelled;
        let screen = if cancelled {
            notices::cancelled_board(l, screen)
        } else {
            screen
        };
        let show = |channel| Show {
            game: ctx.game,
            slot: MessageSlot::Board,
            screen: &screen,
            target: Target::Channel(channel),
            nonce: nonce.clone(),
            missing: if cancelled {
                Missing::Leave
            } else {
                Missing::Post
            },
            old: Old::Repost,
            fresh: fresh && !cancelled,
            // While a pick waits, the board's menu is the picker's prompt.
            priority: if super::game::picking(ctx) {
                Priority::Prompt
            } else {
                Priority::Board
            },
            what: "show the board",
        };
        let stage = self.stage(&table.info).await?;
        let shown = match self.show(show(stage.channel(&table.info))).await {
            Ok(shown) => shown,
            // A board the thread took along is posted afresh in the channel.
            Err(e) if self.leaves_thread(ctx, id, stage, &e).await? => {
                self.show(show(table.info.channel)).await?
            }
            Err(e) => return Err(e),
        };
        if matches!(shown, Shown::Edited | Shown::Posted) {
            self.memory
                .board_drawn(ctx.game, tokio::time::Instant::now());
        }
        Ok(())
    }

    /// The final scores, with the game record and the picture attached.
    pub(super) async fn results(&self, ctx: &GameCtx, id: i64) -> Result<(), DeliveryError> {
        let table = ctx.table();
        let l = public_locale(&table.info);
        let Some(mut screen) = results::results(l, table) else {
            tracing::warn!(game = %ctx.game, "GameOver delivered for a game that is not over");
            return Ok(());
        };
        screen.check().map_err(|source| DeliveryError::Limit {
            what: "the results",
            source,
        })?;
        let channel = table.info.channel;
        // The end reaches every player still at the table: mentioned here,
        // and told by a DM of their own below.
        let players: Vec<(Seat, u64)> = table
            .seats
            .iter()
            .filter(|s| s.controller.held_by_player())
            .filter_map(|s| s.user.map(|u| (s.seat, u)))
            .collect();
        let pings: Vec<u64> = players.iter().map(|(_, u)| *u).collect();
        if !pings.is_empty() && !table.info.is_practice() {
            let mentions: Vec<String> = pings.iter().map(|u| format!("<@{u}>")).collect();
            screen.content = t!(l, "results-mentions", mentions = mentions.join(" "));
        }
        // The picture is an extra: a render failure is logged inside.
        let picture = picture::results_attachment(l, table);
        let mut message = calls::message(&screen, nonce(id, "r"), &pings);
        match self.service.record_json(ctx.game).await {
            Ok(record) => {
                let name = format!("nanuk-game-{}.json", ctx.game);
                message = calls::with_file(message, name, record.into_bytes());
            }
            // The database may come back: try the whole step again later.
            Err(e @ ServiceError::Store(_)) => return Err(e.into()),
            // It never will: the scores still go out, without the file.
            Err(e) => {
                tracing::error!(game = %ctx.game, error = %e, "no game record to attach");
            }
        }
        if let Some((name, png)) = picture {
            message = calls::with_file(message, name, png);
        }
        let posted = calls::post(
            &self.rest,
            channel,
            &message,
            Priority::Announce,
            "post the results",
        )
        .await?;
        let link = render::message_link(table.info.guild, channel, posted.id.get());
        if !table.info.is_practice() {
            for (seat, user) in players {
                self.tell_game_over(ctx, id, seat, user, &link).await?;
            }
        }
        self.tell_followers(ctx, id, |l| notices::game_over_line(l, table, &link))
            .await
    }

    /// The end of the game as a new DM to one of its players (a new message
    /// notifies; the hand's edit does not). Closed DMs are no failure: the
    /// results mention them.
    async fn tell_game_over(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        user: u64,
        link: &str,
    ) -> Result<(), DeliveryError> {
        if self
            .stored(ctx.game, MessageSlot::DmNotice(seat))
            .await?
            .is_some()
        {
            // Their DMs were closed: the results' mention told them.
            return Ok(());
        }
        let table = ctx.table();
        let l = player_locale(user);
        let location = self
            .places
            .location(l, table.info.guild, table.info.channel)
            .await;
        let Some(text) = notices::game_over_dm(l, table, seat, &location, link) else {
            return Ok(());
        };
        let sent = async {
            let channel = self.dm_channel(user, Priority::Announce).await?;
            let message = calls::text(&text, nonce(id, &format!("e{}", seat.0)), &[]);
            calls::post(
                &self.rest,
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
    async fn tell_followers(
        &self,
        ctx: &GameCtx,
        id: i64,
        text: impl Fn(Locale) -> String,
    ) -> Result<(), DeliveryError> {
        let followers = self.service.followers(ctx.game).await?;
        if followers.is_empty() {
            return Ok(());
        }
        let info = &ctx.table().info;
        // A follow DM is a DM: each follower reads it in their language.
        crate::discord::languages::warm(&self.service, &followers, None).await;
        let mut by_locale: Vec<(Locale, Vec<u64>)> = Vec::new();
        for user in followers {
            let l = player_locale(user);
            match by_locale.iter_mut().find(|(x, _)| *x == l) {
                Some((_, users)) => users.push(user),
                None => by_locale.push((l, vec![user])),
            }
        }
        let due_by = ctx.written_at(id).unwrap_or_else(|| self.service.now_ms()) + FOLLOW_LATE_MS;
        for (l, followers) in by_locale {
            let location = self.places.location(l, info.guild, info.channel).await;
            let text = clip(
                &notices::for_follower(l, ctx.game, &location, &text(l)),
                limits::CONTENT,
            );
            if let Some(inner) = self.me.upgrade() {
                let game = ctx.game;
                tokio::spawn(async move {
                    inner
                        .send_to_followers(game, id, followers, text, due_by)
                        .await
                });
            }
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
            let left = due_by - self.service.now_ms();
            if left <= 0 {
                tracing::info!(%game, dropped = followers.len() - n, "follow DMs too late; dropped");
                return;
            }
            let patience = std::time::Duration::from_millis(left as u64);
            let sent = PATIENCE
                .scope(patience, async {
                    let channel = self.dm_channel(user, Priority::Follow).await?;
                    let message = calls::text(&text, nonce(id, &format!("f{user}")), &[]);
                    calls::post(
                        &self.rest,
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
