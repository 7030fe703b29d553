//! DM channels opened ahead of need. Discord wants a "create DM" call
//! (against the global budget) before the bot's first DM to a player; made
//! when the first hand goes out, it would come at the busiest moment, a
//! game's start, when every seat's hand goes out at once. So a player who
//! sits down in a lobby has their DM channel opened then, at the lowest
//! priority and only while no prompt waits for the budget, and remembered
//! (see `Slots::dm_channel`). A channel not opened ahead is opened on need,
//! as before.

use super::dms::Dms;
use super::routes::Priority;
use super::slots::Slots;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::{mpsc, watch};

/// Players waiting for their DM channel to be opened ahead; past this the
/// newest are left to be opened on need.
const QUEUE: usize = 4096;
/// While prompts queue for the budget, look again this often.
const IDLE_CHECK: Duration = Duration::from_millis(500);

/// The players whose DM channel should be opened ahead.
pub struct Ahead {
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

impl Ahead {
    /// Asks for these players' DM channels to be opened ahead (those not
    /// known yet). Never waits.
    pub fn ask(&self, dms: &Dms, users: impl IntoIterator<Item = u64>) {
        for user in users {
            if dms.channel(user).is_none() && !dms.asked_ahead(user) {
                // A full queue only means the channel is opened on need.
                let _ = self.send.try_send(user);
            }
        }
    }

    /// Opens the asked DM channels one at a time until `shutdown`. Does
    /// nothing if another task already took the queue (one opener per
    /// worker).
    pub async fn run(&self, slots: &Slots, mut shutdown: watch::Receiver<bool>) {
        let taken = self
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
            while slots.rest.busy() {
                tokio::select! {
                    () = tokio::time::sleep(IDLE_CHECK) => {}
                    _ = shutdown.changed() => return,
                }
            }
            match slots.dm_channel(user, Priority::Cleanup).await {
                Ok(_) => tracing::debug!(user, "opened a DM channel ahead"),
                Err(e) => tracing::debug!(user, error = %e, "could not open a DM channel ahead"),
            }
        }
    }
}
