//! The Discord work the plan makes of outbox rows: a [`Task`], and the
//! [`Step`] that carries it with the rows that asked for it.

use crate::engine::{Event, Seat};
use crate::service::{Delivery, PlayedWhileAway};

/// One piece of Discord work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Post these public events (one or more messages).
    Announce { events: Vec<Event> },
    /// Post a short notice: one of the outbox's notices (a reminder, a
    /// seat timed out, replaced or reclaimed, the game cancelled).
    Notice(Delivery),
    /// Render the lobby message.
    Lobby,
    /// Render the board; `fresh`: post it anew (and retire the old one)
    /// even if the old one could be edited.
    Board { fresh: bool },
    /// Render a seat's DM hand; `post`: post it if there is none yet
    /// (otherwise only an existing message is updated). `since`: the
    /// lowest game version among its rows; a seat whose decision token is
    /// that new and that the game waits for has a new decision, which is
    /// posted as a new DM (a notification) instead of an edit.
    Hand { seat: Seat, post: bool, since: u64 },
    /// In a practice game, bring the board (with its pick menu) down if a
    /// pick started for the seat since game version `since` (`Hands::ping`).
    Ping { seat: Seat, since: u64 },
    /// Re-render every other seat's existing DM hand (no new DMs).
    OtherHands { except: Vec<Seat> },
    /// Post the final scores with the game record.
    Results,
    /// Tell a player back from away, by DM, what was played for them.
    Back {
        seat: Seat,
        games: Vec<PlayedWhileAway>,
    },
}

/// A task and the outbox rows that asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub task: Task,
    /// Ascending. The first is the step's identity for Discord's nonce: it
    /// stays pending until the step is done, so a retry after a crash names
    /// the same nonce.
    pub ids: Vec<i64>,
}

impl Step {
    pub fn first_id(&self) -> i64 {
        self.ids.first().copied().unwrap_or_default()
    }

    /// For logs.
    pub fn task_name(&self) -> &'static str {
        match self.task {
            Task::Announce { .. } => "announce",
            Task::Notice(Delivery::Reminder { .. }) => "reminder",
            Task::Notice(Delivery::TimedOut { .. }) => "timed-out notice",
            Task::Notice(Delivery::SeatReplaced { .. }) => "seat-replaced notice",
            Task::Notice(Delivery::SeatReclaimed { .. }) => "seat-reclaimed notice",
            Task::Notice(_) => "cancelled notice",
            Task::Lobby => "lobby",
            Task::Board { .. } => "board",
            Task::Hand { .. } => "hand",
            Task::Ping { .. } => "turn mention",
            Task::OtherHands { .. } => "other hands",
            Task::Results => "results",
            Task::Back { .. } => "back-from-away DM",
        }
    }
}
