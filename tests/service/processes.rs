//! Several bot processes on one PostgreSQL database (issue 13): two
//! `GameService`s, each on its own `Store` (its own connections, cache and
//! per-game locks), as two processes have. Games apply one action at a
//! time across both; each outbox and each due deadline goes to one live
//! service, and to the other once a dead one's lease has run out.
//! PostgreSQL only: a SQLite file belongs to one process.

use super::harness::*;
use nanuk::engine::{Action, Game};
use nanuk::service::{
    CLAIM_LEASE_SECS, DeadlineKind, Delivery, GameId, GameOptions, GameService, GameStatus,
    OUTBOX_LEASE_MS, ServiceError,
};
use nanuk::store::{ActorKind, Claim};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(300);

/// What the hammering tasks saw.
#[derive(Default)]
struct Tally {
    /// Accepted actions: interaction id -> (user, action, which service).
    accepted: Mutex<Vec<(u64, u64, Action, usize)>>,
    calls: AtomicU64,
    duplicates: AtomicU64,
    stale: AtomicU64,
}

/// One player's task on one service: acts on every decision (the first
/// legal action, with an interaction id made from game, user and token,
/// so the same decision pressed through both services is one interaction
/// delivered twice), and now and then presses an older decision's button
/// again (its token stale, its interaction new).
async fn hammer(svc: GameService, which: usize, id: GameId, user: u64, tally: Arc<Tally>) {
    static FRESH: AtomicU64 = AtomicU64::new(1 << 62);
    let mut old_token: Option<u64> = None;
    loop {
        let pv = svc.player_view(id, user).await.expect("view");
        if pv.info.status != GameStatus::Running {
            return;
        }
        let token = pv.token();
        if let Some(old) = old_token.filter(|&t| t != token) {
            let action = pv
                .view
                .as_ref()
                .and_then(|v| v.choice.as_ref())
                .and_then(|c| c.nth(0))
                .unwrap_or(Action::Doom);
            let interaction = FRESH.fetch_add(1, Ordering::Relaxed);
            tally.calls.fetch_add(1, Ordering::Relaxed);
            match svc
                .act(id, user, action, Some(old), Some(interaction))
                .await
            {
                Ok(_) => panic!("an action with a stale token ({old} < {token}) was applied"),
                Err(ServiceError::Stale { .. }) => {
                    tally.stale.fetch_add(1, Ordering::Relaxed);
                }
                Err(ServiceError::GameOver) => return,
                Err(e) => panic!("unexpected refusal of a stale press: {e:?}"),
            }
        }
        old_token = Some(token);
        let Some(action) = pv
            .view
            .as_ref()
            .and_then(|v| v.choice.as_ref())
            .and_then(|c| c.nth(0))
        else {
            tokio::time::sleep(Duration::from_millis(1)).await;
            continue;
        };
        let interaction = ((id.0 as u64) << 40) | (user << 20) | token;
        tally.calls.fetch_add(1, Ordering::Relaxed);
        match svc
            .act(id, user, action.clone(), Some(token), Some(interaction))
            .await
        {
            Ok(_) => tally
                .accepted
                .lock()
                .unwrap()
                .push((interaction, user, action, which)),
            Err(ServiceError::Duplicate) => {
                tally.duplicates.fetch_add(1, Ordering::Relaxed);
            }
            Err(
                ServiceError::Stale { .. }
                | ServiceError::NotYourTurn { .. }
                | ServiceError::GameOver
                | ServiceError::Rule(_),
            ) => {}
            Err(e) => panic!("unexpected refusal: {e:?}"),
        }
    }
}

