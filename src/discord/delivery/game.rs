//! Delivering one game's pending rows: one task per game at a time, in
//! lanes (each DM hand, the channel, the final hands) that go at once, each
//! strictly in order; marking rows delivered only once Discord accepted
//! everything they asked for.

use super::Inner;
use super::error::DeliveryError;
use super::pacer::Route;
use super::plan::{Plan, Step, Task};
use super::rest::PATIENCE;
use crate::discord::retry::Failure;
use crate::engine::{PhaseView, Seat};
use crate::service::TableView;
use crate::service::{Controller, GameId, GameStatus, MessageSlot};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use tokio::task::JoinSet;
use tokio::time::Instant;

/// How long a step nobody waits for is held while prompts queue (see
/// `busy_waits`), and for how long after its rows at most: long, because
/// a step that queues instead holds up the game's next batch (its next
/// prompt) for as long as it waits.
const BUSY_HOLD: std::time::Duration = std::time::Duration::from_secs(1);
const MAX_BUSY_HOLD: std::time::Duration = std::time::Duration::from_secs(300);

/// Rows read per batch of one game.
const BATCH: u32 = 200;
/// Batches per game per pass, so a game that never stops changing cannot
/// hold a pass forever.
const MAX_BATCHES: usize = 10;

/// One batch's view of the game, read once and shared by its lanes.
pub struct GameCtx {
    pub game: GameId,
    table: TableView,
    /// Hold the board to one redraw per `Pacing::board_every`, and a DM
    /// that starts no decision as long after its change (the running
    /// worker; a drain shows everything at once).
    hold_board: bool,
    /// When each of the batch's rows was written (service clock, ms).
    written: HashMap<i64, i64>,
    /// The newest game version among the batch's rows: the state read
    /// may be newer, and what started after this is told by a later
    /// batch, after that batch's announcements.
    pub upto: u64,
    /// Some rows may have been shown in part by another process (written
    /// before this worker began, or the game's delivery changed hands):
    /// what a press's answer drew there is not in this one's memory.
    pub inherited: bool,
}

