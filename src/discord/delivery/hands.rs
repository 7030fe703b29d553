//! Each player's DM hand: posted when the game starts, edited as the hand
//! changes, naming the game's server and channel. A player whose DMs are
//! closed is told once per game, in the channel, to use `/nanuk hand`;
//! the game does not wait for them.

use super::Inner;
use super::calls::{self, nonce};
use super::error::DeliveryError;
use super::game::GameCtx;
use super::pacer::Priority;
use super::slots::{Missing, Old, Show, Target};
use crate::discord::render::{self, notices};
use crate::discord::retry::Failure;
use crate::discord::screen::Screen;
use crate::engine::Seat;
use crate::service::PlayerView;
use crate::store::{Controller, GameStatus, MessageSlot, StandInReason};

/// What a seat's DM should show now.
enum HandScreen {
    /// Nothing to DM: an AI seat, or a lobby.
    Nothing,
    /// The hand and its controls.
    Live(Screen),
    /// The game is cancelled or an AI took the seat for good: the DM keeps
    /// no controls (and none is posted).
    Closed(Screen),
}

fn hand_screen(player: &PlayerView, location: &str) -> HandScreen {
    let closed =
        |why: &str| HandScreen::Closed(notices::closed_hand(player.info.id, location, why));
    match (player.info.status, player.seat.controller) {
        _ if player.seat.user.is_none() => HandScreen::Nothing,
        (GameStatus::Cancelled, _) => closed(notices::hand_cancelled()),
        (_, Controller::StandIn(reason)) if reason != StandInReason::TimedOut => {
            closed(notices::hand_given_up(reason))
        }
        (GameStatus::Lobby, _) => HandScreen::Nothing,
        // A timed-out player's hand stays live: acting takes the seat back.
        _ => {
            let mut screen = render::player_hand(player, location, None, None);
            let choice = player.view.as_ref().and_then(|v| v.choice.as_ref());
            if let (true, Some(choice)) = (player.seat.waiting, choice) {
                // The text of the notification a new prompt raises.
                screen.content = notices::your_turn(location, choice);
            }
            HandScreen::Live(screen)
        }
    }
}

impl Inner {
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
        if self.memory.skip_dm(ctx.game, seat) {
            return Ok(()); // DMs closed lately: /nanuk hand meanwhile
        }
        let player = self.service.seat_view(ctx.game, seat).await?;
        let Some(user) = player.seat.user else {
            return Ok(());
        };
        let location = self
            .places
            .location(player.info.guild, player.info.channel)
            .await;
        let new_decision = player.seat.waiting && since.is_some_and(|v| player.seat.token >= v);
        let (screen, missing, old, fresh) = match hand_screen(&player, &location) {
            HandScreen::Nothing => return Ok(()),
            HandScreen::Live(screen) => {
                let missing = if post { Missing::Post } else { Missing::Leave };
                (screen, missing, Old::Repost, new_decision)
            }
            HandScreen::Closed(screen) => (screen, Missing::Leave, Old::Retire, false),
        };
        let shown = self
            .show(Show {
                game: ctx.game,
                slot: MessageSlot::Hand(seat),
                screen: &screen,
                target: Target::Dm(user),
                nonce: nonce(id, &format!("h{}", seat.0)),
                missing,
                old,
                fresh,
                priority: Priority::Prompt,
                what: "show a DM hand",
            })
            .await;
        match shown {
            Err(e) if e.failure() == Some(Failure::DmClosed) => {
                self.memory.dm_refused(ctx.game, seat);
                self.tell_dms_closed(ctx, id, seat, user, player.info.channel)
                    .await
            }
            other => other.map(|_| ()),
        }
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

    /// Tells the player in the channel, once per game, to play with
    /// `/nanuk hand` (remembered as the `DmNotice` message).
    async fn tell_dms_closed(
        &self,
        ctx: &GameCtx,
        id: i64,
        seat: Seat,
        user: u64,
        channel: u64,
    ) -> Result<(), DeliveryError> {
        let slot = MessageSlot::DmNotice(seat);
        if self.stored(ctx.game, slot).await?.is_some() {
            return Ok(());
        }
        let text = notices::dms_closed(user);
        let message = calls::text(&text, nonce(id, &format!("d{}", seat.0)), &[user]);
        let posted = calls::post(
            &self.rest,
            channel,
            &message,
            Priority::Announce,
            "tell a player their DMs are closed",
        )
        .await?;
        self.remember(ctx.game, slot, channel, posted.id.get())
            .await?;
        tracing::info!(game = %ctx.game, seat = seat.0, "DMs closed; told the player to use /nanuk hand");
        Ok(())
    }
}
