//! The operator's questions to the service (issue 28): the database-wide
//! counts behind the metrics' gauges, and whether the database side of
//! the bot is ready. Sentences here are for the operator (a health
//! check's one line), never for players.

use super::error::ServiceResult;
use super::{GameService, Step, loaded};
use crate::service::Delivery;
use crate::store::{Controller, GameStatus, StandInReason, StoreError};
use crate::telemetry::Census;
use std::time::Duration;

/// The outbox is stuck when its oldest undelivered row has waited this
/// long (a board held back by `NANUK_BOARD_EVERY` waits 20 s at most).
pub const OUTBOX_STUCK_AFTER: Duration = Duration::from_secs(60);

impl GameService {
    /// When the database was last restored (0: never). The
    /// delivery puts it in its message nonces, so that a restored
    /// database's messages are never taken for those the database it
    /// replaced had posted (Discord returns the earlier message for a
    /// nonce it has seen within minutes).
    pub fn delivery_epoch(&self) -> u32 {
        self.inner.store.generation()
    }

    /// Games by state and kind, the undelivered outbox and due deadlines,
    /// counted in the database now.
    pub async fn census(&self) -> ServiceResult<Census> {
        Ok(self.inner.store.census(self.now()).await?)
    }

    /// `Ok` if the database takes a write now and the outbox is moving
    /// (its oldest undelivered row is younger than
    /// [`OUTBOX_STUCK_AFTER`]); else why not, in one line.
    pub async fn database_ready(&self) -> Result<(), String> {
        let store = &self.inner.store;
        if let Err(e) = store.probe_write().await {
            return Err(match e {
                StoreError::Unusable(why) => format!("the database cannot be written: {why}"),
                e => format!(
                    "the database cannot be written: {}",
                    e.problem().unwrap_or("it refused a test write")
                ),
            });
        }
        let waited = store.oldest_pending_outbox(self.now()).await.map_err(|e| {
            format!(
                "the database cannot be read: {}",
                e.problem().unwrap_or("it refused a read")
            )
        })?;
        if waited >= OUTBOX_STUCK_AFTER {
            return Err(format!(
                "the outbox is stuck: its oldest undelivered message has waited {} s (the limit is {} s)",
                waited.as_secs(),
                OUTBOX_STUCK_AFTER.as_secs()
            ));
        }
        Ok(())
    }

    /// Prepares a restored copy's open games to carry on (`nanuk
    /// restore`). Discord still shows what the lost database had moved on
    /// to, so:
    /// - every running game's version moves to at least
    ///   [`restored_version_floor`] of now: decision tokens are versions,
    ///   and a button from the lost stretch must never carry the token of
    ///   a decision the restored game reaches (seats keep their tokens, so
    ///   buttons drawn before the backup stay valid);
    /// - every open game's public message and players' hands are drawn
    ///   again from the stored state: a hand saying "nothing to decide"
    ///   would wait for ever.
    ///
    /// Returns how many games.
    pub async fn prepare_restored_games(&self) -> ServiceResult<u64> {
        let store = self.inner.store.clone();
        let floor = restored_version_floor(self.now());
        let mut after = 0;
        let mut redrawn = 0;
        loop {
            let ids = store.game_ids_after(after, 200).await?;
            let Some(last) = ids.last() else {
                return Ok(redrawn);
            };
            after = last.0;
            for id in ids {
                let mut guard = self.lock(id).await?;
                let l = loaded(&guard);
                let mut step = Step::new(l.clone());
                step.bump = false;
                match l.game.status {
                    GameStatus::Lobby => step.outbox.push(Delivery::Lobby),
                    GameStatus::Running => {
                        step.bump = true;
                        step.next.game.version = floor.max(l.game.version + 1);
                        step.outbox.push(Delivery::Board);
                        for s in &l.seats {
                            let reachable = s.user.is_some()
                                && matches!(
                                    s.controller,
                                    Controller::Human
                                        | Controller::StandIn(StandInReason::TimedOut)
                                );
                            if reachable {
                                step.outbox.push(Delivery::Hand { seat: s.seat });
                            }
                        }
                    }
                    GameStatus::Over | GameStatus::Cancelled => continue,
                }
                self.commit(&mut guard, step).await?;
                redrawn += 1;
            }
        }
    }
}

/// The least version a running game has after a restore at `now_ms`: the
/// time in microseconds. The database the backup replaced could not have
/// gone past it: its versions started below the floor of its own last
/// restore (or near 0), and a game's version grows by one per durable
/// commit, far fewer than one per microsecond.
pub fn restored_version_floor(now_ms: i64) -> u64 {
    u64::try_from(now_ms).unwrap_or(0).saturating_mul(1000)
}
