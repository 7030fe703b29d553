//! The statements of each write, the same SQL on every backend: this file
//! is compiled once per backend module, whose `Db` it writes through. Each
//! runs on the connection it is given; [`crate::store::Store`] chooses the
//! connection and discards it if the write fails.

use super::Db;
use crate::store::StoreError;
use crate::store::model::*;
use crate::store::rows::to_db;
use crate::store::write::{Change, GameUpdate, NewGame, SeatChange};
use sqlx::{Connection, Transaction};

type Conn = <Db as sqlx::Database>::Connection;

/// Outbox ids per `UPDATE` (well under any database's bound on parameters).
const MARK_CHUNK: usize = 500;
/// Rows per multi-row `INSERT` (at most 9 parameters a row).
const ROWS_PER_INSERT: usize = 500;

fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// A unique violation of the one-open-game-per-channel index (and not,
/// say, of the primary key after ids were copied in by hand).
fn is_channel_taken(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Database(d) if d.is_unique_violation() => {
            // PostgreSQL names the index; SQLite names the column.
            d.constraint() == Some("games_open_channel") || d.message().contains("games.channel_id")
        }
        _ => false,
    }
}

/// Inserts a lobby with its seats and outbox rows. Fails with
/// [`StoreError::ChannelTaken`] if the channel has an open game.
pub async fn create_game(conn: &mut Conn, new: &NewGame) -> Result<GameId, StoreError> {
    let options = serde_json::to_string(&new.options)?;
    let mut tx = conn.begin().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, host_id, status, options, seed, version, \
             action_count, state, created_at, updated_at, started_at, finished_at) \
             VALUES ($1, $2, $3, $4, $5, NULL, 1, 0, NULL, $6, $7, NULL, NULL) RETURNING id",
    )
    .bind(to_db(new.guild))
    .bind(to_db(new.channel))
    .bind(to_db(new.host))
    .bind(GameStatus::Lobby.as_str())
    .bind(options)
    .bind(new.now)
    .bind(new.now)
    .fetch_one(&mut *tx)
    .await
    .map_err(|e| {
        if is_channel_taken(&e) {
            StoreError::ChannelTaken
        } else {
            e.into()
        }
    })?;
    let game = GameId(id);
    for seat in &new.seats {
        insert_seat(&mut tx, game, seat).await?;
    }
    insert_outbox(&mut tx, game, 1, &new.outbox, new.now).await?;
    if !new.outbox.is_empty() {
        super::outbox_written(&mut tx, game).await?;
    }
    tx.commit().await?;
    Ok(game)
}

