//! Ratings' statements, the same SQL on every backend (compiled once per
//! backend module, like `read.rs` and `write.rs`). [`rate_game`] runs
//! inside the transaction that records a game's end, so a game counts
//! exactly once; [`rebuild`] replays every finished game through it.

use super::Db;
use crate::engine::AiLevel;
use crate::rating::{self, Rating, SeatFacts, Subject};
use crate::store::StoreError;
use crate::store::model::*;
use crate::store::ratings::{Scope, StoredRating};
use crate::store::rows::{from_db, to_db};
use sqlx::Connection;
use std::collections::HashMap;

type Conn = <Db as sqlx::Database>::Connection;
type Pool = sqlx::Pool<Db>;
/// A seat as rating reads it: seat, user, final score, AI level.
type SeatRow = (i64, Option<i64>, Option<i64>, Option<String>);

/// Updates the ratings with a game that just ended (status `over`), unless
/// it was rated already or is not rated (fewer than two humans whose seat
/// counts for them). Reads the seats and the action log written earlier in
/// the same transaction.
pub async fn rate_game(tx: &mut Conn, game: GameId, now: i64) -> Result<(), StoreError> {
    let rated: Option<i64> =
        sqlx::query_scalar("SELECT game_id FROM rated_games WHERE game_id = $1")
            .bind(game.0)
            .fetch_optional(&mut *tx)
            .await?;
    if rated.is_some() {
        return Ok(());
    }
    let guild: i64 = sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
        .bind(game.0)
        .fetch_one(&mut *tx)
        .await?;
    if from_db(guild) == NO_GUILD {
        // Solo practice: played in a DM, it counts for no server.
        return Ok(());
    }
    let seats: Vec<SeatRow> = sqlx::query_as(
        "SELECT CAST(seat AS BIGINT), user_id, final_score, ai_level FROM seats \
         WHERE game_id = $1 ORDER BY seat",
    )
    .bind(game.0)
    .fetch_all(&mut *tx)
    .await?;
    let counts: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT CAST(seat AS BIGINT), actor, COUNT(*) FROM actions WHERE game_id = $1 \
         GROUP BY seat, actor",
    )
    .bind(game.0)
    .fetch_all(&mut *tx)
    .await?;
    let facts: Vec<SeatFacts> = seats
        .iter()
        .map(|(seat, user, score, level)| {
            let seat = *seat;
            let made = |kind: ActorKind| {
                counts
                    .iter()
                    .filter(|(s, a, _)| *s == seat && a == kind.as_str())
                    .map(|c| c.2 as u64)
                    .sum()
            };
            SeatFacts {
                user: user.map(from_db),
                // Seats stored before levels (NULL) played normal.
                level: level
                    .as_deref()
                    .and_then(|l| l.parse().ok())
                    .unwrap_or(AiLevel::Normal),
                score: score.unwrap_or(0) as u32,
                own_decisions: made(ActorKind::Player),
                stand_in_decisions: made(ActorKind::StandIn),
            }
        })
        .collect();
    let Some(parts) = rating::participants(&facts) else {
        return Ok(());
    };

    // All time, and the season open when the game ended (read by time, so
    // that a rebuild puts every game where it was put live).
    let season: i64 = sqlx::query_scalar(
        "SELECT COALESCE(MAX(season), 0) FROM rating_seasons \
         WHERE guild_id = $1 AND started_at <= $2",
    )
    .bind(guild)
    .bind(now)
    .fetch_one(&mut *tx)
    .await?;
    for scope in [Scope::AllTime, Scope::Season(season)] {
        let mut current = HashMap::new();
        for p in &parts {
            if let Some(r) = stored(tx, scope, guild, p.subject).await? {
                current.insert(p.subject, r);
            }
        }
        for (subject, r) in rating::update(&parts, &current) {
            store(tx, scope, guild, subject, r, now).await?;
        }
    }
    sqlx::query("INSERT INTO rated_games (game_id, guild_id) VALUES ($1, $2)")
        .bind(game.0)
        .bind(guild)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// A subject's current rating in `scope`.
