//! Interactions already handled, so one delivered twice acts once.
//!
//! Discord may deliver an INTERACTION_CREATE again (a gateway resume
//! replays events). Game moves are also deduplicated in the database by
//! interaction id; lobby actions, drafts and commands are not logged there,
//! so this memory covers every interaction. A duplicate arrives within the
//! same gateway session, seconds apart (a new session replays nothing), so
//! the last few thousand ids are enough and nothing needs to outlive the
//! process.

use std::collections::{HashSet, VecDeque};
use std::sync::Mutex;

/// How many recent interaction ids are remembered.
const REMEMBERED: usize = 8192;

#[derive(Default)]
pub struct Seen {
    inner: Mutex<Recent>,
}

#[derive(Default)]
struct Recent {
    ids: HashSet<u64>,
    order: VecDeque<u64>,
}

impl Seen {
    /// True the first time `interaction` is seen, false after.
    pub fn first(&self, interaction: u64) -> bool {
        let mut recent = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        if !recent.ids.insert(interaction) {
            return false;
        }
        recent.order.push_back(interaction);
        if recent.order.len() > REMEMBERED
            && let Some(oldest) = recent.order.pop_front()
        {
            recent.ids.remove(&oldest);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_counts_once_and_old_ids_are_forgotten() {
        let seen = Seen::default();
        assert!(seen.first(1));
        assert!(!seen.first(1));
        for id in 2..=(REMEMBERED as u64 + 1) {
            assert!(seen.first(id));
        }
        assert!(seen.first(1), "the oldest id was forgotten");
        assert!(!seen.first(REMEMBERED as u64 + 1));
    }
}
