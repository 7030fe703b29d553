//! What the pacer schedules calls by: how this process paces them
//! ([`Pacing`]), what a call is for ([`Priority`]), the bucket it counts
//! against ([`Route`]), and what Discord said of a bucket ([`Heard`]).

use std::time::Duration;

pub use crate::config::{DEFAULT_BOARD_EVERY, DEFAULT_GLOBAL_RATE, MAX_GLOBAL_RATE};
/// Messages posted, and messages edited, per channel per window.
pub const CHANNEL_LIMIT: usize = 5;
pub const CHANNEL_WINDOW: Duration = Duration::from_secs(5);

/// How this process paces its calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pacing {
    /// Global-limit requests per second this process may make.
    pub global_rate: u32,
    /// Assume Discord's per-channel limits before its headers say so.
    /// Off only for tests that measure something else, against a Discord
    /// double without limits.
    pub per_channel: bool,
    /// A game's board is redrawn at most this often while it plays: a
    /// change after a quiet spell shows at once, changes that follow
    /// within this time show together at its end (the latest state).
    pub board_every: std::time::Duration,
}

impl Default for Pacing {
    fn default() -> Pacing {
        Pacing {
            global_rate: DEFAULT_GLOBAL_RATE,
            per_channel: true,
            board_every: DEFAULT_BOARD_EVERY,
        }
    }
}

/// What a call is for; earlier goes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// What a player waits for: their DM hand and its prompt.
    Prompt,
    /// The lobby and the board.
    Board,
    /// A DM hand that asks nothing of its player now (their cards at the
    /// start, after a round): after the boards, so that at a busy moment
    /// (many games starting) the players waited on get their prompts first.
    Hand,
    /// Announcements, notices, results.
    Announce,
    /// Deleting replaced messages.
    Cleanup,
    /// DMs to a game's followers (spectators): after everything the
    /// players of every game wait for, and dropped when they come late
    /// (see `notes::FOLLOW_LATE_MS`), so spectators cannot spend the
    /// budget the tables need.
    Follow,
}

/// A rate-limit bucket as the pacer knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    Post {
        channel: u64,
    },
    Edit {
        channel: u64,
    },
    Delete {
        channel: u64,
    },
    OpenDm,
    /// Reading a message back (what another process drew on it).
    Read {
        channel: u64,
    },
    /// Opening a thread on a message, or reopening an archived one.
    Thread {
        channel: u64,
    },
}

impl Priority {
    /// Its name in the metrics.
    pub fn label(self) -> &'static str {
        match self {
            Priority::Prompt => "prompt",
            Priority::Board => "board",
            Priority::Hand => "hand",
            Priority::Announce => "announce",
            Priority::Cleanup => "cleanup",
            Priority::Follow => "follow",
        }
    }
}

impl Route {
    /// Its kind, as the metrics name it (no channel id: a bounded set).
    pub fn label(self) -> &'static str {
        match self {
            Route::Post { .. } => "post",
            Route::Edit { .. } => "edit",
            Route::Delete { .. } => "delete",
            Route::OpenDm => "open_dm",
            Route::Read { .. } => "read",
            Route::Thread { .. } => "thread",
        }
    }

    /// The limit assumed before Discord says anything.
    pub fn assumed(self) -> Option<(usize, Duration)> {
        match self {
            Route::Post { .. } | Route::Edit { .. } => Some((CHANNEL_LIMIT, CHANNEL_WINDOW)),
            Route::Delete { .. } | Route::OpenDm | Route::Read { .. } | Route::Thread { .. } => {
                None
            }
        }
    }
}

/// What Discord said about a bucket in an answer.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Heard {
    /// `X-RateLimit-Remaining`.
    pub remaining: Option<u32>,
    /// `X-RateLimit-Reset-After` (or, failing that, `Retry-After`).
    pub reset_after: Option<Duration>,
    /// A 429: the body's `retry_after` and whether it is global (body
    /// `global` or `X-RateLimit-Global`).
    pub limited: Option<(Duration, bool)>,
}
