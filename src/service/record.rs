//! Game records: everything the table saw, in order, as JSON. Built only
//! from the engine's public events (replayed from the log), seat names and
//! times, so it never holds a hand, a secret side before its reveal, or who
//! contributed which card. Not even the seed is in it (it would reveal
//! every hand). The format is documented in `docs/game-record.md`.

use super::error::{ServiceError, ServiceResult};
use super::{GameService, loaded};
use crate::engine::{Event, Game, SeasonResult, Seat, Settings};
use crate::store::{ActorKind, Controller, GameId, GameOptions, GameStatus};
use serde::{Deserialize, Serialize};

pub const RECORD_FORMAT: &str = "nanuk-game-record";
pub const RECORD_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub format_version: u32,
    pub game: GameId,
    pub guild: u64,
    pub channel: u64,
    pub status: GameStatus,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    pub options: GameOptions,
    /// `None` for a lobby that never started.
    pub settings: Option<Settings>,
    pub seats: Vec<RecordSeat>,
    /// Entry 0 is the deal (no seat); then one entry per action.
    pub log: Vec<RecordEntry>,
    /// Set once the game is over.
    pub result: Option<RecordResult>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordSeat {
    pub seat: Seat,
    pub name: String,
    /// `None` for an AI seat.
    pub user: Option<u64>,
    /// How the seat ended: human, ai, timed_out, left, kicked, replaced.
    pub controller: Controller,
    /// An AI played for this human at some point.
    pub stood_in: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordEntry {
    /// The action's number in the log; 0 for the game's start.
    pub seq: u64,
    /// Unix milliseconds.
    pub at: i64,
    /// The seat that acted (`None` for the start).
    pub seat: Option<Seat>,
    /// Who decided: the player, an AI seat, or an AI standing in.
    pub by: Option<ActorKind>,
    /// What everyone saw happen, in order.
    pub events: Vec<Event>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordResult {
    /// Each season's score piles' breakdown and winners.
    pub seasons: Vec<SeasonResult>,
    pub totals: Vec<(Seat, u32)>,
    pub winners: Vec<Seat>,
}

impl GameService {
    /// The record of a game (finished, running or a lobby).
    pub async fn record(&self, id: GameId) -> ServiceResult<GameRecord> {
        let (l, log) = {
            let guard = self.lock(id).await?;
            let l = loaded(&guard).clone();
            // Read the log while holding the lock so it matches the state.
            let log = self.inner.store.actions(id).await?;
            (l, log)
        };
        let g = &l.game;
        let mut record = GameRecord {
            format: RECORD_FORMAT.into(),
            format_version: RECORD_VERSION,
            game: g.id,
            guild: g.guild,
            channel: g.channel,
            status: g.status,
            created_at: g.created_at,
            started_at: g.started_at,
            finished_at: g.finished_at,
            options: g.options,
            settings: g.state.as_ref().map(|s| *s.settings()),
            seats: l
                .seats
                .iter()
                .map(|s| RecordSeat {
                    seat: s.seat,
                    name: s.name.clone(),
                    user: s.user,
                    controller: s.controller,
                    stood_in: s.stood_in,
                })
                .collect(),
            log: Vec::new(),
            result: None,
        };
        let (Some(state), Some(seed)) = (g.state.as_ref(), g.seed) else {
            return Ok(record);
        };
        let corrupt = |e: String| ServiceError::Internal(format!("game {id} does not replay: {e}"));
        let (mut game, events) = Game::start_as(*state.settings(), state.revision(), seed)
            .map_err(|e| corrupt(e.to_string()))?;
        record.log.push(RecordEntry {
            seq: 0,
            at: g.started_at.unwrap_or(g.created_at),
            seat: None,
            by: None,
            events,
        });
        for a in &log {
            let events = game
                .apply(a.seat, &a.action)
                .map_err(|e| corrupt(e.to_string()))?;
            record.log.push(RecordEntry {
                seq: a.seq,
                at: a.at,
                seat: Some(a.seat),
                by: Some(a.actor),
                events,
            });
        }
        if let Some(winners) = game.winners() {
            record.result = Some(RecordResult {
                seasons: game.season_results().to_vec(),
                totals: game
                    .totals()
                    .into_iter()
                    .enumerate()
                    .map(|(i, t)| (Seat(i as u8), t))
                    .collect(),
                winners,
            });
        }
        Ok(record)
    }

    /// The record as pretty JSON (what `nanuk export` writes and the bot
    /// attaches when a game ends).
    pub async fn record_json(&self, id: GameId) -> ServiceResult<String> {
        let record = self.record(id).await?;
        serde_json::to_string_pretty(&record).map_err(|e| ServiceError::Internal(e.to_string()))
    }
}
