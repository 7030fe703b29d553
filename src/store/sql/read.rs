//! Reads, the same SQL on every backend: this file is compiled once per
//! backend module, whose `Db` it reads through. Each is one indexed query;
//! nothing here scans every game except [`game_ids_after`], which
//! `nanuk verify` pages through.

use super::Db;
use crate::store::StoreError;
use crate::store::model::*;
use crate::store::rows::*;

type Pool = sqlx::Pool<Db>;

const GAME_COLUMNS: &str = "id, guild_id, channel_id, host_id, status, options, seed, version, \
     action_count, state, created_at, updated_at, started_at, finished_at";
const SEAT_COLUMNS: &str = "seat, user_id, name, controller, stood_in, token, final_score, winner, ai_level, away_until, \
     bank_ms, waiting_since";

/// A game and its seats (in seat order), or `None` if there is no such
/// game.
pub async fn load_game(
    pool: &Pool,
    id: GameId,
) -> Result<Option<(StoredGame, Vec<StoredSeat>)>, StoreError> {
    let row: Option<GameRow> =
        sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
            .bind(id.0)
            .fetch_optional(pool)
            .await?;
    let Some(row) = row else { return Ok(None) };
    let game = row.into_model()?;
    let seats: Vec<SeatRow> = sqlx::query_as(&format!(
        "SELECT {SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY seat"
    ))
    .bind(id.0)
    .fetch_all(pool)
    .await?;
    let seats = seats
        .into_iter()
        .map(SeatRow::into_model)
        .collect::<Result<_, _>>()?;
    Ok(Some((game, seats)))
}

/// As [`load_game`], but a game and seats of one version even while
/// another process commits: each statement reads its own snapshot, so
/// the version is read again after the seats (seats only change with a
/// version bump, and versions only grow) and the read repeated if it
/// moved.
pub async fn load_game_consistent(
    pool: &Pool,
    id: GameId,
) -> Result<Option<(StoredGame, Vec<StoredSeat>)>, StoreError> {
    const ATTEMPTS: usize = 20;
    for _ in 0..ATTEMPTS {
        let Some((game, seats)) = load_game(pool, id).await? else {
            return Ok(None);
        };
        if game_version(pool, id).await? == Some(game.version) {
            return Ok(Some((game, seats)));
        }
    }
    Err(StoreError::Conflict(id))
}

/// A game's version now (`None`: no such game): one indexed read, to
/// check that a cached game is still current.
pub async fn game_version(pool: &Pool, id: GameId) -> Result<Option<u64>, StoreError> {
    let v: Option<i64> = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_optional(pool)
        .await?;
    Ok(v.map(|v| v as u64))
}

/// The lobby or running game in a channel, or played in it (its thread).
/// A game whose own channel it is comes first (a lobby opened in a game's
/// thread).
pub async fn open_game_in_channel(pool: &Pool, channel: u64) -> Result<Option<GameId>, StoreError> {
    let id: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE status IN ('lobby', 'running') AND (channel_id = $1 \
         OR id IN (SELECT game_id FROM messages WHERE slot = 'stage' AND channel_id = $1)) \
         ORDER BY channel_id = $1 DESC, id LIMIT 1",
    )
    .bind(to_db(channel))
    .fetch_optional(pool)
    .await?;
    Ok(id.map(GameId))
}

/// Every game ever played in a channel, oldest first, with its status.
pub async fn games_in_channel(
    pool: &Pool,
    channel: u64,
) -> Result<Vec<(GameId, GameStatus)>, StoreError> {
    let rows: Vec<(i64, String)> =
        sqlx::query_as("SELECT id, status FROM games WHERE channel_id = $1 ORDER BY id")
            .bind(to_db(channel))
            .fetch_all(pool)
            .await?;
    rows.into_iter()
        .map(|(id, s)| {
            GameStatus::parse(&s)
                .map(|st| (GameId(id), st))
                .ok_or_else(|| StoreError::Corrupt(format!("unknown status {s:?}")))
        })
        .collect()
}

