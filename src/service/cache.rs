//! The bounded cache of loaded games, which is also where each game's async
//! mutex lives. Games are loaded lazily on first use; the cache never holds
//! more than `capacity` idle games (entries someone is using are never
//! evicted, so two tasks can never hold two different mutexes for one
//! game).

use crate::store::{GameId, StoredGame, StoredSeat};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::Mutex as AsyncMutex;

/// A game as loaded from the store.
#[derive(Clone, Debug)]
pub(crate) struct Loaded {
    pub game: StoredGame,
    pub seats: Vec<StoredSeat>,
    /// Built on first need (see `GameService::with_journal`).
    pub journal: Option<super::journal::Journal>,
}

impl Loaded {
    /// Does the running game wait for `seat`'s decision?
    pub fn waits_for(&self, seat: crate::engine::Seat) -> bool {
        self.game.status == crate::store::GameStatus::Running
            && self
                .game
                .state
                .as_ref()
                .is_some_and(|g| g.is_waiting_for(seat))
    }
}

/// `None` until loaded (or after a failed commit, to force a reload).
pub(crate) type Slot = Arc<AsyncMutex<Option<Loaded>>>;

struct Entry {
    slot: Slot,
    last_used: u64,
}

pub(crate) struct Cache {
    capacity: usize,
    inner: Mutex<Inner>,
}

struct Inner {
    entries: HashMap<GameId, Entry>,
    tick: u64,
}

impl Cache {
    pub fn new(capacity: usize) -> Cache {
        Cache {
            capacity: capacity.max(1),
            inner: Mutex::new(Inner {
                entries: HashMap::new(),
                tick: 0,
            }),
        }
    }

    /// The game's slot, created empty if absent. Evicts least recently
    /// used idle entries beyond the capacity.
    pub fn slot(&self, id: GameId) -> Slot {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        if let Some(entry) = inner.entries.get_mut(&id) {
            entry.last_used = tick;
            return entry.slot.clone();
        }
        let slot: Slot = Arc::new(AsyncMutex::new(None));
        inner.entries.insert(
            id,
            Entry {
                slot: slot.clone(),
                last_used: tick,
            },
        );
        while inner.entries.len() > self.capacity {
            // Only the map holds an idle entry's Arc, and nobody can clone
            // it while we hold the map's lock.
            let victim = inner
                .entries
                .iter()
                .filter(|(_, e)| Arc::strong_count(&e.slot) == 1)
                .min_by_key(|(_, e)| e.last_used)
                .map(|(id, _)| *id);
            match victim {
                Some(v) => {
                    inner.entries.remove(&v);
                }
                None => break,
            }
        }
        slot
    }

    /// Games currently held (for tests and metrics).
    pub fn len(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entries
            .len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_games_beyond_the_capacity_are_dropped_least_recent_first() {
        let cache = Cache::new(2);
        drop(cache.slot(GameId(1)));
        drop(cache.slot(GameId(2)));
        drop(cache.slot(GameId(1)));
        drop(cache.slot(GameId(3)));
        assert_eq!(cache.len(), 2);
        let inner = cache.inner.lock().unwrap();
        assert!(inner.entries.contains_key(&GameId(1)));
        assert!(!inner.entries.contains_key(&GameId(2)));
    }

    #[test]
    fn a_game_in_use_keeps_its_one_mutex() {
        let cache = Cache::new(1);
        let held = cache.slot(GameId(1));
        let others: Vec<Slot> = (2..6).map(|i| cache.slot(GameId(i))).collect();
        // Everything is in use: nothing can go, so the cache grows.
        assert_eq!(cache.len(), 5);
        assert!(Arc::ptr_eq(&held, &cache.slot(GameId(1))));
        drop(others);
        drop(cache.slot(GameId(7)));
        assert!(cache.len() <= 2, "idle entries went: {}", cache.len());
        assert!(Arc::ptr_eq(&held, &cache.slot(GameId(1))));
    }
}
