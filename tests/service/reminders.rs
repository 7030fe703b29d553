//! A player is reminded at most once per gap, whichever game asks and
//! whichever process delivers it: the turn is taken in the database.

use super::harness::*;
use nanuk::service::reminders::REMINDER_GAP;

on_both! {
async fn one_reminder_per_player_and_gap_even_when_two_processes_ask_at_once(db: TestDb) {
    let (one, clock) = db.service().await;
    let (other, other_clock) = db.service().await;
    let turn = one.claim_reminder(7).await.unwrap().expect("the first turn");
    assert_eq!(
        other.claim_reminder(7).await.unwrap(),
        None,
        "another process's game adds nothing"
    );
    assert!(one.claim_reminder(8).await.unwrap().is_some(), "another player");
    let gap = REMINDER_GAP.as_secs();
    for c in [&clock, &other_clock] {
        c.advance_secs(gap - 1);
    }
    assert_eq!(other.claim_reminder(7).await.unwrap(), None, "within the gap");
    for c in [&clock, &other_clock] {
        c.advance_secs(1);
    }
    let later = other.claim_reminder(7).await.unwrap().expect("a gap later");
    // A turn given back that is not the newest changes nothing...
    one.unclaim_reminder(turn).await.unwrap();
    assert_eq!(one.claim_reminder(7).await.unwrap(), None);
    // ...and a reminder that did not go out leaves the turn to the next.
    other.unclaim_reminder(later).await.unwrap();
    assert!(one.claim_reminder(7).await.unwrap().is_some());
}
}
