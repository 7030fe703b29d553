//! The operator's side (issue 28) under the real bot: `/metrics` scraped
//! while a game is played through the double, `/healthz` and `/readyz`
//! (and `/readyz` turning 503 on a full disk, a read-only disk or a moved
//! database file, and back), an address that cannot be bound, a backup taken while players
//! press, restored into a fresh directory and played on with the old
//! buttons, and a second bot on the same SQLite file refused.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::storage::{acknowledged, play_acknowledged};
use crate::support::bot_process::BotProcess;
use crate::support::double::*;
use crate::support::scratch_disk::{LoopDisk, ScratchDisk};
use nanuk::store::ActorKind;

/// A port nothing listens on now (the bot binds it a moment later).
fn free_addr() -> String {
    let l = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    l.local_addr().expect("its address").to_string()
}

/// Prometheus text, parsed: each sample's name, labels and value.
struct Scrape(Vec<(String, BTreeMap<String, String>, f64)>);

impl Scrape {
    fn parse(text: &str) -> Scrape {
        let mut samples = Vec::new();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let (series, value) = line.rsplit_once(' ').expect("a sample line");
            let value: f64 = value.parse().expect("a number");
            let (name, labels) = match series.split_once('{') {
                None => (series.to_string(), BTreeMap::new()),
                Some((name, rest)) => {
                    let rest = rest.trim_end_matches('}');
                    let labels = rest
                        .split("\",")
                        .filter(|kv| !kv.is_empty())
                        .map(|kv| {
                            let (k, v) = kv.split_once('=').expect("label=value");
                            (k.to_string(), v.trim_matches('"').to_string())
                        })
                        .collect();
                    (name.to_string(), labels)
                }
            };
            samples.push((name, labels, value));
        }
        Scrape(samples)
    }

    /// The sum of every sample of `name` carrying these labels.
    fn sum(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        self.0
            .iter()
            .filter(|(n, l, _)| {
                n == name
                    && labels
                        .iter()
                        .all(|(k, v)| l.get(*k).is_some_and(|x| x == v))
            })
            .map(|s| s.2)
            .sum()
    }

    fn has(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _, _)| n == name)
    }
}

/// The operator's listener of a bot.
struct Ops {
    base: String,
    http: reqwest::Client,
}

impl Ops {
    fn new(addr: &str) -> Ops {
        Ops {
            base: format!("http://{addr}"),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .build()
                .expect("an HTTP client"),
        }
    }

