//! Strong AI moves, played off the interaction path.
//!
//! A change that leaves the game waiting for an AI that thinks long (the
//! strong level searches for up to its wall-clock cap) commits without its
//! move and with an `ai_move` deadline due at once, so the human's action
//! is acknowledged without waiting for the search. Right after the commit
//! the service starts the game's AI task (at most one per game in a
//! process), which claims the game's due `ai_move` rows (on PostgreSQL one
//! process gets each), thinks with the game unlocked on a blocking thread,
//! and commits each move as a step of its own (its own outbox rows, after
//! the human's). A crash in between leaves the row: the deadline task
//! (`fire_due`) finds it due after the restart and wakes the task again.

use super::error::{ServiceError, ServiceResult};
use super::turn::{ai_action, ai_due, level_of, play_one, settle};
use super::{GameService, Step, loaded, on_current_state};
use crate::engine::SeatView;
use crate::engine::ai::{AiLevel, StyleBelief};
use crate::store::{Deadline, DeadlineKind, GameId};

/// What a due AI move is decided from: the seat's view, and what it has
/// seen of how the others play over the game (from the game's journal;
/// without it the strong level reads only the view's round).
struct Due {
    level: AiLevel,
    view: SeatView,
    belief: Option<StyleBelief>,
}

/// Removes the game from the running tasks if the task ends without
/// doing so (a panic): the next commit may start a fresh one.
struct Running<'a> {
    svc: &'a GameService,
    game: GameId,
    armed: bool,
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        if self.armed {
            self.svc.running_ai().remove(&self.game);
        }
    }
}

impl GameService {
    fn running_ai(&self) -> std::sync::MutexGuard<'_, std::collections::HashMap<GameId, bool>> {
        self.inner
            .thinking
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Starts the game's AI task, or, if it runs, has it look again before
    /// it ends. Without a tokio runtime nothing starts: the rows wait for
    /// the deadline task.
    pub(super) fn wake_ai(&self, game: GameId) {
        let Ok(rt) = tokio::runtime::Handle::try_current() else {
            return;
        };
        {
            let mut running = self.running_ai();
            if let Some(again) = running.get_mut(&game) {
                *again = true;
                return;
            }
            running.insert(game, false);
        }
        let svc = self.clone();
        rt.spawn(async move { svc.ai_task(game).await });
    }

    async fn ai_task(self, game: GameId) {
        let mut running = Running {
            svc: &self,
            game,
            armed: true,
        };
        loop {
            if let Err(e) = self.play_due_ai(game).await {
                // The rows stay: the deadline task tries them again.
                tracing::warn!(%game, error = %e, "could not play an AI move");
            }
            let mut tasks = self.running_ai();
            match tasks.get_mut(&game) {
                Some(again) if *again => *again = false,
                _ => {
                    tasks.remove(&game);
                    running.armed = false;
                    return;
                }
            }
        }
    }

    /// Plays the game's due AI moves, one commit each, until none is due
    /// (or another process holds them).
    async fn play_due_ai(&self, game: GameId) -> ServiceResult<()> {
        loop {
            let due = self
                .inner
                .store
                .claim_due_of(game, DeadlineKind::AiMove, self.claim())
                .await?;
            if due.is_empty() {
                return Ok(());
            }
            for d in due {
                on_current_state!(self, self.play_ai_once(d))?;
            }
        }
    }

    /// Plays the move row `d` stands for, if it is still due (else drops
    /// the row). The search runs with the game unlocked; the move is
    /// applied only if the seat still sees what it decided from (another
    /// seat may have acted meanwhile), else it thinks again, locked.
    async fn play_ai_once(&self, d: Deadline) -> ServiceResult<()> {
        let first = {
            let guard = self.lock_with_journal(d.game).await?;
            due_of(loaded(&guard), d)
        };
        let decided = match first {
            Some(due) => Some((think(&due).await?, due)),
            None => None,
        };
        let mut guard = self.lock_with_journal(d.game).await?;
        let l = loaded(&guard);
        let Some(current) = due_of(l, d) else {
            // Played, handed back to a human or over: only this row goes
            // (a newer one may have replaced it).
            let mut step = Step::new(l.clone());
            step.bump = false;
            step.deadlines.done.push(d);
            self.commit(&mut guard, step).await?;
            return Ok(());
        };
        let chosen = match decided {
            Some((action, was)) if was.view == current.view && was.level == current.level => action,
            _ => think(&current).await?,
        };
        let mut next = l.clone();
        let game = next
            .game
            .state
            .as_mut()
            .expect("a due move is in a running game");
        let mut events = Vec::new();
        let action = play_one(game, &current.view, d.seat, chosen, &mut events)?;
        next.game.action_count += 1;
        let log = vec![ai_action(&next, d.seat, next.game.action_count, action)];
        let (mut step, _) = settle(l, next, log, events, Vec::new(), &[], self.now())?;
        step.deadlines.done.push(d);
        self.commit(&mut guard, step).await?;
        tracing::debug!(game = %d.game, seat = d.seat.0, "AI move played");
        Ok(())
    }
}

/// The seat's level and view if row `d`'s move is still due: the same
/// decision (token) of an AI seat that thinks long, waited for.
fn due_of(l: &super::cache::Loaded, d: Deadline) -> Option<Due> {
    let i = d.seat.index();
    let s = l.seats.get(i)?;
    if s.token != d.token || !ai_due(l, i) {
        return None;
    }
    Some(Due {
        level: level_of(l, i),
        view: l.game.state.as_ref()?.seat_view(d.seat),
        belief: l.journal.as_ref().and_then(|j| j.belief(d.seat)).cloned(),
    })
}

/// The AI's decision, on a blocking thread: a search must not hold up the
/// async workers that answer interactions. A strong seat decides with
/// what it has seen over the game, as in the simulations that measured it.
async fn think(due: &Due) -> ServiceResult<Option<crate::engine::Action>> {
    let (level, view, belief) = (due.level, due.view.clone(), due.belief.clone());
    tokio::task::spawn_blocking(move || super::turn::decide(level, &view, belief.as_ref()))
        .await
        .map_err(|e| ServiceError::Internal(format!("the AI's search failed: {e}")))
}
