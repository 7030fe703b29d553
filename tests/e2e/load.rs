//! A short run of the load generator (`benches/load.rs` runs it big): two
//! tables playing whole games at a brisk pace. It fails on any error or
//! contract violation, never on timing: timings are judged in the bench.

use std::time::Duration;

use crate::support::load::{LoadConfig, run};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tables_play_whole_games_under_paced_load_without_an_error() {
    let mut config = LoadConfig::new(env!("CARGO_BIN_EXE_nanuk"));
    config.tables = 2;
    config.tables_per_guild = 1;
    config.humans = 4;
    config.ai = 1;
    config.rate = 60.0;
    config.window = Duration::from_secs(2);
    config.min_games_finished = 2;
    config.max_time = Duration::from_secs(50);
    if let Ok(filter) = std::env::var("NANUK_LOAD_RUST_LOG") {
        config.rust_log = filter; // e.g. info,nanuk::discord::delivery=debug
    }
    config.floor_samples = 20;
    let report = run(&config).await;
    eprintln!("{}", report.table());
    assert!(
        report.ok(),
        "errors or violations under load:\n{}",
        report.table()
    );
    assert!(
        report.games_finished >= 2,
        "games finished: {}\n{}",
        report.games_finished,
        report.table()
    );
    assert!(
        report.latency_all.n >= 100,
        "only {} interactions answered",
        report.latency_all.n
    );
    assert!(report.bot_peak_kib > 0, "the bot's memory was read");
}

/// Tables at human pace (one decision every 3 to 10 s each) against the
/// double with Discord's rate limits: REST calls per decision, 429s,
/// invalid requests and click-to-next-prompt. A measurement, not a check
/// of timings (it fails only on errors, 429s included); run it by hand:
/// `NANUK_LOAD_TABLES=20 cargo test --test e2e human_pace -- --ignored --nocapture`
/// (`cargo bench --bench load -- --human-pace 3-10 --discord-limits` is the
/// release-build equivalent). `NANUK_LOAD_PACE=1-3` changes the pace;
/// `NANUK_LOAD_WHOLE=1` plays one whole game per table, lobby to results,
/// and reports the calls over those whole games. `NANUK_LOAD_POSTGRES=1`
/// runs the bot on a throwaway PostgreSQL server; `NANUK_LOAD_PROCESSES=2`
/// runs two bot processes (shards 0-0/2 and 1-1/2) on one PostgreSQL.
/// `NANUK_LOAD_JITTER_MS=100` makes each request reach the double up to
/// 100 ms late, as over a network.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement; run by hand"]
async fn human_pace_tables_against_discords_rate_limits() {
    let number = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (least, most) = std::env::var("NANUK_LOAD_PACE")
        .ok()
        .and_then(|v| {
            let (a, b) = v.split_once('-')?;
            Some((a.parse::<f64>().ok()?, b.parse::<f64>().ok()?))
        })
        .unwrap_or((3.0, 10.0));
    let mut config = LoadConfig::new(env!("CARGO_BIN_EXE_nanuk"));
    config.tables = number("NANUK_LOAD_TABLES", 20) as usize;
    config.tables_per_guild = 10;
    config.humans = 4;
    config.ai = 1;
    config.rate = 50.0;
    config.discord_limits = true;
    config.human_pace = Some((
        Duration::from_secs_f64(least),
        Duration::from_secs_f64(most),
    ));
    config.window = Duration::from_secs(number("NANUK_LOAD_WINDOW", 60));
    config.max_time = config.window + Duration::from_secs(120);
    config.postgres = number("NANUK_LOAD_POSTGRES", 0) == 1;
    config.processes = number("NANUK_LOAD_PROCESSES", 1) as usize;
    config.arrival_jitter = Duration::from_millis(number("NANUK_LOAD_JITTER_MS", 0));
    if number("NANUK_LOAD_WHOLE", 0) == 1 {
        config.one_game_each = true;
        config.window = Duration::ZERO;
        config.min_games_finished = config.tables;
        config.max_time = Duration::from_secs(number("NANUK_LOAD_MAX", 1800));
    }
    if let Ok(filter) = std::env::var("NANUK_LOAD_RUST_LOG") {
        config.rust_log = filter; // e.g. info,nanuk::discord::delivery=debug
    }
    config.floor_samples = 20;
    let report = run(&config).await;
    eprintln!("{}", report.table());
    assert!(report.ok(), "errors under load:\n{}", report.table());
    assert_eq!(report.rate_limited, 0, "{}", report.table());
}
