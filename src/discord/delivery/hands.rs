//! Each player's DM hand: posted when the game starts, edited as the hand
//! changes, naming the game's server and channel. A player whose DMs are
//! closed is told once per game, in the channel, to use `/nanuk hand`;
//! the game does not wait for them.

use super::Inner;
use super::calls::{self, nonce};
use super::error::DeliveryError;
use super::game::GameCtx;
use super::memory::{PRESS_ANSWER_WAIT, PressOn, digest};
use super::pacer::Priority;
use super::slots::{Missing, Old, Show, Target, control_ids};
use crate::discord::languages::{player_locale, public_locale};
use crate::discord::render::dm::{DmHand, dm_hand};
use crate::discord::render::{self, notices};
use crate::discord::retry::Failure;
use crate::engine::{Choice, Seat};
use crate::service::SeatInfo;
use crate::service::{GameId, MessageSlot};

/// Whether the seat's DM hand, delivered for rows from game version
/// `since` on, carries a decision that started in them: the prompt a
/// player waits for. Not an update of a prompt they already have (another
/// player's simultaneous choice), not a hand that asks nothing.
pub(super) fn asks_now(seat: &SeatInfo, since: Option<u64>) -> bool {
    seat.waiting && since.is_some_and(|v| seat.token >= v)
}

impl Inner {
    /// A new prompt for the seat is still to go out: its decision started
    /// in the rows being delivered, and its DM does not show it yet (rows
    /// are delivered again when another of their steps was held, and a
    /// press's answer may have drawn the prompt already).
    pub(super) fn prompt_due(&self, ctx: &GameCtx, seat: &SeatInfo, since: Option<u64>) -> bool {
        asks_now(seat, since)
            && !self
                .memory
                .shows_decision(ctx.game, MessageSlot::Hand(seat.seat), seat.token)
    }

    /// Reads back what the slot's message shows when this process does not
    /// know: after a restart (or from another process) the answer to the
    /// player's last press may have drawn their next decision there, and
    /// posting it again would notify twice and delete the message under
    /// their finger. One GET, only for rows another process may have shown;
    /// if it fails the prompt is posted as before.
    async fn read_back(&self, game: GameId, slot: MessageSlot) -> Result<(), DeliveryError> {
        let Some(stored) = self.stored(game, slot).await? else {
            return Ok(());
        };
        if self.memory.knows(game, slot, stored.message) {
            return Ok(());
        }
        let read = calls::fetch(
            &self.rest,
            stored.channel,
            stored.message,
            Priority::Prompt,
            "read back a message",
        )
        .await;
        match read {
            Ok(m) => {
                self.memory
                    .read_back(game, slot, stored.message, control_ids(&m));
            }
            Err(e) => tracing::debug!(%game, error = %e, "could not read back a message"),
        }
        Ok(())
    }

