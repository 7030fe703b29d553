//! The worker's parts, shared by every game's delivery task: the handles
//! it calls through and the per-process state each part keeps. Fields
//! only; each part's behaviour is in its own file.

use super::ahead::Ahead;
use super::holds::{Boards, Cooldowns};
use super::locks::Locks;
use super::rest::Rest;
use super::slots::Slots;
use crate::discord::places::Places;
use crate::service::GameService;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

pub struct Parts {
    /// Every call the worker makes, paced against Discord's limits (the
    /// same handle as `slots.rest`).
    pub rest: Rest,
    /// The same handle as `slots.service`.
    pub service: GameService,
    pub places: Places,
    /// The long-lived messages and what they show.
    pub slots: Slots,
    /// Shared with the component handlers (see `Redraws`).
    pub locks: Arc<Locks>,
    /// When each board was drawn (board holds).
    pub boards: Boards,
    /// Games cooling down after failures.
    pub cooldowns: Cooldowns,
    /// DM channels to open ahead of need.
    pub ahead: Ahead,
    pub games_at_once: Arc<Semaphore>,
    /// See [`super::Pacing::board_every`].
    pub board_every: Duration,
    /// When this worker began (service clock, ms): rows written before it
    /// may have been shown in part by the process before.
    pub began_ms: i64,
}
