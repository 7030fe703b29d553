//! Each player's DM hand: posted when the game starts, edited as the hand
//! changes, naming the game's server and channel. A player whose DMs are
//! closed is told once per game, in the channel, to use `/nanuk hand`;
//! the game does not wait for them.

use super::batch::{GameCtx, asks_now};
use super::calls::{self, nonce};
use super::channel::Channel;
use super::error::DeliveryError;
use super::locks::{PRESS_ANSWER_WAIT, PressOn};
use super::parts::Parts;
use super::routes::Priority;
use super::slots::{Fresh, Missing, Old, Show, Target};
use crate::discord::languages::{player_locale, public_locale};
use crate::discord::render::dm::{DmHand, dm_hand};
use crate::discord::render::{self, notices};
use crate::discord::retry::Failure;
use crate::engine::{Choice, Seat};
use crate::service::MessageSlot;
use std::sync::Arc;

pub struct Hands<'a> {
    p: &'a Arc<Parts>,
}

impl<'a> Hands<'a> {
    pub fn new(p: &'a Arc<Parts>) -> Self {
        Hands { p }
    }

    /// Shows a seat's DM hand; `post`: post one if there is none yet.
    /// `since`: the lowest game version of the rows asking for it. A seat
    /// the game waits for whose decision token is at least that new has a
    /// decision that started in what is being delivered: its prompt is
    /// posted as a new DM (Discord notifies for a new message, never for an
    /// edit) and the previous one is deleted. Anything else is an edit.
    pub async fn hand(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        post: bool,
        since: Option<u64>,
    ) -> Result<(), DeliveryError> {
        if let Some(user) = ctx.table.seats.get(seat.index()).and_then(|s| s.user) {
            // A press on this DM may be redrawing it in its answer: wait for
            // that answer, then render only if it did not show the same.
            self.p
                .locks
                .presses_answered(ctx.game, PressOn::Dm(user), PRESS_ANSWER_WAIT)
                .await;
        }
        let player = self.p.service.seat_view(ctx.game, seat).await?;
        let Some(user) = player.seat.user else {
            return Ok(());
        };
        let location = self
            .p
            .places
            .location(player_locale(user), player.info.guild, player.info.channel)
            .await;
        let slot = MessageSlot::Hand(seat);
        self.p.slots.stored(ctx.game, slot).await?; // known to `prompt_due` from here
        if ctx.inherited && asks_now(&player.seat, since) {
            self.p.slots.read_back(ctx.game, slot).await?;
        }
        let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
        let pick = matches!(choice, Some(Choice::Pick { .. }));
        // A practice game's picks are made on its board (`ping`).
        let new_decision = ctx.prompt_due(&self.p.slots.shown, &player.seat, since)
            && !(pick && player.info.is_practice());
        if self.p.slots.dms.skip(ctx.game, seat) {
            // DMs closed lately: /nanuk hand meanwhile, and a decision that
            // starts now is told in the thread.
            if let (true, Some(choice)) = (new_decision, choice) {
                self.tell_turn_here(ctx, id, seat, user, choice).await?;
            }
            return Ok(());
        }
        let board = self
            .p
            .slots
            .stored(ctx.game, MessageSlot::Board)
            .await?
            .map(|m| render::message_link(player.info.guild, m.channel, m.message));
        let l = player_locale(user);
        let (screen, missing, old, fresh) = match dm_hand(l, &player, &location, board.as_deref()) {
            DmHand::Nothing => return Ok(()),
            DmHand::Live(screen) => {
                let missing = if post { Missing::Post } else { Missing::Leave };
                (screen, missing, Old::Keep, new_decision)
            }
            DmHand::Closed(screen) => (screen, Missing::Leave, Old::Retire, false),
        };
        let shown = self
            .p
            .slots
            .show(Show {
                game: ctx.game,
                slot,
                screen: &screen,
                target: Target::Dm(user),
                // A prompt's own nonce: when these rows are delivered
                // again after the decision started, the post must be a new
                // message, not the hand posted the first time.
                nonce: if fresh {
                    nonce(id, &format!("h{}.{}", seat.0, player.seat.token))
                } else {
                    nonce(id, &format!("h{}", seat.0))
                },
                missing,
                old,
                // Already shown (by the answer to the player's own press
                // when it started their next decision too): left as it is.
                fresh: if fresh { Fresh::IfChanged } else { Fresh::No },
                // Only a decision that starts now is what the player waits
                // for: an update of a prompt they already have (a
                // simultaneous choice another player made) can wait with
                // the idle hands.
                priority: if new_decision {
                    Priority::Prompt
                } else {
                    Priority::Hand
                },
                what: "show a DM hand",
            })
            .await;
        match shown {
            Err(e) if e.failure() == Some(Failure::DmClosed) => {
                self.p.slots.dms.refused(ctx.game, seat);
                // Told once per game that DMs are closed (a mention); a
                // decision after that is a mention of its own.
                let told = self
                    .p
                    .slots
                    .stored(ctx.game, MessageSlot::DmNotice(seat))
                    .await?
                    .is_some();
                self.tell_dms_closed(ctx, id, seat, user).await?;
                match (told && new_decision, choice) {
                    (true, Some(choice)) => self.tell_turn_here(ctx, id, seat, user, choice).await,
                    _ => Ok(()),
                }
            }
            other => other.map(|_| ()),
        }
    }

