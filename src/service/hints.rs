//! `/nanuk hint`: what the strong AI would do for the asking player now,
//! from that player's own view (never anything it does not show).

use super::error::{ServiceError, ServiceResult};
use super::{GameService, loaded};
use crate::engine::ai::{self, Budget, Hint};
use crate::store::GameId;

impl GameService {
    /// The hint for `user`'s decision in game `id`. Refused when the game's host
    /// did not allow hints, or when the player has nothing to decide.
    pub async fn hint(&self, id: GameId, user: u64) -> ServiceResult<Hint> {
        let player = self.player_view(id, user).await?;
        if !player.info.options.hints {
            return Err(ServiceError::HintsOff);
        }
        let view = player
            .view
            .clone()
            .filter(|v| v.choice.is_some())
            .ok_or(ServiceError::NothingToHint)?;
        // What the player has seen of the others over the game, as an AI
        // seat in their place would decide with it.
        let belief = {
            let guard = self.lock_with_journal(id).await?;
            loaded(&guard)
                .journal
                .as_ref()
                .and_then(|j| j.belief(view.seat))
                .cloned()
        };
        // The search takes up to its wall-clock cap: off the async workers.
        let hint = tokio::task::spawn_blocking(move || {
            ai::hint(&view, belief.as_ref(), &Budget::default())
        })
        .await
        .ok()
        .flatten()
        .ok_or(ServiceError::NothingToHint)?;
        Ok(hint)
    }
}
