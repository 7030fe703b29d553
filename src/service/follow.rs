//! Spectators: anyone may follow a running game from its board and get its
//! big moments (each hunt's outcome, the end) by DM, public facts only.
//! Followers are not game state: a row each, written outside the game's
//! commit, read by the delivery worker when it posts a moment.

use super::GameService;
use super::error::{ServiceError, ServiceResult};
use crate::store::{GameId, GameStatus};

/// Followers a game may have: each costs a DM per hunt of the game.
pub const MAX_FOLLOWERS: u32 = 25;
/// Running games one user may follow at once.
pub const MAX_FOLLOWED: u32 = 10;

impl GameService {
    /// `user` follows game `id` (`follow`) or stops; whether anything
    /// changed. Only a running game can be followed; stopping always works.
    pub async fn follow(&self, id: GameId, user: u64, follow: bool) -> ServiceResult<bool> {
        let info = self.info(id).await?;
        if follow {
            match info.status {
                GameStatus::Running => {}
                GameStatus::Lobby => return Err(ServiceError::NotStarted),
                GameStatus::Over => return Err(ServiceError::GameOver),
                GameStatus::Cancelled => return Err(ServiceError::Cancelled),
            }
        }
        if !follow {
            return Ok(self.inner.store.remove_follower(id, user).await?);
        }
        let limits = (MAX_FOLLOWERS, MAX_FOLLOWED);
        if self.inner.store.add_follower(id, user, limits).await? {
            return Ok(true);
        }
        // Not added: already following, or a limit says no.
        let followers = self.inner.store.followers(id).await?;
        if followers.contains(&user) {
            Ok(false)
        } else if followers.len() >= MAX_FOLLOWERS as usize {
            Err(ServiceError::TooManyFollowers {
                limit: MAX_FOLLOWERS,
            })
        } else {
            Err(ServiceError::FollowingTooMany {
                limit: MAX_FOLLOWED,
            })
        }
    }

    /// Who follows game `id`.
    pub async fn followers(&self, id: GameId) -> ServiceResult<Vec<u64>> {
        Ok(self.inner.store.followers(id).await?)
    }
}
