//! Delivering one game's pending rows: one task per game at a time, in
//! lanes (each DM hand, the channel, the final hands) that go at once, each
//! strictly in order; marking rows delivered only once Discord accepted
//! everything they asked for.

use super::batch::GameCtx;
use super::channel::Channel;
use super::error::DeliveryError;
use super::hands::Hands;
use super::holds::Hold;
use super::notes::Notes;
use super::parts::Parts;
use super::plan::Plan;
use super::rest::PATIENCE;
use super::schedule;
use super::task::{Step, Task};
use crate::discord::retry::Failure;
use crate::engine::Seat;
use crate::service::GameId;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use tokio::task::JoinSet;
use tokio::time::Instant;

/// Rows read per batch of one game.
const BATCH: u32 = 200;
/// Batches per game per pass, so a game that never stops changing cannot
/// hold a pass forever.
const MAX_BATCHES: usize = 10;

/// Steps that must go one after the other; different lanes go at once,
/// and a lane stopped by a failure holds up no other lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Lane {
    /// A seat's DM hand: the prompt a player waits for.
    Hand(Seat),
    /// The game's channel, in outbox order: announcements and notices,
    /// then the lobby, the board and the results (the board never shows
    /// a state before the announcement that led to it).
    Channel,
    /// The final re-render of the other DM hands.
    OtherHands,
}

fn lane(task: &Task) -> Lane {
    match task {
        Task::Hand { seat, .. } => Lane::Hand(*seat),
        Task::OtherHands { .. } => Lane::OtherHands,
        _ => Lane::Channel,
    }
}

/// How a game's delivery went.
#[derive(Debug, Default)]
pub struct GameOutcome {
    /// Rows marked delivered.
    pub handled: usize,
    /// Why it stopped early (a transient failure); its rows stay pending.
    pub stalled: Option<String>,
    /// A step waits (its rows stay pending): the game comes back then.
    pub held: Option<Hold>,
}

/// What one batch did.
enum Batch {
    /// Nothing was pending.
    Empty,
    Delivered,
    /// Delivered all but held steps.
    Held(Hold),
}

/// How one lane went: the indices of the steps done (or given up for
/// good), why it stopped early if it did, and the hold it stopped at.
struct LaneOutcome {
    done: Vec<usize>,
    failed: Option<String>,
    held: Option<Hold>,
}

impl GameOutcome {
    pub fn panicked() -> GameOutcome {
        GameOutcome {
            handled: 0,
            stalled: Some("the delivery task panicked".into()),
            held: None,
        }
    }
}

/// Delivers the game's pending rows; `holds`: hold what may wait (the
/// running worker; a drain shows everything at once).
pub async fn deliver_game(p: Arc<Parts>, game: GameId, holds: bool) -> GameOutcome {
    let began = Instant::now();
    let lock = p.locks.game(game);
    let _one_at_a_time = lock.lock().await;
    let mut outcome = GameOutcome::default();
    for _ in 0..MAX_BATCHES {
        match deliver_batch(&p, game, holds, &mut outcome.handled).await {
            Ok(Batch::Delivered) => {}
            Ok(Batch::Empty) => break,
            // The next batch would read the same held rows.
            Ok(Batch::Held(hold)) => {
                outcome.held = Some(hold);
                break;
            }
            Err(why) => {
                outcome.stalled = Some(why);
                break;
            }
        }
    }
    tracing::debug!(%game, handled = outcome.handled, took = ?began.elapsed(),
        stalled = outcome.stalled.is_some(), held = ?outcome.held.map(|h| h.why), "game delivered");
    outcome
}

/// Drops what this process knows of a game (it ended, or another
/// process delivered it meanwhile).
fn forget_game(p: &Parts, game: GameId) {
    p.slots.shown.forget_game(game);
    p.slots.dms.forget_game(game);
    p.boards.forget_game(game);
    p.cooldowns.recovered(game);
}

