//! Spectators: anyone may follow a running game from its board and get its
//! big moments (each hunt's outcome, the end) by DM, public facts only.
//! Followers are not game state: a row each, written outside the game's
//! commit, read by the delivery worker when it posts a moment.

use super::GameService;
use super::error::{ServiceError, ServiceResult};
use crate::store::{GameId, GameStatus};

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
        Ok(self.inner.store.set_follower(id, user, follow).await?)
    }

    /// Who follows game `id`.
    pub async fn followers(&self, id: GameId) -> ServiceResult<Vec<u64>> {
        Ok(self.inner.store.followers(id).await?)
    }
}
