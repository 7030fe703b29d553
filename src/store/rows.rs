//! Database rows and their conversion to the store's model.

use super::StoreError;
use super::model::*;
use crate::engine::Seat;

/// Discord snowflakes and seeds are u64; the database keeps their bits as
/// a signed 64-bit integer.
pub(super) fn to_db(v: u64) -> i64 {
    v as i64
}

pub(super) fn from_db(v: i64) -> u64 {
    v as u64
}

fn corrupt(what: &str, value: &str) -> StoreError {
    StoreError::Corrupt(format!("unknown {what} {value:?}"))
}

#[derive(sqlx::FromRow)]
pub(super) struct GameRow {
    id: i64,
    guild_id: i64,
    channel_id: i64,
    host_id: i64,
    status: String,
    options: String,
    seed: Option<i64>,
    version: i64,
    action_count: i64,
    state: Option<String>,
    created_at: i64,
    updated_at: i64,
    started_at: Option<i64>,
    finished_at: Option<i64>,
}

impl GameRow {
    pub(super) fn into_model(self) -> Result<StoredGame, StoreError> {
        Ok(StoredGame {
            id: GameId(self.id),
            guild: from_db(self.guild_id),
            channel: from_db(self.channel_id),
            host: from_db(self.host_id),
            status: GameStatus::parse(&self.status)
                .ok_or_else(|| corrupt("status", &self.status))?,
            options: serde_json::from_str(&self.options)?,
            seed: self.seed.map(from_db),
            version: self.version as u64,
            action_count: self.action_count as u64,
            state: self
                .state
                .as_deref()
                .map(serde_json::from_str)
                .transpose()?,
            created_at: self.created_at,
            updated_at: self.updated_at,
            started_at: self.started_at,
            finished_at: self.finished_at,
        })
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct SeatRow {
    seat: i64,
    user_id: Option<i64>,
    name: String,
    controller: String,
    stood_in: bool,
    token: i64,
    final_score: Option<i64>,
    winner: Option<bool>,
    ai_level: Option<String>,
    away_until: Option<i64>,
    bank_ms: Option<i64>,
    waiting_since: Option<i64>,
}

impl SeatRow {
    pub(super) fn into_model(self) -> Result<StoredSeat, StoreError> {
        Ok(StoredSeat {
            seat: Seat(self.seat as u8),
            user: self.user_id.map(from_db),
            name: self.name,
            controller: Controller::parse(&self.controller)
                .ok_or_else(|| corrupt("controller", &self.controller))?,
            stood_in: self.stood_in,
            token: self.token as u64,
            final_score: self.final_score.map(|s| s as u32),
            winner: self.winner,
            ai_level: match self.ai_level {
                None => None,
                Some(l) => Some(l.parse().map_err(|_| corrupt("ai_level", &l))?),
            },
            away_until: self.away_until,
            bank_ms: self.bank_ms,
            waiting_since: self.waiting_since,
        })
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct ActionRow {
    seq: i64,
    seat: i64,
    actor: String,
    user_id: Option<i64>,
    action: String,
    interaction_id: Option<i64>,
    version: i64,
    at: i64,
}

impl ActionRow {
    pub(super) fn into_model(self) -> Result<LoggedAction, StoreError> {
        Ok(LoggedAction {
            seq: self.seq as u64,
            seat: Seat(self.seat as u8),
            actor: ActorKind::parse(&self.actor).ok_or_else(|| corrupt("actor", &self.actor))?,
            user: self.user_id.map(from_db),
            action: serde_json::from_str(&self.action)?,
            interaction: self.interaction_id.map(from_db),
            version: self.version as u64,
            at: self.at,
        })
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct OutboxDbRow {
    id: i64,
    game_id: i64,
    version: i64,
    payload: String,
    created_at: i64,
}

impl From<OutboxDbRow> for OutboxRow {
    fn from(r: OutboxDbRow) -> Self {
        OutboxRow {
            id: r.id,
            game: GameId(r.game_id),
            version: r.version as u64,
            payload: r.payload,
            created_at: r.created_at,
        }
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct DeadlineRow {
    game_id: i64,
    seat: i64,
    kind: String,
    due_at: i64,
    token: i64,
}

impl DeadlineRow {
    pub(super) fn into_model(self) -> Result<Deadline, StoreError> {
        Ok(Deadline {
            game: GameId(self.game_id),
            seat: Seat(self.seat as u8),
            kind: DeadlineKind::parse(&self.kind)
                .ok_or_else(|| corrupt("deadline kind", &self.kind))?,
            due_at: self.due_at,
            token: self.token as u64,
        })
    }
}

#[derive(sqlx::FromRow)]
pub(super) struct FinishedRow {
    pub id: i64,
    pub channel_id: i64,
    pub finished_at: Option<i64>,
    pub seat: i64,
    pub user_id: Option<i64>,
    pub name: String,
    pub final_score: Option<i64>,
    pub winner: Option<bool>,
    pub stood_in: bool,
}

#[derive(sqlx::FromRow)]
pub(super) struct TotalsRow {
    pub games: i64,
    pub wins: Option<i64>,
    pub total_score: Option<i64>,
    pub stood_in_games: Option<i64>,
    pub stood_in_wins: Option<i64>,
}