    async fn get(&self, path: &str) -> (u16, String) {
        let r = self
            .http
            .get(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap_or_else(|e| panic!("GET {path}: {e}"));
        let status = r.status().as_u16();
        (status, r.text().await.expect("a body"))
    }

    async fn metrics(&self) -> Scrape {
        let (status, text) = self.get("/metrics").await;
        assert_eq!(status, 200, "{text}");
        Scrape::parse(&text)
    }

    /// Waits until `/readyz` answers `status` (and a body containing
    /// `says`); returns the body.
    async fn readyz_until(&self, status: u16, says: &str, within: Duration) -> String {
        let start = Instant::now();
        loop {
            let (s, body) = self.get("/readyz").await;
            if s == status && body.contains(says) {
                return body;
            }
            assert!(
                start.elapsed() < within,
                "/readyz did not answer {status} with {says:?} within {within:?}: {s} {body}"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// Scrapes until `check` holds; panics after `within`.
    async fn metrics_until(
        &self,
        what: &str,
        within: Duration,
        check: impl Fn(&Scrape) -> bool,
    ) -> Scrape {
        let start = Instant::now();
        loop {
            let m = self.metrics().await;
            if check(&m) {
                return m;
            }
            assert!(start.elapsed() < within, "the metrics never showed {what}");
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_move_with_a_game_while_scraped_and_the_bot_is_ready() {
    let addr = free_addr();
    let backups = tempfile::tempdir().unwrap();
    let t = Table::with_settings(
        2,
        &[
            ("NANUK_METRICS_ADDR", &addr),
            ("NANUK_BACKUP_EVERY", "10s"),
            ("NANUK_BACKUP_KEEP", "1"),
            ("NANUK_BACKUP_DIR", backups.path().to_str().unwrap()),
        ],
    )
    .await;
    let ops = Ops::new(&addr);
    ops.readyz_until(200, "ready", Duration::from_secs(30))
        .await;
    assert_eq!(ops.get("/healthz").await, (200, "ok\n".to_string()));
    let before = ops.metrics().await;
    assert_eq!(before.sum("nanuk_decisions_total", &[]), 0.0);

    // Scraped all along, as Prometheus would (faster): every scrape
    // answers while the game plays.
    let (stop, mut stopped) = tokio::sync::watch::channel(false);
    let scraper = {
        let ops = Ops::new(&addr);
        tokio::spawn(async move {
            let mut n = 0;
            while !*stopped.borrow() {
                let (status, _) = ops.get("/metrics").await;
                assert_eq!(status, 200);
                n += 1;
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(100)) => {}
                    _ = stopped.changed() => {}
                }
            }
            n
        })
    };

    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 3).await;
    let mut p = Players::new(&t, game, Style::default());
    p.play_to_end(Duration::from_secs(240)).await;
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    let decisions = record
        .log
        .iter()
        .filter(|e| e.by == Some(ActorKind::Player))
        .count() as f64;
    assert!(decisions > 0.0);
    let _ = stop.send(true);
    let scrapes = scraper.await.expect("the scraper");
    t.log(&format!("{scrapes} scrapes during the game"));
    assert!(scrapes >= 10, "{scrapes} scrapes");

    // The census runs every 10 s: the finished game and the drained
    // outbox show within two rounds.
    let m = ops
        .metrics_until(
            "the game finished and the outbox drained",
            Duration::from_secs(30),
            |m| {
                m.sum("nanuk_games", &[("state", "finished"), ("kind", "server")]) == 1.0
                    && m.sum("nanuk_outbox_pending", &[]) == 0.0
            },
        )
        .await;
    assert_eq!(m.sum("nanuk_games", &[("state", "running")]), 0.0);
    assert_eq!(m.sum("nanuk_games", &[("state", "lobby")]), 0.0);
    assert_eq!(m.sum("nanuk_outbox_oldest_seconds", &[]), 0.0);
    assert_eq!(
        m.sum("nanuk_decisions_total", &[]),
        decisions,
        "every player decision committed, counted once"
    );
    assert!(m.sum("nanuk_outbox_delivered_total", &[]) > 0.0);
    assert!(m.sum("nanuk_store_commit_seconds_count", &[]) >= decisions);
    assert!(m.sum("nanuk_ai_decision_seconds_count", &[("level", "normal")]) > 0.0);
    for route in ["post", "edit"] {
        assert!(
            m.sum(
                "nanuk_rest_calls_total",
                &[("route", route), ("status", "2xx")]
            ) > 0.0,
            "{route} calls counted"
        );
    }
    let rest_ok = m.sum("nanuk_rest_calls_total", &[("status", "2xx")]);
    let served_ok =
        t.d.requests()
            .iter()
            .filter(|r| (200..300).contains(&r.status))
            .count() as f64;
    assert!(
        rest_ok <= served_ok,
        "{rest_ok} counted, {served_ok} served"
    );
    assert!(m.sum("nanuk_pacer_wait_seconds_count", &[("priority", "prompt")]) > 0.0);
    assert_eq!(
        m.sum("nanuk_pacer_queue", &[]),
        0.0,
        "nothing waits at the end"
    );
    // Every button press the double dispatched was answered and counted.
    let presses =
        t.d.interactions()
            .iter()
            .filter(|i| matches!(i.kind, InteractionKind::Component { .. }) && i.initial.is_some())
            .count() as f64;
    assert_eq!(
        m.sum("nanuk_interactions_total", &[("kind", "press")]),
        presses
    );
    assert!(
        m.sum(
            "nanuk_interactions_total",
            &[("kind", "press"), ("outcome", "done")]
        ) > 0.0
    );
    assert!(m.sum("nanuk_interactions_total", &[("kind", "command")]) >= 1.0);
    assert!(m.has("nanuk_interaction_answer_seconds_bucket"));
    assert_eq!(m.sum("nanuk_gateway_shards", &[]), 1.0);
    assert_eq!(m.sum("nanuk_gateway_shards_connected", &[]), 1.0);
    assert!(m.has("nanuk_gateway_latency_seconds"));
    assert_eq!(m.sum("nanuk_storage_faults_total", &[]), 0.0);
    ops.readyz_until(200, "ready", Duration::from_secs(5)).await;
    // Periodic backups ran meanwhile (every 10 s), and only the newest is
    // kept.
    let m = ops
        .metrics_until("two periodic backups", Duration::from_secs(30), |m| {
            m.sum("nanuk_backups_total", &[("outcome", "ok")]) >= 2.0
        })
        .await;
    assert_eq!(m.sum("nanuk_backups_total", &[("outcome", "failed")]), 0.0);
    assert!(m.sum("nanuk_last_backup_timestamp_seconds", &[]) > 1.7e9);
    let kept: Vec<_> = std::fs::read_dir(backups.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert!(
        kept[0].starts_with("nanuk-") && kept[0].ends_with("Z.db"),
        "{kept:?}"
    );
    t.d.assert_no_violations().await;
}

/// A table whose database is in `dir`, with the metrics listener on, ready.
async fn ready_table_on(dir: &Path) -> (Table, Ops) {
    let addr = free_addr();
    let t = Table::with_db_in_and_settings(5, dir, &[("NANUK_METRICS_ADDR", &addr)]).await;
    let ops = Ops::new(&addr);
    ops.readyz_until(200, "ready", Duration::from_secs(30))
        .await;
    (t, ops)
}

/// `/readyz` turns 503, saying in one line that the database cannot be
/// written, and why (`says`).
async fn not_ready_for_writes(t: &Table, ops: &Ops, says: &str) {
    let said = ops.readyz_until(503, says, Duration::from_secs(10)).await;
    t.log(&format!("readyz: {}", said.trim()));
    assert!(
        said.starts_with("not ready: the database cannot be written: "),
        "{said}"
    );
    assert_eq!(said.trim().lines().count(), 1, "one line");
}

/// The players press until the bot refuses a press (in words: the
/// players' tally holds what it said).
async fn until_a_press_is_refused(p: &mut Players<'_>) {
    let refused = p.tally.refusals.len();
    let start = Instant::now();
    while p.tally.refusals.len() == refused {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no press was refused"
        );
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_turns_503_on_a_full_disk_or_a_moved_file_and_back_and_metrics_answer_meanwhile() {
    let Some(disk) = ScratchDisk::mount(4 * 1024) else {
        return;
    };
    let (t, ops) = ready_table_on(disk.path()).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut p = Players::new(&t, game, Style::default());
    play_acknowledged(&mut p, 3, Duration::from_secs(30)).await;

    t.log("the disk fills up");
    disk.fill();
    not_ready_for_writes(&t, &ops, "is full").await;
    // Presses meet the fault; a scrape meanwhile answers and counts it.
    until_a_press_is_refused(&mut p).await;
    let m = ops.metrics().await;
    assert!(m.sum("nanuk_storage_faults_total", &[]) >= 1.0);
    assert_eq!(
        ops.get("/healthz").await.0,
        200,
        "the process itself is fine"
    );

    t.log("space comes back");
    disk.free();
    ops.readyz_until(200, "ready", Duration::from_secs(15))
        .await;
    p.try_again();
    play_acknowledged(&mut p, 2, Duration::from_secs(30)).await;

    t.log("the database file is moved away");
    let away = disk.file("moved.db");
    std::fs::rename(&t.db_path, &away).expect("move the database away");
    let said = ops
        .readyz_until(503, "moved or removed", Duration::from_secs(10))
        .await;
    t.log(&format!("readyz: {}", said.trim()));
    std::fs::rename(&away, &t.db_path).expect("move it back");
    ops.readyz_until(200, "ready", Duration::from_secs(15))
        .await;
    p.try_again();
    play_acknowledged(&mut p, 1, Duration::from_secs(30)).await;
    let faults = ops.metrics().await.sum("nanuk_storage_faults_total", &[]);
    t.log(&format!("{faults} storage faults counted"));
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_turns_503_when_the_databases_disk_turns_read_only_and_200_once_it_is_repaired() {
    let Some(disk) = LoopDisk::mount(32) else {
        return;
    };
    let (t, ops) = ready_table_on(disk.path()).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut p = Players::new(&t, game, Style::default());
    play_acknowledged(&mut p, 3, Duration::from_secs(30)).await;

    t.log("the kernel finds a fault: the database's disk turns read-only");
    disk.fail_read_only();
    not_ready_for_writes(&t, &ops, "read-only").await;
    // Presses meet the fault and are refused in words; the process lives.
    until_a_press_is_refused(&mut p).await;
    assert_eq!(ops.get("/healthz").await.0, 200, "the process is up");
    assert!(ops.metrics().await.sum("nanuk_storage_faults_total", &[]) >= 1.0);

    t.log("the operator repairs it: bot stopped, disk checked and mounted again, bot started");
    t.kill_bot();
    disk.repair();
    t.start_bot();
    // Its listener is up before its gateway connects.
    t.d.wait_identified(2).await;
    ops.readyz_until(200, "ready", Duration::from_secs(30))
        .await;
    // The game goes on with the buttons it had.
    p.try_again();
    play_acknowledged(&mut p, 2, Duration::from_secs(60)).await;
    t.d.assert_no_violations().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_that_cannot_be_bound_stops_the_start_with_one_sentence() {
    let d = Double::start().await;
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let addr = taken.local_addr().unwrap().to_string();
    let dir = tempfile::tempdir().unwrap();
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("nanuk.db").display()
    );
    let mut env = d.bot_env(&url, None);
    env.push(("NANUK_METRICS_ADDR".into(), addr.clone()));
    let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], env).expect("start");
    let status = bot
        .wait_exit(Duration::from_secs(30))
        .expect("the bot exits");
    assert!(!status.success());
    let out = bot.output();
    let said: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("NANUK_METRICS_ADDR"))
        .collect();
    assert_eq!(said.len(), 1, "{out}");
    assert!(
        said[0].contains(&format!("NANUK_METRICS_ADDR={addr}: cannot listen there")),
        "{out}"
    );
    assert_eq!(
        d.gateway_stats().identifies,
        0,
        "it stopped before connecting: {out}"
    );
    drop(taken);
}

/// Runs `nanuk` with `args` on `url`; (success, stdout, stderr).
fn nanuk(url: &str, args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .arg("--database-url")
        .arg(url)
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Message ids of every player's DMs now.
fn dm_ids(t: &Table) -> std::collections::BTreeSet<u64> {
    t.players
        .iter()
        .flat_map(|&u| t.d.dm_messages(u))
        .map(|m| m.id.0)
        .collect()
}

/// A second game at the table, in a channel of its own: every player and
/// two AI seats. Returns its id.
async fn second_game(t: &Table) -> i64 {
    let channel = t.d.create_text_channel(t.guild, "nanuk-2");
    t.d.slash(t.players[0], channel, "nanuk start", &[])
        .await
        .reply()
        .await;
    let lobby =
        t.d.wait_for_message(channel, "the second lobby", |m| {
            m.buttons()
                .iter()
                .any(|b| b.custom_id.as_deref().is_some_and(|c| c.ends_with(":join")))
        })
        .await;
    for &p in &t.players[1..] {
        t.d.click(p, &lobby, "Join").await.initial_response().await;
    }
    for _ in 0..2 {
        t.d.click(t.players[0], &lobby, "Add AI")
            .await
            .initial_response()
            .await;
    }
    let seats = t.players.len() + 2;
    t.d.wait_for("the second lobby to show every seat", |d| {
        let m = d.message(lobby.id)?;
        m.contains(&crate::support::words::en_with(
            "lobby-seats",
            &[("count", seats.into()), ("max", 8.into())],
        ))
        .then_some(())
    })
    .await;
    t.d.click(t.players[0], &lobby, "Start")
        .await
        .initial_response()
        .await;
    crate::harness::game_of(&lobby)
}

/// Players' actions of `game` in the SQLite file `db`.
async fn player_actions(db: &Path, game: i64) -> i64 {
    use sqlx::ConnectOptions;
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(db)
        .connect()
        .await
        .expect("open the database");
    sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = $1 AND actor = 'player'")
        .bind(game)
        .fetch_one(&mut conn)
        .await
        .expect("count actions")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_play_restores_into_a_fresh_place_and_the_games_play_on() {
    let t = Table::new(3).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 2).await;
    let mut p = Players::new(&t, game, Style::default());
    play_acknowledged(&mut p, 4, Duration::from_secs(30)).await;
    // A second game nobody touches until after the restore: its DMs'
    // buttons are the "old buttons" the restored bot must honour.
    let quiet = second_game(&t).await;
    let mut q = Players::new(&t, quiet, Style::default());
    q.wait_pending_dm("a decision of the second game in a DM")
        .await;

    // A second bot on the same file is refused: the file is held.
    let mut second = BotProcess::spawn(
        env!("CARGO_BIN_EXE_nanuk"),
        &[],
        t.d.bot_env(&t.db_url, Some(t.guild)),
    )
    .expect("start a second bot");
    let status = second.wait_exit(Duration::from_secs(30)).expect("it exits");
    assert!(!status.success());
    assert!(
        second
            .output()
            .contains("another bot process is running on this SQLite database file"),
        "{}",
        second.output()
    );

    // The backup runs in its own process while the players press.
    let spare = tempfile::tempdir().unwrap();
    let backup = spare.path().join("nanuk-backup.db");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .arg("--database-url")
        .arg(&t.db_url)
        .arg("backup")
        .arg(&backup)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start the backup");
    let during = acknowledged(&p);
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll the backup") {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the backup never ended"
        );
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    let out = child.wait_with_output().expect("its output");
    let pressed_during = acknowledged(&p) - during;
    t.log(&format!(
        "backup took {:?}; {pressed_during} presses acknowledged meanwhile",
        started.elapsed()
    ));
    assert!(status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(pressed_during >= 1, "presses went on during the backup");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("2 games checked, 0 differ"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(p.tally.refusals.is_empty(), "{:?}", p.tally.refusals);

    let before_restore = dm_ids(&t);
    let interactions_before = t.d.interactions().len();
    t.kill_bot();

    let fresh = tempfile::tempdir().unwrap();
    let restored = fresh.path().join("nanuk.db");
    let url = format!("sqlite://{}?mode=rwc", restored.display());
    let (ok, stdout, stderr) = nanuk(&url, &["restore", backup.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("there was no database at"), "{stdout}");
    let (ok, stdout, _) = nanuk(&url, &["verify"]);
    assert!(ok);
    assert_eq!(stdout.trim(), "2 games checked, 0 differ");
    assert_eq!(player_actions(&restored, quiet).await, 0);

    let mut bot = BotProcess::spawn(
        env!("CARGO_BIN_EXE_nanuk"),
        &[],
        t.d.bot_env(&url, Some(t.guild)),
    )
    .expect("start the bot on the restored database");
    t.d.wait_identified(2).await;

    // The untouched game's old DM button, pressed on the restored bot.
    let start = Instant::now();
    while !q.step().await {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no decision to press"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(q.tally.refusals.is_empty(), "{:?}", q.tally.refusals);
    let old_buttons = t.d.interactions()[interactions_before..]
        .iter()
        .filter(|i| {
            matches!(&i.kind, InteractionKind::Component { message, .. } if before_restore.contains(&message.0))
                && i.initial.is_some()
        })
        .count();
    assert!(
        old_buttons >= 1,
        "the press was not on a DM from before the restore"
    );
    let start = Instant::now();
    while player_actions(&restored, quiet).await < 1 {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the press was not saved"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // The game played during the backup goes on from the backup's state:
    // hands that showed later decisions are drawn again.
    let acked = acknowledged(&p);
    p.try_again();
    p.play_to_end(Duration::from_secs(240)).await;
    assert!(bot.is_running());
    assert!(acknowledged(&p) > acked, "the game went on");
    let (_, record) = t.final_record(Duration::from_secs(10)).await;
    assert_eq!(record.game.0, game);
    let (ok, stdout, _) = nanuk(&url, &["verify"]);
    assert!(ok, "{stdout}");
    bot.kill();
    t.d.assert_no_violations().await;
}
