//! The game service: lobbies, seats, actions, the outbox, deadlines,
//! history and records. The Discord layer calls it with plain data (u64
//! Discord ids, [`Actor`]s, engine [`Action`](crate::engine::Action)s) and
//! renders what it returns; it never touches the store or a `Game`.
//!
//! Every change to a game runs under that game's async mutex and commits
//! one transaction (new state and version, action log rows, outbox rows,
//! deadline changes) before it returns. AI seats move inside the same
//! transaction as the change that made them due.

mod cache;
pub mod clock;
mod deadlines;
pub mod delivery;
pub mod error;
mod follow;
mod hints;
mod lobby;
mod lookup;
mod marks;
mod play;
pub mod ratings;
pub mod record;
mod rematch;
pub mod signal;
mod turn;
pub use turn::LAST_ONE_AFTER_SECS;
pub mod types;
pub mod verify;

pub use crate::store::{
    Controller, DeadlineKind, GameId, GameOptions, GameStatus, MessageSlot, StandInReason,
    StoredMessage,
};
pub use clock::{Clock, ManualClock, SystemClock};
pub use delivery::{Delivery, OutboxItem};
pub use error::{ServiceError, ServiceResult};
pub use ratings::{LEADERBOARD_PAGE, LeaderboardPage, PlayerRating};
pub use record::GameRecord;
pub use rematch::Rematch;
pub use signal::OutboxSignal;
pub use types::*;
pub use verify::VerifyReport;

use crate::store::{Change, DeadlineChange, GameUpdate, NewAction, SeatChange, Store};
use cache::{Cache, Loaded};
use std::sync::Arc;
use tokio::sync::OwnedMutexGuard;

/// Games kept in memory by default (idle ones beyond this are dropped and
/// reloaded on next use). A cached game costs a few KB (docs/PERFORMANCE.md),
/// and a game dropped while still being played is read and parsed again on
/// every click and every delivery, so this covers a busy bot's active games.
pub const DEFAULT_CACHE_CAPACITY: usize = 4096;

/// The game service. Cheap to clone; every clone shares the same state.
#[derive(Clone)]
pub struct GameService {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    clock: Arc<dyn Clock>,
    cache: Cache,
    outbox_ready: Arc<OutboxSignal>,
    marks: marks::Marks,
}

/// A locked, loaded game.
type Guard = OwnedMutexGuard<Option<Loaded>>;

/// What an operation wants committed.
struct Step {
    next: Loaded,
    /// The game row changes (version bump).
    bump: bool,
    seats: SeatWrite,
    actions: Vec<NewAction>,
    outbox: Vec<Delivery>,
    deadlines: DeadlineChange,
}

enum SeatWrite {
    Unchanged,
    All,
    Some(Vec<usize>),
}

impl Step {
    fn new(next: Loaded) -> Step {
        Step {
            next,
            bump: true,
            seats: SeatWrite::Unchanged,
            actions: Vec::new(),
            outbox: Vec::new(),
            deadlines: DeadlineChange::default(),
        }
    }
}

impl GameService {
    /// Opens the database at `url` (created and migrated if needed) with
    /// the wall clock. Start-up does not read any game.
    pub async fn open(url: &str) -> ServiceResult<GameService> {
        let store = Store::open(url).await?;
        Ok(GameService::new(
            store,
            Arc::new(SystemClock),
            DEFAULT_CACHE_CAPACITY,
        ))
    }

    pub fn new(store: Store, clock: Arc<dyn Clock>, cache_capacity: usize) -> GameService {
        GameService {
            inner: Arc::new(Inner {
                store,
                clock,
                cache: Cache::new(cache_capacity),
                outbox_ready: Arc::new(OutboxSignal::default()),
                marks: marks::Marks::default(),
            }),
        }
    }

    /// The store underneath (for `nanuk verify`, tests and benchmarks; the
    /// Discord layer uses the service methods).
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Signalled, with the game, after every commit that wrote outbox
    /// rows: the delivery worker waits on it between polls.
    pub fn outbox_ready(&self) -> Arc<OutboxSignal> {
        self.inner.outbox_ready.clone()
    }

    /// Games held in memory now (bounded by the cache capacity plus games
    /// in use).
    pub fn cached_games(&self) -> usize {
        self.inner.cache.len()
    }

    fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    /// Unix milliseconds on the service's clock: the time
    /// [`StoredMessage::created_at`] is stamped with.
    pub fn now_ms(&self) -> i64 {
        self.now()
    }

    /// Locks a game and loads it if it is not in memory.
    async fn lock(&self, id: GameId) -> ServiceResult<Guard> {
        let slot = self.inner.cache.slot(id);
        let mut guard = slot.lock_owned().await;
        if guard.is_none() {
            // A storage fault here stays `Store`: the delivery worker,
            // which reads games too, tries those again later.
            let found = self.inner.store.load_game(id).await.inspect_err(|e| {
                self.inner.store.note_fault(e);
            })?;
            match found {
                Some((game, seats)) => {
                    tracing::debug!(game = %id, "loaded game");
                    *guard = Some(Loaded { game, seats });
                }
                None => return Err(ServiceError::NoSuchGame(id)),
            }
        }
        Ok(guard)
    }

    /// Commits `step` and, once durable, makes it the cached state.
    async fn commit(&self, guard: &mut Guard, mut step: Step) -> ServiceResult<Loaded> {
        let old = guard.as_ref().expect("locked games are loaded");
        let now = self.now();
        if step.bump {
            step.next.game.version = old.game.version + 1;
            step.next.game.updated_at = now;
        }
        let next = &step.next;
        let outbox = step
            .outbox
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| ServiceError::Internal(e.to_string()))?;
        let change = Change {
            game: old.game.id,
            expected_version: old.game.version,
            now,
            update: step.bump.then_some(GameUpdate {
                status: next.game.status,
                version: next.game.version,
                action_count: next.game.action_count,
                seed: next.game.seed,
                state: next.game.state.as_ref(),
                started_at: next.game.started_at,
                finished_at: next.game.finished_at,
            }),
            seats: match &step.seats {
                SeatWrite::Unchanged => SeatChange::Unchanged,
                SeatWrite::All => SeatChange::Replace(&next.seats),
                SeatWrite::Some(list) => {
                    SeatChange::Update(list.iter().map(|&i| &next.seats[i]).collect())
                }
            },
            actions: std::mem::take(&mut step.actions),
            outbox,
            deadlines: std::mem::take(&mut step.deadlines),
        };
        let wrote_outbox = !change.outbox.is_empty();
        match self.inner.store.commit(&change).await {
            Ok(()) => {
                drop(change);
                **guard = Some(step.next.clone());
                if wrote_outbox {
                    self.inner.outbox_ready.ready(step.next.game.id);
                }
                Ok(step.next)
            }
            Err(e) => {
                // Whatever is in memory may no longer match the database:
                // the next use reloads the game from it.
                **guard = None;
                Err(ServiceError::from_write(e))
            }
        }
    }
}

fn loaded(guard: &Guard) -> &Loaded {
    guard.as_ref().expect("locked games are loaded")
}
