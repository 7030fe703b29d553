//! The global pacer: interactions go out at a set rate across all tables,
//! one slot every `1 / rate` seconds, handed out in the order asked for.
//! A slot nobody asks for in time is lost, so a backlog never bursts.

use std::sync::Mutex;
use std::time::Duration;

use tokio::time::Instant;

pub struct Pacer {
    interval: Duration,
    next: Mutex<Instant>,
}

impl Pacer {
    /// `rate` interactions per second (> 0).
    pub fn new(rate: f64) -> Pacer {
        Pacer {
            interval: Duration::from_secs_f64(1.0 / rate.max(1e-3)),
            next: Mutex::new(Instant::now()),
        }
    }

    /// Waits for the caller's slot.
    pub async fn slot(&self) {
        let at = {
            let mut next = self.next.lock().unwrap_or_else(|e| e.into_inner());
            let at = (*next).max(Instant::now());
            *next = at + self.interval;
            at
        };
        tokio::time::sleep_until(at).await;
    }
}
