//! The crash test: a child `nanuk crash-worker` plays games on a SQLite
//! file (and on a PostgreSQL database) and prints every acknowledged action; it is killed with SIGKILL at
//! random points and restarted. Every acknowledged action must still be
//! there, `nanuk verify` must pass, and every game must finish.

use nanuk::store::Store;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const GAMES: u64 = 12;
const SEASONS: u8 = 2;
const KILLS: usize = 12;

struct Run {
    acks: Vec<(i64, u64)>,
    done: bool,
}

/// Runs the worker; kills it after `kill_after` (if given) or waits for it.
fn run_worker(url: &str, kill_after: Option<Duration>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", url, "crash-worker", "--games"])
        .arg(GAMES.to_string())
        .args(["--seasons", &SEASONS.to_string()])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn the worker");
    let stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut run = Run {
            acks: Vec::new(),
            done: false,
        };
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let mut words = line.split_whitespace();
            match (words.next(), words.next(), words.next()) {
                (Some("ACK"), Some(game), Some(interaction)) => {
                    if let (Ok(g), Ok(i)) = (game.parse(), interaction.parse()) {
                        run.acks.push((g, i));
                    }
                }
                (Some("DONE"), _, _) => run.done = true,
                _ => {}
            }
        }
        run
    });
    match kill_after {
        Some(after) => {
            std::thread::sleep(after);
            // SIGKILL on Unix: no destructor, no flush, no clean close.
            let _ = child.kill();
            child.wait().expect("reap the worker");
        }
        None => {
            let started = Instant::now();
            loop {
                if let Some(status) = child.try_wait().expect("wait") {
                    assert!(status.success(), "the worker failed: {status}");
                    break;
                }
                assert!(
                    started.elapsed() < Duration::from_secs(120),
                    "the worker does not finish"
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
    reader.join().expect("reader")
}

mod acknowledged_actions_survive_kill_9 {
    #[test]
    fn sqlite() {
        let dir = tempfile::tempdir().unwrap();
        super::crash_test(&format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("crash.db").display()
        ));
    }

    #[test]
    fn postgres() {
        let rt = tokio::runtime::Runtime::new().unwrap();
        let Some(options) = rt.block_on(crate::support::postgres::fresh_database()) else {
            return;
        };
        let cluster = crate::support::postgres::cluster().expect("running");
        super::crash_test(&cluster.url(options.get_database().expect("a database")));
    }
}

fn crash_test(url: &str) {
    let url = url.to_string();
    let seed: u64 = rand::random();
    eprintln!("crash test seed {seed}");
    let mut rng = StdRng::seed_from_u64(seed);

    let mut acks = Vec::new();
    let mut kills = 0;
    for _ in 0..KILLS {
        let run = run_worker(&url, Some(Duration::from_millis(rng.random_range(50..400))));
        acks.extend(run.acks);
        if run.done {
            break;
        }
        kills += 1;
    }
    let last = run_worker(&url, None);
    assert!(last.done, "every game finishes");
    acks.extend(last.acks);
    assert!(kills >= 2, "the worker was killed mid-play ({kills} kills)");
    assert!(!acks.is_empty());

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        for (game, interaction) in &acks {
            assert!(
                store.interaction_seen(*interaction).await.unwrap(),
                "acknowledged action {interaction} of game {game} is lost"
            );
        }
        for g in 0..GAMES {
            let games = store.games_in_channel(1000 + g).await.unwrap();
            assert_eq!(games.len(), 1, "one game per channel, never re-created");
            assert_eq!(games[0].1, nanuk::store::GameStatus::Over);
        }
        store.close().await;
    });

    let verify = Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", &url, "verify"])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "verify: {}",
        String::from_utf8_lossy(&verify.stdout)
    );
    eprintln!("{} acknowledged actions over {kills} kills", acks.len());
}
