//! The bot's DM channel with each player, kept so that a DM never needs a
//! second "create DM" call (one REST call against the global budget),
//! across restarts and processes. Not game state: a row per user, written
//! outside any game's commit.

use super::GameService;
use super::error::ServiceResult;

impl GameService {
    /// The DM channel remembered for `user`.
    pub async fn dm_channel(&self, user: u64) -> ServiceResult<Option<u64>> {
        Ok(self.inner.store.dm_channel(user).await?)
    }

    /// Remembers `channel` as the bot's DM channel with `user`.
    pub async fn remember_dm_channel(&self, user: u64, channel: u64) -> ServiceResult<()> {
        Ok(self.inner.store.set_dm_channel(user, channel).await?)
    }
}
