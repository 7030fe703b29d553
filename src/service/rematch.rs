//! The "Rematch" button of a finished game: a new lobby in the same channel
//! with the same options and AI seats, hosted by whoever pressed it. The
//! other humans are invited, never seated without their own press.

use super::GameService;
use super::delivery::Delivery;
use super::error::{ServiceError, ServiceResult};
use super::practice::Practice;
use super::types::{Actor, TableView};
use crate::store::{Controller, GameId, GameStatus};

/// What a press of "Rematch" did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rematch {
    /// A new lobby, and the finished game's other humans to invite.
    Opened { game: GameId, invite: Vec<u64> },
    /// The channel has an open game already (an earlier press's lobby, or
    /// a game someone started): nothing new was made.
    AlreadyOpen { game: GameId },
}

impl GameService {
    /// Opens the rematch of finished game `id` for one of its players.
    pub async fn rematch(&self, id: GameId, actor: &Actor) -> ServiceResult<Rematch> {
        let info = self.info(id).await?;
        if info.status != GameStatus::Over {
            return Err(ServiceError::NotOverYet);
        }
        let table = self.table(id).await?;
        if !table.seats.iter().any(|s| s.user == Some(actor.user)) {
            return Err(ServiceError::NotInGame);
        }
        if info.is_practice() {
            return self.practice_again(info.channel, actor, &table).await;
        }
        let ai: Vec<_> = table
            .seats
            .iter()
            .filter(|s| s.user.is_none() && s.controller == Controller::Ai)
            .map(|s| s.ai_level.unwrap_or_default())
            .collect();
        let opened = self
            .new_game(
                info.guild,
                info.channel,
                actor,
                info.options,
                &ai,
                Some(Delivery::Lobby),
            )
            .await;
        match opened {
            Ok(outcome) => {
                let mut invite: Vec<u64> = table
                    .seats
                    .iter()
                    .filter_map(|s| s.user)
                    .filter(|&u| u != actor.user)
                    .collect();
                invite.dedup();
                tracing::info!(game = %outcome.game, of = %id, "rematch lobby opened");
                Ok(Rematch::Opened {
                    game: outcome.game,
                    invite,
                })
            }
            Err(ServiceError::ChannelBusy { existing }) => {
                Ok(Rematch::AlreadyOpen { game: existing })
            }
            Err(e) => Err(e),
        }
    }

    /// A finished practice game's rematch: the next practice game, started
    /// at once in the same DM with as many AI seats at the same level.
    async fn practice_again(
        &self,
        dm: u64,
        actor: &Actor,
        table: &TableView,
    ) -> ServiceResult<Rematch> {
        let level = table
            .seats
            .iter()
            .find_map(|s| s.ai_level)
            .unwrap_or_default();
        let seats = table.seats.len() as u8;
        Ok(match self.practice(dm, actor, seats, level).await? {
            Practice::Started(outcome) => Rematch::Opened {
                game: outcome.game,
                invite: Vec::new(),
            },
            Practice::Running { game } => Rematch::AlreadyOpen { game },
        })
    }
}
