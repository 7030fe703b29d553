//! Reminders and turn timeouts, with a hand-moved clock.

use super::harness::*;
use nanuk::engine::{Action, PhaseView, Side};
use nanuk::service::{
    Controller, DeadlineKind, Delivery, GameOptions, LAST_ONE_AFTER_SECS, StandInReason,
};
use nanuk::store::ActorKind;

fn timed() -> GameOptions {
    GameOptions {
        reminder_secs: Some(600),
        turn_timeout_secs: Some(3600),
        ..GameOptions::default()
    }
}

on_both! {
async fn reminder_then_timeout_then_the_player_returns(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;
    let dl = svc.store().deadlines_of(id).await.unwrap();
    assert_eq!(dl.len(), 2, "{dl:?}");
    assert!(dl.iter().all(|d| d.seat == seat));
    assert_eq!(svc.next_deadline().await.unwrap(), Some(T0 + 600_000));

    // Nothing is due yet.
    clock.advance_secs(599);
    assert!(svc.fire_due().await.unwrap().is_empty());
    // The reminder.
    clock.advance_secs(1);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(fired.len(), 1);
    assert_eq!(fired[0].kind, DeadlineKind::Reminder);
    let last = svc.pending_deliveries_of(id, 1000).await.unwrap();
    assert_eq!(
        last.last().unwrap().delivery,
        Delivery::Reminder {
            seat,
            last_one: false
        }
    );
    assert!(svc.fire_due().await.unwrap().is_empty(), "reminded once");

    // Reminders repeat while the decision waits, every twice the delay
    // (at 600 s, then 1800 s and 3000 s).
    for _ in 0..2 {
        clock.advance_secs(1199);
        assert!(svc.fire_due().await.unwrap().is_empty(), "not yet");
        clock.advance_secs(1);
        let fired = svc.fire_due().await.unwrap();
        assert_eq!(fired.len(), 1);
        assert_eq!(fired[0].kind, DeadlineKind::Reminder, "the repeat");
    }

    // The timeout: the AI acts for the seat.
    clock.advance_secs(600);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(fired.len(), 1);
    assert_eq!(fired[0].kind, DeadlineKind::Timeout);
    let table = svc.table(id).await.unwrap();
    assert_eq!(
        table.seats[seat.index()].controller,
        Controller::StandIn(StandInReason::TimedOut)
    );
    let log = svc.store().actions(id).await.unwrap();
    assert_eq!((log[0].seat, log[0].actor), (seat, ActorKind::StandIn));
    assert!(
        svc.pending_deliveries_of(id, 1000)
            .await
            .unwrap()
            .iter()
            .any(|d| d.delivery == Delivery::TimedOut { seat })
    );
    // The next seat's deadlines run from now.
    let dl = svc.store().deadlines_of(id).await.unwrap();
    assert!(dl.iter().all(|d| d.seat != seat));
    assert!(dl.iter().all(|d| d.due_at > clock_now(&clock)));

    // The player comes back: acting (even out of turn) takes the seat back.
    let err = svc
        .act(id, user, Action::Doom, None, None)
        .await
        .unwrap_err();
    assert!(
        matches!(err, nanuk::service::ServiceError::NotYourTurn { .. }),
        "{err:?}"
    );
    assert_eq!(
        svc.table(id).await.unwrap().seats[seat.index()].controller,
        Controller::Human
    );
    assert!(
        svc.pending_deliveries_of(id, 1000)
            .await
            .unwrap()
            .iter()
            .any(|d| d.delivery == Delivery::SeatReclaimed { seat })
    );
    let stats_seat = &svc.table(id).await.unwrap().seats[seat.index()];
    assert!(stats_seat.stood_in, "marked for stats");
    play_to_end(&svc, id).await;
    assert!(svc.verify_all().await.unwrap().ok());
}
}

fn clock_now(clock: &nanuk::service::ManualClock) -> i64 {
    use nanuk::service::Clock;
    clock.now_ms()
}

on_both! {
async fn acting_clears_and_renews_deadlines(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;
    clock.advance_secs(100);
    play_one(&svc, id).await.unwrap();
    let dl = svc.store().deadlines_of(id).await.unwrap();
    assert_eq!(dl.len(), 2);
    assert!(dl.iter().all(|d| d.seat != seat));
    let reminder = dl
        .iter()
        .find(|d| d.kind == DeadlineKind::Reminder)
        .unwrap();
    assert_eq!(reminder.due_at, clock_now(&clock) + 600_000);
    // A game with no timers has no deadlines.
    let other = started_in(&svc, CHANNEL + 1, 5, 0, GameOptions::default()).await;
    assert!(svc.store().deadlines_of(other).await.unwrap().is_empty());
}
}

