//! The one place that decides when a step may run: now, or held (see
//! `holds.rs`) while its rows stay pending.

use super::batch::GameCtx;
use super::holds::{Hold, Why};
use super::parts::Parts;
use super::routes::Route;
use super::task::{Step, Task};
use crate::service::{Controller, GameStatus, MessageSlot};
use std::time::Duration;
use tokio::time::Instant;

/// How long a step nobody waits for is held while prompts queue (see
/// `busy`), and for how long after its rows at most: long, because a
/// step that queues instead holds up the game's next batch (its next
/// prompt) for as long as it waits.
pub const BUSY_HOLD: Duration = Duration::from_secs(1);
const MAX_BUSY_HOLD: Duration = Duration::from_secs(300);

/// Whether `step` waits, and until when.
pub fn hold(p: &Parts, ctx: &GameCtx, step: &Step) -> Option<Hold> {
    board(p, ctx, &step.task)
        .or_else(|| quiet_hand(p, ctx, step))
        .or_else(|| busy(p, ctx, step))
}

/// A step the pacer put off (its calls waited past its patience).
pub fn put_off() -> Hold {
    Hold::new(Instant::now() + BUSY_HOLD, Why::PutOff)
}

/// For a step `busy` may hold: how long its calls may wait for the pacer
/// before the step is put off (the budget got busy after it began).
/// `None`: a step someone waits for, queued as long as it takes.
pub fn patience(p: &Parts, ctx: &GameCtx, step: &Step) -> Option<Duration> {
    if !ctx.holds || ctx.ended() {
        return None;
    }
    let table = &ctx.table;
    let deferrable = match step.task {
        // While a pick waits, the board and the story lead to it.
        Task::Lobby => table.info.status != GameStatus::Lobby && !ctx.picking(),
        Task::Board { .. } | Task::Announce { .. } | Task::Notice(_) => !ctx.picking(),
        // A hand that asks nothing, or whose decision started in an
        // earlier batch (its prompt is out, with controls that still
        // work): only the prompt of a decision starting now is awaited.
        Task::Hand { seat, since, .. } => table.seats.get(seat.index()).is_some_and(|s| {
            s.controller == Controller::Human && !ctx.prompt_due(&p.slots.shown, s, Some(since))
        }),
        Task::Ping { .. } | Task::OtherHands { .. } | Task::Results | Task::Back { .. } => false,
    };
    if !deferrable {
        return None;
    }
    let oldest = ctx.oldest(&step.ids)?;
    let max = i64::try_from(MAX_BUSY_HOLD.as_millis()).unwrap_or(i64::MAX);
    (p.service.now_ms() - oldest < max).then_some(BUSY_HOLD)
}

/// While calls queue for the global budget (a wave of games starting, a
/// burst), what nobody waits for waits its turn outside the queue: a
/// started game's lobby, its board, story and notices, and a DM hand that
/// asks nothing. Held here rather than queued at a low priority, so that
/// the game's batch ends and its next prompt is not stuck behind them;
/// drawn later from the state of then. The board and story never while a
/// pick waits (the board is the picker's prompt), nothing once the game
/// ended, and at most `MAX_BUSY_HOLD` after the rows were written: then
/// they queue like any call.
fn busy(p: &Parts, ctx: &GameCtx, step: &Step) -> Option<Hold> {
    patience(p, ctx, step)?;
    p.rest
        .busy()
        .then(|| Hold::new(Instant::now() + BUSY_HOLD, Why::Busy))
}

/// The board is redrawn at every change, as soon as its channel's bucket
/// takes an edit: it waits here for that (not in the pacer's queue, so
/// the game's other steps go on and the board is drawn from the newest
/// state when it goes). Only while the token's global budget is pressed
/// does a board redrawn less than `board_every` ago wait. A fresh post
/// asked for by `/nanuk status`, the last board of a game that ended, and
/// a practice board whose pick menu its player waits for never wait.
fn board(p: &Parts, ctx: &GameCtx, task: &Task) -> Option<Hold> {
    let Task::Board { fresh: false } = task else {
        return None;
    };
    if !ctx.holds || ctx.ended() || ctx.picking() {
        return None;
    }
    let now = Instant::now();
    if p.rest.pressed() {
        let until = p.boards.held(ctx.game, p.board_every, now)?;
        return Some(Hold::new(until, Why::BoardCadence));
    }
    let board = p
        .slots
        .shown
        .message(ctx.game, MessageSlot::Board)
        .flatten()?;
    let until = p.rest.route_ready(Route::Edit {
        channel: board.channel,
    })?;
    Some(Hold::new(until, Why::BoardBucket))
}

/// A DM hand of a seat with nothing to decide (the new round's cards, a
/// side cleared) waits `board_every` after its first change: the seat's
/// next prompt, a new DM, usually comes first and shows it, so the edit is
/// never made. A decision, a timed-out seat's "take my seat back" and the
/// end never wait.
fn quiet_hand(p: &Parts, ctx: &GameCtx, step: &Step) -> Option<Hold> {
    let Task::Hand { seat, .. } = step.task else {
        return None;
    };
    if !ctx.holds || ctx.ended() || p.board_every.is_zero() {
        return None;
    }
    let s = ctx.table.seats.get(seat.index())?;
    if s.waiting || s.controller != Controller::Human {
        return None;
    }
    // The first hand goes out at once (known only once shown here).
    p.slots
        .shown
        .message(ctx.game, MessageSlot::Hand(seat))
        .flatten()?;
    let changed = ctx.oldest(&step.ids)?;
    let due = changed + i64::try_from(p.board_every.as_millis()).unwrap_or(i64::MAX);
    let now = p.service.now_ms();
    (now < due).then(|| {
        Hold::new(
            Instant::now() + Duration::from_millis((due - now) as u64),
            Why::QuietHand,
        )
    })
}
