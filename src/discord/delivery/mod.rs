//! The delivery worker: shows on Discord what the game service put in its
//! outbox. It keeps the long-lived messages (the lobby, the board, each
//! seat's DM hand) up to date; a press answered in place redraws its own
//! message in the interaction's answer, and the worker waits for that
//! answer and knows what it showed (`redraws.rs`).
//!
//! - Exactly once: a row is marked delivered only after Discord accepted
//!   what it asked for; every post carries a `nonce` made from the outbox
//!   id with `enforce_nonce`, so re-delivering after a crash returns the
//!   message already posted; edits are idempotent.
//! - In order: one game's rows are delivered strictly in outbox order by
//!   one task at a time; different games go concurrently (at most
//!   [`GAMES_AT_ONCE`]). Renders of the board and hands coalesce (see
//!   `plan.rs`).
//! - Paced: every call waits its turn in the pacer (Discord's global and
//!   per-channel budgets, prompts first), and reads what Discord's
//!   rate-limit headers and 429s say (`rest.rs`).
//! - Through faults: a 429 is waited out as long as Discord says; 5xx and
//!   connection errors are retried ([`calls::ATTEMPTS`]). A game's lanes
//!   (each DM hand, the channel) go at once, so one failing message holds
//!   up no other player's prompt. If failures persist, the stuck lane's
//!   rows stay pending and the game cools down for 1 to 3 s (jittered,
//!   reset by any success) while other games go on. Anything Discord will
//!   never accept is logged and given up, so no row blocks the queue.
//!
//! # Glossary (one word per idea, here and in every file below)
//!
//! - **row**: one outbox entry of the service ([`crate::service::Delivery`]).
//!   **Delivered**: marked done, once every step it asked for is done (or
//!   given up for good).
//! - **batch**: a game's pending rows, read with the game's state once
//!   (`batch.rs`, `GameCtx`).
//! - **plan**, **step**, **task**: the plan turns a batch's rows into steps
//!   (`plan.rs`); a step is a task (a piece of Discord work) and the rows
//!   that asked for it (`task.rs`).
//! - **lane**: steps that go one after the other (a seat's DM, the
//!   channel, the final hands); lanes go at once (`game.rs`).
//! - **slot**: a long-lived message the worker keeps for a game (lobby,
//!   board, stage, a seat's hand, a seat's DM notice). Its **remembered
//!   message** is in the database, read through once (`shown.rs`); its
//!   **look** is the digest of what it shows; a **record** is a message
//!   that offers no controls any more (`slots.rs` draws, `shown.rs` knows).
//! - **stage**: where a started game is played, its thread or its channel
//!   (`stage.rs`).
//! - **hold**: a step, or a whole game, put off until an instant, with a
//!   reason (`holds::Why`): its rows stay pending and the game comes
//!   back then. `schedule.rs` is the one place that decides holds; a
//!   **cooldown** is the hold of a game whose pass failed.
//! - **patience**: how long a step that could be held lets its calls wait
//!   in the pacer before it is put off (a hold, `Why::PutOff`).
//! - **priority** and **route**: what a call is for, and the rate-limit
//!   bucket it counts against (`routes.rs`); the **pacer** grants calls
//!   by them (`pacer.rs`).
//! - **parts**: the handles and per-process state every game's delivery
//!   shares (`parts.rs`); each part's behaviour lives in its own file.
//!   Per-process state only saves calls: a restart rebuilds it from the
//!   database and Discord.

mod ahead;
mod batch;
mod bounded;
mod calls;
mod channel;
mod dms;
mod error;
mod game;
mod hands;
mod holds;
mod locks;
mod notes;
mod pacer;
mod parts;
mod plan;
mod redraws;
mod rest;
mod routes;
mod schedule;
mod shown;
mod slots;
mod stage;
mod task;

pub use calls::ATTEMPTS;
pub use dms::DM_RETRY_AFTER;
pub use error::DeliveryError;
pub use redraws::{InPlace, PickTurn, PressOn, Redraws, Telling};
pub use routes::{DEFAULT_BOARD_EVERY, DEFAULT_GLOBAL_RATE, MAX_GLOBAL_RATE, Pacing};
pub use slots::REPOST_AFTER_MS;

use crate::discord::places::Places;
use crate::service::GameId;
use crate::service::GameService;
use crate::service::signal::GameQueue;
use game::GameOutcome;
use holds::Why;
use parts::Parts;
use serenity::http::Http;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;

