//! The game service: lobbies, seats, actions, the outbox, deadlines,
//! history and records. The Discord layer calls it with plain data (u64
//! Discord ids, [`Actor`]s, engine [`Action`](crate::engine::Action)s) and
//! renders what it returns; it never touches the store or a `Game`.
//!
//! Every change to a game runs under that game's async mutex and commits
//! one transaction (new state and version, action log rows, outbox rows,
//! deadline changes) before it returns. AI seats that decide quickly move
//! inside the same transaction as the change that made them due; a strong
//! AI's move is committed after it, by a background task (`thinking`).
//! On a database other processes share (PostgreSQL) a cached game is
//! checked against its stored version before use, a commit that finds the
//! game changed runs the operation again on the stored state, and the
//! outbox and deadlines are claimed with leases (docs/architecture.md,
//! "Several processes").

mod away;
pub mod backup;
mod cache;
pub mod clock;
mod deadlines;
pub mod delivery;
mod dms;
pub mod error;
mod follow;
mod hints;
pub mod journal;
mod languages;
mod lobby;
mod lookup;
mod marks;
mod ops;
mod play;
mod practice;
pub mod ratings;
pub mod record;
mod rematch;
pub mod reminders;
pub mod settings;
pub mod signal;
mod thinking;
mod time_bank;
mod turn;
pub use turn::LAST_ONE_AFTER_SECS;
pub mod types;
pub mod verify;

pub use crate::store::{
    ActorKind, ClockOptions, Controller, DeadlineKind, GameId, GameOptions, GameStatus, HoldState,
    LanguageScope, LobbyDefaults, MessageSlot, NO_GUILD, ShardConflict, ShardHold, StandInReason,
    StoreError, StoredLanguage, StoredMessage,
};
pub use away::{AwayStarted, MAX_AWAY_SECS, MIN_AWAY_SECS};
pub use clock::{Clock, ManualClock, SystemClock};
pub use delivery::{Delivery, OutboxItem, Pending, PlayedWhileAway};
pub use error::{BadOption, Delay, ServiceError, ServiceResult};
pub use follow::{MAX_FOLLOWED, MAX_FOLLOWERS};
pub use journal::{LastAct, Recap};
pub use languages::Languages;
pub use lookup::OUTBOX_LEASE_MS;
pub use ops::OUTBOX_STUCK_AFTER;
pub use practice::{DEFAULT_PRACTICE_SEATS, Practice};
pub use ratings::{
    LEADERBOARD_PAGE, Ladder, LeaderboardPage, MAX_SEASON_NAME, PlayerRating, Season, SeasonStarted,
};
pub use record::GameRecord;
pub use rematch::Rematch;
pub use settings::{DEFAULT_REMINDER_SECS, MAX_DEFAULT_AI_SEATS};
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

/// How long a claim on background work (a due deadline, an AI move; a
/// game's outbox at most [`OUTBOX_LEASE_MS`]) lasts unless its process
/// renews it: the time another process waits before it takes over the
/// work of one that died.
pub const CLAIM_LEASE_SECS: u64 = 60;

/// Times an operation is run again after another process changed its
/// game under it, before giving up with [`ServiceError::Busy`].
pub const CONFLICT_ATTEMPTS: u32 = 12;

/// Runs `$op` (an expression giving a future of a `ServiceResult`) again,
/// on the game as now stored, while its commit finds the game changed by
/// another process ([`StoreError::Conflict`](crate::store::StoreError)),
/// at most [`CONFLICT_ATTEMPTS`] times in all. The failed commit already
/// dropped the cached game, so the next run reloads it.
macro_rules! on_current_state {
    ($svc:expr, $op:expr) => {{
        let mut attempt = 1;
        loop {
            match $op.await {
                Err(e) if e.is_conflict() => {
                    $svc.inner.conflicts.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if attempt >= $crate::service::CONFLICT_ATTEMPTS {
                        tracing::warn!(error = %e, attempt, "a game kept changing under an operation");
                        break Err($crate::service::ServiceError::Busy);
                    }
                    $crate::service::conflict_pause(attempt).await;
                    attempt += 1;
                }
                r => break r,
            }
        }
    }};
}
pub(crate) use on_current_state;

