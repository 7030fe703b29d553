//! Players at the game service's level, as the service and delivery tests,
//! the service bench and the load floors drive it: who player `n` is, and
//! the plain move a waited-on human makes. (Players who read Discord
//! messages and press controls are in `tests/e2e/players.rs` and
//! `load/table.rs`.)

use nanuk::engine::Action;
use nanuk::service::{Actor, Controller, GameId, GameService};

/// Player `n`, named `P{n}`, as user `user`.
pub fn player(user: u64, n: u64) -> Actor {
    Actor::new(user, format!("P{n}"))
}

/// The first waited-on human seat's first legal action: (user, decision
/// token, action). `None` when no human is waited on (the game is over,
/// or only AI seats are to play).
pub async fn human_move(svc: &GameService, game: GameId) -> Option<(u64, u64, Action)> {
    let table = svc.table(game).await.expect("the table");
    let seat = table
        .seats
        .iter()
        .find(|s| s.waiting && s.controller == Controller::Human)?;
    let user = seat.user?;
    let view = svc
        .player_view(game, user)
        .await
        .expect("the player's view");
    let action = view.view.as_ref()?.choice.as_ref()?.nth(0)?;
    Some((user, view.token(), action))
}