    /// Shows a seat's DM hand; `post`: post one if there is none yet.
    /// `since`: the lowest game version of the rows asking for it. A seat
    /// the game waits for whose decision token is at least that new has a
    /// decision that started in what is being delivered: its prompt is
    /// posted as a new DM (Discord notifies for a new message, never for an
    /// edit) and the previous one is deleted. Anything else is an edit.
    pub(super) async fn hand(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        post: bool,
        since: Option<u64>,
    ) -> Result<(), DeliveryError> {
        if let Some(user) = ctx.table().seats.get(seat.index()).and_then(|s| s.user) {
            // A press on this DM may be redrawing it in its answer: wait for
            // that answer, then render only if it did not show the same.
            self.memory
                .presses_answered(ctx.game, PressOn::Dm(user), PRESS_ANSWER_WAIT)
                .await;
        }
        let player = self.service.seat_view(ctx.game, seat).await?;
        let Some(user) = player.seat.user else {
            return Ok(());
        };
        let location = self
            .places
            .location(player_locale(user), player.info.guild, player.info.channel)
            .await;
        let slot = MessageSlot::Hand(seat);
        self.stored(ctx.game, slot).await?; // known to `prompt_due` from here
        if ctx.inherited && asks_now(&player.seat, since) {
            self.read_back(ctx.game, slot).await?;
        }
        let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
        let pick = matches!(choice, Some(Choice::Pick { .. }));
        // A practice game's picks are made on its board (`ping`).
        let new_decision =
            self.prompt_due(ctx, &player.seat, since) && !(pick && player.info.is_practice());
        if self.memory.skip_dm(ctx.game, seat) {
            // DMs closed lately: /nanuk hand meanwhile, and a decision that
            // starts now is told in the thread.
            if let (true, Some(choice)) = (new_decision, choice) {
                self.tell_turn_here(ctx, id, seat, user, choice).await?;
            }
            return Ok(());
        }
        let board = self
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
        if let Some(m) = self.stored(ctx.game, slot).await?
            && self
                .memory
                .shows(ctx.game, slot, m.message, digest(&screen))
        {
            // Already shown, by the answer to the player's own press when
            // it started their next decision too: they are looking at it.
            return Ok(());
        }
        let shown = self
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
                fresh,
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
                self.memory.dm_refused(ctx.game, seat);
                // Told once per game that DMs are closed (a mention); a
                // decision after that is a mention of its own.
                let told = self
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
    pub(super) async fn ping(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        since: u64,
    ) -> Result<(), DeliveryError> {
        // The previous pick's answer may be telling them in a follow-up.
        self.memory
            .presses_answered(ctx.game, PressOn::Board, PRESS_ANSWER_WAIT)
            .await;
        let player = self.service.seat_view(ctx.game, seat).await?;
        let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
        let token = player.seat.token;
        let (Some(_), true, Some(choice), false) = (
            player.seat.user,
            player.seat.waiting && (since..=ctx.upto).contains(&token),
            choice,
            self.memory.was_pick_told(ctx.game, seat, token),
        ) else {
            return Ok(());
        };
        if !(ctx.table().info.is_practice() && matches!(choice, Choice::Pick { .. })) {
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
            self.read_back(ctx.game, MessageSlot::Board).await?;
            self.memory
                .shows_decision(ctx.game, MessageSlot::Board, token)
        };
        if !shown {
            self.board_below(ctx, id, seat).await?;
        }
        self.memory.pick_told(ctx.game, seat, token);
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
        let l = public_locale(&ctx.table().info);
        let text = notices::your_turn_here(l, user, choice);
        let token = ctx.table().seats.get(seat.index()).map_or(0, |s| s.token);
        let message = calls::text(&text, nonce(id, &format!("t{}.{token}", seat.0)), &[user]);
        self.post_on_stage(
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
    pub(super) async fn other_hands(
        &self,
        ctx: &GameCtx,
        id: i64,
        except: &[Seat],
    ) -> Result<(), DeliveryError> {
        let seats: Vec<Seat> = ctx
            .table()
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
        if self.stored(ctx.game, slot).await?.is_some() {
            return Ok(());
        }
        let text = notices::dms_closed(public_locale(&ctx.table().info), user);
        let message = calls::text(&text, nonce(id, &format!("d{}", seat.0)), &[user]);
        let posted = self
            .post_on_stage(
                ctx,
                id,
                &message,
                Priority::Announce,
                "tell a player their DMs are closed",
            )
            .await?;
        self.remember(ctx.game, slot, posted.channel_id.get(), posted.id.get())
            .await?;
        tracing::info!(game = %ctx.game, seat = seat.0, "DMs closed; told the player to use /nanuk hand");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::Controller;

    fn seat(waiting: bool, token: u64) -> SeatInfo {
        SeatInfo {
            seat: Seat(1),
            user: Some(7),
            name: "P1".into(),
            controller: Controller::Human,
            stood_in: false,
            token,
            waiting,
            ai_level: None,
            away_until: None,
        }
    }

    #[test]
    fn only_a_decision_started_in_the_delivered_rows_is_awaited() {
        assert!(asks_now(&seat(true, 12), Some(12)), "started now");
        assert!(asks_now(&seat(true, 14), Some(12)), "started after");
        assert!(!asks_now(&seat(true, 11), Some(12)), "its prompt is out");
        assert!(!asks_now(&seat(false, 12), Some(12)), "nothing to decide");
        assert!(!asks_now(&seat(true, 12), None), "a re-render");
    }
}
