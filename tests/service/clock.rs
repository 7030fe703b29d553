//! The game clock (issue 29) on the manual clock: time banks that run only
//! while the game waits for their player, increments per decision, the
//! reminder at a quarter left, and an empty bank played as the turn
//! timeout is; all of it the same after a restart.

use super::harness::*;
use nanuk::engine::{Action, Seat};
use nanuk::service::{
    Clock, Controller, DeadlineKind, Delivery, GameId, GameOptions, GameService, SeatClock,
    ServiceError, StandInReason,
};
use nanuk::store::{ActorKind, ClockOptions};
use std::collections::HashMap;

const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

fn clocked(bank_secs: u64, increment_secs: u64) -> GameOptions {
    GameOptions {
        clock: Some(ClockOptions {
            bank_secs,
            increment_secs,
        }),
        // No per-decision reminders: the clock's are the only ones.
        reminder_secs: None,
        ..GameOptions::default()
    }
}

async fn clocks(svc: &GameService, id: GameId) -> HashMap<Seat, SeatClock> {
    let table = svc.table(id).await.expect("table");
    table.clocks.iter().map(|c| (c.seat, *c)).collect()
}

/// The human seats the game waits for.
async fn waiting(svc: &GameService, id: GameId) -> Vec<Seat> {
    let table = ai_played(svc, id).await;
    table
        .seats
        .iter()
        .filter(|s| s.waiting && s.controller == Controller::Human)
        .map(|s| s.seat)
        .collect()
}

/// The clocks as the rules of issue 29 say they should be, kept apart
/// from the service's own bookkeeping.
struct Model {
    increment: i64,
    /// Per seat: (bank, running since).
    seats: HashMap<Seat, (i64, Option<i64>)>,
}

impl Model {
    fn new(bank: i64, increment: i64, seats: &[Seat], waiting: &[Seat], now: i64) -> Model {
        Model {
            increment,
            seats: seats
                .iter()
                .map(|s| (*s, (bank, waiting.contains(s).then_some(now))))
                .collect(),
        }
    }

    /// `decided` made a decision at `now`; the game then waits for `after`.
    fn step(&mut self, decided: Seat, after: &[Seat], now: i64) {
        for (seat, (bank, since)) in self.seats.iter_mut() {
            let runs = after.contains(seat);
            if let Some(t) = *since
                && (*seat == decided || !runs)
            {
                *bank = (*bank - (now - t)).max(0);
                *since = None;
            }
            if *seat == decided {
                *bank += self.increment;
            }
            if runs && since.is_none() {
                *since = Some(now);
            }
        }
    }

    async fn check(&self, svc: &GameService, id: GameId, now: i64, when: &str) {
        let shown = clocks(svc, id).await;
        assert_eq!(
            shown.len(),
            self.seats.len(),
            "{when}: one clock per player"
        );
        let deadlines = svc.store().deadlines_of(id).await.unwrap();
        for (seat, (bank, since)) in &self.seats {
            let c = shown[seat];
            assert_eq!(
                (c.bank_ms, c.running_since),
                (*bank, *since),
                "{when}: seat {seat:?}"
            );
            let due = |kind| {
                deadlines
                    .iter()
                    .find(|d| d.seat == *seat && d.kind == kind)
                    .map(|d| d.due_at)
            };
            match since {
                // The bank's end, and a quarter of it left.
                Some(t) => {
                    assert_eq!(due(DeadlineKind::Timeout), Some(t + bank), "{when}");
                    let quarter = t + bank - bank / 4;
                    assert_eq!(
                        due(DeadlineKind::Reminder),
                        (quarter > now).then_some(quarter),
                        "{when}"
                    );
                }
                None => assert_eq!(due(DeadlineKind::Timeout), None, "{when}"),
            }
        }
    }
}