/// Lobbies and running games in which `user` still plays their seat
/// (not handed to an AI for good), oldest first.
pub async fn active_games_of(pool: &Pool, user: u64) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.status IN ('lobby', 'running') \
             AND s.controller IN ('human', 'timed_out', 'away') ORDER BY g.id",
    )
    .bind(to_db(user))
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// Is this Discord interaction already in an action log?
pub async fn interaction_seen(pool: &Pool, interaction: u64) -> Result<bool, StoreError> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT game_id FROM actions WHERE interaction_id = $1")
            .bind(to_db(interaction))
            .fetch_optional(pool)
            .await?;
    Ok(found.is_some())
}

/// A game's action log in order.
pub async fn actions(pool: &Pool, game: GameId) -> Result<Vec<LoggedAction>, StoreError> {
    let rows: Vec<ActionRow> = sqlx::query_as(
        "SELECT seq, seat, actor, user_id, action, interaction_id, version, at \
             FROM actions WHERE game_id = $1 ORDER BY seq",
    )
    .bind(game.0)
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(ActionRow::into_model).collect()
}

/// Up to `limit` undelivered outbox rows, oldest first (so in order
/// within each game).
pub async fn pending_outbox(pool: &Pool, limit: u32) -> Result<Vec<OutboxRow>, StoreError> {
    let rows: Vec<OutboxDbRow> = sqlx::query_as(
        "SELECT id, game_id, version, payload, created_at FROM outbox \
             WHERE delivered_at IS NULL ORDER BY id LIMIT $1",
    )
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(OutboxRow::from).collect())
}

/// Up to `limit` games with undelivered outbox rows, the one waiting
/// longest first (no payload is read).
pub async fn games_with_pending_outbox(pool: &Pool, limit: u32) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT game_id FROM outbox WHERE delivered_at IS NULL \
             GROUP BY game_id ORDER BY MIN(id) LIMIT $1",
    )
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// Up to `limit` undelivered outbox rows of one game, in order.
pub async fn pending_outbox_of(
    pool: &Pool,
    game: GameId,
    limit: u32,
) -> Result<Vec<OutboxRow>, StoreError> {
    let rows: Vec<OutboxDbRow> = sqlx::query_as(
        "SELECT id, game_id, version, payload, created_at FROM outbox \
             WHERE game_id = $1 AND delivered_at IS NULL ORDER BY id LIMIT $2",
    )
    .bind(game.0)
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(OutboxRow::from).collect())
}

/// The users following a game.
pub async fn followers(pool: &Pool, game: GameId) -> Result<Vec<u64>, StoreError> {
    let rows: Vec<(i64,)> =
        sqlx::query_as("SELECT user_id FROM followers WHERE game_id = $1 ORDER BY user_id")
            .bind(game.0)
            .fetch_all(pool)
            .await?;
    Ok(rows.into_iter().map(|(u,)| from_db(u)).collect())
}

/// A player's time away: (since, until), if they are away.
pub async fn away(pool: &Pool, user: u64) -> Result<Option<(i64, i64)>, StoreError> {
    Ok(
        sqlx::query_as("SELECT since, until FROM away WHERE user_id = $1")
            .bind(to_db(user))
            .fetch_optional(pool)
            .await?,
    )
}

/// Games with a seat an AI plays because `user` is away: running, or
/// finished since `since`.
pub async fn away_games_of(pool: &Pool, user: u64, since: i64) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND s.controller = 'away' \
             AND (g.status = 'running' OR g.finished_at >= $2) ORDER BY g.id",
    )
    .bind(to_db(user))
    .bind(since)
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// Players whose time away ended by `now`.
pub async fn away_ended(pool: &Pool, now: i64) -> Result<Vec<u64>, StoreError> {
    let rows: Vec<(i64,)> = sqlx::query_as("SELECT user_id FROM away WHERE until <= $1")
        .bind(now)
        .fetch_all(pool)
        .await?;
    Ok(rows.into_iter().map(|(u,)| from_db(u)).collect())
}

/// Decisions an AI made for `seat` of `game` as a stand-in since `since`.
pub async fn stand_in_decisions(
    pool: &Pool,
    game: GameId,
    seat: u8,
    since: i64,
) -> Result<u64, StoreError> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM actions WHERE game_id = $1 AND seat = $2 \
         AND actor = 'stand_in' AND at >= $3",
    )
    .bind(game.0)
    .bind(i32::from(seat))
    .bind(since)
    .fetch_one(pool)
    .await?;
    Ok(n as u64)
}

