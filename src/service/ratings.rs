//! Ratings for `/nanuk stats` and `/nanuk leaderboard`. The store updates
//! them when a game ends (in that commit's transaction); this only reads
//! them, and rebuilds them for `nanuk ratings rebuild`.

use super::GameService;
use super::error::ServiceResult;
use crate::rating::{Rating, Subject};

/// Players per leaderboard page.
pub const LEADERBOARD_PAGE: u64 = 10;

/// A player's rating in a guild.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerRating {
    pub rating: Rating,
    /// Rated games that updated it.
    pub games: u64,
}

/// One page of a guild's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderboardPage {
    /// 0-based; a page past the end is the last page.
    pub page: u64,
    pub pages: u64,
    /// (place from 1, user, rating), best conservative rating first.
    pub rows: Vec<(u64, u64, PlayerRating)>,
}

impl GameService {
    /// A player's rating in a guild (`None` before their first rated game).
    pub async fn rating(&self, guild: u64, user: u64) -> ServiceResult<Option<PlayerRating>> {
        let r = self
            .inner
            .store
            .rating_of(guild, Subject::User(user))
            .await?;
        Ok(r.map(|r| PlayerRating {
            rating: r.rating,
            games: r.games,
        }))
    }

    /// Page `page` (0-based) of a guild's leaderboard; a page past the end
    /// gives the last page.
    pub async fn leaderboard(&self, guild: u64, page: u64) -> ServiceResult<LeaderboardPage> {
        let store = &self.inner.store;
        let (_, total) = store.leaderboard(guild, 0, 0).await?;
        let pages = total.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.min(pages - 1);
        let offset = page * LEADERBOARD_PAGE;
        let (rows, _) = store.leaderboard(guild, offset, LEADERBOARD_PAGE).await?;
        Ok(LeaderboardPage {
            page,
            pages,
            rows: rows
                .into_iter()
                .enumerate()
                .filter_map(|(i, r)| {
                    let user = r.user?;
                    let rating = PlayerRating {
                        rating: r.rating,
                        games: r.games,
                    };
                    Some((offset + i as u64 + 1, user, rating))
                })
                .collect(),
        })
    }

    /// Recomputes every rating from the stored games in finish order;
    /// returns how many games were rated.
    pub async fn rebuild_ratings(&self) -> ServiceResult<u64> {
        Ok(self.inner.store.rebuild_ratings().await?)
    }
}