on_both! {
async fn banks_and_increments_through_a_week_with_a_restart(db: TestDb) {
    let (mut svc, mut clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, clocked(86_400, 12 * 3600)).await;
    let seats: Vec<Seat> = svc.table(id).await.unwrap().seats.iter().map(|s| s.seat).collect();
    let mut model = Model::new(DAY, 12 * HOUR, &seats, &waiting(&svc, id).await, T0);
    model.check(&svc, id, T0, "at the start").await;

    // A week of slow play: a decision every few hours, the service
    // restarted half-way (a new store and service on the same database).
    let pauses = [HOUR, 7 * HOUR, HOUR / 2, 11 * HOUR, 3 * HOUR, 9 * HOUR];
    let mut several_ran = false;
    let mut restarted = false;
    let mut moves = 0;
    while clock.now_ms() < T0 + 7 * DAY {
        let Some((user, token, action)) = next_move(&svc, id).await else {
            break;
        };
        several_ran |= waiting(&svc, id).await.len() > 1;
        clock.advance_secs((pauses[moves % pauses.len()] / 1000) as u64);
        let now = clock.now_ms();
        let seat = svc.player_view(id, user).await.unwrap().seat.seat;
        svc.act(id, user, action, Some(token), None).await.unwrap();
        model.step(seat, &waiting(&svc, id).await, now);
        model.check(&svc, id, now, &format!("after move {moves}")).await;
        moves += 1;

        if !restarted && now >= T0 + 3 * DAY {
            // No clean stop (as after kill -9): nothing of a clock is
            // kept in memory, so a new process reads the same clocks.
            let before = clocks(&svc, id).await;
            (svc, clock) = db.service().await;
            clock.set(now);
            assert_eq!(clocks(&svc, id).await, before, "the same after a restart");
            model.check(&svc, id, now, "after the restart").await;
            restarted = true;
        }
    }
    assert!(restarted && moves > 15, "{moves} moves");
    assert!(several_ran, "a secret choice ran several clocks at once");
}
}

on_both! {
async fn an_empty_bank_plays_as_the_turn_timeout_then_holds_the_increment(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, clocked(86_400, 12 * 3600)).await;
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;

    // A quarter of the bank left: one reminder, not repeated.
    clock.set(T0 + DAY - DAY / 4 - 1);
    assert!(svc.fire_due().await.unwrap().is_empty(), "not yet");
    clock.set(T0 + DAY - DAY / 4);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(
        fired.iter().map(|f| (f.seat, f.kind)).collect::<Vec<_>>(),
        [(seat, DeadlineKind::Reminder)]
    );
    assert_eq!(
        svc.pending_deliveries_of(id, 1000).await.unwrap().last().unwrap().delivery,
        Delivery::Reminder { seat, last_one: false }
    );
    clock.set(T0 + DAY - 1);
    assert!(svc.fire_due().await.unwrap().is_empty(), "reminded once");

    // The bank is empty: as the turn timeout does, an AI plays the seat
    // until its player is back; the bank holds one increment again.
    clock.set(T0 + DAY);
    let fired = svc.fire_due().await.unwrap();
    assert_eq!(
        fired.iter().map(|f| (f.seat, f.kind)).collect::<Vec<_>>(),
        [(seat, DeadlineKind::Timeout)]
    );
    let table = svc.table(id).await.unwrap();
    assert_eq!(
        table.seats[seat.index()].controller,
        Controller::StandIn(StandInReason::TimedOut)
    );
    assert!(table.seats[seat.index()].stood_in);
    let log = svc.store().actions(id).await.unwrap();
    assert_eq!((log[0].seat, log[0].actor), (seat, ActorKind::StandIn));
    assert!(
        svc.pending_deliveries_of(id, 1000)
            .await
            .unwrap()
            .iter()
            .any(|d| d.delivery == Delivery::TimedOut { seat })
    );
    let c = clocks(&svc, id).await[&seat];
    assert_eq!((c.bank_ms, c.running_since), (12 * HOUR, None));
    assert!(
        svc.store().deadlines_of(id).await.unwrap().iter().all(|d| d.seat != seat),
        "the AI plays the seat: its clock is stopped"
    );

    // Back (a press, even out of turn): the seat and its bank are theirs.
    clock.advance_secs(3600);
    let err = svc.act(id, user, Action::Doom, None, None).await.unwrap_err();
    assert!(matches!(err, ServiceError::NotYourTurn { .. }), "{err:?}");
    assert_eq!(
        svc.table(id).await.unwrap().seats[seat.index()].controller,
        Controller::Human
    );
    assert_eq!(clocks(&svc, id).await[&seat].bank_ms, 12 * HOUR);
    play_to_end(&svc, id).await;
    assert!(svc.verify_all().await.unwrap().ok());
    // A finished game's clocks are stopped, with no deadlines left.
    assert!(clocks(&svc, id).await.values().all(|c| c.running_since.is_none()));
    assert!(svc.store().deadlines_of(id).await.unwrap().is_empty());
}
}

