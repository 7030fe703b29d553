//! The bot on PostgreSQL: a whole game through the double, its record and
//! log in the database, and `nanuk verify` on the same URL.

use std::time::Duration;

use serde_json::json;

use crate::harness::Table;
use crate::players::{Players, Style};
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
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["--database-url", &t.db_url, "verify"])
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk verify");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("1 games checked, 0 differ"), "{stdout}");
    t.d.assert_no_violations().await;
}
