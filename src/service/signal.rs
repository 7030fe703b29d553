//! Telling the delivery worker which games have new outbox rows, so it
//! goes straight to them instead of searching the outbox after every
//! commit (a search that grows with the backlog, exactly when the worker
//! is busiest). The worker still searches the outbox now and then, for
//! rows written before a restart or by another process.

use crate::store::GameId;
use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;
use tokio::sync::Notify;

#[derive(Debug, Default)]
pub struct OutboxSignal {
    games: Mutex<GameQueue>,
    notify: Notify,
}

/// Games first come first served, each once (the signalled ones here,
/// the ones the worker means to deliver there).
#[derive(Debug, Default)]
pub struct GameQueue {
    order: VecDeque<GameId>,
    set: HashSet<GameId>,
}

impl GameQueue {
    pub fn extend(&mut self, games: impl IntoIterator<Item = GameId>) {
        for game in games {
            if self.set.insert(game) {
                self.order.push_back(game);
            }
        }
    }

    pub fn pop(&mut self) -> Option<GameId> {
        let game = self.order.pop_front()?;
        self.set.remove(&game);
        Some(game)
    }

    /// Returns `games` (popped, then not handled) to the front, in order.
    pub fn put_back(&mut self, games: Vec<GameId>) {
        for game in games.into_iter().rev() {
            if self.set.insert(game) {
                self.order.push_front(game);
            }
        }
    }
}

impl IntoIterator for GameQueue {
    type Item = GameId;
    type IntoIter = std::collections::vec_deque::IntoIter<GameId>;

    fn into_iter(self) -> Self::IntoIter {
        self.order.into_iter()
    }
}

impl OutboxSignal {
    /// `game` has committed outbox rows: wake the worker.
    pub(crate) fn ready(&self, game: GameId) {
        self.games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend([game]);
        // Wakes a waiting worker, or leaves a permit for the next wait.
        self.notify.notify_one();
    }

    /// The games signalled since the last call, in the order first
    /// signalled.
    pub fn take(&self) -> GameQueue {
        std::mem::take(&mut *self.games.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Completes after the next [`OutboxSignal::ready`] (or at once if one
    /// came since the last wait).
    pub async fn notified(&self) {
        self.notify.notified().await;
    }
}

/// Feeds `signal` with the games any process committed outbox rows to,
/// as the database announces them (PostgreSQL's `NOTIFY`): the process
/// whose worker holds a game's outbox hears of rows another process
/// wrote at once, not at its next search. Runs until aborted; a lost
/// listener is opened again.
pub(crate) async fn listen(store: crate::store::Store, signal: std::sync::Arc<OutboxSignal>) {
    loop {
        match store.outbox_listener().await {
            Ok(Some(mut listener)) => loop {
                match listener.next().await {
                    Ok(game) => signal.ready(game),
                    Err(e) => {
                        tracing::warn!(error = %e, "lost the outbox notifications; listening again soon");
                        break;
                    }
                }
            },
            Ok(None) => return,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for outbox notifications; trying again soon");
            }
        }
        tokio::time::sleep(std::time::Duration::from_secs(2)).await;
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
        let mut games = signal.take();
        assert_eq!(games.pop(), Some(GameId(7)));
        assert_eq!(games.pop(), Some(GameId(3)));
        assert_eq!(games.pop(), None);
        assert_eq!(signal.take().pop(), None);
    }

    #[test]
    fn queued_games_come_first_come_first_served_each_once() {
        let mut wanted = GameQueue::default();
        wanted.extend([GameId(5), GameId(2), GameId(5), GameId(9)]);
        assert_eq!(wanted.pop(), Some(GameId(5)));
        assert_eq!(wanted.pop(), Some(GameId(2)));
        wanted.put_back(vec![GameId(5), GameId(2)]);
        wanted.extend([GameId(2), GameId(1)]);
        let order: Vec<GameId> = std::iter::from_fn(|| wanted.pop()).collect();
        assert_eq!(order, [GameId(5), GameId(2), GameId(9), GameId(1)]);
    }
}
