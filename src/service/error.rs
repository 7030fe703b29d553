//! Why the service refused. Every `Display` is a sentence a player can act
//! on; the bot shows it as is (ephemerally).

use super::types::PlayerView;
use crate::engine::ActionError;
use crate::store::{GameId, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("There is no game #{0}.")]
    NoSuchGame(GameId),
    #[error(
        "This channel already has a game (#{existing}): finish or cancel it before starting another."
    )]
    ChannelBusy { existing: GameId },
    #[error("{0}")]
    BadOptions(String),
    #[error("You are already in this game.")]
    AlreadyJoined,
    #[error("The lobby is full: Nanuk is played by at most 8.")]
    LobbyFull,
    #[error("You are not in this lobby.")]
    NotInLobby,
    #[error("You are not playing in this game.")]
    NotInGame,
    #[error(
        "Hints are off in this game: the host allows them with the `hints` option of `/nanuk start`."
    )]
    HintsOff,
    #[error("You have nothing to decide now, so there is nothing to hint.")]
    NothingToHint,
    #[error("This game is not over yet: a rematch opens when it ends.")]
    NotOverYet,
    #[error("That player is not in this game.")]
    PlayerNotInGame,
    #[error("Only someone with Manage Server can do that.")]
    NotAdmin,
    /// `latest` is the season open now (0: the server never started one).
    #[error("{}", no_such_season(*.asked, *.latest))]
    NoSuchSeason { asked: u64, latest: u64 },
    #[error("This game already has {limit} followers, the most it may have.")]
    TooManyFollowers { limit: u32 },
    #[error("You already follow {limit} running games, the most at once: unfollow one first.")]
    FollowingTooMany { limit: u32 },
    /// `host` is `None` when no human holds a seat any more: only Manage
    /// Server can act for the game then.
    #[error("{}", not_host(.host.as_deref()))]
    NotHost { host: Option<String> },
    #[error(
        "Nanuk needs 5 to 8 players and this lobby has {seats}: invite more players or add AI seats."
    )]
    WrongSeatCount { seats: usize },
    #[error("There is no AI seat to remove.")]
    NoAiSeat,
    #[error("That seat is already played by an AI.")]
    AlreadyAi,
    #[error("This game has already started.")]
    AlreadyStarted,
    #[error("This game has not started yet: the host starts it from the lobby.")]
    NotStarted,
    #[error("This game is over.")]
    GameOver,
    #[error("This game was cancelled.")]
    Cancelled,
    /// The player gave up their seat for good (left, was kicked or
    /// replaced): nothing of it is theirs to see or play any more.
    #[error("{}", given_up(*.left, *.running))]
    SeatGivenUp {
        /// They left themselves (rather than being kicked or replaced).
        left: bool,
        /// The game still runs (they may watch its board).
        running: bool,
    },
    #[error("Your seat is already yours: nobody is playing for you.")]
    SeatAlreadyYours,
    #[error("It's not your turn: the game is waiting for {waiting}.")]
    NotYourTurn { waiting: String },
    /// The button was from an older prompt. Carries the current view.
    #[error("This has changed since you saw it: here is the current state.")]
    Stale { current: Box<PlayerView> },
    #[error("That was already done.")]
    Duplicate,
    /// A rule refused the action (the engine's sentence).
    #[error("{}", sentence(&.0.to_string()))]
    Rule(ActionError),
    /// A read or a write failed. When the storage itself failed (the
    /// server cannot be reached, the disk is full...) the player is told
    /// to try again in a moment, as for [`ServiceError::Unsaved`].
    #[error("{}", store_sentence(.0))]
    Store(#[from] StoreError),
    /// A change did not commit (or the game could not be read) because
    /// the storage failed (a full disk, a
    /// read-only or removed file): nothing changed, and the store has
    /// already told the admin, once.
    #[error("{}", UNAVAILABLE)]
    Unsaved(StoreError),
    /// The database failed while committing a change: it may have been
    /// saved or not. The cached game is dropped, so the next use reads
    /// what the database holds.
    #[error(
        "I lost the database while saving that, so I cannot tell whether it counted. \
         Look at your hand (`/nanuk hand`) before you try again: the same button is never applied twice."
    )]
    Unconfirmed(StoreError),
    /// Another process kept changing the game while this operation ran
    /// (every try found a newer state at commit): nothing was changed.
    #[error("This game is busy right now and nothing was changed: please try again in a moment.")]
    Busy,
    #[error("Something went wrong in the game service; please tell the bot's admin.")]
    Internal(String),
}

/// What a player is told when the bot cannot use its database.
const UNAVAILABLE: &str = "Nothing was saved or changed: the bot cannot use its game database right now. Please try again in a moment.";

fn store_sentence(e: &StoreError) -> &'static str {
    if e.problem().is_some() {
        UNAVAILABLE
    } else {
        "Something went wrong while saving the game; please try again."
    }
}

fn not_host(host: Option<&str>) -> String {
    match host {
        Some(host) => format!("Only the host ({host}) or someone with Manage Server can do that."),
        None => "Only someone with Manage Server can do that: no player is left to host.".into(),
    }
}

fn no_such_season(asked: u64, latest: u64) -> String {
    match latest {
        0 => format!(
            "There is no season {asked}: this server has not started rating seasons (`/nanuk season start`)."
        ),
        _ => format!(
            "There is no season {asked}: this server's seasons are numbered 0 (before the first) to {latest}."
        ),
    }
}

fn given_up(left: bool, running: bool) -> &'static str {
    match (left, running) {
        (true, true) => {
            "You left this game and an AI plays your seat now; you can still watch its board."
        }
        (true, false) => "You left this game before it ended.",
        (false, true) => "An AI plays your seat in this game now; you can still watch its board.",
        (false, false) => "An AI played your seat in this game until it ended.",
    }
}

/// "it is not..." -> "It is not...."
fn sentence(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 1);
    let mut chars = s.chars();
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
        out.push_str(chars.as_str());
    }
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
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
        assert!(
            e.to_string().contains("cannot tell whether it counted"),
            "{e}"
        );
        let grouped = StoreError::Shared(Arc::new(StoreError::of_commit(cut())));
        assert!(matches!(
            ServiceError::from_write(grouped),
            ServiceError::Unconfirmed(_)
        ));
        // Before the commit, or a failure the database reported itself
        // (it rolled back): nothing was saved.
        let e = ServiceError::from_write(StoreError::Db(cut()));
        assert!(matches!(e, ServiceError::Unsaved(_)), "{e:?}");
        assert!(e.to_string().starts_with("Nothing was saved"), "{e}");
        assert!(matches!(
            StoreError::of_commit(sqlx::Error::RowNotFound),
            StoreError::Db(_)
        ));
    }
}
