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