async fn stored(
    tx: &mut Conn,
    scope: Scope,
    guild: i64,
    subject: Subject,
) -> Result<Option<Rating>, StoreError> {
    let row: Option<(f64, f64)> = match scope {
        Scope::AllTime => {
            sqlx::query_as("SELECT mu, sigma FROM ratings WHERE guild_id = $1 AND subject = $2")
                .bind(guild)
                .bind(subject.key())
                .fetch_optional(&mut *tx)
                .await?
        }
        Scope::Season(season) => {
            sqlx::query_as(
                "SELECT mu, sigma FROM season_ratings \
                 WHERE guild_id = $1 AND subject = $2 AND season = $3",
            )
            .bind(guild)
            .bind(subject.key())
            .bind(season)
            .fetch_optional(&mut *tx)
            .await?
        }
    };
    Ok(row.map(|(mu, sigma)| Rating { mu, sigma }))
}

/// Writes a subject's new rating in `scope`, counting one more game.
async fn store(
    tx: &mut Conn,
    scope: Scope,
    guild: i64,
    subject: Subject,
    r: Rating,
    now: i64,
) -> Result<(), StoreError> {
    let query = match scope {
        Scope::AllTime => sqlx::query(
            "INSERT INTO ratings (guild_id, subject, user_id, mu, sigma, games, updated_at) \
             VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (guild_id, subject) DO UPDATE SET \
             mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1, \
             updated_at = excluded.updated_at",
        ),
        Scope::Season(_) => sqlx::query(
            "INSERT INTO season_ratings \
             (guild_id, subject, user_id, mu, sigma, games, updated_at, season) \
             VALUES ($1, $2, $3, $4, $5, 1, $6, $7) \
             ON CONFLICT (guild_id, season, subject) DO UPDATE SET \
             mu = excluded.mu, sigma = excluded.sigma, games = season_ratings.games + 1, \
             updated_at = excluded.updated_at",
        ),
    };
    let query = query
        .bind(guild)
        .bind(subject.key())
        .bind(subject.user().map(to_db))
        .bind(r.mu)
        .bind(r.sigma)
        .bind(now);
    match scope {
        Scope::AllTime => query.execute(&mut *tx).await?,
        Scope::Season(season) => query.bind(season).execute(&mut *tx).await?,
    };
    Ok(())
}

/// Forgets every rating and rates every finished game again, in finish
/// order, in one transaction. Returns how many games were rated.
pub async fn rebuild(conn: &mut Conn) -> Result<u64, StoreError> {
    let mut tx = conn.begin().await?;
    sqlx::query("DELETE FROM rated_games")
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
    sqlx::query("DELETE FROM season_ratings")
        .execute(&mut *tx)
        .await?;
    let games: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT id, finished_at FROM games WHERE status = 'over' AND finished_at IS NOT NULL \
         ORDER BY finished_at, id",
    )
    .fetch_all(&mut *tx)
    .await?;
    for (id, finished_at) in games {
        rate_game(&mut tx, GameId(id), finished_at).await?;
    }
    let rated: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rated_games")
        .fetch_one(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(rated as u64)
}

/// One stored rating.
#[derive(sqlx::FromRow)]
struct RatingRow {
    subject: String,
    user_id: Option<i64>,
    mu: f64,
    sigma: f64,
    games: i64,
}

impl RatingRow {
    fn into_model(self) -> StoredRating {
        StoredRating {
            subject: self.subject,
            user: self.user_id.map(from_db),
            rating: Rating {
                mu: self.mu,
                sigma: self.sigma,
            },
            games: self.games as u64,
        }
    }
}

/// A player's rating in a guild (all time, or in a season), if they have
/// one.
pub async fn rating_of(
    pool: &Pool,
    guild: u64,
    scope: Scope,
    subject: Subject,
) -> Result<Option<StoredRating>, StoreError> {
    let row: Option<RatingRow> = sqlx::query_as(&format!(
        "SELECT subject, user_id, mu, sigma, games FROM {} \
         WHERE guild_id = $1 AND subject = $2 AND {}",
        scope.table(),
        scope.filter("$3")
    ))
    .bind(to_db(guild))
    .bind(subject.key())
    .bind(scope.season())
    .fetch_optional(pool)
    .await?;
    Ok(row.map(RatingRow::into_model))
}

