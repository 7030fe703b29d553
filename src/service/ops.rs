//! The operator's questions to the service (issue 28): the database-wide
//! counts behind the metrics' gauges, and whether the database side of
//! the bot is ready. Sentences here are for the operator (a health
//! check's one line), never for players.

use super::GameService;
use super::error::ServiceResult;
use crate::store::StoreError;
use crate::telemetry::Census;
use std::time::Duration;

/// The outbox is stuck when its oldest undelivered row has waited this
/// long (a board held back by `NANUK_BOARD_EVERY` waits 20 s at most).
pub const OUTBOX_STUCK_AFTER: Duration = Duration::from_secs(60);

impl GameService {
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
}