    /// A practice game's pick that started for the seat in what is being
    /// delivered (its token from `since` to the batch's newest row): its
    /// board, which holds the pick menu, brought down below the story in
    /// the DM. Once per pick. Runs in the channel's lane, after the hunt's
    /// story and the board. (Elsewhere a pick is a DM prompt like any
    /// decision.)
    pub async fn ping(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        since: u64,
    ) -> Result<(), DeliveryError> {
        // The previous pick's answer may be telling them in a follow-up.
        self.p
            .locks
            .presses_answered(ctx.game, PressOn::Board, PRESS_ANSWER_WAIT)
            .await;
        let player = self.p.service.seat_view(ctx.game, seat).await?;
        let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
        let token = player.seat.token;
        let (Some(_), true, Some(choice), false) = (
            player.seat.user,
            player.seat.waiting && (since..=ctx.upto).contains(&token),
            choice,
            self.p.slots.shown.was_pick_told(ctx.game, seat, token),
        ) else {
            return Ok(());
        };
        if !(ctx.table.info.is_practice() && matches!(choice, Choice::Pick { .. })) {
            // Their DM, a new message, notifies them (or, DMs closed, a
            // mention the hand's step posts: `tell_turn_here`).
            return Ok(());
        }
        if player
            .view
            .as_ref()
            .and_then(|v| v.public.picks.last())
            .is_some_and(|(last, _)| *last == seat)
        {
            // They picked last and pick again: their own press redrew the
            // board with their menu in front of them.
            return Ok(());
        }
        // The board shares the DM with the story and has scrolled up: it
        // comes down with its menu instead of a mention pointing up. Rows
        // another process may have delivered in part: a board that shows
        // this pick already came down before.
        let shown = ctx.inherited && {
            self.p.slots.read_back(ctx.game, MessageSlot::Board).await?;
            self.p
                .slots
                .shown
                .shows_decision(ctx.game, MessageSlot::Board, token)
        };
        if !shown {
            Channel::new(self.p).board_below(ctx, id, seat).await?;
        }
        self.p.slots.shown.pick_told(ctx.game, seat, token);
        Ok(())
    }

    /// A decision that starts for a player whose DMs are closed: a mention
    /// in the game's thread (they play with `/nanuk hand` there).
    async fn tell_turn_here(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        user: u64,
        choice: &Choice,
    ) -> Result<(), DeliveryError> {
        let l = public_locale(&ctx.table.info);
        let text = notices::your_turn_here(l, user, choice);
        let token = ctx.table.seats.get(seat.index()).map_or(0, |s| s.token);
        let message = calls::text(&text, nonce(id, &format!("t{}.{token}", seat.0)), &[user]);
        Channel::new(self.p)
            .post_on_stage(
                ctx,
                id,
                &message,
                Priority::Prompt,
                "tell a player without DMs it is their turn",
            )
            .await
            .map(|_| ())
    }

    /// Re-renders the existing DM hands of every seat not in `except`.
    pub async fn other_hands(
        &self,
        ctx: &GameCtx,
        id: i64,
        except: &[Seat],
    ) -> Result<(), DeliveryError> {
        let seats: Vec<Seat> = ctx
            .table
            .seats
            .iter()
            .filter(|s| s.user.is_some() && !except.contains(&s.seat))
            .map(|s| s.seat)
            .collect();
        for seat in seats {
            self.hand(ctx, id, seat, false, None).await?;
        }
        Ok(())
    }

    /// Tells the player in the game's thread (or channel), once per game, to play with
    /// `/nanuk hand` (remembered as the `DmNotice` message).
    async fn tell_dms_closed(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        user: u64,
    ) -> Result<(), DeliveryError> {
        let slot = MessageSlot::DmNotice(seat);
        if self.p.slots.stored(ctx.game, slot).await?.is_some() {
            return Ok(());
        }
        let text = notices::dms_closed(public_locale(&ctx.table.info), user);
        let message = calls::text(&text, nonce(id, &format!("d{}", seat.0)), &[user]);
        let posted = Channel::new(self.p)
            .post_on_stage(
                ctx,
                id,
                &message,
                Priority::Announce,
                "tell a player their DMs are closed",
            )
            .await?;
        self.p
            .slots
            .remember(ctx.game, slot, posted.channel_id.get(), posted.id.get())
            .await?;
        tracing::info!(game = %ctx.game, seat = seat.0, "DMs closed; told the player to use /nanuk hand");
        Ok(())
    }
}
