//! Storage faults under the real bot, on a real SQLite file in a small
//! tmpfs of its own: the disk fills up during play and space comes back;
//! the database file is moved away and back; the bot is started on a
//! read-only or full place. Nothing acknowledged is lost, nothing unsaved
//! is acknowledged, and play resumes without a restart.

use std::path::Path;
use std::time::{Duration, Instant};

use sqlx::ConnectOptions;

use crate::harness::Table;
use crate::players::{Players, Style};
use crate::support::bot_process::BotProcess;
use crate::support::double::*;
use crate::support::scratch_disk::ScratchDisk;

/// What a player is told when the bot cannot save.
pub const UNSAVED: &str = "Nothing was saved or changed: the bot cannot use its game database right now. Please try again in a moment.";

/// What a player is told when the game cannot even be read (the file is
/// gone and a new read connection cannot open it).
const UNREADABLE: &str = "Something went wrong while saving the game; please try again.";

/// Presses the bot answered as done.
pub fn acknowledged(p: &Players) -> usize {
    let pressed: usize = p.tally.presses.values().flat_map(|m| m.values()).sum();
    pressed - p.tally.refusals.len()
}

/// Players' actions in the game's log, read on a connection of our own.
async fn logged(db: &Path, game: i64) -> usize {
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(db)
        .connect()
        .await
        .expect("open the database");
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM actions WHERE game_id = $1 AND actor = 'player'")
            .bind(game)
            .fetch_one(&mut conn)
            .await
            .expect("count actions");
    n as usize
}

