//! Reminders and turn timeouts: rows written with each change, fired by
//! [`GameService::fire_due`], which the bot calls from a background task.
//! Due AI moves (`ai_move` rows) go to the game's AI task (`thinking.rs`).

use super::delivery::Delivery;
use super::error::ServiceResult;
use super::turn::settle;
use super::types::Fired;
use super::{GameService, Step, loaded, on_current_state};
use crate::store::{Controller, Deadline, DeadlineKind, GameStatus, StandInReason};

/// Deadlines handled per `fire_due` call at most.
const BATCH: u32 = 100;

impl GameService {
    /// When the next deadline falls due (unix ms), if any: the background
    /// task may sleep until then (or until a change, whichever is first).
    pub async fn next_deadline(&self) -> ServiceResult<Option<i64>> {
        Ok(self
            .inner
            .store
            .next_deadline_for(&self.inner.process)
            .await?)
    }

    /// Applies every deadline due now: reminders go to the outbox, timed
    /// out seats are handed to the AI (which acts at once) until their
    /// player acts again. Deadlines that no longer apply are dropped. AI
    /// moves still due start their games' AI tasks (not waited for, nor
    /// counted in the result).
    pub async fn fire_due(&self) -> ServiceResult<Vec<Fired>> {
        // AI moves left due (a restart, or the process that committed
        // them died): each game's AI task plays its own.
        for game in self
            .inner
            .store
            .games_with_due_ai(self.claim(), BATCH)
            .await?
        {
            self.wake_ai(game);
        }
        let mut fired = Vec::new();
        loop {
            // Claimed: on a shared database each due row is fired by one
            // process (another's rows come back when its lease runs out).
            let due = self
                .inner
                .store
                .claim_due_deadlines(self.claim(), BATCH)
                .await?;
            let n = due.len();
            for d in due {
                if self.fire(d).await? {
                    fired.push(Fired {
                        game: d.game,
                        seat: d.seat,
                        kind: d.kind,
                    });
                }
            }
            if n < BATCH as usize {
                return Ok(fired);
            }
        }
    }

    async fn fire(&self, d: Deadline) -> ServiceResult<bool> {
        on_current_state!(self, self.fire_once(d))
    }

    async fn fire_once(&self, d: Deadline) -> ServiceResult<bool> {
        let mut guard = self.lock(d.game).await?;
        let l = loaded(&guard);
        let i = d.seat.index();
        let live = l.game.status == GameStatus::Running
            && l.seats
                .get(i)
                .is_some_and(|s| s.controller == Controller::Human && s.token == d.token)
            && l.waits_for(d.seat);
        if !live {
            // Only this row: a newer deadline may have replaced it since
            // it was read (by this or another process).
            let mut step = Step::new(l.clone());
            step.bump = false;
            step.deadlines.done.push(d);
            self.commit(&mut guard, step).await?;
            return Ok(false);
        }
        match d.kind {
            DeadlineKind::Reminder => {
                // "The last one" has a deadline of its own (LastOne).
                let mut step = Step::new(l.clone());
                step.bump = false;
                step.outbox.push(Delivery::Reminder {
                    seat: d.seat,
                    last_one: false,
                });
                // Reminders repeat while the same decision waits: after
                // the delay, then every twice the delay (12 h, then daily).
                // A game clock's reminder (a quarter of the bank left) is
                // said once.
                match l
                    .game
                    .options
                    .reminder_secs
                    .filter(|_| l.game.options.clock.is_none())
                {
                    Some(secs) => step.deadlines.set.push(Deadline {
                        due_at: self.now() + 2 * secs as i64 * 1000,
                        ..d
                    }),
                    None => step
                        .deadlines
                        .clear
                        .push((d.seat, Some(DeadlineKind::Reminder))),
                }
                self.commit(&mut guard, step).await?;
            }
            DeadlineKind::LastOne => {
                // Told once, and only while the table still waits on them alone.
                let state = l.game.state.as_ref().expect("running");
                let mut step = Step::new(l.clone());
                step.bump = false;
                if state.waiting_for() == [d.seat] {
                    step.outbox.push(Delivery::Reminder {
                        seat: d.seat,
                        last_one: true,
                    });
                }
                step.deadlines.done.push(d);
                self.commit(&mut guard, step).await?;
            }
            // Never claimed here: `fire_due` wakes the game's AI task.
            DeadlineKind::AiMove => return Ok(false),
            DeadlineKind::Timeout => {
                let mut next = l.clone();
                next.seats[i].controller = Controller::StandIn(StandInReason::TimedOut);
                next.seats[i].stood_in = true;
                if let Some(clock) = l.game.options.clock {
                    super::time_bank::ran_out(&mut next, i, clock);
                }
                let (step, _) = settle(
                    l,
                    next,
                    Vec::new(),
                    Vec::new(),
                    vec![Delivery::TimedOut { seat: d.seat }],
                    &[i],
                    self.now(),
                )?;
                self.commit(&mut guard, step).await?;
                tracing::info!(game = %d.game, seat = d.seat.0, "turn timeout: the AI acts for the seat");
            }
        }
        Ok(true)
    }
}
