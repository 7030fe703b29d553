//! The bot on PostgreSQL: a whole game through the double, its record and
//! log in the database, and `nanuk verify` on the same URL.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::storage::{UNSAVED, acknowledged, play_acknowledged};
use crate::support::postgres::PrivateCluster;
use nanuk::service::GameStatus;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_on_postgresql_is_recorded_and_verifies() {
    let Some(t) = Table::on_postgres(3).await else {
        return;
    };
    let lobby = t.open_lobby(&[("seasons", json!(1))]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut players = Players::new(&t, game, Style::default());
    players.play_to_end(Duration::from_secs(240)).await;
    t.log("game over");

    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.status, GameStatus::Over);
    assert!(
        players.tally.refusals.is_empty(),
        "{:?}",
        players.tally.refusals
    );

    // Every logged action is in PostgreSQL, and replays to the stored state.
    let (count, last): (i64, i64) = {
        use sqlx::{ConnectOptions, postgres::PgConnectOptions};
        let mut conn: sqlx::PgConnection = t
            .db_url
            .parse::<PgConnectOptions>()
            .expect("the bot's URL")
            .connect()
            .await
            .expect("connect");
        sqlx::query_as("SELECT COUNT(*), MAX(seq) FROM actions WHERE game_id = $1")
            .bind(game)
            .fetch_one(&mut conn)
            .await
            .expect("count")
    };
    assert!(count > 0);
    assert_eq!(count, last, "the log has no gap");
    assert_eq!(
        Some(last as u64),
        record.log.iter().map(|e| e.seq).max(),
        "the record ends with the last logged action"
    );
    verifies(&t);
    t.d.assert_no_violations().await;
}

/// Players' actions in the game's log on PostgreSQL, and their interaction
/// ids, read on a connection of our own.
async fn logged_on(
    options: &sqlx::postgres::PgConnectOptions,
    game: i64,
) -> (usize, std::collections::HashSet<u64>) {
    use sqlx::ConnectOptions;
    let mut conn = options.connect().await.expect("connect");
    let rows: Vec<(String, Option<i64>)> =
        sqlx::query_as("SELECT actor, interaction_id FROM actions WHERE game_id = $1")
            .bind(game)
            .fetch_all(&mut conn)
            .await
            .expect("the action log");
    let players = rows.iter().filter(|(actor, _)| actor == "player").count();
    let ids = rows
        .into_iter()
        .filter_map(|(_, i)| Some(i? as u64))
        .collect();
    (players, ids)
}

/// Waits (at most a few seconds) until some player has a decision shown on
/// their DM, so the fault meets a press (a board pick may be the one
/// shown instead: then the players press that).
async fn a_decision_shown(t: &Table, p: &Players<'_>) {
    let start = std::time::Instant::now();
    while !t.players.iter().any(|u| p.pending_dm(*u).is_some())
        && start.elapsed() < Duration::from_secs(5)
    {
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Game presses the double saw acknowledged (redrawn or deferred) for
/// `game`: their interaction ids.
fn acknowledged_presses(t: &Table, game: i64) -> Vec<u64> {
    use crate::harness::{parse_id, redrawn_or_acknowledged};
    use crate::support::double::InteractionKind;
    t.d.interactions()
        .into_iter()
        .filter(|rec| {
            let InteractionKind::Component { custom_id, .. } = &rec.kind else {
                return false;
            };
            // Builder menus (bb, ba, ...) only shape a boast; these act.
            parse_id(custom_id).is_some_and(|c| {
                c.game == game && ["b", "doom", "s", "a", "c", "p"].contains(&c.verb.as_str())
            }) && rec
                .initial
                .as_ref()
                .is_some_and(|i| redrawn_or_acknowledged(i.kind))
                // A deferred press refused in a private follow-up was
                // not done (a public one tells the next picker).
                && !rec
                    .followups
                    .iter()
                    .any(|id| t.d.message(*id).is_some_and(|m| m.ephemeral()))
        })
        .map(|rec| rec.id.0)
        .collect()
}

/// A game of four players and an AI on the cluster, five presses in, each
/// saved; then a decision is shown, so that the fault meets a press.
async fn under_way<'a>(t: &'a Table, cluster: &PrivateCluster) -> (i64, Players<'a>) {
    let lobby = t.open_lobby(&[("seasons", json!(1))]).await;
    let game = t.fill_and_start(&lobby, 1).await;
    let mut p = Players::new(t, game, Style::default());
    play_acknowledged(&mut p, 5, Duration::from_secs(60)).await;
    assert_eq!(
        logged_on(&cluster.options(), game).await.0,
        acknowledged(&p)
    );
    a_decision_shown(t, &p).await;
    (game, p)
}

/// Plays on until the fault refuses a press, then lets whoever else has a
/// decision pending meet it too: each refusal is the storage sentence.
/// Returns how many refusals there were before.
async fn until_refused(p: &mut Players<'_>, within: Duration, why: impl Fn() -> String) -> usize {
    let from = p.tally.refusals.len();
    let start = Instant::now();
    while p.tally.refusals.len() == from {
        assert!(
            start.elapsed() < within,
            "the fault never refused a press; tally {:?}\n{}",
            p.tally,
            why()
        );
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    for _ in 0..8 {
        p.step().await;
    }
    for r in &p.tally.refusals[from..] {
        assert!(r.ends_with(UNSAVED), "not the storage sentence: {r}");
    }
    from
}

/// Once the fault is gone: the next press is saved, the game ends in the
/// same process, every press answered as done is in the log (and no other
/// of the players'), the admin was told `told`, and `verify` is clean.
async fn resumes_losing_nothing(
    t: &Table,
    cluster: &PrivateCluster,
    mut p: Players<'_>,
    game: i64,
    from: usize,
    told: &[&str],
) {
    let back = Instant::now();
    p.try_again();
    let first = play_acknowledged(&mut p, 1, Duration::from_secs(30)).await;
    t.log(&format!("first press saved {first:?} after the fault"));
    p.play_to_end(Duration::from_secs(240)).await;
    t.log(&format!("game over {:?} after the fault", back.elapsed()));
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.status, GameStatus::Over);

    let (players, ids) = logged_on(&cluster.options(), game).await;
    assert_eq!(players, acknowledged(&p), "every press answered as done");
    let acked = acknowledged_presses(t, game);
    assert_eq!(acked.len(), acknowledged(&p));
    for id in &acked {
        assert!(
            ids.contains(id),
            "acknowledged press {id} is not in the log"
        );
    }
    t.log(&format!(
        "acknowledged {} presses, refused {} during the fault",
        acked.len(),
        p.tally.refusals.len() - from
    ));
    let log = {
        let mut bot = t.bot();
        assert_eq!(bot.starts(), 1, "one process all along");
        assert!(bot.is_running());
        bot.output()
    };
    for line in told {
        assert!(log.contains(line), "{line:?} not in\n{log}");
    }
    assert!(!log.contains("panicked"), "{log}");
    verifies(t);
    t.d.assert_no_violations().await;
}

/// `nanuk verify` on the bot's database finds its one game as played.
fn verifies(t: &Table) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", &t.db_url, "verify"])
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk verify");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("1 games checked, 0 differ"), "{stdout}");
}

