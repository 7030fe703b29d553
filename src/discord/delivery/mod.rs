//! The delivery worker: shows on Discord what the game service put in its
//! outbox, and is the only writer of the long-lived messages (the lobby,
//! the board, each seat's DM hand).
//!
//! - Exactly once: a row is marked delivered only after Discord accepted
//!   what it asked for; every post carries a `nonce` made from the outbox
//!   id with `enforce_nonce`, so re-delivering after a crash returns the
//!   message already posted; edits are idempotent.
//! - In order: one game's rows are delivered strictly in outbox order by
//!   one task at a time; different games go concurrently (at most
//!   [`GAMES_AT_ONCE`]). Renders of the board and hands coalesce (see
//!   [`plan`]).
//! - Through faults: transient failures are retried ([`calls::ATTEMPTS`]);
//!   if they persist the game's rows stay pending and the game cools down
//!   (2 s doubling to 1 min) while other games go on. Anything Discord will
//!   never accept is logged and settled, so no row blocks the queue.

mod calls;
mod channel;
mod error;
mod game;
mod hands;
mod memory;
mod plan;
mod slots;

pub use calls::ATTEMPTS;
pub use error::DeliveryError;
pub use slots::REPOST_AFTER_MS;

use crate::discord::places::Places;
use crate::service::GameService;
use crate::store::GameId;
use game::GameOutcome;
use memory::Memory;
use serenity::http::Http;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

/// Games delivered at the same time. A game's delivery mostly waits on
/// Discord and the database, so many overlap on two cores.
pub const GAMES_AT_ONCE: usize = 16;
/// The worker also looks for work this often, so nothing waits forever
/// on a missed notification or a cooled-down game.
pub const POLL: Duration = Duration::from_secs(2);
/// Games with pending rows looked at per scan.
const SCAN: u32 = 500;
/// A bound on the passes of one `drain`.
const MAX_DRAIN_PASSES: usize = 1_000;

/// Delivers the outbox. Cheap to clone; clones share their state.
#[derive(Clone)]
pub struct Deliverer {
    inner: Arc<Inner>,
}

struct Inner {
    http: Arc<Http>,
    service: GameService,
    places: Places,
    memory: Memory,
    games_at_once: Arc<Semaphore>,
}

/// What one pass over the pending games did.
#[derive(Debug, Default)]
struct PassReport {
    handled: usize,
    /// Games stopped by a transient failure.
    stalled: Vec<GameId>,
}

impl Deliverer {
    pub fn new(http: Arc<Http>, service: GameService, places: Places) -> Deliverer {
        Deliverer {
            inner: Arc::new(Inner {
                http,
                service,
                places,
                memory: Memory::default(),
                games_at_once: Arc::new(Semaphore::new(GAMES_AT_ONCE)),
            }),
        }
    }

