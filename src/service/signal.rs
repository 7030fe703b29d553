//! Telling the delivery worker which games have new outbox rows, so it
//! goes straight to them instead of searching the outbox after every
//! commit (a search that grows with the backlog, exactly when the worker
//! is busiest). The worker still searches the outbox now and then, for
//! rows written before a restart or by another process.

use crate::store::GameId;
use std::collections::HashSet;
use std::sync::Mutex;
use tokio::sync::Notify;

#[derive(Debug, Default)]
pub struct OutboxSignal {
    games: Mutex<Signalled>,
    notify: Notify,
}

/// Games in the order first signalled, each once.
#[derive(Debug, Default)]
struct Signalled {
    order: Vec<GameId>,
    seen: HashSet<GameId>,
}

impl OutboxSignal {
    /// `game` has committed outbox rows: wake the worker.
    pub(crate) fn ready(&self, game: GameId) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.seen.insert(game) {
            games.order.push(game);
        }
        drop(games);
        // Wakes a waiting worker, or leaves a permit for the next wait.
        self.notify.notify_one();
    }

    /// The games signalled since the last call, in the order first
    /// signalled.
    pub fn take(&self) -> Vec<GameId> {
        std::mem::take(&mut *self.games.lock().unwrap_or_else(|e| e.into_inner())).order
    }

    /// Completes after the next [`OutboxSignal::ready`] (or at once if one
    /// came since the last wait).
    pub async fn notified(&self) {
        self.notify.notified().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_signal_before_the_wait_is_not_lost_and_names_its_games_once() {
        let signal = OutboxSignal::default();
        signal.ready(GameId(7));
        signal.ready(GameId(3));
        signal.ready(GameId(7));
        tokio::time::timeout(Duration::from_secs(1), signal.notified())
            .await
            .expect("the permit left by ready()");
        assert_eq!(signal.take(), [GameId(7), GameId(3)]);
        assert!(signal.take().is_empty());
    }
}