/// Commits `change` in one transaction.
pub async fn commit(conn: &mut Conn, change: &Change<'_>) -> Result<(), StoreError> {
    let state = match &change.update {
        Some(GameUpdate {
            state: Some(game), ..
        }) => Some(serde_json::to_string(game)?),
        _ => None,
    };
    let options = change
        .update
        .as_ref()
        .map(|u| serde_json::to_string(&u.options))
        .transpose()?;
    let actions: Vec<String> = change
        .actions
        .iter()
        .map(|a| serde_json::to_string(&a.action))
        .collect::<Result<_, _>>()?;
    let version = change.version();
    let game = change.game;

    let mut tx = conn.begin().await?;
    // The first statement writes, so the transaction takes the write
    // lock at once, and checks nobody else moved the game on.
    let updated = match &change.update {
        Some(u) => sqlx::query(
            "UPDATE games SET status = $1, version = $2, action_count = $3, seed = $4, \
                 state = COALESCE($5, state), updated_at = $6, started_at = $7, finished_at = $8, \
                 options = $9 \
                 WHERE id = $10 AND version = $11",
        )
        .bind(u.status.as_str())
        .bind(u.version as i64)
        .bind(u.action_count as i64)
        .bind(u.seed.map(to_db))
        .bind(state)
        .bind(change.now)
        .bind(u.started_at)
        .bind(u.finished_at)
        .bind(&options)
        .bind(game.0)
        .bind(change.expected_version as i64)
        .execute(&mut *tx)
        .await?
        .rows_affected(),
        None => sqlx::query("UPDATE games SET updated_at = $1 WHERE id = $2 AND version = $3")
            .bind(change.now)
            .bind(game.0)
            .bind(change.expected_version as i64)
            .execute(&mut *tx)
            .await?
            .rows_affected(),
    };
    if updated != 1 {
        // Ended cleanly, so the connection stays usable (a conflict is
        // no fault of the storage).
        tx.rollback().await?;
        return Err(StoreError::Conflict(game));
    }

    match &change.seats {
        SeatChange::Unchanged => {}
        SeatChange::Replace(seats) => {
            sqlx::query("DELETE FROM seats WHERE game_id = $1")
                .bind(game.0)
                .execute(&mut *tx)
                .await?;
            for seat in seats.iter() {
                insert_seat(&mut tx, game, seat).await?;
            }
        }
        SeatChange::Update(seats) => {
            for seat in seats {
                sqlx::query(
                    "UPDATE seats SET user_id = $1, name = $2, controller = $3, stood_in = $4, \
                         token = $5, final_score = $6, winner = $7, away_until = $8, \
                         bank_ms = $9, waiting_since = $10 \
                         WHERE game_id = $11 AND seat = $12",
                )
                .bind(seat.user.map(to_db))
                .bind(&seat.name)
                .bind(seat.controller.as_str())
                .bind(seat.stood_in)
                .bind(seat.token as i64)
                .bind(seat.final_score.map(i64::from))
                .bind(seat.winner)
                .bind(seat.away_until)
                .bind(seat.bank_ms)
                .bind(seat.waiting_since)
                .bind(game.0)
                .bind(i64::from(seat.seat.0))
                .execute(&mut *tx)
                .await?;
            }
        }
    }

    // Multi-row inserts: each statement is a round trip to the
    // connection's thread, and an action writes several rows.
    for chunk in change
        .actions
        .iter()
        .zip(&actions)
        .collect::<Vec<_>>()
        .chunks(ROWS_PER_INSERT)
    {
        let mut insert = sqlx::QueryBuilder::<Db>::new(
            "INSERT INTO actions (game_id, seq, seat, actor, user_id, action, interaction_id, \
                 version, at) ",
        );
        insert.push_values(chunk, |mut row, (a, json)| {
            row.push_bind(game.0)
                .push_bind(a.seq as i64)
                .push_bind(i64::from(a.seat.0))
                .push_bind(a.actor.as_str())
                .push_bind(a.user.map(to_db))
                .push_bind(json.as_str())
                .push_bind(a.interaction.map(to_db))
                .push_bind(version as i64)
                .push_bind(change.now);
        });
        insert.build().execute(&mut *tx).await.map_err(|e| {
            if is_unique_violation(&e) && chunk.iter().any(|(a, _)| a.interaction.is_some()) {
                StoreError::DuplicateInteraction
            } else {
                e.into()
            }
        })?;
    }

    insert_outbox(&mut tx, game, version, &change.outbox, change.now).await?;
    if !change.outbox.is_empty() {
        super::outbox_written(&mut tx, game).await?;
    }

    let d = &change.deadlines;
    if d.clear_all {
        sqlx::query("DELETE FROM deadlines WHERE game_id = $1")
            .bind(game.0)
            .execute(&mut *tx)
            .await?;
    }
    for (seat, kind) in &d.clear {
        match kind {
            Some(kind) => {
                sqlx::query("DELETE FROM deadlines WHERE game_id = $1 AND seat = $2 AND kind = $3")
                    .bind(game.0)
                    .bind(i64::from(seat.0))
                    .bind(kind.as_str())
                    .execute(&mut *tx)
                    .await?
            }
            None => {
                sqlx::query("DELETE FROM deadlines WHERE game_id = $1 AND seat = $2")
                    .bind(game.0)
                    .bind(i64::from(seat.0))
                    .execute(&mut *tx)
                    .await?
            }
        };
    }
    for dl in &d.done {
        sqlx::query(
            "DELETE FROM deadlines WHERE game_id = $1 AND seat = $2 AND kind = $3 \
             AND due_at = $4 AND token = $5",
        )
        .bind(dl.game.0)
        .bind(i64::from(dl.seat.0))
        .bind(dl.kind.as_str())
        .bind(dl.due_at)
        .bind(dl.token as i64)
        .execute(&mut *tx)
        .await?;
    }
    for dl in &d.set {
        sqlx::query(
                "INSERT INTO deadlines (game_id, seat, kind, due_at, token) VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (game_id, seat, kind) DO UPDATE SET due_at = excluded.due_at, \
                 token = excluded.token, claimed_by = NULL, claimed_until = NULL",
            )
            .bind(dl.game.0)
            .bind(i64::from(dl.seat.0))
            .bind(dl.kind.as_str())
            .bind(dl.due_at)
            .bind(dl.token as i64)
            .execute(&mut *tx)
            .await?;
    }

    // The commit that ends a game rates it, in the same transaction.
    if let Some(u) = change
        .update
        .as_ref()
        .filter(|u| u.status == GameStatus::Over)
    {
        super::ratings::rate_game(&mut tx, game, u.finished_at.unwrap_or(change.now)).await?;
    }

    tx.commit().await.map_err(StoreError::of_commit)?;
    Ok(())
}

