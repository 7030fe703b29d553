//! Delivering one game's pending rows: one task per game at a time, in
//! lanes (each DM hand, the channel, the final hands) that go at once, each
//! strictly in order; marking rows delivered only once Discord accepted
//! everything they asked for.

use super::Inner;
use super::error::DeliveryError;
use super::plan::{Plan, Step, Task};
use crate::discord::retry::Failure;
use crate::engine::{PhaseView, Seat};
use crate::service::TableView;
use crate::store::{GameId, GameStatus};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use tokio::task::JoinSet;
use tokio::time::Instant;

/// Rows read per batch of one game.
const BATCH: u32 = 200;
/// Batches per game per pass, so a game that never stops changing cannot
/// hold a pass forever.
const MAX_BATCHES: usize = 10;

/// One batch's view of the game, read once and shared by its lanes.
pub struct GameCtx {
    pub game: GameId,
    table: TableView,
    /// Hold the board to one redraw per `Pacing::board_every` (the running
    /// worker; a drain shows everything at once).
    hold_board: bool,
}

impl GameCtx {
    pub fn table(&self) -> &TableView {
        &self.table
    }

    fn ended(&self) -> bool {
        matches!(
            self.table.info.status,
            GameStatus::Over | GameStatus::Cancelled
        )
    }
}

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
    /// The board waits until then (its rows stay pending).
    pub board_held: Option<Instant>,
}

/// What one batch did.
enum Batch {
    /// Nothing was pending.
    Empty,
    Delivered,
    /// Delivered all but the board, which waits until then.
    BoardHeld(Instant),
}

/// How one lane went: the indices of the steps done (or given up for
/// good), why it stopped early if it did, and until when the board waits
/// if that is why it stopped.
struct LaneOutcome {
    done: Vec<usize>,
    failed: Option<String>,
    board_held: Option<Instant>,
}

impl GameOutcome {
    pub fn panicked() -> GameOutcome {
        GameOutcome {
            handled: 0,
            stalled: Some("the delivery task panicked".into()),
            board_held: None,
        }
    }
}

impl Inner {
    /// Delivers the game's pending rows; `hold_board`: keep its board to
    /// one redraw per `Pacing::board_every`.
    pub(super) async fn deliver_game(
        self: Arc<Self>,
        game: GameId,
        hold_board: bool,
    ) -> GameOutcome {
        let lock = self.memory.game_lock(game);
        let _one_at_a_time = lock.lock().await;
        let mut outcome = GameOutcome::default();
        for _ in 0..MAX_BATCHES {
            match self
                .deliver_batch(game, hold_board, &mut outcome.handled)
                .await
            {
                Ok(Batch::Delivered) => {}
                Ok(Batch::Empty) => break,
                // The next batch would read the same held rows.
                Ok(Batch::BoardHeld(until)) => {
                    outcome.board_held = Some(until);
                    break;
                }
                Err(why) => {
                    outcome.stalled = Some(why);
                    break;
                }
            }
        }
        outcome
    }

    /// Delivers the next batch. Each lane runs in its own task; a lane
    /// that fails transiently stops there (its rows stay pending) while
    /// the others finish.
    async fn deliver_batch(
        self: &Arc<Self>,
        game: GameId,
        hold_board: bool,
        handled: &mut usize,
    ) -> Result<Batch, String> {
        let items = self
            .service
            .pending_deliveries_of(game, BATCH)
            .await
            .map_err(|e| e.to_string())?;
        if items.is_empty() {
            return Ok(Batch::Empty);
        }
        let plan = Plan::of(&items);
        let table = self.service.table(game).await.map_err(|e| e.to_string())?;
        let ctx = Arc::new(GameCtx {
            game,
            table,
            hold_board,
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
            let (inner, ctx) = (Arc::clone(self), Arc::clone(&ctx));
            tasks.spawn(async move { inner.run_lane(&ctx, steps).await });
        }
        let mut done = HashSet::new();
        let mut failure = None;
        let mut board_held = None;
        while let Some(joined) = tasks.join_next().await {
            match joined {
                Ok(lane) => {
                    done.extend(lane.done);
                    failure = failure.or(lane.failed);
                    board_held = board_held.or(lane.board_held);
                }
                Err(e) => failure = failure.or(Some(format!("a delivery lane failed: {e}"))),
            }
        }
        // A row is settled once every step it asked for is done. Marked in
        // one transaction (one fsync) per batch rather than per step: a
        // crash in between repeats the batch's done steps, which the
        // nonces and idempotent edits make harmless, as for a crash
        // between a post and its mark.
        let mut rows: HashMap<i64, bool> = HashMap::new();
        for (i, step) in plan.steps.iter().enumerate() {
            for id in &step.ids {
                *rows.entry(*id).or_insert(true) &= done.contains(&i);
            }
        }
        let mut settled: Vec<i64> = rows
            .into_iter()
            .filter(|(_, ok)| *ok)
            .map(|(id, _)| id)
            .collect();
        settled.sort_unstable();
        if !settled.is_empty() {
            self.service
                .mark_delivered(&settled)
                .await
                .map_err(|e| e.to_string())?;
            *handled += settled.len();
        }
        if let Some(why) = failure {
            return Err(why);
        }
        if ctx.ended() {
            self.memory.forget_game(game);
        }
        Ok(board_held.map_or(Batch::Delivered, Batch::BoardHeld))
    }

    /// Runs one lane's steps in order, stopping at a board that must wait
    /// or at a transient failure.
    async fn run_lane(&self, ctx: &GameCtx, steps: Vec<(usize, Step)>) -> LaneOutcome {
        let mut lane = LaneOutcome {
            done: Vec::new(),
            failed: None,
            board_held: None,
        };
        for (i, step) in steps {
            if let Some(until) = self.board_waits(ctx, &step.task) {
                lane.board_held = Some(until);
                return lane;
            }
            if let Err(e) = self.run_step(ctx, &step).await {
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

    /// A board redrawn less than `board_every` ago waits (while the game
    /// plays; a fresh post asked for by `/nanuk status`, the last board of
    /// a game that ended, and a board whose pick menu a player waits for
    /// never wait).
    fn board_waits(&self, ctx: &GameCtx, task: &Task) -> Option<Instant> {
        let picking = ctx
            .table()
            .public
            .as_ref()
            .is_some_and(|p| matches!(p.phase, PhaseView::Picking { .. }));
        match task {
            Task::Board { fresh: false } if ctx.hold_board && !ctx.ended() && !picking => self
                .memory
                .board_held(ctx.game, self.board_every, Instant::now()),
            _ => None,
        }
    }

    async fn run_step(&self, ctx: &GameCtx, step: &Step) -> Result<(), DeliveryError> {
        let id = step.first_id();
        match &step.task {
            Task::Announce { events } => self.announce(ctx, id, events).await,
            Task::Notice(notice) => self.notice(ctx, id, *notice).await,
            Task::Lobby => self.lobby(ctx, id).await,
            Task::Board { fresh } => self.board(ctx, id, *fresh).await,
            Task::Hand { seat, post, since } => {
                self.hand(ctx, id, *seat, *post, Some(*since)).await
            }
            Task::PickPing { seat, since } => self.ping_picker(ctx, id, *seat, *since).await,
            Task::OtherHands { except } => self.other_hands(ctx, id, except).await,
            Task::Results => self.results(ctx, id).await,
        }
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
