//! The edges of a game's life: a seat given up shows its former player
//! nothing, host powers follow the seats, and a game nobody is left to
//! play ends quietly.

use super::harness::*;
use nanuk::service::{Controller, Delivery, GameOptions, GameStatus, ServiceError, StandInReason};

fn given_up(left: bool, running: bool) -> impl Fn(&ServiceError) -> bool {
    move |e| matches!(e, ServiceError::SeatGivenUp { left: l, running: r } if *l == left && *r == running)
}

/// Plays on until the game waits for one human seat alone (so that a
/// timeout takes that one seat, not several in a simultaneous choice).
async fn one_human_waited(svc: &nanuk::service::GameService, id: nanuk::service::GameId) -> u64 {
    loop {
        let table = ai_played(svc, id).await;
        let waiting: Vec<u64> = table
            .seats
            .iter()
            .filter(|s| s.waiting && s.controller == Controller::Human)
            .filter_map(|s| s.user)
            .collect();
        if let [one] = waiting[..] {
            return one;
        }
        play_one(svc, id).await.expect("the game goes on");
    }
}

on_both! {
async fn a_seat_given_up_shows_its_former_player_nothing(db: TestDb) {
    let (svc, clock) = db.service().await;
    let options = GameOptions {
        hints: true,
        turn_timeout_secs: Some(3600),
        ..GameOptions::default()
    };
    let id = started_in(&svc, CHANNEL, 5, 0, options).await;
    let (leaver, kicked) = (player(1).user, player(2).user);
    svc.leave_game(id, leaver).await.unwrap();
    svc.kick(id, &player(0), kicked).await.unwrap();

    // Their hand (the one read behind `/nanuk hand`, "My hand" and every
    // DM control) and their hint are refused, saying why.
    is(svc.player_view(id, leaver).await, given_up(true, true));
    is(svc.hint(id, leaver).await, given_up(true, true));
    is(svc.player_view(id, kicked).await, given_up(false, true));
    is(svc.hint(id, kicked).await, given_up(false, true));
    is(svc.reclaim_seat(id, kicked).await, given_up(false, true));
    // The seat is still known to be theirs (its DM is theirs to press).
    assert_eq!(
        svc.seat_of_user(id, leaver).await.unwrap(),
        Some(nanuk::engine::Seat(1))
    );

    // A player the AI stands in for only because they timed out still
    // sees their seat, and takes it back by acting.
    let late = one_human_waited(&svc, id).await;
    clock.advance_secs(3600);
    svc.fire_due().await.unwrap();
    let table = svc.table(id).await.unwrap();
    let seat = table.seats.iter().find(|s| s.user == Some(late)).unwrap();
    assert_eq!(seat.controller, Controller::StandIn(StandInReason::TimedOut));
    let view = svc.player_view(id, late).await.unwrap();
    assert!(view.view.is_some(), "their hand is theirs to see");

    // After the end, still nothing of the seat.
    svc.reclaim_seat(id, late).await.unwrap();
    play_to_end(&svc, id).await;
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Over);
    is(svc.player_view(id, leaver).await, given_up(true, false));
    is(svc.player_view(id, kicked).await, given_up(false, false));
}
}

on_both! {
async fn host_powers_follow_the_seat(db: TestDb) {
    let (svc, _) = db.service().await;
    let id = started(&svc, 3, 2).await;
    let (host, next, third) = (player(0), player(1), player(2));
    assert_eq!(svc.info(id).await.unwrap().host, Some(host.user));

    // Kicked by an admin, the host is host no more: the next human still
    // seated is.
    let admin = nanuk::service::Actor::new(9999, "Mod").admin();
    svc.kick(id, &admin, host.user).await.unwrap();
    let info = svc.info(id).await.unwrap();
    assert_eq!((info.host, info.opened_by), (Some(next.user), host.user));
    is(svc.cancel(id, &host).await, |e| {
        matches!(e, ServiceError::NotHost { host: Some(name) } if name == &next.name)
    });
    is(svc.kick(id, &host, third.user).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    // The new host's powers work.
    svc.kick(id, &next, third.user).await.unwrap();

    // A host who leaves passes the role on too; with no human left only
    // Manage Server may act (the game has ended meanwhile: see below).
    let id = started_in(&svc, CHANNEL + 1, 3, 2, GameOptions::default()).await;
    svc.leave_game(id, host.user).await.unwrap();
    assert_eq!(svc.info(id).await.unwrap().host, Some(next.user));
    is(svc.kick(id, &host, next.user).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    svc.leave_game(id, next.user).await.unwrap();
    assert_eq!(svc.info(id).await.unwrap().host, Some(third.user));
}
}

on_both! {
async fn the_last_human_leaving_ends_the_game_quietly(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started(&svc, 2, 3).await;
    svc.leave_game(id, player(0).user).await.unwrap();
    assert_eq!(svc.info(id).await.unwrap().status, GameStatus::Running);
    let before = svc.store().actions(id).await.unwrap().len();
    let shown = svc.pending_deliveries_of(id, 10_000).await.unwrap().len();

    let out = svc.leave_game(id, player(1).user).await.unwrap();
    assert_eq!(out.status, GameStatus::Cancelled);
    assert!(out.events.is_empty(), "no AI move was played");
    let info = svc.info(id).await.unwrap();
    assert_eq!((info.status, info.host), (GameStatus::Cancelled, None));
    assert_eq!(
        svc.store().actions(id).await.unwrap().len(),
        before,
        "the AI played nothing for nobody"
    );
    // What is left to show: the leaver's DM closed, and one closing notice.
    let rows = svc.pending_deliveries_of(id, 10_000).await.unwrap();
    let new: Vec<&Delivery> = rows[shown..].iter().map(|r| &r.delivery).collect();
    assert_eq!(
        new,
        [&Delivery::Hand { seat: nanuk::engine::Seat(1) }, &Delivery::Cancelled]
    );
    assert!(svc.store().deadlines_of(id).await.unwrap().is_empty());
    // Only Manage Server may act for it now, and it is over anyway.
    is(svc.cancel(id, &player(1)).await, |e| {
        matches!(e, ServiceError::NotHost { host: None })
    });

    // A player the AI stands in for after a timeout may still come back:
    // the game goes on without the others.
    let id = started_in(
        &svc,
        CHANNEL + 1,
        2,
        3,
        GameOptions {
            turn_timeout_secs: Some(3600),
            ..GameOptions::default()
        },
    )
    .await;
    let late = one_human_waited(&svc, id).await;
    clock.advance_secs(3600);
    svc.fire_due().await.unwrap();
    let other = [player(0).user, player(1).user]
        .into_iter()
        .find(|u| *u != late)
        .unwrap();
    svc.leave_game(id, other).await.unwrap();
    // Not cancelled: the timed-out player still holds their seat (the
    // AI, playing every seat now, may already have finished the game).
    let info = svc.info(id).await.unwrap();
    assert_ne!(info.status, GameStatus::Cancelled);
    assert_eq!(info.host, Some(late));
}
}
