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

macro_rules! read_ratings {
    ($store:ident, $f:ident($($arg:expr),*)) => {
        match &$store.backend {
            Backend::Sqlite(db) => sqlite::ratings::$f(&db.read, $($arg),*).await,
            Backend::Postgres(db) => postgres::ratings::$f(&db.read, $($arg),*).await,
        }
    };
}

impl Store {
    /// A player's (or AI level's) rating in a guild.
    pub async fn rating_of(
        &self,
        guild: u64,
        subject: Subject,
    ) -> Result<Option<StoredRating>, StoreError> {
        read_ratings!(self, rating_of(guild, subject))
    }

    /// A guild's rated players, best conservative rating first: `limit`
    /// from `offset`, and how many there are in all.
    pub async fn leaderboard(
        &self,
        guild: u64,
        offset: u64,
        limit: u64,
    ) -> Result<(Vec<StoredRating>, u64), StoreError> {
        read_ratings!(self, leaderboard(guild, offset, limit))
    }

    /// Every rating of every guild, by guild and subject.
    pub async fn all_ratings(&self) -> Result<Vec<(u64, StoredRating)>, StoreError> {
        read_ratings!(self, all_ratings())
    }
}