/// Hundreds of presses for one game at both services at once, duplicates
/// and stale tokens among them: the game ends in the state that replaying
/// the accepted actions in commit order gives, each applied once, each in
/// the database.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_services_play_one_game_one_action_at_a_time() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, _) = db.service().await;
    let id = started(&a, 6, 0).await;
    let services = [a.clone(), b.clone()];
    let tally = Arc::new(Tally::default());
    let mut tasks = Vec::new();
    for n in 0..6 {
        for (which, svc) in services.iter().enumerate() {
            for _copy in 0..2 {
                tasks.push(tokio::spawn(hammer(
                    svc.clone(),
                    which,
                    id,
                    player(n).user,
                    tally.clone(),
                )));
            }
        }
    }
    tokio::time::timeout(LIMIT, async {
        for t in tasks {
            t.await.expect("task");
        }
    })
    .await
    .expect("no deadlock");

    let accepted = tally.accepted.lock().unwrap().clone();
    let calls = tally.calls.load(Ordering::Relaxed);
    eprintln!(
        "{calls} presses: {} applied, {} duplicates, {} stale refused; conflicts retried: {} + {}",
        accepted.len(),
        tally.duplicates.load(Ordering::Relaxed),
        tally.stale.load(Ordering::Relaxed),
        a.conflicts(),
        b.conflicts()
    );
    assert!(calls >= 300, "only {calls} presses");
    assert!(tally.duplicates.load(Ordering::Relaxed) > 0);
    assert!(tally.stale.load(Ordering::Relaxed) > 0);
    for which in 0..2 {
        assert!(
            accepted.iter().any(|a| a.3 == which),
            "service {which} applied nothing: no contest"
        );
    }

    // Each interaction applied once, and exactly the accepted ones logged,
    // with the action each was accepted with.
    let by_interaction: HashMap<u64, (u64, Action)> = accepted
        .iter()
        .map(|(i, user, action, _)| (*i, (*user, action.clone())))
        .collect();
    assert_eq!(by_interaction.len(), accepted.len(), "applied twice");
    let store = db.store().await;
    let log = store.actions(id).await.unwrap();
    let players: Vec<_> = log
        .iter()
        .filter(|a| a.actor == ActorKind::Player)
        .collect();
    assert_eq!(players.len(), accepted.len(), "lost or extra actions");
    for logged in &players {
        let interaction = logged.interaction.expect("carried");
        let (user, action) = by_interaction
            .get(&interaction)
            .expect("every logged press was acknowledged");
        assert_eq!((logged.user, &logged.action), (Some(*user), action));
    }

    // The stored state is the replay of the log in commit order.
    assert!(log.iter().enumerate().all(|(i, a)| a.seq == i as u64 + 1));
    let (game, _) = store.load_game(id).await.unwrap().expect("game");
    assert_eq!(game.status, GameStatus::Over);
    let stored = game.state.expect("state");
    let actions: Vec<_> = log.iter().map(|a| (a.seat, a.action.clone())).collect();
    let (replayed, _) =
        Game::replay(*stored.settings(), game.seed.expect("seed"), &actions).expect("replays");
    assert_eq!(replayed, stored, "the state is not the replay of its log");
    assert_eq!(log.len() as u64, game.action_count);
    // And both services now serve that state.
    for svc in &services {
        let table = svc.table(id).await.unwrap();
        assert_eq!(table.info.version, game.version);
        assert_eq!(table.public, Some(replayed.public_view()));
    }
    assert!(a.verify_all().await.unwrap().ok());
}

/// Lobby joins through both services at once: every join that was
/// acknowledged is in the lobby (a join computed from a seat list another
/// process had already changed would replace that list and lose a seat;
/// no action log guards these changes, only the version check).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn joins_through_both_services_at_once_are_all_kept() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, _) = db.service().await;
    let mut lobbies = Vec::new();
    for c in 0..10 {
        let id = a
            .create_lobby(GUILD, 600 + c, &player(0), GameOptions::default())
            .await
            .unwrap()
            .game;
        // Both have it cached.
        b.info(id).await.unwrap();
        lobbies.push(id);
    }
    let mut tasks = Vec::new();
    for &id in &lobbies {
        for n in 1..8 {
            let svc = if n % 2 == 0 { a.clone() } else { b.clone() };
            tasks.push(tokio::spawn(async move { svc.join(id, &player(n)).await }));
        }
    }
    for t in tasks {
        t.await.unwrap().expect("every join is accepted");
    }
    eprintln!("conflicts retried: {} + {}", a.conflicts(), b.conflicts());
    let store = db.store().await;
    for &id in &lobbies {
        let (_, seats) = store.load_game(id).await.unwrap().unwrap();
        let mut users: Vec<u64> = seats.iter().filter_map(|s| s.user).collect();
        users.sort_unstable();
        let all: Vec<u64> = (0..8).map(|n| player(n).user).collect();
        assert_eq!(users, all, "{id}: an acknowledged join was lost");
        for svc in [&a, &b] {
            assert_eq!(svc.table(id).await.unwrap().seats.len(), 8);
        }
    }
}

