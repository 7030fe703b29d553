//! The games a player sits in, across servers, and what each waits for:
//! `/nanuk games` lists them, and a reminder names every game waiting on
//! the player in one message.

use super::places::Places;
use super::render::games::{GameLine, waits_for};
use super::text::Locale;
use crate::service::{GameService, MessageSlot, ServiceResult};

/// One line per running game (or lobby) `user` sits in, oldest first. A
/// game that cannot be read now is left out, not the list.
pub async fn game_lines(
    l: Locale,
    service: &GameService,
    places: &Places,
    user: u64,
) -> ServiceResult<Vec<GameLine>> {
    let infos = service.active_games(user).await?;
    let mut lines = Vec::with_capacity(infos.len());
    for info in infos {
        let table = match service.table(info.id).await {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(game = %info.id, error = %e, "a game left out of a list of games");
                continue;
            }
        };
        let (waits, on_you) = waits_for(&table, user);
        let mut link = super::render::channel_link(info.guild, info.channel);
        for slot in [MessageSlot::Board, MessageSlot::Lobby] {
            if let Ok(Some(m)) = service.message(info.id, slot).await {
                link = super::render::message_link(info.guild, m.channel, m.message);
                break;
            }
        }
        lines.push(GameLine {
            id: info.id,
            place: places.location(l, info.guild, info.channel).await,
            waits,
            on_you,
            link,
        });
    }
    Ok(lines)
}
