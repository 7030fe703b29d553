//! Group commit for delivery marks. Every game's delivery ends by marking
//! its outbox rows delivered; with many games delivering at once, one
//! transaction each would queue on the single write connection (and its
//! fsync) in front of the players' actions. Marks that arrive while a
//! commit is under way wait for it and then go together in the next one,
//! so under load the write connection sees a few large marks instead of
//! many small ones, and when idle a mark commits at once.

use super::error::{ServiceError, ServiceResult};
use crate::store::{Store, StoreError};
use std::sync::Arc;
use std::sync::Mutex;
use tokio::sync::{Mutex as AsyncMutex, oneshot};

type Reply = oneshot::Sender<Result<(), Arc<StoreError>>>;

#[derive(Debug, Default)]
pub(crate) struct Marks {
    /// Marks waiting for a commit, each with whom to tell.
    queued: Mutex<Vec<(Vec<i64>, Reply)>>,
    /// Held by whoever is committing (tokio's mutex is fair: first come,
    /// first served).
    committing: AsyncMutex<()>,
}

impl Marks {
    /// Marks `ids` delivered; returns once they are committed.
    pub async fn mark(&self, store: &Store, ids: &[i64], now: i64) -> ServiceResult<()> {
        let (reply, done) = oneshot::channel();
        self.queue().push((ids.to_vec(), reply));
        let mut done = done;
        let _turn = self.committing.lock().await;
        // The previous holder may have committed ours along with its own.
        if let Ok(result) = done.try_recv() {
            return result.map_err(failed);
        }
        let batch = std::mem::take(&mut *self.queue());
        let all: Vec<i64> = batch.iter().flat_map(|(ids, _)| ids).copied().collect();
        let result = store.mark_delivered(&all, now).await.map_err(Arc::new);
        for (_, reply) in batch {
            // A caller that gave up waiting does not need telling.
            let _ = reply.send(result.clone());
        }
        done.await
            .map_err(|_| ServiceError::Internal("a delivery mark was lost".into()))?
            .map_err(failed)
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Vec<(Vec<i64>, Reply)>> {
        self.queued.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A failed mark, for each caller it was committed for: a storage error,
/// so delivery tries again later (the rows stay pending).
fn failed(e: Arc<StoreError>) -> ServiceError {
    ServiceError::Store(StoreError::Shared(e))
}