/// A change made through one service is what the other shows and builds
/// on next, though it had the game cached.
#[tokio::test]
async fn a_cached_game_is_reloaded_after_another_service_changed_it() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, _) = db.service().await;
    let id = started(&a, 5, 0).await;
    let before = b.table(id).await.unwrap().info.version;
    play_one(&a, id).await.expect("a move");
    let after = a.table(id).await.unwrap();
    assert!(after.info.version > before);
    assert_eq!(b.table(id).await.unwrap().info.version, after.info.version);
    // B acts on the current state (a stale cache would refuse this
    // token or lose A's move).
    play_one(&b, id).await.expect("a move through B");
    assert!(a.verify_all().await.unwrap().ok());
    let log = a.store().actions(id).await.unwrap();
    assert_eq!(log.len(), 2);
}

/// Outbox ids each service was handed, by game.
type Handed = Mutex<Vec<(usize, GameId, Vec<i64>)>>;

async fn claim_all(svc: GameService, which: usize, handed: Arc<Handed>) {
    for _ in 0..10 {
        for game in svc.games_to_deliver(100).await.expect("scan") {
            let items = svc.pending_deliveries_of(game, 100).await.expect("rows");
            if !items.is_empty() {
                let ids = items.iter().map(|i| i.id).collect();
                handed.lock().unwrap().push((which, game, ids));
            }
        }
        tokio::task::yield_now().await;
    }
}

/// While a service's lease lives, the other gets none of its games'
/// rows, not even rows written later; once the holder is gone and the
/// lease has run out, the other takes them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_outbox_goes_to_one_live_service_and_a_dead_ones_to_the_other() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, clock_a) = db.service().await;
    let (b, clock_b) = db.service().await;
    let mut games = Vec::new();
    for c in 0..12 {
        let id = a
            .create_lobby(GUILD, 900 + c, &player(0), GameOptions::default())
            .await
            .unwrap()
            .game;
        b.join(id, &player(1)).await.unwrap();
        games.push(id);
    }

    let handed = Arc::new(Handed::default());
    let mut tasks = Vec::new();
    for (which, svc) in [&a, &b].into_iter().enumerate() {
        for _ in 0..4 {
            tasks.push(tokio::spawn(claim_all(svc.clone(), which, handed.clone())));
        }
    }
    for t in tasks {
        t.await.unwrap();
    }
    let handed = handed.lock().unwrap().clone();
    let mut holder: HashMap<GameId, usize> = HashMap::new();
    let mut ids_of: HashMap<usize, HashSet<i64>> = HashMap::new();
    for (which, game, ids) in &handed {
        let first = *holder.entry(*game).or_insert(*which);
        assert_eq!(first, *which, "{game} handed to both services");
        ids_of.entry(*which).or_default().extend(ids);
    }
    let none = HashSet::new();
    let (of_a, of_b) = (
        ids_of.get(&0).unwrap_or(&none),
        ids_of.get(&1).unwrap_or(&none),
    );
    assert!(of_a.is_disjoint(of_b), "an outbox row handed to both");
    let pending: HashSet<i64> = a
        .pending_deliveries(1000)
        .await
        .unwrap()
        .iter()
        .map(|i| i.id)
        .collect();
    assert_eq!(
        &(of_a | of_b),
        &pending,
        "every pending row went to someone"
    );
    let mut a_games: Vec<GameId> = games
        .iter()
        .copied()
        .filter(|g| holder.get(g) == Some(&0))
        .collect();
    let b_games: Vec<GameId> = games
        .iter()
        .copied()
        .filter(|g| holder.get(g) == Some(&1))
        .collect();
    eprintln!("A holds {}, B holds {}", a_games.len(), b_games.len());
    assert_eq!(a_games.len() + b_games.len(), games.len());
    // Games A surely holds, whoever won the race above: lobbies B opens
    // and A claims first.
    for c in 0..3 {
        let id = b
            .create_lobby(GUILD, 950 + c, &player(0), GameOptions::default())
            .await
            .unwrap()
            .game;
        assert!(!a.pending_deliveries_of(id, 100).await.unwrap().is_empty());
        a_games.push(id);
    }

    // A renews its leases while it lives: B, later, still gets none of
    // them, even a row B itself wrote after A's claim.
    let a_game = a_games[0];
    b.join(a_game, &player(2)).await.unwrap();
    clock_a.advance_secs(CLAIM_LEASE_SECS - 10);
    clock_b.advance_secs(CLAIM_LEASE_SECS - 10);
    for &g in &a_games {
        assert!(!a.pending_deliveries_of(g, 100).await.unwrap().is_empty());
    }
    clock_b.advance_secs(OUTBOX_LEASE_MS as u64 / 1000 - 1);
    for &g in &a_games {
        assert!(
            b.pending_deliveries_of(g, 100).await.unwrap().is_empty(),
            "B took {g} from a live A"
        );
    }
    let scan: HashSet<GameId> = b.games_to_deliver(100).await.unwrap().into_iter().collect();
    assert!(a_games.iter().all(|g| !scan.contains(g)));

    // A dies without delivering: once its lease has run out, B delivers.
    drop(a);
    clock_b.advance_secs(CLAIM_LEASE_SECS);
    let scan: HashSet<GameId> = b.games_to_deliver(100).await.unwrap().into_iter().collect();
    for &g in &a_games {
        assert!(scan.contains(&g), "{g} left undelivered");
        let items = b.pending_deliveries_of(g, 100).await.unwrap();
        assert!(!items.is_empty(), "B cannot take {g} from a dead A");
        let ids: Vec<i64> = items.iter().map(|i| i.id).collect();
        b.mark_delivered(&ids).await.unwrap();
        // Nothing left: the claim is shortened to the affinity.
        assert!(b.pending_deliveries_of(g, 100).await.unwrap().is_empty());
    }
    for &g in &b_games {
        let ids: Vec<i64> = b
            .pending_deliveries_of(g, 100)
            .await
            .unwrap()
            .iter()
            .map(|i| i.id)
            .collect();
        b.mark_delivered(&ids).await.unwrap();
    }
    assert!(b.pending_deliveries(1000).await.unwrap().is_empty());
}

