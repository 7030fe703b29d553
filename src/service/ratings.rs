//! Ratings for `/nanuk stats` and `/nanuk leaderboard`. The store updates
//! them when a game ends (in that commit's transaction); this only reads
//! them, and rebuilds them for `nanuk ratings rebuild`.

use super::GameService;
use super::error::{BadOption, ServiceError, ServiceResult};
use super::types::Actor;
use crate::rating::{Rating, Subject};
use crate::store::RatingScope;

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
    /// Whose ratings: a season's, or all time (`None`).
    pub season: Option<Season>,
    /// The number of the season open now (0 while the server never
    /// started one: then season 0 is all time).
    pub latest_season: u64,
}

/// A rating season of a guild. Season 0 is the one before any was started
/// (in a server that never starts one, identical to all time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub number: u64,
    /// As given to `/nanuk season start` (empty for season 0).
    pub name: String,
    /// When it opened (service clock, ms; 0 for season 0).
    pub started_at: i64,
}

/// Which ratings a leaderboard or a player's figures are about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ladder {
    AllTime,
    /// The season open now; all time while the server never started one.
    Current,
    Season(u64),
}

/// What `/nanuk season start` did.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonStarted {
    /// The season that just closed, and its final leaderboard's first page.
    pub closed: Season,
    pub final_board: LeaderboardPage,
    pub opened: Season,
}

/// Longest season name.
pub const MAX_SEASON_NAME: usize = 40;

impl GameService {
    /// A player's all-time rating in a guild (`None` before their first
    /// rated game).
    pub async fn rating(&self, guild: u64, user: u64) -> ServiceResult<Option<PlayerRating>> {
        self.rating_in(guild, Ladder::AllTime, user).await
    }

    /// A player's rating in a guild on `ladder`.
    pub async fn rating_in(
        &self,
        guild: u64,
        ladder: Ladder,
        user: u64,
    ) -> ServiceResult<Option<PlayerRating>> {
        let scope = self.scope(guild, ladder).await?;
        let r = self
            .inner
            .store
            .rating_of(guild, scope, Subject::User(user))
            .await?;
        Ok(r.map(|r| PlayerRating {
            rating: r.rating,
            games: r.games,
        }))
    }

    /// Page `page` (0-based) of a guild's all-time leaderboard; a page past
    /// the end gives the last page.
    pub async fn leaderboard(&self, guild: u64, page: u64) -> ServiceResult<LeaderboardPage> {
        self.leaderboard_of(guild, Ladder::AllTime, page).await
    }

    /// Page `page` of a guild's leaderboard on `ladder`.
    pub async fn leaderboard_of(
        &self,
        guild: u64,
        ladder: Ladder,
        page: u64,
    ) -> ServiceResult<LeaderboardPage> {
        let seasons = self.seasons(guild).await?;
        let season = Self::season_of(&seasons, ladder)?;
        let scope = season.as_ref().map_or(RatingScope::AllTime, |s| {
            RatingScope::Season(s.number as i64)
        });
        let store = &self.inner.store;
        let (_, total) = store.leaderboard(guild, scope, 0, 0).await?;
        let pages = total.div_ceil(LEADERBOARD_PAGE).max(1);
        let page = page.min(pages - 1);
        let offset = page * LEADERBOARD_PAGE;
        let (rows, _) = store
            .leaderboard(guild, scope, offset, LEADERBOARD_PAGE)
            .await?;
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
            season,
            latest_season: seasons.last().map_or(0, |s| s.number),
        })
    }

    /// A guild's seasons, season 0 first; the last is the one open now.
    pub async fn seasons(&self, guild: u64) -> ServiceResult<Vec<Season>> {
        let mut out = vec![Season {
            number: 0,
            name: String::new(),
            started_at: 0,
        }];
        for (number, name, started_at) in self.inner.store.seasons(guild).await? {
            out.push(Season {
                number: number as u64,
                name,
                started_at,
            });
        }
        Ok(out)
    }

    /// `/nanuk season start`: closes the open season (its final
    /// leaderboard is returned, to be posted once) and opens the next.
    /// Manage Server only. A game running now counts for the season in
    /// which it ends.
    pub async fn start_season(
        &self,
        guild: u64,
        actor: &Actor,
        name: &str,
    ) -> ServiceResult<SeasonStarted> {
        if !actor.is_admin {
            return Err(ServiceError::NotAdmin);
        }
        let name = name.trim();
        if name.chars().count() > MAX_SEASON_NAME {
            return Err(ServiceError::BadOptions(BadOption::SeasonName {
                max: MAX_SEASON_NAME,
            }));
        }
        let closed = self
            .seasons(guild)
            .await?
            .pop()
            .expect("season 0 is always there");
        let final_board = self
            .leaderboard_of(guild, Ladder::Season(closed.number), 0)
            .await?;
        let now = self.now();
        let number = self.inner.store.start_season(guild, name, now).await?;
        let opened = self
            .seasons(guild)
            .await?
            .into_iter()
            .find(|s| s.number == number as u64)
            .ok_or_else(|| ServiceError::Internal("a season just started is missing".into()))?;
        tracing::info!(guild, season = number, "rating season started");
        Ok(SeasonStarted {
            closed,
            final_board,
            opened,
        })
    }

    async fn scope(&self, guild: u64, ladder: Ladder) -> ServiceResult<RatingScope> {
        let seasons = self.seasons(guild).await?;
        Ok(
            Self::season_of(&seasons, ladder)?.map_or(RatingScope::AllTime, |s| {
                RatingScope::Season(s.number as i64)
            }),
        )
    }

    /// The season `ladder` names among a guild's `seasons` (`None`: all
    /// time); a season the guild never had is refused.
    fn season_of(seasons: &[Season], ladder: Ladder) -> ServiceResult<Option<Season>> {
        let latest = seasons.last().map_or(0, |s| s.number);
        match ladder {
            Ladder::AllTime => Ok(None),
            // Before any season start, the one ladder is all time (season
            // 0 holds the same ratings, but all time is the reference).
            Ladder::Current if latest == 0 => Ok(None),
            Ladder::Current => Ok(seasons.last().cloned()),
            Ladder::Season(n) => seasons
                .iter()
                .find(|s| s.number == n)
                .cloned()
                .map(Some)
                .ok_or(ServiceError::NoSuchSeason { asked: n, latest }),
        }
    }

    /// Recomputes every rating from the stored games in finish order;
    /// returns how many games were rated.
    pub async fn rebuild_ratings(&self) -> ServiceResult<u64> {
        Ok(self.inner.store.rebuild_ratings().await?)
    }
}