/// Delivers the next batch. Each lane runs in its own task; a lane that
/// fails transiently stops there (its rows stay pending) while the others
/// finish.
async fn deliver_batch(
    p: &Arc<Parts>,
    game: GameId,
    holds: bool,
    handled: &mut usize,
) -> Result<Batch, String> {
    // The state first, then the rows: every row up to the state's
    // version is read, and rows a later commit wrote meanwhile (a strong
    // AI's move lands right after the human's) wait for the next batch,
    // so the board never shows a state before the announcement that led
    // to it.
    let table = p.service.table(game).await.map_err(|e| e.to_string())?;
    let users: Vec<u64> = table.seats.iter().filter_map(|s| s.user).collect();
    let guild = (!table.info.is_practice()).then_some(table.info.guild);
    crate::discord::languages::warm(&p.service, &users, guild).await;
    let pending = p
        .service
        .deliveries_to_make(game, BATCH)
        .await
        .map_err(|e| e.to_string())?;
    if pending.changed_hands {
        // Another process delivered the game meanwhile: the messages it
        // posted, edited or forgot are read again from the database.
        tracing::debug!(%game, "the game's delivery changed hands");
        forget_game(p, game);
    }
    let mut items = pending.items;
    items.retain(|i| i.version <= table.info.version);
    if items.is_empty() {
        return Ok(Batch::Empty);
    }
    let plan = Plan::of(&items);
    let written = items.iter().map(|i| (i.id, i.created_at)).collect();
    let upto = items.iter().map(|i| i.version).max().unwrap_or_default();
    let inherited = pending.changed_hands || items.iter().any(|i| i.created_at < p.began_ms);
    let ctx = Arc::new(GameCtx {
        game,
        table,
        holds,
        written,
        upto,
        inherited,
    });
    let mut lanes: BTreeMap<Lane, Vec<(usize, Step)>> = BTreeMap::new();
    for (i, step) in plan.steps.iter().enumerate() {
        lanes
            .entry(lane(&step.task))
            .or_default()
            .push((i, step.clone()));
    }
    // Hands first: the prompts a player waits for are queued before the
    // board and the announcements (the pacer keeps that order too).
    let mut tasks = JoinSet::new();
    for (_, steps) in lanes {
        let (p, ctx) = (Arc::clone(p), Arc::clone(&ctx));
        tasks.spawn(async move { run_lane(&p, &ctx, steps).await });
    }
    let mut done = HashSet::new();
    let mut failure = None;
    let mut held = None;
    while let Some(joined) = tasks.join_next().await {
        match joined {
            Ok(lane) => {
                done.extend(lane.done);
                failure = failure.or(lane.failed);
                held = Hold::sooner(held, lane.held);
            }
            Err(e) => failure = failure.or(Some(format!("a delivery lane failed: {e}"))),
        }
    }
    // A row is delivered once every step it asked for is done. Marked in
    // one transaction (one fsync) per batch rather than per step: a crash
    // in between repeats the batch's done steps, which the nonces and
    // idempotent edits make harmless, as for a crash between a post and
    // its mark.
    let mut rows: HashMap<i64, bool> = HashMap::new();
    for (i, step) in plan.steps.iter().enumerate() {
        for id in &step.ids {
            *rows.entry(*id).or_insert(true) &= done.contains(&i);
        }
    }
    let mut delivered: Vec<i64> = rows
        .into_iter()
        .filter(|(_, ok)| *ok)
        .map(|(id, _)| id)
        .collect();
    delivered.sort_unstable();
    if !delivered.is_empty() {
        p.service
            .mark_delivered(&delivered)
            .await
            .map_err(|e| e.to_string())?;
        *handled += delivered.len();
    }
    if let Some(why) = failure {
        return Err(why);
    }
    if ctx.ended() {
        forget_game(p, game);
    }
    Ok(held.map_or(Batch::Delivered, Batch::Held))
}

/// Runs one lane's steps in order, stopping at a step that is held or at
/// a transient failure.
async fn run_lane(p: &Arc<Parts>, ctx: &GameCtx, steps: Vec<(usize, Step)>) -> LaneOutcome {
    let mut lane = LaneOutcome {
        done: Vec::new(),
        failed: None,
        held: None,
    };
    for (i, step) in steps {
        if let Some(hold) = schedule::hold(p, ctx, &step) {
            lane.held = Some(hold);
            return lane;
        }
        let ran = match schedule::patience(p, ctx, &step) {
            Some(patience) => PATIENCE.scope(patience, run_step(p, ctx, &step)).await,
            None => run_step(p, ctx, &step).await,
        };
        if let Err(e) = ran {
            if e.failure() == Some(Failure::Deferred) {
                // Put off by the pacer: its rows stay pending.
                lane.held = Some(schedule::put_off());
                return lane;
            }
            if e.is_transient() {
                let code = e
                    .discord_code()
                    .map(|(status, code)| format!(" [{status} {code}]"));
                lane.failed = Some(format!("{e}{}", code.unwrap_or_default()));
                return lane;
            }
            give_up(ctx.game, &step, &e);
        }
        lane.done.push(i);
    }
    lane
}

async fn run_step(p: &Arc<Parts>, ctx: &GameCtx, step: &Step) -> Result<(), DeliveryError> {
    let id = step.first_id();
    let (channel, hands) = (Channel::new(p), Hands::new(p));
    match &step.task {
        Task::Announce { events } => channel.announce(ctx, id, events).await,
        Task::Notice(notice) => channel.notice(ctx, id, notice).await,
        Task::Lobby => channel.lobby(ctx, id).await,
        Task::Board { fresh } => channel.board(ctx, id, *fresh).await,
        Task::Hand { seat, post, since } => hands.hand(ctx, id, *seat, *post, Some(*since)).await,
        Task::Ping { seat, since } => hands.ping(ctx, id, *seat, *since).await,
        Task::OtherHands { except } => hands.other_hands(ctx, id, except).await,
        Task::Results => channel.results(ctx, id).await,
        Task::Back { seat, games } => Notes::new(p).back(ctx, id, *seat, games).await,
    }
}

/// A step that will never succeed: say why, and let the queue move on.
fn give_up(game: GameId, step: &Step, e: &DeliveryError) {
    let code = e.discord_code();
    match e.failure() {
        Some(Failure::Gone | Failure::Forbidden | Failure::DmClosed) => tracing::warn!(
            %game, ids = ?step.ids, task = ?step.task_name(), ?code, error = %e,
            "Discord refused a delivery; skipping it"
        ),
        _ => tracing::error!(
            %game, ids = ?step.ids, task = ?step.task_name(), ?code, error = %e,
            "a delivery failed for good; skipping it"
        ),
    }
}