/// Due deadlines fired by both services at once fire once each; rows a
/// dead process claimed wait for its lease, then the live one fires them.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn each_due_deadline_fires_once_and_a_dead_claim_runs_out() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, clock_a) = db.service().await;
    let (b, clock_b) = db.service().await;
    let options = GameOptions {
        reminder_secs: Some(600),
        turn_timeout_secs: Some(3600),
        ..GameOptions::default()
    };
    let mut games = Vec::new();
    for c in 0..8 {
        games.push(started_in(&a, 800 + c, 5, 0, options).await);
    }
    let reminders = |svc: GameService| async move {
        svc.pending_deliveries(10_000)
            .await
            .unwrap()
            .iter()
            .filter(|i| matches!(i.delivery, Delivery::Reminder { .. }))
            .count()
    };
    let before = reminders(a.clone()).await;

    clock_a.advance_secs(600);
    clock_b.advance_secs(600);
    let (fa, fb) = tokio::join!(a.fire_due(), b.fire_due());
    let (fa, fb) = (fa.unwrap(), fb.unwrap());
    let key = |f: &nanuk::service::Fired| (f.game, f.seat, f.kind);
    let set_a: HashSet<_> = fa.iter().map(key).collect();
    let set_b: HashSet<_> = fb.iter().map(key).collect();
    eprintln!("A fired {}, B fired {}", fa.len(), fb.len());
    assert!(set_a.is_disjoint(&set_b), "a deadline fired by both");
    assert_eq!(fa.len() + fb.len(), games.len(), "one reminder per game");
    assert!(
        fa.iter()
            .chain(&fb)
            .all(|f| f.kind == DeadlineKind::Reminder)
    );
    assert_eq!(reminders(a.clone()).await - before, games.len());

    // The repeats fall due at 1800 s; a process claims them and dies.
    clock_a.advance_secs(1200);
    clock_b.advance_secs(1200);
    let now = b.now_ms();
    let dead = db.store().await;
    let claimed = dead
        .claim_due_deadlines(
            Claim {
                by: "dead",
                now,
                until: now + CLAIM_LEASE_SECS as i64 * 1000,
            },
            100,
        )
        .await
        .unwrap();
    assert_eq!(claimed.len(), games.len());
    drop(dead);
    assert!(b.fire_due().await.unwrap().is_empty(), "fired a live claim");
    assert_eq!(
        b.next_deadline().await.unwrap(),
        Some(now + CLAIM_LEASE_SECS as i64 * 1000),
        "the next chance is when the lease runs out"
    );
    clock_b.advance_secs(CLAIM_LEASE_SECS);
    let fired = b.fire_due().await.unwrap();
    assert_eq!(fired.len(), games.len(), "the dead process's deadlines");
    assert_eq!(reminders(b.clone()).await - before, 2 * games.len());
    assert!(b.fire_due().await.unwrap().is_empty());
}

