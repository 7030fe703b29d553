//! Reading: views, lookups, history and stats, the outbox and remembered
//! messages.

use super::cache::Loaded;
use super::delivery::{Delivery, OutboxItem, Pending};
use super::error::{ServiceError, ServiceResult};
use super::turn::seat_infos;
use super::types::*;
use super::{GameService, loaded};
use crate::engine::Seat;
use crate::store::{GameId, GameStatus, MessageSlot, OutboxClaim, StoredMessage};

pub(super) fn info(l: &Loaded) -> GameInfo {
    let g = &l.game;
    GameInfo {
        id: g.id,
        guild: g.guild,
        channel: g.channel,
        host: super::lobby::host(l),
        opened_by: g.host,
        status: g.status,
        options: g.options,
        version: g.version,
        created_at: g.created_at,
        started_at: g.started_at,
        finished_at: g.finished_at,
    }
}

/// Seat `i`'s private view of a loaded game.
pub(super) fn player_view(l: &Loaded, i: usize) -> PlayerView {
    let seats = super::turn::seat_infos(l);
    PlayerView {
        info: info(l),
        seat: seats[i].clone(),
        view: l
            .game
            .state
            .as_ref()
            .filter(|_| l.game.status != GameStatus::Lobby)
            .map(|g| g.seat_view(seats[i].seat)),
        recap: l
            .journal
            .as_ref()
            .map(|j| j.recap(seats[i].seat))
            .unwrap_or_default(),
        clock: super::time_bank::clocks(l)
            .into_iter()
            .find(|c| c.seat == seats[i].seat),
        seats,
    }
}

/// How long a game's outbox stays with the process that delivered it
/// last, once all is delivered. Several processes on one database each
/// pace their own calls and know what they last showed; a game that
/// changed hands at every commit (a DM press arrives at shard 0's process,
/// a command at the guild's) cost about 1.6 times the calls and drew 429s
/// from per-channel buckets that both processes spent. A live process
/// keeps an active game; after a `kill -9` another takes it this long
/// after its last delivery at most. (A clean stop gives every claim back.)
const OUTBOX_AFFINITY_MS: i64 = 10_000;

/// How long a game's outbox claim lasts unless renewed (at most the
/// service's claim lease). Each batch renews its game's claim, and the
/// delivery worker renews every few seconds the claims of the games it
/// has rows pending for ([`GameService::renew_outbox_claims`]): a live
/// process keeps a game however long a batch waits on Discord, and a game
/// of a process that died is taken this long after its last renewal. (It
/// was the whole claim lease, 60 s: after a `kill -9` mid-delivery the
/// players of the dead process's games waited that long for their next
/// prompt.)
pub const OUTBOX_LEASE_MS: i64 = 10_000;

impl GameService {
    /// A game's settings and status.
    pub async fn info(&self, id: GameId) -> ServiceResult<GameInfo> {
        let guard = self.lock(id).await?;
        Ok(info(loaded(&guard)))
    }

    /// The lobby or running game in a channel, if any.
    pub async fn game_in_channel(&self, channel: u64) -> ServiceResult<Option<GameInfo>> {
        match self.inner.store.open_game_in_channel(channel).await? {
            Some(id) => Ok(Some(self.info(id).await?)),
            None => Ok(None),
        }
    }

    /// Every game (any status) ever opened in a channel, oldest first.
    pub async fn games_in_channel(&self, channel: u64) -> ServiceResult<Vec<(GameId, GameStatus)>> {
        Ok(self.inner.store.games_in_channel(channel).await?)
    }