on_both! {
async fn the_clock_is_a_lobby_option_with_a_server_default(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let admin = player(0).admin();
    let defaults = nanuk::service::LobbyDefaults {
        clock_bank_secs: Some(3 * 86_400),
        ..Default::default()
    };
    svc.change_server_settings(GUILD, &admin, &defaults, false).await.unwrap();
    let opened = svc
        .open_lobby(GUILD, CHANNEL, &player(0), &Default::default())
        .await
        .unwrap();
    let info = svc.table(opened.game).await.unwrap().info;
    assert_eq!(
        info.options.clock,
        Some(ClockOptions { bank_secs: 3 * 86_400, increment_secs: 12 * 3600 }),
        "the server's bank, the bot's increment"
    );
    // `/nanuk start` options win: no clock here.
    let given = nanuk::service::LobbyDefaults {
        clock_bank_secs: Some(0),
        ..Default::default()
    };
    let other = svc
        .open_lobby(GUILD, CHANNEL + 1, &player(1), &given)
        .await
        .unwrap();
    assert_eq!(svc.table(other.game).await.unwrap().info.options.clock, None);
    // Out of range: a sentence's worth of data, nothing stored.
    let bad = nanuk::service::LobbyDefaults {
        clock_bank_secs: Some(10),
        ..Default::default()
    };
    is(
        svc.open_lobby(GUILD, CHANNEL + 2, &player(2), &bad).await,
        |e| matches!(e, ServiceError::BadOptions(nanuk::service::BadOption::Delay { what: nanuk::service::Delay::ClockBank, .. })),
    );
    // A game without a clock shows none.
    let plain = started_in(&svc, CHANNEL + 3, 5, 0, GameOptions::default()).await;
    assert!(svc.table(plain).await.unwrap().clocks.is_empty());

    // The host sets a lobby's clock (`/nanuk clock`); once the game runs,
    // its options stay as they are.
    let daily = ClockOptions { bank_secs: 86_400, increment_secs: 3600 };
    is(svc.set_clock(other.game, &player(2), Some(daily)).await, |e| {
        matches!(e, ServiceError::NotHost { .. })
    });
    svc.set_clock(other.game, &player(1), Some(daily)).await.unwrap();
    for n in 2..6 {
        svc.join(other.game, &player(n)).await.unwrap();
    }
    svc.start(other.game, &player(1)).await.unwrap();
    let table = svc.table(other.game).await.unwrap();
    assert_eq!(table.info.options.clock, Some(daily));
    assert_eq!(table.clocks.len(), 5);
    assert!(table.clocks.iter().all(|c| c.bank_ms == DAY));
    is(svc.set_clock(other.game, &player(1), None).await, |e| {
        matches!(e, ServiceError::AlreadyStarted)
    });
    is(svc.set_clock(plain, &admin, Some(daily)).await, |e| {
        matches!(e, ServiceError::AlreadyStarted)
    });
    // Stored: a restart reads the same options.
    let (again, _clock) = db.service().await;
    assert_eq!(again.table(other.game).await.unwrap().info.options.clock, Some(daily));
    assert_eq!(again.table(plain).await.unwrap().info.options.clock, None);
}
}

on_both! {
async fn an_away_players_clock_stops_and_the_ai_adds_no_increment(db: TestDb) {
    let (svc, clock) = db.service().await;
    let id = started_in(&svc, CHANNEL, 5, 0, clocked(86_400, 12 * 3600)).await;
    let (user, _, _) = next_move(&svc, id).await.unwrap();
    let seat = svc.player_view(id, user).await.unwrap().seat.seat;
    assert_eq!(clocks(&svc, id).await[&seat].running_since, Some(T0));

    // Two hours later they go away: the AI decides for them at once, and
    // their clock stops with what they spent, nothing added.
    clock.advance_secs(2 * 3600);
    svc.go_away(user, 86_400).await.unwrap();
    let c = clocks(&svc, id).await[&seat];
    assert_eq!((c.bank_ms, c.running_since), (DAY - 2 * HOUR, None));
    assert!(
        svc.store().deadlines_of(id).await.unwrap().iter().all(|d| d.seat != seat),
        "no reminder or timeout while away"
    );
    let played_for = svc
        .store()
        .actions(id)
        .await
        .unwrap()
        .iter()
        .filter(|a| a.seat == seat && a.actor == ActorKind::StandIn)
        .count();
    assert!(played_for >= 1);

    // Back hours later: the bank is as they left it.
    clock.advance_secs(5 * 3600);
    svc.come_back(user).await.unwrap();
    let c = clocks(&svc, id).await[&seat];
    assert_eq!(c.bank_ms, DAY - 2 * HOUR);
    let waited = waiting(&svc, id).await.contains(&seat);
    assert_eq!(c.running_since, waited.then_some(T0 + 7 * HOUR));
}
}
