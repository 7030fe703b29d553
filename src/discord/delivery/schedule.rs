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

/// While the global budget is nearly spent (`Pacer::take_headroom`), a
/// redraw that only buys freshness waits up to this many of its cadences
/// (`Pacing::board_every`) since the board was last drawn or the hand
/// changed; then it goes whatever the budget, so a board is never more
/// than about two minutes behind. (At 200 tables the quarter kept free
/// leaves the boards about one redraw each 75 s; a shorter bound forces
/// redraws past the mark and spends the headroom.)
const HEADROOM_CADENCES: u32 = 6;

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
/// does a board redrawn less than `board_every` ago wait; after that it
/// waits for headroom, up to `HEADROOM_CADENCES` cadences. A fresh post
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
        if let Some(until) = p.boards.held(ctx.game, p.board_every, now) {
            return Some(Hold::new(until, Why::BoardCadence));
        }
        let overdue = p
            .boards
            .held(ctx.game, p.board_every * HEADROOM_CADENCES, now)
            .is_none();
        return (!overdue && !p.rest.take_headroom())
            .then(|| Hold::new(now + BUSY_HOLD, Why::Headroom));
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
/// never made. Then, while the global budget is nearly spent, it waits
/// for headroom (up to `MAX_BUSY_HOLD` after the change); so does, up to
/// `HEADROOM_CADENCES` cadences, an update of a prompt already out
/// (another player's simultaneous choice). A new decision, a DM still showing the controls of a decision
/// that is over, a timed-out seat's "take my seat back" and the end never
/// wait.
fn quiet_hand(p: &Parts, ctx: &GameCtx, step: &Step) -> Option<Hold> {
    let Task::Hand { seat, .. } = step.task else {
        return None;
    };
    if !ctx.holds || ctx.ended() || p.board_every.is_zero() {
        return None;
    }
    let s = ctx.table.seats.get(seat.index())?;
    if s.controller != Controller::Human {
        return None;
    }
    // The first hand goes out at once (known only once shown here).
    p.slots
        .shown
        .message(ctx.game, MessageSlot::Hand(seat))
        .flatten()?;
    let shows = p
        .slots
        .shown
        .decision_shown(ctx.game, MessageSlot::Hand(seat));
    let seen = HandSeen {
        waiting: s.waiting.then_some(s.token),
        shows,
        changed_ms: ctx.oldest(&step.ids)?,
    };
    let now_ms = p.service.now_ms();
    let (due_ms, why) = match hand_wait(seen, now_ms, p.board_every) {
        Wait::No => return None,
        Wait::Until(due_ms, why) => (due_ms, why),
        Wait::ForHeadroom if p.rest.take_headroom() => return None,
        Wait::ForHeadroom => (now_ms + BUSY_HOLD.as_millis() as i64, Why::Headroom),
    };
    let wait = Duration::from_millis(u64::try_from(due_ms - now_ms).unwrap_or(0));
    Some(Hold::new(Instant::now() + wait, why))
}

/// What `hand_wait` decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wait {
    No,
    /// Until then (service clock, ms).
    Until(i64, Why),
    /// Only if the budget's headroom is spent (`Rest::take_headroom`).
    ForHeadroom,
}

/// What `quiet_hand` decides from.
#[derive(Clone, Copy, Debug)]
struct HandSeen {
    /// The seat's decision token, if it has one to make.
    waiting: Option<u64>,
    /// What its DM shows (see `Shown::decision_shown`).
    shows: Option<Option<u64>>,
    /// When its oldest pending row was written (service clock, ms).
    changed_ms: i64,
}

/// Whether a DM hand waits, and for what.
fn hand_wait(seen: HandSeen, now_ms: i64, every: Duration) -> Wait {
    let after = |cadences: u32| {
        let wait = i64::try_from((every * cadences).as_millis()).unwrap_or(i64::MAX);
        seen.changed_ms.saturating_add(wait)
    };
    let headroom_until = |until: i64| match now_ms < until {
        true => Wait::ForHeadroom,
        false => Wait::No,
    };
    match (seen.waiting, seen.shows) {
        // Asks nothing and shows no controls (the record of the seat's
        // last decision): the cadence, then headroom for as long as
        // anything nobody waits for is held, since the seat's next prompt
        // shows its hand anyway.
        (None, Some(None)) if now_ms < after(1) => Wait::Until(after(1), Why::QuietHand),
        (None, Some(None)) => {
            let most = i64::try_from(MAX_BUSY_HOLD.as_millis()).unwrap_or(i64::MAX);
            headroom_until(seen.changed_ms.saturating_add(most))
        }
        // Asks nothing, but its DM may still show a decision's controls:
        // the cadence only.
        (None, _) if now_ms < after(1) => Wait::Until(after(1), Why::QuietHand),
        (None, _) => Wait::No,
        // The prompt of this very decision is out: an update that only
        // buys freshness.
        (Some(token), Some(Some(shown))) if token == shown => {
            headroom_until(after(HEADROOM_CADENCES))
        }
        // A decision whose prompt is not out: never waits.
        (Some(_), _) => Wait::No,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVERY: Duration = Duration::from_secs(20);

    fn seen(waiting: Option<u64>, shows: Option<Option<u64>>) -> HandSeen {
        HandSeen {
            waiting,
            shows,
            changed_ms: 1_000,
        }
    }

    #[test]
    fn a_quiet_hand_waits_its_cadence_then_headroom_until_its_next_prompt() {
        let record = seen(None, Some(None));
        assert_eq!(
            hand_wait(record, 2_000, EVERY),
            Wait::Until(21_000, Why::QuietHand)
        );
        assert_eq!(
            hand_wait(record, 21_000, EVERY),
            Wait::ForHeadroom,
            "its cadence over, it goes when the budget has room"
        );
        assert_eq!(
            hand_wait(record, 200_000, EVERY),
            Wait::ForHeadroom,
            "its next prompt will show the hand: it waits on"
        );
        assert_eq!(
            hand_wait(record, 301_000, EVERY),
            Wait::No,
            "five minutes after its change it goes anyway"
        );
    }

    #[test]
    fn an_update_of_a_prompt_already_out_waits_six_cadences_at_most() {
        let out = seen(Some(8), Some(Some(8)));
        assert_eq!(hand_wait(out, 2_000, EVERY), Wait::ForHeadroom);
        assert_eq!(hand_wait(out, 120_999, EVERY), Wait::ForHeadroom);
        assert_eq!(hand_wait(out, 121_000, EVERY), Wait::No);
    }

    #[test]
    fn stale_controls_and_new_decisions_never_wait_for_headroom() {
        // Nothing to decide, but the DM may still offer an old decision.
        for shows in [None, Some(Some(7))] {
            let stale = seen(None, shows);
            assert_eq!(
                hand_wait(stale, 2_000, EVERY),
                Wait::Until(21_000, Why::QuietHand)
            );
            assert_eq!(hand_wait(stale, 21_000, EVERY), Wait::No, "{shows:?}");
        }
        // A decision whose prompt is not out yet.
        for shows in [None, Some(None), Some(Some(7))] {
            let new = seen(Some(8), shows);
            assert_eq!(hand_wait(new, 2_000, EVERY), Wait::No, "{shows:?}");
        }
    }
}
