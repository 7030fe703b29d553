//! How often a player is reminded. One reminder DM lists every game
//! waiting on them, so another game's reminder falling due within
//! [`REMINDER_GAP`] adds nothing. The turn is taken in the database, so
//! the rule holds across restarts and across processes.

use super::GameService;
use super::error::ServiceResult;
use std::time::Duration;

/// A player reminded is not reminded again for this long, whichever
/// game's reminder falls due.
pub const REMINDER_GAP: Duration = Duration::from_secs(60 * 60);

/// A reminder turn taken: give it back with [`GameService::unclaim_reminder`]
/// if the reminder did not go out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReminderTurn {
    pub user: u64,
    at: i64,
}

impl GameService {
    /// Takes the turn to remind `user` now: `None` if they were reminded
    /// (or are being reminded) less than [`REMINDER_GAP`] ago.
    pub async fn claim_reminder(&self, user: u64) -> ServiceResult<Option<ReminderTurn>> {
        let now = self.now_ms();
        let gap = i64::try_from(REMINDER_GAP.as_millis()).unwrap_or(i64::MAX);
        let claimed = self
            .inner
            .store
            .claim_reminder(user, now, now.saturating_sub(gap))
            .await?;
        Ok(claimed.then_some(ReminderTurn { user, at: now }))
    }

    /// The reminder of `turn` did not go out: the next one may.
    pub async fn unclaim_reminder(&self, turn: ReminderTurn) -> ServiceResult<()> {
        Ok(self
            .inner
            .store
            .unclaim_reminder(turn.user, turn.at)
            .await?)
    }
}
