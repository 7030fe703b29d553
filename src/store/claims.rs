//! Background work claimed by one live process at a time: a game's
//! outbox, and due deadlines. Only PostgreSQL is shared by several
//! processes (see [`Store::shared`]); on SQLite every claim is granted
//! without a write, as one process owns the file.
//!
//! A claim is a lease: `claimed_by` a process id until `claimed_until`
//! (unix ms on the claimer's clock). While it runs, no other process gets
//! the work; once it has run out (the holder died, or stopped renewing)
//! any process may take it. The holder renews it every time it claims
//! again. Claims are single autocommit statements on the read pool, so
//! they never queue behind the game commits on the write connection.

use super::model::{Deadline, DeadlineKind, GameId};
use super::{Backend, Store, StoreError, sqlite};

/// Who claims, at what time, and until when.
#[derive(Clone, Copy, Debug)]
pub struct Claim<'a> {
    /// The claiming process (unique per running service).
    pub by: &'a str,
    pub now: i64,
    /// When the lease runs out unless renewed.
    pub until: i64,
}

/// A granted outbox claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutboxClaim {
    /// This process delivered the game last: what it remembers holds.
    Kept,
    /// Another process delivered the game since (or none ever did): what
    /// this one remembers of the game's messages may be stale.
    ChangedHands,
}

impl Store {
    /// Takes (or renews) the lease on `game`'s outbox: `None` if another
    /// live process holds it, else whether the game changed hands (another
    /// process, or none, delivered it last). The claim is per game, not
    /// per row, so one game's rows are still delivered in order by one
    /// process.
    pub async fn claim_outbox(
        &self,
        game: GameId,
        claim: Claim<'_>,
    ) -> Result<Option<OutboxClaim>, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(Some(OutboxClaim::Kept)),
            Backend::Postgres(db) => pg::claim_outbox(&db.read, game, claim).await,
        }
    }

    /// Shortens `game`'s outbox lease to `until` (its rows are all
    /// delivered): the game stays with this process while it plays, and
    /// another takes it once the game has been quiet that long (or this
    /// process died). The row stays to tell the next claimer who
    /// delivered last.
    pub async fn release_outbox(
        &self,
        game: GameId,
        by: &str,
        until: i64,
    ) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(db) => pg::release_outbox(&db.read, game, by, until).await,
        }
    }

    /// Extends to `until` `by`'s outbox leases on games with rows still
    /// pending (a live process's heartbeat: the games it delivers stay its
    /// own, however long a batch waits, while a dead one's run out soon).
    /// Returns how many leases were extended.
    pub async fn renew_outbox_claims(&self, by: &str, until: i64) -> Result<u64, StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(0),
            Backend::Postgres(db) => pg::renew_outbox_claims(&db.read, by, until).await,
        }
    }

    /// As [`Store::games_with_pending_outbox`], without the games another
    /// live process holds.
    pub async fn games_to_deliver(
        &self,
        limit: u32,
        claim: Claim<'_>,
    ) -> Result<Vec<GameId>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => sqlite::read::games_with_pending_outbox(&db.read, limit).await,
            Backend::Postgres(db) => pg::games_to_deliver(&db.read, limit, claim).await,
        }
    }

    /// Claims up to `limit` deadlines due at `claim.now`, earliest first:
    /// rows nobody holds, whose lease ran out, or already ours. AI moves
    /// are not among them (see [`Store::games_with_due_ai`]). Rows
    /// another process is claiming at this moment are skipped, not waited
    /// for (`FOR UPDATE SKIP LOCKED`).
    pub async fn claim_due_deadlines(
        &self,
        claim: Claim<'_>,
        limit: u32,
    ) -> Result<Vec<Deadline>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => sqlite::read::due_deadlines(&db.read, claim.now, limit).await,
            Backend::Postgres(db) => pg::claim_due_deadlines(&db.read, claim, limit).await,
        }
    }

    /// Games with an AI move due that nobody else holds: their AI tasks
    /// claim the rows themselves ([`Store::claim_due_of`]).
    pub async fn games_with_due_ai(
        &self,
        claim: Claim<'_>,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => {
                sqlite::read::games_with_due_ai(&db.read, claim.now, limit).await
            }
            Backend::Postgres(db) => pg::games_with_due_ai(&db.read, claim, limit).await,
        }
    }

    /// As [`Store::claim_due_deadlines`], for one game's rows of one kind
    /// (the game's due AI moves), by seat.
    pub async fn claim_due_of(
        &self,
        game: GameId,
        kind: DeadlineKind,
        claim: Claim<'_>,
    ) -> Result<Vec<Deadline>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => {
                sqlite::read::due_deadlines_of(&db.read, game, kind, claim.now).await
            }
            Backend::Postgres(db) => pg::claim_due_of(&db.read, game, kind, claim).await,
        }
    }

    /// Gives back every claim `by` holds (a process shutting down), so
    /// the others need not wait for the leases to run out.
    pub async fn release_claims(&self, by: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Sqlite(_) => Ok(()),
            Backend::Postgres(db) => pg::release_claims(&db.read, by).await,
        }
    }

    /// When `by` may next have a deadline to fire: the earliest due time,
    /// or for a row another process holds, when its lease runs out. AI
    /// moves are left out: due at once, the committing process plays them;
    /// one left by a crash is found by the next `fire_due` (the deadline
    /// task looks at least every 30 s, and at start-up).
    pub async fn next_deadline_for(&self, by: &str) -> Result<Option<i64>, StoreError> {
        match &self.backend {
            Backend::Sqlite(db) => sqlite::read::next_deadline(&db.read).await,
            Backend::Postgres(db) => pg::next_deadline_for(&db.read, by).await,
        }
    }
}

