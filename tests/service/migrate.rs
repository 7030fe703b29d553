//! `nanuk migrate-db`: a real SQLite file copied into a real PostgreSQL
//! database, by the function and by the binary.

use super::harness::*;
use nanuk::store::{StoreError, TABLES};
use sqlx::ConnectOptions;
use std::process::Command;

/// Rows in `table`, read behind the store's back.
async fn count(db: &TestDb, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    match db {
        TestDb::Sqlite(opts, _) => {
            let mut conn = opts.connect().await.unwrap();
            sqlx::query_scalar(&sql).fetch_one(&mut conn).await.unwrap()
        }
        TestDb::Postgres(opts) => {
            let mut conn = opts.connect().await.unwrap();
            sqlx::query_scalar(&sql).fetch_one(&mut conn).await.unwrap()
        }
    }
}

/// Every game's id, status, version and stored engine state.
async fn games(db: &TestDb) -> Vec<(i64, String, i64, Option<String>)> {
    let sql = "SELECT id, status, version, state FROM games ORDER BY id";
    match db {
        TestDb::Sqlite(opts, _) => {
            let mut conn = opts.connect().await.unwrap();
            sqlx::query_as(sql).fetch_all(&mut conn).await.unwrap()
        }
        TestDb::Postgres(opts) => {
            let mut conn = opts.connect().await.unwrap();
            sqlx::query_as(sql).fetch_all(&mut conn).await.unwrap()
        }
    }
}

/// A SQLite database with a finished game (rated), a running one (with a
/// follower) and a lobby. Returns their ids.
async fn three_games(source: &TestDb) -> [nanuk::service::GameId; 3] {
    let (svc, _clock) = source.service().await;
    let finished = started(&svc, 4, 1).await;
    play_to_end(&svc, finished).await;
    let running = started_in(&svc, CHANNEL + 1, 5, 0, Default::default()).await;
    for _ in 0..6 {
        play_one(&svc, running).await.unwrap();
    }
    svc.follow(running, 555, true).await.unwrap();
    svc.remember_dm_channel(555, 9_000_555).await.unwrap();
    let lobby = svc
        .create_lobby(GUILD, CHANNEL + 2, &player(0), Default::default())
        .await
        .unwrap()
        .game;
    [finished, running, lobby]
}

#[tokio::test]
async fn a_sqlite_database_moves_into_postgresql() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    let ids = three_games(&source).await;

    let from = source.store().await;
    let to = target.store().await;
    let copied = from.copy_into(&to).await.expect("the copy");

    // Every table, with as many rows as the source.
    assert_eq!(
        copied.iter().map(|(t, _)| *t).collect::<Vec<_>>(),
        TABLES.to_vec()
    );
    for (table, rows) in &copied {
        let n = count(&source, table).await;
        assert_eq!(*rows as i64, n, "{table}: rows copied");
        assert_eq!(
            count(&target, table).await,
            n,
            "{table}: rows on the target"
        );
    }
    for table in [
        "games",
        "seats",
        "actions",
        "outbox",
        "followers",
        "ratings",
        "dm_channels",
    ] {
        assert!(count(&source, table).await > 0, "the source has {table}");
    }
    assert_eq!(games(&target).await, games(&source).await);

    // Read through the service on each side: the same records and seats.
    let (src_svc, _) = source.service().await;
    let (dst_svc, _) = target.service().await;
    for id in &ids[..2] {
        assert_eq!(
            dst_svc.record(*id).await.unwrap(),
            src_svc.record(*id).await.unwrap()
        );
    }
    for id in ids {
        let (_, src_seats) = from.load_game(id).await.unwrap().unwrap();
        let (_, dst_seats) = to.load_game(id).await.unwrap().unwrap();
        assert_eq!(dst_seats, src_seats);
        assert_eq!(
            to.actions(id).await.unwrap(),
            from.actions(id).await.unwrap()
        );
    }
    let report = dst_svc.verify_all().await.unwrap();
    assert!(report.ok(), "{:?}", report.failed);
    assert_eq!(report.checked, src_svc.verify_all().await.unwrap().checked);

    // New rows get ids past the copied ones (games and outbox).
    let fresh = started_in(&dst_svc, CHANNEL + 3, 4, 1, Default::default()).await;
    assert!(ids.iter().all(|id| fresh.0 > id.0), "{fresh} after {ids:?}");
    play_one(&dst_svc, fresh).await.unwrap();

    // A second copy into the same target is refused, and changes nothing.
    let before = games(&target).await;
    match from.copy_into(&to).await {
        Err(StoreError::Unusable(sentence)) => {
            assert!(sentence.contains("already holds 4 games"), "{sentence}")
        }
        other => panic!("a second copy must be refused: {other:?}"),
    }
    assert_eq!(games(&target).await, before);
}

fn migrate_db(from: &str, to: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .args(["migrate-db", "--from", from, "--to", to])
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk")
}

/// The command prints the rows per table and `verify`'s line, never the
/// password, and refuses a target that holds games.
#[tokio::test]
async fn the_migrate_db_command_copies_verifies_and_refuses_a_second_run() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    three_games(&source).await;
    // The server trusts local connections: a password in the URL is
    // ignored by it, and must never be printed by us.
    let to = target.url().replace("postgres@", "postgres:s3cret-pw@");
    assert!(to.contains("s3cret-pw"));

    let out = migrate_db(&source.url(), &to);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("games: 3 rows"), "{stdout}");
    assert!(stdout.contains("2 games checked, 0 differ"), "{stdout}");
    assert!(stdout.contains("into postgres://127.0.0.1:"), "{stdout}");
    assert_eq!(count(&target, "games").await, 3);

    let out = migrate_db(&source.url(), &to);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("already holds 3 games"), "{stderr}");
    assert!(!format!("{stdout}{stderr}").contains("s3cret-pw"));

    // A missing source file is not created and "migrated" empty.
    let out = migrate_db("sqlite:///nonexistent/nanuk.db", &to);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("There is no SQLite database at"));
}
