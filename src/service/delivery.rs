//! What the delivery worker must show on Discord: outbox rows, written in
//! the same transaction as the change that made them due.

use crate::engine::{Event, Seat};
use crate::store::{GameId, StandInReason};
use serde::{Deserialize, Serialize};

/// One thing to show. Except for `Announce`, which carries its public
/// events, each is rendered from the game's *current* views when delivered
/// (so delivering a backlog shows the latest state, never a stale one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Delivery {
    /// Re-render the lobby message (seats, buttons; "started" once it has).
    Lobby,
    /// Post these public events in the channel (boasts, DOOMED!, the
    /// reveal, hunt days, outcome, picks...).
    Announce {
        events: Vec<Event>,
    },
    /// Re-render (or re-post) the public board.
    Board,
    /// Post the board afresh at the bottom of the channel and retire the
    /// old one (`/nanuk status`, when the board has scrolled away).
    RepostBoard,
    /// Re-render this seat's DM (hand and prompt) from its current view.
    Hand {
        seat: Seat,
    },
    /// Remind this seat's player; `last_one`: they are the only one a
    /// simultaneous step (secret sides, antes) still waits for.
    Reminder {
        seat: Seat,
        last_one: bool,
    },
    /// The turn timeout ran out: the AI acts for this seat until its player
    /// acts again.
    TimedOut {
        seat: Seat,
    },
    /// An AI took this seat for good.
    SeatReplaced {
        seat: Seat,
        reason: StandInReason,
    },
    /// The player took their seat back from the AI stand-in.
    SeatReclaimed {
        seat: Seat,
    },
    /// This seat's player is back from away: one DM says what an AI played
    /// for them in each of their games (written into one of them).
    Back {
        seat: Seat,
        games: Vec<PlayedWhileAway>,
    },
    /// Final scores and the record download.
    GameOver,
    Cancelled,
}

/// A game an AI played in for a player while they were away.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayedWhileAway {
    pub game: GameId,
    pub guild: u64,
    pub channel: u64,
    /// Decisions the AI made for them.
    pub decisions: u64,
    /// The game ended meanwhile.
    pub over: bool,
}

/// A game's next outbox rows for this process to deliver.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pending {
    pub items: Vec<OutboxItem>,
    /// Another process delivered the game since this one last did (only
    /// on a shared database): what this one remembers of the game's
    /// messages may be stale.
    pub changed_hands: bool,
}

/// An undelivered outbox row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutboxItem {
    /// Mark it delivered with this id; also a good Discord `nonce`.
    pub id: i64,
    pub game: GameId,
    /// The game version that wrote it.
    pub version: u64,
    pub delivery: Delivery,
    pub created_at: i64,
}
