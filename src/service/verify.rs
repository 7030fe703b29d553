//! `nanuk verify`: every stored game's log, replayed from its seed, must
//! give exactly the stored state.

use super::GameService;
use super::error::ServiceResult;
use crate::engine::{Game, Seat};
use crate::store::{GameId, Store};

/// What `verify` found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    pub checked: u64,
    /// Games whose replay differs from (or does not reproduce) the stored
    /// state, with the reason.
    pub failed: Vec<(GameId, String)>,
}

impl VerifyReport {
    pub fn ok(&self) -> bool {
        self.failed.is_empty()
    }
}

/// Replays one game; `Err` says how it differs.
pub async fn verify_game(store: &Store, id: GameId) -> ServiceResult<Result<(), String>> {
    let Some((game, _seats)) = store.load_game(id).await? else {
        return Ok(Err("the game is gone".into()));
    };
    let Some(stored) = game.state else {
        return Ok(Ok(()));
    };
    let Some(seed) = game.seed else {
        return Ok(Err("a started game without a seed".into()));
    };
    let log = store.actions(id).await?;
    if log.len() as u64 != game.action_count {
        return Ok(Err(format!(
            "{} actions logged but the game counts {}",
            log.len(),
            game.action_count
        )));
    }
    if let Some((i, a)) = log.iter().enumerate().find(|(i, a)| a.seq != *i as u64 + 1) {
        return Ok(Err(format!(
            "action {} has sequence number {}",
            i + 1,
            a.seq
        )));
    }
    let actions: Vec<(Seat, _)> = log.into_iter().map(|a| (a.seat, a.action)).collect();
    let replayed = match Game::replay_as(*stored.settings(), stored.revision(), seed, &actions) {
        Ok((g, _)) => g,
        Err(e) => return Ok(Err(format!("the log does not replay: {e}"))),
    };
    if replayed != stored {
        return Ok(Err(
            "the replayed state differs from the stored state".into()
        ));
    }
    if replayed.is_over() != (game.status == crate::store::GameStatus::Over)
        && game.status != crate::store::GameStatus::Cancelled
    {
        return Ok(Err(format!(
            "the game is {:?} but its state says over = {}",
            game.status,
            replayed.is_over()
        )));
    }
    Ok(Ok(()))
}

impl GameService {
    /// Replays every started game (paging through them, never all at once).
    pub async fn verify_all(&self) -> ServiceResult<VerifyReport> {
        let store = self.store();
        let mut report = VerifyReport::default();
        let mut after = 0;
        loop {
            let ids = store.game_ids_after(after, 200).await?;
            let Some(last) = ids.last() else {
                return Ok(report);
            };
            after = last.0;
            for id in ids {
                report.checked += 1;
                if let Err(reason) = verify_game(store, id).await? {
                    report.failed.push((id, reason));
                }
            }
        }
    }
}
