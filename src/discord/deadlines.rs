//! The deadline task: reminders and turn timeouts fire when they fall due.
//!
//! Deadlines live in the database, so this task keeps no state: it asks
//! the service for the next one, sleeps until then (never longer than
//! [`MAX_SLEEP`]) and fires what is due. After a restart the first round
//! fires whatever fell due while the bot was down.

use crate::service::{Clock, GameService};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The longest sleep between looks at the deadlines. Deadlines written
/// while the task sleeps are at least a minute away (the shortest delay the
/// service accepts), so waking twice a minute never fires one late.
pub const MAX_SLEEP: Duration = Duration::from_secs(30);

/// After a database error, try again this soon.
const ERROR_PAUSE: Duration = Duration::from_secs(5);

/// Runs until `shutdown` turns true (or its sender is dropped).
pub async fn run(service: GameService, clock: Arc<dyn Clock>, mut shutdown: watch::Receiver<bool>) {
    tracing::info!("deadline task started");
    loop {
        let pause = match fire(&service).await {
            Ok(()) => match service.next_deadline().await {
                Ok(next) => sleep_for(next, clock.now_ms()),
                Err(e) => {
                    tracing::warn!(error = %e, "could not read the next deadline");
                    ERROR_PAUSE
                }
            },
            // The store has logged the storage fault once already.
            Err(e @ crate::service::ServiceError::Unsaved(_)) => {
                tracing::debug!(error = %e, "could not fire due deadlines");
                ERROR_PAUSE
            }
            Err(e) if !e.is_unexpected() => {
                tracing::debug!(error = %e, "could not fire due deadlines");
                ERROR_PAUSE
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not fire due deadlines");
                ERROR_PAUSE
            }
        };
        tokio::select! {
            () = tokio::time::sleep(pause) => {}
            changed = shutdown.changed() => {
                if changed.is_err() || *shutdown.borrow() {
                    tracing::info!("deadline task stopped");
                    return;
                }
            }
        }
    }
}

async fn fire(service: &GameService) -> crate::service::ServiceResult<()> {
    for f in service.fire_due().await? {
        tracing::info!(game = %f.game, seat = f.seat.0, kind = f.kind.as_str(), "deadline fired");
    }
    // Times away end here too: at most MAX_SLEEP late, which an absence of
    // an hour or more can afford.
    for (user, games) in service.end_due_absences().await? {
        tracing::info!(user, games = games.len(), "time away ended");
    }
    Ok(())
}

/// How long to sleep when the next deadline is `next` (unix ms) and it is
/// `now`: until it is due, at most [`MAX_SLEEP`].
pub fn sleep_for(next: Option<i64>, now: i64) -> Duration {
    match next {
        None => MAX_SLEEP,
        Some(due) => {
            let ms = u64::try_from(due.saturating_sub(now)).unwrap_or(0);
            Duration::from_millis(ms).min(MAX_SLEEP)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{Actor, Controller, GameOptions, StandInReason, SystemClock};
    use std::time::Instant;

    /// A game whose only human (the host) the game now waits for, with a
    /// one-hour turn timeout.
    async fn waiting_on_the_host(url: &str) -> (GameService, crate::service::GameId) {
        let service = GameService::open(url).await.unwrap();
        let host = Actor::new(1, "Host");
        let options = GameOptions {
            turn_timeout_secs: Some(3600),
            ..GameOptions::default()
        };
        let game = service
            .create_lobby(10, 20, &host, options)
            .await
            .unwrap()
            .game;
        for _ in 0..4 {
            service.add_ai(game, &host).await.unwrap();
        }
        let started = service.start(game, &host).await.unwrap();
        assert_eq!(started.waiting_for.len(), 1);
        assert_eq!(started.waiting_for[0].user, Some(1));
        (service, game)
    }

    #[tokio::test]
    async fn the_task_sleeps_until_a_deadline_then_fires_it_and_stops_on_request() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("deadlines.db");
        let url = format!("sqlite://{}?mode=rwc", path.display());
        let (service, game) = waiting_on_the_host(&url).await;
        // Bring the timeout forward to 400 ms from now (a game would wait an hour).
        let due = SystemClock.now_ms() + 400;
        let mut conn = sqlx::ConnectOptions::connect(
            &sqlx::sqlite::SqliteConnectOptions::new().filename(&path),
        )
        .await
        .unwrap();
        sqlx::query("UPDATE deadlines SET due_at = $1 WHERE kind = 'timeout'")
            .bind(due)
            .execute(&mut conn)
            .await
            .unwrap();

        let (stop, stopped) = watch::channel(false);
        let started = Instant::now();
        let task = tokio::spawn(run(service.clone(), Arc::new(SystemClock), stopped));
        let timed_out = Controller::StandIn(StandInReason::TimedOut);
        loop {
            let table = service.table(game).await.unwrap();
            if table.seats[0].controller == timed_out {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "the timeout never fired"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(
            started.elapsed() >= Duration::from_millis(300),
            "fired when due, not before: {:?}",
            started.elapsed()
        );
        stop.send(true).unwrap();
        tokio::time::timeout(Duration::from_secs(2), task)
            .await
            .expect("the task stops when told")
            .unwrap();
    }

    #[test]
    fn sleeps_until_the_next_deadline_but_never_long() {
        assert_eq!(sleep_for(None, 1_000), MAX_SLEEP);
        assert_eq!(sleep_for(Some(1_500), 1_000), Duration::from_millis(500));
        assert_eq!(sleep_for(Some(500), 1_000), Duration::ZERO, "overdue");
        assert_eq!(sleep_for(Some(i64::MAX), 0), MAX_SLEEP);
    }
}
