//! Why the service refused: kinds with their fields, never sentences. The
//! Discord layer's text layer (`discord::text::refusal`) says each to the
//! player in their language; `Display` is for logs only.

use super::types::PlayerView;
use crate::engine::{ActionError, SetupError};
use crate::store::{GameId, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("no game #{0}")]
    NoSuchGame(GameId),
    #[error("channel busy with game #{existing}")]
    ChannelBusy { existing: GameId },
    #[error("bad options: {0}")]
    BadOptions(BadOption),
    #[error("already joined")]
    AlreadyJoined,
    #[error("lobby full")]
    LobbyFull,
    #[error("not in the lobby")]
    NotInLobby,
    #[error("not in the game")]
    NotInGame,
    #[error("hints are off")]
    HintsOff,
    #[error("nothing to hint")]
    NothingToHint,
    #[error("not over yet")]
    NotOverYet,
    #[error("that player is not in the game")]
    PlayerNotInGame,
    #[error("not an admin")]
    NotAdmin,
    /// `latest` is the season open now (0: the server never started one).
    #[error("no season {asked} (latest {latest})")]
    NoSuchSeason { asked: u64, latest: u64 },
    #[error("too many followers (limit {limit})")]
    TooManyFollowers { limit: u32 },
    #[error("following too many games (limit {limit})")]
    FollowingTooMany { limit: u32 },
    /// `host` is `None` when no human holds a seat any more: only Manage
    /// Server can act for the game then.
    #[error("not the host ({host:?})")]
    NotHost { host: Option<String> },
    #[error("wrong seat count {seats}")]
    WrongSeatCount { seats: usize },
    #[error("no AI seat")]
    NoAiSeat,
    #[error("already an AI")]
    AlreadyAi,
    #[error("already started")]
    AlreadyStarted,
    #[error("not started")]
    NotStarted,
    #[error("game over")]
    GameOver,
    #[error("cancelled")]
    Cancelled,
    /// The player gave up their seat for good (left, was kicked or
    /// replaced): nothing of it is theirs to see or play any more.
    #[error("seat given up (left: {left}, running: {running})")]
    SeatGivenUp {
        /// They left themselves (rather than being kicked or replaced).
        left: bool,
        /// The game still runs (they may watch its board).
        running: bool,
    },
    #[error("seat already theirs")]
    SeatAlreadyYours,
    /// `waiting`: the display names of the seats the game waits for.
    #[error("not their turn (waiting for {} seats)", .waiting.len())]
    NotYourTurn { waiting: Vec<String> },
    /// The button was from an older prompt. Carries the current view.
    #[error("stale")]
    Stale { current: Box<PlayerView> },
    #[error("duplicate")]
    Duplicate,
    /// A rule refused the action.
    #[error("rule: {0}")]
    Rule(ActionError),
    /// A read or a write failed. When the storage itself failed (the
    /// server cannot be reached, the disk is full...) the player is told
    /// to try again in a moment, as for [`ServiceError::Unsaved`].
    #[error("store: {0}")]
    Store(#[from] StoreError),
    /// A change did not commit (or the game could not be read) because
    /// the storage failed (a full disk, a
    /// read-only or removed file): nothing changed, and the store has
    /// already told the admin, once.
    #[error("unsaved: {0}")]
    Unsaved(StoreError),
    /// The database failed while committing a change: it may have been
    /// saved or not. The cached game is dropped, so the next use reads
    /// what the database holds.
    #[error("unconfirmed: {0}")]
    Unconfirmed(StoreError),
    /// Another process kept changing the game while this operation ran
    /// (every try found a newer state at commit): nothing was changed.
    #[error("busy")]
    Busy,
    #[error("internal: {0}")]
    Internal(String),
}

/// An option out of its bounds (the bounds come along for the sentence).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadOption {
    #[error("seasons out of 1..={max}")]
    Seasons { max: u8 },
    #[error("{what:?} out of {min_secs}..={max_secs} s")]
    Delay {
        what: Delay,
        min_secs: u64,
        max_secs: u64,
    },
    #[error("season name over {max} characters")]
    SeasonName { max: usize },
    #[error("default AI seats over {max}")]
    AiSeats { max: u8 },
    #[error("practice seats out of {min}..={max}")]
    PracticeSeats { min: u8, max: u8 },
    #[error("time away out of {min_hours} h..={max_days} days")]
    AwayTime { min_hours: u64, max_days: u64 },
    #[error(transparent)]
    Setup(SetupError),
}

/// Which delay option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delay {
    TurnTimeout,
    Reminder,
    /// A game clock's time bank.
    ClockBank,
    /// A game clock's increment per decision.
    ClockIncrement,
}

impl ServiceError {
    /// The commit found the game changed by another process: the
    /// operation may run again on the current state.
    pub fn is_conflict(&self) -> bool {
        matches!(self, ServiceError::Store(StoreError::Conflict(_)))
    }

    /// Worth an error in the log: a bug or an unexplained failure. A
    /// storage fault the store can name (logged once when it starts) is not
    /// logged again for every refused player.
    pub fn is_unexpected(&self) -> bool {
        match self {
            ServiceError::Store(e) => e.problem().is_none(),
            ServiceError::Internal(_) => true,
            _ => false,
        }
    }

    /// A failed write: a storage fault becomes [`ServiceError::Unsaved`].
    pub(crate) fn from_write(e: StoreError) -> ServiceError {
        match e {
            StoreError::DuplicateInteraction => ServiceError::Duplicate,
            e if e.is_unconfirmed() => ServiceError::Unconfirmed(e),
            e if e.is_fault() => ServiceError::Unsaved(e),
            e => ServiceError::Store(e),
        }
    }
}

pub type ServiceResult<T> = Result<T, ServiceError>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// A commit whose connection failed may have landed: the player is not
    /// told "nothing was saved" then, but to look before trying again.
    #[test]
    fn a_commit_cut_off_is_unconfirmed_not_unsaved() {
        let cut = || sqlx::Error::Io(std::io::ErrorKind::ConnectionReset.into());
        let e = ServiceError::from_write(StoreError::of_commit(cut()));
        assert!(matches!(e, ServiceError::Unconfirmed(_)), "{e:?}");
        let grouped = StoreError::Shared(Arc::new(StoreError::of_commit(cut())));
        assert!(matches!(
            ServiceError::from_write(grouped),
            ServiceError::Unconfirmed(_)
        ));
        // Before the commit, or a failure the database reported itself
        // (it rolled back): nothing was saved.
        let e = ServiceError::from_write(StoreError::Db(cut()));
        assert!(matches!(e, ServiceError::Unsaved(_)), "{e:?}");
        assert!(matches!(
            StoreError::of_commit(sqlx::Error::RowNotFound),
            StoreError::Db(_)
        ));
    }
}
