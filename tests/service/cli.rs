//! The `nanuk verify` and `nanuk export` commands.

use super::support::*;
use nanuk::service::GameRecord;
use std::process::Command;

fn nanuk(url: &str, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nanuk"))
        .arg("--database-url")
        .arg(url)
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run nanuk")
}

on_both! {
async fn verify_and_export(db: TestDb) {
    let (svc, _clock) = db.service().await;
    let url = db.url();
    let dir = tempfile::tempdir().unwrap();
    let id = started(&svc, 4, 1).await;
    play_to_end(&svc, id).await;
    let running = started_in(&svc, CHANNEL + 1, 5, 0, Default::default()).await;
    for _ in 0..5 {
        play_one(&svc, running).await.unwrap();
    }

    let out = nanuk(&url, &["verify"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "2 games checked, 0 differ"
    );

    let file = dir.path().join("record.json");
    let out = nanuk(
        &url,
        &["export", &id.to_string(), "--out", file.to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record: GameRecord = serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    assert_eq!(record.game, id);
    assert!(record.result.is_some());
    assert_eq!(record, svc.record(id).await.unwrap());

    let out = nanuk(&url, &["export", "999"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("There is no game #999."));

    // Tamper with the running game's stored state: verify fails and names it.
    db.execute(
        "UPDATE games SET state = (SELECT state FROM games WHERE id = $1) WHERE id = $2",
        &[id.0, running.0],
    )
    .await;
    let out = nanuk(&url, &["verify"]);
    assert!(!out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains(&format!("game {running}:")), "{stdout}");
    assert!(stdout.contains("2 games checked, 1 differ"), "{stdout}");
}
}

/// Nothing listens at the URL's port: one sentence naming the server, not
/// the password, and a failing exit.
#[test]
fn an_unreachable_postgresql_is_named_in_one_sentence() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("postgres://nanuk:s3cret-pw@127.0.0.1:{port}/games");
    for args in [&["verify"][..], &["export", "1"]] {
        let out = nanuk(&url, args);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("\"games\" on 127.0.0.1:{port} cannot be used")),
            "{stderr}"
        );
        assert!(!stderr.contains("s3cret-pw"), "{stderr}");
        assert!(!stderr.contains("try again"), "{stderr}");
        assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    }
}
