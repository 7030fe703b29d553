//! Delivering one game's pending rows: strictly in order, one task per
//! game at a time, marking rows delivered only once Discord accepted
//! everything they asked for.

use super::Inner;
use super::error::DeliveryError;
use super::plan::{Plan, Step, Task};
use crate::discord::retry::Failure;
use crate::service::TableView;
use crate::store::{GameId, GameStatus};

/// Rows read per batch of one game.
const BATCH: u32 = 200;
/// Batches per game per pass, so a game that never stops changing cannot
/// hold a pass forever.
const MAX_BATCHES: usize = 10;

/// One batch's view of the game, read once and shared by its steps.
pub struct GameCtx {
    pub game: GameId,
    table: Option<TableView>,
}

impl GameCtx {
    fn new(game: GameId) -> GameCtx {
        GameCtx { game, table: None }
    }

    pub async fn table(&mut self, inner: &Inner) -> Result<&TableView, DeliveryError> {
        if self.table.is_none() {
            self.table = Some(inner.service.table(self.game).await?);
        }
        Ok(self.table.as_ref().expect("just read"))
    }

    fn ended(&self) -> bool {
        self.table
            .as_ref()
            .is_some_and(|t| matches!(t.info.status, GameStatus::Over | GameStatus::Cancelled))
    }
}

/// How a game's delivery went.
#[derive(Debug, Default)]
pub struct GameOutcome {
    /// Rows marked delivered.
    pub handled: usize,
    /// Why it stopped early (a transient failure); its rows stay pending.
    pub stalled: Option<String>,
}

impl GameOutcome {
    pub fn panicked() -> GameOutcome {
        GameOutcome {
            handled: 0,
            stalled: Some("the delivery task panicked".into()),
        }
    }
}

impl Inner {
    pub(super) async fn deliver_game(&self, game: GameId) -> GameOutcome {
        let lock = self.memory.game_lock(game);
        let _one_at_a_time = lock.lock().await;
        let mut outcome = GameOutcome::default();
        for _ in 0..MAX_BATCHES {
            match self.deliver_batch(game, &mut outcome.handled).await {
                Ok(true) => {}
                Ok(false) => break,
                Err(e) => {
                    let code = e
                        .discord_code()
                        .map(|(status, code)| format!(" [{status} {code}]"));
                    outcome.stalled = Some(format!("{e}{}", code.unwrap_or_default()));
                    break;
                }
            }
        }
        outcome
    }

    /// Delivers the next batch; `Ok(false)` when nothing was pending.
    async fn deliver_batch(
        &self,
        game: GameId,
        handled: &mut usize,
    ) -> Result<bool, DeliveryError> {
        let items = self.service.pending_deliveries_of(game, BATCH).await?;
        if items.is_empty() {
            return Ok(false);
        }
        let plan = Plan::of(&items);
        let mut ctx = GameCtx::new(game);
        // Marked in one transaction (one fsync) per batch rather than per
        // step: a crash in between repeats the batch's done steps, which
        // the nonces and idempotent edits make harmless, as for a crash
        // between a post and its mark.
        let mut settled = Vec::new();
        let mut failure = None;
        for (step, done) in plan.steps.iter().zip(plan.settled_after()) {
            if let Err(e) = self.run_step(&mut ctx, step).await {
                if e.is_transient() {
                    failure = Some(e);
                    break;
                }
                give_up(game, step, &e);
            }
            settled.extend(done);
        }
        if !settled.is_empty() {
            self.service.mark_delivered(&settled).await?;
            *handled += settled.len();
        }
        if let Some(e) = failure {
            return Err(e);
        }
        if ctx.ended() {
            self.memory.forget_game(game);
        }
        Ok(true)
    }

    async fn run_step(&self, ctx: &mut GameCtx, step: &Step) -> Result<(), DeliveryError> {
        let id = step.first_id();
        match &step.task {
            Task::Announce { events } => self.announce(ctx, id, events).await,
            Task::Notice(notice) => self.notice(ctx, id, *notice).await,
            Task::Lobby => self.lobby(ctx, id).await,
            Task::Board { fresh } => self.board(ctx, id, *fresh).await,
            Task::Hand { seat, post } => self.hand(ctx, id, *seat, *post).await,
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
