//! The double's clock: real time plus whatever the test has skipped ahead.
//!
//! Discord's time rules (3 s to answer an interaction, 15 min interaction
//! tokens, the 1 hour edit window) are checked against this clock, so tests
//! can cross them without sleeping.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

#[derive(Debug)]
pub struct Clock {
    started: Instant,
    started_unix_ms: u64,
    skipped_ms: AtomicU64,
}

impl Clock {
    pub fn new() -> Self {
        let started_unix_ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("system clock is after 1970")
            .as_millis() as u64;
        Self {
            started: Instant::now(),
            started_unix_ms,
            skipped_ms: AtomicU64::new(0),
        }
    }

    /// Time since the double started, skips included.
    pub fn now(&self) -> Duration {
        self.started.elapsed() + Duration::from_millis(self.skipped_ms.load(Ordering::SeqCst))
    }

    pub fn advance(&self, by: Duration) {
        self.skipped_ms
            .fetch_add(by.as_millis() as u64, Ordering::SeqCst);
    }

    /// Unix milliseconds of a moment on this clock.
    pub fn unix_ms(&self, at: Duration) -> u64 {
        self.started_unix_ms + at.as_millis() as u64
    }

    /// RFC 3339, as Discord writes timestamps.
    pub fn timestamp(&self, at: Duration) -> String {
        serenity::model::Timestamp::from_millis(self.unix_ms(at) as i64)
            .expect("the double's clock stays within chrono's range")
            .to_string()
    }
}