/// Games delivered at the same time. A game's delivery mostly waits on
/// Discord's budget and the database, so many overlap on two cores; and
/// the pacer can only put a game's prompt before other games' boards and
/// hands if that game is among those being delivered (with 16, when many
/// games started at once, a new game's first prompt waited ~30 s for a
/// slot held by games whose remaining calls were low-priority hands;
/// a task waiting on the pacer costs a few KB).
pub const GAMES_AT_ONCE: usize = 512;
/// The worker also looks for work this often, so nothing waits forever
/// on a missed notification or a cooled-down game.
pub const POLL: Duration = Duration::from_secs(2);
/// How often the worker renews its outbox claims (on a shared database):
/// well within `service::OUTBOX_LEASE_MS`, so a slow renewal or two never
/// lets a live process's claim run out.
const RENEW_CLAIMS: Duration = Duration::from_secs(3);
/// Games with pending rows looked at per scan.
const SCAN: u32 = 500;
/// A bound on the passes of one `drain`.
const MAX_DRAIN_PASSES: usize = 1_000;

/// Delivers the outbox. Cheap to clone; clones share their state.
#[derive(Clone)]
pub struct Deliverer {
    parts: Arc<Parts>,
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
        Deliverer::with_pacing(http, service, places, Pacing::default())
    }

    /// A worker whose calls go where `http`'s go (its proxy or Discord,
    /// with its token), paced as `pacing` says.
    pub fn with_pacing(
        http: Arc<Http>,
        service: GameService,
        places: Places,
        pacing: Pacing,
    ) -> Deliverer {
        Deliverer::sharing(http, service, places, pacing, Redraws::default())
    }

    /// A worker that knows what the component handlers holding `redraws`
    /// showed in their answers.
    pub fn sharing(
        http: Arc<Http>,
        service: GameService,
        places: Places,
        pacing: Pacing,
        redraws: Redraws,
    ) -> Deliverer {
        let pacer = Arc::new(pacer::Pacer::new(pacing));
        calls::set_epoch(service.delivery_epoch());
        let rest = rest::Rest::like(&http, pacer);
        Deliverer {
            parts: Arc::new(Parts {
                slots: slots::Slots {
                    rest: rest.clone(),
                    service: service.clone(),
                    shown: redraws.shown,
                    dms: Arc::default(),
                },
                rest,
                places,
                locks: redraws.locks,
                boards: holds::Boards::default(),
                cooldowns: holds::Cooldowns::default(),
                ahead: ahead::Ahead::default(),
                games_at_once: Arc::new(Semaphore::new(GAMES_AT_ONCE)),
                board_every: pacing.board_every,
                began_ms: service.now_ms(),
                service,
            }),
        }
    }

    /// Delivers until `shutdown` becomes true (or its sender is dropped).
    /// Games to deliver come from the service's signal (each commit names
    /// its game) and from a search of the outbox at start and every
    /// [`POLL`] (rows from before a restart, games back from a cool-down).
    /// Each gets a task as soon as a slot is free (at most
    /// [`GAMES_AT_ONCE`]); a slow game never holds up the others; a stalled
    /// one comes back when its own cool-down ends. Never
    /// panics; failures are logged.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let p = &self.parts;
        let signal = p.service.outbox_ready();
        tracing::info!("delivery worker started");
        let opener = {
            let (p, shutdown) = (Arc::clone(p), shutdown.clone());
            tokio::spawn(async move { p.ahead.run(&p.slots, shutdown).await })
        };
        let renewer = p
            .service
            .shares_database()
            .then(|| tokio::spawn(renew_claims(p.service.clone(), shutdown.clone())));
        let mut tasks = JoinSet::new();
        let mut running: HashMap<tokio::task::Id, GameId> = HashMap::new();
        let mut wanted = GameQueue::default();
        let mut search_at = tokio::time::Instant::now();
        // Held games (a step held, or cooling down after a failure), each
        // wanted again when its hold ends.
        let mut comebacks: BinaryHeap<Reverse<(tokio::time::Instant, GameId)>> = BinaryHeap::new();
        // Games with a held step: the search leaves them to their comeback
        // (a new commit still wakes them for the other rows).
        let mut held: HashMap<GameId, tokio::time::Instant> = HashMap::new();
        loop {
            if *shutdown.borrow_and_update() {
                break;
            }
            if tokio::time::Instant::now() >= search_at {
                match p.service.games_to_deliver(SCAN).await {
                    Ok(mut games) => {
                        let now = tokio::time::Instant::now();
                        held.retain(|_, until| *until > now);
                        games.retain(|g| !held.contains_key(g));
                        wanted.extend(games)
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "could not read the outbox; trying again soon");
                    }
                }
                search_at = tokio::time::Instant::now() + POLL;
            }
            wanted.extend(signal.take());
            let now = tokio::time::Instant::now();
            while let Some(Reverse((at, game))) = comebacks.peek().copied()
                && at <= now
            {
                comebacks.pop();
                wanted.extend([game]);
            }
            self.start_games(&mut wanted, &mut tasks, &mut running);
            let next_comeback = comebacks.peek().map_or(search_at, |Reverse((at, _))| *at);
            tokio::select! {
                () = signal.notified() => {}
                Some(joined) = tasks.join_next_with_id() => {
                    let (game, outcome) = finished(p, joined, &mut running);
                    if let (Some(game), Some(hold)) = (game, outcome.held) {
                        if hold.why != Why::Cooldown {
                            held.insert(game, hold.until);
                        }
                        comebacks.push(Reverse((hold.until, game)));
                    }
                }
                () = tokio::time::sleep_until(search_at.min(next_comeback)) => {}
                changed = shutdown.changed() => {
                    if changed.is_err() {
                        break;
                    }
                }
            }
        }
        // Games in flight finish their batch; the drain at shutdown does the rest.
        while let Some(joined) = tasks.join_next_with_id().await {
            finished(p, joined, &mut running);
        }
        opener.abort();
        if let Some(renewer) = renewer {
            renewer.abort();
        }
        tracing::info!("delivery worker stopped");
    }

    /// Starts a task for each wanted game, in order, while slots are free.
    /// A game already being delivered stays wanted (its task may have read
    /// the outbox before the newest rows); one cooling down is dropped
    /// until a search finds it again.
    fn start_games(
        &self,
        wanted: &mut GameQueue,
        tasks: &mut JoinSet<GameOutcome>,
        running: &mut HashMap<tokio::task::Id, GameId>,
    ) {
        let busy: HashSet<GameId> = running.values().copied().collect();
        let now = tokio::time::Instant::now();
        let mut still_wanted = Vec::new();
        while let Some(game) = wanted.pop() {
            if busy.contains(&game) {
                still_wanted.push(game);
                continue;
            }
            if self.parts.cooldowns.cooling_down(game, now) {
                continue;
            }
            let Ok(permit) = Arc::clone(&self.parts.games_at_once).try_acquire_owned() else {
                still_wanted.push(game);
                break; // a finished task brings the loop back here
            };
            let p = Arc::clone(&self.parts);
            let task = tasks.spawn(async move {
                let _permit = permit;
                game::deliver_game(p, game, true).await
            });
            running.insert(task.id(), game);
        }
        wanted.put_back(still_wanted);
    }

    /// Delivers everything pending now (for tests and shutdown), ignoring
    /// cool-downs; returns how many outbox rows were handled (delivered,
    /// or given up after a permanent failure). A game whose delivery still
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
        let p = &self.parts;
        let mut games = p.service.games_to_deliver(SCAN).await?;
        games.retain(|g| !skip.contains(g));
        let mut tasks = JoinSet::new();
        let mut task_games: HashMap<tokio::task::Id, GameId> = HashMap::new();
        for game in games {
            let Ok(permit) = Arc::clone(&p.games_at_once).acquire_owned().await else {
                break; // never closed
            };
            let parts = Arc::clone(p);
            let task = tasks.spawn(async move {
                let _permit = permit;
                game::deliver_game(parts, game, false).await
            });
            task_games.insert(task.id(), game);
        }
        let mut report = PassReport::default();
        while let Some(joined) = tasks.join_next_with_id().await {
            let (game, outcome) = finished(p, joined, &mut task_games);
            let Some(game) = game else { continue };
            report.handled += outcome.handled;
            if outcome.stalled.is_some() {
                report.stalled.push(game);
            }
        }
        Ok(report)
    }
}