impl GameCtx {
    /// When outbox row `id` of this batch was written (service clock, ms).
    pub fn written_at(&self, id: i64) -> Option<i64> {
        self.written.get(&id).copied()
    }

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
        let began = Instant::now();
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
        tracing::debug!(%game, handled = outcome.handled, took = ?began.elapsed(),
            stalled = outcome.stalled.is_some(), held = outcome.board_held.is_some(), "game delivered");
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
        // The state first, then the rows: every row up to the state's
        // version is read, and rows a later commit wrote meanwhile (a
        // strong AI's move lands right after the human's) wait for the
        // next batch, so the board never shows a state before the
        // announcement that led to it.
        let table = self.service.table(game).await.map_err(|e| e.to_string())?;
        let users: Vec<u64> = table.seats.iter().filter_map(|s| s.user).collect();
        let guild = (!table.info.is_practice()).then_some(table.info.guild);
        crate::discord::languages::warm(&self.service, &users, guild).await;
        let pending = self
            .service
            .deliveries_to_make(game, BATCH)
            .await
            .map_err(|e| e.to_string())?;
        if pending.changed_hands {
            // Another process delivered the game meanwhile: the messages
            // it posted, edited or forgot are read again from the database.
            tracing::debug!(%game, "the game's delivery changed hands");
            self.memory.forget_game(game);
        }
        let mut items = pending.items;
        items.retain(|i| i.version <= table.info.version);
        if items.is_empty() {
            return Ok(Batch::Empty);
        }
        let plan = Plan::of(&items);
        let written = items.iter().map(|i| (i.id, i.created_at)).collect();
        let upto = items.iter().map(|i| i.version).max().unwrap_or_default();
        let inherited = pending.changed_hands || items.iter().any(|i| i.created_at < self.began_ms);
        let ctx = Arc::new(GameCtx {
            game,
            table,
            hold_board,
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
                    board_held = match (board_held, lane.board_held) {
                        (Some(a), Some(b)) => Some(std::cmp::min(a, b)),
                        (a, b) => a.or(b),
                    };
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
            if let Some(until) = self
                .board_waits(ctx, &step.task)
                .or_else(|| self.hand_waits(ctx, &step))
                .or_else(|| self.busy_waits(ctx, &step))
            {
                lane.board_held = Some(until);
                return lane;
            }
            let ran = match self.patience(ctx, &step) {
                Some(patience) => PATIENCE.scope(patience, self.run_step(ctx, &step)).await,
                None => self.run_step(ctx, &step).await,
            };
            if let Err(e) = ran {
                if e.failure() == Some(Failure::Deferred) {
                    // Put off by the pacer: its rows stay pending.
                    lane.board_held = Some(Instant::now() + BUSY_HOLD);
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

    /// While calls queue for the global budget (a wave of games starting,
    /// a burst), what nobody waits for waits its turn outside the queue: a
    /// started game's lobby, its board, story and notices, and a DM hand
    /// that asks nothing. Held here rather than queued at a low priority,
    /// so that the game's batch ends and its next prompt is not stuck
    /// behind them; drawn later from the state of then. The board and
    /// story never while a pick waits (the board is the picker's prompt),
    /// nothing once the game ended, and at most `MAX_BUSY_HOLD` after the
    /// rows were written: then they queue like any call.
    fn busy_waits(&self, ctx: &GameCtx, step: &Step) -> Option<Instant> {
        self.patience(ctx, step)?;
        self.rest.busy().then(|| Instant::now() + BUSY_HOLD)
    }

    /// For a step `busy_waits` may hold: how long its calls may wait for
    /// the pacer before the step is put off (the budget got busy after it
    /// began). `None`: a step someone waits for, queued as long as it takes.
    fn patience(&self, ctx: &GameCtx, step: &Step) -> Option<std::time::Duration> {
        if !ctx.hold_board || ctx.ended() {
            return None;
        }
        let table = ctx.table();
        let deferrable = match step.task {
            // While a pick waits, the board and the story lead to it.
            Task::Lobby => table.info.status != GameStatus::Lobby && !picking(ctx),
            Task::Board { .. } | Task::Announce { .. } | Task::Notice(_) => !picking(ctx),
            // A hand that asks nothing, or whose decision started in an
            // earlier batch (its prompt is out, with controls that still
            // work): only the prompt of a decision starting now is awaited.
            Task::Hand { seat, since, .. } => table.seats.get(seat.index()).is_some_and(|s| {
                s.controller == Controller::Human && !self.prompt_due(ctx, s, Some(since))
            }),
            Task::Ping { .. } | Task::OtherHands { .. } | Task::Results | Task::Back { .. } => {
                false
            }
        };
        if !deferrable {
            return None;
        }
        let oldest = step.ids.iter().filter_map(|id| ctx.written.get(id)).min()?;
        let max = i64::try_from(MAX_BUSY_HOLD.as_millis()).unwrap_or(i64::MAX);
        (self.service.now_ms() - oldest < max).then_some(BUSY_HOLD)
    }

    /// The board is redrawn at every change, as soon as its channel's
    /// bucket takes an edit: it waits here for that (not in the pacer's
    /// queue, so the game's other steps go on and the board is drawn from
    /// the newest state when it goes). Only while the token's global budget
    /// is pressed does a board redrawn less than `board_every` ago wait.
    /// A fresh post asked for by `/nanuk status`, the last board of a game
    /// that ended, and a practice board whose pick menu its player waits
    /// for never wait.
    fn board_waits(&self, ctx: &GameCtx, task: &Task) -> Option<Instant> {
        let Task::Board { fresh: false } = task else {
            return None;
        };
        if !ctx.hold_board || ctx.ended() || picking(ctx) {
            return None;
        }
        let now = Instant::now();
        if self.rest.pressed() {
            return self.memory.board_held(ctx.game, self.board_every, now);
        }
        let board = self
            .memory
            .message(ctx.game, MessageSlot::Board)
            .flatten()?;
        self.rest.route_ready(Route::Edit {
            channel: board.channel,
        })
    }

    /// A DM hand of a seat with nothing to decide (the new round's cards,
    /// a side cleared) waits `board_every` after its first change: the
    /// seat's next prompt, a new DM, usually comes first and shows it, so
    /// the edit is never made. A decision, a timed-out seat's "take my
    /// seat back" and the end never wait.
    fn hand_waits(&self, ctx: &GameCtx, step: &Step) -> Option<Instant> {
        let Task::Hand { seat, .. } = step.task else {
            return None;
        };
        if !ctx.hold_board || ctx.ended() {
            return None;
        }
        let s = ctx.table().seats.get(seat.index())?;
        if s.waiting || s.controller != Controller::Human {
            return None;
        }
        if self.board_every.is_zero() {
            return None;
        }
        // The first hand goes out at once (known only once shown here).
        self.memory
            .message(ctx.game, MessageSlot::Hand(seat))
            .flatten()?;
        let changed = step.ids.iter().filter_map(|id| ctx.written.get(id)).min()?;
        let due = changed + i64::try_from(self.board_every.as_millis()).unwrap_or(i64::MAX);
        let now = self.service.now_ms();
        (now < due).then(|| Instant::now() + std::time::Duration::from_millis((due - now) as u64))
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
            Task::Ping { seat, since } => self.ping(ctx, id, *seat, *since).await,
            Task::OtherHands { except } => self.other_hands(ctx, id, except).await,
            Task::Results => self.results(ctx, id).await,
            Task::Back { seat, games } => self.back(ctx, id, *seat, games).await,
        }
    }
}

/// A practice game's reward pick waits: its menu is on the board (in other
/// games the picker picks in their DM).
pub fn picking(ctx: &GameCtx) -> bool {
    ctx.table().info.is_practice()
        && ctx
            .table()
            .public
            .as_ref()
            .is_some_and(|p| matches!(p.phase, PhaseView::Picking { .. }))
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
