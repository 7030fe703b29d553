//! Reads, dispatched to the backend's copy of the shared SQL in
//! `sql/read.rs`.

use super::model::*;
use super::{Backend, Store, StoreError, postgres, sqlite};

/// Runs `sql/read.rs`'s `$f` on the backend's read pool.
macro_rules! read_on {
    ($store:ident, $f:ident($($arg:expr),*)) => {
        match &$store.backend {
            Backend::Sqlite(db) => sqlite::read::$f(&db.read, $($arg),*).await,
            Backend::Postgres(db) => postgres::read::$f(&db.read, $($arg),*).await,
        }
    };
}

impl Store {
    /// A game and its seats (in seat order), or `None` if there is no such
    /// game.
    pub async fn load_game(
        &self,
        id: GameId,
    ) -> Result<Option<(StoredGame, Vec<StoredSeat>)>, StoreError> {
        if self.shared() {
            read_on!(self, load_game_consistent(id))
        } else {
            read_on!(self, load_game(id))
        }
    }

    /// A game's version now, or `None` if there is no such game.
    pub async fn game_version(&self, id: GameId) -> Result<Option<u64>, StoreError> {
        read_on!(self, game_version(id))
    }

    /// The lobby or running game in a channel.
    pub async fn open_game_in_channel(&self, channel: u64) -> Result<Option<GameId>, StoreError> {
        read_on!(self, open_game_in_channel(channel))
    }

    /// Every game ever played in a channel, oldest first, with its status.
    pub async fn games_in_channel(
        &self,
        channel: u64,
    ) -> Result<Vec<(GameId, GameStatus)>, StoreError> {
        read_on!(self, games_in_channel(channel))
    }

    /// Lobbies and running games in which `user` still plays their seat
    /// (not handed to an AI for good), oldest first.
    pub async fn active_games_of(&self, user: u64) -> Result<Vec<GameId>, StoreError> {
        read_on!(self, active_games_of(user))
    }

    /// Is this Discord interaction already in an action log?
    pub async fn interaction_seen(&self, interaction: u64) -> Result<bool, StoreError> {
        read_on!(self, interaction_seen(interaction))
    }

    /// A game's action log in order.
    pub async fn actions(&self, game: GameId) -> Result<Vec<LoggedAction>, StoreError> {
        read_on!(self, actions(game))
    }

    /// Up to `limit` undelivered outbox rows, oldest first (so in order
    /// within each game).
    pub async fn pending_outbox(&self, limit: u32) -> Result<Vec<OutboxRow>, StoreError> {
        read_on!(self, pending_outbox(limit))
    }

    /// Up to `limit` games with undelivered outbox rows, the one waiting
    /// longest first (no payload is read).
    pub async fn games_with_pending_outbox(&self, limit: u32) -> Result<Vec<GameId>, StoreError> {
        read_on!(self, games_with_pending_outbox(limit))
    }

    /// Up to `limit` undelivered outbox rows of one game, in order.
    pub async fn pending_outbox_of(
        &self,
        game: GameId,
        limit: u32,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        read_on!(self, pending_outbox_of(game, limit))
    }

    pub async fn followers(&self, game: GameId) -> Result<Vec<u64>, StoreError> {
        read_on!(self, followers(game))
    }

    /// A player's time away, (since, until) in ms, if they are away.
    pub async fn away(&self, user: u64) -> Result<Option<(i64, i64)>, StoreError> {
        read_on!(self, away(user))
    }

    /// Games with a seat an AI plays because `user` is away: running, or
    /// finished since `since` (ms).
    pub async fn away_games_of(&self, user: u64, since: i64) -> Result<Vec<GameId>, StoreError> {
        read_on!(self, away_games_of(user, since))
    }

    /// Players whose time away ended by `now`.
    pub async fn away_ended(&self, now: i64) -> Result<Vec<u64>, StoreError> {
        read_on!(self, away_ended(now))
    }

    /// Decisions an AI made for a seat as a stand-in since `since` (ms).
    pub async fn stand_in_decisions(
        &self,
        game: GameId,
        seat: u8,
        since: i64,
    ) -> Result<u64, StoreError> {
        read_on!(self, stand_in_decisions(game, seat, since))
    }

    /// A server's lobby defaults (all the bot's own before any was set). A
    /// stored value this binary cannot read counts as none set.
    pub async fn server_settings(&self, guild: u64) -> Result<LobbyDefaults, StoreError> {
        let stored: Option<String> = read_on!(self, server_settings(guild))?;
        Ok(stored
            .and_then(|json| match serde_json::from_str(&json) {
                Ok(d) => Some(d),
                Err(e) => {
                    tracing::warn!(guild, error = %e, "unreadable server settings; using the defaults");
                    None
                }
            })
            .unwrap_or_default())
    }

    /// The stored languages of `users` and of `guild` (rows that exist
    /// only; a scope this binary does not know is skipped).
    pub async fn languages(
        &self,
        users: &[u64],
        guild: Option<u64>,
    ) -> Result<Vec<(LanguageScope, u64, StoredLanguage)>, StoreError> {
        let rows = read_on!(self, languages(users, guild))?;
        Ok(rows
            .into_iter()
            .filter_map(|(scope, id, seen, chosen)| {
                Some((
                    LanguageScope::from_key(&scope)?,
                    id,
                    StoredLanguage { seen, chosen },
                ))
            })
            .collect())
    }

    /// The bot's DM channel with `user`, if one was ever remembered.
    pub async fn dm_channel(&self, user: u64) -> Result<Option<u64>, StoreError> {
        read_on!(self, dm_channel(user))
    }

    pub async fn message(
        &self,
        game: GameId,
        slot: MessageSlot,
    ) -> Result<Option<StoredMessage>, StoreError> {
        read_on!(self, message(game, slot))
    }

    /// Deadlines due at `now` or earlier, earliest first.
    pub async fn due_deadlines(&self, now: i64, limit: u32) -> Result<Vec<Deadline>, StoreError> {
        read_on!(self, due_deadlines(now, limit))
    }

    /// When the next deadline falls due, if any is pending.
    pub async fn next_deadline(&self) -> Result<Option<i64>, StoreError> {
        read_on!(self, next_deadline())
    }

    /// A game's pending deadlines.
    pub async fn deadlines_of(&self, game: GameId) -> Result<Vec<Deadline>, StoreError> {
        read_on!(self, deadlines_of(game))
    }

    /// A guild's most recently finished games, newest first.
    pub async fn finished_games(
        &self,
        guild: u64,
        limit: u32,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        read_on!(self, finished_games(guild, limit))
    }

    /// One player's figures over a guild's finished games.
    pub async fn player_totals(&self, guild: u64, user: u64) -> Result<PlayerTotals, StoreError> {
        read_on!(self, player_totals(guild, user))
    }

    /// Up to `limit` ids of started games after `after`, in id order (for
    /// `nanuk verify`, which pages through every game).
    pub async fn game_ids_after(&self, after: i64, limit: u32) -> Result<Vec<GameId>, StoreError> {
        read_on!(self, game_ids_after(after, limit))
    }
}
