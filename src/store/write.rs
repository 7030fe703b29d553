//! Writes: a new game, and a [`Change`] to an existing one, each in one
//! transaction. The statements are in `sql/write.rs`; here each write gets
//! its backend's write connection and gives it back only if it succeeded.

use super::model::*;
use super::writer::WriteConn;
use super::{Backend, Store, StoreError, postgres, sqlite};
use crate::engine::{Game, Seat};

/// A lobby being opened.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub guild: u64,
    pub channel: u64,
    pub host: u64,
    pub options: GameOptions,
    pub seats: Vec<StoredSeat>,
    pub now: i64,
    /// Outbox payloads, delivered in this order.
    pub outbox: Vec<String>,
}

/// The game row's new values.
#[derive(Clone, Debug)]
pub struct GameUpdate<'a> {
    pub status: GameStatus,
    pub version: u64,
    pub action_count: u64,
    pub seed: Option<u64>,
    pub state: Option<&'a Game>,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    /// The options (a lobby's host may change its clock).
    pub options: GameOptions,
}

#[derive(Clone, Debug, Default)]
pub enum SeatChange<'a> {
    #[default]
    Unchanged,
    /// The whole seat list (lobby changes renumber seats).
    Replace(&'a [StoredSeat]),
    /// These seats' rows are rewritten.
    Update(Vec<&'a StoredSeat>),
}

/// One action for the log.
#[derive(Clone, Debug)]
pub struct NewAction {
    pub seq: u64,
    pub seat: Seat,
    pub actor: ActorKind,
    pub user: Option<u64>,
    pub action: crate::engine::Action,
    pub interaction: Option<u64>,
}

#[derive(Clone, Debug, Default)]
pub struct DeadlineChange {
    /// Drop every deadline of the game first.
    pub clear_all: bool,
    /// Drop this seat's deadlines of this kind (`None`: all kinds).
    pub clear: Vec<(Seat, Option<DeadlineKind>)>,
    /// Insert or replace.
    pub set: Vec<Deadline>,
    /// Drop these rows if they are still as read (same due time and
    /// token): a fired deadline, which a newer one may have replaced
    /// since it was read.
    pub done: Vec<Deadline>,
}

impl DeadlineChange {
    pub fn is_empty(&self) -> bool {
        !self.clear_all && self.clear.is_empty() && self.set.is_empty() && self.done.is_empty()
    }
}

/// Everything one service operation changes in one game, committed
/// atomically.
#[derive(Clone, Debug)]
pub struct Change<'a> {
    pub game: GameId,
    /// The version this change was computed from. The commit fails with
    /// [`StoreError::Conflict`] if the stored version differs.
    pub expected_version: u64,
    pub now: i64,
    /// `None`: the game row is not touched (e.g. a reminder).
    pub update: Option<GameUpdate<'a>>,
    pub seats: SeatChange<'a>,
    pub actions: Vec<NewAction>,
    /// Outbox payloads, delivered in this order.
    pub outbox: Vec<String>,
    pub deadlines: DeadlineChange,
}

impl<'a> Change<'a> {
    pub fn new(game: GameId, expected_version: u64, now: i64) -> Change<'a> {
        Change {
            game,
            expected_version,
            now,
            update: None,
            seats: SeatChange::Unchanged,
            actions: Vec::new(),
            outbox: Vec::new(),
            deadlines: DeadlineChange::default(),
        }
    }

    /// The version outbox rows and actions are stamped with.
    pub(super) fn version(&self) -> u64 {
        self.update
            .as_ref()
            .map_or(self.expected_version, |u| u.version)
    }
}

/// Runs `sql/write.rs`'s `$f` on the backend's write connection, which is
/// kept only if the write succeeded.
macro_rules! write_on {
    ($store:ident, $f:ident($($arg:expr),*)) => {
        match &$store.backend {
            Backend::Sqlite(db) => {
                if let Some(file) = db.file.as_ref().filter(|f| !f.still_there()) {
                    let e = file.gone();
                    $store.health.failed(&e);
                    return Err(e);
                }
                let mut w = $store.writer(&db.write).await?;
                let r = sqlite::write::$f(w.conn(), $($arg),*).await;
                $store.settle(w, r)
            }
            Backend::Postgres(db) => {
                let mut w = $store.writer(&db.write).await?;
                let r = postgres::write::$f(w.conn(), $($arg),*).await;
                $store.settle(w, r)
            }
        }
    };
}

impl Store {
    /// Inserts a lobby with its seats and outbox rows. Fails with
    /// [`StoreError::ChannelTaken`] if the channel has an open game.
    pub async fn create_game(&self, new: &NewGame) -> Result<GameId, StoreError> {
        write_on!(self, create_game(new))
    }

    /// Commits `change` in one transaction.
    pub async fn commit(&self, change: &Change<'_>) -> Result<(), StoreError> {
        let started = std::time::Instant::now();
        let committed = async { write_on!(self, commit(change)) }.await;
        crate::telemetry::store_commit(started.elapsed());
        committed
    }