/// A server's lobby defaults as stored (JSON).
pub async fn server_settings(pool: &Pool, guild: u64) -> Result<Option<String>, StoreError> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT settings FROM server_settings WHERE guild_id = $1")
            .bind(to_db(guild))
            .fetch_optional(pool)
            .await?;
    Ok(row.map(|(s,)| s))
}

/// The bot's DM channel with a user.
pub async fn dm_channel(pool: &Pool, user: u64) -> Result<Option<u64>, StoreError> {
    let row: Option<(i64,)> =
        sqlx::query_as("SELECT channel_id FROM dm_channels WHERE user_id = $1")
            .bind(to_db(user))
            .fetch_optional(pool)
            .await?;
    Ok(row.map(|(c,)| from_db(c)))
}

pub async fn message(
    pool: &Pool,
    game: GameId,
    slot: MessageSlot,
) -> Result<Option<StoredMessage>, StoreError> {
    let row: Option<(i64, i64, i64)> = sqlx::query_as(
        "SELECT channel_id, message_id, created_at FROM messages \
             WHERE game_id = $1 AND slot = $2",
    )
    .bind(game.0)
    .bind(slot.key())
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|(channel, message, created_at)| StoredMessage {
        channel: from_db(channel),
        message: from_db(message),
        created_at,
    }))
}

/// Deadlines due at `now` or earlier, earliest first.
pub async fn due_deadlines(pool: &Pool, now: i64, limit: u32) -> Result<Vec<Deadline>, StoreError> {
    let rows: Vec<DeadlineRow> = sqlx::query_as(
        "SELECT game_id, seat, kind, due_at, token FROM deadlines WHERE due_at <= $1 \
             AND kind <> 'ai_move' ORDER BY due_at, game_id, seat LIMIT $2",
    )
    .bind(now)
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(DeadlineRow::into_model).collect()
}

/// Games with an AI move due at `now` (their AI tasks play them).
#[allow(dead_code)] // SQLite's; PostgreSQL's claims them (`claims.rs`).
pub async fn games_with_due_ai(
    pool: &Pool,
    now: i64,
    limit: u32,
) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT DISTINCT game_id FROM deadlines WHERE kind = 'ai_move' AND due_at <= $1 \
             ORDER BY game_id LIMIT $2",
    )
    .bind(now)
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// A game's rows of one kind due at `now`, by seat.
#[allow(dead_code)] // SQLite's; PostgreSQL's claims them (`claims.rs`).
pub async fn due_deadlines_of(
    pool: &Pool,
    game: GameId,
    kind: DeadlineKind,
    now: i64,
) -> Result<Vec<Deadline>, StoreError> {
    let rows: Vec<DeadlineRow> = sqlx::query_as(
        "SELECT game_id, seat, kind, due_at, token FROM deadlines \
             WHERE game_id = $1 AND kind = $2 AND due_at <= $3 ORDER BY seat",
    )
    .bind(game.0)
    .bind(kind.as_str())
    .bind(now)
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(DeadlineRow::into_model).collect()
}

/// When the next deadline falls due, if any is pending (AI moves, due at
/// once and played by the game's AI task, are not waited for).
pub async fn next_deadline(pool: &Pool) -> Result<Option<i64>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT MIN(due_at) FROM deadlines WHERE kind <> 'ai_move'")
            .fetch_one(pool)
            .await?,
    )
}

/// A game's pending deadlines.
pub async fn deadlines_of(pool: &Pool, game: GameId) -> Result<Vec<Deadline>, StoreError> {
    let rows: Vec<DeadlineRow> = sqlx::query_as(
        "SELECT game_id, seat, kind, due_at, token FROM deadlines WHERE game_id = $1 \
             ORDER BY seat, kind",
    )
    .bind(game.0)
    .fetch_all(pool)
    .await?;
    rows.into_iter().map(DeadlineRow::into_model).collect()
}

