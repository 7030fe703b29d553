//! What a seat's DM shows: the one screen both the delivery worker (when it
//! posts or edits the DM) and a press answered in place (when the player
//! acted from that DM) draw, so each can tell whether the other already
//! showed it.

use super::notices;
use crate::discord::screen::{Row, Screen};
use crate::discord::text::{Locale, t};
use crate::engine::{Boast, Card, PhaseView};
use crate::service::PlayerView;
use crate::service::{Controller, GameStatus};

/// What a seat's DM should show now.
pub enum DmHand {
    /// Nothing to DM: an AI seat, or a lobby.
    Nothing,
    /// The hand and its controls.
    Live(Screen),
    /// The game is cancelled or an AI took the seat for good: the DM keeps
    /// no controls (and none is posted).
    Closed(Screen),
}

pub fn dm_hand(l: Locale, player: &PlayerView, location: &str, board: Option<&str>) -> DmHand {
    dm_hand_with(l, player, location, board, None, None)
}

/// `dm_hand` with a boast or contribution being built in it (a press on
/// the DM's menus redraws it by the same rules).
pub fn dm_hand_with(
    l: Locale,
    player: &PlayerView,
    location: &str,
    board: Option<&str>,
    draft: Option<Boast>,
    contribution: Option<Vec<Card>>,
) -> DmHand {
    let closed =
        |why: String| DmHand::Closed(notices::closed_hand(l, player.info.id, location, &why));
    match (player.info.status, player.seat.controller) {
        _ if player.seat.user.is_none() => DmHand::Nothing,
        (GameStatus::Cancelled, _) => closed(notices::hand_cancelled(l)),
        (_, Controller::StandIn(reason)) if !reason.keeps_seat() => {
            closed(notices::hand_given_up(l, reason))
        }
        (GameStatus::Lobby, _) => DmHand::Nothing,
        // A timed-out player's hand stays live: acting takes the seat back.
        _ => {
            let mut screen = super::player_hand(l, player, location, board, draft, contribution);
            let view = player.view.as_ref();
            let picking = view.is_some_and(|v| matches!(v.public.phase, PhaseView::Picking { .. }));
            if picking && player.info.is_practice() {
                // A practice game's rewards are picked on its board, which
                // shares the DM: the hand reads as if nothing were asked.
                picking_on_board(l, &mut screen);
            } else if let (true, Some(choice)) =
                (player.seat.waiting, view.and_then(|v| v.choice.as_ref()))
            {
                // The text of the notification a new prompt raises; it
                // names where the game is played, so the title need not.
                screen.content = notices::your_turn(l, location, choice);
                if let Some(embed) = screen.embed.as_mut() {
                    embed.title = t!(l, "hand-your-hand-prompt");
                }
            }
            DmHand::Live(screen)
        }
    }
}

fn picking_on_board(l: Locale, screen: &mut Screen) {
    screen.rows.retain(|row| match row {
        // The pick menu lives on the board; "Take my seat back" stays.
        Row::Select(select) => !select.id.ends_with(":p"),
        Row::Buttons(_) => true,
    });
    if let Some(now) = super::hand::prompt_field(screen) {
        now.value = super::hand::nothing(l);
    }
}