    /// Recomputes every rating from the finished games, in finish order,
    /// in one transaction; returns how many games were rated.
    pub async fn rebuild_ratings(&self) -> Result<u64, StoreError> {
        write_on!(self, rebuild_ratings())
    }

    /// Opens `guild`'s next rating season (closing the open one); its
    /// number (the first is 1; before it, season 0 is all time).
    pub async fn start_season(&self, guild: u64, name: &str, now: i64) -> Result<i64, StoreError> {
        write_on!(self, start_season(guild, name, now))
    }

    /// Marks outbox rows as delivered.
    pub async fn mark_delivered(&self, ids: &[i64], now: i64) -> Result<(), StoreError> {
        write_on!(self, mark_delivered(ids, now))
    }

    /// Deletes outbox rows delivered before `before` (unix ms); returns how
    /// many.
    pub async fn prune_delivered(&self, before: i64) -> Result<u64, StoreError> {
        write_on!(self, prune_delivered(before))
    }

    /// Remembers (or replaces) where a Discord message is.
    pub async fn set_message(
        &self,
        game: GameId,
        slot: MessageSlot,
        message: StoredMessage,
    ) -> Result<(), StoreError> {
        write_on!(self, set_message(game, slot, message))
    }

    pub async fn forget_message(&self, game: GameId, slot: MessageSlot) -> Result<(), StoreError> {
        write_on!(self, forget_message(game, slot))
    }

    /// `user` follows `game`, within `limits` (followers of the game,
    /// running games the user follows); whether a row was added.
    pub async fn add_follower(
        &self,
        game: GameId,
        user: u64,
        limits: (u32, u32),
    ) -> Result<bool, StoreError> {
        write_on!(self, add_follower(game, user, limits))
    }

    /// `user` stops following `game`; whether anything changed.
    pub async fn remove_follower(&self, game: GameId, user: u64) -> Result<bool, StoreError> {
        write_on!(self, remove_follower(game, user))
    }

    /// Marks `user` away until `until` (ms); one already away keeps `since`.
    pub async fn set_away(&self, user: u64, since: i64, until: i64) -> Result<(), StoreError> {
        write_on!(self, set_away(user, since, until))
    }

    /// Ends `user`'s time away; when it began, if they were away.
    pub async fn clear_away(&self, user: u64) -> Result<Option<i64>, StoreError> {
        write_on!(self, clear_away(user))
    }

    /// Replaces a server's lobby defaults.
    pub async fn set_server_settings(
        &self,
        guild: u64,
        settings: &LobbyDefaults,
        now: i64,
    ) -> Result<(), StoreError> {
        let json = serde_json::to_string(settings)?;
        write_on!(self, set_server_settings(guild, &json, now))
    }

    /// Notes the language Discord gave last for a player or a server.
    pub async fn set_seen_language(
        &self,
        scope: LanguageScope,
        id: u64,
        code: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        write_on!(self, set_seen_language(scope.key(), id, code, now))
    }

    /// Sets (or, with `None`, clears) a player's or a server's chosen
    /// language.
    pub async fn set_chosen_language(
        &self,
        scope: LanguageScope,
        id: u64,
        code: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        write_on!(self, set_chosen_language(scope.key(), id, code, now))
    }

    /// Remembers the bot's DM channel with `user` (Discord keeps one per
    /// user, so a later write of the same pair changes nothing).
    pub async fn set_dm_channel(&self, user: u64, channel: u64) -> Result<(), StoreError> {
        write_on!(self, set_dm_channel(user, channel))
    }

    /// Takes the turn to remind `user` at `now` unless someone did after
    /// `after` (see the service's reminder gap).
    pub async fn claim_reminder(
        &self,
        user: u64,
        now: i64,
        after: i64,
    ) -> Result<bool, StoreError> {
        write_on!(self, claim_reminder(user, now, after))
    }

    /// Gives back a reminder turn claimed at `at`.
    pub async fn unclaim_reminder(&self, user: u64, at: i64) -> Result<(), StoreError> {
        write_on!(self, unclaim_reminder(user, at))
    }

    /// The write connection, or why there is none.
    pub(super) async fn writer<DB: sqlx::Database>(
        &self,
        pool: &sqlx::Pool<DB>,
    ) -> Result<WriteConn<DB>, StoreError> {
        let started = std::time::Instant::now();
        match pool.acquire().await {
            Ok(conn) => Ok(WriteConn::new(conn, started)),
            Err(e) => {
                let e = StoreError::from(e);
                self.health.failed(&e);
                Err(e)
            }
        }
    }

    /// Keeps the connection after a write that succeeded; otherwise drops
    /// (discards) it and notes the fault.
    pub(super) fn settle<DB: sqlx::Database, T>(
        &self,
        w: WriteConn<DB>,
        r: Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        match &r {
            Ok(_) => {
                let started = w.started;
                w.keep();
                self.health.succeeded(started);
            }
            // Rolled back on purpose: the connection is sound.
            Err(StoreError::Conflict(_)) => w.keep(),
            Err(e) => {
                drop(w);
                self.health.failed(e);
            }
        }
        r
    }
}