/// A guild's most recently finished games, newest first.
pub async fn finished_games(
    pool: &Pool,
    guild: u64,
    limit: u32,
) -> Result<Vec<FinishedGame>, StoreError> {
    let rows: Vec<FinishedRow> = sqlx::query_as(
        "SELECT g.id, g.channel_id, g.finished_at, s.seat, s.user_id, s.name, \
             s.final_score, s.winner, s.stood_in \
             FROM games g JOIN seats s ON s.game_id = g.id \
             WHERE g.id IN (SELECT id FROM games WHERE guild_id = $1 AND status = 'over' \
                            ORDER BY finished_at DESC, id DESC LIMIT $2) \
             ORDER BY g.finished_at DESC, g.id DESC, s.seat",
    )
    .bind(to_db(guild))
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    let mut games: Vec<FinishedGame> = Vec::new();
    for r in rows {
        if games.last().is_none_or(|g| g.id.0 != r.id) {
            games.push(FinishedGame {
                id: GameId(r.id),
                channel: from_db(r.channel_id),
                finished_at: r.finished_at.unwrap_or_default(),
                seats: Vec::new(),
            });
        }
        let game = games.last_mut().expect("just pushed");
        game.seats.push(FinishedSeat {
            seat: crate::engine::Seat(r.seat as u8),
            user: r.user_id.map(from_db),
            name: r.name,
            score: r.final_score.unwrap_or_default() as u32,
            winner: r.winner.unwrap_or(false),
            stood_in: r.stood_in,
        });
    }
    Ok(games)
}

/// One player's figures over a guild's finished games.
pub async fn player_totals(pool: &Pool, guild: u64, user: u64) -> Result<PlayerTotals, StoreError> {
    let row: TotalsRow = sqlx::query_as(
        "SELECT COUNT(*) AS games, \
             SUM(CASE WHEN s.winner THEN 1 ELSE 0 END) AS wins, \
             CAST(SUM(s.final_score) AS BIGINT) AS total_score, \
             SUM(CASE WHEN s.stood_in THEN 1 ELSE 0 END) AS stood_in_games, \
             SUM(CASE WHEN s.stood_in AND s.winner THEN 1 ELSE 0 END) AS stood_in_wins \
             FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE g.guild_id = $1 AND g.status = 'over' AND s.user_id = $2",
    )
    .bind(to_db(guild))
    .bind(to_db(user))
    .fetch_one(pool)
    .await?;
    Ok(PlayerTotals {
        games: row.games as u64,
        wins: row.wins.unwrap_or(0) as u64,
        total_score: row.total_score.unwrap_or(0) as u64,
        stood_in_games: row.stood_in_games.unwrap_or(0) as u64,
        stood_in_wins: row.stood_in_wins.unwrap_or(0) as u64,
    })
}

/// Up to `limit` ids of started games after `after`, in id order (for
/// `nanuk verify`, which pages through every game).
pub async fn game_ids_after(
    pool: &Pool,
    after: i64,
    limit: u32,
) -> Result<Vec<GameId>, StoreError> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE id > $1 AND state IS NOT NULL ORDER BY id LIMIT $2",
    )
    .bind(after)
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(ids.into_iter().map(GameId).collect())
}

/// The stored languages of some players and of a server: rows of
/// (scope, id, seen, chosen).
pub async fn languages(
    pool: &Pool,
    users: &[u64],
    guild: Option<u64>,
) -> Result<Vec<(String, u64, Option<String>, Option<String>)>, StoreError> {
    if users.is_empty() && guild.is_none() {
        return Ok(Vec::new());
    }
    let mut query =
        sqlx::QueryBuilder::<Db>::new("SELECT scope, id, seen, chosen FROM languages WHERE ");
    if !users.is_empty() {
        query.push("(scope = 'user' AND id IN (");
        let mut ids = query.separated(", ");
        for &u in users {
            ids.push_bind(to_db(u));
        }
        query.push("))");
    }
    if let Some(g) = guild {
        if !users.is_empty() {
            query.push(" OR ");
        }
        query.push("(scope = 'server' AND id = ");
        query.push_bind(to_db(g));
        query.push(")");
    }
    let rows: Vec<(String, i64, Option<String>, Option<String>)> =
        query.build_query_as().fetch_all(pool).await?;
    Ok(rows
        .into_iter()
        .map(|(scope, id, seen, chosen)| (scope, from_db(id), seen, chosen))
        .collect())
}
