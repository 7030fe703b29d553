//! `/nanuk hint` through the service: only where the host allows it, only
//! for a decision the player has, and a move they may make.

use super::harness::*;
use nanuk::service::{GameOptions, ServiceError};

on_both! {
async fn hints_are_refused_unless_the_host_allowed_them(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started(&svc, 5, 0).await;
    let (user, _, _) = next_move(&svc, id).await.expect("someone to act");
    assert!(matches!(svc.hint(id, user).await, Err(ServiceError::HintsOff)));
}
}

on_both! {
async fn a_hint_is_a_move_the_player_may_make_now(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let options = GameOptions {
        hints: true,
        ..GameOptions::default()
    };
    let id = started_in(&svc, CHANNEL, 5, 0, options).await;
    let (user, token, _) = next_move(&svc, id).await.expect("someone to act");
    let hint = svc.hint(id, user).await.expect("a hint");
    assert!(hint.hunt_chance.is_some_and(|p| (0.0..=1.0).contains(&p)));
    // It is a move the game accepts from that player now.
    svc.act(id, user, hint.action, Some(token), None)
        .await
        .expect("the hinted move is legal");

    // The one who just acted has nothing to decide; a stranger is not in it.
    let waiting = next_move(&svc, id).await.map(|(u, _, _)| u);
    if waiting != Some(user) {
        assert!(matches!(
            svc.hint(id, user).await,
            Err(ServiceError::NothingToHint)
        ));
    }
    assert!(matches!(
        svc.hint(id, 999_999).await,
        Err(ServiceError::NotInGame)
    ));
}
}
