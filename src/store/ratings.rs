//! Ratings: read here, written by the commit that ends a game (see
//! `sql/ratings.rs`) and by [`Store::rebuild_ratings`].

use super::{Backend, Store, StoreError, postgres, sqlite};
use crate::rating::{Rating, Subject};

/// One stored rating.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRating {
    /// `user:<id>` or `ai:<level>`.
    pub subject: String,
    /// `None` for an AI level.
    pub user: Option<u64>,
    pub rating: Rating,
    /// Rated games that updated it.
    pub games: u64,
}

/// Which ratings: all time (`ratings`) or one season's (`season_ratings`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    AllTime,
    Season(i64),
}

impl Scope {
    pub(crate) fn table(self) -> &'static str {
        match self {
            Scope::AllTime => "ratings",
            Scope::Season(_) => "season_ratings",
        }
    }

    /// A condition on the season bound at `param` (always bound, so
    /// every statement takes the same parameters on both backends).
    pub(crate) fn filter(self, param: &str) -> String {
        match self {
            Scope::AllTime => format!("{param} = {param}"),
            Scope::Season(_) => format!("season = {param}"),
        }
    }

    pub(crate) fn season(self) -> i64 {
        match self {
            Scope::AllTime => -1,
            Scope::Season(s) => s,
        }
    }
}

macro_rules! read_ratings {
    ($store:ident, $f:ident($($arg:expr),*)) => {
        match &$store.backend {
            Backend::Sqlite(db) => sqlite::ratings::$f(&db.read, $($arg),*).await,
            Backend::Postgres(db) => postgres::ratings::$f(&db.read, $($arg),*).await,
        }
    };
}

impl Store {
    /// A player's (or AI level's) rating in a guild, all time or in a
    /// season.
    pub async fn rating_of(
        &self,
        guild: u64,
        scope: Scope,
        subject: Subject,
    ) -> Result<Option<StoredRating>, StoreError> {
        read_ratings!(self, rating_of(guild, scope, subject))
    }

    /// A guild's rated players in `scope`, best conservative rating first:
    /// `limit` from `offset`, and how many there are in all.
    pub async fn leaderboard(
        &self,
        guild: u64,
        scope: Scope,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<StoredRating>, u64), StoreError> {
        read_ratings!(self, leaderboard(guild, scope, offset, limit))
    }

    /// Every rating of every guild, by guild and subject.
    pub async fn all_ratings(&self) -> Result<Vec<(u64, StoredRating)>, StoreError> {
        read_ratings!(self, all_ratings())
    }

    /// Every season rating: (guild, season, rating).
    pub async fn all_season_ratings(&self) -> Result<Vec<(u64, i64, StoredRating)>, StoreError> {
        read_ratings!(self, all_season_ratings())
    }

    /// A guild's seasons, oldest first: (number, name, started_at).
    pub async fn seasons(&self, guild: u64) -> Result<Vec<(i64, String, i64)>, StoreError> {
        read_ratings!(self, seasons(guild))
    }
}