on_both! {
async fn the_last_one_a_secret_choice_waits_for(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    // Boast and doom, then all but one choose their side.
    loop {
        let table = svc.table(id).await.unwrap();
        if matches!(
            table.public.as_ref().unwrap().phase,
            PhaseView::ChoosingSides { .. }
        ) {
            break;
        }
        play_one(&svc, id).await.unwrap();
    }
    let table = svc.table(id).await.unwrap();
    let waiting: Vec<_> = table.waiting_for().into_iter().cloned().collect();
    assert!(waiting.len() >= 2);
    for s in &waiting[1..] {
        svc.act(
            id,
            s.user.unwrap(),
            Action::Side(Side::Hunt),
            Some(s.token),
            None,
        )
        .await
        .unwrap();
    }
    let last = &waiting[0];
    // Told a few minutes after the others chose (well before the 10-minute
    // reminder), once.
    let dl = svc.store().deadlines_of(id).await.unwrap();
    let told = dl
        .iter()
        .find(|d| d.kind == DeadlineKind::LastOne)
        .expect("a last-one deadline");
    assert_eq!(told.seat, last.seat);
    assert_eq!(
        told.due_at,
        clock_now(&clock) + LAST_ONE_AFTER_SECS as i64 * 1000
    );
    clock.advance_secs(LAST_ONE_AFTER_SECS);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert_eq!(fired[0].kind, DeadlineKind::LastOne);
    let pending = svc.pending_deliveries_of(id, 1000).await.unwrap();
    assert_eq!(
        pending.last().unwrap().delivery,
        Delivery::Reminder {
            seat: last.seat,
            last_one: true
        }
    );
    let dl = svc.store().deadlines_of(id).await.unwrap();
    assert!(dl.iter().all(|d| d.kind != DeadlineKind::LastOne), "once");
    // The usual reminder still comes in its time, as a plain reminder.
    clock.advance_secs(600);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert_eq!(fired[0].kind, DeadlineKind::Reminder);
    let pending = svc.pending_deliveries_of(id, 1000).await.unwrap();
    assert_eq!(
        pending.last().unwrap().delivery,
        Delivery::Reminder {
            seat: last.seat,
            last_one: false
        }
    );
}
}

on_both! {
async fn a_last_one_deadline_exists_only_while_a_secret_choice_waits_on_one(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    // Play until the antes: each change that left one chooser of many
    // set a last-one deadline; the others did not.
    for _ in 0..200 {
        let table = svc.table(id).await.unwrap();
        let public = table.public.as_ref().unwrap();
        let dl = svc.store().deadlines_of(id).await.unwrap();
        let last_ones: Vec<_> = dl
            .iter()
            .filter(|d| d.kind == DeadlineKind::LastOne)
            .collect();
        let secret = matches!(
            public.phase,
            PhaseView::ChoosingSides { next: None } | PhaseView::Anteing
        );
        if !secret || public.waiting_for.len() != 1 {
            assert!(last_ones.is_empty(), "{:?}: {last_ones:?}", public.phase);
        }
        if play_one(&svc, id).await.is_none() {
            break;
        }
    }
}
}

on_both! {
async fn deadlines_of_a_cancelled_game_are_dropped(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    svc.cancel(id, &player(0)).await.unwrap();
    assert!(svc.store().deadlines_of(id).await.unwrap().is_empty());
    clock.advance_secs(10_000);
    assert!(svc.fire_due().await.unwrap().is_empty());
}
}

on_both! {
async fn a_timed_out_player_takes_the_seat_back_without_acting(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, timed()).await;
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;
    // Only a stand-in can be taken back.
    assert!(matches!(
        svc.reclaim_seat(id, user).await,
        Err(nanuk::service::ServiceError::SeatAlreadyYours)
    ));
    clock.advance_secs(3600);
    assert_eq!(
        svc.fire_due().await.unwrap().len(),
        2,
        "reminder and timeout"
    );
    let before = svc.info(id).await.unwrap().version;
    let outcome = svc.reclaim_seat(id, user).await.unwrap();
    assert_eq!(outcome.version, before + 1);
    let table = svc.table(id).await.unwrap();
    assert_eq!(table.seats[seat.index()].controller, Controller::Human);
    assert!(table.seats[seat.index()].stood_in, "stats still show it");
    let rows: Vec<Delivery> = svc
        .pending_deliveries_of(id, 1000)
        .await
        .unwrap()
        .into_iter()
        .map(|i| i.delivery)
        .collect();
    let tail = &rows[rows.len() - 3..];
    assert!(tail.contains(&Delivery::SeatReclaimed { seat }), "{tail:?}");
    assert!(
        tail.contains(&Delivery::Hand { seat }),
        "the DM drops its button"
    );
    // No action was logged for taking the seat back.
    let log = svc.store().actions(id).await.unwrap();
    assert!(
        log.iter()
            .all(|a| a.actor != ActorKind::Player || a.seat != seat)
    );
    // A stranger cannot.
    assert!(matches!(
        svc.reclaim_seat(id, 999_999).await,
        Err(nanuk::service::ServiceError::NotInGame)
    ));
}
}

on_both! {
async fn repost_board_asks_for_a_fresh_board_and_changes_nothing_else(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, GameOptions::default()).await;
    let version = svc.info(id).await.unwrap().version;
    svc.repost_board(id).await.unwrap();
    assert_eq!(svc.info(id).await.unwrap().version, version);
    let last = svc.pending_deliveries_of(id, 1000).await.unwrap();
    assert_eq!(last.last().unwrap().delivery, Delivery::RepostBoard);
}
}