    /// Lobbies and running games in which the user still plays their seat.
    pub async fn active_games(&self, user: u64) -> ServiceResult<Vec<GameInfo>> {
        let ids = self.inner.store.active_games_of(user).await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.push(self.info(id).await?);
        }
        Ok(out)
    }

    /// The table as the channel sees it, with seat names.
    pub async fn table(&self, id: GameId) -> ServiceResult<TableView> {
        let guard = self.lock(id).await?;
        let l = loaded(&guard);
        Ok(TableView {
            info: info(l),
            seats: seat_infos(l),
            public: l
                .game
                .state
                .as_ref()
                .filter(|_| l.game.status != GameStatus::Lobby)
                .map(|g| g.public_view()),
            clocks: super::time_bank::clocks(l),
        })
    }

    /// What `user` sees of their seat (hand, secret choices, what they may
    /// do, their decision token), and which game it is.
    pub async fn player_view(&self, id: GameId, user: u64) -> ServiceResult<PlayerView> {
        let guard = self.lock_with_journal(id).await?;
        let l = loaded(&guard);
        let i = l
            .seats
            .iter()
            .position(|s| s.user == Some(user))
            .ok_or(ServiceError::NotInGame)?;
        if !super::lobby::holds_seat(&l.seats[i]) {
            // Given up for good: nothing of the seat is theirs to see.
            return Err(given_up(l, i));
        }
        Ok(player_view(l, i))
    }

    /// The seat `user` sits in (or sat in before an AI took it for good).
    pub async fn seat_of_user(&self, id: GameId, user: u64) -> ServiceResult<Option<Seat>> {
        let guard = self.lock(id).await?;
        Ok(loaded(&guard)
            .seats
            .iter()
            .find(|s| s.user == Some(user))
            .map(|s| s.seat))
    }

    /// A seat's private view, for rendering `Delivery::Hand { seat }`.
    pub async fn seat_view(&self, id: GameId, seat: Seat) -> ServiceResult<PlayerView> {
        let guard = self.lock_with_journal(id).await?;
        let l = loaded(&guard);
        if seat.index() >= l.seats.len() {
            return Err(ServiceError::PlayerNotInGame);
        }
        Ok(player_view(l, seat.index()))
    }

    /// A guild's most recently finished games, newest first.
    pub async fn history(&self, guild: u64, limit: u32) -> ServiceResult<Vec<GameSummary>> {
        let games = self.inner.store.finished_games(guild, limit).await?;
        Ok(games
            .into_iter()
            .map(|g| GameSummary {
                id: g.id,
                channel: g.channel,
                finished_at: g.finished_at,
                seats: g
                    .seats
                    .into_iter()
                    .map(|s| SummarySeat {
                        seat: s.seat,
                        user: s.user,
                        name: s.name,
                        score: s.score,
                        winner: s.winner,
                        stood_in: s.stood_in,
                    })
                    .collect(),
            })
            .collect())
    }

    /// A player's games, wins and average score in a guild.
    pub async fn stats(&self, guild: u64, user: u64) -> ServiceResult<PlayerStats> {
        let t = self.inner.store.player_totals(guild, user).await?;
        Ok(PlayerStats {
            games: t.games,
            wins: t.wins,
            average_score: if t.games == 0 {
                0.0
            } else {
                t.total_score as f64 / t.games as f64
            },
            stood_in_games: t.stood_in_games,
            stood_in_wins: t.stood_in_wins,
        })
    }

    /// Up to `limit` undelivered outbox rows, oldest first (in order within
    /// each game). Deliver a game's rows in this order and mark each when
    /// done. Claims nothing: for tools and tests (the delivery worker
    /// uses [`GameService::pending_deliveries_of`]).
    pub async fn pending_deliveries(&self, limit: u32) -> ServiceResult<Vec<OutboxItem>> {
        let rows = self.inner.store.pending_outbox(limit).await?;
        rows.into_iter().map(parse_outbox).collect()
    }

    /// Up to `limit` games with undelivered outbox rows, the one waiting
    /// longest first; on a shared database, without the games another
    /// live process is delivering.
    pub async fn games_to_deliver(&self, limit: u32) -> ServiceResult<Vec<GameId>> {
        Ok(self
            .inner
            .store
            .games_to_deliver(limit, self.claim())
            .await?)
    }

    /// Up to `limit` undelivered outbox rows of one game, in order, for
    /// this process to deliver. On a shared database this claims the
    /// game's outbox first ([`OUTBOX_LEASE_MS`], renewed by every call and
    /// by [`GameService::renew_outbox_claims`]): while another live process holds it the
    /// answer is empty, as it is for a game with nothing pending (whose
    /// claim is then given back).
    pub async fn pending_deliveries_of(
        &self,
        id: GameId,
        limit: u32,
    ) -> ServiceResult<Vec<OutboxItem>> {
        Ok(self.deliveries_to_make(id, limit).await?.items)
    }

    /// As [`GameService::pending_deliveries_of`], saying too whether the
    /// game changed hands since this process last delivered it.
    pub async fn deliveries_to_make(&self, id: GameId, limit: u32) -> ServiceResult<Pending> {
        let store = &self.inner.store;
        let Some(claim) = store.claim_outbox(id, self.outbox_claim()).await? else {
            tracing::debug!(game = %id, "another process is delivering the game");
            return Ok(Pending::default());
        };
        let rows = store.pending_outbox_of(id, limit).await?;
        if rows.is_empty() {
            let until = self.now() + OUTBOX_AFFINITY_MS;
            store.release_outbox(id, &self.inner.process, until).await?;
        }
        Ok(Pending {
            items: rows
                .into_iter()
                .map(parse_outbox)
                .collect::<ServiceResult<_>>()?,
            changed_hands: claim == OutboxClaim::ChangedHands,
        })
    }

    /// Several processes may share the database (PostgreSQL): claims
    /// matter and must be renewed.
    pub fn shares_database(&self) -> bool {
        self.inner.store.shared()
    }

    /// Renews this process's outbox claims on the games it has rows
    /// pending for (see [`OUTBOX_LEASE_MS`]); the delivery worker calls it
    /// every few seconds. Returns how many were renewed.
    pub async fn renew_outbox_claims(&self) -> ServiceResult<u64> {
        let until = self.outbox_claim().until;
        Ok(self
            .inner
            .store
            .renew_outbox_claims(&self.inner.process, until)
            .await?)
    }

    /// A claim on a game's outbox now: the claim lease, at most
    /// [`OUTBOX_LEASE_MS`].
    fn outbox_claim(&self) -> crate::store::Claim<'_> {
        let claim = self.claim();
        crate::store::Claim {
            until: claim.until.min(claim.now + OUTBOX_LEASE_MS),
            ..claim
        }
    }

    /// Gives back this process's claims on outbox and deadlines (call it
    /// when shutting down, after the last delivery): other processes take
    /// the work at once instead of when the leases run out.
    pub async fn release_claims(&self) -> ServiceResult<()> {
        Ok(self.inner.store.release_claims(&self.inner.process).await?)
    }

    /// Holds gateway shards `first..=last` of `count` for this process
    /// while the returned hold lives: refused with the conflict when
    /// another live process on the database runs one of them, or counts
    /// the shards differently. Always granted on SQLite (one process).
    pub async fn hold_shards(
        &self,
        first: u32,
        last: u32,
        count: u32,
    ) -> ServiceResult<Result<super::ShardHold, super::ShardConflict>> {
        Ok(self.inner.store.hold_shards(first, last, count).await?)
    }

    /// Marks outbox rows delivered (they are not returned again); returns
    /// once that is committed. Concurrent marks share one commit.
    pub async fn mark_delivered(&self, ids: &[i64]) -> ServiceResult<()> {
        self.inner
            .marks
            .mark(&self.inner.store, ids, self.now())
            .await?;
        crate::telemetry::outbox_delivered(ids.len());
        Ok(())
    }

    /// Forgets outbox rows delivered more than `age_secs` ago (the bot may
    /// call this now and then; undelivered rows are never touched).
    pub async fn prune_deliveries(&self, age_secs: u64) -> ServiceResult<u64> {
        let before = self.now() - age_secs as i64 * 1000;
        Ok(self.inner.store.prune_delivered(before).await?)
    }

    /// Remembers a message the bot must find again; stamped with now.
    pub async fn remember_message(
        &self,
        id: GameId,
        slot: MessageSlot,
        channel: u64,
        message: u64,
    ) -> ServiceResult<StoredMessage> {
        let m = StoredMessage {
            channel,
            message,
            created_at: self.now(),
        };
        self.inner.store.set_message(id, slot, m).await?;
        Ok(m)
    }

    /// Where a remembered message is, and when it was posted.
    pub async fn message(
        &self,
        id: GameId,
        slot: MessageSlot,
    ) -> ServiceResult<Option<StoredMessage>> {
        Ok(self.inner.store.message(id, slot).await?)
    }

    pub async fn forget_message(&self, id: GameId, slot: MessageSlot) -> ServiceResult<()> {
        Ok(self.inner.store.forget_message(id, slot).await?)
    }
}

fn parse_outbox(row: crate::store::OutboxRow) -> ServiceResult<OutboxItem> {
    let delivery: Delivery = serde_json::from_str(&row.payload)
        .map_err(|e| ServiceError::Internal(format!("outbox row {}: {e}", row.id)))?;
    Ok(OutboxItem {
        id: row.id,
        game: row.game,
        version: row.version,
        delivery,
        created_at: row.created_at,
    })
}

/// The refusal for a player whose seat `i` an AI took for good.
pub(super) fn given_up(l: &Loaded, i: usize) -> ServiceError {
    ServiceError::SeatGivenUp {
        left: l.seats[i].controller
            == crate::store::Controller::StandIn(crate::store::StandInReason::Left),
        running: l.game.status == GameStatus::Running,
    }
}
