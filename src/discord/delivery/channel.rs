//! What the worker shows in a game's channel (or thread): announcements
//! and notices (one-off posts), the lobby and the board (kept up to date),
//! and the results with the game record.

use super::batch::GameCtx;
use super::calls::{self, Outgoing, nonce};
use super::error::DeliveryError;
use super::locks::{PRESS_ANSWER_WAIT, PressOn};
use super::notes::Notes;
use super::parts::Parts;
use super::routes::Priority;
use super::slots::{Drawn, Fresh, Missing, Old, Show, Target};
use super::stage::{Stage, Stages};
use crate::discord::languages::public_locale;
use crate::discord::render::{self, Names, announce, notices, picture, results};
use crate::discord::retry::Failure;
use crate::discord::screen::limits;
use crate::discord::text::t;
use crate::engine::{Event, Seat};
use crate::service::{Controller, Delivery, GameStatus, MessageSlot, ServiceError};
use serenity::all::Message;
use std::sync::Arc;

pub struct Channel<'a> {
    p: &'a Arc<Parts>,
}

impl<'a> Channel<'a> {
    pub fn new(p: &'a Arc<Parts>) -> Self {
        Channel { p }
    }

    /// Posts the public events' lines, split into messages of at most
    /// 2000 characters; nothing if none is worth announcing.
    pub async fn announce(
        &self,
        ctx: &GameCtx,
        id: i64,
        events: &[Event],
    ) -> Result<(), DeliveryError> {
        let table = &ctx.table;
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
            let priority = if ctx.picking() {
                Priority::Prompt
            } else {
                Priority::Announce
            };
            self.post_on_stage(ctx, id, &message, priority, "post an announcement")
                .await?;
        }
        if !lines.is_empty() {
            let names = |l| Names::from_seats(l, &table.seats);
            Notes::new(self.p)
                .tell_followers(ctx, id, |l| {
                    announce::lines(l, &names(l), events).join("\n")
                })
                .await?;
        }
        Ok(())
    }

    pub async fn notice(
        &self,
        ctx: &GameCtx,
        id: i64,
        notice: &Delivery,
    ) -> Result<(), DeliveryError> {
        let (text, pings) = match *notice {
            Delivery::Reminder {
                seat,
                last_one: false,
            } if Notes::new(self.p).remind_by_dm(ctx, id, seat).await? => return Ok(()),
            Delivery::Reminder { seat, last_one } => {
                let player = self.p.service.seat_view(ctx.game, seat).await?;
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
                    .p
                    .slots
                    .stored(ctx.game, MessageSlot::DmNotice(seat))
                    .await?
                    .is_some();
                let place = notices::decide_in(choice, closed);
                // A mention in the game's channel: its public language.
                let l = public_locale(&player.info);
                let text = notices::reminder(l, &format!("<@{user}>"), choice, last_one, place);
                (text, vec![user])
            }
            Delivery::TimedOut { seat } => {
                let table = &ctx.table;
                let user = table.seats.get(seat.index()).and_then(|s| s.user);
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (
                    notices::timed_out(l, &names, seat, user),
                    user.into_iter().collect(),
                )
            }
            Delivery::SeatReplaced { seat, reason } => {
                let table = &ctx.table;
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (notices::seat_replaced(l, &names, seat, reason), Vec::new())
            }
            Delivery::SeatReclaimed { seat } => {
                let table = &ctx.table;
                let l = public_locale(&table.info);
                let names = Names::from_seats(l, &table.seats);
                (notices::seat_reclaimed(l, &names, seat), Vec::new())
            }
            Delivery::Cancelled => {
                let table = &ctx.table;
                let everyone_left = table.info.status == GameStatus::Cancelled
                    && table.public.is_some()
                    && !table
                        .seats
                        .iter()
                        .any(|s| s.user.is_some() && s.controller.held_by_player());
                let l = public_locale(&table.info);
                (notices::cancelled(l, ctx.game, everyone_left), Vec::new())
            }
            _ => {
                tracing::error!(game = %ctx.game, "a delivery that is no notice was planned as one");
                return Ok(());
            }
        };
        let message = calls::text(&text, nonce(id, "n"), &pings);
        self.post_on_stage(ctx, id, &message, Priority::Announce, "post a notice")
            .await?;
        Ok(())
    }

    /// The lobby message: kept up to date while the lobby is open; after
    /// that it is only updated (never posted), so its buttons go away.
    pub async fn lobby(&self, ctx: &GameCtx, id: i64) -> Result<(), DeliveryError> {
        // A press on the lobby may be redrawing it in its answer: wait for
        // that, then render the state as it is now.
        self.p
            .locks
            .presses_answered(ctx.game, PressOn::Lobby, PRESS_ANSWER_WAIT)
            .await;
        let table = &self.p.service.table(ctx.game).await?;
        let open = table.info.status == GameStatus::Lobby;
        if open {
            self.p
                .ahead
                .ask(&self.p.slots.dms, table.seats.iter().filter_map(|s| s.user));
        }
        let played_in = Stages::new(self.p).stage(&table.info).await?.played_in();
        let screen = render::lobby::lobby(public_locale(&table.info), table, played_in);
        let channel = table.info.channel;
        self.p
            .slots
            .show(Show {
                game: ctx.game,
                slot: MessageSlot::Lobby,
                screen: &screen,
                target: Target::Channel(channel),
                nonce: nonce(id, "l"),
                missing: if open { Missing::Post } else { Missing::Leave },
                old: if open { Old::Repost } else { Old::Retire },
                fresh: Fresh::No,
                priority: Priority::Board,
                what: "show the lobby",
            })
            .await?;
        Ok(())
    }

    /// The board, once the game has started; a cancelled game's board
    /// loses its controls.
    pub async fn board(&self, ctx: &GameCtx, id: i64, fresh: bool) -> Result<(), DeliveryError> {
        self.draw_board(ctx, id, nonce(id, "b"), fresh).await
    }

    /// A practice game's board posted again below, its pick menu where the
    /// player is looking: in the DM it shares with the story and the
    /// prompts it has scrolled up, and a new message notifies.
    pub async fn board_below(
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
        self.p
            .locks
            .presses_answered(ctx.game, PressOn::Board, PRESS_ANSWER_WAIT)
            .await;
        let table = &self.p.service.table(ctx.game).await?;
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
            fresh: if fresh && !cancelled {
                Fresh::Always
            } else {
                Fresh::No
            },
            // While a pick waits, the board's menu is the picker's prompt.
            priority: if ctx.picking() {
                Priority::Prompt
            } else {
                Priority::Board
            },
            what: "show the board",
        };
        let stage = Stages::new(self.p).stage(&table.info).await?;
        let shown = match self.p.slots.show(show(stage.channel(&table.info))).await {
            Ok(shown) => shown,
            // A board the thread took along is posted afresh in the channel.
            Err(e) if self.left_thread(ctx, id, stage, &e).await? => {
                self.p.slots.show(show(table.info.channel)).await?
            }
            Err(e) => return Err(e),
        };
        if matches!(shown, Drawn::Edited | Drawn::Posted) {
            self.p.boards.drawn(ctx.game, tokio::time::Instant::now());
        }
        Ok(())
    }

    /// The final scores, with the game record and the picture attached.
    pub async fn results(&self, ctx: &GameCtx, id: i64) -> Result<(), DeliveryError> {
        let table = &ctx.table;
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
        // Drawn off the async threads (20-30 ms of CPU for 8 seats).
        let picture = {
            let table = table.clone();
            tokio::task::spawn_blocking(move || picture::results_attachment(l, &table))
                .await
                .ok()
                .flatten()
        };
        let mut message = calls::message(&screen, nonce(id, "r"), &pings);
        match self.p.service.record_json(ctx.game).await {
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
            &self.p.rest,
            channel,
            &message,
            Priority::Announce,
            "post the results",
        )
        .await?;
        let link = render::message_link(table.info.guild, channel, posted.id.get());
        if !table.info.is_practice() {
            for (seat, user) in players {
                Notes::new(self.p)
                    .tell_game_over(ctx, id, seat, user, &link)
                    .await?;
            }
        }
        Notes::new(self.p)
            .tell_followers(ctx, id, |l| notices::game_over_line(l, table, &link))
            .await
    }

    /// Posts in the game's stage. An archived thread is reopened; a
    /// thread that is gone (or closed to the bot) moves the game back to
    /// its channel, where the post goes instead.
    pub async fn post_on_stage(
        &self,
        ctx: &GameCtx,
        id: i64,
        message: &Outgoing,
        priority: Priority,
        what: &'static str,
    ) -> Result<Message, DeliveryError> {
        let info = &ctx.table.info;
        let stage = Stages::new(self.p).stage(info).await?;
        let channel = stage.channel(info);
        let e = match calls::post(&self.p.rest, channel, message, priority, what).await {
            Ok(posted) => return Ok(posted),
            Err(e) => e,
        };
        if self.left_thread(ctx, id, stage, &e).await? {
            calls::post(&self.p.rest, info.channel, message, priority, what).await
        } else if e.failure() == Some(Failure::Archived) {
            // Reopened by `left_thread`.
            calls::post(&self.p.rest, channel, message, priority, what).await
        } else {
            Err(e)
        }
    }

    /// After `e` from a call in the stage: whether the game left its
    /// thread for the channel; if so the lobby says so at once.
    async fn left_thread(
        &self,
        ctx: &GameCtx,
        id: i64,
        stage: Stage,
        e: &DeliveryError,
    ) -> Result<bool, DeliveryError> {
        let left = Stages::new(self.p)
            .leaves_thread(&ctx.table.info, stage, e)
            .await?;
        if left {
            Box::pin(self.lobby(ctx, id)).await?;
        }
        Ok(left)
    }
}