    /// Delivers until `shutdown` becomes true (or its sender is dropped):
    /// wakes on `service.outbox_ready()`, when a game's delivery ends, and
    /// every [`POLL`]. Each game with pending rows gets a task as soon as
    /// a slot is free (at most [`GAMES_AT_ONCE`]); a slow game never holds
    /// up the others. Never panics; failures are logged.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let ready = self.inner.service.outbox_ready();
        tracing::info!("delivery worker started");
        let mut tasks = JoinSet::new();
        let mut running: HashMap<tokio::task::Id, GameId> = HashMap::new();
        loop {
            if *shutdown.borrow_and_update() {
                break;
            }
            // Registered before the scan, so a commit during it is not missed.
            let notified = ready.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Err(e) = self.start_games(&mut tasks, &mut running).await {
                tracing::warn!(error = %e, "could not read the outbox; trying again soon");
            }
            tokio::select! {
                () = &mut notified => {}
                Some(joined) = tasks.join_next_with_id() => {
                    self.inner.finished(joined, &mut running);
                }
                () = tokio::time::sleep(POLL) => {}
                changed = shutdown.changed() => {
                    if changed.is_err() {
                        break;
                    }
                }
            }
        }
        // Games in flight finish their batch; the drain at shutdown does the rest.
        while let Some(joined) = tasks.join_next_with_id().await {
            self.inner.finished(joined, &mut running);
        }
        tracing::info!("delivery worker stopped");
    }

    /// Starts a task for each game with pending rows that has none yet and
    /// is not cooling down, while slots are free.
    async fn start_games(
        &self,
        tasks: &mut JoinSet<GameOutcome>,
        running: &mut HashMap<tokio::task::Id, GameId>,
    ) -> Result<(), DeliveryError> {
        let busy: HashSet<GameId> = running.values().copied().collect();
        let now = tokio::time::Instant::now();
        for game in self.inner.service.games_to_deliver(SCAN).await? {
            if busy.contains(&game) || self.inner.memory.cooling_down(game, now) {
                continue;
            }
            let Ok(permit) = Arc::clone(&self.inner.games_at_once).try_acquire_owned() else {
                break; // the next free slot scans again
            };
            let inner = Arc::clone(&self.inner);
            let task = tasks.spawn(async move {
                let _permit = permit;
                inner.deliver_game(game).await
            });
            running.insert(task.id(), game);
        }
        Ok(())
    }

    /// Delivers everything pending now (for tests and shutdown), ignoring
    /// cool-downs; returns how many outbox rows were handled (delivered,
    /// or settled after a permanent failure). A game whose delivery still
    /// fails after the retries is not tried again by the same drain: its
    /// rows stay pending. Fails only if the outbox cannot be read.
    pub async fn drain(&self) -> anyhow::Result<usize> {
        let mut total = 0;
        let mut stalled = HashSet::new();
        for _ in 0..MAX_DRAIN_PASSES {
            let report = self.pass(&stalled).await?;
            total += report.handled;
            stalled.extend(report.stalled);
            if report.handled == 0 {
                break;
            }
        }
        Ok(total)
    }

    /// Delivers every game with pending rows (each in its own task, at
    /// most [`GAMES_AT_ONCE`] at a time), except those in `skip`, cooling
    /// down or not, and waits for them all.
    async fn pass(&self, skip: &HashSet<GameId>) -> Result<PassReport, DeliveryError> {
        let inner = &self.inner;
        let mut games = inner.service.games_to_deliver(SCAN).await?;
        games.retain(|g| !skip.contains(g));
        let mut tasks = JoinSet::new();
        let mut task_games: HashMap<tokio::task::Id, GameId> = HashMap::new();
        for game in games {
            let Ok(permit) = Arc::clone(&inner.games_at_once).acquire_owned().await else {
                break; // never closed
            };
            let inner = Arc::clone(inner);
            let task = tasks.spawn(async move {
                let _permit = permit;
                inner.deliver_game(game).await
            });
            task_games.insert(task.id(), game);
        }
        let mut report = PassReport::default();
        while let Some(joined) = tasks.join_next_with_id().await {
            let (game, outcome) = inner.finished(joined, &mut task_games);
            let Some(game) = game else { continue };
            report.handled += outcome.handled;
            if outcome.stalled.is_some() {
                report.stalled.push(game);
            }
        }
        Ok(report)
    }
}

impl Inner {
    /// Books a finished delivery task: a stalled game cools down, a
    /// delivered one is well again. Returns its game and outcome.
    fn finished(
        &self,
        joined: Result<(tokio::task::Id, GameOutcome), tokio::task::JoinError>,
        running: &mut HashMap<tokio::task::Id, GameId>,
    ) -> (Option<GameId>, GameOutcome) {
        let (game, outcome) = match joined {
            Ok((task, outcome)) => (running.remove(&task), outcome),
            Err(e) => {
                // A bug: the game is left to cool down like a stalled one.
                tracing::error!(error = %e, "a delivery task failed");
                (running.remove(&e.id()), GameOutcome::panicked())
            }
        };
        if let Some(game) = game {
            match &outcome.stalled {
                Some(why) => {
                    let wait = self.memory.stalled(game, tokio::time::Instant::now());
                    tracing::warn!(%game, reason = %why, ?wait,
                        "delivery stalled; the game's rows stay pending");
                }
                None => self.memory.recovered(game),
            }
        }
        (game, outcome)
    }
}