/// Renews this process's outbox claims every [`RENEW_CLAIMS`] until
/// `shutdown`: the games it delivers stay its own while it lives, however
/// long a batch waits, and another process takes them soon after it died.
async fn renew_claims(service: GameService, mut shutdown: watch::Receiver<bool>) {
    let mut every = tokio::time::interval(RENEW_CLAIMS);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = every.tick() => {}
            changed = shutdown.changed() => {
                if changed.is_err() || *shutdown.borrow() {
                    return;
                }
            }
        }
        if let Err(e) = service.renew_outbox_claims().await {
            // Storage faults are logged by the store; the next tick retries.
            tracing::debug!(error = %e, "could not renew the outbox claims");
        }
    }
}

/// Books a finished delivery task: a stalled game cools down (its
/// outcome then holds it until the cool-down ends), a delivered one is
/// well again. Returns its game and outcome.
fn finished(
    p: &Parts,
    joined: Result<(tokio::task::Id, GameOutcome), tokio::task::JoinError>,
    running: &mut HashMap<tokio::task::Id, GameId>,
) -> (Option<GameId>, GameOutcome) {
    let (game, mut outcome) = match joined {
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
                let progress = outcome.handled > 0;
                let hold = p
                    .cooldowns
                    .stalled(game, tokio::time::Instant::now(), progress);
                tracing::warn!(%game, reason = %why, until = ?hold.until,
                    "delivery stalled; the game's rows stay pending");
                outcome.held = Some(hold);
            }
            None => p.cooldowns.recovered(game),
        }
    }
    (game, outcome)
}