/// Plays until `n` more presses are acknowledged; returns how long it took.
pub async fn play_acknowledged(p: &mut Players<'_>, n: usize, within: Duration) -> Duration {
    let start = Instant::now();
    let goal = acknowledged(p) + n;
    while acknowledged(p) < goal {
        assert!(
            start.elapsed() < within,
            "play did not go on; refusals: {:?}",
            p.tally.refusals
        );
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    start.elapsed()
}

/// Plays until the bot refuses a press; every refusal from `from` on
/// must be the storage sentence.
async fn play_until_refused(p: &mut Players<'_>, within: Duration) {
    let start = Instant::now();
    let from = p.tally.refusals.len();
    while p.tally.refusals.len() == from {
        assert!(start.elapsed() < within, "the fault never refused a press");
        if !p.step().await {
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
    // Whoever else has a decision pending meets the fault too.
    for _ in 0..8 {
        p.step().await;
    }
    for r in &p.tally.refusals[from..] {
        assert!(
            r.ends_with(UNSAVED) || r.ends_with(UNREADABLE),
            "not a storage sentence: {r}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_and_a_moved_file_during_play_lose_nothing_and_play_resumes() {
    let Some(disk) = ScratchDisk::mount(4 * 1024) else {
        return;
    };
    let t = Table::with_db_in(5, disk.path()).await;
    let lobby = t.open_lobby(&[]).await;
    let game = t.fill_and_start(&lobby, 0).await;
    let mut p = Players::new(&t, game, Style::default());
    play_acknowledged(&mut p, 5, Duration::from_secs(30)).await;
    assert_eq!(logged(&t.db_path, game).await, acknowledged(&p));

    t.log("the disk fills up");
    disk.fill();
    play_until_refused(&mut p, Duration::from_secs(60)).await;
    let refused_full = p.tally.refusals.len();
    assert_eq!(
        logged(&t.db_path, game).await,
        acknowledged(&p),
        "every press answered as done is saved, and only those"
    );

    t.log("space comes back");
    disk.free();
    p.try_again();
    let first = play_acknowledged(&mut p, 1, Duration::from_secs(30)).await;
    let five = first + play_acknowledged(&mut p, 4, Duration::from_secs(30)).await;
    t.log(&format!(
        "space came back: first press saved after {first:?}, 5 after {five:?}"
    ));
    assert_eq!(logged(&t.db_path, game).await, acknowledged(&p));

    t.log("the database file is moved away");
    let away = disk.file("moved.db");
    std::fs::rename(&t.db_path, &away).expect("move the database away");
    let before = acknowledged(&p);
    play_until_refused(&mut p, Duration::from_secs(30)).await;
    assert_eq!(acknowledged(&p), before, "a press was answered as done");
    assert!(
        !t.db_path.exists(),
        "an empty database was made in its place"
    );
    std::fs::rename(&away, &t.db_path).expect("move the database back");
    p.try_again();
    let first = play_acknowledged(&mut p, 1, Duration::from_secs(30)).await;
    let five = first + play_acknowledged(&mut p, 4, Duration::from_secs(30)).await;
    t.log(&format!(
        "the file came back: first press saved after {first:?}, 5 after {five:?}"
    ));
    assert_eq!(logged(&t.db_path, game).await, acknowledged(&p));

    // One process all along, and the admin told once per fault.
    let log = {
        let mut bot = t.bot();
        assert_eq!(bot.starts(), 1);
        assert!(bot.is_running());
        bot.output()
    };
    assert_eq!(log.matches("database writes fail").count(), 2, "{log}");
    assert_eq!(
        log.matches("database writes succeed again").count(),
        2,
        "{log}"
    );
    assert!(log.contains("the disk is full"), "{log}");
    assert!(log.contains("was moved or removed"), "{log}");
    t.log(&format!(
        "refused {} presses during the full disk, {} in all; acknowledged {}",
        refused_full,
        p.tally.refusals.len(),
        acknowledged(&p)
    ));
    t.d.assert_no_violations().await;
}

/// Starts the bot on `url` and returns its output once it has exited,
/// which it must, unsuccessfully.
async fn refused_start(d: &Double, url: &str) -> String {
    let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], d.bot_env(url, None))
        .expect("start the bot");
    let status = bot
        .wait_exit(Duration::from_secs(30))
        .expect("the bot exits instead of running");
    assert!(!status.success(), "the bot exited successfully");
    bot.output()
}

/// The one line the admin gets: names `db` and says `problem`.
fn one_sentence(out: &str, db: &Path, problem: &str) {
    let expected = format!(
        "The database file {} cannot be used: {problem}",
        db.display()
    );
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("nanuk.db") || l.contains("rror"))
        .collect();
    assert_eq!(lines.len(), 1, "one line about the database: {out}");
    assert!(lines[0].contains(&expected), "{out}");
    eprintln!("the admin sees: {}", lines[0]);
    assert!(!out.contains("try again"), "{out}");
    assert!(!out.contains("SqliteError"), "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_starting_on_a_read_only_or_full_place_gets_one_sentence() {
    let Some(disk) = ScratchDisk::mount(4 * 1024) else {
        return;
    };
    let d = Double::start().await;
    let db = disk.file("nanuk.db");
    let url = format!("sqlite://{}?mode=rwc", db.display());

    // A directory nothing can be created in.
    disk.set_read_only(true);
    let out = refused_start(&d, &url).await;
    one_sentence(
        &out,
        &db,
        &format!("its directory {} is read-only", disk.path().display()),
    );
    disk.set_read_only(false);

    // An existing database on a file system then made read-only.
    nanuk::store::Store::open(&url)
        .await
        .expect("a database")
        .close()
        .await;
    disk.set_read_only(true);
    let out = refused_start(&d, &url).await;
    one_sentence(&out, &db, "the database file is read-only");
    disk.set_read_only(false);

    // A full disk.
    disk.fill();
    let out = refused_start(&d, &url).await;
    one_sentence(&out, &db, "the disk is full");
    disk.free();

    // And with room again, it runs.
    let mut bot = BotProcess::spawn(env!("CARGO_BIN_EXE_nanuk"), &[], d.bot_env(&url, None))
        .expect("start the bot");
    d.wait_identified(1).await;
    assert!(bot.is_running());
    bot.kill();
}