/// Recomputes every rating (see `sql/ratings.rs`).
pub async fn rebuild_ratings(conn: &mut Conn) -> Result<u64, StoreError> {
    super::ratings::rebuild(conn).await
}

/// Opens a guild's next rating season; its number.
pub async fn start_season(
    conn: &mut Conn,
    guild: u64,
    name: &str,
    now: i64,
) -> Result<i64, StoreError> {
    super::ratings::start_season(conn, guild, name, now).await
}

/// Marks outbox rows as delivered.
pub async fn mark_delivered(conn: &mut Conn, ids: &[i64], now: i64) -> Result<(), StoreError> {
    // One statement per chunk rather than per row: the write connection
    // is shared with every action's commit.
    let mut tx = conn.begin().await?;
    for chunk in ids.chunks(MARK_CHUNK) {
        let mut query = sqlx::QueryBuilder::<Db>::new("UPDATE outbox SET delivered_at = ");
        query
            .push_bind(now)
            .push(" WHERE delivered_at IS NULL AND id IN (");
        let mut list = query.separated(", ");
        for id in chunk {
            list.push_bind(*id);
        }
        list.push_unseparated(")");
        query.build().execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Deletes outbox rows delivered before `before` (unix ms); returns how
/// many.
pub async fn prune_delivered(conn: &mut Conn, before: i64) -> Result<u64, StoreError> {
    Ok(
        sqlx::query("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < $1")
            .bind(before)
            .execute(&mut *conn)
            .await?
            .rows_affected(),
    )
}

/// Remembers (or replaces) where a Discord message is.
pub async fn set_message(
    conn: &mut Conn,
    game: GameId,
    slot: MessageSlot,
    message: StoredMessage,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO messages (game_id, slot, channel_id, message_id, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, slot) DO UPDATE SET \
             channel_id = excluded.channel_id, message_id = excluded.message_id, \
             created_at = excluded.created_at",
    )
    .bind(game.0)
    .bind(slot.key())
    .bind(to_db(message.channel))
    .bind(to_db(message.message))
    .bind(message.created_at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

pub async fn forget_message(
    conn: &mut Conn,
    game: GameId,
    slot: MessageSlot,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM messages WHERE game_id = $1 AND slot = $2")
        .bind(game.0)
        .bind(slot.key())
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Adds a follower of a game if the game has fewer than `per_game`
/// followers and the user follows fewer than `per_user` running games
/// (checked in the same statement, so concurrent presses cannot pass the
/// limits); whether a row was added.
pub async fn add_follower(
    conn: &mut Conn,
    game: GameId,
    user: u64,
    limits: (u32, u32),
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO followers (game_id, user_id) SELECT $1, $2 \
         WHERE (SELECT COUNT(*) FROM followers WHERE game_id = $1) < $3 \
         AND (SELECT COUNT(*) FROM followers f JOIN games g ON g.id = f.game_id \
              WHERE f.user_id = $2 AND g.status = 'running') < $4 \
         ON CONFLICT DO NOTHING",
    )
    .bind(game.0)
    .bind(to_db(user))
    .bind(i64::from(limits.0))
    .bind(i64::from(limits.1))
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Removes a follower of a game; whether anything changed.
pub async fn remove_follower(conn: &mut Conn, game: GameId, user: u64) -> Result<bool, StoreError> {
    let done = sqlx::query("DELETE FROM followers WHERE game_id = $1 AND user_id = $2")
        .bind(game.0)
        .bind(to_db(user))
        .execute(&mut *conn)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Marks a player away until `until`; a player already away keeps the
/// time they left (`since`), so their return counts everything.
pub async fn set_away(
    conn: &mut Conn,
    user: u64,
    since: i64,
    until: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO away (user_id, since, until) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO UPDATE SET until = excluded.until",
    )
    .bind(to_db(user))
    .bind(since)
    .bind(until)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Ends a player's time away: when it began, if they were away.
pub async fn clear_away(conn: &mut Conn, user: u64) -> Result<Option<i64>, StoreError> {
    Ok(
        sqlx::query_scalar("DELETE FROM away WHERE user_id = $1 RETURNING since")
            .bind(to_db(user))
            .fetch_optional(&mut *conn)
            .await?,
    )
}

/// Stores a server's lobby defaults (JSON), replacing any.
pub async fn set_server_settings(
    conn: &mut Conn,
    guild: u64,
    settings: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO server_settings (guild_id, settings, updated_at) VALUES ($1, $2, $3) \
         ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, \
         updated_at = excluded.updated_at",
    )
    .bind(to_db(guild))
    .bind(settings)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Remembers the bot's DM channel with a user.
pub async fn set_dm_channel(conn: &mut Conn, user: u64, channel: u64) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO dm_channels (user_id, channel_id) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
    )
    .bind(to_db(user))
    .bind(to_db(channel))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

async fn insert_seat(
    tx: &mut Transaction<'_, Db>,
    game: GameId,
    seat: &StoredSeat,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO seats (game_id, seat, user_id, name, controller, stood_in, token, \
         final_score, winner, ai_level, away_until, bank_ms, waiting_since) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(game.0)
    .bind(i64::from(seat.seat.0))
    .bind(seat.user.map(to_db))
    .bind(&seat.name)
    .bind(seat.controller.as_str())
    .bind(seat.stood_in)
    .bind(seat.token as i64)
    .bind(seat.final_score.map(i64::from))
    .bind(seat.winner)
    .bind(seat.ai_level.map(|l| l.name()))
    .bind(seat.away_until)
    .bind(seat.bank_ms)
    .bind(seat.waiting_since)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Outbox rows in one statement per chunk; ids are assigned in the order
/// of `payloads`, which is the order they are delivered in.
async fn insert_outbox(
    tx: &mut Transaction<'_, Db>,
    game: GameId,
    version: u64,
    payloads: &[String],
    now: i64,
) -> Result<(), StoreError> {
    for chunk in payloads.chunks(ROWS_PER_INSERT) {
        let mut insert = sqlx::QueryBuilder::<Db>::new(
            "INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) ",
        );
        insert.push_values(chunk, |mut row, payload| {
            row.push_bind(game.0)
                .push_bind(version as i64)
                .push_bind(payload.as_str())
                .push_bind(now)
                .push("NULL");
        });
        insert.build().execute(&mut **tx).await?;
    }
    Ok(())
}

/// Notes the language Discord gave last for a player or a server.
pub async fn set_seen_language(
    conn: &mut Conn,
    scope: &str,
    id: u64,
    code: &str,
    now: i64,
) -> Result<(), StoreError> {
    set_language(conn, LanguageColumn::Seen, scope, id, Some(code), now).await
}

/// Sets (or, with `None`, clears) the language a player or a server chose.
pub async fn set_chosen_language(
    conn: &mut Conn,
    scope: &str,
    id: u64,
    code: Option<&str>,
    now: i64,
) -> Result<(), StoreError> {
    set_language(conn, LanguageColumn::Chosen, scope, id, code, now).await
}

#[derive(Clone, Copy)]
enum LanguageColumn {
    Seen,
    Chosen,
}

/// Writes one column of a `languages` row, the other kept.
async fn set_language(
    conn: &mut Conn,
    column: LanguageColumn,
    scope: &str,
    id: u64,
    code: Option<&str>,
    now: i64,
) -> Result<(), StoreError> {
    let sql = match column {
        LanguageColumn::Seen => {
            "INSERT INTO languages (scope, id, seen, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (scope, id) DO UPDATE SET seen = excluded.seen, \
             updated_at = excluded.updated_at"
        }
        LanguageColumn::Chosen => {
            "INSERT INTO languages (scope, id, chosen, updated_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (scope, id) DO UPDATE SET chosen = excluded.chosen, \
             updated_at = excluded.updated_at"
        }
    };
    sqlx::query(sql)
        .bind(scope)
        .bind(to_db(id))
        .bind(code)
        .bind(now)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Takes the turn to remind `user` at `now` if nobody did since `after`
/// (one statement, so two processes asking at once remind once). Returns
/// whether the turn was taken.
pub async fn claim_reminder(
    conn: &mut Conn,
    user: u64,
    now: i64,
    after: i64,
) -> Result<bool, StoreError> {
    let claimed = sqlx::query(
        "INSERT INTO reminders_sent (user_id, sent_at) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET sent_at = excluded.sent_at \
         WHERE reminders_sent.sent_at <= $3",
    )
    .bind(to_db(user))
    .bind(now)
    .bind(after)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(claimed == 1)
}

/// Gives back the turn claimed at `at` (the reminder did not go out).
pub async fn unclaim_reminder(conn: &mut Conn, user: u64, at: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM reminders_sent WHERE user_id = $1 AND sent_at = $2")
        .bind(to_db(user))
        .bind(at)
        .execute(&mut *conn)
        .await?;
    Ok(())
}