/// The PostgreSQL statements (`SKIP LOCKED`, `GREATEST`: not SQLite's).
mod pg {
    use super::super::rows::DeadlineRow;
    use super::{Claim, Deadline, DeadlineKind, GameId, OutboxClaim, StoreError};
    use sqlx::PgPool;

    /// A conditional upsert is atomic: a concurrent claimer of the same
    /// game waits for the row and evaluates the condition (and the SET's
    /// `outbox_claims.claimed_by`) on the row as the first one left it.
    pub async fn claim_outbox(
        pool: &PgPool,
        game: GameId,
        claim: Claim<'_>,
    ) -> Result<Option<OutboxClaim>, StoreError> {
        let changed_hands: Option<bool> = sqlx::query_scalar(
            "INSERT INTO outbox_claims (game_id, claimed_by, claimed_until, changed_hands) \
             VALUES ($1, $2, $3, TRUE) \
             ON CONFLICT (game_id) DO UPDATE SET claimed_by = excluded.claimed_by, \
             claimed_until = excluded.claimed_until, \
             changed_hands = outbox_claims.claimed_by <> excluded.claimed_by \
             WHERE outbox_claims.claimed_by = excluded.claimed_by \
             OR outbox_claims.claimed_until <= $4 \
             RETURNING changed_hands",
        )
        .bind(game.0)
        .bind(claim.by)
        .bind(claim.until)
        .bind(claim.now)
        .fetch_optional(pool)
        .await?;
        Ok(changed_hands.map(|changed| {
            if changed {
                OutboxClaim::ChangedHands
            } else {
                OutboxClaim::Kept
            }
        }))
    }