/// A service that shuts down cleanly gives its claims back: the other
/// takes its games and deadlines at once, without waiting for a lease.
#[tokio::test]
async fn claims_given_back_at_shutdown_are_taken_at_once() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, clock_a) = db.service().await;
    let (b, clock_b) = db.service().await;
    let options = GameOptions {
        reminder_secs: Some(600),
        ..GameOptions::default()
    };
    let id = started_in(&a, 700, 5, 0, options).await;
    clock_a.advance_secs(600);
    clock_b.advance_secs(600);
    assert!(!a.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    assert!(b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    let now = a.now_ms();
    let held = a
        .store()
        .claim_due_deadlines(
            Claim {
                by: a.process_id(),
                now,
                until: now + 1_000_000,
            },
            10,
        )
        .await
        .unwrap();
    assert_eq!(held.len(), 1);
    assert!(b.fire_due().await.unwrap().is_empty());

    a.release_claims().await.unwrap();
    assert!(!b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    assert_eq!(b.fire_due().await.unwrap().len(), 1);
}

/// The service holding a game's outbox hears of rows another service
/// committed to it (so its worker delivers them at once, not at its next
/// search).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rows_another_service_commits_wake_this_ones_worker() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, _) = db.service().await;
    let id = a
        .create_lobby(GUILD, 650, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    assert!(!a.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    let signal = a.outbox_ready();
    // Forget what A heard so far (its own commit, maybe its echo).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let _ = tokio::time::timeout(Duration::from_millis(50), signal.notified()).await;
    signal.take();

    b.join(id, &player(1)).await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), signal.notified())
        .await
        .expect("A heard of B's commit");
    let mut games = signal.take();
    assert_eq!(games.pop(), Some(id));
    // B left the rows to A, which holds the game.
    assert!(b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    assert_eq!(a.pending_deliveries_of(id, 100).await.unwrap().len(), 2);
}

/// A live service's renewals (its delivery worker's heartbeat) keep the
/// games it has rows pending for however long their batch takes; the
/// games of one that died mid-batch are taken an outbox lease (10 s)
/// after its last renewal, not the 60 s claim lease.
#[tokio::test]
async fn renewals_keep_a_live_services_games_and_a_dead_ones_go_soon() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, clock_a) = db.service().await;
    let (b, clock_b) = db.service().await;
    let lease = OUTBOX_LEASE_MS as u64 / 1000;
    assert_eq!(lease, 10);
    let id = a
        .create_lobby(GUILD, 670, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    // A reads a batch and is still delivering it.
    assert!(!a.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    for _ in 0..3 {
        clock_a.advance_secs(lease - 2);
        clock_b.advance_secs(lease - 2);
        assert_eq!(a.renew_outbox_claims().await.unwrap(), 1);
        assert!(
            b.pending_deliveries_of(id, 100).await.unwrap().is_empty(),
            "B took the game of a live A"
        );
    }
    // A dies mid-batch: its last renewal runs out, then B delivers.
    drop(a);
    clock_b.advance_secs(lease - 1);
    assert!(b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    clock_b.advance_secs(1);
    assert!(
        !b.pending_deliveries_of(id, 100).await.unwrap().is_empty(),
        "B waits no longer than the outbox lease for a dead A's game"
    );
    // Nothing pending renews nothing: B's claim is left to the affinity.
    let ids: Vec<i64> = b
        .pending_deliveries(100)
        .await
        .unwrap()
        .iter()
        .map(|i| i.id)
        .collect();
    b.mark_delivered(&ids).await.unwrap();
    assert_eq!(b.renew_outbox_claims().await.unwrap(), 0);
}

/// A service's lease can be set shorter (a deployment that wants a dead
/// process's work taken over sooner): its claims run out after that.
#[tokio::test]
async fn a_shorter_lease_runs_out_sooner() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, clock_b) = db.service().await;
    a.set_claim_lease(Duration::from_secs(5));
    let id = a
        .create_lobby(GUILD, 660, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    assert!(!a.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    clock_b.advance_secs(4);
    assert!(b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
    clock_b.advance_secs(1);
    assert!(!b.pending_deliveries_of(id, 100).await.unwrap().is_empty());
}

/// A claim says whether the game's outbox changed hands since this
/// service last delivered it: then what it remembers of the game's
/// messages may be stale (the other one may have replaced them).
#[tokio::test]
async fn a_claim_tells_whether_another_service_delivered_the_game_meanwhile() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, clock_a) = db.service().await;
    let (b, clock_b) = db.service().await;
    // Delivers everything pending through `svc`; returns whether the game
    // had changed hands.
    async fn deliver(svc: &GameService, id: GameId) -> bool {
        let pending = svc.deliveries_to_make(id, 100).await.unwrap();
        assert!(!pending.items.is_empty(), "rows to deliver");
        let ids: Vec<i64> = pending.items.iter().map(|i| i.id).collect();
        svc.mark_delivered(&ids).await.unwrap();
        // Nothing left: the claim is shortened to the affinity.
        assert!(
            svc.deliveries_to_make(id, 100)
                .await
                .unwrap()
                .items
                .is_empty()
        );
        pending.changed_hands
    }
    let id = a
        .create_lobby(GUILD, 720, &player(0), GameOptions::default())
        .await
        .unwrap()
        .game;
    assert!(
        deliver(&a, id).await,
        "a first claim: nobody delivered before"
    );
    a.join(id, &player(1)).await.unwrap();
    assert!(!deliver(&a, id).await, "A delivered it last");
    a.join(id, &player(2)).await.unwrap();
    // A keeps a game it delivered lately: B's commit is A's to deliver.
    let kept = b.deliveries_to_make(id, 100).await.unwrap();
    assert!(kept.items.is_empty(), "A delivers its active game");
    clock_b.advance_secs(11);
    assert!(deliver(&b, id).await, "B takes over once A was quiet 10 s");
    b.join(id, &player(3)).await.unwrap();
    assert!(!deliver(&b, id).await, "B delivered it last");
    a.join(id, &player(4)).await.unwrap();
    clock_a.advance_secs(22);
    assert!(deliver(&a, id).await, "back to A");
}

/// Gateway shards are held per process: an overlapping range or another
/// shard count is refused while the holder lives, and free again the
/// moment it is gone (its connection closed, as when a process dies).
#[tokio::test]
async fn shards_are_held_by_one_live_process_with_one_count() {
    use nanuk::service::ShardConflict;
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let (a, _) = db.service().await;
    let (b, _) = db.service().await;
    let held = a.hold_shards(0, 1, 4).await.unwrap().expect("free shards");
    assert_eq!(
        b.hold_shards(1, 2, 4).await.unwrap().unwrap_err(),
        ShardConflict::Taken { shard: 1 }
    );
    assert_eq!(
        b.hold_shards(2, 2, 8).await.unwrap().unwrap_err(),
        ShardConflict::Count { theirs: 4 }
    );
    let other = b
        .hold_shards(2, 3, 4)
        .await
        .unwrap()
        .expect("the other half");
    drop(held);
    // PostgreSQL drops the locks when it sees the connection close.
    let mut again = None;
    for _ in 0..100 {
        if let Ok(hold) = b.hold_shards(0, 1, 4).await.unwrap() {
            again = Some(hold);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let again = again.expect("freed with the holder");
    drop((other, again));
    // Another database of the same server is another bot: no conflict.
    let Some(elsewhere) = TestDb::postgres().await else {
        return;
    };
    let (c, _) = elsewhere.service().await;
    let _mine = a.hold_shards(0, 0, 2).await.unwrap().expect("free again");
    c.hold_shards(0, 0, 1)
        .await
        .unwrap()
        .expect("another database");
}
