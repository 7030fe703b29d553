//! The bot's DM channel with each player is remembered in the database
//! (so a restarted bot never opens it again), one per user.

use super::harness::*;

on_both! {
async fn a_dm_channel_is_remembered_per_user_and_survives_a_reopen(db: TestDb) {
    let (svc, _clock) = db.service().await;
    assert_eq!(svc.dm_channel(7).await.unwrap(), None);
    svc.remember_dm_channel(7, 70).await.unwrap();
    svc.remember_dm_channel(8, 80).await.unwrap();
    // Discord keeps one DM channel per user; a second write of the same
    // user (from another process, say) is not an error.
    svc.remember_dm_channel(7, 70).await.unwrap();
    assert_eq!(svc.dm_channel(7).await.unwrap(), Some(70));
    assert_eq!(svc.dm_channel(8).await.unwrap(), Some(80));
    let (reopened, _clock) = db.service().await;
    assert_eq!(reopened.dm_channel(7).await.unwrap(), Some(70));
    assert_eq!(reopened.dm_channel(9).await.unwrap(), None);
}
}
