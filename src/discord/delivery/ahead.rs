//! DM channels opened ahead of need. Discord wants a "create DM" call
//! (against the global budget) before the bot's first DM to a player; made
//! when the first hand goes out, it would come at the busiest moment, a
//! game's start, when every seat's hand goes out at once. So a player who
//! sits down in a lobby has their DM channel opened then, at the lowest
//! priority and only while no prompt waits for the budget, and remembered
//! (see `Inner::dm_channel`). A channel not opened ahead is opened on need,
//! as before.

use super::Inner;
use super::pacer::Priority;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, watch};

/// Players waiting for their DM channel to be opened ahead; past this the
/// newest are left to be opened on need.
const QUEUE: usize = 4096;
/// While prompts queue for the budget, look again this often.
const IDLE_CHECK: Duration = Duration::from_millis(500);

/// The players whose DM channel should be opened ahead.
pub(super) struct Ahead {
    send: mpsc::Sender<u64>,
    receive: Mutex<Option<mpsc::Receiver<u64>>>,
}

impl Default for Ahead {
    fn default() -> Self {
        let (send, receive) = mpsc::channel(QUEUE);
        Ahead {
            send,
            receive: Mutex::new(Some(receive)),
        }
    }
}

impl Inner {
    /// Asks for these players' DM channels to be opened ahead (those not
    /// known yet). Never waits.
    pub(super) fn open_dms_ahead(&self, users: impl IntoIterator<Item = u64>) {
        for user in users {
            if self.memory.dm_channel(user).is_none() && !self.memory.dm_asked_ahead(user) {
                // A full queue only means the channel is opened on need.
                let _ = self.ahead.send.try_send(user);
            }
        }
    }
}

/// Opens the asked DM channels one at a time until `shutdown`. Does
/// nothing if another task already took the queue (one opener per worker).
pub(super) async fn run(inner: Arc<Inner>, mut shutdown: watch::Receiver<bool>) {
    let taken = inner
        .ahead
        .receive
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take();
    let Some(mut asked) = taken else {
        return;
    };
    loop {
        let user = tokio::select! {
            user = asked.recv() => match user {
                Some(user) => user,
                None => return,
            },
            _ = shutdown.changed() => return,
        };
        // Budget to spare only: a prompt that queues goes first.
        while inner.rest.busy() {
            tokio::select! {
                () = tokio::time::sleep(IDLE_CHECK) => {}
                _ = shutdown.changed() => return,
            }
        }
        match inner.dm_channel(user, Priority::Cleanup).await {
            Ok(_) => tracing::debug!(user, "opened a DM channel ahead"),
            Err(e) => tracing::debug!(user, error = %e, "could not open a DM channel ahead"),
        }
    }
}