/// A guild's rated players (not AI levels) in `scope`, best conservative
/// rating first, `limit` from `offset`, and how many there are in all.
pub async fn leaderboard(
    pool: &Pool,
    guild: u64,
    scope: Scope,
    offset: u64,
    limit: u64,
) -> Result<(Vec<StoredRating>, u64), StoreError> {
    let rows: Vec<RatingRow> = sqlx::query_as(&format!(
        "SELECT subject, user_id, mu, sigma, games FROM {} \
         WHERE guild_id = $1 AND user_id IS NOT NULL AND {} \
         ORDER BY mu - 3 * sigma DESC, subject LIMIT $2 OFFSET $3",
        scope.table(),
        scope.filter("$4")
    ))
    .bind(to_db(guild))
    .bind(limit as i64)
    .bind(offset as i64)
    .bind(scope.season())
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM {} WHERE guild_id = $1 AND user_id IS NOT NULL AND {}",
        scope.table(),
        scope.filter("$2")
    ))
    .bind(to_db(guild))
    .bind(scope.season())
    .fetch_one(pool)
    .await?;
    Ok((
        rows.into_iter().map(RatingRow::into_model).collect(),
        total as u64,
    ))
}

/// A guild's seasons, oldest first: (number, name, started_at).
pub async fn seasons(pool: &Pool, guild: u64) -> Result<Vec<(i64, String, i64)>, StoreError> {
    Ok(sqlx::query_as(
        "SELECT season, name, started_at FROM rating_seasons WHERE guild_id = $1 ORDER BY season",
    )
    .bind(to_db(guild))
    .fetch_all(pool)
    .await?)
}

/// Opens the guild's next season (the one open until now closes with
/// it); its number.
pub async fn start_season(
    conn: &mut Conn,
    guild: u64,
    name: &str,
    now: i64,
) -> Result<i64, StoreError> {
    let mut tx = conn.begin().await?;
    let last: i64 = sqlx::query_scalar(
        "SELECT COALESCE(MAX(season), 0) FROM rating_seasons WHERE guild_id = $1",
    )
    .bind(to_db(guild))
    .fetch_one(&mut *tx)
    .await?;
    // Never before the last one: seasons are found by start time.
    let started: i64 = sqlx::query_scalar(
        "SELECT COALESCE(MAX(started_at), 0) FROM rating_seasons WHERE guild_id = $1",
    )
    .bind(to_db(guild))
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO rating_seasons (guild_id, season, name, started_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(to_db(guild))
    .bind(last + 1)
    .bind(name)
    .bind(now.max(started + 1))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(last + 1)
}

/// Every stored rating, in a stable order (for the rebuild check).
pub async fn all_ratings(pool: &Pool) -> Result<Vec<(u64, StoredRating)>, StoreError> {
    let rows: Vec<(i64, String, Option<i64>, f64, f64, i64)> = sqlx::query_as(
        "SELECT guild_id, subject, user_id, mu, sigma, games FROM ratings \
         ORDER BY guild_id, subject",
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(guild, subject, user_id, mu, sigma, games)| {
            (
                from_db(guild),
                RatingRow {
                    subject,
                    user_id,
                    mu,
                    sigma,
                    games,
                }
                .into_model(),
            )
        })
        .collect())
}

/// A `season_ratings` row: guild, season, subject, user, mu, sigma, games.
type SeasonRatingRow = (i64, i64, String, Option<i64>, f64, f64, i64);

/// Every stored season rating: (guild, season, rating), in a stable order.
pub async fn all_season_ratings(pool: &Pool) -> Result<Vec<(u64, i64, StoredRating)>, StoreError> {
    let rows: Vec<SeasonRatingRow> = sqlx::query_as(
        "SELECT guild_id, season, subject, user_id, mu, sigma, games FROM season_ratings \
         ORDER BY guild_id, season, subject",
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(guild, season, subject, user_id, mu, sigma, games)| {
            let row = RatingRow {
                subject,
                user_id,
                mu,
                sigma,
                games,
            };
            (from_db(guild), season, row.into_model())
        })
        .collect())
}