    /// The lease runs until `until`; the row keeps who delivered last.
    pub async fn release_outbox(
        pool: &PgPool,
        game: GameId,
        by: &str,
        until: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox_claims SET claimed_until = LEAST(claimed_until, $3) \
             WHERE game_id = $1 AND claimed_by = $2",
        )
        .bind(game.0)
        .bind(by)
        .bind(until)
        .execute(pool)
        .await?;
        Ok(())
    }

    pub async fn renew_outbox_claims(
        pool: &PgPool,
        by: &str,
        until: i64,
    ) -> Result<u64, StoreError> {
        Ok(sqlx::query(
            "UPDATE outbox_claims SET claimed_until = GREATEST(claimed_until, $2) \
             WHERE claimed_by = $1 \
             AND game_id IN (SELECT game_id FROM outbox WHERE delivered_at IS NULL)",
        )
        .bind(by)
        .bind(until)
        .execute(pool)
        .await?
        .rows_affected())
    }

    pub async fn games_to_deliver(
        pool: &PgPool,
        limit: u32,
        claim: Claim<'_>,
    ) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT o.game_id FROM outbox o WHERE o.delivered_at IS NULL \
             AND NOT EXISTS (SELECT 1 FROM outbox_claims c WHERE c.game_id = o.game_id \
             AND c.claimed_by <> $1 AND c.claimed_until > $2) \
             GROUP BY o.game_id ORDER BY MIN(o.id) LIMIT $3",
        )
        .bind(claim.by)
        .bind(claim.now)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }

    /// Rows locked by a concurrent claim are skipped; a row another
    /// claimer committed meanwhile is re-checked against its new lease
    /// before it is locked, so two claimers never both get it.
    pub async fn claim_due_deadlines(
        pool: &PgPool,
        claim: Claim<'_>,
        limit: u32,
    ) -> Result<Vec<Deadline>, StoreError> {
        let rows: Vec<DeadlineRow> = sqlx::query_as(
            "UPDATE deadlines AS d SET claimed_by = $1, claimed_until = $2 \
             FROM (SELECT game_id, seat, kind FROM deadlines WHERE due_at <= $3 \
                   AND kind <> 'ai_move' \
                   AND (claimed_until IS NULL OR claimed_until <= $3 OR claimed_by = $1) \
                   ORDER BY due_at, game_id, seat LIMIT $4 FOR UPDATE SKIP LOCKED) AS due \
             WHERE d.game_id = due.game_id AND d.seat = due.seat AND d.kind = due.kind \
             RETURNING d.game_id, d.seat, d.kind, d.due_at, d.token",
        )
        .bind(claim.by)
        .bind(claim.until)
        .bind(claim.now)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await?;
        let mut due = rows
            .into_iter()
            .map(DeadlineRow::into_model)
            .collect::<Result<Vec<_>, _>>()?;
        // RETURNING keeps no order.
        due.sort_by_key(|d| (d.due_at, d.game.0, d.seat.0));
        Ok(due)
    }

    pub async fn games_with_due_ai(
        pool: &PgPool,
        claim: Claim<'_>,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT DISTINCT game_id FROM deadlines WHERE kind = 'ai_move' AND due_at <= $2 \
             AND (claimed_until IS NULL OR claimed_until <= $2 OR claimed_by = $1) \
             ORDER BY game_id LIMIT $3",
        )
        .bind(claim.by)
        .bind(claim.now)
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }

    pub async fn claim_due_of(
        pool: &PgPool,
        game: GameId,
        kind: DeadlineKind,
        claim: Claim<'_>,
    ) -> Result<Vec<Deadline>, StoreError> {
        let rows: Vec<DeadlineRow> = sqlx::query_as(
            "UPDATE deadlines AS d SET claimed_by = $1, claimed_until = $2 \
             FROM (SELECT game_id, seat, kind FROM deadlines WHERE game_id = $4 AND kind = $5 \
                   AND due_at <= $3 \
                   AND (claimed_until IS NULL OR claimed_until <= $3 OR claimed_by = $1) \
                   FOR UPDATE SKIP LOCKED) AS due \
             WHERE d.game_id = due.game_id AND d.seat = due.seat AND d.kind = due.kind \
             RETURNING d.game_id, d.seat, d.kind, d.due_at, d.token",
        )
        .bind(claim.by)
        .bind(claim.until)
        .bind(claim.now)
        .bind(game.0)
        .bind(kind.as_str())
        .fetch_all(pool)
        .await?;
        let mut due = rows
            .into_iter()
            .map(DeadlineRow::into_model)
            .collect::<Result<Vec<_>, _>>()?;
        due.sort_by_key(|d| d.seat.0);
        Ok(due)
    }

    pub async fn release_claims(pool: &PgPool, by: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM outbox_claims WHERE claimed_by = $1")
            .bind(by)
            .execute(pool)
            .await?;
        sqlx::query(
            "UPDATE deadlines SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1",
        )
        .bind(by)
        .execute(pool)
        .await?;
        Ok(())
    }

    pub async fn next_deadline_for(pool: &PgPool, by: &str) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT MIN(CASE WHEN claimed_by IS NOT NULL AND claimed_by <> $1 \
             THEN GREATEST(due_at, claimed_until) ELSE due_at END) FROM deadlines \
             WHERE kind <> 'ai_move'",
        )
        .bind(by)
        .fetch_one(pool)
        .await?)
    }
}