/// The PostgreSQL server crashes mid-game (`pg_ctl stop -m immediate`) and
/// comes back on the same port while the bot runs on: presses and commands
/// meanwhile get the "try again in a moment" sentence and change nothing;
/// once the server is back, the same process applies the next press, the
/// game goes on to its end, every acknowledged press is in the log and
/// `verify` is clean.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgresql_server_that_goes_away_mid_game_loses_nothing_and_play_resumes() {
    let Some(cluster) = PrivateCluster::start().await else {
        return;
    };
    let t = Table::on_url(4, cluster.url()).await;
    let (game, mut p) = under_way(&t, &cluster).await;
    t.log("the PostgreSQL server crashes");
    cluster.crash();
    let before = acknowledged(&p);
    let from = until_refused(&mut p, Duration::from_secs(60), String::new).await;
    assert_eq!(acknowledged(&p), before, "a press was answered as done");
    // A command meets the same sentence, privately.
    let hand = t.d.slash(t.players[1], t.channel, "nanuk hand", &[]).await;
    let reply = hand.reply().await;
    assert!(reply.ephemeral(), "the refusal is private");
    assert!(reply.text().ends_with(UNSAVED), "{}", reply.text());

    t.log("the PostgreSQL server starts again");
    cluster.restart();
    // The admin told once, and the shards held again.
    let told = [
        "the database server cannot be reached",
        "this process holds its shards again",
    ];
    resumes_losing_nothing(&t, &cluster, p, game, from, &told).await;
}

/// The PostgreSQL server's disk fills up mid-game (its data directory on a
/// size-capped tmpfs of its own, filled to the last block): a change that
/// needs room is refused with the "try again in a moment" sentence and
/// changes nothing; once space comes back, play goes on in the same bot
/// process to the end, and every acknowledged press is in the log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_on_the_postgresql_server_loses_nothing_and_play_resumes() {
    use crate::support::scratch_disk::ScratchDisk;

    // initdb takes about 40 MB of it.
    let Some(disk) = ScratchDisk::mount(96 * 1024) else {
        return;
    };
    let Some(cluster) = PrivateCluster::start_in(disk.path()).await else {
        return;
    };
    let t = Table::on_url(4, cluster.url()).await;
    let (game, mut p) = under_way(&t, &cluster).await;
    t.log("the server's disk fills up");
    disk.fill();
    // Changes that fit in pages the tables already have still commit (and
    // are saved); the first that needs a new page is refused.
    let from = until_refused(&mut p, Duration::from_secs(90), || cluster.server_log()).await;
    assert_eq!(
        logged_on(&cluster.options(), game).await.0,
        acknowledged(&p),
        "every press answered as done is saved, and only those"
    );

    t.log("space comes back");
    disk.free();
    let told = ["the database server's disk is full"];
    resumes_losing_nothing(&t, &cluster, p, game, from, &told).await;
    drop(t);
    drop(cluster);
}