/// A short, jittered, growing pause before running an operation again,
/// so two processes retrying one game do not collide in step.
pub(crate) async fn conflict_pause(attempt: u32) {
    let ms = rand::random_range(0..=(1u64 << attempt.min(6)));
    tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
}

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
    /// This service's name in claims (unique per process and service).
    process: String,
    /// Operations run again because another process changed their game.
    conflicts: std::sync::atomic::AtomicU64,
    /// Claim lease in ms ([`CLAIM_LEASE_SECS`] unless set).
    lease_ms: std::sync::atomic::AtomicI64,
    /// The task hearing other processes' outbox commits (shared database).
    listening: Option<tokio::task::AbortHandle>,
    /// Games whose AI task runs, and whether it should look again.
    thinking: std::sync::Mutex<std::collections::HashMap<GameId, bool>>,
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(task) = &self.listening {
            task.abort();
        }
    }
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

    /// On a shared database (PostgreSQL) called within a tokio runtime, it
    /// also starts listening for other processes' outbox commits, until
    /// the last clone is dropped.
    pub fn new(store: Store, clock: Arc<dyn Clock>, cache_capacity: usize) -> GameService {
        let outbox_ready = Arc::new(OutboxSignal::default());
        let listening = match tokio::runtime::Handle::try_current() {
            Ok(rt) if store.shared() => Some(
                rt.spawn(signal::listen(store.clone(), outbox_ready.clone()))
                    .abort_handle(),
            ),
            _ => None,
        };
        GameService {
            inner: Arc::new(Inner {
                store,
                clock,
                cache: Cache::new(cache_capacity),
                outbox_ready,
                listening,
                thinking: Default::default(),
                marks: marks::Marks::default(),
                process: format!("{}-{:016x}", std::process::id(), rand::random::<u64>()),
                conflicts: Default::default(),
                lease_ms: std::sync::atomic::AtomicI64::new(CLAIM_LEASE_SECS as i64 * 1000),
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

    /// This service's name in the claims it takes (process id and a
    /// random part: two services in one process are two claimers).
    pub fn process_id(&self) -> &str {
        &self.inner.process
    }

    /// How many times an operation ran again because another process
    /// changed its game first (see [`CONFLICT_ATTEMPTS`]).
    pub fn conflicts(&self) -> u64 {
        self.inner
            .conflicts
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Sets how long this service's claims last unless renewed (default
    /// [`CLAIM_LEASE_SECS`]; a game's outbox claim at most
    /// [`OUTBOX_LEASE_MS`]): how long a process that died holds up its
    /// work. At least one second.
    pub fn set_claim_lease(&self, lease: std::time::Duration) {
        let ms = lease.as_millis().clamp(1000, i64::MAX as u128) as i64;
        self.inner
            .lease_ms
            .store(ms, std::sync::atomic::Ordering::Relaxed);
    }

    /// A claim by this service now, with a fresh lease.
    fn claim(&self) -> crate::store::Claim<'_> {
        let now = self.now();
        let lease = self
            .inner
            .lease_ms
            .load(std::sync::atomic::Ordering::Relaxed);
        crate::store::Claim {
            by: &self.inner.process,
            now,
            until: now + lease,
        }
    }

    fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    /// Unix milliseconds on the service's clock: the time
    /// [`StoredMessage::created_at`] is stamped with.
    pub fn now_ms(&self) -> i64 {
        self.now()
    }

    /// Locks a game and loads it if it is not in memory, or if another
    /// process has changed it since (on a shared database the cached
    /// version is checked against the stored one on every use: a game is
    /// never served, or changed, from a state another process moved on
    /// from; the commit's version check covers the moment in between).
    async fn lock(&self, id: GameId) -> ServiceResult<Guard> {
        let slot = self.inner.cache.slot(id);
        let mut guard = slot.lock_owned().await;
        if let Some(cached) = guard.as_ref()
            && self.inner.store.shared()
        {
            let stored = self.inner.store.game_version(id).await.inspect_err(|e| {
                self.inner.store.note_fault(e);
            })?;
            if stored != Some(cached.game.version) {
                tracing::debug!(game = %id, cached = cached.game.version, ?stored,
                    "another process changed the game; reloading");
                *guard = None;
            }
        }
        if guard.is_none() {
            // A storage fault here stays `Store`: the delivery worker,
            // which reads games too, tries those again later.
            let found = self.inner.store.load_game(id).await.inspect_err(|e| {
                self.inner.store.note_fault(e);
            })?;
            match found {
                Some((game, seats)) => {
                    tracing::debug!(game = %id, "loaded game");
                    *guard = Some(Loaded {
                        game,
                        seats,
                        journal: None,
                    });
                }
                None => return Err(ServiceError::NoSuchGame(id)),
            }
        }
        Ok(guard)
    }

    /// `lock`, with the game's journal built if it was not yet (a read of
    /// its action log), for the views that show a recap.
    async fn lock_with_journal(&self, id: GameId) -> ServiceResult<Guard> {
        let mut guard = self.lock(id).await?;
        let l = loaded(&guard);
        if l.journal.is_none() && l.game.state.is_some() {
            let log = self.inner.store.actions(id).await.inspect_err(|e| {
                self.inner.store.note_fault(e);
            })?;
            let journal = journal::Journal::rebuild(&l.game, &log);
            if journal.is_none() {
                tracing::warn!(game = %id, "the action log does not replay: no recaps");
            }
            if let Some(l) = guard.as_mut() {
                l.journal = journal;
            }
        }
        Ok(guard)
    }

    /// Commits `step` and, once durable, makes it the cached state.
    async fn commit(&self, guard: &mut Guard, mut step: Step) -> ServiceResult<Loaded> {
        let old = guard.as_ref().expect("locked games are loaded");
        let now = self.now();
        if step.bump {
            // The next version, or further when asked (a restore moves
            // versions past the lost database's, see `ops.rs`).
            step.next.game.version = step.next.game.version.max(old.game.version + 1);
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
                options: next.game.options,
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
        let ai_due = change
            .deadlines
            .set
            .iter()
            .any(|d| d.kind == crate::store::DeadlineKind::AiMove);
        match self.inner.store.commit(&change).await {
            Ok(()) => {
                let journal = match (&old.journal, &old.game.state) {
                    (Some(journal), Some(before)) if !change.actions.is_empty() => {
                        journal.clone().advance(before, &change.actions)
                    }
                    (journal, _) if old.game.state.is_some() => journal.clone(),
                    // Just started: built from the log on first need.
                    _ => None,
                };
                drop(change);
                step.next.journal = journal;
                **guard = Some(step.next.clone());
                if wrote_outbox {
                    self.inner.outbox_ready.ready(step.next.game.id);
                }
                if ai_due {
                    // Played right after this commit, off the caller's path.
                    self.wake_ai(step.next.game.id);
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
