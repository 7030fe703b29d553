//! The `nanuk verify` and `nanuk export` commands.

use super::harness::*;
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
    assert!(String::from_utf8_lossy(&out.stderr).contains("no game #999"));

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

/// `url` with its user's password written in each form a URL may hold it:
/// `user:pass@host`, `?password=`, `?user=&password=`, percent-encoded.
/// The test cluster trusts loopback connections, so the password is
/// accepted and ignored: every command gets as far as it can.
fn password_forms(host_port: &str, database: &str, password: &str) -> Vec<String> {
    let encoded: String = url::form_urlencoded::byte_serialize(password.as_bytes()).collect();
    vec![
        format!("postgres://postgres:{encoded}@{host_port}/{database}"),
        format!("postgresql://postgres:{encoded}@{host_port}/{database}?sslmode=disable"),
        format!("postgres://{host_port}/{database}?user=postgres&password={encoded}"),
        format!(
            "postgres://postgres@{host_port}/{database}?password={encoded}&application_name=nanuk"
        ),
    ]
}

/// Every spelling of `password` a line could show.
fn spellings(password: &str) -> Vec<String> {
    let encoded: String = url::form_urlencoded::byte_serialize(password.as_bytes()).collect();
    let hex: String = password.bytes().map(|b| format!("{b:02x}")).collect();
    vec![password.to_string(), encoded, hex]
}

/// The database password never reaches the output of any command, at any
/// log level, whatever the URL's form and whether the server answers.
#[tokio::test]
async fn no_output_shows_the_database_password() {
    let Some(cluster) = crate::support::postgres::cluster() else {
        return;
    };
    let opts = crate::support::postgres::fresh_database()
        .await
        .expect("a database");
    let database = opts.get_database().expect("a database").to_string();
    let live = format!("127.0.0.1:{}", opts.get_port());
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .to_string();
    let dir = tempfile::tempdir().unwrap();
    let sqlite = format!("sqlite://{}?mode=rwc", dir.path().join("from.db").display());
    // Create the SQLite source for migrate-db.
    let made = nanuk(&sqlite, &["verify"]);
    assert!(made.status.success(), "{made:?}");
    let _ = cluster;

    let password = "Zq7#p@ss:w/rd%20x";
    let mut runs = 0;
    for (host, up) in [(live.as_str(), true), (closed.as_str(), false)] {
        for url in password_forms(host, &database, password) {
            let commands: Vec<Vec<String>> = vec![
                vec!["--database-url".into(), url.clone(), "verify".into()],
                vec![
                    "--database-url".into(),
                    url.clone(),
                    "export".into(),
                    "1".into(),
                ],
                vec![
                    "--database-url".into(),
                    url.clone(),
                    "ratings".into(),
                    "rebuild".into(),
                ],
                vec![
                    "migrate-db".into(),
                    "--from".into(),
                    sqlite.clone(),
                    "--to".into(),
                    url.clone(),
                ],
                vec![
                    "migrate-db".into(),
                    "--from".into(),
                    sqlite.clone(),
                    format!("--to={url}"),
                ],
            ];
            for args in commands {
                for level in ["trace", "debug,sqlx=trace"] {
                    let out = Command::new(env!("CARGO_BIN_EXE_nanuk"))
                        .args(&args)
                        .env("RUST_LOG", level)
                        .env_remove("DATABASE_URL")
                        .output()
                        .expect("run nanuk");
                    let text = format!(
                        "{}{}",
                        String::from_utf8_lossy(&out.stdout),
                        String::from_utf8_lossy(&out.stderr)
                    );
                    for secret in spellings(password) {
                        assert!(
                            !text.contains(&secret),
                            "{args:?} at {level} shows the password as {secret:?}:\n{text}"
                        );
                    }
                    // The search ran over real output: the unreachable
                    // server is named, the live one answered.
                    if !up {
                        assert!(!out.status.success(), "{args:?}: {text}");
                        assert!(text.contains(host), "{args:?} names the server: {text}");
                    }
                    runs += 1;
                }
            }
        }
    }
    assert_eq!(runs, 2 * 4 * 5 * 2);
}
