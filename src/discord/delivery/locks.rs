//! Who may work on what at once, in this process: one delivery task per
//! game, one stage decision per game, and the presses being answered in
//! place, which the worker waits for before it renders their message.

use super::bounded::lock;
use crate::service::GameId;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

/// How long a render waits for the answer to a press on its message. An
/// answer goes out within Discord's 3 s; past that the render goes on (at
/// worst the same screen is drawn twice).
pub const PRESS_ANSWER_WAIT: Duration = Duration::from_secs(3);

/// A message the worker keeps that presses on it may redraw in their
/// answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PressOn {
    /// This user's DM hand.
    Dm(u64),
    /// The game's lobby message.
    Lobby,
    /// The game's board (a pick made with its menu).
    Board,
}

/// Held for reading by each press being answered, for writing by the
/// worker before it renders.
type PressLock = tokio::sync::RwLock<()>;

/// Locks kept while somebody holds them (weak: a lock nobody holds is
/// dropped and pruned).
struct Table<K, L>(Mutex<HashMap<K, Weak<L>>>);

impl<K, L> Default for Table<K, L> {
    fn default() -> Self {
        Table(Mutex::new(HashMap::new()))
    }
}

impl<K: Eq + Hash, L> Table<K, L> {
    /// The lock for `key`, made (by `make`) if nobody holds one.
    fn get(&self, key: K, make: impl FnOnce() -> L) -> Arc<L> {
        let mut locks = lock(&self.0);
        if let Some(existing) = locks.get(&key).and_then(Weak::upgrade) {
            return existing;
        }
        if locks.len() >= 1024 {
            locks.retain(|_, w| w.strong_count() > 0);
        }
        let fresh = Arc::new(make());
        locks.insert(key, Arc::downgrade(&fresh));
        fresh
    }
}

#[derive(Default)]
pub struct Locks {
    /// One delivery task per game at a time (`run` and `drain` may overlap).
    games: Table<GameId, tokio::sync::Mutex<()>>,
    /// One stage decision per game at a time (its lanes may ask at once;
    /// one thread must be opened, not two).
    stages: Table<GameId, tokio::sync::Mutex<()>>,
    /// Presses being answered in place, per game and message.
    presses: Table<(GameId, PressOn), PressLock>,
}

impl Locks {
    /// The game's delivery lock (lock it with `.lock().await`).
    pub fn game(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        self.games.get(game, Default::default)
    }

    /// Held while the game's stage is decided.
    pub fn stage(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        self.stages.get(game, Default::default)
    }

    /// Marks a press on `on` in `game` as being answered until the guard
    /// is dropped.
    pub async fn pressing(
        &self,
        game: GameId,
        on: PressOn,
    ) -> tokio::sync::OwnedRwLockReadGuard<()> {
        self.presses
            .get((game, on), Default::default)
            .read_owned()
            .await
    }

    /// Waits (at most `limit`) until no press on `on` in `game` is being
    /// answered, so that what the answer showed is known here.
    pub async fn presses_answered(&self, game: GameId, on: PressOn, limit: Duration) {
        let lock = self.presses.get((game, on), Default::default);
        if tokio::time::timeout(limit, lock.write()).await.is_err() {
            tracing::debug!(%game, ?on, "a press answer took too long; rendering anyway");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::time::Instant;

    #[tokio::test(start_paused = true)]
    async fn a_render_waits_for_the_answer_to_a_press_on_its_message_but_not_forever() {
        let locks = Arc::new(Locks::default());
        let (game, on) = (GameId(1), PressOn::Dm(7));
        let answering = locks.pressing(game, on).await;
        // Another message, or another game, does not wait.
        locks
            .presses_answered(game, PressOn::Lobby, Duration::from_secs(60))
            .await;
        locks
            .presses_answered(GameId(2), on, Duration::from_secs(60))
            .await;
        let waiter = {
            let locks = Arc::clone(&locks);
            tokio::spawn(async move {
                locks
                    .presses_answered(game, on, Duration::from_secs(60))
                    .await;
                Instant::now()
            })
        };
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert!(!waiter.is_finished(), "waits while the answer is going out");
        let released = Instant::now();
        drop(answering);
        assert!(waiter.await.unwrap() >= released);
        // An answer that never ends holds a render up to the limit only.
        let _stuck = locks.pressing(game, on).await;
        let t0 = Instant::now();
        locks
            .presses_answered(game, on, Duration::from_secs(3))
            .await;
        assert_eq!(t0.elapsed(), Duration::from_secs(3));
    }

    #[test]
    fn one_lock_per_game_while_held() {
        let locks = Locks::default();
        let a = locks.game(GameId(1));
        let b = locks.game(GameId(1));
        assert!(Arc::ptr_eq(&a, &b));
        assert!(!Arc::ptr_eq(&a, &locks.stage(GameId(1))), "stages apart");
        drop((a, b));
        let c = locks.game(GameId(1));
        assert_eq!(Arc::strong_count(&c), 1, "a fresh lock once nobody held it");
    }
}
